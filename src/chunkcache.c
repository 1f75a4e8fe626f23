/* chunkcache.c - compiled Lua chunks kept between builds (chunkcache.h).
 * A miss parses the source text and keeps lua_dump's image of it; a hit
 * loads that image, which skips the parser. */
#include "chunkcache.h"
#include "datfs.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <lauxlib.h>

struct chunk {
    char *path;
    off_t size;
    struct timespec mtime;
    char *image;             /* lua_dump output */
    size_t len;
};

struct chunk_cache {
    struct chunk *v;
    size_t n, cap;
    size_t hits;
};

struct chunk_cache *chunk_cache_new(void)
{
    return calloc(1, sizeof(struct chunk_cache));
}

void chunk_cache_free(struct chunk_cache *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->n; i++) {
        free(c->v[i].path);
        free(c->v[i].image);
    }
    free(c->v);
    free(c);
}

size_t chunk_cache_entries(const struct chunk_cache *c)
{
    return c ? c->n : 0;
}

size_t chunk_cache_hits(const struct chunk_cache *c)
{
    return c ? c->hits : 0;
}

static char *slurp(const char *path, size_t *len, char *err, size_t errlen)
{
    return datfs_slurp(path, 0, len, err, errlen);
}

/* lua_Writer appending to a growing buffer */
struct sink {
    char *buf;
    size_t len, cap;
    bool failed;
};

static int sink_write(lua_State *L, const void *p, size_t sz, void *ud)
{
    struct sink *s = ud;

    (void) L;
    if (s->len + sz > s->cap) {
        size_t ncap = s->cap ? s->cap * 2 : 16384;

        while (ncap < s->len + sz)
            ncap *= 2;
        char *nb = realloc(s->buf, ncap);

        if (!nb) {
            s->failed = true;
            return 1;
        }
        s->buf = nb;
        s->cap = ncap;
    }
    memcpy(s->buf + s->len, p, sz);
    s->len += sz;
    return 0;
}

static struct chunk *find(struct chunk_cache *c, const char *path)
{
    for (size_t i = 0; i < c->n; i++)
        if (!strcmp(c->v[i].path, path))
            return &c->v[i];
    return NULL;
}

/* Remember the function on top of L as path's chunk; a failure only
 * means the next load parses again. */
static void remember(struct chunk_cache *c, lua_State *L, const char *path,
                     const struct stat *st)
{
    struct sink s = { 0 };
    struct chunk *e;

    if (lua_dump(L, sink_write, &s, 0) != 0 || s.failed) {
        free(s.buf);
        return;
    }
    e = find(c, path);
    if (!e) {
        if (c->n == c->cap) {
            size_t ncap = c->cap ? c->cap * 2 : 8;
            struct chunk *nv = realloc(c->v, ncap * sizeof *nv);

            if (!nv) {
                free(s.buf);
                return;
            }
            c->v = nv;
            c->cap = ncap;
        }
        e = &c->v[c->n];
        memset(e, 0, sizeof *e);
        e->path = strdup(path);
        if (!e->path) {
            free(s.buf);
            return;
        }
        c->n++;
    }
    free(e->image);
    e->image = s.buf;
    e->len = s.len;
    e->size = st->st_size;
    e->mtime = st->st_mtim;
}

int chunk_cache_load(struct chunk_cache *c, lua_State *L, const char *path,
                     const char *chunkname, char *err, size_t errlen)
{
    struct stat st;
    bool have_stat = datfs_stat(path, &st) == 0;

    if (c && have_stat) {
        const struct chunk *e = find(c, path);

        if (e && e->image && e->size == st.st_size
            && e->mtime.tv_sec == st.st_mtim.tv_sec
            && e->mtime.tv_nsec == st.st_mtim.tv_nsec) {
            c->hits++;
            return luaL_loadbufferx(L, e->image, e->len, chunkname, "b");
        }
    }

    size_t len = 0;
    char *buf = slurp(path, &len, err, errlen);
    int status;

    if (!buf)
        return LUA_ERRFILE;
    /* source text only: a precompiled file is not a level script */
    status = luaL_loadbufferx(L, buf, len, chunkname, "t");
    free(buf);
    if (status == LUA_OK && c && have_stat)
        remember(c, L, path, &st);
    return status;
}
