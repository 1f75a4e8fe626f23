/* lua_opts.h - a binding's option table read by its keys: the table's
 * string keys are listed once (one lua_next pass), and a key it lacks
 * gives the default without asking Lua. des.monster asks some twenty keys
 * of a table that holds three or four; each miss through lua_getfield
 * interns the key string and probes the table. A key the table holds is
 * read by the lua_args.c helper (nhl_table_*), errors and all. */
#ifndef NHLEV_LUA_OPTS_H
#define NHLEV_LUA_OPTS_H

#include <stdbool.h>

#include "lua_host.h"

#define NHL_OPTS_MAX 16

struct nhl_opts {
    lua_State *L;
    int idx;            /* the table's absolute stack index */
    bool listed;        /* keys[] is all the table has: a plain table (no
                         * metatable, so no __index) of at most
                         * NHL_OPTS_MAX string keys */
    int n;
    const char *keys[NHL_OPTS_MAX]; /* the table holds the strings */
    bool is_func[NHL_OPTS_MAX];     /* its value is a function (a read of
                                     * it as a string calls it: then
                                     * anything may change, listed ends) */
};

void nhl_opts_open(lua_State *L, int idx, struct nhl_opts *o);
/* false only when the table surely lacks key */
bool nhl_opt_has(const struct nhl_opts *o, const char *key);

int nhl_opt_int(struct nhl_opts *o, const char *key, int dflt);
const char *nhl_opt_str(struct nhl_opts *o, const char *key, const char *dflt);
int nhl_opt_boolean(struct nhl_opts *o, const char *key, int dflt);
int nhl_opt_option(struct nhl_opts *o, const char *key, const char *dflt,
                   const char *const opts[]);
/* nhl_table_xy: x, y or coord; -1,-1 if absent */
void nhl_opt_xy(struct nhl_opts *o, int *x, int *y);

#endif
