/* muse_items.h - what a new monster may carry besides its kit (C:
 * muse.c rnd_offensive_item, rnd_defensive_item, rnd_misc_item); each
 * returns an otyp (0 none) with C's draws. (rnd_class: objinit.h) */
#ifndef NHLEV_MUSE_ITEMS_H
#define NHLEV_MUSE_ITEMS_H

#include "level.h"

/* for monster midx (its species, peacefulness) */
int rnd_offensive_item(struct nhl_level *lev, int midx);
int rnd_defensive_item(struct nhl_level *lev, int midx);
int rnd_misc_item(struct nhl_level *lev, int midx);

#endif
