/* symset.h - symbol sets in the format of NetHack's dat/symbols file: the
 * symsets a player chooses with OPTIONS=symset:NAME (DECgraphics,
 * IBMgraphics, curses, Enhanced1, plain ...), read from NetHack's own file
 * or the project's assets/symbols, so a map can be drawn as the player sees
 * it in the game.
 *
 * Only the map symbols (S_stone .. S_vibrating_square: terrain and traps,
 * render.h's sym numbering) and S_boulder are taken; the object and monster
 * class symbols and the UTF8 handler's per-glyph G_* entries are read past. */
#ifndef NHLEV_SYMSET_H
#define NHLEV_SYMSET_H

/* all public: nhlev.h */
#include "nhlev.h"

/* engine-private (issue 22.4: no user of nhlev.h calls these) */
/* The S_* name -> slot, -1 if it is not one nhl_symset_parse keeps. */
int symset_slot(const char *sname, size_t n);

#endif
