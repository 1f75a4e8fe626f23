/* traps.h - making a trap of a known kind (trap.c maketrap and its
 * helpers: hole destinations, squeaky board notes, rolling boulder launch
 * spots, statue traps) and des.trap's placement (sp_lev.c lspo_trap,
 * create_trap), which hands the rest to mktrap (mktrap.h). */
#ifndef NHLEV_TRAPS_H
#define NHLEV_TRAPS_H

#include <stdbool.h>

#include "level.h"

/* C numbers two more kinds after the vibrating square; they live on doors
 * and chests, never on the map, but random kind draws can name them
 * (C: trap.h TRAPPED_DOOR, TRAPPED_CHEST, TRAPNUM) */
#define TRAPPED_DOOR 24
#define TRAPPED_CHEST 25
#define C_TRAPNUM 26

#define is_pit(ttyp) ((ttyp) == PIT || (ttyp) == SPIKED_PIT)
#define is_hole(ttyp) ((ttyp) == HOLE || (ttyp) == TRAPDOOR)
#define is_xport(ttyp) ((ttyp) >= TELEP_TRAP && (ttyp) <= MAGIC_PORTAL)
#define undestroyable_trap(ttyp) \
    ((ttyp) == MAGIC_PORTAL || (ttyp) == VIBRATING_SQUARE)

/* C's des.trap names ("arrow", "falling rock", ..., "vibrating square");
 * "random" gives -1, an unknown name NO_TRAP. Case-insensitive. */
int traptype_by_name(const char *name);
/* entry i of the names traptype_by_name knows, NULL past the last */
const char *trap_type_name(int i);
const char *traptype_name(int ttyp);

/* What the level model asks of a spot while traps are made */
bool is_pool_at(const struct nhl_level *lev, int x, int y); /* C: is_pool */
bool is_lava_at(const struct nhl_level *lev, int x, int y); /* C: is_lava */
/* a boulder on the floor there (C: sobj_at(BOULDER, x, y)) */
bool boulder_on(const struct nhl_level *lev, int x, int y);
/* C: mklev.c occupied - a trap, furniture, lava or water */
bool spot_occupied(const struct nhl_level *lev, int x, int y);

/* C's dungeon predicates from the context */
bool level_can_dig_down(const struct nhl_level *lev); /* C: Can_dig_down */
bool level_can_fall_thru(const struct nhl_level *lev); /* C: Can_fall_thru */
bool level_is_knox(const struct nhl_level *lev);    /* single_level_branch */

/* C: trap.c maketrap. Makes (or remakes, keeping its place in the list) a
 * trap of kind typ at map spot (x,y) with its kind's set-up: a squeaky
 * board's note, a statue trap's statue, a rolling boulder's launch spot
 * and boulder, a pit's or hole's floor (and a hole's destination, one or
 * more rn2(4)), a teleporter's fixed destination from
 * lev->build->coder.launchplace. Returns the trap's index, -1 where C makes none
 * (stairs, furniture, water, a magic portal or vibrating square already
 * there, TRAPPED_DOOR/TRAPPED_CHEST). */
int maketrap(struct nhl_level *lev, int x, int y, int typ);

/* A spot for the invocation, away from the up stairs (not in line, not
 * on a diagonal, more than 11 away) on open ground; up to 1000 tries of
 * rn1 for x then y. (C: mkmaze.c pick_vibrasquare_location) */
void pick_vibrasquare_location(struct nhl_level *lev, int *px, int *py);

struct trap_request {
    int x, y;            /* script coordinates, -1,-1 random */
    int type;            /* -1 random */
    bool spider_on_web, seen, victim;
    bool has_launch;
    struct coord launch; /* launchfrom / teledest, as given (C: launchplace) */
};

/* des.trap after its arguments (C: create_trap): a vibrating square where
 * pick_vibrasquare_location puts it; inside a room a free floor spot (C:
 * get_free_room_loc), else a DRY spot not on stairs or a ladder (up to 101
 * tries); then mktrap with the request's flags, which picks a random kind
 * and makes webs' spiders and victims. Returns the trap index, -1 if none
 * was made. */
int trap_create(struct nhl_level *lev, const struct trap_request *rq);

#endif
