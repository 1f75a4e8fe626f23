/* lua_fields.h - a result table's fields: the nh.* and obj.* bindings
 * that answer with a table (nh.getmap, nh.gettrap, obj.totable) and the
 * nhc constants fill the table on top of the stack one key at a time. */
#ifndef NHLEV_LUA_FIELDS_H
#define NHLEV_LUA_FIELDS_H

#include <stdbool.h>
#include <lua.h>

static inline void set_field_bool(lua_State *L, const char *k, bool v)
{
    lua_pushboolean(L, v);
    lua_setfield(L, -2, k);
}

static inline void set_field_int(lua_State *L, const char *k, lua_Integer v)
{
    lua_pushinteger(L, v);
    lua_setfield(L, -2, k);
}

static inline void set_field_str(lua_State *L, const char *k, const char *v)
{
    lua_pushstring(L, v);
    lua_setfield(L, -2, k);
}

#endif
