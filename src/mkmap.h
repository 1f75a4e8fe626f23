/* mkmap.h - des.level_init({style="mines"}): a cave grown by a cellular
 * automaton, its pockets joined by winding passages (mkmap.c mkmap). */
#ifndef NHLEV_MKMAP_H
#define NHLEV_MKMAP_H

#include <stdbool.h>

#include "level.h"
#include "levelinit.h"

/* Dig a passage of ftyp through btyp from org to dest, turning at random
 * (C: sp_lev.c dig_corridor with nxcor FALSE: no boulders, no early stop;
 * CORR passages deeper than level 2 may turn secret, as maybe_sdoor(100)).
 * False if the way is blocked. */
bool mkmap_dig_passage(struct level *lev, struct coord org, struct coord dest,
                       int ftyp, int btyp);

/* The mines fill after lvlfill_solid: background, 2/5 random foreground,
 * smoothing passes, joining (temporary rooms, cleared afterwards),
 * walls and light. (C: mkmap) */
void mkmap(struct level *lev, const struct lev_init *li);

#endif
