/* step.c - the step log: the build cut at boundaries (each des.* call, each
 * finishing stage). A boundary closes the open step by comparing the map
 * with the snapshot taken when the step opened, and the placed-things lists
 * with the last copy kept; then it opens the next step with a fresh
 * snapshot. Each boundary costs one pass over the cells plus a comparison of
 * the lists, so a level of a few hundred steps stays cheap. */
#include "step.h"

#include <stddef.h>
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

/* A list's array in a step's lists is shared with the steps before it
 * while the list is unchanged (a des.object step changes the objects, not
 * the monsters): a count of holders sits before the elements. */
union arr_head {
    int refs;
    max_align_t align;
};

static union arr_head *head_of(void *a)
{
    return (union arr_head *) a - 1;
}

/* Copy n elements (n may be 0: gives NULL), held once. */
static void *arr_dup(const void *src, int n, size_t size)
{
    if (n <= 0 || !src)
        return NULL;
    union arr_head *h = malloc(sizeof *h + (size_t) n * size);

    if (!h)
        abort();
    h->refs = 1;
    memcpy(h + 1, src, (size_t) n * size);
    return h + 1;
}

static void *arr_ref(void *a)
{
    if (a)
        head_of(a)->refs++;
    return a;
}

/* Let go of a: true when it was the last holder, and then the caller
 * frees the strings its elements own and the array (arr_free). */
static bool arr_release(void *a)
{
    return a && --head_of(a)->refs == 0;
}

static void arr_free(void *a)
{
    if (a)
        free(head_of(a));
}

static void lists_free(struct step_lists *sl)
{
    if (!sl)
        return;
    if (arr_release(sl->objects)) {
        for (int i = 0; i < sl->nobjects; i++)
            free(sl->objects[i].oname);
        arr_free(sl->objects);
    }
    if (arr_release(sl->monsters)) {
        for (int i = 0; i < sl->nmonsters; i++)
            free(sl->monsters[i].mname);
        arr_free(sl->monsters);
    }
    if (arr_release(sl->engravings)) {
        for (int i = 0; i < sl->nengravings; i++)
            free(sl->engravings[i].text);
        arr_free(sl->engravings);
    }
    if (arr_release(sl->lregions)) {
        for (int i = 0; i < sl->nlregions; i++)
            free(sl->lregions[i].rname);
        arr_free(sl->lregions);
    }
    if (arr_release(sl->traps))
        arr_free(sl->traps);
    if (arr_release(sl->stairs))
        arr_free(sl->stairs);
    if (arr_release(sl->rooms))
        arr_free(sl->rooms);
    if (arr_release(sl->subrooms))
        arr_free(sl->subrooms);
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

/* Each list as the level has it now against a kept copy. */
static bool objects_same(const struct level *lev, const struct step_lists *sl)
{
    if (lev->nobjects != sl->nobjects)
        return false;
    for (int i = 0; i < lev->nobjects; i++)
        if (!same_obj(&lev->objects[i], &sl->objects[i]))
            return false;
    return true;
}

static bool monsters_same(const struct level *lev, const struct step_lists *sl)
{
    if (lev->nmonsters != sl->nmonsters)
        return false;
    for (int i = 0; i < lev->nmonsters; i++)
        if (!same_monst(&lev->monsters[i], &sl->monsters[i]))
            return false;
    return true;
}

static bool engravings_same(const struct level *lev, const struct step_lists *sl)
{
    if (lev->nengravings != sl->nengravings)
        return false;
    for (int i = 0; i < lev->nengravings; i++)
        if (!same_engr(&lev->engravings[i], &sl->engravings[i]))
            return false;
    return true;
}

static bool lregions_same(const struct level *lev, const struct step_lists *sl)
{
    if (lev->nlregions != sl->nlregions)
        return false;
    for (int i = 0; i < lev->nlregions; i++)
        if (!same_lev_region(&lev->lregions[i], &sl->lregions[i]))
            return false;
    return true;
}

static bool traps_same(const struct level *lev, const struct step_lists *sl)
{
    return lev->ntraps == sl->ntraps
           && (!lev->ntraps
               || !memcmp(lev->traps, sl->traps, (size_t) lev->ntraps * sizeof *sl->traps));
}

static bool stairs_same(const struct level *lev, const struct step_lists *sl)
{
    return lev->nstairs == sl->nstairs
           && (!lev->nstairs
               || !memcmp(lev->stairs, sl->stairs, (size_t) lev->nstairs * sizeof *sl->stairs));
}

/* only the rooms in use matter; the slots past them are scratch */
static bool rooms_same(const struct level *lev, const struct step_lists *sl)
{
    return lev->nroom == sl->nroom
           && (!lev->nroom
               || !memcmp(lev->rooms, sl->rooms, (size_t) lev->nroom * sizeof *sl->rooms));
}

static bool subrooms_same(const struct level *lev, const struct step_lists *sl)
{
    return lev->nsubroom == sl->nsubroom
           && (!lev->nsubroom
               || !memcmp(&lev->rooms[SUBROOM_BASE], sl->subrooms,
                          (size_t) lev->nsubroom * sizeof *sl->subrooms));
}

/* An array of n elements the level has: shared with prev's when unchanged,
 * else a copy whose strings the caller duplicates. */
static void *take_list(bool same, void *prev_list, const void *cur, int n, size_t size)
{
    return same ? arr_ref(prev_list) : arr_dup(cur, n, size);
}

/* The lists as they stand, sharing every list unchanged since prev (NULL:
 * none kept yet); NULL when nothing changed since prev. */
static struct step_lists *lists_record(const struct level *lev, struct step_lists *prev)
{
    static struct step_lists empty;
    struct step_lists *p = prev ? prev : &empty;
    bool os = objects_same(lev, p), ms = monsters_same(lev, p), ts = traps_same(lev, p);
    bool es = engravings_same(lev, p), ss = stairs_same(lev, p), ls = lregions_same(lev, p);

    bool rs = rooms_same(lev, p), srs = subrooms_same(lev, p);

    if (os && ms && ts && es && ss && ls && rs && srs)
        return NULL;
    struct step_lists *sl = malloc(sizeof *sl);

    if (!sl)
        abort();
    sl->nroom = lev->nroom;
    sl->rooms = take_list(rs, p->rooms, lev->rooms, lev->nroom, sizeof *lev->rooms);
    sl->nsubroom = lev->nsubroom;
    sl->subrooms = take_list(srs, p->subrooms, &lev->rooms[SUBROOM_BASE], lev->nsubroom,
                             sizeof *lev->rooms);
    sl->ntraps = lev->ntraps;
    sl->traps = take_list(ts, p->traps, lev->traps, lev->ntraps, sizeof *lev->traps);
    sl->nstairs = lev->nstairs;
    sl->stairs = take_list(ss, p->stairs, lev->stairs, lev->nstairs, sizeof *lev->stairs);
    sl->nobjects = lev->nobjects;
    sl->objects = take_list(os, p->objects, lev->objects, lev->nobjects, sizeof *lev->objects);
    for (int i = 0; !os && i < sl->nobjects; i++)
        sl->objects[i].oname = dupstr(sl->objects[i].oname);
    sl->nmonsters = lev->nmonsters;
    sl->monsters = take_list(ms, p->monsters, lev->monsters, lev->nmonsters,
                             sizeof *lev->monsters);
    for (int i = 0; !ms && i < sl->nmonsters; i++)
        sl->monsters[i].mname = dupstr(sl->monsters[i].mname);
    sl->nengravings = lev->nengravings;
    sl->engravings = take_list(es, p->engravings, lev->engravings, lev->nengravings,
                               sizeof *lev->engravings);
    for (int i = 0; !es && i < sl->nengravings; i++)
        sl->engravings[i].text = dupstr(sl->engravings[i].text);
    sl->nlregions = lev->nlregions;
    sl->lregions = take_list(ls, p->lregions, lev->lregions, lev->nlregions,
                             sizeof *lev->lregions);
    for (int i = 0; !ls && i < sl->nlregions; i++)
        sl->lregions[i].rname = dupstr(sl->lregions[i].rname);
    return sl;
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
    struct step_lists *sl = lists_record(lev, log->last_lists);
    if (sl) {
        st->lists = sl;
        log->last_lists = sl;
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
