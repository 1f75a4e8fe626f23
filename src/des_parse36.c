/* des_parse36.c - the statements of NetHack 3.6's lev_comp (util/lev_comp.y
 * at NetHack-3.6.7_Released), one function each.
 *
 * The checks lev_comp made while compiling, where they need no game data,
 * are made here too, at the same place: an extra given twice, an object
 * with no place outside a container (or with one inside), a room
 * position outside 1..5, a random door wall with a fixed position, a
 * SWITCH inside a SWITCH, a BREAK with nothing to leave. Names of
 * monsters, objects, traps and rooms are left to the interpreter, which
 * knows the game. */
#include <stdio.h>
#include <string.h>

#include "des_parse_int.h"

typedef struct des_stmt *(*stmt_fn)(struct des_parser *p,
                                    const struct des_token *kw);

/* { statements }; breakable blocks let BREAK leave them */
void des36_block(struct des_parser *p, struct des_stmt *s,
                 struct des_block *b, bool breakable, const char *what)
{
    if (!des_at_punct(p, '{'))
        des_expected(p, "'{' opening %s", what);
    struct des_token open_ = *des_next(p), *open = &open_;
    int line = open->line, col = open->col;

    des_enter(p);
    p->break_ok += breakable;
    while (!des_at_punct(p, '}')) {
        if (des_peek(p, 0)->kind == DES_T_EOF)
            des_fail_pos(p, line, col, "'{' of %s is never closed", what);
        des_block_add(p, b, des36_statement(p));
    }
    p->break_ok -= breakable;
    des_leave(p);
    des_next(p);
    if (s)
        s->has_body = true;
}

/* ---- levels, maps and messages --------------------------------------- */

static struct des_stmt *st_message(struct des_parser *p,
                                   const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_MESSAGE, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des36_string(p));
    return s;
}

static const enum des_word init_styles[] = { DES_W_MINES, DES_W_SOLIDFILL,
    DES_W_MAZEGRID, DES_W_ROGUE, 0 };

static struct des_stmt *st_init_map(struct des_parser *p,
                                    const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_INIT_MAP, kw);
    struct des_expr *style;

    des_colon(p, kw);
    style = des_word_of(p, init_styles, "an INIT_MAP style", false);
    des_stmt_arg(p, s, 0, style);
    switch (style->word) {
    case DES_W_SOLIDFILL:
        des_comma(p, "after solidfill");
        if (des_at_punct(p, '('))
            des_stmt_arg(p, s, 1, des36_mapchar(p));
        else
            des_stmt_arg(p, s, 1, des_char_lit(p, "the fill's map "
                                               "character"));
        break;
    case DES_W_MAZEGRID:
        des_comma(p, "after mazegrid");
        des_stmt_arg(p, s, 1, des_char_lit(p, "the grid's map character"));
        break;
    case DES_W_MINES:
        des_comma(p, "after mines");
        des_init_map_mines(p, s);
        if (des_accept_punct(p, ','))
            des_stmt_arg(p, s, 7, des_char_lit(p, "the filling character"));
        break;
    default:
        break;
    }
    return s;
}

static struct des_stmt *st_geometry(struct des_parser *p,
                                    const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_MAP, kw);

    des_colon(p, kw);
    if (des36_at_coord(p))
        des_stmt_arg(p, s, 0, des36_coord(p));
    else {
        des_stmt_arg(p, s, 0, des_word_of(p, DES_WS_HJUST, "a horizontal "
                                          "placement", false));
        des_comma(p, "after the horizontal placement");
        des_stmt_arg(p, s, 1, des_word_of(p, DES_WS_VJUST, "a vertical "
                                          "placement", false));
    }
    if (des_accept_punct(p, ','))
        des_stmt_arg(p, s, 2, des_word_of(p, DES_WS_BOOL, "roomfill",
                                          false));
    if (des_peek(p, 0)->kind != DES_T_MAP)
        des_expected(p, "MAP alone on the line after GEOMETRY");
    s->map = des_map_from(p, des_next(p));
    return s;
}

static struct des_stmt *st_nomap(struct des_parser *p,
                                 const struct des_token *kw)
{
    return des_stmt_at(p, DES_S_NOMAP, kw);
}

/* ---- rooms ----------------------------------------------------------- */

/* room_begin: type [n%], light */
static void room_begin(struct des_parser *p, struct des_stmt *s)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;

    des_stmt_arg(p, s, 0, des_str_or_random(p, "a room type (\"name\" or "
                                            "random)"));
    if (des_peek(p, 0)->kind == DES_T_PERCENT) {
        t_ = *des_next(p);
        if (t->ival > 100)
            des_fail_at(p, t, "a chance is at most 100%%");
        if (t->ival < 100 && s->a[0]->kind == DES_E_STR
            && !strcmp(s->a[0]->str, "ordinary"))
            des_fail_at(p, t, "only typed rooms can have a chance");
        s->chance = (int) t->ival;
    }
    des_comma(p, "after the room type");
    des_stmt_arg(p, s, 1, des_word_of(p, DES_WS_LIGHT, "a light state",
                                      true));
}

/* (a,b) of numbers, or random */
static struct des_expr *pair_or_random(struct des_parser *p, const char *what)
{
    if (des_at_word(p, "random"))
        return des_random(p, what);
    if (!des_at_punct(p, '('))
        des_expected(p, "%s ((a,b) or random)", what);
    return des_coord_lit(p);
}

static const enum des_word room_flags[] = { DES_W_FILLED, DES_W_UNFILLED,
    DES_W_REGULAR, DES_W_IRREGULAR, DES_W_JOINED, DES_W_UNJOINED, 0 };

static void room_flags_opt(struct des_parser *p, struct des_stmt *s)
{
    while (des_accept_punct(p, ',')) {
        struct des_token t_ = *des_peek(p, 0), *t = &t_;
        struct des_expr *w = des_word_of(p, room_flags, "a room flag", false);
        enum des_extra_key k = w->word == DES_W_FILLED
            || w->word == DES_W_UNFILLED ? DES_X_FILLED
            : w->word == DES_W_REGULAR || w->word == DES_W_IRREGULAR
            ? DES_X_IRREGULAR : DES_X_JOINED;

        des_stmt_extra(p, s, k, t, w);
    }
}

static struct des_stmt *st_room(struct des_parser *p,
                                const struct des_token *kw)
{
    bool sub = des_tok_word(kw, "SUBROOM");
    struct des_stmt *s = des_stmt_at(p, sub ? DES_S_SUBROOM : DES_S_ROOM, kw);

    des_colon(p, kw);
    room_begin(p, s);
    des_comma(p, "after the light state");
    struct des_expr *pos = pair_or_random(p, "the room's position");

    des_stmt_arg(p, s, 2, pos);
    if (!sub && pos->kind == DES_E_COORD
        && (pos->kids[0]->ival < 1 || pos->kids[0]->ival > 5
            || pos->kids[1]->ival < 1 || pos->kids[1]->ival > 5))
        des_fail_pos(p, pos->line, pos->col, "a room's position is (1..5, "
                     "1..5)");
    if (sub && pos->kind == DES_E_COORD
        && (pos->kids[0]->ival < 0 || pos->kids[1]->ival < 0))
        des_fail_pos(p, pos->line, pos->col, "a subroom's position cannot "
                     "be negative");
    des_comma(p, "after the room's position");
    if (!sub) {
        if (des_at_punct(p, '(')) {
            struct des_expr *al = des_expr_at(p, DES_E_COORD, des_next(p));

            des_expr_add(p, al, des_word_of(p, DES_WS_HJUST, "a horizontal "
                                            "alignment", false));
            des_comma(p, "after the horizontal alignment");
            des_expr_add(p, al, des_word_of(p, DES_WS_VJUST, "a vertical "
                                            "alignment", false));
            des_expect_punct(p, ')', "closing the alignment");
            des_stmt_arg(p, s, 3, al);
        } else
            des_stmt_arg(p, s, 3, des_random(p, "the room's alignment "
                                             "((left,top) or random)"));
        des_comma(p, "after the room's alignment");
        des_stmt_arg(p, s, 4, pair_or_random(p, "the room's size"));
    } else
        des_stmt_arg(p, s, 3, pair_or_random(p, "the subroom's size"));
    room_flags_opt(p, s);
    des36_block(p, s, &s->body, true, sub ? "the subroom" : "the room");
    return s;
}

static struct des_stmt *st_roomdoor(struct des_parser *p,
                                    const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_ROOMDOOR, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des_word_of(p, DES_WS_BOOL, "secret", true));
    des_comma(p, "after secret");
    des_stmt_arg(p, s, 1, des_word_of(p, DES_WS_DOOR36, "a door state",
                                      true));
    des_comma(p, "after the door state");
    if (des_at_word(p, "random"))
        des_stmt_arg(p, s, 2, des_random(p, ""));
    else
        des_stmt_arg(p, s, 2, des_dirs(p, true));
    des_comma(p, "after the wall");
    if (des_at_word(p, "random"))
        des_stmt_arg(p, s, 3, des_random(p, ""));
    else
        des_stmt_arg(p, s, 3, des_int_lit(p, "the door's position on the "
                                          "wall (or random)"));
    if (s->a[2]->kind == DES_E_RANDOM && s->a[3]->kind != DES_E_RANDOM)
        des_fail_pos(p, s->a[3]->line, s->a[3]->col, "the wall is random, "
                     "so the position must be random too");
    return s;
}

static struct des_stmt *st_door(struct des_parser *p,
                                const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_DOOR, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des_word_of(p, DES_WS_DOOR36, "a door state",
                                      true));
    des_comma(p, "after the door state");
    des_stmt_arg(p, s, 1, des36_selection(p));
    return s;
}

/* ---- monsters and objects -------------------------------------------- */

static void monster_extra(struct des_parser *p, struct des_stmt *s)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;
    struct des_expr *w;

    if (des36_at_string(p)) {
        des_stmt_extra(p, s, DES_X_NAME, t, des36_string(p));
        return;
    }
    if ((w = des_maybe_word_of(p, DES_WS_ATTITUDE, false))) {
        des_stmt_extra(p, s, DES_X_ATTITUDE, t, w);
        return;
    }
    if ((w = des_maybe_word_of(p, DES_WS_ALERTNESS, false))) {
        des_stmt_extra(p, s, DES_X_ALERTNESS, t, w);
        return;
    }
    if ((w = des_maybe_word_of(p, DES_WS_ALIGN, false))) {
        des_stmt_extra(p, s, DES_X_ALIGN, t, w);
        return;
    }
    if ((w = des_maybe_word_of(p, DES_WS_APPEAR, false))) {
        struct des_extra *x = des_stmt_extra(p, s, DES_X_APPEAR, t, w);

        x->val2 = des36_string(p);
        return;
    }
    if (des_tok_word(t, "align")) {
        des_next(p);
        if (des_accept_punct(p, ':')) {
            des_stmt_extra(p, s, DES_X_ALIGN, t, des_random(p, "random "
                                                            "after align:"));
            return;
        }
        des_expect_punct(p, '[', "after align (align[n] or align:random)");
        struct des_expr *r = des_expr_at(p, DES_E_REGISTER, t);

        r->str = "align";
        r->ival = des_int_lit(p, "the register's index")->ival;
        r->ival2 = -1;
        if (r->ival < 0 || r->ival > 2)
            des_fail_at(p, &p->last, "align[n] takes n from 0 to 2");
        des_expect_punct(p, ']', "closing align[n]");
        des_stmt_extra(p, s, DES_X_ALIGN, t, r);
        return;
    }
    static const struct { const char *w; enum des_extra_key k; bool arg; }
    flags[] = {
        { "female", DES_X_FEMALE, false }, { "invisible", DES_X_INVIS, false },
        { "cancelled", DES_X_CANCELLED, false },
        { "revived", DES_X_REVIVED, false }, { "avenge", DES_X_AVENGE, false },
        { "stunned", DES_X_STUNNED, false },
        { "confused", DES_X_CONFUSED, false },
        { "fleeing", DES_X_FLEEING, true }, { "blinded", DES_X_BLINDED, true },
        { "paralyzed", DES_X_PARALYZED, true },
    };
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
        if (des_tok_word(t, flags[i].w)) {
            des_next(p);
            if (flags[i].arg) {
                des_colon(p, &p->last);
                des_stmt_extra(p, s, flags[i].k, t, des36_int(p));
            } else
                des_stmt_extra(p, s, flags[i].k, t, NULL);
            return;
        }
    if (des_tok_word(t, "seen_traps")) {
        des_next(p);
        des_colon(p, &p->last);
        if (des_at_word(p, "all")) {
            w = des_expr_at(p, DES_E_WORD, des_next(p));
            w->word = DES_W_ALL;
        } else {
            w = des_expr_at(p, DES_E_LIST, des_peek(p, 0));
            do
                des_expr_add(p, w, des_str_lit(p, "a trap's name"));
            while (des_accept_punct(p, '|'));
        }
        des_stmt_extra(p, s, DES_X_SEENTRAPS, t, w);
        return;
    }
    des_expected(p, "a monster detail (a name, peaceful, hostile, asleep, "
                 "awake, an alignment, m_feature, m_monster, m_object, "
                 "female, invisible, cancelled, revived, avenge, fleeing:, "
                 "blinded:, paralyzed:, stunned, confused or seen_traps:)");
}

static struct des_stmt *st_monster(struct des_parser *p,
                                   const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_MONSTER, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des36_monster(p));
    des_comma(p, "after the monster (then its place)");
    des_stmt_arg(p, s, 1, des36_coord(p));
    while (des_accept_punct(p, ','))
        monster_extra(p, s);
    if (des_at_punct(p, '{')) {
        p->contents++;
        des36_block(p, s, &s->body, true, "the monster's inventory");
        p->contents--;
    }
    return s;
}

static void object_extra(struct des_parser *p, struct des_stmt *s)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;
    struct des_expr *w;

    if ((w = des_maybe_word_of(p, DES_WS_CURSE, false))) {
        des_stmt_extra(p, s, DES_X_CURSE, t, w);
    } else if (des_tok_word(t, "montype")) {
        des_next(p);
        des_colon(p, t);
        des_stmt_extra(p, s, DES_X_MONTYPE, t, des36_monster(p));
    } else if (t->kind == DES_T_INT || t->kind == DES_T_DICE) {
        struct des_expr *e = des_expr_at(p, t->kind == DES_T_INT ? DES_E_INT
                                         : DES_E_DICE, t);

        des_next(p);
        e->ival = p->last.ival;
        e->ival2 = p->last.ival2;
        des_stmt_extra(p, s, DES_X_SPE, t, e);
    } else if (des_tok_word(t, "name") || des_tok_word(t, "NAME")) {
        des_next(p);
        des_colon(p, t);
        des_stmt_extra(p, s, DES_X_NAME, t, des36_string(p));
    } else if (des_tok_word(t, "quantity") || des_tok_word(t, "eroded")
               || des_tok_word(t, "recharged")) {
        enum des_extra_key k = des_tok_word(t, "quantity") ? DES_X_QUANTITY
            : des_tok_word(t, "eroded") ? DES_X_ERODED : DES_X_RECHARGED;

        des_next(p);
        des_colon(p, t);
        des_stmt_extra(p, s, k, t, des36_int(p));
    } else if (des_accept_word(p, "buried")) {
        des_stmt_extra(p, s, DES_X_BURIED, t, NULL);
    } else if ((w = des_maybe_word_of(p, DES_WS_LIGHT, false))) {
        des_stmt_extra(p, s, DES_X_LIT, t, w);
    } else if (des_accept_word(p, "erodeproof")) {
        /* lev_comp stores erodeproof as eroded -1: one slot for both */
        for (int i = 0; i < s->nx; i++)
            if (s->x[i].key == DES_X_ERODED)
                des_fail_at(p, t, "erodeproof and eroded: given together");
        des_stmt_extra(p, s, DES_X_ERODEPROOF, t, NULL);
    } else if ((w = des_maybe_word_of(p, DES_WS_DOOR36, false))) {
        if (w->word != DES_W_LOCKED && w->word != DES_W_BROKEN)
            des_fail_at(p, t, "an object can only be locked or broken");
        des_stmt_extra(p, s, w->word == DES_W_LOCKED ? DES_X_LOCKED
                       : DES_X_BROKEN, t, NULL);
    } else if (des_tok_word(t, "trapped") || des_tok_word(t, "not_trapped")) {
        w = des_expr_at(p, DES_E_WORD, des_next(p));
        w->word = des_tok_word(t, "trapped") ? DES_W_TRAPPED
            : DES_W_NOT_TRAPPED;
        des_stmt_extra(p, s, DES_X_TRAPPED, t, w);
    } else if (des_accept_word(p, "invisible")) {
        des_stmt_extra(p, s, DES_X_INVIS, t, NULL);
    } else if (des_accept_word(p, "greased")) {
        des_stmt_extra(p, s, DES_X_GREASED, t, NULL);
    } else if (des36_at_coord(p)) {
        des_stmt_extra(p, s, DES_X_COORD, t, des36_coord(p));
    } else
        des_expected(p, "an object detail (its place, blessed, uncursed, "
                     "cursed, an enchantment, montype:, name:, quantity:, "
                     "buried, lit, unlit, eroded:, erodeproof, locked, "
                     "broken, trapped, not_trapped, recharged:, invisible or "
                     "greased)");
}

static struct des_stmt *st_object(struct des_parser *p,
                                  const struct des_token *kw)
{
    bool box = des_tok_word(kw, "CONTAINER");
    struct des_stmt *s = des_stmt_at(p, box ? DES_S_CONTAINER : DES_S_OBJECT,
                                     kw);
    bool placed = false;

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des36_object(p));
    while (des_accept_punct(p, ','))
        object_extra(p, s);
    for (int i = 0; i < s->nx; i++)
        placed |= s->x[i].key == DES_X_COORD;
    if (placed && p->contents)
        des_fail_at(p, kw, "an object in a container or a monster's "
                    "inventory has no place of its own");
    if (!placed && !p->contents)
        des_fail_at(p, kw, "this object needs a place (a coordinate or "
                    "random)");
    if (box) {
        p->contents++;
        des36_block(p, s, &s->body, true, "the container's contents");
        p->contents--;
    }
    return s;
}

/* ---- features --------------------------------------------------------- */

static struct des_stmt *st_trap(struct des_parser *p,
                                const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_TRAP, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des_str_or_random(p, "a trap (\"name\" or "
                                            "random)"));
    des_comma(p, "after the trap");
    des_stmt_arg(p, s, 1, des36_coord(p));
    return s;
}

static struct des_stmt *st_drawbridge(struct des_parser *p,
                                      const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_DRAWBRIDGE, kw);
    static const enum des_word states[] = { DES_W_OPEN, DES_W_CLOSED, 0 };

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des36_coord(p));
    des_comma(p, "after the place");
    des_stmt_arg(p, s, 1, des_dirs(p, false));
    des_comma(p, "after the direction");
    des_stmt_arg(p, s, 2, des_word_of(p, states, "a drawbridge state",
                                      true));
    return s;
}

static struct des_stmt *st_mazewalk(struct des_parser *p,
                                    const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_MAZEWALK, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des36_coord(p));
    des_comma(p, "after the place");
    des_stmt_arg(p, s, 1, des_dirs(p, false));
    if (des_accept_punct(p, ',')) {
        des_stmt_arg(p, s, 2, des_word_of(p, DES_WS_BOOL, "stocked", false));
        if (des_accept_punct(p, ','))
            des_stmt_arg(p, s, 3, des_char_lit(p, "the filling character"));
    }
    return s;
}

static struct des_stmt *st_wallify(struct des_parser *p,
                                   const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_WALLIFY, kw);

    if (des_accept_punct(p, ':'))
        des_stmt_arg(p, s, 0, des36_selection(p));
    return s;
}

static struct des_stmt *st_ladder(struct des_parser *p,
                                  const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_LADDER, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des36_coord(p));
    des_comma(p, "after the place");
    des_stmt_arg(p, s, 1, des_word_of(p, DES_WS_UPDOWN, "up or down", false));
    return s;
}

/* "(a,b,c," ahead: a written region */
static bool at_region(struct des_parser *p)
{
    const struct des_token *t5 = des_peek(p, 4);

    return des_at_word(p, "levregion") || (des_at_lit_tuple(p)
        && des_peek(p, 3)->kind == DES_T_INT && t5->kind == DES_T_PUNCT
        && t5->ival == ',');
}

static struct des_stmt *st_stair(struct des_parser *p,
                                 const struct des_token *kw)
{
    struct des_stmt *s;

    des_colon(p, kw);
    if (at_region(p)) {
        s = des_stmt_at(p, DES_S_STAIR_REGION, kw);
        des_levregion_args(p, s, 0);
        return s;
    }
    s = des_stmt_at(p, DES_S_STAIR, kw);
    des_stmt_arg(p, s, 0, des36_coord(p));
    des_comma(p, "after the place");
    des_stmt_arg(p, s, 1, des_word_of(p, DES_WS_UPDOWN, "up or down", false));
    return s;
}

/* PORTAL, TELEPORT_REGION, BRANCH: two level regions and a tail */
static struct des_stmt *st_levregion(struct des_parser *p,
                                     const struct des_token *kw)
{
    enum des_stmt_kind k = des_tok_word(kw, "PORTAL") ? DES_S_PORTAL
        : des_tok_word(kw, "BRANCH") ? DES_S_BRANCH : DES_S_TELEPORT_REGION;
    struct des_stmt *s = des_stmt_at(p, k, kw);

    des_colon(p, kw);
    des_levregion_args(p, s, 0);
    return s;
}

/* FOUNTAIN, SINK, POOL: a selection */
static struct des_stmt *st_feature(struct des_parser *p,
                                   const struct des_token *kw)
{
    enum des_stmt_kind k = des_tok_word(kw, "FOUNTAIN") ? DES_S_FOUNTAIN
        : des_tok_word(kw, "SINK") ? DES_S_SINK : DES_S_POOL;
    struct des_stmt *s = des_stmt_at(p, k, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des36_selection(p));
    return s;
}

static struct des_stmt *st_terrain(struct des_parser *p,
                                   const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_TERRAIN, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des36_selection(p));
    des_comma(p, "after the selection");
    des_stmt_arg(p, s, 1, des36_mapchar(p));
    return s;
}

static struct des_stmt *st_replace_terrain(struct des_parser *p,
                                           const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_REPLACE_TERRAIN, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des36_region(p));
    des_comma(p, "after the region");
    des_stmt_arg(p, s, 1, des36_mapchar(p));
    des_comma(p, "after the terrain to replace");
    des_stmt_arg(p, s, 2, des36_mapchar(p));
    des_comma(p, "after the new terrain");
    if (des_peek(p, 0)->kind != DES_T_SPERCENT)
        des_expected(p, "a percentage (as 50%%)");
    struct des_token t_ = *des_next(p), *t = &t_;
    struct des_expr *e = des_expr_at(p, DES_E_INT, t);

    e->ival = t->ival;
    if (e->ival > 100)
        des_fail_at(p, t, "a percentage is at most 100%%");
    des_stmt_arg(p, s, 3, e);
    return s;
}

static struct des_stmt *st_nondig(struct des_parser *p,
                                  const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, des_tok_word(kw, "NON_DIGGABLE")
                                     ? DES_S_NON_DIGGABLE
                                     : DES_S_NON_PASSWALL, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des36_region(p));
    return s;
}

static struct des_stmt *st_region(struct des_parser *p,
                                  const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_REGION, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des36_region(p));
    des_comma(p, "after the region");
    des_stmt_arg(p, s, 1, des_word_of(p, DES_WS_LIGHT, "a light state",
                                      true));
    des_comma(p, "after the light state");
    des_stmt_arg(p, s, 2, des_str_or_random(p, "a room type (\"name\" or "
                                            "random)"));
    room_flags_opt(p, s);
    if (des_at_punct(p, '{'))
        des36_block(p, s, &s->body, true, "the region");
    return s;
}

static struct des_stmt *st_altar(struct des_parser *p,
                                 const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_ALTAR, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des36_coord(p));
    des_comma(p, "after the place");
    if (des_at_word(p, "align")) {
        struct des_token t_ = *des_next(p), *t = &t_;
        struct des_expr *r = des_expr_at(p, DES_E_REGISTER, t);

        des_expect_punct(p, '[', "after align");
        r->str = "align";
        r->ival = des_int_lit(p, "the register's index")->ival;
        r->ival2 = -1;
        if (r->ival < 0 || r->ival > 2)
            des_fail_at(p, &p->last, "align[n] takes n from 0 to 2");
        des_expect_punct(p, ']', "closing align[n]");
        des_stmt_arg(p, s, 1, r);
    } else
        des_stmt_arg(p, s, 1, des_word_of(p, DES_WS_ALIGN, "an alignment",
                                          true));
    des_comma(p, "after the alignment");
    des_stmt_arg(p, s, 2, des_word_of(p, DES_WS_ALTAR, "an altar type",
                                      true));
    return s;
}

static struct des_stmt *st_grave(struct des_parser *p,
                                 const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_GRAVE, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des36_coord(p));
    if (des_accept_punct(p, ',')) {
        if (des_at_word(p, "random"))
            des_stmt_arg(p, s, 1, des_random(p, ""));
        else
            des_stmt_arg(p, s, 1, des36_string(p));
    }
    return s;
}

static struct des_stmt *st_gold(struct des_parser *p,
                                const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_GOLD, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des36_int(p));
    des_comma(p, "after the amount");
    des_stmt_arg(p, s, 1, des36_coord(p));
    return s;
}

static struct des_stmt *st_engraving(struct des_parser *p,
                                     const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_ENGRAVING, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des36_coord(p));
    des_comma(p, "after the place");
    des_stmt_arg(p, s, 1, des_word_of(p, DES_WS_ENGR36, "an engraving type",
                                      true));
    des_comma(p, "after the engraving type");
    des_stmt_arg(p, s, 2, des36_string(p));
    return s;
}

static struct des_stmt *st_mineralize(struct des_parser *p,
                                      const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_MINERALIZE, kw);

    if (des_accept_punct(p, ':'))
        for (int i = 0; i < 4; i++) {
            if (i)
                des_comma(p, "between MINERALIZE's numbers");
            des_stmt_arg(p, s, i, des36_int(p));
        }
    return s;
}

/* CASE's values and RANDOM_CORRIDORS' count are written numbers */
static struct des_expr *all_integers(struct des_parser *p, const char *what)
{
    return des_int_lit(p, what);
}

static struct des_stmt *st_corridor(struct des_parser *p,
                                    const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_CORRIDOR, kw);

    des_colon(p, kw);
    des_corridor_args(p, s);
    return s;
}

static struct des_stmt *st_random_corridors(struct des_parser *p,
                                            const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_RANDOM_CORRIDORS, kw);

    if (des_accept_punct(p, ':')) {
        if (des_at_word(p, "random"))
            des_stmt_arg(p, s, 0, des_random(p, ""));
        else
            des_stmt_arg(p, s, 0, all_integers(p, "a number or random"));
    }
    return s;
}

static const struct { const char *kw; stmt_fn fn; } table[] = {
    { "MESSAGE", st_message }, { "INIT_MAP", st_init_map },
    { "GEOMETRY", st_geometry }, { "NOMAP", st_nomap },
    { "ROOM", st_room }, { "SUBROOM", st_room },
    { "ROOMDOOR", st_roomdoor }, { "DOOR", st_door },
    { "MONSTER", st_monster }, { "OBJECT", st_object },
    { "CONTAINER", st_object }, { "TRAP", st_trap },
    { "DRAWBRIDGE", st_drawbridge }, { "MAZEWALK", st_mazewalk },
    { "WALLIFY", st_wallify }, { "LADDER", st_ladder },
    { "STAIR", st_stair }, { "PORTAL", st_levregion },
    { "TELEPORT_REGION", st_levregion }, { "BRANCH", st_levregion },
    { "FOUNTAIN", st_feature }, { "SINK", st_feature },
    { "POOL", st_feature }, { "TERRAIN", st_terrain },
    { "REPLACE_TERRAIN", st_replace_terrain },
    { "NON_DIGGABLE", st_nondig }, { "NON_PASSWALL", st_nondig },
    { "REGION", st_region }, { "ALTAR", st_altar }, { "GRAVE", st_grave },
    { "GOLD", st_gold }, { "ENGRAVING", st_engraving },
    { "MINERALIZE", st_mineralize }, { "CORRIDOR", st_corridor },
    { "RANDOM_CORRIDORS", st_random_corridors },
    { "SHUFFLE", des36_flow }, { "IF", des36_flow }, { "LOOP", des36_flow },
    { "FOR", des36_flow }, { "SWITCH", des36_flow }, { "BREAK", des36_flow },
    { "EXIT", des36_flow }, { "FUNCTION", des36_flow },
};

struct des_stmt *des36_statement(struct des_parser *p)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;

    if (t->kind == DES_T_PERCENT || (t->kind == DES_T_PUNCT && t->ival == '['))
        return des36_chance(p);
    if (t->kind == DES_T_VAR)
        return des36_assign(p);
    if (t->kind == DES_T_WORD) {
        for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
            if (des_tok_word(t, table[i].kw)) {
                struct des_token kw = *des_next(p);

                return table[i].fn(p, &kw);
            }
        if (des_tok_word(t, "FLAGS"))
            des_fail_at(p, t, "FLAGS must come right after the MAZE or "
                        "LEVEL line");
        if (des_tok_word(t, "MAZE") || des_tok_word(t, "LEVEL"))
            des_fail_at(p, t, "a new level cannot start inside a block "
                        "(a '}' is missing)");
        if (des_tok_word(t, "ELSE"))
            des_fail_at(p, t, "ELSE without an IF's block before it");
        if (des_tok_word(t, "CASE") || des_tok_word(t, "DEFAULT"))
            des_fail_at(p, t, "%.*s outside a SWITCH", (int) t->len, t->text);
        if (des_peek(p, 1)->kind == DES_T_PUNCT && des_peek(p, 1)->ival == '('
            && !des_is_keyword36(t) && !des_is_keyword34(t))
            return des36_call(p);
    }
    des_unknown_statement(p);
}

void des_parse36_level(struct des_parser *p, struct des_level *lev)
{
    des36_vars_clear(p);
    if (des_at_word(p, "FLAGS")) {
        struct des_token kw = *des_next(p);

        des_level_flags(p, lev, &kw, DES_WS_FLAGS36);
    }
    while (!des_at_level_end(p))
        des_block_add(p, &lev->body, des36_statement(p));
}
