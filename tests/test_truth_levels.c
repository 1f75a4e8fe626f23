/* test_truth_levels.c - whole levels against C: each truth file named here
 * is rebuilt from its own context and must equal C's in every part
 * (grids, doors, objects, monsters, traps, engravings, stairs, flip and
 * the RNG log draw for draw). The list pins this session's fixes: the
 * Plane of Water's anywhere-goes locations, the Tutorial's alignment,
 * named portals, the wand of nothing's charges, stacking, Medusa. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "testutil.h"

#define NH_DAT "" TU_NETHACK_DAT ""

static void need_dat(void)
{
    struct stat st;
    if (stat(NH_DAT "/dungeon.lua", &st) != 0)
        cr_assert_fail("NetHack dat/ not installed at " NH_DAT);
}

Test(truth_levels, planes)
{
    need_dat();
    tu_expect_truth_equal("water.seed1", NULL, false);
    tu_expect_truth_equal("water.seed3", NULL, false);
    tu_expect_truth_equal("air.seed2", NULL, false);
    tu_expect_truth_equal("astral.seed1", NULL, false);
}

Test(truth_levels, tutorial_and_wizard_tower)
{
    need_dat();
    tu_expect_truth_equal("tut-1.seed2", NULL, false);
    tu_expect_truth_equal("wizard3.seed1", NULL, false);
    tu_expect_truth_equal("fakewiz1.seed1", NULL, false);
    tu_expect_truth_equal("minetn-5.seed2", NULL, false);
    tu_expect_truth_equal("Mon-strt.seed1", NULL, false);
    tu_expect_truth_equal("Tou-goal.seed2", NULL, false);
}

Test(truth_levels, stacks_medusa_and_texts)
{
    need_dat();
    tu_expect_truth_equal("Bar-loca.seed3", NULL, false);
    tu_expect_truth_equal("medusa.seed2", NULL, false);
    tu_expect_truth_equal("valley.seed1", NULL, false);
    tu_expect_truth_equal("castle.seed1", NULL, false);
}
