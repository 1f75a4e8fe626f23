/* plan.h - the front door: what one build is, decided once.
 *
 * Every way of naming a level (a dungeon.lua name, a variant, a path to a
 * .lua file, the Rogue level, a floor "dlvl:4" / "doom:4" / "mines:3")
 * and every source of its context (the options, a document, the game's
 * layout) is resolved here into one plan: which NetHack, which level
 * source (opened once), the game's dungeon layout (computed at most once
 * and handed on to the level), where the level stands and what stands
 * there, and how it is made, from a level file (makemaz/load_special) or
 * by makelevel itself. build.c then carries the plan out. */
#ifndef NHLEV_PLAN_H
#define NHLEV_PLAN_H

#include <stdbool.h>

#include "build.h"
#include "dungeon.h"
#include "game.h"
#include "source.h"
#include "startup.h"

enum plan_how {
    PLAN_FILE,       /* a level file: the special level, a filler, a script */
    PLAN_MAKELEVEL,  /* no file: rooms, a maze, or the Rogue level */
};

struct build_plan {
    enum plan_how how;
    struct nhl_level_context ctx; /* place and landmarks; version set (the
                                  hero: the options', given to game) */
    char note[320];            /* the front door's remark, "" none */
    /* the level source (own, or the game cache's), read while planning
       and building, and the game's layout while planning (NULL until
       needed; then the game's) */
    const struct level_source *src;
    struct level_source own;
    bool own_open;
    struct dungeon_layout *layout;
    /* the game the level is built in (game.h), made once the plan is
       settled; one reference, the level takes its own */
    struct nhl_game *game;
    char label[64];            /* a floor's name ("mines:3"), else "" */
    /* PLAN_FILE: the file's base name, its directory, how many variants
       the name has (0 none) and which one a file name chose (0 none) */
    char base[64];
    char dir[1024];
    int nvariants, named_variant;
    bool special;              /* a level dungeon.lua lists */
    int level_align;           /* its dungeon.lua alignment, 0 none */
    /* a .des file (source_des_split): its path and the level named after
       its colon ("" none); build.c compiles it to Lua */
    char des_path[1024];
    char des_level[64];
    /* a real game's start replayed (startup.h): for its first level,
       whose stream the level is made from, or for a level placed further
       on in that stream (plan_stream_placed); NULL when the level is
       reseeded */
    struct startup *su;
    /* #wizloaddes: the file loaded by its exact name onto the floor the
       context places (nhl_build_opts.wizload_onto), no variant drawn, the
       floor's identity kept, finished twice as C's wiz_load_splua does */
    bool wizload;
};

/* 0 with *p filled (free it with build_plan_free), or -1 with err set. */
int nhl_plan(const struct nhl_build_opts *o, struct build_plan *p, char *err,
             size_t errlen);
/* The plan of makelevel at a place already known (ctx, as a floor's
 * plan would settle it), labelled label: no level file, and the game
 * the options name. 0, or -1 with err. */
int nhl_plan_placed(const struct nhl_build_opts *o, const struct nhl_level_context *ctx,
                    const char *label, struct build_plan *p, char *err,
                    size_t errlen);
void build_plan_free(struct build_plan *p);
/* Is the level made at a given place in a real game's stream (the
 * options' stream_draws, with game_stream and no reseed)? Its start is
 * then replayed for the game, whatever the level. */
bool plan_stream_placed(const struct nhl_build_opts *o);

#endif
