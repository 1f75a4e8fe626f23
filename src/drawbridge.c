/* drawbridge.c - des.drawbridge, after dbridge.c create_drawbridge and
 * sp_lev.c lspo_drawbridge. */
#include "drawbridge.h"

bool create_drawbridge(struct nhl_level *lev, int x, int y, int dir, bool open)
{
    int x2 = x, y2 = y;
    bool horiz;
    bool lava;
    struct rm *bridge, *wall;

    if (!isok(x, y))
        return false;
    lava = lev->at[x][y].typ == LAVAPOOL;
    switch (dir) {
    case DB_NORTH:
        horiz = true;
        y2--;
        break;
    case DB_SOUTH:
        horiz = true;
        y2++;
        break;
    case DB_EAST:
        horiz = false;
        x2++;
        break;
    default: /* C: impossible(), then as west */
    case DB_WEST:
        horiz = false;
        x2--;
        break;
    }
    if (!isok(x2, y2) || !IS_WALL(lev->at[x2][y2].typ))
        return false;
    bridge = &lev->at[x][y];
    wall = &lev->at[x2][y2];
    if (open) {
        bridge->typ = DRAWBRIDGE_DOWN;
        wall->typ = DOOR;
        wall->flags = D_NODOOR;
    } else {
        bridge->typ = DRAWBRIDGE_UP;
        wall->typ = DBWALL;
        /* the raised bridge's wall can't be dug */
        wall->flags = W_NONDIGGABLE;
    }
    bridge->horizontal = !horiz;
    wall->horizontal = horiz;
    /* C stores dir in the 5-bit drawbridgemask, so a bad dir keeps its low
     * bits; what lies under the bridge: moat unless lava */
    bridge->flags = (uint8_t) (dir & 0x1f);
    if (lava)
        bridge->flags |= DB_LAVA;
    return true;
}

bool drawbridge_place(struct nhl_level *lev, int x, int y, int dir, int state)
{
    bool ok;

    if (state == -1)
        state = !rn2(lev->rng, 2);
    ok = create_drawbridge(lev, x, y, dir, state != 0);
    if (isok(x, y))
        lev->build->splev_map[x][y] = true;
    return ok;
}
