/* medusa_fixup.h - the statues fixup_special adds to Medusa's island
 * (C: mkmaze.c fixup_special, Is_medusa_level): petrified adventurers
 * and monsters that could really have been turned to stone. */
#ifndef NHLEV_MEDUSA_FIXUP_H
#define NHLEV_MEDUSA_FIXUP_H

#include "level.h"

/* rnd(4) tries at a good spot of the level's first room for a player
 * monster's statue, then one more statue (a player's or any species'),
 * each species rerolled until it is neither stone resistant nor a golem
 * that turns to stone. Needs the object factory (lev->build->gen); without it,
 * nothing is made and nothing drawn. */
void medusa_fixup(struct nhl_level *lev);

#endif
