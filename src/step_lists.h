/* step_lists.h - the placed-things lists a step log keeps (step.c's part:
 * see step.h for struct step_lists). */
#ifndef NHLEV_STEP_LISTS_H
#define NHLEV_STEP_LISTS_H

#include "step.h"

/* The lists as the level has them now, sharing with prev (the last version
 * kept, NULL for none) every array it can; NULL when nothing changed. */
struct step_lists *step_lists_record(const struct level *lev, struct step_lists *prev);
void step_lists_free(struct step_lists *sl);

#endif
