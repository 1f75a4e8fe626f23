/* lua_selection.h - the `selection` global of level scripts: a userdata of
 * type "selection" holding a struct selection (selection.h), its methods
 * (selection.f(sel, ...) or sel:f(...)) and operators, after nhlsel.c.
 * nhl_register_selection (lua_des.h) installs it.
 *
 * Other bindings that take or return selections (des.map, des.terrain,
 * des.region ...) use these helpers. */
#ifndef NHLEV_LUA_SELECTION_H
#define NHLEV_LUA_SELECTION_H

#include <lua.h>
#include <lauxlib.h>

#include "selection.h"

/* the selection at idx; a Lua error naming the script line if it is not
 * one (C: l_selection_check) */
struct selection *nhl_check_selection(lua_State *L, int idx);
/* push a new empty selection and return it */
struct selection *nhl_push_selection(lua_State *L);
/* push a copy of sel (C: l_selection_push_copy) */
void nhl_push_selection_copy(lua_State *L, const struct selection *sel);

#endif
