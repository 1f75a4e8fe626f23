/* test_o_init.c - a game's object deal (appearance.h, after C's o_init.c
 * init_objects) replayed from the game seed, for NetHack 3.7 and 5.0.0:
 * against C's own objects[] (fixtures/o_init: read from the C truth
 * binaries right after init_objects), and through what reads it: the wand
 * of nothing's charges, the Orcish Town's "shiny" ring, objects named by
 * their description. */
#include <criterion/criterion.h>
#include <lauxlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "appearance.h" /* appearance_deal, appearance_dir: engine internals the test drives */
#include "objlook.h" /* obj_descr, obj_dir: engine internals the test drives */
#include "data_enums.h" /* WAN_STASIS, WAN_NOTHING: the engine's numbering */
#include "lua_host.h" /* lua_host_new, lua_host_close: scripts run on a bare level */
#include "objects.h" /* find_objtype: engine internals the test drives */
#include "testutil.h"
#include "version.h" /* nh_release, nh_otyp_from_c: the release records */

#define FIX NHLEV_TEST_DIR "/fixtures/o_init/"

/* C's objects[] after init_objects, as the fixture lists it: rows for the
 * objects whose description moved (and the wand of nothing); every other
 * object of the release keeps its own. */
static void expect_deal_equals_c(enum nhl_version v, uint64_t seed,
                                 const char *fixture)
{
    const struct nh_release *r = nh_release(v);
    static struct nhl_obj_appearance a;
    bool listed[NUM_OTYPES] = { false };
    char line[256];
    int rows = 0;
    FILE *f = fopen(fixture, "r");

    cr_assert_not_null(f, "no fixture %s", fixture);
    appearance_deal(&a, v, seed);
    while (fgets(line, sizeof line, f)) {
        int c, cd, cls, color, mat, tough, dir;

        if (line[0] == '#')
            continue;
        cr_assert_eq(sscanf(line, "%d %d %d %d %d %d %d", &c, &cd, &cls,
                            &color, &mat, &tough, &dir), 7, "%s", line);
        int o = nh_otyp_from_c(r, c), d = nh_otyp_from_c(r, cd);

        cr_assert(o >= 0 && d >= 0, "%s: C otyp %d/%d", fixture, c, cd);
        cr_expect_eq(r->objects[o].oc_class, cls, "%s: class of %d", fixture, c);
        cr_expect_eq(a.descr[o], d, "%s %s: wears %s, C's %s", fixture,
                     r->objects[o].oc_name, r->objects[a.descr[o]].oc_descr,
                     r->objects[d].oc_descr);
        cr_expect_eq(a.color[o], color, "%s %d: colour", fixture, c);
        cr_expect_eq(a.material[o], mat, "%s %d: material", fixture, c);
        cr_expect_eq(a.tough[o], tough, "%s %d: tough", fixture, c);
        cr_expect_eq(appearance_dir(&a, r, o), dir, "%s %d: dir", fixture, c);
        listed[o] = true;
        rows++;
    }
    fclose(f);
    cr_expect_gt(rows, 150, "%s: rows", fixture);
    for (int i = MAXOCLASSES; i < NUM_OTYPES; i++) {
        if (!nh_has_otyp(r, i) || listed[i])
            continue;
        cr_expect_eq(a.descr[i], i, "%s: %s moved", fixture, r->objects[i].oc_name);
        cr_expect_eq(a.color[i], r->objects[i].oc_color, "%s: %d colour", fixture, i);
        cr_expect_eq(a.material[i], r->objects[i].oc_material, "%s: %d", fixture, i);
    }
}

Test(o_init, deal_equals_c_3_7)
{
    expect_deal_equals_c(NHV_3_7, 7, FIX "deal-3.7-game7.txt");
    expect_deal_equals_c(NHV_3_7, 1234, FIX "deal-3.7-game1234.txt");
}

Test(o_init, deal_equals_c_5_0_0)
{
    expect_deal_equals_c(NHV_5_0_0, 7, FIX "deal-5.0.0-game7.txt");
    expect_deal_equals_c(NHV_5_0_0, 1234, FIX "deal-5.0.0-game1234.txt");
}

/* The same deal code, two tables: 5.0.0's wand of stasis takes part in
 * the wands' shuffle (its "redwood" goes to another wand, and the draws
 * after it differ), 3.7 has no such slot; the truth game (42) made the
 * wand of nothing NODIR in 3.7 and IMMEDIATE in 5.0.0. */
Test(o_init, releases_deal_their_own_objects)
{
    static struct nhl_obj_appearance a37, a50;
    const struct nh_release *r37 = nh_release(NHV_3_7);
    const struct nh_release *r50 = nh_release(NHV_5_0_0);
    int lo, hi;

    appearance_deal(&a37, NHV_3_7, 42);
    appearance_deal(&a50, NHV_5_0_0, 42);
    cr_expect_eq(a37.wan_nothing_dir, OBJ_DIR_NODIR);
    cr_expect_eq(a50.wan_nothing_dir, OBJ_DIR_IMMEDIATE);
    cr_expect_eq(a37.descr[WAN_STASIS], WAN_STASIS, "3.7 never deals it");
    for (int i = 0; i < NUM_OTYPES; i++)
        if (i != WAN_STASIS)
            cr_expect_neq(a37.descr[i], WAN_STASIS, "3.7: %d is redwood", i);
    cr_expect_neq(a50.descr[WAN_STASIS], WAN_STASIS, "5.0.0 game 42");
    /* the wands' range is the whole class in both */
    appearance_shuffle_range(r37, WAN_NOTHING, &lo, &hi);
    cr_expect(lo == WAN_LIGHT && hi >= WAN_LIGHTNING);
    appearance_shuffle_range(r50, WAN_STASIS, &lo, &hi);
    cr_expect(lo == WAN_LIGHT && hi >= WAN_LIGHTNING);
    /* 5.0.0's shields of drain and shock resistance look like a small
       shield, and no shield is shuffled (o_init has no range for them) */
    appearance_shuffle_range(r50, SHIELD_OF_DRAIN_RESISTANCE, &lo, &hi);
    cr_expect(lo == SHIELD_OF_DRAIN_RESISTANCE && hi == lo);
    cr_expect_str_eq(appearance_descr(&a50, r50, SHIELD_OF_SHOCK_RESISTANCE),
                     "wooden shield");
    /* what stays put: potion of water, the mundane amulets, the unique
       books, and everything without a description */
    cr_expect_eq(a50.descr[POT_WATER], POT_WATER);
    cr_expect_eq(a37.descr[AMULET_OF_YENDOR], AMULET_OF_YENDOR);
    cr_expect_eq(a50.descr[SPE_BOOK_OF_THE_DEAD], SPE_BOOK_OF_THE_DEAD);
    cr_expect_eq(a37.descr[LONG_SWORD], LONG_SWORD);
    /* a deal draws the same count for the same seed, and the draws are
       C's: 3 gem colours, the shuffles, the wand */
    cr_expect_gt(a37.ndraws, 150);
    cr_expect_gt(a50.ndraws, 150);
}

/* A level deals for the truth game until told its game; then for that. */
Test(o_init, a_level_follows_its_game)
{
    struct nhl_level_context c;
    struct nhl_rng rng;

    nhl_level_context_defaults(&c);
    c.version = NHV_3_7;
    memset(&rng, 0, sizeof rng);
    nhl_rng_init(&rng, 1);
    struct nhl_level *lev = level_new(&rng, &c);

    cr_assert_not_null(lev);
    cr_expect_eq(lev->game->look.game_seed, 42u);
    cr_expect_str_eq(obj_descr(lev, RIN_POLYMORPH_CONTROL), "shiny");
    cr_expect_eq(obj_dir(lev, WAN_NOTHING), OBJ_DIR_NODIR);
    cr_assert_eq(level_set_game(lev, NULL, 7, 0), 0);
    cr_expect_eq(lev->game->look.game_seed, 7u);
    /* C's game 7: "shiny" is the ring of hunger, the wand IMMEDIATE */
    cr_expect_str_eq(obj_descr(lev, RIN_HUNGER), "shiny");
    cr_expect_eq(obj_dir(lev, WAN_NOTHING), OBJ_DIR_IMMEDIATE);
    /* des.object by description finds what wears it in this game */
    cr_expect_eq(find_objtype(lev, "shiny"), RIN_HUNGER);
    /* shiny_obj: one weighted draw among the one ring */
    uint64_t before = rng.ndraws;

    cr_expect_eq(rnd_otyp_by_descr(lev, "shiny", RING_CLASS), RIN_HUNGER);
    cr_expect_eq(rng.ndraws, before + 1);
    cr_expect_eq(rnd_otyp_by_descr(lev, "no such look", RING_CLASS),
                 STRANGE_OBJECT);
    cr_expect_eq(rng.ndraws, before + 1, "no draw without a match");
    nhl_level_free(lev);
    nhl_rng_free(&rng);
}

static struct nhl_build_result build_in_game(const char *dat, enum nhl_version v,
                                             const char *level, uint64_t seed,
                                             uint64_t game)
{
    struct nhl_build_opts o;
    struct nhl_build_result res;

    nhl_build_opts_defaults(&o);
    o.dat_dir = dat;
    o.level = level;
    o.seed = seed;
    o.layout_seed = game;
    o.place_from_layout = true;   /* where the game's layout puts it */
    o.ctx.version = v;
    cr_assert_eq(nhl_build(&o, &res), 0, "%s: %s", level, res.errmsg);
    return res;
}

/* C's game 7 (3.7), fakewiz2 seed 1: the wand of nothing at (73,13) has
 * 6 charges (IMMEDIATE: 4..8); game 42's deal would give it 11..15. */
Test(o_init, wand_of_nothing_charges_follow_the_game)
{
    struct stat st;

    if (stat(TU_NETHACK_DAT "/fakewiz2.lua", &st) != 0)
        cr_assert_fail("NetHack dat/ not installed at " TU_NETHACK_DAT);
    struct nhl_build_result res = build_in_game(TU_NETHACK_DAT, NHV_3_7,
                                                "fakewiz2", 1, 7);
    int found = 0;

    for (int i = 0; i < res.lev->nobjects; i++) {
        const struct obj *ob = &res.lev->objects[i];

        if (ob->otyp == WAN_NOTHING && ob->x == 73 && ob->y == 13) {
            cr_expect_eq(ob->spe, 6);
            found++;
        }
    }
    cr_expect_eq(found, 1);
    nhl_build_result_free(&res);
}

/* The Orcish Town's captain leaves with the ring the game calls "shiny":
 * polymorph control in game 42, hunger in game 7, gain strength in game
 * 1234 (C's deals, both releases). */
static void expect_captains_ring(const char *dat, enum nhl_version v)
{
    static const struct { uint64_t game; int ring; } games[] = {
        { 42, RIN_POLYMORPH_CONTROL }, { 7, RIN_HUNGER },
        { 1234, RIN_GAIN_STRENGTH },
    };
    struct stat st;
    char path[512];

    snprintf(path, sizeof path, "%s/minetn-1.lua", dat);
    if (stat(path, &st) != 0)
        cr_assert_fail("NetHack dat/ not installed at %s", dat);
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        struct nhl_build_result res = build_in_game(dat, v, "minetn-1", 1,
                                                    games[g].game);
        int shiny = 0;

        /* it leaves with him: off the level, with the gang's loot (no
           other ring among it) */
        for (int i = 0; i < res.lev->nobjects; i++) {
            const struct obj *ob = &res.lev->objects[i];

            if (!ob->floating
                || res.lev->nh->objects[ob->otyp].oc_class != RING_CLASS)
                continue;
            cr_expect_eq(ob->otyp, games[g].ring, "%s game %lu: ring %d", dat,
                         (unsigned long) games[g].game, ob->otyp);
            shiny++;
        }
        cr_expect_geq(shiny, 1, "%s game %lu: the captain's ring", dat,
                      (unsigned long) games[g].game);
        nhl_build_result_free(&res);
    }
}

Test(o_init, orcish_town_captains_shiny_ring_3_7)
{
    expect_captains_ring(TU_NETHACK_DAT, NHV_3_7);
}

Test(o_init, orcish_town_captains_shiny_ring_5_0_0)
{
    expect_captains_ring(TU_NETHACK50_DAT, NHV_5_0_0);
}

/* dlvl:N with the place given (as a document gives it, no layout asked
 * for) is still the game's special level when its layout puts one there:
 * game 1234 has the Oracle on dlvl 8, game 42 an ordinary level. */
Test(o_init, a_given_place_keeps_the_games_special_level)
{
    struct stat st;

    if (stat(TU_NETHACK_DAT "/oracle.lua", &st) != 0)
        cr_assert_fail("NetHack dat/ not installed at " TU_NETHACK_DAT);
    for (int k = 0; k < 2; k++) {
        struct nhl_build_opts o;
        struct nhl_build_result res;

        nhl_build_opts_defaults(&o);
        o.dat_dir = TU_NETHACK_DAT;
        o.level = "dlvl:8";
        o.seed = 1;
        o.layout_seed = k ? 1234 : 42;
        o.ctx.version = NHV_3_7;
        o.ctx.dlevel = o.ctx.depth = o.ctx.level_difficulty = 8;
        o.ctx.ledger = 8;
        cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
        cr_expect_str_eq(res.variant, k ? "oracle" : "dlvl:8");
        nhl_build_result_free(&res);
    }
}

/* obj.class's material is the game's: themerms.lua leaves a chest
 * unlocked when the escape item it holds is glass. 3.7 gives the number
 * (GLASS 19), 5.0.0 the name ("glass"); game 5 (3.7) and game 4 (5.0.0)
 * made the wand of digging a glass one (as 3.7 game 42), game 1 did not. */
static void class_of_digging(enum nhl_version v, uint64_t game, char *out,
                             size_t outlen)
{
    struct nhl_level_context c;
    struct nhl_rng rng;

    nhl_level_context_defaults(&c);
    c.version = v;
    memset(&rng, 0, sizeof rng);
    nhl_rng_init(&rng, 1);
    struct nhl_level *lev = level_new(&rng, &c);

    cr_assert_not_null(lev);
    cr_assert_eq(level_set_game(lev, NULL, game, 0), 0);
    struct lua_host_opts o = { .dir = NHLEV_TEST_DIR "/fixtures/lua" };
    lua_State *L = lua_host_new(lev, &o);

    cr_assert_not_null(L, "%s", lev->errmsg);
    cr_assert_eq(luaL_dostring(L, "local c = obj.new('wand of digging'):class()\n"
                                  "return tostring(c.material) .. ' '\n"
                                  "  .. tostring(c.encountered) .. ' '\n"
                                  "  .. tostring(c.pre_discovered)"),
                 LUA_OK, "%s", lua_tostring(L, -1));
    snprintf(out, outlen, "%s", lua_tostring(L, -1));
    lua_host_close(L);
    nhl_level_free(lev);
    nhl_rng_free(&rng);
}

Test(o_init, lua_class_material_follows_the_game)
{
    char got[64];

    class_of_digging(NHV_3_7, 5, got, sizeof got);
    cr_expect_str_eq(got, "19 nil 0");
    class_of_digging(NHV_3_7, 1, got, sizeof got);
    cr_expect_neq(strncmp(got, "19 ", 3), 0, "%s", got);
    class_of_digging(NHV_5_0_0, 4, got, sizeof got);
    cr_expect_str_eq(got, "glass 0 nil");
    class_of_digging(NHV_5_0_0, 1, got, sizeof got);
    cr_expect_neq(strncmp(got, "glass ", 6), 0, "%s", got);
}

/* 3.7 at 79c688cc6 deals one object fewer than 5.0.0 (no wand of stasis
 * in its wands' shuffle): 198 draws where 5.0.0 makes 199, for any game */
Test(o_init, deal_draws_of_79c688c)
{
    static struct nhl_obj_appearance a;

    for (uint64_t seed = 1; seed <= 3; seed++) {
        appearance_deal(&a, NHV_3_7_79C688C, seed);
        cr_expect_eq(a.ndraws, 198, "game %llu", (unsigned long long) seed);
        cr_expect_eq(a.descr[WAN_STASIS], WAN_STASIS, "no wand of stasis");
        appearance_deal(&a, NHV_5_0_0, seed);
        cr_expect_eq(a.ndraws, 199, "game %llu", (unsigned long long) seed);
    }
}
