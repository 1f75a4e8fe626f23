/* test_statepool.c - Lua states kept between builds (lua_host.c, through
 * the chunk cache) build every level exactly as a new state does: the same
 * document, the same RNG log line for line, whatever ran in the state
 * before (other levels, the other release, a script that changed every
 * global it could reach, a script that failed). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nhlev.h"
#include "gamecache.h" /* game_cache_new, game_cache_themes: engine internals the test drives */
#include "chunkcache.h" /* chunk_cache_idle_states: the cache's kept Lua states */

#define DAT37 TU_NETHACK_DAT
#define DAT50 TU_NETHACK50_DAT

/* The level as a document with its RNG log; "" on failure (err set). */
static char *build_doc_in(const char *dat, const char *level, uint64_t seed,
                          struct nhl_chunk_cache *c, struct nhl_game_cache *g, char *err,
                          size_t errlen)
{
    struct nhl_build_opts o;
    struct nhl_build_result r;

    nhl_build_opts_defaults(&o);
    o.game = g;
    o.dat_dir = dat;
    o.level = level;
    o.seed = seed;
    o.log_rng = true;
    o.place_from_layout = true;
    o.cache = c;
    int rc = nhl_build(&o, &r);
    char *text;
    if (rc != 0) {
        snprintf(err, errlen, "%s", r.errmsg);
        text = strdup("");
    } else {
        struct nhl_doc_meta m = { .level = level, .variant = r.variant, .seed = seed,
                              .rng = r.rng, .gen_time_us = -1 };
        text = nhl_doc_print(r.lev, &m);
    }
    nhl_build_result_free(&r);
    return text;
}

static char *build_doc(const char *dat, const char *level, uint64_t seed,
                       struct nhl_chunk_cache *c, char *err, size_t errlen)
{
    return build_doc_in(dat, level, seed, c, NULL, err, errlen);
}

static const char *const levels[] = {
    "soko1", "soko2", "soko3", "soko4", "castle", "valley", "oracle", "medusa",
    "minetn", "minend", "bigrm", "tower1", "tower2", "tower3", "wizard1",
    "wizard2", "wizard3", "fakewiz1", "fakewiz2", "sanctum", "astral", "water",
    "fire", "earth", "air", "knox", "juiblex", "orcus", "asmodeus", "baalz",
    "Val-strt", "Val-loca", "Val-goal", "Wiz-goal", "Pri-strt", "minefill",
    "hellfill", "tut-1", "dlvl:2", "dlvl:3", "dlvl:4", "dlvl:7", "dlvl:30",
    "mines:3", "gehennom:4", "quest:2",
};
#define NLEVELS (sizeof levels / sizeof levels[0])

static const char *rel_dat(int r)
{
    return r ? DAT50 : DAT37;
}

Test(statepool, kept_states_build_as_new_ones)
{
    struct nhl_chunk_cache *c = nhl_chunk_cache_new();
    int compared = 0;

    /* both releases interleaved, every level twice, so that each build
       runs in a state an earlier, different build left */
    for (int seed = 1; seed <= 2; seed++)
        for (size_t i = 0; i < NLEVELS; i++)
            for (int rel = 0; rel < 2; rel++) {
                char e1[512] = "", e2[512] = "";
                char *fresh = build_doc(rel_dat(rel), levels[i], (uint64_t)seed, NULL, e1,
                                        sizeof e1);
                char *kept = build_doc(rel_dat(rel), levels[i], (uint64_t)seed, c, e2,
                                       sizeof e2);
                if (!fresh[0] && strstr(e1, "has levels")) {
                    free(fresh);
                    free(kept);
                    continue;    /* a floor this game's layout lacks */
                }
                cr_assert(fresh[0], "%s %s seed %d: %s", rel_dat(rel), levels[i], seed, e1);
                cr_assert(kept[0], "%s %s seed %d (kept state): %s", rel_dat(rel),
                          levels[i], seed, e2);
                cr_expect(strcmp(fresh, kept) == 0, "%s %s seed %d: a kept state built "
                          "another level", rel_dat(rel), levels[i], seed);
                compared++;
                free(fresh);
                free(kept);
            }
    /* the states were kept: at most one per release and kind is idle */
    cr_expect_gt(chunk_cache_idle_states(c), 0);
    cr_expect_gt(compared, 150);
    nhl_chunk_cache_free(c);
}

/* A script that changes everything it can reach, then one that fails:
 * the next build in the kept state is as a new state's. */
Test(statepool, a_script_cannot_leave_anything_behind)
{
    char dir[] = "/tmp/nhlev-pool-XXXXXX";
    cr_assert(mkdtemp(dir));
    char evil[300], broken[300];
    snprintf(evil, sizeof evil, "%s/evil.lua", dir);
    snprintf(broken, sizeof broken, "%s/broken.lua", dir);
    FILE *f = fopen(evil, "w");
    cr_assert(f);
    fputs("des.level_init({ style = 'solidfill', fg = ' ' })\n"
          "des.level_flags('mazelevel')\n"
          "des.map([[\n...\n...\n]])\n"
          "leftover = 42\n"
          "string.rep = function() return 'x' end\n"
          "math.floor = nil\n"
          "table.insert = function() end\n"
          "nh.rn2 = function() return 0 end\n"
          "selection.new = nil\n"
          "des.object = function() end\n"
          "nhc.COLNO = 3\n"
          "percent = function() return true end\n"
          "shuffle = nil\n"
          "_G.pairs = nil\n"
          "_ENV = { des = des }\n",
          f);
    fclose(f);
    f = fopen(broken, "w");
    cr_assert(f);
    fputs("des.level_init({ style = 'solidfill', fg = ' ' })\n"
          "leftover2 = 1\nstring.len = nil\nerror('on purpose')\n", f);
    fclose(f);

    char probe[300];
    snprintf(probe, sizeof probe, "%s/probe.lua", dir);
    f = fopen(probe, "w");
    cr_assert(f);
    fputs("if leftover ~= nil or leftover2 ~= nil or string.rep('a', 2) ~= 'aa'\n"
          "   or math.floor(1.5) ~= 1 or nhc.COLNO ~= 80 or pairs == nil\n"
          "   or des.object == nil or selection.new == nil then\n"
          "  error('the last script left something behind')\n"
          "end\n"
          "des.level_init({ style = 'solidfill', fg = ' ' })\n", f);
    fclose(f);

    struct nhl_chunk_cache *c = nhl_chunk_cache_new();
    char err[512] = "";
    for (int round = 0; round < 2; round++) {
        /* a failed build's state is not kept: the next is new */
        char *e = build_doc(DAT50, broken, 1, c, err, sizeof err);
        cr_expect(!e[0] && strstr(err, "on purpose"), "%s", err);
        free(e);
        int idle = chunk_cache_idle_states(c);
        /* the hostile script's state is kept, and the probe runs in it */
        e = build_doc(DAT50, evil, 1, c, err, sizeof err);
        cr_assert(e[0], "%s", err);
        free(e);
        cr_expect_geq(chunk_cache_idle_states(c), idle > 0 ? idle : 1, "kept");
        e = build_doc(DAT50, probe, 1, c, err, sizeof err);
        cr_expect(e[0], "round %d: %s", round, err);
        free(e);
        e = build_doc(DAT50, evil, 1, c, err, sizeof err);
        free(e);
        static const char *const after[] = { "soko1", "castle", "dlvl:3", "oracle" };
        for (size_t i = 0; i < sizeof after / sizeof after[0]; i++) {
            char e1[512] = "", e2[512] = "";
            char *fresh = build_doc(DAT50, after[i], 3, NULL, e1, sizeof e1);
            char *kept = build_doc(DAT50, after[i], 3, c, e2, sizeof e2);
            cr_assert(fresh[0] && kept[0], "%s: %s / %s", after[i], e1, e2);
            cr_expect(strcmp(fresh, kept) == 0, "%s after a hostile script", after[i]);
            free(fresh);
            free(kept);
        }
    }
    unlink(probe);
    nhl_chunk_cache_free(c);
    unlink(evil);
    unlink(broken);
    rmdir(dir);
}

/* A build that leaves much garbage does not make the next one in its state
 * meet the memory limit (16 MiB): what the last build held is let go. */
Test(statepool, garbage_does_not_carry_over_to_the_limit)
{
    char dir[] = "/tmp/nhlev-pool-XXXXXX";
    cr_assert(mkdtemp(dir));
    char big[300];
    snprintf(big, sizeof big, "%s/big.lua", dir);
    FILE *f = fopen(big, "w");
    cr_assert(f);
    /* about 10 MiB live at the end of the script, then garbage */
    fputs("des.level_init({ style = 'solidfill', fg = ' ' })\n"
          "held = {}\n"
          "for i = 1, 160 do held[i] = string.rep(string.char(65 + i % 26), 65536) end\n",
          f);
    fclose(f);
    struct nhl_chunk_cache *c = nhl_chunk_cache_new();
    for (int i = 0; i < 4; i++) {
        char err[512] = "";
        char *e = build_doc(DAT50, big, 1, c, err, sizeof err);
        cr_expect(e[0], "build %d: %s", i, err);
        free(e);
    }
    cr_expect_eq(chunk_cache_idle_states(c), 1);
    nhl_chunk_cache_free(c);
    unlink(big);
    rmdir(dir);
}

/* A theme-room script that keeps state in locals (as NetHack's keeps its
 * list of work for after the level): a theme state kept loaded is put
 * back as it was loaded, upvalues too, so every build is a fresh load's. */
Test(statepool, theme_state_locals_are_put_back)
{
    char dir[] = "/tmp/nhlev-themes-XXXXXX";
    cr_assert(mkdtemp(dir));
    /* the 5.0.0 dat/, its themerms.lua with a wrapper that draws more each
       time it is called */
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "cp -r '%s'/. '%s'/ && cat >> '%s/themerms.lua' <<'EOF'\n"
             "local calls = { n = 0 }\n"
             "local k = 0\n"
             "local orig_generate = themerooms_generate\n"
             "function themerooms_generate()\n"
             "  calls.n = calls.n + 1\n"
             "  k = k + 1\n"
             "  for i = 1, calls.n + k do nh.rn2(7) end\n"
             "  orig_generate()\n"
             "end\n"
             "EOF\n", DAT50, dir, dir);
    cr_assert_eq(system(cmd), 0, "%s", cmd);
    struct nhl_chunk_cache *c = nhl_chunk_cache_new();
    for (int round = 0; round < 3; round++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            char e1[512] = "", e2[512] = "";
            char *fresh = build_doc(dir, "dlvl:4", seed, NULL, e1, sizeof e1);
            char *kept = build_doc(dir, "dlvl:4", seed, c, e2, sizeof e2);
            cr_assert(fresh[0] && kept[0], "%s / %s", e1, e2);
            cr_expect(strcmp(fresh, kept) == 0, "round %d seed %d: the theme state "
                      "kept something", round, (int)seed);
            free(fresh);
            free(kept);
        }
    nhl_chunk_cache_free(c);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    cr_expect_eq(system(cmd), 0);
}

/* Without a chunk cache, the game keeps its theme-room state (as C keeps
 * it for the game): ordinary levels built in it, between special levels
 * of both releases, are a new state's, and an edited themerms.lua is
 * loaded again. */
Test(statepool, game_keeps_the_theme_state_without_a_chunk_cache)
{
    static const char *const mix[] = { "dlvl:4", "soko1", "dlvl:2", "dlvl:7", "castle",
                                       "dlvl:20", "dlvl:3" };
    struct nhl_game_cache *g = nhl_game_cache_new();
    int compared = 0;

    for (int seed = 1; seed <= 3; seed++)
        for (size_t i = 0; i < sizeof mix / sizeof mix[0]; i++)
            for (int rel = 0; rel < 2; rel++) {
                char e1[512] = "", e2[512] = "";
                char *fresh = build_doc(rel_dat(rel), mix[i], (uint64_t)seed, NULL, e1,
                                        sizeof e1);
                char *kept = build_doc_in(rel_dat(rel), mix[i], (uint64_t)seed, NULL, g,
                                          e2, sizeof e2);
                cr_assert(fresh[0] && kept[0], "%s %s: %s / %s", rel_dat(rel), mix[i], e1,
                          e2);
                cr_expect(strcmp(fresh, kept) == 0, "%s %s seed %d: the game's theme "
                          "state built another level", rel_dat(rel), mix[i], seed);
                compared++;
                free(fresh);
                free(kept);
            }
    cr_expect_gt(chunk_cache_idle_states(game_cache_themes(g)), 0);
    cr_expect_eq(compared, 42);

    /* the file changes: the next build loads it anew */
    char dir[] = "/tmp/nhlev-gthemes-XXXXXX", cmd[1024];
    cr_assert(mkdtemp(dir));
    snprintf(cmd, sizeof cmd, "cp -r '%s'/. '%s'/", DAT50, dir);
    cr_assert_eq(system(cmd), 0, "%s", cmd);
    char e1[512] = "", e2[512] = "";
    char *before = build_doc_in(dir, "dlvl:4", 5, NULL, g, e1, sizeof e1);
    snprintf(cmd, sizeof cmd, "cat >> '%s/themerms.lua' <<'EOF'\n"
             "local orig_generate = themerooms_generate\n"
             "function themerooms_generate() nh.rn2(7) orig_generate() end\n"
             "EOF\n", dir);
    cr_assert_eq(system(cmd), 0, "%s", cmd);
    char *fresh = build_doc(dir, "dlvl:4", 5, NULL, e1, sizeof e1);
    char *after = build_doc_in(dir, "dlvl:4", 5, NULL, g, e2, sizeof e2);
    cr_assert(before[0] && fresh[0] && after[0], "%s / %s", e1, e2);
    cr_expect(strcmp(before, after) != 0, "the edited script was not loaded");
    cr_expect(strcmp(fresh, after) == 0, "the edited script built another level");
    free(before);
    free(fresh);
    free(after);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    cr_expect_eq(system(cmd), 0);
    nhl_game_cache_free(g);
}
