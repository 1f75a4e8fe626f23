/* mkmaze.c - a random maze level (C: mkmaze.c makemaz when no level file
 * is named, populate_maze). The carving is maze.c's, the stairs
 * stairs.c's, the branch fixup.c's; this file only strings them together
 * in C's order of draws. See mkmaze.h. */
#include "mkmaze.h"

#include "data_enums.h"
#include "fixup.h"
#include "gen_ops.h"
#include "maze.h"
#include "mktrap.h"
#include "objdata.h"
#include "stairs.h"
#include "step.h"
#include "traps.h"
#include "wallify.h"

void populate_maze(struct nhl_level *lev)
{
    const struct gen_ops *g = lev->build->gen;
    struct coord mm = { 0, 0 };
    int i;

    /* each count is drawn once, before its things */
    for (i = rn1(lev->rng, 8, 11); i; i--) {
        (void) mazexy(lev, &mm);
        int oclass = rn2(lev->rng, 2) ? GEM_CLASS : RANDOM_CLASS;

        if (g && g->mkobj)
            (void) g->mkobj(lev, g->ud, oclass, mm.x, mm.y, true);
    }
    for (i = rn1(lev->rng, 10, 2); i; i--) {
        (void) mazexy(lev, &mm);
        if (g && g->mksobj)
            (void) g->mksobj(lev, g->ud, BOULDER, mm.x, mm.y, true, false);
    }
    for (i = rn2(lev->rng, 3); i; i--) {
        (void) mazexy(lev, &mm);
        if (g && g->makemon)
            (void) g->makemon(lev, g->ud, PM_MINOTAUR, mm.x, mm.y,
                              NO_MM_FLAGS);
    }
    for (i = rn1(lev->rng, 5, 7); i; i--) {
        (void) mazexy(lev, &mm);
        if (g && g->makemon)
            (void) g->makemon(lev, g->ud, -1, mm.x, mm.y, NO_MM_FLAGS);
    }
    for (i = rn1(lev->rng, 6, 7); i; i--) {
        (void) mazexy(lev, &mm);
        if (g && g->mkgold)
            (void) g->mkgold(lev, g->ud, 0L, mm.x, mm.y);
    }
    for (i = rn1(lev->rng, 6, 7); i; i--)
        (void) mktrap(lev, 0, MKTRAP_MAZEFLAG, -1, NULL);
}

void makemaz_random(struct nhl_level *lev)
{
    struct coord mm = { 0, 0 };
    bool invocation = lev->ctx.invocation_level;

    step_begin(lev, "create_maze", "", "", 0, 0);
    lev->flags.is_maze_lev = true;
    lev->flags.corrmaze = !rn2(lev->rng, 3);
    /* the invocation level keeps plain one-wide corridors, and draws no
     * coin for it */
    if (!invocation && rn2(lev->rng, 2)) {
        bool rmdeadends = !rn2(lev->rng, 5);

        create_maze(lev, -1, -1, rmdeadends);
    } else {
        create_maze(lev, 1, 1, false);
    }
    if (!lev->flags.corrmaze) {
        step_begin(lev, "wallification", "", "", 0, 0);
        wallification(lev, 2, 2, X_MAZE_MAX, Y_MAZE_MAX);
    }

    step_begin(lev, "mkstairs", "", "", 0, 0);
    (void) mazexy(lev, &mm);
    (void) mkstairs_force(lev, mm.x, mm.y, true, false);
    if (!invocation) {
        (void) mazexy(lev, &mm);
        (void) mkstairs_force(lev, mm.x, mm.y, false, false);
    } else {
        int x, y;

        pick_vibrasquare_location(lev, &x, &y);
        (void) maketrap(lev, x, y, VIBRATING_SQUARE);
    }

    step_begin(lev, "place_branch", "", "", 0, 0);
    place_branch(lev, 0, 0);

    step_begin(lev, "populate_maze", "", "", 0, 0);
    populate_maze(lev);
}
