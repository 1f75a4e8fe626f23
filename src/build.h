/* build.h - build one level: find its script, seed the RNG, run the script
 * in a fresh Lua state, then the finishing pipeline, as C's makemaz and
 * load_special do. The one entry point the CLI, the viewer and tests use. */
#ifndef NHLEV_BUILD_H
#define NHLEV_BUILD_H

#include <stdbool.h>
#include <stdint.h>

#include "level.h"
#include "nhlev.h"
#include "rng.h"

/* nhl_build_opts, nhl_build_result, nhl_build: public, nhlev.h */

/* makelevel without a level file, rooms or a maze, for a context ctx
 * already placed; label names the result ("dlvl:22"). Planned as
 * nhl_build is (plan.h nhl_plan_placed): the same game. */
int nhl_build_makelevel(const struct nhl_build_opts *o,
                        const struct nhl_level_context *ctx, const char *label,
                        struct nhl_build_result *res);

#endif
