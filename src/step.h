/* step.h - the build as a list of steps: one per des.* call and per
 * finishing step, each with the cells it changed (before and after), the
 * RNG draws it made and the placed-things lists after it. The viewer walks
 * this both ways; `nhlev trace` prints it. */
#ifndef NHLEV_STEP_H
#define NHLEV_STEP_H

#include "level.h"
#include "nhlev.h"

/* the step log's types and readers are public (nhlev.h); the engine
 * opens and closes steps */
/* Close the open step (diffing cells and lists since it began) and open a new
 * one. Any change between two boundaries belongs to the step opened first.
 * No-op when lev->steps is NULL. */
void step_begin(struct nhl_level *lev, const char *name, const char *args,
                const char *file, int line, int depth);
void step_end(struct nhl_level *lev);

/* engine-private (issue 22.4: no user of nhlev.h calls these) */
struct nhl_step_log *step_log_new(void);
void step_log_free(struct nhl_step_log *log);

#endif
