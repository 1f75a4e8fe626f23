/* lua_game_stubs.c - the answers of the Lua calls that need a running
 * game, shared by nh.* (lua_nh.c) and obj:* (lua_obj.c).
 *
 * Timers run in a game (rotting corpses, zombies rising), not while a
 * level is built (C: nhlua.c's nh.*_timer_at, nhlobj.c's obj timers):
 * the level keeps none, so a spot or an object never has one, its time
 * is 0, and starting or stopping one changes nothing. Other game-only
 * calls (menus, typed input, turns) do nothing either. */
#include "lua_game_stubs.h"

int nhl_no_timer(lua_State *L)
{
    lua_pushboolean(L, 0);
    return 1;
}

int nhl_timer_when(lua_State *L)
{
    lua_pushinteger(L, 0);
    return 1;
}

int nhl_no_op(lua_State *L)
{
    (void) L;
    return 0;
}
