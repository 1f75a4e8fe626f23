/* test_engrave.c - epitaphs, graffiti and rumors (textfile.h, rumors.h,
 * engrave.h, wipeout.h): makedefs' compiled layout rebuilt from dat/'s
 * .txt files has C's sizes (the truth logs' rn2 arguments), a draw's
 * offset picks C's line, the truth files' graves and graffiti are made
 * again inside C's own RNG stream draw for draw and word for word, and
 * without dat/ our own texts stand in. */
#include <criterion/criterion.h>
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "dungeon.h" /* DUNGEON_TRUTH_SEED: engine internals the test drives */
#include "engrave.h" /* random_engraving, random_epitaph: the module under test */
#include "game.h" /* game_texts_loaded: a game made by hand */
#include "level.h" /* level_new, level_set_game: a level made outside a build */
#include "rng.h" /* d, rn2: the draws, private to the engine */
#include "rumors.h" /* getrumor, get_rnd_line: engine internals the test drives */
#include "testutil_internal.h"
#include "textfile.h" /* nh_texts_load, nh_texts_free: engine internals the test drives */
#include "wipeout.h" /* wipeout_text: engine internals the test drives */

#define NETHACK_DAT "" TU_NETHACK_DAT ""
#define TRUTH NHLEV_SHARED_DIR "/truth"

static struct nh_texts *dat_texts(void)
{
    struct stat st;

    if (stat(NETHACK_DAT "/epitaph.txt", &st) != 0)
        cr_assert_fail("no NetHack dat/ at " NETHACK_DAT);
    struct nh_texts *t = nh_texts_load(NETHACK_DAT);

    cr_assert_not_null(t);
    cr_assert(t->epitaph.from_dat && t->engrave.from_dat
              && t->rumors_true.from_dat && t->rumors_false.from_dat);
    return t;
}

/* ------------------------------------------------ C's compiled sizes */

Test(texts, compiled_sizes_are_cs)
{
    struct nh_texts *t = dat_texts();

    /* the truth logs' "rn2(24015) @ (fnptr)" (epitaphs), getrumor's
     * "rn2(23875)" (true rumors) and "rn2(25702)" (false rumors) */
    cr_expect_eq(t->epitaph.size, 24015);
    cr_expect_eq(t->rumors_true.size, 23875);
    cr_expect_eq(t->rumors_false.size, 25702);
    /* engrave.txt by makedefs' rules (MAIL defined, as in a Unix build;
     * its mail line is in): no truth draw names it */
    cr_expect_eq(t->engrave.size, 2894);
    /* every entry of a padded file is at least the pad length */
    cr_expect_geq(t->epitaph.size, (long) t->epitaph.nlines * 60);
    cr_expect_geq(t->bogusmon.size, (long) t->bogusmon.nlines * 20);
    nh_texts_free(t);
}

/* --------------------------------------- picks at the truth's offsets */

Test(texts, picks_at_truth_offsets)
{
    struct nh_texts *t = dat_texts();
    static const struct {
        long offset;
        bool kept;
        const char *text;   /* NULL: not checked (drawn again) */
    } picks[] = {
        /* valley seed 1: a morgue's grave draws twice (the first lands
         * early in a long epitaph) */
        { 1921, false, NULL },
        { 2552, true, "Dulce et decorum est pro patria mori" },
        /* Pri-filb seed 1 */
        { 917, false, NULL },
        { 15443, true, "Hey, I didn't write this stuff!" },
        /* Pri-loca seed 3 */
        { 3048, false, NULL },
        { 12604, true,
          "Even a tomb stone will say good things when you're down!" },
        /* the first byte: the line after the first */
        { 0, true, "Rest in peace" },
        /* the last byte: back to the first line, makedefs' own entry */
        { 24014, true, "No matter where I went, here I am." },
    };
    char buf[TEXT_BUFSZ];

    for (size_t i = 0; i < sizeof picks / sizeof picks[0]; i++) {
        bool kept = get_rnd_line_at(&t->epitaph, picks[i].offset, buf,
                                    sizeof buf);

        cr_expect_eq(kept, picks[i].kept, "offset %ld", picks[i].offset);
        if (picks[i].text)
            cr_expect_str_eq(buf, picks[i].text, "offset %ld",
                             picks[i].offset);
    }
    nh_texts_free(t);
}

/* ------------------------------------------ truth replays, in C's stream */

static cJSON *load_truth(const char *name)
{
    char path[512];

    snprintf(path, sizeof path, "%s/%s", TRUTH, name);
    char *text = tu_slurp(path);
    cJSON *doc = text ? cJSON_Parse(text) : NULL;

    free(text);
    return doc;
}

/* an rng at C's stream position after `raw` generator outputs */
static void rng_at(struct nhl_rng *r, uint64_t seed, long raw)
{
    memset(r, 0, sizeof *r);
    nhl_rng_init(r, seed);
    for (long i = 0; i < raw; i++)
        (void) rn2(r, 2);
    nhl_rng_set_logging(r, true);
}

/* do our logged draws equal C's from log line `start` on? */
static bool same_draws(const struct nhl_rng *r, const cJSON *log, int start)
{
    int n = cJSON_GetArraySize(log);

    for (size_t i = 0; i < r->nlog; i++) {
        char a[64], b[64];

        if (start + (int) i >= n)
            return false;
        tu_call_part(r->log[i], a, sizeof a);
        tu_call_part(cJSON_GetArrayItem(log, start + (int) i)->valuestring,
                     b, sizeof b);
        if (strcmp(a, b))
            return false;
    }
    return true;
}

static bool has_engraving(const cJSON *doc, const char *type,
                          const char *text)
{
    const cJSON *e;

    cJSON_ArrayForEach(e, cJSON_GetObjectItem(doc, "engravings")) {
        const cJSON *ty = cJSON_GetObjectItem(e, "type");
        const cJSON *tx = cJSON_GetObjectItem(e, "text");

        if (cJSON_IsString(ty) && cJSON_IsString(tx)
            && !strcmp(ty->valuestring, type)
            && !strcmp(tx->valuestring, text))
            return true;
    }
    return false;
}

/* Every epitaph draw of a truth file ("rn2(24015) @ (fnptr)") made again:
 * our pick draws what C drew from there and its text is one of the
 * level's headstones. Returns the graves replayed. */
static int replay_graves(const struct nh_texts *t, const char *name)
{
    cJSON *doc = load_truth(name);

    cr_assert_not_null(doc, "%s", name);
    uint64_t seed = (uint64_t) cJSON_GetObjectItem(doc, "seed")->valuedouble;
    const cJSON *log = cJSON_GetObjectItem(doc, "rng");
    int n = cJSON_GetArraySize(log), graves = 0;
    long raw = 0;

    for (int i = 0; i < n;) {
        const char *ln = cJSON_GetArrayItem(log, i)->valuestring;

        if (strncmp(ln, "rn2(24015)=", 11) || !strstr(ln, "(fnptr)")) {
            raw += tu_raw_outputs(ln);
            i++;
            continue;
        }
        struct nhl_rng r = { 0 };
        char buf[TEXT_BUFSZ];

        rng_at(&r, seed, raw);
        get_rnd_line(&t->epitaph, &r, buf, sizeof buf);
        cr_expect(same_draws(&r, log, i), "%s line %d", name, i + 1);
        cr_expect(has_engraving(doc, "headstone", buf),
                  "%s line %d: \"%s\" is no headstone of C's", name, i + 1,
                  buf);
        graves++;
        raw += (long) r.nlog;
        i += (int) r.nlog;
        nhl_rng_free(&r);
    }
    cJSON_Delete(doc);
    return graves;
}

Test(texts, truth_graves_replayed)
{
    struct nh_texts *t = dat_texts();
    static const char *const files[] = {
        "valley.seed1.json",   "valley.seed2.json",   "valley.seed3.json",
        "Pri-fila.seed1.json", "Pri-filb.seed1.json", "Pri-loca.seed3.json",
        "Tou-strt.seed1.json", "sanctum.seed3.json",  "dlvl8.seed3.json",
    };
    int graves = 0;

    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        graves += replay_graves(t, files[i]);
    cr_expect_gt(graves, 50);
    nh_texts_free(t);
}

/* The graffiti of ordinary levels (mklev's random_engraving, from its
 * "rn2(4) @ engrave.c:57"): the same draws, rumor pick and rubbing
 * included, and the same marked text. */
Test(texts, truth_graffiti_replayed)
{
    struct nh_texts *t = dat_texts();
    static const char *const files[] = {
        "dlvl1.seed2.json", "dlvl3.seed1.json", "dlvl3.seed2.json",
        "dlvl4.seed2.json",
    };
    int made = 0;

    for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
        cJSON *doc = load_truth(files[f]);

        cr_assert_not_null(doc, "%s", files[f]);
        uint64_t seed =
            (uint64_t) cJSON_GetObjectItem(doc, "seed")->valuedouble;
        const cJSON *log = cJSON_GetObjectItem(doc, "rng");
        int n = cJSON_GetArraySize(log);
        long raw = 0;

        for (int i = 0; i < n; i++) {
            const char *ln = cJSON_GetArrayItem(log, i)->valuestring;

            if (!strncmp(ln, "rn2(4)=", 7) && strstr(ln, "engrave.c:57")) {
                struct nhl_rng r = { 0 };
                char buf[TEXT_BUFSZ];

                rng_at(&r, seed, raw);
                struct nhl_level *lev = level_new(&r, NULL);

                cr_assert_not_null(lev);
                /* a game whose texts are dat/'s */
                cr_assert_eq(level_set_game(lev, NETHACK_DAT, DUNGEON_TRUTH_SEED,
                                            dungeon_truth_skip), 0);
                random_engraving(lev, buf, sizeof buf);
                cr_expect(same_draws(&r, log, i), "%s line %d", files[f],
                          i + 1);
                cr_expect(has_engraving(doc, "mark", buf),
                          "%s: \"%s\" is not C's graffiti", files[f], buf);
                made++;
                nhl_level_free(lev);
                nhl_rng_free(&r);
            }
            raw += tu_raw_outputs(ln);
        }
        cJSON_Delete(doc);
    }
    cr_expect_eq(made, 4);
    nh_texts_free(t);
}

/* -------------------------------------------------- makedefs' layout */

Test(texts, random_access_layout_follows_makedefs)
{
    static const char src[] =
        "# a comment\n"
        "\n"
        "short\n"
        "^?MAIL\n"
        "with mail\n"
        "^:\n"
        "without mail\n"
        "^.\n"
        "^!MAIL\n"
        "not this\n"
        "^.\n"
        "^#hidden\n"
        "^^caret\n"
        "0123456789012345678901234567890123456789012345678901234567890123456789\n"
        "no newline at the end";
    struct textfile f = { 0 };

    cr_assert_eq(textfile_compile_rnd(&f, src, strlen(src), "first", 60), 0);
    /* default entry, short, with mail, ^caret, the long one, the last */
    cr_expect_eq(f.nlines, 6);
    cr_expect_eq(f.size, 5 * 60 + 71);
    cr_expect_eq(strncmp(f.data, "first___", 8), 0);
    cr_expect_eq(f.data[59], '\n');
    cr_expect_eq(strncmp(f.data + 60, "short_", 6), 0);
    cr_expect_eq(strncmp(f.data + 120, "with mail_", 10), 0);
    cr_expect_eq(strncmp(f.data + 180, "^caret_", 7), 0);
    cr_expect_eq(strncmp(f.data + 240, "0123456789", 10), 0);
    cr_expect_eq(f.data[240 + 70], '\n');
    cr_expect_eq(strncmp(f.data + 311, "no newline at the end_", 22), 0);
    cr_expect_eq(f.data[f.size - 1], '\n');

    char buf[TEXT_BUFSZ];

    /* landing early in the long line: drawn again; in its last 61 bytes:
     * kept, the next line is the pick */
    cr_expect_not(get_rnd_line_at(&f, 240, buf, sizeof buf));
    cr_expect(get_rnd_line_at(&f, 250, buf, sizeof buf));
    cr_expect_str_eq(buf, "no newline at the end");
    /* the last line wraps to the first; padding comes off */
    cr_expect(get_rnd_line_at(&f, 320, buf, sizeof buf));
    cr_expect_str_eq(buf, "first");
    cr_expect(get_rnd_line_at(&f, 130, buf, sizeof buf));
    cr_expect_str_eq(buf, "^caret");
    textfile_clear(&f);
}

Test(texts, rumors_layout_keeps_every_line)
{
    static const char src[] = "# not a comment here\n\ttabbed\n[cookie] x\n";
    struct textfile f = { 0 };

    cr_assert_eq(textfile_compile_rumors(&f, src, strlen(src), 60), 0);
    cr_expect_eq(f.nlines, 3);
    cr_expect_eq(f.size, 180);
    cr_expect_eq(strncmp(f.data, "# not a comment here_", 21), 0);
    /* control bytes show as '#' (makedefs' non-ASCII filter) */
    cr_expect_eq(strncmp(f.data + 60, "#tabbed_", 8), 0);
    textfile_clear(&f);
}

Test(texts, getrumor_skips_cookies_when_asked)
{
    /* a false half of only fortune-cookie rumors: fifty-one tries, then
     * whatever came; the true half has none */
    static const char fal[] = "[cookie] crumbs\n";
    static const char tru[] = "plain truth\n";
    struct nh_texts t;
    struct nhl_rng r = { 0 };
    char buf[TEXT_BUFSZ];

    memset(&t, 0, sizeof t);
    cr_assert_eq(textfile_compile_rumors(&t.rumors_true, tru, strlen(tru), 60),
                 0);
    cr_assert_eq(textfile_compile_rumors(&t.rumors_false, fal, strlen(fal),
                                         60), 0);
    nhl_rng_init(&r, 5);
    cr_expect_str_eq(getrumor(&t, &r, 1, true, buf, sizeof buf),
                     "plain truth");
    cr_expect_str_eq(getrumor(&t, &r, -1, false, buf, sizeof buf), "crumbs");
    getrumor(&t, &r, -1, true, buf, sizeof buf);
    cr_expect_str_eq(buf, "[cookie] crumbs"); /* gave up after 51 */
    nhl_rng_free(&r);
    textfile_clear(&t.rumors_true);
    textfile_clear(&t.rumors_false);
}

/* -------------------------------------------------- without NetHack's */

Test(texts, own_texts_without_dat)
{
    struct nh_texts *t = nh_texts_load(NULL);
    struct nh_texts *u = nh_texts_load(NHLEV_TEST_DIR "/fixtures/none_here");

    cr_assert_not_null(t);
    cr_assert_not_null(u);
    cr_expect_not(t->epitaph.from_dat);
    cr_expect_not(u->rumors_true.from_dat);
    /* ours are short: eight padded epitaphs */
    cr_expect_eq(t->epitaph.size, 8 * 60);
    cr_expect_eq(u->epitaph.size, t->epitaph.size);
    cr_expect_gt(t->engrave.size, 0);
    cr_expect_gt(t->rumors_true.size, 0);
    cr_expect_gt(t->rumors_false.size, 0);
    nh_texts_free(t);
    nh_texts_free(u);

    /* a level given no dat/ takes ours on first use: one draw over them */
    struct nhl_rng r = { 0 };
    struct nhl_level *lev = tu_level_open(&r, 3);
    char buf[TEXT_BUFSZ];

    cr_assert_null(game_texts_loaded(lev->game));
    random_epitaph(lev, buf, sizeof buf);
    cr_assert_not_null(game_texts_loaded(lev->game));
    cr_expect_gt(strlen(buf), 0);
    cr_expect_eq(r.nlog, 1);
    cr_expect(strstr(r.log[0], "rn2(480)=") == r.log[0], "%s", r.log[0]);
    random_engraving(lev, buf, sizeof buf);
    cr_expect_gt(strlen(buf), 0);
    tu_level_close(lev, &r);
}

/* ------------------------------------------------------------- rubbing */

Test(texts, wipeout_text_rubs_in_place)
{
    struct nhl_rng r = { 0 };
    char s[] = "Elbereth  ";
    char e[] = "";

    nhl_rng_init(&r, 11);
    nhl_rng_set_logging(&r, true);
    wipeout_text(&r, e, 5);
    cr_expect_eq(r.nlog, 0); /* nothing to rub: no draw */
    wipeout_text(&r, s, 0);
    cr_expect_str_eq(s, "Elbereth"); /* trailing blanks cut */
    cr_expect_eq(r.nlog, 0);
    wipeout_text(&r, s, 4);
    /* two draws a try, a third for each look-alike */
    cr_expect_geq(r.nlog, 8);
    cr_expect_leq(r.nlog, 12);
    cr_expect_leq(strlen(s), 8);
    nhl_rng_free(&r);
}

Test(texts, empty_rumor_half_gives_nothing_without_drawing)
{
    static const char tru[] = "only the truth\n";
    struct nh_texts t;
    struct nhl_rng r = { 0 };
    char buf[TEXT_BUFSZ];

    memset(&t, 0, sizeof t);
    cr_assert_eq(textfile_compile_rumors(&t.rumors_true, tru, strlen(tru), 60),
                 0);
    cr_assert_eq(textfile_compile_rumors(&t.rumors_false, "", 0, 60), 0);
    cr_expect_eq(t.rumors_false.size, 0);
    nhl_rng_init(&r, 2);
    nhl_rng_set_logging(&r, true);
    cr_expect_str_eq(getrumor(&t, &r, 0, true, buf, sizeof buf), "");
    cr_expect_eq(r.nlog, 0);
    nhl_rng_free(&r);
    textfile_clear(&t.rumors_true);
    textfile_clear(&t.rumors_false);
}

Test(texts, overlong_lines_are_read_as_cs_fgets_does)
{
    /* a 600-byte line: C's fgets reads 255 bytes at a time, so a pick
     * after it may be its continuation; never more than a buffer */
    char src[700];
    struct textfile f = { 0 };
    struct nhl_rng r = { 0 };
    char buf[TEXT_BUFSZ];

    memset(src, 'x', 600);
    memcpy(src + 600, "\nend\n", 6);
    cr_assert_eq(textfile_compile_rnd(&f, src, strlen(src), "first", 60), 0);
    cr_expect_eq(f.size, 60 + 601 + 60);
    nhl_rng_init(&r, 9);
    for (int i = 0; i < 200; i++) {
        get_rnd_line(&f, &r, buf, sizeof buf);
        cr_expect_lt(strlen(buf), TEXT_BUFSZ);
    }
    /* landing in its last 61 bytes: kept, the next line is the pick;
     * at its start: drawn again, and what follows is its next 255 bytes */
    cr_expect(get_rnd_line_at(&f, 60 + 600 - 60, buf, sizeof buf));
    cr_expect_str_eq(buf, "end");
    cr_expect_not(get_rnd_line_at(&f, 60, buf, sizeof buf));
    cr_expect_eq(strlen(buf), 255);
    nhl_rng_free(&r);
    textfile_clear(&f);
}
