/* goodpos.c - teleport.c's goodpos (with its goodpos_onscary stand-in
 * for onscary), enexto and collect_coords over the level model. The hero
 * is on the map only while a #wizloaddes level is made (level_build.h
 * hero_x): its spot is kept free as C's goodpos keeps it. */
#include "goodpos.h"

#include <string.h>
#include <strings.h>

#include "data_enums.h"
#include "fixup.h"
#include "monflags.h"
#include "traps.h"

static bool floor_obj_is(const struct obj *o, int otyp, int x, int y)
{
    return o->otyp == otyp && o->x == x && o->y == y && !o->buried
           && o->container < 0 && o->owner < 0 && !o->floating;
}

/* Only boulders and scrolls of scare monster are asked for, and a level
 * has few: their indexes are kept (lev->build->goodpos_seen), the objects made
 * since the last question looked at, instead of a walk of all objects for
 * each square a monster might stand on. An object becomes neither after
 * it is made. */
static bool floor_obj_at(struct nhl_level *lev, int otyp, int x, int y)
{
    struct goodpos_seen *g = &lev->build->goodpos_seen;

    if (g->removed != lev->build->objs_removed || g->scanned > lev->nobjects) {
        g->n = g->scanned = 0;
        g->full = false;
        g->removed = lev->build->objs_removed;
    }
    for (; !g->full && g->scanned < lev->nobjects; g->scanned++) {
        int t = lev->objects[g->scanned].otyp;

        if (t != BOULDER && t != SCR_SCARE_MONSTER)
            continue;
        if (g->n == (int) (sizeof g->idx / sizeof g->idx[0]))
            g->full = true;
        else
            g->idx[g->n++] = g->scanned;
    }
    if (g->full) {
        for (int i = 0; i < lev->nobjects; i++)
            if (floor_obj_is(&lev->objects[i], otyp, x, y))
                return true;
        return false;
    }
    for (int k = 0; k < g->n; k++)
        if (floor_obj_is(&lev->objects[g->idx[k]], otyp, x, y))
            return true;
    return false;
}

/* an engraving reading exactly s there, not a headstone (C: sengr_at
 * strict) */
static bool engraved_at(const struct nhl_level *lev, const char *s, int x, int y)
{
    for (int i = 0; i < lev->nengravings; i++) {
        const struct engr *e = &lev->engravings[i];

        if (e->x == x && e->y == y && e->engr_type != HEADSTONE && e->text
            && !strcasecmp(e->text, s))
            return true;
    }
    return false;
}

static bool closed_door_at(const struct nhl_level *lev, int x, int y)
{
    const struct rm *c = &lev->at[x][y];

    return IS_DOOR(c->typ) && (c->flags & (D_LOCKED | D_CLOSED));
}

/* C: accessible: a walkable square that is not a closed door */
static bool accessible_at(const struct nhl_level *lev, int x, int y)
{
    return ACCESSIBLE(lev->at[x][y].typ) && !closed_door_at(lev, x, y);
}

/* C: may_passwall */
static bool may_passwall_at(const struct nhl_level *lev, int x, int y)
{
    const struct rm *c = &lev->at[x][y];

    return !(IS_STWALL(c->typ) && (c->flags & W_NONPASSWALL));
}

/* C: goodpos_onscary, the creation-time approximation of onscary */
static bool scary_for(struct nhl_level *lev, int x, int y, int mndx)
{
    const struct permonst *pm = &lev->nh->mons[mndx];

    if (pm->mlet == S_HUMAN || pm->mlet == S_ANGEL || is_rider(mndx)
        || unique_corpstat(mndx))
        return false;
    if (lev->at[x][y].typ == ALTAR && pm->mlet == S_VAMPIRE)
        return true;
    if (floor_obj_at(lev, SCR_SCARE_MONSTER, x, y))
        return true;
    if (lev->ctx.in_hell || lev->ctx.in_endgame)
        return false;
    if (mndx == PM_MINOTAUR || !haseyes(mndx))
        return false;
    return engraved_at(lev, "Elbereth", x, y);
}

static bool goodpos_core(struct nhl_level *lev, int x, int y,
                         const struct monst *self, int mndx, unsigned gpflags)
{
    bool ignorewater = (gpflags & GP_IGNOREWATER) != 0;
    bool ignorelava = (gpflags & GP_IGNORELAVA) != 0;
    bool avoid_monpos = (gpflags & GP_AVOID_MONPOS) != 0;

    if (!isok(x, y))
        return false;
    /* nothing goes on the hero's spot (only a #wizloaddes level is made
       with the hero on the map) */
    if (!(gpflags & GP_ALLOW_U) && lev->build->hero_x > 0
        && x == lev->build->hero_x && y == lev->build->hero_y)
        return false;
    struct monst *there = nhl_level_monster_at(lev, x, y);

    if (there && avoid_monpos)
        return false;
    if (mndx >= 0) {
        if (there && there != self)
            return false;
        if (is_pool_at(lev, x, y) && !ignorewater) {
            bool in_air = is_flyer(mndx) || is_floater(mndx);

            return is_swimmer(mndx)
                   || (!lev->ctx.is_waterlevel && lev->at[x][y].typ != WATER
                       && in_air);
        } else if (lev->nh->mons[mndx].mlet == S_EEL && !ignorewater
                   && rn2(lev->rng, 13)) {
            return false;
        } else if (is_lava_at(lev, x, y) && !ignorelava) {
            if (mndx == PM_FLOATING_EYE)
                return false;
            return is_flyer(mndx) || is_floater(mndx) || likes_lava(mndx);
        }
        if (passes_walls(mndx) && may_passwall_at(lev, x, y))
            return true;
        if (amorphous(mndx) && closed_door_at(lev, x, y))
            return true;
        /* a monster not yet made has no m_id: the approximation */
        if ((gpflags & GP_CHECKSCARY) && scary_for(lev, x, y, mndx))
            return false;
    }
    if (!accessible_at(lev, x, y)) {
        if (!(is_pool_at(lev, x, y) && ignorewater)
            && !(is_lava_at(lev, x, y) && ignorelava))
            return false;
    }
    if (floor_obj_at(lev, BOULDER, x, y) && (mndx < 0 || !throws_rocks(mndx)))
        return false;
    if (avoid_monpos && is_exclusion_zone(lev, LR_MONGEN, x, y))
        return false;
    return true;
}

bool goodpos(struct nhl_level *lev, int x, int y, const struct monst *mtmp,
             unsigned gpflags)
{
    return goodpos_core(lev, x, y, mtmp, mtmp ? mtmp->mndx : -1, gpflags);
}

bool goodpos_pm(struct nhl_level *lev, int x, int y, int mndx, unsigned gpflags)
{
    return goodpos_core(lev, x, y, NULL, mndx, gpflags);
}

/* C: collect_coords without flags or filter: the spots in rings of
 * growing distance around (cx,cy), column 0 left out, each ring shuffled
 * (one rn2 per spot but the last). maxradius 0: the whole map. */
static int collect_coords(struct nhl_level *lev, struct coord *out, int cx,
                          int cy, int maxradius)
{
    int rowrange = cy < ROWNO / 2 ? ROWNO - 1 - cy : cy;
    int colrange = cx < COLNO / 2 ? COLNO - 1 - cx : cx;
    int k = rowrange > colrange ? rowrange : colrange;
    int result = 0;

    if (!maxradius || maxradius > k)
        maxradius = k;
    for (int radius = 1; radius <= maxradius; radius++) {
        struct coord *ring = out + result;
        int n = 0;
        int lox = cx - radius, hix = cx + radius;
        int loy = cy - radius, hiy = cy + radius;

        for (int y = loy < 0 ? 0 : loy; y <= hiy && y <= ROWNO - 1; y++)
            for (int x = lox < 1 ? 1 : lox; x <= hix && x <= COLNO - 1; x++) {
                if (x != lox && x != hix && y != loy && y != hiy)
                    continue;
                ring[n].x = x;
                ring[n].y = y;
                n++;
            }
        result += n;
        /* Fisher-Yates from the front, as C's loop */
        struct coord *p = ring;

        while (n > 1) {
            int j = rn2(lev->rng, n);

            if (j) {
                struct coord t = p[0];

                p[0] = p[j];
                p[j] = t;
            }
            p++;
            n--;
        }
    }
    return result;
}

bool enexto_core(struct nhl_level *lev, struct coord *cc, int x, int y, int mndx,
                 unsigned gpflags)
{
    static const int cap = ROWNO * (COLNO - 1);
    struct coord candy[ROWNO * (COLNO - 1)];
    int nnear, nall;

    (void) cap;
    /* C falls back to the hero's own species; the hero is human here */
    if (mndx < 0)
        mndx = PM_HUMAN;
    nnear = collect_coords(lev, candy, x, y, 3);
    for (int i = 0; i < nnear; i++)
        if (goodpos_pm(lev, candy[i].x, candy[i].y, mndx, gpflags)) {
            *cc = candy[i];
            return true;
        }
    nall = collect_coords(lev, candy, x, y, 0);
    for (int i = nnear; i < nall; i++)
        if (goodpos_pm(lev, candy[i].x, candy[i].y, mndx, gpflags)) {
            *cc = candy[i];
            return true;
        }
    cc->x = x;
    cc->y = y;
    return (gpflags & GP_ALLOW_XY) && goodpos_pm(lev, x, y, mndx, gpflags);
}

bool enexto_gpflags(struct nhl_level *lev, struct coord *cc, int x, int y,
                    int mndx, unsigned gpflags)
{
    return enexto_core(lev, cc, x, y, mndx, GP_CHECKSCARY | gpflags)
           || enexto_core(lev, cc, x, y, mndx, gpflags);
}

bool enexto(struct nhl_level *lev, struct coord *cc, int x, int y, int mndx)
{
    return enexto_gpflags(lev, cc, x, y, mndx, 0);
}
