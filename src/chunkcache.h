/* chunkcache.h - what builds reuse from earlier builds: compiled Lua
 * chunks and idle Lua states (lua_host.c). A viewer that
 * rerolls seeds, or a benchmark building a level a thousand times, would
 * otherwise parse nhlib.lua and the level script on every build. Entries
 * are keyed by path and checked against the file's size and mtime, so an
 * edited script (live reload) is parsed again. Debug information is kept:
 * steps and errors need the script's line numbers. */
#ifndef NHLEV_CHUNKCACHE_H
#define NHLEV_CHUNKCACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <lua.h>

/* nhl_chunk_cache_new and nhl_chunk_cache_free are public: declared in
 * nhlev.h alone, whose declaration gives them their exported visibility */
#include "nhlev.h"

/* Push the chunk of the Lua file at path, named chunkname, onto L: from
 * the cache when the file is unchanged, else read, parsed and remembered.
 * c may be NULL (plain load). Returns a lua_load status (LUA_OK, with the
 * function pushed, or an error with its message pushed), or LUA_ERRFILE
 * with nothing pushed and err filled when the file cannot be read. */
int chunk_cache_load(struct nhl_chunk_cache *c, lua_State *L, const char *path,
                     const char *chunkname, char *err, size_t errlen);

/* Idle Lua states kept between builds (lua_host.c makes, resets and
 * returns them): one kept for key (the release's data) and tag (NULL for a
 * plain state; a loaded theme-room state names what it loaded) is taken
 * back, or NULL. keep returns false only when out of memory (the caller
 * closes it); a full pool closes its oldest; close_state closes the states
 * still idle when the cache is freed. */
/* chunk_cache_load, and *released (if not NULL) tells whether the chunk's
 * text is a NetHack release's file of that name, unchanged
 * (nh_released_script): C runs those, and they finish */
int chunk_cache_load_script(struct nhl_chunk_cache *c, lua_State *L, const char *path,
                            const char *chunkname, char *err, size_t errlen,
                            bool *released);

lua_State *chunk_cache_take_state(struct nhl_chunk_cache *c, const void *key, const char *tag);
bool chunk_cache_keep_state(struct nhl_chunk_cache *c, lua_State *L, const void *key,
                            const char *tag, void (*close_state)(lua_State *L));
/* Which parse of path the cache holds (changes when the file is edited),
 * 0 when it holds none or the file changed since. */
unsigned long chunk_cache_stamp(struct nhl_chunk_cache *c, const char *path);
int chunk_cache_idle_states(const struct nhl_chunk_cache *c);

/* Entries held and loads served from them (for tests and the bench) */
size_t chunk_cache_entries(const struct nhl_chunk_cache *c);
size_t chunk_cache_hits(const struct nhl_chunk_cache *c);

#endif
