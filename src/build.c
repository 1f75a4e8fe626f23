/* build.c - one level, carried out from its plan (plan.h: the front door
 * decides what is built, once). A level file is made in the order C's
 * makemaz and load_special follow: reseed, choose the variant (the draw
 * is made even when the variant is forced, as the truth files were made),
 * a fresh level and coder, a fresh Lua state with nhlib.lua, the script,
 * then the finishing pipeline. A level without a file is made by
 * makelevel (mklev.c). */
#include "build.h"
#include "datfs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "des_lua.h"
#include "des_parse.h"
#include "source_des.h"
#include "dungeon.h"
#include "engrave.h"
#include "finish.h"
#include "gen_default.h"
#include "lua_host.h"
#include "mklev.h"
#include "plan.h"
#include "source.h"
#include "step.h"

void nhl_build_opts_defaults(struct nhl_build_opts *o)
{
    memset(o, 0, sizeof *o);
    o->dat_dir = NULL;
    o->level = NULL;
    o->seed = 1;
    nhl_level_context_defaults(&o->ctx);
    o->ctx.version = NHV_AUTO;
    hero_defaults(&o->hero);
    o->log_rng = false;
    o->record_steps = false;
    o->force_flip = -1;
    o->force_variant = 0;
    o->place_from_layout = false;
    o->layout_seed = DUNGEON_TRUTH_SEED;
    o->layout_skip = dungeon_truth_skip;
}

void nhl_build_result_free(struct nhl_build_result *res)
{
    if (!res)
        return;
    nhl_level_free(res->lev);
    res->lev = NULL;
    if (res->rng) {
        nhl_rng_free(res->rng);
        free(res->rng);
        res->rng = NULL;
    }
}

static bool has_nhlib(const char *dir)
{
    char path[1200];

    snprintf(path, sizeof path, "%s/nhlib.lua", dir);
    return datfs_is_file(path);
}

static const char *nhlib_dir(const char *leveldir, const char *dat_dir)
{
    if (has_nhlib(leveldir))
        return leveldir;
    if (dat_dir && *dat_dir && has_nhlib(dat_dir))
        return dat_dir;
    return source_builtin_dir();
}

static int fail(struct nhl_build_result *res, const char *msg)
{
    snprintf(res->errmsg, sizeof res->errmsg, "%s", msg);
    return -1;
}

/* A fresh level on a fresh RNG for the plan's context, seeded as C
 * reseeds before making a level, in the plan's game. */
static struct nhl_level *start_level(const struct nhl_build_opts *o,
                                     struct build_plan *p,
                                     struct nhl_build_result *res)
{
    res->rng = calloc(1, sizeof *res->rng);
    if (!res->rng)
        return NULL;
    if (p->su) {
        /* a real game: the level goes on drawing from the stream its
           start left (startup.h), whose log holds the start's draws */
        *res->rng = p->su->rng;
        memset(&p->su->rng, 0, sizeof p->su->rng);
    } else {
        res->rng->logging = o->log_rng;
        res->rng->lazy = o->lazy_rng_log;
        nhl_rng_init(res->rng, o->seed);
        /* the draws the game made before this level: passed over unlogged */
        for (uint64_t i = 0; i < o->stream_draws; i++) {
            (void) isaac64_next(&res->rng->core);
            res->rng->ndraws++;
        }
        if (o->rng_spare && o->log_rng)
            nhl_rng_take_log_buffers(res->rng, o->rng_spare);
    }
    res->rng->ulevel = p->game->hero.ulevel;
    res->rng->luck = p->game->hero.luck;

    struct nhl_level *lev = level_new_in(res->rng, &p->ctx, p->game);

    if (!lev)
        return NULL;
    res->lev = lev;
    /* monster and object generation for what the level's rooms, traps
     * and mazes make (gen_ops.h) */
    lev->build->gen = &gen_default;
    lev->build->flip_forced = o->force_flip;
    lev->build->chunks = o->cache;
    lev->lenient = o->names == NHL_NAMES_LENIENT;
    if (o->record_steps)
        lev->steps = step_log_new();
    return lev;
}

/* makelevel without a level file: rooms, a maze, or the Rogue level when
 * the context's special is "rogue"; the plan's label names it in
 * res->variant. */
static int make_by_makelevel(const struct nhl_build_opts *o,
                             struct build_plan *p,
                             struct nhl_build_result *res)
{
    struct nhl_level *lev = start_level(o, p, res);

    if (!lev)
        return fail(res, "out of memory");
    snprintf(res->variant, sizeof res->variant, "%s", p->label);
    if (mklev_ordinary(lev) != 0)
        return fail(res, lev->errmsg);
    return 0;
}

/* A .des level: compiled to Lua on the .des file's own lines and run as
 * its chunk "file.des" (des_lua.h). The level is the variant drawn when
 * the file holds it (medusa.des:medusa-2 draws as medusa-2.lua does),
 * else the one named. */
static int run_des(lua_State *L, const struct nhl_build_opts *o,
                   const struct build_plan *p, struct nhl_build_result *res)
{
    struct nhl_level *lev = res->lev;
    struct des_lua_buf text = { 0 };
    const char *file = strrchr(p->des_path, '/');
    const char *name = p->des_level;
    struct des_error perr;
    struct des_file *f = des_parse_file(p->des_path,
                                        (enum des_grammar) o->des_grammar,
                                        &perr);
    int rc = -1;

    file = file ? file + 1 : p->des_path;
    step_begin(lev, file, "", file, 0, 0);
    if (!f) {
        snprintf(lev->errmsg, sizeof lev->errmsg, "%.500s", perr.msg);
        return -1;
    }
    if (*name && des_lua_find_level(f, res->variant) >= 0)
        name = res->variant;
    snprintf(res->source_language, sizeof res->source_language, "%s",
             des_lua_language(f));
    /* compiled from the file as read (once per build) */
    /* a .des level is built as a release that is not its own: never
       exact, so lenient unless strict was asked for */
    if (o->names == NHL_NAMES_AUTO)
        lev->lenient = true;
    if (des_lua_compile_named(f, p->des_path, name,
                              lev->lenient ? DES_LUA_BUILD | DES_LUA_LENIENT
                                           : DES_LUA_BUILD, &text,
                              lev->errmsg, sizeof lev->errmsg) == 0)
        rc = lua_host_run_text(L, text.s, text.len, file);
    des_file_free(f);
    des_lua_buf_free(&text);
    return rc;
}

/* A level file, as makemaz and load_special make it. */
static int make_from_file(const struct nhl_build_opts *o, struct build_plan *p,
                          struct nhl_build_result *res)
{
    int chosen = 0;

    /* a variant that is not there is the user's slip, not a file to open */
    /* (variant 1 of a level that is one file is that file) */
    if (o->force_variant > 1 && p->nvariants == 0) {
        snprintf(res->errmsg, sizeof res->errmsg,
                 "--variant %d: %s has no variants (it is one file)", o->force_variant, p->base);
        return -1;
    }
    if (p->nvariants > 0 && o->force_variant > p->nvariants) {
        snprintf(res->errmsg, sizeof res->errmsg, "--variant %d: %s has %d variants (1 to %d)",
                 o->force_variant, p->base, p->nvariants, p->nvariants);
        return -1;
    }
    struct nhl_level *lev = start_level(o, p, res);

    if (!lev)
        return fail(res, "out of memory");
    res->nvariants = p->nvariants;
    if (p->special && !lev->ctx.special[0])
        snprintf(lev->ctx.special, sizeof lev->ctx.special, "%.31s", p->base);
    if (p->special && !lev->ctx.level_align)
        lev->ctx.level_align = p->level_align;
    /* the Plane of Water by its name, also when the context came from a
     * document rather than the layout (C: Is_waterlevel) */
    if (!strcmp(lev->ctx.special, "water"))
        lev->ctx.is_waterlevel = true;

    /* makemaz: "name-N" with N = rnd(nlevels), drawn before anything
     * else; a variant named or forced replaces the outcome afterwards */
    if (p->nvariants > 0) {
        step_begin(lev, "variant", "", "", 0, 0);
        chosen = rnd(res->rng, p->nvariants);
        if (p->named_variant)
            chosen = p->named_variant;
        if (o->force_variant > 0)
            chosen = o->force_variant;
        snprintf(res->variant, sizeof res->variant, "%.40s-%d", p->base,
                 chosen);
    } else {
        snprintf(res->variant, sizeof res->variant, "%s", p->base);
    }
    /* in a dat/ of .des files the variant drawn may be in another file */
    if (p->src->des && p->nvariants > 0) {
        char path[sizeof p->des_path];

        if (source_des_path(p->src, res->variant, path, sizeof path) == 0) {
            snprintf(p->des_path, sizeof p->des_path, "%s", path);
            snprintf(p->des_level, sizeof p->des_level, "%s", res->variant);
        }
    }
    if (p->des_path[0])
        snprintf(res->script_path, sizeof res->script_path, "%s",
                 p->des_path);
    else
        snprintf(res->script_path, sizeof res->script_path, "%.900s/%.63s.lua",
                 p->dir, res->variant);
    /* C: check_ransacked - the Orcish Town is minetn-1 */
    lev->build->ransacked = lev->ctx.in_mines && !strcmp(res->variant, "minetn-1");

    /* load_lua: a fresh state (nhlib.lua draws its shuffle), the script.
     * nhlib.lua comes from the level's directory; a level file given by
     * path from elsewhere borrows the one of --dat, else the built-in set */
    struct lua_host_opts hopts = { .dir = nhlib_dir(p->dir, o->dat_dir),
                                   .mem_limit = 0, .instr_limit = 0,
                                   .cache = o->cache };

    step_begin(lev, "nhlib.lua", "", "nhlib.lua", 0, 0);
    lua_State *L = lua_host_new(lev, &hopts);

    if (!L) {
        step_end(lev);
        return fail(res, lev->errmsg);
    }
    int rc;

    if (p->des_path[0]) {
        rc = run_des(L, o, p, res);
    } else {
        char file[80];

        snprintf(file, sizeof file, "%s.lua", res->variant);
        step_begin(lev, file, "", file, 0, 0);
        rc = lua_host_run_file(L, res->script_path);
    }

    lua_host_close(L);
    if (rc != 0) {
        step_end(lev);
        return fail(res, lev->errmsg);
    }
    level_finish(lev);
    step_end(lev);
    if (lev->errmsg[0])
        return fail(res, lev->errmsg);
    return 0;
}

/* Carry out a plan made (0, or -1 with res->errmsg), and let it go. */
static int build_planned(const struct nhl_build_opts *o, struct build_plan *p,
                         int rc, const char *err, struct nhl_build_result *res)
{
    snprintf(res->note, sizeof res->note, "%s", p->note);
    if (rc != 0)
        return fail(res, err);
    if (p->how == PLAN_FILE)
        rc = make_from_file(o, p, res);
    else
        rc = make_by_makelevel(o, p, res);
    build_plan_free(p);
    return rc;
}

int nhl_build_makelevel(const struct nhl_build_opts *o,
                        const struct nhl_level_context *c, const char *label,
                        struct nhl_build_result *res)
{
    struct build_plan p;
    char err[512] = "";

    memset(res, 0, sizeof *res);
    int rc = nhl_plan_placed(o, c, label, &p, err, sizeof err);

    return build_planned(o, &p, rc, err, res);
}

int nhl_build(const struct nhl_build_opts *o, struct nhl_build_result *res)
{
    struct build_plan p;
    char err[512] = "";

    memset(res, 0, sizeof *res);
    snprintf(res->source_language, sizeof res->source_language, "lua");
    int rc = nhl_plan(o, &p, err, sizeof err);

    return build_planned(o, &p, rc, err, res);
}
