/* shknam.c - shops: the item a shop square gets (get_shop_item) and the
 * shopkeeper's name (nameshk); see shknam.h. The shop tables are in shknam_names.c. */
#include "shknam.h"

#include <stdio.h>
#include <string.h>

int get_shop_item(struct level *lev, int shop_idx)
{
    const struct shclass *shp = &shtypes[shop_idx];
    int i = 0;

    /* C: the first kind whose running total reaches rnd(100) */
    for (int j = rnd(lev->rng, 100); (j -= shp->iprobs[i].iprob) > 0; i++)
        continue;
    return shp->iprobs[i].itype;
}

/* C: nameshk - the name follows the shopkeeper's id, the level and the
 * game's birthday, so it is the same for the same shop; only tool shops
 * and names already taken draw */
void nameshk(struct level *lev, struct monst *shk, int shop_idx)
{
    const char *const *nlp = shtypes[shop_idx].shknms;
    const char *shname = NULL;
    int names_avail, name_wanted = shk->m_id;

    if (nlp == shklight && lev->ctx.in_mines
        && !strcmp(lev->ctx.special, "minetn")) {
        shname = "+Izchak";
        shk->female = false;
    } else {
        int nseed = (int) (lev->ctx.ubirthday / 257L);

        name_wanted += lev->ctx.ledger + (nseed % 13) - (nseed % 5);
        if (name_wanted < 0)
            name_wanted += 13 + 5;
        shk->female = name_wanted & 1;
        for (names_avail = 0; nlp[names_avail]; names_avail++)
            continue;
        name_wanted = name_wanted % names_avail;

        for (int trycnt = 0; trycnt < 50; trycnt++) {
            int i;

            if (nlp == shktools) {
                shname = shktools[rn2(lev->rng, names_avail)];
                shk->female = false;
            } else if (name_wanted < names_avail) {
                shname = nlp[name_wanted];
            } else if ((i = rn2(lev->rng, names_avail)) != 0) {
                shname = nlp[i - 1];
            } else if (nlp != shkgeneral) {
                nlp = shkgeneral;
                for (names_avail = 0; nlp[names_avail]; names_avail++)
                    continue;
                continue;
            } else {
                shname = shk->female ? "-Lucrezia" : "+Dirk";
            }
            if (*shname == '_' || *shname == '-')
                shk->female = true;
            else if (*shname == '|' || *shname == '+')
                shk->female = false;
            /* another shopkeeper of this level has it: a random one */
            bool taken = false;

            for (int m = 0; m < lev->nmonsters; m++) {
                const struct monst *o = &lev->monsters[m];

                if (o != shk && o->isshk && !strcmp(o->shkname, shname))
                    taken = true;
            }
            if (!taken)
                break;
            name_wanted = names_avail;
        }
    }
    snprintf(shk->shkname, sizeof shk->shkname, "%s", shname);
}

