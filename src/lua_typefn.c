/* lua_typefn.c - type() with its answers made once per state.
 *
 * The base library's type() pushes lua_typename's C string, which Lua
 * hashes and looks up in its string table on every call. The theme-room
 * script asks type() of every theme room each time it picks one (several
 * hundred calls an ordinary level), where that lookup was most of the
 * call. Here the nine names are interned once, as upvalues; what a script
 * sees (the strings, the error for no argument) is the same. */
#include "lua_typefn.h"

#include <lauxlib.h>

static int type_of(lua_State *L)
{
    int t = lua_type(L, 1);

    luaL_argcheck(L, t != LUA_TNONE, 1, "value expected");
    lua_pushvalue(L, lua_upvalueindex(t + 1));
    return 1;
}

void nhl_register_type(lua_State *L)
{
    for (int t = 0; t < LUA_NUMTYPES; t++)
        lua_pushstring(L, lua_typename(L, t));
    lua_pushcclosure(L, type_of, LUA_NUMTYPES);
    lua_setglobal(L, "type");
}
