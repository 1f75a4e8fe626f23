/* screen.h - the viewer's screen model: a grid of cells, each a glyph (UTF-8
 * text, or a DEC line-drawing letter that the back end renders as ACS,
 * Unicode box drawing or an ASCII fallback), a NetHack colour and attributes.
 * Every view draws only into this; the curses and headless back ends turn it
 * into output, so tests see exactly what a user would. */
#ifndef NHLEV_UI_SCREEN_H
#define NHLEV_UI_SCREEN_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>

#include "nhlev.h"

/* NetHack's colour numbers (color.h) come from render.h; NO_COLOR means
 * the terminal default. */
#define CLR_MAX 16

enum { SA_NONE = 0, SA_BOLD = 1, SA_REVERSE = 2, SA_UNDERLINE = 4, SA_DIM = 8 };

/* How line-drawing glyphs come out. */
enum charset { CS_AUTO = 0, CS_ASCII, CS_UNICODE, CS_DEC };

struct scell {
    char ch[5];      /* UTF-8 glyph, or the ASCII fallback of a DEC glyph */
    char dec;        /* DEC special-graphics letter ('q', 'x', ...) or 0 */
    uint8_t color;   /* CLR_* of render.h */
    uint8_t attr;    /* SA_* */
};

/* the largest screen side nhlev draws (no terminal is larger) */
#define SCREEN_MAX 1000

struct screen {
    int w, h;
    struct scell *cells;
    int curx, cury;  /* where the terminal cursor sits; -1 hides it */
};

void screen_init(struct screen *s);
int screen_resize(struct screen *s, int w, int h);  /* clears; -1 on OOM */
void screen_free(struct screen *s);
void screen_clear(struct screen *s);
struct scell *screen_at(struct screen *s, int x, int y);  /* NULL off-screen */

/* One glyph (the first UTF-8 character of `g`). */
void screen_put(struct screen *s, int x, int y, const char *g, int color, int attr);
/* A DEC special-graphics glyph with its ASCII fallback. */
void screen_put_dec(struct screen *s, int x, int y, char dec, char fallback,
                    int color, int attr);
/* Text clipped at maxw columns (maxw < 0: to the edge); returns columns used. */
int screen_text(struct screen *s, int x, int y, int maxw, int color, int attr,
                const char *text);
int screen_printf(struct screen *s, int x, int y, int maxw, int color, int attr,
                  const char *fmt, ...) __attribute__((format(printf, 7, 8)));
void screen_fill(struct screen *s, int x, int y, int w, int h, const char *g,
                 int color, int attr);
void screen_set_attr(struct screen *s, int x, int y, int w, int attr_or);

/* The UTF-8 box-drawing character for a DEC letter, NULL if none. */
const char *dec_to_utf8(char dec);
/* A plain ASCII stand-in for a DEC letter ('-', '|', '.', ...). */
char dec_to_ascii(char dec);
/* The DEC letter for a UTF-8 box-drawing character (as in truth mapDEC), 0. */
char utf8_to_dec(const char *u, int *len);

/* The text of row y as the given charset shows it (no colours), trailing
 * blanks trimmed, written to buf (NUL-terminated). */
void screen_row_text(const struct screen *s, int y, enum charset cs, char *buf,
                     int buflen);

#endif
