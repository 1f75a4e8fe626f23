/* themerooms.h - the theme-room Lua state of a dungeon (C: mklev.c
 * makerooms' gl.luathemes, loaded by nhl_init + nhl_loadlua of the
 * dungeon's themerms file) and the calls the level generator makes into
 * it: pre_themerooms_generate, themerooms_generate (once per room
 * wanted), post_themerooms_generate and, once the level is done,
 * post_level_generate. */
#ifndef NHLEV_THEMEROOMS_H
#define NHLEV_THEMEROOMS_H

#include <stdbool.h>
#include <lua.h>

#include "level.h"

/* How the theme state stands when this level starts: C keeps one Lua
 * state per dungeon for the whole game, so only the first level made in
 * the dungeon loads it inside the level's random stream (nhlib.lua's
 * shuffle of `align`); later levels find it loaded, with `align` as
 * shuffled back then. */
enum themes_state {
    THEMES_BY_DEPTH = 0, /* cold on the dungeon's level 1, else preloaded */
    THEMES_COLD,
    THEMES_PRELOADED
};

/* Whether lev finds the theme state already loaded (by an earlier level
 * of the dungeon) rather than loading it cold. */
bool themerooms_preloaded(const struct nhl_level *lev);

/* The theme state for lev: a sandboxed Lua state with nhlib.lua and
 * dir/themerms.lua run. Cold: every draw goes into lev's stream.
 * Preloaded: the loading draws are made on the side (the stream is left
 * as it was) and `align` is set from lev->game->hero.themes_align (C's state as
 * it stood after the dungeon's first level; the truth files' "themes").
 * NULL with lev->errmsg set when the file is missing or fails. */
lua_State *themerooms_load(struct nhl_level *lev, const char *dir);

/* Call the global function `name` of the theme state with no arguments,
 * as C's makerooms does: in_mk_themerooms set and themeroom_failed
 * cleared around it. Returns 0, or -1 with lev->errmsg set. A missing
 * function is no error (C calls nil and reports it, but builds on). */
int themerooms_call(lua_State *L, struct nhl_level *lev, const char *name);

/* The theme state a level document's "themes" object describes
 * ({"preloaded": bool, "align": [3 names]}): whether the dungeon's state
 * is preloaded into ctx, its shuffled align (the game's) into hero; either
 * may be NULL; nothing when the document has none.
 * (nhl_doc_context_from_json's and nhl_doc_hero_from_json's companion for
 * ordinary levels.) */
struct cJSON;
void themerooms_context_from_json(const struct cJSON *root,
                                  struct nhl_level_context *ctx,
                                  struct nhl_hero *hero);

/* The theme state lev was (or would be) built with, as a level
 * document's "themes" object, added to root. */
void themerooms_context_to_json(const struct nhl_level *lev, struct cJSON *root);

/* C's default shuffled align table for a preloaded state when the context
 * gives none: the truth files' dungeon (init_seed 42) has it so. */
extern const char *const themerooms_default_align[3];

#endif
