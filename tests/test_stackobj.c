/* test_stackobj.c - like objects placed on one square become one stack,
 * the newer object staying (C: stackobj calls merged(&new, &old)) but
 * taking the older one's o_id when only that one is a surcharged one
 * (o_id divisible by 4, worthless glass aside: C's obfree); unlike ones
 * (curse state, species, not mergeable at all) stay apart. The truth
 * levels where either happens equal C's objects. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <sys/stat.h>

#include "data_enums.h" /* SCR_BLANK_PAPER, LONG_SWORD: the engine's numbering */
#include "level.h" /* level_add_object, level_new: a level made outside a build */
#include "stackobj.h" /* stackobj: the module under test */
#include "testutil.h"

#define NH_DAT "" TU_NETHACK_DAT ""

static int put(struct nhl_level *lev, int otyp, char oclass, int x, int y, int id)
{
    struct obj *o = level_add_object(lev);

    cr_assert_not_null(o);
    o->otyp = otyp;
    o->oclass = oclass;
    o->x = x;
    o->y = y;
    o->quan = 1;
    o->o_id = id;
    o->corpsenm = -1;
    o->container = -1;
    o->owner = -1;
    return (int) (o - lev->objects);
}

Test(stackobj, like_objects_join_the_newer)
{
    struct nhl_level *lev = level_new(NULL, NULL);
    int a = put(lev, SCR_BLANK_PAPER, '?', 5, 5, 1020);
    int b = put(lev, SCR_BLANK_PAPER, '?', 5, 5, 1021);

    cr_expect_eq(stackobj(lev, b), b);
    cr_expect_eq(lev->objects[b].quan, 2);
    cr_expect(lev->objects[a].floating);
    /* 1020 would be surcharged, 1021 not: the stack is 1020's price */
    cr_expect_eq(lev->objects[b].o_id, 1020);
    /* a third on another square stays alone */
    int c = put(lev, SCR_BLANK_PAPER, '?', 6, 5, 1022);
    cr_expect_eq(stackobj(lev, c), c);
    cr_expect_eq(lev->objects[c].quan, 1);
    cr_expect_not(lev->objects[c].floating);
    nhl_level_free(lev);
}

Test(stackobj, unlike_objects_stay_apart)
{
    struct nhl_level *lev = level_new(NULL, NULL);
    int a = put(lev, SCR_BLANK_PAPER, '?', 5, 5, 1);
    int b = put(lev, SCR_BLANK_PAPER, '?', 5, 5, 2);

    lev->objects[b].cursed = true;
    stackobj(lev, b);
    cr_expect_eq(lev->objects[a].quan, 1);
    cr_expect_eq(lev->objects[b].quan, 1);
    /* long swords never merge */
    int s1 = put(lev, LONG_SWORD, ')', 7, 7, 3);
    int s2 = put(lev, LONG_SWORD, ')', 7, 7, 4);
    stackobj(lev, s2);
    cr_expect_not(lev->objects[s1].floating);
    /* corpses of different species, and troll corpses at all */
    int c1 = put(lev, CORPSE, '%', 8, 8, 5);
    int c2 = put(lev, CORPSE, '%', 8, 8, 6);
    lev->objects[c1].corpsenm = PM_JACKAL;
    lev->objects[c2].corpsenm = PM_NEWT;
    stackobj(lev, c2);
    cr_expect_not(lev->objects[c1].floating);
    int t1 = put(lev, CORPSE, '%', 9, 8, 7);
    int t2 = put(lev, CORPSE, '%', 9, 8, 8);
    lev->objects[t1].corpsenm = lev->objects[t2].corpsenm = PM_TROLL;
    stackobj(lev, t2);
    cr_expect_not(lev->objects[t1].floating);
    /* gold always joins */
    int g1 = put(lev, GOLD_PIECE, '$', 10, 8, 9);
    int g2 = put(lev, GOLD_PIECE, '$', 10, 8, 10);
    lev->objects[g1].quan = 30;
    lev->objects[g1].cursed = true;
    stackobj(lev, g2);
    cr_expect_eq(lev->objects[g2].quan, 31);
    nhl_level_free(lev);
}

Test(stackobj, the_stack_keeps_the_dearer_o_id)
{
    struct nhl_level *lev = level_new(NULL, NULL);

    /* neither surcharged: the newer keeps its own */
    int a = put(lev, POT_BOOZE, '!', 5, 5, 1005);
    int b = put(lev, POT_BOOZE, '!', 5, 5, 1007);

    stackobj(lev, b);
    cr_expect_eq(lev->objects[b].o_id, 1007);
    cr_expect(lev->objects[a].floating);
    /* the older surcharged (1000): its o_id goes to the stack, which
     * stays where the newer one is */
    int c = put(lev, POT_BOOZE, '!', 6, 5, 1000);
    int d = put(lev, POT_BOOZE, '!', 6, 5, 1002);

    stackobj(lev, d);
    cr_expect_eq(lev->objects[d].o_id, 1000);
    cr_expect_eq(lev->objects[d].quan, 2);
    cr_expect(lev->objects[c].floating);
    cr_expect_not(lev->objects[d].floating);
    /* the newer surcharged: it keeps its own, also against another */
    int e = put(lev, DIAMOND, '*', 7, 5, 1010);
    int f = put(lev, DIAMOND, '*', 7, 5, 1012);

    stackobj(lev, f);
    cr_expect_eq(lev->objects[f].o_id, 1012);
    int g = put(lev, DIAMOND, '*', 7, 5, 1016);

    stackobj(lev, g);
    cr_expect_eq(lev->objects[g].o_id, 1016);
    cr_expect_eq(lev->objects[g].quan, 3);
    (void) e;
    /* worthless glass is never surcharged */
    int h = put(lev, WORTHLESS_BLUE_GLASS, '*', 8, 5, 1020);
    int i = put(lev, WORTHLESS_BLUE_GLASS, '*', 8, 5, 1021);

    stackobj(lev, i);
    cr_expect_eq(lev->objects[i].o_id, 1021);
    cr_expect(lev->objects[h].floating);
    nhl_level_free(lev);
}

/* the truth files where stacks form one way or the other */
Test(stackobj, merged_stacks_equal_c)
{
    static const struct {
        const char *file, *level, *script;
        int variant, seed;
    } cases[] = {
        { "minend-2.seed1", "minend", "minend-2", 2, 1 },
        { "minend-2.seed2", "minend", "minend-2", 2, 2 },
        { "minend-2.seed3", "minend", "minend-2", 2, 3 },
        { "Tou-loca.seed1", "Tou-loca", "Tou-loca", 0, 1 },
        { "Tou-loca.seed2", "Tou-loca", "Tou-loca", 0, 2 },
        { "Bar-loca.seed3", "Bar-loca", "Bar-loca", 0, 3 },
    };
    struct stat st;

    if (stat(NH_DAT "/minend-2.lua", &st) != 0)
        cr_assert_fail("NetHack dat/ not installed at " NH_DAT);
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        struct tu_truth t;

        tu_truth_rebuild(&t, cases[k].file, NULL, false);
        cr_expect_str_eq(t.res.variant, cases[k].script, "%s", cases[k].file);
        cr_expect(t.cmp.part[CMP_OBJECTS].match, "%s objects", cases[k].file);
        cr_expect(t.cmp.part[CMP_RNG].match, "%s rng", cases[k].file);
        tu_truth_free(&t);
    }
}
