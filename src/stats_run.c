/* stats_run.c - seeds over threads (stats_run.h). Threads rather than
 * processes: the engine keeps no state between builds outside the level
 * and the caches, so a thread needs nothing but its own caches, and the
 * tallies (1.3 MB each) merge in memory instead of through pipes. */
#include "stats_run.h"

#include "datfs.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "chunkcache.h"
#include "gamecache.h"

/* seeds a thread takes at a time: few enough to share the tail evenly */
#define STATS_CHUNK 8

struct shared {
    const struct nhl_stats_run *r;
    _Atomic uint64_t next;    /* the next seed's offset from r->first */
    _Atomic uint64_t done;    /* builds finished */
    uint64_t total;
};

struct worker {
    pthread_t tid;
    bool started;
    struct shared *sh;
    struct nhl_level_stats *st;
    struct nhl_stats_scratch *scr;
};

static void *work(void *arg)
{
    struct worker *w = arg;
    struct shared *sh = w->sh;
    struct nhl_chunk_cache *cache = nhl_chunk_cache_new();
    struct nhl_game_cache *game = nhl_game_cache_new();

    /* one run, one dat/: its files as they are when the thread starts */
    datfs_fix_begin();
    for (;;) {
        uint64_t off = atomic_fetch_add(&sh->next, STATS_CHUNK);
        if (off >= sh->total)
            break;
        uint64_t end = off + STATS_CHUNK < sh->total ? off + STATS_CHUNK : sh->total;
        for (uint64_t k = off; k < end; k++) {
            struct nhl_build_opts o = *sh->r->base;
            struct nhl_build_result res;

            o.seed = sh->r->first + k;
            /* many seeds: each reseeds before the level, also dlvl:1 of a
               game named by its seed (whose one stream has no seed) */
            o.reseed = true;
            o.cache = cache;
            o.game = game;
            o.log_rng = false;
            o.record_steps = false;
            if (nhl_build(&o, &res) == 0 && res.lev)
                nhl_stats_tally(w->st, w->scr, res.lev, res.variant);
            else
                nhl_stats_fail(w->st, o.seed, res.errmsg);
            nhl_build_result_free(&res);
            atomic_fetch_add(&sh->done, 1);
        }
    }
    datfs_fix_end();
    nhl_chunk_cache_free(cache);
    nhl_game_cache_free(game);
    return NULL;
}

int nhl_stats_run(const struct nhl_stats_run *r, struct nhl_level_stats *out, char *err,
                  size_t errlen)
{
    struct shared sh = { .r = r, .total = r->last - r->first + 1 };
    int jobs = r->jobs < 1 ? 1 : r->jobs;
    struct worker *w = calloc((size_t) jobs, sizeof *w);
    pthread_attr_t attr;
    int rc = 0;

    atomic_init(&sh.next, 0);
    atomic_init(&sh.done, 0);
    if (!w) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    /* Lua and the engine's recursion get the main thread's usual stack */
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, (size_t) 16 << 20);
    for (int i = 0; i < jobs; i++) {
        w[i].sh = &sh;
        w[i].st = nhl_stats_new(&out->query);
        w[i].scr = malloc(sizeof *w[i].scr);
        if (!w[i].st || !w[i].scr) {
            snprintf(err, errlen, "out of memory");
            rc = -1;
            break;
        }
        if (pthread_create(&w[i].tid, &attr, work, &w[i]) != 0) {
            snprintf(err, errlen, "cannot start a thread");
            rc = -1;
            break;
        }
        w[i].started = true;
    }
    pthread_attr_destroy(&attr);
    if (rc != 0)
        atomic_store(&sh.next, sh.total);   /* the started ones stop soon */
    for (bool running = rc == 0 && r->progress; running;) {
        uint64_t done = atomic_load(&sh.done);
        if (done >= sh.total)
            break;
        r->progress(r->ud, done, sh.total);
        struct timespec ts = { 0, 100 * 1000 * 1000 };
        nanosleep(&ts, NULL);
    }
    for (int i = 0; i < jobs; i++)
        if (w[i].started)
            pthread_join(w[i].tid, NULL);
    if (rc == 0 && r->progress)
        r->progress(r->ud, atomic_load(&sh.done), sh.total);
    /* in thread order; the sums do not depend on it */
    for (int i = 0; i < jobs; i++) {
        if (rc == 0 && w[i].st)
            nhl_stats_merge(out, w[i].st);
        free(w[i].st);
        free(w[i].scr);
    }
    free(w);
    return rc;
}
