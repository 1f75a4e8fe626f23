/* test_v50_rooms.c - the level-layout switches between NetHack 3.7 and
 * 5.0.0, each shown from both sides: finddpos and join (mklev.c), the
 * Sokoban rolling boulder, mktrap and maketrap (trap.c, mklev.c),
 * set_levltyp and bound_digging (mkmaze.c), check_pos (display.c), kelp in
 * WATER (mklev.c mineralize), fill_empty_maze's boulders (sp_lev.c), and
 * an ordinary level's landmarks read from the game's layout. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "corridor.h" /* finddpos, join: engine internals the test drives */
#include "finish.h" /* bound_digging, mineralize: engine internals the test drives */
#include "level.h" /* level_new: a level made outside a build */
#include "maze.h" /* fill_empty_maze, maze1xy: engine internals the test drives */
#include "mktrap.h" /* mktrap, MKTRAP_NOFLAGS: engine internals the test drives */
#include "rng.h" /* d, rn1: the draws, private to the engine */
#include "rooms.h" /* add_room, topologize: engine internals the test drives */
#include "terrain.h" /* set_levltyp: engine internals the test drives */
#include "testutil_internal.h"
#include "traps.h" /* maketrap: engine internals the test drives */
#include "wallmode.h" /* xy_set_wall_state, WM_W_TOP: engine internals the test drives */

static struct nhl_rng g_rng;
static struct nhl_level *lev;

static void setup(void) { lev = tu_level_open(&g_rng, 7); }

static void teardown(void) { tu_level_close(lev, &g_rng); }

TestSuite(v50_rooms, .init = setup, .fini = teardown);

static void as_release(enum nhl_version v)
{
    lev->ctx.version = v;
    lev->nh = nh_release(v);
}

/* raw generator outputs taken since the last call */
static uint64_t g_mark;

static void mark(void) { g_mark = g_rng.ndraws; }

static int draws(void) { return (int) (g_rng.ndraws - g_mark); }

/* a room with its cells numbered, as makerooms leaves it */
static int room_at(int lx, int ly, int hx, int hy)
{
    int r = add_room(lev, lx, ly, hx, hy, false, OROOM, false);

    topologize(lev, r);
    return r;
}

/* ---- mklev.c finddpos ------------------------------------------------- */

Test(v50_rooms, finddpos_draws_only_over_a_real_range)
{
    struct coord cc;
    int r = room_at(10, 5, 14, 7);

    /* 3.7: rn1 over x (one spot) and over y (three) */
    as_release(NHV_3_7);
    mark();
    cr_assert(finddpos(lev, &cc, r, RWALL_E));
    cr_assert_eq(draws(), 2);
    cr_assert_eq(cc.x, 15);
    /* 5.0.0: a one-spot range draws nothing */
    as_release(NHV_5_0_0);
    mark();
    cr_assert(finddpos(lev, &cc, r, RWALL_E));
    cr_assert_eq(draws(), 1);
    cr_assert_eq(cc.x, 15);
    cr_assert(cc.y >= 5 && cc.y <= 7);
}

Test(v50_rooms, finddpos_wants_the_rooms_own_inside)
{
    struct coord cc;
    int r = room_at(10, 5, 14, 5);

    /* the spot inside the east wall belongs to no room of ours */
    lev->at[14][5].roomno = NO_ROOM;
    as_release(NHV_3_7);
    cr_assert(finddpos(lev, &cc, r, RWALL_E), "3.7 only asks okdoor");
    as_release(NHV_5_0_0);
    cr_assert_not(finddpos(lev, &cc, r, RWALL_E));
    /* 5.0.0 gives up at the segment's first spot, 3.7 at (xl, yh) */
    cr_assert(cc.x == 15 && cc.y == 5);
}

Test(v50_rooms, finddpos_irregular_wall_further_in)
{
    struct coord cc;
    int r = room_at(10, 5, 14, 5);

    /* an irregular room whose east wall stands one step in: the box's
     * wall spot is stone */
    lev->rooms[r].irregular = true;
    lev->at[15][5].typ = STONE;
    lev->at[14][5].typ = VWALL;
    lev->at[13][5].roomno = (uint8_t) (r + ROOMOFFSET);
    as_release(NHV_5_0_0);
    cr_assert(finddpos(lev, &cc, r, RWALL_E));
    cr_assert(cc.x == 14 && cc.y == 5, "(%d,%d)", cc.x, cc.y);
    as_release(NHV_3_7);
    cr_assert_not(finddpos(lev, &cc, r, RWALL_E));
}

/* ---- mklev.c join ----------------------------------------------------- */

Test(v50_rooms, join_near_door_only_when_a_spot_was_dug)
{
    for (int v = 0; v < 2; v++) {
        nhl_level_free(lev);
        lev = level_new(&g_rng, NULL);
        as_release(v ? NHV_5_0_0 : NHV_3_7);
        lev->ctx.depth = 1; /* no secret doors */
        room_at(5, 5, 8, 5);
        room_at(20, 5, 24, 5);
        /* the corridor between them is already there */
        for (int x = 10; x <= 18; x++)
            lev->at[x][5].typ = CORR;
        join(lev, 0, 1, false);
        /* the far door: the digging got through */
        cr_assert_eq(lev->at[19][5].typ, DOOR);
        if (v)
            cr_assert_eq(lev->at[9][5].typ, VWALL, "5.0.0: nothing dug");
        else
            cr_assert_eq(lev->at[9][5].typ, DOOR, "3.7: door first");
    }
}

/* ---- trap.c: rolling boulders, maketrap; mklev.c mktrap --------------- */

static void open_floor(void)
{
    for (int x = 1; x < COLNO - 1; x++)
        for (int y = 1; y < ROWNO - 1; y++)
            lev->at[x][y].typ = ROOM;
}

Test(v50_rooms, sokoban_rolling_boulder_has_no_launch_spot)
{
    open_floor();
    lev->flags.sokoban_rules = true;
    as_release(NHV_3_7);
    int t = maketrap(lev, 40, 10, ROLLING_BOULDER_TRAP);

    cr_assert(t >= 0);
    cr_assert(lev->traps[t].launch.x != 40 || lev->traps[t].launch.y != 10);
    as_release(NHV_5_0_0);
    t = maketrap(lev, 20, 10, ROLLING_BOULDER_TRAP);
    cr_assert(t >= 0);
    cr_assert(lev->traps[t].launch.x == 20 && lev->traps[t].launch.y == 10);
}

Test(v50_rooms, mktrap_in_lava_draws_nothing_in_5)
{
    struct coord tm = { 30, 10 };

    open_floor();
    lev->at[30][10].typ = LAVAPOOL;
    as_release(NHV_3_7);
    mark();
    (void) mktrap(lev, NO_TRAP, MKTRAP_NOFLAGS, -1, &tm);
    cr_assert(draws() > 0, "3.7 picks a kind first");
    as_release(NHV_5_0_0);
    mark();
    cr_assert_eq(mktrap(lev, NO_TRAP, MKTRAP_NOFLAGS, -1, &tm), -1);
    cr_assert_eq(draws(), 0);
}

Test(v50_rooms, killing_land_mine_becomes_a_pit)
{
    struct coord a = { 30, 10 }, b = { 40, 10 };

    open_floor();
    lev->ctx.level_difficulty = 1; /* lvl <= rnd(4) always */
    as_release(NHV_3_7);
    int t = mktrap(lev, LANDMINE, MKTRAP_NOFLAGS, -1, &a);

    cr_assert_eq(lev->traps[t].ttyp, LANDMINE);
    as_release(NHV_5_0_0);
    t = mktrap(lev, LANDMINE, MKTRAP_NOFLAGS, -1, &b);
    cr_assert_eq(lev->traps[t].ttyp, PIT);
    cr_assert(lev->traps[t].tseen);
}

Test(v50_rooms, hole_in_a_raised_bridge_keeps_the_span)
{
    open_floor();
    for (int v = 0; v < 2; v++) {
        int x = 30 + v;

        as_release(v ? NHV_5_0_0 : NHV_3_7);
        lev->at[x][10].typ = DRAWBRIDGE_UP;
        lev->at[x][10].flags = DB_ICE;
        cr_assert(maketrap(lev, x, 10, HOLE) >= 0);
        cr_assert_eq(lev->at[x][10].typ, DRAWBRIDGE_UP);
        if (v)
            cr_assert_eq(lev->at[x][10].flags & DB_UNDER, DB_FLOOR);
        else
            cr_assert_eq(lev->at[x][10].flags, 0);
    }
    /* 5.0.0: no magic portal on a raised bridge */
    lev->at[40][10].typ = DRAWBRIDGE_UP;
    lev->at[40][10].flags = DB_FLOOR;
    cr_assert_eq(maketrap(lev, 40, 10, MAGIC_PORTAL), -1);
    as_release(NHV_3_7);
    cr_assert(maketrap(lev, 40, 10, MAGIC_PORTAL) >= 0);
}

/* ---- mkmaze.c set_levltyp, bound_digging ------------------------------ */

Test(v50_rooms, secret_door_asked_to_become_air)
{
    lev->at[10][10].typ = SDOOR;
    lev->at[11][10].typ = SDOOR;
    as_release(NHV_5_0_0);
    cr_assert(set_levltyp(lev, 10, 10, AIR));
    cr_assert_eq(lev->at[10][10].typ, SDOOR);
    as_release(NHV_3_7);
    cr_assert(set_levltyp(lev, 11, 10, AIR));
    cr_assert_eq(lev->at[11][10].typ, AIR);
}

static void small_walled_level(void)
{
    for (int x = 20; x <= 40; x++)
        for (int y = 5; y <= 12; y++)
            lev->at[x][y].typ = (x == 20 || x == 40 || y == 5 || y == 12)
                                    ? (y == 5 || y == 12 ? HWALL : VWALL)
                                    : ROOM;
}

/* 5.0.0 also makes stone and walls one step past the extent unphaseable
 * (and marks only stone and walls, which outside the extent they all
 * are) */
Test(v50_rooms, bound_digging_unphaseable_beyond)
{
    small_walled_level();
    as_release(NHV_3_7);
    bound_digging(lev);
    cr_assert(lev->at[5][2].flags & W_NONDIGGABLE);
    cr_assert_not(lev->at[5][2].flags & W_NONPASSWALL);

    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            lev->at[x][y].flags = 0;
    as_release(NHV_5_0_0);
    bound_digging(lev);
    cr_assert_not(lev->at[30][8].flags & W_NONDIGGABLE);
    cr_assert(lev->at[5][2].flags & W_NONPASSWALL);
    cr_assert(lev->at[5][2].flags & W_NONDIGGABLE);
}

/* ---- display.c check_pos ---------------------------------------------- */

Test(v50_rooms, tree_is_not_rock_to_wall_modes)
{
    int mode[2];

    for (int v = 0; v < 2; v++) {
        int x = 10 + 10 * v;

        as_release(v ? NHV_5_0_0 : NHV_3_7);
        lev->at[x][10].typ = HWALL;
        lev->at[x][10].horizontal = true;
        lev->at[x][9].typ = TREE;
        lev->at[x][11].typ = ROOM;
        xy_set_wall_state(lev, x, 10);
        mode[v] = lev->at[x][10].flags & WM_MASK;
    }
    cr_assert_eq(mode[0], WM_W_TOP, "3.7: the tree's side is rock");
    cr_assert_eq(mode[1], 0, "5.0.0: no side is rock");
}

/* ---- mklev.c mineralize (water_has_kelp) ------------------------------ */

Test(v50_rooms, kelp_draws_in_water)
{
    snprintf(lev->ctx.special, sizeof lev->ctx.special, "rogue");
    for (int x = 10; x < 20; x++)
        lev->at[x][10].typ = WATER;
    as_release(NHV_3_7);
    mark();
    mineralize(lev);
    cr_assert_eq(draws(), 0);
    as_release(NHV_5_0_0);
    mark();
    mineralize(lev);
    cr_assert(draws() >= 10, "an rn2(10) a water spot");
}

/* ---- sp_lev.c fill_empty_maze ----------------------------------------- */

static int g_boulders;

static void count_boulder(struct nhl_level *l, void *ud, int x, int y)
{
    (void) l, (void) ud, (void) x, (void) y;
    g_boulders++;
}

Test(v50_rooms, no_maze_boulder_over_a_pit)
{
    const struct maze_stock_ops ops = { .boulder = count_boulder };
    int made[2];

    /* every spot maze1xy may pick is floor with a pit */
    for (int x = 3; x < X_MAZE_MAX; x += 2)
        for (int y = 3; y < Y_MAZE_MAX; y += 2) {
            lev->at[x][y].typ = ROOM;
            cr_assert(maketrap(lev, x, y, PIT) >= 0);
        }
    for (int v = 0; v < 2; v++) {
        as_release(v ? NHV_5_0_0 : NHV_3_7);
        g_boulders = 0;
        fill_empty_maze(lev, &ops);
        made[v] = g_boulders;
    }
    cr_assert(made[0] > 0);
    cr_assert_eq(made[1], 0);
}

/* ---- an ordinary level's landmarks ------------------------------------ */

Test(v50_rooms, ordinary_level_reads_the_oracle_from_the_layout)
{
    struct nhl_build_opts o;
    struct nhl_build_result res;

    nhl_build_opts_defaults(&o);
    o.dat_dir = TU_NETHACK_DAT;
    o.level = "dlvl:5";
    o.seed = 3;
    cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
    /* game 42's Oracle is on level 6 (5 was assumed before) */
    cr_assert_eq(res.lev->ctx.oracle_dlevel, 6);
    nhl_build_result_free(&res);
}
