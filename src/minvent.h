/* minvent.h - a script throwing away the inventory makemon gave a monster
 * (sp_lev.c create_monster with des.monster's inventory): steal.c's
 * mdrop_special_objs (5.0.0) and mkobj.c's discard_minvent. */
#ifndef NHLEV_MINVENT_H
#define NHLEV_MINVENT_H

#include <stdbool.h>

#include "level.h"

/* C: mdrop_special_objs - each stack the monster carries, newest first,
 * is tested with obj_resists(obj, 0, 0) (rn2(100), none for the Amulet,
 * the invocation items and a Rider's corpse); those, and the hero's quest
 * artifact, fall to the floor where the monster stands. */
void mdrop_special_objs(struct level *lev, int midx);

/* C: discard_minvent - what monster midx carries leaves the level (the
 * objects stay in the array, floating, so indexes hold); with
 * uncreate_artifacts an artifact among them may be made again. */
void discard_minvent(struct level *lev, int midx, bool uncreate_artifacts);

#endif
