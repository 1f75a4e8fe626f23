/* test_cli.c - the nhlev program as a user runs it: help texts, maps,
 * level documents, compare's report and exit status, and one-line errors
 * with exit status 2. */
#include <criterion/criterion.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cjson/cJSON.h>

struct run {
    int status;
    char out[1 << 20];
    char err[8192];
};

static void slurp(const char *path, char *buf, size_t len)
{
    FILE *f = fopen(path, "rb");
    size_t n = 0;
    if (f) {
        n = fread(buf, 1, len - 1, f);
        fclose(f);
    }
    buf[n] = '\0';
}

/* Run `nhlev ARGS` (a shell-quoted string) and capture everything. */
static struct run *run(const char *args)
{
    static struct run r;
    char out[64], err[64], cmd[4096];
    snprintf(out, sizeof out, "/tmp/nhlev_cli_out.%d", (int)getpid());
    snprintf(err, sizeof err, "/tmp/nhlev_cli_err.%d", (int)getpid());
    snprintf(cmd, sizeof cmd, "%s %s >%s 2>%s", NHLEV_BIN, args, out, err);
    int st = system(cmd);
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    slurp(out, r.out, sizeof r.out);
    slurp(err, r.err, sizeof r.err);
    unlink(out);
    unlink(err);
    return &r;
}

static int count_lines(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += *s == '\n';
    return n;
}

static void one_line_error(const struct run *r, const char *must_name)
{
    cr_assert_eq(r->status, 2, "status %d, stderr: %s", r->status, r->err);
    cr_assert_eq(count_lines(r->err), 1, "stderr: %s", r->err);
    cr_assert(strstr(r->err, must_name), "'%s' not in: %s", must_name, r->err);
}

Test(cli, help)
{
    struct run *r = run("--help");
    cr_assert_eq(r->status, 0);
    cr_assert(strstr(r->out, "usage: nhlev"));
    for (const char *c = "render\0trace\0compare\0view\0"; *c; c += strlen(c) + 1)
        cr_assert(strstr(r->out, c), "%s missing from help", c);
    r = run("render --help");
    cr_assert_eq(r->status, 0);
    cr_assert(strstr(r->out, "usage: nhlev render"));
    cr_assert(strstr(r->out, "--format"));
    r = run("compare --help");
    cr_assert_eq(r->status, 0);
    cr_assert(strstr(r->out, "usage: nhlev compare"));
    r = run("trace --help");
    cr_assert_eq(r->status, 0);
    cr_assert(strstr(r->out, "usage: nhlev trace"));
    /* the --keys syntax, named keys included */
    r = run("view --help");
    cr_assert_eq(r->status, 0);
    cr_assert(strstr(r->out, "<Enter>") && strstr(r->out, "<Esc>") && strstr(r->out, "<C-x>"),
              "%s", r->out);
}

Test(cli, errors_are_one_line_with_status_2)
{
    one_line_error(run("frobnicate"), "frobnicate");
    one_line_error(run("render"), "no level");
    one_line_error(run("render soko1 --seed abc"), "--seed");
    one_line_error(run("render soko1 --seed -3"), "--seed");
    one_line_error(run("render soko1 --format fancy"), "fancy");
    one_line_error(run("render soko1 --flip 9"), "--flip");
    one_line_error(run("render soko1 --dat /nonexistent/dat"), "/nonexistent/dat");
    one_line_error(run("render no_such_level_xyz"), "no_such_level_xyz");
    one_line_error(run("render soko1 --context /nonexistent/ctx.json"), "/nonexistent/ctx.json");
    one_line_error(run("compare /nonexistent/doc.json"), "/nonexistent/doc.json");
    one_line_error(run("compare " NHLEV_TEST_DIR "/fixtures/cli/bad.json"), "bad.json:3");
    one_line_error(run("render soko1 --context " NHLEV_TEST_DIR "/fixtures/cli/bad.json"),
                   "bad.json:3");
}

Test(cli, render_fixture_map_and_json)
{
    struct run *r = run("render " NHLEV_TEST_DIR "/fixtures/cli/box.lua --seed 5");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    cr_assert_eq(count_lines(r->out), 21);
    /* halign left, valign top: x from 1, y from 3 (as C places it); column
     * 0 is never drawn */
    const char *blank = "                                                                                \n";
    for (int y = 0; y < 3; y++)
        cr_assert(strncmp(r->out + y * 81, blank, 81) == 0, "row %d:\n%s", y, r->out);
    char want[2 * 81 + 1];
    snprintf(want, sizeof want, "%-80s\n%-80s\n", " -----", " |...|");
    cr_assert(strncmp(r->out + 3 * 81, want, strlen(want)) == 0, "got:\n%s", r->out);

    r = run("render " NHLEV_TEST_DIR "/fixtures/cli/box.lua --seed 5 --format dec");
    cr_assert_eq(r->status, 0);
    cr_assert(strncmp(r->out + 3 * 81, " \u250c\u2500\u2500\u2500\u2510", 16) == 0, "got:\n%s", r->out);

    r = run("render " NHLEV_TEST_DIR "/fixtures/cli/box.lua --seed 5 --format json");
    cr_assert_eq(r->status, 0);
    cJSON *doc = cJSON_Parse(r->out);
    cr_assert_not_null(doc);
    cr_assert_eq(cJSON_GetObjectItem(doc, "seed")->valueint, 5);
    const cJSON *typ = cJSON_GetObjectItem(doc, "typGrid");
    cr_assert_eq(cJSON_GetArrayItem(cJSON_GetArrayItem(typ, 4), 2)->valueint, 25 /* ROOM */);
    cr_assert(cJSON_IsArray(cJSON_GetObjectItem(doc, "rng")));
    cJSON_Delete(doc);
}

Test(cli, trace_lists_steps)
{
    struct run *r = run("trace " NHLEV_TEST_DIR "/fixtures/cli/box.lua --seed 5");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    cr_assert(strstr(r->out, "des.map"), "got:\n%s", r->out);
    cr_assert(strstr(r->out, "box.lua:4"), "got:\n%s", r->out);
    cr_assert(strstr(r->out, "cells="));
    cr_assert(strstr(r->out, "draws="));

    /* --rng lists the draws under their step: the flip's two rn2(2) */
    r = run("trace " NHLEV_TEST_DIR "/fixtures/cli/flip.lua --seed 1 --rng");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    const char *flip = strstr(r->out, " flip ");
    cr_assert_not_null(flip, "%s", r->out);
    cr_assert(strstr(flip, "draws=2"), "%s", r->out);
    cr_assert(strstr(flip, "\n       rn2(2)="), "%s", r->out);
}

Test(cli, compare_reports_parts_and_summary)
{
    /* a document of our own level matches when rebuilt */
    char path[128], cmd[512];
    snprintf(path, sizeof path, "/tmp/nhlev_cli_doc.%d.json", (int)getpid());
    snprintf(cmd, sizeof cmd, "%s render %s/fixtures/cli/box.lua --seed 5 --format json >%s",
             NHLEV_BIN, NHLEV_TEST_DIR, path);
    cr_assert_eq(system(cmd), 0);
    /* the document names the level "box"; the directory it is in is the
       level source that finds it */
    snprintf(cmd, sizeof cmd, "compare --dat %s/fixtures/cli %s", NHLEV_TEST_DIR, path);
    struct run *r = run(cmd);
    cr_assert_eq(r->status, 0, "out: %s err: %s", r->out, r->err);
    cr_assert(strstr(r->out, "PASS "));
    cr_assert(strstr(r->out, "1 passed, 0 failed"), "%s", r->out);
    cr_assert(strstr(r->out, "typ 1/1"), "%s", r->out);

    /* among several files, a JSON file that is no level document is skipped */
    snprintf(cmd, sizeof cmd, "compare --dat %s/fixtures/cli %s %s/truth/INDEX.json",
             NHLEV_TEST_DIR, path, NHLEV_SHARED_DIR);
    r = run(cmd);
    cr_assert_eq(r->status, 0, "out: %s err: %s", r->out, r->err);
    cr_assert(strstr(r->out, "SKIP "), "%s", r->out);
    cr_assert(strstr(r->out, "1 passed, 0 failed, 1 skipped"), "%s", r->out);
    /* alone, it is an error */
    one_line_error(run("compare " NHLEV_SHARED_DIR "/truth/INDEX.json"), "INDEX.json");
    snprintf(cmd, sizeof cmd, "compare --dat %s/fixtures/cli %s", NHLEV_TEST_DIR, path);

    /* the same document at another seed: the rng log differs */
    FILE *f = fopen(path, "r+");
    cr_assert_not_null(f);
    static char buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    cJSON *doc = cJSON_Parse(buf);
    cJSON_ReplaceItemInObject(doc, "seed", cJSON_CreateNumber(6));
    cJSON *typ = cJSON_GetObjectItem(doc, "typGrid");
    cJSON_ReplaceItemInArray(cJSON_GetArrayItem(typ, 4), 3, cJSON_CreateNumber(0));
    char *s = cJSON_Print(doc);
    f = fopen(path, "w");
    fputs(s, f);
    fclose(f);
    free(s);
    cJSON_Delete(doc);
    r = run(cmd);
    cr_assert_eq(r->status, 1, "out: %s err: %s", r->out, r->err);
    cr_assert(strstr(r->out, "FAIL "));
    cr_assert(strstr(r->out, "typGrid: 1 cells differ, first at (3,4)"), "%s", r->out);
    cr_assert(strstr(r->out, "0 passed, 1 failed"), "%s", r->out);
    unlink(path);
}

Test(cli, compare_tells_a_flip_difference)
{
    /* a document made at flip 2 while seed 1 draws no flip: the grids differ,
     * but a rebuild at the document's flip matches */
    char path[128], cmd[512];
    snprintf(path, sizeof path, "/tmp/nhlev_cli_flip.%d.json", (int)getpid());
    snprintf(cmd, sizeof cmd, "%s render %s/fixtures/cli/flip.lua --seed 1 --flip 2 --format json >%s",
             NHLEV_BIN, NHLEV_TEST_DIR, path);
    cr_assert_eq(system(cmd), 0);
    snprintf(cmd, sizeof cmd, "compare --dat %s/fixtures/cli %s", NHLEV_TEST_DIR, path);
    struct run *r = run(cmd);
    cr_assert_eq(r->status, 1, "out: %s err: %s", r->out, r->err);
    cr_assert(strstr(r->out, "matches at C's flip"), "%s", r->out);
    cr_assert(strstr(r->out, "flip: ours 0, theirs 2"), "%s", r->out);
    snprintf(cmd, sizeof cmd, "compare --flip-c --dat %s/fixtures/cli %s", NHLEV_TEST_DIR, path);
    r = run(cmd);
    cr_assert_eq(r->status, 0, "out: %s err: %s", r->out, r->err);
    cr_assert(strstr(r->out, "1 passed, 0 failed"), "%s", r->out);
    unlink(path);
}

Test(cli, context_and_hero_options_reach_the_document)
{
    struct run *r = run("render " NHLEV_TEST_DIR "/fixtures/cli/box.lua --format json --context "
                        NHLEV_SHARED_DIR "/truth/soko1.seed1.json --role Samurai --luck 3");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    cJSON *doc = cJSON_Parse(r->out);
    cr_assert_not_null(doc);
    const cJSON *where = cJSON_GetObjectItem(doc, "where");
    const cJSON *hero = cJSON_GetObjectItem(doc, "hero");
    cr_assert_str_eq(cJSON_GetObjectItem(where, "dungeon")->valuestring, "Sokoban");
    cr_assert_eq(cJSON_GetObjectItem(where, "depth")->valueint, 3);
    cr_assert_str_eq(cJSON_GetObjectItem(hero, "role")->valuestring, "Samurai");
    cr_assert_eq(cJSON_GetObjectItem(hero, "luck")->valueint, 3);
    cJSON_Delete(doc);

    r = run("render " NHLEV_TEST_DIR "/fixtures/cli/box.lua --format unicode");
    cr_assert_eq(r->status, 0);
    cr_assert(strstr(r->out, "\u2502\u00b7\u00b7\u00b7\u2502"), "%s", r->out);
}

/* A level file outside any level directory: nhlib.lua comes from the
 * built-in set; broken, looping and greedy scripts end in one-line errors
 * naming the file and line. */
Test(cli, a_lua_file_anywhere_runs_and_its_errors_name_it)
{
    char dir[] = "/tmp/nhlev_cli_luaXXXXXX";
    cr_assert_not_null(mkdtemp(dir));
    char path[128], args[256];
    const struct { const char *name, *text, *expect; } cases[] = {
        { "ok.lua", "des.level_init({ style = 'solidfill', fg = '.' })\n"
                    "des.map([[\n---\n|.|\n---]])\n", NULL },
        { "broken.lua", "des.level_init({ style = 'solidfill' })\n"
                        "des.map([[\n---\n]]\n", "broken.lua:5" },
        { "loop.lua", "local n = 0\nwhile true do n = n + 1 end\n", "loop.lua:2" },
        { "greedy.lua", "local t = {}\nfor i = 1, 1e9 do t[i] = ('x'):rep(4096) .. i end\n",
          "greedy.lua:2" },
        /* #12: limits that could be walked around */
        { "swallow.lua", "local co = coroutine.wrap(function() while true do end end)\npcall(co)\n"
                         "while true do pcall(function() while true do end end) end\n",
          "swallow.lua:1: instruction limit exceeded" },
        { "flood.lua", "\nfor i = 1, 1000000 do selection.floodfill(1, 1) end\n",
          "flood.lua:2: instruction limit exceeded" },
        { "shout.lua", "for i = 1, 200 do\n des.message(string.rep('x', 5000000))\nend\n",
          "shout.lua:2: not enough memory" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, cases[i].name);
        FILE *f = fopen(path, "w");
        cr_assert_not_null(f);
        fputs(cases[i].text, f);
        fclose(f);
        snprintf(args, sizeof args, "render %s --seed 1 --format ascii", path);
        const struct run *r = run(args);
        if (cases[i].expect)
            one_line_error(r, cases[i].expect);
        else {
            cr_expect_eq(r->status, 0, "%s: %s", cases[i].name, r->err);
            cr_expect(strstr(r->out, "|.|"), "%s", r->out);
        }
        unlink(path);
    }
    rmdir(dir);
}

/* nh.eckey gives NetHack's default keys; engravings come out in reading
 * order, as the truth files list them. */
Test(cli, eckey_and_engraving_order)
{
    struct run *r = run("render " NHLEV_TEST_DIR "/fixtures/cli/keys.lua --seed 1 --format json");
    cr_assert_eq(r->status, 0, "%s", r->err);
    const char *up = strstr(r->out, "Up with '<'");
    /* terrain is bound to DEL; an unknown command gives "" (cmd_from_ecname) */
    const char *loot = strstr(r->out, "Loot with 'M-l', or ^?\"");
    const char *kick = strstr(r->out, "Kick with '^D'");
    cr_assert(up && loot && kick, "%s", r->out);
    cr_expect(up < loot && loot < kick, "not in reading order");
}

/* floors on the command line: nhlev dungeon names them, render and trace
 * build them, a bad one is a one-line error */
Test(cli, floors)
{
    struct stat st;
    if (stat("" TU_NETHACK_DAT "/dungeon.lua", &st) != 0)
        cr_assert_fail("no " TU_NETHACK_DAT "");
    struct run *r = run("dungeon --dat " TU_NETHACK_DAT " --floors");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "floors mines:1-9"), "%s", r->out);
    cr_expect(strstr(r->out, "floor mines:4      depth   6  minetn"), "%s", r->out);
    cr_expect(strstr(r->out, "floor quest:2      depth  14  Val-fila"), "%s", r->out);
    cr_expect(strstr(r->out, "floor dlvl:22      depth  22  maze or rooms"), "%s", r->out);
    cr_expect(strstr(r->out, "floor gehennom:3   depth  28  hellfill"), "%s", r->out);
    r = run("dungeon --dat " TU_NETHACK_DAT " --role Samurai --format json");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cJSON *j = cJSON_Parse(r->out);
    cr_assert_not_null(j);
    const cJSON *q = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "dungeons"), 3);
    cr_expect_str_eq(cJSON_GetObjectItem(q, "key")->valuestring, "quest");
    const cJSON *f = cJSON_GetArrayItem(cJSON_GetObjectItem(q, "floors"), 3);
    cr_expect_str_eq(cJSON_GetObjectItem(f, "floor")->valuestring, "quest:4");
    cr_expect_str_eq(cJSON_GetObjectItem(f, "level")->valuestring, "Sam-filb");
    cJSON_Delete(j);

    r = run("render gehennom:2 --dat " TU_NETHACK_DAT " --format json");
    cr_assert_eq(r->status, 0, "%s", r->err);
    j = cJSON_Parse(r->out);
    cr_assert_not_null(j);
    cr_expect_str_eq(cJSON_GetObjectItem(j, "variant")->valuestring, "hellfill");
    const cJSON *w = cJSON_GetObjectItem(j, "where");
    cr_expect_eq(cJSON_GetObjectItem(w, "dnum")->valueint, 1);
    cr_expect_eq(cJSON_GetObjectItem(w, "dlevel")->valueint, 2);
    cr_expect_eq(cJSON_GetObjectItem(w, "depth")->valueint, 27);
    cJSON_Delete(j);
    r = run("trace dlvl:23 --seed 4 --dat " TU_NETHACK_DAT "");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "makelevel"), "%s", r->out);
    r = run("render sokoban:5 --dat " TU_NETHACK_DAT "");
    one_line_error(r, "levels 1 to 4");
    r = run("render --help");
    cr_expect(strstr(r->out, "mines:N gehennom:N"), "%s", r->out);
}

/* A floor's document names the game whose layout placed it, so compare
 * rebuilds it at the same place: mines:3 of game 7 is not mines:3 of the
 * truth files' game 42 */
Test(cli, floor_documents_keep_their_game)
{
    struct stat st;
    if (stat("" TU_NETHACK_DAT "/dungeon.lua", &st) != 0)
        cr_assert_fail("no " TU_NETHACK_DAT "");
    char path[64];
    snprintf(path, sizeof path, "/tmp/nhlev_cli_game.%d.json", (int)getpid());
    char args[256];
    snprintf(args, sizeof args,
             "render mines:3 --seed 5 --game-seed 7 --dat " TU_NETHACK_DAT " "
             "--format json >%s; cat %s", path, path);
    struct run *r = run(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    cJSON *j = cJSON_Parse(r->out);
    cr_assert_not_null(j);
    cr_expect_eq(cJSON_GetObjectItem(j, "game_seed")->valueint, 7);
    cJSON_Delete(j);
    snprintf(args, sizeof args, "compare --dat " TU_NETHACK_DAT " %s", path);
    r = run(args);
    cr_expect_eq(r->status, 0, "%s%s", r->out, r->err);
    cr_expect(strstr(r->out, "1 passed, 0 failed"), "%s", r->out);
    unlink(path);
}

/* the NetHack a level is built as: told from --dat, or --nethack; every
 * output names it; a bad --nethack is a one-line error */
Test(cli, nethack_release_in_every_output)
{
    struct run *r = run("render soko1 --format json --dat " TU_NETHACK50_DAT);
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "\"nethack_version\":\t\"5.0.0\"")
              || strstr(r->out, "\"nethack_version\": \"5.0.0\""), "%.300s", r->out);
    cr_expect(strstr(r->out, "6b92be3656a11a46abd0f15108e8d96d3d9ebb95"), "%.300s", r->out);

    r = run("render soko1 --format json --dat " TU_NETHACK_DAT);
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "79c889502c677b7a7fc74048f1c43901690bec05"), "%.300s", r->out);

    r = run("trace soko1 --dat " TU_NETHACK_DAT " --nethack 5.0.0");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strncmp(r->out, "# NetHack 5.0.0 (6b92be365)", 27) == 0, "%.200s", r->out);

    one_line_error(run("render soko1 --nethack 3.6.7 --dat " TU_NETHACK_DAT), "3.6.7");

    r = run("compare --quiet " NHLEV_SHARED_DIR "/truth/soko1-1.seed1.json " NHLEV_SHARED_DIR
            "/truth-5.0/soko1-1.seed1.json --dat " TU_NETHACK_DAT);
    cr_expect(strstr(r->out, "NetHack 3.7: 1 of 1 equal"), "%s", r->out);
    cr_expect(strstr(r->out, "NetHack 5.0.0: "), "%s", r->out);
    cr_expect(strstr(r->err, "made by NetHack 5.0.0 but --dat holds 3.7"), "%s", r->err);
}

/* seeds: a sign or a number past 2^64-1 is refused, and says which (#12) */
Test(cli, seeds_are_checked)
{
    struct run *r = run("render keep --seed 18446744073709551616");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "too large for a seed"), "%s", r->err);
    r = run("render keep --seed -3");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "'-3' is not a seed"), "%s", r->err);
    r = run("dungeon --seed 99999999999999999999");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "too large for a seed"), "%s", r->err);
    r = run("render keep --seed 18446744073709551615");
    cr_expect_eq(r->status, 0, "%s", r->err);
}

/* a document whose level cannot be built is an error (status 2), as the
 * README says, not a difference (#12) */
Test(cli, compare_build_error_exits_2)
{
    struct run *r = run("compare " NHLEV_TEST_DIR "/fixtures/cli/no_such_level.json");
    cr_expect_eq(r->status, 2, "%s%s", r->out, r->err);
}

/* trace --format json: the steps as one document (#12) */
Test(cli, trace_json)
{
    struct run *r = run("trace " NHLEV_TEST_DIR "/fixtures/cli/box.lua --format json --rng");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cJSON *root = cJSON_Parse(r->out);
    cr_assert_not_null(root, "%.300s", r->out);
    cJSON *steps = cJSON_GetObjectItem(root, "steps");
    cr_assert(cJSON_IsArray(steps));
    cr_expect_gt(cJSON_GetArraySize(steps), 2);
    cJSON *first = cJSON_GetArrayItem(steps, 0);
    cr_expect_str_eq(cJSON_GetObjectItem(first, "call")->valuestring, "nhlib.lua");
    cr_expect(cJSON_IsArray(cJSON_GetObjectItem(first, "rng")));
    cr_expect_str_eq(cJSON_GetObjectItem(root, "nethack_version")->valuestring, "5.0.0");
    cJSON_Delete(root);
    one_line_error(run("trace keep --format dec"), "text or json");
}

/* a document names a level, not a file: a path in it is not run (#12) */
Test(cli, a_document_cannot_choose_a_script)
{
    char dir[] = "/tmp/nhlev_cli_docXXXXXX", lua[128], json[128], args[512];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(lua, sizeof lua, "%s/evil.lua", dir);
    FILE *f = fopen(lua, "w");
    cr_assert_not_null(f);
    fputs("des.level_init({ style = 'solidfill', fg = '.' })\n", f);
    fclose(f);
    snprintf(args, sizeof args, "render %s --format json", lua);
    struct run *r = run(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    cJSON *root = cJSON_Parse(r->out);
    cr_assert_not_null(root);
    cJSON_ReplaceItemInObject(root, "level", cJSON_CreateString(lua));
    char *text = cJSON_Print(root);
    cJSON_Delete(root);
    snprintf(json, sizeof json, "%s/evil.json", dir);
    f = fopen(json, "w");
    cr_assert_not_null(f);
    fputs(text, f);
    fclose(f);
    free(text);
    /* against NetHack's dat/, "evil" is no level there */
    snprintf(args, sizeof args, "compare --dat %s %s", TU_NETHACK50_DAT, json);
    r = run(args);
    cr_expect_eq(r->status, 2, "%s%s", r->out, r->err);
    cr_expect(strstr(r->out, "unknown level 'evil'"), "%s", r->out);
    /* against the directory that holds it, it is found by name */
    snprintf(args, sizeof args, "compare --dat %s --nethack 5.0.0 %s", dir, json);
    r = run(args);
    cr_expect_eq(r->status, 0, "%s%s", r->out, r->err);
    cr_expect(strstr(r->out, "1 passed, 0 failed"), "%s%s", r->out, r->err);
    unlink(lua);
    unlink(json);
    rmdir(dir);
}

/* inputs that never end are refused with a one-line error (#12): a
 * device is not read at all (#25), a file past the cap is cut off */
Test(cli, endless_inputs_are_refused)
{
    one_line_error(run("render keep --context /dev/zero"), "not a regular file");
    one_line_error(run("compare /dev/zero"), "not a regular file");

    char big[] = "/tmp/nhlev-bigXXXXXX";
    int fd = mkstemp(big);

    cr_assert(fd >= 0);
    /* sparse: 65 MiB of nothing costs no disk */
    cr_assert_eq(ftruncate(fd, 65 << 20), 0);
    close(fd);
    char args[128];

    snprintf(args, sizeof args, "render keep --context %s", big);
    one_line_error(run(args), "larger than 64 MiB");
    snprintf(args, sizeof args, "compare %s", big);
    one_line_error(run(args), "larger than 64 MiB");
    unlink(big);
}

/* a level file that is a named pipe is never opened (it would block) and
 * the error says why, not "No such file" (#25) */
Test(cli, a_pipe_for_a_level_says_so)
{
    char dir[] = "/tmp/nhlev-pipeXXXXXX", path[128], args[300];

    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/p.des", dir);
    cr_assert_eq(mkfifo(path, 0600), 0);
    snprintf(args, sizeof args, "render %s", path);
    one_line_error(run(args), "not a regular file");
    unlink(path);
    snprintf(path, sizeof path, "%s/p.lua", dir);
    cr_assert_eq(mkfifo(path, 0600), 0);
    snprintf(args, sizeof args, "render %s", path);
    one_line_error(run(args), "not a regular file");
    unlink(path);
    rmdir(dir);
}

/* a --context game seed no uint64 holds is an error, not a cast (#12) */
Test(cli, context_game_seed_out_of_range)
{
    char path[64];
    FILE *f;

    snprintf(path, sizeof path, "/tmp/nhlev_cli_ctx.%d.json", (int)getpid());
    f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("{\"game_seed\": 1e999}", f);
    fclose(f);
    char args[256];
    snprintf(args, sizeof args, "render keep --context %s", path);
    struct run *r = run(args);
    unlink(path);
    one_line_error(r, "\"game_seed\" is not a seed");
}

/* steps name objects as NetHack does: a scroll of create monster, not
 * "create monster" (#12) */
Test(cli, step_notes_name_objects_fully)
{
    struct run *r = run("trace castle --dat " TU_NETHACK50_DAT);
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "worthless piece of orange glass at ("), "%.400s", r->out);
}

/* escape sequences in a script's strings never reach the terminal raw:
 * error lines and trace show them escaped (#12) */
Test(cli, script_text_cannot_steer_the_terminal)
{
    char path[64];
    snprintf(path, sizeof path, "/tmp/nhlev-esc-%d.lua", (int) getpid());
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    cr_assert_geq(fd, 0);
    const char *lua = "des.message(\"\\027[31mred\\027[0m\")\n"
                      "error(\"\\027]0;pwned\\007 \\194\\155\")\n";
    cr_assert_eq(write(fd, lua, strlen(lua)), (ssize_t) strlen(lua));
    close(fd);
    char args[256];
    snprintf(args, sizeof args, "trace %s", path);
    struct run *r = run(args);
    cr_expect_eq(r->status, 2);
    cr_expect(!strchr(r->out, 0x1b) && !strchr(r->err, 0x1b), "%s%s", r->out, r->err);
    cr_expect(!strchr(r->err, 0x07) && !strstr(r->err, "\xc2\x9b"), "%s", r->err);
    cr_expect(strstr(r->out, "\\x1b[31mred"), "%s", r->out);
    cr_expect(strstr(r->err, "\\x1b]0;pwned\\x07"), "%s", r->err);
    unlink(path);
}

/* A slip in a name leads to the right one (issue 24): the closest names,
 * the levels a .des file holds, the variants there are, and the hint that
 * NetHack's levels need --dat. */
Test(cli, misspelt_names_lead_to_the_right_one)
{
    const char *dat = " --dat " TU_NETHACK50_DAT;
    char args[1024];

    one_line_error(run("render castle"), "give --dat DIR");
    one_line_error(run("render garde"), "closest: garden");
    snprintf(args, sizeof args, "render castl%s", dat);
    one_line_error(run(args), "closest: castle");
    snprintf(args, sizeof args, "render soko1 --variant 9%s", dat);
    one_line_error(run(args), "soko1 has 2 variants (1 to 2)");
    snprintf(args, sizeof args, "render castle --variant 2%s", dat);
    one_line_error(run(args), "castle has no variants");
    snprintf(args, sizeof args, "render castle --genocide soldeir%s", dat);
    one_line_error(run(args), "(closest: soldier");
    one_line_error(run("render " NHLEV_SHARED_DIR "/des/nethack-3.6.7/mines.des:mintn-1"),
                   "it holds 11: minefill, minetn-1");
    /* dungeon.lua's words for branches, not C's enum */
    snprintf(args, sizeof args, "dungeon%s", dat);
    struct run *r = run(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "branch no_down dlevel  1 -> The Elemental Planes"), "%s", r->out);
    cr_expect(!strstr(r->out, "no_end"), "%s", r->out);
}

/* convert -o DIR makes DIR (and its parents) as mkdir -p does; a DIR that
 * cannot be made is one line, before any file is read */
Test(cli, convert_makes_its_output_directory)
{
    char dir[128], args[512];
    struct stat st;

    snprintf(dir, sizeof dir, "/tmp/nhlev_conv.%d", (int) getpid());
    snprintf(args, sizeof args, "convert " NHLEV_SHARED_DIR "/des/nethack-3.6.7/sokoban.des -o %s/a/b",
             dir);
    struct run *r = run(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    char file[256];
    snprintf(file, sizeof file, "%s/a/b/soko1-1.lua", dir);
    cr_expect_eq(stat(file, &st), 0, "%s missing", file);
    snprintf(args, sizeof args, "convert " NHLEV_SHARED_DIR "/des/nethack-3.6.7 -o %s", file);
    one_line_error(run(args), "not a directory");
    snprintf(args, sizeof args, "rm -rf %s", dir);
    cr_assert_eq(system(args), 0);
}

/* A misspelt species in a script: built as C builds it (a random monster
 * there), and the author hears of it, file:line and the closest names */
Test(cli, misspelt_monster_warns_and_builds_as_c)
{
    struct run *r = run("render " NHLEV_TEST_DIR "/fixtures/cli/misspelt_monster.lua --seed 2");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->err, "warning: misspelt_monster.lua:8: unknown monster 'jackall' is "
                             "made a random one, as C does (closest: jackal"),
              "%s", r->err);
    cr_expect_eq(count_lines(r->err), 1, "%s", r->err);
}

/* no control byte of a file name, a document's level name or a script's
 * error reaches the terminal raw: ESC, BEL and the C1 controls (0x9b is
 * CSI to an 8-bit terminal), raw or in UTF-8 (#25) */
static void no_controls(const char *what, const char *s)
{
    const unsigned char *p = (const unsigned char *) s;
    while (*p) {
        unsigned c = *p;
        int n = c < 0x80 ? 1 : c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3
                : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
        bool bad = (c < 0x20 && c != '\n') || c == 0x7f || n == 0
                   || (n == 2 && c == 0xc2 && p[1] >= 0x80 && p[1] < 0xa0);
        for (int i = 1; !bad && i < n; i++)
            bad = (p[i] & 0xc0) != 0x80;
        cr_expect(!bad, "%s holds the raw byte 0x%02x: %s", what, c, s);
        if (bad)
            return;
        p += n;
    }
}

Test(cli, names_from_input_cannot_steer_the_terminal)
{
    char dir[] = "/tmp/nhlev-termXXXXXX", path[256], args[1024];
    cr_assert_not_null(mkdtemp(dir));
    /* trace of a level file whose name holds ESC and BEL */
    snprintf(path, sizeof path, "%s/x\x1b[2J\x07.lua", dir);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("des.level_init({style='solidfill', fill=' '})\ndes.message('hi')\n"
          "error('\\155[2J \\194\\144')\n", f);
    fclose(f);
    snprintf(args, sizeof args, "trace '%s'", path);
    struct run *r = run(args);
    cr_expect_eq(r->status, 2, "%s", r->err);
    no_controls("trace's output", r->out);
    no_controls("trace's error", r->err);
    cr_expect(strstr(r->out, "x\\x1b[2J\\x07.lua:2"), "%s", r->out);
    cr_expect(strstr(r->err, "\\x9b[2J \\xc2\\x90"), "%s", r->err);
    unlink(path);

    /* compare of a document whose level name is an escape sequence */
    snprintf(path, sizeof path, "%s/doc.json", dir);
    f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("{\"level\":\"\\u001b]0;pwned\\u0007\\u009b2J\",\"seed\":1,\"typGrid\":[", f);
    for (int y = 0; y < 21; y++) {
        fputs(y ? ",[" : "[", f);
        for (int x = 0; x < 80; x++)
            fputs(x ? ",0" : "0", f);
        fputs("]", f);
    }
    fputs("]}", f);
    fclose(f);
    snprintf(args, sizeof args, "compare '%s' --dat " TU_NETHACK50_DAT, path);
    r = run(args);
    cr_expect_neq(r->status, 0);
    no_controls("compare's output", r->out);
    no_controls("compare's error", r->err);
    cr_expect(strstr(r->out, "\\x1b]0;pwned\\x07\\xc2\\x9b2J"), "%s%s", r->out, r->err);
    unlink(path);
    rmdir(dir);
}

/* a --context whose ident_start would overflow the id counter, or whose
 * depth no game has, is refused naming the key (#25) */
Test(cli, context_numbers_are_checked)
{
    static const char *const bad[] = { "{\"ident_start\": 2147483647}",
                                       "{\"ident_start\": 1e308}",
                                       "{\"where\": {\"depth\": 1e300}}" };
    static const char *const key[] = { "\"ident_start\" is 2147483647",
                                       "\"ident_start\" is 1e+308", "\"where.depth\"" };
    for (int i = 0; i < 3; i++) {
        char path[64], args[256];
        snprintf(path, sizeof path, "/tmp/nhlev_cli_ctx.%d.json", (int) getpid());
        FILE *f = fopen(path, "w");
        cr_assert_not_null(f);
        fputs(bad[i], f);
        fclose(f);
        snprintf(args, sizeof args, "render oracle --dat " TU_NETHACK50_DAT " --context %s",
                 path);
        struct run *r = run(args);
        unlink(path);
        one_line_error(r, key[i]);
    }
}

/* rooms nested past what the Lua a .des file compiles to can hold are an
 * error at the file's line, not Lua's "C stack overflow" with no place
 * (#25) */
Test(cli, deeply_nested_subrooms_name_their_line)
{
    char path[64], args[256];
    snprintf(path, sizeof path, "/tmp/nhlev_cli_nest.%d.des", (int) getpid());
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("LEVEL: \"nest\"\nROOM: \"ordinary\", lit, (3,3), (center,center), (11,9) {\n", f);
    for (int i = 0; i < 70; i++)
        fputs("SUBROOM: \"ordinary\", lit, (1,1), (2,2) {\n", f);
    for (int i = 0; i < 71; i++)
        fputs("}\n", f);
    fclose(f);
    snprintf(args, sizeof args, "render %s --dat " TU_NETHACK50_DAT, path);
    struct run *r = run(args);
    unlink(path);
    one_line_error(r, "nested more than 32 deep");
    cr_expect(strstr(r->err, ".des:"), "%s", r->err);
    cr_expect(!strstr(r->err, "C stack overflow"), "%s", r->err);
}
