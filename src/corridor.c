/* corridor.c - corridors and their doors, after mklev.c (makecorridors,
 * join, finddpos, door_into_nonjoined, dodoor, dosdoor, maybe_sdoor) and
 * sp_lev.c (dig_corridor, search_door, create_corridor). */
#include "corridor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data_enums.h"
#include "door.h"
#include "gen_ops.h"
#include "mkobj.h"
#include "monflags.h"
#include "mvitals.h"
#include "rooms.h"

bool maybe_sdoor(struct nhl_level *lev, int chance)
{
    return lev->ctx.depth > 2 && !rn2(lev->rng, chance > 2 ? chance : 2);
}

/* an extra corridor's boulder (C: mksobj_at(BOULDER, x, y, TRUE, FALSE):
 * a boulder's only draw is its id) */
static void corridor_boulder(struct nhl_level *lev, int x, int y)
{
    (void) mksobj_at(lev, BOULDER, x, y, true, false);
}

/* the digger may pass: what it digs, what it laid, or a secret corridor */
static bool diggable(const struct nhl_level *lev, int x, int y, int ftyp,
                     int btyp)
{
    int t = lev->at[x][y].typ;

    return t == btyp || t == ftyp || t == SCORR;
}

bool dig_corridor(struct nhl_level *lev, struct coord org, struct coord dest,
                  bool nxcor, int ftyp, int btyp)
{
    int npoints;

    return dig_corridor_count(lev, org, dest, nxcor, ftyp, btyp, &npoints);
}

bool dig_corridor_count(struct nhl_level *lev, struct coord org,
                        struct coord dest, bool nxcor, int ftyp, int btyp,
                        int *npoints)
{
    int dx = 0, dy = 0, cct = 0;
    int xx = org.x, yy = org.y, tx = dest.x, ty = dest.y;

    *npoints = 0;

    if (xx <= 0 || yy <= 0 || tx <= 0 || ty <= 0 || xx > COLNO - 1
        || tx > COLNO - 1 || yy > ROWNO - 1 || ty > ROWNO - 1)
        return false;
    /* first step: across if the target is to the right, else down, else
     * left, else up */
    if (tx > xx)
        dx = 1;
    else if (ty > yy)
        dy = 1;
    else if (tx < xx)
        dx = -1;
    else
        dy = -1;

    xx -= dx;
    yy -= dy;
    while (xx != tx || yy != ty) {
        struct rm *crm;
        int dix, diy;

        if (cct++ > 500)
            return false;
        if (nxcor && !rn2(lev->rng, 35))
            return false; /* an extra corridor may just stop */
        xx += dx;
        yy += dy;
        if (xx >= COLNO - 1 || xx <= 0 || yy <= 0 || yy >= ROWNO - 1)
            return false;

        crm = &lev->at[xx][yy];
        if (crm->typ == btyp) {
            (*npoints)++;
            if (ftyp == CORR && maybe_sdoor(lev, 100)) {
                crm->typ = SCORR;
            } else {
                crm->typ = (uint8_t) ftyp;
                if (nxcor && !rn2(lev->rng, 50))
                    corridor_boulder(lev, xx, yy);
            }
        } else if (crm->typ != ftyp && crm->typ != SCORR) {
            return false; /* ran into something */
        }

        /* now and then take the shorter way round first */
        dix = abs(xx - tx);
        diy = abs(yy - ty);
        if ((dix > diy) && diy && !rn2(lev->rng, dix - diy + 1))
            dix = 0;
        else if ((diy > dix) && dix && !rn2(lev->rng, diy - dix + 1))
            diy = 0;

        /* turn towards the target when the other way is longer */
        if (dy && dix > diy) {
            int ddx = (xx > tx) ? -1 : 1;

            if (diggable(lev, xx + ddx, yy, ftyp, btyp)) {
                dx = ddx;
                dy = 0;
                continue;
            }
        } else if (dx && diy > dix) {
            int ddy = (yy > ty) ? -1 : 1;

            if (diggable(lev, xx, yy + ddy, ftyp, btyp)) {
                dy = ddy;
                dx = 0;
                continue;
            }
        }
        if (diggable(lev, xx + dx, yy + dy, ftyp, btyp))
            continue;
        /* blocked ahead: go across towards the target, else the other
         * way */
        if (dx) {
            dx = 0;
            dy = (ty < yy) ? -1 : 1;
        } else {
            dy = 0;
            dx = (tx < xx) ? -1 : 1;
        }
        if (diggable(lev, xx + dx, yy + dy, ftyp, btyp))
            continue;
        dy = -dy;
        dx = -dx;
    }
    return true;
}

/* a door at (x,y) would open into a room that asked not to be joined
 * (C: 3.7 door_into_nonjoined) */
static bool door_into_nonjoined(const struct nhl_level *lev, int x, int y)
{
    static const int ox[4] = { 1, 0, -1, 0 }, oy[4] = { 0, 1, 0, -1 };

    for (int i = 0; i < 4; i++) {
        int tx = x + ox[i], ty = y + oy[i], rno;

        if (!isok(tx, ty) || IS_ROCK(lev->at[tx][ty].typ))
            continue;
        rno = lev->at[tx][ty].roomno;
        if (rno >= ROOMOFFSET && rno - ROOMOFFSET < NROOMSLOTS
            && !lev->rooms[rno - ROOMOFFSET].needjoining)
            return true;
    }
    return false;
}

/* C: 3.7 finddpos over the wall segment xl..xh, yl..yh */
static bool finddpos_segment(struct nhl_level *lev, struct coord *cc, int xl,
                             int yl, int xh, int yh)
{
    int x = rn1(lev->rng, xh - xl + 1, xl);
    int y = rn1(lev->rng, yh - yl + 1, yl);

    if (isok(x, y) && okdoor(lev, x, y) && !door_into_nonjoined(lev, x, y))
        goto gotit;
    for (x = xl; x <= xh; x++)
        for (y = yl; y <= yh; y++)
            if (isok(x, y) && okdoor(lev, x, y)
                && !door_into_nonjoined(lev, x, y))
                goto gotit;
    for (x = xl; x <= xh; x++)
        for (y = yl; y <= yh; y++) {
            int t;

            if (!isok(x, y))
                continue;
            t = lev->at[x][y].typ;
            if (IS_DOOR(t) || t == SDOOR)
                goto gotit;
        }
    cc->x = xl;
    cc->y = yh;
    return false;
gotit:
    cc->x = x;
    cc->y = y;
    return true;
}

static const int wall_dx[8] = { -1, -1, 0, 1, 1, 1, 0, -1 };
static const int wall_dy[8] = { 0, -1, -1, -1, 0, 1, 1, 1 };

/* (x,y) is a wall or door of room r whose inner side, a step towards
 * dir, is open ground of that room (C: 5.0.0 good_rm_wall_doorpos) */
static bool room_wall_doorpos(const struct nhl_level *lev, int x, int y, int dir,
                              int r)
{
    int t, tx, ty;

    if (!isok(x, y) || !lev->rooms[r].needjoining)
        return false;
    t = lev->at[x][y].typ;
    if (!(t == HWALL || t == VWALL || IS_DOOR(t) || t == SDOOR))
        return false;
    if (bydoor(lev, x, y))
        return false;
    tx = x + wall_dx[dir];
    ty = y + wall_dy[dir];
    if (!isok(tx, ty) || IS_ROCK(lev->at[tx][ty].typ))
        return false;
    return lev->at[tx][ty].roomno == r + ROOMOFFSET;
}

/* a door spot at (*x,*y) on wall dir of room r; an irregular room's wall
 * is looked for further in, over stone and corridor, within the room's
 * box (C: 5.0.0 finddpos_shift) */
static bool wall_doorpos_shift(const struct nhl_level *lev, int *x, int *y,
                               int dir, int r)
{
    const struct mkroom *room = &lev->rooms[r];
    int in = (dir + 4) % 8, dx = wall_dx[in], dy = wall_dy[in];
    int rx = *x, ry = *y;

    if (room_wall_doorpos(lev, *x, *y, in, r))
        return true;
    if (!room->irregular)
        return false;
    while (isok(rx, ry)
           && (lev->at[rx][ry].typ == STONE || lev->at[rx][ry].typ == CORR)) {
        rx += dx;
        ry += dy;
        if (room_wall_doorpos(lev, rx, ry, in, r)) {
            *x = rx;
            *y = ry;
            return true;
        }
        if (!isok(rx, ry)
            || !(lev->at[rx][ry].typ == STONE || lev->at[rx][ry].typ == CORR))
            break;
        if (rx < room->lx || rx > room->hx || ry < room->ly || ry > room->hy)
            break;
    }
    return false;
}

bool finddpos(struct nhl_level *lev, struct coord *cc, int r, int dir)
{
    const struct mkroom *room = &lev->rooms[r];
    int x1, y1, x2, y2, x, y;

    switch (dir) {
    case RWALL_N:
        x1 = room->lx, x2 = room->hx, y1 = y2 = room->ly - 1;
        break;
    case RWALL_S:
        x1 = room->lx, x2 = room->hx, y1 = y2 = room->hy + 1;
        break;
    case RWALL_W:
        x1 = x2 = room->lx - 1, y1 = room->ly, y2 = room->hy;
        break;
    default:
        x1 = x2 = room->hx + 1, y1 = room->ly, y2 = room->hy;
        break;
    }
    if (!lev->nh->rules.finddpos_random_spots)
        return finddpos_segment(lev, cc, x1, y1, x2, y2);

    /* 5.0.0 mklev.c finddpos: twenty random spots (a one-spot range draws
     * nothing), then every spot in order, each shifted in along an
     * irregular room's wall; no fallback to any existing door */
    for (int tries = 0; tries < 20; tries++) {
        x = x2 != x1 ? rn1(lev->rng, x2 - x1 + 1, x1) : x1;
        y = y2 != y1 ? rn1(lev->rng, y2 - y1 + 1, y1) : y1;
        if (wall_doorpos_shift(lev, &x, &y, dir, r))
            goto gotit;
    }
    for (x = x1; x <= x2; x++)
        for (y = y1; y <= y2; y++)
            if (wall_doorpos_shift(lev, &x, &y, dir, r))
                goto gotit;
    cc->x = x1;
    cc->y = y1;
    return false;
gotit:
    cc->x = x;
    cc->y = y;
    return true;
}

/* a trapped door deep down may be a mimic instead (C: dosdoor): the door
 * goes and a mimic of a random S_MIMIC species (any species when none
 * fits) stands there, its disguise chosen once more after makemon's */
static void door_mimic(struct nhl_level *lev, int x, int y)
{
    const struct gen_ops *g = lev->build->gen;

    lev->at[x][y].flags = D_NODOOR;
    if (!g || !g->mkclass || !g->makemon)
        return;
    int pm = g->mkclass(lev, g->ud, S_MIMIC);
    int m = g->makemon(lev, g->ud, pm, x, y, NO_MM_FLAGS);

    if (m >= 0 && g->set_mimic_sym)
        g->set_mimic_sym(lev, g->ud, m);
}

void dosdoor(struct nhl_level *lev, int x, int y, int aroom, int type)
{
    bool shdoor = in_rooms_of_type(lev, x, y, SHOPBASE);
    int difficulty = lev->ctx.level_difficulty;
    struct rm *c = &lev->at[x][y];
    int mask;

    if (!IS_WALL(c->typ)) /* no secret door over a door made already */
        type = DOOR;
    c->typ = (uint8_t) type;
    if (type == DOOR) {
        if (!rn2(lev->rng, 3)) {
            if (!rn2(lev->rng, 5))
                mask = D_ISOPEN;
            else if (!rn2(lev->rng, 6))
                mask = D_LOCKED;
            else
                mask = D_CLOSED;
            if (mask != D_ISOPEN && !shdoor && difficulty >= 5
                && !rn2(lev->rng, 25))
                mask |= D_TRAPPED;
        } else {
            mask = shdoor ? D_ISOPEN : D_NODOOR;
        }
        /* the Rogue level's doorways have no doors, so never a trapped
         * one a mimic could take (C: dosdoor's Is_rogue_level) */
        if (!strcmp(lev->ctx.special, "rogue"))
            mask = D_NODOOR;
        c->flags = (uint8_t) mask;
        /* a mimic instead, unless all three kinds are gone */
        if ((mask & D_TRAPPED) && difficulty >= 9 && !rn2(lev->rng, 5)
            && !(mv_gone(lev, PM_SMALL_MIMIC) && mv_gone(lev, PM_LARGE_MIMIC)
                 && mv_gone(lev, PM_GIANT_MIMIC)))
            door_mimic(lev, x, y);
    } else {
        if (shdoor || !rn2(lev->rng, 5))
            mask = D_LOCKED;
        else
            mask = D_CLOSED;
        if (!shdoor && difficulty >= 4 && !rn2(lev->rng, 20))
            mask |= D_TRAPPED;
        c->flags = (uint8_t) mask;
    }
    add_door(lev, x, y, aroom);
}

void dodoor(struct nhl_level *lev, int x, int y, int aroom)
{
    dosdoor(lev, x, y, aroom, maybe_sdoor(lev, 8) ? SDOOR : DOOR);
}

void join(struct nhl_level *lev, int a, int b, bool nxcor)
{
    struct mkroom *croom = &lev->rooms[a], *troom = &lev->rooms[b];
    struct coord cc, tt, org, dest;
    int dx, dy, xx, yy, tx, ty, npoints;
    bool dug;

    if (!croom->needjoining || !troom->needjoining)
        return;
    if (troom->hx < 0 || croom->hx < 0)
        return;

    /* door spots on the facing walls, and the way the corridor leaves */
    if (troom->lx > croom->hx) {
        dx = 1;
        dy = 0;
        if (!finddpos(lev, &cc, a, RWALL_E) || !finddpos(lev, &tt, b, RWALL_W))
            return;
    } else if (troom->hy < croom->ly) {
        dy = -1;
        dx = 0;
        if (!finddpos(lev, &cc, a, RWALL_N) || !finddpos(lev, &tt, b, RWALL_S))
            return;
    } else if (troom->hx < croom->lx) {
        dx = -1;
        dy = 0;
        if (!finddpos(lev, &cc, a, RWALL_W) || !finddpos(lev, &tt, b, RWALL_E))
            return;
    } else {
        dy = 1;
        dx = 0;
        if (!finddpos(lev, &cc, a, RWALL_S) || !finddpos(lev, &tt, b, RWALL_N))
            return;
    }
    xx = cc.x;
    yy = cc.y;
    tx = tt.x - dx;
    ty = tt.y - dy;
    if (nxcor
        && (!isok(xx + dx, yy + dy) || lev->at[xx + dx][yy + dy].typ != STONE))
        return;
    /* 3.7: the near door before the digging */
    if (!lev->nh->rules.join_door_after_dig && (okdoor(lev, xx, yy) || !nxcor))
        dodoor(lev, xx, yy, a);

    org.x = xx + dx;
    org.y = yy + dy;
    dest.x = tx;
    dest.y = ty;
    dug = dig_corridor_count(lev, org, dest, nxcor,
                             lev->flags.arboreal ? ROOM : CORR, STONE,
                             &npoints);
    /* 5.0.0 mklev.c join: the near door after the digging, and only when
     * at least one spot was dug */
    if (lev->nh->rules.join_door_after_dig && npoints > 0
        && (okdoor(lev, xx, yy) || !nxcor))
        dodoor(lev, xx, yy, a);
    if (!dug)
        return;

    /* the corridor got through: the far door, and the rooms are one
     * group now */
    if (okdoor(lev, tt.x, tt.y) || !nxcor)
        dodoor(lev, tt.x, tt.y, b);
    if (lev->build->smeq[a] < lev->build->smeq[b])
        lev->build->smeq[b] = lev->build->smeq[a];
    else
        lev->build->smeq[a] = lev->build->smeq[b];
}

void makecorridors(struct nhl_level *lev)
{
    int nroom = lev->nroom;
    bool any = true;

    if (nroom > MAXNROFROOMS)
        nroom = MAXNROFROOMS;
    for (int a = 0; a < nroom - 1; a++) {
        join(lev, a, a + 1, false);
        if (!rn2(lev->rng, 50))
            break; /* now and then leave the chain unfinished */
    }
    for (int a = 0; a < nroom - 2; a++)
        if (lev->build->smeq[a] != lev->build->smeq[a + 2])
            join(lev, a, a + 2, false);
    for (int a = 0; any && a < nroom; a++) {
        any = false;
        for (int b = 0; b < nroom; b++)
            if (lev->build->smeq[a] != lev->build->smeq[b]) {
                join(lev, a, b, false);
                any = true;
            }
    }
    /* a few more that may be blocked off or lead nowhere */
    if (nroom > 2)
        for (int i = rn2(lev->rng, nroom) + 4; i; i--) {
            int a = rn2(lev->rng, nroom);
            int b = rn2(lev->rng, nroom - 2);

            if (b >= a)
                b += 2;
            join(lev, a, b, true);
        }
}

bool search_door(const struct nhl_level *lev, int r, int *x, int *y, int wall,
                 int cnt)
{
    const struct mkroom *croom = &lev->rooms[r];
    int dx, dy, xx, yy;

    switch (wall) {
    case W_SOUTH:
        dy = 0;
        dx = 1;
        xx = croom->lx;
        yy = croom->hy + 1;
        break;
    case W_NORTH:
        dy = 0;
        dx = 1;
        xx = croom->lx;
        yy = croom->ly - 1;
        break;
    case W_EAST:
        dy = 1;
        dx = 0;
        xx = croom->hx + 1;
        yy = croom->ly;
        break;
    case W_WEST:
        dy = 1;
        dx = 0;
        xx = croom->lx - 1;
        yy = croom->ly;
        break;
    default:
        return false; /* C panics on a bad wall */
    }
    while (xx <= croom->hx + 1 && yy <= croom->hy + 1) {
        if (isok(xx, yy)) {
            int t = lev->at[xx][yy].typ;

            if (IS_DOOR(t) || t == SDOOR) {
                *x = xx;
                *y = yy;
                if (cnt-- <= 0)
                    return true;
            }
        }
        xx += dx;
        yy += dy;
    }
    return false;
}

/* one step out of the room through a door on that wall */
static void step_out(struct coord *c, int wall)
{
    switch (wall) {
    case W_NORTH:
        c->y--;
        break;
    case W_SOUTH:
        c->y++;
        break;
    case W_WEST:
        c->x--;
        break;
    case W_EAST:
        c->x++;
        break;
    default:
        break;
    }
}

static bool single_wall(int wall)
{
    return wall == W_NORTH || wall == W_SOUTH || wall == W_EAST
           || wall == W_WEST;
}

static bool room_in_use(const struct nhl_level *lev, int r)
{
    return r >= 0 && r < lev->nroom;
}

enum corridor_result create_corridor(struct nhl_level *lev,
                                     const struct corridor_request *c)
{
    struct coord org, dest;

    if (c->src_room == -1) {
        makecorridors(lev);
        return CORRIDOR_OK;
    }
    /* C: "create_corridor to/from a random wall" */
    if (!single_wall(c->src_wall) || !single_wall(c->dest_wall))
        return CORRIDOR_BAD_WALL;
    if (!room_in_use(lev, c->src_room)
        || (c->dest_room != -1 && !room_in_use(lev, c->dest_room)))
        return CORRIDOR_BAD_ROOM;
    if (!search_door(lev, c->src_room, &org.x, &org.y, c->src_wall,
                     c->src_door))
        return CORRIDOR_NO_DOOR;
    if (c->dest_room == -1)
        return CORRIDOR_OK; /* C digs nothing without a destination */
    if (!search_door(lev, c->dest_room, &dest.x, &dest.y, c->dest_wall,
                     c->dest_door))
        return CORRIDOR_NO_DOOR;
    step_out(&org, c->src_wall);
    step_out(&dest, c->dest_wall);
    if (!dig_corridor(lev, org, dest, false, CORR, STONE))
        return CORRIDOR_BLOCKED;
    return CORRIDOR_OK;
}
