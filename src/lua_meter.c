/* lua_meter.c - the standard library's C functions on the build's budget
 * (see lua_meter.h). Units are those of nhl_charge: one VM instruction,
 * a few nanoseconds; a byte copied costs an eighth of one, a step of a
 * loop in C (a repetition, an element, a byte decoded) one. */
#include "lua_meter.h"

#include <lauxlib.h>
#include <lualib.h>
#include <math.h>

#include "lua_host.h"

/* what a call's arguments say it will do, before it runs */
enum meter_kind {
    M_RESULTS,   /* nothing beforehand: only what it hands back */
    M_REP,       /* string.rep(s, n [, sep]): n repetitions of s..sep */
    M_BYTES1,    /* a walk over the string at 1 (utf8.len, tonumber) */
    M_FORMAT,    /* the format string at 1 and every argument */
    M_NARGS,     /* one step per argument (string.char, table.pack) */
    M_CONCAT,    /* table.concat(t, sep, i, j): the elements i..j */
    M_SHIFT,     /* table.insert / table.remove: elements moved up or down */
    M_MOVE,      /* table.move(a, f, e, t): e - f + 1 elements */
    M_SORT,      /* table.sort(t): n log n comparisons */
};

/* a huge count is charged as a huge count, not wrapped round */
static long clamp_units(double u)
{
    if (!(u > 0))
        return 0;
    if (u > 1e15)
        return 1000000000000000L;
    return (long) u;
}

static double str_len_at(lua_State *L, int idx)
{
    size_t n = 0;

    if (lua_type(L, idx) == LUA_TSTRING)
        lua_tolstring(L, idx, &n);
    return (double) n;
}

/* an integer argument as C reads it, or dflt if it is not one */
static double int_at(lua_State *L, int idx, double dflt)
{
    int ok = 0;
    lua_Integer v = lua_tointegerx(L, idx, &ok);

    return ok ? (double) v : dflt;
}

static double table_len_at(lua_State *L, int idx)
{
    return lua_type(L, idx) == LUA_TTABLE ? (double) lua_rawlen(L, idx) : 0;
}

static double cost_before(lua_State *L, enum meter_kind kind)
{
    int top = lua_gettop(L);

    switch (kind) {
    case M_RESULTS:
        return 0;
    case M_REP: {
        double n = int_at(L, 2, 0);

        if (n <= 0)
            return 0;
        return n + n * (str_len_at(L, 1) + str_len_at(L, 3)) / 8;
    }
    case M_BYTES1:
        return 1 + str_len_at(L, 1);
    case M_FORMAT: {
        double u = str_len_at(L, 1) + top;

        for (int i = 2; i <= top; i++)
            u += str_len_at(L, i) / 8;
        return u;
    }
    case M_NARGS:
        return top;
    case M_CONCAT: {
        double n = table_len_at(L, 1);
        double i = int_at(L, 3, 1), j = int_at(L, 4, n);
        /* the walk stops at the first element that is not there */
        double steps = j - i + 1 < n + 1 ? j - i + 1 : n + 1;

        return steps;
    }
    case M_SHIFT:
        return 1 + table_len_at(L, 1);
    case M_MOVE: {
        double f = int_at(L, 2, 0), e = int_at(L, 3, 0);

        return e >= f ? e - f + 1 : 0;
    }
    case M_SORT: {
        double n = table_len_at(L, 1);

        return n > 1 ? n * log2(n) : 0;
    }
    }
    return 0;
}

/* what a call handed back: one step per value and the bytes of strings */
static double cost_after(lua_State *L, int nret)
{
    double u = nret;
    int top = lua_gettop(L);

    for (int i = top - nret + 1; i <= top; i++)
        u += str_len_at(L, i) / 8;
    return u;
}

/* The original runs on this frame (it reads no upvalues), so its argument
 * errors name the function as the script called it. */
static int metered_call(lua_State *L)
{
    lua_CFunction fn = lua_tocfunction(L, lua_upvalueindex(1));
    enum meter_kind kind = (enum meter_kind) lua_tointeger(L, lua_upvalueindex(2));

    nhl_charge(L, clamp_units(cost_before(L, kind)));
    int nret = fn(L);

    nhl_charge(L, clamp_units(cost_after(L, nret)));
    return nret;
}

struct meter_entry {
    const char *lib;       /* NULL: a global function */
    const char *name;
    enum meter_kind kind;
};

static const struct meter_entry meters[] = {
    { NULL, "tonumber", M_BYTES1 },
    { LUA_STRLIBNAME, "rep", M_REP },
    { LUA_STRLIBNAME, "format", M_FORMAT },
    { LUA_STRLIBNAME, "byte", M_RESULTS },
    { LUA_STRLIBNAME, "char", M_NARGS },
    { LUA_STRLIBNAME, "sub", M_RESULTS },
    { LUA_STRLIBNAME, "upper", M_BYTES1 },
    { LUA_STRLIBNAME, "lower", M_BYTES1 },
    { LUA_STRLIBNAME, "reverse", M_BYTES1 },
    { LUA_STRLIBNAME, "pack", M_FORMAT },
    { LUA_STRLIBNAME, "packsize", M_BYTES1 },
    { LUA_STRLIBNAME, "unpack", M_FORMAT },
    { LUA_STRLIBNAME, "dump", M_RESULTS },
    { LUA_TABLIBNAME, "concat", M_CONCAT },
    { LUA_TABLIBNAME, "insert", M_SHIFT },
    { LUA_TABLIBNAME, "remove", M_SHIFT },
    { LUA_TABLIBNAME, "move", M_MOVE },
    { LUA_TABLIBNAME, "sort", M_SORT },
    { LUA_TABLIBNAME, "unpack", M_RESULTS },
    { LUA_TABLIBNAME, "pack", M_NARGS },
    { LUA_UTF8LIBNAME, "len", M_BYTES1 },
    { LUA_UTF8LIBNAME, "offset", M_BYTES1 },
    { LUA_UTF8LIBNAME, "codepoint", M_BYTES1 },
    { LUA_UTF8LIBNAME, "char", M_NARGS },
    { NULL, NULL, M_RESULTS }
};

void nhl_register_meters(lua_State *L)
{
    for (const struct meter_entry *m = meters; m->name; m++) {
        if (m->lib) {
            if (lua_getglobal(L, m->lib) != LUA_TTABLE) {
                lua_pop(L, 1);
                continue;
            }
        } else {
            lua_pushglobaltable(L);
        }
        lua_getfield(L, -1, m->name);
        lua_CFunction fn = lua_tocfunction(L, -1);

        lua_pop(L, 1);
        if (fn) {
            lua_pushcfunction(L, fn);
            lua_pushinteger(L, m->kind);
            lua_pushcclosure(L, metered_call, 2);
            lua_setfield(L, -2, m->name);
        }
        lua_pop(L, 1);
    }
}
