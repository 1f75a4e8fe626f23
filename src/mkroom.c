/* mkroom.c - special rooms: sp_lev.c fill_special_room, mkroom.c fill_zoo
 * (mk_zoo_thronemon, courtmon, squadmon, morguemon, antholemon,
 * somexyspace) and priest.c priestini; see mkroom.h. */
#include "mkroom.h"

#include <stdlib.h>
#include <string.h>

#include "data_enums.h"
#include "engrave.h"
#include "location.h"
#include "mvitals.h"
#include "objdata.h"
#include "rloc.h"
#include "shknam.h"
#include "spfeatures.h"
#include "terrain.h"
#include "textfile.h"
#include "traps.h"

/* monster classes (C: monsym.h S_*) */
enum {
    CL_KOBOLD = 11, CL_ORC = 15, CL_CENTAUR = 29, CL_DRAGON = 30,
    CL_GNOME = 33, CL_GIANT = 34, CL_TROLL = 46, CL_VAMPIRE = 48,
    CL_ZOMBIE = 52, CL_DEMON = 56
};

bool somexyspace(struct nhl_level *lev, int r, struct coord *c)
{
    int trycnt = 0;
    bool okay;

    do {
        okay = somexy(lev, &lev->rooms[r], c) && isok(c->x, c->y)
               && !spot_occupied(lev, c->x, c->y)
               && (lev->at[c->x][c->y].typ == ROOM
                   || lev->at[c->x][c->y].typ == CORR
                   || lev->at[c->x][c->y].typ == ICE);
    } while (trycnt++ < 100 && !okay);
    return okay;
}

/* C: engrave.c make_grave at a map spot: only on floor without a trap;
 * the epitaph's draw */
static void mkroom_grave(struct nhl_level *lev, int x, int y)
{
    if ((lev->at[x][y].typ != ROOM && lev->at[x][y].typ != GRAVE)
        || nhl_level_trap_at(lev, x, y))
        return;
    if (!set_levltyp(lev, x, y, GRAVE))
        return;
    char buf[TEXT_BUFSZ];

    make_engr_at(lev, x, y, random_epitaph(lev, buf, sizeof buf),
                 HEADSTONE);
}

/* ---- the factories, NULL-safe ---------------------------------------- */

static int g_makemon(struct nhl_level *lev, const struct gen_ops *ops,
                     int mndx, int x, int y, unsigned flags)
{
    return ops && ops->makemon ? ops->makemon(lev, ops->ud, mndx, x, y, flags)
                               : -1;
}

static int g_mkclass(struct nhl_level *lev, const struct gen_ops *ops,
                     int mlet)
{
    return ops && ops->mkclass ? ops->mkclass(lev, ops->ud, mlet) : -1;
}

static int g_mksobj(struct nhl_level *lev, const struct gen_ops *ops,
                    int otyp, int x, int y, bool init)
{
    return ops && ops->mksobj ? ops->mksobj(lev, ops->ud, otyp, x, y, init,
                                            false)
                              : -1;
}

static int g_mkobj(struct nhl_level *lev, const struct gen_ops *ops,
                   int oclass, int x, int y)
{
    return ops && ops->mkobj ? ops->mkobj(lev, ops->ud, oclass, x, y, false)
                             : -1;
}

static int g_mongets(struct nhl_level *lev, const struct gen_ops *ops,
                     int mon, int otyp)
{
    return ops && ops->mongets ? ops->mongets(lev, ops->ud, mon, otyp) : -1;
}

static void g_add_to_container(struct nhl_level *lev,
                               const struct gen_ops *ops, int box,
                               int obj)
{
    if (ops && ops->add_to_container && box >= 0 && obj >= 0)
        ops->add_to_container(lev, ops->ud, box, obj);
}

/* ---- fill_zoo --------------------------------------------------------- */

/* C: mk_zoo_thronemon - the court's ruler by difficulty, asleep and
 * hostile, with a mace for a sceptre */
static void mk_zoo_thronemon(struct nhl_level *lev, int x, int y,
                             const struct gen_ops *ops)
{
    int i = rnd(lev->rng, lev->ctx.level_difficulty);
    int pm = i > 9 ? PM_OGRE_TYRANT
             : i > 5 ? PM_ELVEN_MONARCH
             : i > 2 ? PM_DWARF_RULER
                     : PM_GNOME_RULER;
    int mi = g_makemon(lev, ops, pm, x, y, NO_MM_FLAGS);

    if (mi >= 0) {
        lev->monsters[mi].asleep = true;
        lev->monsters[mi].peaceful = false;
        (void) g_mongets(lev, ops, mi, MACE);
    }
}

/* C: courtmon - the court's subjects, bigger the deeper */
static int courtmon(struct nhl_level *lev, const struct gen_ops *ops)
{
    int i = rn2(lev->rng, 60);

    i += rn2(lev->rng, 3 * lev->ctx.level_difficulty);
    if (i > 100)
        return g_mkclass(lev, ops, CL_DRAGON);
    if (i > 95)
        return g_mkclass(lev, ops, CL_GIANT);
    if (i > 85)
        return g_mkclass(lev, ops, CL_TROLL);
    if (i > 75)
        return g_mkclass(lev, ops, CL_CENTAUR);
    if (i > 60)
        return g_mkclass(lev, ops, CL_ORC);
    if (i > 45)
        return PM_BUGBEAR;
    if (i > 30)
        return PM_HOBGOBLIN;
    if (i > 15)
        return g_mkclass(lev, ops, CL_GNOME);
    return g_mkclass(lev, ops, CL_KOBOLD);
}

/* C: squadmon - soldiers 80, sergeants 15, lieutenants 4, a captain 1,
 * out of 80 + difficulty */
static int squadmon(struct nhl_level *lev)
{
    static const struct { int pm, prob; } squadprob[4] = {
        { PM_SOLDIER, 80 }, { PM_SERGEANT, 15 },
        { PM_LIEUTENANT, 4 }, { PM_CAPTAIN, 1 },
    };
    int sel_prob = rnd(lev->rng, 80 + lev->ctx.level_difficulty);
    int cpro = 0;

    int mndx = -1;

    for (int i = 0; i < 4 && mndx < 0; i++) {
        cpro += squadprob[i].prob;
        if (cpro > sel_prob)
            mndx = squadprob[i].pm;
    }
    if (mndx < 0)
        mndx = squadprob[rn2(lev->rng, 4)].pm;
    /* a gone rank: makemon then makes anything */
    return mv_gone(lev, mndx) ? -1 : mndx;
}

/* C: morguemon - ghosts, wraiths and zombies; deep down vampires and
 * demons */
static int morguemon(struct nhl_level *lev, const struct gen_ops *ops)
{
    int i = rn2(lev->rng, 100);
    int hd = rn2(lev->rng, lev->ctx.level_difficulty);

    if (hd > 10 && i < 10) {
        if (lev->ctx.in_hell || lev->ctx.in_endgame)
            return g_mkclass(lev, ops, CL_DEMON);
        int nd = ops && ops->ndemon ? ops->ndemon(lev, ops->ud) : -1;

        if (nd >= 0)
            return nd;
    }
    if (hd > 8 && i > 85)
        return g_mkclass(lev, ops, CL_VAMPIRE);
    return i < 20 ? PM_GHOST
           : i < 40 ? PM_WRAITH
                    : g_mkclass(lev, ops, CL_ZOMBIE);
}

/* C: antholemon - one kind of ant per level, from the game's birthday and
 * the difficulty; the next kind if that one is gone, -1 if all three are */
int antholemon(const struct nhl_level *lev)
{
    int indx = (int) (lev->game->hero.ubirthday % 3L) + lev->ctx.level_difficulty;
    static const int ants[3] = { PM_SOLDIER_ANT, PM_FIRE_ANT, PM_GIANT_ANT };
    int mndx, trycnt = 0;

    do
        mndx = ants[(indx + trycnt) % 3];
    while (++trycnt < 3 && mv_gone(lev, mndx));
    return mv_gone(lev, mndx) ? -1 : mndx;
}

/* a square fill_zoo leaves empty: off the room, its edge, or the row just
 * inside the first door */
static bool zoo_skip(const struct nhl_level *lev, int r, int sx, int sy)
{
    const struct mkroom *sroom = &lev->rooms[r];
    const struct coord *d = &lev->doors[sroom->fdoor];

    if (sroom->irregular) {
        int ddx = abs(sx - d->x), ddy = abs(sy - d->y);

        return lev->at[sx][sy].roomno != r + ROOMOFFSET
               || lev->at[sx][sy].edge
               || (sroom->doorct && (ddx > ddy ? ddx : ddy) <= 1);
    }
    return !SPACE_POS(lev->at[sx][sy].typ)
           || (sroom->doorct
               && ((sx == sroom->lx && d->x == sx - 1)
                   || (sx == sroom->hx && d->x == sx + 1)
                   || (sy == sroom->ly && d->y == sy - 1)
                   || (sy == sroom->hy && d->y == sy + 1)));
}

/* what else lies on a zoo square, after its monster */
static void zoo_square_things(struct nhl_level *lev, int r, int sx, int sy,
                              int *goldlim, const struct gen_ops *ops)
{
    const struct mkroom *sroom = &lev->rooms[r];
    int diff = lev->ctx.level_difficulty, i;

    switch (sroom->rtype) {
    case ZOO:
    case LEPREHALL: {
        /* less gold near the door */
        if (sroom->doorct) {
            const struct coord *d = &lev->doors[sroom->fdoor];
            int dd = (sx - d->x) * (sx - d->x) + (sy - d->y) * (sy - d->y);

            i = dd * dd;
        } else {
            i = *goldlim;
        }
        if (i >= *goldlim)
            i = 5 * diff;
        *goldlim -= i;
        long amount = rn1(lev->rng, i, 10);

        if (ops && ops->mkgold)
            (void) ops->mkgold(lev, ops->ud, amount, sx, sy);
        break;
    }
    case MORGUE:
        if (!rn2(lev->rng, 5) && ops && ops->mk_tt_object)
            (void) ops->mk_tt_object(lev, ops->ud, CORPSE, sx, sy);
        if (!rn2(lev->rng, 10)) { /* treasure buried with the dead */
            int box = rn2(lev->rng, 3) ? LARGE_BOX : CHEST;

            (void) g_mksobj(lev, ops, box, sx, sy, true);
        }
        if (!rn2(lev->rng, 5))
            mkroom_grave(lev, sx, sy);
        break;
    case BEEHIVE:
        if (!rn2(lev->rng, 3))
            (void) g_mksobj(lev, ops, LUMP_OF_ROYAL_JELLY, sx, sy, true);
        break;
    case BARRACKS:
        if (!rn2(lev->rng, 20)) { /* the payroll and some loot */
            int box = rn2(lev->rng, 3) ? LARGE_BOX : CHEST;

            (void) g_mksobj(lev, ops, box, sx, sy, true);
        }
        break;
    case COCKNEST:
        if (!rn2(lev->rng, 3)) {
            int st = ops && ops->mk_tt_object
                         ? ops->mk_tt_object(lev, ops->ud, STATUE, sx, sy)
                         : -1;

            if (st >= 0)
                for (i = rn2(lev->rng, 5); i; i--)
                    g_add_to_container(lev, ops, st,
                                       g_mkobj(lev, ops, RANDOM_CLASS, -1,
                                               -1));
        }
        break;
    case ANTHOLE:
        if (!rn2(lev->rng, 3))
            (void) g_mkobj(lev, ops, FOOD_CLASS, sx, sy);
        break;
    default:
        break;
    }
}

void fill_zoo(struct nhl_level *lev, int r)
{
    const struct gen_ops *ops = lev->build->gen;
    const struct mkroom *sroom = &lev->rooms[r];
    int type = sroom->rtype, rmno = r + ROOMOFFSET;
    int tx = 0, ty = 0, goldlim = 0, diff = lev->ctx.level_difficulty;
    struct coord mm;

    switch (type) {
    case COURT: {
        bool placed = false;

        /* a maze level's court keeps the throne its script put there */
        if (lev->flags.is_maze_lev)
            for (tx = sroom->lx; tx <= sroom->hx && !placed; tx++)
                for (ty = sroom->ly; ty <= sroom->hy && !placed; ty++)
                    if (lev->at[tx][ty].typ == THRONE)
                        placed = true;
        if (placed) {
            tx--, ty--; /* the loops stepped past it */
        } else {
            int i = 100;

            do { /* not on the stairs */
                (void) somexyspace(lev, r, &mm);
                tx = mm.x;
                ty = mm.y;
            } while (spot_occupied(lev, tx, ty) && --i > 0);
        }
        mk_zoo_thronemon(lev, tx, ty, ops);
        break;
    }
    case BEEHIVE:
        tx = sroom->lx + (sroom->hx - sroom->lx + 1) / 2;
        ty = sroom->ly + (sroom->hy - sroom->ly + 1) / 2;
        if (sroom->irregular
            && (lev->at[tx][ty].roomno != rmno || lev->at[tx][ty].edge)) {
            /* the centre may be outside: the queen goes elsewhere */
            (void) somexyspace(lev, r, &mm);
            tx = mm.x;
            ty = mm.y;
        }
        break;
    case ZOO:
    case LEPREHALL:
        goldlim = 500 * diff;
        break;
    default:
        break;
    }

    for (int sx = sroom->lx; sx <= sroom->hx; sx++)
        for (int sy = sroom->ly; sy <= sroom->hy; sy++) {
            if (zoo_skip(lev, r, sx, sy))
                continue;
            /* an explicitly placed throne keeps its seat empty */
            if (type == COURT && lev->at[sx][sy].typ == THRONE)
                continue;
            int pm;

            switch (type) {
            case COURT: pm = courtmon(lev, ops); break;
            case BARRACKS: pm = squadmon(lev); break;
            case MORGUE: pm = morguemon(lev, ops); break;
            case BEEHIVE:
                pm = (sx == tx && sy == ty) ? PM_QUEEN_BEE : PM_KILLER_BEE;
                break;
            case LEPREHALL: pm = PM_LEPRECHAUN; break;
            case COCKNEST: pm = PM_COCKATRICE; break;
            case ANTHOLE: pm = antholemon(lev); break;
            default: pm = -1; break; /* a zoo: anything */
            }
            int mi = g_makemon(lev, ops, pm, sx, sy, MM_ASLEEP | MM_NOGRP);

            if (mi >= 0) {
                lev->monsters[mi].asleep = true;
                if (type == COURT)
                    lev->monsters[mi].peaceful = false;
            }
            zoo_square_things(lev, r, sx, sy, &goldlim, ops);
            sroom = &lev->rooms[r];
        }

    switch (type) {
    case COURT: {
        /* the throne, and the royal coffers somewhere in the room */
        lev->at[tx][ty].typ = THRONE;
        (void) somexyspace(lev, r, &mm);
        int gold = g_mksobj(lev, ops, GOLD_PIECE, -1, -1, true);
        long quan = rn1(lev->rng, 50 * diff, 10);

        if (gold >= 0)
            lev->objects[gold].quan = quan;
        int chest = g_mksobj(lev, ops, CHEST, mm.x, mm.y, true);

        g_add_to_container(lev, ops, chest, gold);
        if (chest >= 0)
            lev->objects[chest].spe = 2; /* so it can be found later */
        lev->flags.has_court = true;
        break;
    }
    case BARRACKS: lev->flags.has_barracks = true; break;
    case ZOO: lev->flags.has_zoo = true; break;
    case MORGUE: lev->flags.has_morgue = true; break;
    case SWAMP: lev->flags.has_swamp = true; break;
    case BEEHIVE: lev->flags.has_beehive = true; break;
    default: break;
    }
}

/* ---- fill_special_room -------------------------------------------------- */

void fill_special_room(struct nhl_level *lev, int r)
{
    const struct gen_ops *ops = lev->build->gen;

    if (r < 0 || r >= NROOMSLOTS)
        return;
    /* subrooms first: a special subroom of an unfilled room still fills */
    for (int i = 0; i < lev->rooms[r].nsubrooms; i++)
        fill_special_room(lev, lev->rooms[r].sbrooms[i]);

    const struct mkroom *croom = &lev->rooms[r];

    if (croom->needfill == FILL_NORMAL && croom->rtype >= SHOPBASE)
        lev->flags.has_shop = true;
    if (croom->rtype == OROOM || croom->rtype == THEMEROOM
        || croom->needfill == FILL_NONE)
        return;
    /* without generation nothing is made, and nothing drawn for it */
    if (croom->needfill == FILL_NORMAL && ops) {
        if (croom->rtype >= SHOPBASE) {
            stock_room(lev, croom->rtype - SHOPBASE, r);
            lev->flags.has_shop = true;
            return;
        }
        switch (croom->rtype) {
        case VAULT: {
            int d = abs(lev->ctx.depth);

            for (int x = croom->lx; x <= croom->hx; x++)
                for (int y = croom->ly; y <= croom->hy; y++) {
                    long amount = rn1(lev->rng, d * 100, 51);

                    if (ops && ops->mkgold)
                        (void) ops->mkgold(lev, ops->ud, amount, x, y);
                }
            break;
        }
        case COURT: case ZOO: case BEEHIVE: case ANTHOLE: case COCKNEST:
        case LEPREHALL: case MORGUE: case BARRACKS:
            fill_zoo(lev, r);
            break;
        default:
            break;
        }
    }
    switch (lev->rooms[r].rtype) {
    case VAULT: lev->flags.has_vault = true; break;
    case ZOO: lev->flags.has_zoo = true; break;
    case COURT: lev->flags.has_court = true; break;
    case MORGUE: lev->flags.has_morgue = true; break;
    case BEEHIVE: lev->flags.has_beehive = true; break;
    case BARRACKS: lev->flags.has_barracks = true; break;
    case TEMPLE: lev->flags.has_temple = true; break;
    case SWAMP: lev->flags.has_swamp = true; break;
    default: break;
    }
}

void fill_special_rooms(struct nhl_level *lev)
{
    /* top rooms; each fills its subrooms first */
    for (int i = 0; i < lev->nroom; i++)
        fill_special_room(lev, i);
}

/* ---- priestini ------------------------------------------------------------ */

void priestini(struct nhl_level *lev, int r, int sx, int sy, bool sanctum)
{
    const struct gen_ops *ops = lev->build->gen;
    static const int xdir[8] = { -1, -1, 0, 1, 1, 1, 0, -1 };
    static const int ydir[8] = { 0, -1, -1, -1, 0, 1, 1, 1 };

    /* no priest without monster generation, and no draws for one */
    if (!ops || !ops->makemon)
        return;
    int si = rn2(lev->rng, 8), px = sx, py = sy, i;
    int prim = sanctum ? PM_HIGH_CLERIC : PM_ALIGNED_CLERIC;

    /* the first good spot around the altar, from a random direction */
    for (i = 0; i < 8; i++) {
        px = sx + xdir[(i + si) % 8];
        py = sy + ydir[(i + si) % 8];
        if (isok(px, py) && is_ok_location(lev, px, py, DRY))
            break;
    }
    if (i == 8) {
        px = sx;
        py = sy;
    }
    /* C: insurance - whoever stands there makes room */
    struct monst *there = nhl_level_monster_at(lev, px, py);

    if (there)
        (void) rloc(lev, (int) (there - lev->monsters));
    int mi = g_makemon(lev, ops, prim, px, py, MM_EPRI);

    if (mi < 0)
        return;
    int amask = lev->at[sx][sy].flags & AM_MASK;
    int shralign = amask == AM_LAWFUL ? 1
                   : amask == AM_NEUTRAL ? 0
                   : amask == AM_CHAOTIC ? -1 : -128;
    struct monst *pr = &lev->monsters[mi];

    pr->peaceful = true;
    pr->ispriest = true;
    pr->asleep = false;
    pr->shroom = r + ROOMOFFSET;
    /* Moloch's high priest keeps the Amulet */
    if (sanctum && shralign == -128 && !strcmp(lev->ctx.special, "sanctum"))
        (void) g_mongets(lev, ops, mi, AMULET_OF_YENDOR);
    for (int cnt = rn1(lev->rng, 3, 2); cnt > 0; --cnt) {
        int o = g_mkobj(lev, ops, -SPBOOK_CLASS, -1, -1);

        if (o >= 0 && ops->mpickobj)
            ops->mpickobj(lev, ops->ud, mi, o);
    }
    if (rn2(lev->rng, 2)) {
        /* the cloak makemon gave (a robe, or a cloak of protection or
         * of magic resistance), worn: uncursed for the hero's own god,
         * else cursed (C: which_armor W_ARMC) */
        for (int o = 0; o < lev->nobjects; o++) {
            struct obj *ob = &lev->objects[o];

            if (ob->owner == mi && ob->container < 0 && !ob->floating
                && ob->otyp >= 0 && lev->nh->objects[ob->otyp].oc_class == ARMOR_CLASS
                && lev->nh->objects[ob->otyp].oc_subtyp == 5 /* ARM_CLOAK */) {
                if (shralign == hero_alignment(lev)) {
                    ob->cursed = false;
                } else {
                    ob->cursed = true;
                    ob->blessed = false;
                }
                break;
            }
        }
    }
}
