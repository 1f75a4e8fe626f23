/* test_altar.c - a "noncoaligned" altar draws as C's Align2amask macro does:
 * noncoalignment() is evaluated once per test inside the macro, so two or
 * three rn2(2) draws, and the mask comes from the last one. */
#include <criterion/criterion.h>
#include <string.h>

#include "nhlev.h"
#include "rng.h" /* d, rn2: the draws, private to the engine */

#define FIX NHLEV_TEST_DIR "/fixtures/altar/"

/* noncoalignment for a neutral hero: k ? -1 : 1 */
static int nonco_neutral(int k) { return k ? -1 : 1; }

Test(altar, noncoaligned_mask_follows_the_macro_draws)
{
    int seen2 = 0, seen3 = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        struct nhl_build_opts o;
        struct nhl_build_result res;
        nhl_build_opts_defaults(&o);
        o.level = FIX "noncoaligned.lua";
        o.seed = seed;
        o.log_rng = true;
        cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
        int draws[4], n = 0;
        for (size_t i = 0; i < res.rng->nlog; i++) {
            const char *l = res.rng->log[i];
            if (strstr(l, "@ noncoalignment") && n < 4)
                draws[n++] = l[strlen("rn2(2)=")] - '0';
        }
        cr_assert(n == 2 || n == 3, "seed %lu: %d draws", (unsigned long) seed, n);
        int ax = -1, ay = -1;
        for (int x = 0; x < COLNO; x++)
            for (int y = 0; y < ROWNO; y++)
                if (res.lev->at[x][y].typ == ALTAR) {
                    ax = x;
                    ay = y;
                }
        cr_assert(ax >= 0, "no altar");
        int mask = res.lev->at[ax][ay].flags & 0x07;
        if (n == 2) {
            /* second evaluation lawful: AM_LAWFUL */
            cr_expect_eq(nonco_neutral(draws[1]), 1);
            cr_expect_eq(mask, AM_LAWFUL);
            seen2++;
        } else {
            cr_expect_eq(nonco_neutral(draws[1]), -1);
            cr_expect_eq(mask, nonco_neutral(draws[2]) + 2);
            seen3++;
        }
        nhl_build_result_free(&res);
    }
    cr_expect(seen2 > 0 && seen3 > 0, "both paths: %d %d", seen2, seen3);
}
