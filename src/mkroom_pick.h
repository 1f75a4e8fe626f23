/* mkroom_pick.h - turning one of an ordinary level's rooms into a special
 * room (C: mkroom.c do_mkroom with mkshop, mkzoo, pick_room, mktemple,
 * mkswamp): which room, its type, its lighting and (temples) the shrine.
 * Stocking comes later, with fill_special_room (mkroom.h). */
#ifndef NHLEV_MKROOM_PICK_H
#define NHLEV_MKROOM_PICK_H

#include <stdbool.h>

#include "level.h"

/* Make a room of rtype (SHOPBASE: a random shop kind) if some room fits;
 * nothing happens when none does. (C: do_mkroom) */
void do_mkroom(struct nhl_level *lev, int rtype);

/* an unused ordinary room, from a random start, preferably with one door;
 * strict refuses any room with stairs; -1 none (C: pick_room) */
int pick_room(struct nhl_level *lev, bool strict);

/* a door or secret door on one of the 8 squares around (C: nexttodoor) */
bool nexttodoor(const struct nhl_level *lev, int x, int y);

#endif
