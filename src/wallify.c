/* wallify.c - wall_cleanup, fix_wall_spines and wallification, after
 * mkmaze.c.  No random draws here. */
#include <stdint.h>
#include <stdio.h>

#include "bits.h"
#include "typ_table.h"
#include "wallify.h"

/* The map as columns of bits, one word per column, row y at bit y + 1
 * and the rows off the map at bits 0 and ROWNO + 1; columns off the map
 * (isok's: 0 and COLNO) read as off the map.  Both passes change walls
 * only into stone or into other walls, which never changes what a cell
 * counts as to its neighbours, so no cell's answer depends on the scan
 * order and a whole column is decided at once. */
typedef uint32_t wcol;

#define WROW(y) ((wcol) 1 << ((y) + 1))
#define OFF_MAP_ROWS (WROW(-1) | WROW(ROWNO))
#define ALL_WROWS ((WROW(ROWNO) << 1) - 1)

struct wall_masks {
    /* index x + 1 for x = -1 .. COLNO */
    wcol spine[COLNO + 2]; /* C: iswall, off the map no */
    wcol stone[COLNO + 2]; /* C: iswall_or_stone, off the map yes */
    wcol solid[COLNO + 2]; /* C: is_solid, off the map yes */
    wcol wall[COLNO + 2];  /* walls to shape or bury: IS_WALL, not DBWALL */
};

/* what a typ counts as, two masks to a word (low and high half) so one
 * shift and or files a cell into two columns at once */
#define SPINE(t)                                                        \
    (IS_WALL(t) || IS_DOOR(t) || (t) == LAVAWALL || (t) == WATER        \
     || (t) == SDOOR || (t) == IRONBARS)
/* iswall | iswall_or_stone << 32 */
#define SPINE_STONE(t) \
    ((uint64_t) SPINE(t) | (uint64_t) (SPINE(t) || (t) == STONE) << 32)
/* is_solid | to shape << 32 */
#define SOLID_WALL(t) \
    ((uint64_t) IS_STWALL(t) | (uint64_t) (IS_WALL(t) && (t) != DBWALL) << 32)
static const uint64_t spine_stone[256] = { TYP_TABLE(SPINE_STONE) };
static const uint64_t solid_wall[256] = { TYP_TABLE(SOLID_WALL) };

static void build_masks(const struct nhl_level *lev, struct wall_masks *m)
{
    for (int x = -1; x <= COLNO; x++) {
        uint64_t ss = 0, sw = 0;
        wcol sp, st, so, wa;

        if (x >= 0 && x < COLNO) {
            const struct rm *col = lev->at[x];

            /* unrolled, as the other whole-map column loops: they run
             * for every cell of the map */
            _Static_assert(ROWNO == 21, "the unroll counts are ROWNO");
#pragma GCC unroll 21
            for (int y = 0; y < ROWNO; y++) {
                int t = col[y].typ;

                ss |= spine_stone[t] << (y + 1);
                sw |= solid_wall[t] << (y + 1);
            }
        }
        sp = (wcol) ss;
        st = (wcol) (ss >> 32) | OFF_MAP_ROWS;
        so = (wcol) sw | OFF_MAP_ROWS;
        wa = (wcol) (sw >> 32);
        /* column 0 is off the map to its neighbours, but its own walls
         * are still shaped when a caller's bounds take it in */
        if (!isok(x, 0)) {
            sp = 0;
            st = so = ALL_WROWS;
        }
        m->spine[x + 1] = sp;
        m->stone[x + 1] = st;
        m->solid[x + 1] = so;
        m->wall[x + 1] = wa;
    }
}

/* the rows y1 .. y2 of a column, and those of the bughack in column x */
static wcol row_span(int y1, int y2)
{
    return (WROW(y2) << 1) - WROW(y1);
}

static wcol bug_rows(const struct wall_bughack *bug, int x)
{
    int y1, y2;

    if (!bug || x < bug->x1 || x > bug->x2)
        return 0;
    y1 = bug->y1 < 0 ? 0 : bug->y1;
    y2 = bug->y2 >= ROWNO ? ROWNO - 1 : bug->y2;
    return y1 <= y2 ? row_span(y1, y2) : 0;
}

static bool bad_bounds(struct nhl_level *lev, const char *who, int x1, int y1,
                       int x2, int y2)
{
    if (x1 < 0 || x2 >= COLNO || x1 > x2 || y1 < 0 || y2 >= ROWNO
        || y1 > y2) {
        snprintf(lev->errmsg, sizeof lev->errmsg,
                 "%s: bad bounds (%d,%d) to (%d,%d)", who, x1, y1, x2, y2);
        return true;
    }
    return false;
}

/* Walls with nothing but wall, stone or the map's edge all round become
 * stone (C: wall_cleanup) */
static void cleanup_masked(struct nhl_level *lev, struct wall_masks *m, int x1,
                           int y1, int x2, int y2,
                           const struct wall_bughack *bug)
{
    wcol rows = row_span(y1, y2);

    for (int x = x1; x <= x2; x++) {
        const wcol *so = &m->solid[x + 1];
        wcol around = (so[-1] << 1) & so[-1] & (so[-1] >> 1) & (so[1] << 1)
                      & so[1] & (so[1] >> 1) & (so[0] << 1) & (so[0] >> 1);
        wcol buried = m->wall[x + 1] & rows & ~bug_rows(bug, x) & around;

        if (!buried)
            continue;
        for (int y = y1; y <= y2; y++)
            if (buried & WROW(y))
                lev->at[x][y].typ = STONE;
        /* stone still counts as stone and solid */
        m->wall[x + 1] &= ~buried;
        m->spine[x + 1] &= ~buried;
    }
}

/* The spines running from each row's centre of column x, given a (what
 * counts as wall or stone round it): north, south, east and west.  A
 * spine needs a wall that way, and is dropped when the wall is just one
 * side of a thick band of rock (both flanks and both far diagonals
 * solid).  (C: extend_spine) */
static void spines(const struct wall_masks *m, const wcol *a, int x,
                   wcol dir[4])
{
    wcol l = a[x], c = a[x + 1], r = a[x + 2];

    dir[0] = (m->spine[x + 1] << 1) & ~(l & r & (l << 1) & (r << 1));
    dir[1] = (m->spine[x + 1] >> 1) & ~(l & r & (l >> 1) & (r >> 1));
    dir[2] = m->spine[x + 2] & ~((c << 1) & (c >> 1) & (r << 1) & (r >> 1));
    dir[3] = m->spine[x] & ~((c << 1) & (c >> 1) & (l << 1) & (l >> 1));
}

static void spines_masked(struct nhl_level *lev, const struct wall_masks *m,
                          int x1, int y1, int x2, int y2,
                          const struct wall_bughack *bug)
{
    /* spine bits N=8 S=4 E=2 W=1 -> shape; 0 (free standing) keeps typ */
    static const uint8_t shape[16] = {
        VWALL, HWALL, HWALL, HWALL,
        VWALL, TRCORNER, TLCORNER, TDWALL,
        VWALL, BRCORNER, BLCORNER, TUWALL,
        VWALL, TLWALL, TRWALL, CROSSWALL
    };
    wcol rows = row_span(y1, y2);

    for (int x = x1; x <= x2; x++) {
        wcol centres = m->wall[x + 1] & rows, bugged, dir[4];

        if (!centres)
            continue;
        /* C: inside the bughack only real walls count, not stone */
        spines(m, m->stone, x, dir);
        bugged = centres & bug_rows(bug, x);
        if (bugged) {
            wcol bdir[4];

            spines(m, m->spine, x, bdir);
            for (int d = 0; d < 4; d++)
                dir[d] = (dir[d] & ~bugged) | (bdir[d] & bugged);
        }
        if (!((dir[0] | dir[1] | dir[2] | dir[3]) & centres))
            continue;
        while (centres) {
            int sh = lowest_bit(centres), y = sh - 1;
            unsigned bits;

            centres &= centres - 1;
            bits = (unsigned) (((dir[0] >> sh) & 1) << 3
                               | ((dir[1] >> sh) & 1) << 2
                               | ((dir[2] >> sh) & 1) << 1
                               | ((dir[3] >> sh) & 1));
            if (bits)
                lev->at[x][y].typ = shape[bits];
        }
    }
}

void wall_cleanup(struct nhl_level *lev, int x1, int y1, int x2, int y2,
                  const struct wall_bughack *bug)
{
    struct wall_masks m;

    if (bad_bounds(lev, "wall_cleanup", x1, y1, x2, y2))
        return;
    build_masks(lev, &m);
    cleanup_masked(lev, &m, x1, y1, x2, y2, bug);
}

void fix_wall_spines(struct nhl_level *lev, int x1, int y1, int x2, int y2,
                     const struct wall_bughack *bug)
{
    struct wall_masks m;

    if (bad_bounds(lev, "fix_wall_spines", x1, y1, x2, y2))
        return;
    build_masks(lev, &m);
    spines_masked(lev, &m, x1, y1, x2, y2, bug);
}

/* one set of masks for both: cleanup keeps them up to date */
void wallification(struct nhl_level *lev, int x1, int y1, int x2, int y2)
{
    struct wall_masks m;

    if (bad_bounds(lev, "wall_cleanup", x1, y1, x2, y2)) {
        (void) bad_bounds(lev, "fix_wall_spines", x1, y1, x2, y2);
        return;
    }
    build_masks(lev, &m);
    cleanup_masked(lev, &m, x1, y1, x2, y2, NULL);
    spines_masked(lev, &m, x1, y1, x2, y2, NULL);
}
