#!/usr/bin/env python3
"""Generate the engine's object and monster tables from data/<version>/*.tsv.

Every NetHack version nhlev knows has its own tables (data/VERSION/), dumped
from that version's objects.h and monsters.h by tools/gen_tables.sh. The
engine numbers objects in one order for all versions: the union of the
versions' lists, which is 5.0.0's (3.7's list is a subsequence of it). A
version lacking an object keeps its slot with probability 0, so C's
probability walks and class runs see exactly that version's objects, and
otyp_c maps the slot to the C number that version writes (-1: none).
Monsters have the same list in every version.

Outputs (committed, so building nhlev needs no Python):
  src/data_enums.h          otyp and PM_ names (the engine's numbering)
  src/data/tables_V.c       objects_V[], mons_V[], otyp_c_V[] per version,
                            and datfiles_V[], the fingerprint of its dat/
"""
import os
import sys

top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# oldest first; the last is the union every other must be a subsequence of
VERSIONS = [("3.6.7", "3_6_7"), ("3.7", "3_7"), ("3.7-79c688c", "3_7_79c688c"),
            ("5.0.0", "5_0_0")]
# releases whose tables are not the union's in its order, nor equal in the
# invariant fields: their rows go to the union's slots by name (otyp_c and
# mndx_c map both ways, not in order) and their own values stay their own.
# 3.6.7: three objects sit elsewhere in their class (lance, dwarvish mattock,
# helmet), three species are two in 3.6 (tools/names36.py), and 3.7
# renumbered sounds and skills, so code that reads *_invariant sees 5.0.0's
# values (doc/versions.md says what that leaves for 3.6.7).
OWN_ORDER = {"3.6.7"}
# the fields that differ between releases; code reads them through the
# level's release (lev->nh->objects / mons), never the invariant tables
VARYING_OBJECT_FIELDS = {"prob", "oprop", "descr", "name_known", "weight", "nutrition"}
VARYING_MONSTER_FIELDS = {"align", "difficulty", "attacks", "mmove"}


def rows(version, name):
    with open(os.path.join(top, "data", version, name), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            yield line.rstrip("\n").split("\t")


def cstr(s):
    if s == "":
        return "NULL"
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def object_row(r, present=True):
    (otyp, enum, name, descr, cls, prob, wt, cost, sdam, ldam, oc1, oc2, nut, delay,
     color, mat, sub, dirn, oprop, merge, uk, magic, chg, uniq, nowish, big,
     tough, known) = r
    if not present:
        prob = "0"
    return ("    {%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, "
            "%s, %s, %s, %s, %s, %s, %s, %s, %s},\n" % (
                cstr(name), cstr(descr), cls, prob, wt, cost, sdam, ldam, oc1, oc2,
                nut, delay, color, mat, sub, dirn, oprop, merge, uk, magic, chg,
                uniq, nowish, big, tough, known))


def monster_row(r):
    (mndx, enum, name, male, female, mlet, sym, lvl, mov, ac, mr, align, geno, atks,
     cwt, cnut, snd, siz, res, conv, f1, f2, f3, diff, color) = r
    attacks = ", ".join("{%s}" % ", ".join(a.split(":")) for a in atks.split(","))
    sym_c = "'\\\\'" if sym == "\\" else ("'\\''" if sym == "'" else "'%s'" % sym)
    return ("    {{%s, %s, %s}, %s, %s, %s, %s, %s, %s, %s, %s, {%s}, %s, %s, %s, %s, "
            "%s, %s, %s, %s, %s, %s, %s},\n" % (
                cstr(name), cstr(male), cstr(female), mlet, sym_c, lvl, mov, ac, mr,
                align, geno, attacks, cwt, cnut, snd, siz, res, conv, f1, f2, f3,
                diff, color))


def absent_monster(u):
    """A species the release lacks: the union's row, never generated
    (G_NOGEN, frequency 0), as an absent object has probability 0."""
    r = list(u)
    r[11] = "0"
    r[12] = str((int(r[12]) & ~7) | 0x200)   # G_NOGEN, frequency 0
    return r


def gen_tables(version, ident, union, union_mons):
    objs = list(rows(version, "objects.tsv"))
    mons = list(rows(version, "monsters.tsv"))
    by_enum = {r[1]: r for r in objs}
    # the version's list must be a subsequence of the union, in order
    order = [r[1] for r in objs]
    own = version in OWN_ORDER
    it = iter(u[1] for u in union)
    assert own or all(e in it for e in order), \
        "objects of %s out of the union's order" % version
    assert set(order) <= {u[1] for u in union}, "objects of %s not in the union" % version
    assert own or [m[1] for m in mons] == [m[1] for m in union_mons], "monster lists differ"
    # the species' rows by the union's name: its first (male) form, and the
    # female form where the release keeps it as a species of its own
    mon_by_enum, mon_female = {}, {}
    for m in mons:
        female_form = own and m[4] != "" and m[3] == ""
        (mon_female if female_form else mon_by_enum)[m[1]] = m
    # one engine species for a pair: no neutral name, the two forms' names
    for e, f in mon_female.items():
        m = list(mon_by_enum[e])
        m[2], m[4] = "", f[2]
        mon_by_enum[e] = m
    assert set(mon_by_enum) | set(mon_female) <= {u[1] for u in union_mons}, "species of %s not in the union" % version
    # predicates that have no level at hand (monflags.h, objinit.c ...) read
    # one table for all releases (tables.h's *_invariant): only the fields
    # named in VARYING_* may differ between releases
    ohdr = ["otyp", "enum", "name", "descr", "class", "prob", "weight", "cost", "sdam",
            "ldam", "oc1", "oc2", "nutrition", "delay", "color", "material", "subtyp",
            "dir", "oprop", "merge", "uses_known", "magic", "charged", "unique", "nowish",
            "big", "tough", "name_known"]
    union_by_enum = {u[1]: u for u in union}
    for r in objs if not own else []:
        u = union_by_enum[r[1]]
        for i, col in enumerate(ohdr):
            if col not in VARYING_OBJECT_FIELDS and col != "otyp":
                assert r[i] == u[i], "%s's %s differs in %s" % (r[2], col, version)
    hdr = ["mndx", "enum", "name", "male", "female", "mlet", "sym", "mlevel", "mmove",
           "ac", "mr", "align", "geno", "attacks", "cwt", "cnutrit", "msound", "msize",
           "mresists", "mconveys", "mflags1", "mflags2", "mflags3", "difficulty", "color"]
    for m, u in zip(mons, union_mons) if not own else []:
        for col in hdr:
            if col in VARYING_MONSTER_FIELDS:
                continue
            i = hdr.index(col)
            assert m[i] == u[i], "%s's %s differs in %s" % (m[2], col, version)
        weap = lambda r: any(a.split(":")[0] == "254" for a in r[13].split(","))
        assert weap(m) == weap(u), "%s's weapon attack differs in %s" % (m[2], version)
    path = os.path.join(top, "src", "data", "tables_%s.c" % ident)
    with open(path, "w") as out:
        out.write("/* Generated by tools/gen_data.py from data/%s/; do not edit. */\n"
                  % version)
        out.write('#include "mondata.h"\n#include "objdata.h"\n#include "tables.h"\n\n')
        out.write("/* NetHack %s's objects[], in the engine's numbering */\n" % version)
        out.write("const struct objclass objects_%s[NUM_OTYPES] = {\n" % ident)
        for u in union:
            r = by_enum.get(u[1])
            out.write(object_row(r) if r else object_row(u, present=False))
        out.write("};\n\n/* the engine's otyp -> NetHack %s's otyp, -1 where it has none */\n"
                  % version)
        out.write("const short otyp_c_%s[NUM_OTYPES] = {" % ident)
        for i, u in enumerate(union):
            r = by_enum.get(u[1])
            if i % 12 == 0:
                out.write("\n   ")
            out.write(" %s," % (r[0] if r else "-1"))
        out.write("\n};\nconst int num_objects_c_%s = %d;\n\n" % (ident, len(objs)))
        out.write("const struct permonst mons_%s[NUMMONS_ENUM] = {\n" % ident)
        for u in union_mons:
            r = mon_by_enum.get(u[1])
            out.write(monster_row(r) if r else monster_row(absent_monster(u)))
        out.write("};\n\n")
        out.write("/* the engine's mndx -> NetHack %s's mndx (its female form's where\n"
                  " * it keeps that as a species of its own), -1 where it has none */\n"
                  % version)
        for arr, table in (("mndx_c", mon_by_enum), ("mndx_c_female", None)):
            out.write("const short %s_%s[NUMMONS_ENUM] = {" % (arr, ident))
            for i, u in enumerate(union_mons):
                r = table.get(u[1]) if table is not None else (
                    mon_female.get(u[1]) or mon_by_enum.get(u[1]))
                if i % 12 == 0:
                    out.write("\n   ")
                out.write(" %s," % (r[0] if r else "-1"))
            out.write("\n};\n")
        out.write("const int num_mons_c_%s = %d;\n\n" % (ident, len(mons)))
        sums = list(rows(version, "dat.tsv"))
        out.write("/* the .lua files of NetHack %s's dat/ (tools/dat_sums.py) */\n" % version)
        out.write("const struct dat_file datfiles_%s[] = {\n" % ident)
        for name, size, h in sums:
            out.write("    {%s, %s, 0x%sULL},\n" % (cstr(name), size, h))
        out.write("};\nconst int num_datfiles_%s = %d;\n" % (ident, len(sums)))


def gen_enums(union, union_mons):
    path = os.path.join(top, "src", "data_enums.h")
    with open(path, "w") as out:
        out.write("/* Generated by tools/gen_data.py from the tables in data/; do not edit. */\n")
        out.write("/* otyp and mndx names as C's onames and PM_ enums, so engine code can\n"
                  " * say BOULDER or PM_HUMAN as NetHack's does. The otyp numbering is the\n"
                  " * union of every version's objects (tables.h maps it to each C's). */\n")
        out.write("#ifndef NHLEV_DATA_ENUMS_H\n#define NHLEV_DATA_ENUMS_H\n\nenum otyp_names {\n")
        for i, r in enumerate(union):
            out.write("    %s = %d,\n" % (r[1], i))
        out.write("    NUM_OTYPES\n};\n\nenum monnums {\n    NON_PM = -1,\n")
        for r in union_mons:
            out.write("    %s = %s,\n" % (r[1], r[0]))
        out.write("    NUMMONS_ENUM\n};\n\n#endif\n")


def main():
    union = list(rows(VERSIONS[-1][0], "objects.tsv"))
    union_mons = list(rows(VERSIONS[-1][0], "monsters.tsv"))
    gen_enums(union, union_mons)
    for version, ident in VERSIONS:
        gen_tables(version, ident, union, union_mons)
    return 0


if __name__ == "__main__":
    sys.exit(main())
