/* test_stackobj.c - like objects placed on one square become one stack,
 * the newer object staying (C: stackobj calls merged(&new, &old)); unlike
 * ones (curse state, species, not mergeable at all) stay apart. */
#include <criterion/criterion.h>

#include "data_enums.h"
#include "level.h"
#include "stackobj.h"

static int put(struct level *lev, int otyp, char oclass, int x, int y, int id)
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
    struct level *lev = level_new(NULL, NULL);
    int a = put(lev, SCR_BLANK_PAPER, '?', 5, 5, 1020);
    int b = put(lev, SCR_BLANK_PAPER, '?', 5, 5, 1021);

    cr_expect_eq(stackobj(lev, b), b);
    cr_expect_eq(lev->objects[b].quan, 2);
    cr_expect(lev->objects[a].floating);
    /* a third on another square stays alone */
    int c = put(lev, SCR_BLANK_PAPER, '?', 6, 5, 1022);
    cr_expect_eq(stackobj(lev, c), c);
    cr_expect_eq(lev->objects[c].quan, 1);
    cr_expect_not(lev->objects[c].floating);
    level_free(lev);
}

Test(stackobj, unlike_objects_stay_apart)
{
    struct level *lev = level_new(NULL, NULL);
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
    level_free(lev);
}
