/* nhlev/build.h - part of nhlev.h: plan and build.
 * Include <nhlev.h>, not this file: each part relies on those before it. */
#ifndef NHLEV_PART_BUILD_H
#define NHLEV_PART_BUILD_H
#ifndef NHLEV_H
#error "include <nhlev.h>, not its parts"
#endif

/* ==================================================================== */
/* Plan and build                                                        */
/* ==================================================================== */

struct nhl_chunk_cache;
struct nhl_game_cache;

struct nhl_build_opts {
    const char *dat_dir;     /* NetHack dat/ directory; NULL = the built-in levels/ */
    const char *level;       /* "soko1", "soko1-2", or a path to a .lua file,
                                or to a .des file ("f.des", "f.des:NAME") */
    int des_grammar;         /* a .des file's grammar: enum des_grammar,
                                0 = told from the file */
    /* a name the release lacks (a variant's monster, object, trap, room
       type, map character, flag): NHL_NAMES_AUTO (the default) is strict
       for Lua levels and lenient for .des levels (built as a release
       that is not theirs: never exact); STRICT an error, as C; LENIENT
       a marked stand-in and a warning, the build going on */
    int names;
    uint64_t seed;
    /* raw draws to pass over after seeding, before the level begins: a
       level of a real game is made K draws into the stream its game seed
       began (C seeds once per game; a session's log counts K: session.h);
       0, as the truth files' levels, reseeded right before mklev */
    uint64_t stream_draws;
    /* ctx.version NHV_AUTO (the default): the release --dat holds */
    struct nhl_level_context ctx;
    /* the game's hero (the truth files' by default): the plan gives it to
       the game it makes, where the engine reads it */
    struct nhl_hero hero;
    bool log_rng;            /* keep the RNG log */
    bool lazy_rng_log;       /* ... its lines written when read
                                (nhl_rng_log_line: the viewer) */
    bool record_steps;       /* keep the step log */
    struct nhl_rng *rng_spare; /* a finished build's RNG (its log dropped)
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
    /* a real game (C seeds its RNG once per game): the game's first level
       (dlvl:1) is made from the one stream seeded with layout_seed, after
       its start replayed as C's newgame makes it for the hero of ctx
       (startup.h), instead of reseeding with seed before the level; the
       layout that places it is that game's. Off unless asked for (the CLI:
       --game-seed without --seed); reseed keeps it off. */
    bool game_stream;
    bool reseed;             /* seed was asked for: reseed before the level */
    bool wizard;             /* the game is in wizard mode (C: -D):
                                init_dungeons draws no chances */
    /* compiled Lua chunks to reuse across builds (chunkcache.h), owned by
       the caller; NULL parses every file each time */
    struct nhl_chunk_cache *cache;
    /* the game's dungeon.lua, layout and object deal kept between builds
       (gamecache.h), owned by the caller; NULL computes them each time */
    struct nhl_game_cache *game;
    /* the release record to build with (ctx.version must be its v); NULL:
       ctx.version's own. The tests build with one rule changed. */
    const struct nh_release *release;
};

struct nhl_build_result {
    struct nhl_level *lev;
    struct nhl_rng *rng;
    char variant[64];        /* file actually loaded, without .lua */
    char script_path[1024];
    int nvariants;           /* variants the level name has, 0 if none */
    char errmsg[512];        /* "file:line: message" when the build failed */
    char source_language[16]; /* "lua", "des-3.4" or "des-3.6" */
    char note[320];          /* what the front door wants said (a dat/ that
                                is no known release), "" if nothing */
};

enum { NHL_NAMES_AUTO = 0, NHL_NAMES_STRICT, NHL_NAMES_LENIENT };

void nhl_build_opts_defaults(struct nhl_build_opts *o);
/* o->level may also name a floor: "dlvl:N" (the Dungeons of Doom, placed
 * by the context or the layout) or KEY:N of any dungeon of the layout
 * ("mines:3", "gehennom:5", "quest:2"; floor.h), built as C's makelevel
 * chooses: the special level there, the dungeon's level file or filler,
 * a quest filler, rooms, or a maze. */
/* 0 on success; -1 with res->errmsg set. res->lev may hold the partial
 * level even on failure (a script error mid-way), for inspection. */
int nhl_build(const struct nhl_build_opts *o, struct nhl_build_result *res);
void nhl_build_result_free(struct nhl_build_result *res);

/* What many builds share (nhl_build_opts.cache, .game), owned by the caller:
 * the compiled Lua chunks (chunkcache.h), so a script is parsed once, and
 * what a game keeps between its levels (gamecache.h: dungeon.lua, the
 * layout, the object deal). A cache serves one thread. */
struct nhl_chunk_cache *nhl_chunk_cache_new(void);
void nhl_chunk_cache_free(struct nhl_chunk_cache *c);
struct nhl_game_cache *nhl_game_cache_new(void);
void nhl_game_cache_free(struct nhl_game_cache *g);

/* Would nhl_build know how to make o->level (its file found, or a level
 * makelevel makes without one)? 0 yes, -1 with err why not. Plans the
 * build without running it (the picker asks before it builds). */
int nhl_plan_check(const struct nhl_build_opts *o, char *err, size_t errlen);

#endif
