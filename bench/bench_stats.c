/* bench_stats.c - `nhlev-bench --stats`: how fast nhlev stats builds and
 * tallies a level over many seeds, on 1..J threads and, for comparison,
 * on J forked processes that send their tallies back through pipes; with
 * the time 1,000,000 builds would take at that rate. */
#include "bench_stats.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "nhlev.h"


static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}

/* CPU seconds (user + system) of this process's threads and of its
   waited-for children: what the work cost whatever else the machine ran */
static double cpu_s(void)
{
    struct rusage self, kids;
    getrusage(RUSAGE_SELF, &self);
    getrusage(RUSAGE_CHILDREN, &kids);
    return (double) (self.ru_utime.tv_sec + self.ru_stime.tv_sec + kids.ru_utime.tv_sec
                     + kids.ru_stime.tv_sec)
           + (double) (self.ru_utime.tv_usec + self.ru_stime.tv_usec + kids.ru_utime.tv_usec
                       + kids.ru_stime.tv_usec) / 1e6;
}

static bool write_all(int fd, const void *buf, size_t n)
{
    const char *p = buf;
    while (n) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return false;
        p += w;
        n -= (size_t) w;
    }
    return true;
}

static bool read_all(int fd, void *buf, size_t n)
{
    char *p = buf;
    while (n) {
        ssize_t r = read(fd, p, n);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return false;
        p += r;
        n -= (size_t) r;
    }
    return true;
}

/* seeds 1..n over jobs processes of one thread each: the other design */
static int run_forked(const struct nhl_build_opts *o, uint64_t n, int jobs, struct nhl_level_stats *out)
{
    int fds[64];
    pid_t pids[64];
    uint64_t per = (n + (uint64_t) jobs - 1) / (uint64_t) jobs;

    for (int j = 0; j < jobs; j++) {
        int p[2];
        if (pipe(p) != 0)
            return -1;
        pids[j] = fork();
        if (pids[j] < 0)
            return -1;
        if (pids[j] == 0) {
            close(p[0]);
            struct nhl_level_stats *st = nhl_stats_new(&out->query);
            uint64_t first = 1 + per * (uint64_t) j;
            uint64_t last = first + per - 1 > n ? n : first + per - 1;
            struct nhl_stats_run r = { .base = o, .first = first, .last = last, .jobs = 1 };
            char err[200];
            int ok = st && first <= last ? nhl_stats_run(&r, st, err, sizeof err) == 0 : st != NULL;
            ok = ok && write_all(p[1], st, sizeof *st);
            _exit(ok ? 0 : 1);
        }
        close(p[1]);
        fds[j] = p[0];
    }
    int rc = 0;
    struct nhl_level_stats *part = nhl_stats_new(NULL);
    for (int j = 0; j < jobs; j++) {
        if (!part || !read_all(fds[j], part, sizeof *part))
            rc = -1;
        else
            nhl_stats_merge(out, part);
        close(fds[j]);
        int status;
        waitpid(pids[j], &status, 0);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
            rc = -1;
    }
    free(part);
    return rc;
}

int bench_stats(const char *dat, int version, long seeds, int maxjobs,
                const char **names, int nnames)
{
    static const char *const defaults[] = { "soko1", "castle", "dlvl:4" };
    int failures = 0;

    if (nnames == 0) {
        names = (const char **) defaults;
        nnames = 3;
    }
    printf("# nhlev stats: NetHack %s, seeds 1..%ld; wall time, builds per second, the\n"
           "# wall time 1,000,000 builds would take at that rate; CPU time per build\n"
           "# (threads and children, user + system) and 1,000,000 builds' CPU time\n"
           "# shared by 2 idle cores (what a quiet 2-core machine would take)\n",
           nhl_release_name(version), seeds);
    printf("%-10s %-9s %4s %9s %10s %11s %8s %12s\n", "level", "how", "jobs", "wall_s",
           "builds/s", "1M_wall", "cpu_us", "1M_2cores");
    for (int i = 0; i < nnames; i++) {
        struct nhl_build_opts o;
        nhl_build_opts_defaults(&o);
        o.dat_dir = dat;
        o.ctx.version = (enum nhl_version) version;
        o.level = names[i];
        o.place_from_layout = true;
        uint64_t ref_builds = 0;
        for (int pass = 0; pass < 2 * maxjobs; pass++) {
            int jobs = pass % maxjobs + 1;
            bool forked = pass >= maxjobs;
            if (forked && jobs == 1)
                continue;   /* one process is one thread */
            struct nhl_level_stats *st = nhl_stats_new(NULL);
            char err[200] = "";
            double t0 = now_s(), c0 = cpu_s();
            struct nhl_stats_run r = { .base = &o, .first = 1, .last = (uint64_t) seeds,
                                   .jobs = jobs };
            int rc = !st ? -1 : forked ? run_forked(&o, (uint64_t) seeds, jobs, st)
                                       : nhl_stats_run(&r, st, err, sizeof err);
            double wall = now_s() - t0, cpu = cpu_s() - c0;
            if (rc != 0 || !st || st->builds == 0) {
                printf("%-10s error: %s\n", names[i],
                       st && st->failures ? st->first_error : err);
                failures++;
                free(st);
                break;
            }
            /* the same tally either way */
            if (!ref_builds)
                ref_builds = st->builds;
            else if (st->builds != ref_builds)
                failures++;
            double n = (double) (st->builds + st->failures);
            double rate = n / wall;
            printf("%-10s %-9s %4d %9.2f %10.0f %9.0f s %8.0f %10.0f s%s\n", names[i],
                   forked ? "processes" : "threads", jobs, wall, rate, 1e6 / rate,
                   cpu / n * 1e6, cpu / n * 1e6 / 2, st->failures ? "  (some builds failed)" : "");
            fflush(stdout);
            free(st);
        }
    }
    return failures ? 1 : 0;
}
