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

#include "build.h"
#include "compare.h"
#include "doc.h"
#include "testutil.h"

#define NH_DAT "/opt/nethack-3.7/dat"

static void expect_equal(const char *file)
{
    char path[512], level[64];
    snprintf(path, sizeof path, "%s/truth/%s.json", NHLEV_SHARED_DIR, file);
    char *text = tu_slurp(path);
    cr_assert_not_null(text, "%s", path);
    cJSON *theirs = cJSON_Parse(text);
    free(text);
    cr_assert_not_null(theirs, "%s", path);

    const cJSON *lv = cJSON_GetObjectItemCaseSensitive(theirs, "level");
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(theirs, "seed");
    const cJSON *fv = cJSON_GetObjectItemCaseSensitive(theirs, "forced_variant");
    cr_assert(cJSON_IsString(lv) && cJSON_IsNumber(seed), "%s", file);
    snprintf(level, sizeof level, "%s", lv->valuestring);

    struct build_opts o;
    struct build_result res;
    build_opts_defaults(&o);
    o.dat_dir = NH_DAT;
    o.level = level;
    o.seed = (uint64_t) seed->valuedouble;
    o.log_rng = true;
    if (cJSON_IsNumber(fv))
        o.force_variant = (int) fv->valuedouble;
    doc_context_from_json(theirs, &o.ctx);
    cr_assert_eq(nhl_build(&o, &res), 0, "%s: %s", file, res.errmsg);
    struct doc_meta meta = { .level = level, .variant = res.variant, .seed = o.seed,
                             .rng = res.rng, .gen_time_us = -1 };
    cJSON *ours = doc_from_level(res.lev, &meta);
    struct compare_result r;
    compare_docs(ours, theirs, &r);
    for (int p = 0; p < CMP_NPARTS; p++)
        cr_expect(r.part[p].match, "%s: %s differs", file, compare_part_name(p));
    cJSON_Delete(ours);
    cJSON_Delete(theirs);
    build_result_free(&res);
}

static void need_dat(void)
{
    struct stat st;
    if (stat(NH_DAT "/dungeon.lua", &st) != 0)
        cr_skip_test("NetHack dat/ not installed at " NH_DAT);
}

Test(truth_levels, planes)
{
    need_dat();
    expect_equal("water.seed1");
    expect_equal("water.seed3");
    expect_equal("air.seed2");
    expect_equal("astral.seed1");
}

Test(truth_levels, tutorial_and_wizard_tower)
{
    need_dat();
    expect_equal("tut-1.seed2");
    expect_equal("wizard3.seed1");
    expect_equal("fakewiz1.seed1");
    expect_equal("minetn-5.seed2");
    expect_equal("Mon-strt.seed1");
    expect_equal("Tou-goal.seed2");
}

Test(truth_levels, stacks_medusa_and_texts)
{
    need_dat();
    expect_equal("Bar-loca.seed3");
    expect_equal("medusa.seed2");
    expect_equal("valley.seed1");
    expect_equal("castle.seed1");
}
