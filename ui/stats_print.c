/* stats_print.c - `nhlev stats` reports as text (stats_print.h).
 *
 * A heat map draws each cell the query reached with a shade and every
 * other cell with its most common terrain, in NetHack's default symbols.
 * Without colour the shades are the digits 1-9: the usual ramp
 * " .:-=+*#%@" shares '.', '-' and '#' with floors, walls and corridors,
 * and a reader could not tell a rare cell from a room's floor. With colour
 * the terrain glyph stays and the cell's background carries the shade. */
#include "stats_print.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "nhlev.h"

#define NSHADES 9
/* 256-colour backgrounds from dark red to yellow, weakest first */
static const int shade_bg[NSHADES] = { 52, 88, 124, 160, 196, 202, 208, 214, 226 };

int stats_report_by_name(const char *name)
{
    static const char *const names[] = {
        [SR_SUMMARY] = "summary", [SR_VARIANTS] = "variants", [SR_OBJECTS] = "objects",
        [SR_MONSTERS] = "monsters", [SR_TRAPS] = "traps", [SR_TERRAIN] = "terrain",
    };
    for (int i = 0; i < (int) (sizeof names / sizeof names[0]); i++)
        if (names[i] && strcmp(names[i], name) == 0)
            return i;
    return -1;
}

static double pct(uint64_t k, uint64_t n)
{
    return n ? 100.0 * (double) k / (double) n : 0;
}

/* "  12.3%  [11.7%, 12.9%]" */
static void share_ci(FILE *f, uint64_t k, uint64_t n)
{
    double lo, hi;
    nhl_stats_wilson(k, n, &lo, &hi);
    fprintf(f, "%6.1f%%  [%5.1f%%, %5.1f%%]", pct(k, n), 100 * lo, 100 * hi);
}

static void header(FILE *f, const struct nhl_level_stats *st, const struct nhl_stats_meta *m)
{
    char level[512], nethack[80], options[2048], error[1100];

    /* a merged file's text is anyone's: no control character gets through */
    cli_escape(m->level, level, sizeof level);
    cli_escape(m->nethack, nethack, sizeof nethack);
    cli_escape(m->options, options, sizeof options);
    cli_escape(st->first_error, error, sizeof error);
    fprintf(f, "%s, NetHack %s: %" PRIu64 " levels built, seeds ", level, nethack,
            st->builds + st->failures);
    for (int i = 0; i < m->nranges; i++)
        fprintf(f, "%s%" PRIu64 "..%" PRIu64, i ? ", " : "", m->ranges[i].first,
                m->ranges[i].last);
    fputc('\n', f);
    if (options[0])
        fprintf(f, "options: %s\n", options);
    if (st->failures)
        fprintf(f, "%" PRIu64 " builds failed and are left out; the first, seed %" PRIu64
                   ": %s\n", st->failures, st->first_failed, error);
}

/* ---- variants ---- */

static void print_variants(FILE *f, const struct nhl_level_stats *st)
{
    static const char *const flips[STATS_NFLIPS] = {
        "no flip call", "not flipped", "flipped vertically", "flipped horizontally",
        "flipped both ways"
    };
    fprintf(f, "\n  %-32s %9s   share   95%% interval\n", "variant (file loaded)", "count");
    for (int i = 0; i < st->nvariants; i++) {
        char file[256];
        /* a file name is anyone's: no control character reaches the terminal */
        cli_escape(st->variants[i].file, file, sizeof file);
        fprintf(f, "  %-32s %9" PRIu64 " ", file, st->variants[i].n);
        share_ci(f, st->variants[i].n, st->builds);
        fputc('\n', f);
    }
    fprintf(f, "\n  %-32s %9s   share   95%% interval\n", "variant and flip", "count");
    for (int i = 0; i < st->nvariants; i++)
        for (int k = 0; k < STATS_NFLIPS; k++) {
            if (!st->variants[i].flip[k])
                continue;
            char file[256], label[320];
            cli_escape(st->variants[i].file, file, sizeof file);
            snprintf(label, sizeof label, "%s %s", file, flips[k]);
            fprintf(f, "  %-32s %9" PRIu64 " ", label, st->variants[i].flip[k]);
            share_ci(f, st->variants[i].flip[k], st->builds);
            fputc('\n', f);
        }
}

/* ---- kinds ---- */

struct ranked {
    int id;
    const struct nhl_stats_kind *k;
    char name[96];
};

static int by_levels(const void *a, const void *b)
{
    const struct ranked *x = a, *y = b;
    if (x->k->levels != y->k->levels)
        return x->k->levels > y->k->levels ? -1 : 1;
    if (x->k->count != y->k->count)
        return x->k->count > y->k->count ? -1 : 1;
    return strcmp(x->name, y->name);
}

enum kind { K_OBJECTS, K_MONSTERS, K_TRAPS };

static void print_kinds(FILE *f, const struct nhl_level_stats *st, enum kind kind, int limit)
{
    static const char *const titles[] = { "objects", "monsters", "traps" };
    int n = kind == K_OBJECTS ? NHL_NUM_OTYPES : kind == K_MONSTERS ? NHL_NUMMONS : TRAPNUM;
    const struct nhl_stats_kind *base = kind == K_OBJECTS ? st->objects
                                  : kind == K_MONSTERS ? st->monsters : st->traps;
    struct ranked *r = calloc((size_t) n, sizeof *r);
    int nr = 0;

    if (!r)
        return;
    for (int i = 0; i < n; i++) {
        if (!base[i].levels)
            continue;
        r[nr].id = i;
        r[nr].k = &base[i];
        if (kind == K_OBJECTS)
            nhl_stats_object_name(i, r[nr].name, sizeof r[nr].name);
        else
            snprintf(r[nr].name, sizeof r[nr].name, "%s",
                     kind == K_MONSTERS ? nhl_stats_monster_name(i) : nhl_trap_name(i));
        nr++;
    }
    qsort(r, (size_t) nr, sizeof *r, by_levels);
    fprintf(f, "\n  %-28s levels with one  95%% interval   mean/level%s\n", titles[kind],
            kind == K_OBJECTS ? "  mean quantity" : "");
    for (int i = 0; i < nr && (limit <= 0 || i < limit); i++) {
        fprintf(f, "  %-28s ", r[i].name);
        share_ci(f, r[i].k->levels, st->builds);
        fprintf(f, " %9.3f", st->builds ? (double) r[i].k->count / (double) st->builds : 0);
        if (kind == K_OBJECTS)
            fprintf(f, " %13.3f", st->builds ? (double) r[i].k->quan / (double) st->builds : 0);
        fputc('\n', f);
    }
    if (nr == 0)
        fprintf(f, "  (none)\n");
    else if (limit > 0 && nr > limit)
        fprintf(f, "  ... %d more (--what %s lists them all)\n", nr - limit, titles[kind]);
    free(r);
}

/* ---- maps ---- */

static int shade_of(uint64_t v, uint64_t top)
{
    if (!v || !top)
        return 0;
    /* 1..NSHADES, the top cell NSHADES */
    int s = (int) ((v * NSHADES + top - 1) / top);
    return s < 1 ? 1 : s > NSHADES ? NSHADES : s;
}

/* Draw grid (levels per cell) over the commonest terrain, with its scale.
 * Column 0 is never part of a map (C's x starts at 1); it is left out. */
static void print_heat(FILE *f, const struct nhl_level_stats *st, const uint64_t grid[COLNO][ROWNO],
                       const char *what, bool color)
{
    uint64_t top = 0;

    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            if (grid[x][y] > top)
                top = grid[x][y];
    if (!top) {
        fprintf(f, "  (on no cell of any level)\n");
        return;
    }
    fprintf(f, "scale (share of levels %s; other cells: the commonest terrain):\n ", what);
    for (int s = 1; s <= NSHADES; s++) {
        /* the shade s covers shares above (s-1)/9 of the top cell's */
        double hi = pct(top, st->builds) * s / NSHADES;
        if (color)
            fprintf(f, " \033[48;5;%dm  \033[0m<=%.3g%%", shade_bg[s - 1], hi);
        else
            fprintf(f, " %d:<=%.3g%%", s, hi);
    }
    fputc('\n', f);
    for (int y = 0; y < ROWNO; y++) {
        for (int x = 1; x < COLNO; x++) {
            int s = shade_of(grid[x][y], top);
            const char *g = nhl_render_sym_glyph(nhl_stats_common_sym(st, x, y), RENDER_ASCII);

            if (color && s)
                fprintf(f, "\033[48;5;%d;38;5;%dm%s\033[0m", shade_bg[s - 1],
                        s <= 5 ? 231 : 16, g);
            else if (s)
                fputc('0' + s, f);
            else
                fputs(g, f);
        }
        fputc('\n', f);
    }
}

/* the cells of grid most often reached, best first */
static void print_top_cells(FILE *f, const struct nhl_level_stats *st,
                            const uint64_t grid[COLNO][ROWNO], int limit)
{
    bool used[COLNO][ROWNO];

    memset(used, 0, sizeof used);
    fprintf(f, "cells most often holding it (x,y: levels, share):\n");
    for (int n = 0; n < limit; n++) {
        int bx = -1, by = -1;
        for (int x = 1; x < COLNO; x++)
            for (int y = 0; y < ROWNO; y++)
                if (!used[x][y] && grid[x][y] && (bx < 0 || grid[x][y] > grid[bx][by]))
                    bx = x, by = y;
        if (bx < 0)
            break;
        used[bx][by] = true;
        fprintf(f, "  %2d,%-2d %9" PRIu64 " %6.2f%%\n", bx, by, grid[bx][by],
                pct(grid[bx][by], st->builds));
    }
}

static void print_query(FILE *f, const struct nhl_level_stats *st, bool color)
{
    const char *what = st->query.kind == SQ_TERRAIN ? "cells of" : "";
    fprintf(f, "\nheat map of %s%s%s: on %" PRIu64 " levels,", what, *what ? " " : "",
            st->query.name, st->q.levels);
    share_ci(f, st->q.levels, st->builds);
    fprintf(f, ", %.3f per level\n", st->builds ? (double) st->q.count / (double) st->builds : 0);
    print_heat(f, st, (const uint64_t (*)[ROWNO]) st->q_levels, "with it on the cell", color);
    print_top_cells(f, st, (const uint64_t (*)[ROWNO]) st->q_levels, 10);
}

static void print_terrain(FILE *f, const struct nhl_level_stats *st, bool color)
{
    uint64_t varies[COLNO][ROWNO];

    fprintf(f, "\n  %-24s levels with any  95%% interval   mean cells\n", "map type");
    for (int t = 0; t < MAX_TYPE; t++) {
        if (!st->terrain[t].levels)
            continue;
        fprintf(f, "  %-24s ", nhl_typ_longname(t));
        share_ci(f, st->terrain[t].levels, st->builds);
        fprintf(f, " %10.1f\n",
                st->builds ? (double) st->terrain[t].count / (double) st->builds : 0);
    }
    fprintf(f, "\nthe commonest terrain of each cell:\n");
    for (int y = 0; y < ROWNO; y++) {
        for (int x = 1; x < COLNO; x++)
            fputs(nhl_render_sym_glyph(nhl_stats_common_sym(st, x, y), RENDER_ASCII), f);
        fputc('\n', f);
    }
    /* where the level changes from seed to seed: how often a cell is not
       its commonest terrain */
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            varies[x][y] = st->builds - st->sym[x][y][nhl_stats_common_sym(st, x, y)];
    fprintf(f, "\nwhere the terrain varies (share of levels where a cell is not its commonest):\n");
    print_heat(f, st, (const uint64_t (*)[ROWNO]) varies, "where the cell differs", color);
    fprintf(f, "\nlit (share of levels where the cell is lit):\n");
    print_heat(f, st, (const uint64_t (*)[ROWNO]) st->lit, "where the cell is lit", color);
}

void stats_print(FILE *f, const struct nhl_level_stats *st, const struct nhl_stats_meta *m,
                 enum stats_report what, bool color)
{
    header(f, st, m);
    switch (what) {
    case SR_SUMMARY:
        print_variants(f, st);
        print_kinds(f, st, K_OBJECTS, 10);
        print_kinds(f, st, K_MONSTERS, 10);
        print_kinds(f, st, K_TRAPS, 10);
        if (st->query.kind != SQ_NONE)
            print_query(f, st, color);
        break;
    case SR_VARIANTS: print_variants(f, st); break;
    case SR_OBJECTS: print_kinds(f, st, K_OBJECTS, 0); break;
    case SR_MONSTERS: print_kinds(f, st, K_MONSTERS, 0); break;
    case SR_TRAPS: print_kinds(f, st, K_TRAPS, 0); break;
    case SR_TERRAIN: print_terrain(f, st, color); break;
    case SR_QUERY: print_query(f, st, color); break;
    }
}
