/* finish.h - what load_special does after the script has run, in C's order:
 * link doors to rooms, remove boundary symbols, ensure a way out, map
 * cleanup, wallification, random flip, count features, solidify, fixup
 * (level regions, branch, teleport regions), premap; then the parts of
 * level_finalize_topology that touch the map (bound_digging, mineralize,
 * topologize). Each stage is a recorded step. */
#ifndef NHLEV_FINISH_H
#define NHLEV_FINISH_H

#include "level.h"

void level_finish(struct level *lev);

#endif
