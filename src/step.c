/* step.c - the step log: the build cut at boundaries (each des.* call, each
 * finishing stage). A boundary closes the open step by comparing the map
 * with the snapshot taken when the step opened, and the placed-things lists
 * with the last copy kept; then it opens the next step with a fresh
 * snapshot. Each boundary costs one pass over the cells plus a comparison of
 * the lists, so a level of a few hundred steps stays cheap. */
#include "step.h"

#include <stdlib.h>
#include <string.h>

struct step_log *step_log_new(void)
{
    struct step_log *log = calloc(1, sizeof *log);

    if (log)
        log->open = -1;
    return log;
}

static char *dupstr(const char *s)
{
    return s ? strdup(s) : NULL;
}

static void lists_free(struct step_lists *sl)
{
    if (!sl)
        return;
    for (int i = 0; i < sl->nobjects; i++)
        free(sl->objects[i].oname);
    for (int i = 0; i < sl->nmonsters; i++)
        free(sl->monsters[i].mname);
    for (int i = 0; i < sl->nengravings; i++)
        free(sl->engravings[i].text);
    for (int i = 0; i < sl->nlregions; i++)
        free(sl->lregions[i].rname);
    free(sl->objects);
    free(sl->monsters);
    free(sl->traps);
    free(sl->engravings);
    free(sl->stairs);
    free(sl->lregions);
    free(sl);
}

void step_log_free(struct step_log *log)
{
    if (!log)
        return;
    for (int i = 0; i < log->n; i++) {
        free(log->v[i].name);
        free(log->v[i].args);
        free(log->v[i].cells);
        lists_free(log->v[i].lists);
    }
    free(log->v);
    free(log);
}

/* Copy n elements (n may be 0: gives NULL). */
static void *dup_array(const void *src, int n, size_t size)
{
    if (n <= 0 || !src)
        return NULL;
    void *p = malloc((size_t) n * size);

    if (!p)
        abort();
    memcpy(p, src, (size_t) n * size);
    return p;
}

static struct step_lists *lists_copy(const struct level *lev)
{
    struct step_lists *sl = calloc(1, sizeof *sl);

    if (!sl)
        abort();
    sl->objects = dup_array(lev->objects, lev->nobjects, sizeof *lev->objects);
    sl->nobjects = lev->nobjects;
    for (int i = 0; i < sl->nobjects; i++)
        sl->objects[i].oname = dupstr(sl->objects[i].oname);
    sl->monsters = dup_array(lev->monsters, lev->nmonsters,
                             sizeof *lev->monsters);
    sl->nmonsters = lev->nmonsters;
    for (int i = 0; i < sl->nmonsters; i++)
        sl->monsters[i].mname = dupstr(sl->monsters[i].mname);
    sl->traps = dup_array(lev->traps, lev->ntraps, sizeof *lev->traps);
    sl->ntraps = lev->ntraps;
    sl->engravings = dup_array(lev->engravings, lev->nengravings,
                               sizeof *lev->engravings);
    sl->nengravings = lev->nengravings;
    for (int i = 0; i < sl->nengravings; i++)
        sl->engravings[i].text = dupstr(sl->engravings[i].text);
    sl->stairs = dup_array(lev->stairs, lev->nstairs, sizeof *lev->stairs);
    sl->nstairs = lev->nstairs;
    sl->lregions = dup_array(lev->lregions, lev->nlregions,
                             sizeof *lev->lregions);
    sl->nlregions = lev->nlregions;
    for (int i = 0; i < sl->nlregions; i++)
        sl->lregions[i].rname = dupstr(sl->lregions[i].rname);
    memcpy(sl->rooms, lev->rooms, sizeof sl->rooms);
    sl->nroom = lev->nroom;
    sl->nsubroom = lev->nsubroom;
    return sl;
}

static bool str_same(const char *a, const char *b)
{
    if (!a || !b)
        return a == b;
    return strcmp(a, b) == 0;
}

/* Element comparisons: the bytes with the owned string blanked, then the
 * string by content. A spurious difference (padding) only costs a copy. */
#define SAME_WITH_STRING(type, field)                                   \
    static bool same_##type(const struct type *a, const struct type *b) \
    {                                                                   \
        struct type ca = *a, cb = *b;                                   \
        ca.field = NULL;                                                \
        cb.field = NULL;                                                \
        return memcmp(&ca, &cb, sizeof ca) == 0                         \
               && str_same(a->field, b->field);                         \
    }
SAME_WITH_STRING(obj, oname)
SAME_WITH_STRING(monst, mname)
SAME_WITH_STRING(engr, text)
SAME_WITH_STRING(lev_region, rname)

static bool lists_same(const struct level *lev, const struct step_lists *sl)
{
    static const struct step_lists empty;

    if (!sl)
        sl = &empty;
    if (lev->nobjects != sl->nobjects || lev->nmonsters != sl->nmonsters
        || lev->ntraps != sl->ntraps || lev->nengravings != sl->nengravings
        || lev->nstairs != sl->nstairs || lev->nlregions != sl->nlregions
        || lev->nroom != sl->nroom || lev->nsubroom != sl->nsubroom)
        return false;
    for (int i = 0; i < lev->nobjects; i++)
        if (!same_obj(&lev->objects[i], &sl->objects[i]))
            return false;
    for (int i = 0; i < lev->nmonsters; i++)
        if (!same_monst(&lev->monsters[i], &sl->monsters[i]))
            return false;
    for (int i = 0; i < lev->nengravings; i++)
        if (!same_engr(&lev->engravings[i], &sl->engravings[i]))
            return false;
    for (int i = 0; i < lev->nlregions; i++)
        if (!same_lev_region(&lev->lregions[i], &sl->lregions[i]))
            return false;
    if (lev->ntraps
        && memcmp(lev->traps, sl->traps, (size_t) lev->ntraps * sizeof *sl->traps))
        return false;
    if (lev->nstairs
        && memcmp(lev->stairs, sl->stairs,
                  (size_t) lev->nstairs * sizeof *sl->stairs))
        return false;
    /* only the rooms in use matter; the slots past them are scratch */
    if (lev->nroom
        && memcmp(lev->rooms, sl->rooms, (size_t) lev->nroom * sizeof *sl->rooms))
        return false;
    if (lev->nsubroom
        && memcmp(&lev->rooms[SUBROOM_BASE], &sl->rooms[SUBROOM_BASE],
                  (size_t) lev->nsubroom * sizeof *sl->rooms))
        return false;
    return true;
}

static bool rm_same(const struct rm *a, const struct rm *b)
{
    return a->typ == b->typ && a->flags == b->flags && a->roomno == b->roomno
           && a->horizontal == b->horizontal && a->lit == b->lit
           && a->waslit == b->waslit && a->edge == b->edge
           && a->candig == b->candig;
}

static void close_open(struct level *lev)
{
    struct step_log *log = lev->steps;

    if (log->open < 0)
        return;
    struct step *st = &log->v[log->open];
    int n = 0;

    /* a column no step touched is passed over whole (struct rm has no
       padding: the same bytes are the same cell) */
    bool col[COLNO];
    for (int x = 0; x < COLNO; x++) {
        col[x] = memcmp(log->snap[x], lev->at[x], sizeof lev->at[x]) != 0;
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
                    struct cell_change *c = &st->cells[st->ncells++];

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
    if (!lists_same(lev, log->last_lists)) {
        st->lists = lists_copy(lev);
        log->last_lists = st->lists;
    }
    log->open = -1;
}

void step_begin(struct level *lev, const char *name, const char *args,
                const char *file, int line, int depth)
{
    struct step_log *log = lev ? lev->steps : NULL;

    if (!log)
        return;
    /* a step closed just now left the snapshot equal to the map; after a
       step_end, the map may have changed since */
    bool synced = log->open >= 0;
    close_open(lev);
    if (log->n == log->cap) {
        int ncap = log->cap ? log->cap * 2 : 64;
        struct step *nv = realloc(log->v, (size_t) ncap * sizeof *nv);

        if (!nv)
            abort();
        log->v = nv;
        log->cap = ncap;
    }
    struct step *st = &log->v[log->n];

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

void step_end(struct level *lev)
{
    if (lev && lev->steps)
        close_open(lev);
}

const struct step_lists *step_lists_at(const struct step_log *log, int i)
{
    static const struct step_lists empty;

    if (!log)
        return &empty;
    if (i >= log->n)
        i = log->n - 1;
    for (; i >= 0; i--)
        if (log->v[i].lists)
            return log->v[i].lists;
    return &empty;
}
