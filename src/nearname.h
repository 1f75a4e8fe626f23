/* nearname.h - the names closest to a misspelt one, for errors a level
 * author can act on ("Unknown monster id 'aligned priest' (closest:
 * aligned cleric)"). */
#ifndef NHLEV_NEARNAME_H
#define NHLEV_NEARNAME_H

#include <stddef.h>

/* name i of a list (NULL to skip it) */
typedef const char *(*nearname_at)(const void *ctx, int i);

/* Up to three of the n names closest to s (edit distance, ignoring case),
 * as "a, b, c" in out; "" when none is near. */
void nearname_list(const char *s, nearname_at at, const void *ctx, int n,
                   char *out, size_t outlen);

struct nhl_level;
/* the closest monster (all three name forms), object and trap names of
 * the level's NetHack version */
void nearname_monster(const struct nhl_level *lev, const char *s, char *out,
                      size_t outlen);
void nearname_object(const struct nhl_level *lev, const char *s, char *out,
                     size_t outlen);
void nearname_trap(const char *s, char *out, size_t outlen);

#endif
