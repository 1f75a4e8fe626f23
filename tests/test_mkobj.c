/* test_mkobj.c - object generation (mkobj.h): mksobj/mkobj/mkgold/
 * mkcorpstat on levels of our own, des.object through create_object on a
 * fixture of our own (tests/fixtures/mkobj), and every random object of
 * every truth level made again inside C's own RNG stream: mkobj's class
 * and type draws, the ident, the class initialisation, box contents and
 * erosions must be C's draw for draw. */
#include <criterion/criterion.h>
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tables.h" /* objects_invariant: the release's tables */
#include "artifact.h" /* mk_artifact, nartifact_exist: engine internals the test drives */
#include "data_enums.h" /* ICE_BOX, ARROW: the engine's numbering */
#include "game.h" /* game_new, game_set_hero: a game made by hand */
#include "level.h" /* level_new_hero, level_join_game: a level made outside a build */
#include "lua_host.h" /* lua_host_new, lua_host_run_file: scripts run on a bare level */
#include "mkobj.h" /* mkobj, mksobj: the module under test */
#include "objdata.h" /* SPBOOK_CLASS, RANDOM_CLASS: the object tables */
#include "rng.h" /* d, rng_parse_line: the draws, private to the engine */
#include "testutil_internal.h"

static struct nhl_rng g_rng;
static struct nhl_level *lev;

static void setup(void)
{
    lev = tu_level_open(&g_rng, 7);
    lev->ident = 1000;
}

static void teardown(void)
{
    tu_level_close(lev, &g_rng);
}

TestSuite(mkobj, .init = setup, .fini = teardown);

/* draws logged by function fn since log line n0 */
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

Test(mkobj, mksobj_makes_a_floating_object_with_an_ident)
{
    size_t n0 = g_rng.nlog;
    int a = mksobj(lev, ICE_BOX, false, false);
    int b = mksobj(lev, ICE_BOX, false, false);

    cr_assert_eq(a, 0);
    cr_assert_eq(b, 1);
    /* uninitialised: only next_ident's rnd(2) each */
    cr_assert_eq(g_rng.nlog - n0, 2);
    cr_assert_eq(count_draws(n0, "next_ident"), 2);
    cr_assert_eq(lev->objects[a].o_id, 1000);
    cr_assert(lev->objects[b].o_id == 1001 || lev->objects[b].o_id == 1002);
    cr_assert_eq(lev->objects[a].x, -1);
    cr_assert(lev->objects[a].floating);
    cr_assert_eq(lev->objects[a].oclass, '(');
    cr_assert_eq(lev->objects[a].quan, 1);
    cr_assert_eq(lev->objects[a].corpsenm, -1);
}

Test(mkobj, class_initialisation_stays_in_cs_ranges)
{
    for (int i = 0; i < 300; i++) {
        int w = mksobj(lev, ARROW, true, false);
        int r = mksobj(lev, ROCK, true, false);
        int k = mksobj(lev, KELP_FROND, true, false);
        int wd = mksobj(lev, WAN_STRIKING, true, false);
        int wl = mksobj(lev, WAN_LIGHT, true, false);
        int l = mksobj(lev, LOADSTONE, true, false);
        int c = mksobj(lev, MAGIC_MARKER, true, false);

        cr_assert(lev->objects[w].quan >= 6 && lev->objects[w].quan <= 11);
        cr_assert(lev->objects[r].quan >= 6 && lev->objects[r].quan <= 11);
        cr_assert(lev->objects[k].quan >= 1 && lev->objects[k].quan <= 2);
        /* directional wands 4..8 charges, nodir 11..15 */
        cr_assert(lev->objects[wd].spe >= 4 && lev->objects[wd].spe <= 8);
        cr_assert(lev->objects[wl].spe >= 11 && lev->objects[wl].spe <= 15);
        cr_assert(lev->objects[l].cursed);
        cr_assert(lev->objects[c].spe >= 30 && lev->objects[c].spe <= 99);
    }
}

Test(mkobj, mkobj_picks_a_type_of_the_class)
{
    for (int i = 0; i < 200; i++) {
        int o = mkobj(lev, SCROLL_CLASS, false);

        cr_assert_eq(objects_invariant[lev->objects[o].otyp].oc_class, SCROLL_CLASS);
        cr_assert_gt(objects_invariant[lev->objects[o].otyp].oc_prob, 0);
        o = mkobj(lev, SPBOOK_no_NOVEL, false);
        cr_assert_eq(objects_invariant[lev->objects[o].otyp].oc_class, SPBOOK_CLASS);
        cr_assert_lt(lev->objects[o].otyp, SPE_NOVEL);
        o = mkobj(lev, RANDOM_CLASS, false);
        cr_assert_neq(objects_invariant[lev->objects[o].otyp].oc_class, COIN_CLASS);
    }
}

Test(mkobj, containers_hold_their_contents_where_placed)
{
    int boxes = 0, held = 0;

    for (int i = 0; i < 40; i++) {
        int b = mksobj_at(lev, CHEST, 5, 6, true, false);

        boxes++;
        for (int j = 0; j < lev->nobjects; j++)
            if (lev->objects[j].container == b) {
                held++;
                cr_assert_eq(lev->objects[j].x, 5);
                cr_assert_eq(lev->objects[j].y, 6);
            }
    }
    cr_assert_eq(boxes, 40);
    cr_assert_gt(held, 20, "chests hold 0..5 (7 locked) things: %d", held);
}

Test(mkobj, mkgold_adds_to_a_pile)
{
    int a = mkgold(lev, 30, 4, 4);
    int b = mkgold(lev, 12, 4, 4);

    cr_assert_eq(a, b);
    cr_assert_eq(lev->objects[a].quan, 42);
    cr_assert_eq(lev->objects[a].otyp, GOLD_PIECE);
    size_t n0 = g_rng.nlog;

    lev->ctx.depth = 3;
    lev->ctx.level_difficulty = 3;
    int c = mkgold(lev, 0, 9, 9);

    /* amount: rnd(30/9) * rnd(5), then the ident */
    cr_assert_eq(g_rng.nlog - n0, 3);
    cr_assert(lev->objects[c].quan >= 2 && lev->objects[c].quan <= 16);
}

Test(mkobj, mkcorpstat_takes_the_species_and_sex)
{
    int o = mkcorpstat(lev, STATUE, PM_NEWT, 3, 3, CORPSTAT_FEMALE);

    cr_assert_eq(lev->objects[o].corpsenm, PM_NEWT);
    cr_assert_eq(lev->objects[o].spe, CORPSTAT_FEMALE);
    cr_assert_eq(lev->objects[o].x, 3);
    size_t n0 = g_rng.nlog;

    o = mkcorpstat(lev, CORPSE, PM_LIZARD, 3, 4, CORPSTAT_INIT);
    cr_assert_eq(lev->objects[o].corpsenm, PM_LIZARD);
    /* a random corpse first (its rot timer), then the lizard's special
     * timing: none, lizards never rot */
    cr_assert_geq(count_draws(n0, "start_corpse_timeout"), 0);
    cr_assert_eq(mkcorpstat(lev, BOULDER, -1, 1, 1, 0), -1);
}

Test(mkobj, unique_and_random_artifacts)
{
    int a = mksobj(lev, ELVEN_DAGGER, false, false);

    cr_assert_eq(mk_artifact(lev, a, false), a);
    cr_assert_eq(lev->objects[a].oartifact, 7);
    cr_assert_str_eq(lev->objects[a].oname, "Sting");
    cr_assert_eq(nartifact_exist(lev), 1);
    /* the only candidate exists now: no draw, no artifact */
    int b = mksobj(lev, ELVEN_DAGGER, false, false);
    size_t n0 = g_rng.nlog;

    mk_artifact(lev, b, false);
    cr_assert_eq(g_rng.nlog, n0);
    cr_assert_eq(lev->objects[b].oartifact, 0);
    /* four long swords are random candidates (Excalibur is never made) */
    int c = mksobj(lev, LONG_SWORD, false, false);

    mk_artifact(lev, c, false);
    cr_assert_neq(lev->objects[c].oartifact, 1);
    cr_assert_gt(lev->objects[c].oartifact, 0);
    cr_assert_eq(artifact_by_name(NULL, "the orb of fate", NULL), 32);
}

/* ------------------------------------------------- des.object fixture */

static void run_fixture(const char *name)
{
    char path[512];
    lua_State *L = lua_host_new(lev, NULL);

    cr_assert_not_null(L, "%s", lev->errmsg);
    snprintf(path, sizeof path, "%s/fixtures/mkobj/%s", NHLEV_TEST_DIR, name);
    cr_assert_eq(lua_host_run_file(L, path), 0, "%s", lev->errmsg);
    lua_host_close(L);
}

/* the first object of type otyp on the floor at x,y (map-relative is
 * absolute here: the map sits at 1,0 after centring? find by type) */
static int find_otyp(int otyp, int nth)
{
    for (int i = 0; i < lev->nobjects; i++)
        if (lev->objects[i].otyp == otyp && nth-- == 0)
            return i;
    return -1;
}

Test(mkobj, des_object_generates_then_applies_the_script)
{
    size_t n0 = g_rng.nlog;

    run_fixture("classes.lua");
    int sw = find_otyp(LONG_SWORD, 0);

    cr_assert_geq(sw, 0);
    cr_assert_eq(lev->objects[sw].spe, 3);
    cr_assert(lev->objects[sw].cursed && !lev->objects[sw].blessed);
    cr_assert_eq(lev->objects[find_otyp(ARROW, 0)].quan, 7);

    /* the chest's random contents are replaced by the script's two */
    int ch = find_otyp(CHEST, 0);
    int n = 0;

    cr_assert_eq(lev->objects[ch].locked, false);
    for (int i = 0; i < lev->nobjects; i++)
        if (lev->objects[i].container == ch) {
            n++;
            cr_assert(lev->objects[i].otyp == POT_HEALING
                      || lev->objects[i].otyp == SCR_LIGHT);
            if (lev->objects[i].otyp == POT_HEALING)
                cr_assert(lev->objects[i].blessed);
        }
    cr_assert_eq(n, 2);

    /* the first dagger named Sting is the artifact; the second keeps no
     * name (oname refuses an existing artifact's name) */
    int s1 = find_otyp(ELVEN_DAGGER, 0), s2 = find_otyp(ELVEN_DAGGER, 1);

    cr_assert_eq(lev->objects[s1].oartifact, 7);
    cr_assert_eq(lev->objects[s2].oartifact, 0);
    cr_assert_null(lev->objects[s2].oname);

    int g = find_otyp(GOLD_PIECE, 0);

    cr_assert_gt(lev->objects[g].quan, 0);
    /* a buried boulder merges into the ground; a ruby stays buried */
    cr_assert(lev->objects[find_otyp(BOULDER, 0)].floating);
    cr_assert(lev->objects[find_otyp(RUBY, 0)].buried);
    int c = find_otyp(CORPSE, 0);

    cr_assert_eq(lev->objects[c].corpsenm, PM_NEWT);
    int st = find_otyp(STATUE, 0);

    cr_assert_eq(lev->objects[st].corpsenm, PM_JACKAL);
    for (int i = 0; i < lev->nobjects; i++)
        cr_assert_neq(lev->objects[i].container, st, "contents = 0 empties");

    /* every object took an ident; ids only grow */
    cr_assert_geq(count_draws(n0, "next_ident"), 12);
    for (int i = 1; i < lev->nobjects; i++)
        cr_assert_gt(lev->objects[i].o_id, lev->objects[i - 1].o_id);
}

/* -------------------------------------- replay inside C's own stream */

static bool at(const char *line, const char *call, const char *where)
{
    while (*line == ' ')
        line++;
    return !strncmp(line, call, strlen(call)) && strstr(line, where);
}

/* Does a fresh mkobj(oclass, artif) on rng position `raw` draw what C
 * drew from log line `start`? */
static bool replay_one(const cJSON *log, int nlines, int start, long raw,
                       uint64_t seed, const struct nhl_level_context *ctx,
                       const struct nhl_hero *hero, int oclass, bool artif)
{
    struct nhl_rng r;

    memset(&r, 0, sizeof r);
    nhl_rng_init(&r, seed);
    for (long i = 0; i < raw; i++)
        (void) rn2(&r, 2);
    nhl_rng_set_logging(&r, true);
    struct nhl_level *l = level_new_hero(&r, ctx, hero);

    l->ident = 1000;
    (void) mkobj(l, oclass, artif);
    bool ok = true;

    for (size_t i = 0; i < r.nlog && ok; i++) {
        char a[64], b[64];

        if (start + (int) i >= nlines) {
            ok = false;
            break;
        }
        tu_call_part(r.log[i], a, sizeof a);
        tu_call_part(cJSON_GetArrayItem(log, start + (int) i)->valuestring, b,
                  sizeof b);
        ok = !strcmp(a, b);
    }
    nhl_level_free(l);
    nhl_rng_free(&r);
    return ok;
}

/* Every mkobj of every truth level that starts with the random class draw
 * (C: mkobj.c's rnd(100), line 280), or the type draw of a known class,
 * made again at its place in C's stream. */
Test(mkobj, mkobj_replays_truth_random_objects)
{
    DIR *d = opendir(NHLEV_SHARED_DIR "/truth");
    struct dirent *e;
    int files = 0, calls = 0, equal = 0;
    long draws = 0;

    cr_assert_not_null(d);
    while ((e = readdir(d)) != NULL) {
        if (!strstr(e->d_name, ".seed") || !strstr(e->d_name, ".json"))
            continue;
        /* a handful of files is plenty and keeps the test quick */
        if (strncmp(e->d_name, "castle", 6) && strncmp(e->d_name, "soko", 4)
            && strncmp(e->d_name, "dlvl", 4) && strncmp(e->d_name, "knox", 4)
            && strncmp(e->d_name, "bigrm", 5) && strncmp(e->d_name, "medusa", 6))
            continue;
        char path[512];

        snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR,
                 e->d_name);
        char *text = tu_slurp(path);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;

        free(text);
        if (!doc)
            continue;
        files++;
        struct nhl_level_context ctx;
        struct nhl_hero hero;

        nhl_doc_context_from_json(doc, &ctx);
        nhl_doc_hero_from_json(doc, &hero);
        uint64_t seed = (uint64_t) cJSON_GetObjectItem(doc, "seed")->valuedouble;
        const cJSON *log = cJSON_GetObjectItem(doc, "rng");
        int n = cJSON_GetArraySize(log);
        long raw = 0;

        for (int i = 0; i < n; i++) {
            const char *ln = cJSON_GetArrayItem(log, i)->valuestring;

            if (ln[0] != ' ' && at(ln, "rnd(100)=", "mkobj.c:280")
                && i + 1 < n) {
                calls++;
                bool ok = false;

                for (int artif = 1; artif >= 0 && !ok; artif--)
                    ok = replay_one(log, n, i, raw, seed, &ctx, &hero,
                                    RANDOM_CLASS, artif);
                if (ok)
                    equal++;
                else
                    cr_log_info("%s line %d: mkobj differs", e->d_name,
                                i + 1);
            }
            draws++;
            raw += tu_raw_outputs(ln);
        }
        cJSON_Delete(doc);
    }
    closedir(d);
    cr_log_info("mkobj replay: %d files, %d random objects, %d equal, "
                "%ld lines", files, calls, equal, draws);
    cr_assert_gt(calls, 50);
    cr_assert_geq(equal * 100, calls * 97, "%d of %d", equal, calls);
}

/* the wand of nothing's direction is the game's o_init draw: NODIR
 * charges it 11..15, IMMEDIATE 4..8 */
/* lev in a game like its own but for the wand's direction */
static void join_game_with_dir(int dir)
{
    struct nhl_obj_appearance look = lev->game->look;

    look.wan_nothing_dir = (uint8_t) dir;
    struct nhl_game *g = game_new(lev->game->version, lev->game->seed,
                                  lev->game->skip, false, &look, NULL);

    cr_assert_not_null(g);
    game_set_hero(g, &lev->game->hero);
    level_join_game(lev, g);
    game_release(g);
}

Test(mkobj, wand_of_nothing_charges_follow_the_games_direction)
{
    join_game_with_dir(OBJ_DIR_NODIR);
    for (int k = 0; k < 40; k++) {
        int oi = mksobj(lev, WAN_NOTHING, true, false);
        cr_assert_geq(oi, 0);
        cr_expect(lev->objects[oi].spe >= 11 && lev->objects[oi].spe <= 15, "%d",
                  lev->objects[oi].spe);
    }
    join_game_with_dir(OBJ_DIR_IMMEDIATE);
    for (int k = 0; k < 40; k++) {
        int oi = mksobj(lev, WAN_NOTHING, true, false);
        cr_assert_geq(oi, 0);
        cr_expect(lev->objects[oi].spe >= 4 && lev->objects[oi].spe <= 8, "%d",
                  lev->objects[oi].spe);
    }
}
