/* test_finish.c - the finishing pipeline: wallification (wall_cleanup,
 * fix_wall_spines), flip_level / flip_level_rnd, level regions
 * (place_lregion), add_door ordering, link_doors_rooms, room basics,
 * des.region's engine half, mineralize's kelp draws and level_finish. */
#include <criterion/criterion.h>
#include <string.h>

#include "finish.h" /* mineralize, level_finish: the module under test */
#include "doors_link.h" /* link_doors_rooms, remove_boundary_syms: the finishing steps alone */
#include "fixup.h" /* place_lregion, fixup_special: engine internals the test drives */
#include "flip.h" /* flip_level, flip_level_rnd: engine internals the test drives */
#include "level.h" /* level_add_object, level_add_monster: a level made outside a build */
#include "rng.h" /* rnd, d: the draws, private to the engine */
#include "rooms.h" /* add_door, add_room: engine internals the test drives */
#include "step.h" /* step_log_new, step_end: engine internals the test drives */
#include "wallify.h" /* wallification, wall_cleanup: engine internals the test drives */
#include "wallmode.h" /* set_wall_state: engine internals the test drives */
#include "way_out.h" /* ensure_way_out: engine internals the test drives */
#include "testutil_internal.h"

static struct nhl_rng g_rng;
static struct nhl_level *lev;

static void setup(void) { lev = tu_level_open(&g_rng, 1); }

static void teardown(void) { tu_level_close(lev, &g_rng); }

TestSuite(finish, .init = setup, .fini = teardown);

/* Draw map text with its top left at (x0,y0); ' ' leaves the cell. */
static void draw(const char *text, int x0, int y0)
{
    int x = x0, y = y0;

    for (const char *p = text; *p; p++) {
        if (*p == '\n') {
            y++;
            x = x0;
            continue;
        }
        if (*p != ' ')
            lev->at[x][y].typ = (uint8_t) nhl_char2typ(*p);
        x++;
    }
}

static int typ(int x, int y) { return lev->at[x][y].typ; }

Test(finish, wallification_corners_of_a_room)
{
    draw("-----\n"
         "|...|\n"
         "|...|\n"
         "|...|\n"
         "-----", 10, 5);
    wallification(lev, 1, 0, COLNO - 1, ROWNO - 1);
    cr_expect_eq(typ(10, 5), TLCORNER);
    cr_expect_eq(typ(14, 5), TRCORNER);
    cr_expect_eq(typ(10, 9), BLCORNER);
    cr_expect_eq(typ(14, 9), BRCORNER);
    cr_expect_eq(typ(12, 5), HWALL);
    cr_expect_eq(typ(12, 9), HWALL);
    cr_expect_eq(typ(10, 7), VWALL);
    cr_expect_eq(typ(14, 7), VWALL);
    cr_expect_eq(typ(12, 7), ROOM);
    cr_expect_eq(g_rng.nlog, 0, "wallification draws nothing");
}

Test(finish, wallification_tees_and_cross)
{
    /* two rooms side by side, and a 2x2 block of rooms: shared walls */
    draw("-------\n"
         "|..|..|\n"
         "-------", 10, 5);
    draw("-------\n"
         "|..|..|\n"
         "-------\n"
         "|..|..|\n"
         "-------", 30, 5);
    wallification(lev, 1, 0, COLNO - 1, ROWNO - 1);
    cr_expect_eq(typ(13, 5), TDWALL);
    cr_expect_eq(typ(13, 7), TUWALL);
    cr_expect_eq(typ(13, 6), VWALL);
    /* spines N, S and E make a tee opening right (TRWALL) */
    cr_expect_eq(typ(30, 7), TRWALL);
    cr_expect_eq(typ(36, 7), TLWALL);
    cr_expect_eq(typ(33, 7), CROSSWALL);
    cr_expect_eq(typ(33, 5), TDWALL);
    cr_expect_eq(typ(33, 9), TUWALL);
}

Test(finish, wall_cleanup_buries_walls_in_rock)
{
    /* a lone wall, and the middle of a 3x3 wall block, are solid all
     * round; a drawbridge wall never goes */
    draw("-", 40, 15);
    draw("---\n---\n---", 50, 15);
    lev->at[60][15].typ = DBWALL;
    wallification(lev, 1, 0, COLNO - 1, ROWNO - 1);
    cr_expect_eq(typ(40, 15), STONE);
    cr_expect_eq(typ(51, 16), STONE);
    cr_expect_eq(typ(60, 15), DBWALL);
    /* rock and wall both count as solid: the whole block goes */
    cr_expect_eq(typ(50, 15), STONE);
    cr_expect_eq(typ(52, 17), STONE);
}

Test(finish, free_standing_wall_keeps_its_typ)
{
    /* floor above and below: no spine either way, bits 0 keep HWALL even
     * though the table's entry 0 says VWALL */
    draw(".\n-\n.", 20, 12);
    fix_wall_spines(lev, 1, 0, COLNO - 1, ROWNO - 1, NULL);
    cr_expect_eq(typ(20, 13), HWALL);
}

Test(finish, wallification_bad_bounds_is_an_error)
{
    wallification(lev, 5, 0, 4, 10);
    cr_expect(strstr(lev->errmsg, "bad bounds") != NULL);
}

/* the room of the flip tests: box 10..14 x 5..9, floor 11..13 x 6..8, a
 * door in the east wall; extents come out as 9..15 x 4..10 */
static void flip_fixture(void)
{
    draw("-----\n"
         "|...|\n"
         "|...+\n"
         "|...|\n"
         "-----", 10, 5);
    add_room(lev, 11, 6, 13, 8, true, OROOM, true);
    topologize(lev, 0);
    link_doors_rooms(lev);
    wallification(lev, 1, 0, COLNO - 1, ROWNO - 1);

    struct obj *o = level_add_object(lev);

    o->x = 11;
    o->y = 6;
    o->container = o->owner = -1;
    struct monst *m = level_add_monster(lev);

    m->x = 12;
    m->y = 8;
    struct trap *t = level_add_trap(lev);

    t->tx = 13;
    t->ty = 7;
    t->ttyp = ROLLING_BOULDER_TRAP;
    t->launch.x = 11;
    t->launch.y = 7;
    struct stairway *s = level_add_stair(lev);

    s->sx = 11;
    s->sy = 8;
    struct lev_region *lr = level_add_lregion(lev);

    lr->inarea[0] = 11;
    lr->inarea[1] = 6;
    lr->inarea[2] = 12;
    lr->inarea[3] = 6;
    struct exclusion_zone *ez = level_add_exclusion(lev);

    ez->lx = 11;
    ez->ly = 6;
    ez->hx = 11;
    ez->hy = 7;
}

Test(finish, level_extends_of_a_room)
{
    int l, t, r, b;

    flip_fixture();
    get_level_extends(lev, &l, &t, &r, &b);
    cr_expect_eq(l, 9);
    cr_expect_eq(t, 4);
    cr_expect_eq(r, 15);
    cr_expect_eq(b, 10);
}

Test(finish, flip_horizontal_moves_everything)
{
    flip_fixture();
    flip_level(lev, FLIP_HORIZONTAL);
    /* FlipX(x) = 15 - x + 9 = 24 - x */
    cr_expect_eq(lev->flip_extent[0], 9);
    cr_expect_eq(lev->flip_extent[3], 10);
    cr_expect_eq(typ(10, 7), DOOR);
    cr_expect_eq(typ(14, 7), VWALL);
    cr_expect_eq(typ(10, 5), TLCORNER, "spines re-joined after the flip");
    cr_expect_eq(lev->objects[0].x, 13);
    cr_expect_eq(lev->objects[0].y, 6);
    cr_expect_eq(lev->monsters[0].x, 12);
    cr_expect_eq(lev->traps[0].tx, 11);
    cr_expect_eq(lev->traps[0].launch.x, 13);
    cr_expect_eq(lev->stairs[0].sx, 13);
    cr_expect_eq(lev->doors[0].x, 10);
    cr_expect_eq(lev->doors[0].y, 7);
    cr_expect_eq(lev->rooms[0].lx, 11);
    cr_expect_eq(lev->rooms[0].hx, 13);
    cr_expect_eq(lev->lregions[0].inarea[0], 12);
    cr_expect_eq(lev->lregions[0].inarea[2], 13);
    cr_expect_eq(lev->exclusions[0].lx, 13);
    cr_expect_eq(lev->exclusions[0].hx, 13);
    /* roomno moves with the cells */
    cr_expect_eq(lev->at[10][7].roomno, ROOMOFFSET);
    cr_expect(lev->at[10][7].edge);
}

Test(finish, flip_vertical_moves_rows_and_keeps_splev_map)
{
    flip_fixture();
    lev->build->splev_map[11][6] = true;
    flip_level(lev, FLIP_VERTICAL);
    /* FlipY(y) = 10 - y + 4 = 14 - y */
    cr_expect_eq(lev->objects[0].y, 8);
    cr_expect_eq(lev->monsters[0].y, 6);
    cr_expect_eq(lev->stairs[0].sy, 6);
    cr_expect_eq(lev->lregions[0].inarea[1], 8);
    cr_expect_eq(lev->lregions[0].inarea[3], 8);
    cr_expect_eq(lev->exclusions[0].ly, 7);
    cr_expect_eq(lev->exclusions[0].hy, 8);
    cr_expect_eq(typ(14, 7), DOOR, "the middle row stays put");
    cr_expect(lev->build->splev_map[11][6], "the script's footprint is not flipped");
    cr_expect_not(lev->build->splev_map[11][8]);
}

Test(finish, flip_turns_drawbridges)
{
    flip_fixture();
    lev->at[14][7].typ = DRAWBRIDGE_UP;
    lev->at[14][7].flags = DB_EAST | DB_LAVA;
    flip_level(lev, FLIP_HORIZONTAL);
    cr_expect_eq(typ(10, 7), DRAWBRIDGE_UP);
    cr_expect_eq(lev->at[10][7].flags, DB_WEST | DB_LAVA);
    /* vertical: rows 4..6 swap with 10..8; the middle row 7 is never
     * visited, so a drawbridge there keeps its direction (as in C) */
    lev->at[10][7].flags = DB_NORTH;
    lev->at[12][5].typ = DRAWBRIDGE_DOWN;
    lev->at[12][5].flags = DB_NORTH;
    flip_level(lev, FLIP_VERTICAL);
    cr_expect_eq(lev->at[10][7].flags, DB_NORTH);
    cr_expect_eq(typ(12, 9), DRAWBRIDGE_DOWN);
    cr_expect_eq(lev->at[12][9].flags, DB_SOUTH);
}

/* the outcome of the rn2(2) draws in the log from line `from` */
static int drawn_flip(size_t from, int allowed)
{
    int c = 0;
    size_t i = from;
    struct rng_line ln;

    if (allowed & 1) {
        cr_assert(rng_parse_line(g_rng.log[i++], &ln));
        cr_assert_eq(ln.arg1, 2);
        if (ln.result)
            c |= 1;
    }
    if (allowed & 2) {
        cr_assert(rng_parse_line(g_rng.log[i++], &ln));
        cr_assert_eq(ln.arg1, 2);
        if (ln.result)
            c |= 2;
    }
    return c;
}

Test(finish, flip_rnd_draws_per_allowed_direction)
{
    int counts[4] = { 0, 1, 1, 2 };

    flip_fixture();
    for (int allowed = 0; allowed < 4; allowed++) {
        size_t before = g_rng.nlog;

        flip_level_rnd(lev, allowed);
        cr_expect_eq(g_rng.nlog - before, (size_t) counts[allowed],
                     "allowed %d", allowed);
        cr_expect_eq(lev->flip_value, drawn_flip(before, allowed));
        if (lev->flip_value == 0)
            cr_expect_eq(lev->flip_extent[0], -1);
    }
}

Test(finish, flip_forced_after_the_draws)
{
    flip_fixture();
    lev->build->flip_forced = 2;
    size_t before = g_rng.nlog;

    flip_level_rnd(lev, 3);
    cr_expect_eq(g_rng.nlog - before, 2, "both draws are still made");
    cr_expect_eq(lev->flip_value, 2);
    cr_expect_eq(typ(10, 7), DOOR);
    lev->build->flip_forced = 0;
    flip_level_rnd(lev, 3);
    cr_expect_eq(lev->flip_value, 0);
    cr_expect_eq(typ(10, 7), DOOR, "forced 0 leaves the map");
}

Test(finish, place_lregion_stairs_avoid_the_excluded_area)
{
    lev->ctx.dlevel = 2;
    lev->ctx.dunlevs_in_dungeon = 5;
    draw("...", 30, 10);
    cr_assert(place_lregion(lev, 30, 10, 32, 10, 31, 10, 31, 10,
                            LR_DOWNSTAIR, NULL));
    cr_assert_eq(lev->nstairs, 1);
    int x = lev->stairs[0].sx;

    cr_expect(x == 30 || x == 32);
    cr_expect_eq(lev->stairs[0].sy, 10);
    cr_expect_eq(typ(x, 10), STAIRS);
    cr_expect_eq(lev->at[x][10].flags, LA_DOWN);
    cr_expect_not(lev->stairs[0].up);
    cr_expect_eq(lev->stairs[0].tolev.dlevel, 3);
    /* draws come in pairs: rn1 for x (3 wide) then y (1 high) */
    cr_expect_eq(g_rng.nlog % 2, 0);
    struct rng_line ln;

    cr_assert(rng_parse_line(g_rng.log[0], &ln));
    cr_expect_eq(ln.arg1, 3);
    cr_assert(rng_parse_line(g_rng.log[1], &ln));
    cr_expect_eq(ln.arg1, 1);
}

Test(finish, place_lregion_gives_up_after_200_tries_and_a_scan)
{
    /* nothing but stone: 200 x/y pairs, then the exhaustive scan */
    cr_expect_not(place_lregion(lev, 30, 10, 32, 11, 0, 0, 0, 0,
                                LR_UPSTAIR, NULL));
    cr_expect_eq(g_rng.nlog, 400);
    cr_expect_eq(lev->nstairs, 0);
}

Test(finish, place_lregion_oneshot_clears_a_trap)
{
    lev->ctx.dlevel = 2;
    lev->ctx.dunlevs_in_dungeon = 5;
    draw(".", 40, 12);
    struct trap *t = level_add_trap(lev);

    t->tx = 40;
    t->ty = 12;
    t->ttyp = ARROW_TRAP;
    cr_assert(place_lregion(lev, 40, 12, 40, 12, 0, 0, 0, 0, LR_UPSTAIR,
                            NULL));
    cr_expect_eq(lev->ntraps, 0);
    cr_expect_eq(typ(40, 12), STAIRS);
    cr_expect(lev->stairs[0].up);
    cr_expect_eq(g_rng.nlog, 2, "one try");
}

Test(finish, no_stairs_off_the_top_of_the_dungeon)
{
    lev->ctx.dlevel = 1;
    lev->ctx.dunlevs_in_dungeon = 5;
    draw(".", 40, 12);
    cr_assert(place_lregion(lev, 40, 12, 40, 12, 0, 0, 0, 0, LR_UPSTAIR,
                            NULL));
    cr_expect_eq(lev->nstairs, 0);
    cr_expect_eq(typ(40, 12), ROOM);
}

Test(finish, fixup_records_teleport_regions_and_portal)
{
    draw("....", 20, 3);
    struct lev_region *r = level_add_lregion(lev);

    r->rtype = LR_TELE;
    r->inarea[0] = 1; r->inarea[1] = 2; r->inarea[2] = 3; r->inarea[3] = 4;
    r->delarea[0] = 5; r->delarea[1] = 6; r->delarea[2] = 7;
    r->delarea[3] = 8;
    r = level_add_lregion(lev);
    r->rtype = LR_PORTAL;
    r->rname = strdup("7");
    r->inarea[0] = 20; r->inarea[1] = 3; r->inarea[2] = 23; r->inarea[3] = 3;
    fixup_special(lev);
    cr_expect(lev->have_updest && lev->have_dndest);
    cr_expect_eq(lev->updest[0], 1);
    cr_expect_eq(lev->dndest[7], 8);
    cr_assert_eq(lev->ntraps, 1);
    cr_expect_eq(lev->traps[0].ttyp, MAGIC_PORTAL);
    cr_expect_eq(lev->traps[0].dst.dlevel, 7);
    cr_expect_eq(lev->traps[0].ty, 3);
}

Test(finish, fixup_places_the_branch_when_no_region_did)
{
    lev->ctx.branch.present = true;
    lev->ctx.branch.type = 0;
    lev->ctx.branch.end1 = (d_level) { 0, 3 };
    lev->ctx.branch.end2 = (d_level) { 2, 1 };
    lev->ctx.branch.end1_up = false;
    lev->ctx.dnum = 0;
    lev->ctx.dlevel = 3;
    lev->flags.is_maze_lev = true;
    draw("#", 50, 10);
    fixup_special(lev);
    cr_assert_eq(lev->nstairs, 1);
    cr_expect_eq(lev->stairs[0].sx, 50);
    cr_expect_eq(lev->stairs[0].tolev.dnum, 2);
    cr_expect_not(lev->stairs[0].up);
    cr_expect(lev->build->made_branch);
}

Test(finish, add_door_keeps_each_rooms_doors_together)
{
    draw("-----  -----\n"
         "|...|  |...|\n"
         "-----  -----", 10, 5);
    add_room(lev, 11, 6, 13, 6, false, OROOM, true);
    add_room(lev, 18, 6, 20, 6, false, OROOM, true);
    add_door(lev, 17, 6, 1);
    add_door(lev, 14, 6, 0);
    add_door(lev, 12, 5, 0);
    add_door(lev, 12, 5, 0); /* already there: nothing */
    /* a room's first door starts a run at the end; later doors go first
     * in the run: [17 | 12 14] */
    cr_expect_eq(lev->doorindex, 3);
    cr_expect_eq(lev->rooms[1].fdoor, 0);
    cr_expect_eq(lev->rooms[0].fdoor, 1);
    cr_expect_eq(lev->rooms[0].doorct, 2);
    cr_expect_eq(lev->doors[0].x, 17);
    cr_expect_eq(lev->doors[1].x, 12);
    cr_expect_eq(lev->doors[2].x, 14);
    /* growing room 1's run pushes room 0's along: [21 17 | 12 14] */
    add_door(lev, 21, 6, 1);
    cr_expect_eq(lev->rooms[1].doorct, 2);
    cr_expect_eq(lev->rooms[0].fdoor, 2);
    cr_expect_eq(lev->doors[0].x, 21);
    cr_expect_eq(lev->doors[1].x, 17);
    cr_expect_eq(lev->doors[2].x, 12);
    cr_expect_eq(lev->doors[3].x, 14);
}

Test(finish, link_doors_rooms_sets_orientation_and_lists)
{
    draw("--+--\n"
         "|...|\n"
         "+...S\n"
         "-----", 10, 5);
    add_room(lev, 11, 6, 13, 7, false, OROOM, true);
    topologize(lev, 0);
    link_doors_rooms(lev);
    cr_expect_eq(lev->rooms[0].doorct, 3);
    cr_expect(lev->at[12][5].horizontal);
    cr_expect_not(lev->at[10][7].horizontal);
    cr_expect_not(lev->at[14][7].horizontal);
    /* doors found row by row, each put first: last found is first */
    cr_expect_eq(lev->doors[0].x, 14);
    cr_expect_eq(lev->doors[1].x, 10);
    cr_expect_eq(lev->doors[2].y, 5);
}

Test(finish, remove_boundary_syms_only_where_the_script_wrote)
{
    lev->at[20][5].typ = CROSSWALL;
    lev->at[21][5].typ = CROSSWALL;
    lev->build->splev_map[20][5] = true;
    remove_boundary_syms(lev);
    cr_expect_eq(typ(20, 5), ROOM);
    cr_expect_eq(typ(21, 5), CROSSWALL);
}

Test(finish, add_room_and_topologize)
{
    int r = add_room(lev, 5, 3, 8, 6, true, OROOM, false);

    cr_expect_eq(r, 0);
    cr_expect_eq(lev->nroom, 1);
    cr_expect_eq(lev->rooms[1].hx, -1);
    cr_expect_eq(typ(4, 2), TLCORNER);
    cr_expect_eq(typ(9, 7), BRCORNER);
    cr_expect_eq(typ(6, 2), HWALL);
    cr_expect(lev->at[4][2].lit && lev->at[9][7].lit);
    topologize(lev, 0);
    cr_expect_eq(lev->at[6][4].roomno, ROOMOFFSET);
    cr_expect_eq(lev->at[4][4].roomno, ROOMOFFSET);
    cr_expect(lev->at[4][4].edge);
    cr_expect_not(lev->at[6][4].edge);

    int s = add_subroom(lev, 0, 6, 4, 6, 4, false, OROOM, false);

    cr_expect_eq(s, SUBROOM_BASE);
    cr_expect_eq(lev->rooms[0].nsubrooms, 1);
    cr_expect_eq(lev->rooms[0].sbrooms[0], SUBROOM_BASE);
    cr_expect_eq(lev->rooms[s].parent, 0);
}

Test(finish, litstate_rnd_draws)
{
    lev->ctx.depth = 5;
    cr_expect_eq(litstate_rnd(lev, 1), 1);
    cr_expect_eq(litstate_rnd(lev, 0), 0);
    cr_expect_eq(g_rng.nlog, 0);
    (void) litstate_rnd(lev, -1);
    /* rnd(6) < 11 always, so rn2(77) follows */
    cr_expect_eq(g_rng.nlog, 2);
}

Test(finish, plain_region_only_lights)
{
    struct region_request rq = { .x1 = 10, .y1 = 5, .x2 = 12, .y2 = 6,
                                 .rlit = 1, .rtype = OROOM, .joined = true };

    /* without a map the origin is (1,0): x 11..13, walls 10..14 */
    cr_expect_eq(region_create(lev, &rq), -1);
    cr_expect_eq(lev->nroom, 0);
    cr_expect(lev->at[10][4].lit, "lit regions take their walls");
    cr_expect(lev->at[14][7].lit);
    cr_expect_not(lev->at[9][4].lit);
    cr_expect_not(lev->at[15][7].lit);
}

Test(finish, irregular_region_is_a_flood_filled_room)
{
    draw("------\n"
         "|....|\n"
         "|.----\n"
         "|.|\n"
         "---", 10, 5);
    lev->build->coder.xstart = 0; /* script coordinates = map coordinates */
    struct region_request rq = { .x1 = 11, .y1 = 6, .x2 = 11, .y2 = 6,
                                 .rlit = 0, .rtype = OROOM,
                                 .irregular = true, .joined = true };
    int r = region_create(lev, &rq);

    cr_assert_eq(r, 0);
    cr_expect(lev->rooms[0].irregular);
    cr_expect_eq(lev->rooms[0].lx, 11);
    cr_expect_eq(lev->rooms[0].hx, 14);
    cr_expect_eq(lev->rooms[0].ly, 6);
    cr_expect_eq(lev->rooms[0].hy, 8);
    cr_expect_eq(lev->at[11][8].roomno, ROOMOFFSET);
    cr_expect_eq(lev->at[14][6].roomno, ROOMOFFSET);
    cr_expect_eq(lev->at[12][8].roomno, ROOMOFFSET, "walls join as edges");
    cr_expect(lev->at[12][8].edge);
    cr_expect_eq(lev->at[13][8].roomno, NO_ROOM);
    cr_expect_eq(lev->build->coder.croom, 0);
    region_room_done(lev, r);
    cr_expect_eq(lev->build->coder.croom, -1);
}

Test(finish, special_region_is_a_room)
{
    draw("-----\n"
         "|...|\n"
         "|...+\n"
         "-----", 10, 5);
    lev->build->coder.xstart = 0;
    struct region_request rq = { .x1 = 11, .y1 = 6, .x2 = 13, .y2 = 7,
                                 .rlit = 1, .rtype = ZOO, .joined = true };
    int r = region_create(lev, &rq);

    cr_assert_eq(r, 0);
    cr_expect_eq(lev->rooms[0].rtype, ZOO);
    cr_expect_eq(lev->at[12][6].roomno, ROOMOFFSET);
    region_room_done(lev, r);
    cr_expect_eq(lev->rooms[0].doorct, 1);
    cr_expect_eq(lev->doors[0].x, 14);
}

Test(finish, mineralize_kelp_draws_column_major)
{
    lev->ctx.in_hell = true; /* no gold or gems */
    lev->at[5][3].typ = POOL;
    lev->at[5][4].typ = MOAT;
    lev->at[6][2].typ = POOL;
    lev->at[1][3].typ = POOL; /* column 1: outside the kelp area */
    mineralize(lev);
    struct rng_line ln;
    int expect[3] = { 10, 30, 10 };
    size_t i = 0;

    for (int k = 0; k < 3; k++) {
        cr_assert(i < g_rng.nlog);
        cr_assert(rng_parse_line(g_rng.log[i], &ln));
        cr_expect_eq(ln.arg1, expect[k], "draw %d", k);
        i++;
        if (ln.result == 0)
            i += 2; /* the frond's ident and quantity */
    }
    cr_expect_eq(i, g_rng.nlog);
    for (int o = 0; o < lev->nobjects; o++)
        cr_expect_str_eq(lev->objects[o].id, "kelp frond");
}

Test(finish, mineralize_skipped_in_the_endgame)
{
    lev->ctx.in_endgame = true;
    lev->at[5][3].typ = POOL;
    mineralize(lev);
    cr_expect_eq(g_rng.nlog, 0);
}

Test(finish, map_cleanup_clears_liquid)
{
    lev->at[30][10].typ = LAVAPOOL;
    struct obj *o = level_add_object(lev);

    o->x = 30; o->y = 10; o->otyp = BOULDER;
    o->container = o->owner = -1;
    struct trap *t = level_add_trap(lev);

    t->tx = 30; t->ty = 10; t->ttyp = PIT;
    map_cleanup(lev);
    cr_expect_eq(lev->nobjects, 0);
    cr_expect_eq(lev->ntraps, 0);
}

Test(finish, solidify_and_bound_digging)
{
    draw("-----\n"
         "|...|\n"
         "-----", 30, 8);
    lev->build->splev_map[30][8] = true;
    solidify_map(lev);
    cr_expect_eq(lev->at[30][8].flags & (W_NONDIGGABLE | W_NONPASSWALL), 0);
    cr_expect_eq(lev->at[31][8].flags & (W_NONDIGGABLE | W_NONPASSWALL),
                 W_NONDIGGABLE | W_NONPASSWALL);
    lev->at[31][8].flags = 0;
    bound_digging(lev);
    /* extents 29..35 x 7..11: on and beyond them */
    cr_expect(lev->at[29][9].flags & W_NONDIGGABLE);
    cr_expect_not(lev->at[31][9].flags & W_NONDIGGABLE);
    cr_expect(lev->at[31][11].flags & W_NONDIGGABLE);
    cr_expect(lev->at[35][9].flags & W_NONDIGGABLE);
    cr_expect_not(lev->at[31][8].flags & W_NONDIGGABLE);
}

Test(finish, level_finish_records_its_stages)
{
    lev->steps = step_log_new();
    lev->ctx.in_endgame = true; /* keep mineralize quiet */
    lev->flags.is_maze_lev = true;
    lev->build->coder.allow_flips = 0;
    draw("-----\n"
         "|...|\n"
         "|...|\n"
         "-----", 30, 8);
    level_finish(lev);
    step_end(lev);
    const char *want[] = { "link_doors_rooms", "remove_boundary_syms",
                           "map_cleanup", "wallification", "flip",
                           "count_level_features", "fixup_special",
                           "fill_special_room", "bound_digging",
                           "mineralize", "topologize", "set_wall_state" };
    cr_assert_eq(lev->steps->n, 12);
    for (int i = 0; i < 12; i++)
        cr_expect_str_eq(lev->steps->v[i].name, want[i]);
    cr_expect_eq(typ(30, 8), TLCORNER);
    cr_expect_eq(lev->flip_value, 0);
    step_log_free(lev->steps);
    lev->steps = NULL;
}

Test(finish, baalz_fixup_keeps_the_legs)
{
    for (int x = 10; x <= 30; x++)
        for (int y = 5; y <= 15; y++)
            lev->at[x][y].flags |= W_NONDIGGABLE;
    lev->at[20][10].typ = HWALL; /* a leg alone in the rock */
    lev->at[15][8].typ = POOL;   /* a marker pool */
    lev->at[10][10].typ = HWALL; /* on the frame: cleaned as usual */
    lev->at[24][9].typ = IRONBARS;
    lev->at[25][9].typ = STONE;
    strcpy(lev->ctx.special, "baalz");
    fixup_special(lev);
    cr_expect_eq(typ(20, 10), HWALL);
    cr_expect_eq(typ(15, 8), HWALL);
    cr_expect_eq(typ(10, 10), STONE);
    /* digging allowed in front of the eyes (the first side found) */
    cr_expect_not(lev->at[23][9].flags & W_NONDIGGABLE);
    cr_expect_not(lev->at[22][9].flags & W_NONDIGGABLE);
    cr_expect(lev->at[25][9].flags & W_NONDIGGABLE);
    cr_expect_eq(g_rng.nlog, 0);
}

Test(finish, ensure_way_out_opens_a_secret_door)
{
    draw("-----------\n"
         "|...|.....|\n"
         "|.<.|.....|\n"
         "|...|.....|\n"
         "-----------", 10, 4);
    struct stairway *st = level_add_stair(lev);

    st->sx = 12;
    st->sy = 6;
    st->tolev.dnum = lev->ctx.dnum;
    wallification(lev, 1, 0, COLNO - 1, ROWNO - 1);
    ensure_way_out(lev);
    int sdoors = 0;

    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            if (typ(x, y) == SDOOR) {
                sdoors++;
                cr_expect_eq(x, 14);
                cr_expect(y >= 5 && y <= 7);
            }
    cr_expect_eq(sdoors, 1);
    cr_expect_gt(g_rng.nlog, 0);
    /* every draw picks among the unreached room's 15 cells, fewer each time */
    struct rng_line ln;

    cr_assert(rng_parse_line(g_rng.log[0], &ln));
    cr_expect_eq(ln.arg1, 15);
}

Test(finish, ensure_way_out_falls_back_to_an_escape_item)
{
    /* a closed pocket far from anything: no wall leads to reached ground,
     * no digging down: an escape item */
    lev->ctx.can_dig_down = false;
    draw("---\n|.|\n---", 40, 10);
    wallification(lev, 1, 0, COLNO - 1, ROWNO - 1);
    ensure_way_out(lev);
    cr_assert_eq(lev->nobjects, 1);
    cr_expect_eq(lev->objects[0].x, 41);
    cr_expect_eq(lev->objects[0].y, 11);
    /* rn2(1) for the door search, rn2(1) for the spot, rn2(6), rnd(2) */
    cr_expect_eq(g_rng.nlog, 4);
}

/* ------------------------------------------------------------------------
 * des.region and des.finalize_level from scripts (fixtures/finish). */
#include "lua_host.h" /* lua_host_new, lua_host_run_file: scripts run on a bare level */

/* Run fixture name; the state stays open in *out for reading globals. */
static int run_fixture(const char *name, lua_State **out)
{
    char path[512];
    lua_State *L = lua_host_new(lev, NULL);
    int rc;

    cr_assert_not_null(L, "%s", lev->errmsg);
    snprintf(path, sizeof path, "%s/fixtures/finish/%s", NHLEV_TEST_DIR,
             name);
    rc = lua_host_run_file(L, path);
    if (out)
        *out = L;
    else
        lua_host_close(L);
    return rc;
}

Test(finish, lua_region_makes_a_room_and_runs_contents)
{
    lua_State *L;

    cr_assert_eq(run_fixture("region_room.lua", &L), 0, "%s", lev->errmsg);
    cr_assert_eq(lev->nroom, 1);
    cr_expect_eq(lev->rooms[0].rtype, ZOO);
    cr_expect_eq(lev->rooms[0].needfill, 1);
    cr_expect_eq(lev->rooms[0].hx - lev->rooms[0].lx, 4);
    int x0 = lev->build->coder.xstart, y0 = lev->build->coder.ystart;

    cr_expect_eq(lev->at[x0 + 3][y0 + 1].roomno, ROOMOFFSET);
    cr_expect(lev->at[x0][y0].lit, "a lit room lights its walls");
    /* the door on the east wall was linked by add_doors_to_room */
    cr_expect_eq(lev->rooms[0].doorct, 1);
    cr_expect_eq(lev->doors[0].x, x0 + 6);
    lua_getglobal(L, "seen_width");
    cr_expect_eq(lua_tointeger(L, -1), 5);
    lua_getglobal(L, "seen_height");
    cr_expect_eq(lua_tointeger(L, -1), 2);
    lua_getglobal(L, "seen_type");
    cr_expect_str_eq(lua_tostring(L, -1), "zoo");
    lua_getglobal(L, "seen_lit");
    cr_expect(lua_toboolean(L, -1));
    lua_host_close(L);
    cr_expect_eq(lev->build->coder.croom, -1, "the room is left after contents");
}

Test(finish, lua_plain_region_only_lights)
{
    cr_assert_eq(run_fixture("region_light.lua", NULL), 0, "%s",
                 lev->errmsg);
    int x0 = lev->build->coder.xstart, y0 = lev->build->coder.ystart;

    cr_expect_eq(lev->nroom, 0);
    cr_expect(lev->at[x0 + 2][y0 + 1].lit);
    cr_expect(lev->at[x0][y0].lit, "lit takes the walls around");
    cr_expect(lev->at[x0 + 4][y0 + 1].lit, "the shared wall too");
    cr_expect_not(lev->at[x0 + 6][y0 + 1].lit);
}

Test(finish, lua_irregular_region)
{
    cr_assert_eq(run_fixture("region_irregular.lua", NULL), 0, "%s",
                 lev->errmsg);
    int x0 = lev->build->coder.xstart, y0 = lev->build->coder.ystart;

    cr_assert_eq(lev->nroom, 1);
    cr_expect(lev->rooms[0].irregular);
    cr_expect_eq(lev->rooms[0].lx, x0 + 1);
    cr_expect_eq(lev->rooms[0].hx, x0 + 4);
    cr_expect_eq(lev->rooms[0].hy, y0 + 3);
    cr_expect_eq(lev->at[x0 + 1][y0 + 3].roomno, ROOMOFFSET);
}

Test(finish, lua_region_without_area_is_an_error)
{
    cr_expect_neq(run_fixture("region_bad.lua", NULL), 0);
    cr_expect(strstr(lev->errmsg, "region_bad.lua:2") != NULL, "%s",
              lev->errmsg);
}

Test(finish, lua_finalize_level_runs_the_pipeline)
{
    cr_assert_eq(run_fixture("finalize.lua", NULL), 0, "%s", lev->errmsg);
    cr_expect_eq(typ(10, 5), TLCORNER);
    cr_expect_eq(typ(14, 8), BRCORNER);
    cr_expect_eq(lev->flip_value, 0, "noflip: flip_level_rnd draws none");
    cr_expect(lev->at[9][5].flags & W_NONDIGGABLE, "bound_digging ran");
}

Test(finish, region_selection_form_grows_when_lit)
{
    static bool mask[COLNO][ROWNO];

    memset(mask, 0, sizeof mask);
    mask[20][10] = mask[21][10] = true;
    lev->at[30][10].typ = LAVAPOOL;
    mask[30][10] = true;
    region_light_selection(lev, mask, true);
    cr_expect(lev->at[19][9].lit && lev->at[22][11].lit);
    cr_expect_not(lev->at[23][10].lit, "one step of growth only");
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            lev->at[x][y].lit = true;
    region_light_selection(lev, mask, false);
    cr_expect_not(lev->at[20][10].lit);
    cr_expect(lev->at[19][10].lit, "unlit does not grow");
    cr_expect(lev->at[30][10].lit, "lava stays lit");
}

Test(finish, inside_out_region_neither_hangs_nor_overruns)
{
    lev->build->coder.xstart = 0;
    struct region_request rq = { .x1 = 30, .y1 = 12, .x2 = 20, .y2 = 10,
                                 .rlit = 1, .rtype = ZOO, .joined = true };
    int r = region_create(lev, &rq);

    cr_assert_eq(r, 0);
    cr_expect_leq(lev->rooms[0].lx, lev->rooms[0].hx);
    cr_expect_leq(lev->rooms[0].ly, lev->rooms[0].hy);
    region_room_done(lev, r);
}

/* Baalzebub's teleport region as C records it: whole-level coordinates
 * are flipped like everything else (box 2..78), then saved by fixup. */
Test(finish, flipped_teleport_region_as_baalz)
{
    lev->at[3][1].typ = ROOM;
    lev->at[77][19].typ = ROOM;
    struct lev_region *r = level_add_lregion(lev);

    r->rtype = LR_TELE;
    r->inarea[0] = 1; r->inarea[1] = 0; r->inarea[2] = 15; r->inarea[3] = 20;
    r->delarea[0] = 15; r->delarea[1] = 1; r->delarea[2] = 70;
    r->delarea[3] = 16;
    flip_level(lev, FLIP_HORIZONTAL);
    cr_expect_eq(lev->flip_extent[0], 2);
    cr_expect_eq(lev->flip_extent[2], 78);
    fixup_special(lev);
    int want[8] = { 65, 0, 79, 20, 10, 1, 65, 16 };

    for (int i = 0; i < 8; i++) {
        cr_expect_eq(lev->updest[i], want[i], "updest[%d]", i);
        cr_expect_eq(lev->dndest[i], want[i], "dndest[%d]", i);
    }
}

Test(finish, premap_detect_sees_traps_and_clears_secret_doors)
{
    lev->at[10][5].typ = SDOOR;
    lev->at[10][5].flags = D_CLOSED | 3;
    struct trap *t = level_add_trap(lev);

    t->tx = 12;
    t->ty = 5;
    t->ttyp = HOLE;
    premap_detect(lev);
    cr_expect_eq(lev->at[10][5].flags, 0);
    cr_expect(lev->traps[0].tseen);
    cr_expect(lev->at[40][10].waslit);
    cr_expect_not(lev->at[0][10].waslit, "column 0 is not part of the map");
}
