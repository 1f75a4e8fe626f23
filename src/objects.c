/* objects.c - des.object: sp_lev.c find_objtype, create_object (object
 * generation through mkobj.h, then the script's settings, containers,
 * Medusa's statues, burying) and the quantity loop of lspo_object (see
 * objects.h). */
#include "objects.h"

#include "stackobj.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "appearance.h"
#include "objlook.h"
#include "artifact.h"
#include "data_enums.h"
#include "makemon.h"
#include "minit.h"
#include "mkobj.h"
#include "mondata.h"
#include "monflags.h"
#include "mvitals.h"
#include "objdata.h"
#include "objname.h"
#include "objresist.h"
#include "spfeatures.h"

/* case-insensitive substring test (C: strstri) */
static bool has_substr_ci(const char *s, const char *sub)
{
    size_t n = strlen(sub);

    for (; *s; s++)
        if (!strncasecmp(s, sub, n))
            return true;
    return false;
}

int find_objtype(const struct nhl_level *lev, const char *s)
{
    return find_objtype_class(lev, s, 0);
}

int find_objtype_class(const struct nhl_level *lev, const char *s, char csym)
{
    static const struct { const char *prefix; int oclass; } prefixes[] = {
        { "ring of ", RING_CLASS },       { "potion of ", POTION_CLASS },
        { "scroll of ", SCROLL_CLASS },   { "spellbook of ", SPBOOK_CLASS },
        { "wand of ", WAND_CLASS },
    };
    /* 5.0.0 sp_lev.c find_objtype: the table's class narrows the name */
    int oclass = csym && lev->nh->rules.find_objtype_by_class
                     ? oclass_from_symbol(csym)
                     : 0;

    if (oclass < 0)
        oclass = 0;
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
    int named = objname_lookup(lev->nh, s, oclass);

    if (named >= 0)
        return named;
    for (int i = 0; i < NUM_OTYPES; i++)
        if (nh_has_otyp(lev->nh, i) && obj_descr(lev, i)
            && !strcasecmp(s, obj_descr(lev, i)))   /* the game's deal */
            return i;
    return -1;
}

/* C: create_object's curse_state cases (bless, unbless+uncurse, curse,
 * uncurse, blessorcurse(1), unbless) */
static void apply_buc(struct nhl_level *lev, struct obj *o, int state)
{
    switch (state) {
    case 1:
        obj_bless(o);
        break;
    case 2:
        o->blessed = o->cursed = false;
        break;
    case 3:
        obj_curse(o);
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

/* C: delete_contents/obfree - an object leaves the level (our list keeps
 * it, floating in nothing, so indexes stay valid) */
static void drop_object(struct nhl_level *lev, int oi)
{
    struct obj *o = &lev->objects[oi];

    if (o->oartifact > 0 && o->oartifact < 48)
        lev->build->artiexist[o->oartifact] = false;
    o->container = -1;
    o->owner = -1;
    o->floating = true;
}

static void delete_contents(struct nhl_level *lev, int c)
{
    for (int i = 0; i < lev->nobjects; i++)
        if (i != c && lev->objects[i].container == c) {
            delete_contents(lev, i);
            drop_object(lev, i);
        }
}

/* C: mongone for the Medusa statues' stand-in monsters: the monster
 * leaves the list (later monsters and their owners move down one) */
static void mongone_idx(struct nhl_level *lev, int m)
{
    /* what resists drops where the monster stood, the rest goes with it */
    mdrop_special_objs(lev, m);
    free(lev->monsters[m].mname);
    memmove(&lev->monsters[m], &lev->monsters[m + 1],
            (size_t) (lev->nmonsters - m - 1) * sizeof lev->monsters[0]);
    lev->nmonsters--;
    for (int i = 0; i < lev->nobjects; i++) {
        if (lev->objects[i].owner == m)
            drop_object(lev, i);
        else if (lev->objects[i].owner > m)
            lev->objects[i].owner--;
    }
}

/* C: resists_ston(was) and poly_when_stoned(&lev->nh->mons[wastyp]) as far as a new
 * monster goes: its form resists, or its species is a golem that would
 * become a stone golem (unless those are genocided) */
static bool stone_proof(const struct nhl_level *lev, int form, int mndx)
{
    /* resists_ston asks the monster's current form: a shapechanger made
     * for the statue may have taken a stone-resistant one */
    if (lev->nh->mons[form].mresists & MR_STONE)
        return true;
    return lev->nh->mons[mndx].mlet == S_GOLEM && mndx != PM_STONE_GOLEM
           && !mv_genocided(lev, PM_STONE_GOLEM);
}

/* C: create_object's Medusa case - her statues are petrified monsters:
 * a monster is made for the species (another species, rndmonnum, while it
 * would resist stoning), and its inventory goes into the statue */
static void medusa_statue(struct nhl_level *lev, int oi)
{
    int wastyp = lev->objects[oi].corpsenm;
    int was = -1;

    for (int i = 0; i < 1000; i++) {
        if (i)
            wastyp = rndmonnum(lev);
        if (wastyp < 0)
            continue;
        was = makemon(lev, wastyp, 0, 0, MM_NOCOUNTBIRTH | MM_NOMSG);
        if (was >= 0) {
            if (!stone_proof(lev, lev->monsters[was].mndx, wastyp)) {
                /* the birth makemon left uncounted */
                (void) propagate(lev, wastyp, true);
                break;
            }
            mongone_idx(lev, was);
            was = -1;
        }
    }
    if (was < 0)
        return;
    set_corpsenm(lev, oi, wastyp);
    /* C moves the minvent chain (newest first) into the statue, each
     * ahead of the last: the statue holds them oldest first */
    for (int i = lev->nobjects - 1; i >= 0; i--)
        if (lev->objects[i].owner == was && lev->objects[i].container < 0) {
            lev->objects[i].owner = -1;
            add_to_container(lev, oi, i);
        }
    mongone_idx(lev, was);
}

/* C: dig.c bury_an_obj's draws and outcome: false when the object is
 * gone (rocks and boulders merge into the ground) */
static bool bury_object(struct nhl_level *lev, int oi)
{
    struct obj *o = &lev->objects[oi];
    int otyp = o->otyp;

    /* the Amulet, invocation items and Riders' corpses are never buried;
     * anything else draws (and fails at 0%) and is */
    if (obj_resists(lev, oi, 0, 0))
        return true;
    o = &lev->objects[oi];
    bool under_ice = isok(o->x, o->y) && lev->at[o->x][o->y].typ == ICE;

    if ((otyp == ROCK && !under_ice) || otyp == BOULDER) {
        drop_object(lev, oi);
        return false;
    }
    if (otyp != CORPSE
        && (under_ice ? lev->nh->objects[otyp].oc_class == POTION_CLASS
                      : obj_material(lev, otyp) <= 8 /* WOOD */)) {
        /* C: !obj_resists(obj, 5, 95), then the rot timer's rnd(250) */
        if (!obj_resists(lev, oi, 5, 95))
            (void) rnd(lev->rng, 250);
        o = &lev->objects[oi];
    }
    o->buried = true;
    return true;
}

int object_create(struct nhl_level *lev, const struct obj_request *rq)
{
    int x = rq->x, y = rq->y;
    int idx;
    struct obj *o;
    bool named = rq->name != NULL;

    get_location_coord(lev, &x, &y, DRY, lev->build->coder.croom, NULL);

    int oclass = rq->oclass > 0 ? oclass_from_symbol((char) rq->oclass) : -1;

    if (rq->otyp < 0 && oclass <= 0)
        idx = mkobj_at(lev, RANDOM_CLASS, x, y, !named);
    else if (rq->otyp >= 0)
        idx = mksobj_at(lev, rq->otyp, x, y, true, !named);
    else if (oclass == COIN_CLASS)
        idx = mkgold(lev, 0L, x, y);
    else
        idx = mkobj_at(lev, oclass, x, y, !named);
    if (idx < 0)
        return -1;
    o = &lev->objects[idx];
    if (rq->id[0] && rq->otyp >= 0)
        level_set_id(o->id, sizeof o->id, rq->id);

    if (rq->spe != -127)
        o->spe = rq->spe;
    apply_buc(lev, o, rq->curse_state);
    /* corpsenm: -1 as made, -2 a random species, else that one */
    if (rq->corpsenm == -2)
        set_corpsenm(lev, idx, rndmonnum(lev));
    else if (rq->corpsenm >= 0)
        set_corpsenm(lev, idx, rq->corpsenm);
    o = &lev->objects[idx];
    if (named)
        artifact_christen(lev, idx, rq->name);
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
    /* 5.0.0 create_object: trap_known, unless trapped = false */
    if (rq->trapped && (rq->tknown == 0 || rq->tknown == 1))
        o->tknown = rq->tknown;
    o->greased = rq->greased;
    if (rq->quan > 0 && lev->nh->objects[o->otyp].oc_merge)
        o->quan = rq->quan;

    /* contents of a container, or a monster's inventory */
    bool content = lev->build->coder.container_idx > 0;

    if (content || lev->build->coder.invent_monster) {
        if (!lev->build->coder.container_idx) {
            int m = lev->build->coder.invent_monster - 1;

            /* C: mpickobj (a saddle is put on instead), which merges it
             * into a like object in the pack */
            (void) minit_give(lev, m, idx);
            o = &lev->objects[idx];
        } else {
            int c = lev->build->coder.container_obj[lev->build->coder.container_idx - 1];

            if (c >= 0) {
                /* C: add_to_container, which may merge it into a like
                 * object inside; the script gets the stack */
                idx = add_to_container(lev, c, idx);
                o = &lev->objects[idx];
            } else {
                /* its container was buried away: C frees the object (and
                 * forgets a random artifact) */
                drop_object(lev, idx);
                return -1;
            }
        }
    }
    if (rq->has_contents) {
        /* the script's contents replace the generated ones */
        delete_contents(lev, idx);
        if (lev->build->coder.container_idx < MAX_CONTAINMENT)
            lev->build->coder.container_obj[lev->build->coder.container_idx++] = idx;
        /* else C: impossible("too deeply nested containers") */
    }
    if (rq->otyp == STATUE && rq->corpsenm == -1
        && !strncmp(lev->ctx.special, "medusa", 6))
        medusa_statue(lev, idx);
    o = &lev->objects[idx];
    if (rq->achievement)
        o->achievement = true;
    if (!content) {
        /* a like stack on its square joins it */
        (void) stackobj(lev, idx);
        o = &lev->objects[idx];
        if (rq->lit)
            o->lit = true;
        if (rq->buried && !bury_object(lev, idx)) {
            if (lev->build->coder.container_idx)
                lev->build->coder.container_obj[lev->build->coder.container_idx - 1] = -1;
            return -1;
        }
    }
    return idx;
}

int object_create_all(struct nhl_level *lev, const struct obj_request *rq)
{
    long quancnt = rq->otyp > STRANGE_OBJECT ? rq->quan : 0;
    int idx;

    do {
        idx = object_create(lev, rq);
        quancnt--;
    } while (quancnt > 0 && rq->otyp > STRANGE_OBJECT
             && !lev->nh->objects[rq->otyp].oc_merge);
    return idx;
}

void object_pop_container(struct nhl_level *lev)
{
    if (lev->build->coder.container_idx > 0) {
        lev->build->coder.container_idx--;
        lev->build->coder.container_obj[lev->build->coder.container_idx] = -1;
    }
}
