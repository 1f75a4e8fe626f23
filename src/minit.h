/* minit.h - a new monster's starting inventory, as makemon.c's
 * m_initweap, m_initinv, m_initthrow, mongets and mkmonmoney with muse.c's
 * rnd_offensive_item, rnd_defensive_item and rnd_misc_item: every draw in
 * C's order, objects made by mkobj.h's mksobj and carried (owner). */
#ifndef NHLEV_MINIT_H
#define NHLEV_MINIT_H

#include <stdbool.h>

#include "level.h"

/* C: mongets: an object of kind otyp made (init) and given to monster
 * midx, with the carrier's adjustments; object index, -1 none */
int mongets(struct nhl_level *lev, int midx, int otyp);
/* C: mkmonmoney: amount gold pieces into the monster's pack */
void mkmonmoney(struct nhl_level *lev, int midx, long amount);
/* C: m_initweap (monsters with a weapon attack) */
void m_initweap(struct nhl_level *lev, int midx);
/* C: m_initinv */
void m_initinv(struct nhl_level *lev, int midx);
/* makemon's species item (C: mitem - Vlad's Candelabrum, Croesus's
 * sword, a nemesis's Bell, Pestilence's potion), made before the rest */
void makemon_mitem(struct nhl_level *lev, int midx);
/* the rest of makemon's inventory: m_initweap for armed species,
 * m_initinv and the 1% saddle for a domestic steed */
void makemon_inventory(struct nhl_level *lev, int midx);

/* C: mpickobj / add_to_minv - object oi into monster midx's pack, where
 * it joins a like stack (newest first) if there is one: then oi leaves
 * the level (it stays in the array, floating) and true is returned */
bool minit_give(struct nhl_level *lev, int midx, int oi);

#endif
