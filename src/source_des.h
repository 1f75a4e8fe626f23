/* source_des.h - a level source of .des files (a 3.4.3/3.6-era dat/): its
 * dungeon.def and which file holds each level. source.c opens one when a
 * directory has no dungeon.lua but has a dungeon.def or .des files. */
#ifndef NHLEV_SOURCE_DES_H
#define NHLEV_SOURCE_DES_H

#include <stdbool.h>
#include <stddef.h>

#include "source.h"

/* Does dir hold a dungeon.def or any .des file? */
bool source_des_dir(const char *dir);

/* Fill src (its dir set) from the .des files of src->dir and its
 * dungeon.def if there is one. 0, or -1 with err. */
int source_des_open(struct level_source *src, char *err, size_t errlen);

/* The index entry of a level ("oracle", "minetn-3"), or NULL. */
const struct source_deslevel *source_des_level(const struct level_source *src,
                                               const char *level);
/* How many .des files define a level of that name (MiniHack's files all
 * call theirs "mylevel"). */
int source_des_count(const struct level_source *src, const char *level);
/* A name for a file of the source's dir: "lava_crossing" (a file's base)
 * or "mines.des:minetn-1" that is not a path from the working directory.
 * True with out = the path ("DIR/mines.des:minetn-1"). */
bool source_des_in_dir(const struct level_source *src, const char *name,
                       char *out, size_t len);
/* The path of the .des file holding a level; -1 if none does. */
int source_des_path(const struct level_source *src, const char *level,
                    char *path, size_t len);

#endif
