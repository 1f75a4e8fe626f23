/* migrate.h - objects and monsters leaving the level under construction
 * for other levels, as C's migration lists take them: an object bound for
 * a kind of monster (mkobj.c mksobj_migr_to_species, add_to_migration),
 * handed to the first such monster made while it waits (dokick.c
 * deliver_obj_to_mon), and a monster sent away with its pack (dog.c
 * migrate_to_level). What leaves stays in lev->objects, floating, so
 * indexes hold; a monster that leaves is taken out of lev->monsters. */
#ifndef NHLEV_MIGRATE_H
#define NHLEV_MIGRATE_H

#include "level.h"
#include "monflags.h"

/* C's DELIVER_PM: the flags2 bits a delivery matches on */
#define DELIVER_PM                                                   \
    (M2_UNDEAD | M2_WERE | M2_HUMAN | M2_ELF | M2_DWARF | M2_GNOME \
     | M2_ORC | M2_DEMON | M2_GIANT)

/* Object oi, freshly made, waits to be delivered to a monster whose
 * flags2 & DELIVER_PM equal mflags2 (C: mksobj_migr_to_species after its
 * mksobj). */
void obj_migrate_to_species(struct nhl_level *lev, int oi, unsigned long mflags2);

/* One waiting object (newest first, as C's migrating_objs chain runs) for
 * the new monster midx, if one is bound for its kind; an orc with no name
 * yet is christened after the gang named on orcish booty (its draws).
 * Returns the object's index, -1 if none (C: deliver_obj_to_mon with cnt
 * 1 and no flags, as makemon calls it). */
int deliver_obj_to_mon(struct nhl_level *lev, int midx);

/* Monster midx leaves the level with what it carries (C:
 * migrate_to_level; no draws). Later monster indexes move down one. */
void migrate_mon_away(struct nhl_level *lev, int midx);

#endif
