/* lua_host.h - the embedded, sandboxed Lua 5.4 that runs level scripts, and
 * the helpers every des.* / selection.* / nh.* binding uses to read its
 * arguments. Errors raised through these helpers name the script file and
 * line (luaL_where), so a broken script reports "file.lua:12: message". */
#ifndef NHLEV_LUA_HOST_H
#define NHLEV_LUA_HOST_H

#include <stdbool.h>
#include <lua.h>
#include <lauxlib.h>

#include "level.h"

struct nhl_chunk_cache;

struct lua_host_opts {
    const char *dir;           /* where nhlib.lua lives (the level's directory);
                                  NULL: no nhlib.lua is loaded */
    size_t mem_limit;          /* bytes, 0 = default (16 MiB) */
    long instr_limit;          /* VM instructions, 0 = default (100 million) */
    struct nhl_chunk_cache *cache; /* compiled chunks to reuse (chunkcache.h);
                                  NULL: parse every file */
};

/* A fresh sandboxed state bound to lev: safe libraries only, nh, nhc, u,
 * selection, des, obj; nhlib.lua run (with its shuffle draws). Returns NULL
 * and fills lev->errmsg on failure. */
lua_State *lua_host_new(struct nhl_level *lev, const struct lua_host_opts *opts);
/* A kept state that was loaded as tag says (lua_host_set_tag), now serving
 * lev, its globals as they were when it was tagged; NULL if the chunk
 * cache keeps none. */
lua_State *lua_host_take_tagged(struct nhl_level *lev, const struct lua_host_opts *opts,
                                const char *tag);
/* What L holds now is what it is put back to when it is kept, under tag
 * (a state the cache keeps is taken for the same tag only). */
void lua_host_set_tag(lua_State *L, const char *tag);

/* Run a level file; 0 on success, else lev->errmsg = "file.lua:line: msg". */
int lua_host_run_file(lua_State *L, const char *path);
/* Run a script given as text (a .des level compiled to Lua), its chunk
 * named after name's base ("castle.des") so positions read "castle.des:12". */
int lua_host_run_text(lua_State *L, const char *text, size_t len,
                      const char *name);
void lua_host_close(lua_State *L);

/* Charge the running script's budget for engine work done on its behalf
 * (units of one VM instruction), and check the memory the engine holds for
 * the level against the limit: raises the build's error when either is
 * spent. Call it where no C resource is held (a binding's end). */
void nhl_charge(lua_State *L, long units);
/* what one pass over the whole map costs, in those units */
#define NHL_COST_MAP_PASS 2000L
/* what a des.* call costs beyond the work it reports */
#define NHL_COST_DES_CALL 2000L

/* The level the running script builds. */
struct nhl_level *nhl_level(lua_State *L);

/* Every integer a script hands the engine passes here: coordinates, sizes,
 * counts and amounts of a level are far inside these bounds, and nothing
 * past them may reach C arithmetic (2^31 overflowed, 100000 indexed
 * outside the map) (#12). Out of range is an error at the script line. */
#define NHL_INT_LIMIT 1000000
lua_Integer nhl_checkinteger(lua_State *L, int idx);
lua_Integer nhl_optinteger(lua_State *L, int idx, lua_Integer dflt);
lua_Integer nhl_tointeger(lua_State *L, int idx);
lua_Integer nhl_int_in_range(lua_State *L, lua_Integer v, const char *what);

/* Positions a script gives, checked where a binding takes them (#25):
 * nhl_check_map_xy - a point, relative to the map as C's get_location
 *   reads it: on the map, or -1 (random); else an error naming what;
 * nhl_check_map_region - x1,y1,x2,y2 (relative: to the map) inside the
 *   level, all -1 meaning none;
 * nhl_check_near_map - an absolute point the map or its one-cell rim
 *   (where C's selection and nh.* calls answer for off-map cells). */
struct nhl_level;
void nhl_check_map_xy(lua_State *L, const struct nhl_level *lev, const char *what, int x,
                      int y);
void nhl_check_map_region(lua_State *L, const struct nhl_level *lev, const char *what,
                          const int r[4], bool relative);
void nhl_check_near_map(lua_State *L, const char *what, int ax, int ay);

/* Innermost running script position ("soko1-1.lua", 64); false if none. */
bool nhl_where(lua_State *L, char *file, size_t filelen, int *line);
/* Lua may have run: the line found for the last draw no longer stands.
 * Bindings that can draw are registered through nhl_set_bindings (as
 * luaL_setfuncs with no upvalues), which says so on entry and exit. */
void nhl_lua_moved(lua_State *L);
void nhl_set_bindings(lua_State *L, const luaL_Reg *fns);
/* Tests: find the line again at every draw (what the kept one must equal). */
void nhl_where_uncached(bool on);

/* Argument helpers, after nhlua.c (get_table_* raise a Lua error for a value
 * of the wrong kind; an absent key gives the default). */
int nhl_table_int(lua_State *L, int idx, const char *key, int dflt);
int nhl_table_int_req(lua_State *L, int idx, const char *key);
const char *nhl_table_str(lua_State *L, int idx, const char *key, const char *dflt);
const char *nhl_table_str_req(lua_State *L, int idx, const char *key);
/* accepts booleans and 0/1; C's string quirk ("true" -> 0 ...) reproduced */
int nhl_table_boolean(lua_State *L, int idx, const char *key, int dflt);
/* index into opts[] (NULL-terminated) of the string at key; dflt if absent */
int nhl_table_option(lua_State *L, int idx, const char *key, const char *dflt,
                     const char *const opts[]);
/* A lenient build's stand-in for a name the release lacks, at the
 * script's current line (level_standin): 1 + its index in lev->standins. */
int nhl_standin(lua_State *L, const char *kind, const char *name, int typ,
                const char *made);
/* one map character -> typ; dflt if absent; error if not a map char
 * (a lenient build: a stand-in, floor or for "bg" stone) */
int nhl_table_mapchr(lua_State *L, int idx, const char *key, int dflt);
int nhl_check_mapchr(lua_State *L, int idx); /* positional form */
/* {x,y} or {x=,y=} at idx; false if not a coordinate table */
bool nhl_get_coord(lua_State *L, int idx, int *x, int *y);
/* x,y or coord keys of the table at idx; -1,-1 if absent (= random) */
void nhl_table_xy(lua_State *L, int idx, int *x, int *y);
/* C: get_table_region - the {x1,y1,x2,y2} array at key; false (r as it
 * was) when absent and optional, an error when absent and not */
bool nhl_get_table_region(lua_State *L, int idx, const char *key, int r[4],
                          bool optional);
/* region={x1,y1,x2,y2} or x1..y2 keys; false if absent */
bool nhl_table_region(lua_State *L, int idx, const char *key, int r[4]);

/* A short text of the arguments of the running call (for step records). */
void nhl_args_text(lua_State *L, char *buf, size_t len);

#endif
