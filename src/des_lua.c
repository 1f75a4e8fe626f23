/* des_lua.c - a .des level compiled to NetHack 5.0 Lua (des_lua.h): the
 * level header and one des.* call per statement. The output and its lines
 * are des_lua_out.c's, 3.6's control flow des_lua_flow.c's, values and
 * selections des_lua_expr.c's, 3.4.3's order and registers des_lua34.c's. */
#include "des_lua_int.h"
#include "des_parse.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- helpers for statements ------------------------------------------- */


static const struct des_extra *extra(const struct des_stmt *s,
                                     enum des_extra_key k)
{
    for (int i = 0; i < s->nx; i++)
        if (s->x[i].key == k)
            return &s->x[i];
    return NULL;
}

static bool is_word(const struct des_expr *e, enum des_word w)
{
    return e && e->kind == DES_E_WORD && e->word == w;
}

/* lit / unlit / random as 1, 0, and nothing (the engine draws) */
static void light_field(struct dl *c, const struct des_expr *e)
{
    if (is_word(e, DES_W_LIT) || is_word(e, DES_W_TRUE))
        dl_field(c, "lit = 1");
    else if (is_word(e, DES_W_UNLIT) || is_word(e, DES_W_FALSE))
        dl_field(c, "lit = 0");
    else if (e && !dl_is_random(e)) {
        dl_field(c, "lit = ");
        dl_value(c, e);
    }
}

static void word_field(struct dl *c, const char *key, const struct des_expr *e)
{
    if (dl_is_random(e))
        return;
    if (e->kind == DES_E_WORD) {
        dl_field(c, "%s = \"%s\"", key, des_word_name(e->word));
        return;
    }
    dl_field(c, "%s = ", key);
    dl_value(c, e);
}


/* ", contents = function() ... end" for a block (empty ones too: a 3.6
 * inventory block written empty replaces the monster's own) */
static void contents_field(struct dl *c, const char *key,
                           const struct des_stmt *s, const char *params)
{
    if (c->in34 && dl34_contents(c, s, key))
        return;
    if (!s->has_body && s->body.n == 0)
        return;
    int nf = c->nf;

    dl_field(c, "%s = function(%s)", key, params);
    c->depth++;
    dl_block(c, &s->body, DL_IN_FUNC);
    c->depth--;
    if (c->style == DES_LUA_CONVERT && s->body.n) {
        dl_at(c, 0);
        dl_puts(c, "end");
    } else {
        dl_puts(c, " end");
    }
    c->nf = nf;
}

/* ---- the statements ---------------------------------------------------- */

static void monster(struct dl *c, const struct des_stmt *s)
{
    const struct des_expr *m = dl_arg(s, 0);

    dl_puts(c, "des.monster(");
    dl_open(c);
    if (m && m->kind == DES_E_MONSTER) {
        const struct des_expr *cl = m->nkids > 0 ? m->kids[0] : NULL;
        const struct des_expr *id = m->nkids > 1 ? m->kids[1] : NULL;

        if (id && !dl_is_random(id)) {
            dl_field(c, "id = ");
            dl_species(c, id);
        } else if (cl && !dl_is_random(cl)) {
            dl_field(c, "class = ");
            dl_value(c, cl);
        }
    } else if (m && !dl_is_random(m)) {
        int nf;

        dl_field(c, "id = ");
        dl_value(c, m);
        dl_puts(c, ".id");
        nf = c->nf;
        dl_field(c, "class = (");
        dl_value(c, m);
        dl_puts(c, ".id == nil and ");
        dl_value(c, m);
        dl_puts(c, ".class or nil)");
        c->nf = nf + 1;
    }
    dl_coord_fields(c, dl_arg(s, 1));
    for (int i = 0; i < s->nx; i++) {
        const struct des_extra *x = &s->x[i];

        switch (x->key) {
        case DES_X_NAME:
            dl_field(c, "name = ");
            dl_value(c, x->val);
            break;
        case DES_X_ATTITUDE:
            dl_field(c, "peaceful = %d", is_word(x->val, DES_W_PEACEFUL));
            break;
        case DES_X_ALERTNESS:
            dl_field(c, "asleep = %d", is_word(x->val, DES_W_ASLEEP));
            break;
        case DES_X_ALIGN:
            if (!dl_is_random(x->val) && x->val->kind == DES_E_WORD) {
                enum des_word w = x->val->word;
                dl_field(c, "align = \"%s\"",
                         w == DES_W_LAW ? "law" : w == DES_W_CHAOS ? "chaos"
                         : des_word_name(w));
            }
            break;
        case DES_X_APPEAR:
            dl_field(c, "appear_as = \"%s:\" .. ",
                     is_word(x->val, DES_W_M_FEATURE) ? "ter"
                     : is_word(x->val, DES_W_M_MONSTER) ? "mon" : "obj");
            dl_value(c, x->val2);
            break;
        case DES_X_FEMALE: dl_field(c, "female = 1"); break;
        case DES_X_INVIS: dl_field(c, "invisible = 1"); break;
        case DES_X_CANCELLED: dl_field(c, "cancelled = 1"); break;
        case DES_X_REVIVED: dl_field(c, "revived = 1"); break;
        case DES_X_AVENGE: dl_field(c, "avenge = 1"); break;
        case DES_X_STUNNED: dl_field(c, "stunned = 1"); break;
        case DES_X_CONFUSED: dl_field(c, "confused = 1"); break;
        case DES_X_FLEEING: case DES_X_BLINDED: case DES_X_PARALYZED:
            dl_field(c, "%s = ", x->key == DES_X_FLEEING ? "fleeing"
                     : x->key == DES_X_BLINDED ? "blinded" : "paralyzed");
            dl_value(c, x->val);
            break;
        default:
            break;   /* seen traps, variants' sanity checks: no 5.0 key */
        }
    }
    contents_field(c, "inventory", s, "");
    dl_close(c);
    dl_puts(c, ")");
}

static void object(struct dl *c, const struct des_stmt *s)
{
    const struct des_expr *o = dl_arg(s, 0);

    dl_puts(c, "des.object(");
    dl_open(c);
    if (o && o->kind == DES_E_OBJECT) {
        const struct des_expr *cl = o->nkids > 0 ? o->kids[0] : NULL;
        const struct des_expr *id = o->nkids > 1 ? o->kids[1] : NULL;

        /* 5.0 narrows the name by the class ("levitation" of '!') */
        if (cl && !dl_is_random(cl)
            && (cl->kind == DES_E_CHAR || cl->kind == DES_E_REGISTER)) {
            dl_field(c, "class = ");
            dl_value(c, cl);
        }
        if (id && !dl_is_random(id) && id->kind != DES_E_NONE) {
            dl_field(c, "id = ");
            dl_object_name(c, cl, id);
        }
    } else if (o && !dl_is_random(o)) {
        dl_field(c, "id = ");
        dl_value(c, o);
        dl_puts(c, ".id");
        dl_field(c, "class = ");
        dl_value(c, o);
        dl_puts(c, ".class");
    }
    if (c->f->grammar == DES_GRAMMAR_34 && !is_word(dl_arg(s, 1), DES_W_CONTAINED))
        dl_coord_fields(c, dl_arg(s, 1));
    for (int i = 0; i < s->nx; i++) {
        const struct des_extra *x = &s->x[i];

        switch (x->key) {
        case DES_X_COORD:
            dl_coord_fields(c, x->val);
            break;
        case DES_X_NAME:
            if (x->val && x->val->kind != DES_E_NONE) {
                dl_field(c, "name = ");
                dl_value(c, x->val);
            }
            break;
        case DES_X_CURSE:
            if (!dl_is_random(x->val))
                dl_field(c, "buc = \"%s\"", des_word_name(x->val->word));
            break;
        case DES_X_MONTYPE:
            dl_field(c, "montype = ");
            if (x->val->kind == DES_E_MONSTER) {
                const struct des_expr *id = x->val->nkids > 1
                                            ? x->val->kids[1] : NULL;
                dl_species(c, id && !dl_is_random(id) ? id : x->val->kids[0]);
            } else {
                dl_species(c, x->val);
            }
            break;
        case DES_X_SPE: case DES_X_QUANTITY: case DES_X_ERODED:
        case DES_X_RECHARGED:
            if (dl_is_random(x->val))
                break;
            dl_field(c, "%s = ", x->key == DES_X_SPE ? "spe"
                     : x->key == DES_X_QUANTITY ? "quantity"
                     : x->key == DES_X_ERODED ? "eroded" : "recharged");
            dl_value(c, x->val);
            break;
        case DES_X_BURIED: dl_field(c, "buried = 1"); break;
        case DES_X_ERODEPROOF: dl_field(c, "eroded = -1"); break;
        case DES_X_GREASED: dl_field(c, "greased = 1"); break;
        case DES_X_LOCKED: dl_field(c, "locked = 1"); break;
        case DES_X_BROKEN: dl_field(c, "broken = 1"); break;
        case DES_X_LIT:
            dl_field(c, "lit = %d", is_word(x->val, DES_W_LIT));
            break;
        case DES_X_TRAPPED:
            dl_field(c, "trapped = %d", is_word(x->val, DES_W_TRAPPED));
            break;
        default:
            break;
        }
    }
    contents_field(c, "contents", s, "");
    dl_close(c);
    dl_puts(c, ")");
}

/* des.X("word", x, y) or des.X("word") at a random place */
static void word_at(struct dl *c, const char *fn, const char *key,
                    const struct des_expr *w, const struct des_expr *where)
{
    dl_printf(c, "des.%s(", fn);
    dl_open(c);
    word_field(c, key, w);
    dl_coord_fields(c, where);
    dl_close(c);
    dl_puts(c, ")");
}

/* A random type was make_engr_at's rnd(5) (dust ... blood) in 3.4.3 and
 * 3.6, drawn after the place; 5.0 has no random type (engrave), so it is
 * drawn here, last in the table, after any draw of the place or text the
 * table makes. A place the engine draws (random) comes after it: see
 * doc/des.md. */
static void engraving(struct dl *c, const struct des_stmt *s)
{
    dl_puts(c, "des.engraving(");
    dl_open(c);
    dl_coord_fields(c, dl_arg(s, 0));
    word_field(c, "type", dl_arg(s, 1));
    dl_field(c, "text = ");
    dl_value(c, dl_arg(s, 2));
    if (dl_is_random(dl_arg(s, 1)))
        dl_field(c, "type = ({ \"dust\", \"engrave\", \"burn\", \"mark\", "
                 "\"blood\" })[nh.rn2(5) + 1]");
    dl_close(c);
    dl_puts(c, ")");
}

/* DOOR, FOUNTAIN ... on a 3.6 selection: one call per cell */
static bool at_selection(struct dl *c, const struct des_expr *e)
{
    return c->f->grammar == DES_GRAMMAR_36 && e && e->kind != DES_E_COORD
           && e->kind != DES_E_RANDOM && e->kind != DES_E_RNDCOORD
           && !((e->kind == DES_E_VAR || e->kind == DES_E_INDEX)
                && (e->vtype & 0xff) == DES_VT_COORD);
}

static void feature(struct dl *c, const char *type, const struct des_expr *at)
{
    if (at_selection(c, at)) {
        dl_puts(c, "selection.iterate(");
        dl_sel(c, at);
        dl_printf(c, ", function(x, y) des.feature(\"%s\", x, y) end)", type);
        return;
    }
    dl_puts(c, "des.feature(");
    dl_open(c);
    dl_field(c, "type = \"%s\"", type);
    dl_coord_fields(c, at);
    dl_close(c);
    dl_puts(c, ")");
}

static void door(struct dl *c, const struct des_stmt *s)
{
    const struct des_expr *at = dl_arg(s, 1);

    if (at_selection(c, at)) {
        dl_puts(c, "selection.iterate(");
        dl_sel(c, at);
        dl_puts(c, ", function(x, y) des.door(");
        dl_open(c);
        word_field(c, "state", dl_arg(s, 0));
        dl_field(c, "x = x, y = y");
        dl_close(c);
        dl_puts(c, ") end)");
        return;
    }
    word_at(c, "door", "state", dl_arg(s, 0), at);
}

static void roomdoor(struct dl *c, const struct des_stmt *s)
{
    const struct des_expr *secret = dl_arg(s, 0), *wall = dl_arg(s, 2);

    dl_puts(c, "des.door(");
    dl_open(c);
    if (is_word(secret, DES_W_TRUE))
        dl_field(c, "state = \"secret\"");
    else
        word_field(c, "state", dl_arg(s, 1));
    if (wall && wall->kind == DES_E_DIRS && wall->nkids == 1)
        dl_field(c, "wall = \"%s\"", des_word_name(wall->kids[0]->word));
    else if (wall && wall->kind == DES_E_WORD)
        dl_field(c, "wall = \"%s\"", des_word_name(wall->word));
    else if (wall && !dl_is_random(wall))
        dl_field(c, "wall = \"all\"");
    if (!dl_is_random(dl_arg(s, 3))) {
        dl_field(c, "pos = ");
        dl_value(c, dl_arg(s, 3));
    }
    dl_close(c);
    dl_puts(c, ")");
}

static void region_field(struct dl *c, const char *key,
                         const struct des_expr *e)
{
    bool islev = false;

    if (!e)
        return;
    dl_field(c, "%s = ", key);
    dl_region(c, e, &islev);
    if (islev)
        dl_field(c, "%s_islev = 1", key);
}

static void levregion(struct dl *c, const struct des_stmt *s,
                      const char *type)
{
    dl_puts(c, "des.levregion(");
    dl_open(c);
    region_field(c, "region", dl_arg(s, 0));
    region_field(c, "exclude", dl_arg(s, 1));
    dl_field(c, "type = \"%s\"", type);
    if (s->kind == DES_S_PORTAL) {
        dl_field(c, "name = ");
        dl_value(c, dl_arg(s, 2));
    }
    dl_close(c);
    dl_puts(c, ")");
}

static void region(struct dl *c, const struct des_stmt *s)
{
    const struct des_extra *fx = extra(s, DES_X_FILLED);
    const struct des_extra *ix = extra(s, DES_X_IRREGULAR);
    const struct des_extra *jx = extra(s, DES_X_JOINED);
    const struct des_expr *type = dl_arg(s, 2);
    bool unfilled = fx && (is_word(fx->val, DES_W_UNFILLED)
                           || is_word(fx->val, DES_W_FALSE));
    bool irregular = ix && (is_word(ix->val, DES_W_IRREGULAR)
                            || is_word(ix->val, DES_W_TRUE));
    bool ordinary = type && type->kind == DES_E_STR
                    && !strcmp(type->str, "ordinary");

    dl_check_room_type(c, type);
    dl_puts(c, "des.region(");
    dl_open(c);
    region_field(c, "region", dl_arg(s, 0));
    light_field(c, dl_arg(s, 1));
    if (type && !dl_is_random(type)) {
        dl_field(c, "type = ");
        dl_value(c, type);
    }
    /* lev_comp: a room is stocked unless "unfilled", which for an
       ordinary region instead forces a real room (5.0's arrival_room) */
    if (ordinary && unfilled && !irregular)
        dl_field(c, "arrival_room = true");
    else if (!ordinary)
        dl_field(c, "filled = %d", unfilled ? 2 : 1);
    if (irregular)
        dl_field(c, "irregular = true");
    if (jx && is_word(jx->val, DES_W_UNJOINED))
        dl_field(c, "joined = false");
    contents_field(c, "contents", s, "");
    dl_close(c);
    dl_puts(c, ")");
}

static void room(struct dl *c, const struct des_stmt *s, bool sub)
{
    const struct des_expr *pos = dl_arg(s, 2);
    const struct des_expr *align = sub ? NULL : dl_arg(s, 3);
    const struct des_expr *size = dl_arg(s, sub ? 3 : 4);
    const struct des_extra *fx = extra(s, DES_X_FILLED);
    const struct des_extra *jx = extra(s, DES_X_JOINED);

    dl_check_room_type(c, dl_arg(s, 0));
    dl_puts(c, "des.room(");
    dl_open(c);
    if (!dl_is_random(dl_arg(s, 0))) {
        dl_field(c, "type = ");
        dl_value(c, dl_arg(s, 0));
    }
    if (s->chance >= 0)
        dl_field(c, "chance = %d", s->chance);
    if (c->in34) {
        const struct des_expr *ch = NULL;

        for (int i = 0; i < s->body.n; i++)
            if (s->body.v[i]->kind == DES_S_ROOM_CHANCE)
                ch = s->body.v[i]->a[0];
        /* 3.4.3's chance was 0 without CHANCE, and build_room drew
           rn2(100) only for a nonzero chance; 5.0's default is 100, but
           its build_room skips the draw for 0 too */
        dl_field(c, "chance = ");
        if (ch)
            dl_value(c, ch);
        else
            dl_puts(c, "0");
    }
    light_field(c, dl_arg(s, 1));
    if (!dl_is_random(pos) && pos->kind == DES_E_COORD) {
        dl_field(c, "x = ");
        dl_value(c, pos->kids[0]);
        dl_field(c, "y = ");
        dl_value(c, pos->kids[1]);
    }
    if (!dl_is_random(align) && align->kind == DES_E_COORD) {
        word_field(c, "xalign", align->kids[0]);
        word_field(c, "yalign", align->kids[1]);
    }
    if (!dl_is_random(size) && size->kind == DES_E_COORD) {
        dl_field(c, "w = ");
        dl_value(c, size->kids[0]);
        dl_field(c, "h = ");
        dl_value(c, size->kids[1]);
    }
    if (fx && (is_word(fx->val, DES_W_UNFILLED) || is_word(fx->val, DES_W_FALSE)))
        dl_field(c, "filled = 0");
    if (jx && is_word(jx->val, DES_W_UNJOINED))
        dl_field(c, "joined = false");
    contents_field(c, "contents", s, "");
    dl_close(c);
    dl_puts(c, ")");
}

static void map(struct dl *c, const struct des_stmt *s)
{
    const struct des_map *m = s->map;
    const struct des_expr *h = dl_arg(s, 0), *v = dl_arg(s, 1);

    dl_puts(c, "des.map(");
    dl_open(c);
    if (h && h->kind == DES_E_WORD) {
        word_field(c, "halign", h);
        word_field(c, "valign", v);
    } else if (h) {
        dl_coord_fields(c, h);
    }
    dl_field(c, "map = ");
    /* the long string opens on the line before the first row: its
       first newline is not part of the string */
    if (c->style == DES_LUA_BUILD)
        while (c->line < m->first_line - 1)
            dl_newline(c);
    dl_puts(c, "[[");
    dl_newline(c);
    for (int r = 0; r < m->nrows; r++) {
        char row[300];
        int n = 0;

        /* lev_comp drops digits and pads short rows with stone */
        for (const char *p = m->rows[r]; *p && n < m->width; p++)
            if (*p < '0' || *p > '9')
                row[n++] = *p;
        while (n < m->width)
            row[n++] = ' ';
        row[n] = '\0';
        dl_puts(c, row);
        dl_newline(c);
    }
    dl_puts(c, "]]");
    /* lev_comp's GEOMETRY ...,false: later places are not the map's; a
       5.0 map with contents gives the origin back after it */
    if (c->in34 && dl34_map_contents(c, s))
        ;
    else if (is_word(dl_arg(s, 2), DES_W_FALSE)
             || (h && h->kind != DES_E_WORD && is_word(dl_arg(s, 1), DES_W_FALSE)))
        dl_field(c, "contents = function() end");
    dl_close(c);
    dl_puts(c, ")");
}

static void level_init(struct dl *c, const struct des_stmt *s)
{
    const struct des_expr *style = dl_arg(s, 0);
    enum des_word w = style ? style->word : DES_W_MINES;

    dl_puts(c, "des.level_init(");
    dl_open(c);
    dl_field(c, "style = \"%s\"", des_word_name(w));
    if (w == DES_W_MINES) {
        dl_field(c, "fg = ");
        dl_value(c, dl_arg(s, 1));
        dl_field(c, "bg = ");
        dl_value(c, dl_arg(s, 2));
        dl_field(c, "smoothed = %s", is_word(dl_arg(s, 3), DES_W_TRUE) ? "true" : "false");
        dl_field(c, "joined = %s", is_word(dl_arg(s, 4), DES_W_TRUE) ? "true" : "false");
        light_field(c, dl_arg(s, 5));
        /* lev_comp gave random as -1 and mkmap took any nonzero as
           walled (3.4.3 and 3.6): no draw, always walled */
        dl_field(c, "walled = %s", is_word(dl_arg(s, 6), DES_W_TRUE)
                 || (dl_is_random(dl_arg(s, 6)) && s->na > 6) ? "true" : "false");
        if (dl_arg(s, 7)) {
            dl_field(c, "filling = ");
            dl_value(c, dl_arg(s, 7));
        }
    } else if (w == DES_W_SOLIDFILL && dl_arg(s, 1)) {
        dl_field(c, "fg = ");
        dl_value(c, dl_arg(s, 1));
        if (dl_arg(s, 1)->kind == DES_E_MAPCHAR)
            light_field(c, dl_arg(s, 1)->nkids > 1 ? dl_arg(s, 1)->kids[1] : NULL);
    } else if (w == DES_W_MAZEGRID && dl_arg(s, 1)) {
        dl_field(c, "bg = ");
        dl_value(c, dl_arg(s, 1));
    }
    dl_close(c);
    dl_puts(c, ")");
}

static void terrain(struct dl *c, const struct des_stmt *s)
{
    const struct des_expr *mc = dl_arg(s, 1);

    dl_puts(c, "des.terrain(");
    dl_open(c);
    dl_field(c, "selection = ");
    dl_sel(c, dl_arg(s, 0));
    dl_field(c, "typ = ");
    dl_value(c, mc);
    if (mc && mc->kind == DES_E_MAPCHAR && mc->nkids > 1)
        light_field(c, mc->kids[1]);
    dl_close(c);
    dl_puts(c, ")");
}

static void replace_terrain(struct dl *c, const struct des_stmt *s)
{
    const struct des_expr *to = dl_arg(s, 2);

    dl_puts(c, "des.replace_terrain(");
    dl_open(c);
    region_field(c, "region", dl_arg(s, 0));
    dl_field(c, "fromterrain = ");
    dl_value(c, dl_arg(s, 1));
    dl_field(c, "toterrain = ");
    dl_value(c, to);
    if (to && to->kind == DES_E_MAPCHAR && to->nkids > 1)
        light_field(c, to->kids[1]);
    dl_field(c, "chance = ");
    dl_value(c, dl_arg(s, 3));
    dl_close(c);
    dl_puts(c, ")");
}

/* the statement's Lua, on the current line */
static void statement_body(struct dl *c, const struct des_stmt *s)
{
    switch (s->kind) {
    case DES_S_MESSAGE:
        dl_puts(c, "des.message(");
        dl_value(c, dl_arg(s, 0));
        dl_puts(c, ")");
        break;
    case DES_S_INIT_MAP: level_init(c, s); break;
    case DES_S_MAP:
        map(c, s);
        break;
    case DES_S_NOMAP:
        if (c->style == DES_LUA_CONVERT)
            dl_puts(c, "-- NOMAP");
        break;
    case DES_S_MONSTER:
    case DES_S_OBJECT:
    case DES_S_CONTAINER:
    case DES_S_TRAP:
    case DES_S_GOLD:
    case DES_S_ENGRAVING:
        if (s->chance >= 0)
            dl_printf(c, "if percent(%d) then ", s->chance);
        if (s->kind == DES_S_MONSTER)
            monster(c, s);
        else if (s->kind == DES_S_TRAP) {
            dl_check_trap(c, dl_arg(s, 0));
            word_at(c, "trap", "type", dl_arg(s, 0), dl_arg(s, 1));
        } else if (s->kind == DES_S_GOLD) {
            dl_puts(c, "des.gold(");
            dl_open(c);
            if (!dl_is_random(dl_arg(s, 0))) {
                dl_field(c, "amount = ");
                dl_value(c, dl_arg(s, 0));
            }
            dl_coord_fields(c, dl_arg(s, 1));
            dl_close(c);
            dl_puts(c, ")");
        } else if (s->kind == DES_S_ENGRAVING) {
            engraving(c, s);
        } else
            object(c, s);
        if (s->chance >= 0)
            dl_puts(c, " end");
        break;
    case DES_S_DOOR: door(c, s); break;
    case DES_S_ROOMDOOR: roomdoor(c, s); break;
    case DES_S_DRAWBRIDGE:
        dl_puts(c, "des.drawbridge(");
        dl_open(c);
        dl_coord_fields(c, dl_arg(s, 0));
        word_field(c, "dir", dl_arg(s, 1));
        word_field(c, "state", dl_arg(s, 2));
        dl_close(c);
        dl_puts(c, ")");
        break;
    case DES_S_MAZEWALK:
        dl_puts(c, "des.mazewalk(");
        dl_open(c);
        if (!c->in34 || !dl34_walk_place(c, s))
            dl_coord_fields(c, dl_arg(s, 0));
        word_field(c, "dir", dl_arg(s, 1));
        if (dl_arg(s, 2))
            dl_field(c, "stocked = %s",
                     is_word(dl_arg(s, 2), DES_W_FALSE) ? "false" : "true");
        else if (c->in34)
            /* 3.4.3 filled the maze once, after its last walk */
            dl_field(c, "stocked = %s", dl34_stocked(c, s) ? "true" : "false");
        if (dl_arg(s, 3)) {
            dl_field(c, "typ = ");
            dl_value(c, dl_arg(s, 3));
        }
        dl_close(c);
        dl_puts(c, ")");
        break;
    case DES_S_WALLIFY:
        dl_puts(c, "des.wallify()");
        break;
    case DES_S_LADDER:
    case DES_S_STAIR:
        word_at(c, s->kind == DES_S_LADDER ? "ladder" : "stair", "dir",
                dl_arg(s, 1), dl_arg(s, 0));
        break;
    case DES_S_STAIR_REGION:
        levregion(c, s, is_word(dl_arg(s, 2), DES_W_UP) ? "stair-up"
                                                     : "stair-down");
        break;
    case DES_S_PORTAL: levregion(c, s, "portal"); break;
    case DES_S_BRANCH: levregion(c, s, "branch"); break;
    case DES_S_TELEPORT_REGION:
        dl_puts(c, "des.teleport_region(");
        dl_open(c);
        region_field(c, "region", dl_arg(s, 0));
        region_field(c, "exclude", dl_arg(s, 1));
        if (dl_arg(s, 2))
            word_field(c, "dir", dl_arg(s, 2));
        dl_close(c);
        dl_puts(c, ")");
        break;
    case DES_S_FOUNTAIN: feature(c, "fountain", dl_arg(s, 0)); break;
    case DES_S_SINK: feature(c, "sink", dl_arg(s, 0)); break;
    case DES_S_POOL: feature(c, "pool", dl_arg(s, 0)); break;
    case DES_S_NON_DIGGABLE:
    case DES_S_NON_PASSWALL:
        dl_puts(c, s->kind == DES_S_NON_DIGGABLE ? "des.non_diggable("
                                                 : "des.non_passwall(");
        dl_sel(c, dl_arg(s, 0));
        dl_puts(c, ")");
        break;
    case DES_S_REGION: region(c, s); break;
    case DES_S_ALTAR:
        dl_puts(c, "des.altar(");
        dl_open(c);
        dl_coord_fields(c, dl_arg(s, 0));
        word_field(c, "align", dl_arg(s, 1));
        word_field(c, "type", dl_arg(s, 2));
        dl_close(c);
        dl_puts(c, ")");
        break;
    case DES_S_GRAVE:
        dl_puts(c, "des.grave(");
        dl_open(c);
        dl_coord_fields(c, dl_arg(s, 0));
        if (!dl_is_random(dl_arg(s, 1))) {
            dl_field(c, "text = ");
            dl_value(c, dl_arg(s, 1));
        }
        dl_close(c);
        dl_puts(c, ")");
        break;
    case DES_S_ROOM: room(c, s, false); break;
    case DES_S_SUBROOM: room(c, s, true); break;
    case DES_S_CORRIDOR: {
        const struct des_expr *a = dl_arg(s, 0), *b = dl_arg(s, 1);

        if (!a || a->kind != DES_E_CORR || !b || b->kind != DES_E_CORR)
            dl_fail(c, s->line, s->col,
                    "CORRIDOR to a niche has no NetHack 5.0 form");
        dl_puts(c, "des.corridor(");
        dl_open(c);
        dl_field(c, "srcroom = ");
        dl_value(c, a->kids[0]);
        dl_field(c, "srcwall = \"%s\"", des_word_name(a->kids[1]->word));
        dl_field(c, "srcdoor = ");
        dl_value(c, a->kids[2]);
        dl_field(c, "destroom = ");
        dl_value(c, b->kids[0]);
        dl_field(c, "destwall = \"%s\"", des_word_name(b->kids[1]->word));
        dl_field(c, "destdoor = ");
        dl_value(c, b->kids[2]);
        dl_close(c);
        dl_puts(c, ")");
        break;
    }
    case DES_S_RANDOM_CORRIDORS:
        dl_puts(c, "des.random_corridors()");
        break;
    case DES_S_TERRAIN: terrain(c, s); break;
    case DES_S_REPLACE_TERRAIN: replace_terrain(c, s); break;
    case DES_S_MINERALIZE: {
        static const char *const k[] = { "gem_prob", "gold_prob",
                                         "kelp_moat", "kelp_pool" };

        dl_puts(c, "des.mineralize(");
        dl_open(c);
        for (int i = 0; i < 4 && i < s->na; i++)
            if (s->a[i]) {
                dl_field(c, "%s = ", k[i]);
                dl_value(c, s->a[i]);
            }
        dl_close(c);
        dl_puts(c, ")");
        break;
    }
    case DES_S_RANDOM_PLACES:
    case DES_S_RANDOM_OBJECTS:
    case DES_S_RANDOM_MONSTERS:
        dl34_random_list(c, s);
        break;
    case DES_S_ROOM_NAME:
    case DES_S_ROOM_CHANCE:
        /* read by their room */
        break;
    case DES_S_FORGE:
        /* dNetHack's furniture: a lenient build's stand-in (des.feature) */
        if (c->lenient) {
            feature(c, "forge", dl_arg(s, 0));
            break;
        }
        /* fall through */
    case DES_S_RANDOM_REGION:
    case DES_S_OBJFLAGS:
        dl_fail(c, s->line, s->col, "%s is a variant's extension that "
                "NetHack 5.0 cannot express", des_stmt_name(s->kind));
    default:
        dl_control(c, s);
        break;
    }
}

void dl_statement(struct dl *c, const struct des_stmt *s)
{
    size_t start;

    dl_at(c, s->line);
    start = c->out->len;
    statement_body(c, s);
    dl_exit_check(c, s);
    /* a map's first line opens its long string: its note goes after it */
    if (s->kind == DES_S_MAP)
        dl_source_note(c, s->line);
    else
        dl_source_note_at(c, s->line, start);
}

void dl34_statement(struct dl *c, const struct des_stmt *s)
{
    if (c->style == DES_LUA_BUILD)
        statement_body(c, s);
    else
        dl_statement(c, s);
}

/* ---- the level --------------------------------------------------------- */

static void header(struct dl *c)
{
    const struct des_level *lv = c->lv;
    /* the parser allows 10000 variables a level */
    const char **names = malloc(10000 * sizeof *names);
    int nv = 0;

    if (!names)
        dl_fail(c, lv->line, lv->col, "out of memory");
    dl_at(c, lv->line);
    dl_collect_vars(&lv->body, names, &nv, 10000);
    /* Lua allows 200 locals a function; past that they are globals */
    if (nv > 0 && nv <= 150) {
        dl_puts(c, "local ");
        for (int i = 0; i < nv; i++)
            dl_printf(c, "%s%s", i ? ", " : "", dl_var(c, names[i]));
        if (c->style == DES_LUA_CONVERT)
            dl_at(c, lv->line);
        else
            dl_puts(c, ";");
    }
    free(names);
    if (c->exit_flag) {
        /* 3.6 EXIT inside a function: see des_lua_flow.c */
        dl_puts(c, "local exit__ = false");
        if (c->style == DES_LUA_CONVERT)
            dl_at(c, lv->line);
        else
            dl_puts(c, ";");
    }
    if (lv->maze) {
        /* lev_comp: MAZE "x", random is a maze grid of walls; a fill
           character fills the level with it; either is a maze level */
        if (dl_is_random(lv->filling))
            dl_puts(c, "des.level_init({ style = \"mazegrid\", bg = \"-\" })");
        else {
            dl_puts(c, "des.level_init({ style = \"solidfill\", fg = ");
            dl_value(c, lv->filling);
            dl_puts(c, " })");
        }
        if (c->style == DES_LUA_CONVERT)
            dl_at(c, lv->line);
        else
            dl_puts(c, ";");
        dl_puts(c, "des.level_flags(\"mazelevel\")");
        dl_source_note(c, lv->line);
    }
    if (lv->nflags) {
        dl_at(c, lv->flags_line ? lv->flags_line : lv->line);
        dl_puts(c, "des.level_flags(");
        int n = 0;

        for (int i = 0; i < lv->nflags; i++) {
            enum des_word w = lv->flags[i]->word;

            /* lev_comp flags with no 5.0 word */
            if ((w == DES_W_SPOOKY || w == DES_W_LETHE) && !c->lenient)
                dl_fail(c, lv->flags[i]->line, lv->flags[i]->col,
                        "the flag %s is a variant's; NetHack 5.0 has none",
                        des_word_name(w));
            dl_printf(c, "%s\"%s\"", n++ ? ", " : "", des_word_name(w));
        }
        dl_puts(c, ")");
        dl_source_note(c, lv->flags_line ? lv->flags_line : lv->line);
    }
}

int des_lua_compile(const struct des_file *f, int level_index,
                    enum des_lua_style style, struct des_lua_buf *out,
                    char *err, size_t errlen)
{
    /* on the heap: dl_fail longjmps back here, and what the compiler
       changed in its state must still be there (a local would not be) */
    struct dl *c;
    int rc = 0;

    if (level_index < 0 || level_index >= f->nlevels) {
        snprintf(err, errlen, "%s: no level %d", f->path, level_index);
        return -1;
    }
    c = calloc(1, sizeof *c);
    if (!c || (f->grammar == DES_GRAMMAR_34 && dl34_new(c) != 0)) {
        free(c);
        snprintf(err, errlen, "%s: out of memory", f->path);
        return -1;
    }
    c->f = f;
    c->lv = f->levels[level_index];
    c->lenient = (style & DES_LUA_LENIENT) != 0;
    c->style = (enum des_lua_style) (style & ~DES_LUA_LENIENT);
    c->out = out;
    c->line = 1;
    c->err = err;
    c->errlen = errlen;
    c->in34 = f->grammar == DES_GRAMMAR_34;
    if (setjmp(c->fail)) {
        dl34_free(c);
        free(c->exitfn);
        free(c);
        return -1;
    }
    if (!c->in34 && !dl_exit_plan(c))
        dl_fail(c, c->lv->line, c->lv->col, "out of memory");
    if (c->style == DES_LUA_CONVERT) {
        const char *base = strrchr(f->path, '/');

        dl_printf(c, "-- NetHack 5.0 Lua converted by nhlev from %s "
                  "(lev_comp %s grammar), level \"%s\"",
                  base ? base + 1 : f->path, des_grammar_name(f->grammar),
                  c->lv->name);
        dl_newline(c);
    }
    header(c);
    if (c->in34)
        dl34_level(c);
    else
        dl_block(c, &c->lv->body, 0);
    dl34_free(c);
    dl_newline(c);
    free(c->exitfn);
    free(c);
    if (out->oom) {
        snprintf(err, errlen, "%s: out of memory", f->path);
        rc = -1;
    }
    return rc;
}

int des_lua_find_level(const struct des_file *f, const char *name)
{
    for (int i = 0; i < f->nlevels; i++)
        if (f->levels[i]->name && !strcmp(f->levels[i]->name, name))
            return i;
    return -1;
}

const char *des_lua_language(const struct des_file *f)
{
    return f->grammar == DES_GRAMMAR_34 ? "des-3.4" : "des-3.6";
}

/* "a, b, c": the levels a .des file holds, for messages */
static void level_names(const struct des_file *f, char *out, size_t len)
{
    size_t n = 0;

    out[0] = '\0';
    for (int i = 0; i < f->nlevels && n + 40 < len; i++)
        n += (size_t) snprintf(out + n, len - n, "%s%s", i ? ", " : "", f->levels[i]->name);
}

int des_lua_compile_named(const struct des_file *f, const char *path,
                          const char *name, enum des_lua_style style,
                          struct des_lua_buf *out, char *err, size_t errlen)
{
    int idx = 0;

    if (name && *name)
        idx = des_lua_find_level(f, name);
    else if (f->nlevels != 1) {
        char names[300];

        level_names(f, names, sizeof names);
        snprintf(err, errlen, "%s holds %d levels (%s): name one as "
                 "%s:NAME", path, f->nlevels, names, path);
        return -1;
    }
    if (idx < 0) {
        char names[300];

        level_names(f, names, sizeof names);
        snprintf(err, errlen, "%s has no level named '%s' (it holds %d: %s)", path, name,
                 f->nlevels, names);
        return -1;
    }
    return des_lua_compile(f, idx, style, out, err, errlen);
}

int des_lua_compile_file(const char *path, enum des_grammar g,
                         const char *name, enum des_lua_style style,
                         struct des_lua_buf *out, char *lang, size_t langlen,
                         char *err, size_t errlen)
{
    struct des_error perr;
    struct des_file *f = des_parse_file(path, g, &perr);
    int rc;

    if (!f) {
        snprintf(err, errlen, "%s", perr.msg);
        return -1;
    }
    /* lang: the language the file is written in */
    if (lang)
        snprintf(lang, langlen, "%s", des_lua_language(f));
    rc = des_lua_compile_named(f, path, name, style, out, err, errlen);
    des_file_free(f);
    return rc;
}
