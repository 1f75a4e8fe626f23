/* wallprop.c - wall properties and des.wallify, after sp_lev.c
 * sel_set_wall_property, set_wall_property and wallify_map. */
#include "wallprop.h"

void wall_property_cell(struct level *lev, int x, int y, int prop)
{
    int typ = lev->at[x][y].typ;

    /* iron bars count too since 3.6.2 (chewing and zapping check them) */
    if (IS_STWALL(typ) || IS_TREE(typ) || typ == IRONBARS)
        lev->at[x][y].flags |= (uint8_t) prop;
}

void set_wall_property(struct level *lev, int x1, int y1, int x2, int y2,
                       int prop)
{
    if (x1 < 1)
        x1 = 1;
    if (x2 > COLNO - 1)
        x2 = COLNO - 1;
    if (y1 < 0)
        y1 = 0;
    if (y2 > ROWNO - 1)
        y2 = ROWNO - 1;
    for (int y = y1; y <= y2; y++)
        for (int x = x1; x <= x2; x++)
            wall_property_cell(lev, x, y, prop);
}

void set_wall_property_mask(struct level *lev, const cellmask mask, int prop)
{
    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            if (mask[x][y])
                wall_property_cell(lev, x, y, prop);
}

void wallify_map(struct level *lev, int x1, int y1, int x2, int y2)
{
    if (y1 < 0)
        y1 = 0;
    if (x1 < 1)
        x1 = 1;
    if (y2 > ROWNO - 1)
        y2 = ROWNO - 1;
    if (x2 > COLNO - 1)
        x2 = COLNO - 1;
    for (int y = y1; y <= y2; y++) {
        int lo_yy = (y > 0) ? y - 1 : 0;
        int hi_yy = (y < y2) ? y + 1 : y2;

        for (int x = x1; x <= x2; x++) {
            int lo_xx, hi_xx;
            bool done = false;

            if (lev->at[x][y].typ != STONE)
                continue;
            lo_xx = (x > 1) ? x - 1 : 1;
            hi_xx = (x < x2) ? x + 1 : x2;
            /* the first room-like neighbour, row by row, decides; cells
             * made wall earlier in this scan no longer count as stone */
            for (int yy = lo_yy; yy <= hi_yy && !done; yy++)
                for (int xx = lo_xx; xx <= hi_xx && !done; xx++) {
                    int t = lev->at[xx][yy].typ;

                    if (IS_ROOM(t) || t == CROSSWALL) {
                        lev->at[x][y].typ = (yy != y) ? HWALL : VWALL;
                        done = true;
                    }
                }
        }
    }
}
