/* test_des_parse.c - the .des front end (des_lex, des_parse*, des_dump):
 * every .des file of the shared corpora parses, in the right grammar;
 * small inline examples of every statement of both grammars (and of
 * SLASH'EM's and dNetHack's extensions) give the trees written in
 * tests/test_des_trees.c; broken
 * inputs give the errors written here, with their line and column; the
 * tree's fields (not only its dump) hold what the interpreter will read;
 * tools/des_dump prints the tree and exits 2 on a bad file. Hostile input
 * is tests/test_des_hostile.c's. */
#include <criterion/criterion.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>

#include "des_arena.h" /* des_arena_used: engine internals the test drives */
#include "des_dump.h" /* des_dump: engine internals the test drives */
#include "des_parse.h" /* des_parse, des_parse_file: the module under test */
#include "testutil.h"
#include "des_files.h" /* des_files: engine internals the test drives */

#define DES_CORPORA NHLEV_SHARED_DIR "/des"

/* ---- helpers ---------------------------------------------------------- */

static struct des_file *parse_ok(enum des_grammar g, const char *text)
{
    struct des_error err;
    struct des_file *f = des_parse("t.des", text, strlen(text), g, &err);

    cr_assert_not_null(f, "parse failed: %s\n--- input:\n%s", err.msg, text);
    return f;
}

static double now(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double) ts.tv_sec + ts.tv_nsec / 1e9;
}


/* ---- the corpora ------------------------------------------------------ */

static const struct corpus {
    const char *dir;
    enum des_grammar grammar;
    int files;
} corpora[] = {
    { "nethack-3.4.3", DES_GRAMMAR_34, 24 },
    { "slashem", DES_GRAMMAR_34, 53 },
    { "dnethack", DES_GRAMMAR_34, 53 },
    { "nethack-3.6.7", DES_GRAMMAR_36, 24 },
    { "nle", DES_GRAMMAR_36, 24 },
    { "minihack", DES_GRAMMAR_36, 36 },
};

/* MiniHack's template, whose placeholders (RS, SS) its Python replaces
 * by numbers before lev_comp sees it: lev_comp refuses it as it is */
#define TEMPLATE "minihack/key_and_door_tmp.des"
#define TEMPLATE_ERROR ":3:50: expected the x of (x,y) (a number) near 'RS'"

Test(des_corpora, every_file_parses_in_its_grammar)
{
    int total = 0, levels = 0, statements = 0;
    size_t most = 0;
    char most_file[64] = "";
    double t0 = now();

    for (size_t c = 0; c < sizeof corpora / sizeof corpora[0]; c++) {
        char dir[512];
        int n;

        snprintf(dir, sizeof dir, "%s/%s", DES_CORPORA, corpora[c].dir);
        char **files = des_files(dir, &n);
        int parsed = 0;

        cr_expect_eq(n, corpora[c].files, "%s: %d .des files, %d expected",
                     corpora[c].dir, n, corpora[c].files);
        for (int i = 0; i < n; i++) {
            struct des_error err;
            struct des_file *f = des_parse_file(files[i], DES_GRAMMAR_AUTO,
                                                &err);

            if (strstr(files[i], TEMPLATE)) {
                cr_expect_null(f, "%s parsed", files[i]);
                cr_expect(strstr(err.msg, TEMPLATE_ERROR) != NULL,
                          "%s: %s", files[i], err.msg);
                des_file_free(f);
                free(files[i]);
                continue;
            }
            cr_expect_not_null(f, "%s", err.msg);
            if (f) {
                parsed++;
                cr_expect_eq(f->grammar, corpora[c].grammar,
                             "%s read as %s (%s)", files[i],
                             des_grammar_name(f->grammar), f->why);
                cr_expect_gt(f->nlevels, 0, "%s has no level", files[i]);
                if (des_arena_used(f->arena) > most) {
                    most = des_arena_used(f->arena);
                    snprintf(most_file, sizeof most_file, "%s",
                             strrchr(files[i], '/') + 1);
                }
                levels += f->nlevels;
                for (int l = 0; l < f->nlevels; l++)
                    statements += f->levels[l]->body.n;
                char *text = des_dump(f);

                cr_expect_not_null(text);
                free(text);
            }
            des_file_free(f);
            free(files[i]);
        }
        free(files);
        fprintf(stderr, "des corpus %-14s %2d files, %2d parsed\n",
                corpora[c].dir, n, parsed);
        total += n;
    }
    fprintf(stderr, "des corpora: %d files, %d levels, %d top-level "
            "statements, parsed and dumped in %.3f s\n", total, levels,
            statements, now() - t0);
    fprintf(stderr, "des corpora: the largest tree takes %zu KB (%s)\n",
            most / 1024, most_file);
    cr_expect_eq(total, 214);
}

/* A file read in the grammar it was detected in, when forced, gives the
 * same tree; its why says how the grammar was chosen. */
Test(des_corpora, forcing_the_detected_grammar_changes_nothing)
{
    static const char *const files[] = { "nethack-3.4.3/castle.des",
        "nethack-3.6.7/castle.des", "slashem/sokoban.des",
        "dnethack/Knight.des", "minihack/mazewalk.des",
        "nethack-3.4.3/bigroom.des" };

    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[512];
        struct des_error err;

        snprintf(path, sizeof path, "%s/%s", DES_CORPORA, files[i]);
        struct des_file *a = des_parse_file(path, DES_GRAMMAR_AUTO, &err);

        cr_assert_not_null(a, "%s", err.msg);
        struct des_file *b = des_parse_file(path, a->grammar, &err);

        cr_assert_not_null(b, "%s", err.msg);
        char *da = des_dump(a), *db = des_dump(b);

        /* the first line differs by its reason only */
        cr_expect_str_eq(strchr(da, '\n'), strchr(db, '\n'), "%s", path);
        free(da);
        free(db);
        des_file_free(a);
        des_file_free(b);
    }
}

/* how the grammar of a few corpus files was told */
Test(des_corpora, the_reason_for_the_grammar)
{
    static const struct { const char *file, *why; } cases[] = {
        { "nethack-3.6.7/castle.des", "a $variable at 43:1" },
        { "nethack-3.6.7/oracle.des", "'{' at 10:56" },
        { "nethack-3.4.3/castle.des", "RANDOM_OBJECTS at 43:1" },
        { "nethack-3.4.3/bigroom.des", "no marker; the file parses only as "
          "3.4.3" },
        { "minihack/mazewalk.des", "no word of either grammar's own; read "
          "as 3.6" },
        { "slashem/nightmar.des", "RANDOM_PLACES at 32:1" },
    };

    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[512];
        struct des_error err;

        snprintf(path, sizeof path, "%s/%s", DES_CORPORA, cases[i].file);
        struct des_file *f = des_parse_file(path, DES_GRAMMAR_AUTO, &err);

        cr_assert_not_null(f, "%s", err.msg);
        cr_expect_str_eq(f->why, cases[i].why, "%s", cases[i].file);
        des_file_free(f);
    }
}

/* ---- the tree's fields ------------------------------------------------- */

static const struct des_stmt *stmt_at(const struct des_level *lev, int i)
{
    cr_assert_lt(i, lev->body.n);
    return lev->body.v[i];
}

Test(des_fields, map_rows_lines_and_places)
{
    struct des_file *f = parse_ok(DES_GRAMMAR_AUTO,
        "MAZE: \"m\", ' '\n"
        "FLAGS: noteleport\n"
        "GEOMETRY: left, center\n"
        "MAP\n"
        "12345\n"
        "|.S.|\r\n"
        "---  \n"
        "ENDMAP\n"
        "  $p = { (1,2), (3,4) }\n"
        "MONSTER: ('D', \"red dragon\"), $p[1], peaceful, \"Smaug\"\n");
    const struct des_level *lev = f->levels[0];

    cr_expect_eq(f->grammar, DES_GRAMMAR_36);
    cr_expect(lev->maze);
    cr_expect_str_eq(lev->name, "m");
    cr_expect_eq(lev->filling->kind, DES_E_CHAR);
    cr_expect_eq(lev->filling->ival, ' ');
    cr_expect_eq(lev->nflags, 1);
    cr_expect_eq(lev->flags[0]->word, DES_W_NOTELEPORT);
    cr_expect_eq(lev->flags_line, 2);

    const struct des_stmt *map = stmt_at(lev, 0);

    cr_expect_eq(map->kind, DES_S_MAP);
    cr_expect_eq(map->line, 3);
    cr_expect_eq(map->a[0]->word, DES_W_LEFT);
    cr_expect_eq(map->a[1]->word, DES_W_CENTER);
    cr_expect_eq(map->map->first_line, 5);
    cr_expect_eq(map->map->nrows, 3);
    cr_expect_eq(map->map->width, 5);      /* digits do not count */
    cr_expect_str_eq(map->map->rows[0], "12345");
    cr_expect_str_eq(map->map->rows[1], "|.S.|");   /* \r dropped */
    cr_expect_str_eq(map->map->rows[2], "---  ");   /* blanks kept */

    const struct des_stmt *as = stmt_at(lev, 1);

    cr_expect_eq(as->kind, DES_S_ASSIGN);
    cr_expect_eq(as->line, 9);
    cr_expect_eq(as->col, 3);
    cr_expect_str_eq(as->name, "p");
    cr_expect_eq(as->vtype, DES_VT_COORD | DES_VT_ARRAY);
    cr_expect_eq(as->a[0]->kind, DES_E_LIST);
    cr_expect_eq(as->a[0]->nkids, 2);
    cr_expect_eq(as->a[0]->kids[1]->kids[1]->ival, 4);
    cr_expect_eq(as->a[0]->kids[1]->line, 9);
    cr_expect_eq(as->a[0]->kids[1]->col, 17);

    const struct des_stmt *m = stmt_at(lev, 2);

    cr_expect_eq(m->kind, DES_S_MONSTER);
    cr_expect_eq(m->a[0]->kind, DES_E_MONSTER);
    cr_expect_eq(m->a[0]->kids[0]->ival, 'D');
    cr_expect_str_eq(m->a[0]->kids[1]->str, "red dragon");
    cr_expect_eq(m->a[1]->kind, DES_E_INDEX);
    cr_expect_str_eq(m->a[1]->str, "p");
    cr_expect_eq(m->a[1]->vtype, DES_VT_COORD);
    cr_expect_eq(m->a[1]->kids[0]->ival, 1);
    cr_expect_eq(m->nx, 2);
    cr_expect_eq(m->x[0].key, DES_X_ATTITUDE);
    cr_expect_eq(m->x[0].val->word, DES_W_PEACEFUL);
    cr_expect_eq(m->x[0].line, 10);
    cr_expect_eq(m->x[0].col, 38);
    cr_expect_eq(m->x[1].key, DES_X_NAME);
    cr_expect_str_eq(m->x[1].val->str, "Smaug");
    cr_expect_eq(m->x[1].col, 48);
    cr_expect(!m->has_body);
    des_file_free(f);
}

Test(des_fields, blocks_cases_and_functions)
{
    struct des_file *f = parse_ok(DES_GRAMMAR_36,
        "LEVEL: \"b\"\n"
        "SWITCH [2] { CASE 1: EXIT DEFAULT: }\n"
        "FUNCTION f($n : integer) { IF [$n > 1] { EXIT } ELSE { } }\n"
        "f(3)\n"
        "MONSTER: 'a', random { }\n");
    const struct des_level *lev = f->levels[0];
    const struct des_stmt *sw = stmt_at(lev, 0);

    cr_expect_eq(sw->ncases, 2);
    cr_expect(!sw->cases[0].is_default);
    cr_expect_eq(sw->cases[0].value, 1);
    cr_expect_eq(sw->cases[0].body.n, 1);
    cr_expect_eq(sw->cases[0].body.v[0]->kind, DES_S_EXIT);
    cr_expect(sw->cases[1].is_default);
    cr_expect_eq(sw->cases[1].body.n, 0);
    cr_expect_eq(sw->cases[1].col, 27);

    const struct des_stmt *fn = stmt_at(lev, 1);

    cr_expect_str_eq(fn->name, "f");
    cr_expect_eq(fn->nparams, 1);
    cr_expect_str_eq(fn->params[0].name, "n");
    cr_expect_eq(fn->params[0].type, DES_VT_INT);
    const struct des_stmt *iff = fn->body.v[0];

    cr_expect_eq(iff->kind, DES_S_IF);
    cr_expect_eq(iff->a[0]->kind, DES_E_COMPARE);
    cr_expect_eq(iff->a[0]->ival, DES_CMP_GT);
    cr_expect_eq(iff->body.n, 1);
    cr_expect(iff->has_body);
    cr_expect_eq(iff->alt.n, 0);

    const struct des_stmt *call = stmt_at(lev, 2);

    cr_expect_eq(call->kind, DES_S_CALL);
    cr_expect_eq(call->na, 1);
    cr_expect_eq(call->a[0]->ival, 3);
    /* an empty inventory is written, and replaces the monster's own */
    cr_expect(stmt_at(lev, 3)->has_body);
    cr_expect_eq(stmt_at(lev, 3)->body.n, 0);
    des_file_free(f);
}

/* 3.4.3: a room's details are its body; chances stay on the statement */
Test(des_fields, rooms_of_34)
{
    struct des_file *f = parse_ok(DES_GRAMMAR_AUTO,
        "LEVEL: \"r\"\n"
        "ROOM: \"ordinary\", lit, (1,1), (left,top), (5,5)\n"
        "OBJECT[25%]: '!', random, random\n"
        "SUBROOM: \"shop\", lit, (1,1), (2,2), \"x\"\n"
        "DOOR: false, closed, north, 2\n"
        "RANDOM_CORRIDORS\n");
    const struct des_level *lev = f->levels[0];

    cr_expect_eq(f->grammar, DES_GRAMMAR_34);
    cr_expect(!lev->maze);
    cr_expect_null(lev->filling);
    cr_expect_eq(lev->body.n, 3);
    cr_expect_eq(stmt_at(lev, 0)->body.n, 1);
    cr_expect_eq(stmt_at(lev, 0)->body.v[0]->chance, 25);
    cr_expect_eq(stmt_at(lev, 0)->body.v[0]->a[1]->kind, DES_E_RANDOM);
    cr_expect_str_eq(stmt_at(lev, 1)->a[4]->str, "x");
    cr_expect_eq(stmt_at(lev, 1)->body.v[0]->kind, DES_S_ROOMDOOR);
    cr_expect_eq(stmt_at(lev, 2)->kind, DES_S_RANDOM_CORRIDORS);
    cr_expect_eq(stmt_at(lev, 2)->chance, -1);
    cr_expect_eq(f->ext, 0);
    des_file_free(f);
}

/* the grammar words are spelt back, and looked up */
Test(des_fields, word_names)
{
    for (int w = 1; w < DES_W_COUNT_; w++) {
        const char *n = des_word_name((enum des_word) w);

        cr_expect_neq(*n, '?', "word %d has no name", w);
        cr_expect_eq(des_word_lookup(n, strlen(n)), w, "%s", n);
    }
    for (int k = 0; k < DES_S_KIND_COUNT_; k++)
        cr_expect_neq(*des_stmt_name((enum des_stmt_kind) k), '?');
    for (int k = 0; k < DES_X_COUNT_; k++)
        cr_expect_neq(*des_extra_name((enum des_extra_key) k), '?');
    cr_expect_eq(des_grammar_from_name("3.4.3"), DES_GRAMMAR_34);
    cr_expect_eq(des_grammar_from_name("3.6"), DES_GRAMMAR_36);
    cr_expect_eq(des_grammar_from_name("auto"), DES_GRAMMAR_AUTO);
    cr_expect_eq(des_grammar_from_name("3.7"), -1);
}

/* a text with no level is an empty file, not an error */
Test(des_fields, empty_file)
{
    struct des_file *f = parse_ok(DES_GRAMMAR_AUTO, "# nothing\n\n");

    cr_expect_eq(f->nlevels, 0);
    des_file_free(f);
}

/* ---- errors ------------------------------------------------------------ */

static const struct {
    enum des_grammar g;
    const char *text, *msg;
} errors[] = {
    { DES_GRAMMAR_AUTO,
      "MAZE: \"x\", random\n"
      "MESSAGE: \"never closed\n",
      "t.des:2:10: unterminated string (no closing '\"')" },
    { DES_GRAMMAR_AUTO,
      "MAZE: \"x\", random\n"
      "GEOMETRY:center,center\n"
      "MAP\n"
      "...\n",
      "t.des:3:1: MAP has no ENDMAP (the file ends first)" },
    { DES_GRAMMAR_AUTO,
      "MAZE: \"x\", random\n"
      "GEOMETRY:center,center\n"
      "MAP\n"
      ".\t.\n"
      "ENDMAP\n",
      "t.des:4:2: tab in a MAP row (write spaces)" },
    { DES_GRAMMAR_AUTO,
      "MAZE: \"x\", random\n"
      "MESSAGE: \200\n",
      "t.des:2:10: unexpected byte '\\x80'" },
    { DES_GRAMMAR_AUTO,
      "MAZE: \"x\", random\n"
      "GOLD: 99999999999, (1,1)\n",
      "t.des:2:7: number too large (the most is 2147483647)" },
    { DES_GRAMMAR_AUTO,
      "MAZE: \"x\", random\n"
      "GOLD: 5x, (1,1)\n",
      "t.des:2:7: malformed number '5x'" },
    { DES_GRAMMAR_AUTO,
      "MAZE: \"x\", random\n"
      "TERRAIN: (1,1), 'ab'\n",
      "t.des:2:17: malformed character: write one character between quotes, "
      "as 'x'" },
    { DES_GRAMMAR_AUTO,
      "MAZE: \"x\", random\n"
      "WALLIFY # a comment\n",
      "t.des:2:9: unexpected '#': a comment must start its line" },
    { DES_GRAMMAR_AUTO,
      "MAZE: \"x\", random\n"
      "$ = 1\n",
      "t.des:2:1: '$' must start a variable name, as $place" },
    { DES_GRAMMAR_AUTO,
      "MONSTER: 'a', random, random\n",
      "t.des:1:1: a level starts with MAZE or LEVEL, before any other statem"
      "ent near 'MONSTER'" },
    { DES_GRAMMAR_AUTO,
      "MAZE: \"x\"\n",
      "t.des:2:1: expected ',' after the maze's name (then its filling, a ma"
      "p character or random) near end of file" },
    { DES_GRAMMAR_AUTO,
      "MAZE: \"x\", random\n"
      "MONSTR: random, random\n",
      "t.des:2:1: expected a statement (MONSTER?) near 'MONSTR'" },
    { DES_GRAMMAR_AUTO,
      "des.level_init({ style = \"solidfill\" })\n",
      "t.des:1:1: this is a Lua level script (des.* calls), not lev_comp's l"
      "anguage near 'des'" },
    { DES_GRAMMAR_AUTO,
      "MAZE: \"x\", random\n"
      "ENDMAP\n",
      "t.des:2:1: ENDMAP without a MAP before it near 'ENDMAP'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "MONSTER: ('D', \"dragon\") (1,1)\n",
      "t.des:2:26: expected ',' after the monster (then its place) near '('" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "IF [50%] {\n"
      " MESSAGE: \"a\"\n",
      "t.des:2:10: '{' of IF's block is never closed" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "MONSTER: random, $place[0]\n",
      "t.des:2:18: variable $place is not defined here near '$place'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "$a = 5\n"
      "MONSTER: random, $a\n",
      "t.des:3:18: $a is an integer, where a coordinate is wanted" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "$a = { 1, 2 }\n"
      "GOLD: $a, random\n",
      "t.des:3:7: $a is an integer array; an integer takes one element, as $"
      "a[0] near '$a'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "$x = 1\n"
      "$x = \"s\"\n",
      "t.des:3:1: $x is an integer; it cannot become a string near '$x'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "$p = { (1,1) }\n"
      "$q = $p\n",
      "t.des:3:6: $p is a coordinate array: copy one element ($p[i]), or nam"
      "e the type (selection:, terrain:, monster:, object:) near '$p'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "SHUFFLE: $nothing\n",
      "t.des:2:10: variable $nothing is not defined here near '$nothing'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "$n = 1\n"
      "SHUFFLE: $n\n",
      "t.des:3:10: $n is an integer; SHUFFLE takes an array near '$n'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "RANDOM_PLACES: (1,1)\n",
      "t.des:2:1: RANDOM_PLACES belongs to the 3.4.3 grammar, not to the 3.6"
      " grammar this file is read as (3.6 as asked) near 'RANDOM_PLACES'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "FORGE: (1,1)\n",
      "t.des:2:1: FORGE is dNetHack's (a 3.4.3 extension), not in the 3.6 gr"
      "ammar this file is read as (3.6 as asked) near 'FORGE'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "BREAK\n",
      "t.des:2:1: BREAK outside a SWITCH, LOOP, FOR, ROOM, REGION, CONTAINER"
      " or MONSTER block near 'BREAK'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "SWITCH [2] { CASE 0: SWITCH [2] { } }\n",
      "t.des:2:22: a SWITCH cannot stand inside another SWITCH near "
      "'SWITCH'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "SWITCH [2] { DEFAULT: DEFAULT: }\n",
      "t.des:2:23: DEFAULT given twice in one SWITCH near 'DEFAULT'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "SWITCH [2] { MESSAGE: \"x\" }\n",
      "t.des:2:14: expected CASE n: or DEFAULT: in a SWITCH near 'MESSAGE'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "CASE 1:\n",
      "t.des:2:1: CASE outside a SWITCH near 'CASE'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "ELSE { }\n",
      "t.des:2:1: ELSE without an IF's block before it near 'ELSE'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "OBJECT: \"chest\"\n",
      "t.des:2:1: this object needs a place (a coordinate or random) near 'O"
      "BJECT'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "CONTAINER: \"chest\", (1,1) { OBJECT: \"gem\", (1,1) }\n",
      "t.des:2:29: an object in a container or a monster's inventory has no "
      "place of its own near 'OBJECT'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "MONSTER: 'a', random, peaceful, hostile\n",
      "t.des:2:33: attitude given twice for this MONSTER (first at 2:23)" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "OBJECT: '(', random, eroded: 1, erodeproof\n",
      "t.des:2:33: erodeproof and eroded: given together near 'erodeproof'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "OBJECT: '(', random, open\n",
      "t.des:2:22: an object can only be locked or broken near 'open'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "ROOMDOOR: true, open, random, 3\n",
      "t.des:2:31: the wall is random, so the position must be random too" },
    { DES_GRAMMAR_36,
      "LEVEL: \"x\"\n"
      "ROOM: \"ordinary\", lit, (6,1), (left,top), (2,2) { }\n",
      "t.des:2:24: a room's position is (1..5, 1..5)" },
    { DES_GRAMMAR_36,
      "LEVEL: \"x\"\n"
      "ROOM: \"ordinary\" [50%], lit, random, random, random { }\n",
      "t.des:2:18: only typed rooms can have a chance near '[50%]'" },
    { DES_GRAMMAR_36,
      "LEVEL: \"x\"\n"
      "ROOM: \"ordinary\", lit, random, random, random\n",
      "t.des:3:1: expected '{' opening the room near end of file" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "GEOMETRY:center,center\n"
      "MAP\n"
      "..Q.\n"
      "ENDMAP\n",
      "t.des:4:3: 'Q' is not a map character of the 3.6 grammar" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "foo(1)\n",
      "t.des:2:1: function foo is not defined (before this line) near 'foo'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "FUNCTION f($a : int) { }\n"
      "f(\"s\")\n",
      "t.des:3:3: argument 1 of f is an integer near '\"s\"'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "FUNCTION f($a : int) { }\n"
      "f(1, 2)\n",
      "t.des:3:6: function f takes 1 argument near '2'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "FUNCTION f() { FUNCTION g() { } }\n",
      "t.des:2:16: a FUNCTION cannot be defined inside another near 'FUNCTIO"
      "N'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "$a = 1\n"
      "FUNCTION f() { GOLD: $a, random }\n",
      "t.des:3:22: variable $a is not defined here near '$a'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "TRAP: \"pit\", (80,2)\n",
      "t.des:2:14: coordinate (80,2) is off the map (x 0..79, y 0..20)" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "TERRAIN: rect (5,5,1,1), '.'\n",
      "t.des:2:15: region (5,5,1,1) starts after it ends" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "LOOP [3 { }\n",
      "t.des:2:9: expected ']' closing the count near '{'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "FOR $i = 1, 5 { }\n",
      "t.des:2:11: expected TO or .. between FOR's bounds near ','" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "IF [150%] { }\n",
      "t.des:2:4: a chance is at most 100% near '[150%]'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "REPLACE_TERRAIN: (0,0,1,1), '.', 'L', 50\n",
      "t.des:2:39: expected a percentage (as 50%) near '50'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "NOMAP\n"
      "FLAGS: noteleport\n",
      "t.des:3:1: FLAGS must come right after the MAZE or LEVEL line near 'F"
      "LAGS'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "DOOR: ajar, (1,1)\n",
      "t.des:2:7: expected a door state (open, closed, locked, nodoor, broke"
      "n, secret or random) near 'ajar'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "MONSTER: 'a', random {\n"
      " LEVEL: \"y\"\n",
      "t.des:3:2: a new level cannot start inside a block (a '}' is missing)"
      " near 'LEVEL'" },
    { DES_GRAMMAR_36,
      "MAZE: \"x\", random\n"
      "GEOMETRY: center, center\n"
      "MESSAGE: \"x\"\n",
      "t.des:3:1: expected MAP alone on the line after GEOMETRY near 'MESSAG"
      "E'" },
    { DES_GRAMMAR_34,
      "MAZE: \"x\", random\n"
      "IF [50%] { }\n",
      "t.des:2:1: IF belongs to the 3.6 grammar, not to the 3.4.3 grammar th"
      "is file is read as (3.4.3 as asked) near 'IF'" },
    { DES_GRAMMAR_AUTO,
      "MAZE: \"x\", random\n"
      "NOMAP\n"
      "IF [50%] { }\n"
      "RANDOM_PLACES: (1,1)\n",
      "t.des:4:1: RANDOM_PLACES belongs to the 3.4.3 grammar, not to the 3.6"
      " grammar this file is read as (IF at 3:1) near 'RANDOM_PLACES'" },
    { DES_GRAMMAR_34,
      "MAZE: \"x\", random\n"
      "MONSTER: 'a', random, random\n",
      "t.des:2:1: MONSTER must follow a MAP or NOMAP in a MAZE level (3.4.3)"
      " near 'MONSTER'" },
    { DES_GRAMMAR_34,
      "MAZE: \"x\", random\n"
      "NOMAP\n"
      "SINK: (1,1)\n",
      "t.des:3:1: SINK is allowed only in a ROOM (of a LEVEL level) in the 3"
      ".4.3 grammar near 'SINK'" },
    { DES_GRAMMAR_34,
      "MAZE: \"x\", random\n"
      "NOMAP\n"
      "FLAGS: noteleport\n",
      "t.des:3:1: FLAGS must come before the first MAP or NOMAP in the 3.4.3"
      " grammar near 'FLAGS'" },
    { DES_GRAMMAR_34,
      "MAZE: \"x\", random\n"
      "NOMAP\n"
      "MESSAGE: \"late\"\n",
      "t.des:3:1: MESSAGE must come before the first MAP or NOMAP in the 3.4"
      ".3 grammar near 'MESSAGE'" },
    { DES_GRAMMAR_34,
      "MAZE: \"x\", random\n"
      "ROOM: \"ordinary\", lit, random, random, random\n",
      "t.des:2:1: ROOM belongs to a LEVEL level in the 3.4.3 grammar, not to"
      " a MAZE near 'ROOM'" },
    { DES_GRAMMAR_34,
      "LEVEL: \"x\"\n"
      "NOMAP\n",
      "t.des:2:1: a LEVEL (rooms and corridors) has no maps in the 3.4.3 gra"
      "mmar; a MAZE level does near 'NOMAP'" },
    { DES_GRAMMAR_34,
      "LEVEL: \"x\"\n"
      "MONSTER: 'a', random, random\n",
      "t.des:2:1: MONSTER must follow a ROOM or SUBROOM (before the corridor"
      "s) near 'MONSTER'" },
    { DES_GRAMMAR_34,
      "LEVEL: \"x\"\n"
      "ROOM: \"ordinary\", lit, random, random, random\n"
      "DRAWBRIDGE: (1,1), east, open\n",
      "t.des:3:1: DRAWBRIDGE belongs to a MAZE level's map, not to a room in"
      " the 3.4.3 grammar near 'DRAWBRIDGE'" },
    { DES_GRAMMAR_34,
      "LEVEL: \"x\"\n"
      "ROOM: \"ordinary\", lit, random, random, random\n"
      "RANDOM_CORRIDORS\n"
      "CORRIDOR: (0,north,1), 1\n",
      "t.des:4:1: RANDOM_CORRIDORS stands alone: no other CORRIDOR with it n"
      "ear 'CORRIDOR'" },
    { DES_GRAMMAR_34,
      "LEVEL: \"x\"\n"
      "ROOM: \"ordinary\", lit, random, random, random\n"
      "CORRIDOR: (0,north,1), 1\n"
      "ROOM: \"ordinary\", lit, random, random, random\n",
      "t.des:4:1: rooms come before the corridors near 'ROOM'" },
    { DES_GRAMMAR_34,
      "LEVEL: \"x\"\n"
      "ROOM: \"ordinary\", lit, random, random, random\n"
      "RANDOM_MONSTERS: 'a'\n",
      "t.des:3:1: RANDOM_MONSTERS must come before the first ROOM near 'RAND"
      "OM_MONSTERS'" },
    { DES_GRAMMAR_34,
      "LEVEL: \"x\"\n"
      "RANDOM_PLACES: (1,1)\n",
      "t.des:2:1: RANDOM_PLACES belongs to a MAZE level's map in the 3.4.3 g"
      "rammar near 'RANDOM_PLACES'" },
    { DES_GRAMMAR_34,
      "MAZE: \"x\", random\n"
      "NOMAP\n"
      "MONSTER: 'a', random, place[10]\n",
      "t.des:3:29: place[n] takes n from 0 to 9 near '10'" },
    { DES_GRAMMAR_34,
      "MAZE: \"x\", random\n"
      "NOMAP\n"
      "RANDOM_PLACES: (0,0),(0,0),(0,0),(0,0),(0,0),(0,0),(0,0),(0,0),(0,0),"
      "(0,0),(0,0)\n",
      "t.des:3:76: a RANDOM_ list holds at most 10 near '('" },
    { DES_GRAMMAR_34,
      "MAZE: \"x\", random\n"
      "NOMAP\n"
      "MONSTER [150%]: 'a', random, random\n",
      "t.des:3:9: a chance is at most 100% near '[150%]'" },
    { DES_GRAMMAR_34,
      "MAZE: \"x\", random\n"
      "NOMAP\n"
      "OBJFLAGS: o_lit\n",
      "t.des:3:1: OBJFLAGS needs an OBJECT before it near 'OBJFLAGS'" },
    { DES_GRAMMAR_34,
      "MAZE: \"x\", random\n"
      "NOMAP\n"
      "MONSTER: 'a', random, region[0]\n",
      "t.des:3:23: region[0] names no RANDOM_REGION (0 given so far)" },
    { DES_GRAMMAR_34,
      "MAZE: \"x\", random\n"
      "NOMAP\n"
      "RANDOM_REGION[1]: (0,0,1,1), (0,0,0,0)\n",
      "t.des:3:15: this is random region 0, not 1" },
    { DES_GRAMMAR_34,
      "MAZE: \"x\", random\n"
      "NOMAP\n"
      "OBJECT: '(', \"box\", random, 3\n",
      "t.des:3:29: expected a curse state (blessed, uncursed, cursed or rand"
      "om) or a monster type (\"name\") near '3'" },
    { DES_GRAMMAR_34,
      "MAZE: \"x\", random\n"
      "NOMAP\n"
      "REGION: (5,5,1,1), lit, \"ordinary\"\n",
      "t.des:3:9: region (5,5,1,1) starts after it ends" },
    { DES_GRAMMAR_34,
      "LEVEL: \"x\"\n"
      "ROOM: \"ordinary\", lit, (90,1), random, random\n",
      "t.des:2:24: a room's position is (1..5, 1..5) (or, in dNetHack, a poi"
      "nt of the level)" },
    { DES_GRAMMAR_34,
      "MAZE: \"x\", random\n"
      "GEOMETRY: center, center\n"
      "MAP\n"
      ".x.\n"
      "ENDMAP\n",
      "t.des:4:2: 'x' is not a map character of the 3.4.3 grammar" },
};

Test(des_errors, each_names_its_line_and_column)
{
    for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++) {
        struct des_error err;
        struct des_file *f = des_parse("t.des", errors[i].text,
                                       strlen(errors[i].text), errors[i].g,
                                       &err);

        cr_expect_null(f, "parsed:\n%s", errors[i].text);
        des_file_free(f);
        cr_expect_str_eq(err.msg, errors[i].msg, "input:\n%s",
                         errors[i].text);
        cr_expect_gt(err.line, 0);
        cr_expect_gt(err.col, 0);
    }
}

/* the file's name is shown escaped, as the bytes of the input are */
Test(des_errors, names_and_bytes_escaped)
{
    struct des_error err;
    const char text[] = "MAZE: \"x\", random\nMESSAGE: \"ok\" \033[2J\n";

    cr_assert_null(des_parse("bad\nname.des", text, sizeof text - 1,
                             DES_GRAMMAR_AUTO, &err));
    cr_expect_str_eq(err.msg, "bad\\x0aname.des:2:15: unexpected byte "
                     "'\\x1b'");
    cr_assert_null(des_parse_file(NHLEV_TEST_DIR "/no/such.des",
                                  DES_GRAMMAR_AUTO, &err));
    cr_expect_str_eq(err.msg, NHLEV_TEST_DIR "/no/such.des: cannot open "
                     "the file");
    cr_expect_eq(err.line, 0);
}

/* ---- tools/des_dump ---------------------------------------------------- */

Test(des_tool, dumps_and_refuses)
{
    static char out[1 << 16];
    char cmd[1024];

    snprintf(cmd, sizeof cmd, "'%s' --grammar 3.6 '%s/nethack-3.6.7/"
             "oracle.des' 2>&1", NHLEV_DES_DUMP, DES_CORPORA);
    cr_expect_eq(tu_run(cmd, out, sizeof out), 0);
    cr_expect(!strncmp(out, "grammar 3.6 (3.6 as asked)\n"
                       "level 8:1 LEVEL \"oracle\"\n"
                       "  10:1 ROOM \"ordinary\", lit, (3,3), (center,center"
                       "), "
                       "(11,9)\n"
                       "    11:3 OBJECT object('`',\"statue\"); coord=(0,0), "
                       "montype=monster('C',-), spe=1\n", 180), "%s", out);
    snprintf(cmd, sizeof cmd, "'%s' '%s/%s' 2>&1", NHLEV_DES_DUMP,
             DES_CORPORA, TEMPLATE);
    cr_expect_eq(tu_run(cmd, out, sizeof out), 2);
    cr_expect(strstr(out, TEMPLATE_ERROR) != NULL, "%s", out);
    cr_expect_eq(strchr(out, '\n') - out + 1, (long) strlen(out),
                 "one line: %s", out);
    snprintf(cmd, sizeof cmd, "'%s' --grammar 3.7 x.des 2>&1",
             NHLEV_DES_DUMP);
    cr_expect_eq(tu_run(cmd, out, sizeof out), 2);
}
