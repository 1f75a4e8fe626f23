/* test_gamedata.c - the per-release object and monster tables against
 * numbers seen in C NetHack's own level dumps (truth/ for 3.7, truth-5.0/
 * for 5.0.0), and the engine numbering that joins them. */
#include <criterion/criterion.h>

#include "mondata.h" /* mndx_by_name: the species tables */
#include "objdata.h" /* otyp_by_name, oclass_symbol: the object tables */
#include "version.h" /* nh_release, nh_otyp_to_c: the release records */

Test(gamedata, object_numbers_match_c)
{
    const struct nh_release *r37 = nh_release(NHV_3_7);
    const struct nh_release *r50 = nh_release(NHV_5_0_0);

    /* gold is otyp 434 in 3.7's dumps and 438 in 5.0.0's (silver mace, two
       shields and the wand of stasis come before it) */
    cr_expect_str_eq(r37->objects[GOLD_PIECE].oc_name, "gold piece");
    cr_expect_eq(r37->objects[GOLD_PIECE].oc_class, COIN_CLASS);
    cr_expect_eq(nh_otyp_to_c(r37, GOLD_PIECE), 434);
    cr_expect_eq(nh_otyp_to_c(r50, GOLD_PIECE), 438);
    cr_expect_eq(nh_otyp_from_c(r37, 434), GOLD_PIECE);
    cr_expect_eq(nh_otyp_from_c(r50, 438), GOLD_PIECE);
    cr_expect_eq(otyp_by_name(r37, "Gold Piece"), GOLD_PIECE);
    cr_expect_eq(r37->objects[0].oc_class, ILLOBJ_CLASS);
    cr_expect_eq(NUM_OTYPES, 481);
    cr_expect_eq(BOULDER, otyp_by_name(r50, "boulder"));
    cr_expect_eq(oclass_symbol(TOOL_CLASS), '(');
    cr_expect_eq(oclass_from_symbol('$'), COIN_CLASS);
}

Test(gamedata, objects_a_release_lacks)
{
    const struct nh_release *r37 = nh_release(NHV_3_7);
    const struct nh_release *r50 = nh_release(NHV_5_0_0);

    /* 5.0.0's new objects exist there, not in 3.7, which never makes them */
    int added[] = { SILVER_MACE, SHIELD_OF_DRAIN_RESISTANCE,
                    SHIELD_OF_SHOCK_RESISTANCE, WAN_STASIS };
    for (size_t i = 0; i < sizeof added / sizeof added[0]; i++) {
        cr_expect(nh_has_otyp(r50, added[i]));
        cr_expect_not(nh_has_otyp(r37, added[i]));
        cr_expect_eq(r37->objects[added[i]].oc_prob, 0);
    }
    cr_expect_eq(otyp_by_name(r37, "wand of stasis"), -1);
    cr_expect_eq(otyp_by_name(r50, "stasis"), WAN_STASIS);
    /* a changed probability: the wand of striking 75 -> 30 */
    cr_expect_eq(r37->objects[WAN_STRIKING].oc_prob, 75);
    cr_expect_eq(r50->objects[WAN_STRIKING].oc_prob, 30);
    /* and the small shield gained a shuffled-looking appearance */
    cr_expect_null(r37->objects[SMALL_SHIELD].oc_descr);
    cr_expect_str_eq(r50->objects[SMALL_SHIELD].oc_descr, "wooden shield");
}

Test(gamedata, object_probabilities_sum_per_class)
{
    /* mkobj picks by oc_prob within a class; each class sums to 1000 */
    for (int v = 0; v < NHV_COUNT; v++) {
        const struct nh_release *r = nh_release((enum nhl_version) v);
        int sum[MAXOCLASSES] = {0};

        for (int i = 0; i < NUM_OTYPES; i++)
            sum[r->objects[i].oc_class] += r->objects[i].oc_prob;
        /* the silver mace (in 3.7 at 79c688cc6 and 5.0.0) made weapons
           1002 (mkobj draws rnd(1002)) */
        cr_expect_eq(sum[WEAPON_CLASS],
                     nh_has_otyp(r, SILVER_MACE) ? 1002 : 1000, "%s", r->name);
        cr_expect_eq(sum[ARMOR_CLASS], 1000, "%s", r->name);
        cr_expect_eq(sum[POTION_CLASS], 1000, "%s", r->name);
        cr_expect_eq(sum[SCROLL_CLASS], 1000, "%s", r->name);
        cr_expect_eq(sum[TOOL_CLASS], 1000, "%s", r->name);
        cr_expect_eq(sum[WAND_CLASS], 1000, "%s", r->name);
    }
}

Test(gamedata, monster_numbers_match_c)
{
    const struct nh_release *r37 = nh_release(NHV_3_7);
    const struct nh_release *r50 = nh_release(NHV_5_0_0);

    /* mndx 7 and 164 as in soko1-1.seed1.json */
    cr_expect_str_eq(r37->mons[7].pmnames[0], "quivering blob");
    cr_expect_str_eq(r50->mons[164].pmnames[0], "violet fungus");
    cr_expect_eq(r37->mons[7].sym, 'b');
    cr_expect_eq(r37->mons[7].mlevel, 5);
    cr_expect_eq(mndx_by_name("violet fungus"), 164);
    cr_expect_eq(NUMMONS_ENUM, 383);
    cr_expect_eq(PM_VIOLET_FUNGUS, 164);
    /* a changed monster: the killer bee's difficulty 5 -> 6 */
    cr_expect_eq(r37->mons[PM_KILLER_BEE].difficulty, 5);
    cr_expect_eq(r50->mons[PM_KILLER_BEE].difficulty, 6);
}

Test(gamedata, release_names)
{
    cr_expect_eq(nhl_version_by_name("5.0.0"), NHV_5_0_0);
    cr_expect_eq(nhl_version_by_name("3.7"), NHV_3_7);
    cr_expect_eq(nhl_version_by_name("6b92be3"), NHV_5_0_0);
    cr_expect_eq(nhl_version_by_name("79c889502c677b7a"), NHV_3_7);
    cr_expect_eq(nhl_version_by_name("3.6.7"), NHV_3_6_7);
    cr_expect_eq(nhl_version_by_name("3.4.3"), -1);
    cr_expect_eq(nh_version_by_commit("6b92be3656a11a46abd0f15108e8d96d3d9ebb95"), NHV_5_0_0);
    /* 3.7 at 79c688cc6, as users type it: its name or its commit */
    cr_expect_eq(nhl_version_by_name("3.7-79c688c"), NHV_3_7_79C688C);
    cr_expect_eq(nhl_version_by_name("3.7.0-79c688c"), NHV_3_7_79C688C);
    cr_expect_eq(nhl_version_by_name("79c688c"), NHV_3_7_79C688C);
    cr_expect_eq(nhl_version_by_name("79c688cc6"), NHV_3_7_79C688C);
    cr_expect_eq(nh_version_by_commit("79c688cc6bc485cb070a6a36a63cd0bed5e122b5"),
                 NHV_3_7_79C688C);
    cr_expect_str_eq(nh_release(NHV_3_7_79C688C)->name, "3.7-79c688c");
    cr_expect_str_eq(nh_release(NHV_3_7_79C688C)->lua, "5.4.8");
    /* "79c" is too short to tell it from 79c889502 */
    cr_expect_eq(nhl_version_by_name("79c"), -1);
    cr_expect_eq(nhl_version_by_name("3.7-79c68"), -1);
    cr_expect_eq(NHV_DEFAULT, NHV_5_0_0);
}

/* 3.7 at 79c688cc6 has tables of its own, between 3.7's and 5.0.0's: the
 * silver mace but none of 5.0.0's three later objects, so C's numbers
 * after them are 3 lower (the truth's violet glass is 466, 5.0.0's 469);
 * 3.7's armour odds; priests and wizards with only their weapon attack */
Test(gamedata, tables_of_79c688c)
{
    const struct nh_release *r = nh_release(NHV_3_7_79C688C);
    const struct nh_release *r37 = nh_release(NHV_3_7);
    const struct nh_release *r50 = nh_release(NHV_5_0_0);

    cr_expect(nh_has_otyp(r, SILVER_MACE));
    cr_expect_not(nh_has_otyp(r, WAN_STASIS));
    cr_expect_not(nh_has_otyp(r, SHIELD_OF_DRAIN_RESISTANCE));
    cr_expect_not(nh_has_otyp(r, SHIELD_OF_SHOCK_RESISTANCE));
    cr_expect_eq(nh_otyp_to_c(r, WORTHLESS_VIOLET_GLASS), 466);
    cr_expect_eq(nh_otyp_to_c(r50, WORTHLESS_VIOLET_GLASS), 469);
    cr_expect_eq(r->objects[PLATE_MAIL].oc_prob, r37->objects[PLATE_MAIL].oc_prob);
    cr_expect_neq(r->objects[PLATE_MAIL].oc_prob, r50->objects[PLATE_MAIL].oc_prob);
    cr_expect_eq(r->mons[PM_WIZARD].mattk[1].aatyp, 0);
    cr_expect_neq(r50->mons[PM_WIZARD].mattk[1].aatyp, 0);
}
