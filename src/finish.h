/* finish.h - what load_special does after the script has run, in C's order:
 * link doors to rooms, remove boundary symbols, ensure a way out, map
 * cleanup, wallification, random flip, count features, solidify, fixup
 * (level regions, branch, teleport regions), premap; then the parts of
 * level_finalize_topology that touch the map (bound_digging, mineralize,
 * topologize). Each stage is a recorded step. */
#ifndef NHLEV_FINISH_H
#define NHLEV_FINISH_H

#include "level.h"

void level_finish(struct nhl_level *lev);
/* A level loaded by #wizloaddes (C: wiz_load_splua): load_special's part,
 * then lspo_finalize_level's second pass without a coder (link_doors_rooms,
 * remove_boundary_syms, map_cleanup, wallification, count_level_features,
 * fixup_special), level_finalize_topology, and only then the special
 * rooms filled. */
void level_finish_wizload(struct nhl_level *lev);
/* level_finish is these two; C runs fill_special_room for every room (and,
 * in the Dungeons of Doom, the themes' post_level_generate and another
 * wallification) between them, so a caller that does those calls the two
 * halves itself. */
/* load_special's part: link_doors_rooms ... fixup_special, premap_detect */
void finish_special_level(struct nhl_level *lev);
/* Its last part alone, as mklev runs it after any level (ordinary levels
 * too): bound_digging, mineralize, topologize (not on mazes),
 * set_wall_state, orig_rtype.  Each a recorded step.
 * (C: level_finalize_topology) */
void level_finalize_topology(struct nhl_level *lev);

/* the stages that are not a module of their own */
void map_cleanup(struct nhl_level *lev);      /* C: map_cleanup */
void count_level_features(struct nhl_level *lev); /* C: count_level_features */
void solidify_map(struct nhl_level *lev);     /* C: solidify_map */
void bound_digging(struct nhl_level *lev);    /* C: bound_digging */
void premap_detect(struct nhl_level *lev);    /* C: premap_detect */
/* kelp, gold and gems as mineralize(-1,-1,-1,-1,FALSE), with the draws of
 * the objects it makes (gem odds from ctx.ledger as setgemprobs) */
void mineralize(struct nhl_level *lev);

#endif
