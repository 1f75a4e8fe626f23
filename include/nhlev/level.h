/* nhlev/level.h - part of nhlev.h: the level: what a document shows.
 * Include <nhlev.h>, not this file: each part relies on those before it. */
#ifndef NHLEV_PART_LEVEL_H
#define NHLEV_PART_LEVEL_H
#ifndef NHLEV_H
#error "include <nhlev.h>, not its parts"
#endif

/* ==================================================================== */
/* The level: what a document shows                                     */
/* ==================================================================== */

/* the engine's count of object types (struct nhl_obj_appearance's arrays) */
#define NHL_NUM_OTYPES 481
/* and of species (mons[]; the stats' arrays) */
#define NHL_NUMMONS 383

/* how a game's objects look (o_init.c init_objects' deal; appearance.h) */
struct nhl_obj_appearance {
    enum nhl_version version;  /* the release dealt for */
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
    int standin;           /* 1 + index in lev->standins (a room type the
                              release lacks, built ordinary); 0 real */
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
    int standin;             /* a lenient build's stand-in for a name the
                              * release lacks: 1 + its index in
                              * lev->standins; 0 a real object */
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
    int standin;             /* 1 + index in lev->standins; 0 real */
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
    int standin;             /* 1 + index in lev->standins; 0 real */
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
 * alignment table. The game's, not a level's: it lives once, in the game
 * (lev->game->hero), which the engine reads; a build's options and a
 * level document carry their own beside their nhl_level_context (the plan
 * gives the options' to the game it makes). */
struct nhl_hero {
    char role[32];           /* "Valkyrie" */
    char race[16];           /* "human" */
    char gender[8];          /* "female" */
    char align[8];           /* "law" / "neutral" / "chaos" */
    int ulevel;
    int luck;
    long ubirthday;
    /* the hero's maximum hit points and energy (C: u.uhpmax, u.uenmax,
       which a script may read: tut-1.lua hints at a spell below 5 energy);
       0 as in the truth files, a game's start sets them (startup.h) */
    int uhpmax, uenmax;
    /* the preloaded theme-room state's shuffled `align` (C: the
       themerooms_default_align shuffle, once a game); "" = the truth
       dungeon's default */
    char themes_align[3][8];
    /* the species the game has genocided or made extinct before this
       level (C: svm.mvitals[].mvflags G_GENOD, G_EXTINCT; mvitals.h);
       all 0 in the truth games */
    unsigned char mvflags[MVITALS_SLOTS];
};

/* Where the level sits: the place, what C reads from the dungeon while
 * building (the hero is the game's: struct nhl_hero). Defaults are those
 * of the truth files. */
struct nhl_level_context {
    /* the NetHack release the level is built as (version.h): its tables and
       the switches where its C code differs; the front door resolves it */
    enum nhl_version version;
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
       `align` is the game's: nhl_hero.themes_align) */
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

struct nhl_step_log;
struct gen_ops;
struct nh_texts;
struct level_build; /* level_build.h: the build's working state */

#define NHL_MAX_WARNINGS 8

/* What a lenient build made for a name the release does not have (a
 * variant's monster, object, trap, room type, map character, level flag
 * or statement): the thing made in its place is marked with its index,
 * and the level is not a faithful build of the file. */
struct nhl_standin {
    char kind[16];           /* "monster", "monster class", "object",
                                "object class", "species" (a montype),
                                "trap", "room type", "map char",
                                "level flag", "furniture" */
    char name[64];           /* the name the level gave */
    char where[160];         /* "file.des:LINE" */
    int typ;                 /* a map char or furniture: the typ built in
                                its place (lev->standin_at); else -1 */
};
/* a stand-in's glyph: no NetHack symbol is drawn so (render.h) */
#define NHL_STANDIN_ASCII ","
#define NHL_STANDIN_UNICODE "\u00bf"

struct nhl_level {
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
    struct nhl_level_context ctx;
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

    struct nhl_rng *rng;
    struct nhl_step_log *steps; /* NULL: not recording */
    /* the game this level belongs to (its release, layout, deal of
     * appearances, dat/ texts): read-only, one reference held; opaque here */
    const struct nhl_game *game;
    char errmsg[512];        /* last error, "file:line: message" */
    /* what the build did that its author may not mean, but C does too (a
     * misspelt monster becomes a random one): "file:line: text". nwarnings
     * counts them all; the first NHL_MAX_WARNINGS are kept. */
    char warnings[NHL_MAX_WARNINGS][240];
    int nwarnings;
    /* a lenient build (nhl_build_opts.names): a name the release lacks
     * becomes a stand-in, listed here, instead of an error. nstandins > 0:
     * not a faithful build. standin_at[x][y]: 1 + the terrain stand-in
     * a cell was made for while its typ is still that one's; 0 none. */
    bool lenient;
    struct nhl_standin *standins; int nstandins, capstandins;
    unsigned short standin_at[COLNO][ROWNO];
    /* the build's working state (level_build.h): what sp_lev.c, mklev.c
     * and the generators keep while they make the level and no document
     * shows; allocated with the level, freed with it */
    struct level_build *build;
};

/* the place of the truth files (the default of every build) */
void nhl_level_context_defaults(struct nhl_level_context *ctx);
/* free a level (nhl_build_result_free does for a build's) */
void nhl_level_free(struct nhl_level *lev);

static inline bool isok(int x, int y)
{
    return x >= 1 && x <= COLNO - 1 && y >= 0 && y <= ROWNO - 1;
}

/* An object lying on its square (buried or not): in no container, held by
 * no monster, not floating (obj.new's, or migrating to a monster). */
static inline bool nhl_obj_on_square(const struct obj *o)
{
    return o->container < 0 && o->owner < 0 && !o->floating;
}

/* what lies at (x,y): the trap, engraving or monster, NULL none */
struct trap *nhl_level_trap_at(struct nhl_level *lev, int x, int y);
struct engr *nhl_level_engr_at(struct nhl_level *lev, int x, int y);
struct monst *nhl_level_monster_at(struct nhl_level *lev, int x, int y);

/* Names of the things a level holds, as NetHack's dump gives them:
 * an object type's full name ("scroll of create monster") into buf, NULL
 * for no such type; a species' name (which: 0 neutral, 1 male, 2 female;
 * NULL where it has none); whether an object type holds a species
 * (corpse, statue, figurine, egg, tin: obj.corpsenm) */
const char *nhl_otyp_name(int otyp, char *buf, size_t len);
const char *nhl_mndx_name(int mndx, int which);
bool nhl_otyp_has_species(int otyp);

#endif
