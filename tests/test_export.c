/* test_export.c - `nhlev render --format svg|png|html|wiki` and the
 * viewer's e key, on the castle of NetHack 5.0.0: the SVG parses (libxml2)
 * with one <text> per map cell in its map layer; the PNG decodes (cairo)
 * at its size; the HTML has a tooltip on every cell that shows something
 * and escapes a hostile script's strings; the wiki markup holds the text
 * render's rows; e writes a file and never over one. */
#include <criterion/criterion.h>
#include <cairo.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "testutil.h"

#define COLS 80
#define ROWS 21
#define CASTLE "castle --seed 1 --dat " TU_NETHACK50_DAT
#define HOSTILE NHLEV_TEST_DIR "/fixtures/export/hostile.lua"

static char dir[64];

static void setup(void)
{
    snprintf(dir, sizeof dir, "/tmp/nhlev_export.XXXXXX");
    cr_assert_not_null(mkdtemp(dir));
}

static void teardown(void)
{
    char cmd[128];

    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    cr_assert_eq(system(cmd), 0);
}

TestSuite(export, .init = setup, .fini = teardown);

/* run `cd dir && nhlev ARGS >out 2>err`; the exit status */
static int nhlev(const char *args, const char *out)
{
    char cmd[4096];

    snprintf(cmd, sizeof cmd, "cd '%s' && %s %s >'%s/%s' 2>'%s/err'", dir, NHLEV_BIN, args,
             dir, out, dir);
    int st = system(cmd);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static char *file_in_dir(const char *name)
{
    char path[256];

    snprintf(path, sizeof path, "%s/%s", dir, name);
    return tu_slurp(path);
}

/* the text render's 21 rows of 80 */
static void text_rows(const char *level, char rows[ROWS][COLS + 1])
{
    char args[512];

    snprintf(args, sizeof args, "render %s --format text", level);
    cr_assert_eq(nhlev(args, "text"), 0);
    char *t = file_in_dir("text");
    cr_assert_not_null(t);
    const char *p = t;
    for (int y = 0; y < ROWS; y++) {
        const char *nl = strchr(p, '\n');
        cr_assert_not_null(nl, "row %d missing", y);
        cr_assert_eq(nl - p, COLS, "row %d is %d long", y, (int) (nl - p));
        memcpy(rows[y], p, COLS);
        rows[y][COLS] = '\0';
        p = nl + 1;
    }
    free(t);
}

static int count_children(xmlNode *g, const char *name)
{
    int n = 0;

    for (xmlNode *c = g->children; c; c = c->next)
        n += c->type == XML_ELEMENT_NODE && strcmp((const char *) c->name, name) == 0;
    return n;
}

Test(export, svg_parses_with_one_text_per_cell)
{
    char path[128];

    cr_assert_eq(nhlev("render " CASTLE " --format svg -o castle.svg", "out"), 0);
    snprintf(path, sizeof path, "%s/castle.svg", dir);
    xmlDoc *doc = xmlReadFile(path, NULL, XML_PARSE_NONET);
    cr_assert_not_null(doc, "the SVG is not well-formed XML");
    xmlNode *root = xmlDocGetRootElement(doc);
    cr_assert_str_eq((const char *) root->name, "svg");
    xmlNode *map = NULL;
    bool title = false;
    for (xmlNode *c = root->children; c; c = c->next) {
        if (c->type != XML_ELEMENT_NODE)
            continue;
        if (strcmp((const char *) c->name, "title") == 0) {
            xmlChar *t = xmlNodeGetContent(c);
            title = strstr((const char *) t, "castle seed 1") != NULL;
            xmlFree(t);
        }
        xmlChar *id = xmlGetProp(c, (const xmlChar *) "id");
        if (id && strcmp((const char *) c->name, "g") == 0 && strcmp((const char *) id, "map") == 0)
            map = c;
        xmlFree(id);
    }
    cr_assert(title, "no <title> naming the level");
    cr_assert_not_null(map, "no <g id=\"map\">");
    cr_assert_eq(count_children(map, "text"), COLS * ROWS);
    xmlFreeDoc(doc);
}

Test(export, svg_overlays_are_layers)
{
    /* the viewer's lit and rooms overlays on: a <g> each */
    cr_assert_eq(nhlev("view " CASTLE " --headless --keys 'ire<Enter>'", "screen"), 0);
    char *svg = file_in_dir("castle-s1.svg");
    cr_assert_not_null(svg, "e wrote no castle-s1.svg");
    cr_assert(strstr(svg, "<g id=\"map\">"));
    cr_assert(strstr(svg, "<g id=\"lit\">"));
    cr_assert(strstr(svg, "<g id=\"rooms\">"));
    cr_assert_null(strstr(svg, "<g id=\"doors\">"), "an overlay that is off has no layer");
    free(svg);
}

static void png_size(const char *name, int *w, int *h)
{
    char path[128];

    snprintf(path, sizeof path, "%s/%s", dir, name);
    cairo_surface_t *s = cairo_image_surface_create_from_png(path);
    cr_assert_eq(cairo_surface_status(s), CAIRO_STATUS_SUCCESS, "%s does not decode: %s",
                 name, cairo_status_to_string(cairo_surface_status(s)));
    *w = cairo_image_surface_get_width(s);
    *h = cairo_image_surface_get_height(s);
    cairo_surface_destroy(s);
}

Test(export, png_decodes_at_its_size)
{
    int w, h;

    /* 10x18 pixels a cell, one row of them for the title */
    cr_assert_eq(nhlev("render " CASTLE " -o castle.png", "out"), 0);
    png_size("castle.png", &w, &h);
    cr_assert_eq(w, COLS * 10);
    cr_assert_eq(h, (ROWS + 1) * 18);
    /* and through a pipe */
    cr_assert_eq(nhlev("render " CASTLE " --format png", "piped.png"), 0);
    png_size("piped.png", &w, &h);
    cr_assert_eq(w, COLS * 10);
}

/* the HTML's map cells in reading order: glyph (entities decoded) and
 * whether the cell has a tooltip */
struct hcell { char glyph[8]; bool tip; };

static int html_cells(const char *html, struct hcell *cells, int max)
{
    const char *p = strstr(html, "<div class=\"map\">");
    const char *end = p ? strstr(p, "<div class=\"legend\">") : NULL;
    int n = 0;

    cr_assert(p && end, "no map in the page");
    while ((p = strstr(p, "<span ")) && p < end && n < max) {
        const char *gt = strchr(p, '>');
        const char *close = strstr(gt, "</span>");
        struct hcell *c = &cells[n++];
        size_t k = 0;

        /* a tooltip's text is escaped: no '>' before the tag's end */
        const char *tip = strstr(p, " data-tip=\"");
        c->tip = tip && tip < gt;
        for (const char *q = gt + 1; q < close && k + 1 < sizeof c->glyph;) {
            static const char *const ent[][2] = { { "&lt;", "<" }, { "&gt;", ">" },
                { "&amp;", "&" }, { "&quot;", "\"" }, { "&#39;", "'" } };
            bool done = false;
            for (size_t e = 0; e < 5 && !done; e++)
                if (strncmp(q, ent[e][0], strlen(ent[e][0])) == 0) {
                    c->glyph[k++] = ent[e][1][0];
                    q += strlen(ent[e][0]);
                    done = true;
                }
            if (!done)
                c->glyph[k++] = *q++;
        }
        c->glyph[k] = '\0';
        p = close;
    }
    return n;
}

Test(export, html_has_a_tooltip_on_every_cell_shown)
{
    static struct hcell cells[COLS * ROWS + 1];
    char rows[ROWS][COLS + 1];

    text_rows(CASTLE, rows);
    cr_assert_eq(nhlev("render " CASTLE " --format html -o castle.html", "out"), 0);
    char *html = file_in_dir("castle.html");
    cr_assert_not_null(html);
    /* self-contained: no script, nothing fetched */
    cr_assert_null(strstr(html, "<script"));
    cr_assert_null(strstr(html, "://"));
    cr_assert_null(strstr(html, "src="));
    int n = html_cells(html, cells, COLS * ROWS + 1), tips = 0;
    cr_assert_eq(n, COLS * ROWS);
    for (int i = 0; i < n; i++) {
        char want[2] = { rows[i / COLS][i % COLS], 0 };

        cr_assert_str_eq(cells[i].glyph, want, "cell %d,%d", i % COLS, i / COLS);
        if (want[0] != ' ')
            cr_assert(cells[i].tip, "cell %d,%d ('%s') has no tooltip", i % COLS, i / COLS,
                      want);
        tips += cells[i].tip;
    }
    /* what the panel says: a monster's species, an object's full name */
    cr_assert(strstr(html, "mon: soldier"), "no soldier in the tooltips");
    cr_assert(strstr(html, "wand of wishing"), "no wand of wishing in the tooltips");
    cr_assert_gt(tips, 1000);
    free(html);
}

Test(export, hostile_strings_are_escaped)
{
    cr_assert_eq(nhlev("render " HOSTILE " --format html -o h.html", "out"), 0);
    char *html = file_in_dir("h.html");
    cr_assert_not_null(html);
    cr_assert_null(strstr(html, "<script"), "an engraving became markup");
    cr_assert_null(strstr(html, "<b onclick"), "an object name became markup");
    cr_assert(strstr(html, "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;"),
              "the engraving's text is not in a tooltip, escaped");
    cr_assert(strstr(html, "named &lt;/span&gt;&lt;b onclick=x&gt;"));
    cr_assert_null(strchr(html, '\033'), "a terminal escape reached the page");
    free(html);
    /* the SVG of the same level is still XML */
    cr_assert_eq(nhlev("render " HOSTILE " --format svg -o h.svg", "out"), 0);
    char path[128];
    snprintf(path, sizeof path, "%s/h.svg", dir);
    xmlDoc *doc = xmlReadFile(path, NULL, XML_PARSE_NONET);
    cr_assert_not_null(doc);
    xmlFreeDoc(doc);
}

Test(export, wiki_holds_the_text_render)
{
    char rows[ROWS][COLS + 1];

    text_rows(CASTLE, rows);
    cr_assert_eq(nhlev("render " CASTLE " --format wiki", "wiki"), 0);
    char *w = file_in_dir("wiki");
    cr_assert_not_null(w);
    char *p = strstr(w, "<pre>\n");
    cr_assert_not_null(p, "no <pre> block");
    p += 6;
    for (int y = 0; y < ROWS; y++) {
        char row[COLS * 6 + 1];
        size_t k = 0;

        /* the row with &lt; &gt; &amp; decoded */
        while (*p && *p != '\n' && k < COLS) {
            if (strncmp(p, "&lt;", 4) == 0)
                row[k++] = '<', p += 4;
            else if (strncmp(p, "&gt;", 4) == 0)
                row[k++] = '>', p += 4;
            else if (strncmp(p, "&amp;", 5) == 0)
                row[k++] = '&', p += 5;
            else
                row[k++] = *p++;
        }
        row[k] = '\0';
        cr_assert_str_eq(row, rows[y], "wiki row %d", y);
        cr_assert_eq(*p, '\n');
        p++;
    }
    cr_assert(strncmp(p, "</pre>", 6) == 0);
    free(w);
}

Test(export, bad_output_is_one_line_exit_2)
{
    cr_assert_eq(nhlev("render " CASTLE " --format svg -o /nonexistent/dir/x.svg", "out"), 2);
    char *err = file_in_dir("err");
    cr_assert(strstr(err, "/nonexistent/dir/x.svg"), "%s", err);
    cr_assert_eq(strchr(err, '\n'), err + strlen(err) - 1, "not one line: %s", err);
    free(err);
    cr_assert_eq(nhlev("render " CASTLE " --format gif", "out"), 2);
    err = file_in_dir("err");
    cr_assert(strstr(err, "'gif'"), "%s", err);
    free(err);
    /* trace writes no pictures */
    cr_assert_eq(nhlev("trace " CASTLE " --format svg", "out"), 2);
}

Test(export, viewer_e_writes_a_file_and_never_over_one)
{
    /* someone's file where the first name would go */
    char path[128];
    snprintf(path, sizeof path, "%s/castle-s1.html", dir);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("mine\n", f);
    fclose(f);
    cr_assert_eq(nhlev("view " CASTLE " --headless --keys 'e<Enter>e<Enter>ehtml<Enter>"
                       "epng<Enter>'", "screen"), 0);
    char *screen = file_in_dir("screen");
    cr_assert(strstr(screen, "exported png (ASCII, as shown; 1 layer): castle-s1.png"),
              "message line: %s",
              strrchr(screen, '\n') ? screen : screen);
    free(screen);
    for (const char *n = "castle-s1.svg\0castle-s1-1.svg\0castle-s1-1.html\0castle-s1.png\0";
         *n; n += strlen(n) + 1) {
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir, n);
        cr_assert_eq(stat(path, &st), 0, "%s not written", n);
        cr_assert_gt(st.st_size, 1000, "%s is empty", n);
    }
    char *mine = file_in_dir("castle-s1.html");
    cr_assert_str_eq(mine, "mine\n", "e wrote over a file");
    free(mine);
    int w, h;
    png_size("castle-s1.png", &w, &h);
    cr_assert_eq(h, (ROWS + 1) * 18);
}

Test(export, viewer_export_dir)
{
    char path[160];

    /* e writes into --export-dir, and the message line says where */
    snprintf(path, sizeof path, "%s/shots", dir);
    cr_assert_eq(mkdir(path, 0755), 0);
    cr_assert_eq(nhlev("view " CASTLE " --export-dir shots --headless --keys 'ewiki<Enter>'",
                       "screen"), 0);
    char *screen = file_in_dir("screen");
    cr_assert(strstr(screen, "exported wiki (ASCII, as wiki maps are; 1 layer): "
                             "shots/castle-s1.wiki"), "%s", screen);
    free(screen);
    char *w = file_in_dir("shots/castle-s1.wiki");
    cr_assert_not_null(w, "nothing in --export-dir");
    cr_assert(strstr(w, "<pre>"));
    free(w);
    /* a directory that is not there is said before anything is shown */
    cr_assert_eq(nhlev("view " CASTLE " --export-dir nowhere --headless", "screen"), 2);
    char *err = file_in_dir("err");
    cr_assert(strstr(err, "nowhere"), "%s", err);
    cr_assert_eq(strchr(err, '\n'), err + strlen(err) - 1, "not one line: %s", err);
    free(err);
}

Test(export, render_overlays_are_layers)
{
    /* the command line turns the viewer's overlays on by name */
    cr_assert_eq(nhlev("render " CASTLE " --format svg --overlays objects,lit,doors", "svg"), 0);
    char *svg = file_in_dir("svg");
    cr_assert(strstr(svg, "<g id=\"lit\">"));
    cr_assert(strstr(svg, "<g id=\"doors\">"));
    cr_assert_null(strstr(svg, "<g id=\"rooms\">"));
    free(svg);
    /* none: the bare terrain, as the text render shows it without things */
    cr_assert_eq(nhlev("render " CASTLE " --format wiki --overlays none", "wiki"), 0);
    char *w = file_in_dir("wiki");
    cr_assert_null(strstr(w, "@"), "a monster on the bare terrain");
    free(w);
    cr_assert_eq(nhlev("render " CASTLE " --format svg --overlays lit,bogus", "out"), 2);
    char *err = file_in_dir("err");
    cr_assert(strstr(err, "'bogus'"), "%s", err);
    free(err);
    cr_assert_eq(nhlev("render " CASTLE " --overlays lit", "out"), 2);
}
