/* rm.h - map cell types, flags and predicates, numbered as NetHack 3.7's rm.h
 * so level documents and C dumps compare number for number. */
#ifndef NHLEV_RM_H
#define NHLEV_RM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "nhlev.h"

/* the cell, its types and masks are public: nhlev.h */

/* One write given to many cells (a fill, a map's background): the
 * fields of `to`, except those set in `keep` (any non-zero value), which
 * each cell keeps. Eight one-byte fields: a cell takes it as one 8-byte
 * merge. */
struct rm_merge {
    uint64_t keep, to;
};

static inline struct rm_merge rm_merge_of(struct rm to, struct rm keep)
{
    unsigned char k[sizeof keep];
    struct rm_merge m;

    memcpy(k, &keep, sizeof k);
    for (size_t i = 0; i < sizeof k; i++)
        k[i] = k[i] ? 0xff : 0;
    memcpy(&m.keep, k, sizeof m.keep);
    memcpy(&m.to, &to, sizeof m.to);
    m.to &= ~m.keep;
    return m;
}

static inline void rm_merge_apply(struct rm *c, struct rm_merge m)
{
    uint64_t v;

    memcpy(&v, c, sizeof v);
    v = (v & m.keep) | m.to;
    memcpy(c, &v, sizeof v);
}


#endif
