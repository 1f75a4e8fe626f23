/* nhlev.h - the nhlev library's one public header: build a NetHack special
 * level exactly as C NetHack does (cell for cell, RNG draw for draw), read
 * it, write it as a level document, compare it with another, draw it.
 *
 * A user plans and builds with nhl_build (build_opts in, build_result out),
 * reads the level through struct level (read-only: the engine wrote it),
 * walks the build's step log, writes and reads documents (doc_*), compares
 * them (compare_*) and draws cells and maps (render_*). Everything else in
 * src/ is private to the engine. Names are NetHack's wherever the thing is
 * NetHack's (struct rm, mkroom, monst, obj, trap, lregions ...). */
#ifndef NHLEV_H
#define NHLEV_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cjson/cJSON.h>

struct rng;         /* the RNG and its log: below, "The RNG log" */
struct nh_release;  /* a release's tables and rules (engine-private) */
struct nhl_game;    /* the game a level belongs to (being built, issue 22) */
struct level_build; /* the build's working state (engine-private) */
struct step_log;
struct gen_ops;
struct nh_texts;
struct chunk_cache;
struct game_cache;
struct dungeon_layout;

/* ==================================================================== */
/* Releases: which NetHack a level is built as                           */
/* ==================================================================== */

enum nh_version {
    NHV_AUTO = -1,   /* not chosen yet: the front door decides (build.c) */
    NHV_3_7 = 0,     /* the 3.7 development snapshot of 2024-10-24 */
    NHV_3_7_79C688C = 1, /* 3.7 at commit 79c688cc6 of 2026-02-06, which
                            davidbau/menace's C sessions are recorded with */
    NHV_5_0_0 = 2,   /* the release of 2026-05-02 */
    NHV_COUNT
};
#define NHV_DEFAULT NHV_5_0_0

/* the release's number ("5.0.0") and the C commit its tables and code
 * follow (NHV_DEFAULT's for a value that is no release) */
const char *nhl_release_name(enum nh_version v);
const char *nhl_release_commit(enum nh_version v);
/* "5.0.0", "5.0", "5", "3.7" (and a commit prefix of 7+ hex digits); -1 if
 * none (--nethack) */
int nh_version_by_name(const char *name);
/* The front door's choice: `requested` if it is a version, else the
 * release dat_dir is (or is closest to; note then says how it differs),
 * else, for a level file given by path, its directory's, else
 * NHV_DEFAULT. note gets "" when nothing needs saying. */
enum nh_version nh_resolve_version(int requested, const char *dat_dir,
                                   const char *level, char *note,
                                   size_t notelen);

/* ==================================================================== */
/* Map cells: NetHack's struct rm, its types and masks                  */
/* ==================================================================== */

#define COLNO 80
#define ROWNO 21
/* Mazes use odd coordinates up to these bounds (C: x_maze_max, y_maze_max). */
#define X_MAZE_MAX ((COLNO - 1) & ~1)
#define Y_MAZE_MAX ((ROWNO - 1) & ~1)

enum levl_typ_types {
    STONE = 0, VWALL, HWALL, TLCORNER, TRCORNER, BLCORNER, BRCORNER,
    CROSSWALL, TUWALL, TDWALL, TLWALL, TRWALL, DBWALL, TREE, SDOOR, SCORR,
    POOL, MOAT, WATER, DRAWBRIDGE_UP, LAVAPOOL, LAVAWALL, IRONBARS, DOOR,
    CORR, ROOM, STAIRS, LADDER, FOUNTAIN, THRONE, SINK, GRAVE, ALTAR, ICE,
    DRAWBRIDGE_DOWN, AIR, CLOUD,
    MAX_TYPE,       /* 37: the map's transparent 'x' */
    MATCH_WALL,     /* 38: 'w', matches any wall */
    INVALID_TYPE = 127
};

#define IS_WALL(typ) ((typ) && (typ) <= DBWALL)
#define IS_STWALL(typ) ((typ) <= DBWALL)
#define IS_ROCK(typ) ((typ) < POOL)
#define IS_DOOR(typ) ((typ) == DOOR)
#define IS_DOORJOIN(typ) (IS_ROCK(typ) || (typ) == IRONBARS)
#define IS_TREE(typ) ((typ) == TREE)
#define ACCESSIBLE(typ) ((typ) >= DOOR)
#define IS_ROOM(typ) ((typ) >= ROOM)
#define ZAP_POS(typ) ((typ) >= POOL)
#define SPACE_POS(typ) ((typ) > DOOR)
#define IS_POOL(typ) ((typ) >= POOL && (typ) <= DRAWBRIDGE_UP)
#define IS_LAVA(typ) ((typ) == LAVAPOOL || (typ) == LAVAWALL)
#define IS_FURNITURE(typ) ((typ) >= STAIRS && (typ) <= ALTAR)
#define IS_AIR(typ) ((typ) == AIR || (typ) == CLOUD)

/* doormask */
#define D_NODOOR 0
#define D_BROKEN 1
#define D_ISOPEN 2
#define D_CLOSED 4
#define D_LOCKED 8
#define D_TRAPPED 16
#define D_SECRET 32 /* only while a special level is loading */

/* wall_info */
#define WM_MASK 0x07
#define W_NONDIGGABLE 0x08
#define W_NONPASSWALL 0x10

/* altarmask */
#define AM_NONE 0
#define AM_CHAOTIC 1
#define AM_NEUTRAL 2
#define AM_LAWFUL 4
#define AM_MASK 7
#define AM_SHRINE 8
#define AM_SANCTUM 16

/* ladder */
#define LA_UP 1
#define LA_DOWN 2

/* drawbridgemask */
#define DB_NORTH 0
#define DB_SOUTH 1
#define DB_EAST 2
#define DB_WEST 3
#define DB_DIR 3
#define DB_MOAT 0
#define DB_LAVA 4
#define DB_ICE 8
#define DB_FLOOR 16
#define DB_UNDER 28

/* icedpool */
#define ICED_POOL 8
#define ICED_MOAT 16

/* roomno */
#define NO_ROOM 0
#define SHARED 1
#define SHARED_PLUS 2
#define ROOMOFFSET 3

/* One map cell: NetHack's struct rm, less the display fields. */
struct rm {
    uint8_t typ;
    uint8_t flags; /* doormask / wall_info / altarmask / ladder / ... (5 bits) */
    uint8_t roomno;
    bool horizontal;
    bool lit;
    bool waslit;
    bool edge;
    bool candig;
};
/* compared and copied as bytes (step.c): no padding may hide in it */
_Static_assert(sizeof(struct rm) == 8, "struct rm holds eight one-byte fields");

const char *typ_name(int typ);      /* "STONE", "VWALL", ... as the truth files */
const char *typ_longname(int typ);  /* "stone", "vertical wall", ... as NetHack */
int typ_from_name(const char *name); /* inverse of typ_name, -1 if unknown */
int char2typ(char c);               /* map character -> typ, INVALID_TYPE */
char typ2char(int typ);             /* first map char for typ, 'x' if none */

/* ==================================================================== */
/* The level: what a document shows                                     */
/* ==================================================================== */

/* the engine's count of object types (struct obj_appearance's arrays) */
#define NHL_NUM_OTYPES 481
/* and of species (mons[]; the stats' arrays) */
#define NHL_NUMMONS 383

/* how a game's objects look (o_init.c init_objects' deal; appearance.h) */
struct obj_appearance {
    enum nh_version version;   /* the release dealt for */
    uint64_t game_seed;        /* the game's seed (C: init_seed) */
    /* descr[otyp]: the object whose description otyp wears (C: the
       shuffled oc_descr_idx), in the engine's numbering */
    short descr[NHL_NUM_OTYPES];
    /* what travels with a description in the shuffle (C: oc_color,
       oc_material, oc_tough after shuffle_all) */
    uint8_t color[NHL_NUM_OTYPES];
    uint8_t material[NHL_NUM_OTYPES];
    uint8_t tough[NHL_NUM_OTYPES];
    /* C: objects[WAN_NOTHING].oc_dir, NODIR or IMMEDIATE by a draw */
    uint8_t wan_nothing_dir;
    /* the draws the deal took (C: init_objects' rn2 calls) */
    int ndraws;
};

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

typedef struct { int dnum, dlevel; } d_level;

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

/* The hero and what the game has settled before a level is made: C's u
 * (u_init: role, race, gender, alignment; level, luck, birthday), the
 * species genocided or made extinct so far and the theme rooms' per-game
 * alignment table. The game's, not a level's: a build's options and a
 * document carry it in their level_context, the plan copies it into the
 * game (lev->game->hero), which the engine reads. */
struct nhl_hero {
    char role[32];           /* "Valkyrie" */
    char race[16];           /* "human" */
    char gender[8];          /* "female" */
    char align[8];           /* "law" / "neutral" / "chaos" */
    int ulevel;
    int luck;
    long ubirthday;
    /* the preloaded theme-room state's shuffled `align` (C: the
       themerooms_default_align shuffle, once a game); "" = the truth
       dungeon's default */
    char themes_align[3][8];
    /* the species the game has genocided or made extinct before this
       level (C: svm.mvitals[].mvflags G_GENOD, G_EXTINCT; mvitals.h);
       all 0 in the truth games */
    unsigned char mvflags[MVITALS_SLOTS];
};

/* Where the level sits (the place, what C reads from the dungeon while
 * building), and, for the options and documents that carry it, the
 * game's hero. Defaults are those of the truth files. */
struct level_context {
    /* the NetHack release the level is built as (version.h): its tables and
       the switches where its C code differs; the front door resolves it */
    enum nh_version version;
    /* the hero and what the game settled before this level: the game's
       (a build's plan copies it into the level's game, where the engine
       reads it: lev->game->hero); a level's own copy is not read */
    struct nhl_hero hero;
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
       on level 1, else preloaded), 1 cold, 2 preloaded (its shuffled
       `align` is the game's: hero.themes_align) */
    int themes_state;
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
};

struct step_log;
struct gen_ops;
struct nh_texts;
struct level_build; /* level_build.h: the build's working state */

struct level {
    struct rm at[COLNO][ROWNO];

    struct mkroom rooms[NROOMSLOTS];
    int nroom, nsubroom;

    struct coord doors[DOORMAX];
    int doorindex;


    struct stairway *stairs; int nstairs, capstairs;
    struct lev_region *lregions; int nlregions, caplregions;
    struct exclusion_zone *exclusions; int nexclusions, capexclusions;
    struct nhregion *regions; int nregions, capregions;
    struct engr *engravings; int nengravings, capengravings;
    /* creation order; C's chains are newest-first */
    struct obj *objects; int nobjects, capobjects;
    struct monst *monsters; int nmonsters, capmonsters;
    struct trap *traps; int ntraps, captraps;
    int ident;               /* next o_id / m_id */

    struct level_flags flags;
    struct level_context ctx;
    /* ctx.version's release: objects[], mons[] and the version switches
       (the game's, game->nh) */
    const struct nh_release *nh;
    char *message;           /* des.message text, lines joined by '\n' */
    size_t message_len, message_cap;

    /* flip as done: value 1 vertical, 2 horizontal, 3 both, 0 none, -1 not
     * called; forced >= 0 replaces the draws' outcome (diagnosis) */
    int flip_value;
    int flip_extent[4];

    /* teleport regions recorded by fixup */
    int updest[8], dndest[8];
    bool have_updest, have_dndest;

    struct rng *rng;
    struct step_log *steps;  /* NULL: not recording */
    /* the game this level belongs to (its release, layout, deal of
     * appearances, dat/ texts): read-only, one reference held; opaque here */
    const struct nhl_game *game;
    char errmsg[512];        /* last error, "file:line: message" */
    /* the build's working state (level_build.h): what sp_lev.c, mklev.c
     * and the generators keep while they make the level and no document
     * shows; allocated with the level, freed with it */
    struct level_build *build;
};

/* the hero and place of the truth files (the defaults of every build) */
void level_context_defaults(struct level_context *ctx);
/* free a level (build_result_free does for a build's) */
void level_free(struct level *lev);

static inline bool isok(int x, int y)
{
    return x >= 1 && x <= COLNO - 1 && y >= 0 && y <= ROWNO - 1;
}

/* An object lying on its square (buried or not): in no container, held by
 * no monster, not floating (obj.new's, or migrating to a monster). */
static inline bool obj_on_square(const struct obj *o)
{
    return o->container < 0 && o->owner < 0 && !o->floating;
}

/* what lies at (x,y): the trap, engraving or monster, NULL none */
struct trap *level_trap_at(struct level *lev, int x, int y);
struct engr *level_engr_at(struct level *lev, int x, int y);
struct monst *level_monster_at(struct level *lev, int x, int y);

/* Names of the things a level holds, as NetHack's dump gives them:
 * an object type's full name ("scroll of create monster") into buf, NULL
 * for no such type; a species' name (which: 0 neutral, 1 male, 2 female;
 * NULL where it has none); whether an object type holds a species
 * (corpse, statue, figurine, egg, tin: obj.corpsenm) */
const char *nhl_otyp_name(int otyp, char *buf, size_t len);
const char *nhl_mndx_name(int mndx, int which);
bool nhl_otyp_has_species(int otyp);

/* ==================================================================== */
/* The RNG and its log (a build's res.rng; lev->rng)                     */
/* ==================================================================== */

void rng_init(struct rng *r, uint64_t seed);
void rng_free(struct rng *r);          /* frees the log */
/* r (just seeded) takes the log arrays of from, a finished rng whose log
   is dropped: a rebuild of the same size grows none */
void rng_take_log_buffers(struct rng *r, struct rng *from);
void rng_set_logging(struct rng *r, bool on);
void rng_log_clear(struct rng *r);
/* Line i of the log (NULL past nlog), written first if the log is lazy;
 * rng_log_write_all writes them all, so that log[] reads as a whole. */
const char *rng_log_line(struct rng *r, size_t i);
void rng_log_write_all(struct rng *r);
/* a log is kept (its lines may not all be written yet) */
bool nhl_rng_has_log(const struct rng *r);
/* how many lines the log holds (0: no log kept) */
size_t nhl_rng_log_count(const struct rng *r);
/* the log's lines, all written (a lazy log is written out first); NULL
 * when no log is kept */
char **nhl_rng_log(struct rng *r);

/* ==================================================================== */
/* Plan and build                                                        */
/* ==================================================================== */

struct chunk_cache;
struct game_cache;

struct build_opts {
    const char *dat_dir;     /* NetHack dat/ directory; NULL = the built-in levels/ */
    const char *level;       /* "soko1", "soko1-2", or a path to a .lua file,
                                or to a .des file ("f.des", "f.des:NAME") */
    int des_grammar;         /* a .des file's grammar: enum des_grammar,
                                0 = told from the file */
    uint64_t seed;
    /* ctx.version NHV_AUTO (the default): the release --dat holds */
    struct level_context ctx;
    bool log_rng;            /* keep the RNG log */
    bool lazy_rng_log;       /* ... its lines written when read
                                (rng_log_line: the viewer) */
    bool record_steps;       /* keep the step log */
    struct rng *rng_spare;   /* a finished build's RNG (its log dropped)
                                whose log arrays this build takes: the
                                viewer's rerolls; NULL: none */
    int force_flip;          /* -1: draw as C does; 0..3: override the outcome */
    int force_variant;       /* 0: draw; N: draw rnd(nlevels) then use N (as the truth files) */
    /* fill the place part of ctx (depth, dlevel, dnum, difficulty, branch
       ...) from the dungeon layout of the game seeded layout_seed that made
       layout_skip draws first (dungeon.h); off by default, the CLI turns it
       on when no place is given; names the layout lacks keep ctx as is */
    bool place_from_layout;
    uint64_t layout_seed, layout_skip;
    /* compiled Lua chunks to reuse across builds (chunkcache.h), owned by
       the caller; NULL parses every file each time */
    struct chunk_cache *cache;
    /* the game's dungeon.lua, layout and object deal kept between builds
       (gamecache.h), owned by the caller; NULL computes them each time */
    struct game_cache *game;
    /* the release record to build with (ctx.version must be its v); NULL:
       ctx.version's own. The tests build with one rule changed. */
    const struct nh_release *release;
};

struct build_result {
    struct level *lev;
    struct rng *rng;
    char variant[64];        /* file actually loaded, without .lua */
    char script_path[1024];
    int nvariants;           /* variants the level name has, 0 if none */
    char errmsg[512];        /* "file:line: message" when the build failed */
    char source_language[16]; /* "lua", "des-3.4" or "des-3.6" */
    char note[320];          /* what the front door wants said (a dat/ that
                                is no known release), "" if nothing */
};

void build_opts_defaults(struct build_opts *o);
/* o->level may also name a floor: "dlvl:N" (the Dungeons of Doom, placed
 * by the context or the layout) or KEY:N of any dungeon of the layout
 * ("mines:3", "gehennom:5", "quest:2"; floor.h), built as C's makelevel
 * chooses: the special level there, the dungeon's level file or filler,
 * a quest filler, rooms, or a maze. */
/* 0 on success; -1 with res->errmsg set. res->lev may hold the partial
 * level even on failure (a script error mid-way), for inspection. */
int nhl_build(const struct build_opts *o, struct build_result *res);
void build_result_free(struct build_result *res);

/* What many builds share (build_opts.cache, .game), owned by the caller:
 * the compiled Lua chunks (chunkcache.h), so a script is parsed once, and
 * what a game keeps between its levels (gamecache.h: dungeon.lua, the
 * layout, the object deal). A cache serves one thread. */
struct chunk_cache *chunk_cache_new(void);
void chunk_cache_free(struct chunk_cache *c);
struct game_cache *game_cache_new(void);
void game_cache_free(struct game_cache *g);

/* Would nhl_build know how to make o->level (its file found, or a level
 * makelevel makes without one)? 0 yes, -1 with err why not. Plans the
 * build without running it (the picker asks before it builds). */
int nhl_plan_check(const struct build_opts *o, char *err, size_t errlen);

/* ==================================================================== */
/* The step log: the build as steps (the viewer, nhlev trace)          */
/* ==================================================================== */

struct cell_change {
    uint8_t x, y;
    struct rm before, after;
};

/* Copies of the placed-things lists, kept only for steps that changed them. */
struct step_lists {
    struct obj *objects; int nobjects;
    struct monst *monsters; int nmonsters;
    struct trap *traps; int ntraps;
    struct engr *engravings; int nengravings;
    struct stairway *stairs; int nstairs;
    struct lev_region *lregions; int nlregions;
    /* the rooms and subrooms in use (only compared: a change makes a new
       set of lists); shared, as the lists, while unchanged */
    struct mkroom *rooms; int nroom;
    struct mkroom *subrooms; int nsubroom;
};

struct step {
    char *name;             /* "des.map", "wallification", "flip" ... */
    char *args;             /* the call's arguments as short text, or "" */
    char file[64];          /* script file of the call, "" for a finishing step */
    int line;               /* script line, 0 if none */
    int depth;              /* nesting: a call inside a contents function is 1 */
    struct cell_change *cells;
    int ncells;
    size_t rng_first, rng_last;   /* [first, last) lines of the rng log */
    uint64_t draws_before, draws_after;
    struct step_lists *lists;     /* lists after this step; NULL if unchanged */
};

struct step_log {
    struct step *v;
    int n, cap;
    int open;                     /* index of the step collecting changes, -1 */
    struct rm snap[COLNO][ROWNO]; /* cells at the open step's start */
    struct step_lists *last_lists;/* lists as of the last recorded change */
};



/* The lists in force after step i (walks back to the last copy). */
const struct step_lists *step_lists_at(const struct step_log *log, int i);

/* ==================================================================== */
/* The level document (JSON with the truth files' keys)                 */
/* ==================================================================== */

/* What a document says beyond the level itself. */
struct doc_meta {
    const char *level;       /* name asked for: "soko1", "dlvl:3" */
    const char *variant;     /* file loaded: "soko1-2" */
    int forced_variant;
    uint64_t seed;
    const struct rng *rng;   /* its log becomes "rng"; NULL: no rng keys */
    double gen_time_us;      /* < 0: key left out */
    const char *source_language; /* "lua", "des-3.4", "des-3.6" (the
                                    build_result's); NULL: key left out */
};

/* The level as a document (caller frees with cJSON_Delete); NULL if out of
 * memory. Keys in the truth files' order. */
cJSON *doc_from_level(const struct level *lev, const struct doc_meta *meta);
/* The same, printed (formatted JSON, malloc'd). */
char *doc_print(const struct level *lev, const struct doc_meta *meta);

/* A document read back. */
struct level_doc {
    char path[1024];
    char level[64];          /* "level" */
    char variant[64];        /* "variant" */
    int forced_variant;
    uint64_t seed;
    uint64_t game_seed;      /* "game_seed": the layout's game (42 if absent,
                                as the truth files' game) */
    struct level_context ctx;/* from "hero", "where", "ubirthday", ... */
    int flip_value;          /* "flip".value, -2 if absent */
    struct level *lev;       /* cells and lists as the document has them */
    cJSON *root;             /* the whole document, for compare */
};

/* A whole JSON file as a string (free() it), at most DOC_MAX_BYTES; NULL
 * with err "path: ..." (unreadable, too large, out of memory). */
#define DOC_MAX_BYTES (64 << 20)
char *doc_slurp(const char *path, char *err, size_t errlen);

/* Read a level document; 0, or -1 with err "path: what" (one line); -2
 * (err set too) when the file is valid JSON but no level document (no
 * [21][80] typGrid), e.g. the truth directory's INDEX.json. */
int doc_load(const char *path, struct level_doc *d, char *err, size_t errlen);
/* Same from text in memory; `path` names it in errors. */
int doc_parse(const char *text, const char *path, struct level_doc *d,
              char *err, size_t errlen);
void doc_free(struct level_doc *d);

/* A seed from a JSON number: false unless it is one from 0 to 2^64-1. */
bool doc_seed_value(const cJSON *v, uint64_t *out);

/* The context a "where"/"hero" pair describes (flags such as in_sokoban
 * derived from the dungeon's name). */
void doc_context_from_json(const cJSON *root, struct level_context *ctx);

/* "closed", "locked", "open", "broken", "nodoor" for a doormask */
const char *doc_door_state(int doormask);

/* ==================================================================== */
/* Compare two level documents part by part                             */
/* ==================================================================== */

enum compare_part {
    CMP_TYP = 0, CMP_FLAGS, CMP_LIT, CMP_NONDIG, CMP_NONPASS, CMP_HORIZ,
    CMP_ROOMNO, CMP_EDGE, CMP_DOORS, CMP_OBJECTS, CMP_MONSTERS, CMP_TRAPS,
    CMP_ENGRAVINGS, CMP_STAIRS, CMP_FLIP, CMP_RNG, CMP_NPARTS
};

struct compare_part_result {
    bool checked;        /* both documents have this part */
    bool match;
    int ndiff;           /* cells, list entries or lines that differ */
    int x, y;            /* first differing cell (grids), -1 otherwise */
    long index;          /* first differing entry or rng line (0-based), -1 */
    char ours[256];      /* the first difference, our side ... */
    char theirs[256];    /* ... and the document's */
};

struct compare_result {
    struct compare_part_result part[CMP_NPARTS];
    bool all_match;      /* every checked part matches */
    /* the first line of the document's RNG log drawn inside object, monster
     * or trap generation (by its C file), -1 if none; and whether our log
     * agrees with C's at least up to there */
    long rng_gen_start;
    bool rng_ok_until_gen;
    int nchecked;
};

/* "typGrid", "flagsGrid", ..., "doors", ..., "flip", "rng" */
const char *compare_part_name(int part);
/* The part's short label for summaries: "typ", "flags", ..., "rng". */
const char *compare_part_label(int part);

/* Compare two level documents (ours as doc_from_level writes it, theirs a
 * truth file). Parts missing from either side are not checked. */
void compare_docs(const cJSON *ours, const cJSON *theirs, struct compare_result *r);

/* Is this C log line drawn inside object, monster or trap generation
 * (mkobj.c, makemon.c, trap.c, mkroom.c ... by the C file it names)? */
bool compare_rng_is_generation(const char *line);

/* True if every grid part that was checked matches. */
bool compare_grids_match(const struct compare_result *r);

/* The comparable part of an rng log line: function, arguments and result,
 * with the nesting indent; the C file:line and script location dropped.
 * "  rn2(12)=5 @ sp_lev.c:1 [x.lua:3]" -> "  rn2(12)=5". */
void compare_rng_key(const char *line, char *out, size_t len);

/* One line per part: "typGrid: ok" / "typGrid: 12 cells differ, first at
 * (3,4): ours 2, theirs 1". Writes into buf. */
void compare_part_describe(const struct compare_result *r, int part, char *buf, size_t len);

/* ==================================================================== */
/* Render: cells and maps as NetHack draws them                         */
/* ==================================================================== */

enum render_mode {
    RENDER_ASCII = 0,  /* NetHack's default symbols (mapASCII) */
    RENDER_DEC,        /* DECgraphics, emitted as UTF-8 (mapDEC) */
    RENDER_DEC_RAW,    /* DECgraphics as VT100 bytes: line-drawing glyphs are
                        * the byte to send while the alternate charset is on
                        * (RENDER_ALTCHARSET in the return value) */
    RENDER_UNICODE,    /* the Enhanced1 symset */
    RENDER_NMODES
};

/* colours, numbered as NetHack's color.h */
enum {
    CLR_BLACK = 0, CLR_RED, CLR_GREEN, CLR_BROWN, CLR_BLUE, CLR_MAGENTA,
    CLR_CYAN, CLR_GRAY, NO_COLOR, CLR_ORANGE, CLR_BRIGHT_GREEN, CLR_YELLOW,
    CLR_BRIGHT_BLUE, CLR_BRIGHT_MAGENTA, CLR_BRIGHT_CYAN, CLR_WHITE
};

/* what render_cell drew (low bits of its return value) */
enum render_layer {
    RL_TERRAIN = 0, RL_ENGRAVING, RL_TRAP, RL_OBJECT, RL_MONSTER
};
#define RENDER_LAYER_MASK 0x0f
#define RENDER_ALTCHARSET 0x10  /* DEC_RAW: draw glyph in the DEC charset */

#define RENDER_GLYPH_MAX 8      /* a glyph is at most 4 UTF-8 bytes + NUL */

/* What lies on each cell, for drawing a whole map: finding the monster,
 * object, trap and engraving of a cell by walking the level's lists is
 * quadratic over a map (a zoo, a storeroom). Built once per drawing; the
 * level's lists must not change while it is used. */
struct render_index {
    short mon[COLNO][ROWNO];   /* the monster shown, -1 none */
    short obj[COLNO][ROWNO];   /* the object on top, -1 none */
    short trap[COLNO][ROWNO];
    short engr[COLNO][ROWNO];
};
void render_index_build(const struct level *lev, struct render_index *ix);

/* render_cell and render_cell_sym through an index (NULL: the lists are
 * walked) */
int render_cell_ix(const struct level *lev, const struct render_index *ix, int x, int y,
                   enum render_mode mode, char glyph[RENDER_GLYPH_MAX], int *color);
int render_cell_sym_ix(const struct level *lev, const struct render_index *ix, int x,
                       int y);

/* The cell (x,y): writes the NUL-terminated glyph (one character, UTF-8 in
 * the Unicode modes) and its colour. Returns the layer drawn, with
 * RENDER_ALTCHARSET or'ed in when the glyph is a DEC special-graphics byte.
 * Out-of-map cells draw as stone. */
int render_cell(const struct level *lev, int x, int y, enum render_mode mode,
                char glyph[RENDER_GLYPH_MAX], int *color);

/* the map symbol of a boulder on top (render.h's render_cell_sym): what
 * a symset may redraw beside the S_* indexes */
#define RENDER_SYM_BOULDER 1000
/* Glyph of an S_* index in a mode (colour, description: render.h). */
const char *render_sym_glyph(int sym, enum render_mode mode);

/* The whole map, ROWNO lines of COLNO glyphs each ending in '\n', column 0
 * included (as the truth files' mapASCII). DEC_RAW writes plain bytes
 * without charset switching. Returns bytes written (excluding the NUL), or
 * -1 if buf is too small (COLNO*4+1 per row always suffices). */
int render_map(const struct level *lev, enum render_mode mode, char *buf,
               size_t len);

/* "ascii" / "dec" / "dec-raw" / "unicode" -> mode, -1 if unknown */
int render_mode_from_name(const char *name);

/* ==================================================================== */
/* Symbol sets (NetHack's dat/symbols): a map as the player sees it      */
/* ==================================================================== */

#define SYMSET_NMAP 72          /* S_stone .. S_vibrating_square */
#define SYMSET_BOULDER SYMSET_NMAP  /* the slot of S_boulder */
#define SYMSET_NSLOTS (SYMSET_NMAP + 1)

/* how the file says its bytes are meant (its Handling: line) */
enum symset_handling {
    SYMH_NONE = 0,   /* plain bytes */
    SYMH_DEC,        /* a byte with the high bit is a VT100 special-graphics
                        letter (byte & 0x7f) */
    SYMH_IBM,        /* bytes of code page 437 */
    SYMH_UTF8,       /* U+XXXX code points */
    SYMH_OTHER       /* MAC and the like: bytes taken as they are */
};

struct symset_sym {
    bool set;
    char dec;        /* DEC letter ('q', 'x', ...) or 0 */
    char utf8[8];    /* the glyph as UTF-8 (a DEC letter's box-drawing
                        twin); NUL-terminated */
};

struct symset {
    char name[48];
    char desc[96];
    enum symset_handling handling;
    struct symset_sym sym[SYMSET_NSLOTS];
};

/* Finds symset `name` (case-blind, as NetHack matches it) in the text of a
 * symbols file and fills *out. 0 found; 1 not in this file; -1 a line of
 * it is malformed (err: "symbols:LINE: ..."). label names the file in
 * messages. */
int symset_parse(const char *text, size_t len, const char *label,
                 const char *name, struct symset *out, char *err, size_t errlen);

/* The names of the symsets a symbols file defines, comma-separated into
 * buf (for "no such symset; these exist: ..."). */
void symset_names(const char *text, size_t len, char *buf, size_t buflen);

/* One SYMBOLS=S_name:value override (a .nethackrc line's value may hold
 * several, comma-separated) applied to ss. 0 ok, -1 with err. */
int symset_override(struct symset *ss, const char *spec, char *err, size_t errlen);

/* ==================================================================== */
/* Stats: what many builds of a level make, tallied                     */
/* ==================================================================== */

/* the variant files one tally tells apart; more go to the last slot */
#define STATS_MAX_VARIANTS 32
/* flip_value -1 (not called) .. 3 (both), stored at flip + 1 */
#define STATS_NFLIPS 5
/* terrain symbols (render.h S_* indexes) up to S_water */
#define STATS_NSYMS 49

/* What a heat map follows (stats_query.c turns "monster:soldier" into
 * one). Terrain queries are a set of map types ("lava": lava pool and lava
 * wall). */
enum stats_query_kind { SQ_NONE = 0, SQ_OBJECT, SQ_MONSTER, SQ_TRAP, SQ_TERRAIN };
struct stats_query {
    enum stats_query_kind kind;
    int id;                   /* otyp, mndx or ttyp */
    uint64_t typs;            /* SQ_TERRAIN: bit t for map type t */
    char name[64];            /* as the report names it */
};

struct stats_variant {
    char file[64];            /* the file loaded, without .lua */
    uint64_t n;
    uint64_t flip[STATS_NFLIPS];
};

/* Per kind: levels holding at least one, how many objects (stacks) or
 * monsters or traps in all, and for objects their quantity in all. */
struct stats_kind {
    uint64_t levels, count, quan;
};

struct level_stats {
    uint64_t builds;          /* levels tallied */
    uint64_t failures;        /* builds that ended in an error */
    uint64_t first_failed;    /* the lowest seed that failed (failures > 0) */
    char first_error[256];    /* its message */
    int nvariants;
    struct stats_variant variants[STATS_MAX_VARIANTS];
    struct stats_kind objects[NHL_NUM_OTYPES];
    struct stats_kind monsters[NHL_NUMMONS];
    struct stats_kind traps[TRAPNUM];
    struct stats_kind terrain[MAX_TYPE];   /* count: cells of the type */
    /* per cell [x][y]: levels where it had map type t, terrain symbol s,
     * was lit */
    uint64_t typ[COLNO][ROWNO][MAX_TYPE];
    uint64_t sym[COLNO][ROWNO][STATS_NSYMS];
    uint64_t lit[COLNO][ROWNO];
    /* the query: levels with one anywhere, and per cell the levels with
     * one there and how many there in all (objects in a container or a
     * monster's pack count at the holder's cell) */
    struct stats_query query;
    struct stats_kind q;
    uint64_t q_levels[COLNO][ROWNO];
    uint64_t q_count[COLNO][ROWNO];
};

/* Scratch for one tally (per-kind counts of the level at hand), so that a
 * tally allocates nothing. One per thread. */
struct stats_scratch {
    uint32_t obj[NHL_NUM_OTYPES], mon[NHL_NUMMONS], trap[TRAPNUM], typ[MAX_TYPE];
    uint64_t quan[NHL_NUM_OTYPES];
    uint32_t qcell[COLNO][ROWNO];
};

/* A zeroed tally following q (NULL: none); free() it. NULL if out of
 * memory (it is about 1.3 MB). */
struct level_stats *stats_new(const struct stats_query *q);
/* Count lev, built from the file variant, into st. */
void stats_tally(struct level_stats *st, struct stats_scratch *scr,
                 const struct level *lev, const char *variant);
/* Count a build of seed that failed with errmsg. */
void stats_fail(struct level_stats *st, uint64_t seed, const char *errmsg);
/* Add from into into (same query: the caller checks). */
void stats_merge(struct level_stats *into, const struct level_stats *from);

/* The variants sorted by file name (the order reports and JSON use). */
void stats_sort_variants(struct level_stats *st);

/* The Wilson score interval of k successes in n at 95%: [*lo, *hi]. */
void stats_wilson(uint64_t k, uint64_t n, double *lo, double *hi);

/* The most common terrain symbol of cell (x,y), ties to the lower S_*;
 * 0 (stone) when nothing was tallied. */
int stats_common_sym(const struct level_stats *st, int x, int y);

#define STATS_MAX_RANGES 256

/* What a tally is of. */
struct stats_meta {
    char level[128];          /* as given: soko1, castle, dlvl:4 */
    char nethack[16];         /* the release built ("5.0.0") */
    char options[512];        /* the other build options, as given */
    int nranges;              /* seed ranges, sorted, disjoint, coalesced */
    struct { uint64_t first, last; } ranges[STATS_MAX_RANGES];
};

/* The document (see doc/stats.md for its fields); NULL out of memory. */
cJSON *stats_to_json(const struct level_stats *st, const struct stats_meta *m);

/* Read a document into a fresh tally *st (free() it) and *m; 0, or -1
 * with err ("not an nhlev stats document", "objects[3]: ..."). */
int stats_from_json(const cJSON *root, struct level_stats **st,
                    struct stats_meta *m, char *err, size_t errlen);

/* Add b's seed ranges to a's: 0, or -1 with err when they overlap (the
 * same seeds would count twice) or there are too many ranges. */
int stats_meta_union(struct stats_meta *a, const struct stats_meta *b,
                     char *err, size_t errlen);

/* Whether tallies of a and b may merge: 0, or -1 with err naming the
 * field that differs. */
int stats_meta_compatible(const struct stats_meta *a, const struct stats_meta *b,
                          const struct level_stats *sa, const struct level_stats *sb,
                          char *err, size_t errlen);

struct stats_run {
    /* the build: level, dat, context, place ... (its seed, caches and logs
       are the runner's) */
    const struct build_opts *base;
    uint64_t first, last;     /* seeds first..last, inclusive */
    int jobs;                 /* threads, >= 1 */
    /* called on the calling thread about ten times a second while the
       threads work, and once at the end; NULL: none */
    void (*progress)(void *ud, uint64_t done, uint64_t total);
    void *ud;
};

/* Tally the builds into out (zeroed or holding earlier tallies, with its
 * query set). 0; -1 with err when threads or memory ran out (out then
 * holds nothing new). Builds that fail are counted (stats_fail), not an
 * error here. */
int stats_run(const struct stats_run *r, struct level_stats *out, char *err,
              size_t errlen);

/* text: NAME (an object's full or actual name; failing that a monster's,
 * a trap's or a terrain type's) or object:NAME, monster:NAME, trap:NAME,
 * terrain:NAME (a map type, or a word naming several: "lava", "wall").
 * Case does not matter. 0 and *q filled; -1 with why = "no object
 * 'wand of wishin' (closest: wand of wishing, ...)". */
int stats_query_parse(const char *text, struct stats_query *q, char *why,
                      size_t whylen);

/* names in reports: "wand of wishing", "soldier", "magic trap" ("" when
 * out of range) */
void stats_object_name(int otyp, char *buf, size_t len);
const char *stats_monster_name(int mndx);
const char *stats_trap_name(int ttyp);

/* ==================================================================== */
/* Level sources and their files (issue 22.4: what ui/ and bench/ need   */
/* of the engine's file layer, so that they include nhlev.h alone)      */
/* ==================================================================== */

/* What --dat names, as the engine will read it: a directory holding an
 * installed game's `nhdat` archive (and no dungeon.lua) means the
 * archive. Writes the path into out. */
void nhl_dat_dir(const char *dat, char *out, size_t outlen);
/* Is path a level source's archive (the DLB format)? If not and why is
 * given, why says what is wrong with it. */
bool nhl_dat_is_archive(const char *path, char *why, size_t whylen);
/* A file of a level source, plain or an archive member, whole and
 * NUL-terminated (*len without the NUL), at most max bytes (0: no limit);
 * NULL with err "path: why". The caller frees it. */
char *nhl_dat_slurp(const char *path, size_t max, size_t *len, char *err,
                    size_t errlen);

/* Is path a file, plain or an archive member? a directory, or an archive
 * (which holds files as a directory does)? */
bool nhl_dat_is_file(const char *path);
bool nhl_dat_is_dir(const char *path);
/* Call fn for each file name in dir (a directory or an archive), in no
 * order; stops when fn returns non-zero. 0, or -1 when dir cannot be read. */
int nhl_dat_list(const char *dir, int (*fn)(const char *name, void *ud),
                 void *ud);

/* A .des level name, "path/file.des" or "path/file.des:NAME" (one level
 * of a file holding several): true with the path and NAME ("" none). */
bool nhl_des_split(const char *name, char *path, size_t pathlen, char *level,
                   size_t levellen);
/* build_opts.des_grammar for "3.4", "3.4.3", "3.6", "auto"; -1 if none */
int nhl_des_grammar_from_name(const char *s);

/* A .des file read (lev_comp's language) in grammar g (build_opts'
 * des_grammar, 0: told from the file): its levels, to list (the picker)
 * and to convert (`nhlev convert`). NULL with err, the parser's message. */
struct nhl_des;
struct nhl_des *nhl_des_open(const char *path, int grammar, char *err,
                             size_t errlen);
void nhl_des_close(struct nhl_des *d);
int nhl_des_count(const struct nhl_des *d);
const char *nhl_des_level_name(const struct nhl_des *d, int i);
/* Level i as a NetHack 5.0 Lua script that builds the same level (one
 * des.* call per statement, each with its .des line): malloc'd text, or
 * NULL with err "file.des:LINE:COL: ..." for what 5.0 cannot say. */
char *nhl_des_convert(const struct nhl_des *d, int i, char *err,
                      size_t errlen);
/* A dungeon.def (dgn_comp's language) read whole (the one of path), to
 * write as a NetHack 5.0 dungeon.lua (`from` names the source in its
 * heading comment). NULL with err "path:LINE:COL: ...". */
struct nhl_dungeon_def;
struct nhl_dungeon_def *nhl_dungeon_def_read(const char *path, char *err,
                                             size_t errlen);
void nhl_dungeon_def_write_lua(FILE *out, const struct nhl_dungeon_def *d,
                               const char *from);
void nhl_dungeon_def_free(struct nhl_dungeon_def *d);

/* ==================================================================== */
/* The hero and game options (issue 22.4)                                */
/* ==================================================================== */

/* Is role a role's name (or its code)? If not, names gets them all. */
bool nhl_role_known(const char *role, char *names, size_t len);
/* Mark the species of the comma-separated list (C's names, any case)
 * genocided, or extinct, in ctx->mvflags (--genocide, --extinct). Only
 * species C lets a hero genocide may be. 0, or -1 with err. */
int nhl_context_set_gone(struct level_context *ctx, const char *list,
                         bool extinct, char *err, size_t errlen);
/* A level document's "genocided" and "extinct" lists into ctx (absent
 * keys leave it as it is): 0, or -1 with err. */
int nhl_context_gone_from_json(const struct cJSON *root,
                               struct level_context *ctx, char *err,
                               size_t errlen);
/* The release a built level was built as (its tables and rules). */
enum nh_version nhl_level_release(const struct level *lev);
/* Does name have a floor name's shape (KEY:N)? Says nothing of whether
 * a dungeon has that floor. */
bool nhl_floor_name_shaped(const char *name);

/* ==================================================================== */
/* The demo level (issue 22.4)                                           */
/* ==================================================================== */

/* `nhlev view demo`: a small level made by hand with a step log, so the
 * viewer (and its tests) can show stepping without a level script. The
 * level, its rng (the caller frees both: level_free; rng_free and free)
 * and the path of the Lua text it mirrors; NULL when out of memory. */
struct level *nhl_demo_level(uint64_t seed, struct rng **rng, char *script,
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

/* A level source's level list (dat's dungeon.lua; NULL: the built-in
 * levels): each level entry's file base name, dungeon by dungeon ("soko1"
 * for Sokoban's four). NULL with err. */
struct nhl_levels;
struct nhl_levels *nhl_levels_open(const char *dat, char *err, size_t errlen);
void nhl_levels_close(struct nhl_levels *l);
int nhl_levels_count(const struct nhl_levels *l);
const char *nhl_levels_name(const struct nhl_levels *l, int i);

/* A game's dungeon layout (as nhl_dungeon_report, for walking its floors
 * one by one): dnum 0..dungeons-1, dlevel 1..floors(dnum). NULL with err. */
struct nhl_layout;
struct nhl_layout *nhl_layout_open(const char *dat, uint64_t seed, uint64_t skip,
                                   const char *role, char *err, size_t errlen);
void nhl_layout_close(struct nhl_layout *l);
int nhl_layout_dungeons(const struct nhl_layout *l);
int nhl_layout_floors(const struct nhl_layout *l, int dnum);
/* the floor's name, KEY:N ("dlvl:3", "mines:2") */
void nhl_layout_floor_name(const struct nhl_layout *l, int dnum, int dlevel,
                           char *buf, size_t len);
/* Is the floor a special level of one file (no variants to draw)? If so
 * file gets the file's base name (a run of builds checks it is there). */
bool nhl_layout_fixed_special(const struct nhl_layout *l, int dnum, int dlevel,
                              char *file, size_t len);

/* A run of many builds (the bench, stats) reads dat/ as it is when the
 * run starts: between begin and end on a thread, no file is checked for
 * edits again (datfs's fix). Calls nest. */
void nhl_dat_fix_begin(void);
void nhl_dat_fix_end(void);

#endif
