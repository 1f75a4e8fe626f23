/* maze.c - maze carving, after mkmaze.c (walkfrom, okay, maze0xy, mazexy,
 * maze_remove_deadends, create_maze) and sp_lev.c (lspo_mazewalk, maze1xy,
 * fill_empty_maze). The maze bounds are passed explicitly because
 * create_maze carves a small maze inside reduced bounds before scaling it. */
#include "maze.h"

#include <stdio.h>

#include "data_enums.h"
#include "gen_ops.h"
#include "location.h"
#include "mkobj.h"
#include "mktrap.h"
#include "mondata.h"
#include "objdata.h"
#include "traps.h"

/* one step in walkfrom's direction numbering (C: mz_move): 0 north,
 * 1 east, 2 south, 3 west */
static void mz_move(int *x, int *y, int dir)
{
    switch (dir) {
    case 0: --*y; break;
    case 1: ++*x; break;
    case 2: ++*y; break;
    default: --*x; break;
    }
}

/* Can the walk go two cells in dir from (x,y) onto uncarved stone inside
 * the bounds? (C: okay) */
static bool walk_okay(const struct nhl_level *lev, int x, int y, int dir,
                      int xmax, int ymax)
{
    mz_move(&x, &y, dir);
    mz_move(&x, &y, dir);
    if (x < 3 || y < 3 || x > xmax || y > ymax || lev->at[x][y].typ != STONE)
        return false;
    return true;
}

static int corridor_typ(const struct nhl_level *lev)
{
    return lev->flags.corrmaze ? CORR : ROOM;
}

/* C's recursive walkfrom. After a nested walk returns, the loop carries on
 * from the cell the nested walk started at (x,y were advanced before the
 * call), which shapes C's mazes; kept exactly. */
static void walk(struct nhl_level *lev, int x, int y, int typ, int xmax, int ymax)
{
    if (!IS_DOOR(lev->at[x][y].typ)) {
        /* the start may lie on the edge of a map: doors stay */
        lev->at[x][y].typ = (uint8_t) typ;
        lev->at[x][y].flags = 0;
    }
    for (;;) {
        int dirs[4], q = 0, dir;

        for (int a = 0; a < 4; a++)
            if (walk_okay(lev, x, y, a, xmax, ymax))
                dirs[q++] = a;
        if (!q)
            return;
        dir = dirs[rn2(lev->rng, q)];
        mz_move(&x, &y, dir);
        lev->at[x][y].typ = (uint8_t) typ;
        mz_move(&x, &y, dir);
        walk(lev, x, y, typ, xmax, ymax);
    }
}

static void walkfrom_bounded(struct nhl_level *lev, int x, int y, int typ,
                             int xmax, int ymax)
{
    if (!typ)
        typ = corridor_typ(lev);
    if (x < 0 || x >= COLNO || y < 0 || y >= ROWNO)
        return; /* C would write outside the map */
    walk(lev, x, y, typ, xmax, ymax);
}

void walkfrom(struct nhl_level *lev, int x, int y, int typ)
{
    walkfrom_bounded(lev, x, y, typ, X_MAZE_MAX, Y_MAZE_MAX);
}

static void maze0xy_bounded(struct nhl_level *lev, struct coord *cc, int xmax,
                            int ymax)
{
    cc->x = 3 + 2 * rn2(lev->rng, (xmax >> 1) - 1);
    cc->y = 3 + 2 * rn2(lev->rng, (ymax >> 1) - 1);
}

void maze0xy(struct nhl_level *lev, struct coord *cc)
{
    maze0xy_bounded(lev, cc, X_MAZE_MAX, Y_MAZE_MAX);
}

bool mazexy(struct nhl_level *lev, struct coord *cc)
{
    int allowed = corridor_typ(lev);

    for (int cpt = 0; cpt < 100; cpt++) {
        int x = rnd(lev->rng, X_MAZE_MAX);
        int y = rnd(lev->rng, Y_MAZE_MAX);

        if (lev->at[x][y].typ == allowed) {
            cc->x = x;
            cc->y = y;
            return true;
        }
    }
    for (int x = 1; x <= X_MAZE_MAX; x++)
        for (int y = 1; y <= Y_MAZE_MAX; y++)
            if (lev->at[x][y].typ == allowed) {
                cc->x = x;
                cc->y = y;
                return true;
            }
    return false;
}

void maze1xy(struct nhl_level *lev, struct coord *cc, int humidity)
{
    int x, y, tryct = 2000;

    do {
        x = rn2(lev->rng, X_MAZE_MAX - 3);
        x += 3;
        y = rn2(lev->rng, Y_MAZE_MAX - 3);
        y += 3;
        if (--tryct < 0)
            break; /* gives up with the last spot */
    } while (!(x % 2) || !(y % 2) || lev->build->splev_map[x][y]
             || !is_ok_location(lev, x, y, humidity));
    cc->x = x;
    cc->y = y;
}

static bool maze_inbounds(int x, int y, int xmax, int ymax)
{
    return x >= 2 && y >= 2 && x < xmax && y < ymax && isok(x, y);
}

/* Open one wall of each dead end, towards a carved cell beyond it.
 * (C: maze_remove_deadends) */
static void remove_deadends(struct nhl_level *lev, int typ, int xmax, int ymax)
{
    for (int x = 2; x < xmax; x++)
        for (int y = 2; y < ymax; y++) {
            int dirok[4], idx = 0, idx2 = 0;

            if (!(ACCESSIBLE(lev->at[x][y].typ) && (x % 2) && (y % 2)))
                continue;
            for (int dir = 0; dir < 4; dir++) {
                int dx = x, dy = y, dx2 = x, dy2 = y;

                mz_move(&dx, &dy, dir);
                if (!maze_inbounds(dx, dy, xmax, ymax)) {
                    idx2++;
                    continue;
                }
                mz_move(&dx2, &dy2, dir);
                mz_move(&dx2, &dy2, dir);
                if (!maze_inbounds(dx2, dy2, xmax, ymax)) {
                    idx2++;
                    continue;
                }
                if (!ACCESSIBLE(lev->at[dx][dy].typ)
                    && ACCESSIBLE(lev->at[dx2][dy2].typ)) {
                    dirok[idx++] = dir;
                    idx2++;
                }
            }
            if (idx2 >= 3 && idx > 0) {
                int dx = x, dy = y;
                int dir = dirok[rn2(lev->rng, idx)];

                mz_move(&dx, &dy, dir);
                lev->at[dx][dy].typ = (uint8_t) typ;
            }
        }
}

void create_maze(struct nhl_level *lev, int corrwid, int wallthick,
                 bool rmdeadends)
{
    int scale, rdx, rdy, xmax, ymax;
    struct coord mm;

    if (corrwid == -1)
        corrwid = rnd(lev->rng, 4);
    if (wallthick == -1) {
        wallthick = rnd(lev->rng, 4);
        wallthick -= corrwid;
    }
    if (wallthick < 1)
        wallthick = 1;
    else if (wallthick > 5)
        wallthick = 5;
    if (corrwid < 1)
        corrwid = 1;
    else if (corrwid > 5)
        corrwid = 5;

    scale = corrwid + wallthick;
    rdx = X_MAZE_MAX / scale;
    rdy = Y_MAZE_MAX / scale;

    /* the small maze: a grid of stone cells between walls */
    if (lev->flags.corrmaze) {
        for (int x = 2; x < rdx * 2; x++)
            for (int y = 2; y < rdy * 2; y++)
                lev->at[x][y].typ = STONE;
    } else {
        for (int x = 2; x <= rdx * 2; x++)
            for (int y = 2; y <= rdy * 2; y++)
                lev->at[x][y].typ = ((x % 2) && (y % 2)) ? STONE : HWALL;
    }

    xmax = rdx * 2;
    ymax = rdy * 2;
    maze0xy_bounded(lev, &mm, xmax, ymax);
    walkfrom_bounded(lev, mm.x, mm.y, 0, xmax, ymax);
    if (rmdeadends)
        remove_deadends(lev, corridor_typ(lev), xmax, ymax);

    if (scale > 2) {
        /* blow each small-maze cell up: odd (corridor) columns and rows
         * become corrwid wide, even (wall) ones wallthick, the outer walls
         * stay one cell thick */
        uint8_t tmpmap[COLNO][ROWNO] = { { 0 } };
        int rx, ry, x, y;

        for (x = 1; x < X_MAZE_MAX; x++)
            for (y = 1; y < Y_MAZE_MAX; y++)
                tmpmap[x][y] = lev->at[x][y].typ;

        rx = x = 2;
        while (rx < X_MAZE_MAX) {
            int mx = (x % 2) ? corrwid
                     : (x == 2 || x == rdx * 2) ? 1 : wallthick;

            ry = y = 2;
            while (ry < Y_MAZE_MAX) {
                int my = (y % 2) ? corrwid
                         : (y == 2 || y == rdy * 2) ? 1 : wallthick;

                for (int dx = 0; dx < mx; dx++)
                    for (int dy = 0; dy < my; dy++) {
                        if (rx + dx >= X_MAZE_MAX || ry + dy >= Y_MAZE_MAX)
                            break;
                        lev->at[rx + dx][ry + dy].typ = tmpmap[x][y];
                    }
                ry += my;
                y++;
            }
            rx += mx;
            x++;
        }
    }
}

static void set_walk_cell(struct nhl_level *lev, int x, int y, int typ)
{
    if (x < 0 || x >= COLNO || y < 0 || y >= ROWNO)
        return;
    lev->at[x][y].typ = (uint8_t) typ;
    lev->at[x][y].flags = 0;
}

void mazewalk(struct nhl_level *lev, int x, int y, int dir, int typ)
{
    static const int wdirs[4] = { W_NORTH, W_SOUTH, W_EAST, W_WEST };

    if (typ < 1)
        typ = corridor_typ(lev);
    if (dir == W_RANDOM)
        dir = wdirs[rn2(lev->rng, 4)];

    switch (dir) {
    case W_NORTH: --y; break;
    case W_SOUTH: ++y; break;
    case W_EAST: ++x; break;
    case W_WEST: --x; break;
    default: break; /* C: impossible("mazewalk: Bad direction") */
    }
    if (x >= 0 && x < COLNO && y >= 0 && y < ROWNO
        && !IS_DOOR(lev->at[x][y].typ))
        set_walk_cell(lev, x, y, typ);

    /* walkfrom needs odd coordinates: step on in the walk's direction */
    if (!(x % 2)) {
        if (dir == W_EAST)
            x++;
        else
            x--;
        set_walk_cell(lev, x, y, typ);
    }
    if (!(y % 2)) {
        if (dir == W_SOUTH)
            y++;
        else
            y--;
    }
    walkfrom(lev, x, y, typ);
}

void fill_empty_maze(struct nhl_level *lev, const struct maze_stock_ops *ops)
{
    int mapcountmax, mapcount, mapfact, n;
    struct coord mm;
    void *ud = ops ? ops->ud : NULL;

    mapcountmax = mapcount = (X_MAZE_MAX - 2) * (Y_MAZE_MAX - 2);
    mapcountmax = mapcountmax / 2;
    for (int x = 2; x < X_MAZE_MAX; x++)
        for (int y = 0; y < Y_MAZE_MAX; y++)
            if (lev->build->splev_map[x][y])
                mapcount--;
    if (mapcount <= mapcountmax / 10)
        return;

    mapfact = (int) ((mapcount * 100L) / mapcountmax);
    for (n = rnd(lev->rng, (20 * mapfact) / 100); n; n--) {
        bool gem;

        maze1xy(lev, &mm, DRY);
        gem = rn2(lev->rng, 2) != 0;
        if (ops && ops->random_object)
            ops->random_object(lev, ud, gem, mm.x, mm.y);
    }
    for (n = rnd(lev->rng, (12 * mapfact) / 100); n; n--) {
        maze1xy(lev, &mm, DRY);
        /* 5.0.0 sp_lev.c fill_empty_maze: no boulder over a pit or hole */
        if (lev->nh->rules.maze_no_boulder_on_pit) {
            const struct trap *t = nhl_level_trap_at(lev, mm.x, mm.y);

            if (t && (is_pit(t->ttyp) || is_hole(t->ttyp)))
                continue;
        }
        if (ops && ops->boulder)
            ops->boulder(lev, ud, mm.x, mm.y);
    }
    for (n = rn2(lev->rng, 2); n; n--) {
        maze1xy(lev, &mm, DRY);
        if (ops && ops->minotaur)
            ops->minotaur(lev, ud, mm.x, mm.y);
    }
    for (n = rnd(lev->rng, (12 * mapfact) / 100); n; n--) {
        maze1xy(lev, &mm, DRY);
        if (ops && ops->random_monster)
            ops->random_monster(lev, ud, mm.x, mm.y);
    }
    for (n = rn2(lev->rng, (15 * mapfact) / 100); n; n--) {
        maze1xy(lev, &mm, DRY);
        if (ops && ops->gold)
            ops->gold(lev, ud, mm.x, mm.y);
    }
    for (n = rn2(lev->rng, (15 * mapfact) / 100); n; n--) {
        maze1xy(lev, &mm, DRY);
        if (ops && ops->random_trap)
            ops->random_trap(lev, ud, mm.x, mm.y);
    }
}

/* ---- maze stocking: generation's factories, or records --------------- */

static void stock_object(struct nhl_level *lev, int otyp, char oclass,
                         const char *id, int x, int y)
{
    (void) obj_record_at(lev, otyp, oclass, id, x, y);
}

static void stock_monster(struct nhl_level *lev, int mndx, int x, int y)
{
    struct monst *m = level_add_monster(lev);

    if (!m)
        return;
    m->m_id = 0;
    m->mndx = mndx;
    m->mclass = (char) (mndx >= 0 ? lev->nh->mons[mndx].sym : 0);
    snprintf(m->id, sizeof m->id, "%s",
             mndx >= 0 && lev->nh->mons[mndx].pmnames[0] ? lev->nh->mons[mndx].pmnames[0]
                                                : "");
    m->x = x;
    m->y = y;
    level_note_monster(lev, m);
}

/* With generation's factories (lev->build->gen) the real things are made, with
 * their draws; without, a record of the right kind stands at C's spot. */
static void rec_random_object(struct nhl_level *lev, void *ud, bool gem, int x,
                              int y)
{
    (void) ud;
    if (lev->build->gen && lev->build->gen->mkobj)
        (void) lev->build->gen->mkobj(lev, lev->build->gen->ud,
                               gem ? GEM_CLASS : RANDOM_CLASS, x, y, true);
    else
        stock_object(lev, -1, gem ? '*' : 0, "", x, y);
}

static void rec_boulder(struct nhl_level *lev, void *ud, int x, int y)
{
    (void) ud;
    if (lev->build->gen && lev->build->gen->mksobj)
        (void) lev->build->gen->mksobj(lev, lev->build->gen->ud, BOULDER, x, y, true,
                                false);
    else
        stock_object(lev, BOULDER, 0, "boulder", x, y);
}

static void rec_minotaur(struct nhl_level *lev, void *ud, int x, int y)
{
    (void) ud;
    if (lev->build->gen && lev->build->gen->makemon)
        (void) lev->build->gen->makemon(lev, lev->build->gen->ud, PM_MINOTAUR, x, y,
                                 NO_MM_FLAGS);
    else
        stock_monster(lev, PM_MINOTAUR, x, y);
}

static void rec_random_monster(struct nhl_level *lev, void *ud, int x, int y)
{
    (void) ud;
    if (lev->build->gen && lev->build->gen->makemon)
        (void) lev->build->gen->makemon(lev, lev->build->gen->ud, -1, x, y, NO_MM_FLAGS);
    else
        stock_monster(lev, -1, x, y);
}

static void rec_gold(struct nhl_level *lev, void *ud, int x, int y)
{
    (void) ud;
    /* mkgold(0) draws the amount */
    if (lev->build->gen && lev->build->gen->mkgold)
        (void) lev->build->gen->mkgold(lev, lev->build->gen->ud, 0L, x, y);
    else
        stock_object(lev, GOLD_PIECE, 0, "gold piece", x, y);
}

/* C: fill_empty_maze's trap - rndtrap, drawn again while it would be a
 * pit or hole under a boulder, then maketrap */
static void rec_random_trap(struct nhl_level *lev, void *ud, int x, int y)
{
    int trytrap;

    (void) ud;
    trytrap = rndtrap(lev);
    if (boulder_on(lev, x, y))
        while (is_pit(trytrap) || is_hole(trytrap))
            trytrap = rndtrap(lev);
    (void) maketrap(lev, x, y, trytrap);
}

const struct maze_stock_ops maze_stock_records = {
    NULL, rec_random_object, rec_boulder, rec_minotaur, rec_random_monster,
    rec_gold, rec_random_trap
};
