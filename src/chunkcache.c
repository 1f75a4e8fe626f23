/* chunkcache.c - compiled Lua chunks kept between builds (chunkcache.h).
 * A miss parses the source text and keeps lua_dump's image of it; a hit
 * loads that image, which skips the parser. */
#include "chunkcache.h"
#include "datfs.h"
#include "released.h"

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
    unsigned long stamp;     /* which parse the image is (states keep the
                                function they loaded under it) */
    bool released;           /* the text is a release's file, unchanged */
};

#define POOL_MAX 6           /* a level's state and theme-room states, for
                                two releases */

struct nhl_chunk_cache {
    struct chunk *v;
    size_t n, cap;
    size_t hits;
    unsigned long next_stamp;
    struct { lua_State *L; const void *key; char *tag; } idle[POOL_MAX];
    int nidle;
    void (*close_state)(lua_State *L);
};

struct nhl_chunk_cache *nhl_chunk_cache_new(void)
{
    return calloc(1, sizeof(struct nhl_chunk_cache));
}

void nhl_chunk_cache_free(struct nhl_chunk_cache *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->n; i++) {
        free(c->v[i].path);
        free(c->v[i].image);
    }
    for (int i = 0; i < c->nidle; i++) {
        c->close_state(c->idle[i].L);
        free(c->idle[i].tag);
    }
    free(c->v);
    free(c);
}

static struct chunk *find(struct nhl_chunk_cache *c, const char *path);

static bool same_tag(const char *a, const char *b)
{
    return (!a && !b) || (a && b && !strcmp(a, b));
}

lua_State *chunk_cache_take_state(struct nhl_chunk_cache *c, const void *key, const char *tag)
{
    if (!c)
        return NULL;
    for (int i = c->nidle - 1; i >= 0; i--)
        if (c->idle[i].key == key && same_tag(c->idle[i].tag, tag)) {
            lua_State *L = c->idle[i].L;
            free(c->idle[i].tag);
            c->idle[i] = c->idle[--c->nidle];
            return L;
        }
    return NULL;
}

bool chunk_cache_keep_state(struct nhl_chunk_cache *c, lua_State *L, const void *key,
                            const char *tag, void (*close_state)(lua_State *L))
{
    if (!c)
        return false;
    char *t = NULL;
    if (tag && !(t = strdup(tag)))
        return false;
    if (c->nidle == POOL_MAX) {
        /* the oldest idle state makes room */
        c->close_state(c->idle[0].L);
        free(c->idle[0].tag);
        memmove(&c->idle[0], &c->idle[1], (size_t)(POOL_MAX - 1) * sizeof c->idle[0]);
        c->nidle--;
    }
    c->close_state = close_state;
    c->idle[c->nidle].L = L;
    c->idle[c->nidle].key = key;
    c->idle[c->nidle].tag = t;
    c->nidle++;
    return true;
}

unsigned long chunk_cache_stamp(struct nhl_chunk_cache *c, const char *path)
{
    struct stat st;
    if (!c || datfs_stat(path, &st) != 0)
        return 0;
    const struct chunk *e = find(c, path);
    if (!e || !e->image || e->size != st.st_size || e->mtime.tv_sec != st.st_mtim.tv_sec
        || e->mtime.tv_nsec != st.st_mtim.tv_nsec)
        return 0;
    return e->stamp;
}

int chunk_cache_idle_states(const struct nhl_chunk_cache *c)
{
    return c ? c->nidle : 0;
}

size_t chunk_cache_entries(const struct nhl_chunk_cache *c)
{
    return c ? c->n : 0;
}

size_t chunk_cache_hits(const struct nhl_chunk_cache *c)
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

static struct chunk *find(struct nhl_chunk_cache *c, const char *path)
{
    for (size_t i = 0; i < c->n; i++)
        if (!strcmp(c->v[i].path, path))
            return &c->v[i];
    return NULL;
}

/* Remember the function on top of L as path's chunk; a failure only
 * means the next load parses again. */
static void remember(struct nhl_chunk_cache *c, lua_State *L, const char *path,
                     const struct stat *st, bool released)
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
    e->stamp = ++c->next_stamp;
    e->size = st->st_size;
    e->mtime = st->st_mtim;
    e->released = released;
}

/* A state kept for reuse (lua_host.c) keeps the functions it loaded, in
 * its registry under path, with the stamp of the image they came from: a
 * later build in the same state calls the same function again instead of
 * loading the image anew. Its one upvalue, _ENV, is set back to the
 * globals table (the chunk could have assigned it). */
#define LOADED_KEY "nhl_loaded"

static bool reuse_loaded(lua_State *L, const char *path, unsigned long stamp)
{
    int top = lua_gettop(L);
    if (lua_getfield(L, LUA_REGISTRYINDEX, LOADED_KEY) != LUA_TTABLE
        || lua_getfield(L, -1, path) != LUA_TTABLE) {
        lua_settop(L, top);
        return false;
    }
    lua_rawgeti(L, -1, 1);
    bool same = (unsigned long)lua_tointeger(L, -1) == stamp;
    if (!same || lua_rawgeti(L, -2, 2) != LUA_TFUNCTION) {
        lua_settop(L, top);
        return false;
    }
    lua_pushglobaltable(L);
    if (!lua_setupvalue(L, -2, 1))
        lua_pop(L, 1);
    lua_replace(L, top + 1);         /* the function, where the table was */
    lua_settop(L, top + 1);
    return true;
}

static void keep_loaded(lua_State *L, const char *path, unsigned long stamp)
{
    if (lua_getfield(L, LUA_REGISTRYINDEX, LOADED_KEY) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setfield(L, LUA_REGISTRYINDEX, LOADED_KEY);
    }
    lua_createtable(L, 2, 0);
    lua_pushinteger(L, (lua_Integer)stamp);
    lua_rawseti(L, -2, 1);
    lua_pushvalue(L, -3);            /* the function */
    lua_rawseti(L, -2, 2);
    lua_setfield(L, -2, path);
    lua_pop(L, 1);
}

int chunk_cache_load_script(struct nhl_chunk_cache *c, lua_State *L, const char *path,
                            const char *chunkname, char *err, size_t errlen,
                            bool *released)
{
    struct stat st;
    bool have_stat = datfs_stat(path, &st) == 0;
    bool dummy;

    if (!released)
        released = &dummy;
    *released = false;
    if (c && have_stat) {
        const struct chunk *e = find(c, path);

        if (e && e->image && e->size == st.st_size
            && e->mtime.tv_sec == st.st_mtim.tv_sec
            && e->mtime.tv_nsec == st.st_mtim.tv_nsec) {
            c->hits++;
            *released = e->released;
            if (reuse_loaded(L, path, e->stamp))
                return LUA_OK;
            int status = luaL_loadbufferx(L, e->image, e->len, chunkname, "b");
            if (status == LUA_OK)
                keep_loaded(L, path, e->stamp);
            return status;
        }
    }

    size_t len = 0;
    char *buf = slurp(path, &len, err, errlen);
    int status;

    if (!buf)
        return LUA_ERRFILE;
    /* source text only: a precompiled file is not a level script */
    status = luaL_loadbufferx(L, buf, len, chunkname, "t");
    if (status == LUA_OK)
        *released = nh_released_script(path, buf, len);
    free(buf);
    if (status == LUA_OK && c && have_stat) {
        remember(c, L, path, &st, *released);
        const struct chunk *e = find(c, path);
        if (e && e->image)
            keep_loaded(L, path, e->stamp);
    }
    return status;
}

int chunk_cache_load(struct nhl_chunk_cache *c, lua_State *L, const char *path,
                     const char *chunkname, char *err, size_t errlen)
{
    return chunk_cache_load_script(c, L, path, chunkname, err, errlen, NULL);
}
