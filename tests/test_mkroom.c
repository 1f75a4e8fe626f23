/* test_mkroom.c - special rooms as C fills them: the shop tables and the
 * item a shop square gets (shknam.c), with their draws. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data_enums.h"
#include "level.h"
#include "objdata.h"
#include "rng.h"
#include "shknam.h"

static struct rng g_rng;
static struct level *lev;

static void setup(void)
{
    rng_init(&g_rng, 7);
    rng_set_logging(&g_rng, true);
    lev = level_new(&g_rng, NULL);
    cr_assert_not_null(lev);
}

static void teardown(void)
{
    level_free(lev);
    rng_free(&g_rng);
}

TestSuite(mkroom, .init = setup, .fini = teardown);

Test(mkroom, shop_tables_add_up)
{
    int shop_prob = 0;

    /* one type per shop room type, general store first, lighting last */
    cr_assert_eq(NSHTYPES, CANDLESHOP - SHOPBASE + 1);
    for (int i = 0; i < NSHTYPES; i++) {
        int item_prob = 0, names = 0;

        shop_prob += shtypes[i].prob;
        for (int j = 0; j < 9; j++)
            item_prob += shtypes[i].iprobs[j].iprob;
        cr_expect_eq(item_prob, 100, "%s", shtypes[i].name);
        for (const char *const *n = shtypes[i].shknms; *n; n++)
            names++;
        cr_expect_gt(names, 20, "%s", shtypes[i].name);
    }
    cr_expect_eq(shop_prob, 100);
    cr_expect_eq(shtypes[CANDLESHOP - SHOPBASE].prob, 0);
    cr_expect_str_eq(shtypes[WEAPONSHOP - SHOPBASE].name,
                     "antique weapons outlet");
}

Test(mkroom, shop_item_odds_and_draws)
{
    int food = 0, ice = 0, n = 20000;

    /* the delicatessen: food 83, juice 5, booze 4, water 5, ice box 3 */
    for (int i = 0; i < n; i++) {
        int t = get_shop_item(lev, FOODSHOP - SHOPBASE);

        food += t == FOOD_CLASS;
        ice += t == -ICE_BOX;
    }
    cr_expect_gt(food, n * 80 / 100);
    cr_expect_lt(food, n * 86 / 100);
    cr_expect_gt(ice, n * 2 / 100);
    cr_expect_lt(ice, n * 4 / 100);
    /* one rnd(100) each */
    cr_expect_eq(g_rng.nlog, (size_t) n);
    struct rng_line ln;

    cr_assert(rng_parse_line(g_rng.log[0], &ln));
    cr_expect_str_eq(ln.func, "rnd");
    cr_expect_eq(ln.arg1, 100);
    /* the lighting store sells only named things */
    for (int i = 0; i < 200; i++)
        cr_expect_lt(get_shop_item(lev, CANDLESHOP - SHOPBASE), 0);
}
