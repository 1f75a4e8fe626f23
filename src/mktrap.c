/* mktrap.c - mklev.c's mktrap with its kind choosers (traptype_rnd,
 * traptype_roguelvl) and sp_lev.c's rndtrap; see mktrap.h. */
#include "mktrap.h"

#include <string.h>

#include "data_enums.h"
#include "gen_ops.h"
#include "maze.h"
#include "mkroom.h"
#include "objdata.h"
#include "objresist.h"
#include "traps.h"

int traptype_rnd(struct nhl_level *lev, unsigned flags)
{
    int lvl = lev->ctx.level_difficulty;
    int kind = rnd(lev->rng, C_TRAPNUM - 1);

    switch (kind) {
    case TRAPPED_DOOR:
    case TRAPPED_CHEST:
        /* they belong to a door or a chest, not to the map */
    case MAGIC_PORTAL:
    case VIBRATING_SQUARE:
        /* placed by the level, never at random */
        kind = NO_TRAP;
        break;
    case ROLLING_BOULDER_TRAP:
    case SLP_GAS_TRAP:
        if (lvl < 2)
            kind = NO_TRAP;
        break;
    case LEVEL_TELEP:
        if (lvl < 5 || lev->flags.noteleport || level_is_knox(lev))
            kind = NO_TRAP;
        break;
    case SPIKED_PIT:
        if (lvl < 5)
            kind = NO_TRAP;
        break;
    case LANDMINE:
        if (lvl < 6)
            kind = NO_TRAP;
        break;
    case WEB:
        if (lvl < 7 && !(flags & MKTRAP_NOSPIDERONWEB))
            kind = NO_TRAP;
        break;
    case STATUE_TRAP:
    case POLY_TRAP:
        if (lvl < 8)
            kind = NO_TRAP;
        break;
    case FIRE_TRAP:
        if (!lev->ctx.in_hell)
            kind = NO_TRAP;
        break;
    case TELEP_TRAP:
        if (lev->flags.noteleport)
            kind = NO_TRAP;
        break;
    case HOLE:
        /* holes are rarer than the rest */
        if (rn2(lev->rng, 7))
            kind = NO_TRAP;
        break;
    default:
        break;
    }
    return kind;
}

/* C: mklev.c traptype_roguelvl - the original Rogue's seven kinds */
static int traptype_roguelvl(struct nhl_level *lev)
{
    static const int kinds[7] = { BEAR_TRAP, ARROW_TRAP, DART_TRAP, TRAPDOOR,
                                  PIT, SLP_GAS_TRAP, RUST_TRAP };

    return kinds[rn2(lev->rng, 7)];
}

int rndtrap(struct nhl_level *lev)
{
    int rtrap;

    do {
        rtrap = rnd(lev->rng, C_TRAPNUM - 1);
        switch (rtrap) {
        case HOLE: /* special levels make their holes themselves */
        case VIBRATING_SQUARE:
        case MAGIC_PORTAL:
            rtrap = NO_TRAP;
            break;
        case TRAPDOOR:
            if (!level_can_dig_down(lev))
                rtrap = NO_TRAP;
            break;
        case LEVEL_TELEP:
        case TELEP_TRAP:
            if (lev->flags.noteleport)
                rtrap = NO_TRAP;
            break;
        case ROLLING_BOULDER_TRAP:
        case ROCKTRAP:
            if (lev->ctx.in_endgame)
                rtrap = NO_TRAP;
            break;
        default:
            break;
        }
    } while (rtrap == NO_TRAP);
    return rtrap;
}

/* C: mklev.c mktrap_victim - an earlier adventurer's remains: what the
 * trap fired, a belonging or more (always cursed), maybe a gnome's
 * candle, and the corpse, most often a human of some role */
static void mktrap_victim(struct nhl_level *lev, int tidx)
{
    const struct gen_ops *ops = lev->build->gen;
    int kind = lev->traps[tidx].ttyp;
    int x = lev->traps[tidx].tx, y = lev->traps[tidx].ty;
    int lvl = lev->ctx.level_difficulty, victim, o;

    if (!ops || !ops->mksobj || !ops->mkobj || !ops->mkcorpstat)
        return;
    /* 5.0.0 mklev.c mktrap: a land mine's victim set it off; the mine is
     * left an uncovered pit (and breakable belongings break below) */
    if (lev->nh->rules.landmine_victim_pit && kind == LANDMINE) {
        lev->traps[tidx].ttyp = PIT;
        lev->traps[tidx].tseen = true;
    }
    switch (kind) {
    case ARROW_TRAP:
        o = ops->mksobj(lev, ops->ud, ARROW, x, y, true, false);
        if (o >= 0)
            lev->objects[o].opoisoned = false; /* the trap's own arrows */
        break;
    case DART_TRAP:
        (void) ops->mksobj(lev, ops->ud, DART, x, y, true, false);
        break;
    case ROCKTRAP:
        (void) ops->mksobj(lev, ops->ud, ROCK, x, y, true, false);
        break;
    default:
        break;
    }
    do {
        static const int poss[4] = { WEAPON_CLASS, TOOL_CLASS, FOOD_CLASS,
                                     GEM_CLASS };
        int cls = poss[rn2(lev->rng, 4)];

        o = ops->mkobj(lev, ops->ud, cls, x, y, false);
        if (o >= 0) {
            lev->objects[o].blessed = false;
            lev->objects[o].cursed = true;
            /* 5.0.0 mktrap_victim: the exploded mine's pit breaks what
             * breaks (C: breaktest, then dealloc_obj) */
            if (lev->traps[tidx].ttyp == PIT && breaktest(lev, o)) {
                lev->objects[o].floating = true;
                lev->objects[o].x = lev->objects[o].y = -1;
            }
        }
    } while (!rn2(lev->rng, 5));

    switch (rn2(lev->rng, 15)) {
    case 0:
        victim = PM_ELF;
        /* elves resist sleep: rarely on a sleeping gas trap */
        if (kind == SLP_GAS_TRAP && !(lvl <= 2 && rn2(lev->rng, 2)))
            victim = PM_HUMAN;
        break;
    case 1: case 2:
        victim = PM_DWARF;
        break;
    case 3: case 4: case 5:
        victim = PM_ORC;
        break;
    case 6: case 7: case 8: case 9:
        victim = PM_GNOME;
        if (!rn2(lev->rng, 10)) {
            int ct = rn2(lev->rng, 4) ? TALLOW_CANDLE : WAX_CANDLE;

            o = ops->mksobj(lev, ops->ud, ct, x, y, true, false);
            if (o >= 0) {
                lev->objects[o].quan = 1;
                lev->objects[o].blessed = false;
                lev->objects[o].cursed = true;
                /* C: begin_burn in the dark */
                if (!lev->at[x][y].lit)
                    lev->objects[o].lit = true;
            }
        }
        break;
    default:
        victim = PM_HUMAN;
        break;
    }
    /* a human is usually an adventurer of some role */
    if (victim == PM_HUMAN && rn2(lev->rng, 25))
        victim = rn1(lev->rng, PM_WIZARD - PM_ARCHEOLOGIST, PM_ARCHEOLOGIST);
    (void) ops->mkcorpstat(lev, ops->ud, CORPSE, victim, x, y,
                           0x08 /* CORPSTAT_INIT */);
}

int mktrap(struct nhl_level *lev, int num, unsigned flags, int croom,
           const struct coord *tm)
{
    int lvl = lev->ctx.level_difficulty;
    int kind, idx;
    struct coord m = { 0, 0 };

    if (!tm && croom < 0 && !(flags & MKTRAP_MAZEFLAG))
        return -1;
    /* no traps in water; 5.0.0 mklev.c mktrap: nor in lava */
    if (tm && (is_pool_at(lev, tm->x, tm->y)
               || (lev->nh->rules.no_trap_in_lava
                   && is_lava_at(lev, tm->x, tm->y))))
        return -1;

    if (num > NO_TRAP && num < C_TRAPNUM) {
        kind = num;
    } else if (!strcmp(lev->ctx.special, "rogue")) {
        kind = traptype_roguelvl(lev);
    } else if (lev->ctx.in_hell && !rn2(lev->rng, 5)) {
        /* Gehennom favours fire traps */
        kind = FIRE_TRAP;
    } else {
        do {
            kind = traptype_rnd(lev, flags);
        } while (kind == NO_TRAP);
    }
    if (is_hole(kind) && !level_can_fall_thru(lev))
        kind = ROCKTRAP;

    if (tm) {
        m = *tm;
    } else {
        int tryct = 0;
        bool avoid_boulder = is_pit(kind) || is_hole(kind);

        do {
            if (++tryct > 200)
                return -1;
            if (flags & MKTRAP_MAZEFLAG) {
                if (!mazexy(lev, &m))
                    return -1;
            } else if (!somexyspace(lev, croom, &m)) {
                return -1;
            }
        } while (spot_occupied(lev, m.x, m.y)
                 || (avoid_boulder && boulder_on(lev, m.x, m.y)));
    }

    idx = maketrap(lev, m.x, m.y, kind);
    kind = idx >= 0 ? lev->traps[idx].ttyp : NO_TRAP;

    /* a web comes with its spider */
    if (kind == WEB && !(flags & MKTRAP_NOSPIDERONWEB) && lev->build->gen
        && lev->build->gen->makemon)
        (void) lev->build->gen->makemon(lev, lev->build->gen->ud, PM_GIANT_SPIDER, m.x, m.y,
                                 NO_MM_FLAGS);
    if (idx >= 0 && (flags & MKTRAP_SEEN))
        lev->traps[idx].tseen = true;

    /* An earlier adventurer may have died here: near the top of the
     * dungeon, traps that kill in an obvious way get remains (C:
     * mktrap_victim). The rnd(4) is drawn for every trap made. */
    if (kind != NO_TRAP && !(flags & MKTRAP_NOVICTIM)
        && lvl <= rnd(lev->rng, 4) && kind != SQKY_BOARD && kind != RUST_TRAP
        && !(kind == ROLLING_BOULDER_TRAP
             && lev->traps[idx].launch.x == lev->traps[idx].tx
             && lev->traps[idx].launch.y == lev->traps[idx].ty)
        && !is_pit(kind) && (kind < HOLE || kind == MAGIC_TRAP)) {
        /* 5.0.0 mklev.c mktrap: a land mine that killed has gone off,
         * leaving an open pit */
        if (lev->nh->rules.landmine_victim_pit && kind == LANDMINE) {
            lev->traps[idx].ttyp = PIT;
            lev->traps[idx].tseen = true;
        }
        mktrap_victim(lev, idx);
    }
    return idx;
}
