/* mkroom.c - special rooms: sp_lev.c fill_special_room, mkroom.c fill_zoo
 * and helpers; see mkroom.h. */
#include "mkroom.h"

#include "location.h"
#include "traps.h"

bool somexyspace(struct level *lev, int r, struct coord *c)
{
    int trycnt = 0;
    bool okay;

    do {
        okay = somexy(lev, &lev->rooms[r], c) && isok(c->x, c->y)
               && !spot_occupied(lev, c->x, c->y)
               && (lev->at[c->x][c->y].typ == ROOM
                   || lev->at[c->x][c->y].typ == CORR
                   || lev->at[c->x][c->y].typ == ICE);
    } while (trycnt++ < 100 && !okay);
    return okay;
}
