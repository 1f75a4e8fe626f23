/* wallprop.c - wall properties and des.wallify, after sp_lev.c
 * sel_set_wall_property, set_wall_property and wallify_map. */
#include "wallprop.h"

#include <stdint.h>

#include "bits.h"
#include "location.h"
#include "typ_table.h"

void wall_property_cell(struct nhl_level *lev, int x, int y, int prop)
{
    int typ = lev->at[x][y].typ;

    /* iron bars count too since 3.6.2 (chewing and zapping check them) */
    if (IS_STWALL(typ) || IS_TREE(typ) || typ == IRONBARS)
        lev->at[x][y].flags |= (uint8_t) prop;
}

void set_wall_property(struct nhl_level *lev, int x1, int y1, int x2, int y2,
                       int prop)
{
    clamp_to_map(&x1, &y1, &x2, &y2);
    for (int y = y1; y <= y2; y++)
        for (int x = x1; x <= x2; x++)
            wall_property_cell(lev, x, y, prop);
}

void set_wall_property_mask(struct nhl_level *lev, const cellmask mask, int prop)
{
    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            if (mask[x][y])
                wall_property_cell(lev, x, y, prop);
}

/* per typ: room-like in the low word, stone in the high one, so one
 * shift and or files a cell into both columns */
#define WALLIFY_KIND(t) \
    ((uint64_t) (IS_ROOM(t) || (t) == CROSSWALL) | (uint64_t) ((t) == STONE) << 32)
static const uint64_t wallify_kind[256] = { TYP_TABLE(WALLIFY_KIND) };

/* Stone next to a room-like cell (a room or CROSSWALL) becomes wall: the
 * first such neighbour in C's row-by-row scan decides, so one above makes
 * HWALL, else one beside VWALL, else one below HWALL.  Walls made during
 * the scan are not room-like, so no cell's answer depends on the scan's
 * order: here whole columns at once, one bit per row. */
void wallify_map(struct nhl_level *lev, int x1, int y1, int x2, int y2)
{
    uint32_t roomish[COLNO], stone[COLNO];
    int xfrom;

    clamp_to_map(&x1, &y1, &x2, &y2);
    if (x1 > x2 || y1 > y2)
        return;
    xfrom = x1 > 1 ? x1 - 1 : 1;
    for (int x = xfrom; x <= x2; x++) {
        const struct rm *col = lev->at[x];
        uint64_t both = 0;

#pragma GCC unroll 21
        for (int y = 0; y < ROWNO; y++)
            both |= wallify_kind[col[y].typ] << y;
        roomish[x] = (uint32_t) both;
        stone[x] = (uint32_t) (both >> 32);
    }
    /* the rows a cell may change, and those whose row below is looked at
     * (C's window stops at y2 below but not at y1 above) */
    uint32_t rows = ((2u << y2) - 1) & ~((1u << y1) - 1);
    uint32_t has_below = (1u << y2) - 1;

    for (int x = x1; x <= x2; x++) {
        int lo = x > 1 ? x - 1 : 1, hi = x < x2 ? x + 1 : x2;
        uint32_t near = roomish[lo] | roomish[x] | roomish[hi];
        uint32_t st = stone[x] & rows;
        uint32_t above = st & (near << 1);
        uint32_t rest = st & ~above;
        uint32_t beside = rest & near;
        uint32_t below = rest & ~near & (near >> 1) & has_below;
        uint32_t hw = above | below, any = hw | beside;

        while (any) {
            int y = lowest_bit(any);

            any &= any - 1;
            lev->at[x][y].typ = (uint8_t) (((hw >> y) & 1) ? HWALL : VWALL);
        }
    }
}
