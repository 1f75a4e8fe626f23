/* lua_des_finish.c - des.region and des.finalize_level (C: lspo_region,
 * lspo_finalize_level): read the arguments, then call rooms.c / finish.c. */
#include <string.h>

#include "finish.h"
#include "lua_des.h"
#include "lua_host.h"
#include "lua_selection.h"
#include "rooms.h"

/* one cell of des.region's selection form (C: sel_set_lit) */
struct set_lit_arg {
    struct nhl_level *lev;
    bool lit;
};

static void set_lit_cell(int x, int y, void *ud)
{
    struct set_lit_arg *a = ud;
    struct rm *c = &a->lev->at[x][y];

    c->lit = IS_LAVA(c->typ) || a->lit;
}

/* des.region(selection, "lit"|"unlit") |
 * des.region({x1=,y1=,x2=,y2= | region={..}, lit=, type=, irregular=,
 *             joined=, filled=, arrival_room=, contents=}) */
static int des_region(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct region_request rq = { 0 };
    int argc = lua_gettop(L);
    int reg[4];
    int room, standin = 0;

    if (argc == 2) {
        /* region(sel, "lit"|"unlit"): a copy of the selection, grown by
         * one cell every way when lit (walls round the floor), then each of
         * its on-map cells lit or darkened, lava always lit. Done with the
         * selection engine so the cells are exactly C's: its
         * selection_iterate skips column 0. (C: lspo_region's selection
         * form, selection_do_grow(W_ANY), sel_set_lit) */
        static const char *const lits[] = { "unlit", "lit", NULL };
        struct selection *sel = nhl_check_selection(L, 1);
        int lit = luaL_checkoption(L, 2, "lit", lits);
        struct set_lit_arg arg = { lev, lit != 0 };
        struct selection grown = *sel;

        if (lit)
            selection_do_grow(lev, &grown, SEL_W_ANY);
        selection_iterate(&grown, set_lit_cell, &arg);
        return 0;
    }
    if (argc != 1 || !lua_istable(L, 1))
        return luaL_error(L, "region: wrong parameters");

    rq.needfill = nhl_table_int(L, 1, "filled", 0);
    rq.irregular = nhl_table_boolean(L, 1, "irregular", 0);
    rq.joined = nhl_table_boolean(L, 1, "joined", 1);
    rq.arrival_room = nhl_table_boolean(L, 1, "arrival_room", 0);
    {
        const char *t = nhl_table_str(L, 1, "type", NULL);

        rq.rtype = OROOM;
        if (t && *t) {
            rq.rtype = roomtype_from_name(t);
            if (rq.rtype < 0 && lev->lenient) {
                standin = nhl_standin(L, "room type", t, -1,
                                      "an ordinary room is made");
                rq.rtype = OROOM;
            }
            if (rq.rtype < 0)
                return luaL_error(L, "region: unknown room type '%s'", t);
        }
    }
    rq.rlit = nhl_table_int(L, 1, "lit", -1);
    if (!nhl_table_region(L, 1, "region", reg))
        return luaL_error(L, "region needs region");
    nhl_check_map_region(L, lev, "region", reg, true);
    rq.x1 = reg[0];
    rq.y1 = reg[1];
    rq.x2 = reg[2];
    rq.y2 = reg[3];
    room = region_create(lev, &rq);
    if (room >= 0)
        lev->rooms[room].standin = standin;
    if (room == REGION_OFF_MAP)
        return luaL_error(L, "region: an irregular region starts at (%d,%d), off the map",
                          rq.x1, rq.y1);
    if (room < 0)
        return 0;
    nhl_room_contents(L, &lev->rooms[room]);
    region_room_done(lev, room);
    return 0;
}

/* des.finalize_level(): the finishing pipeline now (C: lspo_finalize_level;
 * special rooms are filled by their own module) */
static int des_finalize_level(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);

    level_finish(lev);
    if (lev->errmsg[0])
        return luaL_error(L, "%s", lev->errmsg);
    return 0;
}

const luaL_Reg nhl_des_finish[] = {
    { "region", des_region },
    { "finalize_level", des_finalize_level },
    { NULL, NULL }
};
