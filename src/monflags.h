/* monflags.h - the bits of the monster table (mons_invariant[].mflags1/2/3, geno,
 * mresists, msize), the monster class numbers (mlet) and a few sounds, with
 * NetHack 3.7's values (monflag.h, defsym.h), and the small predicates on a
 * species that monster creation asks (C: mondata.h macros). */
#ifndef NHLEV_MONFLAGS_H
#define NHLEV_MONFLAGS_H

#include <stdbool.h>
#include <stdlib.h>

#include "mondata.h"
#include "tables.h"

/* resistances (mresists) */
#define MR_FIRE 0x01
#define MR_COLD 0x02
#define MR_SLEEP 0x04
#define MR_DISINT 0x08
#define MR_ELEC 0x10
#define MR_POISON 0x20
#define MR_ACID 0x40
#define MR_STONE 0x80

/* mflags1 */
#define M1_FLY 0x00000001UL
#define M1_SWIM 0x00000002UL
#define M1_AMORPHOUS 0x00000004UL
#define M1_WALLWALK 0x00000008UL
#define M1_CLING 0x00000010UL
#define M1_TUNNEL 0x00000020UL
#define M1_NEEDPICK 0x00000040UL
#define M1_CONCEAL 0x00000080UL
#define M1_HIDE 0x00000100UL
#define M1_AMPHIBIOUS 0x00000200UL
#define M1_BREATHLESS 0x00000400UL
#define M1_NOTAKE 0x00000800UL
#define M1_NOEYES 0x00001000UL
#define M1_NOHANDS 0x00002000UL
#define M1_NOLIMBS 0x00006000UL
#define M1_NOHEAD 0x00008000UL
#define M1_MINDLESS 0x00010000UL
#define M1_HUMANOID 0x00020000UL
#define M1_ANIMAL 0x00040000UL
#define M1_SLITHY 0x00080000UL
#define M1_UNSOLID 0x00100000UL
#define M1_THICK_HIDE 0x00200000UL
#define M1_OVIPAROUS 0x00400000UL
#define M1_REGEN 0x00800000UL
#define M1_SEE_INVIS 0x01000000UL
#define M1_TPORT 0x02000000UL
#define M1_TPORT_CNTRL 0x04000000UL
#define M1_ACID 0x08000000UL
#define M1_POIS 0x10000000UL
#define M1_CARNIVORE 0x20000000UL
#define M1_HERBIVORE 0x40000000UL
#define M1_OMNIVORE 0x60000000UL
#define M1_METALLIVORE 0x80000000UL

/* mflags2 */
#define M2_NOPOLY 0x00000001UL
#define M2_UNDEAD 0x00000002UL
#define M2_WERE 0x00000004UL
#define M2_HUMAN 0x00000008UL
#define M2_ELF 0x00000010UL
#define M2_DWARF 0x00000020UL
#define M2_GNOME 0x00000040UL
#define M2_ORC 0x00000080UL
#define M2_DEMON 0x00000100UL
#define M2_MERC 0x00000200UL
#define M2_LORD 0x00000400UL
#define M2_PRINCE 0x00000800UL
#define M2_MINION 0x00001000UL
#define M2_GIANT 0x00002000UL
#define M2_SHAPESHIFTER 0x00004000UL
#define M2_MALE 0x00010000UL
#define M2_FEMALE 0x00020000UL
#define M2_NEUTER 0x00040000UL
#define M2_PNAME 0x00080000UL
#define M2_HOSTILE 0x00100000UL
#define M2_PEACEFUL 0x00200000UL
#define M2_DOMESTIC 0x00400000UL
#define M2_WANDER 0x00800000UL
#define M2_STALK 0x01000000UL
#define M2_NASTY 0x02000000UL
#define M2_STRONG 0x04000000UL
#define M2_ROCKTHROW 0x08000000UL
#define M2_GREEDY 0x10000000UL
#define M2_JEWELS 0x20000000UL
#define M2_COLLECT 0x40000000UL
#define M2_MAGIC 0x80000000UL

/* mflags3 */
#define M3_WANTSAMUL 0x0001
#define M3_WANTSBELL 0x0002
#define M3_WANTSBOOK 0x0004
#define M3_WANTSCAND 0x0008
#define M3_WANTSARTI 0x0010
#define M3_WANTSALL 0x001f
#define M3_WAITFORU 0x0040
#define M3_CLOSE 0x0080
#define M3_COVETOUS 0x001f
#define M3_WAITMASK 0x00c0
#define M3_INFRAVISION 0x0100
#define M3_INFRAVISIBLE 0x0200
#define M3_DISPLACES 0x0400

/* sizes (msize) */
#define MZ_TINY 0
#define MZ_SMALL 1
#define MZ_MEDIUM 2
#define MZ_HUMAN MZ_MEDIUM
#define MZ_LARGE 3
#define MZ_HUGE 4
#define MZ_GIGANTIC 7

/* generation (geno) */
#define G_UNIQ 0x1000
#define G_NOHELL 0x0800
#define G_HELL 0x0400
#define G_NOGEN 0x0200
#define G_SGROUP 0x0080
#define G_LGROUP 0x0040
#define G_GENO 0x0020
#define G_NOCORPSE 0x0010
#define G_FREQ 0x0007
/* mkclass's spc: ignore genocide/extinction (not a geno bit) */
#define G_IGNORE 0x8000

/* sounds (msound) makemon looks at */
#define MS_BRIBE 33
#define MS_LEADER 36
#define MS_NEMESIS 37
#define MS_GUARDIAN 38

/* attack type "uses a weapon" */
#define AT_WEAP 254

/* monster classes (mlet), C's S_* numbering */
enum mon_classes {
    S_ANT = 1, S_BLOB, S_COCKATRICE, S_DOG, S_EYE, S_FELINE, S_GREMLIN,
    S_HUMANOID, S_IMP, S_JELLY, S_KOBOLD, S_LEPRECHAUN, S_MIMIC, S_NYMPH,
    S_ORC, S_PIERCER, S_QUADRUPED, S_RODENT, S_SPIDER, S_TRAPPER, S_UNICORN,
    S_VORTEX, S_WORM, S_XAN, S_LIGHT, S_ZRUTY, S_ANGEL, S_BAT, S_CENTAUR,
    S_DRAGON, S_ELEMENTAL, S_FUNGUS, S_GNOME, S_GIANT, S_INVISIBLE,
    S_JABBERWOCK, S_KOP, S_LICH, S_MUMMY, S_NAGA, S_OGRE, S_PUDDING,
    S_QUANTMECH, S_RUSTMONST, S_SNAKE, S_TROLL, S_UMBER, S_VAMPIRE, S_WRAITH,
    S_XORN, S_YETI, S_ZOMBIE, S_HUMAN, S_GHOST, S_GOLEM, S_DEMON, S_EEL,
    S_LIZARD, S_WORM_TAIL, S_MIMIC_DEF, MAXMCLASSES
};

/* species predicates (mndx is a valid index). What they read (class,
 * generation flags, M1-M3 flags, resistances, weapon attacks) is the same
 * in every release nhlev knows, which tools/gen_data.py asserts, so they
 * need no level: they read the invariant table. Fields that differ
 * (alignment, difficulty, speed, other attacks) are read through
 * lev->nh->mons. */
static inline const struct permonst *pm_of(int mndx) { return &mons_invariant[mndx]; }
static inline bool pm_f1(int mndx, unsigned long b) { return (mons_invariant[mndx].mflags1 & b) != 0; }
static inline bool pm_f2(int mndx, unsigned long b) { return (mons_invariant[mndx].mflags2 & b) != 0; }

static inline bool is_armed(int mndx)
{
    for (int i = 0; i < NATTK; i++)
        if (mons_invariant[mndx].mattk[i].aatyp == AT_WEAP)
            return true;
    return false;
}
static inline bool is_male(int m) { return pm_f2(m, M2_MALE); }
static inline bool is_female(int m) { return pm_f2(m, M2_FEMALE); }
static inline bool is_neuter(int m) { return pm_f2(m, M2_NEUTER); }
static inline bool always_hostile(int m) { return pm_f2(m, M2_HOSTILE); }
static inline bool always_peaceful(int m) { return pm_f2(m, M2_PEACEFUL); }
static inline bool is_minion(int m) { return pm_f2(m, M2_MINION); }
static inline bool is_demon(int m) { return pm_f2(m, M2_DEMON); }
static inline bool is_lord(int m) { return pm_f2(m, M2_LORD); }
static inline bool is_prince(int m) { return pm_f2(m, M2_PRINCE); }
static inline bool is_ndemon(int m)
{
    return is_demon(m) && !pm_f2(m, M2_LORD | M2_PRINCE);
}
static inline bool is_dprince(int m) { return is_demon(m) && is_prince(m); }
static inline bool is_mercenary(int m) { return pm_f2(m, M2_MERC); }
static inline bool is_domestic(int m) { return pm_f2(m, M2_DOMESTIC); }
static inline bool likes_gold(int m) { return pm_f2(m, M2_GREEDY); }
static inline bool likes_gems(int m) { return pm_f2(m, M2_JEWELS); }
static inline bool throws_rocks(int m) { return pm_f2(m, M2_ROCKTHROW); }
static inline bool is_giant(int m) { return pm_f2(m, M2_GIANT); }
static inline bool is_undead(int m) { return pm_f2(m, M2_UNDEAD); }
static inline bool is_elf(int m) { return pm_f2(m, M2_ELF); }
static inline bool is_dwarf(int m) { return pm_f2(m, M2_DWARF); }
static inline bool is_gnome(int m) { return pm_f2(m, M2_GNOME); }
static inline bool is_orc(int m) { return pm_f2(m, M2_ORC); }
static inline bool is_human(int m) { return pm_f2(m, M2_HUMAN); }
static inline bool mindless(int m) { return pm_f1(m, M1_MINDLESS); }
static inline bool is_swimmer(int m) { return pm_f1(m, M1_SWIM); }
static inline bool is_flyer(int m) { return pm_f1(m, M1_FLY); }
static inline bool passes_walls(int m) { return pm_f1(m, M1_WALLWALK); }
static inline bool amorphous(int m) { return pm_f1(m, M1_AMORPHOUS); }
static inline bool haseyes(int m) { return !pm_f1(m, M1_NOEYES); }
static inline bool is_floater(int m)
{
    return mons_invariant[m].mlet == S_EYE || mons_invariant[m].mlet == S_LIGHT;
}
static inline bool is_golem(int m) { return mons_invariant[m].mlet == S_GOLEM; }
static inline bool is_rider(int m)
{
    return m == PM_DEATH || m == PM_FAMINE || m == PM_PESTILENCE;
}
/* corpses that never rot (C: eat.c nonrotting_corpse) */
static inline bool nonrotting_corpse(int m)
{
    return m == PM_LIZARD || m == PM_LICHEN || is_rider(m)
           || m == PM_ACID_BLOB;
}
/* C: mondata.h vegan and vegetarian */
static inline bool vegan(int m)
{
    int c = mons_invariant[m].mlet;

    return c == S_BLOB || c == S_JELLY || c == S_FUNGUS || c == S_VORTEX
           || c == S_LIGHT || (c == S_ELEMENTAL && m != PM_STALKER)
           || (c == S_GOLEM && m != PM_FLESH_GOLEM && m != PM_LEATHER_GOLEM)
           || c == S_GHOST;
}
static inline bool vegetarian(int m)
{
    return vegan(m) || (mons_invariant[m].mlet == S_PUDDING && m != PM_BLACK_PUDDING);
}
static inline bool is_placeholder(int m)
{
    return m == PM_ORC || m == PM_GIANT || m == PM_ELF || m == PM_HUMAN;
}
static inline bool unique_corpstat(int m) { return (mons_invariant[m].geno & G_UNIQ) != 0; }
static inline bool likes_lava(int m)
{
    return m == PM_FIRE_ELEMENTAL || m == PM_SALAMANDER;
}
static inline bool is_unicorn(int m)
{
    return mons_invariant[m].mlet == S_UNICORN && likes_gems(m);
}
static inline bool is_bat(int m)
{
    return m == PM_BAT || m == PM_GIANT_BAT || m == PM_VAMPIRE_BAT;
}
static inline bool pm_resists(int m, unsigned r) { return (mons_invariant[m].mresists & r) != 0; }

#endif
