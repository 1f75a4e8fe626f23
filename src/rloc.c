/* rloc.c - teleport.c's rloc for a monster on the map (see rloc.h). The
 * hero is not on the level while it is made, so the hero's spot and the
 * messages fall away. A long worm's tail is not modelled: one moved here
 * would draw for its segments in C. */
#include "rloc.h"

#include "data_enums.h"
#include "goodpos.h"
#include "makemon.h"
#include "monflags.h"
#include "rm.h"

/* C: onscary for a monster that exists: vampires shun altars, all but
 * the fearless shun a scare monster scroll (Elbereth only scares where
 * the hero stands) */
static bool onscary(const struct nhl_level *lev, int x, int y,
                    const struct monst *m)
{
    if (m->isshk || m->ispriest || m->mndx == PM_ANGEL || is_rider(m->mndx)
        || m->mndx == PM_MINOTAUR)
        return false;
    if (m->isminion && m->min_align == 1)
        return false; /* C: is_lminion */
    bool vamp = lev->nh->mons[m->mndx].mlet == S_VAMPIRE || m->cham == PM_VAMPIRE
                || m->cham == PM_VAMPIRE_LEADER
                || m->cham == PM_VLAD_THE_IMPALER;

    if (lev->at[x][y].typ == ALTAR && vamp)
        return true;
    for (int i = 0; i < lev->nobjects; i++) {
        const struct obj *o = &lev->objects[i];

        if (o->otyp == SCR_SCARE_MONSTER && o->x == x && o->y == y
            && !o->buried && o->container < 0 && o->owner < 0 && !o->floating)
            return true;
    }
    return false;
}

static bool within(const int *d, int x, int y)
{
    return x >= d[4] && x <= d[6] && y >= d[5] && y <= d[7];
}

/* C: tele_jump_ok: no jumping into or out of a level's no-teleport box */
static bool tele_jump_ok(const struct nhl_level *lev, int x1, int y1, int x2,
                         int y2)
{
    if (!isok(x2, y2))
        return false;
    if (lev->have_dndest && lev->dndest[4] > 0
        && within(lev->dndest, x1, y1) != within(lev->dndest, x2, y2))
        return false;
    if (lev->have_updest && lev->updest[4] > 0
        && within(lev->updest, x1, y1) != within(lev->updest, x2, y2))
        return false;
    return true;
}

static bool in_own_room(const struct nhl_level *lev, const struct monst *m)
{
    return m->shroom && lev->at[m->x][m->y].roomno == m->shroom;
}

/* C: rloc_pos_ok for a monster on the map */
static bool rloc_pos_ok(struct nhl_level *lev, int x, int y, int midx)
{
    const struct monst *m = &lev->monsters[midx];

    if (!goodpos(lev, x, y, m, 0) || onscary(lev, x, y, m))
        return false;
    /* shopkeepers and priests stay in their rooms */
    if ((m->isshk || m->ispriest) && in_own_room(lev, m)
        && lev->at[x][y].roomno != m->shroom)
        return false;
    return tele_jump_ok(lev, m->x, m->y, x, y);
}

bool rloc(struct nhl_level *lev, int midx)
{
    int x, y;

    for (int trycount = 0; trycount < 50; trycount++) {
        x = rnd(lev->rng, COLNO - 1);
        y = rn2(lev->rng, ROWNO);
        if (rloc_pos_ok(lev, x, y, midx))
            goto found;
    }

    /* C: collect_coords(CC_INCL_CENTER | CC_UNSHUFFLED | CC_SKIP_MONS
     * [| CC_SKIP_INACCS]) around the map's middle, shuffled here as
     * they are tried */
    struct coord candy[ROWNO * (COLNO - 1)];
    int n = 0, cx = COLNO / 2, cy = ROWNO / 2;
    bool skip_inaccs = !passes_walls(lev->monsters[midx].mndx);
    int rowrange = cy < ROWNO / 2 ? ROWNO - 1 - cy : cy;
    int colrange = cx < COLNO / 2 ? COLNO - 1 - cx : cx;
    int maxradius = rowrange > colrange ? rowrange : colrange;

    for (int radius = 0; radius <= maxradius; radius++)
        for (y = cy - radius; y <= cy + radius; y++)
            for (x = cx - radius; x <= cx + radius; x++) {
                if (radius && x != cx - radius && x != cx + radius
                    && y != cy - radius && y != cy + radius)
                    continue;
                if (!isok(x, y) || (skip_inaccs
                                    && !ZAP_POS(lev->at[x][y].typ)))
                    continue;
                if (nhl_level_monster_at(lev, x, y))
                    continue;
                candy[n].x = x;
                candy[n].y = y;
                n++;
            }
    int bx = 0, by = 0;

    for (int i = 0; i < n; i++) {
        int j = rn2(lev->rng, n - i);

        if (j > 0) {
            struct coord t = candy[i];

            candy[i] = candy[i + j];
            candy[i + j] = t;
        }
        x = candy[i].x;
        y = candy[i].y;
        if (rloc_pos_ok(lev, x, y, midx))
            goto found;
        if (!bx && goodpos(lev, x, y, &lev->monsters[midx], 0)) {
            bx = x;
            by = y;
        }
    }
    if (!bx)
        return false;
    x = bx;
    y = by;
found:
    {
        struct monst *m = &lev->monsters[midx];
        int nseg = m->nwseg;

        m->x = x;
        m->y = y;
        level_note_monster(lev, m);
        /* a long worm's tail is lifted and laid down again behind it
         * (C: rloc_to_core's remove_worm, place_worm_tail_randomly) */
        m->nwseg = 0;
        if (nseg)
            place_worm_tail(lev, midx, nseg);
    }
    return true;
}
