/* doc_read.c - level documents read back: the context a document names
 * and a struct nhl_level rebuilt from its grids and lists, so render, the
 * viewer and compare can use a document as they use a built level. */
#include "doc.h"
#include "datfs.h"
#include "version.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "doc_fields.h"
#include "dungeon.h"
#include "game.h"
#include "mondata.h"
#include "mvitals.h"
#include "objdata.h"
#include "themerooms.h"

/* A number as an int: cJSON's valueint, which saturates at INT_MIN and
 * INT_MAX (1e300 or 1e999 cast to int is undefined behaviour, #12). */
static int jnum(const cJSON *v)
{
    return v->valueint;
}

static int jint(const cJSON *o, const char *key, int dflt)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (cJSON_IsNumber(v))
        return jnum(v);
    if (cJSON_IsBool(v))
        return cJSON_IsTrue(v);
    return dflt;
}

static int jint_at(const cJSON *a, int i)
{
    const cJSON *v = cJSON_GetArrayItem(a, i);
    return cJSON_IsNumber(v) ? jnum(v) : 0;
}

bool nhl_doc_seed_value(const cJSON *v, uint64_t *out)
{
    /* 2^64 exactly as a double: every seed is below it */
    const double limit = 18446744073709551616.0;

    if (!cJSON_IsNumber(v) || !(v->valuedouble >= 0 && v->valuedouble < limit))
        return false;
    *out = (uint64_t) v->valuedouble;
    return true;
}

/* A document names a level, not a file: one written for a script given by
 * its path ("/tmp/x/mine.lua") names "mine", found in the level source of
 * whoever reads it (--dat), never a file the document chooses (#12). */
static void as_level_name(char *name)
{
    char *slash = strrchr(name, '/');

    if (slash)
        memmove(name, slash + 1, strlen(slash + 1) + 1);
    size_t n = strlen(name);

    if (n > 4 && strcmp(name + n - 4, ".lua") == 0)
        name[n - 4] = '\0';
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
static void read_branch(const cJSON *b, struct nhl_level_context *ctx)
{
    if (!cJSON_IsObject(b))
        return;
    char type[16] = "";
    jstr(b, "type", type, sizeof type);
    for (int i = 0; i < 4; i++)
        if (strcmp(type, doc_branch_types[i]) == 0) {
            ctx->branch.present = true;
            ctx->branch.type = i;
        }
    if (!ctx->branch.present)
        return;
    ctx->branch.end1 = read_dlevel(cJSON_GetObjectItemCaseSensitive(b, "end1"));
    ctx->branch.end2 = read_dlevel(cJSON_GetObjectItemCaseSensitive(b, "end2"));
    ctx->branch.end1_up = jint(b, "end1_up", 0) != 0;
}

void nhl_doc_context_from_json(const cJSON *root, struct nhl_level_context *ctx)
{
    const cJSON *where = cJSON_GetObjectItemCaseSensitive(root, "where");

    nhl_level_context_defaults(ctx);
    /* the NetHack it was made by (nhlev writes both keys, C's dumper the
       commit); none: the front door decides, as for a new build */
    {
        char v[64] = "";
        int nv = -1;

        jstr(root, "nethack_version", v, sizeof v);
        if (v[0])
            nv = nhl_version_by_name(v);
        if (nv < 0) {
            jstr(root, "nethack_commit", v, sizeof v);
            nv = nh_version_by_commit(v);
        }
        ctx->version = nv >= 0 ? (enum nhl_version) nv : NHV_AUTO;
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
    ctx->ident_start = jint(root, "ident_start", ctx->ident_start);
    ctx->moves = jint(root, "moves", (int)ctx->moves);
    themerooms_context_from_json(root, ctx, NULL);
    /* the dungeon's name says which branch predicates hold (In_mines ...) */
    ctx->in_mines = strcmp(ctx->dungeon, "The Gnomish Mines") == 0;
    ctx->in_sokoban = strcmp(ctx->dungeon, "Sokoban") == 0;
    ctx->in_quest = strcmp(ctx->dungeon, "The Quest") == 0;
    ctx->in_hell = strcmp(ctx->dungeon, "Gehennom") == 0;
    ctx->in_tower = strcmp(ctx->dungeon, "Vlad's Tower") == 0;
    ctx->in_endgame = strcmp(ctx->dungeon, "The Elemental Planes") == 0;
    /* C's Invocation_lev: the level just above the Sanctum. The document
       gives no layout, but its place settles it: the Sanctum is Gehennom's
       last level in every dungeon.lua and dungeon.def (base -1), so the
       invocation level is the one above Gehennom's bottom */
    ctx->invocation_level = ctx->in_hell && ctx->dunlevs_in_dungeon > 1
                            && ctx->dlevel == ctx->dunlevs_in_dungeon - 1;
}

void nhl_doc_hero_from_json(const cJSON *root, struct nhl_hero *h)
{
    const cJSON *hero = cJSON_GetObjectItemCaseSensitive(root, "hero");

    hero_defaults(h);
    if (cJSON_IsObject(hero)) {
        jstr(hero, "role", h->role, sizeof h->role);
        jstr(hero, "race", h->race, sizeof h->race);
        jstr(hero, "gender", h->gender, sizeof h->gender);
        jstr(hero, "align", h->align, sizeof h->align);
        h->ulevel = jint(hero, "ulevel", h->ulevel);
        h->luck = jint(hero, "luck", h->luck);
    }
    h->ubirthday = jint(root, "ubirthday", (int)h->ubirthday);
    themerooms_context_from_json(root, NULL, h);
    /* species the game has genocided or made extinct (bad names are
     * reported by nhl_doc_load) */
    (void) mvitals_context_from_json(root, h, NULL, 0);
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
            out[y][x++] = cJSON_IsNumber(v) ? jnum(v) : 0;
        y++;
    }
    return true;
}

static void read_object(struct nhl_level *lev, const cJSON *j, int container,
                        int owner, bool buried, int x, int y);

/* A JSON array's items, last first, in linear time: documents list things
 * newest first and our arrays are in creation order. (cJSON_GetArrayItem
 * walks from the start each time: quadratic over 100,000 objects, #12.)
 * NULL and *n = 0 when empty or out of memory. */
static const cJSON **items_last_first(const cJSON *arr, int *n)
{
    const cJSON *j;
    const cJSON **v;
    int k = 0;

    *n = cJSON_GetArraySize(arr);
    if (*n <= 0 || !(v = malloc((size_t) *n * sizeof *v))) {
        *n = 0;
        return NULL;
    }
    cJSON_ArrayForEach(j, arr)
        v[*n - 1 - k++] = j;
    return v;
}

static void read_objects(struct nhl_level *lev, const cJSON *arr, int container,
                         int owner, bool buried, int x, int y)
{
    int n;
    const cJSON **items = items_last_first(arr, &n);

    for (int i = 0; i < n; i++)
        read_object(lev, items[i], container, owner, buried, x, y);
    free(items);
}

static void read_object(struct nhl_level *lev, const cJSON *j, int container,
                        int owner, bool buried, int x, int y)
{
    struct obj *o = level_add_object(lev);
    if (!o)
        return;
    int idx = (int)(o - lev->objects);
    char buf[64] = "";
    o->container = container;
    if (container >= 0 && container < idx)
        lev->objects[container].had_contents = true;
    o->owner = owner;
    o->buried = buried;
    o->x = jint(j, "x", x);
    o->y = jint(j, "y", y);
    o->o_id = jint(j, "o_id", 0);
    /* the document numbers objects as its NetHack does */
    o->otyp = nh_otyp_from_c(lev->nh, jint(j, "otyp", -1));
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

static void read_lists(struct nhl_level *lev, const cJSON *root)
{
    const cJSON *a, *j;

    if (cJSON_IsArray(a = cJSON_GetObjectItemCaseSensitive(root, "buriedObjects")))
        read_objects(lev, a, -1, -1, true, 0, 0);
    if (cJSON_IsArray(a = cJSON_GetObjectItemCaseSensitive(root, "objects")))
        read_objects(lev, a, -1, -1, false, 0, 0);
    if (cJSON_IsArray(a = cJSON_GetObjectItemCaseSensitive(root, "monsters"))) {
        int n;
        const cJSON **items = items_last_first(a, &n);

        for (int i = 0; i < n; i++) {
            j = items[i];
            struct monst *m = level_add_monster(lev);
            if (!m)
                break;
            int idx = (int)(m - lev->monsters);
            m->x = jint(j, "x", 0);
            m->y = jint(j, "y", 0);
            level_note_monster(lev, m);
            m->m_id = jint(j, "m_id", 0);
            /* the document numbers species as its NetHack does */
            {
                int c_mndx = jint(j, "mndx", -1);

                m->mndx = nh_mndx_from_c(lev->nh, c_mndx, NULL);
                if (m->mndx < 0 && c_mndx >= 0)
                    m->mndx = NUMMONS_ENUM;   /* none: the class says what */
            }
            jstr(j, "name", m->id, sizeof m->id);
            if (m->mndx >= 0 && m->mndx < NUMMONS_ENUM)
                m->mclass = lev->nh->mons[m->mndx].sym;
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
            m->appear_as_type = doc_ap_from_c(jint(j, "m_ap_type", 0));
            const cJSON *ap = cJSON_GetObjectItemCaseSensitive(j, "mappearance");
            int apn = cJSON_IsNumber(ap) ? jnum(ap) : -1;
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
        free(items);
    }
    if (cJSON_IsArray(a = cJSON_GetObjectItemCaseSensitive(root, "traps"))) {
        int n;
        const cJSON **items = items_last_first(a, &n);

        for (int i = 0; i < n; i++) {
            j = items[i];
            struct trap *t = level_add_trap(lev);
            if (!t)
                break;
            t->tx = jint(j, "x", 0);
            t->ty = jint(j, "y", 0);
            t->ttyp = jint(j, "ttyp", 0);
            t->tseen = jint(j, "tseen", 0);
            const cJSON *dst = cJSON_GetObjectItemCaseSensitive(j, "dst");
            t->dst.dnum = jint(dst, "dnum", 0);
            t->dst.dlevel = jint(dst, "dlevel", 0);
        }
        free(items);
    }
    if (cJSON_IsArray(a = cJSON_GetObjectItemCaseSensitive(root, "engravings"))) {
        int n;
        const cJSON **items = items_last_first(a, &n);

        for (int i = 0; i < n; i++) {
            j = items[i];
            struct engr *e = level_add_engraving(lev);
            if (!e)
                break;
            char type[16] = "", text[256] = "";
            e->x = jint(j, "x", 0);
            e->y = jint(j, "y", 0);
            jstr(j, "type", type, sizeof type);
            for (int k = DUST; k <= HEADSTONE; k++)
                if (strcmp(type, doc_engr_names[k]) == 0)
                    e->engr_type = k;
            jstr(j, "text", text, sizeof text);
            e->text = strdup(text);
            e->nowipeout = jint(j, "nowipeout", 0);
        }
        free(items);
    }
    if (cJSON_IsArray(a = cJSON_GetObjectItemCaseSensitive(root, "stairs"))) {
        int n;
        const cJSON **items = items_last_first(a, &n);

        for (int i = 0; i < n; i++) {
            j = items[i];
            struct stairway *s = level_add_stair(lev);
            if (!s)
                break;
            const cJSON *to = cJSON_GetObjectItemCaseSensitive(j, "tolev");
            s->sx = jint(j, "x", 0);
            s->sy = jint(j, "y", 0);
            s->up = jint(j, "up", 0);
            s->isladder = jint(j, "ladder", 0);
            s->tolev.dnum = jint(to, "dnum", 0);
            s->tolev.dlevel = jint(to, "dlevel", 0);
        }
        free(items);
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
        for (int i = 0; i < DOC_NFLAGS; i++) {
            bool *b = doc_flag_field(&lev->flags, i);
            if (b)
                *b = jint(f, doc_flag_names[i], 0) != 0;
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

int nhl_doc_parse(const char *text, const char *path, struct nhl_level_doc *d,
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
        nhl_doc_free(d);
        return -2;
    }
    {
        char why[300];

        if (nhl_doc_check_input(text, d->root, why, sizeof why) != 0) {
            snprintf(err, errlen, "%s: %s", d->path, why);
            nhl_doc_free(d);
            return -1;
        }
    }
    int typ[ROWNO][COLNO];
    if (!read_grid(d->root, "typGrid", typ)) {
        snprintf(err, errlen, "%s: not a level document (no [21][80] typGrid)", d->path);
        nhl_doc_free(d);
        return -2;
    }
    jstr(d->root, "level", d->level, sizeof d->level);
    jstr(d->root, "variant", d->variant, sizeof d->variant);
    as_level_name(d->level);
    as_level_name(d->variant);
    d->forced_variant = jint(d->root, "forced_variant", 0);
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(d->root, "seed");
    const cJSON *game = cJSON_GetObjectItemCaseSensitive(d->root, "game_seed");
    const char *gkey = "game_seed";

    /* C's dumper calls the game init_seed */
    if (!cJSON_IsNumber(game)) {
        game = cJSON_GetObjectItemCaseSensitive(d->root, "init_seed");
        gkey = "init_seed";
    }
    const char *bad = cJSON_IsNumber(seed) && !nhl_doc_seed_value(seed, &d->seed) ? "seed"
                      : cJSON_IsNumber(game) && !nhl_doc_seed_value(game, &d->game_seed) ? gkey
                      : NULL;

    if (bad) {
        snprintf(err, errlen, "%s: \"%s\" is not a seed (a whole number from 0 to 2^64-1)",
                 d->path, bad);
        nhl_doc_free(d);
        return -1;
    }
    if (!cJSON_IsNumber(game))
        d->game_seed = DUNGEON_TRUTH_SEED;
    d->game_stream = cJSON_IsNumber(game)
                     && cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(
                            d->root, "draws_before_makelevel"));
    d->wizard = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(d->root, "wizard"));
    const cJSON *sd = cJSON_GetObjectItemCaseSensitive(d->root, "stream_draws");

    if (sd && (!d->game_stream || !cJSON_IsNumber(sd) || !nhl_doc_seed_value(sd, &d->stream_draws)
               || (double) d->stream_draws != sd->valuedouble
               || d->stream_draws == 0 || d->stream_draws > NHL_STREAM_DRAWS_MAX)) {
        snprintf(err, errlen, "%s: \"stream_draws\" is not a place in the game's stream "
                 "(a whole number from 1 to %llu, with \"game_seed\" and "
                 "\"draws_before_makelevel\")", d->path,
                 (unsigned long long) NHL_STREAM_DRAWS_MAX);
        nhl_doc_free(d);
        return -1;
    }
    nhl_doc_context_from_json(d->root, &d->ctx);
    nhl_doc_hero_from_json(d->root, &d->hero);
    {
        char why[200];
        struct nhl_hero check;

        memset(&check, 0, sizeof check);
        if (mvitals_context_from_json(d->root, &check, why, sizeof why) != 0) {
            snprintf(err, errlen, "%s: %s", d->path, why);
            nhl_doc_free(d);
            return -2;
        }
    }
    const cJSON *flip = cJSON_GetObjectItemCaseSensitive(d->root, "flip");
    if (cJSON_IsObject(flip))
        d->flip_value = jint(flip, "value", -2);

    {
        /* a document that names no NetHack predates versions: 3.7's */
        struct nhl_level_context c = d->ctx;

        if (c.version == NHV_AUTO)
            c.version = nh_undated_document_release();

        /* the objects look as in the document's game (appearance.h): a
           game of its seed, which no plan named */
        struct nhl_game *g = game_new(c.version, d->game_seed,
                                      dungeon_truth_skip, false, NULL, NULL);

        /* the document's hero is its game's */
        if (g)
            game_set_hero(g, &d->hero);

        d->lev = g ? level_new_in(NULL, &c, g) : NULL;
        game_release(g);
    }
    if (!d->lev) {
        snprintf(err, errlen, "%s: out of memory", d->path);
        nhl_doc_free(d);
        return -1;
    }
    struct nhl_level *lev = d->lev;
    /* terrain numbers are the document's NetHack's, named in typNames
       (3.6.7's have no LAVAWALL); a document without them numbers as the
       engine does */
    {
        int map[256];
        const cJSON *tn = cJSON_GetObjectItemCaseSensitive(d->root, "typNames");
        int k = 0;
        const cJSON *v;

        for (int i = 0; i < 256; i++)
            map[i] = i;
        if (cJSON_IsArray(tn))
            cJSON_ArrayForEach(v, tn) {
                if (k >= 256)
                    break;
                if (cJSON_IsString(v)) {
                    int t = nhl_typ_from_name(v->valuestring);

                    if (t >= 0)
                        map[k] = t;
                }
                k++;
            }
        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++) {
                int t = typ[y][x];

                lev->at[x][y].typ = (uint8_t) (t >= 0 && t < 256 ? map[t] : t);
            }
    }
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
        lev->build->coder.allow_flips = jint(flip, "allowed", lev->build->coder.allow_flips);
        for (int i = 0; i < 4 && cJSON_IsArray(ext); i++)
            lev->flip_extent[i] = jint_at(ext, i);
    }
    lev->ident = jint(d->root, "ident_end", lev->ident);
    read_lists(lev, d->root);
    return 0;
}

char *nhl_doc_slurp(const char *path, char *err, size_t errlen)
{
    size_t len;

    /* /dev/zero or a runaway file stops at a size no level document
       comes near (#12) */
    return datfs_slurp(path, DOC_MAX_BYTES, &len, err, errlen);
}

int nhl_doc_load(const char *path, struct nhl_level_doc *d, char *err, size_t errlen)
{
    char *buf = nhl_doc_slurp(path, err, errlen);

    if (!buf) {
        memset(d, 0, sizeof *d);
        return -1;
    }
    int rc = nhl_doc_parse(buf, path, d, err, errlen);
    free(buf);
    return rc;
}

void nhl_doc_free(struct nhl_level_doc *d)
{
    if (!d)
        return;
    nhl_level_free(d->lev);
    d->lev = NULL;
    cJSON_Delete(d->root);
    d->root = NULL;
}
