/* appearance.h - how a game's objects look: the descriptions, colours and
 * materials o_init.c's init_objects deals out at the start of a game (the
 * "shiny" ring, the oak wand ...) and the wand of nothing's direction.
 *
 * C shuffles them once per game, right after seeding its core RNG with the
 * game's seed, and before anything else draws (the dungeon layout comes
 * from the same seed afresh). So the whole deal follows from the release
 * and the game seed; a level keeps its game's deal (struct nhl_level.look). */
#ifndef NHLEV_APPEARANCE_H
#define NHLEV_APPEARANCE_H

#include <stdbool.h>
#include <stdint.h>

#include "data_enums.h"
#include "version.h"
#include "nhlev.h"

/* struct nhl_obj_appearance is public (nhlev.h: a level holds its game's
 * deal); its arrays are sized by the engine's object count */
_Static_assert(NHL_NUM_OTYPES == NUM_OTYPES, "nhlev.h's object count");

/* C: objclass.h oc_dir values */
enum { OBJ_DIR_NODIR = 1, OBJ_DIR_IMMEDIATE = 2, OBJ_DIR_RAY = 3 };

/* Deal a game's appearances: what C's init_objects leaves in objects[]
 * when its core RNG was just seeded with game_seed. */
void appearance_deal(struct nhl_obj_appearance *a, enum nhl_version v,
                     uint64_t game_seed);
/* The same deal drawn from rng, a game's one stream (its draws go into
 * rng's log): the startup of a real game (startup.h). */
struct nhl_rng;
void appearance_deal_from(struct nhl_obj_appearance *a, enum nhl_version v,
                          uint64_t game_seed, struct nhl_rng *rng);

/* Reads of one object's look under a deal (r: the deal's release). */
const char *appearance_descr(const struct nhl_obj_appearance *a,
                             const struct nh_release *r, int otyp);
int appearance_dir(const struct nhl_obj_appearance *a, const struct nh_release *r,
                   int otyp);

/* The range of objects otyp's description is shuffled among (C:
 * o_init.c obj_shuffle_range), in the engine's numbering: *lo..*hi,
 * holding only objects r has. Both otyp when it is shuffled with none. */
void appearance_shuffle_range(const struct nh_release *r, int otyp, int *lo,
                              int *hi);

#endif
