/* lua_pool.h - small blocks for a Lua state (lua_pool.c). A level's state
 * makes and frees tens of thousands of small objects (strings, tables,
 * closures, the parser's arrays); the pool serves blocks of up to
 * LUA_POOL_SMALL bytes from slabs, by size class, with a free list per
 * class, and leaves larger ones to malloc. The slabs go when the state
 * does. Sizes are those Lua passes (lua_Alloc's osize/nsize): the pool
 * keeps no sizes of its own. */
#ifndef NHLEV_LUA_POOL_H
#define NHLEV_LUA_POOL_H

#include <stdbool.h>
#include <stddef.h>

#define LUA_POOL_SMALL 256
#define LUA_POOL_CLASSES (LUA_POOL_SMALL / 16)

struct lua_pool {
    void *free[LUA_POOL_CLASSES];   /* freed blocks of each class, linked */
    char *cur, *end;                /* the current slab's unused part */
    void *slabs;                    /* every slab, linked by their first word */
    /* under AddressSanitizer blocks come from malloc (a use after free
       inside Lua is still caught); true keeps the slabs even then */
    bool slabs_always;
};

/* lua_Alloc's work for nsize > 0: a block of nsize bytes holding the first
 * min(osize, nsize) bytes of ptr's (ptr NULL: osize 0), ptr given back;
 * NULL (ptr untouched) if there is no memory. Shrinking never fails. */
void *lua_pool_realloc(struct lua_pool *p, void *ptr, size_t osize, size_t nsize);
/* ptr (of osize bytes) given back */
void lua_pool_free(struct lua_pool *p, void *ptr, size_t osize);
/* every slab freed (the state is closed: no block is in use) */
void lua_pool_release(struct lua_pool *p);

#endif
