/* fixup.h - what mkmaze.c fixup_special does to the map once the level is
 * flipped: place the stair, portal and branch level regions, record the
 * teleport regions (updest/dndest), put the dungeon branch down if no
 * region did, and the level-specific touches that need no object or
 * monster generation. */
#ifndef NHLEV_FIXUP_H
#define NHLEV_FIXUP_H

#include "level.h"

/* Occupied for level regions: a trap, furniture, lava or water there
 * (C: mklev.c occupied; the invocation spot is not known here). */
bool lregion_occupied(const struct nhl_level *lev, int x, int y);
/* (C: bad_location) */
bool bad_location(const struct nhl_level *lev, int x, int y, int nlx, int nly,
                  int nhx, int nhy);
/* (C: is_exclusion_zone) */
bool is_exclusion_zone(const struct nhl_level *lev, int rtype, int x, int y);

/* Place a thing of type rtype (LR_*) in lx..hy but outside nlx..nhy:
 * 200 tries of rn1 for x then y, then every spot column by column.  lx 0
 * means the whole level (or place_branch when there are rooms and rtype
 * is LR_BRANCH).  dest: where stairs/portals lead.  False if nowhere fit
 * (C: place_lregion, which then complains). */
bool place_lregion(struct nhl_level *lev, int lx, int ly, int hx, int hy,
                   int nlx, int nly, int nhx, int nhy, int rtype,
                   const d_level *dest);
/* (C: put_lregion_here) */
bool put_lregion_here(struct nhl_level *lev, int x, int y, int nlx, int nly,
                      int nhx, int nhy, int rtype, bool oneshot,
                      const d_level *dest);
/* The branch's stair or portal at (x,y), or at a random spot when x is 0
 * (C: place_branch; once per level). */
void place_branch(struct nhl_level *lev, int x, int y);

/* Baalzebub's beetle: wallify around its legs without burying them
 * (C: baalz_fixup). */
void baalz_fixup(struct nhl_level *lev);

/* The Planes of Water (water true) and Air: stone becomes water/air, then
 * bubbles/clouds with their draws (C: setup_waterlevel, mk_bubble). */
void setup_waterlevel(struct nhl_level *lev, bool water);

/* The map side of fixup_special. */
void fixup_special(struct nhl_level *lev);

#endif
