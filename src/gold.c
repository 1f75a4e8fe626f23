/* gold.c - des.gold: sp_lev.c lspo_gold and mkobj.c mkgold. The new gold
 * object's o_id (next_ident's rnd(2)) is part of object generation and is
 * not drawn here. */
#include <stdio.h>

#include "spfeatures.h"
#include "objdata.h"

int mkgold_at(struct level *lev, long amount, int x, int y)
{
    if (amount <= 0) {
        /* C: mkgold's amount from the depth and the level's difficulty */
        int div = 12 - lev->ctx.depth;
        long mul;

        if (div < 2)
            div = 2;
        mul = rnd(lev->rng, 30 / div);
        amount = 1 + (long) rnd(lev->rng, lev->ctx.level_difficulty + 2) * mul;
    }
    for (int i = lev->nobjects - 1; i >= 0; i--) {
        struct obj *o = &lev->objects[i];

        if (o->x == x && o->y == y && o->otyp == GOLD_PIECE
            && o->container < 0 && o->owner < 0 && !o->buried
            && !o->floating) {
            o->quan += amount;
            return i;
        }
    }
    struct obj *o = level_add_object(lev);

    if (!o)
        return -1;
    o->o_id = 0;
    o->otyp = GOLD_PIECE;
    o->oclass = '$';
    snprintf(o->id, sizeof o->id, "gold piece");
    o->x = x;
    o->y = y;
    o->quan = amount;
    o->corpsenm = -1;
    o->container = -1;
    o->owner = -1;
    return (int) (o - lev->objects);
}

int gold_create(struct level *lev, long amount, int x, int y)
{
    get_location_coord(lev, &x, &y, DRY, lev->coder.croom, NULL);
    if (amount < 0)
        amount = rnd(lev->rng, 200);
    return mkgold_at(lev, amount, x, y);
}
