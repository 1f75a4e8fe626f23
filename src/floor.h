/* floor.h - floors: any level of any dungeon of a game's layout named by
 * its place, "mines:3" for the third level of the Gnomish Mines, and what
 * C's makelevel builds there (the special level, the dungeon's level
 * file, its filler, a quest filler, or rooms or a maze made without a
 * level file).
 *
 * A floor name is KEY:N. KEY names a dungeon: "dlvl" the first one (the
 * Dungeons of Doom, as "dlvl:N" always has), or a word of the dungeon's
 * name, lower case, without "'s": its last word ("doom", "gehennom",
 * "mines", "quest", "sokoban", "ludios", "tower", "planes", "tutorial")
 * or any other word that names one dungeon only ("gnomish", "vlad",
 * "elemental"). N counts from the dungeon's top level, 1. */
#ifndef NHLEV_FLOOR_H
#define NHLEV_FLOOR_H

#include <stdbool.h>
#include <stddef.h>

#include "dungeon.h"

/* Does name have a floor name's shape (KEY:N, KEY letters, digits, '_'
 * or '-', N digits)? Says nothing of whether the layout has it. */
bool floor_name_shaped(const char *name);

/* Place a floor name in the layout: 0 with *out set; -1 with err when the
 * name is no floor of this layout (unknown dungeon, N out of range). */
int floor_parse(const struct dungeon_layout *dl, const char *name,
                d_level *out, char *err, size_t errlen);

/* The dungeon's key ("dlvl" for the first dungeon, "mines" ...) and a
 * floor's name ("mines:3"). */
void floor_key(const struct dungeon_layout *dl, int dnum, char *buf,
               size_t len);
void floor_name(const struct dungeon_layout *dl, d_level at, char *buf,
                size_t len);

/* What C's makelevel builds on a floor, in the order it asks. */
enum floor_kind {
    FLOOR_SPECIAL,    /* a special level (C: Is_special): its file */
    FLOOR_PROTO,      /* the dungeon's level file, "tower" + dlevel */
    FLOOR_FILL,       /* the dungeon's filler ("minefill", "hellfill") */
    FLOOR_QUEST_FILL, /* "Xxx-fila" above the locate level, else "-filb" */
    FLOOR_HELL_MAZE,  /* Gehennom without a filler: a random maze */
    FLOOR_ORDINARY,   /* rooms; below Medusa a maze 4 times in 5 */
    FLOOR_ROGUE,      /* the Rogue level (C: makeroguerooms) */
};

/* The kind of level at `at` and, for the first four kinds, the level
 * file's base name to load (a special level without its variant
 * number: the build draws it). role_code names the quest's files ("Val").
 * (C: makelevel's choice, makemaz's protofile) */
enum floor_kind floor_plan(const struct dungeon_layout *dl, d_level at,
                           const char *role_code, char *file, size_t len);

/* A short description of what stands on a floor, for listings: the
 * special level or file, "ordinary", "maze or rooms" below Medusa,
 * "maze". */
void floor_describe(const struct dungeon_layout *dl, d_level at,
                    const char *role_code, char *buf, size_t len);

#endif
