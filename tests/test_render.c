/* test_render.c - render.c against NetHack's own drawing: levels read from
 * truth files must draw exactly as their mapASCII and mapDEC. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "nhlev.h"
#include "render.h" /* render_row, render_cell_sym: the module under test */
/* makes levels by hand (level_new, level_add_*): the engine's own calls */
#include "level.h" /* level_new, level_add_engraving: a level made outside a build */

static struct nhl_level_doc load(const char *name)
{
    char path[1024], err[512];
    struct nhl_level_doc d;
    snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR, name);
    cr_assert_eq(nhl_doc_load(path, &d, err, sizeof err), 0, "%s", err);
    return d;
}

/* Rows of the rendered map that differ from the document's map key. */
static int diff_rows(struct nhl_level_doc *d, enum nhl_render_mode mode, const char *key,
                     bool quiet)
{
    const cJSON *map = cJSON_GetObjectItemCaseSensitive(d->root, key);
    int bad = 0;
    cr_assert(cJSON_IsArray(map));
    for (int y = 0; y < ROWNO; y++) {
        char row[COLNO * 4 + 1];
        cr_assert_geq(render_row(d->lev, y, mode, row, sizeof row), COLNO);
        const char *want = cJSON_GetArrayItem(map, y)->valuestring;
        if (strcmp(row, want) != 0) {
            if (!bad && !quiet)
                cr_log_warn("%s %s row %d\n got: %s\nwant: %s", d->path, key, y, row, want);
            bad++;
        }
    }
    return bad;
}

static const char *const files[] = {
    "soko1.seed1.json", "castle.seed2.json", "valley.seed3.json",
    "minetn-1.seed1.json", "Ran-strt.seed1.json", "medusa-2.seed2.json",
    "knox.seed1.json", "oracle.seed1.json", "dlvl3.seed2.json",
    "Mon-loca.seed1.json", "juiblex.seed1.json", "sanctum.seed1.json",
    "water.seed1.json", "bigrm-5.seed1.json", "orcus.seed2.json",
};

Test(render, truth_maps_ascii_and_dec_exact)
{
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        struct nhl_level_doc d = load(files[i]);
        cr_expect_eq(diff_rows(&d, RENDER_ASCII, "mapASCII", false), 0, "%s ascii", files[i]);
        cr_expect_eq(diff_rows(&d, RENDER_DEC, "mapDEC", false), 0, "%s dec", files[i]);
        nhl_doc_free(&d);
    }
}

static struct nhl_level *blank(void)
{
    return level_new(NULL, NULL);
}

Test(render, terrain_symbols_and_precedence)
{
    struct nhl_level *lev = blank();
    char g[RENDER_GLYPH_MAX];
    int color;

    lev->at[5][5].typ = TLCORNER;
    cr_assert_eq(nhl_render_cell(lev, 5, 5, RENDER_ASCII, g, &color), RL_TERRAIN);
    cr_assert_str_eq(g, "-");
    cr_assert_eq(color, CLR_GRAY);
    nhl_render_cell(lev, 5, 5, RENDER_DEC, g, NULL);
    cr_assert_str_eq(g, "\u250c");
    cr_assert_eq(nhl_render_cell(lev, 5, 5, RENDER_DEC_RAW, g, NULL),
                 RL_TERRAIN | RENDER_ALTCHARSET);
    cr_assert_str_eq(g, "l");

    /* secret door draws as its wall, secret corridor as stone */
    lev->at[6][5].typ = SDOOR;
    lev->at[6][5].horizontal = true;
    nhl_render_cell(lev, 6, 5, RENDER_ASCII, g, NULL);
    cr_assert_str_eq(g, "-");
    lev->at[7][5].typ = SCORR;
    nhl_render_cell(lev, 7, 5, RENDER_ASCII, g, NULL);
    cr_assert_str_eq(g, " ");

    /* doors by state and orientation */
    lev->at[8][5].typ = DOOR;
    lev->at[8][5].flags = D_ISOPEN;
    nhl_render_cell(lev, 8, 5, RENDER_ASCII, g, &color);
    cr_assert_str_eq(g, "-");
    cr_assert_eq(color, CLR_BROWN);
    lev->at[8][5].horizontal = true;
    nhl_render_cell(lev, 8, 5, RENDER_ASCII, g, NULL);
    cr_assert_str_eq(g, "|");
    lev->at[8][5].flags = D_LOCKED;
    nhl_render_cell(lev, 8, 5, RENDER_ASCII, g, NULL);
    cr_assert_str_eq(g, "+");
    lev->at[8][5].flags = D_BROKEN;
    nhl_render_cell(lev, 8, 5, RENDER_UNICODE, g, NULL);
    cr_assert_str_eq(g, "\u00b7");

    /* layers: engraving < trap < object < monster */
    lev->at[10][10].typ = ROOM;
    nhl_render_cell(lev, 10, 10, RENDER_ASCII, g, NULL);
    cr_assert_str_eq(g, ".");
    struct engr *e = level_add_engraving(lev);
    e->x = 10; e->y = 10; e->engr_type = BURN; e->text = strdup("Elbereth");
    cr_assert_eq(nhl_render_cell(lev, 10, 10, RENDER_ASCII, g, NULL), RL_ENGRAVING);
    cr_assert_str_eq(g, "`");
    struct trap *t = level_add_trap(lev);
    t->tx = 10; t->ty = 10; t->ttyp = WEB;
    cr_assert_eq(nhl_render_cell(lev, 10, 10, RENDER_ASCII, g, NULL), RL_TRAP);
    cr_assert_str_eq(g, "\"");
    struct obj *o = level_add_object(lev);
    o->x = 10; o->y = 10; o->otyp = -1; o->oclass = ')'; o->container = -1; o->owner = -1;
    cr_assert_eq(nhl_render_cell(lev, 10, 10, RENDER_ASCII, g, NULL), RL_OBJECT);
    cr_assert_str_eq(g, ")");
    struct monst *m = level_add_monster(lev);
    m->x = 10; m->y = 10; m->mndx = -1; m->mclass = 'D';
    cr_assert_eq(nhl_render_cell(lev, 10, 10, RENDER_ASCII, g, NULL), RL_MONSTER);
    cr_assert_str_eq(g, "D");
    nhl_level_free(lev);
}

Test(render, whole_map_and_mode_names)
{
    struct nhl_level *lev = blank();
    char buf[ROWNO * (COLNO * 4 + 1) + 1];
    lev->at[1][0].typ = HWALL;
    int n = nhl_render_map(lev, RENDER_ASCII, buf, sizeof buf);
    cr_assert_eq(n, ROWNO * (COLNO + 1));
    cr_assert_eq(buf[1], '-');
    cr_assert_eq(buf[COLNO], '\n');
    cr_assert_eq(nhl_render_map(lev, RENDER_ASCII, buf, 10), -1);
    cr_assert_eq(nhl_render_mode_from_name("dec"), RENDER_DEC);
    cr_assert_eq(nhl_render_mode_from_name("unicode"), RENDER_UNICODE);
    cr_assert_eq(nhl_render_mode_from_name("nope"), -1);
    nhl_level_free(lev);
}

#include <dirent.h>

/* Every truth file: only long worm tails (not in the dump's monster list)
 * may make a map differ. */
Test(render, all_truth_maps)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/truth", NHLEV_SHARED_DIR);
    DIR *dp = opendir(dir);
    cr_assert_not_null(dp);
    struct dirent *de;
    int files = 0, bad = 0;
    while ((de = readdir(dp)) != NULL) {
        if (!strstr(de->d_name, ".seed"))
            continue;
        struct nhl_level_doc d = load(de->d_name);
        files++;
        if (diff_rows(&d, RENDER_ASCII, "mapASCII", true)
            || diff_rows(&d, RENDER_DEC, "mapDEC", true))
            bad++;
        nhl_doc_free(&d);
    }
    closedir(dp);
    cr_assert_geq(files, 400);
    /* wizard2 seeds 1 and 3 (worm tails), medusa-1 seed 3 (a wererat drawn
     * in its @ form) */
    cr_assert_leq(bad, 3, "%d maps differ", bad);
}

/* The per-drawing index picks what the list walks pick, on every cell of
 * every truth level (zoos, storerooms, piles under boulders, worm tails,
 * traps under objects, engravings under traps) in every mode. */
Test(render, index_draws_as_the_lists)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/truth", NHLEV_SHARED_DIR);
    DIR *dp = opendir(dir);
    cr_assert_not_null(dp);
    struct dirent *de;
    int files = 0;
    static struct nhl_render_index ix;
    while ((de = readdir(dp)) != NULL) {
        if (!strstr(de->d_name, ".seed"))
            continue;
        struct nhl_level_doc d = load(de->d_name);
        files++;
        nhl_render_index_build(d.lev, &ix);
        for (int mode = 0; mode < RENDER_NMODES; mode++)
            for (int x = 0; x < COLNO; x++)
                for (int y = 0; y < ROWNO; y++) {
                    char g1[RENDER_GLYPH_MAX], g2[RENDER_GLYPH_MAX];
                    int c1, c2;
                    int l1 = nhl_render_cell(d.lev, x, y, (enum nhl_render_mode)mode, g1, &c1);
                    int l2 = nhl_render_cell_ix(d.lev, &ix, x, y, (enum nhl_render_mode)mode, g2, &c2);
                    cr_assert(l1 == l2 && c1 == c2 && !strcmp(g1, g2),
                              "%s (%d,%d) mode %d: %s/%d/%d vs %s/%d/%d", de->d_name, x, y,
                              mode, g1, c1, l1, g2, c2, l2);
                    cr_assert_eq(render_cell_sym(d.lev, x, y), nhl_render_cell_sym_ix(d.lev, &ix, x, y));
                }
        nhl_doc_free(&d);
    }
    closedir(dp);
    cr_assert_geq(files, 400);
}
