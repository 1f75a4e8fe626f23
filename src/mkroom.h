/* mkroom.h - filling the special rooms a level declares (sp_lev.c
 * fill_special_room; mkroom.c fill_zoo with its monster choosers;
 * priest.c priestini; shops in shknam.h) and the room helpers they share.
 *
 * The monsters and objects themselves come from monster and object
 * generation (makemon.c, mkobj.c), handed in as a table of factories, as
 * maze stocking does (maze.h): the fill makes its own draws (who lives in
 * a court, how much gold lies in a zoo, which square gets what) in C's
 * order and calls the factories where C calls them. */
#ifndef NHLEV_MKROOM_H
#define NHLEV_MKROOM_H

#include <stdbool.h>

#include "level.h"

/* des.room / des.region "filled" (C: FILL_NONE, FILL_NORMAL, FILL_LVFLAGS) */
#define FILL_NONE 0
#define FILL_NORMAL 1
#define FILL_LVFLAGS 2

/* makemon flags the fill passes (C: hack.h MM_*, same values) */
#ifndef NO_MM_FLAGS
#define NO_MM_FLAGS 0x00000000L
#endif
#ifndef MM_EPRI
#define MM_EPRI 0x00000100L
#endif
#ifndef MM_ESHK
#define MM_ESHK 0x00000200L
#endif
#ifndef MM_ASLEEP
#define MM_ASLEEP 0x00001000L
#endif
#ifndef MM_NOGRP
#define MM_NOGRP 0x00002000L
#endif

/* The factories. Monster and object results are indexes into
 * lev->monsters / lev->objects, -1 for none. A NULL entry makes nothing
 * (and draws nothing). */
struct room_gen_ops {
    void *ud;
    /* C: makemon(&mons[mndx] or random if mndx < 0, x, y, flags) */
    int (*makemon)(struct level *lev, void *ud, int mndx, int x, int y,
                   unsigned mmflags);
    /* C: mkclass(mlet, 0): a species of class mlet (C's S_* numbers,
     * S_KOBOLD 11 ...), -1 none */
    int (*mkclass)(struct level *lev, void *ud, int mlet);
    /* C: ndemon(A_NONE): a demon of no alignment, -1 none */
    int (*ndemon)(struct level *lev, void *ud);
    /* C: mksobj_at / mksobj (x < 0: not placed) */
    int (*mksobj)(struct level *lev, void *ud, int otyp, int x, int y,
                  bool init, bool artif);
    /* C: mkobj_at / mkobj (x < 0: not placed); oclass RANDOM_CLASS or a
     * class, or -SPBOOK_CLASS for any spellbook but the novel */
    int (*mkobj)(struct level *lev, void *ud, int oclass, int x, int y,
                 bool artif);
    /* C: mkgold(amount, x, y) */
    int (*mkgold)(struct level *lev, void *ud, long amount, int x, int y);
    /* C: mk_tt_object(CORPSE or STATUE, x, y) */
    int (*mk_tt_object)(struct level *lev, void *ud, int otyp, int x, int y);
    /* C: add_to_container(container, obj) */
    void (*add_to_container)(struct level *lev, void *ud, int container,
                             int obj);
    /* C: mongets(mon, otyp): an object made into the monster's pack */
    int (*mongets)(struct level *lev, void *ud, int mon, int otyp);
    /* C: mpickobj(mon, obj) */
    void (*mpickobj)(struct level *lev, void *ud, int mon, int obj);
    /* C: mkmonmoney(mon, amount) */
    void (*mkmonmoney)(struct level *lev, void *ud, int mon, long amount);
};

/* C: engrave.c make_engr_at at a map spot (replacing what was there) */
void mkroom_engrave(struct level *lev, int x, int y, const char *text,
                    int etype);

/* C: mkroom.c somexyspace - a random free floor spot of room r (ROOM,
 * CORR or ICE, not occupied), up to 101 tries */
bool somexyspace(struct level *lev, int r, struct coord *c);

/* C: mkroom.c fill_zoo - a monster asleep on every free square of room r
 * (court, zoo, beehive, anthole, cockatrice nest, leprechaun hall, morgue,
 * barracks) with the room's own things: gold, corpses, graves, chests,
 * royal jelly, statues; a court gets its ruler, throne and coffers. */
void fill_zoo(struct level *lev, int r, const struct room_gen_ops *ops);

/* C: sp_lev.c fill_special_room - subrooms first; a room declared filled
 * is stocked (shops, vault gold, fill_zoo) and the level's has_* flags are
 * set for its type. */
void fill_special_room(struct level *lev, int r,
                       const struct room_gen_ops *ops);
/* every room, as makelevel does after the level is finished */
void fill_special_rooms(struct level *lev, const struct room_gen_ops *ops);

/* C: priest.c priestini - the temple's priest next to the altar at
 * (sx,sy) of room r: peaceful, two to four spellbooks, its robe maybe
 * blessed or cursed to suit the hero. sanctum: the high priest. */
void priestini(struct level *lev, int r, int sx, int sy, bool sanctum,
               const struct room_gen_ops *ops);

#endif
