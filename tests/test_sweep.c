/* test_sweep.c - what a wide sweep against real C NetHack (both releases,
 * games and seeds never used for tuning, every field of the documents)
 * found that the shipped truth did not show: containers merging what is
 * put in them, their contents' order, orcish arrows always poisoned, a
 * gnome's lit candle, a priest's cloak of any kind, novel titles, and the
 * fountain count after mkfount.  Each fact below is C's own output for
 * that game, level and seed (C dumps made with the c-truth tools). */
#include "testutil_internal.h"

#include "data_enums.h" /* LARGE_BOX, ARROW: the engine's numbering */
#include "mkobj.h" /* container_chain, mkobj: engine internals the test drives */

#define DAT37 TU_NETHACK_DAT
#define DAT50 TU_NETHACK50_DAT
#define DAT37_79C688C TU_NETHACK_79C688C_DAT

/* level `name` of game `game` at `seed`, built as release v, placed by
 * that game's dungeon layout (as nhlev render --game-seed) */
static void sweep_build(struct nhl_build_result *res, enum nhl_version v,
                        const char *name, uint64_t seed, uint64_t game)
{
    /* the hero of C's dump: a Valkyrie, or the quest's own role */
    static const char *const roles[][2] = {
        { "Ran-", "Ranger" }, { "Cav-", "Caveman" }, { "Val-", "Valkyrie" },
        { "Pri-", "Priest" },
    };
    struct nhl_build_opts o;
    struct stat st;
    const char *dat = v == NHV_3_7 ? DAT37
                      : v == NHV_3_7_79C688C ? DAT37_79C688C : DAT50;
    char probe[512];

    snprintf(probe, sizeof probe, "%s/dungeon.lua", dat);
    if (stat(probe, &st) != 0)
        cr_assert_fail("NetHack dat/ not installed at %s", dat);
    nhl_build_opts_defaults(&o);
    o.dat_dir = dat;
    o.level = name;
    o.seed = seed;
    o.ctx.version = v;
    o.place_from_layout = true;
    o.layout_seed = game;
    for (size_t i = 0; i < sizeof roles / sizeof roles[0]; i++)
        if (!strncmp(name, roles[i][0], 4))
            snprintf(o.hero.role, sizeof o.hero.role, "%s", roles[i][1]);
    cr_assert_eq(nhl_build(&o, res), 0, "%s: %s", name, res->errmsg);
}

/* the object of o_id id still on the level (not merged away) */
static int obj_by_id(const struct nhl_level *lev, int id)
{
    for (int i = 0; i < lev->nobjects; i++)
        if (lev->objects[i].o_id == id && lev->objects[i].quan > 0
            && !(lev->objects[i].floating && lev->objects[i].container < 0))
            return i;
    return -1;
}

/* container c holds exactly these o_ids (and quantities, 0 = any) in
 * C's chain order */
static void expect_contents(const struct nhl_level *lev, int c, const int *ids,
                            const long *quans, int n)
{
    int chain[64];
    int k = container_chain(lev, c, chain, 64);

    cr_assert_eq(k, n, "container %d holds %d objects, C's %d", lev->objects[c].o_id, k, n);
    for (int i = 0; i < n; i++) {
        cr_expect_eq(lev->objects[chain[i]].o_id, ids[i], "content %d: o_id %d, C's %d", i,
                     lev->objects[chain[i]].o_id, ids[i]);
        if (quans && quans[i])
            cr_expect_eq(lev->objects[chain[i]].quan, quans[i], "content %d: quan %ld, C's %ld",
                         i, lev->objects[chain[i]].quan, quans[i]);
    }
}

/* mkobj.c add_to_container (both releases): a like object already inside
 * takes the new one in (invent.c merged): the quantities add, the stack
 * keeps its place and takes the o_id of the one merged away when only
 * that one would carry a shop's surcharge (shk.c obfree); contents run
 * newest first */
Test(sweep, add_to_container_merges_and_chains_newest_first)
{
    for (int v = NHV_3_7; v <= NHV_5_0_0; v++) {
        struct nhl_rng r;
        struct nhl_level_context ctx;

        nhl_level_context_defaults(&ctx);
        ctx.version = (enum nhl_version) v;
        memset(&r, 0, sizeof r);
        nhl_rng_init(&r, 1);
        struct nhl_level *lev = level_new(&r, &ctx);
        int box = mksobj(lev, LARGE_BOX, false, false);
        int a = mksobj(lev, ARROW, false, false);
        int b = mksobj(lev, ARROW, false, false);
        int c = mksobj(lev, DAGGER, false, false);

        lev->objects[a].quan = 5;
        lev->objects[b].quan = 7;
        lev->objects[a].o_id = 5; /* no surcharge */
        lev->objects[b].o_id = 8; /* one in four: surcharged */
        cr_assert_eq(add_to_container(lev, box, a), a);
        cr_assert_eq(add_to_container(lev, box, b), a, "the arrows merge");
        cr_assert_eq(lev->objects[a].quan, 12);
        cr_assert_eq(lev->objects[a].o_id, 8, "the dearer o_id stays");
        cr_assert(lev->objects[b].floating);
        cr_assert_eq(lev->objects[b].quan, 0);
        cr_assert_eq(lev->objects[b].container, -1);
        /* poison is the trap bit in C: poisoned arrows keep apart */
        int p = mksobj(lev, ARROW, false, false);

        lev->objects[p].opoisoned = true;
        cr_assert_eq(add_to_container(lev, box, p), p);
        cr_assert_eq(add_to_container(lev, box, c), c);
        int chain[8];

        cr_assert_eq(container_chain(lev, box, chain, 8), 3);
        cr_expect_eq(chain[0], c);
        cr_expect_eq(chain[1], p);
        cr_expect_eq(chain[2], a);
        nhl_level_free(lev);
        nhl_rng_free(&r);
    }
}

/* Contents go in ahead of what is there, whatever the object's age: an
 * older object put in last comes first (C's cobj chain) */
Test(sweep, container_chain_is_the_order_put_in)
{
    struct nhl_rng r = { 0 };
    struct nhl_level *lev = tu_level_open(&r, 1);
    int st = mksobj(lev, STATUE, false, false);
    int o1 = mksobj(lev, DAGGER, false, false);
    int o2 = mksobj(lev, ARROW, false, false);
    int o3 = mksobj(lev, ROBE, false, false);
    int chain[8];

    /* as a monster's pack goes into its statue: newest first */
    add_to_container(lev, st, o3);
    add_to_container(lev, st, o2);
    add_to_container(lev, st, o1);
    cr_assert_eq(container_chain(lev, st, chain, 8), 3);
    cr_expect_eq(chain[0], o1);
    cr_expect_eq(chain[1], o2);
    cr_expect_eq(chain[2], o3);
    tu_level_close(lev, &r);
}

/* mkobj.c mkbox_cnts: C's box in the Valley (5.0.0, game 2, seed 7) holds
 * three pieces of glass as one stack of 3; 3.7's Valkyrie home chest
 * (game 2, seed 7) merges its two heaps of gold */
Test(sweep, box_contents_merge_as_in_c)
{
    struct nhl_build_result res;

    sweep_build(&res, NHV_5_0_0, "valley", 7, 2);
    int box = obj_by_id(res.lev, 1322);

    cr_assert_geq(box, 0);
    cr_assert_eq(res.lev->objects[box].otyp, LARGE_BOX);
    expect_contents(res.lev, box, (const int[]) { 1325, 1324, 1323 },
                    (const long[]) { 1, 3, 1 }, 3);
    nhl_build_result_free(&res);

    sweep_build(&res, NHV_3_7, "Val-strt", 7, 2);
    box = obj_by_id(res.lev, 1006);
    cr_assert_geq(box, 0);
    cr_assert_eq(res.lev->objects[box].otyp, CHEST);
    expect_contents(res.lev, box, (const int[]) { 1011, 1008 },
                    (const long[]) { 1, 1495 }, 2);
    nhl_build_result_free(&res);
}

/* A statue holding a monster's pack (Medusa's statues: sp_lev.c
 * create_object; a statue trap: trap.c mk_trap_statue) holds it oldest
 * first, in both releases */
Test(sweep, statue_packs_are_oldest_first)
{
    struct nhl_build_result res;

    for (int v = NHV_3_7; v <= NHV_5_0_0; v++) {
        sweep_build(&res, (enum nhl_version) v, "medusa-2", 7, 2);
        int st = obj_by_id(res.lev, 1025);

        cr_assert_geq(st, 0);
        expect_contents(res.lev, st, (const int[]) { 1029, 1031, 1032, 1034, 1035 },
                        NULL, 5);
        nhl_build_result_free(&res);
    }
    sweep_build(&res, NHV_3_7, "Ran-goal", 6, 2);
    int st = obj_by_id(res.lev, 1033);

    cr_assert_geq(st, 0);
    expect_contents(res.lev, st, (const int[]) { 1035, 1037, 1038 }, NULL, 3);
    nhl_build_result_free(&res);
    sweep_build(&res, NHV_5_0_0, "Ran-goal", 6, 2);
    st = obj_by_id(res.lev, 1034);
    cr_assert_geq(st, 0);
    expect_contents(res.lev, st, (const int[]) { 1036, 1038, 1039 }, NULL, 3);
    nhl_build_result_free(&res);
}

/* makemon.c m_initthrow (both releases): orcish arrows are always
 * poisoned: the Uruk-hai of Fort Ludios (game 42, seed 2) */
Test(sweep, orcish_arrows_are_poisoned)
{
    for (int v = NHV_3_7; v <= NHV_5_0_0; v++) {
        struct nhl_build_result res;

        sweep_build(&res, (enum nhl_version) v, "knox", 2, 42);
        int n = 0;

        for (int i = 0; i < res.lev->nobjects; i++) {
            const struct obj *o = &res.lev->objects[i];

            if (o->otyp == ORCISH_ARROW && o->owner >= 0 && o->quan > 0) {
                n++;
                cr_expect(o->opoisoned, "o_id %d", o->o_id);
            }
        }
        cr_assert_gt(n, 0);
        nhl_build_result_free(&res);
    }
}

/* priest.c priestini: the worn cloak, whatever kind, is uncursed for a
 * co-aligned priest: the Caveman's home temple priest (5.0.0, game 42,
 * seed 1) wears a cloak of protection, not a robe */
Test(sweep, priest_cloak_of_any_kind)
{
    struct nhl_build_result res;

    sweep_build(&res, NHV_5_0_0, "Cav-strt", 1, 42);
    int c = obj_by_id(res.lev, 1004);

    cr_assert_geq(c, 0);
    cr_assert_eq(res.lev->objects[c].otyp, CLOAK_OF_PROTECTION);
    cr_expect_not(res.lev->objects[c].cursed);
    nhl_build_result_free(&res);
}

/* makemon.c m_initinv (both releases): a gnome's candle is lit when it
 * stays apart on a dark square: 3.7's Mines' End (game 2, seed 7) */
Test(sweep, gnome_candle_lit_in_the_dark)
{
    struct nhl_build_result res;

    sweep_build(&res, NHV_3_7, "minend-1", 7, 2);
    int c = obj_by_id(res.lev, 1081);

    cr_assert_geq(c, 0);
    cr_assert_eq(res.lev->objects[c].otyp, TALLOW_CANDLE);
    cr_assert_geq(res.lev->objects[c].owner, 0);
    cr_expect(res.lev->objects[c].lit);
    nhl_build_result_free(&res);
}

/* mkobj.c mksobj (both releases): a novel is named for the title drawn
 * (do_name.c noveltitle): Minetown's (5.0.0, game 2, seed 7) is "Mort" */
Test(sweep, novel_title)
{
    struct nhl_build_result res;

    sweep_build(&res, NHV_5_0_0, "minetn-4", 7, 2);
    int c = obj_by_id(res.lev, 1107);

    cr_assert_geq(c, 0);
    cr_assert_eq(res.lev->objects[c].otyp, SPE_NOVEL);
    cr_assert_not_null(res.lev->objects[c].oname);
    cr_expect_str_eq(res.lev->objects[c].oname, "Mort");
    nhl_build_result_free(&res);
}

/* mkmaze.c set_levltyp recounts fountains and sinks, and mklev.c mkfount
 * then counts its fountain once more: C's count is one over after the
 * last mkfount (5.0.0 dlvl 2, game 2, seed 6: 2 fountains, count 3) */
Test(sweep, fountain_count_as_c)
{
    struct nhl_build_result res;

    sweep_build(&res, NHV_5_0_0, "dlvl:2", 6, 2);
    int n = 0;

    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            n += res.lev->at[x][y].typ == FOUNTAIN;
    cr_expect_eq(n, 2);
    cr_expect_eq(res.lev->flags.nfountains, 3);
    nhl_build_result_free(&res);
}

/* the document of a build (its level named `name`) */
static cJSON *sweep_doc(const struct nhl_build_result *res, const char *name,
                        uint64_t seed)
{
    struct nhl_doc_meta meta = { .level = name, .variant = res->variant,
                             .seed = seed, .rng = res->rng, .gen_time_us = -1 };
    cJSON *d = nhl_doc_from_level(res->lev, &meta);

    cr_assert_not_null(d);
    return d;
}

/* Document fields the sweep compared beyond compare's parts: the Planes
 * of Water and Air have no hero memory (mkmaze.c fixup_special); a level
 * no level file flipped records no flip allowance; shopkeepers, priests
 * and their names; a long worm's tail shows on the map as the worm (its
 * segments hold level.monsters[][]), a boulder tops its pile; a ghost may bear the player's name,
 * "nhgen" in C's dumps */
Test(sweep, document_fields_as_c)
{
    struct nhl_build_result res;
    cJSON *d;

    sweep_build(&res, NHV_5_0_0, "water", 6, 2);
    d = sweep_doc(&res, "water", 6);
    cr_expect_eq(cJSON_GetObjectItem(cJSON_GetObjectItem(d, "levelFlags"), "hero_memory")->valueint, 0);
    cJSON_Delete(d);
    nhl_build_result_free(&res);

    sweep_build(&res, NHV_5_0_0, "dlvl:2", 6, 2);
    d = sweep_doc(&res, "dlvl:2", 6);
    cr_expect_eq(cJSON_GetObjectItem(cJSON_GetObjectItem(d, "flip"), "allowed")->valueint, 0);
    cr_expect_eq(cJSON_GetObjectItem(cJSON_GetObjectItem(d, "levelFlags"), "hero_memory")->valueint, 1);
    cJSON_Delete(d);
    nhl_build_result_free(&res);

    sweep_build(&res, NHV_5_0_0, "minetn-4", 7, 2);
    d = sweep_doc(&res, "minetn-4", 7);
    int shk = 0;
    const cJSON *m;

    cJSON_ArrayForEach(m, cJSON_GetObjectItem(d, "monsters")) {
        if (cJSON_GetObjectItem(m, "m_id")->valueint == 1146) {
            cr_expect(cJSON_IsTrue(cJSON_GetObjectItem(m, "shopkeeper")));
            cr_expect_str_eq(cJSON_GetObjectItem(m, "shkname")->valuestring, "Budereyri");
            shk++;
        }
    }
    cr_expect_eq(shk, 1);
    cJSON_Delete(d);
    nhl_build_result_free(&res);

    sweep_build(&res, NHV_5_0_0, "Pri-loca", 6, 2);
    d = sweep_doc(&res, "Pri-loca", 6);
    int ghosts = 0;

    cJSON_ArrayForEach(m, cJSON_GetObjectItem(d, "monsters")) {
        if (cJSON_GetObjectItem(m, "m_id")->valueint == 1734) {
            cr_expect_str_eq(cJSON_GetObjectItem(m, "givenname")->valuestring, "nhgen");
            ghosts++;
        }
    }
    cr_expect_eq(ghosts, 1);
    cJSON_Delete(d);
    nhl_build_result_free(&res);

    /* a boulder tops its pile: gold put there later lies under it
     * (mkobj.c place_object); 5.0.0 dlvl 24, a maze, game 42, seed 6 */
    sweep_build(&res, NHV_5_0_0, "dlvl:24", 6, 42);
    d = sweep_doc(&res, "dlvl:24", 6);
    cr_expect_str_eq(cJSON_GetArrayItem(cJSON_GetObjectItem(d, "mapASCII"), 9)->valuestring,
                     "   ####### ### ####$## ##############`#### #####*# ####### ####### ### ###      ");
    cJSON_Delete(d);
    nhl_build_result_free(&res);

    sweep_build(&res, NHV_3_7, "wizard2", 7, 3);
    d = sweep_doc(&res, "wizard2", 7);
    cr_expect_str_eq(cJSON_GetArrayItem(cJSON_GetObjectItem(d, "mapASCII"), 9)->valuestring,
                     "  |.|.|.}`|$|`...^|....}..|.|..------|Qd'X@wwT&|.......||..$....}.|....^|.|.|.| ");
    cJSON_Delete(d);
    nhl_build_result_free(&res);
}
