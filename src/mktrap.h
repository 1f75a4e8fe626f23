/* mktrap.h - trap generation as mklev.c's mktrap does it: a random kind
 * fit for the level (traptype_rnd, the Rogue level's own list, Gehennom's
 * fire traps), a spot, maketrap (traps.h), a web's giant spider and, near
 * the top of the dungeon, the remains of an earlier victim; and sp_lev.c's
 * rndtrap for stocking mazes. */
#ifndef NHLEV_MKTRAP_H
#define NHLEV_MKTRAP_H

#include "level.h"

/* mktrap flags (C: hack.h MKTRAP_*) */
#define MKTRAP_NOFLAGS 0x0U
#define MKTRAP_SEEN 0x1U          /* the trap is seen */
#define MKTRAP_MAZEFLAG 0x2U      /* a random maze spot, not a room's */
#define MKTRAP_NOSPIDERONWEB 0x4U /* a web without its spider */
#define MKTRAP_NOVICTIM 0x8U      /* no corpse or belongings on it */

/* C: mklev.c traptype_rnd - rnd(25), NO_TRAP when that kind is too hard
 * for the level's difficulty or does not belong here (holes: 6 in 7 are
 * refused with one more draw) */
int traptype_rnd(struct nhl_level *lev, unsigned flags);
/* C: sp_lev.c rndtrap - rnd(25) redrawn until a kind fit for a special
 * level: no holes, portals or vibrating squares, trap doors only where
 * one can dig down, teleporters only where teleporting works, no falling
 * rocks or rolling boulders in the endgame. Can give TRAPPED_DOOR or
 * TRAPPED_CHEST, which maketrap refuses (as in C). */
int rndtrap(struct nhl_level *lev);

/* C: mklev.c mktrap. num > NO_TRAP is the kind, else a random one. The
 * spot is *tm when given (nothing made on water), else a random spot of
 * room croom (>= 0) or, with MKTRAP_MAZEFLAG, of the maze; up to 200 of
 * them, never an occupied one nor, for pits and holes, a boulder's.
 * Returns the trap index or -1. */
int mktrap(struct nhl_level *lev, int num, unsigned flags, int croom,
           const struct coord *tm);

#endif
