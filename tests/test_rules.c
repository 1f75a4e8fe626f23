/* test_rules.c - the release rules (rules.h): each has its description and
 * differs between releases, and each has a witness, a level whose
 * document, RNG log or build outcome changes when that one rule takes
 * another release's value and everything else stays. The witnesses are
 * looked up by rule name while iterating NH_RULES, so a new rule without
 * one fails here. */
#include "testutil.h"

#include <unistd.h>

#include "game.h" /* game_new and the game's hero: the startup rule's witness */
#include "rm.h" /* the map's cell types the witnesses look at */
#include "rules.h" /* NH_RULES, nh_rule_equal: the module under test */
#include "source.h" /* source_open: the witnesses read a release's dat/ */
#include "startup.h" /* the real game's start: hero_made_after_first_level */
#include "traps.h" /* maketrap: engine internals the test drives */
#include "version.h" /* nh_release, nh_version_by_name: the release records */

/* a small walled-off floor to write scripts on: the map's (0,0) is
 * its top left; mark() puts a fountain at (0,0) */
#define FLOOR \
    "des.level_init({ style = 'solidfill', fg = ' ' })\n" \
    "des.level_flags('mazelevel', 'noflip')\n" \
    "des.map([[\n" \
    "------------\n" \
    "|..........|\n" \
    "|..........|\n" \
    "|..........|\n" \
    "|..........|\n" \
    "------------]])\n" \
    "local function mark() des.terrain(1, 1, '{') end\n"

struct witness {
    const char *rule;
    const char *release;     /* built as this release, the rule flipped */
    const char *level;       /* a level of its dat/, or NULL: script */
    int seed;
    const char *script;      /* Lua written after FLOOR */
    /* or, for a rule no level reaches, the engine routine asked directly:
     * what it did, as text (malloc'd) */
    char *(*direct)(const struct nh_release *rel);
};

/* maketrap on a raised drawbridge over ice, the one raised bridge a trap
 * can be asked for (over water or lava maketrap refuses any trap before
 * the rule is asked): C freezes a moat only in play, never while making a
 * level, so no level reaches these rules through a build */
static char *trap_on_raised_bridge(const struct nh_release *rel, int ttyp)
{
    struct nhl_rng rng = { 0 }; /* nhl_rng_init frees the old log: none */
    struct nhl_level_context c;
    char *out = malloc(64);

    nhl_rng_init(&rng, 1);
    nhl_level_context_defaults(&c);
    c.version = rel->v;
    struct nhl_level *lev = level_new(&rng, &c);

    cr_assert_not_null(lev);
    lev->nh = rel;
    lev->at[10][10].typ = DRAWBRIDGE_UP;
    lev->at[10][10].flags = DB_ICE;
    int t = maketrap(lev, 10, 10, ttyp);

    snprintf(out, 64, "%d %d %d", t >= 0, lev->at[10][10].typ,
             lev->at[10][10].flags);
    nhl_level_free(lev);
    nhl_rng_free(&rng);
    return out;
}

static char *portal_on_raised_bridge(const struct nh_release *rel)
{
    return trap_on_raised_bridge(rel, MAGIC_PORTAL);
}

static char *hole_on_raised_bridge(const struct nh_release *rel)
{
    return trap_on_raised_bridge(rel, HOLE);
}

/* a game's start replayed (startup.h): only a release that makes the
 * hero's inventory after dlvl 1 has its start replayed; the outcome is
 * the stream's position when makelevel starts, or the refusal */
static char *game_start(const struct nh_release *rel)
{
    struct level_source src;
    struct startup su;
    struct nhl_hero hero;
    char err[256];
    char *out = malloc(300);

    hero_defaults(&hero);
    cr_assert_eq(source_open(&src, NULL, err, sizeof err), 0, "%s", err);
    struct startup_request rq = { .nh = rel, .src = &src, .game_seed = 5001,
                                  .hero = &hero };
    if (startup_run(&su, &rq, err, sizeof err) == 0) {
        snprintf(out, 300, "%llu", (unsigned long long) su.draws_before_makelevel);
        startup_free(&su);
    } else {
        snprintf(out, 300, "refused: %s", err);
    }
    source_close(&src);
    return out;
}

#define LEVEL(rule, rel, level, seed) { rule, rel, level, seed, NULL, NULL }
#define SCRIPT(rule, rel, text) { rule, rel, NULL, 1, text, NULL }
#define DIRECT(rule, rel, fn) { rule, rel, NULL, 0, NULL, fn }

static const struct witness witnesses[] = {
    /* found by building the sweep's levels with each rule flipped */
    LEVEL("finddpos_random_spots", "5.0.0", "dlvl:1", 1),
    LEVEL("join_door_after_dig", "5.0.0", "dlvl:1", 1),
    LEVEL("bound_digging_walls_only", "5.0.0", "Bar-fila", 1),
    LEVEL("bound_digging_unphaseable", "5.0.0", "dlvl:1", 1),
    LEVEL("nh_added_functions", "5.0.0", "dlvl:1", 1),
    LEVEL("shk_scroll_of_charging", "5.0.0", "dlvl:4", 1),
    LEVEL("ghostname_murphy", "5.0.0", "dlvl:15", 1),
    LEVEL("minotaur_digging_odds", "5.0.0", "gehennom:3", 1),
    LEVEL("drop_special_objs", "5.0.0", "quest:1", 1),
    LEVEL("mkclass_difficulty_order", "5.0.0", "quest:3", 1),
    LEVEL("mkobj_probs", "5.0.0", "quest:3", 1),
    LEVEL("sokoban_no_launch", "5.0.0", "sokoban:1", 1),
    LEVEL("box_trap_obvious", "5.0.0", "ludios:1", 1),
    LEVEL("mkclass_zero_freq_counts_one", "5.0.0", "planes:2", 1),
    LEVEL("kelp_in_water", "5.0.0", "tutorial:1", 1),
    LEVEL("maze_no_boulder_on_pit", "5.0.0", "castle", 1),
    LEVEL("wishing_one_charge", "5.0.0", "castle", 1),
    LEVEL("monster_lev_adj_option", "5.0.0", "minetn-1", 1),
    LEVEL("covetous_ignore_noteleport", "5.0.0", "Rog-goal", 1),
    LEVEL("rockish", "5.0.0", "medusa-3", 1),
    LEVEL("selection_match_bounds", "5.0.0", "bigrm-11", 1),
    LEVEL("angel_silver_mace", "5.0.0", "astral", 1),
    LEVEL("demonbane_silver_mace", "3.7", "astral", 1),
    LEVEL("artifact_gen_spe", "3.7", "bigrm-7", 1),
    /* the level API: scripts that look */
    SCRIPT("opt_str_calls_function", "5.0.0",
      "pcall(des.grave, { x = 3, y = 3, text = function() return 'RIP' end })\n"),
    SCRIPT("gold_y_third_argument", "5.0.0", "des.gold(50, 3, 4)\n"),
    SCRIPT("object_trap_known_option", "5.0.0",
      "des.object({ id = 'chest', x = 3, y = 3, trapped = 1,"
      " trap_known = 1 })\n"),
    SCRIPT("monster_keep_invent_option", "5.0.0",
      "des.monster({ id = 'soldier', x = 3, y = 3, keep_default_invent = true,\n"
      "              inventory = function() des.object('rock') end })\n"),
    SCRIPT("gettrap_once_field", "5.0.0",
      "des.trap('arrow', 3, 3)\n"
      "if nh.gettrap(3, 3).once ~= nil then mark() end\n"),
    SCRIPT("debug_flags_prevent_pline", "5.0.0",
      "if not pcall(nh.debug_flags, { prevent_pline = 'maybe' }) then mark() end\n"),
    SCRIPT("eckey_chronicle_keys", "5.0.0",
      "if nh.eckey('versionshort') == 'V' then mark() end\n"),
    SCRIPT("eckey_alttakeoff", "5.0.0",
      "if nh.eckey('alttakeoff') ~= '' then mark() end\n"),
    SCRIPT("eckey_toggle", "5.0.0",
      "if nh.eckey('toggle') ~= '' then mark() end\n"),
    SCRIPT("nh_monster_ranges", "5.0.0",
      "if nhc.NUMMONS ~= nil then mark() end\n"),
    SCRIPT("obj_table_tknown", "5.0.0",
      "if obj.new('chest'):totable().tknown ~= nil then mark() end\n"),
    SCRIPT("objects_encountered_field", "5.0.0",
      "if obj.class(obj.new('rock')).encountered ~= nil then mark() end\n"),
    SCRIPT("objects_material_name", "5.0.0",
      "if type(obj.class(obj.new('rock')).material) == 'string' then mark() end\n"),
    SCRIPT("obj_new_from_table", "5.0.0",
      "if pcall(obj.new, { id = 'rock' }) then mark() end\n"),
    SCRIPT("selection_added_methods", "5.0.0",
      "if selection.describe_size ~= nil then mark() end\n"),
    SCRIPT("find_objtype_by_class", "5.0.0",
      "des.object({ id = 'light', class = '/', x = 3, y = 3 })\n"),
    SCRIPT("no_trap_in_lava", "5.0.0",
      "des.terrain(3, 3, 'L')\ndes.trap({ x = 3, y = 3 })\n"),
    SCRIPT("grimtooth_permapoisoned", "5.0.0",
      "for i = 1, 100 do des.object({ id = 'orcish dagger', x = 3, y = 3 }) end\n"),
    SCRIPT("dragon_hide_rots", "5.0.0",
      "for i = 1, 100 do des.object({ id = 'red dragon scales', x = 3, y = 3 }) end\n"),
    SCRIPT("sdoor_resists_air", "5.0.0",
      "des.terrain(3, 3, 'S')\ndes.terrain(3, 3, 'A')\n"),
    SCRIPT("vampshape_no_wolf_in_water", "5.0.0",
      "des.replace_terrain({ region = { 1, 1, 10, 4 }, fromterrain = '.',\n"
      "                      toterrain = 'W' })\n"
      "for i = 1, 40 do des.monster('vampire leader') end\n"),
    /* asked directly: no level reaches them (see trap_on_raised_bridge) */
    DIRECT("no_portal_on_raised_bridge", "5.0.0", portal_on_raised_bridge),
    DIRECT("trap_keeps_raised_bridge", "5.0.0", hole_on_raised_bridge),
    /* no level of a build reaches it: a real game's start does */
    DIRECT("hero_made_after_first_level", "5.0.0", game_start),
    SCRIPT("landmine_victim_pit", "5.0.0",
           "des.trap({ type = 'land mine', x = 3, y = 3, victim = true })\n"),
    /* a themed room's map at a random spot, outside any room: rare */
    LEVEL("map_random_y_by_height", "5.0.0", "dlvl:1", 4),
};

static const struct nh_release *release_named(const char *name)
{
    int v = nhl_version_by_name(name);

    cr_assert_geq(v, 0, "no release %s", name);
    return nh_release((enum nhl_version) v);
}

/* everything a build shows: the document with its RNG log, the error if
 * it failed, and what the document leaves out that a rule decides (a
 * box's known trap) */
static char *outcome(const struct witness *w, const struct nh_release *rel)
{
    const char *dat = rel->v == nhl_version_by_name("3.7") ? TU_NETHACK_DAT
                      : rel->v == nhl_version_by_name("3.7-79c688c")
                          ? TU_NETHACK_79C688C_DAT
                          : TU_NETHACK50_DAT;
    char path[256];
    struct nhl_build_opts o;
    struct nhl_build_result res;

    if (w->direct)
        return w->direct(rel);
    if (!w->level) {
        snprintf(path, sizeof path, "/tmp/nhlev_test_rules_%d_%s.lua",
                 (int) getpid(), w->rule);
        FILE *f = fopen(path, "w");

        cr_assert_not_null(f);
        fprintf(f, "%s%s", FLOOR, w->script);
        fclose(f);
    }
    nhl_build_opts_defaults(&o);
    o.dat_dir = dat;
    o.level = w->level ? w->level : path;
    o.seed = (uint64_t) w->seed;
    o.ctx.version = rel->v;
    o.log_rng = true;
    o.place_from_layout = true;
    o.release = rel;
    int rc = nhl_build(&o, &res);
    size_t cap = 1 << 16, len = 0;
    char *out = malloc(cap);

    len += (size_t) snprintf(out, cap, "rc %d %s\n", rc, res.errmsg);
    if (res.lev) {
        struct nhl_doc_meta m = { .level = o.level, .seed = o.seed, .rng = res.rng,
                              .gen_time_us = -1 };
        char *d = nhl_doc_print(res.lev, &m);
        size_t n = d ? strlen(d) : 0;

        out = realloc(out, cap = len + n + 16 + 4 * (size_t) res.lev->nobjects);
        memcpy(out + len, d, n);
        len += n;
        free(d);
        for (int i = 0; i < res.lev->nobjects; i++)
            out[len++] = res.lev->objects[i].tknown ? 'T' : '-';
        out[len] = '\0';
    }
    nhl_build_result_free(&res);
    if (!w->level)
        unlink(path);
    return out;
}

Test(rules, described_and_differing)
{
    cr_assert_gt(nh_rule_count, 0);
    for (int i = 0; i < nh_rule_count; i++) {
        const struct nh_rule_info *r = &nh_rule_info[i];
        bool differs = false;

        cr_expect(r->name && *r->name && r->routine && *r->routine && r->commit
                      && strlen(r->commit) >= 9 && r->what && *r->what,
                  "rule %d (%s) lacks its description", i, r->name);
        for (int v = 1; v < NHV_COUNT; v++)
            if (!nh_rule_equal(&nh_release(0)->rules,
                               &nh_release((enum nhl_version) v)->rules, i))
                differs = true;
        cr_expect(differs, "%s has the same value in every release", r->name);
        for (int v = 0; v < NHV_COUNT; v++) {
            char buf[128];

            nh_rule_format(&nh_release((enum nhl_version) v)->rules, i, buf,
                           sizeof buf);
            cr_expect(strcmp(buf, "(none)") != 0, "%s has no table in %s",
                      r->name, nh_release((enum nhl_version) v)->name);
        }
    }
}

Test(rules, each_has_a_witness)
{
    for (int i = 0; i < nh_rule_count; i++) {
        const char *name = nh_rule_info[i].name;
        const struct witness *w = NULL;

        for (size_t k = 0; k < sizeof witnesses / sizeof witnesses[0]; k++)
            if (!strcmp(witnesses[k].rule, name))
                w = &witnesses[k];
        cr_expect_not_null(w, "%s has no witness", name);
        if (!w)
            continue;
        const struct nh_release *base = release_named(w->release);
        char *as_is = outcome(w, base);
        bool changed = false;

        /* the rule as each other release has it, all else as base */
        for (int v = 0; v < NHV_COUNT; v++) {
            const struct nh_release *other = nh_release((enum nhl_version) v);

            if (other == base || nh_rule_equal(&base->rules, &other->rules, i))
                continue;
            struct nh_release flipped = *base;

            nh_rule_copy(&flipped.rules, &other->rules, i);
            char *f = outcome(w, &flipped);

            changed |= strcmp(as_is, f) != 0;
            free(f);
        }
        cr_expect(changed, "%s: %s %s seed %d is the same with the rule flipped",
                  name, w->release,
                  w->level ? w->level : w->direct ? "(direct)" : "(script)",
                  w->seed);
        free(as_is);
    }
}

/* 3.7 at 79c688cc6 lies between 3.7 and 5.0.0 in C's history: each rule is
 * as one of them has it (as its commit is or is not an ancestor of
 * 79c688cc6), and it is neither of them in full */
Test(rules, the_79c688c_release_lies_between)
{
    const struct nh_release *r37 = release_named("3.7");
    const struct nh_release *mid = release_named("3.7-79c688c");
    const struct nh_release *r50 = release_named("5.0.0");
    int as37 = 0, as50 = 0;

    for (int i = 0; i < nh_rule_count; i++) {
        bool e37 = nh_rule_equal(&mid->rules, &r37->rules, i);
        bool e50 = nh_rule_equal(&mid->rules, &r50->rules, i);

        cr_expect(e37 || e50, "%s: neither 3.7's nor 5.0.0's", nh_rule_info[i].name);
        as37 += e37 && !e50;
        as50 += e50 && !e37;
    }
    cr_expect_gt(as37, 0);
    cr_expect_gt(as50, 0);
    /* the facts issue 23 names: the minotaur's wand still 3.7's odds, the
       object class odds 3.7's, the wall display 5.0.0's */
    cr_expect_eq(mid->rules.minotaur_digging_odds, 3);
    cr_expect_eq(mid->rules.mkobj_probs, r37->rules.mkobj_probs);
    cr_expect_eq(mid->rules.rockish, r50->rules.rockish);
    cr_expect(mid->rules.bound_digging_walls_only);
    cr_expect_not(mid->rules.bound_digging_unphaseable);
    cr_expect(mid->rules.eckey_alttakeoff);
    cr_expect_not(mid->rules.eckey_toggle);
}
