/* test_mapbits.c - the map passes that work on columns of bits (mkmap's
 * automaton and flood fill, wallify_map, wall_cleanup, fix_wall_spines,
 * set_wall_state, lvlfill_solid) against plain cell-by-cell versions of
 * the same rules, on random maps, both releases, and odd cases no level
 * script has (foreground equal to background, bughacks, partial bounds). */
#include <criterion/criterion.h>
#include <string.h>

#include "corridor.h" /* join, dig_corridor: engine internals the test drives */
#include "levelinit.h" /* lvlfill_solid, LVLINIT_MINES: engine internals the test drives */
#include "location.h" /* bool, somexy: engine internals the test drives */
#include "mkmap.h" /* mkmap: engine internals the test drives */
#include "rng.h" /* rn2, rnd: the draws, private to the engine */
#include "rooms.h" /* add_room: engine internals the test drives */
#include "terrain.h" /* bool, set_levltyp_lit: engine internals the test drives */
#include "wallify.h" /* wall_cleanup, fix_wall_spines: engine internals the test drives */
#include "wallmode.h" /* set_wall_state, xy_set_wall_state: engine internals the test drives */
#include "wallprop.h" /* wallify_map: engine internals the test drives */

/* ---- the plain versions ---- */

static bool ref_spine(const struct nhl_level *lev, int x, int y)
{
    int t;

    if (!isok(x, y))
        return false;
    t = lev->at[x][y].typ;
    return IS_WALL(t) || IS_DOOR(t) || t == LAVAWALL || t == WATER
           || t == SDOOR || t == IRONBARS;
}

static bool ref_spine_or_stone(const struct nhl_level *lev, int x, int y)
{
    return !isok(x, y) || lev->at[x][y].typ == STONE || ref_spine(lev, x, y);
}

static bool ref_solid(const struct nhl_level *lev, int x, int y)
{
    return !isok(x, y) || IS_STWALL(lev->at[x][y].typ);
}

static bool ref_in_bug(const struct wall_bughack *b, int x, int y)
{
    return b && x >= b->x1 && x <= b->x2 && y >= b->y1 && y <= b->y2;
}

static void ref_wall_cleanup(struct nhl_level *lev, int x1, int y1, int x2,
                             int y2, const struct wall_bughack *bug)
{
    for (int x = x1; x <= x2; x++)
        for (int y = y1; y <= y2; y++) {
            int t = lev->at[x][y].typ;
            bool buried = true;

            if (ref_in_bug(bug, x, y) || !IS_WALL(t) || t == DBWALL)
                continue;
            for (int dx = -1; dx <= 1; dx++)
                for (int dy = -1; dy <= 1; dy++)
                    if ((dx || dy) && !ref_solid(lev, x + dx, y + dy))
                        buried = false;
            if (buried)
                lev->at[x][y].typ = STONE;
        }
}

static int ref_towards(bool a[3][3], bool wall, int dx, int dy)
{
    if (!wall)
        return 0;
    if (dx)
        return !(a[1][0] && a[1][2] && a[1 + dx][0] && a[1 + dx][2]);
    return !(a[0][1] && a[2][1] && a[0][1 + dy] && a[2][1 + dy]);
}

static void ref_fix_wall_spines(struct nhl_level *lev, int x1, int y1, int x2,
                                int y2, const struct wall_bughack *bug)
{
    static const uint8_t shape[16] = {
        VWALL, HWALL, HWALL, HWALL, VWALL, TRCORNER, TLCORNER, TDWALL,
        VWALL, BRCORNER, BLCORNER, TUWALL, VWALL, TLWALL, TRWALL, CROSSWALL
    };

    for (int x = x1; x <= x2; x++)
        for (int y = y1; y <= y2; y++) {
            int t = lev->at[x][y].typ, bits;
            bool a[3][3];

            if (!IS_WALL(t) || t == DBWALL)
                continue;
            for (int dx = -1; dx <= 1; dx++)
                for (int dy = -1; dy <= 1; dy++)
                    a[dx + 1][dy + 1] =
                        ref_in_bug(bug, x, y)
                            ? ref_spine(lev, x + dx, y + dy)
                            : ref_spine_or_stone(lev, x + dx, y + dy);
            bits = ref_towards(a, ref_spine(lev, x, y - 1), 0, -1) << 3
                   | ref_towards(a, ref_spine(lev, x, y + 1), 0, 1) << 2
                   | ref_towards(a, ref_spine(lev, x + 1, y), 1, 0) << 1
                   | ref_towards(a, ref_spine(lev, x - 1, y), -1, 0);
            if (bits)
                lev->at[x][y].typ = shape[bits];
        }
}

static void ref_wallify_map(struct nhl_level *lev, int x1, int y1, int x2, int y2)
{
    if (y1 < 0)
        y1 = 0;
    if (x1 < 1)
        x1 = 1;
    if (y2 > ROWNO - 1)
        y2 = ROWNO - 1;
    if (x2 > COLNO - 1)
        x2 = COLNO - 1;
    for (int y = y1; y <= y2; y++)
        for (int x = x1; x <= x2; x++) {
            bool done = false;

            if (lev->at[x][y].typ != STONE)
                continue;
            for (int yy = y > 0 ? y - 1 : 0; yy <= (y < y2 ? y + 1 : y2) && !done;
                 yy++)
                for (int xx = x > 1 ? x - 1 : 1;
                     xx <= (x < x2 ? x + 1 : x2) && !done; xx++) {
                    int t = lev->at[xx][yy].typ;

                    if (IS_ROOM(t) || t == CROSSWALL) {
                        lev->at[x][y].typ = yy != y ? HWALL : VWALL;
                        done = true;
                    }
                }
        }
}

/* mkmap, cell by cell as C writes it */
#define MM_W (COLNO - 2)
#define MM_H (ROWNO - 1)

static int ref_get(const struct nhl_level *lev, int x, int y, int bg)
{
    if (x <= 0 || y < 0 || x > MM_W || y >= MM_H)
        return bg;
    return lev->at[x][y].typ;
}

static int ref_count(const struct nhl_level *lev, int x, int y, int bg, int fg)
{
    int n = 0;

    for (int dx = -1; dx <= 1; dx++)
        for (int dy = -1; dy <= 1; dy++)
            if ((dx || dy) && ref_get(lev, x + dx, y + dy, bg) == fg)
                n++;
    return n;
}

static void ref_pass(struct nhl_level *lev, int bg, int fg, int which)
{
    static uint8_t next[COLNO][ROWNO];

    for (int x = 2; x <= MM_W; x++)
        for (int y = 1; y < MM_H; y++) {
            int n = ref_count(lev, x, y, bg, fg);

            if (which == 1) {
                if (n <= 2)
                    lev->at[x][y].typ = (uint8_t) bg;
                else if (n >= 5)
                    lev->at[x][y].typ = (uint8_t) fg;
            } else {
                bool clear = which == 3 ? n < 3 : n == 5;

                next[x][y] = (uint8_t) (clear ? bg : ref_get(lev, x, y, bg));
            }
        }
    if (which != 1)
        for (int x = 2; x <= MM_W; x++)
            for (int y = 1; y < MM_H; y++)
                lev->at[x][y].typ = next[x][y];
}

struct ref_area { int lx, ly, hx, hy, n; };

static void ref_flood(struct nhl_level *lev, int sx, int sy, int rmno,
                      struct ref_area *a)
{
    int fg = lev->at[sx][sy].typ, i, nx;

    while (sx > 0 && lev->at[sx][sy].typ == fg
           && lev->at[sx][sy].roomno != rmno)
        sx--;
    sx++;
    if (sx < a->lx)
        a->lx = sx;
    if (sy < a->ly)
        a->ly = sy;
    for (i = sx; i <= MM_W && lev->at[i][sy].typ == fg; i++) {
        lev->at[i][sy].roomno = (uint8_t) rmno;
        lev->at[i][sy].lit = false;
        a->n++;
    }
    nx = i;
    for (int side = -1; side <= 1; side += 2) {
        int ny = sy + side;

        if (!isok(sx, ny))
            continue;
        for (i = sx; i < nx; i++) {
            if (lev->at[i][ny].typ == fg) {
                if (lev->at[i][ny].roomno != rmno)
                    ref_flood(lev, i, ny, rmno, a);
            } else {
                if ((i > sx || isok(i - 1, ny)) && lev->at[i - 1][ny].typ == fg
                    && lev->at[i - 1][ny].roomno != rmno)
                    ref_flood(lev, i - 1, ny, rmno, a);
                if ((i < nx - 1 || isok(i + 1, ny))
                    && lev->at[i + 1][ny].typ == fg
                    && lev->at[i + 1][ny].roomno != rmno)
                    ref_flood(lev, i + 1, ny, rmno, a);
            }
        }
    }
    if (nx > a->hx)
        a->hx = nx - 1;
    if (sy > a->hy)
        a->hy = sy;
}

static void ref_join(struct nhl_level *lev, int bg, int fg)
{
    for (int x = 2; x <= MM_W; x++)
        for (int y = 1; y < MM_H; y++) {
            struct ref_area a = { x, y, x, y, 0 };

            if (lev->at[x][y].typ != fg || lev->at[x][y].roomno != NO_ROOM)
                continue;
            ref_flood(lev, x, y, lev->nroom + ROOMOFFSET, &a);
            if (a.n > 3) {
                (void) add_room(lev, a.lx, a.ly, a.hx, a.hy, false, OROOM,
                                true);
                lev->rooms[lev->nroom - 1].irregular = true;
                if (lev->nroom >= MAXNROFROOMS * 2)
                    goto joined;
            } else {
                for (int sx = a.lx; sx <= a.hx; sx++)
                    for (int sy = a.ly; sy <= a.hy; sy++)
                        if (lev->at[sx][sy].roomno == lev->nroom + ROOMOFFSET) {
                            lev->at[sx][sy].typ = (uint8_t) bg;
                            lev->at[sx][sy].roomno = NO_ROOM;
                        }
            }
        }
joined:
    for (int r = 0, r2 = 1; r2 < lev->nroom;) {
        struct mkroom *a = &lev->rooms[r], *b = &lev->rooms[r2];
        struct coord sm, em;

        if (!somexy(lev, a, &sm) || !somexy(lev, b, &em)) {
            sm.x = a->lx + (a->hx - a->lx) / 2;
            sm.y = a->ly + (a->hy - a->ly) / 2;
            em.x = b->lx + (b->hx - b->lx) / 2;
            em.y = b->ly + (b->hy - b->ly) / 2;
        }
        (void) dig_corridor(lev, sm, em, false, fg, bg);
        if (b->lx > a->hx
            || ((b->ly > a->hy || b->hy < a->ly) && rn2(lev->rng, 3)))
            r = r2;
        r2++;
    }
    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            lev->at[x][y].roomno = NO_ROOM;
    lev->nroom = lev->nsubroom = 0;
    lev->rooms[0].hx = -1;
    lev->rooms[SUBROOM_BASE].hx = -1;
}

static void ref_mkmap(struct nhl_level *lev, const struct lev_init *li)
{
    int bg = li->bg, fg = li->fg;
    bool lit = li->lit != 0; /* the tests pass 0 or 1 */
    long count = 0;

    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            lev->at[x][y].roomno = NO_ROOM;
            lev->at[x][y].typ = (uint8_t) bg;
            lev->at[x][y].lit = false;
        }
    while (count < (MM_W * MM_H * 2) / 5) {
        int x = rn2(lev->rng, MM_W - 1) + 2, y = rnd(lev->rng, MM_H - 1);

        if (lev->at[x][y].typ == bg) {
            lev->at[x][y].typ = (uint8_t) fg;
            count++;
        }
    }
    ref_pass(lev, bg, fg, 1);
    ref_pass(lev, bg, fg, 2);
    if (li->smoothed) {
        ref_pass(lev, bg, fg, 3);
        ref_pass(lev, bg, fg, 3);
    }
    if (li->joined)
        ref_join(lev, bg, fg);
    if (li->walled)
        ref_wallify_map(lev, 1, 0, COLNO - 1, ROWNO - 1);
    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            int t = lev->at[x][y].typ;

            if (lit && ((!IS_ROCK(fg) && t == fg) || (!IS_ROCK(bg) && t == bg)
                        || (bg == TREE && t == bg)
                        || (li->walled && IS_WALL(t))))
                lev->at[x][y].lit = true;
            if (t == LAVAPOOL)
                lev->at[x][y].lit = true;
            else if (t == ICE)
                lev->at[x][y].flags =
                    lev->build->coder.icedpools ? ICED_POOL : ICED_MOAT;
        }
    if (lit)
        for (int i = 0; i < lev->nroom; i++)
            lev->rooms[i].rlit = 1;
    if (li->walled && li->joined) {
        lev->flags.is_maze_lev = false;
        lev->flags.is_cavernous_lev = true;
    }
}

/* ---- two levels built alike, one per version of each pass ---- */

static struct nhl_rng rng_a, rng_b;
static struct nhl_level *a, *b;

static void open_pair(uint64_t seed, enum nhl_version v)
{
    struct nhl_level_context ctx;

    nhl_level_context_defaults(&ctx);
    ctx.version = v;
    nhl_rng_init(&rng_a, seed);
    nhl_rng_init(&rng_b, seed);
    a = level_new(&rng_a, &ctx);
    b = level_new(&rng_b, &ctx);
    cr_assert(a && b);
}

static void close_pair(void)
{
    nhl_level_free(a);
    nhl_level_free(b);
    nhl_rng_free(&rng_a);
    nhl_rng_free(&rng_b);
}

static void same_map(const char *what, uint64_t seed)
{
    cr_assert(!memcmp(a->at, b->at, sizeof a->at), "%s, seed %llu: maps differ",
              what, (unsigned long long) seed);
    cr_assert_eq(rn2(a->rng, 1000000), rn2(b->rng, 1000000),
                 "%s, seed %llu: draws differ", what, (unsigned long long) seed);
}

/* test-side random numbers, apart from the levels' */
static uint64_t lcg;

static int pick(int n)
{
    lcg = lcg * 6364136223846793005ull + 1442695040888963407ull;
    return (int) ((lcg >> 33) % (uint64_t) n);
}

/* a map of mostly stone and floor, with every kind of wall and the
 * things walls join or shun */
static void random_map(struct nhl_level *lev)
{
    static const uint8_t kinds[] = {
        STONE, STONE, STONE, ROOM, ROOM, CORR, VWALL, HWALL, TLCORNER,
        TRCORNER, BLCORNER, BRCORNER, CROSSWALL, TUWALL, TDWALL, TLWALL,
        TRWALL, DBWALL, TREE, SDOOR, SCORR, POOL, MOAT, WATER, LAVAPOOL,
        LAVAWALL, IRONBARS, DOOR, STAIRS, LADDER, FOUNTAIN, SINK, ICE, AIR
    };

    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            struct rm *c = &lev->at[x][y];

            c->typ = kinds[pick((int) sizeof kinds)];
            c->flags = (uint8_t) pick(32);
            c->roomno = (uint8_t) pick(8);
            c->horizontal = pick(2);
            c->lit = pick(2);
            c->waslit = pick(2);
            c->edge = pick(2);
            c->candig = pick(2);
        }
}

static void copy_map(void)
{
    memcpy(b->at, a->at, sizeof a->at);
}

static void random_box(int *x1, int *y1, int *x2, int *y2)
{
    if (pick(2)) {
        *x1 = 1, *y1 = 0, *x2 = COLNO - 1, *y2 = ROWNO - 1;
        return;
    }
    *x1 = pick(COLNO);
    *x2 = *x1 + pick(COLNO - *x1);
    *y1 = pick(ROWNO);
    *y2 = *y1 + pick(ROWNO - *y1);
}

Test(mapbits, wallification_and_its_halves)
{
    for (uint64_t seed = 1; seed <= 400; seed++) {
        int x1, y1, x2, y2;
        struct wall_bughack bug = { pick(COLNO), pick(ROWNO), 0, 0 };
        const struct wall_bughack *bp = pick(3) ? NULL : &bug;

        bug.x2 = bug.x1 + pick(20);
        bug.y2 = bug.y1 + pick(10);
        open_pair(seed, (enum nhl_version) (seed & 1));
        lcg = seed;
        random_map(a);
        copy_map();
        random_box(&x1, &y1, &x2, &y2);
        if (seed % 3 == 0) {
            wallification(a, x1, y1, x2, y2);
            ref_wall_cleanup(b, x1, y1, x2, y2, NULL);
            ref_fix_wall_spines(b, x1, y1, x2, y2, NULL);
        } else if (seed % 3 == 1) {
            wall_cleanup(a, x1, y1, x2, y2, bp);
            ref_wall_cleanup(b, x1, y1, x2, y2, bp);
        } else {
            fix_wall_spines(a, x1, y1, x2, y2, bp);
            ref_fix_wall_spines(b, x1, y1, x2, y2, bp);
        }
        same_map("wallification", seed);
        close_pair();
    }
}

Test(mapbits, wallify_map)
{
    for (uint64_t seed = 1; seed <= 300; seed++) {
        int x1, y1, x2, y2;

        open_pair(seed, NHV_5_0_0);
        lcg = seed * 7;
        random_map(a);
        copy_map();
        random_box(&x1, &y1, &x2, &y2);
        wallify_map(a, x1, y1, x2, y2);
        ref_wallify_map(b, x1, y1, x2, y2);
        same_map("wallify_map", seed);
        close_pair();
    }
}

Test(mapbits, set_wall_state_as_each_cell)
{
    for (uint64_t seed = 1; seed <= 200; seed++) {
        open_pair(seed, (enum nhl_version) (seed & 1));
        lcg = seed * 11;
        random_map(a);
        copy_map();
        set_wall_state(a);
        for (int x = 0; x < COLNO; x++)
            for (int y = 0; y < ROWNO; y++)
                xy_set_wall_state(b, x, y);
        same_map("set_wall_state", seed);
        close_pair();
    }
}

Test(mapbits, lvlfill_solid_as_set_levltyp_lit)
{
    static const int fills[] = { STONE, ROOM, AIR, LAVAPOOL, FOUNTAIN, SINK,
                                 TREE, WATER };
    static const int lits[] = { 0, 1, SET_LIT_RANDOM, SET_LIT_NOCHANGE };

    for (uint64_t seed = 1; seed <= 256; seed++) {
        int filling = fills[seed % 8], lit = lits[(seed / 8) % 4];

        open_pair(seed, (enum nhl_version) ((seed / 32) & 1));
        lcg = seed * 13;
        if (seed % 5)
            random_map(a);
        copy_map();
        a->flags.nfountains = b->flags.nfountains = 7;
        lvlfill_solid(a, filling, lit);
        for (int x = 2; x <= X_MAZE_MAX; x++)
            for (int y = 0; y <= Y_MAZE_MAX; y++)
                if (set_levltyp_lit(b, x, y, filling, lit)) {
                    b->at[x][y].flags = 0;
                    b->at[x][y].horizontal = false;
                    b->at[x][y].roomno = 0;
                    b->at[x][y].edge = false;
                }
        cr_assert_eq(a->flags.nfountains, b->flags.nfountains, "seed %llu",
                     (unsigned long long) seed);
        cr_assert_eq(a->flags.nsinks, b->flags.nsinks);
        same_map("lvlfill_solid", seed);
        close_pair();
    }
}

Test(mapbits, mkmap_as_cell_by_cell)
{
    static const int pairs[][2] = {
        { ROOM, STONE }, { ROOM, LAVAPOOL }, { ROOM, TREE }, { ICE, WATER },
        { LAVAPOOL, ROOM }, { ROOM, ROOM }, { STONE, STONE }, { CORR, STONE }
    };

    for (uint64_t seed = 1; seed <= 160; seed++) {
        const int *p = pairs[seed % 8];
        struct lev_init li = { .init_style = LVLINIT_MINES, .fg = p[0],
                               .bg = p[1], .smoothed = (seed / 8) & 1,
                               .joined = (seed / 16) & 1,
                               .walled = (seed / 32) & 1,
                               .lit = (int) ((seed / 64) & 1) };

        open_pair(seed, (enum nhl_version) ((seed / 3) & 1));
        mkmap(a, &li);
        ref_mkmap(b, &li);
        cr_assert_eq(a->nroom, b->nroom);
        cr_assert_eq(a->flags.is_cavernous_lev, b->flags.is_cavernous_lev);
        same_map("mkmap", seed);
        close_pair();
    }
}
