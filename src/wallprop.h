/* wallprop.h - wall properties and plain wall-making for scripts:
 * des.non_diggable, des.non_passwall, des.wall_property (sp_lev.c
 * set_wall_property, sel_set_wall_property) and des.wallify (wallify_map).
 * The finishing pipeline's wallification is in wallify.c. */
#ifndef NHLEV_WALLPROP_H
#define NHLEV_WALLPROP_H

#include "level.h"
#include "terrain.h"

/* prop is W_NONDIGGABLE and/or W_NONPASSWALL: added to the flags of walls
 * (any IS_STWALL, stone included), trees and iron bars. */
void wall_property_cell(struct nhl_level *lev, int x, int y, int prop);
/* over a rectangle, clamped to the map (C: set_wall_property) */
void set_wall_property(struct nhl_level *lev, int x1, int y1, int x2, int y2,
                       int prop);
/* over the set cells of mask (C: set_wallprop_in_selection) */
void set_wall_property_mask(struct nhl_level *lev, const cellmask mask, int prop);

/* STONE cells of the rectangle (clamped to the map) with a ROOM-or-better or
 * CROSSWALL cell among their 8 neighbours (rows and columns up to one
 * before the rectangle, none past its end) become
 * HWALL when that neighbour is in another row, else VWALL. No spine fixing.
 * (C: wallify_map) */
void wallify_map(struct nhl_level *lev, int x1, int y1, int x2, int y2);

#endif
