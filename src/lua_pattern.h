/* lua_pattern.h - Lua 5.4's string patterns for the sandbox: string.find,
 * string.match, string.gmatch and string.gsub, with the results and error
 * messages of Lua 5.4's own, run by a matcher of ours that charges every
 * step to the script's instruction budget (nhl_charge).
 *
 * Why: liblua's matcher runs inside C, where the count hook never fires,
 * and backtracks without bound: string.find(string.rep("a", 30000),
 * ".-.-.-.-.-.-.-.-b") alone ran for hours (#12). Ours ends such a call
 * with "instruction limit exceeded" at the script line; its recursion is
 * bounded as Lua's is ("pattern too complex" past 200 levels), and all of
 * its state lives on the C stack or in Lua-owned memory, so the error
 * leaves nothing behind. */
#ifndef NHLEV_LUA_PATTERN_H
#define NHLEV_LUA_PATTERN_H

#include <lua.h>

/* Put find, match, gmatch and gsub into the global `string` table (the
 * table strings index through their metatable, so s:find is ours too).
 * The state must be one lua_host_new made: the budget is its host's. */
void nhl_register_patterns(lua_State *L);

#endif
