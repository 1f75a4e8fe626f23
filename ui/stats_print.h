/* stats_print.h - `nhlev stats` reports as text: variant odds, kinds of
 * objects, monsters and traps, terrain, and heat maps drawn over the
 * level's most common terrain. */
#ifndef NHLEV_UI_STATS_PRINT_H
#define NHLEV_UI_STATS_PRINT_H

#include <stdbool.h>
#include <stdio.h>

#include "nhlev.h"


enum stats_report {
    SR_SUMMARY = 0,  /* variants and the ten commonest of each kind */
    SR_VARIANTS, SR_OBJECTS, SR_MONSTERS, SR_TRAPS, SR_TERRAIN,
    SR_QUERY         /* the heat map of st->query */
};

/* "objects" -> SR_OBJECTS ...; -1 for anything else (a query) */
int stats_report_by_name(const char *name);

/* The report what of st; color: 256-colour backgrounds (a terminal) */
void stats_print(FILE *f, const struct nhl_level_stats *st, const struct nhl_stats_meta *m,
                 enum stats_report what, bool color);

#endif
