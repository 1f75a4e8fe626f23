/* testutil_internal.h - fixtures for the tests of the engine's internals:
 * a bare level made outside a build (level_new, private to the engine)
 * and what lies on it. The public ones: testutil.h. */
#ifndef NHLEV_TESTUTIL_INTERNAL_H
#define NHLEV_TESTUTIL_INTERNAL_H

#include "testutil.h"

#include "data_enums.h" /* GOLD_PIECE: the engine's object numbering */
#include "level.h"      /* level_new: a level made outside any build */

/* A fresh empty level on rng, seeded with seed and logging every draw
 * (the usual suite .init). */
static inline struct nhl_level *tu_level_open(struct nhl_rng *rng, uint64_t seed)
{
    struct nhl_level *lev;

    nhl_rng_init(rng, seed);
    nhl_rng_set_logging(rng, true);
    lev = level_new(rng, NULL);
    cr_assert_not_null(lev);
    return lev;
}

/* The usual suite .fini: the level, then the rng's log. */
static inline void tu_level_close(struct nhl_level *lev, struct nhl_rng *rng)
{
    nhl_level_free(lev);
    nhl_rng_free(rng);
}

/* The gold lying at (x,y) of the level, summed (piles may merge). */
static inline long tu_gold_at(const struct nhl_level *lev, int x, int y)
{
    long n = 0;

    for (int i = 0; i < lev->nobjects; i++)
        if (lev->objects[i].otyp == GOLD_PIECE && lev->objects[i].x == x
            && lev->objects[i].y == y && lev->objects[i].container < 0
            && lev->objects[i].owner < 0)
            n += lev->objects[i].quan;
    return n;
}

#endif
