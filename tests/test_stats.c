/* test_stats.c - statistics over many seeds (stats.h, stats_run.h,
 * stats_json.h, stats_query.h) against the levels built one by one:
 * variant counts, heat-map cells, kind counts; the same figures whatever
 * the number of threads; split runs merged equal to one run, in memory
 * and through JSON; query names and their suggestions. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cjson/cJSON.h>

#include "nhlev.h"
#include "stats.h" /* stats_obj_cell: the module under test */

static void need_dat(void)
{
    struct stat st;
    if (stat(TU_NETHACK50_DAT "/dungeon.lua", &st) != 0)
        cr_assert_fail("NetHack dat/ not installed at " TU_NETHACK50_DAT);
}

static struct nhl_build_opts opts(const char *level)
{
    struct nhl_build_opts o;
    nhl_build_opts_defaults(&o);
    o.dat_dir = TU_NETHACK50_DAT;
    o.level = level;
    o.place_from_layout = true;
    return o;
}

static struct nhl_level_stats *run(const char *level, const char *query, uint64_t first,
                                   uint64_t last, int jobs)
{
    struct nhl_build_opts o = opts(level);
    struct nhl_stats_query q;
    char why[300];

    memset(&q, 0, sizeof q);
    if (query)
        cr_assert_eq(nhl_stats_query_parse(query, &q, why, sizeof why), 0, "%s", why);
    struct nhl_level_stats *st = nhl_stats_new(&q);
    cr_assert_not_null(st);
    struct nhl_stats_run r = { .base = &o, .first = first, .last = last, .jobs = jobs };
    cr_assert_eq(nhl_stats_run(&r, st, why, sizeof why), 0, "%s", why);
    nhl_stats_sort_variants(st);
    return st;
}

/* the holder's cell, walked here on its own rather than by stats_obj_cell */
static bool holder_cell(const struct nhl_level *lev, const struct obj *o, int *x, int *y)
{
    int hops = 0;
    while (o->container >= 0 && hops++ < 100)
        o = &lev->objects[o->container];
    if (o->owner >= 0) {
        *x = lev->monsters[o->owner].x;
        *y = lev->monsters[o->owner].y;
        return true;
    }
    *x = o->x;
    *y = o->y;
    return !o->floating;
}

Test(stats, soko1_variants_equal_individual_builds)
{
    need_dat();
    struct nhl_level_stats *st = run("soko1", NULL, 1, 20, 2);
    uint64_t n1 = 0, n2 = 0, flips[2][5];
    memset(flips, 0, sizeof flips);

    for (uint64_t s = 1; s <= 20; s++) {
        struct nhl_build_opts o = opts("soko1");
        struct nhl_build_result res;
        o.seed = s;
        cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
        int v = strcmp(res.variant, "soko1-1") == 0 ? 0 : 1;
        cr_assert(v == 0 || strcmp(res.variant, "soko1-2") == 0, "%s", res.variant);
        *(v ? &n2 : &n1) += 1;
        flips[v][res.lev->flip_value + 1]++;
        nhl_build_result_free(&res);
    }
    cr_assert_eq(st->builds, 20);
    cr_assert_eq(st->failures, 0);
    cr_assert_eq(st->nvariants, (n1 > 0) + (n2 > 0));
    cr_assert_str_eq(st->variants[0].file, "soko1-1");
    cr_assert_eq(st->variants[0].n, n1);
    cr_assert_eq(st->variants[1].n, n2);
    for (int k = 0; k < STATS_NFLIPS; k++) {
        cr_assert_eq(st->variants[0].flip[k], flips[0][k], "flip %d", k - 1);
        cr_assert_eq(st->variants[1].flip[k], flips[1][k], "flip %d", k - 1);
    }
    free(st);
}

Test(stats, castle_heat_map_equals_individual_builds)
{
    need_dat();
    struct nhl_level_stats *st = run("castle", "wand of wishing", 1, 12, 2);
    static uint64_t levels_at[COLNO][ROWNO], count_at[COLNO][ROWNO];
    uint64_t soldiers = 0, soldier_levels = 0, wands = 0;

    memset(levels_at, 0, sizeof levels_at);
    memset(count_at, 0, sizeof count_at);
    for (uint64_t s = 1; s <= 12; s++) {
        struct nhl_build_opts o = opts("castle");
        struct nhl_build_result res;
        bool here[COLNO][ROWNO];
        uint64_t sold = 0;

        memset(here, 0, sizeof here);
        o.seed = s;
        cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
        for (int i = 0; i < res.lev->nobjects; i++) {
            const struct obj *ob = &res.lev->objects[i];
            int x, y;
            if (ob->otyp != WAN_WISHING || !holder_cell(res.lev, ob, &x, &y))
                continue;
            count_at[x][y]++;
            here[x][y] = true;
            wands++;
        }
        for (int i = 0; i < res.lev->nmonsters; i++)
            sold += res.lev->monsters[i].mndx == PM_SOLDIER;
        soldiers += sold;
        soldier_levels += sold > 0;
        for (int x = 0; x < COLNO; x++)
            for (int y = 0; y < ROWNO; y++)
                levels_at[x][y] += here[x][y];
        nhl_build_result_free(&res);
    }
    cr_assert_eq(st->query.kind, SQ_OBJECT);
    cr_assert_eq(st->query.id, WAN_WISHING);
    /* the castle's wand is always there, once */
    cr_assert_eq(wands, 12);
    cr_assert_eq(st->q.count, wands);
    cr_assert_eq(st->q.levels, 12);
    cr_assert_eq(st->objects[WAN_WISHING].count, wands);
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            cr_assert_eq(st->q_levels[x][y], levels_at[x][y], "cell %d,%d", x, y);
            cr_assert_eq(st->q_count[x][y], count_at[x][y], "cell %d,%d", x, y);
        }
    cr_assert_eq(st->monsters[PM_SOLDIER].count, soldiers);
    cr_assert_eq(st->monsters[PM_SOLDIER].levels, soldier_levels);
    /* every cell has one map type and one symbol per level */
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            uint64_t t = 0, s = 0;
            for (int k = 0; k < MAX_TYPE; k++)
                t += st->typ[x][y][k];
            for (int k = 0; k < STATS_NSYMS; k++)
                s += st->sym[x][y][k];
            cr_assert_eq(t, 12);
            cr_assert_eq(s, 12);
        }
    free(st);
}

Test(stats, same_figures_whatever_the_threads)
{
    need_dat();
    struct nhl_level_stats *a = run("castle", "monster:soldier", 1, 24, 1);
    struct nhl_level_stats *b = run("castle", "monster:soldier", 1, 24, 2);
    struct nhl_level_stats *c = run("castle", "monster:soldier", 1, 24, 5);
    cr_assert_eq(memcmp(a, b, sizeof *a), 0);
    cr_assert_eq(memcmp(a, c, sizeof *a), 0);
    cr_assert_eq(a->q.count, a->monsters[PM_SOLDIER].count);
    free(a);
    free(b);
    free(c);
}

static char *json_text(struct nhl_level_stats *st, uint64_t first, uint64_t last)
{
    struct nhl_stats_meta m;
    memset(&m, 0, sizeof m);
    snprintf(m.level, sizeof m.level, "soko1");
    snprintf(m.nethack, sizeof m.nethack, "5.0.0");
    m.nranges = 1;
    m.ranges[0].first = first;
    m.ranges[0].last = last;
    cJSON *j = nhl_stats_to_json(st, &m);
    cr_assert_not_null(j);
    char *s = cJSON_Print(j);
    cJSON_Delete(j);
    return s;
}

Test(stats, split_runs_merge_to_one_run)
{
    need_dat();
    struct nhl_level_stats *all = run("soko1", "trap:hole", 1, 30, 2);
    struct nhl_level_stats *lo = run("soko1", "trap:hole", 1, 13, 2);
    struct nhl_level_stats *hi = run("soko1", "trap:hole", 14, 30, 1);

    /* in memory */
    struct nhl_level_stats *sum = nhl_stats_new(&all->query);
    nhl_stats_merge(sum, hi);
    nhl_stats_merge(sum, lo);
    nhl_stats_sort_variants(sum);
    cr_assert_eq(memcmp(sum, all, sizeof *all), 0);

    /* through JSON: read both halves back, merge, write: the same text */
    char *ta = json_text(all, 1, 30), *tl = json_text(lo, 1, 13), *th = json_text(hi, 14, 30);
    struct nhl_level_stats *rl, *rh;
    struct nhl_stats_meta ml, mh;
    char err[300];
    cJSON *jl = cJSON_Parse(tl), *jh = cJSON_Parse(th);
    cr_assert_eq(nhl_stats_from_json(jh, &rh, &mh, err, sizeof err), 0, "%s", err);
    cr_assert_eq(nhl_stats_from_json(jl, &rl, &ml, err, sizeof err), 0, "%s", err);
    cr_assert_eq(nhl_stats_meta_compatible(&mh, &ml, rh, rl, err, sizeof err), 0, "%s", err);
    cr_assert_eq(nhl_stats_meta_union(&mh, &ml, err, sizeof err), 0, "%s", err);
    cr_assert_eq(mh.nranges, 1);
    nhl_stats_merge(rh, rl);
    nhl_stats_sort_variants(rh);
    cJSON *jm = nhl_stats_to_json(rh, &mh);
    char *tm = cJSON_Print(jm);
    cr_assert_str_eq(tm, ta);
    /* and overlapping seeds are refused */
    cr_assert_eq(nhl_stats_meta_union(&mh, &ml, err, sizeof err), -1);
    cr_assert(strstr(err, "overlap"), "%s", err);
    cJSON_Delete(jl);
    cJSON_Delete(jh);
    cJSON_Delete(jm);
    free(ta);
    free(tl);
    free(th);
    free(tm);
    free(rl);
    free(rh);
    free(all);
    free(lo);
    free(hi);
    free(sum);
}

Test(stats, query_names)
{
    struct nhl_stats_query q;
    char why[300];

    cr_assert_eq(nhl_stats_query_parse("wand of wishing", &q, why, sizeof why), 0);
    cr_assert_eq(q.kind, SQ_OBJECT);
    cr_assert_eq(q.id, WAN_WISHING);
    cr_assert_str_eq(q.name, "wand of wishing");
    cr_assert_eq(nhl_stats_query_parse("object:Wand of Wishing", &q, why, sizeof why), 0);
    cr_assert_eq(q.id, WAN_WISHING);
    cr_assert_eq(nhl_stats_query_parse("monster:soldier", &q, why, sizeof why), 0);
    cr_assert_eq(q.kind, SQ_MONSTER);
    cr_assert_eq(q.id, PM_SOLDIER);
    cr_assert_eq(nhl_stats_query_parse("trap:magic trap", &q, why, sizeof why), 0);
    cr_assert_eq(q.kind, SQ_TRAP);
    cr_assert_eq(q.id, MAGIC_TRAP);
    cr_assert_eq(nhl_stats_query_parse("terrain:lava", &q, why, sizeof why), 0);
    cr_assert_eq(q.kind, SQ_TERRAIN);
    cr_assert_eq(q.typs, (1ULL << LAVAPOOL) | (1ULL << LAVAWALL));
    cr_assert_eq(nhl_stats_query_parse("terrain:moat", &q, why, sizeof why), 0);
    cr_assert_eq(q.typs, 1ULL << MOAT);

    cr_assert_eq(nhl_stats_query_parse("wand of wishin", &q, why, sizeof why), -1);
    cr_assert(strstr(why, "closest: wand of wishing"), "%s", why);
    cr_assert_eq(nhl_stats_query_parse("monster:soldeir", &q, why, sizeof why), -1);
    cr_assert(strstr(why, "monster:soldier"), "%s", why);
    cr_assert_eq(nhl_stats_query_parse("trap:", &q, why, sizeof why), -1);
    cr_assert_eq(nhl_stats_query_parse("terrain:lavaa", &q, why, sizeof why), -1);
    cr_assert(strstr(why, "terrain:"), "%s", why);
    cr_assert_eq(nhl_stats_query_parse(NULL, &q, why, sizeof why), -1);
}

Test(stats, wilson_interval)
{
    double lo, hi;
    nhl_stats_wilson(50, 100, &lo, &hi);
    cr_assert(fabs(lo - 0.4038) < 1e-4 && fabs(hi - 0.5962) < 1e-4, "%f %f", lo, hi);
    nhl_stats_wilson(0, 10, &lo, &hi);
    cr_assert(fabs(lo) < 1e-12 && fabs(hi - 0.2775) < 1e-4, "%f %f", lo, hi);
    nhl_stats_wilson(10, 10, &lo, &hi);
    cr_assert(fabs(hi - 1) < 1e-12 && fabs(lo - 0.7225) < 1e-4, "%f %f", lo, hi);
}

Test(stats, failures_keep_the_lowest_seed)
{
    struct nhl_level_stats *a = nhl_stats_new(NULL), *b = nhl_stats_new(NULL);
    nhl_stats_fail(a, 9, "nine");
    nhl_stats_fail(a, 4, "four");
    nhl_stats_fail(b, 7, "seven");
    nhl_stats_merge(b, a);
    cr_assert_eq(b->failures, 3);
    cr_assert_eq(b->first_failed, 4);
    cr_assert_str_eq(b->first_error, "four");
    free(a);
    free(b);
}

/* An ordinary level (theme rooms, whose Lua state the caches keep warm
 * between builds): the threaded run, with its per-thread caches, tallies
 * exactly what builds made one by one without any cache tally. */
Test(stats, cached_threads_equal_cold_builds)
{
    need_dat();
    struct nhl_level_stats *run2 = run("dlvl:4", "terrain:door", 1, 16, 2);
    struct nhl_stats_query q;
    char why[300];
    cr_assert_eq(nhl_stats_query_parse("terrain:door", &q, why, sizeof why), 0);
    struct nhl_level_stats *cold = nhl_stats_new(&q);
    struct nhl_stats_scratch *scr = malloc(sizeof *scr);
    cr_assert(cold && scr);
    for (uint64_t s = 1; s <= 16; s++) {
        struct nhl_build_opts o = opts("dlvl:4");
        struct nhl_build_result res;
        o.seed = s;
        cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
        nhl_stats_tally(cold, scr, res.lev, res.variant);
        nhl_build_result_free(&res);
    }
    nhl_stats_sort_variants(cold);
    cr_assert_eq(memcmp(cold, run2, sizeof *cold), 0);
    cr_assert_gt(cold->q.levels, 0);
    free(scr);
    free(cold);
    free(run2);
}
