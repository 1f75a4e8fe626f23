/* ident.c - object and monster ids (C: next_ident). */
#include "ident.h"

#include "rng.h"

unsigned next_ident(struct nhl_level *lev)
{
    unsigned id = (unsigned)lev->ident;
    int step = rnd(lev->rng, 2);
    ident_advance(lev, step);
    /* C keeps ids non-zero when the counter wraps */
    if (lev->ident == 0)
        lev->ident = rnd(lev->rng, 2);
    return id;
}
