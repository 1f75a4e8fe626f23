/* gen_default.c - gen_ops entries over makemon.c's makemon and mkclass,
 * with minion.c's ndemon and mkobj.c's rndmonnum_adj on top of them; see
 * gen_default.h. */
#include "gen_default.h"

#include "data_enums.h"
#include "level.h"
#include "makemon.h"
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

/* C: mkobj.c rndmonnum_adj - a level-fit common species, else any species
 * that may be generated here */
static int d_rndmonnum_adj(struct level *lev, void *ud, int minadj,
                           int maxadj)
{
    (void) ud;
    int m = rndmonst_adj(lev, minadj, maxadj);

    if (m >= 0)
        return m;
    unsigned exclude = G_UNIQ | G_NOGEN
                       | (lev->ctx.in_hell ? G_NOHELL : G_HELL);

    do {
        m = rn1(lev->rng, PM_LONG_WORM_TAIL, 0);
    } while (mons[m].geno & exclude);
    return m;
}

const struct gen_ops gen_default = {
    .ud = NULL,
    .makemon = d_makemon,
    .mkclass = d_mkclass,
    .ndemon = d_ndemon,
    .rndmonnum_adj = d_rndmonnum_adj,
};
