/* niches.h - niches off ordinary rooms (C: mklev.c make_niches,
 * makeniche, place_niche, makevtele): a dead-end corridor square behind
 * a room's top or bottom wall, reached by a door or secret door, sometimes
 * holding a trap door or teleporter (with its dusty hint engraved in
 * front of it) or, when sealed, a scroll of teleportation. */
#ifndef NHLEV_NICHES_H
#define NHLEV_NICHES_H

#include "level.h"

/* one niche try (up to 8 rooms drawn); trap_type NO_TRAP, TRAPDOOR,
 * LEVEL_TELEP or TELEP_TRAP (C: makeniche) */
void makeniche(struct nhl_level *lev, int trap_type);
/* rnd(nroom/2 + 1) niches; a level teleporter deep down, a trap door in
 * the vampire levels (C: make_niches) */
void make_niches(struct nhl_level *lev);
/* the vault's teleporter niche (C: makevtele) */
void makevtele(struct nhl_level *lev);

/* C: engrave.c wipe_engr_at(x, y, cnt, FALSE) for a dust engraving:
 * cnt random characters rubbed (two draws each, a third for a
 * substitute) */
void wipe_engr_at(struct nhl_level *lev, int x, int y, int cnt);

#endif
