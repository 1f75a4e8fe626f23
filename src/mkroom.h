/* mkroom.h - filling the special rooms a level declares (sp_lev.c
 * fill_special_room, mkroom.c fill_zoo and its monster choosers) and the
 * room helpers they share. */
#ifndef NHLEV_MKROOM_H
#define NHLEV_MKROOM_H

#include <stdbool.h>

#include "level.h"

/* C: mkroom.c somexyspace - a random free floor spot of room r (ROOM,
 * CORR or ICE, not occupied), up to 101 tries */
bool somexyspace(struct level *lev, int r, struct coord *c);

#endif
