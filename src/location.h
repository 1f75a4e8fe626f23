/* location.h - script coordinates to map coordinates (sp_lev.c's
 * get_location and friends): the map/room origin, random spots that suit a
 * "humidity", and the clamp C applies to spots off the map. */
#ifndef NHLEV_LOCATION_H
#define NHLEV_LOCATION_H

#include <stdbool.h>

#include "level.h"

/* humidity / getloc flags */
#define DRY 0x01
#define WET 0x02
#define HOT 0x04
#define SOLID 0x08
#define ANY_LOC 0x10
#define NO_LOC_WARN 0x20
#define SPACELOC 0x40

/* Optional replacement of is_ok_location's test (C: is_ok_location_func). */
typedef bool (*location_ok_fn)(struct nhl_level *lev, int x, int y);

/* *x < 0 means random. croom < 0 uses the map origin (xstart, ystart ...). */
void get_location(struct nhl_level *lev, int *x, int *y, int humidity, int croom);
void get_location_ok(struct nhl_level *lev, int *x, int *y, int humidity,
                     int croom, location_ok_fn okfn);
bool is_ok_location(struct nhl_level *lev, int x, int y, int humidity);
/* relative -> absolute without any checks (nh.abscoord, selections) */
void cvt_to_abscoord(const struct nhl_level *lev, int *x, int *y);
void cvt_to_relcoord(const struct nhl_level *lev, int *x, int *y);
/* a region's corners brought onto the map, x 1..COLNO-1 and y 0..ROWNO-1,
 * as C's place_lregion, set_wall_property and wallify_map each bound
 * theirs (the ends may still cross: an empty region) */
void clamp_to_map(int *x1, int *y1, int *x2, int *y2);
/* C's reset_xystart_size: origin (1,0), size (COLNO-1, ROWNO) */
void reset_xystart_size(struct nhl_level *lev);

/* mkroom.c helpers that draw: a random spot in a room */
int somex(struct nhl_level *lev, const struct mkroom *r);
int somey(struct nhl_level *lev, const struct mkroom *r);
bool somexy(struct nhl_level *lev, const struct mkroom *r, struct coord *c);
bool inside_room(const struct nhl_level *lev, const struct mkroom *r, int x, int y);

#endif
