/* stats_json.h - a tally as JSON and back, for scripts and for merging
 * runs split over machines (--from/--to, then nhlev stats --merge). The
 * document holds every counter the reports are made from, with the run's
 * identity (level, NetHack, build options, query) and its seed ranges; two
 * documents merge when their identities are equal and their seeds do not
 * overlap, into the document one run over the union writes. */
#ifndef NHLEV_STATS_JSON_H
#define NHLEV_STATS_JSON_H

/* all public: nhlev.h */
#include "nhlev.h"
#include "stats.h"

#endif
