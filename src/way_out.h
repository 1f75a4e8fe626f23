/* way_out.h - levels flagged "inaccessibles": every walkable spot the
 * stairs (and portals, holes) cannot reach gets a way out - a secret door
 * through one wall, else a hole or trap door, else an escape item
 * (sp_lev.c ensure_way_out, generate_way_out_method). */
#ifndef NHLEV_WAY_OUT_H
#define NHLEV_WAY_OUT_H

#include "level.h"

/* (C: ensure_way_out) The escape item is recorded by name ("pick-axe" ...)
 * without its generation draws (the object factory's part). */
void ensure_way_out(struct nhl_level *lev);

#endif
