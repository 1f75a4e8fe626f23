/* test_selection.c - selections: the engine (selection.c, after selvar.c)
 * cell by cell and draw by draw, and the Lua `selection` table with the
 * des.* functions that take or return selections (fixtures/selection). */
#include <criterion/criterion.h>
#include <string.h>

#include "map.h" /* map_text_get, map_text_parse: engine internals the test drives */
#include "lua_host.h" /* lua_host_new, lua_host_run_file: scripts run on a bare level */
#include "rng.h" /* d, rng_rn2: the draws, private to the engine */
#include "rooms.h" /* add_room, topologize: engine internals the test drives */
#include "selection.h" /* void, selection_setpoint: the module under test */
#include "testutil_internal.h"

static struct nhl_rng g_rng;
static struct nhl_level *lev;

static void setup(void) { lev = tu_level_open(&g_rng, 7); }

static void teardown(void) { tu_level_close(lev, &g_rng); }

TestSuite(selection, .init = setup, .fini = teardown);

/* a second generator with lev's seed, to replay the draws C would make */
static void twin(struct nhl_rng *r, uint64_t seed)
{
    memset(r, 0, sizeof *r);
    nhl_rng_init(r, seed);
}

static void fill(struct selection *s, int x1, int y1, int x2, int y2)
{
    for (int x = x1; x <= x2; x++)
        for (int y = y1; y <= y2; y++)
            selection_setpoint(s, x, y, 1);
}

/* ------------------------------------------------------------ engine */

Test(selection, new_is_empty_with_whole_map_bounds)
{
    struct selection s;
    struct sel_rect r;

    selection_init(&s);
    cr_expect_eq(selection_numpoints(&s), 0);
    selection_getbounds(&s, &r);
    cr_expect_eq(r.lx, 0);
    cr_expect_eq(r.ly, 0);
    cr_expect_eq(r.hx, COLNO - 1);
    cr_expect_eq(r.hy, ROWNO - 1);
    cr_expect_eq(selection_getpoint(&s, -1, 0), 0);
    cr_expect_eq(selection_getpoint(&s, COLNO, 0), 0);
}

Test(selection, bounds_widen_then_recompute_after_clearing)
{
    struct selection s;
    struct sel_rect r;

    selection_init(&s);
    selection_setpoint(&s, 5, 3, 1);
    selection_setpoint(&s, 9, 7, 1);
    cr_expect(!s.bounds_dirty);
    cr_expect_eq(s.bounds.lx, 5);
    cr_expect_eq(s.bounds.hy, 7);
    selection_setpoint(&s, 9, 7, 0);
    cr_expect(s.bounds_dirty);
    selection_getbounds(&s, &r);
    cr_expect_eq(r.lx, 5);
    cr_expect_eq(r.hx, 5);
    cr_expect_eq(r.ly, 3);
    cr_expect_eq(r.hy, 3);
    /* off-map writes are ignored */
    selection_setpoint(&s, COLNO, 3, 1);
    cr_expect_eq(selection_numpoints(&s), 1);
}

Test(selection, line_is_bresenham)
{
    struct selection s;
    static const int want[5][2] = { { 1, 1 }, { 2, 2 }, { 3, 2 },
                                    { 4, 3 }, { 5, 3 } };

    selection_init(&s);
    selection_do_line(&s, 1, 1, 5, 3);
    cr_expect_eq(selection_numpoints(&s), 5);
    for (int i = 0; i < 5; i++)
        cr_expect_eq(selection_getpoint(&s, want[i][0], want[i][1]), 1,
                     "cell %d,%d", want[i][0], want[i][1]);
    /* steep and backwards */
    selection_init(&s);
    selection_do_line(&s, 4, 6, 3, 1);
    cr_expect_eq(selection_numpoints(&s), 6);
    cr_expect_eq(selection_getpoint(&s, 4, 6), 1);
    cr_expect_eq(selection_getpoint(&s, 3, 1), 1);
}

Test(selection, not_inverts_every_cell_including_column_0)
{
    struct selection s;

    selection_init(&s);
    fill(&s, 10, 5, 12, 6);
    selection_not(&s);
    cr_expect_eq(selection_numpoints(&s), COLNO * ROWNO - 6);
    cr_expect_eq(selection_getpoint(&s, 0, 0), 1);
    cr_expect_eq(selection_getpoint(&s, 11, 5), 0);
}

Test(selection, operators_over_cached_bounds)
{
    struct selection a, b, r;

    selection_init(&a);
    selection_init(&b);
    fill(&a, 1, 0, 10, 4);
    fill(&b, 6, 2, 15, 6);
    selection_or(&a, &b, &r);
    cr_expect_eq(selection_numpoints(&r), 85);
    selection_and(&a, &b, &r);
    cr_expect_eq(selection_numpoints(&r), 15);
    selection_xor(&a, &b, &r);
    cr_expect_eq(selection_numpoints(&r), 70);
    selection_sub(&a, &b, &r);
    cr_expect_eq(selection_numpoints(&r), 35);
    cr_expect_eq(selection_getpoint(&r, 6, 2), 0);
    cr_expect_eq(selection_getpoint(&r, 5, 2), 1);
}

/* C reads an operand's cached bounds without recomputing them: a cell set
 * after the bounds went dirty lies outside them and is not seen */
Test(selection, operators_use_stale_bounds_as_c)
{
    struct selection a, b, r;

    selection_init(&a);
    selection_init(&b);
    selection_setpoint(&a, 5, 5, 1);
    selection_setpoint(&a, 5, 5, 0);   /* dirty, bounds still 5,5 */
    selection_setpoint(&a, 30, 10, 1); /* not added to the bounds */
    selection_or(&a, &b, &r);
    cr_expect_eq(selection_getpoint(&r, 30, 10), 0);
    cr_expect_eq(selection_numpoints(&a), 1);
}

Test(selection, percentage_draws_x_major_per_set_cell)
{
    struct selection in, out;
    struct nhl_rng r2;
    int kept = 0;

    nhl_rng_init(&g_rng, 11);
    selection_init(&in);
    fill(&in, 3, 2, 6, 4);
    selection_setpoint(&in, 4, 3, 0); /* a hole: no draw for it */
    selection_filter_percent(lev, &in, 50, &out);
    cr_expect_eq(g_rng.nlog, 11);
    twin(&r2, 11);
    for (int x = 3; x <= 6; x++)
        for (int y = 2; y <= 4; y++) {
            if (x == 4 && y == 3)
                continue;
            int want = rng_rn2(&r2, 100, "t") < 50;

            kept += want;
            cr_expect_eq(selection_getpoint(&out, x, y), want, "%d,%d", x, y);
        }
    cr_expect_eq(selection_numpoints(&out), kept);
    cr_expect(strstr(g_rng.log[0], "selection_filter_percent") != NULL,
              "%s", g_rng.log[0]);
    nhl_rng_free(&r2);
}

Test(selection, rndcoord_picks_nth_cell_x_major_and_removes_it)
{
    struct selection s;
    struct nhl_rng r2;
    int x, y, n;

    nhl_rng_init(&g_rng, 5);
    selection_init(&s);
    /* x-major order: (2,9) (3,1) (3,4) (8,0) */
    selection_setpoint(&s, 8, 0, 1);
    selection_setpoint(&s, 3, 4, 1);
    selection_setpoint(&s, 2, 9, 1);
    selection_setpoint(&s, 3, 1, 1);
    twin(&r2, 5);
    n = rng_rn2(&r2, 4, "t");
    cr_assert(selection_rndcoord(lev, &s, &x, &y, true));
    {
        static const int order[4][2] = { { 2, 9 }, { 3, 1 }, { 3, 4 },
                                         { 8, 0 } };
        cr_expect_eq(x, order[n][0]);
        cr_expect_eq(y, order[n][1]);
    }
    cr_expect_eq(selection_getpoint(&s, x, y), 0);
    cr_expect_eq(selection_numpoints(&s), 3);
    selection_init(&s);
    cr_expect(!selection_rndcoord(lev, &s, &x, &y, false));
    cr_expect_eq(x, -1);
    cr_expect_eq(y, -1);
    nhl_rng_free(&r2);
}

Test(selection, grow_directions_and_diagonals)
{
    struct selection s;

    selection_init(&s);
    selection_setpoint(&s, 10, 10, 1);
    selection_do_grow(lev, &s, SEL_W_ANY);
    cr_expect_eq(selection_numpoints(&s), 9);

    selection_init(&s);
    selection_setpoint(&s, 10, 10, 1);
    selection_do_grow(lev, &s, SEL_W_NORTH);
    cr_expect_eq(selection_numpoints(&s), 2);
    cr_expect_eq(selection_getpoint(&s, 10, 9), 1);

    /* north and west together also take the north-west diagonal */
    selection_init(&s);
    selection_setpoint(&s, 10, 10, 1);
    selection_do_grow(lev, &s, SEL_W_NORTH | SEL_W_WEST);
    cr_expect_eq(selection_numpoints(&s), 4);
    cr_expect_eq(selection_getpoint(&s, 9, 9), 1);

    /* random: one rn2(4) picks N, S, E or W */
    nhl_rng_init(&g_rng, 3);
    selection_init(&s);
    selection_setpoint(&s, 10, 10, 1);
    selection_do_grow(lev, &s, SEL_W_RANDOM);
    cr_expect_eq(g_rng.nlog, 1);
    cr_expect_eq(selection_numpoints(&s), 2);
}

Test(selection, floodfill_typ_with_and_without_diagonals)
{
    struct selection s;
    int typ = ROOM;

    /* a plus of ROOM around (20,10), and (22,11) touching it only
       diagonally to (21,10) */
    lev->at[20][10].typ = ROOM;
    lev->at[19][10].typ = ROOM;
    lev->at[21][10].typ = ROOM;
    lev->at[20][9].typ = ROOM;
    lev->at[20][11].typ = ROOM;
    lev->at[22][11].typ = ROOM;
    lev->at[21][11].typ = STONE;
    selection_init(&s);
    selection_floodfill(lev, &s, 20, 10, false, selection_flood_match_typ,
                        &typ);
    cr_expect_eq(selection_numpoints(&s), 5);
    cr_expect_eq(selection_getpoint(&s, 22, 11), 0);
    selection_init(&s);
    selection_floodfill(lev, &s, 20, 10, true, selection_flood_match_typ,
                        &typ);
    cr_expect_eq(selection_numpoints(&s), 6);
    cr_expect_eq(selection_getpoint(&s, 22, 11), 1);
}

Test(selection, ellipse_outline_and_filled)
{
    struct selection s;

    selection_init(&s);
    selection_do_ellipse(&s, 10, 10, 1, 1, false);
    cr_expect_eq(selection_numpoints(&s), 4);
    cr_expect_eq(selection_getpoint(&s, 10, 10), 0);
    cr_expect_eq(selection_getpoint(&s, 11, 10), 1);
    cr_expect_eq(selection_getpoint(&s, 10, 9), 1);

    selection_init(&s);
    selection_do_ellipse(&s, 10, 10, 1, 1, true);
    cr_expect_eq(selection_numpoints(&s), 5);
    cr_expect_eq(selection_getpoint(&s, 10, 10), 1);

    /* a filled ellipse holds its outline */
    struct selection o, f, r;

    selection_init(&o);
    selection_init(&f);
    selection_do_ellipse(&o, 30, 10, 6, 3, false);
    selection_do_ellipse(&f, 30, 10, 6, 3, true);
    selection_sub(&o, &f, &r);
    cr_expect_eq(selection_numpoints(&r), 0);
    cr_expect_eq(selection_getpoint(&o, 36, 10), 1);
    cr_expect_eq(selection_getpoint(&o, 30, 7), 1);
    cr_expect_eq(selection_getpoint(&o, 30, 13), 1);
    cr_expect(selection_numpoints(&f) > selection_numpoints(&o));
}

Test(selection, gradient_band_draws_per_cell)
{
    struct selection s;
    struct nhl_rng r2;
    long x = 40, y = 10;

    /* mindist 0, maxdist 2: the centre always; each other cell within
       distance^2 4 draws rn2(4) and is kept when d^2 < the draw; cells
       are visited x-major over the whole map */
    nhl_rng_init(&g_rng, 9);
    selection_init(&s);
    selection_do_gradient(lev, &s, x, y, x, y, SEL_GRADIENT_RADIAL, 0, 2);
    cr_expect_eq(g_rng.nlog, 12);
    twin(&r2, 9);
    for (long dx = 0; dx < COLNO; dx++)
        for (long dy = 0; dy < ROWNO; dy++) {
            long d = (dx - x) * (dx - x) + (dy - y) * (dy - y);
            int want = 0;

            if (d == 0)
                want = 1;
            else if (d <= 4)
                want = d < rng_rn2(&r2, 4, "t");
            cr_expect_eq(selection_getpoint(&s, (int) dx, (int) dy), want,
                         "%ld,%ld", dx, dy);
        }
    nhl_rng_free(&r2);
}

Test(selection, randline_straight_and_rough)
{
    struct selection s;

    selection_init(&s);
    cr_expect(selection_do_randline(lev, &s, 1, 1, 9, 1, 0, 12));
    cr_expect_eq(selection_numpoints(&s), 9);
    for (int x = 1; x <= 9; x++)
        cr_expect_eq(selection_getpoint(&s, x, 1), 1);

    /* rough: every midpoint two draws, always on the map, ends set */
    nhl_rng_init(&g_rng, 4);
    selection_init(&s);
    cr_expect(selection_do_randline(lev, &s, 5, 5, 60, 15, 10, 12));
    cr_expect(g_rng.nlog > 0 && g_rng.nlog % 2 == 0);
    cr_expect_eq(selection_getpoint(&s, 60, 15), 1);
    /* ends far off the map: C would loop for ever; here it gives up */
    selection_init(&s);
    cr_expect(!selection_do_randline(lev, &s, 300, 300, 340, 340, 30, 12));
}

struct iter_log {
    int seen[8][2];
    int n;
};

static void log_cell(int x, int y, void *ud)
{
    struct iter_log *l = ud;

    if (l->n < 8) {
        l->seen[l->n][0] = x;
        l->seen[l->n][1] = y;
    }
    l->n++;
}

Test(selection, iterate_is_x_major_on_map_only)
{
    struct selection s;
    struct iter_log l = { .n = 0 };

    selection_init(&s);
    selection_setpoint(&s, 5, 1, 1);
    selection_setpoint(&s, 2, 3, 1);
    selection_setpoint(&s, 0, 2, 1); /* column 0 is off the map */
    selection_iterate(&s, log_cell, &l);
    cr_expect_eq(l.n, 2);
    cr_expect_eq(l.seen[0][0], 2);
    cr_expect_eq(l.seen[0][1], 3);
    cr_expect_eq(l.seen[1][0], 5);
    cr_expect_eq(l.seen[1][1], 1);
}

Test(selection, from_mkroom_is_the_interior)
{
    struct selection s;
    int r = add_room(lev, 5, 5, 8, 7, false, OROOM, false);

    topologize(lev, r);
    selection_from_mkroom(lev, &s, r);
    cr_expect_eq(selection_numpoints(&s), 12);
    cr_expect_eq(selection_getpoint(&s, 5, 5), 1);
    cr_expect_eq(selection_getpoint(&s, 4, 5), 0);
    /* no room given and no current room: empty */
    selection_from_mkroom(lev, &s, -1);
    cr_expect_eq(selection_numpoints(&s), 0);
}

Test(selection, masks_round_trip)
{
    struct selection s, t;
    cellmask m;

    selection_init(&s);
    fill(&s, 2, 2, 4, 3);
    selection_to_mask(&s, m);
    cr_expect(m[3][2]);
    cr_expect(!m[5][2]);
    selection_from_mask(&t, m);
    cr_expect_eq(selection_numpoints(&t), 6);
    cr_expect_eq(t.bounds.lx, 2);
    cr_expect_eq(t.bounds.hy, 3);
    cr_expect(!t.bounds_dirty);
}

/* --------------------------------------------------------------- Lua */

/* Run fixture name; 0 on success. The script sets `result` = "ok" when all
 * its own checks passed; the state stays open in *out if out. */
static int run_fixture(const char *name, lua_State **out)
{
    char path[512];
    lua_State *L = lua_host_new(lev, NULL);
    int rc;

    cr_assert_not_null(L, "%s", lev->errmsg);
    snprintf(path, sizeof path, "%s/fixtures/selection/%s", NHLEV_TEST_DIR,
             name);
    rc = lua_host_run_file(L, path);
    if (out)
        *out = L;
    else
        lua_host_close(L);
    return rc;
}

static int global_int(lua_State *L, const char *name)
{
    int v;

    lua_getglobal(L, name);
    v = (int) lua_tointeger(L, -1);
    lua_pop(L, 1);
    return v;
}

Test(selection, lua_methods_operators_and_forms)
{
    lua_State *L;

    cr_assert_eq(run_fixture("forms.lua", &L), 0, "%s", lev->errmsg);
    lua_getglobal(L, "result");
    cr_expect_str_eq(lua_tostring(L, -1), "ok");
    lua_host_close(L);
}

Test(selection, lua_map_selections_and_des_functions)
{
    lua_State *L;
    int mx, my;

    cr_assert_eq(run_fixture("map.lua", &L), 0, "%s", lev->errmsg);
    mx = global_int(L, "mapx");
    my = global_int(L, "mapy");
    lua_host_close(L);
    cr_expect_eq(mx, lev->build->coder.xstart);
    cr_expect_eq(my, lev->build->coder.ystart);
    /* des.terrain(floodfill of the top wall, "L"): the top row is lava */
    for (int x = mx; x < mx + 5; x++)
        cr_expect_eq(lev->at[x][my].typ, LAVAPOOL, "x %d", x);
    cr_expect_eq(lev->at[mx][my + 4].typ, HWALL);
    /* replace_terrain over the floor left after rndcoord took one: four
       trees (each drew rn2(100) < 100), the picked cell still floor */
    int trees = 0;

    for (int x = mx; x < mx + 5; x++)
        for (int y = my; y < my + 5; y++)
            trees += lev->at[x][y].typ == TREE;
    cr_expect_eq(trees, 4);
    /* des.region(sel, "lit") grows the lit selection by one */
    cr_expect(lev->at[mx + 2][my + 2].lit);
    cr_expect(lev->at[mx + 1][my + 1].lit);
    cr_expect(lev->at[mx + 3][my + 3].lit);
    cr_expect(!lev->at[mx + 4][my + 4].lit);
}

Test(selection, lua_bad_argument_names_the_line)
{
    cr_expect_neq(run_fixture("bad_arg.lua", NULL), 0);
    cr_expect(strstr(lev->errmsg, "bad_arg.lua:3:") != NULL, "%s",
              lev->errmsg);
    cr_expect(strstr(lev->errmsg, "selection expected") != NULL, "%s",
              lev->errmsg);
}

Test(selection, lua_iterate_error_stops_with_the_line)
{
    cr_expect_neq(run_fixture("bad_iterate.lua", NULL), 0);
    cr_expect(strstr(lev->errmsg, "bad_iterate.lua:3:") != NULL, "%s",
              lev->errmsg);
    cr_expect(strstr(lev->errmsg, "stop at 0,0") != NULL, "%s",
              lev->errmsg);
}

Test(selection, lua_huge_radius_is_an_error_not_a_hang)
{
    cr_expect_neq(run_fixture("bad_radius.lua", NULL), 0);
    cr_expect(strstr(lev->errmsg, "bad_radius.lua:2:") != NULL, "%s",
              lev->errmsg);
    /* refused where it enters (any integer past the engine's bounds) */
    cr_expect(strstr(lev->errmsg, "out of range") != NULL, "%s", lev->errmsg);
}

Test(selection, lua_region_lights_grown_selection_but_not_column_0)
{
    cr_assert_eq(run_fixture("region_lit.lua", NULL), 0, "%s", lev->errmsg);
    /* area (0,0)-(2,2) is map x 1..3, grown to 0..4 x 0..3 */
    for (int y = 0; y <= 3; y++) {
        cr_expect(!lev->at[0][y].lit, "column 0 row %d", y);
        for (int x = 1; x <= 4; x++)
            cr_expect(lev->at[x][y].lit, "%d,%d", x, y);
    }
    cr_expect(!lev->at[5][1].lit);
    cr_expect(!lev->at[1][4].lit);
    /* the unlit box inside the second, not grown */
    cr_expect(lev->at[12][6].lit);
    for (int x = 13; x <= 15; x++)
        for (int y = 6; y <= 7; y++)
            cr_expect(!lev->at[x][y].lit, "%d,%d", x, y);
    cr_expect(lev->at[16][7].lit);
    cr_expect(lev->at[10][4].lit);
}

Test(selection, lua_room_selection_and_room_relative_coordinates)
{
    lua_State *L;
    int lx, ly, hx, hy;

    cr_assert_eq(run_fixture("room.lua", &L), 0, "%s", lev->errmsg);
    lx = global_int(L, "roomlx");
    ly = global_int(L, "roomly");
    hx = global_int(L, "roomhx");
    hy = global_int(L, "roomhy");
    lua_host_close(L);
    cr_assert_eq(lev->nroom, 1);
    cr_expect_eq(lx, lev->rooms[0].lx);
    cr_expect_eq(ly, lev->rooms[0].ly);
    cr_expect_eq(hx, lev->rooms[0].hx);
    cr_expect_eq(hy, lev->rooms[0].hy);
    cr_expect_eq(hx - lx, 3);
    cr_expect_eq(hy - ly, 2);
    /* (1,1) in the room is the map cell one in from its corner */
    cr_expect_eq(lev->at[lx + 1][ly + 1].typ, TREE);
}

/* C's mapfrag_match as plainly as it reads: every cell of the text, the
 * level's typ there or STONE off the map. */
static int naive_match(const struct map_text *mt, int x, int y)
{
    int hw = mt->wid / 2, hh = mt->hei / 2;

    for (int rx = -hw; rx <= hw; rx++)
        for (int ry = -hh; ry <= hh; ry++) {
            int maptyp = map_text_get(mt, rx + hw, ry + hh);
            int levtyp = isok(x + rx, y + ry) ? lev->at[x + rx][y + ry].typ : STONE;

            if (!terrain_match_maptyp(maptyp, levtyp))
                return 0;
        }
    return 1;
}

/* selection.match over the whole map (a copy of the level with a STONE
 * margin) gives, cell for cell and in bounds, what matching the text one
 * place at a time gives: walls in the fragment ('w'), transparent cells
 * ('x'), the map's edges and column 0 (never on the map). */
Test(selection, match_equals_matching_each_place)
{
    static const char *const frags[] = {
        "-", "w", ".w.", ".\nw\n.", "x-x\n|.|\nx-x", "wwwww\nw...w\nwwwww",
        " ", NULL
    };
    struct map_text mt;
    long n_set = 0;

    nhl_rng_init(&g_rng, 11);
    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            lev->at[x][y].typ = (x % 7 == 0 || y % 5 == 0) ? HWALL
                                : (x + y) % 11 == 0       ? VWALL
                                : (x * y) % 13 == 0       ? STONE
                                                          : ROOM;
    lev->at[1][0].typ = VWALL;
    lev->at[COLNO - 1][ROWNO - 1].typ = HWALL;
    for (int i = 0; frags[i]; i++) {
        struct selection got, want;

        cr_assert(map_text_parse(frags[i], &mt));
        selection_match(lev, &got, &mt);
        selection_init(&want);
        for (int y = 0; y < ROWNO; y++)
            for (int x = 1; x < COLNO; x++)
                selection_setpoint(&want, x, y, naive_match(&mt, x, y));
        cr_assert(memcmp(got.cell, want.cell, sizeof got.cell) == 0, "%s", frags[i]);
        for (int y = 0; y < ROWNO; y++)
            for (int x = 1; x < COLNO; x++)
                cr_assert_eq(map_text_match(lev, &mt, x, y), naive_match(&mt, x, y) == 1,
                             "%s at %d,%d", frags[i], x, y);
        for (int y = 0; y < ROWNO; y++)
            for (int x = 1; x < COLNO; x++)
                n_set += selection_getpoint(&got, x, y);
        cr_assert_eq(got.bounds_dirty, want.bounds_dirty, "%s", frags[i]);
        cr_assert(memcmp(&got.bounds, &want.bounds, sizeof got.bounds) == 0, "%s", frags[i]);
        map_text_free(&mt);
    }
    /* the fragments do match somewhere (the test is not of empty sets) */
    cr_assert_gt(n_set, 100);
}
