/* lua_des.c - the global `des` table: the four groups of bindings
 * (lua_des_terrain.c, lua_des_features.c, lua_des_rooms.c,
 * lua_des_finish.c) joined as sp_lev.c's l_register_des does, each function
 * wrapped so that every call is a step of the build (step.h).
 *
 * The wrapper calls the binding as a plain C function on the same Lua
 * frame, so errors the binding raises still name the script line that
 * called des.* (luaL_where level 1 is the script, not the wrapper). */
#include "lua_des.h"

#include <stdio.h>

#include "lua_host.h"
#include "rng.h"
#include "step.h"

static int des_wrapper(lua_State *L);

/* Nesting of des.* calls: the wrappers on the stack below this one (a
 * call made inside a contents function is nested once). Counted from the
 * stack rather than kept in a counter, so an error that unwinds past the
 * wrappers cannot leave it wrong. */
static int des_nesting(lua_State *L)
{
    lua_Debug ar;
    int n = 0;

    for (int lvl = 1; lua_getstack(L, lvl, &ar); lvl++) {
        if (!lua_getinfo(L, "f", &ar))
            continue;
        if (lua_tocfunction(L, -1) == des_wrapper)
            n++;
        lua_pop(L, 1);
    }
    return n;
}

static int des_wrapper(lua_State *L)
{
    lua_CFunction fn = lua_tocfunction(L, lua_upvalueindex(1));
    const char *name = lua_tostring(L, lua_upvalueindex(2));
    struct nhl_level *lev = nhl_level(L);
    char file[64] = "";
    int line = 0, depth = 0, first = 0, nret;

    nhl_lua_moved(L);
    if (lev->steps) {
        char args[256];

        nhl_where(L, file, sizeof file, &line);
        depth = des_nesting(L);
        nhl_args_text(L, args, sizeof args);
        step_begin(lev, name, args, file, line, depth);
        first = lev->steps->n;
    }
    uint64_t draws0 = lev->rng ? lev->rng->ndraws : 0;

    nret = fn(L);
    nhl_lua_moved(L);
    /* a loop of cheap-looking calls must not run the engine without end;
     * placing things scans the level's lists (a boulder at a spot, a trap
     * there), so a call costs more as they grow; and a call's draws count
     * the tries it made, each one a look at those lists (a stocked
     * des.mazewalk over a full maze tried spots for seconds, #25) */
    long lists = (long) lev->nobjects + lev->nmonsters + lev->ntraps;
    long draws = lev->rng ? (long) (lev->rng->ndraws - draws0) : 0;

    nhl_charge(L, NHL_COST_DES_CALL + lists + draws * (NHL_COST_DRAW + lists / 4));
    /* calls made by a contents function opened steps of their own; what
     * this call does after them is its own again */
    if (lev->steps && lev->steps->n > first) {
        char endname[64];

        snprintf(endname, sizeof endname, "%s (end)", name);
        step_begin(lev, endname, "", file, line, depth);
    }
    return nret;
}

static void add_group(lua_State *L, const luaL_Reg *fns)
{
    char qualified[64];

    for (; fns->name; fns++) {
        snprintf(qualified, sizeof qualified, "des.%s", fns->name);
        lua_pushcfunction(L, fns->func);
        lua_pushstring(L, qualified);
        lua_pushcclosure(L, des_wrapper, 2);
        lua_setfield(L, -2, fns->name);
    }
}

void nhl_register_des(lua_State *L)
{
    lua_newtable(L);
    add_group(L, nhl_des_terrain);
    add_group(L, nhl_des_features);
    add_group(L, nhl_des_rooms);
    add_group(L, nhl_des_finish);
    lua_setglobal(L, "des");
}
