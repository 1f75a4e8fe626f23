/* game_reader.h - how a game reads what it loads on demand: the front
 * door's answer (game_read.c) to what the game asks, so that the game,
 * and the engine that reads it, never call the level source, the game
 * cache or the dungeon layout themselves. */
#ifndef NHLEV_GAME_READER_H
#define NHLEV_GAME_READER_H

#include "game.h"

struct game_reader {
    /* where the game's layout puts the level called name: 0, or -1 */
    int (*level_named)(struct game_reader *r, const struct nhl_game *g,
                       const char *name, d_level *out);
    /* the game's dat/ texts, a reference (nh_texts_free); NULL oom */
    struct nh_texts *(*texts)(struct game_reader *r);
    /* where the theme-room state is kept between builds, NULL none */
    struct nhl_chunk_cache *(*themes_cache)(struct game_reader *r);
    /* the build is over: the source is no longer to be read */
    void (*source_done)(struct game_reader *r);
    void (*free)(struct game_reader *r);
};

#endif
