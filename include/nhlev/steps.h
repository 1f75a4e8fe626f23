/* nhlev/steps.h - part of nhlev.h: the step log: the build as steps.
 * Include <nhlev.h>, not this file: each part relies on those before it. */
#ifndef NHLEV_PART_STEPS_H
#define NHLEV_PART_STEPS_H
#ifndef NHLEV_H
#error "include <nhlev.h>, not its parts"
#endif

/* ==================================================================== */
/* The step log: the build as steps (the viewer, nhlev trace)          */
/* ==================================================================== */

struct nhl_cell_change {
    uint8_t x, y;
    struct rm before, after;
};

/* Copies of the placed-things lists, kept only for steps that changed them. */
struct nhl_step_lists {
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

struct nhl_step {
    char *name;             /* "des.map", "wallification", "flip" ... */
    char *args;             /* the call's arguments as short text, or "" */
    char file[64];          /* script file of the call, "" for a finishing step */
    int line;               /* script line, 0 if none */
    int depth;              /* nesting: a call inside a contents function is 1 */
    struct nhl_cell_change *cells;
    int ncells;
    size_t rng_first, rng_last;   /* [first, last) lines of the rng log */
    uint64_t draws_before, draws_after;
    struct nhl_step_lists *lists; /* lists after this step; NULL if unchanged */
};

struct nhl_step_log {
    struct nhl_step *v;
    int n, cap;
    int open;                     /* index of the step collecting changes, -1 */
    struct rm snap[COLNO][ROWNO]; /* cells at the open step's start */
    struct nhl_step_lists *last_lists;/* lists as of the last recorded change */
};



/* The lists in force after step i (walks back to the last copy). */
const struct nhl_step_lists *nhl_step_lists_at(const struct nhl_step_log *log, int i);

#endif
