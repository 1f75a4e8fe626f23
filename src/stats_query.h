/* stats_query.h - the names statistics speak: what a heat map follows, as
 * the user writes it ("wand of wishing", "monster:soldier",
 * "trap:magic trap", "terrain:lava"), and the names of each kind of thing
 * in reports, NetHack's own (full object names as the dump gives them). */
#ifndef NHLEV_STATS_QUERY_H
#define NHLEV_STATS_QUERY_H

#include <stddef.h>

#include "stats.h"

/* text: NAME (an object's full or actual name; failing that a monster's,
 * a trap's or a terrain type's) or object:NAME, monster:NAME, trap:NAME,
 * terrain:NAME (a map type, or a word naming several: "lava", "wall").
 * Case does not matter. 0 and *q filled; -1 with why = "no object
 * 'wand of wishin' (closest: wand of wishing, ...)". */
int stats_query_parse(const char *text, struct stats_query *q, char *why,
                      size_t whylen);

/* names in reports: "wand of wishing", "soldier", "magic trap" ("" when
 * out of range) */
void stats_object_name(int otyp, char *buf, size_t len);
const char *stats_monster_name(int mndx);
const char *stats_trap_name(int ttyp);

#endif
