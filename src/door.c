/* door.c - des.door: sp_lev.c lspo_door with create_door and
 * sel_set_door, and mklev.c's bydoor/okdoor. */
#include "door.h"

#include "doors_link.h"
#include "spfeatures.h"
#include "terrain.h"

/* C keeps doormask in a 5-bit field: D_SECRET (0x20) does not fit */
#define DOORMASK_BITS 0x1f

int rnddoor(struct nhl_level *lev)
{
    static const int state[] = { D_NODOOR, D_BROKEN, D_ISOPEN, D_CLOSED,
                                 D_LOCKED };

    return state[rn2(lev->rng, 5)];
}

static bool is_doorish(const struct nhl_level *lev, int x, int y)
{
    int t = lev->at[x][y].typ;

    return IS_DOOR(t) || t == SDOOR;
}

bool bydoor(const struct nhl_level *lev, int x, int y)
{
    return (isok(x + 1, y) && is_doorish(lev, x + 1, y))
           || (isok(x - 1, y) && is_doorish(lev, x - 1, y))
           || (isok(x, y + 1) && is_doorish(lev, x, y + 1))
           || (isok(x, y - 1) && is_doorish(lev, x, y - 1));
}

static bool open_side(const struct nhl_level *lev, int x, int y)
{
    return isok(x, y) && !IS_ROCK(lev->at[x][y].typ);
}

bool okdoor(const struct nhl_level *lev, int x, int y)
{
    int t = lev->at[x][y].typ;
    bool near_door = bydoor(lev, x, y);

    return (t == HWALL || t == VWALL)
           && (open_side(lev, x - 1, y) || open_side(lev, x + 1, y)
               || open_side(lev, x, y - 1) || open_side(lev, x, y + 1))
           && !near_door;
}

/* create_door's state for a "random" request: a doorway, or a door that
 * may be open, locked or closed and maybe trapped; secret doors are closed
 * or locked */
static int create_door_mask(struct nhl_level *lev, bool secret)
{
    int mask;

    if (!secret) {
        if (!rn2(lev->rng, 3)) {
            if (!rn2(lev->rng, 5))
                mask = D_ISOPEN;
            else if (!rn2(lev->rng, 6))
                mask = D_LOCKED;
            else
                mask = D_CLOSED;
            if (mask != D_ISOPEN && !rn2(lev->rng, 25))
                mask |= D_TRAPPED;
        } else {
            mask = D_NODOOR;
        }
    } else {
        if (!rn2(lev->rng, 5))
            mask = D_LOCKED;
        else
            mask = D_CLOSED;
        if (!rn2(lev->rng, 20))
            mask |= D_TRAPPED;
    }
    return mask;
}

/* C: create_door - a door in a wall of room r: 100 tries of a random side
 * (rn2(4)) and a spot on it, wanting a wall cell with something beyond */
static enum door_result room_door(struct nhl_level *lev, int r, int mask,
                                  bool secret, int wall, int pos, int *ox,
                                  int *oy)
{
    const struct mkroom *b = &lev->rooms[r];
    int x = 0, y = 0, tries;

    if (mask == -1)
        mask = create_door_mask(lev, secret);

    for (tries = 0; tries < 100; tries++) {
        switch (rn2(lev->rng, 4)) {
        case 0:
            if (!(wall & W_NORTH))
                continue;
            y = b->ly - 1;
            x = b->lx + (pos == -1 ? rn2(lev->rng, 1 + b->hx - b->lx) : pos);
            if (!isok(x, y - 1) || IS_ROCK(lev->at[x][y - 1].typ))
                continue;
            break;
        case 1:
            if (!(wall & W_SOUTH))
                continue;
            y = b->hy + 1;
            x = b->lx + (pos == -1 ? rn2(lev->rng, 1 + b->hx - b->lx) : pos);
            if (!isok(x, y + 1) || IS_ROCK(lev->at[x][y + 1].typ))
                continue;
            break;
        case 2:
            if (!(wall & W_WEST))
                continue;
            x = b->lx - 1;
            y = b->ly + (pos == -1 ? rn2(lev->rng, 1 + b->hy - b->ly) : pos);
            if (!isok(x - 1, y) || IS_ROCK(lev->at[x - 1][y].typ))
                continue;
            break;
        default:
            if (!(wall & W_EAST))
                continue;
            x = b->hx + 1;
            y = b->ly + (pos == -1 ? rn2(lev->rng, 1 + b->hy - b->ly) : pos);
            if (!isok(x + 1, y) || IS_ROCK(lev->at[x + 1][y].typ))
                continue;
            break;
        }
        if (isok(x, y) && okdoor(lev, x, y))
            break;
    }
    if (tries >= 100)
        return DOOR_NO_PLACE; /* C: impossible(), no door */
    *ox = x;
    *oy = y;
    if (!set_levltyp(lev, x, y, secret ? SDOOR : DOOR))
        return DOOR_OK;
    lev->at[x][y].flags = (uint8_t) (mask & DOORMASK_BITS);
    return DOOR_OK;
}

enum door_result door_create(struct nhl_level *lev, const struct door_request *rq,
                             int *ox, int *oy)
{
    int typ = rq->state == -1 ? rnddoor(lev) : rq->state;
    int x = rq->x, y = rq->y;

    *ox = *oy = -1;
    if (x == -1 && y == -1) {
        /* C reads the room's door with the original (maybe random) state,
         * so a random door is drawn afresh by create_door */
        if (lev->build->coder.croom < 0)
            return DOOR_NO_ROOM; /* C would dereference a null room */
        return room_door(lev, lev->build->coder.croom, rq->state, typ == D_SECRET,
                         rq->wall, rq->pos, ox, oy);
    }
    get_location_coord(lev, &x, &y, ANY_LOC, lev->build->coder.croom, NULL);
    if (!isok(x, y))
        return DOOR_BAD_COORD;
    /* C: sel_set_door */
    if (!is_doorish(lev, x, y))
        lev->at[x][y].typ = (typ & D_SECRET) ? SDOOR : DOOR;
    if (typ & D_SECRET) {
        typ &= ~D_SECRET;
        if (typ < D_CLOSED)
            typ = D_CLOSED;
    }
    set_door_orientation(lev, x, y);
    lev->at[x][y].flags = (uint8_t) (typ & DOORMASK_BITS);
    lev->build->splev_map[x][y] = true;
    *ox = x;
    *oy = y;
    return DOOR_OK;
}
