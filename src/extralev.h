/* extralev.h - the Rogue level's rooms, corridors and ghost (C:
 * extralev.c makeroguerooms, roguejoin, roguecorr, miniwalk, corr,
 * makerogueghost).  The level is a 3 by 3 grid of sections, 26 columns
 * by 7 rows each; a section holds a room or, one time in five, only a
 * crossing of corridors.  mklev.c's ordinary-level path calls these in
 * place of makerooms when the level is the Rogue level. */
#ifndef NHLEV_EXTRALEV_H
#define NHLEV_EXTRALEV_H

#include <stdbool.h>

#include "level.h"

/* the exits of a section (C: XL_UP ... XL_RIGHT) */
#define XL_UP 1
#define XL_DOWN 2
#define XL_LEFT 4
#define XL_RIGHT 8

#define ROGUE_GRID 3
#define ROGUE_SECTION_W 26 /* columns per section (map x = 1 + 26 * gx) */
#define ROGUE_SECTION_H 7  /* rows per section (map y = 7 * gy) */

/* One section of the grid (C: struct rogueroom).  A real one holds the
 * room whose floor starts at (rlx, rly) of the section and is dx by dy;
 * a dummy one is the crossing (rlx, rly) its corridors meet at. */
struct rogue_section {
    int rlx, rly, dx, dy;
    bool real;
    unsigned doortable; /* exits still to be dug (XL_*) */
    unsigned exits;     /* every exit the walk chose (kept for callers) */
    int nroom;          /* index in lev->rooms of a real section's room */
};

struct rogue_grid {
    struct rogue_section r[ROGUE_GRID][ROGUE_GRID]; /* [x][y], as C */
};

/* The sections, the walk that links them, their rooms (add_room, lit one
 * time in seven) and the corridors with their doorless doors.  grid may
 * be NULL; given, it receives the plan.  Returns the number of rooms.
 * (C: makeroguerooms) */
int makeroguerooms(struct nhl_level *lev, struct rogue_grid *grid);

/* A corridor square, secret one time in 50 (C: corr). */
void corr(struct nhl_level *lev, int x, int y);

/* A sleeping ghost named for one of Rogue's authors in a random room,
 * over a dead Rogue player's kit: food, a mace or two-handed sword, bow,
 * arrows, ring or plate mail and perhaps a fake Amulet.
 * (C: makerogueghost) */
void makerogueghost(struct nhl_level *lev);

/* Rogue's authors, as the ghost is named (C: do_name.c roguename) */
const char *roguename(struct nhl_level *lev);

#endif
