/* selection.c - sets of map cells and the shapes scripts draw with them,
 * after selvar.c. Loop orders follow C exactly (most are x-major over the
 * cached bounds) because several of these draw random numbers per cell. */
#include "selection.h"

#include <stdlib.h>
#include <string.h>

static int imin(int a, int b) { return a < b ? a : b; }
static int imax(int a, int b) { return a > b ? a : b; }

void selection_init(struct selection *sel)
{
    memset(sel->cell, 1, sizeof sel->cell);
    sel->bounds.lx = COLNO;
    sel->bounds.ly = ROWNO;
    sel->bounds.hx = sel->bounds.hy = 0;
    sel->bounds_dirty = false;
}

void selection_clear(struct selection *sel, int val)
{
    memset(sel->cell, 1 + val, sizeof sel->cell);
    if (val) {
        sel->bounds.lx = 0;
        sel->bounds.ly = 0;
        sel->bounds.hx = COLNO - 1;
        sel->bounds.hy = ROWNO - 1;
    } else {
        sel->bounds.lx = COLNO;
        sel->bounds.ly = ROWNO;
        sel->bounds.hx = sel->bounds.hy = 0;
    }
    sel->bounds_dirty = false;
}

int selection_getpoint(const struct selection *sel, int x, int y)
{
    if (x < 0 || y < 0 || x >= COLNO || y >= ROWNO)
        return 0;
    return sel->cell[y][x] - 1;
}

void selection_setpoint(struct selection *sel, int x, int y, int val)
{
    if (x < 0 || y < 0 || x >= COLNO || y >= ROWNO)
        return;
    /* bounds only ever widen while clean; a cleared cell (or any write
       once dirty) leaves them to be recomputed */
    if (val && !sel->bounds_dirty) {
        if (sel->bounds.lx > x)
            sel->bounds.lx = x;
        if (sel->bounds.ly > y)
            sel->bounds.ly = y;
        if (sel->bounds.hx < x)
            sel->bounds.hx = x;
        if (sel->bounds.hy < y)
            sel->bounds.hy = y;
    } else {
        sel->bounds_dirty = true;
    }
    sel->cell[y][x] = (signed char) (val + 1);
}

void selection_recalc_bounds(struct selection *sel)
{
    struct sel_rect r = { -1, -1, -1, -1 };
    int x, y;

    if (!sel->bounds_dirty)
        return;
    sel->bounds.lx = COLNO;
    sel->bounds.ly = ROWNO;
    sel->bounds.hx = sel->bounds.hy = 0;

    for (x = 0; x < COLNO && r.lx < 0; x++)
        for (y = 0; y < ROWNO; y++)
            if (selection_getpoint(sel, x, y)) {
                r.lx = x;
                break;
            }
    if (r.lx > -1) {
        for (x = COLNO - 1; x >= r.lx && r.hx < 0; x--)
            for (y = 0; y < ROWNO; y++)
                if (selection_getpoint(sel, x, y)) {
                    r.hx = x;
                    break;
                }
        for (y = 0; y < ROWNO && r.ly < 0; y++)
            for (x = r.lx; x <= r.hx; x++)
                if (selection_getpoint(sel, x, y)) {
                    r.ly = y;
                    break;
                }
        for (y = ROWNO - 1; y >= r.ly && r.hy < 0; y--)
            for (x = r.lx; x <= r.hx; x++)
                if (selection_getpoint(sel, x, y)) {
                    r.hy = y;
                    break;
                }
        sel->bounds = r;
    }
    sel->bounds_dirty = false;
}

void selection_getbounds(struct selection *sel, struct sel_rect *b)
{
    selection_recalc_bounds(sel);
    if (sel->bounds.lx >= COLNO) {
        b->lx = 0;
        b->ly = 0;
        b->hx = COLNO - 1;
        b->hy = ROWNO - 1;
    } else {
        *b = sel->bounds;
    }
}

int selection_numpoints(struct selection *sel)
{
    struct sel_rect r;
    int n = 0;

    selection_getbounds(sel, &r);
    for (int x = r.lx; x <= r.hx; x++)
        for (int y = r.ly; y <= r.hy; y++)
            if (selection_getpoint(sel, x, y))
                n++;
    return n;
}

void selection_not(struct selection *sel)
{
    struct sel_rect r;

    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            selection_setpoint(sel, x, y,
                               selection_getpoint(sel, x, y) ? 0 : 1);
    selection_getbounds(sel, &r);
}

/* C: rect_bounds of the two cached boxes (possibly stale, possibly the
 * empty box COLNO,ROWNO,0,0) */
static struct sel_rect union_box(const struct selection *a,
                                 const struct selection *b)
{
    struct sel_rect r;

    r.lx = imin(a->bounds.lx, b->bounds.lx);
    r.ly = imin(a->bounds.ly, b->bounds.ly);
    r.hx = imax(a->bounds.hx, b->bounds.hx);
    r.hy = imax(a->bounds.hy, b->bounds.hy);
    return r;
}

enum sel_op { OP_AND, OP_OR, OP_XOR, OP_SUB };

static void combine(struct selection *a, struct selection *b,
                    struct selection *out, enum sel_op op)
{
    struct sel_rect r = union_box(a, b);

    selection_init(out);
    for (int x = r.lx; x <= r.hx; x++)
        for (int y = r.ly; y <= r.hy; y++) {
            int pa = selection_getpoint(a, x, y);
            int pb = selection_getpoint(b, x, y);
            int v;

            switch (op) {
            case OP_AND: v = pa & pb; break;
            case OP_OR: v = pa | pb; break;
            case OP_XOR: v = pa ^ pb; break;
            default: v = (pa ^ pb) & pa; break;
            }
            selection_setpoint(out, x, y, v);
        }
    /* l_selection_or takes the union box as the bounds outright; xor and
       sub recompute them; and leaves them as the writes made them */
    if (op == OP_OR)
        out->bounds = r;
    else if (op != OP_AND)
        selection_recalc_bounds(out);
}

void selection_and(struct selection *a, struct selection *b,
                   struct selection *out)
{
    combine(a, b, out, OP_AND);
}

void selection_or(struct selection *a, struct selection *b,
                  struct selection *out)
{
    combine(a, b, out, OP_OR);
}

void selection_xor(struct selection *a, struct selection *b,
                   struct selection *out)
{
    combine(a, b, out, OP_XOR);
}

void selection_sub(struct selection *a, struct selection *b,
                   struct selection *out)
{
    combine(a, b, out, OP_SUB);
}

void selection_filter_percent(struct nhl_level *lev, struct selection *in,
                              int percent, struct selection *out)
{
    struct sel_rect r;

    selection_init(out);
    selection_getbounds(in, &r);
    for (int x = r.lx; x <= r.hx; x++)
        for (int y = r.ly; y <= r.hy; y++)
            if (selection_getpoint(in, x, y)
                && rn2(lev->rng, 100) < percent)
                selection_setpoint(out, x, y, 1);
}

void selection_filter_mapchar(struct nhl_level *lev, struct selection *in,
                              int typ, int lit, struct selection *out)
{
    struct sel_rect r;

    selection_init(out);
    selection_getbounds(in, &r);
    for (int x = r.lx; x <= r.hx; x++)
        for (int y = r.ly; y <= r.hy; y++) {
            if (!selection_getpoint(in, x, y)
                || !terrain_match_maptyp(typ, lev->at[x][y].typ))
                continue;
            switch (lit) {
            case -1: {
                int v = rn2(lev->rng, 2);

                selection_setpoint(out, x, y, v);
                break;
            }
            case 0:
            case 1:
                if ((int) lev->at[x][y].lit == lit)
                    selection_setpoint(out, x, y, 1);
                break;
            default: /* -2 and anything else: light does not matter */
                selection_setpoint(out, x, y, 1);
                break;
            }
        }
}

bool selection_rndcoord(struct nhl_level *lev, struct selection *sel, int *x,
                        int *y, bool removeit)
{
    struct sel_rect r;
    int count = 0;

    selection_getbounds(sel, &r);
    for (int dx = r.lx; dx <= r.hx; dx++)
        for (int dy = r.ly; dy <= r.hy; dy++)
            if (selection_getpoint(sel, dx, dy))
                count++;
    if (count) {
        int c = rn2(lev->rng, count);

        for (int dx = r.lx; dx <= r.hx; dx++)
            for (int dy = r.ly; dy <= r.hy; dy++)
                if (selection_getpoint(sel, dx, dy)) {
                    if (!c) {
                        *x = dx;
                        *y = dy;
                        if (removeit)
                            selection_setpoint(sel, dx, dy, 0);
                        return true;
                    }
                    c--;
                }
    }
    *x = *y = -1;
    return false;
}

/* C: sp_lev.c random_wdir */
static int random_wdir(struct nhl_level *lev)
{
    static const int wdirs[4] = { SEL_W_NORTH, SEL_W_SOUTH, SEL_W_EAST,
                                  SEL_W_WEST };
    return wdirs[rn2(lev->rng, 4)];
}

/* does the cell at (x,y) grow from a neighbour, for the direction mask? */
static bool grows_into(const struct selection *s, int x, int y, int dir)
{
    bool w = dir & SEL_W_WEST, n = dir & SEL_W_NORTH;
    bool e = dir & SEL_W_EAST, so = dir & SEL_W_SOUTH;

    /* growing west means a set cell east of this one; a diagonal comes
       only with both of its neighbouring directions */
    return (w && selection_getpoint(s, x + 1, y))
           || (w && n && selection_getpoint(s, x + 1, y + 1))
           || (n && selection_getpoint(s, x, y + 1))
           || (n && e && selection_getpoint(s, x - 1, y + 1))
           || (e && selection_getpoint(s, x - 1, y))
           || (e && so && selection_getpoint(s, x - 1, y - 1))
           || (so && selection_getpoint(s, x, y - 1))
           || (so && w && selection_getpoint(s, x + 1, y - 1));
}

void selection_do_grow(struct nhl_level *lev, struct selection *sel, int dir)
{
    struct selection tmp;
    struct sel_rect r;

    selection_init(&tmp);
    if (dir == SEL_W_RANDOM)
        dir = random_wdir(lev);
    selection_getbounds(sel, &r);
    for (int x = imax(0, r.lx - 1); x <= imin(COLNO - 1, r.hx + 1); x++)
        for (int y = imax(0, r.ly - 1); y <= imin(ROWNO - 1, r.hy + 1); y++)
            if (grows_into(sel, x, y, dir))
                selection_setpoint(&tmp, x, y, 1);
    selection_getbounds(&tmp, &r);
    for (int x = r.lx; x <= r.hx; x++)
        for (int y = r.ly; y <= r.hy; y++)
            if (selection_getpoint(&tmp, x, y))
                selection_setpoint(sel, x, y, 1);
}

bool selection_flood_match_typ(const struct nhl_level *lev, int x, int y,
                               void *ud)
{
    return lev->at[x][y].typ == *(const int *) ud;
}

#define FLOOD_STACK (COLNO * ROWNO)

/* C's explicit stack refuses a cell already waiting on it
   (sel_flood_havepoint) as well as one already filled; "ever pushed" is
   the union of the two, kept as a bitmap so a fill is linear in the map,
   not quadratic (#12: 2 ms a call). The filled set is the same. */
struct flood {
    int n;
    int xs[FLOOD_STACK], ys[FLOOD_STACK];
    struct selection pushed;
};

static void flood_push(struct flood *f, int x, int y)
{
    /* every cell is on the stack at most once, so it cannot overflow */
    if (f->n < FLOOD_STACK) {
        f->xs[f->n] = x;
        f->ys[f->n] = y;
        f->n++;
        if (isok(x, y))
            selection_setpoint(&f->pushed, x, y, 1);
    }
}

static void flood_try(const struct nhl_level *lev, struct flood *f, int x, int y,
                      selection_flood_fn check, void *ud)
{
    if (isok(x, y) && check(lev, x, y, ud)
        && !selection_getpoint(&f->pushed, x, y))
        flood_push(f, x, y);
}

void selection_floodfill(const struct nhl_level *lev, struct selection *sel,
                         int x, int y, bool diagonals,
                         selection_flood_fn check, void *ud)
{
    struct flood *f = malloc(sizeof *f);

    if (!f)
        return;
    selection_init(&f->pushed);
    f->n = 0;
    flood_push(f, x, y);
    do {
        f->n--;
        x = f->xs[f->n];
        y = f->ys[f->n];
        if (isok(x, y))
            selection_setpoint(sel, x, y, 1);
        flood_try(lev, f, x + 1, y, check, ud);
        flood_try(lev, f, x - 1, y, check, ud);
        flood_try(lev, f, x, y + 1, check, ud);
        flood_try(lev, f, x, y - 1, check, ud);
        if (diagonals) {
            flood_try(lev, f, x + 1, y + 1, check, ud);
            flood_try(lev, f, x - 1, y - 1, check, ud);
            flood_try(lev, f, x - 1, y + 1, check, ud);
            flood_try(lev, f, x + 1, y - 1, check, ud);
        }
    } while (f->n > 0);
    free(f);
}

/* one row of a filled ellipse */
static void ellipse_row(struct selection *sel, int x0, int y, long width)
{
    for (long i = 0; i < width; i++)
        selection_setpoint(sel, x0 + (int) i, y, 1);
}

void selection_do_ellipse(struct selection *sel, int xc, int yc, int a,
                          int b, bool filled)
{
    /* error term e(x,y) = b^2 x^2 + a^2 y^2 - a^2 b^2, stepped along the
       first quadrant from (0,b) (McIlroy) */
    int x = 0, y = b;
    long a2 = (long) a * a, b2 = (long) b * b;
    long crit1 = -(a2 / 4 + a % 2 + b2);
    long crit2 = -(b2 / 4 + b % 2 + a2);
    long crit3 = -(b2 / 4 + b % 2);
    long t = -a2 * y;
    long dxt = 2 * b2 * x, dyt = -2 * a2 * y;
    long d2xt = 2 * b2, d2yt = 2 * a2;
    long width = 1;

    while (y >= 0 && x <= a) {
        bool step_x = t + b2 * x <= crit1 || t + a2 * y <= crit3;
        bool step_y_only = !step_x && t - a2 * y > crit2;

        if (!filled) {
            selection_setpoint(sel, xc + x, yc + y, 1);
            if (x != 0 || y != 0)
                selection_setpoint(sel, xc - x, yc - y, 1);
            if (x != 0 && y != 0) {
                selection_setpoint(sel, xc + x, yc - y, 1);
                selection_setpoint(sel, xc - x, yc + y, 1);
            }
        } else if (!step_x) {
            /* leaving a row: draw it (and its mirror) at full width */
            ellipse_row(sel, xc - x, yc - y, width);
            if (y != 0)
                ellipse_row(sel, xc - x, yc + y, width);
        }
        if (step_x || !step_y_only) {
            x++;
            dxt += d2xt;
            t += dxt;
            if (filled)
                width += 2;
        }
        if (!step_x) {
            y--;
            dyt += d2yt;
            t += dyt;
        }
    }
}

/* square of the distance from (x3,y3) to the segment (x1,y1)-(x2,y2), in
 * C's float arithmetic and truncations (C: line_dist_coord) */
static long line_dist_coord(long x1, long y1, long x2, long y2, long x3,
                            long y3)
{
    long px = x2 - x1, py = y2 - y1;
    long s = px * px + py * py;
    long x, y, dx, dy;
    float lu;

    if (x1 == x2 && y1 == y2)
        return (x1 - x3) * (x1 - x3) + (y1 - y3) * (y1 - y3);
    lu = (float) ((x3 - x1) * px + (y3 - y1) * py) / (float) s;
    if (lu > 1)
        lu = 1;
    else if (lu < 0)
        lu = 0;
    x = (long) ((float) x1 + lu * (float) px);
    y = (long) ((float) y1 + lu * (float) py);
    dx = x - x3;
    dy = y - y3;
    return dx * dx + dy * dy;
}

static long lmin(long a, long b) { return a < b ? a : b; }
static long lmax(long a, long b) { return a > b ? a : b; }

void selection_do_gradient(struct nhl_level *lev, struct selection *sel,
                           long x, long y, long x2, long y2, int type,
                           long mind, long maxd)
{
    long dofs;

    if (mind > maxd) {
        long t = mind;

        mind = maxd;
        maxd = t;
    }
    dofs = maxd * maxd - mind * mind;
    if (dofs < 1)
        dofs = 1;

    for (long dx = 0; dx < COLNO; dx++)
        for (long dy = 0; dy < ROWNO; dy++) {
            long d0;

            if (type == SEL_GRADIENT_SQUARE) {
                /* C measures d1 and d3 from the ends' columns at this row
                   and d2, d4 from their rows at this column */
                long d1 = line_dist_coord(x, y, x2, y2, x, dy);
                long d2 = line_dist_coord(x, y, x2, y2, dx, y);
                long d3 = line_dist_coord(x, y, x2, y2, x2, dy);
                long d4 = line_dist_coord(x, y, x2, y2, dx, y2);
                long d5 = line_dist_coord(x, y, x2, y2, dx, dy);

                d0 = lmin(d5, lmin(lmax(d1, d2), lmax(d3, d4)));
            } else {
                d0 = line_dist_coord(x, y, x2, y2, dx, dy);
            }
            if (d0 <= mind * mind) {
                selection_setpoint(sel, (int) dx, (int) dy, 1);
            } else if (d0 <= maxd * maxd) {
                long r = rn2(lev->rng, (int) dofs);

                if (d0 - mind * mind < r)
                    selection_setpoint(sel, (int) dx, (int) dy, 1);
            }
        }
}

void selection_do_line(struct selection *sel, int x1, int y1, int x2,
                       int y2)
{
    int d0, dx, dy, ai, bi, xi, yi;

    xi = x1 < x2 ? 1 : -1;
    dx = x1 < x2 ? x2 - x1 : x1 - x2;
    yi = y1 < y2 ? 1 : -1;
    dy = y1 < y2 ? y2 - y1 : y1 - y2;

    selection_setpoint(sel, x1, y1, 1);
    if (!dx && !dy)
        return;
    if (dx > dy) {
        ai = (dy - dx) * 2;
        bi = dy * 2;
        d0 = bi - dx;
        do {
            if (d0 >= 0) {
                y1 += yi;
                d0 += ai;
            } else {
                d0 += bi;
            }
            x1 += xi;
            selection_setpoint(sel, x1, y1, 1);
        } while (x1 != x2);
    } else {
        ai = (dx - dy) * 2;
        bi = dx * 2;
        d0 = bi - dy;
        do {
            if (d0 >= 0) {
                x1 += xi;
                d0 += ai;
            } else {
                d0 += bi;
            }
            y1 += yi;
            selection_setpoint(sel, x1, y1, 1);
        } while (y1 != y2);
    }
}

/* C passes rough and rec as schar */
static int to_schar(int v)
{
    return (signed char) v;
}

bool selection_do_randline(struct nhl_level *lev, struct selection *sel, int x1,
                           int y1, int x2, int y2, int rough, int rec)
{
    int mx, my, span;

    rough = to_schar(rough);
    rec = to_schar(rec);
    if (rec < 1 || (x2 == x1 && y2 == y1))
        return true;
    span = imax(abs(x2 - x1), abs(y2 - y1));
    if (rough > span)
        rough = to_schar(span);

    if (rough < 2) {
        mx = (x1 + x2) / 2;
        my = (y1 + y2) / 2;
    } else {
        int tries = 0;

        do {
            int dx = rn2(lev->rng, rough);
            int dy;

            dx -= rough / 2;
            dy = rn2(lev->rng, rough);
            dy -= rough / 2;
            mx = (x1 + x2) / 2 + dx;
            my = (y1 + y2) / 2 + dy;
            /* C tries for ever; ends far off the map never succeed */
            if (++tries > 10000)
                return false;
        } while (mx > COLNO - 1 || mx < 0 || my < 0 || my > ROWNO - 1);
    }

    if (!selection_getpoint(sel, mx, my))
        selection_setpoint(sel, mx, my, 1);

    rough = to_schar((rough * 2) / 3);
    rec--;
    if (!selection_do_randline(lev, sel, x1, y1, mx, my, rough, rec))
        return false;
    if (!selection_do_randline(lev, sel, mx, my, x2, y2, rough, rec))
        return false;
    selection_setpoint(sel, x2, y2, 1);
    return true;
}

void selection_iterate(struct selection *sel, selection_iter_fn fn,
                       void *ud)
{
    struct sel_rect r;

    selection_getbounds(sel, &r);
    for (int x = r.lx; x <= r.hx; x++)
        for (int y = r.ly; y <= r.hy; y++)
            if (isok(x, y) && selection_getpoint(sel, x, y))
                fn(x, y, ud);
}

bool selection_is_irregular(struct selection *sel)
{
    struct sel_rect r;

    selection_getbounds(sel, &r);
    for (int x = r.lx; x <= r.hx; x++)
        for (int y = r.ly; y <= r.hy; y++)
            if (isok(x, y) && !selection_getpoint(sel, x, y))
                return true;
    return false;
}

void selection_from_mkroom(const struct nhl_level *lev, struct selection *sel,
                           int croom)
{
    const struct mkroom *r;
    int rmno;

    selection_init(sel);
    if (croom < 0)
        croom = lev->build->coder.croom;
    if (croom < 0 || croom >= NROOMSLOTS)
        return;
    r = &lev->rooms[croom];
    rmno = croom + ROOMOFFSET;
    for (int y = r->ly; y <= r->hy; y++)
        for (int x = r->lx; x <= r->hx; x++)
            if (isok(x, y) && !lev->at[x][y].edge
                && (int) lev->at[x][y].roomno == rmno)
                selection_setpoint(sel, x, y, 1);
}

/* One cell of a fragment that constrains the level: where it lies from
 * the centre in the padded copy below, and the typ it asks for
 * (MATCH_WALL: any wall). */
struct frag_cell {
    long off;
    int typ;
};

/* Match the fragment at every cell from a copy of the level's typ, row by
 * row, with a margin of STONE (what C reads off the map): the Gehennom
 * tweaks of nhlib.lua match fragments over the whole map up to ten times
 * a level, where reading the text and checking the edges at each cell
 * cost most of those levels' builds. The cells are written in
 * selection_setpoint's order with its bounds. false if memory runs out
 * (nothing written). */
static bool match_padded(const struct nhl_level *lev, struct selection *sel,
                         const struct map_text *frag)
{
    int hw = frag->wid / 2, hh = frag->hei / 2;
    long pw = COLNO + 2L * hw, ph = ROWNO + 2L * hh;
    int n = 0;
    unsigned char *pad = malloc((size_t) (pw * ph));
    struct frag_cell *cells = malloc(sizeof *cells * (size_t) frag->wid
                                     * (size_t) frag->hei);
    bool dirty = sel->bounds_dirty;

    if (!pad || !cells) {
        free(pad);
        free(cells);
        return false;
    }
    memset(pad, STONE, (size_t) (pw * ph));
    for (int y = 0; y < ROWNO; y++)
        for (int x = 1; x < COLNO; x++)
            pad[(y + hh) * pw + x + hw] = lev->at[x][y].typ;
    /* a transparent or unknown character matches anything: left out */
    for (int fy = 0; fy < frag->hei; fy++)
        for (int fx = 0; fx < frag->wid; fx++) {
            int t = map_text_get(frag, fx, fy);

            if (t < MAX_TYPE || t == MATCH_WALL)
                cells[n++] = (struct frag_cell) { (fy - hh) * pw + fx - hw, t };
        }
    /* C runs y up to ROWNO inclusive; that row is off the selection and
       its writes are ignored, so it is left out here */
    for (int y = 0; y < ROWNO; y++) {
        const unsigned char *row = pad + (y + hh) * pw + hw;

        for (int x = 1; x < COLNO; x++) {
            int ok = 1;

            for (int i = 0; i < n; i++)
                if (!terrain_match_maptyp(cells[i].typ, row[x + cells[i].off])) {
                    ok = 0;
                    break;
                }
            sel->cell[y][x] = (signed char) (ok + 1);
            /* selection_setpoint's bounds: widened while clean, left to
               be recomputed from the first cleared cell on */
            if (!ok) {
                dirty = true;
            } else if (!dirty) {
                sel->bounds.lx = imin(sel->bounds.lx, x);
                sel->bounds.ly = imin(sel->bounds.ly, y);
                sel->bounds.hx = imax(sel->bounds.hx, x);
                sel->bounds.hy = imax(sel->bounds.hy, y);
            }
        }
    }
    sel->bounds_dirty = dirty;
    free(pad);
    free(cells);
    return true;
}

void selection_match(const struct nhl_level *lev, struct selection *sel,
                     const struct map_text *frag)
{
    selection_init(sel);
    /* an even size (never let through by map_text_match_error) reads the
       text as C does, one place at a time */
    if ((frag->wid & 1) && (frag->hei & 1) && match_padded(lev, sel, frag))
        return;
    for (int y = 0; y < ROWNO; y++)
        for (int x = 1; x < COLNO; x++)
            selection_setpoint(sel, x, y,
                               map_text_match(lev, frag, x, y) ? 1 : 0);
}

void selection_to_mask(const struct selection *sel, cellmask mask)
{
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            mask[x][y] = selection_getpoint(sel, x, y) != 0;
}

void selection_from_mask(struct selection *sel, const cellmask mask)
{
    selection_init(sel);
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            if (mask[x][y])
                selection_setpoint(sel, x, y, 1);
}
