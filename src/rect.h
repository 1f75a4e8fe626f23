/* rect.h - the free-rectangle list that random rooms are cut from
 * (C: rect.c).  A level starts with one rectangle, the whole map; each room
 * placed splits the rectangles it touches into the free strips around it
 * that are still wide enough to hold another room.
 *
 * The list lives in the level (struct nhl_level's rects) and is set up on
 * first use, as C's clear_level_structures calls init_rect for every new
 * level.  Rectangles are handed out by index into the list. */
#ifndef NHLEV_RECT_H
#define NHLEV_RECT_H

#include <stdbool.h>

#include "rng.h"

/* the map's size as C sizes its list: (COLNO * ROWNO) / 30 */
#define MAXRECT ((80 * 21) / 30)
/* free space a room keeps around it (C: rect.c / sp_lev.c XLIM, YLIM) */
#define XLIM 4
#define YLIM 3

struct nhrect {
    int lx, ly, hx, hy;
};

struct rect_pool {
    struct nhrect rect[MAXRECT];
    int cnt;
    bool ready;   /* init_rect has run for this level */
};

/* one rectangle, the whole map (C: init_rect) */
void init_rect(struct rect_pool *p);
/* index of the rectangle equal to r, -1 if none (C: get_rect_ind) */
int get_rect_ind(struct rect_pool *p, const struct nhrect *r);
/* index of the first free rectangle holding all of r, -1 if none
 * (C: get_rect) */
int get_rect(struct rect_pool *p, const struct nhrect *r);
/* a random free rectangle: one rn2(count) draw when there is any; -1 when
 * the list is empty (no draw) (C: rnd_rect) */
int rnd_rect(struct rect_pool *p, struct nhl_rng *rng);
/* drop the rectangle equal to r; the last one takes its place
 * (C: remove_rect) */
void remove_rect(struct rect_pool *p, const struct nhrect *r);
/* append r unless a free rectangle already holds it or the list is full
 * (C: add_rect) */
void add_rect(struct rect_pool *p, const struct nhrect *r);
/* take r2 (inside rectangle r1, an index) out of the free space: r1 and
 * every other free rectangle r2 overlaps are replaced by their strips
 * beside r2 that are big enough for a room (C: split_rects) */
void split_rects(struct rect_pool *p, int r1, const struct nhrect *r2);
/* the box around r1 and r2 (C: rect_bounds) */
struct nhrect rect_bounds(struct nhrect r1, struct nhrect r2);
/* the overlap of r1 and r2 in *out; false when they do not overlap
 * (C: intersect) */
bool rect_intersect(const struct nhrect *r1, const struct nhrect *r2,
                    struct nhrect *out);

#endif
