/* app.h - the viewer's state, shared by its modules (map view, stepper,
 * picker, side-by-side, search) and the two back ends. Nothing here is
 * global: one struct app is passed everywhere. */
#ifndef NHLEV_UI_APP_H
#define NHLEV_UI_APP_H

#include <stdbool.h>
#include <stdint.h>
#include <time.h>

#include "nhlev.h"

#include "keys.h"
#include "screen.h"

struct vdoc;

/* Overlay bits (mapview.c). */
enum {
    OV_OBJECTS = 1 << 0, OV_MONSTERS = 1 << 1, OV_TRAPS = 1 << 2,
    OV_LIT = 1 << 3, OV_NODIG = 1 << 4, OV_NOPASS = 1 << 5, OV_ROOMS = 1 << 6,
    OV_REGIONS = 1 << 7, OV_DOORS = 1 << 8, OV_FLIP = 1 << 9,
    OV_HEAT = 1 << 10       /* heatmap.c */
};

/* The level on show and where the stepper stands in its build. */
/* A file's lines as the source panel shows them, and which file as it was
 * when read: a reroll of the same script takes them over unread. */
struct srctext {
    char **lines;
    int n;
    char name[64];            /* file base (the script, or nhlib.lua...) */
    char path[1024];
    uint64_t stamp;           /* modification time and size when read */
};

struct vlevel {
    struct nhl_level *lev;    /* final level; NULL if none */
    struct nhl_build_result res; /* when built with nhl_build */
    bool built;
    bool demo;                /* res.lev and res.rng from demo.c */
    struct vdoc *doc;          /* when loaded from a level document */
    char title[160];
    char script_path[1024];   /* for the source panel and live reload */
    const struct nhl_step_log *steps; /* NULL: no steps */
    int nsteps;
    int pos;                  /* steps applied: 0 = before the first, nsteps = final */
    struct rm cur[COLNO][ROWNO]; /* cells at pos */
    struct srctext src;       /* the script text for the source panel */
};

enum view_mode { VM_MAP, VM_PICKER, VM_HELP };

/* The smallest terminal the viewer draws in: a title line, three map rows,
 * the step line and the message line, 20 columns wide. Below 80x24 the
 * map scrolls with the cursor. */
#define VIEW_MIN_W 20
#define VIEW_MIN_H 6

/* The part of the 80x21 map on screen: all of it from 80x24 up; below
 * that a window that follows the cursor (mapview_follow). */
struct viewport {
    int sx, sy;     /* screen column and row of its top-left cell */
    int x0, y0;     /* the map cell shown there */
    int w, h;       /* map cells shown across and down */
};
enum prompt_kind { PR_NONE, PR_GOTO, PR_SEARCH, PR_SEED, PR_EXPORT, PR_HEAT };

struct picker;
struct nhl_level_stats;

struct app {
    struct screen scr;
    enum charset cs;
    bool mono;
    /* the player's symset (symconf.h); without one, nhlev's DEC look */
    struct nhl_symset symset;
    bool have_symset;
    bool headless;
    enum view_mode mode;
    struct vlevel vl;
    struct nhl_rng *rng_spare; /* the last build let go, for the next to take
                                 its RNG log arrays (build.h rng_spare) */
    int cx, cy;               /* map cursor */
    struct viewport vp;       /* where the map was last drawn */
    int mouse_x, mouse_y;     /* last click, screen coordinates */
    unsigned overlays;
    bool show_source;
    /* the cursor cell's whole panel over the map (;), scrolled so many
       lines */
    bool show_cell;
    int cell_scroll;
    int panel_scroll;          /* lines the draws/source panels are scrolled */
    /* the user is stepping: the current step's cells are marked (a level
       just built shows its final map plain, #12) */
    bool stepping;
    bool show_draws;
    /* build inputs, kept for live reload */
    char level_name[256];
    char dat_dir[1024];
    /* nhlev view FILE.des of several levels: the picker lists them */
    char des_pick[1024];
    char export_dir[1024];    /* where e writes ("" the current directory) */
    /* the NetHack levels are built as: --nethack, else --dat's (resolved
       once at start, version.h); the note says when --dat is no release */
    enum nhl_version nethack;
    char nethack_note[320];
    uint64_t seed;
    /* a reload that failed: "file:line: message", shown until the script
       builds again, and its line (0 unknown); the last good build stays
       on screen meanwhile */
    char script_error[600];
    int script_error_line;
    /* every build option given (the hero, place, game, --genocide ...) */
    struct nhl_build_opts base;
    bool have_level;
    uint64_t script_mtime;    /* file_stamp of the script shown */
    struct nhl_chunk_cache *cache; /* compiled scripts reused by rerolls */
    struct nhl_game_cache *game; /* dungeon.lua, layout and deal, likewise */
    /* side-by-side */
    struct vdoc *cmp;
    bool cmp_other;           /* narrow terminals: showing the compared map */
    int ndiff;
    /* of those, cells whose terrain differs, and cells where the objects,
       monsters, traps or engravings differ (#12) */
    int ndiff_terrain, ndiff_obj, ndiff_mon, ndiff_trap, ndiff_engr;
    unsigned char diff_what[COLNO][ROWNO];   /* SBS_* bits */
    bool diff[COLNO][ROWNO];
    long rng_diverge;         /* first differing rng line (0-based), -1 none */
    /* prompt line */
    enum prompt_kind prompt;
    char input[128];
    bool input_default;       /* input holds a default the first key replaces */
    /* search */
    char search[128];
    bool searching;
    int search_index, search_total;   /* "k of N" of the last search */
    bool search_on_map;       /* the search found cells, not steps */
    /* status message */
    char msg[1200];
    int help_top;
    struct picker *pk;
    /* the heat map (heatmap.c): its tally, the level it is of, its
       busiest cell's count and what was last asked */
    struct nhl_level_stats *heat;
    char heat_level[256];
    uint64_t heat_top;
    char heat_input[128];
    /* set by the back end: while a long task runs (the heat map's
       builds), show the screen as it stands and read the keys typed;
       true when the user asked it to stop (Esc). NULL: no such look. */
    bool (*busy)(struct app *a, void *ctx);
    void *busy_ctx;
    bool quit;
};

/* view.c */
void app_handle_key(struct app *a, int key);
void app_draw(struct app *a);
/* frees the level, documents and screen, then a itself */
void app_free(struct app *a);
int app_load_level(struct app *a, const char *level, uint64_t seed);
void app_poll_reload(struct app *a);

/* mapview.c */
#define MAP_X 0
#define MAP_Y 1
/* Scroll vp (its w, h set) so the cursor stays a margin inside it, as a
 * text editor does; a viewport as large as the map never scrolls. */
void mapview_follow(struct viewport *vp, int cx, int cy);
/* The map (other: the compared document's) in the viewport. */
void mapview_draw(struct app *a, const struct viewport *vp, bool other);
void mapview_panel(struct app *a, int x, int y, int w, int h);
/* What the panel says of cell (x,y) at the step shown, one call of out per
 * line (colour and SA_* attributes as the panel draws it): terrain, flags,
 * room, objects by full name, monsters by species, traps, engravings,
 * stairs, regions. The panel and the exports' tooltips share it. */
typedef void (*cell_line_fn)(void *ctx, int color, int attr, const char *text);
void mapview_cell_lines(const struct app *a, int x, int y, cell_line_fn out, void *ctx);
/* cellpanel.c: the panel in one line (a terminal with no room for it):
 * what the cell's glyph shows, "+N more" of what else is there */
void mapview_panel_line(struct app *a, int x, int y, int w);
/* the panel over the map, beside the cursor (key ;), at any size */
void cellpanel_popup(struct app *a);
bool cellpanel_action(struct app *a, enum action act);
bool mapview_action(struct app *a, enum action act);
/* what an overlay's marks mean ("reversed yellow: lit"; mono: as they
 * look without colour, "reversed: lit"), "" if none */
const char *mapview_overlay_legend(unsigned bit, bool mono);
/* Move the cursor to the next (dir 1) or previous (-1) cell, in reading
 * order, showing the symbol q (one character) or holding an object,
 * monster or trap named with q; false if no cell does. */
bool mapview_search(struct app *a, const char *q, int dir, bool include_current);
const char *mapview_typ_name(int typ);
/* names as the panels give them: an object's full name (buf: room for
   it), a monster's species, a trap's ("none", "?"); a room number's
   base-36 digit */
const char *mapview_obj_name(const struct obj *o, char *buf, size_t len);
const char *mapview_mon_name(const struct monst *m);
const char *mapview_trap_name(int ttyp);
char mapview_base36(int n);
/* What the map shows at (x,y) at the step on show, with the overlays on:
 * the layer drawn (RL_*), the thing's index in the step's lists (-1 for
 * terrain) and its glyph as ASCII. */
int mapview_shown(const struct app *a, int x, int y, int *index, char glyph[RENDER_GLYPH_MAX]);
/* decraw: the byte a DECgraphics capture would hold, or NULL */
void mapview_cell_text(const struct nhl_level *lev, int x, int y, char out[5],
                       char *decraw);

/* stepper.c */
void stepper_reset(struct vlevel *vl);        /* to the final level */
void stepper_goto(struct vlevel *vl, int pos);
bool stepper_action(struct app *a, enum action act);
bool stepper_changed(const struct vlevel *vl, int x, int y); /* by the step at pos */
int stepper_last_change(const struct vlevel *vl, int x, int y); /* step index or -1 */
const struct nhl_step *stepper_current(const struct vlevel *vl); /* NULL at pos 0 */
void stepper_panel(struct app *a, int x, int y, int w, int h);
void stepper_source(struct app *a, int x, int y, int w, int h);
void stepper_draws(struct app *a, int x, int y, int w, int h);
void stepper_load_source(struct vlevel *vl);
void stepper_free_source(struct vlevel *vl);
/* vl's script text: the lines in *kept when they are that file as it still
 * is on disk, else read; *kept is emptied either way */
void stepper_take_source(struct vlevel *vl, struct srctext *kept);
/* What tells a file edited since it was read: its modification time to
 * the nanosecond with its size (two saves in one second differ); 0 if it
 * cannot be read. */
uint64_t file_stamp(const char *path);
/* lists in force at pos (the final level's own at nsteps) */
void stepper_lists(const struct vlevel *vl, struct nhl_step_lists *out);

/* sidebyside.c */
int sbs_open(struct app *a, const char *path, char *err, size_t errlen);
void sbs_close(struct app *a);
void sbs_recompute(struct app *a);
bool sbs_action(struct app *a, enum action act);
void sbs_status(struct app *a, int x, int y, int w);

/* search.c */
bool search_action(struct app *a, enum action act);
void search_run(struct app *a, int dir, bool include_current);

/* picker.c */
int picker_open(struct app *a, char *err, size_t errlen);
void picker_close(struct app *a);
/* key: the key pressed (the text a filter is typed with) */
bool picker_action(struct app *a, enum action act, int key);
bool picker_typing(const struct app *a);  /* a filter is being typed */
void picker_draw(struct app *a);
const char *picker_chosen(const struct app *a); /* level name awaiting a seed */

/* back ends */
struct term_opts {
    enum charset cs;
    bool mono;
    int w, h;                 /* headless size */
    const char *keys;         /* headless key script */
    bool every;
    bool attrs;               /* headless: also print attribute rows */
    bool colors;              /* headless: also print colour rows */
};
int term_curses_run(struct app *a, const struct term_opts *o);
int term_headless_run(struct app *a, const struct term_opts *o);

#endif
