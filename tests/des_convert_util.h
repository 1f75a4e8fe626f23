/* des_convert_util.h - for the .des tests: a corpus's files, builds with
 * their RNG log and steps, and the check that a .des level and its
 * converted Lua build the same level. Static: one copy per test file. */
#ifndef NHLEV_TEST_DES_CONVERT_UTIL_H
#define NHLEV_TEST_DES_CONVERT_UTIL_H

#include <criterion/criterion.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "des_lua.h" /* des_lua_compile: the converter under test */
#include "des_parse.h" /* des_parse_file: the .des side of each pair */
#include "gamecache.h" /* the game cache the sweeps share between builds */
#include "des_files.h" /* des_files: the corpora's file lists */
#include "shard.h" /* this run's part of the sweep (a test helper) */
#include "step.h" /* the step log's entries, compared step by step */

#define DES_CORPORA NHLEV_SHARED_DIR "/des"
#define DAT50 TU_NETHACK50_DAT


static int build_steps(const char *level, uint64_t seed,
                       struct nhl_game_cache *g, struct nhl_build_result *res,
                       bool steps)
{
    struct nhl_build_opts o;

    nhl_build_opts_defaults(&o);
    o.dat_dir = DAT50;
    o.level = level;
    o.seed = seed;
    o.log_rng = true;
    o.record_steps = steps;
    o.game = g;
    /* the build the conversion is held to: a name 5.0 lacks is an error
       in both (a lenient build would make a stand-in instead) */
    o.names = NHL_NAMES_STRICT;
    return nhl_build(&o, res);
}

static int build(const char *level, uint64_t seed, struct nhl_game_cache *g,
                 struct nhl_build_result *res)
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
static void expect_same(const char *what, struct nhl_build_result *a,
                        struct nhl_build_result *b)
{
    struct nhl_doc_meta m = { .level = "x", .variant = "x", .seed = 1,
                          .rng = NULL, .gen_time_us = -1 };
    char *da = nhl_doc_print(a->lev, &m), *db = nhl_doc_print(b->lev, &m);

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
    struct nhl_step_log *sa = a->lev->steps, *sb = b->lev->steps;

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

/* one level of a parsed file (`file` its path): the .des build and the
 * build of its converted Lua (written in directory tmp) agree for seeds
 * 1..nseeds (or both fail alike); false if it does not compile (5.0
 * cannot say it), which stops its build with the same error */
static bool convert_level(struct nhl_game_cache *g, const struct des_file *f,
                          int l, const char *file, const char *tmp,
                          int nseeds)
{
    struct des_lua_buf out = { 0 };
    char err[600], lua[1200], des[1200];
    FILE *fp;

    snprintf(des, sizeof des, "%s:%s", file, f->levels[l]->name);
    if (des_lua_compile(f, l, DES_LUA_CONVERT, &out, err, sizeof err) != 0) {
        struct nhl_build_result a;

        /* what 5.0 cannot express stops the build the same way */
        cr_assert_neq(build(des, 1, g, &a), 0, "%s", err);
        cr_assert_str_eq(a.errmsg, err);
        nhl_build_result_free(&a);
        des_lua_buf_free(&out);
        return false;
    }
    snprintf(lua, sizeof lua, "%s/%s.lua", tmp, f->levels[l]->name);
    fp = fopen(lua, "w");
    cr_assert_not_null(fp);
    fputs(out.s, fp);
    fclose(fp);
    des_lua_buf_free(&out);
    for (int seed = 1; seed <= nseeds; seed++) {
        struct nhl_build_result a, b;
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

            cr_assert_neq(rb, 0, "%s: %s, but the Lua built", what, a.errmsg);
            cr_assert(ma && mb);
            ma = strchr(ma + 5, ':');
            mb = strchr(mb + 5, ':');
            cr_assert(ma && mb);
            cr_assert_str_eq(ma, mb, "%s", what);
            nhl_build_result_free(&a);
            nhl_build_result_free(&b);
            break;
        }
        cr_assert_eq(rb, 0, "%s: %s", lua, b.errmsg);
        cr_assert_str_eq(a.source_language,
                         f->grammar == DES_GRAMMAR_34 ? "des-3.4" : "des-3.6");
        cr_assert_str_eq(b.source_language, "lua");
        expect_same(what, &a, &b);
        nhl_build_result_free(&a);
        nhl_build_result_free(&b);
    }
    unlink(lua);
    return true;
}

/* every level of every file of a corpus (of this shard's, shard.h): the
 * .des build and the build of its converted Lua agree for seeds
 * 1..nseeds; *nlevels of the corpus's levels compile to Lua (not every
 * test file walks a corpus) */
__attribute__((unused))
static void convert_corpus(const char *corpus, int nseeds, int *nlevels)
{
    int total = 0;
    char dir[1024], tmp[] = "/tmp/nhlev_convXXXXXX";
    int n;
    char **files;
    struct nhl_game_cache *g = nhl_game_cache_new();
    struct shard sh = shard_get();

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
            /* another shard's level is only compiled (cheap), so that the
               count of levels that convert is the whole corpus's */
            if (!shard_mine(sh, total++)) {
                struct des_lua_buf out = { 0 };
                char err[600];

                if (des_lua_compile(f, l, DES_LUA_CONVERT, &out, err, sizeof err) == 0)
                    (*nlevels)++;
                des_lua_buf_free(&out);
                continue;
            }
            fprintf(stderr, "convert %s shard %d/%d: level %d, %s:%s\n",
                    corpus, sh.i + 1, sh.n, total, files[i],
                    f->levels[l]->name);
            if (convert_level(g, f, l, files[i], tmp, nseeds))
                (*nlevels)++;
        }
        des_file_free(f);
    }
    rmdir(tmp);
    free_files(files, n);
    nhl_game_cache_free(g);
}

#endif
