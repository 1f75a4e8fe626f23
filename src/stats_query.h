/* stats_query.h - the names statistics speak: what a heat map follows, as
 * the user writes it ("wand of wishing", "monster:soldier",
 * "trap:magic trap", "terrain:lava"), and the names of each kind of thing
 * in reports, NetHack's own (full object names as the dump gives them). */
#ifndef NHLEV_STATS_QUERY_H
#define NHLEV_STATS_QUERY_H

/* all public: nhlev.h */
#include "nhlev.h"
#include "stats.h"

#endif
