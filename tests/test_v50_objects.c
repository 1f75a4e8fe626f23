/* test_v50_objects.c - NetHack 5.0.0's object-creation changes, each shown
 * on both sides: a level built as 3.7 and one built as 5.0.0 from the same
 * RNG seed make their objects as each release's C does (mkobj.c's class
 * odds and mksobj_init, artifact.c's mk_artifact, shknam.c's shkinit,
 * sp_lev.c's create_monster/create_object and find_objtype). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "artifact.h" /* mk_artifact, permapoisoned: engine internals the test drives */
#include "data_enums.h" /* CHEST, WAN_WISHING: the engine's numbering */
#include "level.h" /* level_new, level_new_hero: a level made outside a build */
#include "gen_default.h" /* gen_default: the generators a build uses, on a bare level */
#include "lua_host.h" /* lua_host_new, lua_host_run_file: scripts run on a bare level */
#include "mkobj.h" /* mkobj, mksobj: engine internals the test drives */
#include "objdata.h" /* RANDOM_CLASS: the object tables */
#include "objects.h" /* find_objtype, find_objtype_class: engine internals the test drives */
#include "objinit.h" /* mksobj_init, pick_icp_class: engine internals the test drives */
#include "rng.h" /* d, rng_parse_line: the draws, private to the engine */
#include "objresist.h" /* obj_resists, breaktest: engine internals the test drives */
#include "testutil.h"

/* a level of release v on its own generator seeded with seed */
static struct nhl_level *open_v(struct nhl_rng *rng, enum nhl_version v,
                                uint64_t seed)
{
    struct nhl_level_context c;

    memset(rng, 0, sizeof *rng); /* nhl_rng_init frees an old log */
    nhl_rng_init(rng, seed);
    nhl_rng_set_logging(rng, true);
    nhl_level_context_defaults(&c);
    c.version = v;
    c.ident_start = 1000;
    struct nhl_level *lev = level_new(rng, &c);

    cr_assert_not_null(lev);
    return lev;
}

/* the parsed log line i of rng */
static struct rng_line line_at(const struct nhl_rng *rng, size_t i)
{
    struct rng_line ln;

    cr_assert(i < rng->nlog);
    cr_assert(rng_parse_line(rng->log[i], &ln));
    return ln;
}

/* mkobj.c mkobjprobs: 5.0.0 moved one percent from gems to armor, so the
 * same rnd(100) lands one class later at 21 (food -> armor), 41 (tool ->
 * food) and 49 (gem -> tool) and nowhere else */
Test(v50_objects, mkobjprobs_armor_11_gems_7)
{
    struct nhl_rng r37, r50;
    struct nhl_level *l37 = open_v(&r37, NHV_3_7, 11);
    struct nhl_level *l50 = open_v(&r50, NHV_5_0_0, 11);
    int differ = 0, armor37 = 0, armor50 = 0;

    for (int i = 0; i < 3000; i++) {
        int a = pick_icp_class(l37, ICP_NORMAL);
        int b = pick_icp_class(l50, ICP_NORMAL);
        long v = line_at(&r37, r37.nlog - 1).result;

        armor37 += a == ARMOR_CLASS;
        armor50 += b == ARMOR_CLASS;
        if (a == b)
            continue;
        differ++;
        cr_assert((v == 21 && a == FOOD_CLASS && b == ARMOR_CLASS)
                      || (v == 41 && a == TOOL_CLASS && b == FOOD_CLASS)
                      || (v == 49 && a == GEM_CLASS && b == TOOL_CLASS),
                  "rnd(100)=%ld: 3.7 class %d, 5.0.0 class %d", v, a, b);
    }
    cr_assert_gt(differ, 0);
    cr_assert_gt(armor50, armor37);
    /* a box's contents keep their odds */
    for (int i = 0; i < 200; i++)
        cr_assert_eq(pick_icp_class(l37, ICP_BOX), pick_icp_class(l50, ICP_BOX));
    nhl_level_free(l37);
    nhl_level_free(l50);
    nhl_rng_free(&r37);
    nhl_rng_free(&r50);
}

/* the index of the first log line at or after n0 drawn by function fn */
static long find_draw(const struct nhl_rng *rng, size_t n0, const char *fn,
                      const char *func, int arg)
{
    for (size_t i = n0; i < rng->nlog; i++) {
        struct rng_line ln = line_at(rng, i);

        if (!strcmp(ln.where, fn) && !strcmp(ln.func, func) && ln.arg1 == arg)
            return (long) i;
    }
    return -1;
}

/* mkobj.c mksobj_init: a trapped chest or large box draws 1 in 100 for
 * an obvious trap (tknown) in 5.0.0 right after its trap draw; 3.7 goes
 * on to the contents */
Test(v50_objects, trapped_box_draws_for_an_obvious_trap)
{
    for (uint64_t seed = 1; seed < 400; seed++) {
        struct nhl_rng r37, r50;
        struct nhl_level *l37 = open_v(&r37, NHV_3_7, seed);
        struct nhl_level *l50 = open_v(&r50, NHV_5_0_0, seed);
        int a = mksobj(l37, CHEST, true, false);
        int b = mksobj(l50, CHEST, true, false);
        bool trapped = l37->objects[a].trapped;

        cr_assert_eq(l50->objects[b].trapped, trapped);
        long t37 = find_draw(&r37, 0, "init_tool", "rn2", 10);
        long t50 = find_draw(&r50, 0, "init_tool", "rn2", 10);

        cr_assert(t37 >= 0 && t37 == t50);
        struct rng_line n37 = line_at(&r37, (size_t) t37 + 1);
        struct rng_line n50 = line_at(&r50, (size_t) t50 + 1);

        if (trapped) {
            cr_assert_str_eq(n50.where, "init_tool");
            cr_assert_eq(n50.arg1, 100);
            cr_assert_eq(l50->objects[b].tknown, n50.result == 0);
            cr_assert_str_eq(n37.where, "mkbox_cnts");
        } else {
            /* untrapped: no draw in either */
            cr_assert_str_eq(n50.where, "mkbox_cnts");
            cr_assert_str_eq(n37.where, "mkbox_cnts");
        }
        nhl_level_free(l37);
        nhl_level_free(l50);
        nhl_rng_free(&r37);
        nhl_rng_free(&r50);
        if (trapped)
            return;
    }
    cr_assert_fail("no trapped chest in 400 seeds");
}

/* mkobj.c mksobj_init: a wand of wishing has rnd(3) charges in 3.7, one
 * (and no draw) in 5.0.0; 5.0.0's wand of stasis has rn1(4, 3) */
Test(v50_objects, wand_charges)
{
    struct nhl_rng r37, r50;
    struct nhl_level *l37 = open_v(&r37, NHV_3_7, 5);
    struct nhl_level *l50 = open_v(&r50, NHV_5_0_0, 5);
    size_t n37 = r37.nlog, n50 = r50.nlog;
    int a = mksobj(l37, WAN_WISHING, true, false);
    int b = mksobj(l50, WAN_WISHING, true, false);

    cr_assert_eq(l50->objects[b].spe, 1);
    cr_assert(l37->objects[a].spe >= 1 && l37->objects[a].spe <= 3);
    /* 3.7's rnd(3) is the one draw more */
    cr_assert(find_draw(&r37, n37, "mksobj_init", "rnd", 3) >= 0);
    cr_assert_eq(find_draw(&r50, n50, "mksobj_init", "rnd", 3), -1);
    for (int i = 0; i < 40; i++) {
        int s = mksobj(l50, WAN_STASIS, true, false);

        cr_assert(l50->objects[s].spe >= 3 && l50->objects[s].spe <= 6);
    }
    cr_assert(find_draw(&r50, n50, "mksobj_init", "rn2", 4) >= 0);
    nhl_level_free(l37);
    nhl_level_free(l50);
    nhl_rng_free(&r37);
    nhl_rng_free(&r50);
}

/* artifact.c mk_artifact(adjust_spe): 5.0.0 adds an artifact's gen_spe
 * (Sting +3) when made at random from mksobj_init; 3.7 has no gen_spe;
 * a unique object's call (adjust_spe false) adds nothing */
Test(v50_objects, artifact_gen_spe)
{
    struct nhl_rng r37, r50;
    struct nhl_level *l37 = open_v(&r37, NHV_3_7, 3);
    struct nhl_level *l50 = open_v(&r50, NHV_5_0_0, 3);
    int a = mksobj(l37, ELVEN_DAGGER, false, false);
    int b = mksobj(l50, ELVEN_DAGGER, false, false);

    l37->objects[a].spe = l50->objects[b].spe = 2;
    mk_artifact(l37, a, true);
    mk_artifact(l50, b, true);
    cr_assert_str_eq(l37->objects[a].oname, "Sting");
    cr_assert_str_eq(l50->objects[b].oname, "Sting");
    cr_assert_eq(l37->objects[a].spe, 2);
    cr_assert_eq(l50->objects[b].spe, 5);
    /* the sum must stay below 10 */
    int c = mksobj(l50, ELVEN_BROADSWORD, false, false);

    l50->objects[c].spe = 8;
    mk_artifact(l50, c, true);
    cr_assert_str_eq(l50->objects[c].oname, "Orcrist");
    cr_assert_eq(l50->objects[c].spe, 8);
    /* without adjust_spe nothing is added */
    int d = mksobj(l50, BROADSWORD, false, false);

    mk_artifact(l50, d, false);
    cr_assert_str_eq(l50->objects[d].oname, "Dragonbane");
    cr_assert_eq(l50->objects[d].spe, 0);
    nhl_level_free(l37);
    nhl_level_free(l50);
    nhl_rng_free(&r37);
    nhl_rng_free(&r50);
}

/* artilist.h: Demonbane is a mace in 3.7, a silver mace in 5.0.0;
 * artifact.c permapoisoned: 5.0.0's Grimtooth is always poisoned */
Test(v50_objects, demonbane_and_grimtooth)
{
    struct nhl_rng r37, r50;
    struct nhl_level *l37 = open_v(&r37, NHV_3_7, 4);
    struct nhl_level *l50 = open_v(&r50, NHV_5_0_0, 4);
    int otyp = -1;

    cr_assert_eq(artifact_by_name(l37, "Demonbane", &otyp), 12);
    cr_assert_eq(otyp, MACE);
    cr_assert_eq(artifact_by_name(l50, "Demonbane", &otyp), 12);
    cr_assert_eq(otyp, SILVER_MACE);
    /* a silver mace becomes Demonbane only in 5.0.0 */
    int m = mksobj(l50, SILVER_MACE, false, false);

    mk_artifact(l50, m, false);
    cr_assert_str_eq(l50->objects[m].oname, "Demonbane");
    int m37 = mksobj(l37, MACE, false, false);

    mk_artifact(l37, m37, false);
    cr_assert_str_eq(l37->objects[m37].oname, "Demonbane");
    int mm = mksobj(l50, MACE, false, false);

    mk_artifact(l50, mm, false);
    cr_assert_null(l50->objects[mm].oname);

    int g37 = mksobj(l37, ORCISH_DAGGER, false, false);
    int g50 = mksobj(l50, ORCISH_DAGGER, false, false);

    mk_artifact(l37, g37, false);
    mk_artifact(l50, g50, false);
    cr_assert_str_eq(l37->objects[g37].oname, "Grimtooth");
    cr_assert_str_eq(l50->objects[g50].oname, "Grimtooth");
    cr_assert_not(l37->objects[g37].opoisoned);
    cr_assert(l50->objects[g50].opoisoned);
    /* the Palantir was left out of artilist.h in both */
    cr_assert_eq(artifact_by_name(l50, "The Palantir of Westernesse", NULL),
                 0);
    nhl_level_free(l37);
    nhl_level_free(l50);
    nhl_rng_free(&r37);
    nhl_rng_free(&r50);
}

/* zap.c obj_resists: the Amulet and the invocation items resist with no
 * draw; anything else draws rn2(100) against its chance */
Test(v50_objects, obj_resists)
{
    struct nhl_rng r;
    struct nhl_level *lev = open_v(&r, NHV_5_0_0, 9);
    int bell = mksobj(lev, BELL_OF_OPENING, false, false);
    int rock = mksobj(lev, ROCK, false, false);
    size_t n0 = r.nlog;

    cr_assert(obj_resists(lev, bell, 0, 0));
    cr_assert_eq(r.nlog, n0);
    cr_assert_not(obj_resists(lev, rock, 0, 0));
    cr_assert_eq(r.nlog, n0 + 1);
    cr_assert(obj_resists(lev, rock, 100, 0));
    nhl_level_free(lev);
    nhl_rng_free(&r);
}

/* run a level script (a string) as release v with seed 1 */
static struct nhl_level *run_script(struct nhl_rng *rng, enum nhl_version v,
                                    const char *script)
{
    struct nhl_level *lev = open_v(rng, v, 1);
    char path[] = "/tmp/nhlev_v50objXXXXXX";
    int fd = mkstemp(path);

    cr_assert(fd >= 0);
    FILE *f = fdopen(fd, "w");

    fputs(script, f);
    fclose(f);
    lua_State *L = lua_host_new(lev, NULL);

    cr_assert_not_null(L, "%s", lev->errmsg);
    int rc = lua_host_run_file(L, path);

    lua_host_close(L);
    remove(path);
    cr_assert_eq(rc, 0, "%s", lev->errmsg);
    return lev;
}

/* sp_lev.c create_monster: in 5.0.0 a monster given its own inventory
 * first drops what obj_resists(0, 0) keeps (one rn2(100) per other carried
 * stack); 3.7 throws the whole inventory away */
Test(v50_objects, script_inventory_drops_special_objects)
{
    static const char script[] =
        "des.level_init({ style = \"solidfill\", fg = \".\" })\n"
        "des.monster({ id = \"Vlad the Impaler\", coord = {10, 10},"
        " inventory = function() des.object(\"dagger\") end })\n";
    struct nhl_rng r37, r50;
    struct nhl_level *l37 = run_script(&r37, NHV_3_7, script);
    struct nhl_level *l50 = run_script(&r50, NHV_5_0_0, script);
    int cand37 = -1, cand50 = -1;

    for (int i = 0; i < l37->nobjects; i++)
        if (l37->objects[i].otyp == CANDELABRUM_OF_INVOCATION)
            cand37 = i;
    for (int i = 0; i < l50->nobjects; i++)
        if (l50->objects[i].otyp == CANDELABRUM_OF_INVOCATION)
            cand50 = i;
    cr_assert(cand37 >= 0 && cand50 >= 0);
    /* 3.7: discarded with the rest; 5.0.0: on Vlad's square */
    cr_assert(l37->objects[cand37].floating);
    cr_assert_not(l50->objects[cand50].floating);
    cr_assert_eq(l50->objects[cand50].owner, -1);
    cr_assert_eq(l50->objects[cand50].x, l50->monsters[0].x);
    cr_assert_eq(l50->objects[cand50].y, l50->monsters[0].y);
    nhl_level_free(l37);
    nhl_level_free(l50);
    nhl_rng_free(&r37);
    nhl_rng_free(&r50);
}

/* sp_lev.c find_objtype: 5.0.0 looks a des.object table's id up within
 * its class; 3.7 takes the first object of that name */
Test(v50_objects, find_objtype_with_class)
{
    struct nhl_rng r37, r50;
    struct nhl_level *l37 = open_v(&r37, NHV_3_7, 1);
    struct nhl_level *l50 = open_v(&r50, NHV_5_0_0, 1);

    cr_assert_eq(find_objtype_class(l37, "teleportation", '?'),
                 RIN_TELEPORTATION);
    cr_assert_eq(find_objtype_class(l50, "teleportation", '?'),
                 SCR_TELEPORTATION);
    cr_assert_eq(find_objtype_class(l50, "teleportation", 0),
                 RIN_TELEPORTATION);
    cr_assert_eq(find_objtype_class(l50, "remove curse", '+'),
                 SPE_REMOVE_CURSE);
    cr_assert_eq(find_objtype_class(l37, "remove curse", '+'),
                 SCR_REMOVE_CURSE);
    nhl_level_free(l37);
    nhl_level_free(l50);
    nhl_rng_free(&r37);
    nhl_rng_free(&r50);
}

/* ------------------------------ replay inside 5.0.0 C's own RNG stream */

#include <cjson/cJSON.h>
#include <dirent.h>


static bool at_call(const char *line, const char *call, const char *where)
{
    while (*line == ' ')
        line++;
    return !strncmp(line, call, strlen(call)) && strstr(line, where);
}

/* Does a fresh mkobj(RANDOM_CLASS, artif) at generator position `raw`
 * draw what C drew from log line `start`? */
static bool replay_mkobj(const cJSON *log, int nlines, int start, long raw,
                         uint64_t seed, const struct nhl_level_context *ctx,
                         const struct nhl_hero *hero, bool artif,
                         int nartifacts)
{
    struct nhl_rng r;

    memset(&r, 0, sizeof r);
    nhl_rng_init(&r, seed);
    for (long i = 0; i < raw; i++)
        (void) rn2(&r, 2);
    nhl_rng_set_logging(&r, true);
    struct nhl_level *l = level_new_hero(&r, ctx, hero);

    l->ident = 1000;
    /* artifacts the level made before (a goal level's quest artifact):
     * never-random ones, so that only their number counts */
    for (int m = 0; m < nartifacts; m++)
        l->build->artiexist[NROFARTIFACTS - m] = true;
    (void) mkobj(l, RANDOM_CLASS, artif);
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

/* every random object (mkobj.c's class draw, line 280) of the 5.0.0
 * truth levels in dir, made again at its place in C's stream */
static void replay_dir(const char *dir, int *calls, int *equal)
{
    DIR *d = opendir(dir);
    struct dirent *e;

    cr_assert_not_null(d, "%s", dir);
    while ((e = readdir(d)) != NULL) {
        if (!strstr(e->d_name, ".seed") || !strstr(e->d_name, ".json"))
            continue;
        char path[768];

        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        char *text = tu_slurp(path);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;

        free(text);
        cr_assert_not_null(doc, "%s", path);
        struct nhl_level_context ctx;
        struct nhl_hero hero;

        nhl_doc_context_from_json(doc, &ctx);
        nhl_doc_hero_from_json(doc, &hero);
        cr_assert_eq(ctx.version, NHV_5_0_0, "%s", path);
        uint64_t seed =
            (uint64_t) cJSON_GetObjectItem(doc, "seed")->valuedouble;
        const cJSON *log = cJSON_GetObjectItem(doc, "rng");
        int n = cJSON_GetArraySize(log);
        long raw = 0;

        for (int i = 0; i < n; i++) {
            const char *ln = cJSON_GetArrayItem(log, i)->valuestring;

            if (ln[0] != ' ' && at_call(ln, "rnd(100)=", "mkobj.c:280")
                && i + 1 < n) {
                bool ok = false;

                (*calls)++;
                for (int artif = 1; artif >= 0 && !ok; artif--)
                    for (int na = 0; na <= 2 && !ok; na++)
                        ok = replay_mkobj(log, n, i, raw, seed, &ctx, &hero, artif,
                                          na);
                if (ok)
                    (*equal)++;
                else
                    cr_log_info("%s line %d: mkobj differs", path, i + 1);
            }
            raw += tu_raw_outputs(ln);
        }
        cJSON_Delete(doc);
    }
    closedir(d);
}

/* 5.0.0's random objects (class odds, types, initialisation, contents,
 * artifacts, erosion) are C's draw for draw wherever a level makes one,
 * even in levels that differ elsewhere */
Test(v50_objects, mkobj_replays_5_0_truth_random_objects)
{
    int calls = 0, equal = 0;

    replay_dir(NHLEV_SHARED_DIR "/truth-5.0", &calls, &equal);
    cr_log_info("5.0.0 mkobj replay: %d random objects, %d equal", calls,
                equal);
    cr_assert_gt(calls, 100);
    cr_assert_geq(equal * 100, calls * 99, "%d of %d", equal, calls);
}

/* ------------------------------------------ a land mine's trap victim */

#include "mktrap.h" /* mktrap, MKTRAP_MAZEFLAG: engine internals the test drives */

/* level v with a lit floor around (40, 10) and a land mine there whose
 * victim is certain (difficulty 1 <= rnd(4)) */
static struct nhl_level *landmine_victim(struct nhl_rng *rng, enum nhl_version v,
                                         uint64_t seed, int *trap)
{
    struct nhl_level *lev = open_v(rng, v, seed);

    lev->build->gen = &gen_default;
    lev->ctx.level_difficulty = 1;
    for (int x = 30; x <= 50; x++)
        for (int y = 5; y <= 15; y++)
            lev->at[x][y].typ = ROOM;
    *trap = mktrap(lev, LANDMINE, MKTRAP_MAZEFLAG, -1,
                   &(struct coord){ 40, 10 });
    cr_assert_geq(*trap, 0);
    return lev;
}

/* mklev.c mktrap/mktrap_victim: in 5.0.0 a land mine with a victim went
 * off: it is left a seen pit, and each belonging takes a breaktest (one
 * obj_resists draw) and is gone if it breaks; 3.7 keeps the mine */
Test(v50_objects, landmine_victim_leaves_a_pit)
{
    int broken = 0, kept = 0;

    for (uint64_t seed = 1; seed <= 60; seed++) {
        struct nhl_rng r37, r50;
        int t37, t50;
        struct nhl_level *l37 = landmine_victim(&r37, NHV_3_7, seed, &t37);
        struct nhl_level *l50 = landmine_victim(&r50, NHV_5_0_0, seed, &t50);

        cr_assert_eq(l37->traps[t37].ttyp, LANDMINE);
        cr_assert_not(l37->traps[t37].tseen);
        cr_assert_eq(l50->traps[t50].ttyp, PIT);
        cr_assert(l50->traps[t50].tseen);
        cr_assert(find_draw(&r37, 0, "obj_resists", "rn2", 100) < 0);
        cr_assert(find_draw(&r50, 0, "obj_resists", "rn2", 100) >= 0);
        for (int i = 0; i < l50->nobjects; i++) {
            const struct obj *o = &l50->objects[i];

            if (o->otyp == CORPSE || o->container >= 0)
                continue;
            if (o->floating)
                broken++;
            else
                kept++;
        }
        /* (an object merged into a like one in a box is gone, quan 0) */
        for (int i = 0; i < l37->nobjects; i++)
            cr_assert(l37->objects[i].container >= 0
                      || !l37->objects[i].floating
                      || l37->objects[i].quan == 0);
        nhl_level_free(l37);
        nhl_level_free(l50);
        nhl_rng_free(&r37);
        nhl_rng_free(&r50);
    }
    /* potions, eggs, glass and the like broke; the rest lies there */
    cr_assert_gt(broken, 0);
    cr_assert_gt(kept, 0);
}
