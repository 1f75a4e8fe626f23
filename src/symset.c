/* symset.c - reading symsets from a file in dat/symbols' format (see
 * symset.h). The format: "start: NAME" ... "finish" blocks holding
 * "Handling: DEC|IBM|UTF8|...", "Description: ..." and "S_name: value"
 * lines, '#' comments. A value is 'c', \xNN (hex), \NNN (decimal, as the
 * file's own header says: not octal), ^X, U+XXXX (with an optional
 * "/colour" the UTF8 handler reads), or a bare character. */
#include "symset.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "render.h"

/* defsym.h's map symbols, in render.h's numbering */
static const char *const map_names[SYMSET_NMAP] = {
    "stone", "vwall", "hwall", "tlcorn", "trcorn", "blcorn", "brcorn",
    "crwall", "tuwall", "tdwall", "tlwall", "trwall", "ndoor", "vodoor",
    "hodoor", "vcdoor", "hcdoor", "bars", "tree", "room", "darkroom",
    "engroom", "corr", "litcorr", "engrcorr", "upstair", "dnstair",
    "upladder", "dnladder", "brupstair", "brdnstair", "brupladder",
    "brdnladder", "altar", "grave", "throne", "sink", "fountain", "pool",
    "ice", "lava", "lavawall", "vodbridge", "hodbridge", "vcdbridge",
    "hcdbridge", "air", "cloud", "water", "arrow_trap", "dart_trap",
    "falling_rock_trap", "squeaky_board", "bear_trap", "land_mine",
    "rolling_boulder_trap", "sleeping_gas_trap", "rust_trap", "fire_trap",
    "pit", "spiked_pit", "hole", "trap_door", "teleportation_trap",
    "level_teleporter", "magic_portal", "web", "statue_trap", "magic_trap",
    "anti_magic_trap", "polymorph_trap", "vibrating_square",
};

/* code page 437's upper half, for the IBM handler */
static const unsigned short cp437_high[128] = {
    0x00C7, 0x00FC, 0x00E9, 0x00E2, 0x00E4, 0x00E0, 0x00E5, 0x00E7,
    0x00EA, 0x00EB, 0x00E8, 0x00EF, 0x00EE, 0x00EC, 0x00C4, 0x00C5,
    0x00C9, 0x00E6, 0x00C6, 0x00F4, 0x00F6, 0x00F2, 0x00FB, 0x00F9,
    0x00FF, 0x00D6, 0x00DC, 0x00A2, 0x00A3, 0x00A5, 0x20A7, 0x0192,
    0x00E1, 0x00ED, 0x00F3, 0x00FA, 0x00F1, 0x00D1, 0x00AA, 0x00BA,
    0x00BF, 0x2310, 0x00AC, 0x00BD, 0x00BC, 0x00A1, 0x00AB, 0x00BB,
    0x2591, 0x2592, 0x2593, 0x2502, 0x2524, 0x2561, 0x2562, 0x2556,
    0x2555, 0x2563, 0x2551, 0x2557, 0x255D, 0x255C, 0x255B, 0x2510,
    0x2514, 0x2534, 0x252C, 0x251C, 0x2500, 0x253C, 0x255E, 0x255F,
    0x255A, 0x2554, 0x2569, 0x2566, 0x2560, 0x2550, 0x256C, 0x2567,
    0x2568, 0x2564, 0x2565, 0x2559, 0x2558, 0x2552, 0x2553, 0x256B,
    0x256A, 0x2518, 0x250C, 0x2588, 0x2584, 0x258C, 0x2590, 0x2580,
    0x03B1, 0x00DF, 0x0393, 0x03C0, 0x03A3, 0x03C3, 0x00B5, 0x03C4,
    0x03A6, 0x0398, 0x03A9, 0x03B4, 0x221E, 0x03C6, 0x03B5, 0x2229,
    0x2261, 0x00B1, 0x2265, 0x2264, 0x2320, 0x2321, 0x00F7, 0x2248,
    0x00B0, 0x2219, 0x00B7, 0x221A, 0x207F, 0x00B2, 0x25A0, 0x00A0,
};

int symset_slot(const char *sname, size_t n)
{
    if (n < 3 || strncmp(sname, "S_", 2) != 0)
        return -1;
    sname += 2;
    n -= 2;
    for (int i = 0; i < SYMSET_NMAP; i++)
        if (strlen(map_names[i]) == n && strncmp(map_names[i], sname, n) == 0)
            return i;
    if (n == 7 && strncmp(sname, "boulder", 7) == 0)
        return SYMSET_BOULDER;
    return -1;
}

static void put_utf8(char out[8], unsigned cp)
{
    unsigned char *o = (unsigned char *)out;
    if (cp < 0x80) {
        o[0] = (unsigned char)cp; o[1] = 0;
    } else if (cp < 0x800) {
        o[0] = (unsigned char)(0xC0 | (cp >> 6));
        o[1] = (unsigned char)(0x80 | (cp & 0x3F)); o[2] = 0;
    } else if (cp < 0x10000) {
        o[0] = (unsigned char)(0xE0 | (cp >> 12));
        o[1] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
        o[2] = (unsigned char)(0x80 | (cp & 0x3F)); o[3] = 0;
    } else {
        o[0] = (unsigned char)(0xF0 | (cp >> 18));
        o[1] = (unsigned char)(0x80 | ((cp >> 12) & 0x3F));
        o[2] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
        o[3] = (unsigned char)(0x80 | (cp & 0x3F)); o[4] = 0;
    }
}

/* A byte of the file as the handler means it. Control characters never
 * reach a terminal: they draw as a space (the Blank symset's intent). */
static void set_byte(struct nhl_symset_sym *s, enum nhl_symset_handling h, unsigned b)
{
    memset(s, 0, sizeof *s);
    s->set = true;
    if (b >= 0x80 && h == SYMH_DEC) {
        unsigned l = b & 0x7f;
        const char *u = render_dec_unicode((char)l);
        if (u) {
            s->dec = (char)l;
            snprintf(s->utf8, sizeof s->utf8, "%s", u);
        } else {
            put_utf8(s->utf8, l >= 0x20 && l < 0x7f ? l : ' ');
        }
    } else if (b >= 0x80 && h == SYMH_IBM) {
        put_utf8(s->utf8, cp437_high[b - 0x80]);
    } else if (b >= 0x80) {
        put_utf8(s->utf8, b >= 0xA0 ? b : '?'); /* read as Latin-1 */
    } else {
        put_utf8(s->utf8, b >= 0x20 && b < 0x7f ? b : ' ');
    }
}

/* Parses one value (p up to end, comments already cut). 0 ok, -1 bad. */
static int parse_value(const char *p, const char *end, enum nhl_symset_handling h,
                       struct nhl_symset_sym *out)
{
    size_t n = (size_t)(end - p);
    if (n >= 3 && p[0] == '\'') {
        if (p[1] == '\\' && n >= 4 && p[3] == '\'') {
            set_byte(out, h, (unsigned char)p[2]);
            return 0;
        }
        if (p[2] == '\'') {
            set_byte(out, h, (unsigned char)p[1]);
            return 0;
        }
        return -1;
    }
    if (n >= 3 && (p[0] == 'U' || p[0] == 'u') && p[1] == '+') {
        char *e;
        unsigned long cp = strtoul(p + 2, &e, 16);
        if (e == p + 2 || cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp < 0xE000))
            return -1;
        if (e < end && *e != '/')
            return -1;
        memset(out, 0, sizeof *out);
        out->set = true;
        put_utf8(out->utf8, cp < 0x20 || cp == 0x7f ? ' ' : (unsigned)cp);
        return 0;
    }
    if (n >= 2 && p[0] == '\\') {
        char buf[16];
        if (n - 1 >= sizeof buf)
            return -1;
        memcpy(buf, p + 1, n - 1);
        buf[n - 1] = 0;
        char *e;
        unsigned long v;
        if (buf[0] == 'x' || buf[0] == 'X')
            v = strtoul(buf + 1, &e, 16);
        else
            v = strtoul(buf, &e, 10);
        if (*e || e == buf || v > 255)
            return -1;
        set_byte(out, h, (unsigned)v);
        return 0;
    }
    if (n == 2 && p[0] == '^') {
        set_byte(out, h, (unsigned char)p[1] & 0x1f);
        return 0;
    }
    if (n == 1) {
        set_byte(out, h, (unsigned char)p[0]);
        return 0;
    }
    return -1;
}

static enum nhl_symset_handling handling_of(const char *v, size_t n)
{
    if (n == 3 && strncasecmp(v, "DEC", 3) == 0)
        return SYMH_DEC;
    if (n == 3 && strncasecmp(v, "IBM", 3) == 0)
        return SYMH_IBM;
    if (n == 4 && strncasecmp(v, "UTF8", 4) == 0)
        return SYMH_UTF8;
    return SYMH_OTHER;
}

/* one line: trimmed key and value (comment cut, except inside quotes) */
struct line { const char *key, *kend, *val, *vend; int no; };

static bool next_line(const char **pp, const char *end, struct line *l)
{
    const char *p = *pp;
    if (p >= end)
        return false;
    const char *e = memchr(p, '\n', (size_t)(end - p));
    if (!e)
        e = end;
    *pp = e < end ? e + 1 : end;
    l->no++;
    while (p < e && isspace((unsigned char)*p))
        p++;
    /* cut a comment: a '#' outside a quoted character */
    const char *q = p;
    for (; q < e; q++) {
        if (*q == '\'' && q + 2 < e && q[2] == '\'') {
            q += 2;
            continue;
        }
        if (*q == '\'' && q + 3 < e && q[1] == '\\' && q[3] == '\'') {
            q += 3;
            continue;
        }
        if (*q == '#')
            break;
    }
    while (q > p && isspace((unsigned char)q[-1]))
        q--;
    l->key = p;
    const char *colon = memchr(p, ':', (size_t)(q - p));
    if (!colon) {
        l->kend = q;
        l->val = l->vend = q;
        return true;
    }
    l->kend = colon;
    while (l->kend > p && isspace((unsigned char)l->kend[-1]))
        l->kend--;
    l->val = colon + 1;
    while (l->val < q && isspace((unsigned char)*l->val))
        l->val++;
    l->vend = q;
    return true;
}

static bool key_is(const struct line *l, const char *k)
{
    size_t n = strlen(k);
    return (size_t)(l->kend - l->key) == n && strncasecmp(l->key, k, n) == 0;
}

int nhl_symset_parse(const char *text, size_t len, const char *label,
                     const char *name, struct nhl_symset *out, char *err, size_t errlen)
{
    const char *p = text, *end = text + len;
    struct line l = { 0 };
    bool in = false;
    while (next_line(&p, end, &l)) {
        if (!in) {
            if (key_is(&l, "start") && (size_t)(l.vend - l.val) == strlen(name)
                && strncasecmp(l.val, name, strlen(name)) == 0) {
                memset(out, 0, sizeof *out);
                snprintf(out->name, sizeof out->name, "%.*s",
                         (int)(l.vend - l.val), l.val);
                in = true;
            }
            continue;
        }
        if (l.key == l.kend)
            continue;                        /* blank or comment */
        if (key_is(&l, "finish"))
            return 0;
        if (key_is(&l, "start")) {
            snprintf(err, errlen, "%s:%d: 'start' inside symset %s (no 'finish')",
                     label, l.no, out->name);
            return -1;
        }
        if (key_is(&l, "handling")) {
            out->handling = handling_of(l.val, (size_t)(l.vend - l.val));
            continue;
        }
        if (key_is(&l, "description")) {
            snprintf(out->desc, sizeof out->desc, "%.*s", (int)(l.vend - l.val), l.val);
            continue;
        }
        if (key_is(&l, "restrictions") || key_is(&l, "color"))
            continue;
        if (l.kend - l.key > 2 && strncmp(l.key, "S_", 2) == 0) {
            int slot = symset_slot(l.key, (size_t)(l.kend - l.key));
            struct nhl_symset_sym tmp;
            if (parse_value(l.val, l.vend, out->handling, &tmp) < 0) {
                snprintf(err, errlen, "%s:%d: %.*s: '%.*s' is no symbol value", label,
                         l.no, (int)(l.kend - l.key), l.key,
                         (int)(l.vend - l.val > 20 ? 20 : l.vend - l.val), l.val);
                return -1;
            }
            if (slot >= 0)
                out->sym[slot] = tmp;
            continue;
        }
        if (l.kend - l.key > 2 && strncmp(l.key, "G_", 2) == 0)
            continue;                        /* the UTF8 handler's per-glyph entries */
        snprintf(err, errlen, "%s:%d: '%.*s' is no symset line", label, l.no,
                 (int)(l.kend - l.key > 30 ? 30 : l.kend - l.key), l.key);
        return -1;
    }
    if (in) {
        snprintf(err, errlen, "%s: symset %s has no 'finish'", label, out->name);
        return -1;
    }
    return 1;
}

void nhl_symset_names(const char *text, size_t len, char *buf, size_t buflen)
{
    const char *p = text, *end = text + len;
    struct line l = { 0 };
    size_t used = 0;
    if (buflen)
        buf[0] = 0;
    while (next_line(&p, end, &l)) {
        if (!key_is(&l, "start") || l.val == l.vend)
            continue;
        int w = snprintf(buf + used, buflen - used, "%s%.*s", used ? ", " : "",
                         (int)(l.vend - l.val), l.val);
        if (w < 0 || (size_t)w >= buflen - used)
            break;
        used += (size_t)w;
    }
}

int nhl_symset_override(struct nhl_symset *ss, const char *spec, char *err, size_t errlen)
{
    const char *p = spec;
    while (*p) {
        while (*p == ' ' || *p == ',' || *p == '\t')
            p++;
        if (!*p)
            break;
        const char *colon = strchr(p, ':');
        if (!colon) {
            snprintf(err, errlen, "SYMBOLS: '%.30s' has no ':'", p);
            return -1;
        }
        const char *kend = colon;
        while (kend > p && isspace((unsigned char)kend[-1]))
            kend--;
        const char *v = colon + 1;
        while (*v == ' ' || *v == '\t')
            v++;
        /* the value ends at a comma outside quotes */
        const char *e = v;
        if (*e == '\'' && e[1] == '\\' && e[2] && e[3] == '\'')
            e += 4;
        else if (*e == '\'' && e[1] && e[2] == '\'')
            e += 3;
        else
            while (*e && *e != ',')
                e++;
        const char *ve = e;
        while (ve > v && isspace((unsigned char)ve[-1]))
            ve--;
        int slot = symset_slot(p, (size_t)(kend - p));
        struct nhl_symset_sym tmp;
        if (parse_value(v, ve, ss->handling, &tmp) < 0) {
            snprintf(err, errlen, "SYMBOLS: %.*s: '%.*s' is no symbol value",
                     (int)(kend - p), p, (int)(ve - v > 20 ? 20 : ve - v), v);
            return -1;
        }
        if (slot >= 0)
            ss->sym[slot] = tmp;
        p = e;
    }
    return 0;
}
