/* doors_link.c - doors and rooms once the script has run, after sp_lev.c
 * set_door_orientation, shared_with_room, maybe_add_door,
 * link_doors_rooms, add_doors_to_room and remove_boundary_syms. */
#include "doors_link.h"
#include "location.h"
#include "rooms.h"
#include "typ_table.h"

static bool wallish(const struct nhl_level *lev, int x, int y)
{
    int t;

    if (!isok(x, y))
        return false;
    t = lev->at[x][y].typ;
    return IS_WALL(t) || IS_DOOR(t) || t == SDOOR;
}

static bool doorjoin(const struct nhl_level *lev, int x, int y)
{
    return !isok(x, y) || IS_DOORJOIN(lev->at[x][y].typ);
}

void set_door_orientation(struct nhl_level *lev, int x, int y)
{
    bool wl = wallish(lev, x - 1, y), wr = wallish(lev, x + 1, y);
    bool wu = wallish(lev, x, y - 1), wd = wallish(lev, x, y + 1);

    if (!wl && !wr && !wu && !wd) {
        /* no walls yet: unwallified rock decides */
        wl = doorjoin(lev, x - 1, y);
        wr = doorjoin(lev, x + 1, y);
        wu = doorjoin(lev, x, y - 1);
        wd = doorjoin(lev, x, y + 1);
    }
    lev->at[x][y].horizontal = (wl || wr) && !(wu && wd);
}

/* (x,y) is just beside room r's cells (C: shared_with_room) */
static bool shared_with_room(const struct nhl_level *lev, int x, int y, int r)
{
    const struct mkroom *d = &lev->rooms[r];
    int rmno = r + ROOMOFFSET;

    if (!isok(x, y))
        return false;
    if (lev->at[x][y].roomno == rmno && !lev->at[x][y].edge)
        return false;
    if (isok(x - 1, y) && lev->at[x - 1][y].roomno == rmno && x - 1 <= d->hx)
        return true;
    if (isok(x + 1, y) && lev->at[x + 1][y].roomno == rmno && x + 1 >= d->lx)
        return true;
    if (isok(x, y - 1) && lev->at[x][y - 1].roomno == rmno && y - 1 <= d->hy)
        return true;
    if (isok(x, y + 1) && lev->at[x][y + 1].roomno == rmno && y + 1 >= d->ly)
        return true;
    return false;
}

void maybe_add_door(struct nhl_level *lev, int x, int y, int r)
{
    const struct mkroom *d = &lev->rooms[r];

    if (d->hx >= 0
        && ((!d->irregular && inside_room(lev, d, x, y))
            || lev->at[x][y].roomno == r + ROOMOFFSET
            || shared_with_room(lev, x, y, r)))
        add_door(lev, x, y, r);
}

/* per typ: a door or secret door */
#define DOORISH(t) (IS_DOOR(t) || (t) == SDOOR)
static const bool doorish[256] = { TYP_TABLE(DOORISH) };

void link_doors_rooms(struct nhl_level *lev)
{
    /* C walks the map row by row; the doors are few, so find them column
     * by column (the map's own order) and put them in rows, keeping
     * columns ascending within each row */
    uint8_t col_of[COLNO * ROWNO], row_of[COLNO * ROWNO];
    int per_row[ROWNO + 1] = { 0 }, n = 0;

    for (int x = 0; x < COLNO; x++)
#pragma GCC unroll 21
        for (int y = 0; y < ROWNO; y++)
            if (doorish[lev->at[x][y].typ]) {
                col_of[n] = (uint8_t) x;
                row_of[n++] = (uint8_t) y;
                per_row[y + 1]++;
            }
    if (!n)
        return;
    for (int y = 0; y < ROWNO; y++)
        per_row[y + 1] += per_row[y];

    uint8_t xs[COLNO * ROWNO];

    for (int i = 0; i < n; i++)
        xs[per_row[row_of[i]]++] = col_of[i];
    /* per_row[y] now ends row y: rows start where the previous ended */
    for (int y = 0, i = 0; y < ROWNO; y++)
        for (; i < per_row[y]; i++) {
            int x = xs[i];

            /* a '+' or 'S' from a map has no orientation yet */
            set_door_orientation(lev, x, y);
            for (int r = 0; r < lev->nroom; r++) {
                maybe_add_door(lev, x, y, r);
                for (int m = 0; m < lev->rooms[r].nsubrooms; m++)
                    maybe_add_door(lev, x, y, lev->rooms[r].sbrooms[m]);
            }
        }
}

void add_doors_to_room(struct nhl_level *lev, int r)
{
    const struct mkroom *c = &lev->rooms[r];

    for (int x = c->lx - 1; x <= c->hx + 1; x++)
        for (int y = c->ly - 1; y <= c->hy + 1; y++) {
            if (x < 0 || x >= COLNO || y < 0 || y >= ROWNO)
                continue;
            int t = lev->at[x][y].typ;

            if (IS_DOOR(t) || t == SDOOR)
                maybe_add_door(lev, x, y, r);
        }
    for (int i = 0; i < c->nsubrooms; i++)
        add_doors_to_room(lev, c->sbrooms[i]);
}

void remove_boundary_syms(struct nhl_level *lev)
{
    bool has_bounds = false;

    for (int x = 0; x < COLNO - 1 && !has_bounds; x++)
        for (int y = 0; y < ROWNO - 1; y++)
            if (lev->at[x][y].typ == CROSSWALL) {
                has_bounds = true;
                break;
            }
    if (!has_bounds)
        return;
    const struct level_build *b = lev->build;

    for (int x = 0; x < X_MAZE_MAX; x++)
        for (int y = 0; y < Y_MAZE_MAX; y++)
            if (lev->at[x][y].typ == CROSSWALL && b->splev_map[x][y])
                lev->at[x][y].typ = ROOM;
}
