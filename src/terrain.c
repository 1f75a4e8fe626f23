/* terrain.c - terrain changes during level creation, after mkmaze.c's
 * set_levltyp/set_levltyp_lit and sp_lev.c's sel_set_ter and
 * lspo_replace_terrain. */
#include "terrain.h"

#include "finish.h"

bool set_levltyp(struct nhl_level *lev, int x, int y, int typ)
{
    struct rm *c;
    int oldtyp;

    if (!isok(x, y) || typ < STONE || typ >= MAX_TYPE)
        return false;
    c = &lev->at[x][y];
    /* stairs and ladders are never overwritten (C: CAN_OVERWRITE_TERRAIN
     * without the debug flag) */
    if (c->typ == STAIRS || c->typ == LADDER)
        return false;
    oldtyp = c->typ;
    /* 5.0.0 mkmaze.c set_levltyp: a secret door asked to become air (a
     * garden theme room's walls) stays a secret door, marked arboreal */
    if (lev->nh->rules.sdoor_resists_air && oldtyp == SDOOR && typ == AIR)
        return true;
    c->typ = (uint8_t) typ;
    if (IS_LAVA(typ))
        c->lit = true;
    /* C recounts fountains and sinks over the whole map whenever one
     * appears or goes (mkfount's own count on top is then an extra one) */
    if ((oldtyp == FOUNTAIN) != (typ == FOUNTAIN)
        || (oldtyp == SINK) != (typ == SINK))
        count_level_features(lev);
    /* leaving ICE would stop melt timers; levels under construction have
     * none that matter here */
    return true;
}

bool set_levltyp_lit(struct nhl_level *lev, int x, int y, int typ, int lit)
{
    if (!set_levltyp(lev, x, y, typ))
        return false;
    if (lit != SET_LIT_NOCHANGE) {
        if (IS_LAVA(typ))
            lit = 1;
        else if (lit == SET_LIT_RANDOM)
            lit = rn2(lev->rng, 2);
        lev->at[x][y].lit = lit != 0;
    }
    return true;
}

static void delete_engraving_at(struct nhl_level *lev, int x, int y)
{
    struct engr *e = nhl_level_engr_at(lev, x, y);

    if (e)
        level_del_engraving(lev, (int) (e - lev->engravings));
}

void terrain_set_ruled(struct nhl_level *lev, int x, int y, int typ, int lit)
{
    struct rm *c;

    if (!set_levltyp_lit(lev, x, y, typ, lit))
        return;
    c = &lev->at[x][y];
    if (c->typ == SDOOR || IS_DOOR(c->typ)) {
        /* a secret door is always a closed one */
        if (c->typ == SDOOR)
            c->flags = D_CLOSED;
        /* a door in a horizontal wall runs horizontally */
        if (x && (IS_WALL(lev->at[x - 1][y].typ)
                  || lev->at[x - 1][y].horizontal))
            c->horizontal = true;
    } else if (c->typ == HWALL || c->typ == IRONBARS) {
        c->horizontal = true;
    } else if (lev->build->coder.splev_init_present && c->typ == ICE) {
        /* remembers what the ice melts back into */
        c->flags = lev->build->coder.icedpools ? ICED_POOL : ICED_MOAT;
    } else if (c->typ == CLOUD) {
        delete_engraving_at(lev, x, y);
    }
}

void terrain_set_mask(struct nhl_level *lev, const cellmask mask, int typ,
                      int lit)
{
    /* C: selection_iterate, x-major, on-map cells only */
    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            if (mask[x][y])
                terrain_set_cell(lev, x, y, typ, lit);
}

int replace_terrain(struct nhl_level *lev, const cellmask mask, int fromtyp,
                    int totyp, int chance, int lit)
{
    int changed = 0;

    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            int typ;

            if (!mask[x][y])
                continue;
            typ = lev->at[x][y].typ;
            if (!((fromtyp == MATCH_WALL && IS_STWALL(typ)) || typ == fromtyp))
                continue;
            /* the draw happens for every matching cell, even at 100% */
            if (rn2(lev->rng, 100) < chance
                && set_levltyp_lit(lev, x, y, totyp, lit))
                changed++;
        }
    return changed;
}

int replace_terrain_matching(struct nhl_level *lev, const cellmask mask,
                             terrain_match_fn match, void *ud, int totyp,
                             int chance, int lit)
{
    int changed = 0;

    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            if (!mask[x][y] || !match(lev, x, y, ud))
                continue;
            if (rn2(lev->rng, 100) < chance
                && set_levltyp_lit(lev, x, y, totyp, lit))
                changed++;
        }
    return changed;
}
