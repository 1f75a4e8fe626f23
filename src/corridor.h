/* corridor.h - corridors between rooms and the doors they end in
 * (mklev.c makecorridors, join, finddpos, door_into_nonjoined, dodoor,
 * dosdoor, maybe_sdoor; sp_lev.c dig_corridor, search_door,
 * create_corridor): des.random_corridors and des.corridor. */
#ifndef NHLEV_CORRIDOR_H
#define NHLEV_CORRIDOR_H

#include <stdbool.h>

#include "level.h"

/* depth > 2 and one chance in max(2, chance) (C: maybe_sdoor) */
bool maybe_sdoor(struct level *lev, int chance);

/* Dig from org to dest through btyp, laying ftyp (CORR below depth 2 may
 * turn SCORR, one in 100), wandering towards the target.  With nxcor the
 * corridor may stop at random (1 in 35 a step) and drop boulders (1 in
 * 50).  False when it could not get through. (C: dig_corridor) */
bool dig_corridor(struct level *lev, struct coord org, struct coord dest,
                  bool nxcor, int ftyp, int btyp);

/* A door spot on the wall segment xl..xh, yl..yh: a random one if a door
 * may go there, else the first that may, else the first existing door;
 * false (with *cc the segment's end) when there is none.  (C: finddpos) */
bool finddpos(struct level *lev, struct coord *cc, int xl, int yl, int xh,
              int yh);

/* A door of kind type (DOOR or SDOOR; a non-wall spot is always a DOOR)
 * with a random state, recorded for room aroom (C: dosdoor); dodoor picks
 * a secret door one time in 8 below depth 2 (C: dodoor). */
void dosdoor(struct level *lev, int x, int y, int aroom, int type);
void dodoor(struct level *lev, int x, int y, int aroom);

/* Join rooms a and b with doors and a corridor, if both want joining;
 * nxcor: an extra corridor that may be blocked or end early.
 * (C: join) */
void join(struct level *lev, int a, int b, bool nxcor);

/* Corridors between the level's rooms: each to the next, then every
 * second, then whatever is still apart, then 4 + rn2(nroom) extras.
 * (C: makecorridors) */
void makecorridors(struct level *lev);

/* The cnt-th door (from 0) of room r's wall (W_NORTH ...) in *x,*y
 * (C: search_door); false if it has fewer. */
bool search_door(const struct level *lev, int r, int *x, int *y, int wall,
                 int cnt);

/* des.corridor: from the srcdoor-th door on srcwall of room srcroom to the
 * destdoor-th door on destwall of destroom (C: create_corridor).
 * srcroom -1 makes the random corridors instead.  Walls must be single
 * walls.  Returns CORRIDOR_OK, or why nothing was dug. */
enum corridor_result {
    CORRIDOR_OK = 0, CORRIDOR_BAD_ROOM, CORRIDOR_BAD_WALL, CORRIDOR_NO_DOOR,
    CORRIDOR_BLOCKED
};
struct corridor_request {
    int src_room, src_door, src_wall;
    int dest_room, dest_door, dest_wall;
};
enum corridor_result create_corridor(struct level *lev,
                                     const struct corridor_request *c);

#endif
