/* test_dungeon.c - the dungeon layout (init_dungeons): the truth files'
 * game reproduced (every "where" and "branch" of them), the draws in C's
 * order on a small fixture, chains, chance levels, entry from the bottom,
 * portals, fillers, invariants of NetHack's dungeon.lua over many seeds,
 * determinism and errors. */
#include <criterion/criterion.h>

#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "dungeon.h" /* dungeon_layout_for_seed, dungeon_find_level: the module under test */
#include "source.h" /* source_open, source_close: engine internals the test drives */
#include "testutil.h"

#define NH_DAT "" TU_NETHACK_DAT ""
#define FIX NHLEV_TEST_DIR "/fixtures/dungeon"
#define TRUTH NHLEV_SHARED_DIR "/truth"

static bool have_dir(const char *d)
{
    struct stat sb;
    return stat(d, &sb) == 0 && S_ISDIR(sb.st_mode);
}

static void open_src(struct level_source *src, const char *dir)
{
    char err[512] = "";

    if (dir && strcmp(dir, NH_DAT) == 0 && !have_dir(NH_DAT))
        cr_assert_fail("NetHack dat/ not installed at " NH_DAT);
    memset(src, 0, sizeof *src);
    cr_assert_eq(source_open(src, dir, err, sizeof err), 0, "%s", err);
}

static struct dungeon_layout *layout(const struct level_source *src, uint64_t seed,
                                     uint64_t skip, const char *role)
{
    static struct dungeon_layout dl;
    char err[512] = "";

    cr_assert_eq(dungeon_layout_for_seed(&dl, src, seed, skip, role, err, sizeof err),
                 0, "seed %lu: %s", (unsigned long) seed, err);
    return &dl;
}

static const struct dungeon_special *lev(const struct dungeon_layout *dl, const char *n)
{
    const struct dungeon_special *s = dungeon_find_level(dl, n);

    cr_assert(s, "level %s missing", n);
    return s;
}

static int jint(const cJSON *o, const char *k)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);

    return cJSON_IsNumber(v) ? v->valueint : -9999;
}

/* Every truth file's "where" and "branch" (init_seed 42) rebuilt from the
 * layout: dnum, dlevel, depth, level_difficulty, ledger, dunlevs. */
Test(dungeon, truth_where_and_branch)
{
    struct level_source src;

    open_src(&src, NH_DAT);
    DIR *d = opendir(TRUTH);

    if (!d)
        cr_assert_fail("no truth files at " TRUTH);
    int checked = 0, with_branch = 0;
    struct dirent *e;

    while ((e = readdir(d))) {
        size_t n = strlen(e->d_name);

        if (n < 6 || strcmp(e->d_name + n - 5, ".json") != 0
            || !strstr(e->d_name, ".seed"))
            continue;
        char path[1024];

        snprintf(path, sizeof path, "%s/%s", TRUTH, e->d_name);
        char *buf = tu_slurp(path);

        cr_assert(buf, "%s", path);
        cJSON *root = cJSON_Parse(buf);

        free(buf);
        cr_assert(root, "%s", path);
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(root, "level");
        const cJSON *hero = cJSON_GetObjectItemCaseSensitive(root, "hero");
        const cJSON *where = cJSON_GetObjectItemCaseSensitive(root, "where");
        const cJSON *role = cJSON_GetObjectItemCaseSensitive(hero, "role");

        cr_assert_eq(jint(root, "init_seed"), (int) DUNGEON_TRUTH_SEED, "%s", path);
        struct dungeon_layout *dl = layout(&src, DUNGEON_TRUTH_SEED, dungeon_truth_skip,
                                           dungeon_role_code(role->valuestring));
        struct nhl_level_context ctx;

        nhl_level_context_defaults(&ctx);
        cr_assert_eq(dungeon_context_for(dl, name->valuestring, jint(hero, "ulevel"), &ctx), 0, "%s",
                     name->valuestring);
        cr_expect_eq(ctx.dnum, jint(where, "dnum"), "%s dnum", e->d_name);
        cr_expect_eq(ctx.dlevel, jint(where, "dlevel"), "%s dlevel", e->d_name);
        cr_expect_eq(ctx.depth, jint(where, "depth"), "%s depth", e->d_name);
        cr_expect_eq(ctx.level_difficulty, jint(where, "level_difficulty"),
                     "%s difficulty", e->d_name);
        cr_expect_eq(ctx.ledger, jint(where, "ledger"), "%s ledger", e->d_name);
        cr_expect_eq(ctx.dunlevs_in_dungeon, jint(where, "dunlevs_in_dungeon"),
                     "%s dunlevs", e->d_name);
        const cJSON *dn = cJSON_GetObjectItemCaseSensitive(where, "dungeon");

        cr_expect_str_eq(ctx.dungeon, dn->valuestring, "%s", e->d_name);
        const cJSON *br = cJSON_GetObjectItemCaseSensitive(root, "branch");

        cr_expect_eq(ctx.branch.present, cJSON_IsObject(br), "%s branch", e->d_name);
        if (cJSON_IsObject(br) && ctx.branch.present) {
            static const char *const types[] = { "stair", "no_end1", "no_end2", "portal" };
            const cJSON *e1 = cJSON_GetObjectItemCaseSensitive(br, "end1");
            const cJSON *e2 = cJSON_GetObjectItemCaseSensitive(br, "end2");

            cr_expect_str_eq(types[ctx.branch.type],
                             cJSON_GetObjectItemCaseSensitive(br, "type")->valuestring,
                             "%s", e->d_name);
            cr_expect_eq(ctx.branch.end1.dnum, jint(e1, "dnum"), "%s", e->d_name);
            cr_expect_eq(ctx.branch.end1.dlevel, jint(e1, "dlevel"), "%s", e->d_name);
            cr_expect_eq(ctx.branch.end2.dnum, jint(e2, "dnum"), "%s", e->d_name);
            cr_expect_eq(ctx.branch.end2.dlevel, jint(e2, "dlevel"), "%s", e->d_name);
            cr_expect_eq(ctx.branch.end1_up, jint(br, "end1_up") != 0, "%s", e->d_name);
            with_branch++;
        }
        cJSON_Delete(root);
        checked++;
    }
    closedir(d);
    source_close(&src);
    cr_assert_geq(checked, 400, "only %d truth files", checked);
    cr_assert_geq(with_branch, 30);
}

/* The draws one by one on the small fixture, replayed by hand in C's
 * order: nhlib.lua's shuffle, dungeon chance, size, level chance, level
 * spot; then the tune. */
Test(dungeon, draws_in_c_order)
{
    struct level_source src;

    open_src(&src, FIX "/small");
    for (uint64_t seed = 1; seed <= 40; seed++) {
        struct nhl_rng r;

        memset(&r, 0, sizeof r);
        nhl_rng_init(&r, seed);
        (void) rn2(&r, 3); /* nhlib.lua's align shuffle */
        (void) rn2(&r, 2);
        int dchance = rn2(&r, 100);
        int size = 5 + rn2(&r, 3);
        int lchance = rn2(&r, 100);
        int spot = 2 + rn2(&r, 3);
        char tune[6];

        for (int i = 0; i < 5; i++)
            tune[i] = (char) ('A' + rn2(&r, 7));
        tune[5] = '\0';
        (void) dchance;
        (void) lchance;
        nhl_rng_free(&r);
        struct dungeon_layout *dl = layout(&src, seed, 0, NULL);

        cr_assert_eq(dl->n_dungeons, 1);
        cr_assert_eq(dl->dungeons[0].num_dunlevs, size, "seed %d", (int) seed);
        cr_assert_eq(lev(dl, "alpha")->dlevel.dlevel, spot, "seed %d", (int) seed);
        cr_assert_str_eq(dl->tune, tune);
        cr_assert_eq(dl->draws, 11);
    }
    source_close(&src);
}

/* Chains, a chance-0 level (its draw still made), a branch chained to a
 * level, a dungeon entered at its bottom by stairs up, a portal branch on a
 * level holding no other branch, ledgers and a filler. */
Test(dungeon, chains_entry_portal_filler)
{
    struct level_source src;

    open_src(&src, FIX "/chain");
    for (uint64_t seed = 1; seed <= 60; seed++) {
        struct dungeon_layout *dl = layout(&src, seed, 0, NULL);
        const struct dungeon_special *a = lev(dl, "anchor");
        const struct dungeon_info *top = &dl->dungeons[0], *up = &dl->dungeons[1],
                                  *far = &dl->dungeons[2];

        cr_assert(top->num_dunlevs == 10 || top->num_dunlevs == 11);
        cr_assert(a->dlevel.dlevel >= 3 && a->dlevel.dlevel <= 5);
        cr_assert_eq(lev(dl, "follower")->dlevel.dlevel, a->dlevel.dlevel + 1);
        cr_assert_null(dungeon_find_level(dl, "never"));
        cr_assert_eq(dl->n_chance, 1);
        cr_assert_not(dl->chance[0].present);
        cr_assert_eq(lev(dl, "bottom")->dlevel.dlevel, top->num_dunlevs);
        cr_assert_eq(up->entry_lev, 3);
        /* stairs up from anchor+2 into Up's bottom level, one higher */
        d_level at = { 0, a->dlevel.dlevel + 2 };
        const struct dungeon_branch *b = dungeon_branch_on(dl, at);

        cr_assert(b);
        cr_assert_eq(b->end2.dnum, 1);
        cr_assert_eq(b->type, DGN_BR_STAIR);
        cr_assert(b->end1_up);
        cr_assert_eq(dungeon_depth(dl, b->end2), at.dlevel - 1);
        cr_assert_eq(dungeon_depth(dl, lev(dl, "peak")->dlevel), at.dlevel - 3);
        /* the portal: level 5-7 of Top, same depth as Far's top */
        const struct dungeon_branch *p = NULL;

        for (int i = 0; i < dl->n_branches; i++)
            if (dl->branches[i].end2.dnum == 2)
                p = &dl->branches[i];
        cr_assert(p);
        cr_assert_eq(p->type, DGN_BR_PORTAL);
        cr_assert(p->end1.dlevel >= 5 && p->end1.dlevel <= 7);
        cr_assert(p->end1.dlevel != at.dlevel || at.dlevel < 5 || at.dlevel > 7);
        cr_assert_eq(far->depth_start, p->end1.dlevel);
        cr_assert_eq(up->ledger_start, top->num_dunlevs);
        cr_assert_eq(far->ledger_start, top->num_dunlevs + 3);
        struct nhl_level_context ctx;

        nhl_level_context_defaults(&ctx);
        cr_assert_eq(dungeon_context_for(dl, "farfill", 1, &ctx), 0);
        cr_assert_eq(ctx.dnum, 2);
        cr_assert_eq(ctx.dlevel, 1);
        cr_assert_eq(ctx.ledger, top->num_dunlevs + 4);
        cr_assert(ctx.branch.present);
        cr_assert_eq(ctx.branch.type, DGN_BR_PORTAL);
        nhl_level_context_defaults(&ctx);
        cr_assert_eq(dungeon_context_for(dl, "anchor", 1, &ctx), 0);
        cr_assert_eq(ctx.level_align, 4); /* AM_LAWFUL */
        /* Up builds upward: difficulty grows as the hero climbs */
        cr_assert_eq(dungeon_context_for(dl, "peak", 1, &ctx), 0);
        cr_assert_eq(ctx.level_difficulty, ctx.depth + 2 * (3 - 1 + 1));
    }
    source_close(&src);
}

/* NetHack's dungeon.lua over many games: every placement within its
 * range, chains kept, the big room in about 40% of games. */
Test(dungeon, nethack_invariants)
{
    struct level_source src;

    open_src(&src, NH_DAT);
    int bigroom = 0, n = 400;

    for (uint64_t seed = 1; seed <= (uint64_t) n; seed++) {
        struct dungeon_layout *dl = layout(&src, seed, 0, "Wiz");
        int ndoom = dl->dungeons[0].num_dunlevs;
        int nhell = dl->dungeons[1].num_dunlevs;

        cr_assert_eq(dl->n_dungeons, 9);
        cr_assert(ndoom >= 25 && ndoom <= 29);
        cr_assert(nhell >= 20 && nhell <= 24);
        cr_assert(dl->dungeons[2].num_dunlevs >= 8 && dl->dungeons[2].num_dunlevs <= 9);
        int oracle = lev(dl, "oracle")->dlevel.dlevel;

        cr_assert(oracle >= 5 && oracle <= 9, "oracle %d", oracle);
        int rogue = lev(dl, "rogue")->dlevel.dlevel;

        cr_assert(rogue >= 15 && rogue <= 18);
        const struct dungeon_special *big = dungeon_find_level(dl, "bigrm");

        if (big) {
            bigroom++;
            cr_assert(big->dlevel.dlevel >= 10 && big->dlevel.dlevel <= 12);
            cr_assert_eq(dungeon_depth_of(dl, "bigrm-5"), big->dlevel.dlevel);
        } else {
            cr_assert_eq(dungeon_depth_of(dl, "bigrm"), 0);
        }
        int medusa = lev(dl, "medusa")->dlevel.dlevel;

        cr_assert_eq(lev(dl, "castle")->dlevel.dlevel, ndoom);
        cr_assert(medusa >= ndoom - 4 && medusa <= ndoom - 1);
        cr_assert_eq(lev(dl, "valley")->dlevel.dlevel, 1);
        cr_assert_eq(lev(dl, "sanctum")->dlevel.dlevel, nhell);
        int w1 = lev(dl, "wizard1")->dlevel.dlevel;

        cr_assert_eq(lev(dl, "wizard2")->dlevel.dlevel, w1 + 1);
        cr_assert_eq(lev(dl, "wizard3")->dlevel.dlevel, w1 + 2);
        cr_assert(lev(dl, "minetn")->dlevel.dlevel >= 3 && lev(dl, "minetn")->dlevel.dlevel <= 4);
        cr_assert_str_eq(lev(dl, "x-strt")->proto, "Wiz-strt");
        /* the branches: Mines 2-4 down, Sokoban up from oracle+1, the quest
         * portal oracle+6..7, Gehennom from the castle, Ludios floating */
        int seen = 0;

        for (int i = 0; i < dl->n_branches; i++) {
            const struct dungeon_branch *b = &dl->branches[i];
            const char *to = dl->dungeons[b->end2.dnum].name;

            if (!strcmp(to, "The Gnomish Mines"))
                { seen++; cr_assert(b->end1.dlevel >= 2 && b->end1.dlevel <= 4); }
            if (!strcmp(to, "Sokoban"))
                { seen++; cr_assert(b->end1.dlevel == oracle + 1 && b->end1_up
                                  && b->end2.dlevel == 4); }
            if (!strcmp(to, "The Quest"))
                { seen++; cr_assert(b->type == DGN_BR_PORTAL && b->end1.dlevel >= oracle + 6
                                  && b->end1.dlevel <= oracle + 7); }
            if (!strcmp(to, "Gehennom"))
                { seen++; cr_assert(b->type == DGN_BR_NO_END1 && b->end1.dlevel == ndoom); }
            if (!strcmp(to, "Fort Ludios"))
                { seen++; cr_assert(b->end1.dnum == dl->n_dungeons && b->end1.dlevel >= 18
                                  && b->end1.dlevel <= 21); }
            if (!strcmp(to, "Vlad's Tower"))
                { seen++; cr_assert(b->end1.dnum == 1 && b->end1.dlevel >= 9
                                  && b->end1.dlevel <= 13); }
        }
        cr_assert_eq(seen, 6);
        cr_assert_eq(dungeon_depth(dl, lev(dl, "earth")->dlevel), -1);
        cr_assert_eq(dungeon_depth(dl, lev(dl, "astral")->dlevel), -5);
        cr_assert_eq(dungeon_depth_of(dl, "tut-1"), 1);
    }
    cr_assert(bigroom > n * 30 / 100 && bigroom < n * 50 / 100, "big room in %d of %d",
              bigroom, n);
    source_close(&src);
}

/* The same seed lays out the same dungeon; another seed differs somewhere. */
Test(dungeon, deterministic)
{
    struct level_source src;
    static struct dungeon_layout a, b;
    char err[256];

    open_src(&src, NULL);
    cr_assert_eq(dungeon_layout_for_seed(&a, &src, 77, 0, NULL, err, sizeof err), 0, "%s", err);
    cr_assert_eq(dungeon_layout_for_seed(&b, &src, 77, 0, NULL, err, sizeof err), 0, "%s", err);
    cr_assert_eq(memcmp(&a, &b, sizeof a), 0);
    bool differs = false;

    for (uint64_t s = 78; s < 90 && !differs; s++) {
        cr_assert_eq(dungeon_layout_for_seed(&b, &src, s, 0, NULL, err, sizeof err), 0);
        differs = b.dungeons[0].num_dunlevs != a.dungeons[0].num_dunlevs
                  || memcmp(b.levels, a.levels, sizeof a.levels) != 0;
    }
    cr_assert(differs);
    source_close(&src);
}

/* nhlev's own levels/dungeon.lua: the "ruins" level's 60% chance. */
Test(dungeon, builtin_chance_level)
{
    struct level_source src;
    int present = 0;

    open_src(&src, NULL);
    for (uint64_t seed = 1; seed <= 300; seed++) {
        struct dungeon_layout *dl = layout(&src, seed, 0, NULL);

        cr_assert_eq(dl->n_chance, 1);
        cr_assert_str_eq(dl->chance[0].name, "ruins");
        cr_assert_eq(dl->chance[0].present, dungeon_find_level(dl, "ruins") != NULL);
        present += dl->chance[0].present;
    }
    cr_assert(present > 150 && present < 210, "ruins in %d of 300", present);
    source_close(&src);
}

Test(dungeon, names_and_errors)
{
    struct level_source src;
    static struct dungeon_layout dl;
    char err[256] = "";
    d_level at;

    open_src(&src, FIX "/crowded");
    cr_assert_eq(dungeon_layout_for_seed(&dl, &src, 1, 0, NULL, err, sizeof err), -1);
    cr_assert(strstr(err, "couldn't place"), "%s", err);
    source_close(&src);

    open_src(&src, FIX "/chain");
    cr_assert_eq(dungeon_layout_for_seed(&dl, &src, 5, 0, NULL, err, sizeof err), 0);
    cr_assert_eq(dungeon_place_of(&dl, "nosuch", &at), -1);
    cr_assert_eq(dungeon_place_of(&dl, "dlvl:99", &at), -1);
    cr_assert_eq(dungeon_place_of(&dl, "dlvl:x", &at), -1);
    cr_assert_eq(dungeon_place_of(&dl, "dlvl:3", &at), 0);
    cr_assert(at.dnum == 0 && at.dlevel == 3);
    cr_assert_eq(dungeon_place_of(&dl, "dlvl4", &at), 0);
    cr_assert_eq(at.dlevel, 4);
    struct nhl_level_context ctx;

    nhl_level_context_defaults(&ctx);
    cr_assert_eq(dungeon_context_for(&dl, "never", 1, &ctx), -1);
    cr_assert_eq(ctx.depth, 1); /* untouched */
    source_close(&src);
}

/* nhl_build fills the place from the layout when asked (the CLI's default
 * when no place is given): the truth game's oracle and Sokoban top. */
Test(dungeon, build_takes_place_from_layout)
{
    if (!have_dir(NH_DAT))
        cr_assert_fail("NetHack dat/ not installed at " NH_DAT);
    struct nhl_build_opts o;
    struct nhl_build_result res;

    nhl_build_opts_defaults(&o);
    o.dat_dir = NH_DAT;
    o.level = "soko4";
    o.seed = 1;
    o.place_from_layout = true;
    cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
    cr_assert_eq(res.lev->ctx.dnum, 4);
    cr_assert_eq(res.lev->ctx.dlevel, 4);
    cr_assert_eq(res.lev->ctx.depth, 6);
    cr_assert_eq(res.lev->ctx.level_difficulty, 8);
    cr_assert(res.lev->ctx.in_sokoban);
    cr_assert(res.lev->ctx.branch.present);
    cr_assert_eq(res.lev->ctx.branch.end1.dlevel, 7);
    nhl_build_result_free(&res);

    /* a place given by hand stays */
    nhl_build_opts_defaults(&o);
    o.dat_dir = NH_DAT;
    o.level = "oracle";
    o.seed = 1;
    cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
    cr_assert_eq(res.lev->ctx.depth, 1);
    nhl_build_result_free(&res);
    o.place_from_layout = true;
    cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
    cr_assert_eq(res.lev->ctx.depth, 6);
    cr_assert_eq(res.lev->ctx.level_align, 2); /* AM_NEUTRAL */
    nhl_build_result_free(&res);
}

/* An impossible placement ends with an error after a bounded number of
 * tries (C would try all 12! orderings): the error says the try limit was
 * met, which bounds the work, whatever the machine's load. */
Test(dungeon, impossible_placement_is_bounded)
{
    struct level_source src;
    static struct dungeon_layout dl;
    char err[256] = "";

    open_src(&src, FIX "/impossible");
    cr_assert_eq(dungeon_layout_for_seed(&dl, &src, 3, 0, NULL, err, sizeof err), -1);
    cr_assert(strstr(err, "too many ways"), "%s", err);
    source_close(&src);
}

/* A portal named by level in a des.levregion leads where the game's layout
 * puts that level: the Plane of Air's exit to Fire (Elemental Planes, 3),
 * the third wizard tower level's to fakewiz1, as C's trap list has them. */
Test(dungeon, named_portal_destination_from_layout)
{
    if (!have_dir(NH_DAT))
        cr_assert_fail("NetHack dat/ not installed at " NH_DAT);
    static const struct { const char *level; int dnum; } want[] = {
        { "air", 7 }, { "wizard3", 1 },
    };
    for (size_t k = 0; k < sizeof want / sizeof want[0]; k++) {
        struct nhl_build_opts o;
        struct nhl_build_result res;

        nhl_build_opts_defaults(&o);
        o.dat_dir = NH_DAT;
        o.level = want[k].level;
        o.seed = 1;
        o.place_from_layout = true;
        cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
        const char *target = k == 0 ? "fire" : "fakewiz1";
        struct level_source src;
        struct dungeon_layout *dl = calloc(1, sizeof *dl);
        char err[256];
        cr_assert_not_null(dl);
        cr_assert_eq(source_open(&src, NH_DAT, err, sizeof err), 0, "%s", err);
        cr_assert_eq(dungeon_layout_for_seed(dl, &src, DUNGEON_TRUTH_SEED,
                                             dungeon_truth_skip, NULL, err, sizeof err), 0);
        const struct dungeon_special *sp = dungeon_find_level(dl, target);
        cr_assert_not_null(sp);
        int portals = 0;
        for (int i = 0; i < res.lev->ntraps; i++) {
            const struct trap *t = &res.lev->traps[i];
            if (t->ttyp != MAGIC_PORTAL)
                continue;
            portals++;
            cr_expect_eq(t->dst.dnum, want[k].dnum, "%s", want[k].level);
            cr_expect_eq(t->dst.dnum, sp->dlevel.dnum);
            cr_expect_eq(t->dst.dlevel, sp->dlevel.dlevel, "%s", want[k].level);
        }
        cr_expect_eq(portals, 1, "%s", want[k].level);
        free(dl);
        source_close(&src);
        nhl_build_result_free(&res);
    }
}

/* C reads a level's alignment as its own or, failing that, its dungeon's
 * flags through the alignment mask, where the Tutorial's "unconnected"
 * bit (0x10) reads as chaotic; induced_align then draws for it */
Test(dungeon, unconnected_dungeon_levels_read_chaotic)
{
    cr_expect_eq(source_level_align(0, SRC_UNCONNECTED), AM_CHAOTIC);
    cr_expect_eq(source_level_align(0, SRC_MAZELIKE | SRC_HELLISH), 0);
    cr_expect_eq(source_level_align(AM_NEUTRAL, SRC_UNCONNECTED), AM_NEUTRAL);
    if (!have_dir(NH_DAT))
        cr_assert_fail("NetHack dat/ not installed at " NH_DAT);
    struct level_source src;
    open_src(&src, NH_DAT);
    struct dungeon_layout *dl = calloc(1, sizeof *dl);
    char err[256];
    cr_assert_not_null(dl);
    cr_assert_eq(dungeon_layout_for_seed(dl, &src, DUNGEON_TRUTH_SEED, dungeon_truth_skip,
                                         NULL, err, sizeof err), 0, "%s", err);
    cr_expect_eq(dungeon_find_level(dl, "tut-1")->align, AM_CHAOTIC);
    cr_expect_eq(dungeon_find_level(dl, "oracle")->align, AM_NEUTRAL);
    cr_expect_eq(dungeon_find_level(dl, "castle")->align, 0);
    free(dl);
    source_close(&src);
}

/* ---- floors (floor.h): names KEY:N and what makelevel builds there ---- */

#include "floor.h" /* floor_parse, floor_name: engine internals the test drives */

static d_level floor_at(const struct dungeon_layout *dl, const char *name)
{
    d_level at = { -1, -1 };
    char err[256] = "";

    cr_assert_eq(floor_parse(dl, name, &at, err, sizeof err), 0, "%s: %s", name, err);
    return at;
}

Test(dungeon, floor_names)
{
    struct level_source src;

    open_src(&src, NH_DAT);
    struct dungeon_layout *dl = layout(&src, DUNGEON_TRUTH_SEED, dungeon_truth_skip, NULL);
    char buf[64], err[256];
    d_level at;

    /* each dungeon's key, and every floor's name parses back to it */
    const char *keys[] = { "dlvl", "gehennom", "mines", "quest", "sokoban",
                           "ludios", "tower", "planes", "tutorial" };
    cr_assert_eq(dl->n_dungeons, 9);
    for (int d = 0; d < dl->n_dungeons; d++) {
        floor_key(dl, d, buf, sizeof buf);
        cr_expect_str_eq(buf, keys[d]);
        for (int l = 1; l <= dl->dungeons[d].num_dunlevs; l++) {
            d_level here = { d, l };
            floor_name(dl, here, buf, sizeof buf);
            at = floor_at(dl, buf);
            cr_expect(at.dnum == d && at.dlevel == l, "%s", buf);
        }
    }
    /* other words naming one dungeon, any case; "doom" is dlvl */
    at = floor_at(dl, "doom:22");
    cr_expect(at.dnum == 0 && at.dlevel == 22);
    at = floor_at(dl, "Gnomish:3");
    cr_expect(at.dnum == 2 && at.dlevel == 3);
    at = floor_at(dl, "vlad:2");
    cr_expect(at.dnum == 6 && at.dlevel == 2);
    at = floor_at(dl, "elemental:4");
    cr_expect(at.dnum == 7 && at.dlevel == 4);

    /* shapes and errors */
    cr_expect(floor_name_shaped("mines:3"));
    cr_expect(!floor_name_shaped("mines:"));
    cr_expect(!floor_name_shaped(":3"));
    cr_expect(!floor_name_shaped("mines:3x"));
    cr_expect(!floor_name_shaped("/tmp/a:3"));
    cr_expect(!floor_name_shaped("minetn"));
    cr_expect_eq(floor_parse(dl, "mines:10", &at, err, sizeof err), -1);
    cr_expect(strstr(err, "levels 1 to 9"), "%s", err);
    cr_expect_eq(floor_parse(dl, "mines:0", &at, err, sizeof err), -1);
    cr_expect_eq(floor_parse(dl, "abyss:1", &at, err, sizeof err), -1);
    cr_expect(strstr(err, "no dungeon 'abyss'") && strstr(err, "gehennom"), "%s", err);
    /* "the" names no dungeon, "of" is too short to */
    cr_expect_eq(floor_parse(dl, "the:1", &at, err, sizeof err), -1);
    cr_expect_eq(floor_parse(dl, "of:1", &at, err, sizeof err), -1);
    source_close(&src);
}

static enum floor_kind plan(const struct dungeon_layout *dl, const char *floor,
                            const char *role, char *file, size_t len)
{
    return floor_plan(dl, floor_at(dl, floor), role, file, len);
}

Test(dungeon, floor_plans_follow_makelevel)
{
    struct level_source src;

    open_src(&src, NH_DAT);
    /* a Samurai's game 42: the quest levels are Sam-*, its locate level
     * on quest:3 */
    struct dungeon_layout *dl = layout(&src, DUNGEON_TRUTH_SEED, dungeon_truth_skip, "Sam");
    char f[64];

    cr_expect_eq(plan(dl, "dlvl:6", "Sam", f, sizeof f), FLOOR_SPECIAL);
    cr_expect_str_eq(f, "oracle");
    cr_expect_eq(plan(dl, "dlvl:21", "Sam", f, sizeof f), FLOOR_SPECIAL);
    cr_expect_str_eq(f, "medusa");
    cr_expect_eq(plan(dl, "dlvl:15", "Sam", f, sizeof f), FLOOR_ROGUE);
    cr_expect_eq(plan(dl, "dlvl:3", "Sam", f, sizeof f), FLOOR_ORDINARY);
    cr_expect_eq(plan(dl, "dlvl:23", "Sam", f, sizeof f), FLOOR_ORDINARY);
    cr_expect_eq(plan(dl, "mines:1", "Sam", f, sizeof f), FLOOR_FILL);
    cr_expect_str_eq(f, "minefill");
    cr_expect_eq(plan(dl, "mines:4", "Sam", f, sizeof f), FLOOR_SPECIAL);
    cr_expect_str_eq(f, "minetn");
    cr_expect_eq(plan(dl, "gehennom:3", "Sam", f, sizeof f), FLOOR_FILL);
    cr_expect_str_eq(f, "hellfill");
    cr_expect_eq(plan(dl, "gehennom:22", "Sam", f, sizeof f), FLOOR_SPECIAL);
    cr_expect_str_eq(f, "sanctum");
    cr_expect_eq(plan(dl, "quest:1", "Sam", f, sizeof f), FLOOR_SPECIAL);
    cr_expect_str_eq(f, "Sam-strt");
    cr_expect_eq(plan(dl, "quest:2", "Sam", f, sizeof f), FLOOR_QUEST_FILL);
    cr_expect_str_eq(f, "Sam-fila");
    cr_expect_eq(plan(dl, "quest:4", "Sam", f, sizeof f), FLOOR_QUEST_FILL);
    cr_expect_str_eq(f, "Sam-filb");
    cr_expect_eq(plan(dl, "quest:5", "Sam", f, sizeof f), FLOOR_QUEST_FILL);
    cr_expect_str_eq(f, "Sam-filb");
    cr_expect_eq(plan(dl, "tower:2", "Sam", f, sizeof f), FLOOR_SPECIAL);
    cr_expect_str_eq(f, "tower2");
    cr_expect_eq(plan(dl, "planes:2", "Sam", f, sizeof f), FLOOR_SPECIAL);
    cr_expect_str_eq(f, "water");
    cr_expect_eq(plan(dl, "tutorial:1", "Sam", f, sizeof f), FLOOR_SPECIAL);
    cr_expect_str_eq(f, "tut-1");

    /* descriptions: below Medusa rooms or a maze */
    floor_describe(dl, floor_at(dl, "dlvl:22"), "Sam", f, sizeof f);
    cr_expect_str_eq(f, "maze or rooms");
    floor_describe(dl, floor_at(dl, "dlvl:20"), "Sam", f, sizeof f);
    cr_expect_str_eq(f, "ordinary");

    /* the context at a place is the one its level name gives */
    struct nhl_level_context a, b;
    nhl_level_context_defaults(&a);
    nhl_level_context_defaults(&b);
    cr_assert_eq(dungeon_context_at(dl, floor_at(dl, "gehennom:2"), 1, &a), 0);
    cr_assert_eq(dungeon_context_for(dl, "hellfill", 1, &b), 0);
    cr_expect_eq(memcmp(&a, &b, sizeof a), 0);
    cr_expect(a.in_hell && a.dnum == 1 && a.dlevel == 2 && a.depth == 27);
    nhl_level_context_defaults(&a);
    nhl_level_context_defaults(&b);
    cr_assert_eq(dungeon_context_at(dl, floor_at(dl, "mines:4"), 1, &a), 0);
    cr_assert_eq(dungeon_context_for(dl, "minetn", 1, &b), 0);
    cr_expect_eq(memcmp(&a, &b, sizeof a), 0);
    d_level off = { 2, 10 };
    cr_expect_eq(dungeon_context_at(dl, off, 1, &a), -1);
    source_close(&src);
}
