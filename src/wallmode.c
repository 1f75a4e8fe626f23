/* wallmode.c - wall modes after display.c (check_pos, set_twall,
 * set_wall, set_corn, set_crosswall, xy_set_wall_state, set_wall_state).
 * A mode names the side of a wall that faces rock, so the display can
 * draw it as unfinished. */
#include "wallmode.h"

#include <stdint.h>

#include "bits.h"
#include "typ_table.h"

/* A cell's neighbourhood as 9 bits, bit (dx + 1) * 3 + (dy + 1) set when
 * that neighbour is rock (5.0.0: but not a tree), corridor or off the map
 * (C: check_pos's test).  The modes below read only these bits. */
#define NB(dx, dy) (1u << (((dx) + 1) * 3 + (dy) + 1))

static bool rock_at(unsigned nb, int dx, int dy)
{
    return (nb & NB(dx, dy)) != 0;
}

static bool several(int a, int b, int c)
{
    return (a && (b | c)) || (b && (a | c)) || (c && (a | b));
}

/* a tee: (dx1,dy1) beyond its long side, (dx2,dy2) and (dx3,dy3) the
 * corners beside its stem */
static int twall_mode(unsigned nb, int dx1, int dy1, int dx2, int dy2,
                      int dx3, int dy3)
{
    int a = rock_at(nb, dx1, dy1) ? WM_T_LONG : 0;
    int b = rock_at(nb, dx2, dy2) ? WM_T_BL : 0;
    int c = rock_at(nb, dx3, dy3) ? WM_T_BR : 0;

    return several(a, b, c) ? 0 : a + b + c;
}

static int wall_mode(unsigned nb, bool horiz)
{
    int a, b;

    if (horiz) {
        a = rock_at(nb, 0, -1) ? WM_W_TOP : 0;
        b = rock_at(nb, 0, 1) ? WM_W_BOTTOM : 0;
    } else {
        a = rock_at(nb, -1, 0) ? WM_W_LEFT : 0;
        b = rock_at(nb, 1, 0) ? WM_W_RIGHT : 0;
    }
    return several(a, b, 0) ? 0 : a + b;
}

/* a corner: three outer cells and the inner one */
static int corner_mode(unsigned nb, int dx1, int dy1, int dx2, int dy2,
                       int dx3, int dy3, int dx4, int dy4)
{
    if (rock_at(nb, dx4, dy4))
        return WM_C_INNER;
    if (rock_at(nb, dx1, dy1) && rock_at(nb, dx2, dy2)
        && rock_at(nb, dx3, dy3))
        return WM_C_OUTER;
    return 0;
}

static int cross_mode(unsigned nb)
{
    int tl = rock_at(nb, -1, -1), tr = rock_at(nb, 1, -1);
    int br = rock_at(nb, 1, 1), bl = rock_at(nb, -1, 1);
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

/* the mode of a cell of this typ, -1 for no wall */
static int mode_of(int typ, bool horizontal, unsigned nb)
{
    switch (typ) {
    case SDOOR:
        return wall_mode(nb, horizontal);
    case VWALL:
        return wall_mode(nb, false);
    case HWALL:
        return wall_mode(nb, true);
    case TDWALL:
        return twall_mode(nb, 0, -1, -1, 1, 1, 1);
    case TUWALL:
        return twall_mode(nb, 0, 1, 1, -1, -1, -1);
    case TLWALL:
        return twall_mode(nb, 1, 0, -1, -1, -1, 1);
    case TRWALL:
        return twall_mode(nb, -1, 0, 1, 1, 1, -1);
    case TLCORNER:
        return corner_mode(nb, -1, -1, 0, -1, -1, 0, 1, 1);
    case TRCORNER:
        return corner_mode(nb, 0, -1, 1, -1, 1, 0, -1, 1);
    case BLCORNER:
        return corner_mode(nb, 0, 1, -1, 1, -1, 0, 1, -1);
    case BRCORNER:
        return corner_mode(nb, 1, 0, 1, 1, 0, 1, -1, -1);
    case CROSSWALL:
        return cross_mode(nb);
    default:
        return -1;
    }
}

static void set_mode(struct rm *c, int m)
{
    if (m >= 0)
        c->flags = (uint8_t) ((c->flags & ~WM_MASK) | m);
}

/* per typ: rockish in the low word, has a mode in the high one; the
 * tree is rock before 5.0.0 */
#define HAS_MODE(t) (IS_WALL(t) || (t) == SDOOR)
#define ROCKISH(t, tree) \
    ((uint64_t) (((IS_ROCK(t) && (tree || (t) != TREE)) || (t) == CORR \
                  || (t) == SCORR)) \
     | (uint64_t) HAS_MODE(t) << 32)
#define ROCKISH_37(t) ROCKISH(t, true)
#define ROCKISH_50(t) ROCKISH(t, false)
static const uint64_t rockish_37[256] = { TYP_TABLE(ROCKISH_37) };
static const uint64_t rockish_50[256] = { TYP_TABLE(ROCKISH_50) };

/* the rule rockish (rules.h) chooses one */
const struct nh_rule_table rockish_3_7 = { "rock and trees", rockish_37 };
const struct nh_rule_table rockish_5_0_0 = { "rock, not trees", rockish_50 };

static const uint64_t *rockish_table(const struct nhl_level *lev)
{
    /* 5.0.0 display.c check_pos: a tree is no longer rock here */
    return lev->nh->rules.rockish->rows;
}

void xy_set_wall_state(struct nhl_level *lev, int x, int y)
{
    const uint64_t *kind = rockish_table(lev);
    unsigned nb = 0;

    for (int dx = -1; dx <= 1; dx++)
        for (int dy = -1; dy <= 1; dy++)
            if (!isok(x + dx, y + dy)
                || (kind[lev->at[x + dx][y + dy].typ] & 1))
                nb |= NB(dx, dy);
    set_mode(&lev->at[x][y], mode_of(lev->at[x][y].typ,
                                     lev->at[x][y].horizontal, nb));
}

/* Modes change only flags, never what is rock, so every cell's
 * neighbourhood comes from columns of bits built once: row y at bit
 * y + 1, off the map set. */
void set_wall_state(struct nhl_level *lev)
{
    const uint64_t *kind = rockish_table(lev);
    uint32_t rock[COLNO + 2], walls[COLNO + 2];
    const uint32_t off_rows = 1u | 1u << (ROWNO + 1);

    for (int x = -1; x <= COLNO; x++) {
        uint64_t both = 0;

        if (x >= 0 && x < COLNO)
#pragma GCC unroll 21
            for (int y = 0; y < ROWNO; y++)
                both |= kind[lev->at[x][y].typ] << (y + 1);
        walls[x + 1] = (uint32_t) (both >> 32);
        /* column 0 is off the map to its neighbours */
        rock[x + 1] = isok(x, 0) ? (uint32_t) both | off_rows
                                 : (1u << (ROWNO + 2)) - 1;
    }
    for (int x = 0; x < COLNO; x++) {
        uint32_t w = walls[x + 1];

        while (w) {
            int y = lowest_bit(w) - 1;
            struct rm *c = &lev->at[x][y];
            unsigned nb;

            w &= w - 1;
            nb = ((rock[x] >> y) & 7) | ((rock[x + 1] >> y) & 7) << 3
                 | ((rock[x + 2] >> y) & 7) << 6;
            set_mode(c, mode_of(c->typ, c->horizontal, nb));
        }
    }
}
