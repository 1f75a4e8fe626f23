/* des_lua.h - a .des level (des_tree.h) compiled to NetHack 5.0 Lua.
 *
 * A .des level is built by running the Lua this writes through the same
 * engine that runs NetHack's own .lua levels: one engine path, and
 * `nhlev convert` writes the very program the build runs. Two styles:
 *
 *  - DES_LUA_BUILD puts each statement's Lua on the .des statement's own
 *    line (a MAP's rows on theirs), so a chunk named "@file.des" makes
 *    every step, error and source-panel line the .des file's, with no
 *    line map.
 *  - DES_LUA_CONVERT writes readable Lua, one des.* call per statement,
 *    each with a "-- file.des:LINE" comment. The calls are the same text
 *    in both styles, so both build the same level with the same draws.
 *
 * What 3.4.3 and 3.6 had and 5.0 has not (RANDOM_PLACES lists, place[n]
 * registers, variables, IF/LOOP/SWITCH/FUNCTION, SHUFFLE) becomes plain
 * Lua drawing from nh.rn2 in the order lev_comp's sp_lev drew. */
#ifndef NHLEV_DES_LUA_H
#define NHLEV_DES_LUA_H

#include <stdbool.h>
#include <stddef.h>

#include "des_tree.h"

enum des_lua_style { DES_LUA_BUILD, DES_LUA_CONVERT };
/* or'ed into a style: a lenient build (nhl_build_opts.names). A name 5.0
 * lacks (trap, room type, a variant's level flag or FORGE) is written as
 * given, for the engine's stand-in, rather than refused. */
#define DES_LUA_LENIENT 0x100

/* a growing text; oom set (and the text cut short) when memory ran out */
struct des_lua_buf {
    char *s;
    size_t len, cap;
    bool oom;
};
void des_lua_buf_free(struct des_lua_buf *b);

/* Compile level `level_index` of f into out (appended). 0 on success;
 * -1 with err = "file.des:LINE:COL: message" for what 5.0 cannot say. */
int des_lua_compile(const struct des_file *f, int level_index,
                    enum des_lua_style style, struct des_lua_buf *out,
                    char *err, size_t errlen);

/* Read the .des file at path (grammar g, or told from the file), and
 * compile its level `name` ("" or NULL: the file's only level). lang gets
 * des_lua_language. 0, or -1 with err ("file.des:LINE:COL: ..."). */
int des_lua_compile_file(const char *path, enum des_grammar g,
                         const char *name, enum des_lua_style style,
                         struct des_lua_buf *out, char *lang, size_t langlen,
                         char *err, size_t errlen);

/* The same for a file already read (f, read from path): a build reads
 * its .des file once. */
int des_lua_compile_named(const struct des_file *f, const char *path,
                          const char *name, enum des_lua_style style,
                          struct des_lua_buf *out, char *err, size_t errlen);

/* The level of f named name (MAZE/LEVEL "name"), or -1. */
int des_lua_find_level(const struct des_file *f, const char *name);

/* "des-3.4" / "des-3.6" for a file of that grammar */
const char *des_lua_language(const struct des_file *f);

#endif
