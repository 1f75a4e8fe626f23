/* test_startup.c - a real game's start (startup.h, issue 23.1): the
 * stream position makelevel finds, per role and mode, against what real
 * C NetHack 5.0.0 recorded for the same games (../shared/tools/c-truth
 * STARTUP.md: draws_before_mklev for game seed 5001); the hero it makes;
 * what it refuses. Whole levels against C's dumps: tests/startup.sh. */
#include "testutil.h"

/* the startup module and the game's hero are internal (startup.h,
 * game.h): what the front door settles before any level */
#include "game.h"
#include "source.h"
#include "startup.h"

static struct level_source src;

static void open_src(void)
{
    char err[256];

    cr_assert_eq(source_open(&src, TU_NETHACK50_DAT, err, sizeof err), 0,
                 "%s", err);
}

static void close_src(void)
{
    source_close(&src);
}

static int start(struct startup *su, const char *release, uint64_t seed,
                 const char *role, const char *race, const char *gender,
                 const char *align, bool wizard, char *err, size_t errlen)
{
    struct nhl_hero h;

    hero_defaults(&h);
    snprintf(h.role, sizeof h.role, "%s", role);
    snprintf(h.race, sizeof h.race, "%s", race);
    snprintf(h.gender, sizeof h.gender, "%s", gender);
    snprintf(h.align, sizeof h.align, "%s", align);
    struct startup_request rq = {
        .nh = nh_release((enum nhl_version) nhl_version_by_name(release)),
        .src = &src, .game_seed = seed, .hero = &h, .wizard = wizard,
    };
    return startup_run(su, &rq, err, errlen);
}

TestSuite(startup, .init = open_src, .fini = close_src, .timeout = 120);

/* C's draws before mklev in game 5001, wizard mode and not: the object
 * deal (199), role_init's draws (the nemesis' gender for Arc and Wiz, the
 * Priest's pantheon), init_dungeons, newpw's for the roles with random
 * energy, handedness, nhcore's nhlib.lua */
Test(startup, draws_before_mklev_as_c)
{
    static const struct {
        const char *role, *race, *gender, *align;
        uint64_t wizard, normal;
    } c[] = {
        { "Valkyrie", "human", "female", "lawful", 257, 303 },
        { "Barbarian", "human", "male", "neutral", 257, 303 },
        { "Archeologist", "human", "male", "lawful", 258, 304 },
        { "Healer", "human", "male", "neutral", 258, 304 },
        { "Knight", "human", "male", "lawful", 258, 304 },
        { "Priest", "human", "male", "lawful", 259, 305 },
        { "Priest", "elf", "female", "chaotic", 259, 305 },
        { "Wizard", "orc", "female", "chaotic", 259, 305 },
    };
    char err[256];

    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++)
        for (int wiz = 0; wiz <= 1; wiz++) {
            struct startup su;

            cr_assert_eq(start(&su, "5.0.0", 5001, c[i].role, c[i].race,
                               c[i].gender, c[i].align, wiz, err, sizeof err),
                         0, "%s", err);
            cr_expect_eq(su.draws_before_mklev, wiz ? c[i].wizard : c[i].normal,
                         "%s wizard %d: %llu", c[i].role, wiz,
                         (unsigned long long) su.draws_before_mklev);
            /* getbones' rn2(3) comes between */
            cr_expect_eq(su.draws_before_makelevel, su.draws_before_mklev + 1);
            cr_expect(su.layout.wizard == (wiz != 0));
            startup_free(&su);
        }
}

/* where the level placement backtracks (C: 52 placement draws, 272 before
 * mklev) and a Priest whose pantheon is drawn again (261) */
Test(startup, backtracking_and_redrawn_pantheon)
{
    struct startup su;
    char err[256];

    cr_assert_eq(start(&su, "5.0.0", 1781092800u, "Valkyrie", "human", "female",
                       "neutral", true, err, sizeof err), 0, "%s", err);
    cr_expect_eq(su.draws_before_mklev, 272);
    startup_free(&su);
    cr_assert_eq(start(&su, "5.0.0", 8905464000u, "Priest", "human", "male",
                       "lawful", true, err, sizeof err), 0, "%s", err);
    cr_expect_eq(su.draws_before_mklev, 261);
    startup_free(&su);
}

/* the hero as C writes it, with its energy: a Wizard's comes from the
 * stream (4 + rnd(3) + a human's 1), a Valkyrie's is fixed (1 + 1) */
Test(startup, hero)
{
    struct startup su;
    char err[256];

    cr_assert_eq(start(&su, "5.0.0", 5001, "wiz", "Orc", "f", "chaos", false,
                       err, sizeof err), 0, "%s", err);
    cr_expect_str_eq(su.hero.role, "Wizard");
    cr_expect_str_eq(su.hero.race, "orc");
    cr_expect_str_eq(su.hero.gender, "female");
    cr_expect_str_eq(su.hero.align, "chaotic");
    cr_expect(su.hero.uenmax >= 6 && su.hero.uenmax <= 8, "%d", su.hero.uenmax);
    cr_expect_eq(su.hero.uhpmax, 11);
    startup_free(&su);
    cr_assert_eq(start(&su, "5.0.0", 5001, "Valkyrie", "human", "female",
                       "neutral", false, err, sizeof err), 0, "%s", err);
    cr_expect_eq(su.hero.uenmax, 2);
    cr_expect_eq(su.hero.uhpmax, 16);
    startup_free(&su);
}

/* the theme rooms' align the game keeps after dlvl 1 loaded them: C's
 * dump of game 5001's Priest (wizard) shows chaos, neutral, law */
Test(startup, themes_align_of_the_game)
{
    struct startup su;
    char err[256];

    cr_assert_eq(start(&su, "5.0.0", 5001, "Priest", "human", "male", "lawful",
                       true, err, sizeof err), 0, "%s", err);
    cr_expect_str_eq(su.hero.themes_align[0], "chaos");
    cr_expect_str_eq(su.hero.themes_align[1], "neutral");
    cr_expect_str_eq(su.hero.themes_align[2], "law");
    startup_free(&su);
}

Test(startup, refusals)
{
    struct startup su;
    char err[256];

    /* no male Valkyrie, no lawful elf */
    cr_expect_eq(start(&su, "5.0.0", 1, "Valkyrie", "human", "male", "neutral",
                       false, err, sizeof err), -1);
    cr_expect(strstr(err, "gender") != NULL, "%s", err);
    cr_expect_eq(start(&su, "5.0.0", 1, "Priest", "elf", "male", "lawful",
                       false, err, sizeof err), -1);
    cr_expect(strstr(err, "alignment") != NULL, "%s", err);
    cr_expect_eq(start(&su, "5.0.0", 1, "Jester", "human", "male", "neutral",
                       false, err, sizeof err), -1);
    /* 3.7 at 79c8895 makes the inventory before dlvl 1 */
    cr_expect_eq(start(&su, "3.7", 1, "Valkyrie", "human", "female", "neutral",
                       false, err, sizeof err), -1);
    cr_expect(strstr(err, "inventory") != NULL, "%s", err);
}

/* the CLI's real game: dlvl:1 from --game-seed alone, equal to the level
 * compare rebuilds from the document it writes */
Test(startup, render_round_trip)
{
    struct nhl_build_opts o;
    struct nhl_build_result res;

    nhl_build_opts_defaults(&o);
    o.dat_dir = TU_NETHACK50_DAT;
    o.level = "dlvl:1";
    o.place_from_layout = true;
    o.layout_seed = 5001;
    o.game_stream = true;
    o.wizard = true;
    o.log_rng = true;
    snprintf(o.hero.role, sizeof o.hero.role, "Priest");
    snprintf(o.hero.gender, sizeof o.hero.gender, "male");
    snprintf(o.hero.align, sizeof o.hero.align, "lawful");
    cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
    cr_expect(res.lev->game->stream);
    cr_expect_eq(res.lev->game->stream_draws, 260);
    cr_expect_eq(res.lev->ctx.ident_start, 2);
    cr_expect_eq(res.lev->ctx.moves, 0);
    /* the log holds the whole start: o_init's deal first */
    cr_expect_gt(nhl_rng_log_count(res.rng), 260);
    nhl_build_result_free(&res);
}
