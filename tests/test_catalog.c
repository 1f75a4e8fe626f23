/* test_catalog.c - nhlev.h's level list and dungeon layout handles
 * (include/nhlev/catalog.h), which the viewer's picker and the bench walk:
 * the list says what dungeon.lua says, level by level and dungeon by
 * dungeon; a game's list and layout are the game cache's, held while the
 * list is open, and the same as those opened alone. Uses nhlev.h alone,
 * as the picker does. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "nhlev.h"

static int find_level(const struct nhl_levels *l, const char *name)
{
    for (int i = 0; i < nhl_levels_count(l); i++)
        if (!strcmp(nhl_levels_name(l, i), name))
            return i;
    return -1;
}

/* Every level is in the one dungeon whose range holds it, in order. */
static void expect_numbered(const struct nhl_levels *l)
{
    int next = 0;

    for (int d = 0; d < nhl_levels_dungeons(l); d++) {
        cr_expect_eq(nhl_levels_dungeon_first(l, d), next, "dungeon %d", d);
        for (int k = 0; k < nhl_levels_dungeon_nlevels(l, d); k++, next++) {
            cr_expect_eq(nhl_levels_dungeon_of(l, next), d, "level %d", next);
            cr_expect(nhl_levels_name(l, next)[0], "level %d has no name", next);
            cr_expect(nhl_levels_chance(l, next) >= 0 && nhl_levels_chance(l, next) <= 100);
        }
    }
    cr_expect_eq(nhl_levels_count(l), next);
}

Test(catalog, levels_as_dungeon_lua_lists_them)
{
    char err[512] = "";
    struct nhl_levels *l = nhl_levels_open(TU_NETHACK50_DAT, err, sizeof err);

    cr_assert_not_null(l, "%s", err);
    expect_numbered(l);
    cr_expect(!nhl_levels_des(l));
    cr_expect_str_eq(nhl_levels_dungeon_name(l, 0), "The Dungeons of Doom");
    cr_expect_eq(nhl_levels_dungeon_base(l, 0), 25);
    cr_expect_eq(nhl_levels_dungeon_range(l, 0), 5);
    cr_expect_str_eq(nhl_levels_dungeon_filler(l, 0), "");
    /* the Dungeons of Doom's five in dungeon.lua's order */
    static const char *const doom[] = { "rogue", "oracle", "bigrm", "medusa", "castle" };

    cr_assert_eq(nhl_levels_dungeon_nlevels(l, 0), 5);
    for (int i = 0; i < 5; i++)
        cr_expect_str_eq(nhl_levels_name(l, i), doom[i]);
    int big = find_level(l, "bigrm"), med = find_level(l, "medusa");

    cr_expect_eq(nhl_levels_chance(l, big), 40);
    cr_expect_eq(nhl_levels_variants(l, big), 13);
    cr_expect_eq(nhl_levels_base(l, big), 10);
    cr_expect_eq(nhl_levels_range(l, big), 3);
    cr_expect_eq(nhl_levels_base(l, med), -5);
    cr_expect_eq(nhl_levels_variants(l, med), 4);
    cr_expect_eq(nhl_levels_chance(l, med), 100);
    /* the Mines' filler, minetn in the Mines */
    int tn = find_level(l, "minetn");

    cr_assert(tn >= 0);
    cr_expect_str_eq(nhl_levels_dungeon_name(l, nhl_levels_dungeon_of(l, tn)),
                     "The Gnomish Mines");
    cr_expect_str_eq(nhl_levels_dungeon_filler(l, nhl_levels_dungeon_of(l, tn)), "minefill");
    /* the quest's levels are named for no role */
    cr_expect(find_level(l, "x-strt") >= 0);
    cr_expect_eq(nhl_levels_des_count(l), 0);
    nhl_levels_close(l);
}

/* A dat/ of .des files without a dungeon.def: no dungeons, the levels of
 * the files' headers. */
Test(catalog, des_levels_without_dungeons)
{
    char err[512] = "";
    struct nhl_levels *l = nhl_levels_open(NHLEV_SHARED_DIR "/des/minihack", err, sizeof err);

    cr_assert_not_null(l, "%s", err);
    cr_expect(nhl_levels_des(l));
    cr_expect_eq(nhl_levels_dungeons(l), 0);
    cr_expect_eq(nhl_levels_count(l), 0);
    cr_assert(nhl_levels_des_count(l) > 0);
    for (int i = 0; i < nhl_levels_des_count(l); i++) {
        const char *f = nhl_levels_des_file(l, i);
        size_t n = strlen(f);

        cr_expect(n > 4 && !strcmp(f + n - 4, ".des"), "%s", f);
        cr_expect(nhl_levels_des_level(l, i)[0]);
    }
    cr_expect(strstr(nhl_levels_dir(l), "minihack"), "%s", nhl_levels_dir(l));
    nhl_levels_close(l);
}

/* The game's list and layout are those opened alone, and the layout
 * answers for each floor what dungeon.lua and the game put there. */
Test(catalog, game_list_and_layout_match_those_opened_alone)
{
    char err[512] = "";
    uint64_t seed, skip;
    struct nhl_game_cache *g = nhl_game_cache_new();

    nhl_truth_game(&seed, &skip);
    cr_assert_not_null(g);
    struct nhl_levels *alone = nhl_levels_open(TU_NETHACK50_DAT, err, sizeof err);
    struct nhl_levels *of_game = nhl_levels_of_game(g, TU_NETHACK50_DAT, err, sizeof err);

    cr_assert(alone && of_game, "%s", err);
    expect_numbered(of_game);
    cr_assert_eq(nhl_levels_count(alone), nhl_levels_count(of_game));
    for (int i = 0; i < nhl_levels_count(alone); i++) {
        cr_expect_str_eq(nhl_levels_name(alone, i), nhl_levels_name(of_game, i));
        cr_expect_str_eq(nhl_levels_alias(alone, i), nhl_levels_alias(of_game, i));
    }
    struct nhl_layout *a = nhl_layout_open(TU_NETHACK50_DAT, seed, skip, "Priest", err,
                                           sizeof err);
    struct nhl_layout *b = nhl_levels_layout(of_game, seed, skip, "Priest", err, sizeof err);

    cr_assert(a && b, "%s", err);
    cr_assert_eq(nhl_layout_dungeons(a), nhl_layout_dungeons(b));
    int oracle_depth = 0;

    for (int d = 0; d < nhl_layout_dungeons(a); d++) {
        char ka[48], kb[48];

        nhl_layout_floor_key(a, d, ka, sizeof ka);
        nhl_layout_floor_key(b, d, kb, sizeof kb);
        cr_expect_str_eq(ka, kb);
        cr_assert_eq(nhl_layout_floors(a, d), nhl_layout_floors(b, d));
        for (int f = 1; f <= nhl_layout_floors(a, d); f++) {
            char na[48], nb[48], wa[64], wb[64];

            nhl_layout_floor_name(a, d, f, na, sizeof na);
            nhl_layout_floor_name(b, d, f, nb, sizeof nb);
            cr_expect_str_eq(na, nb);
            snprintf(wa, sizeof wa, "%s:%d", ka, f);
            cr_expect_str_eq(na, wa);
            nhl_layout_floor_describe(a, d, f, wa, sizeof wa);
            nhl_layout_floor_describe(b, d, f, wb, sizeof wb);
            cr_expect_str_eq(wa, wb, "%s", na);
            cr_expect_eq(nhl_layout_depth(a, d, f), nhl_layout_depth(b, d, f));
            if (!strcmp(wa, "oracle"))
                oracle_depth = nhl_layout_depth(a, d, f);
            /* the quest's files are the hero's role's */
            cr_expect(strncmp(wa, "Val-", 4) != 0, "%s: %s", na, wa);
        }
    }
    /* the Oracle is placed at 5-9 (dungeon.lua), and where the floors say */
    cr_expect(oracle_depth >= 5 && oracle_depth <= 9, "%d", oracle_depth);
    cr_expect_eq(nhl_layout_depth_of(b, "oracle"), oracle_depth);
    cr_expect_eq(nhl_layout_depth_of(b, "no-such-level"), 0);
    /* every dungeon of the list is one of the layout, by name */
    for (int d = 0; d < nhl_levels_dungeons(of_game); d++)
        cr_expect(nhl_layout_dungeon_named(b, nhl_levels_dungeon_name(of_game, d)) >= 0,
                  "%s", nhl_levels_dungeon_name(of_game, d));
    cr_expect_eq(nhl_layout_dungeon_named(b, "The Dungeons of Doom"), 0);
    cr_expect_eq(nhl_layout_dungeon_named(b, "Nowhere"), -1);
    nhl_layout_close(a);
    nhl_layout_close(b);
    nhl_levels_close(alone);
    nhl_levels_close(of_game);
    nhl_game_cache_free(g);
}

static int check(struct nhl_game_cache *g, const char *dat, const char *level, char *err,
                 size_t errlen)
{
    struct nhl_build_opts o;

    nhl_build_opts_defaults(&o);
    o.dat_dir = dat;
    o.level = level;
    o.game = g;
    return nhl_plan_check(&o, err, errlen);
}

/* While a game's list is open its source is the game's for every plan:
 * a plan of another dat/ through the same game is refused until the last
 * list lets go (lists nest). */
Test(catalog, game_list_holds_the_source)
{
    char err[512] = "";
    struct nhl_game_cache *g = nhl_game_cache_new();

    cr_assert_not_null(g);
    struct nhl_levels *one = nhl_levels_of_game(g, TU_NETHACK50_DAT, err, sizeof err);
    struct nhl_levels *two = nhl_levels_of_game(g, TU_NETHACK50_DAT, err, sizeof err);

    cr_assert(one && two, "%s", err);
    cr_expect_eq(check(g, TU_NETHACK50_DAT, "oracle", err, sizeof err), 0, "%s", err);
    cr_expect_neq(check(g, TU_NETHACK_DAT, "oracle", err, sizeof err), 0);
    cr_expect(strstr(err, "in use"), "%s", err);
    nhl_levels_close(one);
    cr_expect_neq(check(g, TU_NETHACK_DAT, "oracle", err, sizeof err), 0);
    nhl_levels_close(two);
    cr_expect_eq(check(g, TU_NETHACK_DAT, "oracle", err, sizeof err), 0, "%s", err);
    /* and a list of another dat/ is refused while one is held */
    one = nhl_levels_of_game(g, TU_NETHACK_DAT, err, sizeof err);
    cr_assert_not_null(one, "%s", err);
    cr_expect_null(nhl_levels_of_game(g, TU_NETHACK50_DAT, err, sizeof err));
    nhl_levels_close(one);
    nhl_game_cache_free(g);
}
