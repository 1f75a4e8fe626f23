/* test_v50_monsters.c - monster creation as each release does it: the
 * switches where NetHack 5.0.0's makemon.c, muse.c, mon.c and do_name.c
 * changed from 3.7, each shown from both sides on levels of our own built
 * as 3.7 and as 5.0.0. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data_enums.h" /* STRANGE_OBJECT, PM_ANGEL: the engine's numbering */
#include "gen_default.h" /* gen_default: the generators a build uses, on a bare level */
#include "level.h" /* level_new: a level made outside a build */
#include "makemon.h" /* makemon, NO_MM_FLAGS: engine internals the test drives */
#include "mkroom.h" /* priestini: engine internals the test drives */
#include "monflags.h" /* G_NOGEN: species flags */
#include "muse_items.h" /* rnd_defensive_item: engine internals the test drives */
#include "rng.h" /* d, rng_parse_line: the draws, private to the engine */
#include "tables.h" /* mons_invariant: the release's tables */

struct lv {
    struct nhl_rng rng;
    struct nhl_level *lev;
};

/* an empty level of release v on seed, its draws logged */
static void lv_open(struct lv *l, enum nhl_version v, uint64_t seed)
{
    struct nhl_level_context c;

    memset(l, 0, sizeof *l);
    nhl_rng_init(&l->rng, seed);
    nhl_rng_set_logging(&l->rng, true);
    nhl_level_context_defaults(&c);
    c.version = v;
    l->lev = level_new(&l->rng, &c);
    cr_assert_not_null(l->lev);
}

static void lv_close(struct lv *l)
{
    nhl_level_free(l->lev);
    nhl_rng_free(&l->rng);
}

/* the i-th logged draw, parsed */
static bool draw_at(const struct lv *l, size_t i, struct rng_line *out)
{
    return i < l->rng.nlog && rng_parse_line(l->rng.log[i], out);
}

/* the first draw made by engine function fn, false if none */
static bool first_draw_in(const struct lv *l, const char *fn,
                          struct rng_line *out)
{
    for (size_t i = 0; i < l->rng.nlog; i++)
        if (draw_at(l, i, out) && !strcmp(out->where, fn))
            return true;
    return false;
}

/* the weapon a new monster of species mndx carries, STRANGE_OBJECT none;
 * *spe and *name get its enchantment and given name */
static int made_weapon(struct lv *l, int mndx, int *spe, const char **name)
{
    int mi = makemon(l->lev, mndx, 10, 10, NO_MM_FLAGS);

    cr_assert_geq(mi, 0);
    for (int i = 0; i < l->lev->nobjects; i++) {
        const struct obj *o = &l->lev->objects[i];

        if (o->owner == mi && !o->floating && o->oclass == ')') {
            *spe = o->spe;
            *name = o->oname;
            return o->otyp;
        }
    }
    return STRANGE_OBJECT;
}

/* ------------------------------------------------------------------
 * makemon.c m_initweap: an Angel's weapon */

Test(v50_monsters, angel_weapon_5_0_0_long_sword_or_silver_mace)
{
    int silver = 0, sword = 0;

    for (uint64_t s = 1; s <= 300; s++) {
        struct lv l;
        int spe = 0;
        const char *name = NULL;

        lv_open(&l, NHV_5_0_0, s);
        int w = made_weapon(&l, PM_ANGEL, &spe, &name);

        cr_assert(w == LONG_SWORD || w == SILVER_MACE, "seed %d: otyp %d",
                  (int) s, w);
        if (w == SILVER_MACE) {
            silver++;
            cr_assert(spe >= 3 && spe <= 6, "silver mace +%d", spe);
            /* its artifact is the one of its own type */
            cr_assert(!name || !strcmp(name, "Demonbane"), "%s", name);
        } else {
            sword++;
            cr_assert(spe >= 0 && spe <= 3, "long sword +%d", spe);
            cr_assert(!name || !strcmp(name, "Sunsword"), "%s", name);
        }
        /* the choice is rn2(3), the first draw of m_initweap */
        struct rng_line d;

        cr_assert(first_draw_in(&l, "m_initweap", &d));
        cr_assert_eq(d.arg1, 3);
        lv_close(&l);
    }
    cr_assert_gt(silver, 0);
    cr_assert_gt(sword, silver);
}

Test(v50_monsters, angel_weapon_3_7_long_sword_or_mace)
{
    int mace = 0;

    for (uint64_t s = 1; s <= 300; s++) {
        struct lv l;
        int spe = 0;
        const char *name = NULL;

        lv_open(&l, NHV_3_7, s);
        int w = made_weapon(&l, PM_ANGEL, &spe, &name);

        cr_assert(w == LONG_SWORD || w == MACE, "seed %d: otyp %d", (int) s,
                  w);
        if (w == MACE) {
            mace++;
            cr_assert(spe >= 3 && spe <= 6, "mace +%d", spe);
        }
        struct rng_line d;

        cr_assert(first_draw_in(&l, "m_initweap", &d));
        cr_assert_eq(d.arg1, 5);
        lv_close(&l);
    }
    cr_assert_gt(mace, 0);
}

/* ------------------------------------------------------------------
 * makemon.c m_initinv: a minotaur's wand of digging */

static int minotaur_odds(enum nhl_version v)
{
    struct lv l;
    struct rng_line d;

    lv_open(&l, v, 11);
    cr_assert_geq(makemon(l.lev, PM_MINOTAUR, 10, 10, NO_MM_FLAGS), 0);
    cr_assert(first_draw_in(&l, "m_initinv", &d));
    lv_close(&l);
    return d.arg1;
}

Test(v50_monsters, minotaur_digging_wand_odds)
{
    cr_assert_eq(minotaur_odds(NHV_3_7), 3);
    cr_assert_eq(minotaur_odds(NHV_5_0_0), 8);
}

/* ------------------------------------------------------------------
 * do_name.c rndghostname: "Murphy" joins the ghost names */

static int ghost_names(enum nhl_version v, int *murphy)
{
    int listlen = 0;

    *murphy = 0;
    for (uint64_t s = 1; s <= 400; s++) {
        struct lv l;

        lv_open(&l, v, s);
        int mi = makemon(l.lev, PM_GHOST, 10, 10, NO_MM_FLAGS);

        cr_assert_geq(mi, 0);
        cr_assert_not_null(l.lev->monsters[mi].mname);
        if (!strcmp(l.lev->monsters[mi].mname, "Murphy"))
            (*murphy)++;
        /* the name list's length is the draw after a nonzero rn2(7) */
        for (size_t i = 0; i + 1 < l.rng.nlog; i++) {
            struct rng_line a, b;

            if (draw_at(&l, i, &a) && !strcmp(a.where, "ghost_name")
                && a.arg1 == 7 && a.result != 0 && draw_at(&l, i + 1, &b))
                listlen = b.arg1;
        }
        lv_close(&l);
    }
    return listlen;
}

Test(v50_monsters, ghost_names)
{
    int murphy;

    cr_assert_eq(ghost_names(NHV_3_7, &murphy), 33);
    cr_assert_eq(murphy, 0);
    cr_assert_eq(ghost_names(NHV_5_0_0, &murphy), 34);
    cr_assert_gt(murphy, 0);
}

/* ------------------------------------------------------------------
 * makemon.c mkclass: 5.0.0's mongen_order and all-zero-frequency classes */

Test(v50_monsters, mkclass_order_3_7_is_mons_order)
{
    struct lv l;
    int order[PM_LONG_WORM_TAIL];

    lv_open(&l, NHV_3_7, 1);
    mkclass_order(l.lev, order);
    for (int i = 0; i < PM_LONG_WORM_TAIL; i++)
        cr_assert_eq(order[i], i);
    lv_close(&l);
}

Test(v50_monsters, mkclass_order_5_0_0_by_class_then_difficulty)
{
    struct lv l;
    int order[PM_LONG_WORM_TAIL], moved = 0;
    bool seen[PM_LONG_WORM_TAIL] = { false };

    lv_open(&l, NHV_5_0_0, 1);
    const struct permonst *mons = l.lev->nh->mons;

    mkclass_order(l.lev, order);
    for (int i = 0; i < PM_LONG_WORM_TAIL; i++) {
        cr_assert(order[i] >= 0 && order[i] < PM_LONG_WORM_TAIL);
        cr_assert(!seen[order[i]]);
        seen[order[i]] = true;
        moved += order[i] != i;
        if (!i)
            continue;
        const struct permonst *a = &mons[order[i - 1]], *b = &mons[order[i]];

        /* ascending class, then difficulty; equals keep mons[] order */
        cr_assert(a->mlet < b->mlet
                      || (a->mlet == b->mlet
                          && (a->difficulty < b->difficulty
                              || (a->difficulty == b->difficulty
                                  && order[i - 1] < order[i]))),
                  "at %d: %s before %s", i, a->pmnames[0] ? a->pmnames[0] : "",
                  b->pmnames[0] ? b->pmnames[0] : "");
    }
    cr_assert_gt(moved, 0, "5.0.0's order should differ from mons[]");
    lv_close(&l);
}

static int eel_of(enum nhl_version v)
{
    struct lv l;

    lv_open(&l, v, 3);
    l.lev->ctx.level_difficulty = 20;
    int m = mkclass(l.lev, S_EEL, G_NOGEN);

    lv_close(&l);
    return m;
}

Test(v50_monsters, mkclass_zero_frequency_class)
{
    /* every sea monster has frequency 0: 3.7 finds none, 5.0.0 counts
     * each as 1 */
    cr_assert_eq(eel_of(NHV_3_7), NON_PM);
    int m = eel_of(NHV_5_0_0);

    cr_assert_neq(m, NON_PM);
    cr_assert_eq(mons_invariant[m].mlet, S_EEL);
}

/* ------------------------------------------------------------------
 * teleport.c noteleport_level (muse.c rnd_defensive_item): covetous
 * monsters ignore a level's no-teleport flag in 5.0.0 */

/* after the item switch lands on a teleport case (6 or 9), does the next
 * draw pick the wand (rn2(3)) rather than draw the switch again? Returns
 * +1 when it always does, -1 when it never does (over many tries). */
static int teleport_case_goes_on(enum nhl_version v, int mndx)
{
    int on = 0, again = 0;
    struct lv l;

    lv_open(&l, v, 5);
    l.lev->flags.noteleport = true;
    int mi = makemon(l.lev, mndx, 10, 10, NO_MINVENT);

    cr_assert_geq(mi, 0);
    for (int t = 0; t < 400; t++) {
        struct rng_line a, b;

        nhl_rng_log_clear(&l.rng);
        (void) rnd_defensive_item(l.lev, mi);
        if (!draw_at(&l, 0, &a) || (a.result != 6 && a.result != 9)
            || !draw_at(&l, 1, &b))
            continue;
        if (b.arg1 == 3)
            on++;
        else if (b.arg1 == a.arg1)
            again++;
    }
    lv_close(&l);
    cr_assert_gt(on + again, 0);
    return !again ? 1 : !on ? -1 : 0;
}

Test(v50_monsters, covetous_ignore_noteleport)
{
    cr_assert_eq(teleport_case_goes_on(NHV_3_7, PM_WIZARD_OF_YENDOR), -1);
    cr_assert_eq(teleport_case_goes_on(NHV_5_0_0, PM_WIZARD_OF_YENDOR), 1);
    /* others still try again in 5.0.0 */
    cr_assert_eq(teleport_case_goes_on(NHV_5_0_0, PM_ELVEN_MONARCH), -1);
}

/* ------------------------------------------------------------------
 * mon.c pickvampshape: no wolf form on water in 5.0.0 */

static int wolves_on(enum nhl_version v, int typ)
{
    int wolves = 0;

    for (uint64_t s = 1; s <= 300; s++) {
        struct lv l;

        lv_open(&l, v, s);
        l.lev->at[10][10].typ = (uint8_t) typ;
        int mi = makemon(l.lev, PM_VAMPIRE_LEADER, 10, 10, NO_MM_FLAGS);

        cr_assert_geq(mi, 0);
        wolves += l.lev->monsters[mi].mndx == PM_WOLF;
        lv_close(&l);
    }
    return wolves;
}

Test(v50_monsters, vampire_lord_no_wolf_on_water)
{
    cr_assert_gt(wolves_on(NHV_3_7, POOL), 0);
    cr_assert_eq(wolves_on(NHV_5_0_0, POOL), 0);
    cr_assert_gt(wolves_on(NHV_5_0_0, ROOM), 0);
}

/* ------------------------------------------------------------------
 * priest.c priestini (both releases): a monster on the priest's spot is
 * moved away first (C's "insurance" rloc) */

static void priest_displaces(enum nhl_version v)
{
    struct lv l;

    lv_open(&l, v, 9);
    struct nhl_level *lev = l.lev;

    lev->build->gen = &gen_default;
    /* an altar whose only dry neighbour is (11,10), and room elsewhere */
    lev->at[10][10].typ = ALTAR;
    lev->at[11][10].typ = ROOM;
    for (int x = 30; x < 40; x++)
        for (int y = 5; y < 10; y++)
            lev->at[x][y].typ = ROOM;
    int newt = makemon(lev, PM_NEWT, 11, 10, NO_MM_FLAGS);

    cr_assert_geq(newt, 0);
    priestini(lev, 0, 10, 10, false);
    const struct monst *p = nhl_level_monster_at(lev, 11, 10);

    cr_assert_not_null(p, "no priest made");
    cr_assert_eq(p->mndx, PM_ALIGNED_CLERIC);
    cr_assert(p->ispriest);
    const struct monst *n = &lev->monsters[newt];

    cr_assert_eq(n->mndx, PM_NEWT);
    cr_assert(n->x >= 30 && n->x < 40 && n->y >= 5 && n->y < 10,
              "newt at %d,%d", n->x, n->y);
    lv_close(&l);
}

Test(v50_monsters, priest_displaces_occupant)
{
    priest_displaces(NHV_3_7);
    priest_displaces(NHV_5_0_0);
}
