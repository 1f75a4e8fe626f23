/* export.h - the map as the viewer draws it, taken elsewhere: SVG, PNG,
 * a self-contained HTML page with a tooltip per cell, or the NetHack
 * wiki's markup. `nhlev render --format svg|png|html|wiki` and the
 * viewer's e key both build an export_map and hand it to one writer.
 *
 * The map is drawn by mapview_draw itself (into a screen of its own), so
 * every glyph, colour and overlay mark is the viewer's: nothing here knows
 * which symbol or colour a cell has. Each overlay that is on becomes a
 * layer of its own: the cells it changes, drawn the way it changes them. */
#ifndef NHLEV_UI_EXPORT_H
#define NHLEV_UI_EXPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "app.h"
#include "screen.h"

enum export_format { EXPORT_SVG, EXPORT_PNG, EXPORT_HTML, EXPORT_WIKI, EXPORT_NFORMATS };

/* "svg" ... -> format, -1 if none; and back (also the file suffix) */
int export_format_from_name(const char *name);
const char *export_format_name(enum export_format f);

/* the map, its overlay layers, the cursor's tooltips */
#define EXPORT_MAX_LAYERS 12

struct export_layer {
    char id[24];                  /* "map", "lit", "rooms": the SVG <g> id */
    char title[96];               /* what its marks mean */
    bool on[COLNO][ROWNO];        /* the cells this layer draws */
    struct scell cell[COLNO][ROWNO];
};

struct export_map {
    char title[256];
    enum charset cs;              /* DEC line drawing: box drawing, else ASCII */
    int nlayers;                  /* layer 0 is the map: every cell */
    struct export_layer layer[EXPORT_MAX_LAYERS];
    /* the screen itself, every overlay drawn at once as the viewer does
       (where two overlays mark one cell, their marks combine) */
    struct scell shown[COLNO][ROWNO];
    /* what the viewer's panel says of each cell, lines joined by '\n';
       NULL for solid rock with nothing on it */
    char *tip[COLNO][ROWNO];
};

/* Geometry of the raster and vector images: one cell, the title strip. */
#define EXPORT_CELL_W 10
#define EXPORT_CELL_H 18
#define EXPORT_FONT_PX 15
#define EXPORT_TITLE_H EXPORT_CELL_H
#define EXPORT_IMAGE_W (COLNO * EXPORT_CELL_W)
#define EXPORT_IMAGE_H (EXPORT_TITLE_H + ROWNO * EXPORT_CELL_H)

/* What the viewer shows of a's level: its map at the step shown, with the
 * overlays that are on. NULL if out of memory or no level. */
struct export_map *export_from_app(struct app *a);
/* A built level as a viewer that has just opened it shows it, with the
 * given OV_* overlays on (the viewer starts with objects, monsters and
 * traps), for the command line. */
struct export_map *export_from_level(struct nhl_level *lev, const char *title, enum charset cs,
                                     unsigned overlays);
/* "objects,lit,rooms" (the SVG layer ids, and objects, monsters, traps;
 * "none": the bare terrain) -> OV_* bits; -1 with why if a name is none */
int export_overlays_from_names(const char *list, unsigned *out, char *why, size_t whylen);
void export_free(struct export_map *m);

/* Write m as f to out; 0, or -1 with why in err. */
int export_write(const struct export_map *m, enum export_format f, FILE *out, char *err,
                 size_t errlen);

/* The glyph a cell is drawn with in m's charset (UTF-8). */
const char *export_glyph(const struct export_map *m, const struct scell *c);
/* What the screen shows at (x,y), all layers at once. */
const struct scell *export_top(const struct export_map *m, int x, int y);
/* RGB of a NetHack colour as the exports paint it ("#rrggbb"). */
const char *export_rgb(int color);
/* s escaped for XML/HTML text and attributes: & < > " ' as entities, a
 * newline as &#10;, and every byte no XML document may hold (controls,
 * broken UTF-8) as '?'. Script strings are anyone's. */
void export_xml_escape(FILE *out, const char *s);

/* in with every byte that is no UTF-8 character, or a control, as '?'
 * (cairo draws only valid UTF-8) */
void export_utf8_clean(const char *in, char *out, size_t len);

/* The writers (export_svg.c, export_png.c, export_html.c, export_wiki.c). */
int export_svg(const struct export_map *m, FILE *out);
int export_png(const struct export_map *m, FILE *out, char *err, size_t errlen);
/* Load the fonts the PNG draws with now: fontconfig keeps what it loads
 * first for the process's life, which a fuzzer checking each input for
 * leaks would otherwise count against the input that first drew a PNG. */
void export_png_warm(void);
int export_html(const struct export_map *m, FILE *out);
int export_wiki(const struct export_map *m, FILE *out);

/* The viewer's e key: write what is on screen as f to NAME-sSEED.EXT in
 * the current directory (a->export_dir if set), never over a file (NAME-sSEED-1.EXT, -2 ...);
 * the path written, or why not, goes to a->msg. */
void export_from_viewer(struct app *a, enum export_format f);

#endif
