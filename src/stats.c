/* stats.c - tally built levels into counters, and merge tallies
 * (stats.h). */
#include "stats.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render.h"

struct nhl_level_stats *nhl_stats_new(const struct nhl_stats_query *q)
{
    struct nhl_level_stats *st = calloc(1, sizeof *st);

    if (st && q)
        st->query = *q;
    return st;
}

bool stats_obj_cell(const struct nhl_level *lev, int idx, int *x, int *y)
{
    const struct obj *o = &lev->objects[idx];

    /* up the container chain; bounded, so a cycle cannot hang us */
    for (int hops = 0; o->container >= 0 && hops <= lev->nobjects; hops++) {
        if (o->container >= lev->nobjects)
            return false;
        o = &lev->objects[o->container];
    }
    if (o->container >= 0)
        return false;
    if (o->owner >= 0) {
        if (o->owner >= lev->nmonsters)
            return false;
        *x = lev->monsters[o->owner].x;
        *y = lev->monsters[o->owner].y;
    } else if (o->floating) {
        return false;
    } else {
        *x = o->x;
        *y = o->y;
    }
    return *x >= 0 && *x < COLNO && *y >= 0 && *y < ROWNO;
}

static struct nhl_stats_variant *variant_slot(struct nhl_level_stats *st, const char *file)
{
    for (int i = 0; i < st->nvariants; i++)
        if (strcmp(st->variants[i].file, file) == 0)
            return &st->variants[i];
    if (st->nvariants == STATS_MAX_VARIANTS) {
        /* more files than slots: the last one gathers the rest */
        struct nhl_stats_variant *v = &st->variants[STATS_MAX_VARIANTS - 1];
        snprintf(v->file, sizeof v->file, "%s", "(other)");
        return v;
    }
    struct nhl_stats_variant *v = &st->variants[st->nvariants++];
    memset(v, 0, sizeof *v);
    snprintf(v->file, sizeof v->file, "%s", file);
    return v;
}

static void add_kind(struct nhl_stats_kind *k, uint64_t n, uint64_t quan)
{
    if (n) {
        k->levels++;
        k->count += n;
        k->quan += quan;
    }
}

/* the query's hits at one square */
static void query_hit(struct nhl_stats_scratch *scr, int x, int y, uint32_t n)
{
    if (x >= 0 && x < COLNO && y >= 0 && y < ROWNO)
        scr->qcell[x][y] += n;
}

void nhl_stats_tally(struct nhl_level_stats *st, struct nhl_stats_scratch *scr,
                     const struct nhl_level *lev, const char *variant)
{
    const struct nhl_stats_query *q = &st->query;

    memset(scr, 0, sizeof *scr);
    st->builds++;
    struct nhl_stats_variant *v = variant_slot(st, variant ? variant : "");
    int flip = lev->flip_value;
    v->n++;
    v->flip[(flip < -1 || flip > 3 ? -1 : flip) + 1]++;

    for (int i = 0; i < lev->nobjects; i++) {
        const struct obj *o = &lev->objects[i];
        int x, y;

        /* counted where it lies; one on no square is on no level */
        if (o->otyp < 0 || o->otyp >= NUM_OTYPES || !stats_obj_cell(lev, i, &x, &y))
            continue;
        scr->obj[o->otyp]++;
        scr->quan[o->otyp] += o->quan > 0 ? (uint64_t) o->quan : 1;
        if (q->kind == SQ_OBJECT && q->id == o->otyp)
            query_hit(scr, x, y, 1);
    }
    for (int i = 0; i < lev->nmonsters; i++) {
        const struct monst *m = &lev->monsters[i];

        if (m->mndx < 0 || m->mndx >= NUMMONS_ENUM)
            continue;
        scr->mon[m->mndx]++;
        if (q->kind == SQ_MONSTER && q->id == m->mndx)
            query_hit(scr, m->x, m->y, 1);
    }
    for (int i = 0; i < lev->ntraps; i++) {
        const struct trap *t = &lev->traps[i];

        if (t->ttyp <= NO_TRAP || t->ttyp >= TRAPNUM)
            continue;
        scr->trap[t->ttyp]++;
        if (q->kind == SQ_TRAP && q->id == t->ttyp)
            query_hit(scr, t->tx, t->ty, 1);
    }
    for (int k = 0; k < NUM_OTYPES; k++)
        add_kind(&st->objects[k], scr->obj[k], scr->quan[k]);
    for (int k = 0; k < NUMMONS_ENUM; k++)
        add_kind(&st->monsters[k], scr->mon[k], scr->mon[k]);
    for (int k = 0; k < TRAPNUM; k++)
        add_kind(&st->traps[k], scr->trap[k], scr->trap[k]);

    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            const struct rm *c = &lev->at[x][y];
            int sym = render_terrain_sym(lev, x, y);

            if (c->typ < MAX_TYPE) {
                st->typ[x][y][c->typ]++;
                scr->typ[c->typ]++;
            }
            if (sym >= 0 && sym < STATS_NSYMS)
                st->sym[x][y][sym]++;
            if (c->lit)
                st->lit[x][y]++;
            if (q->kind == SQ_TERRAIN && c->typ < MAX_TYPE && (q->typs >> c->typ & 1))
                scr->qcell[x][y]++;
        }

    for (int t = 0; t < MAX_TYPE; t++)
        add_kind(&st->terrain[t], scr->typ[t], scr->typ[t]);
    if (q->kind == SQ_NONE)
        return;
    uint64_t total = 0;
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            if (scr->qcell[x][y]) {
                st->q_levels[x][y]++;
                st->q_count[x][y] += scr->qcell[x][y];
                total += scr->qcell[x][y];
            }
    add_kind(&st->q, total, total);
}

void nhl_stats_fail(struct nhl_level_stats *st, uint64_t seed, const char *errmsg)
{
    if (!st->failures || seed < st->first_failed) {
        st->first_failed = seed;
        snprintf(st->first_error, sizeof st->first_error, "%s", errmsg ? errmsg : "");
    }
    st->failures++;
}

static void merge_kind(struct nhl_stats_kind *a, const struct nhl_stats_kind *b)
{
    a->levels += b->levels;
    a->count += b->count;
    a->quan += b->quan;
}

void nhl_stats_merge(struct nhl_level_stats *into, const struct nhl_level_stats *from)
{
    into->builds += from->builds;
    if (from->failures && (!into->failures || from->first_failed < into->first_failed)) {
        into->first_failed = from->first_failed;
        memcpy(into->first_error, from->first_error, sizeof into->first_error);
    }
    into->failures += from->failures;
    for (int i = 0; i < from->nvariants; i++) {
        const struct nhl_stats_variant *f = &from->variants[i];
        struct nhl_stats_variant *v = variant_slot(into, f->file);

        v->n += f->n;
        for (int k = 0; k < STATS_NFLIPS; k++)
            v->flip[k] += f->flip[k];
    }
    for (int k = 0; k < NUM_OTYPES; k++)
        merge_kind(&into->objects[k], &from->objects[k]);
    for (int k = 0; k < NUMMONS_ENUM; k++)
        merge_kind(&into->monsters[k], &from->monsters[k]);
    for (int k = 0; k < TRAPNUM; k++)
        merge_kind(&into->traps[k], &from->traps[k]);
    for (int t = 0; t < MAX_TYPE; t++)
        merge_kind(&into->terrain[t], &from->terrain[t]);
    merge_kind(&into->q, &from->q);
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            for (int t = 0; t < MAX_TYPE; t++)
                into->typ[x][y][t] += from->typ[x][y][t];
            for (int s = 0; s < STATS_NSYMS; s++)
                into->sym[x][y][s] += from->sym[x][y][s];
            into->lit[x][y] += from->lit[x][y];
            into->q_levels[x][y] += from->q_levels[x][y];
            into->q_count[x][y] += from->q_count[x][y];
        }
}

static int by_file(const void *a, const void *b)
{
    return strcmp(((const struct nhl_stats_variant *) a)->file,
                  ((const struct nhl_stats_variant *) b)->file);
}

void nhl_stats_sort_variants(struct nhl_level_stats *st)
{
    qsort(st->variants, (size_t) st->nvariants, sizeof st->variants[0], by_file);
}

void nhl_stats_wilson(uint64_t k, uint64_t n, double *lo, double *hi)
{
    if (!n) {
        *lo = 0;
        *hi = 1;
        return;
    }
    const double z = 1.959963984540054;
    double nn = (double) n, p = (double) k / nn, z2 = z * z;
    double den = 1 + z2 / nn;
    double mid = (p + z2 / (2 * nn)) / den;
    double half = z * sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn)) / den;

    *lo = mid - half < 0 ? 0 : mid - half;
    *hi = mid + half > 1 ? 1 : mid + half;
}

int nhl_stats_common_sym(const struct nhl_level_stats *st, int x, int y)
{
    int best = 0;

    for (int s = 1; s < STATS_NSYMS; s++)
        if (st->sym[x][y][s] > st->sym[x][y][best])
            best = s;
    return best;
}
