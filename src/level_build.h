/* level_build.h - the build's working state: what sp_lev.c, mklev.c and the
 * generators keep while they make a level, and no document shows. C keeps
 * these in its globals (gc.coder, rooms' smeq, the rect pool, svm.mvitals,
 * artiexist ...) and clears them per level; here they hang off the level
 * (lev->build), allocated and freed with it, so the level a document and a
 * viewer read (level.h) holds only what it shows.
 *
 * Why each field sits here rather than in struct nhl_level: none is written to
 * a document or read by a renderer; each is either a cache (goodpos_seen,
 * mon_been, rndmon_cand, class_prob_*), C's making-time state (coder, rects,
 * smeq, splev_map, made_branch, ransacked, tribute_bookstock, artiexist,
 * mvitals), a bookkeeping count (objs_removed, migr_pending, cseq, c_mem),
 * or a link the build was given (gen, chunks, flip_forced). */
#ifndef NHLEV_LEVEL_BUILD_H
#define NHLEV_LEVEL_BUILD_H

#include <stdbool.h>
#include <stddef.h>

#include "objdata.h"
#include "rect.h"
#include "rm.h"

struct nhl_chunk_cache; /* chunkcache.h */
struct gen_ops;     /* gen_ops.h */

/* sp_lev.c's coder state and coordinate origin */
struct sp_coder {
    int premapped;
    bool solidify;
    int croom;               /* current room index, -1 none */
    int room_stack;
    int tmproomlist[MAX_NESTED_ROOMS + 1];
    bool failed_room[MAX_NESTED_ROOMS + 1];
    int n_subroom;
    bool lvl_is_joined;
    bool check_inaccessibles;
    int allow_flips;         /* bit 1 vertical, bit 2 horizontal */
    bool splev_init_present;
    bool icedpools;
    int xstart, ystart, xsize, ysize;
    /* themed rooms (C: gi.in_mk_themerooms, gt.themeroom_failed): des.map
     * places a themed map at random, never over anything, and records a
     * failure here instead of raising an error */
    bool in_mk_themerooms;
    bool themeroom_failed;
    /* des.object contents and des.monster inventory (C: container_obj[],
     * container_idx, invent_carrying_monster): object indexes, -1 for a
     * container that is gone; invent_monster is a monster index + 1, 0 none */
    int container_obj[10];
    int container_idx;
    int invent_monster;
    /* des.trap's launchfrom / teledest while that trap is made, else 0,0
     * (C: gl.launchplace; maketrap and mkroll_launch read it) */
    struct coord launchplace;
};

struct level_build {
    /* making-time state of sp_lev.c and mklev.c */
    struct sp_coder coder;
    bool splev_map[COLNO][ROWNO]; /* cells the script wrote (C: SpLev_Map) */
    /* random room placement: the free rectangles left (rect.h; set up on
     * first use, as C's init_rect per level) and which rooms the
     * corridors have joined so far (C: smeq, rooms with equal values are
     * connected) */
    struct rect_pool rects;
    int smeq[MAXNROFROOMS + 1];
    bool made_branch;        /* C: gm.made_branch, once per level */
    bool ransacked;          /* the Orcish Town (C: gr.ransacked) */
    /* a bookstore stocked the tribute novel (C: context.tribute.bookstock;
       a fresh game's context, so false when the level starts) */
    bool tribute_bookstock;
    /* fixup_special has placed the lregions (C then empties its list; it
       is kept in the level for the viewer, and not placed twice) */
    bool lregions_fixed;
    /* artifacts made on this level so far (C: artiexist[].exists), by
     * artifact.h index; empty per level */
    bool artiexist[48];
    /* the game's species record as this level's building leaves it: the
     * context's flags, then the births makemon counts (C: svm.mvitals[],
     * propagate; mvitals.h) */
    struct mvitals {
        unsigned char born;
        unsigned char mvflags;
    } mvitals[MVITALS_SLOTS];
    unsigned mv_epoch;       /* changes of the species' mvflags (propagate) */

    /* bookkeeping of the level's lists */
    long objs_removed;       /* objects taken out of the list, ever (a
                                removal moves the later ones down one) */
    int migr_pending;        /* objects waiting for a species (migrate.c),
                                at least: none means no monster looks */
    int cseq;                /* the last obj.cseq given */
    /* bytes the engine holds for this level (its lists and messages): a
     * script's memory limit counts them with the Lua heap (lua_host.c) */
    size_t c_mem;

    /* caches that only make the build faster */
    /* the boulders and scrolls of scare monster among the objects, by
     * index, for goodpos (goodpos.c): valid while no object is taken out
     * (objs_removed as it was); more than fit, and goodpos walks them all */
    struct goodpos_seen {
        int idx[32];
        int n, scanned;
        long removed;
        bool full;
    } goodpos_seen;
    /* squares a monster or worm tail has been put on, ever: where none
     * was, nhl_level_monster_at answers without scanning (stale marks only
     * cost a scan) */
    bool mon_been[COLNO][ROWNO];
    /* rndmonst_adj's candidates for the last question asked: the species
       that pass its tests, in mons[] order, with their weights (only those
       over 0, the ones that draw). Every input of the tests is the key;
       mv_epoch counts changes of the species' mvflags (propagate). */
    struct rndmon_cand {
        bool made;
        const void *mons;       /* the table it was made from */
        int lo, hi, level_align, temperature;
        bool upper, elemlevel, in_hell;
        unsigned mv_epoch;
        int n;
        short mndx[MVITALS_SLOTS];
        unsigned char weight[MVITALS_SLOTS];
    } rndmon_cand;
    /* mkobj's sum of a class's probabilities, once known (mkobj.c) */
    bool class_prob_known[MAXOCLASSES];
    int class_prob_total[MAXOCLASSES];

    /* what the build was given */
    /* monster and object generation's factories (gen_ops.h), NULL until
     * someone provides them: then rooms are filled, webs get spiders ... */
    const struct gen_ops *gen;
    /* compiled Lua chunks shared between builds (chunkcache.h), not owned;
     * NULL: every script is parsed. Scripts the build itself runs later
     * (themerms.lua for an ordinary level) load through it. */
    struct nhl_chunk_cache *chunks;
    /* forced >= 0 replaces the flip draws' outcome (diagnosis; the flip
     * done is the level's flip_value) */
    int flip_forced;
    /* where the hero stands while the level is made, 0,0 off the map (a
     * #wizloaddes level is made under the hero of the level it replaces:
     * C's goodpos keeps that spot free; a flip during making leaves the
     * hero where it was) */
    int hero_x, hero_y;
    /* level_finalize_topology has run (C: in_mklev FALSE again): what is
     * made after it (a #wizloaddes level's special rooms) is made as in
     * play - no erosion and empty sacks on the first turn, a quicker rot,
     * no hiding place for snakes, no sleep for demons */
    bool mklev_over;
};

/* C: gi.in_mklev - the level is being made */
static inline bool in_mklev(const struct nhl_level *lev)
{
    return !lev->build->mklev_over;
}

static inline size_t level_c_mem(const struct nhl_level *lev)
{
    return lev ? lev->build->c_mem : 0;
}

#endif
