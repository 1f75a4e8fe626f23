/* des_parse36_flow.c - 3.6's variables and control flow: assignments,
 * SHUFFLE, chance statements, IF/ELSE, LOOP, FOR, SWITCH/CASE/DEFAULT,
 * BREAK, EXIT, FUNCTION and calls.
 *
 * Variables are typed where lev_comp typed them, at their assignment in
 * the order of the text; a level starts with none, and a function body
 * sees its parameters and its own variables only. 3.6.7's lev_comp.l
 * never produced the token its FUNCTION rules wait for, so no 3.6 file
 * could define one; the syntax here is the grammar's, with a function's
 * name a plain word. */
#include <stdio.h>
#include <string.h>

#include "des_parse_int.h"

static const char *var_name(struct des_parser *p, const struct des_token *t)
{
    return des_strdup(p, t->text, t->len);
}

struct des_stmt *des36_assign(struct des_parser *p)
{
    struct des_token v = *des_next(p);
    struct des_stmt *s = des_stmt_at(p, DES_S_ASSIGN, &v);
    int vtype = DES_VT_NONE;

    s->name = var_name(p, &v);
    des_expect_punct(p, '=', "after the variable (an assignment $x = ...)");
    des_stmt_arg(p, s, 0, des36_assigned(p, &vtype));
    s->vtype = vtype;
    des36_var_define(p, &v, s->name, vtype);
    return s;
}

struct des_stmt *des36_chance(struct des_parser *p)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;
    struct des_stmt *s = des_stmt_at(p, DES_S_CHANCE, t);

    des_stmt_arg(p, s, 0, des36_condition(p));
    des_expect_punct(p, ':', "after the condition ([n%]: or [a == b]: then "
                     "a statement)");
    des_enter(p);
    des_block_add(p, &s->body, des36_statement(p));
    des_leave(p);
    return s;
}

static struct des_stmt *st_shuffle(struct des_parser *p,
                                   const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_SHUFFLE, kw);
    struct des_token t_, *t = &t_;
    struct des_var *v;

    des_expect_punct(p, ':', "after SHUFFLE");
    t_ = *des_peek(p, 0);
    if (t->kind != DES_T_VAR)
        des_expected(p, "an array variable to shuffle");
    if (!(v = des36_var_find(p, t->text, t->len)))
        des_fail_at(p, t, "variable $%.*s is not defined here", (int) t->len,
                    t->text);
    if (!(v->type & DES_VT_ARRAY))
        des_fail_at(p, t, "$%s is %s; SHUFFLE takes an array", v->name,
                    des36_vtype_name(v->type));
    des_next(p);
    s->name = v->name;
    s->vtype = v->type;
    return s;
}

static struct des_stmt *st_if(struct des_parser *p,
                              const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_IF, kw);

    des_stmt_arg(p, s, 0, des36_condition(p));
    des36_block(p, s, &s->body, false, "IF's block");
    if (des_accept_word(p, "ELSE"))
        des36_block(p, s, &s->alt, false, "ELSE's block");
    return s;
}

/* [ integer ] after LOOP or SWITCH */
static struct des_expr *bracketed(struct des_parser *p, const char *what)
{
    struct des_expr *e;

    des_expect_punct(p, '[', what);
    e = des36_int(p);
    des_expect_punct(p, ']', "closing the count");
    return e;
}

static struct des_stmt *st_loop(struct des_parser *p,
                                const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_LOOP, kw);

    des_stmt_arg(p, s, 0, bracketed(p, "after LOOP (LOOP [n] { ... })"));
    des36_block(p, s, &s->body, true, "LOOP's block");
    return s;
}

static struct des_stmt *st_for(struct des_parser *p,
                               const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_FOR, kw);
    struct des_token t_ = *des_peek(p, 0), *t = &t_;
    struct des_token v;

    if (t->kind != DES_T_VAR)
        des_expected(p, "a variable after FOR (FOR $i = 1 TO 5 { ... })");
    v = *des_next(p);
    s->name = var_name(p, &v);
    des_expect_punct(p, '=', "after FOR's variable");
    des_stmt_arg(p, s, 0, des36_int(p));
    if (!des_accept_word(p, "TO") && des_peek(p, 0)->kind != DES_T_DOTDOT)
        des_expected(p, "TO or .. between FOR's bounds");
    if (des_peek(p, 0)->kind == DES_T_DOTDOT)
        des_next(p);
    des_stmt_arg(p, s, 1, des36_int(p));
    des36_var_define(p, &v, s->name, DES_VT_INT);
    des36_block(p, s, &s->body, true, "FOR's block");
    return s;
}

static struct des_stmt *st_switch(struct des_parser *p,
                                  const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_SWITCH, kw);
    int cap = 0;
    bool have_default = false;

    if (p->in_switch)
        des_fail_at(p, kw, "a SWITCH cannot stand inside another SWITCH");
    des_stmt_arg(p, s, 0, bracketed(p, "after SWITCH (SWITCH [n] { ... })"));
    if (!des_at_punct(p, '{'))
        des_expected(p, "'{' opening SWITCH's cases");
    struct des_token open_ = *des_next(p), *open = &open_;
    int oline = open->line, ocol = open->col;

    p->in_switch++;
    p->break_ok++;
    des_enter(p);
    while (!des_accept_punct(p, '}')) {
        struct des_token t_ = *des_peek(p, 0), *t = &t_;
        struct des_case *c;

        if (t->kind == DES_T_EOF)
            des_fail_pos(p, oline, ocol, "'{' of SWITCH is never closed");
        if (!des_tok_word(t, "CASE") && !des_tok_word(t, "DEFAULT"))
            des_expected(p, "CASE n: or DEFAULT: in a SWITCH");
        if (s->ncases == cap) {
            cap = cap ? cap * 2 : 4;
            struct des_case *v = des_alloc(p, (size_t) cap * sizeof *v);

            if (s->ncases)
                memcpy(v, s->cases, (size_t) s->ncases * sizeof *v);
            s->cases = v;
        }
        c = &s->cases[s->ncases++];
        c->line = t->line;
        c->col = t->col;
        if (des_tok_word(t, "DEFAULT")) {
            if (have_default)
                des_fail_at(p, t, "DEFAULT given twice in one SWITCH");
            have_default = true;
            c->is_default = true;
            des_next(p);
        } else {
            des_next(p);
            c->value = des_int_lit(p, "the CASE's value")->ival;
        }
        des_expect_punct(p, ':', c->is_default ? "after DEFAULT"
                         : "after the CASE's value");
        for (;;) {
            t_ = *des_peek(p, 0);
            if (des_tok_word(t, "CASE") || des_tok_word(t, "DEFAULT")
                || (t->kind == DES_T_PUNCT && t->ival == '}')
                || t->kind == DES_T_EOF)
                break;
            des_block_add(p, &c->body, des36_statement(p));
        }
    }
    des_leave(p);
    p->break_ok--;
    p->in_switch--;
    s->has_body = true;
    return s;
}

static struct des_stmt *st_function(struct des_parser *p,
                                    const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_FUNCTION, kw);
    struct des_token t_ = *des_peek(p, 0), *t = &t_;
    struct des_func *f;
    int cap = 0;

    if (p->in_function)
        des_fail_at(p, kw, "a FUNCTION cannot be defined inside another");
    if (t->kind != DES_T_WORD || des_is_keyword36(t))
        des_expected(p, "the function's name after FUNCTION");
    s->name = des_strdup(p, t->text, t->len);
    for (f = p->funcs; f; f = f->next)
        if (!strcmp(f->name, s->name))
            des_fail_at(p, t, "function %s is already defined (line %d)",
                        s->name, f->def->line);
    des_next(p);
    des_expect_punct(p, '(', "after the function's name");

    /* the body sees its parameters only: the level's variables wait */
    struct des_var *saved[DES_VAR_BUCKETS];
    int nsaved = p->nvars, break_ok = p->break_ok;

    memcpy(saved, p->vars, sizeof saved);
    des36_vars_clear(p);
    if (!des_at_punct(p, ')'))
        do {
            struct des_param *pm;
            struct des_token v_ = *des_peek(p, 0), *v = &v_;

            if (v->kind != DES_T_VAR)
                des_expected(p, "a parameter ($name : int or $name : str)");
            struct des_token vt = *des_next(p);

            des_expect_punct(p, ':', "after the parameter's name");
            t_ = *des_peek(p, 0);
            int type = des_tok_word(t, "int") || des_tok_word(t, "integer")
                ? DES_VT_INT : des_tok_word(t, "str")
                || des_tok_word(t, "string") ? DES_VT_STRING : 0;

            if (!type)
                des_expected(p, "a parameter type (int or str)");
            des_next(p);
            if (s->nparams == cap) {
                cap = cap ? cap * 2 : 4;
                pm = des_alloc(p, (size_t) cap * sizeof *pm);
                if (s->nparams)
                    memcpy(pm, s->params, (size_t) s->nparams * sizeof *pm);
                s->params = pm;
            }
            pm = &s->params[s->nparams++];
            pm->name = var_name(p, &vt);
            pm->type = (enum des_vtype) type;
            if (des36_var_find(p, vt.text, vt.len))
                des_fail_at(p, &vt, "parameter $%s given twice", pm->name);
            des36_var_define(p, &vt, pm->name, type);
        } while (des_accept_punct(p, ','));
    des_expect_punct(p, ')', "closing the parameters");
    if (p->nfuncs >= DES_MAX_FUNCS)
        des_fail_at(p, kw, "too many functions (the most is %d)",
                    DES_MAX_FUNCS);
    p->nfuncs++;
    f = des_alloc(p, sizeof *f);
    f->name = s->name;
    f->def = s;
    f->next = p->funcs;
    p->funcs = f;          /* before the body: it may call itself */
    p->in_function = true;
    p->break_ok = 0;
    des36_block(p, s, &s->body, false, "the function's body");
    p->break_ok = break_ok;
    p->in_function = false;
    memcpy(p->vars, saved, sizeof saved);
    p->nvars = nsaved;
    return s;
}

struct des_stmt *des36_call(struct des_parser *p)
{
    struct des_token t = *des_next(p);
    struct des_stmt *s = des_stmt_at(p, DES_S_CALL, &t);
    const struct des_func *f;

    s->name = des_strdup(p, t.text, t.len);
    for (f = p->funcs; f && strcmp(f->name, s->name); f = f->next)
        ;
    if (!f)
        des_fail_at(p, &t, "function %s is not defined (before this line)",
                    s->name);
    des_expect_punct(p, '(', "after the function's name");
    if (!des_at_punct(p, ')'))
        do {
            struct des_token a_ = *des_peek(p, 0), *a = &a_;
            int n = s->na;
            bool str = des36_at_string(p);

            if (n >= f->def->nparams)
                des_fail_at(p, a, "function %s takes %d argument%s", s->name,
                            f->def->nparams, f->def->nparams == 1 ? "" : "s");
            if (str != (f->def->params[n].type == DES_VT_STRING))
                des_fail_at(p, a, "argument %d of %s is %s", n + 1, s->name,
                            f->def->params[n].type == DES_VT_STRING
                            ? "a string" : "an integer");
            des_stmt_arg(p, s, n, str ? des36_string(p) : des36_int(p));
        } while (des_accept_punct(p, ','));
    des_expect_punct(p, ')', "closing the arguments");
    if (s->na != f->def->nparams)
        des_fail_at(p, &p->last, "function %s takes %d argument%s, not %d",
                    s->name, f->def->nparams, f->def->nparams == 1 ? "" : "s",
                    s->na);
    return s;
}

struct des_stmt *des36_flow(struct des_parser *p, const struct des_token *kw)
{
    if (des_tok_word(kw, "SHUFFLE"))
        return st_shuffle(p, kw);
    if (des_tok_word(kw, "IF"))
        return st_if(p, kw);
    if (des_tok_word(kw, "LOOP"))
        return st_loop(p, kw);
    if (des_tok_word(kw, "FOR"))
        return st_for(p, kw);
    if (des_tok_word(kw, "SWITCH"))
        return st_switch(p, kw);
    if (des_tok_word(kw, "FUNCTION"))
        return st_function(p, kw);
    if (des_tok_word(kw, "BREAK")) {
        if (!p->break_ok)
            des_fail_at(p, kw, "BREAK outside a SWITCH, LOOP, FOR, ROOM, "
                        "REGION, CONTAINER or MONSTER block");
        return des_stmt_at(p, DES_S_BREAK, kw);
    }
    return des_stmt_at(p, DES_S_EXIT, kw);
}
