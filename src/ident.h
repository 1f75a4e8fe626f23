/* ident.h - the object/monster id counter (C: next_ident in mkobj.c). */
#ifndef NHLEV_IDENT_H
#define NHLEV_IDENT_H

#include "level.h"

/* The id for a new object or monster. The counter then moves on by rnd(2)
 * rather than 1, so a player cannot predict the parity of the next id;
 * that draw is part of every creation's RNG trace. */
unsigned next_ident(struct nhl_level *lev);

#endif
