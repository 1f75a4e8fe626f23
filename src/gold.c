/* gold.c - des.gold (C: sp_lev.c lspo_gold): a spot, an amount, then
 * mkobj.c's mkgold, which adds to gold already there or makes a new gold
 * object with its own id draw. */
#include "spfeatures.h"
#include "mkobj.h"

int gold_create(struct nhl_level *lev, long amount, int x, int y)
{
    get_location_coord(lev, &x, &y, DRY, lev->build->coder.croom, NULL);
    if (amount < 0)
        amount = rnd(lev->rng, 200);
    return mkgold(lev, amount, x, y);
}
