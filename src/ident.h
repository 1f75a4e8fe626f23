/* ident.h - the object/monster id counter (C: next_ident in mkobj.c). */
#ifndef NHLEV_IDENT_H
#define NHLEV_IDENT_H

#include <limits.h>

#include "level.h"

/* The id for a new object or monster. The counter then moves on by rnd(2)
 * rather than 1, so a player cannot predict the parity of the next id;
 * that draw is part of every creation's RNG trace. */
unsigned next_ident(struct nhl_level *lev);

/* The counter moved on by step, without signed overflow: C's counter is
 * unsigned and wraps at 2^32; ours (an int, kept far below its top by the
 * checks on ident_start, doc_check.c) wraps to 0 at INT_MAX instead. */
static inline void ident_advance(struct nhl_level *lev, int step)
{
    unsigned next = (unsigned) lev->ident + (unsigned) step;

    lev->ident = next > (unsigned) INT_MAX ? 0 : (int) next;
}

#endif
