/* des_parse_common.c - the parser's shared machinery: lookahead, errors,
 * node building, and the pieces of syntax both grammars write alike
 * (literal coordinates and regions, value words, corridor ends, FLAGS,
 * MAP blocks). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "des_parse_int.h"

/* ---- tokens --------------------------------------------------------- */

static void fill(struct des_parser *p)
{
    struct des_token *t = &p->la[p->nla];

    if (des_lex_next(&p->lx, t) < 0)
        des_fail_pos(p, p->lx.err_line, p->lx.err_col, "%s", p->lx.err);
    p->nla++;
}

const struct des_token *des_peek(struct des_parser *p, int k)
{
    while (p->nla <= k)
        fill(p);
    return &p->la[k];
}

const struct des_token *des_next(struct des_parser *p)
{
    des_peek(p, 0);
    p->last = p->la[0];
    memmove(p->la, p->la + 1, (size_t) (p->nla - 1) * sizeof p->la[0]);
    p->nla--;
    return &p->last;
}

bool des_tok_word(const struct des_token *t, const char *w)
{
    size_t n = strlen(w);

    return t->kind == DES_T_WORD && t->len == n && !memcmp(t->text, w, n);
}

bool des_tok_word_in(const struct des_token *t, const char *const *words)
{
    for (; *words; words++)
        if (des_tok_word(t, *words))
            return true;
    return false;
}

bool des_at_word(struct des_parser *p, const char *w)
{
    return des_tok_word(des_peek(p, 0), w);
}

bool des_at_punct(struct des_parser *p, int c)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;

    return t->kind == DES_T_PUNCT && t->ival == c;
}

bool des_accept_word(struct des_parser *p, const char *w)
{
    if (!des_at_word(p, w))
        return false;
    des_next(p);
    return true;
}

bool des_accept_punct(struct des_parser *p, int c)
{
    if (!des_at_punct(p, c))
        return false;
    des_next(p);
    return true;
}

void des_expect_punct(struct des_parser *p, int c, const char *where)
{
    if (!des_accept_punct(p, c))
        des_expected(p, "'%c'%s%s", c, where && *where ? " " : "",
                     where ? where : "");
}

void des_expect_word(struct des_parser *p, const char *w, const char *where)
{
    if (!des_accept_word(p, w))
        des_expected(p, "%s%s%s", w, where && *where ? " " : "",
                     where ? where : "");
}

void des_colon(struct des_parser *p, const struct des_token *kw)
{
    char where[48];

    snprintf(where, sizeof where, "after %.*s", (int) (kw->len < 30
                                                       ? kw->len : 30),
             kw->text);
    des_expect_punct(p, ':', where);
}

void des_comma(struct des_parser *p, const char *after)
{
    des_expect_punct(p, ',', after);
}

bool des_at_level_end(struct des_parser *p)
{
    const struct des_token *t = des_peek(p, 0);

    return t->kind == DES_T_EOF || des_tok_word(t, "MAZE")
        || des_tok_word(t, "LEVEL");
}

/* ---- errors --------------------------------------------------------- */

static void near_text(const struct des_token *t, char *buf, size_t len)
{
    char shown[160];

    if (t->kind == DES_T_EOF) {
        snprintf(buf, len, "near end of file");
        return;
    }
    des_escape(t->src, t->srclen, 30, shown, sizeof shown);
    snprintf(buf, len, "near '%s'", shown);
}

static noreturn void fail(struct des_parser *p, int line, int col,
                          const char *near, const char *fmt, va_list ap)
{
    char msg[300];

    vsnprintf(msg, sizeof msg, fmt, ap);
    p->err_line = line;
    p->err_col = col;
    snprintf(p->err, sizeof p->err, "%s%s%s", msg, near ? " " : "",
             near ? near : "");
    longjmp(p->jb, 1);
}

noreturn void des_expected(struct des_parser *p, const char *fmt, ...)
{
    const struct des_token *t = des_peek(p, 0);
    char what[260], near[200];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    near_text(t, near, sizeof near);
    p->err_line = t->line;
    p->err_col = t->col;
    snprintf(p->err, sizeof p->err, "expected %s %s", what, near);
    longjmp(p->jb, 1);
}

noreturn void des_fail_at(struct des_parser *p, const struct des_token *t,
                          const char *fmt, ...)
{
    char near[200];
    va_list ap;

    near_text(t, near, sizeof near);
    va_start(ap, fmt);
    fail(p, t->line, t->col, near, fmt, ap);
}

noreturn void des_fail_pos(struct des_parser *p, int line, int col,
                           const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    fail(p, line, col, NULL, fmt, ap);
}

void des_enter(struct des_parser *p)
{
    if (++p->depth > DES_MAX_DEPTH)
        des_fail_at(p, des_peek(p, 0), "nested more than %d deep",
                    DES_MAX_DEPTH);
}

void des_leave(struct des_parser *p)
{
    p->depth--;
}

/* ---- building ------------------------------------------------------- */

void *des_alloc(struct des_parser *p, size_t n)
{
    void *m = des_arena_alloc(p->arena, n);

    if (!m)
        des_fail_pos(p, p->last.line, p->last.col,
                     "out of memory (the file is too large to read)");
    return m;
}

const char *des_strdup(struct des_parser *p, const char *s, size_t n)
{
    char *d = des_alloc(p, n + 1);

    memcpy(d, s, n);
    return d;
}

struct des_expr *des_expr_at(struct des_parser *p, enum des_expr_kind k,
                             const struct des_token *t)
{
    struct des_expr *e = des_alloc(p, sizeof *e);

    e->kind = k;
    e->line = t->line;
    e->col = t->col;
    return e;
}

void des_expr_add(struct des_parser *p, struct des_expr *e,
                  struct des_expr *kid)
{
    /* the capacity is implied: 4, then each power of two reached */
    int n = e->nkids;

    if (n == 0 || (n >= 4 && !(n & (n - 1)))) {
        struct des_expr **k = des_alloc(p, (size_t) (n ? n * 2 : 4)
                                        * sizeof *k);

        if (n)
            memcpy(k, e->kids, (size_t) n * sizeof *k);
        e->kids = k;
    }
    e->kids[e->nkids++] = kid;
}

struct des_stmt *des_stmt_at(struct des_parser *p, enum des_stmt_kind k,
                             const struct des_token *t)
{
    struct des_stmt *s = des_alloc(p, sizeof *s);

    s->kind = k;
    s->line = t->line;
    s->col = t->col;
    s->chance = -1;
    return s;
}

void des_stmt_arg(struct des_parser *p, struct des_stmt *s, int slot,
                  struct des_expr *e)
{
    if (slot >= s->na) {
        struct des_expr **a = des_alloc(p, (size_t) (slot + 1) * sizeof *a);

        if (s->na)
            memcpy(a, s->a, (size_t) s->na * sizeof *a);
        s->a = a;
        s->na = slot + 1;
    }
    s->a[slot] = e;
}

struct des_extra *des_stmt_extra(struct des_parser *p, struct des_stmt *s,
                                 enum des_extra_key k,
                                 const struct des_token *at,
                                 struct des_expr *val)
{
    for (int i = 0; i < s->nx; i++)
        if (s->x[i].key == k)
            des_fail_pos(p, at->line, at->col, "%s given twice for this %s "
                         "(first at %d:%d)", des_extra_name(k),
                         des_stmt_name(s->kind), s->x[i].line, s->x[i].col);
    if ((s->nx & (s->nx - 1)) == 0) {   /* 0, 1, 2, 4 ...: full */
        struct des_extra *x = des_alloc(p, (size_t) (s->nx ? s->nx * 2 : 1)
                                        * sizeof *x);

        if (s->nx)
            memcpy(x, s->x, (size_t) s->nx * sizeof *x);
        s->x = x;
    }
    struct des_extra *x = &s->x[s->nx++];

    x->key = k;
    x->line = at->line;
    x->col = at->col;
    x->val = val;
    return x;
}

void des_block_add(struct des_parser *p, struct des_block *b,
                   struct des_stmt *s)
{
    if (b->n == b->cap) {
        int cap = b->cap ? b->cap * 2 : 4;
        struct des_stmt **v = des_alloc(p, (size_t) cap * sizeof *v);

        if (b->n)
            memcpy(v, b->v, (size_t) b->n * sizeof *v);
        b->v = v;
        b->cap = cap;
    }
    b->v[b->n++] = s;
}

/* ---- value words ---------------------------------------------------- */

const enum des_word DES_WS_DOOR34[] = { DES_W_OPEN, DES_W_CLOSED,
    DES_W_LOCKED, DES_W_NODOOR, DES_W_BROKEN, 0 };
const enum des_word DES_WS_DOOR36[] = { DES_W_OPEN, DES_W_CLOSED,
    DES_W_LOCKED, DES_W_NODOOR, DES_W_BROKEN, DES_W_SECRET, 0 };
const enum des_word DES_WS_LIGHT[] = { DES_W_LIT, DES_W_UNLIT, 0 };
const enum des_word DES_WS_DIR[] = { DES_W_NORTH, DES_W_EAST, DES_W_SOUTH,
    DES_W_WEST, 0 };
const enum des_word DES_WS_HJUST[] = { DES_W_LEFT, DES_W_HALF_LEFT,
    DES_W_CENTER, DES_W_HALF_RIGHT, DES_W_RIGHT, 0 };
const enum des_word DES_WS_VJUST[] = { DES_W_TOP, DES_W_CENTER,
    DES_W_BOTTOM, 0 };
const enum des_word DES_WS_ALIGN[] = { DES_W_NOALIGN, DES_W_LAW,
    DES_W_NEUTRAL, DES_W_CHAOS, DES_W_COALIGNED, DES_W_NONCOALIGNED, 0 };
const enum des_word DES_WS_ALTAR[] = { DES_W_SANCTUM, DES_W_SHRINE,
    DES_W_ALTAR, 0 };
const enum des_word DES_WS_UPDOWN[] = { DES_W_UP, DES_W_DOWN, 0 };
const enum des_word DES_WS_BOOL[] = { DES_W_TRUE, DES_W_FALSE, 0 };
const enum des_word DES_WS_ENGR34[] = { DES_W_DUST, DES_W_ENGRAVE,
    DES_W_BURN, DES_W_MARK, DES_W_BLOOD, DES_W_SCRAWL, 0 };
const enum des_word DES_WS_ENGR36[] = { DES_W_DUST, DES_W_ENGRAVE,
    DES_W_BURN, DES_W_MARK, DES_W_BLOOD, 0 };
const enum des_word DES_WS_CURSE[] = { DES_W_BLESSED, DES_W_UNCURSED,
    DES_W_CURSED, 0 };
const enum des_word DES_WS_ATTITUDE[] = { DES_W_PEACEFUL, DES_W_HOSTILE, 0 };
const enum des_word DES_WS_ALERTNESS[] = { DES_W_ASLEEP, DES_W_AWAKE, 0 };
const enum des_word DES_WS_APPEAR[] = { DES_W_M_FEATURE, DES_W_M_MONSTER,
    DES_W_M_OBJECT, 0 };
const enum des_word DES_WS_FLAGS34[] = { DES_W_NOTELEPORT, DES_W_HARDFLOOR,
    DES_W_NOMMAP, DES_W_ARBOREAL, DES_W_SHORTSIGHTED, DES_W_SPOOKY,
    DES_W_LETHE, 0 };
const enum des_word DES_WS_FLAGS36[] = { DES_W_NOTELEPORT, DES_W_HARDFLOOR,
    DES_W_NOMMAP, DES_W_ARBOREAL, DES_W_SHORTSIGHTED, DES_W_MAZELEVEL,
    DES_W_PREMAPPED, DES_W_SHROUD, DES_W_GRAVEYARD, DES_W_ICEDPOOLS,
    DES_W_SOLIDIFY, DES_W_CORRMAZE, DES_W_INACCESSIBLES, 0 };
const enum des_word DES_WS_FILLING[] = { DES_W_FILLED, DES_W_UNFILLED, 0 };
const enum des_word DES_WS_SANITY[] = { DES_W_SKIPCHECK, DES_W_NOSKIPCHECK,
    0 };
const enum des_word DES_WS_OBJFLAGS[] = { DES_W_O_LIT, DES_W_O_BURIED, 0 };

bool des_word_in(enum des_word w, const enum des_word *set)
{
    for (; *set; set++)
        if (*set == w)
            return true;
    return false;
}

struct des_expr *des_maybe_word_of(struct des_parser *p,
                                   const enum des_word *set, bool random_ok)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;

    if (t->kind != DES_T_WORD)
        return NULL;
    if (random_ok && des_tok_word(t, "random"))
        return des_expr_at(p, DES_E_RANDOM, des_next(p));
    enum des_word w = des_word_lookup(t->text, t->len);

    if (!w || !des_word_in(w, set))
        return NULL;
    struct des_expr *e = des_expr_at(p, DES_E_WORD, des_next(p));

    e->word = w;
    return e;
}

struct des_expr *des_word_of(struct des_parser *p, const enum des_word *set,
                             const char *what, bool random_ok)
{
    struct des_expr *e = des_maybe_word_of(p, set, random_ok);
    char list[200] = "";
    size_t n = 0;

    if (e)
        return e;
    for (const enum des_word *w = set; *w && n < sizeof list - 40; w++)
        n += (size_t) snprintf(list + n, sizeof list - n, "%s%s",
                               w == set ? ""
                               : w[1] || random_ok ? ", " : " or ",
                               des_word_name(*w));
    if (random_ok)
        snprintf(list + n, sizeof list - n, " or random");
    des_expected(p, "%s (%s)", what, list);
}

/* ---- literals ------------------------------------------------------- */

struct des_expr *des_int_lit(struct des_parser *p, const char *what)
{
    if (des_peek(p, 0)->kind != DES_T_INT)
        des_expected(p, "%s (a number)", what);
    struct des_token t_ = *des_next(p), *t = &t_;
    struct des_expr *e = des_expr_at(p, DES_E_INT, t);

    e->ival = t->ival;
    return e;
}

struct des_expr *des_str_lit(struct des_parser *p, const char *what)
{
    if (des_peek(p, 0)->kind != DES_T_STRING)
        des_expected(p, "%s (a \"string\")", what);
    struct des_token t_ = *des_next(p), *t = &t_;
    struct des_expr *e = des_expr_at(p, DES_E_STR, t);

    e->str = des_strdup(p, t->text, t->len);
    return e;
}

struct des_expr *des_char_lit(struct des_parser *p, const char *what)
{
    if (des_peek(p, 0)->kind != DES_T_CHAR)
        des_expected(p, "%s (a character in quotes, as 'x')", what);
    struct des_token t_ = *des_next(p), *t = &t_;
    struct des_expr *e = des_expr_at(p, DES_E_CHAR, t);

    e->ival = t->ival;
    return e;
}

struct des_expr *des_random(struct des_parser *p, const char *what)
{
    if (!des_at_word(p, "random"))
        des_expected(p, "%s", what);
    return des_expr_at(p, DES_E_RANDOM, des_next(p));
}

bool des_at_lit_tuple(struct des_parser *p)
{
    return des_at_punct(p, '(') && des_peek(p, 1)->kind == DES_T_INT
        && des_peek(p, 2)->kind == DES_T_PUNCT && des_peek(p, 2)->ival == ',';
}

/* (n, n ...) of count numbers */
static struct des_expr *int_tuple(struct des_parser *p, enum des_expr_kind k,
                                  int count, const char *what)
{
    if (!des_at_punct(p, '('))
        des_expected(p, "%s", what);
    struct des_expr *e = des_expr_at(p, k, des_next(p));

    for (int i = 0; i < count; i++) {
        if (i)
            des_expect_punct(p, ',', count == 2 ? "in a coordinate (x,y)"
                             : "in a region (x1,y1,x2,y2)");
        des_expr_add(p, e, des_int_lit(p, count == 2 ? (i ? "the y of (x,y)"
                                                         : "the x of (x,y)")
                                        : i == 0 ? "x1 of (x1,y1,x2,y2)"
                                        : i == 1 ? "y1 of (x1,y1,x2,y2)"
                                        : i == 2 ? "x2 of (x1,y1,x2,y2)"
                                        : "y2 of (x1,y1,x2,y2)"));
    }
    des_expect_punct(p, ')', count == 2 ? "closing the coordinate (x,y)"
                     : "closing the region (x1,y1,x2,y2)");
    return e;
}

struct des_expr *des_coord_lit(struct des_parser *p)
{
    return int_tuple(p, DES_E_COORD, 2, "a coordinate (x,y)");
}

struct des_expr *des_region_lit(struct des_parser *p)
{
    return int_tuple(p, DES_E_REGION, 4, "a region (x1,y1,x2,y2)");
}

struct des_expr *des_region_ordered(struct des_parser *p)
{
    struct des_expr *e = des_region_lit(p);

    if (e->kids[0]->ival > e->kids[2]->ival
        || e->kids[1]->ival > e->kids[3]->ival)
        des_fail_pos(p, e->line, e->col, "region (%ld,%ld,%ld,%ld) starts "
                     "after it ends", e->kids[0]->ival, e->kids[1]->ival,
                     e->kids[2]->ival, e->kids[3]->ival);
    return e;
}

struct des_expr *des_lev_region(struct des_parser *p)
{
    if (des_at_word(p, "levregion")) {
        struct des_token kw_ = *des_next(p), *kw = &kw_;
        struct des_expr *r = int_tuple(p, DES_E_LEVREGION, 4,
                                       "(x1,y1,x2,y2) after levregion");

        r->line = kw->line;
        r->col = kw->col;
        return r;
    }
    if (!des_at_punct(p, '('))
        des_expected(p, "a region ((x1,y1,x2,y2) or levregion(...))");
    return des_region_lit(p);
}

struct des_expr *des_dirs(struct des_parser *p, bool many)
{
    struct des_expr *d = des_word_of(p, DES_WS_DIR, "a direction", false);

    if (!many || !des_at_punct(p, '|'))
        return d;
    struct des_expr *e = des_expr_at(p, DES_E_DIRS, &p->last);

    e->line = d->line;
    e->col = d->col;
    des_expr_add(p, e, d);
    while (des_accept_punct(p, '|'))
        des_expr_add(p, e, des_word_of(p, DES_WS_DIR, "a direction", false));
    return e;
}

struct des_expr *des_corr_spec(struct des_parser *p)
{
    if (!des_at_punct(p, '('))
        des_expected(p, "a corridor end (room, wall, door)");
    struct des_expr *e = des_expr_at(p, DES_E_CORR, des_next(p));

    des_expr_add(p, e, des_int_lit(p, "a room number"));
    des_expect_punct(p, ',', "after the room number");
    des_expr_add(p, e, des_word_of(p, DES_WS_DIR, "a wall", false));
    des_expect_punct(p, ',', "after the wall");
    if (des_at_word(p, "random"))
        des_expr_add(p, e, des_random(p, "a door position"));
    else
        des_expr_add(p, e, des_int_lit(p, "a door position"));
    des_expect_punct(p, ')', "closing the corridor end");
    return e;
}

void des_level_flags(struct des_parser *p, struct des_level *lev,
                     const struct des_token *kw, const enum des_word *set)
{
    if (lev->flags_line)
        des_fail_at(p, kw, "FLAGS given twice (first at line %d)",
                    lev->flags_line);
    lev->flags_line = kw->line;
    des_expect_punct(p, ':', "after FLAGS");
    do {
        struct des_expr *f = des_word_of(p, set, "a level flag", false);

        if (f->word == DES_W_LETHE)
            p->file->ext |= DES_EXT_LETHE;
        if (f->word == DES_W_SPOOKY)
            p->file->ext |= DES_EXT_SLASHEM;
        if (!((unsigned) lev->nflags & ((unsigned) lev->nflags - 1))) {
            struct des_expr **v = des_alloc(p, (size_t) (lev->nflags
                                                ? lev->nflags * 2 : 1)
                                            * sizeof *v);

            if (lev->nflags)
                memcpy(v, lev->flags, (size_t) lev->nflags * sizeof *v);
            lev->flags = v;
        }
        lev->flags[lev->nflags++] = f;
    } while (des_accept_punct(p, ','));
}

/* ---- maps ----------------------------------------------------------- */

/* the characters a MAP row may hold: lev_comp's for the grammar, digits
 * (line numbering lev_comp strips) and the variants' additions */
static bool map_char_ok(enum des_grammar g, int c, unsigned *ext)
{
    if (strchr("-|}{+ABCISHKPLWTF\\#. 0123456789", c))
        return true;
    if (g == DES_GRAMMAR_36)
        return c == 'x';
    if (c == 'Z') {
        *ext |= DES_EXT_SLASHEM;
        return true;
    }
    if (strchr("estwGNY,", c)) {
        *ext |= DES_EXT_DNETHACK;
        return true;
    }
    return false;
}

/* the largest map lev_comp and the variants take: the level's width
 * less its unused column, and its height */
#define DES_MAP_MAX_W 79
#define DES_MAP_MAX_H 21
/* a row with lev_comp's line numbers (digits, stripped) still fits this */
#define DES_MAP_MAX_RAW 255

struct des_map *des_map_from(struct des_parser *p, const struct des_token *t)
{
    struct des_map *m = des_alloc(p, sizeof *m);
    const char *s = t->text, *end = t->text + t->len;
    int nrows = 0;

    for (const char *q = s; q < end; q++)
        nrows += *q == '\n';
    m->first_line = (int) t->ival;
    m->rows = des_alloc(p, (size_t) (nrows ? nrows : 1) * sizeof *m->rows);
    for (int r = 0; r < nrows; r++) {
        const char *nl = memchr(s, '\n', (size_t) (end - s));
        size_t n = (size_t) (nl - s);
        int width = 0;

        if (n && s[n - 1] == '\r')
            n--;
        if (n > DES_MAP_MAX_RAW)
            des_fail_pos(p, m->first_line + r, DES_MAP_MAX_RAW + 1,
                         "MAP row is %zu characters long; the most is %d",
                         n, DES_MAP_MAX_RAW);
        for (size_t i = 0; i < n; i++) {
            if (!map_char_ok(p->g, (unsigned char) s[i], &p->file->ext))
                des_fail_pos(p, m->first_line + r, (int) i + 1,
                             "'%c' is not a map character of the %s grammar",
                             s[i], p->g == DES_GRAMMAR_36 ? "3.6" : "3.4.3");
            width += s[i] < '0' || s[i] > '9';
        }
        if (width > DES_MAP_MAX_W)
            des_fail_pos(p, m->first_line + r, DES_MAP_MAX_W + 1,
                         "MAP row is %d wide; the most is %d", width,
                         DES_MAP_MAX_W);
        if (width > m->width)
            m->width = width;
        m->rows[r] = des_strdup(p, s, n);
        s = nl + 1;
    }
    m->nrows = nrows;
    if (nrows > DES_MAP_MAX_H)
        des_fail_pos(p, m->first_line + DES_MAP_MAX_H, 1, "MAP has %d rows; "
                     "the most is %d", nrows, DES_MAP_MAX_H);
    return m;
}

/* ---- statement parts both grammars read alike ------------------------ */

struct des_expr *des_str_or_random(struct des_parser *p, const char *what)
{
    if (des_peek(p, 0)->kind == DES_T_STRING)
        return des_str_lit(p, what);
    return des_random(p, what);
}

void des_levregion_args(struct des_parser *p, struct des_stmt *s, int base)
{
    des_stmt_arg(p, s, base, des_lev_region(p));
    des_comma(p, "after the region");
    des_stmt_arg(p, s, base + 1, des_lev_region(p));
    if (s->kind == DES_S_PORTAL) {
        des_comma(p, "after the excluded region");
        des_stmt_arg(p, s, 2, des_str_lit(p, "the portal's destination"));
    } else if (s->kind == DES_S_STAIR_REGION) {
        des_comma(p, "after the excluded region");
        des_stmt_arg(p, s, 2, des_word_of(p, DES_WS_UPDOWN, "up or down",
                                          false));
    } else if (s->kind == DES_S_TELEPORT_REGION && des_accept_punct(p, ','))
        des_stmt_arg(p, s, 2, des_word_of(p, DES_WS_UPDOWN, "up or down",
                                          false));
}

void des_init_map_mines(struct des_parser *p, struct des_stmt *s)
{
    des_stmt_arg(p, s, 1, des_char_lit(p, "the foreground character"));
    des_comma(p, "after the foreground");
    des_stmt_arg(p, s, 2, des_char_lit(p, "the background character"));
    des_comma(p, "after the background");
    des_stmt_arg(p, s, 3, des_word_of(p, DES_WS_BOOL, "smoothed", false));
    des_comma(p, "after smoothed");
    des_stmt_arg(p, s, 4, des_word_of(p, DES_WS_BOOL, "joined", false));
    des_comma(p, "after joined");
    des_stmt_arg(p, s, 5, des_word_of(p, DES_WS_LIGHT, "a light state",
                                      true));
    des_comma(p, "after the light state");
    des_stmt_arg(p, s, 6, des_word_of(p, DES_WS_BOOL, "walled", true));
}

void des_corridor_args(struct des_parser *p, struct des_stmt *s)
{
    des_stmt_arg(p, s, 0, des_corr_spec(p));
    des_comma(p, "after the first end");
    if (des_at_punct(p, '('))
        des_stmt_arg(p, s, 1, des_corr_spec(p));
    else
        des_stmt_arg(p, s, 1, des_int_lit(p, "the second end, or a number"));
}
