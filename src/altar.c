/* altar.c - des.altar: sp_lev.c create_altar, get_free_room_loc and
 * sp_amask_to_amask, with dungeon.c induced_align. */
#include <string.h>

#include "mkroom.h"
#include "rooms.h"
#include "spfeatures.h"
#include "terrain.h"

#define A_NONE (-128)

int hero_alignment(const struct nhl_level *lev)
{
    /* (by the first letter first: asked for every monster made) */
    const char *a = lev->game->hero.align;

    if (a[0] == 'l' && (!strcmp(a, "law") || !strcmp(a, "lawful")))
        return 1;
    if (a[0] == 'c' && (!strcmp(a, "chaos") || !strcmp(a, "chaotic")))
        return -1;
    return 0;
}

int align_to_amask(int al)
{
    if (al == A_NONE)
        return AM_NONE;
    if (al == 1)
        return AM_LAWFUL;
    return al + 2; /* -1 chaotic (1), 0 neutral (2) */
}

int induced_align(struct nhl_level *lev, int pct)
{
    /* C keeps a dungeon's alignment as D_ALIGN_* (the mask shifted left
     * by 4) in a 3-bit field, so it always reads 0 there: only a special
     * level's own alignment (oracle, medusa) ever draws rn2(100). The
     * truth files agree (no rn2(100) for minetn or minefill monsters). */
    int dungeon_align = (lev->ctx.dungeon_align << 4) & AM_MASK;

    if (lev->ctx.level_align && rn2(lev->rng, 100) < pct)
        return lev->ctx.level_align;
    if (dungeon_align && rn2(lev->rng, 100) < pct)
        return dungeon_align;
    int al = rn2(lev->rng, 3) - 1;

    return align_to_amask(al);
}

/* C: noncoalignment - one of the two alignments that are not al */
static int noncoalignment(struct nhl_level *lev, int al)
{
    int k = rn2(lev->rng, 2);

    if (!al)
        return k ? -1 : 1;
    return k ? -al : 0;
}

int sp_amask_to_amask(struct nhl_level *lev, int sp_amask)
{
    if (sp_amask == AM_SPLEV_CO)
        return align_to_amask(hero_alignment(lev));
    if (sp_amask == AM_SPLEV_NONCO) {
        /* C writes Align2amask(noncoalignment(...)): a macro that evaluates
         * its argument once per test, so noncoalignment draws two or three
         * times and the last result is used, unchecked (a lawful last
         * draw gives mask 3, as in C) */
        int al = hero_alignment(lev);
        /* the first test is against A_NONE (-128), never true */
        int v = noncoalignment(lev, al);
        v = noncoalignment(lev, al);
        if (v == 1)
            return AM_LAWFUL;
        v = noncoalignment(lev, al);
        return v + 2;
    }
    if (sp_amask == AM_SPLEV_RANDOM)
        return induced_align(lev, 80);
    return sp_amask & AM_MASK;
}

bool altar_create(struct nhl_level *lev, int x, int y, int sp_amask, int shrine)
{
    int croom = lev->build->coder.croom;
    bool temple = true;

    if (croom >= 0) {
        if (!get_free_room_loc(lev, croom, &x, &y))
            return false;
        if (lev->rooms[croom].rtype != TEMPLE)
            temple = false;
    } else {
        get_location_coord(lev, &x, &y, DRY, -1, NULL);
        if (!isok(x, y))
            return false;
        croom = in_rooms_last(lev, x, y, TEMPLE); /* C: *in_rooms */
        if (croom < 0)
            temple = false;
    }
    if (!set_levltyp(lev, x, y, ALTAR))
        return false;
    lev->at[x][y].flags = (uint8_t) sp_amask_to_amask(lev, sp_amask);
    if (shrine < 0)
        shrine = rn2(lev->rng, 2);
    if (!temple || !shrine)
        return true;
    /* the temple's priest, before the shrine bit (C: priestini) */
    priestini(lev, croom, x, y, shrine > 1);
    lev->at[x][y].flags |= AM_SHRINE;
    if (shrine == 2)
        lev->at[x][y].flags |= AM_SANCTUM;
    lev->flags.has_temple = true;
    return true;
}
