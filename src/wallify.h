/* wallify.h - wallification after mkmaze.c: walls buried in solid rock
 * become stone (wall_cleanup), then every wall takes the shape its
 * neighbours call for (fix_wall_spines: corners, tees, crosswalls). */
#ifndef NHLEV_WALLIFY_H
#define NHLEV_WALLIFY_H

#include "level.h"

/* An area whose walls join only real walls, never plain stone, and which
 * wall_cleanup leaves alone (C: gb.bughack, Baalzebub's insect).  Pass
 * NULL for none. */
struct wall_bughack { int x1, y1, x2, y2; };

/* Bounds are absolute and inclusive; bad bounds (x1 < 0, x2 >= COLNO,
 * x1 > x2, ...) do nothing and set lev->errmsg (C panics). */
void wall_cleanup(struct nhl_level *lev, int x1, int y1, int x2, int y2,
                  const struct wall_bughack *bug);
void fix_wall_spines(struct nhl_level *lev, int x1, int y1, int x2, int y2,
                     const struct wall_bughack *bug);
/* wall_cleanup then fix_wall_spines over the rectangle (C: wallification) */
void wallification(struct nhl_level *lev, int x1, int y1, int x2, int y2);

#endif
