/* location.c - script coordinates to map coordinates, after sp_lev.c's
 * get_location/is_ok_location and mkroom.c's somexy family. */
#include "location.h"

#include <string.h>

void reset_xystart_size(struct nhl_level *lev)
{
    /* column 0 is never part of the map */
    lev->build->coder.xstart = 1;
    lev->build->coder.ystart = 0;
    lev->build->coder.xsize = COLNO - 1;
    lev->build->coder.ysize = ROWNO;
}

void cvt_to_abscoord(const struct nhl_level *lev, int *x, int *y)
{
    if (lev->build->coder.croom >= 0) {
        *x += lev->rooms[lev->build->coder.croom].lx;
        *y += lev->rooms[lev->build->coder.croom].ly;
    } else {
        *x += lev->build->coder.xstart;
        *y += lev->build->coder.ystart;
    }
}

void cvt_to_relcoord(const struct nhl_level *lev, int *x, int *y)
{
    if (lev->build->coder.croom >= 0) {
        *x -= lev->rooms[lev->build->coder.croom].lx;
        *y -= lev->rooms[lev->build->coder.croom].ly;
    } else {
        *x -= lev->build->coder.xstart;
        *y -= lev->build->coder.ystart;
    }
}

/* A boulder lying on the floor; until the object tables exist, objects are
 * known by the name the script gave them. */
static bool boulder_at(const struct nhl_level *lev, int x, int y)
{
    for (int i = 0; i < lev->nobjects; i++) {
        const struct obj *o = &lev->objects[i];

        if (o->x == x && o->y == y && o->container < 0 && o->owner < 0
            && !o->buried && strcmp(o->id, "boulder") == 0)
            return true;
    }
    return false;
}

/* is_ok_location for a cell of this typ, a boulder lying there or not */
static bool typ_ok(int typ, int humidity, bool boulder)
{
    if ((humidity & SOLID) && IS_ROCK(typ))
        return true;
    if ((humidity & (DRY | SPACELOC)) && SPACE_POS(typ)
        && (!boulder || (humidity & SOLID)))
        return true;
    if ((humidity & WET) && IS_POOL(typ))
        return true;
    if ((humidity & HOT) && IS_LAVA(typ))
        return true;
    return false;
}

bool is_ok_location(struct nhl_level *lev, int x, int y, int humidity)
{
    if (lev->ctx.is_waterlevel)
        return true;
    if (humidity & ANY_LOC)
        return true;
    /* a random spot of an area hanging past the level's edge (a map
       aligned right that is wider than the maze, #12): C reads outside the
       level for it; nothing there is ok */
    if (!isok(x, y))
        return false;

    int typ = lev->at[x][y].typ;

    bool clear = typ_ok(typ, humidity, false), under = typ_ok(typ, humidity, true);

    /* a boulder is looked for only where it can change the answer */
    return clear == under ? clear : boulder_at(lev, x, y) ? under : clear;
}

/* is_ok_location's answer for every typ (with and without a boulder),
 * for an area search that tries cell after cell */
struct typ_answers {
    bool clear[256], boulder[256];
};

static void typ_answers_make(struct typ_answers *a, int humidity)
{
    for (int t = 0; t < 256; t++) {
        a->clear[t] = typ_ok(t, humidity, false);
        a->boulder[t] = typ_ok(t, humidity, true);
    }
}

/* The first cell of the area, column by column, that is_ok_location
 * accepts (C tries each in turn; a monster that wants water on a level of
 * lava tries all 1,659 cells of the map, several times a level). */
static bool area_first_ok(struct nhl_level *lev, int mx, int my, int sx, int sy,
                          int humidity, int *x, int *y)
{
    struct typ_answers a;

    if (lev->ctx.is_waterlevel || (humidity & ANY_LOC)) {
        if (sx <= 0 || sy <= 0)
            return false;
        *x = mx;
        *y = my;
        return true;
    }
    typ_answers_make(&a, humidity);
    for (int xx = 0; xx < sx; xx++)
        for (int yy = 0; yy < sy; yy++) {
            int cx = mx + xx, cy = my + yy;

            *x = cx;
            *y = cy;
            if (!isok(cx, cy))
                continue;
            int typ = lev->at[cx][cy].typ;

            if (a.clear[typ] == a.boulder[typ] ? a.clear[typ]
                : boulder_at(lev, cx, cy)        ? a.boulder[typ]
                                                 : a.clear[typ])
                return true;
        }
    return false;
}

static bool location_ok(struct nhl_level *lev, int x, int y, int humidity,
                        location_ok_fn okfn)
{
    /* C's is_ok_location_func replaces the whole test, water level aside */
    if (okfn && !lev->ctx.is_waterlevel)
        return isok(x, y) && okfn(lev, x, y);
    return is_ok_location(lev, x, y, humidity);
}

void get_location_ok(struct nhl_level *lev, int *x, int *y, int humidity,
                     int croom, location_ok_fn okfn)
{
    int mx, my, sx, sy;

    if (croom >= 0) {
        const struct mkroom *r = &lev->rooms[croom];

        mx = r->lx;
        my = r->ly;
        sx = r->hx - mx + 1;
        sy = r->hy - my + 1;
    } else {
        mx = lev->build->coder.xstart;
        my = lev->build->coder.ystart;
        sx = lev->build->coder.xsize;
        sy = lev->build->coder.ysize;
    }

    if (*x >= 0) {
        *x += mx;
        *y += my;
    } else {
        int tries = 0;
        bool found = false;

        do {
            if (croom >= 0) {
                struct coord c;

                (void) somexy(lev, &lev->rooms[croom], &c);
                *x = c.x;
                *y = c.y;
            } else {
                *x = mx + rn2(lev->rng, sx);
                *y = my + rn2(lev->rng, sy);
            }
            if (location_ok(lev, *x, *y, humidity, okfn)) {
                found = true;
                break;
            }
        } while (++tries < 100);
        if (!found) {
            /* last try: the whole area in order */
            if (!okfn || lev->ctx.is_waterlevel)
                found = area_first_ok(lev, mx, my, sx, sy, humidity, x, y);
            else
                for (int xx = 0; xx < sx && !found; xx++)
                    for (int yy = 0; yy < sy && !found; yy++) {
                        *x = mx + xx;
                        *y = my + yy;
                        if (location_ok(lev, *x, *y, humidity, okfn))
                            found = true;
                    }
            if (!found && (humidity & NO_LOC_WARN))
                *x = *y = -1;
            /* without NO_LOC_WARN C complains and keeps the last spot */
        }
    }

    if (!(humidity & ANY_LOC) && !isok(*x, *y)) {
        if (!(humidity & NO_LOC_WARN)) {
            /* C clamps an off-map spot to the maze corner */
            *x = X_MAZE_MAX;
            *y = Y_MAZE_MAX;
        } else {
            *x = *y = -1;
        }
    }
}

void get_location(struct nhl_level *lev, int *x, int *y, int humidity, int croom)
{
    get_location_ok(lev, x, y, humidity, croom, NULL);
}

int somex(struct nhl_level *lev, const struct mkroom *r)
{
    return rn1(lev->rng, r->hx - r->lx + 1, r->lx);
}

int somey(struct nhl_level *lev, const struct mkroom *r)
{
    return rn1(lev->rng, r->hy - r->ly + 1, r->ly);
}

static int room_roomno(const struct nhl_level *lev, const struct mkroom *r)
{
    return (int) (r - lev->rooms) + ROOMOFFSET;
}

bool inside_room(const struct nhl_level *lev, const struct mkroom *r, int x, int y)
{
    if (r->irregular) {
        const struct rm *c = &lev->at[x][y];

        return !c->edge && (int) c->roomno == room_roomno(lev, r);
    }
    return x >= r->lx - 1 && x <= r->hx + 1 && y >= r->ly - 1 && y <= r->hy + 1;
}

bool somexy(struct nhl_level *lev, const struct mkroom *r, struct coord *c)
{
    int tries = 0;

    if (r->irregular) {
        int no = room_roomno(lev, r);

        while (tries++ < 100) {
            c->x = somex(lev, r);
            c->y = somey(lev, r);
            if (!lev->at[c->x][c->y].edge && (int) lev->at[c->x][c->y].roomno == no)
                return true;
        }
        /* exhaustive search, column by column as C */
        for (c->x = r->lx; c->x <= r->hx; c->x++)
            for (c->y = r->ly; c->y <= r->hy; c->y++)
                if (!lev->at[c->x][c->y].edge && (int) lev->at[c->x][c->y].roomno == no)
                    return true;
        return false;
    }

    if (!r->nsubrooms) {
        c->x = somex(lev, r);
        c->y = somey(lev, r);
        return true;
    }

    /* not in a subroom, not in a wall */
    while (tries++ < 100) {
        bool in_sub = false;

        c->x = somex(lev, r);
        c->y = somey(lev, r);
        if (IS_WALL(lev->at[c->x][c->y].typ))
            continue;
        for (int i = 0; i < r->nsubrooms; i++)
            if (inside_room(lev, &lev->rooms[r->sbrooms[i]], c->x, c->y)) {
                in_sub = true;
                break;
            }
        if (!in_sub)
            break;
    }
    /* as C: a spot found on the 100th try still counts as a failure */
    return tries < 100;
}

void clamp_to_map(int *x1, int *y1, int *x2, int *y2)
{
    if (*x1 < 1)
        *x1 = 1;
    if (*x2 > COLNO - 1)
        *x2 = COLNO - 1;
    if (*y1 < 0)
        *y1 = 0;
    if (*y2 > ROWNO - 1)
        *y2 = ROWNO - 1;
}
