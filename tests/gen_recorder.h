/* gen_recorder.h - test factories for gen_ops.h: they record what the
 * filling code asks for (monsters and objects at their spots, species by
 * class, containers, packs) and draw nothing, so a test sees the filler's
 * own draws alone. Included by the tests that need it. */
#ifndef NHLEV_TEST_GEN_RECORDER_H
#define NHLEV_TEST_GEN_RECORDER_H

#include "tables.h" /* mons[], objects[]: the species and types recorded */
#include "data_enums.h" /* PM_JACKAL, GOLD_PIECE, ROCK: what the stand-ins make */
#include "gen_ops.h" /* struct gen_ops: the generators this recorder replaces */
#include "level.h" /* level_add_object/_monster: the recorder adds what it made */
#include "mondata.h" /* the species' data the stand-ins read */
#include "objdata.h" /* oclass_symbol, new_obj: objects as the engine makes them */

/* factories that record what the fill asks for, drawing nothing */
static int f_makemon(struct nhl_level *l, void *ud, int mndx, int x, int y,
                     unsigned flags)
{
    (void) ud;
    (void) flags;
    struct monst *m = level_add_monster(l);

    m->mndx = mndx >= 0 ? mndx : PM_JACKAL;
    m->x = x;
    m->y = y;
    level_note_monster(l, m); /* as makemon: nhl_level_monster_at finds it */
    /* a jackal always carries a bone here, to see where packs go */
    if (m->mndx == PM_JACKAL) {
        int idx = (int) (m - l->monsters);
        struct obj *o = level_add_object(l);

        o->otyp = ROCK;
        o->quan = 1;
        o->container = -1;
        o->owner = idx;
        o->corpsenm = -1;
        return idx;
    }
    return (int) (m - l->monsters);
}

static int f_mkclass(struct nhl_level *l, void *ud, int mlet)
{
    (void) l;
    (void) ud;
    for (int i = 0; i < NUMMONS_ENUM; i++)
        if (mons_invariant[i].mlet == mlet)
            return i;
    return -1;
}

static int new_obj(struct nhl_level *l, int otyp, int x, int y)
{
    struct obj *o = level_add_object(l);

    o->otyp = otyp;
    o->oclass = oclass_symbol(objects_invariant[otyp].oc_class);
    o->x = x;
    o->y = y;
    o->quan = 1;
    o->container = -1;
    o->owner = -1;
    o->corpsenm = -1;
    o->floating = x < 0;
    return (int) (o - l->objects);
}

static int f_mksobj(struct nhl_level *l, void *ud, int otyp, int x, int y,
                    bool init, bool artif)
{
    (void) ud;
    (void) init;
    (void) artif;
    return new_obj(l, otyp, x, y);
}

static int f_mkobj(struct nhl_level *l, void *ud, int oclass, int x, int y,
                   bool artif)
{
    (void) ud;
    (void) artif;
    if (oclass < 0)
        oclass = -oclass;
    for (int i = 1; i < NUM_OTYPES; i++)
        if (oclass == RANDOM_CLASS || objects_invariant[i].oc_class == oclass)
            return new_obj(l, i, x, y);
    return -1;
}

static int f_mkgold(struct nhl_level *l, void *ud, long amount, int x, int y)
{
    (void) ud;
    int o = new_obj(l, GOLD_PIECE, x, y);

    l->objects[o].quan = amount;
    return o;
}

static int f_mk_tt_object(struct nhl_level *l, void *ud, int otyp, int x, int y)
{
    (void) ud;
    return new_obj(l, otyp, x, y);
}

static void f_add_to_container(struct nhl_level *l, void *ud, int box, int o)
{
    (void) ud;
    l->objects[o].container = box;
    l->objects[o].floating = false;
}

static void f_mpickobj(struct nhl_level *l, void *ud, int mon, int o)
{
    (void) ud;
    l->objects[o].owner = mon;
    l->objects[o].floating = false;
}

static int f_mongets(struct nhl_level *l, void *ud, int mon, int otyp)
{
    int o = new_obj(l, otyp, -1, -1);

    f_mpickobj(l, ud, mon, o);
    return o;
}

static void f_mkmonmoney(struct nhl_level *l, void *ud, int mon, long amount)
{
    int o = f_mongets(l, ud, mon, GOLD_PIECE);

    l->objects[o].quan = amount;
}

static int f_mkcorpstat(struct nhl_level *l, void *ud, int otyp, int mndx, int x,
                        int y, unsigned flags)
{
    (void) ud;
    (void) flags;
    int o = new_obj(l, otyp, x, y);

    l->objects[o].corpsenm = mndx;
    return o;
}

static int f_rndmonnum_adj(struct nhl_level *l, void *ud, int minadj, int maxadj)
{
    (void) l;
    (void) ud;
    (void) minadj;
    (void) maxadj;
    return PM_JACKAL;
}

static const struct gen_ops rec_ops = {
    NULL, f_makemon, f_mkclass, NULL, f_mksobj, f_mkobj, f_mkgold,
    f_mk_tt_object, f_add_to_container, f_mongets, f_mpickobj, f_mkmonmoney,
    f_mkcorpstat, f_rndmonnum_adj, NULL
};

#endif
