/* test_build.c - nhl_build: level names to files, the variant draw made
 * first (and kept when the variant is forced or named), the reseed, the
 * script run in a fresh state, errors, and the step log of a build. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "build.h" /* nhl_build_makelevel: the module under test */
#include "chunkcache.h" /* chunk_cache_new, chunk_cache_entries: engine internals the test drives */

#define FIX NHLEV_TEST_DIR "/fixtures/lua"
#define NETHACK_DAT "" TU_NETHACK_DAT ""

static struct nhl_build_opts opts(const char *level, uint64_t seed)
{
    struct nhl_build_opts o;

    nhl_build_opts_defaults(&o);
    o.dat_dir = FIX;
    o.level = level;
    o.seed = seed;
    o.log_rng = true;
    return o;
}

static bool dir_exists(const char *d)
{
    struct stat st;

    return stat(d, &st) == 0 && S_ISDIR(st.st_mode);
}

Test(build, defaults_are_the_truth_context)
{
    struct nhl_build_opts o;

    nhl_build_opts_defaults(&o);
    cr_assert_str_eq(o.hero.role, "Valkyrie");
    cr_assert_str_eq(o.hero.race, "human");
    cr_assert_str_eq(o.hero.gender, "female");
    cr_assert_str_eq(o.hero.align, "neutral");
    cr_assert_eq(o.hero.ulevel, 1);
    cr_assert_eq(o.hero.luck, 0);
    cr_assert_eq(o.ctx.ident_start, 1000);
    cr_assert_eq(o.ctx.moves, 1);
    cr_assert_eq(o.hero.ubirthday, 0);
    cr_assert_eq(o.ctx.dnum, 0);
    cr_assert_eq(o.ctx.depth, 1);
    cr_assert_eq(o.force_flip, -1);
    cr_assert_eq(o.force_variant, 0);
}

Test(build, plain_level_runs_after_nhlib)
{
    struct nhl_build_opts o = opts("plain", 5);
    struct nhl_build_result r;

    cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
    cr_assert_str_eq(r.variant, "plain");
    cr_assert_eq(r.nvariants, 0);
    cr_assert_geq(r.rng->nlog, 3);
    cr_assert(strstr(r.rng->log[0], "rn2(3)="), "%s", r.rng->log[0]);
    cr_assert(strstr(r.rng->log[0], "[nhlib.lua:"), "%s", r.rng->log[0]);
    cr_assert(strstr(r.rng->log[1], "rn2(2)="), "%s", r.rng->log[1]);
    cr_assert(strstr(r.rng->log[2], "rn2(10)="), "%s", r.rng->log[2]);
    cr_assert(strstr(r.rng->log[2], "[plain.lua:2]"), "%s", r.rng->log[2]);
    struct rng_line l;

    cr_assert(rng_parse_line(r.rng->log[2], &l));
    char want[32];

    snprintf(want, sizeof want, "plain %ld", l.result);
    cr_assert_str_eq(r.lev->message, want);
    nhl_build_result_free(&r);
}

Test(build, same_seed_same_draws)
{
    struct nhl_build_opts o = opts("plain", 99);
    struct nhl_build_result a, b;

    cr_assert_eq(nhl_build(&o, &a), 0, "%s", a.errmsg);
    cr_assert_eq(nhl_build(&o, &b), 0, "%s", b.errmsg);
    cr_assert_eq(a.rng->nlog, b.rng->nlog);
    for (size_t i = 0; i < a.rng->nlog; i++)
        cr_assert_str_eq(a.rng->log[i], b.rng->log[i]);
    nhl_build_result_free(&a);
    nhl_build_result_free(&b);
}

Test(build, variant_is_drawn_first)
{
    for (uint64_t seed = 1; seed <= 4; seed++) {
        struct nhl_build_opts o = opts("fixvar", seed);
        struct nhl_build_result r;

        cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
        cr_assert_eq(r.nvariants, 2);
        struct rng_line l;

        cr_assert(rng_parse_line(r.rng->log[0], &l));
        cr_assert_str_eq(l.func, "rnd");
        cr_assert_eq(l.arg1, 2);
        char want[32];

        snprintf(want, sizeof want, "fixvar-%ld", l.result);
        cr_assert_str_eq(r.variant, want);
        snprintf(want, sizeof want, "variant %ld", l.result);
        cr_assert_str_eq(r.lev->message, want);
        /* then nhlib's two */
        cr_assert(strstr(r.rng->log[1], "rn2(3)="));
        cr_assert(strstr(r.rng->log[2], "rn2(2)="));
        nhl_build_result_free(&r);
    }
}

Test(build, forced_or_named_variant_still_draws)
{
    for (int v = 1; v <= 2; v++) {
        struct nhl_build_opts o = opts("fixvar", 3);
        struct nhl_build_result r;

        o.force_variant = v;
        cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
        cr_assert(strncmp(r.rng->log[0], "rnd(2)=", 7) == 0, "%s",
                  r.rng->log[0]);
        char want[32];

        snprintf(want, sizeof want, "fixvar-%d", v);
        cr_assert_str_eq(r.variant, want);
        nhl_build_result_free(&r);

        char name[32];

        snprintf(name, sizeof name, "fixvar-%d", v);
        o = opts(name, 3);
        cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
        cr_assert(strncmp(r.rng->log[0], "rnd(2)=", 7) == 0, "%s",
                  r.rng->log[0]);
        cr_assert_str_eq(r.variant, name);
        snprintf(want, sizeof want, "variant %d", v);
        cr_assert_str_eq(r.lev->message, want);
        nhl_build_result_free(&r);
    }
}

Test(build, unknown_level_is_an_error)
{
    struct nhl_build_opts o = opts("no_such_level", 1);
    struct nhl_build_result r;

    cr_assert_eq(nhl_build(&o, &r), -1);
    cr_assert(strstr(r.errmsg, "no_such_level"), "%s", r.errmsg);
    nhl_build_result_free(&r);

    o = opts("plain", 1);
    o.dat_dir = NHLEV_TEST_DIR "/fixtures/none_here";
    cr_assert_eq(nhl_build(&o, &r), -1);
    cr_assert_neq(r.errmsg[0], '\0');
    nhl_build_result_free(&r);
}

Test(build, script_error_keeps_partial_level)
{
    struct nhl_build_opts o = opts("boom", 1);
    struct nhl_build_result r;

    cr_assert_eq(nhl_build(&o, &r), -1);
    cr_assert_str_eq(r.errmsg, "boom.lua:3: boom 1");
    cr_assert_not_null(r.lev);
    nhl_build_result_free(&r);

    /* a runaway script, then an ordinary build in the same process */
    o = opts("memory", 1);
    cr_assert_eq(nhl_build(&o, &r), -1);
    cr_assert(strstr(r.errmsg, "memory.lua:3:"), "%s", r.errmsg);
    nhl_build_result_free(&r);
    o = opts("plain", 1);
    cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
    nhl_build_result_free(&r);
}

Test(build, records_steps)
{
    struct nhl_build_opts o = opts("fixvar", 2);
    struct nhl_build_result r;

    o.record_steps = true;
    cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
    const struct nhl_step_log *log = r.lev->steps;

    cr_assert_not_null(log);
    cr_assert_geq(log->n, 3);
    cr_assert_str_eq(log->v[0].name, "variant");
    cr_assert_eq(log->v[0].rng_first, 0);
    cr_assert_eq(log->v[0].rng_last, 1);
    cr_assert_str_eq(log->v[1].name, "nhlib.lua");
    cr_assert_eq(log->v[1].rng_first, 1);
    cr_assert_eq(log->v[1].rng_last, 3);
    cr_assert(strncmp(log->v[2].name, "fixvar-", 7) == 0);
    cr_assert_eq(log->open, -1);
    /* every logged draw belongs to exactly one step */
    size_t covered = 0;

    for (int i = 0; i < log->n; i++)
        covered += log->v[i].rng_last - log->v[i].rng_first;
    cr_assert_eq(covered, r.rng->nlog);
    nhl_build_result_free(&r);
}

Test(build, force_flip_reaches_the_level)
{
    struct nhl_build_opts o = opts("plain", 2);
    struct nhl_build_result r;

    o.force_flip = 2;
    cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
    cr_assert_eq(r.lev->build->flip_forced, 2);
    nhl_build_result_free(&r);
}

Test(build, nethack_soko_variant_draw_matches_truth)
{
    if (!dir_exists(NETHACK_DAT))
        cr_skip("no NetHack dat/ at " NETHACK_DAT);
    /* truth soko1-2.seed1: "rnd(2)=2 @ mkmaze.c:1124", then nhlib's
     * "rn2(3)=2", "rn2(2)=0" */
    struct nhl_build_opts o;
    struct nhl_build_result r;

    nhl_build_opts_defaults(&o);
    o.dat_dir = NETHACK_DAT;
    o.level = "soko1";
    o.seed = 1;
    o.log_rng = true;
    (void) nhl_build(&o, &r);
    cr_assert_not_null(r.rng);
    cr_assert_geq(r.rng->nlog, 3);
    cr_assert(strncmp(r.rng->log[0], "rnd(2)=2 ", 9) == 0, "%s", r.rng->log[0]);
    cr_assert(strncmp(r.rng->log[1], "rn2(3)=2 ", 9) == 0, "%s", r.rng->log[1]);
    cr_assert(strstr(r.rng->log[1], "[nhlib.lua:8]"), "%s", r.rng->log[1]);
    cr_assert(strncmp(r.rng->log[2], "rn2(2)=0 ", 9) == 0, "%s", r.rng->log[2]);
    cr_assert_str_eq(r.variant, "soko1-2");
    nhl_build_result_free(&r);
}

Test(build, listed_levels_are_special_by_name)
{
    const char *names[] = { "plain", "fixvar", "fixvar-2", "where" };
    const char *want[] = { "plain", "fixvar", "fixvar", "" };

    for (int i = 0; i < 4; i++) {
        struct nhl_build_opts o = opts(names[i], 1);
        struct nhl_build_result r;

        cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
        cr_assert_str_eq(r.lev->ctx.special, want[i], "%s", names[i]);
        nhl_build_result_free(&r);
    }
    /* the caller's context wins */
    struct nhl_build_opts o = opts("plain", 1);
    struct nhl_build_result r;

    strcpy(o.ctx.special, "castle");
    cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
    cr_assert_str_eq(r.lev->ctx.special, "castle");
    nhl_build_result_free(&r);
}

/* ---- floors: any dungeon's level by its place (floor.h) ---------------- */

#include "data_enums.h" /* BOULDER, GOLD_PIECE: the engine's numbering */
#include "testutil.h"

/* floor `floor` of the truth files' game, the hero of truth file `file`,
 * must equal that file (built by its level name) in every part */
static void floor_equals_truth(const char *floor, const char *file)
{
    tu_expect_truth_equal(file, floor, true);
}

Test(build, floors_build_the_level_c_chooses_there)
{
    if (!dir_exists(NETHACK_DAT))
        cr_skip("no NetHack dat/ at " NETHACK_DAT);
    /* the truth game (seed 42): the Mines' filler on its level 1, its
     * town on 4; Gehennom's filler on 2, Baalzebub on 8; the quest's
     * fillers on 2 (above the locate level, 3) and 4, by the hero's role;
     * Sokoban's entry level 1 */
    floor_equals_truth("mines:1", "minefill.seed1");
    floor_equals_truth("mines:1", "minefill.seed2");
    floor_equals_truth("gnomish:1", "minefill.seed3");
    floor_equals_truth("gehennom:2", "hellfill.seed1");
    floor_equals_truth("gehennom:2", "hellfill.seed3");
    floor_equals_truth("gehennom:8", "baalz.seed1");
    floor_equals_truth("quest:2", "Val-fila.seed1");
    floor_equals_truth("quest:4", "Val-filb.seed2");
    floor_equals_truth("quest:2", "Arc-fila.seed1");
    floor_equals_truth("quest:4", "Sam-filb.seed3");
    floor_equals_truth("sokoban:1", "soko1.seed1");
    floor_equals_truth("dlvl:6", "oracle.seed2");
    /* a special level on each of the other dungeons' floors, and the
     * Dungeons of Doom's by another key */
    floor_equals_truth("doom:12", "bigrm.seed1");
    floor_equals_truth("dlvl:25", "castle.seed1");
    floor_equals_truth("mines:4", "minetn.seed1");
    floor_equals_truth("mines:9", "minend.seed1");
    floor_equals_truth("gehennom:1", "valley.seed2");
    floor_equals_truth("sokoban:4", "soko4.seed2");
    floor_equals_truth("ludios:1", "knox.seed1");
    floor_equals_truth("vlad:1", "tower1.seed1");
    floor_equals_truth("planes:2", "water.seed1");
    floor_equals_truth("tutorial:1", "tut-1.seed1");
    /* no level file: makelevel's own Rogue level */
    floor_equals_truth("doom:15", "rogue.seed2");
}

Test(build, floor_names_give_clear_errors)
{
    if (!dir_exists(NETHACK_DAT))
        cr_skip("no NetHack dat/ at " NETHACK_DAT);
    const char *bad[] = { "mines:0", "mines:10", "nowhere:2", "quest:99",
                          "planes:6" };
    const char *why[] = { "levels 1 to 9", "levels 1 to 9", "no dungeon 'nowhere'",
                          "levels 1 to 6", "dummy" };

    for (int i = 0; i < 5; i++) {
        struct nhl_build_opts o;
        struct nhl_build_result r;

        nhl_build_opts_defaults(&o);
        o.dat_dir = NETHACK_DAT;
        o.level = bad[i];
        o.place_from_layout = true;
        cr_expect_eq(nhl_build(&o, &r), -1, "%s", bad[i]);
        cr_expect(strstr(r.errmsg, why[i]) != NULL, "%s: %s", bad[i], r.errmsg);
        nhl_build_result_free(&r);
    }
}

/* cells one can walk on in a maze (C: ACCESSIBLE, less doors: a random
 * maze has none) */
static bool walkable(int typ)
{
    return typ == ROOM || typ == CORR || typ == STAIRS;
}

/* every walkable cell of the map can be reached from (x,y), moving as the
 * hero does (8 ways) */
static bool all_reachable_from(const struct nhl_level *lev, int x0, int y0)
{
    static bool seen[COLNO][ROWNO];
    static int qx[COLNO * ROWNO], qy[COLNO * ROWNO];
    int head = 0, tail = 0;

    memset(seen, 0, sizeof seen);
    seen[x0][y0] = true;
    qx[tail] = x0;
    qy[tail++] = y0;
    while (head < tail) {
        int x = qx[head], y = qy[head++];

        for (int dx = -1; dx <= 1; dx++)
            for (int dy = -1; dy <= 1; dy++) {
                int nx = x + dx, ny = y + dy;

                if (!isok(nx, ny) || seen[nx][ny] || !walkable(lev->at[nx][ny].typ))
                    continue;
                seen[nx][ny] = true;
                qx[tail] = nx;
                qy[tail++] = ny;
            }
    }
    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            if (walkable(lev->at[x][y].typ) && !seen[x][y])
                return false;
    return true;
}

Test(build, mazes_below_medusa)
{
    if (!dir_exists(NETHACK_DAT))
        cr_skip("no NetHack dat/ at " NETHACK_DAT);
    /* game 42: Medusa on 21, the castle on 25; 22..24 are rooms one time
     * in five (makelevel's rn2(5) says 0), else a maze */
    int mazes = 0, rooms = 0, corrmazes = 0;

    for (uint64_t seed = 1; seed <= 12; seed++) {
        struct nhl_build_opts o;
        struct nhl_build_result r;

        nhl_build_opts_defaults(&o);
        o.dat_dir = NETHACK_DAT;
        o.level = seed % 2 ? "dlvl:22" : "doom:23";
        o.seed = seed;
        o.log_rng = true;
        o.place_from_layout = true;
        cr_assert_eq(nhl_build(&o, &r), 0, "seed %d: %s", (int) seed, r.errmsg);
        struct nhl_level *lev = r.lev;

        cr_assert(strncmp(r.rng->log[0], "rn2(5)=", 7) == 0, "%s", r.rng->log[0]);
        bool maze = strncmp(r.rng->log[0], "rn2(5)=0 ", 9) != 0;

        cr_expect_eq(lev->flags.is_maze_lev, maze, "seed %d", (int) seed);
        if (!maze) {
            rooms++;
            cr_expect_gt(lev->nroom, 0);
            nhl_build_result_free(&r);
            continue;
        }
        mazes++;
        cr_expect_eq(lev->nroom, 0);
        /* next: corrmaze rn2(3), the wide-maze coin rn2(2), and for a wide
         * maze the dead-end coin rn2(5), then corrwid rnd(4), wallthick
         * rnd(4) */
        cr_expect(strncmp(r.rng->log[1], "rn2(3)=", 7) == 0, "%s", r.rng->log[1]);
        cr_expect(strncmp(r.rng->log[2], "rn2(2)=", 7) == 0, "%s", r.rng->log[2]);
        cr_expect_eq(lev->flags.corrmaze, strncmp(r.rng->log[1], "rn2(3)=0 ", 9) == 0);
        if (strncmp(r.rng->log[2], "rn2(2)=1 ", 9) == 0) {
            cr_expect(strncmp(r.rng->log[3], "rn2(5)=", 7) == 0, "%s", r.rng->log[3]);
            cr_expect(strncmp(r.rng->log[4], "rnd(4)=", 7) == 0, "%s", r.rng->log[4]);
            cr_expect(strncmp(r.rng->log[5], "rnd(4)=", 7) == 0, "%s", r.rng->log[5]);
        }
        corrmazes += lev->flags.corrmaze;

        /* one up and one down stairs, on the maze, linked to all of it */
        int up = -1, down = -1;

        for (int i = 0; i < lev->nstairs; i++)
            if (lev->stairs[i].up)
                up = i;
            else
                down = i;
        cr_assert_eq(lev->nstairs, 2, "seed %d", (int) seed);
        cr_assert(up >= 0 && down >= 0);
        cr_expect(all_reachable_from(lev, lev->stairs[up].sx, lev->stairs[up].sy),
                  "seed %d: part of the maze cut off", (int) seed);
        /* walls only on a walled maze; corridors only inside the maze's
         * bounds */
        int walls = 0;

        for (int x = 0; x < COLNO; x++)
            for (int y = 0; y < ROWNO; y++) {
                int t = lev->at[x][y].typ;

                if (IS_WALL(t))
                    walls++;
                if (walkable(t))
                    cr_expect(x >= 2 && y >= 2 && x <= X_MAZE_MAX && y <= Y_MAZE_MAX,
                              "seed %d: floor at %d,%d", (int) seed, x, y);
            }
        cr_expect(lev->flags.corrmaze ? walls == 0 : walls > 100, "seed %d: %d walls",
                  (int) seed, walls);

        /* populate_maze: 11-18 objects, 2-11 boulders, 0-2 minotaurs,
         * 7-11 monsters (more with groups), 7-12 gold piles, 7-12 traps
         * tried */
        int boulders = 0, gold = 0, other = 0, minotaurs = 0, traps = 0;

        for (int i = 0; i < lev->nobjects; i++) {
            const struct obj *ob = &lev->objects[i];

            if (ob->container >= 0 || ob->owner >= 0 || ob->buried)
                continue;
            if (ob->otyp == BOULDER)
                boulders++;
            else if (ob->otyp == GOLD_PIECE)
                gold++;
            else
                other++;
        }
        for (int i = 0; i < lev->nmonsters; i++)
            minotaurs += lev->monsters[i].mndx == PM_MINOTAUR;
        for (int i = 0; i < lev->ntraps; i++)
            traps++;
        cr_expect(boulders >= 1 && boulders <= 11 + 18, "seed %d: %d boulders",
                  (int) seed, boulders);
        cr_expect(gold >= 1 && gold <= 12, "seed %d: %d gold", (int) seed, gold);
        /* a statue trap brings its statue, a rolling boulder trap its
         * boulder */
        cr_expect(other >= 1 && other <= 18 + traps, "seed %d: %d objects", (int) seed,
                  other);
        cr_expect(minotaurs <= 2, "seed %d: %d minotaurs", (int) seed, minotaurs);
        cr_expect(lev->nmonsters >= 7, "seed %d: %d monsters", (int) seed,
                  lev->nmonsters);
        cr_expect(traps >= 1 && traps <= 12, "seed %d: %d traps", (int) seed, traps);
        nhl_build_result_free(&r);
    }
    cr_expect_gt(mazes, 0);
    cr_expect_gt(rooms, 0);
    cr_expect_gt(corrmazes, 0);
}

Test(build, maze_of_the_invocation_level)
{
    /* Gehennom without a filler: no rn2(5), no wide-maze coin, the
     * vibrating square instead of the down stairs */
    struct nhl_build_opts o;
    struct nhl_build_result r;
    struct nhl_level_context ctx;

    nhl_build_opts_defaults(&o);
    o.dat_dir = NULL;
    o.seed = 7;
    o.log_rng = true;
    ctx = o.ctx;
    ctx.dnum = 1;
    ctx.dlevel = 9;
    ctx.depth = 35;
    ctx.level_difficulty = 35;
    ctx.dunlevs_in_dungeon = 10;
    ctx.in_hell = true;
    ctx.invocation_level = true;
    cr_assert_eq(nhl_build_makelevel(&o, &ctx, "gehennom:9", &r), 0, "%s", r.errmsg);
    cr_assert(strncmp(r.rng->log[0], "rn2(3)=", 7) == 0, "%s", r.rng->log[0]);
    /* create_maze(1, 1): no rnd(4)s, a 39 x 10 cell maze whose start
     * maze0xy draws as rn2(78/2 - 1), rn2(20/2 - 1) */
    cr_assert(strncmp(r.rng->log[1], "rn2(38)=", 8) == 0, "%s", r.rng->log[1]);
    cr_assert(strncmp(r.rng->log[2], "rn2(9)=", 7) == 0, "%s", r.rng->log[2]);
    cr_expect(r.lev->flags.is_maze_lev);
    cr_assert_eq(r.lev->nstairs, 1);
    cr_expect(r.lev->stairs[0].up);
    int vib = 0;

    for (int i = 0; i < r.lev->ntraps; i++)
        vib += r.lev->traps[i].ttyp == VIBRATING_SQUARE;
    cr_expect_eq(vib, 1);
    cr_expect_str_eq(r.variant, "gehennom:9");
    nhl_build_result_free(&r);
}

Test(build, maze_below_medusa_draws_by_hand)
{
    if (!dir_exists(NETHACK_DAT))
        cr_skip("no NetHack dat/ at " NETHACK_DAT);
    /* dlvl:22 of game 42, seed 4, checked by hand against mkmaze.c:
     * makelevel rn2(5)=3 (a maze), corrmaze !rn2(3) with 1 (walled), the
     * wide-maze coin rn2(2)=1, rmdeadends !rn2(5), corrwid rnd(4)=1,
     * wallthick rnd(4)=3 less 1 = 2: scale 3, a 26 x 6 cell maze whose
     * start maze0xy draws rn2(26 - 1) and rn2(6 - 1) */
    struct nhl_build_opts o;
    struct nhl_build_result r;

    nhl_build_opts_defaults(&o);
    o.dat_dir = NETHACK_DAT;
    o.level = "dlvl:22";
    o.seed = 4;
    o.log_rng = true;
    o.place_from_layout = true;
    cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
    const char *want[] = { "rn2(5)=3 ", "rn2(3)=1 ", "rn2(2)=1 ", "rn2(5)=",
                           "rnd(4)=1 ", "rnd(4)=3 ", "rn2(25)=", "rn2(5)=" };
    for (int i = 0; i < 8; i++)
        cr_expect(strncmp(r.rng->log[i], want[i], strlen(want[i])) == 0, "%d: %s", i,
                  r.rng->log[i]);
    cr_expect(!r.lev->flags.corrmaze);
    /* after the walk: the stairs' mazexy (rnd(78), rnd(20) pairs), then
     * populate_maze's object count rn1(8, 11), then the first object's
     * mazexy and its class coin rn2(2) */
    size_t i = 8;
    while (i < r.rng->nlog && strncmp(r.rng->log[i], "rnd(78)=", 8) != 0)
        i++;
    cr_assert_lt(i, r.rng->nlog);
    while (i + 1 < r.rng->nlog && strncmp(r.rng->log[i], "rnd(78)=", 8) == 0
           && strncmp(r.rng->log[i + 1], "rnd(20)=", 8) == 0)
        i += 2;
    cr_expect(strncmp(r.rng->log[i], "rn2(8)=", 7) == 0, "%s", r.rng->log[i]);
    cr_expect(strstr(r.rng->log[i], "populate_maze"), "%s", r.rng->log[i]);
    i++;
    while (i + 1 < r.rng->nlog && strncmp(r.rng->log[i], "rnd(78)=", 8) == 0)
        i += 2;
    cr_expect(strncmp(r.rng->log[i], "rn2(2)=", 7) == 0, "%s", r.rng->log[i]);
    /* walls made proper by wallification: corners where walls meet */
    int corners = 0;
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            corners += r.lev->at[x][y].typ == TLCORNER || r.lev->at[x][y].typ == CROSSWALL;
    cr_expect_gt(corners, 0);
    nhl_build_result_free(&r);
}

/* An ordinary floor loads themerms.lua after the level script's own
 * chunks: with a chunk cache (the viewer's, the bench's) its compiled
 * chunk is reused too, and the level comes out the same as parsed anew */
Test(build, ordinary_floors_reuse_the_themes_chunk)
{
    if (!dir_exists(NETHACK_DAT))
        cr_skip("no NetHack dat/ at " NETHACK_DAT);
    struct nhl_chunk_cache *cache = nhl_chunk_cache_new();
    cr_assert_not_null(cache);
    struct nhl_build_result r[3];
    for (int i = 0; i < 3; i++) {
        struct nhl_build_opts o;
        nhl_build_opts_defaults(&o);
        o.dat_dir = NETHACK_DAT;
        o.level = "dlvl:3";
        o.seed = 2;
        o.place_from_layout = true;
        o.cache = i < 2 ? cache : NULL;
        cr_assert_eq(nhl_build(&o, &r[i]), 0, "%s", r[i].errmsg);
    }
    /* nhlib.lua and themerms.lua parsed once; the second build, coming
       warm (dlvl:3: an earlier level loaded the themes), takes the theme
       state the first one kept loaded */
    cr_expect_geq(chunk_cache_entries(cache), 2);
    cr_expect_geq(chunk_cache_idle_states(cache), 1);
    for (int i = 1; i < 3; i++) {
        cr_expect_eq(r[i].rng->ndraws, r[0].rng->ndraws);
        cr_expect_eq(r[i].lev->nroom, r[0].lev->nroom);
        for (int x = 0; x < COLNO; x++)
            for (int y = 0; y < ROWNO; y++)
                cr_expect_eq(r[i].lev->at[x][y].typ, r[0].lev->at[x][y].typ);
    }
    for (int i = 0; i < 3; i++)
        nhl_build_result_free(&r[i]);
    nhl_chunk_cache_free(cache);
}

/* nhl_level_monster_at answers "nobody" without a scan for a square no
 * monster was ever noted on (mon_been): every place that puts a monster
 * somewhere must note it. Over levels with many monsters, moved ones
 * (enexto, rloc, worms, the flip) included, every monster's squares are
 * noted and nhl_level_monster_at finds a monster on each of them. */
Test(build, every_monster_square_is_noted)
{
    static const char *const levels[] = { "castle", "knox", "minetn-1", "medusa-2",
                                          "astral", "fire", "Val-goal", "dlvl:8",
                                          "mines:3", NULL };
    static const char *const dats[] = { TU_NETHACK_DAT, TU_NETHACK50_DAT, NULL };
    int checked = 0;

    for (int d = 0; dats[d]; d++)
        for (int i = 0; levels[i]; i++)
            for (uint64_t seed = 1; seed <= 3; seed++) {
                struct nhl_build_opts o = opts(levels[i], seed);
                struct nhl_build_result r;

                o.dat_dir = dats[d];
                o.log_rng = false;
                cr_assert_eq(nhl_build(&o, &r), 0, "%s: %s", levels[i], r.errmsg);
                const struct nhl_level *lev = r.lev;

                for (int m = 0; m < lev->nmonsters; m++) {
                    const struct monst *mon = &lev->monsters[m];

                    if (mon->x < 0 || mon->x >= COLNO || mon->y < 0 || mon->y >= ROWNO)
                        continue;
                    cr_assert(lev->build->mon_been[mon->x][mon->y], "%s seed %lu: %d,%d",
                              levels[i], (unsigned long) seed, mon->x, mon->y);
                    cr_assert_not_null(nhl_level_monster_at(r.lev, mon->x, mon->y));
                    for (int s = 0; s < mon->nwseg; s++)
                        cr_assert(lev->build->mon_been[mon->wseg[s].x][mon->wseg[s].y]);
                    checked++;
                }
                nhl_build_result_free(&r);
            }
    cr_assert_gt(checked, 500);
}

/* #wizloaddes (issue 23 item 3): a level file loaded onto a floor keeps
 * the floor's identity and is finished twice as C's wiz_load_splua does. */
#define WIZ_DAT NHLEV_SHARED_DIR "/nethack/3.7-79c688c/dat"

static int count_typ(const struct nhl_level *lev, int typ)
{
    int n = 0;

    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            n += lev->at[x][y].typ == typ;
    return n;
}

/* Vlad's tower top: its map's four-way joints come out of wallification as
 * crosswalls; the second pass's remove_boundary_syms turns every one inside
 * the map into floor, as C's capture shows, where an ordinary build keeps
 * them */
Test(build, wizloaddes_second_pass_clears_crosswalls)
{
    struct nhl_build_opts o;
    struct nhl_build_result plain, wiz;

    nhl_build_opts_defaults(&o);
    o.dat_dir = WIZ_DAT;
    o.level = "tower1";
    o.seed = 42;
    o.place_from_layout = true;
    cr_assert_eq(nhl_build(&o, &plain), 0, "%s", plain.errmsg);
    o.wizload_onto = "dlvl:1";
    cr_assert_eq(nhl_build(&o, &wiz), 0, "%s", wiz.errmsg);
    cr_expect_gt(count_typ(plain.lev, CROSSWALL), 0);
    cr_expect_eq(count_typ(wiz.lev, CROSSWALL), 0);
    nhl_build_result_free(&plain);
    nhl_build_result_free(&wiz);
}

/* The valley loaded onto dlvl 1: still dlvl 1 of the Dungeons of Doom (no
 * Gehennom, no special name), its up stairs the dungeon's way out to the
 * Planes, placed at the file's branch region; no variant is drawn (the
 * first draw is nhlib.lua's) */
Test(build, wizloaddes_keeps_the_floor)
{
    struct nhl_build_opts o;
    struct nhl_build_result res;

    nhl_build_opts_defaults(&o);
    o.dat_dir = WIZ_DAT;
    o.level = "valley";
    o.seed = 7;
    o.place_from_layout = true;
    o.log_rng = true;
    o.wizload_onto = "dlvl:1";
    cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
    cr_expect_eq(res.lev->ctx.dnum, 0);
    cr_expect_eq(res.lev->ctx.dlevel, 1);
    cr_expect_not(res.lev->ctx.in_hell);
    cr_expect_str_empty(res.lev->ctx.special);
    int up_out = 0;

    for (int i = 0; i < res.lev->nstairs; i++)
        up_out += res.lev->stairs[i].up && res.lev->stairs[i].tolev.dnum != 0;
    cr_expect_eq(up_out, 1, "up stairs out of the dungeon: %d", up_out);
    cr_expect(strstr(nhl_rng_log_line(res.rng, 0), "nhlib") != NULL, "first draw: %s",
              nhl_rng_log_line(res.rng, 0));
    nhl_build_result_free(&res);

    /* a name with variants and no file of its own is no file to load */
    o.level = "minetn";
    cr_expect_neq(nhl_build(&o, &res), 0);
    cr_expect(strstr(res.errmsg, "variants") != NULL, "%s", res.errmsg);
    nhl_build_result_free(&res);
}
