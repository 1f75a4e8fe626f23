/* levelinit.h - des.level_init: fill the level before anything else is
 * placed (sp_lev.c splev_initlev and the lvlfill_* routines), and
 * des.reset_level's clearing of the level (mklev.c clear_level_structures). */
#ifndef NHLEV_LEVELINIT_H
#define NHLEV_LEVELINIT_H

#include <stdbool.h>

#include "level.h"

/* numbered as sp_lev.h's LVLINIT_* */
enum lvlinit_style {
    LVLINIT_NONE = 0, LVLINIT_SOLIDFILL, LVLINIT_MAZEGRID, LVLINIT_MAZE,
    LVLINIT_MINES, LVLINIT_ROGUE, LVLINIT_SWAMP
};

/* C: lev_init. typs are rm.h numbers; lit -1 = random. */
struct lev_init {
    int init_style;
    int fg, bg;          /* bg: STONE, or MOAT for swamp, when not given */
    bool smoothed, joined, walled;
    int lit;
    int filling;         /* solidfill's typ (defaults to fg) */
    int corrwid, wallthick; /* maze, -1 = random */
    bool rm_deadends;    /* maze: !deadends */
};

enum level_init_result {
    LEVEL_INIT_OK = 0,
    LEVEL_INIT_UNSUPPORTED = -1, /* a style level_init does not know */
};

/* Run one level_init. The caller has already marked the level as
 * initialised (coder.splev_init_present, coder.lvl_is_joined) as
 * lspo_level_init does before filling. */
int level_init(struct nhl_level *lev, struct lev_init *li);

/* The fills on their own (C: lvlfill_solid, lvlfill_maze_grid,
 * lvlfill_swamp). lit as set_levltyp_lit. */
void lvlfill_solid(struct nhl_level *lev, int filling, int lit);
void lvlfill_maze_grid(struct nhl_level *lev, int x1, int y1, int x2, int y2,
                       int filling);
void lvlfill_swamp(struct nhl_level *lev, int fg, int bg, int lit);

/* des.reset_level: cells back to STONE, rooms, doors, stairs, regions,
 * exclusions, objects, monsters, the message and most level flags cleared,
 * origin reset. Traps, engravings and level regions stay, as in C.
 * (C: clear_level_structures) */
void level_clear_structures(struct nhl_level *lev);

#endif
