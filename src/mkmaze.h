/* mkmaze.h - a level that is a maze without a level file: Gehennom's
 * levels when it has no filler, and the Dungeons of Doom's below Medusa
 * four times in five (C: mkmaze.c makemaz("") and populate_maze). */
#ifndef NHLEV_MKMAZE_H
#define NHLEV_MKMAZE_H

#include "level.h"

/* Carve the maze into the fresh level lev (as level_new made it; ctx
 * gives dlevel, dunlevs_in_dungeon, the branch, invocation_level), wall
 * it, put the stairs (or the vibrating square), the branch, then stock
 * it. (C: makemaz's part for no protofile) */
void makemaz_random(struct nhl_level *lev);

/* Objects, boulders, minotaurs, monsters, gold and traps on random maze
 * corridor spots, through lev->build->gen's factories. (C: populate_maze) */
void populate_maze(struct nhl_level *lev);

#endif
