/* stats.h - what many builds of one level have in common: counters a built
 * level is tallied into (variant file and flip, each kind of object,
 * monster and trap, each cell's terrain and light, and the cells where one
 * asked-for thing lies), and their merge. Counts only add, so tallies made
 * in any order, by any number of threads or machines, merge to the same
 * figures. No printing here: ui/cli_stats.c reports, stats_json.c saves. */
#ifndef NHLEV_STATS_H
#define NHLEV_STATS_H

#include <stdbool.h>
#include <stdint.h>

#include "data_enums.h"
#include "level.h"

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
    struct stats_kind objects[NUM_OTYPES];
    struct stats_kind monsters[NUMMONS_ENUM];
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
    uint32_t obj[NUM_OTYPES], mon[NUMMONS_ENUM], trap[TRAPNUM], typ[MAX_TYPE];
    uint64_t quan[NUM_OTYPES];
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

/* The cell where object idx of lev lies: its own, or its outermost
 * container's, or the carrying monster's. False for one on no square
 * (floating: made by obj.new, or migrating to a monster). */
bool stats_obj_cell(const struct level *lev, int idx, int *x, int *y);

/* The variants sorted by file name (the order reports and JSON use). */
void stats_sort_variants(struct level_stats *st);

/* The Wilson score interval of k successes in n at 95%: [*lo, *hi]. */
void stats_wilson(uint64_t k, uint64_t n, double *lo, double *hi);

/* The most common terrain symbol of cell (x,y), ties to the lower S_*;
 * 0 (stone) when nothing was tallied. */
int stats_common_sym(const struct level_stats *st, int x, int y);

#endif
