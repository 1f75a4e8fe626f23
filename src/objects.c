/* objects.c - des.object: sp_lev.c find_objtype, create_object and the
 * quantity loop of lspo_object, without object generation (see objects.h). */
#include "objects.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "spfeatures.h"
#include "objdata.h"

/* case-insensitive substring test (C: strstri) */
static bool has_substr_ci(const char *s, const char *sub)
{
    size_t n = strlen(sub);

    for (; *s; s++)
        if (!strncasecmp(s, sub, n))
            return true;
    return false;
}

int find_objtype(const char *s)
{
    static const struct { const char *prefix; int oclass; } prefixes[] = {
        { "ring of ", RING_CLASS },       { "potion of ", POTION_CLASS },
        { "scroll of ", SCROLL_CLASS },   { "spellbook of ", SPBOOK_CLASS },
        { "wand of ", WAND_CLASS },
    };
    int oclass = 0;

    if (!s || !*s)
        return -1;
    if (has_substr_ci(s, " of ")) {
        for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++) {
            size_t n = strlen(prefixes[i].prefix);

            if (!strncasecmp(s, prefixes[i].prefix, n)) {
                oclass = prefixes[i].oclass;
                s += n;
                break;
            }
        }
    }
    for (int i = 0; i < NUM_OBJECTS; i++)
        if ((!oclass || oclass == objects[i].oc_class) && objects[i].oc_name
            && !strcasecmp(s, objects[i].oc_name))
            return i;
    for (int i = 0; i < NUM_OBJECTS; i++)
        if (objects[i].oc_descr && !strcasecmp(s, objects[i].oc_descr))
            return i;
    return -1;
}

/* C: mkobj.c blessorcurse - for an object that is neither blessed nor
 * cursed (as an ungenerated one is) */
static void blessorcurse(struct level *lev, struct obj *o, int chance)
{
    if (o->blessed || o->cursed)
        return;
    if (!rn2(lev->rng, chance)) {
        if (!rn2(lev->rng, 2)) {
            o->cursed = true;
            o->blessed = false;
        } else {
            o->blessed = true;
            o->cursed = false;
        }
    }
}

static void apply_buc(struct level *lev, struct obj *o, int state)
{
    switch (state) {
    case 1:
        o->blessed = true;
        o->cursed = false;
        break;
    case 2:
        o->blessed = o->cursed = false;
        break;
    case 3:
        o->cursed = true;
        o->blessed = false;
        break;
    case 4:
        o->cursed = false;
        break;
    case 5:
        blessorcurse(lev, o, 1);
        break;
    case 6:
        o->blessed = false;
        break;
    default:
        break;
    }
}

int object_create(struct level *lev, const struct obj_request *rq)
{
    int x = rq->x, y = rq->y;
    int idx;
    struct obj *o;

    get_location_coord(lev, &x, &y, DRY, lev->coder.croom, NULL);

    /* a pile of coins from a class-only request: mkgold(0) draws its
     * amount from the depth (C: create_object, mkgold) */
    if (rq->otyp < 0 && rq->oclass == '$') {
        idx = mkgold_at(lev, 0, x, y);
        if (idx < 0)
            return -1;
    } else {
        o = level_add_object(lev);
        if (!o)
            return -1;
        idx = (int) (o - lev->objects);
        o->o_id = 0; /* next_ident's rnd(2) is generation's */
        o->otyp = rq->otyp;
        o->oclass = (char) (rq->otyp >= 0
                                ? oclass_symbol(objects[rq->otyp].oc_class)
                                : (rq->oclass > 0 ? rq->oclass : 0));
        snprintf(o->id, sizeof o->id, "%s", rq->id);
        o->x = x;
        o->y = y;
        o->quan = 1;
        o->corpsenm = -1;
        o->container = -1;
        o->owner = -1;
    }
    o = &lev->objects[idx];

    if (rq->spe != -127)
        o->spe = rq->spe;
    apply_buc(lev, o, rq->curse_state);
    if (rq->corpsenm >= 0)
        o->corpsenm = rq->corpsenm;
    if (rq->name) {
        free(o->oname);
        o->oname = strdup(rq->name);
    }
    if (rq->eroded) {
        if (rq->eroded < 0) {
            o->erodeproof = true;
        } else {
            o->oeroded = rq->eroded % 4;
            o->oeroded2 = (rq->eroded >> 2) % 4;
        }
    } else {
        o->oeroded = o->oeroded2 = 0;
        o->erodeproof = false;
    }
    if (rq->recharged)
        o->recharged = rq->recharged % 8;
    if (rq->locked == 0 || rq->locked == 1) {
        o->locked = rq->locked;
    } else if (rq->broken) {
        o->broken = true;
        o->locked = false;
    }
    if (rq->trapped == 0 || rq->trapped == 1)
        o->trapped = rq->trapped;
    o->greased = rq->greased;
    if (rq->quan > 0 && o->otyp >= 0 && objects[o->otyp].oc_merge)
        o->quan = rq->quan;

    /* contents of a container, or a monster's inventory */
    bool content = lev->coder.container_idx > 0;

    if (content || lev->coder.invent_monster) {
        if (!lev->coder.container_idx) {
            int m = lev->coder.invent_monster - 1;

            o->owner = m;
            o->x = lev->monsters[m].x;
            o->y = lev->monsters[m].y;
        } else {
            int c = lev->coder.container_obj[lev->coder.container_idx - 1];

            if (c >= 0) {
                o->container = c;
                o->x = lev->objects[c].x;
                o->y = lev->objects[c].y;
            } else {
                /* its container was buried away: C frees the object; ours
                 * stays listed but nowhere (floating) */
                o->floating = true;
                return -1;
            }
        }
    }
    if (rq->has_contents) {
        if (lev->coder.container_idx < MAX_CONTAINMENT)
            lev->coder.container_obj[lev->coder.container_idx++] = idx;
        /* else C: impossible("too deeply nested containers") */
    }
    if (rq->achievement)
        o->achievement = true;
    if (!content) {
        if (rq->lit)
            o->lit = true;
        if (rq->buried)
            o->buried = true;
    }
    return idx;
}

int object_create_all(struct level *lev, const struct obj_request *rq)
{
    long quancnt = rq->otyp > STRANGE_OBJECT ? rq->quan : 0;
    int idx;

    do {
        idx = object_create(lev, rq);
        quancnt--;
    } while (quancnt > 0 && rq->otyp > STRANGE_OBJECT
             && !objects[rq->otyp].oc_merge);
    return idx;
}

void object_pop_container(struct level *lev)
{
    if (lev->coder.container_idx > 0) {
        lev->coder.container_idx--;
        lev->coder.container_obj[lev->coder.container_idx] = -1;
    }
}
