/* way_out.c - ensure_way_out and generate_way_out_method after sp_lev.c,
 * with the flood fill and random pick of selvar.c (selection_floodfill
 * with diagonals, selection_rndcoord) on a plain cell mask. */
#include <stdio.h>
#include <string.h>

#include "objdata.h"
#include "traps.h"
#include "way_out.h"
#include "ident.h"

typedef bool cells[COLNO][ROWNO];

/* walkable or hidden passage (C: floodfillchk_match_accessible) */
static bool passable(const struct nhl_level *lev, int x, int y)
{
    int t = lev->at[x][y].typ;

    return ACCESSIBLE(t) || t == SDOOR || t == SCORR;
}

/* Everything reachable from (x,y), diagonals included, into out; the start
 * itself always (C: selection_floodfill). */
static void flood(const struct nhl_level *lev, cells out, int x, int y)
{
    static const int dirs[8][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 },
                                    { 0, -1 }, { 1, 1 }, { -1, -1 },
                                    { -1, 1 }, { 1, -1 } };
    struct coord stack[COLNO * ROWNO];
    cells seen;
    int n = 0;

    memset(seen, 0, sizeof seen);
    stack[n++] = (struct coord) { x, y };
    if (isok(x, y))
        seen[x][y] = true;
    while (n > 0) {
        struct coord c = stack[--n];

        if (isok(c.x, c.y))
            out[c.x][c.y] = true;
        for (int i = 0; i < 8; i++) {
            int nx = c.x + dirs[i][0], ny = c.y + dirs[i][1];

            if (isok(nx, ny) && passable(lev, nx, ny) && !seen[nx][ny]
                && n < COLNO * ROWNO) {
                seen[nx][ny] = true;
                stack[n++] = (struct coord) { nx, ny };
            }
        }
    }
}

/* rn2(count) picks the n-th set cell, x-major (C: selection_rndcoord) */
static bool rndcoord(struct nhl_level *lev, cells s, int *x, int *y, bool remove)
{
    int count = 0;

    for (int cx = 0; cx < COLNO; cx++)
        for (int cy = 0; cy < ROWNO; cy++)
            count += s[cx][cy];
    if (!count)
        return false;
    int c = rn2(lev->rng, count);

    for (int cx = 0; cx < COLNO; cx++)
        for (int cy = 0; cy < ROWNO; cy++)
            if (s[cx][cy] && !c--) {
                *x = cx;
                *y = cy;
                if (remove)
                    s[cx][cy] = false;
                return true;
            }
    return false;
}

static bool at_ok(const cells s, int x, int y)
{
    return isok(x, y) && s[x][y];
}

/* a wall at (x+dx,y+dy) with the reached area right behind it */
static bool wall_to_reached(struct nhl_level *lev, const cells ov, int x, int y,
                            int dx, int dy)
{
    int wx = x + dx, wy = y + dy, bx = x + 2 * dx, by = y + 2 * dy;

    if (!isok(wx, wy) || ov[wx][wy] || !IS_WALL(lev->at[wx][wy].typ))
        return false;
    if (!isok(bx, by) || !ov[bx][by] || !ACCESSIBLE(lev->at[bx][by].typ))
        return false;
    lev->at[wx][wy].typ = SDOOR;
    return true;
}

/* (C: generate_way_out_method) */
static bool way_out_from(struct nhl_level *lev, int nx, int ny, const cells ov)
{
    static const char *const escape[] = {
        "pick-axe", "dwarvish mattock", "digging",
        "teleportation", "teleportation", "teleportation"
    };
    static const int escape_class[] = { TOOL_CLASS, WEAPON_CLASS,
                                        WAND_CLASS, WAND_CLASS,
                                        SCROLL_CLASS, RING_CLASS };
    cells area, pick;           /* not static: builds run on several threads */
    int x, y;

    memset(area, 0, sizeof area);
    flood(lev, area, nx, ny);
    memcpy(pick, area, sizeof pick);
    while (rndcoord(lev, pick, &x, &y, true)) {
        if (wall_to_reached(lev, ov, x, y, 1, 0)
            || wall_to_reached(lev, ov, x, y, -1, 0)
            || wall_to_reached(lev, ov, x, y, 0, 1)
            || wall_to_reached(lev, ov, x, y, 0, -1))
            return true;
    }
    /* C: Can_fall_thru - diggable floor, or the castle's trap doors */
    if (level_can_fall_thru(lev)) {
        memcpy(pick, area, sizeof pick);
        while (rndcoord(lev, pick, &x, &y, true)) {
            int ttyp = rn2(lev->rng, 2) ? HOLE : TRAPDOOR;

            /* C: maketrap, with the hole's destination and floor */
            if (maketrap(lev, x, y, ttyp) < 0)
                continue;
            return true;
        }
    }
    if (rndcoord(lev, area, &x, &y, false)) {
        int k = rn2(lev->rng, 6);
        struct obj *o = level_add_object(lev);

        /* mksobj: the ident draw; the item's own init draws (charges,
         * curse) belong to the object factory and are not made here */
        if (o) {
            o->o_id = lev->ident;
            ident_advance(lev, rnd(lev->rng, 2));
            o->otyp = -1;
            o->oclass = oclass_symbol(escape_class[k]);
            snprintf(o->id, sizeof o->id, "%s", escape[k]);
            o->x = x;
            o->y = y;
            o->quan = 1;
            o->corpsenm = -1;
            o->container = o->owner = -1;
        }
        return true;
    }
    return false;
}

void ensure_way_out(struct nhl_level *lev)
{
    cells ov;                   /* not static: builds run on several threads */
    bool done;

    memset(ov, 0, sizeof ov);
    for (int i = 0; i < lev->nstairs; i++)
        if (lev->stairs[i].tolev.dnum == lev->ctx.dnum)
            flood(lev, ov, lev->stairs[i].sx, lev->stairs[i].sy);
    for (int i = 0; i < lev->ntraps; i++) {
        const struct trap *t = &lev->traps[i];
        bool way = t->ttyp == MAGIC_PORTAL || t->ttyp == VIBRATING_SQUARE
                   || t->ttyp == HOLE || t->ttyp == TRAPDOOR;

        if (way && !at_ok(ov, t->tx, t->ty))
            flood(lev, ov, t->tx, t->ty);
    }
    do {
        done = true;
        for (int x = 1; x < COLNO && done; x++)
            for (int y = 0; y < ROWNO; y++)
                if (ACCESSIBLE(lev->at[x][y].typ) && !ov[x][y]) {
                    /* C floods only on success and would try the same
                     * spot forever otherwise; flooding anyway ends it */
                    (void) way_out_from(lev, x, y, ov);
                    flood(lev, ov, x, y);
                    done = false;
                    break;
                }
    } while (!done);
}
