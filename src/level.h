/* level.h - the level under construction: cells, rooms, doors, stairs,
 * regions, the placed things, the coder state of sp_lev.c, and the context
 * (hero, place in the dungeon) that C NetHack reads while building.
 *
 * Everything travels in a struct level; there are no globals, so two levels
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

struct chunk_cache; /* chunkcache.h */

/* room for one entry per species (mvitals.c checks NUMMONS_ENUM fits) */
#define MVITALS_SLOTS 400

#define MAXNROFROOMS 40
#define MAX_SUBROOMS 24
#define MAX_NESTED_ROOMS 5
#define DOORMAX 120
/* rooms[] holds rooms then, from SUBROOM_BASE, subrooms (C: subrooms =
 * &rooms[MAXNROFROOMS+1]); roomno of rooms[i] is i + ROOMOFFSET either way. */
#define SUBROOM_BASE (MAXNROFROOMS + 1)
#define NROOMSLOTS ((MAXNROFROOMS + 1) * 2)

/* room types (rtype), numbered as mkroom.h */
enum roomtype {
    OROOM = 0, THEMEROOM, COURT, SWAMP, VAULT, BEEHIVE, MORGUE, BARRACKS,
    ZOO, DELPHI, TEMPLE, LEPREHALL, COCKNEST, ANTHOLE,
    SHOPBASE, ARMORSHOP, SCROLLSHOP, POTIONSHOP, WEAPONSHOP, FOODSHOP,
    RINGSHOP, WANDSHOP, TOOLSHOP, BOOKSHOP, FODDERSHOP, CANDLESHOP,
    MAXRTYPE = CANDLESHOP, UNIQUESHOP = CANDLESHOP
};

struct coord { int x, y; };

struct mkroom {
    int lx, hx, ly, hy;
    int rtype, orig_rtype;
    int rlit;
    int needfill;
    bool needjoining;
    int doorct;
    int fdoor;             /* first index of this room's doors in lev->doors */
    int nsubrooms;
    bool irregular;
    int roomnoidx;
    int sbrooms[MAX_SUBROOMS]; /* indexes into lev->rooms */
    int parent;            /* index of the parent room, -1 for a top room */
};

struct stairway {
    int sx, sy;
    d_level tolev;
    bool up;
    bool isladder;
};

/* lev_region from sp_lev.h: stair/portal/branch/teleport areas placed by
 * fixup after the flip. */
enum lregion_type {
    LR_TELE = 0, LR_UPTELE, LR_DOWNTELE, LR_PORTAL, LR_BRANCH,
    LR_UPSTAIR, LR_DOWNSTAIR,
    LR_MONGEN              /* des.exclusion "monster-generation" only */
};
struct lev_region {
    int inarea[4];   /* x1,y1,x2,y2 */
    int delarea[4];
    bool in_islev, del_islev;
    int rtype;
    int padding;
    char *rname;     /* portal destination or NULL */
};

/* des.exclusion zones */
enum { EXCL_TELEPORT = 0, EXCL_TELEPORT_UP, EXCL_TELEPORT_DOWN, EXCL_MONGEN };
struct exclusion_zone {
    int zonetype;
    int lx, ly, hx, hy;
};

/* des.region with only lighting, and gas clouds, are "regions" in C. */
struct nhregion {
    int lx, ly, hx, hy;
    int kind;        /* 0 = gas cloud */
    int damage, ttl;
};

enum engr_type { DUST = 1, ENGRAVE, BURN, MARK, ENGR_BLOOD, HEADSTONE };
struct engr {
    int x, y;
    int engr_type;
    char *text;
    bool nowipeout;
    bool guardobjects;
};

/* Objects, monsters and traps as far as level building needs them. otyp and
 * mndx are C's numbers once the game data exists (-1 until then); `id` keeps
 * what the script named, so a viewer can show it either way. */
/* An object's or monster's id (its name): set for every one made, so a
 * bounded copy rather than a printf. */
static inline void level_set_id(char *id, size_t size, const char *name)
{
    size_t n = name ? strnlen(name, size - 1) : 0;
    if (n)
        memcpy(id, name, n);
    id[n] = '\0';
}

struct obj {
    int o_id;
    int otyp;
    char oclass;             /* class symbol, e.g. '(' */
    char id[64];             /* the name the script used, or "" */
    int x, y;
    long quan;
    int spe;
    bool blessed, cursed;
    int corpsenm;            /* species for corpses/statues/figurines/eggs/tins */
    int container;           /* index of the containing object, -1 if none */
    bool had_contents;       /* something was put in it, ever (add_to_container,
                              * a document read): generation's walks for its
                              * contents (place_object, add_to_container) run
                              * only then */
    int owner;               /* index of the carrying monster, -1 if none */
    bool buried;
    bool lit;
    bool locked, trapped, broken, greased;
    bool tknown;             /* C 5.0.0: a box's trap is known (obvious) */
    int oeroded, oeroded2;
    bool erodeproof;
    int recharged;
    char *oname;             /* given name */
    bool achievement;
    bool floating;           /* made by obj.new: on no square, in nothing yet */
    int cseq;                /* when it went into its container (C's chain
                              * there is newest first); 0 none */
    /* object generation (mkobj.h): the artifact index (artifact.h, 0 none),
     * poisoned missiles, globs, the turn made (C: age; oil left for potions
     * of oil, burn time for lamps) */
    int oartifact;
    bool opoisoned, globby;
    bool timed;              /* C: obj->timed - an egg's hatch timer runs */
    long age;
    /* migrating to the first new monster whose flags2 (as far as
     * DELIVER_PM goes) equal these (C: MIGR_TO_SPECIES, migr_species);
     * 0 none. Such an object is floating. */
    unsigned long migr_species;
};

struct monst {
    int m_id;
    int mndx;
    char mclass;
    char id[64];
    int x, y;
    bool female, peaceful, tame, asleep, invisible, cancelled;
    int m_lev;
    int mhpmax;
    char *mname;             /* given name */
    int appear_as_type;      /* 0 none, 1 obj, 2 mon, 3 ter */
    char appear_as[64];
    /* a shopkeeper (C: isshk, ESHK shknam with its sex prefix, shoproom)
     * or a temple priest (C: ispriest, EPRI shroom) */
    bool isshk, ispriest;
    char shkname[32];
    int shroom;              /* roomno (index + ROOMOFFSET), 0 none */
    /* makemon's further state (C: malign, mhp, cham, mavenge,
     * perminvis, isminion with its EMIN min_align) */
    int malign;
    int mhp;
    int cham;                /* shapechanger's own species, -1 none */
    bool mavenge, perminvis, isminion;
    int min_align;
    /* a mimic's disguise in C's terms (makemon set_mimic_sym): m_ap_type
     * 0 nothing, 1 furniture (mappearance a defsym S_* index), 2 object
     * (an otyp), 3 monster (an mndx); mcorpsenm the species of a statue
     * or corpse shape, or an altar's alignment mask; -1 none */
    int m_ap_type, mappearance, mcorpsenm;
    /* a long worm's tail segments, which hold their squares as the worm
     * does (C: wormseg on level.monsters[][]) */
    int nwseg;
    struct coord wseg[4];
    /* where its pack starts in the level's objects, so that giving it one
     * more does not walk every object (minit.c): 1 + the lowest index
     * minit_give gave it (0: it was given nothing), and the level's
     * objs_removed then (each removal since may have moved it down one) */
    int minv_lo1;
    long minv_removed;
};

enum trap_types {
    NO_TRAP = 0, ARROW_TRAP, DART_TRAP, ROCKTRAP, SQKY_BOARD, BEAR_TRAP,
    LANDMINE, ROLLING_BOULDER_TRAP, SLP_GAS_TRAP, RUST_TRAP, FIRE_TRAP,
    PIT, SPIKED_PIT, HOLE, TRAPDOOR, TELEP_TRAP, LEVEL_TELEP, MAGIC_PORTAL,
    WEB, STATUE_TRAP, MAGIC_TRAP, ANTI_MAGIC, POLY_TRAP, VIBRATING_SQUARE,
    TRAPNUM
};
struct trap {
    int tx, ty;
    int ttyp;
    d_level dst;
    struct coord launch;     /* rolling boulder start / teleport destination */
    bool tseen;
    bool once;
    int tnote;               /* squeaky board's note, 0..11 (C: tnote) */
};

/* level.flags that scripts and the pipeline set */
struct level_flags {
    bool noteleport, hardfloor, nommap, shortsighted, arboreal, is_maze_lev;
    bool shroud, graveyard, icedpools, corrmaze, sokoban_rules, inaccessibles;
    bool temperature_set;
    int temperature;         /* -1 cold, 0 temperate, 1 hot */
    bool rndmongen, deathdrops, noautosearch, fumaroles, stormy;
    bool is_cavernous_lev;
    bool has_shop, has_vault, has_zoo, has_court, has_morgue, has_beehive;
    bool has_barracks, has_temple, has_swamp, has_town;
    int nfountains, nsinks;
};

/* The hero and where the level sits: what C reads from u, the dungeon and
 * the game while building. Defaults are those of the truth files. */
struct level_context {
    /* the NetHack release the level is built as (version.h): its tables and
       the switches where its C code differs; the front door resolves it */
    enum nh_version version;
    char role[32];           /* "Valkyrie" */
    char race[16];           /* "human" */
    char gender[8];          /* "female" */
    char align[8];           /* "law" / "neutral" / "chaos" */
    int ulevel;
    int luck;
    int dnum;
    char dungeon[48];        /* "The Dungeons of Doom" */
    int dlevel;
    int depth;
    int level_difficulty;
    int dunlevs_in_dungeon;
    int ledger;              /* C: ledger_no(&u.uz), for the gem odds
                                (setgemprobs); the truth's where.ledger */
    int dungeon_align;       /* dungeon's alignment for induced_align, 0 none */
    int level_align;         /* special level's alignment, 0 none */
    bool in_mines, in_quest, in_hell, in_endgame, in_sokoban, in_tower;
    bool invocation_level;
    bool is_waterlevel;      /* Plane of Water: any spot is a good location */
    bool can_dig_down;
    long ubirthday;
    int ident_start;
    /* base name of the special level being built ("castle", "medusa",
       "baalz", "minetn", "oracle"); "" for fillers and ordinary levels.
       fixup_special reads it (C: Is_stronghold, Is_medusa_level ...) */
    char special[32];
    /* the dungeon branch that ends on this level, if any (C: Is_branchlev);
       type 0 stairs, 1 no stairs at end1, 2 no stairs at end2, 3 portal */
    struct {
        bool present;
        int type;
        d_level end1, end2;
        bool end1_up;
    } branch;
    long moves;
    /* the dungeon's theme-room Lua state (themerooms.h): 0 by depth (cold
       on level 1, else preloaded), 1 cold, 2 preloaded; and the preloaded
       state's shuffled `align` ("" = the truth dungeon's default) */
    int themes_state;
    char themes_align[3][8];
    /* the Oracle's dlevel in the Dungeons of Doom (C: oracle_level), for
       the supply chests above it; 0 unknown (taken as 5, its shallowest) */
    int oracle_dlevel;
    /* depth of Medusa's level (C: depth(&medusa_level)), which bounds the
       shops and the mazes below her; 0 unknown (bottom - 4); negative
       when the game has none (C's medusa_level stays 0,0: depth 0) */
    int medusa_depth;
    /* Fort Ludios' level (C: knox_level), where the portal that a vault
       between depth 10 and Medusa may get leads; dnum 0: unknown, no
       portal (a game's Ludios is never in the Dungeons of Doom) */
    d_level knox;
    /* the level's dungeon has no theme rooms (dungeon.lua "themerooms"):
       makelevel loads no themerms.lua there; false keeps the default,
       dat/'s themerms.lua wherever it exists */
    bool no_themerooms;
    /* the species the game has genocided or made extinct before this
       level (C: svm.mvitals[].mvflags G_GENOD, G_EXTINCT; mvitals.h);
       all 0 in the truth games */
    unsigned char mvflags[MVITALS_SLOTS];
};

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

struct step_log;
struct gen_ops;
struct nh_texts;

struct level {
    struct rm at[COLNO][ROWNO];
    bool splev_map[COLNO][ROWNO]; /* cells the script wrote (C: SpLev_Map) */

    struct mkroom rooms[NROOMSLOTS];
    int nroom, nsubroom;

    struct coord doors[DOORMAX];
    int doorindex;

    /* random room placement: the free rectangles left (rect.h; set up on
     * first use, as C's init_rect per level) and which rooms the
     * corridors have joined so far (C: smeq, rooms with equal values are
     * connected) */
    struct rect_pool rects;
    int smeq[MAXNROFROOMS + 1];

    struct stairway *stairs; int nstairs, capstairs;
    struct lev_region *lregions; int nlregions, caplregions;
    struct exclusion_zone *exclusions; int nexclusions, capexclusions;
    struct nhregion *regions; int nregions, capregions;
    struct engr *engravings; int nengravings, capengravings;
    /* creation order; C's chains are newest-first */
    struct obj *objects; int nobjects, capobjects;
    long objs_removed;       /* objects taken out of the list, ever (a
                                removal moves the later ones down one) */
    int migr_pending;        /* objects waiting for a species (migrate.c),
                                at least: none means no monster looks */
    /* the boulders and scrolls of scare monster among the objects, by
     * index, for goodpos (goodpos.c): valid while no object is taken out
     * (objs_removed as it was); more than fit, and goodpos walks them all */
    struct goodpos_seen {
        int idx[32];
        int n, scanned;
        long removed;
        bool full;
    } goodpos_seen;
    struct monst *monsters; int nmonsters, capmonsters;
    /* squares a monster or worm tail has been put on, ever: where none
     * was, level_monster_at answers without scanning (stale marks only
     * cost a scan) */
    bool mon_been[COLNO][ROWNO];
    struct trap *traps; int ntraps, captraps;
    int ident;               /* next o_id / m_id */
    int cseq;                /* the last obj.cseq given */
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

    struct level_flags flags;
    struct sp_coder coder;
    struct level_context ctx;
    /* ctx.version's release: objects[], mons[] and the version switches
       (the game's, game->nh) */
    const struct nh_release *nh;
    char *message;           /* des.message text, lines joined by '\n' */
    size_t message_len, message_cap;
    /* bytes the engine holds for this level (its lists and messages): a
     * script's memory limit counts them with the Lua heap (lua_host.c) */
    size_t c_mem;

    /* flip as done: value 1 vertical, 2 horizontal, 3 both, 0 none, -1 not
     * called; forced >= 0 replaces the draws' outcome (diagnosis) */
    int flip_value, flip_forced;
    int flip_extent[4];

    /* teleport regions recorded by fixup */
    int updest[8], dndest[8];
    bool have_updest, have_dndest;
    bool made_branch;        /* C: gm.made_branch, once per level */
    bool ransacked;          /* the Orcish Town (C: gr.ransacked) */
    /* a bookstore stocked the tribute novel (C: context.tribute.bookstock;
       a fresh game's context, so false when the level starts) */
    bool tribute_bookstock;
    /* fixup_special has placed the lregions (C then empties its list; it
       is kept here for the viewer, and not placed twice) */
    bool lregions_fixed;

    struct rng *rng;
    /* monster and object generation's factories (gen_ops.h), NULL until
     * someone provides them: then rooms are filled, webs get spiders ... */
    const struct gen_ops *gen;
    struct step_log *steps;  /* NULL: not recording */
    /* compiled Lua chunks shared between builds (chunkcache.h), not owned;
     * NULL: every script is parsed. Scripts the build itself runs later
     * (themerms.lua for an ordinary level) load through it. */
    struct chunk_cache *chunks;
    /* the game this level belongs to (game.h): its release, layout, deal
     * of appearances, dat/ texts; read-only, one reference held */
    const struct nhl_game *game;
    /* rndmonst_adj's candidates for the last question asked: the species
       that pass its tests, in mons[] order, with their weights (only those
       over 0, the ones that draw). Every input of the tests is the key;
       mv_epoch counts changes of the species' mvflags (propagate). */
    struct {
        bool made;
        const void *mons;       /* the table it was made from */
        int lo, hi, level_align, temperature;
        bool upper, elemlevel, in_hell;
        unsigned mv_epoch;
        int n;
        short mndx[MVITALS_SLOTS];
        unsigned char weight[MVITALS_SLOTS];
    } rndmon_cand;
    unsigned mv_epoch;
    /* mkobj's sum of a class's probabilities, once known (mkobj.c) */
    bool class_prob_known[MAXOCLASSES];
    int class_prob_total[MAXOCLASSES];
    char errmsg[512];        /* last error, "file:line: message" */
};

void level_context_defaults(struct level_context *ctx);
/* A fresh level: STONE everywhere, coder and flags as sp_level_coder_init;
 * of the truth game (DUNGEON_TRUTH_SEED) of ctx's release. */
struct level *level_new(struct rng *rng, const struct level_context *ctx);
/* The same in game g (the plan's; NULL: the truth game), of which the
 * level holds a reference. */
struct level *level_new_in(struct rng *rng, const struct level_context *ctx,
                           const struct nhl_game *g);
void level_free(struct level *lev);
/* Move lev to game g (a reference is taken; the old game let go). */
void level_join_game(struct level *lev, const struct nhl_game *g);
/* Move lev to a game of its release seeded (seed, skip), its texts from
 * dat_dir (NULL: ours); 0, -1 out of memory */
int level_set_game(struct level *lev, const char *dat_dir, uint64_t seed,
                   uint64_t skip);

static inline bool isok(int x, int y)
{
    return x >= 1 && x <= COLNO - 1 && y >= 0 && y <= ROWNO - 1;
}

/* Append a line of n bytes to lev->message ('\n'-joined); in amortised
 * linear time, since a script may call des.message without end. False
 * when memory runs out. */
bool level_add_message(struct level *lev, const char *text, size_t n);
static inline size_t level_c_mem(const struct level *lev)
{
    return lev ? lev->c_mem : 0;
}

/* An object lying on its square (buried or not): in no container, held by
 * no monster, not floating (obj.new's, or migrating to a monster). */
static inline bool obj_on_square(const struct obj *o)
{
    return o->container < 0 && o->owner < 0 && !o->floating;
}

/* growable arrays: return a pointer to a zeroed new element */
struct stairway *level_add_stair(struct level *lev);
struct lev_region *level_add_lregion(struct level *lev);
struct exclusion_zone *level_add_exclusion(struct level *lev);
struct nhregion *level_add_region(struct level *lev);
struct engr *level_add_engraving(struct level *lev);
struct obj *level_add_object(struct level *lev);
struct monst *level_add_monster(struct level *lev);
struct trap *level_add_trap(struct level *lev);
/* Take object idx out of the list, keeping container links and what
 * goodpos and add_to_container keep about the list right. */
void level_del_object(struct level *lev, int idx);
void level_del_trap(struct level *lev, int idx);
void level_del_engraving(struct level *lev, int idx);

struct trap *level_trap_at(struct level *lev, int x, int y);
struct engr *level_engr_at(struct level *lev, int x, int y);
struct monst *level_monster_at(struct level *lev, int x, int y);
/* marks where a monster (and its worm tail) now stands: every write of a
 * monster's position calls this */
void level_note_monster(struct level *lev, const struct monst *m);

#endif
