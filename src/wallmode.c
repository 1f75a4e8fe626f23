/* wallmode.c - wall modes after display.c (check_pos, set_twall,
 * set_wall, set_corn, set_crosswall, xy_set_wall_state, set_wall_state).
 * A mode names the side of a wall that faces rock, so the display can
 * draw it as unfinished. */
#include "wallmode.h"

/* `which` if (x,y) is rock (5.0.0: but a tree), corridor or off the map,
 * else 0 */
static int rockish(const struct level *lev, int x, int y, int which)
{
    int t;

    if (!isok(x, y))
        return which;
    t = lev->at[x][y].typ;
    /* 5.0.0 display.c check_pos: a tree is no longer rock here */
    if (t == TREE && lev->nh->v >= NHV_5_0_0)
        return 0;
    if (IS_ROCK(t) || t == CORR || t == SCORR)
        return which;
    return 0;
}

static bool several(int a, int b, int c)
{
    return (a && (b | c)) || (b && (a | c)) || (c && (a | b));
}

/* a tee: (x1,y1) beyond its long side, (x2,y2) and (x3,y3) the corners
 * beside its stem */
static int twall_mode(const struct level *lev, int x1, int y1, int x2,
                      int y2, int x3, int y3)
{
    int a = rockish(lev, x1, y1, WM_T_LONG);
    int b = rockish(lev, x2, y2, WM_T_BL);
    int c = rockish(lev, x3, y3, WM_T_BR);

    return several(a, b, c) ? 0 : a + b + c;
}

static int wall_mode(const struct level *lev, int x, int y, bool horiz)
{
    int a, b;

    if (horiz) {
        a = rockish(lev, x, y - 1, WM_W_TOP);
        b = rockish(lev, x, y + 1, WM_W_BOTTOM);
    } else {
        a = rockish(lev, x - 1, y, WM_W_LEFT);
        b = rockish(lev, x + 1, y, WM_W_RIGHT);
    }
    return several(a, b, 0) ? 0 : a + b;
}

/* a corner: three outer cells and the inner one */
static int corner_mode(const struct level *lev, int x1, int y1, int x2,
                       int y2, int x3, int y3, int x4, int y4)
{
    int a = rockish(lev, x1, y1, 1), b = rockish(lev, x2, y2, 1);
    int c = rockish(lev, x3, y3, 1), inner = rockish(lev, x4, y4, 1);

    if (inner)
        return WM_C_INNER;
    if (a && b && c)
        return WM_C_OUTER;
    return 0;
}

static int cross_mode(const struct level *lev, int x, int y)
{
    int tl = rockish(lev, x - 1, y - 1, 1), tr = rockish(lev, x + 1, y - 1, 1);
    int br = rockish(lev, x + 1, y + 1, 1), bl = rockish(lev, x - 1, y + 1, 1);
    int n = tl + tr + br + bl;

    if (n > 1) {
        if (tl && br && !(tr + bl))
            return WM_X_TLBR;
        if (tr && bl && !(tl + br))
            return WM_X_BLTR;
        return 0;
    }
    if (tl)
        return WM_X_TL;
    if (tr)
        return WM_X_TR;
    if (br)
        return WM_X_BR;
    if (bl)
        return WM_X_BL;
    return 0;
}

void xy_set_wall_state(struct level *lev, int x, int y)
{
    struct rm *c = &lev->at[x][y];
    int m;

    switch (c->typ) {
    case SDOOR:
        m = wall_mode(lev, x, y, c->horizontal);
        break;
    case VWALL:
        m = wall_mode(lev, x, y, false);
        break;
    case HWALL:
        m = wall_mode(lev, x, y, true);
        break;
    case TDWALL:
        m = twall_mode(lev, x, y - 1, x - 1, y + 1, x + 1, y + 1);
        break;
    case TUWALL:
        m = twall_mode(lev, x, y + 1, x + 1, y - 1, x - 1, y - 1);
        break;
    case TLWALL:
        m = twall_mode(lev, x + 1, y, x - 1, y - 1, x - 1, y + 1);
        break;
    case TRWALL:
        m = twall_mode(lev, x - 1, y, x + 1, y + 1, x + 1, y - 1);
        break;
    case TLCORNER:
        m = corner_mode(lev, x - 1, y - 1, x, y - 1, x - 1, y, x + 1, y + 1);
        break;
    case TRCORNER:
        m = corner_mode(lev, x, y - 1, x + 1, y - 1, x + 1, y, x - 1, y + 1);
        break;
    case BLCORNER:
        m = corner_mode(lev, x, y + 1, x - 1, y + 1, x - 1, y, x + 1, y - 1);
        break;
    case BRCORNER:
        m = corner_mode(lev, x + 1, y, x + 1, y + 1, x, y + 1, x - 1, y - 1);
        break;
    case CROSSWALL:
        m = cross_mode(lev, x, y);
        break;
    default:
        return;
    }
    c->flags = (uint8_t) ((c->flags & ~WM_MASK) | m);
}

void set_wall_state(struct level *lev)
{
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            xy_set_wall_state(lev, x, y);
}
