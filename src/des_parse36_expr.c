/* des_parse36_expr.c - 3.6's values: integer and string expressions,
 * coordinates, regions, map characters, monsters, objects, selections,
 * conditions, and the variables they use.
 *
 * lev_comp types a variable at its first assignment and lets its lexer
 * hand the parser a token per type; here the parser looks the variable up
 * where it is used, and refuses one of the wrong type with the same
 * message, at the variable's line and column. */
#include <stdio.h>
#include <string.h>

#include "des_parse_int.h"

/* NetHack 3.6's level size: a literal coordinate must lie inside it */
#define COLNO36 80
#define ROWNO36 21

/* ---- variables ------------------------------------------------------ */

static unsigned hash(const char *s, size_t n)
{
    unsigned h = 2166136261u;

    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char) s[i]) * 16777619u;
    return h % DES_VAR_BUCKETS;
}

struct des_var *des36_var_find(struct des_parser *p, const char *name,
                               size_t n)
{
    for (struct des_var *v = p->vars[hash(name, n)]; v; v = v->next)
        if (strlen(v->name) == n && !memcmp(v->name, name, n))
            return v;
    return NULL;
}

const char *des36_vtype_name(int type)
{
    static const char *const names[] = {
        [DES_VT_NONE] = "nothing", [DES_VT_INT] = "an integer",
        [DES_VT_STRING] = "a string", [DES_VT_COORD] = "a coordinate",
        [DES_VT_REGION] = "a region", [DES_VT_MAPCHAR] = "a map character",
        [DES_VT_MONST] = "a monster", [DES_VT_OBJ] = "an object",
        [DES_VT_SEL] = "a selection",
    };
    static const char *const arrays[] = {
        [DES_VT_INT] = "an integer array", [DES_VT_STRING] = "a string array",
        [DES_VT_COORD] = "a coordinate array",
        [DES_VT_REGION] = "a region array",
        [DES_VT_MAPCHAR] = "a map character array",
        [DES_VT_MONST] = "a monster array", [DES_VT_OBJ] = "an object array",
        [DES_VT_SEL] = "a selection array",
    };
    int base = type & ~DES_VT_ARRAY;

    if (base < DES_VT_NONE || base > DES_VT_SEL)
        return "?";
    return type & DES_VT_ARRAY ? arrays[base] : names[base];
}

void des36_var_define(struct des_parser *p, const struct des_token *at,
                      const char *name, int type)
{
    size_t n = strlen(name);
    struct des_var *v = des36_var_find(p, name, n);

    if (v) {
        if (v->type != type)
            des_fail_at(p, at, "$%s is %s; it cannot become %s", name,
                        des36_vtype_name(v->type), des36_vtype_name(type));
        return;
    }
    if (p->nvars >= DES_MAX_VARS)
        des_fail_at(p, at, "too many variables (the most is %d)",
                    DES_MAX_VARS);
    v = des_alloc(p, sizeof *v);
    v->name = name;
    v->type = type;
    v->next = p->vars[hash(name, n)];
    p->vars[hash(name, n)] = v;
    p->nvars++;
}

void des36_vars_clear(struct des_parser *p)
{
    memset(p->vars, 0, sizeof p->vars);
    p->nvars = 0;
}

static bool is_var_of(struct des_parser *p, int k, unsigned want)
{
    const struct des_token *t = des_peek(p, k);
    struct des_var *v;

    if (t->kind != DES_T_VAR || !(v = des36_var_find(p, t->text, t->len)))
        return false;
    if (v->type & DES_VT_ARRAY) {
        const struct des_token *b = des_peek(p, k + 1);

        return b->kind == DES_T_PUNCT && b->ival == '['
            && (want & (1u << (v->type & ~DES_VT_ARRAY)));
    }
    return want & (1u << v->type);
}

#define W(t) (1u << (t))

/* $name or $name[i] of a type in want (for an array, its elements') */
static struct des_expr *var_use(struct des_parser *p, unsigned want,
                                const char *what)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;
    struct des_var *v = des36_var_find(p, t->text, t->len);

    if (!v)
        des_fail_at(p, t, "variable $%.*s is not defined here", (int) t->len,
                    t->text);
    t_ = *des_next(p);

    struct des_expr *e = des_expr_at(p, DES_E_VAR, t);

    e->str = v->name;
    e->vtype = v->type;
    if (v->type & DES_VT_ARRAY) {
        if (!des_at_punct(p, '['))
            des_fail_at(p, t, "$%s is %s; %s takes one element, as $%s[0]",
                        v->name, des36_vtype_name(v->type), what, v->name);
        des_next(p);
        e->kind = DES_E_INDEX;
        e->vtype = v->type & ~DES_VT_ARRAY;
        des_expr_add(p, e, des36_int(p));
        des_expect_punct(p, ']', "closing the index");
    }
    if (!(want & (1u << e->vtype)))
        des_fail_pos(p, e->line, e->col, "$%s is %s, where %s is wanted",
                     v->name, des36_vtype_name(e->vtype), what);
    return e;
}

/* ---- integers and strings ------------------------------------------- */

static struct des_expr *int_sum(struct des_parser *p);

static struct des_expr *int_primary(struct des_parser *p)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;
    struct des_expr *e;

    switch (t->kind) {
    case DES_T_INT:
        return des_int_lit(p, "");
    case DES_T_DICE:
        t_ = *des_next(p);
        e = des_expr_at(p, DES_E_DICE, t);
        e->ival = t->ival;
        e->ival2 = t->ival2;
        return e;
    case DES_T_VAR:
        return var_use(p, W(DES_VT_INT), "an integer");
    case DES_T_PUNCT:
        if (t->ival == '(') {
            des_next(p);
            des_enter(p);
            e = int_sum(p);
            des_leave(p);
            des_expect_punct(p, ')', "closing the parenthesis");
            return e;
        }
        if (t->ival == '-') {
            e = des_expr_at(p, DES_E_NEG, des_next(p));
            des_enter(p);
            des_expr_add(p, e, int_primary(p));
            des_leave(p);
            return e;
        }
        break;
    default:
        break;
    }
    des_expected(p, "an integer (a number, a dice roll as 2d6, or an "
                 "integer variable)");
}

static struct des_expr *binop(struct des_parser *p, struct des_expr *l,
                              struct des_expr *r, int op)
{
    struct des_expr *e = des_expr_at(p, DES_E_BINOP, &p->last);

    e->line = l->line;
    e->col = l->col;
    e->ival = op;
    des_expr_add(p, e, l);
    des_expr_add(p, e, r);
    return e;
}

/* each operator nests the tree one deeper, so counts against the depth
 * its readers (the dump, the interpreter) recurse to */
static struct des_expr *int_term(struct des_parser *p)
{
    struct des_expr *e = int_primary(p);
    int n = 0;

    while (des_at_punct(p, '*') || des_at_punct(p, '/')
           || des_at_punct(p, '%')) {
        int op = (int) des_next(p)->ival;

        des_enter(p);
        n++;
        e = binop(p, e, int_primary(p), op);
    }
    p->depth -= n;
    return e;
}

static struct des_expr *int_sum(struct des_parser *p)
{
    struct des_expr *e = int_term(p);
    int n = 0;

    while (des_at_punct(p, '+') || des_at_punct(p, '-')) {
        int op = (int) des_next(p)->ival;

        des_enter(p);
        n++;
        e = binop(p, e, int_term(p), op);
    }
    p->depth -= n;
    return e;
}

struct des_expr *des36_int(struct des_parser *p)
{
    return int_sum(p);
}

bool des36_at_string(struct des_parser *p)
{
    return des_peek(p, 0)->kind == DES_T_STRING
        || is_var_of(p, 0, W(DES_VT_STRING));
}

static struct des_expr *string_primary(struct des_parser *p)
{
    if (des_peek(p, 0)->kind == DES_T_STRING)
        return des_str_lit(p, "");
    if (des_peek(p, 0)->kind == DES_T_VAR)
        return var_use(p, W(DES_VT_STRING), "a string");
    des_expected(p, "a string (\"text\" or a string variable)");
}

struct des_expr *des36_string(struct des_parser *p)
{
    struct des_expr *e = string_primary(p);
    int n = 0;

    while (des_accept_punct(p, '.')) {
        des_enter(p);
        n++;
        e = binop(p, e, string_primary(p), '.');
    }
    p->depth -= n;
    return e;
}

/* ---- places --------------------------------------------------------- */

static struct des_expr *coord_lit36(struct des_parser *p)
{
    struct des_expr *c = des_coord_lit(p);
    long x = c->kids[0]->ival, y = c->kids[1]->ival;

    if (x < 0 || y < 0 || x >= COLNO36 || y >= ROWNO36)
        des_fail_pos(p, c->line, c->col, "coordinate (%ld,%ld) is off the "
                     "map (x 0..%d, y 0..%d)", x, y, COLNO36 - 1, ROWNO36 - 1);
    return c;
}

/* "(x,y)" ahead, not "(x,y,..." */
static bool at_coord_lit(struct des_parser *p)
{
    const struct des_token *t4 = des_peek(p, 4);

    return des_at_lit_tuple(p) && des_peek(p, 3)->kind == DES_T_INT
        && t4->kind == DES_T_PUNCT && t4->ival == ')';
}

bool des36_at_coord(struct des_parser *p)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;

    return at_coord_lit(p) || t->kind == DES_T_RANDOM_BR
        || des_tok_word(t, "random") || des_tok_word(t, "rndcoord")
        || is_var_of(p, 0, W(DES_VT_COORD));
}

static const enum des_word humidity[] = { DES_W_DRY, DES_W_WET, DES_W_HOT,
    DES_W_SOLID, DES_W_ANY, 0 };

struct des_expr *des36_coord(struct des_parser *p)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;

    if (at_coord_lit(p))
        return coord_lit36(p);
    if (des_tok_word(t, "random"))
        return des_expr_at(p, DES_E_RANDOM, des_next(p));
    if (t->kind == DES_T_RANDOM_BR) {
        struct des_expr *e = des_expr_at(p, DES_E_RANDOM, des_next(p));

        do
            des_expr_add(p, e, des_word_of(p, humidity, "a kind of place",
                                           false));
        while (des_accept_punct(p, ','));
        des_expect_punct(p, ']', "closing random[...]");
        return e;
    }
    if (des_tok_word(t, "rndcoord")) {
        struct des_expr *e = des_expr_at(p, DES_E_RNDCOORD, des_next(p));

        des_expect_punct(p, '(', "after rndcoord");
        des_enter(p);
        des_expr_add(p, e, des36_selection(p));
        des_leave(p);
        des_expect_punct(p, ')', "closing rndcoord(...)");
        return e;
    }
    if (t->kind == DES_T_VAR)
        return var_use(p, W(DES_VT_COORD), "a coordinate");
    des_expected(p, "a coordinate ((x,y), random, rndcoord(...) or a "
                 "coordinate variable)");
}

struct des_expr *des36_region(struct des_parser *p)
{
    if (des_peek(p, 0)->kind == DES_T_VAR)
        return var_use(p, W(DES_VT_REGION), "a region");
    if (!des_at_punct(p, '('))
        des_expected(p, "a region ((x1,y1,x2,y2) or a region variable)");
    return des_region_ordered(p);
}

/* ---- terrain, monsters, objects ------------------------------------- */

static bool at_paren_char(struct des_parser *p)
{
    return des_at_punct(p, '(') && des_peek(p, 1)->kind == DES_T_CHAR;
}

struct des_expr *des36_mapchar(struct des_parser *p)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;

    if (t->kind == DES_T_CHAR)
        return des_char_lit(p, "");
    if (t->kind == DES_T_VAR)
        return var_use(p, W(DES_VT_MAPCHAR), "a map character");
    if (!at_paren_char(p))
        des_expected(p, "a map character ('x', ('x', lit) or a terrain "
                     "variable)");
    struct des_expr *e = des_expr_at(p, DES_E_MAPCHAR, des_next(p));

    des_expr_add(p, e, des_char_lit(p, ""));
    des_expect_punct(p, ',', "after the map character");
    des_expr_add(p, e, des_word_of(p, DES_WS_LIGHT, "a light state", true));
    des_expect_punct(p, ')', "closing ('x', light)");
    return e;
}

/* a monster or an object: "name", 'c', ('c', "name"), random, a variable */
static struct des_expr *thing(struct des_parser *p, enum des_expr_kind k)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;
    bool mon = k == DES_E_MONSTER;
    struct des_expr *e;

    if (t->kind == DES_T_VAR)
        return var_use(p, W(mon ? DES_VT_MONST : DES_VT_OBJ),
                       mon ? "a monster" : "an object");
    e = des_expr_at(p, k, t);
    if (t->kind == DES_T_STRING) {
        des_expr_add(p, e, NULL);
        des_expr_add(p, e, des_str_lit(p, ""));
    } else if (t->kind == DES_T_CHAR) {
        des_expr_add(p, e, des_char_lit(p, ""));
        des_expr_add(p, e, NULL);
    } else if (des_tok_word(t, "random")) {
        des_expr_add(p, e, des_random(p, ""));
        des_expr_add(p, e, NULL);
    } else if (at_paren_char(p)) {
        des_next(p);
        des_expr_add(p, e, des_char_lit(p, ""));
        des_expect_punct(p, ',', mon ? "after the monster's class"
                         : "after the object's class");
        des_expr_add(p, e, des_str_lit(p, mon ? "the monster's name"
                                       : "the object's name"));
        des_expect_punct(p, ')', "closing ('c', \"name\")");
    } else
        des_expected(p, mon ? "a monster (\"name\", 'c', ('c', \"name\"), "
                     "random or a monster variable)" : "an object (\"name\", "
                     "'c', ('c', \"name\"), random or an object variable)");
    return e;
}

struct des_expr *des36_monster(struct des_parser *p)
{
    return thing(p, DES_E_MONSTER);
}

struct des_expr *des36_object(struct des_parser *p)
{
    return thing(p, DES_E_OBJECT);
}

/* ---- selections ----------------------------------------------------- */

static struct des_expr *sel_x(struct des_parser *p);

static struct des_expr *sel_call(struct des_parser *p, enum des_expr_kind k)
{
    return des_expr_at(p, k, des_next(p));
}

static void sel_filling(struct des_parser *p, struct des_expr *e)
{
    if (des_accept_punct(p, ','))
        des_expr_add(p, e, des_word_of(p, DES_WS_FILLING, "filled or "
                                       "unfilled", false));
    else
        des_expr_add(p, e, NULL);
}

static const enum des_word gradients[] = { DES_W_RADIAL, DES_W_SQUARE, 0 };
static const enum des_word limits[] = { DES_W_LIMITED, DES_W_UNLIMITED, 0 };

static struct des_expr *sel_gradient(struct des_parser *p)
{
    struct des_expr *e = sel_call(p, DES_E_SEL_GRADIENT);

    des_expect_punct(p, '(', "after gradient");
    des_expr_add(p, e, des_word_of(p, gradients, "a gradient", false));
    des_expect_punct(p, ',', "after the gradient's type");
    des_expect_punct(p, '(', "opening the gradient's range (lo - hi)");
    /* lo - hi: the '-' separates, so lo is read without sums */
    des_expr_add(p, e, int_term(p));
    des_expect_punct(p, '-', "between the gradient's bounds (lo - hi)");
    des_expr_add(p, e, des36_int(p));
    if (des_accept_punct(p, ','))
        des_expr_add(p, e, des_word_of(p, limits, "limited or unlimited",
                                       false));
    else
        des_expr_add(p, e, NULL);
    des_expect_punct(p, ')', "closing the gradient's range");
    des_expect_punct(p, ',', "after the gradient's range");
    des_expr_add(p, e, des36_coord(p));
    if (des_accept_punct(p, ','))
        des_expr_add(p, e, des36_coord(p));
    else
        des_expr_add(p, e, NULL);
    des_expect_punct(p, ')', "closing gradient(...)");
    return e;
}

static struct des_expr *sel_word(struct des_parser *p)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;
    struct des_expr *e;

    if (des_tok_word(t, "rect") || des_tok_word(t, "fillrect")) {
        e = sel_call(p, des_tok_word(t, "rect") ? DES_E_SEL_RECT
                     : DES_E_SEL_FILLRECT);
        des_expr_add(p, e, des36_region(p));
    } else if (des_tok_word(t, "line") || des_tok_word(t, "randline")) {
        bool rnd = des_tok_word(t, "randline");

        e = sel_call(p, rnd ? DES_E_SEL_RANDLINE : DES_E_SEL_LINE);
        des_expr_add(p, e, des36_coord(p));
        des_expect_punct(p, ',', "between the line's ends");
        des_expr_add(p, e, des36_coord(p));
        if (rnd) {
            des_expect_punct(p, ',', "before randline's roughness");
            des_expr_add(p, e, des36_int(p));
        }
    } else if (des_tok_word(t, "grow")) {
        e = sel_call(p, DES_E_SEL_GROW);
        des_expect_punct(p, '(', "after grow");
        t_ = *des_peek(p, 0);
        if (t->kind == DES_T_WORD
            && des_word_in(des_word_lookup(t->text, t->len), DES_WS_DIR)) {
            des_expr_add(p, e, des_dirs(p, true));
            des_expect_punct(p, ',', "after grow's directions");
        } else
            des_expr_add(p, e, NULL);
        des_expr_add(p, e, des36_selection(p));
        des_expect_punct(p, ')', "closing grow(...)");
    } else if (des_tok_word(t, "filter")) {
        e = sel_call(p, DES_E_SEL_FILTER);
        des_expect_punct(p, '(', "after filter");
        t_ = *des_peek(p, 0);
        if (t->kind == DES_T_SPERCENT) {
            struct des_expr *pc = des_expr_at(p, DES_E_PERCENT, des_next(p));

            pc->ival = p->last.ival;
            des_expr_add(p, e, pc);
        } else if (t->kind == DES_T_CHAR || at_paren_char(p)
                   || is_var_of(p, 0, W(DES_VT_MAPCHAR)))
            des_expr_add(p, e, des36_mapchar(p));
        else
            des_expr_add(p, e, des36_selection(p));
        des_expect_punct(p, ',', "after filter's first argument");
        des_expr_add(p, e, des36_selection(p));
        des_expect_punct(p, ')', "closing filter(...)");
    } else if (des_tok_word(t, "floodfill")) {
        e = sel_call(p, DES_E_SEL_FLOOD);
        des_expr_add(p, e, des36_coord(p));
    } else if (des_tok_word(t, "circle") || des_tok_word(t, "ellipse")) {
        bool circle = des_tok_word(t, "circle");

        e = sel_call(p, circle ? DES_E_SEL_CIRCLE : DES_E_SEL_ELLIPSE);
        des_expect_punct(p, '(', circle ? "after circle" : "after ellipse");
        des_expr_add(p, e, des36_coord(p));
        des_expect_punct(p, ',', "after the center");
        des_expr_add(p, e, des36_int(p));
        if (!circle) {
            des_expect_punct(p, ',', "after the first radius");
            des_expr_add(p, e, des36_int(p));
        }
        sel_filling(p, e);
        des_expect_punct(p, ')', circle ? "closing circle(...)"
                         : "closing ellipse(...)");
    } else if (des_tok_word(t, "gradient")) {
        e = sel_gradient(p);
    } else if (des_tok_word(t, "complement")) {
        e = sel_call(p, DES_E_SEL_COMPLEMENT);
        des_expr_add(p, e, sel_x(p));
    } else
        return NULL;
    return e;
}

static struct des_expr *sel_x(struct des_parser *p)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;
    struct des_expr *e;

    des_enter(p);
    if (des_at_punct(p, '(') && !at_coord_lit(p)) {
        des_next(p);
        e = des36_selection(p);
        des_expect_punct(p, ')', "closing the parenthesis");
    } else if (t->kind == DES_T_VAR) {
        e = var_use(p, W(DES_VT_SEL) | W(DES_VT_COORD), "a selection");
    } else if (!(e = sel_word(p))) {
        if (!des36_at_coord(p))
            des_expected(p, "a selection (a coordinate, rect, fillrect, line, "
                         "randline, grow, filter, floodfill, circle, ellipse, "
                         "gradient, complement or a selection variable)");
        e = des36_coord(p);
    }
    des_leave(p);
    return e;
}

struct des_expr *des36_selection(struct des_parser *p)
{
    struct des_expr *first = sel_x(p), *last = NULL, *top = first;
    int n = 0;

    /* a & b & c groups as a & (b & c), as lev_comp's rule did */
    while (des_at_punct(p, '&')) {
        des_enter(p);
        n++;
        struct des_expr *u = des_expr_at(p, DES_E_SEL_UNION, des_next(p));
        struct des_expr *r = sel_x(p);

        if (!last) {
            u->line = first->line;
            u->col = first->col;
            des_expr_add(p, u, first);
            des_expr_add(p, u, r);
            top = u;
        } else {
            u->line = last->kids[1]->line;
            u->col = last->kids[1]->col;
            des_expr_add(p, u, last->kids[1]);
            des_expr_add(p, u, r);
            last->kids[1] = u;
        }
        last = u;
    }
    p->depth -= n;
    return top;
}

/* ---- conditions ----------------------------------------------------- */

struct des_expr *des36_condition(struct des_parser *p)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;

    if (t->kind == DES_T_PERCENT) {
        struct des_expr *e = des_expr_at(p, DES_E_PERCENT, des_next(p));

        e->ival = p->last.ival;
        if (e->ival > 100)
            des_fail_at(p, &p->last, "a chance is at most 100%%");
        return e;
    }
    if (!des_at_punct(p, '['))
        des_expected(p, "a condition ([n%%] or [a == b])");
    struct des_expr *e = des_expr_at(p, DES_E_COMPARE, des_next(p));

    des_expr_add(p, e, des36_int(p));
    if (des_peek(p, 0)->kind == DES_T_CMP) {
        e->ival = des_next(p)->ival;
        des_expr_add(p, e, des36_int(p));
    } else
        e->ival = DES_CMP_TRUE;
    des_expect_punct(p, ']', "closing the condition");
    return e;
}

/* ---- assignments ---------------------------------------------------- */

/* { a, b ... } of one kind of element */
static struct des_expr *list_of(struct des_parser *p,
                                struct des_expr *(*elem)(struct des_parser *))
{
    struct des_expr *e = des_expr_at(p, DES_E_LIST, des_next(p));

    do
        des_expr_add(p, e, elem(p));
    while (des_accept_punct(p, ','));
    des_expect_punct(p, '}', "closing the list");
    return e;
}

static struct des_expr *region_elem(struct des_parser *p)
{
    return des_region_ordered(p);
}

static struct des_expr *coord_elem(struct des_parser *p)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;

    /* lev_comp's lists take written coordinates only, not variables */
    if (t->kind == DES_T_VAR || des_tok_word(t, "rndcoord"))
        des_expected(p, "a coordinate ((x,y) or random)");
    return des36_coord(p);
}

/* the element kind of a { } list from its first element */
static struct des_expr *braced(struct des_parser *p, int *vtype)
{
    const struct des_token *t = des_peek(p, 1);

    if (t->kind == DES_T_PUNCT && t->ival == '(' && des_peek(p, 2)->kind
        == DES_T_INT && des_peek(p, 3)->kind == DES_T_PUNCT
        && des_peek(p, 3)->ival == ',') {
        bool region = des_peek(p, 5)->kind == DES_T_PUNCT
            && des_peek(p, 5)->ival == ',';

        *vtype = (region ? DES_VT_REGION : DES_VT_COORD) | DES_VT_ARRAY;
        return list_of(p, region ? region_elem : coord_elem);
    }
    if (des_tok_word(t, "random") || t->kind == DES_T_RANDOM_BR) {
        *vtype = DES_VT_COORD | DES_VT_ARRAY;
        return list_of(p, coord_elem);
    }
    if (t->kind == DES_T_STRING || is_var_of(p, 1, W(DES_VT_STRING))) {
        *vtype = DES_VT_STRING | DES_VT_ARRAY;
        return list_of(p, des36_string);
    }
    *vtype = DES_VT_INT | DES_VT_ARRAY;
    return list_of(p, des36_int);
}

/* after "terrain:", "monster:" or "object:": one, or a { } list */
static struct des_expr *typed(struct des_parser *p, int *vtype, int type,
                              struct des_expr *(*one)(struct des_parser *))
{
    des_next(p);
    des_expect_punct(p, ':', "after the variable's type");
    if (des_at_punct(p, '{')) {
        struct des_expr *e = list_of(p, one);

        for (int i = 0; i < e->nkids; i++)
            if (e->kids[i]->kind == DES_E_VAR || e->kids[i]->kind
                == DES_E_INDEX)
                des_fail_pos(p, e->kids[i]->line, e->kids[i]->col, "a list "
                             "holds written values, not variables");
        *vtype = type | DES_VT_ARRAY;
        return e;
    }
    *vtype = type;
    return one(p);
}

struct des_expr *des36_assigned(struct des_parser *p, int *vtype)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;

    if (des_tok_word(t, "selection")) {
        des_next(p);
        des_expect_punct(p, ':', "after selection");
        *vtype = DES_VT_SEL;
        return des36_selection(p);
    }
    if (des_tok_word(t, "terrain") || des_tok_word(t, "TERRAIN"))
        return typed(p, vtype, DES_VT_MAPCHAR, des36_mapchar);
    if (des_tok_word(t, "monster") || des_tok_word(t, "MONSTER"))
        return typed(p, vtype, DES_VT_MONST, des36_monster);
    if (des_tok_word(t, "object") || des_tok_word(t, "obj")
        || des_tok_word(t, "OBJECT"))
        return typed(p, vtype, DES_VT_OBJ, des36_object);
    if (t->kind == DES_T_PUNCT && t->ival == '{')
        return braced(p, vtype);
    if (des36_at_string(p)) {
        *vtype = DES_VT_STRING;
        return des36_string(p);
    }
    if (des36_at_coord(p)) {
        *vtype = DES_VT_COORD;
        return des36_coord(p);
    }
    if (des_at_lit_tuple(p) || is_var_of(p, 0, W(DES_VT_REGION))) {
        *vtype = DES_VT_REGION;
        return des36_region(p);
    }
    if (t->kind == DES_T_VAR && !is_var_of(p, 0, W(DES_VT_INT))) {
        struct des_var *v = des36_var_find(p, t->text, t->len);

        if (!v)
            des_fail_at(p, t, "variable $%.*s is not defined here",
                        (int) t->len, t->text);
        des_fail_at(p, t, "$%s is %s: copy one element ($%s[i]), or name "
                    "the type (selection:, terrain:, monster:, object:)",
                    v->name, des36_vtype_name(v->type), v->name);
    }
    if (t->kind == DES_T_INT || t->kind == DES_T_DICE || t->kind == DES_T_VAR
        || (t->kind == DES_T_PUNCT && (t->ival == '(' || t->ival == '-'))) {
        *vtype = DES_VT_INT;
        return des36_int(p);
    }
    des_expected(p, "a value (a number, \"string\", (x,y), (x1,y1,x2,y2), "
                 "{ list }, selection:, terrain:, monster: or object:)");
}
