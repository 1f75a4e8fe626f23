/* gen_default.c - gen_ops entries over makemon.c (makemon, mkclass) and
 * mkobj.c (mksobj, mkobj, mkgold, mkcorpstat, add_to_container,
 * rndmonnum_adj), with the few routines of other C files the fillers call
 * on top of them: minion.c ndemon, mkobj.c mk_tt_object, makemon.c
 * mongets and mkmonmoney, steal.c mpickobj; see gen_default.h. */
#include "gen_default.h"

#include "data_enums.h"
#include "level.h"
#include "makemon.h"
#include "mkobj.h"
#include "monflags.h"

static int d_makemon(struct level *lev, void *ud, int mndx, int x, int y,
                     unsigned mmflags)
{
    (void) ud;
    return makemon(lev, mndx, x, y, mmflags);
}

static int d_mkclass(struct level *lev, void *ud, int mlet)
{
    (void) ud;
    return mkclass(lev, mlet, 0);
}

/* C: minion.c ndemon(A_NONE) - a demon that is no lord or prince */
static int d_ndemon(struct level *lev, void *ud)
{
    (void) ud;
    int m = mkclass_aligned(lev, S_DEMON, 0, -128);

    return m >= 0 && is_ndemon(m) ? m : -1;
}

static int d_rndmonnum_adj(struct level *lev, void *ud, int minadj,
                           int maxadj)
{
    (void) ud;
    return rndmonnum_adj(lev, minadj, maxadj);
}

static int d_mksobj(struct level *lev, void *ud, int otyp, int x, int y,
                    bool init, bool artif)
{
    (void) ud;
    return x < 0 ? mksobj(lev, otyp, init, artif)
                 : mksobj_at(lev, otyp, x, y, init, artif);
}

static int d_mkobj(struct level *lev, void *ud, int oclass, int x, int y,
                   bool artif)
{
    (void) ud;
    return x < 0 ? mkobj(lev, oclass, artif)
                 : mkobj_at(lev, oclass, x, y, artif);
}

static int d_mkgold(struct level *lev, void *ud, long amount, int x, int y)
{
    (void) ud;
    return mkgold(lev, amount, x, y);
}

static int d_mkcorpstat(struct level *lev, void *ud, int otyp, int mndx,
                        int x, int y, unsigned flags)
{
    (void) ud;
    return mkcorpstat(lev, otyp, mndx, x, y, flags);
}

/* C: mkobj.c mk_tt_object - a corpse or (uninitialised) statue of an
 * adventurer; with no one on the scoreboard to name it after, of a random
 * role */
static int d_mk_tt_object(struct level *lev, void *ud, int otyp, int x,
                          int y)
{
    (void) ud;
    int o = mksobj_at(lev, otyp, x, y, otyp != STATUE, false);

    if (o >= 0) {
        /* C: tt_oname picks a rank of the scoreboard (rnd of
         * tt_oname_maxrank, 10) and finds no entry: the truth games'
         * record file is empty */
        (void) rnd(lev->rng, 10);
        int pm = rn1(lev->rng, PM_WIZARD - PM_ARCHEOLOGIST + 1,
                     PM_ARCHEOLOGIST);

        set_corpsenm(lev, o, pm);
    }
    return o;
}

static void d_add_to_container(struct level *lev, void *ud, int box, int o)
{
    (void) ud;
    add_to_container(lev, box, o);
}

/* C: steal.c mpickobj - into the monster's pack */
static void d_mpickobj(struct level *lev, void *ud, int mon, int o)
{
    (void) ud;
    struct obj *ob = &lev->objects[o];

    ob->owner = mon;
    ob->container = -1;
    ob->floating = false;
    ob->x = lev->monsters[mon].x;
    ob->y = lev->monsters[mon].y;
}

/* C: makemon.c mongets - a new object of that type in the monster's pack
 * (a demon's is never blessed) */
static int d_mongets(struct level *lev, void *ud, int mon, int otyp)
{
    int o = mksobj(lev, otyp, true, false);

    if (o < 0)
        return -1;
    if (mons[lev->monsters[mon].mndx].mlet == S_DEMON
        && lev->objects[o].blessed)
        obj_curse(&lev->objects[o]);
    d_mpickobj(lev, ud, mon, o);
    return o;
}

/* C: makemon.c mkmonmoney - gold in the monster's pack */
static void d_mkmonmoney(struct level *lev, void *ud, int mon, long amount)
{
    int o = mksobj(lev, GOLD_PIECE, false, false);

    if (o < 0)
        return;
    lev->objects[o].quan = amount;
    d_mpickobj(lev, ud, mon, o);
}

const struct gen_ops gen_default = {
    .ud = NULL,
    .makemon = d_makemon,
    .mkclass = d_mkclass,
    .ndemon = d_ndemon,
    .mksobj = d_mksobj,
    .mkobj = d_mkobj,
    .mkgold = d_mkgold,
    .mk_tt_object = d_mk_tt_object,
    .add_to_container = d_add_to_container,
    .mongets = d_mongets,
    .mpickobj = d_mpickobj,
    .mkmonmoney = d_mkmonmoney,
    .mkcorpstat = d_mkcorpstat,
    .rndmonnum_adj = d_rndmonnum_adj,
};
