/* dungeon.h - the dungeon layout of one game: how many levels each dungeon
 * has, where the special levels and branches sit, depths and ledger
 * numbers, laid out from dungeon.lua draw for draw as C's init_dungeons
 * (dungeon.c) does, and the level context (depth, difficulty, branch ...)
 * a level gets from that layout. */
#ifndef NHLEV_DUNGEON_H
#define NHLEV_DUNGEON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "level.h"
#include "rng.h"
#include "source.h"

/* C's limits (global.h MAXDUNGEON, MAXLEVEL; dungeon.c LEV_LIMIT,
 * BRANCH_LIMIT) */
enum { DGN_MAXDUNGEON = 16, DGN_MAXLEVEL = 32, DGN_LEV_LIMIT = 50,
       DGN_BRANCH_LIMIT = 32 };

/* branch types as dungeon.h's BR_STAIR, BR_NO_END1, BR_NO_END2, BR_PORTAL
 * (the numbering nhl_level_context.branch.type uses) */
enum { DGN_BR_STAIR = 0, DGN_BR_NO_END1 = 1, DGN_BR_NO_END2 = 2,
       DGN_BR_PORTAL = 3 };

struct dungeon_info {            /* C: struct dungeon */
    char name[48];               /* "The Dungeons of Doom" */
    char proto[32];              /* protofile, "" none */
    char fill[32];               /* lvlfill, "" none */
    char themerms[32];
    char boneid;
    int num_dunlevs;
    int entry_lev;
    int depth_start;
    int ledger_start;
    int align;                   /* dungeon.lua "alignment" as an AM_* mask.
                                    C stores D_ALIGN_* (mask << 4) in a 3-bit
                                    field, so its own flags.align reads 0 */
    bool hellish, maze_like, rogue_like, unconnected;
};

struct dungeon_special {         /* C: s_level */
    char proto[32];              /* "oracle", "Val-strt" (quest renamed) */
    char lua_name[32];           /* dungeon.lua name: "oracle", "x-strt" */
    char boneid;
    d_level dlevel;
    int rndlevs;                 /* variants (nlevels), 0 none */
    int align;                   /* AM_* mask of the level's own alignment */
    bool town, hellish, maze_like, rogue_like;
};

struct dungeon_branch {          /* C: branch */
    int id;
    int type;                    /* DGN_BR_* */
    d_level end1, end2;          /* end1.dnum == n_dungeons: Ludios floats */
    bool end1_up;
};

struct dungeon_layout {
    uint64_t seed;               /* what the RNG was seeded with */
    uint64_t skip;               /* raw draws discarded before init_dungeons */
    int n_dungeons;
    struct dungeon_info dungeons[DGN_MAXDUNGEON];
    int n_levels;                /* special levels, in C's sp_levchn order */
    struct dungeon_special levels[DGN_LEV_LIMIT];
    int n_branches;              /* in C's branch list order */
    struct dungeon_branch branches[DGN_BRANCH_LIMIT];
    /* levels with a chance below 100 and whether this game has them */
    int n_chance;
    struct { char name[32]; int chance; bool present; } chance[DGN_LEV_LIMIT];
    char tune[6];                /* the castle drawbridge tune */
    char role_code[4];           /* quest file prefix used, "Val" */
    int draws;                   /* RNG draws init_dungeons made, nhlib.lua's
                                    two included */
    bool wizard;                 /* laid out in wizard mode (no chance draws:
                                    every chance dungeon and level is made) */
};

/* The role's quest file code, as C's urole.filecode ("Valkyrie" -> "Val"),
 * for the renamed quest levels; the default "Val" when unknown. */
const char *dungeon_role_code(const char *role);
/* Is role a role's name (or its code)? If not, names gets them all. */
bool dungeon_role_known(const char *role, char *names, size_t len);

/* Lay out the dungeons of src with rng as C's init_dungeons does (the
 * rng already seeded and advanced as the caller wants). role_code names the
 * quest levels ("Val"; NULL = "Val"). 0 on success, -1 with err. */
int dungeon_layout_run(struct dungeon_layout *dl, const struct level_source *src,
                       struct nhl_rng *rng, const char *role_code,
                       char *err, size_t errlen);

/* The same in wizard mode when wizard is set: C's init_dungeons draws no
 * chance for a dungeon or a level (`if (!wizard && ...)`), so every one is
 * made and the placements that follow draw differently. */
int dungeon_layout_run_mode(struct dungeon_layout *dl,
                            const struct level_source *src, struct nhl_rng *rng,
                            const char *role_code, bool wizard, char *err,
                            size_t errlen);

/* The layout of a game whose RNG was init_isaac64(seed) and then made `skip`
 * raw draws before init_dungeons (0 when the seed is set right before it,
 * as for the truth files' game: dungeon_truth_skip). */
int dungeon_layout_for_seed(struct dungeon_layout *dl,
                            const struct level_source *src, uint64_t seed,
                            uint64_t skip, const char *role_code,
                            char *err, size_t errlen);

int dungeon_layout_for_seed_mode(struct dungeon_layout *dl,
                                 const struct level_source *src, uint64_t seed,
                                 uint64_t skip, const char *role_code,
                                 bool wizard, char *err, size_t errlen);

/* The seed and pre-draws of the game the truth files' "where" came from
 * (truth/README.md: init_seed 42, set right before init_dungeons). */
#define DUNGEON_TRUTH_SEED GAME_TRUTH_SEED
extern const uint64_t dungeon_truth_skip;

/* depth() and ledger_no() of a place */
int dungeon_depth(const struct dungeon_layout *dl, d_level lev);
int dungeon_ledger(const struct dungeon_layout *dl, d_level lev);
/* The special level with this dungeon.lua name or file name ("oracle",
 * "bigrm-3", "Val-strt", "x-strt"), or NULL (absent this game, unknown). */
const struct dungeon_special *dungeon_find_level(const struct dungeon_layout *dl,
                                                 const char *name);
/* The first branch ending on lev (C: Is_branchlev), or NULL. */
const struct dungeon_branch *dungeon_branch_on(const struct dungeon_layout *dl,
                                               d_level lev);
/* Where a level name sits: a special level, a filler ("minefill",
 * "hellfill", "Val-fila", "Val-filb": the first level of its dungeon that
 * no special level takes, after the start or locate level for quest
 * fillers), or an ordinary level "dlvl:N" / "dlvlN". -1 if unknown or not
 * in this game (a chance level that was not made). */
int dungeon_place_of(const struct dungeon_layout *dl, const char *levelname,
                     d_level *out);

/* Fill the place part of ctx (dnum, dungeon, dlevel, depth, ledger,
 * level_difficulty, dunlevs_in_dungeon, alignments, in_* predicates,
 * branch, invocation/water/dig flags) for levelname, for a hero of level
 * ulevel (level_difficulty reads it in the endgame). 0 or -1. */
int dungeon_context_for(const struct dungeon_layout *dl, const char *levelname,
                        int ulevel, struct nhl_level_context *ctx);

/* The same for the level at a place (dnum, dlevel) of the layout, whatever
 * is built there; -1 when the layout has no such place. */
int dungeon_context_at(const struct dungeon_layout *dl, d_level here,
                       int ulevel, struct nhl_level_context *ctx);

/* What makelevel reads of the game beyond the level's own place, set in
 * ctx for a level at `at`: the Oracle's level, Medusa's depth, Fort
 * Ludios, whether the dungeon has theme rooms. */
void dungeon_landmarks(const struct dungeon_layout *dl, d_level at,
                       struct nhl_level_context *ctx);

/* The special level this game puts at a place (C: Is_special), or NULL. */
const struct dungeon_special *dungeon_special_at(const struct dungeon_layout *dl,
                                                 d_level at);

/* For the picker: the depth a level name sits at, 0 when it is not in this
 * game's dungeon (an absent chance level, an unknown name). */
int dungeon_depth_of(const struct dungeon_layout *dl, const char *levelname);

#endif
