/* safetext.c - text from input made safe to show (nhl_text_escape) and
 * JSON made safe to pass on (nhl_json_safe): the two places every name,
 * message and document nhlev writes out go through, so that no byte of a
 * level file, document, session or config can steer a terminal. */
#include "nhlev.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The length of the well-formed UTF-8 sequence at p (1 to 4), 0 if the
 * bytes there are not one (a lone continuation byte, a truncated or
 * overlong sequence, a surrogate, past U+10FFFF). */
static size_t utf8_len(const unsigned char *p)
{
    unsigned c = p[0];
    size_t n;
    unsigned min, cp;

    if (c < 0x80)
        return 1;
    if (c >= 0xc2 && c <= 0xdf) {
        n = 2;
        min = 0x80;
        cp = c & 0x1f;
    } else if (c >= 0xe0 && c <= 0xef) {
        n = 3;
        min = 0x800;
        cp = c & 0x0f;
    } else if (c >= 0xf0 && c <= 0xf4) {
        n = 4;
        min = 0x10000;
        cp = c & 0x07;
    } else {
        return 0;
    }
    for (size_t i = 1; i < n; i++) {
        if ((p[i] & 0xc0) != 0x80)
            return 0;
        cp = (cp << 6) | (p[i] & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return n;
}

/* a C1 control written in UTF-8 (U+0080 to U+009F) */
static bool utf8_c1(const unsigned char *p, size_t n)
{
    return n == 2 && p[0] == 0xc2 && p[1] < 0xa0;
}

void nhl_text_escape(const char *in, char *out, size_t len)
{
    size_t o = 0;

    if (!len)
        return;
    const unsigned char *p = (const unsigned char *) (in ? in : "");

    while (*p) {
        size_t n = utf8_len(p);

        if (*p == '\n' || *p == '\r' || *p == '\t') {
            if (o + 1 >= len)
                break;
            out[o++] = ' ';
            p++;
        } else if (n == 0 || *p < 0x20 || *p == 0x7f || utf8_c1(p, n)) {
            /* a control (C0, DEL, C1 raw or in UTF-8) or a byte that is no
               character: each byte as \xNN */
            size_t k = n ? n : 1;

            if (o + 4 * k >= len)
                break;
            for (size_t i = 0; i < k; i++)
                o += (size_t) snprintf(out + o, len - o, "\\x%02x", p[i]);
            p += k;
        } else {
            if (o + n >= len)
                break;
            memcpy(out + o, p, n);
            o += n;
            p += n;
        }
    }
    out[o] = '\0';
}

char *nhl_json_safe(char *text)
{
    if (!text)
        return NULL;
    size_t extra = 0;
    const unsigned char *p;

    /* cJSON writes C0 controls as \u00XX and passes every other byte:
       C1 controls and bytes that are no UTF-8 become \u00XX too (a byte
       that is no character as the Latin-1 character of its value), so the
       output is valid UTF-8 with no control in it. Outside strings JSON is
       ASCII, so the whole text can be rewritten. */
    for (p = (const unsigned char *) text; *p;) {
        size_t n = utf8_len(p);

        if (n == 0) {
            extra += 5;
            p++;
        } else {
            if (utf8_c1(p, n) || *p == 0x7f)
                extra += 5;
            p += n;
        }
    }
    if (!extra)
        return text;
    size_t len = strlen(text);
    char *out = malloc(len + extra + 1);

    if (!out) {
        free(text);
        return NULL;
    }
    size_t o = 0;

    for (p = (const unsigned char *) text; *p;) {
        size_t n = utf8_len(p);

        if (n == 0) {
            o += (size_t) sprintf(out + o, "\\u%04x", *p);
            p++;
        } else if (utf8_c1(p, n)) {
            o += (size_t) sprintf(out + o, "\\u%04x", p[1]);
            p += n;
        } else if (*p == 0x7f) {
            o += (size_t) sprintf(out + o, "\\u007f");
            p++;
        } else {
            memcpy(out + o, p, n);
            o += n;
            p += n;
        }
    }
    out[o] = '\0';
    free(text);
    return out;
}
