/* lua_obj.h - the `obj` userdata and global table (after nhlobj.c): a Lua
 * handle on one object of the level under construction. des.object returns
 * one; the level files use :totable, :class, :addcontent, :isnull,
 * :stop_timer/:start_timer and obj.new. */
#ifndef NHLEV_LUA_OBJ_H
#define NHLEV_LUA_OBJ_H

#include <lua.h>

/* The global `obj` table and the "obj" metatable. */
void nhl_register_obj(lua_State *L);
/* Push a handle on lev->objects[objindex]; objindex < 0 pushes a null
 * object (:isnull() is true, :totable() gives { NO_OBJ = 1 }). */
void nhl_push_obj(lua_State *L, int objindex);
/* The object index of the handle at idx (a Lua error if it is not an obj
 * handle); -1 for a null object. */
int nhl_check_obj(lua_State *L, int idx);

#endif
