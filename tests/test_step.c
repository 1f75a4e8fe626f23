/* test_step.c - the step log: cells changed between boundaries (before and
 * after), the RNG lines and draws of each step, and copies of the placed-
 * things lists kept only when they changed. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "level.h" /* level_new, level_add_object: a level made outside a build */
#include "rng.h" /* rn2, rnd: the draws, private to the engine */
#include "step.h" /* step_log_new, step_begin: the module under test */

static struct nhl_rng rng;
static struct nhl_level *lev;

static void setup(void)
{
    memset(&rng, 0, sizeof rng);
    rng.logging = true;
    nhl_rng_init(&rng, 7);
    lev = level_new(&rng, NULL);
    lev->steps = step_log_new();
}

static void teardown(void)
{
    nhl_level_free(lev);
    nhl_rng_free(&rng);
}

TestSuite(step, .init = setup, .fini = teardown);

Test(step, no_log_is_a_no_op)
{
    struct nhl_level *plain = level_new(&rng, NULL);

    step_begin(plain, "des.map", "", "x.lua", 1, 0);
    plain->at[2][2].typ = ROOM;
    step_end(plain);
    cr_assert_null(plain->steps);
    nhl_level_free(plain);
}

Test(step, records_changed_cells_before_and_after)
{
    struct nhl_step_log *log = lev->steps;

    step_begin(lev, "des.terrain", "{x=2,y=3,typ=\".\"}", "a.lua", 12, 0);
    lev->at[3][3].typ = ROOM;
    lev->at[3][3].lit = true;
    step_begin(lev, "des.message", "\"hi\"", "a.lua", 13, 0);
    step_begin(lev, "des.terrain", "", "a.lua", 14, 1);
    lev->at[3][3].typ = STONE;
    lev->at[3][3].lit = false;
    lev->at[40][10].typ = DOOR;
    lev->at[40][10].flags = D_CLOSED;
    step_end(lev);

    cr_assert_eq(log->n, 3);
    cr_assert_eq(log->open, -1);
    const struct nhl_step *s0 = &log->v[0], *s1 = &log->v[1], *s2 = &log->v[2];

    cr_assert_str_eq(s0->name, "des.terrain");
    cr_assert_str_eq(s0->args, "{x=2,y=3,typ=\".\"}");
    cr_assert_str_eq(s0->file, "a.lua");
    cr_assert_eq(s0->line, 12);
    cr_assert_eq(s0->ncells, 1);
    cr_assert_eq(s0->cells[0].x, 3);
    cr_assert_eq(s0->cells[0].y, 3);
    cr_assert_eq(s0->cells[0].before.typ, STONE);
    cr_assert_eq(s0->cells[0].after.typ, ROOM);
    cr_assert(s0->cells[0].after.lit);
    cr_assert_eq(s1->ncells, 0);
    cr_assert_eq(s2->depth, 1);
    cr_assert_eq(s2->ncells, 2);
    /* x-major order */
    cr_assert_eq(s2->cells[0].x, 3);
    cr_assert_eq(s2->cells[0].before.typ, ROOM);
    cr_assert_eq(s2->cells[0].after.typ, STONE);
    cr_assert_eq(s2->cells[1].x, 40);
    cr_assert_eq(s2->cells[1].after.typ, DOOR);
    cr_assert_eq(s2->cells[1].after.flags, D_CLOSED);
}

Test(step, replaying_cells_rebuilds_the_map)
{
    struct nhl_step_log *log = lev->steps;
    struct rm start[COLNO][ROWNO];

    memcpy(start, lev->at, sizeof start);
    for (int i = 0; i < 5; i++) {
        step_begin(lev, "des.terrain", "", "r.lua", i + 1, 0);
        for (int x = 1 + i; x < 20 + i; x++)
            lev->at[x][i].typ = (uint8_t) (i % 2 ? ROOM : CORR);
    }
    step_end(lev);
    /* walk forward from the start, then back again */
    struct rm map[COLNO][ROWNO];

    memcpy(map, start, sizeof map);
    for (int i = 0; i < log->n; i++)
        for (int c = 0; c < log->v[i].ncells; c++) {
            const struct nhl_cell_change *cc = &log->v[i].cells[c];

            map[cc->x][cc->y] = cc->after;
        }
    cr_assert_eq(memcmp(map, lev->at, sizeof map), 0);
    for (int i = log->n - 1; i >= 0; i--)
        for (int c = 0; c < log->v[i].ncells; c++) {
            const struct nhl_cell_change *cc = &log->v[i].cells[c];

            map[cc->x][cc->y] = cc->before;
        }
    cr_assert_eq(memcmp(map, start, sizeof map), 0);
}

Test(step, records_rng_lines_and_draws)
{
    struct nhl_step_log *log = lev->steps;

    step_begin(lev, "a", "", "", 0, 0);
    (void) rn2(lev->rng, 10);
    (void) rn2(lev->rng, 10);
    step_begin(lev, "b", "", "", 0, 0);
    step_begin(lev, "c", "", "", 0, 0);
    (void) rnd(lev->rng, 4);
    step_end(lev);
    cr_assert_eq(log->v[0].rng_first, 0);
    cr_assert_eq(log->v[0].rng_last, 2);
    cr_assert_eq(log->v[0].draws_after - log->v[0].draws_before, 2);
    cr_assert_eq(log->v[1].rng_first, log->v[1].rng_last);
    cr_assert_eq(log->v[2].rng_first, 2);
    cr_assert_eq(log->v[2].rng_last, 3);
    cr_assert(strstr(rng.log[log->v[2].rng_first], "rnd(4)="));
}

Test(step, lists_copied_only_when_changed)
{
    struct nhl_step_log *log = lev->steps;

    step_begin(lev, "start", "", "", 0, 0);
    step_begin(lev, "des.object", "", "", 0, 0);
    struct obj *o = level_add_object(lev);

    o->x = 5;
    o->y = 6;
    o->oname = strdup("Excalibur");
    step_begin(lev, "des.message", "", "", 0, 0);
    step_begin(lev, "des.trap", "", "", 0, 0);
    struct trap *t = level_add_trap(lev);

    t->tx = 9;
    t->ty = 9;
    t->ttyp = PIT;
    step_begin(lev, "des.object (change)", "", "", 0, 0);
    lev->objects[0].spe = 3;
    step_end(lev);

    cr_assert_null(log->v[0].lists);
    cr_assert_not_null(log->v[1].lists);
    cr_assert_eq(log->v[1].lists->nobjects, 1);
    cr_assert_str_eq(log->v[1].lists->objects[0].oname, "Excalibur");
    cr_assert_neq(log->v[1].lists->objects[0].oname, lev->objects[0].oname);
    cr_assert_null(log->v[2].lists);
    cr_assert_not_null(log->v[3].lists);
    cr_assert_eq(log->v[3].lists->ntraps, 1);
    cr_assert_not_null(log->v[4].lists);
    cr_assert_eq(log->v[4].lists->objects[0].spe, 3);

    cr_assert_eq(nhl_step_lists_at(log, 0)->nobjects, 0);
    cr_assert_eq(nhl_step_lists_at(log, 1)->nobjects, 1);
    cr_assert_eq(nhl_step_lists_at(log, 2)->nobjects, 1);
    cr_assert_eq(nhl_step_lists_at(log, 2)->ntraps, 0);
    cr_assert_eq(nhl_step_lists_at(log, 3)->ntraps, 1);
    cr_assert_eq(nhl_step_lists_at(log, 4)->objects[0].spe, 3);
    cr_assert_eq(nhl_step_lists_at(log, 1)->objects[0].spe, 0);
}

Test(step, renamed_object_counts_as_a_change)
{
    struct nhl_step_log *log = lev->steps;
    struct obj *o = level_add_object(lev);

    o->oname = strdup("a");
    step_begin(lev, "one", "", "", 0, 0);
    step_begin(lev, "two", "", "", 0, 0);
    free(lev->objects[0].oname);
    lev->objects[0].oname = strdup("b");
    step_end(lev);
    /* the object existed before the first step: "one" records it */
    cr_assert_not_null(log->v[0].lists);
    cr_assert_str_eq(log->v[0].lists->objects[0].oname, "a");
    cr_assert_not_null(log->v[1].lists);
    cr_assert_str_eq(log->v[1].lists->objects[0].oname, "b");
}

Test(step, many_steps_stay_cheap)
{
    struct nhl_step_log *log = lev->steps;

    for (int i = 0; i < 2000; i++) {
        step_begin(lev, "des.terrain", "", "big.lua", i, 0);
        lev->at[1 + i % 79][i % 21].typ = (uint8_t) (i % 3 ? ROOM : CORR);
    }
    step_end(lev);
    cr_assert_eq(log->n, 2000);
    int total = 0;

    for (int i = 0; i < log->n; i++)
        total += log->v[i].ncells;
    cr_assert_gt(total, 1000);
}
