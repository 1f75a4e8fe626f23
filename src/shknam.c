/* shknam.c - shops: the item a shop square gets (get_shop_item); see
 * shknam.h. The shop tables are in shknam_names.c. */
#include "shknam.h"

int get_shop_item(struct level *lev, int shop_idx)
{
    const struct shclass *shp = &shtypes[shop_idx];
    int i = 0;

    /* C: the first kind whose running total reaches rnd(100) */
    for (int j = rnd(lev->rng, 100); (j -= shp->iprobs[i].iprob) > 0; i++)
        continue;
    return shp->iprobs[i].itype;
}
