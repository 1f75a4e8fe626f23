/* extralev.c - the Rogue level: a 3 by 3 grid of rooms and crossings
 * linked by a random walk, corridors dug between the linked sections, and
 * the ghost of a Rogue player (C: extralev.c).  See extralev.h. */
#include "extralev.h"

#include <stdlib.h>
#include <string.h>

#include "corridor.h"
#include "data_enums.h"
#include "gen_ops.h"
#include "location.h"
#include "mkobj.h"
#include "rm.h"
#include "rooms.h"

/* map coordinates of a section's own coordinates (C: 1 + 26 * x, 7 * y) */
static int section_x(int gx)
{
    return 1 + ROGUE_SECTION_W * gx;
}

static int section_y(int gy)
{
    return ROGUE_SECTION_H * gy;
}

void corr(struct nhl_level *lev, int x, int y)
{
    if (!isok(x, y))
        return;
    if (rn2(lev->rng, 50))
        lev->at[x][y].typ = CORR;
    else
        lev->at[x][y].typ = SCORR;
}

static int imin(int a, int b)
{
    return a < b ? a : b;
}

static int imax(int a, int b)
{
    return a > b ? a : b;
}

/* Three straight legs from (x1,y1) to (x2,y2): across to a random middle
 * column, down or up to the far row, across again (horiz); or the same
 * turned a quarter (C: roguejoin). */
static void roguejoin(struct nhl_level *lev, int x1, int y1, int x2, int y2,
                      bool horiz)
{
    int x, y, middle;

    if (horiz) {
        middle = x1 + rn2(lev->rng, x2 - x1 + 1);
        for (x = imin(x1, middle); x <= imax(x1, middle); x++)
            corr(lev, x, y1);
        for (y = imin(y1, y2); y <= imax(y1, y2); y++)
            corr(lev, middle, y);
        for (x = imin(middle, x2); x <= imax(middle, x2); x++)
            corr(lev, x, y2);
    } else {
        middle = y1 + rn2(lev->rng, y2 - y1 + 1);
        for (y = imin(y1, middle); y <= imax(y1, middle); y++)
            corr(lev, x1, y);
        for (x = imin(x1, x2); x <= imax(x1, x2); x++)
            corr(lev, x, middle);
        for (y = imin(middle, y2); y <= imax(middle, y2); y++)
            corr(lev, x2, y);
    }
}

/* A doorway of a Rogue room: made as any door (its secret-door chance
 * and state draws), then left without a door (C: roguecorr's dodoor and
 * D_NODOOR). */
static void rogue_door(struct nhl_level *lev, const struct rogue_section *s,
                       int x, int y)
{
    dodoor(lev, x, y, s->nroom);
    lev->at[x][y].flags = D_NODOOR;
}

/* The corridor leaving section (gx,gy) downwards or rightwards to its
 * neighbour, through a door in each real room's wall (C: roguecorr). */
static void roguecorr(struct nhl_level *lev, struct rogue_grid *g, int gx, int gy,
                      unsigned dir)
{
    struct rogue_section *s = &g->r[gx][gy];
    int fromx, fromy, tox, toy;

    if (dir != XL_DOWN && dir != XL_RIGHT)
        return;
    s->doortable &= ~dir;
    if (!s->real) {
        fromx = s->rlx + section_x(gx);
        fromy = s->rly + section_y(gy);
    } else if (dir == XL_DOWN) {
        fromx = s->rlx + rn2(lev->rng, s->dx) + section_x(gx);
        fromy = s->rly + s->dy + section_y(gy);
        rogue_door(lev, s, fromx, fromy);
        fromy++;
    } else {
        fromx = s->rlx + s->dx + section_x(gx);
        fromy = s->rly + rn2(lev->rng, s->dy) + section_y(gy);
        rogue_door(lev, s, fromx, fromy);
        fromx++;
    }
    /* the walk never leaves the grid; guard all the same */
    if ((dir == XL_DOWN && gy >= ROGUE_GRID - 1)
        || (dir == XL_RIGHT && gx >= ROGUE_GRID - 1))
        return;
    if (dir == XL_DOWN)
        gy++;
    else
        gx++;
    s = &g->r[gx][gy];
    s->doortable &= dir == XL_DOWN ? ~(unsigned) XL_UP : ~(unsigned) XL_LEFT;
    if (!s->real) {
        tox = s->rlx + section_x(gx);
        toy = s->rly + section_y(gy);
    } else if (dir == XL_DOWN) {
        tox = s->rlx + rn2(lev->rng, s->dx) + section_x(gx);
        toy = s->rly - 1 + section_y(gy);
        rogue_door(lev, s, tox, toy);
        toy--;
    } else {
        tox = s->rlx - 1 + section_x(gx);
        toy = s->rly + rn2(lev->rng, s->dy) + section_y(gy);
        rogue_door(lev, s, tox, toy);
        tox--;
    }
    roguejoin(lev, fromx, fromy, tox, toy, dir == XL_RIGHT);
}

/* Link sections at random from (x,y): each untaken way to a section not
 * yet linked, or one time in ten to one already linked (Rogue's extra
 * loops), until no way is left (C: miniwalk, after mkmaze.c walkfrom).
 * Every step takes one of the grid's twelve links, so the depth of
 * recursion is bounded. */
static void miniwalk(struct nhl_level *lev, struct rogue_grid *g, int x, int y)
{
    for (;;) {
        int dirs[4], q = 0;
        unsigned here = g->r[x][y].doortable;

        if (x > 0 && !(here & XL_LEFT)
            && (!g->r[x - 1][y].doortable || !rn2(lev->rng, 10)))
            dirs[q++] = 0;
        if (x < ROGUE_GRID - 1 && !(here & XL_RIGHT)
            && (!g->r[x + 1][y].doortable || !rn2(lev->rng, 10)))
            dirs[q++] = 1;
        if (y > 0 && !(here & XL_UP)
            && (!g->r[x][y - 1].doortable || !rn2(lev->rng, 10)))
            dirs[q++] = 2;
        if (y < ROGUE_GRID - 1 && !(here & XL_DOWN)
            && (!g->r[x][y + 1].doortable || !rn2(lev->rng, 10)))
            dirs[q++] = 3;
        if (!q)
            return;
        int dir = dirs[rn2(lev->rng, q)];
        int nx = x, ny = y;
        unsigned out, in;

        switch (dir) {
        case 0: nx--; out = XL_LEFT; in = XL_RIGHT; break;
        case 1: nx++; out = XL_RIGHT; in = XL_LEFT; break;
        case 2: ny--; out = XL_UP; in = XL_DOWN; break;
        default: ny++; out = XL_DOWN; in = XL_UP; break;
        }
        g->r[x][y].doortable |= out;
        g->r[nx][ny].doortable |= in;
        /* C moves its own x,y before recursing: once the walk from the
         * new section is done, this one carries on from there too */
        x = nx;
        y = ny;
        miniwalk(lev, g, x, y);
    }
}

/* Each section a room, or one time in five a crossing; at least one
 * room, so the last sections stay rooms while none has been made. */
static int plan_sections(struct nhl_level *lev, struct rogue_grid *g)
{
    int nroom = 0;

    for (int y = 0; y < ROGUE_GRID; y++)
        for (int x = 0; x < ROGUE_GRID; x++) {
            struct rogue_section *s = &g->r[x][y];
            bool last_row = y == ROGUE_GRID - 1;

            if (!rn2(lev->rng, 5) && (nroom || (x < 2 && y < 2))) {
                /* a crossing lies where a room's floor could */
                s->real = false;
                s->rlx = rn1(lev->rng, 22, 2);
                s->rly = rn1(lev->rng, last_row ? 4 : 3, 2);
            } else {
                /* floor 2-23 wide, 2-4 high (2-5 on the last row) */
                s->real = true;
                s->dx = rn1(lev->rng, 22, 2);
                s->dy = rn1(lev->rng, last_row ? 4 : 3, 2);
                s->rlx = rnd(lev->rng, 23 - s->dx + 1);
                s->rly = rnd(lev->rng, (last_row ? 5 : 4) - s->dy + 1);
                nroom++;
            }
            s->doortable = 0;
            s->nroom = -1;
        }
    return nroom;
}

int makeroguerooms(struct nhl_level *lev, struct rogue_grid *grid)
{
    struct rogue_grid local;
    struct rogue_grid *g = grid ? grid : &local;

    memset(g, 0, sizeof *g);
    lev->nroom = 0;
    (void) plan_sections(lev, g);
    /* the walk starts at a random section, column drawn first */
    int wx = rn2(lev->rng, 3);
    int wy = rn2(lev->rng, 3);

    miniwalk(lev, g, wx, wy);
    for (int y = 0; y < ROGUE_GRID; y++)
        for (int x = 0; x < ROGUE_GRID; x++)
            g->r[x][y].exits = g->r[x][y].doortable;

    /* the rooms, in the grid's order (sort_rooms reorders them later) */
    lev->nroom = 0;
    for (int y = 0; y < ROGUE_GRID; y++)
        for (int x = 0; x < ROGUE_GRID; x++) {
            struct rogue_section *s = &g->r[x][y];

            if (!s->real)
                continue;
            int lowx = section_x(x) + s->rlx;
            int lowy = section_y(y) + s->rly;
            int hix = lowx + s->dx - 1;
            int hiy = lowy + s->dy - 1;
            /* lit one time in seven: Rogue's rooms lie below level 10 */
            bool lit = !rn2(lev->rng, 7);

            s->nroom = lev->nroom;
            lev->build->smeq[lev->nroom] = lev->nroom;
            (void) add_room(lev, lowx, lowy, hix, hiy, lit, OROOM, false);
        }

    /* the corridors of the links the walk made */
    for (int y = 0; y < ROGUE_GRID; y++)
        for (int x = 0; x < ROGUE_GRID; x++) {
            if (g->r[x][y].doortable & XL_DOWN)
                roguecorr(lev, g, x, y, XL_DOWN);
            if (g->r[x][y].doortable & XL_RIGHT)
                roguecorr(lev, g, x, y, XL_RIGHT);
        }
    return lev->nroom;
}

const char *roguename(struct nhl_level *lev)
{
    if (rn2(lev->rng, 3))
        return rn2(lev->rng, 2) ? "Michael Toy" : "Kenneth Arnold";
    return "Glenn Wichman";
}

/* one object of the ghost's kit at (x,y), -1 if none was made */
static int kit(struct nhl_level *lev, int otyp, int x, int y, bool init)
{
    const struct gen_ops *g = lev->build->gen;

    if (!g || !g->mksobj)
        return -1;
    return g->mksobj(lev, g->ud, otyp, x, y, init, false);
}

/* cursed three times in four (C: if (rn2(4)) curse()) */
static void maybe_curse(struct nhl_level *lev, int o)
{
    bool c = rn2(lev->rng, 4) != 0;

    if (c && o >= 0)
        obj_curse(&lev->objects[o]);
}

static void set_spe(struct nhl_level *lev, int o, int spe)
{
    if (o >= 0)
        lev->objects[o].spe = spe;
}

static void set_quan(struct nhl_level *lev, int o, long quan)
{
    if (o >= 0)
        lev->objects[o].quan = quan;
}

/* mail proof against erosion one time in three, cursed three in four */
static void body_armor(struct nhl_level *lev, int o)
{
    bool proof = !rn2(lev->rng, 3);

    if (proof && o >= 0)
        lev->objects[o].erodeproof = true;
    maybe_curse(lev, o);
}

void makerogueghost(struct nhl_level *lev)
{
    const struct gen_ops *g = lev->build->gen;

    if (lev->nroom <= 0 || !g || !g->makemon)
        return;
    const struct mkroom *croom = &lev->rooms[rn2(lev->rng, lev->nroom)];
    int x = somex(lev, croom);
    int y = somey(lev, croom);
    int m = g->makemon(lev, g->ud, PM_GHOST, x, y, NO_MM_FLAGS);

    if (m < 0)
        return;
    lev->monsters[m].asleep = true;
    /* christened anew, over makemon's ghost name (C: christen_monst) */
    const char *name = roguename(lev);
    char *copy = strdup(name);

    if (copy) {
        free(lev->monsters[m].mname);
        lev->monsters[m].mname = copy;
    }

    int o;

    if (rn2(lev->rng, 4)) {
        o = kit(lev, FOOD_RATION, x, y, false);
        set_quan(lev, o, rnd(lev->rng, 7));
    }
    if (rn2(lev->rng, 2)) {
        o = kit(lev, MACE, x, y, false);
        set_spe(lev, o, rnd(lev->rng, 3));
    } else {
        o = kit(lev, TWO_HANDED_SWORD, x, y, false);
        set_spe(lev, o, rnd(lev->rng, 5) - 2);
    }
    maybe_curse(lev, o);

    o = kit(lev, BOW, x, y, false);
    set_spe(lev, o, 1);
    maybe_curse(lev, o);

    o = kit(lev, ARROW, x, y, false);
    set_spe(lev, o, 0);
    set_quan(lev, o, rn1(lev->rng, 10, 25));
    maybe_curse(lev, o);

    if (rn2(lev->rng, 2)) {
        o = kit(lev, RING_MAIL, x, y, false);
        set_spe(lev, o, rn2(lev->rng, 3));
    } else {
        o = kit(lev, PLATE_MAIL, x, y, false);
        set_spe(lev, o, rnd(lev->rng, 5) - 2);
    }
    body_armor(lev, o);

    if (rn2(lev->rng, 2))
        (void) kit(lev, FAKE_AMULET_OF_YENDOR, x, y, true);
}
