/* bench.c - how long a level takes to build: each level of a set for seeds
 * 1..N, the median and 90th percentile in microseconds per level, and the
 * peak resident set size. C NetHack for reference: soko1 0.53 ms, castle
 * 0.91 ms, valley 1.2 ms. */
#include <dirent.h>
#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "nhlev.h"
#include "bench_stats.h"

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* the p-th percentile (0..100) of sorted v, nearest rank */
static double percentile(const double *v, int n, int p)
{
    if (n <= 0)
        return 0;
    int k = (p * n + 99) / 100;
    if (k < 1)
        k = 1;
    return v[k - 1];
}

/* the level files of dir: every .lua but the dungeon description and the
 * libraries (nhlib, nhcore, quest texts, theme rooms); sorted, malloc'd */
static const char *const not_levels[] = { "dungeon", "nhlib", "nhcore", "quest",
                                          "themerms", NULL };

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static char **level_files(const char *dir, int *n)
{
    DIR *d = opendir(dir);
    char **v = NULL;
    int cap = 0;
    struct dirent *e;

    *n = 0;
    if (!d)
        return NULL;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        bool skip = len < 5 || strcmp(e->d_name + len - 4, ".lua") != 0;

        for (int k = 0; !skip && not_levels[k]; k++)
            skip = strlen(not_levels[k]) == len - 4
                   && !strncmp(e->d_name, not_levels[k], len - 4);
        if (skip)
            continue;
        if (*n == cap) {
            cap = cap ? cap * 2 : 128;
            char **nv = realloc(v, sizeof *v * (size_t)cap);
            if (!nv)
                break;
            v = nv;
        }
        v[*n] = strndup(e->d_name, len - 4);
        if (v[*n])
            (*n)++;
    }
    closedir(d);
    if (v)
        qsort(v, (size_t)*n, sizeof *v, cmp_str);
    return v;
}

/* every floor of every dungeon in the game's layout ("dlvl:1" ... "tutorial:2"),
 * as the viewer's picker lists them; NULL with err when there is none */
static char **floor_names(const char *dir, int *n, char *err, size_t errlen)
{
    uint64_t seed, skip;
    char **v = NULL;

    *n = 0;
    nhl_truth_game(&seed, &skip);
    struct nhl_layout *dl = nhl_layout_open(dir, seed, skip, "Val", err, errlen);

    if (dl) {
        int total = 0;
        for (int d = 0; d < nhl_layout_dungeons(dl); d++)
            total += nhl_layout_floors(dl, d);
        v = calloc((size_t)total + 1, sizeof *v);
        for (int d = 0; v && d < nhl_layout_dungeons(dl); d++)
            for (int l = 1; l <= nhl_layout_floors(dl, d); l++) {
                char name[64], file[64], path[1200];
                nhl_layout_floor_name(dl, d, l, name, sizeof name);
                /* the planes' "dummy" has no file and no game goes there */
                if (nhl_layout_fixed_special(dl, d, l, file, sizeof file)) {
                    snprintf(path, sizeof path, "%s/%s.lua", dir, file);
                    if (access(path, R_OK) != 0) {
                        fprintf(stderr, "nhlev-bench: %s skipped: %s has no level file\n",
                                name, file);
                        continue;
                    }
                }
                v[(*n)++] = strdup(name);
            }
    }
    nhl_layout_close(dl);
    return v;
}

/* C's own build time for a level: the median gen_time_us of the truth
 * files DIR/LEVEL.seedN.json (N = 1..9); -1 when there is none */
static double truth_time_us(const char *dir, const char *level)
{
    double v[9];
    int n = 0;
    char base[64];

    /* the truth files name the ordinary floors dlvlN */
    if (strncmp(level, "dlvl:", 5) == 0)
        snprintf(base, sizeof base, "dlvl%s", level + 5);
    else
        snprintf(base, sizeof base, "%s", level);

    for (int seed = 1; seed <= 9; seed++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/%s.seed%d.json", dir, base, seed);
        FILE *f = fopen(path, "rb");
        if (!f)
            continue;
        char *text = NULL;
        long len = -1;
        if (fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) > 0 && fseek(f, 0, SEEK_SET) == 0
            && (text = malloc((size_t)len + 1)) != NULL
            && fread(text, 1, (size_t)len, f) == (size_t)len) {
            text[len] = '\0';
            cJSON *root = cJSON_Parse(text);
            const cJSON *t = cJSON_GetObjectItemCaseSensitive(root, "gen_time_us");
            if (cJSON_IsNumber(t))
                v[n++] = t->valuedouble;
            cJSON_Delete(root);
        }
        free(text);
        fclose(f);
    }
    if (n == 0)
        return -1;
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return v[(n - 1) / 2];
}

static void usage(FILE *f)
{
    fprintf(f, "usage: nhlev-bench [--dat DIR] [--nethack V] [--seeds N] [--first S] [--no-cache]\n"
               "                   [--jobs J]\n"
               "                   [--all | --files | --floors | LEVEL...]\n"
               "       nhlev-bench --stats [--jobs J] [--seeds N] [--dat DIR] [LEVEL...]\n"
               "Build each LEVEL (default: soko1 castle valley) for seeds 1..N (default 20)\n"
               "and print median and p90 microseconds per level, and the peak RSS.\n"
               "  --first S   seeds S..S+N-1 instead (as the C harness's --first)\n"
               "  --all       every level named in dungeon.lua\n"
               "  --files     every level file of --dat (all variants and quest files)\n"
               "  --floors    every floor of every dungeon of the game's layout (dlvl:1 ...\n"
               "              mines:N, gehennom:N, quest:N ...: fillers, mazes, the Rogue level)\n"
               "  --truth DIR also print C's build time from the truth files there\n"
               "              (the median gen_time_us of DIR/LEVEL.seedN.json; C logged\n"
               "              every draw while it built them, so it ran slower than it can)\n"
               "  --stats     time nhlev stats instead: seeds 1..N (default 20000) of each\n"
               "              LEVEL (default soko1 castle dlvl:4) on 1..J threads (--jobs J,\n"
               "              default 2) and on J processes, with builds/s and the wall\n"
               "              time of 1,000,000 builds at that rate\n"
               "  --no-cache  parse nhlib.lua and the script on every build (as C does)\n"
               "              instead of reusing their compiled chunks (as the viewer does);\n"
               "              the theme-room script is still loaded once per game (as C\n"
               "              keeps it for the game) and reloaded if its file changes\n"
               "  --jobs J    build on J threads (default 1), a level's seeds on one\n"
               "              thread, each thread with its own caches; the wall time of\n"
               "              the whole run is printed last\n");
}

/* One level's builds over seeds 1..N, on whichever thread takes it. */
struct job {
    const char *name;
    int n;                  /* builds that succeeded */
    double median, p90;
    char lasterr[512];
};

struct pool {
    const char *dat;
    enum nhl_version version;
    long seeds;
    uint64_t first;         /* the first seed */
    bool use_cache;
    struct job *jobs;
    int njobs;
    int next;               /* the next job to take */
    pthread_mutex_t lock;
};

static void run_job(struct pool *p, struct job *j, struct nhl_chunk_cache *cache,
                    struct nhl_game_cache *game, double *t)
{
    int n = 0;
    for (long s = 1; s <= p->seeds; s++) {
        struct nhl_build_opts o;
        struct nhl_build_result res;
        nhl_build_opts_defaults(&o);
        o.dat_dir = p->dat;
        o.ctx.version = p->version;
        o.level = j->name;
        o.seed = p->first + (uint64_t)(s - 1);
        o.cache = cache;
        o.game = game;
        double t0 = now_us();
        int rc = nhl_build(&o, &res);
        double t1 = now_us();
        if (rc == 0)
            t[n++] = t1 - t0;
        else
            snprintf(j->lasterr, sizeof j->lasterr, "%s", res.errmsg);
        nhl_build_result_free(&res);
    }
    j->n = n;
    if (n) {
        qsort(t, (size_t)n, sizeof *t, cmp_double);
        j->median = percentile(t, n, 50);
        j->p90 = percentile(t, n, 90);
    }
}

static void *worker(void *arg)
{
    struct pool *p = arg;
    /* the engine keeps no globals: each thread has its caches, as each
       viewer or game would */
    struct nhl_chunk_cache *cache = p->use_cache ? nhl_chunk_cache_new() : NULL;
    /* C reads dungeon.lua, lays out the dungeon and deals the objects once
       per game: so does the bench, with or without the chunk cache */
    struct nhl_game_cache *game = nhl_game_cache_new();
    double *t = malloc(sizeof *t * (size_t)p->seeds);

    /* with the cache, as nhlev stats runs: dat/ read as it is at the start
       (--no-cache checks and reads every file on every build, as C reads) */
    if (cache)
        nhl_dat_fix_begin();
    for (;;) {
        pthread_mutex_lock(&p->lock);
        int k = p->next < p->njobs ? p->next++ : -1;
        pthread_mutex_unlock(&p->lock);
        if (k < 0 || !t)
            break;
        run_job(p, &p->jobs[k], cache, game, t);
    }
    if (cache)
        nhl_dat_fix_end();
    free(t);
    nhl_chunk_cache_free(cache);
    nhl_game_cache_free(game);
    return NULL;
}

int main(int argc, char **argv)
{
    const char *dat = NULL, *truth = NULL;
    int asked = NHV_AUTO;
    long seeds = 20;
    uint64_t first = 1;
    long jobs = 1;
    int all = 0, files = 0, floors = 0;
    char **fnames = NULL;
    int nfnames = 0;
    bool use_cache = true;
    bool stats = false, seeds_given = false, jobs_given = false;
    const char **names = calloc((size_t)argc + 3, sizeof *names);
    int nnames = 0;

    if (!names)
        return 2;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            free(names);
            return 0;
        } else if (strcmp(argv[i], "--dat") == 0 && i + 1 < argc) {
            dat = argv[++i];
        } else if (strcmp(argv[i], "--nethack") == 0 && i + 1 < argc) {
            asked = nhl_version_by_name(argv[++i]);
            if (asked < 0) {
                fprintf(stderr, "nhlev-bench: --nethack: '%s' is no NetHack nhlev knows\n", argv[i]);
                free(names);
                return 2;
            }
        } else if (strcmp(argv[i], "--seeds") == 0 && i + 1 < argc) {
            char *end;
            errno = 0;
            seeds = strtol(argv[++i], &end, 10);
            seeds_given = true;
            if (errno || *end || seeds < 1 || seeds > 10000000) {
                fprintf(stderr, "nhlev-bench: --seeds: '%s' is not a number from 1 to 10000000\n", argv[i]);
                free(names);
                return 2;
            }
        } else if (strcmp(argv[i], "--first") == 0 && i + 1 < argc) {
            char *end;
            errno = 0;
            first = strtoull(argv[++i], &end, 10);
            if (errno || *end || first < 1 || argv[i][0] == '-') {
                fprintf(stderr, "nhlev-bench: --first: '%s' is not a seed from 1 up\n", argv[i]);
                free(names);
                return 2;
            }
        } else if (strcmp(argv[i], "--stats") == 0) {
            stats = true;
        } else if (strcmp(argv[i], "--jobs") == 0 && i + 1 < argc) {
            char *end;
            errno = 0;
            jobs_given = true;
            jobs = strtol(argv[++i], &end, 10);
            if (errno || *end || jobs < 1 || jobs > 256) {
                fprintf(stderr, "nhlev-bench: --jobs: '%s' is not a number from 1 to 256\n", argv[i]);
                free(names);
                return 2;
            }
        } else if (strcmp(argv[i], "--no-cache") == 0) {
            use_cache = false;
        } else if (strcmp(argv[i], "--files") == 0) {
            files = 1;
        } else if (strcmp(argv[i], "--truth") == 0 && i + 1 < argc) {
            truth = argv[++i];
        } else if (strcmp(argv[i], "--floors") == 0) {
            floors = 1;
        } else if (strcmp(argv[i], "--all") == 0) {
            all = 1;
        } else if (argv[i][0] == '-') {
            fprintf(stderr, "nhlev-bench: unknown option '%s'\n", argv[i]);
            free(names);
            return 2;
        } else {
            names[nnames++] = argv[i];
        }
    }

    if (stats) {
        char snote[320];
        int v = nhl_resolve_version(asked, dat, NULL, snote, sizeof snote);
        /* --stats: 1..J threads, J 2 unless given (at most 64 processes) */
        int maxjobs = !jobs_given ? 2 : jobs > 64 ? 64 : (int) jobs;
        int rc = bench_stats(dat, v, seeds_given ? seeds : 20000, maxjobs, names, nnames);
        free(names);
        return rc;
    }
    struct nhl_levels *src = NULL;
    char err[512];
    if (files || floors) {
        if (!dat) {
            fprintf(stderr, "nhlev-bench: %s wants --dat DIR\n", files ? "--files" : "--floors");
            free(names);
            return 2;
        }
        err[0] = '\0';
        fnames = files ? level_files(dat, &nfnames) : floor_names(dat, &nfnames, err, sizeof err);
        if (!fnames || nfnames == 0) {
            fprintf(stderr, "nhlev-bench: %s: %s\n", dat, err[0] ? err : "no level files");
            free(names);
            return 2;
        }
        const char **more = realloc(names, sizeof *names * (size_t)(nfnames + 1));
        if (!more) {
            free(names);
            return 2;
        }
        names = more;
        for (nnames = 0; nnames < nfnames; nnames++)
            names[nnames] = fnames[nnames];
    } else if (all) {
        if (!(src = nhl_levels_open(dat, err, sizeof err))) {
            fprintf(stderr, "nhlev-bench: %s\n", err);
            free(names);
            return 2;
        }
        int total = nhl_levels_count(src);
        const char **more = realloc(names, sizeof *names * (size_t)(total + 1));
        if (!more) {
            free(names);
            nhl_levels_close(src);
            return 2;
        }
        names = more;
        nnames = 0;
        for (int i = 0; i < total; i++)
            names[nnames++] = nhl_levels_name(src, i);
    } else if (nnames == 0) {
        names[nnames++] = "soko1";
        names[nnames++] = "castle";
        names[nnames++] = "valley";
    }

    /* the NetHack --dat holds, decided once, not per build */
    char note[320];
    enum nhl_version version = nhl_resolve_version(asked, dat, NULL, note, sizeof note);

    if (note[0])
        fprintf(stderr, "nhlev-bench: note: %s\n", note);
    printf("# NetHack %s, %ld seeds, chunk cache %s\n", nhl_release_name(version), seeds,
           use_cache ? "on" : "off");
    struct pool pool = { .dat = dat, .version = version, .seeds = seeds, .first = first,
                         .use_cache = use_cache, .njobs = nnames };
    pool.jobs = calloc((size_t)nnames, sizeof *pool.jobs);
    if (!pool.jobs)
        return 2;
    for (int i = 0; i < nnames; i++)
        pool.jobs[i].name = names[i];
    pthread_mutex_init(&pool.lock, NULL);
    int failures = 0;
    int w = 12;
    for (int i = 0; i < nnames; i++)
        if ((int)strlen(names[i]) > w)
            w = (int)strlen(names[i]);
    double wall0 = now_us();
    if (jobs > nnames)
        jobs = nnames;
    pthread_t *th = calloc((size_t)jobs, sizeof *th);
    long started = 0;
    for (long k = 0; th && k < jobs; k++)
        if (pthread_create(&th[k], NULL, worker, &pool) == 0)
            started++;
    if (started == 0)
        worker(&pool);          /* no thread could start: run here */
    for (long k = 0; k < started; k++)
        pthread_join(th[k], NULL);
    double wall = now_us() - wall0;
    free(th);
    pthread_mutex_destroy(&pool.lock);

    printf("%-*s %6s %10s %10s%s\n", w, "level", "builds", "median_us", "p90_us",
           truth ? "   C_truth_us" : "");
    for (int i = 0; i < nnames; i++) {
        const struct job *j = &pool.jobs[i];
        if (j->n == 0) {
            printf("%-*s %6d %10s %10s  error: %s\n", w, names[i], 0, "-", "-", j->lasterr);
            failures++;
            continue;
        }
        printf("%-*s %6d %10.0f %10.0f", w, names[i], j->n, j->median, j->p90);
        if (truth) {
            double c = truth_time_us(truth, names[i]);
            if (c >= 0)
                printf(" %12.0f", c);
            else
                printf(" %12s", "-");
        }
        /* a level that fails for some seeds is a failure too */
        if (j->n < seeds) {
            printf("  error (%ld seeds): %s", seeds - j->n, j->lasterr);
            failures++;
        }
        putchar('\n');
    }
    printf("builds: %ld in %.2f s on %ld thread%s\n", (long)nnames * seeds, wall / 1e6, jobs,
           jobs == 1 ? "" : "s");
    free(pool.jobs);
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("peak RSS: %ld KiB\n", ru.ru_maxrss);
    free(names);
    for (int k = 0; k < nfnames; k++)
        free(fnames[k]);
    free(fnames);
    nhl_levels_close(src);
    return failures ? 1 : 0;
}
