/* stackobj.c - objects merging into like stacks on the floor (stackobj.h).
 * Only what a freshly made level can differ in is compared: no hero
 * knowledge, shop prices or worn masks exist yet. */
#include "tables.h"
#include "stackobj.h"

#include <stdlib.h>
#include <string.h>

#include "data_enums.h"
#include "mondata.h"
#include "monflags.h"
#include "objdata.h"

/* corpses of these come back to life, so they keep apart */
static bool reviver(int mndx)
{
    return mndx >= 0 && (is_rider(mndx) || mons_invariant[mndx].mlet == S_TROLL);
}

static size_t name_len(const struct obj *o)
{
    return o->oname ? strlen(o->oname) : 0;
}

bool obj_mergable(const struct obj *otmp, const struct obj *obj)
{
    if (obj == otmp || obj->otyp != otmp->otyp || obj->otyp < 0
        || obj->achievement || otmp->achievement
        || !objects_invariant[obj->otyp].oc_merge)
        return false;
    if (obj->oclass == '$')
        return true;
    if (obj->cursed != otmp->cursed || obj->blessed != otmp->blessed)
        return false;
    if (obj->globby)
        return true;
    if (obj->spe != otmp->spe || obj->broken != otmp->broken
        || obj->trapped != otmp->trapped || obj->lit != otmp->lit
        /* C keeps poison in the trap bit (opoisoned is otrapped) */
        || obj->opoisoned != otmp->opoisoned)
        return false;
    if (obj->oeroded != otmp->oeroded || obj->oeroded2 != otmp->oeroded2
        || obj->greased != otmp->greased
        || obj->erodeproof != otmp->erodeproof)
        return false;
    if ((obj->otyp == CORPSE || obj->otyp == EGG || obj->otyp == TIN)
        && obj->corpsenm != otmp->corpsenm)
        return false;
    if ((obj->otyp == EGG && (obj->timed || otmp->timed))
        || (obj->otyp == CORPSE && reviver(otmp->corpsenm)))
        return false;
    if ((obj->otyp == WAX_CANDLE || obj->otyp == TALLOW_CANDLE)
        && obj->age / 25 != otmp->age / 25)
        return false;
    if (obj->otyp == POT_OIL && obj->lit)
        return false;
    /* names: both unnamed, or the same name; a named corpse never joins
     * an unnamed one */
    size_t a = name_len(obj), b = name_len(otmp);

    if (a != b && ((a && b) || obj->otyp == CORPSE))
        return false;
    if (a && b && strncmp(obj->oname, otmp->oname, a) != 0)
        return false;
    return true;
}

/* objclass.h's GLASS material */

/* A shop would charge a third more for this object were it of o_id oid:
 * one o_id in four, for what the hero has not seen for what it is, which
 * a fresh object never is, worthless glass aside (C: shk.c
 * oid_price_adjustment with dknown still 0). */
static int oid_price_adjustment(const struct obj *o, int oid)
{
    if (objects_invariant[o->otyp].oc_class == GEM_CLASS
        && objects_invariant[o->otyp].oc_material == MAT_GLASS)
        return 0;
    return (unsigned) oid % 4 == 0;
}

void obj_fold(struct nhl_level *lev, int into, int gone)
{
    struct obj *obj = &lev->objects[into];
    struct obj *o = &lev->objects[gone];

    /* C merged(): the ages average by quantity unless the one going is
     * lit (or a glob, which absorbs by weight) */
    if (!o->lit && !o->globby && obj->quan + o->quan > 0)
        obj->age = (obj->age * obj->quan + o->age * o->quan)
                   / (obj->quan + o->quan);
    if (!obj->globby)
        obj->quan += o->quan;
    if (!obj->oname && o->oname) {
        obj->oname = o->oname;
        o->oname = NULL;
    }
    /* the stack keeps the dearer price: the o_id of the one folded in
     * when it alone would be surcharged (C: obfree on a merge) */
    if (oid_price_adjustment(o, o->o_id)
        > oid_price_adjustment(obj, obj->o_id))
        obj->o_id = o->o_id;
    o->floating = true;
    o->timed = false;
    o->container = -1;
    o->owner = -1;
    o->quan = 0; /* C frees it: nothing of it is left */
}

int stackobj(struct nhl_level *lev, int oi)
{
    struct obj *obj = &lev->objects[oi];

    /* C calls merged(&obj, &otmp): the new object is the stack that
     * stays (its place in the object list), and the older one on the
     * square is folded into it */
    for (int i = lev->nobjects - 1; i >= 0; i--) {
        struct obj *o = &lev->objects[i];

        if (i == oi || o->x != obj->x || o->y != obj->y || o->container >= 0
            || o->owner >= 0 || o->buried || o->floating)
            continue;
        if (!obj_mergable(obj, o))
            continue;
        obj_fold(lev, oi, i);
        return oi;
    }
    return oi;
}
