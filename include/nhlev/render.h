/* nhlev/render.h - part of nhlev.h: render: cells and maps as NetHack draws them.
 * Include <nhlev.h>, not this file: each part relies on those before it. */
#ifndef NHLEV_PART_RENDER_H
#define NHLEV_PART_RENDER_H
#ifndef NHLEV_H
#error "include <nhlev.h>, not its parts"
#endif

/* ==================================================================== */
/* Render: cells and maps as NetHack draws them                         */
/* ==================================================================== */

enum nhl_render_mode {
    RENDER_ASCII = 0,  /* NetHack's default symbols (mapASCII) */
    RENDER_DEC,        /* DECgraphics, emitted as UTF-8 (mapDEC) */
    RENDER_DEC_RAW,    /* DECgraphics as VT100 bytes: line-drawing glyphs are
                        * the byte to send while the alternate charset is on
                        * (RENDER_ALTCHARSET in the return value) */
    RENDER_UNICODE,    /* the Enhanced1 symset */
    RENDER_NMODES
};

/* colours, numbered as NetHack's color.h */
enum {
    CLR_BLACK = 0, CLR_RED, CLR_GREEN, CLR_BROWN, CLR_BLUE, CLR_MAGENTA,
    CLR_CYAN, CLR_GRAY, NO_COLOR, CLR_ORANGE, CLR_BRIGHT_GREEN, CLR_YELLOW,
    CLR_BRIGHT_BLUE, CLR_BRIGHT_MAGENTA, CLR_BRIGHT_CYAN, CLR_WHITE
};

/* what nhl_render_cell drew (low bits of its return value) */
enum nhl_render_layer {
    RL_TERRAIN = 0, RL_ENGRAVING, RL_TRAP, RL_OBJECT, RL_MONSTER
};
#define RENDER_LAYER_MASK 0x0f
#define RENDER_ALTCHARSET 0x10  /* DEC_RAW: draw glyph in the DEC charset */

#define RENDER_GLYPH_MAX 8      /* a glyph is at most 4 UTF-8 bytes + NUL */

/* What lies on each cell, for drawing a whole map: finding the monster,
 * object, trap and engraving of a cell by walking the level's lists is
 * quadratic over a map (a zoo, a storeroom). Built once per drawing; the
 * level's lists must not change while it is used. */
struct nhl_render_index {
    short mon[COLNO][ROWNO];   /* the monster shown, -1 none */
    short obj[COLNO][ROWNO];   /* the object on top, -1 none */
    short trap[COLNO][ROWNO];
    short engr[COLNO][ROWNO];
};
void nhl_render_index_build(const struct nhl_level *lev, struct nhl_render_index *ix);

/* nhl_render_cell and render_cell_sym through an index (NULL: the lists are
 * walked) */
int nhl_render_cell_ix(const struct nhl_level *lev, const struct nhl_render_index *ix, int x, int y,
                       enum nhl_render_mode mode, char glyph[RENDER_GLYPH_MAX], int *color);
int nhl_render_cell_sym_ix(const struct nhl_level *lev, const struct nhl_render_index *ix, int x,
                           int y);

/* The cell (x,y): writes the NUL-terminated glyph (one character, UTF-8 in
 * the Unicode modes) and its colour. Returns the layer drawn, with
 * RENDER_ALTCHARSET or'ed in when the glyph is a DEC special-graphics byte.
 * Out-of-map cells draw as stone. */
int nhl_render_cell(const struct nhl_level *lev, int x, int y, enum nhl_render_mode mode,
                    char glyph[RENDER_GLYPH_MAX], int *color);

/* the map symbol of a boulder on top (render.h's render_cell_sym): what
 * a symset may redraw beside the S_* indexes */
#define RENDER_SYM_BOULDER 1000
/* Glyph of an S_* index in a mode (colour, description: render.h). */
const char *nhl_render_sym_glyph(int sym, enum nhl_render_mode mode);
/* the stand-in a lenient build made that cell (x,y) shows - its monster m,
 * its top object o (either NULL), else its trap or terrain: 1 + its index
 * in lev->standins, 0 none. Drawn as NHL_STANDIN_ASCII (unicode:
 * NHL_STANDIN_UNICODE) in bright magenta. */
int nhl_render_standin(const struct nhl_level *lev, const struct monst *m,
                       const struct obj *o, int x, int y);
/* A trap type's name in the game ("squeaky board", "sleeping gas trap":
 * its map symbol's description), as a level document, nh.gettrap, the
 * stats and the viewer give it; "" for NO_TRAP or a number no trap has.
 * Public so that a reader names traps from the one table. */
const char *nhl_trap_name(int ttyp);

/* The whole map, ROWNO lines of COLNO glyphs each ending in '\n', column 0
 * included (as the truth files' mapASCII). DEC_RAW writes plain bytes
 * without charset switching. Returns bytes written (excluding the NUL), or
 * -1 if buf is too small (COLNO*4+1 per row always suffices). */
int nhl_render_map(const struct nhl_level *lev, enum nhl_render_mode mode, char *buf,
                   size_t len);

/* "ascii" / "dec" / "dec-raw" / "unicode" -> mode, -1 if unknown */
int nhl_render_mode_from_name(const char *name);

#endif
