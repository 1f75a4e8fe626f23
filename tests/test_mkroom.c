/* test_mkroom.c - special rooms as C fills them: the shop tables and the
 * item a shop square gets and the shopkeepers' names (shknam.c), with
 * their draws; names checked against every shopkeeper of the truth files;
 * courts, barracks, morgues, temples' priests and shops filled on fixture
 * scripts (fixtures/mkroom) with recording factories standing in for
 * monster and object generation. */
#include <criterion/criterion.h>
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tables.h" /* mons_invariant, objects_invariant: the release's tables */
#include "data_enums.h" /* ICE_BOX, PM_OGRE_TYRANT: the engine's numbering */
#include "finish.h" /* finish_special_level: engine internals the test drives */
#include "lua_host.h" /* lua_host_new, lua_host_run_file: scripts run on a bare level */
#include "mkroom.h" /* fill_special_rooms, priestini: the module under test */
#include "level.h" /* level_new, level_new_hero: a level made outside a build */
#include "objdata.h" /* SPBOOK_CLASS: the object tables */
#include "rng.h" /* d, rnd: the draws, private to the engine */
#include "shknam.h" /* get_shop_item, nameshk: engine internals the test drives */

#include "gen_recorder.h" /* NULL: engine internals the test drives */
#include "testutil.h"

static struct nhl_rng g_rng;
static struct nhl_level *lev;

static void setup(void)
{
    nhl_rng_init(&g_rng, 7);
    nhl_rng_set_logging(&g_rng, true);
    lev = level_new(&g_rng, NULL);
    cr_assert_not_null(lev);
}

static void teardown(void)
{
    nhl_level_free(lev);
    nhl_rng_free(&g_rng);
}

TestSuite(mkroom, .init = setup, .fini = teardown);

Test(mkroom, shop_tables_add_up)
{
    int shop_prob = 0;

    /* one type per shop room type, general store first, lighting last */
    cr_assert_eq(NSHTYPES, CANDLESHOP - SHOPBASE + 1);
    for (int i = 0; i < NSHTYPES; i++) {
        int item_prob = 0, names = 0;

        shop_prob += shtypes[i].prob;
        for (int j = 0; j < 9; j++)
            item_prob += shtypes[i].iprobs[j].iprob;
        cr_expect_eq(item_prob, 100, "%s", shtypes[i].name);
        for (const char *const *n = shtypes[i].shknms; *n; n++)
            names++;
        cr_expect_gt(names, 20, "%s", shtypes[i].name);
    }
    cr_expect_eq(shop_prob, 100);
    cr_expect_eq(shtypes[CANDLESHOP - SHOPBASE].prob, 0);
    cr_expect_str_eq(shtypes[WEAPONSHOP - SHOPBASE].name,
                     "antique weapons outlet");
}

Test(mkroom, shop_item_odds_and_draws)
{
    int food = 0, ice = 0, n = 20000;

    /* the delicatessen: food 83, juice 5, booze 4, water 5, ice box 3 */
    for (int i = 0; i < n; i++) {
        int t = get_shop_item(lev, FOODSHOP - SHOPBASE);

        food += t == FOOD_CLASS;
        ice += t == -ICE_BOX;
    }
    cr_expect_gt(food, n * 80 / 100);
    cr_expect_lt(food, n * 86 / 100);
    cr_expect_gt(ice, n * 2 / 100);
    cr_expect_lt(ice, n * 4 / 100);
    /* one rnd(100) each */
    cr_expect_eq(g_rng.nlog, (size_t) n);
    struct rng_line ln;

    cr_assert(rng_parse_line(g_rng.log[0], &ln));
    cr_expect_str_eq(ln.func, "rnd");
    cr_expect_eq(ln.arg1, 100);
    /* the lighting store sells only named things */
    for (int i = 0; i < 200; i++)
        cr_expect_lt(get_shop_item(lev, CANDLESHOP - SHOPBASE), 0);
}

/* ------------------------------------------------ names against truth */

/* Every shopkeeper of the truth levels whose shop is not a tool shop (those
 * draw their names) gets C's name and sex from its id, the ledger number
 * and the birthday alone. */
Test(mkroom, shopkeeper_names_match_truth)
{
    DIR *d = opendir(NHLEV_SHARED_DIR "/truth");
    struct dirent *e;
    int checked = 0, redrawn = 0;

    cr_assert_not_null(d);
    while ((e = readdir(d))) {
        char path[512];

        if (!strstr(e->d_name, ".seed"))
            continue;
        snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR,
                 e->d_name);
        char *text = tu_slurp(path);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;

        free(text);
        if (!doc)
            continue;
        const cJSON *mons = cJSON_GetObjectItem(doc, "monsters");
        const cJSON *rooms = cJSON_GetObjectItem(doc, "rooms");
        struct nhl_level_context c;
        struct nhl_hero h;

        nhl_doc_context_from_json(doc, &c);
        nhl_doc_hero_from_json(doc, &h);
        if (!strncmp(cJSON_GetObjectItem(doc, "variant")->valuestring,
                     "minetn", 6))
            snprintf(c.special, sizeof c.special, "minetn");
        nhl_level_free(lev);
        lev = level_new_hero(&g_rng, &c, &h);
        /* in creation order, so a name already taken is seen */
        for (int k = cJSON_GetArraySize(mons) - 1; k >= 0; k--) {
            const cJSON *m = cJSON_GetArrayItem(mons, k);

            if (!cJSON_IsTrue(cJSON_GetObjectItem(m, "shopkeeper")))
                continue;
            int x = cJSON_GetObjectItem(m, "x")->valueint;
            int y = cJSON_GetObjectItem(m, "y")->valueint;
            int rtype = -1;
            const cJSON *r;

            cJSON_ArrayForEach(r, rooms) {
                if (x >= cJSON_GetObjectItem(r, "lx")->valueint
                    && x <= cJSON_GetObjectItem(r, "hx")->valueint
                    && y >= cJSON_GetObjectItem(r, "ly")->valueint
                    && y <= cJSON_GetObjectItem(r, "hy")->valueint)
                    rtype = cJSON_GetObjectItem(r, "rtype")->valueint;
            }
            struct monst *shk = level_add_monster(lev);

            shk->m_id = cJSON_GetObjectItem(m, "m_id")->valueint;
            shk->isshk = true;
            if (rtype < SHOPBASE || rtype == TOOLSHOP) {
                /* a name drawn at random: C's, for the next ones */
                snprintf(shk->shkname, sizeof shk->shkname, "%s",
                         cJSON_GetObjectItem(m, "shkname")->valuestring);
                continue;
            }
            size_t n0 = g_rng.nlog;

            nameshk(lev, shk, rtype - SHOPBASE);
            if (g_rng.nlog != n0) {
                /* its name was taken: redrawn in C's stream */
                redrawn++;
                snprintf(shk->shkname, sizeof shk->shkname, "%s",
                         cJSON_GetObjectItem(m, "shkname")->valuestring);
                continue;
            }
            cr_expect_str_eq(shk->shkname,
                             cJSON_GetObjectItem(m, "shkname")->valuestring,
                             "%s", e->d_name);
            cr_expect_eq(shk->female,
                         cJSON_GetObjectItem(m, "female")->valueint, "%s",
                         e->d_name);
            checked++;
        }
        cJSON_Delete(doc);
    }
    closedir(d);
    cr_log_info("shopkeeper names: %d checked, %d redrawn", checked,
                redrawn);
    cr_expect_gt(checked, 20);
}

/* ------------------------------------------- filling, with factories */

/* the script, load_special's finishing, then the rooms' fill */
static void build_fixture(const char *name)
{
    char path[512];
    lua_State *L = lua_host_new(lev, NULL);

    lev->build->gen = &rec_ops;
    lev->ctx.level_difficulty = 12;
    lev->ctx.depth = 12;
    lev->ctx.dlevel = 12;
    lev->ctx.dunlevs_in_dungeon = 25;
    cr_assert_not_null(L, "%s", lev->errmsg);
    snprintf(path, sizeof path, "%s/fixtures/mkroom/%s", NHLEV_TEST_DIR,
             name);
    cr_assert_eq(lua_host_run_file(L, path), 0, "%s", lev->errmsg);
    lua_host_close(L);
    finish_special_level(lev);
}

static int monsters_in(int r)
{
    const struct mkroom *rm = &lev->rooms[r];
    int n = 0;

    for (int i = 0; i < lev->nmonsters; i++) {
        const struct monst *m = &lev->monsters[i];

        n += m->x >= rm->lx && m->x <= rm->hx && m->y >= rm->ly
             && m->y <= rm->hy;
    }
    return n;
}

static int draws_by(size_t n0, const char *fn)
{
    int n = 0;

    for (size_t i = n0; i < g_rng.nlog; i++) {
        struct rng_line ln;

        if (rng_parse_line(g_rng.log[i], &ln) && !strcmp(ln.where, fn))
            n++;
    }
    return n;
}

Test(mkroom, throne_room_court)
{
    build_fixture("throne.lua");
    cr_assert_eq(lev->nroom, 1);
    cr_assert_eq(lev->rooms[0].rtype, COURT);
    size_t n0 = g_rng.nlog;

    fill_special_rooms(lev);
    const struct mkroom *rm = &lev->rooms[0];
    int squares = (rm->hx - rm->lx + 1) * (rm->hy - rm->ly + 1);
    int tx = -1, ty = -1;

    for (int x = rm->lx; x <= rm->hx; x++)
        for (int y = rm->ly; y <= rm->hy; y++)
            if (lev->at[x][y].typ == THRONE)
                tx = x, ty = y;
    cr_assert_geq(tx, 0);
    /* the script's throne is kept; its ruler sits on it */
    cr_expect_eq(tx, rm->lx + 4);
    cr_expect_eq(ty, rm->ly + 1);
    const struct monst *ruler = nhl_level_monster_at(lev, tx, ty);

    cr_assert_not_null(ruler);
    cr_expect(ruler->mndx == PM_OGRE_TYRANT || ruler->mndx == PM_ELVEN_MONARCH
              || ruler->mndx == PM_DWARF_RULER
              || ruler->mndx == PM_GNOME_RULER);
    /* a subject on every square but the throne and the column inside the
     * east door: the ruler makes up for the throne */
    cr_expect_eq(monsters_in(0), squares - (rm->hy - rm->ly + 1) + 0);
    for (int i = 0; i < lev->nmonsters; i++) {
        cr_expect(lev->monsters[i].asleep);
        cr_expect_not(lev->monsters[i].peaceful);
    }
    /* courtmon's two draws per subject */
    cr_expect_eq(draws_by(n0, "courtmon"), 2 * (lev->nmonsters - 1));
    /* the royal coffers: a chest with gold in it, and the ruler's mace */
    int chest = -1;

    for (int i = 0; i < lev->nobjects; i++)
        if (lev->objects[i].otyp == CHEST)
            chest = i;
    cr_assert_geq(chest, 0);
    cr_expect_eq(lev->objects[chest].spe, 2);
    bool gold = false, mace = false;

    for (int i = 0; i < lev->nobjects; i++) {
        gold |= lev->objects[i].container == chest
                && lev->objects[i].otyp == GOLD_PIECE
                && lev->objects[i].quan >= 10
                && lev->objects[i].quan < 10 + 50 * 12;
        mace |= lev->objects[i].otyp == MACE
                && &lev->monsters[lev->objects[i].owner] == ruler;
    }
    cr_expect(gold);
    cr_expect(mace);
    cr_expect(lev->flags.has_court);
}

Test(mkroom, barracks_soldiers_and_payroll)
{
    build_fixture("barracks.lua");
    cr_assert_eq(lev->rooms[0].rtype, BARRACKS);
    size_t n0 = g_rng.nlog;

    fill_special_rooms(lev);
    const struct mkroom *rm = &lev->rooms[0];
    int squares = (rm->hx - rm->lx + 1) * (rm->hy - rm->ly + 1);

    /* all but the column by the east door */
    cr_expect_eq(monsters_in(0), squares - (rm->hy - rm->ly + 1));
    for (int i = 0; i < lev->nmonsters; i++) {
        int m = lev->monsters[i].mndx;

        cr_expect(m == PM_SOLDIER || m == PM_SERGEANT || m == PM_LIEUTENANT
                  || m == PM_CAPTAIN, "mndx %d", m);
    }
    /* per square: squadmon's rnd(80 + 12), then the payroll's rn2(20) */
    cr_expect_eq(draws_by(n0, "squadmon"), lev->nmonsters);
    struct rng_line ln;

    cr_assert(rng_parse_line(g_rng.log[n0], &ln));
    cr_expect_str_eq(ln.func, "rnd");
    cr_expect_eq(ln.arg1, 92);
    cr_assert(rng_parse_line(g_rng.log[n0 + 1], &ln));
    cr_expect_eq(ln.arg1, 20);
    cr_expect(lev->flags.has_barracks);
}

Test(mkroom, morgue_undead_and_graves)
{
    build_fixture("morgue.lua");
    cr_assert_eq(lev->rooms[0].rtype, MORGUE);
    fill_special_rooms(lev);
    /* a doorless room: every square */
    const struct mkroom *rm = &lev->rooms[0];

    cr_expect_eq(monsters_in(0), (rm->hx - rm->lx + 1) * (rm->hy - rm->ly + 1));
    for (int i = 0; i < lev->nmonsters; i++) {
        int m = lev->monsters[i].mndx;
        char c = mons_invariant[m].sym;

        cr_expect(m == PM_GHOST || m == PM_WRAITH || c == 'Z' || c == 'V'
                      || c == '&',
                  "%s", mons_invariant[m].pmnames[0]);
    }
    cr_expect(lev->flags.has_morgue);
}

Test(mkroom, temple_priest_by_the_altar)
{
    /* des.altar in a temple makes the priest (C: create_altar) */
    build_fixture("temple.lua");
    cr_assert_eq(lev->rooms[0].rtype, TEMPLE);
    int ax = lev->rooms[0].lx + 2, ay = lev->rooms[0].ly + 1;

    cr_assert_eq(lev->at[ax][ay].typ, ALTAR);
    cr_expect(lev->at[ax][ay].flags & AM_SHRINE);
    cr_assert_eq(lev->nmonsters, 1);
    const struct monst *p = &lev->monsters[0];

    cr_expect_eq(p->mndx, PM_ALIGNED_CLERIC);
    cr_expect(p->peaceful);
    cr_expect(p->ispriest);
    cr_expect_eq(p->shroom, ROOMOFFSET);
    cr_expect_leq(abs(p->x - ax), 1);
    cr_expect_leq(abs(p->y - ay), 1);
    cr_expect(p->x != ax || p->y != ay);
    int books = 0;

    for (int i = 0; i < lev->nobjects; i++)
        books += lev->objects[i].owner == 0
                 && objects_invariant[lev->objects[i].otyp].oc_class == SPBOOK_CLASS;
    cr_expect_geq(books, 2);
    cr_expect_leq(books, 4);
    /* rn2(8), rn1(3,2), rn2(2): C's priest.c draws */
    cr_expect_eq(draws_by(0, "priestini"), 3);
    fill_special_rooms(lev);
    cr_expect(lev->flags.has_temple);
    /* without generation: no priest and no draws for one */
    nhl_level_free(lev);
    lev = level_new(&g_rng, NULL);
    size_t n0 = g_rng.nlog;

    priestini(lev, 0, 10, 10, false);
    cr_expect_eq(lev->nmonsters, 0);
    cr_expect_eq(g_rng.nlog, n0);
}

Test(mkroom, weapon_shop_stocked)
{
    build_fixture("shop.lua");
    cr_assert_eq(lev->rooms[0].rtype, WEAPONSHOP);
    size_t n0 = g_rng.nlog;

    fill_special_rooms(lev);
    const struct mkroom *rm = &lev->rooms[0];
    int si = -1;

    for (int i = 0; i < lev->nmonsters; i++)
        if (lev->monsters[i].isshk)
            si = i;
    cr_assert_geq(si, 0);
    const struct monst *shk = &lev->monsters[si];

    /* just inside the east door */
    cr_expect_eq(shk->x, rm->hx);
    cr_expect_eq(shk->y, rm->ly + 1);
    cr_expect(shk->peaceful);
    bool listed = false;

    for (const char *const *n = shtypes[WEAPONSHOP - SHOPBASE].shknms; *n;
         n++)
        listed |= !strcmp(*n, shk->shkname);
    cr_expect(listed, "%s", shk->shkname);
    /* capital 1000 + 30 * rnd(100) */
    long cash = 0;

    for (int i = 0; i < lev->nobjects; i++)
        if (lev->objects[i].owner == si && lev->objects[i].otyp == GOLD_PIECE)
            cash = lev->objects[i].quan;
    cr_expect_geq(cash, 1030);
    cr_expect_leq(cash, 4000);
    /* stock on every floor square but the column by the door */
    int stocked = 0;

    for (int x = rm->lx; x <= rm->hx; x++)
        for (int y = rm->ly; y <= rm->hy; y++) {
            bool has = nhl_level_monster_at(lev, x, y) && x != rm->hx;

            for (int i = 0; i < lev->nobjects; i++)
                has |= lev->objects[i].x == x && lev->objects[i].y == y
                       && lev->objects[i].owner < 0;
            if (x == rm->hx)
                cr_expect_not(has, "(%d,%d) stocked by the door", x, y);
            else
                cr_expect(has, "(%d,%d) unstocked", x, y);
            stocked += has;
        }
    /* the tribute's rnd(count), then per square the mimic test and the
     * item kind */
    struct rng_line ln;

    cr_assert(rng_parse_line(g_rng.log[n0 + 1], &ln));
    cr_expect_str_eq(ln.where, "stock_room");
    cr_expect_eq(ln.arg1, stocked);
    cr_expect_eq(draws_by(n0, "mkshobj_at"), stocked);
    cr_expect(lev->flags.has_shop);
}

Test(mkroom, locked_shop_door_closed_for_inventory)
{
    build_fixture("shop.lua");
    struct coord d = lev->doors[lev->rooms[0].fdoor];

    lev->at[d.x][d.y].flags = D_LOCKED | D_TRAPPED;
    fill_special_rooms(lev);
    cr_expect_eq(lev->at[d.x][d.y].flags, D_LOCKED);
    struct engr *e = nhl_level_engr_at(lev, d.x + 1, d.y);

    cr_assert_not_null(e);
    cr_expect_str_eq(e->text, "Closed for inventory");
}

Test(mkroom, filled_two_only_sets_flags)
{
    build_fixture("barracks.lua");
    lev->rooms[0].needfill = FILL_LVFLAGS;
    size_t n0 = g_rng.nlog;

    fill_special_rooms(lev);
    cr_expect_eq(lev->nmonsters, 0);
    cr_expect_eq(g_rng.nlog, n0);
    cr_expect(lev->flags.has_barracks);
}

Test(mkroom, vault_gold_and_subrooms_first)
{
    lev->build->gen = &rec_ops;
    lev->ctx.depth = -3; /* the endgame's negative depths count as 3 */
    /* a 2x2 vault holding a subroom that is a closet-sized zoo */
    struct mkroom *v = &lev->rooms[0];

    v->lx = 10, v->hx = 11, v->ly = 5, v->hy = 6;
    v->rtype = VAULT;
    v->needfill = FILL_NORMAL;
    v->nsubrooms = 1;
    v->sbrooms[0] = SUBROOM_BASE;
    struct mkroom *z = &lev->rooms[SUBROOM_BASE];

    z->lx = z->hx = 30;
    z->ly = z->hy = 5;
    z->rtype = ZOO;
    z->needfill = FILL_NORMAL;
    lev->at[30][5].typ = ROOM;
    lev->nroom = 1;
    lev->nsubroom = 1;
    fill_special_rooms(lev);
    /* the subroom first: its monster and gold come before the vault's */
    cr_assert_eq(lev->nmonsters, 1);
    cr_assert_geq(lev->nobjects, 5);
    int first = 0;

    while (lev->objects[first].owner >= 0) /* the jackal's own rock */
        first++;
    cr_expect_eq(lev->objects[first].x, 30);
    int golds = 0;

    for (int i = first + 1; i < lev->nobjects; i++)
        if (lev->objects[i].otyp == GOLD_PIECE && lev->objects[i].x < 20) {
            golds++;
            cr_expect_geq(lev->objects[i].quan, 51);
            cr_expect_lt(lev->objects[i].quan, 51 + 300);
        }
    cr_expect_eq(golds, 4);
    cr_expect(lev->flags.has_vault);
    cr_expect(lev->flags.has_zoo);
}
