/* des_tree.h - the syntax tree of a .des file (lev_comp's language, in
 * its NetHack 3.4.3 and 3.6 grammars), as the front end reads it.
 *
 * The tree knows nothing of the engine: it keeps what the file says, in
 * the file's order, with the line and column of every node, so that an
 * interpreter can build the level through the engine and a converter can
 * write NetHack 5.0 Lua from it. Nothing is resolved here: names stay
 * strings, map rows stay the text of the file, 'random' stays a node.
 *
 * Both grammars share one shape. A file is a list of levels; a level is
 * its header (MAZE or LEVEL, name, filling, FLAGS) and a list of
 * statements. A statement is a kind, positional arguments (the slots
 * listed below for each kind; NULL where an optional one is absent),
 * keyed extras (monster and object details, room and region flags), and
 * the blocks it owns (a ROOM's contents, IF's branches, a CONTAINER's
 * contents ...). In the 3.4.3 grammar, the details that follow a ROOM or
 * SUBROOM are that room's block, as a 3.6 ROOM's braces hold them.
 *
 * All the memory of a file is one arena, freed with des_file_free. */
#ifndef NHLEV_DES_TREE_H
#define NHLEV_DES_TREE_H

#include <stdbool.h>
#include <stddef.h>

enum des_grammar {
    DES_GRAMMAR_AUTO = 0,   /* told from the file (des_parse) */
    DES_GRAMMAR_34,         /* NetHack 3.4.3's lev_comp, with SLASH'EM's and
                               dNetHack's extensions */
    DES_GRAMMAR_36          /* NetHack 3.6's lev_comp */
};

/* The variant extensions a 3.4.3-grammar file used (des_file.ext). */
enum {
    DES_EXT_SLASHEM = 0x01,   /* OBJFLAGS, RANDOM_REGION, region[n],
                                 place[i][j], RANDOM_PLACES[n], door keys,
                                 'Z', scrawl, spooky */
    DES_EXT_DNETHACK = 0x02,  /* FORGE, [skipcheck], door texts, altar
                                 gods, dNetHack's map characters */
    DES_EXT_LETHE = 0x04      /* the lethe flag (both variants) */
};

/* ---- values --------------------------------------------------------- */

/* The lower-case words lev_comp reads as values (door states, alignments,
 * light, directions ...) and the flag words. des_word_name gives the
 * spelling. */
enum des_word {
    DES_W_NONE_ = 0,
    /* door states */
    DES_W_OPEN, DES_W_CLOSED, DES_W_LOCKED, DES_W_NODOOR, DES_W_BROKEN,
    DES_W_SECRET,
    /* directions */
    DES_W_NORTH, DES_W_EAST, DES_W_SOUTH, DES_W_WEST,
    /* justification */
    DES_W_LEFT, DES_W_HALF_LEFT, DES_W_CENTER, DES_W_HALF_RIGHT, DES_W_RIGHT,
    DES_W_TOP, DES_W_BOTTOM,
    /* light, room and region flags */
    DES_W_LIT, DES_W_UNLIT, DES_W_FILLED, DES_W_UNFILLED, DES_W_REGULAR,
    DES_W_IRREGULAR, DES_W_JOINED, DES_W_UNJOINED, DES_W_LIMITED,
    DES_W_UNLIMITED,
    /* alignments */
    DES_W_NOALIGN, DES_W_LAW, DES_W_NEUTRAL, DES_W_CHAOS, DES_W_COALIGNED,
    DES_W_NONCOALIGNED,
    /* monsters */
    DES_W_PEACEFUL, DES_W_HOSTILE, DES_W_ASLEEP, DES_W_AWAKE,
    DES_W_M_FEATURE, DES_W_M_MONSTER, DES_W_M_OBJECT,
    /* altars, stairs, booleans */
    DES_W_SANCTUM, DES_W_SHRINE, DES_W_ALTAR, DES_W_UP, DES_W_DOWN,
    DES_W_TRUE, DES_W_FALSE,
    /* engravings */
    DES_W_DUST, DES_W_ENGRAVE, DES_W_BURN, DES_W_MARK, DES_W_BLOOD,
    DES_W_SCRAWL,
    /* objects */
    DES_W_BLESSED, DES_W_UNCURSED, DES_W_CURSED, DES_W_CONTAINED,
    DES_W_TRAPPED, DES_W_NOT_TRAPPED, DES_W_O_LIT, DES_W_O_BURIED,
    DES_W_SKIPCHECK, DES_W_NOSKIPCHECK,
    /* 3.6 selections and coordinates */
    DES_W_DRY, DES_W_WET, DES_W_HOT, DES_W_SOLID, DES_W_ANY,
    DES_W_RADIAL, DES_W_SQUARE, DES_W_ALL,
    /* INIT_MAP styles (3.4.3's INIT_MAP is always mines) */
    DES_W_MINES, DES_W_SOLIDFILL, DES_W_MAZEGRID, DES_W_ROGUE,
    /* level flags */
    DES_W_NOTELEPORT, DES_W_HARDFLOOR, DES_W_NOMMAP, DES_W_ARBOREAL,
    DES_W_SHORTSIGHTED, DES_W_MAZELEVEL, DES_W_PREMAPPED, DES_W_SHROUD,
    DES_W_GRAVEYARD, DES_W_ICEDPOOLS, DES_W_SOLIDIFY, DES_W_CORRMAZE,
    DES_W_INACCESSIBLES, DES_W_SPOOKY, DES_W_LETHE,
    DES_W_COUNT_
};

enum des_expr_kind {
    DES_E_INT,        /* ival (signed: written with a sign) */
    DES_E_DICE,       /* ival d ival2 */
    DES_E_STR,        /* str */
    DES_E_CHAR,       /* ival: the character between quotes */
    DES_E_WORD,       /* word: a value word (lit, north, peaceful ...) */
    DES_E_RANDOM,     /* random; 3.6 random[dry,wet]: kids are WORDs */
    DES_E_NONE,       /* none (3.4.3 object names, SLASH'EM places) */
    DES_E_COORD,      /* (x,y): kids[0..1], INTs; a ROOM's alignment
                         (left,top) has WORD kids */
    DES_E_REGION,     /* (x1,y1,x2,y2): kids[0..3] */
    DES_E_LEVREGION,  /* levregion(x1,y1,x2,y2): kids[0..3] */
    DES_E_REGISTER,   /* 3.4.3 place[n], object[n], monster[n], align[n],
                         SLASH'EM region[n] and place[n][m]: str is the
                         register's name, ival the index, ival2 the second
                         index or -1 */
    DES_E_VAR,        /* $str; vtype its type where it is used */
    DES_E_INDEX,      /* $str[kids[0]] */
    DES_E_BINOP,      /* kids[0] op kids[1]; op in ival: + - * / % and
                         '.' (3.6 string concatenation) */
    DES_E_NEG,        /* -kids[0] */
    DES_E_LIST,       /* { kids } (3.6 arrays, 3.4.3 RANDOM_* lists) */
    DES_E_MONSTER,    /* a monster: kids[0] class (CHAR, RANDOM, REGISTER
                         or NULL), kids[1] name (STR, RANDOM or NULL) */
    DES_E_OBJECT,     /* an object: the same two slots */
    DES_E_MAPCHAR,    /* 3.6 ('c', light): kids[0] CHAR, kids[1] light;
                         a bare 'c' is a CHAR node */
    DES_E_DIRS,       /* north|west ...: kids are WORDs */
    DES_E_CORR,       /* a corridor end (room, wall, door): kids[0] INT,
                         kids[1] WORD, kids[2] INT or RANDOM */
    DES_E_COMPARE,    /* 3.6 [a op b]: op in ival (DES_CMP_*), kids[0],
                         kids[1]; [a] alone has op DES_CMP_TRUE, one kid */
    DES_E_PERCENT,    /* [n%]: ival */
    /* 3.6 selections; a coordinate where a selection is wanted is the
       COORD (or variable) itself */
    DES_E_SEL_UNION,  /* kids[0] & kids[1] (lev_comp's '&' adds) */
    DES_E_SEL_RECT,   /* rect region: kids[0] */
    DES_E_SEL_FILLRECT,
    DES_E_SEL_LINE,   /* line c1,c2 */
    DES_E_SEL_RANDLINE, /* randline c1,c2,roughness */
    DES_E_SEL_GROW,   /* grow([dirs,] sel): kids[0] DIRS or NULL, kids[1] */
    DES_E_SEL_FILTER, /* filter(what, sel): kids[0] PERCENT (from n%),
                         a mapchar or a selection; kids[1] */
    DES_E_SEL_FLOOD,  /* floodfill c */
    DES_E_SEL_CIRCLE, /* circle(c, r [, filled]): kids[2] WORD or NULL */
    DES_E_SEL_ELLIPSE,/* ellipse(c, rx, ry [, filled]): kids[3] or NULL */
    DES_E_SEL_GRADIENT, /* gradient(type, (lo - hi [,limited]), c [,c2]):
                           kids: WORD type, lo, hi, WORD limited or NULL,
                           c, c2 or NULL */
    DES_E_SEL_COMPLEMENT, /* complement sel */
    DES_E_RNDCOORD,   /* rndcoord(sel): a coordinate */
    DES_E_KIND_COUNT_
};

enum des_cmp { DES_CMP_TRUE, DES_CMP_EQ, DES_CMP_NE, DES_CMP_LT,
               DES_CMP_LE, DES_CMP_GT, DES_CMP_GE };

/* 3.6 variable types, as lev_comp types them at their first assignment */
enum des_vtype {
    DES_VT_NONE = 0, DES_VT_INT, DES_VT_STRING, DES_VT_COORD,
    DES_VT_REGION, DES_VT_MAPCHAR, DES_VT_MONST, DES_VT_OBJ, DES_VT_SEL,
    DES_VT_ARRAY = 0x100   /* or'ed: an array of that type */
};

struct des_expr {
    enum des_expr_kind kind;
    int line, col;
    long ival, ival2;
    enum des_word word;
    int vtype;                  /* VAR, INDEX: enum des_vtype */
    const char *str;            /* STR text, VAR name (without $),
                                   REGISTER name */
    struct des_expr **kids;
    int nkids;
};

/* ---- statements ----------------------------------------------------- */

/* The slots of each kind: a[0], a[1] ... (NULL where optional and absent).
 * "coord" is a COORD, RANDOM, REGISTER, RNDCOORD, VAR or INDEX; "sel" a
 * selection expression; "lreg" a REGION or LEVREGION. */
enum des_stmt_kind {
    DES_S_MESSAGE,        /* a0 text (STR, or a 3.6 string expression) */
    DES_S_INIT_MAP,       /* a0 style WORD (mines, solidfill, mazegrid,
                             rogue); mines: a1 fg CHAR, a2 bg CHAR,
                             a3 smoothed, a4 joined (WORD true/false),
                             a5 lit, a6 walled (WORD or RANDOM), a7 3.6
                             filling CHAR; solidfill: a1 CHAR or MAPCHAR;
                             mazegrid: a1 CHAR */
    DES_S_MAP,            /* GEOMETRY + MAP: a0 halign WORD (or a 3.6
                             coord), a1 valign WORD (NULL with a coord),
                             a2 3.6 roomfill WORD true/false; map */
    DES_S_NOMAP,
    DES_S_RANDOM_PLACES,  /* a0 LIST of COORD (or NONE); a1 SLASH'EM
                             index INT */
    DES_S_RANDOM_OBJECTS, /* a0 LIST of CHAR */
    DES_S_RANDOM_MONSTERS,/* a0 LIST of CHAR */
    DES_S_RANDOM_REGION,  /* SLASH'EM: a0 index INT, a1 lreg, a2 lreg */
    DES_S_MONSTER,        /* a0 MONSTER (or VAR/INDEX), a1 coord; extras;
                             3.6 body: its inventory */
    DES_S_OBJECT,         /* a0 OBJECT (or VAR/INDEX), a1 3.4.3 where:
                             coord or WORD contained; in 3.6 the place is
                             the extra DES_X_COORD, in the file's order */
    DES_S_CONTAINER,      /* as OBJECT; body: its contents (3.6) */
    DES_S_TRAP,           /* a0 STR or RANDOM, a1 coord */
    DES_S_DOOR,           /* a0 state WORD or RANDOM, a1 coord (3.4.3) or
                             sel (3.6) */
    DES_S_ROOMDOOR,       /* a door on a room's wall (3.6 ROOMDOOR, 3.4.3
                             DOOR inside a room): a0 secret WORD or
                             RANDOM, a1 state, a2 wall DIRS or RANDOM,
                             a3 position INT or RANDOM */
    DES_S_DRAWBRIDGE,     /* a0 coord, a1 direction WORD, a2 state */
    DES_S_MAZEWALK,       /* a0 coord, a1 direction, a2 3.6 stocked
                             WORD true/false, a3 3.6 filling CHAR */
    DES_S_WALLIFY,        /* a0 3.6 sel or NULL */
    DES_S_LADDER,         /* a0 coord, a1 WORD up/down */
    DES_S_STAIR,          /* a0 coord, a1 WORD up/down */
    DES_S_STAIR_REGION,   /* STAIR with regions: a0 lreg, a1 lreg (the
                             part excluded), a2 up/down */
    DES_S_PORTAL,         /* a0 lreg, a1 lreg, a2 STR destination */
    DES_S_TELEPORT_REGION,/* a0 lreg, a1 lreg, a2 up/down or NULL */
    DES_S_BRANCH,         /* a0 lreg, a1 lreg */
    DES_S_FOUNTAIN,       /* a0 coord (3.4.3) or sel (3.6) */
    DES_S_SINK,
    DES_S_POOL,
    DES_S_NON_DIGGABLE,   /* a0 REGION (or 3.6 VAR/INDEX) */
    DES_S_NON_PASSWALL,
    DES_S_REGION,         /* a0 REGION (or VAR/INDEX), a1 light, a2 type
                             STR or RANDOM; extras filled / irregular /
                             joined; 3.6 body */
    DES_S_ALTAR,          /* a0 coord, a1 alignment (WORD, REGISTER or
                             RANDOM), a2 type WORD or RANDOM */
    DES_S_GOLD,           /* a0 amount (INT, RANDOM or 3.6 expression),
                             a1 coord */
    DES_S_ENGRAVING,      /* a0 coord, a1 type WORD or RANDOM, a2 text */
    DES_S_GRAVE,          /* 3.6: a0 coord, a1 text, RANDOM or NULL */
    DES_S_ROOM,           /* a0 type STR or RANDOM, a1 light, a2 position
                             COORD (1..5) or RANDOM, a3 alignment COORD of
                             WORDs or RANDOM, a4 size COORD or RANDOM;
                             chance (3.6 "type"[n%]); extras; body */
    DES_S_SUBROOM,        /* a0 type, a1 light, a2 position, a3 size,
                             a4 3.4.3 parent room's name STR (3.6 nests
                             it in its parent's body instead); body */
    DES_S_ROOM_NAME,      /* 3.4.3 NAME: a0 STR */
    DES_S_ROOM_CHANCE,    /* 3.4.3 CHANCE: a0 INT */
    DES_S_CORRIDOR,       /* a0 CORR, a1 CORR or INT */
    DES_S_RANDOM_CORRIDORS, /* a0 3.6 INT or RANDOM, or NULL */
    DES_S_TERRAIN,        /* 3.6: a0 sel, a1 mapchar */
    DES_S_REPLACE_TERRAIN,/* 3.6: a0 region, a1 from, a2 to, a3 INT % */
    DES_S_MINERALIZE,     /* 3.6: a0..a3 expressions, or none */
    DES_S_FORGE,          /* dNetHack: a0 coord */
    DES_S_OBJFLAGS,       /* SLASH'EM: a0 LIST of WORD (o_lit, o_buried),
                             for the object before it */
    /* 3.6 variables and control flow */
    DES_S_ASSIGN,         /* $name = a0; vtype what it makes $name */
    DES_S_SHUFFLE,        /* SHUFFLE: $name */
    DES_S_IF,             /* a0 COMPARE or PERCENT; body, alt (ELSE) */
    DES_S_CHANCE,         /* [n%]: or [a op b]: before one statement:
                             a0 condition; body holds the statement */
    DES_S_LOOP,           /* a0 count; body */
    DES_S_FOR,            /* FOR $name = a0 TO a1; body */
    DES_S_SWITCH,         /* a0 value; cases */
    DES_S_BREAK,
    DES_S_EXIT,
    DES_S_FUNCTION,       /* FUNCTION name(params) body */
    DES_S_CALL,           /* name(a0, a1 ...) */
    DES_S_KIND_COUNT_
};

/* the keys of a statement's extras */
enum des_extra_key {
    /* monsters */
    DES_X_NAME,           /* STR or string expression; object: NONE too */
    DES_X_ATTITUDE,       /* WORD peaceful / hostile */
    DES_X_ALERTNESS,      /* WORD asleep / awake */
    DES_X_ALIGN,          /* WORD, REGISTER or RANDOM */
    DES_X_APPEAR,         /* WORD m_feature/m_monster/m_object; val2 STR */
    DES_X_FEMALE, DES_X_INVIS, DES_X_CANCELLED, DES_X_REVIVED,
    DES_X_AVENGE, DES_X_STUNNED, DES_X_CONFUSED,   /* flags: no value */
    DES_X_FLEEING, DES_X_BLINDED, DES_X_PARALYZED, /* integer expression */
    DES_X_SEENTRAPS,      /* LIST of STR, or WORD all */
    /* objects */
    DES_X_CURSE,          /* WORD blessed/uncursed/cursed, or RANDOM */
    DES_X_MONTYPE,        /* 3.4.3 STR; 3.6 monster */
    DES_X_SPE,            /* INT, DICE or RANDOM */
    DES_X_QUANTITY, DES_X_ERODED, DES_X_RECHARGED,   /* integer expression */
    DES_X_BURIED, DES_X_ERODEPROOF, DES_X_GREASED,   /* flags */
    DES_X_LIT,            /* WORD lit/unlit */
    DES_X_LOCKED, DES_X_BROKEN,                      /* flags */
    DES_X_TRAPPED,        /* WORD trapped / not_trapped */
    DES_X_COORD,          /* 3.6 an object's place */
    /* rooms and regions */
    DES_X_FILLED,         /* WORD filled/unfilled (3.6, 3.4.3 REGION), or
                             true/false (3.4.3 ROOM, SUBROOM) */
    DES_X_IRREGULAR,      /* WORD regular/irregular, or 3.4.3 REGION's
                             true/false */
    DES_X_JOINED,         /* WORD joined/unjoined */
    /* variant extensions */
    DES_X_SANITY,         /* dNetHack [skipcheck]: WORD */
    DES_X_DOOR_TEXT,      /* dNetHack door text number: INT */
    DES_X_DOOR_KEY,       /* SLASH'EM door's artifact key: STR */
    DES_X_GOD,            /* dNetHack altar's god: STR */
    DES_X_COUNT_
};

struct des_extra {
    enum des_extra_key key;
    int line, col;
    struct des_expr *val, *val2;   /* NULL for flags */
};

struct des_stmt;
struct des_block {
    struct des_stmt **v;
    int n, cap;
};

struct des_case {                 /* 3.6 SWITCH */
    int line, col;
    bool is_default;
    long value;                   /* CASE value */
    struct des_block body;
};

struct des_param {                /* 3.6 FUNCTION parameter */
    const char *name;             /* without $ */
    enum des_vtype type;          /* INT or STRING */
};

struct des_map {
    int first_line;               /* line of the first row */
    int nrows, width;             /* width: the longest row, digits
                                     stripped as lev_comp strips them */
    const char **rows;            /* each as in the file, \r removed */
};

struct des_stmt {
    enum des_stmt_kind kind;
    int line, col;                /* the statement's keyword */
    int chance;                   /* 3.4.3 MONSTER[n%] ..., 3.6 ROOM
                                     "type"[n%]: the percent; -1 none */
    struct des_expr **a;
    int na;
    struct des_extra *x;
    int nx;
    struct des_block body, alt;
    bool has_body;                /* 3.6: a block was written (even {}) */
    struct des_case *cases;
    int ncases;
    const char *name;             /* ASSIGN, SHUFFLE, FOR: the variable;
                                     FUNCTION, CALL: the function */
    int vtype;                    /* ASSIGN: enum des_vtype */
    struct des_param *params;
    int nparams;
    struct des_map *map;          /* MAP */
};

struct des_level {
    int line, col;
    bool maze;                    /* MAZE: (else LEVEL:) */
    const char *name;
    struct des_expr *filling;     /* MAZE: CHAR or RANDOM */
    struct des_expr **flags;      /* FLAGS: WORDs */
    int nflags;
    int flags_line;
    struct des_block body;
};

struct des_file {
    const char *path;
    enum des_grammar grammar;
    char why[160];                /* how the grammar was chosen */
    unsigned ext;                 /* DES_EXT_* used */
    struct des_level **levels;
    int nlevels;
    struct des_arena *arena;
};

/* spellings, for messages and the dump */
const char *des_word_name(enum des_word w);
enum des_word des_word_lookup(const char *s, size_t n);  /* 0 if none */
const char *des_stmt_name(enum des_stmt_kind k);
const char *des_extra_name(enum des_extra_key k);
const char *des_grammar_name(enum des_grammar g);      /* "3.4", "3.6" */

void des_file_free(struct des_file *f);

#endif
