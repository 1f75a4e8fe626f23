/* stats_json.c - tallies to JSON and back (stats_json.h). Only counts are
 * written as data; shares and intervals beside them are for the reader
 * and are recomputed, never read. */
#include "stats_json.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render.h"
#include "stats_query.h"

#define STATS_FORMAT 1
/* above this a double no longer holds every integer */
#define EXACT_MAX 9007199254740992.0

static const char *const flip_keys[STATS_NFLIPS] = {
    "not_called", "none", "vertical", "horizontal", "both"
};

/* a seed: a number while a double holds it exactly, else a string */
static cJSON *seed_json(uint64_t v)
{
    if ((double) v <= EXACT_MAX)
        return cJSON_CreateNumber((double) v);
    char buf[32];
    snprintf(buf, sizeof buf, "%" PRIu64, v);
    return cJSON_CreateString(buf);
}

static bool seed_from(const cJSON *j, uint64_t *out)
{
    if (cJSON_IsNumber(j)) {
        if (!(j->valuedouble >= 0 && j->valuedouble <= EXACT_MAX))
            return false;
        *out = (uint64_t) j->valuedouble;
        return (double) *out == j->valuedouble;
    }
    if (cJSON_IsString(j) && j->valuestring[0] >= '0' && j->valuestring[0] <= '9') {
        char *end;
        errno = 0;
        unsigned long long v = strtoull(j->valuestring, &end, 10);
        if (errno || *end)
            return false;
        *out = v;
        return true;
    }
    return false;
}

static bool count_from(const cJSON *j, uint64_t *out)
{
    if (!cJSON_IsNumber(j) || !(j->valuedouble >= 0 && j->valuedouble <= EXACT_MAX)
        || (double) (uint64_t) j->valuedouble != j->valuedouble)
        return false;
    *out = (uint64_t) j->valuedouble;
    return true;
}

/* a per-cell grid as ROWNO rows of COLNO numbers; get(x, y) */
static cJSON *grid_json(const uint64_t *base, size_t xstride, size_t ystride)
{
    cJSON *rows = cJSON_CreateArray();

    for (int y = 0; rows && y < ROWNO; y++) {
        cJSON *row = cJSON_CreateArray();
        if (!row)
            break;
        for (int x = 0; x < COLNO; x++)
            cJSON_AddItemToArray(row, cJSON_CreateNumber(
                                          (double) base[x * xstride + y * ystride]));
        cJSON_AddItemToArray(rows, row);
    }
    return rows;
}

static bool grid_from(const cJSON *rows, uint64_t *base, size_t xstride, size_t ystride)
{
    if (cJSON_GetArraySize(rows) != ROWNO)
        return false;
    int y = 0;
    const cJSON *row;
    cJSON_ArrayForEach(row, rows) {
        if (cJSON_GetArraySize(row) != COLNO)
            return false;
        int x = 0;
        const cJSON *v;
        cJSON_ArrayForEach(v, row) {
            if (!count_from(v, &base[x * xstride + y * ystride]))
                return false;
            x++;
        }
        y++;
    }
    return true;
}

static void add_share(cJSON *o, uint64_t k, uint64_t n)
{
    double lo, hi;
    nhl_stats_wilson(k, n, &lo, &hi);
    cJSON_AddNumberToObject(o, "share", n ? (double) k / (double) n : 0);
    cJSON *ci = cJSON_AddArrayToObject(o, "ci95");
    cJSON_AddItemToArray(ci, cJSON_CreateNumber(lo));
    cJSON_AddItemToArray(ci, cJSON_CreateNumber(hi));
}

static cJSON *kind_json(const char *idkey, int id, const char *name,
                        const struct nhl_stats_kind *k, uint64_t builds, bool quan)
{
    cJSON *o = cJSON_CreateObject();
    if (!o)
        return NULL;
    cJSON_AddStringToObject(o, "name", name);
    cJSON_AddNumberToObject(o, idkey, id);
    cJSON_AddNumberToObject(o, "levels", (double) k->levels);
    cJSON_AddNumberToObject(o, "count", (double) k->count);
    if (quan)
        cJSON_AddNumberToObject(o, "quantity", (double) k->quan);
    add_share(o, k->levels, builds);
    cJSON_AddNumberToObject(o, "mean", builds ? (double) k->count / (double) builds : 0);
    return o;
}

cJSON *nhl_stats_to_json(const struct nhl_level_stats *st, const struct nhl_stats_meta *m)
{
    cJSON *root = cJSON_CreateObject();
    char name[96];

    if (!root)
        return NULL;
    cJSON_AddNumberToObject(root, "nhlev_stats", STATS_FORMAT);
    cJSON_AddStringToObject(root, "level", m->level);
    cJSON_AddStringToObject(root, "nethack", m->nethack);
    cJSON_AddStringToObject(root, "options", m->options);
    if (st->query.kind != SQ_NONE)
        cJSON_AddStringToObject(root, "query", st->query.name);
    else
        cJSON_AddNullToObject(root, "query");
    cJSON *seeds = cJSON_AddArrayToObject(root, "seeds");
    for (int i = 0; seeds && i < m->nranges; i++) {
        cJSON *r = cJSON_CreateArray();
        cJSON_AddItemToArray(r, seed_json(m->ranges[i].first));
        cJSON_AddItemToArray(r, seed_json(m->ranges[i].last));
        cJSON_AddItemToArray(seeds, r);
    }
    cJSON_AddNumberToObject(root, "builds", (double) st->builds);
    cJSON_AddNumberToObject(root, "failures", (double) st->failures);
    if (st->failures) {
        cJSON *f = cJSON_AddObjectToObject(root, "first_failure");
        cJSON_AddItemToObject(f, "seed", seed_json(st->first_failed));
        cJSON_AddStringToObject(f, "error", st->first_error);
    }

    /* variants in file order (the caller sorted them) */
    cJSON *vars = cJSON_AddArrayToObject(root, "variants");
    for (int i = 0; vars && i < st->nvariants; i++) {
        const struct nhl_stats_variant *v = &st->variants[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "file", v->file);
        cJSON_AddNumberToObject(o, "count", (double) v->n);
        add_share(o, v->n, st->builds);
        cJSON *fl = cJSON_AddObjectToObject(o, "flips");
        for (int k = 0; fl && k < STATS_NFLIPS; k++)
            cJSON_AddNumberToObject(fl, flip_keys[k], (double) v->flip[k]);
        cJSON_AddItemToArray(vars, o);
    }

    cJSON *objs = cJSON_AddArrayToObject(root, "objects");
    for (int k = 0; objs && k < NUM_OTYPES; k++)
        if (st->objects[k].levels) {
            nhl_stats_object_name(k, name, sizeof name);
            cJSON_AddItemToArray(objs, kind_json("otyp", k, name, &st->objects[k],
                                                 st->builds, true));
        }
    cJSON *mons = cJSON_AddArrayToObject(root, "monsters");
    for (int k = 0; mons && k < NUMMONS_ENUM; k++)
        if (st->monsters[k].levels)
            cJSON_AddItemToArray(mons, kind_json("mndx", k, nhl_stats_monster_name(k),
                                                 &st->monsters[k], st->builds, false));
    cJSON *traps = cJSON_AddArrayToObject(root, "traps");
    for (int k = 1; traps && k < TRAPNUM; k++)
        if (st->traps[k].levels)
            cJSON_AddItemToArray(traps, kind_json("ttyp", k, nhl_trap_name(k),
                                                  &st->traps[k], st->builds, false));

    /* per cell: [y][x] grids of levels, for each map type and terrain
       symbol seen anywhere, and for light */
    cJSON *ter = cJSON_AddObjectToObject(root, "terrain");
    cJSON *types = ter ? cJSON_AddArrayToObject(ter, "types") : NULL;
    for (int t = 0; types && t < MAX_TYPE; t++) {
        bool any = false;
        for (int x = 0; x < COLNO && !any; x++)
            for (int y = 0; y < ROWNO && !any; y++)
                any = st->typ[x][y][t] != 0;
        if (!any)
            continue;
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "name", nhl_typ_longname(t));
        cJSON_AddNumberToObject(o, "typ", t);
        cJSON_AddNumberToObject(o, "levels", (double) st->terrain[t].levels);
        cJSON_AddNumberToObject(o, "cells", (double) st->terrain[t].count);
        cJSON_AddItemToObject(o, "levels_at",
                              grid_json(&st->typ[0][0][t], ROWNO * MAX_TYPE, MAX_TYPE));
        cJSON_AddItemToArray(types, o);
    }
    cJSON *syms = ter ? cJSON_AddArrayToObject(ter, "symbols") : NULL;
    for (int s = 0; syms && s < STATS_NSYMS; s++) {
        bool any = false;
        for (int x = 0; x < COLNO && !any; x++)
            for (int y = 0; y < ROWNO && !any; y++)
                any = st->sym[x][y][s] != 0;
        if (!any)
            continue;
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "name", render_sym_name(s));
        cJSON_AddNumberToObject(o, "sym", s);
        cJSON_AddItemToObject(o, "levels_at",
                              grid_json(&st->sym[0][0][s], ROWNO * STATS_NSYMS, STATS_NSYMS));
        cJSON_AddItemToArray(syms, o);
    }
    if (ter)
        cJSON_AddItemToObject(ter, "lit_at", grid_json(&st->lit[0][0], ROWNO, 1));

    if (st->query.kind != SQ_NONE) {
        cJSON *h = cJSON_AddObjectToObject(root, "heat");
        cJSON_AddStringToObject(h, "query", st->query.name);
        cJSON_AddNumberToObject(h, "levels", (double) st->q.levels);
        cJSON_AddNumberToObject(h, "count", (double) st->q.count);
        add_share(h, st->q.levels, st->builds);
        cJSON_AddNumberToObject(h, "mean", st->builds ? (double) st->q.count / (double) st->builds : 0);
        cJSON_AddItemToObject(h, "levels_at", grid_json(&st->q_levels[0][0], ROWNO, 1));
        cJSON_AddItemToObject(h, "count_at", grid_json(&st->q_count[0][0], ROWNO, 1));
    }
    return root;
}

/* ---- reading ---- */

static const cJSON *field(const cJSON *o, const char *name)
{
    return cJSON_GetObjectItemCaseSensitive(o, name);
}

static int fail(char *err, size_t errlen, const char *what)
{
    snprintf(err, errlen, "%s", what);
    return -1;
}

static int kinds_from(const cJSON *arr, const char *key, const char *idkey, int nkinds,
                      struct nhl_stats_kind *out, char *err, size_t errlen)
{
    const cJSON *o;
    int i = 0;

    if (!cJSON_IsArray(arr))
        return snprintf(err, errlen, "\"%s\" is not a list", key), -1;
    cJSON_ArrayForEach(o, arr) {
        const cJSON *id = field(o, idkey);
        int k = cJSON_IsNumber(id) ? id->valueint : -1;
        struct nhl_stats_kind v = { 0, 0, 0 };
        bool quan = strcmp(key, "objects") == 0;

        if (k < 0 || k >= nkinds || (double) k != id->valuedouble
            || !count_from(field(o, "levels"), &v.levels)
            || !count_from(field(o, "count"), &v.count)
            || (quan && !count_from(field(o, "quantity"), &v.quan)))
            return snprintf(err, errlen, "%s[%d]: not a count of a known kind", key, i), -1;
        if (!quan)
            v.quan = v.count;
        out[k] = v;
        i++;
    }
    return 0;
}

int nhl_stats_from_json(const cJSON *root, struct nhl_level_stats **stp,
                        struct nhl_stats_meta *m, char *err, size_t errlen)
{
    const cJSON *j;
    struct nhl_level_stats *st;

    *stp = NULL;
    memset(m, 0, sizeof *m);
    j = field(root, "nhlev_stats");
    if (!cJSON_IsObject(root) || !cJSON_IsNumber(j))
        return fail(err, errlen, "not an nhlev stats document (no \"nhlev_stats\")");
    if (j->valueint != STATS_FORMAT)
        return snprintf(err, errlen, "stats format %d, this nhlev reads %d", j->valueint,
                        STATS_FORMAT), -1;
    const char *strs[3] = { "level", "nethack", "options" };
    char *dst[3] = { m->level, m->nethack, m->options };
    size_t dlen[3] = { sizeof m->level, sizeof m->nethack, sizeof m->options };
    for (int i = 0; i < 3; i++) {
        j = field(root, strs[i]);
        if (!cJSON_IsString(j) || strlen(j->valuestring) >= dlen[i])
            return snprintf(err, errlen, "\"%s\" is missing or too long", strs[i]), -1;
        snprintf(dst[i], dlen[i], "%s", j->valuestring);
    }
    struct nhl_stats_query q;
    memset(&q, 0, sizeof q);
    j = field(root, "query");
    if (cJSON_IsString(j) && nhl_stats_query_parse(j->valuestring, &q, err, errlen) != 0)
        return -1;
    if (!cJSON_IsString(j) && !cJSON_IsNull(j))
        return fail(err, errlen, "\"query\" is neither a name nor null");
    st = nhl_stats_new(&q);
    if (!st)
        return fail(err, errlen, "out of memory");

    j = field(root, "seeds");
    const cJSON *r;
    cJSON_ArrayForEach(r, (cJSON_IsArray(j) ? j : NULL)) {
        if (m->nranges == STATS_MAX_RANGES || cJSON_GetArraySize(r) != 2
            || !seed_from(cJSON_GetArrayItem(r, 0), &m->ranges[m->nranges].first)
            || !seed_from(cJSON_GetArrayItem(r, 1), &m->ranges[m->nranges].last)
            || m->ranges[m->nranges].first > m->ranges[m->nranges].last
            || (m->nranges && m->ranges[m->nranges].first <= m->ranges[m->nranges - 1].last)) {
            free(st);
            return fail(err, errlen, "\"seeds\" is not a sorted list of [first, last] ranges");
        }
        m->nranges++;
    }
    if (!cJSON_IsArray(j) || !count_from(field(root, "builds"), &st->builds)
        || !count_from(field(root, "failures"), &st->failures)) {
        free(st);
        return fail(err, errlen, "\"seeds\", \"builds\" or \"failures\" is missing");
    }
    if (st->failures) {
        const cJSON *f = field(root, "first_failure");
        const cJSON *e = field(f, "error");
        if (!seed_from(field(f, "seed"), &st->first_failed) || !cJSON_IsString(e)) {
            free(st);
            return fail(err, errlen, "\"first_failure\" is missing");
        }
        snprintf(st->first_error, sizeof st->first_error, "%s", e->valuestring);
    }

    j = field(root, "variants");
    const cJSON *o;
    int i = 0;
    cJSON_ArrayForEach(o, (cJSON_IsArray(j) ? j : NULL)) {
        const cJSON *file = field(o, "file");
        const cJSON *fl = field(o, "flips");
        struct nhl_stats_variant *v = &st->variants[st->nvariants];
        bool ok = st->nvariants < STATS_MAX_VARIANTS && cJSON_IsString(file)
                  && strlen(file->valuestring) < sizeof v->file
                  && count_from(field(o, "count"), &v->n);
        for (int k = 0; ok && k < STATS_NFLIPS; k++)
            ok = count_from(field(fl, flip_keys[k]), &v->flip[k]);
        if (!ok) {
            free(st);
            return snprintf(err, errlen, "variants[%d]: not a variant's counts", i), -1;
        }
        snprintf(v->file, sizeof v->file, "%s", file->valuestring);
        st->nvariants++;
        i++;
    }
    if (kinds_from(field(root, "objects"), "objects", "otyp", NUM_OTYPES, st->objects, err, errlen)
        || kinds_from(field(root, "monsters"), "monsters", "mndx", NUMMONS_ENUM, st->monsters,
                      err, errlen)
        || kinds_from(field(root, "traps"), "traps", "ttyp", TRAPNUM, st->traps, err, errlen)) {
        free(st);
        return -1;
    }

    const cJSON *ter = field(root, "terrain");
    bool ok = cJSON_IsObject(ter)
              && grid_from(field(ter, "lit_at"), &st->lit[0][0], ROWNO, 1);
    cJSON_ArrayForEach(o, (ok ? field(ter, "types") : NULL)) {
        const cJSON *t = field(o, "typ");
        ok = ok && cJSON_IsNumber(t) && t->valueint >= 0 && t->valueint < MAX_TYPE
             && count_from(field(o, "levels"), &st->terrain[t->valueint].levels)
             && count_from(field(o, "cells"), &st->terrain[t->valueint].count)
             && grid_from(field(o, "levels_at"), &st->typ[0][0][t->valueint],
                          ROWNO * MAX_TYPE, MAX_TYPE);
    }
    cJSON_ArrayForEach(o, (ok ? field(ter, "symbols") : NULL)) {
        const cJSON *s = field(o, "sym");
        ok = ok && cJSON_IsNumber(s) && s->valueint >= 0 && s->valueint < STATS_NSYMS
             && grid_from(field(o, "levels_at"), &st->sym[0][0][s->valueint],
                          ROWNO * STATS_NSYMS, STATS_NSYMS);
    }
    if (ok && q.kind != SQ_NONE) {
        const cJSON *h = field(root, "heat");
        ok = count_from(field(h, "levels"), &st->q.levels)
             && count_from(field(h, "count"), &st->q.count)
             && grid_from(field(h, "levels_at"), &st->q_levels[0][0], ROWNO, 1)
             && grid_from(field(h, "count_at"), &st->q_count[0][0], ROWNO, 1);
        st->q.quan = st->q.count;
    }
    if (!ok) {
        free(st);
        return fail(err, errlen, "\"terrain\" or \"heat\" is not grids of 21 rows of 80 counts");
    }
    *stp = st;
    return 0;
}

/* ---- merging documents ---- */

int nhl_stats_meta_compatible(const struct nhl_stats_meta *a, const struct nhl_stats_meta *b,
                              const struct nhl_level_stats *sa, const struct nhl_level_stats *sb,
                              char *err, size_t errlen)
{
    if (strcmp(a->level, b->level) != 0)
        return snprintf(err, errlen, "levels differ ('%s' and '%s')", a->level, b->level), -1;
    if (strcmp(a->nethack, b->nethack) != 0)
        return snprintf(err, errlen, "NetHack releases differ (%s and %s)", a->nethack,
                        b->nethack), -1;
    if (strcmp(a->options, b->options) != 0)
        return snprintf(err, errlen, "build options differ ('%s' and '%s')", a->options,
                        b->options), -1;
    if (strcmp(sa->query.name, sb->query.name) != 0)
        return snprintf(err, errlen, "queries differ ('%s' and '%s')",
                        sa->query.kind ? sa->query.name : "none",
                        sb->query.kind ? sb->query.name : "none"), -1;
    return 0;
}

int nhl_stats_meta_union(struct nhl_stats_meta *a, const struct nhl_stats_meta *b,
                         char *err, size_t errlen)
{
    struct nhl_stats_meta u = *a;
    int n = 0, i = 0, k = 0;

    /* merge two sorted lists, refusing overlaps, joining neighbours */
    while (i < a->nranges || k < b->nranges) {
        bool from_a = k >= b->nranges
                      || (i < a->nranges && a->ranges[i].first <= b->ranges[k].first);
        uint64_t f = from_a ? a->ranges[i].first : b->ranges[k].first;
        uint64_t l = from_a ? a->ranges[i].last : b->ranges[k].last;
        if (from_a)
            i++;
        else
            k++;
        if (n && f <= u.ranges[n - 1].last)
            return snprintf(err, errlen,
                            "seeds %" PRIu64 "..%" PRIu64 " and %" PRIu64 "..%" PRIu64
                            " overlap: they would be counted twice",
                            u.ranges[n - 1].first, u.ranges[n - 1].last, f, l), -1;
        if (n && u.ranges[n - 1].last + 1 == f) {
            u.ranges[n - 1].last = l;
            continue;
        }
        if (n == STATS_MAX_RANGES)
            return snprintf(err, errlen, "more than %d separate seed ranges", STATS_MAX_RANGES), -1;
        u.ranges[n].first = f;
        u.ranges[n].last = l;
        n++;
    }
    u.nranges = n;
    *a = u;
    return 0;
}
