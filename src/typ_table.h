/* typ_table.h - constant tables indexed by a cell's typ byte, filled at
 * compile time (no lazy set-up to race on when builds run in threads):
 * TYP_TABLE(F) expands to F(0), F(1), ..., F(255). */
#ifndef NHLEV_TYP_TABLE_H
#define NHLEV_TYP_TABLE_H

#define TYP_T4(F, t) F(t), F((t) + 1), F((t) + 2), F((t) + 3)
#define TYP_T16(F, t) \
    TYP_T4(F, t), TYP_T4(F, (t) + 4), TYP_T4(F, (t) + 8), TYP_T4(F, (t) + 12)
#define TYP_T64(F, t)                                             \
    TYP_T16(F, t), TYP_T16(F, (t) + 16), TYP_T16(F, (t) + 32),    \
        TYP_T16(F, (t) + 48)
#define TYP_TABLE(F) \
    TYP_T64(F, 0), TYP_T64(F, 64), TYP_T64(F, 128), TYP_T64(F, 192)

#endif
