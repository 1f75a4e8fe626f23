/* stolen_booty.h - the Orcish Town's aftermath (C: mkmaze.c
 * fixup_special's stolen_booty): the gang that overran Frontier Town has
 * left with its loot for the Mines levels below. The loot and the gang
 * are made (with every draw) and sent away, so none of it stays on the
 * level; the orcs still here mostly take the gang's name. */
#ifndef NHLEV_STOLEN_BOOTY_H
#define NHLEV_STOLEN_BOOTY_H

#include "level.h"

/* Needs the generation factories (lev->build->gen); without them nothing is
 * made and nothing drawn. */
void stolen_booty(struct nhl_level *lev);

#endif
