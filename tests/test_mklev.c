/* test_mklev.c - ordinary levels (mklev.h): whole dlvl builds against C's
 * truth files (how far the RNG log equals C's), the theme-room hooks on a
 * fixture script, and stairs and niches on small hand-made levels. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cjson/cJSON.h>

#include "nhlev.h"
#include "data_enums.h" /* CORPSE, PM_ERINYS: the engine's numbering */
#include "dungeon.h" /* DUNGEON_TRUTH_SEED: engine internals the test drives */
#include "game.h" /* game_new, game_set_themes_dir: a game made by hand */
#include "level.h" /* level_new, level_join_game: a level made outside a build */
#include "lua_host.h" /* lua_host_close: scripts run on a bare level */
#include "mklev.h" /* mklev_ordinary, generate_stairs: the module under test */
#include "mkroom_pick.h" /* do_mkroom: engine internals the test drives */
#include "mvitals.h" /* G_EXTINCT: engine internals the test drives */
#include "niches.h" /* makeniche, make_niches: engine internals the test drives */
#include "rooms.h" /* add_room, topologize: engine internals the test drives */
#include "stairs.h" /* mkstairs_force: engine internals the test drives */
#include "themerooms.h" /* THEMES_COLD, themerooms_load: engine internals the test drives */

#define FIX NHLEV_TEST_DIR "/fixtures/mklev"
#define TRUTH NHLEV_SHARED_DIR "/truth"
#define NETHACK_DAT "" TU_NETHACK_DAT ""

static bool file_exists(const char *p)
{
    struct stat st;

    return stat(p, &st) == 0;
}

static cJSON *read_json(const char *path)
{
    FILE *f = fopen(path, "rb");

    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);

    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t) n + 1);

    if (!buf || fread(buf, 1, (size_t) n, f) != (size_t) n) {
        free(buf);
        fclose(f);
        return NULL;
    }
    buf[n] = '\0';
    fclose(f);
    cJSON *j = cJSON_Parse(buf);

    free(buf);
    return j;
}

/* Build the truth file's level with its context and count the leading
 * RNG lines equal to C's (function, arguments, result). */
static long agreeing_draws(const char *name, long *ctotal)
{
    char path[512];

    snprintf(path, sizeof path, "%s/%s.json", TRUTH, name);
    cJSON *truth = read_json(path);

    cr_assert_not_null(truth, "%s", path);
    struct nhl_build_opts o;
    struct nhl_build_result r;

    nhl_build_opts_defaults(&o);
    o.dat_dir = NETHACK_DAT;
    o.level = cJSON_GetObjectItem(truth, "level")->valuestring;
    o.seed = (uint64_t) cJSON_GetObjectItem(truth, "seed")->valuedouble;
    o.log_rng = true;
    nhl_doc_context_from_json(truth, &o.ctx);
    nhl_doc_hero_from_json(truth, &o.hero);
    cr_assert_eq(nhl_build(&o, &r), 0, "%s: %s", name, r.errmsg);

    const cJSON *rng = cJSON_GetObjectItem(truth, "rng");
    long n = cJSON_GetArraySize(rng), i = 0;

    for (; i < n && (size_t) i < r.rng->nlog; i++) {
        char a[128], b[128];

        nhl_compare_rng_key(r.rng->log[i], a, sizeof a);
        nhl_compare_rng_key(cJSON_GetArrayItem(rng, (int) i)->valuestring, b,
                            sizeof b);
        if (strcmp(a, b) != 0)
            break;
    }
    *ctotal = n;
    nhl_build_result_free(&r);
    cJSON_Delete(truth);
    return i;
}

/* The first differing draw of each truth level, as measured: every one is
 * C's first object or monster generation (mkobj.c, makemon.c), the vault's
 * gold (sp_lev.c fill_special_room) or the special room's placement
 * (the zoo's statue trap's monster), none of which the level generator makes yet. */
static const struct {
    const char *name;
    long agree;
} measured[] = {
    { "dlvl1.seed1", 943 },  { "dlvl1.seed2", 866 },
    { "dlvl1.seed3", 935 },  { "dlvl2.seed1", 863 },
    { "dlvl2.seed2", 1309 }, { "dlvl2.seed3", 1496 },
    { "dlvl3.seed1", 990 },  { "dlvl3.seed2", 1148 },
    { "dlvl3.seed3", 1287 }, { "dlvl4.seed1", 1539 },
    { "dlvl4.seed2", 1276 }, { "dlvl4.seed3", 1080 },
    { "dlvl8.seed1", 1316 }, { "dlvl8.seed2", 1414 },
    { "dlvl8.seed3", 1541 },
};

Test(mklev, truth_levels_draw_as_c_up_to_generation)
{
    if (!file_exists(NETHACK_DAT "/themerms.lua")
        || !file_exists(TRUTH "/dlvl1.seed1.json"))
        cr_assert_fail("needs NetHack's dat and the truth files");
    for (size_t i = 0; i < sizeof measured / sizeof measured[0]; i++) {
        long total = 0;
        long n = agreeing_draws(measured[i].name, &total);

        cr_log_info("%s: first %ld of %ld draws equal C's", measured[i].name,
                    n, total);
        cr_expect_geq(n, measured[i].agree, "%s: only %ld draws agree",
                      measured[i].name, n);
    }
}

Test(mklev, dlvl_name_builds_rooms_stairs_and_corridors)
{
    if (!file_exists(NETHACK_DAT "/themerms.lua"))
        cr_assert_fail("needs NetHack's dat");
    struct nhl_build_opts o;
    struct nhl_build_result r;

    nhl_build_opts_defaults(&o);
    o.dat_dir = NETHACK_DAT;
    o.level = "dlvl:3";
    o.seed = 1;
    cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
    cr_expect_str_eq(r.variant, "dlvl:3");
    cr_expect_eq(r.lev->ctx.dlevel, 3);
    cr_expect_eq(r.lev->ctx.depth, 3);
    cr_expect_geq(r.lev->nroom, 3);
    /* an up and a down stair, each on a STAIRS cell inside some room */
    int up = 0, down = 0;

    for (int i = 0; i < r.lev->nstairs; i++) {
        const struct stairway *s = &r.lev->stairs[i];

        cr_expect_eq(r.lev->at[s->sx][s->sy].typ, STAIRS);
        cr_expect_gt(r.lev->at[s->sx][s->sy].roomno, 0);
        if (s->up)
            up++;
        else
            down++;
    }
    cr_expect_eq(up, 1);
    cr_expect_eq(down, 1);
    int corr = 0;

    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            corr += r.lev->at[x][y].typ == CORR;
    cr_expect_gt(corr, 20, "corridors join the rooms");
    nhl_build_result_free(&r);

    nhl_build_opts_defaults(&o);
    o.level = "dlvl:0";
    cr_expect_neq(nhl_build(&o, &r), 0);
    cr_expect(strstr(r.errmsg, "has levels 1 to 15") != NULL, "%s", r.errmsg);
    nhl_build_result_free(&r);
    /* a floor below the dungeon's bottom is no floor of this game */
    nhl_build_opts_defaults(&o);
    o.dat_dir = TU_NETHACK50_DAT;
    o.level = "dlvl:40";
    cr_expect_neq(nhl_build(&o, &r), 0);
    cr_expect(strstr(r.errmsg, "dlvl:40: The Dungeons of Doom has levels 1 to") != NULL, "%s",
              r.errmsg);
    nhl_build_result_free(&r);
}

/* ------------------------------------------------------------------ */
/* the theme hooks, on our own script */

Test(mklev, theme_hooks_run_in_makelevel_order)
{
    struct nhl_rng rng = { 0 };

    nhl_rng_init(&rng, 7);
    struct nhl_level_context ctx;

    nhl_level_context_defaults(&ctx);
    ctx.dlevel = ctx.depth = ctx.level_difficulty = 2;
    ctx.themes_state = THEMES_COLD;
    struct nhl_level *lev = level_new(&rng, &ctx);
    struct nhl_game *g = game_new(ctx.version, DUNGEON_TRUTH_SEED,
                                  dungeon_truth_skip, false, NULL, NULL);

    /* a game whose dat/ has our theme script */
    cr_assert_not_null(g);
    cr_assert_eq(game_set_themes_dir(g, FIX), 0);
    level_join_game(lev, g);
    game_release(g);
    cr_assert_eq(mklev_ordinary(lev), 0, "%s", lev->errmsg);
    /* every room came from the script's des.room: ordinary and filled */
    cr_expect_geq(lev->nroom, 2);
    for (int i = 0; i < lev->nroom; i++) {
        if (lev->rooms[i].rtype == VAULT)
            continue;
        cr_expect_eq(lev->rooms[i].rtype, OROOM, "room %d", i);
        cr_expect_eq(lev->rooms[i].needfill, 1, "room %d", i);
    }
    /* post_level_generate ran, before the final wallification */
    cr_expect_eq(lev->at[1][0].typ, LAVAPOOL);
    nhl_level_free(lev);
    nhl_rng_free(&rng);
}

Test(mklev, preloaded_themes_draw_nothing_and_take_the_context_align)
{
    struct nhl_rng rng = { 0 };

    nhl_rng_init(&rng, 3);
    struct nhl_level_context ctx;
    struct nhl_hero hero;

    nhl_level_context_defaults(&ctx);
    hero_defaults(&hero);
    ctx.themes_state = THEMES_PRELOADED;
    strcpy(hero.themes_align[0], "chaos");
    strcpy(hero.themes_align[1], "neutral");
    strcpy(hero.themes_align[2], "law");
    struct nhl_level *lev = level_new_hero(&rng, &ctx, &hero);
    const char *dir = file_exists(NETHACK_DAT "/themerms.lua") ? NETHACK_DAT
                                                                : FIX;
    uint64_t before = rng.ndraws;
    lua_State *L = themerooms_load(lev, dir);

    cr_assert_not_null(L, "%s", lev->errmsg);
    cr_expect_eq(rng.ndraws, before, "no draw enters the level's stream");
    lua_getglobal(L, "align");
    for (int i = 0; i < 3; i++) {
        lua_rawgeti(L, -1, i + 1);
        cr_expect_str_eq(lua_tostring(L, -1), hero.themes_align[i]);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    /* the hooks exist and a missing one is no error */
    cr_expect_eq(themerooms_call(L, lev, "no_such_hook"), 0);
    cr_expect(!lev->build->coder.in_mk_themerooms);
    lua_host_close(L);
    nhl_level_free(lev);
    nhl_rng_free(&rng);
}

Test(mklev, cold_themes_shuffle_align_in_the_stream)
{
    if (!file_exists(NETHACK_DAT "/themerms.lua"))
        cr_assert_fail("needs NetHack's dat");
    struct nhl_rng rng = { 0 };

    nhl_rng_init(&rng, 1);
    nhl_rng_set_logging(&rng, true);
    struct nhl_level_context ctx;

    nhl_level_context_defaults(&ctx);
    struct nhl_level *lev = level_new(&rng, &ctx);
    lua_State *L = themerooms_load(lev, NETHACK_DAT);

    cr_assert_not_null(L, "%s", lev->errmsg);
    /* nhlib.lua's shuffle of the three alignments: rn2(3), rn2(2) */
    cr_expect_eq(rng.nlog, 2);
    lua_host_close(L);
    nhl_level_free(lev);
    nhl_rng_free(&rng);
}

/* ------------------------------------------------------------------ */
/* stairs and niches on hand-made levels */

static struct nhl_rng g_rng = { 0 };
static struct nhl_level *lev;

static void setup(void)
{
    struct nhl_level_context ctx;

    nhl_rng_init(&g_rng, 11);
    nhl_level_context_defaults(&ctx);
    ctx.dlevel = ctx.depth = ctx.level_difficulty = 10;
    ctx.dunlevs_in_dungeon = 25;
    lev = level_new(&g_rng, &ctx);
    cr_assert_not_null(lev);
}

static void teardown(void)
{
    nhl_level_free(lev);
    nhl_rng_free(&g_rng);
}

/* an ordinary lit room with its walls, roomno and joining wish */
static int room(int lx, int ly, int hx, int hy)
{
    int r = add_room(lev, lx, ly, hx, hy, true, OROOM, false);

    lev->rooms[r].needjoining = true;
    topologize(lev, r);
    return r;
}

Test(mklev_parts, stairs_go_to_different_rooms, .init = setup,
     .fini = teardown)
{
    int a = room(10, 5, 15, 8);
    int b = room(40, 10, 46, 14);

    generate_stairs(lev);
    cr_assert_eq(lev->nstairs, 2);
    bool adown = room_has_stairs(lev, a, false);
    bool bdown = room_has_stairs(lev, b, false);
    bool aup = room_has_stairs(lev, a, true);
    bool bup = room_has_stairs(lev, b, true);

    cr_expect(adown != bdown, "one down stair");
    cr_expect(aup != bup, "one up stair");
    cr_expect(adown != aup, "up and down in different rooms");
    for (int i = 0; i < 2; i++) {
        const struct stairway *s = &lev->stairs[i];

        cr_expect_eq(lev->at[s->sx][s->sy].typ, STAIRS);
        cr_expect_eq(s->tolev.dlevel, s->up ? 9 : 11);
    }
}

Test(mklev_parts, no_up_stair_on_level_one, .init = setup, .fini = teardown)
{
    lev->ctx.dlevel = 1;
    room(10, 5, 15, 8);
    room(40, 10, 46, 14);
    generate_stairs(lev);
    cr_assert_eq(lev->nstairs, 1);
    cr_expect(!lev->stairs[0].up);
}

Test(mklev_parts, trapdoor_niche_behind_a_secret_door, .init = setup,
     .fini = teardown)
{
    int r = room(30, 8, 40, 12);

    makeniche(lev, TRAPDOOR);
    /* a secret door in the top or bottom wall, SCORR beyond it holding
     * the trap door, and the hint in front of the door inside the room */
    cr_assert_eq(lev->ntraps, 1);
    const struct trap *t = &lev->traps[0];

    cr_expect_eq(t->ttyp, TRAPDOOR);
    cr_expect(t->once);
    /* maketrap digs the trap door's SCORR into CORR (C: maketrap) */
    cr_expect_eq(lev->at[t->tx][t->ty].typ, CORR);
    int dy = t->ty < 8 ? 1 : -1; /* from the niche towards the room */
    int wy = t->ty + dy;

    cr_expect(wy == 7 || wy == 13, "door on the wall row (%d)", wy);
    cr_expect_eq(lev->at[t->tx][wy].typ, SDOOR);
    cr_expect_eq(lev->rooms[r].doorct, 1);
    const struct engr *e = nhl_level_engr_at(lev, t->tx, wy + dy);

    cr_assert_not_null(e, "the hint in front of the door");
    cr_expect_eq(e->engr_type, DUST);
    cr_expect_eq(strlen(e->text) <= strlen("Vlad was here"), true);
}

Test(mklev_parts, niches_skip_special_rooms, .init = setup, .fini = teardown)
{
    int r = room(30, 8, 40, 12);

    lev->rooms[r].rtype = TEMPLE;
    make_niches(lev);
    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            cr_expect_neq(lev->at[x][y].typ, SCORR);
            cr_expect_neq(lev->at[x][y].typ, CORR);
        }
    cr_expect_eq(lev->rooms[r].doorct, 0);
}

Test(mklev_parts, plain_niche_is_a_dead_end, .init = setup, .fini = teardown)
{
    int r = room(30, 8, 40, 12);
    int made = 0;

    /* several tries, each a niche or nothing: a CORR or SCORR cell just
     * beyond the top or bottom wall with a door into the room */
    for (int i = 0; i < 6; i++)
        makeniche(lev, NO_TRAP);
    for (int x = 30; x <= 40; x++)
        for (int y = 6; y <= 14; y += 8) {
            int t = lev->at[x][y].typ;

            if (t == CORR || t == SCORR) {
                int wy = y == 6 ? 7 : 13;
                int w = lev->at[x][wy].typ;

                made++;
                cr_expect(w == DOOR || w == SDOOR || w == IRONBARS
                              || w == HWALL,
                          "wall cell %d at %d,%d", w, x, wy);
            }
        }
    cr_expect_gt(made, 0);
    cr_expect_eq(lev->ntraps, 0);
    cr_expect_leq(lev->rooms[r].doorct, made);
}

/* a door on room r's top wall at x (C: dodoor's bookkeeping, add_door) */
static void door_on_top(int r, int x)
{
    int y = lev->rooms[r].ly - 1;

    lev->at[x][y].typ = DOOR;
    add_door(lev, x, y, r);
}

Test(mklev_parts, shop_goes_to_the_one_door_room_without_stairs, .init = setup,
     .fini = teardown)
{
    int a = room(10, 5, 15, 8);
    int b = room(30, 5, 34, 8);
    int c = room(50, 5, 55, 8);

    door_on_top(a, 12);
    door_on_top(b, 31);
    door_on_top(b, 33);
    door_on_top(c, 52);
    lev->rooms[c].rlit = 0;
    lev->at[53][6].lit = false;
    /* stairs keep room a from being a shop */
    (void) mkstairs_force(lev, 11, 6, false, false);
    do_mkroom(lev, SHOPBASE);
    cr_expect_eq(lev->rooms[a].rtype, OROOM);
    cr_expect_eq(lev->rooms[b].rtype, OROOM, "two doors");
    cr_expect_geq(lev->rooms[c].rtype, SHOPBASE);
    cr_expect_eq(lev->rooms[c].needfill, 1);
    cr_expect_eq(lev->rooms[c].rlit, 1);
    cr_expect(lev->at[53][6].lit, "a dark shop is lit");
    cr_expect(lev->at[49][4].lit, "walls too");
}

Test(mklev_parts, temple_altar_in_the_middle, .init = setup, .fini = teardown)
{
    int a = room(10, 5, 16, 9); /* 7 by 5: an exact centre */

    door_on_top(a, 12);
    do_mkroom(lev, TEMPLE);
    cr_assert_eq(lev->rooms[a].rtype, TEMPLE);
    cr_expect_eq(lev->at[13][7].typ, ALTAR);
    cr_expect(lev->at[13][7].flags & AM_SHRINE);
    cr_expect(lev->flags.has_temple);
}

Test(mklev_parts, zoo_skips_special_rooms, .init = setup, .fini = teardown)
{
    int a = room(10, 5, 15, 8);
    int b = room(30, 5, 34, 8);

    lev->rooms[a].rtype = TEMPLE;
    door_on_top(b, 31);
    do_mkroom(lev, ZOO);
    cr_expect_eq(lev->rooms[a].rtype, TEMPLE);
    cr_expect_eq(lev->rooms[b].rtype, ZOO);
    cr_expect_eq(lev->rooms[b].needfill, 1);
}

/* Build floor `floor` of the truth files' game (42) at seed, as C's
 * makelevel would there; fails the test if it does not build */
static void build_game42_floor(const char *floor, int seed,
                               struct nhl_build_result *r)
{
    struct nhl_build_opts o;

    nhl_build_opts_defaults(&o);
    o.dat_dir = NETHACK_DAT;
    o.place_from_layout = true;
    o.level = floor;
    o.seed = (uint64_t) seed;
    cr_assert_eq(nhl_build(&o, r), 0, "%s seed %d: %s", floor, seed, r->errmsg);
}

Test(mklev, a_special_floor_builds_its_special_level)
{
    if (!file_exists(NETHACK_DAT "/oracle.lua"))
        cr_assert_fail("needs NetHack's dat");
    int oracles = 0;

    /* the Oracle lies on dlvl 5..9 of every game; with the game's layout
     * asked for, that floor is built from oracle.lua, the others by
     * makelevel */
    for (int n = 5; n <= 9; n++) {
        struct nhl_build_opts o;
        struct nhl_build_result r;
        char name[16];

        nhl_build_opts_defaults(&o);
        o.dat_dir = NETHACK_DAT;
        o.place_from_layout = true;
        snprintf(name, sizeof name, "dlvl:%d", n);
        o.level = name;
        if (nhl_build(&o, &r) == 0) {
            if (strcmp(r.variant, "oracle") == 0)
                oracles++;
            else
                cr_expect_str_eq(r.variant, name);
            cr_expect_eq(r.lev->ctx.dlevel, n);
        }
        nhl_build_result_free(&r);
    }
    cr_expect_eq(oracles, 1);
}

/* dlvl:22 of game 42, seed 1: rooms (not a maze) with a sealed niche whose
 * iron bars hide a corpse.  C (real NetHack 3.7 at the truth's commit, run
 * with the truth files' context) makes that corpse without init, flags
 * TRUE = CORPSTAT_FEMALE: one species draw and spe 1; the level then takes
 * 3397 core draws in all, as measured with C. */
Test(mklev, niche_corpse_behind_bars_is_made_without_init)
{
    if (!file_exists(NETHACK_DAT "/themerms.lua"))
        cr_assert_fail("needs NetHack's dat");
    struct nhl_build_result r;

    build_game42_floor("dlvl:22", 1, &r);
    struct nhl_level *l = r.lev;
    int corpses = 0;

    for (int i = 0; i < l->nobjects; i++) {
        const struct obj *ob = &l->objects[i];

        if (ob->otyp != CORPSE || ob->x != 31 || ob->y != 17)
            continue;
        corpses++;
        cr_expect_eq(ob->spe, 1);
        cr_expect_eq(l->at[31][16].typ, IRONBARS);
    }
    cr_expect_eq(corpses, 1);
    cr_expect_eq(r.rng->ndraws, 3397, "%llu draws",
                 (unsigned long long) r.rng->ndraws);
    nhl_build_result_free(&r);
}

/* the Ludios portal: dlvl:11 of game 42, seed 1 has a vault, and its
 * mk_knox_portal draw lets the portal be made there (C, run with the truth
 * files' context, puts the magic portal at the vault's corner 4,14 and
 * makes the level the Ludios branch's end) */
Test(mklev, vault_gets_the_ludios_portal)
{
    if (!file_exists(NETHACK_DAT "/themerms.lua"))
        cr_assert_fail("needs NetHack's dat");
    struct nhl_build_result r;

    build_game42_floor("dlvl:11", 1, &r);
    struct nhl_level *l = r.lev;
    int portals = 0;

    cr_expect(l->flags.has_vault);
    for (int i = 0; i < l->ntraps; i++) {
        if (l->traps[i].ttyp != MAGIC_PORTAL)
            continue;
        portals++;
        cr_expect_eq(l->traps[i].tx, 4);
        cr_expect_eq(l->traps[i].ty, 14);
    }
    cr_expect_eq(portals, 1);
    cr_expect(l->ctx.branch.present);
    cr_expect_eq(l->ctx.branch.type, 3);
    cr_expect_eq(l->ctx.branch.end2.dnum, l->ctx.knox.dnum);
    cr_expect_eq(l->ctx.branch.end2.dlevel, 1);
    cr_expect_eq(r.rng->ndraws, 2713, "%llu draws",
                 (unsigned long long) r.rng->ndraws);
    nhl_build_result_free(&r);

    /* above depth 11 no portal is made, whatever the draw says */
    for (int s = 1; s <= 5; s++) {
        build_game42_floor("dlvl:4", s, &r);
        for (int i = 0; i < r.lev->ntraps; i++)
            cr_expect_neq(r.lev->traps[i].ttyp, MAGIC_PORTAL);
        nhl_build_result_free(&r);
    }
}

/* gehennom:1 (the Valley) of game 42, seed 4: its level script asks for
 * more erinyes than their birth limit, and a later mkclass of the demon
 * class must leave them out; C takes 16206 core draws */
Test(mklev, valley_floor_honours_birth_limits)
{
    if (!file_exists(NETHACK_DAT "/valley.lua"))
        cr_assert_fail("needs NetHack's dat");
    struct nhl_build_result r;

    build_game42_floor("gehennom:1", 4, &r);
    cr_expect(r.lev->build->mvitals[PM_ERINYS].mvflags & G_EXTINCT);
    cr_expect_eq(r.rng->ndraws, 16206, "%llu draws",
                 (unsigned long long) r.rng->ndraws);
    nhl_build_result_free(&r);
}

/* gehennom:7 (Juiblex's swamp) of game 42, seed 21: a mimic there passes
 * for an egg of an egg-laying species, and C's can_be_hatched draws its
 * 1 in 77 breeder chance for it; C takes 2531 core draws */
Test(mklev, mimic_egg_draws_the_breeder_chance)
{
    if (!file_exists(NETHACK_DAT "/juiblex.lua"))
        cr_assert_fail("needs NetHack's dat");
    struct nhl_build_result r;

    build_game42_floor("gehennom:7", 21, &r);
    int eggs = 0;
    for (int i = 0; i < r.lev->nmonsters; i++)
        eggs += r.lev->monsters[i].m_ap_type == 2
                && r.lev->monsters[i].mappearance == EGG;
    cr_expect_geq(eggs, 1);
    cr_expect_eq(r.rng->ndraws, 2531, "%llu draws",
                 (unsigned long long) r.rng->ndraws);
    nhl_build_result_free(&r);
}

/* Floors of game 42 whose core draw counts C made (with the C harness
 * that reproduces the truth files), each pinning one fix:
 * - dlvl:21 seed 42, Medusa's island: a statue's monster is a
 *   doppelganger whose new form resists stoning, so C picks another
 *   species (resists_ston asks the current form);
 * - gehennom:15 seed 36, Orcus Town: a novel in a monster's pack does not
 *   count as a bookstore's tribute novel, so each shop draws its special
 *   spot (context.tribute.bookstock). */
Test(mklev, floors_pinned_by_c_draw_counts)
{
    static const struct {
        const char *floor;
        int seed;
        unsigned long long draws;
    } cases[] = {
        { "dlvl:21", 42, 4272 },
        { "gehennom:15", 36, 6353 },
    };
    if (!file_exists(NETHACK_DAT "/orcus.lua"))
        cr_assert_fail("needs NetHack's dat");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct nhl_build_result r;

        build_game42_floor(cases[i].floor, cases[i].seed, &r);
        cr_expect_eq(r.rng->ndraws, cases[i].draws, "%s seed %d: %llu draws",
                     cases[i].floor, cases[i].seed,
                     (unsigned long long) r.rng->ndraws);
        nhl_build_result_free(&r);
    }
}

/* dlvl:4 of game 42, seed 10 has a health food store: its tins are
 * spinach or a kind the store stocks (C: mkveggy_at's set_tin_variety
 * HEALTHY_TIN); C turned the jackal tin at 10,17 into spinach */
Test(mklev, health_food_store_tins_are_healthy)
{
    if (!file_exists(NETHACK_DAT "/themerms.lua"))
        cr_assert_fail("needs NetHack's dat");
    struct nhl_build_result r;

    build_game42_floor("dlvl:4", 10, &r);
    struct nhl_level *l = r.lev;
    int seen = 0;

    for (int i = 0; i < l->nobjects; i++) {
        const struct obj *ob = &l->objects[i];

        if (ob->otyp != TIN || ob->x != 10 || ob->y != 17)
            continue;
        seen++;
        cr_expect_eq(ob->spe, 1);
        cr_expect_eq(ob->corpsenm, -1);
    }
    cr_expect_eq(seen, 1);
    nhl_build_result_free(&r);
}

/* dlvl:22 of game 42, seed 33: a trapped door at 59,12 became a mimic
 * (C: dosdoor's makemon(mkclass(S_MIMIC)) and set_mimic_sym once more);
 * C made a small mimic there, m_id 1019, in 3279 draws */
Test(mklev, trapped_door_mimic_is_a_real_mimic)
{
    if (!file_exists(NETHACK_DAT "/themerms.lua"))
        cr_assert_fail("needs NetHack's dat");
    struct nhl_build_result r;

    build_game42_floor("dlvl:22", 33, &r);
    struct nhl_level *l = r.lev;
    struct monst *m = nhl_level_monster_at(l, 59, 12);

    cr_assert_not_null(m);
    cr_expect_eq(m->mndx, PM_SMALL_MIMIC);
    cr_expect_eq(m->m_id, 1019);
    cr_expect_eq(l->at[59][12].typ, DOOR);
    cr_expect_eq(l->at[59][12].flags, D_NODOOR);
    cr_expect_eq(r.rng->ndraws, 3279, "%llu draws",
                 (unsigned long long) r.rng->ndraws);
    nhl_build_result_free(&r);
}

/* gehennom:8 (Baalzebub's lair) of game 42, seed 13: a monster stands on
 * a marker pool of the beetle's rear legs when it turns wall, and is moved
 * away (C: baalz_fixup's rloc; 2208 core draws in C, none on a wall) */
Test(mklev, baalz_moves_the_monster_off_the_leg_joint)
{
    if (!file_exists(NETHACK_DAT "/baalz.lua"))
        cr_assert_fail("needs NetHack's dat");
    struct nhl_build_result r;

    build_game42_floor("gehennom:8", 13, &r);
    cr_expect_eq(r.rng->ndraws, 2208, "%llu draws",
                 (unsigned long long) r.rng->ndraws);
    for (int i = 0; i < r.lev->nmonsters; i++) {
        const struct monst *m = &r.lev->monsters[i];

        cr_expect(!IS_WALL(r.lev->at[m->x][m->y].typ), "monster %d on a wall",
                  m->mndx);
    }
    nhl_build_result_free(&r);
}
