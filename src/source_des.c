/* source_des.c - a level source of lev_comp files: a dat/ that holds .des
 * files (NetHack 3.4.3 and 3.6, NLE, a variant) with or without the
 * dungeon.def that lays their dungeons out (dungeon_def.h), and which .des
 * file holds each level, since one file holds several ("oracle" is in
 * oracle.des, "minetn-3" in mines.des, "Val-fila" in Valkyrie.des).
 *
 * The index reads only each file's level headers (MAZE: "name" and
 * LEVEL: "name" at a line's start): a file with a mistake further down
 * still lists its levels, and its error comes, with its line, when the
 * level is built. */
#include "source_des.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "datfs.h"
#include "dungeon_def.h"

#define DES_MAX_FILE (4u * 1024u * 1024u)
#define DES_MAX_LEVELS 4096

static void seterr(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;

    if (!err || !errlen)
        return;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}

static bool ends_des(const char *name)
{
    size_t n = strlen(name);

    return n > 4 && !strcmp(name + n - 4, ".des");
}

static int note_des(const char *name, void *ud)
{
    if (!ends_des(name))
        return 0;
    *(bool *) ud = true;
    return 1;
}

bool source_des_dir(const char *dir)
{
    char path[1200];
    bool any = false;

    if (snprintf(path, sizeof path, "%s/dungeon.def", dir) < (int) sizeof path
        && datfs_is_file(path))
        return true;
    return datfs_list(dir, note_des, &any) == 0 && any;
}

/* ---- the index ----------------------------------------------------------- */

struct names { char **v; int n, cap; bool oom; };

static int collect(const char *name, void *ud)
{
    struct names *nm = ud;

    if (!ends_des(name) || strlen(name) >= 64)
        return 0;
    if (nm->n == nm->cap) {
        int nc = nm->cap ? nm->cap * 2 : 32;
        char **p = nc <= DES_MAX_LEVELS
                   ? realloc(nm->v, (size_t) nc * sizeof *p) : NULL;

        if (!p) {
            nm->oom = true;
            return 1;
        }
        nm->v = p;
        nm->cap = nc;
    }
    if (!(nm->v[nm->n] = strdup(name))) {
        nm->oom = true;
        return 1;
    }
    nm->n++;
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *) a, *(char *const *) b);
}

static bool add_level(struct level_source *src, const char *level,
                      const char *file)
{
    if (src->ndeslevels >= DES_MAX_LEVELS)
        return true;
    if (src->ndeslevels % 64 == 0) {
        void *p = realloc(src->deslevels,
                          (size_t) (src->ndeslevels + 64) * sizeof *src->deslevels);

        if (!p)
            return false;
        src->deslevels = p;
    }
    struct source_deslevel *d = &src->deslevels[src->ndeslevels++];

    snprintf(d->level, sizeof d->level, "%s", level);
    snprintf(d->file, sizeof d->file, "%s", file);
    return true;
}

/* The level headers of one file: at a line's start, MAZE or LEVEL, a
 * colon, a quoted name (lev_comp's level_def in both grammars). */
static bool scan_file(struct level_source *src, const char *file,
                      const char *text)
{
    for (const char *p = text; *p;) {
        const char *q = p;

        while (*q == ' ' || *q == '\t')
            q++;
        size_t kw = !strncmp(q, "MAZE", 4) ? 4 : !strncmp(q, "LEVEL", 5) ? 5 : 0;

        if (kw) {
            q += kw;
            while (*q == ' ' || *q == '\t')
                q++;
            if (*q == ':') {
                q++;
                while (*q == ' ' || *q == '\t')
                    q++;
                if (*q == '"') {
                    const char *e = strchr(q + 1, '"');
                    const char *nl = strchr(q + 1, '\n');

                    if (e && (!nl || e < nl) && e - q - 1 > 0 && e - q - 1 < 32) {
                        char name[32];

                        snprintf(name, sizeof name, "%.*s", (int) (e - q - 1), q + 1);
                        if (!add_level(src, name, file))
                            return false;
                    }
                }
            }
        }
        const char *nl = strchr(p, '\n');

        if (!nl)
            break;
        p = nl + 1;
    }
    return true;
}

int source_des_open(struct level_source *src, char *err, size_t errlen)
{
    char path[1200];
    struct names nm = { 0 };

    src->des = true;
    snprintf(src->describer, sizeof src->describer, "dungeon.def");
    if (datfs_list(src->dir, collect, &nm) != 0 || nm.oom) {
        seterr(err, errlen, "%s: cannot list its .des files", src->dir);
        goto fail;
    }
    if (nm.n > 1)
        qsort(nm.v, (size_t) nm.n, sizeof *nm.v, by_name);
    for (int i = 0; i < nm.n; i++) {
        size_t len;
        char *text;

        snprintf(path, sizeof path, "%s/%s", src->dir, nm.v[i]);
        if (!(text = datfs_slurp(path, DES_MAX_FILE, &len, err, errlen)))
            goto fail;
        bool ok = scan_file(src, nm.v[i], text);

        free(text);
        if (!ok) {
            seterr(err, errlen, "%s: out of memory", path);
            goto fail;
        }
    }
    /* the dungeons, if the game describes them */
    snprintf(path, sizeof path, "%s/dungeon.def", src->dir);
    if (datfs_is_file(path)) {
        size_t len;
        char *text = datfs_slurp(path, DES_MAX_FILE, &len, err, errlen);

        if (!text)
            goto fail;
        int rc = dungeon_def_parse(path, text, len, &src->dungeons,
                                   &src->ndungeons, err, errlen);

        free(text);
        if (rc != 0)
            goto fail;
    }
    for (int i = 0; i < nm.n; i++)
        free(nm.v[i]);
    free(nm.v);
    return 0;
fail:
    for (int i = 0; i < nm.n; i++)
        free(nm.v[i]);
    free(nm.v);
    free(src->deslevels);
    src->deslevels = NULL;
    src->ndeslevels = 0;
    return -1;
}

const struct source_deslevel *source_des_level(const struct level_source *src,
                                               const char *level)
{
    for (int i = 0; src && i < src->ndeslevels; i++)
        if (!strcmp(src->deslevels[i].level, level))
            return &src->deslevels[i];
    return NULL;
}

int source_des_path(const struct level_source *src, const char *level,
                    char *path, size_t len)
{
    const struct source_deslevel *d = source_des_level(src, level);

    if (!d)
        return -1;
    int n = snprintf(path, len, "%s/%s", src->dir, d->file);

    return n > 0 && (size_t) n < len ? 0 : -1;
}

int source_des_count(const struct level_source *src, const char *level)
{
    int n = 0;

    for (int i = 0; src && i < src->ndeslevels; i++)
        n += !strcmp(src->deslevels[i].level, level);
    return n;
}

/* "lava_crossing" -> DIR/lava_crossing.des, or a name with ".des" (and
 * maybe ":LEVEL") that is not a path from here but is one in DIR. */
bool source_des_in_dir(const struct level_source *src, const char *name,
                       char *out, size_t len)
{
    char path[1200];
    struct stat st;

    if (!src || !src->des || strchr(name, '/'))
        return false;
    const char *dot = strstr(name, ".des");

    if (dot && (dot[4] == '\0' || dot[4] == ':')) {
        snprintf(path, sizeof path, "%.*s", (int) (dot + 4 - name), name);
        if (stat(path, &st) == 0)
            return false; /* a file here: a path as given */
        int n = snprintf(out, len, "%s/%s", src->dir, name);

        snprintf(path, sizeof path, "%s/%.*s", src->dir, (int) (dot + 4 - name),
                 name);
        return n > 0 && (size_t) n < len && datfs_is_file(path);
    }
    int n = snprintf(out, len, "%s/%s.des", src->dir, name);

    return n > 0 && (size_t) n < len && datfs_is_file(out);
}
