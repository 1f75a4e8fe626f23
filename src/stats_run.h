/* stats_run.h - build one level for a range of seeds on several threads
 * and tally every build (stats.h). Each thread has its own chunk cache,
 * game cache and tally; the tallies are merged at the end, so the figures
 * do not depend on the number of threads. No RNG log, no step log. */
#ifndef NHLEV_STATS_RUN_H
#define NHLEV_STATS_RUN_H

/* all public: nhlev.h */
#include "nhlev.h"
#include "stats.h"

#endif
