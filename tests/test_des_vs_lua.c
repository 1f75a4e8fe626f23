/* test_des_vs_lua.c - NetHack 3.6.7's .des levels built by nhlev against
 * the .lua files NetHack 3.7's developers wrote from them, both built as
 * NetHack 3.7 (its dat/), unflipped: where NetHack changed neither the map
 * nor the order of the random choices, the terrain must match cell for
 * cell for seeds 1..10. doc/des.md's table explains the other levels;
 * here they must build, and their differing cells are logged. */
#include <criterion/criterion.h>
#include <criterion/logging.h>

#include <stdio.h>
#include <string.h>

#include "nhlev.h"
#include "gamecache.h" /* game_cache_new, game_cache_free: engine internals the test drives */

#define D367 NHLEV_SHARED_DIR "/des/nethack-3.6.7/"

struct pair { const char *file, *level; };

/* identical for seeds 1..10 (doc/des.md) */
static const struct pair same[] = {
    { "Arch.des", "Arc-strt" }, { "Arch.des", "Arc-loca" },
    { "Arch.des", "Arc-goal" }, { "Arch.des", "Arc-fila" },
    { "Arch.des", "Arc-filb" }, { "Barb.des", "Bar-strt" },
    { "Barb.des", "Bar-loca" }, { "Barb.des", "Bar-goal" },
    { "Barb.des", "Bar-fila" }, { "Barb.des", "Bar-filb" },
    { "Caveman.des", "Cav-strt" }, { "Caveman.des", "Cav-loca" },
    { "Caveman.des", "Cav-goal" }, { "Caveman.des", "Cav-fila" },
    { "Caveman.des", "Cav-filb" }, { "Healer.des", "Hea-strt" },
    { "Healer.des", "Hea-loca" }, { "Healer.des", "Hea-goal" },
    { "Healer.des", "Hea-fila" }, { "Healer.des", "Hea-filb" },
    { "Knight.des", "Kni-strt" }, { "Knight.des", "Kni-loca" },
    { "Knight.des", "Kni-goal" }, { "Knight.des", "Kni-fila" },
    { "Knight.des", "Kni-filb" }, { "Monk.des", "Mon-strt" },
    { "Priest.des", "Pri-strt" }, { "Priest.des", "Pri-goal" },
    { "Priest.des", "Pri-fila" }, { "Priest.des", "Pri-filb" },
    { "Ranger.des", "Ran-strt" }, { "Ranger.des", "Ran-loca" },
    { "Ranger.des", "Ran-goal" }, { "Ranger.des", "Ran-fila" },
    { "Ranger.des", "Ran-filb" }, { "Rogue.des", "Rog-strt" },
    { "Rogue.des", "Rog-loca" }, { "Rogue.des", "Rog-goal" },
    { "Rogue.des", "Rog-fila" }, { "Rogue.des", "Rog-filb" },
    { "Samurai.des", "Sam-strt" }, { "Samurai.des", "Sam-loca" },
    { "Samurai.des", "Sam-fila" }, { "Samurai.des", "Sam-filb" },
    { "Tourist.des", "Tou-fila" }, { "Tourist.des", "Tou-filb" },
    { "Valkyrie.des", "Val-fila" }, { "Valkyrie.des", "Val-filb" },
    { "Wizard.des", "Wiz-strt" }, { "Wizard.des", "Wiz-goal" },
    { "Wizard.des", "Wiz-fila" }, { "Wizard.des", "Wiz-filb" },
    { "bigroom.des", "bigrm-6" }, { "endgame.des", "earth" },
    { "endgame.des", "air" }, { "endgame.des", "water" },
    { "medusa.des", "medusa-1" }, { "medusa.des", "medusa-2" },
    { "mines.des", "minetn-2" }, { "mines.des", "minetn-3" },
    { "mines.des", "minetn-4" }, { "mines.des", "minetn-5" },
    { "mines.des", "minetn-7" }, { "mines.des", "minend-1" },
    { "mines.des", "minend-2" }, { "mines.des", "minend-3" },
    { "oracle.des", "oracle" }, { "sokoban.des", "soko4-1" },
    { "sokoban.des", "soko4-2" }, { "sokoban.des", "soko3-1" },
    { "sokoban.des", "soko3-2" }, { "sokoban.des", "soko2-1" },
    { "sokoban.des", "soko2-2" }, { "sokoban.des", "soko1-1" },
    { "sokoban.des", "soko1-2" }, { "tower.des", "tower1" },
    { "tower.des", "tower2" }, { "tower.des", "tower3" },
};

/* different, for the reasons doc/des.md gives */
static const struct pair differ[] = {
    { "Monk.des", "Mon-loca" }, { "Monk.des", "Mon-goal" },
    { "Monk.des", "Mon-fila" }, { "Monk.des", "Mon-filb" },
    { "Priest.des", "Pri-loca" }, { "Samurai.des", "Sam-goal" },
    { "Tourist.des", "Tou-strt" }, { "Tourist.des", "Tou-loca" },
    { "Tourist.des", "Tou-goal" }, { "Valkyrie.des", "Val-strt" },
    { "Valkyrie.des", "Val-loca" }, { "Valkyrie.des", "Val-goal" },
    { "Wizard.des", "Wiz-loca" }, { "bigroom.des", "bigrm-1" },
    { "bigroom.des", "bigrm-2" }, { "bigroom.des", "bigrm-3" },
    { "bigroom.des", "bigrm-4" }, { "bigroom.des", "bigrm-5" },
    { "bigroom.des", "bigrm-7" }, { "bigroom.des", "bigrm-8" },
    { "bigroom.des", "bigrm-9" }, { "bigroom.des", "bigrm-10" },
    { "castle.des", "castle" }, { "endgame.des", "fire" },
    { "endgame.des", "astral" }, { "gehennom.des", "valley" },
    { "gehennom.des", "juiblex" }, { "gehennom.des", "orcus" },
    { "gehennom.des", "asmodeus" }, { "gehennom.des", "baalz" },
    { "gehennom.des", "sanctum" }, { "knox.des", "knox" },
    { "medusa.des", "medusa-3" }, { "medusa.des", "medusa-4" },
    { "mines.des", "minefill" }, { "mines.des", "minetn-1" },
    { "mines.des", "minetn-6" }, { "yendor.des", "wizard1" },
    { "yendor.des", "wizard2" }, { "yendor.des", "wizard3" },
    { "yendor.des", "fakewiz1" }, { "yendor.des", "fakewiz2" },
};

#define N(a) (sizeof a / sizeof a[0])

static void build37(const char *level, int seed, struct nhl_game_cache *g,
                    struct nhl_build_result *r)
{
    struct nhl_build_opts o;

    nhl_build_opts_defaults(&o);
    o.dat_dir = TU_NETHACK_DAT;
    o.level = level;
    o.seed = (uint64_t) seed;
    o.force_flip = 0;
    o.place_from_layout = true;
    o.game = g;
    cr_assert_eq(nhl_build(&o, r), 0, "%s seed %d: %s", level, seed,
                 r->errmsg);
}

/* cells whose terrain differs between the .des and the .lua build */
static int differing(const struct pair *p, int seed, struct nhl_game_cache *g)
{
    char des[512];
    struct nhl_build_result a, b;
    int n = 0;

    snprintf(des, sizeof des, D367 "%s:%s", p->file, p->level);
    build37(des, seed, g, &a);
    build37(p->level, seed, g, &b);
    cr_assert_str_eq(a.variant, b.variant);
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            n += a.lev->at[x][y].typ != b.lev->at[x][y].typ;
    nhl_build_result_free(&a);
    nhl_build_result_free(&b);
    return n;
}

Test(des_vs_lua, unchanged_levels_match_cell_for_cell)
{
    struct nhl_game_cache *g = nhl_game_cache_new();

    for (size_t i = 0; i < N(same); i++)
        for (int seed = 1; seed <= 10; seed++) {
            int n = differing(&same[i], seed, g);

            cr_expect_eq(n, 0, "%s:%s seed %d: %d cells differ from 3.7's "
                         "%s.lua", same[i].file, same[i].level, seed, n,
                         same[i].level);
        }
    nhl_game_cache_free(g);
}

Test(des_vs_lua, changed_levels_build_and_are_counted)
{
    struct nhl_game_cache *g = nhl_game_cache_new();

    for (size_t i = 0; i < N(differ); i++) {
        int lo = COLNO * ROWNO, hi = 0;

        for (int seed = 1; seed <= 3; seed++) {
            int n = differing(&differ[i], seed, g);

            lo = n < lo ? n : lo;
            hi = n > hi ? n : hi;
        }
        cr_log_info("%s %s: %d-%d cells differ (seeds 1-3)", differ[i].file,
                    differ[i].level, lo, hi);
    }
    nhl_game_cache_free(g);
}
