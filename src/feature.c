/* feature.c - des.feature: sp_lev.c lspo_feature, sel_set_feature and
 * l_table_getset_feature_flag. */
#include "spfeatures.h"

/* flag bits of the furniture (C: rm.h F_*, S_*, T_*, TREE_*) */
#define F_LOOTED 1
#define F_WARNED 2
#define S_LPUDDING 1
#define S_LDWASHER 2
#define S_LRING 4
#define T_LOOTED 1
#define TREE_LOOTED 1
#define TREE_SWARM 2

static void set_flag(struct nhl_level *lev, int x, int y, int val, int flag)
{
    if (val == -2)
        return;
    if (val == -1)
        val = rn2(lev->rng, 2);
    if (val)
        lev->at[x][y].flags |= flag;
    else
        lev->at[x][y].flags &= ~flag;
}

void feature_create(struct nhl_level *lev, int typ, int *x, int *y,
                    const int *flagvals)
{
    bool random = (*x == -1 && *y == -1);

    /* a random spot is plain floor; a given one is the author's choice */
    get_location_coord(lev, x, y, random ? DRY : ANY_LOC, lev->build->coder.croom,
                       NULL);
    if (!isok(*x, *y))
        return;
    /* C: sel_set_feature assigns the typ directly (no feature recount) */
    if (!IS_FURNITURE(lev->at[*x][*y].typ))
        lev->at[*x][*y].typ = (uint8_t) typ;
    if (lev->at[*x][*y].typ != typ || !flagvals)
        return;
    switch (typ) {
    case FOUNTAIN:
        set_flag(lev, *x, *y, flagvals[0], F_LOOTED);
        set_flag(lev, *x, *y, flagvals[1], F_WARNED);
        break;
    case SINK:
        set_flag(lev, *x, *y, flagvals[0], S_LPUDDING);
        set_flag(lev, *x, *y, flagvals[1], S_LDWASHER);
        set_flag(lev, *x, *y, flagvals[2], S_LRING);
        break;
    case THRONE:
        set_flag(lev, *x, *y, flagvals[0], T_LOOTED);
        break;
    case TREE:
        set_flag(lev, *x, *y, flagvals[0], TREE_LOOTED);
        set_flag(lev, *x, *y, flagvals[1], TREE_SWARM);
        break;
    default:
        break;
    }
}
