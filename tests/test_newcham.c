/* test_newcham.c - a shapechanger's first shape (newcham.c) and the
 * monster relocation it led to (rloc.c): the forms each kind of changer
 * may take on levels of our own; every shapechanger C made in a truth file
 * made again by makemon inside C's own RNG stream, its species choice,
 * sex and hit points draw for draw and its final form, level and hit
 * points C's; and the truth levels these fixed, whole. */
#include <criterion/criterion.h>
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tables.h" /* mons_invariant: the release's tables */
#include "data_enums.h" /* PM_HUMAN, PM_ELF: the engine's numbering */
#include "lua_host.h" /* lua_host_new, lua_host_run_file: scripts run on a bare level */
#include "makemon.h" /* makemon, NO_MM_FLAGS: engine internals the test drives */
#include "monflags.h" /* M2_NOPOLY, M1_ANIMAL: species flags */
#include "newcham.h" /* newcham, select_newcham_form: the module under test */
#include "rloc.h" /* rloc: engine internals the test drives */
#include "testutil_internal.h"

#define NH_DAT "" TU_NETHACK_DAT ""

static struct nhl_rng g_rng;
static struct nhl_level *lev;

static void setup(void)
{
    lev = tu_level_open(&g_rng, 11);
    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            lev->at[x][y].typ = ROOM;
}

static void teardown(void)
{
    tu_level_close(lev, &g_rng);
}

TestSuite(newcham, .init = setup, .fini = teardown);

/* a form C's accept_newcham_form lets a changer take */
static bool acceptable(int cham, int mndx)
{
    if (mndx == PM_HUMAN || mndx == PM_ELF || mndx == PM_ORC
        || mndx == PM_GIANT)
        return false;
    if (mndx >= PM_ARCHEOLOGIST && mndx <= PM_WIZARD)
        return true;
    return mndx == cham || !(mons_invariant[mndx].mflags2 & M2_NOPOLY);
}

/* made again and again: each kind of changer ends in a form it may take,
 * its level and hit points those of the new form, and no inventory */
Test(newcham, first_shapes_follow_the_rules)
{
    static const int kinds[] = { PM_CHAMELEON, PM_DOPPELGANGER,
                                 PM_SANDESTIN, PM_VAMPIRE,
                                 PM_VAMPIRE_LEADER };
    int changed = 0, mplayers = 0, animals = 0;

    for (int round = 0; round < 60; round++)
        for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
            int cham = kinds[k];
            int x = 2 + (int) (lev->nmonsters % 70), y = 1 + round % 19;

            if (nhl_level_monster_at(lev, x, y))
                continue;
            int mi = makemon(lev, cham, x, y, NO_MM_FLAGS);

            cr_assert_geq(mi, 0);
            const struct monst *m = &lev->monsters[mi];

            cr_assert_eq(m->cham, cham);
            cr_assert(acceptable(cham, m->mndx), "%s became %s",
                      mons_invariant[cham].pmnames[0], mons_invariant[m->mndx].pmnames[0]
                      ? mons_invariant[m->mndx].pmnames[0] : "?");
            cr_assert_leq(m->mhp, m->mhpmax);
            cr_assert_geq(m->mhp, 1);
            if (m->mndx != cham) {
                changed++;
                for (int i = 0; i < lev->nobjects; i++)
                    cr_assert_neq(lev->objects[i].owner, mi,
                                  "a changed shape carries nothing");
            }
            if (cham == PM_VAMPIRE)
                cr_assert(m->mndx == PM_FOG_CLOUD
                          || m->mndx == PM_VAMPIRE_BAT);
            if (cham == PM_VAMPIRE_LEADER)
                cr_assert(m->mndx == PM_FOG_CLOUD
                          || m->mndx == PM_VAMPIRE_BAT
                          || m->mndx == PM_WOLF);
            if (cham == PM_DOPPELGANGER && m->mndx >= PM_ARCHEOLOGIST
                && m->mndx <= PM_WIZARD)
                mplayers++;
            if (cham == PM_CHAMELEON
                && (mons_invariant[m->mndx].mflags1 & M1_ANIMAL))
                animals++;
        }
    cr_expect_gt(changed, 250);
    /* two times in three a doppelganger picks a role monster first */
    cr_expect_gt(mplayers, 20);
    /* a chameleon is an animal at least one time in three */
    cr_expect_gt(animals, 15);
}

/* a doppelganger never takes the hero's own quest guardians' shape, nor
 * any other guardian (all M2_NOPOLY humans) */
Test(newcham, doppelganger_is_never_a_guardian)
{
    for (int round = 0; round < 200; round++) {
        int x = 2 + round % 75, y = 1 + (round / 75) * 3;
        int mi = makemon(lev, PM_DOPPELGANGER, x, y, NO_MM_FLAGS);

        cr_assert_geq(mi, 0);
        int f = lev->monsters[mi].mndx;

        cr_assert(f < PM_STUDENT || f > PM_APPRENTICE, "became %d", f);
    }
}

/* select_newcham_form alone: a sandestin's picks are nasties or any
 * species; a chameleon's may be anything select offers (newcham filters) */
Test(newcham, select_newcham_form_ranges)
{
    int mi = makemon(lev, PM_SANDESTIN, 40, 10, NO_MM_FLAGS);

    cr_assert_geq(mi, 0);
    for (int i = 0; i < 300; i++) {
        int f = select_newcham_form(lev, mi);

        cr_assert(f >= 0 && f < PM_LONG_WORM_TAIL, "form %d", f);
    }
    /* a form asked for by name: its own species is refused as no change */
    cr_assert_not(newcham(lev, mi, lev->monsters[mi].mndx));
    cr_assert(newcham(lev, mi, PM_JABBERWOCK)
              || lev->monsters[mi].mndx == PM_JABBERWOCK);
    cr_assert_eq(lev->monsters[mi].mndx, PM_JABBERWOCK);
    cr_assert_eq(lev->monsters[mi].m_lev, adj_lev(lev, PM_JABBERWOCK));
    cr_assert_not(newcham(lev, mi, NUMMONS_ENUM + 5), "bad species refused");
}

/* rloc moves a monster to a free good spot and never onto another */
Test(newcham, rloc_moves_to_a_free_spot)
{
    int a = makemon(lev, PM_JACKAL, 10, 5, NO_MM_FLAGS);
    int b = makemon(lev, PM_JACKAL, 11, 5, NO_MM_FLAGS);

    cr_assert(a >= 0 && b >= 0);
    for (int i = 0; i < 50; i++) {
        cr_assert(rloc(lev, a));
        const struct monst *m = &lev->monsters[a];

        cr_assert(isok(m->x, m->y));
        cr_assert_eq(lev->at[m->x][m->y].typ, ROOM);
        cr_assert(m->x != lev->monsters[b].x || m->y != lev->monsters[b].y);
    }
    /* walls all round: no spot, it stays */
    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            lev->at[x][y].typ = STONE;
    int ox = lev->monsters[a].x, oy = lev->monsters[a].y;

    cr_assert_not(rloc(lev, a));
    cr_assert_eq(lev->monsters[a].x, ox);
    cr_assert_eq(lev->monsters[a].y, oy);
    /* one open spot: the random tries miss it, the shuffled sweep finds
     * it */
    lev->at[60][15].typ = ROOM;
    cr_assert(rloc(lev, a));
    cr_assert_eq(lev->monsters[a].x, 60);
    cr_assert_eq(lev->monsters[a].y, 15);
}

/* a no-teleport box (the level's teleport region's exclusion): who is
 * inside stays inside, who is outside stays out */
Test(newcham, rloc_keeps_to_the_teleport_box)
{
    static const int box[8] = { 1, 0, 12, 20, 20, 1, 70, 19 };

    memcpy(lev->dndest, box, sizeof box);
    memcpy(lev->updest, box, sizeof box);
    lev->have_dndest = lev->have_updest = true;
    int in = makemon(lev, PM_JACKAL, 40, 10, NO_MM_FLAGS);
    int out = makemon(lev, PM_JACKAL, 5, 10, NO_MM_FLAGS);

    cr_assert(in >= 0 && out >= 0);
    for (int i = 0; i < 40; i++) {
        cr_assert(rloc(lev, in));
        cr_assert(rloc(lev, out));
        const struct monst *m = &lev->monsters[in], *o = &lev->monsters[out];

        cr_assert(m->x >= 20 && m->x <= 70 && m->y >= 1 && m->y <= 19);
        cr_assert(!(o->x >= 20 && o->x <= 70 && o->y >= 1 && o->y <= 19));
    }
}

/* ------------------------------------------------------------------
 * replays inside C's stream */

struct truth {
    cJSON *doc;
    const cJSON *log;
    int nlines;
    struct nhl_level_context ctx;
    struct nhl_hero hero;
    uint64_t seed;
};

static bool truth_open(const char *name, struct truth *t)
{
    char path[512];

    memset(t, 0, sizeof *t);
    snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR, name);
    char *text = tu_slurp(path);

    t->doc = text ? cJSON_Parse(text) : NULL;
    free(text);
    if (!t->doc)
        return false;
    t->log = cJSON_GetObjectItem(t->doc, "rng");
    t->nlines = cJSON_GetArraySize(t->log);
    nhl_doc_context_from_json(t->doc, &t->ctx);
    nhl_doc_hero_from_json(t->doc, &t->hero);
    t->seed = (uint64_t) cJSON_GetObjectItem(t->doc, "seed")->valuedouble;
    /* the special level's own name, as test_makemon takes it */
    const char *variant = cJSON_GetObjectItem(t->doc, "variant")->valuestring;

    if (variant[0] && !strstr(variant, "-fil") && strcmp(variant, "minefill")
        && strcmp(variant, "hellfill")) {
        snprintf(t->ctx.special, sizeof t->ctx.special, "%s", variant);
        char *dash = strrchr(t->ctx.special, '-');

        if (dash && dash[1] >= '0' && dash[1] <= '9')
            *dash = 0;
    }
    if (!strcmp(t->ctx.special, "oracle"))
        t->ctx.level_align = AM_NEUTRAL;
    else if (!strcmp(t->ctx.special, "medusa"))
        t->ctx.level_align = AM_CHAOTIC;
    return true;
}

static const char *tline(const struct truth *t, int i)
{
    return cJSON_GetArrayItem(t->log, i)->valuestring;
}

static long where_line(const char *s, const char *file)
{
    const char *p = strstr(s, file);

    return p ? strtol(p + strlen(file), NULL, 10) : -1;
}

/* a draw of newcham's own (select_newcham_form, the pickers, the sex) */
static bool newcham_line(const char *s)
{
    long ln = where_line(s, " mon.c:");

    return (ln >= 4955 && ln <= 5015) || ln == 4664 || ln == 4665
           || ln == 4756 || ln == 4762 || ln == 5063
           || where_line(s, "wizard.c:") == 529
           || where_line(s, "wizard.c:") == 537
           || where_line(s, "topten.c:") > 0;
}

/* the changer whose select_newcham_form opens with this draw */
static int changer_of(const char *s)
{
    switch (where_line(s, " mon.c:")) {
    case 4957: return PM_SANDESTIN;
    case 4961: return PM_DOPPELGANGER;
    case 4983: return PM_CHAMELEON;
    case 4756: return PM_VAMPIRE_LEADER;
    case 4762: return PM_VAMPIRE;
    default: return NON_PM;
    }
}

/* Every shapechanger of every truth file, made again by makemon from the
 * draw where C gave it its m_id: the whole makemon with newcham (its
 * species picks, the 20 tries, sex, the new form's hit points) must be
 * C's draw for draw, and the monster C's (form, level, hit points). */
Test(newcham, makemon_replays_truth_shapechangers)
{
    DIR *d = opendir(NHLEV_SHARED_DIR "/truth");
    struct dirent *e;
    int checked = 0, equal = 0, kinds[4] = { 0 };

    cr_assert_not_null(d);
    while ((e = readdir(d))) {
        struct truth t;

        if (!strstr(e->d_name, ".seed") || !truth_open(e->d_name, &t))
            continue;
        const cJSON *mons_j = cJSON_GetObjectItem(t.doc, "monsters");
        long raw = 0, ident = t.ctx.ident_start;

        for (int i = 0; i < t.nlines; i++) {
            const char *s = tline(&t, i);
            long before = raw;

            raw += tu_raw_outputs(s);
            if (!strstr(s, "mkobj.c:517") || strncmp(s, "rnd(2)=", 7))
                continue;
            long id = ident;

            ident += strtol(s + 7, NULL, 10);
            if (i + 1 >= t.nlines || where_line(tline(&t, i + 1),
                                                "makemon.c:") < 1000)
                continue;
            /* newcham's first draw follows makemon's own (hp, sex,
             * peacefulness) before the next object or monster */
            int first = -1;

            for (int j = i + 1; j < t.nlines && j < i + 12; j++) {
                const char *sj = tline(&t, j);

                if (strstr(sj, "mkobj.c:517"))
                    break;
                if (changer_of(sj) != NON_PM) {
                    first = j;
                    break;
                }
            }
            if (first < 0)
                continue;
            int cham = changer_of(tline(&t, first));
            const cJSON *mj, *hit = NULL;

            cJSON_ArrayForEach(mj, mons_j)
                if (cJSON_GetObjectItem(mj, "m_id")->valueint == id)
                    hit = mj;
            struct nhl_rng r;

            memset(&r, 0, sizeof r);
            nhl_rng_init(&r, t.seed);
            for (long k = 0; k < before; k++)
                (void) rn2(&r, 2);
            nhl_rng_set_logging(&r, true);
            struct nhl_level *l = level_new_hero(&r, &t.ctx, &t.hero);

            l->ident = (int) id;
            for (int x = 1; x < COLNO; x++)
                for (int y = 0; y < ROWNO; y++)
                    l->at[x][y].typ = ROOM;
            int k = makemon(l, cham, 40, 10, NO_MM_FLAGS | MM_NOGRP);
            bool ok = k >= 0;
            int n = 0;

            for (; ok && n < (int) r.nlog && i + n < t.nlines; n++) {
                char ours[48], theirs[48];

                tu_call_part(r.log[n], ours, sizeof ours);
                tu_call_part(tline(&t, i + n), theirs, sizeof theirs);
                ok = !strcmp(ours, theirs);
            }
            /* a waiting vampire the script turned back into itself: C's
             * second newcham (a sex draw) follows; its state is the
             * script's doing, not makemon's */
            bool reverted = hit && k >= 0 && cham != l->monsters[k].mndx
                            && cJSON_GetObjectItem(hit, "mndx")->valueint
                                   == cham;

            /* and C made no further draws of newcham's */
            if (ok && i + n < t.nlines && newcham_line(tline(&t, i + n)))
                ok = reverted
                     && where_line(tline(&t, i + n), " mon.c:") == 5063;
            if (ok && hit && !reverted) {
                const struct monst *m = &l->monsters[k];

                ok = m->mndx == cJSON_GetObjectItem(hit, "mndx")->valueint
                     && m->m_lev
                            == cJSON_GetObjectItem(hit, "m_lev")->valueint
                     && m->mhpmax
                            == cJSON_GetObjectItem(hit, "mhpmax")->valueint;
            }
            if (!ok)
                cr_log_info("%s line %d %s: draw %d ours %s theirs %s",
                            e->d_name, i + 1, mons_invariant[cham].pmnames[0], n,
                            n < (int) r.nlog ? r.log[n] : "-",
                            i + n < t.nlines ? tline(&t, i + n) : "-");
            checked++;
            equal += ok;
            kinds[cham == PM_CHAMELEON ? 0 : cham == PM_DOPPELGANGER ? 1
                  : cham == PM_SANDESTIN ? 2 : 3]++;
            nhl_level_free(l);
            nhl_rng_free(&r);
        }
        cJSON_Delete(t.doc);
    }
    closedir(d);
    cr_log_info("newcham replay: %d shapechangers (%d chameleons, %d "
                "doppelgangers, %d sandestins, %d vampires), %d equal",
                checked, kinds[0], kinds[1], kinds[2], kinds[3], equal);
    cr_expect_gt(checked, 100);
    cr_expect_gt(kinds[0], 20);
    cr_expect_geq(kinds[1], 3);
    cr_expect_geq(kinds[2], 5);
    cr_expect_eq(equal, checked);
}

/* ------------------------------------------------------------------
 * whole levels */

static void need_dat(void)
{
    struct stat st;

    if (stat(NH_DAT "/dungeon.lua", &st) != 0)
        cr_assert_fail("NetHack dat/ not installed at " NH_DAT);
}

Test(newcham_levels, rogue_quest_chameleons)
{
    need_dat();
    static const char *const files[] = {
        "Rog-strt.seed1", "Rog-strt.seed2", "Rog-strt.seed3",
        "Rog-loca.seed1", "Rog-loca.seed2", "Rog-loca.seed3",
        "Rog-goal.seed1", "Rog-goal.seed2", "Rog-goal.seed3",
    };

    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        tu_expect_truth_equal(files[i], NULL, false);
}

Test(newcham_levels, doppelgangers_sandestins_and_zoos)
{
    need_dat();
    static const char *const files[] = {
        "wizard1.seed3", "wizard2.seed1", "wizard2.seed2",
        "fakewiz1.seed2", "fakewiz2.seed2", "sanctum.seed1",
        "sanctum.seed2", "Bar-goal.seed3", "medusa-2.seed3",
    };

    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        tu_expect_truth_equal(files[i], NULL, false);
}

/* Orcus Town: a monster at a shopkeeper's spot is moved (rloc) and the
 * dead shopkeepers' belongings each draw obj_resists */
Test(newcham_levels, orcus_town_shops)
{
    need_dat();
    tu_expect_truth_equal("orcus.seed1", NULL, false);
    tu_expect_truth_equal("orcus.seed2", NULL, false);
    tu_expect_truth_equal("orcus.seed3", NULL, false);
}

/* des.monster's appear_as "m:..." for a changer: the named species with
 * the level and hit points kept; a vampire only as a bat, fog or wolf */
Test(newcham, appear_as_shapes)
{
    int mi = makemon(lev, PM_CHAMELEON, 30, 10, NO_MM_FLAGS);

    cr_assert_geq(mi, 0);
    int lvl = lev->monsters[mi].m_lev, hp = lev->monsters[mi].mhpmax;

    cr_assert(newcham_appear(lev, mi, "jackal"));
    cr_assert_eq(lev->monsters[mi].mndx, PM_JACKAL);
    cr_assert_eq(lev->monsters[mi].m_lev, lvl);
    cr_assert_eq(lev->monsters[mi].mhpmax, hp);
    cr_assert_not(newcham_appear(lev, mi, "no such thing"));
    cr_assert_eq(lev->monsters[mi].mndx, PM_JACKAL);
    cr_assert(newcham_appear(lev, mi, "random"));

    int vi = makemon(lev, PM_VAMPIRE, 31, 10, NO_MM_FLAGS);

    cr_assert_geq(vi, 0);
    cr_assert_not(newcham_appear(lev, vi, "jackal"));
    cr_assert_not(newcham_appear(lev, vi, "wolf"), "a plain vampire");
    cr_assert(newcham_appear(lev, vi, "fog cloud"));
    cr_assert_eq(lev->monsters[vi].mndx, PM_FOG_CLOUD);
    cr_assert(newcham_appear(lev, vi, "chameleon"), "any changer: itself");
    cr_assert_eq(lev->monsters[vi].mndx, PM_VAMPIRE);
}

/* the same through a level script */
Test(newcham, appear_as_in_a_script)
{
    char path[512];
    lua_State *L = lua_host_new(lev, NULL);

    cr_assert_not_null(L, "%s", lev->errmsg);
    snprintf(path, sizeof path, "%s/fixtures/newcham/appear.lua",
             NHLEV_TEST_DIR);
    cr_assert_eq(lua_host_run_file(L, path), 0, "%s", lev->errmsg);
    lua_host_close(L);
    cr_assert_eq(lev->nmonsters, 4);
    const struct monst *m = lev->monsters;

    cr_assert_eq(m[0].cham, PM_CHAMELEON);
    cr_assert_eq(m[0].mndx, PM_JACKAL);
    cr_assert_eq(m[0].appear_as_type, 0, "a changer is, not seems");
    cr_assert_eq(m[1].mndx, PM_VAMPIRE_BAT);
    cr_assert(m[2].mndx == PM_FOG_CLOUD || m[2].mndx == PM_VAMPIRE_BAT,
              "a refused shape leaves the first one");
    cr_assert_eq(m[3].cham, PM_DOPPELGANGER);
}
