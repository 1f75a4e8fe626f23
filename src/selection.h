/* selection.h - a selection: a set of map cells (COLNO x ROWNO, column 0
 * included) with the cached bounding box C keeps beside it (selvar.c's
 * struct selectionvar). The engine functions mirror selvar.c one for one,
 * with C's loop orders, so every random draw comes in C's order:
 * percentage, rndcoord, randline, gradient, grow "random", filter_mapchar
 * with random light.
 *
 * Coordinates here are absolute map coordinates; the Lua bindings
 * (lua_selection.c) convert script coordinates first. */
#ifndef NHLEV_SELECTION_H
#define NHLEV_SELECTION_H

#include <stdbool.h>

#include "level.h"
#include "map.h"
#include "terrain.h"

/* growth directions (C: sp_lev.h W_NORTH ...); W_RANDOM picks one of the
 * four with rn2(4) (C: random_wdir) */
#define SEL_W_RANDOM (-1)
#define SEL_W_NORTH 1
#define SEL_W_SOUTH 2
#define SEL_W_EAST 4
#define SEL_W_WEST 8
#define SEL_W_ANY (SEL_W_NORTH | SEL_W_SOUTH | SEL_W_EAST | SEL_W_WEST)

/* gradient shapes (C: SEL_GRADIENT_RADIAL, SEL_GRADIENT_SQUARE) */
enum { SEL_GRADIENT_RADIAL = 0, SEL_GRADIENT_SQUARE = 1 };

struct sel_rect { int lx, ly, hx, hy; };

/* C stores each cell as value + 1 in a char, so a cell can hold any small
 * value (set(sel, x, y, v)), and keeps bounds that are only widened while
 * cells are set to non-zero values; clearing a cell marks them dirty and
 * the next selection_getbounds recomputes them. The operators (& | ~ -)
 * read the cached bounds as they are, stale or not, as C does. */
struct selection {
    signed char cell[ROWNO][COLNO]; /* value + 1, C's map[wid * y + x] */
    struct sel_rect bounds;
    bool bounds_dirty;
};

/* empty (C: selection_new) */
void selection_init(struct selection *sel);
/* every cell set to val (C: selection_clear) */
void selection_clear(struct selection *sel, int val);
/* value at (x,y); 0 off the selection's area (C: selection_getpoint) */
int selection_getpoint(const struct selection *sel, int x, int y);
/* (C: selection_setpoint) */
void selection_setpoint(struct selection *sel, int x, int y, int val);
/* number of set cells within the bounds */
int selection_numpoints(struct selection *sel);

/* the bounds, recomputed if dirty; an empty selection gives the whole map
 * (C: selection_getbounds, selection_recalc_bounds) */
void selection_getbounds(struct selection *sel, struct sel_rect *b);
void selection_recalc_bounds(struct selection *sel);

/* invert in place, all COLNO x ROWNO cells (C: selection_not) */
void selection_not(struct selection *sel);

/* C's l_selection_and/or/xor/sub: out is a new selection holding the
 * combination over the union of the two cached bounding boxes. */
void selection_and(struct selection *a, struct selection *b,
                   struct selection *out);
void selection_or(struct selection *a, struct selection *b,
                  struct selection *out);
void selection_xor(struct selection *a, struct selection *b,
                   struct selection *out);
void selection_sub(struct selection *a, struct selection *b,
                   struct selection *out);

/* out = each set cell of in kept when rn2(100) < percent, x-major within
 * the bounds (C: selection_filter_percent) */
void selection_filter_percent(struct nhl_level *lev, struct selection *in,
                              int percent, struct selection *out);
/* out = set cells of in whose typ matches typ (MATCH_WALL any wall,
 * MAX_TYPE anything); lit -2 any light, 0/1 that light, -1 rn2(2) per
 * matching cell (C: selection_filter_mapchar) */
void selection_filter_mapchar(struct nhl_level *lev, struct selection *in,
                              int typ, int lit, struct selection *out);
/* A random set cell: counts them x-major, rn2(count), takes that one;
 * removeit clears it. False (and -1,-1) when empty.
 * (C: selection_rndcoord) */
bool selection_rndcoord(struct nhl_level *lev, struct selection *sel, int *x,
                        int *y, bool removeit);
/* Grow by one cell towards dir (a mask; two adjacent directions also grow
 * their diagonal); SEL_W_RANDOM draws one direction. (C: selection_do_grow) */
void selection_do_grow(struct nhl_level *lev, struct selection *sel, int dir);

/* Flood from (x,y) over cells for which check says yes, 4-way or with
 * diagonals; the start cell is always taken. (C: selection_floodfill) */
typedef bool (*selection_flood_fn)(const struct nhl_level *lev, int x, int y,
                                   void *ud);
void selection_floodfill(const struct nhl_level *lev, struct selection *sel,
                         int x, int y, bool diagonals,
                         selection_flood_fn check, void *ud);
/* the check of selection.floodfill: same typ as *(int *) ud
 * (C: floodfillchk_match_under) */
bool selection_flood_match_typ(const struct nhl_level *lev, int x, int y,
                               void *ud);

/* McIlroy's ellipse centred on (xc,yc) with radii a, b; the outline or,
 * filled, its rows. (C: selection_do_ellipse - whose `filled` argument is
 * inverted; here filled means filled) */
void selection_do_ellipse(struct selection *sel, int xc, int yc, int a,
                          int b, bool filled);
/* Cells within mind of the segment (x,y)-(x2,y2) always, between mind
 * and maxd with a chance falling to 0 at maxd: one rn2 per cell in that
 * band, the whole map x-major. (C: selection_do_gradient) */
void selection_do_gradient(struct nhl_level *lev, struct selection *sel,
                           long x, long y, long x2, long y2, int type,
                           long mind, long maxd);
/* Bresenham line (C: selection_do_line) */
void selection_do_line(struct selection *sel, int x1, int y1, int x2,
                       int y2);
/* Midpoint-displaced line, rec levels deep (C: selection_do_randline;
 * rough and rec are C's schar). False if a midpoint could not be placed
 * on the map (where C would loop forever). */
bool selection_do_randline(struct nhl_level *lev, struct selection *sel, int x1,
                           int y1, int x2, int y2, int rough, int rec);

/* every set on-map cell, x-major within the bounds (C: selection_iterate) */
typedef void (*selection_iter_fn)(int x, int y, void *ud);
void selection_iterate(struct selection *sel, selection_iter_fn fn,
                       void *ud);
/* not a full rectangle (C: selection_is_irregular) */
bool selection_is_irregular(struct selection *sel);

/* the interior cells (not edge, roomno its own) of room croom, or of the
 * coder's current room when croom < 0; empty if neither
 * (C: selection_from_mkroom) */
void selection_from_mkroom(const struct nhl_level *lev, struct selection *sel,
                           int croom);
/* every map cell where the (odd-sized, checked) fragment centred on it
 * matches, y-major, x >= 1 (C: l_selection_match's loop) */
void selection_match(const struct nhl_level *lev, struct selection *sel,
                     const struct map_text *frag);

/* cell masks for the des.* engine functions that take plain cell sets */
void selection_to_mask(const struct selection *sel, cellmask mask);
/* a new selection of the mask's cells, bounds exact */
void selection_from_mask(struct selection *sel, const cellmask mask);

#endif
