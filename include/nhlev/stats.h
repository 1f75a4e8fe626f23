/* nhlev/stats.h - part of nhlev.h: stats: what many builds of a level make, tallied.
 * Include <nhlev.h>, not this file: each part relies on those before it. */
#ifndef NHLEV_PART_STATS_H
#define NHLEV_PART_STATS_H
#ifndef NHLEV_H
#error "include <nhlev.h>, not its parts"
#endif

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
enum nhl_stats_query_kind { SQ_NONE = 0, SQ_OBJECT, SQ_MONSTER, SQ_TRAP, SQ_TERRAIN };
struct nhl_stats_query {
    enum nhl_stats_query_kind kind;
    int id;                   /* otyp, mndx or ttyp */
    uint64_t typs;            /* SQ_TERRAIN: bit t for map type t */
    char name[64];            /* as the report names it */
};

struct nhl_stats_variant {
    char file[64];            /* the file loaded, without .lua */
    uint64_t n;
    uint64_t flip[STATS_NFLIPS];
};

/* Per kind: levels holding at least one, how many objects (stacks) or
 * monsters or traps in all, and for objects their quantity in all. */
struct nhl_stats_kind {
    uint64_t levels, count, quan;
};

struct nhl_level_stats {
    uint64_t builds;          /* levels tallied */
    uint64_t failures;        /* builds that ended in an error */
    uint64_t first_failed;    /* the lowest seed that failed (failures > 0) */
    char first_error[256];    /* its message */
    int nvariants;
    struct nhl_stats_variant variants[STATS_MAX_VARIANTS];
    struct nhl_stats_kind objects[NHL_NUM_OTYPES];
    struct nhl_stats_kind monsters[NHL_NUMMONS];
    struct nhl_stats_kind traps[TRAPNUM];
    struct nhl_stats_kind terrain[MAX_TYPE]; /* count: cells of the type */
    /* per cell [x][y]: levels where it had map type t, terrain symbol s,
     * was lit */
    uint64_t typ[COLNO][ROWNO][MAX_TYPE];
    uint64_t sym[COLNO][ROWNO][STATS_NSYMS];
    uint64_t lit[COLNO][ROWNO];
    /* the query: levels with one anywhere, and per cell the levels with
     * one there and how many there in all (objects in a container or a
     * monster's pack count at the holder's cell) */
    struct nhl_stats_query query;
    struct nhl_stats_kind q;
    uint64_t q_levels[COLNO][ROWNO];
    uint64_t q_count[COLNO][ROWNO];
};

/* Scratch for one tally (per-kind counts of the level at hand), so that a
 * tally allocates nothing. One per thread. */
struct nhl_stats_scratch {
    uint32_t obj[NHL_NUM_OTYPES], mon[NHL_NUMMONS], trap[TRAPNUM], typ[MAX_TYPE];
    uint64_t quan[NHL_NUM_OTYPES];
    uint32_t qcell[COLNO][ROWNO];
};

/* A zeroed tally following q (NULL: none); free() it. NULL if out of
 * memory (it is about 1.3 MB). */
struct nhl_level_stats *nhl_stats_new(const struct nhl_stats_query *q);
/* Count lev, built from the file variant, into st. */
void nhl_stats_tally(struct nhl_level_stats *st, struct nhl_stats_scratch *scr,
                     const struct nhl_level *lev, const char *variant);
/* Count a build of seed that failed with errmsg. */
void nhl_stats_fail(struct nhl_level_stats *st, uint64_t seed, const char *errmsg);
/* Add from into into (same query: the caller checks). */
void nhl_stats_merge(struct nhl_level_stats *into, const struct nhl_level_stats *from);

/* The variants sorted by file name (the order reports and JSON use). */
void nhl_stats_sort_variants(struct nhl_level_stats *st);

/* The Wilson score interval of k successes in n at 95%: [*lo, *hi]. */
void nhl_stats_wilson(uint64_t k, uint64_t n, double *lo, double *hi);

/* The most common terrain symbol of cell (x,y), ties to the lower S_*;
 * 0 (stone) when nothing was tallied. */
int nhl_stats_common_sym(const struct nhl_level_stats *st, int x, int y);

#define STATS_MAX_RANGES 256

/* What a tally is of. */
struct nhl_stats_meta {
    char level[128];          /* as given: soko1, castle, dlvl:4 */
    char nethack[16];         /* the release built ("5.0.0") */
    char options[512];        /* the other build options, as given */
    int nranges;              /* seed ranges, sorted, disjoint, coalesced */
    struct { uint64_t first, last; } ranges[STATS_MAX_RANGES];
};

/* The document (see doc/stats.md for its fields); NULL out of memory. */
cJSON *nhl_stats_to_json(const struct nhl_level_stats *st, const struct nhl_stats_meta *m);

/* Read a document into a fresh tally *st (free() it) and *m; 0, or -1
 * with err ("not an nhlev stats document", "objects[3]: ..."). */
int nhl_stats_from_json(const cJSON *root, struct nhl_level_stats **st,
                        struct nhl_stats_meta *m, char *err, size_t errlen);

/* Add b's seed ranges to a's: 0, or -1 with err when they overlap (the
 * same seeds would count twice) or there are too many ranges. */
int nhl_stats_meta_union(struct nhl_stats_meta *a, const struct nhl_stats_meta *b,
                         char *err, size_t errlen);

/* Whether tallies of a and b may merge: 0, or -1 with err naming the
 * field that differs. */
int nhl_stats_meta_compatible(const struct nhl_stats_meta *a, const struct nhl_stats_meta *b,
                              const struct nhl_level_stats *sa, const struct nhl_level_stats *sb,
                              char *err, size_t errlen);

struct nhl_stats_run {
    /* the build: level, dat, context, place ... (its seed, caches and logs
       are the runner's) */
    const struct nhl_build_opts *base;
    uint64_t first, last;     /* seeds first..last, inclusive */
    int jobs;                 /* threads, >= 1 */
    /* called on the calling thread about ten times a second while the
       threads work, and once at the end; NULL: none */
    void (*progress)(void *ud, uint64_t done, uint64_t total);
    void *ud;
};

/* Tally the builds into out (zeroed or holding earlier tallies, with its
 * query set). 0; -1 with err when threads or memory ran out (out then
 * holds nothing new). Builds that fail are counted (nhl_stats_fail), not an
 * error here. */
int nhl_stats_run(const struct nhl_stats_run *r, struct nhl_level_stats *out, char *err,
                  size_t errlen);

/* text: NAME (an object's full or actual name; failing that a monster's,
 * a trap's or a terrain type's) or object:NAME, monster:NAME, trap:NAME,
 * terrain:NAME (a map type, or a word naming several: "lava", "wall").
 * Case does not matter. 0 and *q filled; -1 with why = "no object
 * 'wand of wishin' (closest: wand of wishing, ...)". */
int nhl_stats_query_parse(const char *text, struct nhl_stats_query *q, char *why,
                          size_t whylen);

/* names in reports: "wand of wishing", "soldier" ("" when out of range;
 * a trap's: nhl_trap_name) */
void nhl_stats_object_name(int otyp, char *buf, size_t len);
const char *nhl_stats_monster_name(int mndx);

#endif
