/* lua_des_terrain.c - des.* bindings of this group (see lua_des.h). */
#include "lua_des.h"

const luaL_Reg nhl_des_terrain[] = {
    {NULL, NULL}
};
