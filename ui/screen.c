/* screen.c - the cell grid every view draws into (see screen.h). */
#include "screen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void screen_init(struct screen *s)
{
    memset(s, 0, sizeof *s);
    s->curx = s->cury = -1;
}

int screen_resize(struct screen *s, int w, int h)
{
    if (w < 1) w = 1;
    if (h < 1) h = 1;
    /* no terminal is larger; a key script's <resize:100000x100000> must
       not allocate without bound (#12) */
    if (w > SCREEN_MAX) w = SCREEN_MAX;
    if (h > SCREEN_MAX) h = SCREEN_MAX;
    struct scell *c = calloc((size_t)w * (size_t)h, sizeof *c);
    if (!c)
        return -1;
    free(s->cells);
    s->cells = c;
    s->w = w;
    s->h = h;
    screen_clear(s);
    return 0;
}

void screen_free(struct screen *s)
{
    free(s->cells);
    s->cells = NULL;
    s->w = s->h = 0;
}

void screen_clear(struct screen *s)
{
    for (int i = 0; i < s->w * s->h; i++) {
        struct scell *c = &s->cells[i];
        memset(c, 0, sizeof *c);
        c->ch[0] = ' ';
        c->color = NO_COLOR;
    }
    s->curx = s->cury = -1;
}

struct scell *screen_at(struct screen *s, int x, int y)
{
    if (!s->cells || x < 0 || y < 0 || x >= s->w || y >= s->h)
        return NULL;
    return &s->cells[y * s->w + x];
}

/* Length in bytes of the UTF-8 character starting at p (1 for bad bytes). */
static int u8len(const unsigned char *p)
{
    if (*p < 0x80) return 1;
    int n = (*p >= 0xf0) ? 4 : (*p >= 0xe0) ? 3 : (*p >= 0xc0) ? 2 : 1;
    for (int i = 1; i < n; i++)
        if ((p[i] & 0xc0) != 0x80)
            return 1;
    return n;
}

void screen_put(struct screen *s, int x, int y, const char *g, int color, int attr)
{
    struct scell *c = screen_at(s, x, y);
    if (!c || !g)
        return;
    int n = *g ? u8len((const unsigned char *)g) : 0;
    const unsigned char *u = (const unsigned char *)g;
    /* nothing that could steer the terminal reaches it (a script's string
       may hold escapes): C0 controls, DEL, a stray byte of no UTF-8
       character, and the C1 controls U+0080-U+009F show as '?' (#12) */
    bool control = (n == 1 && (u[0] < 0x20 || u[0] >= 0x7f))
                   || (n == 2 && u[0] == 0xc2 && u[1] < 0xa0);
    for (int i = 1; i < n && !control; i++)
        control = (u[i] & 0xc0) != 0x80;
    memset(c->ch, 0, sizeof c->ch);
    if (n == 0 || control)
        c->ch[0] = n ? '?' : ' ';
    else
        memcpy(c->ch, g, (size_t)n);
    c->dec = 0;
    c->color = (uint8_t)color;
    c->attr = (uint8_t)attr;
}

void screen_put_dec(struct screen *s, int x, int y, char dec, char fallback,
                    int color, int attr)
{
    char g[2] = { fallback, 0 };
    screen_put(s, x, y, g, color, attr);
    struct scell *c = screen_at(s, x, y);
    if (c && dec_to_utf8(dec))
        c->dec = dec;
}

int screen_text(struct screen *s, int x, int y, int maxw, int color, int attr,
                const char *text)
{
    if (maxw < 0)
        maxw = s->w - x;
    int col = 0;
    const unsigned char *p = (const unsigned char *)text;
    while (*p && col < maxw) {
        int n = u8len(p);
        char g[5] = { 0 };
        if (*p == '\t')
            g[0] = ' ';
        else
            memcpy(g, p, (size_t)n);
        screen_put(s, x + col, y, g, color, attr);
        col++;
        p += n;
    }
    return col;
}

int screen_printf(struct screen *s, int x, int y, int maxw, int color, int attr,
                  const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return screen_text(s, x, y, maxw, color, attr, buf);
}

void screen_fill(struct screen *s, int x, int y, int w, int h, const char *g,
                 int color, int attr)
{
    for (int j = y; j < y + h; j++)
        for (int i = x; i < x + w; i++)
            screen_put(s, i, j, g, color, attr);
}

void screen_set_attr(struct screen *s, int x, int y, int w, int attr_or)
{
    for (int i = x; i < x + w; i++) {
        struct scell *c = screen_at(s, i, y);
        if (c)
            c->attr |= (uint8_t)attr_or;
    }
}

/* DEC special graphics letters and their Unicode shapes: the table VT100
 * terminals use, as the truth files' mapDEC and session screens. */
static const struct { char dec; const char *u8; } dec_table[] = {
    { 'j', "\u2518" }, { 'k', "\u2510" }, { 'l', "\u250c" }, { 'm', "\u2514" },
    { 'n', "\u253c" }, { 'q', "\u2500" }, { 't', "\u251c" }, { 'u', "\u2524" },
    { 'v', "\u2534" }, { 'w', "\u252c" }, { 'x', "\u2502" }, { '~', "\u00b7" },
    { 'a', "\u2592" }, { '`', "\u25c6" }, { 'f', "\u00b0" }, { 'g', "\u00b1" },
    { '{', "\u03c0" }, { '|', "\u2260" }, { '0', "\u2588" },
    { 'y', "\u2264" }, { 'z', "\u2265" },
};

char dec_to_ascii(char dec)
{
    switch (dec) {
    case 'x': case 't': case 'u': return '|';
    case 'j': case 'k': case 'l': case 'm': case 'n': case 'q': case 'v':
    case 'w': return '-';
    case '~': return '.';
    case '`': return '}';
    case '{': return '_';
    case 'y': return '<';
    case 'z': return '>';
    case 'a': case 'g': case '|': case '0': return '#';
    default: return '?';
    }
}

const char *dec_to_utf8(char dec)
{
    for (size_t i = 0; i < sizeof dec_table / sizeof dec_table[0]; i++)
        if (dec_table[i].dec == dec)
            return dec_table[i].u8;
    return NULL;
}

char utf8_to_dec(const char *u, int *len)
{
    int n = u8len((const unsigned char *)u);
    if (len)
        *len = n;
    if (n < 2)
        return 0;
    for (size_t i = 0; i < sizeof dec_table / sizeof dec_table[0]; i++)
        if (strncmp(dec_table[i].u8, u, (size_t)n) == 0
            && dec_table[i].u8[n] == 0)
            return dec_table[i].dec;
    return 0;
}

void screen_row_text(const struct screen *s, int y, enum charset cs, char *buf,
                     int buflen)
{
    int pos = 0, lastnb = 0;
    buf[0] = 0;
    if (y < 0 || y >= s->h)
        return;
    for (int x = 0; x < s->w; x++) {
        const struct scell *c = &s->cells[y * s->w + x];
        const char *g = c->ch;
        char tmp[2] = { 0, 0 };
        if (c->dec && cs == CS_UNICODE)
            g = dec_to_utf8(c->dec);
        else if (c->dec && cs == CS_DEC) {
            tmp[0] = c->dec;
            g = tmp;
        }
        int n = (int)strlen(g);
        if (pos + n >= buflen)
            break;
        memcpy(buf + pos, g, (size_t)n);
        pos += n;
        if (!(n == 1 && g[0] == ' '))
            lastnb = pos;
    }
    buf[lastnb] = 0;
}
