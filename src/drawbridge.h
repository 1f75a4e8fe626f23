/* drawbridge.h - des.drawbridge: a drawbridge over moat or lava, raised or
 * lowered, with its portcullis in the wall beside it (dbridge.c
 * create_drawbridge, sp_lev.c lspo_drawbridge). */
#ifndef NHLEV_DRAWBRIDGE_H
#define NHLEV_DRAWBRIDGE_H

#include <stdbool.h>

#include "level.h"

/* dir is DB_NORTH/DB_SOUTH/DB_EAST/DB_WEST: where the wall lies. Any other
 * value behaves as C's default case: west, with the raw value stored in
 * drawbridgemask. False (nothing changed) if that neighbour is no wall.
 * (C: create_drawbridge) */
bool create_drawbridge(struct nhl_level *lev, int x, int y, int dir, bool open);

/* des.drawbridge at absolute (x,y): state open 1, closed 0, random -1 (one
 * rn2(2) draw); marks the spot as the script's. Returns create_drawbridge's
 * result. */
bool drawbridge_place(struct nhl_level *lev, int x, int y, int dir, int state);

#endif
