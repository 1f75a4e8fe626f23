/* mkroom_pick.c - the special room of an ordinary level (C: mkroom.c
 * do_mkroom, mkshop, pick_room, mkzoo, mktemple, shrine_pos, mkswamp,
 * isbig, invalid_shop_shape, nexttodoor).  See mkroom_pick.h. */
#include "mkroom_pick.h"

#include "data_enums.h"
#include "game.h"
#include "gen_ops.h"
#include "mklev.h"
#include "mkroom.h"
#include "objdata.h"
#include "rooms.h"
#include "shknam.h"
#include "spfeatures.h"

/* the fungus class (C: monsym.h S_FUNGUS) for a swamp's molds */
#define PICK_S_FUNGUS 32

bool nexttodoor(const struct nhl_level *lev, int x, int y)
{
    for (int dx = -1; dx <= 1; dx++)
        for (int dy = -1; dy <= 1; dy++) {
            if (!isok(x + dx, y + dy))
                continue;
            int t = lev->at[x + dx][y + dy].typ;

            if (IS_DOOR(t) || t == SDOOR)
                return true;
        }
    return false;
}

static bool has_any_stairs(const struct nhl_level *lev, int r)
{
    return room_has_stairs(lev, r, false) || room_has_stairs(lev, r, true);
}

/* more than 20 squares: too big for a wand or book shop (C: isbig) */
static bool isbig(const struct mkroom *r)
{
    return (r->hx - r->lx + 1) * (r->hy - r->ly + 1) > 20;
}

/* a shopkeeper standing inside the door must have somewhere to step
 * aside to (C: invalid_shop_shape) */
static bool invalid_shop_shape(const struct nhl_level *lev, const struct mkroom *r)
{
    int doorx = lev->doors[r->fdoor].x, doory = lev->doors[r->fdoor].y;
    int inx = 0, iny = 0, n = 0;

    for (int x = doorx - 1 > r->lx ? doorx - 1 : r->lx;
         x <= (doorx + 1 < r->hx ? doorx + 1 : r->hx); x++)
        for (int y = doory - 1 > r->ly ? doory - 1 : r->ly;
             y <= (doory + 1 < r->hy ? doory + 1 : r->hy); y++)
            if (lev->at[x][y].typ == ROOM) {
                inx = x;
                iny = y;
                n++;
            }
    if (n < 1)
        return true;
    if (n == 1) {
        n = 0;
        for (int x = inx - 1 > r->lx ? inx - 1 : r->lx;
             x <= (inx + 1 < r->hx ? inx + 1 : r->hx); x++)
            for (int y = iny - 1 > r->ly ? iny - 1 : r->ly;
                 y <= (iny + 1 < r->hy ? iny + 1 : r->hy); y++) {
                if (x == inx && y == iny)
                    continue;
                if (lev->at[x][y].typ == ROOM)
                    n++;
            }
        if (n == 1)
            return true;
    }
    return false;
}

/* the first one-door ordinary room without stairs and with room for the
 * shopkeeper becomes a lit shop of a random kind (C: mkshop) */
static void mkshop(struct nhl_level *lev)
{
    int r;

    for (r = 0;; r++) {
        if (r >= lev->nroom || lev->rooms[r].hx < 0)
            return;
        const struct mkroom *c = &lev->rooms[r];

        if (c->rtype != OROOM)
            continue;
        if (has_any_stairs(lev, r))
            continue;
        if (c->doorct == 1) {
            if (invalid_shop_shape(lev, c))
                continue;
            break;
        }
    }
    struct mkroom *s = &lev->rooms[r];

    if (!s->rlit) {
        for (int x = s->lx - 1; x <= s->hx + 1; x++)
            for (int y = s->ly - 1; y <= s->hy + 1; y++)
                if (isok(x, y))
                    lev->at[x][y].lit = true;
        s->rlit = 1;
    }
    int i = 0;

    for (int j = rnd(lev->rng, 100); (j -= shtypes[i].prob) > 0; i++)
        if (i + 1 >= NSHTYPES)
            break;
    if (isbig(s) && (shtypes[i].symb == WAND_CLASS
                     || shtypes[i].symb == SPBOOK_CLASS))
        i = 0;
    s->rtype = SHOPBASE + i;
    topologize(lev, r);
    s->needfill = FILL_NORMAL;
}

int pick_room(struct nhl_level *lev, bool strict)
{
    if (lev->nroom <= 0)
        return -1;
    int r = rn2(lev->rng, lev->nroom);

    for (int i = lev->nroom; i--; r++) {
        if (r == lev->nroom)
            r = 0;
        const struct mkroom *c = &lev->rooms[r];

        if (c->hx < 0)
            return -1;
        if (c->rtype != OROOM)
            continue;
        if (!strict) {
            if (room_has_stairs(lev, r, true)
                || (room_has_stairs(lev, r, false) && rn2(lev->rng, 3)))
                continue;
        } else if (has_any_stairs(lev, r)) {
            continue;
        }
        /* in wizard mode any such room will do, once its draw is made */
        if (c->doorct == 1 || !rn2(lev->rng, 5) || lev->game->wizard)
            return r;
    }
    return -1;
}

static void mkzoo(struct nhl_level *lev, int type)
{
    int r = pick_room(lev, false);

    if (r >= 0) {
        lev->rooms[r].rtype = type;
        lev->rooms[r].needfill = FILL_NORMAL;
    }
}

/* the altar in the middle of the temple; an even side leans either way
 * (C: mktemple, shrine_pos) */
static void mktemple(struct nhl_level *lev)
{
    int r = pick_room(lev, true);

    if (r < 0)
        return;
    struct mkroom *t = &lev->rooms[r];

    t->rtype = TEMPLE;
    int delta = t->hx - t->lx;
    int x = t->lx + delta / 2;

    if ((delta % 2) && rn2(lev->rng, 2))
        x++;
    delta = t->hy - t->ly;
    int y = t->ly + delta / 2;

    if ((delta % 2) && rn2(lev->rng, 2))
        y++;
    lev->at[x][y].typ = ALTAR;
    lev->at[x][y].flags = (uint8_t) induced_align(lev, 80);
    priestini(lev, r, x, y, false);
    lev->at[x][y].flags |= AM_SHRINE;
    lev->flags.has_temple = true;
}

/* up to five ordinary rooms become checkered pools with eels, and molds
 * on the dry squares (C: mkswamp) */
static void mkswamp(struct nhl_level *lev)
{
    const struct gen_ops *g = lev->build->gen;
    int eelct = 0;

    for (int i = 0; i < 5; i++) {
        int r = rn2(lev->rng, lev->nroom);
        struct mkroom *s = &lev->rooms[r];

        if (s->hx < 0 || s->rtype != OROOM || has_any_stairs(lev, r))
            continue;
        s->rtype = SWAMP;
        for (int x = s->lx; x <= s->hx; x++)
            for (int y = s->ly; y <= s->hy; y++) {
                if (!IS_ROOM(lev->at[x][y].typ)
                    || lev->at[x][y].roomno != r + ROOMOFFSET)
                    continue;
                bool obj = false;

                for (int k = 0; k < lev->nobjects && !obj; k++)
                    obj = lev->objects[k].x == x && lev->objects[k].y == y
                          && lev->objects[k].container < 0
                          && lev->objects[k].owner < 0
                          && !lev->objects[k].buried
                          && !lev->objects[k].floating;
                if (obj || nhl_level_monster_at(lev, x, y)
                    || nhl_level_trap_at(lev, x, y) || nexttodoor(lev, x, y))
                    continue;
                if ((x + y) % 2) {
                    struct engr *e = nhl_level_engr_at(lev, x, y);

                    if (e)
                        level_del_engraving(lev,
                                            (int) (e - lev->engravings));
                    lev->at[x][y].typ = POOL;
                    if (!eelct || !rn2(lev->rng, 4)) {
                        int pm = rn2(lev->rng, 5) ? PM_GIANT_EEL
                                 : rn2(lev->rng, 2) ? PM_PIRANHA
                                                    : PM_ELECTRIC_EEL;

                        if (g && g->makemon)
                            (void) g->makemon(lev, g->ud, pm, x, y, 0);
                        eelct++;
                    }
                } else if (!rn2(lev->rng, 4)) {
                    int pm = g && g->mkclass
                                 ? g->mkclass(lev, g->ud, PICK_S_FUNGUS)
                                 : -1;

                    if (g && g->makemon)
                        (void) g->makemon(lev, g->ud, pm, x, y, 0);
                }
            }
        lev->flags.has_swamp = true;
    }
}

void do_mkroom(struct nhl_level *lev, int rtype)
{
    if (rtype >= SHOPBASE) {
        mkshop(lev);
        return;
    }
    switch (rtype) {
    case COURT: case ZOO: case BEEHIVE: case MORGUE: case BARRACKS:
    case LEPREHALL: case COCKNEST: case ANTHOLE:
        mkzoo(lev, rtype);
        break;
    case SWAMP:
        mkswamp(lev);
        break;
    case TEMPLE:
        mktemple(lev);
        break;
    default:
        break;
    }
}
