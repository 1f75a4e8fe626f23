/* stackobj.h - an object a level script places joins a like stack already
 * on its square (C: invent.c stackobj / merged / mergable, which
 * sp_lev.c's create_object calls for every object put on the floor). */
#ifndef NHLEV_STACKOBJ_H
#define NHLEV_STACKOBJ_H

#include <stdbool.h>

#include "level.h"

/* Could obj join the stack otmp (C: mergable)? */
bool obj_mergable(const struct obj *otmp, const struct obj *obj);

/* Fold the first like object on oi's square (newest first, as C's floor
 * chain runs) into oi: oi is the stack that stays, the other leaves the
 * level (it stays in the array, floating, so indexes hold). The stack
 * takes the other's o_id when only that one would carry a shop's
 * one-in-four surcharge (C: obfree). Returns oi. No draws. */
int stackobj(struct nhl_level *lev, int oi);

/* Fold object gone into the stack into (C: invent.c merged(&into, &gone)
 * and shk.c obfree(gone, into)): the quantities add, the ages average,
 * a name carries over, into takes gone's o_id when only that one would
 * carry a shop's surcharge; gone leaves the level (floating, in and on
 * nothing, quantity 0). No draws. */
void obj_fold(struct nhl_level *lev, int into, int gone);

#endif
