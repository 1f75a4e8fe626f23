/* api_des.c - nhlev.h's calls on .des files and dungeon.def (the 3.4/3.6
 * level and dungeon compilers' languages): listing a file's levels (the
 * picker) and converting them to 5.0 Lua (`nhlev convert`), over
 * des_parse.h, des_lua.h and dungeon_def.h (issue 22.4). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhlev.h"

#include "datfs.h"
#include "des_lua.h"
#include "des_parse.h"
#include "des_tree.h"
#include "dungeon_def.h"
#include "source.h"

/* the handle is the parsed file itself */
struct nhl_des {
    struct des_file *f;
};

bool nhl_des_split(const char *name, char *path, size_t pathlen, char *level,
                   size_t levellen)
{
    return source_des_split(name, path, pathlen, level, levellen);
}

int nhl_des_grammar_from_name(const char *s)
{
    return des_grammar_from_name(s);
}

struct nhl_des *nhl_des_open(const char *path, int grammar, char *err,
                             size_t errlen)
{
    struct des_error perr;
    struct des_file *f = des_parse_file(path, (enum des_grammar) grammar, &perr);
    struct nhl_des *d;

    if (!f) {
        snprintf(err, errlen, "%s", perr.msg);
        return NULL;
    }
    if (!(d = malloc(sizeof *d))) {
        des_file_free(f);
        snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
    }
    d->f = f;
    return d;
}

void nhl_des_close(struct nhl_des *d)
{
    if (!d)
        return;
    des_file_free(d->f);
    free(d);
}

int nhl_des_count(const struct nhl_des *d)
{
    return d->f->nlevels;
}

const char *nhl_des_level_name(const struct nhl_des *d, int i)
{
    return d->f->levels[i]->name;
}

char *nhl_des_convert(const struct nhl_des *d, int i, char *err,
                      size_t errlen)
{
    struct des_lua_buf out = { 0 };

    if (des_lua_compile(d->f, i, DES_LUA_CONVERT, &out, err, errlen) != 0) {
        des_lua_buf_free(&out);
        return NULL;
    }
    if (!out.s && !(out.s = strdup(""))) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    return out.s; /* the buffer's text, now the caller's */
}

struct nhl_dungeon_def {
    struct source_dungeon *d;
    int n;
};

struct nhl_dungeon_def *nhl_dungeon_def_read(const char *path, char *err,
                                             size_t errlen)
{
    size_t len;
    char *text = datfs_slurp(path, 4u << 20, &len, err, errlen);
    struct nhl_dungeon_def *def;

    if (!text)
        return NULL;
    if (!(def = calloc(1, sizeof *def))) {
        free(text);
        snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
    }
    if (dungeon_def_parse(path, text, len, &def->d, &def->n, err, errlen) != 0) {
        free(text);
        free(def);
        return NULL;
    }
    free(text);
    return def;
}

void nhl_dungeon_def_write_lua(FILE *out, const struct nhl_dungeon_def *d,
                               const char *from)
{
    dungeon_def_write_lua(out, d->d, d->n, from);
}

void nhl_dungeon_def_free(struct nhl_dungeon_def *d)
{
    if (!d)
        return;
    dungeon_def_free(d->d, d->n);
    free(d);
}
