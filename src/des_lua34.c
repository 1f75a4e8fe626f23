/* des_lua34.c - what NetHack 3.4.3's lev_comp had and 5.0 has not: the
 * RANDOM_PLACES / RANDOM_OBJECTS / RANDOM_MONSTERS lists of a map and the
 * place[n], object[n], monster[n] registers naming their entries. */
#include "des_lua_int.h"

#include <stdio.h>
#include <string.h>

void dl34_begin_map(struct dl *c, const struct des_block *b, int from)
{
    (void) c;
    (void) b;
    (void) from;
}

bool dl34_value(struct dl *c, const struct des_expr *e)
{
    if (e->kind != DES_E_REGISTER)
        return false;
    dl_fail(c, e->line, e->col, "%s[%ld] is not supported yet", e->str,
            e->ival);
}

bool dl34_coord_fields(struct dl *c, const struct des_expr *e)
{
    (void) c;
    (void) e;
    return false;
}
