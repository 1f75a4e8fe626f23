/* objresist.h - whether an object resists harm (C: zap.c obj_resists,
 * dothrow.c breaktest) and the objects a monster keeps from being thrown
 * away with its inventory: in 5.0.0 a script that gives a monster its own
 * inventory first has the monster drop them (C: sp_lev.c create_monster
 * -> steal.c mdrop_special_objs). */
#ifndef NHLEV_OBJRESIST_H
#define NHLEV_OBJRESIST_H

#include <stdbool.h>

#include "level.h"

/* C: zap.c obj_resists - true for the Amulet, the invocation items and a
 * Rider's corpse with no draw; else rn2(100) below achance for an
 * artifact, ochance for anything else */
bool obj_resists(struct nhl_level *lev, int oi, int ochance, int achance);

/* C: dothrow.c breaktest - whether the object would break (glass,
 * potions, eggs, cream pies, melons, cameras, venom), after one
 * obj_resists draw (1%, glass armor 90%, artifacts 99%) */
bool breaktest(struct nhl_level *lev, int oi);

/* C: artifact.c is_quest_artifact - the hero's role's quest artifact */
bool is_quest_artifact(const struct nhl_level *lev, const struct obj *o);

/* C: steal.c mdrop_special_objs - monster midx drops onto its square each
 * carried object that resists at 0%/0% or is the role's quest artifact;
 * one obj_resists test per carried stack, newest first */
void mdrop_special_objs(struct nhl_level *lev, int midx);

#endif
