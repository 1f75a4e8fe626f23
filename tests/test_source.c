/* test_source.c - level sources: dungeon.lua read without drawing, level
 * names resolved to files and variants, over our levels/ and over NetHack's
 * dat/ when it is installed; and the levels/README.md coverage table. */
#include <criterion/criterion.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "source.h" /* source_open, source_resolve: the module under test */
#include "testutil.h"

#define LEVELS NHLEV_SOURCE_DIR "/levels"
#define NH_DAT "" TU_NETHACK_DAT ""
#define FIX NHLEV_TEST_DIR "/fixtures/source"

static bool have_dir(const char *d)
{
    struct stat sb;
    return stat(d, &sb) == 0 && S_ISDIR(sb.st_mode);
}

static void open_ok(struct level_source *src, const char *dir)
{
    char err[512] = "";
    int rc = source_open(src, dir, err, sizeof err);
    cr_assert_eq(rc, 0, "source_open(%s): %s", dir ? dir : "builtin", err);
}

static void open_nethack(struct level_source *src)
{
    if (!have_dir(NH_DAT))
        cr_assert_fail("NetHack dat/ not installed at " NH_DAT);
    open_ok(src, NH_DAT);
}

/* resolve and return the base; nvariants through *nv */
static int resolve(const struct level_source *src, const char *name,
                   char *base, char *dir, int *nv, char *err)
{
    err[0] = '\0';
    return source_resolve(src, name, base, 64, nv, dir, 1024, err, 512);
}

/* ---- NetHack's dat/ ---------------------------------------------------- */

Test(source_nethack, reads_every_dungeon)
{
    struct level_source src;
    open_nethack(&src);
    cr_assert_eq(src.ndungeons, 9);
    cr_assert_str_eq(src.dungeons[0].name, "The Dungeons of Doom");
    cr_assert_str_eq(src.dungeons[0].bonetag, "D");
    cr_assert_eq(src.dungeons[0].base, 25);
    cr_assert_eq(src.dungeons[0].range, 5);
    cr_assert_str_eq(src.dungeons[0].themerooms, "themerms.lua");
    cr_assert_eq(src.dungeons[0].nbranches, 6);
    cr_assert_str_eq(src.dungeons[0].branches[2].name, "The Quest");
    cr_assert_str_eq(src.dungeons[0].branches[2].type, "portal");
    cr_assert_str_eq(src.dungeons[0].branches[2].chain, "oracle");
    cr_assert_str_eq(src.dungeons[0].branches[1].dir, "up");
    cr_assert_str_eq(src.dungeons[0].branches[0].dir, "down");
    cr_assert_str_eq(src.dungeons[0].branches[4].type, "no_down");
    /* levels of the Dungeons of Doom */
    cr_assert_eq(src.dungeons[0].nlevels, 5);
    const struct source_level *big = &src.dungeons[0].levels[2];
    cr_assert_str_eq(big->name, "bigrm");
    cr_assert_eq(big->chance, 40);
    cr_assert_eq(big->nlevels, 11);
    cr_assert_eq(big->base, 10);
    cr_assert_eq(big->range, 3);
    cr_assert_str_eq(src.dungeons[0].levels[1].bonetag, "O");
    cr_assert_eq(src.dungeons[0].levels[1].align, 2, "oracle is neutral");
    cr_assert_eq(src.dungeons[0].levels[3].align, 1, "medusa is chaotic");
    cr_assert_eq(src.dungeons[0].levels[3].base, -5);
    cr_assert_eq(src.dungeons[0].levels[0].flags, SRC_ROGUELIKE);
    /* Gehennom: flags list, lvlfill, noalign, chained wizard levels */
    cr_assert_str_eq(src.dungeons[1].name, "Gehennom");
    cr_assert_eq(src.dungeons[1].flags, SRC_MAZELIKE | SRC_HELLISH);
    cr_assert_str_eq(src.dungeons[1].lvlfill, "hellfill");
    cr_assert_eq(src.dungeons[1].align, 0);
    cr_assert_str_eq(src.dungeons[1].levels[6].name, "wizard2");
    cr_assert_str_eq(src.dungeons[1].levels[6].chainlevel, "wizard1");
    /* Mines: lawful; minetn a town with 7 variants */
    cr_assert_eq(src.dungeons[2].align, 4);
    cr_assert_eq(src.dungeons[2].levels[0].flags, SRC_TOWN);
    cr_assert_eq(src.dungeons[2].levels[0].nlevels, 7);
    /* Sokoban, Vlad's, Planes, Tutorial */
    cr_assert_eq(src.dungeons[4].entry, -1);
    cr_assert_str_eq(src.dungeons[6].protofile, "tower");
    cr_assert_eq(src.dungeons[7].entry, -2);
    cr_assert_eq(src.dungeons[8].flags, SRC_MAZELIKE | SRC_UNCONNECTED);
    cr_assert_eq(src.dungeons[0].chance, 100);
    cr_assert_str_eq(src.dir, NH_DAT);
    cr_assert_not(src.builtin);
    source_close(&src);
    cr_assert_eq(src.ndungeons, 0);
}

Test(source_nethack, resolves_listed_levels_with_variants)
{
    struct level_source src;
    char base[64], dir[1024], err[512];
    int nv = -1;
    open_nethack(&src);
    struct { const char *name; int nv; } cases[] = {
        { "soko1", 2 }, { "soko4", 2 }, { "medusa", 4 }, { "minetn", 7 },
        { "minend", 3 }, { "bigrm", 11 }, { "castle", 0 }, { "oracle", 0 },
        { "valley", 0 }, { "tower2", 0 }, { "astral", 0 }, { "tut-1", 0 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cr_assert_eq(resolve(&src, cases[i].name, base, dir, &nv, err), 0,
                     "%s: %s", cases[i].name, err);
        cr_assert_str_eq(base, cases[i].name);
        cr_assert_eq(nv, cases[i].nv, "%s: %d variants, want %d",
                     cases[i].name, nv, cases[i].nv);
        cr_assert_str_eq(dir, NH_DAT);
    }
    source_close(&src);
}

Test(source_nethack, exact_file_bases)
{
    struct level_source src;
    char base[64], dir[1024], err[512];
    int nv = -1;
    open_nethack(&src);
    const char *names[] = { "soko1-2", "minefill", "hellfill", "Val-fila",
                            "Val-strt", "Wiz-goal", "bigrm-11", "minetn-1" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        nv = -1;
        cr_assert_eq(resolve(&src, names[i], base, dir, &nv, err), 0,
                     "%s: %s", names[i], err);
        cr_assert_str_eq(base, names[i]);
        cr_assert_eq(nv, 0, "%s is one file", names[i]);
    }
    source_close(&src);
}

/* Every level script in dat/ (not the support files) resolves to itself. */
Test(source_nethack, every_level_file_resolves)
{
    struct level_source src;
    char base[64], dir[1024], err[512];
    int nv, count = 0;
    open_nethack(&src);
    DIR *d = opendir(NH_DAT);
    cr_assert_not_null(d);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t n = strlen(e->d_name);
        if (n < 5 || strcmp(e->d_name + n - 4, ".lua"))
            continue;
        char name[64];
        snprintf(name, sizeof name, "%.*s", (int) (n - 4), e->d_name);
        if (!strcmp(name, "dungeon") || !strcmp(name, "nhlib")
            || !strcmp(name, "nhcore") || !strcmp(name, "themerms")
            || !strcmp(name, "quest"))
            continue;
        cr_assert_eq(resolve(&src, name, base, dir, &nv, err), 0, "%s: %s",
                     name, err);
        cr_assert_str_eq(base, name);
        int di = -2, li = -2;
        cr_assert_eq(source_find_level(&src, name, &di, &li), 0,
                     "%s belongs to no dungeon", name);
        cr_assert(di >= 0 && di < src.ndungeons);
        count++;
    }
    closedir(d);
    cr_assert_eq(count, 124, "level files found: %d", count);
    source_close(&src);
}

Test(source_nethack, find_level)
{
    struct level_source src;
    int di, li;
    open_nethack(&src);
    cr_assert_eq(source_find_level(&src, "soko1-2", &di, &li), 0);
    cr_assert_str_eq(src.dungeons[di].name, "Sokoban");
    cr_assert_str_eq(src.dungeons[di].levels[li].name, "soko1");
    cr_assert_eq(source_find_level(&src, "Val-strt", &di, &li), 0);
    cr_assert_str_eq(src.dungeons[di].levels[li].name, "x-strt");
    cr_assert_eq(source_find_level(&src, "Arc-filb", &di, &li), 0);
    cr_assert_str_eq(src.dungeons[di].name, "The Quest");
    cr_assert_eq(li, -1);
    cr_assert_eq(source_find_level(&src, "minefill", &di, &li), 0);
    cr_assert_str_eq(src.dungeons[di].name, "The Gnomish Mines");
    cr_assert_eq(li, -1);
    cr_assert_eq(source_find_level(&src, NH_DAT "/medusa-3.lua", &di, &li), 0);
    cr_assert_str_eq(src.dungeons[di].levels[li].name, "medusa");
    cr_assert_eq(source_find_level(&src, "bigrm-12", &di, &li), -1);
    cr_assert_eq(source_find_level(&src, "nosuch", &di, &li), -1);
    source_close(&src);
}

Test(source_nethack, unknown_and_fileless_names)
{
    struct level_source src;
    char base[64], dir[1024], err[512];
    int nv;
    open_nethack(&src);
    cr_assert_eq(resolve(&src, "nosuchlevel", base, dir, &nv, err), -1);
    cr_assert_str_eq(err, "unknown level 'nosuchlevel' (not in " NH_DAT
                     "/dungeon.lua and no " NH_DAT "/nosuchlevel.lua)");
    cr_assert_eq(resolve(&src, "soko9", base, dir, &nv, err), -1);
    cr_assert(strstr(err, "unknown level 'soko9'"), "%s", err);
    /* listed but without a script */
    cr_assert_eq(resolve(&src, "rogue", base, dir, &nv, err), -1);
    cr_assert(strstr(err, "rogue") && strstr(err, "no script"), "%s", err);
    cr_assert_eq(resolve(&src, "dummy", base, dir, &nv, err), -1);
    /* quest placeholders need the role */
    cr_assert_eq(resolve(&src, "x-strt", base, dir, &nv, err), -1);
    cr_assert(strstr(err, "role"), "%s", err);
    /* names that are not names */
    cr_assert_eq(resolve(&src, "../etc/passwd", base, dir, &nv, err), -1);
    cr_assert_eq(resolve(&src, "", base, dir, &nv, err), -1);
    cr_assert_eq(source_resolve(&src, NULL, base, 64, &nv, dir, 1024, err,
                                512), -1);
    source_close(&src);
}

Test(source_nethack, lua_path)
{
    struct level_source src;
    char base[64], dir[1024], err[512];
    int nv = -1;
    open_nethack(&src);
    cr_assert_eq(resolve(&src, NH_DAT "/castle.lua", base, dir, &nv, err), 0,
                 "%s", err);
    cr_assert_str_eq(base, "castle");
    cr_assert_str_eq(dir, NH_DAT);
    cr_assert_eq(nv, 0);
    /* "oracle.lua" alone: the source's own file */
    cr_assert_eq(resolve(&src, "oracle.lua", base, dir, &nv, err), 0, "%s",
                 err);
    cr_assert_str_eq(base, "oracle");
    cr_assert_str_eq(dir, NH_DAT);
    cr_assert_eq(resolve(&src, NH_DAT "/nope.lua", base, dir, &nv, err), -1);
    cr_assert(strstr(err, "nope.lua"), "%s", err);
    source_close(&src);
}

/* Trailing slashes name the same directory. */
Test(source_nethack, trailing_slash)
{
    struct level_source src;
    if (!have_dir(NH_DAT))
        cr_assert_fail("no dat/");
    open_ok(&src, NH_DAT "//");
    cr_assert_str_eq(src.dir, NH_DAT);
    source_close(&src);
}

/* ---- our own levels/ --------------------------------------------------- */

Test(source_builtin, dir_from_source_tree_or_env)
{
    unsetenv("NHLEV_LEVELS_DIR");
    cr_assert_str_eq(source_builtin_dir(), NHLEV_SOURCE_DIR "/levels");
    setenv("NHLEV_LEVELS_DIR", FIX "/good", 1);
    cr_assert_str_eq(source_builtin_dir(), FIX "/good");
    struct level_source src;
    open_ok(&src, NULL);
    cr_assert(src.builtin);
    cr_assert_str_eq(src.dir, FIX "/good");
    cr_assert_str_eq(src.dungeons[0].name, "Fixture Deep");
    source_close(&src);
    unsetenv("NHLEV_LEVELS_DIR");
}

Test(source_builtin, our_dungeon)
{
    struct level_source src;
    char base[64], dir[1024], err[512];
    int nv = -1, di, li;
    unsetenv("NHLEV_LEVELS_DIR");
    open_ok(&src, NULL);
    cr_assert(src.builtin);
    cr_assert_geq(src.ndungeons, 2);
    cr_assert_str_eq(src.dungeons[0].name, "The Proving Grounds");
    /* variants */
    cr_assert_eq(resolve(&src, "garden", base, dir, &nv, err), 0, "%s", err);
    cr_assert_eq(nv, 2);
    cr_assert_eq(resolve(&src, "crates", base, dir, &nv, err), 0, "%s", err);
    cr_assert_eq(nv, 2);
    cr_assert_eq(resolve(&src, "spire", base, dir, &nv, err), 0, "%s", err);
    cr_assert_eq(nv, 2);
    cr_assert_eq(resolve(&src, "keep", base, dir, &nv, err), 0, "%s", err);
    cr_assert_eq(nv, 0);
    cr_assert_str_eq(dir, NHLEV_SOURCE_DIR "/levels");
    cr_assert_eq(resolve(&src, "crates-2", base, dir, &nv, err), 0, "%s",
                 err);
    cr_assert_str_eq(base, "crates-2");
    cr_assert_eq(nv, 0);
    /* the Undercroft's filler is a file, found through lvlfill */
    cr_assert_eq(resolve(&src, "labyrinth", base, dir, &nv, err), 0, "%s",
                 err);
    cr_assert_eq(source_find_level(&src, "labyrinth", &di, &li), 0);
    cr_assert_str_eq(src.dungeons[di].name, "The Undercroft");
    cr_assert_eq(li, -1);
    cr_assert_eq(resolve(&src, "oracle", base, dir, &nv, err), -1);
    cr_assert(strstr(err, "unknown level 'oracle'"), "%s", err);
    /* nhlib.lua is there: the Lua host loads it from the same dir */
    char p[1200];
    snprintf(p, sizeof p, "%s/nhlib.lua", src.dir);
    struct stat sb;
    cr_assert_eq(stat(p, &sb), 0, "%s missing", p);
    source_close(&src);
}

/* Every level in our dungeon.lua has its file(s); every level file belongs
 * to a dungeon (listed, a variant, or a filler). */
Test(source_builtin, files_and_listing_agree)
{
    struct level_source src;
    char base[64], dir[1024], err[512], p[1200];
    int nv, files = 0;
    unsetenv("NHLEV_LEVELS_DIR");
    open_ok(&src, NULL);
    for (int d = 0; d < src.ndungeons; d++)
        for (int l = 0; l < src.dungeons[d].nlevels; l++) {
            const struct source_level *lv = &src.dungeons[d].levels[l];
            cr_assert_eq(resolve(&src, lv->name, base, dir, &nv, err), 0,
                         "%s", err);
            for (int v = 1; v <= nv; v++) {
                snprintf(p, sizeof p, "%s/%s-%d.lua", src.dir, lv->name, v);
                struct stat sb;
                cr_assert_eq(stat(p, &sb), 0, "%s missing", p);
            }
        }
    DIR *dd = opendir(src.dir);
    cr_assert_not_null(dd);
    struct dirent *e;
    while ((e = readdir(dd)) != NULL) {
        size_t n = strlen(e->d_name);
        if (n < 5 || strcmp(e->d_name + n - 4, ".lua"))
            continue;
        char name[64];
        snprintf(name, sizeof name, "%.*s", (int) (n - 4), e->d_name);
        if (!strcmp(name, "dungeon") || !strcmp(name, "nhlib"))
            continue;
        int di, li;
        cr_assert_eq(source_find_level(&src, name, &di, &li), 0,
                     "%s.lua is in no dungeon", name);
        files++;
    }
    closedir(dd);
    cr_assert_geq(files, 10, "only %d level files", files);
    source_close(&src);
}

/* ---- bad descriptions -------------------------------------------------- */

static void open_bad(const char *sub, const char *want)
{
    struct level_source src;
    char err[512] = "";
    char dir[512];
    snprintf(dir, sizeof dir, "%s/%s", FIX, sub);
    cr_assert_eq(source_open(&src, dir, err, sizeof err), -1, "%s opened", sub);
    cr_assert(strstr(err, want), "%s: error \"%s\" lacks \"%s\"", sub, err,
              want);
    cr_assert(strstr(err, "dungeon.lua") || strstr(err, sub), "%s: %s", sub,
              err);
}

Test(source_errors, bad_descriptions)
{
    open_bad("syntax", "dungeon.lua:4:");
    open_bad("nodungeon", "no global table 'dungeon'");
    open_bad("noname", "dungeon[1].levels[2]: 'name' is missing");
    open_bad("badalign", "unknown value \"sideways\"");
    open_bad("badflag", "unknown flag \"spooky\"");
    open_bad("badchain", "chainlevel \"nowhere\"");
    open_bad("loop", "instruction limit");
    open_bad("random", "random");           /* math.random is not there */
    open_bad("notint", "integer expected");
    open_bad("empty", "cannot open");       /* no dungeon.lua at all */
}

Test(source_errors, missing_dir)
{
    struct level_source src;
    char err[512];
    cr_assert_eq(source_open(&src, "/nonexistent/dat", err, sizeof err), -1);
    cr_assert(strstr(err, "/nonexistent/dat"), "%s", err);
}

Test(source_errors, variants_missing_files)
{
    struct level_source src;
    char base[64], dir[1024], err[512];
    int nv;
    open_ok(&src, FIX "/good");
    cr_assert_eq(resolve(&src, "twins", base, dir, &nv, err), -1);
    cr_assert(strstr(err, "twins-1.lua"), "%s", err);
    cr_assert_eq(resolve(&src, "solo", base, dir, &nv, err), 0, "%s", err);
    cr_assert_eq(nv, 0);
    source_close(&src);
}

/* ---- levels/README.md coverage table ---------------------------------- */

/* The API as listed in the reference (nethack-level-api.md §a and §b);
 * reset_level and finalize_level are for testing only and left out. */
static const char *const des_functions[] = {
    "message", "monster", "object", "level_flags", "level_init", "engraving",
    "mineralize", "door", "stair", "ladder", "grave", "altar", "map",
    "feature", "terrain", "replace_terrain", "room", "corridor",
    "random_corridors", "gold", "trap", "mazewalk", "drawbridge", "region",
    "levregion", "exclusion", "wallify", "wall_property", "non_diggable",
    "non_passwall", "teleport_region", "gas_cloud",
};
static const char *const sel_methods[] = {
    "new", "clone", "get", "set", "numpoints", "negate", "percentage",
    "rndcoord", "line", "randline", "rect", "fillrect", "area", "grow",
    "filter_mapchar", "match", "floodfill", "circle", "ellipse", "gradient",
    "iterate", "bounds", "room",
};
/* operators, as the README writes them, and a pattern that finds a use */
static const struct { const char *name; const char *use; } sel_ops[] = {
    { "&", " & " }, { "\\|", " | " }, { "+", " + (" }, { "~", " ~ " },
    { "-", " - " }, { "unary -", "= -" }, { "unary ~", "= ~" },
};

/* The README row "| `des.NAME` | a.lua, b.lua |": its level list. */
static bool readme_row(const char *readme, const char *key, char *levels,
                       size_t len)
{
    char pat[96];
    snprintf(pat, sizeof pat, "| `%s` |", key);
    const char *p = strstr(readme, pat);
    if (!p)
        return false;
    p += strlen(pat);
    const char *end = strchr(p, '\n');
    size_t n = end ? (size_t) (end - p) : strlen(p);
    if (n >= len)
        n = len - 1;
    memcpy(levels, p, n);
    levels[n] = '\0';
    char *bar = strchr(levels, '|');
    if (bar)
        *bar = '\0';
    return true;
}

/* Each "name.lua" listed must exist and contain `use`. Returns how many. */
static int check_listed(const char *key, char *levels, const char *use)
{
    int count = 0;
    for (char *tok = strtok(levels, " ,"); tok; tok = strtok(NULL, " ,")) {
        if (!strstr(tok, ".lua"))
            continue;
        char path[512];
        snprintf(path, sizeof path, "%s/%s", LEVELS, tok);
        char *text = tu_slurp(path);
        cr_assert_not_null(text, "%s: README lists %s, which does not exist",
                           key, tok);
        cr_assert(strstr(text, use) != NULL,
                  "%s: README lists %s but it has no \"%s\"", key, tok, use);
        free(text);
        count++;
    }
    return count;
}

Test(levels_readme, every_des_function_is_used)
{
    char *readme = tu_slurp(LEVELS "/README.md");
    cr_assert_not_null(readme, "levels/README.md missing");
    for (size_t i = 0; i < sizeof des_functions / sizeof *des_functions; i++) {
        char key[64], use[64], levels[512];
        snprintf(key, sizeof key, "des.%s", des_functions[i]);
        snprintf(use, sizeof use, "des.%s(", des_functions[i]);
        cr_assert(readme_row(readme, key, levels, sizeof levels),
                  "README has no row for %s", key);
        cr_assert_gt(check_listed(key, levels, use), 0,
                     "%s: no level listed", key);
    }
    free(readme);
}

Test(levels_readme, every_selection_method_is_used)
{
    char *readme = tu_slurp(LEVELS "/README.md");
    cr_assert_not_null(readme);
    for (size_t i = 0; i < sizeof sel_methods / sizeof *sel_methods; i++) {
        char key[64], levels[512], use1[64], use2[64];
        snprintf(key, sizeof key, "selection.%s", sel_methods[i]);
        cr_assert(readme_row(readme, key, levels, sizeof levels),
                  "README has no row for %s", key);
        /* selection.f( or :f( */
        snprintf(use1, sizeof use1, "selection.%s(", sel_methods[i]);
        snprintf(use2, sizeof use2, ":%s(", sel_methods[i]);
        int n = 0;
        char copy[512];
        for (char *tok = strtok(strcpy(copy, levels), " ,"); tok;
             tok = strtok(NULL, " ,")) {
            if (!strstr(tok, ".lua"))
                continue;
            char path[512];
            snprintf(path, sizeof path, "%s/%s", LEVELS, tok);
            char *text = tu_slurp(path);
            cr_assert_not_null(text, "%s: %s does not exist", key, tok);
            cr_assert(strstr(text, use1) || strstr(text, use2),
                      "%s: %s never calls it", key, tok);
            free(text);
            n++;
        }
        cr_assert_gt(n, 0, "%s: no level listed", key);
    }
    for (size_t i = 0; i < sizeof sel_ops / sizeof *sel_ops; i++) {
        char key[64], levels[512];
        snprintf(key, sizeof key, "%s", sel_ops[i].name);
        cr_assert(readme_row(readme, key, levels, sizeof levels),
                  "README has no row for operator %s", key);
        cr_assert_gt(check_listed(key, levels, sel_ops[i].use), 0);
    }
    free(readme);
}

Test(levels_readme, level_init_styles)
{
    const char *styles[] = { "solidfill", "mazegrid", "maze", "swamp" };
    char *readme = tu_slurp(LEVELS "/README.md");
    cr_assert_not_null(readme);
    for (size_t i = 0; i < 4; i++) {
        char key[64], use[64], levels[512];
        snprintf(key, sizeof key, "style=%s", styles[i]);
        snprintf(use, sizeof use, "style = \"%s\"", styles[i]);
        cr_assert(readme_row(readme, key, levels, sizeof levels),
                  "README has no row for %s", key);
        cr_assert_gt(check_listed(key, levels, use), 0);
    }
    free(readme);
}


/* ---- levels/nhlib.lua keeps NetHack's contract ------------------------- */

#include <lauxlib.h>
#include <lualib.h>

/* nh.random(a, n) stand-in: records each call as "a,n" and answers a + k
 * with k cycling 0,1,2.. mod n, so results are predictable. */
static int fake_random(lua_State *L)
{
    lua_Integer a = luaL_checkinteger(L, 1);
    lua_Integer n = lua_isnoneornil(L, 2) ? a : luaL_checkinteger(L, 2);
    if (lua_isnoneornil(L, 2))
        a = 0;
    lua_getglobal(L, "calls");
    lua_Integer k = luaL_len(L, -1);
    lua_pushfstring(L, "%d,%d", (int) a, (int) n);
    lua_seti(L, -2, k + 1);
    lua_pop(L, 1);
    lua_pushinteger(L, a + (k % n));
    return 1;
}

static lua_State *nhlib_state(bool strip_error)
{
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    lua_newtable(L);
    lua_setglobal(L, "calls");
    lua_newtable(L);
    lua_pushcfunction(L, fake_random);
    lua_setfield(L, -2, "random");
    lua_setglobal(L, "nh");
    if (strip_error) {
        lua_pushnil(L);
        lua_setglobal(L, "error");
    }
    int rc = luaL_dofile(L, LEVELS "/nhlib.lua");
    cr_assert_eq(rc, 0, "nhlib.lua: %s", lua_tostring(L, -1));
    return L;
}

/* Run a chunk; return the calls it made as "a,n;a,n;..." and its result. */
static void run_chunk(lua_State *L, const char *chunk, char *calls,
                      size_t len, char *result, size_t rlen)
{
    lua_newtable(L);
    lua_setglobal(L, "calls");
    int rc = luaL_dostring(L, chunk);
    snprintf(result, rlen, "%s", rc == 0 ? (lua_tostring(L, -1) ? lua_tostring(L, -1) : "nil")
                                         : "ERROR");
    lua_settop(L, 0);
    calls[0] = '\0';
    lua_getglobal(L, "calls");
    lua_Integer n = luaL_len(L, -1);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, -1, i);
        size_t used = strlen(calls);
        snprintf(calls + used, len - used, "%s%s", i > 1 ? ";" : "",
                 lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    lua_settop(L, 0);
}

Test(levels_nhlib, load_shuffles_align_with_two_draws)
{
    lua_State *L = nhlib_state(false);
    lua_getglobal(L, "calls");
    cr_assert_eq(luaL_len(L, -1), 2);
    lua_geti(L, -1, 1);
    cr_assert_str_eq(lua_tostring(L, -1), "1,3", "first rn2(3)");
    lua_geti(L, -2, 2);
    cr_assert_str_eq(lua_tostring(L, -1), "1,2", "then rn2(2)");
    lua_settop(L, 0);
    /* fake answers: math.random(3) = 1 (k=0), math.random(2) = 1+1 = 2:
     * {law,neutral,chaos} -> swap 3<->1 -> {chaos,neutral,law}
     * -> swap 2<->2 -> unchanged */
    char calls[256], res[64];
    run_chunk(L, "return table.concat(align, ' ')", calls, sizeof calls, res,
              sizeof res);
    cr_assert_str_eq(res, "chaos neutral law");
    cr_assert_str_eq(calls, "");
    lua_close(L);
}

Test(levels_nhlib, random_forms)
{
    lua_State *L = nhlib_state(false);
    char calls[256], res[64];
    run_chunk(L, "return math.random(6)", calls, sizeof calls, res, sizeof res);
    cr_assert_str_eq(calls, "1,6");
    cr_assert_str_eq(res, "1");
    run_chunk(L, "return math.random(5, 9)", calls, sizeof calls, res,
              sizeof res);
    cr_assert_str_eq(calls, "5,5", "a + rn2(b - a + 1)");
    run_chunk(L, "return math.random(0, 99)", calls, sizeof calls, res,
              sizeof res);
    cr_assert_str_eq(calls, "0,100");
    run_chunk(L, "return math.random(4.0)", calls, sizeof calls, res,
              sizeof res);
    cr_assert_str_eq(calls, "1,4", "integral floats are fine");
    run_chunk(L, "return math.random()", calls, sizeof calls, res, sizeof res);
    cr_assert_str_eq(res, "ERROR");
    cr_assert_str_eq(calls, "", "no draw for a bad call");
    run_chunk(L, "return math.random(2.5)", calls, sizeof calls, res,
              sizeof res);
    cr_assert_str_eq(res, "ERROR");
    run_chunk(L, "return math.random(1, 2, 3)", calls, sizeof calls, res,
              sizeof res);
    cr_assert_str_eq(res, "ERROR");
    lua_close(L);
}

Test(levels_nhlib, helpers)
{
    lua_State *L = nhlib_state(false);
    char calls[256], res[64];
    run_chunk(L, "return tostring(percent(30))", calls, sizeof calls, res,
              sizeof res);
    cr_assert_str_eq(calls, "0,100");
    cr_assert_str_eq(res, "true", "0 < 30");
    run_chunk(L, "return d(3, 6)", calls, sizeof calls, res, sizeof res);
    cr_assert_str_eq(calls, "1,6;1,6;1,6");
    cr_assert_str_eq(res, "6", "1 + 2 + 3");
    run_chunk(L, "return d(20)", calls, sizeof calls, res, sizeof res);
    cr_assert_str_eq(calls, "1,20");
    run_chunk(L, "local t = {'a','b','c','d'}; shuffle(t); "
                 "return table.concat(t)", calls, sizeof calls, res,
              sizeof res);
    cr_assert_str_eq(calls, "1,4;1,3;1,2", "from the end down to 2");
    /* j = 1, 2, 1: swap 4<->1 "dbca", 3<->2 "dcba", 2<->1 "cdba" */
    cr_assert_str_eq(res, "cdba");
    run_chunk(L, "return pick({'x','y','z'})", calls, sizeof calls, res,
              sizeof res);
    cr_assert_str_eq(calls, "1,3");
    cr_assert_str_eq(res, "x");
    lua_close(L);
}

/* A sandbox without error() still refuses a bad call. */
Test(levels_nhlib, errors_without_error_function)
{
    lua_State *L = nhlib_state(true);
    char calls[256], res[64];
    run_chunk(L, "return math.random()", calls, sizeof calls, res, sizeof res);
    cr_assert_str_eq(res, "ERROR");
    lua_close(L);
}
