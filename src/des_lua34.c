/* des_lua34.c - a NetHack 3.4.3 level in the order 3.4.3's sp_lev ran it.
 *
 * 3.4.3's lev_comp sorted a level's details by kind: sp_lev's load_maze
 * made each map part's level regions, shuffled its RANDOM_OBJECTS,
 * RANDOM_PLACES and RANDOM_MONSTERS lists, then made its regions, doors,
 * drawbridges, non-diggable walls, ladders, stairs, altars, fountains,
 * traps, monsters, objects, gold and engravings, each kind in file order;
 * the maze walks of every part came last, in reverse, and filled the
 * maze once. load_rooms shuffled the lists, then built each room: its
 * subrooms first, then its stairs, sinks, pools, fountains, altars,
 * doors, traps, monsters, objects, gold and engravings; corridors last.
 * A `contained` object went into the container before it.
 *
 * The build style keeps each statement on its .des line by defining it
 * there as a function (sp[n] = function() des.x(...) end) and calling the
 * functions in sp_lev's order where the part ends; the convert style
 * writes the calls in that order. Both make the same calls. */
#include "des_lua_int.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct dl34_node {
    const struct des_stmt *s;
    int parent;          /* node whose contents hold it, -1 top level */
    int part;            /* MAZE: the map part */
    int rank;            /* where sp_lev made it among its siblings; < -1
                            never (NAME, CHANCE: read by their room) */
    bool walk;           /* a MAZEWALK, made after every part */
};

struct dl34 {
    struct dl34_node *v;
    int n, cap;
    int nparts;
    int first_walk;      /* the walk made last, which fills the maze */
    /* walks of an earlier part, made after the last part (see
       plan_walks): the last part's map holds its part as contents */
    bool defer;
    int last_map;
    /* node ids sorted by statement address, and by (parent, part, rank,
       id): lookups in log time, however long the file */
    int *by_stmt, *by_parent;
};

enum { NEVER = -100 };

static int maze_rank(const struct des_stmt *s)
{
    switch (s->kind) {
    case DES_S_MESSAGE: case DES_S_INIT_MAP: return -1;
    case DES_S_MAP: case DES_S_NOMAP: return 0;
    case DES_S_TELEPORT_REGION: case DES_S_STAIR_REGION: case DES_S_BRANCH:
    case DES_S_PORTAL: return 1;
    case DES_S_RANDOM_OBJECTS: return 2;
    case DES_S_RANDOM_PLACES: return 3;
    case DES_S_RANDOM_MONSTERS: return 4;
    case DES_S_REGION: return 5;
    case DES_S_DOOR: return 6;
    case DES_S_DRAWBRIDGE: return 7;
    case DES_S_MAZEWALK: return 8;
    case DES_S_NON_DIGGABLE: return 9;
    case DES_S_NON_PASSWALL: return 10;
    case DES_S_LADDER: return 11;
    case DES_S_STAIR: return 12;
    case DES_S_ALTAR: return 13;
    case DES_S_FOUNTAIN: case DES_S_SINK: case DES_S_POOL: return 14;
    case DES_S_TRAP: return 15;
    case DES_S_MONSTER: return 16;
    case DES_S_OBJECT: case DES_S_CONTAINER: return 17;
    case DES_S_GOLD: return 18;
    case DES_S_ENGRAVING: return 19;
    default: return 20;
    }
}

static int room_level_rank(const struct des_stmt *s)
{
    switch (s->kind) {
    case DES_S_MESSAGE: case DES_S_INIT_MAP: return -1;
    case DES_S_RANDOM_OBJECTS: return 0;
    case DES_S_RANDOM_MONSTERS: return 1;
    case DES_S_ROOM: return 2;
    case DES_S_CORRIDOR: case DES_S_RANDOM_CORRIDORS: return 3;
    default: return 4;
    }
}

static int in_room_rank(const struct des_stmt *s)
{
    switch (s->kind) {
    case DES_S_SUBROOM: return -1;
    case DES_S_STAIR: return 0;
    case DES_S_SINK: return 1;
    case DES_S_POOL: return 2;
    case DES_S_FOUNTAIN: return 3;
    case DES_S_ALTAR: return 4;
    case DES_S_DOOR: case DES_S_ROOMDOOR: return 5;
    case DES_S_TRAP: return 6;
    case DES_S_MONSTER: return 7;
    case DES_S_OBJECT: case DES_S_CONTAINER: return 8;
    case DES_S_GOLD: return 9;
    case DES_S_ENGRAVING: return 10;
    case DES_S_ROOM_NAME: case DES_S_ROOM_CHANCE: return NEVER;
    default: return 11;
    }
}

static bool contained(const struct des_stmt *s)
{
    return s->kind == DES_S_OBJECT && s->na > 1 && s->a[1]
           && s->a[1]->kind == DES_E_WORD && s->a[1]->word == DES_W_CONTAINED;
}

static int add(struct dl *c, const struct des_stmt *s, int parent, int part,
               int rank)
{
    struct dl34 *t = c->t34;

    if (t->n == t->cap) {
        int cap = t->cap ? t->cap * 2 : 64;
        struct dl34_node *v = realloc(t->v, (size_t) cap * sizeof *v);

        if (!v)
            dl_fail(c, s->line, s->col, "out of memory");
        t->v = v;
        t->cap = cap;
    }
    t->v[t->n] = (struct dl34_node) { s, parent, part, rank,
                                      s->kind == DES_S_MAZEWALK };
    return t->n++;
}

int dl34_node_of(struct dl *c, const struct des_stmt *s)
{
    const struct dl34 *t = c->t34;
    int lo = 0, hi = t && t->by_stmt ? t->n : 0;

    while (lo < hi) {
        int mid = (lo + hi) / 2;
        const struct des_stmt *m = t->v[t->by_stmt[mid]].s;

        if (m == s)
            return t->by_stmt[mid];
        if ((uintptr_t) m < (uintptr_t) s)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

/* sort keys: qsort has no context, so each entry carries its own */
struct key34 {
    uintptr_t k1;
    int k2, k3, k4, id;
};

static int cmp_key(const void *a, const void *b)
{
    const struct key34 *x = a, *y = b;

    if (x->k1 != y->k1)
        return x->k1 < y->k1 ? -1 : 1;
    if (x->k2 != y->k2)
        return x->k2 < y->k2 ? -1 : 1;
    if (x->k3 != y->k3)
        return x->k3 < y->k3 ? -1 : 1;
    if (x->k4 != y->k4)
        return x->k4 < y->k4 ? -1 : 1;
    return (x->id > y->id) - (x->id < y->id);
}

static int parent_key_cmp(const struct dl34_node *x, int xi,
                          const struct dl34_node *y, int yi)
{
    if (x->parent != y->parent)
        return x->parent < y->parent ? -1 : 1;
    if (x->parent < 0 && x->part != y->part)
        return x->part < y->part ? -1 : 1;
    if (x->rank != y->rank)
        return x->rank < y->rank ? -1 : 1;
    return xi < yi ? -1 : xi > yi;
}

/* ids of the nodes sorted by what key() gives each */
static int *sorted_ids(struct dl *c,
                       void (*key)(const struct dl34_node *, int,
                                   struct key34 *))
{
    const struct dl34 *t = c->t34;
    size_t n = (size_t) (t->n ? t->n : 1);
    struct key34 *k = malloc(n * sizeof *k);
    int *ids = malloc(n * sizeof *ids);

    if (!k || !ids) {
        free(k);
        free(ids);
        dl_fail(c, c->lv->line, c->lv->col, "out of memory");
    }
    for (int i = 0; i < t->n; i++)
        key(&t->v[i], i, &k[i]);
    qsort(k, (size_t) t->n, sizeof *k, cmp_key);
    for (int i = 0; i < t->n; i++)
        ids[i] = k[i].id;
    free(k);
    return ids;
}

static void key_stmt(const struct dl34_node *nd, int i, struct key34 *k)
{
    *k = (struct key34) { (uintptr_t) nd->s, 0, 0, 0, i };
}

/* parent + 1 keeps the top level (-1) first; the part only counts there */
static void key_parent(const struct dl34_node *nd, int i, struct key34 *k)
{
    *k = (struct key34) { (uintptr_t) (nd->parent + 1),
                          nd->parent < 0 ? nd->part : 0, nd->rank, 0, i };
}

static void key_place(const struct dl34_node *nd, int i, struct key34 *k)
{
    *k = (struct key34) { (uintptr_t) nd->s->line, nd->s->col, 0, 0, i };
}

static void index_nodes(struct dl *c)
{
    c->t34->by_stmt = sorted_ids(c, key_stmt);
    c->t34->by_parent = sorted_ids(c, key_parent);
}

static const char *room_name(const struct des_stmt *room)
{
    for (int i = 0; i < room->body.n; i++)
        if (room->body.v[i]->kind == DES_S_ROOM_NAME && room->body.v[i]->na
            && room->body.v[i]->a[0] && room->body.v[i]->a[0]->str)
            return room->body.v[i]->a[0]->str;
    return NULL;
}

/* the details of a room (or subroom) body, contained objects under the
   container before them */
static void add_room_body(struct dl *c, const struct des_block *b, int room)
{
    int last_container = -1;

    for (int i = 0; i < b->n; i++) {
        const struct des_stmt *s = b->v[i];

        if (contained(s)) {
            if (last_container < 0)
                dl_fail(c, s->line, s->col, "a contained object needs a "
                        "CONTAINER before it");
            add(c, s, last_container, 0, 0);
            continue;
        }
        int id = add(c, s, room, 0, in_room_rank(s));

        if (s->kind == DES_S_CONTAINER)
            last_container = id;
    }
}

/* sp_lev resolved each walk's place in its part (absolute, by that
 * part's map) and walked them all after the last part, last first. A 5.0
 * walk's place is relative to the current map, and a negative one is no
 * place, so: each walk's absolute place is kept (nh.abscoord) where its
 * part is made; the last part is made inside its map's contents, after
 * which 5.0 puts the origin back on the whole level; then the walks are
 * made, placed relative to that origin. Only for levels with a walk in an
 * earlier part (SLASH'EM's grund-1..3, dNetHack's chalev-2, hell-1,
 * hell-a), and only for walks at written coordinates. */
static void plan_walks(struct dl *c)
{
    struct dl34 *t = c->t34;
    bool early = false;

    for (int i = 0; i < t->n; i++) {
        const struct dl34_node *nd = &t->v[i];
        const struct des_expr *at = nd->walk && nd->s->na ? nd->s->a[0] : NULL;

        if (!nd->walk)
            continue;
        if (!at || at->kind != DES_E_COORD || at->nkids < 2)
            return;
        early |= nd->part < t->nparts - 1;
    }
    if (!early || t->last_map < 0 || t->v[t->last_map].part != t->nparts - 1)
        return;
    t->defer = true;
    /* walked last: the first walk of the file */
    for (int i = t->n - 1; i >= 0; i--)
        if (t->v[i].walk)
            t->first_walk = i;
}

/* The plan: every statement a node, with its parent and rank. */
static void plan(struct dl *c)
{
    const struct des_block *b = &c->lv->body;
    struct dl34 *t = c->t34;

    t->first_walk = -1;
    t->last_map = -1;
    if (!c->lv->maze) {
        for (int i = 0; i < b->n; i++) {
            const struct des_stmt *s = b->v[i];

            if (s->kind == DES_S_SUBROOM)
                continue;
            int id = add(c, s, -1, 0, room_level_rank(s));

            if (s->kind == DES_S_ROOM)
                add_room_body(c, &s->body, id);
        }
        /* subrooms go in the room of the name they give */
        for (int i = 0; i < b->n; i++) {
            const struct des_stmt *s = b->v[i];
            const char *want = s->na > 4 && s->a[4] ? s->a[4]->str : NULL;
            int parent = -1;

            if (s->kind != DES_S_SUBROOM)
                continue;
            for (int k = 0; k < t->n && parent < 0; k++) {
                const char *nm = t->v[k].s->kind == DES_S_ROOM
                                 ? room_name(t->v[k].s) : NULL;

                if (nm && want && !strcmp(nm, want))
                    parent = k;
            }
            if (parent < 0)
                dl_fail(c, s->line, s->col, "SUBROOM's room \"%s\" is no "
                        "ROOM's NAME", want ? want : "");
            int id = add(c, s, parent, 0, in_room_rank(s));

            add_room_body(c, &s->body, id);
        }
        t->nparts = 1;
        return;
    }
    int part = 0, last_container = -1;
    bool has_map = false;

    for (int i = 0; i < b->n; i++) {
        const struct des_stmt *s = b->v[i];

        if (s->kind == DES_S_MAP) {
            if (has_map)
                part++;
            has_map = true;
            last_container = -1;
        }
        if (contained(s)) {
            if (last_container < 0)
                dl_fail(c, s->line, s->col, "a contained object needs a "
                        "CONTAINER before it");
            add(c, s, last_container, part, 0);
            continue;
        }
        int id = add(c, s, -1, part, maze_rank(s));

        if (s->kind == DES_S_CONTAINER)
            last_container = id;
        /* the walk made last: the first of the last part with walks */
        if (s->kind == DES_S_MAZEWALK
            && (t->first_walk < 0 || t->v[t->first_walk].part < part))
            t->first_walk = id;
        if (s->kind == DES_S_MAP)
            t->last_map = id;
    }
    t->nparts = part + 1;
    plan_walks(c);
}

bool dl34_stocked(struct dl *c, const struct des_stmt *s)
{
    int id = dl34_node_of(c, s);

    return id >= 0 && id == c->t34->first_walk;
}

static void run_children(struct dl *c, int parent, int part, int from);

static bool is_deferred_map(const struct dl *c, int id)
{
    return c->t34->defer && id == c->t34->last_map;
}

/* call (build) or write (convert) node id */
static void run_node(struct dl *c, int id)
{
    if (c->style == DES_LUA_CONVERT) {
        dl34_statement(c, c->t34->v[id].s);
    } else if (is_deferred_map(c, id)) {
        /* its part, ranks after the map's, as its contents */
        dl_printf(c, " sp[%d](function()", id + 1);
        run_children(c, -1, c->t34->v[id].part, 1);
        dl_puts(c, " end)");
    } else {
        dl_printf(c, " sp[%d]()", id + 1);
    }
}

/* a deferred walk's place, absolute, where its part is made */
static void keep_walk_place(struct dl *c, int id)
{
    const struct des_stmt *s = c->t34->v[id].s;

    if (c->style == DES_LUA_CONVERT)
        dl_at(c, 0);
    else
        dl_puts(c, " ");
    dl_printf(c, "mw[%d] = { nh.abscoord(", id + 1);
    dl_value(c, s->a[0]->kids[0]);
    dl_puts(c, ", ");
    dl_value(c, s->a[0]->kids[1]);
    dl_puts(c, ") }");
    dl_source_note(c, s->line);
}

/* the children of parent (-1: the top level of part) of rank `from` or
   more, in sp_lev's order */
static void run_children(struct dl *c, int parent, int part, int from)
{
    const struct dl34 *t = c->t34;
    struct dl34_node key = { NULL, parent, part, -1000, false };
    int lo = 0, hi = t->n;

    /* the first node of that parent (and part) */
    while (lo < hi) {
        int mid = (lo + hi) / 2;

        if (parent_key_cmp(&t->v[t->by_parent[mid]], t->by_parent[mid], &key,
                           -1) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (int k = lo; k < t->n; k++) {
        int i = t->by_parent[k];
        const struct dl34_node *nd = &t->v[i];

        if (nd->parent != parent || (parent < 0 && nd->part != part))
            break;
        if (nd->rank == NEVER || nd->rank < from)
            continue;
        if (nd->walk) {
            if (t->defer)
                keep_walk_place(c, i);
            continue;
        }
        run_node(c, i);
        if (is_deferred_map(c, i))
            break;   /* the rest of the part was its contents */
    }
}

bool dl34_contents(struct dl *c, const struct des_stmt *s, const char *key)
{
    int id = dl34_node_of(c, s);
    bool any = false;

    if (id < 0)
        return false;
    /* any child made (NAME and CHANCE are not) */
    for (int k = 0; k < c->t34->n && !any; k++) {
        const struct dl34_node *nd = &c->t34->v[c->t34->by_parent[k]];

        any = nd->parent == id && nd->rank != NEVER;
    }
    if (!any)
        return true;
    int nf = c->nf;

    dl_field(c, "%s = function()", key);
    c->depth++;
    run_children(c, id, 0, NEVER + 1);
    c->depth--;
    if (c->style == DES_LUA_CONVERT) {
        dl_at(c, 0);
        dl_puts(c, "end");
    } else {
        dl_puts(c, " end");
    }
    c->nf = nf;
    return true;
}

/* where part `part` has been written: its schedule. sp_lev walked the
   mazes of every part after the last part, last first. Without deferred
   walks (plan_walks) a part's walks are made at its end: the same when
   only the last part has walks; with a walk at a random place in an
   earlier part it is the one approximation left */
static void run_part(struct dl *c, int part)
{
    const struct dl34 *t = c->t34;

    run_children(c, -1, part, NEVER + 1);
    if (t->defer && part < t->nparts - 1)
        return;
    for (int i = t->n - 1; i >= 0; i--)
        if (t->v[i].walk && (t->defer || t->v[i].part == part))
            run_node(c, i);
}

/* a map holding the rest of its part (plan_walks): contents = ... */
bool dl34_map_contents(struct dl *c, const struct des_stmt *s)
{
    int id = dl34_node_of(c, s), nf = c->nf;

    if (id < 0 || !is_deferred_map(c, id))
        return false;
    if (c->style == DES_LUA_BUILD) {
        dl_field(c, "contents = f");
        return true;
    }
    dl_field(c, "contents = function()");
    c->depth++;
    run_children(c, -1, c->t34->v[id].part, 1);
    c->depth--;
    dl_at(c, 0);
    dl_puts(c, "end");
    c->nf = nf + 1;
    return true;
}

/* a deferred walk's place: its kept absolute place, relative to the
   origin now */
bool dl34_walk_place(struct dl *c, const struct des_stmt *s)
{
    int id = dl34_node_of(c, s);

    if (id < 0 || !c->t34->defer)
        return false;
    dl_field(c, "coord = walk_at(mw[%d])", id + 1);
    return true;
}

/* deferred walks' places (plan_walks): kept absolute, and relative to
   the origin when walked */
#define WALK_AT "local mw = {}; local function walk_at(p) " \
    "local ox, oy = nh.abscoord(0, 0); return { p[1] - ox, p[2] - oy } end"

void dl34_level(struct dl *c)
{
    struct dl34 *t = c->t34;

    plan(c);
    index_nodes(c);
    dl_at(c, c->lv->line);
    if (c->style == DES_LUA_CONVERT) {
        dl_puts(c, "local rnd_places, rnd_objects, rnd_monsters");
        if (t->defer) {
            dl_at(c, c->lv->line);
            dl_puts(c, WALK_AT);
        }
        for (int p = 0; p < t->nparts; p++)
            run_part(c, p);
        return;
    }
    /* build: each statement defined on its line (in the file's order),
       run where its part (or the level) ends */
    dl_puts(c, "local sp, rnd_places, rnd_objects, rnd_monsters = {}");
    if (t->defer)
        dl_puts(c, "; " WALK_AT);
    int *order = sorted_ids(c, key_place);
    int n = t->n;

    c->order34 = order;
    int *last_of_part = calloc((size_t) t->nparts, sizeof *last_of_part);

    if (!last_of_part)
        dl_fail(c, c->lv->line, c->lv->col, "out of memory");
    c->last34 = last_of_part;
    for (int j = 0; j < n; j++)
        last_of_part[t->v[order[j]].part] = j;
    for (int j = 0; j < n; j++) {
        const struct dl34_node *nd = &t->v[order[j]];

        if (nd->rank != NEVER) {
            dl_at(c, nd->s->line);
            /* the deferred map takes its part as contents (run_node) */
            dl_printf(c, "sp[%d] = function(%s) ", order[j] + 1,
                      is_deferred_map(c, order[j]) ? "f" : "");
            dl34_statement(c, nd->s);
            dl_puts(c, " end");
        }
        if (j == last_of_part[nd->part])
            run_part(c, nd->part);
    }
    c->order34 = NULL;
    c->last34 = NULL;
    free(order);
    free(last_of_part);
}

bool dl34_value(struct dl *c, const struct des_expr *e)
{
    if (e->kind != DES_E_REGISTER)
        return false;
    if (e->ival2 >= 0 || !strcmp(e->str, "region"))
        dl_fail(c, e->line, e->col, "%s[%ld][%ld] is SLASH'EM's; NetHack 5.0 "
                "cannot express its region lists", e->str, e->ival, e->ival2);
    if (!strcmp(e->str, "place"))
        dl_printf(c, "rnd_places[%ld]", e->ival + 1);
    else if (!strcmp(e->str, "object"))
        dl_printf(c, "rnd_objects[%ld]", e->ival + 1);
    else if (!strcmp(e->str, "monster"))
        dl_printf(c, "rnd_monsters[%ld]", e->ival + 1);
    else
        dl_fail(c, e->line, e->col, "%s[%ld] has no NetHack 5.0 form", e->str,
                e->ival);
    return true;
}

/* RANDOM_PLACES / OBJECTS / MONSTERS: the list, shuffled as sp_lev did
   (rn2(n), rn2(n-1) ... rn2(2): nhlib's shuffle draws the same) */
void dl34_random_list(struct dl *c, const struct des_stmt *s)
{
    const char *name = s->kind == DES_S_RANDOM_PLACES ? "rnd_places"
                       : s->kind == DES_S_RANDOM_OBJECTS ? "rnd_objects"
                       : "rnd_monsters";
    const struct des_expr *l = s->na ? s->a[0] : NULL;

    if (s->kind == DES_S_RANDOM_PLACES && s->na > 1 && s->a[1])
        dl_fail(c, s->line, s->col, "RANDOM_PLACES[n] is SLASH'EM's; NetHack "
                "5.0 cannot express its place lists");
    for (int i = 0; l && i < l->nkids; i++)
        if (l->kids[i] && l->kids[i]->kind == DES_E_NONE)
            dl_fail(c, l->kids[i]->line, l->kids[i]->col, "'none' in a place "
                    "list is SLASH'EM's; NetHack 5.0 has no empty place");
    dl_printf(c, "%s = ", name);
    dl_value(c, l);
    dl_printf(c, "; shuffle(%s)", name);
}

void dl34_free(struct dl *c)
{
    free(c->order34);
    free(c->last34);
    c->order34 = c->last34 = NULL;
    if (c->t34) {
        free(c->t34->by_stmt);
        free(c->t34->by_parent);
        free(c->t34->v);
        free(c->t34);
        c->t34 = NULL;
    }
}

int dl34_new(struct dl *c)
{
    c->t34 = calloc(1, sizeof *c->t34);
    return c->t34 ? 0 : -1;
}
