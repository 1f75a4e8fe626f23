/* mimic.c - a mimic's disguise where it is made (C: makemon.c
 * set_mimic_sym): furniture by the spot, a shop's stock in a shop, a
 * boulder or statue in a maze, else an object of the floor or a random
 * one. */
#include "makemon.h"

#include <stdio.h>
#include <string.h>

#include "data_enums.h"
#include "gen_ops.h"
#include "mkobj.h"
#include "monflags.h"
#include "objdata.h"
#include "objinit.h"
#include "shknam.h"
#include "spfeatures.h"

/* defsym indexes of what a mimic may pass for (C: defsym.h) */
enum { DS_VWALL = 1, DS_HWALL = 2, DS_VCDOOR = 15, DS_HCDOOR = 16,
       DS_UPSTAIR = 25, DS_DNSTAIR = 26, DS_ALTAR = 33, DS_GRAVE = 34,
       DS_THRONE = 35, DS_SINK = 36, DS_FOUNTAIN = 37 };

/* the newest floor object at (x,y) (C: level.objects[x][y]), -1 none */
static int top_object_at(const struct nhl_level *lev, int x, int y)
{
    for (int i = lev->nobjects - 1; i >= 0; i--) {
        const struct obj *o = &lev->objects[i];

        if (o->x == x && o->y == y && !o->buried && o->container < 0
            && o->owner < 0 && !o->floating)
            return i;
    }
    return -1;
}

static bool trap_at(const struct nhl_level *lev, int x, int y)
{
    for (int i = 0; i < lev->ntraps; i++)
        if (lev->traps[i].tx == x && lev->traps[i].ty == y)
            return true;
    return false;
}

/* C: rndmonnum - through the level's factory when there is one */
static int rndmonnum_here(struct nhl_level *lev)
{
    if (lev->build->gen && lev->build->gen->rndmonnum_adj)
        return lev->build->gen->rndmonnum_adj(lev, lev->build->gen->ud, 0, 0);
    return rndmonst(lev);
}

/* C: in_town(u.ux, u.uy) while a level is made: a town level whose rooms
 * have no subrooms is a town all over; with subrooms it depends on the
 * hero's spot, which is on no room of a level not yet entered */
static bool hero_in_town(const struct nhl_level *lev)
{
    if (strncmp(lev->ctx.special, "minetn", 6) != 0)
        return false;
    for (int i = 0; i < lev->nroom; i++)
        if (lev->rooms[i].nsubrooms > 0)
            return false;
    return true;
}

bool set_mimic_sym(struct nhl_level *lev, int midx)
{
    static const int syms[] = {
        MAXOCLASSES, MAXOCLASSES, RING_CLASS, WAND_CLASS, WEAPON_CLASS,
        FOOD_CLASS, COIN_CLASS, SCROLL_CLASS, POTION_CLASS, ARMOR_CLASS,
        AMULET_CLASS, TOOL_CLASS, ROCK_CLASS, GEM_CLASS, SPBOOK_CLASS,
        -1, -1 /* S_MIMIC_DEF: a strange object */
    };
    static const int furnsyms[] = {
        DS_UPSTAIR, DS_UPSTAIR, DS_DNSTAIR, DS_DNSTAIR,
        DS_ALTAR, DS_GRAVE, DS_THRONE, DS_SINK
    };
    struct monst *m = &lev->monsters[midx];
    int mx = m->x, my = m->y;
    int typ = lev->at[mx][my].typ;
    int roomno = lev->at[mx][my].roomno - ROOMOFFSET;
    int rt = roomno >= 0 ? lev->rooms[roomno].rtype : 0;
    int ap_type, appear, s_sym = 0, top = top_object_at(lev, mx, my);
    bool pick_sym = false;

    if (top >= 0) {
        ap_type = 2;
        appear = lev->objects[top].otyp;
    } else if (IS_DOOR(typ) || IS_WALL(typ) || typ == SDOOR
               || typ == SCORR) {
        int left = mx > 0 ? lev->at[mx - 1][my].typ : STONE;
        bool rogue = !strcmp(lev->ctx.special, "rogue");

        ap_type = 1;
        /* a wall joining from the left: a horizontal door */
        if (left == HWALL || left == TLCORNER || left == TRWALL
            || left == BLCORNER || left == TDWALL || left == CROSSWALL
            || left == TUWALL)
            appear = rogue ? DS_HWALL : DS_HCDOOR;
        else
            appear = rogue ? DS_VWALL : DS_VCDOOR;
    } else if (lev->flags.is_maze_lev
               && !(lev->ctx.in_mines && hero_in_town(lev))
               && !lev->ctx.in_sokoban && rn2(lev->rng, 2)) {
        ap_type = 2;
        appear = STATUE;
    } else if (roomno < 0 && !trap_at(lev, mx, my)) {
        ap_type = 2;
        appear = BOULDER;
    } else if (rt == ZOO || rt == VAULT) {
        ap_type = 2;
        appear = GOLD_PIECE;
    } else if (rt == DELPHI) {
        if (rn2(lev->rng, 2)) {
            ap_type = 2;
            appear = STATUE;
        } else {
            ap_type = 1;
            appear = DS_FOUNTAIN;
        }
    } else if (rt == TEMPLE) {
        ap_type = 1;
        appear = DS_ALTAR;
    } else if (rt >= SHOPBASE) {
        /* deep enough: something the shop sells */
        if (rn2(lev->rng, 10) >= lev->ctx.depth) {
            s_sym = -1; /* a strange object */
        } else {
            s_sym = get_shop_item(lev, rt - SHOPBASE);
            if (s_sym < 0) {
                ap_type = 2;
                appear = -s_sym;
                goto chosen;
            } else if (rt == FODDERSHOP && s_sym > MAXOCLASSES) {
                /* the health food store's vegetarian pseudo-class */
                ap_type = 2;
                appear = rn2(lev->rng, 2) ? LUMP_OF_ROYAL_JELLY : SLIME_MOLD;
                goto chosen;
            } else if (s_sym == RANDOM_CLASS || s_sym >= MAXOCLASSES) {
                int n = (int) (sizeof syms / sizeof syms[0]) - 2;

                s_sym = syms[rn2(lev->rng, n) + 2];
            }
        }
        pick_sym = true;
    } else {
        s_sym = syms[rn2(lev->rng, (int) (sizeof syms / sizeof syms[0]))];
        pick_sym = true;
    }
    if (pick_sym) {
        if (s_sym == MAXOCLASSES) {
            ap_type = 1;
            appear = furnsyms[rn2(lev->rng, 8)];
        } else {
            ap_type = 2;
            if (s_sym < 0) {
                appear = STRANGE_OBJECT;
            } else if (s_sym == COIN_CLASS) {
                appear = GOLD_PIECE;
            } else {
                /* C makes an object of the class and takes its kind */
                int o = mkobj(lev, s_sym, false);

                if (o < 0)
                    return false;
                appear = lev->objects[o].otyp;
                /* C frees it: it never reaches the level */
                lev->objects[o].floating = true;
                m = &lev->monsters[midx];
            }
        }
    }
chosen:
    m = &lev->monsters[midx];
    m->m_ap_type = ap_type;
    m->mappearance = appear;
    m->mcorpsenm = NON_PM;
    if (ap_type == 2 && (appear == STATUE || appear == FIGURINE
                         || appear == CORPSE || appear == EGG
                         || appear == TIN)) {
        int mndx = rndmonnum_here(lev);
        bool nocorpse = mndx >= 0 && (lev->nh->mons[mndx].geno & G_NOCORPSE);

        if (appear == CORPSE && nocorpse)
            mndx = rn1(lev->rng, PM_WIZARD - PM_ARCHEOLOGIST + 1,
                       PM_ARCHEOLOGIST);
        else if ((appear == EGG && can_be_hatched(lev, mndx) == 0)
                 || (appear == TIN && nocorpse))
            /* C asks !can_be_hatched(), which only species 0 answers (the
             * others give a species or NON_PM); what counts is its 1 in
             * 77 breeder draw for an egg layer */
            mndx = NON_PM;
        lev->monsters[midx].mcorpsenm = mndx;
    } else if (ap_type == 1 && appear == DS_ALTAR) {
        int algn = rn2(lev->rng, 3) - 1;
        int mask = align_to_amask(algn);

        if (lev->ctx.in_hell && rn2(lev->rng, 3))
            mask = AM_NONE;
        lev->monsters[midx].mcorpsenm = mask;
    }
    /* the level document's words for it */
    m = &lev->monsters[midx];
    m->appear_as_type = ap_type == 2 ? 1 : 3;
    if (ap_type == 2 && appear >= 0 && appear < NUM_OTYPES
        && lev->nh->objects[appear].oc_name)
        snprintf(m->appear_as, sizeof m->appear_as, "%s",
                 lev->nh->objects[appear].oc_name);
    else
        snprintf(m->appear_as, sizeof m->appear_as, "%s",
                 appear == DS_ALTAR ? "altar"
                 : appear == DS_FOUNTAIN ? "fountain"
                 : appear == DS_HCDOOR || appear == DS_VCDOOR ? "doorway"
                 : appear == DS_UPSTAIR ? "staircase up"
                 : appear == DS_DNSTAIR ? "staircase down"
                 : appear == DS_GRAVE ? "grave"
                 : appear == DS_THRONE ? "throne"
                 : appear == DS_SINK ? "sink" : "wall");
    return true;
}
