/* export_html.c - the map as one self-contained page: inline CSS, no
 * script, nothing fetched. The map is a grid of one <span> per cell in
 * the colours the screen shows (the top layer at each cell), and each cell
 * that is more than solid rock carries what the viewer's panel says of it
 * in data-tip, shown by CSS on hover. Everything from the level (the
 * title, object names, engravings) is escaped: scripts are anyone's. */
#include "export.h"

static const char style[] =
    "body { background: #000; color: #aaa; margin: 1em; "
    "font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; }\n"
    "h1 { font-size: 15px; color: #fff; font-weight: bold; margin: 0 0 .5em 0; }\n"
    ".map { font-size: 15px; line-height: 18px; }\n"
    ".row { display: block; height: 18px; white-space: pre; }\n"
    ".map span { display: inline-block; width: 1ch; height: 18px; vertical-align: top; "
    "position: relative; text-align: center; }\n"
    ".map span[data-tip]:hover { outline: 1px solid #fff; z-index: 2; }\n"
    ".map span[data-tip]:hover::after { content: attr(data-tip); position: absolute; "
    "left: 1.5ch; top: 1.3em; z-index: 3; white-space: pre; text-align: left; "
    "background: #1c1c1c; color: #eee; border: 1px solid #888; padding: 4px 6px; "
    "font-size: 13px; line-height: 16px; font-weight: normal; text-decoration: none; }\n"
    /* the tooltips of the right half open leftwards, of the lower half
       upwards, so none runs off the map */
    ".map span.w[data-tip]:hover::after { left: auto; right: 1.5ch; }\n"
    ".map span.s[data-tip]:hover::after { top: auto; bottom: 1.3em; }\n"
    ".b { font-weight: bold; }\n.u { text-decoration: underline; }\n"
    ".legend { font-size: 13px; margin-top: 1em; }\n";

int export_html(const struct export_map *m, FILE *out)
{
    fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>",
          out);
    export_xml_escape(out, m->title);
    fprintf(out, "</title>\n<style>\n%s", style);
    for (int c = 0; c < CLR_MAX; c++)
        fprintf(out, ".c%d { color: %s; }\n.r%d { background: %s; color: #000; }\n", c,
                export_rgb(c), c, export_rgb(c));
    fputs("</style>\n</head>\n<body>\n<h1>", out);
    export_xml_escape(out, m->title);
    fputs("</h1>\n<div class=\"map\">\n", out);
    for (int y = 0; y < ROWNO; y++) {
        fputs("<div class=\"row\">", out);
        for (int x = 0; x < COLNO; x++) {
            const struct scell *c = export_top(m, x, y);
            int color = c->color < CLR_MAX ? c->color : NO_COLOR;

            fprintf(out, "<span class=\"%c%d%s%s%s%s\"", c->attr & SA_REVERSE ? 'r' : 'c',
                    color, c->attr & SA_BOLD ? " b" : "", c->attr & SA_UNDERLINE ? " u" : "",
                    x >= COLNO / 2 ? " w" : "", y >= ROWNO / 2 ? " s" : "");
            if (m->tip[x][y]) {
                fputs(" data-tip=\"", out);
                export_xml_escape(out, m->tip[x][y]);
                fputc('"', out);
            }
            fputc('>', out);
            export_xml_escape(out, export_glyph(m, c));
            fputs("</span>", out);
        }
        fputs("</div>\n", out);
    }
    fputs("</div>\n<div class=\"legend\">", out);
    for (int l = 0; l < m->nlayers; l++) {
        fputs(l ? "<br>\n" : "", out);
        export_xml_escape(out, m->layer[l].id);
        fputs(": ", out);
        export_xml_escape(out, m->layer[l].title);
    }
    fputs("</div>\n</body>\n</html>\n", out);
    return ferror(out) ? -1 : 0;
}
