/* objinit.h - mksobj's per-class initialisation (C: mkobj.c mksobj_init
 * with mkbox_cnts and mkobj_erosions) and the class/type helpers it
 * shares with mkobj.c. Internal to object generation. */
#ifndef NHLEV_OBJINIT_H
#define NHLEV_OBJINIT_H

#include <stdbool.h>

#include "level.h"

enum { ICP_NORMAL, ICP_BOX, ICP_ROGUE, ICP_HELL };

/* C: the rnd(100) walk over a class-odds table */
int pick_icp_class(struct nhl_level *lev, int which);
/* C: svb.bases[oclass] */
int class_base(int oclass);
/* an object type's probability here (gems by the level: setgemprobs) */
int obj_prob(const struct nhl_level *lev, int otyp);
/* C: rnd_class */
int rnd_class(struct nhl_level *lev, int first, int last);

/* C: mon.c undead_to_corpse, mon.c can_be_hatched (its breeder draw) */
int undead_to_corpse(int mndx);
int can_be_hatched(struct nhl_level *lev, int mndx);
/* C: mondata.c big_to_little: the younger form of mndx (itself if none) */
int big_to_little(int mndx);

/* C: mksobj_init: object oi's class initialisation */
void mksobj_init(struct nhl_level *lev, int oi, bool artif);

#endif
