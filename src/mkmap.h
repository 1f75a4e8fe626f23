/* mkmap.h - des.level_init({style="mines"}): a cave grown by a cellular
 * automaton, its pockets joined by winding passages (mkmap.c mkmap). */
#ifndef NHLEV_MKMAP_H
#define NHLEV_MKMAP_H

#include <stdbool.h>

#include "level.h"
#include "levelinit.h"

/* The mines fill after lvlfill_solid: background, 2/5 random foreground,
 * smoothing passes, joining (temporary rooms, cleared afterwards),
 * walls and light. (C: mkmap) */
void mkmap(struct nhl_level *lev, const struct lev_init *li);

#endif
