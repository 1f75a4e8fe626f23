/* level.c - the level under construction: a fresh level as C has it when a
 * special level starts loading (mklev.c clear_level_structures followed by
 * sp_lev.c sp_level_coder_init), the growable lists of placed things, and
 * the context defaults the truth files were made with. */
#include "level.h"

#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "location.h"
#include "step.h"

void nhl_level_context_defaults(struct nhl_level_context *ctx)
{
    /* the place of the truth files (see truth/README.md) */
    memset(ctx, 0, sizeof *ctx);
    ctx->version = NHV_DEFAULT;
    ctx->dnum = 0;
    strcpy(ctx->dungeon, "The Dungeons of Doom");
    ctx->dlevel = 1;
    ctx->depth = 1;
    ctx->ledger = 1;
    ctx->level_difficulty = 1;
    ctx->dunlevs_in_dungeon = 29;
    ctx->can_dig_down = true;
    ctx->ident_start = 1000;
    ctx->moves = 1;
}

/* A fresh level in game g when it is of ctx's release, else in a truth
 * game of its own with hero (NULL: the truth's). */
static struct nhl_level *level_make(struct nhl_rng *rng,
                                    const struct nhl_level_context *ctx,
                                    const struct nhl_game *g,
                                    const struct nhl_hero *hero)
{
    /* the level and its build's working state in one block: one
     * allocation, and the state sits beside the cells it works on */
    struct level_block {
        struct nhl_level lev;
        struct level_build build;
    } *blk = calloc(1, sizeof *blk);

    if (!blk)
        return NULL;
    struct nhl_level *lev = &blk->lev;
    lev->build = &blk->build;
    lev->rng = rng;
    if (ctx)
        lev->ctx = *ctx;
    else
        nhl_level_context_defaults(&lev->ctx);
    if (lev->ctx.version < 0 || lev->ctx.version >= NHV_COUNT)
        lev->ctx.version = NHV_DEFAULT;
    /* the plan's game, else the truth files' game until told which game
       this is */
    if (g && g->version == lev->ctx.version)
        lev->game = game_ref(g);
    else {
        struct nhl_game *own = game_new_truth(lev->ctx.version);

        /* a level made outside a plan: its own game, with the hero the
           caller brings (the truth's by default) */
        if (own && hero)
            game_set_hero(own, hero);
        lev->game = own;
    }
    if (!lev->game) {
        free(blk);
        return NULL;
    }
    /* the game's release record, kept at hand: the tables and rules are
       read on every hot path */
    lev->nh = lev->game->nh;
    lev->ident = lev->ctx.ident_start;
    /* the game's genocides and extinctions; no births counted yet */
    for (int i = 0; i < MVITALS_SLOTS; i++)
        lev->build->mvitals[i].mvflags = lev->game->hero.mvflags[i];
    /* no flip yet: the extent is unknown until flip_level runs */
    for (int i = 0; i < 4; i++)
        lev->flip_extent[i] = -1;

    /* clear_level_structures: every cell zeroed, i.e. STONE, unlit; the
     * room lists end with a room whose hx is -1 */
    for (int i = 0; i < NROOMSLOTS; i++)
        lev->rooms[i].parent = -1;
    lev->rooms[0].hx = -1;
    lev->rooms[SUBROOM_BASE].hx = -1;

    lev->flags.temperature = lev->ctx.in_hell ? 1 : 0;
    lev->flags.rndmongen = true;
    lev->flags.deathdrops = true;
    lev->flags.is_maze_lev = false;

    /* sp_level_coder_init */
    lev->build->coder.premapped = 0;
    lev->build->coder.solidify = false;
    lev->build->coder.check_inaccessibles = false;
    lev->build->coder.allow_flips = 3;
    lev->build->coder.croom = -1;
    lev->build->coder.n_subroom = 1;
    lev->build->coder.lvl_is_joined = false;
    lev->build->coder.room_stack = 0;
    for (int i = 0; i <= MAX_NESTED_ROOMS; i++) {
        lev->build->coder.tmproomlist[i] = -1;
        lev->build->coder.failed_room[i] = false;
    }
    lev->build->coder.splev_init_present = false;
    lev->build->coder.icedpools = false;
    reset_xystart_size(lev);

    lev->flip_value = -1;
    lev->build->flip_forced = -1;
    return lev;
}

struct nhl_level *level_new(struct nhl_rng *rng, const struct nhl_level_context *ctx)
{
    return level_make(rng, ctx, NULL, NULL);
}

struct nhl_level *level_new_hero(struct nhl_rng *rng, const struct nhl_level_context *ctx,
                                 const struct nhl_hero *hero)
{
    return level_make(rng, ctx, NULL, hero);
}

struct nhl_level *level_new_in(struct nhl_rng *rng, const struct nhl_level_context *ctx,
                               const struct nhl_game *g)
{
    return level_make(rng, ctx, g, g ? &g->hero : NULL);
}

void nhl_level_free(struct nhl_level *lev)
{
    if (!lev)
        return;
    for (int i = 0; i < lev->nlregions; i++)
        free(lev->lregions[i].rname);
    for (int i = 0; i < lev->nengravings; i++)
        free(lev->engravings[i].text);
    for (int i = 0; i < lev->nobjects; i++)
        free(lev->objects[i].oname);
    for (int i = 0; i < lev->nmonsters; i++)
        free(lev->monsters[i].mname);
    free(lev->stairs);
    free(lev->lregions);
    free(lev->exclusions);
    free(lev->regions);
    free(lev->engravings);
    free(lev->objects);
    free(lev->monsters);
    free(lev->traps);
    free(lev->standins);
    free(lev->message);
    step_log_free(lev->steps);
    game_release(lev->game);
    free(lev);
}

/* Grow a list by one zeroed element. Allocation failure is fatal for the
 * build in any case; abort rather than hand back NULL that callers would
 * all have to check. */
static void *grow(size_t *c_mem, void **v, int *n, int *cap, size_t size)
{
    if (*n == *cap) {
        /* four times over: each growth copies the whole list (realloc
           seldom extends in place), and a zoo or a fort makes hundreds of
           monsters and objects one at a time */
        int ncap = *cap ? *cap * 4 : 16;
        void *nv = realloc(*v, (size_t) ncap * size);

        if (!nv)
            abort();
        *v = nv;
        *c_mem += (size_t) (ncap - *cap) * size;
        *cap = ncap;
    }
    char *p = (char *) *v + (size_t) (*n)++ * size;

    memset(p, 0, size);
    return p;
}

void level_warn(struct nhl_level *lev, const char *fmt, ...)
{
    if (lev->nwarnings < NHL_MAX_WARNINGS) {
        va_list ap;

        va_start(ap, fmt);
        vsnprintf(lev->warnings[lev->nwarnings], sizeof lev->warnings[0], fmt, ap);
        va_end(ap);
    }
    if (lev->nwarnings < INT_MAX)
        lev->nwarnings++;
}

int level_standin(struct nhl_level *lev, const char *where, const char *kind,
                  const char *name, int typ, const char *made)
{
    struct nhl_standin *s;
    size_t n;

    level_warn(lev, "%sunknown %s '%s': %s (a stand-in; not a faithful build)",
               where, kind, name, made);
    if (lev->nstandins >= 65535)  /* standin_at's range; warned all the same */
        return 0;
    s = grow(&lev->build->c_mem, (void **) &lev->standins, &lev->nstandins,
             &lev->capstandins, sizeof *s);
    snprintf(s->kind, sizeof s->kind, "%s", kind);
    level_set_id(s->name, sizeof s->name, name);
    /* "file.des:12: " as luaL_where gives it: kept without the ": " */
    n = strnlen(where, sizeof s->where - 1);
    while (n > 0 && (where[n - 1] == ' ' || where[n - 1] == ':'))
        n--;
    memcpy(s->where, where, n);
    s->where[n] = '\0';
    s->typ = typ;
    return lev->nstandins;
}

bool level_add_message(struct nhl_level *lev, const char *text, size_t n)
{
    bool first = !lev->message;   /* each call is a line, even "" */
    size_t need = lev->message_len + (first ? 0 : 1) + n + 1;

    if (need > lev->message_cap) {
        size_t ncap = lev->message_cap ? lev->message_cap : 64;

        while (ncap < need)
            ncap *= 2;
        char *m = realloc(lev->message, ncap);

        if (!m)
            return false;
        lev->build->c_mem += ncap - lev->message_cap;
        lev->message = m;
        lev->message_cap = ncap;
    }
    if (!first)
        lev->message[lev->message_len++] = '\n';
    memcpy(lev->message + lev->message_len, text, n);
    lev->message_len += n;
    lev->message[lev->message_len] = '\0';
    return true;
}

#define GROW(lev, list, n, cap) \
    grow(&(lev)->build->c_mem, (void **) &(lev)->list, &(lev)->n, &(lev)->cap, sizeof *(lev)->list)

struct stairway *level_add_stair(struct nhl_level *lev)
{
    return GROW(lev, stairs, nstairs, capstairs);
}

struct lev_region *level_add_lregion(struct nhl_level *lev)
{
    return GROW(lev, lregions, nlregions, caplregions);
}

struct exclusion_zone *level_add_exclusion(struct nhl_level *lev)
{
    return GROW(lev, exclusions, nexclusions, capexclusions);
}

struct nhregion *level_add_region(struct nhl_level *lev)
{
    return GROW(lev, regions, nregions, capregions);
}

struct engr *level_add_engraving(struct nhl_level *lev)
{
    return GROW(lev, engravings, nengravings, capengravings);
}

struct obj *level_add_object(struct nhl_level *lev)
{
    struct obj *o = GROW(lev, objects, nobjects, capobjects);

    /* index fields: "none" is -1, not 0 (0 is a real index / species) */
    o->otyp = -1;
    o->corpsenm = -1;
    o->container = -1;
    o->owner = -1;
    return o;
}

struct monst *level_add_monster(struct nhl_level *lev)
{
    struct monst *m = GROW(lev, monsters, nmonsters, capmonsters);

    m->mndx = -1;
    return m;
}

struct trap *level_add_trap(struct nhl_level *lev)
{
    return GROW(lev, traps, ntraps, captraps);
}

/* The later objects move down one: those inside a container after it
 * name it by its new index, and had_contents moves with the contents
 * that name idx (the object now there). */
void level_del_object(struct nhl_level *lev, int idx)
{
    if (idx < 0 || idx >= lev->nobjects)
        return;
    bool had = lev->objects[idx].had_contents;

    free(lev->objects[idx].oname);
    memmove(&lev->objects[idx], &lev->objects[idx + 1],
            (size_t) (lev->nobjects - idx - 1) * sizeof lev->objects[0]);
    lev->nobjects--;
    if (had && idx < lev->nobjects)
        lev->objects[idx].had_contents = true;
    lev->build->objs_removed++;
    for (int i = 0; i < lev->nobjects; i++)
        if (lev->objects[i].container > idx)
            lev->objects[i].container--;
}

void level_del_trap(struct nhl_level *lev, int idx)
{
    if (idx < 0 || idx >= lev->ntraps)
        return;
    memmove(&lev->traps[idx], &lev->traps[idx + 1],
            (size_t) (lev->ntraps - idx - 1) * sizeof *lev->traps);
    lev->ntraps--;
}

void level_del_engraving(struct nhl_level *lev, int idx)
{
    if (idx < 0 || idx >= lev->nengravings)
        return;
    free(lev->engravings[idx].text);
    memmove(&lev->engravings[idx], &lev->engravings[idx + 1],
            (size_t) (lev->nengravings - idx - 1) * sizeof *lev->engravings);
    lev->nengravings--;
}

/* C keeps these lists newest first (t_at, engr_at walk from the head), so
 * the newest match wins. */
struct trap *nhl_level_trap_at(struct nhl_level *lev, int x, int y)
{
    for (int i = lev->ntraps - 1; i >= 0; i--)
        if (lev->traps[i].tx == x && lev->traps[i].ty == y)
            return &lev->traps[i];
    return NULL;
}

struct engr *nhl_level_engr_at(struct nhl_level *lev, int x, int y)
{
    for (int i = lev->nengravings - 1; i >= 0; i--)
        if (lev->engravings[i].x == x && lev->engravings[i].y == y)
            return &lev->engravings[i];
    return NULL;
}

static void note_square(struct nhl_level *lev, int x, int y)
{
    if (x >= 0 && x < COLNO && y >= 0 && y < ROWNO)
        lev->build->mon_been[x][y] = true;
}

void level_note_monster(struct nhl_level *lev, const struct monst *m)
{
    note_square(lev, m->x, m->y);
    for (int s = 0; s < m->nwseg; s++)
        note_square(lev, m->wseg[s].x, m->wseg[s].y);
}

struct monst *nhl_level_monster_at(struct nhl_level *lev, int x, int y)
{
    if (x >= 0 && x < COLNO && y >= 0 && y < ROWNO && !lev->build->mon_been[x][y])
        return NULL;
    for (int i = lev->nmonsters - 1; i >= 0; i--) {
        struct monst *m = &lev->monsters[i];

        if (m->x == x && m->y == y)
            return m;
        /* a worm's tail square is the worm's (C: m_at) */
        for (int s = 0; s < m->nwseg; s++)
            if (m->wseg[s].x == x && m->wseg[s].y == y)
                return m;
    }
    return NULL;
}

void level_join_game(struct nhl_level *lev, const struct nhl_game *g)
{
    const struct nhl_game *old = lev->game;

    lev->game = game_ref(g);
    lev->nh = lev->game->nh;
    game_release(old);
}

int level_set_game(struct nhl_level *lev, const char *dat_dir, uint64_t seed,
                   uint64_t skip)
{
    const struct nhl_game *now = lev->game;
    /* the deal already made for this game is not made again */
    struct nhl_game *g = game_new(lev->ctx.version, seed, skip, true,
                                  now ? &now->look : NULL, dat_dir);

    if (!g)
        return -1;
    /* the same hero in the game named */
    if (now)
        game_set_hero(g, &now->hero);
    level_join_game(lev, g);
    game_release(g);
    return 0;
}
