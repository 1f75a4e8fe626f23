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
#include <unistd.h>

#include "nhlev.h"

#define HEAT_DEFAULT_SEEDS 200
/* the viewer waits for the builds: a bound that keeps it a few seconds */
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
    struct nhl_stats_run run = { .base = &o, .first = 1, .last = (uint64_t) seeds,
                             .jobs = cores < 1 ? 1 : cores > 64 ? 64 : (int) cores };
    char err[200];
    if (nhl_stats_run(&run, st, err, sizeof err) != 0 || st->builds == 0) {
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
    snprintf(a->msg, sizeof a->msg,
             "heat map of %s, seeds 1..%ld: on %llu levels (%.1f%%); 1-9: share of levels "
             "with it on the cell, 9 = %.3g%%%s",
             st->query.name, seeds, (unsigned long long) st->q.levels, share, top,
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
