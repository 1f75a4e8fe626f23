/* medusa_fixup.c - Medusa's extra statues (medusa_fixup.h). */
#include "medusa_fixup.h"

#include "data_enums.h"
#include "gen_ops.h"
#include "goodpos.h"
#include "location.h"
#include "mkobj.h"
#include "monflags.h"
#include "mvitals.h"

/* a golem other than the stone golem turns into a stone golem rather
 * than a statue, while stone golems are not genocided (C:
 * poly_when_stoned) */
static bool poly_when_stoned(const struct nhl_level *lev, int mndx)
{
    return is_golem(mndx) && mndx != PM_STONE_GOLEM
           && !mv_genocided(lev, PM_STONE_GOLEM);
}

static bool unfit(const struct nhl_level *lev, int mndx)
{
    return mndx < 0 || pm_resists(mndx, MR_STONE)
           || poly_when_stoned(lev, mndx);
}

/* reroll the statue's species while it could not be a petrified one */
static void refit(struct nhl_level *lev, int oi)
{
    for (int tries = 1; tries < 100; tries++) {
        int mndx = lev->objects[oi].corpsenm;

        if (!unfit(lev, mndx))
            break;
        set_corpsenm(lev, oi, rndmonnum(lev));
    }
}

void medusa_fixup(struct nhl_level *lev)
{
    const struct gen_ops *g = lev->build->gen;
    const struct mkroom *croom;
    int tryct, oi;

    if (!g || !g->mk_tt_object || !g->mkcorpstat || lev->nroom < 1)
        return;
    croom = &lev->rooms[0];
    for (tryct = rnd(lev->rng, 4); tryct; tryct--) {
        int x = somex(lev, croom);
        int y = somey(lev, croom);

        if (!goodpos(lev, x, y, NULL, 0))
            continue;
        oi = g->mk_tt_object(lev, g->ud, STATUE, x, y);
        if (oi >= 0)
            refit(lev, oi);
    }
    if (rn2(lev->rng, 2)) {
        int x = somex(lev, croom);
        int y = somey(lev, croom);

        oi = g->mk_tt_object(lev, g->ud, STATUE, x, y);
    } else {
        int x = somex(lev, croom);
        int y = somey(lev, croom);

        /* Medusa's statues hold no spellbooks: no statue init */
        oi = g->mkcorpstat(lev, g->ud, STATUE, -1, x, y, CORPSTAT_NONE);
    }
    if (oi >= 0)
        refit(lev, oi);
}
