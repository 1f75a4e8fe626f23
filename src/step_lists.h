/* step_lists.h - the placed-things lists a step log keeps (step.c's part:
 * see step.h for struct nhl_step_lists). */
#ifndef NHLEV_STEP_LISTS_H
#define NHLEV_STEP_LISTS_H

#include "step.h"

/* The lists as the level has them now, sharing with prev (the last version
 * kept, NULL for none) every array it can; NULL when nothing changed. */
struct nhl_step_lists *step_lists_record(const struct nhl_level *lev, struct nhl_step_lists *prev);
void step_lists_free(struct nhl_step_lists *sl);

#endif
