/* demo.h - a built-in demo level with a step log (see demo.c). */
#ifndef NHLEV_UI_DEMO_H
#define NHLEV_UI_DEMO_H

#include <stddef.h>
#include <stdint.h>

#include "nhlev.h"


/* The level, its rng (caller frees both: level_free, rng_free + free) and
 * the path of the Lua text it mirrors. NULL when out of memory. */
struct level *demo_level(uint64_t seed, struct rng **rng, char *script, size_t scriptlen);

#endif
