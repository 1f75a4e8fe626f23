/* nhlev/dungeon.h - part of nhlev.h: the demo level, the dungeon layout's
 * report and dat/ reads (its handles: catalog.h).
 * Include <nhlev.h>, not this file: each part relies on those before it. */
#ifndef NHLEV_PART_DUNGEON_H
#define NHLEV_PART_DUNGEON_H
#ifndef NHLEV_H
#error "include <nhlev.h>, not its parts"
#endif

/* ==================================================================== */
/* The demo level (issue 22.4)                                           */
/* ==================================================================== */

/* `nhlev view demo`: a small level made by hand with a step log, so the
 * viewer (and its tests) can show stepping without a level script. The
 * level, its rng (the caller frees both: nhl_level_free; nhl_rng_free and free)
 * and the path of the Lua text it mirrors; NULL when out of memory. */
struct nhl_level *nhl_demo_level(uint64_t seed, struct nhl_rng **rng, char *script,
                                 size_t scriptlen);

/* ==================================================================== */
/* The dungeon layout (issue 22.4)                                       */
/* ==================================================================== */

/* The seed of the game the truth files were made in, and the RNG draws
 * that game made before init_dungeons: `nhlev dungeon`'s defaults. */
void nhl_truth_game(uint64_t *seed, uint64_t *skip);
/* The dungeons C's init_dungeons lays out for the game seeded seed that
 * drew skip times first, from dat's dungeon.lua (NULL: the built-in
 * levels), quest floors named for role (NULL: Valkyrie): the document
 * `nhlev dungeon --format json` prints (seed, skip, draws, tune;
 * dungeons[] with their floors[]; levels[], branches[], chance_levels[]).
 * The caller deletes it; NULL with err. */
cJSON *nhl_dungeon_report(const char *dat, uint64_t seed, uint64_t skip,
                          const char *role, char *err, size_t errlen);
/* The same in wizard mode when wizard is set (C's -D: init_dungeons draws
 * no chances, so the layout differs); with game_hero, the layout of the
 * real game seeded seed with that hero (role, race, gender, alignment):
 * its start is replayed as C's newgame makes it up to init_dungeons in
 * the game's one stream (skip and role are then the game's own). */
cJSON *nhl_dungeon_report_as(const char *dat, uint64_t seed, uint64_t skip,
                             const char *role, bool wizard,
                             const struct nhl_hero *game_hero, char *err,
                             size_t errlen);

/* A run of many builds (the bench, stats) reads dat/ as it is when the
 * run starts: between begin and end on a thread, no file is checked for
 * edits again (datfs's fix). Calls nest. */
void nhl_dat_fix_begin(void);
void nhl_dat_fix_end(void);

#endif
