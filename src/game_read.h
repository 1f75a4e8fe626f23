/* game_read.h - the front door's reader of a game (game_reader.h): the
 * plan's level source while it builds, the game cache between builds,
 * and the layout, made when first asked for if the plan made none. */
#ifndef NHLEV_GAME_READ_H
#define NHLEV_GAME_READ_H

#include "dungeon.h"
#include "game_reader.h"

struct nhl_game_cache;

/* A reader of src (the plan's, read until the build is over), cache (not
 * owned, NULL none), dat_dir's texts (NULL: nhlev's own) and layout (the
 * plan's, taken over; NULL: laid out when first asked for, for the game's
 * hero). NULL out of memory (layout is then freed). */
struct game_reader *game_read_new(const struct level_source *src,
                                  struct nhl_game_cache *cache,
                                  const char *dat_dir,
                                  struct dungeon_layout *layout);

#endif
