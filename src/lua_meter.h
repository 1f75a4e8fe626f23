/* lua_meter.h - the standard library's C functions on the build's budget.
 *
 * Why: the count hook sees VM instructions only, and one call into C can
 * do any amount of work: string.rep("", 1 << 62) loops 2^62 times without
 * allocating a byte, utf8.len walks a 16 MB string, table.move walks a
 * range of 2^50 empty slots (#25). Each such function of the string, table
 * and utf8 libraries (and tonumber) is replaced by a wrapper that charges
 * the work the call will do, as far as its arguments tell, before it runs
 * (so a call that would never return is refused at once), and what it
 * handed back (values, bytes) after. The original runs on the wrapper's
 * own frame, so its errors read as before ("bad argument #1 to 'rep'"). */
#ifndef NHLEV_LUA_METER_H
#define NHLEV_LUA_METER_H

#include <lua.h>

/* Wrap the library functions of the state lua_host_new made (after the
 * libraries and nhl_register_patterns are in place). */
void nhl_register_meters(lua_State *L);

#endif
