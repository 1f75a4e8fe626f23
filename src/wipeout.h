/* wipeout.h - rubbing out some characters of an engraving's text
 * (C: engrave.c wipeout_text with its random rubouts). */
#ifndef NHLEV_WIPEOUT_H
#define NHLEV_WIPEOUT_H

#include "rng.h"

/* cnt tries at rubbing one random character of engr in place: two draws
 * each (which character, whether it takes a look-alike), a third for the
 * look-alike; spaces stay, small punctuation becomes a space, anything
 * else '?' or a look-alike. Trailing spaces are cut. */
void wipeout_text(struct nhl_rng *rng, char *engr, int cnt);

#endif
