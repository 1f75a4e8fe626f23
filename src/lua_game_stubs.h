/* lua_game_stubs.h - Lua calls that need a running game, answered as a
 * level being built (no timers, nothing to do). */
#ifndef NHLEV_LUA_GAME_STUBS_H
#define NHLEV_LUA_GAME_STUBS_H

#include <lua.h>

int nhl_no_timer(lua_State *L);    /* has_timer(_at): false */
int nhl_timer_when(lua_State *L);  /* peek_timer(_at): 0 */
int nhl_no_op(lua_State *L);       /* start/stop_timer(_at) and the like */

#endif
