/* stats_run.h - build one level for a range of seeds on several threads
 * and tally every build (stats.h). Each thread has its own chunk cache,
 * game cache and tally; the tallies are merged at the end, so the figures
 * do not depend on the number of threads. No RNG log, no step log. */
#ifndef NHLEV_STATS_RUN_H
#define NHLEV_STATS_RUN_H

#include <stdint.h>

#include "build.h"
#include "stats.h"

struct stats_run {
    /* the build: level, dat, context, place ... (its seed, caches and logs
       are the runner's) */
    const struct build_opts *base;
    uint64_t first, last;     /* seeds first..last, inclusive */
    int jobs;                 /* threads, >= 1 */
    /* called on the calling thread about ten times a second while the
       threads work, and once at the end; NULL: none */
    void (*progress)(void *ud, uint64_t done, uint64_t total);
    void *ud;
};

/* Tally the builds into out (zeroed or holding earlier tallies, with its
 * query set). 0; -1 with err when threads or memory ran out (out then
 * holds nothing new). Builds that fail are counted (stats_fail), not an
 * error here. */
int stats_run(const struct stats_run *r, struct level_stats *out, char *err,
              size_t errlen);

#endif
