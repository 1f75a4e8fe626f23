/* traps.c - des.trap: sp_lev.c trap_types, get_traptype_byname,
 * create_trap and get_free_room_loc, up to mktrap (see traps.h). */
#include "traps.h"

#include <stdlib.h>
#include <strings.h>

#include "fixup.h"
#include "spfeatures.h"

static const struct { const char *name; int type; } trap_types[] = {
    { "arrow", ARROW_TRAP },         { "dart", DART_TRAP },
    { "falling rock", ROCKTRAP },    { "board", SQKY_BOARD },
    { "bear", BEAR_TRAP },           { "land mine", LANDMINE },
    { "rolling boulder", ROLLING_BOULDER_TRAP },
    { "sleep gas", SLP_GAS_TRAP },   { "rust", RUST_TRAP },
    { "fire", FIRE_TRAP },           { "pit", PIT },
    { "spiked pit", SPIKED_PIT },    { "hole", HOLE },
    { "trap door", TRAPDOOR },       { "teleport", TELEP_TRAP },
    { "level teleport", LEVEL_TELEP }, { "magic portal", MAGIC_PORTAL },
    { "web", WEB },                  { "statue", STATUE_TRAP },
    { "magic", MAGIC_TRAP },         { "anti magic", ANTI_MAGIC },
    { "polymorph", POLY_TRAP },      { "vibrating square", VIBRATING_SQUARE },
    { "random", -1 },
};
#define NTRAPNAMES (sizeof trap_types / sizeof trap_types[0])

int traptype_by_name(const char *name)
{
    for (size_t i = 0; i < NTRAPNAMES; i++)
        if (!strcasecmp(name, trap_types[i].name))
            return trap_types[i].type;
    return NO_TRAP;
}

const char *traptype_name(int ttyp)
{
    for (size_t i = 0; i < NTRAPNAMES; i++)
        if (trap_types[i].type == ttyp)
            return trap_types[i].name;
    return NULL;
}

/* C: mkmaze.c pick_vibrasquare_location - a spot for the invocation,
 * away from the up stairs (not in line, not on a diagonal, more than 11
 * away) on open ground; up to 1000 tries of rn1 for x then y */
static void pick_vibrasquare_location(struct level *lev, int *px, int *py)
{
    const int xmin = 2, ymin = 2, xmargin = 6 - 2, ymargin = 5 - 2;
    const int dist = 11;
    int x_range = X_MAZE_MAX - xmin - 2 * xmargin - 1;
    int y_range = Y_MAZE_MAX - ymin - 2 * ymargin - 1;
    const struct stairway *up = NULL;
    int x, y, tries = 0;

    /* C's stairway list is newest first */
    for (int i = lev->nstairs - 1; i >= 0 && !up; i--)
        if (lev->stairs[i].up)
            up = &lev->stairs[i];
    for (;;) {
        x = rn1(lev->rng, x_range, xmin + xmargin + 1);
        y = rn1(lev->rng, y_range, ymin + ymargin + 1);
        if (++tries > 1000 || !up)
            break;
        int dx = abs(x - up->sx), dy = abs(y - up->sy);
        int dmin = dx > dy ? dx : dy;

        if (!(x == up->sx || y == up->sy || dx == dy || dmin <= dist
              || !SPACE_POS(lev->at[x][y].typ)
              || lregion_occupied(lev, x, y)))
            break;
    }
    *px = x;
    *py = y;
}

int trap_create(struct level *lev, const struct trap_request *rq)
{
    int x = rq->x, y = rq->y;
    int croom = lev->coder.croom;

    if (rq->type == VIBRATING_SQUARE) {
        pick_vibrasquare_location(lev, &x, &y);
    } else if (croom >= 0) {
        if (!get_free_room_loc(lev, croom, &x, &y))
            return -1;
    } else {
        int tries = 0, t;

        do {
            x = rq->x;
            y = rq->y;
            get_location_coord(lev, &x, &y, DRY, -1, NULL);
            t = isok(x, y) ? lev->at[x][y].typ : STONE;
        } while ((t == STAIRS || t == LADDER) && ++tries <= 100);
        if (tries > 100)
            return -1;
    }
    if (!isok(x, y))
        return -1;
    struct trap *t = level_trap_at(lev, x, y);

    if (!t)
        t = level_add_trap(lev);
    if (!t)
        return -1;
    t->tx = x;
    t->ty = y;
    t->ttyp = rq->type < 0 ? NO_TRAP : rq->type;
    t->tseen = rq->seen;
    t->once = false;
    t->dst.dnum = t->dst.dlevel = 0;
    if (rq->has_launch)
        t->launch = rq->launch;
    else
        t->launch.x = t->launch.y = 0;
    return (int) (t - lev->traps);
}
