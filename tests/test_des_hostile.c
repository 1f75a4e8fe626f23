/* test_des_hostile.c - the .des front end on input meant to break it:
 * random bytes, random token soup, corpus files mutated at random, huge
 * numbers, deep nesting of every kind, unterminated strings and maps,
 * 10 MB lines, files that ask for too much memory. Each ends in a tree or
 * in one error naming a place in the file, never a crash (run under the
 * sanitizer build); a tree's memory is bounded by the input's size. Time
 * is not measured here (a clock says as much about the machine's load as
 * about the parser): a parse that did not end would meet the test's
 * timeout, and the sizes below (10 MB, half a million statements) make
 * anything worse than linear that long. */
#include <criterion/criterion.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "des_arena.h" /* the parse tree's size: bounded by the input's */
#include "des_dump.h" /* des_dump: engine internals the test drives */
#include "des_parse.h" /* des_parse: engine internals the test drives */

#define DES_CORPORA NHLEV_SHARED_DIR "/des"
#define BIG (10u << 20)
/* the most tree a byte of input may make (des_parse.h: memory is bounded
 * by the file's size), beyond a fixed start */
#define TREE_PER_BYTE 64
#define TREE_START (1u << 20)

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;

static uint32_t rnd(uint32_t n)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return n ? (uint32_t) (rng_state % n) : 0;
}

static int lines_of(const char *s, size_t n)
{
    int l = 1;

    for (size_t i = 0; i < n; i++)
        l += s[i] == '\n';
    return l;
}

/* parse; a tree is dumped, an error must name a line of the text; the
 * outcome: 1 tree, 0 error */
static int survive(const char *text, size_t n, enum des_grammar g,
                   const char *what)
{
    struct des_error err;
    struct des_file *f = des_parse("h.des", text, n, g, &err);
    int ok = f != NULL;

    if (f) {
        char *d = des_dump(f);

        cr_expect_leq(des_arena_used(f->arena), TREE_START + TREE_PER_BYTE * n,
                      "%s: a tree of %zu bytes from %zu", what,
                      des_arena_used(f->arena), n);

        cr_expect_not_null(d, "%s: no dump", what);
        free(d);
        des_file_free(f);
    } else {
        cr_expect(!strncmp(err.msg, "h.des:", 6), "%s: %s", what, err.msg);
        cr_expect(err.line >= 1 && err.line <= lines_of(text, n),
                  "%s: line %d of %d: %s", what, err.line,
                  lines_of(text, n), err.msg);
        cr_expect_gt(err.col, 0, "%s: %s", what, err.msg);
        cr_expect_null(strchr(err.msg, '\n'), "%s: two lines", what);
    }
    return ok;
}

/* the error text for text, which must not parse */
static void expect_error(const char *text, size_t n, const char *want)
{
    struct des_error err;
    struct des_file *f = des_parse("h.des", text, n, DES_GRAMMAR_AUTO, &err);

    cr_expect_null(f, "parsed: %.60s", text);
    des_file_free(f);
    cr_expect_str_eq(err.msg, want);
}

/* text made of head, then count copies of unit, then tail */
static char *repeat(const char *head, const char *unit, size_t count,
                    const char *tail, size_t *len)
{
    size_t h = strlen(head), u = strlen(unit), t = strlen(tail);
    char *s = malloc(h + u * count + t + 1);

    cr_assert_not_null(s);
    memcpy(s, head, h);
    for (size_t i = 0; i < count; i++)
        memcpy(s + h + i * u, unit, u);
    memcpy(s + h + u * count, tail, t + 1);
    *len = h + u * count + t;
    return s;
}

/* ---- noise ------------------------------------------------------------- */

Test(des_hostile, random_bytes)
{
    static char buf[4096];

    for (int i = 0; i < 3000; i++) {
        size_t n = rnd(sizeof buf);

        for (size_t k = 0; k < n; k++)
            buf[k] = (char) rnd(256);
        survive(buf, n, (enum des_grammar) rnd(3), "random bytes");
    }
}

/* words, values and punctuation of both grammars, strung at random: far
 * deeper into the parser than bytes get */
Test(des_hostile, token_soup)
{
    static const char *const tok[] = {
        "MAZE:\"m\",' '\n", "LEVEL:\"l\"\n", "MONSTER", "OBJECT", "CONTAINER",
        "ROOM", "SUBROOM", "IF", "ELSE", "LOOP", "SWITCH", "CASE", "DEFAULT",
        "BREAK", "FOR", "TO", "FUNCTION", "GEOMETRY", "\nMAP\n..\nENDMAP\n",
        "REGION", "TERRAIN", "selection", "rect", "grow", "filter",
        "gradient", "complement", "rndcoord", "random", "random[", "place",
        "object", "monster", "align", "levregion", "$a", "$b", "(", ")", "[",
        "]", "{", "}", ",", ":", "=", "+", "-", "*", "/", "%", ".", "..", "&",
        "|", "==", "<", "1", "-2", "3d4", "50%", "[50%]", "\"s\"", "'x'",
        "lit", "north", "true", "contained", "none", "\n", " ", "#c\n",
        "NOMAP", "RANDOM_PLACES", "STAIR", "DOOR", "FORGE", "[skipcheck]",
    };
    static char buf[8192];
    int trees = 0;

    for (int i = 0; i < 4000; i++) {
        size_t n = 0;
        int count = 1 + (int) rnd(200);

        for (int k = 0; k < count; k++) {
            const char *t = k == 0 ? tok[rnd(2)]
                : tok[rnd(sizeof tok / sizeof tok[0])];
            size_t l = strlen(t);

            if (n + l + 1 >= sizeof buf)
                break;
            memcpy(buf + n, t, l);
            n += l;
            buf[n++] = ' ';
        }
        trees += survive(buf, n, (enum des_grammar) rnd(3),
                         "token soup");
    }
    fprintf(stderr, "des token soup: %d of 4000 parsed\n", trees);
}

/* real files with bytes changed, lines cut, text cut short */
Test(des_hostile, mutated_corpus_files)
{
    static const char *const files[] = { "nethack-3.6.7/castle.des",
        "nethack-3.6.7/mines.des", "nethack-3.6.7/Priest.des",
        "nethack-3.4.3/castle.des", "nethack-3.4.3/oracle.des",
        "minihack/memento_hard.des", "slashem/nightmar.des",
        "dnethack/Knight.des", "nethack-3.6.7/sokoban.des" };
    static const char junk[] = "{}()[],:$'\"#\n\t\0\x80 0-9%.&|";
    int trees = 0, runs = 0;

    for (size_t fi = 0; fi < sizeof files / sizeof files[0]; fi++) {
        char path[512];

        snprintf(path, sizeof path, "%s/%s", DES_CORPORA, files[fi]);
        FILE *fp = fopen(path, "rb");

        cr_assert_not_null(fp, "%s missing", path);
        static char orig[1 << 20], buf[1 << 20];
        size_t n = fread(orig, 1, sizeof orig, fp);

        fclose(fp);
        for (int m = 0; m < 60; m++) {
            size_t len = n;

            memcpy(buf, orig, n);
            switch (m % 3) {
            case 0:                       /* a few bytes changed */
                for (int k = 0; k < 1 + (int) rnd(4); k++)
                    buf[rnd((uint32_t) len)] = junk[rnd(sizeof junk - 1)];
                break;
            case 1:                       /* cut short */
                len = rnd((uint32_t) n);
                break;
            default: {                    /* a stretch deleted */
                size_t a = rnd((uint32_t) n), b = a + rnd(200);

                if (b > n)
                    b = n;
                memmove(buf + a, buf + b, n - b);
                len = n - (b - a);
                break;
            }
            }
            trees += survive(buf, len, DES_GRAMMAR_AUTO, files[fi]);
            runs++;
        }
    }
    fprintf(stderr, "des mutated corpus files: %d of %d still parse\n",
            trees, runs);
}

/* ---- numbers ----------------------------------------------------------- */

Test(des_hostile, huge_numbers)
{
    const char *big = "MAZE:\"x\",random\nGOLD: 99999999999999999999999, "
        "(1,1)\n";

    expect_error(big, strlen(big), "h.des:2:7: number too large (the most "
                 "is 2147483647)");
    big = "LEVEL:\"x\"\nLOOP [2147483647] { GOLD: 2147483647d2147483647, "
        "random }\n$n = -2147483647 * 2147483647\n";
    survive(big, strlen(big), DES_GRAMMAR_AUTO, "largest numbers");
    big = "MAZE:\"x\",random\nNOMAP\nRANDOM_PLACES: (99999999999,1)\n";
    expect_error(big, strlen(big), "h.des:3:17: number too large (the most "
                 "is 2147483647)");

    size_t n;
    char *digits = repeat("MAZE:\"x\",random\nGOLD: ", "9", BIG, ", (1,1)\n",
                          &n);

    expect_error(digits, n, "h.des:2:7: number too large (the most is "
                 "2147483647)");
    free(digits);
}

/* ---- nesting ----------------------------------------------------------- */

/* head, depth opens, inner, depth closes, end: parses if want is NULL,
 * else gives want */
static void deep(const char *head, const char *open, const char *inner,
                 const char *close, const char *end, size_t depth,
                 const char *want)
{
    size_t a, b;
    char *front = repeat(head, open, depth, inner, &a);
    char *back = repeat("", close, depth, end, &b);
    char *s = malloc(a + b + 1);

    cr_assert_not_null(s);
    memcpy(s, front, a);
    memcpy(s + a, back, b + 1);
    if (want)
        expect_error(s, a + b, want);
    else
        cr_expect_eq(survive(s, a + b, DES_GRAMMAR_AUTO, head), 1,
                     "%.60s... %zu deep does not parse", head, depth);
    free(front);
    free(back);
    free(s);
}

Test(des_hostile, deep_nesting)
{
    const char *lvl = "LEVEL:\"x\"\n";
    char want[200];

    /* near the limit it still reads; far past it, one error */
    deep("LEVEL:\"x\"\n$a = ", "(", "1", ")", "\n", 90, NULL);
    deep("LEVEL:\"x\"\n$a = ", "(", "1", ")", "\n", 1000000,
         "h.des:2:107: nested more than 100 deep near '('");
    deep(lvl, "IF [50%] { ", "", "} ", "\n", 90, NULL);
    deep(lvl, "IF [50%] { ", "", "} ", "\n", 300000,
         "h.des:2:1112: nested more than 100 deep near 'IF'");
    deep(lvl, "[50%]: ", "EXIT", "", "\n", 500000,
         "h.des:2:708: nested more than 100 deep near '[50%]'");
    deep(lvl, "LOOP [2] { ", "", "} ", "\n", 300000,
         "h.des:2:1112: nested more than 100 deep near 'LOOP'");
    deep("LEVEL:\"x\"\n$s = selection: ", "complement ", "(1,1)", "", "\n",
         500000, "h.des:2:1117: nested more than 100 deep near 'complement'");
    deep("LEVEL:\"x\"\n$s = selection: ", "grow(", "(1,1)", ")", "\n",
         500000, "h.des:2:517: nested more than 100 deep near 'grow'");
    deep("LEVEL:\"x\"\n$s = selection: ", "(", "(1,1)", ")", "\n", 90, NULL);
    deep("LEVEL:\"x\"\n$s = selection: ", "(", "(1,1)", ")", "\n", 500000,
         "h.des:2:117: nested more than 100 deep near '('");
    deep("LEVEL:\"x\"\nGOLD: ", "1 + ", "1", "", ", random\n", 90, NULL);
    deep("LEVEL:\"x\"\nGOLD: ", "1 + ", "1", "", ", random\n", 1000000,
         "h.des:2:411: nested more than 100 deep near '1'");
    deep("LEVEL:\"x\"\nMESSAGE: ", "\"a\" . ", "\"b\"", "", "\n", 1000000,
         "h.des:2:616: nested more than 100 deep near '\"a\"'");
    deep("LEVEL:\"x\"\n$s = selection: ", "(1,1) & ", "(1,1)", "", "\n",
         1000000, "h.des:2:817: nested more than 100 deep near '('");
    deep("LEVEL:\"x\"\n$a = ", "-", "1", "", "\n", 1000000,
         "h.des:2:107: nested more than 100 deep near '-'");
    snprintf(want, sizeof want, "h.des:2:%d: nested more than 100 deep near "
             "'ROOM'", 1 + 101 * 47);
    deep(lvl, "ROOM: \"ordinary\",random,random,random,random { ", "",
         "} ", "\n", 200000, want);
    deep("LEVEL:\"x\"\nCONTAINER: \"box\", (1,1) { ", "CONTAINER: \"box\" { ",
         "", "} ", "}\n", 90, NULL);
}

/* ---- unterminated things, long lines -------------------------------- */

Test(des_hostile, unterminated)
{
    size_t n;
    char *s = repeat("MAZE:\"x\",random\nMESSAGE: \"", "ab\n", BIG / 3, "",
                     &n);

    expect_error(s, n, "h.des:2:10: unterminated string (no closing '\"')");
    free(s);
    s = repeat("MAZE:\"x\",random\nGEOMETRY:center,center\nMAP\n",
               "..........\n", BIG / 11, "", &n);
    expect_error(s, n, "h.des:3:1: MAP has no ENDMAP (the file ends first)");
    free(s);
    s = repeat("LEVEL:\"x\"\n"
               "ROOM:\"ordinary\",random,random,random,random {\n",
               "EXIT\n", 500000, "", &n);
    expect_error(s, n, "h.des:2:45: '{' of the room is never closed");
    free(s);
    expect_error("MAZE:\"x\",random\nTERRAIN:(1,1),'", 31,
                 "h.des:2:15: malformed character: write one character "
                 "between quotes, as 'x'");
    expect_error("MAZE:\"x\",random\nGEOMETRY:center,center\nMAP", 42,
                 "h.des:3:1: MAP has no rows and no ENDMAP");
}

Test(des_hostile, ten_megabyte_lines)
{
    size_t n;
    char *s;

    /* a long message is a message */
    s = repeat("MAZE:\"x\",random\nMESSAGE: \"", "x", BIG, "\"\n", &n);
    cr_expect_eq(survive(s, n, DES_GRAMMAR_AUTO, "long string"),
                 1);
    free(s);
    /* so is a long comment, and long blanks */
    s = repeat("# ", "#", BIG, "\nMAZE:\"x\",random\n", &n);
    cr_expect_eq(survive(s, n, DES_GRAMMAR_AUTO, "long comment"),
                 1);
    free(s);
    s = repeat("MAZE:\"x\",random\n", " ", BIG, "WALLIFY\n", &n);
    cr_expect_eq(survive(s, n, DES_GRAMMAR_AUTO, "long blanks"),
                 1);
    free(s);
    /* a map row is not */
    s = repeat("MAZE:\"x\",random\nGEOMETRY:center,center\nMAP\n", ".", BIG,
               "\nENDMAP\n", &n);
    expect_error(s, n, "h.des:4:256: MAP row is 10485760 characters long; "
                 "the most is 255");
    free(s);
    s = repeat("MAZE:\"x\",random\nGEOMETRY:center,center\nMAP\n", "..\n",
               BIG / 3, "ENDMAP\n", &n);
    expect_error(s, n, "h.des:25:1: MAP has 3495253 rows; the most is 21");
    free(s);
    s = repeat("MAZE:\"x\",random\nMONSTER: ", "a", BIG, "\n", &n);
    expect_error(s, n, "h.des:2:10: expected a monster (\"name\", 'c', "
                 "('c', \"name\"), random or a monster variable) near "
                 "'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...'");
    free(s);
    s = repeat("MAZE:\"x\",random\nMONSTER: ", ",", BIG, "\n", &n);
    expect_error(s, n, "h.des:2:10: expected a monster (\"name\", 'c', "
                 "('c', \"name\"), random or a monster variable) near ','");
    free(s);
}

/* ---- size --------------------------------------------------------------- */

Test(des_hostile, many_statements)
{
    size_t n;
    char *s;

    /* half a million statements on one line read */
    s = repeat("MAZE:\"x\",random\n", "WALLIFY ", 500000, "\n", &n);
    cr_expect_eq(survive(s, n, DES_GRAMMAR_36, "5e5 WALLIFY"), 1);
    free(s);
    /* past the tree's memory cap: refused, not swapped */
    s = repeat("MAZE:\"x\",random\n", "EXIT ", 2000000, "\n", &n);
    struct des_error err;
    struct des_file *f = des_parse("h.des", s, n, DES_GRAMMAR_36, &err);

    cr_expect_null(f);
    des_file_free(f);
    cr_expect(strstr(err.msg, "out of memory (the file is too large to "
                     "read)") != NULL, "%s", err.msg);
    free(s);
    /* variables and functions are counted */
    char *v = malloc(20 * 20000 + 64);

    cr_assert_not_null(v);
    n = (size_t) sprintf(v, "LEVEL:\"x\"\n");
    for (int i = 0; i < 20000; i++)
        n += (size_t) sprintf(v + n, "$v%d = %d\n", i, i);
    expect_error(v, n, "h.des:10002:1: too many variables (the most is "
                 "10000) near '$v10000'");
    n = (size_t) sprintf(v, "LEVEL:\"x\"\n");
    for (int i = 0; i < 2000; i++)
        n += (size_t) sprintf(v + n, "FUNCTION f%d() {}\n", i);
    expect_error(v, n, "h.des:1002:1: too many functions (the most is "
                 "1000) near 'FUNCTION'");
    free(v);
}
