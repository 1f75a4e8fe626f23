/* rloc.h - moving a monster already on the map to a random spot, as
 * NetHack 3.7's teleport.c rloc (rloc_pos_ok, tele_jump_ok, the shuffled
 * fallback over the whole map), draw for draw. */
#ifndef NHLEV_RLOC_H
#define NHLEV_RLOC_H

#include <stdbool.h>

#include "level.h"

/* C: rloc(mon, RLOC_NOMSG): monster midx moves to a random good spot
 * (50 random tries, then every spot in shuffled order); false, and it
 * stays, when there is none. */
bool rloc(struct nhl_level *lev, int midx);

#endif
