/* des_lua_flow.c - 3.6's variables and control flow as Lua: blocks,
 * assignments, SHUFFLE, IF, [n%]:, LOOP, FOR, SWITCH (falling through as
 * lev_comp's jumps did), BREAK, EXIT, FUNCTION and calls. */
#include "des_lua_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void dl_block(struct dl *c, const struct des_block *b, int in)
{
    if (c->nnested >= (int) (sizeof c->nested / sizeof c->nested[0]))
        dl_fail(c, b->n ? b->v[0]->line : c->lv->line, 1, "nested too deep");
    c->nested[c->nnested++] = in;
    for (int i = 0; i < b->n; i++)
        dl_statement(c, b->v[i]);
    c->nnested--;
}

/* "end" after a block: on the last line used (build) or its own (convert) */
static void end_block(struct dl *c, const char *word)
{
    if (c->style == DES_LUA_CONVERT) {
        dl_at(c, 0);
        dl_puts(c, word);
    } else {
        dl_printf(c, " %s", word);
    }
}

/* " do", a loop's statements one level in, "end" (LOOP and FOR) */
static void loop_body(struct dl *c, const struct des_stmt *s)
{
    dl_puts(c, " do");
    c->depth++;
    dl_block(c, &s->body, DL_IN_LOOP);
    c->depth--;
    end_block(c, "end");
}

void dl_control(struct dl *c, const struct des_stmt *s)
{
    switch (s->kind) {
    case DES_S_ASSIGN:
        dl_printf(c, "%s = ", dl_var(c, s->name));
        if ((s->vtype & 0xff) == DES_VT_SEL && !(s->vtype & DES_VT_ARRAY))
            dl_sel(c, dl_arg(s, 0));
        else
            dl_value(c, dl_arg(s, 0));
        break;
    case DES_S_SHUFFLE:
        /* nhlib's shuffle draws as sp_lev's did: rn2(n), rn2(n-1) ... */
        dl_printf(c, "shuffle(%s)", dl_var(c, s->name));
        break;
    case DES_S_IF:
    case DES_S_CHANCE:
        dl_puts(c, "if ");
        dl_value(c, dl_arg(s, 0));
        dl_puts(c, " then");
        c->depth++;
        dl_block(c, &s->body, 0);
        c->depth--;
        if (s->alt.n) {
            end_block(c, "else");
            c->depth++;
            dl_block(c, &s->alt, 0);
            c->depth--;
        }
        end_block(c, "end");
        break;
    case DES_S_LOOP:
        dl_puts(c, "for _i = 1, ");
        dl_value(c, dl_arg(s, 0));
        loop_body(c, s);
        break;
    case DES_S_FOR:
        dl_printf(c, "for %s = ", dl_var(c, s->name));
        dl_value(c, dl_arg(s, 0));
        dl_puts(c, ", ");
        dl_value(c, dl_arg(s, 1));
        loop_body(c, s);
        break;
    case DES_S_SWITCH: {
        /* lev_comp's cases fall through to the next until a BREAK */
        int t = ++c->tmp;
        const struct des_expr *v = dl_arg(s, 0);

        dl_printf(c, "repeat local sw__%d = ", t);
        if (v && v->kind == DES_E_INT)
            dl_printf(c, "nh.rn2(%ld)", v->ival);
        else
            dl_value(c, v);
        dl_printf(c, "; local go__%d = false", t);
        for (int i = 0; i < s->ncases; i++) {
            const struct des_case *k = &s->cases[i];

            dl_at(c, k->line);
            if (k->is_default) {
                dl_printf(c, "if go__%d or not (false", t);
                for (int j = 0; j < s->ncases; j++)
                    if (!s->cases[j].is_default)
                        dl_printf(c, " or sw__%d == %ld", t, s->cases[j].value);
                dl_printf(c, ") then go__%d = true", t);
            } else {
                dl_printf(c, "if go__%d or sw__%d == %ld then go__%d = true", t, t,
                          k->value, t);
            }
            c->depth++;
            dl_block(c, &k->body, DL_IN_LOOP);
            c->depth--;
            end_block(c, "end");
        }
        end_block(c, "until true");
        break;
    }
    case DES_S_BREAK: {
        int in = 0;

        for (int i = c->nnested - 1; i >= 0 && !in; i--)
            in = c->nested[i];
        dl_puts(c, in == DL_IN_FUNC ? "do return end" : "do break end");
        break;
    }
    case DES_S_EXIT: {
        /* sp_lev's SPO_EXIT stopped the whole script: from inside a
           function, say so to the statements that called it */
        bool in_fn = false;

        for (int i = 0; i < c->nnested && !in_fn; i++)
            in_fn = c->nested[i] == DL_IN_FUNC;
        dl_puts(c, in_fn ? "do exit__ = true; return end" : "do return end");
        break;
    }
    case DES_S_FUNCTION:
        dl_printf(c, "function %s(", dl_var(c, s->name));
        for (int i = 0; i < s->nparams; i++)
            dl_printf(c, "%s%s", i ? ", " : "", dl_var(c, s->params[i].name));
        dl_puts(c, ")");
        c->depth++;
        dl_block(c, &s->body, DL_IN_FUNC);
        c->depth--;
        end_block(c, "end");
        break;
    case DES_S_CALL:
        dl_printf(c, "%s(", dl_var(c, s->name));
        for (int i = 0; i < s->na; i++) {
            if (i)
                dl_puts(c, ", ");
            dl_value(c, s->a[i]);
        }
        dl_puts(c, ")");
        break;
    default:
        break;
    }
}

/* ---- EXIT ---------------------------------------------------------------
 * 3.6's EXIT ends the level script wherever it is (SPO_EXIT stops
 * sp_level_coder's loop; the level is then finished as usual). A Lua
 * return only leaves the function it is in, so an EXIT in a contents
 * function or a FUNCTION sets exit__ and returns, and each statement that
 * ran such a function returns in turn when exit__ is set, up to the
 * chunk. Errors cannot do it: 5.0 panics on an error in contents. */

static bool fn_exits(const struct dl *c, const char *name)
{
    for (int i = 0; i < c->nexitfn; i++)
        if (!strcmp(c->exitfn[i], name))
            return true;
    return false;
}

/* running b may end the script (a definition runs nothing) */
static bool block_exits(const struct dl *c, const struct des_block *b)
{
    for (int i = 0; i < b->n; i++) {
        const struct des_stmt *s = b->v[i];

        if (s->kind == DES_S_EXIT
            || (s->kind == DES_S_CALL && s->name && fn_exits(c, s->name)))
            return true;
        if (s->kind == DES_S_FUNCTION)
            continue;
        if (block_exits(c, &s->body) || block_exits(c, &s->alt))
            return true;
        for (int k = 0; k < s->ncases; k++)
            if (block_exits(c, &s->cases[k].body))
                return true;
    }
    return false;
}

/* FUNCTIONs of b (at any depth) into fns; whether an EXIT is in one, or
   in a contents block */
static bool scan_exits(const struct des_block *b, bool in_fn,
                       const struct des_stmt **fns, int *nfns, int max)
{
    bool flag = false;

    for (int i = 0; i < b->n; i++) {
        const struct des_stmt *s = b->v[i];
        bool fn = in_fn;

        if (s->kind == DES_S_EXIT && in_fn)
            flag = true;
        if (s->kind == DES_S_FUNCTION && s->name && *nfns < max)
            fns[(*nfns)++] = s;
        if (s->kind == DES_S_FUNCTION || s->kind == DES_S_MONSTER
            || s->kind == DES_S_OBJECT || s->kind == DES_S_CONTAINER
            || s->kind == DES_S_ROOM || s->kind == DES_S_SUBROOM
            || s->kind == DES_S_REGION)
            fn = true;
        flag |= scan_exits(&s->body, fn, fns, nfns, max);
        flag |= scan_exits(&s->alt, fn, fns, nfns, max);
        for (int k = 0; k < s->ncases; k++)
            flag |= scan_exits(&s->cases[k].body, fn, fns, nfns, max);
    }
    return flag;
}

bool dl_exit_plan(struct dl *c)
{
    /* the parser allows 1000 functions a file */
    const struct des_stmt **fns = malloc(1000 * sizeof *fns);
    int nfns = 0;
    bool more = true;

    c->exitfn = malloc(1000 * sizeof *c->exitfn);
    if (!fns || !c->exitfn) {
        free(fns);
        return false;
    }
    c->exit_flag = scan_exits(&c->lv->body, false, fns, &nfns, 1000);
    /* a function may exit through one it calls: until nothing changes */
    while (more) {
        more = false;
        for (int i = 0; i < nfns; i++)
            if (!fn_exits(c, fns[i]->name) && block_exits(c, &fns[i]->body)) {
                c->exitfn[c->nexitfn++] = fns[i]->name;
                more = true;
            }
    }
    free(fns);
    return true;
}

void dl_exit_check(struct dl *c, const struct des_stmt *s)
{
    bool exits;

    if (!c->exit_flag)
        return;
    if (s->kind == DES_S_CALL)
        exits = s->name && fn_exits(c, s->name);
    else
        exits = (s->kind == DES_S_MONSTER || s->kind == DES_S_OBJECT
                 || s->kind == DES_S_CONTAINER || s->kind == DES_S_ROOM
                 || s->kind == DES_S_SUBROOM || s->kind == DES_S_REGION)
                && block_exits(c, &s->body);
    if (!exits)
        return;
    if (c->style == DES_LUA_CONVERT)
        dl_at(c, 0);
    else
        dl_puts(c, " ");
    dl_puts(c, "if exit__ then return end");
}

/* every variable the level assigns, declared once at its top: 3.6
 * variables are the level's, whatever block first sets them */
void dl_collect_vars(const struct des_block *b, const char **names,
                         int *n, int max)
{
    for (int i = 0; i < b->n; i++) {
        const struct des_stmt *s = b->v[i];

        if ((s->kind == DES_S_ASSIGN || s->kind == DES_S_FUNCTION) && s->name) {
            bool seen = false;

            for (int j = 0; j < *n && !seen; j++)
                seen = !strcmp(names[j], s->name);
            if (!seen && *n < max)
                names[(*n)++] = s->name;
        }
        dl_collect_vars(&s->body, names, n, max);
        dl_collect_vars(&s->alt, names, n, max);
        for (int k = 0; k < s->ncases; k++)
            dl_collect_vars(&s->cases[k].body, names, n, max);
    }
}

