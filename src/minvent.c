/* minvent.c - throwing away a monster's starting inventory (minvent.h). */
#include "minvent.h"

#include <string.h>

#include "artifact.h"
#include "data_enums.h"
#include "monflags.h"
#include "rng.h"
#include "stackobj.h"

/* each role's quest artifact (C: urole.questarti), by its artilist name */
static const struct {
    const char *role;
    const char *arti;
} questarti[] = {
    { "Arc", "The Orb of Detection" },
    { "Bar", "The Heart of Ahriman" },
    { "Cav", "The Sceptre of Might" },
    { "Hea", "The Staff of Aesculapius" },
    { "Kni", "The Magic Mirror of Merlin" },
    { "Mon", "The Eyes of the Overworld" },
    { "Pri", "The Mitre of Holiness" },
    { "Rog", "The Master Key of Thievery" },
    { "Ran", "The Longbow of Diana" },
    { "Sam", "The Tsurugi of Muramasa" },
    { "Tou", "The Platinum Yendorian Express Card" },
    { "Val", "The Orb of Fate" },
    { "Wiz", "The Eye of the Aethiopica" },
};

/* C: is_quest_artifact */
static bool is_quest_artifact(const struct level *lev, const struct obj *o)
{
    if (o->oartifact <= 0 || o->oartifact > NROFARTIFACTS)
        return false;
    for (size_t i = 0; i < sizeof questarti / sizeof questarti[0]; i++)
        if (!strncmp(lev->ctx.role, questarti[i].role, 3))
            return !strcmp(artilist[o->oartifact].name, questarti[i].arti);
    return false;
}

/* C: zap.c obj_resists(obj, 0, 0): the special items resist without a
 * draw; anything else draws and, at 0%, never resists */
static bool resists_all(struct level *lev, const struct obj *o)
{
    if (o->otyp == AMULET_OF_YENDOR || o->otyp == SPE_BOOK_OF_THE_DEAD
        || o->otyp == CANDELABRUM_OF_INVOCATION || o->otyp == BELL_OF_OPENING
        || (o->otyp == CORPSE && o->corpsenm >= 0 && is_rider(o->corpsenm)))
        return true;
    (void) rn2(lev->rng, 100);
    return false;
}

/* a stack in the monster's pack (not merged away, not in a container) */
static bool carried_by(const struct obj *o, int midx)
{
    return o->owner == midx && !o->floating && o->container < 0;
}

void mdrop_special_objs(struct level *lev, int midx)
{
    const struct monst *m = &lev->monsters[midx];

    /* C's minvent runs newest first */
    for (int i = lev->nobjects - 1; i >= 0; i--) {
        struct obj *o = &lev->objects[i];

        if (!carried_by(o, midx))
            continue;
        if (resists_all(lev, o) || is_quest_artifact(lev, o)) {
            /* C: mdrop_obj - onto the floor under it, joining a like
             * stack there (flooreffects on water or lava is left out) */
            o->owner = -1;
            o->x = m->x;
            o->y = m->y;
            (void) stackobj(lev, i);
        }
    }
}

void discard_minvent(struct level *lev, int midx, bool uncreate_artifacts)
{
    for (int i = 0; i < lev->nobjects; i++) {
        struct obj *o = &lev->objects[i];

        if (o->owner != midx)
            continue;
        if (uncreate_artifacts && !o->floating && o->oartifact > 0
            && o->oartifact <= NROFARTIFACTS)
            lev->artiexist[o->oartifact] = false;
        o->owner = -1;
        o->floating = true;
    }
}
