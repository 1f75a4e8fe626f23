/* api_levels.h - what the engine's other API files read of a level list
 * handle (api_levels.c): the source it holds and the game it is of. */
#ifndef NHLEV_API_LEVELS_H
#define NHLEV_API_LEVELS_H

#include "nhlev.h"
#include "source.h"

const struct level_source *nhl_levels_source(const struct nhl_levels *l);
/* the game cache the list is of, NULL when it was opened alone */
struct nhl_game_cache *nhl_levels_game(const struct nhl_levels *l);

#endif
