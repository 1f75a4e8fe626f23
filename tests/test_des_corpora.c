/* test_des_corpora.c - every level of every .des corpus in ../shared/des
 * builds for seeds 1..10 (NHLEV_DES_SEEDS=N for more) as NetHack 5.0.0 (a
 * lenient build, the default for .des: a name 5.0 lacks is a stand-in),
 * or fails with an error that is the file's own: a variant's construct
 * 5.0 cannot express, or a place off NetHack's map, named with its file
 * and line. NetHack's own levels (3.4.3, 3.6.7), NLE's and MiniHack's all
 * build. doc/des.md lists the failures and their reasons.
 * A long sweep: ctest runs it in shards (shard.h, NHLEV_SHARD). */
#include <criterion/criterion.h>
#include <criterion/logging.h>

#include <dirent.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhlev.h"
#include "des_parse.h" /* des_parse_file: engine internals the test drives */
#include "des_files.h" /* des_files: engine internals the test drives */
#include "gamecache.h" /* game_cache_new, game_cache_free: engine internals the test drives */
#include "shard.h" /* this run's part of the sweep (NHLEV_SHARD) */

#define DES_CORPORA NHLEV_SHARED_DIR "/des"

/* what a level written for another game may ask of NetHack 5.0 and not
   get (the engine's and the compiler's messages) */
static const char *const own_fault[] = {
    "Unknown monster id '", "Unknown object id '", "Unknown montype '",
    "unknown trap type \"", "unknown room type \"", "is a variant's",
    "is SLASH'EM's", "Erroneous map char", "unknown monster class",
    "variant's extension",
    /* a drawbridge in column 0, which NetHack's map does not have (C's
       lspo_drawbridge refuses it so) */
    "drawbridge coord not ok", NULL
};


/* Build every level of this shard for seeds 1..nseeds; return how many
   failed (each with an error of the file's own), *nlevels the levels of
   the whole corpus, *built those of the shard that built. */
static int corpus(const char *name, int nseeds, int *nlevels, int *built)
{
    struct shard sh = shard_get();
    char dir[1024];
    int n, failed = 0;
    char **files;
    struct nhl_game_cache *g = nhl_game_cache_new();
    regex_t where;

    /* "file.des:LINE: ..." or "path/file.des:LINE:COL: ..." */
    cr_assert_eq(regcomp(&where, "^([^ ]*/)?[^/ ]+\\.des:[0-9]+:", REG_EXTENDED),
                 0);
    snprintf(dir, sizeof dir, "%s/%s", DES_CORPORA, name);
    files = des_files(dir, &n);
    *nlevels = 0;
    *built = 0;
    for (int i = 0; i < n; i++) {
        struct des_error perr;
        struct des_file *f = des_parse_file(files[i], DES_GRAMMAR_AUTO, &perr);

        if (!f) {
            /* MiniHack's template, whose Python fills in RS/SS */
            cr_assert(strstr(files[i], "key_and_door_tmp.des"), "%s", perr.msg);
            free(files[i]);
            continue;
        }
        for (int l = 0; l < f->nlevels; l++) {
            char level[1200];

            snprintf(level, sizeof level, "%s:%s", files[i],
                     f->levels[l]->name);
            if (!shard_mine(sh, (*nlevels)++))
                continue;
            fprintf(stderr, "des_corpora %s shard %d/%d: level %d, %s\n",
                    name, sh.i + 1, sh.n, *nlevels, level);
            (*built)++;
            for (int seed = 1; seed <= nseeds; seed++) {
                struct nhl_build_opts o;
                struct nhl_build_result r;
                bool ok = false;

                nhl_build_opts_defaults(&o);
                o.dat_dir = TU_NETHACK50_DAT;
                o.level = level;
                o.seed = (uint64_t) seed;
                o.game = g;
                if (nhl_build(&o, &r) == 0) {
                    nhl_build_result_free(&r);
                    continue;
                }
                for (int k = 0; own_fault[k] && !ok; k++)
                    ok = strstr(r.errmsg, own_fault[k]) != NULL;
                cr_expect(ok, "%s seed %d: not the file's fault: %s", level,
                          seed, r.errmsg);
                cr_expect_eq(regexec(&where, r.errmsg, 0, NULL, 0), 0,
                             "%s: the error names no file:line: %s", level,
                             r.errmsg);
                cr_log_info("%s seed %d: %s", level, seed, r.errmsg);
                failed++;
                (*built)--;
                nhl_build_result_free(&r);
                break;
            }
        }
        des_file_free(f);
        free(files[i]);
    }
    free(files);
    regfree(&where);
    nhl_game_cache_free(g);
    return failed;
}

/* seeds 1..N: 10, or NHLEV_DES_SEEDS */
static int nseeds(void)
{
    const char *e = getenv("NHLEV_DES_SEEDS");
    int n = e ? atoi(e) : 10;

    return n > 0 ? n : 10;
}

/* MiniHack's levels (seeds 1-10) are built in test_des_convert_corpora.c */
Test(des_corpora, nle_nethack367)
{
    int n, built, failed = corpus("nle", nseeds(), &n, &built);
    cr_expect_eq(failed, 0);
    failed = corpus("nethack-3.6.7", nseeds(), &n, &built);
    cr_expect_eq(failed, 0);
}

Test(des_corpora, nethack343)
{
    int n, built, failed = corpus("nethack-3.4.3", nseeds(), &n, &built);

    cr_expect_eq(failed, 0);
    cr_expect_geq(n, 100, "%d levels", n);
}

/* the variants' counts hold for the whole corpus, and (in proportion to
 * the levels it took) for each shard of it */
Test(des_corpora, slashem)
{
    struct shard sh = shard_get();
    int n, built, failed = corpus("slashem", nseeds(), &n, &built);

    cr_log_info("SLASH'EM: %d of %d levels build for seeds 1-%d (shard %d/%d, %d failed)",
                built, shard_count(sh, n), nseeds(), sh.i + 1, sh.n, failed);
    cr_expect_geq(built, shard_share(sh, 180, n), "%d of %d build", built,
                  shard_count(sh, n));
}

Test(des_corpora, dnethack)
{
    struct shard sh = shard_get();
    int n, built, failed = corpus("dnethack", nseeds(), &n, &built);

    cr_log_info("dNetHack: %d of %d levels build for seeds 1-%d (shard %d/%d, %d failed)",
                built, shard_count(sh, n), nseeds(), sh.i + 1, sh.n, failed);
    cr_expect_geq(built, shard_share(sh, 320, n), "%d of %d build", built,
                  shard_count(sh, n));
}
