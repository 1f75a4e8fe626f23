/* lua_where.h - where a running level script is (lua_host.c's part, kept
 * in lua_where.c): the innermost script line, and the line of each logged
 * draw, looked up once per binding call and kept while no Lua can run. */
#ifndef NHLEV_LUA_WHERE_H
#define NHLEV_LUA_WHERE_H

#include <stdbool.h>
#include <stddef.h>
#include <lua.h>

/* Per state, in its host. */
struct nhl_where {
    /* the function nhl_frame_where last named, and its file: a function
       stays alive (and keeps its address) while it runs */
    const void *fn;
    char src[64];
    /* The position found last for the main thread, reused while no Lua
       can have run since: bindings that may draw bump epoch on entry and
       exit (nhl_lua_moved), and so do the places that catch errors; ci
       is the innermost call then, as a second check. */
    unsigned long epoch, loc_epoch;
    const void *ci;
    bool cached, found;
    char file[64];
    int line;
    char text[80];          /* "file:line" of it, or "" */
    unsigned long text_gen; /* counts the rewrites of text */
};

/* lua_host.c's: the state's, and its main thread */
struct nhl_where *nhl_where_state(lua_State *L);
lua_State *nhl_main_thread(lua_State *L);

/* Made with the state (the registry slot the lookup fills, so that filling
 * it never allocates); forgotten for a new build. */
void nhl_where_init(lua_State *L);
void nhl_where_reset(struct nhl_where *w);

/* The innermost Lua frame with a current line of L (C frames skipped). */
bool nhl_frame_where(lua_State *L, char *file, size_t filelen, int *line);

/* The rng's locate hook; its ud is the state's main thread. */
const char *nhl_locate_draw(void *ud, unsigned long *gen);

#endif
