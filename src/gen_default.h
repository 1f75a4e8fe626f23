/* gen_default.h - the factory table (gen_ops.h) backed by the engine's own
 * monster and object generation (makemon.h, mkobj.h). A level built by
 * nhl_build uses it. */
#ifndef NHLEV_GEN_DEFAULT_H
#define NHLEV_GEN_DEFAULT_H

#include "gen_ops.h"

extern const struct gen_ops gen_default;

#endif
