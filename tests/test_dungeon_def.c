/* test_dungeon_def.c - dungeon.def (dgn_comp's language) and a dat/ of
 * .des files as a level source: the corpora's dungeon.def read as their
 * authors wrote them, the same layout as the dungeon.lua nhlev writes
 * from them, 3.6.7's against the dungeon.lua 3.7 made of it, errors with
 * file:line:col, and every level and floor of such a game built, equal to
 * the build of the whole game converted to 5.0 Lua. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "des_lua.h" /* des_lua_compile_file, des_lua_buf_free: engine internals the test drives */
#include "dungeon.h" /* dungeon_layout_for_seed, DUNGEON_TRUTH_SEED: the module under test */
#include "dungeon_def.h" /* dungeon_def_parse, dungeon_def_free: the module under test */
#include "floor.h" /* floor_name: engine internals the test drives */
#include "gamecache.h" /* game_cache_new, game_cache_free: engine internals the test drives */
#include "source.h" /* SRC_ROGUELIKE, source_open: engine internals the test drives */
#include "source_des.h" /* source_des_count: engine internals the test drives */
#include "testutil.h"

#define DES NHLEV_SHARED_DIR "/des"

static int parse(const char *path, struct source_dungeon **d, int *n,
                 char *err, size_t errlen)
{
    char *text = tu_slurp(path);

    cr_assert_not_null(text, "cannot read %s", path);
    int rc = dungeon_def_parse(path, text, strlen(text), d, n, err, errlen);

    free(text);
    return rc;
}

static const struct source_dungeon *dungeon_named(const struct source_dungeon *d,
                                                  int n, const char *name)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(d[i].name, name))
            return &d[i];
    return NULL;
}

static const struct source_level *level_named(const struct source_dungeon *g,
                                              const char *name)
{
    for (int i = 0; g && i < g->nlevels; i++)
        if (!strcmp(g->levels[i].name, name))
            return &g->levels[i];
    return NULL;
}

Test(dungeon_def, corpora_read_as_written)
{
    struct source_dungeon *d;
    int n;
    char err[400];

    cr_assert_eq(parse(DES "/nethack-3.6.7/dungeon.def", &d, &n, err, sizeof err), 0,
                 "%s", err);
    cr_assert_eq(n, 8);
    const struct source_dungeon *doom = dungeon_named(d, n, "The Dungeons of Doom");

    cr_assert(doom && doom->base == 25 && doom->range == 5 && !strcmp(doom->bonetag, "D"));
    const struct source_level *l = level_named(doom, "bigrm");

    cr_assert(l && l->chance == 40 && l->nlevels == 10 && l->base == 10 && l->range == 3);
    l = level_named(doom, "medusa");
    cr_assert(l && l->chance == 100 && l->nlevels == 4 && l->base == -5 && l->align == 1);
    l = level_named(doom, "oracle");
    cr_assert(l && l->align == 2 && !strcmp(l->bonetag, "O"));
    l = level_named(doom, "rogue");
    cr_assert(l && l->flags == SRC_ROGUELIKE);
    cr_assert_eq(doom->nbranches, 6);
    cr_assert_str_eq(doom->branches[1].name, "Sokoban");
    cr_assert_str_eq(doom->branches[1].chain, "oracle");
    cr_assert_str_eq(doom->branches[1].dir, "up");
    cr_assert_str_eq(doom->branches[2].type, "portal");
    cr_assert_str_eq(doom->branches[4].type, "no_down");
    const struct source_dungeon *g = dungeon_named(d, n, "Gehennom");

    cr_assert(g && g->flags == (SRC_HELLISH | SRC_MAZELIKE) && !g->lvlfill[0]);
    l = level_named(g, "wizard2");
    cr_assert(l && !strcmp(l->chainlevel, "wizard1") && l->base == 1);
    g = dungeon_named(d, n, "Vlad's Tower");
    cr_assert(g && !strcmp(g->protofile, "tower") && g->entry == -1 && g->align == 1);
    g = dungeon_named(d, n, "The Elemental Planes");
    cr_assert(g && g->entry == -2 && g->nlevels == 6);
    /* 3.6's makelevel fills the Mines by name, 5.0 by lvlfill */
    g = dungeon_named(d, n, "The Gnomish Mines");
    cr_assert(g && !strcmp(g->lvlfill, "minefill") && g->align == 4);
    l = level_named(g, "minetn");
    cr_assert(l && l->flags == SRC_TOWN && l->nlevels == 7);
    dungeon_def_free(d, n);

    /* 3.4.3: makedefs -e kept the %REINCARNATION line; fewer variants */
    cr_assert_eq(parse(DES "/nethack-3.4.3/dungeon.def", &d, &n, err, sizeof err), 0,
                 "%s", err);
    doom = dungeon_named(d, n, "The Dungeons of Doom");
    cr_assert(level_named(doom, "rogue"), "the %%REINCARNATION level is read");
    cr_assert_eq(level_named(doom, "bigrm")->nlevels, 5);
    cr_assert_eq(level_named(doom, "medusa")->nlevels, 2);
    dungeon_def_free(d, n);
    cr_assert_eq(parse(DES "/nle/dungeon.def", &d, &n, err, sizeof err), 0, "%s", err);
    dungeon_def_free(d, n);
}

/* a temporary directory holding DIR/dungeon.lua written from d */
static void write_lua_dir(char *dir, const struct source_dungeon *d, int n)
{
    char path[300];

    strcpy(dir, "/tmp/nhlev-dgn-XXXXXX");
    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/dungeon.lua", dir);
    FILE *f = fopen(path, "w");

    cr_assert_not_null(f);
    dungeon_def_write_lua(f, d, n, "a test");
    cr_assert_eq(fclose(f), 0);
}

static void remove_dir(const char *dir)
{
    char path[300];

    snprintf(path, sizeof path, "%s/dungeon.lua", dir);
    unlink(path);
    rmdir(dir);
}

static void expect_same_layout(const struct dungeon_layout *a,
                               const struct dungeon_layout *b, const char *what)
{
    cr_assert_eq(a->n_dungeons, b->n_dungeons, "%s", what);
    cr_assert_eq(a->n_levels, b->n_levels, "%s", what);
    cr_assert_eq(a->n_branches, b->n_branches, "%s", what);
    cr_assert_eq(a->draws, b->draws, "%s", what);
    for (int i = 0; i < a->n_dungeons; i++) {
        cr_assert_str_eq(a->dungeons[i].name, b->dungeons[i].name, "%s", what);
        cr_assert_eq(a->dungeons[i].num_dunlevs, b->dungeons[i].num_dunlevs, "%s", what);
        cr_assert_eq(a->dungeons[i].depth_start, b->dungeons[i].depth_start, "%s", what);
        cr_assert_eq(a->dungeons[i].entry_lev, b->dungeons[i].entry_lev, "%s", what);
    }
    for (int i = 0; i < a->n_levels; i++) {
        cr_assert_str_eq(a->levels[i].proto, b->levels[i].proto, "%s", what);
        cr_assert_eq(a->levels[i].dlevel.dnum, b->levels[i].dlevel.dnum, "%s", what);
        cr_assert_eq(a->levels[i].dlevel.dlevel, b->levels[i].dlevel.dlevel,
                     "%s: %s", what, a->levels[i].proto);
        cr_assert_eq(a->levels[i].rndlevs, b->levels[i].rndlevs, "%s", what);
    }
    for (int i = 0; i < a->n_branches; i++) {
        cr_assert_eq(a->branches[i].type, b->branches[i].type, "%s", what);
        cr_assert_eq(a->branches[i].end1.dlevel, b->branches[i].end1.dlevel, "%s", what);
        cr_assert_eq(a->branches[i].end2.dlevel, b->branches[i].end2.dlevel, "%s", what);
    }
}

/* dungeon.def and the dungeon.lua written from it: the same source, the
 * same layout for every game seed */
Test(dungeon_def, written_lua_lays_out_the_same)
{
    static const char *const corpora[] = { "nethack-3.6.7", "nethack-3.4.3", "nle" };

    for (size_t c = 0; c < sizeof corpora / sizeof *corpora; c++) {
        char dir[300], luadir[64], err[400];
        struct level_source def, lua;

        snprintf(dir, sizeof dir, DES "/%s", corpora[c]);
        cr_assert_eq(source_open(&def, dir, err, sizeof err), 0, "%s", err);
        cr_assert(def.des && def.ndungeons > 0);
        write_lua_dir(luadir, def.dungeons, def.ndungeons);
        cr_assert_eq(source_open(&lua, luadir, err, sizeof err), 0, "%s", err);
        cr_assert_eq(lua.ndungeons, def.ndungeons);
        for (int i = 0; i < def.ndungeons; i++) {
            const struct source_dungeon *a = &def.dungeons[i], *b = &lua.dungeons[i];

            cr_assert_str_eq(a->name, b->name);
            cr_assert(a->base == b->base && a->range == b->range && a->entry == b->entry
                      && a->align == b->align && a->flags == b->flags
                      && a->chance == b->chance, "%s", a->name);
            cr_assert_str_eq(a->protofile, b->protofile);
            cr_assert_str_eq(a->lvlfill, b->lvlfill);
            cr_assert_eq(a->nlevels, b->nlevels);
            cr_assert_eq(a->nbranches, b->nbranches);
            for (int l = 0; l < a->nlevels; l++)
                cr_assert(!memcmp(&a->levels[l], &b->levels[l], sizeof a->levels[l]),
                          "%s: level %s", a->name, a->levels[l].name);
            for (int k = 0; k < a->nbranches; k++)
                cr_assert(!memcmp(&a->branches[k], &b->branches[k], sizeof a->branches[k]),
                          "%s: branch %s", a->name, a->branches[k].name);
        }
        for (uint64_t seed = 1; seed <= 40; seed++) {
            struct dungeon_layout la, lb;
            char what[64];

            snprintf(what, sizeof what, "%s game %llu", corpora[c],
                     (unsigned long long) seed);
            cr_assert_eq(dungeon_layout_for_seed(&la, &def, seed, 0, "Val", err,
                                                 sizeof err), 0, "%s", err);
            cr_assert_eq(dungeon_layout_for_seed(&lb, &lua, seed, 0, "Val", err,
                                                 sizeof err), 0, "%s", err);
            expect_same_layout(&la, &lb, what);
        }
        source_close(&def);
        source_close(&lua);
        remove_dir(luadir);
    }
}

/* NetHack 3.7 wrote its dungeon.lua from 3.6's dungeon.def: every level
 * and branch the two share reads the same, but for what 3.7 changed */
Test(dungeon_def, like_the_dungeon_lua_37_made_of_it)
{
    char err[400], diffs[4000] = "";
    struct level_source def, lua;

    cr_assert_eq(source_open(&def, DES "/nethack-3.6.7", err, sizeof err), 0, "%s", err);
    cr_assert_eq(source_open(&lua, TU_NETHACK_DAT, err, sizeof err), 0, "%s", err);
    for (int i = 0; i < def.ndungeons; i++) {
        const struct source_dungeon *a = &def.dungeons[i];
        const struct source_dungeon *b = dungeon_named(lua.dungeons, lua.ndungeons,
                                                       a->name);
        size_t k;

        cr_assert_not_null(b, "3.7 has no \"%s\"", a->name);
        cr_assert(a->base == b->base && a->range == b->range && a->entry == b->entry
                  && a->flags == b->flags && !strcmp(a->protofile, b->protofile),
                  "%s", a->name);
        for (int l = 0; l < a->nlevels; l++) {
            const struct source_level *x = &a->levels[l];
            const struct source_level *y = level_named(b, x->name);

            k = strlen(diffs);
            if (!y)
                snprintf(diffs + k, sizeof diffs - k, "%s gone; ", x->name);
            else if (x->base != y->base || x->range != y->range || x->chance != y->chance
                     || x->align != y->align || x->flags != y->flags
                     || strcmp(x->chainlevel, y->chainlevel))
                snprintf(diffs + k, sizeof diffs - k, "%s placed otherwise; ", x->name);
            else if (x->nlevels != y->nlevels)
                snprintf(diffs + k, sizeof diffs - k, "%s variants %d->%d; ", x->name,
                         x->nlevels, y->nlevels);
            else if (strcmp(x->bonetag, y->bonetag))
                snprintf(diffs + k, sizeof diffs - k, "%s bones '%s'->'%s'; ", x->name,
                         x->bonetag, y->bonetag);
        }
        cr_assert_eq(a->nbranches, b->nbranches, "%s", a->name);
        for (int r = 0; r < a->nbranches; r++)
            cr_assert(!memcmp(&a->branches[r], &b->branches[r], sizeof a->branches[r]),
                      "%s: branch %s", a->name, a->branches[r].name);
    }
    /* 3.7 added a big room, and took minend's bones away (its comment:
     * to simplify achievement tracking) */
    cr_assert_str_eq(diffs, "bigrm variants 10->11; minend bones 'E'->''; ", "%s", diffs);
    source_close(&def);
    source_close(&lua);
}

/* mistakes a level author makes, each at its line and column */
Test(dungeon_def, errors_name_the_place)
{
    static const struct { const char *text, *want; } cases[] = {
        { "LEVEL: \"x\" \"X\" @ (1, 0)\n", "t.def:1:8: a level before any DUNGEON" },
        { "DUNGEON: \"D\" \"D\" (5, 0)\nLEVEL: \"x\" \"XY\" @ (1, 0)\n",
          "t.def:2:12: bones tag \"XY\"" },
        { "DUNGEON: \"D\" \"D\" (5, 0)\nLEVEL: \"x @ (1, 0)\n",
          "t.def:2:8: string not closed" },
        { "DUNGEON: \"D\" \"D\" (5, 0)\nLEVL: \"x\" \"X\" @ (1, 0)\n",
          "t.def:2:1: expected a statement" },
        { "DUNGEON: \"D\" \"D\" (5, 0)\nCHAINLEVEL: \"x\" \"X\" \"nope\" + (1, 0)\n",
          "t.def:2:21: chain level \"nope\"" },
        { "DUNGEON: \"D\" \"D\" (5, 0)\nLEVEL: \"x\" \"X\" @ (40, 0)\n",
          "t.def:2:18: base 40 is out of the level range" },
        { "DUNGEON: \"D\" \"D\" (5, 0)\nRNDLEVEL: \"x\" \"X\" @ (1, 0)\n",
          "t.def:3:1: expected the number of variants" },
        { "DUNGEON: \"D\" \"D\" (5, 0)\nALIGNMENT: town\n", "t.def:2:12: 'town' is no alignment" },
        { "DUNGEON: \"D\" \"D\" (5, 0)\nDESCRIPTION: lawful\n",
          "t.def:2:14: 'lawful' is an alignment" },
        { "%SINKS LEVEL: \"x\" \"X\" @ (1, 0)\n", "t.def:1:1: unknown control line '%SINKS'" },
        { "DUNGEON: \"D\" \"D\" (0, 0)\n", "t.def:1:10: dungeon \"D\": invalid depth" },
        { "DUNGEON: \"D\" \"D\" (5, 0)\nBRANCH: \"E\" @ (2, 0) sideways\n",
          "t.def:2:22: expected a statement" },
        { "DUNGEON: \"D\" \"D\" (5, 0)\nDUNGEON: \"E\" \"E\" (2, 0)\nBRANCH: \"D\" @ (1, 0)\n",
          "t.def:3:9: branch back to \"D\"" },
        { "# nothing\n", "t.def:2:1: no DUNGEON is defined" },
        { "DUNGEON: \"D\" \"D\" (5, 0)\nLEVEL: \"x\" \"X\" @ (1, 0)\nLEVEL: \"x\" \"Y\" @ (2, 0)\n",
          "t.def:3:8: level \"x\" is defined twice" },
    };

    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        struct source_dungeon *d = NULL;
        int n = 0;
        char err[300] = "";
        int rc = dungeon_def_parse("t.def", cases[i].text, strlen(cases[i].text), &d,
                                   &n, err, sizeof err);

        cr_assert_eq(rc, -1, "case %zu parsed", i);
        cr_assert(strstr(err, cases[i].want), "case %zu: got \"%s\", want \"%s\"", i,
                  err, cases[i].want);
    }
    /* NUL bytes, and a truncated file, end cleanly too */
    struct source_dungeon *d;
    int n;
    char err[300];

    cr_assert_eq(dungeon_def_parse("t.def", "DUNGEON:\0", 9, &d, &n, err, sizeof err), -1);
    cr_assert_eq(dungeon_def_parse("t.def", "DUNGEON: \"D\" \"D\" (5,", 20, &d, &n, err,
                                   sizeof err), -1);
    cr_assert(strstr(err, "t.def:1:"), "%s", err);
}

/* ---- a game of .des files, built ---------------------------------------- */

/* the game converted: DIR/dungeon.lua and DIR/NAME.lua for every level */
static void convert_game(const struct level_source *src, char *dir)
{
    char path[1400], err[600];

    write_lua_dir(dir, src->dungeons, src->ndungeons);
    for (int i = 0; i < src->ndeslevels; i++) {
        const struct source_deslevel *d = &src->deslevels[i];
        struct des_lua_buf out = { 0 };

        snprintf(path, sizeof path, "%s/%s", src->dir, d->file);
        cr_assert_eq(des_lua_compile_file(path, DES_GRAMMAR_AUTO, d->level,
                                          DES_LUA_CONVERT, &out, NULL, 0, err,
                                          sizeof err), 0, "%s", err);
        snprintf(path, sizeof path, "%s/%s.lua", dir, d->level);
        FILE *f = fopen(path, "w");

        cr_assert(f && fputs(out.s, f) >= 0 && fclose(f) == 0);
        des_lua_buf_free(&out);
    }
}

static void remove_game(const struct level_source *src, const char *dir)
{
    char path[1400];

    for (int i = 0; i < src->ndeslevels; i++) {
        snprintf(path, sizeof path, "%s/%s.lua", dir, src->deslevels[i].level);
        unlink(path);
    }
    remove_dir(dir);
}

static int build_in(const char *dat, const char *level, uint64_t seed,
                    struct nhl_game_cache *g, struct nhl_build_result *res)
{
    struct nhl_build_opts o;

    nhl_build_opts_defaults(&o);
    o.dat_dir = dat;
    o.level = level;
    o.seed = seed;
    o.log_rng = true;
    o.game = g;
    o.place_from_layout = true;
    /* both as NetHack 5.0.0, what the conversion writes (a .des game is
       built as 3.6.7 by default, #26) */
    o.ctx.version = NHV_5_0_0;
    return nhl_build(&o, res);
}

static void expect_same_build(const char *what, struct nhl_build_result *a,
                              struct nhl_build_result *b)
{
    struct nhl_doc_meta m = { .level = "x", .variant = "x", .seed = 1,
                          .rng = NULL, .gen_time_us = -1 };
    char *da = nhl_doc_print(a->lev, &m), *db = nhl_doc_print(b->lev, &m);

    cr_assert(da && db);
    cr_assert(!strcmp(da, db), "%s: the level documents differ", what);
    free(da);
    free(db);
    cr_assert_eq(a->rng->nlog, b->rng->nlog, "%s", what);
    for (size_t i = 0; i < a->rng->nlog; i++) {
        const char *x = a->rng->log[i], *y = b->rng->log[i];
        const char *xe = strstr(x, " ["), *ye = strstr(y, " [");
        size_t nx = xe ? (size_t) (xe - x) : strlen(x);
        size_t ny = ye ? (size_t) (ye - y) : strlen(y);

        cr_assert(nx == ny && !memcmp(x, y, nx), "%s: draw %zu: %s vs %s", what, i,
                  x, y);
    }
}

/* every level a game's .des files hold, by name, and every floor of its
 * dungeons: built as 5.0.0 from the .des game and from the game converted
 * to 5.0 Lua, the same level with the same draws */
static void game_builds(const char *corpus, int nseeds)
{
    char dat[300], conv[64], err[600];
    struct level_source src;

    snprintf(dat, sizeof dat, DES "/%s", corpus);
    cr_assert_eq(source_open(&src, dat, err, sizeof err), 0, "%s", err);
    convert_game(&src, conv);
    struct nhl_game_cache *gd = nhl_game_cache_new(), *gl = nhl_game_cache_new();
    struct dungeon_layout dl;

    cr_assert_eq(dungeon_layout_for_seed(&dl, &src, DUNGEON_TRUTH_SEED,
                                         dungeon_truth_skip, "Val", err,
                                         sizeof err), 0, "%s", err);
    int nnames = src.ndeslevels, nbuilt = 0;

    for (int d = 0; d < dl.n_dungeons; d++)
        nnames += dl.dungeons[d].num_dunlevs;
    for (int k = 0; k < nnames; k++) {
        char name[64];

        if (k < src.ndeslevels) {
            snprintf(name, sizeof name, "%s", src.deslevels[k].level);
        } else {
            int f = k - src.ndeslevels, d = 0;

            while (f >= dl.dungeons[d].num_dunlevs)
                f -= dl.dungeons[d++].num_dunlevs;
            d_level at = { d, f + 1 };

            floor_name(&dl, at, name, sizeof name);
            /* the endgame's placeholder, which nothing makes */
            const struct dungeon_special *sp = dungeon_special_at(&dl, at);

            if (sp && !strcmp(sp->proto, "dummy"))
                continue;
        }
        for (uint64_t seed = 1; seed <= (uint64_t) nseeds; seed++) {
            struct nhl_build_result a, b;
            char what[128];

            snprintf(what, sizeof what, "%s %s seed %llu", corpus, name,
                     (unsigned long long) seed);
            cr_assert_eq(build_in(dat, name, seed, gd, &a), 0, "%s: %s", what,
                         a.errmsg);
            cr_assert_eq(build_in(conv, name, seed, gl, &b), 0, "%s (converted): %s",
                         what, b.errmsg);
            cr_assert(strncmp(a.source_language, "des-", 4) == 0 || k >= src.ndeslevels,
                      "%s: %s", what, a.source_language);
            expect_same_build(what, &a, &b);
            nhl_build_result_free(&a);
            nhl_build_result_free(&b);
            nbuilt++;
        }
    }
    cr_assert_gt(nbuilt, 100);
    nhl_game_cache_free(gd);
    nhl_game_cache_free(gl);
    remove_game(&src, conv);
    source_close(&src);
}

Test(dungeon_def, nethack_367_game_builds)
{
    game_builds("nethack-3.6.7", 2);
}

Test(dungeon_def, nethack_343_and_nle_games_build)
{
    game_builds("nethack-3.4.3", 1);
    game_builds("nle", 1);
}

/* a folder of .des files without a dungeon.def (MiniHack's): every file
 * by its base name; a level name several files share is refused */
Test(dungeon_def, folder_without_dungeon_def)
{
    char err[600];
    struct level_source src;
    struct nhl_build_result r;

    cr_assert_eq(source_open(&src, DES "/minihack", err, sizeof err), 0, "%s", err);
    cr_assert(src.des && src.ndungeons == 0 && src.ndeslevels >= 36);
    cr_assert_geq(source_des_count(&src, "mylevel"), 30);
    source_close(&src);
    cr_assert_eq(build_in(DES "/minihack", "lava_crossing", 1, NULL, &r), 0, "%s",
                 r.errmsg);
    cr_assert_str_eq(r.source_language, "des-3.6");
    nhl_build_result_free(&r);
    cr_assert_neq(build_in(DES "/minihack", "mylevel", 1, NULL, &r), 0);
    cr_assert(strstr(r.errmsg, "is defined in") && strstr(r.errmsg, ".des:mylevel"),
              "%s", r.errmsg);
    nhl_build_result_free(&r);
    cr_assert_neq(build_in(DES "/minihack", "lava_crosing", 1, NULL, &r), 0);
    cr_assert(strstr(r.errmsg, "unknown level 'lava_crosing'"), "%s", r.errmsg);
    nhl_build_result_free(&r);
}

/* the viewer on 3.6.7's dat/: its dungeons in the picker, a Minetown
 * variant opened, and mines.des alone listing its levels
 * (tests/tmux_des_game.sh) */
Test(dungeon_def, viewer_picks_from_a_des_game_in_tmux)
{
    static char out[1 << 16];
    const char *b = getenv("NHLEV_TEST_BIN");
    char cmd[2048];

    snprintf(cmd, sizeof cmd, "sh '%s/tmux_des_game.sh' '%s' '%s' 2>&1", NHLEV_TEST_DIR,
             b && *b ? b : NHLEV_BIN, NHLEV_SHARED_DIR);
    cr_assert_eq(tu_run(cmd, out, sizeof out), 0, "%s", out);
}

/* nhlev convert on a dungeon.def, a whole dat/ and bad input */
Test(dungeon_def, convert_command)
{
    static char out[1 << 16];
    const char *b = getenv("NHLEV_TEST_BIN");
    char dir[] = "/tmp/nhlev-dconvXXXXXX", cmd[2048], path[300];

    cr_assert_not_null(mkdtemp(dir));
    snprintf(cmd, sizeof cmd, "'%s' convert '%s/des/nethack-3.6.7/dungeon.def' 2>&1",
             b && *b ? b : NHLEV_BIN, NHLEV_SHARED_DIR);
    cr_assert_eq(tu_run(cmd, out, sizeof out), 0, "%s", out);
    cr_assert(strstr(out, "dungeon = {") && strstr(out, "lvlfill = \"minefill\""), "%s", out);
    snprintf(cmd, sizeof cmd, "'%s' convert '%s/des/nethack-3.6.7' -o '%s' 2>&1",
             b && *b ? b : NHLEV_BIN, NHLEV_SHARED_DIR, dir);
    cr_assert_eq(tu_run(cmd, out, sizeof out), 0, "%s", out);
    snprintf(path, sizeof path, "%s/dungeon.lua", dir);
    cr_assert_eq(access(path, R_OK), 0);
    snprintf(path, sizeof path, "%s/minetn-3.lua", dir);
    cr_assert_eq(access(path, R_OK), 0);
    /* the converted game is a dat/ nhlev reads as any other */
    snprintf(cmd, sizeof cmd, "'%s' render --dat '%s' minetn 2>/dev/null | head -3",
             b && *b ? b : NHLEV_BIN, dir);
    cr_assert_eq(tu_run(cmd, out, sizeof out), 0, "%s", out);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    cr_assert_eq(system(cmd), 0);
    /* a broken dungeon.def: one line naming the place, status 2 */
    snprintf(path, sizeof path, "/tmp/nhlev-bad-%d.def", (int) getpid());
    FILE *f = fopen(path, "w");

    cr_assert_not_null(f);
    fputs("DUNGEON: \"D\" \"D\" (5, 0)\nLEVEL: \"x\" @ (1, 0)\n", f);
    fclose(f);
    snprintf(cmd, sizeof cmd, "'%s' convert '%s' 2>&1", b && *b ? b : NHLEV_BIN, path);
    cr_assert_eq(tu_run(cmd, out, sizeof out), 2, "%s", out);
    cr_assert(strstr(out, ".def:2:12: expected a bones tag string near '@'"), "%s", out);
    unlink(path);
}
