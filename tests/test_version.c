/* test_version.c - telling which NetHack a dat/ holds (datcheck.c) and the
 * front door's choice of release (nhl_resolve_version). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "nhlev.h"
#include "version.h" /* nh_resolve_version, nh_identify_dat: the module under test */

static void copy_dir(const char *from, const char *to)
{
    char cmd[4096];

    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s' && cp '%s'/*.lua '%s'/", to, to,
             from, to);
    cr_assert_eq(system(cmd), 0);
}

/* A copy of dat/ in a fresh directory (dir: a mkdtemp template, filled
 * in) with one script, castle.lua, changed as a level designer would */
static void copy_edited(const char *from, char *dir)
{
    char path[600];

    cr_assert_not_null(mkdtemp(dir));
    copy_dir(from, dir);
    snprintf(path, sizeof path, "%s/castle.lua", dir);
    FILE *f = fopen(path, "a");
    cr_assert_not_null(f);
    fputs("-- my change\n", f);
    fclose(f);
}

static void remove_dir(const char *dir)
{
    char cmd[600];

    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    cr_expect_eq(system(cmd), 0);
}

Test(version, each_release_is_told_from_its_files)
{
    struct dat_identity id;
    char why[256], line[256];

    cr_assert_eq(nh_identify_dat(TU_NETHACK_DAT, &id, why, sizeof why), 0, "%s", why);
    cr_expect_eq(id.closest, NHV_3_7);
    cr_expect(id.exact);
    cr_expect_eq(id.matching, id.known);
    nh_describe_dat(&id, line, sizeof line);
    cr_expect_str_eq(line, "NetHack 3.7");

    cr_assert_eq(nh_identify_dat(TU_NETHACK50_DAT, &id, why, sizeof why), 0, "%s", why);
    cr_expect_eq(id.closest, NHV_5_0_0);
    cr_expect(id.exact);
    nh_describe_dat(&id, line, sizeof line);
    cr_expect_str_eq(line, "NetHack 5.0.0");

    /* 3.7 at 79c688cc6: 14 of its scripts differ from 5.0.0's, none is
       missing, so it is told from 5.0.0 by content alone */
    cr_assert_eq(nh_identify_dat(TU_NETHACK_79C688C_DAT, &id, why, sizeof why), 0,
                 "%s", why);
    cr_expect_eq(id.closest, NHV_3_7_79C688C);
    cr_expect(id.exact);
    cr_expect_eq(id.matching, id.known);
    nh_describe_dat(&id, line, sizeof line);
    cr_expect_str_eq(line, "NetHack 3.7-79c688c");
}

Test(version, an_edited_79c688c_dat_is_closest_to_79c688c)
{
    char dir[] = "/tmp/nhlev-test-datXXXXXX", why[256], line[256];
    struct dat_identity id;

    /* one of the scripts 79c688cc6 and 5.0.0 share, changed */
    copy_edited(TU_NETHACK_79C688C_DAT, dir);
    cr_assert_eq(nh_identify_dat(dir, &id, why, sizeof why), 0);
    cr_expect_not(id.exact);
    cr_expect_eq(id.closest, NHV_3_7_79C688C);
    nh_describe_dat(&id, line, sizeof line);
    cr_expect(strstr(line, "not NetHack 5.0.0 or 3.7-79c688c or 3.7 or 3.6.7:")
              && strstr(line, "closest 3.7-79c688c"), "%s", line);
    remove_dir(dir);
}

Test(version, an_edited_dat_is_named_with_its_closest_release)
{
    char dir[] = "/tmp/nhlev-test-datXXXXXX", why[256], line[256], path[600];
    struct dat_identity id;

    /* a level designer's change to one script */
    copy_edited(TU_NETHACK50_DAT, dir);
    cr_assert_eq(nh_identify_dat(dir, &id, why, sizeof why), 0);
    cr_expect_not(id.exact);
    cr_expect_eq(id.closest, NHV_5_0_0);
    cr_expect_eq(id.differing, 1);
    cr_expect_str_eq(id.first_diff, "castle.lua");
    nh_describe_dat(&id, line, sizeof line);
    cr_expect(strstr(line, "not NetHack") && strstr(line, "closest 5.0.0")
              && strstr(line, "castle.lua"), "%s", line);

    /* the front door builds it as the closest, and says so */
    char note[320];
    cr_expect_eq(nhl_resolve_version(NHV_AUTO, dir, NULL, note, sizeof note), NHV_5_0_0);
    cr_expect(strstr(note, "closest 5.0.0") != NULL, "%s", note);
    /* --nethack wins, silently */
    cr_expect_eq(nhl_resolve_version(NHV_3_7, dir, NULL, note, sizeof note), NHV_3_7);
    cr_expect_str_eq(note, "");

    /* a 3.7 dat/ with 5.0.0's tower1.lua dropped in is still closest to 3.7 */
    copy_dir(TU_NETHACK_DAT, dir);
    snprintf(path, sizeof path, "cp '%s/tower1.lua' '%s/'", TU_NETHACK50_DAT, dir);
    cr_assert_eq(system(path), 0);
    cr_assert_eq(nh_identify_dat(dir, &id, why, sizeof why), 0);
    cr_expect_eq(id.closest, NHV_3_7);
    cr_expect_not(id.exact);
    remove_dir(dir);
}

Test(version, no_scripts_is_no_dat)
{
    char dir[] = "/tmp/nhlev-test-emptyXXXXXX", why[256], note[320];
    struct dat_identity id;

    cr_assert_not_null(mkdtemp(dir));
    cr_expect_eq(nh_identify_dat(dir, &id, why, sizeof why), -1);
    cr_expect(strstr(why, "no level scripts") != NULL, "%s", why);
    cr_expect_eq(nh_identify_dat("/nonexistent/nhlev", &id, why, sizeof why), -1);
    /* nothing to tell from: the default release, 5.0.0 */
    cr_expect_eq(nhl_resolve_version(NHV_AUTO, dir, NULL, note, sizeof note), NHV_DEFAULT);
    cr_expect_eq(nhl_resolve_version(NHV_AUTO, NULL, NULL, note, sizeof note), NHV_5_0_0);
    rmdir(dir);
}

Test(version, a_build_takes_the_release_of_its_dat)
{
    struct nhl_build_opts o;
    struct nhl_build_result res;

    nhl_build_opts_defaults(&o);
    o.dat_dir = TU_NETHACK_DAT;
    o.level = "soko1";
    cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
    cr_expect_eq(res.lev->nh->v, NHV_3_7);
    cr_expect_str_eq(res.note, "");
    nhl_build_result_free(&res);

    o.dat_dir = TU_NETHACK50_DAT;
    cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
    cr_expect_eq(res.lev->nh->v, NHV_5_0_0);
    nhl_build_result_free(&res);

    o.dat_dir = TU_NETHACK_79C688C_DAT;
    cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
    cr_expect_eq(res.lev->nh->v, NHV_3_7_79C688C);
    cr_expect_str_eq(res.note, "");
    nhl_build_result_free(&res);

    /* asked for explicitly: that release's tables, whatever the dat/ */
    o.ctx.version = NHV_3_7;
    cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
    cr_expect_eq(res.lev->nh->v, NHV_3_7);
    nhl_build_result_free(&res);
}

/* 3.6.7's dat/ holds .des files and a dungeon.def, no Lua: it is told by
 * those, as the Lua releases are by their scripts */
Test(version, release_3_6_7_is_told_from_its_des_files)
{
    struct dat_identity id;
    char why[256], line[256];

    cr_assert_eq(nh_identify_dat(TU_NETHACK367_DAT, &id, why, sizeof why), 0, "%s", why);
    cr_expect_eq(id.closest, NHV_3_6_7);
    cr_expect(id.exact);
    /* 24 .des files and dungeon.def */
    cr_expect_eq(id.known, 25);
    cr_expect_eq(id.matching, 25);
    nh_describe_dat(&id, line, sizeof line);
    cr_expect_str_eq(line, "NetHack 3.6.7");
    cr_expect_eq(nhl_resolve_version(NHV_AUTO, TU_NETHACK367_DAT, NULL, NULL, 0),
                 NHV_3_6_7);
    cr_expect_eq(nhl_version_by_name("3.6.7"), NHV_3_6_7);
    cr_expect_eq(nhl_version_by_name("ed600d9f0"), NHV_3_6_7);
    cr_expect_str_eq(nhl_release_name(NHV_3_6_7), "3.6.7");
    cr_expect_null(nh_release(NHV_3_6_7)->lua);
}

/* 3.6.7 numbers terrain without LAVAWALL, objects and species its own way
 * (C's numbers from its objects.c and monst.c) */
Test(version, release_3_6_7_numbers_as_its_c)
{
    const struct nh_release *r = nh_release(NHV_3_6_7), *v5 = nh_release(NHV_5_0_0);
    bool female = false;

    cr_expect_eq(nh_typ_to_c(r, POOL), 16);
    cr_expect_eq(nh_typ_to_c(r, LAVAWALL), -1);
    cr_expect_eq(nh_typ_to_c(r, IRONBARS), 21);
    cr_expect_eq(nh_typ_to_c(r, ROOM), 24);
    cr_expect_str_eq(r->typ_names[24], "ROOM");
    cr_expect_eq(nh_typ_to_c(v5, ROOM), ROOM);
    /* 3.6's worthless red glass is its otyp 436 (truth-3.6's oracle) */
    cr_expect_eq(nh_otyp_to_c(r, WORTHLESS_RED_GLASS), 436);
    cr_expect_eq(nh_otyp_from_c(r, 436), WORTHLESS_RED_GLASS);
    cr_expect_str_eq(r->objects[ENORMOUS_MEATBALL].oc_name, "huge chunk of meat");
    /* no silver mace in 3.6 */
    cr_expect_eq(nh_otyp_to_c(r, SILVER_MACE), -1);
    /* gray ooze is 3.6's mndx 203; a cavewoman is a species of her own */
    cr_expect_eq(nh_mndx_to_c(r, PM_GRAY_OOZE, false), 203);
    cr_expect_eq(nh_mndx_to_c(r, PM_CAVE_DWELLER, false), 330);
    cr_expect_eq(nh_mndx_to_c(r, PM_CAVE_DWELLER, true), 331);
    cr_expect_eq(nh_mndx_from_c(r, 331, &female), PM_CAVE_DWELLER);
    cr_expect(female);
    cr_expect_eq(nh_mndx_from_c(r, 330, &female), PM_CAVE_DWELLER);
    cr_expect(!female);
    cr_expect_str_eq(r->mons[PM_CAVE_DWELLER].pmnames[2], "cavewoman");
    cr_expect_str_eq(r->mons[PM_DWARF_LEADER].pmnames[0], "dwarf lord");
    /* 3.7's new species are never made in 3.6 */
    cr_expect_eq(nh_mndx_to_c(r, PM_DISPLACER_BEAST, false), -1);
    cr_expect_eq(r->mons[PM_DISPLACER_BEAST].geno & 7, 0);
    /* other releases keep one species per form */
    cr_expect_eq(nh_mndx_to_c(v5, PM_CAVE_DWELLER, true), PM_CAVE_DWELLER);
}
