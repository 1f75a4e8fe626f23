/* rect.c - the free-rectangle list of random room placement, after C's
 * rect.c (init_rect, get_rect_ind, get_rect, rnd_rect, intersect,
 * rect_bounds, remove_rect, add_rect, split_rects). */
#include "rect.h"

#include "rm.h"

void init_rect(struct rect_pool *p)
{
    p->cnt = 1;
    p->rect[0].lx = 0;
    p->rect[0].ly = 0;
    p->rect[0].hx = COLNO - 1;
    p->rect[0].hy = ROWNO - 1;
    p->ready = true;
}

/* a level's list is made when first needed (C: init_rect in
 * clear_level_structures, before any room) */
static void ensure_ready(struct rect_pool *p)
{
    if (!p->ready)
        init_rect(p);
}

int get_rect_ind(struct rect_pool *p, const struct nhrect *r)
{
    ensure_ready(p);
    for (int i = 0; i < p->cnt; i++) {
        const struct nhrect *q = &p->rect[i];

        if (q->lx == r->lx && q->ly == r->ly && q->hx == r->hx
            && q->hy == r->hy)
            return i;
    }
    return -1;
}

int get_rect(struct rect_pool *p, const struct nhrect *r)
{
    ensure_ready(p);
    for (int i = 0; i < p->cnt; i++) {
        const struct nhrect *q = &p->rect[i];

        if (r->lx >= q->lx && r->ly >= q->ly && r->hx <= q->hx
            && r->hy <= q->hy)
            return i;
    }
    return -1;
}

int rnd_rect(struct rect_pool *p, struct nhl_rng *rng)
{
    ensure_ready(p);
    if (p->cnt <= 0)
        return -1;
    return rn2(rng, p->cnt);
}

bool rect_intersect(const struct nhrect *r1, const struct nhrect *r2,
                    struct nhrect *out)
{
    if (r2->lx > r1->hx || r2->ly > r1->hy || r2->hx < r1->lx
        || r2->hy < r1->ly)
        return false;
    out->lx = r2->lx > r1->lx ? r2->lx : r1->lx;
    out->ly = r2->ly > r1->ly ? r2->ly : r1->ly;
    out->hx = r2->hx > r1->hx ? r1->hx : r2->hx;
    out->hy = r2->hy > r1->hy ? r1->hy : r2->hy;
    return out->lx <= out->hx && out->ly <= out->hy;
}

struct nhrect rect_bounds(struct nhrect r1, struct nhrect r2)
{
    struct nhrect r;

    r.lx = r1.lx < r2.lx ? r1.lx : r2.lx;
    r.ly = r1.ly < r2.ly ? r1.ly : r2.ly;
    r.hx = r1.hx > r2.hx ? r1.hx : r2.hx;
    r.hy = r1.hy > r2.hy ? r1.hy : r2.hy;
    return r;
}

void remove_rect(struct rect_pool *p, const struct nhrect *r)
{
    int ind = get_rect_ind(p, r);

    if (ind >= 0)
        p->rect[ind] = p->rect[--p->cnt];
}

void add_rect(struct rect_pool *p, const struct nhrect *r)
{
    ensure_ready(p);
    if (p->cnt >= MAXRECT)
        return; /* C: impossible("n_rects may be too small.") */
    if (get_rect(p, r) >= 0)
        return; /* already free space */
    p->rect[p->cnt++] = *r;
}

/* C passes a pointer into the list but only reads it before removing the
 * rectangle by value, so the value is what counts */
static void split_rect_value(struct rect_pool *p, struct nhrect old_r,
                             const struct nhrect *r2, int depth)
{
    struct nhrect r;

    /* each level of recursion works on a smaller overlap; the bound only
     * keeps a corrupt list from recursing without end */
    if (depth > MAXRECT)
        return;
    remove_rect(p, &old_r);

    /* every other free rectangle the new room reaches into is split too;
     * walk down, as the recursion reorders and grows the list.  Like C,
     * a slot the recursion emptied is still looked at (its stale copy
     * stays in the array), so the index is not checked against cnt */
    for (int i = p->cnt - 1; i >= 0; i--)
        if (rect_intersect(&p->rect[i], r2, &r))
            split_rect_value(p, p->rect[i], &r, depth + 1);

    /* keep each strip beside r2 that leaves room for a room and its
     * border (less border at the map's edge) */
    if (r2->ly - old_r.ly - 1
        > (old_r.hy < ROWNO - 1 ? 2 * YLIM : YLIM + 1) + 4) {
        r = old_r;
        r.hy = r2->ly - 2;
        add_rect(p, &r);
    }
    if (r2->lx - old_r.lx - 1
        > (old_r.hx < COLNO - 1 ? 2 * XLIM : XLIM + 1) + 4) {
        r = old_r;
        r.hx = r2->lx - 2;
        add_rect(p, &r);
    }
    if (old_r.hy - r2->hy - 1 > (old_r.ly > 0 ? 2 * YLIM : YLIM + 1) + 4) {
        r = old_r;
        r.ly = r2->hy + 2;
        add_rect(p, &r);
    }
    if (old_r.hx - r2->hx - 1 > (old_r.lx > 0 ? 2 * XLIM : XLIM + 1) + 4) {
        r = old_r;
        r.lx = r2->hx + 2;
        add_rect(p, &r);
    }
}

void split_rects(struct rect_pool *p, int r1, const struct nhrect *r2)
{
    ensure_ready(p);
    if (r1 < 0 || r1 >= MAXRECT)
        return;
    split_rect_value(p, p->rect[r1], r2, 0);
}
