/* terrain.h - changing the terrain type of map cells while a level is built:
 * mkmaze.c's set_levltyp / set_levltyp_lit, sp_lev.c's per-cell rules of
 * des.terrain and des.map (sel_set_ter), and des.replace_terrain.
 *
 * Engine functions only: plain C arguments, absolute map coordinates. The
 * Lua bindings (lua_des_terrain.c) convert script coordinates first. */
#ifndef NHLEV_TERRAIN_H
#define NHLEV_TERRAIN_H

#include <stdbool.h>

#include "level.h"

/* light states for terrain changes (C: SET_LIT_RANDOM, SET_LIT_NOCHANGE) */
#define SET_LIT_RANDOM (-1)
#define SET_LIT_NOCHANGE (-2)

/* A set of map cells, indexed [x][y] like lev->at. Callers fill it from a
 * Lua selection (or by hand); the engine visits set cells x-major, as C's
 * selection_iterate does, which fixes the order of any draws. */
typedef bool cellmask[COLNO][ROWNO];

/* Change the typ of (x,y); refuses STAIRS and LADDER cells, off-map cells and
 * types outside STONE..MAX_TYPE-1. Lava becomes lit; the fountain and sink
 * counts follow. Returns whether the cell was changed. (C: set_levltyp) */
bool set_levltyp(struct nhl_level *lev, int x, int y, int typ);
/* set_levltyp, then the light: lit 0/1, SET_LIT_RANDOM draws rn2(2) (lava is
 * lit without a draw), SET_LIT_NOCHANGE leaves it. (C: set_levltyp_lit) */
bool set_levltyp_lit(struct nhl_level *lev, int x, int y, int typ, int lit);

/* The common case of set_levltyp_lit and terrain_set_cell in a few steps:
 * when neither the old nor the new terrain has a rule of its own (stairs,
 * secret doors, fountains, sinks, lava; doors, walls, ice, clouds) and lit
 * is 0 or 1, the cell takes both and true is returned; else nothing is done
 * and false returned. A map or a fill sets some 1500 cells, nearly all so. */
static inline bool terrain_plain_old(int typ)
{
    switch (typ) {
    case STAIRS: case LADDER: case SDOOR: case FOUNTAIN: case SINK:
        return false;
    default:
        return true;
    }
}

static inline bool terrain_plain_new(int typ)
{
    switch (typ) {
    case FOUNTAIN: case SINK: case LAVAPOOL: case LAVAWALL: case SDOOR:
    case DOOR: case HWALL: case IRONBARS: case ICE: case CLOUD:
        return false;
    default:
        return typ >= STONE && typ < MAX_TYPE;
    }
}

static inline bool terrain_set_plain(struct nhl_level *lev, int x, int y, int typ,
                                     int lit)
{
    if (!isok(x, y) || (lit != 0 && lit != 1) || !terrain_plain_new(typ)
        || !terrain_plain_old(lev->at[x][y].typ))
        return false;
    lev->at[x][y].typ = (uint8_t) typ;
    lev->at[x][y].lit = lit;
    return true;
}

/* One cell of des.terrain / des.map (C: sel_set_ter): set_levltyp_lit plus
 * the door, secret door (closed), HWALL/IRONBARS (horizontal), ICE (icedpool
 * flag when a level_init ran) and CLOUD (no engraving) rules. The plain
 * case is taken inline; terrain_set_ruled does the rest. */
void terrain_set_ruled(struct nhl_level *lev, int x, int y, int typ, int lit);
static inline void terrain_set_cell(struct nhl_level *lev, int x, int y, int typ,
                                    int lit)
{
    if (!terrain_set_plain(lev, x, y, typ, lit))
        terrain_set_ruled(lev, x, y, typ, lit);
}
/* terrain_set_cell on every set cell of mask, x-major. */
void terrain_set_mask(struct nhl_level *lev, const cellmask mask, int typ,
                      int lit);

/* des.replace_terrain over the cells of mask (x >= 1, x-major): every cell
 * matching fromtyp (MATCH_WALL = any IS_STWALL) draws rn2(100) and becomes
 * totyp, with lit as set_levltyp_lit, when the draw is below chance.
 * Returns the number of cells changed. (C: lspo_replace_terrain) */
int replace_terrain(struct nhl_level *lev, const cellmask mask, int fromtyp,
                    int totyp, int chance, int lit);

/* The same with any cell test, e.g. a map fragment centred on the cell
 * (C: mapfrag_match); the draw follows a successful test. */
typedef bool (*terrain_match_fn)(const struct nhl_level *lev, int x, int y,
                                 void *ud);
int replace_terrain_matching(struct nhl_level *lev, const cellmask mask,
                             terrain_match_fn match, void *ud, int totyp,
                             int chance, int lit);

/* Is a map-text typ compatible with the cell's typ? MATCH_WALL matches any
 * IS_STWALL, MAX_TYPE and above anything. (C: match_maptyps) */
static inline bool terrain_match_maptyp(int maptyp, int levtyp)
{
    return maptyp < MAX_TYPE ? maptyp == levtyp
                             : maptyp != MATCH_WALL || IS_STWALL(levtyp);
}

#endif
