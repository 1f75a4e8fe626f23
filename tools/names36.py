#!/usr/bin/env python3
"""Name NetHack 3.6's objects and monsters as the engine does.

tools/dump_tables36.c writes 3.6's rows with the names 3.6's makedefs gives
them (onames.h, pm.h). The engine numbers things by the union of the
releases' lists (tools/gen_data.py), under 3.7's and 5.0.0's names, so this
renames 3.6's rows to those, in place:
  - objects 3.7 renamed, and those makedefs leaves unnamed (the random
    scroll labels, the extra wand descriptions, the worthless glass),
    named as 3.7's objects.h names them;
  - skills numbered as 3.7's (3.6 had a scimitar skill of its own);
  - monsters 3.7 renamed (the lords and kings became leaders and rulers);
  - the three pairs 3.6 keeps as two species each and 3.7 as one with a
    male and a female name (caveman/cavewoman, priest/priestess,
    incubus/succubus): both rows take the one species' name, and the
    male/female column says which form the row is.
Usage: tools/names36.py data/3.6.7/objects.tsv data/3.6.7/monsters.tsv
"""
import sys

OBJECT_RENAMES = {"HUGE_CHUNK_OF_MEAT": "ENORMOUS_MEATBALL"}
GLASS = {"white": "WHITE", "blue": "BLUE", "red": "RED",
         "yellowish brown": "YELLOWBROWN", "orange": "ORANGE",
         "yellow": "YELLOW", "black": "BLACK", "green": "GREEN",
         "violet": "VIOLET"}
SCROLL_CLASS, WAND_CLASS, GEM_CLASS, ARMOR_CLASS = "9", "11", "13", "3"
SUBTYP = 16   # the column of oc_subtyp: a skill, an armour category for armour
# 3.6's skills.h has P_SCIMITAR (9) apart from P_SABER (10); 3.7 folded it
# into P_SABER (9), so every 3.6 skill from P_SABER on (weapons, launchers
# and ammunition, negative, and the spell schools) is one above 3.7's


def skill_as_engine(s):
    n = int(s)
    return str(n - 1 if n > 9 else n + 1 if n < -9 else n)

MONSTER_RENAMES = {
    "PM_DWARF_LORD": "PM_DWARF_LEADER", "PM_DWARF_KING": "PM_DWARF_RULER",
    "PM_KOBOLD_LORD": "PM_KOBOLD_LEADER", "PM_GNOME_LORD": "PM_GNOME_LEADER",
    "PM_GNOME_KING": "PM_GNOME_RULER", "PM_OGRE_LORD": "PM_OGRE_LEADER",
    "PM_OGRE_KING": "PM_OGRE_TYRANT", "PM_VAMPIRE_LORD": "PM_VAMPIRE_LEADER",
    "PM_ELF_LORD": "PM_ELF_NOBLE", "PM_ELVENKING": "PM_ELVEN_MONARCH",
    "PM_ALIGNED_PRIEST": "PM_ALIGNED_CLERIC", "PM_HIGH_PRIEST": "PM_HIGH_CLERIC",
}
# 3.6 species -> (the engine's species, the form it is)
MONSTER_FORMS = {
    "PM_CAVEMAN": ("PM_CAVE_DWELLER", "male"),
    "PM_CAVEWOMAN": ("PM_CAVE_DWELLER", "female"),
    "PM_PRIEST": ("PM_CLERIC", "male"),
    "PM_PRIESTESS": ("PM_CLERIC", "female"),
    "PM_INCUBUS": ("PM_AMOROUS_DEMON", "male"),
    "PM_SUCCUBUS": ("PM_AMOROUS_DEMON", "female"),
}


def rewrite(path, fix):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    out = []
    for line in lines:
        if line and not line.startswith("#"):
            line = "\t".join(fix(line.split("\t")))
        out.append(line)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out))


def main(objects, monsters):
    counts = {"sc": 0, "wan": 0}

    def fix_object(r):
        enum, name, descr, cls = r[1], r[2], r[3], r[4]
        if enum in OBJECT_RENAMES:
            r[1] = OBJECT_RENAMES[enum]
        elif enum == "?" and cls == SCROLL_CLASS:
            counts["sc"] += 1
            r[1] = "SC%02d" % counts["sc"]
        elif enum == "?" and cls == WAND_CLASS:
            counts["wan"] += 1
            r[1] = "WAN%d" % counts["wan"]
        elif enum == "?" and cls == GEM_CLASS and descr in GLASS:
            r[1] = "WORTHLESS_%s_GLASS" % GLASS[descr]
        elif enum == "?":
            sys.exit("object %s (%s) has no name" % (r[0], name))
        return r

    def fix_monster(r):
        enum = r[1]
        if enum in MONSTER_RENAMES:
            r[1] = MONSTER_RENAMES[enum]
        elif enum in MONSTER_FORMS:
            species, form = MONSTER_FORMS[enum]
            r[1] = species
            r[3 if form == "male" else 4] = r[2]
        return r

    def fix_object_and_skill(r):
        r = fix_object(r)
        if r[4] != ARMOR_CLASS:
            r[SUBTYP] = skill_as_engine(r[SUBTYP])
        return r

    rewrite(objects, fix_object_and_skill)
    rewrite(monsters, fix_monster)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
