/* lua_typefn.h - the base library's type(), without interning its answer
 * on every call. */
#ifndef NHLEV_LUA_TYPEFN_H
#define NHLEV_LUA_TYPEFN_H

#include <lua.h>

/* Replace the global type() of L (the base library must be open). */
void nhl_register_type(lua_State *L);

#endif
