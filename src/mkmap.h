/* mkmap.h - des.level_init({style="mines"}): a cave grown by a cellular
 * automaton, its pockets joined by winding passages (mkmap.c mkmap), and
 * the flood fill that marks a region's cells with a room number
 * (flood_fill_rm), which irregular rooms use too. */
#ifndef NHLEV_MKMAP_H
#define NHLEV_MKMAP_H

#include <stdbool.h>

#include "level.h"
#include "levelinit.h"

/* The bounds and size of what one flood fill reached (C: gm.min_rx ...
 * and gn.n_loc_filled). Set min/max to the start cell before the call. */
struct flood_area {
    int min_rx, min_ry, max_rx, max_ry;
    int n_loc_filled;
};

/* Give every cell connected to (sx,sy) with its typ (anyroom: any IS_ROOM
 * typ, and the walls and doors around them too, marked as edge) the room
 * number rmno and the light lit. (C: flood_fill_rm) */
void flood_fill_rm(struct level *lev, int sx, int sy, int rmno, bool lit,
                   bool anyroom, struct flood_area *fa);

/* Dig a passage of ftyp through btyp from org to dest, turning at random
 * (C: dig_corridor with nxcor FALSE). CORR passages may get secret
 * corridors, which need the corridor code's maybe_sdoor, so ftyp must not
 * be CORR here. False if the way is blocked. */
bool mkmap_dig_passage(struct level *lev, struct coord org, struct coord dest,
                       int ftyp, int btyp);

/* C's litstate_rnd: -1 = lit with rnd(1+|depth|) < 11 && rn2(77). */
bool litstate_rnd(struct level *lev, int litstate);

/* The mines fill after lvlfill_solid: background, 2/5 random foreground,
 * smoothing passes, joining (temporary rooms, cleared afterwards),
 * walls and light. (C: mkmap) */
void mkmap(struct level *lev, const struct lev_init *li);

#endif
