/* lua_des_terrain.c - the des.* functions that shape terrain: map, terrain,
 * replace_terrain, level_init, level_flags, mazewalk, drawbridge, wallify,
 * non_diggable, non_passwall, wall_property, message, reset_level and
 * gas_cloud. Each reads and checks its arguments as sp_lev.c's lspo_*
 * does, converts script coordinates, and calls the engine (map.c,
 * terrain.c, levelinit.c, maze.c, drawbridge.c, wallprop.c). */
#include "lua_des.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "drawbridge.h"
#include "level.h"
#include "levelinit.h"
#include "location.h"
#include "lua_host.h"
#include "lua_selection.h"
#include "map.h"
#include "maze.h"
#include "terrain.h"
#include "wallprop.h"

/* C: lcheck_param_table - a missing table reads as {}, extra arguments are
 * dropped, anything else is an error */
static void param_table(lua_State *L)
{
    if (lua_gettop(L) < 1)
        lua_createtable(L, 0, 0);
    lua_settop(L, 1);
    luaL_checktype(L, 1, LUA_TTABLE);
}

/* Script coordinates to map coordinates for a given (not random) spot:
 * C packs them into 8 bits each (SP_COORD_PACK) before get_location. */
static void script_xy(struct nhl_level *lev, int *x, int *y, int humidity)
{
    *x &= 0xff;
    *y &= 0xff;
    get_location(lev, x, y, humidity, lev->build->coder.croom);
}

/* The selection at idx as a cell mask; a Lua error if it is no selection
 * (C: l_selection_check). C's consumers read its bounds through
 * selection_getbounds, which refreshes stale ones in the script's
 * selection itself; later operators on it see that, so do the same. */
static void check_selection(lua_State *L, int idx, cellmask mask)
{
    struct selection *sel = nhl_check_selection(L, idx);

    selection_recalc_bounds(sel);
    selection_to_mask(sel, mask);
}

/* Return the cells as a new selection (C: l_selection_push_copy). */
static void push_selection(lua_State *L, const cellmask mask)
{
    selection_from_mask(nhl_push_selection(L), mask);
}

/* ---------------------------------------------------------------- map */

/* des.map(str) | des.map({map=, x=,y= | coord= | halign=,valign=, lit=,
 * contents=}); returns the selection of the cells written (C: lspo_map) */
static int des_map(lua_State *L)
{
    static const char *const hopts[] = {
        "left", "half-left", "center", "half-right", "right", "none", NULL
    };
    static const int hvals[] = {
        MAP_LEFT, MAP_HALF_LEFT, MAP_CENTER, MAP_HALF_RIGHT, MAP_RIGHT,
        MAP_ALIGN_NONE
    };
    static const char *const vopts[] = {
        "top", "center", "bottom", "none", NULL
    };
    static const int vvals[] = {
        MAP_TOP, MAP_VCENTER, MAP_BOTTOM, MAP_ALIGN_NONE
    };
    struct nhl_level *lev = nhl_level(L);
    struct map_request req = { MAP_ALIGN_NONE, MAP_ALIGN_NONE, -1, -1, false,
                               lev->build->coder.in_mk_themerooms };
    struct map_text mt;
    bool has_contents = false, parsed;
    const char *text;
    cellmask written;
    int rc;

    if (lev->build->coder.in_mk_themerooms && lev->build->coder.themeroom_failed)
        return 0;

    if (lua_gettop(L) == 1 && lua_type(L, 1) == LUA_TSTRING) {
        req.halign = MAP_CENTER;
        req.valign = MAP_VCENTER;
        parsed = map_text_parse(lua_tostring(L, 1), &mt);
    } else {
        param_table(L);
        req.halign = hvals[nhl_table_option(L, 1, "halign", "none", hopts)];
        req.valign = vvals[nhl_table_option(L, 1, "valign", "none", vopts)];
        nhl_table_xy(L, 1, &req.x, &req.y);
        text = nhl_table_str_req(L, 1, "map");
        req.lit = nhl_table_boolean(L, 1, "lit", 0) != 0;
        lua_getfield(L, 1, "contents");
        if (lua_type(L, -1) == LUA_TFUNCTION)
            has_contents = true;
        else
            lua_pop(L, 1);
        /* parsed last: no Lua error may strike while mt is held */
        parsed = map_text_parse(text, &mt);
    }
    if (!parsed)
        return luaL_error(L, "Map data error");
    /* a map larger than the level has nowhere to go: its cells would be
       written past the map (#12) */
    if (mt.wid > COLNO - 1 || mt.hei > ROWNO) {
        int w = mt.wid, h = mt.hei;

        map_text_free(&mt);
        return luaL_error(L, "map is %d x %d: at most %d columns and %d rows fit", w, h,
                          COLNO - 1, ROWNO);
    }

    rc = map_place(lev, &mt, &req, written);
    map_text_free(&mt);
    if (rc == MAP_NEEDS_PLACE)
        return luaL_error(L,
                          "Map requires either x,y or halign,valign params");
    if (rc == MAP_THEME_FAILED) {
        lev->build->coder.themeroom_failed = true;
    } else if (has_contents) {
        /* the contents see coordinates relative to the map; afterwards the
         * origin goes back to the whole level */
        lua_newtable(L);
        lua_pushinteger(L, lev->build->coder.xsize);
        lua_setfield(L, -2, "width");
        lua_pushinteger(L, lev->build->coder.ysize);
        lua_setfield(L, -2, "height");
        lua_call(L, 1, 0);
        reset_xystart_size(lev);
    }
    push_selection(L, written);
    return 1;
}

/* ------------------------------------------------------------ terrain */

/* des.terrain({x=,y= | coord= | selection=, typ=, lit=}) |
 * des.terrain(sel, mapchar) | des.terrain({x,y}, mapchar) |
 * des.terrain(x, y, mapchar)  (C: lspo_terrain) */
static int des_terrain(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    int argc = lua_gettop(L);
    int x = 0, y = 0, typ = INVALID_TYPE, lit = SET_LIT_NOCHANGE;
    bool use_sel = false;
    cellmask mask;

    if (argc == 1) {
        param_table(L);
        nhl_table_xy(L, 1, &x, &y);
        if (x == -1 && y == -1) {
            lua_getfield(L, 1, "selection");
            check_selection(L, lua_gettop(L), mask);
            lua_pop(L, 1);
            use_sel = true;
        }
        typ = nhl_table_mapchr(L, 1, "typ", INVALID_TYPE);
        if (typ == INVALID_TYPE) /* typ is required */
            (void) nhl_table_str_req(L, 1, "typ");
        lit = nhl_table_int(L, 1, "lit", SET_LIT_NOCHANGE);
    } else if (argc == 2 && lua_type(L, 1) == LUA_TTABLE
               && lua_type(L, 2) == LUA_TSTRING) {
        typ = nhl_check_mapchr(L, 2);
        if (!nhl_get_coord(L, 1, &x, &y))
            return luaL_error(L, "Not a coordinate");
    } else if (argc == 2) {
        check_selection(L, 1, mask);
        use_sel = true;
        typ = nhl_check_mapchr(L, 2);
    } else if (argc == 3) {
        x = (int) nhl_checkinteger(L, 1);
        y = (int) nhl_checkinteger(L, 2);
        typ = nhl_check_mapchr(L, 3);
    } else {
        return luaL_error(L, "wrong parameters");
    }
    if (typ == INVALID_TYPE)
        return luaL_error(L, "Erroneous map char");

    if (use_sel) {
        terrain_set_mask(lev, mask, typ, lit);
    } else {
        /* checked as given: C keeps 8 bits of each (1000000 lands at 64) */
        nhl_check_map_xy(L, lev, "terrain", x, y);
        script_xy(lev, &x, &y, ANY_LOC);
        if (!isok(x, y))
            return luaL_error(L, "terrain coord not ok");
        terrain_set_cell(lev, x, y, typ, lit);
    }
    return 0;
}

static bool match_fragment(const struct nhl_level *lev, int x, int y, void *ud)
{
    return map_text_match(lev, (const struct map_text *) ud, x, y);
}

/* des.replace_terrain({toterrain=, fromterrain= | mapfragment=, chance=,
 * lit=, x1=..y2= | region= | selection=})  (C: lspo_replace_terrain) */
static int des_replace_terrain(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    const char *frag = NULL;
    int totyp, fromtyp, chance, lit, r[4];
    cellmask mask;

    param_table(L);
    totyp = nhl_table_mapchr(L, 1, "toterrain", INVALID_TYPE);
    if (totyp == INVALID_TYPE)
        (void) nhl_table_str_req(L, 1, "toterrain");
    if (totyp >= MAX_TYPE) /* 'x' or 'w': nothing to put there */
        return 0;
    fromtyp = nhl_table_mapchr(L, 1, "fromterrain", INVALID_TYPE);
    if (fromtyp == INVALID_TYPE)
        frag = nhl_table_str_req(L, 1, "mapfragment");
    chance = nhl_table_int(L, 1, "chance", 100);
    lit = nhl_table_int(L, 1, "lit", SET_LIT_NOCHANGE);
    (void) nhl_table_region(L, 1, "region", r);
    nhl_check_map_region(L, lev, "replace_terrain region", r, true);

    memset(mask, 0, sizeof mask);
    if (r[0] == -1 && r[1] == -1 && r[2] == -1 && r[3] == -1) {
        lua_getfield(L, 1, "selection");
        if (!lua_isnil(L, -1)) {
            check_selection(L, lua_gettop(L), mask);
        } else {
            /* no area: the whole map */
            for (int x = 0; x < COLNO; x++)
                for (int y = 0; y < ROWNO; y++)
                    mask[x][y] = true;
        }
        lua_pop(L, 1);
    } else {
        int x1 = r[0], y1 = r[1], x2 = r[2], y2 = r[3];

        get_location(lev, &x1, &y1, ANY_LOC, lev->build->coder.croom);
        get_location(lev, &x2, &y2, ANY_LOC, lev->build->coder.croom);
        for (int x = x1 > 0 ? x1 : 0; x <= x2 && x < COLNO; x++)
            for (int y = y1 > 0 ? y1 : 0; y <= y2 && y < ROWNO; y++)
                mask[x][y] = true;
    }

    if (frag) {
        /* parsed only now, when no Lua error can leave it unfreed (C
         * reports a bad fragment before reading the area) */
        struct map_text mt;
        const char *err;

        if (!map_text_parse(frag, &mt))
            return luaL_error(L, "mapfragment error");
        if ((err = map_text_match_error(&mt)) != NULL) {
            map_text_free(&mt);
            return luaL_error(L, "%s", err);
        }
        replace_terrain_matching(lev, mask, match_fragment, &mt, totyp,
                                 chance, lit);
        map_text_free(&mt);
    } else {
        replace_terrain(lev, mask, fromtyp, totyp, chance, lit);
    }
    return 0;
}

/* --------------------------------------------------------- level_init */

/* des.level_init({style=, fg=, bg=, smoothed=, joined=, lit=, walled=,
 * filling=, corrwid=, wallthick=, deadends=})  (C: lspo_level_init) */
static int des_level_init(lua_State *L)
{
    static const char *const styles[] = {
        "solidfill", "mazegrid", "maze", "rogue", "mines", "swamp", NULL
    };
    static const int stylevals[] = {
        LVLINIT_SOLIDFILL, LVLINIT_MAZEGRID, LVLINIT_MAZE, LVLINIT_ROGUE,
        LVLINIT_MINES, LVLINIT_SWAMP
    };
    struct nhl_level *lev = nhl_level(L);
    struct lev_init li;
    int st;

    param_table(L);
    lev->build->coder.splev_init_present = true;
    st = nhl_table_option(L, 1, "style", "solidfill", styles);
    li.init_style = stylevals[st];
    int si0 = lev->nstandins, fg_si = 0, bg_si = 0;

    li.fg = nhl_table_mapchr(L, 1, "fg", ROOM);
    if (lev->nstandins > si0)
        fg_si = lev->nstandins;
    si0 = lev->nstandins;
    li.bg = nhl_table_mapchr(L, 1, "bg", INVALID_TYPE);
    if (lev->nstandins > si0)
        bg_si = lev->nstandins;
    li.smoothed = nhl_table_boolean(L, 1, "smoothed", 0) != 0;
    li.joined = nhl_table_boolean(L, 1, "joined", 0) != 0;
    li.lit = nhl_table_boolean(L, 1, "lit", -1);
    li.walled = nhl_table_boolean(L, 1, "walled", 0) != 0;
    li.filling = nhl_table_mapchr(L, 1, "filling", li.fg);
    li.corrwid = nhl_table_int(L, 1, "corrwid", -1);
    li.wallthick = nhl_table_int(L, 1, "wallthick", -1);
    li.rm_deadends = !nhl_table_boolean(L, 1, "deadends", 1);

    lev->build->coder.lvl_is_joined = li.joined;
    if (li.bg == INVALID_TYPE)
        li.bg = (li.init_style == LVLINIT_SWAMP) ? MOAT : STONE;

    if (level_init(lev, &li) != LEVEL_INIT_OK)
        return luaL_error(L, "level_init style %s: not built yet",
                          styles[st]);
    /* a stand-in's cells: those the fill made of it */
    for (int x = 1; (fg_si || bg_si) && x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            int typ = lev->at[x][y].typ;

            if (fg_si && typ == lev->standins[fg_si - 1].typ)
                lev->standin_at[x][y] = (unsigned short) fg_si;
            else if (bg_si && typ == lev->standins[bg_si - 1].typ)
                lev->standin_at[x][y] = (unsigned short) bg_si;
        }
    return 0;
}

/* des.level_flags("noteleport", "mazelevel", ...)  (C: lspo_level_flags) */
static int des_level_flags(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct level_flags *f = &lev->flags;
    struct sp_coder *co = &lev->build->coder;
    int argc = lua_gettop(L);

    if (argc < 1)
        return luaL_error(L, "expected string params");
    for (int i = 1; i <= argc; i++) {
        const char *s = luaL_checkstring(L, i);

        if (!strcasecmp(s, "noteleport"))
            f->noteleport = true;
        else if (!strcasecmp(s, "hardfloor"))
            f->hardfloor = true;
        else if (!strcasecmp(s, "nommap"))
            f->nommap = true;
        else if (!strcasecmp(s, "shortsighted"))
            f->shortsighted = true;
        else if (!strcasecmp(s, "arboreal"))
            f->arboreal = true;
        else if (!strcasecmp(s, "mazelevel"))
            f->is_maze_lev = true;
        else if (!strcasecmp(s, "shroud"))
            f->shroud = true; /* C sets hero_memory, already 1 */
        else if (!strcasecmp(s, "graveyard"))
            f->graveyard = true;
        else if (!strcasecmp(s, "icedpools"))
            co->icedpools = f->icedpools = true;
        else if (!strcasecmp(s, "corrmaze"))
            f->corrmaze = true;
        else if (!strcasecmp(s, "premapped"))
            co->premapped = 1;
        else if (!strcasecmp(s, "solidify"))
            co->solidify = true;
        else if (!strcasecmp(s, "sokoban"))
            f->sokoban_rules = true;
        else if (!strcasecmp(s, "inaccessibles"))
            co->check_inaccessibles = f->inaccessibles = true;
        else if (!strcasecmp(s, "noflipx"))
            co->allow_flips &= ~2;
        else if (!strcasecmp(s, "noflipy"))
            co->allow_flips &= ~1;
        else if (!strcasecmp(s, "noflip"))
            co->allow_flips = 0;
        else if (!strcasecmp(s, "temperate"))
            f->temperature = 0, f->temperature_set = true;
        else if (!strcasecmp(s, "hot"))
            f->temperature = 1, f->temperature_set = true;
        else if (!strcasecmp(s, "cold"))
            f->temperature = -1, f->temperature_set = true;
        else if (!strcasecmp(s, "nomongen"))
            f->rndmongen = false;
        else if (!strcasecmp(s, "nodeathdrops"))
            f->deathdrops = false;
        else if (!strcasecmp(s, "noautosearch"))
            f->noautosearch = true;
        else if (!strcasecmp(s, "fumaroles"))
            f->fumaroles = true;
        else if (!strcasecmp(s, "stormy"))
            f->stormy = true;
        else if (lev->lenient)
            (void) nhl_standin(L, "level flag", s, -1, "it is left out");
        else
            return luaL_error(L, "Unknown level flag %s", s);
    }
    return 0;
}

/* ----------------------------------------------------- mazes, bridges */

/* des.mazewalk(x, y, dir) | des.mazewalk({x=,y= | coord=, typ=, dir=,
 * stocked=})  (C: lspo_mazewalk) */
static int des_mazewalk(lua_State *L)
{
    static const char *const dirs[] = {
        "north", "south", "east", "west", "random", NULL
    };
    static const int dirvals[] = { W_NORTH, W_SOUTH, W_EAST, W_WEST,
                                   W_RANDOM };
    struct nhl_level *lev = nhl_level(L);
    int x, y, typ = ROOM, dir;
    bool stocked = true;

    if (lua_gettop(L) == 3) {
        x = (int) nhl_checkinteger(L, 1);
        y = (int) nhl_checkinteger(L, 2);
        dir = dirvals[luaL_checkoption(L, 3, "random", dirs)];
    } else {
        param_table(L);
        nhl_table_xy(L, 1, &x, &y);
        typ = nhl_table_mapchr(L, 1, "typ", ROOM);
        stocked = nhl_table_boolean(L, 1, "stocked", 1) != 0;
        dir = dirvals[nhl_table_option(L, 1, "dir", "random", dirs)];
    }
    nhl_check_map_xy(L, lev, "mazewalk", x, y);
    script_xy(lev, &x, &y, ANY_LOC);
    if (!isok(x, y))
        return luaL_error(L, "mazewalk coord not ok");
    mazewalk(lev, x, y, dir, typ);
    if (stocked) {
        /* generation's own draws (mkobj, makemon, ...) are not made yet:
         * the counts and spots are C's, the things only recorded */
        fill_empty_maze(lev, &maze_stock_records);
    }
    return 0;
}

/* des.drawbridge({x=,y= | coord=, dir=, state=})  (C: lspo_drawbridge) */
static int des_drawbridge(lua_State *L)
{
    static const char *const dirs[] = {
        "north", "south", "west", "east", "random", NULL
    };
    static const int dirvals[] = { DB_NORTH, DB_SOUTH, DB_WEST, DB_EAST, -1 };
    static const char *const states[] = { "open", "closed", "random", NULL };
    static const int statevals[] = { 1, 0, -1 };
    struct nhl_level *lev = nhl_level(L);
    int mx, my, x, y, dir, state;

    param_table(L);
    nhl_table_xy(L, 1, &mx, &my);
    /* "random" is no direction to C either: it builds to the west */
    dir = dirvals[nhl_table_option(L, 1, "dir", "random", dirs)];
    state = statevals[nhl_table_option(L, 1, "state", "random", states)];
    nhl_check_map_xy(L, lev, "drawbridge", mx, my);
    x = mx;
    y = my;
    script_xy(lev, &x, &y, DRY | WET | HOT);
    if (!isok(mx, my)) /* C checks the script's coordinates */
        return luaL_error(L, "drawbridge coord not ok");
    (void) drawbridge_place(lev, x, y, dir, state);
    return 0;
}

/* ----------------------------------------------------- wall properties */

/* des.wallify() | des.wallify({x1=,y1=,x2=,y2=}): absolute coordinates,
 * default the map's extent plus one  (C: lspo_wallify) */
static int des_wallify(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    const struct sp_coder *co = &lev->build->coder;
    int x1 = -1, y1 = -1, x2 = -1, y2 = -1;

    if (lua_gettop(L) == 1) {
        luaL_checktype(L, 1, LUA_TTABLE);
        x1 = nhl_table_int_req(L, 1, "x1");
        y1 = nhl_table_int_req(L, 1, "y1");
        x2 = nhl_table_int_req(L, 1, "x2");
        y2 = nhl_table_int_req(L, 1, "y2");
        int r[4] = { x1, y1, x2, y2 };

        nhl_check_map_region(L, lev, "wallify", r, false);
    }
    wallify_map(lev, x1 < 0 ? co->xstart - 1 : x1,
                y1 < 0 ? co->ystart - 1 : y1,
                x2 < 0 ? co->xstart + co->xsize + 1 : x2,
                y2 < 0 ? co->ystart + co->ysize + 1 : y2);
    return 0;
}

/* des.wall_property({x1=..y2= | region=, property=})
 * (C: lspo_wall_property) */
static int des_wall_property(lua_State *L)
{
    static const char *const props[] = { "nondiggable", "nonpasswall",
                                         NULL };
    static const int propvals[] = { W_NONDIGGABLE, W_NONPASSWALL };
    struct nhl_level *lev = nhl_level(L);
    const struct sp_coder *co = &lev->build->coder;
    int r[4], prop;

    param_table(L);
    /* x1..y2, else region= is required */
    if (!nhl_table_region(L, 1, NULL, r))
        (void) nhl_get_table_region(L, 1, "region", r, false);
    prop = propvals[nhl_table_option(L, 1, "property", "nondiggable", props)];
    nhl_check_map_region(L, lev, "wall_property region", r, true);
    if (r[0] == -1)
        r[0] = co->xstart - 1;
    if (r[1] == -1)
        r[1] = co->ystart - 1;
    if (r[2] == -1)
        r[2] = co->xstart + co->xsize + 1;
    if (r[3] == -1)
        r[3] = co->ystart + co->ysize + 1;
    /* C converts with the map origin even for these defaults */
    get_location(lev, &r[0], &r[1], ANY_LOC, -1);
    get_location(lev, &r[2], &r[3], ANY_LOC, -1);
    set_wall_property(lev, r[0], r[1], r[2], r[3], prop);
    return 0;
}

/* C: set_wallprop_in_selection - a selection, or nothing for the whole
 * map; other argument counts do nothing */
static int wallprop_in_selection(lua_State *L, int prop)
{
    struct nhl_level *lev = nhl_level(L);
    int argc = lua_gettop(L);

    if (argc == 1) {
        cellmask mask;

        check_selection(L, 1, mask);
        set_wall_property_mask(lev, mask, prop);
    } else if (argc == 0) {
        set_wall_property(lev, 0, 0, COLNO - 1, ROWNO - 1, prop);
    }
    return 0;
}

static int des_non_diggable(lua_State *L)
{
    return wallprop_in_selection(L, W_NONDIGGABLE);
}

static int des_non_passwall(lua_State *L)
{
    return wallprop_in_selection(L, W_NONPASSWALL);
}

/* ---------------------------------------------------------- the rest */

/* des.message(str): appended to the level's entry message, one line each
 * (C: lspo_message) */
static int des_message(lua_State *L)
{
    const char *msg;
    size_t n;

    if (lua_gettop(L) < 1)
        return luaL_error(L, "Wrong parameters");
    msg = luaL_checklstring(L, 1, &n);
    if (!level_add_message(nhl_level(L), msg, n))
        return luaL_error(L, "not enough memory");
    return 0;
}

/* des.reset_level(): for tests, a cleared level (C: lspo_reset_level) */
static int des_reset_level(lua_State *L)
{
    level_clear_structures(nhl_level(L));
    return 0;
}

/* des.gas_cloud({x=,y= | coord= | selection=, damage=, ttl=})
 * (C: lspo_gas_cloud) */
static int des_gas_cloud(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct nhregion *reg;
    int x, y, damage, ttl;
    bool use_sel = false;
    cellmask mask;

    if (!(lua_gettop(L) == 1 && lua_type(L, 1) == LUA_TTABLE))
        return luaL_error(L, "wrong parameters");
    param_table(L);
    nhl_table_xy(L, 1, &x, &y);
    if (x == -1 && y == -1) {
        lua_getfield(L, 1, "selection");
        check_selection(L, lua_gettop(L), mask);
        lua_pop(L, 1);
        use_sel = true;
    } else {
        nhl_check_map_xy(L, lev, "gas_cloud", x, y);
    }
    damage = nhl_table_int(L, 1, "damage", 0);
    ttl = nhl_table_int(L, 1, "ttl", -2);

    reg = level_add_region(lev);
    if (!reg)
        return luaL_error(L, "out of memory");
    reg->kind = 0;
    reg->damage = damage;
    if (use_sel) {
        /* C: create_gas_cloud_selection - the selected cells, no draw; the
         * region keeps their bounding box */
        reg->lx = COLNO;
        reg->ly = ROWNO;
        reg->hx = reg->hy = 0;
        for (int cx = 0; cx < COLNO; cx++)
            for (int cy = 0; cy < ROWNO; cy++)
                if (mask[cx][cy]) {
                    reg->lx = cx < reg->lx ? cx : reg->lx;
                    reg->ly = cy < reg->ly ? cy : reg->ly;
                    reg->hx = cx > reg->hx ? cx : reg->hx;
                    reg->hy = cy > reg->hy ? cy : reg->hy;
                }
        reg->ttl = -1;
    } else {
        /* C: create_gas_cloud(x, y, 1, damage) - the coordinates are used
         * as given (not made relative); a one-cell cloud lives rn1(3,4) */
        reg->lx = reg->hx = x;
        reg->ly = reg->hy = y;
        reg->ttl = rn2(lev->rng, 3);
        reg->ttl += 4;
    }
    if (ttl > -2)
        reg->ttl = ttl;
    return 0;
}

const luaL_Reg nhl_des_terrain[] = {
    { "map", des_map },
    { "terrain", des_terrain },
    { "replace_terrain", des_replace_terrain },
    { "level_init", des_level_init },
    { "level_flags", des_level_flags },
    { "mazewalk", des_mazewalk },
    { "drawbridge", des_drawbridge },
    { "wallify", des_wallify },
    { "non_diggable", des_non_diggable },
    { "non_passwall", des_non_passwall },
    { "wall_property", des_wall_property },
    { "message", des_message },
    { "reset_level", des_reset_level },
    { "gas_cloud", des_gas_cloud },
    { NULL, NULL }
};
