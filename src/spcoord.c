/* spcoord.c - script coordinates as sp_lev.c's get_location_coord reads a
 * packed coordinate (SP_COORD_PACK keeps 8 bits of x and of y). */
#include "spfeatures.h"

void get_location_coord(struct level *lev, int *x, int *y, int humidity,
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
