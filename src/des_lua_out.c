/* des_lua_out.c - the compiler's output: the text, its lines (the build
 * style writes each statement on its .des line), quoting, table fields. */
#include "des_lua_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- output ------------------------------------------------------------ */

void des_lua_buf_free(struct des_lua_buf *b)
{
    free(b->s);
    memset(b, 0, sizeof *b);
}

static void buf_add(struct des_lua_buf *b, const char *s, size_t n)
{
    if (b->oom)
        return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;

        while (cap < b->len + n + 1)
            cap *= 2;
        char *p = realloc(b->s, cap);

        if (!p) {
            b->oom = true;
            return;
        }
        b->s = p;
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}

void dl_fail(struct dl *c, int line, int col, const char *fmt, ...)
{
    char msg[400];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(c->err, c->errlen, "%s:%d:%d: %s", c->f->path, line, col, msg);
    longjmp(c->fail, 1);
}

void dl_puts(struct dl *c, const char *s)
{
    size_t n = strlen(s);

    for (size_t i = 0; i < n; i++)
        if (s[i] == '\n')
            c->line++;
    buf_add(c->out, s, n);
    if (n)
        c->line_used = true;
}

static void dl_vprintf(struct dl *c, const char *fmt, va_list ap)
{
    char tmp[512];

    vsnprintf(tmp, sizeof tmp, fmt, ap);
    dl_puts(c, tmp);
}

void dl_printf(struct dl *c, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    dl_vprintf(c, fmt, ap);
    va_end(ap);
}

void dl_newline(struct dl *c)
{
    buf_add(c->out, "\n", 1);
    c->line++;
    c->line_used = false;
}

void dl_at(struct dl *c, int line)
{
    /* each block a statement stands in is a function, loop or if of the
       Lua written: Lua's parser holds some 60 of them before "C stack
       overflow", which names no place in the .des file (#25) */
    if (c->depth > DL_MAX_DEPTH)
        dl_fail(c, line, 1, "blocks (rooms, loops, ifs) nested more than %d deep",
                DL_MAX_DEPTH);
    if (c->style == DES_LUA_BUILD) {
        while (c->line < line)
            dl_newline(c);
        if (c->line_used)
            dl_puts(c, " ");
        return;
    }
    if (c->line_used)
        dl_newline(c);
    for (int i = 0; i < c->depth; i++)
        dl_puts(c, "   ");
}

/* convert style: where the statement came from */
void dl_source_note_at(struct dl *c, int line, size_t start)
{
    if (c->style != DES_LUA_CONVERT)
        return;
    const char *base = strrchr(c->f->path, '/');
    char note[300];
    struct des_lua_buf *b = c->out;
    size_t n = (size_t) snprintf(note, sizeof note, "  -- %s:%d",
                                 base ? base + 1 : c->f->path, line);
    const char *nl = start < b->len ? memchr(b->s + start, '\n', b->len - start)
                                    : NULL;

    /* a statement of several lines (a block, a map) gets the note on its
       first line, where a reader looks for it */
    if (!nl || b->oom) {
        dl_puts(c, note);
        return;
    }
    size_t at = (size_t) (nl - b->s), tail = b->len - at;

    buf_add(b, note, n);          /* room for it, at the end */
    if (b->oom)
        return;
    memmove(b->s + at + n, b->s + at, tail);
    memcpy(b->s + at, note, n);
}

void dl_source_note(struct dl *c, int line)
{
    dl_source_note_at(c, line, c->out->len);
}

void dl_quote(struct dl *c, const char *s)
{
    char tmp[8];

    buf_add(c->out, "\"", 1);
    for (; s && *s; s++) {
        unsigned char ch = (unsigned char) *s;

        if (ch == '"' || ch == '\\')
            snprintf(tmp, sizeof tmp, "\\%c", ch);
        else if (ch < 32 || ch >= 127)
            snprintf(tmp, sizeof tmp, "\\%03u", ch);
        else
            tmp[0] = (char) ch, tmp[1] = '\0';
        buf_add(c->out, tmp, strlen(tmp));
    }
    buf_add(c->out, "\"", 1);
    c->line_used = true;
}

void dl_open(struct dl *c)
{
    dl_puts(c, "{ ");
    c->nf = 0;
}

void dl_close(struct dl *c)
{
    dl_puts(c, c->nf ? " }" : "}");
}

void dl_field(struct dl *c, const char *fmt, ...)
{
    va_list ap;

    if (c->nf++)
        dl_puts(c, ", ");
    va_start(ap, fmt);
    dl_vprintf(c, fmt, ap);
    va_end(ap);
}

