/* des_lex.c - the .des lexer (NetHack's util/lev_comp.l, both grammars).
 *
 * Where lev_comp's flex rules and ours differ, ours accept more, never
 * less, and never give an accepted text another meaning: comments may be
 * indented, and end at the end of the file; MAP and ENDMAP may carry
 * blanks around them; \r is a blank; "$x1" is one variable; a lone '-'
 * is an operator. Everything else is an error naming the line and column
 * of the offending byte. */
#include "des_lex.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define MAX_INT_LITERAL 2147483647L

void des_escape(const char *s, size_t n, size_t max, char *out,
                size_t outlen)
{
    size_t o = 0;

    if (!outlen)
        return;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char) s[i];

        if (i >= max) {
            if (o + 4 < outlen)
                o += (size_t) snprintf(out + o, outlen - o, "...");
            break;
        }
        if (c < 0x20 || c >= 0x7f) {
            if (o + 5 >= outlen)
                break;
            o += (size_t) snprintf(out + o, outlen - o, "\\x%02x", c);
        } else {
            if (o + 1 >= outlen)
                break;
            out[o++] = (char) c;
        }
    }
    out[o] = '\0';
}

void des_lex_init(struct des_lexer *lx, const char *src, size_t len,
                  enum des_grammar g)
{
    memset(lx, 0, sizeof *lx);
    lx->s = src;
    lx->n = len;
    lx->line = 1;
    lx->grammar = g;
}

static int col_of(const struct des_lexer *lx, size_t pos)
{
    size_t c = pos - lx->line_start + 1;

    return c > 0x7fffffff ? 0x7fffffff : (int) c;
}

static int lex_error(struct des_lexer *lx, size_t pos, const char *fmt, ...)
{
    va_list ap;

    lx->err_line = lx->line;
    lx->err_col = col_of(lx, pos);
    va_start(ap, fmt);
    vsnprintf(lx->err, sizeof lx->err, fmt, ap);
    va_end(ap);
    return -1;
}

/* "'x'" or "byte '\xNN'" for a message about s[pos] */
static void show_byte(const struct des_lexer *lx, size_t pos, char *buf,
                      size_t len)
{
    unsigned char c = (unsigned char) lx->s[pos];

    if (c < 0x20 || c >= 0x7f)
        snprintf(buf, len, "byte '\\x%02x'", c);
    else
        snprintf(buf, len, "'%c'", c);
}

static bool is_alpha(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static bool is_digit(int c)
{
    return c >= '0' && c <= '9';
}

static int at(const struct des_lexer *lx, size_t pos)
{
    return pos < lx->n ? (unsigned char) lx->s[pos] : -1;
}

static void newline(struct des_lexer *lx, size_t pos_after)
{
    lx->line++;
    lx->line_start = pos_after;
    lx->tok_on_line = false;
}

/* the end of the line holding pos (the index of its '\n', or n) */
static size_t line_end(const struct des_lexer *lx, size_t pos)
{
    const char *nl = memchr(lx->s + pos, '\n', lx->n - pos);

    return nl ? (size_t) (nl - lx->s) : lx->n;
}

/* s[a..b) is blanks only */
static bool blank_span(const struct des_lexer *lx, size_t a, size_t b)
{
    for (size_t i = a; i < b; i++)
        if (lx->s[i] != ' ' && lx->s[i] != '\t' && lx->s[i] != '\r')
            return false;
    return true;
}

static size_t skip_blanks(const struct des_lexer *lx, size_t i, size_t end)
{
    while (i < end
           && (lx->s[i] == ' ' || lx->s[i] == '\t' || lx->s[i] == '\r'))
        i++;
    return i;
}

/* A MAP block: the word MAP alone on its line, then rows up to a line
 * whose first word is ENDMAP. pos is at the M of MAP. */
static int lex_map(struct des_lexer *lx, struct des_token *t, size_t pos)
{
    size_t eol = line_end(lx, pos);
    int map_line = lx->line;

    if (eol >= lx->n)
        return lex_error(lx, pos, "MAP has no rows and no ENDMAP");
    size_t row = eol + 1;

    newline(lx, row);
    t->text = lx->s + row;
    t->ival = lx->line;
    for (;;) {
        if (row >= lx->n) {
            lx->line = map_line;
            lx->line_start = pos - (size_t) (t->col - 1);
            return lex_error(lx, pos, "MAP has no ENDMAP (the file ends "
                             "first)");
        }
        size_t end = line_end(lx, row);
        size_t first = skip_blanks(lx, row, end);

        if (end - first >= 6 && !memcmp(lx->s + first, "ENDMAP", 6)
            && !is_alpha(at(lx, first + 6)) && !is_digit(at(lx, first + 6))) {
            t->len = (size_t) (lx->s + row - t->text);
            lx->pos = first + 6;
            return 0;
        }
        for (size_t i = row; i < end; i++) {
            unsigned char c = (unsigned char) lx->s[i];

            if (c == '\r' && i + 1 == end)
                break;
            if (c == '\t')
                return lex_error(lx, i, "tab in a MAP row (write spaces)");
            if (c < 0x20 || c >= 0x7f) {
                char b[24];

                show_byte(lx, i, b, sizeof b);
                return lex_error(lx, i, "unexpected %s in a MAP row", b);
            }
        }
        if (end >= lx->n) {
            lx->line = map_line;
            lx->line_start = pos - (size_t) (t->col - 1);
            return lex_error(lx, pos, "MAP has no ENDMAP (the file ends "
                             "first)");
        }
        row = end + 1;
        newline(lx, row);
    }
}

/* digits at pos: value into *v; -1 if too large */
static int lex_digits(struct des_lexer *lx, size_t *pos, long *v)
{
    size_t start = *pos;
    long val = 0;

    while (is_digit(at(lx, *pos))) {
        int d = lx->s[*pos] - '0';

        if (val > (MAX_INT_LITERAL - d) / 10)
            return lex_error(lx, start, "number too large (the most is "
                             "%ld)", MAX_INT_LITERAL);
        val = val * 10 + d;
        (*pos)++;
    }
    *v = val;
    return 0;
}

static int lex_number(struct des_lexer *lx, struct des_token *t, size_t pos)
{
    size_t start = pos;
    int sign = 0;
    long v = 0;

    if (lx->s[pos] == '-' || lx->s[pos] == '+') {
        sign = lx->s[pos] == '-' ? -1 : 1;
        pos++;
    }
    if (lex_digits(lx, &pos, &v) < 0)
        return -1;
    t->kind = DES_T_INT;
    t->ival = sign < 0 ? -v : v;
    if (sign)
        t->flags |= DES_TF_SIGNED;
    if (at(lx, pos) == 'd' && is_digit(at(lx, pos + 1)) && !sign) {
        long sides = 0;

        pos++;
        if (lex_digits(lx, &pos, &sides) < 0)
            return -1;
        t->kind = DES_T_DICE;
        t->ival2 = sides;
    } else if (at(lx, pos) == '%' && !sign) {
        pos++;
        t->kind = DES_T_SPERCENT;
    }
    if (is_alpha(at(lx, pos)) || is_digit(at(lx, pos))) {
        size_t e = pos;
        char shown[40];

        while (is_alpha(at(lx, e)) || is_digit(at(lx, e)))
            e++;
        des_escape(lx->s + start, e - start, 24, shown, sizeof shown);
        return lex_error(lx, start, "malformed number '%s'", shown);
    }
    lx->pos = pos;
    return 0;
}

/* [ N% ] with blanks around N% (lev_comp's PERCENT); false if the text
 * at pos is some other '[' */
static bool lex_percent(struct des_lexer *lx, struct des_token *t, size_t pos)
{
    size_t i = pos + 1;
    long v = 0;

    while (at(lx, i) == ' ' || at(lx, i) == '\t')
        i++;
    if (!is_digit(at(lx, i)))
        return false;
    while (is_digit(at(lx, i))) {
        if (v < 100000)
            v = v * 10 + (lx->s[i] - '0');
        i++;
    }
    if (at(lx, i) != '%')
        return false;
    i++;
    while (at(lx, i) == ' ' || at(lx, i) == '\t')
        i++;
    if (at(lx, i) != ']')
        return false;
    t->kind = DES_T_PERCENT;
    t->ival = v;
    lx->pos = i + 1;
    return true;
}

static int lex_string(struct des_lexer *lx, struct des_token *t, size_t pos)
{
    int line = lx->line;
    size_t ls = lx->line_start;
    size_t i = pos + 1;

    for (; i < lx->n && lx->s[i] != '"'; i++) {
        if (lx->s[i] == '\0')
            return lex_error(lx, i, "NUL byte in a string");
        if (lx->s[i] == '\n')
            newline(lx, i + 1);
    }
    if (i >= lx->n) {
        lx->line = line;
        lx->line_start = ls;
        return lex_error(lx, pos, "unterminated string (no closing '\"')");
    }
    t->kind = DES_T_STRING;
    t->text = lx->s + pos + 1;
    t->len = i - pos - 1;
    lx->pos = i + 1;
    return 0;
}

static int lex_char(struct des_lexer *lx, struct des_token *t, size_t pos)
{
    /* '\c' (four bytes) wins over 'c' where both fit, as flex's longest
       match chose */
    if (at(lx, pos + 1) == '\\' && at(lx, pos + 3) == '\''
        && at(lx, pos + 2) != '\n' && at(lx, pos + 2) >= 0) {
        t->ival = (unsigned char) lx->s[pos + 2];
        lx->pos = pos + 4;
    } else if (at(lx, pos + 2) == '\'' && at(lx, pos + 1) != '\n') {
        t->ival = (unsigned char) lx->s[pos + 1];
        lx->pos = pos + 3;
    } else
        return lex_error(lx, pos, "malformed character: write one "
                         "character between quotes, as 'x'");
    if (t->ival < 0x20 || t->ival >= 0x7f)
        return lex_error(lx, pos + 1, "the character between quotes must "
                         "be printable ASCII");
    t->kind = DES_T_CHAR;
    return 0;
}

static int lex_word(struct des_lexer *lx, struct des_token *t, size_t pos)
{
    size_t i = pos;

    while (is_alpha(at(lx, i)) || is_digit(at(lx, i))
           || (at(lx, i) == '-' && is_alpha(at(lx, i + 1))))
        i++;
    t->kind = DES_T_WORD;
    t->text = lx->s + pos;
    t->len = i - pos;
    lx->pos = i;
    if (t->len == 3 && !memcmp(t->text, "MAP", 3)
        && (t->flags & DES_TF_LINE_START)
        && blank_span(lx, i, line_end(lx, i)))
        return lex_map(lx, t, pos) < 0 ? -1 : (t->kind = DES_T_MAP, 0);
    if (t->len == 6 && !memcmp(t->text, "random", 6) && at(lx, i) == '['
        && lx->grammar != DES_GRAMMAR_34) {
        t->kind = DES_T_RANDOM_BR;
        lx->pos = i + 1;
    }
    return 0;
}

static int lex_punct(struct des_lexer *lx, struct des_token *t, size_t pos)
{
    int c = lx->s[pos], c2 = at(lx, pos + 1);
    static const struct { char a, b; enum des_cmp op; } cmps[] = {
        { '=', '=', DES_CMP_EQ }, { '!', '=', DES_CMP_NE },
        { '<', '>', DES_CMP_NE }, { '<', '=', DES_CMP_LE },
        { '>', '=', DES_CMP_GE }, { '<', 0, DES_CMP_LT },
        { '>', 0, DES_CMP_GT },
    };

    for (size_t k = 0; k < sizeof cmps / sizeof cmps[0]; k++)
        if (c == cmps[k].a && (!cmps[k].b || c2 == cmps[k].b)) {
            t->kind = DES_T_CMP;
            t->ival = cmps[k].op;
            lx->pos = pos + (cmps[k].b ? 2 : 1);
            return 0;
        }
    if (c == '.' && c2 == '.') {
        t->kind = DES_T_DOTDOT;
        lx->pos = pos + 2;
        return 0;
    }
    if (strchr("()[]{},:=+-*/%.&|", c)) {
        t->kind = DES_T_PUNCT;
        t->ival = c;
        lx->pos = pos + 1;
        return 0;
    }
    char b[24];

    show_byte(lx, pos, b, sizeof b);
    if (c == '#')
        return lex_error(lx, pos, "unexpected '#': a comment must start "
                         "its line");
    if (c == '!')
        return lex_error(lx, pos, "unexpected '!' (comparisons are == != "
                         "< <= > >=)");
    return lex_error(lx, pos, "unexpected %s", b);
}

/* whether an integer sign at this point starts a number */
static bool sign_starts_number(const struct des_lexer *lx, size_t pos)
{
    if (!is_digit(at(lx, pos + 1)))
        return false;
    return lx->grammar == DES_GRAMMAR_34 || !lx->prev_operand;
}

int des_lex_next(struct des_lexer *lx, struct des_token *t)
{
    size_t pos = lx->pos;

    memset(t, 0, sizeof *t);
    for (;;) {
        int c = at(lx, pos);

        if (c == ' ' || c == '\t' || c == '\r') {
            pos++;
        } else if (c == '\n') {
            pos++;
            newline(lx, pos);
        } else if (c == '#' && !lx->tok_on_line) {
            pos = line_end(lx, pos);
        } else
            break;
    }
    t->line = lx->line;
    t->col = col_of(lx, pos);
    if (!lx->tok_on_line)
        t->flags |= DES_TF_LINE_START;
    t->src = lx->s + pos;
    if (pos >= lx->n) {
        t->kind = DES_T_EOF;
        lx->pos = pos;
        t->srclen = 0;
        return 0;
    }

    int c = lx->s[pos], rc;

    if (is_alpha(c))
        rc = lex_word(lx, t, pos);
    else if (is_digit(c)
             || ((c == '-' || c == '+') && sign_starts_number(lx, pos)))
        rc = lex_number(lx, t, pos);
    else if (c == '"')
        rc = lex_string(lx, t, pos);
    else if (c == '\'')
        rc = lex_char(lx, t, pos);
    else if (c == '$') {
        size_t i = pos + 1;

        if (!is_alpha(at(lx, i)))
            return lex_error(lx, pos, "'$' must start a variable name, "
                             "as $place");
        while (is_alpha(at(lx, i)) || is_digit(at(lx, i)))
            i++;
        t->kind = DES_T_VAR;
        t->text = lx->s + pos + 1;
        t->len = i - pos - 1;
        lx->pos = i;
        rc = 0;
    } else if (c == '[' && lex_percent(lx, t, pos))
        rc = 0;
    else
        rc = lex_punct(lx, t, pos);
    if (rc < 0)
        return -1;
    lx->tok_on_line = true;
    t->srclen = t->kind == DES_T_MAP ? 3 : lx->pos - pos;
    if (t->kind == DES_T_STRING && t->srclen > 200)
        t->srclen = 200;
    lx->prev_operand = t->kind == DES_T_INT || t->kind == DES_T_DICE
        || t->kind == DES_T_VAR
        || (t->kind == DES_T_PUNCT && (t->ival == ')' || t->ival == ']'));
    return 0;
}
