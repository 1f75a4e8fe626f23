/* nhlev/cell.h - part of nhlev.h: map cells: NetHack's struct rm, its types and masks.
 * Include <nhlev.h>, not this file: each part relies on those before it. */
#ifndef NHLEV_PART_CELL_H
#define NHLEV_PART_CELL_H
#ifndef NHLEV_H
#error "include <nhlev.h>, not its parts"
#endif

/* ==================================================================== */
/* Map cells: NetHack's struct rm, its types and masks                  */
/* ==================================================================== */

#define COLNO 80
#define ROWNO 21
/* Mazes use odd coordinates up to these bounds (C: x_maze_max, y_maze_max). */
#define X_MAZE_MAX ((COLNO - 1) & ~1)
#define Y_MAZE_MAX ((ROWNO - 1) & ~1)

enum levl_typ_types {
    STONE = 0, VWALL, HWALL, TLCORNER, TRCORNER, BLCORNER, BRCORNER,
    CROSSWALL, TUWALL, TDWALL, TLWALL, TRWALL, DBWALL, TREE, SDOOR, SCORR,
    POOL, MOAT, WATER, DRAWBRIDGE_UP, LAVAPOOL, LAVAWALL, IRONBARS, DOOR,
    CORR, ROOM, STAIRS, LADDER, FOUNTAIN, THRONE, SINK, GRAVE, ALTAR, ICE,
    DRAWBRIDGE_DOWN, AIR, CLOUD,
    MAX_TYPE,       /* 37: the map's transparent 'x' */
    MATCH_WALL,     /* 38: 'w', matches any wall */
    INVALID_TYPE = 127
};

#define IS_WALL(typ) ((typ) && (typ) <= DBWALL)
#define IS_STWALL(typ) ((typ) <= DBWALL)
#define IS_ROCK(typ) ((typ) < POOL)
#define IS_DOOR(typ) ((typ) == DOOR)
#define IS_DOORJOIN(typ) (IS_ROCK(typ) || (typ) == IRONBARS)
#define IS_TREE(typ) ((typ) == TREE)
#define ACCESSIBLE(typ) ((typ) >= DOOR)
#define IS_ROOM(typ) ((typ) >= ROOM)
#define ZAP_POS(typ) ((typ) >= POOL)
#define SPACE_POS(typ) ((typ) > DOOR)
#define IS_POOL(typ) ((typ) >= POOL && (typ) <= DRAWBRIDGE_UP)
#define IS_LAVA(typ) ((typ) == LAVAPOOL || (typ) == LAVAWALL)
#define IS_FURNITURE(typ) ((typ) >= STAIRS && (typ) <= ALTAR)
#define IS_AIR(typ) ((typ) == AIR || (typ) == CLOUD)

/* doormask */
#define D_NODOOR 0
#define D_BROKEN 1
#define D_ISOPEN 2
#define D_CLOSED 4
#define D_LOCKED 8
#define D_TRAPPED 16
#define D_SECRET 32 /* only while a special level is loading */

/* wall_info */
#define WM_MASK 0x07
#define W_NONDIGGABLE 0x08
#define W_NONPASSWALL 0x10

/* altarmask */
#define AM_NONE 0
#define AM_CHAOTIC 1
#define AM_NEUTRAL 2
#define AM_LAWFUL 4
#define AM_MASK 7
#define AM_SHRINE 8
#define AM_SANCTUM 16

/* ladder */
#define LA_UP 1
#define LA_DOWN 2

/* drawbridgemask */
#define DB_NORTH 0
#define DB_SOUTH 1
#define DB_EAST 2
#define DB_WEST 3
#define DB_DIR 3
#define DB_MOAT 0
#define DB_LAVA 4
#define DB_ICE 8
#define DB_FLOOR 16
#define DB_UNDER 28

/* icedpool */
#define ICED_POOL 8
#define ICED_MOAT 16

/* roomno */
#define NO_ROOM 0
#define SHARED 1
#define SHARED_PLUS 2
#define ROOMOFFSET 3

/* One map cell: NetHack's struct rm, less the display fields. */
struct rm {
    uint8_t typ;
    uint8_t flags; /* doormask / wall_info / altarmask / ladder / ... (5 bits) */
    uint8_t roomno;
    bool horizontal;
    bool lit;
    bool waslit;
    bool edge;
    bool candig;
};
/* compared and copied as bytes (step.c): no padding may hide in it */
_Static_assert(sizeof(struct rm) == 8, "struct rm holds eight one-byte fields");

const char *nhl_typ_name(int typ);  /* "STONE", "VWALL", ... as the truth files */
const char *nhl_typ_longname(int typ); /* "stone", "vertical wall", ... as NetHack */
int nhl_typ_from_name(const char *name); /* inverse of nhl_typ_name, -1 if unknown */
int nhl_char2typ(char c);           /* map character -> typ, INVALID_TYPE */
char nhl_typ2char(int typ);         /* first map char for typ, 'x' if none */

#endif
