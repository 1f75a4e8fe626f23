/* test_genocide.c - the game's genocided and extinct species as an input
 * (mvitals.h): levels built with them equal real C's (c_cases.json, made
 * by C NetHack with the same mvitals flags), barracks without soldiers,
 * script species refused, a unique made once per level, births counted,
 * the level document's "genocided"/"extinct" keys and the CLI options.
 * With no input every truth file stays equal (a few spot-checked here; the
 * whole set is nhlev compare's). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "data_enums.h" /* PM_SOLDIER, PM_KILLER_BEE: the engine's numbering */
#include "monflags.h" /* G_NOGEN: species flags */
#include "mvitals.h" /* mvitals_set_names, G_GENOD: engine internals the test drives */
#include "testutil_internal.h"

#define FIX NHLEV_TEST_DIR "/fixtures/genocide/"

static void need_dat(void)
{
    struct stat st;

    if (stat(TU_NETHACK_DAT "/dungeon.lua", &st) != 0)
        cr_assert_fail("NetHack dat/ not installed at " TU_NETHACK_DAT);
}

/* Build level (a name, floor KEY:N or .lua path) at seed for a game with
 * the given species genocided and extinct (comma lists, NULL none), the
 * place from the dungeon layout as nhlev render does. */
static void build(struct nhl_build_result *res, const char *level, uint64_t seed,
                  const char *geno, const char *ext)
{
    struct nhl_build_opts o;
    char err[200];

    nhl_build_opts_defaults(&o);
    o.dat_dir = TU_NETHACK_DAT;
    o.level = level;
    o.seed = seed;
    o.log_rng = true;
    o.place_from_layout = true;
    if (geno)
        cr_assert_eq(mvitals_set_names(o.hero.mvflags, geno, G_GENOD, err,
                                       sizeof err), 0, "%s", err);
    if (ext)
        cr_assert_eq(mvitals_set_names(o.hero.mvflags, ext, G_EXTINCT, err,
                                       sizeof err), 0, "%s", err);
    cr_assert_eq(nhl_build(&o, res), 0, "%s seed %llu: %s", level,
                 (unsigned long long) seed, res->errmsg);
}

static int count_species(const struct nhl_level *lev, int mndx)
{
    int n = 0;

    for (int i = 0; i < lev->nmonsters; i++)
        n += lev->monsters[i].mndx == mndx;
    return n;
}

static int count_rooms(const struct nhl_level *lev, int rtype)
{
    int n = 0;

    for (int i = 0; i < lev->nroom; i++)
        n += lev->rooms[i].rtype == rtype;
    return n;
}

/* ------------------------------------------------------------------ */

Test(genocide, no_input_truth_files_equal)
{
    tu_expect_truth_equal("castle.seed1", NULL, false);
    tu_expect_truth_equal("medusa.seed2", NULL, false);
    tu_expect_truth_equal("minetn.seed1", NULL, false);
    tu_expect_truth_equal("dlvl8.seed1", NULL, false);
}

Test(genocide, names_parse_and_refuse)
{
    unsigned char f[MVITALS_SLOTS] = { 0 };
    char err[200];

    cr_assert_eq(mvitals_set_names(f, "soldier, killer bee,Leprechaun",
                                   G_GENOD, err, sizeof err), 0, "%s", err);
    cr_expect_eq(f[PM_SOLDIER], G_GENOD);
    cr_expect_eq(f[PM_KILLER_BEE], G_GENOD);
    cr_expect_eq(f[PM_LEPRECHAUN], G_GENOD);
    cr_expect_eq(f[PM_SERGEANT], 0);
    /* an unknown name, an empty one, one C will not genocide */
    cr_expect_neq(mvitals_set_names(f, "soldier,foo", G_GENOD, err, sizeof err), 0);
    cr_expect(strstr(err, "'foo'"), "%s", err);
    cr_expect_neq(mvitals_set_names(f, "soldier,,newt", G_GENOD, err, sizeof err), 0);
    cr_expect_neq(mvitals_set_names(f, "Medusa", G_GENOD, err, sizeof err), 0);
    cr_expect(strstr(err, "cannot be genocided"), "%s", err);
    /* any species may be extinct, a unique too */
    cr_expect_eq(mvitals_set_names(f, "Medusa", G_EXTINCT, err, sizeof err), 0);
    cr_expect_eq(f[PM_MEDUSA], G_EXTINCT);
}

Test(genocide, births_counted_unique_then_extinct)
{
    struct nhl_rng rng = { 0 };
    struct nhl_level *lev = tu_level_open(&rng, 1);

    cr_expect(propagate(lev, PM_NEWT, true));
    cr_expect_eq(lev->build->mvitals[PM_NEWT].born, 1);
    cr_expect(!mv_gone(lev, PM_NEWT));
    /* a unique is made once */
    cr_expect(propagate(lev, PM_MEDUSA, true));
    cr_expect(mv_gone(lev, PM_MEDUSA));
    cr_expect(!propagate(lev, PM_MEDUSA, true));
    /* MM_NOCOUNTBIRTH: no tally, yet a unique is still marked */
    cr_expect(propagate(lev, PM_ORCUS, false));
    cr_expect_eq(lev->build->mvitals[PM_ORCUS].born, 0);
    cr_expect(mv_gone(lev, PM_ORCUS));
    /* the Erinyes' birth limit is 3, the Nazgul's 9, others' 120; a
     * G_NOGEN species never goes extinct by count */
    for (int i = 0; i < 2; i++)
        (void) propagate(lev, PM_ERINYS, true);
    cr_expect(!mv_gone(lev, PM_ERINYS));
    cr_expect(propagate(lev, PM_ERINYS, true));
    cr_expect(mv_gone(lev, PM_ERINYS));
    for (int i = 0; i < 9; i++)
        (void) propagate(lev, PM_NAZGUL, true);
    cr_expect(mv_gone(lev, PM_NAZGUL));
    for (int i = 0; i < 130; i++)
        (void) propagate(lev, PM_SHOPKEEPER, true);
    cr_expect(!mv_gone(lev, PM_SHOPKEEPER));
    for (int i = 0; i < 119; i++)
        (void) propagate(lev, PM_NEWT, true);
    cr_expect(mv_gone(lev, PM_NEWT));
    /* eggs die with either form genocided */
    lev->build->mvitals[PM_CHICKATRICE].mvflags |= G_GENOD;
    cr_expect(dead_species(lev, PM_COCKATRICE, true));
    cr_expect(!dead_species(lev, PM_COCKATRICE, false));
    cr_expect(dead_species(lev, -1, true));
    tu_level_close(lev, &rng);
}

/* the castle's barracks (des.region "barracks") and an ordinary floor's
 * (makelevel's special room) */
Test(genocide, no_soldiers_in_barracks)
{
    static const struct { const char *level; uint64_t seed; } b[] = {
        { "castle", 1 }, { "castle", 2 }, { "dlvl:16", 20 }, { "dlvl:17", 19 },
    };

    need_dat();
    for (size_t i = 0; i < sizeof b / sizeof b[0]; i++) {
        struct nhl_build_result with, without;

        build(&without, b[i].level, b[i].seed, NULL, NULL);
        build(&with, b[i].level, b[i].seed, "soldier", NULL);
        cr_expect_gt(count_species(without.lev, PM_SOLDIER), 0,
                     "%s seed %llu: soldiers to start with", b[i].level,
                     (unsigned long long) b[i].seed);
        cr_expect_eq(count_species(with.lev, PM_SOLDIER), 0,
                     "%s seed %llu: a soldier", b[i].level,
                     (unsigned long long) b[i].seed);
        if (b[i].level[0] == 'd') {
            /* the ordinary floor chose a barracks; now it may not */
            cr_expect_gt(count_rooms(without.lev, BARRACKS), 0);
            cr_expect_eq(count_rooms(with.lev, BARRACKS), 0);
        }
        nhl_build_result_free(&with);
        nhl_build_result_free(&without);
    }
}

/* the other rooms makelevel only chooses while their dwellers live */
Test(genocide, special_rooms_need_their_dwellers)
{
    static const struct { const char *level; uint64_t seed; int rtype, pm;
                          const char *gone; } r[] = {
        { "dlvl:8", 11, LEPREHALL, PM_LEPRECHAUN, "leprechaun" },
        { "dlvl:10", 49, BEEHIVE, PM_KILLER_BEE, "killer bee" },
        { "dlvl:18", 8, COCKNEST, PM_COCKATRICE, "cockatrice" },
    };

    need_dat();
    for (size_t i = 0; i < sizeof r / sizeof r[0]; i++) {
        struct nhl_build_result with, without;

        build(&without, r[i].level, r[i].seed, NULL, NULL);
        build(&with, r[i].level, r[i].seed, NULL, r[i].gone);
        cr_expect_gt(count_rooms(without.lev, r[i].rtype), 0, "%s", r[i].level);
        cr_expect_eq(count_rooms(with.lev, r[i].rtype), 0, "%s", r[i].level);
        cr_expect_eq(count_species(with.lev, r[i].pm), 0, "%s", r[i].level);
        nhl_build_result_free(&with);
        nhl_build_result_free(&without);
    }
}

Test(genocide, script_species_and_unique_twice)
{
    struct nhl_build_result res;

    need_dat();
    /* nothing gone: both named, one Medusa of the two asked for */
    build(&res, FIX "named.lua", 1, NULL, NULL);
    cr_expect_eq(count_species(res.lev, PM_SOLDIER), 1);
    cr_expect_eq(count_species(res.lev, PM_LEPRECHAUN), 1);
    cr_expect_eq(count_species(res.lev, PM_MEDUSA), 1);
    cr_expect(mv_gone(res.lev, PM_MEDUSA), "Medusa born: extinct");
    cr_expect_eq(res.lev->build->mvitals[PM_SOLDIER].born, 1);
    int all = res.lev->nmonsters;
    nhl_build_result_free(&res);

    /* genocided: a random monster in its place (C: create_monster) */
    build(&res, FIX "named.lua", 1, "soldier,leprechaun,lich", NULL);
    cr_expect_eq(count_species(res.lev, PM_SOLDIER), 0);
    cr_expect_eq(count_species(res.lev, PM_LEPRECHAUN), 0);
    for (int i = 0; i < res.lev->nmonsters; i++)
        cr_expect_neq(res.lev->monsters[i].mndx, PM_LICH);
    /* the soldier and the leprechaun have stand-ins */
    cr_expect_geq(res.lev->nmonsters, all);
    nhl_build_result_free(&res);

    /* an extinct unique: none at all */
    build(&res, FIX "named.lua", 1, NULL, "Medusa");
    cr_expect_eq(count_species(res.lev, PM_MEDUSA), 0);
    cr_expect_eq(res.lev->nmonsters, all - 1);
    nhl_build_result_free(&res);
}

/* FNV-1a 64 over each draw's modulus as "N," (c_cases.json) */
static void moduli_hash(const struct nhl_rng *r, uint64_t *h, long *n)
{
    *h = 0xcbf29ce484222325ULL;
    *n = 0;
    for (size_t i = 0; i < r->nlog; i++) {
        struct rng_line ln;
        int reps = 1, mod;
        char buf[24];

        if (!rng_parse_line(r->log[i], &ln))
            continue;
        /* rne/rnz list their draws under them */
        if (!strcmp(ln.func, "rne") || !strcmp(ln.func, "rnz"))
            continue;
        mod = ln.arg1;
        if (!strcmp(ln.func, "d")) {
            reps = ln.arg1;
            mod = ln.arg2;
        }
        snprintf(buf, sizeof buf, "%d,", mod);
        for (int k = 0; k < reps; k++) {
            for (const char *p = buf; *p; p++) {
                *h ^= (unsigned char) *p;
                *h *= 0x100000001b3ULL;
            }
            (*n)++;
        }
    }
}

static char *joined(const cJSON *arr)
{
    static char buf[1024];
    const cJSON *it;

    buf[0] = '\0';
    cJSON_ArrayForEach(it, arr) {
        if (buf[0])
            strncat(buf, ",", sizeof buf - strlen(buf) - 1);
        strncat(buf, it->valuestring, sizeof buf - strlen(buf) - 1);
    }
    return buf;
}

static int cmp_rows(const void *a, const void *b)
{
    const int *x = a, *y = b;

    for (int i = 0; i < 5; i++)
        if (x[i] != y[i])
            return x[i] < y[i] ? -1 : 1;
    return 0;
}

/* our rows [x,y,kind,id,(quan)] of a document list, sorted, against C's */
static void expect_rows(const cJSON *ours, const char *kindkey,
                        const char *idkey, bool quan, const cJSON *theirs,
                        const char *what, const char *label)
{
    int n = cJSON_GetArraySize(ours), m = cJSON_GetArraySize(theirs);
    int (*a)[5] = calloc((size_t) (n + 1), sizeof *a);
    int (*b)[5] = calloc((size_t) (m + 1), sizeof *b);
    const cJSON *it;
    int i = 0;

    cr_assert(a && b);
    cJSON_ArrayForEach(it, ours) {
        a[i][0] = cJSON_GetObjectItem(it, "x")->valueint;
        a[i][1] = cJSON_GetObjectItem(it, "y")->valueint;
        a[i][2] = cJSON_GetObjectItem(it, kindkey)->valueint;
        a[i][3] = cJSON_GetObjectItem(it, idkey)->valueint;
        a[i][4] = quan ? cJSON_GetObjectItem(it, "quan")->valueint : 0;
        i++;
    }
    i = 0;
    cJSON_ArrayForEach(it, theirs) {
        for (int k = 0; k < 5; k++)
            b[i][k] = k < cJSON_GetArraySize(it)
                          ? cJSON_GetArrayItem(it, k)->valueint : 0;
        i++;
    }
    qsort(a, (size_t) n, sizeof *a, cmp_rows);
    qsort(b, (size_t) m, sizeof *b, cmp_rows);
    cr_expect_eq(n, m, "%s: %d %s, C %d", label, n, what, m);
    for (i = 0; i < n && i < m; i++)
        if (cmp_rows(a[i], b[i]) != 0) {
            cr_expect_fail("%s: %s differ: ours (%d,%d) %d id %d, C's (%d,%d) "
                           "%d id %d", label, what, a[i][0], a[i][1], a[i][2],
                           a[i][3], b[i][0], b[i][1], b[i][2], b[i][3]);
            break;
        }
    free(a);
    free(b);
}

/* real C with the same species genocided or extinct: the same draws, the
 * same monsters and objects */
Test(genocide, equal_to_c)
{
    need_dat();
    char *text = tu_slurp(FIX "c_cases.json");
    cr_assert_not_null(text);
    cJSON *cases = cJSON_Parse(text);
    free(text);
    cr_assert(cJSON_IsArray(cases));

    const cJSON *c;
    cJSON_ArrayForEach(c, cases) {
        const char *level = cJSON_GetObjectItem(c, "level")->valuestring;
        uint64_t seed = (uint64_t) cJSON_GetObjectItem(c, "seed")->valuedouble;
        char geno[1024], ext[1024], label[128];
        struct nhl_build_result res;
        uint64_t h;
        long n;

        snprintf(geno, sizeof geno, "%s", joined(cJSON_GetObjectItem(c, "genocided")));
        snprintf(ext, sizeof ext, "%s", joined(cJSON_GetObjectItem(c, "extinct")));
        snprintf(label, sizeof label, "%s seed %llu", level,
                 (unsigned long long) seed);
        build(&res, level, seed, geno[0] ? geno : NULL, ext[0] ? ext : NULL);
        moduli_hash(res.rng, &h, &n);

        char hex[20];
        snprintf(hex, sizeof hex, "%016llx", (unsigned long long) h);
        cr_expect_eq(n, (long) cJSON_GetObjectItem(c, "draws")->valuedouble,
                     "%s: %ld draws, C %g", label, n,
                     cJSON_GetObjectItem(c, "draws")->valuedouble);
        cr_expect_str_eq(hex, cJSON_GetObjectItem(c, "moduli_fnv1a")->valuestring,
                         "%s: the draws' moduli differ from C's", label);

        struct nhl_doc_meta meta = { .level = level, .variant = res.variant,
                                 .seed = seed, .rng = res.rng, .gen_time_us = -1 };
        cJSON *doc = nhl_doc_from_level(res.lev, &meta);
        cr_assert_not_null(doc);
        expect_rows(cJSON_GetObjectItem(doc, "monsters"), "mndx", "m_id", false,
                    cJSON_GetObjectItem(c, "monsters"), "monsters", label);
        expect_rows(cJSON_GetObjectItem(doc, "objects"), "otyp", "o_id", true,
                    cJSON_GetObjectItem(c, "objects"), "objects", label);
        cJSON_Delete(doc);
        nhl_build_result_free(&res);
    }
    cJSON_Delete(cases);
}

/* the document writes the input lists only when there are some, reads them
 * back, and refuses unknown names */
Test(genocide, document_round_trip)
{
    struct nhl_build_result res;

    need_dat();
    build(&res, "castle", 1, NULL, NULL);
    struct nhl_doc_meta meta = { .level = "castle", .seed = 1, .gen_time_us = -1 };
    cJSON *doc = nhl_doc_from_level(res.lev, &meta);
    cr_expect_null(cJSON_GetObjectItem(doc, "genocided"));
    cr_expect_null(cJSON_GetObjectItem(doc, "extinct"));
    cJSON_Delete(doc);
    nhl_build_result_free(&res);

    build(&res, "castle", 1, "soldier,killer bee", "Medusa");
    doc = nhl_doc_from_level(res.lev, &meta);
    const cJSON *g = cJSON_GetObjectItem(doc, "genocided");
    const cJSON *e = cJSON_GetObjectItem(doc, "extinct");
    cr_assert(cJSON_IsArray(g) && cJSON_IsArray(e));
    cr_expect_eq(cJSON_GetArraySize(g), 2);
    cr_expect_eq(cJSON_GetArraySize(e), 1);
    cr_expect_str_eq(cJSON_GetArrayItem(e, 0)->valuestring, "Medusa");

    struct nhl_hero hero;
    nhl_doc_hero_from_json(doc, &hero);
    for (int i = 0; i < NUMMONS_ENUM; i++)
        cr_expect_eq(hero.mvflags[i], res.lev->game->hero.mvflags[i], "species %d", i);

    /* a level document naming no species at all is refused on load */
    char *text = cJSON_PrintUnformatted(doc);
    char *bad = strstr(text, "\"Medusa\"");
    cr_assert_not_null(bad);
    memcpy(bad + 1, "Xedusa", 6);
    struct nhl_level_doc d;
    char err[600];
    cr_expect_neq(nhl_doc_parse(text, "bad.json", &d, err, sizeof err), 0);
    cr_expect(strstr(err, "Xedusa"), "%s", err);
    free(text);
    cJSON_Delete(doc);
    nhl_build_result_free(&res);
}

/* ------------------------------------------------------------------ */
/* the CLI */

static int run(const char *args, char *out, size_t outlen, char *err,
               size_t errlen)
{
    char o[64], e[64], cmd[2048];

    snprintf(o, sizeof o, "/tmp/nhlev_geno_out.%d", (int) getpid());
    snprintf(e, sizeof e, "/tmp/nhlev_geno_err.%d", (int) getpid());
    snprintf(cmd, sizeof cmd, "%s %s >%s 2>%s", NHLEV_BIN, args, o, e);
    int st = system(cmd);
    char *t = tu_slurp(o);
    snprintf(out, outlen, "%s", t ? t : "");
    free(t);
    t = tu_slurp(e);
    snprintf(err, errlen, "%s", t ? t : "");
    free(t);
    unlink(o);
    unlink(e);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

Test(genocide, cli_options)
{
    static char out[1 << 21], err[4096];

    need_dat();
    for (const char *c = "render\0trace\0view\0"; *c; c += strlen(c) + 1) {
        char args[64];

        snprintf(args, sizeof args, "%s --help", c);
        cr_expect_eq(run(args, out, sizeof out, err, sizeof err), 0);
        cr_expect(strstr(out, "--genocide") && strstr(out, "--extinct"),
                  "%s --help", c);
    }
    for (const char *c = "render\0trace\0view\0"; *c; c += strlen(c) + 1) {
        char args[128];

        snprintf(args, sizeof args, "%s dlvl:16 --genocide soldier,foo", c);
        cr_expect_eq(run(args, out, sizeof out, err, sizeof err), 2, "%s", c);
        cr_expect(strstr(err, "'foo' is not a monster species"), "%s: %s", c, err);
        cr_expect_eq(strchr(err, '\n') - err + 1, (long) strlen(err),
                     "one line: %s", err);
    }
    cr_expect_eq(run("render castle --extinct 'Medusa,nobody'", out, sizeof out,
                     err, sizeof err), 2);
    cr_expect_eq(run("render dlvl:16 --seed 20 --dat " TU_NETHACK_DAT
                     " --genocide soldier --format json", out, sizeof out, err,
                     sizeof err), 0, "%s", err);
    cJSON *doc = cJSON_Parse(out);
    cr_assert_not_null(doc);
    const cJSON *g = cJSON_GetObjectItem(doc, "genocided");
    cr_assert(cJSON_IsArray(g) && cJSON_GetArraySize(g) == 1);
    cr_expect_str_eq(cJSON_GetArrayItem(g, 0)->valuestring, "soldier");
    const cJSON *m;
    cJSON_ArrayForEach(m, cJSON_GetObjectItem(doc, "monsters"))
        cr_expect_neq(cJSON_GetObjectItem(m, "mndx")->valueint, PM_SOLDIER);
    cJSON_Delete(doc);
}
