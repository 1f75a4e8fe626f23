/* muse_items.c - the items a new monster may be handed: muse.c's
 * rnd_offensive_item, rnd_defensive_item and rnd_misc_item, each drawing
 * as C does (see muse_items.h). */
#include "tables.h"
#include "muse_items.h"

#include <string.h>

#include "data_enums.h"
#include "monflags.h"
#include "objdata.h"

#define AT_EXPL 13

static struct monst *mon(struct nhl_level *lev, int midx)
{
    return &lev->monsters[midx];
}

static bool has_attack(int mndx, int aatyp)
{
    for (int i = 0; i < NATTK; i++)
        if (mons_invariant[mndx].mattk[i].aatyp == aatyp)
            return true;
    return false;
}

static bool is_animal(int m) { return pm_f1(m, M1_ANIMAL); }
static bool nonliving(int m)
{
    return is_undead(m) || m == PM_MANES || mons_invariant[m].mlet == S_GOLEM
           || mons_invariant[m].mlet == S_VORTEX;
}

/* muse.c's choosers */
static bool no_items(int m)
{
    return is_animal(m) || has_attack(m, AT_EXPL) || mindless(m)
           || mons_invariant[m].mlet == S_GHOST || mons_invariant[m].mlet == S_KOP;
}

int rnd_offensive_item(struct nhl_level *lev, int midx)
{
    int m = mon(lev, midx)->mndx, difficulty = lev->nh->mons[m].difficulty;

    if (no_items(m))
        return 0;
    if (difficulty > 7 && !rn2(lev->rng, 35))
        return WAN_DEATH;
    switch (rn2(lev->rng, 9 - (difficulty < 4) + 4 * (difficulty > 6))) {
    case 0:
        /* no helmet yet while weapons are handed out: soft-headed unless
         * the body passes everything */
        if (amorphous(m) || passes_walls(m) || lev->nh->mons[m].mlet == S_GHOST
            || pm_f1(m, M1_UNSOLID))
            return SCR_EARTH;
        /* FALLTHRU */
    case 1: return WAN_STRIKING;
    case 2: return POT_ACID;
    case 3: return POT_CONFUSION;
    case 4: return POT_BLINDNESS;
    case 5: return POT_SLEEPING;
    case 6: return POT_PARALYSIS;
    case 7:
    case 8: return WAN_MAGIC_MISSILE;
    case 9: return WAN_SLEEP;
    case 10: return WAN_FIRE;
    case 11: return WAN_COLD;
    case 12: return WAN_LIGHTNING;
    }
    return 0;
}

static bool is_dlord(int m) { return is_demon(m) && is_lord(m); }

/* C: noteleport_level - in Gehennom a demon lord or prince anywhere on
 * the level keeps every other monster from teleporting; else the level's
 * own no-teleport flag (which, in 5.0.0, covetous monsters ignore) */
static bool noteleport_level(const struct nhl_level *lev, int midx)
{
    int m = lev->monsters[midx].mndx;

    if (lev->ctx.in_hell && !is_dlord(m) && !is_dprince(m))
        for (int i = 0; i < lev->nmonsters; i++) {
            const struct monst *o = &lev->monsters[i];

            /* C: get_iter_mons skips monsters off the map */
            if (o->x > 0 && (is_dlord(o->mndx) || is_dprince(o->mndx)))
                return true;
        }
    /* 5.0.0 teleport.c noteleport_level: covetous monsters bypass it */
    if (lev->nh->rules.covetous_ignore_noteleport
        && (lev->nh->mons[m].mflags3 & M3_COVETOUS))
        return false;
    return lev->flags.noteleport;
}

int rnd_defensive_item(struct nhl_level *lev, int midx)
{
    struct monst *mt = mon(lev, midx);
    int m = mt->mndx, difficulty = lev->nh->mons[m].difficulty, trycnt = 0;

    if (no_items(m))
        return 0;
    for (;;) {
        switch (rn2(lev->rng, 8 + (difficulty > 3) + (difficulty > 6)
                                  + (difficulty > 8))) {
        case 6:
        case 9:
            if (noteleport_level(lev, midx) && ++trycnt < 2)
                continue;
            if (!rn2(lev->rng, 3))
                return WAN_TELEPORTATION;
            /* FALLTHRU */
        case 0:
        case 1:
            return SCR_TELEPORTATION;
        case 8:
        case 10:
            if (!rn2(lev->rng, 3))
                return WAN_CREATE_MONSTER;
            /* FALLTHRU */
        case 2:
            return SCR_CREATE_MONSTER;
        case 3:
            return POT_HEALING;
        case 4:
            return POT_EXTRA_HEALING;
        case 5:
            return m != PM_PESTILENCE ? POT_FULL_HEALING : POT_SICKNESS;
        case 7:
            if (lev->ctx.in_sokoban && rn2(lev->rng, 4))
                continue;
            if (is_floater(m) || mt->isshk || mt->ispriest)
                return 0;
            return WAN_DIGGING;
        }
        return 0;
    }
}

/* See_invisible from the hero's role alone (C: attrib.c's role
 * intrinsics): Monks from level 1, Rangers from level 15 */
static bool hero_sees_invisible(const struct nhl_level *lev)
{
    if (!strcmp(lev->game->hero.role, "Monk"))
        return true;
    return !strcmp(lev->game->hero.role, "Ranger") && lev->game->hero.ulevel >= 15;
}

int rnd_misc_item(struct nhl_level *lev, int midx)
{
    struct monst *mt = mon(lev, midx);
    int m = mt->mndx, difficulty = lev->nh->mons[m].difficulty;

    if (no_items(m))
        return 0;
    if (difficulty < 6 && !rn2(lev->rng, 30))
        return rn2(lev->rng, 6) ? POT_POLYMORPH : WAN_POLYMORPH;
    if (!rn2(lev->rng, 40) && !nonliving(m))
        return AMULET_OF_LIFE_SAVING;
    switch (rn2(lev->rng, 3)) {
    case 0:
        return rn2(lev->rng, 6) ? POT_SPEED : WAN_SPEED_MONSTER;
    case 1:
        if (mt->peaceful && !hero_sees_invisible(lev))
            return 0;
        return rn2(lev->rng, 6) ? POT_INVISIBILITY : WAN_MAKE_INVISIBLE;
    case 2:
        return POT_GAIN_LEVEL;
    }
    return 0;
}

