/* des_parse_int.h - what the parser's files share: the parser state, token
 * access, errors, node building and the pieces both grammars read alike.
 * Errors leave by longjmp to des_parse, which frees the arena: the tree
 * being built never needs unwinding. */
#ifndef NHLEV_DES_PARSE_INT_H
#define NHLEV_DES_PARSE_INT_H

#include <setjmp.h>
#include <stdbool.h>
#include <stdnoreturn.h>

#include "des_arena.h"
#include "des_lex.h"
#include "des_tree.h"

/* how deep blocks and expressions may nest before the file is refused */
#define DES_MAX_DEPTH 100

struct des_var {                 /* a 3.6 variable, typed as lev_comp types */
    const char *name;
    int type;                    /* enum des_vtype */
    struct des_var *next;
};

struct des_func {                /* a 3.6 function */
    const char *name;
    const struct des_stmt *def;
    struct des_func *next;
};

#define DES_VAR_BUCKETS 1024
/* variables of a level, functions of a file */
#define DES_MAX_VARS 10000
#define DES_MAX_FUNCS 1000

struct des_parser {
    struct des_lexer lx;
    struct des_token la[6];      /* lookahead */
    int nla;
    struct des_token last;       /* the token consumed last */
    struct des_arena *arena;
    struct des_file *file;
    enum des_grammar g;
    const char *path;
    jmp_buf jb;
    int err_line, err_col;
    char err[520];
    int depth;

    /* 3.6: variables of the level (or function) being read */
    struct des_var *vars[DES_VAR_BUCKETS];
    int nvars;
    struct des_func *funcs;
    int nfuncs;
    int in_switch;               /* SWITCH being read */
    int break_ok;                /* blocks BREAK may leave */
    int contents;                /* CONTAINER or MONSTER contents */
    bool in_function;

    /* 3.4.3: where the statement being read belongs */
    bool header_done;            /* a MAP, NOMAP or ROOM was read */
    bool map_seen;               /* MAZE: a MAP or NOMAP was read */
    struct des_stmt *room;       /* LEVEL: the room taking details */
    bool corridors;              /* LEVEL: CORRIDOR read */
    bool rand_corridors;         /* LEVEL: RANDOM_CORRIDORS read */
    bool object_seen;            /* an object OBJFLAGS may apply to */
    int nrndregions;             /* SLASH'EM RANDOM_REGIONs of the map */
};

/* ---- tokens --------------------------------------------------------- */

const struct des_token *des_peek(struct des_parser *p, int k);  /* k < 6 */
/* consume the next token; a copy stays in p->last */
const struct des_token *des_next(struct des_parser *p);

bool des_tok_word(const struct des_token *t, const char *w);
/* one of the NULL-terminated words */
bool des_tok_word_in(const struct des_token *t, const char *const *words);
bool des_at_word(struct des_parser *p, const char *w);
bool des_at_punct(struct des_parser *p, int c);
bool des_accept_word(struct des_parser *p, const char *w);
bool des_accept_punct(struct des_parser *p, int c);
void des_expect_punct(struct des_parser *p, int c, const char *where);
void des_expect_word(struct des_parser *p, const char *w, const char *where);
/* the ':' after a statement's keyword ("expected ':' after KEYWORD") */
void des_colon(struct des_parser *p, const struct des_token *kw);
void des_comma(struct des_parser *p, const char *after);
/* the end of a file, or the MAZE or LEVEL that starts the next level */
bool des_at_level_end(struct des_parser *p);

/* ---- errors --------------------------------------------------------- */

/* "expected WHAT near 'TOKEN'" at the next token */
noreturn void des_expected(struct des_parser *p, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* a message at a token, with its text as "near" */
noreturn void des_fail_at(struct des_parser *p, const struct des_token *t,
                          const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* a message at a place, as it is */
noreturn void des_fail_pos(struct des_parser *p, int line, int col,
                           const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void des_enter(struct des_parser *p);    /* one level deeper (bounded) */
void des_leave(struct des_parser *p);

/* ---- building ------------------------------------------------------- */

void *des_alloc(struct des_parser *p, size_t n);
const char *des_strdup(struct des_parser *p, const char *s, size_t n);
struct des_expr *des_expr_at(struct des_parser *p, enum des_expr_kind k,
                             const struct des_token *t);
void des_expr_add(struct des_parser *p, struct des_expr *e,
                  struct des_expr *kid);
struct des_stmt *des_stmt_at(struct des_parser *p, enum des_stmt_kind k,
                             const struct des_token *t);
void des_stmt_arg(struct des_parser *p, struct des_stmt *s, int slot,
                  struct des_expr *e);
struct des_extra *des_stmt_extra(struct des_parser *p, struct des_stmt *s,
                                 enum des_extra_key k,
                                 const struct des_token *at,
                                 struct des_expr *val);
void des_block_add(struct des_parser *p, struct des_block *b,
                   struct des_stmt *s);

/* ---- pieces both grammars share ------------------------------------- */

/* value word sets, 0-terminated */
extern const enum des_word DES_WS_DOOR34[], DES_WS_DOOR36[], DES_WS_LIGHT[],
    DES_WS_DIR[], DES_WS_HJUST[], DES_WS_VJUST[], DES_WS_ALIGN[],
    DES_WS_ALTAR[], DES_WS_UPDOWN[], DES_WS_BOOL[], DES_WS_ENGR34[],
    DES_WS_ENGR36[], DES_WS_CURSE[], DES_WS_ATTITUDE[], DES_WS_ALERTNESS[],
    DES_WS_APPEAR[], DES_WS_FLAGS34[], DES_WS_FLAGS36[], DES_WS_FILLING[],
    DES_WS_SANITY[], DES_WS_OBJFLAGS[];

bool des_word_in(enum des_word w, const enum des_word *set);
/* the next token as a word of set (or random, when allowed), consumed;
 * else "expected WHAT (a, b or c) near ..." */
struct des_expr *des_word_of(struct des_parser *p, const enum des_word *set,
                             const char *what, bool random_ok);
/* the same when the next token is one; NULL (nothing consumed) if not */
struct des_expr *des_maybe_word_of(struct des_parser *p,
                                   const enum des_word *set, bool random_ok);

struct des_expr *des_int_lit(struct des_parser *p, const char *what);
struct des_expr *des_str_lit(struct des_parser *p, const char *what);
struct des_expr *des_char_lit(struct des_parser *p, const char *what);
struct des_expr *des_random(struct des_parser *p, const char *what);
struct des_expr *des_coord_lit(struct des_parser *p);       /* (x,y) */
struct des_expr *des_region_lit(struct des_parser *p);      /* (x1,..,y2) */
/* the same, refused when it starts after it ends (lev_comp checked only
 * some regions: 3.4.3's REGION, 3.6's region values) */
struct des_expr *des_region_ordered(struct des_parser *p);
struct des_expr *des_lev_region(struct des_parser *p);      /* or levregion */
struct des_expr *des_dirs(struct des_parser *p, bool many);  /* north|west */
struct des_expr *des_corr_spec(struct des_parser *p);
/* "(N,N" ahead: a literal coordinate or region */
bool des_at_lit_tuple(struct des_parser *p);
/* FLAGS: after the keyword */
void des_level_flags(struct des_parser *p, struct des_level *lev,
                     const struct des_token *kw, const enum des_word *set);
/* GEOMETRY's MAP token made a map */
struct des_map *des_map_from(struct des_parser *p, const struct des_token *t);
/* a statement keyword of either grammar, for the messages about the
 * other grammar's words and for "did you mean" */
bool des_is_keyword36(const struct des_token *t);
bool des_is_keyword34(const struct des_token *t);
noreturn void des_unknown_statement(struct des_parser *p);
/* "name" or random */
struct des_expr *des_str_or_random(struct des_parser *p, const char *what);
/* two level regions into slots base and base+1, then by the statement's
 * kind PORTAL's destination, a stair region's up or down, or
 * TELEPORT_REGION's optional up or down (into slot 2) */
void des_levregion_args(struct des_parser *p, struct des_stmt *s, int base);
/* INIT_MAP mines' arguments from the foreground to walled (slots 1-6) */
void des_init_map_mines(struct des_parser *p, struct des_stmt *s);
/* CORRIDOR: its two ends (the second may be a number) */
void des_corridor_args(struct des_parser *p, struct des_stmt *s);

/* ---- the grammars ---------------------------------------------------- */

/* a level's statements, after its header, up to the next level or the
 * end of the file */
void des_parse34_level(struct des_parser *p, struct des_level *lev);
void des_parse36_level(struct des_parser *p, struct des_level *lev);

/* des_parse36.c */
struct des_stmt *des36_statement(struct des_parser *p);
/* { statements } into b, marking s as having a body; a breakable block
 * is one BREAK may leave */
void des36_block(struct des_parser *p, struct des_stmt *s,
                 struct des_block *b, bool breakable, const char *what);
/* des_parse36_flow.c: SHUFFLE, IF, LOOP, FOR, SWITCH, BREAK, EXIT,
 * FUNCTION after their keyword; chance statements, assignments, calls */
struct des_stmt *des36_flow(struct des_parser *p, const struct des_token *kw);
struct des_stmt *des36_chance(struct des_parser *p);
struct des_stmt *des36_assign(struct des_parser *p);
struct des_stmt *des36_call(struct des_parser *p);

/* des_parse36_expr.c */
struct des_expr *des36_int(struct des_parser *p);          /* math_expr */
struct des_expr *des36_string(struct des_parser *p);       /* string_expr */
struct des_expr *des36_coord(struct des_parser *p);        /* coord_or_var */
struct des_expr *des36_region(struct des_parser *p);       /* region_or_var */
struct des_expr *des36_mapchar(struct des_parser *p);      /* mapchar_or_var */
struct des_expr *des36_monster(struct des_parser *p);      /* monster_or_var */
struct des_expr *des36_object(struct des_parser *p);       /* object_or_var */
struct des_expr *des36_selection(struct des_parser *p);    /* ter_selection */
struct des_expr *des36_condition(struct des_parser *p);    /* comparestmt */
/* the value of $name = ..., after '='; its type into *vtype */
struct des_expr *des36_assigned(struct des_parser *p, int *vtype);
bool des36_at_string(struct des_parser *p);  /* a string expression next */
bool des36_at_coord(struct des_parser *p);   /* a coordinate next */
/* variables */
struct des_var *des36_var_find(struct des_parser *p, const char *name,
                               size_t n);
void des36_var_define(struct des_parser *p, const struct des_token *at,
                      const char *name, int type);
void des36_vars_clear(struct des_parser *p);
const char *des36_vtype_name(int type);

#endif
