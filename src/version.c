/* version.c - the NetHack releases nhlev builds as: one record each, with
 * its commit, its Lua, its tables and its value of every rule (rules.h).
 * The one place that names releases, with the name parsing below. */
#include "version.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "mkobj.h"
#include "tables.h"
#include "wallmode.h"

/* Each release's rules, R(name, value), every rule of NH_RULES once: the
 * enums below make a missing or repeated one a compile error. */
#define RULES_3_7(R) \
    R(finddpos_random_spots, false) \
    R(join_door_after_dig, false) \
    R(demonbane_silver_mace, false) \
    R(grimtooth_permapoisoned, false) \
    R(artifact_gen_spe, false) \
    R(bound_digging_walls_only, false) \
    R(bound_digging_unphaseable, false) \
    R(kelp_in_water, false) \
    R(opt_str_calls_function, false) \
    R(gold_y_third_argument, false) \
    R(object_trap_known_option, false) \
    R(monster_lev_adj_option, false) \
    R(monster_keep_invent_option, false) \
    R(drop_special_objs, false) \
    R(gettrap_once_field, false) \
    R(debug_flags_prevent_pline, false) \
    R(eckey_chronicle_keys, false) \
    R(eckey_alttakeoff, false) \
    R(eckey_toggle, false) \
    R(nh_added_functions, false) \
    R(nh_monster_ranges, false) \
    R(obj_table_tknown, false) \
    R(objects_encountered_field, false) \
    R(objects_material_name, false) \
    R(obj_new_from_table, false) \
    R(selection_match_bounds, false) \
    R(selection_added_methods, false) \
    R(mkclass_difficulty_order, false) \
    R(mkclass_zero_freq_counts_one, false) \
    R(ghostname_murphy, false) \
    R(map_random_y_by_height, false) \
    R(maze_no_boulder_on_pit, false) \
    R(angel_silver_mace, false) \
    R(minotaur_digging_odds, 3) \
    R(mkobj_probs, &mkobjprobs_3_7) \
    R(landmine_victim_pit, false) \
    R(no_trap_in_lava, false) \
    R(covetous_ignore_noteleport, false) \
    R(vampshape_no_wolf_in_water, false) \
    R(find_objtype_by_class, false) \
    R(dragon_hide_rots, false) \
    R(box_trap_obvious, false) \
    R(wishing_one_charge, false) \
    R(shk_scroll_of_charging, false) \
    R(sdoor_resists_air, false) \
    R(sokoban_no_launch, false) \
    R(no_portal_on_raised_bridge, false) \
    R(trap_keeps_raised_bridge, false) \
    R(rockish, &rockish_3_7) \
    R(hero_made_after_first_level, false)

/* 3.6.7 (tag NetHack-3.6.7_Released, ed600d9f0): every rule's commit is on
 * the NetHack-3.7 line after 3.7's snapshot of 79c889502, which the 3.6
 * branch never merged, so each rule has 3.7's value. Where 3.6's own code
 * differs from 3.7's (sp_lev.c's opcodes, mklev.c's 3.6 order of draws),
 * new rules come with the 3.6 build path (issue 26). */
#define RULES_3_6_7(R) \
    R(finddpos_random_spots, false) \
    R(join_door_after_dig, false) \
    R(demonbane_silver_mace, false) \
    R(grimtooth_permapoisoned, false) \
    R(artifact_gen_spe, false) \
    R(bound_digging_walls_only, false) \
    R(bound_digging_unphaseable, false) \
    R(kelp_in_water, false) \
    R(opt_str_calls_function, false) \
    R(gold_y_third_argument, false) \
    R(object_trap_known_option, false) \
    R(monster_lev_adj_option, false) \
    R(monster_keep_invent_option, false) \
    R(drop_special_objs, false) \
    R(gettrap_once_field, false) \
    R(debug_flags_prevent_pline, false) \
    R(eckey_chronicle_keys, false) \
    R(eckey_alttakeoff, false) \
    R(eckey_toggle, false) \
    R(nh_added_functions, false) \
    R(nh_monster_ranges, false) \
    R(obj_table_tknown, false) \
    R(objects_encountered_field, false) \
    R(objects_material_name, false) \
    R(obj_new_from_table, false) \
    R(selection_match_bounds, false) \
    R(selection_added_methods, false) \
    R(mkclass_difficulty_order, false) \
    R(mkclass_zero_freq_counts_one, false) \
    R(ghostname_murphy, false) \
    R(map_random_y_by_height, false) \
    R(maze_no_boulder_on_pit, false) \
    R(angel_silver_mace, false) \
    R(minotaur_digging_odds, 3) \
    R(mkobj_probs, &mkobjprobs_3_7) \
    R(landmine_victim_pit, false) \
    R(no_trap_in_lava, false) \
    R(covetous_ignore_noteleport, false) \
    R(vampshape_no_wolf_in_water, false) \
    R(find_objtype_by_class, false) \
    R(dragon_hide_rots, false) \
    R(box_trap_obvious, false) \
    R(wishing_one_charge, false) \
    R(shk_scroll_of_charging, false) \
    R(sdoor_resists_air, false) \
    R(sokoban_no_launch, false) \
    R(no_portal_on_raised_bridge, false) \
    R(trap_keeps_raised_bridge, false) \
    R(rockish, &rockish_3_7) \
    R(hero_made_after_first_level, false)

/* 3.7 at 79c688cc6: each rule as C was there, by whether the rule's
 * commit is an ancestor of 79c688cc6 (git merge-base --is-ancestor) */
#define RULES_3_7_79C688C(R) \
    R(finddpos_random_spots, true) \
    R(join_door_after_dig, true) \
    R(demonbane_silver_mace, true) \
    R(grimtooth_permapoisoned, true) \
    R(artifact_gen_spe, true) \
    R(bound_digging_walls_only, true) \
    R(bound_digging_unphaseable, false) \
    R(kelp_in_water, true) \
    R(opt_str_calls_function, true) \
    R(gold_y_third_argument, true) \
    R(object_trap_known_option, true) \
    R(monster_lev_adj_option, false) \
    R(monster_keep_invent_option, true) \
    R(drop_special_objs, true) \
    R(gettrap_once_field, true) \
    R(debug_flags_prevent_pline, true) \
    R(eckey_chronicle_keys, false) \
    R(eckey_alttakeoff, true) \
    R(eckey_toggle, false) \
    R(nh_added_functions, true) \
    R(nh_monster_ranges, true) \
    R(obj_table_tknown, true) \
    R(objects_encountered_field, true) \
    R(objects_material_name, true) \
    R(obj_new_from_table, true) \
    R(selection_match_bounds, true) \
    R(selection_added_methods, true) \
    R(mkclass_difficulty_order, true) \
    R(mkclass_zero_freq_counts_one, true) \
    R(ghostname_murphy, true) \
    R(map_random_y_by_height, true) \
    R(maze_no_boulder_on_pit, true) \
    R(angel_silver_mace, true) \
    R(minotaur_digging_odds, 3) \
    R(mkobj_probs, &mkobjprobs_3_7) \
    R(landmine_victim_pit, true) \
    R(no_trap_in_lava, true) \
    R(covetous_ignore_noteleport, false) \
    R(vampshape_no_wolf_in_water, true) \
    R(find_objtype_by_class, true) \
    R(dragon_hide_rots, true) \
    R(box_trap_obvious, true) \
    R(wishing_one_charge, true) \
    R(shk_scroll_of_charging, true) \
    R(sdoor_resists_air, true) \
    R(sokoban_no_launch, false) \
    R(no_portal_on_raised_bridge, true) \
    R(trap_keeps_raised_bridge, true) \
    R(rockish, &rockish_5_0_0) \
    R(hero_made_after_first_level, true)

#define RULES_5_0_0(R) \
    R(finddpos_random_spots, true) \
    R(join_door_after_dig, true) \
    R(demonbane_silver_mace, true) \
    R(grimtooth_permapoisoned, true) \
    R(artifact_gen_spe, true) \
    R(bound_digging_walls_only, true) \
    R(bound_digging_unphaseable, true) \
    R(kelp_in_water, true) \
    R(opt_str_calls_function, true) \
    R(gold_y_third_argument, true) \
    R(object_trap_known_option, true) \
    R(monster_lev_adj_option, true) \
    R(monster_keep_invent_option, true) \
    R(drop_special_objs, true) \
    R(gettrap_once_field, true) \
    R(debug_flags_prevent_pline, true) \
    R(eckey_chronicle_keys, true) \
    R(eckey_alttakeoff, true) \
    R(eckey_toggle, true) \
    R(nh_added_functions, true) \
    R(nh_monster_ranges, true) \
    R(obj_table_tknown, true) \
    R(objects_encountered_field, true) \
    R(objects_material_name, true) \
    R(obj_new_from_table, true) \
    R(selection_match_bounds, true) \
    R(selection_added_methods, true) \
    R(mkclass_difficulty_order, true) \
    R(mkclass_zero_freq_counts_one, true) \
    R(ghostname_murphy, true) \
    R(map_random_y_by_height, true) \
    R(maze_no_boulder_on_pit, true) \
    R(angel_silver_mace, true) \
    R(minotaur_digging_odds, 8) \
    R(mkobj_probs, &mkobjprobs_5_0_0) \
    R(landmine_victim_pit, true) \
    R(no_trap_in_lava, true) \
    R(covetous_ignore_noteleport, true) \
    R(vampshape_no_wolf_in_water, true) \
    R(find_objtype_by_class, true) \
    R(dragon_hide_rots, true) \
    R(box_trap_obvious, true) \
    R(wishing_one_charge, true) \
    R(shk_scroll_of_charging, true) \
    R(sdoor_resists_air, true) \
    R(sokoban_no_launch, true) \
    R(no_portal_on_raised_bridge, true) \
    R(trap_keeps_raised_bridge, true) \
    R(rockish, &rockish_5_0_0) \
    R(hero_made_after_first_level, true)

#define RULE_VALUE(name, value) .name = value,
#define RULE_GIVEN_3_6_7(name, value) given_3_6_7_##name,
#define RULE_GIVEN_3_7(name, value) given_3_7_##name,
#define RULE_GIVEN_3_7_79C688C(name, value) given_3_7_79c688c_##name,
#define RULE_GIVEN_5_0_0(name, value) given_5_0_0_##name,
enum { RULES_3_6_7(RULE_GIVEN_3_6_7) };
enum { RULES_3_7(RULE_GIVEN_3_7) };
enum { RULES_3_7_79C688C(RULE_GIVEN_3_7_79C688C) };
enum { RULES_5_0_0(RULE_GIVEN_5_0_0) };
#define RULE_NEEDED(name, type, kind, routine, commit, what) \
    _Static_assert(given_3_7_##name >= 0 && given_3_7_79c688c_##name >= 0 \
                       && given_5_0_0_##name >= 0 && given_3_6_7_##name >= 0, \
                   #name " has a value in every release");
NH_RULES(RULE_NEEDED)
#undef RULE_NEEDED

/* Terrain numbers. 3.7 and 5.0.0 number terrain as the engine does
 * (rm.h); 3.6.7's rm.h has no LAVAWALL, so its numbers from IRONBARS on
 * are one lower (include/rm.h at NetHack-3.6.7_Released). */
static const signed char typ_c_same[MAX_TYPE] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36,
};
static const signed char typ_c_3_6_7[MAX_TYPE] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    20, -1 /* LAVAWALL */, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32,
    33, 34, 35,
};
static const char *const typ_names_same[MAX_TYPE + 1] = {
    "STONE", "VWALL", "HWALL", "TLCORNER", "TRCORNER", "BLCORNER", "BRCORNER",
    "CROSSWALL", "TUWALL", "TDWALL", "TLWALL", "TRWALL", "DBWALL", "TREE",
    "SDOOR", "SCORR", "POOL", "MOAT", "WATER", "DRAWBRIDGE_UP", "LAVAPOOL",
    "LAVAWALL", "IRONBARS", "DOOR", "CORR", "ROOM", "STAIRS", "LADDER",
    "FOUNTAIN", "THRONE", "SINK", "GRAVE", "ALTAR", "ICE", "DRAWBRIDGE_DOWN",
    "AIR", "CLOUD", NULL,
};
static const char *const typ_names_3_6_7[MAX_TYPE] = {
    "STONE", "VWALL", "HWALL", "TLCORNER", "TRCORNER", "BLCORNER", "BRCORNER",
    "CROSSWALL", "TUWALL", "TDWALL", "TLWALL", "TRWALL", "DBWALL", "TREE",
    "SDOOR", "SCORR", "POOL", "MOAT", "WATER", "DRAWBRIDGE_UP", "LAVAPOOL",
    "IRONBARS", "DOOR", "CORR", "ROOM", "STAIRS", "LADDER", "FOUNTAIN",
    "THRONE", "SINK", "GRAVE", "ALTAR", "ICE", "DRAWBRIDGE_DOWN", "AIR",
    "CLOUD", NULL,
};

static const struct nh_release releases[NHV_COUNT] = {
    { NHV_3_7, "3.7", "79c889502c677b7a7fc74048f1c43901690bec05",
      "2024-10-24", "5.4.6",
      objects_3_7, mons_3_7, otyp_c_3_7, mndx_c_3_7, mndx_c_female_3_7,
      typ_c_same, typ_names_same, MAX_TYPE, datfiles_3_7, &num_datfiles_3_7,
      { RULES_3_7(RULE_VALUE) } },
    { NHV_3_7_79C688C, "3.7-79c688c", "79c688cc6bc485cb070a6a36a63cd0bed5e122b5",
      "2026-02-06", "5.4.8", objects_3_7_79c688c, mons_3_7_79c688c, otyp_c_3_7_79c688c,
      mndx_c_3_7_79c688c, mndx_c_female_3_7_79c688c, typ_c_same,
      typ_names_same, MAX_TYPE, datfiles_3_7_79c688c, &num_datfiles_3_7_79c688c,
      { RULES_3_7_79C688C(RULE_VALUE) } },
    { NHV_5_0_0, "5.0.0", "6b92be3656a11a46abd0f15108e8d96d3d9ebb95",
      "2026-05-02", "5.4.8",
      objects_5_0_0, mons_5_0_0, otyp_c_5_0_0, mndx_c_5_0_0, mndx_c_female_5_0_0,
      typ_c_same, typ_names_same, MAX_TYPE, datfiles_5_0_0,
      &num_datfiles_5_0_0, { RULES_5_0_0(RULE_VALUE) } },
    { NHV_3_6_7, "3.6.7", "ed600d9f0f3c37677418f0150f59363ca641f3dc",
      "2023-02-15", NULL,
      objects_3_6_7, mons_3_6_7, otyp_c_3_6_7, mndx_c_3_6_7, mndx_c_female_3_6_7,
      typ_c_3_6_7, typ_names_3_6_7, MAX_TYPE, datfiles_3_6_7,
      &num_datfiles_3_6_7, { RULES_3_6_7(RULE_VALUE) } },
};

enum nhl_version nh_undated_document_release(void)
{
    return NHV_3_7;
}

const struct nh_release *nh_release(enum nhl_version v)
{
    if ((int) v < 0 || v >= NHV_COUNT)
        v = NHV_DEFAULT;
    return &releases[v];
}

int nh_version_by_commit(const char *commit)
{
    size_t n = commit ? strlen(commit) : 0;

    if (n < 7)
        return -1;
    for (int v = 0; v < NHV_COUNT; v++)
        if (strncasecmp(releases[v].commit, commit, n) == 0)
            return v;
    return -1;
}

int nhl_version_by_name(const char *name)
{
    static const struct { const char *name; enum nhl_version v; } names[] = {
        { "5.0.0", NHV_5_0_0 }, { "5.0", NHV_5_0_0 }, { "5", NHV_5_0_0 },
        { "3.7", NHV_3_7 }, { "3.7.0", NHV_3_7 },
        { "3.7-79c688c", NHV_3_7_79C688C }, { "3.7.0-79c688c", NHV_3_7_79C688C },
        { "3.6.7", NHV_3_6_7 }, { "3.6", NHV_3_6_7 },
    };
    if (!name)
        return -1;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(names[i].name, name) == 0)
            return names[i].v;
    for (const char *p = name; *p; p++)
        if (!isxdigit((unsigned char) *p))
            return -1;
    return nh_version_by_commit(name);
}

void nh_releases_newest_first(enum nhl_version out[NHV_COUNT])
{
    for (int i = 0; i < NHV_COUNT; i++) {
        int j = i;

        /* insertion by date, newest first (ISO dates sort as text) */
        while (j > 0 && strcmp(releases[out[j - 1]].date, releases[i].date) < 0) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = (enum nhl_version) i;
    }
}

int nh_otyp_from_c(const struct nh_release *r, int c_otyp)
{
    /* the map is one-to-one but not increasing in every release (3.6.7's
       lance, mattock and helmet sit elsewhere in their class) */
    if (c_otyp < 0)
        return -1;
    for (int i = 0; i < NUM_OTYPES; i++)
        if (r->otyp_c[i] == c_otyp)
            return i;
    return -1;
}

int nh_mndx_from_c(const struct nh_release *r, int c_mndx, bool *female)
{
    if (female)
        *female = false;
    if (c_mndx < 0)
        return -1;
    for (int i = 0; i < NUMMONS_ENUM; i++)
        if (r->mndx_c[i] == c_mndx)
            return i;
    for (int i = 0; i < NUMMONS_ENUM; i++)
        if (r->mndx_c_female[i] == c_mndx) {
            if (female)
                *female = true;
            return i;
        }
    return -1;
}

const char *nhl_release_name(enum nhl_version v)
{
    return nh_release(v)->name;
}

const char *nhl_release_date(enum nhl_version v)
{
    return nh_release(v)->date;
}

const char *nhl_release_commit(enum nhl_version v)
{
    return nh_release(v)->commit;
}
