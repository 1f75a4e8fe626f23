/* lua_host.c - the embedded Lua 5.4 that runs level scripts (after
 * nhlua.c's nhl_init / nhlL_openlibs / nhl_loadlua): a fresh, sandboxed
 * state per level, with a memory limit (our own allocator) and an
 * instruction limit (a count hook, need_hook), so that a runaway script ends in an
 * error naming its file and line rather than a hang or a crash.
 * States are kept between builds and put back as new (the chunk cache
 * holds them). The argument helpers every binding uses are lua_args.c's. */
#include "lua_host.h"

#include "chunkcache.h"

#include <errno.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <lualib.h>

#include "lua_des.h"
#include "lua_meter.h"
#include "lua_obj.h"
#include "lua_pattern.h"
#include "lua_typefn.h"
#include "lua_pool.h"
#include "lua_where.h"
#include "version.h"

#define DEFAULT_MEM_LIMIT ((size_t) 16 << 20)
#define DEFAULT_INSTR_LIMIT 100000000L
/* instructions between two calls of the count hook */
#define HOOK_EVERY 1000
/* bytes of memory a script is given for one unit of its budget: making a
 * string or a table costs what copying its bytes does (#25) */
#define BYTES_PER_UNIT 8
/* a function with more extra arguments than this copies them at every
 * vararg expression and call: what the hook finds there is charged */
#define VARARGS_FREE 8

static void count_hook(lua_State *L, lua_Debug *ar);
struct nhl_host;
static void spend_all(struct nhl_host *h, lua_State *L);

/* What the state needs to know about its host; reached through the
 * state's extra space so every binding can find it from any thread. */
struct nhl_host {
    struct nhl_level *lev;
    lua_State *main;
    size_t mem_used, mem_limit;
    bool mem_exceeded;
    long instr_count, instr_limit;
    bool instr_exceeded;
    bool hooked;             /* the count hook is set: the state ran a
                                script that is no release's (need_hook) */
    char instr_msg[256];
    char last_file[64];      /* position seen by the last hook call */
    int last_line;
    struct nhl_chunk_cache *cache; /* compiled chunks kept between builds */
    const void *pool_key;      /* what the globals were made for (the
                                  release's data): a kept state is reused
                                  only for the same */
    bool failed;               /* a run failed: the state is not kept */
    char *tag;                 /* what a kept state was loaded with (a
                                  theme-room script), NULL for none */
    struct nhl_where where;    /* where the script is (lua_where.c) */
    struct lua_pool pool;      /* the state's small blocks */
};

static struct nhl_host *host_of(lua_State *L)
{
    return *(struct nhl_host **) lua_getextraspace(L);
}

struct nhl_level *nhl_level(lua_State *L)
{
    return host_of(L)->lev;
}

struct nhl_where *nhl_where_state(lua_State *L)
{
    return &host_of(L)->where;
}

lua_State *nhl_main_thread(lua_State *L)
{
    return host_of(L)->main;
}

/* ---------------------------------------------------------------------
 * Limits */

static void *limited_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    struct nhl_host *h = ud;

    if (!ptr)
        osize = 0; /* osize then only tells the kind of object */
    if (nsize == 0) {
        lua_pool_free(&h->pool, ptr, osize);
        h->mem_used -= osize;
        return NULL;
    }
    /* Lua counts on shrinking never failing; only growth is refused. What
     * the engine holds for the level (its lists, its messages) counts too:
     * a script must not reach past the limit through C (#12). */
    if (nsize > osize
        && h->mem_used - osize + nsize + level_c_mem(h->lev) > h->mem_limit) {
        /* Lua raises an out-of-memory error without calling the message
         * handler, so note the script line now (walking the frames
         * allocates nothing) */
        if (!h->mem_exceeded && h->main) {
            char file[64];
            int line;

            if (nhl_frame_where(h->main, file, sizeof file, &line)) {
                snprintf(h->last_file, sizeof h->last_file, "%s", file);
                h->last_line = line;
            }
        }
        h->mem_exceeded = true;
        return NULL;
    }
    /* what is made is work done: a loop that only copies strings ("..",
     * string.rep, table.concat) spends its budget by the bytes; the
     * allocation that spends the last of it fails, which ends the build
     * at once with the budget's error (error_message, recheck) */
    if (nsize > osize && h->main) {
        h->instr_count += (long) ((nsize - osize) / BYTES_PER_UNIT);
        if (h->instr_count > h->instr_limit && !h->instr_exceeded) {
            char file[64];
            int line;

            if (nhl_frame_where(h->main, file, sizeof file, &line)) {
                snprintf(h->last_file, sizeof h->last_file, "%s", file);
                h->last_line = line;
            }
            spend_all(h, h->main);
            return NULL;
        }
    }
    void *np = lua_pool_realloc(&h->pool, ptr, osize, nsize);

    if (np)
        h->mem_used = h->mem_used - osize + nsize;
    return np;
}

/* The budget is spent: from now on every instruction of every thread
 * fails, and (safe_pcall and friends below) no pcall or coroutine can
 * swallow the error, so the script cannot carry on looping. */
static void spend_all(struct nhl_host *h, lua_State *L)
{
    if (!h->instr_exceeded) {
        h->instr_exceeded = true;
        snprintf(h->instr_msg, sizeof h->instr_msg,
                 "%s:%d: instruction limit exceeded (%ld instructions and "
                 "engine steps)", h->last_file, h->last_line, h->instr_limit);
        lua_sethook(L, count_hook, LUA_MASKCOUNT, 1);
        if (h->main != L)
            lua_sethook(h->main, count_hook, LUA_MASKCOUNT, 1);
    }
}

static void exhaust(lua_State *L, struct nhl_host *h)
{
    spend_all(h, L);
    lua_pushstring(L, h->instr_msg);
    lua_error(L);
}

/* How many extra arguments the function of ar holds (lua_getlocal
 * reaches the n-th as local -n): found in a few probes. */
static long count_varargs(lua_State *L, lua_Debug *ar)
{
    long lo = 0, hi = 1;

    while (hi < (1L << 30) && lua_getlocal(L, ar, (int) -hi)) {
        lua_pop(L, 1);
        lo = hi;
        hi *= 2;
    }
    while (hi - lo > 1) {   /* lo is there, hi is not */
        long mid = lo + (hi - lo) / 2;

        if (lua_getlocal(L, ar, (int) -mid)) {
            lua_pop(L, 1);
            lo = mid;
        } else {
            hi = mid;
        }
    }
    return lo;
}

/* Note where the script is, for errors raised from outside any frame; and
 * charge a function with many extra arguments for copying them: every
 * `...` and every call passing them on moves them all in one instruction
 * (a tail call adding one argument each time ran without end, #25). */
static void note_position(lua_State *L, struct nhl_host *h)
{
    lua_Debug ar;

    if (lua_getstack(L, 0, &ar) && lua_getinfo(L, "Slu", &ar)) {
        if (ar.currentline > 0) {
            snprintf(h->last_file, sizeof h->last_file, "%s", ar.short_src);
            h->last_line = ar.currentline;
        }
        if (ar.isvararg) {
            long n = count_varargs(L, &ar);

            if (n > VARARGS_FREE)
                h->instr_count += n * (HOOK_EVERY / 4);
        }
    }
}

/* The instruction limit is kept by a count hook, which costs on every VM
 * instruction (Lua then traps each one). A script that is a release's file
 * unchanged (nh_released_script) is what C runs, and it finishes: a state
 * that only ever ran such scripts, under the default limit, goes without
 * the hook (the engine's own steps are still charged, nhl_charge). The
 * first other script, or a limit asked for, sets it for good. */
static void need_hook(struct nhl_host *h)
{
    if (!h->hooked) {
        lua_sethook(h->main, count_hook, LUA_MASKCOUNT, HOOK_EVERY);
        h->hooked = true;
    }
}

static void count_hook(lua_State *L, lua_Debug *ar)
{
    struct nhl_host *h = host_of(L);

    (void) ar;
    note_position(L, h);
    h->instr_count += HOOK_EVERY;
    if (h->instr_count > h->instr_limit || h->instr_exceeded)
        exhaust(L, h);
}

/* A spent budget or memory limit ends the build: raise it again at every
 * place a script could catch it. */
static void recheck(lua_State *L)
{
    struct nhl_host *h = host_of(L);

    if (h->instr_exceeded)
        exhaust(L, h);
    if (h->mem_exceeded) {
        lua_pushliteral(L, "not enough memory");
        lua_error(L);
    }
}

void nhl_charge(lua_State *L, long units)
{
    struct nhl_host *h = host_of(L);

    if (units > 0)
        h->instr_count += units;
    if (h->instr_count > h->instr_limit || h->instr_exceeded) {
        if (!h->instr_exceeded) {
            char file[64];
            int line;

            if (nhl_frame_where(L, file, sizeof file, &line)) {
                snprintf(h->last_file, sizeof h->last_file, "%s", file);
                h->last_line = line;
            }
        }
        exhaust(L, h);
    }
    if (h->mem_used + level_c_mem(h->lev) > h->mem_limit) {
        char file[64];
        int line;

        if (!h->mem_exceeded && nhl_frame_where(L, file, sizeof file, &line)) {
            snprintf(h->last_file, sizeof h->last_file, "%s", file);
            h->last_line = line;
        }
        h->mem_exceeded = true;
        lua_pushliteral(L, "not enough memory");
        lua_error(L);
    }
}

/* pcall and xpcall as the base library has them, but a spent budget is
 * raised again when they return (continuation-style, so a coroutine may
 * still yield across them) */
static int pcall_done(lua_State *L, int status, lua_KContext extra)
{
    nhl_lua_moved(L); /* an error may have unwound a drawing binding */
    recheck(L);
    if (status != LUA_OK && status != LUA_YIELD) {
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - (int) extra;
}

static int safe_pcall(lua_State *L)
{
    int status;

    luaL_checkany(L, 1);
    lua_pushboolean(L, 1);
    lua_insert(L, 1);
    status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, pcall_done);
    return pcall_done(L, status, 0);
}

/* xpcall's message handler, between Lua and the script's: an error the
 * budget raises goes up as it is. Lua runs a message handler for an
 * error raised inside the count hook with hooks off, so the script's
 * handler would run unmetered (#25); and a spent budget is no error a
 * script may handle. */
static int guarded_handler(lua_State *L)
{
    struct nhl_host *h = host_of(L);

    if (h->instr_exceeded || h->mem_exceeded) {
        lua_settop(L, 1);
        return 1;
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

static int safe_xpcall(lua_State *L)
{
    int n = lua_gettop(L), status;

    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, guarded_handler, 1);
    lua_replace(L, 2);
    lua_pushboolean(L, 1);
    lua_pushvalue(L, 1);
    lua_rotate(L, 3, 2);   /* f, handler, true, f, args... */
    status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, pcall_done);
    return pcall_done(L, status, 2);
}

/* coroutine.resume / coroutine.close report a coroutine's error as a
 * value; the library's own function runs, then the budget is checked */
static int safe_coroutine_call(lua_State *L)
{
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    nhl_lua_moved(L);
    recheck(L);
    return lua_gettop(L);
}

static void guard_catchers(lua_State *L)
{
    lua_pushcfunction(L, safe_pcall);
    lua_setglobal(L, "pcall");
    lua_pushcfunction(L, safe_xpcall);
    lua_setglobal(L, "xpcall");
    lua_getglobal(L, LUA_COLIBNAME);
    for (const char *const *f = (const char *const[]) { "resume", "close", NULL };
         *f; f++) {
        lua_getfield(L, -1, *f);
        lua_pushcclosure(L, safe_coroutine_call, 1);
        lua_setfield(L, -2, *f);
    }
    lua_pop(L, 1);
}

/* ---------------------------------------------------------------------
 * Sandbox */

/* What survives of the base library, as NetHack's sandbox (NHL_SB_SAFE)
 * keeps it. `error` is kept too: C removes it, which only changes the text
 * of an error a script raises on purpose ("attempt to call a nil value"
 * there, the script's own message here); no valid level calls it. */
static const char *const base_keep[] = {
    "ipairs", "next", "pairs", "pcall", "select", "tonumber", "tostring",
    "type", "xpcall", "error", "_G", "_VERSION", NULL
};

static void open_safe_libs(lua_State *L)
{
    static const luaL_Reg libs[] = {
        { LUA_GNAME, luaopen_base },
        { LUA_COLIBNAME, luaopen_coroutine },
        { LUA_TABLIBNAME, luaopen_table },
        { LUA_STRLIBNAME, luaopen_string },
        { LUA_MATHLIBNAME, luaopen_math },
        { LUA_UTF8LIBNAME, luaopen_utf8 },
        { NULL, NULL }
    };

    for (const luaL_Reg *l = libs; l->func; l++) {
        luaL_requiref(L, l->name, l->func, 1);
        lua_pop(L, 1);
    }
    /* drop every base function not listed: collect the names first, as
     * a table must not gain or lose keys while lua_next walks it */
    lua_pushglobaltable(L);
    lua_newtable(L); /* names to remove */
    int nremove = 0;

    lua_pushnil(L);
    while (lua_next(L, -3)) {
        lua_pop(L, 1);
        if (lua_type(L, -1) == LUA_TSTRING) {
            const char *k = lua_tostring(L, -1);
            bool keep = false;

            for (int i = 0; base_keep[i]; i++)
                if (strcmp(k, base_keep[i]) == 0)
                    keep = true;
            /* the libraries opened above are tables; keep them */
            lua_pushvalue(L, -1);
            lua_gettable(L, -4);
            if (lua_type(L, -1) == LUA_TTABLE)
                keep = true;
            lua_pop(L, 1);
            if (!keep) {
                lua_pushvalue(L, -1);
                lua_rawseti(L, -3, ++nremove);
            }
        }
    }
    for (int i = 1; i <= nremove; i++) {
        lua_rawgeti(L, -1, i);
        lua_pushnil(L);
        lua_rawset(L, -4);
    }
    lua_pop(L, 2);
    /* the registry's loaded-modules table would still reach them */
    lua_pushnil(L);
    lua_setfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    guard_catchers(L);
}

/* ---------------------------------------------------------------------
 * Files */

static const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');

    return s ? s + 1 : path;
}

/* The message of a failed call: Lua's own text already starts with
 * "file.lua:N:"; errors raised without a position (out of memory) get the
 * last position the hook saw. */
static void error_message(lua_State *L, int status, char *out, size_t outlen)
{
    struct nhl_host *h = host_of(L);

    if (h->instr_exceeded) {
        snprintf(out, outlen, "%s", h->instr_msg);
        return;
    }
    if (status == LUA_ERRMEM || h->mem_exceeded) {
        if (h->last_file[0])
            snprintf(out, outlen, "%s:%d: not enough memory (limit %zu bytes)",
                     h->last_file, h->last_line, h->mem_limit);
        else
            snprintf(out, outlen, "not enough memory (limit %zu bytes)",
                     h->mem_limit);
        return;
    }
    const char *msg = lua_tostring(L, -1);

    if (!msg)
        msg = luaL_typename(L, -1);
    snprintf(out, outlen, "%s", msg);
}

/* Does msg already start with a place, "name.lua:12:"? */
static bool has_place(const char *msg)
{
    const char *c = strchr(msg, ':');

    if (!c || c == msg || memchr(msg, ' ', (size_t) (c - msg)))
        return false;
    if (!isdigit((unsigned char) c[1]))
        return false;
    for (c++; isdigit((unsigned char) *c); c++)
        ;
    return *c == ':';
}

/* The message handler of every script run: at the point of the error,
 * give the message the script file and line it came from (error({}) or a
 * C function's complaint carry none), and say what a non-string error
 * object was. (#12: "table", "nil", "bad argument #1 to '?'" alone.) */
static int place_error(lua_State *L)
{
    lua_Debug ar;
    char where[320] = "";
    const char *msg = lua_type(L, 1) == LUA_TSTRING || lua_type(L, 1) == LUA_TNUMBER
                      ? lua_tostring(L, 1) : NULL;

    for (int level = 1; !where[0] && lua_getstack(L, level, &ar); level++)
        if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0 && ar.source[0] == '@')
            snprintf(where, sizeof where, "%.300s:%d", ar.source + 1, ar.currentline);
    if (!msg)
        msg = lua_pushfstring(L, "error(%s)", luaL_typename(L, 1));
    if (where[0] && !has_place(msg))
        msg = lua_pushfstring(L, "%s: %s", where, msg);
    lua_pushstring(L, msg);
    return 1;
}

/* Load (through the chunk cache, if any) and run one file, chunk named
 * "@base.lua" so positions read "base.lua:12". 0 on success, else the
 * message in out. */
static int run_loaded(lua_State *L, int status, const char *file, char *out,
                      size_t outlen);

static int run_path(lua_State *L, const char *path, char *out, size_t outlen)
{
    struct nhl_host *h = host_of(L);
    char chunk[300];
    int status;

    snprintf(chunk, sizeof chunk, "@%s", base_name(path));
    bool released = false;
    status = chunk_cache_load_script(h->cache, L, path, chunk, out, outlen, &released);
    if (status == LUA_ERRFILE)
        return -1;
    if (!released)
        need_hook(h);
    return run_loaded(L, status, base_name(path), out, outlen);
}

/* Run the chunk lua_load left on the stack (status its result), named
 * file in error positions. */
static int run_loaded(lua_State *L, int status, const char *file, char *out,
                      size_t outlen)
{
    struct nhl_host *h = host_of(L);

    if (status == LUA_OK) {
        snprintf(h->last_file, sizeof h->last_file, "%s", file);
        h->last_line = 0;
        lua_pushcfunction(L, place_error);
        lua_insert(L, -2);
        status = lua_pcall(L, 0, 0, -2);
        nhl_lua_moved(L);
        lua_remove(L, status == LUA_OK ? -1 : -2);   /* the handler */
    }
    if (status != LUA_OK) {
        h->failed = true;
        error_message(L, status, out, outlen);
        lua_pop(L, 1);
        return -1;
    }
    return 0;
}

static int install_globals(lua_State *L)
{
    nhl_where_init(L);
    open_safe_libs(L);
    nhl_register_type(L);
    nhl_register_patterns(L); /* find/match/gmatch/gsub on the budget */
    nhl_register_meters(L);   /* the other library functions too */
    nhl_register_nh(L);  /* nh, nhc, u */
    nhl_register_selection(L);
    nhl_register_des(L);
    nhl_register_obj(L);
    return 0;
}

/* ---------------------------------------------------------------------
 * States kept between builds. C makes a new state for every level; making
 * one (the libraries, the bindings) and loading nhlib.lua's image cost more
 * than most levels' scripts. A state that ran a build without error goes
 * back to the chunk cache, and the next build of the same release takes
 * it: every table the globals reach is put back as it was when the state
 * was new (so nothing a script set or changed survives), the per-build
 * registry entries are dropped, and nhlib.lua runs again, making its draws
 * as in a new state. Only the compiled functions are shared. */

#define PRISTINE_KEY "nhl_pristine"

/* Mark v (at index v) seen and queue it, if it is a table or a Lua
 * function not seen yet. */
static void queue_value(lua_State *L, int v, int queue, int seen, int *n)
{
    int t = lua_type(L, v);
    if (t != LUA_TTABLE && !(t == LUA_TFUNCTION && !lua_iscfunction(L, v)))
        return;
    lua_pushvalue(L, v);
    if (lua_rawget(L, seen) != LUA_TNIL) {
        lua_pop(L, 1);
        return;
    }
    lua_pop(L, 1);
    lua_pushvalue(L, v);
    lua_pushboolean(L, 1);
    lua_rawset(L, seen);
    lua_pushvalue(L, v);
    lua_rawseti(L, queue, ++*n);
}

/* Everything a script can reach from the globals, as it is now: every
 * table reachable through tables and through the upvalues of Lua
 * functions (a theme-room script keeps a local list of work to do after
 * the level), each once. Kept in the registry as an array of { table,
 * copy, number of keys } and { function, its upvalues, their number }. */
static int snapshot_globals(lua_State *L)
{
    lua_newtable(L);                     /* 1: the queue, then the entries */
    lua_newtable(L);                     /* 2: seen */
    int n = 0;
    lua_pushglobaltable(L);
    queue_value(L, 3, 1, 2, &n);
    lua_pop(L, 1);
    for (int i = 1; i <= n; i++) {
        lua_rawgeti(L, 1, i);            /* 3: the table or function */
        lua_newtable(L);                 /* 4: its copy, or its upvalues */
        lua_Integer count = 0;
        if (lua_type(L, 3) == LUA_TTABLE) {
            lua_pushnil(L);
            while (lua_next(L, 3)) {     /* 5: key, 6: value */
                count++;
                lua_pushvalue(L, 5);
                lua_pushvalue(L, 6);
                lua_rawset(L, 4);
                queue_value(L, 6, 1, 2, &n);
                lua_pop(L, 1);
            }
        } else {
            for (int u = 1; lua_getupvalue(L, 3, u); u++) {   /* 5: value */
                count = u;
                lua_pushvalue(L, 5);
                lua_rawseti(L, 4, u);
                queue_value(L, 5, 1, 2, &n);
                lua_pop(L, 1);
            }
        }
        lua_createtable(L, 3, 0);
        lua_pushvalue(L, 3);
        lua_rawseti(L, -2, 1);
        lua_pushvalue(L, 4);
        lua_rawseti(L, -2, 2);
        lua_pushinteger(L, count);
        lua_rawseti(L, -2, 3);
        lua_rawseti(L, 1, i);
        lua_settop(L, 2);
    }
    lua_pop(L, 1);                       /* seen */
    lua_setfield(L, LUA_REGISTRYINDEX, PRISTINE_KEY);
    return 0;
}

/* Put every table and upvalue of the snapshot back: a table's keys that
 * are new go, the others get their values back; an upvalue gets its
 * value back (and the table it held, itself put back). */
static int restore_globals(lua_State *L)
{
    if (lua_getfield(L, LUA_REGISTRYINDEX, PRISTINE_KEY) != LUA_TTABLE)
        return luaL_error(L, "no snapshot");
    lua_Integer n = luaL_len(L, -1);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, 1, i);
        lua_rawgeti(L, -1, 1);           /* table or function */
        lua_rawgeti(L, -2, 2);           /* copy or upvalues */
        lua_rawgeti(L, -3, 3);           /* its number of keys or upvalues */
        lua_Integer want = lua_tointeger(L, -1);
        lua_pop(L, 1);
        int t = lua_gettop(L) - 1;
        if (lua_type(L, t) == LUA_TFUNCTION) {
            for (lua_Integer u = 1; u <= want; u++) {
                lua_rawgeti(L, t + 1, u);
                if (lua_getupvalue(L, t, (int)u) && !lua_rawequal(L, -1, -2)) {
                    lua_pop(L, 1);
                    lua_setupvalue(L, t, (int)u);
                } else {
                    lua_pop(L, 2);
                }
                lua_settop(L, t + 1);
            }
            lua_settop(L, t - 2);
            continue;
        }
        lua_Integer matched = 0;
        /* one walk: a key the copy lacks is cleared, a changed value set
           back (clearing and changing existing fields is allowed while
           lua_next walks a table) */
        lua_pushnil(L);
        while (lua_next(L, t)) {
            lua_pushvalue(L, -2);
            lua_rawget(L, t + 1);        /* key, value, copy's value */
            if (lua_isnil(L, -1)) {
                lua_pushvalue(L, -3);
                lua_pushnil(L);
                lua_rawset(L, t);
            } else {
                matched++;
                if (!lua_rawequal(L, -1, -2)) {
                    lua_pushvalue(L, -3);
                    lua_pushvalue(L, -2);
                    lua_rawset(L, t);
                }
            }
            lua_pop(L, 2);
        }
        /* keys a script removed come back */
        if (matched < want) {
            lua_pushnil(L);
            while (lua_next(L, t + 1)) {
                lua_pushvalue(L, -2);
                lua_insert(L, -2);
                lua_rawset(L, t);
            }
        }
        lua_settop(L, t - 2);
    }
    /* what bindings keep per build */
    lua_pushnil(L);
    lua_setfield(L, LUA_REGISTRYINDEX, "nhl_variables");
    lua_pushnil(L);
    lua_setfield(L, LUA_REGISTRYINDEX, "nhl_strings");
    return 0;
}

static void close_state(lua_State *L);
static lua_State *lua_host_fresh(struct nhl_level *lev, const struct lua_host_opts *opts);

/* nhlib.lua run in L, from the level's directory (its shuffle draws are
 * the build's); L, or NULL (closed) with lev->errmsg set. */
static lua_State *with_nhlib(lua_State *L, struct nhl_level *lev, const struct lua_host_opts *opts)
{
    if (opts && opts->dir) {
        char path[1100];

        snprintf(path, sizeof path, "%s/nhlib.lua", opts->dir);
        if (run_path(L, path, lev->errmsg, sizeof lev->errmsg) != 0) {
            lua_host_close(L);
            return NULL;
        }
    }
    return L;
}

/* A kept state serves a new build: its host points at the new level. */
static void host_attach(struct nhl_host *h, struct nhl_level *lev, const struct lua_host_opts *opts)
{
    h->lev = lev;
    h->mem_limit = opts->mem_limit ? opts->mem_limit : DEFAULT_MEM_LIMIT;
    h->instr_limit = opts->instr_limit > 0 ? opts->instr_limit : DEFAULT_INSTR_LIMIT;
    h->instr_count = 0;
    h->last_file[0] = '\0';
    h->last_line = 0;
    nhl_where_reset(&h->where);
    if (opts->instr_limit > 0)
        need_hook(h);
    if (lev->rng) {
        lev->rng->locate = nhl_locate_draw;
        lev->rng->locate_ud = h->main;
    }
}

lua_State *lua_host_new(struct nhl_level *lev, const struct lua_host_opts *opts)
{
    struct nhl_chunk_cache *cache = opts ? opts->cache : NULL;
    lua_State *L = chunk_cache_take_state(cache, lev->nh, NULL);

    if (L) {
        host_attach(host_of(L), lev, opts);
        return with_nhlib(L, lev, opts);
    }
    return lua_host_fresh(lev, opts);
}

lua_State *lua_host_take_tagged(struct nhl_level *lev, const struct lua_host_opts *opts,
                                const char *tag)
{
    lua_State *L = chunk_cache_take_state(opts ? opts->cache : NULL, lev->nh, tag);

    if (L)
        host_attach(host_of(L), lev, opts);
    return L;
}

void lua_host_set_tag(lua_State *L, const char *tag)
{
    struct nhl_host *h = host_of(L);
    char *t = tag ? strdup(tag) : NULL;

    if (!h->cache || !h->pool_key || !t) {
        free(t);
        return;
    }
    lua_pushcfunction(L, snapshot_globals);
    if (lua_pcall(L, 0, 0, 0) != LUA_OK) {
        /* the old snapshot stands and the state goes untagged: it is
           never taken for a loaded one */
        lua_pop(L, 1);
        h->failed = true;
        free(t);
        return;
    }
    free(h->tag);
    h->tag = t;
}

static lua_State *lua_host_fresh(struct nhl_level *lev, const struct lua_host_opts *opts)
{
    struct nhl_host *h = calloc(1, sizeof *h);
    lua_State *L;

    if (!h) {
        snprintf(lev->errmsg, sizeof lev->errmsg, "out of memory");
        return NULL;
    }
    h->lev = lev;
    h->cache = opts ? opts->cache : NULL;
    h->mem_limit = opts && opts->mem_limit ? opts->mem_limit
                                           : DEFAULT_MEM_LIMIT;
    h->instr_limit = opts && opts->instr_limit > 0 ? opts->instr_limit
                                                   : DEFAULT_INSTR_LIMIT;
    L = lua_newstate(limited_alloc, h);
    if (!L) {
        lua_pool_release(&h->pool);
        free(h);
        snprintf(lev->errmsg, sizeof lev->errmsg,
                 "cannot create Lua state: not enough memory");
        return NULL;
    }
    *(struct nhl_host **) lua_getextraspace(L) = h;
    h->main = L;
    if (opts && opts->instr_limit > 0)
        need_hook(h);
    if (lev->rng) {
        lev->rng->locate = nhl_locate_draw;
        lev->rng->locate_ud = h->main;
    }

    /* globals in nhl_init's order, under a pcall: with a tiny memory limit
     * even this can fail, which must be an error, not a Lua panic */
    lua_pushcfunction(L, install_globals);
    int st = lua_pcall(L, 0, 0, 0);

    if (st == LUA_OK && h->cache) {
        /* what a kept state is put back to */
        h->pool_key = lev->nh;
        lua_pushcfunction(L, snapshot_globals);
        st = lua_pcall(L, 0, 0, 0);
    }

    if (st != LUA_OK) {
        error_message(L, st, lev->errmsg, sizeof lev->errmsg);
        lua_host_close(L);
        return NULL;
    }
    return with_nhlib(L, lev, opts);
}

int lua_host_run_file(lua_State *L, const char *path)
{
    struct nhl_level *lev = nhl_level(L);

    return run_path(L, path, lev->errmsg, sizeof lev->errmsg);
}

int lua_host_run_text(lua_State *L, const char *text, size_t len,
                      const char *name)
{
    struct nhl_level *lev = nhl_level(L);
    char chunk[300];

    snprintf(chunk, sizeof chunk, "@%s", base_name(name));
    need_hook(host_of(L));
    return run_loaded(L, luaL_loadbufferx(L, text, len, chunk, "t"),
                      base_name(name), lev->errmsg, sizeof lev->errmsg);
}

static void close_state(lua_State *L)
{
    struct nhl_host *h = host_of(L);

    lua_close(L);
    lua_pool_release(&h->pool);
    free(h->tag);
    free(h);
}

void lua_host_close(lua_State *L)
{
    if (!L)
        return;
    struct nhl_host *h = host_of(L);

    lua_settop(L, 0);
    /* a state whose build went well is put back and kept */
    bool keep = h->cache && h->pool_key && !h->failed && !h->instr_exceeded
                && !h->mem_exceeded && L == h->main;
    if (keep) {
        lua_pushcfunction(L, restore_globals);
        keep = lua_pcall(L, 0, 0, 0) == LUA_OK;
        lua_settop(L, 0);
    }
    /* the build's garbage is left to the incremental collector (no
       binding has a finalizer) unless it is a good part of the limit: the
       next build must not meet the limit through it */
    if (keep && h->mem_used > h->mem_limit / 4)
        lua_gc(L, LUA_GCCOLLECT);
    if (h->lev && h->lev->rng && h->lev->rng->locate_ud == h->main) {
        h->lev->rng->locate = NULL;
        h->lev->rng->locate_ud = NULL;
    }
    h->lev = NULL;
    if (keep && chunk_cache_keep_state(h->cache, L, h->pool_key, h->tag, close_state))
        return;
    close_state(L);
}
