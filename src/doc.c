/* doc.c - level documents in the truth files' format. Writing mirrors what
 * the C dump recorded right after level creation; reading rebuilds a
 * struct level from the grids and lists so render and compare can use a
 * document as they use a built level. */
#include "doc.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dungeon.h"
#include "mondata.h"
#include "objdata.h"
#include "render.h"
#include "themerooms.h"

const char *doc_door_state(int mask)
{
    /* the first matching state wins, as the C dump reports them */
    if (mask & D_BROKEN)
        return "broken";
    if (mask & D_ISOPEN)
        return "open";
    if (mask & D_LOCKED)
        return "locked";
    if (mask & D_CLOSED)
        return "closed";
    return "nodoor";
}

static const char *const engr_names[] = {
    "", "dust", "engrave", "burn", "mark", "blood", "headstone"
};

static const char *const flag_names[] = {
    "nfountains", "nsinks", "has_shop", "has_vault", "has_zoo", "has_court",
    "has_morgue", "has_beehive", "has_barracks", "has_temple", "has_swamp",
    "noteleport", "hardfloor", "nommap", "hero_memory", "shortsighted",
    "graveyard", "sokoban_rules", "is_maze_lev", "is_cavernous_lev",
    "arboreal", "has_town", "wizard_bones", "corrmaze", "rndmongen",
    "deathdrops", "noautosearch", "fumaroles", "stormy", "temperature",
};
#define NFLAGS ((int)(sizeof flag_names / sizeof flag_names[0]))

/* The level_flags field a levelFlags key names; NULL for the ints and the
 * keys with no field. */
static bool *flag_field(struct level_flags *f, int i)
{
    bool *const fields[NFLAGS] = {
        NULL, NULL, &f->has_shop, &f->has_vault, &f->has_zoo, &f->has_court,
        &f->has_morgue, &f->has_beehive, &f->has_barracks, &f->has_temple,
        &f->has_swamp, &f->noteleport, &f->hardfloor, &f->nommap, NULL,
        &f->shortsighted, &f->graveyard, &f->sokoban_rules, &f->is_maze_lev,
        &f->is_cavernous_lev, &f->arboreal, &f->has_town, NULL,
        &f->corrmaze, &f->rndmongen, &f->deathdrops, &f->noautosearch,
        &f->fumaroles, &f->stormy, NULL,
    };
    return fields[i];
}

static cJSON *flags_json(const struct level *lev)
{
    struct level_flags f = lev->flags;
    cJSON *o = cJSON_CreateObject();
    for (int i = 0; i < NFLAGS; i++) {
        int v;
        bool *b = flag_field(&f, i);
        if (b)
            v = *b;
        else if (i == 0)
            v = f.nfountains;
        else if (i == 1)
            v = f.nsinks;
        else if (i == NFLAGS - 1)
            v = f.temperature;
        else if (strcmp(flag_names[i], "hero_memory") == 0)
            v = 1;
        else
            v = 0;
        cJSON_AddNumberToObject(o, flag_names[i], v);
    }
    return o;
}

enum grid_kind { G_TYP, G_LIT, G_NONDIG, G_NONPASS, G_FLAGS, G_HORIZ,
                 G_ROOMNO, G_EDGE, G_NKINDS };
static const char *const grid_names[G_NKINDS] = {
    "typGrid", "litGrid", "nondiggableGrid", "nonpasswallGrid", "flagsGrid",
    "horizontalGrid", "roomnoGrid", "edgeGrid"
};

static int grid_value(const struct rm *c, int kind)
{
    switch (kind) {
    case G_TYP: return c->typ;
    case G_LIT: return c->lit;
    case G_NONDIG: return (c->flags & W_NONDIGGABLE) != 0;
    case G_NONPASS: return (c->flags & W_NONPASSWALL) != 0;
    case G_FLAGS: return c->flags;
    case G_HORIZ: return c->horizontal;
    case G_ROOMNO: return c->roomno;
    default: return c->edge;
    }
}

static cJSON *grid_json(const struct level *lev, int kind)
{
    cJSON *rows = cJSON_CreateArray();
    for (int y = 0; y < ROWNO; y++) {
        int v[COLNO];
        for (int x = 0; x < COLNO; x++)
            v[x] = grid_value(&lev->at[x][y], kind);
        cJSON_AddItemToArray(rows, cJSON_CreateIntArray(v, COLNO));
    }
    return rows;
}

/* branch types by C's BR_* number */
static const char *const branch_types[] = { "stair", "no_end1", "no_end2", "portal" };

/* the newest engraving at (x,y), -1 if none */
static int engraving_at_index(const struct level *lev, int x, int y)
{
    for (int i = lev->nengravings - 1; i >= 0; i--)
        if (lev->engravings[i].x == x && lev->engravings[i].y == y)
            return i;
    return -1;
}

static cJSON *dlevel_json(d_level d)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "dnum", d.dnum);
    cJSON_AddNumberToObject(o, "dlevel", d.dlevel);
    return o;
}

static cJSON *room_json(const struct mkroom *r, bool sub)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "lx", r->lx);
    cJSON_AddNumberToObject(o, "ly", r->ly);
    cJSON_AddNumberToObject(o, "hx", r->hx);
    cJSON_AddNumberToObject(o, "hy", r->hy);
    cJSON_AddNumberToObject(o, "rtype", r->rtype);
    cJSON_AddNumberToObject(o, "orig_rtype", r->orig_rtype);
    cJSON_AddNumberToObject(o, "rlit", r->rlit);
    cJSON_AddNumberToObject(o, "irregular", r->irregular);
    if (!sub)
        cJSON_AddNumberToObject(o, "nsubrooms", r->nsubrooms);
    cJSON_AddNumberToObject(o, "doorct", r->doorct);
    return o;
}

/* className as the dump spells it, by class symbol */
static const char *class_label(char sym)
{
    static const struct { char sym; const char *name; } t[] = {
        { '$', "coins" }, { '`', "large stones" }, { ')', "weapons" },
        { '!', "potions" }, { '%', "food" }, { '(', "tools" }, { '[', "armor" },
        { '=', "rings" }, { '?', "scrolls" }, { '+', "spellbooks" },
        { '*', "rocks" }, { '/', "wands" }, { '"', "amulets" },
        { '0', "iron balls" }, { '_', "chains" }, { '.', "venoms" },
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        if (t[i].sym == sym)
            return t[i].name;
    return "strange objects";
}

/* The object's full name as the dump gives it ("potion of healing",
 * "topaz stone"): the actual name with its class's wording. */
static void full_name(int otyp, char *buf, size_t len)
{
    const struct objclass *oc = &objects[otyp];
    const char *n = oc->oc_name ? oc->oc_name : "";
    static const char *const bare_gems[] = {
        "dilithium crystal", "ruby", "emerald", "opal", "black opal",
        "sapphire", "diamond", "rock", NULL
    };
    switch (oc->oc_class) {
    case POTION_CLASS: snprintf(buf, len, "potion of %s", n); return;
    case SCROLL_CLASS: snprintf(buf, len, "scroll of %s", n); return;
    case SPBOOK_CLASS:
        /* the novel and the Book of the Dead keep their own names */
        if (otyp == SPE_NOVEL || otyp == SPE_BOOK_OF_THE_DEAD)
            break;
        snprintf(buf, len, "spellbook of %s", n);
        return;
    case WAND_CLASS: snprintf(buf, len, "wand of %s", n); return;
    case RING_CLASS: snprintf(buf, len, "ring of %s", n); return;
    case GEM_CLASS: {
        size_t l = strlen(n);
        bool bare = strstr(n, "glass") || (l >= 5 && strcmp(n + l - 5, "stone") == 0);
        for (int i = 0; bare_gems[i] && !bare; i++)
            bare = strcmp(n, bare_gems[i]) == 0;
        snprintf(buf, len, bare ? "%s" : "%s stone", n);
        return;
    }
    default:
        break;
    }
    snprintf(buf, len, "%s", n);
}

/* struct monst numbers its disguise 1 object, 2 monster, 3 terrain; C's
 * m_ap_type (and so the dump) 1 furniture, 2 object, 3 monster. */
static int ap_to_c(int ours)
{
    static const int t[4] = { 0, 2, 3, 1 };
    return ours >= 0 && ours < 4 ? t[ours] : ours;
}

static int ap_from_c(int c)
{
    static const int t[4] = { 0, 3, 1, 2 };
    return c >= 0 && c < 4 ? t[c] : c;
}

static bool has_corpsenm(int otyp)
{
    return otyp == CORPSE || otyp == STATUE || otyp == FIGURINE
           || otyp == EGG || otyp == TIN;
}

static cJSON *object_json(const struct level *lev, int idx, bool at);

/* Objects inside container `parent` (or carried by monster `owner`),
 * newest first as C's chains. */
static cJSON *held_json(const struct level *lev, int parent, int owner)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = lev->nobjects - 1; i >= 0; i--) {
        const struct obj *o = &lev->objects[i];
        if ((parent >= 0 && o->container == parent)
            || (owner >= 0 && o->owner == owner && o->container < 0))
            cJSON_AddItemToArray(a, object_json(lev, i, false));
    }
    return a;
}

static cJSON *object_json(const struct level *lev, int idx, bool at)
{
    const struct obj *ob = &lev->objects[idx];
    cJSON *o = cJSON_CreateObject();
    bool known = ob->otyp >= 0 && ob->otyp < NUM_OBJECTS;
    const char *name = known && objects[ob->otyp].oc_name
                       ? objects[ob->otyp].oc_name : ob->id;
    char fullname[128];
    if (known)
        full_name(ob->otyp, fullname, sizeof fullname);
    else
        snprintf(fullname, sizeof fullname, "%s", ob->id);
    int oclass = known ? objects[ob->otyp].oc_class
                       : oclass_from_symbol(ob->oclass);
    char cls[2] = { known ? oclass_symbol(oclass) : ob->oclass, 0 };

    if (at) {
        cJSON_AddNumberToObject(o, "x", ob->x);
        cJSON_AddNumberToObject(o, "y", ob->y);
    }
    cJSON_AddNumberToObject(o, "o_id", ob->o_id);
    cJSON_AddNumberToObject(o, "otyp", ob->otyp);
    cJSON_AddStringToObject(o, "name", fullname);
    cJSON_AddStringToObject(o, "oc_name", name);
    cJSON_AddStringToObject(o, "class", cls);
    cJSON_AddStringToObject(o, "className", class_label(cls[0]));
    cJSON_AddNumberToObject(o, "quan", (double)ob->quan);
    cJSON_AddNumberToObject(o, "spe", ob->spe);
    cJSON_AddStringToObject(o, "buc", ob->blessed ? "blessed"
                                      : ob->cursed ? "cursed" : "uncursed");
    /* the dump names the species rather than numbering it */
    if (has_corpsenm(ob->otyp) && ob->corpsenm >= 0 && ob->corpsenm < NUMMONS)
        cJSON_AddStringToObject(o, "corpsenm", mons[ob->corpsenm].pmnames[0]
                                ? mons[ob->corpsenm].pmnames[0]
                                : mons[ob->corpsenm].pmnames[1] ? mons[ob->corpsenm].pmnames[1] : "");
    if (ob->broken)
        cJSON_AddNumberToObject(o, "broken", 1);
    if (ob->trapped)
        cJSON_AddNumberToObject(o, "trapped", 1);
    if (ob->locked)
        cJSON_AddNumberToObject(o, "locked", 1);
    if (ob->lit)
        cJSON_AddNumberToObject(o, "lit", 1);
    if (ob->oname)
        cJSON_AddStringToObject(o, "oname", ob->oname);
    if (ob->erodeproof)
        cJSON_AddNumberToObject(o, "erodeproof", 1);
    if (ob->oeroded || ob->oeroded2) {
        cJSON_AddNumberToObject(o, "eroded", ob->oeroded);
        cJSON_AddNumberToObject(o, "eroded2", ob->oeroded2);
    }
    bool any = false;
    for (int i = 0; i < lev->nobjects && !any; i++)
        any = lev->objects[i].container == idx;
    if (any)
        cJSON_AddItemToObject(o, "contents", held_json(lev, idx, -1));
    return o;
}

static cJSON *monster_json(const struct level *lev, int idx)
{
    const struct monst *m = &lev->monsters[idx];
    cJSON *o = cJSON_CreateObject();
    const char *name = m->id, *pmname = m->id;
    if (m->mndx >= 0 && m->mndx < NUMMONS) {
        /* name: the species; pmname: its male or female form if it has one */
        const struct permonst *pm = &mons[m->mndx];
        const char *gendered = pm->pmnames[m->female ? 2 : 1];
        name = pm->pmnames[0] ? pm->pmnames[0] : gendered ? gendered : m->id;
        pmname = gendered ? gendered : name;
    }
    cJSON_AddNumberToObject(o, "x", m->x);
    cJSON_AddNumberToObject(o, "y", m->y);
    cJSON_AddNumberToObject(o, "m_id", m->m_id);
    cJSON_AddNumberToObject(o, "mndx", m->mndx);
    cJSON_AddStringToObject(o, "name", name);
    cJSON_AddStringToObject(o, "pmname", pmname);
    cJSON_AddNumberToObject(o, "female", m->female);
    cJSON_AddNumberToObject(o, "peaceful", m->peaceful);
    cJSON_AddNumberToObject(o, "tame", m->tame);
    cJSON_AddNumberToObject(o, "asleep", m->asleep);
    cJSON_AddNumberToObject(o, "canmove", 1);
    cJSON_AddNumberToObject(o, "m_lev", m->m_lev);
    cJSON_AddNumberToObject(o, "mhpmax", m->mhpmax);
    if (m->appear_as_type) {
        /* the dump numbers the appearance: an otyp or an mndx */
        char *end;
        long digits = strtol(m->appear_as, &end, 10);
        int num = m->appear_as[0] && !*end ? (int)digits
                  : m->appear_as_type == 1 ? otyp_by_name(m->appear_as)
                  : m->appear_as_type == 2 ? mndx_by_name(m->appear_as) : -1;
        cJSON_AddNumberToObject(o, "m_ap_type", ap_to_c(m->appear_as_type));
        if (num >= 0)
            cJSON_AddNumberToObject(o, "mappearance", num);
        else
            cJSON_AddStringToObject(o, "mappearance", m->appear_as);
    }
    if (m->mname)
        cJSON_AddStringToObject(o, "givenname", m->mname);
    bool any = false;
    for (int i = 0; i < lev->nobjects && !any; i++)
        any = lev->objects[i].owner == idx;
    if (any)
        cJSON_AddItemToObject(o, "minvent", held_json(lev, -1, idx));
    return o;
}

static const char *const trap_names[TRAPNUM] = {
    "", "arrow trap", "dart trap", "falling rock trap", "squeaky board",
    "bear trap", "land mine", "rolling boulder trap", "sleeping gas trap",
    "rust trap", "fire trap", "pit", "spiked pit", "hole", "trap door",
    "teleportation trap", "level teleporter", "magic portal", "web",
    "statue trap", "magic trap", "anti-magic field", "polymorph trap",
    "vibrating square",
};

static cJSON *trap_json(const struct trap *t)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "x", t->tx);
    cJSON_AddNumberToObject(o, "y", t->ty);
    cJSON_AddNumberToObject(o, "ttyp", t->ttyp);
    cJSON_AddStringToObject(o, "name", t->ttyp > 0 && t->ttyp < TRAPNUM
                                       ? trap_names[t->ttyp] : "");
    cJSON_AddNumberToObject(o, "tseen", t->tseen);
    if (t->dst.dlevel > 0)
        cJSON_AddItemToObject(o, "dst", dlevel_json(t->dst));
    return o;
}

/* messages: des.message text, one entry per line */
static cJSON *messages_json(const char *msg)
{
    cJSON *a = cJSON_CreateArray();
    while (msg && *msg) {
        const char *nl = strchr(msg, '\n');
        size_t n = nl ? (size_t)(nl - msg) : strlen(msg);
        char *line = malloc(n + 1);
        if (!line)
            break;
        memcpy(line, msg, n);
        line[n] = '\0';
        cJSON_AddItemToArray(a, cJSON_CreateString(line));
        free(line);
        msg = nl ? nl + 1 : msg + n;
    }
    return a;
}

/* mapASCII / mapDEC: 21 rows as NetHack draws the fully mapped level */
static cJSON *doc_map_json(const struct level *lev, int dec)
{
    cJSON *a = cJSON_CreateArray();
    char row[COLNO * 4 + 1];
    for (int y = 0; y < ROWNO; y++) {
        if (render_row(lev, y, dec ? RENDER_DEC : RENDER_ASCII, row, sizeof row) < 0)
            row[0] = '\0';
        cJSON_AddItemToArray(a, cJSON_CreateString(row));
    }
    return a;
}

cJSON *doc_from_level(const struct level *lev, const struct doc_meta *meta)
{
    cJSON *root = cJSON_CreateObject();
    const struct level_context *c = &lev->ctx;
    if (!root)
        return NULL;

    cJSON_AddStringToObject(root, "level", meta && meta->level ? meta->level : "");
    cJSON_AddStringToObject(root, "variant", meta && meta->variant ? meta->variant : "");
    cJSON_AddNumberToObject(root, "forced_variant", meta ? meta->forced_variant : 0);
    cJSON_AddNumberToObject(root, "seed", meta ? (double)meta->seed : 0);
    cJSON_AddStringToObject(root, "generator", "nhlev");
    /* the game whose dungeon layout placed the level: a floor name
     * ("mines:3") means another place in another game */
    if (lev->game_known)
        cJSON_AddNumberToObject(root, "game_seed", (double)lev->game_layout_seed);

    cJSON *hero = cJSON_AddObjectToObject(root, "hero");
    cJSON_AddStringToObject(hero, "role", c->role);
    cJSON_AddStringToObject(hero, "race", c->race);
    cJSON_AddStringToObject(hero, "gender", c->gender);
    cJSON_AddStringToObject(hero, "align", c->align);
    cJSON_AddNumberToObject(hero, "ulevel", c->ulevel);
    cJSON_AddNumberToObject(hero, "luck", c->luck);

    cJSON *where = cJSON_AddObjectToObject(root, "where");
    cJSON_AddNumberToObject(where, "dnum", c->dnum);
    cJSON_AddStringToObject(where, "dungeon", c->dungeon);
    cJSON_AddNumberToObject(where, "dlevel", c->dlevel);
    cJSON_AddNumberToObject(where, "depth", c->depth);
    cJSON_AddNumberToObject(where, "level_difficulty", c->level_difficulty);
    cJSON_AddNumberToObject(where, "ledger", c->ledger);
    cJSON_AddNumberToObject(where, "dunlevs_in_dungeon", c->dunlevs_in_dungeon);

    cJSON *flip = cJSON_AddObjectToObject(root, "flip");
    cJSON_AddNumberToObject(flip, "value", lev->flip_value);
    cJSON_AddNumberToObject(flip, "allowed", lev->coder.allow_flips);
    cJSON_AddNumberToObject(flip, "calls", lev->flip_value >= 0 ? 1 : 0);
    cJSON_AddBoolToObject(flip, "vertical", lev->flip_value > 0 && (lev->flip_value & 1));
    cJSON_AddBoolToObject(flip, "horizontal", lev->flip_value > 0 && (lev->flip_value & 2));
    cJSON_AddItemToObject(flip, "extent", cJSON_CreateIntArray(lev->flip_extent, 4));

    if (meta && meta->gen_time_us >= 0)
        cJSON_AddNumberToObject(root, "gen_time_us", meta->gen_time_us);
    cJSON_AddNumberToObject(root, "moves", (double)c->moves);
    cJSON_AddNumberToObject(root, "ubirthday", (double)c->ubirthday);
    cJSON_AddNumberToObject(root, "ident_start", c->ident_start);
    cJSON_AddNumberToObject(root, "ident_end", lev->ident);
    themerooms_context_to_json(lev, root);
    cJSON_AddItemToObject(root, "levelFlags", flags_json(lev));

    cJSON *tn = cJSON_AddArrayToObject(root, "typNames");
    for (int t = 0; t < MAX_TYPE; t++)
        cJSON_AddItemToArray(tn, cJSON_CreateString(typ_name(t)));
    for (int k = 0; k < G_NKINDS; k++)
        cJSON_AddItemToObject(root, grid_names[k], grid_json(lev, k));

    /* doors: every door or secret door, scanning the map row by row */
    cJSON *doors = cJSON_AddArrayToObject(root, "doors");
    for (int y = 0; y < ROWNO; y++)
        for (int x = 0; x < COLNO; x++) {
            const struct rm *cell = &lev->at[x][y];
            if (cell->typ != DOOR && cell->typ != SDOOR)
                continue;
            cJSON *d = cJSON_CreateObject();
            cJSON_AddNumberToObject(d, "x", x);
            cJSON_AddNumberToObject(d, "y", y);
            cJSON_AddStringToObject(d, "typ", typ_name(cell->typ));
            cJSON_AddNumberToObject(d, "doormask", cell->flags);
            cJSON_AddStringToObject(d, "state", doc_door_state(cell->flags));
            if (cell->flags & D_TRAPPED)
                cJSON_AddBoolToObject(d, "trapped", true);
            if (cell->horizontal)
                cJSON_AddBoolToObject(d, "horizontal", true);
            cJSON_AddItemToArray(doors, d);
        }

    cJSON *rooms = cJSON_AddArrayToObject(root, "rooms");
    for (int i = 0; i < lev->nroom; i++)
        cJSON_AddItemToArray(rooms, room_json(&lev->rooms[i], false));
    cJSON *subs = cJSON_AddArrayToObject(root, "subrooms");
    for (int i = 0; i < lev->nsubroom; i++)
        cJSON_AddItemToArray(subs, room_json(&lev->rooms[SUBROOM_BASE + i], true));

    cJSON *objs = cJSON_AddArrayToObject(root, "objects");
    cJSON *buried = cJSON_AddArrayToObject(root, "buriedObjects");
    for (int i = lev->nobjects - 1; i >= 0; i--) {
        const struct obj *o = &lev->objects[i];
        if (o->container >= 0 || o->owner >= 0 || o->floating)
            continue;
        cJSON_AddItemToArray(o->buried ? buried : objs, object_json(lev, i, true));
    }
    cJSON *traps = cJSON_AddArrayToObject(root, "traps");
    for (int i = lev->ntraps - 1; i >= 0; i--)
        cJSON_AddItemToArray(traps, trap_json(&lev->traps[i]));
    cJSON *mons_a = cJSON_AddArrayToObject(root, "monsters");
    for (int i = lev->nmonsters - 1; i >= 0; i--)
        cJSON_AddItemToArray(mons_a, monster_json(lev, i));
    cJSON *engr = cJSON_AddArrayToObject(root, "engravings");
    /* in reading order (row by row), as the truth files list them: there
     * is at most one engraving per cell, so the order is total */
    for (int k = 0; k < COLNO * ROWNO; k++) {
        int i = lev->nengravings ? engraving_at_index(lev, k % COLNO, k / COLNO) : -1;
        if (i < 0)
            continue;
        const struct engr *e = &lev->engravings[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "x", e->x);
        cJSON_AddNumberToObject(o, "y", e->y);
        cJSON_AddStringToObject(o, "type", e->engr_type >= DUST && e->engr_type <= HEADSTONE
                                           ? engr_names[e->engr_type] : "");
        cJSON_AddStringToObject(o, "text", e->text ? e->text : "");
        cJSON_AddNumberToObject(o, "nowipeout", e->nowipeout);
        cJSON_AddItemToArray(engr, o);
    }
    cJSON *stairs = cJSON_AddArrayToObject(root, "stairs");
    for (int i = lev->nstairs - 1; i >= 0; i--) {
        const struct stairway *s = &lev->stairs[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "x", s->sx);
        cJSON_AddNumberToObject(o, "y", s->sy);
        cJSON_AddBoolToObject(o, "up", s->up);
        cJSON_AddBoolToObject(o, "ladder", s->isladder);
        cJSON_AddItemToObject(o, "tolev", dlevel_json(s->tolev));
        cJSON_AddBoolToObject(o, "branch", s->tolev.dnum != c->dnum);
        cJSON_AddItemToArray(stairs, o);
    }
    if (c->branch.present && c->branch.type >= 0 && c->branch.type < 4) {
        cJSON *b = cJSON_AddObjectToObject(root, "branch");
        cJSON_AddStringToObject(b, "type", branch_types[c->branch.type]);
        cJSON_AddItemToObject(b, "end1", dlevel_json(c->branch.end1));
        cJSON_AddItemToObject(b, "end2", dlevel_json(c->branch.end2));
        cJSON_AddNumberToObject(b, "end1_up", c->branch.end1_up);
    } else
        cJSON_AddNullToObject(root, "branch");
    cJSON_AddItemToObject(root, "updest", cJSON_CreateIntArray(lev->updest, 8));
    cJSON_AddItemToObject(root, "dndest", cJSON_CreateIntArray(lev->dndest, 8));
    cJSON_AddItemToObject(root, "messages", messages_json(lev->message));
    cJSON_AddItemToObject(root, "mapASCII", doc_map_json(lev, 0));
    cJSON_AddItemToObject(root, "mapDEC", doc_map_json(lev, 1));

    if (meta && meta->rng) {
        const struct rng *r = meta->rng;
        int top = 0;
        for (size_t i = 0; i < r->nlog; i++)
            top += r->log[i][0] != ' ';
        cJSON_AddNumberToObject(root, "rngTopCount", top);
        cJSON_AddNumberToObject(root, "rngCount", (double)r->nlog);
        cJSON *a = cJSON_AddArrayToObject(root, "rng");
        for (size_t i = 0; i < r->nlog; i++)
            cJSON_AddItemToArray(a, cJSON_CreateString(r->log[i]));
    }
    return root;
}

char *doc_print(const struct level *lev, const struct doc_meta *meta)
{
    cJSON *root = doc_from_level(lev, meta);
    if (!root)
        return NULL;
    char *s = cJSON_Print(root);
    cJSON_Delete(root);
    return s;
}

/* ---- reading ---- */

static int jint(const cJSON *o, const char *key, int dflt)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (cJSON_IsNumber(v))
        return (int)v->valuedouble;
    if (cJSON_IsBool(v))
        return cJSON_IsTrue(v);
    return dflt;
}

static int jint_at(const cJSON *a, int i)
{
    const cJSON *v = cJSON_GetArrayItem(a, i);
    return cJSON_IsNumber(v) ? (int)v->valuedouble : 0;
}

static void jstr(const cJSON *o, const char *key, char *buf, size_t len)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (cJSON_IsString(v) && len)
        snprintf(buf, len, "%s", v->valuestring);
}

static d_level read_dlevel(const cJSON *j)
{
    d_level d = { jint(j, "dnum", 0), jint(j, "dlevel", 0) };
    return d;
}

/* The branch that ends on this level: fixup places its stair or portal. */
static void read_branch(const cJSON *b, struct level_context *ctx)
{
    if (!cJSON_IsObject(b))
        return;
    char type[16] = "";
    jstr(b, "type", type, sizeof type);
    for (int i = 0; i < 4; i++)
        if (strcmp(type, branch_types[i]) == 0) {
            ctx->branch.present = true;
            ctx->branch.type = i;
        }
    if (!ctx->branch.present)
        return;
    ctx->branch.end1 = read_dlevel(cJSON_GetObjectItemCaseSensitive(b, "end1"));
    ctx->branch.end2 = read_dlevel(cJSON_GetObjectItemCaseSensitive(b, "end2"));
    ctx->branch.end1_up = jint(b, "end1_up", 0) != 0;
}

void doc_context_from_json(const cJSON *root, struct level_context *ctx)
{
    const cJSON *hero = cJSON_GetObjectItemCaseSensitive(root, "hero");
    const cJSON *where = cJSON_GetObjectItemCaseSensitive(root, "where");

    level_context_defaults(ctx);
    if (cJSON_IsObject(hero)) {
        jstr(hero, "role", ctx->role, sizeof ctx->role);
        jstr(hero, "race", ctx->race, sizeof ctx->race);
        jstr(hero, "gender", ctx->gender, sizeof ctx->gender);
        jstr(hero, "align", ctx->align, sizeof ctx->align);
        ctx->ulevel = jint(hero, "ulevel", ctx->ulevel);
        ctx->luck = jint(hero, "luck", ctx->luck);
    }
    if (cJSON_IsObject(where)) {
        ctx->dnum = jint(where, "dnum", ctx->dnum);
        jstr(where, "dungeon", ctx->dungeon, sizeof ctx->dungeon);
        ctx->dlevel = jint(where, "dlevel", ctx->dlevel);
        ctx->depth = jint(where, "depth", ctx->depth);
        ctx->level_difficulty = jint(where, "level_difficulty", ctx->level_difficulty);
        ctx->dunlevs_in_dungeon = jint(where, "dunlevs_in_dungeon", ctx->dunlevs_in_dungeon);
        ctx->ledger = jint(where, "ledger", ctx->ledger);
    }
    read_branch(cJSON_GetObjectItemCaseSensitive(root, "branch"), ctx);
    ctx->ubirthday = jint(root, "ubirthday", (int)ctx->ubirthday);
    ctx->ident_start = jint(root, "ident_start", ctx->ident_start);
    ctx->moves = jint(root, "moves", (int)ctx->moves);
    themerooms_context_from_json(root, ctx);
    /* the dungeon's name says which branch predicates hold (In_mines ...) */
    ctx->in_mines = strcmp(ctx->dungeon, "The Gnomish Mines") == 0;
    ctx->in_sokoban = strcmp(ctx->dungeon, "Sokoban") == 0;
    ctx->in_quest = strcmp(ctx->dungeon, "The Quest") == 0;
    ctx->in_hell = strcmp(ctx->dungeon, "Gehennom") == 0;
    ctx->in_tower = strcmp(ctx->dungeon, "Vlad's Tower") == 0;
    ctx->in_endgame = strcmp(ctx->dungeon, "The Elemental Planes") == 0;
}

/* A [21][80] grid of ints; false if absent or misshapen. */
static bool read_grid(const cJSON *root, const char *key, int out[ROWNO][COLNO])
{
    const cJSON *g = cJSON_GetObjectItemCaseSensitive(root, key);
    if (!cJSON_IsArray(g) || cJSON_GetArraySize(g) != ROWNO)
        return false;
    int y = 0;
    const cJSON *row;
    cJSON_ArrayForEach(row, g) {
        if (!cJSON_IsArray(row) || cJSON_GetArraySize(row) != COLNO)
            return false;
        int x = 0;
        const cJSON *v;
        cJSON_ArrayForEach(v, row)
            out[y][x++] = cJSON_IsNumber(v) ? (int)v->valuedouble : 0;
        y++;
    }
    return true;
}

static void read_object(struct level *lev, const cJSON *j, int container,
                        int owner, bool buried, int x, int y);

/* Document lists are newest first; our arrays are in creation order. */
static void read_objects(struct level *lev, const cJSON *arr, int container,
                         int owner, bool buried, int x, int y)
{
    int n = cJSON_GetArraySize(arr);
    for (int i = n - 1; i >= 0; i--)
        read_object(lev, cJSON_GetArrayItem(arr, i), container, owner, buried, x, y);
}

static void read_object(struct level *lev, const cJSON *j, int container,
                        int owner, bool buried, int x, int y)
{
    struct obj *o = level_add_object(lev);
    if (!o)
        return;
    int idx = (int)(o - lev->objects);
    char buf[64] = "";
    o->container = container;
    o->owner = owner;
    o->buried = buried;
    o->x = jint(j, "x", x);
    o->y = jint(j, "y", y);
    o->o_id = jint(j, "o_id", 0);
    o->otyp = jint(j, "otyp", -1);
    jstr(j, "class", buf, sizeof buf);
    o->oclass = buf[0];
    jstr(j, "name", o->id, sizeof o->id);
    o->quan = jint(j, "quan", 1);
    o->spe = jint(j, "spe", 0);
    buf[0] = '\0';
    jstr(j, "buc", buf, sizeof buf);
    o->blessed = strcmp(buf, "blessed") == 0;
    o->cursed = strcmp(buf, "cursed") == 0;
    const cJSON *cn = cJSON_GetObjectItemCaseSensitive(j, "corpsenm");
    o->corpsenm = cJSON_IsString(cn) ? mndx_by_name(cn->valuestring)
                  : jint(j, "corpsenm", -1);
    o->broken = jint(j, "broken", 0);
    o->trapped = jint(j, "trapped", 0);
    o->locked = jint(j, "locked", 0);
    o->lit = jint(j, "lit", 0);
    o->erodeproof = jint(j, "erodeproof", 0);
    o->oeroded = jint(j, "eroded", 0);
    o->oeroded2 = jint(j, "eroded2", 0);
    const cJSON *on = cJSON_GetObjectItemCaseSensitive(j, "oname");
    if (cJSON_IsString(on))
        o->oname = strdup(on->valuestring);
    const cJSON *c = cJSON_GetObjectItemCaseSensitive(j, "contents");
    int ox = o->x, oy = o->y;
    if (cJSON_IsArray(c))
        read_objects(lev, c, idx, -1, buried, ox, oy);
}

static void read_lists(struct level *lev, const cJSON *root)
{
    const cJSON *a, *j;

    if (cJSON_IsArray(a = cJSON_GetObjectItemCaseSensitive(root, "buriedObjects")))
        read_objects(lev, a, -1, -1, true, 0, 0);
    if (cJSON_IsArray(a = cJSON_GetObjectItemCaseSensitive(root, "objects")))
        read_objects(lev, a, -1, -1, false, 0, 0);
    if (cJSON_IsArray(a = cJSON_GetObjectItemCaseSensitive(root, "monsters"))) {
        for (int i = cJSON_GetArraySize(a) - 1; i >= 0; i--) {
            j = cJSON_GetArrayItem(a, i);
            struct monst *m = level_add_monster(lev);
            if (!m)
                return;
            int idx = (int)(m - lev->monsters);
            m->x = jint(j, "x", 0);
            m->y = jint(j, "y", 0);
            m->m_id = jint(j, "m_id", 0);
            m->mndx = jint(j, "mndx", -1);
            jstr(j, "name", m->id, sizeof m->id);
            if (m->mndx >= 0 && m->mndx < NUMMONS)
                m->mclass = mons[m->mndx].sym;
            else {
                char cls[8] = "";
                jstr(j, "class", cls, sizeof cls);
                m->mclass = cls[0];
            }
            m->female = jint(j, "female", 0);
            m->peaceful = jint(j, "peaceful", 0);
            m->tame = jint(j, "tame", 0);
            m->asleep = jint(j, "asleep", 0);
            m->m_lev = jint(j, "m_lev", 0);
            m->mhpmax = jint(j, "mhpmax", 0);
            m->appear_as_type = ap_from_c(jint(j, "m_ap_type", 0));
            const cJSON *ap = cJSON_GetObjectItemCaseSensitive(j, "mappearance");
            int apn = cJSON_IsNumber(ap) ? (int)ap->valuedouble : -1;
            /* kept as the document's number so it writes back the same;
             * the engine's own levels hold names here */
            if (cJSON_IsString(ap))
                snprintf(m->appear_as, sizeof m->appear_as, "%s", ap->valuestring);
            else if (apn >= 0)
                snprintf(m->appear_as, sizeof m->appear_as, "%d", apn);
            const cJSON *gn = cJSON_GetObjectItemCaseSensitive(j, "givenname");
            if (cJSON_IsString(gn))
                m->mname = strdup(gn->valuestring);
            const cJSON *inv = cJSON_GetObjectItemCaseSensitive(j, "minvent");
            if (cJSON_IsArray(inv))
                read_objects(lev, inv, -1, idx, false, m->x, m->y);
        }
    }
    if (cJSON_IsArray(a = cJSON_GetObjectItemCaseSensitive(root, "traps"))) {
        for (int i = cJSON_GetArraySize(a) - 1; i >= 0; i--) {
            j = cJSON_GetArrayItem(a, i);
            struct trap *t = level_add_trap(lev);
            if (!t)
                return;
            t->tx = jint(j, "x", 0);
            t->ty = jint(j, "y", 0);
            t->ttyp = jint(j, "ttyp", 0);
            t->tseen = jint(j, "tseen", 0);
            const cJSON *dst = cJSON_GetObjectItemCaseSensitive(j, "dst");
            t->dst.dnum = jint(dst, "dnum", 0);
            t->dst.dlevel = jint(dst, "dlevel", 0);
        }
    }
    if (cJSON_IsArray(a = cJSON_GetObjectItemCaseSensitive(root, "engravings"))) {
        for (int i = cJSON_GetArraySize(a) - 1; i >= 0; i--) {
            j = cJSON_GetArrayItem(a, i);
            struct engr *e = level_add_engraving(lev);
            if (!e)
                return;
            char type[16] = "", text[256] = "";
            e->x = jint(j, "x", 0);
            e->y = jint(j, "y", 0);
            jstr(j, "type", type, sizeof type);
            for (int k = DUST; k <= HEADSTONE; k++)
                if (strcmp(type, engr_names[k]) == 0)
                    e->engr_type = k;
            jstr(j, "text", text, sizeof text);
            e->text = strdup(text);
            e->nowipeout = jint(j, "nowipeout", 0);
        }
    }
    if (cJSON_IsArray(a = cJSON_GetObjectItemCaseSensitive(root, "stairs"))) {
        for (int i = cJSON_GetArraySize(a) - 1; i >= 0; i--) {
            j = cJSON_GetArrayItem(a, i);
            struct stairway *s = level_add_stair(lev);
            if (!s)
                return;
            const cJSON *to = cJSON_GetObjectItemCaseSensitive(j, "tolev");
            s->sx = jint(j, "x", 0);
            s->sy = jint(j, "y", 0);
            s->up = jint(j, "up", 0);
            s->isladder = jint(j, "ladder", 0);
            s->tolev.dnum = jint(to, "dnum", 0);
            s->tolev.dlevel = jint(to, "dlevel", 0);
        }
    }
    for (int sub = 0; sub < 2; sub++) {
        a = cJSON_GetObjectItemCaseSensitive(root, sub ? "subrooms" : "rooms");
        if (!cJSON_IsArray(a))
            continue;
        cJSON_ArrayForEach(j, a) {
            int *count = sub ? &lev->nsubroom : &lev->nroom;
            if (*count >= MAXNROFROOMS)
                break;
            struct mkroom *r = &lev->rooms[(sub ? SUBROOM_BASE : 0) + (*count)++];
            r->lx = jint(j, "lx", 0);
            r->ly = jint(j, "ly", 0);
            r->hx = jint(j, "hx", 0);
            r->hy = jint(j, "hy", 0);
            r->rtype = jint(j, "rtype", 0);
            r->orig_rtype = jint(j, "orig_rtype", 0);
            r->rlit = jint(j, "rlit", 0);
            r->irregular = jint(j, "irregular", 0);
            r->nsubrooms = jint(j, "nsubrooms", 0);
            r->doorct = jint(j, "doorct", 0);
            r->parent = -1;
        }
    }
    /* the room lists end with a room whose hx is -1, as C's do */
    lev->rooms[lev->nroom].hx = -1;
    lev->rooms[SUBROOM_BASE + lev->nsubroom].hx = -1;
    const cJSON *f = cJSON_GetObjectItemCaseSensitive(root, "levelFlags");
    if (cJSON_IsObject(f)) {
        for (int i = 0; i < NFLAGS; i++) {
            bool *b = flag_field(&lev->flags, i);
            if (b)
                *b = jint(f, flag_names[i], 0) != 0;
        }
        lev->flags.nfountains = jint(f, "nfountains", 0);
        lev->flags.nsinks = jint(f, "nsinks", 0);
        lev->flags.temperature = jint(f, "temperature", 0);
    }
    const cJSON *up = cJSON_GetObjectItemCaseSensitive(root, "updest");
    const cJSON *dn = cJSON_GetObjectItemCaseSensitive(root, "dndest");
    for (int i = 0; i < 8; i++) {
        lev->updest[i] = cJSON_IsArray(up) ? jint_at(up, i) : 0;
        lev->dndest[i] = cJSON_IsArray(dn) ? jint_at(dn, i) : 0;
    }
}

int doc_parse(const char *text, const char *path, struct level_doc *d,
              char *err, size_t errlen)
{
    memset(d, 0, sizeof *d);
    snprintf(d->path, sizeof d->path, "%s", path ? path : "-");
    d->flip_value = -2;
    d->root = cJSON_Parse(text);
    if (!d->root) {
        /* cJSON gives the failing position; turn it into a line number */
        const char *at = cJSON_GetErrorPtr();
        int line = 1;
        for (const char *p = text; at && p < at && *p; p++)
            line += *p == '\n';
        snprintf(err, errlen, "%s:%d: not valid JSON", d->path, line);
        return -1;
    }
    if (!cJSON_IsObject(d->root)) {
        snprintf(err, errlen, "%s:1: not a level document (no JSON object)", d->path);
        doc_free(d);
        return -2;
    }
    int typ[ROWNO][COLNO];
    if (!read_grid(d->root, "typGrid", typ)) {
        snprintf(err, errlen, "%s: not a level document (no [21][80] typGrid)", d->path);
        doc_free(d);
        return -2;
    }
    jstr(d->root, "level", d->level, sizeof d->level);
    jstr(d->root, "variant", d->variant, sizeof d->variant);
    d->forced_variant = jint(d->root, "forced_variant", 0);
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(d->root, "seed");
    d->seed = cJSON_IsNumber(seed) && seed->valuedouble >= 0
              ? (uint64_t)seed->valuedouble : 0;
    const cJSON *game = cJSON_GetObjectItemCaseSensitive(d->root, "game_seed");
    d->game_seed = cJSON_IsNumber(game) && game->valuedouble >= 0
                   ? (uint64_t)game->valuedouble : DUNGEON_TRUTH_SEED;
    doc_context_from_json(d->root, &d->ctx);
    const cJSON *flip = cJSON_GetObjectItemCaseSensitive(d->root, "flip");
    if (cJSON_IsObject(flip))
        d->flip_value = jint(flip, "value", -2);

    d->lev = level_new(NULL, &d->ctx);
    if (!d->lev) {
        snprintf(err, errlen, "%s: out of memory", d->path);
        doc_free(d);
        return -1;
    }
    struct level *lev = d->lev;
    for (int y = 0; y < ROWNO; y++)
        for (int x = 0; x < COLNO; x++)
            lev->at[x][y].typ = (uint8_t)typ[y][x];
    static const struct { const char *key; int what; } more[] = {
        { "flagsGrid", 0 }, { "litGrid", 1 }, { "horizontalGrid", 2 },
        { "roomnoGrid", 3 }, { "edgeGrid", 4 },
    };
    for (size_t k = 0; k < sizeof more / sizeof more[0]; k++) {
        int g[ROWNO][COLNO];
        if (!read_grid(d->root, more[k].key, g))
            continue;
        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++) {
                struct rm *c = &lev->at[x][y];
                switch (more[k].what) {
                case 0: c->flags = (uint8_t)g[y][x]; break;
                case 1: c->lit = g[y][x] != 0; break;
                case 2: c->horizontal = g[y][x] != 0; break;
                case 3: c->roomno = (uint8_t)g[y][x]; break;
                default: c->edge = g[y][x] != 0; break;
                }
            }
    }
    lev->flip_value = d->flip_value == -2 ? -1 : d->flip_value;
    if (cJSON_IsObject(flip)) {
        const cJSON *ext = cJSON_GetObjectItemCaseSensitive(flip, "extent");
        lev->coder.allow_flips = jint(flip, "allowed", lev->coder.allow_flips);
        for (int i = 0; i < 4 && cJSON_IsArray(ext); i++)
            lev->flip_extent[i] = jint_at(ext, i);
    }
    lev->ident = jint(d->root, "ident_end", lev->ident);
    read_lists(lev, d->root);
    return 0;
}

int doc_load(const char *path, struct level_doc *d, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        memset(d, 0, sizeof *d);
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return -1;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        if (n + 1 >= cap) {
            char *nb = realloc(buf, cap *= 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
        }
        size_t r = fread(buf + n, 1, cap - n - 1, f);
        if (r == 0)
            break;
        n += r;
    }
    bool rerr = ferror(f);
    fclose(f);
    if (!buf || rerr) {
        free(buf);
        memset(d, 0, sizeof *d);
        snprintf(err, errlen, "%s: cannot read", path);
        return -1;
    }
    buf[n] = '\0';
    int rc = doc_parse(buf, path, d, err, errlen);
    free(buf);
    return rc;
}

void doc_free(struct level_doc *d)
{
    if (!d)
        return;
    level_free(d->lev);
    d->lev = NULL;
    cJSON_Delete(d->root);
    d->root = NULL;
}
