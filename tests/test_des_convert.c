/* test_des_convert.c - .des levels built through their NetHack 5.0 Lua
 * (des_lua.h): steps name the .des file and its lines, errors name
 * file:line and the closest known names, the command line, the viewer in
 * tmux, 3.6's control flow and 3.4.3's order. The corpora (MiniHack's
 * among them), each level built as .des and as converted Lua:
 * test_des_convert_corpora.c. */
#include <criterion/criterion.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "testutil_internal.h"
#include "gamecache.h" /* game_cache_new, game_cache_free: engine internals the test drives */

#include "des_convert_util.h" /* build, convert_corpus: the module under test */
#include "data_enums.h" /* CHEST, LARGE_BOX: the engine's numbering */

/* the steps of a .des build are the .des file's statements, at its lines */
Test(des_convert, steps_name_the_des_file_and_line)
{
    struct nhl_build_result r;
    struct nhl_game_cache *g = nhl_game_cache_new();
    bool saw_mazewalk = false;

    cr_assert_eq(build(DES_CORPORA "/minihack/mazewalk.des", 1, g, &r), 0,
                 "%s", r.errmsg);
    for (int i = 0; i < r.lev->steps->n; i++) {
        const struct nhl_step *s = &r.lev->steps->v[i];

        if (!strcmp(s->name, "des.mazewalk")) {
            saw_mazewalk = true;
            cr_expect_str_eq(s->file, "mazewalk.des");
            cr_expect_eq(s->line, 19);   /* MAZEWALK:(5,5),east */
        }
        if (!strcmp(s->name, "des.map"))
            cr_expect_eq(s->line, 3);    /* its GEOMETRY line */
    }
    cr_expect(saw_mazewalk);
    nhl_build_result_free(&r);
    nhl_game_cache_free(g);
}

/* a small .des of the test's own, written to a temporary file */
static void write_des(const char *path, const char *text)
{
    FILE *fp = fopen(path, "w");

    cr_assert_not_null(fp);
    fputs(text, fp);
    fclose(fp);
}

static const char *build_error(const char *text)
{
    static char msg[600];
    struct nhl_build_result r;
    struct nhl_game_cache *g = nhl_game_cache_new();
    char dir[] = "/tmp/nhlev_badXXXXXX", path[64];

    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/t.des", dir);
    write_des(path, text);
    cr_assert_neq(build(path, 1, g, &r), 0, "built: %s", text);
    snprintf(msg, sizeof msg, "%s", r.errmsg);
    nhl_build_result_free(&r);
    nhl_game_cache_free(g);
    unlink(path);
    rmdir(dir);
    return msg;
}

Test(des_convert, unknown_names_say_the_closest)
{
    const char *m;

    m = build_error("MAZE:\"t\",' '\nGEOMETRY:center,center\nMAP\n...\n"
                    "ENDMAP\nMONSTER:('D',\"red dragn\"),(1,1)\n");
    cr_expect(strstr(m, ".des:6: Unknown monster id 'red dragn' (closest: "
                        "red dragon") != NULL, "%s", m);
    m = build_error("MAZE:\"t\",' '\nGEOMETRY:center,center\nMAP\n...\n"
                    "ENDMAP\nOBJECT:('(',\"pick-axx\"),(1,1)\n");
    cr_expect(strstr(m, ".des:6: Unknown object id 'pick-axx' (closest: "
                        "pick-axe") != NULL, "%s", m);
    m = build_error("MAZE:\"t\",' '\nGEOMETRY:center,center\nMAP\n...\n"
                    "ENDMAP\nTRAP:\"sleeping gas\",(1,1)\n");
    cr_expect(strstr(m, ".des:6:6: unknown trap type \"sleeping gas\" "
                        "(closest: sleep gas") != NULL, "%s", m);
    m = build_error("LEVEL:\"t\"\nROOM:\"thrown\",lit,random,random,random"
                    "\n{\n}\nRANDOM_CORRIDORS\n");
    cr_expect(strstr(m, ".des:2:6: unknown room type \"thrown\" (closest: "
                        "throne") != NULL, "%s", m);
    m = build_error("MAZE:\"t\",' '\nMONSTR:'D',(1,1)\n");
    cr_expect(strstr(m, ".des:2:1: expected a statement") != NULL, "%s", m);
}

Test(des_convert, several_levels_need_a_name)
{
    struct nhl_build_result r;
    struct nhl_game_cache *g = nhl_game_cache_new();

    cr_assert_neq(build(DES_CORPORA "/nethack-3.6.7/medusa.des", 1, g, &r), 0);
    cr_expect(strstr(r.errmsg, "holds 4 levels (medusa-1, medusa-2, medusa-3, "
                               "medusa-4): name one as") != NULL, "%s",
              r.errmsg);
    nhl_build_result_free(&r);
    cr_assert_neq(build(DES_CORPORA "/nethack-3.6.7/medusa.des:medusa-9", 1, g,
                        &r), 0);
    cr_expect(strstr(r.errmsg, "has no level named 'medusa-9'") != NULL, "%s",
              r.errmsg);
    nhl_build_result_free(&r);
    cr_assert_eq(build(DES_CORPORA "/nethack-3.6.7/medusa.des:medusa-2", 1, g,
                       &r), 0, "%s", r.errmsg);
    cr_expect_str_eq(r.variant, "medusa-2");
    nhl_build_result_free(&r);
    nhl_game_cache_free(g);
}

Test(des_convert, command_line)
{
    static char out[1 << 20];
    char dir[] = "/tmp/nhlev_convcliXXXXXX", cmd[2048];
    struct stat st;

    cr_assert_eq(tu_run(NHLEV_BIN " convert " DES_CORPORA "/minihack/mazewalk.des",
                     out, sizeof out), 0);
    cr_expect(strstr(out, "des.mazewalk({ x = 5, y = 5, dir = \"east\" })"
                          "  -- mazewalk.des:19") != NULL, "%s", out);
    cr_expect(strstr(out, "des.map({ halign = \"center\", valign = \"center\","
                          " map = [[\n-------------\n") != NULL, "%s", out);
    /* several levels need -o */
    cr_expect_eq(tu_run(NHLEV_BIN " convert " DES_CORPORA
                     "/nethack-3.6.7/medusa.des 2>&1", out, sizeof out), 2);
    cr_expect(strstr(out, "give -o DIR") != NULL, "%s", out);
    cr_assert_not_null(mkdtemp(dir));
    snprintf(cmd, sizeof cmd, NHLEV_BIN " convert " DES_CORPORA
             "/nethack-3.6.7/medusa.des -o %s", dir);
    cr_expect_eq(tu_run(cmd, out, sizeof out), 0, "%s", out);
    for (int i = 1; i <= 4; i++) {
        char f[1200];

        snprintf(f, sizeof f, "%s/medusa-%d.lua", dir, i);
        cr_expect_eq(stat(f, &st), 0, "%s", f);
        unlink(f);
    }
    rmdir(dir);
    /* render and trace take FILE.des[:NAME]; the trace says what it is */
    cr_expect_eq(tu_run(NHLEV_BIN " trace " DES_CORPORA
                     "/nethack-3.6.7/medusa.des:medusa-2 --dat " DAT50,
                     out, sizeof out), 0);
    cr_expect(strstr(out, "des-3.6 built as NetHack 5.0.0") != NULL, "%.200s",
              out);
    cr_expect(strstr(out, "medusa.des:") != NULL);
    cr_expect_eq(tu_run(NHLEV_BIN " render " DES_CORPORA
                     "/minihack/mazewalk.des --format json --dat " DAT50,
                     out, sizeof out), 0);
    cr_expect(strstr(out, "\"source_language\":\t\"des-3.6\"") != NULL
              || strstr(out, "\"source_language\": \"des-3.6\"") != NULL);
    /* its document rebuilds from the .des in --dat's directory */
    cr_expect_eq(tu_run(NHLEV_BIN " render " DES_CORPORA "/minihack/quest_hard.des"
                     " --seed 4 --format json > /tmp/nhlev_des_doc.json && "
                     NHLEV_BIN " compare /tmp/nhlev_des_doc.json --dat "
                     DES_CORPORA "/minihack 2>&1", out, sizeof out), 0, "%s",
                 out);
    cr_expect(strstr(out, "1 of 1 equal") != NULL, "%s", out);
    unlink("/tmp/nhlev_des_doc.json");
    cr_expect_eq(tu_run(NHLEV_BIN " render /nonexistent.des 2>&1", out,
                     sizeof out), 2);
    cr_expect(strstr(out, "/nonexistent.des") != NULL, "%s", out);
    cr_expect_eq(tu_run(NHLEV_BIN " render " DES_CORPORA "/minihack/mazewalk.des"
                     " --des-grammar 3.4 2>&1", out, sizeof out), 2);
    cr_expect(strstr(out, "mazewalk.des:") != NULL, "%s", out);
}

/* the curses viewer in tmux on a MiniHack level: steps to its MONSTER
   statement, shows the .des line and the monster at its cell
   (tests/tmux_des.sh) */
Test(des_convert, viewer_steps_a_minihack_level_in_tmux)
{
    static char out[1 << 16];
    const char *b = getenv("NHLEV_TEST_BIN");
    char cmd[2048];

    snprintf(cmd, sizeof cmd, "sh '%s/tmux_des.sh' '%s' '%s' '%s' 2>&1",
             NHLEV_TEST_DIR, b && *b ? b : NHLEV_BIN, DAT50, NHLEV_SHARED_DIR);
    cr_assert_eq(tu_run(cmd, out, sizeof out), 0, "%s", out);
}

/* 3.6's variables and control flow do what lev_comp's did: a FOR over an
   array calling a FUNCTION, a SWITCH on an expression falling through to
   a BREAK, LOOP, IF/ELSE on a comparison, arithmetic, TERRAIN on
   selections (tests/fixtures/des/flow36.des; the map's origin is (35,9)) */
Test(des_convert, control_flow_of_36)
{
    struct nhl_build_opts o;
    struct nhl_build_result r;
    const struct nhl_level *lev;

    nhl_build_opts_defaults(&o);
    o.dat_dir = DAT50;
    o.level = NHLEV_TEST_DIR "/fixtures/des/flow36.des";
    o.force_flip = 0;
    cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
    lev = r.lev;
    cr_expect_eq(tu_gold_at(lev, 35, 9), 600);   /* put(1), put(2), put(3) */
    cr_expect_eq(tu_gold_at(lev, 35, 10), 0);    /* CASE 1 not taken */
    cr_expect_eq(tu_gold_at(lev, 36, 10), 20);   /* CASE 2 ($n) */
    cr_expect_eq(tu_gold_at(lev, 37, 10), 30);   /* falls into CASE 3 */
    cr_expect_eq(tu_gold_at(lev, 38, 10), 0);    /* BREAK before CASE 4 */
    cr_expect_eq(tu_gold_at(lev, 39, 10), 0);    /* nor DEFAULT */
    cr_expect_eq(tu_gold_at(lev, 43, 11), 15);   /* LOOP [3] */
    cr_expect_eq(tu_gold_at(lev, 40, 11), 7);    /* IF [$n > 1] */
    cr_expect_eq(tu_gold_at(lev, 41, 11), 0);    /* not its ELSE */
    cr_expect_eq(tu_gold_at(lev, 42, 11), 0);    /* IF [$n == 3] */
    cr_expect_eq(tu_gold_at(lev, 43, 9), 5);     /* 2 * $n + 1 at $spot */
    for (int x = 35; x <= 37; x++)
        cr_expect_eq(lev->at[x][11].typ, LAVAPOOL, "(%d,11)", x);
    for (int y = 9; y <= 11; y++)
        cr_expect_eq(lev->at[39][y].typ, TREE, "(39,%d)", y);
    nhl_build_result_free(&r);
}

static int step_index(const struct nhl_step_log *log, const char *name, int from)
{
    for (int i = from; i < log->n; i++)
        if (!strcmp(log->v[i].name, name))
            return i;
    return -1;
}

/* NetHack 3.4.3: a map's details made in sp_lev's order of kinds (doors,
   traps, monsters, objects, then the maze walk), RANDOM_PLACES shuffled
   and read by place[n] (each place used once), contained objects in the
   container before them (tests/fixtures/des/order343.des) */
Test(des_convert, order_and_registers_of_343)
{
    for (int seed = 1; seed <= 5; seed++) {
        struct nhl_build_opts o;
        struct nhl_build_result r;
        const struct nhl_level *lev;
        const struct nhl_step_log *log;
        bool used[3] = { false, false, false };
        static const int px[3] = { 35, 39, 43 }, py[3] = { 9, 10, 9 };

        nhl_build_opts_defaults(&o);
        o.dat_dir = DAT50;
        o.level = NHLEV_TEST_DIR "/fixtures/des/order343.des";
        o.force_flip = 0;
        o.seed = (uint64_t) seed;
        o.record_steps = true;
        cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
        lev = r.lev;
        log = lev->steps;
        int door = step_index(log, "des.door", 0);
        int trap = step_index(log, "des.trap", 0);
        int mon = step_index(log, "des.monster", 0);
        int obj = step_index(log, "des.object", 0);
        int walk = step_index(log, "des.mazewalk", 0);

        cr_expect(door >= 0 && door < trap && trap < mon && mon < obj
                  && obj < walk, "order %d %d %d %d %d", door, trap, mon, obj,
                  walk);
        cr_expect_eq(log->v[mon].line, 10);
        cr_expect_eq(log->v[trap].line, 15);
        /* the jackal, the chest and the pit took the three places */
        for (int i = 0; i < lev->nmonsters; i++)
            for (int k = 0; k < 3; k++)
                if (lev->monsters[i].x == px[k] && lev->monsters[i].y == py[k])
                    used[k] = true;
        for (int i = 0; i < lev->nobjects; i++)
            for (int k = 0; k < 3; k++)
                if (lev->objects[i].otyp == CHEST && lev->objects[i].x == px[k]
                    && lev->objects[i].y == py[k])
                    used[k] = true;
        for (int i = 0; i < lev->ntraps; i++)
            for (int k = 0; k < 3; k++)
                if (lev->traps[i].tx == px[k] && lev->traps[i].ty == py[k])
                    used[k] = true;
        cr_expect(used[0] && used[1] && used[2], "seed %d", seed);
        /* the apple and the ruby are in the large box */
        int box = -1, inside = 0;

        for (int i = 0; i < lev->nobjects; i++)
            if (lev->objects[i].otyp == LARGE_BOX)
                box = i;
        cr_assert_geq(box, 0);
        for (int i = 0; i < lev->nobjects; i++)
            if ((lev->objects[i].otyp == APPLE || lev->objects[i].otyp == RUBY)
                && lev->objects[i].container == box)
                inside++;
        cr_expect_eq(inside, 2);
        nhl_build_result_free(&r);
    }
}
