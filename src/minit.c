/* minit.c - starting inventories (see minit.h), following makemon.c's
 * m_initweap/m_initinv and muse.c's item choosers draw for draw. */
#include "tables.h"
#include "minit.h"

#include <limits.h>

#include <stdlib.h>
#include <string.h>

#include "artifact.h"
#include "data_enums.h"
#include "makemon.h"
#include "mkobj.h"
#include "monflags.h"
#include "muse_items.h"
#include "objinit.h"
#include "objdata.h"
#include "stackobj.h"
#include "spfeatures.h"

#define MS_PRIEST 41
#define P_SHORT_SWORD 5
#define P_SABER 9
#define P_POLEARMS 16

static bool special_is_earth(const struct nhl_level *lev)
{
    return !strcmp(lev->ctx.special, "earth");
}

static struct monst *mon(struct nhl_level *lev, int midx)
{
    return &lev->monsters[midx];
}

/* C: mpickobj - into the monster's pack */
bool minit_give(struct nhl_level *lev, int midx, int oi)
{
    struct obj *o = &lev->objects[oi];
    struct monst *m = mon(lev, midx);
    /* nothing of its pack lies below lo (its lowest given index, less
       one for every object removed since) */
    int lo = lev->nobjects;
    if (m->minv_lo1 > 0) {
        long moved = lev->build->objs_removed - m->minv_removed;
        lo = m->minv_lo1 - 1 - (moved > INT_MAX ? INT_MAX : (int)moved);
        if (lo < 0)
            lo = 0;
    }

    /* C: add_to_minv merges into the pack, newest first */
    for (int i = lev->nobjects - 1; i >= lo; i--) {
        struct obj *p = &lev->objects[i];

        if (i == oi || p->owner != midx || p->floating || p->container >= 0)
            continue;
        if (obj_mergable(p, o)) {
            obj_fold(lev, i, oi);
            o->x = o->y = -1;
            return true;
        }
    }
    o->owner = midx;
    o->x = m->x;
    o->y = m->y;
    o->floating = false;
    if (oi < lo || m->minv_lo1 == 0) {
        m->minv_lo1 = oi + 1;
        m->minv_removed = lev->build->objs_removed;
    }
    return false;
}


static bool humanoid(int m) { return pm_f1(m, M1_HUMANOID); }
static bool strongmonst(int m) { return pm_f2(m, M2_STRONG); }
static bool extra_nasty(int m) { return pm_f2(m, M2_NASTY); }

/* C: quest_mon_represents_role for the hero's role: a human quest leader
 * or nemesis (not the guardians) */
static bool represents_role(const struct nhl_level *lev, int m, const char *role)
{
    int snd = lev->nh->mons[m].msound;

    return lev->nh->mons[m].mlet == S_HUMAN && !strncmp(lev->game->hero.role, role, 4)
           && (snd == MS_LEADER || snd == MS_NEMESIS);
}

int mongets(struct nhl_level *lev, int midx, int otyp)
{
    if (!otyp)
        return -1;
    int oi = mksobj(lev, otyp, true, false);

    if (oi < 0)
        return -1;
    struct obj *o = &lev->objects[oi];
    int m = mon(lev, midx)->mndx;
    int al = mon(lev, midx)->isminion ? mon(lev, midx)->min_align
                                      : lev->nh->mons[m].maligntyp;

    if (lev->nh->mons[m].mlet == S_DEMON) {
        if (o->blessed)
            obj_curse(o);
    } else if (is_minion(m) && al > 0) {
        /* lawful minions carry nothing bad */
        o->cursed = false;
        if (o->spe < 0)
            o->spe = 0;
        o->erodeproof = true;
        o->oeroded = o->oeroded2 = 0;
    } else if (m >= PM_ARCHEOLOGIST && m <= PM_WIZARD
               && o->oclass == ')' && lev->nh->objects[otyp].oc_subtyp >= P_SHORT_SWORD
               && lev->nh->objects[otyp].oc_subtyp <= P_SABER) {
        o->spe = 3 + rn2(lev->rng, 4);
    }
    if (otyp == CANDELABRUM_OF_INVOCATION) {
        o->spe = 0;
        o->lit = false;
        o->blessed = o->cursed = false;
    } else if (otyp == BELL_OF_OPENING) {
        o->blessed = o->cursed = false;
    } else if (otyp == SPE_BOOK_OF_THE_DEAD) {
        o->blessed = false;
        o->cursed = true;
    }
    if (is_prince(m)) {
        if (o->oclass == ')' && o->spe < 1)
            o->spe = 1;
        else if (o->oclass == '[' && o->spe < 0)
            o->spe = 0;
    }
    /* C: a merged object is gone: nothing is returned */
    if (minit_give(lev, midx, oi))
        return -1;
    return oi;
}

/* C: m_initthrow: a stack of missiles */
static void m_initthrow(struct nhl_level *lev, int midx, int otyp, int oquan)
{
    int oi = mksobj(lev, otyp, true, false);

    if (oi < 0)
        return;
    lev->objects[oi].quan = rn1(lev->rng, oquan, 3);
    /* C: orcish arrows given this way are always poisoned */
    if (otyp == ORCISH_ARROW)
        lev->objects[oi].opoisoned = true;
    minit_give(lev, midx, oi);
}

void mkmonmoney(struct nhl_level *lev, int midx, long amount)
{
    if (amount <= 0)
        return;
    int oi = mksobj(lev, GOLD_PIECE, false, false);

    if (oi < 0)
        return;
    lev->objects[oi].quan = amount;
    minit_give(lev, midx, oi);
}

/* soldiers and watchmen: the mercenaries' weapons (C: m_initweap) */
static void mercenary_weapons(struct nhl_level *lev, int midx, int mm)
{
    int w1 = 0, w2 = 0;

    switch (mm) {
    case PM_WATCHMAN:
    case PM_SOLDIER:
        if (!rn2(lev->rng, 3)) {
            /* a polearm, then a dagger or knife */
            do {
                w1 = rn1(lev->rng, BEC_DE_CORBIN - PARTISAN + 1, PARTISAN);
            } while (lev->nh->objects[w1].oc_subtyp != P_POLEARMS);
            w2 = rn2(lev->rng, 2) ? DAGGER : KNIFE;
        } else {
            w1 = rn2(lev->rng, 2) ? SPEAR : SHORT_SWORD;
        }
        break;
    case PM_SERGEANT:
        w1 = rn2(lev->rng, 2) ? FLAIL : MACE;
        break;
    case PM_LIEUTENANT:
        w1 = rn2(lev->rng, 2) ? BROADSWORD : LONG_SWORD;
        break;
    case PM_CAPTAIN:
    case PM_WATCH_CAPTAIN:
        w1 = rn2(lev->rng, 2) ? LONG_SWORD : SILVER_SABER;
        break;
    default:
        if (!rn2(lev->rng, 4))
            w1 = DAGGER;
        if (!rn2(lev->rng, 7))
            w2 = SPEAR;
        break;
    }
    if (w1)
        (void) mongets(lev, midx, w1);
    if (!w2 && w1 != DAGGER && !rn2(lev->rng, 4))
        w2 = KNIFE;
    if (w2)
        (void) mongets(lev, midx, w2);
}

static void elf_weapons(struct nhl_level *lev, int midx, int mm)
{
    if (rn2(lev->rng, 2))
        (void) mongets(lev, midx,
                       rn2(lev->rng, 2) ? ELVEN_MITHRIL_COAT : ELVEN_CLOAK);
    if (rn2(lev->rng, 2))
        (void) mongets(lev, midx, ELVEN_LEATHER_HELM);
    else if (!rn2(lev->rng, 4))
        (void) mongets(lev, midx, ELVEN_BOOTS);
    if (rn2(lev->rng, 2))
        (void) mongets(lev, midx, ELVEN_DAGGER);
    switch (rn2(lev->rng, 3)) {
    case 0:
        if (!rn2(lev->rng, 4))
            (void) mongets(lev, midx, ELVEN_SHIELD);
        if (rn2(lev->rng, 3))
            (void) mongets(lev, midx, ELVEN_SHORT_SWORD);
        (void) mongets(lev, midx, ELVEN_BOW);
        m_initthrow(lev, midx, ELVEN_ARROW, 12);
        break;
    case 1:
        (void) mongets(lev, midx, ELVEN_BROADSWORD);
        if (rn2(lev->rng, 2))
            (void) mongets(lev, midx, ELVEN_SHIELD);
        break;
    case 2:
        if (rn2(lev->rng, 2)) {
            (void) mongets(lev, midx, ELVEN_SPEAR);
            (void) mongets(lev, midx, ELVEN_SHIELD);
        }
        break;
    }
    if (mm == PM_ELVEN_MONARCH) {
        if (rn2(lev->rng, 3) || special_is_earth(lev))
            (void) mongets(lev, midx, PICK_AXE);
        if (!rn2(lev->rng, 50))
            (void) mongets(lev, midx, CRYSTAL_BALL);
    }
}

/* quest guardians' kit (C: m_initweap, MS_GUARDIAN) */
static void guardian_weapons(struct nhl_level *lev, int midx, int mm)
{
    switch (mm) {
    case PM_STUDENT:
    case PM_ATTENDANT:
    case PM_ABBOT:
    case PM_ACOLYTE:
    case PM_GUIDE:
    case PM_APPRENTICE:
        if (rn2(lev->rng, 2))
            (void) mongets(lev, midx, rn2(lev->rng, 3) ? DAGGER : KNIFE);
        if (rn2(lev->rng, 5))
            (void) mongets(lev, midx, rn2(lev->rng, 3) ? LEATHER_JACKET
                                                       : LEATHER_CLOAK);
        if (rn2(lev->rng, 3))
            (void) mongets(lev, midx, rn2(lev->rng, 3) ? LOW_BOOTS
                                                       : HIGH_BOOTS);
        if (rn2(lev->rng, 3))
            (void) mongets(lev, midx, POT_HEALING);
        break;
    case PM_CHIEFTAIN:
    case PM_PAGE:
    case PM_ROSHI:
    case PM_WARRIOR:
        (void) mongets(lev, midx, rn2(lev->rng, 3) ? LONG_SWORD : SHORT_SWORD);
        (void) mongets(lev, midx, rn2(lev->rng, 3) ? CHAIN_MAIL
                                                   : LEATHER_ARMOR);
        if (rn2(lev->rng, 2))
            (void) mongets(lev, midx, rn2(lev->rng, 2) ? LOW_BOOTS
                                                       : HIGH_BOOTS);
        if (!rn2(lev->rng, 3))
            (void) mongets(lev, midx, LEATHER_CLOAK);
        if (!rn2(lev->rng, 3)) {
            (void) mongets(lev, midx, BOW);
            m_initthrow(lev, midx, ARROW, 12);
        }
        break;
    case PM_HUNTER:
        (void) mongets(lev, midx, rn2(lev->rng, 3) ? SHORT_SWORD : DAGGER);
        if (rn2(lev->rng, 2))
            (void) mongets(lev, midx, rn2(lev->rng, 2) ? LEATHER_JACKET
                                                       : LEATHER_ARMOR);
        (void) mongets(lev, midx, BOW);
        m_initthrow(lev, midx, ARROW, 12);
        break;
    case PM_THUG:
        (void) mongets(lev, midx, CLUB);
        (void) mongets(lev, midx, rn2(lev->rng, 3) ? DAGGER : KNIFE);
        if (rn2(lev->rng, 2))
            (void) mongets(lev, midx, LEATHER_GLOVES);
        (void) mongets(lev, midx, rn2(lev->rng, 2) ? LEATHER_JACKET
                                                   : LEATHER_ARMOR);
        break;
    case PM_NEANDERTHAL:
        (void) mongets(lev, midx, CLUB);
        (void) mongets(lev, midx, LEATHER_ARMOR);
        break;
    }
}

/* the general case: some chance of a weapon by the monster's standing */
static void general_weapons(struct nhl_level *lev, int midx, int mm)
{
    int bias = is_lord(mm) + is_prince(mm) * 2 + extra_nasty(mm);

    switch (rnd(lev->rng, 14 - 2 * bias)) {
    case 1:
        if (strongmonst(mm))
            (void) mongets(lev, midx, BATTLE_AXE);
        else
            m_initthrow(lev, midx, DART, 12);
        break;
    case 2:
        if (strongmonst(mm)) {
            (void) mongets(lev, midx, TWO_HANDED_SWORD);
        } else {
            (void) mongets(lev, midx, CROSSBOW);
            m_initthrow(lev, midx, CROSSBOW_BOLT, 12);
        }
        break;
    case 3:
        (void) mongets(lev, midx, BOW);
        m_initthrow(lev, midx, ARROW, 12);
        break;
    case 4:
        if (strongmonst(mm))
            (void) mongets(lev, midx, LONG_SWORD);
        else
            m_initthrow(lev, midx, DAGGER, 3);
        break;
    case 5:
        (void) mongets(lev, midx, strongmonst(mm) ? LUCERN_HAMMER : AKLYS);
        break;
    default:
        break;
    }
}

void m_initweap(struct nhl_level *lev, int midx)
{
    int mm = mon(lev, midx)->mndx;
    const struct permonst *ptr = &lev->nh->mons[mm];

    if (!strcmp(lev->ctx.special, "rogue"))
        return;
    switch (ptr->mlet) {
    case S_GIANT:
        if (rn2(lev->rng, 2))
            (void) mongets(lev, midx, mm != PM_ETTIN ? BOULDER : CLUB);
        if (mm != PM_ETTIN && !rn2(lev->rng, 5))
            (void) mongets(lev, midx, rn2(lev->rng, 2) ? TWO_HANDED_SWORD
                                                       : BATTLE_AXE);
        break;
    case S_HUMAN:
        if (is_mercenary(mm)) {
            mercenary_weapons(lev, midx, mm);
        } else if (is_elf(mm)) {
            elf_weapons(lev, midx, mm);
        } else if (ptr->msound == MS_PRIEST
                   || represents_role(lev, mm, "Prie")) {
            int oi = mksobj(lev, MACE, false, false);

            if (oi >= 0) {
                lev->objects[oi].spe = rnd(lev->rng, 3);
                if (!rn2(lev->rng, 2))
                    obj_curse(&lev->objects[oi]);
                minit_give(lev, midx, oi);
            }
        } else if (mm == PM_NINJA) {
            (void) mongets(lev, midx, rn2(lev->rng, 4) ? SHURIKEN : DART);
            (void) mongets(lev, midx, rn2(lev->rng, 4) ? SHORT_SWORD : AXE);
        } else if (ptr->msound == MS_GUARDIAN) {
            guardian_weapons(lev, midx, mm);
        }
        break;
    case S_ANGEL:
        if (humanoid(mm)) {
            struct monst *mt = mon(lev, midx);
            int al = mt->isminion ? mt->min_align : ptr->maligntyp;
            bool silver = lev->nh->rules.angel_silver_mace;
            int wpn;

            /* 5.0.0 makemon.c m_initweap: a long sword 2 in 3, else a
             * silver mace (3.7: long sword 3 in 5, else a mace) */
            if (silver)
                wpn = rn2(lev->rng, 3) ? LONG_SWORD : SILVER_MACE;
            else
                wpn = rn2(lev->rng, 5) > 1 ? LONG_SWORD : MACE;
            const char *art = wpn == LONG_SWORD ? "Sunsword" : "Demonbane";
            int oi = mksobj(lev, wpn, false, false);

            /* a lawful one may carry Sunsword or Demonbane: 3.7 draws the
             * name apart from the weapon (a name that does not fit the
             * weapon makes no artifact), 5.0.0 takes the weapon's own */
            if ((!rn2(lev->rng, 20) || is_lord(mm)) && al > 0) {
                if (!silver)
                    art = rn2(lev->rng, 5) > 1 ? "Sunsword" : "Demonbane";
                if (oi >= 0)
                    artifact_christen(lev, oi, art);
            }
            if (oi >= 0) {
                struct obj *o = &lev->objects[oi];

                obj_bless(o);
                o->erodeproof = true;
                if (silver) {
                    o->spe = rn2(lev->rng, 4);
                    if (wpn == SILVER_MACE)
                        o->spe += 3;
                } else {
                    o->spe = wpn == LONG_SWORD ? rn2(lev->rng, 4)
                                               : rn1(lev->rng, 4, 3);
                }
                minit_give(lev, midx, oi);
            }
            int shield = (!rn2(lev->rng, 4) || is_lord(mm))
                             ? SHIELD_OF_REFLECTION : LARGE_SHIELD;

            oi = mksobj(lev, shield, false, false);
            if (oi >= 0) {
                lev->objects[oi].erodeproof = true;
                lev->objects[oi].spe = 0;
                minit_give(lev, midx, oi);
            }
        }
        break;
    case S_HUMANOID:
        if (mm == PM_HOBBIT) {
            switch (rn2(lev->rng, 3)) {
            case 0:
                (void) mongets(lev, midx, DAGGER);
                break;
            case 1:
                (void) mongets(lev, midx, ELVEN_DAGGER);
                break;
            case 2:
                (void) mongets(lev, midx, SLING);
                m_initthrow(lev, midx, !rn2(lev->rng, 4) ? FLINT : ROCK, 6);
                break;
            }
            if (!rn2(lev->rng, 10))
                (void) mongets(lev, midx, ELVEN_MITHRIL_COAT);
            if (!rn2(lev->rng, 10))
                (void) mongets(lev, midx, DWARVISH_CLOAK);
        } else if (is_dwarf(mm)) {
            if (rn2(lev->rng, 7))
                (void) mongets(lev, midx, DWARVISH_CLOAK);
            if (rn2(lev->rng, 7))
                (void) mongets(lev, midx, IRON_SHOES);
            if (!rn2(lev->rng, 4)) {
                (void) mongets(lev, midx, DWARVISH_SHORT_SWORD);
                if (rn2(lev->rng, 2)) {
                    (void) mongets(lev, midx, DWARVISH_MATTOCK);
                } else {
                    (void) mongets(lev, midx, rn2(lev->rng, 2)
                                                  ? AXE : DWARVISH_SPEAR);
                    (void) mongets(lev, midx, DWARVISH_ROUNDSHIELD);
                }
                (void) mongets(lev, midx, DWARVISH_IRON_HELM);
                if (!rn2(lev->rng, 3))
                    (void) mongets(lev, midx, DWARVISH_MITHRIL_COAT);
            } else {
                (void) mongets(lev, midx, !rn2(lev->rng, 3) ? PICK_AXE
                                                            : DAGGER);
            }
        }
        break;
    case S_KOP:
        if (!rn2(lev->rng, 4))
            m_initthrow(lev, midx, CREAM_PIE, 2);
        if (!rn2(lev->rng, 3))
            (void) mongets(lev, midx, rn2(lev->rng, 2) ? CLUB : RUBBER_HOSE);
        break;
    case S_ORC: {
        int kind;

        if (rn2(lev->rng, 2))
            (void) mongets(lev, midx, ORCISH_HELM);
        kind = mm != PM_ORC_CAPTAIN ? mm
               : rn2(lev->rng, 2) ? PM_MORDOR_ORC : PM_URUK_HAI;
        switch (kind) {
        case PM_MORDOR_ORC:
            if (!rn2(lev->rng, 3))
                (void) mongets(lev, midx, SCIMITAR);
            if (!rn2(lev->rng, 3))
                (void) mongets(lev, midx, ORCISH_SHIELD);
            if (!rn2(lev->rng, 3))
                (void) mongets(lev, midx, KNIFE);
            if (!rn2(lev->rng, 3))
                (void) mongets(lev, midx, ORCISH_CHAIN_MAIL);
            break;
        case PM_URUK_HAI:
            if (!rn2(lev->rng, 3))
                (void) mongets(lev, midx, ORCISH_CLOAK);
            if (!rn2(lev->rng, 3))
                (void) mongets(lev, midx, ORCISH_SHORT_SWORD);
            if (!rn2(lev->rng, 3))
                (void) mongets(lev, midx, IRON_SHOES);
            if (!rn2(lev->rng, 3)) {
                (void) mongets(lev, midx, ORCISH_BOW);
                m_initthrow(lev, midx, ORCISH_ARROW, 12);
            }
            if (!rn2(lev->rng, 3))
                (void) mongets(lev, midx, URUK_HAI_SHIELD);
            break;
        default:
            if (mm != PM_ORC_SHAMAN && rn2(lev->rng, 2)) {
                int w = (mm == PM_GOBLIN || rn2(lev->rng, 2) == 0)
                            ? ORCISH_DAGGER : SCIMITAR;

                (void) mongets(lev, midx, w);
            }
        }
        break;
    }
    case S_OGRE:
        if (!rn2(lev->rng, mm == PM_OGRE_TYRANT ? 3
                           : mm == PM_OGRE_LEADER ? 6 : 12))
            (void) mongets(lev, midx, BATTLE_AXE);
        else
            (void) mongets(lev, midx, CLUB);
        break;
    case S_TROLL:
        if (!rn2(lev->rng, 2)) {
            static const int polearms[4] = { RANSEUR, PARTISAN, GLAIVE,
                                             SPETUM };

            (void) mongets(lev, midx, polearms[rn2(lev->rng, 4)]);
        }
        break;
    case S_KOBOLD:
        if (!rn2(lev->rng, 4))
            m_initthrow(lev, midx, DART, 12);
        break;
    case S_CENTAUR:
        if (rn2(lev->rng, 2)) {
            if (mm == PM_FOREST_CENTAUR) {
                (void) mongets(lev, midx, BOW);
                m_initthrow(lev, midx, ARROW, 12);
            } else {
                (void) mongets(lev, midx, CROSSBOW);
                m_initthrow(lev, midx, CROSSBOW_BOLT, 12);
            }
        }
        break;
    case S_WRAITH:
        (void) mongets(lev, midx, KNIFE);
        (void) mongets(lev, midx, LONG_SWORD);
        break;
    case S_ZOMBIE:
        if (!rn2(lev->rng, 4))
            (void) mongets(lev, midx, LEATHER_ARMOR);
        if (!rn2(lev->rng, 4))
            (void) mongets(lev, midx, rn2(lev->rng, 3) ? KNIFE : SHORT_SWORD);
        break;
    case S_LIZARD:
        if (mm == PM_SALAMANDER) {
            int w = rn2(lev->rng, 7) ? SPEAR
                    : rn2(lev->rng, 3) ? TRIDENT : STILETTO;

            (void) mongets(lev, midx, w);
        }
        break;
    case S_DEMON:
        switch (mm) {
        case PM_BALROG:
            (void) mongets(lev, midx, BULLWHIP);
            (void) mongets(lev, midx, BROADSWORD);
            break;
        case PM_ORCUS:
            (void) mongets(lev, midx, WAN_DEATH);
            break;
        case PM_HORNED_DEVIL:
            (void) mongets(lev, midx, rn2(lev->rng, 4) ? TRIDENT : BULLWHIP);
            break;
        case PM_DISPATER:
            (void) mongets(lev, midx, WAN_STRIKING);
            break;
        case PM_YEENOGHU:
            (void) mongets(lev, midx, FLAIL);
            break;
        }
        /* djinn and mail daemons take nothing more */
        if (!is_demon(mm))
            break;
        general_weapons(lev, midx, mm);
        break;
    default:
        general_weapons(lev, midx, mm);
        break;
    }
    if (mon(lev, midx)->m_lev > rn2(lev->rng, 75))
        (void) mongets(lev, midx, rnd_offensive_item(lev, midx));
}

/* C: ARM_BONUS - what a piece of armour adds to the AC */
static int arm_bonus(const struct nhl_level *lev, int oi)
{
    if (oi < 0)
        return 0;
    const struct obj *o = &lev->objects[oi];
    int a_ac = lev->nh->objects[o->otyp].oc_oc1;
    int eroded = o->oeroded > o->oeroded2 ? o->oeroded : o->oeroded2;

    return a_ac + o->spe - (eroded < a_ac ? eroded : a_ac);
}

/* soldiers' armour approximates their AC (C: m_initinv) */
static void mercenary_armor(struct nhl_level *lev, int midx, int mm)
{
    int mac, oi = -1;

    switch (mm) {
    case PM_GUARD: mac = -1; break;
    case PM_SOLDIER: mac = 3; break;
    case PM_SERGEANT: mac = 0; break;
    case PM_LIEUTENANT: mac = -2; break;
    case PM_CAPTAIN: mac = -3; break;
    case PM_WATCHMAN: mac = 3; break;
    case PM_WATCH_CAPTAIN: mac = -2; break;
    default: mac = 0; break;
    }
    /* body armour */
    if (mac < -1 && rn2(lev->rng, 5))
        oi = mongets(lev, midx, rn2(lev->rng, 5) ? PLATE_MAIL
                                                 : CRYSTAL_PLATE_MAIL);
    else if (mac < 3 && rn2(lev->rng, 5))
        oi = mongets(lev, midx, rn2(lev->rng, 3) ? SPLINT_MAIL : BANDED_MAIL);
    else if (rn2(lev->rng, 5))
        oi = mongets(lev, midx, rn2(lev->rng, 3) ? RING_MAIL
                                                 : STUDDED_LEATHER_ARMOR);
    else
        oi = mongets(lev, midx, LEATHER_ARMOR);
    mac += arm_bonus(lev, oi);
    oi = -1;
    /* helmet */
    if (mac < 10 && rn2(lev->rng, 3))
        oi = mongets(lev, midx, HELMET);
    else if (mac < 10 && rn2(lev->rng, 2))
        oi = mongets(lev, midx, DENTED_POT);
    mac += arm_bonus(lev, oi);
    oi = -1;
    /* shield */
    if (mac < 10 && rn2(lev->rng, 3))
        oi = mongets(lev, midx, SMALL_SHIELD);
    else if (mac < 10 && rn2(lev->rng, 2))
        oi = mongets(lev, midx, LARGE_SHIELD);
    mac += arm_bonus(lev, oi);
    oi = -1;
    /* boots */
    if (mac < 10 && rn2(lev->rng, 3))
        oi = mongets(lev, midx, LOW_BOOTS);
    else if (mac < 10 && rn2(lev->rng, 2))
        oi = mongets(lev, midx, HIGH_BOOTS);
    mac += arm_bonus(lev, oi);
    /* gloves or cloak */
    if (mac < 10 && rn2(lev->rng, 3))
        (void) mongets(lev, midx, LEATHER_GLOVES);
    else if (mac < 10 && rn2(lev->rng, 2))
        (void) mongets(lev, midx, LEATHER_CLOAK);

    if (mm == PM_WATCH_CAPTAIN) {
        ; /* a better weapon instead */
    } else if (mm == PM_WATCHMAN) {
        if (rn2(lev->rng, 3))
            (void) mongets(lev, midx, TIN_WHISTLE);
    } else if (mm == PM_GUARD) {
        int wi = mksobj(lev, TIN_WHISTLE, true, false);

        if (wi >= 0) {
            obj_curse(&lev->objects[wi]);
            minit_give(lev, midx, wi);
        }
    } else {
        if (!rn2(lev->rng, 3))
            (void) mongets(lev, midx, K_RATION);
        if (!rn2(lev->rng, 2))
            (void) mongets(lev, midx, C_RATION);
        if (mm != PM_SOLDIER && !rn2(lev->rng, 3))
            (void) mongets(lev, midx, BUGLE);
    }
}

static bool has_gold(const struct nhl_level *lev, int midx)
{
    for (int i = 0; i < lev->nobjects; i++)
        if (lev->objects[i].owner == midx && lev->objects[i].otyp == GOLD_PIECE)
            return true;
    return false;
}

static bool has_minvent(const struct nhl_level *lev, int midx)
{
    for (int i = 0; i < lev->nobjects; i++)
        if (lev->objects[i].owner == midx)
            return true;
    return false;
}

void m_initinv(struct nhl_level *lev, int midx)
{
    int mm = mon(lev, midx)->mndx;
    const struct permonst *ptr = &lev->nh->mons[mm];

    if (!strcmp(lev->ctx.special, "rogue"))
        return;
    switch (ptr->mlet) {
    case S_HUMAN:
        if (is_mercenary(mm)) {
            mercenary_armor(lev, midx, mm);
        } else if (mm == PM_SHOPKEEPER) {
            (void) mongets(lev, midx, SKELETON_KEY);
            /* each case falls through to the next */
            switch (rn2(lev->rng, 4)) {
            case 0:
                (void) mongets(lev, midx, WAN_MAGIC_MISSILE);
                /* FALLTHRU */
            case 1:
                (void) mongets(lev, midx, POT_EXTRA_HEALING);
                /* FALLTHRU */
            case 2:
                (void) mongets(lev, midx, POT_HEALING);
                /* FALLTHRU */
            case 3:
                (void) mongets(lev, midx, WAN_STRIKING);
            }
        } else if (ptr->msound == MS_PRIEST
                   || represents_role(lev, mm, "Prie")) {
            int cloak = rn2(lev->rng, 7) ? ROBE
                        : rn2(lev->rng, 3) ? CLOAK_OF_PROTECTION
                                           : CLOAK_OF_MAGIC_RESISTANCE;

            (void) mongets(lev, midx, cloak);
            (void) mongets(lev, midx, SMALL_SHIELD);
            mkmonmoney(lev, midx, rn1(lev->rng, 10, 20));
        } else if (represents_role(lev, mm, "Monk")) {
            (void) mongets(lev, midx, rn2(lev->rng, 11)
                                          ? ROBE : CLOAK_OF_MAGIC_RESISTANCE);
        }
        break;
    case S_NYMPH:
        if (!rn2(lev->rng, 2))
            (void) mongets(lev, midx, MIRROR);
        if (!rn2(lev->rng, 2))
            (void) mongets(lev, midx, POT_OBJECT_DETECTION);
        break;
    case S_GIANT:
        if (mm == PM_MINOTAUR) {
            /* 5.0.0 makemon.c m_initinv: a wand of digging 1 in 8, not 3 */
            int odds = lev->nh->rules.minotaur_digging_odds;

            if (!rn2(lev->rng, odds) || special_is_earth(lev))
                (void) mongets(lev, midx, WAN_DIGGING);
        } else if (is_giant(mm)) {
            for (int cnt = rn2(lev->rng, mon(lev, midx)->m_lev / 2); cnt;
                 cnt--) {
                int g = rnd_class(lev, DILITHIUM_CRYSTAL, LUCKSTONE - 1);
                int oi = mksobj(lev, g, false, false);

                if (oi >= 0) {
                    lev->objects[oi].quan = rn1(lev->rng, 2, 3);
                    minit_give(lev, midx, oi);
                }
            }
        }
        break;
    case S_WRAITH:
        if (mm == PM_NAZGUL) {
            int oi = mksobj(lev, RIN_INVISIBILITY, false, false);

            if (oi >= 0) {
                obj_curse(&lev->objects[oi]);
                minit_give(lev, midx, oi);
            }
        }
        break;
    case S_LICH:
        if (mm == PM_MASTER_LICH && !rn2(lev->rng, 13)) {
            (void) mongets(lev, midx, rn2(lev->rng, 7) ? ATHAME
                                                       : WAN_NOTHING);
        } else if (mm == PM_ARCH_LICH && !rn2(lev->rng, 3)) {
            /* C draws the kind before the artifact chance */
            int kind = rn2(lev->rng, 3) ? ATHAME : QUARTERSTAFF;
            bool artif = rn2(lev->rng, 13) ? false : true;
            int oi = mksobj(lev, kind, true, artif);

            if (oi >= 0) {
                if (lev->objects[oi].spe < 2)
                    lev->objects[oi].spe = rnd(lev->rng, 3);
                if (!rn2(lev->rng, 4))
                    lev->objects[oi].erodeproof = true;
                minit_give(lev, midx, oi);
            }
        }
        break;
    case S_MUMMY:
        if (rn2(lev->rng, 7))
            (void) mongets(lev, midx, MUMMY_WRAPPING);
        break;
    case S_QUANTMECH:
        if (!rn2(lev->rng, 20) && mm == PM_QUANTUM_MECHANIC) {
            int box = mksobj(lev, LARGE_BOX, false, false);
            int cat = mksobj(lev, CORPSE, true, false);

            if (box >= 0 && cat >= 0) {
                lev->objects[box].spe = 1;
                set_corpsenm(lev, cat, PM_HOUSECAT);
                add_to_container(lev, box, cat);
            }
            if (box >= 0)
                minit_give(lev, midx, box);
        }
        break;
    case S_LEPRECHAUN:
        mkmonmoney(lev, midx, d(lev->rng, level_difficulty_of(lev), 30));
        break;
    case S_DEMON:
        if (mm == PM_ICE_DEVIL && !rn2(lev->rng, 4)) {
            (void) mongets(lev, midx, SPEAR);
        } else if (mm == PM_ASMODEUS) {
            (void) mongets(lev, midx, WAN_COLD);
            (void) mongets(lev, midx, WAN_FIRE);
        }
        break;
    case S_GNOME:
        if (!rn2(lev->rng, lev->ctx.in_mines && in_mklev(lev) ? 20 : 60)) {
            int kind = rn2(lev->rng, 4) ? TALLOW_CANDLE : WAX_CANDLE;
            int oi = mksobj(lev, kind, true, false);

            if (oi >= 0) {
                lev->objects[oi].quan = 1;
                /* C: lit (begin_burn) when kept apart on a dark spot */
                if (!minit_give(lev, midx, oi)
                    && !lev->at[mon(lev, midx)->x][mon(lev, midx)->y].lit)
                    lev->objects[oi].lit = true;
            }
        }
        break;
    default:
        break;
    }
    /* ordinary soldiers rarely have magic (or gold) */
    if (mm == PM_SOLDIER && rn2(lev->rng, 13))
        return;
    if (mon(lev, midx)->m_lev > rn2(lev->rng, 50))
        (void) mongets(lev, midx, rnd_defensive_item(lev, midx));
    if (mon(lev, midx)->m_lev > rn2(lev->rng, 100))
        (void) mongets(lev, midx, rnd_misc_item(lev, midx));
    if (likes_gold(mm) && !has_gold(lev, midx) && !rn2(lev->rng, 5)) {
        long amount = d(lev->rng, level_difficulty_of(lev),
                        has_minvent(lev, midx) ? 5 : 10);

        mkmonmoney(lev, midx, amount);
    }
}

void makemon_mitem(struct nhl_level *lev, int midx)
{
    int mm = mon(lev, midx)->mndx;
    int mitem = STRANGE_OBJECT;

    if (mm == PM_VLAD_THE_IMPALER)
        mitem = CANDELABRUM_OF_INVOCATION;
    else if (mm == PM_CROESUS)
        mitem = TWO_HANDED_SWORD;
    else if (quest_msound(lev, mm) == MS_NEMESIS)
        mitem = BELL_OF_OPENING;
    else if (mm == PM_PESTILENCE)
        mitem = POT_SICKNESS;
    if (mitem != STRANGE_OBJECT)
        (void) mongets(lev, midx, mitem);
}

/* C: can_saddle */
static bool can_saddle(int m)
{
    int c = mons_invariant[m].mlet;

    return (c == S_QUADRUPED || c == S_UNICORN || c == S_ANGEL
            || c == S_CENTAUR || c == S_DRAGON || c == S_JABBERWOCK)
           && mons_invariant[m].msize >= MZ_MEDIUM && (!humanoid(m) || c == S_CENTAUR)
           && !amorphous(m) && c != S_GHOST && c != S_VORTEX
           && !pm_f1(m, M1_UNSOLID);
}

void makemon_inventory(struct nhl_level *lev, int midx)
{
    int mm = mon(lev, midx)->mndx;

    if (is_armed(mm))
        m_initweap(lev, midx);
    m_initinv(lev, midx);
    /* (m_dowear puts things on without draws) */
    if (!rn2(lev->rng, 100) && is_domestic(mm) && can_saddle(mm)) {
        int oi = mksobj(lev, SADDLE, true, false);

        if (oi >= 0)
            minit_give(lev, midx, oi);
    }
}
