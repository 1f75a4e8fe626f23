/* stairs.h - des.stair and des.ladder (sp_lev.c l_create_stairway) and
 * mklev.c mkstairs with its `force` argument. */
#ifndef NHLEV_STAIRS_H
#define NHLEV_STAIRS_H

#include <stdbool.h>

#include "level.h"

/* C: mklev.c mkstairs(x, y, up, croom, force): force makes the cell ROOM
 * first; no stair "up" on the dungeon's first level nor "down" on its
 * last (lev->ctx.dlevel, dunlevs_in_dungeon). Returns whether a stairway
 * was added. */
bool mkstairs_force(struct nhl_level *lev, int x, int y, bool up, bool force);

/* des.stair / des.ladder at script coordinates (-1,-1 random: only on
 * ROOM, CORR or ICE, C: good_stair_loc). Deletes a trap on the spot and
 * marks it SpLev_Map. *ox,*oy get the map spot. Returns whether a
 * stairway was added. */
bool stairway_create(struct nhl_level *lev, int x, int y, bool up, bool ladder,
                     int *ox, int *oy);

#endif
