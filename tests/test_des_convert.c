/* test_des_convert.c - .des levels built through their NetHack 5.0 Lua
 * (des_lua.h): every level of the MiniHack, NLE and NetHack 3.6.7
 * corpora builds, and `nhlev convert`'s readable Lua builds the same level
 * as the .des itself (level document, RNG log and steps equal) for seeds
 * 1..10. Also: steps name the .des file and its lines, errors name
 * file:line and the closest known names, and the command line. */
#include <criterion/criterion.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "build.h"
#include "des_lua.h"
#include "des_parse.h"
#include "doc.h"
#include "gamecache.h"
#include "step.h"

#define DES_CORPORA NHLEV_SHARED_DIR "/des"
#define DAT50 TU_NETHACK50_DAT

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *) a, *(char *const *) b);
}

/* the .des files of a corpus folder, sorted */
static char **des_files(const char *dir, int *n)
{
    DIR *d = opendir(dir);
    char **v = NULL;
    int cap = 0;

    cr_assert_not_null(d, "corpus folder %s is missing (../shared/des)", dir);
    *n = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);

        if (len < 5 || strcmp(e->d_name + len - 4, ".des"))
            continue;
        if (*n == cap) {
            cap = cap ? cap * 2 : 64;
            v = realloc(v, (size_t) cap * sizeof *v);
        }
        v[*n] = malloc(strlen(dir) + len + 2);
        sprintf(v[(*n)++], "%s/%s", dir, e->d_name);
    }
    closedir(d);
    qsort(v, (size_t) *n, sizeof *v, cmp_str);
    return v;
}

static void free_files(char **v, int n)
{
    for (int i = 0; i < n; i++)
        free(v[i]);
    free(v);
}

static int build_steps(const char *level, uint64_t seed,
                       struct game_cache *g, struct build_result *res,
                       bool steps)
{
    struct build_opts o;

    build_opts_defaults(&o);
    o.dat_dir = DAT50;
    o.level = level;
    o.seed = seed;
    o.log_rng = true;
    o.record_steps = steps;
    o.game = g;
    return nhl_build(&o, res);
}

static int build(const char *level, uint64_t seed, struct game_cache *g,
                 struct build_result *res)
{
    return build_steps(level, seed, g, res, true);
}

/* an RNG log line without its script position ("[x.des:12]") */
static void strip_where(const char *in, char *out, size_t len)
{
    const char *b = strstr(in, " [");

    snprintf(out, len, "%.*s", b ? (int) (b - in) : (int) strlen(in), in);
}

/* the two builds made the same level, with the same draws and steps */
static void expect_same(const char *what, struct build_result *a,
                        struct build_result *b)
{
    struct doc_meta m = { .level = "x", .variant = "x", .seed = 1,
                          .rng = NULL, .gen_time_us = -1 };
    char *da = doc_print(a->lev, &m), *db = doc_print(b->lev, &m);

    cr_assert(da && db);
    if (strcmp(da, db)) {
        size_t i = 0;

        while (da[i] && da[i] == db[i])
            i++;
        cr_assert_fail("%s: level documents differ near byte %zu: ...%.80s"
                       " vs ...%.80s", what, i, da + (i > 40 ? i - 40 : 0),
                       db + (i > 40 ? i - 40 : 0));
    }
    free(da);
    free(db);
    cr_assert_eq(a->rng->nlog, b->rng->nlog, "%s: %zu draws vs %zu", what,
                 a->rng->nlog, b->rng->nlog);
    for (size_t i = 0; i < a->rng->nlog; i++) {
        char la[256], lb[256];

        strip_where(a->rng->log[i], la, sizeof la);
        strip_where(b->rng->log[i], lb, sizeof lb);
        cr_assert_str_eq(la, lb, "%s: draw %zu differs", what, i);
    }
    struct step_log *sa = a->lev->steps, *sb = b->lev->steps;

    if (!sa || !sb)
        return;
    cr_assert_eq(sa->n, sb->n, "%s: %d steps vs %d", what, sa->n, sb->n);
    for (int i = 0; i < sa->n; i++) {
        /* the script's own step names its file: x.des vs NAME.lua */
        size_t la = strlen(sa->v[i].name), lb = strlen(sb->v[i].name);

        if (la > 4 && lb > 4 && !strcmp(sa->v[i].name + la - 4, ".des")
            && !strcmp(sb->v[i].name + lb - 4, ".lua"))
            continue;
        cr_assert_str_eq(sa->v[i].name, sb->v[i].name, "%s: step %d", what, i);
        cr_assert_str_eq(sa->v[i].args, sb->v[i].args, "%s: step %d", what, i);
    }
}

/* every level of every file of a corpus: the .des build and the build of
 * its converted Lua agree for seeds 1..nseeds */
static void convert_corpus(const char *corpus, int nseeds, int *nlevels)
{
    char dir[1024], tmp[] = "/tmp/nhlev_convXXXXXX";
    int n;
    char **files;
    struct game_cache *g = game_cache_new();

    snprintf(dir, sizeof dir, "%s/%s", DES_CORPORA, corpus);
    files = des_files(dir, &n);
    cr_assert_not_null(mkdtemp(tmp));
    *nlevels = 0;
    for (int i = 0; i < n; i++) {
        struct des_error perr;
        struct des_file *f = des_parse_file(files[i], DES_GRAMMAR_AUTO, &perr);

        /* MiniHack's template, which its Python fills in, does not parse
           (test_des_parse.c) */
        if (!f) {
            cr_assert(strstr(files[i], "key_and_door_tmp.des"), "%s", perr.msg);
            continue;
        }
        for (int l = 0; l < f->nlevels; l++) {
            struct des_lua_buf out = { 0 };
            char err[600], lua[1200], des[1200];
            FILE *fp;

            snprintf(des, sizeof des, "%s:%s", files[i], f->levels[l]->name);
            if (des_lua_compile(f, l, DES_LUA_CONVERT, &out, err,
                                sizeof err) != 0) {
                struct build_result a;

                /* what 5.0 cannot express stops the build the same way */
                cr_assert_neq(build(des, 1, g, &a), 0, "%s", err);
                cr_assert_str_eq(a.errmsg, err);
                build_result_free(&a);
                des_lua_buf_free(&out);
                continue;
            }
            snprintf(lua, sizeof lua, "%s/%s.lua", tmp, f->levels[l]->name);
            fp = fopen(lua, "w");
            cr_assert_not_null(fp);
            fputs(out.s, fp);
            fclose(fp);
            des_lua_buf_free(&out);
            for (int seed = 1; seed <= nseeds; seed++) {
                struct build_result a, b;
                char what[1400];

                snprintf(what, sizeof what, "%s seed %d", des, seed);
                /* steps compared for the first seeds (they cost the most) */
                bool steps = seed <= 2;

                int ra = build_steps(des, (uint64_t) seed, g, &a, steps);
                int rb = build_steps(lua, (uint64_t) seed, g, &b, steps);

                /* a level NetHack 5.0 cannot build (a variant's monster,
                   test_des_corpora.c) fails the same way converted */
                if (ra != 0) {
                    const char *ma = strstr(a.errmsg, ".des:");
                    const char *mb = strstr(b.errmsg, ".lua:");

                    cr_assert_neq(rb, 0, "%s: %s, but the Lua built", what,
                                  a.errmsg);
                    cr_assert(ma && mb);
                    ma = strchr(ma + 5, ':');
                    mb = strchr(mb + 5, ':');
                    cr_assert(ma && mb);
                    cr_assert_str_eq(ma, mb, "%s", what);
                    build_result_free(&a);
                    build_result_free(&b);
                    break;
                }
                cr_assert_eq(rb, 0, "%s: %s", lua, b.errmsg);
                cr_assert_str_eq(a.source_language,
                                 f->grammar == DES_GRAMMAR_34 ? "des-3.4"
                                                              : "des-3.6");
                cr_assert_str_eq(b.source_language, "lua");
                expect_same(what, &a, &b);
                build_result_free(&a);
                build_result_free(&b);
            }
            unlink(lua);
            (*nlevels)++;
        }
        des_file_free(f);
    }
    rmdir(tmp);
    free_files(files, n);
    game_cache_free(g);
}

Test(des_convert, minihack_levels_build_and_convert_equal)
{
    int n;

    convert_corpus("minihack", 10, &n);
    cr_expect_geq(n, 35, "MiniHack's levels: %d", n);
}

Test(des_convert, nle_levels_build_and_convert_equal, .timeout = 600)
{
    int n;

    convert_corpus("nle", 10, &n);
    cr_expect_geq(n, 100, "NLE's levels: %d", n);
}

Test(des_convert, nethack367_levels_build_and_convert_equal, .timeout = 600)
{
    int n;

    convert_corpus("nethack-3.6.7", 10, &n);
    cr_expect_geq(n, 100, "NetHack 3.6.7's levels: %d", n);
}

Test(des_convert, nethack343_levels_build_and_convert_equal, .timeout = 600)
{
    int n;

    convert_corpus("nethack-3.4.3", 10, &n);
    cr_expect_geq(n, 100, "NetHack 3.4.3's levels: %d", n);
}

Test(des_convert, variant_levels_convert_equal, .timeout = 600)
{
    int n;

    convert_corpus("slashem", 3, &n);
    cr_expect_geq(n, 150, "SLASH'EM's levels: %d", n);
    convert_corpus("dnethack", 3, &n);
    cr_expect_geq(n, 300, "dNetHack's levels: %d", n);
}

/* the steps of a .des build are the .des file's statements, at its lines */
Test(des_convert, steps_name_the_des_file_and_line)
{
    struct build_result r;
    struct game_cache *g = game_cache_new();
    bool saw_mazewalk = false;

    cr_assert_eq(build(DES_CORPORA "/minihack/mazewalk.des", 1, g, &r), 0,
                 "%s", r.errmsg);
    for (int i = 0; i < r.lev->steps->n; i++) {
        const struct step *s = &r.lev->steps->v[i];

        if (!strcmp(s->name, "des.mazewalk")) {
            saw_mazewalk = true;
            cr_expect_str_eq(s->file, "mazewalk.des");
            cr_expect_eq(s->line, 19);   /* MAZEWALK:(5,5),east */
        }
        if (!strcmp(s->name, "des.map"))
            cr_expect_eq(s->line, 3);    /* its GEOMETRY line */
    }
    cr_expect(saw_mazewalk);
    build_result_free(&r);
    game_cache_free(g);
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
    struct build_result r;
    struct game_cache *g = game_cache_new();
    char dir[] = "/tmp/nhlev_badXXXXXX", path[64];

    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/t.des", dir);
    write_des(path, text);
    cr_assert_neq(build(path, 1, g, &r), 0, "built: %s", text);
    snprintf(msg, sizeof msg, "%s", r.errmsg);
    build_result_free(&r);
    game_cache_free(g);
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
    struct build_result r;
    struct game_cache *g = game_cache_new();

    cr_assert_neq(build(DES_CORPORA "/nethack-3.6.7/medusa.des", 1, g, &r), 0);
    cr_expect(strstr(r.errmsg, "holds 4 levels (medusa-1, medusa-2, medusa-3, "
                               "medusa-4): name one as") != NULL, "%s",
              r.errmsg);
    build_result_free(&r);
    cr_assert_neq(build(DES_CORPORA "/nethack-3.6.7/medusa.des:medusa-9", 1, g,
                        &r), 0);
    cr_expect(strstr(r.errmsg, "has no level named 'medusa-9'") != NULL, "%s",
              r.errmsg);
    build_result_free(&r);
    cr_assert_eq(build(DES_CORPORA "/nethack-3.6.7/medusa.des:medusa-2", 1, g,
                       &r), 0, "%s", r.errmsg);
    cr_expect_str_eq(r.variant, "medusa-2");
    build_result_free(&r);
    game_cache_free(g);
}

static int run(const char *cmd, char *out, size_t outlen)
{
    FILE *p = popen(cmd, "r");
    size_t n;
    int st;

    cr_assert_not_null(p);
    n = fread(out, 1, outlen - 1, p);
    out[n] = '\0';
    /* the rest unread, so the command is not cut short */
    for (char sink[4096]; fread(sink, 1, sizeof sink, p) > 0;)
        ;
    st = pclose(p);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

Test(des_convert, command_line)
{
    static char out[1 << 20];
    char dir[] = "/tmp/nhlev_convcliXXXXXX", cmd[2048];
    struct stat st;

    cr_assert_eq(run(NHLEV_BIN " convert " DES_CORPORA "/minihack/mazewalk.des",
                     out, sizeof out), 0);
    cr_expect(strstr(out, "des.mazewalk({ x = 5, y = 5, dir = \"east\" })"
                          "  -- mazewalk.des:19") != NULL, "%s", out);
    cr_expect(strstr(out, "des.map({ halign = \"center\", valign = \"center\","
                          " map = [[\n-------------\n") != NULL, "%s", out);
    /* several levels need -o */
    cr_expect_eq(run(NHLEV_BIN " convert " DES_CORPORA
                     "/nethack-3.6.7/medusa.des 2>&1", out, sizeof out), 2);
    cr_expect(strstr(out, "give -o DIR") != NULL, "%s", out);
    cr_assert_not_null(mkdtemp(dir));
    snprintf(cmd, sizeof cmd, NHLEV_BIN " convert " DES_CORPORA
             "/nethack-3.6.7/medusa.des -o %s", dir);
    cr_expect_eq(run(cmd, out, sizeof out), 0, "%s", out);
    for (int i = 1; i <= 4; i++) {
        char f[1200];

        snprintf(f, sizeof f, "%s/medusa-%d.lua", dir, i);
        cr_expect_eq(stat(f, &st), 0, "%s", f);
        unlink(f);
    }
    rmdir(dir);
    /* render and trace take FILE.des[:NAME]; the trace says what it is */
    cr_expect_eq(run(NHLEV_BIN " trace " DES_CORPORA
                     "/nethack-3.6.7/medusa.des:medusa-2 --dat " DAT50,
                     out, sizeof out), 0);
    cr_expect(strstr(out, "des-3.6 built as NetHack 5.0.0") != NULL, "%.200s",
              out);
    cr_expect(strstr(out, "medusa.des:") != NULL);
    cr_expect_eq(run(NHLEV_BIN " render " DES_CORPORA
                     "/minihack/mazewalk.des --format json --dat " DAT50,
                     out, sizeof out), 0);
    cr_expect(strstr(out, "\"source_language\":\t\"des-3.6\"") != NULL
              || strstr(out, "\"source_language\": \"des-3.6\"") != NULL);
    cr_expect_eq(run(NHLEV_BIN " render /nonexistent.des 2>&1", out,
                     sizeof out), 2);
    cr_expect(strstr(out, "/nonexistent.des") != NULL, "%s", out);
    cr_expect_eq(run(NHLEV_BIN " render " DES_CORPORA "/minihack/mazewalk.des"
                     " --des-grammar 3.4 2>&1", out, sizeof out), 2);
    cr_expect(strstr(out, "mazewalk.des:") != NULL, "%s", out);
}

/* the curses viewer in tmux on a MiniHack level: steps to its MONSTER
   statement, shows the .des line and the monster at its cell
   (tests/tmux_des.sh) */
Test(des_convert, viewer_steps_a_minihack_level_in_tmux, .timeout = 120)
{
    static char out[1 << 16];
    const char *b = getenv("NHLEV_TEST_BIN");
    char cmd[2048];

    snprintf(cmd, sizeof cmd, "sh '%s/tmux_des.sh' '%s' '%s' '%s' 2>&1",
             NHLEV_TEST_DIR, b && *b ? b : NHLEV_BIN, DAT50, NHLEV_SHARED_DIR);
    cr_assert_eq(run(cmd, out, sizeof out), 0, "%s", out);
}
