/* test_gamedata.c - spot checks of the object and monster tables against
 * numbers seen in C NetHack's own level dumps. */
#include <criterion/criterion.h>

#include "mondata.h"
#include "objdata.h"

Test(gamedata, object_numbers_match_c)
{
    /* otyp 434 is "gold piece" in the truth files */
    cr_expect_str_eq(objects[434].oc_name, "gold piece");
    cr_expect_eq(objects[434].oc_class, COIN_CLASS);
    cr_expect_eq(otyp_by_name("Gold Piece"), 434);
    cr_expect_eq(objects[0].oc_class, ILLOBJ_CLASS);
    cr_expect_eq(NUM_OBJECTS, 477);
    cr_expect_eq(BOULDER, otyp_by_name("boulder"));
    cr_expect_eq(GOLD_PIECE, 434);
    cr_expect_eq(oclass_symbol(TOOL_CLASS), '(');
    cr_expect_eq(oclass_from_symbol('$'), COIN_CLASS);
}

Test(gamedata, object_probabilities_sum_per_class)
{
    /* mkobj picks by oc_prob within a class; each class sums to 1000 */
    int sum[MAXOCLASSES] = {0};

    for (int i = 0; i < NUM_OBJECTS; i++)
        sum[objects[i].oc_class] += objects[i].oc_prob;
    cr_expect_eq(sum[WEAPON_CLASS], 1000);
    cr_expect_eq(sum[ARMOR_CLASS], 1000);
    cr_expect_eq(sum[POTION_CLASS], 1000);
    cr_expect_eq(sum[SCROLL_CLASS], 1000);
    cr_expect_eq(sum[TOOL_CLASS], 1000);
}

Test(gamedata, monster_numbers_match_c)
{
    /* mndx 7 and 164 as in soko1-1.seed1.json */
    cr_expect_str_eq(mons[7].pmnames[0], "quivering blob");
    cr_expect_str_eq(mons[164].pmnames[0], "violet fungus");
    cr_expect_eq(mons[7].sym, 'b');
    cr_expect_eq(mons[7].mlevel, 5);
    cr_expect_eq(mndx_by_name("violet fungus"), 164);
    cr_expect_eq(NUMMONS, 383);
    cr_expect_eq(PM_VIOLET_FUNGUS, 164);
}
