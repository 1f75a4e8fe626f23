/* stats.h - what many builds of one level have in common: counters a built
 * level is tallied into (variant file and flip, each kind of object,
 * monster and trap, each cell's terrain and light, and the cells where one
 * asked-for thing lies), and their merge. Counts only add, so tallies made
 * in any order, by any number of threads or machines, merge to the same
 * figures. No printing here: ui/cli_stats.c reports, stats_json.c saves. */
#ifndef NHLEV_STATS_H
#define NHLEV_STATS_H

/* all public: nhlev.h */
#include "nhlev.h"
#include "data_enums.h"
_Static_assert(NHL_NUMMONS == NUMMONS_ENUM, "nhlev.h's species count");

#endif
