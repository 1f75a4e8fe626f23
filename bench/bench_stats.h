/* bench_stats.h - the stats benchmark of nhlev-bench (--stats). */
#ifndef NHLEV_BENCH_STATS_H
#define NHLEV_BENCH_STATS_H

/* Each level (default soko1 castle dlvl:4) over seeds 1..seeds on 1..maxjobs
 * threads, and on 2..maxjobs forked processes; prints a table. 0, or 1
 * when a run failed. */
int bench_stats(const char *dat, int version, long seeds, int maxjobs,
                const char **names, int nnames);

#endif
