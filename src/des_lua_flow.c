/* des_lua_flow.c - 3.6's variables and control flow as Lua: blocks,
 * assignments, SHUFFLE, IF, [n%]:, LOOP, FOR, SWITCH (falling through as
 * lev_comp's jumps did), BREAK, EXIT, FUNCTION and calls. */
#include "des_lua_int.h"

#include <stdio.h>
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
    case DES_S_EXIT:
        dl_puts(c, "do return end");
        break;
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

