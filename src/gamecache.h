/* gamecache.h - what C computes once per game and keeps, kept between
 * builds of the same game: dungeon.lua read (the level source),
 * init_dungeons' layout and init_objects' deal of appearances. A viewer
 * rerolling seeds, the bench, compare or statistics over many seeds would
 * otherwise redo them for every level (reading dungeon.lua alone is a
 * quarter of a typical build). Each is kept for the last key asked (one
 * game at a time is what callers do); the level source is checked
 * against dungeon.lua's size and mtime, so an edited file is read again.
 * Optional everywhere: a build without one computes them itself. */
#ifndef NHLEV_GAMECACHE_H
#define NHLEV_GAMECACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "appearance.h"
#include "dungeon.h"
#include "source.h"
#include "version.h"

/* nhl_game_cache_new and nhl_game_cache_free are public (nhlev.h) */

/* The level source of dat_dir (NULL: the built-in levels), owned by the
 * cache and valid until the next call; NULL with err on failure. */
const struct level_source *game_cache_source(struct nhl_game_cache *g,
                                             const char *dat_dir, char *err,
                                             size_t errlen);
/* While pinned (the viewer's picker lists the source's levels and holds
 * it), game_cache_source hands out the source it holds without looking
 * at dungeon.lua again: an edited file is read once unpinned. Pins nest:
 * each pin is let go by one unpin. */
void game_cache_pin(struct nhl_game_cache *g, bool pinned);
/* The source game_cache_source last opened for dat_dir, or NULL: never
 * opens or reopens one (a build's plan reads the source it holds, which
 * must not be closed under it). */
const struct level_source *game_cache_source_held(const struct nhl_game_cache *g,
                                                 const char *dat_dir);
/* The layout of the game (seed, skip) for a hero of role_code, from src,
 * copied into *out; 0, or -1 with err. */
int game_cache_layout(struct nhl_game_cache *g, const struct level_source *src,
                      uint64_t seed, uint64_t skip, const char *role_code,
                      struct dungeon_layout *out, char *err, size_t errlen);
/* The appearances release v deals in game seed, owned by the cache. */
const struct nhl_obj_appearance *game_cache_deal(struct nhl_game_cache *g,
                                                 enum nhl_version v,
                                                 uint64_t seed);

/* The texts of a dat/ directory (textfile.h; NULL: nhlev's own),
 * compiled on first use and shared by the game's levels: the caller holds
 * a reference (nh_texts_free lets go). g NULL: newly loaded. NULL only when
 * out of memory. */
struct nh_texts;
struct nh_texts *game_cache_texts(struct nhl_game_cache *g, const char *dat_dir);

/* Where the game keeps its theme-room state (themerms.lua run in a Lua
 * state, C's for the whole game) when the build has no chunk cache of its
 * own: a chunk cache of the game's that holds only nhlib.lua, themerms.lua
 * and that state (themerooms.c). Checked against the files' size and mtime
 * like any chunk cache. g NULL, or out of memory: NULL (loaded anew). */
struct nhl_chunk_cache;
struct nhl_chunk_cache *game_cache_themes(struct nhl_game_cache *g);

#endif
