/* mkroom_create.c - rooms asked for by a script or by the level generator,
 * after sp_lev.c check_room, create_room, create_subroom, build_room and
 * lspo_room.  Every draw is its own statement in C's order. */
#include "mkroom_create.h"

#include "doors_link.h"
#include "rect.h"
#include "rooms.h"

bool check_room(struct nhl_level *lev, int *lowx, int *ddx, int *lowy, int *ddy,
                bool vault)
{
    int hix = *lowx + *ddx, hiy = *lowy + *ddy;
    int xlim = XLIM + (vault ? 1 : 0), ylim = YLIM + (vault ? 1 : 0);
    int s_lowx = *lowx, s_ddx = *ddx, s_lowy = *lowy, s_ddy = *ddy;
    bool themed = lev->build->coder.in_mk_themerooms;
    bool again;

    /* keep clear of the map's edges */
    if (*lowx < 3)
        *lowx = 3;
    if (*lowy < 2)
        *lowy = 2;
    if (hix > COLNO - 3)
        hix = COLNO - 3;
    if (hiy > ROWNO - 3)
        hiy = ROWNO - 3;

    do {
        again = false;
        if (hix <= *lowx || hiy <= *lowy)
            return false;
        /* a themed room keeps its shape or is not made */
        if (themed && s_lowx != *lowx && s_ddx != *ddx && s_lowy != *lowy
            && s_ddy != *ddy)
            return false;
        /* the box and its margin must be bare rock; each thing found may
         * end the attempt, else the box backs away from it */
        for (int x = *lowx - xlim; x <= hix + xlim && !again; x++) {
            int y, ymax;

            if (x <= 0 || x >= COLNO)
                continue;
            y = *lowy - ylim;
            ymax = hiy + ylim;
            if (y < 0)
                y = 0;
            if (ymax >= ROWNO)
                ymax = ROWNO - 1;
            for (; y <= ymax; y++) {
                if (lev->at[x][y].typ == STONE)
                    continue;
                if (!rn2(lev->rng, 3))
                    return false;
                if (themed)
                    return false;
                if (x < *lowx)
                    *lowx = x + xlim + 1;
                else
                    hix = x - xlim - 1;
                if (y < *lowy)
                    *lowy = y + ylim + 1;
                else
                    hiy = y - ylim - 1;
                again = true;
                break;
            }
        }
    } while (again);
    *ddx = hix - *lowx;
    *ddy = hiy - *lowy;
    if (themed && s_lowx != *lowx && s_ddx != *ddx && s_lowy != *lowy
        && s_ddy != *ddy)
        return false;
    return true;
}

/* the "totally random" room (and vaults): a random free rectangle, a
 * random size, a random spot inside it leaving a border; returns the
 * rectangle's index or -1 to try again.  *xabs.. and *r2 get the room's
 * inside and the box it takes from the free space. */
static int random_room_spot(struct nhl_level *lev, bool vault, int xlim,
                            int ylim, int *xabs, int *yabs, int *wtmp,
                            int *htmp, struct nhrect *r2, bool *no_rects)
{
    int r1 = rnd_rect(&lev->build->rects, lev->rng);
    int lx, ly, hx, hy, dx, dy, xborder, yborder;

    if (r1 < 0) {
        *no_rects = true;
        return -1;
    }
    lx = lev->build->rects.rect[r1].lx;
    ly = lev->build->rects.rect[r1].ly;
    hx = lev->build->rects.rect[r1].hx;
    hy = lev->build->rects.rect[r1].hy;
    if (vault) {
        dx = dy = 1;
    } else {
        dx = 2 + rn2(lev->rng, (hx - lx > 28) ? 12 : 8);
        dy = 2 + rn2(lev->rng, 4);
        if (dx * dy > 50)
            dy = 50 / dx;
    }
    xborder = (lx > 0 && hx < COLNO - 1) ? 2 * xlim : xlim + 1;
    yborder = (ly > 0 && hy < ROWNO - 1) ? 2 * ylim : ylim + 1;
    if (hx - lx < dx + 3 + xborder || hy - ly < dy + 3 + yborder)
        return -1;
    *xabs = lx + (lx > 0 ? xlim : 3);
    *xabs += rn2(lev->rng, hx - (lx > 0 ? lx : 3) - dx - xborder + 1);
    *yabs = ly + (ly > 0 ? ylim : 2);
    *yabs += rn2(lev->rng, hy - (ly > 0 ? ly : 2) - dy - yborder + 1);
    /* a room low in a full-height rectangle moves up now and then, so
     * the top of the map gets rooms too */
    if (ly == 0 && hy >= ROWNO - 1
        && (!lev->nroom || !rn2(lev->rng, lev->nroom))
        && (*yabs + dy > ROWNO / 2)) {
        *yabs = rn1(lev->rng, 3, 2);
        if (lev->nroom < 4 && dy > 1)
            dy--;
    }
    if (!check_room(lev, xabs, &dx, yabs, &dy, vault))
        return -1;
    *wtmp = dx + 1;
    *htmp = dy + 1;
    r2->lx = *xabs - 1;
    r2->ly = *yabs - 1;
    r2->hx = *xabs + *wtmp;
    r2->hy = *yabs + *htmp;
    return r1;
}

/* a room placed by grid cell and alignment, with whatever of it is random
 * drawn first; returns the free rectangle that holds it, or -1 */
static int placed_room_spot(struct nhl_level *lev, int xtmp, int ytmp, int wtmp,
                            int htmp, int xaltmp, int yaltmp, bool vault,
                            int *xabs, int *yabs, int *wout, int *hout,
                            struct nhrect *r2)
{
    int rndpos = 0, dx, dy, r1;

    if (xtmp < 0 && ytmp < 0) {
        xtmp = rnd(lev->rng, 5);
        ytmp = rnd(lev->rng, 5);
        rndpos = 1;
    }
    if (wtmp < 0 || htmp < 0) {
        wtmp = rn1(lev->rng, 15, 3);
        htmp = rn1(lev->rng, 8, 2);
    }
    if (xaltmp == -1)
        xaltmp = rnd(lev->rng, 3);
    if (yaltmp == -1)
        yaltmp = rnd(lev->rng, 3);

    /* the grid cell's corner, then the alignment inside the cell; C's
     * switches know left/right/center and top/bottom/center only */
    *xabs = (((xtmp - 1) * COLNO) / 5) + 1;
    *yabs = (((ytmp - 1) * ROWNO) / 5) + 1;
    switch (xaltmp) {
    case SPLEV_RIGHT:
        *xabs += (COLNO / 5) - wtmp;
        break;
    case SPLEV_CENTER:
        *xabs += ((COLNO / 5) - wtmp) / 2;
        break;
    default:
        break;
    }
    switch (yaltmp) {
    case SPLEV_BOTTOM:
        *yabs += (ROWNO / 5) - htmp;
        break;
    case SPLEV_CENTER:
        *yabs += ((ROWNO / 5) - htmp) / 2;
        break;
    default:
        break;
    }
    if (*xabs + wtmp - 1 > COLNO - 2)
        *xabs = COLNO - wtmp - 3;
    if (*xabs < 2)
        *xabs = 2;
    if (*yabs + htmp - 1 > ROWNO - 2)
        *yabs = ROWNO - htmp - 3;
    if (*yabs < 2)
        *yabs = 2;

    r2->lx = *xabs - 1;
    r2->ly = *yabs - 1;
    r2->hx = *xabs + wtmp + rndpos;
    r2->hy = *yabs + htmp + rndpos;
    r1 = get_rect(&lev->build->rects, r2);
    dx = wtmp;
    dy = htmp;
    /* C checks the space but keeps the asked size: only the corner may
     * move */
    if (r1 >= 0 && !check_room(lev, xabs, &dx, yabs, &dy, vault))
        r1 = -1;
    *wout = wtmp;
    *hout = htmp;
    return r1;
}

bool create_room(struct nhl_level *lev, int x, int y, int w, int h, int xal,
                 int yal, int rtype, int rlit)
{
    int xabs = 0, yabs = 0, wtmp = 0, htmp = 0;
    int r1 = -1, trycnt = 0;
    struct nhrect r2 = { 0, 0, 0, 0 };
    bool vault = false;
    int xlim = XLIM, ylim = YLIM;

    if (rtype == -1)
        rtype = OROOM;
    if (rtype == VAULT) {
        vault = true;
        xlim++;
        ylim++;
    }
    /* the room table is full: C would write past it */
    if (lev->nroom >= MAXNROFROOMS)
        return false;

    rlit = litstate_rnd(lev, rlit);

    do {
        if ((x < 0 && y < 0 && w < 0 && xal < 0 && yal < 0) || vault) {
            bool no_rects = false;

            r1 = random_room_spot(lev, vault, xlim, ylim, &xabs, &yabs,
                                  &wtmp, &htmp, &r2, &no_rects);
            if (no_rects)
                return false;
        } else {
            r1 = placed_room_spot(lev, x, y, w, h, xal, yal, vault, &xabs,
                                  &yabs, &wtmp, &htmp, &r2);
        }
    } while (++trycnt <= 100 && r1 < 0);
    if (r1 < 0)
        return false;
    split_rects(&lev->build->rects, r1, &r2);

    if (!vault) {
        lev->build->smeq[lev->nroom] = lev->nroom;
        add_room(lev, xabs, yabs, xabs + wtmp - 1, yabs + htmp - 1,
                 rlit != 0, rtype, false);
    } else {
        lev->rooms[lev->nroom].lx = xabs;
        lev->rooms[lev->nroom].ly = yabs;
    }
    return true;
}

bool create_subroom(struct nhl_level *lev, int proom, int x, int y, int w, int h,
                    int rtype, int rlit)
{
    const struct mkroom *p = &lev->rooms[proom];
    int width = p->hx - p->lx + 1, height = p->hy - p->ly + 1;

    /* the parent must be big enough to hold a room with walls */
    if (width < 4 || height < 4)
        return false;
    if (lev->nsubroom >= MAX_SUBROOMS || p->nsubrooms >= MAX_SUBROOMS)
        return false; /* C would write past its tables */
    if (w == -1)
        w = rnd(lev->rng, width - 3);
    if (h == -1)
        h = rnd(lev->rng, height - 3);
    if (x == -1)
        x = rnd(lev->rng, width - w);
    if (y == -1)
        y = rnd(lev->rng, height - h);
    /* one cell from the parent's wall would leave a one-cell gap: close
     * it up */
    if (x == 1)
        x = 0;
    if (y == 1)
        y = 0;
    if (x + w + 1 == width)
        x++;
    if (y + h + 1 == height)
        y++;
    if (rtype == -1)
        rtype = OROOM;
    rlit = litstate_rnd(lev, rlit);
    add_subroom(lev, proom, p->lx + x, p->ly + y, p->lx + x + w - 1,
                p->ly + y + h - 1, rlit != 0, rtype, false);
    return true;
}

int build_room(struct nhl_level *lev, const struct room_request *rq, int parent)
{
    int rtype = rq->rtype, aroom;
    bool ok;

    if (rq->chance && rn2(lev->rng, 100) >= rq->chance)
        rtype = OROOM;
    if (parent >= 0) {
        aroom = SUBROOM_BASE + lev->nsubroom;
        ok = create_subroom(lev, parent, rq->x, rq->y, rq->w, rq->h, rtype,
                            rq->rlit);
    } else {
        aroom = lev->nroom;
        ok = create_room(lev, rq->x, rq->y, rq->w, rq->h, rq->xalign,
                         rq->yalign, rtype, rq->rlit);
    }
    if (!ok)
        return -1;
    topologize(lev, aroom);
    lev->rooms[aroom].needfill = rq->needfill;
    lev->rooms[aroom].needjoining = rq->joined;
    return aroom;
}

/* push a room (or a failure, -1) on the coder's room stack */
static void push_room(struct nhl_level *lev, int room)
{
    struct sp_coder *co = &lev->build->coder;

    co->tmproomlist[co->n_subroom] = room;
    co->failed_room[co->n_subroom] = room < 0;
    co->n_subroom++;
    update_croom(lev);
}

int room_begin(struct nhl_level *lev, const struct room_request *rq)
{
    struct sp_coder *co = &lev->build->coder;

    if (co->in_mk_themerooms && co->themeroom_failed)
        return ROOM_SKIPPED;
    if (co->n_subroom > MAX_NESTED_ROOMS)
        return ROOM_TOO_DEEP;
    /* a room inside a room that failed fails too, without a draw */
    if (!co->failed_room[co->n_subroom - 1]) {
        int room = build_room(lev, rq, co->croom);

        if (room >= 0) {
            int parent = co->tmproomlist[co->n_subroom - 1];

            /* the parent now has a hole in it */
            if (parent >= 0)
                lev->rooms[parent].irregular = true;
            push_room(lev, room);
            return room;
        }
        if (co->in_mk_themerooms)
            co->themeroom_failed = true;
    }
    push_room(lev, -1);
    spo_endroom(lev);
    if (co->in_mk_themerooms)
        co->themeroom_failed = true;
    return ROOM_FAILED;
}

void room_end(struct nhl_level *lev, int room)
{
    spo_endroom(lev);
    add_doors_to_room(lev, room);
}
