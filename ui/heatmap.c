/* heatmap.c - the viewer's heat-map overlay: where one thing lies over
 * many seeds of the level on show (nhlev stats' query, src/stats.h),
 * drawn over the map as the digits 1-9, as `nhlev stats` draws it.
 *
 * The key is M ("map over many seeds"): H, the suggestion, has
 * long moved the cursor 8 columns left, as in NetHack and vi. */
#include "heatmap.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "nhlev.h"

#define HEAT_DEFAULT_SEEDS 200
/* the viewer waits for the builds (saying how far they got, Esc stops
   them): a bound that keeps it within a minute or so */
#define HEAT_MAX_SEEDS 20000
#define NSHADES 9

/* weakest to strongest in the 16 colours the viewer has */
static const int shade_color[NSHADES] = {
    CLR_BLUE, CLR_BLUE, CLR_CYAN, CLR_CYAN, CLR_GREEN, CLR_GREEN,
    CLR_YELLOW, CLR_YELLOW, CLR_RED
};

bool heatmap_action(struct app *a, enum action act)
{
    if (act != ACT_HEAT)
        return false;
    if (a->overlays & OV_HEAT) {
        a->overlays &= ~(unsigned) OV_HEAT;
        snprintf(a->msg, sizeof a->msg, "heat map off");
        return true;
    }
    if (!a->have_level || !a->vl.built) {
        snprintf(a->msg, sizeof a->msg, "heat map: only for a level built from its script");
        return true;
    }
    a->prompt = PR_HEAT;
    snprintf(a->input, sizeof a->input, "%s", a->heat_input);
    a->input_default = a->input[0] != '\0';
    return true;
}

/* "wand of wishing, 500" -> the name and 500; no number: the default */
static bool split_input(const char *in, char *name, size_t len, long *seeds, char *why,
                        size_t whylen)
{
    const char *comma = strrchr(in, ',');
    size_t n = comma ? (size_t) (comma - in) : strlen(in);

    *seeds = HEAT_DEFAULT_SEEDS;
    if (comma) {
        char *end;
        const char *p = comma + 1;
        while (*p == ' ')
            p++;
        long v = strtol(p, &end, 10);
        while (*end == ' ')
            end++;
        if (end == p || *end || v < 1 || v > HEAT_MAX_SEEDS) {
            snprintf(why, whylen, "seeds: a number from 1 to %d after the comma",
                     HEAT_MAX_SEEDS);
            return false;
        }
        *seeds = v;
    }
    while (n && in[n - 1] == ' ')
        n--;
    while (n && *in == ' ')
        in++, n--;
    if (!n || n >= len) {
        snprintf(why, whylen, "what to map: an object, monster:NAME, trap:NAME or terrain:NAME");
        return false;
    }
    memcpy(name, in, n);
    name[n] = '\0';
    return true;
}

/* How far the builds got, on the message line, and whether Esc was
 * pressed (the back end's look at the keys). */
struct heat_progress {
    struct app *a;
    const char *name;
    uint64_t base;      /* seeds done before the run going on */
    uint64_t total;
    bool stop;
};

static void on_progress(void *ud, uint64_t done, uint64_t total)
{
    struct heat_progress *hp = ud;
    uint64_t d = hp->base + (done < total ? done : total);

    snprintf(hp->a->msg, sizeof hp->a->msg,
             "heat map of %s: %llu of %llu seeds built (%d%%)  Esc: stop", hp->name,
             (unsigned long long) d, (unsigned long long) hp->total,
             (int) (100 * d / (hp->total ? hp->total : 1)));
    if (!hp->stop && hp->a->busy && hp->a->busy(hp->a, hp->a->busy_ctx))
        hp->stop = true;
}

void heatmap_commit(struct app *a)
{
    char name[128], why[400];
    long seeds;
    struct nhl_stats_query q;

    snprintf(a->heat_input, sizeof a->heat_input, "%s", a->input);
    if (!split_input(a->input, name, sizeof name, &seeds, why, sizeof why)
        || nhl_stats_query_parse(name, &q, why, sizeof why) != 0) {
        /* reopened with what was typed, and why beside it: the closest
           names first, where a narrow prompt line still shows them */
        const char *near = strstr(why, "(closest: ");
        if (near)
            snprintf(a->msg, sizeof a->msg, "unknown; %.*s", (int) strlen(near + 1) - 1,
                     near + 1);
        else
            snprintf(a->msg, sizeof a->msg, "%s", why);
        a->prompt = PR_HEAT;
        return;
    }
    struct nhl_level_stats *st = nhl_stats_new(&q);
    if (!st) {
        snprintf(a->msg, sizeof a->msg, "heat map: out of memory");
        return;
    }
    /* the level on show, with every build option it was built with */
    struct nhl_build_opts o = a->base;
    o.ctx.version = a->nethack;
    o.level = a->level_name;
    o.dat_dir = a->dat_dir[0] ? a->dat_dir : NULL;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int jobs = cores < 1 ? 1 : cores > 64 ? 64 : (int) cores;
    struct heat_progress hp = { a, st->query.name, 0, (uint64_t) seeds, false };
    struct nhl_stats_run run = { .base = &o, .jobs = jobs, .progress = on_progress, .ud = &hp };
    char err[200];
    /* the seeds in runs of a fraction of a second each, tallied into one
       (a run adds to what st holds): between them, and while one runs,
       the message line says how far it got and Esc stops it (#24) */
    uint64_t chunk = (uint64_t) jobs * 4, next = 1;
    int rc = 0;

    while (next <= (uint64_t) seeds && !hp.stop && rc == 0) {
        struct timespec t0, t1;

        run.first = next;
        run.last = next + chunk - 1 < (uint64_t) seeds ? next + chunk - 1 : (uint64_t) seeds;
        hp.base = next - 1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        rc = nhl_stats_run(&run, st, err, sizeof err);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        next = run.last + 1;
        double dt = (double) (t1.tv_sec - t0.tv_sec) + (double) (t1.tv_nsec - t0.tv_nsec) / 1e9;

        if (dt < 0.15 && chunk < 4096)
            chunk *= 2;
        else if (dt > 0.6 && chunk > (uint64_t) jobs)
            chunk /= 2;
        on_progress(&hp, run.last - hp.base, run.last - hp.base);
    }
    uint64_t done = next - 1;

    if (rc != 0 || st->builds == 0) {
        if (hp.stop && rc == 0)
            snprintf(a->msg, sizeof a->msg, "heat map: stopped (Esc) before any build ended");
        else
            snprintf(a->msg, sizeof a->msg, "heat map: %s",
                     st->failures ? st->first_error : err);
        free(st);
        return;
    }
    free(a->heat);
    a->heat = st;
    snprintf(a->heat_level, sizeof a->heat_level, "%s", a->level_name);
    a->heat_top = 0;
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            if (st->q_levels[x][y] > a->heat_top)
                a->heat_top = st->q_levels[x][y];
    a->overlays |= OV_HEAT;
    double share = 100.0 * (double) st->q.levels / (double) st->builds;
    double top = 100.0 * (double) a->heat_top / (double) st->builds;
    char stopped[96] = "";

    if (done < (uint64_t) seeds)
        snprintf(stopped, sizeof stopped, " (stopped with Esc: %llu of %ld)",
                 (unsigned long long) done, seeds);
    snprintf(a->msg, sizeof a->msg,
             "heat map of %s, seeds 1..%llu%s: on %llu levels (%.1f%%); 1-9: share of levels "
             "with it on the cell, 9 = %.3g%%%s",
             st->query.name, (unsigned long long) done, stopped,
             (unsigned long long) st->q.levels, share, top,
             st->failures ? "; some builds failed" : "");
}

static bool shown(const struct app *a)
{
    return (a->overlays & OV_HEAT) && a->heat && strcmp(a->heat_level, a->level_name) == 0;
}

bool heatmap_cell(const struct app *a, int x, int y, char *ch, int *color)
{
    if (!shown(a) || x < 0 || x >= COLNO || y < 0 || y >= ROWNO || !a->heat_top)
        return false;
    uint64_t v = a->heat->q_levels[x][y];
    if (!v)
        return false;
    int s = (int) ((v * NSHADES + a->heat_top - 1) / a->heat_top);
    s = s < 1 ? 1 : s > NSHADES ? NSHADES : s;
    *ch = (char) ('0' + s);
    *color = shade_color[s - 1];
    return true;
}

bool heatmap_panel_text(const struct app *a, int x, int y, char *buf, size_t len)
{
    if (!shown(a) || x < 0 || x >= COLNO || y < 0 || y >= ROWNO)
        return false;
    const struct nhl_level_stats *st = a->heat;
    snprintf(buf, len, "heat: %s here on %llu of %llu levels (%.2f%%)", st->query.name,
             (unsigned long long) st->q_levels[x][y], (unsigned long long) st->builds,
             100.0 * (double) st->q_levels[x][y] / (double) st->builds);
    return true;
}
