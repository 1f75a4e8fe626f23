/* picker.c - choose a level: branch (dungeon) -> level -> variant -> seed,
 * from the level source's dungeon.lua (source.h). */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "dungeon.h"
#include "floor.h"
#include "libglue.h"
#include "source.h"

struct picker {
    struct level_source src;
    bool have_src;
    char **files; int nfiles;   /* no dungeon.lua reader: the .lua files */
    int depth;                  /* 0 branch, 1 level, 2 variant */
    int sel[3];
    char chosen[64];
    struct dungeon_layout *layout; /* the default game's (dungeon.h), or NULL */
    /* the hero's quest files ("Val"): the quest's x-strt is built as the
       role's Val-strt, as C renames it (--role chooses) */
    char role_code[4];
};

static int cmpstr(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void list_files(struct picker *pk, const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    int cap = 0;
    while ((e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (n < 5 || strcmp(e->d_name + n - 4, ".lua") != 0
            || strcmp(e->d_name, "dungeon.lua") == 0 || strcmp(e->d_name, "nhlib.lua") == 0)
            continue;
        if (pk->nfiles == cap) {
            cap = cap ? cap * 2 : 64;
            char **nv = realloc(pk->files, (size_t)cap * sizeof *nv);
            if (!nv)
                break;
            pk->files = nv;
        }
        pk->files[pk->nfiles] = strndup(e->d_name, n - 4);
        if (pk->files[pk->nfiles])
            pk->nfiles++;
    }
    closedir(d);
    qsort(pk->files, (size_t)pk->nfiles, sizeof *pk->files, cmpstr);
}

static int entries(const struct picker *pk, int depth, int i, char *buf, size_t len);

int picker_open(struct app *a, char *err, size_t errlen)
{
    /* p again returns to where the user was (#12) */
    int keep_sel[3] = { 0, 0, 0 }, keep_depth = -1;

    if (a->pk) {
        memcpy(keep_sel, a->pk->sel, sizeof keep_sel);
        keep_depth = a->pk->depth;
    }
    picker_close(a);
    struct picker *pk = calloc(1, sizeof *pk);
    if (!pk) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    const char *dat = a->dat_dir[0] ? a->dat_dir : NULL;
    snprintf(pk->role_code, sizeof pk->role_code, "%s", dungeon_role_code(a->base.ctx.role));
    if (glue_source_open(&pk->src, dat, err, errlen) == 0) {
        pk->have_src = true;
        /* where each level sits in the game the CLI places levels in */
        char lerr[256];
        pk->layout = calloc(1, sizeof *pk->layout);
        if (pk->layout && dungeon_layout_for_seed(pk->layout, &pk->src, a->base.layout_seed,
                                                  a->base.layout_skip, pk->role_code, lerr,
                                                  sizeof lerr)) {
            free(pk->layout);
            pk->layout = NULL;
        }
    } else {
        const char *dir = dat ? dat : glue_builtin_dir();
        list_files(pk, dir);
        if (!pk->nfiles) {
            if (!err[0])
                snprintf(err, errlen, "%s: no level files", dir);
            free(pk);
            return -1;
        }
        pk->depth = 1;
    }
    if (keep_depth >= 0) {
        /* each column's choice, as far as the lists still hold it */
        for (int d = 0; d <= keep_depth && d < 3; d++) {
            char tmp[96];

            if (keep_sel[d] >= entries(pk, d, -1, tmp, sizeof tmp))
                break;
            pk->sel[d] = keep_sel[d];
            pk->depth = d;
        }
        if (pk->depth < (pk->have_src ? 0 : 1))
            pk->depth = pk->have_src ? 0 : 1;
    }
    a->pk = pk;
    a->mode = VM_PICKER;
    return 0;
}

void picker_close(struct app *a)
{
    struct picker *pk = a->pk;
    if (!pk)
        return;
    if (pk->have_src)
        glue_source_close(&pk->src);
    for (int i = 0; i < pk->nfiles; i++)
        free(pk->files[i]);
    free(pk->files);
    free(pk->layout);
    free(pk);
    a->pk = NULL;
}

/* Every dungeon lists its floors too (KEY:N, floor.h: the level C's
 * makelevel builds on each floor of the default game), after its levels.
 * The layout's dungeon of the selected branch, by name; -1 none. */
static int layout_dnum(const struct picker *pk)
{
    if (!pk->layout || pk->src.ndungeons <= 0)
        return -1;
    const char *name = pk->src.dungeons[pk->sel[0]].name;

    for (int d = 0; d < pk->layout->n_dungeons; d++)
        if (strcmp(pk->layout->dungeons[d].name, name) == 0)
            return d;
    return -1;
}

static int floors_of(const struct picker *pk)
{
    int d = layout_dnum(pk);

    return d < 0 ? 0 : pk->layout->dungeons[d].num_dunlevs;
}

static bool on_floors(const struct picker *pk)
{
    const struct source_dungeon *dg = &pk->src.dungeons[pk->sel[0]];
    int fill = dg->lvlfill[0] ? 1 : 0;

    return floors_of(pk) > 0 && pk->sel[1] == dg->nlevels + fill;
}

/* Entries of the current column: count, and the text of entry i. */
static int entries(const struct picker *pk, int depth, int i, char *buf, size_t len)
{
    if (!pk->have_src) {
        if (depth != 1)
            return 0;
        if (i >= 0 && i < pk->nfiles)
            snprintf(buf, len, "%s", pk->files[i]);
        return pk->nfiles;
    }
    const struct source_dungeon *dg = pk->src.ndungeons > 0 ? &pk->src.dungeons[pk->sel[0]] : NULL;
    switch (depth) {
    case 0:
        if (i >= 0 && i < pk->src.ndungeons)
            snprintf(buf, len, "%s", pk->src.dungeons[i].name);
        return pk->src.ndungeons;
    case 1: {
        if (!dg)
            return 0;
        int fill = dg->lvlfill[0] ? 1 : 0;
        int n = dg->nlevels + fill + (floors_of(pk) > 0 ? 1 : 0);
        if (i >= 0 && i < dg->nlevels) {
            const struct source_level *l = &dg->levels[i];
            if (!strncmp(l->name, "x-", 2))
                snprintf(buf, len, "%s-%s (%s)%s", pk->role_code, l->name + 2, l->name,
                         l->nlevels ? " ..." : "");
            else if (strcmp(l->alias, l->name) && l->alias[0])
                snprintf(buf, len, "%s (%s)%s", l->name, l->alias,
                         l->nlevels ? " ..." : "");
            else
                snprintf(buf, len, "%s%s", l->name, l->nlevels ? " ..." : "");
        } else if (i == dg->nlevels && dg->lvlfill[0])
            snprintf(buf, len, "%s (filler)", dg->lvlfill);
        else if (i == dg->nlevels + fill && floors_of(pk) > 0) {
            char key[48];

            floor_key(pk->layout, layout_dnum(pk), key, sizeof key);
            snprintf(buf, len, "floors (%s:1-%d) ...", key, floors_of(pk));
        }
        return n;
    }
    case 2: {
        if (dg && on_floors(pk)) {
            int nf = floors_of(pk);

            if (i >= 0 && i < nf) {
                /* the floor's name, then what stands there: the special
                 * level, the filler, rooms, maze (below Medusa 4 in 5) */
                d_level at = { layout_dnum(pk), i + 1 };
                d_level last = { layout_dnum(pk), nf };
                char name[48], widest[48], what[48];

                /* names padded to the longest, so the levels line up */
                floor_name(pk->layout, at, name, sizeof name);
                floor_name(pk->layout, last, widest, sizeof widest);
                floor_describe(pk->layout, at, pk->role_code, what, sizeof what);
                snprintf(buf, len, "%-*.40s  %.48s", (int) strlen(widest), name,
                         what);
            }
            return nf;
        }
        if (!dg || pk->sel[1] >= dg->nlevels)
            return 0;
        const struct source_level *l = &dg->levels[pk->sel[1]];
        if (i == 0)
            snprintf(buf, len, "%s (variant drawn)", l->name);
        else if (i > 0 && i <= l->nlevels)
            snprintf(buf, len, "%s-%d", l->name, i);
        return l->nlevels + 1;
    }
    }
    return 0;
}

/* The level name chosen at the current selection. */
static void chosen_name(struct picker *pk, char *buf, size_t len)
{
    char e[96] = "";
    entries(pk, pk->depth, pk->sel[pk->depth], e, sizeof e);
    e[strcspn(e, " ")] = 0;
    snprintf(buf, len, "%s", e);
}

bool picker_action(struct app *a, enum action act)
{
    struct picker *pk = a->pk;
    if (!pk)
        return false;
    char tmp[96];
    int n = entries(pk, pk->depth, -1, tmp, sizeof tmp);
    int mindepth = pk->have_src ? 0 : 1;
    switch (act) {
    case ACT_PK_UP:
        if (pk->sel[pk->depth] > 0) pk->sel[pk->depth]--;
        return true;
    case ACT_PK_DOWN:
        if (pk->sel[pk->depth] < n - 1) pk->sel[pk->depth]++;
        return true;
    case ACT_PK_OUT:
        if (pk->depth > mindepth)
            pk->depth--;
        else if (a->have_level)
            a->mode = VM_MAP;
        return true;
    case ACT_PK_SELECT: {
        if (n == 0)
            return true;
        bool deeper = false;
        if (pk->have_src && pk->depth == 0)
            deeper = true;
        else if (pk->have_src && pk->depth == 1) {
            const struct source_dungeon *dg = &pk->src.dungeons[pk->sel[0]];
            deeper = (pk->sel[1] < dg->nlevels && dg->levels[pk->sel[1]].nlevels > 0)
                     || on_floors(pk);
        }
        if (deeper) {
            pk->depth++;
            pk->sel[pk->depth] = 0;
            return true;
        }
        chosen_name(pk, pk->chosen, sizeof pk->chosen);
        a->prompt = PR_SEED;
        snprintf(a->input, sizeof a->input, "%llu", (unsigned long long)(a->seed ? a->seed : 1));
        a->input_default = true;
        return true;
    }
    default:
        return false;
    }
}

const char *picker_chosen(const struct app *a)
{
    return a->pk ? a->pk->chosen : "";
}

/* What dungeon.lua says about the selected level, right of the columns. */
static void draw_info(struct app *a, int x, int w)
{
    struct picker *pk = a->pk;
    if (!pk->have_src || pk->depth < 1 || pk->src.ndungeons == 0 || w < 16)
        return;
    const struct source_dungeon *dg = &pk->src.dungeons[pk->sel[0]];
    int row = 1;
    screen_printf(&a->scr, x, row++, w, CLR_WHITE, SA_BOLD | SA_UNDERLINE, "%s", dg->name);
    if (dg->range > 1)
        screen_printf(&a->scr, x, row++, w, NO_COLOR, 0, "%d-%d levels", dg->base,
                      dg->base + dg->range - 1);
    else
        screen_printf(&a->scr, x, row++, w, NO_COLOR, 0, "%d levels", dg->base);
    if (dg->lvlfill[0])
        screen_printf(&a->scr, x, row++, w, NO_COLOR, 0, "filler %s", dg->lvlfill);
    if (on_floors(pk) && pk->depth == 2) {
        /* the chosen floor's place in the default game */
        d_level at = { layout_dnum(pk), pk->sel[2] + 1 };
        char name[48], what[48];

        floor_name(pk->layout, at, name, sizeof name);
        floor_describe(pk->layout, at, pk->role_code, what, sizeof what);
        row++;
        screen_printf(&a->scr, x, row++, w, CLR_WHITE, SA_BOLD, "%s", name);
        screen_printf(&a->scr, x, row++, w, NO_COLOR, 0, "builds %s", what);
        screen_printf(&a->scr, x, row++, w, CLR_CYAN, 0, "depth %d in game %llu",
                      dungeon_depth(pk->layout, at), (unsigned long long) a->base.layout_seed);
    } else if (pk->sel[1] < dg->nlevels) {
        const struct source_level *l = &dg->levels[pk->sel[1]];
        row++;
        screen_printf(&a->scr, x, row++, w, CLR_WHITE, SA_BOLD, "%s", l->name);
        if (l->alias[0] && strcmp(l->alias, l->name))
            screen_printf(&a->scr, x, row++, w, NO_COLOR, 0, "name %s", l->alias);
        screen_printf(&a->scr, x, row++, w, NO_COLOR, 0, "placed at %d%s", l->base,
                      l->base < 0 ? " (from the bottom)" : "");
        if (l->range > 1)
            screen_printf(&a->scr, x, row++, w, NO_COLOR, 0, "range %d", l->range);
        if (l->chance && l->chance != 100)
            screen_printf(&a->scr, x, row++, w, NO_COLOR, 0, "chance %d%%", l->chance);
        if (l->nlevels)
            screen_printf(&a->scr, x, row++, w, NO_COLOR, 0, "%d variants", l->nlevels);
        if (pk->layout) {
            int dep = dungeon_depth_of(pk->layout, l->name);
            if (dep)
                screen_printf(&a->scr, x, row++, w, CLR_CYAN, 0, "depth %d in game %llu", dep,
                              (unsigned long long) a->base.layout_seed);
            else
                screen_printf(&a->scr, x, row++, w, CLR_CYAN, 0, "not in game %llu",
                              (unsigned long long) a->base.layout_seed);
        }
    }
}

void picker_draw(struct app *a)
{
    struct picker *pk = a->pk;
    if (!pk)
        return;
    const char *heads[] = { "branch", "level",
                            pk->have_src && pk->depth == 2 && on_floors(pk) ? "floor"
                                                                            : "variant" };
    int ncols = pk->have_src ? 4 : 2;
    int colw = a->scr.w / ncols > 20 ? a->scr.w / ncols : 20;
    draw_info(a, (ncols - 1) * colw, a->scr.w - (ncols - 1) * colw);
    int rows = a->scr.h - 4;
    /* which NetHack the levels will be built as, and from where */
    screen_printf(&a->scr, 0, 0, a->scr.w, CLR_WHITE, SA_REVERSE, " NetHack %s  %s%-*s",
                  nh_release(a->nethack)->name,
                  a->dat_dir[0] ? a->dat_dir : "built-in levels", a->scr.w, "");
    for (int d = pk->have_src ? 0 : 1; d <= pk->depth; d++) {
        int x = (pk->have_src ? d : d - 1) * colw;
        screen_printf(&a->scr, x, 1, colw - 1, CLR_WHITE, SA_BOLD | SA_UNDERLINE, "%s", heads[d]);
        char tmp[96];
        int n = entries(pk, d, -1, tmp, sizeof tmp);
        int top = pk->sel[d] >= rows ? pk->sel[d] - rows + 1 : 0;
        for (int i = top; i < n && i - top < rows; i++) {
            char e[96] = "";
            entries(pk, d, i, e, sizeof e);
            bool cur = i == pk->sel[d];
            screen_printf(&a->scr, x, 2 + i - top, colw - 1,
                          cur ? (d == pk->depth ? CLR_YELLOW : CLR_WHITE) : NO_COLOR,
                          cur ? SA_REVERSE : 0, "%c%s", cur ? '>' : ' ', e);
        }
    }
}
