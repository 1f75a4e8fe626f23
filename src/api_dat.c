/* api_dat.c - nhlev.h's calls on a level source's files, plain or in an
 * installed game's archive (datfs.h), for the library's users: the CLI's
 * --dat and convert, the viewer's symbols (issue 22.4). */
#include "nhlev.h"

#include "datahome.h"
#include "datfs.h"
#include "source.h"

const char *nhl_data_dir(const char *what)
{
    return datahome_dir(what);
}

void nhl_dat_dir(const char *dat, char *out, size_t outlen)
{
    datfs_dat_dir(dat, out, outlen);
}

const char *nhl_builtin_levels_dir(void)
{
    return source_builtin_dir();
}

bool nhl_dat_is_archive(const char *path, char *why, size_t whylen)
{
    return datfs_is_archive(path, why, whylen);
}

char *nhl_dat_slurp(const char *path, size_t max, size_t *len, char *err,
                    size_t errlen)
{
    return datfs_slurp(path, max, len, err, errlen);
}

bool nhl_dat_is_file(const char *path)
{
    return datfs_is_file(path);
}

bool nhl_dat_is_dir(const char *path)
{
    return datfs_is_dir(path);
}

int nhl_dat_list(const char *dir, int (*fn)(const char *name, void *ud),
                 void *ud)
{
    return datfs_list(dir, fn, ud);
}
