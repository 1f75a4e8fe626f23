/* test_draw_lines.c - the viewer's draw log against the plain one. The
 * viewer's builds find a draw's script line once per binding call and keep
 * it while no Lua can run, and keep their log lazy (each draw as it is, its
 * line written when read); every line and every step must still be what a
 * build that looks the line up at each draw and writes each line at once
 * makes. Over whole levels of both releases and a script that moves
 * between draws in every way it can. */
#include <criterion/criterion.h>
#include <string.h>

#include "lua_host.h" /* nhl_where_uncached: scripts run on a bare level */
#include "testutil.h"

#define FIX NHLEV_TEST_DIR "/fixtures/lua"

static bool have_dat(const char *dir)
{
    struct stat st;
    char path[512];

    snprintf(path, sizeof path, "%s/dungeon.lua", dir);
    return stat(path, &st) == 0;
}

/* level built as `nhlev trace` does (plain) or as the viewer does */
static void build(const char *dat, const char *level, uint64_t seed, bool viewer,
                  struct nhl_build_result *r)
{
    struct nhl_build_opts o;

    nhl_build_opts_defaults(&o);
    o.dat_dir = dat;
    o.level = level;
    o.seed = seed;
    o.log_rng = true;
    o.record_steps = true;
    o.lazy_rng_log = viewer;
    nhl_where_uncached(!viewer);
    memset(r, 0, sizeof *r);
    int rc = nhl_build(&o, r);

    nhl_where_uncached(false);
    cr_assert_eq(rc, 0, "%s seed %llu: %s", level, (unsigned long long) seed, r->errmsg);
    cr_assert_not_null(r->lev->steps);
}

static void same_lines(const char *dat, const char *level, uint64_t seed)
{
    struct nhl_build_result p, v;

    build(dat, level, seed, false, &p);
    build(dat, level, seed, true, &v);
    cr_assert_eq(v.rng->nlog, p.rng->nlog, "%s seed %llu", level, (unsigned long long) seed);
    /* read back to front: a lazy line does not lean on the one before */
    for (size_t i = p.rng->nlog; i-- > 0;) {
        const char *vl = nhl_rng_log_line(v.rng, i);

        cr_assert_not_null(vl);
        cr_assert_str_eq(vl, p.rng->log[i], "%s seed %llu line %zu", level,
                         (unsigned long long) seed, i + 1);
    }
    const struct nhl_step_log *a = p.lev->steps, *b = v.lev->steps;

    cr_assert_eq(b->n, a->n, "%s", level);
    for (int i = 0; i < a->n; i++) {
        cr_assert_str_eq(b->v[i].file, a->v[i].file, "%s step %d", level, i + 1);
        cr_assert_eq(b->v[i].line, a->v[i].line, "%s step %d", level, i + 1);
        cr_assert_eq(b->v[i].rng_first, a->v[i].rng_first, "%s step %d", level, i + 1);
        cr_assert_eq(b->v[i].rng_last, a->v[i].rng_last, "%s step %d", level, i + 1);
    }
    nhl_build_result_free(&p);
    nhl_build_result_free(&v);
}

Test(draw_lines, script_that_moves_between_draws)
{
    for (uint64_t seed = 1; seed <= 4; seed++)
        same_lines(FIX, FIX "/where_moves.lua", seed);
}

Test(draw_lines, levels_of_5_0_0)
{
    static const char *const levels[] = {
        "castle", "knox", "astral", "minetn", "sanctum", "medusa", "oracle",
        "soko1", "bigrm", "dlvl:3", "mines:2", NULL
    };

    if (!have_dat(TU_NETHACK50_DAT))
        cr_skip("no NetHack 5.0.0 dat/ at " TU_NETHACK50_DAT);
    for (int i = 0; levels[i]; i++)
        for (uint64_t seed = 1; seed <= 2; seed++)
            same_lines(TU_NETHACK50_DAT, levels[i], seed);
}

Test(draw_lines, levels_of_3_7)
{
    static const char *const levels[] = {
        "castle", "minetn", "sanctum", "valley", "dlvl:2", NULL
    };

    if (!have_dat(TU_NETHACK_DAT))
        cr_skip("no NetHack dat/ at " TU_NETHACK_DAT);
    for (int i = 0; levels[i]; i++)
        same_lines(TU_NETHACK_DAT, levels[i], 1);
}

/* a lazy log written whole reads as the plain one through log[] */
Test(draw_lines, written_all_reads_as_plain)
{
    struct nhl_build_result p, v;

    build(FIX, FIX "/where_moves.lua", 5, false, &p);
    build(FIX, FIX "/where_moves.lua", 5, true, &v);
    nhl_rng_log_write_all(v.rng);
    cr_assert_eq(v.rng->nlog, p.rng->nlog);
    for (size_t i = 0; i < p.rng->nlog; i++)
        cr_assert_str_eq(v.rng->log[i], p.rng->log[i], "line %zu", i + 1);
    cr_assert_null(nhl_rng_log_line(v.rng, v.rng->nlog));
    nhl_build_result_free(&p);
    nhl_build_result_free(&v);
}
