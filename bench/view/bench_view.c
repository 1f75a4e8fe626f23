/* bench_view.c - how long the viewer takes to step one build step forward or
 * back and redraw the screen model, and to reroll (build the next seed and
 * redraw): #14's goal is under 1 ms at p99 on the largest levels. Runs the viewer's own code on a virtual screen, as
 * the headless mode does, so no terminal is needed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"

/* --cpu: the thread's CPU time rather than the wall clock, so that a
 * machine shared with other work (which stretches the wall-clock p99 by
 * whole scheduler slices) can still judge the code */
static clockid_t bench_clock = CLOCK_MONOTONIC;

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(bench_clock, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Walk the whole build forward then back, one step and one redraw at a time. */
static int bench_level(const char *dat, const char *name, uint64_t seed)
{
    struct app *a = calloc(1, sizeof *a);
    if (!a)
        return 1;
    screen_init(&a->scr);
    if (screen_resize(&a->scr, 160, 50) != 0) {
        app_free(a);
        return 1;
    }
    a->headless = true;
    a->cs = CS_UNICODE;
    a->show_source = true;
    a->rng_diverge = -1;
    a->overlays = OV_OBJECTS | OV_MONSTERS | OV_TRAPS | OV_LIT;
    if (dat)
        snprintf(a->dat_dir, sizeof a->dat_dir, "%s", dat);
    if (app_load_level(a, name, seed) != 0 || !a->vl.lev) {
        fprintf(stderr, "%s: %s\n", name, a->msg);
        app_free(a);
        return 1;
    }
    int n = a->vl.nsteps;
    double *t = malloc(sizeof *t * (size_t)(2 * n + 2));
    int k = 0;
    app_handle_key(a, '<');
    app_draw(a);
    for (int i = 0; i < n; i++) {
        double t0 = now_us();
        app_handle_key(a, '.');
        app_draw(a);
        t[k++] = now_us() - t0;
    }
    for (int i = 0; i < n; i++) {
        double t0 = now_us();
        app_handle_key(a, ',');
        app_draw(a);
        t[k++] = now_us() - t0;
    }
    if (k) {
        qsort(t, (size_t)k, sizeof *t, cmp_double);
        printf("%-12s steps %5d  step+redraw median %8.1f us  p90 %8.1f us  p99 %8.1f us"
               "  max %8.1f us\n",
               name, n, t[k / 2], t[(k * 9) / 10], t[(k * 99) / 100], t[k - 1]);
    }
    free(t);
    /* rerolls: the next seed built (kept compiled chunks and Lua states,
       as the viewer keeps them) and drawn at the same step; a thousand, so
       that the p99 is the 990th and not the slowest one */
    enum { NREROLL = 1000 };
    static double r[NREROLL];
    for (int i = 0; i < NREROLL; i++) {
        double t0 = now_us();
        app_handle_key(a, '+');
        app_draw(a);
        r[i] = now_us() - t0;
    }
    qsort(r, NREROLL, sizeof *r, cmp_double);
    printf("%-12s rerolls %3d  build+redraw median %8.1f us  p90 %8.1f us  p99 %8.1f us"
           "  max %8.1f us\n",
           name, NREROLL, r[NREROLL / 2], r[(NREROLL * 9) / 10], r[(NREROLL * 99) / 100],
           r[NREROLL - 1]);
    app_free(a);
    return 0;
}

int main(int argc, char **argv)
{
    const char *dat = NULL;
    uint64_t seed = 1;
    int first = 1, rc = 0, nlev = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--dat") && i + 1 < argc)
            dat = argv[++i];
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 10);
        else if (!strcmp(argv[i], "--cpu"))
            bench_clock = CLOCK_THREAD_CPUTIME_ID;
        else if (!strcmp(argv[i], "--help")) {
            printf("usage: nhlev-bench-view [--dat DIR] [--seed N] [--cpu] LEVEL...\n"
                   "  --cpu  time with the thread's CPU clock, not the wall clock\n");
            return 0;
        } else {
            first = i;
            break;
        }
        first = i + 1;
    }
    for (int i = first; i < argc; i++, nlev++)
        rc |= bench_level(dat, argv[i], seed);
    if (!nlev) {
        const char *deflt[] = { "castle", "medusa-1", "valley", "sanctum" };
        const char *builtin[] = { "keep", "labyrinth", "garden-1" };
        if (dat)
            for (size_t i = 0; i < sizeof deflt / sizeof *deflt; i++)
                rc |= bench_level(dat, deflt[i], seed);
        else
            for (size_t i = 0; i < sizeof builtin / sizeof *builtin; i++)
                rc |= bench_level(dat, builtin[i], seed);
    }
    return rc;
}
