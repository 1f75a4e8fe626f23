/* mondata.c - lookups over the monster table. */
#include "mondata.h"

#include "tables.h"

#include <strings.h>

int mndx_by_name(const char *name)
{
    for (int i = 0; i < NUMMONS_ENUM; i++)
        for (int g = 0; g < 3; g++)
            if (mons_invariant[i].pmnames[g] && strcasecmp(mons_invariant[i].pmnames[g], name) == 0)
                return i;
    return -1;
}
