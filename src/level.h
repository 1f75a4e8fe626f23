/* level.h - the level under construction: cells, rooms, doors, stairs,
 * regions, the placed things, the coder state of sp_lev.c, and the context
 * (the place in the dungeon) that C NetHack reads while building; the
 * hero is its game's (game.h).
 *
 * Everything travels in a struct nhl_level; there are no globals, so two levels
 * can be built side by side. Cells are indexed at[x][y] as C's levl[x][y]. */
#ifndef NHLEV_LEVEL_H
#define NHLEV_LEVEL_H

#include <stdbool.h>
#include <string.h>
#include <stddef.h>
#include <stdint.h>

#include "appearance.h"
#include "game.h"
#include "rect.h"
#include "rm.h"
#include "rng.h"
#include "version.h"
#include "nhlev.h"

struct nhl_chunk_cache; /* chunkcache.h */

/* The level's types (cells, rooms, placed things, flags, context and
 * struct nhl_level itself) are public: nhlev.h. */

/* An object's or monster's id (its name): set for every one made, so a
 * bounded copy rather than a printf. */
static inline void level_set_id(char *id, size_t size, const char *name)
{
    size_t n = name ? strnlen(name, size - 1) : 0;
    if (n)
        memcpy(id, name, n);
    id[n] = '\0';
}

/* A fresh level: STONE everywhere, coder and flags as sp_level_coder_init;
 * of the truth game (DUNGEON_TRUTH_SEED) of ctx's release. */
struct nhl_level *level_new(struct nhl_rng *rng, const struct nhl_level_context *ctx);
/* The same with the truth game's hero replaced by hero (a level made
 * outside a plan for a hero of its own: a test's, a document's). */
struct nhl_level *level_new_hero(struct nhl_rng *rng, const struct nhl_level_context *ctx,
                                 const struct nhl_hero *hero);
/* The same in game g (the plan's; NULL: the truth game), of which the
 * level holds a reference. */
struct nhl_level *level_new_in(struct nhl_rng *rng, const struct nhl_level_context *ctx,
                               const struct nhl_game *g);
/* Move lev to game g (a reference is taken; the old game let go). */
void level_join_game(struct nhl_level *lev, const struct nhl_game *g);
/* a warning for the level's author, "file:line: text" (lev->warnings) */
void level_warn(struct nhl_level *lev, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* A lenient build's stand-in for the name a level gave and the release
 * lacks: listed in lev->standins with where ("file:LINE: ", luaL_where's)
 * and, for terrain, the typ built in its place (else -1), and warned of
 * ("where: unknown KIND 'NAME': MADE (a stand-in ...)"). Returns 1 + its
 * index, for the thing made (its standin field). */
int level_standin(struct nhl_level *lev, const char *where, const char *kind,
                  const char *name, int typ, const char *made);
/* Move lev to a game of its release seeded (seed, skip), its texts from
 * dat_dir (NULL: ours); 0, -1 out of memory */
int level_set_game(struct nhl_level *lev, const char *dat_dir, uint64_t seed,
                   uint64_t skip);


/* Append a line of n bytes to lev->message ('\n'-joined); in amortised
 * linear time, since a script may call des.message without end. False
 * when memory runs out. */
bool level_add_message(struct nhl_level *lev, const char *text, size_t n);


/* growable arrays: return a pointer to a zeroed new element */
struct stairway *level_add_stair(struct nhl_level *lev);
struct lev_region *level_add_lregion(struct nhl_level *lev);
struct exclusion_zone *level_add_exclusion(struct nhl_level *lev);
struct nhregion *level_add_region(struct nhl_level *lev);
struct engr *level_add_engraving(struct nhl_level *lev);
struct obj *level_add_object(struct nhl_level *lev);
struct monst *level_add_monster(struct nhl_level *lev);
struct trap *level_add_trap(struct nhl_level *lev);
/* Take object idx out of the list, keeping container links and what
 * goodpos and add_to_container keep about the list right. */
void level_del_object(struct nhl_level *lev, int idx);
void level_del_trap(struct nhl_level *lev, int idx);
void level_del_engraving(struct nhl_level *lev, int idx);

/* marks where a monster (and its worm tail) now stands: every write of a
 * monster's position calls this */
void level_note_monster(struct nhl_level *lev, const struct monst *m);

/* the engine sees the build's working state everywhere it sees the level */
#include "level_build.h"

#endif
