/* lua_pool.c - small blocks for a Lua state (lua_pool.h). */
#include "lua_pool.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define SLAB_SIZE 32768
#define SLAB_HEAD 16                 /* the link, keeping blocks 16-aligned */

/* Under AddressSanitizer every block comes from malloc, so that a use
 * after free inside Lua is still caught. */
#if defined(__SANITIZE_ADDRESS__)
#define POOL_OFF 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define POOL_OFF 1
#endif
#endif
#ifndef POOL_OFF
#define POOL_OFF 0
#endif

/* the slabs are off (every block from malloc) under AddressSanitizer,
 * unless the caller wants them (the pool's own test) */
static inline bool off(const struct lua_pool *p)
{
    return POOL_OFF && !p->slabs_always;
}

static inline int class_of(size_t size)
{
    return (int)((size - 1) >> 4);  /* 1..16 -> 0, ..., 241..256 -> 15 */
}

static void *small_block(struct lua_pool *p, int c)
{
    void *b = p->free[c];
    if (b) {
        memcpy(&p->free[c], b, sizeof(void *));
        return b;
    }
    size_t size = (size_t)(c + 1) << 4;
    if ((size_t)(p->end - p->cur) < size) {
        char *slab = malloc(SLAB_SIZE);
        if (!slab)
            return NULL;
        memcpy(slab, &p->slabs, sizeof(void *));
        p->slabs = slab;
        p->cur = slab + SLAB_HEAD;
        p->end = slab + SLAB_SIZE;
    }
    b = p->cur;
    p->cur += size;
    return b;
}

static void give_back(struct lua_pool *p, void *ptr, size_t osize)
{
    if (osize > LUA_POOL_SMALL || off(p)) {
        free(ptr);
        return;
    }
    int c = class_of(osize);
    memcpy(ptr, &p->free[c], sizeof(void *));
    p->free[c] = ptr;
}

void *lua_pool_realloc(struct lua_pool *p, void *ptr, size_t osize, size_t nsize)
{
    if (!ptr)
        osize = 0;
    bool small_now = ptr && osize <= LUA_POOL_SMALL && !off(p);
    if (off(p) || (nsize > LUA_POOL_SMALL && (!ptr || !small_now)))
        return realloc(ptr, nsize);          /* large to large */
    if (small_now && nsize <= LUA_POOL_SMALL && class_of(osize) == class_of(nsize))
        return ptr;
    void *nb = nsize <= LUA_POOL_SMALL ? small_block(p, class_of(nsize)) : malloc(nsize);
    if (!nb) {
        /* shrinking must not fail: the block, too big for its new size,
           serves (a large one then ends in a free list and is only freed
           with the state's memory lost: out of memory anyway) */
        return ptr && nsize <= osize ? ptr : NULL;
    }
    if (ptr) {
        memcpy(nb, ptr, osize < nsize ? osize : nsize);
        give_back(p, ptr, osize);
    }
    return nb;
}

void lua_pool_free(struct lua_pool *p, void *ptr, size_t osize)
{
    if (ptr)
        give_back(p, ptr, osize);
}

void lua_pool_release(struct lua_pool *p)
{
    void *s = p->slabs;
    while (s) {
        void *next;
        memcpy(&next, s, sizeof next);
        free(s);
        s = next;
    }
    memset(p, 0, sizeof *p);
}
