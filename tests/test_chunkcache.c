/* test_chunkcache.c - compiled chunks reused between builds: a second load
 * of an unchanged file comes from the cache and behaves the same, an edited
 * file is parsed again, errors keep their file:line, and a precompiled
 * file on disk is refused. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <lauxlib.h>
#include <lualib.h>

#include "chunkcache.h" /* chunk_cache_load, chunk_cache_new: the module under test */

static char path[256];

static void write_file(const char *text)
{
    FILE *f = fopen(path, "w");

    cr_assert_not_null(f);
    fputs(text, f);
    fclose(f);
}

static void setup(void)
{
    snprintf(path, sizeof path, "/tmp/nhlev_chunk_%d.lua", (int) getpid());
}

static void teardown(void)
{
    unlink(path);
}

TestSuite(chunkcache, .init = setup, .fini = teardown);

/* load path through c, run it, return its integer result */
static long run(struct nhl_chunk_cache *c, lua_State *L)
{
    char err[256] = "";
    int st = chunk_cache_load(c, L, path, "@t.lua", err, sizeof err);

    cr_assert_eq(st, LUA_OK, "%s %s", err, st != LUA_ERRFILE ? lua_tostring(L, -1) : "");
    cr_assert_eq(lua_pcall(L, 0, 1, 0), LUA_OK, "%s", lua_tostring(L, -1));
    long v = (long) lua_tointeger(L, -1);
    lua_pop(L, 1);
    return v;
}

Test(chunkcache, second_load_is_a_hit_and_runs_alike)
{
    struct nhl_chunk_cache *c = nhl_chunk_cache_new();
    lua_State *L = luaL_newstate();

    write_file("local t = {} for i = 1, 10 do t[i] = i * i end return t[7]\n");
    cr_expect_eq(run(c, L), 49);
    cr_expect_eq(chunk_cache_hits(c), 0);
    cr_expect_eq(run(c, L), 49);
    cr_expect_eq(chunk_cache_hits(c), 1);
    cr_expect_eq(chunk_cache_entries(c), 1);
    lua_close(L);
    nhl_chunk_cache_free(c);
}

Test(chunkcache, edited_file_is_parsed_again)
{
    struct nhl_chunk_cache *c = nhl_chunk_cache_new();
    lua_State *L = luaL_newstate();

    write_file("return 1\n");
    cr_expect_eq(run(c, L), 1);
    write_file("return 1 + 41\n");
    cr_expect_eq(run(c, L), 42);
    cr_expect_eq(chunk_cache_hits(c), 0);
    cr_expect_eq(chunk_cache_entries(c), 1);
    lua_close(L);
    nhl_chunk_cache_free(c);
}

/* line numbers survive the cache: a runtime error on line 3 names it */
Test(chunkcache, cached_chunk_keeps_line_numbers)
{
    struct nhl_chunk_cache *c = nhl_chunk_cache_new();
    lua_State *L = luaL_newstate();
    char err[256] = "";

    write_file("local a = 1\nlocal b = nil\nreturn b.x\n");
    for (int i = 0; i < 2; i++) {
        cr_assert_eq(chunk_cache_load(c, L, path, "@t.lua", err, sizeof err), LUA_OK);
        cr_assert_neq(lua_pcall(L, 0, 1, 0), LUA_OK);
        cr_expect(strstr(lua_tostring(L, -1), "t.lua:3:") != NULL, "%s",
                  lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    cr_expect_eq(chunk_cache_hits(c), 1);
    lua_close(L);
    nhl_chunk_cache_free(c);
}

Test(chunkcache, bad_files)
{
    struct nhl_chunk_cache *c = nhl_chunk_cache_new();
    lua_State *L = luaL_newstate();
    char err[256] = "";

    /* missing: nothing pushed, the file named */
    int top = lua_gettop(L);
    cr_expect_eq(chunk_cache_load(c, L, "/nonexistent/x.lua", "@x.lua", err, sizeof err),
                 LUA_ERRFILE);
    cr_expect_eq(lua_gettop(L), top);
    cr_expect(strstr(err, "x.lua: cannot open") != NULL, "%s", err);
    /* a syntax error: Lua's message with the line, nothing cached */
    write_file("return 1\nreturn (\n");
    cr_expect_eq(chunk_cache_load(c, L, path, "@t.lua", err, sizeof err), LUA_ERRSYNTAX);
    cr_expect(strstr(lua_tostring(L, -1), "t.lua:") != NULL);
    lua_pop(L, 1);
    cr_expect_eq(chunk_cache_entries(c), 0);
    /* a precompiled chunk on disk is not source text */
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs(LUA_SIGNATURE "garbage", f);
    fclose(f);
    cr_expect_neq(chunk_cache_load(c, L, path, "@t.lua", err, sizeof err), LUA_OK);
    lua_close(L);
    nhl_chunk_cache_free(c);
}

/* no cache: a plain load */
Test(chunkcache, null_cache_loads)
{
    lua_State *L = luaL_newstate();

    write_file("return 5\n");
    cr_expect_eq(run(NULL, L), 5);
    cr_expect_eq(run(NULL, L), 5);
    lua_close(L);
}
