/* test_compare.c - part-by-part comparison of level documents. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "nhlev.h"

static struct nhl_level_doc load(const char *name)
{
    char path[1024], err[512];
    struct nhl_level_doc d;
    snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR, name);
    cr_assert_eq(nhl_doc_load(path, &d, err, sizeof err), 0, "%s", err);
    return d;
}

Test(compare, identical_documents_match)
{
    struct nhl_level_doc d = load("castle.seed1.json");
    struct nhl_compare_result r;
    nhl_compare_docs(d.root, d.root, &r);
    cr_assert(r.all_match);
    cr_assert_eq(r.nchecked, CMP_NPARTS);
    nhl_doc_free(&d);
}

Test(compare, grid_difference_names_first_cell)
{
    struct nhl_level_doc a = load("soko1.seed1.json"), b = load("soko1.seed1.json");
    cJSON *typ = cJSON_GetObjectItem(b.root, "typGrid");
    cJSON *row = cJSON_GetArrayItem(typ, 4);
    cJSON_ReplaceItemInArray(row, 30, cJSON_CreateNumber(VWALL));
    cJSON_ReplaceItemInArray(row, 31, cJSON_CreateNumber(VWALL));
    struct nhl_compare_result r;
    nhl_compare_docs(a.root, b.root, &r);
    cr_assert_not(r.all_match);
    cr_assert_not(r.part[CMP_TYP].match);
    cr_assert_eq(r.part[CMP_TYP].ndiff, 2);
    cr_assert_eq(r.part[CMP_TYP].x, 30);
    cr_assert_eq(r.part[CMP_TYP].y, 4);
    cr_assert_str_eq(r.part[CMP_TYP].theirs, "1");
    cr_assert(r.part[CMP_LIT].match);
    cr_assert_not(nhl_compare_grids_match(&r));
    char line[512];
    nhl_compare_part_describe(&r, CMP_TYP, line, sizeof line);
    cr_assert(strstr(line, "2 cells differ, first at (30,4)"), "%s", line);
    nhl_doc_free(&a);
    nhl_doc_free(&b);
}

Test(compare, rng_ignores_c_location_and_reports_first_line)
{
    char k[128];
    nhl_compare_rng_key("  rn2(12)=5 @ sp_lev.c:1242 [soko2-1.lua:64]", k, sizeof k);
    cr_assert_str_eq(k, "  rn2(12)=5");
    nhl_compare_rng_key("rnd(2)=2 @ build", k, sizeof k);
    cr_assert_str_eq(k, "rnd(2)=2");

    cJSON *a = cJSON_CreateObject(), *b = cJSON_CreateObject();
    const char *la[] = { "rnd(2)=2 @ mkmaze.c:1124", "rn2(3)=2 @ x.c:1", "rn2(5)=1 @ y.c:2" };
    const char *lb[] = { "rnd(2)=2 @ makemaz", "rn2(3)=2 @ other", "rn2(5)=4 @ y.c:2" };
    cJSON_AddItemToObject(a, "rng", cJSON_CreateStringArray(la, 3));
    cJSON_AddItemToObject(b, "rng", cJSON_CreateStringArray(lb, 3));
    struct nhl_compare_result r;
    nhl_compare_docs(a, b, &r);
    cr_assert(r.part[CMP_RNG].checked);
    cr_assert_not(r.part[CMP_RNG].match);
    cr_assert_eq(r.part[CMP_RNG].index, 2);
    cr_assert_str_eq(r.part[CMP_RNG].ours, "rn2(5)=1 @ y.c:2");
    cr_assert_str_eq(r.part[CMP_RNG].theirs, "rn2(5)=4 @ y.c:2");
    /* parts neither side has are not checked */
    cr_assert_not(r.part[CMP_TYP].checked);
    cJSON_Delete(a);
    cJSON_Delete(b);
}

Test(compare, lists_and_flip)
{
    struct nhl_level_doc a = load("soko1.seed1.json"), b = load("soko1.seed1.json");
    cJSON *objs = cJSON_GetObjectItem(b.root, "objects");
    cJSON *o = cJSON_GetArrayItem(objs, 1);
    cJSON_ReplaceItemInObject(o, "x", cJSON_CreateNumber(3));
    /* a printed-name change alone is no difference */
    cJSON_ReplaceItemInObject(cJSON_GetArrayItem(objs, 2), "className",
                              cJSON_CreateString("whatever"));
    cJSON_ReplaceItemInObject(cJSON_GetObjectItem(b.root, "flip"), "value",
                              cJSON_CreateNumber(0));
    cJSON_DeleteItemFromArray(cJSON_GetObjectItem(b.root, "traps"), 0);
    struct nhl_compare_result r;
    nhl_compare_docs(a.root, b.root, &r);
    cr_assert_eq(r.part[CMP_OBJECTS].ndiff, 1);
    cr_assert_eq(r.part[CMP_OBJECTS].index, 1);
    cr_assert(strstr(r.part[CMP_OBJECTS].theirs, "x=3 "), "%s", r.part[CMP_OBJECTS].theirs);
    cr_assert_not(r.part[CMP_FLIP].match);
    cr_assert_str_eq(r.part[CMP_FLIP].ours, "2");
    cr_assert_not(r.part[CMP_TRAPS].match);
    cr_assert(r.part[CMP_MONSTERS].match);
    cr_assert(nhl_compare_grids_match(&r));
    nhl_doc_free(&a);
    nhl_doc_free(&b);
}

Test(compare, generation_draws_are_told_by_their_c_file)
{
    cr_expect(nhl_compare_rng_is_generation("rnd(2)=1 @ mkobj.c:517 [castle.lua:90]"));
    cr_expect(nhl_compare_rng_is_generation("rn2(5)=3 @ makemon.c:1708 [castle.lua:90]"));
    cr_expect(nhl_compare_rng_is_generation("rn2(7)=0 @ trap.c:120"));
    cr_expect(nhl_compare_rng_is_generation("rnd(4)=4 @ mklev.c:1979 [tut-1.lua:68]"));
    cr_expect(!nhl_compare_rng_is_generation("rn2(5)=0 @ mklev.c:1138"));
    cr_expect(!nhl_compare_rng_is_generation("rn2(3)=0 @ nhlua.c:919 [nhlib.lua:8]"));
    cr_expect(!nhl_compare_rng_is_generation("rn2(2)=1 @ sp_lev.c:2894 [castle.lua:46]"));
    cr_expect(!nhl_compare_rng_is_generation("no at sign"));
}

Test(compare, rng_agreement_is_measured_up_to_the_first_generation_draw)
{
    cJSON *ours = cJSON_Parse("{\"rng\":[\"rn2(3)=0 @ a\",\"rn2(4)=1 @ b\",\"rn2(9)=8 @ c\"]}");
    cJSON *theirs = cJSON_Parse("{\"rng\":[\"rn2(3)=0 @ nhlua.c:1\",\"rn2(4)=1 @ sp_lev.c:2\","
                                "\"rnd(2)=2 @ mkobj.c:517\"]}");
    struct nhl_compare_result r;
    nhl_compare_docs(ours, theirs, &r);
    cr_expect(!r.part[CMP_RNG].match);
    cr_expect_eq(r.rng_gen_start, 2);
    cr_expect(r.rng_ok_until_gen);
    cJSON_Delete(ours);
    /* a difference before generation starts is a real divergence */
    ours = cJSON_Parse("{\"rng\":[\"rn2(3)=1 @ a\",\"rn2(4)=1 @ b\",\"rnd(2)=2 @ c\"]}");
    nhl_compare_docs(ours, theirs, &r);
    cr_expect(!r.rng_ok_until_gen);
    cJSON_Delete(ours);
    cJSON_Delete(theirs);
}
