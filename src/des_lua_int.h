/* des_lua_int.h - the compiler's state, shared by des_lua.c (statements),
 * des_lua_expr.c (values and selections) and des_lua34.c (3.4.3's
 * registers and lists). Not for use outside the des_lua module. */
#ifndef NHLEV_DES_LUA_INT_H
#define NHLEV_DES_LUA_INT_H

#include <setjmp.h>

#include "des_lua.h"

/* what a BREAK leaves: a Lua loop (break) or a contents function (return) */
enum { DL_IN_LOOP = 1, DL_IN_FUNC = 2 };

struct dl {
    const struct des_file *f;
    const struct des_level *lv;
    enum des_lua_style style;
    bool lenient;             /* DES_LUA_LENIENT: names passed on as given */
    struct des_lua_buf *out;
    int line;                 /* the output's current line (1-based) */
    bool line_used;           /* something is on that line already */
    int depth;                /* convert style: indentation */
    int nf;                   /* fields written in the table being built */
    char *err;
    size_t errlen;
    jmp_buf fail;             /* dl_fail jumps here */
    int nested[128];          /* DL_IN_* of the enclosing constructs */
    int nnested;
    int tmp;                  /* counter for the compiler's own locals */
    char varbuf[4][80];       /* dl_var's renamed variables */
    int varturn;
    /* 3.6 EXIT (des_lua_flow.c): the FUNCTIONs that may end the script,
       and whether an EXIT in a function needs the exit__ flag */
    const char **exitfn;
    int nexitfn;
    bool exit_flag;
    /* 3.4.3: the order sp_lev made the statements in (des_lua34.c) */
    bool in34;
    struct dl34 *t34;
    int *order34, *last34;
};

/* how deep the Lua written may nest blocks (dl_at refuses deeper): well
 * past NetHack's levels (rooms nest at most MAX_NESTED_ROOMS deep), well
 * short of what Lua's parser holds */
#define DL_MAX_DEPTH 32

void dl_fail(struct dl *c, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5), noreturn));
void dl_puts(struct dl *c, const char *s);
void dl_printf(struct dl *c, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* start a statement of .des line `line` (build: that output line) */
void dl_at(struct dl *c, int line);
void dl_newline(struct dl *c);
void dl_quote(struct dl *c, const char *s);
/* table fields: "{ " ... " }" with ", " between fields */
void dl_open(struct dl *c);
void dl_close(struct dl *c);
void dl_field(struct dl *c, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* des_lua.c, des_lua_flow.c */
static inline const struct des_expr *dl_arg(const struct des_stmt *s, int i)
{
    return i < s->na ? s->a[i] : NULL;
}
void dl_statement(struct dl *c, const struct des_stmt *s);
void dl_block(struct dl *c, const struct des_block *b, int in);
void dl_control(struct dl *c, const struct des_stmt *s);   /* 3.6 flow */
void dl_collect_vars(const struct des_block *b, const char **names, int *n,
                     int max);
/* 3.6 EXIT: plan it for the level (false: out of memory), then after a
   statement whose contents or FUNCTION may exit, the flag's check */
bool dl_exit_plan(struct dl *c);
void dl_exit_check(struct dl *c, const struct des_stmt *s);
/* convert style: "-- file.des:LINE" after a statement */
void dl_source_note(struct dl *c, int line);
/* the same for a statement written from output offset start: on its
   first line */
void dl_source_note_at(struct dl *c, int line, size_t start);

/* names (des_lua_names.c) */
void dl_species(struct dl *c, const struct des_expr *e);
void dl_object_name(struct dl *c, const struct des_expr *cl,
                    const struct des_expr *id);
void dl_check_trap(struct dl *c, const struct des_expr *e);
void dl_check_room_type(struct dl *c, const struct des_expr *e);

/* values (des_lua_expr.c) */
void dl_value(struct dl *c, const struct des_expr *e);
void dl_sel(struct dl *c, const struct des_expr *e);
/* fields for a place: x = .., y = .. or coord = ..; nothing for random */
void dl_coord_fields(struct dl *c, const struct des_expr *e);
/* a region as {x1,y1,x2,y2}; *islev for levregion() */
void dl_region(struct dl *c, const struct des_expr *e, bool *islev);
bool dl_is_random(const struct des_expr *e);
const char *dl_var(struct dl *c, const char *name);     /* a 3.6 variable's Lua name */

/* 3.4.3 (des_lua34.c) */
int dl34_new(struct dl *c);
void dl34_free(struct dl *c);
void dl34_level(struct dl *c);            /* the level's statements */
bool dl34_value(struct dl *c, const struct des_expr *e);   /* registers */
/* a room's or container's contents, in sp_lev's order; false if s is
   not 3.4.3's to say */
bool dl34_contents(struct dl *c, const struct des_stmt *s, const char *key);
bool dl34_stocked(struct dl *c, const struct des_stmt *s);
/* walks of an earlier map part made after the last (des_lua34.c): the
   last map's contents field, a walk's place; false if not such a level */
bool dl34_map_contents(struct dl *c, const struct des_stmt *s);
bool dl34_walk_place(struct dl *c, const struct des_stmt *s);
void dl34_random_list(struct dl *c, const struct des_stmt *s);
int dl34_node_of(struct dl *c, const struct des_stmt *s);
/* des_lua.c: one statement (build style: its call only) */
void dl34_statement(struct dl *c, const struct des_stmt *s);

#endif
