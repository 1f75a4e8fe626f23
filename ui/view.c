/* view.c - `nhlev view`: options, loading and rebuilding the level, key
 * dispatch through the key table, and the screen layout. The back ends
 * (term_curses.c, term_headless.c) feed keys in and show the screen. */
#include "view.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <time.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "app.h"
#include "cli.h"
#include "heatmap.h"
#include "helpscreen.h"
#include "prompt.h"
#include "export.h"
#include "nhlev.h"
#include "viewdoc.h"
#include "symconf.h"

#define MIN_W VIEW_MIN_W
#define MIN_H VIEW_MIN_H

/* Below the smallest size nothing is drawn but a note, and no key but q
 * acts: keys pressed unseen must not change what comes back. */
static bool too_small(const struct app *a)
{
    return a->scr.w < MIN_W || a->scr.h < MIN_H;
}

static void usage(FILE *f)
{
    fprintf(f,
            "usage: nhlev view [LEVEL|FILE.json] [--seed N] [--dat DIR] [--nethack V] [--compare FILE]\n"
            "                  [--headless --keys KEYS --size WxH --every --attrs --colors]\n"
            "                  [--ascii|--unicode|--dec] [--mono] [--symset NAME]\n"
            "                  [--export-dir DIR]\n"
            "                  [any build option of nhlev render: --game-seed N, --role R,\n"
            "                   --flip MASK, --variant N, --context FILE, --genocide M,...]\n"
            "--genocide/--extinct: the game has genocided these species (C names, e.g.\n"
            "soldier,leprechaun) or made them extinct; levels are built accordingly.\n"
            "--symset: draw with a symset of NetHack's symbols file (--dat's, else nhlev's\n"
            "assets/symbols: DECgraphics, IBMgraphics, Enhanced1, plain ...; 'default' for\n"
            "NetHack's default symbols). Without it, the one your NETHACKOPTIONS or\n"
            "~/.nethackrc sets (OPTIONS=symset:NAME, SYMBOLS=...), else nhlev's own.\n"
            "--export-dir: where the e key writes its files (default: the current directory).\n"
            "--compare SESSION: a C trace session (seed-004, menace V3/V4); with no LEVEL its\n"
            "level is rebuilt at C's place and stream position. --session-level K picks\n"
            "which of its levels (a checkpoint key such as d0l3_003, or 1, 2 ...; default\n"
            "the first; nhlev session FILE lists them).\n"
            "With no LEVEL the level picker opens. Press ? inside for the keys.\n");
    key_spec_help(f);
    fputs(cli_level_names_help, f);
}

/* A session's level by its key (d0l3_003) or its number from 1; -1 none. */
static int session_level_index(const struct nhl_session *s, const char *pick)
{
    char *end;
    long n = strtol(pick, &end, 10);

    if (!*end && n >= 1 && n <= s->nlevels)
        return (int) n - 1;
    for (int i = 0; i < s->nlevels; i++)
        if (strcmp(s->levels[i].key, pick) == 0)
            return i;
    return -1;
}

static bool ends_with(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && strcmp(s + n - m, suf) == 0;
}

static void vl_free(struct app *a)
{
    struct vlevel *vl = &a->vl;
    if (vl->built && vl->res.rng) {
        /* kept for the next build's log (its arrays are what it keeps) */
        if (a->rng_spare) {
            nhl_rng_free(a->rng_spare);
            free(a->rng_spare);
        }
        a->rng_spare = vl->res.rng;
        vl->res.rng = NULL;
        nhl_rng_log_clear(a->rng_spare);
    }
    if (vl->built)
        nhl_build_result_free(&vl->res);
    if (vl->demo) {
        nhl_level_free(vl->res.lev);
        if (vl->res.rng) {
            nhl_rng_free(vl->res.rng);
            free(vl->res.rng);
        }
    }
    if (vl->doc) {
        vdoc_free(vl->doc);
        free(vl->doc);
    }
    stepper_free_source(vl);
    memset(vl, 0, sizeof *vl);
}

/* The line number of "file:line: ..." when file is the script named
 * base ("castle.lua"), else 0. */
/* How many levels a .des file named without :NAME holds; 0 for other
 * names or a file that does not parse (its build says why). */
static int view_des_levels(const char *level)
{
    char path[1024], name[64], err[800];

    if (!nhl_des_split(level, path, sizeof path, name, sizeof name) || name[0])
        return 0;
    struct nhl_des *d = nhl_des_open(path, 0, err, sizeof err);
    int n = d ? nhl_des_count(d) : 0;

    nhl_des_close(d);
    return n;
}

static int error_line(const char *err, const char *base)
{
    const char *colon = strchr(err, ':');
    size_t n = colon ? (size_t) (colon - err) : 0;

    if (!colon || !base[0] || strncmp(err, base, n) != 0 || base[n])
        return 0;
    return atoi(colon + 1);
}

/* A reroll frees a build of a few megabytes and makes the next: glibc would
 * hand the freed top of the heap back to the system and take large blocks
 * from mmap, so every reroll faulted its memory in afresh (a tenth of its
 * time). The viewer keeps what it freed instead; and it touches the heap
 * its builds grow to once, before the first, so the first rerolls do not
 * fault it in (the castle's heap grows by a megabyte over its first few
 * seeds, some 250 faults, a third of a reroll). */
static void keep_freed_memory(void)
{
#ifdef __GLIBC__
    static bool done;
    enum { WARM = 8 << 20, PAGE = 4096 };

    if (!done) {
        mallopt(M_MMAP_THRESHOLD, 32 << 20);
        mallopt(M_TRIM_THRESHOLD, 64 << 20);
        /* volatile: a store to memory freed next is otherwise dropped */
        volatile char *p = malloc(WARM);

        if (p) {
            for (size_t i = 0; i < WARM; i += PAGE)
                p[i] = 0;
            free((void *) p);
        }
        done = true;
    }
#endif
}

/* Load `level` (a name, a .lua path or a level document) as the level on
 * show. On a build error the partial level is still shown. */
int app_load_level(struct app *a, const char *level, uint64_t seed)
{
    keep_freed_memory();
    char err[600] = "";
    int keep_pos = -1;
    bool same = a->have_level && strcmp(level, a->level_name) == 0 && seed == a->seed;
    if (same && a->vl.steps)
        keep_pos = a->vl.pos;
    /* a reload of the same level keeps the stepping; another level or
       seed starts from its plain final map */
    if (!same)
        a->stepping = false;
    /* a rebuild of the level on show keeps it until the new one is good:
       a script broken while editing must not blank the screen (#12) */
    struct vlevel *prev = NULL;
    struct srctext kept = { 0 };

    if (same && !a->vl.doc && (prev = malloc(sizeof *prev)) != NULL) {
        *prev = a->vl;
        memset(&a->vl, 0, sizeof a->vl);
    } else {
        /* another seed of the same script shows the same text: kept
           rather than read again, unless the file changed */
        kept = a->vl.src;
        memset(&a->vl.src, 0, sizeof a->vl.src);
        vl_free(a);
    }
    snprintf(a->level_name, sizeof a->level_name, "%s", level);
    a->seed = seed;
    a->have_level = true;
    struct vlevel *vl = &a->vl;
    if (strcmp(level, "demo") == 0) {
        vl->demo = true;
        vl->lev = vl->res.lev = nhl_demo_level(seed, &vl->res.rng, vl->script_path,
                                           sizeof vl->script_path);
        if (!vl->lev) {
            stepper_take_source(vl, &kept);
            snprintf(a->msg, sizeof a->msg, "demo: out of memory");
            return -1;
        }
        vl->steps = vl->lev->steps;
        snprintf(vl->title, sizeof vl->title, "demo seed %llu", (unsigned long long)seed);
        a->script_mtime = file_stamp(vl->script_path);
        stepper_take_source(vl, &kept);
    } else if (ends_with(level, ".json")) {
        stepper_take_source(vl, &kept); /* none to show: let go of it */
        vl->doc = calloc(1, sizeof *vl->doc);
        if (!vl->doc || vdoc_load(level, vl->doc, err, sizeof err) != 0) {
            free(vl->doc);
            vl->doc = NULL;
            snprintf(a->msg, sizeof a->msg, "%s", err[0] ? err : "out of memory");
            return -1;
        }
        if (!vl->doc->lev) {
            snprintf(a->msg, sizeof a->msg, "%s: a session has no level to view; use --compare", level);
            vdoc_free(vl->doc);
            free(vl->doc);
            vl->doc = NULL;
            return -1;
        }
        vl->lev = vl->doc->lev;
        snprintf(vl->title, sizeof vl->title, "%s", vl->doc->name);
    } else {
        /* the options of the command line, kept for rerolls and reloads */
        struct nhl_build_opts o = a->base;

        o.ctx.version = a->nethack;
        if (!a->cache)
            a->cache = nhl_chunk_cache_new(); /* NULL: parse each time */
        o.cache = a->cache;
        if (!a->game)
            a->game = nhl_game_cache_new(); /* NULL: computed each time */
        o.game = a->game;
        o.level = level;
        o.seed = seed;
        o.dat_dir = a->dat_dir[0] ? a->dat_dir : NULL;
        o.record_steps = true;
        o.log_rng = true;
        o.lazy_rng_log = true; /* a step's lines are written when shown */
        o.rng_spare = a->rng_spare;
        int rc = nhl_build(&o, &vl->res);
        vl->built = true;
        vl->lev = vl->res.lev;
        snprintf(vl->script_path, sizeof vl->script_path, "%s", vl->res.script_path);
        /* the seed, or a real game's level's place in its game's stream */
        char seedtxt[64];
        uint64_t gseed, gdraws;

        if (vl->res.lev && nhl_level_game_stream(vl->res.lev, &gseed, &gdraws))
            snprintf(seedtxt, sizeof seedtxt, "game %llu draw %llu", (unsigned long long) gseed,
                     (unsigned long long) gdraws);
        else
            snprintf(seedtxt, sizeof seedtxt, "seed %llu", (unsigned long long) seed);
        /* a floor shows its place and the file built there: "mines:3 minefill" */
        if (vl->res.variant[0] && strcmp(vl->res.variant, level) != 0
            && nhl_floor_name_shaped(level))
            snprintf(vl->title, sizeof vl->title, "%.40s %.60s %.41s  NetHack %s", level,
                     vl->res.variant, seedtxt, nhl_release_name(a->nethack));
        else if (strncmp(vl->res.source_language, "des", 3) == 0)
            /* a .des level says what it is and how it was built */
            snprintf(vl->title, sizeof vl->title, "%.50s %.41s  %.15s built as NetHack %.12s",
                     vl->res.variant[0] ? vl->res.variant : level, seedtxt,
                     vl->res.source_language, nhl_release_name(a->nethack));
        else
            snprintf(vl->title, sizeof vl->title, "%.60s %.41s  NetHack %s",
                     vl->res.variant[0] ? vl->res.variant : level, seedtxt,
                     nhl_release_name(a->nethack));
        if (rc != 0 && prev) {
            /* keep the last good build; say what broke until it is fixed */
            snprintf(a->script_error, sizeof a->script_error, "%s",
                     vl->res.errmsg[0] ? vl->res.errmsg : "build failed");
            a->script_error_line = error_line(a->script_error, prev->src.name);
            snprintf(a->msg, sizeof a->msg, "%s", a->script_error);
            a->script_mtime = file_stamp(vl->script_path);
            vl_free(a);
            a->vl = *prev;
            free(prev);
            /* the source panel shows the script as it is now */
            stepper_free_source(&a->vl);
            stepper_load_source(&a->vl);
            return -1;
        }
        if (rc != 0)
            snprintf(a->msg, sizeof a->msg, "%s", vl->res.errmsg[0] ? vl->res.errmsg : "build failed");
        else
            a->script_error[0] = '\0';
        if (rc == 0 && vl->lev && vl->lev->nwarnings)
            snprintf(a->msg, sizeof a->msg, "warning: %s%s", vl->lev->warnings[0],
                     vl->lev->nwarnings > 1 ? " (+more: nhlev render prints all)" : "");
        if (vl->lev)
            vl->steps = vl->lev->steps;
        a->script_mtime = file_stamp(vl->script_path);
        stepper_take_source(vl, &kept);
        if (rc != 0 && !vl->lev) {
            free(prev);
            return -1;
        }
    }
    if (prev) {
        /* the new build is good: the old one goes (the step position is
           kept below) */
        struct vlevel keep = a->vl;

        a->vl = *prev;
        vl_free(a);
        a->vl = keep;
        free(prev);
    }
    stepper_reset(vl);
    if (keep_pos >= 0)
        stepper_goto(vl, keep_pos);
    if (a->cmp)
        sbs_recompute(a);
    return 0;
}

/* Live reload: the script changed on disk -> rebuild, same step position. */
void app_poll_reload(struct app *a)
{
    if (!a->have_level || !(a->vl.built || a->vl.demo) || !a->vl.script_path[0])
        return;
    uint64_t m = file_stamp(a->vl.script_path);
    if (m && m != a->script_mtime) {
        char name[256];
        snprintf(name, sizeof name, "%s", a->level_name);
        if (app_load_level(a, name, a->seed) == 0)
            snprintf(a->msg, sizeof a->msg, "reloaded %s", a->vl.script_path);
    }
}

static int context_of(const struct app *a)
{
    switch (a->mode) {
    case VM_HELP: return KC_HELP;
    case VM_PICKER: return KC_PICKER | (picker_typing(a) ? KC_FILTER : 0);
    default: return KC_MAP | (a->searching ? KC_SEARCH : 0) | (a->show_cell ? KC_CELL : 0);
    }
}

/* R: build the level again from its file as it is on disk, and say what
 * was read, whether it had changed, and what changed on the map (or the
 * error) (#24). */
static void reload(struct app *a)
{
    if (!a->have_level || a->mode != VM_MAP) {
        snprintf(a->msg, sizeof a->msg, "R: no level on show to reload");
        return;
    }
    char name[256], path[1024];
    struct rm (*before)[ROWNO] = a->vl.lev ? malloc(sizeof a->vl.cur) : NULL;
    uint64_t stamp = a->script_mtime;
    bool doc = a->vl.doc != NULL;

    if (before)
        memcpy(before, a->vl.lev->at, sizeof a->vl.cur);
    snprintf(name, sizeof name, "%s", a->level_name);
    snprintf(path, sizeof path, "%s", a->vl.script_path[0] ? a->vl.script_path : name);
    if (app_load_level(a, name, a->seed) != 0) {
        char why[sizeof a->msg];

        snprintf(why, sizeof why, "%s", a->msg);
        const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;

        snprintf(a->msg, sizeof a->msg, "R: %.300s did not build: %.800s", base, why);
        free(before);
        return;
    }
    int ndiff = 0;

    for (int x = 0; before && a->vl.lev && x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            ndiff += memcmp(&before[x][y], &a->vl.lev->at[x][y], sizeof before[x][y]) != 0;
    free(before);
    char cells[64];

    if (ndiff)
        snprintf(cells, sizeof cells, "%d cell%s changed", ndiff, ndiff == 1 ? "" : "s");
    else
        snprintf(cells, sizeof cells, "the same map");
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;

    /* what matters first: the file, whether it changed, what the map did;
       then the level and where the file is */
    snprintf(a->msg, sizeof a->msg, "R: %s %.200s%s: %s (%.160s; %.600s)",
             doc ? "read" : "reloaded", base,
             doc ? "" : stamp && stamp != a->script_mtime ? ", edited since" : ", unchanged on disk",
             cells, a->vl.title, path);
}

/* A seed for '*': from the clock, so each press differs; shown in the
 * status line so the level can be built again. */
static uint64_t random_seed(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    uint64_t x = (uint64_t)ts.tv_sec * 1000003u ^ (uint64_t)ts.tv_nsec;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return x % 1000000000u + 1;
}

void app_handle_key(struct app *a, int key)
{
    if (key == K_RESIZE || key == K_TIMEOUT)
        return;
    if (too_small(a)) {
        if (key_action(key, KC_GLOBAL) == ACT_QUIT)
            a->quit = true;
        return;
    }
    if (a->prompt == PR_SEED && a->mode == VM_PICKER) {
        /* the seed asked beside the chosen level: typed, built, or let go
           by any other key of the picker, which then acts (j moves on) */
        enum action sa = key_action(key, KC_PICKER | KC_SEED);

        switch (sa) {
        case ACT_PK_SEED_TYPE:
        case ACT_PK_SEED_BUILD:
            prompt_key(a, key);
            return;
        case ACT_PK_SEED_BACK:
            if (a->input[0] && !a->input_default) {
                prompt_key(a, key);
                return;
            }
            /* nothing typed to delete: back to the list */
            /* fall through */
        case ACT_PK_SEED_CANCEL:
            a->prompt = PR_NONE;
            a->msg[0] = 0;
            return;
        default:
            a->prompt = PR_NONE;
            a->msg[0] = 0;
            break;
        }
    }
    if (a->prompt != PR_NONE) {
        prompt_key(a, key);
        return;
    }
    enum action act = key_action(key, context_of(a));
    if (act == ACT_NONE)
        return;
    if (a->mode == VM_MAP && act != ACT_SEARCH_NEXT && act != ACT_SEARCH_PREV)
        a->msg[0] = 0;
    char err[600] = "";
    switch (act) {
    case ACT_QUIT: a->quit = true; return;
    case ACT_HELP: a->mode = VM_HELP; a->help_top = 0; return;
    case ACT_HELP_DOWN:
    case ACT_HELP_UP:
    case ACT_HELP_PGDN:
    case ACT_HELP_PGUP: help_scroll(a, act); return;
    case ACT_BACK: a->mode = a->have_level || !a->pk ? VM_MAP : VM_PICKER; return;
    case ACT_REDRAW: return;
    case ACT_RELOAD:
        reload(a);
        return;
    case ACT_SEED_NEXT:
    case ACT_SEED_PREV:
    case ACT_SEED_RANDOM:
        if (a->have_level && a->mode == VM_MAP) {
            char name[256];
            uint64_t s = act == ACT_SEED_NEXT ? (a->seed < UINT64_MAX ? a->seed + 1 : a->seed)
                         : act == ACT_SEED_PREV ? (a->seed > 0 ? a->seed - 1 : 0)
                         : random_seed();
            snprintf(name, sizeof name, "%s", a->level_name);
            /* another seed reseeds before the level, also in a real
               game's first level or a level placed in its stream (whose
               one stream has no seed to vary) */
            a->base.reseed = true;
            a->base.stream_draws = 0;
            if (app_load_level(a, name, s) == 0)
                snprintf(a->msg, sizeof a->msg, "seed %llu", (unsigned long long)s);
        }
        return;
    case ACT_SEED_TYPE:
        if (a->have_level && a->mode == VM_MAP) {
            a->prompt = PR_SEED;
            snprintf(a->input, sizeof a->input, "%llu", (unsigned long long)a->seed);
            a->input_default = true;
        }
        return;
    case ACT_EXPORT:
        /* what is on screen: the map at this step with its overlays */
        if (a->have_level && a->mode == VM_MAP) {
            a->prompt = PR_EXPORT;
            snprintf(a->input, sizeof a->input, "svg");
            a->input_default = true;
        }
        return;
    case ACT_PICKER:
        if (picker_open(a, err, sizeof err) != 0)
            snprintf(a->msg, sizeof a->msg, "picker: %s", err);
        return;
    default:
        break;
    }
    if (a->mode == VM_PICKER) {
        picker_action(a, act, key);
        return;
    }
    if (mapview_action(a, act) || cellpanel_action(a, act) || stepper_action(a, act)
        || sbs_action(a, act)
        || search_action(a, act) || heatmap_action(a, act))
        return;
}

/* ---- drawing ---- */

static void overlay_names(const struct app *a, char *buf, size_t len)
{
    static const struct { unsigned bit; const char *name; } ov[] = {
        { OV_OBJECTS, "obj" }, { OV_MONSTERS, "mon" }, { OV_TRAPS, "trap" },
        { OV_LIT, "lit" }, { OV_NODIG, "nodig" }, { OV_NOPASS, "nopass" },
        { OV_ROOMS, "rooms" }, { OV_REGIONS, "regions" }, { OV_DOORS, "doors" },
        { OV_FLIP, "flip" }, { OV_HEAT, "heat" },
    };
    size_t n = 0;
    buf[0] = 0;
    for (size_t i = 0; i < sizeof ov / sizeof ov[0]; i++)
        if (a->overlays & ov[i].bit)
            n += (size_t)snprintf(buf + n, n < len ? len - n : 0, "%s%s", n ? "," : "", ov[i].name);
    if (!n)
        snprintf(buf, len, "none");
}

/* The title line: the level, the cursor, the overlays; on a terminal too
 * narrow for all of it the cursor comes first and the overlays go. */
static void draw_title(struct app *a, bool wide)
{
    struct screen *s = &a->scr;
    char ov[96], shown[200] = "", view[48] = "", full[600];
    const char *title = a->have_level ? a->vl.title : "no level";

    overlay_names(a, ov, sizeof ov);
    if (a->cmp && !wide && a->cmp_other)
        snprintf(shown, sizeof shown, "  [showing %s]", a->cmp->name);
    /* a scrolled map says which part of it is shown */
    if (a->vp.w < COLNO || a->vp.h < ROWNO)
        snprintf(view, sizeof view, "  map %d-%d,%d-%d", a->vp.x0, a->vp.x0 + a->vp.w - 1,
                 a->vp.y0, a->vp.y0 + a->vp.h - 1);
    char sym[64] = "";
    if (a->have_symset)
        snprintf(sym, sizeof sym, "  symset: %s", a->symset.name);
    int n = snprintf(full, sizeof full, " %s  (%d,%d)%s  overlays: %s%s%s%s", title, a->cx,
                     a->cy, view, ov, sym, a->searching ? "  [search]" : "", shown);
    if (n > s->w)
        snprintf(full, sizeof full, " (%d,%d) %s%s%s", a->cx, a->cy, title, view,
                 a->cmp && !wide && a->cmp_other ? "  [C]" : "");
    screen_printf(s, 0, 0, s->w, CLR_WHITE, SA_REVERSE, "%-*.*s", s->w, s->w, full);
}

static void draw_map_mode(struct app *a)
{
    struct screen *s = &a->scr;
    int W = s->w, H = s->h;
    bool wide = a->cmp && W >= 2 * COLNO + 1;
    /* the map's rows: all 21 from 24 rows up, else what the title, step
       and message lines leave; its columns: all 80, else the width */
    struct viewport *vp = &a->vp;

    vp->sx = MAP_X;
    vp->sy = MAP_Y;
    vp->w = W < COLNO ? W : COLNO;
    vp->h = H - 3 < ROWNO ? H - 3 : ROWNO;
    mapview_follow(vp, a->cx, a->cy);
    draw_title(a, wide);
    mapview_draw(a, vp, a->cmp && a->cmp_other && !wide);
    if (wide) {
        struct viewport other = *vp;

        other.sx = COLNO + 1;
        mapview_draw(a, &other, true);
    }
    int step_y = MAP_Y + vp->h, msg_y = step_y + 1;
    stepper_panel(a, 0, step_y, W, 1);
    prompt_draw(a, msg_y);
    /* a broken script stays said until it builds again */
    if (!a->msg[0] && a->prompt == PR_NONE && a->script_error[0])
        screen_text(s, 0, msg_y, W, CLR_RED, SA_BOLD, a->script_error);
    else if (!a->msg[0] && a->prompt == PR_NONE && a->cmp)
        sbs_status(a, 0, msg_y, W);
    int below = msg_y + 1;
    bool right = !wide && W >= COLNO + 1 + 24;
    /* no room beside or below the map (80x24 and less): the cell in one
       line where messages go, while there is none */
    if (!right && H <= below && !a->msg[0] && a->prompt == PR_NONE && !a->cmp
        && !a->script_error[0])
        mapview_panel_line(a, 0, msg_y, W);
    if (right)
        mapview_panel(a, COLNO + 1, MAP_Y, W - COLNO - 1, ROWNO);
    if (H > below) {
        int x = 0;
        if (a->cmp && (a->msg[0] || a->prompt != PR_NONE))
            sbs_status(a, 0, below++, W);
        if (!right) {
            int pw = W < 40 ? W : 40;

            mapview_panel(a, 0, below, pw, H - below);
            x = pw + 1;
        }
        if (a->show_draws && x < W) {
            /* draws beside the source when both fit, else instead of it */
            int dw = a->show_source ? (W - x) / 2 : W - x;
            stepper_draws(a, W - dw, below, dw, H - below);
            if (a->show_source && W - dw - 1 > x)
                stepper_source(a, x, below, W - dw - 1 - x, H - below);
        } else if (a->show_source && x < W)
            stepper_source(a, x, below, W - x, H - below);
    }
    cellpanel_popup(a);
    if (a->prompt == PR_NONE) {
        s->curx = vp->sx + a->cx - vp->x0;
        s->cury = vp->sy + a->cy - vp->y0;
    }
}

void app_draw(struct app *a)
{
    struct screen *s = &a->scr;
    screen_clear(s);
    if (too_small(a)) {
        char m[64];
        snprintf(m, sizeof m, "terminal too small (need %dx%d)", MIN_W, MIN_H);
        /* wrap onto as many rows as it takes, never past the screen */
        int len = (int)strlen(m);
        for (int i = 0, row = 0; i < len && row < s->h; i += s->w, row++)
            screen_text(s, 0, row, s->w, NO_COLOR, 0, m + i);
        return;
    }
    switch (a->mode) {
    case VM_HELP:
        help_draw(a);
        break;
    case VM_PICKER:
        screen_printf(s, 0, 0, s->w, CLR_WHITE, SA_REVERSE, "%-*s", s->w,
                      " nhlev view: choose a level (Enter: choose, h/Esc: back, q: quit)");
        picker_draw(a);
        /* a seed asked for the chosen level is drawn beside it */
        if (a->prompt != PR_SEED)
            prompt_draw(a, s->h - 1);
        break;
    default:
        draw_map_mode(a);
        break;
    }
}

/* ---- entry ---- */

void app_free(struct app *a)
{
    vl_free(a);
    if (a->rng_spare) {
        nhl_rng_free(a->rng_spare);
        free(a->rng_spare);
    }
    sbs_close(a);
    picker_close(a);
    nhl_chunk_cache_free(a->cache);
    nhl_game_cache_free(a->game);
    free(a->heat);
    screen_free(&a->scr);
    free(a);
}

int view_main(int argc, char **argv)
{
    struct term_opts o = { .cs = CS_AUTO, .w = 80, .h = 24 };
    const char *level = NULL, *compare = NULL, *symset_name = NULL, *session_pick = NULL;
    int session_index = 0;
    bool headless = false;
    struct app *a = calloc(1, sizeof *a);
    if (!a) {
        (void) cli_error("view", "out of memory");
        return 1;
    }
    screen_init(&a->scr);
    nhl_build_opts_defaults(&a->base);
    /* depth, difficulty and branch from the game's dungeon layout, as
     * nhlev render does, unless a place option says otherwise */
    a->base.place_from_layout = true;
    a->rng_diverge = -1;
    a->show_source = true;
    a->overlays = OV_OBJECTS | OV_MONSTERS | OV_TRAPS;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
#define NEEDVAL() do { if (!val) { (void) cli_error("view", "%s needs a value", arg); app_free(a); return 2; } i++; } while (0)
        /* every build option render and trace take (--seed, --dat,
           --nethack, --game-seed, the hero, the place, --flip, --variant,
           --genocide ...), parsed by the same code */
        int bo = cli_build_option("view", argc, argv, &i, &a->base);

        if (bo < 0) {
            app_free(a);
            return 2;
        }
        if (bo > 0) {
            continue;
        } else if (strcmp(arg, "--compare") == 0) {
            NEEDVAL();
            compare = val;
        } else if (strcmp(arg, "--session-level") == 0) {
            NEEDVAL();
            session_pick = val;
        } else if (strcmp(arg, "--symset") == 0) {
            NEEDVAL();
            symset_name = val;
        } else if (strcmp(arg, "--keys") == 0) {
            NEEDVAL();
            o.keys = val;
        } else if (strcmp(arg, "--export-dir") == 0) {
            NEEDVAL();
            struct stat st;

            if (stat(val, &st) != 0 || !S_ISDIR(st.st_mode)) {
                (void) cli_error("view", "--export-dir %s: %s", val,
                        stat(val, &st) != 0 ? strerror(errno) : "not a directory");
                app_free(a);
                return 2;
            }
            snprintf(a->export_dir, sizeof a->export_dir, "%s", val);
        } else if (strcmp(arg, "--size") == 0) {
            NEEDVAL();
            char extra;

            if (sscanf(val, "%dx%d%c", &o.w, &o.h, &extra) != 2 || o.w < 1 || o.h < 1
                || o.w > 1000 || o.h > 1000) {
                (void) cli_error("view", "bad --size '%s' (want WxH, up to 1000x1000)",
                        val);
                app_free(a);
                return 2;
            }
            /* a virtual screen the viewer cannot use is a mistake to say,
               not a screen of "terminal too small" to print */
            if (o.w < MIN_W || o.h < MIN_H) {
                (void) cli_error("view", "--size %s is too small: the viewer needs at "
                                "least %dx%d", val, MIN_W, MIN_H);
                app_free(a);
                return 2;
            }
        } else if (strcmp(arg, "--headless") == 0)
            headless = true;
        else if (strcmp(arg, "--every") == 0)
            o.every = true;
        else if (strcmp(arg, "--attrs") == 0)
            o.attrs = true;
        else if (strcmp(arg, "--colors") == 0)
            o.colors = true;
        else if (strcmp(arg, "--ascii") == 0)
            o.cs = CS_ASCII;
        else if (strcmp(arg, "--unicode") == 0)
            o.cs = CS_UNICODE;
        else if (strcmp(arg, "--dec") == 0)
            o.cs = CS_DEC;
        else if (strcmp(arg, "--mono") == 0)
            o.mono = true;
        else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            usage(stdout);
            app_free(a);
            return 0;
        } else if (arg[0] == '-' && arg[1]) {
            (void) cli_error("view", "unknown option %s", arg);
            usage(stderr);
            app_free(a);
            return 2;
        } else if (!level)
            level = arg;
        else {
            (void) cli_error("view", "more than one level given (%s, %s)", level, arg);
            app_free(a);
            return 2;
        }
#undef NEEDVAL
    }
    if (cli_build_options_check("view", &a->base) != 0) {
        app_free(a);
        return 2;
    }
    /* the terminal viewer needs a terminal both ways: without one it
       could neither read keys nor show anything (headless needs none) */
    if (!headless && (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))) {
        (void) cli_error("view", "no terminal (standard %s is not one); use --headless "
                        "--keys KEYS for a screen without one",
                !isatty(STDIN_FILENO) ? "input" : "output");
        app_free(a);
        return 2;
    }
    if (!headless && o.keys) {
        (void) cli_error("view", "--keys needs --headless");
        app_free(a);
        return 2;
    }
    a->cs = o.cs;
    /* NO_COLOR (no-color.org) as --mono; the curses back end also
       drops colour on a terminal without it */
    a->mono = o.mono || (getenv("NO_COLOR") && getenv("NO_COLOR")[0]);
    a->headless = headless;
    a->seed = a->base.seed;
    if (a->base.dat_dir)
        snprintf(a->dat_dir, sizeof a->dat_dir, "%s", a->base.dat_dir);
    {
        char err[400] = "", note[400] = "";
        if (symconf_resolve(symset_name, a->dat_dir[0] ? a->dat_dir : NULL, &a->symset,
                            &a->have_symset, note, sizeof note, err, sizeof err) < 0) {
            (void) cli_error("view", "%s", err);
            app_free(a);
            return 2;
        }
        if (note[0]) {
            (void) cli_error("view", "note: %s", note);
            snprintf(a->msg, sizeof a->msg, "%.200s", note);
        }
    }
    /* a level document to compare with is rebuilt as the NetHack it
       records, as `nhlev compare` rebuilds it (--nethack overrides), and
       a --dat of another release is said, not passed over */
    char doc_note[sizeof a->nethack_note] = "";
    if (compare && a->base.ctx.version == NHV_AUTO) {
        struct nhl_level_doc d;
        char derr[600];

        if (nhl_doc_load(compare, &d, derr, sizeof derr) == 0) {
            if (d.ctx.version != NHV_AUTO) {
                char dn[320];
                enum nhl_version held = nhl_resolve_version(
                    NHV_AUTO, a->dat_dir[0] ? a->dat_dir : NULL, level, dn, sizeof dn);
                a->base.ctx.version = d.ctx.version;
                if (a->dat_dir[0] && held != d.ctx.version)
                    snprintf(doc_note, sizeof doc_note,
                             "%.120s was made by NetHack %s but --dat holds %s's scripts; "
                             "built as %s (give --dat of %s to compare like with like)",
                             compare, nhl_release_name(d.ctx.version), nhl_release_name(held),
                             nhl_release_name(d.ctx.version), nhl_release_name(d.ctx.version));
            }
            nhl_doc_free(&d);
        }
    }
    /* which NetHack, once for the whole session */
    a->nethack = nhl_resolve_version(a->base.ctx.version, a->dat_dir[0] ? a->dat_dir : NULL,
                                     level, a->nethack_note, sizeof a->nethack_note);
    if (doc_note[0])
        snprintf(a->nethack_note, sizeof a->nethack_note, "%s", doc_note);
    if (a->nethack_note[0]) {
        (void) cli_error("view", "note: %s", a->nethack_note);
        snprintf(a->msg, sizeof a->msg, "%.200s", a->nethack_note);
    }
    /* a C trace session and no level: its first level, rebuilt at C's
       place and stream position (session.h) */
    static char session_level[96];
    if (compare && (!level || session_pick)) {
        struct nhl_session s;
        char err[1200], why[300];
        int src = nhl_session_load(compare, &s, err, sizeof err);

        if (src == -1) {
            (void) cli_error("view", "--compare: %s", err);
            app_free(a);
            return 2;
        }
        if (src == 0 && s.nlevels > 0) {
            if (session_pick) {
                session_index = session_level_index(&s, session_pick);
                if (session_index < 0) {
                    (void) cli_error("view", "--session-level: %s holds no level '%s' (%d "
                                    "level%s; nhlev session FILE lists them)",
                            compare, session_pick, s.nlevels, s.nlevels == 1 ? "" : "s");
                    nhl_session_free(&s);
                    app_free(a);
                    return 2;
                }
            }
            if (!level && nhl_session_build_opts(&s, session_index, &a->base, session_level,
                                                 sizeof session_level, why, sizeof why) != 0) {
                (void) cli_error("view", "--compare: %s: %s; give the level to compare",
                        compare, why);
                nhl_session_free(&s);
                app_free(a);
                return 2;
            }
            if (!level) {
                level = session_level;
                a->seed = a->base.seed;
            }
        }
        if (src == 0)
            nhl_session_free(&s);
    }
    /* a .des file of several levels and no :NAME: choose in the picker */
    if (level && view_des_levels(level) > 1) {
        snprintf(a->des_pick, sizeof a->des_pick, "%s", level);
        level = NULL;
    }
    if (level) {
        if (app_load_level(a, level, a->seed) != 0 && !a->vl.lev) {
            (void) cli_error("view", "%s", a->msg);
            app_free(a);
            return 2;
        }
    } else {
        char err[600] = "";
        if (picker_open(a, err, sizeof err) != 0) {
            (void) cli_error("view", "no level given and no picker: %s", err);
            app_free(a);
            return 2;
        }
    }
    if (compare) {
        char err[600] = "";
        if (sbs_open(a, compare, err, sizeof err) != 0) {
            (void) cli_error("view", "--compare: %s", err);
            app_free(a);
            return 2;
        }
        if (session_index > 0 && vdoc_session_level(a->cmp, session_index) == 0)
            sbs_recompute(a);
    }
    int rc = headless ? term_headless_run(a, &o) : term_curses_run(a, &o);
    app_free(a);
    return rc;
}
