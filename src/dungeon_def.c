/* dungeon_def.c - dgn_comp's language (NetHack 3.4.3 and 3.6 dungeon.def)
 * read into source_dungeon, and written out as a 5.0 dungeon.lua.
 *
 * The statements and their checks are those of 3.6's util/dgn_comp.y and
 * dgn_comp.l: DUNGEON, ENTRY, DESCRIPTION, ALIGNMENT, PROTOFILE, LEVEL,
 * RNDLEVEL, CHAINLEVEL, RNDCHLEVEL, LEVELDESC, LEVALIGN, BRANCH and
 * CHAINBRANCH. 3.4.3 ran the file through makedefs -e first, whose only
 * control line is "%REINCARNATION" (defined in a default 3.4.3 build, so
 * such a line counts without its prefix). Where dgn_comp only warned and
 * went on (a bad alignment word, a range out of bounds) this reader stops
 * with the line: a level author wants to know. */
#include "dungeon_def.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* global.h MAXLEVEL: the deepest a base or range may reach */
#define DEF_MAXLEVEL 32
#define DEF_MAX_DUNGEONS 64
#define DEF_MAX_ENTRIES 256

enum tok { T_END, T_WORD, T_INT, T_STRING, T_CHAR };

struct lex {
    const char *path, *p, *end, *line_start;
    int line;
    enum tok kind;
    char text[128];       /* a word or a string's contents */
    long ival;
    int tline, tcol;      /* where the token starts */
    char *err;
    size_t errlen;
    bool failed;
};

static bool vfail_at(struct lex *x, int line, int col, const char *fmt,
                     va_list ap)
{
    if (x->failed)
        return false;
    char msg[300];

    vsnprintf(msg, sizeof msg, fmt, ap);
    snprintf(x->err, x->errlen, "%s:%d:%d: %s", x->path, line, col, msg);
    x->failed = true;
    return false;
}

static bool fail(struct lex *x, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    vfail_at(x, x->tline, x->tcol, fmt, ap);
    va_end(ap);
    return false;
}

/* an error at an earlier token's place (a statement's, a couple's) */
static bool fail_at(struct lex *x, int line, int col, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    vfail_at(x, line, col, fmt, ap);
    va_end(ap);
    return false;
}

/* the token as the author wrote it, for "near '...'" */
static const char *tok_show(const struct lex *x, char *buf, size_t len)
{
    switch (x->kind) {
    case T_END: snprintf(buf, len, "end of file"); break;
    case T_INT: snprintf(buf, len, "'%ld'", x->ival); break;
    case T_STRING: snprintf(buf, len, "'\"%.60s\"'", x->text); break;
    default: snprintf(buf, len, "'%.60s'", x->text); break;
    }
    return buf;
}

static bool expected(struct lex *x, const char *what)
{
    char near[96];

    return fail(x, "expected %s near %s", what, tok_show(x, near, sizeof near));
}

/* Skip blanks, line ends, "#" comment lines and makedefs' control prefix. */
static bool skip_space(struct lex *x)
{
    for (;;) {
        while (x->p < x->end && (*x->p == ' ' || *x->p == '\t' || *x->p == '\r'))
            x->p++;
        if (x->p >= x->end)
            return true;
        if (*x->p == '\n') {
            x->p++;
            x->line++;
            x->line_start = x->p;
            continue;
        }
        bool at_line_start = true;
        for (const char *q = x->line_start; q < x->p; q++)
            if (*q != ' ' && *q != '\t')
                at_line_start = false;
        if (at_line_start && *x->p == '#') {
            while (x->p < x->end && *x->p != '\n')
                x->p++;
            continue;
        }
        if (at_line_start && *x->p == '%') {
            const char *w = x->p + 1;
            size_t n = 0;

            while (w + n < x->end && (isalnum((unsigned char) w[n]) || w[n] == '_'))
                n++;
            if (n == 13 && !strncmp(w, "REINCARNATION", 13)) {
                x->p = w + n;
                continue;
            }
            x->tline = x->line;
            x->tcol = (int) (x->p - x->line_start) + 1;
            return fail(x, "unknown control line '%%%.*s' (makedefs -e knows "
                        "%%REINCARNATION)", (int) (n < 40 ? n : 40), w);
        }
        return true;
    }
}

static bool next(struct lex *x)
{
    if (!skip_space(x))
        return false;
    x->tline = x->line;
    x->tcol = (int) (x->p - x->line_start) + 1;
    x->text[0] = '\0';
    if (x->p >= x->end) {
        x->kind = T_END;
        return true;
    }
    unsigned char c = (unsigned char) *x->p;

    if (c == '"') {
        const char *s = ++x->p;

        while (x->p < x->end && *x->p != '"' && *x->p != '\n')
            x->p++;
        if (x->p >= x->end || *x->p != '"')
            return fail(x, "string not closed on its line");
        size_t n = (size_t) (x->p - s);

        x->p++;
        if (n >= sizeof x->text)
            return fail(x, "string of %zu characters is too long", n);
        memcpy(x->text, s, n);
        x->text[n] = '\0';
        x->kind = T_STRING;
        return true;
    }
    if (isdigit(c) || (c == '-' && x->p + 1 < x->end
                       && isdigit((unsigned char) x->p[1]))) {
        /* the text need not end in NUL: the digits are copied out first */
        size_t n = c == '-' ? 1 : 0;

        while (x->p + n < x->end && isdigit((unsigned char) x->p[n]))
            n++;
        if (n > 6)
            return fail(x, "number %.6s... is out of range", x->p);
        memcpy(x->text, x->p, n);
        x->text[n] = '\0';
        x->ival = strtol(x->text, NULL, 10);
        /* 5.0's dungeon.lua reader takes -1000..1000: what is written
         * from here must read there */
        if (x->ival > 1000 || x->ival < -1000)
            return fail(x, "number %s is out of range (-1000..1000)", x->text);
        x->p += n;
        x->kind = T_INT;
        return true;
    }
    if (isalpha(c) || c == '_') {
        size_t n = 0;

        while (x->p + n < x->end
               && (isalnum((unsigned char) x->p[n]) || x->p[n] == '_'))
            n++;
        if (n >= sizeof x->text)
            n = sizeof x->text - 1;
        memcpy(x->text, x->p, n);
        x->text[n] = '\0';
        x->p += n;
        x->kind = T_WORD;
        return true;
    }
    x->text[0] = (char) c;
    x->text[1] = '\0';
    x->p++;
    x->kind = T_CHAR;
    if (c < ' ' || c > '~')
        snprintf(x->text, sizeof x->text, "\\x%02x", c);
    return true;
}

static bool is_char(const struct lex *x, char c)
{
    return x->kind == T_CHAR && x->text[0] == c && !x->text[1];
}

static bool want_char(struct lex *x, char c)
{
    char what[8] = { '\'', c, '\'', 0 };

    if (!is_char(x, c))
        return expected(x, what);
    return next(x);
}

static bool want_string(struct lex *x, char *dst, size_t len, const char *what)
{
    if (x->kind != T_STRING)
        return expected(x, what);
    if (strlen(x->text) >= len)
        return fail(x, "%s \"%s\" is too long (at most %zu characters)", what,
                    x->text, len - 1);
    memcpy(dst, x->text, strlen(x->text) + 1);
    return next(x);
}

static bool want_int(struct lex *x, int *v, const char *what)
{
    if (x->kind != T_INT)
        return expected(x, what);
    *v = (int) x->ival;
    return next(x);
}

/* dgn_comp's bones_tag: one character, or "none" for no bones */
static bool want_bones(struct lex *x, char *dst)
{
    if (x->kind != T_STRING)
        return expected(x, "a bones tag string");
    if (strlen(x->text) == 1) {
        dst[0] = x->text[0];
        dst[1] = '\0';
    } else if (!strcmp(x->text, "none")) {
        dst[0] = '\0';
    } else {
        return fail(x, "bones tag \"%s\": one character or \"none\"", x->text);
    }
    return next(x);
}

/* "(base, range)". An absolute place (acouple) checks C's bounds: a base
 * within MAXLEVEL either way, a range from -1 that stays within MAXLEVEL. */
static bool want_couple(struct lex *x, int *base, int *range, bool absolute)
{
    int l = x->tline, c = x->tcol;

    if (!want_char(x, '(') || !want_int(x, base, "a base level")
        || !want_char(x, ',') || !want_int(x, range, "a random range")
        || !want_char(x, ')'))
        return false;
    if (*base < -DEF_MAXLEVEL || *base > DEF_MAXLEVEL)
        return fail_at(x, l, c, "base %d is out of the level range (-%d..%d)", *base,
                    DEF_MAXLEVEL, DEF_MAXLEVEL);
    if (absolute
        && (*range < -1
            || (*base < 0 ? DEF_MAXLEVEL + *base + *range + 1 > DEF_MAXLEVEL
                          : *base + *range > DEF_MAXLEVEL)))
        return fail_at(x, l, c, "range %d from base %d goes out of the "
                       "level range", *range, *base);
    return true;
}

/* ---- the statements ---------------------------------------------------- */

struct def {
    struct lex x;
    struct source_dungeon *d;
    int nd;
    int levcap, brcap;    /* of the last dungeon's arrays */
};

/* dgn_comp.l's descriptors: a flag (SRC_*) or an alignment (AM_* mask) */
struct word { const char *w; int flag; int align; bool is_align; };
static const struct word words[] = {
    { "town", SRC_TOWN, 0, false },
    { "hellish", SRC_HELLISH, 0, false },
    { "mazelike", SRC_MAZELIKE, 0, false },
    { "roguelike", SRC_ROGUELIKE, 0, false },
    { "unaligned", 0, 0, true },
    { "noalign", 0, 0, true },
    { "lawful", 0, 4, true },
    { "neutral", 0, 2, true },
    { "chaotic", 0, 1, true },
};

static const struct word *want_word(struct lex *x)
{
    if (x->kind == T_WORD)
        for (size_t i = 0; i < sizeof words / sizeof *words; i++)
            if (!strcmp(words[i].w, x->text))
                return &words[i];
    expected(x, "town, hellish, mazelike, roguelike, unaligned, noalign, "
                "lawful, neutral or chaotic");
    return NULL;
}

static struct source_dungeon *cur(struct def *f)
{
    return f->nd ? &f->d[f->nd - 1] : NULL;
}

/* grow *arr (cap entries of size sz) to hold one more than n */
static bool grow(struct def *f, void **arr, int *cap, int n, size_t sz)
{
    if (n < *cap)
        return true;
    if (n >= DEF_MAX_ENTRIES)
        return fail(&f->x, "too many entries (at most %d)", DEF_MAX_ENTRIES);
    int nc = *cap ? *cap * 2 : 8;
    void *p = realloc(*arr, (size_t) nc * sz);

    if (!p)
        return fail(&f->x, "out of memory");
    memset((char *) p + (size_t) *cap * sz, 0, (size_t) (nc - *cap) * sz);
    *arr = p;
    *cap = nc;
    return true;
}

static const struct source_level *find_level(const struct def *f,
                                             const char *name)
{
    for (int i = 0; i < f->nd; i++)
        for (int j = 0; j < f->d[i].nlevels; j++)
            if (!strcmp(f->d[i].levels[j].name, name))
                return &f->d[i].levels[j];
    return NULL;
}

/* DUNGEON: "name" "bones" (base, range) [chance] */
static bool st_dungeon(struct def *f)
{
    struct lex *x = &f->x;

    if (f->nd >= DEF_MAX_DUNGEONS)
        return fail(x, "too many dungeons (at most %d)", DEF_MAX_DUNGEONS);
    void *p = realloc(f->d, (size_t) (f->nd + 1) * sizeof *f->d);

    if (!p)
        return fail(x, "out of memory");
    f->d = p;
    struct source_dungeon *d = &f->d[f->nd++];
    int l = x->tline, c = x->tcol;

    memset(d, 0, sizeof *d);
    f->levcap = f->brcap = 0;
    d->chance = 100;
    if (!want_string(x, d->name, sizeof d->name, "a dungeon name")
        || !want_bones(x, d->bonetag)
        || !want_couple(x, &d->base, &d->range, false))
        return false;
    if (x->kind == T_INT && !want_int(x, &d->chance, "a chance"))
        return false;
    if (d->chance < 0 || d->chance > 100)
        return fail_at(x, l, c, "dungeon \"%s\": chance %d (0..100)", d->name,
                       d->chance);
    for (int i = 0; i < f->nd - 1; i++)
        if (!strcmp(f->d[i].name, d->name))
            return fail_at(x, l, c, "dungeon \"%s\" is defined twice", d->name);
    if (d->base <= 0 || d->range < 0)
        return fail_at(x, l, c, "dungeon \"%s\": invalid depth (%d, %d)",
                       d->name, d->base, d->range);
    return true;
}

/* LEVEL, RNDLEVEL, CHAINLEVEL, RNDCHLEVEL */
static bool st_level(struct def *f, bool rnd, bool chained)
{
    struct lex *x = &f->x;
    struct source_dungeon *d = cur(f);
    int l = x->tline, c = x->tcol;

    if (!d)
        return fail(x, "a level before any DUNGEON");
    if (!grow(f, (void **) &d->levels, &f->levcap, d->nlevels, sizeof *d->levels))
        return false;
    struct source_level *lv = &d->levels[d->nlevels];

    memset(lv, 0, sizeof *lv);
    lv->chance = 100;
    if (!want_string(x, lv->name, sizeof lv->name, "a level name")
        || !want_bones(x, lv->bonetag))
        return false;
    memcpy(lv->alias, lv->name, sizeof lv->alias);
    if (chained) {
        int cl = x->tline, cc = x->tcol;

        if (!want_string(x, lv->chainlevel, sizeof lv->chainlevel,
                         "the level it chains from")
            || !want_char(x, '+'))
            return false;
        const struct source_level *base = NULL;

        for (int i = 0; i < d->nlevels; i++)
            if (!strcmp(d->levels[i].name, lv->chainlevel))
                base = &d->levels[i];
        if (!base)
            return fail_at(x, cl, cc, "chain level \"%s\" is not a level of "
                           "this dungeon defined before", lv->chainlevel);
        if (base->chance != 100)
            return fail_at(x, cl, cc, "a level cannot chain from \"%s\", which "
                           "exists by chance", lv->chainlevel);
    } else if (!want_char(x, '@')) {
        return false;
    }
    if (!want_couple(x, &lv->base, &lv->range, !chained))
        return false;
    /* one number: the chance (LEVEL) or the variants (RNDLEVEL); two:
     * the chance, then the variants */
    int a = 0, b = 0;
    bool has_a = x->kind == T_INT, has_b = false;

    if (has_a && !want_int(x, &a, "a number"))
        return false;
    if (has_a && rnd && x->kind == T_INT) {
        has_b = true;
        if (!want_int(x, &b, "a number of variants"))
            return false;
    }
    if (rnd) {
        if (!has_a)
            return expected(x, "the number of variants");
        if (has_b)
            lv->chance = a;
        lv->nlevels = has_b ? b : a;
        if (lv->nlevels < 1 || lv->nlevels > 99)
            return fail_at(x, l, c, "level \"%s\": %d variants (1..99)",
                           lv->name, lv->nlevels);
    } else if (has_a) {
        lv->chance = a;
    }
    if (lv->chance < 0 || lv->chance > 100)
        return fail_at(x, l, c, "level \"%s\": chance %d (0..100)", lv->name,
                       lv->chance);
    if (find_level(f, lv->name))
        return fail_at(x, l, c, "level \"%s\" is defined twice", lv->name);
    d->nlevels++;
    return true;
}

/* BRANCH: "dungeon" @ (base, range) [type] [up|down], CHAINBRANCH with a
 * chain level and + */
static bool st_branch(struct def *f, bool chained)
{
    struct lex *x = &f->x;
    struct source_dungeon *d = cur(f);
    int l = x->tline, c = x->tcol;

    if (!d)
        return fail(x, "a branch before any DUNGEON");
    if (!grow(f, (void **) &d->branches, &f->brcap, d->nbranches,
              sizeof *d->branches))
        return false;
    struct source_branch *br = &d->branches[d->nbranches];

    memset(br, 0, sizeof *br);
    if (!want_string(x, br->name, sizeof br->name, "a dungeon name"))
        return false;
    if (chained) {
        int cl = x->tline, cc = x->tcol;
        const struct source_level *base = NULL;

        if (!want_string(x, br->chain, sizeof br->chain,
                         "the level it chains from")
            || !want_char(x, '+'))
            return false;
        for (int i = 0; i < d->nlevels; i++)
            if (!strcmp(d->levels[i].name, br->chain))
                base = &d->levels[i];
        if (!base)
            return fail_at(x, cl, cc, "chain level \"%s\" is not a level of "
                           "this dungeon defined before", br->chain);
        if (base->chance != 100)
            return fail_at(x, cl, cc, "a branch cannot chain from \"%s\", "
                           "which exists by chance", br->chain);
    } else if (!want_char(x, '@')) {
        return false;
    }
    if (!want_couple(x, &br->base, &br->range, !chained))
        return false;
    strcpy(br->type, "stair");
    strcpy(br->dir, "down");
    if (x->kind == T_WORD
        && (!strcmp(x->text, "stair") || !strcmp(x->text, "portal")
            || !strcmp(x->text, "no_up") || !strcmp(x->text, "no_down"))) {
        memset(br->type, 0, sizeof br->type);
        strcpy(br->type, x->text);
        if (!next(x))
            return false;
    }
    if (x->kind == T_WORD && (!strcmp(x->text, "up") || !strcmp(x->text, "down"))) {
        memset(br->dir, 0, sizeof br->dir);
        strcpy(br->dir, x->text);
        if (!next(x))
            return false;
    }
    for (int i = 0; i < f->nd - 1; i++)
        if (!strcmp(f->d[i].name, br->name))
            return fail_at(x, l, c, "branch back to \"%s\", a dungeon defined "
                           "before this one", br->name);
    d->nbranches++;
    return true;
}

/* DESCRIPTION, ALIGNMENT (the dungeon), LEVELDESC, LEVALIGN (its last
 * level) */
static bool st_describe(struct def *f, bool level, bool align)
{
    struct lex *x = &f->x;
    struct source_dungeon *d = cur(f);

    if (!d)
        return fail(x, "a description before any DUNGEON");
    if (level && d->nlevels == 0)
        return fail(x, "a level description before any level of \"%s\"",
                    d->name);
    const struct word *w = want_word(x);

    if (!w)
        return false;
    if (align && !w->is_align)
        return fail(x, "'%s' is no alignment (unaligned, noalign, lawful, "
                    "neutral or chaotic)", w->w);
    if (!align && w->is_align && (!level || w->align))
        return fail(x, "'%s' is an alignment: use %s", w->w,
                    level ? "LEVALIGN" : "ALIGNMENT");
    if (!level && w->flag == SRC_TOWN)
        return fail(x, "a whole dungeon cannot be a town (LEVELDESC: town "
                    "is for a level)");
    if (level) {
        struct source_level *lv = &d->levels[d->nlevels - 1];

        lv->flags |= w->flag;
        if (align)
            lv->align = w->align;
    } else {
        d->flags |= w->flag;
        if (align)
            d->align = w->align;
    }
    return next(x);
}

static bool statement(struct def *f)
{
    struct lex *x = &f->x;
    static const char *const kw[] = {
        "DUNGEON", "ENTRY", "DESCRIPTION", "ALIGNMENT", "PROTOFILE", "LEVEL",
        "RNDLEVEL", "CHAINLEVEL", "RNDCHLEVEL", "LEVELDESC", "LEVALIGN",
        "BRANCH", "CHAINBRANCH", NULL
    };
    int k = -1;

    if (x->kind == T_WORD)
        for (int i = 0; kw[i]; i++)
            if (!strcmp(kw[i], x->text))
                k = i;
    if (k < 0)
        return expected(x, "a statement (DUNGEON, LEVEL, RNDLEVEL, CHAINLEVEL, "
                           "RNDCHLEVEL, BRANCH, CHAINBRANCH, ENTRY, PROTOFILE, "
                           "DESCRIPTION, ALIGNMENT, LEVELDESC, LEVALIGN)");
    if (!next(x) || !want_char(x, ':'))
        return false;
    struct source_dungeon *d = cur(f);

    switch (k) {
    case 0: return st_dungeon(f);
    case 1:
        if (!d)
            return fail(x, "ENTRY before any DUNGEON");
        return want_int(x, &d->entry, "an entry level");
    case 2: return st_describe(f, false, false);
    case 3: return st_describe(f, false, true);
    case 4:
        if (!d)
            return fail(x, "PROTOFILE before any DUNGEON");
        return want_string(x, d->protofile, sizeof d->protofile,
                           "a level file name");
    case 5: return st_level(f, false, false);
    case 6: return st_level(f, true, false);
    case 7: return st_level(f, false, true);
    case 8: return st_level(f, true, true);
    case 9: return st_describe(f, true, false);
    case 10: return st_describe(f, true, true);
    case 11: return st_branch(f, false);
    default: return st_branch(f, true);
    }
}

void dungeon_def_free(struct source_dungeon *d, int n)
{
    for (int i = 0; d && i < n; i++) {
        free(d[i].levels);
        free(d[i].branches);
    }
    free(d);
}

int dungeon_def_parse(const char *path, const char *text, size_t len,
                      struct source_dungeon **out, int *n, char *err,
                      size_t errlen)
{
    struct def f;

    memset(&f, 0, sizeof f);
    f.x.path = path;
    f.x.p = f.x.line_start = text;
    f.x.end = text + len;
    f.x.line = 1;
    f.x.err = err;
    f.x.errlen = errlen;
    if (memchr(text, '\0', len)) {
        snprintf(err, errlen, "%s: not a text file (holds NUL bytes)", path);
        return -1;
    }
    bool ok = next(&f.x);

    while (ok && f.x.kind != T_END)
        ok = statement(&f);
    if (ok && f.nd == 0)
        ok = fail(&f.x, "no DUNGEON is defined");
    if (!ok) {
        dungeon_def_free(f.d, f.nd);
        return -1;
    }
    /* 3.4.3's and 3.6's makelevel fill the Mines' ordinary floors with
     * "minefill" by name (In_mines); 5.0 reads it from the dungeon's
     * lvlfill, as 3.7's dungeon.lua gives it */
    for (int i = 0; i < f.nd; i++)
        if (!strcmp(f.d[i].name, "The Gnomish Mines") && !f.d[i].lvlfill[0])
            strcpy(f.d[i].lvlfill, "minefill");
    *out = f.d;
    *n = f.nd;
    return 0;
}

/* ---- as dungeon.lua ------------------------------------------------------ */

static void lua_str(FILE *o, const char *key, const char *s, int ind)
{
    fprintf(o, "%*s%s = \"", ind, "", key);
    for (; *s; s++) {
        unsigned char c = (unsigned char) *s;

        if (c == '\\' || c == '"')
            fprintf(o, "\\%c", c);
        else if (c < ' ' || c == 127)
            fprintf(o, "\\%03u", c); /* Lua reads a raw CR as a line end */
        else
            fputc(c, o);
    }
    fprintf(o, "\",\n");
}

static void lua_flags(FILE *o, int flags, int ind)
{
    static const char *const names[] = { "town", "hellish", "mazelike",
                                         "roguelike", "unconnected" };
    int n = 0;

    for (int i = 0; i < 5; i++)
        n += (flags >> i) & 1;
    if (!n)
        return;
    fprintf(o, "%*sflags = ", ind, "");
    if (n > 1)
        fprintf(o, "{ ");
    for (int i = 0, k = 0; i < 5; i++)
        if (flags & (1 << i))
            fprintf(o, "%s\"%s\"", k++ ? ", " : "", names[i]);
    fprintf(o, n > 1 ? " },\n" : ",\n");
}

static void lua_align(FILE *o, int align, int ind)
{
    if (align)
        fprintf(o, "%*salignment = \"%s\",\n", ind, "",
                align == 4 ? "lawful" : align == 2 ? "neutral" : "chaotic");
}

void dungeon_def_write_lua(FILE *o, const struct source_dungeon *d, int n,
                           const char *from)
{
    fprintf(o, "-- The dungeons of %s, as a NetHack 5.0 dungeon.lua\n"
               "-- (written by nhlev convert).\n\ndungeon = {\n", from);
    for (int i = 0; i < n; i++) {
        const struct source_dungeon *g = &d[i];

        fprintf(o, "   {\n");
        lua_str(o, "name", g->name, 6);
        if (g->bonetag[0])
            lua_str(o, "bonetag", g->bonetag, 6);
        fprintf(o, "      base = %d,\n", g->base);
        if (g->range)
            fprintf(o, "      range = %d,\n", g->range);
        if (g->chance != 100)
            fprintf(o, "      chance = %d,\n", g->chance);
        if (g->entry)
            fprintf(o, "      entry = %d,\n", g->entry);
        lua_align(o, g->align, 6);
        lua_flags(o, g->flags, 6);
        if (g->protofile[0])
            lua_str(o, "protofile", g->protofile, 6);
        if (g->lvlfill[0])
            lua_str(o, "lvlfill", g->lvlfill, 6);
        if (g->themerooms[0])
            lua_str(o, "themerooms", g->themerooms, 6);
        if (g->nbranches) {
            fprintf(o, "      branches = {\n");
            for (int b = 0; b < g->nbranches; b++) {
                fprintf(o, "         {\n");
                lua_str(o, "name", g->branches[b].name, 12);
                if (g->branches[b].chain[0])
                    lua_str(o, "chainlevel", g->branches[b].chain, 12);
                fprintf(o, "            base = %d,\n", g->branches[b].base);
                if (g->branches[b].range)
                    fprintf(o, "            range = %d,\n", g->branches[b].range);
                if (strcmp(g->branches[b].type, "stair") != 0)
                    lua_str(o, "branchtype", g->branches[b].type, 12);
                if (strcmp(g->branches[b].dir, "down") != 0)
                    lua_str(o, "direction", g->branches[b].dir, 12);
                fprintf(o, "         },\n");
            }
            fprintf(o, "      },\n");
        }
        if (g->nlevels) {
            fprintf(o, "      levels = {\n");
            for (int l = 0; l < g->nlevels; l++) {
                const struct source_level *lv = &g->levels[l];

                fprintf(o, "         {\n");
                lua_str(o, "name", lv->name, 12);
                if (lv->bonetag[0])
                    lua_str(o, "bonetag", lv->bonetag, 12);
                if (lv->chainlevel[0])
                    lua_str(o, "chainlevel", lv->chainlevel, 12);
                fprintf(o, "            base = %d,\n", lv->base);
                if (lv->range)
                    fprintf(o, "            range = %d,\n", lv->range);
                if (lv->nlevels)
                    fprintf(o, "            nlevels = %d,\n", lv->nlevels);
                if (lv->chance != 100)
                    fprintf(o, "            chance = %d,\n", lv->chance);
                lua_align(o, lv->align, 12);
                lua_flags(o, lv->flags, 12);
                fprintf(o, "         },\n");
            }
            fprintf(o, "      },\n");
        }
        fprintf(o, "   },\n");
    }
    fprintf(o, "}\n");
}
