/* test_finish_truth.c - the finishing pipeline against C's own output:
 * the truth files' maps, flags and RNG logs.  Each stage is run on C's
 * final map (or replayed inside C's RNG stream, advanced to where C's
 * stage began) and must give what C gave. */
#include <criterion/criterion.h>
#include <string.h>

#include "doors_link.h" /* link_doors_rooms, add_doors_to_room: engine internals the test drives */
#include "finish.h" /* mineralize, bound_digging: the module under test */
#include "fixup.h" /* fixup_special, setup_waterlevel: engine internals the test drives */
#include "flip.h" /* get_level_extends: engine internals the test drives */
#include "level.h" /* level_new, level_add_trap: a level made outside a build */
#include "rng.h" /* d, rn2: the draws, private to the engine */
#include "rooms.h" /* topologize: engine internals the test drives */
#include "wallify.h" /* fix_wall_spines: engine internals the test drives */
#include "wallmode.h" /* set_wall_state: engine internals the test drives */
#include "testutil_internal.h"

static struct nhl_rng g_rng;
static struct nhl_level *lev;

static void setup(void) { lev = tu_level_open(&g_rng, 1); }

static void teardown(void) { tu_level_close(lev, &g_rng); }

TestSuite(finish, .init = setup, .fini = teardown);

static int typ(int x, int y) { return lev->at[x][y].typ; }

/* Every truth level's walls are as
 * fix_wall_spines leaves them, so re-running it changes nothing, and
 * walls reduced to plain HWALL get their shapes back wherever a spine
 * decides the shape. */
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>

static bool load_truth_typ(const char *path, uint8_t out[COLNO][ROWNO])
{
    char *text = tu_slurp(path);
    cJSON *doc = text ? cJSON_Parse(text) : NULL;
    const cJSON *g = doc ? cJSON_GetObjectItem(doc, "typGrid") : NULL;

    free(text);
    if (!g) {
        cJSON_Delete(doc);
        return false;
    }
    for (int y = 0; y < ROWNO; y++) {
        const cJSON *row = cJSON_GetArrayItem(g, y);

        for (int x = 0; x < COLNO; x++)
            out[x][y] = (uint8_t) cJSON_GetArrayItem(row, x)->valueint;
    }
    cJSON_Delete(doc);
    return true;
}

Test(finish, fix_wall_spines_agrees_with_every_truth_map)
{
    DIR *d = opendir(NHLEV_SHARED_DIR "/truth");
    struct dirent *e;
    int files = 0, reshaped = 0;
    static uint8_t truth[COLNO][ROWNO];

    cr_assert_not_null(d);
    while ((e = readdir(d))) {
        char path[512];

        if (!strstr(e->d_name, ".seed1.json")
            || !strncmp(e->d_name, "baalz", 5)) /* its bughack legs */
            continue;
        snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR,
                 e->d_name);
        if (!load_truth_typ(path, truth))
            continue;
        files++;
        for (int x = 0; x < COLNO; x++)
            for (int y = 0; y < ROWNO; y++) {
                memset(&lev->at[x][y], 0, sizeof lev->at[x][y]);
                lev->at[x][y].typ = truth[x][y];
            }
        fix_wall_spines(lev, 1, 0, COLNO - 1, ROWNO - 1, NULL);
        for (int x = 1; x < COLNO; x++)
            for (int y = 0; y < ROWNO; y++)
                cr_expect_eq(typ(x, y), truth[x][y], "%s (%d,%d)",
                             e->d_name, x, y);
        /* flatten every shaped wall, then shape again */
        for (int x = 1; x < COLNO; x++)
            for (int y = 0; y < ROWNO; y++)
                if (IS_WALL(truth[x][y]) && truth[x][y] != DBWALL)
                    lev->at[x][y].typ = HWALL;
        fix_wall_spines(lev, 1, 0, COLNO - 1, ROWNO - 1, NULL);
        for (int x = 1; x < COLNO; x++)
            for (int y = 0; y < ROWNO; y++) {
                if (typ(x, y) == HWALL && truth[x][y] != HWALL)
                    continue; /* free standing: C kept what was there */
                cr_expect_eq(typ(x, y), truth[x][y], "%s (%d,%d) reshaped",
                             e->d_name, x, y);
                if (IS_WALL(truth[x][y]))
                    reshaped++;
            }
    }
    closedir(d);
    cr_expect_gt(files, 100);
    cr_expect_gt(reshaped, 10000);
}

/* The flip box C recorded, against get_level_extends on C's final map:
 * content mirrored inside its own margins keeps the same box. */
Test(finish, level_extends_match_truth_flip_extents)
{
    DIR *d = opendir(NHLEV_SHARED_DIR "/truth");
    struct dirent *e;
    int checked = 0, matched = 0;
    static uint8_t truth[COLNO][ROWNO];
    char firstbad[400] = "";

    cr_assert_not_null(d);
    while ((e = readdir(d))) {
        char path[512];

        if (!strstr(e->d_name, ".json") || !strstr(e->d_name, ".seed"))
            continue;
        snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR,
                 e->d_name);
        char *text = tu_slurp(path);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;

        free(text);
        const cJSON *flip = cJSON_GetObjectItem(doc, "flip");
        const cJSON *ext = cJSON_GetObjectItem(flip, "extent");
        const cJSON *lf = cJSON_GetObjectItem(doc, "levelFlags");
        const cJSON *themes = cJSON_GetObjectItem(doc, "themes");
        int want[4], got[4];

        if (!ext || cJSON_GetArrayItem(ext, 0)->valueint < 0
            || cJSON_IsTrue(cJSON_GetObjectItem(themes, "loaded"))) {
            cJSON_Delete(doc);
            continue;
        }
        for (int i = 0; i < 4; i++)
            want[i] = cJSON_GetArrayItem(ext, i)->valueint;
        lev->flags.is_maze_lev =
            cJSON_GetObjectItem(lf, "is_maze_lev")->valueint != 0;
        cJSON_Delete(doc);
        load_truth_typ(path, truth);
        for (int x = 0; x < COLNO; x++)
            for (int y = 0; y < ROWNO; y++)
                lev->at[x][y].typ = truth[x][y];
        get_level_extends(lev, &got[0], &got[1], &got[2], &got[3]);
        got[0] = got[0] < 1 ? 1 : got[0];
        got[1] = got[1] < 0 ? 0 : got[1];
        got[2] = got[2] >= COLNO ? COLNO - 1 : got[2];
        got[3] = got[3] >= ROWNO ? ROWNO - 1 : got[3];
        checked++;
        if (!memcmp(want, got, sizeof want))
            matched++;
        else if (!firstbad[0])
            snprintf(firstbad, sizeof firstbad, "%.100s: C %d,%d,%d,%d ours %d,%d,%d,%d",
                     e->d_name, want[0], want[1], want[2], want[3], got[0],
                     got[1], got[2], got[3]);
    }
    closedir(d);
    cr_log_info("extents: %d of %d match; first other: %s", matched, checked,
                firstbad);
    cr_expect_gt(checked, 100);
    cr_expect_geq(matched * 10, checked * 9, "%d of %d; %s", matched,
                  checked, firstbad);
}

/* mineralize's gating and its scan of the rock, against C: on each truth
 * level's final map (mineralize changes no terrain), the number of
 * rn2(1000) draws - two per eligible spot - is C's.  The context comes
 * from the file's "where" and level name. */
static void ctx_from_truth(const cJSON *doc, struct nhl_level_context *c)
{
    const cJSON *w = cJSON_GetObjectItem(doc, "where");
    const char *dn = cJSON_GetObjectItem(w, "dungeon")->valuestring;
    const char *name = cJSON_GetObjectItem(doc, "variant")->valuestring;

    if (!name[0]) /* the Rogue level is built in C, no script */
        name = cJSON_GetObjectItem(doc, "level")->valuestring;

    nhl_level_context_defaults(c);
    c->version = NHV_3_7; /* ../shared/truth is 3.7's */
    c->dnum = cJSON_GetObjectItem(w, "dnum")->valueint;
    c->dlevel = cJSON_GetObjectItem(w, "dlevel")->valueint;
    c->depth = cJSON_GetObjectItem(w, "depth")->valueint;
    c->ledger = cJSON_GetObjectItem(w, "ledger")->valueint;
    c->in_mines = !strcmp(dn, "The Gnomish Mines");
    c->in_quest = !strcmp(dn, "The Quest");
    c->in_hell = !strcmp(dn, "Gehennom");
    c->in_tower = !strcmp(dn, "Vlad's Tower");
    c->in_endgame = !strcmp(dn, "The Elemental Planes");
    /* fillers and ordinary levels are not special levels */
    if (strstr(name, "-fil") || !strcmp(name, "minefill")
        || !strcmp(name, "hellfill") || !strncmp(name, "dlvl", 4)) {
        c->special[0] = 0;
    } else {
        snprintf(c->special, sizeof c->special, "%s", name);
        char *dash = strrchr(c->special, '-');

        if (dash && dash[1] >= '0' && dash[1] <= '9')
            *dash = 0;
    }
}

Test(finish, mineralize_gold_scan_matches_truth)
{
    DIR *d = opendir(NHLEV_SHARED_DIR "/truth");
    struct dirent *e;
    int files = 0, with_gold = 0;

    cr_assert_not_null(d);
    while ((e = readdir(d))) {
        char path[512];

        if (!strstr(e->d_name, ".seed1.json"))
            continue;
        snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR,
                 e->d_name);
        char *text = tu_slurp(path);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;

        free(text);
        if (!doc)
            continue;
        struct nhl_level_context c;
        struct nhl_rng r;

        ctx_from_truth(doc, &c);
        memset(&r, 0, sizeof r); /* nhl_rng_init frees an old log */
        nhl_rng_init(&r, 7);
        nhl_rng_set_logging(&r, true);
        struct nhl_level *l = level_new(&r, &c);
        const cJSON *tg = cJSON_GetObjectItem(doc, "typGrid");
        const cJSON *ng = cJSON_GetObjectItem(doc, "nondiggableGrid");

        l->flags.arboreal = cJSON_GetObjectItem(
            cJSON_GetObjectItem(doc, "levelFlags"), "arboreal")->valueint;
        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++) {
                l->at[x][y].typ = (uint8_t) cJSON_GetArrayItem(
                    cJSON_GetArrayItem(tg, y), x)->valueint;
                if (cJSON_GetArrayItem(cJSON_GetArrayItem(ng, y), x)->valueint)
                    l->at[x][y].flags |= W_NONDIGGABLE;
            }
        mineralize(l);
        int ours = 0, theirs = 0;

        for (size_t i = 0; i < r.nlog; i++)
            if (!strncmp(r.log[i], "rn2(1000)", 9))
                ours++;
        const cJSON *log = cJSON_GetObjectItem(doc, "rng");
        const cJSON *ln;

        cJSON_ArrayForEach(ln, log)
            if (!strncmp(ln->valuestring, "rn2(1000)", 9)
                && strstr(ln->valuestring, "mklev.c"))
                theirs++;
        cr_expect_eq(ours, theirs, "%s: %d rn2(1000), C %d", e->d_name,
                     ours, theirs);
        files++;
        with_gold += theirs > 0;
        nhl_level_free(l);
        nhl_rng_free(&r);
        cJSON_Delete(doc);
    }
    closedir(d);
    cr_expect_gt(files, 100);
    cr_expect_gt(with_gold, 20);
}

/* mineralize replayed inside C's own stream: the generator is advanced
 * to where C's mineralize began, then every draw (kelp, gold, gems, and
 * their objects' type, ident and quantity draws) must be C's, and the
 * next C draw must not be mineralize's. */
Test(finish, mineralize_replays_truth_draws)
{
    DIR *d = opendir(NHLEV_SHARED_DIR "/truth");
    struct dirent *e;
    int files = 0, full = 0;
    long compared = 0;

    cr_assert_not_null(d);
    while ((e = readdir(d))) {
        char path[512];

        if (!strstr(e->d_name, ".seed"))
            continue;
        snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR,
                 e->d_name);
        char *text = tu_slurp(path);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;

        free(text);
        if (!doc)
            continue;
        const cJSON *log = cJSON_GetObjectItem(doc, "rng");
        int nlines = cJSON_GetArraySize(log), start = -1;
        long raw = 0;

        for (int i = 0; i < nlines; i++) {
            const char *s = cJSON_GetArrayItem(log, i)->valuestring;

            if (strstr(s, "mklev.c:1304") || strstr(s, "mklev.c:1305")
                || strstr(s, "mklev.c:1353")) {
                start = i;
                break;
            }
            raw += tu_raw_outputs(s);
        }
        if (start < 0) {
            cJSON_Delete(doc);
            continue;
        }
        struct nhl_level_context c;
        struct nhl_rng r;

        ctx_from_truth(doc, &c);
        c.ident_start = cJSON_GetObjectItem(doc, "ident_start")->valueint;
        memset(&r, 0, sizeof r);
        nhl_rng_init(&r, (uint64_t) cJSON_GetObjectItem(doc, "seed")->valuedouble);
        for (long k = 0; k < raw; k++)
            (void) rn2(&r, 2);
        nhl_rng_set_logging(&r, true);
        struct nhl_level *l = level_new(&r, &c);
        const cJSON *tg = cJSON_GetObjectItem(doc, "typGrid");
        const cJSON *ng = cJSON_GetObjectItem(doc, "nondiggableGrid");

        l->flags.arboreal = cJSON_GetObjectItem(
            cJSON_GetObjectItem(doc, "levelFlags"), "arboreal")->valueint;
        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++) {
                l->at[x][y].typ = (uint8_t) cJSON_GetArrayItem(
                    cJSON_GetArrayItem(tg, y), x)->valueint;
                if (cJSON_GetArrayItem(cJSON_GetArrayItem(ng, y), x)->valueint)
                    l->at[x][y].flags |= W_NONDIGGABLE;
            }
        mineralize(l);
        bool ok = true;

        for (size_t i = 0; i < r.nlog && ok; i++) {
            char ours[48], theirs[48];
            const cJSON *tl = cJSON_GetArrayItem(log, start + (int) i);

            if (!tl) {
                ok = false;
                break;
            }
            tu_call_part(r.log[i], ours, sizeof ours);
            tu_call_part(tl->valuestring, theirs, sizeof theirs);
            cr_expect_str_eq(ours, theirs, "%s: draw %zu of mineralize (%s)",
                             e->d_name, i, tl->valuestring);
            if (strcmp(ours, theirs))
                ok = false;
            compared++;
        }
        /* C's next draw is someone else's */
        const cJSON *next = cJSON_GetArrayItem(log, start + (int) r.nlog);

        if (ok && next && strstr(next->valuestring, "mklev.c:13")) {
            ok = false;
            cr_expect_fail("%s: C's mineralize goes on: %s", e->d_name,
                           next->valuestring);
        }
        files++;
        full += ok;
        nhl_level_free(l);
        nhl_rng_free(&r);
        cJSON_Delete(doc);
    }
    closedir(d);
    cr_log_info("mineralize replay: %d files, %d fully, %ld draws", files,
                full, compared);
    cr_expect_gt(files, 50);
    cr_expect_eq(full, files);
}

/* The wall modes C left in every truth level's flags are what
 * set_wall_state makes of its final map. */
Test(finish, set_wall_state_matches_truth_flags)
{
    DIR *d = opendir(NHLEV_SHARED_DIR "/truth");
    struct dirent *e;
    int files = 0;
    long walls = 0;

    /* ../shared/truth is 3.7's */
    lev->ctx.version = NHV_3_7;
    lev->nh = nh_release(NHV_3_7);
    cr_assert_not_null(d);
    while ((e = readdir(d))) {
        char path[512];

        if (!strstr(e->d_name, ".seed1.json"))
            continue;
        snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR,
                 e->d_name);
        char *text = tu_slurp(path);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;

        free(text);
        if (!doc)
            continue;
        const cJSON *tg = cJSON_GetObjectItem(doc, "typGrid");
        const cJSON *fg = cJSON_GetObjectItem(doc, "flagsGrid");
        const cJSON *hg = cJSON_GetObjectItem(doc, "horizontalGrid");
        static int want[COLNO][ROWNO];

        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++) {
                struct rm *c = &lev->at[x][y];

                memset(c, 0, sizeof *c);
                c->typ = (uint8_t) cJSON_GetArrayItem(
                    cJSON_GetArrayItem(tg, y), x)->valueint;
                want[x][y] = cJSON_GetArrayItem(cJSON_GetArrayItem(fg, y),
                                                x)->valueint;
                c->horizontal = cJSON_GetArrayItem(cJSON_GetArrayItem(hg, y),
                                                   x)->valueint != 0;
                /* the other bits as C had them, the mode bits scrambled */
                c->flags = (uint8_t) ((want[x][y] & ~WM_MASK) | 5);
            }
        set_wall_state(lev);
        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++) {
                int t = lev->at[x][y].typ;

                if (!(IS_WALL(t) && t != DBWALL) && t != SDOOR)
                    continue;
                walls++;
                cr_expect_eq(lev->at[x][y].flags, want[x][y],
                             "%s (%d,%d) typ %d", e->d_name, x, y, t);
            }
        files++;
        cJSON_Delete(doc);
    }
    closedir(d);
    cr_expect_gt(files, 100);
    cr_expect_gt(walls, 10000);
}

/* topologize over the rooms of C's room-and-corridor levels (no
 * irregular rooms, no subrooms) gives C's roomno and edge grids. */
Test(finish, topologize_matches_truth_rooms)
{
    DIR *d = opendir(NHLEV_SHARED_DIR "/truth");
    struct dirent *e;
    int files = 0;

    cr_assert_not_null(d);
    while ((e = readdir(d))) {
        char path[512];

        if (!strstr(e->d_name, ".json") || !strstr(e->d_name, ".seed"))
            continue;
        snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR,
                 e->d_name);
        char *text = tu_slurp(path);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;

        free(text);
        if (!doc)
            continue;
        const cJSON *rooms = cJSON_GetObjectItem(doc, "rooms");
        const cJSON *r;
        bool plain = cJSON_GetArraySize(rooms) > 0
                     && cJSON_GetArraySize(cJSON_GetObjectItem(doc, "subrooms")) == 0
                     && !cJSON_GetObjectItem(cJSON_GetObjectItem(doc, "levelFlags"),
                                             "is_maze_lev")->valueint;

        cJSON_ArrayForEach(r, rooms)
            if (cJSON_GetObjectItem(r, "irregular")->valueint)
                plain = false;
        if (!plain) {
            cJSON_Delete(doc);
            continue;
        }
        nhl_level_free(lev);
        lev = level_new(&g_rng, NULL);
        const cJSON *tg = cJSON_GetObjectItem(doc, "typGrid");
        const cJSON *rg = cJSON_GetObjectItem(doc, "roomnoGrid");
        const cJSON *eg = cJSON_GetObjectItem(doc, "edgeGrid");

        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++)
                lev->at[x][y].typ = (uint8_t) cJSON_GetArrayItem(
                    cJSON_GetArrayItem(tg, y), x)->valueint;
        cJSON_ArrayForEach(r, rooms) {
            struct mkroom *m = &lev->rooms[lev->nroom++];

            m->lx = cJSON_GetObjectItem(r, "lx")->valueint;
            m->ly = cJSON_GetObjectItem(r, "ly")->valueint;
            m->hx = cJSON_GetObjectItem(r, "hx")->valueint;
            m->hy = cJSON_GetObjectItem(r, "hy")->valueint;
            m->rtype = cJSON_GetObjectItem(r, "rtype")->valueint;
        }
        for (int i = 0; i < lev->nroom; i++)
            topologize(lev, i);
        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++) {
                int wr = cJSON_GetArrayItem(cJSON_GetArrayItem(rg, y), x)->valueint;
                int we = cJSON_GetArrayItem(cJSON_GetArrayItem(eg, y), x)->valueint;

                cr_expect_eq(lev->at[x][y].roomno, wr, "%s (%d,%d) roomno",
                             e->d_name, x, y);
                cr_expect_eq(lev->at[x][y].edge, we != 0, "%s (%d,%d) edge",
                             e->d_name, x, y);
            }
        files++;
        cJSON_Delete(doc);
    }
    closedir(d);
    cr_log_info("topologize: %d levels", files);
    cr_expect_gt(files, 5);
}

/* bound_digging's frame is undiggable in every truth level but the Plane
 * of Earth (scripts, vaults and solidify add more inside). */
Test(finish, bound_digging_matches_truth)
{
    DIR *d = opendir(NHLEV_SHARED_DIR "/truth");
    struct dirent *e;
    int files = 0, exact = 0;

    cr_assert_not_null(d);
    while ((e = readdir(d))) {
        char path[512];

        if (!strstr(e->d_name, ".seed1.json") || !strncmp(e->d_name, "earth", 5))
            continue;
        snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR,
                 e->d_name);
        char *text = tu_slurp(path);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;

        free(text);
        if (!doc)
            continue;
        const cJSON *tg = cJSON_GetObjectItem(doc, "typGrid");
        const cJSON *ng = cJSON_GetObjectItem(doc, "nondiggableGrid");

        lev->flags.is_maze_lev = cJSON_GetObjectItem(
            cJSON_GetObjectItem(doc, "levelFlags"), "is_maze_lev")->valueint;
        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++) {
                memset(&lev->at[x][y], 0, sizeof lev->at[x][y]);
                lev->at[x][y].typ = (uint8_t) cJSON_GetArrayItem(
                    cJSON_GetArrayItem(tg, y), x)->valueint;
            }
        bound_digging(lev);
        bool same = true;

        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++) {
                bool ours = lev->at[x][y].flags & W_NONDIGGABLE;
                bool theirs = cJSON_GetArrayItem(cJSON_GetArrayItem(ng, y),
                                                 x)->valueint != 0;

                if (ours)
                    cr_expect(theirs, "%s (%d,%d)", e->d_name, x, y);
                same = same && ours == theirs;
            }
        files++;
        exact += same;
        cJSON_Delete(doc);
    }
    closedir(d);
    cr_log_info("bound_digging: %d levels, %d exactly", files, exact);
    cr_expect_gt(files, 100);
}

/* Door counts of the rooms of unflipped special levels: each room's doors
 * found around it and then by link_doors_rooms over C's final map are
 * the doors C counted.  Not knox (its script moves a secret door after
 * the throne room counted it) nor Wiz-loca (nested irregular rooms make
 * shared walls only later), where the final map is not the map C saw. */
Test(finish, link_doors_rooms_counts_match_truth)
{
    DIR *d = opendir(NHLEV_SHARED_DIR "/truth");
    struct dirent *e;
    int files = 0, rooms_checked = 0;

    cr_assert_not_null(d);
    while ((e = readdir(d))) {
        char path[512];

        if (!strstr(e->d_name, ".json") || !strstr(e->d_name, ".seed"))
            continue;
        snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR,
                 e->d_name);
        char *text = tu_slurp(path);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;

        free(text);
        if (!doc)
            continue;
        const cJSON *rooms = cJSON_GetObjectItem(doc, "rooms");
        const cJSON *r;
        int flipv = cJSON_GetObjectItem(cJSON_GetObjectItem(doc, "flip"),
                                        "value")->valueint;

        if (flipv > 0 || cJSON_GetArraySize(rooms) == 0
            || !strncmp(e->d_name, "knox", 4)
            || !strncmp(e->d_name, "Wiz-loca", 8)
            || cJSON_GetArraySize(cJSON_GetObjectItem(doc, "subrooms"))
            || !cJSON_GetObjectItem(cJSON_GetObjectItem(doc, "levelFlags"),
                                    "is_maze_lev")->valueint) {
            cJSON_Delete(doc);
            continue;
        }
        nhl_level_free(lev);
        lev = level_new(&g_rng, NULL);
        const cJSON *tg = cJSON_GetObjectItem(doc, "typGrid");
        const cJSON *rg = cJSON_GetObjectItem(doc, "roomnoGrid");
        const cJSON *eg = cJSON_GetObjectItem(doc, "edgeGrid");

        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++) {
                struct rm *c = &lev->at[x][y];

                c->typ = (uint8_t) cJSON_GetArrayItem(cJSON_GetArrayItem(tg, y), x)->valueint;
                c->roomno = (uint8_t) cJSON_GetArrayItem(cJSON_GetArrayItem(rg, y), x)->valueint;
                c->edge = cJSON_GetArrayItem(cJSON_GetArrayItem(eg, y), x)->valueint != 0;
            }
        cJSON_ArrayForEach(r, rooms) {
            int i = lev->nroom++;
            struct mkroom *m = &lev->rooms[i];

            m->lx = cJSON_GetObjectItem(r, "lx")->valueint;
            m->ly = cJSON_GetObjectItem(r, "ly")->valueint;
            m->hx = cJSON_GetObjectItem(r, "hx")->valueint;
            m->hy = cJSON_GetObjectItem(r, "hy")->valueint;
            m->irregular = cJSON_GetObjectItem(r, "irregular")->valueint;
            m->fdoor = lev->doorindex;
            add_doors_to_room(lev, i);
        }
        lev->rooms[lev->nroom].hx = -1;
        link_doors_rooms(lev);
        int i = 0;

        cJSON_ArrayForEach(r, rooms) {
            cr_expect_eq(lev->rooms[i].doorct,
                         cJSON_GetObjectItem(r, "doorct")->valueint,
                         "%s room %d: %d doors, C %d", e->d_name, i,
                         lev->rooms[i].doorct,
                         cJSON_GetObjectItem(r, "doorct")->valueint);
            i++;
            rooms_checked++;
        }
        files++;
        cJSON_Delete(doc);
    }
    closedir(d);
    cr_log_info("door counts: %d levels, %d rooms", files, rooms_checked);
    cr_expect_gt(files, 20);
}

/* Door orientation: set_door_orientation on C's final map of every
 * special level gives C's horizontal flag for each door. */
Test(finish, door_orientation_matches_truth)
{
    DIR *d = opendir(NHLEV_SHARED_DIR "/truth");
    struct dirent *e;
    int files = 0, doors = 0;

    cr_assert_not_null(d);
    while ((e = readdir(d))) {
        char path[512];

        if (!strstr(e->d_name, ".seed1.json"))
            continue;
        snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR,
                 e->d_name);
        char *text = tu_slurp(path);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;

        free(text);
        if (!doc)
            continue;
        if (!cJSON_GetObjectItem(cJSON_GetObjectItem(doc, "levelFlags"),
                                 "is_maze_lev")->valueint) {
            cJSON_Delete(doc);
            continue;
        }
        const cJSON *tg = cJSON_GetObjectItem(doc, "typGrid");
        const cJSON *hg = cJSON_GetObjectItem(doc, "horizontalGrid");

        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++) {
                memset(&lev->at[x][y], 0, sizeof lev->at[x][y]);
                lev->at[x][y].typ = (uint8_t) cJSON_GetArrayItem(
                    cJSON_GetArrayItem(tg, y), x)->valueint;
            }
        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++) {
                int t = lev->at[x][y].typ;

                if (t != DOOR && t != SDOOR)
                    continue;
                set_door_orientation(lev, x, y);
                cr_expect_eq(lev->at[x][y].horizontal,
                             cJSON_GetArrayItem(cJSON_GetArrayItem(hg, y), x)->valueint != 0,
                             "%s (%d,%d)", e->d_name, x, y);
                doors++;
            }
        files++;
        cJSON_Delete(doc);
    }
    closedir(d);
    cr_log_info("door orientation: %d levels, %d doors", files, doors);
    cr_expect_gt(doors, 200);
}

/* The Mines' first filler has its branch stair placed by fixup_special
 * (no branch region in the script): replayed inside C's stream from
 * C's first fixup draw, over C's final map with that stair taken out,
 * the stair lands where C put it after the same draws. */
Test(finish, branch_stair_replays_truth)
{
    for (int seed = 1; seed <= 3; seed++) {
        char path[512];

        snprintf(path, sizeof path, "%s/truth/minefill.seed%d.json",
                 NHLEV_SHARED_DIR, seed);
        char *text = tu_slurp(path);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;

        free(text);
        cr_assert_not_null(doc, "%s", path);
        const cJSON *log = cJSON_GetObjectItem(doc, "rng");
        int n = cJSON_GetArraySize(log), start = -1, end = -1;
        long raw = 0;

        for (int i = 0; i < n; i++) {
            const char *s = cJSON_GetArrayItem(log, i)->valuestring;

            if (start < 0 && strstr(s, "mkmaze.c:384"))
                start = i;
            if (start < 0)
                raw += tu_raw_outputs(s);
            if (start >= 0 && (strstr(s, "mkmaze.c:384")
                               || strstr(s, "mkmaze.c:385")))
                end = i + 1;
        }
        cr_assert_geq(start, 0);
        struct nhl_level_context c;
        struct nhl_rng r;

        ctx_from_truth(doc, &c);
        const cJSON *br = cJSON_GetObjectItem(doc, "branch");

        c.branch.present = true;
        c.branch.type = 0;
        c.branch.end1.dnum = cJSON_GetObjectItem(cJSON_GetObjectItem(br, "end1"), "dnum")->valueint;
        c.branch.end1.dlevel = cJSON_GetObjectItem(cJSON_GetObjectItem(br, "end1"), "dlevel")->valueint;
        c.branch.end2.dnum = cJSON_GetObjectItem(cJSON_GetObjectItem(br, "end2"), "dnum")->valueint;
        c.branch.end2.dlevel = cJSON_GetObjectItem(cJSON_GetObjectItem(br, "end2"), "dlevel")->valueint;
        c.branch.end1_up = cJSON_GetObjectItem(br, "end1_up")->valueint;
        memset(&r, 0, sizeof r);
        nhl_rng_init(&r, (uint64_t) seed);
        for (long k = 0; k < raw; k++)
            (void) rn2(&r, 2);
        nhl_rng_set_logging(&r, true);
        struct nhl_level *l = level_new(&r, &c);
        const cJSON *tg = cJSON_GetObjectItem(doc, "typGrid");
        int bx = -1, by = -1;
        const cJSON *st;

        l->flags.is_maze_lev = cJSON_GetObjectItem(
            cJSON_GetObjectItem(doc, "levelFlags"), "is_maze_lev")->valueint;
        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++)
                l->at[x][y].typ = (uint8_t) cJSON_GetArrayItem(
                    cJSON_GetArrayItem(tg, y), x)->valueint;
        cJSON_ArrayForEach(st, cJSON_GetObjectItem(doc, "stairs"))
            if (cJSON_IsTrue(cJSON_GetObjectItem(st, "branch"))) {
                bx = cJSON_GetObjectItem(st, "x")->valueint;
                by = cJSON_GetObjectItem(st, "y")->valueint;
            }
        cr_assert_geq(bx, 0);
        l->at[bx][by].typ = ROOM; /* the floor the stair went on */
        const cJSON *t;

        cJSON_ArrayForEach(t, cJSON_GetObjectItem(doc, "traps")) {
            struct trap *tt = level_add_trap(l);

            tt->tx = cJSON_GetObjectItem(t, "x")->valueint;
            tt->ty = cJSON_GetObjectItem(t, "y")->valueint;
            tt->ttyp = ARROW_TRAP;
        }
        fixup_special(l);
        cr_assert_eq(l->nstairs, 1, "seed %d", seed);
        cr_expect_eq(l->stairs[0].sx, bx, "seed %d", seed);
        cr_expect_eq(l->stairs[0].sy, by, "seed %d", seed);
        cr_expect(l->stairs[0].up);
        cr_expect_eq(l->stairs[0].tolev.dnum, 0);
        cr_expect_eq(l->at[bx][by].typ, STAIRS);
        cr_expect_eq(l->at[bx][by].flags, LA_UP);
        cr_expect_eq((int) r.nlog, end - start, "seed %d: draws", seed);
        for (size_t i = 0; i < r.nlog; i++) {
            char ours[48], theirs[48];

            tu_call_part(r.log[i], ours, sizeof ours);
            tu_call_part(cJSON_GetArrayItem(log, start + (int) i)->valuestring,
                      theirs, sizeof theirs);
            cr_expect_str_eq(ours, theirs, "seed %d draw %zu", seed, i);
        }
        nhl_level_free(l);
        nhl_rng_free(&r);
        cJSON_Delete(doc);
    }
}

/* The Planes of Water and Air: bubbles and clouds, replayed inside C's
 * stream from the first setup_waterlevel draw over C's final map with
 * them flooded back: C's draws and C's bubbles. */
Test(finish, water_bubbles_replay_truth)
{
    for (int k = 0; k < 6; k++) {
        char path[512];
        int seed = k % 3 + 1;
        bool water = k < 3;
        int bubble = water ? AIR : CLOUD, element = water ? WATER : AIR;

        snprintf(path, sizeof path, "%s/truth/%s.seed%d.json",
                 NHLEV_SHARED_DIR, water ? "water" : "air", seed);
        char *text = tu_slurp(path);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;

        free(text);
        cr_assert_not_null(doc, "%s", path);
        const cJSON *log = cJSON_GetObjectItem(doc, "rng");
        int n = cJSON_GetArraySize(log), start = -1, end = -1;
        long raw = 0;

        for (int i = 0; i < n; i++) {
            const char *s = cJSON_GetArrayItem(log, i)->valuestring;

            if (start < 0 && strstr(s, water ? "mkmaze.c:1834"
                                             : "mkmaze.c:1837"))
                start = i;
            if (start < 0)
                raw += tu_raw_outputs(s);
            else if (strstr(s, "mkmaze.c:18") || strstr(s, "mkmaze.c:19"))
                end = i + 1;
        }
        cr_assert_geq(start, 0);
        struct nhl_rng r;

        memset(&r, 0, sizeof r);
        nhl_rng_init(&r, (uint64_t) seed);
        for (long k = 0; k < raw; k++)
            (void) rn2(&r, 2);
        nhl_rng_set_logging(&r, true);
        struct nhl_level *l = level_new(&r, NULL);
        const cJSON *tg = cJSON_GetObjectItem(doc, "typGrid");
        static int want[COLNO][ROWNO];

        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++) {
                want[x][y] = cJSON_GetArrayItem(cJSON_GetArrayItem(tg, y),
                                                x)->valueint;
                l->at[x][y].typ = (uint8_t) (want[x][y] == bubble
                                             ? element : want[x][y]);
            }
        setup_waterlevel(l, water);
        cr_expect_eq((int) r.nlog, end - start, "seed %d: draws", seed);
        for (size_t i = 0; i < r.nlog; i++) {
            char ours[48], theirs[48];

            tu_call_part(r.log[i], ours, sizeof ours);
            tu_call_part(cJSON_GetArrayItem(log, start + (int) i)->valuestring,
                      theirs, sizeof theirs);
            cr_expect_str_eq(ours, theirs, "seed %d draw %zu", seed, i);
        }
        for (int y = 0; y < ROWNO; y++)
            for (int x = 1; x < COLNO; x++)
                cr_expect_eq(l->at[x][y].typ, want[x][y], "seed %d (%d,%d)",
                             seed, x, y);
        nhl_level_free(l);
        nhl_rng_free(&r);
        cJSON_Delete(doc);
    }
}
