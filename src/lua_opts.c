/* lua_opts.c - a binding's option table read by its keys (lua_opts.h). */
#include "lua_opts.h"

#include <string.h>

void nhl_opts_open(lua_State *L, int idx, struct nhl_opts *o)
{
    o->L = L;
    o->idx = lua_absindex(L, idx);
    o->listed = false;
    o->n = 0;
    if (lua_type(L, o->idx) != LUA_TTABLE)
        return;
    if (lua_getmetatable(L, o->idx)) {
        lua_pop(L, 1);
        return;
    }
    lua_pushnil(L);
    while (lua_next(L, o->idx)) {
        /* only string keys are looked at: no lua_tostring on a number key,
         * which would turn it into a string under lua_next */
        if (lua_type(L, -2) == LUA_TSTRING) {
            if (o->n == NHL_OPTS_MAX) {
                lua_pop(L, 2);
                return;
            }
            o->is_func[o->n] = lua_type(L, -1) == LUA_TFUNCTION;
            o->keys[o->n++] = lua_tostring(L, -2);
        }
        lua_pop(L, 1);
    }
    o->listed = true;
}

/* keys[] index of key; -1 if the table lacks it; -2 if not known */
static int find(const struct nhl_opts *o, const char *key)
{
    if (!o->listed)
        return -2;
    for (int i = 0; i < o->n; i++)
        if (o->keys[i][0] == key[0] && !strcmp(o->keys[i], key))
            return i;
    return -1;
}

bool nhl_opt_has(const struct nhl_opts *o, const char *key)
{
    return find(o, key) != -1;
}

int nhl_opt_int(struct nhl_opts *o, const char *key, int dflt)
{
    return find(o, key) == -1 ? dflt : nhl_table_int(o->L, o->idx, key, dflt);
}

const char *nhl_opt_str(struct nhl_opts *o, const char *key, const char *dflt)
{
    int i = find(o, key);

    if (i == -1)
        return dflt;
    if (i >= 0 && o->is_func[i])
        o->listed = false; /* the function may change anything */
    return nhl_table_str(o->L, o->idx, key, dflt);
}

int nhl_opt_boolean(struct nhl_opts *o, const char *key, int dflt)
{
    return find(o, key) == -1 ? dflt
                              : nhl_table_boolean(o->L, o->idx, key, dflt);
}

int nhl_opt_option(struct nhl_opts *o, const char *key, const char *dflt,
                   const char *const opts[])
{
    if (find(o, key) == -1 && dflt)
        for (int i = 0; opts[i]; i++)
            if (!strcmp(dflt, opts[i]))
                return i;
    return nhl_table_option(o->L, o->idx, key, dflt, opts);
}

void nhl_opt_xy(struct nhl_opts *o, int *x, int *y)
{
    if (find(o, "x") == -1 && find(o, "y") == -1 && find(o, "coord") == -1) {
        *x = *y = -1;
        return;
    }
    nhl_table_xy(o->L, o->idx, x, y);
}
