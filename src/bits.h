/* bits.h - the lowest set bit of a column mask (the map code keeps a
 * column's rows as bits of a word), without compiler builtins: a de Bruijn
 * multiply, so walking a column's set rows costs per set row only. */
#ifndef NHLEV_BITS_H
#define NHLEV_BITS_H

#include <stdint.h>

/* index of the lowest set bit of w; w must not be 0 */
static inline int lowest_bit(uint32_t w)
{
    static const uint8_t pos[32] = {
        0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4, 8,
        31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6, 11, 5, 10, 9
    };

    return pos[(uint32_t) ((w & (0u - w)) * 0x077CB531u) >> 27];
}

#endif
