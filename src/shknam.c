/* shknam.c - shops: stock_room with shkinit, good_shopdoor, nameshk,
 * mkshobj_at, shkveg and get_shop_item; see shknam.h. The shop tables are
 * in shknam_names.c. */
#include "shknam.h"

#include "objresist.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data_enums.h"
#include "engrave.h"
#include "monflags.h"
#include "objdata.h"
#include "rloc.h"
#include "spfeatures.h"

/* C: objclass.h material VEGGY */

int get_shop_item(struct nhl_level *lev, int shop_idx)
{
    const struct shclass *shp = &shtypes[shop_idx];
    int i = 0;

    /* C: the first kind whose running total reaches rnd(100) */
    for (int j = rnd(lev->rng, 100); (j -= shp->iprobs[i].iprob) > 0; i++)
        continue;
    return shp->iprobs[i].itype;
}

/* C: nameshk - the name follows the shopkeeper's id, the level and the
 * game's birthday, so it is the same for the same shop; only tool shops
 * and names already taken draw */
void nameshk(struct nhl_level *lev, struct monst *shk, int shop_idx)
{
    const char *const *nlp = shtypes[shop_idx].shknms;
    const char *shname = NULL;
    int names_avail, name_wanted = shk->m_id;

    if (nlp == shklight && lev->ctx.in_mines
        && !strcmp(lev->ctx.special, "minetn")) {
        shname = "+Izchak";
        shk->female = false;
    } else {
        int nseed = (int) (lev->game->hero.ubirthday / 257L);

        name_wanted += lev->ctx.ledger + (nseed % 13) - (nseed % 5);
        if (name_wanted < 0)
            name_wanted += 13 + 5;
        shk->female = name_wanted & 1;
        for (names_avail = 0; nlp[names_avail]; names_avail++)
            continue;
        name_wanted = name_wanted % names_avail;

        for (int trycnt = 0; trycnt < 50; trycnt++) {
            int i;

            if (nlp == shktools) {
                shname = shktools[rn2(lev->rng, names_avail)];
                shk->female = false;
            } else if (name_wanted < names_avail) {
                shname = nlp[name_wanted];
            } else if ((i = rn2(lev->rng, names_avail)) != 0) {
                shname = nlp[i - 1];
            } else if (nlp != shkgeneral) {
                nlp = shkgeneral;
                for (names_avail = 0; nlp[names_avail]; names_avail++)
                    continue;
                continue;
            } else {
                shname = shk->female ? "-Lucrezia" : "+Dirk";
            }
            if (*shname == '_' || *shname == '-')
                shk->female = true;
            else if (*shname == '|' || *shname == '+')
                shk->female = false;
            /* another shopkeeper of this level has it: a random one */
            bool taken = false;

            for (int m = 0; m < lev->nmonsters; m++) {
                const struct monst *o = &lev->monsters[m];

                if (o != shk && o->isshk && !strcmp(o->shkname, shname))
                    taken = true;
            }
            if (!taken)
                break;
            name_wanted = names_avail;
        }
    }
    snprintf(shk->shkname, sizeof shk->shkname, "%s", shname);
}


/* C: shkveg - a vegetarian food type by the objects' odds (a tin or a
 * corpse counts: the caller makes it a healthy one) */
static int shkveg(struct nhl_level *lev)
{
    int ok[64], n = 0, maxprob = 0, prob, i;

    for (i = 0; i < NUM_OTYPES && n < 64; i++) {
        if (lev->nh->objects[i].oc_class != FOOD_CLASS)
            continue;
        if (lev->nh->objects[i].oc_material == MAT_VEGGY || i == EGG || i == TIN
            || i == CORPSE) {
            ok[n++] = i;
            maxprob += lev->nh->objects[i].oc_prob;
        }
    }
    if (maxprob < 1)
        return APPLE;
    prob = rnd(lev->rng, maxprob);
    int j = 0;

    i = ok[0];
    while ((prob -= lev->nh->objects[i].oc_prob) > 0 && j + 1 < n)
        i = ok[++j];
    return i;
}

/* the tin kinds a health food store stocks (C: eat.c tintxts' fodder),
 * rotten (0) and homemade (1) first */
static const bool tin_fodder[15] = { false, true, true, false, true, true,
                                     true,  true, false, true, false, false,
                                     false, true, true };

/* C: set_tin_variety(obj, HEALTHY_TIN) - a health food store's tin: meat
 * gives way to spinach; a vegetarian species' tin keeps its kind if the
 * store would stock it (C: tin_variety, whose homemade tins sometimes go
 * bad), else one is drawn until it would */
static void healthy_tin(struct nhl_level *lev, int oi)
{
    struct obj *o = &lev->objects[oi];
    int m = o->corpsenm, r;

    if (m < 0 || !vegetarian(m)) {
        o->corpsenm = -1;
        o->spe = 1; /* spinach */
        return;
    }
    if (o->cursed)
        r = 0;
    else if (o->spe < 0)
        r = -o->spe - 1;
    else
        r = rn2(lev->rng, 15);
    if (r == 1 && !o->blessed && !rn2(lev->rng, 7))
        r = 0;
    if (r == 0 && nonrotting_corpse(m))
        r = 1;
    while ((r == 0 && !o->cursed) || !tin_fodder[r])
        r = rn2(lev->rng, 15);
    o->spe = -(r + 1);
}

/* C: mkshobj_at - a mimic now and then (depth% of squares), else an item
 * of the shop's kinds; the 3.6 tribute puts a novel on one square of a
 * bookstore */
static void mkshobj_at(struct nhl_level *lev, int shop_idx, int sx, int sy,
                       bool mkspecl, const struct gen_ops *ops)
{
    const struct shclass *shp = &shtypes[shop_idx];

    if (mkspecl && (!strcmp(shp->name, "rare books")
                    || !strcmp(shp->name, "second-hand bookstore"))) {
        if (ops && ops->mksobj
            && ops->mksobj(lev, ops->ud, SPE_NOVEL, sx, sy, false, false) >= 0)
            lev->build->tribute_bookstock = true;
        return;
    }
    if (rn2(lev->rng, 100) < lev->ctx.depth && !nhl_level_monster_at(lev, sx, sy)) {
        int pm = ops && ops->mkclass ? ops->mkclass(lev, ops->ud, S_MIMIC) : -1;

        /* (13: C's S_MIMIC) */
        if (pm >= 0 && ops->makemon
            && ops->makemon(lev, ops->ud, pm, sx, sy, NO_MM_FLAGS) >= 0)
            return;
    }
    int atype = get_shop_item(lev, shop_idx);

    if (!ops)
        return;
    if (atype == VEGETARIAN_CLASS) {
        int otyp = shkveg(lev);

        if (ops->mksobj) {
            int oi = ops->mksobj(lev, ops->ud, otyp, sx, sy, true, true);

            /* C: mkveggy_at */
            if (oi >= 0 && lev->objects[oi].otyp == TIN)
                healthy_tin(lev, oi);
        }
    } else if (atype < 0) {
        if (ops->mksobj)
            (void) ops->mksobj(lev, ops->ud, -atype, sx, sy, true, true);
    } else if (ops->mkobj) {
        (void) ops->mkobj(lev, ops->ud, atype, sx, sy, true);
    }
}

/* C: good_shopdoor - the first of the room's doors with a floor square
 * inside it for the shopkeeper; -1 if none */
static int good_shopdoor(struct nhl_level *lev, int r, int *sx, int *sy)
{
    const struct mkroom *sroom = &lev->rooms[r];
    int rmno = r + ROOMOFFSET;

    for (int i = 0; i < sroom->doorct; i++) {
        int di = sroom->fdoor + i;

        *sx = lev->doors[di].x;
        *sy = lev->doors[di].y;
        if (sroom->irregular) {
            int x = *sx, y = *sy;

#define INROOM(xx, yy) \
    (isok(xx, yy) && !lev->at[xx][yy].edge && lev->at[xx][yy].roomno == rmno)
            if (INROOM(x - 1, y))
                (*sx)--;
            else if (INROOM(x + 1, y))
                (*sx)++;
            else if (INROOM(x, y - 1))
                (*sy)--;
            else if (INROOM(x, y + 1))
                (*sy)++;
            else
                continue;
#undef INROOM
        } else if (*sx == sroom->lx - 1) {
            (*sx)++;
        } else if (*sx == sroom->hx + 1) {
            (*sx)--;
        } else if (*sy == sroom->ly - 1) {
            (*sy)++;
        } else if (*sy == sroom->hy + 1) {
            (*sy)--;
        } else {
            continue;
        }
        return di;
    }
    return -1;
}

/* C: shkinit - the shopkeeper by the door: peaceful, awake, with 1000 +
 * 30 * rnd(100) gold, a touchstone in a jeweler's, and a name */
static int shkinit(struct nhl_level *lev, int shop_idx, int r,
                   const struct gen_ops *ops)
{
    int sx, sy, sh = good_shopdoor(lev, r, &sx, &sy);

    if (sh < 0)
        return -1;
    /* C: insurance - whoever stands there makes room */
    struct monst *there = nhl_level_monster_at(lev, sx, sy);

    if (there)
        (void) rloc(lev, (int) (there - lev->monsters));
    int mi = ops && ops->makemon
                 ? ops->makemon(lev, ops->ud, PM_SHOPKEEPER, sx, sy, MM_ESHK)
                 : -1;

    if (mi < 0)
        return -1;
    struct monst *shk = &lev->monsters[mi];

    shk->isshk = true;
    shk->peaceful = true;
    shk->asleep = false;
    long capital = 1000L + 30L * (long) rnd(lev->rng, 100);

    if (ops->mkmonmoney)
        ops->mkmonmoney(lev, ops->ud, mi, capital);
    if (shop_idx == RINGSHOP - SHOPBASE && ops->mongets)
        (void) ops->mongets(lev, ops->ud, mi, TOUCHSTONE);
    /* 5.0.0 shknam.c shkinit: tool and wand shopkeepers carry a scroll of
     * charging, ring shopkeepers half the time, general stores' 4 in 5 */
    if (lev->nh->rules.shk_scroll_of_charging) {
        bool charging = shop_idx == TOOLSHOP - SHOPBASE
                        || shop_idx == WANDSHOP - SHOPBASE;

        if (shop_idx == RINGSHOP - SHOPBASE)
            charging = rn2(lev->rng, 2);
        else if (shop_idx == 0) /* general store */
            charging = rn2(lev->rng, 5);
        if (charging && ops->mongets)
            (void) ops->mongets(lev, ops->ud, mi, SCR_CHARGING);
    }
    nameshk(lev, &lev->monsters[mi], shop_idx);
    lev->monsters[mi].shroom = r + ROOMOFFSET;
    return sh;
}

/* C: stock_room_goodpos - floor squares, not the row by the door */
static bool stock_room_goodpos(const struct nhl_level *lev, int r, int sh,
                               int sx, int sy)
{
    const struct mkroom *sroom = &lev->rooms[r];
    const struct coord *d = &lev->doors[sh];

    if (sroom->irregular) {
        int dx = abs(sx - d->x), dy = abs(sy - d->y);

        if (lev->at[sx][sy].edge || lev->at[sx][sy].roomno != r + ROOMOFFSET
            || (dx > dy ? dx : dy) <= 1)
            return false;
    } else if ((sx == sroom->lx && d->x == sx - 1)
               || (sx == sroom->hx && d->x == sx + 1)
               || (sy == sroom->ly && d->y == sy - 1)
               || (sy == sroom->hy && d->y == sy + 1)) {
        return false;
    }
    return IS_ROOM(lev->at[sx][sy].typ);
}

static bool inside_shop_room(const struct nhl_level *lev, int r, int x, int y)
{
    return isok(x, y) && lev->at[x][y].roomno == r + ROOMOFFSET
           && !lev->at[x][y].edge;
}

/* C: mongone for Orcus Town's shopkeeper - the monster and everything it
 * carries (and what that holds) are gone; later indexes move down. First
 * mdrop_special_objs asks each carried object whether it resists (a draw
 * each); a shopkeeper carries nothing that does. */
static void shk_gone(struct nhl_level *lev, int mi)
{
    for (int i = 0; i < lev->nobjects; i++)
        if (lev->objects[i].owner == mi && !lev->objects[i].floating)
            (void) obj_resists(lev, i, 0, 0);
    for (int i = lev->nobjects - 1; i >= 0; i--) {
        int c = i;

        /* carried, or inside something carried */
        while (c >= 0 && lev->objects[c].owner < 0)
            c = lev->objects[c].container;
        if (c < 0 || lev->objects[c].owner != mi)
            continue;
        level_del_object(lev, i);
    }
    free(lev->monsters[mi].mname);
    memmove(&lev->monsters[mi], &lev->monsters[mi + 1],
            (size_t) (lev->nmonsters - mi - 1) * sizeof lev->monsters[0]);
    lev->nmonsters--;
    for (int k = 0; k < lev->nobjects; k++)
        if (lev->objects[k].owner > mi)
            lev->objects[k].owner--;
}

void stock_room(struct nhl_level *lev, int shop_idx, int r)
{
    const struct gen_ops *ops = lev->build->gen;
    const struct mkroom *sroom = &lev->rooms[r];
    int sh, sx, sy, stockcount = 0, specialspot;

    if ((sh = shkinit(lev, shop_idx, r, ops)) < 0)
        return;
    sroom = &lev->rooms[r];

    /* the shop's first door: a real door, never trapped */
    sx = lev->doors[sroom->fdoor].x;
    sy = lev->doors[sroom->fdoor].y;
    struct rm *dr = &lev->at[sx][sy];

    if (dr->flags == D_NODOOR)
        dr->flags = D_ISOPEN;
    if (dr->typ == SDOOR) {
        /* C: cvt_sdoor_to_door - a found secret door is closed */
        int mask = dr->flags & ~WM_MASK;

        if (!(mask & D_LOCKED))
            mask |= D_CLOSED;
        dr->typ = DOOR;
        dr->flags = (uint8_t) mask;
    }
    if (dr->flags & D_TRAPPED)
        dr->flags = D_LOCKED;
    if (dr->flags == D_LOCKED) {
        int m = sx, n = sy;

        if (inside_shop_room(lev, r, sx + 1, sy))
            m--;
        else if (inside_shop_room(lev, r, sx - 1, sy))
            m++;
        if (inside_shop_room(lev, r, sx, sy + 1))
            n--;
        else if (inside_shop_room(lev, r, sx, sy - 1))
            n++;
        make_engr_at(lev, m, n, "Closed for inventory", DUST);
        if (lev->at[m][n].typ != CORR && lev->at[m][n].typ != ROOM)
            lev->at[m][n].typ =
                (lev->ctx.special[0] || lev->at[m][n].roomno) ? ROOM : CORR;
    }

    /* the 3.6 tribute: one square singled out, for a bookstore's novel,
     * until a bookstore has stocked one (C: context.tribute.bookstock; a
     * novel made otherwise, in a monster's pack, does not count) */
    specialspot = 0;
    if (!lev->build->tribute_bookstock) {
        for (sx = sroom->lx; sx <= sroom->hx; sx++)
            for (sy = sroom->ly; sy <= sroom->hy; sy++)
                if (stock_room_goodpos(lev, r, sh, sx, sy))
                    stockcount++;
        specialspot = rnd(lev->rng, stockcount);
        stockcount = 0;
    }
    for (sx = sroom->lx; sx <= sroom->hx; sx++)
        for (sy = sroom->ly; sy <= sroom->hy; sy++)
            if (stock_room_goodpos(lev, r, sh, sx, sy)) {
                stockcount++;
                mkshobj_at(lev, shop_idx, sx, sy, stockcount == specialspot,
                           ops);
            }
    /* Orcus Town is a ghost town: its shops keep their stock, not their
     * keepers */
    if (!strcmp(lev->ctx.special, "orcus"))
        for (int i = lev->nmonsters - 1; i >= 0; i--)
            if (lev->monsters[i].isshk
                && lev->monsters[i].shroom == r + ROOMOFFSET) {
                shk_gone(lev, i);
                break;
            }
    lev->flags.has_shop = true;
}
