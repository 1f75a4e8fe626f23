/* des_parse.c - reading a .des file: which grammar, the levels, errors.
 *
 * Why a hand-written recursive descent parser, not bison and flex (both
 * are in Debian): lev_comp's own bison grammar only works because its
 * lexer reads the symbol table and hands back a different token for each
 * variable type (VARSTRING_INT, VARSTRING_COORD ...), and its 3.4.3 and
 * 3.6 grammars disagree on the same words (object[0] is a register in
 * one, "object:" a variable type in the other). Two bison grammars, a
 * lexer feedback loop and a merge of the variants' rules would be harder
 * to keep right than one function per statement. By hand, each point of
 * the grammar knows what it wanted, so an error says "expected a
 * coordinate (x,y) near 'foo'" where bison says "syntax error"; nesting
 * is bounded by a counter rather than by a parser stack that overflows;
 * and the build needs no generator. The grammar is small (some fifty
 * statements) and LL(2) once the lexer joins "random[" and "[50%]".
 *
 * The grammar is told per file from words only one of them has (IF, $x,
 * braces ... for 3.6; RANDOM_PLACES, place[n], MONSTER[50%] ... for
 * 3.4.3). A file with none is read as 3.6 and, failing that, as 3.4.3. */
#include "des_parse.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "des_parse_int.h"

/* memory a file's tree may take, whatever the file */
#define DES_ARENA_CAP ((size_t) 128 << 20)

/* ---- choosing the grammar ------------------------------------------- */

#define WINDOW 8
#define MARKER_SCAN 200000L

struct marker {
    enum des_grammar g;
    const char *what;        /* NULL: no marker; "": the word itself */
    char word[48];
    int line, col;
};

static bool tw(const struct des_token *t, const char *w)
{
    return des_tok_word(t, w);
}

static bool tp(const struct des_token *t, int c)
{
    return t->kind == DES_T_PUNCT && t->ival == c;
}

/* the marker the tokens w[0..] start, if any: w[k] is the k-th token from
 * w[0], in a window of WINDOW */
static bool marker_at(const struct des_token *w, struct marker *m)
{
    static const char *const only36[] = { "IF", "LOOP", "SWITCH", "FOR",
        "FUNCTION", "TERRAIN", "REPLACE_TERRAIN", "ROOMDOOR", "SHUFFLE",
        "GRAVE", "MINERALIZE", "selection", NULL };
    static const char *const only34[] = { "RANDOM_PLACES", "RANDOM_OBJECTS",
        "RANDOM_MONSTERS", "CHANCE", "contained", "FORGE", "OBJFLAGS",
        "RANDOM_REGION", NULL };
    const struct des_token *t = &w[0];

    m->line = t->line;
    m->col = t->col;
    m->what = NULL;
    if (t->kind == DES_T_VAR) {
        m->g = DES_GRAMMAR_36;
        m->what = "a $variable";
    } else if (t->kind == DES_T_DICE || t->kind == DES_T_SPERCENT
               || tp(t, '{')) {
        m->g = DES_GRAMMAR_36;
        m->what = t->kind == DES_T_DICE ? "a dice roll"
            : t->kind == DES_T_SPERCENT ? "a percentage" : "'{'";
    } else if (t->kind == DES_T_WORD && des_tok_word_in(t, only36)) {
        m->g = DES_GRAMMAR_36;
        m->what = "";
    } else if (t->kind == DES_T_WORD && des_tok_word_in(t, only34)) {
        m->g = DES_GRAMMAR_34;
        m->what = "";
    } else if ((tw(t, "place") || tw(t, "object") || tw(t, "monster")
                || tw(t, "region")) && tp(&w[1], '[')) {
        m->g = DES_GRAMMAR_34;
        m->what = "a register";
    } else if ((tw(t, "MONSTER") || tw(t, "OBJECT") || tw(t, "TRAP")
                || tw(t, "CONTAINER")) && w[1].kind == DES_T_PERCENT) {
        m->g = DES_GRAMMAR_34;
        m->what = "a chance after the keyword";
    } else if (tw(t, "INIT_MAP") && tp(&w[1], ':')) {
        m->g = w[2].kind == DES_T_CHAR ? DES_GRAMMAR_34 : DES_GRAMMAR_36;
        m->what = w[2].kind == DES_T_CHAR || w[2].kind == DES_T_WORD ? ""
            : NULL;
    } else if ((tw(t, "MONSTER") || tw(t, "OBJECT") || tw(t, "CONTAINER"))
               && tp(&w[1], ':')) {
        /* 3.6 writes ('c', "name"); 3.4.3 'c', "name" */
        if (tp(&w[2], '(') || w[2].kind == DES_T_STRING) {
            m->g = DES_GRAMMAR_36;
            m->what = "";
        } else if (w[2].kind == DES_T_CHAR && tp(&w[3], ',')
                   && (w[4].kind == DES_T_STRING
                       || (!tw(t, "MONSTER") && tw(&w[4], "random"))
                       || (tw(&w[4], "random") && tp(&w[5], ',')
                           && (tw(&w[6], "random") || tp(&w[6], '(')
                               || tw(&w[6], "place"))))) {
            /* 'c', "name" or 'c', random, <place>: a class then a name */
            m->g = DES_GRAMMAR_34;
            m->what = "";
        }
    }
    return m->what != NULL;
}

/* the first marker of either grammar, in the first MARKER_SCAN tokens
 * (real files show one in their first lines; past that, trying both
 * grammars decides as well); false if none. Tokens gather in a buffer
 * that slides only when full, so each is copied about once. */
static bool find_marker(const char *text, size_t len, struct marker *m)
{
    enum { CAP = 8 * WINDOW };
    struct des_lexer lx;
    struct des_token buf[CAP + WINDOW];
    int n = 0, at = 0;
    long scanned = 0;
    bool end = false;

    des_lex_init(&lx, text, len, DES_GRAMMAR_36);
    memset(buf, 0, sizeof buf);      /* EOF tokens past the end */
    for (;;) {
        if (!end) {
            if (n == CAP) {
                memmove(buf, buf + at, (size_t) (n - at) * sizeof buf[0]);
                n -= at;
                at = 0;
                memset(buf + n, 0, (size_t) (CAP + WINDOW - n)
                       * sizeof buf[0]);
            }
            if (des_lex_next(&lx, &buf[n]) < 0 || ++scanned > MARKER_SCAN)
                buf[n].kind = DES_T_EOF;  /* markers before a bad byte count */
            end = buf[n++].kind == DES_T_EOF;
        }
        /* each token once WINDOW follow it, or all at the end */
        while (at < n && (end || n - at >= WINDOW)) {
            if (marker_at(&buf[at], m)) {
                if (!*m->what) {
                    snprintf(m->word, sizeof m->word, "%.*s",
                             (int) (buf[at].len < 40 ? buf[at].len : 40),
                             buf[at].text);
                    m->what = m->word;
                }
                return true;
            }
            at++;
        }
        if (end)
            return false;
    }
}

/* ---- the file ------------------------------------------------------- */

static struct des_level *level_header(struct des_parser *p)
{
    struct des_token t_ = *des_peek(p, 0), *t = &t_;

    if (!tw(t, "MAZE") && !tw(t, "LEVEL")) {
        if (t->kind == DES_T_WORD && (p->g == DES_GRAMMAR_36
                                      ? des_is_keyword36(t)
                                      : des_is_keyword34(t)))
            des_fail_at(p, t, "a level starts with MAZE or LEVEL, before "
                        "any other statement");
        des_unknown_statement(p);
    }
    struct des_level *lev = des_alloc(p, sizeof *lev);

    t_ = *des_next(p);
    lev->line = t->line;
    lev->col = t->col;
    lev->maze = tw(t, "MAZE");
    des_expect_punct(p, ':', lev->maze ? "after MAZE" : "after LEVEL");
    lev->name = des_str_lit(p, "the level's name")->str;
    if (lev->maze) {
        des_expect_punct(p, ',', "after the maze's name (then its filling, "
                         "a map character or random)");
        if (des_peek(p, 0)->kind == DES_T_CHAR)
            lev->filling = des_char_lit(p, "");
        else
            lev->filling = des_random(p, "the maze's filling (a map "
                                      "character or random)");
    }
    return lev;
}

static void parse_levels(struct des_parser *p)
{
    struct des_file *f = p->file;
    int cap = 0;

    while (des_peek(p, 0)->kind != DES_T_EOF) {
        struct des_level *lev = level_header(p);

        if (f->nlevels == cap) {
            cap = cap ? cap * 2 : 4;
            struct des_level **v = des_alloc(p, (size_t) cap * sizeof *v);

            if (f->nlevels)
                memcpy(v, f->levels, (size_t) f->nlevels * sizeof *v);
            f->levels = v;
        }
        f->levels[f->nlevels++] = lev;
        if (p->g == DES_GRAMMAR_36)
            des_parse36_level(p, lev);
        else
            des_parse34_level(p, lev);
    }
}

static void format_error(const char *path, int line, int col,
                         const char *msg, struct des_error *err)
{
    char shown[200];

    des_escape(path, strlen(path), 120, shown, sizeof shown);
    err->line = line;
    err->col = col;
    if (line > 0)
        snprintf(err->msg, sizeof err->msg, "%s:%d:%d: %s", shown, line, col,
                 msg);
    else
        snprintf(err->msg, sizeof err->msg, "%s: %s", shown, msg);
}

/* one attempt in one grammar; NULL with err on failure */
static struct des_file *parse_as(const char *path, const char *text,
                                 size_t len, enum des_grammar g,
                                 const char *why, struct des_error *err)
{
    struct des_parser *p = calloc(1, sizeof *p);
    struct des_arena *arena = des_arena_new(DES_ARENA_CAP);

    if (!p || !arena) {
        free(p);
        des_arena_free(arena);
        format_error(path, 0, 0, "out of memory", err);
        return NULL;
    }
    p->arena = arena;
    p->g = g;
    p->path = path;
    p->file = des_arena_alloc(arena, sizeof *p->file);
    if (!p->file || setjmp(p->jb)) {
        format_error(path, p->file ? p->err_line : 0,
                     p->file ? p->err_col : 0, p->file ? p->err : "out of "
                     "memory", err);
        des_arena_free(p->arena);
        free(p);
        return NULL;
    }
    p->file->arena = arena;
    p->file->grammar = g;
    p->file->path = des_strdup(p, path, strlen(path));
    snprintf(p->file->why, sizeof p->file->why, "%s", why);
    des_lex_init(&p->lx, text, len, g);
    parse_levels(p);

    struct des_file *f = p->file;

    free(p);
    return f;
}

struct des_file *des_parse(const char *path, const char *text, size_t len,
                           enum des_grammar grammar, struct des_error *err)
{
    struct marker m;
    char why[160];

    memset(err, 0, sizeof *err);
    if (!path)
        path = "(input)";
    if (grammar == DES_GRAMMAR_34 || grammar == DES_GRAMMAR_36) {
        snprintf(why, sizeof why, "%s as asked",
                 grammar == DES_GRAMMAR_36 ? "3.6" : "3.4.3");
        return parse_as(path, text, len, grammar, why, err);
    }
    bool marked = find_marker(text, len, &m);
    enum des_grammar first = marked ? m.g : DES_GRAMMAR_36;
    enum des_grammar other = first == DES_GRAMMAR_36 ? DES_GRAMMAR_34
        : DES_GRAMMAR_36;

    if (marked)
        snprintf(why, sizeof why, "%s at %d:%d", m.what, m.line, m.col);
    else
        snprintf(why, sizeof why, "no word of either grammar's own; read "
                 "as 3.6");

    struct des_file *f = parse_as(path, text, len, first, why, err);

    if (f)
        return f;
    /* the other grammar, when the first fails: a file with a stray word
       of the wrong one, or no marker at all */
    struct des_error err2;
    char why2[160];

    snprintf(why2, sizeof why2, "%s parses only as %s",
             marked ? "despite the marker, the file" : "no marker; the file",
             other == DES_GRAMMAR_36 ? "3.6" : "3.4.3");
    f = parse_as(path, text, len, other, why2, &err2);
    if (f)
        return f;
    /* neither: with a marker, its grammar's error; without, the error
       that came later in the file, which read more of it */
    if (!marked && (err2.line > err->line
                    || (err2.line == err->line && err2.col > err->col)))
        *err = err2;
    return NULL;
}

struct des_file *des_parse_file(const char *path, enum des_grammar grammar,
                                struct des_error *err)
{
    FILE *fp = fopen(path, "rb");
    char *buf = NULL;
    size_t n = 0;

    memset(err, 0, sizeof *err);
    if (!fp) {
        format_error(path, 0, 0, "cannot open the file", err);
        return NULL;
    }
    buf = malloc(DES_MAX_FILE_SIZE + 1);
    if (buf)
        n = fread(buf, 1, DES_MAX_FILE_SIZE + 1, fp);
    bool bad = ferror(fp);

    fclose(fp);
    if (!buf || bad || n > DES_MAX_FILE_SIZE) {
        format_error(path, 0, 0, !buf ? "out of memory" : bad
                     ? "cannot read the file" : "file too large (the most "
                     "is 32 MB)", err);
        free(buf);
        return NULL;
    }
    struct des_file *f = des_parse(path, buf, n, grammar, err);

    free(buf);
    return f;
}

int des_grammar_from_name(const char *s)
{
    if (!strcmp(s, "3.4") || !strcmp(s, "3.4.3"))
        return DES_GRAMMAR_34;
    if (!strcmp(s, "3.6"))
        return DES_GRAMMAR_36;
    if (!strcmp(s, "auto"))
        return DES_GRAMMAR_AUTO;
    return -1;
}
