/* game.h - the game a level belongs to: what C's newgame has settled
 * before any level is made (the release, init_dungeons' layout,
 * init_objects' deal of appearances, makedefs' compiled dat/ texts) and
 * that every level of the game reads.
 *
 * The front door (plan.c) resolves it once and makes it; the engine only
 * reads it (a level holds `const struct nhl_game *game`). Nothing here
 * names a file for the engine to open: what the game loads on demand
 * (the layout when the plan had no need of it, the texts that only a
 * grave or graffiti ask for) it asks the reader the front door gave it
 * (game_reader.h), behind these calls. */
#ifndef NHLEV_GAME_H
#define NHLEV_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "appearance.h"
#include "nhlev.h"
#include "version.h"

/* d_level, a level's place (dungeon number and level in it), is public:
 * nhlev.h */

/* The game the truth files' "where" came from (truth/README.md: init_seed
 * 42, set right before init_dungeons: no raw draws to skip). */
#define GAME_TRUTH_SEED 42u
#define GAME_TRUTH_SKIP 0u

struct nh_texts;
struct nhl_chunk_cache;
struct game_reader;
struct game_keep;           /* game.c's: what it holds and loads on demand */

struct nhl_game {
    /* the release the game is played in (C: the binary), its record */
    enum nhl_version version;
    const struct nh_release *nh;
    /* the game seed (C: init_seed, which seeds the layout and the deal)
       and the raw draws made before init_dungeons (dungeon.h) */
    uint64_t seed, skip;
    /* a plan named this game (a document records its seed); false for a
       level made outside a build (tests, a document read back) */
    bool known;
    /* init_objects' deal of descriptions, colours, materials */
    struct nhl_obj_appearance look;
    /* where the dungeon's theme-room script is (its dat/ directory, with
       the nhlib.lua it loads), NULL none: the plan looked once */
    const char *themes_dir;
    /* the hero and what the game has settled before its levels: the
       genocided and extinct species, the theme rooms' align (nhlev.h);
       the plan copies it from the build's options, else the truth's */
    struct nhl_hero hero;
    /* the game's one stream (startup.h: C seeds ISAAC64 once a game): its
       start was replayed from the seed and the hero, and its first level
       is made where the start left the stream, stream_draws raw draws
       after the seeding; false for a level reseeded before it is made */
    bool stream;
    uint64_t stream_draws;
    /* ... made at a place in the stream the options gave (stream_draws
       since the seeding), not where the start left it */
    bool stream_placed;
    bool wizard;                /* played in wizard mode (C: -D) */
    struct game_keep *keep;
};

/* ---- what the engine asks ---- */

/* Where the game's dungeon layout puts the level called name (C: a
 * level region's destination by name, find_level); 0, or -1 when the
 * game has no such level or no layout. */
int game_level_named(const struct nhl_game *g, const char *name,
                     d_level *out);
/* The game's epitaphs, engravings and rumors (textfile.h), compiled on
 * the first ask (most levels never ask); NULL out of memory. */
const struct nh_texts *game_texts(const struct nhl_game *g);
/* The texts if something has asked for them already, else NULL. */
const struct nh_texts *game_texts_loaded(const struct nhl_game *g);
/* Where the game keeps its theme-room Lua state between levels when the
 * build has no chunk cache of its own; NULL none. */
struct nhl_chunk_cache *game_themes_cache(const struct nhl_game *g);

/* ---- what the front door does ---- */

/* The truth files' hero (every game's until the plan sets its own). */
void hero_defaults(struct nhl_hero *h);

/* A game of release v seeded (seed, skip), dealt; known says a plan
 * named it. deal: the game cache's deal of it, copied (NULL, or another
 * game's: dealt here). texts_dir: the dat/ directory of its texts (NULL:
 * nhlev's own). One reference; NULL out of memory. */
struct nhl_game *game_new(enum nhl_version v, uint64_t seed, uint64_t skip,
                          bool known, const struct nhl_obj_appearance *deal,
                          const char *texts_dir);
/* The truth files' game of release v (levels made outside a plan). */
struct nhl_game *game_new_truth(enum nhl_version v);
/* The game's hero and what it has settled (copied). */
void game_set_hero(struct nhl_game *g, const struct nhl_hero *hero);
/* What the game reads on demand from (game_reader.h), taken over. */
void game_set_reader(struct nhl_game *g, struct game_reader *r);
/* The theme-room script's directory (copied; NULL none). 0, -1 oom. */
int game_set_themes_dir(struct nhl_game *g, const char *dir);
/* The build is over: the plan's source is closed, the game no longer
 * reads it (a later ask for the layout finds none). */
void game_source_done(const struct nhl_game *g);

struct nhl_game *game_ref(const struct nhl_game *g);
void game_release(const struct nhl_game *g);

#endif
