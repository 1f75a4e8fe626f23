/* thing_names.c - what an object or a monster of a level is called, for
 * readers of the public API (nhlev.h): the viewer's info panel names the
 * species or object type the level holds, as NetHack's dump does
 * (objnam.c's full names, mons[]'s pmnames), from the fields every release
 * shares (tables.h's invariant tables). */
#include "nhlev.h"

#include "data_enums.h"
#include "mondata.h"
#include "objdata.h"
#include "tables.h"

const char *nhl_otyp_name(int otyp, char *buf, size_t len)
{
    if (otyp < 0 || otyp >= NUM_OTYPES || !objects_invariant[otyp].oc_name)
        return NULL;
    otyp_full_name(otyp, buf, len);
    return buf;
}

const char *nhl_mndx_name(int mndx, int which)
{
    if (mndx < 0 || mndx >= NUMMONS_ENUM || which < 0 || which > 2)
        return NULL;
    return mons_invariant[mndx].pmnames[which];
}

bool nhl_otyp_has_species(int otyp)
{
    return otyp == CORPSE || otyp == STATUE || otyp == FIGURINE || otyp == EGG
        || otyp == TIN;
}
