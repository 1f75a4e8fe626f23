/* startup.h - a real game's start, replayed: C seeds its core ISAAC64 once
 * with the game seed and everything up to and including the first level's
 * mklev comes from that one stream. allmain.c newgame's order: init_objects
 * deals the appearances, role_init settles the quest leader's and nemesis'
 * genders and the pantheon, init_dungeons lays the dungeons out (nhlib.lua
 * shuffles first; in wizard mode no chance is drawn), init_artifacts (no
 * draw), u_init_misc starts the hero (hit points, energy, handedness),
 * l_nhcore_init loads nhlib.lua again (its shuffle), and mklev's getbones
 * draws rn2(3) and finds no bones. makelevel then draws next.
 *
 * This is the front door's (it reads the level source's dungeon.lua); what
 * it settles goes into the game, read-only to the engine: the stream as
 * makelevel finds it, the deal, the layout and the hero. */
#ifndef NHLEV_STARTUP_H
#define NHLEV_STARTUP_H

#include <stdbool.h>
#include <stdint.h>

#include "appearance.h"
#include "dungeon.h"
#include "rng.h"
#include "source.h"
#include "version.h"

struct startup_request {
    const struct nh_release *nh;     /* the release the game is played in */
    const struct level_source *src;  /* its dungeon.lua */
    uint64_t game_seed;
    /* the hero as the options give it: role, race, gender, alignment */
    const struct nhl_hero *hero;
    bool wizard;                     /* C's -D */
    bool log_rng, lazy_rng_log;      /* the stream's log (nhl_build_opts') */
};

struct startup {
    /* the game's stream where makelevel starts drawing; it logs when the
       request asked, and then holds the whole startup's draws */
    struct nhl_rng rng;
    struct nhl_obj_appearance look;  /* init_objects' deal */
    struct dungeon_layout layout;    /* init_dungeons' */
    /* the hero's names as C writes them ("Priest", "elf", "female",
       "chaotic"), its starting hit points and energy, and the theme rooms'
       `align` as dlvl 1's load of themerms.lua will shuffle it */
    struct nhl_hero hero;
    int pantheon;                    /* role_init: the gods' role, an index
                                        into role.h's role_defs */
    int alignrecord;                 /* u.ualign.record as newhp set it */
    /* raw draws from the seeding: before init_dungeons, before mklev, and
       before makelevel (getbones' rn2(3) counted) */
    uint64_t draws_before_dungeons, draws_before_mklev, draws_before_makelevel;
};

/* Replay the startup of the game req names into *su (su->rng is then
 * owned: startup_free, unless taken over). 0, or -1 with err: a hero
 * NetHack does not allow, a release whose startup is not replayed, a
 * dungeon.lua that cannot be laid out. */
int startup_run(struct startup *su, const struct startup_request *req,
                char *err, size_t errlen);
void startup_free(struct startup *su);

#endif
