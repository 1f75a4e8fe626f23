/* door.h - des.door (sp_lev.c lspo_door, create_door, sel_set_door) and
 * the mklev.c door tests it relies on (okdoor, bydoor). */
#ifndef NHLEV_DOOR_H
#define NHLEV_DOOR_H

#include <stdbool.h>

#include "level.h"

/* walls of a room a door may go in (C: sp_lev.h W_*) */
#define W_NORTH 1
#define W_SOUTH 2
#define W_EAST 4
#define W_WEST 8
#define W_ANY (W_NORTH | W_SOUTH | W_EAST | W_WEST)

struct door_request {
    int x, y;     /* script coordinates; -1,-1: in a wall of the current room */
    int state;    /* -1 random, else D_NODOOR .. D_LOCKED or D_SECRET */
    int wall;     /* W_* mask, room form only */
    int pos;      /* position along the wall, -1 random; room form only */
};

/* One of nodoor/broken/open/closed/locked, rn2(5) (C: rnddoor). */
int rnddoor(struct nhl_level *lev);
/* A door next to (x,y) orthogonally (C: bydoor). */
bool bydoor(const struct nhl_level *lev, int x, int y);
/* A plain wall with floor on some side and no door beside (C: okdoor). */
bool okdoor(const struct nhl_level *lev, int x, int y);

enum door_result { DOOR_OK = 0, DOOR_BAD_COORD, DOOR_NO_ROOM, DOOR_NO_PLACE };
/* des.door: the state draw (random state: one rn2(5) always), then either
 * the given spot (ANY_LOC; DOOR or SDOOR, orientation, SpLev_Map) or a
 * door in the current room's wall, whose random state is drawn again by
 * create_door's own rules. Fills *ox,*oy with the spot when there is one. */
enum door_result door_create(struct nhl_level *lev, const struct door_request *rq,
                             int *ox, int *oy);

#endif
