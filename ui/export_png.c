/* export_png.c - the map as a PNG, drawn with cairo: the screen's cells
 * (the map with every overlay on, as the viewer combines them; a raster
 * has no layers), in the monospace font fontconfig gives ("monospace": DejaVu
 * Sans Mono on Debian). cairo writes the PNG itself, so no second library
 * and no SVG renderer stand between the map and the picture. */
#include "export.h"

#include <cairo.h>
#include <string.h>

static void set_rgb(cairo_t *cr, const char *hex)
{
    unsigned r = 0, g = 0, b = 0;

    sscanf(hex, "#%02x%02x%02x", &r, &g, &b);
    cairo_set_source_rgb(cr, r / 255.0, g / 255.0, b / 255.0);
}

static void png_cell(cairo_t *cr, const struct export_map *m, const struct scell *c, int x,
                     int y, bool opaque)
{
    double px = x * EXPORT_CELL_W, py = EXPORT_TITLE_H + y * EXPORT_CELL_H;
    bool rev = c->attr & SA_REVERSE;
    int color = c->color < CLR_MAX ? c->color : NO_COLOR;
    char g[16];
    cairo_text_extents_t ext;

    export_utf8_clean(export_glyph(m, c), g, sizeof g);

    if (rev || opaque) {
        set_rgb(cr, rev ? export_rgb(color) : "#000000");
        cairo_rectangle(cr, px, py, EXPORT_CELL_W, EXPORT_CELL_H);
        cairo_fill(cr);
    }
    set_rgb(cr, rev ? "#000000" : export_rgb(color));
    cairo_select_font_face(cr, "monospace", CAIRO_FONT_SLANT_NORMAL,
                           c->attr & SA_BOLD ? CAIRO_FONT_WEIGHT_BOLD
                                             : CAIRO_FONT_WEIGHT_NORMAL);
    if (strcmp(g, " ") != 0) {
        /* centred in its cell: the font's advance is not the cell's */
        cairo_text_extents(cr, g, &ext);
        cairo_move_to(cr, px + (EXPORT_CELL_W - ext.x_advance) / 2,
                      py + EXPORT_CELL_H - 5);
        cairo_show_text(cr, g);
    }
    if (c->attr & SA_UNDERLINE) {
        cairo_rectangle(cr, px, py + EXPORT_CELL_H - 2, EXPORT_CELL_W, 1);
        cairo_fill(cr);
    }
}

void export_png_warm(void)
{
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 32, 32);
    cairo_t *cr = cairo_create(s);

    cairo_set_font_size(cr, EXPORT_FONT_PX);
    for (int bold = 0; bold < 2; bold++) {
        cairo_select_font_face(cr, "monospace", CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
        cairo_move_to(cr, 0, 20);
        cairo_show_text(cr, "@");
    }
    cairo_destroy(cr);
    cairo_surface_destroy(s);
}

static cairo_status_t to_file(void *closure, const unsigned char *data, unsigned int len)
{
    return fwrite(data, 1, len, closure) == len ? CAIRO_STATUS_SUCCESS
                                                : CAIRO_STATUS_WRITE_ERROR;
}

int export_png(const struct export_map *m, FILE *out, char *err, size_t errlen)
{
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, EXPORT_IMAGE_W,
                                                    EXPORT_IMAGE_H);
    cairo_t *cr = cairo_create(s);
    cairo_status_t st;
    char title[sizeof m->title];

    export_utf8_clean(m->title, title, sizeof title);

    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_paint(cr);
    cairo_set_font_size(cr, EXPORT_FONT_PX);
    /* the title; the script's text is drawn, never interpreted */
    cairo_select_font_face(cr, "monospace", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_move_to(cr, 2, EXPORT_TITLE_H - 5);
    cairo_show_text(cr, title);
    /* a picture of the screen: every overlay as the viewer combines them */
    for (int y = 0; y < ROWNO; y++)
        for (int x = 0; x < COLNO; x++)
            png_cell(cr, m, export_top(m, x, y), x, y, false);
    st = cairo_status(cr);
    cairo_destroy(cr);
    if (st == CAIRO_STATUS_SUCCESS) {
        cairo_surface_flush(s);
        st = cairo_surface_write_to_png_stream(s, to_file, out);
    }
    cairo_surface_destroy(s);
    if (st == CAIRO_STATUS_SUCCESS && fflush(out) == 0 && !ferror(out))
        return 0;
    snprintf(err, errlen, "%s", st != CAIRO_STATUS_SUCCESS ? cairo_status_to_string(st)
                                                           : "write error");
    return -1;
}
