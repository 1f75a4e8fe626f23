/* lua_selection.c - the `selection` table of level scripts (C: nhlsel.c).
 * Each function reads its arguments in the forms nhlsel.c accepts, turns
 * script coordinates into map coordinates the way C does for that function
 * (most through get_location with ANY_LOC; gradient by plain offset), and
 * calls the engine in selection.c. Most return a new selection; set,
 * circle and ellipse with a selection argument change it in place, as C. */
#include "lua_selection.h"

#include <stdint.h>
#include <string.h>

#include "location.h"
#include "lua_des.h"
#include "lua_host.h"
#include "map.h"
#include "rooms.h"
#include "spfeatures.h"
#include "version.h"

#define SEL_TYPE "selection"
/* larger radii only draw off the map (or overflow C's arithmetic) */
#define SEL_MAX_RADIUS 10000

struct selection *nhl_check_selection(lua_State *L, int idx)
{
    return (struct selection *) luaL_checkudata(L, idx, SEL_TYPE);
}

struct selection *nhl_push_selection(lua_State *L)
{
    /* every new selection is at least one pass over the map (#12: a loop
     * of selection calls is charged as the work it is) */
    nhl_charge(L, NHL_COST_MAP_PASS);
    struct selection *sel = lua_newuserdatauv(L, sizeof *sel, 0);

    selection_init(sel);
    luaL_setmetatable(L, SEL_TYPE);
    return sel;
}

void nhl_push_selection_copy(lua_State *L, const struct selection *sel)
{
    struct selection *copy = nhl_push_selection(L);

    *copy = *sel;
}

/* C keeps script coordinates in a coordxy (16 bits) */
/* A coordinate C would wrap onto the map (it keeps 8 bits of each, and
 * 16 of a coordxy: 1000000 becomes 64) is an error at the script line;
 * off the map without wrapping, C's answer (nothing set, 0 read) is kept,
 * as scripts look past the edges of their areas (#25). */
static int wrap_checked(lua_State *L, lua_Integer v)
{
    if (v > 255 || v < -(256 - COLNO))
        luaL_error(L, "selection coordinate %d is off the map", (int) v);
    return (int) v;
}

static int coordxy_arg(lua_State *L, int idx)
{
    return wrap_checked(L, nhl_checkinteger(L, idx));
}

/* A given script coordinate to the map: C packs it (SP_COORD_PACK, 8 bits
 * each, so -1 is 255 and never "random" here) and converts it with
 * get_location(ANY_LOC) against the current room or map origin. */
static void abs_xy(struct nhl_level *lev, int *x, int *y)
{
    *x &= 0xff;
    *y &= 0xff;
    get_location(lev, x, y, ANY_LOC, lev->build->coder.croom);
}

/* get and set: -1,-1 is a random spot (SP_COORD_PACK_RANDOM) */
static void abs_xy_or_random(struct nhl_level *lev, int *x, int *y)
{
    get_location_coord(lev, x, y, ANY_LOC, lev->build->coder.croom, NULL);
}

/* local sel = selection.new() */
static int sel_new(lua_State *L)
{
    (void) nhl_push_selection(L);
    return 1;
}

/* local s = selection.clone(sel) */
static int sel_clone(lua_State *L)
{
    struct selection *sel = nhl_check_selection(L, 1);

    nhl_push_selection_copy(L, sel);
    return 1;
}

/* selection.set(sel) sets a random spot; selection.set(x, y) makes a new
 * selection; selection.set(sel, x, y [, value]). Returns the selection.
 * (C: l_selection_setpoint) */
static int sel_set(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct selection *sel;
    int argc = lua_gettop(L);
    int x = -1, y = -1, val = 1;

    if (argc == 0) {
        return luaL_error(L, "Selection setpoint error");
    } else if (argc == 1) {
        sel = nhl_check_selection(L, 1);
    } else if (argc == 2) {
        x = coordxy_arg(L, 1);
        y = coordxy_arg(L, 2);
        lua_settop(L, 0);
        sel = nhl_push_selection(L);
    } else {
        sel = nhl_check_selection(L, 1);
        x = coordxy_arg(L, 2);
        y = coordxy_arg(L, 3);
        val = (int) nhl_optinteger(L, 4, 1);
    }
    abs_xy_or_random(lev, &x, &y);
    selection_setpoint(sel, x, y, val);
    lua_settop(L, 1);
    return 1;
}

/* selection.get(sel, x, y) | selection.get(sel, {x=,y=}) -> 0 or 1, a
 * float as C pushes it (C: l_selection_getpoint) */
static int sel_get(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct selection *sel = nhl_check_selection(L, 1);
    int argc = lua_gettop(L);
    int x = 0, y = 0;

    if (argc == 3) {
        /* C: nhl_get_xy_params reads lua_tointeger, non-numbers as 0 */
        x = wrap_checked(L, nhl_tointeger(L, 2));
        y = wrap_checked(L, nhl_tointeger(L, 3));
    } else if (argc == 2 && lua_type(L, 2) == LUA_TTABLE) {
        if (!nhl_get_coord(L, 2, &x, &y))
            return luaL_error(L, "l_selection_getpoint: Incorrect params");
        x = wrap_checked(L, x);
        y = wrap_checked(L, y);
    } else {
        return luaL_error(L, "l_selection_getpoint: Incorrect params");
    }
    abs_xy_or_random(lev, &x, &y);
    lua_pushnumber(L, selection_getpoint(sel, x, y));
    return 1;
}

/* local n = selection.numpoints(sel) */
static int sel_numpoints(lua_State *L)
{
    struct selection *sel = nhl_check_selection(L, 1);

    nhl_charge(L, NHL_COST_MAP_PASS);
    lua_pushinteger(L, selection_numpoints(sel));
    return 1;
}

/* selection.negate() is every cell; selection.negate(sel), -sel and ~sel
 * an inverted copy (C: l_selection_not) */
static int sel_negate(lua_State *L)
{
    struct selection *sel;

    if (lua_gettop(L) == 0) {
        sel = nhl_push_selection(L);
        selection_clear(sel, 1);
        return 1;
    }
    sel = nhl_check_selection(L, 1);
    nhl_push_selection_copy(L, sel);
    selection_not(nhl_check_selection(L, -1));
    return 1;
}

typedef void (*sel_binop)(struct selection *, struct selection *,
                          struct selection *);

/* Both sides must be selections. Called as an operator (s1 - s2) the
 * function has no name Lua could give ("bad argument #1 to '?'"), so the
 * error says which operation it was. */
static struct selection *operand(lua_State *L, int idx, const char *opname)
{
    struct selection *s = luaL_testudata(L, idx, SEL_TYPE);

    if (!s)
        luaL_error(L, "selection %s: the %s operand is %s, not a selection",
                   opname, idx == 1 ? "first" : "second", luaL_typename(L, idx));
    return s;
}

static int binop(lua_State *L, sel_binop op, const char *opname)
{
    struct selection *a = operand(L, 1, opname);
    struct selection *b = operand(L, 2, opname);
    struct selection *r = nhl_push_selection(L);

    op(a, b, r);
    return 1;
}

static int sel_and(lua_State *L) { return binop(L, selection_and, "and (&)"); }
static int sel_or(lua_State *L) { return binop(L, selection_or, "or (| or +)"); }
static int sel_xor(lua_State *L) { return binop(L, selection_xor, "xor (~)"); }
static int sel_sub(lua_State *L) { return binop(L, selection_sub, "sub (-)"); }

/* local s = selection.percentage(sel, 50) */
static int sel_percentage(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct selection *sel = nhl_check_selection(L, 1);
    int pct = (int) nhl_checkinteger(L, 2);
    struct selection *out = nhl_push_selection(L);

    selection_filter_percent(lev, sel, pct, out);
    return 1;
}

/* local pt = selection.rndcoord(sel [, remove]) -> {x=,y=} relative to the
 * current room or map; -1,-1 when empty (C: l_selection_rndcoord) */
static int sel_rndcoord(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct selection *sel = nhl_check_selection(L, 1);
    int removeit = (int) nhl_optinteger(L, 2, 0);
    int x = -1, y = -1;

    nhl_charge(L, NHL_COST_MAP_PASS);
    if (selection_rndcoord(lev, sel, &x, &y, removeit != 0)) {
        update_croom(lev);
        cvt_to_relcoord(lev, &x, &y);
    }
    lua_createtable(L, 0, 2);
    lua_pushinteger(L, x);
    lua_setfield(L, -2, "x");
    lua_pushinteger(L, y);
    lua_setfield(L, -2, "y");
    return 1;
}

/* local s = selection.room([index]): the current (or given) room's
 * interior (C: l_selection_room) */
static int sel_room(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct selection *sel;
    int croom = -1;

    if (lua_gettop(L) == 1) {
        lua_Integer i = nhl_checkinteger(L, -1);

        croom = (i >= 0 && i < lev->nroom) ? (int) i : -1;
    }
    sel = nhl_push_selection(L);
    selection_from_mkroom(lev, sel, croom);
    return 1;
}

/* local r = sel:bounds() -> {lx=,ly=,hx=,hy=}, map coordinates */
static int sel_bounds(lua_State *L)
{
    struct selection *sel = nhl_check_selection(L, 1);
    struct sel_rect r;

    nhl_charge(L, NHL_COST_MAP_PASS);
    selection_getbounds(sel, &r);
    lua_createtable(L, 0, 4);
    lua_pushinteger(L, r.lx);
    lua_setfield(L, -2, "lx");
    lua_pushinteger(L, r.ly);
    lua_setfield(L, -2, "ly");
    lua_pushinteger(L, r.hx);
    lua_setfield(L, -2, "hx");
    lua_pushinteger(L, r.hy);
    lua_setfield(L, -2, "hy");
    return 1;
}

/* (x1,y1, x2,y2) or (sel, x1,y1, x2,y2): the coordinates made absolute and
 * a new selection pushed, a copy of sel or empty (C: params_sel_2coords,
 * then l_selection_clone) */
static struct selection *sel_2coords(lua_State *L, const char *fname,
                                     int c[4])
{
    struct nhl_level *lev = nhl_level(L);
    struct selection *src = NULL, *out;
    int argc = lua_gettop(L), first;

    if (argc == 4) {
        first = 1;
    } else if (argc == 5) {
        src = nhl_check_selection(L, 1);
        first = 2;
    } else {
        luaL_error(L, "selection.%s: illegal arguments", fname);
        return NULL;
    }
    for (int i = 0; i < 4; i++)
        c[i] = coordxy_arg(L, first + i);
    abs_xy(lev, &c[0], &c[1]);
    abs_xy(lev, &c[2], &c[3]);
    out = nhl_push_selection(L);
    if (src)
        *out = *src;
    return out;
}

/* selection.line([sel,] x1,y1, x2,y2) */
static int sel_line(lua_State *L)
{
    int c[4];
    struct selection *sel = sel_2coords(L, "line", c);

    selection_do_line(sel, c[0], c[1], c[2], c[3]);
    return 1;
}

/* selection.rect([sel,] x1,y1, x2,y2): the outline */
static int sel_rect(lua_State *L)
{
    int c[4];
    struct selection *sel = sel_2coords(L, "rect", c);

    selection_do_line(sel, c[0], c[1], c[2], c[1]);
    selection_do_line(sel, c[0], c[1], c[0], c[3]);
    selection_do_line(sel, c[2], c[1], c[2], c[3]);
    selection_do_line(sel, c[0], c[3], c[2], c[3]);
    return 1;
}

/* selection.fillrect([sel,] x1,y1, x2,y2), also selection.area */
static int sel_fillrect(lua_State *L)
{
    int c[4];
    struct selection *sel = sel_2coords(L, "fillrect", c);

    for (int y = c[1]; y <= c[3]; y++) {
        if (c[0] == c[2])
            selection_setpoint(sel, c[0], y, 1);
        else
            selection_do_line(sel, c[0], y, c[2], y);
    }
    return 1;
}

/* selection.randline([sel,] x1,y1, x2,y2, roughness) */
static int sel_randline(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct selection *src = NULL, *sel;
    int argc = lua_gettop(L), first, c[4], rough;

    if (argc == 6) {
        src = nhl_check_selection(L, 1);
        first = 2;
    } else if (argc == 5 && lua_type(L, 1) == LUA_TNUMBER) {
        first = 1;
    } else {
        return luaL_error(L, "selection.randline: wrong parameters");
    }
    for (int i = 0; i < 4; i++)
        c[i] = coordxy_arg(L, first + i);
    rough = (int) nhl_checkinteger(L, first + 4);
    abs_xy(lev, &c[0], &c[1]);
    abs_xy(lev, &c[2], &c[3]);
    sel = nhl_push_selection(L);
    if (src)
        *sel = *src;
    if (!selection_do_randline(lev, sel, c[0], c[1], c[2], c[3], rough, 12))
        return luaL_error(L, "selection.randline: line ends too far off "
                             "the map");
    return 1;
}

/* selection.grow(sel [, "all"|"random"|"north"|"west"|"east"|"south"]) */
static int sel_grow(lua_State *L)
{
    static const char *const dirs[] = {
        "all", "random", "north", "west", "east", "south", NULL
    };
    static const int dirvals[] = {
        SEL_W_ANY, SEL_W_RANDOM, SEL_W_NORTH, SEL_W_WEST, SEL_W_EAST,
        SEL_W_SOUTH
    };
    struct nhl_level *lev = nhl_level(L);
    struct selection *src = nhl_check_selection(L, 1);
    int dir = dirvals[luaL_checkoption(L, 2, "all", dirs)];
    struct selection *sel = nhl_push_selection(L);

    *sel = *src;
    selection_do_grow(lev, sel, dir);
    return 1;
}

/* selection.filter_mapchar(sel, mapchar [, lit]) */
static int sel_filter_mapchar(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct selection *src = nhl_check_selection(L, 1);
    int typ = nhl_check_mapchr(L, 2);
    int lit = (int) nhl_optinteger(L, 3, -2);
    struct selection *out = nhl_push_selection(L);

    selection_filter_mapchar(lev, src, typ, lit, out);
    return 1;
}

/* selection.match(mapfragment): every cell the fragment matches at */
static int sel_match(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct map_text mt;
    const char *err;
    struct selection *sel;

    if (lua_gettop(L) != 1)
        return luaL_error(L, "wrong parameters");
    luaL_checkstring(L, 1);
    /* pushed before the fragment is held, so no Lua error leaks it */
    sel = nhl_push_selection(L);
    if (!map_text_parse(lua_tostring(L, 1), &mt))
        return luaL_error(L, "mapfragment error");
    if ((err = map_text_match_error(&mt)) != NULL) {
        char msg[128];

        snprintf(msg, sizeof msg, "%s", err);
        map_text_free(&mt);
        return luaL_error(L, "%s", msg);
    }
    selection_match(lev, sel, &mt);
    map_text_free(&mt);
    /* 5.0.0 nhlsel.c l_selection_match: the bounds are made right at once,
     * so the operators (which read them as cached) see them */
    if (lev->nh->rules.selection_match_bounds)
        selection_recalc_bounds(sel);
    return 1;
}

/* selection.floodfill(x, y [, diagonals]): the cells joined to (x,y) with
 * its terrain type (C: l_selection_flood) */
static int sel_floodfill(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    int argc = lua_gettop(L), x, y;
    bool diagonals = false;
    struct selection *sel;

    if (argc != 2 && argc != 3)
        return luaL_error(L, "wrong parameters");
    x = coordxy_arg(L, 1);
    y = coordxy_arg(L, 2);
    if (argc == 3)
        diagonals = lua_toboolean(L, 3);
    sel = nhl_push_selection(L);
    abs_xy(lev, &x, &y);
    if (isok(x, y)) {
        int typ = lev->at[x][y].typ;

        selection_floodfill(lev, sel, x, y, diagonals,
                            selection_flood_match_typ, &typ);
    }
    return 1;
}

/* shared by circle and ellipse: argument forms by count, after
 * l_selection_circle / l_selection_ellipse. nradii is 1 or 2. */
static int sel_ellipse_common(lua_State *L, int nradii)
{
    struct nhl_level *lev = nhl_level(L);
    int argc = lua_gettop(L);
    struct selection *sel = NULL;
    int first, x, y, r1, r2, filled = 0;
    bool has_filled;

    if (argc == 2 + nradii) {
        first = 1;
        has_filled = false;
    } else if (argc == 3 + nradii && lua_type(L, 1) == LUA_TNUMBER) {
        first = 1;
        has_filled = true;
    } else if (argc == 3 + nradii || argc == 4 + nradii) {
        sel = nhl_check_selection(L, 1);
        first = 2;
        has_filled = true;
    } else {
        return luaL_error(L, "wrong parameters");
    }
    x = coordxy_arg(L, first);
    y = coordxy_arg(L, first + 1);
    r1 = (int) nhl_checkinteger(L, first + 2);
    r2 = nradii == 2 ? (int) nhl_checkinteger(L, first + 3) : r1;
    if (has_filled)
        filled = (int) nhl_optinteger(L, first + 2 + nradii, 0);
    /* C traces a huge radius cell by cell (and overflows its error
       terms); no level asks for one, so it is refused */
    if (r1 > SEL_MAX_RADIUS || r2 > SEL_MAX_RADIUS)
        return luaL_error(L, "radius %d too large", r1 > r2 ? r1 : r2);
    if (!sel) {
        lua_settop(L, 0);
        sel = nhl_push_selection(L);
    }
    abs_xy(lev, &x, &y);
    selection_do_ellipse(sel, x, y, r1, r2, filled != 0);
    lua_settop(L, 1);
    return 1;
}

/* selection.circle([sel,] x, y, radius [, filled]) */
static int sel_circle(lua_State *L)
{
    return sel_ellipse_common(L, 1);
}

/* selection.ellipse([sel,] x, y, radius1, radius2 [, filled]) */
static int sel_ellipse(lua_State *L)
{
    return sel_ellipse_common(L, 2);
}

/* selection.gradient({type="radial"|"square", x=,y=, x2=,y2=, mindist=,
 * maxdist=}) (C: l_selection_gradient). C offsets x2,y2 before testing
 * them for "absent" (-1,-1), so with a map origin other than 0,0 an absent
 * end is the point origin-(1,1); kept as C has it. */
static int sel_gradient(lua_State *L)
{
    static const char *const types[] = { "radial", "square", NULL };
    static const int typevals[] = { SEL_GRADIENT_RADIAL,
                                    SEL_GRADIENT_SQUARE };
    struct nhl_level *lev = nhl_level(L);
    int type, x, y, x2, y2, mindist, maxdist;
    struct selection *sel;

    if (!(lua_gettop(L) == 1 && lua_type(L, 1) == LUA_TTABLE))
        return luaL_error(L, "selection.gradient requires table argument");
    type = typevals[nhl_table_option(L, 1, "type", "radial", types)];
    x = wrap_checked(L, nhl_table_int_req(L, 1, "x"));
    y = wrap_checked(L, nhl_table_int_req(L, 1, "y"));
    x2 = wrap_checked(L, nhl_table_int(L, 1, "x2", -1));
    y2 = wrap_checked(L, nhl_table_int(L, 1, "y2", -1));
    cvt_to_abscoord(lev, &x, &y);
    cvt_to_abscoord(lev, &x2, &y2);
    maxdist = (int16_t) nhl_table_int_req(L, 1, "maxdist");
    mindist = (int16_t) nhl_table_int(L, 1, "mindist", 0);
    if (x2 == -1 && y2 == -1) {
        x2 = x;
        y2 = y;
    }
    sel = nhl_push_selection(L);
    selection_do_gradient(lev, sel, x, y, x2, y2, type, mindist, maxdist);
    return 1;
}

/* sel:iterate(function(x, y) ... end): y-major, x from 1, coordinates
 * relative to the current room or map (C: l_selection_iterate). An error
 * in the function stops the script here (C reports it and stops the
 * iteration). */
static int sel_iterate(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct selection *sel;
    struct sel_rect r;

    if (!(lua_gettop(L) == 2 && lua_type(L, 2) == LUA_TFUNCTION))
        return luaL_error(L, "wrong parameters");
    sel = nhl_check_selection(L, 1);
    selection_getbounds(sel, &r);
    for (int y = r.ly; y <= r.hy; y++)
        for (int x = r.lx > 1 ? r.lx : 1; x <= r.hx; x++)
            if (selection_getpoint(sel, x, y)) {
                int rx = x, ry = y;

                cvt_to_relcoord(lev, &rx, &ry);
                lua_pushvalue(L, 2);
                lua_pushinteger(L, rx);
                lua_pushinteger(L, ry);
                lua_call(L, 2, 0);
            }
    return 0;
}

/* sel:describe_size() - "square 3 by 3", "rectangular 5 by 2" or
 * "irregularly shaped 4 by 6": the bounding box and whether every cell of
 * it is set (5.0.0 nhlsel.c l_selection_size_description, selvar.c
 * selection_size_description) */
static int sel_describe_size(lua_State *L)
{
    struct selection *sel;
    struct sel_rect r;
    bool irregular = false;
    int dx, dy;

    if (lua_gettop(L) != 1)
        return luaL_error(L, "wrong parameters");
    sel = nhl_check_selection(L, 1);
    selection_getbounds(sel, &r);
    for (int x = r.lx; x <= r.hx && !irregular; x++)
        for (int y = r.ly; y <= r.hy; y++)
            if (isok(x, y) && !selection_getpoint(sel, x, y)) {
                irregular = true;
                break;
            }
    dx = r.hx - r.lx + 1;
    dy = r.hy - r.ly + 1;
    lua_pushfstring(L, "%s %d by %d",
                    irregular ? "irregularly shaped"
                    : dx == dy ? "square" : "rectangular",
                    dx, dy);
    return 1;
}

/* what 5.0.0 added to the selection table */
static const luaL_Reg sel_methods_5_0_0[] = {
    { "describe_size", sel_describe_size },
    { NULL, NULL }
};

static const luaL_Reg sel_methods[] = {
    { "new", sel_new },
    { "clone", sel_clone },
    { "get", sel_get },
    { "set", sel_set },
    { "numpoints", sel_numpoints },
    { "negate", sel_negate },
    { "percentage", sel_percentage },
    { "rndcoord", sel_rndcoord },
    { "line", sel_line },
    { "randline", sel_randline },
    { "rect", sel_rect },
    { "fillrect", sel_fillrect },
    { "area", sel_fillrect },
    { "grow", sel_grow },
    { "filter_mapchar", sel_filter_mapchar },
    { "match", sel_match },
    { "floodfill", sel_floodfill },
    { "circle", sel_circle },
    { "ellipse", sel_ellipse },
    { "gradient", sel_gradient },
    { "iterate", sel_iterate },
    { "bounds", sel_bounds },
    { "room", sel_room },
    { NULL, NULL }
};

/* C's metatable; its __gc frees the cells, which here live inside the
 * userdata, so none is needed */
static const luaL_Reg sel_meta[] = {
    { "__unm", sel_negate },
    { "__band", sel_and },
    { "__bor", sel_or },
    { "__bxor", sel_xor },
    { "__bnot", sel_negate },
    { "__add", sel_or },
    { "__sub", sel_sub },
    { NULL, NULL }
};

/* the global `selection` (C: l_selection_register) */
void nhl_register_selection(lua_State *L)
{
    luaL_newlibtable(L, sel_methods);
    nhl_set_bindings(L, sel_methods);
    if (nhl_level(L)->nh->rules.selection_added_methods)
        nhl_set_bindings(L, sel_methods_5_0_0);
    luaL_newmetatable(L, SEL_TYPE);
    nhl_set_bindings(L, sel_meta);
    lua_pushvalue(L, -2);
    lua_setfield(L, -2, "__index");
    /* scripts see a stand-in metatable, not the real one */
    luaL_newlibtable(L, sel_meta);
    nhl_set_bindings(L, sel_meta);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
    lua_setglobal(L, "selection");
}
