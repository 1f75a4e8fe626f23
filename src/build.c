/* build.c - one level from name, seed and context, in the order C's
 * makemaz and load_special follow: reseed, choose the variant (the draw is
 * made even when the variant is forced, as the truth files were made),
 * a fresh level and coder, a fresh Lua state with nhlib.lua, the script,
 * then the finishing pipeline. */
#include "build.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "dungeon.h"
#include "engrave.h"
#include "finish.h"
#include "floor.h"
#include "gen_default.h"
#include "lua_host.h"
#include "mklev.h"
#include "source.h"
#include "step.h"

void build_opts_defaults(struct build_opts *o)
{
    memset(o, 0, sizeof *o);
    o->dat_dir = NULL;
    o->level = NULL;
    o->seed = 1;
    level_context_defaults(&o->ctx);
    o->ctx.version = NHV_AUTO;
    o->log_rng = false;
    o->record_steps = false;
    o->force_flip = -1;
    o->force_variant = 0;
    o->place_from_layout = false;
    o->layout_seed = DUNGEON_TRUTH_SEED;
    o->layout_skip = dungeon_truth_skip;
}

/* The level's place from the game's dungeon layout (init_dungeons), when
 * asked for and the layout knows the name; ctx is left alone otherwise. */
static void place_from_layout(const struct build_opts *o,
                              const struct level_source *src, const char *base,
                              struct level_context *ctx)
{
    struct dungeon_layout *dl = calloc(1, sizeof *dl);
    char err[256];

    if (dl && dungeon_layout_for_seed(dl, src, o->layout_seed, o->layout_skip,
                                      dungeon_role_code(ctx->role), err,
                                      sizeof err) == 0
        && dungeon_context_for(dl, base, ctx) != 0)
        (void) dungeon_context_for(dl, o->level, ctx);
    free(dl);
}

void build_result_free(struct build_result *res)
{
    if (!res)
        return;
    level_free(res->lev);
    res->lev = NULL;
    if (res->rng) {
        rng_free(res->rng);
        free(res->rng);
        res->rng = NULL;
    }
}

/* A file base naming one variant of a listed level ("soko1-2"): the level's
 * variant count and the number asked for; 0 if it is no such name. */
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

static bool has_nhlib(const char *dir)
{
    char path[1200];
    struct stat st;

    snprintf(path, sizeof path, "%s/nhlib.lua", dir);
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static const char *nhlib_dir(const char *leveldir, const char *dat_dir)
{
    if (has_nhlib(leveldir))
        return leveldir;
    if (dat_dir && *dat_dir && has_nhlib(dat_dir))
        return dat_dir;
    return source_builtin_dir();
}

static int fail(struct build_result *res, const char *msg)
{
    snprintf(res->errmsg, sizeof res->errmsg, "%s", msg);
    return -1;
}

/* The Oracle's level, Medusa's depth and Fort Ludios in the game's layout,
 * which makelevel reads (supply chests, shops, mazes below Medusa, the
 * vault's portal). */
static void ordinary_landmarks(const struct build_opts *o,
                               const struct level_source *src,
                               struct level_context *ctx, int n,
                               char *special, size_t speciallen)
{
    struct dungeon_layout *dl = calloc(1, sizeof *dl);
    char err[256];

    if (dl && dungeon_layout_for_seed(dl, src, o->layout_seed, o->layout_skip,
                                      dungeon_role_code(ctx->role), err,
                                      sizeof err) == 0) {
        d_level at = { 0, n };

        dungeon_landmarks(dl, at, ctx);
        /* a special level of this game on that floor (C: Is_special) */
        for (int i = 0; i < dl->n_levels; i++)
            if (dl->levels[i].dlevel.dnum == 0
                && dl->levels[i].dlevel.dlevel == n)
                snprintf(special, speciallen, "%s", dl->levels[i].lua_name);
    }
    free(dl);
}

/* "dlvl:N": an ordinary Dungeons of Doom level N, made by C's makelevel
 * (no level file).  The context places it; a context that says nothing
 * of this level (the defaults) is moved to dlevel and depth N. */
static int build_ordinary(const struct build_opts *o, struct build_result *res,
                          int n)
{
    struct level_context ctx = o->ctx;
    char special[32] = "", label[32];

    /* the landmarks come from the game's layout even when the context
     * places the level (a truth file's dlvl:5 reads where that game's
     * Oracle is) */
    {
        struct level_source src;
        char err[512];

        memset(&src, 0, sizeof src);
        if (source_open(&src, o->dat_dir, err, sizeof err) == 0) {
            if (o->place_from_layout)
                place_from_layout(o, &src, o->level, &ctx);
            ordinary_landmarks(o, &src, &ctx, n, special, sizeof special);
            source_close(&src);
        }
    }
    /* a Fort Ludios portal on this level is one makelevel's vault makes
     * (C: mk_knox_portal, which draws first); a document records it as
     * the level's branch, but it is not there before the level is made */
    if (ctx.branch.present && ctx.dnum == 0 && ctx.knox.dnum > 0
        && ctx.branch.end2.dnum == ctx.knox.dnum
        && ctx.branch.end2.dlevel == ctx.knox.dlevel)
        ctx.branch.present = false;
    /* the game's layout puts a special level there: C builds that one
     * (makelevel's Is_special test), except the Rogue level, which
     * makelevel itself makes (makeroguerooms) */
    if (special[0] && strcmp(special, "rogue") != 0) {
        struct build_opts o2 = *o;

        o2.level = special;
        return nhl_build(&o2, res);
    }
    if (ctx.dlevel != n) {
        ctx.dnum = 0;
        ctx.dlevel = n;
        ctx.depth = n;
        ctx.level_difficulty = n;
        ctx.ledger = n;
    }
    if (special[0])
        snprintf(ctx.special, sizeof ctx.special, "%s", special);
    snprintf(label, sizeof label, "dlvl:%d", n);
    return nhl_build_makelevel(o, &ctx, label, res);
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

/* The Rogue level by its name, placed as the context (or the layout)
 * says. */
static int build_rogue(const struct build_opts *o, struct build_result *res,
                       const struct level_source *src)
{
    struct level_context ctx = o->ctx;
    char special[32] = "";

    if (o->place_from_layout) {
        place_from_layout(o, src, "rogue", &ctx);
        ordinary_landmarks(o, src, &ctx, ctx.dnum == 0 ? ctx.dlevel : -1,
                           special, sizeof special);
    }
    snprintf(ctx.special, sizeof ctx.special, "rogue");
    return nhl_build_makelevel(o, &ctx, "rogue", res);
}

/* A level made by C's makelevel rather than a level file, in the placed
 * context ctx: an ordinary level, or the Rogue level when ctx.special is
 * "rogue".  label names it in res->variant. */
int nhl_build_makelevel(const struct build_opts *o,
                        const struct level_context *c, const char *label,
                        struct build_result *res)
{
    struct level_context ctx = *c;

    res->rng = calloc(1, sizeof *res->rng);
    if (!res->rng)
        return fail(res, "out of memory");
    res->rng->logging = o->log_rng;
    rng_init(res->rng, o->seed);
    res->rng->ulevel = ctx.ulevel;
    res->rng->luck = ctx.luck;
    res->lev = level_new(res->rng, &ctx);
    if (!res->lev)
        return fail(res, "out of memory");
    res->lev->flip_forced = o->force_flip;
    res->lev->gen = &gen_default;
    res->lev->chunks = o->cache;
    /* graffiti and epitaphs come from dat/'s text files, as C's game */
    if (level_load_texts(res->lev, o->dat_dir) != 0
        || level_set_game(res->lev, o->dat_dir, o->layout_seed,
                          o->layout_skip) != 0)
        return fail(res, "out of memory");
    if (o->record_steps)
        res->lev->steps = step_log_new();
    snprintf(res->variant, sizeof res->variant, "%s", label);
    if (mklev_ordinary(res->lev, o->dat_dir) != 0)
        return fail(res, res->lev->errmsg);
    return 0;
}

int nhl_build(const struct build_opts *o, struct build_result *res)
{
    struct level_source src;
    char err[512] = "", base[64], dir[1024];
    int nvariants = 0, chosen = 0, named_variant = 0;

    memset(res, 0, sizeof *res);
    if (!o || !o->level)
        return fail(res, "no level given");
    /* which NetHack: decided once, here, for every path below */
    if (o->ctx.version == NHV_AUTO) {
        struct build_opts o2 = *o;
        char note[sizeof res->note];

        o2.ctx.version = nh_resolve_version(NHV_AUTO, o->dat_dir, o->level,
                                            note, sizeof note);
        int rc = nhl_build(&o2, res);

        snprintf(res->note, sizeof res->note, "%s", note);
        return rc;
    }
    if (strncmp(o->level, "dlvl:", 5) == 0) {
        char *end = NULL;
        long n = strtol(o->level + 5, &end, 10);

        if (!end || *end || n < 1 || n > 60)
            return fail(res, "dlvl:N wants a level number 1..60");
        return build_ordinary(o, res, (int) n);
    }
    /* any other dungeon's floor: "mines:3" */
    if (floor_name_shaped(o->level))
        return nhl_build_floor(o, res);
    memset(&src, 0, sizeof src);
    if (source_open(&src, o->dat_dir, err, sizeof err) != 0)
        return fail(res, err);
    if (is_rogue_level(&src, o->level)) {
        int rc = build_rogue(o, res, &src);

        source_close(&src);
        return rc;
    }
    if (source_resolve(&src, o->level, base, sizeof base, &nvariants, dir,
                       sizeof dir, err, sizeof err) != 0) {
        source_close(&src);
        return fail(res, err);
    }
    /* a variant asked for by file name still makes makemaz's draw */
    if (nvariants == 0)
        nvariants = variant_of(&src, base, &named_variant, base, sizeof base);
    /* a level dungeon.lua lists (not a filler) is a special level: the
     * finishing steps look for it by name (C: Is_stronghold ...) */
    int di = -1, li = -1;
    bool special = source_find_level(&src, base, &di, &li) == 0 && li >= 0;
    /* C: induced_align reads a special level's own dungeon.lua alignment
     * (the oracle's neutral, medusa's chaotic) */
    int level_align = special ? source_level_align(src.dungeons[di].levels[li].align,
                                                   src.dungeons[di].flags)
                              : 0;
    struct level_context ctx = o->ctx;

    if (o->place_from_layout)
        place_from_layout(o, &src, base, &ctx);
    source_close(&src);
    res->nvariants = nvariants;

    res->rng = calloc(1, sizeof *res->rng);
    if (!res->rng)
        return fail(res, "out of memory");
    res->rng->logging = o->log_rng;
    rng_init(res->rng, o->seed);
    res->rng->ulevel = o->ctx.ulevel;
    res->rng->luck = o->ctx.luck;

    struct level *lev = level_new(res->rng, &ctx);

    if (!lev)
        return fail(res, "out of memory");
    res->lev = lev;
    /* monster and object generation for what the level's rooms, traps
     * and mazes make (gen_ops.h) */
    lev->gen = &gen_default;
    lev->flip_forced = o->force_flip;
    if (level_load_texts(lev, o->dat_dir) != 0
        || level_set_game(lev, o->dat_dir, o->layout_seed, o->layout_skip) != 0)
        return fail(res, "out of memory");
    if (special && !lev->ctx.special[0])
        snprintf(lev->ctx.special, sizeof lev->ctx.special, "%.31s", base);
    if (special && !lev->ctx.level_align)
        lev->ctx.level_align = level_align;
    /* the Plane of Water by its name, also when the context came from a
     * document rather than the layout (C: Is_waterlevel) */
    if (!strcmp(lev->ctx.special, "water"))
        lev->ctx.is_waterlevel = true;
    if (o->record_steps)
        lev->steps = step_log_new();

    /* makemaz: "name-N" with N = rnd(nlevels), drawn before anything
     * else; a variant named or forced replaces the outcome afterwards */
    if (nvariants > 0) {
        step_begin(lev, "variant", "", "", 0, 0);
        chosen = rnd(res->rng, nvariants);
        if (named_variant)
            chosen = named_variant;
        if (o->force_variant > 0)
            chosen = o->force_variant;
        snprintf(res->variant, sizeof res->variant, "%.40s-%d", base,
                 chosen);
    } else {
        snprintf(res->variant, sizeof res->variant, "%s", base);
    }
    snprintf(res->script_path, sizeof res->script_path, "%.900s/%.63s.lua",
             dir, res->variant);
    /* C: check_ransacked - the Orcish Town is minetn-1 */
    lev->ransacked = lev->ctx.in_mines && !strcmp(res->variant, "minetn-1");

    /* load_lua: a fresh state (nhlib.lua draws its shuffle), the script.
     * nhlib.lua comes from the level's directory; a level file given by
     * path from elsewhere borrows the one of --dat, else the built-in set */
    struct lua_host_opts hopts = { .dir = nhlib_dir(dir, o->dat_dir),
                                   .mem_limit = 0, .instr_limit = 0,
                                   .cache = o->cache };

    step_begin(lev, "nhlib.lua", "", "nhlib.lua", 0, 0);
    lua_State *L = lua_host_new(lev, &hopts);

    if (!L) {
        step_end(lev);
        return fail(res, lev->errmsg);
    }
    {
        char file[80];

        snprintf(file, sizeof file, "%s.lua", res->variant);
        step_begin(lev, file, "", file, 0, 0);
    }
    int rc = lua_host_run_file(L, res->script_path);

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
