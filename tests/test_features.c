/* test_features.c - the "features" des.* functions: doors, stairs and
 * ladders, altars, furniture, engravings and graves, gold, level regions,
 * objects, monsters and traps, through the Lua bindings on fixture scripts
 * (fixtures/features: a 7x5 map centred at (37,9)) and through the engine
 * calls, with the draws sp_lev.c makes. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tables.h" /* objects_invariant, mons_invariant: the release's tables */
#include "door.h" /* W_ANY, door_create: engine internals the test drives */
#include "level.h" /* level_new: a level made outside a build */
#include "lua_host.h" /* lua_host_new, lua_host_run_file: scripts run on a bare level */
#include "monsters.h" /* NEUTRAL, find_montype: engine internals the test drives */
#include "objects.h" /* find_objtype: engine internals the test drives */
#include "rng.h" /* d, rng_parse_line: the draws, private to the engine */
#include "rooms.h" /* add_room, topologize: engine internals the test drives */
#include "spfeatures.h" /* induced_align, align_to_amask: engine internals the test drives */
#include "stairs.h" /* mkstairs_force: engine internals the test drives */
#include "step.h" /* step_log_new, step_end: engine internals the test drives */
#include "traps.h" /* trap_create: engine internals the test drives */

/* The hero of a level made outside a plan, which has its own game: the
 * test changes it there (the engine reads lev->game->hero). */
static struct nhl_hero *own_hero(struct nhl_level *l)
{
    return &((struct nhl_game *) l->game)->hero;
}


static struct nhl_rng g_rng;
static struct nhl_level *lev;
static size_t g_n0; /* rng log lines before the script's first statement */

static void setup(void)
{
    nhl_rng_init(&g_rng, 1);
    nhl_rng_set_logging(&g_rng, true);
    lev = level_new(&g_rng, NULL);
    cr_assert_not_null(lev);
}

static void teardown(void)
{
    nhl_level_free(lev);
    nhl_rng_free(&g_rng);
}

TestSuite(features, .init = setup, .fini = teardown);

static int run_fixture(const char *name)
{
    char path[512];
    lua_State *L = lua_host_new(lev, NULL);
    int rc;

    cr_assert_not_null(L, "%s", lev->errmsg);
    g_n0 = g_rng.nlog;
    snprintf(path, sizeof path, "%s/fixtures/features/%s", NHLEV_TEST_DIR,
             name);
    rc = lua_host_run_file(L, path);
    lua_host_close(L);
    return rc;
}

/* the i-th draw the script made */
static struct rng_line draw(size_t i)
{
    struct rng_line ln;

    cr_assert_lt(g_n0 + i, g_rng.nlog, "no draw #%zu", i);
    cr_assert(rng_parse_line(g_rng.log[g_n0 + i], &ln), "%s",
              g_rng.log[g_n0 + i]);
    return ln;
}

static size_t ndraws(void)
{
    return g_rng.nlog - g_n0;
}

/* map origin of the fixtures' map */
#define X0 37
#define Y0 9

/* ------------------------------------------------------------------ doors */

Test(features, door_explicit_states_and_orientation)
{
    cr_assert_eq(run_fixture("door.lua"), 0, "%s", lev->errmsg);
    /* top wall: locked, horizontal */
    cr_expect_eq(lev->at[X0 + 3][Y0].typ, DOOR);
    cr_expect_eq(lev->at[X0 + 3][Y0].flags, D_LOCKED);
    cr_expect(lev->at[X0 + 3][Y0].horizontal);
    cr_expect(lev->build->splev_map[X0 + 3][Y0]);
    /* secret: SDOOR, closed, vertical in the left wall */
    cr_expect_eq(lev->at[X0][Y0 + 2].typ, SDOOR);
    cr_expect_eq(lev->at[X0][Y0 + 2].flags, D_CLOSED);
    cr_expect_not(lev->at[X0][Y0 + 2].horizontal);
    /* random state: exactly one rn2(5), from nodoor/broken/open/closed/locked */
    static const int states[] = { D_NODOOR, D_BROKEN, D_ISOPEN, D_CLOSED,
                                  D_LOCKED };
    cr_assert_eq(ndraws(), 1);
    struct rng_line d = draw(0);
    cr_expect_str_eq(d.func, "rn2");
    cr_expect_eq(d.arg1, 5);
    cr_expect_eq(lev->at[X0 + 6][Y0 + 2].typ, DOOR);
    cr_expect_eq(lev->at[X0 + 6][Y0 + 2].flags, states[d.result]);
}

Test(features, door_in_room_wall_redraws_random_state)
{
    int r = add_room(lev, 10, 5, 14, 8, true, OROOM, false);
    struct door_request rq = { -1, -1, -1, W_ANY, -1 };
    int x, y;

    cr_assert_geq(r, 0);
    /* something open beyond every wall so a door can go anywhere */
    for (int xx = 8; xx <= 16; xx++)
        for (int yy = 3; yy <= 10; yy++)
            if (lev->at[xx][yy].typ == STONE)
                lev->at[xx][yy].typ = CORR;
    lev->build->coder.croom = r;
    size_t n0 = g_rng.nlog;
    cr_assert_eq(door_create(lev, &rq, &x, &y), DOOR_OK);
    /* the state draw, then create_door's own rn2(3) ... */
    struct rng_line a, b;
    cr_assert(rng_parse_line(g_rng.log[n0], &a));
    cr_assert(rng_parse_line(g_rng.log[n0 + 1], &b));
    cr_expect_eq(a.arg1, 5);
    cr_expect_eq(b.arg1, 3);
    /* on a wall of the room */
    bool on_wall = ((y == 4 || y == 9) && x >= 10 && x <= 14)
                   || ((x == 9 || x == 15) && y >= 5 && y <= 8);
    cr_expect(on_wall, "door at (%d,%d)", x, y);
    cr_expect(lev->at[x][y].typ == DOOR);
    int m = lev->at[x][y].flags & ~D_TRAPPED;
    cr_expect(m == D_NODOOR || m == D_ISOPEN || m == D_LOCKED
              || m == D_CLOSED);
}

Test(features, door_outside_room_without_coords_fails)
{
    struct door_request rq = { -1, -1, D_CLOSED, W_ANY, -1 };
    int x, y;

    cr_expect_eq(door_create(lev, &rq, &x, &y), DOOR_NO_ROOM);
}

Test(features, okdoor_wants_plain_wall_not_next_to_door)
{
    lev->at[10][5].typ = HWALL;
    lev->at[10][6].typ = ROOM;
    cr_expect(okdoor(lev, 10, 5));
    lev->at[11][5].typ = DOOR;
    cr_expect_not(okdoor(lev, 10, 5));
    cr_expect_not(okdoor(lev, 10, 6));
}

/* ----------------------------------------------------------------- stairs */

Test(features, stairs_and_ladders)
{
    lev->ctx.dlevel = 1;
    cr_assert_eq(run_fixture("stairs.lua"), 0, "%s", lev->errmsg);
    /* up stair on level 1: none, but the forced spot became ROOM and its
     * trap is gone */
    cr_expect_eq(lev->at[X0 + 1][Y0 + 1].typ, ROOM);
    cr_expect_eq(lev->ntraps, 0);
    cr_expect_eq(lev->at[X0 + 2][Y0 + 1].typ, STAIRS);
    cr_expect_eq(lev->at[X0 + 2][Y0 + 1].flags, LA_DOWN);
    cr_expect_eq(lev->at[X0 + 3][Y0 + 1].typ, LADDER);
    cr_expect_eq(lev->at[X0 + 3][Y0 + 1].flags, LA_UP);
    cr_expect_eq(lev->at[X0 + 4][Y0 + 1].typ, LADDER);
    cr_expect_eq(lev->at[X0 + 4][Y0 + 1].flags, LA_DOWN);
    cr_assert_eq(lev->nstairs, 3);
    cr_expect_not(lev->stairs[0].up);
    cr_expect_not(lev->stairs[0].isladder);
    cr_expect_eq(lev->stairs[0].tolev.dlevel, 2);
    cr_expect(lev->stairs[1].isladder);
    cr_expect(lev->stairs[1].up);
    cr_expect_eq(lev->stairs[1].tolev.dlevel, 0);
    cr_expect(lev->build->splev_map[X0 + 1][Y0 + 1]);
    /* the pit's victim test (mktrap's rnd(4)) is the only draw */
    cr_expect_eq(ndraws(), 1);
}

Test(features, up_stair_below_level_one_and_bottom_down)
{
    lev->ctx.dlevel = 5;
    lev->ctx.dunlevs_in_dungeon = 5;
    cr_expect(mkstairs_force(lev, 20, 10, true, true));
    cr_expect_eq(lev->at[20][10].typ, STAIRS);
    cr_expect_eq(lev->stairs[0].tolev.dlevel, 4);
    cr_expect_not(mkstairs_force(lev, 21, 10, false, true));
    cr_expect_eq(lev->at[21][10].typ, ROOM);
}

Test(features, random_stair_on_floor)
{
    lev->ctx.dlevel = 3;
    cr_assert_eq(run_fixture("stair_random.lua"), 0, "%s", lev->errmsg);
    cr_assert_eq(lev->nstairs, 1);
    int x = lev->stairs[0].sx, y = lev->stairs[0].sy;
    /* inside the map's floor, found with pairs of rn2(7), rn2(5) */
    cr_expect(x > X0 && x < X0 + 6 && y > Y0 && y < Y0 + 4, "(%d,%d)", x, y);
    cr_expect_eq(lev->at[x][y].typ, STAIRS);
    cr_assert_geq(ndraws(), 2);
    cr_expect_eq(ndraws() % 2, 0);
    cr_expect_eq(draw(0).arg1, 7);
    cr_expect_eq(draw(1).arg1, 5);
}

/* ----------------------------------------------------------------- altars */

Test(features, altar_alignments_and_draws)
{
    cr_assert_eq(run_fixture("altar.lua"), 0, "%s", lev->errmsg);
    cr_expect_eq(lev->at[X0 + 1][Y0 + 1].typ, ALTAR);
    cr_expect_eq(lev->at[X0 + 1][Y0 + 1].flags, AM_LAWFUL);
    cr_expect_eq(lev->at[X0 + 2][Y0 + 1].flags, AM_NEUTRAL);
    /* noncoaligned for a neutral hero: C's Align2amask macro evaluates
     * noncoalignment's rn2(2) two or three times (test_altar.c pins the
     * mask); not in a temple, so no shrine bit */
    int nn = ndraws() - 1;
    cr_assert(nn == 2 || nn == 3, "%d draws", ndraws());
    for (int i = 0; i < nn; i++)
        cr_expect_eq(draw(i).arg1, 2);
    if (nn == 2)
        cr_expect_eq(lev->at[X0 + 3][Y0 + 1].flags, AM_LAWFUL);
    else
        cr_expect_eq(lev->at[X0 + 3][Y0 + 1].flags,
                     (draw(2).result ? -1 : 1) + 2);
    /* random: induced_align with no level or dungeon alignment: rn2(3) */
    struct rng_line a = draw(nn);
    cr_expect_eq(a.arg1, 3);
    cr_expect_eq(lev->at[X0 + 4][Y0 + 1].flags,
                 align_to_amask((int) a.result - 1));
    cr_expect_not(lev->flags.has_temple);
}

Test(features, induced_align_level_then_random)
{
    lev->ctx.level_align = AM_LAWFUL;
    lev->ctx.dungeon_align = AM_CHAOTIC;
    size_t n0 = g_rng.nlog;
    int m = induced_align(lev, 80);
    struct rng_line first;

    cr_assert(rng_parse_line(g_rng.log[n0], &first));
    cr_expect_eq(first.arg1, 100);
    if (first.result < 80) {
        cr_expect_eq(m, AM_LAWFUL);
        cr_expect_eq(g_rng.nlog - n0, 1);
    } else {
        /* the dungeon's alignment is lost in C: straight to rn2(3) */
        struct rng_line second;

        cr_assert(rng_parse_line(g_rng.log[n0 + 1], &second));
        cr_expect_eq(second.arg1, 3);
        cr_expect_eq(g_rng.nlog - n0, 2);
    }
}

Test(features, induced_align_ignores_dungeon_alignment)
{
    lev->ctx.dungeon_align = AM_LAWFUL; /* the Mines: no rn2(100) in C */
    size_t n0 = g_rng.nlog;
    (void) induced_align(lev, 80);
    struct rng_line d;

    cr_assert_eq(g_rng.nlog - n0, 1);
    cr_assert(rng_parse_line(g_rng.log[n0], &d));
    cr_expect_eq(d.arg1, 3);
}

Test(features, shrine_in_temple)
{
    int r = add_room(lev, 10, 5, 14, 8, true, TEMPLE, false);

    lev->build->coder.croom = r;
    cr_assert(altar_create(lev, 2, 1, AM_CHAOTIC, 1));
    cr_expect_eq(lev->at[12][6].typ, ALTAR);
    cr_expect_eq(lev->at[12][6].flags, AM_CHAOTIC | AM_SHRINE);
    cr_expect(lev->flags.has_temple);
    cr_assert(altar_create(lev, 3, 1, AM_LAWFUL, 2));
    cr_expect_eq(lev->at[13][6].flags, AM_LAWFUL | AM_SHRINE | AM_SANCTUM);
}

/* -------------------------------------------------------------- furniture */

Test(features, feature_types_and_flags)
{
    cr_assert_eq(run_fixture("feature.lua"), 0, "%s", lev->errmsg);
    cr_expect_eq(lev->at[X0 + 1][Y0 + 1].typ, FOUNTAIN);
    cr_expect_eq(lev->at[X0 + 2][Y0 + 1].typ, SINK);
    cr_expect_eq(lev->at[X0 + 2][Y0 + 1].flags, 4); /* S_LRING */
    cr_expect_eq(lev->at[X0 + 3][Y0 + 1].typ, THRONE);
    cr_expect_eq(lev->at[X0 + 3][Y0 + 1].flags, 1); /* T_LOOTED */
    cr_expect_eq(lev->at[X0 + 4][Y0 + 1].typ, TREE);
    /* the altar is furniture: the pool does not replace it */
    cr_expect_eq(lev->at[X0 + 5][Y0 + 1].typ, ALTAR);
    cr_expect_eq(ndraws(), 0);
}

/* ------------------------------------------------------ engravings, graves */

Test(features, engravings_and_graves)
{
    cr_assert_eq(run_fixture("engrave.lua"), 0, "%s", lev->errmsg);
    struct engr *e = nhl_level_engr_at(lev, X0 + 1, Y0 + 1);

    cr_assert_not_null(e);
    cr_expect_str_eq(e->text, "Elbereth");
    cr_expect_eq(e->engr_type, BURN);
    cr_expect_not(e->guardobjects); /* the table's default wins */
    e = nhl_level_engr_at(lev, X0 + 2, Y0 + 1);
    cr_assert_not_null(e);
    cr_expect_str_eq(e->text, "again"); /* replaced "hello" */
    cr_expect_eq(e->engr_type, ENGRAVE);
    cr_expect(e->nowipeout);
    cr_expect_eq(lev->at[X0 + 3][Y0 + 1].typ, GRAVE);
    e = nhl_level_engr_at(lev, X0 + 3, Y0 + 1);
    cr_assert_not_null(e);
    cr_expect_str_eq(e->text, "RIP");
    cr_expect_eq(e->engr_type, HEADSTONE);
    /* no text: one draw for the epitaph */
    cr_expect_eq(lev->at[X0 + 4][Y0 + 1].typ, GRAVE);
    e = nhl_level_engr_at(lev, X0 + 4, Y0 + 1);
    cr_assert_not_null(e);
    cr_expect_gt(strlen(e->text), 0);
    cr_expect_eq(ndraws(), 1);
    cr_expect_eq(lev->nengravings, 4);
}

/* ------------------------------------------------------------------- gold */

Test(features, gold_forms_and_y_equals_x)
{
    /* y = x is 3.7's reading (5.0.0's: test_v50_luaapi.c) */
    struct nhl_level_context c;

    nhl_level_context_defaults(&c);
    c.version = NHV_3_7;
    nhl_level_free(lev);
    lev = level_new(&g_rng, &c);
    cr_assert_eq(run_fixture("gold.lua"), 0, "%s", lev->errmsg);
    cr_assert_eq(lev->nobjects, 2);
    /* des.gold(50, 5, 9) lands on (5,5) of the map */
    cr_expect_eq(lev->objects[0].x, X0 + 5);
    cr_expect_eq(lev->objects[0].y, Y0 + 5);
    cr_expect_eq(lev->objects[0].quan, 50);
    cr_expect_eq(lev->objects[0].otyp, GOLD_PIECE);
    /* 7 then 3 more on the same spot make one pile */
    cr_expect_eq(lev->objects[1].x, X0 + 1);
    cr_expect_eq(lev->objects[1].quan, 10);
    /* fixed amounts and spots: only each new pile's id draw (mksobj's
     * next_ident); the 3 added to the pile draw nothing */
    cr_assert_eq(ndraws(), 2);
    for (int i = 0; i < 2; i++) {
        cr_expect_str_eq(draw(i).func, "rnd");
        cr_expect_eq(draw(i).arg1, 2);
    }
    cr_expect_lt(lev->objects[0].o_id, lev->objects[1].o_id);
}

Test(features, gold_random_amount_after_location)
{
    cr_assert_eq(run_fixture("gold_random.lua"), 0, "%s", lev->errmsg);
    cr_assert_eq(lev->nobjects, 1);
    size_t n = ndraws();
    cr_assert_geq(n, 3);
    /* the spot (rn2(7), rn2(5) tries), then the amount, then the new
     * gold object's id */
    struct rng_line amount = draw(n - 2);

    cr_expect_str_eq(amount.func, "rnd");
    cr_expect_eq(amount.arg1, 200);
    cr_expect_eq(lev->objects[0].quan, amount.result);
    cr_expect_str_eq(draw(n - 1).func, "rnd");
    cr_expect_eq(draw(n - 1).arg1, 2);
    cr_expect_eq(draw(0).arg1, 7);
}

/* ---------------------------------------------------------- level regions */

Test(features, lregions_stored_absolute)
{
    cr_assert_eq(run_fixture("lregion.lua"), 0, "%s", lev->errmsg);
    cr_assert_eq(lev->nlregions, 3);
    struct lev_region *r = &lev->lregions[0];

    cr_expect_eq(r->rtype, LR_UPSTAIR);
    cr_expect_eq(r->inarea[0], X0 + 1);
    cr_expect_eq(r->inarea[1], Y0 + 1);
    cr_expect_eq(r->inarea[2], X0 + 3);
    cr_expect_eq(r->inarea[3], Y0 + 2);
    cr_expect(r->del_islev); /* no exclude: off-map, unconverted */
    cr_expect_eq(r->delarea[0], -1);
    r = &lev->lregions[1];
    cr_expect_eq(r->rtype, LR_PORTAL);
    cr_expect_eq(r->inarea[0], 1);
    cr_expect_eq(r->inarea[2], 75);
    cr_expect_eq(r->delarea[0], X0);
    cr_expect_eq(r->delarea[3], Y0 + 4);
    cr_expect_str_eq(r->rname, "air");
    r = &lev->lregions[2];
    cr_expect_eq(r->rtype, LR_DOWNTELE);
    cr_expect_eq(r->inarea[2], X0 + 5);
    cr_assert_eq(lev->nexclusions, 1);
    cr_expect_eq(lev->exclusions[0].zonetype, LR_MONGEN);
    cr_expect_eq(lev->exclusions[0].lx, X0);
    cr_expect_eq(lev->exclusions[0].hy, Y0 + 2);
    cr_expect_eq(ndraws(), 0);
}

/* ---------------------------------------------------------------- objects */

Test(features, objects_placed_with_parsed_fields)
{
    cr_assert_eq(run_fixture("objects.lua"), 0, "%s", lev->errmsg);
    int i = 0;

    cr_assert_geq(lev->nobjects, 6);
    cr_expect_eq(lev->objects[i].otyp, BOULDER);
    cr_expect_eq(lev->objects[i].x, X0 + 1);
    cr_expect_eq(lev->objects[i].y, Y0 + 1);
    i++;
    cr_expect_eq(lev->objects[i].otyp, ARROW);
    cr_expect_eq(lev->objects[i].quan, 12);
    cr_expect(lev->objects[i].cursed);
    cr_expect_eq(lev->objects[i].spe, 2);
    cr_expect_eq(lev->objects[i].oclass, ')');
    i++;
    int swords = objects_invariant[LONG_SWORD].oc_merge ? 1 : 3;
    for (int k = 0; k < swords; k++, i++) {
        cr_expect_eq(lev->objects[i].otyp, LONG_SWORD);
        cr_expect_eq(lev->objects[i].x, X0 + 3);
    }
    int chest = i++;
    cr_expect_eq(lev->objects[chest].otyp, CHEST);
    cr_expect_eq(lev->objects[i].otyp, DAGGER);
    cr_expect_eq(lev->objects[i].container, chest);
    cr_expect_eq(lev->build->coder.container_idx, 0);
    i++;
    /* the returned obj handle was the chest */
    struct engr *e = nhl_level_engr_at(lev, X0 + 5, Y0 + 3);
    cr_assert_not_null(e);
    cr_expect_str_eq(e->text, "chest");
    /* class only: mkobj's random type of that class (rnd(1000) over the
     * class's probabilities comes first) */
    cr_assert_geq(lev->objects[i].otyp, 0);
    cr_expect_eq(lev->objects[i].oclass, '%');
    cr_expect_eq(objects_invariant[lev->objects[i].otyp].oc_class,
                 objects_invariant[APPLE].oc_class);
    i++;
    cr_expect_eq(lev->objects[i].otyp, CORPSE);
    cr_expect_eq(lev->objects[i].corpsenm, PM_JACKAL);
    /* each object is mksobj's: the first draw is the boulder's id, and
     * ids grow in creation order */
    cr_expect_str_eq(draw(0).func, "rnd");
    cr_expect_eq(draw(0).arg1, 2);
    for (int k = 1; k <= i; k++)
        cr_expect_gt(lev->objects[k].o_id, lev->objects[k - 1].o_id,
                     "object %d", k);
}

Test(features, find_objtype_prefixes_and_descriptions)
{
    struct nhl_level *l37, *l50;
    struct nhl_level_context c;

    nhl_level_context_defaults(&c);
    c.version = NHV_3_7;
    l37 = level_new(&g_rng, &c);
    c.version = NHV_5_0_0;
    l50 = level_new(&g_rng, &c);
    /* 5.0.0 added the wand of stasis; 3.7 knows no such object */
    cr_expect_eq(find_objtype(l50, "wand of stasis"), WAN_STASIS);
    cr_expect_eq(find_objtype(l37, "wand of stasis"), -1);
    cr_expect_eq(find_objtype(l37, "silver mace"), -1);
    nhl_level_free(l37);
    nhl_level_free(l50);
    cr_expect_eq(find_objtype(lev, "boulder"), BOULDER);
    cr_expect_eq(find_objtype(lev, "wand of striking"), WAN_STRIKING);
    cr_expect_eq(find_objtype(lev, "scroll of teleportation"), SCR_TELEPORTATION);
    /* the bare name is the first in the table: the ring */
    cr_expect_eq(find_objtype(lev, "teleportation"), RIN_TELEPORTATION);
    cr_expect_eq(find_objtype(lev, "no such thing"), -1);
}

/* --------------------------------------------------------------- monsters */

Test(features, monsters_draws_and_inventory)
{
    cr_assert_eq(run_fixture("monsters.lua"), 0, "%s", lev->errmsg);
    cr_assert_eq(lev->nmonsters, 3);
    /* jackal: gender rn2(2), then induced_align's rn2(3), then makemon
     * (its id draw first) */
    cr_expect_eq(draw(0).arg1, 2);
    cr_expect_eq(draw(1).arg1, 3);
    cr_expect_str_eq(draw(2).func, "rnd");
    cr_expect_eq(draw(2).arg1, 2);
    cr_expect_eq(lev->monsters[0].mndx, PM_JACKAL);
    cr_expect_eq(lev->monsters[0].female, draw(0).result);
    cr_expect_eq(lev->monsters[0].x, X0 + 1);
    /* Medusa is always female: no gender draw before induced_align */
    size_t k;

    for (k = 0; k < ndraws(); k++)
        if (strstr(draw(k).script, "monsters.lua:11"))
            break;
    cr_assert_lt(k, ndraws());
    cr_expect_str_eq(draw(k).func, "rn2");
    cr_expect_eq(draw(k).arg1, 3);
    cr_expect_eq(lev->monsters[1].mndx, PM_MEDUSA);
    cr_expect(lev->monsters[1].female);
    cr_expect(lev->monsters[1].asleep);
    /* a class: mkclass picks a species of it */
    cr_assert_geq(lev->monsters[2].mndx, 0);
    cr_expect_eq(mons_invariant[lev->monsters[2].mndx].sym, 'D');
    cr_expect_not(lev->monsters[2].peaceful);
    /* its inventory: the script's long sword replaces what makemon gave
     * (C: discard_minvent), so it is the dragon's only object */
    int carried = 0, sword = -1;

    for (int i = 0; i < lev->nobjects; i++) {
        const struct obj *o = &lev->objects[i];

        if (o->owner == 2 && !o->floating) {
            carried++;
            sword = i;
        }
    }
    cr_expect_eq(carried, 1);
    cr_assert_geq(sword, 0);
    cr_expect_eq(lev->objects[sword].otyp, LONG_SWORD);
    cr_expect_eq(lev->build->coder.invent_monster, 0);
}

Test(features, find_montype_gender)
{
    int g;

    cr_expect_eq(find_montype(lev, "Medusa", &g), PM_MEDUSA);
    cr_expect_eq(g, FEMALE);
    size_t n0 = g_rng.nlog;
    cr_expect_eq(find_montype(lev, "no such monster", &g), -1);
    cr_expect_eq(g, NEUTRAL);
    cr_expect_eq(g_rng.nlog, n0);
}

Test(features, mines_dwarf_hero_own_race)
{
    struct mon_request rq;
    char skipped[128];

    memset(&rq, 0, sizeof rq);
    rq.x = 5;
    rq.y = 5;
    rq.mndx = PM_DWARF;
    rq.mclass = 'h';
    rq.sp_amask = AM_NONE;
    rq.peaceful = rq.asleep = -1;
    lev->ctx.in_mines = true;
    strcpy(own_hero(lev)->race, "dwarf");
    size_t n0 = g_rng.nlog;
    cr_assert_geq(monster_create(lev, &rq, skipped, sizeof skipped), 0);
    struct rng_line d;
    cr_assert(rng_parse_line(g_rng.log[n0], &d));
    cr_expect_eq(d.arg1, 3);
    cr_expect_eq(lev->monsters[0].mndx, d.result ? -1 : PM_DWARF);
}

/* ------------------------------------------------------------------ traps */

Test(features, traps_placed)
{
    cr_assert_eq(run_fixture("traps.lua"), 0, "%s", lev->errmsg);
    cr_assert_eq(lev->ntraps, 3);
    cr_expect_eq(lev->traps[0].ttyp, PIT);
    cr_expect_eq(lev->traps[0].tx, X0 + 1);
    cr_expect_eq(lev->traps[1].ttyp, ROLLING_BOULDER_TRAP);
    /* launchfrom is an offset from the trap, here not in line with it:
     * the launch spot is searched for (mktrap's domain, test_mktrap) */
    cr_expect_neq(lev->traps[1].launch.x, X0 + 2 + 5);
    /* an unknown type in the table form is a random trap */
    cr_expect_neq(lev->traps[2].ttyp, NO_TRAP);
    cr_expect_eq(lev->traps[2].tx, X0 + 3);
}

Test(features, trap_avoids_stairs)
{
    struct trap_request rq = { -1, -1, PIT, true, false, true, false, { 0, 0 } };

    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            lev->at[x][y].typ = STAIRS;
    lev->at[40][10].typ = ROOM;
    /* 101 tries of random spots, nearly all stairs: none placed or the
     * one floor spot */
    int t = trap_create(lev, &rq);
    if (t >= 0) {
        cr_expect_eq(lev->traps[t].tx, 40);
        cr_expect_eq(lev->traps[t].ty, 10);
    }
}

/* ----------------------------------------------------------------- errors */

Test(features, errors_name_the_script_line)
{
    cr_expect_neq(run_fixture("bad_trap.lua"), 0);
    cr_expect(strstr(lev->errmsg, "bad_trap.lua:2") != NULL, "%s", lev->errmsg);
    cr_expect(strstr(lev->errmsg, "Unknown trap type") != NULL, "%s",
              lev->errmsg);
    cr_expect_neq(run_fixture("bad_object.lua"), 0);
    cr_expect(strstr(lev->errmsg, "Unknown object id") != NULL, "%s",
              lev->errmsg);
    cr_expect_neq(run_fixture("bad_door.lua"), 0);
    cr_expect(strstr(lev->errmsg, "bad_door.lua:2") != NULL, "%s",
              lev->errmsg);
}

Test(features, vibrating_square_away_from_up_stairs)
{
    struct trap_request rq = { -1, -1, VIBRATING_SQUARE, true, false, true,
                               false, { 0, 0 } };

    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            lev->at[x][y].typ = ROOM;
    lev->ctx.dlevel = 3;
    cr_assert(mkstairs_force(lev, 10, 10, true, false));
    size_t n0 = g_rng.nlog;
    int t = trap_create(lev, &rq);

    cr_assert_geq(t, 0);
    int x = lev->traps[t].tx, y = lev->traps[t].ty;
    cr_expect_eq(lev->traps[t].ttyp, VIBRATING_SQUARE);
    cr_expect(x != 10 && y != 10 && abs(x - 10) != abs(y - 10));
    cr_expect(abs(x - 10) > 11 || abs(y - 10) > 11);
    /* pairs of rn1(67, 7), rn1(11, 6) */
    struct rng_line a;
    cr_assert(rng_parse_line(g_rng.log[n0], &a));
    cr_expect_eq(a.arg1, 67);
    cr_expect_eq((g_rng.nlog - n0) % 2, 0);
}

Test(features, steps_name_what_was_made)
{
    lev->steps = step_log_new();
    cr_assert_eq(run_fixture("monsters.lua"), 0, "%s", lev->errmsg);
    step_end(lev);
    const char *want[] = { "jackal at (", "Medusa at (", " at (" };
    int found = 0;

    for (int i = 0; i < lev->steps->n; i++) {
        const struct nhl_step *s = &lev->steps->v[i];

        if (strcmp(s->name, "des.monster") || !strstr(s->args, " at ("))
            continue;
        if (found < 3)
            cr_expect(strstr(s->args, want[found]) != NULL, "%s", s->args);
        cr_expect(strstr(s->args, "skipped") == NULL, "%s", s->args);
        found++;
    }
    cr_expect_eq(found, 3);
}

Test(features, altar_outside_contents_finds_temple_by_roomno)
{
    int r = add_room(lev, 10, 5, 14, 8, true, TEMPLE, false);

    topologize(lev, r);
    /* script coordinates against the level origin (1,0) */
    cr_assert(altar_create(lev, 11, 6, AM_NEUTRAL, 1));
    cr_expect_eq(lev->at[12][6].typ, ALTAR);
    cr_expect_eq(lev->at[12][6].flags, AM_NEUTRAL | AM_SHRINE);
    /* outside any room: an altar, never a shrine */
    cr_assert(altar_create(lev, 29, 6, AM_NEUTRAL, 1));
    cr_expect_eq(lev->at[30][6].flags, AM_NEUTRAL);
}
