/* spcoord.c - script coordinates as sp_lev.c's get_location_coord reads a
 * packed coordinate (SP_COORD_PACK keeps 8 bits of x and of y), and
 * get_free_room_loc. */
#include "spfeatures.h"

void get_location_coord(struct nhl_level *lev, int *x, int *y, int humidity,
                        int croom, location_ok_fn okfn)
{
    if (*x == -1 && *y == -1) {
        /* random: first without complaint, then once more plainly */
        get_location_ok(lev, x, y, humidity | NO_LOC_WARN, croom, okfn);
        if (*x == -1 && *y == -1)
            get_location_ok(lev, x, y, humidity, croom, okfn);
        return;
    }
    *x &= 0xff;
    *y &= 0xff;
    get_location_ok(lev, x, y, humidity, croom, okfn);
}

bool get_free_room_loc(struct nhl_level *lev, int r, int *x, int *y)
{
    int tx = *x, ty = *y, tries = 0;

    get_location_coord(lev, &tx, &ty, DRY, r, NULL);
    if (!isok(tx, ty) || lev->at[tx][ty].typ != ROOM) {
        do {
            struct coord c;

            if (!somexy(lev, &lev->rooms[r], &c))
                return false; /* C: panic */
            tx = c.x;
            ty = c.y;
        } while (lev->at[tx][ty].typ != ROOM && ++tries <= 100);
        if (tries > 100)
            return false; /* C: panic */
    }
    *x = tx;
    *y = ty;
    return true;
}
