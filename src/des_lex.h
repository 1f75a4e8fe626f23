/* des_lex.h - the tokens of a .des file, each with its line and column.
 *
 * One lexer serves both grammars; the differences are small and local:
 * 3.4.3 attaches a sign to any integer ("-1"), 3.6 only where no operand
 * precedes (so "$n -1" is a subtraction there). Keywords are WORD tokens,
 * told apart by the parser, which knows which grammar it reads. A MAP
 * block, from the MAP line to ENDMAP, is one token.
 *
 * The lexer accepts everything NetHack's lev_comp.l accepted, with the
 * same meaning, and a little more where lev_comp's flex rules were
 * accidents (a lone '-' was a word to 3.6's lev_comp, so no subtraction
 * could ever be written; "$x1" split into "$x" and "1"). Tokens point
 * into the source text, which must outlive them. */
#ifndef NHLEV_DES_LEX_H
#define NHLEV_DES_LEX_H

#include <stdbool.h>
#include <stddef.h>

#include "des_tree.h"

enum des_tok {
    DES_T_EOF,
    DES_T_WORD,      /* [A-Za-z_][A-Za-z0-9_]*, with inner '-' before a
                        letter (half-left) */
    DES_T_INT,       /* ival; DES_TF_SIGNED when written with + or - */
    DES_T_DICE,      /* NdM: ival N, ival2 M */
    DES_T_PERCENT,   /* [ N% ]: ival */
    DES_T_SPERCENT,  /* N%: ival */
    DES_T_STRING,    /* "...": text, len the contents (no escapes) */
    DES_T_CHAR,      /* 'c' or '\c': ival */
    DES_T_VAR,       /* $name: text, len the name */
    DES_T_RANDOM_BR, /* random[ (3.6, no space before the bracket) */
    DES_T_MAP,       /* MAP ... ENDMAP: text, len the rows (from the line
                        after MAP to the ENDMAP line), ival the first
                        row's line */
    DES_T_PUNCT,     /* ( ) [ ] { } , : = + - * / % . & | : ival */
    DES_T_DOTDOT,    /* .. */
    DES_T_CMP        /* == != <> < <= > >=: ival enum des_cmp */
};

enum { DES_TF_SIGNED = 1, DES_TF_LINE_START = 2 /* first on its line */ };

struct des_token {
    enum des_tok kind;
    int line, col;
    unsigned flags;
    long ival, ival2;
    const char *text;        /* WORD, STRING, VAR, MAP: into the source */
    size_t len;
    const char *src;         /* the token as written, for messages */
    size_t srclen;
};

struct des_lexer {
    const char *s;
    size_t n, pos;
    int line;
    size_t line_start;
    enum des_grammar grammar;
    bool prev_operand;       /* the last token ends an operand */
    bool tok_on_line;        /* a token stands before pos on its line */
    /* the error, when des_lex_next returns -1 */
    int err_line, err_col;
    char err[200];
};

void des_lex_init(struct des_lexer *lx, const char *src, size_t len,
                  enum des_grammar g);
/* the next token; -1 on a lexical error (lx->err, err_line, err_col) */
int des_lex_next(struct des_lexer *lx, struct des_token *t);

/* s[0..n) for a message: control bytes and bytes past ASCII as \xNN,
 * cut at max visible bytes with "..." */
void des_escape(const char *s, size_t n, size_t max, char *out,
                size_t outlen);

#endif
