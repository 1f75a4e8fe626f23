/* lua_where.c - where a running level script is: the innermost script
 * line, for step records, error messages and the line of every logged
 * draw. A draw's line is looked up once per binding call and kept while
 * no Lua can have run: a des.* call's thousands of draws all sit on the
 * line that called it, and the lookup (lua_getinfo) costs more than a
 * draw. */
#include "lua_where.h"

#include <string.h>
#include <lauxlib.h>

#include "lua_host.h"
#include "numtext.h"

static const char where_key = 0;  /* registry slot of the function named */

void nhl_where_init(lua_State *L)
{
    lua_pushboolean(L, 0);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &where_key);
}

void nhl_where_reset(struct nhl_where *w)
{
    w->fn = NULL;
    w->cached = false;
}

bool nhl_frame_where(lua_State *L, char *file, size_t filelen, int *line)
{
    struct nhl_where *w = nhl_where_state(L);
    lua_Debug ar;

    /* the line first (C frames have none), the file's name only for a
       function not seen last time */
    for (int lvl = 0; lua_getstack(L, lvl, &ar); lvl++) {
        if (!lua_getinfo(L, "fl", &ar))
            continue;
        if (ar.currentline <= 0) {
            lua_pop(L, 1);
            continue;
        }
        const void *fn = lua_topointer(L, -1);
        if (fn != w->fn || !w->fn) {
            /* the registry holds the function named, so that its address
               names no other while cached (the slot exists from the
               state's start: setting it allocates nothing, and this runs
               inside the allocator when the memory limit is met) */
            lua_pushvalue(L, -1);
            lua_rawsetp(L, LUA_REGISTRYINDEX, &where_key);
            if (!lua_getinfo(L, ">S", &ar)) {  /* pops the function */
                w->fn = NULL;
                return false;
            }
            size_t n = strnlen(ar.short_src, sizeof w->src - 1);
            memcpy(w->src, ar.short_src, n);
            w->src[n] = '\0';
            w->fn = fn;
        } else {
            lua_pop(L, 1);
        }
        if (file && filelen) {
            size_t n = strnlen(w->src, filelen - 1);
            memcpy(file, w->src, n);
            file[n] = '\0';
        }
        if (line)
            *line = ar.currentline;
        return true;
    }
    return false;
}

void nhl_lua_moved(lua_State *L)
{
    nhl_where_state(L)->epoch++;
}

/* "file:line" by hand: every logged draw of a script reads it */
static void format_text(struct nhl_where *w)
{
    char *buf = w->text;
    size_t n;

    w->text_gen++;
    if (!w->found) {
        buf[0] = '\0';
        return;
    }
    n = strnlen(w->file, sizeof w->text - 13);
    memcpy(buf, w->file, n);
    buf[n++] = ':';
    *put_decimal(buf + n, buf + sizeof w->text - 1, w->line > 0 ? w->line : 0) = '\0';
}

static bool where_uncached; /* tests: look at every draw, as before */

void nhl_where_uncached(bool on)
{
    where_uncached = on;
}

/* The main thread's position, the kept one while it stands. */
static struct nhl_where *main_fresh(lua_State *main)
{
    struct nhl_where *w = nhl_where_state(main);
    lua_Debug ar;
    const void *ci = lua_getstack(main, 0, &ar) ? (const void *) ar.i_ci : NULL;

    if (!w->cached || w->loc_epoch != w->epoch || w->ci != ci || where_uncached) {
        w->found = nhl_frame_where(main, w->file, sizeof w->file, &w->line);
        w->cached = true;
        w->loc_epoch = w->epoch;
        w->ci = ci;
        format_text(w);
    }
    return w;
}

bool nhl_where(lua_State *L, char *file, size_t filelen, int *line)
{
    if (L != nhl_main_thread(L))
        return nhl_frame_where(L, file, filelen, line);
    struct nhl_where *w = main_fresh(L);

    if (!w->found)
        return false;
    if (file && filelen) {
        size_t n = strnlen(w->file, filelen - 1);
        memcpy(file, w->file, n);
        file[n] = '\0';
    }
    if (line)
        *line = w->line;
    return true;
}

/* The script line behind a draw ("" when none runs). The main thread is
 * walked: a draw inside a coroutine (no level file uses them) is put on
 * the line that resumed it. */
const char *nhl_locate_draw(void *ud, unsigned long *gen)
{
    lua_State *main = ud;
    struct nhl_where *w;

    if (!main) {
        *gen = 0;
        return "";
    }
    w = main_fresh(main);
    *gen = w->text_gen;
    return w->text;
}

/* A binding that may draw, called through here so that the draws' line is
 * found again after it (see epoch). It runs on this very frame, as
 * des.*'s wrapper does: errors still name the script line. */
static int moved_call(lua_State *L)
{
    struct nhl_where *w = nhl_where_state(L);
    lua_CFunction fn = lua_tocfunction(L, lua_upvalueindex(1));

    w->epoch++;
    int n = fn(L);
    w->epoch++;
    /* a loop of nh.* or selection calls is engine work (#25) */
    nhl_charge(L, NHL_COST_BINDING_CALL);
    return n;
}

/* One wrapper per C function, kept in the registry: two names for one
 * function stay the same value (selection.area == selection.fillrect). */
void nhl_set_bindings(lua_State *L, const luaL_Reg *fns)
{
    if (lua_getfield(L, LUA_REGISTRYINDEX, "nhl_bindings") != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setfield(L, LUA_REGISTRYINDEX, "nhl_bindings");
    }
    for (; fns->name; fns++) {
        lua_pushcfunction(L, fns->func);
        if (lua_rawget(L, -2) != LUA_TFUNCTION) {
            lua_pop(L, 1);
            lua_pushcfunction(L, fns->func);
            lua_pushcclosure(L, moved_call, 1);
            lua_pushcfunction(L, fns->func);
            lua_pushvalue(L, -2);
            lua_rawset(L, -4);
        }
        lua_setfield(L, -3, fns->name);
    }
    lua_pop(L, 1);
}
