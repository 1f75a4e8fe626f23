/* rooms.c - room basics after mklev.c (add_room, add_subroom,
 * do_room_or_subroom, topologize, add_door), mkmap.c (litstate_rnd,
 * flood_fill_rm) and sp_lev.c (light_region). */
#include <stdlib.h>
#include <strings.h>

#include "doors_link.h"
#include "location.h"
#include "rooms.h"
#include "wallify.h"

void do_room_or_subroom(struct nhl_level *lev, int croom, int lowx, int lowy,
                        int hix, int hiy, bool lit, int rtype, bool special,
                        bool is_room)
{
    struct mkroom *r = &lev->rooms[croom];

    /* wall-less rooms may touch the map's edge: keep a spot for the wall */
    if (!lowx)
        lowx++;
    if (!lowy)
        lowy++;
    /* a corner off the map (a script's subroom at y=65536: C writes
       wherever that lands) is brought onto it, so no wall or floor is
       written outside the level (#12); real rooms never get here */
    if (lowx < 1)
        lowx = 1;
    if (lowy < 1)
        lowy = 1;
    if (lowx > COLNO - 2)
        lowx = COLNO - 2;
    if (lowy > ROWNO - 2)
        lowy = ROWNO - 2;
    if (hix >= COLNO - 1)
        hix = COLNO - 2;
    if (hiy >= ROWNO - 1)
        hiy = ROWNO - 2;
    /* a box turned inside out would make the wall loops below step by
     * zero or less (C would corrupt the map or hang): keep it a box */
    if (hix < lowx)
        hix = lowx;
    if (hiy < lowy)
        hiy = lowy;

    if (lit) {
        for (int x = lowx - 1; x <= hix + 1; x++)
            for (int y = (lowy - 1 < 0 ? 0 : lowy - 1); y <= hiy + 1; y++)
                lev->at[x][y].lit = true;
        r->rlit = 1;
    } else {
        r->rlit = 0;
    }
    r->roomnoidx = croom;
    r->lx = lowx;
    r->hx = hix;
    r->ly = lowy;
    r->hy = hiy;
    r->rtype = rtype;
    r->doorct = 0;
    /* past every door so far, so later niches see no doors of ours */
    r->fdoor = lev->doorindex;
    r->irregular = false;
    r->nsubrooms = 0;
    if (special)
        return;
    r->needjoining = true;
    for (int x = lowx - 1; x <= hix + 1; x++)
        for (int y = lowy - 1; y <= hiy + 1; y += hiy - lowy + 2) {
            lev->at[x][y].typ = HWALL;
            lev->at[x][y].horizontal = true;
        }
    for (int x = lowx - 1; x <= hix + 1; x += hix - lowx + 2)
        for (int y = lowy; y <= hiy; y++) {
            lev->at[x][y].typ = VWALL;
            lev->at[x][y].horizontal = false;
        }
    for (int x = lowx; x <= hix; x++)
        for (int y = lowy; y <= hiy; y++)
            lev->at[x][y].typ = ROOM;
    if (is_room) {
        lev->at[lowx - 1][lowy - 1].typ = TLCORNER;
        lev->at[hix + 1][lowy - 1].typ = TRCORNER;
        lev->at[lowx - 1][hiy + 1].typ = BLCORNER;
        lev->at[hix + 1][hiy + 1].typ = BRCORNER;
    } else {
        wallification(lev, lowx - 1, lowy - 1, hix + 1, hiy + 1);
    }
}

int add_room(struct nhl_level *lev, int lowx, int lowy, int hix, int hiy,
             bool lit, int rtype, bool special)
{
    int i = lev->nroom;

    do_room_or_subroom(lev, i, lowx, lowy, hix, hiy, lit, rtype, special,
                       true);
    lev->rooms[i].parent = -1;
    lev->rooms[i + 1].hx = -1; /* the list's end mark */
    lev->nroom++;
    return i;
}

int add_subroom(struct nhl_level *lev, int proom, int lowx, int lowy, int hix,
                int hiy, bool lit, int rtype, bool special)
{
    int i = SUBROOM_BASE + lev->nsubroom;
    struct mkroom *p = &lev->rooms[proom];

    do_room_or_subroom(lev, i, lowx, lowy, hix, hiy, lit, rtype, special,
                       false);
    if (p->nsubrooms < MAX_SUBROOMS)
        p->sbrooms[p->nsubrooms++] = i;
    lev->rooms[i].parent = proom;
    if (i + 1 < NROOMSLOTS)
        lev->rooms[i + 1].hx = -1;
    lev->nsubroom++;
    return i;
}

/* one wall or corner cell of a room's frame */
static void edge_cell(struct nhl_level *lev, int x, int y, int roomno)
{
    lev->at[x][y].edge = true;
    lev->at[x][y].roomno = lev->at[x][y].roomno ? SHARED : (uint8_t) roomno;
}

void topologize(struct nhl_level *lev, int croom)
{
    struct mkroom *r = &lev->rooms[croom];
    int roomno = croom + ROOMOFFSET;
    int lowx = r->lx, lowy = r->ly, hix = r->hx, hiy = r->hy;

    /* not a box on the map: nothing sensible to mark, and no corner to
       read (#12) */
    if (hix < lowx || hiy < lowy || lowx < 1 || lowy < 1 || hix > COLNO - 2
        || hiy > ROWNO - 2)
        return;
    if (lev->at[lowx][lowy].roomno == roomno || r->irregular)
        return;
    for (int x = lowx; x <= hix; x++)
        for (int y = lowy; y <= hiy; y++)
            lev->at[x][y].roomno = (uint8_t) roomno;
    for (int x = lowx - 1; x <= hix + 1; x++)
        for (int y = lowy - 1; y <= hiy + 1; y += hiy - lowy + 2)
            edge_cell(lev, x, y, roomno);
    for (int x = lowx - 1; x <= hix + 1; x += hix - lowx + 2)
        for (int y = lowy; y <= hiy; y++)
            edge_cell(lev, x, y, roomno);
    for (int s = 0; s < r->nsubrooms; s++)
        topologize(lev, r->sbrooms[s]);
}

/* all rooms and subrooms that are in use */
static void shift_fdoors(struct nhl_level *lev, int aroom, int from)
{
    for (int i = 0; i < lev->nroom; i++) {
        struct mkroom *b = &lev->rooms[i];

        if (i != aroom && b->doorct && b->fdoor >= from)
            b->fdoor++;
    }
    for (int i = SUBROOM_BASE; i < SUBROOM_BASE + lev->nsubroom; i++) {
        struct mkroom *b = &lev->rooms[i];

        if (i != aroom && b->doorct && b->fdoor >= from)
            b->fdoor++;
    }
}

void add_door(struct nhl_level *lev, int x, int y, int aroom)
{
    struct mkroom *r = &lev->rooms[aroom];

    for (int i = 0; i < r->doorct; i++)
        if (lev->doors[r->fdoor + i].x == x && lev->doors[r->fdoor + i].y == y)
            return;
    if (lev->doorindex >= DOORMAX)
        return; /* C grows its array; DOORMAX is far above any level */
    if (r->doorct == 0)
        r->fdoor = lev->doorindex;
    r->doorct++;
    /* the new door goes first among this room's doors */
    for (int t = lev->doorindex; t > r->fdoor; t--)
        lev->doors[t] = lev->doors[t - 1];
    shift_fdoors(lev, aroom, r->fdoor);
    lev->doorindex++;
    lev->doors[r->fdoor].x = x;
    lev->doors[r->fdoor].y = y;
}

int litstate_rnd(struct nhl_level *lev, int litstate)
{
    if (litstate >= 0)
        return litstate;
    int d = rnd(lev->rng, 1 + abs(lev->ctx.depth));

    if (d >= 11)
        return 0;
    return rn2(lev->rng, 77) ? 1 : 0;
}

void light_region(struct nhl_level *lev, int x1, int y1, int x2, int y2,
                  bool lit)
{
    if (lit) {
        x1 = x1 - 1 < 1 ? 1 : x1 - 1;
        x2 = x2 + 1 > COLNO - 1 ? COLNO - 1 : x2 + 1;
        y1 = y1 - 1 < 0 ? 0 : y1 - 1;
        y2 = y2 + 1 > ROWNO - 1 ? ROWNO - 1 : y2 + 1;
    }
    for (int x = x1; x <= x2; x++)
        for (int y = y1; y <= y2; y++) {
            if (x < 0 || x >= COLNO || y < 0 || y >= ROWNO)
                continue;
            lev->at[x][y].lit = IS_LAVA(lev->at[x][y].typ) ? true : lit;
        }
}

/* mkmap.c's WIDTH: the last column a flood may reach */
#define FLOOD_WIDTH (COLNO - 2)

static bool flood_match(const struct nhl_level *lev, int x, int y, int fg,
                        bool anyroom)
{
    int t = lev->at[x][y].typ;

    return anyroom ? IS_ROOM(t) : t == fg;
}

/* walls and doors around a filled cell join the room as edges */
static void flood_edges(struct nhl_level *lev, int i, int sx, int sy, int rmno,
                        bool lit)
{
    for (int ii = (i == sx ? i - 1 : i); ii <= i + 1; ii++)
        for (int jj = sy - 1; jj <= sy + 1; jj++) {
            if (!isok(ii, jj))
                continue;
            struct rm *c = &lev->at[ii][jj];

            if (!(IS_WALL(c->typ) || IS_DOOR(c->typ) || c->typ == SDOOR))
                continue;
            c->edge = true;
            if (lit)
                c->lit = lit;
            if (c->roomno == NO_ROOM)
                c->roomno = (uint8_t) rmno;
            else if (c->roomno != rmno)
                c->roomno = SHARED;
        }
}

/* look at row ny next to the run sx..nx-1 and flood any like cell there */
static void flood_row(struct nhl_level *lev, int sx, int nx, int ny, int fg,
                      int rmno, bool lit, bool anyroom, int bounds[4])
{
    if (!isok(sx, ny))
        return;
    for (int i = sx; i < nx; i++) {
        if (lev->at[i][ny].typ == fg) {
            if (lev->at[i][ny].roomno != rmno)
                flood_fill_rm(lev, i, ny, rmno, lit, anyroom, bounds);
            continue;
        }
        if ((i > sx || isok(i - 1, ny)) && lev->at[i - 1][ny].typ == fg
            && lev->at[i - 1][ny].roomno != rmno)
            flood_fill_rm(lev, i - 1, ny, rmno, lit, anyroom, bounds);
        if ((i < nx - 1 || isok(i + 1, ny)) && lev->at[i + 1][ny].typ == fg
            && lev->at[i + 1][ny].roomno != rmno)
            flood_fill_rm(lev, i + 1, ny, rmno, lit, anyroom, bounds);
    }
}

void flood_fill_rm(struct nhl_level *lev, int sx, int sy, int rmno, bool lit,
                   bool anyroom, int bounds[4])
{
    int fg = lev->at[sx][sy].typ;
    int i, nx;

    /* back up to the run's first cell not yet in the room */
    while (sx > 0 && flood_match(lev, sx, sy, fg, anyroom)
           && lev->at[sx][sy].roomno != rmno)
        sx--;
    sx++;
    if (sx < bounds[0])
        bounds[0] = sx;
    if (sy < bounds[1])
        bounds[1] = sy;
    for (i = sx; i <= FLOOD_WIDTH && lev->at[i][sy].typ == fg; i++) {
        lev->at[i][sy].roomno = (uint8_t) rmno;
        lev->at[i][sy].lit = lit;
        if (anyroom)
            flood_edges(lev, i, sx, sy, rmno, lit);
    }
    nx = i;
    flood_row(lev, sx, nx, sy - 1, fg, rmno, lit, anyroom, bounds);
    flood_row(lev, sx, nx, sy + 1, fg, rmno, lit, anyroom, bounds);
    if (nx > bounds[2])
        bounds[2] = nx - 1;
    if (sy > bounds[3])
        bounds[3] = sy;
}

static const struct { const char *name; int type; } room_names[] = {
    { "ordinary", OROOM }, { "themed", THEMEROOM }, { "throne", COURT },
    { "swamp", SWAMP }, { "vault", VAULT }, { "beehive", BEEHIVE },
    { "morgue", MORGUE }, { "barracks", BARRACKS }, { "zoo", ZOO },
    { "delphi", DELPHI }, { "temple", TEMPLE }, { "anthole", ANTHOLE },
    { "cocknest", COCKNEST }, { "leprehall", LEPREHALL },
    { "shop", SHOPBASE }, { "armor shop", ARMORSHOP },
    { "scroll shop", SCROLLSHOP }, { "potion shop", POTIONSHOP },
    { "weapon shop", WEAPONSHOP }, { "food shop", FOODSHOP },
    { "ring shop", RINGSHOP }, { "wand shop", WANDSHOP },
    { "tool shop", TOOLSHOP }, { "book shop", BOOKSHOP },
    { "health food shop", FODDERSHOP }, { "candle shop", CANDLESHOP },
};

int roomtype_from_name(const char *name)
{
    for (size_t i = 0; i < sizeof room_names / sizeof room_names[0]; i++)
        if (!strcasecmp(name, room_names[i].name))
            return room_names[i].type;
    return -1;
}

const char *roomtype_name(int rtype)
{
    for (size_t i = 0; i < sizeof room_names / sizeof room_names[0]; i++)
        if (room_names[i].type == rtype)
            return room_names[i].name;
    return "unknown";
}

void update_croom(struct nhl_level *lev)
{
    struct sp_coder *co = &lev->build->coder;

    co->croom = co->n_subroom ? co->tmproomlist[co->n_subroom - 1] : -1;
}

void spo_endroom(struct nhl_level *lev)
{
    struct sp_coder *co = &lev->build->coder;

    if (co->n_subroom > 1) {
        co->n_subroom--;
        co->tmproomlist[co->n_subroom] = -1;
        co->failed_room[co->n_subroom] = true;
    } else if (co->xsize <= 1 && co->ysize <= 1) {
        /* something sensible for things made outside any room */
        reset_xystart_size(lev);
    }
    update_croom(lev);
}

int region_create(struct nhl_level *lev, const struct region_request *rq)
{
    struct sp_coder *co = &lev->build->coder;
    int rlit = litstate_rnd(lev, rq->rlit);
    int x1 = rq->x1, y1 = rq->y1, x2 = rq->x2, y2 = rq->y2;
    bool room_not_needed;
    int r;

    get_location(lev, &x1, &y1, ANY_LOC, -1);
    get_location(lev, &x2, &y2, ANY_LOC, -1);
    if (rq->irregular && !isok(x1, y1))
        return REGION_OFF_MAP;
    /* a room only for special types, irregular shapes, themed rooms and
     * arrival rooms; otherwise it is just light */
    room_not_needed = rq->rtype == OROOM && !rq->irregular
                      && !rq->arrival_room && !co->in_mk_themerooms;
    if (room_not_needed || lev->nroom >= MAXNROFROOMS) {
        light_region(lev, x1, y1, x2, y2, rlit != 0);
        return -1;
    }
    r = lev->nroom;
    /* its own corridor group (C sets smeq for irregular regions only and
     * leaves the others whatever an earlier level had: taken as alone) */
    lev->build->smeq[r] = r;
    lev->rooms[r].needfill = rq->needfill;
    lev->rooms[r].needjoining = rq->joined;
    if (rq->irregular) {
        int b[4] = { x1, y1, x1, y1 };

        flood_fill_rm(lev, x1, y1, r + ROOMOFFSET, rlit != 0, true, b);
        add_room(lev, b[0], b[1], b[2], b[3], false, rq->rtype, true);
        lev->rooms[r].rlit = rlit;
        lev->rooms[r].irregular = true;
    } else {
        add_room(lev, x1, y1, x2, y2, rlit != 0, rq->rtype, true);
        topologize(lev, r);
    }
    if (co->n_subroom > 1)
        return -1; /* C complains "region as subroom" and goes on */
    co->tmproomlist[co->n_subroom] = r;
    co->failed_room[co->n_subroom] = false;
    co->n_subroom++;
    update_croom(lev);
    return r;
}

void region_room_done(struct nhl_level *lev, int room)
{
    spo_endroom(lev);
    add_doors_to_room(lev, room);
}

void region_light_selection(struct nhl_level *lev,
                            const bool mask[COLNO][ROWNO], bool lit)
{
    bool grown[COLNO][ROWNO];   /* not static: builds run on several threads */

    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            bool on = mask[x][y];

            /* any of the 8 neighbours set (C grows into a copy, so the
             * growth never feeds itself) */
            for (int dx = -1; dx <= 1 && lit && !on; dx++)
                for (int dy = -1; dy <= 1 && !on; dy++) {
                    int nx = x + dx, ny = y + dy;

                    if (nx >= 0 && nx < COLNO && ny >= 0 && ny < ROWNO
                        && mask[nx][ny])
                        on = true;
                }
            grown[x][y] = on;
        }
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            if (grown[x][y])
                lev->at[x][y].lit = IS_LAVA(lev->at[x][y].typ) || lit;
}

/* C's goodtype() of in_rooms */
static bool room_type_wanted(const struct nhl_level *lev, int rno, int want)
{
    int found;

    if (rno - ROOMOFFSET >= NROOMSLOTS)
        return false;
    if (!want)
        return true;
    found = lev->rooms[rno - ROOMOFFSET].rtype;
    return found == want || (want == SHOPBASE && found > SHOPBASE);
}

int in_rooms_last(const struct nhl_level *lev, int x, int y, int typewanted)
{
    int rno, step, min_x, max_x, min_y, max_off, found = -1;
    bool seen[NROOMSLOTS + ROOMOFFSET] = { false };

    if (!isok(x, y))
        return -1;
    rno = lev->at[x][y].roomno;
    if (rno == NO_ROOM)
        return -1;
    if (rno != SHARED && rno != SHARED_PLUS)
        return rno >= ROOMOFFSET && room_type_wanted(lev, rno, typewanted)
                   ? rno - ROOMOFFSET
                   : -1;
    /* a shared wall: SHARED looks at the corners around it, SHARED_PLUS
     * at every neighbour and itself; C stacks each new room in front of
     * the list, so *in_rooms() is the last distinct one found */
    step = rno == SHARED ? 2 : 1;
    min_x = x - 1;
    max_x = x + 1;
    if (x < 1)
        min_x += step;
    else if (x >= COLNO)
        max_x -= step;
    min_y = y - 1;
    max_off = 2;
    if (min_y < 0) {
        min_y += step;
        max_off -= step;
    } else if (min_y + max_off >= ROWNO) {
        max_off -= step;
    }
    for (int xx = min_x; xx <= max_x; xx += step)
        for (int off = 0; off <= max_off; off += step) {
            int yy = min_y + off;

            if (xx < 0 || xx >= COLNO || yy < 0 || yy >= ROWNO)
                continue;
            rno = lev->at[xx][yy].roomno;
            if (rno >= ROOMOFFSET && rno < NROOMSLOTS + ROOMOFFSET
                && !seen[rno] && room_type_wanted(lev, rno, typewanted)) {
                seen[rno] = true;
                found = rno - ROOMOFFSET;
            }
        }
    return found;
}

bool in_rooms_of_type(const struct nhl_level *lev, int x, int y, int typewanted)
{
    return in_rooms_last(lev, x, y, typewanted) >= 0;
}
