/* des_lua_expr.c - .des values as Lua expressions: numbers, dice,
 * strings, coordinates, regions, 3.6 variables and arrays, and 3.6
 * selections as selection.* calls. */
#include "des_lua_int.h"

#include <stdio.h>
#include <string.h>

bool dl_is_random(const struct des_expr *e)
{
    return !e || e->kind == DES_E_RANDOM;
}

/* Lua's reserved words and the globals a level script relies on: a 3.6
 * variable of that name gets a trailing underscore */
const char *dl_var(struct dl *c, const char *name)
{
    static const char *const taken[] = {
        "and", "break", "do", "else", "elseif", "end", "false", "for",
        "function", "goto", "if", "in", "local", "nil", "not", "or",
        "repeat", "return", "then", "true", "until", "while", "des",
        "selection", "nh", "nhc", "u", "obj", "percent", "d", "shuffle",
        "math", "string", "table", "pairs", "ipairs", "align", "type",
        "tostring", "tonumber", "select", "next", "pcall", "utf8", NULL
    };
    for (int i = 0; taken[i]; i++)
        if (!strcmp(name, taken[i])) {
            /* a few at once may be in use (a function's parameters) */
            c->varturn = (c->varturn + 1) % 4;
            snprintf(c->varbuf[c->varturn], sizeof c->varbuf[0], "%s_", name);
            return c->varbuf[c->varturn];
        }
    return name;
}

static const char *cmp_op(long op)
{
    switch (op) {
    case DES_CMP_EQ: return "==";
    case DES_CMP_NE: return "~=";
    case DES_CMP_LT: return "<";
    case DES_CMP_LE: return "<=";
    case DES_CMP_GT: return ">";
    case DES_CMP_GE: return ">=";
    default: return "";
    }
}

static void kid(struct dl *c, const struct des_expr *e, int i)
{
    if (i < e->nkids && e->kids[i])
        dl_value(c, e->kids[i]);
    else
        dl_puts(c, "nil");
}

/* one coordinate's x and y as two Lua expressions "x, y" */
static void coord_xy(struct dl *c, const struct des_expr *e)
{
    if (e->kind == DES_E_COORD && e->nkids == 2) {
        kid(c, e, 0);
        dl_puts(c, ", ");
        kid(c, e, 1);
        return;
    }
    /* a coordinate value ({x,y} or {x=,y=}): unpacked once */
    dl_puts(c, "(function(p) return p.x or p[1], p.y or p[2] end)(");
    dl_value(c, e);
    dl_puts(c, ")");
}

void dl_value(struct dl *c, const struct des_expr *e)
{
    if (!e) {
        dl_puts(c, "nil");
        return;
    }
    if (e->kind == DES_E_REGISTER && !strcmp(e->str, "align")) {
        /* lev_comp's shuffled alignments are nhlib.lua's align[] (drawn
           the same: rn2(3), then rn2(2), before the level's statements) */
        dl_printf(c, "align[%ld]", e->ival + 1);
        return;
    }
    if (c->in34 && dl34_value(c, e))
        return;
    switch (e->kind) {
    case DES_E_INT:
        dl_printf(c, "%ld", e->ival);
        break;
    case DES_E_DICE:
        dl_printf(c, "d(%ld, %ld)", e->ival, e->ival2);
        break;
    case DES_E_STR:
        dl_quote(c, e->str);
        break;
    case DES_E_CHAR: {
        char s[2] = { (char) e->ival, 0 };
        dl_quote(c, s);
        break;
    }
    case DES_E_WORD:
        dl_quote(c, des_word_name(e->word));
        break;
    case DES_E_RANDOM:
        dl_puts(c, "\"random\"");
        break;
    case DES_E_NONE:
        dl_puts(c, "nil");
        break;
    case DES_E_COORD:
        dl_puts(c, "{ ");
        kid(c, e, 0);
        dl_puts(c, ", ");
        kid(c, e, 1);
        dl_puts(c, " }");
        break;
    case DES_E_REGION:
    case DES_E_LEVREGION:
        dl_puts(c, "{ ");
        for (int i = 0; i < 4; i++) {
            if (i)
                dl_puts(c, ", ");
            kid(c, e, i);
        }
        dl_puts(c, " }");
        break;
    case DES_E_VAR:
        dl_puts(c, dl_var(c, e->str));
        break;
    case DES_E_INDEX:
        /* 3.6 arrays count from 0, Lua's from 1 */
        dl_printf(c, "%s[", dl_var(c, e->str));
        if (e->nkids && e->kids[0] && e->kids[0]->kind == DES_E_INT)
            dl_printf(c, "%ld", e->kids[0]->ival + 1);
        else {
            kid(c, e, 0);
            dl_puts(c, " + 1");
        }
        dl_puts(c, "]");
        break;
    case DES_E_BINOP: {
        const char *op = e->ival == '.' ? ".." : e->ival == '/' ? "//"
                       : e->ival == '+' ? "+" : e->ival == '-' ? "-"
                       : e->ival == '*' ? "*" : "%";
        dl_puts(c, "(");
        kid(c, e, 0);
        dl_printf(c, " %s ", op);
        kid(c, e, 1);
        dl_puts(c, ")");
        break;
    }
    case DES_E_NEG:
        dl_puts(c, "-(");
        kid(c, e, 0);
        dl_puts(c, ")");
        break;
    case DES_E_LIST:
        dl_puts(c, "{ ");
        for (int i = 0; i < e->nkids; i++) {
            if (i)
                dl_puts(c, ", ");
            dl_value(c, e->kids[i]);
        }
        dl_puts(c, " }");
        break;
    case DES_E_MONSTER:
    case DES_E_OBJECT: {
        int nf = c->nf;

        dl_open(c);
        if (e->nkids > 0 && e->kids[0] && e->kids[0]->kind == DES_E_CHAR) {
            dl_field(c, "class = ");
            dl_value(c, e->kids[0]);
        }
        if (e->nkids > 1 && e->kids[1] && e->kids[1]->kind != DES_E_RANDOM) {
            dl_field(c, "id = ");
            dl_value(c, e->kids[1]);
        }
        dl_close(c);
        c->nf = nf;
        break;
    }
    case DES_E_MAPCHAR:
        /* the light goes with TERRAIN, which reads it itself */
        kid(c, e, 0);
        break;
    case DES_E_COMPARE:
        dl_puts(c, "(");
        kid(c, e, 0);
        if (e->ival != DES_CMP_TRUE) {
            dl_printf(c, " %s ", cmp_op(e->ival));
            kid(c, e, 1);
        } else {
            dl_puts(c, " ~= 0");
        }
        dl_puts(c, ")");
        break;
    case DES_E_PERCENT:
        /* lev_comp: rn2(100) < n */
        dl_printf(c, "percent(%ld)", e->ival);
        break;
    case DES_E_RNDCOORD:
        dl_puts(c, "selection.rndcoord(");
        dl_sel(c, e->kids[0]);
        dl_puts(c, ")");
        break;
    case DES_E_SEL_UNION: case DES_E_SEL_RECT: case DES_E_SEL_FILLRECT:
    case DES_E_SEL_LINE: case DES_E_SEL_RANDLINE: case DES_E_SEL_GROW:
    case DES_E_SEL_FILTER: case DES_E_SEL_FLOOD: case DES_E_SEL_CIRCLE:
    case DES_E_SEL_ELLIPSE: case DES_E_SEL_GRADIENT:
    case DES_E_SEL_COMPLEMENT:
        dl_sel(c, e);
        break;
    default:
        dl_fail(c, e->line, e->col, "this value has no NetHack 5.0 Lua form");
    }
}

/* four region corners as "x1, y1, x2, y2" */
static void region_args(struct dl *c, const struct des_expr *e)
{
    if ((e->kind == DES_E_REGION || e->kind == DES_E_LEVREGION)
        && e->nkids == 4) {
        for (int i = 0; i < 4; i++) {
            if (i)
                dl_puts(c, ", ");
            kid(c, e, i);
        }
        return;
    }
    dl_puts(c, "table.unpack(");
    dl_value(c, e);
    dl_puts(c, ")");
}

static void two_coords(struct dl *c, const struct des_expr *e)
{
    coord_xy(c, e->kids[0]);
    dl_puts(c, ", ");
    coord_xy(c, e->kids[1]);
}

static const char *dir_word(const struct des_expr *d)
{
    if (!d || d->kind != DES_E_DIRS || d->nkids != 1 || !d->kids[0])
        return "all";
    return des_word_name(d->kids[0]->word);
}

void dl_sel(struct dl *c, const struct des_expr *e)
{
    switch (e->kind) {
    case DES_E_RANDOM:
        /* a random place as a selection: one random cell */
        dl_puts(c, "selection.set(selection.new())");
        return;
    case DES_E_COORD:
    case DES_E_RNDCOORD:
        dl_puts(c, "selection.set(selection.new(), ");
        coord_xy(c, e);
        dl_puts(c, ")");
        return;
    case DES_E_SEL_UNION:
        dl_puts(c, "(");
        dl_sel(c, e->kids[0]);
        dl_puts(c, " | ");
        dl_sel(c, e->kids[1]);
        dl_puts(c, ")");
        return;
    case DES_E_SEL_RECT:
    case DES_E_SEL_FILLRECT:
        dl_puts(c, e->kind == DES_E_SEL_RECT ? "selection.rect("
                                             : "selection.area(");
        region_args(c, e->kids[0]);
        dl_puts(c, ")");
        return;
    case DES_E_SEL_LINE:
        dl_puts(c, "selection.line(");
        two_coords(c, e);
        dl_puts(c, ")");
        return;
    case DES_E_SEL_RANDLINE:
        dl_puts(c, "selection.randline(");
        two_coords(c, e);
        dl_puts(c, ", ");
        kid(c, e, 2);
        dl_puts(c, ")");
        return;
    case DES_E_SEL_GROW:
        dl_puts(c, "selection.grow(");
        dl_sel(c, e->kids[1]);
        if (e->kids[0])
            dl_printf(c, ", \"%s\"", dir_word(e->kids[0]));
        dl_puts(c, ")");
        return;
    case DES_E_SEL_FILTER: {
        const struct des_expr *w = e->kids[0];

        if (w->kind == DES_E_PERCENT) {
            dl_puts(c, "selection.percentage(");
            dl_sel(c, e->kids[1]);
            dl_printf(c, ", %ld)", w->ival);
        } else if (w->kind == DES_E_CHAR || w->kind == DES_E_MAPCHAR
                   || (w->kind == DES_E_VAR
                       && (w->vtype & 0xff) == DES_VT_MAPCHAR)) {
            dl_puts(c, "selection.filter_mapchar(");
            dl_sel(c, e->kids[1]);
            dl_puts(c, ", ");
            dl_value(c, w);
            if (w->kind == DES_E_MAPCHAR && w->nkids > 1 && w->kids[1]) {
                const struct des_expr *l = w->kids[1];

                dl_printf(c, ", %d",
                          l->kind == DES_E_WORD
                              ? (l->word == DES_W_LIT ? 1 : 0) : -1);
            }
            dl_puts(c, ")");
        } else {
            dl_puts(c, "(");
            dl_sel(c, w);
            dl_puts(c, " & ");
            dl_sel(c, e->kids[1]);
            dl_puts(c, ")");
        }
        return;
    }
    case DES_E_SEL_FLOOD:
        dl_puts(c, "selection.floodfill(");
        coord_xy(c, e->kids[0]);
        dl_puts(c, ")");
        return;
    case DES_E_SEL_CIRCLE:
    case DES_E_SEL_ELLIPSE: {
        bool circle = e->kind == DES_E_SEL_CIRCLE;
        int nr = circle ? 1 : 2;
        const struct des_expr *fl = e->nkids > nr + 1 ? e->kids[nr + 1] : NULL;

        dl_puts(c, circle ? "selection.circle(" : "selection.ellipse(");
        coord_xy(c, e->kids[0]);
        for (int i = 1; i <= nr; i++) {
            dl_puts(c, ", ");
            kid(c, e, i);
        }
        if (fl)
            dl_printf(c, ", %d", fl->word == DES_W_FILLED ? 1 : 0);
        dl_puts(c, ")");
        return;
    }
    case DES_E_SEL_GRADIENT: {
        int nf = c->nf;

        dl_puts(c, "selection.gradient(");
        dl_open(c);
        dl_field(c, "type = \"%s\"", des_word_name(e->kids[0]->word));
        dl_field(c, "mindist = ");
        kid(c, e, 1);
        dl_field(c, "maxdist = ");
        kid(c, e, 2);
        if (e->kids[3])
            dl_field(c, "limited = true");
        dl_field(c, "x = ");
        dl_puts(c, "({");
        coord_xy(c, e->kids[4]);
        dl_puts(c, "})[1]");
        dl_field(c, "y = ");
        dl_puts(c, "({");
        coord_xy(c, e->kids[4]);
        dl_puts(c, "})[2]");
        if (e->nkids > 5 && e->kids[5]) {
            dl_field(c, "x2 = ");
            dl_puts(c, "({");
            coord_xy(c, e->kids[5]);
            dl_puts(c, "})[1]");
            dl_field(c, "y2 = ");
            dl_puts(c, "({");
            coord_xy(c, e->kids[5]);
            dl_puts(c, "})[2]");
        }
        dl_close(c);
        dl_puts(c, ")");
        c->nf = nf;
        return;
    }
    case DES_E_SEL_COMPLEMENT:
        dl_puts(c, "selection.negate(");
        dl_sel(c, e->kids[0]);
        dl_puts(c, ")");
        return;
    case DES_E_REGION:
        dl_puts(c, "selection.area(");
        region_args(c, e);
        dl_puts(c, ")");
        return;
    case DES_E_VAR:
    case DES_E_INDEX:
        if ((e->vtype & 0xff) == DES_VT_COORD) {
            dl_puts(c, "selection.set(selection.new(), ");
            coord_xy(c, e);
            dl_puts(c, ")");
        } else {
            dl_value(c, e);
        }
        return;
    default:
        dl_fail(c, e->line, e->col, "expected a selection here");
    }
}

void dl_coord_fields(struct dl *c, const struct des_expr *e)
{
    if (dl_is_random(e))
        return;
    if (e->kind == DES_E_COORD && e->nkids == 2) {
        dl_field(c, "x = ");
        kid(c, e, 0);
        dl_field(c, "y = ");
        kid(c, e, 1);
        return;
    }
    dl_field(c, "coord = ");
    dl_value(c, e);
}

void dl_region(struct dl *c, const struct des_expr *e, bool *islev)
{
    if (islev)
        *islev = e->kind == DES_E_LEVREGION;
    dl_value(c, e);
}
