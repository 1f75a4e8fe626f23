/* des_parse34.c - NetHack 3.4.3's lev_comp (util/lev_comp.y, the grammar
 * of lev_comp(6)), with the additions of SLASH'EM's and dNetHack's.
 *
 * A 3.4.3 file has shape, not just statements: a MAZE level is a header
 * (FLAGS, INIT_MAP, MESSAGE) and then maps, each a GEOMETRY/MAP or NOMAP
 * followed by its details; a LEVEL level is the header, RANDOM_OBJECTS
 * and RANDOM_MONSTERS, rooms each followed by its details, and the
 * corridors. The tree keeps a MAZE level's statements in order (a detail
 * belongs to the map before it) and puts each room's details in its
 * body. Statements out of that shape are errors saying where they go;
 * order within a map's details is free (lev_comp(6)'s own example puts
 * RANDOM_PLACES after the MONSTER using it).
 *
 * The variants' additions (SLASH'EM 0.0.8's OBJFLAGS, RANDOM_REGION,
 * region[n], place[n][m], RANDOM_PLACES[n], door keys; dNetHack's FORGE,
 * [skipcheck], door texts, altar gods) are read wherever their lev_comp
 * read them, and marked in des_file.ext. */
#include <stdio.h>
#include <string.h>

#include "des_parse_int.h"

#define MAX_REGISTERS 10

/* place[n], object[n] ...: after the register's word */
static struct des_expr *reg(struct des_parser *p, const char *name,
                            const struct des_token *at)
{
    struct des_expr *r = des_expr_at(p, DES_E_REGISTER, at);
    char where[40];

    snprintf(where, sizeof where, "after %s (as %s[0])", name, name);
    des_expect_punct(p, '[', where);
    r->str = name;
    r->ival = des_int_lit(p, "the register's index")->ival;
    r->ival2 = -1;
    if (r->ival < 0 || r->ival >= MAX_REGISTERS)
        des_fail_at(p, &p->last, "%s[n] takes n from 0 to %d", name,
                    MAX_REGISTERS - 1);
    des_expect_punct(p, ']', "closing the register's index");
    return r;
}

/* coordinate: (x,y), place[n] (SLASH'EM place[n][m], region[n]), random */
static struct des_expr *coord34(struct des_parser *p)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;

    if (des_tok_word(t, "random"))
        return des_random(p, "");
    if (des_tok_word(t, "place")) {
        struct des_token at = *des_next(p);
        struct des_expr *r = reg(p, "place", &at);

        if (des_accept_punct(p, '[')) {
            p->file->ext |= DES_EXT_SLASHEM;
            r->ival2 = des_int_lit(p, "the place's second index")->ival;
            if (r->ival2 < 0 || r->ival2 >= MAX_REGISTERS)
                des_fail_at(p, &p->last, "place[n][m] takes m from 0 to %d",
                            MAX_REGISTERS - 1);
            des_expect_punct(p, ']', "closing the second index");
        }
        return r;
    }
    if (des_tok_word(t, "region")) {
        struct des_token at = *des_next(p);
        struct des_expr *r = reg(p, "region", &at);

        p->file->ext |= DES_EXT_SLASHEM;
        if (r->ival >= p->nrndregions)
            des_fail_pos(p, r->line, r->col, "region[%ld] names no "
                         "RANDOM_REGION (%d given so far)", r->ival,
                         p->nrndregions);
        return r;
    }
    if (des_at_punct(p, '('))
        return des_coord_lit(p);
    des_expected(p, "a coordinate ((x,y), place[n] or random)");
}

/* [skipcheck] after a coordinate (dNetHack) */
static void sanity(struct des_parser *p, struct des_stmt *s)
{
    const struct des_token *w = des_peek(p, 1);
    struct des_token t = *des_peek(p, 0);

    if (t.kind != DES_T_PUNCT || t.ival != '[' || w->kind != DES_T_WORD)
        return;
    des_next(p);
    des_stmt_extra(p, s, DES_X_SANITY, &t, des_word_of(p, DES_WS_SANITY,
                                                       "skipcheck", false));
    des_expect_punct(p, ']', "closing [skipcheck]");
    p->file->ext |= DES_EXT_DNETHACK;
}

static struct des_expr *alignment34(struct des_parser *p)
{
    if (des_at_word(p, "align")) {
        struct des_token at = *des_next(p);

        return reg(p, "align", &at);
    }
    return des_word_of(p, DES_WS_ALIGN, "an alignment (or align[n])", true);
}

/* a monster or an object: class (a character, random or the register),
 * then name */
static struct des_expr *thing34(struct des_parser *p, enum des_expr_kind k)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;
    bool mon = k == DES_E_MONSTER;
    struct des_expr *e = des_expr_at(p, k, t);

    if (t->kind == DES_T_CHAR)
        des_expr_add(p, e, des_char_lit(p, ""));
    else if (des_tok_word(t, mon ? "monster" : "object")) {
        struct des_token at = *des_next(p);

        des_expr_add(p, e, reg(p, mon ? "monster" : "object", &at));
    } else
        des_expr_add(p, e, des_random(p, mon ? "a monster class ('c', "
                                      "random or monster[n])"
                                      : "an object class ('c', random or "
                                      "object[n])"));
    des_comma(p, mon ? "after the monster's class (then its name)"
          : "after the object's class (then its name)");
    des_expr_add(p, e, des_str_or_random(p, mon ? "the monster's name (\"name\" "
                                     "or random)" : "the object's name "
                                     "(\"name\" or random)"));
    return e;
}

static void chance(struct des_parser *p, struct des_stmt *s)
{
    if (des_peek(p, 0)->kind != DES_T_PERCENT)
        return;
    struct des_token t_ = *des_next(p), *t = &t_;

    if (t->ival > 100)
        des_fail_at(p, t, "a chance is at most 100%%");
    s->chance = (int) t->ival;
}

static struct des_stmt *st_monster(struct des_parser *p,
                                   const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_MONSTER, kw);

    chance(p, s);
    des_colon(p, kw);
    des_stmt_arg(p, s, 0, thing34(p, DES_E_MONSTER));
    des_comma(p, "after the monster's name (then its place)");
    des_stmt_arg(p, s, 1, coord34(p));
    sanity(p, s);
    while (des_accept_punct(p, ',')) {
        struct des_token t_ = *des_peek(p, 0), *t = &t_;
        struct des_expr *w;

        if (t->kind == DES_T_STRING)
            des_stmt_extra(p, s, DES_X_NAME, t, des_str_lit(p, ""));
        else if ((w = des_maybe_word_of(p, DES_WS_ATTITUDE, false)))
            des_stmt_extra(p, s, DES_X_ATTITUDE, t, w);
        else if ((w = des_maybe_word_of(p, DES_WS_ALERTNESS, false)))
            des_stmt_extra(p, s, DES_X_ALERTNESS, t, w);
        else if ((w = des_maybe_word_of(p, DES_WS_APPEAR, false))) {
            des_stmt_extra(p, s, DES_X_APPEAR, t, w)->val2
                = des_str_lit(p, "what the monster looks like");
        } else if (des_tok_word(t, "align") || des_tok_word(t, "random")
                   || des_word_in(des_word_lookup(t->text, t->len),
                                  DES_WS_ALIGN))
            des_stmt_extra(p, s, DES_X_ALIGN, t, alignment34(p));
        else
            des_expected(p, "a monster detail (a name, peaceful, hostile, "
                         "asleep, awake, an alignment, m_feature, m_monster "
                         "or m_object)");
    }
    return s;
}

/* [, curse] [, montype] [, enchantment] [, name]: lev_comp's three
 * shapes, read left to right */
static void object_extras34(struct des_parser *p, struct des_stmt *s)
{
    struct des_token t_, *t = &t_;
    struct des_expr *w;

    if (!des_accept_punct(p, ','))
        return;
    t_ = *des_peek(p, 0);
    if ((w = des_maybe_word_of(p, DES_WS_CURSE, true))) {
        des_stmt_extra(p, s, DES_X_CURSE, t, w);
        des_comma(p, "after the curse state");
        t_ = *des_peek(p, 0);
    }
    if (t->kind == DES_T_STRING) {
        des_stmt_extra(p, s, DES_X_MONTYPE, t, des_str_lit(p, ""));
        des_comma(p, "after the monster type (then the enchantment)");
        t_ = *des_peek(p, 0);
    } else if (!s->nx)
        des_expected(p, "a curse state (blessed, uncursed, cursed or random) "
                     "or a monster type (\"name\")");
    if (des_tok_word(t, "random"))
        des_stmt_extra(p, s, DES_X_SPE, t, des_random(p, ""));
    else
        des_stmt_extra(p, s, DES_X_SPE, t, des_int_lit(p, "an enchantment "
                                                       "(or random)"));
    if (des_accept_punct(p, ',')) {
        t_ = *des_peek(p, 0);
        if (des_tok_word(t, "none"))
            des_stmt_extra(p, s, DES_X_NAME, t,
                           des_expr_at(p, DES_E_NONE, des_next(p)));
        else
            des_stmt_extra(p, s, DES_X_NAME, t, des_str_lit(p, "the object's "
                                                            "name (or none)"));
    }
}

static struct des_stmt *st_object(struct des_parser *p,
                                  const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, des_tok_word(kw, "CONTAINER")
                                     ? DES_S_CONTAINER : DES_S_OBJECT, kw);

    chance(p, s);
    des_colon(p, kw);
    des_stmt_arg(p, s, 0, thing34(p, DES_E_OBJECT));
    des_comma(p, "after the object's name (then its place)");
    if (des_at_word(p, "contained")) {
        struct des_expr *w = des_expr_at(p, DES_E_WORD, des_next(p));

        w->word = DES_W_CONTAINED;
        des_stmt_arg(p, s, 1, w);
    } else {
        des_stmt_arg(p, s, 1, coord34(p));
        sanity(p, s);
    }
    object_extras34(p, s);
    p->object_seen = true;
    return s;
}

static struct des_stmt *st_trap(struct des_parser *p,
                                const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_TRAP, kw);

    chance(p, s);
    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des_str_or_random(p, "a trap (\"name\" or random)"));
    des_comma(p, "after the trap");
    des_stmt_arg(p, s, 1, coord34(p));
    return s;
}

/* the variants' door extras: dNetHack a number, SLASH'EM a key's name */
static void door_extras(struct des_parser *p, struct des_stmt *s)
{
    while (des_accept_punct(p, ',')) {
        struct des_token t_ = *des_peek(p, 0), *t = &t_;

        if (t->kind == DES_T_INT) {
            des_stmt_extra(p, s, DES_X_DOOR_TEXT, t, des_int_lit(p, ""));
            p->file->ext |= DES_EXT_DNETHACK;
        } else {
            des_stmt_extra(p, s, DES_X_DOOR_KEY, t, des_str_lit(p, "a door "
                                                                "detail"));
            p->file->ext |= DES_EXT_SLASHEM;
        }
    }
}

static struct des_stmt *st_door(struct des_parser *p,
                                const struct des_token *kw, bool in_room)
{
    struct des_stmt *s;

    if (!in_room) {
        s = des_stmt_at(p, DES_S_DOOR, kw);
        des_colon(p, kw);
        des_stmt_arg(p, s, 0, des_word_of(p, DES_WS_DOOR34, "a door state",
                                          true));
        des_comma(p, "after the door state");
        des_stmt_arg(p, s, 1, coord34(p));
    } else {
        s = des_stmt_at(p, DES_S_ROOMDOOR, kw);
        des_colon(p, kw);
        des_stmt_arg(p, s, 0, des_word_of(p, DES_WS_BOOL, "secret", true));
        des_comma(p, "after secret");
        des_stmt_arg(p, s, 1, des_word_of(p, DES_WS_DOOR34, "a door state",
                                          true));
        des_comma(p, "after the door state");
        if (des_at_word(p, "random"))
            des_stmt_arg(p, s, 2, des_random(p, ""));
        else
            des_stmt_arg(p, s, 2, des_dirs(p, false));
        des_comma(p, "after the wall");
        if (des_at_word(p, "random"))
            des_stmt_arg(p, s, 3, des_random(p, ""));
        else
            des_stmt_arg(p, s, 3, des_int_lit(p, "the door's position (or "
                                              "random)"));
    }
    door_extras(p, s);
    return s;
}

/* keyword ':' coord ',' WORD-of-set: DRAWBRIDGE (two), MAZEWALK, LADDER */
static struct des_stmt *st_place_word(struct des_parser *p,
                                      const struct des_token *kw,
                                      enum des_stmt_kind k)
{
    struct des_stmt *s = des_stmt_at(p, k, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, coord34(p));
    des_comma(p, "after the place");
    if (k == DES_S_LADDER || k == DES_S_STAIR)
        des_stmt_arg(p, s, 1, des_word_of(p, DES_WS_UPDOWN, "up or down",
                                          false));
    else
        des_stmt_arg(p, s, 1, des_dirs(p, false));
    if (k == DES_S_DRAWBRIDGE) {
        des_comma(p, "after the direction");
        des_stmt_arg(p, s, 2, des_word_of(p, DES_WS_DOOR34, "a drawbridge "
                                          "state", true));
    }
    return s;
}

static struct des_stmt *st_stair(struct des_parser *p,
                                 const struct des_token *kw, bool in_room)
{
    struct des_stmt *s;
    const struct des_token *t5 = des_peek(p, 5);

    /* after the colon: levregion or "(a,b,c" starts regions */
    bool region = !in_room && (des_tok_word(des_peek(p, 1), "levregion")
                               || (des_peek(p, 1)->kind == DES_T_PUNCT
                                   && des_peek(p, 1)->ival == '('
                                   && des_peek(p, 4)->kind == DES_T_INT
                                   && t5->kind == DES_T_PUNCT
                                   && t5->ival == ','));

    if (!region)
        return st_place_word(p, kw, DES_S_STAIR);
    s = des_stmt_at(p, DES_S_STAIR_REGION, kw);
    des_colon(p, kw);
    des_levregion_args(p, s, 0);
    return s;
}

static struct des_stmt *st_levregion(struct des_parser *p,
                                     const struct des_token *kw,
                                     enum des_stmt_kind k)
{
    struct des_stmt *s = des_stmt_at(p, k, kw);

    if (k != DES_S_RANDOM_REGION)
        des_colon(p, kw);
    else {
        /* RANDOM_REGION[n]: ... (SLASH'EM), n counting from 0 */
        des_expect_punct(p, '[', "after RANDOM_REGION (RANDOM_REGION[n]:)");
        des_stmt_arg(p, s, 0, des_int_lit(p, "the random region's number"));
        if (s->a[0]->ival != p->nrndregions)
            des_fail_pos(p, s->a[0]->line, s->a[0]->col, "this is random "
                         "region %d, not %ld", p->nrndregions, s->a[0]->ival);
        des_expect_punct(p, ']', "closing RANDOM_REGION[n]");
        des_expect_punct(p, ':', "after RANDOM_REGION[n]");
        p->nrndregions++;
        p->file->ext |= DES_EXT_SLASHEM;
    }
    des_levregion_args(p, s, k == DES_S_RANDOM_REGION);
    return s;
}

static struct des_stmt *st_region(struct des_parser *p,
                                  const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_REGION, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des_region_ordered(p));
    des_comma(p, "after the region");
    des_stmt_arg(p, s, 1, des_word_of(p, DES_WS_LIGHT, "a light state",
                                      true));
    des_comma(p, "after the light state");
    des_stmt_arg(p, s, 2, des_str_or_random(p, "a room type (\"name\" or "
                                        "random)"));
    if (des_accept_punct(p, ',')) {
        struct des_token t_ = *des_peek(p, 0), *t = &t_;

        des_stmt_extra(p, s, DES_X_FILLED, t, des_word_of(p, DES_WS_FILLING,
                                                          "filled or "
                                                          "unfilled", false));
        if (des_accept_punct(p, ',')) {
            t_ = *des_peek(p, 0);
            des_stmt_extra(p, s, DES_X_IRREGULAR, t,
                           des_word_of(p, DES_WS_BOOL, "irregular", false));
        }
    }
    return s;
}

static struct des_stmt *st_altar(struct des_parser *p,
                                 const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_ALTAR, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, coord34(p));
    des_comma(p, "after the place");
    des_stmt_arg(p, s, 1, alignment34(p));
    des_comma(p, "after the alignment");
    des_stmt_arg(p, s, 2, des_word_of(p, DES_WS_ALTAR, "an altar type",
                                      true));
    if (des_accept_punct(p, ',')) {
        struct des_token t_ = *des_peek(p, 0), *t = &t_;

        des_stmt_extra(p, s, DES_X_GOD, t, des_str_lit(p, "the altar's god"));
        p->file->ext |= DES_EXT_DNETHACK;
    }
    return s;
}

static struct des_stmt *st_engraving(struct des_parser *p,
                                     const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_ENGRAVING, kw);

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, coord34(p));
    sanity(p, s);
    des_comma(p, "after the place");
    des_stmt_arg(p, s, 1, des_word_of(p, DES_WS_ENGR34, "an engraving type",
                                      true));
    if (s->a[1]->word == DES_W_SCRAWL)
        p->file->ext |= DES_EXT_SLASHEM;
    des_comma(p, "after the engraving type");
    des_stmt_arg(p, s, 2, des_str_lit(p, "the engraving's text"));
    return s;
}

/* keyword ':' one argument */
static struct des_stmt *st_one(struct des_parser *p,
                               const struct des_token *kw,
                               enum des_stmt_kind k)
{
    struct des_stmt *s = des_stmt_at(p, k, kw);

    des_colon(p, kw);
    switch (k) {
    case DES_S_NON_DIGGABLE:
    case DES_S_NON_PASSWALL:
        des_stmt_arg(p, s, 0, des_region_lit(p));
        break;
    case DES_S_ROOM_NAME:
        des_stmt_arg(p, s, 0, des_str_lit(p, "the room's name"));
        break;
    case DES_S_ROOM_CHANCE:
        des_stmt_arg(p, s, 0, des_int_lit(p, "the room's chance"));
        break;
    case DES_S_OBJFLAGS: {
        struct des_expr *l = des_expr_at(p, DES_E_LIST, des_peek(p, 0));

        do
            des_expr_add(p, l, des_word_of(p, DES_WS_OBJFLAGS, "an object "
                                           "flag", false));
        while (des_accept_punct(p, ','));
        des_stmt_arg(p, s, 0, l);
        if (!p->object_seen)
            des_fail_at(p, kw, "OBJFLAGS needs an OBJECT before it");
        p->file->ext |= DES_EXT_SLASHEM;
        break;
    }
    default:   /* FOUNTAIN, SINK, POOL, FORGE */
        des_stmt_arg(p, s, 0, coord34(p));
        if (k == DES_S_FORGE)
            p->file->ext |= DES_EXT_DNETHACK;
        break;
    }
    return s;
}

static struct des_stmt *st_gold(struct des_parser *p,
                                const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_GOLD, kw);

    des_colon(p, kw);
    if (des_at_word(p, "random"))
        des_stmt_arg(p, s, 0, des_random(p, ""));
    else
        des_stmt_arg(p, s, 0, des_int_lit(p, "the amount (or random)"));
    des_comma(p, "after the amount");
    des_stmt_arg(p, s, 1, coord34(p));
    return s;
}

/* ---- the level ------------------------------------------------------- */

/* RANDOM_PLACES[n]: (x,y), ...; RANDOM_OBJECTS: 'c', ...; ... */
static struct des_stmt *st_random_list(struct des_parser *p,
                                       const struct des_token *kw,
                                       enum des_stmt_kind k)
{
    struct des_stmt *s = des_stmt_at(p, k, kw);
    struct des_expr *l;

    if (k == DES_S_RANDOM_PLACES && des_accept_punct(p, '[')) {
        des_stmt_arg(p, s, 1, des_int_lit(p, "the place list's number"));
        if (s->a[1]->ival < 0 || s->a[1]->ival >= MAX_REGISTERS)
            des_fail_at(p, &p->last, "RANDOM_PLACES[n] takes n from 0 to %d",
                        MAX_REGISTERS - 1);
        des_expect_punct(p, ']', "closing RANDOM_PLACES[n]");
        p->file->ext |= DES_EXT_SLASHEM;
    }
    des_colon(p, kw);
    l = des_expr_at(p, DES_E_LIST, des_peek(p, 0));
    do {
        if (l->nkids == MAX_REGISTERS)
            des_fail_at(p, des_peek(p, 0), "a RANDOM_ list holds at most %d",
                        MAX_REGISTERS);
        if (k != DES_S_RANDOM_PLACES)
            des_expr_add(p, l, des_char_lit(p, k == DES_S_RANDOM_OBJECTS
                                            ? "an object class"
                                            : "a monster class"));
        else if (des_at_word(p, "none")) {
            des_expr_add(p, l, des_expr_at(p, DES_E_NONE, des_next(p)));
            p->file->ext |= DES_EXT_SLASHEM;
        } else
            des_expr_add(p, l, des_coord_lit(p));
    } while (des_accept_punct(p, ','));
    des_stmt_arg(p, s, 0, l);
    return s;
}

static struct des_stmt *st_init_map(struct des_parser *p,
                                    const struct des_token *kw)
{
    struct des_stmt *s = des_stmt_at(p, DES_S_INIT_MAP, kw);
    struct des_expr *style = des_expr_at(p, DES_E_WORD, kw);

    style->word = DES_W_MINES;    /* 3.4.3 has no other kind */
    des_stmt_arg(p, s, 0, style);
    des_colon(p, kw);
    des_init_map_mines(p, s);
    return s;
}

static struct des_stmt *st_map(struct des_parser *p,
                               const struct des_token *kw)
{
    struct des_stmt *s;

    if (des_tok_word(kw, "NOMAP"))
        return des_stmt_at(p, DES_S_NOMAP, kw);
    s = des_stmt_at(p, DES_S_MAP, kw);
    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des_word_of(p, DES_WS_HJUST, "a horizontal "
                                      "placement", false));
    des_comma(p, "after the horizontal placement");
    des_stmt_arg(p, s, 1, des_word_of(p, DES_WS_VJUST, "a vertical "
                                      "placement", false));
    if (des_peek(p, 0)->kind != DES_T_MAP)
        des_expected(p, "MAP alone on the line after GEOMETRY");
    s->map = des_map_from(p, des_next(p));
    return s;
}

static struct des_stmt *st_room(struct des_parser *p,
                                const struct des_token *kw)
{
    bool sub = des_tok_word(kw, "SUBROOM");
    struct des_stmt *s = des_stmt_at(p, sub ? DES_S_SUBROOM : DES_S_ROOM, kw);
    struct des_expr *e;

    des_colon(p, kw);
    des_stmt_arg(p, s, 0, des_str_or_random(p, "a room type (\"name\" or "
                                        "random)"));
    des_comma(p, "after the room type");
    des_stmt_arg(p, s, 1, des_word_of(p, DES_WS_LIGHT, "a light state",
                                      true));
    des_comma(p, "after the light state");
    e = des_at_word(p, "random") ? des_random(p, "") : des_coord_lit(p);
    /* 3.4.3 places a room on a 5x5 grid; dNetHack also at a point of
       the level */
    if (!sub && e->kind == DES_E_COORD
        && (e->kids[0]->ival < 1 || e->kids[0]->ival > 5
            || e->kids[1]->ival < 1 || e->kids[1]->ival > 5)) {
        if (e->kids[0]->ival < 0 || e->kids[0]->ival > 80
            || e->kids[1]->ival < 0 || e->kids[1]->ival > 20)
            des_fail_pos(p, e->line, e->col, "a room's position is (1..5, "
                         "1..5) (or, in dNetHack, a point of the level)");
        p->file->ext |= DES_EXT_DNETHACK;
    }
    des_stmt_arg(p, s, 2, e);
    des_comma(p, "after the room's position");
    if (!sub) {
        if (des_at_word(p, "random"))
            e = des_random(p, "");
        else {
            des_expect_punct(p, '(', "opening the room's alignment "
                             "((left,top) or random)");
            e = des_expr_at(p, DES_E_COORD, &p->last);
            des_expr_add(p, e, des_word_of(p, DES_WS_HJUST, "a horizontal "
                                           "alignment", false));
            des_comma(p, "after the horizontal alignment");
            des_expr_add(p, e, des_word_of(p, DES_WS_VJUST, "a vertical "
                                           "alignment", false));
            des_expect_punct(p, ')', "closing the alignment");
        }
        des_stmt_arg(p, s, 3, e);
        des_comma(p, "after the room's alignment");
    }
    e = des_at_word(p, "random") ? des_random(p, "") : des_coord_lit(p);
    des_stmt_arg(p, s, sub ? 3 : 4, e);
    if (sub) {
        des_comma(p, "after the subroom's size (then its parent's name)");
        des_stmt_arg(p, s, 4, des_str_lit(p, "the parent room's name"));
    }
    if (des_accept_punct(p, ',')) {
        struct des_token t_ = *des_peek(p, 0), *t = &t_;

        des_stmt_extra(p, s, DES_X_FILLED, t, des_word_of(p, DES_WS_BOOL,
                                                          "filled", false));
    }
    return s;
}

static struct des_stmt *st_corridor(struct des_parser *p,
                                    const struct des_token *kw)
{
    struct des_stmt *s;

    if (des_tok_word(kw, "RANDOM_CORRIDORS"))
        return des_stmt_at(p, DES_S_RANDOM_CORRIDORS, kw);
    s = des_stmt_at(p, DES_S_CORRIDOR, kw);
    des_colon(p, kw);
    des_corridor_args(p, s);
    return s;
}

/* the details of a map or a room */
static struct des_stmt *detail(struct des_parser *p,
                               const struct des_token *kw, bool in_room)
{
    static const struct { const char *w; enum des_stmt_kind k; } one[] = {
        { "FOUNTAIN", DES_S_FOUNTAIN }, { "SINK", DES_S_SINK },
        { "POOL", DES_S_POOL }, { "NON_DIGGABLE", DES_S_NON_DIGGABLE },
        { "NON_PASSWALL", DES_S_NON_PASSWALL }, { "NAME", DES_S_ROOM_NAME },
        { "CHANCE", DES_S_ROOM_CHANCE }, { "FORGE", DES_S_FORGE },
        { "OBJFLAGS", DES_S_OBJFLAGS },
    };
    for (size_t i = 0; i < sizeof one / sizeof one[0]; i++)
        if (des_tok_word(kw, one[i].w))
            return st_one(p, kw, one[i].k);
    if (des_tok_word(kw, "MONSTER"))
        return st_monster(p, kw);
    if (des_tok_word(kw, "OBJECT") || des_tok_word(kw, "CONTAINER"))
        return st_object(p, kw);
    if (des_tok_word(kw, "TRAP"))
        return st_trap(p, kw);
    if (des_tok_word(kw, "DOOR"))
        return st_door(p, kw, in_room);
    if (des_tok_word(kw, "DRAWBRIDGE"))
        return st_place_word(p, kw, DES_S_DRAWBRIDGE);
    if (des_tok_word(kw, "MAZEWALK"))
        return st_place_word(p, kw, DES_S_MAZEWALK);
    if (des_tok_word(kw, "LADDER"))
        return st_place_word(p, kw, DES_S_LADDER);
    if (des_tok_word(kw, "STAIR"))
        return st_stair(p, kw, in_room);
    if (des_tok_word(kw, "WALLIFY"))
        return des_stmt_at(p, DES_S_WALLIFY, kw);
    if (des_tok_word(kw, "PORTAL"))
        return st_levregion(p, kw, DES_S_PORTAL);
    if (des_tok_word(kw, "TELEPORT_REGION"))
        return st_levregion(p, kw, DES_S_TELEPORT_REGION);
    if (des_tok_word(kw, "BRANCH"))
        return st_levregion(p, kw, DES_S_BRANCH);
    if (des_tok_word(kw, "RANDOM_REGION"))
        return st_levregion(p, kw, DES_S_RANDOM_REGION);
    if (des_tok_word(kw, "REGION"))
        return st_region(p, kw);
    if (des_tok_word(kw, "ALTAR"))
        return st_altar(p, kw);
    if (des_tok_word(kw, "GOLD"))
        return st_gold(p, kw);
    return st_engraving(p, kw);
}

static const char *const map_details[] = { "MONSTER", "OBJECT", "CONTAINER",
    "TRAP", "DOOR", "DRAWBRIDGE", "REGION", "STAIR", "PORTAL",
    "TELEPORT_REGION", "BRANCH", "ALTAR", "FOUNTAIN", "MAZEWALK", "WALLIFY",
    "LADDER", "GOLD", "ENGRAVING", "NON_DIGGABLE", "NON_PASSWALL", "FORGE",
    "OBJFLAGS", "RANDOM_REGION", NULL };
static const char *const room_details[] = { "NAME", "CHANCE", "DOOR",
    "MONSTER", "OBJECT", "CONTAINER", "TRAP", "ALTAR", "FOUNTAIN", "SINK",
    "POOL", "GOLD", "ENGRAVING", "STAIR", "FORGE", "OBJFLAGS", NULL };

static void statement34(struct des_parser *p, struct des_level *lev)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;
    bool maze = lev->maze;
    struct des_token kw;
    struct des_block *into = &lev->body;
    struct des_stmt *s;

    if (t->kind != DES_T_WORD || !des_is_keyword34(t))
        des_unknown_statement(p);
    kw = *des_next(p);
    if (des_tok_word(&kw, "FLAGS") || des_tok_word(&kw, "INIT_MAP")
        || des_tok_word(&kw, "MESSAGE")) {
        if (p->header_done)
            des_fail_at(p, &kw, "%.*s must come before the first %s in the "
                        "3.4.3 grammar", (int) kw.len, kw.text,
                        maze ? "MAP or NOMAP" : "ROOM");
        if (des_tok_word(&kw, "FLAGS")) {
            des_level_flags(p, lev, &kw, DES_WS_FLAGS34);
            return;
        }
        if (des_tok_word(&kw, "INIT_MAP"))
            s = st_init_map(p, &kw);
        else {
            s = des_stmt_at(p, DES_S_MESSAGE, &kw);
            des_colon(p, &kw);
            des_stmt_arg(p, s, 0, des_str_lit(p, "the message"));
        }
    } else if (des_tok_word(&kw, "GEOMETRY") || des_tok_word(&kw, "NOMAP")) {
        if (!maze)
            des_fail_at(p, &kw, "a LEVEL (rooms and corridors) has no maps "
                        "in the 3.4.3 grammar; a MAZE level does");
        s = st_map(p, &kw);
        p->header_done = p->map_seen = true;
        p->object_seen = false;
    } else if (des_tok_word(&kw, "ROOM") || des_tok_word(&kw, "SUBROOM")) {
        if (maze)
            des_fail_at(p, &kw, "%.*s belongs to a LEVEL level in the 3.4.3 "
                        "grammar, not to a MAZE", (int) kw.len, kw.text);
        if (p->corridors || p->rand_corridors)
            des_fail_at(p, &kw, "rooms come before the corridors");
        s = st_room(p, &kw);
        p->header_done = true;
        p->object_seen = false;
        des_block_add(p, into, s);
        p->room = s;
        return;
    } else if (des_tok_word(&kw, "CORRIDOR")
               || des_tok_word(&kw, "RANDOM_CORRIDORS")) {
        bool rnd = des_tok_word(&kw, "RANDOM_CORRIDORS");

        if (maze)
            des_fail_at(p, &kw, "corridors belong to a LEVEL level in the "
                        "3.4.3 grammar, not to a MAZE");
        if (rnd ? p->corridors || p->rand_corridors : p->rand_corridors)
            des_fail_at(p, &kw, "RANDOM_CORRIDORS stands alone: no other "
                        "CORRIDOR with it");
        s = st_corridor(p, &kw);
        p->corridors |= !rnd;
        p->rand_corridors |= rnd;
        p->room = NULL;
    } else if (des_tok_word(&kw, "RANDOM_PLACES")
               || des_tok_word(&kw, "RANDOM_OBJECTS")
               || des_tok_word(&kw, "RANDOM_MONSTERS")) {
        enum des_stmt_kind k = des_tok_word(&kw, "RANDOM_PLACES")
            ? DES_S_RANDOM_PLACES : des_tok_word(&kw, "RANDOM_OBJECTS")
            ? DES_S_RANDOM_OBJECTS : DES_S_RANDOM_MONSTERS;

        if (maze && !p->map_seen)
            des_fail_at(p, &kw, "%.*s must follow a MAP or NOMAP",
                        (int) kw.len, kw.text);
        if (!maze && k == DES_S_RANDOM_PLACES)
            des_fail_at(p, &kw, "RANDOM_PLACES belongs to a MAZE level's map "
                        "in the 3.4.3 grammar");
        if (!maze && p->header_done)
            des_fail_at(p, &kw, "%.*s must come before the first ROOM",
                        (int) kw.len, kw.text);
        s = st_random_list(p, &kw, k);
    } else if (maze) {
        if (!des_tok_word_in(&kw, map_details)) {
            if (des_tok_word_in(&kw, room_details))
                des_fail_at(p, &kw, "%.*s is allowed only in a ROOM (of a "
                            "LEVEL level) in the 3.4.3 grammar",
                            (int) kw.len, kw.text);
            des_fail_at(p, &kw, "%.*s is not a statement of a MAZE level",
                        (int) kw.len, kw.text);
        }
        if (!p->map_seen)
            des_fail_at(p, &kw, "%.*s must follow a MAP or NOMAP in a MAZE "
                        "level (3.4.3)", (int) kw.len, kw.text);
        s = detail(p, &kw, false);
    } else {
        if (!des_tok_word_in(&kw, room_details))
            des_fail_at(p, &kw, "%.*s %s in the 3.4.3 grammar", (int) kw.len,
                        kw.text, des_tok_word_in(&kw, map_details)
                        ? "belongs to a MAZE level's map, not to a room"
                        : "is not a statement of a LEVEL level");
        if (!p->room)
            des_fail_at(p, &kw, "%.*s must follow a ROOM or SUBROOM (before "
                        "the corridors)", (int) kw.len, kw.text);
        s = detail(p, &kw, true);
        into = &p->room->body;
    }
    des_block_add(p, into, s);
}

void des_parse34_level(struct des_parser *p, struct des_level *lev)
{
    p->header_done = p->map_seen = false;
    p->room = NULL;
    p->corridors = p->rand_corridors = false;
    p->object_seen = false;
    p->nrndregions = 0;
    while (!des_at_level_end(p))
        statement34(p, lev);
}
