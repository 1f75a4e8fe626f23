/* lua_des_rooms.c - des.room, des.corridor and des.random_corridors
 * (C: sp_lev.c lspo_room, lspo_corridor, lspo_random_corridors): read the
 * arguments, then call mkroom_create.c / corridor.c. */
#include "lua_des.h"

#include "corridor.h"
#include "door.h"
#include "lua_host.h"
#include "mkroom_create.h"
#include "rooms.h"

/* C: lcheck_param_table - no argument is an empty table, extra ones are
 * dropped, anything else is an error */
static void param_table(lua_State *L)
{
    if (lua_gettop(L) < 1)
        lua_createtable(L, 0, 0);
    lua_settop(L, 1);
    luaL_checktype(L, 1, LUA_TTABLE);
}

void nhl_push_mkroom_table(lua_State *L, const struct mkroom *r)
{
    lua_newtable(L);
    lua_pushinteger(L, 1 + r->hx - r->lx);
    lua_setfield(L, -2, "width");
    lua_pushinteger(L, 1 + r->hy - r->ly);
    lua_setfield(L, -2, "height");
    lua_newtable(L);
    lua_pushinteger(L, r->lx);
    lua_setfield(L, -2, "x1");
    lua_pushinteger(L, r->ly);
    lua_setfield(L, -2, "y1");
    lua_pushinteger(L, r->hx);
    lua_setfield(L, -2, "x2");
    lua_pushinteger(L, r->hy);
    lua_setfield(L, -2, "y2");
    lua_setfield(L, -2, "region");
    lua_pushboolean(L, r->rlit != 0);
    lua_setfield(L, -2, "lit");
    lua_pushboolean(L, r->irregular);
    lua_setfield(L, -2, "irregular");
    lua_pushboolean(L, r->needjoining);
    lua_setfield(L, -2, "needjoining");
    lua_pushstring(L, roomtype_name(r->rtype));
    lua_setfield(L, -2, "type");
}

void nhl_room_contents(lua_State *L, const struct mkroom *r)
{
    lua_getfield(L, 1, "contents");
    if (lua_isfunction(L, -1)) {
        nhl_push_mkroom_table(L, r);
        lua_call(L, 1, 0);
    } else {
        lua_pop(L, 1);
    }
}

/* des.room({ type=, chance=, x=,y= | coord=, w=,h=, xalign=, yalign=,
 *            lit=, filled=, joined=, contents=function(room) }) */
static int des_room(lua_State *L)
{
    static const char *const left_or_right[] = {
        "left", "half-left", "center", "half-right", "right", "none",
        "random", NULL
    };
    static const int l_or_r2i[] = {
        SPLEV_LEFT, SPLEV_H_LEFT, SPLEV_CENTER, SPLEV_H_RIGHT, SPLEV_RIGHT,
        -1, -1
    };
    static const char *const top_or_bot[] = {
        "top", "center", "bottom", "none", "random", NULL
    };
    static const int t_or_b2i[] = {
        SPLEV_TOP, SPLEV_CENTER, SPLEV_BOTTOM, -1, -1
    };
    struct nhl_level *lev = nhl_level(L);
    struct room_request rq;
    const char *type;
    int room, standin = 0;

    if (lev->build->coder.in_mk_themerooms && lev->build->coder.themeroom_failed)
        return 0;
    param_table(L);

    nhl_table_xy(L, 1, &rq.x, &rq.y);
    if ((rq.x == -1 || rq.y == -1) && rq.x != rq.y)
        return luaL_error(L, "Room must have both x and y");
    rq.w = nhl_table_int(L, 1, "w", -1);
    rq.h = nhl_table_int(L, 1, "h", -1);
    if ((rq.w == -1 || rq.h == -1) && rq.w != rq.h)
        return luaL_error(L, "Room must have both w and h");
    /* C clamps a room's place and size into the map (a room at x=1000000
       lands at the right edge): a place or size past the map is the
       script's mistake, said at its line (#25) */
    if (rq.x < -1 || rq.x >= COLNO || rq.y < -1 || rq.y >= ROWNO || rq.w < -1 || rq.w > COLNO
        || rq.h < -1 || rq.h > ROWNO)
        return luaL_error(L, "room at (%d,%d) of size %dx%d is off the map", rq.x, rq.y, rq.w,
                          rq.h);
    rq.xalign = l_or_r2i[nhl_table_option(L, 1, "xalign", "random",
                                          left_or_right)];
    rq.yalign = t_or_b2i[nhl_table_option(L, 1, "yalign", "random",
                                          top_or_bot)];
    /* an unknown type keeps the default (C: impossible()) */
    rq.rtype = OROOM;
    type = nhl_table_str(L, 1, "type", NULL);
    if (type && *type && roomtype_from_name(type) >= 0)
        rq.rtype = roomtype_from_name(type);
    else if (type && *type && lev->lenient)
        standin = nhl_standin(L, "room type", type, -1,
                              "an ordinary room is made");
    rq.chance = nhl_table_int(L, 1, "chance", 100);
    rq.rlit = nhl_table_int(L, 1, "lit", -1);
    /* themed rooms are filled later, by their own code */
    rq.needfill = nhl_table_int(L, 1, "filled",
                                lev->build->coder.in_mk_themerooms ? 0 : 1);
    rq.joined = nhl_table_boolean(L, 1, "joined", 1) != 0;

    room = room_begin(lev, &rq);
    if (room == ROOM_TOO_DEEP)
        return luaL_error(L, "Too deeply nested rooms");
    if (room < 0)
        return 0;
    lev->rooms[room].standin = standin;
    nhl_room_contents(L, &lev->rooms[room]);
    room_end(lev, room);
    return 0;
}

static const char *const walldirs[] = {
    "all", "random", "north", "west", "east", "south", NULL
};
static const int walldirs2i[] = {
    W_ANY, -1, W_NORTH, W_WEST, W_EAST, W_SOUTH
};

/* des.corridor({ srcroom=, srcdoor=, srcwall=, destroom=, destdoor=,
 *                destwall= }) */
static int des_corridor(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct corridor_request c;

    param_table(L);
    c.src_room = nhl_table_int_req(L, 1, "srcroom");
    c.src_door = nhl_table_int_req(L, 1, "srcdoor");
    c.src_wall = walldirs2i[nhl_table_option(L, 1, "srcwall", "all",
                                             walldirs)];
    c.dest_room = nhl_table_int_req(L, 1, "destroom");
    c.dest_door = nhl_table_int_req(L, 1, "destdoor");
    c.dest_wall = walldirs2i[nhl_table_option(L, 1, "destwall", "all",
                                              walldirs)];
    /* C only complains (impossible) about walls and digs nothing; a room
     * that does not exist it would read past its table: an error here */
    if (create_corridor(lev, &c) == CORRIDOR_BAD_ROOM)
        return luaL_error(L, "corridor: no room %d or %d", c.src_room,
                          c.dest_room);
    return 0;
}

/* des.random_corridors() */
static int des_random_corridors(lua_State *L)
{
    makecorridors(nhl_level(L));
    return 0;
}

const luaL_Reg nhl_des_rooms[] = {
    { "room", des_room },
    { "corridor", des_corridor },
    { "random_corridors", des_random_corridors },
    { NULL, NULL }
};
