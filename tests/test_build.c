/* test_build.c - nhl_build: level names to files, the variant draw made
 * first (and kept when the variant is forced or named), the reseed, the
 * script run in a fresh state, errors, and the step log of a build. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "build.h"
#include "lua_des.h"
#include "step.h"

#define FIX NHLEV_TEST_DIR "/fixtures/lua"
#define NETHACK_DAT "/opt/nethack-3.7/dat"

static struct build_opts opts(const char *level, uint64_t seed)
{
    struct build_opts o;

    build_opts_defaults(&o);
    o.dat_dir = FIX;
    o.level = level;
    o.seed = seed;
    o.log_rng = true;
    return o;
}

static bool dir_exists(const char *d)
{
    struct stat st;

    return stat(d, &st) == 0 && S_ISDIR(st.st_mode);
}

Test(build, defaults_are_the_truth_context)
{
    struct build_opts o;

    build_opts_defaults(&o);
    cr_assert_str_eq(o.ctx.role, "Valkyrie");
    cr_assert_str_eq(o.ctx.race, "human");
    cr_assert_str_eq(o.ctx.gender, "female");
    cr_assert_str_eq(o.ctx.align, "neutral");
    cr_assert_eq(o.ctx.ulevel, 1);
    cr_assert_eq(o.ctx.luck, 0);
    cr_assert_eq(o.ctx.ident_start, 1000);
    cr_assert_eq(o.ctx.moves, 1);
    cr_assert_eq(o.ctx.ubirthday, 0);
    cr_assert_eq(o.ctx.dnum, 0);
    cr_assert_eq(o.ctx.depth, 1);
    cr_assert_eq(o.force_flip, -1);
    cr_assert_eq(o.force_variant, 0);
}

Test(build, plain_level_runs_after_nhlib)
{
    struct build_opts o = opts("plain", 5);
    struct build_result r;

    cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
    cr_assert_str_eq(r.variant, "plain");
    cr_assert_eq(r.nvariants, 0);
    cr_assert_geq(r.rng->nlog, 3);
    cr_assert(strstr(r.rng->log[0], "rn2(3)="), "%s", r.rng->log[0]);
    cr_assert(strstr(r.rng->log[0], "[nhlib.lua:"), "%s", r.rng->log[0]);
    cr_assert(strstr(r.rng->log[1], "rn2(2)="), "%s", r.rng->log[1]);
    cr_assert(strstr(r.rng->log[2], "rn2(10)="), "%s", r.rng->log[2]);
    cr_assert(strstr(r.rng->log[2], "[plain.lua:2]"), "%s", r.rng->log[2]);
    struct rng_line l;

    cr_assert(rng_parse_line(r.rng->log[2], &l));
    char want[32];

    snprintf(want, sizeof want, "plain %ld", l.result);
    cr_assert_str_eq(r.lev->message, want);
    build_result_free(&r);
}

Test(build, same_seed_same_draws)
{
    struct build_opts o = opts("plain", 99);
    struct build_result a, b;

    cr_assert_eq(nhl_build(&o, &a), 0, "%s", a.errmsg);
    cr_assert_eq(nhl_build(&o, &b), 0, "%s", b.errmsg);
    cr_assert_eq(a.rng->nlog, b.rng->nlog);
    for (size_t i = 0; i < a.rng->nlog; i++)
        cr_assert_str_eq(a.rng->log[i], b.rng->log[i]);
    build_result_free(&a);
    build_result_free(&b);
}

Test(build, variant_is_drawn_first)
{
    for (uint64_t seed = 1; seed <= 4; seed++) {
        struct build_opts o = opts("fixvar", seed);
        struct build_result r;

        cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
        cr_assert_eq(r.nvariants, 2);
        struct rng_line l;

        cr_assert(rng_parse_line(r.rng->log[0], &l));
        cr_assert_str_eq(l.func, "rnd");
        cr_assert_eq(l.arg1, 2);
        char want[32];

        snprintf(want, sizeof want, "fixvar-%ld", l.result);
        cr_assert_str_eq(r.variant, want);
        snprintf(want, sizeof want, "variant %ld", l.result);
        cr_assert_str_eq(r.lev->message, want);
        /* then nhlib's two */
        cr_assert(strstr(r.rng->log[1], "rn2(3)="));
        cr_assert(strstr(r.rng->log[2], "rn2(2)="));
        build_result_free(&r);
    }
}

Test(build, forced_or_named_variant_still_draws)
{
    for (int v = 1; v <= 2; v++) {
        struct build_opts o = opts("fixvar", 3);
        struct build_result r;

        o.force_variant = v;
        cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
        cr_assert(strncmp(r.rng->log[0], "rnd(2)=", 7) == 0, "%s",
                  r.rng->log[0]);
        char want[32];

        snprintf(want, sizeof want, "fixvar-%d", v);
        cr_assert_str_eq(r.variant, want);
        build_result_free(&r);

        char name[32];

        snprintf(name, sizeof name, "fixvar-%d", v);
        o = opts(name, 3);
        cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
        cr_assert(strncmp(r.rng->log[0], "rnd(2)=", 7) == 0, "%s",
                  r.rng->log[0]);
        cr_assert_str_eq(r.variant, name);
        snprintf(want, sizeof want, "variant %d", v);
        cr_assert_str_eq(r.lev->message, want);
        build_result_free(&r);
    }
}

Test(build, unknown_level_is_an_error)
{
    struct build_opts o = opts("no_such_level", 1);
    struct build_result r;

    cr_assert_eq(nhl_build(&o, &r), -1);
    cr_assert(strstr(r.errmsg, "no_such_level"), "%s", r.errmsg);
    build_result_free(&r);

    o = opts("plain", 1);
    o.dat_dir = NHLEV_TEST_DIR "/fixtures/none_here";
    cr_assert_eq(nhl_build(&o, &r), -1);
    cr_assert_neq(r.errmsg[0], '\0');
    build_result_free(&r);
}

Test(build, script_error_keeps_partial_level)
{
    struct build_opts o = opts("boom", 1);
    struct build_result r;

    cr_assert_eq(nhl_build(&o, &r), -1);
    cr_assert_str_eq(r.errmsg, "boom.lua:3: boom 1");
    cr_assert_not_null(r.lev);
    build_result_free(&r);

    /* a runaway script, then an ordinary build in the same process */
    o = opts("memory", 1);
    cr_assert_eq(nhl_build(&o, &r), -1);
    cr_assert(strstr(r.errmsg, "memory.lua:3:"), "%s", r.errmsg);
    build_result_free(&r);
    o = opts("plain", 1);
    cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
    build_result_free(&r);
}

Test(build, records_steps)
{
    struct build_opts o = opts("fixvar", 2);
    struct build_result r;

    o.record_steps = true;
    cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
    const struct step_log *log = r.lev->steps;

    cr_assert_not_null(log);
    cr_assert_geq(log->n, 3);
    cr_assert_str_eq(log->v[0].name, "variant");
    cr_assert_eq(log->v[0].rng_first, 0);
    cr_assert_eq(log->v[0].rng_last, 1);
    cr_assert_str_eq(log->v[1].name, "nhlib.lua");
    cr_assert_eq(log->v[1].rng_first, 1);
    cr_assert_eq(log->v[1].rng_last, 3);
    cr_assert(strncmp(log->v[2].name, "fixvar-", 7) == 0);
    cr_assert_eq(log->open, -1);
    /* every logged draw belongs to exactly one step */
    size_t covered = 0;

    for (int i = 0; i < log->n; i++)
        covered += log->v[i].rng_last - log->v[i].rng_first;
    cr_assert_eq(covered, r.rng->nlog);
    build_result_free(&r);
}

Test(build, force_flip_reaches_the_level)
{
    struct build_opts o = opts("plain", 2);
    struct build_result r;

    o.force_flip = 2;
    cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
    cr_assert_eq(r.lev->flip_forced, 2);
    build_result_free(&r);
}

Test(build, nethack_soko_variant_draw_matches_truth)
{
    if (!dir_exists(NETHACK_DAT))
        cr_skip("no NetHack dat/ at " NETHACK_DAT);
    /* truth soko1-2.seed1: "rnd(2)=2 @ mkmaze.c:1124", then nhlib's
     * "rn2(3)=2", "rn2(2)=0" */
    struct build_opts o;
    struct build_result r;

    build_opts_defaults(&o);
    o.dat_dir = NETHACK_DAT;
    o.level = "soko1";
    o.seed = 1;
    o.log_rng = true;
    (void) nhl_build(&o, &r);
    cr_assert_not_null(r.rng);
    cr_assert_geq(r.rng->nlog, 3);
    cr_assert(strncmp(r.rng->log[0], "rnd(2)=2 ", 9) == 0, "%s", r.rng->log[0]);
    cr_assert(strncmp(r.rng->log[1], "rn2(3)=2 ", 9) == 0, "%s", r.rng->log[1]);
    cr_assert(strstr(r.rng->log[1], "[nhlib.lua:8]"), "%s", r.rng->log[1]);
    cr_assert(strncmp(r.rng->log[2], "rn2(2)=0 ", 9) == 0, "%s", r.rng->log[2]);
    cr_assert_str_eq(r.variant, "soko1-2");
    build_result_free(&r);
}

Test(build, listed_levels_are_special_by_name)
{
    const char *names[] = { "plain", "fixvar", "fixvar-2", "where" };
    const char *want[] = { "plain", "fixvar", "fixvar", "" };

    for (int i = 0; i < 4; i++) {
        struct build_opts o = opts(names[i], 1);
        struct build_result r;

        cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
        cr_assert_str_eq(r.lev->ctx.special, want[i], "%s", names[i]);
        build_result_free(&r);
    }
    /* the caller's context wins */
    struct build_opts o = opts("plain", 1);
    struct build_result r;

    strcpy(o.ctx.special, "castle");
    cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
    cr_assert_str_eq(r.lev->ctx.special, "castle");
    build_result_free(&r);
}
