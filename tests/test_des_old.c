/* test_des_old.c - what 3.4.3's and 3.6's lev_comp + sp_lev did where
 * NetHack 5.0 has no such construct, built through 5.0 Lua with the old
 * draws and results (doc/des.md, "Old constructs"): 3.6's EXIT ends the
 * whole script, a random ENGRAVING type is rnd(5) after the place, 3.4.3's
 * rooms without CHANCE draw no chance, INIT_MAP's random `walled` is
 * walled with no draw. Each fixture's convert equals its build. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "des_convert_util.h"
#include "data_enums.h"

#define FIXTURES NHLEV_TEST_DIR "/fixtures/des"

static int build_fixture(const char *path, uint64_t seed,
                         struct build_result *r)
{
    struct build_opts o;

    build_opts_defaults(&o);
    o.dat_dir = DAT50;
    o.level = path;
    o.seed = seed;
    o.force_flip = 0;
    o.log_rng = true;
    o.record_steps = true;
    return nhl_build(&o, r);
}

/* the fixture's convert builds as the fixture, seeds 1..n */
static void expect_convert_equal(const char *path, int nseeds)
{
    struct des_error perr;
    struct des_file *f = des_parse_file(path, DES_GRAMMAR_AUTO, &perr);
    struct game_cache *g = game_cache_new();
    char tmp[] = "/tmp/nhlev_oldXXXXXX";

    cr_assert_not_null(f, "%s", perr.msg);
    cr_assert_not_null(mkdtemp(tmp));
    for (int l = 0; l < f->nlevels; l++)
        cr_assert(convert_level(g, f, l, path, tmp, nseeds), "%s", path);
    rmdir(tmp);
    des_file_free(f);
    game_cache_free(g);
}

static long gold_at(const struct level *lev, int x, int y)
{
    long n = 0;

    for (int i = 0; i < lev->nobjects; i++)
        if (lev->objects[i].otyp == GOLD_PIECE && lev->objects[i].x == x
            && lev->objects[i].y == y && lev->objects[i].container < 0
            && lev->objects[i].owner < 0)
            n += lev->objects[i].quan;
    return n;
}

/* 3.6's EXIT stopped sp_lev's coder: here from a FUNCTION called in an
   IF in a monster's inventory block. What ran before it is made (the
   jackal, its armor, gold 1 and 3), nothing after (gold 4, the pick-axe,
   the room and its gold 6, gold 5); the map's origin is (35,9). */
Test(des_old, exit_ends_the_whole_script)
{
    for (int seed = 1; seed <= 3; seed++) {
        struct build_result r;
        const struct level *lev;
        int jackal = -1, armor = 0, picks = 0;
        long all = 0;

        cr_assert_eq(build_fixture(FIXTURES "/exit36.des", (uint64_t) seed, &r),
                     0, "%s", r.errmsg);
        lev = r.lev;
        cr_expect_eq(gold_at(lev, 35, 9), 1);
        cr_expect_eq(gold_at(lev, 37, 9), 3);
        for (int x = 35; x <= 43; x++)
            for (int y = 9; y <= 11; y++)
                all += gold_at(lev, x, y);
        cr_expect_eq(all, 4, "seed %d: %ld gold on the map", seed, all);
        for (int i = 0; i < lev->nmonsters; i++)
            if (lev->monsters[i].x == 35 && lev->monsters[i].y == 11)
                jackal = i;
        cr_assert_geq(jackal, 0);
        for (int i = 0; i < lev->nobjects; i++) {
            armor += lev->objects[i].otyp == LEATHER_ARMOR
                     && lev->objects[i].owner == jackal;
            picks += lev->objects[i].otyp == PICK_AXE;
        }
        cr_expect_eq(armor, 1);
        cr_expect_eq(picks, 0);
        cr_expect_eq(lev->nroom, 0, "the room after EXIT was made");
        build_result_free(&r);
    }
    expect_convert_equal(FIXTURES "/exit36.des", 3);
}
