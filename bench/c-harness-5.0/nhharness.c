/* nhharness.c - time real C NetHack 5.0.0 level creation, no interactive play.
 *
 * 5.0.0 port of tools/c-harness/nhharness.c (3.7); the only differences:
 *  - newgame() in 5.0 calls u_init_misc() (u_init() is split; the inventory
 *    is made after level 1), and starts context.ident at 2;
 *  - savelev() for freeing takes a get_freeing_nhfile() (closed after);
 *  - 5.0 has no win/share/safeproc.c nor its prototypes in winprocs.h:
 *    build.sh regenerates safeproc.c from 3.7 (c-truth/mksafeproc.py), and
 *    get_safe_procs() is declared here.
 * Everything else (what is set up, what is timed) is as in the 3.7 harness.
 *
 * Linked with every object of a normal NetHack build (unixmain.c's main
 * renamed) by build.sh.  What it does:
 *
 *  init (once, untimed): early_init, silent window procs (safeproc.c),
 *    chdir to the playground, initoptions, then the first half of newgame():
 *    has_strong_rngseed FALSE, init_objects, role_init (Valkyrie human
 *    female neutral), core RNG = init_isaac64(GAME_SEED=42), init_dungeons,
 *    init_artifacts, u_init, l_nhcore_init, reset_glyphmap.  mvitals are
 *    snapshotted there.  Then, as the real game does, Dungeons of Doom level 1
 *    is built once (still in the game-42 stream) and freed, so the Dungeons of
 *    Doom theme-room Lua state is loaded, as it is for every later level of a
 *    real game (and for the truth files: themes.preloaded).
 *
 *  per build (level L, seed N):
 *    untimed: restore mvitals (uniques/extinction), context (achievement
 *      o_ids such as the Sokoban prize), quest status, init_artifacts(),
 *      context.ident = 1000, ubirthday = 0, moves = 1, hero off the map;
 *      what goto_level() does before making a new level: u.uz0/u.uz/utolev,
 *      dunlev_reached, stairway_free_all, updest/dndest cleared;
 *      align_shift()'s per-turn cache of Is_special(&u.uz) refreshed;
 *      init_isaac64(N, rn2)  (the core RNG, right before level creation)
 *    TIMED (clock_gettime CLOCK_MONOTONIC): mklev() =
 *      init_mapseen + makelevel() (variant draw, fresh Lua state, nhlib.lua,
 *      the level script, fill_special_room, theme-room post-processing) +
 *      level_finalize_topology() (mineralize, bound_digging, topologize...).
 *      getbones is a no-op (bones off) and mklev's reseed_random is a no-op
 *      (has_strong_rngseed FALSE).
 *    untimed: optional dump, then savelev(FREEING) (goto_level's cleanup
 *      minus the file write) and rm_mapseen.
 *  Not timed: hero placement, pets, vision_reset, docrt and the rest of
 *  goto_level after mklev().
 *
 * usage: nhharness [--hackdir DIR] [--seeds N] [--first S] [--dump FILE]
 *                  [--game-seed G] [--cpu-clock] LEVEL...
 * --cpu-clock times with CLOCK_THREAD_CPUTIME_ID instead of CLOCK_MONOTONIC
 * (not inflated when the process is descheduled on a busy machine).
 * LEVEL: a name from dungeon.lua (soko1, castle, bigrm, Val-strt ...),
 *        dlvl:N (Dungeons of Doom level N), minefill, hellfill, Val-fila/filb.
 * Prints per level: builds, median, p90 (nearest rank, like nhlev-bench), min,
 * mean microseconds.
 */
#include "hack.h"
#include "dlb.h"
#include <time.h>

extern struct window_procs *get_safe_procs(int);
#include <unistd.h>

#ifndef HARNESS_HACKDIR
#define HARNESS_HACKDIR "."
#endif

static struct mvitals saved_mvitals[NUMMONS];
static struct context_info saved_context;
static struct q_score saved_quest_status;

static clockid_t bench_clock = CLOCK_MONOTONIC; /* --cpu-clock: the thread's CPU time */

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(bench_clock, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *) a, y = *(const double *) b;
    return (x > y) - (x < y);
}

static double percentile(const double *v, int n, int p)
{
    int k = (p * n + 99) / 100;
    if (k < 1)
        k = 1;
    return v[k - 1];
}

static int dnum_named(const char *name)
{
    int i;
    for (i = 0; i < svn.n_dgns; i++)
        if (!strcmp(svd.dungeons[i].dname, name))
            return i;
    return -1;
}

/* first level of dungeon dnum in (lo, hi) exclusive with no special level */
static int first_plain(int dnum, int lo, int hi)
{
    int l;
    for (l = lo + 1; l < hi; l++) {
        d_level d;
        d.dnum = dnum, d.dlevel = l;
        if (!Is_special(&d))
            return l;
    }
    return -1;
}

static boolean resolve_level(const char *name, d_level *out)
{
    s_level *sp;
    int dn;
    size_t len = strlen(name);

    if (!strncmp(name, "dlvl:", 5)) {
        out->dnum = 0;
        out->dlevel = atoi(name + 5);
        return out->dlevel >= 1 && out->dlevel <= svd.dungeons[0].num_dunlevs;
    }
    if (!strcmp(name, "minefill") || !strcmp(name, "hellfill")) {
        dn = dnum_named(!strcmp(name, "minefill") ? "The Gnomish Mines" : "Gehennom");
        if (dn < 0)
            return FALSE;
        out->dnum = dn;
        out->dlevel = first_plain(dn, 0, svd.dungeons[dn].num_dunlevs + 1);
        return out->dlevel > 0;
    }
    if (len == 8 && name[3] == '-' && !strncmp(name + 4, "fil", 3)) {
        s_level *s = find_level("x-strt"), *l = find_level("x-loca"), *g = find_level("x-goal");
        char buf[16];
        if (!s) { Sprintf(buf, "%.3s-strt", name); s = find_level(buf); }
        if (!l) { Sprintf(buf, "%.3s-loca", name); l = find_level(buf); }
        if (!g) { Sprintf(buf, "%.3s-goal", name); g = find_level(buf); }
        if (!s || !l || !g)
            return FALSE;
        out->dnum = s->dlevel.dnum;
        out->dlevel = name[7] == 'a' ? first_plain(out->dnum, s->dlevel.dlevel, l->dlevel.dlevel)
                                     : first_plain(out->dnum, l->dlevel.dlevel, g->dlevel.dlevel);
        return out->dlevel > 0;
    }
    sp = find_level(name);
    if (!sp)
        return FALSE;
    *out = sp->dlevel;
    return TRUE;
}

/* what goto_level() does for a level it has to make, up to mklev() */
static void enter_new_level(d_level *lev)
{
    assign_level(&u.uz0, &u.uz);
    assign_level(&u.uz, lev);
    assign_level(&u.utolev, lev);
    u.utotype = UTOTYPE_NONE;
    if (!builds_up(&u.uz)) {
        if (dunlev(&u.uz) > dunlev_reached(&u.uz))
            dunlev_reached(&u.uz) = dunlev(&u.uz);
    } else {
        if (dunlev_reached(&u.uz) == 0 || dunlev(&u.uz) < dunlev_reached(&u.uz))
            dunlev_reached(&u.uz) = dunlev(&u.uz);
    }
    stairway_free_all();
    (void) memset((genericptr_t) &svu.updest, 0, sizeof svu.updest);
    (void) memset((genericptr_t) &svd.dndest, 0, sizeof svd.dndest);
}

/* goto_level()'s savelev() of the level being left, without the file */
static void free_level(void)
{
    NHFILE *nhfp = get_freeing_nhfile();

    dmonsfree();
    savelev(nhfp, ledger_no(&u.uz));
    close_nhfile(nhfp);
    rm_mapseen(ledger_no(&u.uz));
}

static void reset_game_state(void)
{
    (void) memcpy(svm.mvitals, saved_mvitals, sizeof saved_mvitals);
    svc.context = saved_context; /* achievement o_ids (Sokoban prize ...), wizard count */
    svq.quest_status = saved_quest_status;
    init_artifacts();
    svc.context.ident = 1000;
    ubirthday = 0;
    svm.moves = 1;
    u.ux = u.uy = 0;
}

/* makemon.c's align_shift() caches Is_special(&u.uz) until svm.moves
   changes; moves stays 1 here, so make it look again for this level (a
   throwaway rndmonst() before the reseed, with u.uz already set) */
static void refresh_align_cache(void)
{
    svm.moves = 2;
    (void) rndmonst();
    svm.moves = 1;
}

static void dump_level(FILE *f, const char *name, unsigned long seed, double us)
{
    int x, y, nobj = 0, nmon = 0, ntrap = 0;
    struct obj *o;
    struct monst *m;
    struct trap *t;

    for (o = fobj; o; o = o->nobj)
        nobj++;
    for (m = fmon; m; m = m->nmon)
        if (!DEADMONSTER(m))
            nmon++;
    for (t = gf.ftrap; t; t = t->ntrap)
        ntrap++;
    fprintf(f, "{\"level\": \"%s\", \"seed\": %lu, \"dnum\": %d, \"dlevel\": %d, \"depth\": %d, "
               "\"us\": %.1f, \"nobjects\": %d, \"nmonsters\": %d, \"ntraps\": %d, \"typGrid\": [",
            name, seed, u.uz.dnum, u.uz.dlevel, depth(&u.uz), us, nobj, nmon, ntrap);
    for (y = 0; y < ROWNO; y++) {
        fputs(y ? ", [" : "[", f);
        for (x = 0; x < COLNO; x++)
            fprintf(f, x ? ", %d" : "%d", levl[x][y].typ);
        fputc(']', f);
    }
    fputs("]}\n", f);
}

static void game_init(const char *hackdir, unsigned long game_seed, char *argv0)
{
    windowprocs = *get_safe_procs(1);
    gh.hname = argv0;
    svh.hackpid = getpid();
    if (chdir(hackdir) != 0) {
        perror(hackdir);
        exit(2);
    }
    /* no ~/.nethackrc */
    setenv("NETHACKOPTIONS", "!bones,!legacy,!news,!splash_screen", 1);
    initoptions();
    Strcpy(svp.plname, "harness");
    u.uhp = 1;
    flags.bones = FALSE;
    flags.initrole = str2role("Valkyrie");
    flags.initrace = str2race("human");
    flags.initgend = str2gend("female");
    flags.initalign = str2align("neutral");
    dlb_init();
    vision_init();
    init_sound_disp_gamewindows();

    /* no reseeding from /dev/urandom in mklev() */
    has_strong_rngseed = FALSE;

    /* newgame(), first half */
    notice_mon_off();
    svc.context.ident = 2; /* 5.0: id 1 is reserved for the hero */
    svc.context.warnlevel = 1;
    svc.context.next_attrib_check = 600L;
    svc.context.tribute.enabled = TRUE;
    svc.context.tribute.tributesz = sizeof (struct tribute_info);
    for (int i = LOW_PM; i < NUMMONS; i++)
        svm.mvitals[i].mvflags = mons[i].geno & G_NOCORPSE;
    init_objects();
    flags.pantheon = -1;
    role_init();
    /* the game seed, right before init_dungeons() as for the truth files'
       game (their "where" and nhlev's dungeon_truth_skip = 0) */
    init_isaac64(game_seed, rn2);
    init_isaac64(game_seed, rn2_on_display_rng);
    init_dungeons();
    init_artifacts();
    u_init_misc(); /* 5.0: u_init() split; inventory comes after level 1 */
    l_nhcore_init();
    reset_glyphmap(gm_newgame);
    (void) memcpy(saved_mvitals, svm.mvitals, sizeof saved_mvitals);
    saved_context = svc.context;
    saved_quest_status = svq.quest_status;

    /* level 1, as newgame() builds it (loads the Dungeons of Doom themes) */
    {
        d_level one;
        one.dnum = 0, one.dlevel = 1;
        enter_new_level(&one);
        mklev();
        free_level();
    }
}

int main(int argc, char **argv)
{
    const char *hackdir = HARNESS_HACKDIR, *dumpfile = NULL;
    long seeds = 20, first = 1;
    unsigned long game_seed = 42;
    const char **names = calloc((size_t) argc + 1, sizeof *names);
    int nnames = 0, i, failures = 0;
    FILE *dump = NULL;

    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--hackdir") && i + 1 < argc)
            hackdir = argv[++i];
        else if (!strcmp(argv[i], "--seeds") && i + 1 < argc)
            seeds = atol(argv[++i]);
        else if (!strcmp(argv[i], "--first") && i + 1 < argc)
            first = atol(argv[++i]);
        else if (!strcmp(argv[i], "--game-seed") && i + 1 < argc)
            game_seed = strtoul(argv[++i], NULL, 10);
        else if (!strcmp(argv[i], "--cpu-clock"))
            bench_clock = CLOCK_THREAD_CPUTIME_ID;
        else if (!strcmp(argv[i], "--dump") && i + 1 < argc)
            dumpfile = argv[++i];
        else if (argv[i][0] == '-') {
            fprintf(stderr, "usage: nhharness [--hackdir DIR] [--seeds N] [--first S] "
                            "[--game-seed G] [--dump FILE] [--cpu-clock] LEVEL...\n");
            return 2;
        } else
            names[nnames++] = argv[i];
    }
    if (dumpfile && !(dump = fopen(dumpfile, "w"))) {
        perror(dumpfile);
        return 2;
    }
    early_init(argc, argv);
    game_init(hackdir, game_seed, argv[0]);

    double *t = malloc(sizeof *t * (size_t) (seeds > 0 ? seeds : 1));
    printf("%-12s %6s %10s %10s %10s %10s\n", "level", "builds", "median_us", "p90_us",
           "min_us", "mean_us");
    for (i = 0; i < nnames; i++) {
        d_level lev;
        double sum = 0;
        int n = 0;

        if (!resolve_level(names[i], &lev)) {
            printf("%-12s %6d  error: no such level in this dungeon layout\n", names[i], 0);
            failures++;
            continue;
        }
        for (long s = first; s < first + seeds; s++) {
            double t0, t1;

            reset_game_state();
            enter_new_level(&lev);
            refresh_align_cache();
            init_isaac64((unsigned long) s, rn2);
            t0 = now_us();
            mklev();
            t1 = now_us();
            t[n++] = t1 - t0;
            sum += t1 - t0;
            if (dump)
                dump_level(dump, names[i], (unsigned long) s, t1 - t0);
            free_level();
        }
        qsort(t, (size_t) n, sizeof *t, cmp_double);
        printf("%-12s %6d %10.0f %10.0f %10.0f %10.0f   (dnum %d dlevel %d depth %d)\n", names[i],
               n, percentile(t, n, 50), percentile(t, n, 90), t[0], sum / n, lev.dnum,
               lev.dlevel, depth(&lev));
        fflush(stdout);
    }
    if (dump)
        fclose(dump);
    free(t);
    free(names);
    return failures ? 1 : 0;
}
