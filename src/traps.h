/* traps.h - des.trap (sp_lev.c lspo_trap, create_trap) without trap
 * generation: the location draws are C's; mktrap's own work (a random
 * type, webs' spiders, victims) is a later
 * stage. */
#ifndef NHLEV_TRAPS_H
#define NHLEV_TRAPS_H

#include <stdbool.h>

#include "level.h"

/* C's des.trap names ("arrow", "falling rock", ..., "vibrating square");
 * "random" gives -1, an unknown name NO_TRAP. Case-insensitive. */
int traptype_by_name(const char *name);
const char *traptype_name(int ttyp);

struct trap_request {
    int x, y;            /* script coordinates, -1,-1 random */
    int type;            /* -1 random */
    bool spider_on_web, seen, victim;
    bool has_launch;
    struct coord launch; /* launchfrom / teledest, as given (C: launchplace) */
};

/* create_trap up to mktrap: inside a room a free floor spot (C:
 * get_free_room_loc), else a DRY spot not on stairs or a ladder (up to 101
 * tries); a vibrating square where pick_vibrasquare_location puts it.
 * Returns the trap index, -1 if none placed. A random type is left
 * NO_TRAP (mktrap picks it). */
int trap_create(struct level *lev, const struct trap_request *rq);

#endif
