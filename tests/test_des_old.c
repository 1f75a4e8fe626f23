/* test_des_old.c - what 3.4.3's and 3.6's lev_comp + sp_lev did where
 * NetHack 5.0 has no such construct, built through 5.0 Lua with the old
 * draws and results (doc/des.md, "Old constructs"): 3.6's EXIT ends the
 * whole script, a random ENGRAVING type is rnd(5) after the place, 3.4.3's
 * rooms without CHANCE draw no chance, INIT_MAP's random `walled` is
 * walled with no draw. Each fixture's convert equals its build. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "des_convert_util.h" /* build, DAT50: engine internals the test drives */
#include "data_enums.h" /* LEATHER_ARMOR, PICK_AXE: the engine's numbering */
#include "testutil_internal.h"

#define FIXTURES NHLEV_TEST_DIR "/fixtures/des"

static int build_fixture(const char *path, uint64_t seed,
                         struct nhl_build_result *r)
{
    struct nhl_build_opts o;

    nhl_build_opts_defaults(&o);
    o.dat_dir = DAT50;
    o.level = path;
    o.seed = seed;
    o.force_flip = 0;
    o.log_rng = true;
    o.record_steps = true;
    return nhl_build(&o, r);
}

/* the fixture's convert builds as the fixture, seeds 1..n */
static void expect_convert_equal(const char *path, int nseeds)
{
    struct des_error perr;
    struct des_file *f = des_parse_file(path, DES_GRAMMAR_AUTO, &perr);
    struct nhl_game_cache *g = nhl_game_cache_new();
    char tmp[] = "/tmp/nhlev_oldXXXXXX";

    cr_assert_not_null(f, "%s", perr.msg);
    cr_assert_not_null(mkdtemp(tmp));
    for (int l = 0; l < f->nlevels; l++)
        cr_assert(convert_level(g, f, l, path, tmp, nseeds), "%s", path);
    rmdir(tmp);
    des_file_free(f);
    nhl_game_cache_free(g);
}

/* the value of the first draw `call` ("rn2(5)") logged at script place
   `where` ("x.des:10"), -1 if none */
static long draw_at(const struct nhl_build_result *r, const char *call,
                    const char *where)
{
    char tail[80];

    snprintf(tail, sizeof tail, "[%s]", where);
    for (size_t i = 0; i < r->rng->nlog; i++) {
        const char *l = r->rng->log[i];
        const char *c = strstr(l, call);

        if (c && strstr(l, tail) && c[strlen(call)] == '=')
            return atol(c + strlen(call) + 1);
    }
    return -1;
}

/* 3.6's EXIT stopped sp_lev's coder: here from a FUNCTION called in an
   IF in a monster's inventory block. What ran before it is made (the
   jackal, its armor, gold 1 and 3), nothing after (gold 4, the pick-axe,
   the room and its gold 6, gold 5); the map's origin is (35,9). */
Test(des_old, exit_ends_the_whole_script)
{
    for (int seed = 1; seed <= 3; seed++) {
        struct nhl_build_result r;
        const struct nhl_level *lev;
        int jackal = -1, armor = 0, picks = 0;
        long all = 0;

        cr_assert_eq(build_fixture(FIXTURES "/exit36.des", (uint64_t) seed, &r),
                     0, "%s", r.errmsg);
        lev = r.lev;
        cr_expect_eq(tu_gold_at(lev, 35, 9), 1);
        cr_expect_eq(tu_gold_at(lev, 37, 9), 3);
        for (int x = 35; x <= 43; x++)
            for (int y = 9; y <= 11; y++)
                all += tu_gold_at(lev, x, y);
        cr_expect_eq(all, 4, "seed %d: %ld gold on the map", seed, all);
        for (int i = 0; i < lev->nmonsters; i++)
            if (lev->monsters[i].x == 35 && lev->monsters[i].y == 11)
                jackal = i;
        cr_assert_geq(jackal, 0);
        for (int i = 0; i < lev->nobjects; i++) {
            armor += lev->objects[i].otyp == LEATHER_ARMOR
                     && lev->objects[i].owner == jackal;
            picks += lev->objects[i].otyp == PICK_AXE;
        }
        cr_expect_eq(armor, 1);
        cr_expect_eq(picks, 0);
        cr_expect_eq(lev->nroom, 0, "the room after EXIT was made");
        nhl_build_result_free(&r);
    }
    expect_convert_equal(FIXTURES "/exit36.des", 3);
}

/* make_engr_at's random type: rnd(5), after the place (none drawn for a
   fixed place or a RANDOM_PLACES entry), 1..5 = dust ... blood */
static void expect_random_type(const char *path, const char *where,
                               int x, int y)
{
    bool seen[6] = { false };
    int kinds = 0;

    for (int seed = 1; seed <= 10; seed++) {
        struct nhl_build_result r;
        const struct engr *e = NULL;
        long v;

        cr_assert_eq(build_fixture(path, (uint64_t) seed, &r), 0, "%s",
                     r.errmsg);
        for (int i = 0; i < r.lev->nengravings; i++)
            if (!strcmp(r.lev->engravings[i].text, "one"))
                e = &r.lev->engravings[i];
        cr_assert_not_null(e);
        if (x >= 0)
            cr_expect(e->x == x && e->y == y, "at (%d,%d)", e->x, e->y);
        v = draw_at(&r, "rn2(5)", where);
        cr_assert_geq(v, 0, "%s seed %d: no rn2(5) at %s", path, seed, where);
        cr_expect_eq(e->engr_type, v + 1, "seed %d", seed);
        if (!seen[e->engr_type])
            kinds++;
        seen[e->engr_type] = true;
        nhl_build_result_free(&r);
    }
    cr_expect_geq(kinds, 3, "%d types in 10 seeds", kinds);
    expect_convert_equal(path, 3);
}

Test(des_old, random_engraving_type_36)
{
    expect_random_type(FIXTURES "/engrave36.des", "engrave36.des:10", 36, 10);
}

Test(des_old, random_engraving_type_343)
{
    expect_random_type(FIXTURES "/engrave343.des", "engrave343.des:11", -1,
                       -1);
}

/* 3.4.3's build_room drew rn2(100) only for a room with a CHANCE (its
   chance was 0 without one): the temple and the ordinary room draw
   nothing, the zoo with CHANCE: 50 one rn2(100) */
Test(des_old, room_without_chance_343_draws_none)
{
    for (int seed = 1; seed <= 5; seed++) {
        struct nhl_build_result r;
        int rooms = 0;

        cr_assert_eq(build_fixture(FIXTURES "/room343.des", (uint64_t) seed,
                                   &r), 0, "%s", r.errmsg);
        for (int i = 0; i < r.lev->steps->n; i++) {
            const struct nhl_step *s = &r.lev->steps->v[i];
            uint64_t n = s->draws_after - s->draws_before;

            if (strcmp(s->name, "des.room"))
                continue;
            rooms++;
            cr_expect_eq(n, s->line == 6 ? 1u : 0u, "line %d: %llu draws",
                         s->line, (unsigned long long) n);
        }
        cr_expect_eq(rooms, 3);
        cr_expect_geq(draw_at(&r, "rn2(100)", "room343.des:6"), 0);
        cr_expect_eq(r.lev->rooms[0].rtype, TEMPLE);
        nhl_build_result_free(&r);
    }
    expect_convert_equal(FIXTURES "/room343.des", 3);
}

static void write_file(const char *path, const char *text)
{
    FILE *fp = fopen(path, "w");

    cr_assert_not_null(fp);
    fputs(text, fp);
    fclose(fp);
}

/* lev_comp gave INIT_MAP's random `walled` as -1, which mkmap took as
   walled: the level is the one `true` makes, draw for draw (3.6 and
   3.4.3) */
static void expect_walled(const char *head, const char *tail)
{
    char dir[] = "/tmp/nhlev_walledXXXXXX", da[80], db[80], a[90], b[90];
    char text[400];
    struct nhl_game_cache *g = nhl_game_cache_new();

    /* one name in two folders: the steps name the file */
    cr_assert_not_null(mkdtemp(dir));
    snprintf(da, sizeof da, "%s/r", dir);
    snprintf(db, sizeof db, "%s/t", dir);
    cr_assert_eq(mkdir(da, 0700), 0);
    cr_assert_eq(mkdir(db, 0700), 0);
    snprintf(a, sizeof a, "%s/w.des", da);
    snprintf(b, sizeof b, "%s/w.des", db);
    snprintf(text, sizeof text, "%srandom%s", head, tail);
    write_file(a, text);
    snprintf(text, sizeof text, "%strue%s", head, tail);
    write_file(b, text);
    for (int seed = 1; seed <= 3; seed++) {
        struct nhl_build_result ra, rb;

        cr_assert_eq(build(a, (uint64_t) seed, g, &ra), 0, "%s", ra.errmsg);
        cr_assert_eq(build(b, (uint64_t) seed, g, &rb), 0, "%s", rb.errmsg);
        expect_same(head, &ra, &rb);
        nhl_build_result_free(&ra);
        nhl_build_result_free(&rb);
    }
    unlink(a);
    unlink(b);
    rmdir(da);
    rmdir(db);
    rmdir(dir);
    nhl_game_cache_free(g);
}

Test(des_old, init_map_random_walled_is_walled)
{
    expect_walled("MAZE:\"w\",' '\nINIT_MAP:mines,'.',' ',true,true,lit,",
                  "\nNOMAP\n");
    expect_walled("MAZE:\"w\",' '\nINIT_MAP:'.',' ',true,true,lit,",
                  "\nNOMAP\nMONSTER:'d',\"jackal\",random\n");
}

/* the map row a des.map step made floor: its first column and its row */
static void floor_row(const struct nhl_step *s, int *x, int *y)
{
    *x = 99;
    *y = -1;
    for (int i = 0; i < s->ncells; i++)
        if (s->cells[i].after.typ == ROOM && s->cells[i].x < *x) {
            *x = s->cells[i].x;
            *y = s->cells[i].y;
        }
}

/* 3.4.3 walked the mazes of every map part after the last part, last
   first, each from the place its own map gave it (the first walk starts
   left of the last map: 5.0 coordinates relative to the last map could
   not say it); the walk made last fills the maze */
Test(des_old, walks_after_the_last_map_343)
{
    for (int seed = 1; seed <= 3; seed++) {
        struct nhl_build_result r;
        const struct nhl_step_log *log;
        int map[2], walk[2], nmap = 0, nwalk = 0, mon = -1;

        cr_assert_eq(build_fixture(FIXTURES "/walks343.des", (uint64_t) seed,
                                   &r), 0, "%s", r.errmsg);
        log = r.lev->steps;
        for (int i = 0; i < log->n; i++) {
            if (!strcmp(log->v[i].name, "des.map") && log->v[i].ncells
                && nmap < 2)
                map[nmap++] = i;
            if (!strcmp(log->v[i].name, "des.mazewalk") && nwalk < 2)
                walk[nwalk++] = i;
            if (!strcmp(log->v[i].name, "des.monster"))
                mon = i;
        }
        cr_assert(nmap == 2 && nwalk == 2 && mon >= 0);
        cr_expect(map[1] < mon && mon < walk[0], "walks after the last part");
        cr_expect_eq(log->v[walk[0]].line, 18);   /* last first */
        cr_expect_eq(log->v[walk[1]].line, 11);
        cr_expect(strstr(log->v[walk[1]].args, "stocked=true") != NULL);
        /* where each walk started: its map's floor row, relative to the
           whole level's origin (1,0) */
        for (int k = 0; k < 2; k++) {
            int fx, fy, wx, wy;
            const char *a = strstr(log->v[walk[k]].args, "coord={");

            floor_row(&log->v[map[1 - k]], &fx, &fy);
            cr_assert_not_null(a, "%s", log->v[walk[k]].args);
            cr_assert_eq(sscanf(a, "coord={%d,%d}", &wx, &wy), 2);
            cr_expect_eq(wx + 1, fx + (k ? 2 : 0), "walk %d x", k);
            cr_expect_eq(wy, fy, "walk %d y", k);
        }
        nhl_build_result_free(&r);
    }
    expect_convert_equal(FIXTURES "/walks343.des", 3);
}
