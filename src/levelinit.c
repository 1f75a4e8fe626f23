/* levelinit.c - des.level_init's fills (sp_lev.c splev_initlev,
 * lvlfill_solid, lvlfill_maze_grid, lvlfill_swamp) and des.reset_level
 * (mklev.c clear_level_structures). */
#include "levelinit.h"

#include <stdlib.h>
#include <string.h>

#include "extralev.h"
#include "location.h"
#include "maze.h"
#include "mkmap.h"
#include "terrain.h"
#include "typ_table.h"

/* the typs set_levltyp_lit treats apart: stairs and ladders stay,
 * fountains and sinks are counted, a secret door may stay */
#define FILL_APART(t) (((t) >= STAIRS && (t) <= SINK) || (t) == SDOOR)
static const bool fill_apart[256] = { TYP_TABLE(FILL_APART) };

/* set_levltyp_lit over the fill area (columns 0, 1 and 79 are left alone,
 * as C's maze bounds say). The fill is the first thing on most levels and
 * runs over 1617 cells: when no light is drawn, no fountain or sink made
 * and no cell is one set_levltyp treats apart, each cell takes the same
 * write, as one merge. */
void lvlfill_solid(struct nhl_level *lev, int filling, int lit)
{
    bool apart = lit == SET_LIT_RANDOM || filling == FOUNTAIN || filling == SINK;

    for (int x = 2; x <= X_MAZE_MAX && !apart; x++)
#pragma GCC unroll 21
        for (int y = 0; y <= Y_MAZE_MAX; y++)
            apart |= fill_apart[lev->at[x][y].typ];
    if (!apart && filling >= STONE && filling < MAX_TYPE) {
        bool lava = IS_LAVA(filling);
        struct rm to = { 0 }, keep = { 0 };

        to.typ = (uint8_t) filling;
        to.lit = lava || (lit != SET_LIT_NOCHANGE && lit != 0);
        keep.waslit = keep.candig = true;
        keep.lit = !lava && lit == SET_LIT_NOCHANGE;
        struct rm_merge m = rm_merge_of(to, keep);

        for (int x = 2; x <= X_MAZE_MAX; x++)
#pragma GCC unroll 21
            for (int y = 0; y <= Y_MAZE_MAX; y++)
                rm_merge_apply(&lev->at[x][y], m);
        return;
    }
    for (int x = 2; x <= X_MAZE_MAX; x++)
        for (int y = 0; y <= Y_MAZE_MAX; y++) {
            struct rm *c = &lev->at[x][y];

            if (!set_levltyp_lit(lev, x, y, filling, lit))
                continue;
            c->flags = 0;
            c->horizontal = false;
            c->roomno = 0;
            c->edge = false;
        }
}

void lvlfill_maze_grid(struct nhl_level *lev, int x1, int y1, int x2, int y2,
                       int filling)
{
    for (int x = x1; x <= x2; x++)
        for (int y = y1; y <= y2; y++) {
            if (lev->flags.corrmaze)
                lev->at[x][y].typ = STONE;
            else
                lev->at[x][y].typ = (y < 2 || ((x % 2) && (y % 2)))
                                        ? STONE : (uint8_t) filling;
        }
}

void lvlfill_swamp(struct nhl_level *lev, int fg, int bg, int lit)
{
    int xend = X_MAZE_MAX < COLNO - 2 ? X_MAZE_MAX : COLNO - 2;
    int yend = Y_MAZE_MAX < ROWNO - 2 ? Y_MAZE_MAX : ROWNO - 2;

    lvlfill_solid(lev, bg, lit);
    /* each 2x2 block gets fg in its top-left corner, and one more fg cell
     * when the other three are all bg (a relaxed blockwise maze) */
    for (int x = 2; x <= xend; x += 2)
        for (int y = 0; y <= yend; y += 2) {
            int c = 0;

            (void) set_levltyp_lit(lev, x, y, fg, lit);
            if (lev->at[x + 1][y].typ == bg)
                ++c;
            if (lev->at[x][y + 1].typ == bg)
                ++c;
            if (lev->at[x + 1][y + 1].typ == bg)
                ++c;
            if (c == 3) {
                switch (rn2(lev->rng, 3)) {
                case 0:
                    (void) set_levltyp_lit(lev, x + 1, y, fg, lit);
                    break;
                case 1:
                    (void) set_levltyp_lit(lev, x, y + 1, fg, lit);
                    break;
                default:
                    (void) set_levltyp_lit(lev, x + 1, y + 1, fg, lit);
                    break;
                }
            }
        }
}

int level_init(struct nhl_level *lev, struct lev_init *li)
{
    switch (li->init_style) {
    case LVLINIT_NONE:
        break;
    case LVLINIT_SOLIDFILL:
        if (li->lit == -1)
            li->lit = rn2(lev->rng, 2);
        lvlfill_solid(lev, li->filling, li->lit);
        break;
    case LVLINIT_MAZEGRID:
        lvlfill_maze_grid(lev, 2, 0, X_MAZE_MAX, Y_MAZE_MAX, li->bg);
        break;
    case LVLINIT_MAZE:
        create_maze(lev, li->corrwid, li->wallthick, li->rm_deadends);
        break;
    case LVLINIT_SWAMP:
        if (li->lit == -1)
            li->lit = rn2(lev->rng, 2);
        lvlfill_swamp(lev, li->fg, li->bg, li->lit);
        break;
    case LVLINIT_MINES:
        if (li->lit == -1)
            li->lit = rn2(lev->rng, 2);
        /* filling defaults to fg, so this always happens */
        if (li->filling > -1)
            lvlfill_solid(lev, li->filling, 0);
        mkmap(lev, li);
        break;
    case LVLINIT_ROGUE: /* no level script of NetHack's uses it */
        (void) makeroguerooms(lev, NULL);
        break;
    default:
        return LEVEL_INIT_UNSUPPORTED;
    }
    return LEVEL_INIT_OK;
}

void level_clear_structures(struct nhl_level *lev)
{
    struct level_flags *f = &lev->flags;

    memset(lev->at, 0, sizeof lev->at);
    memset(lev->build->splev_map, 0, sizeof lev->build->splev_map);

    for (int i = 0; i < lev->nobjects; i++)
        free(lev->objects[i].oname);
    lev->build->objs_removed += lev->nobjects;
    lev->nobjects = 0;
    for (int i = 0; i < lev->nmonsters; i++)
        free(lev->monsters[i].mname);
    lev->nmonsters = 0;

    f->nfountains = f->nsinks = 0;
    f->has_shop = f->has_vault = f->has_zoo = f->has_court = false;
    f->has_morgue = f->graveyard = false;
    f->has_beehive = f->has_barracks = f->has_temple = f->has_swamp = false;
    f->noteleport = f->hardfloor = f->nommap = false;
    f->shroud = false; /* C: hero_memory = 1, i.e. no shroud */
    f->shortsighted = f->sokoban_rules = f->is_maze_lev = false;
    f->is_cavernous_lev = f->arboreal = f->has_town = f->corrmaze = false;
    f->temperature = lev->ctx.in_hell ? 1 : 0;
    f->rndmongen = f->deathdrops = true;
    f->noautosearch = f->fumaroles = f->stormy = false;

    lev->nroom = 0;
    lev->rooms[0].hx = -1;
    lev->nsubroom = 0;
    lev->rooms[SUBROOM_BASE].hx = -1;
    lev->doorindex = 0;
    lev->nstairs = 0;
    lev->nregions = 0;
    lev->nexclusions = 0;
    reset_xystart_size(lev);
    free(lev->message);
    lev->message = NULL;
    lev->build->c_mem -= lev->message_cap;
    lev->message_len = lev->message_cap = 0;
}
