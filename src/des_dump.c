/* des_dump.c - the tree as text (the format is in des_dump.h). */
#include "des_dump.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct out {
    char *p;
    size_t len, cap;
    bool oom;
};

static void put(struct out *o, const char *s, size_t n)
{
    if (o->oom)
        return;
    if (o->len + n + 1 > o->cap) {
        size_t cap = o->cap ? o->cap : 1024;

        while (o->len + n + 1 > cap)
            cap *= 2;
        char *np = realloc(o->p, cap);

        if (!np) {
            o->oom = true;
            return;
        }
        o->p = np;
        o->cap = cap;
    }
    memcpy(o->p + o->len, s, n);
    o->len += n;
    o->p[o->len] = '\0';
}

static void puts_(struct out *o, const char *s)
{
    put(o, s, strlen(s));
}

static void printf_(struct out *o, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void printf_(struct out *o, const char *fmt, ...)
{
    char buf[256];
    va_list ap;

    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);

    va_end(ap);
    if (n > 0)
        put(o, buf, (size_t) n < sizeof buf ? (size_t) n : sizeof buf - 1);
}

static void indent(struct out *o, int depth)
{
    for (int i = 0; i < depth; i++)
        puts_(o, "  ");
}

/* a string between double quotes; \" \\ and \xNN where needed */
static void quoted(struct out *o, const char *s)
{
    puts_(o, "\"");
    for (const unsigned char *c = (const unsigned char *) s; *c; c++) {
        if (*c == '"' || *c == '\\')
            printf_(o, "\\%c", *c);
        else if (*c < 0x20 || *c >= 0x7f)
            printf_(o, "\\x%02x", *c);
        else
            put(o, (const char *) c, 1);
    }
    puts_(o, "\"");
}

static void expr(struct out *o, const struct des_expr *e);

static void kids(struct out *o, const struct des_expr *e, int from, int to)
{
    for (int i = from; i < to && i < e->nkids; i++) {
        if (i > from)
            puts_(o, e->kind == DES_E_COORD || e->kind == DES_E_REGION
                  || e->kind == DES_E_LEVREGION ? "," : ", ");
        expr(o, e->kids[i]);
    }
}

static void call(struct out *o, const char *name, const struct des_expr *e)
{
    int n = e->nkids;

    while (n > 0 && !e->kids[n - 1])   /* absent trailing arguments */
        n--;
    printf_(o, "%s(", name);
    kids(o, e, 0, n);
    puts_(o, ")");
}

static const char *cmp_name(long op)
{
    static const char *const n[] = { "", "==", "!=", "<", "<=", ">", ">=" };

    return op >= 0 && op <= DES_CMP_GE ? n[op] : "?";
}

static void expr(struct out *o, const struct des_expr *e)
{
    if (!e) {
        puts_(o, "-");
        return;
    }
    switch (e->kind) {
    case DES_E_INT:
        printf_(o, "%ld", e->ival);
        break;
    case DES_E_DICE:
        printf_(o, "%ldd%ld", e->ival, e->ival2);
        break;
    case DES_E_STR:
        quoted(o, e->str);
        break;
    case DES_E_CHAR:
        if (e->ival == '\'' || e->ival == '\\')
            printf_(o, "'\\%c'", (int) e->ival);
        else
            printf_(o, "'%c'", (int) e->ival);
        break;
    case DES_E_WORD:
        puts_(o, des_word_name(e->word));
        break;
    case DES_E_RANDOM:
        puts_(o, "random");
        if (e->nkids) {
            puts_(o, "[");
            kids(o, e, 0, e->nkids);
            puts_(o, "]");
        }
        break;
    case DES_E_NONE:
        puts_(o, "none");
        break;
    case DES_E_COORD:
    case DES_E_REGION:
        puts_(o, "(");
        kids(o, e, 0, e->nkids);
        puts_(o, ")");
        break;
    case DES_E_LEVREGION:
        puts_(o, "levregion(");
        kids(o, e, 0, e->nkids);
        puts_(o, ")");
        break;
    case DES_E_REGISTER:
        printf_(o, "%s[%ld]", e->str, e->ival);
        if (e->ival2 >= 0)
            printf_(o, "[%ld]", e->ival2);
        break;
    case DES_E_VAR:
        printf_(o, "$%s", e->str);
        break;
    case DES_E_INDEX:
        printf_(o, "$%s[", e->str);
        expr(o, e->kids[0]);
        puts_(o, "]");
        break;
    case DES_E_BINOP:
        puts_(o, "(");
        expr(o, e->kids[0]);
        printf_(o, " %c ", (int) e->ival);
        expr(o, e->kids[1]);
        puts_(o, ")");
        break;
    case DES_E_NEG:
        puts_(o, "-");
        expr(o, e->kids[0]);
        break;
    case DES_E_LIST:
        puts_(o, "{");
        kids(o, e, 0, e->nkids);
        puts_(o, "}");
        break;
    case DES_E_MONSTER:
    case DES_E_OBJECT:
        printf_(o, "%s(", e->kind == DES_E_MONSTER ? "monster" : "object");
        expr(o, e->kids[0]);
        puts_(o, ",");
        expr(o, e->kids[1]);
        puts_(o, ")");
        break;
    case DES_E_MAPCHAR:
        puts_(o, "(");
        kids(o, e, 0, 2);
        puts_(o, ")");
        break;
    case DES_E_DIRS:
        for (int i = 0; i < e->nkids; i++) {
            if (i)
                puts_(o, "|");
            expr(o, e->kids[i]);
        }
        break;
    case DES_E_CORR:
        call(o, "corr", e);
        break;
    case DES_E_COMPARE:
        puts_(o, "[");
        expr(o, e->kids[0]);
        if (e->ival != DES_CMP_TRUE) {
            printf_(o, " %s ", cmp_name(e->ival));
            expr(o, e->kids[1]);
        }
        puts_(o, "]");
        break;
    case DES_E_PERCENT:
        printf_(o, "[%ld%%]", e->ival);
        break;
    case DES_E_SEL_UNION:
        puts_(o, "(");
        expr(o, e->kids[0]);
        puts_(o, " & ");
        expr(o, e->kids[1]);
        puts_(o, ")");
        break;
    case DES_E_SEL_RECT:
        call(o, "rect", e);
        break;
    case DES_E_SEL_FILLRECT:
        call(o, "fillrect", e);
        break;
    case DES_E_SEL_LINE:
        call(o, "line", e);
        break;
    case DES_E_SEL_RANDLINE:
        call(o, "randline", e);
        break;
    case DES_E_SEL_GROW:
        puts_(o, "grow(");
        if (e->kids[0]) {
            expr(o, e->kids[0]);
            puts_(o, ", ");
        }
        expr(o, e->kids[1]);
        puts_(o, ")");
        break;
    case DES_E_SEL_FILTER:
        puts_(o, "filter(");
        if (e->kids[0]->kind == DES_E_PERCENT)
            printf_(o, "%ld%%", e->kids[0]->ival);
        else
            expr(o, e->kids[0]);
        puts_(o, ", ");
        expr(o, e->kids[1]);
        puts_(o, ")");
        break;
    case DES_E_SEL_FLOOD:
        call(o, "floodfill", e);
        break;
    case DES_E_SEL_CIRCLE:
        call(o, "circle", e);
        break;
    case DES_E_SEL_ELLIPSE:
        call(o, "ellipse", e);
        break;
    case DES_E_SEL_GRADIENT:
        puts_(o, "gradient(");
        expr(o, e->kids[0]);
        puts_(o, ", (");
        expr(o, e->kids[1]);
        puts_(o, " - ");
        expr(o, e->kids[2]);
        if (e->kids[3]) {
            puts_(o, ", ");
            expr(o, e->kids[3]);
        }
        puts_(o, "), ");
        expr(o, e->kids[4]);
        if (e->kids[5]) {
            puts_(o, ", ");
            expr(o, e->kids[5]);
        }
        puts_(o, ")");
        break;
    case DES_E_SEL_COMPLEMENT:
        call(o, "complement", e);
        break;
    case DES_E_RNDCOORD:
        call(o, "rndcoord", e);
        break;
    default:
        puts_(o, "?");
        break;
    }
}

static const char *vtype_short(int t)
{
    static const char *const n[] = { "none", "int", "str", "coord", "region",
        "mapchar", "monster", "object", "sel" };
    int base = t & ~DES_VT_ARRAY;

    return base >= 0 && base <= DES_VT_SEL ? n[base] : "?";
}

static void stmts(struct out *o, const struct des_block *b, int depth);

static void stmt(struct out *o, const struct des_stmt *s, int depth)
{
    int na = s->na;

    indent(o, depth);
    printf_(o, "%d:%d %s", s->line, s->col, des_stmt_name(s->kind));
    if (s->chance >= 0)
        printf_(o, "[%d%%]", s->chance);
    switch (s->kind) {
    case DES_S_ASSIGN:
        printf_(o, " $%s (%s%s) =", s->name, vtype_short(s->vtype),
                s->vtype & DES_VT_ARRAY ? "[]" : "");
        break;
    case DES_S_SHUFFLE:
        printf_(o, " $%s", s->name);
        break;
    case DES_S_FOR:
        printf_(o, " $%s =", s->name);
        break;
    case DES_S_FUNCTION:
        printf_(o, " %s(", s->name);
        for (int i = 0; i < s->nparams; i++)
            printf_(o, "%s$%s:%s", i ? ", " : "", s->params[i].name,
                    vtype_short(s->params[i].type));
        puts_(o, ")");
        break;
    case DES_S_CALL:
        printf_(o, " %s", s->name);
        break;
    default:
        break;
    }
    while (na > 0 && !s->a[na - 1])
        na--;
    for (int i = 0; i < na; i++) {
        puts_(o, i ? (s->kind == DES_S_FOR ? " TO " : ", ") : " ");
        expr(o, s->a[i]);
    }
    if (s->map)
        printf_(o, " %dx%d", s->map->width, s->map->nrows);
    for (int i = 0; i < s->nx; i++) {
        const struct des_extra *x = &s->x[i];

        puts_(o, i ? ", " : "; ");
        puts_(o, des_extra_name(x->key));
        if (x->val) {
            puts_(o, "=");
            expr(o, x->val);
        }
        if (x->val2) {
            puts_(o, " ");
            expr(o, x->val2);
        }
    }
    if (s->has_body && !s->body.n && s->kind != DES_S_SWITCH)
        puts_(o, " {}");
    puts_(o, "\n");
    if (s->map)
        for (int r = 0; r < s->map->nrows; r++) {
            indent(o, depth + 1);
            puts_(o, "|");
            puts_(o, s->map->rows[r]);
            puts_(o, "|\n");
        }
    stmts(o, &s->body, depth + 1);
    if (s->kind == DES_S_IF && s->alt.v) {
        indent(o, depth);
        puts_(o, "ELSE\n");
        stmts(o, &s->alt, depth + 1);
    }
    for (int c = 0; c < s->ncases; c++) {
        indent(o, depth + 1);
        if (s->cases[c].is_default)
            printf_(o, "%d:%d DEFAULT\n", s->cases[c].line, s->cases[c].col);
        else
            printf_(o, "%d:%d CASE %ld\n", s->cases[c].line, s->cases[c].col,
                    s->cases[c].value);
        stmts(o, &s->cases[c].body, depth + 2);
    }
}

static void stmts(struct out *o, const struct des_block *b, int depth)
{
    for (int i = 0; i < b->n; i++)
        stmt(o, b->v[i], depth);
}

static char *done(struct out *o)
{
    if (o->oom) {
        free(o->p);
        return NULL;
    }
    if (!o->p)
        puts_(o, "");
    return o->oom ? NULL : o->p;
}

char *des_dump(const struct des_file *f)
{
    struct out o = { 0 };

    printf_(&o, "grammar %s (%s)", des_grammar_name(f->grammar), f->why);
    static const struct { unsigned bit; const char *name; } exts[] = {
        { DES_EXT_SLASHEM, "slashem" }, { DES_EXT_DNETHACK, "dnethack" },
        { DES_EXT_LETHE, "lethe" },
    };
    bool first = true;

    for (size_t i = 0; i < sizeof exts / sizeof exts[0]; i++)
        if (f->ext & exts[i].bit) {
            printf_(&o, "%s%s", first ? " ext=" : ",", exts[i].name);
            first = false;
        }
    puts_(&o, "\n");
    for (int l = 0; l < f->nlevels; l++) {
        const struct des_level *lev = f->levels[l];

        printf_(&o, "level %d:%d %s ", lev->line, lev->col,
                lev->maze ? "MAZE" : "LEVEL");
        quoted(&o, lev->name);
        if (lev->filling) {
            puts_(&o, " fill=");
            expr(&o, lev->filling);
        }
        for (int i = 0; i < lev->nflags; i++)
            printf_(&o, "%s%s", i ? "," : " flags=",
                    des_word_name(lev->flags[i]->word));
        puts_(&o, "\n");
        stmts(&o, &lev->body, 1);
    }
    return done(&o);
}

char *des_dump_stmt(const struct des_stmt *s)
{
    struct out o = { 0 };

    stmt(&o, s, 0);
    return done(&o);
}

char *des_dump_expr(const struct des_expr *e)
{
    struct out o = { 0 };

    expr(&o, e);
    return done(&o);
}
