/* editdist.h - how far apart two short names are, for the "closest names"
 * every unknown-name error offers (the .des front end, the engine's
 * monster and object names, stats queries). */
#ifndef NHLEV_EDITDIST_H
#define NHLEV_EDITDIST_H

#include <stddef.h>

/* Levenshtein distance of a[0..na) and b[0..nb), case ignored. Names past
 * EDITDIST_MAX characters are no misspelling of anything: a large value. */
#define EDITDIST_MAX 64
#define EDITDIST_FAR 1000
int edit_distance(const char *a, size_t na, const char *b, size_t nb);

#endif
