/* nhlev/catalog.h - part of nhlev.h: what a level source lists and where
 * a game lays it out.
 * Include <nhlev.h>, not this file: each part relies on those before it. */
#ifndef NHLEV_PART_CATALOG_H
#define NHLEV_PART_CATALOG_H
#ifndef NHLEV_H
#error "include <nhlev.h>, not its parts"
#endif

/* ==================================================================== */
/* The level list (issue 22.4: the viewer's picker and the bench walk a  */
/* level source's dungeons and levels through this handle, never its    */
/* structures)                                                          */
/* ==================================================================== */

/* A level source's level list (dat's dungeon.lua, or dungeon.def in a
 * dat/ of .des files; NULL: the built-in levels). Levels are numbered
 * 0..count-1, dungeon by dungeon in dungeon.lua's order. NULL with err. */
struct nhl_levels;
struct nhl_levels *nhl_levels_open(const char *dat, char *err, size_t errlen);
/* The same list as the game g reads it (nhl_build_opts.game): the game's own
 * source, held unchanged while the list is open, so that the plans made
 * with g meanwhile (nhl_plan_check, nhl_build) read the very list shown
 * and no second copy is read; an edited dungeon.lua is read again once
 * the list is closed. NULL with err. */
struct nhl_levels *nhl_levels_of_game(struct nhl_game_cache *g, const char *dat,
                                      char *err, size_t errlen);
void nhl_levels_close(struct nhl_levels *l);
/* the directory the source's files are in (for messages) */
const char *nhl_levels_dir(const struct nhl_levels *l);
/* Is the source a dat/ of lev_comp .des files (built as Lua would be)? */
bool nhl_levels_des(const struct nhl_levels *l);

/* Each level entry: its file base name ("soko1" for Sokoban's four),
 * dungeon.lua's "name" for it ("oracle"; the file name when it has
 * none), where it is placed in its dungeon (base, negative from the
 * bottom; range), its chance in 100 of being made, how many variant
 * files it has (0 none: "name-1".."name-N" otherwise) and its dungeon. */
int nhl_levels_count(const struct nhl_levels *l);
const char *nhl_levels_name(const struct nhl_levels *l, int i);
const char *nhl_levels_alias(const struct nhl_levels *l, int i);
int nhl_levels_base(const struct nhl_levels *l, int i);
int nhl_levels_range(const struct nhl_levels *l, int i);
int nhl_levels_chance(const struct nhl_levels *l, int i);
int nhl_levels_variants(const struct nhl_levels *l, int i);
int nhl_levels_dungeon_of(const struct nhl_levels *l, int i);

/* Each dungeon: its name ("The Gnomish Mines"), its number of floors
 * (base, and range above 1 when drawn), its filler level file ("" none),
 * and its levels, first..first+nlevels-1. */
int nhl_levels_dungeons(const struct nhl_levels *l);
const char *nhl_levels_dungeon_name(const struct nhl_levels *l, int d);
int nhl_levels_dungeon_base(const struct nhl_levels *l, int d);
int nhl_levels_dungeon_range(const struct nhl_levels *l, int d);
const char *nhl_levels_dungeon_filler(const struct nhl_levels *l, int d);
int nhl_levels_dungeon_first(const struct nhl_levels *l, int d);
int nhl_levels_dungeon_nlevels(const struct nhl_levels *l, int d);

/* A dat/ of .des files without a dungeon.def lists no dungeons: its
 * levels as the files' headers name them ("minetn-3") and the file each
 * is in ("mines.des"), in file order. */
int nhl_levels_des_count(const struct nhl_levels *l);
const char *nhl_levels_des_level(const struct nhl_levels *l, int i);
const char *nhl_levels_des_file(const struct nhl_levels *l, int i);

/* ==================================================================== */
/* The dungeon layout (issue 22.4)                                       */
/* ==================================================================== */

/* A game's dungeon layout (as nhl_dungeon_report, for walking its floors
 * one by one): dnum 0..dungeons-1, dlevel 1..floors(dnum). NULL with err. */
struct nhl_layout;
struct nhl_layout *nhl_layout_open(const char *dat, uint64_t seed, uint64_t skip,
                                   const char *role, char *err, size_t errlen);
/* The layout of the game (seed, skip) for a hero of role (NULL:
 * Valkyrie) laid out from l's source: for a list of a game
 * (nhl_levels_of_game) the one that game keeps for its plans, laid out
 * once for both. NULL with err. */
struct nhl_layout *nhl_levels_layout(const struct nhl_levels *l, uint64_t seed,
                                     uint64_t skip, const char *role,
                                     char *err, size_t errlen);
void nhl_layout_close(struct nhl_layout *l);
int nhl_layout_dungeons(const struct nhl_layout *l);
int nhl_layout_floors(const struct nhl_layout *l, int dnum);
/* the dungeon of that name (the level list's), or -1 */
int nhl_layout_dungeon_named(const struct nhl_layout *l, const char *name);
/* the key of a dungeon's floor names ("dlvl", "mines") and the floor's
 * name, KEY:N ("dlvl:3", "mines:2") */
void nhl_layout_floor_key(const struct nhl_layout *l, int dnum, char *buf,
                          size_t len);
void nhl_layout_floor_name(const struct nhl_layout *l, int dnum, int dlevel,
                           char *buf, size_t len);
/* What stands on the floor, for listings: the special level or file
 * there ("oracle", "Val-strt"), "ordinary", "maze or rooms", "maze". */
void nhl_layout_floor_describe(const struct nhl_layout *l, int dnum,
                               int dlevel, char *buf, size_t len);
/* Is the floor a special level of one file (no variants to draw)? If so
 * file gets the file's base name (a run of builds checks it is there). */
bool nhl_layout_fixed_special(const struct nhl_layout *l, int dnum, int dlevel,
                              char *file, size_t len);
/* The floor's depth (C: depth()), and the depth of the level a name
 * builds, 0 when this game has none (a chance level not made). */
int nhl_layout_depth(const struct nhl_layout *l, int dnum, int dlevel);
int nhl_layout_depth_of(const struct nhl_layout *l, const char *name);

#endif
