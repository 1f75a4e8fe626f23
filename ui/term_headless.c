/* term_headless.c - a virtual screen of --size WxH fed from a --keys
 * script; prints the final screen as text (or every screen with --every).
 * What tests and scripts see is exactly what the curses back end shows,
 * less colours. */
#include <stdio.h>
#include <stdlib.h>

#include "app.h"

/* With --attrs: after the text, one line per row that has attributes, a
 * letter per cell: R reverse, B bold, U underline, D dim (the first that
 * applies), '.' none. Lets tests see overlays that only change attributes. */
static void print_attrs(const struct app *a, FILE *f)
{
    for (int y = 0; y < a->scr.h; y++) {
        char line[1024];
        int n = a->scr.w < (int)sizeof line - 1 ? a->scr.w : (int)sizeof line - 1;
        bool any = false;
        int last = 0;
        for (int x = 0; x < n; x++) {
            int at = a->scr.cells[y * a->scr.w + x].attr;
            char c = (at & SA_REVERSE) ? 'R' : (at & SA_BOLD) ? 'B'
                     : (at & SA_UNDERLINE) ? 'U' : (at & SA_DIM) ? 'D' : '.';
            line[x] = c;
            if (c != '.') {
                any = true;
                last = x + 1;
            }
        }
        line[last] = 0;
        if (any)
            fprintf(f, "attr %2d: %s\n", y, line);
    }
}

/* With --colors: after the text, one line per row that has colours,
 * "color ROW: " and a hex digit per cell, NetHack's colour number (render.h:
 * 1 red, 4 blue, b yellow ...), '.' the terminal's default. */
static void print_colors(const struct app *a, FILE *f)
{
    for (int y = 0; y < a->scr.h; y++) {
        char line[SCREEN_MAX + 1];
        int last = 0;

        for (int x = 0; x < a->scr.w; x++) {
            int c = a->scr.cells[y * a->scr.w + x].color;

            line[x] = c == NO_COLOR || c >= CLR_MAX ? '.' : "0123456789abcdef"[c];
            if (line[x] != '.')
                last = x + 1;
        }
        line[last] = 0;
        if (last)
            fprintf(f, "color %2d: %s\n", y, line);
    }
}

static void print_screen(const struct app *a, enum charset cs, bool attrs, bool colors,
                         FILE *f)
{
    int cap = a->scr.w * 4 + 1;
    char *buf = malloc((size_t)cap);
    if (!buf)
        return;
    for (int y = 0; y < a->scr.h; y++) {
        screen_row_text(&a->scr, y, cs, buf, cap);
        fprintf(f, "%s\n", buf);
    }
    free(buf);
    if (attrs)
        print_attrs(a, f);
    if (colors)
        print_colors(a, f);
}

/* app.h's busy for the key script: the user's next key, if it is Esc,
 * is pressed while the task runs (and taken from the script). */
static bool headless_busy(struct app *a, void *ctx)
{
    const char **p = ctx;
    int key = 0, w = 0, h = 0;
    int used = key_parse(*p, &key, &w, &h);

    (void) a;
    if (used > 0 && key == K_ESC) {
        *p += used;
        return true;
    }
    return false;
}

int term_headless_run(struct app *a, const struct term_opts *o)
{
    enum charset cs = o->cs == CS_AUTO ? CS_ASCII : o->cs;
    if (screen_resize(&a->scr, o->w, o->h) != 0) {
        fprintf(stderr, "nhlev view: out of memory for a %dx%d screen\n", o->w, o->h);
        return 1;
    }
    app_draw(a);
    int nscreen = 0;
    if (o->every) {
        printf("--- screen %d (start) ---\n", nscreen++);
        print_screen(a, cs, o->attrs, o->colors, stdout);
    }
    const char *p = o->keys ? o->keys : "";

    a->busy = headless_busy;
    a->busy_ctx = &p;
    while (*p && !a->quit) {
        int key = 0, w = 0, h = 0;
        int used = key_parse(p, &key, &w, &h);
        if (used < 0) {
            fprintf(stderr, "nhlev view: --keys: bad key name at \"%.20s\"\n", p);
            a->busy = NULL;
            return 2;
        }
        if (used == 0)
            break;
        char name[32];
        snprintf(name, sizeof name, "%.*s", used, p);
        p += used;
        if (key == K_RESIZE) {
            if (screen_resize(&a->scr, w, h) != 0) {
                a->busy = NULL;
                return 1;
            }
        } else if (key == K_MOUSE) {
            a->mouse_x = w;
            a->mouse_y = h;
            app_handle_key(a, key);
        } else
            app_handle_key(a, key);
        if (a->quit)
            break;
        app_draw(a);
        if (o->every) {
            printf("--- screen %d (after %s) ---\n", nscreen++, name);
            print_screen(a, cs, o->attrs, o->colors, stdout);
        }
    }
    a->busy = NULL;
    a->busy_ctx = NULL;
    if (!o->every)
        print_screen(a, cs, o->attrs, o->colors, stdout);
    fflush(stdout);
    return 0;
}
