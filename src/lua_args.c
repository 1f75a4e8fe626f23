/* lua_args.c - reading a binding's arguments (after nhlua.c's get_table_*
 * family and sp_lev.c's get_coord): every value a script hands the engine
 * is checked here, and errors carry the script's file and line
 * (luaL_error). Also the short text of a call's arguments the step log
 * keeps. Declared in lua_host.h, with the host they serve. */
#include "lua_host.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "level.h"
#include "location.h"
#include "numtext.h"
#include "rm.h"

/* ---------------------------------------------------------------------
 * Argument helpers. Every error goes through luaL_error, which prefixes
 * the calling script's "file.lua:N:". */

/* An integer from the value on top, or an error naming the key. */
static lua_Integer in_range(lua_State *L, lua_Integer v, const char *what)
{
    if (v < -NHL_INT_LIMIT || v > NHL_INT_LIMIT)
        luaL_error(L, "%s: %I is out of range (%d to %d)", what, v, -NHL_INT_LIMIT,
                   NHL_INT_LIMIT);
    return v;
}

lua_Integer nhl_checkinteger(lua_State *L, int idx)
{
    lua_Integer v = luaL_checkinteger(L, idx);

    /* the message is made only when needed: nh.rn2 passes here for every
       draw a script makes */
    if (v < -NHL_INT_LIMIT || v > NHL_INT_LIMIT) {
        char what[32];

        snprintf(what, sizeof what, "argument #%d", idx);
        return in_range(L, v, what);
    }
    return v;
}

lua_Integer nhl_optinteger(lua_State *L, int idx, lua_Integer dflt)
{
    return lua_isnoneornil(L, idx) ? dflt : nhl_checkinteger(L, idx);
}

lua_Integer nhl_tointeger(lua_State *L, int idx)
{
    int isnum = 0;
    lua_Integer v = lua_tointegerx(L, idx, &isnum);

    /* C reads lua_tointeger, which makes NaN, 2^63, 1.5 and nil a silent
       0: here they are errors at the script line */
    if (!isnum) {
        int t = lua_type(L, idx);

        luaL_error(L, "argument #%d is %s, expected an integer", idx,
                   t == LUA_TNUMBER ? "not a whole number in range" : luaL_typename(L, idx));
    }
    return in_range(L, v, "a number");
}

/* ---------------------------------------------------------------------
 * Positions checked where a binding takes them: on the map, or C's
 * random, else an error at the script line. */

void nhl_check_map_xy(lua_State *L, const struct nhl_level *lev, const char *what, int x,
                      int y)
{
    int ax = x, ay = y;

    /* -1 is C's random placement (in either coordinate, as the tables'
       absent keys read); a coordinate below it is no place */
    if (x < -1 || y < -1)
        luaL_error(L, "%s at (%d,%d) is off the map (-1 is random)", what, x, y);
    if (x == -1 || y == -1)
        return;
    cvt_to_abscoord(lev, &ax, &ay);
    if (!isok(ax, ay))
        luaL_error(L, "%s at (%d,%d) is off the map (at (%d,%d) of the level)", what, x, y,
                   ax, ay);
}

void nhl_check_map_region(lua_State *L, const struct nhl_level *lev, const char *what,
                          const int r[4], bool relative)
{
    /* all four -1: none given (the whole level, or no exclusion) */
    if (r[0] == -1 && r[1] == -1 && r[2] == -1 && r[3] == -1)
        return;
    for (int c = 0; c < 2; c++) {
        int x = r[2 * c], y = r[2 * c + 1], ax = x, ay = y;

        if (relative)
            cvt_to_abscoord(lev, &ax, &ay);
        if (x < -1 || y < -1 || ax < -1 || ay < -1 || ax >= COLNO || ay >= ROWNO)
            luaL_error(L, "%s (%d,%d,%d,%d) reaches off the map (corner (%d,%d)%s)", what, r[0],
                       r[1], r[2], r[3], x, y, relative ? ", relative to the map" : "");
    }
}

void nhl_check_near_map(lua_State *L, const char *what, int ax, int ay)
{
    /* one cell around the map: C answers there (stone, nothing), and
       scripts look at a cell's neighbours without testing the edge */
    if (ax < -1 || ay < -1 || ax > COLNO || ay > ROWNO)
        luaL_error(L, "%s at (%d,%d) is off the map", what, ax, ay);
}

lua_Integer nhl_int_in_range(lua_State *L, lua_Integer v, const char *what)
{
    return in_range(L, v, what);
}

static lua_Integer top_integer(lua_State *L, const char *key)
{
    int isnum = 0;
    lua_Integer v = lua_tointegerx(L, -1, &isnum);

    if (!isnum) {
        if (lua_type(L, -1) == LUA_TNUMBER)
            luaL_error(L, "%s: number has no integer representation", key);
        luaL_error(L, "%s: integer expected, got %s", key,
                   luaL_typename(L, -1));
    }
    return in_range(L, v, key);
}

/* Keep a string alive for the rest of the state's life: a number turned
 * into text exists only on the stack, and the caller keeps the pointer
 * after the value is popped. */
static const char *anchor_string(lua_State *L)
{
    const char *s = lua_tostring(L, -1);

    if (lua_getfield(L, LUA_REGISTRYINDEX, "nhl_strings") != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setfield(L, LUA_REGISTRYINDEX, "nhl_strings");
    }
    lua_pushvalue(L, -2);
    lua_pushboolean(L, 1);
    lua_rawset(L, -3);
    lua_pop(L, 1);
    return s;
}

/* A string from the value on top, or NULL for nil; error otherwise. */
static const char *top_string(lua_State *L, const char *key)
{
    int t = lua_type(L, -1);

    if (t == LUA_TNIL)
        return NULL;
    if (t == LUA_TSTRING)
        return lua_tostring(L, -1); /* the table keeps it alive */
    if (t == LUA_TNUMBER) {
        lua_tostring(L, -1);
        return anchor_string(L);
    }
    luaL_error(L, "%s: string expected, got %s", key, luaL_typename(L, -1));
    return NULL;
}

int nhl_table_int(lua_State *L, int idx, const char *key, int dflt)
{
    int ret = dflt;

    /* lua_getfield tells the type: no second call to ask it */
    if (lua_getfield(L, idx, key) != LUA_TNIL)
        ret = (int) top_integer(L, key);
    lua_pop(L, 1);
    return ret;
}

int nhl_table_int_req(lua_State *L, int idx, const char *key)
{
    int ret;

    lua_getfield(L, idx, key);
    if (lua_isnil(L, -1))
        luaL_error(L, "missing required key '%s'", key);
    ret = (int) top_integer(L, key);
    lua_pop(L, 1);
    return ret;
}

const char *nhl_table_str(lua_State *L, int idx, const char *key,
                          const char *dflt)
{
    const char *s;
    int t = lua_getfield(L, idx, key);

    /* 5.0.0 nhlua.c get_table_str_opt: a function given for the string is
     * called and its result taken; anything but a string, nil or function
     * is refused (3.7 also took a number) */
    if (nhl_level(L)->nh->rules.opt_str_calls_function) {
        if (t == LUA_TFUNCTION) {
            lua_call(L, 0, 1);
        } else if (t != LUA_TSTRING && t != LUA_TNIL) {
            luaL_error(L, "get_table_str_opt: no string");
        }
    }
    s = top_string(L, key);
    lua_pop(L, 1);
    return s ? s : dflt;
}

const char *nhl_table_str_req(lua_State *L, int idx, const char *key)
{
    const char *s;

    lua_getfield(L, idx, key);
    s = top_string(L, key);
    if (!s)
        luaL_error(L, "missing required key '%s'", key);
    lua_pop(L, 1);
    return s;
}

int nhl_table_boolean(lua_State *L, int idx, const char *key, int dflt)
{
    /* C returns the index in this list for a string, not its meaning:
     * "true" gives 0 and "false" 1 (get_table_boolean) */
    static const char *const boolstr[] = { "true", "false", "yes", "no", NULL };
    int ret = -1;

    switch (lua_getfield(L, idx, key)) {
    case LUA_TNIL:
        lua_pop(L, 1);
        return dflt;
    case LUA_TSTRING: {
        const char *s = lua_tostring(L, -1);

        for (int i = 0; boolstr[i]; i++)
            if (strcmp(s, boolstr[i]) == 0)
                ret = i;
        if (ret < 0)
            luaL_error(L, "%s: invalid option '%s'", key, s);
        break;
    }
    case LUA_TBOOLEAN:
        ret = lua_toboolean(L, -1);
        break;
    case LUA_TNUMBER:
        ret = (int) top_integer(L, key);
        if (ret < 0 || ret > 1)
            ret = -1;
        break;
    default:
        break;
    }
    lua_pop(L, 1);
    if (ret == -1)
        luaL_error(L, "%s: expected a boolean", key);
    return ret;
}

int nhl_table_option(lua_State *L, int idx, const char *key, const char *dflt,
                     const char *const opts[])
{
    const char *s;

    lua_getfield(L, idx, key);
    s = top_string(L, key);
    if (!s)
        s = dflt;
    if (!s)
        luaL_error(L, "missing required key '%s'", key);
    for (int i = 0; opts[i]; i++)
        if (strcmp(s, opts[i]) == 0) {
            lua_pop(L, 1);
            return i;
        }
    return luaL_error(L, "%s: invalid option '%s'", key, s);
}

int nhl_standin(lua_State *L, const char *kind, const char *name, int typ,
                const char *made)
{
    struct nhl_level *lev = nhl_level(L);
    int si;

    luaL_where(L, 1);
    si = level_standin(lev, lua_tostring(L, -1), kind, name, typ, made);
    lua_pop(L, 1);
    return si;
}

/* a map character the release lacks: in a lenient build, floor (a
   background, stone) standing in for it */
static int unknown_mapchr(lua_State *L, const char *s, const char *key)
{
    bool bg = key && !strcmp(key, "bg");

    if (!nhl_level(L)->lenient) {
        if (key)
            luaL_error(L, "Erroneous map char '%s' for %s", s, key);
        luaL_error(L, "Erroneous map char '%s'", s);
    }
    (void) nhl_standin(L, "map char", s, bg ? STONE : ROOM,
                       bg ? "stone is made" : "floor is made");
    return bg ? STONE : ROOM;
}

int nhl_table_mapchr(lua_State *L, int idx, const char *key, int dflt)
{
    const char *s = nhl_table_str(L, idx, key, NULL);
    int typ;

    /* an empty string counts as absent (get_table_mapchr_opt) */
    if (!s || !*s)
        return dflt;
    typ = strlen(s) == 1 ? nhl_char2typ(s[0]) : INVALID_TYPE;
    if (typ == INVALID_TYPE)
        typ = unknown_mapchr(L, s, key);
    return typ;
}

int nhl_check_mapchr(lua_State *L, int idx)
{
    const char *s = luaL_checkstring(L, idx);
    int typ = strlen(s) == 1 ? nhl_char2typ(s[0]) : INVALID_TYPE;

    if (typ == INVALID_TYPE)
        typ = unknown_mapchr(L, s, NULL);
    return typ;
}

/* entry n of the array at idx, which must be a number */
static int array_int(lua_State *L, int idx, int n)
{
    int isnum = 0;
    lua_Integer v;

    lua_rawgeti(L, idx, n);
    v = lua_tointegerx(L, -1, &isnum);
    if (!isnum)
        luaL_error(L, "array entry #%d is %s, expected an integer", n,
                   lua_type(L, -1) == LUA_TNUMBER ? "not a whole number"
                                                  : luaL_typename(L, -1));
    /* the message is made only when needed (a coordinate is two entries) */
    if (v < -NHL_INT_LIMIT || v > NHL_INT_LIMIT) {
        char what[32];

        snprintf(what, sizeof what, "array entry #%d", n);
        v = in_range(L, v, what);
    }
    lua_pop(L, 1);
    return (int) v;
}

bool nhl_get_coord(lua_State *L, int idx, int *x, int *y)
{
    idx = lua_absindex(L, idx);
    int t = lua_type(L, idx);

    if (t == LUA_TNIL || t == LUA_TNONE)
        return false;
    if (t != LUA_TTABLE)
        luaL_error(L, "non-table coord specified");
    if (lua_getfield(L, idx, "x") != LUA_TNIL) {
        int vx = (int) top_integer(L, "x");

        lua_pop(L, 1);
        if (lua_getfield(L, idx, "y") == LUA_TNIL)
            luaL_error(L, "Not a coordinate");
        *y = (int) top_integer(L, "y");
        *x = vx;
        lua_pop(L, 1);
        return true;
    }
    lua_pop(L, 1);
    if (luaL_len(L, idx) != 2)
        luaL_error(L, "Not a coordinate");
    *x = array_int(L, idx, 1);
    *y = array_int(L, idx, 2);
    return true;
}

void nhl_table_xy(lua_State *L, int idx, int *x, int *y)
{
    idx = lua_absindex(L, idx);
    int mx = nhl_table_int(L, idx, "x", -1);
    int my = nhl_table_int(L, idx, "y", -1);

    /* sp_lev.c get_table_xy_or_coord: coord= only when x and y are absent */
    if (mx == -1 && my == -1) {
        lua_getfield(L, idx, "coord");
        (void) nhl_get_coord(L, -1, &mx, &my);
        lua_pop(L, 1);
    }
    *x = mx;
    *y = my;
}

bool nhl_get_table_region(lua_State *L, int idx, const char *key, int r[4],
                          bool optional)
{
    idx = lua_absindex(L, idx);
    lua_getfield(L, idx, key);
    if (optional && lua_isnil(L, -1)) {
        lua_pop(L, 1);
        return false;
    }
    if (!lua_istable(L, -1))
        luaL_error(L, "%s: table expected, got %s", key, luaL_typename(L, -1));
    int t = lua_gettop(L);

    if (luaL_len(L, t) != 4)
        luaL_error(L, "Not a region");
    for (int i = 0; i < 4; i++)
        r[i] = array_int(L, t, i + 1);
    lua_pop(L, 1);
    return true;
}

bool nhl_table_region(lua_State *L, int idx, const char *key, int r[4])
{
    idx = lua_absindex(L, idx);
    r[0] = nhl_table_int(L, idx, "x1", -1);
    r[1] = nhl_table_int(L, idx, "y1", -1);
    r[2] = nhl_table_int(L, idx, "x2", -1);
    r[3] = nhl_table_int(L, idx, "y2", -1);
    if (r[0] != -1 || r[1] != -1 || r[2] != -1 || r[3] != -1)
        return true;
    return key && nhl_get_table_region(L, idx, key, r, true);
}

/* ---------------------------------------------------------------------
 * Argument text for step records: short and never failing. */

struct textbuf {
    char *p;
    size_t len, used;
};

static void tb_add(struct textbuf *tb, const char *s)
{
    size_t n = strlen(s);

    if (tb->used + 1 >= tb->len)
        return;
    if (n > tb->len - 1 - tb->used)
        n = tb->len - 1 - tb->used;
    memcpy(tb->p + tb->used, s, n);
    tb->used += n;
    tb->p[tb->used] = '\0';
}

static void value_text(lua_State *L, int idx, struct textbuf *tb, int depth);

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *) a, *(const char *const *) b);
}

/* The array part in order, then the string keys sorted: the same text on
 * every run (a table's own order follows string hashes, which Lua seeds
 * afresh in each state). */
static void table_text(lua_State *L, int t, struct textbuf *tb, int depth)
{
    const char *keys[24];
    int nkeys = 0, more = 0;
    lua_Integer n = (lua_Integer) lua_rawlen(L, t);
    bool first = true;

    for (lua_Integer i = 1; i <= n && i <= 8; i++) {
        if (!first)
            tb_add(tb, ",");
        first = false;
        lua_rawgeti(L, t, i);
        value_text(L, lua_gettop(L), tb, depth + 1);
        lua_pop(L, 1);
    }
    if (n > 8)
        tb_add(tb, ",...");
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        if (lua_type(L, -1) != LUA_TSTRING)
            continue;
        if (nkeys < (int) (sizeof keys / sizeof keys[0]))
            keys[nkeys++] = lua_tostring(L, -1); /* the table keeps it */
        else
            more = 1;
    }
    qsort(keys, (size_t) nkeys, sizeof keys[0], cmp_str);
    for (int i = 0; i < nkeys; i++) {
        if (!first)
            tb_add(tb, ",");
        first = false;
        tb_add(tb, keys[i]);
        tb_add(tb, "=");
        lua_pushstring(L, keys[i]);
        lua_rawget(L, t);
        value_text(L, lua_gettop(L), tb, depth + 1);
        lua_pop(L, 1);
    }
    if (more)
        tb_add(tb, ",...");
}

static void value_text(lua_State *L, int idx, struct textbuf *tb, int depth)
{
    char tmp[96];

    switch (lua_type(L, idx)) {
    case LUA_TNIL:
        tb_add(tb, "nil");
        break;
    case LUA_TBOOLEAN:
        tb_add(tb, lua_toboolean(L, idx) ? "true" : "false");
        break;
    case LUA_TNUMBER:
        if (lua_isinteger(L, idx))
            *put_decimal(tmp, tmp + sizeof tmp - 1, (long long) lua_tointeger(L, idx)) = '\0';
        else
            snprintf(tmp, sizeof tmp, "%g", lua_tonumber(L, idx));
        tb_add(tb, tmp);
        break;
    case LUA_TSTRING: {
        size_t n;
        const char *s = lua_tolstring(L, idx, &n);

        /* maps are long: the first line only, with a size hint */
        const char *nl = memchr(s, '\n', n);
        size_t show = nl ? (size_t) (nl - s) : n;

        if (show > 40)
            show = 40;
        /* "%.*s" by hand (every des.* call of a viewed build comes here):
           up to show bytes, stopping at a NUL */
        size_t k = strnlen(s, show);
        char *q = tmp;

        *q++ = '"';
        memcpy(q, s, k);
        q += k;
        if (show < n) {
            memcpy(q, "...", 3);
            q += 3;
        }
        *q++ = '"';
        *q = '\0';
        tb_add(tb, tmp);
        break;
    }
    case LUA_TTABLE:
        if (depth > 1) {
            tb_add(tb, "{...}");
            break;
        }
        tb_add(tb, "{");
        table_text(L, lua_absindex(L, idx), tb, depth);
        tb_add(tb, "}");
        break;
    case LUA_TFUNCTION:
        tb_add(tb, "function");
        break;
    case LUA_TUSERDATA:
        if (luaL_testudata(L, idx, "selection"))
            tb_add(tb, "selection");
        else
            tb_add(tb, "userdata");
        break;
    default:
        tb_add(tb, luaL_typename(L, idx));
        break;
    }
}

void nhl_args_text(lua_State *L, char *buf, size_t len)
{
    struct textbuf tb = { buf, len, 0 };
    int top = lua_gettop(L);

    if (!len)
        return;
    buf[0] = '\0';
    if (!lua_checkstack(L, 8))
        return;
    for (int i = 1; i <= top; i++) {
        if (i > 1)
            tb_add(&tb, ", ");
        value_text(L, i, &tb, 0);
    }
}
