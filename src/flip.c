/* flip.c - flip_level and flip_level_rnd after sp_lev.c, and
 * get_level_extends after mkmaze.c. */
#include "flip.h"
#include "wallify.h"

/* levl viewed as C lays it out in memory (column after column), so the
 * scans of get_level_extends that run one past a column read what C
 * reads; anything past the whole array reads as stone. */
static int typ_flat(const struct nhl_level *lev, int x, int y)
{
    long i = (long) x * ROWNO + y;

    if (i < 0 || i >= (long) COLNO * ROWNO)
        return STONE;
    return lev->at[i / ROWNO][i % ROWNO].typ;
}

/* Scan columns (or rows) from one side for the first that holds anything
 * but stone; the result is one past it, as C's loop leaves its index. */
static int first_column(const struct nhl_level *lev, int from, int step,
                        bool *nonwall)
{
    bool found = false;
    int x = from;

    *nonwall = false;
    for (; !found && x >= 0 && x <= COLNO; x += step)
        for (int y = 0; y < ROWNO; y++) {
            int t = typ_flat(lev, x, y);

            if (t != STONE) {
                found = true;
                if (!IS_WALL(t))
                    *nonwall = true;
            }
        }
    return x;
}

static int first_row(const struct nhl_level *lev, int from, int step, int xmin,
                     int xmax, bool *nonwall)
{
    bool found = false;
    int y = from;

    *nonwall = false;
    for (; !found && y >= 0 && y <= ROWNO; y += step)
        for (int x = xmin; x <= xmax; x++) {
            int t = typ_flat(lev, x, y);

            if (t != STONE) {
                found = true;
                if (!IS_WALL(t))
                    *nonwall = true;
            }
        }
    return y;
}

void get_level_extends(const struct nhl_level *lev, int *left, int *top,
                       int *right, int *bottom)
{
    bool nonwall;
    bool maze = lev->flags.is_maze_lev;
    int xmin, xmax, ymin, ymax;

    xmin = first_column(lev, 0, 1, &nonwall);
    xmin -= (nonwall || !maze) ? 2 : 1;
    if (xmin < 0)
        xmin = 0;
    xmax = first_column(lev, COLNO - 1, -1, &nonwall);
    xmax += (nonwall || !maze) ? 2 : 1;
    if (xmax >= COLNO)
        xmax = COLNO - 1;
    ymin = first_row(lev, 0, 1, xmin, xmax, &nonwall);
    ymin -= (nonwall || !maze) ? 2 : 1;
    ymax = first_row(lev, ROWNO - 1, -1, xmin, xmax, &nonwall);
    ymax += (nonwall || !maze) ? 2 : 1;
    *left = xmin;
    *right = xmax;
    *top = ymin;
    *bottom = ymax;
}

/* the flip box of one call */
struct flipbox { int flp, minx, miny, maxx, maxy; };

static int fx(const struct flipbox *b, int x) { return b->maxx - x + b->minx; }
static int fy(const struct flipbox *b, int y) { return b->maxy - y + b->miny; }
static bool inbox(const struct flipbox *b, int x, int y)
{
    return x >= b->minx && x <= b->maxx && y >= b->miny && y <= b->maxy;
}

/* flip the pair lo..hi and keep lo <= hi */
static void flip_span(int *lo, int *hi, int min, int max)
{
    int a = max - *lo + min, c = max - *hi + min;

    *lo = a < c ? a : c;
    *hi = a < c ? c : a;
}

static void flip_rect(const struct flipbox *b, int *lx, int *ly, int *hx,
                      int *hy)
{
    if (b->flp & FLIP_VERTICAL)
        flip_span(ly, hy, b->miny, b->maxy);
    if (b->flp & FLIP_HORIZONTAL)
        flip_span(lx, hx, b->minx, b->maxx);
}

/* A room flipped as C flips it; one that reached past the extent (an
 * irregular room flooded over the stone, which the extent leaves out) is
 * mirrored past the level's edge, where C then reads and writes outside
 * the map: its corners are brought back onto it, as add_room does for a
 * script's (#12). A room inside the extent stays inside it. */
static int onto(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static void flip_room(const struct flipbox *b, struct mkroom *r)
{
    flip_rect(b, &r->lx, &r->ly, &r->hx, &r->hy);
    /* each corner on its own: a box stays a box (lx <= hx, ly <= hy) */
    r->lx = onto(r->lx, 1, COLNO - 2);
    r->hx = onto(r->hx, 1, COLNO - 2);
    r->ly = onto(r->ly, 1, ROWNO - 2);
    r->hy = onto(r->hy, 1, ROWNO - 2);
}

/* drawbridges face the other way once flipped (C: flip_dbridge_*) */
static void flip_dbridge(struct rm *c, bool vertical)
{
    if (c->typ != DRAWBRIDGE_UP && c->typ != DRAWBRIDGE_DOWN)
        return;
    int dir = c->flags & DB_DIR;
    int a = vertical ? DB_NORTH : DB_WEST, z = vertical ? DB_SOUTH : DB_EAST;

    if (dir == a)
        c->flags = (uint8_t) ((c->flags & ~DB_DIR) | z);
    else if (dir == z)
        c->flags = (uint8_t) ((c->flags & ~DB_DIR) | a);
}

static void flip_things(struct nhl_level *lev, const struct flipbox *b)
{
    bool v = b->flp & FLIP_VERTICAL, h = b->flp & FLIP_HORIZONTAL;

    /* stairs move whatever they are (C does not test the box) */
    for (int i = 0; i < lev->nstairs; i++) {
        if (v)
            lev->stairs[i].sy = fy(b, lev->stairs[i].sy);
        if (h)
            lev->stairs[i].sx = fx(b, lev->stairs[i].sx);
    }
    for (int i = 0; i < lev->ntraps; i++) {
        struct trap *t = &lev->traps[i];

        if (!inbox(b, t->tx, t->ty))
            continue;
        if (v)
            t->ty = fy(b, t->ty);
        if (h)
            t->tx = fx(b, t->tx);
        if (t->ttyp == ROLLING_BOULDER_TRAP) {
            if (v)
                t->launch.y = fy(b, t->launch.y);
            if (h)
                t->launch.x = fx(b, t->launch.x);
        }
    }
    /* floor and buried objects; contents and inventories have no spot */
    for (int i = 0; i < lev->nobjects; i++) {
        struct obj *o = &lev->objects[i];

        if (o->container >= 0 || o->owner >= 0 || o->floating
            || !inbox(b, o->x, o->y))
            continue;
        if (v)
            o->y = fy(b, o->y);
        if (h)
            o->x = fx(b, o->x);
    }
    for (int i = 0; i < lev->nmonsters; i++) {
        struct monst *m = &lev->monsters[i];

        if (!inbox(b, m->x, m->y))
            continue;
        if (v)
            m->y = fy(b, m->y);
        if (h)
            m->x = fx(b, m->x);
        /* a long worm's tail turns with it (C: flip_worm_segs_*) */
        for (int s = 0; s < m->nwseg; s++) {
            if (v)
                m->wseg[s].y = fy(b, m->wseg[s].y);
            if (h)
                m->wseg[s].x = fx(b, m->wseg[s].x);
        }
        level_note_monster(lev, m);
    }
    for (int i = 0; i < lev->nengravings; i++) {
        if (v)
            lev->engravings[i].y = fy(b, lev->engravings[i].y);
        if (h)
            lev->engravings[i].x = fx(b, lev->engravings[i].x);
    }
    for (int i = 0; i < lev->nlregions; i++) {
        int *in = lev->lregions[i].inarea, *del = lev->lregions[i].delarea;

        flip_rect(b, &in[0], &in[1], &in[2], &in[3]);
        flip_rect(b, &del[0], &del[1], &del[2], &del[3]);
    }
    for (int i = 0; i < lev->nregions; i++) {
        struct nhregion *r = &lev->regions[i];

        flip_rect(b, &r->lx, &r->ly, &r->hx, &r->hy);
    }
    /* rooms and their direct subrooms, as C walks them */
    for (int i = 0; i < lev->nroom; i++) {
        struct mkroom *r = &lev->rooms[i];

        flip_room(b, r);
        for (int s = 0; s < r->nsubrooms; s++)
            flip_room(b, &lev->rooms[r->sbrooms[s]]);
    }
    for (int i = 0; i < lev->doorindex; i++) {
        struct coord *d = &lev->doors[i];

        if (d->x && inbox(b, d->x, d->y)) {
            if (v)
                d->y = fy(b, d->y);
            if (h)
                d->x = fx(b, d->x);
        }
    }
}

/* a lenient build's terrain stand-ins move with their cells */
static void swap_standin(struct nhl_level *lev, int x1, int y1, int x2, int y2)
{
    unsigned short t = lev->standin_at[x1][y1];

    lev->standin_at[x1][y1] = lev->standin_at[x2][y2];
    lev->standin_at[x2][y2] = t;
}

static void flip_cells(struct nhl_level *lev, const struct flipbox *b)
{
    if (b->flp & FLIP_VERTICAL)
        for (int x = b->minx; x <= b->maxx; x++)
            for (int y = b->miny; y < b->miny + (b->maxy - b->miny + 1) / 2;
                 y++) {
                int ny = fy(b, y);
                struct rm t;

                flip_dbridge(&lev->at[x][y], true);
                flip_dbridge(&lev->at[x][ny], true);
                t = lev->at[x][y];
                lev->at[x][y] = lev->at[x][ny];
                lev->at[x][ny] = t;
                swap_standin(lev, x, y, x, ny);
            }
    if (b->flp & FLIP_HORIZONTAL)
        for (int x = b->minx; x < b->minx + (b->maxx - b->minx + 1) / 2; x++)
            for (int y = b->miny; y <= b->maxy; y++) {
                int nx = fx(b, x);
                struct rm t;

                flip_dbridge(&lev->at[x][y], false);
                flip_dbridge(&lev->at[nx][y], false);
                t = lev->at[x][y];
                lev->at[x][y] = lev->at[nx][y];
                lev->at[nx][y] = t;
                swap_standin(lev, x, y, nx, y);
            }
}

void flip_level(struct nhl_level *lev, int flp)
{
    struct flipbox b = { .flp = flp & 3 };

    if (!b.flp)
        return;
    get_level_extends(lev, &b.minx, &b.miny, &b.maxx, &b.maxy);
    if (b.miny < 0)
        b.miny = 0;
    if (b.minx < 1)
        b.minx = 1;
    if (b.maxx >= COLNO)
        b.maxx = COLNO - 1;
    if (b.maxy >= ROWNO)
        b.maxy = ROWNO - 1;
    lev->flip_extent[0] = b.minx;
    lev->flip_extent[1] = b.miny;
    lev->flip_extent[2] = b.maxx;
    lev->flip_extent[3] = b.maxy;
    flip_things(lev, &b);
    /* exclusion zones are flipped after the map in C; order is moot */
    for (int i = 0; i < lev->nexclusions; i++) {
        struct exclusion_zone *e = &lev->exclusions[i];

        flip_rect(&b, &e->lx, &e->ly, &e->hx, &e->hy);
    }
    /* SpLev_Map stays as the script wrote it, as in C (solidify_map
     * later reads it unflipped) */
    flip_cells(lev, &b);
    fix_wall_spines(lev, 1, 0, COLNO - 1, ROWNO - 1, NULL);
}

void flip_level_rnd(struct nhl_level *lev, int allowed)
{
    int c = 0;

    if ((allowed & FLIP_VERTICAL) && rn2(lev->rng, 2))
        c |= FLIP_VERTICAL;
    if ((allowed & FLIP_HORIZONTAL) && rn2(lev->rng, 2))
        c |= FLIP_HORIZONTAL;
    if (lev->build->flip_forced >= 0)
        c = lev->build->flip_forced & 3;
    lev->flip_value = c;
    for (int i = 0; i < 4; i++)
        lev->flip_extent[i] = -1;
    if (c)
        flip_level(lev, c);
}
