/* sort_rooms.h - rooms ordered left to right (C: mklev.c sort_rooms), so
 * that makecorridors, which joins room N to room N+1, links neighbours.
 * The ordinary level generator calls it once its rooms are made; special
 * levels keep their script's order. */
#ifndef NHLEV_SORT_ROOMS_H
#define NHLEV_SORT_ROOMS_H

#include "level.h"

/* Sort lev->rooms[0..nroom-1] by lx (ties keep their order) and renumber
 * the map's roomno to match; subrooms' parent indexes follow their
 * parents.  Like C, roomno values of 41 and up (room indexes past 37) are
 * left as they were. */
void sort_rooms(struct nhl_level *lev);

#endif
