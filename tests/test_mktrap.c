/* test_mktrap.c - trap generation: mktrap's kind choice (traptype_rnd,
 * Gehennom's fire traps, the level's rules), maketrap's set-up (holes'
 * destinations and floors, squeaky board notes, rolling boulder launch
 * spots and their boulders), rndtrap for mazes, and des.trap through the
 * Lua binding on fixture scripts (fixtures/mktrap). The kind draws are
 * also replayed inside C's own RNG stream for every truth level. */
#include <criterion/criterion.h>
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data_enums.h" /* BOULDER, STATUE: the engine's numbering */
#include "gen_default.h" /* gen_default: the generators a build uses, on a bare level */
#include "level.h" /* level_new, level_add_engraving: a level made outside a build */
#include "lua_host.h" /* lua_host_new, lua_host_run_file: scripts run on a bare level */
#include "mktrap.h" /* mktrap, traptype_rnd: the module under test */
#include "rng.h" /* d, rnd: the draws, private to the engine */
#include "traps.h" /* maketrap, C_TRAPNUM: engine internals the test drives */

#include "gen_recorder.h" /* NULL: engine internals the test drives */
#include "testutil.h"

static struct nhl_rng g_rng;
static struct nhl_level *lev;

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

TestSuite(mktrap, .init = setup, .fini = teardown);

static int run_fixture(const char *name)
{
    char path[512];
    lua_State *L = lua_host_new(lev, NULL);
    int rc;

    cr_assert_not_null(L, "%s", lev->errmsg);
    snprintf(path, sizeof path, "%s/fixtures/mktrap/%s", NHLEV_TEST_DIR,
             name);
    rc = lua_host_run_file(L, path);
    lua_host_close(L);
    return rc;
}

/* draws logged by function name since log line n0 */
static int count_draws(size_t n0, const char *fn)
{
    int n = 0;

    for (size_t i = n0; i < g_rng.nlog; i++) {
        struct rng_line ln;

        if (rng_parse_line(g_rng.log[i], &ln) && !strcmp(ln.where, fn))
            n++;
    }
    return n;
}

static void floor_room(int lx, int ly, int hx, int hy)
{
    for (int x = lx; x <= hx; x++)
        for (int y = ly; y <= hy; y++)
            lev->at[x][y].typ = ROOM;
}

/* ------------------------------------------------------------ kinds */

Test(mktrap, random_kinds_fit_the_difficulty)
{
    struct coord tm = { 40, 10 };
    int seen[C_TRAPNUM] = { 0 };

    floor_room(30, 5, 50, 15);
    lev->ctx.level_difficulty = 1;
    lev->ctx.dlevel = 1;
    for (int i = 0; i < 400; i++) {
        int t = mktrap(lev, NO_TRAP, MKTRAP_MAZEFLAG | MKTRAP_NOVICTIM, -1,
                       &tm);

        cr_assert_geq(t, 0);
        seen[lev->traps[t].ttyp]++;
        lev->ntraps = 0; /* the next one on a clear spot */
        lev->nobjects = 0;
    }
    /* too hard for difficulty 1, out of Gehennom, or never random */
    const int never[] = { ROLLING_BOULDER_TRAP, SLP_GAS_TRAP, LEVEL_TELEP,
                          SPIKED_PIT, LANDMINE, WEB, STATUE_TRAP, POLY_TRAP,
                          FIRE_TRAP, MAGIC_PORTAL, VIBRATING_SQUARE };
    for (size_t i = 0; i < sizeof never / sizeof never[0]; i++)
        cr_expect_eq(seen[never[i]], 0, "kind %d made", never[i]);
    cr_expect_gt(seen[ARROW_TRAP], 0);
    cr_expect_gt(seen[TELEP_TRAP], 0);
    /* holes are kept one time in seven, so rarer than the rest */
    cr_expect_lt(seen[HOLE], seen[ARROW_TRAP]);
}

Test(mktrap, noteleport_and_hell_rules)
{
    struct coord tm = { 40, 10 };
    int tele = 0, fire = 0;

    floor_room(30, 5, 50, 15);
    lev->ctx.level_difficulty = 20;
    lev->ctx.in_hell = true;
    lev->ctx.dlevel = 5;
    lev->ctx.dunlevs_in_dungeon = 20;
    lev->flags.noteleport = true;
    size_t n0 = g_rng.nlog;

    for (int i = 0; i < 300; i++) {
        int t = mktrap(lev, NO_TRAP, MKTRAP_MAZEFLAG | MKTRAP_NOVICTIM, -1,
                       &tm);

        cr_assert_geq(t, 0);
        tele += lev->traps[t].ttyp == TELEP_TRAP
                || lev->traps[t].ttyp == LEVEL_TELEP;
        fire += lev->traps[t].ttyp == FIRE_TRAP;
        lev->ntraps = 0;
        lev->nobjects = 0;
    }
    cr_expect_eq(tele, 0);
    /* a fifth outright, and the rest's share */
    cr_expect_gt(fire, 40);
    /* every trap drew Gehennom's rn2(5) first */
    cr_expect_eq(count_draws(n0, "mktrap"), 300);
}

Test(mktrap, hole_becomes_falling_rock_where_one_cannot_fall)
{
    struct coord tm = { 40, 10 };

    floor_room(30, 5, 50, 15);
    lev->flags.hardfloor = true;
    int t = mktrap(lev, HOLE, MKTRAP_MAZEFLAG, -1, &tm);

    cr_assert_geq(t, 0);
    cr_expect_eq(lev->traps[t].ttyp, ROCKTRAP);
    /* the castle is a bottom level, yet its trap doors work */
    lev->ntraps = 0;
    lev->flags.hardfloor = false;
    lev->ctx.dlevel = lev->ctx.dunlevs_in_dungeon = 25;
    snprintf(lev->ctx.special, sizeof lev->ctx.special, "castle");
    size_t n0 = g_rng.nlog;
    t = mktrap(lev, TRAPDOOR, MKTRAP_MAZEFLAG | MKTRAP_NOVICTIM, -1, &tm);
    cr_assert_geq(t, 0);
    cr_expect_eq(lev->traps[t].ttyp, TRAPDOOR);
    cr_expect_eq(lev->traps[t].dst.dlevel, 25);
    cr_expect_eq(count_draws(n0, "hole_destination"), 0);
}

Test(mktrap, rndtrap_never_makes_holes_or_portals)
{
    int seen[C_TRAPNUM] = { 0 };

    lev->flags.noteleport = true;
    lev->flags.hardfloor = true;
    for (int i = 0; i < 2000; i++)
        seen[rndtrap(lev)]++;
    cr_expect_eq(seen[HOLE] + seen[MAGIC_PORTAL] + seen[VIBRATING_SQUARE]
                 + seen[TRAPDOOR] + seen[TELEP_TRAP] + seen[LEVEL_TELEP], 0);
    /* C's own quirk: the two off-map kinds can come out (maketrap then
     * refuses them) */
    cr_expect_gt(seen[TRAPPED_DOOR] + seen[TRAPPED_CHEST], 0);
    cr_expect_eq(maketrap(lev, 40, 10, TRAPPED_CHEST), -1);
    cr_expect_gt(seen[FIRE_TRAP], 0); /* no Gehennom rule here */
}

/* --------------------------------------------------------- maketrap */

Test(mktrap, hole_destination_and_floor)
{
    floor_room(30, 5, 50, 15);
    lev->at[40][10].typ = FOUNTAIN;
    lev->ctx.dnum = 2;
    lev->ctx.dlevel = 3;
    lev->ctx.dunlevs_in_dungeon = 8;
    struct engr *e = level_add_engraving(lev);

    e->x = 40;
    e->y = 10;
    size_t n0 = g_rng.nlog;
    int t = maketrap(lev, 40, 10, HOLE);

    cr_assert_geq(t, 0);
    /* a hole may open on furniture, which becomes floor */
    cr_expect_eq(lev->at[40][10].typ, ROOM);
    cr_expect(lev->traps[t].tseen);
    cr_expect_eq(lev->traps[t].dst.dnum, 2);
    cr_expect_geq(lev->traps[t].dst.dlevel, 4);
    cr_expect_leq(lev->traps[t].dst.dlevel, 8);
    /* one rn2(4) per level fallen (the last non-zero unless at the
     * bottom) */
    cr_expect_eq(count_draws(n0, "hole_destination"),
                 lev->traps[t].dst.dlevel - 3);
    cr_expect_eq(lev->nengravings, 0);
    /* other kinds never go on furniture or stairs */
    lev->at[41][10].typ = ALTAR;
    lev->at[42][10].typ = STAIRS;
    lev->at[43][10].typ = POOL;
    cr_expect_eq(maketrap(lev, 41, 10, ARROW_TRAP), -1);
    cr_expect_eq(maketrap(lev, 42, 10, HOLE), -1);
    cr_expect_eq(maketrap(lev, 43, 10, PIT), -1);
}

Test(mktrap, quest_holes_stop_at_the_locate_level)
{
    floor_room(30, 5, 50, 15);
    lev->ctx.in_quest = true;
    lev->ctx.dlevel = 2;
    lev->ctx.dunlevs_in_dungeon = 6;
    for (int i = 0; i < 20; i++) {
        int t = maketrap(lev, 30 + i, 10, TRAPDOOR);

        cr_assert_geq(t, 0);
        cr_expect_eq(lev->traps[t].dst.dlevel, 3);
    }
    /* Gehennom: the vibrating square level is the bottom */
    lev->ctx.in_quest = false;
    lev->ctx.in_hell = true;
    lev->ctx.dlevel = 20;
    lev->ctx.dunlevs_in_dungeon = 22;
    for (int i = 0; i < 20; i++) {
        int t = maketrap(lev, 30 + i, 11, HOLE);

        cr_assert_geq(t, 0);
        cr_expect_eq(lev->traps[t].dst.dlevel, 21);
    }
}

Test(mktrap, squeaky_boards_play_different_notes)
{
    bool used[12] = { false };

    floor_room(30, 5, 50, 15);
    for (int i = 0; i < 12; i++) {
        int t = maketrap(lev, 30 + i, 10, SQKY_BOARD);

        cr_assert_geq(t, 0);
        cr_expect_not(used[lev->traps[t].tnote], "note %d twice",
                      lev->traps[t].tnote);
        used[lev->traps[t].tnote] = true;
    }
    /* the thirteenth: rn2(12) over all notes; the twelfth had one choice
     * and drew rn2(1) */
    size_t n0 = g_rng.nlog;
    cr_assert_geq(maketrap(lev, 30, 11, SQKY_BOARD), 0);
    struct rng_line ln;

    cr_assert(rng_parse_line(g_rng.log[n0], &ln));
    cr_expect_eq(ln.arg1, 12);
}

Test(mktrap, remaking_a_trap_keeps_its_place)
{
    floor_room(30, 5, 50, 15);
    cr_assert_eq(maketrap(lev, 40, 10, ARROW_TRAP), 0);
    cr_assert_eq(maketrap(lev, 41, 10, DART_TRAP), 1);
    cr_expect_eq(maketrap(lev, 40, 10, BEAR_TRAP), 0);
    cr_expect_eq(lev->traps[0].ttyp, BEAR_TRAP);
    cr_expect_eq(lev->ntraps, 2);
    /* portals and vibrating squares are never replaced */
    cr_assert_eq(maketrap(lev, 42, 10, MAGIC_PORTAL), 2);
    cr_expect_eq(maketrap(lev, 42, 10, PIT), -1);
    cr_expect_eq(lev->traps[2].ttyp, MAGIC_PORTAL);
}

Test(mktrap, rolling_boulder_launch_spot_has_a_boulder)
{
    floor_room(30, 5, 50, 15);
    int t = maketrap(lev, 40, 10, ROLLING_BOULDER_TRAP);

    cr_assert_geq(t, 0);
    struct trap *tr = &lev->traps[t];
    int dx = tr->launch.x - 40, dy = tr->launch.y - 10;

    /* in a straight line 2..8 away, with the boulder on the launch spot */
    cr_expect(dx == 0 || dy == 0 || abs(dx) == abs(dy));
    int dist = abs(dx) > abs(dy) ? abs(dx) : abs(dy);

    cr_expect_geq(dist, 2);
    cr_expect_leq(dist, 8);
    cr_assert_eq(lev->nobjects, 1);
    cr_expect_eq(lev->objects[0].otyp, BOULDER);
    cr_expect_eq(lev->objects[0].x, tr->launch.x);
    cr_expect_eq(lev->objects[0].y, tr->launch.y);
    /* the way back past the trap is as clear */
    cr_expect_eq(lev->at[40 - dx][10 - dy].typ, ROOM);
}

Test(mktrap, rolling_boulder_in_a_closet_has_none)
{
    /* a single floor spot: no launch spot, so the launch is the trap's own
     * spot, no boulder, and no victim */
    lev->at[40][10].typ = ROOM;
    lev->ctx.level_difficulty = 1;
    int t = mktrap(lev, ROLLING_BOULDER_TRAP, MKTRAP_MAZEFLAG, -1,
                   &(struct coord){ 40, 10 });

    cr_assert_geq(t, 0);
    cr_expect_eq(lev->traps[t].launch.x, 40);
    cr_expect_eq(lev->traps[t].launch.y, 10);
    cr_expect_eq(lev->nobjects, 0);
    /* rn1(5,4), rn2(8), then the victim's rnd(4) */
    cr_expect_eq(count_draws(0, "find_random_launch_coord"), 2);
}

Test(mktrap, pits_dig_through_walls_in_mazes)
{
    lev->at[40][10].typ = HWALL;
    lev->at[41][10].typ = STONE;
    lev->flags.is_maze_lev = true;
    cr_assert_geq(maketrap(lev, 40, 10, PIT), 0);
    cr_assert_geq(maketrap(lev, 41, 10, SPIKED_PIT), 0);
    cr_expect_eq(lev->at[40][10].typ, ROOM);
    cr_expect_eq(lev->at[41][10].typ, CORR);
    lev->flags.is_maze_lev = false;
    lev->at[42][10].typ = VWALL;
    cr_assert_geq(maketrap(lev, 42, 10, PIT), 0);
    cr_expect_eq(lev->at[42][10].typ, DOOR);
}

/* ------------------------------------------ with generation's factories */

Test(mktrap, web_gets_its_spider)
{
    lev->build->gen = &rec_ops;
    floor_room(30, 5, 50, 15);
    struct coord tm = { 40, 10 };

    cr_assert_geq(mktrap(lev, WEB, MKTRAP_MAZEFLAG | MKTRAP_NOVICTIM, -1,
                         &tm), 0);
    cr_assert_eq(lev->nmonsters, 1);
    cr_expect_eq(lev->monsters[0].mndx, PM_GIANT_SPIDER);
    cr_expect_eq(lev->monsters[0].x, 40);
    tm.x = 41;
    cr_assert_geq(mktrap(lev, WEB,
                         MKTRAP_MAZEFLAG | MKTRAP_NOVICTIM
                             | MKTRAP_NOSPIDERONWEB,
                         -1, &tm), 0);
    cr_expect_eq(lev->nmonsters, 1);
}

Test(mktrap, victims_near_the_top)
{
    lev->build->gen = &rec_ops;
    lev->ctx.level_difficulty = 1;
    floor_room(30, 5, 50, 15);
    /* difficulty 1 <= rnd(4) always: every arrow trap has its victim */
    for (int i = 0; i < 10; i++) {
        int n0 = lev->nobjects;
        int t = mktrap(lev, ARROW_TRAP, MKTRAP_MAZEFLAG, -1,
                       &(struct coord){ 30 + i, 10 });

        cr_assert_geq(t, 0);
        /* the arrows, one belonging or more (cursed), the corpse last */
        cr_assert_geq(lev->nobjects - n0, 3);
        cr_expect_eq(lev->objects[n0].otyp, ARROW);
        cr_expect(lev->objects[n0 + 1].cursed);
        const struct obj *c = &lev->objects[lev->nobjects - 1];

        cr_expect_eq(c->otyp, CORPSE);
        cr_expect(c->corpsenm == PM_ELF || c->corpsenm == PM_DWARF
                  || c->corpsenm == PM_ORC || c->corpsenm == PM_GNOME
                  || c->corpsenm == PM_HUMAN
                  || (c->corpsenm >= PM_ARCHEOLOGIST
                      && c->corpsenm < PM_WIZARD),
                  "corpse of %d", c->corpsenm);
        for (int k = n0; k < lev->nobjects; k++) {
            cr_expect_eq(lev->objects[k].x, 30 + i);
            cr_expect_eq(lev->objects[k].y, 10);
        }
    }
    /* squeaky boards, rust traps and pits kill nobody */
    int n0 = lev->nobjects;

    (void) mktrap(lev, SQKY_BOARD, MKTRAP_MAZEFLAG, -1,
                  &(struct coord){ 30, 12 });
    (void) mktrap(lev, PIT, MKTRAP_MAZEFLAG, -1, &(struct coord){ 31, 12 });
    cr_expect_eq(lev->nobjects, n0);
    /* deeper, rarely: difficulty 5 never */
    lev->ctx.level_difficulty = 5;
    (void) mktrap(lev, DART_TRAP, MKTRAP_MAZEFLAG, -1,
                  &(struct coord){ 32, 12 });
    cr_expect_eq(lev->nobjects, n0);
}

Test(mktrap, statue_trap_holds_its_monsters_pack)
{
    lev->build->gen = &rec_ops;
    floor_room(30, 5, 50, 15);
    int t = maketrap(lev, 40, 10, STATUE_TRAP);

    cr_assert_geq(t, 0);
    /* the statue, and inside it the jackal's rock; the jackal is gone */
    cr_expect_eq(lev->nmonsters, 0);
    int st = -1;

    for (int i = 0; i < lev->nobjects; i++)
        if (lev->objects[i].otyp == STATUE)
            st = i;
    cr_assert_geq(st, 0);
    cr_expect_eq(lev->objects[st].x, 40);
    cr_expect_eq(lev->objects[st].corpsenm, PM_JACKAL);
    bool inside = false;

    for (int i = 0; i < lev->nobjects; i++)
        inside |= lev->objects[i].container == st
                  && lev->objects[i].otyp == ROCK
                  && lev->objects[i].owner < 0;
    cr_expect(inside);
}

/* ----------------------------------------------------------- des.trap */

Test(mktrap, des_trap_draws_kind_then_victim)
{
    lev->ctx.level_difficulty = 3;
    lev->ctx.dlevel = 3;
    lev->ctx.dunlevs_in_dungeon = 10;
    cr_assert_eq(run_fixture("kinds.lua"), 0, "%s", lev->errmsg);
    cr_assert_eq(lev->ntraps, 4);
    /* hole: destination below, seen */
    cr_expect_eq(lev->traps[0].ttyp, HOLE);
    cr_expect(lev->traps[0].tseen);
    cr_expect_gt(lev->traps[0].dst.dlevel, 3);
    /* seen = true */
    cr_expect_eq(lev->traps[1].ttyp, ARROW_TRAP);
    cr_expect(lev->traps[1].tseen);
    /* random kinds are never too hard for difficulty 3 */
    for (int i = 2; i < 4; i++) {
        int k = lev->traps[i].ttyp;

        cr_expect(k > NO_TRAP && k != SPIKED_PIT && k != LANDMINE
                      && k != WEB && k != STATUE_TRAP && k != POLY_TRAP
                      && k != LEVEL_TELEP && k != FIRE_TRAP
                      && k != VIBRATING_SQUARE && k != MAGIC_PORTAL,
                  "kind %d", k);
    }
    /* one victim test per trap, but none for victim = false */
    cr_expect_eq(count_draws(0, "mktrap"), 3);
    cr_expect_geq(count_draws(0, "traptype_rnd"), 2);
}

Test(mktrap, des_trap_teledest_is_a_fixed_destination)
{
    cr_assert_eq(run_fixture("teledest.lua"), 0, "%s", lev->errmsg);
    cr_assert_eq(lev->ntraps, 2);
    cr_expect_eq(lev->traps[0].ttyp, TELEP_TRAP);
    /* map origin + the script's coordinates */
    cr_expect_eq(lev->traps[0].launch.x, lev->build->coder.xstart + 5);
    cr_expect_eq(lev->traps[0].launch.y, lev->build->coder.ystart + 3);
    /* only for that trap */
    cr_expect_eq(lev->traps[1].launch.x, -1);
    cr_expect_eq(lev->build->coder.launchplace.x, 0);
}

/* ----------------------------------------------- replay in C's stream */

/* the C lines of mktrap's kind choice: traptype_rnd's rnd(25) and the
 * hole's rn2(7), Gehennom's rn2(5) */
static bool kind_line(const char *s)
{
    return strstr(s, "mklev.c:1784") || strstr(s, "mklev.c:1836")
           || strstr(s, "mklev.c:1913");
}

static bool ours_replayable(const char *fn)
{
    return !strcmp(fn, "traptype_rnd") || !strcmp(fn, "mktrap")
           || !strcmp(fn, "hole_destination");
}

/* Every random trap kind of a special or filler level in the truth files,
 * and every hole of a given kind, made again inside C's stream: the
 * generator is advanced to where C's mktrap began, the same request is
 * made, and the kind draws, the hole's destination draws and the victim
 * test must be C's, draw for draw. */
Test(mktrap, kinds_replay_truth_draws)
{
    DIR *d = opendir(NHLEV_SHARED_DIR "/truth");
    struct dirent *e;
    int groups = 0, full = 0, unplaced = 0, webs = 0, spiderless = 0;
    int web_off = 0;
    long compared = 0;

    cr_assert_not_null(d);
    while ((e = readdir(d))) {
        char path[512];

        if (!strstr(e->d_name, ".seed"))
            continue;
        snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR,
                 e->d_name);
        char *text = tu_slurp(path);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;

        free(text);
        if (!doc)
            continue;
        const char *variant = cJSON_GetObjectItem(doc, "variant")->valuestring;

        /* ordinary levels and the Rogue level pick a room spot between
         * the kind and the victim test */
        if (!variant[0]) {
            cJSON_Delete(doc);
            continue;
        }
        const cJSON *log = cJSON_GetObjectItem(doc, "rng");
        const cJSON *fl = cJSON_GetObjectItem(doc, "levelFlags");
        int nlines = cJSON_GetArraySize(log);
        long raw = 0;
        struct nhl_level_context c;
        struct nhl_hero h;

        nhl_doc_context_from_json(doc, &c);
        nhl_doc_hero_from_json(doc, &h);
        if (!strstr(variant, "-fil") && strcmp(variant, "minefill")
            && strcmp(variant, "hellfill")) {
            snprintf(c.special, sizeof c.special, "%s", variant);
            char *dash = strrchr(c.special, '-');

            if (dash && dash[1] >= '0' && dash[1] <= '9')
                *dash = 0;
        }
        for (int i = 0; i < nlines; i++) {
            const char *s = cJSON_GetArrayItem(log, i)->valuestring;
            const char *prev =
                i ? cJSON_GetArrayItem(log, i - 1)->valuestring : "";
            int kind = -1;

            if (kind_line(s) && !kind_line(prev))
                kind = NO_TRAP;
            else if (strstr(s, "trap.c:449") && !kind_line(prev)
                     && !strstr(prev, "trap.c:449"))
                kind = HOLE;
            if (kind < 0) {
                raw += tu_raw_outputs(s);
                continue;
            }
            struct nhl_rng r;

            memset(&r, 0, sizeof r);
            nhl_rng_init(&r, (uint64_t) cJSON_GetObjectItem(doc, "seed")
                             ->valuedouble);
            for (long k = 0; k < raw; k++)
                (void) rn2(&r, 2);
            nhl_rng_set_logging(&r, true);
            struct nhl_level *l = level_new_hero(&r, &c, &h);

            l->flags.noteleport =
                cJSON_GetObjectItem(fl, "noteleport")->valueint;
            l->flags.hardfloor = cJSON_GetObjectItem(fl, "hardfloor")->valueint;
            l->at[40][10].typ = ROOM;
            /* webs get their spiders from monster generation */
            l->build->gen = &gen_default;
            int t = mktrap(l, kind, MKTRAP_MAZEFLAG, -1,
                           &(struct coord){ 40, 10 });
            /* a statue trap's statue (object generation, not here) comes
             * before the victim test; a hole made by maketrap alone has
             * none */
            bool no_victim = kind == HOLE
                             || (t >= 0 && l->traps[t].ttyp == STATUE_TRAP);
            bool web = t >= 0 && l->traps[t].ttyp == WEB;
            bool ok = true;
            size_t n = 0;

            for (; n < r.nlog && ok; n++) {
                struct rng_line ln;
                char ours[48], theirs[48];
                const cJSON *tl = cJSON_GetArrayItem(log, i + (int) n);

                if (!rng_parse_line(r.log[n], &ln)
                    || (!web && !ours_replayable(ln.where)))
                    break;
                if (!tl) {
                    ok = false;
                    break;
                }
                if (!strcmp(ln.where, "mktrap")
                    && !strncmp(r.log[n], "rnd(4)", 6)
                    && !strstr(tl->valuestring, "mklev.c:1979")) {
                    /* C made no trap: its random spot was furniture (or,
                     * for a web, C's spider has a pack we do not make
                     * yet: its draws agree up to there) */
                    unplaced += !no_victim && !web;
                    break;
                }
                if (web && strcmp(ln.where, "mktrap")
                    && strcmp(ln.where, "traptype_rnd")
                    && strstr(tl->valuestring, "mklev.c:1979")) {
                    /* C's web spot held a monster already: no spider */
                    spiderless++;
                    break;
                }
                tu_call_part(r.log[n], ours, sizeof ours);
                tu_call_part(tl->valuestring, theirs, sizeof theirs);
                ok = !strcmp(ours, theirs);
                compared++;
                if (!ok && web && !ours_replayable(ln.where)) {
                    /* the spider itself (monster and object generation's
                     * draws): counted, not failed here */
                    cr_log_info("%s line %d: the spider's draw %zu: ours "
                                "%s, C's %s", e->d_name, i + 1, n, ours,
                                tl->valuestring);
                    web_off++;
                    ok = true;
                    break;
                }
                cr_expect_str_eq(ours, theirs, "%s line %d: draw %zu (%s)",
                                 e->d_name, i + 1, n, tl->valuestring);
            }
            groups++;
            full += ok && n > 0;
            webs += web && ok;
            nhl_level_free(l);
            nhl_rng_free(&r);
            raw += tu_raw_outputs(s);
        }
        cJSON_Delete(doc);
    }
    closedir(d);
    cr_log_info("trap kind replay: %d traps, %d fully (%d not placed by C), "
                "%ld draws; webs: %d, their spiders' draws differ in %d",
                groups, full, unplaced, compared, webs, web_off);
    cr_expect_gt(groups, 500);
    cr_expect_lt(unplaced * 20, groups);
    cr_expect_gt(webs, 40);
    cr_expect_eq(full, groups);
    cr_expect_lt(spiderless, 3);
    cr_expect_lt(web_off * 10, webs);
}

/* the final map of a truth level as it was before the flip */
static int unflip_x(const cJSON *flip, int x)
{
    int v = cJSON_GetObjectItem(flip, "value")->valueint;
    const cJSON *ext = cJSON_GetObjectItem(flip, "extent");

    if (v > 0 && (v & 2))
        return cJSON_GetArrayItem(ext, 0)->valueint
               + cJSON_GetArrayItem(ext, 2)->valueint - x;
    return x;
}

static int unflip_y(const cJSON *flip, int y)
{
    int v = cJSON_GetObjectItem(flip, "value")->valueint;
    const cJSON *ext = cJSON_GetObjectItem(flip, "extent");

    if (v > 0 && (v & 1))
        return cJSON_GetArrayItem(ext, 1)->valueint
               + cJSON_GetArrayItem(ext, 3)->valueint - y;
    return y;
}

static int grid_at(const cJSON *doc, const char *key, int x, int y)
{
    return cJSON_GetArrayItem(
               cJSON_GetArrayItem(cJSON_GetObjectItem(doc, key), y), x)
        ->valueint;
}

/* Every rolling boulder trap of the truth files made again inside C's
 * stream on the level's own (unflipped) map with the traps made before
 * it: the launch search's rn1(5,4) and rn2(8), and whether a boulder was
 * placed (its id draw), must be C's; the boulder lies where C's does. */
Test(mktrap, rolling_boulders_replay_truth)
{
    DIR *d = opendir(NHLEV_SHARED_DIR "/truth");
    struct dirent *e;
    int traps = 0, full = 0, boulders = 0, boulders_found = 0;

    cr_assert_not_null(d);
    while ((e = readdir(d))) {
        char path[512];

        if (!strstr(e->d_name, ".seed"))
            continue;
        snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR,
                 e->d_name);
        char *text = tu_slurp(path);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;

        free(text);
        if (!doc)
            continue;
        const cJSON *tl = cJSON_GetObjectItem(doc, "traps");
        const cJSON *flip = cJSON_GetObjectItem(doc, "flip");
        const cJSON *log = cJSON_GetObjectItem(doc, "rng");
        int ntr = cJSON_GetArraySize(tl), nlines = cJSON_GetArraySize(log);
        int rbk = 0;
        long raw = 0;
        struct nhl_level_context c;
        struct nhl_hero h;

        nhl_doc_context_from_json(doc, &c);
        nhl_doc_hero_from_json(doc, &h);
        for (int i = 0; i < nlines; i++) {
            const char *s = cJSON_GetArrayItem(log, i)->valuestring;

            if (!strstr(s, "trap.c:3492")) {
                raw += tu_raw_outputs(s);
                continue;
            }
            /* the rbk-th rolling boulder trap in creation order */
            int j = -1, seen = 0;

            for (int k = ntr - 1; k >= 0; k--)
                if (cJSON_GetObjectItem(cJSON_GetArrayItem(tl, k), "ttyp")
                        ->valueint == ROLLING_BOULDER_TRAP
                    && seen++ == rbk) {
                    j = k;
                    break;
                }
            rbk++;
            if (j < 0) {
                raw += tu_raw_outputs(s);
                continue;
            }
            struct nhl_rng r;

            memset(&r, 0, sizeof r);
            nhl_rng_init(&r, (uint64_t) cJSON_GetObjectItem(doc, "seed")
                             ->valuedouble);
            for (long k = 0; k < raw; k++)
                (void) rn2(&r, 2);
            nhl_rng_set_logging(&r, true);
            struct nhl_level *l = level_new_hero(&r, &c, &h);

            for (int x = 1; x < COLNO; x++)
                for (int y = 0; y < ROWNO; y++) {
                    int fx = unflip_x(flip, x), fy = unflip_y(flip, y);

                    if (fx < 0 || fx >= COLNO || fy < 0 || fy >= ROWNO)
                        continue;
                    l->at[x][y].typ = (uint8_t) grid_at(doc, "typGrid", fx, fy);
                    l->at[x][y].flags =
                        (uint8_t) grid_at(doc, "flagsGrid", fx, fy);
                }
            /* the traps made before it */
            for (int k = ntr - 1; k > j; k--) {
                const cJSON *t = cJSON_GetArrayItem(tl, k);
                struct trap *nt = level_add_trap(l);

                nt->tx = unflip_x(flip, cJSON_GetObjectItem(t, "x")->valueint);
                nt->ty = unflip_y(flip, cJSON_GetObjectItem(t, "y")->valueint);
                nt->ttyp = cJSON_GetObjectItem(t, "ttyp")->valueint;
            }
            const cJSON *me = cJSON_GetArrayItem(tl, j);
            int tx = unflip_x(flip, cJSON_GetObjectItem(me, "x")->valueint);
            int ty = unflip_y(flip, cJSON_GetObjectItem(me, "y")->valueint);
            int t = maketrap(l, tx, ty, ROLLING_BOULDER_TRAP);
            bool ok = t >= 0;

            /* the final map is not always the map of that moment (later
             * corridors, traps removed since), so a few may differ: they
             * are counted, not failed one by one */
            for (size_t n = 0; n < r.nlog && ok; n++) {
                char ours[48], theirs[48];
                const cJSON *cl = cJSON_GetArrayItem(log, i + (int) n);

                if (!cl) {
                    ok = false;
                    break;
                }
                tu_call_part(r.log[n], ours, sizeof ours);
                tu_call_part(cl->valuestring, theirs, sizeof theirs);
                ok = !strcmp(ours, theirs);
                if (!ok)
                    cr_log_info("%s line %d: draw %zu ours %s, C's %s",
                                e->d_name, i + 1, n, ours, cl->valuestring);
            }
            /* C made a boulder exactly when we did */
            if (ok) {
                const cJSON *next = cJSON_GetArrayItem(log, i + (int) r.nlog);

                ok = !next || !strstr(next->valuestring, "mkobj.c:517")
                     || strstr(next->valuestring, "[") == NULL;
                if (!ok)
                    cr_log_info("%s line %d: C made a boulder, we did not",
                                e->d_name, i + 1);
            }
            if (ok && l->nobjects == 1) {
                /* and C's boulder lies on our launch spot (unless moved
                 * since) */
                const cJSON *objs = cJSON_GetObjectItem(doc, "objects");
                int bx = unflip_x(flip, l->objects[0].x);
                int by = unflip_y(flip, l->objects[0].y);
                bool there = false;

                for (int k = 0; k < cJSON_GetArraySize(objs); k++) {
                    const cJSON *o = cJSON_GetArrayItem(objs, k);

                    if (nh_otyp_from_c(nh_release(NHV_3_7),
                                       cJSON_GetObjectItem(o, "otyp")->valueint) == BOULDER
                        && cJSON_GetObjectItem(o, "x")->valueint == bx
                        && cJSON_GetObjectItem(o, "y")->valueint == by)
                        there = true;
                }
                boulders++;
                boulders_found += there;
            }
            traps++;
            full += ok;
            nhl_level_free(l);
            nhl_rng_free(&r);
            raw += tu_raw_outputs(s);
        }
        cJSON_Delete(doc);
    }
    closedir(d);
    cr_log_info("rolling boulder replay: %d traps, %d fully; boulders %d of "
                "%d where C's lie", traps, full, boulders_found, boulders);
    cr_expect_gt(traps, 100);
    cr_expect_geq(full * 100, traps * 95);
    cr_expect_geq(boulders_found * 10, boulders * 9);
}
