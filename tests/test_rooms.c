/* test_rooms.c - rooms and corridors: the free-rectangle list (rect.c),
 * des.room with fixed and random placement, subrooms, doors in room walls,
 * des.corridor and des.random_corridors, and a replay of C's own levels:
 * fixture scripts keep the real level's des.* calls on the same lines and
 * burn() stands for the object/monster generation in between, whose draws
 * are replayed from the truth file's RNG log, so every room and corridor
 * draw and the resulting map can be compared with C's. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "corridor.h" /* dig_corridor, finddpos: engine internals the test drives */
#include "door.h" /* okdoor, W_EAST: engine internals the test drives */
#include "level.h" /* level_new_hero: a level made outside a build */
#include "lua_host.h" /* lua_host_new, lua_host_run_file: scripts run on a bare level */
#include "mkroom_create.h" /* check_room, room_begin: engine internals the test drives */
#include "rect.h" /* get_rect, get_rect_ind: engine internals the test drives */
#include "rng.h" /* d, rnd: the draws, private to the engine */
#include "sort_rooms.h" /* sort_rooms: engine internals the test drives */
#include "testutil_internal.h"

static struct nhl_rng g_rng;
static struct nhl_level *lev;

static void setup(void) { lev = tu_level_open(&g_rng, 1); }

static void teardown(void) { tu_level_close(lev, &g_rng); }

TestSuite(rect, .init = setup, .fini = teardown);
TestSuite(rooms, .init = setup, .fini = teardown);
TestSuite(corridors, .init = setup, .fini = teardown);
TestSuite(replay);

static int run_fixture(const char *name)
{
    char path[512];
    lua_State *L = lua_host_new(lev, NULL);
    int rc;

    cr_assert_not_null(L, "%s", lev->errmsg);
    snprintf(path, sizeof path, "%s/fixtures/rooms/%s", NHLEV_TEST_DIR,
             name);
    rc = lua_host_run_file(L, path);
    lua_host_close(L);
    return rc;
}

static int count_typ(int typ)
{
    int n = 0;

    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            n += lev->at[x][y].typ == typ;
    return n;
}

/* a walk over floor, doors and corridors gets from one spot to another */
static bool reachable(int x0, int y0, int x1, int y1)
{
    static bool seen[COLNO][ROWNO];
    static int stack[COLNO * ROWNO][2];
    int n = 0;

    memset(seen, 0, sizeof seen);
    stack[n][0] = x0;
    stack[n++][1] = y0;
    seen[x0][y0] = true;
    while (n) {
        n--;
        int x = stack[n][0], y = stack[n][1];

        if (x == x1 && y == y1)
            return true;
        for (int k = 0; k < 4; k++) {
            int nx = x + (k == 0) - (k == 1), ny = y + (k == 2) - (k == 3);
            int t;

            if (!isok(nx, ny) || seen[nx][ny])
                continue;
            t = lev->at[nx][ny].typ;
            if (t == ROOM || t == DOOR || t == CORR || t == FOUNTAIN) {
                seen[nx][ny] = true;
                stack[n][0] = nx;
                stack[n++][1] = ny;
            }
        }
    }
    return false;
}

/* ---------------------------------------------------------------- rect */

Test(rect, starts_as_the_whole_map)
{
    struct rect_pool *p = &lev->build->rects;
    struct nhrect all = { 0, 0, COLNO - 1, ROWNO - 1 };
    struct nhrect inner = { 10, 5, 20, 10 };

    cr_assert_eq(get_rect(p, &inner), 0);
    cr_assert_eq(p->cnt, 1);
    cr_assert_eq(get_rect_ind(p, &all), 0);
    cr_assert_eq(get_rect_ind(p, &inner), -1);
}

Test(rect, split_leaves_the_strips_big_enough_for_rooms)
{
    struct rect_pool *p = &lev->build->rects;
    struct nhrect room = { 30, 8, 40, 12 };
    struct nhrect left = { 0, 0, 28, ROWNO - 1 };
    struct nhrect right = { 42, 0, COLNO - 1, ROWNO - 1 };

    init_rect(p);
    split_rects(p, 0, &room);
    /* above (rows 0..6) and below (14..20) are too low for a room and its
     * border; left and right are kept */
    cr_assert_eq(p->cnt, 2);
    cr_assert_geq(get_rect_ind(p, &left), 0);
    cr_assert_geq(get_rect_ind(p, &right), 0);
    /* nothing free overlaps the room any more */
    cr_assert_eq(get_rect(p, &room), -1);
}

Test(rect, split_cuts_every_rectangle_the_room_reaches)
{
    struct rect_pool *p = &lev->build->rects;
    struct nhrect a = { 0, 0, 50, ROWNO - 1 }, b = { 30, 0, 79, ROWNO - 1 };
    struct nhrect room = { 35, 8, 45, 12 };

    p->ready = true;
    p->cnt = 0;
    add_rect(p, &a);
    add_rect(p, &b);
    cr_assert_eq(p->cnt, 2);
    split_rects(p, 0, &room);
    for (int i = 0; i < p->cnt; i++) {
        struct nhrect o;

        cr_assert_not(rect_intersect(&p->rect[i], &room, &o),
                      "rect %d (%d,%d)-(%d,%d) still overlaps", i,
                      p->rect[i].lx, p->rect[i].ly, p->rect[i].hx,
                      p->rect[i].hy);
    }
    cr_assert_gt(p->cnt, 0);
}

Test(rect, add_skips_contained_and_remove_moves_the_last_down)
{
    struct rect_pool *p = &lev->build->rects;
    struct nhrect small = { 3, 3, 9, 9 };
    struct nhrect a = { 0, 0, 10, 10 }, b = { 20, 0, 30, 10 },
                  c = { 40, 0, 50, 10 };

    init_rect(p);
    add_rect(p, &small); /* inside the whole map: not added */
    cr_assert_eq(p->cnt, 1);
    p->cnt = 0;
    add_rect(p, &a);
    add_rect(p, &b);
    add_rect(p, &c);
    remove_rect(p, &a);
    cr_assert_eq(p->cnt, 2);
    cr_assert_eq(p->rect[0].lx, 40);
    cr_assert_eq(p->rect[1].lx, 20);
}

Test(rect, rnd_rect_draws_only_when_there_is_a_choice)
{
    struct rect_pool *p = &lev->build->rects;
    size_t n0 = g_rng.nlog;

    cr_assert_eq(rnd_rect(p, &g_rng), 0);
    cr_assert_eq(g_rng.nlog, n0 + 1);
    cr_assert_str_eq(g_rng.log[n0], "rn2(1)=0 @ rnd_rect");
    p->cnt = 0;
    cr_assert_eq(rnd_rect(p, &g_rng), -1);
    cr_assert_eq(g_rng.nlog, n0 + 1);
}

Test(rect, bounds_and_intersection)
{
    struct nhrect a = { 1, 2, 10, 12 }, b = { 5, 0, 20, 6 }, o;
    struct nhrect bb = rect_bounds(a, b);

    cr_assert(rect_intersect(&a, &b, &o));
    cr_assert(o.lx == 5 && o.ly == 2 && o.hx == 10 && o.hy == 6);
    cr_assert(bb.lx == 1 && bb.ly == 0 && bb.hx == 20 && bb.hy == 12);
    b.lx = 11;
    cr_assert_not(rect_intersect(&a, &b, &o));
}

/* --------------------------------------------------------------- rooms */

/* the oracle's centre room: grid cell (3,3), centred, 11x9, lit */
Test(rooms, fixed_room_by_grid_and_alignment)
{
    size_t n0 = g_rng.nlog;

    cr_assert_eq(run_fixture("fixed.lua"), 0, "%s", lev->errmsg);
    cr_assert_eq(lev->nroom, 1);
    struct mkroom *r = &lev->rooms[0];

    cr_assert(r->lx == 35 && r->ly == 7 && r->hx == 45 && r->hy == 15,
              "room at (%d,%d)-(%d,%d)", r->lx, r->ly, r->hx, r->hy);
    cr_assert_eq(r->rlit, 1);
    /* walls and corners, floor, light, roomno and edges */
    cr_assert_eq(lev->at[34][6].typ, TLCORNER);
    cr_assert_eq(lev->at[46][6].typ, TRCORNER);
    cr_assert_eq(lev->at[34][16].typ, BLCORNER);
    cr_assert_eq(lev->at[46][16].typ, BRCORNER);
    cr_assert_eq(lev->at[40][6].typ, HWALL);
    cr_assert_eq(lev->at[34][10].typ, VWALL);
    cr_assert_eq(lev->at[40][10].typ, ROOM);
    cr_assert(lev->at[34][6].lit && lev->at[40][10].lit);
    cr_assert_eq(lev->at[40][10].roomno, ROOMOFFSET);
    cr_assert(lev->at[34][10].edge);
    cr_assert_not(lev->at[40][10].edge);
    /* one draw: the chance */
    cr_assert_eq(g_rng.nlog, n0 + 1);
    cr_assert(strncmp(g_rng.log[n0], "rn2(100)=", 9) == 0);
    /* the rectangle it came from is split around it */
    struct nhrect box = { 34, 6, 46, 16 };
    cr_assert_eq(get_rect(&lev->build->rects, &box), -1);
}

Test(rooms, alignments_left_right_top_bottom)
{
    cr_assert_eq(run_fixture("aligned.lua"), 0, "%s", lev->errmsg);
    cr_assert_eq(lev->nroom, 2);
    /* cell (1,1) left/top: x 1 -> 2 (kept off the edge), then 3 by
     * check_room, which keeps the asked width; y 1 -> 2 */
    cr_assert_eq(lev->rooms[0].lx, 3);
    cr_assert_eq(lev->rooms[0].hx, 7);
    cr_assert_eq(lev->rooms[0].ly, 2);
    cr_assert_eq(lev->rooms[0].hy, 4);
    /* cell (5,5) right/bottom 4x3: x 65 + 16 - 4 = 77 -> 80-4-3 = 73,
     * y 17 + 4 - 3 = 18 -> 21-3-3 = 15 */
    cr_assert_eq(lev->rooms[1].lx, 73, "lx %d", lev->rooms[1].lx);
    cr_assert_eq(lev->rooms[1].ly, 15, "ly %d", lev->rooms[1].ly);
    cr_assert_eq(lev->rooms[1].hx, 76);
    cr_assert_eq(lev->rooms[1].hy, 17);
    /* lit=0 given: no light, and no draw for it */
    cr_assert_eq(lev->rooms[1].rlit, 0);
    cr_assert_not(lev->at[74][16].lit);
}

Test(rooms, random_room_draw_order)
{
    /* a totally random room at depth 1: chance, litstate (rnd(2) then
     * rn2(77)), rnd_rect, size, position, then rn1(3,2) for the first
     * room high on the map */
    size_t n0 = g_rng.nlog;
    struct room_request rq = { -1, -1, -1, -1, -1, -1, OROOM, 100, -1, 1,
                               true };

    cr_assert_eq(room_begin(lev, &rq), 0);
    room_end(lev, 0);
    cr_assert_eq(lev->nroom, 1);
    cr_assert_geq(g_rng.nlog, n0 + 7);
    cr_assert(strncmp(g_rng.log[n0], "rn2(100)=", 9) == 0);
    cr_assert(strncmp(g_rng.log[n0 + 1], "rnd(2)=", 7) == 0);
    cr_assert(strncmp(g_rng.log[n0 + 2], "rn2(77)=", 8) == 0);
    cr_assert(strncmp(g_rng.log[n0 + 3], "rn2(1)=0 @ rnd_rect", 19) == 0);
    cr_assert(strncmp(g_rng.log[n0 + 4], "rn2(12)=", 8) == 0);
    cr_assert(strncmp(g_rng.log[n0 + 5], "rn2(4)=", 7) == 0);
    struct mkroom *r = &lev->rooms[0];
    cr_assert(r->lx >= 3 && r->hx <= COLNO - 3 && r->ly >= 2
              && r->hy <= ROWNO - 3);
    cr_assert_eq(lev->at[r->lx][r->ly].typ, ROOM);
    cr_assert_eq(lev->at[r->lx - 1][r->ly - 1].typ, TLCORNER);
    cr_assert_eq(lev->build->smeq[0], 0);
}

Test(rooms, check_room_shrinks_or_gives_up_near_other_things)
{
    /* a wall spot just right of the box: each find costs an rn2(3) */
    int lowx = 10, ddx = 10, lowy = 5, ddy = 4;
    size_t n0;
    bool ok;

    lev->at[22][7].typ = VWALL;
    n0 = g_rng.nlog;
    ok = check_room(lev, &lowx, &ddx, &lowy, &ddy, false);
    cr_assert_eq(g_rng.nlog, n0 + 1);
    if (ok) {
        /* it backed away: the box and its margin are clear */
        cr_assert_leq(lowx + ddx + XLIM, 21);
    }
    /* clear rock: no draw, box kept (moved off the edges only) */
    lev->at[22][7].typ = STONE;
    lowx = 1;
    ddx = 5;
    lowy = 1;
    ddy = 3;
    n0 = g_rng.nlog;
    cr_assert(check_room(lev, &lowx, &ddx, &lowy, &ddy, false));
    cr_assert_eq(g_rng.nlog, n0);
    cr_assert_eq(lowx, 3);
    cr_assert_eq(lowy, 2);
    cr_assert_eq(ddx, 3);
    cr_assert_eq(ddy, 2);
}

Test(rooms, subroom_makes_parent_irregular_with_walls_and_door)
{
    cr_assert_eq(run_fixture("subroom.lua"), 0, "%s", lev->errmsg);
    cr_assert_eq(lev->nroom, 1);
    cr_assert_eq(lev->nsubroom, 1);
    struct mkroom *p = &lev->rooms[0], *s = &lev->rooms[SUBROOM_BASE];

    cr_assert(p->irregular);
    cr_assert_eq(p->nsubrooms, 1);
    cr_assert_eq(p->sbrooms[0], SUBROOM_BASE);
    cr_assert_eq(s->parent, 0);
    /* x=4,y=3 inside the parent, 3x3 */
    cr_assert_eq(s->lx, p->lx + 4);
    cr_assert_eq(s->ly, p->ly + 3);
    cr_assert_eq(s->hx, s->lx + 2);
    cr_assert_eq(s->rtype, DELPHI);
    cr_assert_eq(lev->at[s->lx][s->ly].roomno, SUBROOM_BASE + ROOMOFFSET);
    /* its walls stand in the parent's floor, wallified, shared */
    cr_assert_eq(lev->at[s->lx - 1][s->ly - 1].typ, TLCORNER);
    cr_assert_eq(lev->at[s->hx + 1][s->hy + 1].typ, BRCORNER);
    for (int x = s->lx; x <= s->hx; x++) {
        int t = lev->at[x][s->ly - 1].typ;

        cr_assert(t == HWALL || t == DOOR, "(%d,%d) is %d", x, s->ly - 1, t);
    }
    cr_assert_eq(lev->at[s->lx - 1][s->ly].roomno, SHARED);
    /* the door the contents asked for, in one of its walls */
    cr_assert_eq(s->doorct, 1);
    struct coord d = lev->doors[s->fdoor];
    cr_assert(d.x == s->lx - 1 || d.x == s->hx + 1 || d.y == s->ly - 1
              || d.y == s->hy + 1);
    cr_assert_eq(lev->at[d.x][d.y].typ, DOOR);
    cr_assert_eq(lev->at[d.x][d.y].flags, D_NODOOR);
    /* the parent lists it too (it borders the parent's floor) */
    cr_assert_geq(p->doorct, 1);
    /* contents saw relative coordinates: the fountain at (1,1) */
    cr_assert_eq(lev->at[s->lx + 1][s->ly + 1].typ, FOUNTAIN);
}

Test(rooms, contents_get_the_room_table)
{
    cr_assert_eq(run_fixture("contents.lua"), 0, "%s", lev->errmsg);
    /* the fixture writes the width/height it was given as terrain */
    cr_assert_eq(lev->nroom, 1);
    struct mkroom *r = &lev->rooms[0];
    cr_assert_eq(r->hx - r->lx + 1, 5);
    cr_assert_eq(lev->at[r->lx + 4][r->ly + 2].typ, FOUNTAIN);
    cr_assert_eq(lev->at[r->lx][r->ly].typ, SINK);
}

Test(rooms, errors_name_the_script_line)
{
    cr_assert_neq(run_fixture("bad_room.lua"), 0);
    cr_assert(strstr(lev->errmsg, "bad_room.lua:2:"), "%s", lev->errmsg);
    cr_assert(strstr(lev->errmsg, "both x and y"), "%s", lev->errmsg);
}

Test(rooms, chance_zero_means_always_and_failed_parent_fails_children)
{
    /* a subroom inside a room too small for one fails, and a room inside
     * that failed one is not even tried (no draw) */
    cr_assert_eq(run_fixture("failing.lua"), 0, "%s", lev->errmsg);
    cr_assert_eq(lev->nroom, 1);
    cr_assert_eq(lev->nsubroom, 0);
    cr_assert_eq(lev->build->coder.n_subroom, 1);
    cr_assert_eq(lev->build->coder.croom, -1);
}

Test(rooms, sort_rooms_orders_left_to_right_and_renumbers_the_map)
{
    /* three rooms made right to left */
    for (int gx = 5; gx >= 1; gx -= 2) {
        struct room_request rq = { gx, 2, 5, 3, SPLEV_CENTER, SPLEV_CENTER,
                                   OROOM, 100, 1, 1, true };
        int r = room_begin(lev, &rq);

        cr_assert_geq(r, 0);
        room_end(lev, r);
    }
    cr_assert_eq(lev->nroom, 3);
    int right_lx = lev->rooms[0].lx, left_lx = lev->rooms[2].lx;

    cr_assert_gt(right_lx, left_lx);
    cr_assert_eq(lev->at[left_lx][lev->rooms[2].ly].roomno, 2 + ROOMOFFSET);
    sort_rooms(lev);
    cr_assert_eq(lev->rooms[0].lx, left_lx);
    cr_assert_eq(lev->rooms[2].lx, right_lx);
    cr_assert_lt(lev->rooms[0].lx, lev->rooms[1].lx);
    /* the map follows the new order */
    for (int i = 0; i < 3; i++)
        cr_assert_eq(lev->at[lev->rooms[i].lx][lev->rooms[i].ly].roomno,
                     i + ROOMOFFSET);
}

Test(rooms, vault_records_only_its_corner)
{
    size_t n0 = g_rng.nlog;

    cr_assert(create_vault(lev));
    cr_assert_eq(lev->nroom, 0);
    cr_assert_geq(lev->rooms[0].lx, 3);
    cr_assert_geq(lev->rooms[0].ly, 2);
    /* lit: no litstate draw; rnd_rect first, no size draws */
    cr_assert(strncmp(g_rng.log[n0], "rn2(1)=0 @ rnd_rect", 19) == 0);
    cr_assert(strstr(g_rng.log[n0 + 1], "random_room_spot"));
    /* the spot is no longer free */
    struct nhrect box = { lev->rooms[0].lx - 1, lev->rooms[0].ly - 1,
                          lev->rooms[0].lx + 2, lev->rooms[0].ly + 2 };
    cr_assert_eq(get_rect(&lev->build->rects, &box), -1);
}

Test(rooms, themed_rooms_unfilled_and_stop_after_a_failure)
{
    size_t n0;

    lev->build->coder.in_mk_themerooms = true;
    n0 = g_rng.nlog;
    cr_assert_eq(run_fixture("themed.lua"), 0, "%s", lev->errmsg);
    /* the first is made, unfilled; the second lands on it and fails;
     * the third is not even tried */
    cr_assert_eq(lev->nroom, 1);
    cr_assert_eq(lev->rooms[0].needfill, 0);
    cr_assert(lev->build->coder.themeroom_failed);
    /* draws: the first room's chance, the second's chance, nothing more
     * (its spot is in no free rectangle, so its 101 tries draw nothing) */
    cr_assert_eq(g_rng.nlog, n0 + 2);
}

/* ------------------------------------------------------------ corridors */

Test(corridors, random_corridors_join_rooms_with_doors)
{
    cr_assert_eq(run_fixture("corridors.lua"), 0, "%s", lev->errmsg);
    cr_assert_eq(lev->nroom, 3);
    cr_assert_gt(count_typ(CORR), 0);
    /* depth 1: no secret doors or corridors */
    cr_assert_eq(count_typ(SCORR), 0);
    cr_assert_eq(count_typ(SDOOR), 0);
    /* every room got a door, each in its wall and recorded */
    for (int i = 0; i < lev->nroom; i++) {
        struct mkroom *r = &lev->rooms[i];

        cr_assert_gt(r->doorct, 0, "room %d has no door", i);
        for (int k = 0; k < r->doorct; k++) {
            struct coord d = lev->doors[r->fdoor + k];

            cr_assert_eq(lev->at[d.x][d.y].typ, DOOR);
            cr_assert(d.x == r->lx - 1 || d.x == r->hx + 1
                      || d.y == r->ly - 1 || d.y == r->hy + 1);
        }
    }
    /* all joined in one group */
    cr_assert_eq(lev->build->smeq[1], lev->build->smeq[0]);
    cr_assert_eq(lev->build->smeq[2], lev->build->smeq[0]);
    /* one can walk from each room to the others */
    for (int i = 1; i < lev->nroom; i++)
        cr_assert(reachable(lev->rooms[0].lx, lev->rooms[0].ly,
                            lev->rooms[i].lx, lev->rooms[i].ly),
                  "room %d cannot be reached", i);
}

Test(corridors, unjoined_room_gets_no_corridor)
{
    cr_assert_eq(run_fixture("unjoined.lua"), 0, "%s", lev->errmsg);
    cr_assert_eq(lev->nroom, 2);
    cr_assert_eq(count_typ(CORR), 0);
    cr_assert_eq(lev->doorindex, 0);
}

Test(corridors, des_corridor_digs_from_door_to_door)
{
    cr_assert_eq(run_fixture("corridor.lua"), 0, "%s", lev->errmsg);
    /* room 0 (3..7, 5..7) east door at (8,6); room 1 (49..53, 13..15)
     * west door at (48,14) */
    cr_assert_eq(lev->rooms[0].lx, 3);
    cr_assert_eq(lev->rooms[1].lx, 49);
    cr_assert_eq(lev->at[8][6].typ, DOOR);
    cr_assert_eq(lev->at[48][14].typ, DOOR);
    cr_assert_eq(lev->at[48][14].flags, D_CLOSED);
    cr_assert_eq(lev->at[9][6].typ, CORR);
    cr_assert_eq(lev->at[47][14].typ, CORR);
    cr_assert(reachable(9, 6, 47, 14));
    cr_assert(reachable(lev->rooms[0].lx, lev->rooms[0].ly,
                        lev->rooms[1].lx, lev->rooms[1].ly));
}

Test(corridors, des_corridor_bad_room_is_an_error)
{
    cr_assert_neq(run_fixture("bad_corridor.lua"), 0);
    cr_assert(strstr(lev->errmsg, "bad_corridor.lua:3:"), "%s", lev->errmsg);
}

Test(corridors, dig_corridor_secret_below_depth_two_and_blocked_stops)
{
    struct coord a = { 5, 5 }, b = { 30, 5 };

    lev->ctx.depth = 10;
    cr_assert(dig_corridor(lev, a, b, false, CORR, STONE));
    for (int x = 5; x <= 30; x++)
        cr_assert(lev->at[x][5].typ == CORR || lev->at[x][5].typ == SCORR);
    /* a wall in the way of a straight dig that cannot turn */
    struct coord c = { 5, 1 }, e = { 30, 1 };
    for (int x = 0; x < COLNO; x++)
        lev->at[x][2].typ = HWALL;
    for (int x = 0; x < COLNO; x++)
        lev->at[x][0].typ = HWALL;
    lev->at[10][1].typ = VWALL;
    cr_assert_not(dig_corridor(lev, c, e, false, CORR, STONE));
}

Test(corridors, finddpos_and_dodoor_states)
{
    cr_assert_eq(run_fixture("fixed.lua"), 0, "%s", lev->errmsg);
    struct mkroom *r = &lev->rooms[0];
    struct coord cc;

    cr_assert(finddpos(lev, &cc, 0, RWALL_E));
    cr_assert_eq(cc.x, r->hx + 1);
    cr_assert(cc.y >= r->ly && cc.y <= r->hy);
    dodoor(lev, cc.x, cc.y, 0);
    cr_assert_eq(lev->at[cc.x][cc.y].typ, DOOR);
    cr_assert_eq(r->doorct, 1);
    cr_assert_eq(lev->doors[r->fdoor].x, cc.x);
    /* next to a door, no other door may go */
    cr_assert_not(okdoor(lev, cc.x, cc.y + 1));
}

Test(corridors, search_door_counts_doors_along_a_wall)
{
    cr_assert_eq(run_fixture("corridor.lua"), 0, "%s", lev->errmsg);
    int x = -1, y = -1;

    cr_assert(search_door(lev, 0, &x, &y, W_EAST, 0));
    cr_assert(x == 8 && y == 6);
    cr_assert_not(search_door(lev, 0, &x, &y, W_EAST, 1));
    cr_assert_not(search_door(lev, 0, &x, &y, W_NORTH, 0));
}

/* --------------------------------------------------------------- replay */

/* the truth log being replayed, and the lines of the fixture that are
 * des.* calls (draws tagged with them are ours to make) */
static const cJSON *g_log;
static int g_nlog;
static bool g_des_line[256];
static struct nhl_rng *g_r;

static bool line_is_ours(const char *s)
{
    struct rng_line pl;
    const char *colon;

    if (!rng_parse_line(s, &pl) || pl.depth > 0 || !pl.script[0])
        return false;
    if (strncmp(pl.script, "nhlib.lua", 9) == 0)
        return false;
    colon = strrchr(pl.script, ':');
    if (!colon)
        return false;
    int n = atoi(colon + 1);
    return n > 0 && n < 256 && g_des_line[n];
}

/* make the truth's next draws (generation's, C's) with the same calls, so
 * the stream stays where C had it */
static void replay_burn(void)
{
    while ((int) g_r->nlog < g_nlog) {
        const char *s = cJSON_GetArrayItem(g_log, (int) g_r->nlog)->valuestring;
        struct rng_line pl;

        if (!rng_parse_line(s, &pl) || pl.depth > 0 || line_is_ours(s))
            return;
        if (!strcmp(pl.func, "rn2"))
            rng_rn2(g_r, pl.arg1, "burn");
        else if (!strcmp(pl.func, "rnd"))
            rng_rnd(g_r, pl.arg1, "burn");
        else if (!strcmp(pl.func, "d"))
            rng_d(g_r, pl.arg1, pl.arg2, "burn");
        else if (!strcmp(pl.func, "rne"))
            rng_rne(g_r, pl.arg1, "burn");
        else if (!strcmp(pl.func, "rnz"))
            rng_rnz(g_r, pl.arg1, "burn");
        else if (!strcmp(pl.func, "rnl"))
            rng_rnl(g_r, pl.arg1, "burn");
        else
            return;
    }
}

/* real-script mode: the generation functions are replaced by this, which
 * replays C's draws tagged with the script line that called it */
static bool g_real;
static char g_script_base[64];

static int tag_line(const char *s)
{
    struct rng_line pl;
    const char *colon;
    size_t n = strlen(g_script_base);

    if (!rng_parse_line(s, &pl) || pl.depth > 0
        || strncmp(pl.script, g_script_base, n) != 0 || pl.script[n] != ':')
        return -1;
    colon = strrchr(pl.script, ':');
    return atoi(colon + 1);
}

static void replay_one(const struct rng_line *pl)
{
    if (!strcmp(pl->func, "rn2"))
        rng_rn2(g_r, pl->arg1, "burn");
    else if (!strcmp(pl->func, "rnd"))
        rng_rnd(g_r, pl->arg1, "burn");
    else if (!strcmp(pl->func, "d"))
        rng_d(g_r, pl->arg1, pl->arg2, "burn");
    else if (!strcmp(pl->func, "rne"))
        rng_rne(g_r, pl->arg1, "burn");
    else if (!strcmp(pl->func, "rnz"))
        rng_rnz(g_r, pl->arg1, "burn");
    else if (!strcmp(pl->func, "rnl"))
        rng_rnl(g_r, pl->arg1, "burn");
}

static int l_burn_here(lua_State *L)
{
    lua_Debug ar;
    int line = -1;

    if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "l", &ar))
        line = ar.currentline;
    while ((int) g_r->nlog < g_nlog) {
        const char *s = cJSON_GetArrayItem(g_log, (int) g_r->nlog)->valuestring;
        struct rng_line pl;

        if (tag_line(s) != line || !rng_parse_line(s, &pl))
            break;
        replay_one(&pl);
    }
    return 0;
}

static int l_burn(lua_State *L)
{
    (void) L;
    replay_burn();
    return 0;
}

/* "rn2(12)=5" of a log line */
static void draw_text(const char *s, char *out, size_t len)
{
    const char *at = strstr(s, " @ ");
    size_t n;

    while (*s == ' ')
        s++;
    n = at ? (size_t) (at - s) : strlen(s);
    if (n >= len)
        n = len - 1;
    memcpy(out, s, n);
    out[n] = '\0';
}

/* a secret door is a wall to the wall-mode pass that follows the script:
 * its low bits then hold the wall mode, so only the door bits count */
static int door_bits(int typ, int flags)
{
    return typ == SDOOR ? (flags & ~WM_MASK) : flags;
}

struct replay_result {
    int last_ours;       /* index of C's last draw of ours */
    int first_diff;      /* -1 when every draw up to last_ours agrees */
    char ours[96], theirs[96];
    int cells_differ, doors_differ, rooms_differ;
    bool grid_checked;
};

static void replay(const char *truth, const char *script,
                   struct replay_result *res, const char *datdir)
{
    char path[1024], err[256], buf[512];
    struct nhl_level_doc doc;
    struct nhl_rng rng;
    struct nhl_level *l;
    lua_State *L;
    FILE *f;
    int line = 0;

    memset(res, 0, sizeof *res);
    res->first_diff = -1;
    snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR, truth);
    if (access(path, R_OK) != 0)
        cr_assert_fail("no truth file %s", path);
    cr_assert_eq(nhl_doc_load(path, &doc, err, sizeof err), 0, "%s", err);

    memset(g_des_line, 0, sizeof g_des_line);
    f = fopen(script, "r");
    cr_assert_not_null(f, "%s", script);
    while (fgets(buf, sizeof buf, f) && ++line < 256) {
        const char *p = buf;

        while (*p == ' ')
            p++;
        g_des_line[line] = strncmp(p, "--", 2) != 0 && strstr(p, "des.");
    }
    fclose(f);

    g_log = cJSON_GetObjectItemCaseSensitive(doc.root, "rng");
    g_nlog = cJSON_GetArraySize(g_log);
    g_real = datdir != NULL;
    {
        const char *b = strrchr(script, '/');

        snprintf(g_script_base, sizeof g_script_base, "%s", b ? b + 1 : script);
    }
    res->last_ours = -1;
    for (int i = 0; i < g_nlog; i++) {
        const char *t = cJSON_GetArrayItem(g_log, i)->valuestring;

        if (g_real ? tag_line(t) >= 0 : line_is_ours(t))
            res->last_ours = i;
    }
    cr_assert_geq(res->last_ours, 0);

    memset(&rng, 0, sizeof rng);
    nhl_rng_init(&rng, doc.seed);
    nhl_rng_set_logging(&rng, true);
    rng.ulevel = doc.hero.ulevel;
    rng.luck = doc.hero.luck;
    g_r = &rng;
    l = level_new_hero(&rng, &doc.ctx, &doc.hero);
    if (g_real) {
        struct lua_host_opts o = { .dir = datdir };
        static const char *const stubs[] = { "object", "monster", "trap",
                                             "stair", "altar", NULL };

        /* the variant draw (rnd(nlevels)) comes before any script */
        while ((int) rng.nlog < g_nlog) {
            struct rng_line pl;
            const char *t = cJSON_GetArrayItem(g_log, (int) rng.nlog)->valuestring;

            if (!rng_parse_line(t, &pl) || pl.script[0])
                break;
            replay_one(&pl);
        }
        L = lua_host_new(l, &o);
        cr_assert_not_null(L, "%s", l->errmsg);
        lua_getglobal(L, "des");
        for (int i = 0; stubs[i]; i++) {
            lua_pushcfunction(L, l_burn_here);
            lua_setfield(L, -2, stubs[i]);
        }
        lua_pop(L, 1);
    } else {
        L = lua_host_new(l, NULL);
        cr_assert_not_null(L, "%s", l->errmsg);
        lua_register(L, "burn", l_burn);
        replay_burn(); /* nhlib.lua's shuffle, before the script */
    }
    cr_assert_eq(lua_host_run_file(L, script), 0, "%s", l->errmsg);
    lua_host_close(L);

    for (int i = 0; i <= res->last_ours; i++) {
        char a[96] = "", b[96];

        if (i < (int) rng.nlog)
            draw_text(rng.log[i], a, sizeof a);
        draw_text(cJSON_GetArrayItem(g_log, i)->valuestring, b, sizeof b);
        if (strcmp(a, b)) {
            res->first_diff = i;
            snprintf(res->ours, sizeof res->ours, "%s",
                     i < (int) rng.nlog ? rng.log[i] : "(none)");
            snprintf(res->theirs, sizeof res->theirs, "%s",
                     cJSON_GetArrayItem(g_log, i)->valuestring);
            break;
        }
    }

    /* the map as the script left it, where C's was not flipped after */
    if (doc.flip_value == 0 && res->first_diff < 0) {
        res->grid_checked = true;
        for (int x = 0; x < COLNO; x++)
            for (int y = 0; y < ROWNO; y++) {
                int theirs = doc.lev->at[x][y].typ, ours = l->at[x][y].typ;

                /* stairs came from the replayed generation, graves from
                 * a morgue's fill after the script */
                if (theirs == STAIRS || theirs == GRAVE || theirs == ALTAR)
                    theirs = ROOM;
                if (ours != theirs)
                    res->cells_differ++;
                else if ((ours == DOOR || ours == SDOOR)
                         && door_bits(ours, l->at[x][y].flags)
                                != door_bits(ours, doc.lev->at[x][y].flags))
                    res->doors_differ++;
                if (getenv("NHLEV_ROOMS_DEBUG")
                    && (ours != theirs
                        || ((ours == DOOR || ours == SDOOR)
                            && l->at[x][y].flags != doc.lev->at[x][y].flags)))
                    fprintf(stderr, "%s (%d,%d): ours %d/%d, C %d/%d\n",
                            truth, x, y, ours, l->at[x][y].flags, theirs,
                            doc.lev->at[x][y].flags);
            }
        for (int i = 0; i < doc.lev->nroom || i < l->nroom; i++) {
            const struct mkroom *a = &l->rooms[i], *b = &doc.lev->rooms[i];

            if (i >= l->nroom || i >= doc.lev->nroom || a->lx != b->lx
                || a->ly != b->ly || a->hx != b->hx || a->hy != b->hy
                || a->rlit != b->rlit)
                res->rooms_differ++;
        }
    }
    nhl_level_free(l);
    nhl_rng_free(&rng);
    nhl_doc_free(&doc);
}

static void check_replay(const char *truth, const char *script)
{
    struct replay_result res;

    replay(truth, script, &res, NULL);
    cr_assert_eq(res.first_diff, -1, "%s: draw %d differs: ours \"%s\", C \"%s\"",
                 truth, res.first_diff + 1, res.ours, res.theirs);
    if (res.grid_checked) {
        cr_assert_eq(res.cells_differ, 0, "%s: %d cells differ", truth,
                     res.cells_differ);
        cr_assert_eq(res.doors_differ, 0, "%s: %d doors differ", truth,
                     res.doors_differ);
        cr_assert_eq(res.rooms_differ, 0, "%s: %d rooms differ", truth,
                     res.rooms_differ);
    }
}

Test(replay, oracle_rooms_and_corridors_as_c)
{
    char script[512];

    snprintf(script, sizeof script, "%s/fixtures/rooms/oracle_replay.lua",
             NHLEV_TEST_DIR);
    for (int seed = 1; seed <= 3; seed++) {
        char truth[64];

        snprintf(truth, sizeof truth, "oracle.seed%d.json", seed);
        check_replay(truth, script);
    }
}

/* The quest fillers made of random rooms: six rooms (some morgues) with
 * generation in between, then the random corridors.  The fixture is
 * written with the des.* calls on the real script's lines. */
struct filler {
    const char *name;
    int lines[7];          /* six des.room, then random_corridors */
    const char *types[6];
};

static const struct filler fillers[] = {
    { "Arc-fila", { 7, 15, 23, 32, 42, 51, 59 }, { 0 } },
    { "Arc-filb", { 7, 15, 23, 32, 42, 51, 59 }, { 0 } },
    { "Mon-fila", { 8, 16, 24, 34, 44, 53, 61 }, { 0 } },
    { "Mon-filb", { 8, 16, 24, 33, 43, 52, 60 }, { 0 } },
    { "Pri-fila", { 7, 15, 22, 31, 39, 48, 55 },
      { 0, 0, 0, "morgue", 0, "morgue" } },
    { "Pri-filb", { 8, 17, 25, 35, 44, 55, 62 },
      { 0, 0, 0, "morgue", 0, "morgue" } },
    { "Rog-fila", { 6, 14, 23, 33, 44, 54, 64 }, { 0 } },
    { "Rog-filb", { 6, 14, 23, 33, 44, 54, 64 }, { 0 } },
    { "Wiz-fila", { 6, 14, 22, 32, 42, 51, 59 }, { 0 } },
    { "Wiz-filb", { 6, 14, 22, 31, 41, 50, 58 }, { 0 } },
};

static void write_filler(const struct filler *fl, const char *path)
{
    FILE *f = fopen(path, "w");
    int line = 1;

    cr_assert_not_null(f);
    for (int k = 0; k < 7; k++) {
        while (line < fl->lines[k]) {
            fprintf(f, "\n");
            line++;
        }
        if (k < 6) {
            /* everything on the des.room line; the contents burn */
            fprintf(f, "des.room({ type = \"%s\", contents = function() "
                       "burn() end })\n",
                    fl->types[k] ? fl->types[k] : "ordinary");
        } else {
            fprintf(f, "des.random_corridors()\n");
        }
        line++;
    }
    fclose(f);
}

Test(replay, quest_fillers_rooms_and_corridors_as_c)
{
    int grids = 0;

    for (size_t i = 0; i < sizeof fillers / sizeof fillers[0]; i++) {
        char path[256];

        snprintf(path, sizeof path, "/tmp/nhlev-test-rooms-%d-%s.lua",
                 (int) getpid(), fillers[i].name);
        write_filler(&fillers[i], path);
        for (int seed = 1; seed <= 3; seed++) {
            char truth[64];
            struct replay_result res;

            snprintf(truth, sizeof truth, "%s.seed%d.json", fillers[i].name,
                     seed);
            replay(truth, path, &res, NULL);
            cr_expect_eq(res.first_diff, -1,
                         "%s: draw %d differs: ours \"%s\", C \"%s\"", truth,
                         res.first_diff + 1, res.ours, res.theirs);
            if (res.grid_checked) {
                grids++;
                cr_expect_eq(res.cells_differ, 0, "%s: %d cells differ",
                             truth, res.cells_differ);
                cr_expect_eq(res.doors_differ, 0, "%s: %d doors differ",
                             truth, res.doors_differ);
                cr_expect_eq(res.rooms_differ, 0, "%s: %d rooms differ",
                             truth, res.rooms_differ);
            }
        }
        unlink(path);
    }
    cr_assert_gt(grids, 0);
}

/* The real level scripts, where they are installed (C's dat/), with
 * des.object, des.monster, des.trap, des.stair and des.altar replaced by
 * a replay of C's draws for that script line: Minetown's rooms, subrooms,
 * shops and doors, and every level above, draw for draw. */
Test(replay, real_scripts_rooms_as_c)
{
    static const char *const levels[] = {
        "minetn-2", "minetn-3", "minetn-4", "minetn-7", "oracle",
        "Arc-fila", "Arc-filb", "Mon-fila", "Mon-filb", "Pri-fila",
        "Pri-filb", "Rog-fila", "Rog-filb", "Wiz-fila", "Wiz-filb", NULL
    };
    const char *dat = getenv("NHLEV_DAT");
    char script[512];
    int ran = 0, grids = 0;

    if (!dat)
        dat = "" TU_NETHACK_DAT "";
    snprintf(script, sizeof script, "%s/nhlib.lua", dat);
    if (access(script, R_OK) != 0)
        cr_assert_fail("no level scripts at %s", dat);
    for (int i = 0; levels[i]; i++)
        for (int seed = 1; seed <= 3; seed++) {
            char truth[64];
            struct replay_result res;

            snprintf(script, sizeof script, "%s/%s.lua", dat, levels[i]);
            if (access(script, R_OK) != 0)
                continue;
            snprintf(truth, sizeof truth, "%s.seed%d.json", levels[i], seed);
            replay(truth, script, &res, dat);
            ran++;
            cr_expect_eq(res.first_diff, -1,
                         "%s: draw %d differs: ours \"%s\", C \"%s\"", truth,
                         res.first_diff + 1, res.ours, res.theirs);
            if (res.grid_checked) {
                grids++;
                cr_expect_eq(res.cells_differ, 0, "%s: %d cells differ",
                             truth, res.cells_differ);
                cr_expect_eq(res.doors_differ, 0, "%s: %d doors differ",
                             truth, res.doors_differ);
                cr_expect_eq(res.rooms_differ, 0, "%s: %d rooms differ",
                             truth, res.rooms_differ);
            }
        }
    cr_assert_gt(ran, 0);
    cr_assert_gt(grids, 0);
}
