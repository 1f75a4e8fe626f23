/* test_terrain.c - the terrain engine: des.map placement, set_levltyp,
 * des.terrain / replace_terrain draws, level_init fills, mazes, drawbridge,
 * wall properties and wallify_map. */
#include <criterion/criterion.h>
#include <string.h>

#include "drawbridge.h" /* create_drawbridge, drawbridge_place: engine internals the test drives */
#include "level.h" /* level_new: a level made outside a build */
#include "levelinit.h" /* level_init, LEVEL_INIT_OK: engine internals the test drives */
#include "map.h" /* map_text_parse, map_place: engine internals the test drives */
#include "maze.h" /* create_maze, maze0xy: engine internals the test drives */
#include "rng.h" /* d, rnd: the draws, private to the engine */
#include "terrain.h" /* set_levltyp, replace_terrain: the module under test */
#include "wallprop.h" /* wallify_map, set_wall_property: engine internals the test drives */
#include "testutil_internal.h"

static struct nhl_rng g_rng;
static struct nhl_level *lev;

static void setup(void) { lev = tu_level_open(&g_rng, 1); }

static void teardown(void) { tu_level_close(lev, &g_rng); }

static void place(const char *text, int halign, int valign, int x, int y,
                  bool lit, cellmask written)
{
    struct map_text mt;
    struct map_request req = { halign, valign, x, y, lit, false };

    cr_assert(map_text_parse(text, &mt));
    cr_assert_eq(map_place(lev, &mt, &req, written), MAP_OK);
    map_text_free(&mt);
}

TestSuite(terrain, .init = setup, .fini = teardown);

Test(terrain, map_text_parse_strips_digits_and_measures)
{
    struct map_text mt;

    cr_assert(map_text_parse("0123--\n|.|\n", &mt));
    cr_expect_eq(mt.wid, 3);
    cr_expect_eq(mt.hei, 2);
    cr_expect_eq(map_text_get(&mt, 0, 0), HWALL);
    /* the short first line shifts the rest: C reads data[y*(wid+1)+x], so
     * (2,0) is the newline and row 1 starts one character late */
    cr_expect_eq(map_text_get(&mt, 2, 0), INVALID_TYPE);
    cr_expect_eq(map_text_get(&mt, 0, 1), ROOM);
    cr_expect_eq(map_text_get(&mt, 1, 1), VWALL);
    cr_expect_eq(map_text_get(&mt, 2, 1), INVALID_TYPE);
    map_text_free(&mt);

    /* 22 lines are fine, 23 are refused */
    char big[23 * 3 + 1] = "";
    for (int i = 0; i < 22; i++)
        strcat(big, "..\n");
    cr_expect(map_text_parse(big, &mt));
    map_text_free(&mt);
    strcat(big, "..\n");
    cr_expect_not(map_text_parse(big, &mt));
}

Test(terrain, map_centered_origin_and_cells)
{
    cellmask written;
    /* 5 wide, 3 high */
    place("-----\n|.S+|\n--x--\n", MAP_CENTER, MAP_VCENTER, -1, -1, false,
          written);
    /* xstart = 2 + (78-2-5)/2 = 37, odd; ystart = 2 + (20-2-3)/2 = 9, odd */
    cr_expect_eq(lev->build->coder.xstart, 37);
    cr_expect_eq(lev->build->coder.ystart, 9);
    cr_expect_eq(lev->build->coder.xsize, 5);
    cr_expect_eq(lev->build->coder.ysize, 3);
    int x0 = 37, y0 = 9;

    cr_expect_eq(lev->at[x0][y0].typ, HWALL);
    cr_expect(lev->at[x0][y0].horizontal);
    cr_expect_eq(lev->at[x0][y0 + 1].typ, VWALL);
    cr_expect_not(lev->at[x0][y0 + 1].horizontal);
    cr_expect_eq(lev->at[x0 + 1][y0 + 1].typ, ROOM);
    cr_expect_eq(lev->at[x0 + 2][y0 + 1].typ, SDOOR);
    cr_expect_eq(lev->at[x0 + 2][y0 + 1].flags, D_CLOSED);
    cr_expect_eq(lev->at[x0 + 3][y0 + 1].typ, DOOR);
    /* the 'x' is transparent: untouched, not written */
    cr_expect_eq(lev->at[x0 + 2][y0 + 2].typ, STONE);
    cr_expect_not(lev->build->splev_map[x0 + 2][y0 + 2]);
    cr_expect_not(written[x0 + 2][y0 + 2]);
    cr_expect(lev->build->splev_map[x0][y0]);
    cr_expect(written[x0 + 4][y0 + 2]);
    int n = 0;
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            n += written[x][y];
    cr_expect_eq(n, 14);
    /* no draws without random light */
    cr_expect_eq(g_rng.nlog, 0);
}

Test(terrain, map_door_after_hwall_is_horizontal)
{
    place("-+-\n", MAP_ALIGN_NONE, MAP_ALIGN_NONE, 10, 5, false, NULL);
    cr_expect_eq(lev->build->coder.xstart, 10);
    cr_expect_eq(lev->build->coder.ystart, 5);
    cr_expect_eq(lev->at[11][5].typ, DOOR);
    cr_expect(lev->at[11][5].horizontal);
}

Test(terrain, map_left_depends_on_level_init)
{
    place("...\n...\n", MAP_LEFT, MAP_TOP, -1, -1, false, NULL);
    cr_expect_eq(lev->build->coder.xstart, 3);
    cr_expect_eq(lev->build->coder.ystart, 3);
    lev->build->coder.splev_init_present = true;
    place("...\n...\n", MAP_LEFT, MAP_BOTTOM, -1, -1, true, NULL);
    cr_expect_eq(lev->build->coder.xstart, 1);
    /* bottom: 20 - 2 - 1 = 17, odd */
    cr_expect_eq(lev->build->coder.ystart, 17);
    cr_expect(lev->at[1][17].lit);
}

Test(terrain, map_one_axis_keeps_other_origin_made_odd)
{
    lev->build->coder.xstart = 10;
    place("..\n", MAP_ALIGN_NONE, MAP_TOP, -1, -1, false, NULL);
    cr_expect_eq(lev->build->coder.xstart, 11);
    cr_expect_eq(lev->build->coder.ystart, 3);
}

Test(terrain, map_needs_placement)
{
    struct map_text mt;
    struct map_request req = { MAP_ALIGN_NONE, MAP_ALIGN_NONE, 0, 3, false,
                               false };

    cr_assert(map_text_parse("..\n..\n", &mt));
    /* x = 0 is not isok: C refuses it */
    cr_expect_eq(map_place(lev, &mt, &req, NULL), MAP_NEEDS_PLACE);
    map_text_free(&mt);
}

Test(terrain, map_ice_gets_icedpool_after_level_init)
{
    place("I\nI\n", MAP_ALIGN_NONE, MAP_ALIGN_NONE, 5, 5, false, NULL);
    cr_expect_eq(lev->at[5][5].flags, 0);
    lev->build->coder.splev_init_present = true;
    place("I\nI\n", MAP_ALIGN_NONE, MAP_ALIGN_NONE, 5, 5, false, NULL);
    cr_expect_eq(lev->at[5][5].flags, ICED_MOAT);
    lev->build->coder.icedpools = true;
    place("I\nI\n", MAP_ALIGN_NONE, MAP_ALIGN_NONE, 5, 5, false, NULL);
    cr_expect_eq(lev->at[5][6].flags, ICED_POOL);
}

Test(terrain, set_levltyp_keeps_stairs_lights_lava)
{
    lev->at[4][4].typ = STAIRS;
    cr_expect_not(set_levltyp(lev, 4, 4, ROOM));
    cr_expect_eq(lev->at[4][4].typ, STAIRS);
    cr_expect(set_levltyp_lit(lev, 5, 4, LAVAPOOL, 0));
    cr_expect(lev->at[5][4].lit);
    cr_expect(set_levltyp(lev, 6, 4, FOUNTAIN));
    cr_expect_eq(lev->flags.nfountains, 1);
    cr_expect(set_levltyp(lev, 6, 4, SINK));
    cr_expect_eq(lev->flags.nfountains, 0);
    cr_expect_eq(lev->flags.nsinks, 1);
    cr_expect_not(set_levltyp(lev, 0, 4, ROOM));
    cr_expect_not(set_levltyp(lev, 7, 4, MAX_TYPE));
    cr_expect_eq(g_rng.nlog, 0);
}

Test(terrain, terrain_random_light_draws_per_cell)
{
    static cellmask mask;

    memset(mask, 0, sizeof mask);
    for (int x = 10; x < 15; x++)
        for (int y = 2; y < 4; y++)
            mask[x][y] = true;
    terrain_set_mask(lev, mask, ROOM, SET_LIT_RANDOM);
    cr_expect_eq(g_rng.nlog, 10);
    for (int x = 10; x < 15; x++)
        cr_expect_eq(lev->at[x][2].typ, ROOM);
    /* lava is lit without a draw */
    terrain_set_mask(lev, mask, LAVAPOOL, SET_LIT_RANDOM);
    cr_expect_eq(g_rng.nlog, 10);
}

Test(terrain, replace_terrain_draws_for_every_match)
{
    static cellmask mask;

    memset(mask, 1, sizeof mask);
    for (int x = 20; x < 30; x++)
        lev->at[x][7].typ = ROOM;
    lev->at[31][7].typ = HWALL;
    int n = replace_terrain(lev, mask, ROOM, POOL, 100, SET_LIT_NOCHANGE);
    cr_expect_eq(n, 10);
    cr_expect_eq(g_rng.nlog, 10);
    cr_expect_eq(lev->at[25][7].typ, POOL);
    /* chance 0: still one draw per match, nothing changes */
    n = replace_terrain(lev, mask, POOL, ROOM, 0, SET_LIT_NOCHANGE);
    cr_expect_eq(n, 0);
    cr_expect_eq(g_rng.nlog, 20);
    /* 'w' matches any wall; stone is IS_STWALL too */
    memset(mask, 0, sizeof mask);
    mask[31][7] = mask[32][7] = mask[25][7] = true;
    n = replace_terrain(lev, mask, MATCH_WALL, TREE, 100, SET_LIT_NOCHANGE);
    cr_expect_eq(n, 2);
    cr_expect_eq(lev->at[31][7].typ, TREE);
    cr_expect_eq(lev->at[32][7].typ, TREE);
}

static bool frag_match(const struct nhl_level *l, int x, int y, void *ud)
{
    return map_text_match(l, ud, x, y);
}

Test(terrain, replace_terrain_mapfragment)
{
    struct map_text mt;
    static cellmask mask;

    cr_assert(map_text_parse("...\n.x.\n...\n", &mt));
    cr_expect_str_eq(map_text_match_error(&mt),
                     "mapfragment center must be valid terrain");
    map_text_free(&mt);
    cr_assert(map_text_parse("..\n..\n", &mt));
    cr_expect_str_eq(map_text_match_error(&mt),
                     "mapfragment needs to have odd height and width");
    map_text_free(&mt);

    cr_assert(map_text_parse(" \n.\n \n", &mt));
    cr_expect_null(map_text_match_error(&mt));
    lev->at[40][10].typ = ROOM;
    lev->at[41][10].typ = ROOM;
    memset(mask, 1, sizeof mask);
    int n = replace_terrain_matching(lev, mask, frag_match, &mt, FOUNTAIN,
                                     100, SET_LIT_NOCHANGE);
    map_text_free(&mt);
    cr_expect_eq(n, 2);
    cr_expect_eq(g_rng.nlog, 2);
    cr_expect_eq(lev->at[40][10].typ, FOUNTAIN);
}

Test(terrain, solidfill_columns_2_to_78)
{
    struct lev_init li = { .init_style = LVLINIT_SOLIDFILL, .fg = ROOM,
                           .bg = STONE, .lit = -1, .filling = ROOM };

    cr_expect_eq(level_init(lev, &li), LEVEL_INIT_OK);
    cr_expect_eq(g_rng.nlog, 1); /* the light */
    for (int y = 0; y < ROWNO; y++) {
        cr_expect_eq(lev->at[1][y].typ, STONE);
        cr_expect_eq(lev->at[79][y].typ, STONE);
        for (int x = 2; x <= 78; x++)
            cr_expect_eq(lev->at[x][y].typ, ROOM);
    }
    cr_expect_eq(lev->at[40][10].lit, li.lit);
}

Test(terrain, mazegrid_pattern)
{
    lvlfill_maze_grid(lev, 2, 0, X_MAZE_MAX, Y_MAZE_MAX, HWALL);
    for (int x = 2; x <= X_MAZE_MAX; x++)
        for (int y = 0; y <= Y_MAZE_MAX; y++) {
            int want = (y < 2 || ((x % 2) && (y % 2))) ? STONE : HWALL;
            cr_expect_eq(lev->at[x][y].typ, want, "(%d,%d)", x, y);
        }
    cr_expect_eq(lev->at[1][5].typ, STONE);
    cr_expect_eq(g_rng.nlog, 0);
}

Test(terrain, swamp_blocks)
{
    struct lev_init li = { .init_style = LVLINIT_SWAMP, .fg = ROOM,
                           .bg = MOAT, .lit = 0, .filling = ROOM };

    cr_expect_eq(level_init(lev, &li), LEVEL_INIT_OK);
    for (int x = 2; x <= 78; x += 2)
        for (int y = 0; y <= 19; y += 2) {
            int nbg = (lev->at[x + 1][y].typ == MOAT)
                      + (lev->at[x][y + 1].typ == MOAT)
                      + (lev->at[x + 1][y + 1].typ == MOAT);

            cr_expect_eq(lev->at[x][y].typ, ROOM);
            cr_expect_leq(nbg, 2, "block (%d,%d)", x, y);
        }
    cr_expect_gt(g_rng.nlog, 0);
}

/* flood fill over ACCESSIBLE cells; returns how many of them it reached
 * and stores the total in *total */
static int reach(int sx, int sy, int *total)
{
    static bool seen[COLNO][ROWNO];
    static int stack[COLNO * ROWNO][2];
    int sp = 0, n = 0;

    memset(seen, 0, sizeof seen);
    *total = 0;
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            *total += ACCESSIBLE(lev->at[x][y].typ);
    stack[sp][0] = sx;
    stack[sp++][1] = sy;
    seen[sx][sy] = true;
    while (sp) {
        int x = stack[--sp][0], y = stack[sp][1];
        static const int d[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };

        n++;
        for (int i = 0; i < 4; i++) {
            int nx = x + d[i][0], ny = y + d[i][1];

            if (isok(nx, ny) && !seen[nx][ny]
                && ACCESSIBLE(lev->at[nx][ny].typ)) {
                seen[nx][ny] = true;
                stack[sp][0] = nx;
                stack[sp++][1] = ny;
            }
        }
    }
    return n;
}

Test(terrain, create_maze_plain_is_connected)
{
    int total;

    create_maze(lev, 1, 1, false);
    cr_expect_eq(lev->at[3][3].typ, ROOM);
    cr_expect_eq(reach(3, 3, &total), total);
    /* 38 x 9 cells of a perfect maze, plus the 38*9-1 passages */
    cr_expect_eq(total, 38 * 9 * 2 - 1);
    for (int x = 2; x <= 78; x++) {
        cr_expect_neq(lev->at[x][2].typ, ROOM);
        cr_expect_neq(lev->at[x][20].typ, ROOM);
    }
}

Test(terrain, create_maze_scaled_corridors)
{
    int total;

    create_maze(lev, 2, 2, false);
    /* scale 4: 19 x 5 cells; the first corridor column is x = 3..4 */
    for (int y = 2; y < 20; y++)
        cr_expect_eq(lev->at[3][y].typ, lev->at[4][y].typ, "row %d", y);
    cr_expect_eq(lev->at[3][3].typ, ROOM);
    cr_expect_eq(reach(3, 3, &total), total);
    /* the outer wall stays one cell thick */
    for (int y = 2; y < 20; y++)
        cr_expect_neq(lev->at[2][y].typ, ROOM);
}

Test(terrain, create_maze_random_widths_draw)
{
    create_maze(lev, -1, -1, true);
    /* rnd(4) twice, then maze0xy's two draws at least */
    cr_expect_geq(g_rng.nlog, 4);
    cr_expect(strstr(g_rng.log[0], "rnd(4)") != NULL, "%s", g_rng.log[0]);
}

Test(terrain, mazewalk_from_map_edge)
{
    int total;

    lvlfill_maze_grid(lev, 2, 0, X_MAZE_MAX, Y_MAZE_MAX, HWALL);
    /* from (6,5) east: step to (7,5), odd, walk from there */
    mazewalk(lev, 6, 5, W_EAST, ROOM);
    cr_expect_eq(lev->at[7][5].typ, ROOM);
    cr_expect_eq(reach(7, 5, &total), total);
    /* every odd cell of the grid was reached */
    for (int x = 3; x <= 77; x += 2)
        for (int y = 3; y <= 19; y += 2)
            cr_expect_eq(lev->at[x][y].typ, ROOM, "(%d,%d)", x, y);
}

Test(terrain, mazewalk_random_direction_draws)
{
    lvlfill_maze_grid(lev, 2, 0, X_MAZE_MAX, Y_MAZE_MAX, HWALL);
    mazewalk(lev, 20, 9, W_RANDOM, 0);
    cr_expect(strstr(g_rng.log[0], "rn2(4)") != NULL, "%s", g_rng.log[0]);
}

Test(terrain, mazexy_finds_corridor)
{
    struct coord c = { 0, 0 };

    cr_expect_not(mazexy(lev, &c));
    lev->at[9][9].typ = ROOM;
    cr_expect(mazexy(lev, &c));
    cr_expect_eq(c.x, 9);
    cr_expect_eq(c.y, 9);
}

Test(terrain, fill_empty_maze_counts_without_factories)
{
    /* an untouched open level: objects, boulders, ... spots are drawn */
    lvlfill_solid(lev, ROOM, 0);
    fill_empty_maze(lev, NULL);
    cr_expect_gt(g_rng.nlog, 0);
    /* every script cell touched: nothing at all */
    nhl_rng_log_clear(&g_rng);
    memset(lev->build->splev_map, 1, sizeof lev->build->splev_map);
    fill_empty_maze(lev, NULL);
    cr_expect_eq(g_rng.nlog, 0);
}

Test(terrain, fill_empty_maze_records_things)
{
    lvlfill_solid(lev, ROOM, 0);
    fill_empty_maze(lev, &maze_stock_records);
    /* at least one random object and one boulder (rnd counts) */
    cr_expect_geq(lev->nobjects, 2);
    for (int i = 0; i < lev->nobjects; i++) {
        const struct obj *o = &lev->objects[i];

        cr_expect(o->x % 2 && o->y % 2, "object at (%d,%d)", o->x, o->y);
        cr_expect(o->x >= 3 && o->x < X_MAZE_MAX && o->y >= 3
                  && o->y < Y_MAZE_MAX);
    }
    cr_expect_geq(lev->nmonsters, 1);
    for (int i = 0; i < lev->nmonsters; i++)
        cr_expect(lev->monsters[i].x % 2 && lev->monsters[i].y % 2);
}

Test(terrain, drawbridge_open_and_closed)
{
    lev->at[10][5].typ = HWALL;
    lev->at[10][6].typ = MOAT;
    cr_expect(create_drawbridge(lev, 10, 6, DB_NORTH, false));
    cr_expect_eq(lev->at[10][6].typ, DRAWBRIDGE_UP);
    cr_expect_eq(lev->at[10][5].typ, DBWALL);
    cr_expect_eq(lev->at[10][5].flags, W_NONDIGGABLE);
    cr_expect(lev->at[10][5].horizontal);
    cr_expect_not(lev->at[10][6].horizontal);
    cr_expect_eq(lev->at[10][6].flags, DB_NORTH);

    lev->at[21][6].typ = VWALL;
    lev->at[20][6].typ = LAVAPOOL;
    cr_expect(drawbridge_place(lev, 20, 6, DB_EAST, 1));
    cr_expect_eq(lev->at[20][6].typ, DRAWBRIDGE_DOWN);
    cr_expect_eq(lev->at[21][6].typ, DOOR);
    cr_expect_eq(lev->at[21][6].flags, D_NODOOR);
    cr_expect_eq(lev->at[20][6].flags, DB_EAST | DB_LAVA);
    cr_expect(lev->build->splev_map[20][6]);

    /* no wall beside it: nothing happens, but the random state drew */
    lev->at[30][6].typ = MOAT;
    cr_expect_not(drawbridge_place(lev, 30, 6, DB_WEST, -1));
    cr_expect_eq(lev->at[30][6].typ, MOAT);
    cr_expect_eq(g_rng.nlog, 1);
}

Test(terrain, wall_property_walls_trees_bars_only)
{
    lev->at[5][5].typ = HWALL;
    lev->at[6][5].typ = ROOM;
    lev->at[7][5].typ = TREE;
    lev->at[8][5].typ = IRONBARS;
    lev->at[9][5].typ = DOOR;
    set_wall_property(lev, -3, 0, 200, 40, W_NONDIGGABLE);
    cr_expect(lev->at[5][5].flags & W_NONDIGGABLE);
    cr_expect_not(lev->at[6][5].flags & W_NONDIGGABLE);
    cr_expect(lev->at[7][5].flags & W_NONDIGGABLE);
    cr_expect(lev->at[8][5].flags & W_NONDIGGABLE);
    cr_expect_not(lev->at[9][5].flags & W_NONDIGGABLE);
    /* stone counts as a wall here */
    cr_expect(lev->at[40][15].flags & W_NONDIGGABLE);
    cr_expect_eq(lev->at[0][5].flags, 0);
}

Test(terrain, wallify_map_surrounds_rooms)
{
    for (int x = 10; x <= 12; x++)
        for (int y = 5; y <= 6; y++)
            lev->at[x][y].typ = ROOM;
    wallify_map(lev, 1, 0, 79, 20);
    /* rows above and below: HWALL, including the corners */
    for (int x = 9; x <= 13; x++) {
        cr_expect_eq(lev->at[x][4].typ, HWALL, "x %d", x);
        cr_expect_eq(lev->at[x][7].typ, HWALL, "x %d", x);
    }
    cr_expect_eq(lev->at[9][5].typ, VWALL);
    cr_expect_eq(lev->at[13][5].typ, VWALL);
    /* the first room neighbour, scanning from the row above, decides: the
     * lower side cells see the room's top row diagonally */
    cr_expect_eq(lev->at[9][6].typ, HWALL);
    cr_expect_eq(lev->at[13][6].typ, HWALL);
    cr_expect_eq(lev->at[14][5].typ, STONE);
    cr_expect_eq(lev->at[11][3].typ, STONE);
}

Test(terrain, level_clear_structures_resets)
{
    lev->at[5][5].typ = ROOM;
    lev->flags.noteleport = true;
    lev->build->coder.xstart = 11;
    lev->message = strdup("hello");
    level_clear_structures(lev);
    cr_expect_eq(lev->at[5][5].typ, STONE);
    cr_expect_not(lev->flags.noteleport);
    cr_expect(lev->flags.rndmongen);
    cr_expect_eq(lev->build->coder.xstart, 1);
    cr_expect_null(lev->message);
}

/* ------------------------------------------------------------------------
 * des.map against C: the map of a level file, placed as the script places
 * it, must put walls, floor, doors and stone where C's finished level has
 * them (after C's flip, undone here, and wallification, which only turns
 * walls into other walls). */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>

/* the text of the first des.map's [[...]] in a level file (Lua drops the
 * newline right after the opening brackets) */
static char *first_map_text(const char *lua)
{
    const char *s = strstr(lua, "des.map(");
    const char *open, *close;
    char *out;

    if (!s || !(open = strstr(s, "[[")) || !(close = strstr(open, "]]")))
        return NULL;
    open += 2;
    if (*open == '\n')
        open++;
    out = strndup(open, close - open);
    return out;
}

/* cleanup: C's wall_cleanup may have turned walls buried in rock to STONE */
static bool same_kind(int maptyp, int ctyp, bool cleanup)
{
    if (maptyp == HWALL || maptyp == VWALL)
        return IS_WALL(ctyp) || (cleanup && ctyp == STONE);
    if (maptyp == ROOM) /* stairs, altars ... are set later on floor */
        return ctyp >= ROOM && ctyp != DRAWBRIDGE_DOWN;
    return maptyp == ctyp;
}

static void compare_with_truth(const char *name, int halign, int valign,
                               bool cleanup, int later)
{
    char path[512], *lua, *json, *text;
    cJSON *doc, *grid, *flip, *ext;
    struct map_text mt;
    struct map_request req = { halign, valign, -1, -1, false, false };
    int fx = 0, fy = 0, ex[4] = { 0 }, bad = 0;

    snprintf(path, sizeof path, "" TU_NETHACK_DAT "/%s.lua", name);
    lua = tu_slurp(path);
    snprintf(path, sizeof path, "%s/truth/%s.seed1.json", NHLEV_SHARED_DIR,
             name);
    json = tu_slurp(path);
    if (!lua || !json) {
        free(lua);
        free(json);
        cr_assert_fail("%s: level file or truth missing", name);
    }
    text = first_map_text(lua);
    cr_assert_not_null(text, "%s: no map", name);
    doc = cJSON_Parse(json);
    cr_assert_not_null(doc);
    grid = cJSON_GetObjectItem(doc, "typGrid");
    flip = cJSON_GetObjectItem(doc, "flip");
    fy = cJSON_IsTrue(cJSON_GetObjectItem(flip, "vertical"));
    fx = cJSON_IsTrue(cJSON_GetObjectItem(flip, "horizontal"));
    ext = cJSON_GetObjectItem(flip, "extent");
    for (int i = 0; i < 4; i++)
        ex[i] = cJSON_GetArrayItem(ext, i)->valueint;

    lev->build->coder.splev_init_present = true; /* each one starts with level_init */
    cr_assert(map_text_parse(text, &mt));
    cr_assert_eq(map_place(lev, &mt, &req, NULL), MAP_OK);
    for (int y = 0; y < mt.hei; y++)
        for (int x = 0; x < mt.wid; x++) {
            int m = map_text_get(&mt, x, y);
            int ax = lev->build->coder.xstart + x, ay = lev->build->coder.ystart + y;
            int cx = fx ? ex[0] + ex[2] - ax : ax;
            int cy = fy ? ex[1] + ex[3] - ay : ay;
            int c;

            if (m >= MAX_TYPE)
                continue;
            c = cJSON_GetArrayItem(cJSON_GetArrayItem(grid, cy), cx)->valueint;
            cr_expect_eq(lev->at[ax][ay].typ, m);
            if (!same_kind(m, c, cleanup)) {
                if (bad++ < 10 && !later)
                    cr_log_error("%s: map (%d,%d) typ %s, C has %s at (%d,%d)",
                                 name, x, y, nhl_typ_name(m), nhl_typ_name(c), cx, cy);
            }
        }
    cr_expect_eq(bad, later, "%s: %d cells differ", name, bad);
    map_text_free(&mt);
    cJSON_Delete(doc);
    free(text);
    free(lua);
    free(json);
}

Test(terrain, truth_soko_maps)
{
    static const char *const names[] = {
        "soko1-1", "soko1-2", "soko2-1", "soko2-2",
        "soko3-1", "soko3-2", "soko4-1", "soko4-2"
    };

    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        nhl_level_free(lev);
        lev = level_new(&g_rng, NULL);
        compare_with_truth(names[i], MAP_CENTER, MAP_VCENTER, false, 0);
    }
}

Test(terrain, truth_knox_and_tower_maps)
{
    /* knox's script then moves the throne and the fort's secret door by
     * percent(50) draws: for seed 1, 5 cells the map alone can't know */
    compare_with_truth("knox", MAP_CENTER, MAP_VCENTER, true, 5);
    nhl_level_free(lev);
    lev = level_new(&g_rng, NULL);
    compare_with_truth("tower1", MAP_HALF_LEFT, MAP_VCENTER, true, 0);
}

/* hellfill, seed 2, picks "mazes, style 1": level_init maze with corrwid
 * rnd(4) (4 here) and wallthick 1. Replay its draws and compare the maze's
 * floor with C's. */
Test(terrain, truth_hellfill_create_maze)
{
    char path[512], *json;
    cJSON *doc, *rng, *grid;
    struct nhl_rng r2 = { 0 };
    int n = 0, i, bad = 0;

    snprintf(path, sizeof path, "%s/truth/hellfill.seed2.json",
             NHLEV_SHARED_DIR);
    json = tu_slurp(path);
    if (!json)
        cr_assert_fail("truth missing");
    doc = cJSON_Parse(json);
    cr_assert_not_null(doc);
    rng = cJSON_GetObjectItem(doc, "rng");
    grid = cJSON_GetObjectItem(doc, "typGrid");

    nhl_level_free(lev);
    nhl_rng_init(&r2, 2);
    nhl_rng_set_logging(&r2, true);
    lev = level_new(&r2, NULL);
    /* nhlib's shuffle and the script's choice of maze style */
    (void) rn2(&r2, 3);
    (void) rn2(&r2, 2);
    (void) rn2(&r2, 6);
    nhl_rng_log_clear(&r2);
    lvlfill_solid(lev, STONE, 0);
    create_maze(lev, -1, 1, false);

    for (i = 0; i < cJSON_GetArraySize(rng); i++) {
        const char *line = cJSON_GetArrayItem(rng, i)->valuestring;
        struct rng_line want, got;

        if (!strstr(line, "[hellfill.lua:350]"))
            continue;
        cr_assert_lt((size_t) n, r2.nlog, "C drew more: %s", line);
        cr_assert(rng_parse_line(line, &want));
        cr_assert(rng_parse_line(r2.log[n], &got));
        cr_expect(strcmp(want.func, got.func) == 0 && want.arg1 == got.arg1
                      && want.result == got.result,
                  "draw %d: C %s, we %s", n, line, r2.log[n]);
        n++;
    }
    cr_expect_eq((size_t) n, r2.nlog);
    cr_expect_eq(n, 44);

    for (int y = 0; y < ROWNO; y++)
        for (int x = 1; x < COLNO; x++) {
            int c = cJSON_GetArrayItem(cJSON_GetArrayItem(grid, y), x)
                        ->valueint;
            bool cfloor = c >= CORR, ours = lev->at[x][y].typ >= CORR;

            if (cfloor != ours && bad++ < 10)
                cr_log_error("(%d,%d): C %s, we %s", x, y, nhl_typ_name(c),
                             nhl_typ_name(lev->at[x][y].typ));
        }
    cr_expect_eq(bad, 0);
    cJSON_Delete(doc);
    free(json);
    nhl_level_free(lev);
    lev = level_new(&g_rng, NULL);
    nhl_rng_free(&r2);
}

/* wizard1, seed 1: mazegrid, the tower map centred, and inside its contents
 * des.mazewalk(28,05,"east") with stocking. Replay the walk's and the
 * stocking's own draws up to the first object's: every rn2(q) of the walk
 * counts the open directions, so equal draws mean an equal maze. (C's
 * final grid is not compared: hell_tweaks rework it afterwards.) */
Test(terrain, truth_wizard1_mazewalk)
{
    char path[512], *json, *lua, *text;
    cJSON *doc, *rng;
    struct nhl_rng r2 = { 0 };
    struct map_text mt;
    struct map_request req = { MAP_CENTER, MAP_VCENTER, -1, -1, false,
                               false };
    int n = 0, x0, y0;

    snprintf(path, sizeof path, "%s/truth/wizard1.seed1.json",
             NHLEV_SHARED_DIR);
    json = tu_slurp(path);
    lua = tu_slurp("" TU_NETHACK_DAT "/wizard1.lua");
    if (!json || !lua) {
        free(json);
        free(lua);
        cr_assert_fail("truth or level file missing");
    }
    doc = cJSON_Parse(json);
    cr_assert_not_null(doc);
    rng = cJSON_GetObjectItem(doc, "rng");
    text = first_map_text(lua);
    cr_assert_not_null(text);

    nhl_level_free(lev);
    nhl_rng_init(&r2, 1);
    nhl_rng_set_logging(&r2, true);
    lev = level_new(&r2, NULL);
    (void) rn2(&r2, 3); /* nhlib */
    (void) rn2(&r2, 2);
    lev->build->coder.splev_init_present = true;
    lvlfill_maze_grid(lev, 2, 0, X_MAZE_MAX, Y_MAZE_MAX, HWALL);
    cr_assert(map_text_parse(text, &mt));
    cr_assert_eq(map_place(lev, &mt, &req, NULL), MAP_OK);
    x0 = lev->build->coder.xstart;
    y0 = lev->build->coder.ystart;
    cr_expect_eq(x0, 25);
    cr_expect_eq(y0, 5);
    /* the contents' door draws (a secret door inside the map) */
    for (int i = 2; i <= 9; i++) {
        struct rng_line w;

        cr_assert(rng_parse_line(cJSON_GetArrayItem(rng, i)->valuestring,
                                 &w));
        (void) rn2(&r2, w.arg1);
    }
    nhl_rng_log_clear(&r2);
    mazewalk(lev, x0 + 28, y0 + 5, W_EAST, ROOM);
    fill_empty_maze(lev, NULL);

    /* C's draws from the walk to the first object's class (index 266) */
    for (int i = 10; i <= 266; i++, n++) {
        const char *line = cJSON_GetArrayItem(rng, i)->valuestring;
        struct rng_line want, got;

        cr_assert_lt((size_t) n, r2.nlog, "C drew more: %s", line);
        cr_assert(rng_parse_line(line, &want));
        cr_assert(rng_parse_line(r2.log[n], &got));
        cr_assert(strcmp(want.func, got.func) == 0 && want.arg1 == got.arg1
                      && want.result == got.result,
                  "draw %d: C %s, we %s", n, line, r2.log[n]);
    }

    map_text_free(&mt);
    cJSON_Delete(doc);
    free(json);
    free(lua);
    free(text);
    nhl_level_free(lev);
    lev = level_new(&g_rng, NULL);
    nhl_rng_free(&r2);
}

Test(terrain, themed_map_random_spot_and_failure)
{
    struct map_text mt;
    struct map_request req = { MAP_ALIGN_NONE, MAP_ALIGN_NONE, -1, -1, false,
                               true };
    struct rng_line a, b;

    cr_assert(map_text_parse("...\n...\n...\n", &mt));
    cr_assert_eq(map_place(lev, &mt, &req, NULL), MAP_OK);
    /* x = 1 + rn2(COLNO-1-3), y = rn2(ROWNO-3) (C uses the width there) */
    cr_assert_eq(g_rng.nlog, 2);
    cr_assert(rng_parse_line(g_rng.log[0], &a));
    cr_assert(rng_parse_line(g_rng.log[1], &b));
    cr_expect_eq(a.arg1, 76);
    cr_expect_eq(b.arg1, 18);
    cr_expect_eq(lev->build->coder.xstart, 1 + a.result);
    cr_expect_eq(lev->build->coder.ystart, b.result);
    cr_expect_eq(lev->at[lev->build->coder.xstart][lev->build->coder.ystart].typ, ROOM);

    /* nowhere free: 1 + 100 tries, then failure and the origin reset */
    nhl_rng_log_clear(&g_rng);
    memset(lev->build->splev_map, 0, sizeof lev->build->splev_map);
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            lev->at[x][y].typ = CORR;
    cr_expect_eq(map_place(lev, &mt, &req, NULL), MAP_THEME_FAILED);
    cr_expect_eq(g_rng.nlog, 202);
    cr_expect_eq(lev->build->coder.xstart, 1);
    cr_expect_eq(lev->build->coder.ystart, 0);
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            cr_expect_not(lev->build->splev_map[x][y]);
    map_text_free(&mt);
}

/* minefill, seeds 1-3: solidfill without light, then the mines style.
 * Replay the script's level_init draws and compare the cave. */
static void check_minefill(int seed)
{
    char path[512], *json;
    cJSON *doc, *rng, *grid, *lits;
    struct nhl_rng r2 = { 0 };
    struct lev_init solid = { .init_style = LVLINIT_SOLIDFILL, .fg = STONE,
                              .bg = STONE, .lit = -1, .filling = STONE };
    struct lev_init mines = { .init_style = LVLINIT_MINES, .fg = ROOM,
                              .bg = STONE, .smoothed = true, .joined = true,
                              .walled = true, .lit = -1, .filling = ROOM,
                              .corrwid = -1, .wallthick = -1 };
    int n = 0, bad = 0;

    snprintf(path, sizeof path, "%s/truth/minefill.seed%d.json",
             NHLEV_SHARED_DIR, seed);
    json = tu_slurp(path);
    if (!json)
        cr_assert_fail("truth missing");
    doc = cJSON_Parse(json);
    cr_assert_not_null(doc);
    rng = cJSON_GetObjectItem(doc, "rng");
    grid = cJSON_GetObjectItem(doc, "typGrid");
    lits = cJSON_GetObjectItem(doc, "litGrid");

    nhl_level_free(lev);
    nhl_rng_init(&r2, seed);
    nhl_rng_set_logging(&r2, true);
    lev = level_new(&r2, NULL);
    (void) rn2(&r2, 3); /* nhlib */
    (void) rn2(&r2, 2);
    nhl_rng_log_clear(&r2);
    lev->build->coder.splev_init_present = true;
    cr_assert_eq(level_init(lev, &solid), LEVEL_INIT_OK);
    cr_assert_eq(level_init(lev, &mines), LEVEL_INIT_OK);
    cr_expect(lev->flags.is_cavernous_lev);
    cr_expect_eq(lev->nroom, 0);

    for (int i = 2; i < cJSON_GetArraySize(rng); i++) {
        const char *line = cJSON_GetArrayItem(rng, i)->valuestring;
        struct rng_line want, got;

        if (!strstr(line, "[minefill.lua:13]")
            && !strstr(line, "[minefill.lua:17]"))
            break;
        cr_assert_lt((size_t) n, r2.nlog, "seed %d: C drew more: %s", seed,
                     line);
        cr_assert(rng_parse_line(line, &want));
        cr_assert(rng_parse_line(r2.log[n], &got));
        cr_assert(strcmp(want.func, got.func) == 0 && want.arg1 == got.arg1
                      && want.result == got.result,
                  "seed %d draw %d: C %s, we %s", seed, n, line, r2.log[n]);
        n++;
    }
    cr_expect_eq((size_t) n, r2.nlog, "seed %d", seed);

    for (int y = 0; y < ROWNO; y++)
        for (int x = 1; x < COLNO; x++) {
            int c = cJSON_GetArrayItem(cJSON_GetArrayItem(grid, y), x)
                        ->valueint;
            int t = lev->at[x][y].typ;
            bool same = (c >= CORR) == (t >= CORR)
                        && (!IS_WALL(t) || IS_WALL(c) || c == STONE)
                        && (t != STONE || c == STONE);

            int clit = cJSON_GetArrayItem(cJSON_GetArrayItem(lits, y), x)
                           ->valueint;

            if (clit != lev->at[x][y].lit)
                same = false;
            if (!same && bad++ < 10)
                cr_log_error("seed %d (%d,%d): C %s lit %d, we %s lit %d",
                             seed, x, y, nhl_typ_name(c), clit, nhl_typ_name(t),
                             lev->at[x][y].lit);
        }
    cr_expect_eq(bad, 0, "seed %d", seed);
    cJSON_Delete(doc);
    free(json);
    nhl_level_free(lev);
    lev = level_new(&g_rng, NULL);
    nhl_rng_free(&r2);
}

Test(terrain, truth_minefill_caves)
{
    for (int seed = 1; seed <= 3; seed++)
        check_minefill(seed);
}

/* juiblex, seed 1: level_init swamp (fg '.', bg '}' by default, unlit).
 * Replay its draws: each rn2(3) comes from a block whose other three cells
 * are still moat, so equal draws mean an equal swamp. (The script's later
 * maps cover much of it, so the final grid is not compared.) */
Test(terrain, truth_juiblex_swamp_draws)
{
    char path[512], *json;
    cJSON *doc, *rng;
    struct nhl_rng r2 = { 0 };
    struct lev_init li = { .init_style = LVLINIT_SWAMP, .fg = ROOM,
                           .bg = MOAT, .lit = 0, .filling = ROOM };
    int n = 0;

    snprintf(path, sizeof path, "%s/truth/juiblex.seed1.json",
             NHLEV_SHARED_DIR);
    json = tu_slurp(path);
    if (!json)
        cr_assert_fail("truth missing");
    doc = cJSON_Parse(json);
    cr_assert_not_null(doc);
    rng = cJSON_GetObjectItem(doc, "rng");

    nhl_level_free(lev);
    nhl_rng_init(&r2, 1);
    nhl_rng_set_logging(&r2, true);
    lev = level_new(&r2, NULL);
    (void) rn2(&r2, 3);
    (void) rn2(&r2, 2);
    nhl_rng_log_clear(&r2);
    cr_assert_eq(level_init(lev, &li), LEVEL_INIT_OK);
    for (int i = 2; i < cJSON_GetArraySize(rng); i++, n++) {
        const char *line = cJSON_GetArrayItem(rng, i)->valuestring;
        struct rng_line want, got;

        if (!strstr(line, "[juiblex.lua:9]"))
            break;
        cr_assert_lt((size_t) n, r2.nlog, "C drew more: %s", line);
        cr_assert(rng_parse_line(line, &want));
        cr_assert(rng_parse_line(r2.log[n], &got));
        cr_assert(want.arg1 == got.arg1 && want.result == got.result,
                  "draw %d: C %s, we %s", n, line, r2.log[n]);
    }
    cr_expect_eq((size_t) n, r2.nlog);
    cr_expect_gt(n, 100);
    cJSON_Delete(doc);
    free(json);
    nhl_level_free(lev);
    lev = level_new(&g_rng, NULL);
    nhl_rng_free(&r2);
}

/* ------------------------------------------------------------------------
 * The Lua bindings, running small scripts of our own (fixtures/terrain). */
#include "lua_host.h" /* lua_host_run_file, lua_host_new: scripts run on a bare level */

/* Run fixture name; returns lua_host_run_file's result (0 = fine). */
static int run_fixture(const char *name)
{
    char path[512];
    lua_State *L = lua_host_new(lev, NULL);
    int rc;

    cr_assert_not_null(L, "%s", lev->errmsg);
    snprintf(path, sizeof path, "%s/fixtures/terrain/%s", NHLEV_TEST_DIR,
             name);
    rc = lua_host_run_file(L, path);
    lua_host_close(L);
    return rc;
}

Test(terrain, lua_map_sets_origin)
{
    cr_assert_eq(run_fixture("map_origin.lua"), 0, "%s", lev->errmsg);
    cr_expect(lev->build->coder.splev_init_present);
    cr_expect(lev->flags.is_maze_lev);
    cr_expect(lev->flags.noteleport);
    cr_expect_eq(lev->build->coder.allow_flips, 1);
    /* centred 5x3: origin (37,9), kept after the map */
    cr_expect_eq(lev->build->coder.xstart, 37);
    cr_expect_eq(lev->build->coder.ystart, 9);
    cr_expect_eq(lev->at[37][9].typ, IRONBARS);
    cr_expect(lev->at[37][9].horizontal);
    cr_expect_eq(lev->at[38][10].typ, TREE);
    cr_expect_eq(lev->at[39][10].typ, DOOR);
    cr_expect_eq(lev->at[40][10].typ, FOUNTAIN);
    cr_expect(lev->at[40][10].lit);
    cr_expect_eq(lev->flags.nfountains, 1);
    cr_expect_str_eq(lev->message, "first\nsecond");
}

Test(terrain, lua_map_contents_resets_origin)
{
    cr_assert_eq(run_fixture("map_contents.lua"), 0, "%s", lev->errmsg);
    cr_expect_eq(lev->at[12][6].typ, LAVAPOOL);
    cr_expect(lev->at[12][6].lit);
    cr_expect_eq(lev->at[10][5].typ, ROOM);
    cr_expect_eq(lev->at[1][0].typ, POOL);
    cr_expect_eq(lev->build->coder.xstart, 1);
    cr_expect_eq(lev->build->coder.ystart, 0);
}

Test(terrain, lua_replace_terrain_draws)
{
    nhl_rng_log_clear(&g_rng);
    cr_assert_eq(run_fixture("replace.lua"), 0, "%s", lev->errmsg);
    /* region (relative to the level origin (1,0)): x 11..20 on row 2 */
    for (int x = 11; x <= 20; x++) {
        cr_expect_eq(lev->at[x][2].typ, MOAT, "x %d", x);
        cr_expect_eq(lev->at[x][4].typ, ROOM, "x %d", x);
    }
    cr_expect_eq(lev->at[10][2].typ, ROOM);
    cr_expect_eq(lev->at[21][2].typ, ROOM);
    /* ten draws for each call, even at chance 100 and 0 */
    cr_expect_eq(g_rng.nlog, 20);
}

Test(terrain, lua_mazewalk_from_map)
{
    int total;

    cr_assert_eq(run_fixture("mazewalk.lua"), 0, "%s", lev->errmsg);
    /* map at (1,1)..(3,3); walk starts at (3,2)+east = (4,2) -> odd x 5 */
    cr_expect_eq(lev->at[4][2].typ, ROOM);
    cr_expect_eq(lev->at[5][2].typ, ROOM);
    cr_expect_eq(reach(5, 3, &total), total);
    cr_expect_eq(lev->at[77][19].typ, ROOM);
}

Test(terrain, lua_wall_properties_and_wallify)
{
    cr_assert_eq(run_fixture("wallprop.lua"), 0, "%s", lev->errmsg);
    cr_expect_eq(lev->at[4][5].typ, VWALL);
    cr_expect_eq(lev->at[8][5].typ, VWALL);
    cr_expect_eq(lev->at[5][4].typ, HWALL);
    cr_expect_eq(lev->at[6][7].typ, HWALL);
    cr_expect(lev->at[5][4].flags & W_NONDIGGABLE);
    cr_expect(lev->at[40][15].flags & W_NONDIGGABLE); /* stone too */
    cr_expect_not(lev->at[5][5].flags & W_NONDIGGABLE);
    cr_expect_not(lev->at[5][4].flags & W_NONPASSWALL);
    cr_expect(lev->at[5][9].flags & W_NONPASSWALL);
    cr_expect(lev->at[7][13].flags & W_NONPASSWALL);
    cr_expect_not(lev->at[8][9].flags & W_NONPASSWALL);
    cr_expect_not(lev->at[5][14].flags & W_NONPASSWALL);
}

Test(terrain, lua_errors_name_the_line)
{
    cr_expect_neq(run_fixture("bad_flag.lua"), 0);
    cr_expect(strstr(lev->errmsg, "bad_flag.lua:2:") != NULL, "%s",
              lev->errmsg);
    cr_expect(strstr(lev->errmsg, "Unknown level flag nosuchflag") != NULL,
              "%s", lev->errmsg);
    cr_expect(lev->flags.is_maze_lev);

    cr_expect_neq(run_fixture("bad_mapchar.lua"), 0);
    cr_expect(strstr(lev->errmsg, "bad_mapchar.lua:2:") != NULL, "%s",
              lev->errmsg);
}

/* level_init's rogue style makes the Rogue level's grid of rooms and its
 * corridors (C: splev_initlev's makeroguerooms) */
Test(terrain, lua_level_init_rogue)
{
    cr_assert_eq(run_fixture("rogue.lua"), 0, "%s", lev->errmsg);
    cr_expect_geq(lev->nroom, 1);
    cr_expect_leq(lev->nroom, 9);
    int corridors = 0;

    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            if (lev->at[x][y].typ == CORR || lev->at[x][y].typ == SCORR)
                corridors++;
    cr_expect_gt(corridors, 0);
}
