/* export_svg.c - the map as SVG: a title, then one <g> per layer (id
 * "map", then one per overlay that is on: "lit", "rooms" ...). The map
 * layer holds one <text> per cell, stone included, so the grid is whole;
 * an overlay's layer holds the cells it marks, each with a background
 * <rect> that hides the map's glyph under it. A monospace font at a fixed
 * advance keeps the columns even whatever font the reader has. */
#include "export.h"

/* one cell: x,y its map position */
static void svg_cell(const struct export_map *m, const struct scell *c, int x, int y,
                     bool opaque, FILE *out)
{
    int px = x * EXPORT_CELL_W, py = EXPORT_TITLE_H + y * EXPORT_CELL_H;
    bool rev = c->attr & SA_REVERSE;
    int color = c->color < CLR_MAX ? c->color : NO_COLOR;

    /* reverse video paints the cell in the colour and the glyph in black */
    if (rev || opaque)
        fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>", px,
                py, EXPORT_CELL_W, EXPORT_CELL_H, rev ? export_rgb(color) : "#000000");
    fprintf(out, "<text x=\"%d\" y=\"%d\" class=\"c%d%s%s\">", px,
            py + EXPORT_CELL_H - 5, rev ? 16 : color, c->attr & SA_BOLD ? " b" : "",
            c->attr & SA_UNDERLINE ? " u" : "");
    export_xml_escape(out, export_glyph(m, c));
    fputs("</text>\n", out);
}

int export_svg(const struct export_map *m, FILE *out)
{
    fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                 "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                 "viewBox=\"0 0 %d %d\">\n<title>",
            EXPORT_IMAGE_W, EXPORT_IMAGE_H, EXPORT_IMAGE_W, EXPORT_IMAGE_H);
    export_xml_escape(out, m->title);
    fputs("</title>\n<style>\n"
          "text { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; "
          "white-space: pre; }\n", out);
    fprintf(out, "text { font-size: %dpx; }\n", EXPORT_FONT_PX);
    for (int c = 0; c < CLR_MAX; c++)
        fprintf(out, ".c%d { fill: %s; }\n", c, export_rgb(c));
    fputs(".c16 { fill: #000000; }\n.b { font-weight: bold; }\n"
          ".u { text-decoration: underline; }\n.t { fill: #ffffff; }\n</style>\n", out);
    fprintf(out, "<rect width=\"%d\" height=\"%d\" fill=\"#000000\"/>\n", EXPORT_IMAGE_W,
            EXPORT_IMAGE_H);
    fprintf(out, "<text id=\"title\" class=\"t\" x=\"2\" y=\"%d\">", EXPORT_TITLE_H - 5);
    export_xml_escape(out, m->title);
    fputs("</text>\n", out);
    for (int l = 0; l < m->nlayers; l++) {
        const struct export_layer *L = &m->layer[l];

        fprintf(out, "<g id=\"%s\">\n<desc>", L->id);
        export_xml_escape(out, L->title);
        fputs("</desc>\n", out);
        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++)
                if (L->on[x][y])
                    svg_cell(m, &L->cell[x][y], x, y, l > 0, out);
        fputs("</g>\n", out);
    }
    fputs("</svg>\n", out);
    return ferror(out) ? -1 : 0;
}
