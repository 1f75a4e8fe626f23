/* libglue.c - see libglue.h. Weak references: an entry point the library
 * does not (yet) define reads as NULL here (only for those still missing:
 * a weak reference alone does not pull a member out of the archive). */
#include "libglue.h"

#include <stdio.h>
#include <string.h>

#pragma weak nhl_build
#pragma weak build_opts_defaults
#pragma weak build_result_free

void glue_build_opts_defaults(struct build_opts *o)
{
    if (build_opts_defaults) {
        build_opts_defaults(o);
        return;
    }
    memset(o, 0, sizeof *o);
    o->seed = 1;
    o->force_flip = -1;
    level_context_defaults(&o->ctx);
}

int glue_build(const struct build_opts *o, struct build_result *res)
{
    if (nhl_build)
        return nhl_build(o, res);
    memset(res, 0, sizeof *res);
    snprintf(res->errmsg, sizeof res->errmsg,
             "%s: building levels is not available in this build (no nhl_build)",
             o->level ? o->level : "?");
    return -1;
}

void glue_build_result_free(struct build_result *res)
{
    if (build_result_free)
        build_result_free(res);
}

int glue_source_open(struct level_source *src, const char *dat_dir, char *err, size_t errlen)
{
    return source_open(src, dat_dir, err, errlen);
}

void glue_source_close(struct level_source *src)
{
    source_close(src);
}

const char *glue_builtin_dir(void)
{
    return source_builtin_dir();
}

int glue_source_resolve(const struct level_source *src, const char *name,
                        char *base, size_t baselen, int *nvariants,
                        char *dir, size_t dirlen, char *err, size_t errlen)
{
    return source_resolve(src, name, base, baselen, nvariants, dir, dirlen, err, errlen);
}
