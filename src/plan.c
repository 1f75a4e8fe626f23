/* plan.c - the front door (plan.h): one pass from what the user named to
 * what will be built. The order is C's: which NetHack, then the level
 * source, then the game (its dungeon layout, only when something needs
 * it), then the place, then what makelevel chooses there. */
#include "plan.h"
#include "source_des.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "floor.h"
#include "datfs.h"
#include "game_read.h"
#include "gamecache.h"

void build_plan_free(struct build_plan *p)
{
    if (!p)
        return;
    /* the source closes: the game (and a level still holding it) reads
       it no more */
    game_source_done(p->game);
    game_release(p->game);
    p->game = NULL;
    if (p->own_open)
        source_close(&p->own);
    p->own_open = false;
    p->src = NULL;
    free(p->layout);
    p->layout = NULL;
    startup_free(p->su);
    free(p->su);
    p->su = NULL;
}

/* The game's dungeon layout, computed the first time it is asked for. */
static struct dungeon_layout *plan_layout(const struct nhl_build_opts *o,
                                          struct build_plan *p, char *err,
                                          size_t errlen)
{
    if (p->layout)
        return p->layout;
    p->layout = calloc(1, sizeof *p->layout);
    if (!p->layout) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    const char *role = dungeon_role_code(o->hero.role);
    /* (the game cache keeps layouts made outside wizard mode only) */
    int rc = o->game && !o->wizard
                 ? game_cache_layout(o->game, p->src, o->layout_seed,
                                     o->layout_skip, role, p->layout, err,
                                     errlen)
                 : dungeon_layout_for_seed_mode(p->layout, p->src,
                                                o->layout_seed, o->layout_skip,
                                                role, o->wizard, err, errlen);

    if (rc != 0) {
        free(p->layout);
        p->layout = NULL;
    }
    return p->layout;
}

/* A file base naming one variant of a listed level ("soko1-2"): the
 * level's variant count and the number asked for; 0 if it is no such
 * name. */
static int variant_of(const struct level_source *src, const char *base,
                      int *number, char *stem, size_t stemlen)
{
    int di, li;

    if (source_find_level(src, base, &di, &li) != 0 || di < 0 || li < 0)
        return 0;
    const struct source_level *lv = &src->dungeons[di].levels[li];
    size_t n = strlen(lv->name);

    if (lv->nlevels <= 0 || strncmp(base, lv->name, n) != 0 || base[n] != '-')
        return 0;
    int v = atoi(base + n + 1);

    if (v < 1 || v > lv->nlevels)
        return 0;
    *number = v;
    snprintf(stem, stemlen, "%s", lv->name);
    return lv->nlevels;
}

/* A level file by name: where it is, its variants, whether dungeon.lua
 * lists it (a special level, which the finishing steps know by name) and
 * its alignment there (C: induced_align reads the Oracle's neutral). */
static int plan_file(struct build_plan *p, const char *name, char *err,
                     size_t errlen)
{
    int di = -1, li = -1;

    char in_dir[1200];

    p->how = PLAN_FILE;
    /* in a dat/ of .des files a file may be named by its base or by its
     * name there; a level dungeon.def lists or a header names comes first
     * (medusa is the level, medusa.des its file) */
    if (p->src->des && !source_des_level(p->src, name)
        && source_find_level(p->src, name, NULL, NULL) != 0
        && source_des_in_dir(p->src, name, in_dir, sizeof in_dir))
        name = in_dir;
    if (source_resolve(p->src, name, p->base, sizeof p->base, &p->nvariants,
                       p->dir, sizeof p->dir, err, errlen) != 0)
        return -1;
    if (!source_des_split(name, p->des_path, sizeof p->des_path,
                          p->des_level, sizeof p->des_level))
        p->des_path[0] = p->des_level[0] = '\0';
    /* a variant asked for by file name still makes makemaz's draw */
    if (p->nvariants == 0)
        p->nvariants = variant_of(p->src, p->base, &p->named_variant,
                                  p->base, sizeof p->base);
    /* a level of a dat/ of .des files: the file holding it (the first
     * variant's until makemaz draws one) */
    if (p->src->des && !p->des_path[0]) {
        char lev[80];

        if (p->named_variant)
            snprintf(lev, sizeof lev, "%s-%d", p->base, p->named_variant);
        else if (p->nvariants)
            snprintf(lev, sizeof lev, "%s-1", p->base);
        else
            snprintf(lev, sizeof lev, "%s", p->base);
        if (source_des_path(p->src, lev, p->des_path, sizeof p->des_path) != 0) {
            snprintf(err, errlen, "no .des file in %s has a level \"%s\"",
                     p->src->dir, lev);
            return -1;
        }
        snprintf(p->des_level, sizeof p->des_level, "%.63s", lev);
    }
    p->special = source_find_level(p->src, p->base, &di, &li) == 0 && li >= 0;
    p->level_align = p->special
                     ? source_level_align(p->src->dungeons[di].levels[li].align,
                                          p->src->dungeons[di].flags)
                     : 0;
    return 0;
}

/* Is the level made at a given place in a real game's stream
 * (nhl_build_opts.stream_draws), rather than where the game's start left
 * it or reseeded? */
bool plan_stream_placed(const struct nhl_build_opts *o)
{
    return o->game_stream && !o->reseed && o->stream_draws > 0;
}

/* A real game's start (startup.h) from the options' game seed and hero:
 * its layout becomes the plan's, its hero the context's; the game's first
 * level, made right after newgame, has drawn no object id and counted no
 * move yet (C: context.ident 2, moves 0 until the inventory is made). A
 * level placed further on in the stream keeps the options' counts. */
static int plan_startup(const struct nhl_build_opts *o, struct build_plan *p,
                        char *err, size_t errlen)
{
    bool placed = plan_stream_placed(o);
    struct startup_request rq = {
        .nh = o->release ? o->release : nh_release(p->ctx.version),
        .src = p->src, .game_seed = o->layout_seed, .hero = &o->hero,
        .wizard = o->wizard,
        /* a placed level's stream begins anew: the start's draws are
           not its own */
        .log_rng = o->log_rng && !placed,
        .lazy_rng_log = o->lazy_rng_log,
    };

    if (placed && o->stream_draws > NHL_STREAM_DRAWS_MAX) {
        snprintf(err, errlen, "a level %llu draws into the game's stream: nhlev "
                 "passes over at most %llu", (unsigned long long) o->stream_draws,
                 (unsigned long long) NHL_STREAM_DRAWS_MAX);
        return -1;
    }
    if (!p->layout && !(p->layout = calloc(1, sizeof *p->layout))) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    if (!(p->su = calloc(1, sizeof *p->su))) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    if (startup_run(p->su, &rq, err, errlen) != 0) {
        free(p->su);
        p->su = NULL;
        return -1;
    }
    if (placed && o->stream_draws < p->su->draws_before_makelevel) {
        snprintf(err, errlen, "game %llu's start makes %llu draws before its "
                 "first level: no level begins at draw %llu",
                 (unsigned long long) o->layout_seed,
                 (unsigned long long) p->su->draws_before_makelevel,
                 (unsigned long long) o->stream_draws);
        startup_free(p->su);
        free(p->su);
        p->su = NULL;
        return -1;
    }
    *p->layout = p->su->layout;
    if (!placed || o->stream_draws == p->su->draws_before_makelevel) {
        p->ctx.ident_start = 2;
        p->ctx.moves = 0;
    }
    return 0;
}

/* A floor by its place, "dlvl:4", "doom:4", "mines:3": placed in the
 * game's layout and built as C's makelevel chooses there. A context that
 * already places the level there (a level document's) is kept as it is;
 * otherwise the place is the layout's. */
static int plan_floor(const struct nhl_build_opts *o, struct build_plan *p,
                      char *err, size_t errlen)
{
    const char *role_code = dungeon_role_code(o->hero.role);
    struct dungeon_layout *dl = plan_layout(o, p, err, errlen);
    char file[64];
    d_level at;

    if (!dl)
        return -1;
    if (floor_parse(dl, o->level, &at, err, errlen) != 0)
        return -1;
    /* the game's first level in its one stream: its start replayed, whose
       layout is the game's */
    if (!p->su && o->game_stream && !o->reseed && at.dnum == 0 && at.dlevel == 1) {
        if (plan_startup(o, p, err, errlen) != 0)
            return -1;
        dl = p->layout;
    }
    /* (a real game's first level is always where its own layout puts
       it) */
    bool placed = !o->place_from_layout && !p->su && p->ctx.dnum == at.dnum
                  && p->ctx.dlevel == at.dlevel;

    /* nothing of another level's context (a special name) stays */
    p->ctx.special[0] = '\0';
    if (!placed)
        (void) dungeon_context_at(dl, at, o->hero.ulevel, &p->ctx);
    dungeon_landmarks(dl, at, &p->ctx);
    floor_name(dl, at, p->label, sizeof p->label);

    switch (floor_plan(dl, at, role_code, file, sizeof file)) {
    case FLOOR_ROGUE:
        /* no level file: makelevel makes the Rogue level itself */
        snprintf(p->ctx.special, sizeof p->ctx.special, "rogue");
        p->how = PLAN_MAKELEVEL;
        return 0;
    case FLOOR_HELL_MAZE:
    case FLOOR_ORDINARY:
        p->how = PLAN_MAKELEVEL;
        /* a Fort Ludios portal on this level is one its vault makes (C:
         * mk_knox_portal, which draws first); a document records it as the
         * level's branch, but it is not there before the level is made */
        if (p->ctx.branch.present && p->ctx.dnum == 0 && p->ctx.knox.dnum > 0
            && p->ctx.branch.end2.dnum == p->ctx.knox.dnum
            && p->ctx.branch.end2.dlevel == p->ctx.knox.dlevel)
            p->ctx.branch.present = false;
        return 0;
    default:
        break;
    }
    /* the special level, the dungeon's level file or filler, or the quest
     * filler, at this place */
    if (plan_file(p, file, err, errlen) != 0) {
        char msg[512];

        snprintf(msg, sizeof msg, "%s", err);
        snprintf(err, errlen, "%.60s (%.60s): %.380s", p->label, file, msg);
        return -1;
    }
    return 0;
}

/* #wizloaddes: the level file o->level loaded onto the floor
 * o->wizload_onto. The place is the floor's (C's u.uz does not change:
 * its branch, difficulty and dungeon stay), the file is the one named,
 * exactly: C opens "name.lua" and draws no variant, so a name with
 * variants and no file of its own is no level to load. */
static int plan_wizload(const struct nhl_build_opts *o, struct build_plan *p,
                        char *err, size_t errlen)
{
    struct dungeon_layout *dl = plan_layout(o, p, err, errlen);
    d_level at;

    if (!dl)
        return -1;
    if (!floor_name_shaped(o->wizload_onto)) {
        snprintf(err, errlen, "#wizloaddes onto '%.60s': not a floor (dlvl:1, KEY:N)",
                 o->wizload_onto);
        return -1;
    }
    if (floor_parse(dl, o->wizload_onto, &at, err, errlen) != 0)
        return -1;
    bool placed = !o->place_from_layout && p->ctx.dnum == at.dnum
                  && p->ctx.dlevel == at.dlevel;

    p->ctx.special[0] = '\0';
    if (!placed)
        (void) dungeon_context_at(dl, at, o->hero.ulevel, &p->ctx);
    dungeon_landmarks(dl, at, &p->ctx);
    /* the floor's own identity (C: Is_special(&u.uz)), not the file's:
       a special floor keeps its name and alignment, any other none */
    char file[64];
    enum floor_kind kind = floor_plan(dl, at, dungeon_role_code(o->hero.role), file,
                                      sizeof file);

    p->ctx.special[0] = '\0';
    p->ctx.level_align = 0;
    if (kind == FLOOR_ROGUE) {
        snprintf(p->ctx.special, sizeof p->ctx.special, "rogue");
    } else if (kind == FLOOR_SPECIAL && plan_file(p, file, err, errlen) == 0) {
        snprintf(p->ctx.special, sizeof p->ctx.special, "%.31s", p->base);
        p->ctx.level_align = p->level_align;
    }
    floor_name(dl, at, p->label, sizeof p->label);
    if (plan_file(p, o->level, err, errlen) != 0)
        return -1;
    if (p->nvariants > 0 && !p->named_variant) {
        snprintf(err, errlen, "#wizloaddes loads a file by its name: %.60s has %d "
                 "variants (%.60s-1 to -%d) and no file of its own",
                 p->base, p->nvariants, p->base, p->nvariants);
        return -1;
    }
    if (p->des_path[0]) {
        snprintf(err, errlen, "#wizloaddes loads a .lua level file, not %.200s", p->des_path);
        return -1;
    }
    /* the variant file named is the one loaded, as it is */
    if (p->named_variant) {
        char name[sizeof p->base];

        snprintf(name, sizeof name, "%.52s-%d", p->base, p->named_variant);
        memcpy(p->base, name, sizeof p->base);
    }
    p->nvariants = 0;
    p->named_variant = 0;
    p->special = false;
    p->level_align = 0;
    p->wizload = true;
    return 0;
}

/* Is this dungeon.lua level the Rogue level (C: Is_rogue_level, the level
 * named "rogue"), which has no level file: makelevel builds it. */
static bool is_rogue_level(const struct level_source *src, const char *name)
{
    int di = -1, li = -1;

    if (source_find_level(src, name, &di, &li) != 0 || di < 0 || li < 0)
        return false;
    const struct source_level *lv = &src->dungeons[di].levels[li];

    return !strcmp(lv->alias, "rogue") || !strcmp(lv->name, "rogue");
}

/* A level by its name ("castle", "soko1-2", a path), placed where the
 * layout puts it when asked to be, else where the context says. */
static int plan_named(const struct nhl_build_opts *o, struct build_plan *p,
                      char *err, size_t errlen)
{
    bool rogue = is_rogue_level(p->src, o->level);

    if (!rogue && plan_file(p, o->level, err, errlen) != 0)
        return -1;
    if (o->place_from_layout) {
        char lerr[256];
        struct dungeon_layout *dl = plan_layout(o, p, lerr, sizeof lerr);
        const char *name = rogue ? "rogue" : p->base;

        /* names the layout lacks (a script by path) keep the context */
        if (dl && dungeon_context_for(dl, name, o->hero.ulevel, &p->ctx) != 0)
            (void) dungeon_context_for(dl, o->level, o->hero.ulevel, &p->ctx);
        /* the Rogue level is made by makelevel, which reads the game */
        if (dl && rogue) {
            d_level at = { 0, p->ctx.dnum == 0 ? p->ctx.dlevel : -1 };

            dungeon_landmarks(dl, at, &p->ctx);
        }
    }
    if (rogue) {
        p->how = PLAN_MAKELEVEL;
        snprintf(p->ctx.special, sizeof p->ctx.special, "rogue");
        snprintf(p->label, sizeof p->label, "rogue");
    }
    return 0;
}

/* Does the game's dat/ have a theme-room script (C: a dungeon's
 * themerms, read from the game's dat/)? Our own levels have none. */
static bool has_themes(const char *dat_dir)
{
    char path[1200];

    if (!dat_dir || !*dat_dir)
        return false;
    snprintf(path, sizeof path, "%.1100s/themerms.lua", dat_dir);
    return datfs_is_file(path);
}

/* The game the level is built in: the release, the game seed, the deal
 * (the game cache's when it keeps one), the source and the layout the
 * plan read, and for makelevel the theme-room script. */
static int plan_game(const struct nhl_build_opts *o, struct build_plan *p,
                     char *err, size_t errlen)
{
    const struct nhl_obj_appearance *deal =
        p->su ? &p->su->look
        : o->game ? game_cache_deal(o->game, p->ctx.version, o->layout_seed)
        : NULL;

    p->game = game_new(p->ctx.version, o->layout_seed,
                       p->su ? p->su->draws_before_dungeons : o->layout_skip,
                       true, deal, NULL);
    struct game_reader *r = NULL;

    if (p->game) {
        p->game->wizard = o->wizard;
        p->game->stream = p->su != NULL;
        p->game->stream_placed = p->su && plan_stream_placed(o);
        p->game->stream_draws = p->game->stream_placed ? o->stream_draws
                                : p->su ? p->su->draws_before_makelevel : 0;
    }

    /* a test's record with one rule changed (nhl_build_opts.release) */
    if (p->game && o->release)
        p->game->nh = o->release;
    /* the layout, if the plan made one, goes with the reader */
    if (p->game) {
        /* the options' hero, the game's from now on; a real game's start
           made it whole (hit points, energy, C's names) */
        game_set_hero(p->game, p->su ? &p->su->hero : &o->hero);
        r = game_read_new(p->src, o->game, o->dat_dir, p->layout);
        p->layout = NULL;
    }
    if (r)
        game_set_reader(p->game, r);
    if (!r
        || (p->how == PLAN_MAKELEVEL && has_themes(o->dat_dir)
            && game_set_themes_dir(p->game, o->dat_dir) != 0)) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    return 0;
}

/* The level source the options name. */
static int plan_source(const struct nhl_build_opts *o, struct build_plan *p,
                       char *err, size_t errlen)
{
    if (o->game) {
        if (!(p->src = game_cache_source(o->game, o->dat_dir, err, errlen)))
            return -1;
    } else {
        if (source_open(&p->own, o->dat_dir, err, errlen) != 0)
            return -1;
        p->own_open = true;
        p->src = &p->own;
    }
    return 0;
}

int nhl_plan_placed(const struct nhl_build_opts *o, const struct nhl_level_context *ctx,
                    const char *label, struct build_plan *p, char *err,
                    size_t errlen)
{
    memset(p, 0, sizeof *p);
    p->ctx = *ctx;
    p->how = PLAN_MAKELEVEL;
    snprintf(p->label, sizeof p->label, "%s", label);
    /* the release the context names, else what --dat holds */
    if (p->ctx.version == NHV_AUTO)
        p->ctx.version = nhl_resolve_version(NHV_AUTO, o->dat_dir, NULL,
                                             p->note, sizeof p->note);
    int rc = plan_source(o, p, err, errlen);

    if (rc == 0)
        rc = plan_game(o, p, err, errlen);
    if (rc != 0)
        build_plan_free(p);
    return rc;
}

int nhl_plan(const struct nhl_build_opts *o, struct build_plan *p, char *err,
             size_t errlen)
{
    memset(p, 0, sizeof *p);
    if (!o || !o->level) {
        snprintf(err, errlen, "no level given");
        return -1;
    }
    p->ctx = o->ctx;
    /* which NetHack: asked for, else what --dat holds */
    p->ctx.version = nhl_resolve_version(o->ctx.version, o->dat_dir, o->level,
                                         p->note, sizeof p->note);
    if (plan_source(o, p, err, errlen) != 0)
        return -1;
    /* a level at its place in a real game's stream: the game's start
       first, whose layout places it */
    int rc = plan_stream_placed(o) ? plan_startup(o, p, err, errlen) : 0;

    if (rc == 0)
        rc = o->wizload_onto ? plan_wizload(o, p, err, errlen)
             : floor_name_shaped(o->level) ? plan_floor(o, p, err, errlen)
                                           : plan_named(o, p, err, errlen);

    /* a release without Lua (3.6.7) never ran a Lua level: building one
       as it would show a level its C cannot make */
    const struct nh_release *nh = nh_release(p->ctx.version);

    if (rc == 0 && p->how == PLAN_FILE && !p->des_path[0] && !nh->lua) {
        snprintf(err, errlen, "NetHack %s makes its levels from .des files, and %.60s is a "
                 "Lua level: build it as a release with Lua (--nethack 5.0.0), or give "
                 "its .des file", nh->name, p->base[0] ? p->base : o->level);
        rc = -1;
    }
    if (rc == 0)
        rc = plan_game(o, p, err, errlen);
    if (rc != 0)
        build_plan_free(p);
    return rc;
}

int nhl_plan_check(const struct nhl_build_opts *o, char *err, size_t errlen)
{
    struct build_plan p;

    if (nhl_plan(o, &p, err, errlen) != 0)
        return -1;
    build_plan_free(&p);
    return 0;
}
