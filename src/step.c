/* step.c - the step log: the build cut at boundaries (each des.* call, each
 * finishing stage). A boundary closes the open step by comparing the map
 * with the snapshot taken when the step opened, and the placed-things lists
 * with the last copy kept; then it opens the next step with a fresh
 * snapshot. Each boundary costs one pass over the cells plus a comparison of
 * the lists, so a level of a few hundred steps stays cheap. */
#include "step.h"
#include "step_lists.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

struct nhl_step_log *step_log_new(void)
{
    struct nhl_step_log *log = calloc(1, sizeof *log);

    if (log)
        log->open = -1;
    return log;
}

void step_log_free(struct nhl_step_log *log)
{
    if (!log)
        return;
    for (int i = 0; i < log->n; i++) {
        free(log->v[i].name);
        free(log->v[i].args);
        free(log->v[i].cells);
        step_lists_free(log->v[i].lists);
    }
    free(log->v);
    free(log);
}

/* struct rm is eight one-byte fields and no padding (rm.h): the same
 * bytes are the same cell, compared as one word */
static bool rm_same(const struct rm *a, const struct rm *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

static void close_open(struct nhl_level *lev)
{
    struct nhl_step_log *log = lev->steps;

    if (log->open < 0)
        return;
    struct nhl_step *st = &log->v[log->open];
    int n = 0;

    /* a column no step touched is passed over whole (struct rm has no
       padding: the same bytes are the same cell), and a map no step
       touched (most des.object and des.monster steps) in one comparison */
    bool col[COLNO];
    bool map_changed = memcmp(log->snap, lev->at, sizeof log->snap) != 0;

    for (int x = 0; x < COLNO; x++) {
        col[x] = map_changed && memcmp(log->snap[x], lev->at[x], sizeof lev->at[x]) != 0;
        for (int y = 0; col[x] && y < ROWNO; y++)
            if (!rm_same(&log->snap[x][y], &lev->at[x][y]))
                n++;
    }
    if (n) {
        st->cells = malloc((size_t) n * sizeof *st->cells);
        if (!st->cells)
            abort();
        for (int x = 0; x < COLNO; x++)
            for (int y = 0; col[x] && y < ROWNO; y++)
                if (!rm_same(&log->snap[x][y], &lev->at[x][y])) {
                    struct nhl_cell_change *c = &st->cells[st->ncells++];

                    c->x = (uint8_t) x;
                    c->y = (uint8_t) y;
                    c->before = log->snap[x][y];
                    c->after = lev->at[x][y];
                }
    }
    /* the snapshot catches up column by column: a step begun right after
       this one needs no copy of the whole map */
    for (int x = 0; x < COLNO; x++)
        if (col[x])
            memcpy(log->snap[x], lev->at[x], sizeof lev->at[x]);
    if (lev->rng) {
        st->rng_last = lev->rng->nlog;
        st->draws_after = lev->rng->ndraws;
    }
    struct nhl_step_lists *sl = step_lists_record(lev, log->last_lists);
    if (sl) {
        st->lists = sl;
        log->last_lists = sl;
    }
    log->open = -1;
}

void step_begin(struct nhl_level *lev, const char *name, const char *args,
                const char *file, int line, int depth)
{
    struct nhl_step_log *log = lev ? lev->steps : NULL;

    if (!log)
        return;
    /* a step closed just now left the snapshot equal to the map; after a
       step_end, the map may have changed since */
    bool synced = log->open >= 0;
    close_open(lev);
    if (log->n == log->cap) {
        int ncap = log->cap ? log->cap * 2 : 64;
        struct nhl_step *nv = realloc(log->v, (size_t) ncap * sizeof *nv);

        if (!nv)
            abort();
        log->v = nv;
        log->cap = ncap;
    }
    struct nhl_step *st = &log->v[log->n];

    memset(st, 0, sizeof *st);
    st->name = strdup(name ? name : "");
    st->args = strdup(args ? args : "");
    if (file) {
        strncpy(st->file, file, sizeof st->file - 1);
        st->file[sizeof st->file - 1] = '\0';
    }
    st->line = line;
    st->depth = depth;
    if (lev->rng) {
        st->rng_first = st->rng_last = lev->rng->nlog;
        st->draws_before = st->draws_after = lev->rng->ndraws;
    }
    if (!synced)
        memcpy(log->snap, lev->at, sizeof log->snap);
    log->open = log->n++;
}

void step_end(struct nhl_level *lev)
{
    if (lev && lev->steps)
        close_open(lev);
}

const struct nhl_step_lists *nhl_step_lists_at(const struct nhl_step_log *log, int i)
{
    static const struct nhl_step_lists empty;

    if (!log)
        return &empty;
    if (i >= log->n)
        i = log->n - 1;
    for (; i >= 0; i--)
        if (log->v[i].lists)
            return log->v[i].lists;
    return &empty;
}
