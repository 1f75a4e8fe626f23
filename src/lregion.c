/* lregion.c - des.levregion, des.teleport_region and des.exclusion:
 * sp_lev.c levregion_add and lspo_exclusion. The regions are only stored;
 * fixup (fixup.c) places stairs, portals and branches after the flip. */
#include <stdlib.h>
#include <string.h>

#include "spfeatures.h"

void levregion_add(struct nhl_level *lev, const struct lev_region *rq)
{
    struct lev_region r = *rq;

    /* C converts with a null room: against the map origin even inside a
     * room's contents */
    if (!r.in_islev) {
        get_location(lev, &r.inarea[0], &r.inarea[1], ANY_LOC, -1);
        get_location(lev, &r.inarea[2], &r.inarea[3], ANY_LOC, -1);
    }
    if (!r.del_islev) {
        get_location(lev, &r.delarea[0], &r.delarea[1], ANY_LOC, -1);
        get_location(lev, &r.delarea[2], &r.delarea[3], ANY_LOC, -1);
    }
    r.rname = rq->rname ? strdup(rq->rname) : NULL;
    struct lev_region *dst = level_add_lregion(lev);

    if (!dst) {
        free(r.rname);
        return;
    }
    *dst = r;
}

void exclusion_add(struct nhl_level *lev, int zonetype, const int area[4])
{
    int x1 = area[0], y1 = area[1], x2 = area[2], y2 = area[3];

    /* packed coordinates: never random, even for -1 */
    x1 &= 0xff;
    y1 &= 0xff;
    x2 &= 0xff;
    y2 &= 0xff;
    get_location(lev, &x1, &y1, ANY_LOC | NO_LOC_WARN, lev->build->coder.croom);
    get_location(lev, &x2, &y2, ANY_LOC | NO_LOC_WARN, lev->build->coder.croom);
    struct exclusion_zone *e = level_add_exclusion(lev);

    if (!e)
        return;
    e->zonetype = zonetype;
    e->lx = x1;
    e->ly = y1;
    e->hx = x2;
    e->hy = y2;
}
