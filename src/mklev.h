/* mklev.h - an ordinary Dungeons of Doom level, as C's mklev.c makelevel
 * builds one when no special level file is chosen: theme rooms (the
 * dungeon's themerms.lua) or random rooms, sorted, stairs, corridors,
 * niches, a vault, the special room chosen by depth, the branch, the
 * rooms' contents, the theme post-processing, then
 * level_finalize_topology. */
#ifndef NHLEV_MKLEV_H
#define NHLEV_MKLEV_H

#include <stdbool.h>

#include "level.h"

/* Build an ordinary level into the fresh level lev (as level_new made it;
 * ctx gives depth, dlevel, branch, themes).  The theme rooms are the
 * game's (game.h themes_dir); a game without them builds plain random
 * rooms (C: a dungeon with no themerms).  The Rogue level (ctx.special "rogue") takes
 * extralev.h's rooms, corridors and ghost instead, with no niches, vault
 * nor special room (C: makelevel's skip0).  Returns 0, or -1 with
 * lev->errmsg set.
 * (C: makelevel + level_finalize_topology) */
int mklev_ordinary(struct nhl_level *lev);

/* Pieces, for tests and other generators. */
/* up and down stairs in different rooms if possible (C: generate_stairs) */
void generate_stairs(struct nhl_level *lev);
/* the room for stairs or the branch, most particular first
 * (C: generate_stairs_find_room); -1 without rooms */
int generate_stairs_find_room(struct nhl_level *lev);
/* does room r hold a down / up stairway (C: has_dnstairs, has_upstairs) */
bool room_has_stairs(const struct nhl_level *lev, int r, bool up);
/* monsters, traps, gold, furniture and objects of an ordinary or themed
 * room and its subrooms (C: fill_ordinary_room) */
void fill_ordinary_room(struct nhl_level *lev, int r, bool bonus_items);

/* what the special-room choice by depth picked (C: makelevel's chain
 * before do_mkroom): an rtype, or OROOM for none */
int mklev_special_room_choice(struct nhl_level *lev, int room_threshold);

#endif
