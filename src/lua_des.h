/* lua_des.h - the des.* table. Each group of functions lives with its concept
 * (lua_des_<group>.c parses arguments and calls the engine); lua_des.c joins
 * the groups and wraps every function so each call is a recorded step. */
#ifndef NHLEV_LUA_DES_H
#define NHLEV_LUA_DES_H

#include <lua.h>
#include <lauxlib.h>

extern const luaL_Reg nhl_des_terrain[];   /* map, terrain, replace_terrain, level_init, level_flags,
                                              mazewalk, drawbridge, wallify, non_diggable, non_passwall,
                                              wall_property, region, message, reset_level, gas_cloud */
extern const luaL_Reg nhl_des_features[];  /* door, stair, ladder, altar, feature, engraving, grave,
                                              gold, levregion, teleport_region, exclusion,
                                              object, monster, trap, mineralize */
extern const luaL_Reg nhl_des_rooms[];     /* room, corridor, random_corridors */
extern const luaL_Reg nhl_des_finish[];    /* finalize_level */

void nhl_register_des(lua_State *L);

struct mkroom;
/* the table a des.room / des.region contents function receives: width,
 * height, region {x1,y1,x2,y2}, lit, irregular, needjoining, type
 * (C: l_push_mkroom_table; in lua_des_rooms.c) */
void nhl_push_mkroom_table(lua_State *L, const struct mkroom *r);
/* the call's contents= function, if any, run on the room's table (C:
 * lspo_room's and lspo_region's contents call) */
void nhl_room_contents(lua_State *L, const struct mkroom *r);
void nhl_register_selection(lua_State *L);
void nhl_register_nh(lua_State *L);

#endif
