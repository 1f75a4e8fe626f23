/* migrate.c - what leaves the level for others (migrate.h). */
#include "migrate.h"

#include <stdlib.h>
#include <string.h>

#include "minit.h"
#include "orcname.h"
#include "rng.h"

void obj_migrate_to_species(struct nhl_level *lev, int oi, unsigned long mflags2)
{
    struct obj *o;

    if (oi < 0 || oi >= lev->nobjects)
        return;
    o = &lev->objects[oi];
    o->floating = true;
    o->owner = -1;
    o->container = -1;
    o->x = o->y = -1;
    if (mflags2 && !o->migr_species)
        lev->build->migr_pending++;
    o->migr_species = mflags2;
}

int deliver_obj_to_mon(struct nhl_level *lev, int midx)
{
    /* the booty was taken from a Mines town: it names its thieves there */
    bool at_crime_scene = lev->ctx.in_mines;
    unsigned long kind;

    /* every monster made asks: most levels have nothing waiting */
    if (midx < 0 || midx >= lev->nmonsters || lev->build->migr_pending <= 0)
        return -1;
    kind = lev->nh->mons[lev->monsters[midx].mndx].mflags2 & DELIVER_PM;
    for (int i = lev->nobjects - 1; i >= 0; i--) {
        struct obj *o = &lev->objects[i];

        if (!o->migr_species || !o->floating || o->migr_species != kind)
            continue;
        if ((o->migr_species & M2_ORC) && o->oname) {
            if (!lev->monsters[midx].mname
                && (at_crime_scene || !rn2(lev->rng, 2))) {
                /* copied: christening may not outlive the object's name */
                char gang[PL_PSIZ];

                strncpy(gang, o->oname, sizeof gang - 1);
                gang[sizeof gang - 1] = '\0';
                christen_orc(lev, midx, at_crime_scene ? gang : NULL,
                             " the Fence");
            }
            o = &lev->objects[i];
            free(o->oname);
            o->oname = NULL;
        }
        o->migr_species = 0;
        lev->build->migr_pending--;
        minit_give(lev, midx, i);
        return i;
    }
    return -1;
}

void migrate_mon_away(struct nhl_level *lev, int midx)
{
    if (midx < 0 || midx >= lev->nmonsters)
        return;
    /* its pack goes with it: off the level, indexes kept */
    for (int i = 0; i < lev->nobjects; i++) {
        struct obj *o = &lev->objects[i];

        if (o->owner == midx) {
            o->owner = -1;
            o->floating = true;
            o->x = o->y = -1;
        } else if (o->owner > midx) {
            o->owner--;
        }
    }
    free(lev->monsters[midx].mname);
    memmove(&lev->monsters[midx], &lev->monsters[midx + 1],
            (size_t) (lev->nmonsters - midx - 1) * sizeof lev->monsters[0]);
    lev->nmonsters--;
}
