/* corridor.h - corridors between rooms and the doors they end in
 * (mklev.c makecorridors, join, finddpos, door_into_nonjoined, dodoor,
 * dosdoor, maybe_sdoor; sp_lev.c dig_corridor, search_door,
 * create_corridor): des.random_corridors and des.corridor. */
#ifndef NHLEV_CORRIDOR_H
#define NHLEV_CORRIDOR_H

#include <stdbool.h>

#include "level.h"

/* depth > 2 and one chance in max(2, chance) (C: maybe_sdoor) */
bool maybe_sdoor(struct nhl_level *lev, int chance);

/* Dig from org to dest through btyp, laying ftyp (CORR below depth 2 may
 * turn SCORR, one in 100), wandering towards the target.  With nxcor the
 * corridor may stop at random (1 in 35 a step) and drop boulders (1 in
 * 50).  False when it could not get through. (C: dig_corridor) */
bool dig_corridor(struct nhl_level *lev, struct coord org, struct coord dest,
                  bool nxcor, int ftyp, int btyp);
/* The same, also counting in *npoints the spots it turned from btyp
 * (5.0.0's dig_corridor npoints; join puts its first door only when a
 * spot was dug). */
bool dig_corridor_count(struct nhl_level *lev, struct coord org,
                        struct coord dest, bool nxcor, int ftyp, int btyp,
                        int *npoints);

/* The walls of a room, numbered as C's movement directions (DIR_W ...). */
enum room_wall_dir { RWALL_W = 0, RWALL_N = 2, RWALL_E = 4, RWALL_S = 6 };

/* A door spot on wall dir of room r (C: finddpos).  3.7: a random spot of
 * the wall if a door may go there, else the first that may, else the first
 * existing door; 5.0.0: up to 20 random spots, then every spot, that is a
 * wall or door of the room's own (an irregular room's wall may lie further
 * in).  False (with *cc a corner of the segment) when there is none. */
bool finddpos(struct nhl_level *lev, struct coord *cc, int r, int dir);

/* A door of kind type (DOOR or SDOOR; a non-wall spot is always a DOOR)
 * with a random state, recorded for room aroom (C: dosdoor); dodoor picks
 * a secret door one time in 8 below depth 2 (C: dodoor). */
void dosdoor(struct nhl_level *lev, int x, int y, int aroom, int type);
void dodoor(struct nhl_level *lev, int x, int y, int aroom);

/* Join rooms a and b with doors and a corridor, if both want joining;
 * nxcor: an extra corridor that may be blocked or end early.
 * (C: join) */
void join(struct nhl_level *lev, int a, int b, bool nxcor);

/* Corridors between the level's rooms: each to the next, then every
 * second, then whatever is still apart, then 4 + rn2(nroom) extras.
 * (C: makecorridors) */
void makecorridors(struct nhl_level *lev);

/* The cnt-th door (from 0) of room r's wall (W_NORTH ...) in *x,*y
 * (C: search_door); false if it has fewer. */
bool search_door(const struct nhl_level *lev, int r, int *x, int *y, int wall,
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
enum corridor_result create_corridor(struct nhl_level *lev,
                                     const struct corridor_request *c);

#endif
