/* mkroom_create.h - rooms a script or the level generator asks for
 * (sp_lev.c check_room, create_room, create_subroom, build_room and the
 * engine half of lspo_room): random size, place and alignment cut from
 * the free rectangles (rect.h), lighting by depth (litstate_rnd), the
 * shrinking of a room that would come too close to something, subrooms
 * inside a room, and the coder's room stack while a contents function
 * runs. */
#ifndef NHLEV_MKROOM_CREATE_H
#define NHLEV_MKROOM_CREATE_H

#include <stdbool.h>

#include "level.h"

/* des.room alignments (C: sp_lev.c SPLEV_LEFT ..., TOP, BOTTOM); -1 is
 * random */
#define SPLEV_LEFT 1
#define SPLEV_H_LEFT 2
#define SPLEV_CENTER 3
#define SPLEV_H_RIGHT 4
#define SPLEV_RIGHT 5
#define SPLEV_TOP 1
#define SPLEV_BOTTOM 5

/* Check the box lowx..lowx+ddx, lowy..lowy+ddy and the margin around it
 * (one more for a vault) for anything but stone, moving it off the map's
 * edges first.  Each thing found costs an rn2(3): 0 gives up, else the box
 * shrinks away from it and is checked again.  Themed rooms give up at
 * once, and also when every one of the four numbers changed.
 * (C: check_room) */
bool check_room(struct nhl_level *lev, int *lowx, int *ddx, int *lowy, int *ddy,
                bool vault);

/* A new room (C: create_room).  Any of x, y (grid 1..5), w, h, xal, yal
 * may be -1 (random); all of them -1 (or a vault) is a "totally random"
 * room cut from a random free rectangle, otherwise the grid cell and
 * alignment place it and a free rectangle must hold it.  rtype -1 is
 * OROOM; rlit -1 is drawn by litstate_rnd.  Up to 101 tries.  A vault
 * only records its corner in rooms[nroom].lx/ly (the caller adds it). */
bool create_room(struct nhl_level *lev, int x, int y, int w, int h, int xal,
                 int yal, int rtype, int rlit);

/* A vault's spot: a 2x2 room cut from a random rectangle, lit; only its
 * corner is recorded in rooms[nroom] (C: mklev.c create_vault) */
static inline bool create_vault(struct nhl_level *lev)
{
    return create_room(lev, -1, -1, 2, 2, -1, -1, VAULT, 1);
}

/* A subroom of room proom at x,y (relative to its inside) of w by h, any
 * of them -1 for random (C: create_subroom). */
bool create_subroom(struct nhl_level *lev, int proom, int x, int y, int w, int h,
                    int rtype, int rlit);

/* des.room's arguments as lspo_room reads them (C: sp_lev.h room) */
struct room_request {
    int x, y;          /* grid cell 1..5, or inside the parent; -1 random */
    int w, h;          /* -1 random */
    int xalign, yalign; /* SPLEV_*, -1 random */
    int rtype;         /* OROOM ... */
    int chance;        /* percent for rtype, else OROOM; 0 means always */
    int rlit;          /* -1 random */
    int needfill;
    bool joined;
};

/* The chance draw, then the room or (inside parent >= 0) subroom, its
 * roomno on the map, needfill and needjoining.  Returns the room's index
 * or -1. (C: build_room) */
int build_room(struct nhl_level *lev, const struct room_request *rq, int parent);

/* lspo_room's engine around the contents function:
 * room_begin builds the room inside the current one (if any), pushes it on
 * the coder's room stack and makes the parent irregular; it returns the
 * room's index for the contents, ROOM_FAILED when no room was made (the
 * failure is already pushed and popped) or ROOM_SKIPPED (an earlier themed
 * room failed: nothing done).  ROOM_TOO_DEEP: more than MAX_NESTED_ROOMS
 * levels of nesting (C panics).  room_end pops it and links its doors. */
#define ROOM_FAILED (-1)
#define ROOM_SKIPPED (-2)
#define ROOM_TOO_DEEP (-3)
int room_begin(struct nhl_level *lev, const struct room_request *rq);
void room_end(struct nhl_level *lev, int room);

#endif
