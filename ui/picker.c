/* picker.c - choose a level: branch (dungeon) -> level -> variant -> seed,
 * from the level source's dungeon.lua (nhlev.h's level list). Only what can be built
 * is listed (the endgame's "dummy" has no level file and C never makes
 * it); `/` filters a column by name, and a branch or level also matches
 * through what it leads to ("castle" finds the Dungeons of Doom). */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "app.h"
#include "nhlev.h"

/* What of a dungeon can be built (the build's own plan says so). */
struct pk_ok {
    bool *level;           /* [nlevels] the level, its variant drawn */
    bool **variant;        /* [nlevels][1 + nvariants]: [v] variant v */
    bool fill;             /* the filler */
    bool *floor;           /* [floors] KEY:N */
    int nfloor;
};

struct picker {
    /* the game's level list (the game cache's source, held while the
       picker is open): the plans that say what can be built read the
       same; NULL when there is none */
    struct nhl_levels *levels;
    bool tree;                  /* dungeons to list (else the files) */
    /* no dungeons: the .lua files, the levels of a dat/ of .des files
       ("lava_crossing", "mines.des:minetn-1"), or of one .des file */
    char **files; int nfiles;
    int depth;                  /* 0 branch, 1 level, 2 variant */
    int sel[3];
    char chosen[64];
    struct nhl_layout *layout;  /* the default game's, or NULL */
    /* the hero's quest files ("Val"): the quest's x-strt is built as the
       role's Val-strt, as C renames it (--role chooses) */
    char role_code[4];
    struct pk_ok *ok;           /* [ndungeons]; NULL: all listed */
    /* each column's filter (case-blind part of a name), and whether the
       user is typing the current one */
    char filter[3][64];
    bool typing;
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

static void add_file(struct picker *pk, const char *name, int *cap)
{
    if (pk->nfiles == *cap) {
        int nc = *cap ? *cap * 2 : 64;
        char **nv = realloc(pk->files, (size_t) nc * sizeof *nv);

        if (!nv)
            return;
        pk->files = nv;
        *cap = nc;
    }
    if ((pk->files[pk->nfiles] = strdup(name)))
        pk->nfiles++;
}

/* A dat/ of .des files without a dungeon.def: a file of one level by its
 * base name, a level of a file of several as FILE.des:NAME, in file
 * order (the level list names both). */
static void list_des_levels(struct picker *pk)
{
    int cap = 0, n = nhl_levels_des_count(pk->levels);

    for (int i = 0; i < n; i++) {
        const char *file = nhl_levels_des_file(pk->levels, i);
        int in_file = 0;
        char name[128];

        for (int k = 0; k < n; k++)
            in_file += !strcmp(nhl_levels_des_file(pk->levels, k), file);
        if (in_file == 1)
            snprintf(name, sizeof name, "%.*s", (int) strlen(file) - 4, file);
        else
            snprintf(name, sizeof name, "%s:%s", file,
                     nhl_levels_des_level(pk->levels, i));
        add_file(pk, name, &cap);
    }
}

/* One .des file of several levels (nhlev view FILE.des): PATH:NAME each. */
static int list_file_levels(struct picker *pk, const char *path, char *err,
                            size_t errlen)
{
    struct nhl_des *d = nhl_des_open(path, 0, err, errlen);
    int cap = 0;

    if (!d)
        return -1;
    for (int i = 0; i < nhl_des_count(d); i++) {
        char name[1200];

        snprintf(name, sizeof name, "%s:%s", path, nhl_des_level_name(d, i));
        add_file(pk, name, &cap);
    }
    nhl_des_close(d);
    return 0;
}

/* ---- the columns ---- */

/* The number of dungeons (branches) listed, 0 none. */
static int ndungeons(const struct picker *pk)
{
    return pk->levels ? nhl_levels_dungeons(pk->levels) : 0;
}

/* Dungeon d's levels, its filler ("" none), and the number in the level
 * list of its level i. */
static int nlevels(const struct picker *pk, int d)
{
    return nhl_levels_dungeon_nlevels(pk->levels, d);
}

static const char *filler(const struct picker *pk, int d)
{
    return nhl_levels_dungeon_filler(pk->levels, d);
}

static int level_at(const struct picker *pk, int d, int i)
{
    return nhl_levels_dungeon_first(pk->levels, d) + i;
}

/* The layout's dungeon of branch sel[0], by name; -1 none. */
static int layout_dnum(const struct picker *pk, const int sel[3])
{
    if (!pk->layout || ndungeons(pk) <= 0)
        return -1;
    return nhl_layout_dungeon_named(pk->layout,
                                    nhl_levels_dungeon_name(pk->levels, sel[0]));
}

/* Every dungeon lists its floors too (KEY:N: the level C's makelevel
 * builds on each floor of the default game), after its levels. */
static int floors_of(const struct picker *pk, const int sel[3])
{
    int d = layout_dnum(pk, sel);

    return d < 0 ? 0 : nhl_layout_floors(pk->layout, d);
}

/* Is sel[1] the "floors" entry of its branch? */
static bool on_floors(const struct picker *pk, const int sel[3])
{
    int fill = filler(pk, sel[0])[0] ? 1 : 0;

    return floors_of(pk, sel) > 0 && sel[1] == nlevels(pk, sel[0]) + fill;
}

/* Entries of a column (with sel choosing the columns left of it): their
 * count, and the text of entry i. */
static int entries(const struct picker *pk, const int sel[3], int depth, int i, char *buf,
                   size_t len)
{
    if (!pk->tree) {
        if (depth != 1)
            return 0;
        if (i >= 0 && i < pk->nfiles)
            snprintf(buf, len, "%s", pk->files[i]);
        return pk->nfiles;
    }
    bool dg = ndungeons(pk) > 0;
    switch (depth) {
    case 0:
        if (i >= 0 && i < ndungeons(pk))
            snprintf(buf, len, "%s", nhl_levels_dungeon_name(pk->levels, i));
        return ndungeons(pk);
    case 1: {
        if (!dg)
            return 0;
        int nl = nlevels(pk, sel[0]);
        const char *fill_name = filler(pk, sel[0]);
        int fill = fill_name[0] ? 1 : 0;
        int n = nl + fill + (floors_of(pk, sel) > 0 ? 1 : 0);
        if (i >= 0 && i < nl) {
            int l = level_at(pk, sel[0], i);
            const char *name = nhl_levels_name(pk->levels, l);
            const char *alias = nhl_levels_alias(pk->levels, l);
            const char *more = nhl_levels_variants(pk->levels, l) ? " ..." : "";

            if (!strncmp(name, "x-", 2))
                snprintf(buf, len, "%s-%s (%s)%s", pk->role_code, name + 2, name, more);
            else if (strcmp(alias, name) && alias[0])
                snprintf(buf, len, "%s (%s)%s", name, alias, more);
            else
                snprintf(buf, len, "%s%s", name, more);
        } else if (i == nl && fill)
            snprintf(buf, len, "%s (filler)", fill_name);
        else if (i == nl + fill && floors_of(pk, sel) > 0) {
            char key[48];

            /* the range of floors listed (the endgame's dummy is not) */
            int last = floors_of(pk, sel);

            while (pk->ok && pk->ok[sel[0]].floor && last > 1
                   && last <= pk->ok[sel[0]].nfloor && !pk->ok[sel[0]].floor[last - 1])
                last--;
            nhl_layout_floor_key(pk->layout, layout_dnum(pk, sel), key, sizeof key);
            snprintf(buf, len, "floors (%s:1-%d) ...", key, last);
        }
        return n;
    }
    case 2: {
        if (dg && on_floors(pk, sel)) {
            int nf = floors_of(pk, sel);

            if (i >= 0 && i < nf) {
                /* the floor's name, then what stands there: the special
                 * level, the filler, rooms, maze (below Medusa 4 in 5) */
                int dnum = layout_dnum(pk, sel);
                char name[48], widest[48], what[48];

                /* names padded to the longest, so the levels line up */
                nhl_layout_floor_name(pk->layout, dnum, i + 1, name, sizeof name);
                nhl_layout_floor_name(pk->layout, dnum, nf, widest, sizeof widest);
                nhl_layout_floor_describe(pk->layout, dnum, i + 1, what, sizeof what);
                snprintf(buf, len, "%-*.40s  %.48s", (int) strlen(widest), name,
                         what);
            }
            return nf;
        }
        if (!dg || sel[1] >= nlevels(pk, sel[0]))
            return 0;
        int l = level_at(pk, sel[0], sel[1]);
        const char *name = nhl_levels_name(pk->levels, l);
        int nv = nhl_levels_variants(pk->levels, l);

        if (i == 0)
            snprintf(buf, len, "%s (variant drawn)", name);
        else if (i > 0 && i <= nv)
            snprintf(buf, len, "%s-%d", name, i);
        return nv + 1;
    }
    }
    return 0;
}

/* Does entry i of a column lead to another column? */
static bool leads_deeper(const struct picker *pk, const int sel[3], int depth, int i)
{
    if (!pk->tree)
        return false;
    if (depth == 0)
        return true;
    if (depth != 1)
        return false;
    int s[3] = { sel[0], i, 0 };

    return (i < nlevels(pk, sel[0])
            && nhl_levels_variants(pk->levels, level_at(pk, sel[0], i)) > 0)
           || on_floors(pk, s);
}

/* Can entry i be built (or, leading deeper, anything under it)? */
static bool entry_ok(const struct picker *pk, const int sel[3], int depth, int i)
{
    if (!pk->ok || !pk->tree || depth == 0)
        return true;
    const struct pk_ok *ok = &pk->ok[sel[0]];
    int nl = nlevels(pk, sel[0]);

    if (depth == 1) {
        if (i < nl)
            return ok->level[i];
        if (i == nl && filler(pk, sel[0])[0])
            return ok->fill;
        for (int f = 0; f < ok->nfloor; f++)
            if (ok->floor[f])
                return true;
        return false;
    }
    if (on_floors(pk, sel))
        return i < ok->nfloor && ok->floor[i];
    if (sel[1] < nl && i <= nhl_levels_variants(pk->levels, level_at(pk, sel[0], sel[1])))
        return ok->variant[sel[1]][i];
    return false;
}

static bool ci_contains(const char *hay, const char *needle)
{
    size_t n = strlen(needle);

    for (; *hay; hay++)
        if (strncasecmp(hay, needle, n) == 0)
            return true;
    return !n;
}

enum { MATCH_NO = 0, MATCH_SELF, MATCH_UNDER };

/* Does entry i match the filter f: its own text (MATCH_SELF), or an entry
 * of the column it leads to (MATCH_UNDER)? */
static int entry_match(const struct picker *pk, const int sel[3], int depth, int i,
                       const char *f)
{
    char e[128] = "";

    if (!f[0])
        return MATCH_SELF;
    entries(pk, sel, depth, i, e, sizeof e);
    if (ci_contains(e, f))
        return MATCH_SELF;
    if (depth >= 2 || !leads_deeper(pk, sel, depth, i))
        return MATCH_NO;
    int s[3] = { sel[0], sel[1], sel[2] };

    s[depth] = i;
    int n = entries(pk, s, depth + 1, -1, e, sizeof e);

    for (int k = 0; k < n; k++)
        if (entry_ok(pk, s, depth + 1, k) && entry_match(pk, s, depth + 1, k, f))
            return MATCH_UNDER;
    return MATCH_NO;
}

/* Is entry i of the column at depth shown (buildable and matching that
 * column's filter)? */
static bool shown(const struct picker *pk, const int sel[3], int depth, int i)
{
    return entry_ok(pk, sel, depth, i)
           && entry_match(pk, sel, depth, i, pk->filter[depth]) != MATCH_NO;
}

/* The shown entry nearest i in direction dir (1 down, -1 up), i itself
 * if shown; -1 if none that way. */
static int shown_from(const struct picker *pk, int depth, int i, int dir)
{
    char tmp[8];
    int n = entries(pk, pk->sel, depth, -1, tmp, sizeof tmp);

    for (; i >= 0 && i < n; i += dir)
        if (shown(pk, pk->sel, depth, i))
            return i;
    return -1;
}

/* Keep the column's selection on a shown entry: the nearest below, else
 * above. */
static void settle(struct picker *pk, int depth)
{
    int i = shown_from(pk, depth, pk->sel[depth], 1);

    if (i < 0)
        i = shown_from(pk, depth, pk->sel[depth], -1);
    if (i >= 0)
        pk->sel[depth] = i;
}

/* ---- what can be built ---- */

static bool buildable(struct app *a, const char *name, bool placed)
{
    struct nhl_build_opts o = a->base;
    char err[600];

    o.ctx.version = a->nethack;
    o.level = name;
    o.dat_dir = a->dat_dir[0] ? a->dat_dir : NULL;
    o.place_from_layout = placed;
    o.game = a->game;
    return nhl_plan_check(&o, err, sizeof err) == 0;
}

static void ok_free(struct picker *pk)
{
    if (!pk->ok)
        return;
    for (int d = 0; d < ndungeons(pk); d++) {
        struct pk_ok *ok = &pk->ok[d];

        for (int l = 0; ok->variant && l < nlevels(pk, d); l++)
            free(ok->variant[l]);
        free(ok->variant);
        free(ok->level);
        free(ok->floor);
    }
    free(pk->ok);
    pk->ok = NULL;
}

/* Ask the build's plan about every entry once: a level dungeon.lua lists
 * but nothing makes (the endgame's "dummy", which exists only to shift
 * the planes' depths: C never goes there) is left out. */
static void ok_compute(struct app *a, struct picker *pk)
{
    char e[128];

    if (!a->game)
        a->game = nhl_game_cache_new(); /* NULL: computed each time */
    pk->ok = calloc((size_t) ndungeons(pk), sizeof *pk->ok);
    if (!pk->ok)
        return;
    for (int d = 0; d < ndungeons(pk); d++) {
        int nl = nlevels(pk, d);
        const char *fill = filler(pk, d);
        struct pk_ok *ok = &pk->ok[d];
        int sel[3] = { d, 0, 0 };

        ok->level = calloc((size_t) nl + 1, sizeof *ok->level);
        ok->variant = calloc((size_t) nl + 1, sizeof *ok->variant);
        ok->nfloor = floors_of(pk, sel);
        ok->floor = calloc((size_t) ok->nfloor + 1, sizeof *ok->floor);
        if (!ok->level || !ok->variant || !ok->floor) {
            ok_free(pk);
            return;
        }
        for (int l = 0; l < nl; l++) {
            int nv = nhl_levels_variants(pk->levels, level_at(pk, d, l));

            sel[1] = l;
            entries(pk, sel, 1, l, e, sizeof e);
            e[strcspn(e, " ")] = 0;
            ok->level[l] = buildable(a, e, false);
            ok->variant[l] = calloc((size_t) nv + 1, sizeof **ok->variant);
            if (!ok->variant[l]) {
                ok_free(pk);
                return;
            }
            ok->variant[l][0] = ok->level[l];
            for (int v = 1; v <= nv; v++) {
                entries(pk, sel, 2, v, e, sizeof e);
                ok->variant[l][v] = buildable(a, e, false);
            }
        }
        ok->fill = !fill[0] || buildable(a, fill, false);
        for (int f = 0; f < ok->nfloor; f++) {
            nhl_layout_floor_name(pk->layout, layout_dnum(pk, sel), f + 1, e, sizeof e);
            ok->floor[f] = buildable(a, e, true);
        }
    }
}

/* ---- open and close ---- */

int picker_open(struct app *a, char *err, size_t errlen)
{
    /* p again returns to where the user was (#12), filters and all */
    int keep_sel[3] = { 0, 0, 0 }, keep_depth = -1;
    char keep_filter[3][64] = { "", "", "" };

    if (a->pk) {
        memcpy(keep_sel, a->pk->sel, sizeof keep_sel);
        memcpy(keep_filter, a->pk->filter, sizeof keep_filter);
        keep_depth = a->pk->depth;
    }
    picker_close(a);
    struct picker *pk = calloc(1, sizeof *pk);
    if (!pk) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    const char *dat = a->dat_dir[0] ? a->dat_dir : NULL;
    snprintf(pk->role_code, sizeof pk->role_code, "%s", nhl_role_code(a->base.hero.role));
    if (a->des_pick[0]) {
        if (list_file_levels(pk, a->des_pick, err, errlen) != 0) {
            free(pk);
            return -1;
        }
        pk->depth = 1;
    } else {
        if (!a->game)
            a->game = nhl_game_cache_new(); /* NULL: computed each time */
        if (a->game && (pk->levels = nhl_levels_of_game(a->game, dat, err, errlen)))
            pk->tree = nhl_levels_dungeons(pk->levels) > 0;
    }
    if (pk->levels && !pk->tree) {
        list_des_levels(pk);
        pk->depth = 1;
        if (!pk->nfiles) {
            snprintf(err, errlen, "%s: no levels", nhl_levels_dir(pk->levels));
            nhl_levels_close(pk->levels);
            free(pk);
            return -1;
        }
    } else if (pk->levels) {
        /* where each level sits in the game the CLI places levels in: the
           layout the game cache keeps for the plans of that game */
        char lerr[256];

        pk->layout = nhl_levels_layout(pk->levels, a->base.layout_seed,
                                       a->base.layout_skip, a->base.hero.role,
                                       lerr, sizeof lerr);
        ok_compute(a, pk);
    } else if (!a->des_pick[0]) {
        const char *dir = dat ? dat : nhl_builtin_levels_dir();
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

            if (keep_sel[d] >= entries(pk, pk->sel, d, -1, tmp, sizeof tmp))
                break;
            pk->sel[d] = keep_sel[d];
            memcpy(pk->filter[d], keep_filter[d], sizeof pk->filter[d]);
            pk->depth = d;
        }
        if (pk->depth < (pk->tree ? 0 : 1))
            pk->depth = pk->tree ? 0 : 1;
    }
    for (int d = pk->tree ? 0 : 1; d <= pk->depth; d++)
        settle(pk, d);
    a->pk = pk;
    a->mode = VM_PICKER;
    return 0;
}

void picker_close(struct app *a)
{
    struct picker *pk = a->pk;
    if (!pk)
        return;
    ok_free(pk);
    nhl_levels_close(pk->levels);
    for (int i = 0; i < pk->nfiles; i++)
        free(pk->files[i]);
    free(pk->files);
    nhl_layout_close(pk->layout);
    free(pk);
    a->pk = NULL;
}

/* ---- keys ---- */

/* The level name chosen at the current selection. */
static void chosen_name(struct picker *pk, char *buf, size_t len)
{
    char e[96] = "";
    entries(pk, pk->sel, pk->depth, pk->sel[pk->depth], e, sizeof e);
    e[strcspn(e, " ")] = 0;
    snprintf(buf, len, "%s", e);
}

bool picker_typing(const struct app *a)
{
    return a->mode == VM_PICKER && a->pk && a->pk->typing;
}

/* The filter of the current column changed: the selection moves to the
 * first entry still shown, from the top. */
static void refilter(struct picker *pk)
{
    int i = shown_from(pk, pk->depth, 0, 1);

    if (i >= 0)
        pk->sel[pk->depth] = i;
}

bool picker_action(struct app *a, enum action act, int key)
{
    struct picker *pk = a->pk;
    if (!pk)
        return false;
    int mindepth = pk->tree ? 0 : 1;
    char *f = pk->filter[pk->depth];
    size_t fl = strlen(f);

    switch (act) {
    case ACT_PK_UP:
    case ACT_PK_DOWN: {
        int dir = act == ACT_PK_UP ? -1 : 1;
        int i = shown_from(pk, pk->depth, pk->sel[pk->depth] + dir, dir);

        if (i >= 0)
            pk->sel[pk->depth] = i;
        return true;
    }
    case ACT_PK_FILTER:
        pk->typing = true;
        return true;
    case ACT_PK_FILTER_TYPE:
        if (fl + 1 < sizeof pk->filter[0] && key >= 0x20 && key < 0x7f) {
            f[fl] = (char) key;
            f[fl + 1] = '\0';
            refilter(pk);
        }
        return true;
    case ACT_PK_FILTER_BACK:
        if (fl) {
            f[fl - 1] = '\0';
            refilter(pk);
        } else
            pk->typing = false;
        return true;
    case ACT_PK_FILTER_CLEAR:
        f[0] = '\0';
        pk->typing = false;
        settle(pk, pk->depth);
        return true;
    case ACT_PK_OUT:
        pk->typing = false;
        if (f[0]) {
            /* a filtered column is cleared first, then left */
            f[0] = '\0';
            settle(pk, pk->depth);
        } else if (pk->depth > mindepth)
            pk->depth--;
        else if (a->have_level)
            a->mode = VM_MAP;
        return true;
    case ACT_PK_SELECT: {
        pk->typing = false;
        if (!shown(pk, pk->sel, pk->depth, pk->sel[pk->depth])) {
            snprintf(a->msg, sizeof a->msg, "nothing to choose: no entry matches \"%s\"", f);
            return true;
        }
        if (leads_deeper(pk, pk->sel, pk->depth, pk->sel[pk->depth])) {
            /* an entry found through what it leads to shows that there:
               the filter goes along; one matching by its own name opens
               its whole list */
            int m = entry_match(pk, pk->sel, pk->depth, pk->sel[pk->depth], f);

            pk->depth++;
            if (m == MATCH_UNDER)
                memcpy(pk->filter[pk->depth], f, sizeof pk->filter[0]);
            else
                pk->filter[pk->depth][0] = '\0';
            pk->sel[pk->depth] = 0;
            settle(pk, pk->depth);
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

/* ---- drawing ---- */

/* What dungeon.lua says about the selected level, right of the columns. */
static void draw_info(struct app *a, int x, int w)
{
    struct picker *pk = a->pk;
    if (!pk->tree || pk->depth < 1 || ndungeons(pk) == 0 || w < 16)
        return;
    const struct nhl_levels *lv = pk->levels;
    int d = pk->sel[0], base = nhl_levels_dungeon_base(lv, d);
    int range = nhl_levels_dungeon_range(lv, d);
    int row = 1, maxrow = a->scr.h - 2;
#define INFO(color, attr, ...) do { if (row < maxrow) screen_printf(&a->scr, x, row++, w, color, attr, __VA_ARGS__); } while (0)
    INFO(CLR_WHITE, SA_BOLD | SA_UNDERLINE, "%s", nhl_levels_dungeon_name(lv, d));
    if (range > 1)
        INFO(NO_COLOR, 0, "%d-%d levels", base, base + range - 1);
    else
        INFO(NO_COLOR, 0, "%d levels", base);
    if (filler(pk, d)[0])
        INFO(NO_COLOR, 0, "filler %s", filler(pk, d));
    if (on_floors(pk, pk->sel) && pk->depth == 2) {
        /* the chosen floor's place in the default game */
        int dnum = layout_dnum(pk, pk->sel), dlevel = pk->sel[2] + 1;
        char name[48], what[48];

        nhl_layout_floor_name(pk->layout, dnum, dlevel, name, sizeof name);
        nhl_layout_floor_describe(pk->layout, dnum, dlevel, what, sizeof what);
        row++;
        INFO(CLR_WHITE, SA_BOLD, "%s", name);
        INFO(NO_COLOR, 0, "builds %s", what);
        INFO(CLR_CYAN, 0, "depth %d in game %llu", nhl_layout_depth(pk->layout, dnum, dlevel),
             (unsigned long long) a->base.layout_seed);
    } else if (pk->sel[1] < nlevels(pk, d)) {
        int l = level_at(pk, d, pk->sel[1]);
        const char *name = nhl_levels_name(lv, l), *alias = nhl_levels_alias(lv, l);
        int lbase = nhl_levels_base(lv, l), lrange = nhl_levels_range(lv, l);
        int chance = nhl_levels_chance(lv, l), nv = nhl_levels_variants(lv, l);

        row++;
        INFO(CLR_WHITE, SA_BOLD, "%s", name);
        if (alias[0] && strcmp(alias, name))
            INFO(NO_COLOR, 0, "name %s", alias);
        INFO(NO_COLOR, 0, "placed at %d%s", lbase, lbase < 0 ? " (from the bottom)" : "");
        if (lrange > 1)
            INFO(NO_COLOR, 0, "range %d", lrange);
        if (chance && chance != 100)
            INFO(NO_COLOR, 0, "chance %d%%", chance);
        if (nv)
            INFO(NO_COLOR, 0, "%d variants", nv);
        if (pk->layout) {
            int dep = nhl_layout_depth_of(pk->layout, name);
            if (dep)
                INFO(CLR_CYAN, 0, "depth %d in game %llu", dep,
                     (unsigned long long) a->base.layout_seed);
            else
                INFO(CLR_CYAN, 0, "not in game %llu", (unsigned long long) a->base.layout_seed);
        }
    }
#undef INFO
}

/* One column: its shown entries, scrolled so the selection is in view.
 * Returns the screen row of the selection (2 when nothing is shown). */
static int draw_column(struct app *a, int d, int x, int colw, int rows, const char *head)
{
    struct picker *pk = a->pk;
    char tmp[96];
    int n = entries(pk, pk->sel, d, -1, tmp, sizeof tmp);
    int nshown = 0, selrow = 0;

    for (int i = 0; i < n; i++)
        if (shown(pk, pk->sel, d, i)) {
            if (i == pk->sel[d])
                selrow = nshown;
            nshown++;
        }
    if (pk->filter[d][0])
        screen_printf(&a->scr, x, 1, colw - 1, CLR_WHITE, SA_BOLD | SA_UNDERLINE, "%s /%s",
                      head, pk->filter[d]);
    else
        screen_printf(&a->scr, x, 1, colw - 1, CLR_WHITE, SA_BOLD | SA_UNDERLINE, "%s", head);
    if (!nshown) {
        screen_printf(&a->scr, x, 2, colw - 1, CLR_YELLOW, 0, " nothing matches \"%s\"",
                      pk->filter[d]);
        return 2;
    }
    int top = selrow >= rows ? selrow - rows + 1 : 0;

    for (int i = 0, row = 0; i < n; i++) {
        if (!shown(pk, pk->sel, d, i))
            continue;
        if (row >= top && row - top < rows) {
            char e[96] = "";
            bool cur = i == pk->sel[d];

            entries(pk, pk->sel, d, i, e, sizeof e);
            screen_printf(&a->scr, x, 2 + row - top, colw - 1,
                          cur ? (d == pk->depth ? CLR_YELLOW : CLR_WHITE) : NO_COLOR,
                          cur ? SA_REVERSE : 0, "%c%s", cur ? '>' : ' ', e);
        }
        row++;
    }
    return 2 + selrow - top;
}

/* The seed of the level chosen, asked beside it (not on the last row,
 * where the eye is not): the seed typed, what Enter and h do, and what
 * was wrong with a seed. x: where the next column would be. */
static void draw_seed_box(struct app *a, int x, int row, int w)
{
    struct screen *s = &a->scr;
    const char *lines[3] = { "Enter: build it", "h/Esc: back", "j/k: another level" };
    int n = 3 + (a->msg[0] ? 1 : 0);

    if (row + n >= s->h)
        row = s->h - n - 1 > 1 ? s->h - n - 1 : 1;
    int used = screen_printf(s, x, row, w, CLR_YELLOW, SA_REVERSE | SA_BOLD, " seed %s ",
                             a->input);

    if (used < w)
        screen_printf(s, x + used, row, w - used, NO_COLOR, 0, "%-*s", w - used, "");
    s->curx = x + used - 1 < s->w ? x + used - 1 : s->w - 1;
    s->cury = row;
    for (int i = 0; i < 3 && row + 1 + i < s->h - 1; i++)
        screen_printf(s, x, row + 1 + i, w, NO_COLOR, 0, " %-*s", w - 1, lines[i]);
    if (a->msg[0] && row + 4 < s->h - 1)
        screen_printf(s, x, row + 4, w, CLR_YELLOW, 0, " %s", a->msg);
}

void picker_draw(struct app *a)
{
    struct picker *pk = a->pk;
    if (!pk)
        return;
    const char *heads[] = { "branch", "level",
                            pk->tree && pk->depth == 2 && on_floors(pk, pk->sel) ? "floor"
                                                                                    : "variant" };
    int W = a->scr.w, H = a->scr.h;
    int ncols = pk->tree ? 4 : 2, mind = pk->tree ? 0 : 1;
    int colw = W / ncols > 20 ? W / ncols : 20;
    /* a narrow terminal shows the column chosen in and those left of it
       that fit */
    int first = pk->depth - (W / colw > 0 ? W / colw : 1) + 1;

    if (first < mind)
        first = mind;
    bool asking = a->prompt == PR_SEED;
    int seed_x = (pk->depth - first + 1) * colw;

    /* the seed asked where the level's facts are: they make way */
    if (first == mind && !(asking && seed_x >= (ncols - 1) * colw))
        draw_info(a, (ncols - 1) * colw, W - (ncols - 1) * colw);
    int rows = H - 4;
    /* which NetHack the levels will be built as, and from where */
    bool des = a->des_pick[0] || (pk->levels && nhl_levels_des(pk->levels));

    if (asking)
        screen_printf(&a->scr, 0, 0, W, CLR_WHITE, SA_REVERSE,
                      " %s: which seed? (Enter build, digits another seed, h back)%-*s",
                      pk->chosen, W, "");
    else
        screen_printf(&a->scr, 0, 0, W, CLR_WHITE, SA_REVERSE,
                      " %sNetHack %s  %s  (Enter choose, h back, / filter, q quit)%-*s",
                      des ? ".des built as " : "", nhl_release_name(a->nethack),
                      a->des_pick[0] ? a->des_pick
                      : a->dat_dir[0] ? a->dat_dir : "built-in levels", W, "");
    int selrow = 2;

    for (int d = first; d <= pk->depth; d++)
        selrow = draw_column(a, d, (d - first) * colw, d == pk->depth && W < colw ? W : colw,
                             rows, heads[d]);
    if (asking) {
        /* beside the chosen entry; a terminal with no room right of it
           has the box under it */
        if (seed_x + 16 <= W)
            draw_seed_box(a, seed_x, selrow, W - seed_x < colw ? W - seed_x : colw);
        else {
            int cur_x = (pk->depth - first) * colw;

            draw_seed_box(a, cur_x, selrow + 1, W - cur_x);
        }
        return;
    }
    /* the column's filter, where the cursor is while it is typed, and
       how many entries it leaves */
    const char *f = pk->filter[pk->depth];

    if ((pk->typing || f[0]) && a->prompt == PR_NONE) {
        char tmp[8];
        int n = entries(pk, pk->sel, pk->depth, -1, tmp, sizeof tmp), left = 0;

        for (int i = 0; i < n; i++)
            left += shown(pk, pk->sel, pk->depth, i);
        int used = screen_printf(&a->scr, 0, H - 2, W, CLR_WHITE, SA_BOLD, "/%s", f);

        if (!left)
            screen_printf(&a->scr, used + 2, H - 2, W - used - 2, CLR_YELLOW, 0,
                          "nothing matches (%s)", pk->typing ? "Backspace edits, Esc clears"
                                                             : "Esc clears");
        else
            screen_printf(&a->scr, used + 2, H - 2, W - used - 2, NO_COLOR, SA_DIM,
                          "%d shown (%s)", left, pk->typing ? "Enter chooses, Esc clears"
                                                            : "Esc clears");
        if (pk->typing) {
            a->scr.curx = used < W ? used : W - 1;
            a->scr.cury = H - 2;
        }
    }
}
