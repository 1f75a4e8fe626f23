/* libglue.h - the library calls the viewer makes to build levels and read
 * the level source, in one place. */
#ifndef NHLEV_UI_LIBGLUE_H
#define NHLEV_UI_LIBGLUE_H

#include <stddef.h>

#include "build.h"
#include "source.h"

void glue_build_opts_defaults(struct build_opts *o);
int glue_build(const struct build_opts *o, struct build_result *res);
void glue_build_result_free(struct build_result *res);
int glue_source_open(struct level_source *src, const char *dat_dir, char *err, size_t errlen);
void glue_source_close(struct level_source *src);
const char *glue_builtin_dir(void);
int glue_source_resolve(const struct level_source *src, const char *name,
                        char *base, size_t baselen, int *nvariants,
                        char *dir, size_t dirlen, char *err, size_t errlen);

/* Would nhl_build know how to make o->level (its file found, or a level
 * makelevel makes without one)? 0 yes, -1 with err why not. Plans the
 * build without running it (plan.h). */
int glue_plan_check(const struct build_opts *o, char *err, size_t errlen);

#endif
