/* cli_stats.c - `nhlev stats`: build a level for many seeds on every core
 * and report what they have in common (stats.h, stats_run.h), or merge the
 * JSON of runs split over machines. Reports are stats_print.c's. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "cli.h"
#include "nhlev.h"
#include "stats_print.h"

/* a run longer than this many seeds is surely a typo (at 2,000 builds a
   second it would take 16 years) */
#define MAX_SEEDS 1000000000000ULL

static void usage(FILE *f)
{
    fprintf(f,
            "usage: nhlev stats LEVEL [--seeds N | --from A --to B] [--shard I/N] [--jobs J]\n"
            "                   [--what objects|monsters|traps|terrain|variants|QUERY]\n"
            "                   [--format text|json] [--color] [build options]\n"
            "       nhlev stats --merge FILE.json... [--what W] [--format text|json]\n"
            "Build LEVEL for many seeds on every core and report what the levels have\n"
            "in common: which file and flip (variant odds with 95%% Wilson intervals),\n"
            "how often each kind of object, monster and trap appears (share of levels\n"
            "with one, mean per level), per-cell terrain and light, and heat maps.\n"
            "%s"
            "  --seeds N         seeds 1..N (default 1000)\n"
            "  --from A --to B   seeds A..B, both included (split a run over machines,\n"
            "                    then --merge their JSON)\n"
            "  --shard I/N       build only part I of N (1..N) of those seeds, split in\n"
            "                    N runs of consecutive seeds that --merge puts back\n"
            "                    together; --shard slurm takes I and N from a Slurm\n"
            "                    array job (doc/stats.md has recipes for Slurm and for\n"
            "                    GNU parallel across hosts)\n"
            "  --jobs J          threads, 1 to 64 (default: the number of cores)\n"
            "  --what W          summary (default): variants and the ten commonest of\n"
            "                    each kind; variants, objects, monsters, traps: all of\n"
            "                    them; terrain: map types, each cell's commonest terrain,\n"
            "                    where it varies, where it is lit; QUERY: a heat map of\n"
            "                    where a thing lies: an object's full name (\"wand of\n"
            "                    wishing\"; objects in a container or a monster's pack\n"
            "                    count at the holder's cell), monster:NAME, trap:NAME,\n"
            "                    terrain:NAME (a map type, or a word of several: lava)\n"
            "  --format F        text (default) or json (every count, for scripts and\n"
            "                    --merge; see doc/stats.md)\n"
            "  --color           heat maps with 256-colour backgrounds when stdout is a\n"
            "                    terminal (--color=always: whatever it is); otherwise the\n"
            "                    shades are the digits 1-9 over the commonest terrain\n"
            "  --merge FILE...   add up the JSON of runs of the same level, NetHack,\n"
            "                    options and query over seeds that do not overlap; the\n"
            "                    result equals one run over the union\n"
            "Build options (as render; not --seed):\n"
            "  --dat DIR --nethack V --context FILE --flip MASK --variant N --role R\n"
            "  --race R --gender G --align A --dungeon NAME --dnum N --dlevel N --depth N\n"
            "  --difficulty N --dunlevs N --ulevel N --luck N --genocide M,...\n"
            "  --extinct M,... --game-seed N   (nhlev render --help says what each does)\n"
            "A progress bar (count, rate, time left) goes to stderr when it is a terminal.\n",
            cli_level_names_help);
}

struct stats_args {
    struct nhl_build_opts o;
    uint64_t first, last;
    bool have_seeds, have_from, have_to;
    uint64_t shard, shards;  /* --shard I/N: this is part I of N (1-based) */
    long jobs;
    const char *what;
    bool json;
    int color;               /* 0 no, 1 when a terminal, 2 always */
    bool merge;
    const char **files;
    int nfiles;
    char options[512];
};

static bool parse_count(const char *s, uint64_t lo, uint64_t hi, uint64_t *out)
{
    char *end;

    if (!s || *s < '0' || *s > '9')
        return false;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

/* the build options as given, but for --dat (machines keep dat/ in
   different places; --nethack and the level name what it holds) */
static void note_option(struct stats_args *a, char **argv, int from, int to)
{
    if (strcmp(argv[from], "--dat") == 0)
        return;
    for (int k = from; k <= to; k++) {
        size_t n = strlen(a->options);
        snprintf(a->options + n, sizeof a->options - n, "%s%s", n ? " " : "", argv[k]);
    }
}

/* "I/N", or "slurm": I and N from the array job's environment, whatever
   index the array starts at (--array=0-7 and --array=1-8 both work) */
static int parse_shard(const char *val, uint64_t *i, uint64_t *n, char *why, size_t len)
{
    char num[32];

    if (strcmp(val, "slurm") == 0) {
        const char *id = getenv("SLURM_ARRAY_TASK_ID");
        const char *lo = getenv("SLURM_ARRAY_TASK_MIN");
        const char *cnt = getenv("SLURM_ARRAY_TASK_COUNT");
        uint64_t vid, vlo, vcnt;
        if (!id || !lo || !cnt) {
            snprintf(why, len, "slurm: not in a Slurm array job (SLURM_ARRAY_TASK_ID, "
                               "_MIN and _COUNT are not all set)");
            return -1;
        }
        if (!parse_count(id, 0, 1000000, &vid) || !parse_count(lo, 0, 1000000, &vlo)
            || !parse_count(cnt, 1, 1000000, &vcnt) || vid < vlo || vid - vlo >= vcnt) {
            snprintf(why, len, "slurm: the array's task %s (from %s, %s tasks) is not a "
                               "part of it", id, lo, cnt);
            return -1;
        }
        *i = vid - vlo + 1;
        *n = vcnt;
        return 0;
    }
    const char *slash = strchr(val, '/');
    if (!slash || (size_t) (slash - val) >= sizeof num) {
        snprintf(why, len, "'%s' is not I/N (part I of N, from 1/N to N/N) or slurm", val);
        return -1;
    }
    memcpy(num, val, (size_t) (slash - val));
    num[slash - val] = '\0';
    if (!parse_count(slash + 1, 1, 1000000, n)) {
        snprintf(why, len, "'%s': N is not a number from 1 to 1000000", val);
        return -1;
    }
    if (!parse_count(num, 1, *n, i)) {
        snprintf(why, len, "'%s': I is not a number from 1 to %" PRIu64
                           " (parts count from 1)", val, *n);
        return -1;
    }
    return 0;
}

/* Narrow first..last to this shard's consecutive seeds: part I of N gets
   the seeds from (I-1)*T/N to I*T/N - 1 past the first, so the parts
   cover the range once, in order, and differ in size by one at most. */
static int take_shard(struct stats_args *a)
{
    uint64_t total = a->last - a->first + 1;
    if (a->shards > total)
        return cli_error("stats", "--shard %" PRIu64 "/%" PRIu64 ": %" PRIu64
                         " seeds make at most %" PRIu64 " parts",
                         a->shard, a->shards, total, total);
    uint64_t lo = (a->shard - 1) * total / a->shards;
    uint64_t hi = a->shard * total / a->shards;
    a->last = a->first + hi - 1;
    a->first += lo;
    return 0;
}

static int parse_args(int argc, char **argv, struct stats_args *a, bool *done)
{
    *done = false;
    memset(a, 0, sizeof *a);
    nhl_build_opts_defaults(&a->o);
    a->o.place_from_layout = true; /* unless a place is given (dungeon.h) */
    a->first = 1;
    a->last = 1000;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    a->jobs = cores < 1 ? 1 : cores > 64 ? 64 : cores;
    a->files = calloc((size_t) argc + 1, sizeof *a->files);
    if (!a->files)
        return cli_error("stats", "out of memory");
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        uint64_t v;
        char why[200];

        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            usage(stdout);
            *done = true;
            return 0;
        }
        if (strcmp(arg, "--seed") == 0)
            return cli_error("stats", "--seed: stats builds many seeds (--seeds N, or --from A --to B)");
        int start = i;
        int r = cli_build_option("stats", argc, argv, &i, &a->o);
        if (r < 0)
            return 2;
        if (r > 0) {
            note_option(a, argv, start, i);
            continue;
        }
        bool takes = strcmp(arg, "--seeds") == 0 || strcmp(arg, "--from") == 0
                     || strcmp(arg, "--shard") == 0
                     || strcmp(arg, "--to") == 0 || strcmp(arg, "--jobs") == 0
                     || strcmp(arg, "--what") == 0 || strcmp(arg, "--format") == 0;
        if (takes && !val)
            return cli_error("stats", "%s needs a value", arg);
        if (strcmp(arg, "--seeds") == 0) {
            if (!parse_count(val, 1, MAX_SEEDS, &v))
                return cli_error("stats", "--seeds: '%s' is not a number from 1 to %llu", val,
                                 MAX_SEEDS);
            a->first = 1;
            a->last = v;
            a->have_seeds = true;
        } else if (strcmp(arg, "--from") == 0 || strcmp(arg, "--to") == 0) {
            if (cli_parse_seed(val, &v, why, sizeof why) != 0)
                return cli_error("stats", "%s: %s", arg, why);
            if (arg[2] == 'f')
                a->first = v, a->have_from = true;
            else
                a->last = v, a->have_to = true;
        } else if (strcmp(arg, "--shard") == 0) {
            if (parse_shard(val, &a->shard, &a->shards, why, sizeof why) != 0)
                return cli_error("stats", "--shard: %s", why);
        } else if (strcmp(arg, "--jobs") == 0) {
            /* each thread may hold a 16 MiB script heap: 64 bound the total */
            if (!parse_count(val, 1, 64, &v))
                return cli_error("stats", "--jobs: '%s' is not a number from 1 to 64", val);
            a->jobs = (long) v;
        } else if (strcmp(arg, "--what") == 0) {
            a->what = val;
        } else if (strcmp(arg, "--format") == 0) {
            if (strcmp(val, "json") != 0 && strcmp(val, "text") != 0)
                return cli_error("stats", "--format: '%s' is not text or json", val);
            a->json = strcmp(val, "json") == 0;
        } else if (strcmp(arg, "--color") == 0 || strcmp(arg, "--color=auto") == 0) {
            a->color = 1;
        } else if (strcmp(arg, "--color=always") == 0) {
            a->color = 2;
        } else if (strcmp(arg, "--color=never") == 0) {
            a->color = 0;
        } else if (strcmp(arg, "--merge") == 0) {
            a->merge = true;
            continue;
        } else if (arg[0] == '-' && arg[1]) {
            return cli_error("stats", "unknown option '%s' (see nhlev stats --help)", arg);
        } else if (a->merge) {
            a->files[a->nfiles++] = arg;
            continue;
        } else if (a->o.level) {
            return cli_error("stats", "more than one level given ('%s' and '%s')", a->o.level,
                             arg);
        } else {
            a->o.level = arg;
            continue;
        }
        if (takes)
            i++;
    }
    if (a->merge) {
        if (a->o.level)
            return cli_error("stats", "--merge takes JSON files, not a level ('%s')", a->o.level);
        if (!a->nfiles)
            return cli_error("stats", "--merge: no files given");
        if (a->have_seeds || a->have_from || a->have_to || a->shards)
            return cli_error("stats", "--merge: the seeds are the files' own");
        return 0;
    }
    if (!a->o.level)
        return cli_error("stats", "no level given (see nhlev stats --help)");
    if (a->have_seeds && (a->have_from || a->have_to))
        return cli_error("stats", "--seeds and --from/--to both given: choose one");
    if (a->have_from != a->have_to)
        return cli_error("stats", "%s needs %s too", a->have_from ? "--from" : "--to",
                         a->have_from ? "--to" : "--from");
    if (a->first > a->last)
        return cli_error("stats", "--from %" PRIu64 " is after --to %" PRIu64, a->first,
                         a->last);
    if (a->last - a->first >= MAX_SEEDS)
        return cli_error("stats", "--from/--to: more than %llu seeds", MAX_SEEDS);
    if (a->shards)
        return take_shard(a);
    return 0;
}

/* --what: a report's name, or a query (the heat map) */
static int parse_what(const char *what, enum stats_report *rep, struct nhl_stats_query *q)
{
    char why[400];
    int r;

    memset(q, 0, sizeof *q);
    *rep = SR_SUMMARY;
    if (!what)
        return 0;
    if ((r = stats_report_by_name(what)) >= 0) {
        *rep = (enum stats_report) r;
        return 0;
    }
    if (nhl_stats_query_parse(what, q, why, sizeof why) != 0)
        return cli_error("stats", "--what: %s", why);
    *rep = SR_QUERY;
    return 0;
}

/* ---- progress ---- */

struct progress {
    double start;
    bool shown;
};

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}

static void show_progress(void *ud, uint64_t done, uint64_t total)
{
    struct progress *p = ud;
    double el = now_s() - p->start;
    double rate = el > 0 ? (double) done / el : 0;
    int width = 30, fill = total ? (int) ((double) done / (double) total * width) : 0;
    char bar[40];

    for (int k = 0; k < width; k++)
        bar[k] = k < fill ? '#' : '.';
    bar[width] = '\0';
    fprintf(stderr, "\r%" PRIu64 "/%" PRIu64 " [%s] %.0f/s", done, total, bar, rate);
    if (rate > 0 && done < total) {
        double left = (double) (total - done) / rate;
        if (left < 360000)
            fprintf(stderr, " %d:%02d:%02d left", (int) left / 3600, (int) left / 60 % 60,
                    (int) left % 60);
    }
    fprintf(stderr, "\033[K");
    fflush(stderr);
    p->shown = true;
}

/* ---- output ---- */

static int output(const struct stats_args *a, struct nhl_level_stats *st,
                  const struct nhl_stats_meta *m, enum stats_report rep)
{
    nhl_stats_sort_variants(st);
    if (a->json) {
        cJSON *root = nhl_stats_to_json(st, m);
        char *text = root ? nhl_json_safe(cJSON_Print(root)) : NULL;
        cJSON_Delete(root);
        if (!text)
            return cli_error("stats", "out of memory");
        puts(text);
        free(text);
    } else {
        bool color = a->color == 2 || (a->color == 1 && isatty(STDOUT_FILENO));
        stats_print(stdout, st, m, rep, color);
    }
    if (fflush(stdout) != 0 || ferror(stdout))
        return cli_error("stats", "cannot write the report");
    return 0;
}

static int merge_files(const struct stats_args *a, enum stats_report rep,
                       const struct nhl_stats_query *q)
{
    struct nhl_level_stats *sum = NULL;
    struct nhl_stats_meta m, mi;
    char err[600];
    int rc = 0;

    for (int i = 0; i < a->nfiles && rc == 0; i++) {
        char *buf = nhl_doc_slurp(a->files[i], err, sizeof err);
        if (!buf) {
            rc = cli_error("stats", "%s", err);
            break;
        }
        cJSON *root = cJSON_Parse(buf);
        free(buf);
        struct nhl_level_stats *st = NULL;
        if (!root)
            rc = cli_error("stats", "%s: not valid JSON", a->files[i]);
        else if (nhl_stats_from_json(root, &st, &mi, err, sizeof err) != 0)
            rc = cli_error("stats", "%s: %s", a->files[i], err);
        else if (!sum) {
            sum = st;
            m = mi;
            st = NULL;
        } else if (nhl_stats_meta_compatible(&m, &mi, sum, st, err, sizeof err) != 0
                   || nhl_stats_meta_union(&m, &mi, err, sizeof err) != 0)
            rc = cli_error("stats", "%s: %s", a->files[i], err);
        else
            nhl_stats_merge(sum, st);
        free(st);
        cJSON_Delete(root);
    }
    if (rc == 0 && rep == SR_QUERY && strcmp(sum->query.name, q->name) != 0)
        rc = cli_error("stats", "--what: the files map '%s', not '%s'",
                       sum->query.kind ? sum->query.name : "nothing", q->name);
    if (rc == 0)
        rc = output(a, sum, &m, rep);
    free(sum);
    return rc;
}

int cli_stats(int argc, char **argv)
{
    struct stats_args a;
    bool done;
    enum stats_report rep;
    struct nhl_stats_query q;
    int rc = parse_args(argc, argv, &a, &done);

    if (rc || done || (rc = parse_what(a.what, &rep, &q)) != 0) {
        free(a.files);
        return rc;
    }
    if (a.merge) {
        rc = merge_files(&a, rep, &q);
        free(a.files);
        return rc;
    }
    /* the first seed alone first: a level that is not there, or fails at
       once, is one error line, not a run of failures */
    struct nhl_build_opts probe = a.o;
    struct nhl_build_result res;
    probe.seed = a.first;
    int brc = nhl_build(&probe, &res);
    if (res.note[0])
        fprintf(stderr, "nhlev stats: note: %s\n", res.note);
    if (brc != 0) {
        rc = cli_error("stats", "seed %" PRIu64 ": %s", a.first, res.errmsg);
        nhl_build_result_free(&res);
        free(a.files);
        return rc;
    }
    struct nhl_stats_meta m;
    memset(&m, 0, sizeof m);
    snprintf(m.level, sizeof m.level, "%s", a.o.level);
    snprintf(m.nethack, sizeof m.nethack, "%s", nhl_release_name(res.lev->ctx.version));
    snprintf(m.options, sizeof m.options, "%s", a.options);
    m.nranges = 1;
    m.ranges[0].first = a.first;
    m.ranges[0].last = a.last;
    /* the release is settled: no run asks dat/ again */
    a.o.ctx.version = res.lev->ctx.version; /* the release built as (lev->nh's) */
    nhl_build_result_free(&res);

    struct nhl_level_stats *st = nhl_stats_new(&q);
    if (!st) {
        free(a.files);
        return cli_error("stats", "out of memory");
    }
    struct progress prog = { now_s(), false };
    bool tty = isatty(STDERR_FILENO);
    struct nhl_stats_run run = { .base = &a.o, .first = a.first, .last = a.last,
                             .jobs = (int) a.jobs, .progress = tty ? show_progress : NULL,
                             .ud = &prog };
    char err[200];
    if (nhl_stats_run(&run, st, err, sizeof err) != 0)
        rc = cli_error("stats", "%s", err);
    if (prog.shown) {
        double el = now_s() - prog.start;
        fprintf(stderr, "\r%" PRIu64 " levels in %.1f s (%.0f/s, %ld threads)\033[K\n",
                a.last - a.first + 1, el, el > 0 ? (double) (a.last - a.first + 1) / el : 0,
                a.jobs);
    }
    if (rc == 0 && st->builds == 0)
        rc = cli_error("stats", "every build failed; the first, seed %" PRIu64 ": %s",
                       st->first_failed, st->first_error);
    if (rc == 0)
        rc = output(&a, st, &m, rep);
    free(st);
    free(a.files);
    return rc;
}
