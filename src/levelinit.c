/* levelinit.c - des.level_init's fills (sp_lev.c splev_initlev,
 * lvlfill_solid, lvlfill_maze_grid, lvlfill_swamp) and des.reset_level
 * (mklev.c clear_level_structures). */
#include "levelinit.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "extralev.h"
#include "finish.h"
#include "location.h"
#include "maze.h"
#include "mkmap.h"
#include "terrain.h"
#include "typ_table.h"

/* the typs set_levltyp_lit treats apart: stairs and ladders stay,
 * fountains and sinks are counted, a secret door may stay */
#define FILL_APART(t) (((t) >= STAIRS && (t) <= SINK) || (t) == SDOOR)
static const bool fill_apart[256] = { TYP_TABLE(FILL_APART) };

/* set_levltyp_lit over the fill area, with its per-cell checks hoisted:
 * the fill is the first thing on most levels and runs over 1617 cells */
void lvlfill_solid(struct level *lev, int filling, int lit)
{
    /* 5.0.0: a secret door asked to become air stays one (set_levltyp) */
    bool keep_sdoor = lev->nh->v >= NHV_5_0_0 && filling == AIR;
    bool lava = IS_LAVA(filling);
    bool recount = false;

    if (filling < STONE || filling >= MAX_TYPE)
        return;
    if (lit != SET_LIT_NOCHANGE && lava)
        lit = 1;
    /* most cells take the same write: all but the typs set_levltyp treats
     * apart (stairs, ladders, fountains, sinks; a secret door), and when
     * no light is drawn nor a fountain or sink made */
    bool same_write = lit != SET_LIT_RANDOM && filling != FOUNTAIN
                      && filling != SINK;
    bool set_lit = lava || lit != SET_LIT_NOCHANGE;
    struct rm to, keep;
    uint64_t to_bytes, keep_bytes;

    /* that write as one 8-byte merge: keep waslit and candig (and lit
     * when it stays), the rest from `to` */
    memset(&to, 0, sizeof to);
    memset(&keep, 0, sizeof keep);
    to.typ = (uint8_t) filling;
    to.lit = lava || (lit != SET_LIT_NOCHANGE && lit != 0);
    memset(&keep.waslit, 0xff, 1);
    memset(&keep.candig, 0xff, 1);
    if (!set_lit)
        memset(&keep.lit, 0xff, 1);
    memcpy(&to_bytes, &to, sizeof to_bytes);
    memcpy(&keep_bytes, &keep, sizeof keep_bytes);

    /* columns 0, 1 and 79 are left alone, as C's maze bounds say.
     * Usually no cell is one set_levltyp treats apart: then every cell
     * takes the merge, in a loop with nothing else in it */
    if (same_write) {
        bool apart = false;

        for (int x = 2; x <= X_MAZE_MAX; x++)
#pragma GCC unroll 21
            for (int y = 0; y <= Y_MAZE_MAX; y++)
                apart |= fill_apart[lev->at[x][y].typ];
        if (!apart) {
            for (int x = 2; x <= X_MAZE_MAX; x++) {
                struct rm *col = lev->at[x];

#pragma GCC unroll 21
                for (int y = 0; y <= Y_MAZE_MAX; y++) {
                    uint64_t v;

                    memcpy(&v, &col[y], sizeof v);
                    v = (v & keep_bytes) | to_bytes;
                    memcpy(&col[y], &v, sizeof v);
                }
            }
            return;
        }
    }
    for (int x = 2; x <= X_MAZE_MAX; x++)
        for (int y = 0; y <= Y_MAZE_MAX; y++) {
            struct rm *c = &lev->at[x][y];
            int old = c->typ;

            if (same_write && (old < STAIRS || old > SINK) && old != SDOOR) {
                uint64_t v;

                memcpy(&v, c, sizeof v);
                v = (v & keep_bytes) | to_bytes;
                memcpy(c, &v, sizeof v);
                continue;
            }
            /* stairs and ladders are never overwritten */
            if (old == STAIRS || old == LADDER)
                continue;
            if (!(keep_sdoor && old == SDOOR)) {
                c->typ = (uint8_t) filling;
                if (lava)
                    c->lit = true;
                /* C recounts whenever a fountain or sink comes or goes;
                 * the last recount is the one that stays */
                recount |= (old == FOUNTAIN) != (filling == FOUNTAIN)
                           || (old == SINK) != (filling == SINK);
            }
            if (lit == SET_LIT_RANDOM)
                c->lit = rn2(lev->rng, 2) != 0;
            else if (lit != SET_LIT_NOCHANGE)
                c->lit = lit != 0;
            c->flags = 0;
            c->horizontal = false;
            c->roomno = 0;
            c->edge = false;
        }
    if (recount)
        count_level_features(lev);
}

void lvlfill_maze_grid(struct level *lev, int x1, int y1, int x2, int y2,
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

void lvlfill_swamp(struct level *lev, int fg, int bg, int lit)
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

int level_init(struct level *lev, struct lev_init *li)
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

void level_clear_structures(struct level *lev)
{
    struct level_flags *f = &lev->flags;

    memset(lev->at, 0, sizeof lev->at);
    memset(lev->splev_map, 0, sizeof lev->splev_map);

    for (int i = 0; i < lev->nobjects; i++)
        free(lev->objects[i].oname);
    lev->objs_removed += lev->nobjects;
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
    lev->c_mem -= lev->message_cap;
    lev->message_len = lev->message_cap = 0;
}
