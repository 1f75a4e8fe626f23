/* mkmap.c - the mines' cave generator, after NetHack's mkmap.c (init_map,
 * init_fill, pass_one/two/three, flood_fill_rm, join_map, finish_map,
 * litstate_rnd); its passages are corridor.c's dig_corridor. */
#include "mkmap.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "corridor.h"
#include "location.h"
#include "rooms.h"
#include "wallprop.h"

/* the area the automaton works on (C: HEIGHT, WIDTH) */
#define MM_HEIGHT (ROWNO - 1)
#define MM_WIDTH (COLNO - 2)

/* C: litstate_rnd (rooms.c has the shared one; the mines only ever pass
 * 0 or 1 here, the light being drawn before) */
static bool mm_litstate(struct nhl_level *lev, int litstate)
{
    if (litstate < 0) {
        int depth = abs(lev->ctx.depth);

        if (rnd(lev->rng, 1 + depth) < 11 && rn2(lev->rng, 77))
            return true;
        return false;
    }
    return litstate != 0;
}

/* The automaton works on columns of bits, one column of the map per
 * word: bit j + 1 is set when row j reads as foreground, as get_map sees
 * the map (off the area reads as background: bit 0 stands for row -1 and
 * bit MM_HEIGHT + 1 for the first row past it).  Only the typ of each
 * cell changes in these passes, so the map is written once at the end. */
typedef uint32_t mm_col;

#define ROW_BIT(j) ((mm_col) 1 << ((j) + 1))
/* the rows the passes change, 1 .. MM_HEIGHT - 1 */
#define PASS_ROWS (((ROW_BIT(MM_HEIGHT - 1) << 1) - 1) & ~(ROW_BIT(0) | 1u))
/* every bit a column has, rows -1 .. MM_HEIGHT */
#define ALL_ROWS ((ROW_BIT(MM_HEIGHT) << 1) - 1)

struct cave {
    mm_col col[COLNO + 1]; /* 0 .. COLNO: the area and a column each side */
    mm_col bgbits;         /* what background reads as: fg == bg makes it
                            * foreground too */
};

static void init_cave(struct cave *cv, int bg, int fg)
{
    cv->bgbits = bg == fg ? ALL_ROWS : 0;
    for (int i = 0; i <= COLNO; i++)
        cv->col[i] = cv->bgbits;
}

static bool cave_fg(const struct cave *cv, int i, int j)
{
    return (cv->col[i] & ROW_BIT(j)) != 0;
}

static void cave_set(struct cave *cv, int i, int j, bool fg)
{
    if (fg || cv->bgbits)
        cv->col[i] |= ROW_BIT(j);
    else
        cv->col[i] &= ~ROW_BIT(j);
}

/* sow foreground on 2/5 of the area, at random background cells
 * (C: init_fill) */
static void init_fill(struct nhl_level *lev, struct cave *cv)
{
    long limit = (MM_WIDTH * MM_HEIGHT * 2) / 5, count = 0;

    while (count < limit) {
        int i = rn2(lev->rng, MM_WIDTH - 1);
        int j;

        i += 2;
        j = rnd(lev->rng, MM_HEIGHT - 1);
        /* typ == bg: always so when fg and bg are one */
        if (cv->bgbits || !cave_fg(cv, i, j)) {
            cave_set(cv, i, j, true);
            count++;
        }
    }
}

/* in place, column by column, each row seeing the rows above it already
 * changed: lonely cells die, crowded ones fill (C: pass_one).  A column's
 * other seven neighbours are summed bit-sliced for all rows at once, with
 * the outcome for either state of the cell above; then the rows are
 * chained top down. */
static void pass_one(struct cave *cv)
{
    for (int i = 2; i <= MM_WIDTH; i++) {
        mm_col l = cv->col[i - 1], m = cv->col[i], r = cv->col[i + 1];
        mm_col s1 = (l << 1) ^ l ^ (l >> 1);
        mm_col k1 = ((l << 1) & l) | ((l >> 1) & ((l << 1) ^ l));
        mm_col s2 = (r << 1) ^ r ^ (r >> 1);
        mm_col k2 = ((r << 1) & r) | ((r >> 1) & ((r << 1) ^ r));
        mm_col below = m >> 1;
        mm_col b0 = s1 ^ s2 ^ below;
        mm_col k3 = (s1 & s2) | (below & (s1 ^ s2));
        mm_col b1 = k1 ^ k2 ^ k3;
        mm_col b2 = (k1 & k2) | (k3 & (k1 ^ k2));
        /* the count is base (b2 b1 b0) plus the cell above */
        mm_col fill0 = b2 & (b1 | b0), die0 = ~b2 & ~(b1 & b0);
        mm_col fill1 = b2, die1 = ~b2 & ~b1;
        mm_col if0 = fill0 | (die0 & cv->bgbits) | (~fill0 & ~die0 & m);
        mm_col if1 = fill1 | (die1 & cv->bgbits) | (~fill1 & ~die1 & m);
        mm_col out = m & ~PASS_ROWS;
        mm_col above = (m >> 1) & 1; /* row 0, never changed */

        if0 &= PASS_ROWS;
        if1 &= PASS_ROWS;
        if (!(if0 & ~if1)) {
            /* foreground either way, or only under foreground: each row is
             * if0 | (if1 & the row above), a carry chain, so one add
             * settles it (the row above the first carried in) */
            mm_col in = above << 2, sum = if0 + if1 + in;

            out |= ((sum ^ if0 ^ if1 ^ in) >> 1) & PASS_ROWS;
        } else {
            for (int j = 1; j < MM_HEIGHT; j++) {
                above = ((above ? if1 : if0) >> (j + 1)) & 1;
                out |= above << (j + 1);
            }
        }
        cv->col[i] = out;
    }
}

/* buffered, a whole column at once: the 8 neighbours of every row summed
 * bit-sliced into count bits c0..c3; exactly 5 foreground neighbours ->
 * background (C: pass_two), or fewer than 3 (pass_three) */
static void pass_buffered(struct cave *cv, bool three)
{
    mm_col next[COLNO + 1];

    for (int i = 2; i <= MM_WIDTH; i++) {
        mm_col l = cv->col[i - 1], m = cv->col[i], r = cv->col[i + 1];
        mm_col n[8] = { l << 1, l, l >> 1, m << 1, m >> 1, r << 1, r, r >> 1 };
        /* three full adders and a half adder: ones and twos */
        mm_col s1 = n[0] ^ n[1] ^ n[2];
        mm_col k1 = (n[0] & n[1]) | (n[2] & (n[0] ^ n[1]));
        mm_col s2 = n[3] ^ n[4] ^ n[5];
        mm_col k2 = (n[3] & n[4]) | (n[5] & (n[3] ^ n[4]));
        mm_col s3 = n[6] ^ n[7], k3 = n[6] & n[7];
        mm_col c0 = s1 ^ s2 ^ s3;
        mm_col k4 = (s1 & s2) | (s3 & (s1 ^ s2));
        /* four twos: k1 + k2 + k3 + k4 */
        mm_col t = k1 ^ k2 ^ k3, f1 = (k1 & k2) | (k3 & (k1 ^ k2));
        mm_col c1 = t ^ k4, f2 = t & k4;
        mm_col c2 = f1 ^ f2, c3 = f1 & f2;
        mm_col clear = three ? ~c3 & ~c2 & ~(c1 & c0)
                             : c0 & ~c1 & c2 & ~c3;

        clear &= PASS_ROWS;
        next[i] = (m & ~clear) | (clear & cv->bgbits);
    }
    for (int i = 2; i <= MM_WIDTH; i++)
        cv->col[i] = next[i];
}

/* C: init_map, with the passes' result: every cell background but where
 * the automaton left foreground */
static void init_map(struct nhl_level *lev, const struct cave *cv, int bg, int fg)
{
    /* background, unlit, in no room; the other fields kept */
    struct rm bgcell = { 0 }, keep;

    memset(&keep, 0xff, sizeof keep);
    bgcell.typ = (uint8_t) bg;
    bgcell.roomno = NO_ROOM;
    bgcell.lit = false;
    keep.typ = keep.roomno = 0;
    keep.lit = false;
    struct rm_merge m = rm_merge_of(bgcell, keep);

    for (int i = 1; i < COLNO; i++) {
        struct rm *col = lev->at[i];
        mm_col f = i >= 2 && i <= MM_WIDTH ? cv->col[i] & PASS_ROWS : 0;

#pragma GCC unroll 21
        for (int j = 0; j < ROWNO; j++)
            rm_merge_apply(&col[j], m);
        while (f) {
            col[lowest_bit(f) - 1].typ = (uint8_t) fg;
            f &= f - 1;
        }
    }
}

/* the bounds and size of what one flood fill reached (C: gm.min_rx ...,
 * gn.n_loc_filled) */
struct flood_area {
    int min_rx, min_ry, max_rx, max_ry;
    int n_loc_filled;
};

/* the whole vertical runs of u that hold a bit of seeds */
static mm_col whole_runs(mm_col seeds, mm_col u)
{
    mm_col r = seeds & u, prev;

    do {
        prev = r;
        r = (r | r << 1 | r >> 1) & u;
    } while (r != prev);
    return r;
}

/* C's flood_fill_rm, as join_map uses it (not anyroom, unlit).  C fills
 * span by span, recursing into the rows above and below and their
 * diagonals; whatever the order, what it numbers is the pocket's
 * 8-connected foreground, within columns 1 .. MM_WIDTH (its spans stop
 * there) and the map's rows, and the bounds and count it keeps are that
 * pocket's.  So any order does: here whole vertical runs at a time, the
 * foreground not yet numbered kept as bits (unseen, a column per word as
 * the cave's); the cells stay unlit as init_map left them. */
static void mm_flood_fill(struct nhl_level *lev, mm_col *unseen, int sx, int sy,
                          int rmno, struct flood_area *fa)
{
    /* every pop numbers at least one cell and pushes at most two */
    struct { int x; mm_col seeds; } stack[2 * MM_WIDTH * ROWNO + 1];
    int top = 0;

    stack[top].x = sx;
    stack[top++].seeds = ROW_BIT(sy);
    while (top > 0) {
        int x = stack[--top].x;
        mm_col run = whole_runs(stack[top].seeds, unseen[x]), near;

        if (!run)
            continue;
        unseen[x] &= ~run;
        if (x < fa->min_rx)
            fa->min_rx = x;
        if (x > fa->max_rx)
            fa->max_rx = x;
        near = run | run << 1 | run >> 1;
        /* rows come top down: the first is the least, the last the most */
        if (lowest_bit(run) - 1 < fa->min_ry)
            fa->min_ry = lowest_bit(run) - 1;
        while (run) {
            int y = lowest_bit(run) - 1;

            run &= run - 1;
            lev->at[x][y].roomno = (uint8_t) rmno;
            fa->n_loc_filled++;
            if (!run && y > fa->max_ry)
                fa->max_ry = y;
        }
        if (x > 1 && (near & unseen[x - 1])) {
            stack[top].x = x - 1;
            stack[top++].seeds = near & unseen[x - 1];
        }
        if (x < MM_WIDTH && (near & unseen[x + 1])) {
            stack[top].x = x + 1;
            stack[top++].seeds = near & unseen[x + 1];
        }
    }
}

static void join_map_cleanup(struct nhl_level *lev)
{
    for (int x = 1; x < COLNO; x++)
#pragma GCC unroll 21
        for (int y = 0; y < ROWNO; y++)
            lev->at[x][y].roomno = NO_ROOM;
    lev->nroom = lev->nsubroom = 0;
    lev->rooms[0].hx = -1;
    lev->rooms[SUBROOM_BASE].hx = -1;
}

/* Number each cave pocket as a temporary room (erasing pockets of 3 cells
 * or less), then dig passages from each room to the next. (C: join_map) */
static void join_map(struct nhl_level *lev, const struct cave *cv, int bg,
                     int fg)
{
    int croom, croom2;
    /* the foreground no pocket has numbered yet: the cave as init_map
     * wrote it, rows 0 .. ROWNO - 1 of columns 1 .. MM_WIDTH */
    mm_col unseen[MM_WIDTH + 1];

    for (int i = 1; i <= MM_WIDTH; i++)
        unseen[i] = cv->col[i] & (ALL_ROWS & ~(mm_col) 1);
    for (int i = 2; i <= MM_WIDTH; i++)
        while (unseen[i] & PASS_ROWS) {
            int j = lowest_bit(unseen[i] & PASS_ROWS) - 1;
            struct flood_area fa;

            fa.min_rx = fa.max_rx = i;
            fa.min_ry = fa.max_ry = j;
            fa.n_loc_filled = 0;
            mm_flood_fill(lev, unseen, i, j, lev->nroom + ROOMOFFSET, &fa);
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

static void finish_map(struct nhl_level *lev, int fg, int bg, bool lit,
                       bool walled, bool icedpools)
{
    /* what each typ gets, so the map is walked once: light when the cave
     * is lit (its floor, its non-rock or tree background, its walls);
     * light for lava always; ice remembers what it froze from */
    enum { LIGHT = 1, ICED = 2 };
    uint8_t act[256] = { 0 };

    if (walled)
        wallify_map(lev, 1, 0, COLNO - 1, ROWNO - 1);
    if (lit) {
        if (!IS_ROCK(fg) && fg >= 0 && fg < 256)
            act[fg] |= LIGHT;
        if ((!IS_ROCK(bg) || bg == TREE) && bg >= 0 && bg < 256)
            act[bg] |= LIGHT;
        if (walled)
            for (int t = VWALL; t <= DBWALL; t++)
                act[t] |= LIGHT;
        for (int i = 0; i < lev->nroom; i++)
            lev->rooms[i].rlit = 1;
    }
    act[LAVAPOOL] |= LIGHT;
    act[ICE] |= ICED;
    for (int x = 1; x < COLNO; x++)
#pragma GCC unroll 21
        for (int y = 0; y < ROWNO; y++) {
            struct rm *c = &lev->at[x][y];
            int a = act[c->typ];

            if (!a)
                continue;
            if (a & LIGHT)
                c->lit = true;
            if (a & ICED)
                c->flags = icedpools ? ICED_POOL : ICED_MOAT;
        }
}

void mkmap(struct nhl_level *lev, const struct lev_init *li)
{
    int bg = li->bg, fg = li->fg;
    bool lit = mm_litstate(lev, li->lit);

    struct cave cv;

    init_cave(&cv, bg, fg);
    init_fill(lev, &cv);
    pass_one(&cv);
    pass_buffered(&cv, false);
    if (li->smoothed) {
        pass_buffered(&cv, true);
        pass_buffered(&cv, true);
    }
    init_map(lev, &cv, bg, fg);
    if (li->joined)
        join_map(lev, &cv, bg, fg);
    finish_map(lev, fg, bg, lit, li->walled, lev->build->coder.icedpools);
    /* walled and joined: a cave, not a maze */
    if (li->walled && li->joined) {
        lev->flags.is_maze_lev = false;
        lev->flags.is_cavernous_lev = true;
    }
}
