/* newcham.h - a shapechanger taking a new shape, as NetHack 3.7's mon.c
 * newcham with select_newcham_form and the pickers it calls (pickvampshape,
 * wizard.c pick_nasty, topten.c tt_doppel, pick_animal), draw for draw.
 * Used by makemon for a shapechanger's first shape (chameleon,
 * doppelganger, sandestin, vampires) and by the level script's waiting
 * vampires going back to their own shape. */
#ifndef NHLEV_NEWCHAM_H
#define NHLEV_NEWCHAM_H

#include <stdbool.h>

#include "level.h"

/* C: select_newcham_form: the species shapechanger midx would turn into
 * (its cham decides how it is picked); may be a form accept_newcham_form
 * refuses, which newcham then retries */
int select_newcham_form(struct nhl_level *lev, int midx);

/* C: newcham(mon, mndx < 0 ? NULL : &mons[mndx], NO_NC_FLAGS): monster
 * midx takes the shape mndx, or a random one for its kind of changer
 * (up to 20 tries of select_newcham_form). Its sex (mgender_from_permonst),
 * level and hit points (the same share of the new maximum) follow the new
 * form; a long worm form grows a tail. False, nothing changed after the
 * picking draws, when no form was found or it is the present one. */
bool newcham(struct nhl_level *lev, int midx, int mndx);

/* C: sp_lev.c create_monster's appear_as "monster" for shapechanger midx:
 * it becomes the species named (or one select_newcham_form picks for
 * "random") with C's sex draw but keeps its level and hit points. False,
 * nothing changed, for a name that is no species or a shape a vampire
 * may not take. */
bool newcham_appear(struct nhl_level *lev, int midx, const char *shape);

#endif
