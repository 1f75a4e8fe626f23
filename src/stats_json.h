/* stats_json.h - a tally as JSON and back, for scripts and for merging
 * runs split over machines (--from/--to, then nhlev stats --merge). The
 * document holds every counter the reports are made from, with the run's
 * identity (level, NetHack, build options, query) and its seed ranges; two
 * documents merge when their identities are equal and their seeds do not
 * overlap, into the document one run over the union writes. */
#ifndef NHLEV_STATS_JSON_H
#define NHLEV_STATS_JSON_H

#include <stddef.h>
#include <stdint.h>

#include <cjson/cJSON.h>

#include "stats.h"

#define STATS_MAX_RANGES 256

/* What a tally is of. */
struct stats_meta {
    char level[128];          /* as given: soko1, castle, dlvl:4 */
    char nethack[16];         /* the release built ("5.0.0") */
    char options[512];        /* the other build options, as given */
    int nranges;              /* seed ranges, sorted, disjoint, coalesced */
    struct { uint64_t first, last; } ranges[STATS_MAX_RANGES];
};

/* The document (see doc/stats.md for its fields); NULL out of memory. */
cJSON *stats_to_json(const struct level_stats *st, const struct stats_meta *m);

/* Read a document into a fresh tally *st (free() it) and *m; 0, or -1
 * with err ("not an nhlev stats document", "objects[3]: ..."). */
int stats_from_json(const cJSON *root, struct level_stats **st,
                    struct stats_meta *m, char *err, size_t errlen);

/* Add b's seed ranges to a's: 0, or -1 with err when they overlap (the
 * same seeds would count twice) or there are too many ranges. */
int stats_meta_union(struct stats_meta *a, const struct stats_meta *b,
                     char *err, size_t errlen);

/* Whether tallies of a and b may merge: 0, or -1 with err naming the
 * field that differs. */
int stats_meta_compatible(const struct stats_meta *a, const struct stats_meta *b,
                          const struct level_stats *sa, const struct level_stats *sb,
                          char *err, size_t errlen);

#endif
