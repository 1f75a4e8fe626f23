/* compare.h - a built level against a level document, part by part: the
 * grids, doors, objects, monsters, traps, engravings, stairs, the flip and
 * the RNG log. The CLI's `compare` and the viewer's side-by-side use it. */
#ifndef NHLEV_COMPARE_H
#define NHLEV_COMPARE_H

/* all public: nhlev.h */
#include "nhlev.h"

#endif
