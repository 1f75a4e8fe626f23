/* objresist.c - objects that resist harm (C: zap.c obj_resists, dothrow.c
 * breaktest) and what a monster about to lose its inventory lets fall
 * instead (C: steal.c mdrop_special_objs, artifact.c is_quest_artifact);
 * see objresist.h. */
#include "tables.h"
#include "objresist.h"

#include <string.h>

#include "artifact.h"
#include "data_enums.h"
#include "mkobj.h"
#include "mondata.h"
#include "monflags.h"
#include "rng.h"
#include "stackobj.h"

bool obj_resists(struct nhl_level *lev, int oi, int ochance, int achance)
{
    const struct obj *o = &lev->objects[oi];

    /* the Amulet, the invocation items and a Rider's corpse always do */
    if (o->otyp == AMULET_OF_YENDOR || o->otyp == SPE_BOOK_OF_THE_DEAD
        || o->otyp == CANDELABRUM_OF_INVOCATION || o->otyp == BELL_OF_OPENING
        || (o->otyp == CORPSE && o->corpsenm >= 0 && is_rider(o->corpsenm)))
        return true;
    int chance = rn2(lev->rng, 100);

    return chance < (o->oartifact ? achance : ochance);
}


bool breaktest(struct nhl_level *lev, int oi)
{
    const struct obj *o = &lev->objects[oi];
    int oclass = lev->nh->objects[o->otyp].oc_class;
    bool glass = lev->nh->objects[o->otyp].oc_material == MAT_GLASS;
    /* glass armor is cracked a few times before it breaks */
    int nonbreak = oclass == ARMOR_CLASS && glass ? 90 : 1;

    if (obj_resists(lev, oi, nonbreak, 99))
        return false;
    o = &lev->objects[oi];
    if (glass && !o->oartifact && oclass != GEM_CLASS)
        return true;
    if (oclass == POTION_CLASS)
        return true;
    switch (o->otyp) {
    case EXPENSIVE_CAMERA: case EGG: case CREAM_PIE: case MELON:
    case ACID_VENOM: case BLINDING_VENOM:
        return true;
    default:
        return false;
    }
}

/* C: role.c's questarti - each role's quest artifact, by name */
static const struct {
    const char *role; /* first three letters */
    const char *arti;
} quest_artifacts[] = {
    { "Arc", "The Orb of Detection" },
    { "Bar", "The Heart of Ahriman" },
    { "Cav", "The Sceptre of Might" },
    { "Hea", "The Staff of Aesculapius" },
    { "Kni", "The Magic Mirror of Merlin" },
    { "Mon", "The Eyes of the Overworld" },
    { "Pri", "The Mitre of Holiness" },
    { "Ran", "The Longbow of Diana" },
    { "Rog", "The Master Key of Thievery" },
    { "Sam", "The Tsurugi of Muramasa" },
    { "Tou", "The Platinum Yendorian Express Card" },
    { "Val", "The Orb of Fate" },
    { "Wiz", "The Eye of the Aethiopica" },
};

bool is_quest_artifact(const struct nhl_level *lev, const struct obj *o)
{
    if (!o->oartifact)
        return false;
    for (size_t i = 0; i < sizeof quest_artifacts / sizeof quest_artifacts[0];
         i++)
        if (!strncmp(lev->game->hero.role, quest_artifacts[i].role, 3))
            return o->oartifact
                   == artifact_by_name(lev, quest_artifacts[i].arti, NULL);
    return false;
}

void mdrop_special_objs(struct nhl_level *lev, int midx)
{
    /* C walks minvent, newest stack first */
    for (int i = lev->nobjects - 1; i >= 0; i--) {
        struct obj *o = &lev->objects[i];

        if (o->owner != midx || o->floating || o->container >= 0)
            continue;
        if (!obj_resists(lev, i, 0, 0)
            && !is_quest_artifact(lev, &lev->objects[i]))
            continue;
        /* C: mdrop_obj - onto the monster's square, joining a like stack
         * (flooreffects' water and lava are not modelled) */
        const struct monst *m = &lev->monsters[midx];

        place_object(lev, i, m->x, m->y);
        (void) stackobj(lev, i);
    }
}
