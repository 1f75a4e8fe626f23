/* demo.c - a small level built in C with a step log, for `nhlev view demo`
 * (nhlev.h's nhl_demo_level): lets the viewer (and its tests) show
 * stepping, overlays and inspection without a level script. Each step
 * mirrors a line of assets/demo.lua so the source panel has
 * something to show. It lives in the engine because it is made by hand,
 * cell by cell and thing by thing, with the engine's own calls (level_new,
 * level_add_*, step_begin). */
#include "nhlev.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datahome.h"
#include "rng.h"
#include "step.h"

static void room(struct nhl_level *lev, int ri, int lx, int ly, int hx, int hy,
                 int rtype, bool lit)
{
    for (int x = lx - 1; x <= hx + 1; x++)
        for (int y = ly - 1; y <= hy + 1; y++) {
            struct rm *c = &lev->at[x][y];
            bool wall = x < lx || x > hx || y < ly || y > hy;
            c->typ = wall ? ((y < ly || y > hy) ? HWALL : VWALL) : ROOM;
            c->horizontal = wall && (y < ly || y > hy);
            c->lit = lit;
            c->roomno = (uint8_t)(wall ? SHARED : ri + ROOMOFFSET);
            if (!wall)
                c->roomno = (uint8_t)(ri + ROOMOFFSET);
        }
    struct mkroom *r = &lev->rooms[ri];
    r->lx = lx; r->ly = ly; r->hx = hx; r->hy = hy;
    r->rtype = rtype; r->rlit = lit; r->parent = -1;
    lev->nroom = ri + 1;
    lev->rooms[ri + 1].hx = -1;
}

static void door(struct nhl_level *lev, int x, int y, int mask)
{
    lev->at[x][y].typ = DOOR;
    lev->at[x][y].flags = (uint8_t)mask;
    if (lev->doorindex < DOORMAX) {
        lev->doors[lev->doorindex].x = x;
        lev->doors[lev->doorindex++].y = y;
    }
}

#define STEP(name, args, line) step_begin(lev, name, args, "demo.lua", line, 0)

/* named demo_level, not nhl_demo_level: the RNG log names the routine
 * that drew ("rn2(3)=0 @ demo_level"), and the viewer shows it */
static struct nhl_level *demo_level(uint64_t seed, struct nhl_rng **rngp, char *script,
                                    size_t scriptlen)
{
    struct nhl_rng *rng = calloc(1, sizeof *rng);
    if (!rng)
        return NULL;
    nhl_rng_init(rng, seed);
    nhl_rng_set_logging(rng, true);
    struct nhl_level *lev = level_new(rng, NULL);
    if (!lev) {
        free(rng);
        return NULL;
    }
    lev->steps = step_log_new();
    snprintf(script, scriptlen, "%s/demo.lua", datahome_dir("assets"));

    STEP("des.level_init", "solidfill", 4);
    STEP("des.room", "ordinary 10,3 9x4 lit", 5);
    room(lev, 0, 10, 3, 18, 6, OROOM, true);
    STEP("des.room", "zoo 31,11 9x4 unlit", 6);
    room(lev, 1, 31, 11, 39, 14, ZOO, false);
    STEP("des.door", "closed 20,5", 7);
    lev->at[19][5].typ = VWALL; /* the door sits in the east wall */
    door(lev, 19, 5, D_CLOSED);
    STEP("des.door", "locked 30,12", 8);
    door(lev, 30, 12, D_LOCKED);
    STEP("des.object", "apple 15,5", 9);
    struct obj *o = level_add_object(lev);
    o->otyp = -1;
    o->oclass = '%';
    snprintf(o->id, sizeof o->id, "apple");
    o->x = 15; o->y = 5; o->quan = 1 + rn2(lev->rng, 3);
    o->container = o->owner = -1;
    STEP("des.monster", "jackal 35,12", 10);
    struct monst *m = level_add_monster(lev);
    m->mndx = -1;
    m->mclass = 'd';
    snprintf(m->id, sizeof m->id, "jackal");
    m->x = 35; m->y = 12; m->asleep = rn2(lev->rng, 2);
    STEP("des.trap", "hole 12,4", 11);
    struct trap *t = level_add_trap(lev);
    t->tx = 12; t->ty = 4; t->ttyp = HOLE;
    STEP("des.corridor", "room 0 -> room 1", 12);
    for (int x = 20; x <= 25; x++)
        lev->at[x][5].typ = CORR;
    for (int y = 5; y <= 12; y++)
        lev->at[25][y].typ = CORR;
    for (int x = 25; x <= 29; x++)
        lev->at[x][12].typ = CORR;
    STEP("des.non_diggable", "9,2-41,16", 13);
    for (int x = 9; x <= 41; x++)
        for (int y = 2; y <= 16; y++)
            if (IS_STWALL(lev->at[x][y].typ))
                lev->at[x][y].flags |= W_NONDIGGABLE;
    step_begin(lev, "wallification", "", NULL, 0, 0); /* a finishing step */
    /* the corners, as wallification (C: wallification) would make them */
    for (int ri = 0; ri < lev->nroom; ri++) {
        const struct mkroom *r = &lev->rooms[ri];
        lev->at[r->lx - 1][r->ly - 1].typ = TLCORNER;
        lev->at[r->hx + 1][r->ly - 1].typ = TRCORNER;
        lev->at[r->lx - 1][r->hy + 1].typ = BLCORNER;
        lev->at[r->hx + 1][r->hy + 1].typ = BRCORNER;
    }
    step_end(lev);
    *rngp = rng;
    return lev;
}

struct nhl_level *nhl_demo_level(uint64_t seed, struct nhl_rng **rngp, char *script,
                                 size_t scriptlen)
{
    return demo_level(seed, rngp, script, scriptlen);
}
