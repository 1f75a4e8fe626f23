/* libglue.c - see libglue.h. The viewer's calls into the engine, gathered so
 * that the engine's entry points it depends on are listed in one place. */
#include "libglue.h"

#include "plan.h"

void glue_build_opts_defaults(struct build_opts *o)
{
    build_opts_defaults(o);
}

int glue_build(const struct build_opts *o, struct build_result *res)
{
    return nhl_build(o, res);
}

void glue_build_result_free(struct build_result *res)
{
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

int glue_plan_check(const struct build_opts *o, char *err, size_t errlen)
{
    struct build_plan p;

    if (nhl_plan(o, &p, err, errlen) != 0)
        return -1;
    build_plan_free(&p);
    return 0;
}
