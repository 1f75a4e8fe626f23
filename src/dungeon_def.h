/* dungeon_def.h - dungeon.def, the dungeon description of NetHack 3.4.3
 * and 3.6 (dgn_comp's language), read into the same source_dungeon
 * structures dungeon.lua gives, and written back as a NetHack 5.0
 * dungeon.lua. A game whose dat/ holds .des files and a dungeon.def is
 * laid out from it by the one dungeon module (dungeon.h), with the
 * engine's version's rules: what 3.7 did when it turned dungeon.def into
 * dungeon.lua (an absent chance is 100, the Mines' filler is named). */
#ifndef NHLEV_DUNGEON_DEF_H
#define NHLEV_DUNGEON_DEF_H

#include <stddef.h>
#include <stdio.h>

#include "source.h"

/* Parse text[0..len) (path names it in errors). 0 with *out (an array of
 * *n dungeons, free with dungeon_def_free) or -1 with err
 * "path:LINE:COL: what ..." for the first error. */
int dungeon_def_parse(const char *path, const char *text, size_t len,
                      struct source_dungeon **out, int *n, char *err,
                      size_t errlen);
void dungeon_def_free(struct source_dungeon *d, int n);

/* Write dungeons as a dungeon.lua NetHack 5.0 reads (the keys its
 * init_dungeons takes); `from` names the source in a heading comment. */
void dungeon_def_write_lua(FILE *out, const struct source_dungeon *d, int n,
                           const char *from);

#endif
