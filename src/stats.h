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

/* engine-private (issue 22.4: no user of nhlev.h calls these) */
/* The cell where object idx of lev lies: its own, or its outermost
 * container's, or the carrying monster's. False for one on no square
 * (floating: made by obj.new, or migrating to a monster). */
bool stats_obj_cell(const struct nhl_level *lev, int idx, int *x, int *y);

#endif
