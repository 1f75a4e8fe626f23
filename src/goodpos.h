/* goodpos.h - can a monster stand here, and the nearest spot where it can
 * (C: teleport.c goodpos, enexto, enexto_core, collect_coords). */
#ifndef NHLEV_GOODPOS_H
#define NHLEV_GOODPOS_H

#include <stdbool.h>

#include "level.h"

/* goodpos flags, C's values (hack.h MM_IGNOREWATER, GP_*) */
#define GP_IGNOREWATER 0x00000008U   /* == MM_IGNOREWATER */
#define GP_IGNORELAVA 0x00080000U    /* == MM_IGNORELAVA */
#define GP_ALLOW_XY 0x00200000U
#define GP_ALLOW_U 0x00400000U
#define GP_CHECKSCARY 0x00800000U
#define GP_AVOID_MONPOS 0x01000000U

/* (x,y) suits monster mtmp (its species and whether it already exists:
 * mtmp->m_id), or an object if mtmp is NULL. A fresh monster not yet on
 * the map passes m_id 0. Eels draw rn2(13) off water, as C's goodpos. */
bool goodpos(struct nhl_level *lev, int x, int y, const struct monst *mtmp,
             unsigned gpflags);
/* goodpos for a species not yet made (C's fakemon); mndx < 0 = object */
bool goodpos_pm(struct nhl_level *lev, int x, int y, int mndx, unsigned gpflags);

/* C: enexto: the nearest good spot for species mndx around (x,y), rings
 * shuffled (rn2 per spot), first with the scary check, then without. */
bool enexto(struct nhl_level *lev, struct coord *cc, int x, int y, int mndx);
/* C: enexto_gpflags */
bool enexto_gpflags(struct nhl_level *lev, struct coord *cc, int x, int y,
                    int mndx, unsigned gpflags);
/* C: enexto_core */
bool enexto_core(struct nhl_level *lev, struct coord *cc, int x, int y, int mndx,
                 unsigned gpflags);

#endif
