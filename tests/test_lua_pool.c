/* test_lua_pool.c - the Lua states' small-block pool (lua_pool.c): blocks
 * keep their bytes through every move between size classes and to and
 * from malloc, freed blocks are served again, and the slabs go at release
 * (the sanitizer suite checks nothing leaks). */
#include <criterion/criterion.h>
#include <stdint.h>
#include <string.h>

#include "lua_pool.h" /* lua_pool_realloc, lua_pool_free: the module under test */

static void fill(unsigned char *b, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++)
        b[i] = (unsigned char)(seed + i * 7);
}

static bool holds(const unsigned char *b, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++)
        if (b[i] != (unsigned char)(seed + i * 7))
            return false;
    return true;
}

Test(lua_pool, contents_survive_every_resize)
{
    struct lua_pool p = { .slabs_always = true };
    static const size_t sizes[] = { 1, 16, 17, 100, 256, 257, 4000, 250, 33, 8, 300, 1 };
    unsigned char *b = lua_pool_realloc(&p, NULL, 5, 1);   /* osize: a type tag */
    size_t n = 1;

    cr_assert_not_null(b);
    fill(b, n, 3);
    for (size_t i = 1; i < sizeof sizes / sizeof sizes[0]; i++) {
        size_t m = sizes[i];
        b = lua_pool_realloc(&p, b, n, m);
        cr_assert_not_null(b);
        cr_assert(holds(b, n < m ? n : m, 3), "%zu -> %zu", n, m);
        fill(b, m, 3);
        cr_assert_eq((uintptr_t)b % 16, 0);
        n = m;
    }
    lua_pool_free(&p, b, n);
    lua_pool_release(&p);
}

Test(lua_pool, freed_blocks_are_served_again_and_do_not_overlap)
{
    struct lua_pool p = { .slabs_always = true };
    unsigned char *v[2000];

    for (int i = 0; i < 2000; i++) {
        size_t n = (size_t)(i % 256) + 1;
        v[i] = lua_pool_realloc(&p, NULL, 0, n);
        cr_assert_not_null(v[i]);
        fill(v[i], n, (unsigned)i);
    }
    for (int i = 0; i < 2000; i++)
        cr_assert(holds(v[i], (size_t)(i % 256) + 1, (unsigned)i), "block %d", i);
    /* freed, then asked for again: the same class gives the same blocks */
    for (int i = 0; i < 2000; i += 2)
        lua_pool_free(&p, v[i], (size_t)(i % 256) + 1);
    char *slabs = p.slabs;
    for (int i = 0; i < 2000; i += 2) {
        v[i] = lua_pool_realloc(&p, NULL, 0, (size_t)(i % 256) + 1);
        fill(v[i], (size_t)(i % 256) + 1, (unsigned)i);
    }
    cr_assert_not_null(slabs);
    cr_expect_eq((char *)p.slabs, slabs, "a new slab while freed blocks waited");
    for (int i = 0; i < 2000; i++)
        cr_assert(holds(v[i], (size_t)(i % 256) + 1, (unsigned)i), "block %d", i);
    lua_pool_release(&p);
    cr_expect_null(p.slabs);
}
