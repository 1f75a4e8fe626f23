/* des_parse_keywords.c - the statement keywords of both grammars, and the
 * message for a statement neither reads: the other grammar's word, a
 * variant's word, a Lua script, a near miss ("did you mean"). Both
 * grammars and the grammar chooser (des_parse.c) use them, so they stand
 * below all three. */
#include <string.h>

#include "des_parse_int.h"
#include "editdist.h"

static const char *const kw36[] = {
    "MESSAGE", "INIT_MAP", "GEOMETRY", "NOMAP", "ROOM", "SUBROOM",
    "ROOMDOOR", "DOOR", "MONSTER", "OBJECT", "CONTAINER", "TRAP",
    "DRAWBRIDGE", "MAZEWALK", "WALLIFY", "LADDER", "STAIR", "PORTAL",
    "TELEPORT_REGION", "BRANCH", "FOUNTAIN", "SINK", "POOL", "TERRAIN",
    "REPLACE_TERRAIN", "NON_DIGGABLE", "NON_PASSWALL", "REGION", "ALTAR",
    "GRAVE", "GOLD", "ENGRAVING", "MINERALIZE", "CORRIDOR",
    "RANDOM_CORRIDORS", "SHUFFLE", "IF", "ELSE", "LOOP", "FOR", "SWITCH",
    "CASE", "DEFAULT", "BREAK", "EXIT", "FUNCTION", "MAZE", "LEVEL", "FLAGS",
    NULL
};

static const char *const kw34[] = {
    "MESSAGE", "INIT_MAP", "GEOMETRY", "NOMAP", "RANDOM_PLACES",
    "RANDOM_OBJECTS", "RANDOM_MONSTERS", "MONSTER", "OBJECT", "CONTAINER",
    "TRAP", "DOOR", "DRAWBRIDGE", "MAZEWALK", "WALLIFY", "LADDER", "STAIR",
    "PORTAL", "TELEPORT_REGION", "BRANCH", "FOUNTAIN", "SINK", "POOL",
    "NON_DIGGABLE", "NON_PASSWALL", "REGION", "ALTAR", "GOLD", "ENGRAVING",
    "ROOM", "SUBROOM", "NAME", "CHANCE", "CORRIDOR", "RANDOM_CORRIDORS",
    "FORGE", "OBJFLAGS", "RANDOM_REGION", "MAZE", "LEVEL", "FLAGS", NULL
};

bool des_is_keyword36(const struct des_token *t)
{
    return des_tok_word_in(t, kw36);
}

bool des_is_keyword34(const struct des_token *t)
{
    return des_tok_word_in(t, kw34);
}

noreturn void des_unknown_statement(struct des_parser *p)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;
    bool is36 = p->g == DES_GRAMMAR_36;
    const char *gname = is36 ? "3.6" : "3.4.3";

    if (t->kind == DES_T_MAP)
        des_fail_at(p, t, "MAP must follow a GEOMETRY line");
    if (t->kind != DES_T_WORD)
        des_expected(p, "a statement");
    if (des_tok_word(t, "des") && des_peek(p, 1)->kind == DES_T_PUNCT
        && des_peek(p, 1)->ival == '.')
        des_fail_at(p, t, "this is a Lua level script (des.* calls), not "
                    "lev_comp's language");
    if (des_tok_word(t, "MAP"))
        des_fail_at(p, t, "MAP must stand alone on its line, after a "
                    "GEOMETRY line");
    if (des_tok_word(t, "ENDMAP"))
        des_fail_at(p, t, "ENDMAP without a MAP before it");
    if (is36 && (des_tok_word(t, "FORGE")))
        des_fail_at(p, t, "FORGE is dNetHack's (a 3.4.3 extension), not in "
                    "the 3.6 grammar this file is read as (%s)",
                    p->file->why);
    if (is36 && (des_tok_word(t, "OBJFLAGS")
                 || des_tok_word(t, "RANDOM_REGION")))
        des_fail_at(p, t, "%.*s is SLASH'EM's (a 3.4.3 extension), not in "
                    "the 3.6 grammar this file is read as (%s)",
                    (int) t->len, t->text, p->file->why);
    if (is36 ? des_is_keyword34(t) : des_is_keyword36(t))
        des_fail_at(p, t, "%.*s belongs to the %s grammar, not to the %s "
                    "grammar this file is read as (%s)", (int) t->len,
                    t->text, is36 ? "3.4.3" : "3.6", gname, p->file->why);
    const char *const *kw = is36 ? kw36 : kw34;
    const char *best = NULL;
    int bestd = 3;

    for (; *kw; kw++) {
        int d = edit_distance(t->text, t->len, *kw, strlen(*kw));

        if (d < bestd && (size_t) d * 3 < t->len + 1) {
            bestd = d;
            best = *kw;
        }
    }
    if (best)
        des_expected(p, "a statement (%s?)", best);
    if (is36 && des_peek(p, 1)->kind == DES_T_PUNCT
        && des_peek(p, 1)->ival == '(')
        des_fail_at(p, t, "function %.*s is not defined", (int) t->len,
                    t->text);
    des_expected(p, "a statement");
}
