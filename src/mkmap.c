/* mkmap.c - the mines' cave generator, after NetHack's mkmap.c (init_map,
 * init_fill, pass_one/two/three, flood_fill_rm, join_map, finish_map,
 * litstate_rnd); its passages are corridor.c's dig_corridor. */
#include "mkmap.h"

#include <stdlib.h>
#include <string.h>

#include "corridor.h"
#include "location.h"
#include "rooms.h"
#include "wallprop.h"

/* the area the automaton works on (C: HEIGHT, WIDTH) */
#define MM_HEIGHT (ROWNO - 1)
#define MM_WIDTH (COLNO - 2)

/* the 8 neighbours, in C's order (it decides nothing random, but keeps
 * the scan recognisable) */
static const int nbr[8][2] = {
    { -1, -1 }, { -1, 0 }, { -1, 1 }, { 0, -1 },
    { 0, 1 }, { 1, -1 }, { 1, 0 }, { 1, 1 }
};

/* C: litstate_rnd (rooms.c has the shared one; the mines only ever pass
 * 0 or 1 here, the light being drawn before) */
static bool mm_litstate(struct level *lev, int litstate)
{
    if (litstate < 0) {
        int depth = abs(lev->ctx.depth);

        if (rnd(lev->rng, 1 + depth) < 11 && rn2(lev->rng, 77))
            return true;
        return false;
    }
    return litstate != 0;
}

static void init_map(struct level *lev, int bg)
{
    for (int i = 1; i < COLNO; i++)
        for (int j = 0; j < ROWNO; j++) {
            lev->at[i][j].roomno = NO_ROOM;
            lev->at[i][j].typ = (uint8_t) bg;
            lev->at[i][j].lit = false;
        }
}

/* sow foreground on 2/5 of the area, at random background cells */
static void init_fill(struct level *lev, int bg, int fg)
{
    long limit = (MM_WIDTH * MM_HEIGHT * 2) / 5, count = 0;

    while (count < limit) {
        int i = rn2(lev->rng, MM_WIDTH - 1);
        int j;

        i += 2;
        j = rnd(lev->rng, MM_HEIGHT - 1);
        if (lev->at[i][j].typ == bg) {
            lev->at[i][j].typ = (uint8_t) fg;
            count++;
        }
    }
}

static int get_map(const struct level *lev, int col, int row, int bg)
{
    if (col <= 0 || row < 0 || col > MM_WIDTH || row >= MM_HEIGHT)
        return bg;
    return lev->at[col][row].typ;
}

static int fg_neighbours(const struct level *lev, int i, int j, int bg,
                         int fg)
{
    int count = 0;

    for (int d = 0; d < 8; d++)
        if (get_map(lev, i + nbr[d][0], j + nbr[d][1], bg) == fg)
            count++;
    return count;
}

/* in place: lonely cells die, crowded ones fill */
static void pass_one(struct level *lev, int bg, int fg)
{
    for (int i = 2; i <= MM_WIDTH; i++)
        for (int j = 1; j < MM_HEIGHT; j++) {
            int count = fg_neighbours(lev, i, j, bg, fg);

            if (count <= 2)
                lev->at[i][j].typ = (uint8_t) bg;
            else if (count >= 5)
                lev->at[i][j].typ = (uint8_t) fg;
        }
}

/* buffered: exactly 5 foreground neighbours -> background (pass_two);
 * fewer than 3 -> background (pass_three) */
static void pass_buffered(struct level *lev, int bg, int fg, bool three)
{
    uint8_t next[MM_WIDTH + 1][MM_HEIGHT];

    for (int i = 2; i <= MM_WIDTH; i++)
        for (int j = 1; j < MM_HEIGHT; j++) {
            int count = fg_neighbours(lev, i, j, bg, fg);
            bool clear = three ? count < 3 : count == 5;

            next[i][j] = (uint8_t) (clear ? bg : get_map(lev, i, j, bg));
        }
    for (int i = 2; i <= MM_WIDTH; i++)
        for (int j = 1; j < MM_HEIGHT; j++)
            lev->at[i][j].typ = next[i][j];
}

/* the bounds and size of what one flood fill reached (C: gm.min_rx ...,
 * gn.n_loc_filled) */
struct flood_area {
    int min_rx, min_ry, max_rx, max_ry;
    int n_loc_filled;
};

static bool fill_match(const struct level *lev, int x, int y, int fg,
                       bool anyroom)
{
    return anyroom ? IS_ROOM(lev->at[x][y].typ) : lev->at[x][y].typ == fg;
}

/* C's flood_fill_rm, as the mines use it: span by span, recursing into
 * the rows above and below; kept as C has it (the spans it visits and their
 * order decide the bounds of the temporary rooms). */
static void mm_flood_fill(struct level *lev, int sx, int sy, int rmno, bool lit,
                   bool anyroom, struct flood_area *fa)
{
    int fg = lev->at[sx][sy].typ;
    int i, nx;

    /* back up to the leftmost cell not yet numbered */
    while (sx > 0 && fill_match(lev, sx, sy, fg, anyroom)
           && (int) lev->at[sx][sy].roomno != rmno)
        sx--;
    sx++;

    if (sx < fa->min_rx)
        fa->min_rx = sx;
    if (sy < fa->min_ry)
        fa->min_ry = sy;

    for (i = sx; i <= MM_WIDTH && lev->at[i][sy].typ == fg; i++) {
        lev->at[i][sy].roomno = (uint8_t) rmno;
        lev->at[i][sy].lit = lit;
        if (anyroom) {
            /* the walls and doors around the room belong to it too */
            for (int ii = (i == sx ? i - 1 : i); ii <= i + 1; ii++)
                for (int jj = sy - 1; jj <= sy + 1; jj++) {
                    struct rm *c;

                    if (!isok(ii, jj))
                        continue;
                    c = &lev->at[ii][jj];
                    if (!(IS_WALL(c->typ) || IS_DOOR(c->typ)
                          || c->typ == SDOOR))
                        continue;
                    c->edge = true;
                    if (lit)
                        c->lit = true;
                    if (c->roomno == NO_ROOM)
                        c->roomno = (uint8_t) rmno;
                    else if ((int) c->roomno != rmno)
                        c->roomno = SHARED;
                }
        }
        fa->n_loc_filled++;
    }
    nx = i;

    for (int side = -1; side <= 1; side += 2) {
        int ny = sy + side;

        if (!isok(sx, ny))
            continue;
        for (i = sx; i < nx; i++) {
            if (lev->at[i][ny].typ == fg) {
                if ((int) lev->at[i][ny].roomno != rmno)
                    mm_flood_fill(lev, i, ny, rmno, lit, anyroom, fa);
            } else {
                if ((i > sx || isok(i - 1, ny))
                    && lev->at[i - 1][ny].typ == fg
                    && (int) lev->at[i - 1][ny].roomno != rmno)
                    mm_flood_fill(lev, i - 1, ny, rmno, lit, anyroom, fa);
                if ((i < nx - 1 || isok(i + 1, ny))
                    && lev->at[i + 1][ny].typ == fg
                    && (int) lev->at[i + 1][ny].roomno != rmno)
                    mm_flood_fill(lev, i + 1, ny, rmno, lit, anyroom, fa);
            }
        }
    }

    if (nx > fa->max_rx)
        fa->max_rx = nx - 1; /* nx is one past the span */
    if (sy > fa->max_ry)
        fa->max_ry = sy;
}

static void join_map_cleanup(struct level *lev)
{
    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            lev->at[x][y].roomno = NO_ROOM;
    lev->nroom = lev->nsubroom = 0;
    lev->rooms[0].hx = -1;
    lev->rooms[SUBROOM_BASE].hx = -1;
}

/* Number each cave pocket as a temporary room (erasing pockets of 3 cells
 * or less), then dig passages from each room to the next. (C: join_map) */
static void join_map(struct level *lev, int bg, int fg)
{
    int croom, croom2;

    for (int i = 2; i <= MM_WIDTH; i++)
        for (int j = 1; j < MM_HEIGHT; j++) {
            struct flood_area fa;

            if (lev->at[i][j].typ != fg || lev->at[i][j].roomno != NO_ROOM)
                continue;
            fa.min_rx = fa.max_rx = i;
            fa.min_ry = fa.max_ry = j;
            fa.n_loc_filled = 0;
            mm_flood_fill(lev, i, j, lev->nroom + ROOMOFFSET, false, false,
                          &fa);
            if (fa.n_loc_filled > 3) {
                /* C: add_room(..., FALSE, OROOM, TRUE): special, so
                 * bounds only, the map is left alone */
                (void) add_room(lev, fa.min_rx, fa.min_ry, fa.max_rx,
                                fa.max_ry, false, OROOM, true);
                lev->rooms[lev->nroom - 1].irregular = true;
                if (lev->nroom >= MAXNROFROOMS * 2)
                    goto joinm;
            } else {
                /* a tiny hole nobody could leave: fill it in */
                for (int sx = fa.min_rx; sx <= fa.max_rx; sx++)
                    for (int sy = fa.min_ry; sy <= fa.max_ry; sy++)
                        if ((int) lev->at[sx][sy].roomno
                            == lev->nroom + ROOMOFFSET) {
                            lev->at[sx][sy].typ = (uint8_t) bg;
                            lev->at[sx][sy].roomno = NO_ROOM;
                        }
            }
        }

joinm:
    /* the rooms are in scan order already; join each to the next */
    for (croom = 0, croom2 = 1; croom2 < lev->nroom;) {
        struct mkroom *a = &lev->rooms[croom], *b = &lev->rooms[croom2];
        struct coord sm, em;
        bool ok = somexy(lev, a, &sm);

        if (ok)
            ok = somexy(lev, b, &em);
        if (!ok) {
            /* C: impossible(); the centres, and hope */
            sm.x = a->lx + ((a->hx - a->lx) / 2);
            sm.y = a->ly + ((a->hy - a->ly) / 2);
            em.x = b->lx + ((b->hx - b->lx) / 2);
            em.y = b->ly + ((b->hy - b->ly) / 2);
        }
        /* C: dig_corridor(&sm, &em, FALSE, fg, bg) */
        (void) dig_corridor(lev, sm, em, false, fg, bg);

        /* move on from croom only when the two do not overlap */
        if (b->lx > a->hx
            || ((b->ly > a->hy || b->hy < a->ly) && rn2(lev->rng, 3)))
            croom = croom2;
        croom2++;
    }
    join_map_cleanup(lev);
}

static void finish_map(struct level *lev, int fg, int bg, bool lit,
                       bool walled, bool icedpools)
{
    if (walled)
        wallify_map(lev, 1, 0, COLNO - 1, ROWNO - 1);
    if (lit) {
        for (int i = 1; i < COLNO; i++)
            for (int j = 0; j < ROWNO; j++) {
                int t = lev->at[i][j].typ;

                if ((!IS_ROCK(fg) && t == fg) || (!IS_ROCK(bg) && t == bg)
                    || (bg == TREE && t == bg) || (walled && IS_WALL(t)))
                    lev->at[i][j].lit = true;
            }
        for (int i = 0; i < lev->nroom; i++)
            lev->rooms[i].rlit = 1;
    }
    /* lava always shines; ice remembers what it froze from */
    for (int i = 1; i < COLNO; i++)
        for (int j = 0; j < ROWNO; j++) {
            if (lev->at[i][j].typ == LAVAPOOL)
                lev->at[i][j].lit = true;
            else if (lev->at[i][j].typ == ICE)
                lev->at[i][j].flags = icedpools ? ICED_POOL : ICED_MOAT;
        }
}

void mkmap(struct level *lev, const struct lev_init *li)
{
    int bg = li->bg, fg = li->fg;
    bool lit = mm_litstate(lev, li->lit);

    init_map(lev, bg);
    init_fill(lev, bg, fg);
    pass_one(lev, bg, fg);
    pass_buffered(lev, bg, fg, false);
    if (li->smoothed) {
        pass_buffered(lev, bg, fg, true);
        pass_buffered(lev, bg, fg, true);
    }
    if (li->joined)
        join_map(lev, bg, fg);
    finish_map(lev, fg, bg, lit, li->walled, lev->coder.icedpools);
    /* walled and joined: a cave, not a maze */
    if (li->walled && li->joined) {
        lev->flags.is_maze_lev = false;
        lev->flags.is_cavernous_lev = true;
    }
}
