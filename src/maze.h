/* maze.h - mazes: mkmaze.c's walkfrom / maze0xy / mazexy / create_maze and
 * sp_lev.c's lspo_mazewalk, maze1xy and fill_empty_maze. */
#ifndef NHLEV_MAZE_H
#define NHLEV_MAZE_H

#include <stdbool.h>

#include "level.h"

/* mazewalk directions (C: W_NORTH ... in sp_lev.h) */
#define W_RANDOM (-1)
#define W_NORTH 1
#define W_SOUTH 2
#define W_EAST 4
#define W_WEST 8

/* Carve a maze from (x,y), odd coordinates, inside the usual maze bounds
 * (3..X_MAZE_MAX, 3..Y_MAZE_MAX). typ 0 means CORR on corrmaze levels, else
 * ROOM. C's recursive walkfrom, with its exact order of draws. */
void walkfrom(struct nhl_level *lev, int x, int y, int typ);
/* A random odd starting spot for a maze (C: maze0xy). */
void maze0xy(struct nhl_level *lev, struct coord *cc);
/* A random maze corridor cell (ROOM, or CORR on corrmaze levels): 100 random
 * tries, then a scan. False if there is none (C panics). (C: mazexy) */
bool mazexy(struct nhl_level *lev, struct coord *cc);
/* A random odd spot the script did not touch that suits humidity; (C:
 * maze1xy, up to 2000 tries, then the last spot tried). */
void maze1xy(struct nhl_level *lev, struct coord *cc, int humidity);

/* des.level_init({style="maze"}): corrwid/wallthick -1 = random (rnd(4),
 * rnd(4)-corrwid), clamped to 1..5; a maze of (78/scale, 20/scale) cells is
 * walked, its dead ends maybe removed, and scaled up when corrwid +
 * wallthick > 2. (C: create_maze) */
void create_maze(struct nhl_level *lev, int corrwid, int wallthick,
                 bool rmdeadends);

/* des.mazewalk from absolute (x,y): dir W_* or W_RANDOM (one rn2(4)); typ
 * the corridor typ (< 1: CORR on corrmaze levels, else ROOM). Steps once in
 * dir, makes the spot odd, then walkfrom. Stocking is fill_empty_maze,
 * called separately by the caller. (C: lspo_mazewalk) */
void mazewalk(struct nhl_level *lev, int x, int y, int dir, int typ);

/* What fill_empty_maze creates; the object/monster/trap factories live with
 * the features code and are passed in. Each gets the spot maze1xy chose. */
struct maze_stock_ops {
    void *ud;
    /* mkobj_at(rn2(2) ? GEM_CLASS : RANDOM_CLASS): gem true = GEM_CLASS */
    void (*random_object)(struct nhl_level *lev, void *ud, bool gem, int x, int y);
    void (*boulder)(struct nhl_level *lev, void *ud, int x, int y);
    void (*minotaur)(struct nhl_level *lev, void *ud, int x, int y);
    void (*random_monster)(struct nhl_level *lev, void *ud, int x, int y);
    void (*gold)(struct nhl_level *lev, void *ud, int x, int y);
    /* rndtrap (re-drawn while a pit or hole on a boulder) and maketrap */
    void (*random_trap)(struct nhl_level *lev, void *ud, int x, int y);
};

/* Stock the part of a maze the script left alone with objects, boulders,
 * maybe a minotaur, monsters, gold and traps, in numbers proportional to its
 * size. (C: fill_empty_maze) */
void fill_empty_maze(struct nhl_level *lev, const struct maze_stock_ops *ops);

/* The stocking C does: the real things through generation's factories
 * (lev->build->gen, gen_ops.h) with their draws; while a level has none, records
 * of the right kind (random object or gem, boulder, minotaur, random
 * monster, gold) at C's spots. Traps are always made (rndtrap, maketrap). */
extern const struct maze_stock_ops maze_stock_records;

#endif
