/* stairs.c - des.stair / des.ladder: sp_lev.c l_create_stairway,
 * good_stair_loc, and mklev.c mkstairs (stairs.c stairway_add). */
#include "stairs.h"

#include "spfeatures.h"
#include "terrain.h"

static void add_stairway(struct nhl_level *lev, int x, int y, bool up,
                         bool ladder)
{
    struct stairway *s = level_add_stair(lev);

    if (!s)
        return;
    s->sx = x;
    s->sy = y;
    s->up = up;
    s->isladder = ladder;
    s->tolev.dnum = lev->ctx.dnum;
    s->tolev.dlevel = lev->ctx.dlevel + (up ? -1 : 1);
}

bool mkstairs_force(struct nhl_level *lev, int x, int y, bool up, bool force)
{
    if (!x || !isok(x, y))
        return false; /* C: impossible("bogus stair attempt") */
    if (force)
        lev->at[x][y].typ = ROOM;
    /* a regular stair cannot lead off either end of the dungeon */
    if (lev->ctx.dlevel == (up ? 1 : lev->ctx.dunlevs_in_dungeon))
        return false;
    add_stairway(lev, x, y, up, false);
    (void) set_levltyp(lev, x, y, STAIRS);
    lev->at[x][y].flags = up ? LA_UP : LA_DOWN;
    return true;
}

/* random stairs must not replace special terrain (C: good_stair_loc) */
static bool good_stair_loc(struct nhl_level *lev, int x, int y)
{
    int t = lev->at[x][y].typ;

    return t == ROOM || t == CORR || t == ICE;
}

bool stairway_create(struct nhl_level *lev, int x, int y, bool up, bool ladder,
                     int *ox, int *oy)
{
    bool random = (x == -1 && y == -1);

    get_location_coord(lev, &x, &y, DRY, lev->build->coder.croom,
                       random ? good_stair_loc : NULL);
    *ox = x;
    *oy = y;
    if (!isok(x, y))
        return false;
    for (int i = lev->ntraps - 1; i >= 0; i--)
        if (lev->traps[i].tx == x && lev->traps[i].ty == y)
            level_del_trap(lev, i);
    lev->build->splev_map[x][y] = true;

    if (ladder) {
        lev->at[x][y].typ = LADDER;
        add_stairway(lev, x, y, up, true);
        lev->at[x][y].flags = up ? LA_UP : LA_DOWN;
        return true;
    }
    return mkstairs_force(lev, x, y, up, !random);
}
