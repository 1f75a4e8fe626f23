/* wallify.c - wall_cleanup, fix_wall_spines and wallification, after
 * mkmaze.c.  No random draws here. */
#include <stdio.h>

#include "wallify.h"

static bool in_bug(const struct wall_bughack *bug, int x, int y)
{
    return bug && x >= bug->x1 && x <= bug->x2 && y >= bug->y1
           && y <= bug->y2;
}

/* Something a wall spine can join (C: iswall): walls, doors, lava walls,
 * water, secret doors and iron bars; off the map is nothing. */
static bool joins_spine(const struct level *lev, int x, int y)
{
    if (!isok(x, y))
        return false;
    int t = lev->at[x][y].typ;

    return IS_WALL(t) || IS_DOOR(t) || t == LAVAWALL || t == WATER
           || t == SDOOR || t == IRONBARS;
}

/* As joins_spine, but stone and off the map count too (C: iswall_or_stone) */
static bool joins_or_stone(const struct level *lev, int x, int y)
{
    if (!isok(x, y))
        return true;
    return lev->at[x][y].typ == STONE || joins_spine(lev, x, y);
}

/* Off the map, wall or stone (C: is_solid) */
static bool solid_at(const struct level *lev, int x, int y)
{
    return !isok(x, y) || IS_STWALL(lev->at[x][y].typ);
}

static bool bad_bounds(struct level *lev, const char *who, int x1, int y1,
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

void wall_cleanup(struct level *lev, int x1, int y1, int x2, int y2,
                  const struct wall_bughack *bug)
{
    if (bad_bounds(lev, "wall_cleanup", x1, y1, x2, y2))
        return;
    for (int x = x1; x <= x2; x++)
        for (int y = y1; y <= y2; y++) {
            int t = lev->at[x][y].typ;
            bool buried = true;

            if (in_bug(bug, x, y) || !IS_WALL(t) || t == DBWALL)
                continue;
            for (int dx = -1; dx <= 1 && buried; dx++)
                for (int dy = -1; dy <= 1 && buried; dy++)
                    if ((dx || dy) && !solid_at(lev, x + dx, y + dy))
                        buried = false;
            if (buried)
                lev->at[x][y].typ = STONE;
        }
}

/* Whether a spine runs from the centre of `around` (3x3, [dx+1][dy+1],
 * true = wall or stone) towards (dx,dy): there must be a wall that way, and
 * the wall must not be just one side of a thick band of rock, i.e. not both
 * flanks and both far diagonals solid.  (C: extend_spine) */
static int spine_towards(bool around[3][3], bool wall_there, int dx, int dy)
{
    if (!wall_there)
        return 0;
    if (dx) {
        int nx = 1 + dx;

        return !(around[1][0] && around[1][2] && around[nx][0]
                 && around[nx][2]);
    }
    int ny = 1 + dy;

    return !(around[0][1] && around[2][1] && around[0][ny] && around[2][ny]);
}

void fix_wall_spines(struct level *lev, int x1, int y1, int x2, int y2,
                     const struct wall_bughack *bug)
{
    /* spine bits N=8 S=4 E=2 W=1 -> shape; 0 (free standing) keeps typ */
    static const uint8_t shape[16] = {
        VWALL, HWALL, HWALL, HWALL,
        VWALL, TRCORNER, TLCORNER, TDWALL,
        VWALL, BRCORNER, BLCORNER, TUWALL,
        VWALL, TLWALL, TRWALL, CROSSWALL
    };

    if (bad_bounds(lev, "fix_wall_spines", x1, y1, x2, y2))
        return;
    for (int x = x1; x <= x2; x++)
        for (int y = y1; y <= y2; y++) {
            int t = lev->at[x][y].typ;
            bool around[3][3];
            bool bugged = in_bug(bug, x, y);

            if (!IS_WALL(t) || t == DBWALL)
                continue;
            for (int dx = -1; dx <= 1; dx++)
                for (int dy = -1; dy <= 1; dy++)
                    around[dx + 1][dy + 1] =
                        bugged ? joins_spine(lev, x + dx, y + dy)
                               : joins_or_stone(lev, x + dx, y + dy);

            int bits = (spine_towards(around, joins_spine(lev, x, y - 1), 0, -1)
                        << 3)
                       | (spine_towards(around, joins_spine(lev, x, y + 1), 0, 1)
                          << 2)
                       | (spine_towards(around, joins_spine(lev, x + 1, y), 1, 0)
                          << 1)
                       | spine_towards(around, joins_spine(lev, x - 1, y), -1, 0);

            if (bits)
                lev->at[x][y].typ = shape[bits];
        }
}

void wallification(struct level *lev, int x1, int y1, int x2, int y2)
{
    wall_cleanup(lev, x1, y1, x2, y2, NULL);
    fix_wall_spines(lev, x1, y1, x2, y2, NULL);
}
