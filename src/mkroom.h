/* mkroom.h - filling the special rooms a level declares (sp_lev.c
 * fill_special_room; mkroom.c fill_zoo with its monster choosers;
 * priest.c priestini; shops in shknam.h) and the room helpers they share.
 *
 * The monsters and objects themselves come from monster and object
 * generation through lev->build->gen (gen_ops.h): the fill makes its own draws
 * (who lives in a court, how much gold lies in a zoo, which square gets
 * what) in C's order and calls the factories where C calls them. */
#ifndef NHLEV_MKROOM_H
#define NHLEV_MKROOM_H

#include <stdbool.h>

#include "gen_ops.h"
#include "level.h"

/* des.room / des.region "filled" (C: FILL_NONE, FILL_NORMAL, FILL_LVFLAGS) */
#define FILL_NONE 0
#define FILL_NORMAL 1
#define FILL_LVFLAGS 2

/* C: mkroom.c somexyspace - a random free floor spot of room r (ROOM,
 * CORR or ICE, not occupied), up to 101 tries */
bool somexyspace(struct nhl_level *lev, int r, struct coord *c);

/* C: mkroom.c fill_zoo - a monster asleep on every free square of room r
 * (court, zoo, beehive, anthole, cockatrice nest, leprechaun hall, morgue,
 * barracks) with the room's own things: gold, corpses, graves, chests,
 * royal jelly, statues; a court gets its ruler, throne and coffers. */
void fill_zoo(struct nhl_level *lev, int r);

/* C: sp_lev.c fill_special_room - subrooms first; a room declared filled
 * is stocked (shops, vault gold, fill_zoo) and the level's has_* flags are
 * set for its type. Without generation (lev->build->gen NULL) only the flags. */
void fill_special_room(struct nhl_level *lev, int r);
/* every room, as makelevel does after the level is finished */
void fill_special_rooms(struct nhl_level *lev);

/* C: priest.c priestini - the temple's priest next to the altar at
 * (sx,sy) of room r: peaceful, two to four spellbooks, its robe maybe
 * blessed or cursed to suit the hero. sanctum: the high priest. */
void priestini(struct nhl_level *lev, int r, int sx, int sy, bool sanctum);

/* C: antholemon: the anthole's one kind of ant, or -1 when all three
 * kinds are genocided or extinct (no draws) */
int antholemon(const struct nhl_level *lev);

#endif
