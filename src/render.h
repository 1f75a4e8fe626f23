/* render.h - one map cell as NetHack draws it on a fully mapped level:
 * monster over object over trap over engraving over terrain, with the
 * default symbols (ascii), the DECgraphics symset (as Unicode line-drawing
 * characters, the truth files' mapDEC, or as raw VT100 special-graphics
 * bytes), or the Enhanced1 Unicode symset; colours as the tty uses them. */
#ifndef NHLEV_RENDER_H
#define NHLEV_RENDER_H

/* the public calls: nhlev.h */
#include "nhlev.h"

/* engine-private (issue 22.4: no user of nhlev.h calls these) */
/* The map symbol (S_* index) drawn at (x,y) when no monster or object
 * hides it (terrain, trap, engraving), RENDER_SYM_BOULDER for a boulder on
 * top, -1 for any other monster or object: what a symset may redraw. */
int render_cell_sym(const struct nhl_level *lev, int x, int y);

/* The terrain symbol alone (C's back_to_glyph): an S_* index as defsym.h,
 * e.g. 0 stone, 1 vertical wall, 19 room, 25 up stairs. */
int render_terrain_sym(const struct nhl_level *lev, int x, int y);

int render_sym_color(int sym);
const char *render_sym_name(int sym);

/* A VT100 special-graphics letter (0x60..0x7e) as its Unicode look-alike
 * (mapDEC's spelling), NULL outside that range. */
const char *render_dec_unicode(char letter);

/* One row into buf (no newline). */
int render_row(const struct nhl_level *lev, int y, enum nhl_render_mode mode,
               char *buf, size_t len);

#endif
