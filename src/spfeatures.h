/* spfeatures.h - the engine side of the "features" des.* functions that have
 * no header of their own: altars, fountains and other furniture,
 * engravings and graves, gold, level regions and exclusion zones, plus the
 * script-coordinate reader they all share (sp_lev.c get_location_coord).
 *
 * Coordinates given to these functions are SCRIPT coordinates (relative to
 * the current room or map origin), -1,-1 meaning "random", exactly as the
 * Lua bindings read them; the functions convert them as C does. */
#ifndef NHLEV_SPFEATURES_H
#define NHLEV_SPFEATURES_H

#include <stdbool.h>

#include "level.h"
#include "location.h"

/* special-level alignment requests (C: align.h AM_SPLEV_*) */
#define AM_SPLEV_CO 0x20
#define AM_SPLEV_NONCO 0x40
#define AM_SPLEV_RANDOM 0x80

/* Script coordinate -> map coordinate (C: get_location_coord on a packed
 * coordinate). Both -1 means random: a first pass with NO_LOC_WARN, and
 * if nothing suits, a second one without. Otherwise x and y are reduced to
 * their low 8 bits first (C packs them with SP_COORD_PACK), so a negative
 * or huge coordinate lands where C's would. okfn replaces the location
 * test for random spots (C: set_ok_location_func), NULL for none. */
void get_location_coord(struct nhl_level *lev, int *x, int *y, int humidity,
                        int croom, location_ok_fn okfn);

/* A floor spot of room r: the one asked for (script coordinates, -1,-1
 * random) if it is ROOM, else random spots of the room (somexy) until one
 * is, up to 101 more. False where C panics. (C: get_free_room_loc) */
bool get_free_room_loc(struct nhl_level *lev, int r, int *x, int *y);

/* The hero's alignment as -1/0/1 (the game's hero.align "chaos"/"neutral"/"law"). */
int hero_alignment(const struct nhl_level *lev);
/* alignment -1/0/1, or -128 for none -> AM_* mask (C: Align2amask) */
int align_to_amask(int al);
/* C: dungeon.c induced_align: pct% the level's alignment, else pct% the
 * dungeon's (always none in C, see below), else rn2(3)-1.
 * ctx.level_align is the special level's own "alignment" from dungeon.lua
 * (AM_* mask; oracle neutral, medusa chaotic; 0 none). ctx.dungeon_align
 * never counts: C stores it shifted into a 3-bit field, where it is 0. */
int induced_align(struct nhl_level *lev, int pct);
/* C: sp_amask_to_amask: AM_SPLEV_CO the hero's, AM_SPLEV_NONCO one of the
 * other two (rn2(2)), AM_SPLEV_RANDOM induced_align(80), else the mask. */
int sp_amask_to_amask(struct nhl_level *lev, int sp_amask);

/* des.altar (C: create_altar). shrine: 0 altar, 1 shrine, 2 sanctum; a
 * shrine/sanctum only in a TEMPLE room (the priest is generation, not
 * made here). Returns false if no altar was made. */
bool altar_create(struct nhl_level *lev, int x, int y, int sp_amask, int shrine);

/* des.feature (C: lspo_feature + sel_set_feature): typ FOUNTAIN, SINK,
 * POOL, THRONE or TREE. Random spots are DRY, given ones ANY_LOC. Furniture
 * is never overwritten. flagvals[i] for the type's flags in C's order
 * (fountain looted,warned; sink pudding,dishwasher,ring; throne looted;
 * tree looted,swarm): -2 leave, -1 rn2(2), 0/1. flagvals NULL: no flags
 * (positional forms). On return *x,*y hold the map spot. */
void feature_create(struct nhl_level *lev, int typ, int *x, int *y,
                    const int *flagvals);

/* des.engraving (C: lspo_engraving + make_engr_at): replaces any engraving
 * there. etype DUST..ENGR_BLOOD. */
void engraving_create(struct nhl_level *lev, int x, int y, int etype,
                      const char *text, bool degrade, bool guardobjects);
/* des.grave (C: lspo_grave + make_grave). text NULL: a random epitaph
 * (engrave.h random_epitaph). */
void grave_create(struct nhl_level *lev, int x, int y, const char *text);

/* des.gold (C: lspo_gold + mkgold): amount < 0 draws rnd(200) after the
 * location. Gold already on the spot grows (C: g_at); new gold is
 * mksobj's, with its id draw. Returns the object index. */
int gold_create(struct nhl_level *lev, long amount, int x, int y);

/* des.levregion / des.teleport_region (C: levregion_add): areas not
 * marked *_islev are converted from map coordinates with ANY_LOC against
 * the map origin (never the room). The request is copied; rname is
 * duplicated. */
void levregion_add(struct nhl_level *lev, const struct lev_region *rq);
/* des.exclusion (C: lspo_exclusion): corners converted with ANY_LOC |
 * NO_LOC_WARN against the current room or map. */
void exclusion_add(struct nhl_level *lev, int zonetype, const int area[4]);

#endif
