/* datahome.c - where nhlev's own data (levels/, assets/) is read from.
 *
 * An installed nhlev must find its data beside itself wherever the tree was
 * copied to (cmake --install --prefix P, a package, a relocated /opt tree),
 * and must never read a source checkout it was not started from: a binary
 * copied out of the build would otherwise keep using the checkout's levels/
 * while it exists and break the day it is removed. So, in order:
 *   1. NHLEV_LEVELS_DIR / NHLEV_ASSETS_DIR, when set;
 *   2. <exe>/../share/nhlev/<what> when <exe>/../share/nhlev is there: the
 *      installed layout, wherever it was moved;
 *   3. the source tree's <what>, only when the program runs from this
 *      source tree's build directory (a build used in place, the tests);
 *   4. the configured install directory (a program of a user's linked with
 *      libnhlev.a, installed elsewhere). */
/* realpath is XSI: ask for it here rather than for the whole build */
#define _XOPEN_SOURCE 700
#include "datahome.h"

#include <limits.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef NHLEV_SOURCE_DIR
#define NHLEV_SOURCE_DIR "."
#endif
#ifndef NHLEV_BUILD_DIR
#define NHLEV_BUILD_DIR NHLEV_SOURCE_DIR
#endif
#ifndef NHLEV_DATA_INSTALL_DIR
#define NHLEV_DATA_INSTALL_DIR "/usr/local/share/nhlev"
#endif

static char levels_dir[PATH_MAX + 32];
static char assets_dir[PATH_MAX + 32];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static bool is_dir(const char *path)
{
    struct stat st;

    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* the directory the running program was started from, resolved; false
 * where the system does not say (then only 1, 3 by macro and 4 apply) */
static bool exe_dir(char *out, size_t len)
{
    char link[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", link, sizeof link - 1);

    if (n <= 0)
        return false;
    link[n] = '\0';
    char *slash = strrchr(link, '/');
    if (!slash)
        return false;
    *slash = '\0';
    if (!realpath(link, out) || strlen(out) >= len)
        return false;
    return true;
}

/* is dir inside (or equal to) top, both resolved? */
static bool inside(const char *dir, const char *top)
{
    char real[PATH_MAX];
    size_t n;

    if (!realpath(top, real))
        return false;
    n = strlen(real);
    return strncmp(dir, real, n) == 0 && (dir[n] == '/' || dir[n] == '\0');
}

static void find_one(const char *what, char *out, size_t len)
{
    char exe[PATH_MAX];
    bool have_exe = exe_dir(exe, sizeof exe);

    if (have_exe) {
        /* the installed tree, even when <what> is missing from it: then
           the error names the place it should be */
        char share[PATH_MAX + 32], real[PATH_MAX];
        snprintf(share, sizeof share, "%s/../share/nhlev", exe);
        if (is_dir(share) && realpath(share, real)) {
            snprintf(out, len, "%s/%s", real, what);
            return;
        }
        if (inside(exe, NHLEV_BUILD_DIR)) {
            snprintf(out, len, "%s/%s", NHLEV_SOURCE_DIR, what);
            return;
        }
    }
    snprintf(out, len, "%s/%s", NHLEV_DATA_INSTALL_DIR, what);
}

static void find_all(void)
{
    find_one("levels", levels_dir, sizeof levels_dir);
    find_one("assets", assets_dir, sizeof assets_dir);
}

const char *datahome_dir(const char *what)
{
    bool levels = strcmp(what, "levels") == 0;
    const char *env = getenv(levels ? "NHLEV_LEVELS_DIR" : "NHLEV_ASSETS_DIR");

    if (env && *env)
        return env;
    pthread_once(&once, find_all);
    return levels ? levels_dir : assets_dir;
}
