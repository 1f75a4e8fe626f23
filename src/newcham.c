/* newcham.c - a shapechanger's new shape as NetHack 3.7's mon.c newcham
 * (see newcham.h). Every draw is its own statement in C's order. A
 * genocided form is refused as C's G_GENOD tests do (mvitals.h); the hero
 * sees no monster while a level is made, so tt_doppel names nobody and
 * newcham prints nothing. */
#include "tables.h"
#include "newcham.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "data_enums.h"
#include "makemon.h"
#include "monflags.h"
#include "mvitals.h"
#include "objinit.h"
#include "traps.h"

#define LOW_PM 0
#define SPECIAL_PM PM_LONG_WORM_TAIL

static bool on_rogue_level(const struct nhl_level *lev)
{
    return !strcmp(lev->ctx.special, "rogue");
}

/* C: isupper(monsym(ptr)), the rogue level's taste in shapes */
static bool upper_sym(int mndx)
{
    return isupper((unsigned char) mons_invariant[mndx].sym) != 0;
}

/* C: pm_invisible */
static bool pm_invisible(int mndx)
{
    return mndx == PM_STALKER || mndx == PM_BLACK_LIGHT;
}

static bool is_vampshifter(const struct monst *m)
{
    return m->cham == PM_VAMPIRE || m->cham == PM_VAMPIRE_LEADER
           || m->cham == PM_VLAD_THE_IMPALER;
}

/* C: mon_has_special: carrying its quest/invocation item (for Vlad the
 * Candelabrum, which he must keep carrying in any shape) */
static bool carries_candelabrum(const struct nhl_level *lev, int midx)
{
    for (int i = 0; i < lev->nobjects; i++)
        if (lev->objects[i].owner == midx && !lev->objects[i].floating
            && lev->objects[i].otyp == CANDELABRUM_OF_INVOCATION)
            return true;
    return false;
}

/* C: pickvampshape: a vampire lord (or Vlad without the Candelabrum) may
 * become a wolf, any vampire a fog cloud (one time in four) or a bat;
 * one already shifted goes back to itself one time in four */
static int pickvampshape(struct nhl_level *lev, int midx)
{
    const struct monst *m = &lev->monsters[midx];
    int mndx = m->cham, wolfchance = 10;
    bool upper_only = on_rogue_level(lev);

    switch (mndx) {
    case PM_VLAD_THE_IMPALER:
        if (carries_candelabrum(lev, midx))
            break;
        wolfchance = 3;
        /* FALLTHRU */
    case PM_VAMPIRE_LEADER:
        /* 5.0.0 mon.c pickvampshape: no wolf on water or lava, where it
         * would drown or burn straight back into a vampire */
        if (!rn2(lev->rng, wolfchance) && !upper_only
            && !(lev->nh->rules.vampshape_no_wolf_in_water
                 && (is_pool_at(lev, m->x, m->y)
                     || is_lava_at(lev, m->x, m->y)))) {
            mndx = PM_WOLF;
            break;
        }
        /* FALLTHRU */
    case PM_VAMPIRE:
        mndx = (!rn2(lev->rng, 4) && !upper_only) ? PM_FOG_CLOUD
                                                  : PM_VAMPIRE_BAT;
        break;
    default:
        break;
    }
    /* back to its own form if the chosen one is genocided, or now and
     * then when already changed */
    if (mv_genocided(lev, mndx)
        || (m->mndx != m->cham && !rn2(lev->rng, 4)))
        return m->cham;
    return mndx;
}

/* C: wizard.c nasties[], the summoned nasties (neutral, chaotic, lawful) */
static const short nasties[] = {
    PM_COCKATRICE, PM_ETTIN, PM_STALKER, PM_MINOTAUR,
    PM_OWLBEAR, PM_PURPLE_WORM, PM_XAN, PM_UMBER_HULK,
    PM_XORN, PM_ZRUTY, PM_LEOCROTTA, PM_BALUCHITHERIUM,
    PM_CARNIVOROUS_APE, PM_FIRE_ELEMENTAL, PM_JABBERWOCK,
    PM_IRON_GOLEM, PM_OCHRE_JELLY, PM_GREEN_SLIME,
    PM_DISPLACER_BEAST, PM_GENETIC_ENGINEER,
    PM_BLACK_DRAGON, PM_RED_DRAGON, PM_ARCH_LICH, PM_VAMPIRE_LEADER,
    PM_MASTER_MIND_FLAYER, PM_DISENCHANTER, PM_WINGED_GARGOYLE,
    PM_STORM_GIANT, PM_OLOG_HAI, PM_ELF_NOBLE, PM_ELVEN_MONARCH,
    PM_OGRE_TYRANT, PM_CAPTAIN, PM_GREMLIN,
    PM_SILVER_DRAGON, PM_ORANGE_DRAGON, PM_GREEN_DRAGON,
    PM_YELLOW_DRAGON, PM_GUARDIAN_NAGA, PM_FIRE_GIANT,
    PM_ALEAX, PM_COUATL, PM_HORNED_DEVIL, PM_BARBED_DEVIL,
};
#define NNASTIES ((int) (sizeof nasties / sizeof nasties[0]))

static bool ends_with(const char *s, const char *tail)
{
    size_t ls = strlen(s), lt = strlen(tail);

    return ls >= lt && !strcmp(s + ls - lt, tail);
}

/* C: wizard.c pick_nasty: one of the nasties; one too difficult (at or
 * over difcap), genocided or out of place (hell-only outside Gehennom or
 * the other way round) gives way to its younger form unless that is a
 * juvenile or genocided too */
static int pick_nasty(struct nhl_level *lev, int difcap)
{
    int res = nasties[rn2(lev->rng, NNASTIES)];

    if (on_rogue_level(lev) && !upper_sym(res))
        res = nasties[rn2(lev->rng, NNASTIES)];
    int alt = res;
    unsigned misplaced = lev->ctx.in_hell ? G_NOHELL : G_HELL;

    if (mv_genocided(lev, res)
        || (difcap > 0 && lev->nh->mons[res].difficulty >= difcap)
        || (lev->nh->mons[res].geno & misplaced) != 0)
        alt = big_to_little(res);
    if (alt != res && !mv_genocided(lev, alt)) {
        const char *name = lev->nh->mons[alt].pmnames[0] ? lev->nh->mons[alt].pmnames[0] : "";

        if (strncmp(name, "baby ", 5) && !ends_with(name, " hatchling")
            && !ends_with(name, " pup") && !ends_with(name, " cub"))
            res = alt;
    }
    return res;
}

/* C: topten.c tt_doppel: a role monster, one time in 13 straight away,
 * else after get_rnd_toptenentry's rank draw finds the (empty) record
 * has no entry to copy sex and name from */
static int tt_doppel(struct nhl_level *lev)
{
    if (rn2(lev->rng, 13))
        (void) rnd(lev->rng, 10); /* C: sysopt.tt_oname_maxrank */
    return rn1(lev->rng, PM_WIZARD - PM_ARCHEOLOGIST + 1, PM_ARCHEOLOGIST);
}

/* C: pick_animal over mon_animal_list (every M1_ANIMAL species) */
static int pick_animal(struct nhl_level *lev)
{
    short animals[SPECIAL_PM];
    int n = 0;

    for (int i = LOW_PM; i < SPECIAL_PM; i++)
        if (pm_f1(i, M1_ANIMAL))
            animals[n++] = (short) i;
    int res = animals[rn2(lev->rng, n)];

    if (on_rogue_level(lev) && !upper_sym(res))
        res = animals[rn2(lev->rng, n)];
    return res;
}

/* the hero's role's quest guardians (C: urole.guardnum) */
static int guardian_of(const struct nhl_level *lev)
{
    static const struct { const char *role; int pm; } guards[] = {
        { "Arc", PM_STUDENT }, { "Bar", PM_CHIEFTAIN },
        { "Cav", PM_NEANDERTHAL }, { "Hea", PM_ATTENDANT },
        { "Kni", PM_PAGE }, { "Mon", PM_ABBOT }, { "Pri", PM_ACOLYTE },
        { "Rog", PM_THUG }, { "Ran", PM_HUNTER }, { "Sam", PM_ROSHI },
        { "Tou", PM_GUIDE }, { "Val", PM_WARRIOR }, { "Wiz", PM_APPRENTICE },
    };

    for (size_t i = 0; i < sizeof guards / sizeof guards[0]; i++)
        if (!strncmp(lev->game->hero.role, guards[i].role, 3))
            return guards[i].pm;
    return PM_WARRIOR;
}

/* C: accept_newcham_form: -1 for a form the changer may not take (the
 * genocided, the placeholders, M2_NOPOLY species) - role monsters and its
 * own natural form excepted */
static int accept_newcham_form(const struct nhl_level *lev,
                               const struct monst *m, int mndx)
{
    if (mndx < 0)
        return NON_PM;
    if (mv_genocided(lev, mndx))
        return NON_PM;
    if (mndx == PM_ORC || mndx == PM_GIANT || mndx == PM_ELF
        || mndx == PM_HUMAN)
        return NON_PM;
    if (mndx >= PM_ARCHEOLOGIST && mndx <= PM_WIZARD)
        return mndx;
    if (pm_f2(mndx, M2_SHAPESHIFTER) && mndx == m->cham)
        return mndx;
    return pm_f2(mndx, M2_NOPOLY) ? NON_PM : mndx;
}

/* C: validspecmon; shopkeepers, priests and guards (C: isspecmon) need a
 * head and hands. Nobody special is a shapechanger while it is made. */
static bool validspecmon(const struct nhl_level *lev, const struct monst *m,
                         int mndx)
{
    if (mndx < 0)
        return true;
    if (accept_newcham_form(lev, m, mndx) < 0)
        return false;
    if (m->isshk || m->ispriest)
        return !pm_f1(mndx, M1_NOTAKE) && !pm_f1(mndx, M1_NOHEAD);
    return true;
}

int select_newcham_form(struct nhl_level *lev, int midx)
{
    const struct monst *m = &lev->monsters[midx];
    int mndx = NON_PM;

    switch (m->cham) {
    case PM_SANDESTIN:
        if (rn2(lev->rng, 7))
            mndx = pick_nasty(lev, lev->nh->mons[PM_ARCHON].difficulty - 1);
        break;
    case PM_DOPPELGANGER:
        if (!rn2(lev->rng, 7)) {
            mndx = pick_nasty(lev, lev->nh->mons[PM_JABBERWOCK].difficulty - 1);
        } else if (rn2(lev->rng, 3)) {
            mndx = tt_doppel(lev);
        } else if (!rn2(lev->rng, 3)) {
            /* a quest guardian, never the hero's own */
            mndx = rn1(lev->rng, PM_APPRENTICE - PM_STUDENT + 1, PM_STUDENT);
            if (mndx == guardian_of(lev))
                mndx = NON_PM;
        } else {
            /* a humanoid, five tries */
            int tryct = 5;

            do {
                mndx = rn1(lev->rng, SPECIAL_PM - LOW_PM, LOW_PM);
                if (pm_f1(mndx, M1_HUMANOID) && !pm_f2(mndx, M2_NOPOLY))
                    break;
            } while (--tryct > 0);
            if (!tryct)
                mndx = NON_PM;
        }
        break;
    case PM_CHAMELEON:
        if (!rn2(lev->rng, 3))
            mndx = pick_animal(lev);
        break;
    case PM_VLAD_THE_IMPALER:
    case PM_VAMPIRE_LEADER:
    case PM_VAMPIRE:
        mndx = pickvampshape(lev, midx);
        break;
    default:
        /* an ordinary monster would follow its dragon armour; none comes
         * here */
        break;
    }
    if (mndx == NON_PM) {
        /* any species; only the rogue level retries (for upper case) */
        int tryct = 50;

        do {
            mndx = rn1(lev->rng, SPECIAL_PM - LOW_PM, LOW_PM);
        } while (--tryct > 0 && !validspecmon(lev, m, mndx)
                 && (tryct > 40 && on_rogue_level(lev)
                     && !upper_sym(mndx)));
    }
    return mndx;
}

/* C: mgender_from_permonst: a form of one sex sets it; one of either sex
 * changes it one time in ten, except for vampires */
static void mgender_from_permonst(struct nhl_level *lev, struct monst *m,
                                  int mndx)
{
    if (is_male(mndx)) {
        m->female = false;
    } else if (is_female(mndx)) {
        m->female = true;
    } else if (!is_neuter(mndx)) {
        if (!rn2(lev->rng, 10) && !(lev->nh->mons[mndx].mlet == S_VAMPIRE
                                     || is_vampshifter(m)))
            m->female = !m->female;
    }
}

bool newcham(struct nhl_level *lev, int midx, int mndx)
{
    struct monst *m = &lev->monsters[midx];

    if (mndx >= NUMMONS_ENUM)
        return false;
    if (mndx < 0) {
        int tryct = 20;

        do {
            int pick = select_newcham_form(lev, midx);

            m = &lev->monsters[midx];
            mndx = accept_newcham_form(lev, m, pick);
            /* the rogue level wants upper case for a few tries */
            if (tryct > 15 && on_rogue_level(lev) && mndx >= 0
                && !upper_sym(mndx))
                mndx = NON_PM;
            if (mndx >= 0)
                break;
        } while (--tryct > 0);
        if (!tryct)
            return false;
    } else if (mv_genocided(lev, mndx)) {
        return false; /* the form asked for is genocided */
    }
    if (mndx == m->mndx)
        return false;

    mgender_from_permonst(lev, m, mndx);
    /* the new form keeps the share of its maximum hit points */
    int hpn = m->mhp, hpd = m->mhpmax;

    newmonhp(lev, m, mndx);
    if (hpd > 0)
        m->mhp = (int) ((long) hpn * m->mhp / hpd);
    if (m->mhp < 0 || m->mhp > m->mhpmax)
        m->mhp = m->mhpmax;
    if (!m->mhp)
        m->mhp = 1;
    /* C: set_mon_data; lasting invisibility follows the form unless it
     * was given otherwise */
    bool was_invisible_kind = pm_invisible(m->mndx);

    m->mndx = mndx;
    m->mclass = lev->nh->mons[mndx].sym;
    if (!m->perminvis || was_invisible_kind)
        m->perminvis = pm_invisible(mndx);
    m->invisible = m->perminvis;
    m->nwseg = 0; /* a worm no more leaves its tail (C: wormgone) */
    if (mndx == PM_LONG_WORM) {
        /* C: initworm with rn2(5) segments, laid out at random */
        int nseg = rn2(lev->rng, 5);

        if (nseg)
            place_worm_tail(lev, midx, nseg);
    }
    /* a new shape made with the monster carries nothing yet, so C's
     * possibly_unwield, mon_break_armor and the dropped boulders have
     * nothing to act on */
    return true;
}

/* C: validvamp for a named shape: a vampshifter may only be a fog cloud,
 * a bat, a wolf (not a plain vampire) or, asked for any shapeshifter,
 * itself; Vlad with the Candelabrum stays Vlad. Others: validspecmon */
static bool validvamp(struct nhl_level *lev, int midx, int *mndx)
{
    const struct monst *m = &lev->monsters[midx];

    if (!is_vampshifter(m))
        return validspecmon(lev, m, *mndx);
    if (m->cham == PM_VLAD_THE_IMPALER && carries_candelabrum(lev, midx)) {
        *mndx = PM_VLAD_THE_IMPALER;
        return true;
    }
    if (*mndx >= 0 && pm_f2(*mndx, M2_SHAPESHIFTER)) {
        *mndx = m->cham;
        return true;
    }
    if (*mndx == PM_WOLF)
        return m->cham != PM_VAMPIRE;
    if (*mndx == PM_FOG_CLOUD || *mndx == PM_VAMPIRE_BAT)
        return true;
    /* C then tries by class, S_HUMAN here: none fits */
    return false;
}

bool newcham_appear(struct nhl_level *lev, int midx, const char *shape)
{
    int mndx = !strcasecmp(shape, "random") ? select_newcham_form(lev, midx)
                                            : mndx_by_name(shape);

    if (mndx < 0 || (is_vampshifter(&lev->monsters[midx])
                     && !validvamp(lev, midx, &mndx)))
        return false;
    struct monst *m = &lev->monsters[midx];

    if (mndx == m->mndx)
        return true;
    mgender_from_permonst(lev, m, mndx);
    /* C: set_mon_data only - the level and hit points stay */
    bool was_invisible_kind = pm_invisible(m->mndx);

    m->mndx = mndx;
    m->mclass = lev->nh->mons[mndx].sym;
    if (!m->perminvis || was_invisible_kind)
        m->perminvis = pm_invisible(mndx);
    return true;
}
