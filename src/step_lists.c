/* step_lists.c - the copies of the placed-things lists a step log keeps,
 * one version per step that changed them. Versions share what they can:
 * an unchanged list is the same array, a list cut short is a prefix of it,
 * and a list that only grew at its end (des.object adds an object) has its
 * new elements written past the last version's end in the same array, as
 * an older version reads only its own first n. A level of a hundred
 * monsters then copies each about once, not once per step that adds one. */
#include "step_lists.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* Before an array's elements: the versions holding it, how many elements
 * are written (the longest version's) and how many fit. */
union arr_head {
    struct {
        int refs, fill, cap;
    } h;
    max_align_t align;
};

/* What a list holds: the element size and where an element's one owned
 * string sits (-1: none). */
struct kind {
    size_t size;
    ptrdiff_t str;
};

static const struct kind k_obj = { sizeof(struct obj), offsetof(struct obj, oname) };
static const struct kind k_monst = { sizeof(struct monst), offsetof(struct monst, mname) };
static const struct kind k_engr = { sizeof(struct engr), offsetof(struct engr, text) };
static const struct kind k_lregion = { sizeof(struct lev_region),
                                       offsetof(struct lev_region, rname) };
static const struct kind k_trap = { sizeof(struct trap), -1 };
static const struct kind k_stair = { sizeof(struct stairway), -1 };
static const struct kind k_room = { sizeof(struct mkroom), -1 };

static union arr_head *head_of(void *a)
{
    return (union arr_head *) a - 1;
}

static char **str_at(const struct kind *k, void *a, int i)
{
    return (char **) ((char *) a + (size_t) i * k->size + (size_t) k->str);
}

static void *arr_new(const struct kind *k, int cap)
{
    union arr_head *h = malloc(sizeof *h + (size_t) cap * k->size);

    if (!h)
        abort();
    h->h.refs = 1;
    h->h.fill = 0;
    h->h.cap = cap;
    return h + 1;
}

static void arr_release(const struct kind *k, void *a)
{
    if (!a)
        return;
    union arr_head *h = head_of(a);

    if (--h->h.refs > 0)
        return;
    for (int i = 0; k->str >= 0 && i < h->h.fill; i++)
        free(*str_at(k, a, i));
    free(h);
}

/* Elements [from, to) of cur written into a, each string copied. */
static void put_elems(const struct kind *k, void *a, const void *cur, int from, int to)
{
    size_t off = (size_t) from * k->size;

    memcpy((char *) a + off, (const char *) cur + off, (size_t) (to - from) * k->size);
    for (int i = from; k->str >= 0 && i < to; i++) {
        char **s = str_at(k, a, i);

        *s = *s ? strdup(*s) : NULL;
    }
    head_of(a)->h.fill = to;
}

static bool str_same(const char *a, const char *b)
{
    if (!a || !b)
        return a == b;
    return strcmp(a, b) == 0;
}

/* One element: its bytes around the string, the string by content. */
static bool elem_same(const struct kind *k, const char *a, const char *b)
{
    size_t s = (size_t) k->str, e = s + sizeof(char *);

    if (memcmp(a, b, s) != 0 || memcmp(a + e, b + e, k->size - e) != 0)
        return false;
    return str_same(*(char *const *) (a + s), *(char *const *) (b + s));
}

/* Are the level's first n elements (cur) the kept ones (a)? Compared as
 * bytes a block at a time; a block holding a string differs there (the
 * kept string is a copy, never the level's live one) and is compared
 * element by element. */
static bool prefix_same(const struct kind *k, const void *cur, const void *a, int n)
{
    enum { BLOCK = 16 };
    const char *p = cur, *q = a;

    for (int i = 0; i < n; i += BLOCK) {
        int m = n - i < BLOCK ? n - i : BLOCK;
        size_t off = (size_t) i * k->size;

        if (memcmp(p + off, q + off, (size_t) m * k->size) == 0)
            continue;
        if (k->str < 0)
            return false;
        for (int j = 0; j < m; j++)
            if (!elem_same(k, p + off + (size_t) j * k->size, q + off + (size_t) j * k->size))
                return false;
    }
    return true;
}

/* The version of a list that is now the n elements at cur, the last kept
 * version being prev (pn elements); *changed says whether it differs.
 * The caller holds the array returned (NULL for none). */
static void *take(const struct kind *k, const void *cur, int n, void *prev, int pn,
                  bool *changed)
{
    bool prefix = prefix_same(k, cur, prev, n < pn ? n : pn);

    *changed = !prefix || n != pn;
    if (n <= 0)
        return NULL;
    if (prefix && n <= pn) {
        head_of(prev)->h.refs++;
        return prev;
    }
    if (prefix && prev && head_of(prev)->h.fill == pn && head_of(prev)->h.cap >= n) {
        put_elems(k, prev, cur, pn, n);
        head_of(prev)->h.refs++;
        return prev;
    }
    /* room to grow: the next steps mostly add to the end */
    void *a = arr_new(k, n + n / 2 + 8);

    put_elems(k, a, cur, 0, n);
    return a;
}

static void release_arrays(const struct nhl_step_lists *sl)
{
    arr_release(&k_obj, sl->objects);
    arr_release(&k_monst, sl->monsters);
    arr_release(&k_engr, sl->engravings);
    arr_release(&k_lregion, sl->lregions);
    arr_release(&k_trap, sl->traps);
    arr_release(&k_stair, sl->stairs);
    arr_release(&k_room, sl->rooms);
    arr_release(&k_room, sl->subrooms);
}

void step_lists_free(struct nhl_step_lists *sl)
{
    if (!sl)
        return;
    release_arrays(sl);
    free(sl);
}

struct nhl_step_lists *step_lists_record(const struct nhl_level *lev, struct nhl_step_lists *prev)
{
    static struct nhl_step_lists none;
    const struct nhl_step_lists *p = prev ? prev : &none;
    struct nhl_step_lists n;
    bool c[8];

    n.nobjects = lev->nobjects;
    n.objects = take(&k_obj, lev->objects, lev->nobjects, p->objects, p->nobjects, &c[0]);
    n.nmonsters = lev->nmonsters;
    n.monsters = take(&k_monst, lev->monsters, lev->nmonsters, p->monsters, p->nmonsters,
                      &c[1]);
    n.nengravings = lev->nengravings;
    n.engravings = take(&k_engr, lev->engravings, lev->nengravings, p->engravings,
                        p->nengravings, &c[2]);
    n.nlregions = lev->nlregions;
    n.lregions = take(&k_lregion, lev->lregions, lev->nlregions, p->lregions, p->nlregions,
                      &c[3]);
    n.ntraps = lev->ntraps;
    n.traps = take(&k_trap, lev->traps, lev->ntraps, p->traps, p->ntraps, &c[4]);
    n.nstairs = lev->nstairs;
    n.stairs = take(&k_stair, lev->stairs, lev->nstairs, p->stairs, p->nstairs, &c[5]);
    /* only the rooms in use matter; the slots past them are scratch */
    n.nroom = lev->nroom;
    n.rooms = take(&k_room, lev->rooms, lev->nroom, p->rooms, p->nroom, &c[6]);
    n.nsubroom = lev->nsubroom;
    n.subrooms = take(&k_room, &lev->rooms[SUBROOM_BASE], lev->nsubroom, p->subrooms,
                      p->nsubroom, &c[7]);
    for (int i = 0; i < 8; i++)
        if (c[i]) {
            struct nhl_step_lists *sl = malloc(sizeof *sl);

            if (!sl)
                abort();
            *sl = n;
            return sl;
        }
    /* nothing changed: the references just taken go back */
    release_arrays(&n);
    return NULL;
}
