/* rules.h - the behaviours C's code changed between NetHack releases, by
 * name.
 *
 * Engine code never asks which release it builds as; it asks a rule,
 * `lev->nh->rules.NAME`, named for what the level does. Each release's
 * record (version.c) gives every rule a value. A rule is a yes/no, a small
 * number (a 1-in-N chance) or a table C chose differently.
 *
 * NH_RULES is the one list of them: name, C type, kind, the C routine it
 * mirrors, the NetHack commit where C changed it, and a line saying what
 * it does. It makes struct nh_rules' fields, the check that every
 * release's record gives each rule a value (version.c), the metadata below
 * (tests/test_rules.c, and doc/versions.md through tools/list_rules.c).
 * Adding a rule: a line here, its value in each release of version.c, the
 * engine code asking it, and a witness in tests/test_rules.c. */
#ifndef NHLEV_RULES_H
#define NHLEV_RULES_H

#include <stdbool.h>
#include <stddef.h>

/* A table a rule chooses: its name for the documentation and its rows,
 * whose type the code asking the rule knows. */
struct nh_rule_table {
    const char *name;
    const void *rows;
};

enum nh_rule_kind { NH_RULE_BOOL, NH_RULE_INT, NH_RULE_TABLE };

typedef const struct nh_rule_table *nh_table_rule;

/* X(name, C type, kind, C routine, commit, what it does when set) */
#define NH_RULES(X) \
    X(finddpos_random_spots, bool, NH_RULE_BOOL, "mklev.c finddpos", \
      "b2c071bc6", \
      "a door spot is tried at twenty random places first, shifted along an irregular room's wall, with no fallback to an existing door") \
    X(join_door_after_dig, bool, NH_RULE_BOOL, "mklev.c join", \
      "b2c071bc6", \
      "the near door is made after the corridor is dug, and only when a spot was dug (else before the digging)") \
    X(demonbane_silver_mace, bool, NH_RULE_BOOL, "artilist.h Demonbane", \
      "67d58202a", "Demonbane is a silver mace (else a long sword)") \
    X(grimtooth_permapoisoned, bool, NH_RULE_BOOL, "artifact.c permapoisoned", \
      "8f7258dc3", "Grimtooth is always poisoned") \
    X(artifact_gen_spe, bool, NH_RULE_BOOL, "artifact.c mk_artifact", \
      "d87cadaf7", \
      "a made artifact adds its gen_spe to the enchantment when the sum stays within -10..9") \
    X(bound_digging_walls_only, bool, NH_RULE_BOOL, \
      "mkmaze.c bound_digging", "f46cd2732", \
      "only stone and walls are made undiggable") \
    X(bound_digging_unphaseable, bool, NH_RULE_BOOL, \
      "mkmaze.c bound_digging", "b2a80ab87", \
      "one step past the edge, stone and walls are unphaseable too") \
    X(kelp_in_water, bool, NH_RULE_BOOL, "mklev.c water_has_kelp", \
      "04e651ca3", \
      "WATER grows kelp as a pool does (not on the Plane of Water)") \
    X(opt_str_calls_function, bool, NH_RULE_BOOL, \
      "nhlua.c get_table_str_opt", "7c4365458", \
      "a function given for an optional string is called for it; a number is refused") \
    X(gold_y_third_argument, bool, NH_RULE_BOOL, "sp_lev.c lspo_gold", \
      "56c104848", \
      "des.gold(amount, x, y) reads y from the third argument (else the second again)") \
    X(object_trap_known_option, bool, NH_RULE_BOOL, "sp_lev.c lspo_object", \
      "87694e1a9", "des.object reads trap_known") \
    X(monster_lev_adj_option, bool, NH_RULE_BOOL, "sp_lev.c lspo_monster", \
      "c0f5d2dd9", "des.monster reads m_lev_adj") \
    X(monster_keep_invent_option, bool, NH_RULE_BOOL, \
      "sp_lev.c lspo_monster", "2d4f9893a", \
      "des.monster reads keep_default_invent") \
    X(drop_special_objs, bool, NH_RULE_BOOL, "sp_lev.c create_monster", \
      "2d4f9893a", \
      "a monster given an inventory first drops the Amulet, invocation items and quest artifact (mdrop_special_objs)") \
    X(gettrap_once_field, bool, NH_RULE_BOOL, "nhlua.c nhl_gettrap", \
      "a185c270b", "nh.gettrap's table has the trap's once field") \
    X(debug_flags_prevent_pline, bool, NH_RULE_BOOL, \
      "nhlua.c nhl_debug_flags", "060c3de8e", \
      "nh.debug_flags reads prevent_pline") \
    X(eckey_chronicle_keys, bool, NH_RULE_BOOL, "cmd.c extcmdlist", \
      "8e4c7f9fb", \
      "nh.eckey: #chronicle is on v and #versionshort on V (else #history V, #versionshort v)") \
    X(eckey_alttakeoff, bool, NH_RULE_BOOL, "cmd.c extcmdlist", \
      "966145a61", "nh.eckey knows the extended command #alttakeoff") \
    X(eckey_toggle, bool, NH_RULE_BOOL, "cmd.c extcmdlist", "63a78edcf", \
      "nh.eckey knows the extended command #toggle") \
    X(nh_added_functions, bool, NH_RULE_BOOL, "nhlua.c nhl_functions", \
      "4b15085bb 47e6edc66 92a8d1dab e9f57281f", "the nh functions added after 3.7 are there") \
    X(nh_monster_ranges, bool, NH_RULE_BOOL, "nhlua.c nhl_consts", \
      "92a8d1dab", \
      "nh has NUMMONS, LOW_PM, HIGH_PM and the object ranges, in the release's numbering") \
    X(obj_table_tknown, bool, NH_RULE_BOOL, "nhlobj.c l_obj_to_table", \
      "87694e1a9", "obj:totable() has tknown") \
    X(objects_encountered_field, bool, NH_RULE_BOOL, \
      "nhlobj.c l_obj_objects_to_table", "8c29b2001", \
      "obj.class() says encountered (else pre_discovered)") \
    X(objects_material_name, bool, NH_RULE_BOOL, \
      "nhlobj.c l_obj_objects_to_table", "f228a790b", \
      "obj.class()'s material is its name (decl.c materialnm), else its number") \
    X(obj_new_from_table, bool, NH_RULE_BOOL, "nhlobj.c l_obj_new", \
      "11bed1f55", "obj.new takes a table as des.object does") \
    X(selection_match_bounds, bool, NH_RULE_BOOL, \
      "nhlsel.c l_selection_match", "deec8317c", \
      "selection.match's result has its bounds made right at once") \
    X(selection_added_methods, bool, NH_RULE_BOOL, \
      "nhlsel.c l_selection_register", "f73d9ee70", \
      "the selection methods added after 3.7 are there") \
    X(mkclass_difficulty_order, bool, NH_RULE_BOOL, \
      "makemon.c mkclass, init_mongen_order", "027bf78f2", \
      "mkclass walks a class sorted by difficulty (else in mons[] order)") \
    X(mkclass_zero_freq_counts_one, bool, NH_RULE_BOOL, "makemon.c mkclass", \
      "ce7b7710d", \
      "mkclass counts each species of a class whose species all have frequency 0 as 1") \
    X(ghostname_murphy, bool, NH_RULE_BOOL, "do_name.c rndghostname", \
      "4e42ae27b", "\"Murphy\" is one of the random ghost names") \
    X(map_random_y_by_height, bool, NH_RULE_BOOL, "sp_lev.c lspo_map", \
      "50d80b518", \
      "a themed room's map placed at a random spot outside any room draws its row by the map's height (else by its width)") \
    X(maze_no_boulder_on_pit, bool, NH_RULE_BOOL, \
      "sp_lev.c fill_empty_maze", "454978fad", \
      "no boulder is put over a pit or hole") \
    X(angel_silver_mace, bool, NH_RULE_BOOL, "makemon.c m_initweap", \
      "2d6f0d74f", \
      "a humanoid angel's weapon is a long sword 2 in 3, else a silver mace, and an artifact name follows the weapon (else long sword 3 in 5, else a mace, the name drawn apart)") \
    X(minotaur_digging_odds, int, NH_RULE_INT, "makemon.c m_initinv", \
      "7fdaf9236", "a minotaur carries a wand of digging 1 in this many") \
    X(mkobj_probs, nh_table_rule, NH_RULE_TABLE, "mkobj.c mkobjprobs", \
      "26fd5e7d7", "the object class odds of a random object") \
    X(landmine_victim_pit, bool, NH_RULE_BOOL, "mklev.c mktrap", \
      "b857899af", \
      "a land mine with a dead victim has gone off: an uncovered pit") \
    X(no_trap_in_lava, bool, NH_RULE_BOOL, "mklev.c mktrap", \
      "b857899af", "mktrap makes no trap in lava (as none in water)") \
    X(covetous_ignore_noteleport, bool, NH_RULE_BOOL, \
      "teleport.c noteleport_level", "07fc4904c", \
      "covetous monsters teleport on a no-teleport level") \
    X(vampshape_no_wolf_in_water, bool, NH_RULE_BOOL, \
      "mon.c pickvampshape", "5fe746a0d", \
      "a vampire leader on water or lava does not become a wolf") \
    X(find_objtype_by_class, bool, NH_RULE_BOOL, "sp_lev.c find_objtype", \
      "11bed1f55", "an object's class narrows the lookup of its name") \
    X(dragon_hide_rots, bool, NH_RULE_BOOL, "mkobj.c is_rottable", \
      "f2a958e7e", "dragon hide can rot") \
    X(box_trap_obvious, bool, NH_RULE_BOOL, "mkobj.c mksobj_init", \
      "87694e1a9", "a trapped box's trap is known 1 time in 100") \
    X(wishing_one_charge, bool, NH_RULE_BOOL, "mkobj.c mksobj_init", \
      "615edb1c7", "a wand of wishing has one charge, drawn from nothing") \
    X(shk_scroll_of_charging, bool, NH_RULE_BOOL, "shknam.c shkinit", \
      "10a5e6747", \
      "tool and wand shopkeepers carry a scroll of charging, ring shopkeepers half the time, general stores' 4 in 5") \
    X(sdoor_resists_air, bool, NH_RULE_BOOL, "mkmaze.c set_levltyp", \
      "e26a49608", \
      "a secret door asked to become air stays a secret door (a garden theme room)") \
    X(sokoban_no_launch, bool, NH_RULE_BOOL, \
      "trap.c find_random_launch_coord", "acfbd6d0e", \
      "a rolling boulder trap finds no launch spot under Sokoban's rules") \
    X(no_portal_on_raised_bridge, bool, NH_RULE_BOOL, "trap.c maketrap", \
      "9c0e47785", "no magic portal is made on a raised drawbridge") \
    X(trap_keeps_raised_bridge, bool, NH_RULE_BOOL, "trap.c maketrap", \
      "9c0e47785", \
      "a hole or trap door made on a raised drawbridge keeps the bridge, with floor under it instead of water, lava or ice") \
    X(rockish, nh_table_rule, NH_RULE_TABLE, "display.c check_pos", \
      "36d8998ed", "what a wall's display mode counts as rock around it (trees or not)") \
    X(hero_made_after_first_level, bool, NH_RULE_BOOL, "allmain.c newgame", \
      "e428046ff", \
      "a new game makes the hero's inventory and attributes after dlvl 1 (u_init_misc before it draws only for hit points, energy and handedness), so a game's start is replayed (else u_init's inventory draws come first)")

struct nh_rules {
#define NH_RULE_FIELD(name, type, kind, routine, commit, what) type name;
    NH_RULES(NH_RULE_FIELD)
#undef NH_RULE_FIELD
};

/* One rule's description, made from NH_RULES. */
struct nh_rule_info {
    const char *name;
    enum nh_rule_kind kind;
    const char *routine, *commit, *what;
    size_t offset;             /* in struct nh_rules */
};

extern const struct nh_rule_info nh_rule_info[];
extern const int nh_rule_count;

/* the rule's value in r, as text: "yes", "no", a number, a table's name */
void nh_rule_format(const struct nh_rules *r, int i, char *buf, size_t len);
/* the rule has the same value in a and b */
bool nh_rule_equal(const struct nh_rules *a, const struct nh_rules *b, int i);
/* dst takes src's value of the rule (the tests flip one rule at a time) */
void nh_rule_copy(struct nh_rules *dst, const struct nh_rules *src, int i);

#endif
