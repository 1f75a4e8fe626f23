/* rng.h - NetHack's core random number functions over ISAAC64, with a log
 * in the truth files' line format so a build can be diffed against C. */
#ifndef NHLEV_RNG_H
#define NHLEV_RNG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "isaac64.h"
#include "nhlev.h"

/* Returns "file.lua:line" of the innermost running level-script line, or
 * "" when no script is running; the text stands until the next call, and
 * *gen changes whenever the text may have. */
typedef const char *(*rng_locate_fn)(void *ud, unsigned long *gen);

struct rng_text;
struct rng_draw;

struct nhl_rng {
    struct isaac64 core;
    uint64_t ndraws;       /* raw ISAAC64 outputs consumed */
    /* log (off unless logging is set) */
    bool logging;
    char **log;            /* one line per logged call, kept in text;
                              with lazy, NULL until nhl_rng_log_line writes it */
    struct rng_text *text; /* the blocks holding the lines */
    /* lazy (set before the first draw): each call kept as it is and its
       line written when asked for; the viewer shows a step's few lines of
       a build's thousands */
    bool lazy;
    struct rng_draw *draws;
    size_t capdraws;
    const char *last_loc;  /* the script position the last draw kept, */
    unsigned long last_gen;/* ... as the locate hook's gen then, */
    const void *last_ud;   /* ... and its ud */
    size_t nlog, caplog;
    int depth;             /* nesting of rne/rnz/rnl: nested lines indent */
    rng_locate_fn locate;
    void *locate_ud;
    int ulevel;            /* hero level: caps rne */
    int luck;              /* hero Luck: adjusts rnl */
};

/* nhl_rng_init, nhl_rng_free and the log's readers are public: nhlev.h */

/* The draws. `fn` names the engine function that drew (C's file:line). */
int rng_rn2(struct nhl_rng *r, int x, const char *fn);
int rng_rnd(struct nhl_rng *r, int x, const char *fn);
int rng_d(struct nhl_rng *r, int n, int x, const char *fn);
int rng_rnl(struct nhl_rng *r, int x, const char *fn);
int rng_rne(struct nhl_rng *r, int x, const char *fn);
int rng_rnz(struct nhl_rng *r, int i, const char *fn);

/* NetHack's spellings; the calling function is recorded as the "where". */
/* rn2 and rnd unlogged, inline: a build makes ten thousand draws, and the
 * call cost as much as the draw. The same draw as rng_rn2 / rng_rnd's. */
static inline int rng_rn2_quick(struct nhl_rng *r, int x, const char *fn)
{
    if (r->logging || x <= 0)
        return rng_rn2(r, x, fn);
    r->ndraws++;
    return (int) (isaac64_next(&r->core) % (uint64_t) x);
}

static inline int rng_rnd_quick(struct nhl_rng *r, int x, const char *fn)
{
    if (r->logging || x <= 0)
        return rng_rnd(r, x, fn);
    r->ndraws++;
    return (int) (isaac64_next(&r->core) % (uint64_t) x) + 1;
}

#define rn2(r, x) rng_rn2_quick((r), (x), __func__)
#define rnd(r, x) rng_rnd_quick((r), (x), __func__)
#define rn1(r, x, y) (rng_rn2_quick((r), (x), __func__) + (y))
#define d(r, n, x) rng_d((r), (n), (x), __func__)
#define rnl(r, x) rng_rnl((r), (x), __func__)
#define rne(r, x) rng_rne((r), (x), __func__)
#define rnz(r, i) rng_rnz((r), (i), __func__)

/* Parse a log line ("rn2(12)=5 @ where [file.lua:64]", leading spaces for
 * nesting) into its parts; the where and script parts are optional.
 * Returns false if the line is not a draw. */
struct rng_line {
    int depth;
    char func[8];
    int arg1, arg2, nargs;
    long result;
    char where[64];
    char script[64];
};
bool rng_parse_line(const char *line, struct rng_line *out);

#endif
