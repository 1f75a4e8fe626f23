/* gen_default.c - gen_ops entries over makemon.c (makemon, mkclass),
 * mkobj.c (mksobj, mkobj, mkgold, mkcorpstat, mk_tt_object,
 * add_to_container, rndmonnum_adj) and minit.c (mongets, mkmonmoney,
 * mpickobj), with minion.c's ndemon on top of mkclass; see
 * gen_default.h. */
#include "gen_default.h"

#include "data_enums.h"
#include "level.h"
#include "makemon.h"
#include "minit.h"
#include "mkobj.h"
#include "monflags.h"

static int d_makemon(struct nhl_level *lev, void *ud, int mndx, int x, int y,
                     unsigned mmflags)
{
    (void) ud;
    return makemon(lev, mndx, x, y, mmflags);
}

static int d_mkclass(struct nhl_level *lev, void *ud, int mlet)
{
    (void) ud;
    return mkclass(lev, mlet, 0);
}

/* C: minion.c ndemon(A_NONE) - a demon that is no lord or prince */
static int d_ndemon(struct nhl_level *lev, void *ud)
{
    (void) ud;
    int m = mkclass_aligned(lev, S_DEMON, 0, -128);

    return m >= 0 && is_ndemon(m) ? m : -1;
}

static int d_rndmonnum_adj(struct nhl_level *lev, void *ud, int minadj,
                           int maxadj)
{
    (void) ud;
    return rndmonnum_adj(lev, minadj, maxadj);
}

static int d_mksobj(struct nhl_level *lev, void *ud, int otyp, int x, int y,
                    bool init, bool artif)
{
    (void) ud;
    return x < 0 ? mksobj(lev, otyp, init, artif)
                 : mksobj_at(lev, otyp, x, y, init, artif);
}

static int d_mkobj(struct nhl_level *lev, void *ud, int oclass, int x, int y,
                   bool artif)
{
    (void) ud;
    return x < 0 ? mkobj(lev, oclass, artif)
                 : mkobj_at(lev, oclass, x, y, artif);
}

static int d_mkgold(struct nhl_level *lev, void *ud, long amount, int x, int y)
{
    (void) ud;
    return mkgold(lev, amount, x, y);
}

static int d_mkcorpstat(struct nhl_level *lev, void *ud, int otyp, int mndx,
                        int x, int y, unsigned flags)
{
    (void) ud;
    return mkcorpstat(lev, otyp, mndx, x, y, flags);
}

static void d_add_to_container(struct nhl_level *lev, void *ud, int box, int o)
{
    (void) ud;
    add_to_container(lev, box, o);
}

static int d_mk_tt_object(struct nhl_level *lev, void *ud, int otyp, int x,
                          int y)
{
    (void) ud;
    return mk_tt_object(lev, otyp, x, y);
}

static void d_mpickobj(struct nhl_level *lev, void *ud, int mon, int o)
{
    (void) ud;
    minit_give(lev, mon, o);
}

static int d_mongets(struct nhl_level *lev, void *ud, int mon, int otyp)
{
    (void) ud;
    return mongets(lev, mon, otyp);
}

static void d_mkmonmoney(struct nhl_level *lev, void *ud, int mon, long amount)
{
    (void) ud;
    mkmonmoney(lev, mon, amount);
}

static void d_set_mimic_sym(struct nhl_level *lev, void *ud, int mon)
{
    (void) ud;
    (void) set_mimic_sym(lev, mon);
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
    .set_mimic_sym = d_set_mimic_sym,
};
