/* test_gamecache.c - the game's state kept between builds (gamecache.h):
 * the same levels as without it, for every kind of build, and nothing
 * stale when the game or dungeon.lua changes. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nhlev.h"
#include "gamecache.h" /* game_cache_new, game_cache_free: the module under test */

static cJSON *build_doc(const char *dat, const char *level, uint64_t seed,
                        uint64_t game_seed, struct nhl_game_cache *g)
{
    struct nhl_build_opts o;
    struct nhl_build_result r;

    nhl_build_opts_defaults(&o);
    o.dat_dir = dat;
    o.level = level;
    o.seed = seed;
    o.layout_seed = game_seed;
    o.place_from_layout = true;
    o.log_rng = true;
    o.game = g;
    cr_assert_eq(nhl_build(&o, &r), 0, "%s: %s", level, r.errmsg);
    struct nhl_doc_meta meta = { .level = level, .variant = r.variant, .seed = seed,
                             .rng = r.rng, .gen_time_us = -1 };
    cJSON *d = nhl_doc_from_level(r.lev, &meta);
    nhl_build_result_free(&r);
    return d;
}

static void expect_same(cJSON *a, cJSON *b, const char *what)
{
    struct nhl_compare_result r;

    nhl_compare_docs(a, b, &r);
    cr_expect(r.all_match, "%s differs with the game cache", what);
    cJSON_Delete(a);
    cJSON_Delete(b);
}

Test(gamecache, same_levels_as_without)
{
    static const char *const levels[] = { "castle", "soko1", "dlvl:4", "mines:3",
                                          "gehennom:5", "rogue", "minetn", "oracle" };
    struct nhl_game_cache *g = nhl_game_cache_new();

    cr_assert_not_null(g);
    /* two games and both releases through one cache, interleaved */
    for (int rep = 0; rep < 2; rep++)
        for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++) {
            const char *dat = rep ? TU_NETHACK_DAT : TU_NETHACK50_DAT;
            uint64_t game = i % 2 ? 1234 : 42;

            expect_same(build_doc(dat, levels[i], 3, game, g),
                        build_doc(dat, levels[i], 3, game, NULL), levels[i]);
        }
    nhl_game_cache_free(g);
}

Test(gamecache, an_edited_dungeon_lua_is_read_again)
{
    char dir[] = "/tmp/nhlev-gcXXXXXX", cmd[4200], err[256];
    struct nhl_game_cache *g = nhl_game_cache_new();

    cr_assert_not_null(mkdtemp(dir));
    snprintf(cmd, sizeof cmd, "cp %s/*.lua %s/", TU_NETHACK50_DAT, dir);
    cr_assert_eq(system(cmd), 0);
    const struct level_source *s1 = game_cache_source(g, dir, err, sizeof err);
    cr_assert_not_null(s1, "%s", err);
    int n1 = s1->ndungeons;
    cr_expect_eq(game_cache_source(g, dir, err, sizeof err), s1);
    /* a designer removes the last dungeon from dungeon.lua */
    snprintf(cmd, sizeof cmd,
             "sleep 0.01; printf '\\ntable.remove(dungeon)\\n' >> %s/dungeon.lua", dir);
    cr_assert_eq(system(cmd), 0);
    const struct level_source *s2 = game_cache_source(g, dir, err, sizeof err);
    cr_assert_not_null(s2, "%s", err);
    cr_expect_eq(s2->ndungeons, n1 - 1);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    cr_expect_eq(system(cmd), 0);
    nhl_game_cache_free(g);
}
