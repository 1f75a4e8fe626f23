/* flip.h - turning a special level upside down and/or mirror-wise after
 * its script ran (sp_lev.c flip_level, flip_level_rnd; the bounds come from
 * mkmaze.c get_level_extends). */
#ifndef NHLEV_FLIP_H
#define NHLEV_FLIP_H

#include "level.h"

#define FLIP_VERTICAL 1   /* top <-> bottom */
#define FLIP_HORIZONTAL 2 /* left <-> right */

/* The box around everything that is not stone, widened by 2 (1 on maze
 * levels when the edge holds only walls); may run past the map by one
 * (C: get_level_extends). */
void get_level_extends(const struct nhl_level *lev, int *left, int *top,
                       int *right, int *bottom);

/* Flip the map, and everything placed on it, inside get_level_extends'
 * box (clamped to the map), then re-join the wall spines over the whole
 * map.  Records lev->flip_extent.  No draws. (C: flip_level, extras
 * false) */
void flip_level(struct nhl_level *lev, int flp);

/* rn2(2) for each allowed direction (bit 1 vertical first, then bit 2
 * horizontal); lev->build->flip_forced >= 0 then replaces the outcome.  Sets
 * lev->flip_value (and flip_extent to -1s when nothing flips).
 * (C: flip_level_rnd) */
void flip_level_rnd(struct nhl_level *lev, int allowed);

#endif
