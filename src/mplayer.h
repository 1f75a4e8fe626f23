/* mplayer.h - player monsters (C: mplayer.c mk_mplayer). */
#ifndef NHLEV_MPLAYER_H
#define NHLEV_MPLAYER_H

#include "level.h"

/* mk_mplayer's equipment for a player monster outside the endgame
 * (after its new level and hit points): a weapon by role, then one to
 * three offensive, defensive and other items */
void mplayer_equip(struct nhl_level *lev, int midx);

#endif
