/* test_rndmonst.c - rndmonst_adj keeps its candidates for the question
 * last asked; what it answers must be what a level that never asked
 * before answers, with the same draws, however the species' births,
 * the level's temperature and the difficulty change in between. */
#include <criterion/criterion.h>
#include <string.h>

#include "level.h" /* level_new_in, level_new: a level made outside a build */
#include "makemon.h" /* rndmonst, rndmonst_adj: engine internals the test drives */
#include "mvitals.h" /* propagate: engine internals the test drives */
#include "rng.h" /* d, rng_rn2: the draws, private to the engine */
#include "testutil.h"

/* The hero of a level made outside a plan, which has its own game: the
 * test changes it there (the engine reads lev->game->hero). */
static struct nhl_hero *own_hero(struct nhl_level *l)
{
    return &((struct nhl_game *) l->game)->hero;
}


/* A level that has asked nothing yet, in lev's state, on a copy of its
 * generator (no log on either: a copy shares nothing). */
static struct nhl_level *cold_twin(const struct nhl_level *lev, struct nhl_rng *rng)
{
    *rng = *lev->rng;
    /* the same game: the hero the level reads is its game's */
    struct nhl_level *t = level_new_in(rng, &lev->ctx, lev->game);

    cr_assert_not_null(t);
    memcpy(t->build->mvitals, lev->build->mvitals, sizeof t->build->mvitals);
    t->build->mv_epoch = lev->build->mv_epoch;
    t->flags = lev->flags;
    return t;
}

static void same_answers(enum nhl_version v, const char *special, bool in_hell)
{
    /* zeroed: nhl_rng_init frees what a generator held before */
    struct nhl_rng rng = { 0 }, twin_rng = { 0 }, pick = { 0 };
    struct nhl_level_context ctx;

    nhl_level_context_defaults(&ctx);
    ctx.version = v;
    ctx.in_hell = in_hell;
    snprintf(ctx.special, sizeof ctx.special, "%s", special);
    nhl_rng_init(&rng, 7);
    nhl_rng_init(&pick, 11);
    struct nhl_level *lev = level_new(&rng, &ctx);

    cr_assert_not_null(lev);
    int changes = 0;

    for (int i = 0; i < 3000; i++) {
        int what = rng_rn2(&pick, 40, "test");

        if (what < 4) {
            /* a birth of a species the next question may well meet:
               uniques go extinct at once, others at their limit */
            int lo = lev->ctx.level_difficulty / 6 - 1;
            int hi = (lev->ctx.level_difficulty + lev->game->hero.ulevel) / 2 + 1;
            int mndx;

            do
                mndx = rng_rn2(&pick, NUMMONS_ENUM, "test");
            while (lev->nh->mons[mndx].difficulty < lo || lev->nh->mons[mndx].difficulty > hi);
            unsigned before = lev->build->mvitals[mndx].mvflags;
            int births = rng_rn2(&pick, 2, "test") ? 1 : 125;

            for (int k = 0; k < births; k++)
                propagate(lev, mndx, true);
            changes += lev->build->mvitals[mndx].mvflags != before;
            continue;
        }
        if (what == 4) {
            lev->flags.temperature = rng_rn2(&pick, 3, "test") - 1;
            continue;
        }
        if (what == 5) {
            own_hero(lev)->ulevel = 1 + rng_rn2(&pick, 30, "test");
            lev->ctx.level_difficulty = 1 + rng_rn2(&pick, 50, "test");
            lev->ctx.depth = lev->ctx.level_difficulty;
            continue;
        }
        /* mostly the question asked last, as a level asks it */
        int minadj = 0, maxadj = 0;

        if (what == 6) {
            minadj = rng_rn2(&pick, 3, "test") - 1;
            maxadj = rng_rn2(&pick, 3, "test") - 1;
        }
        struct nhl_level *twin = cold_twin(lev, &twin_rng);
        int cold = rndmonst_adj(twin, minadj, maxadj);
        int warm = rndmonst_adj(lev, minadj, maxadj);

        cr_assert_eq(warm, cold, "%s step %d: kept answer %d, fresh %d", special, i, warm, cold);
        cr_assert_eq(rng.ndraws, twin_rng.ndraws, "%s step %d: draws differ", special, i);
        nhl_level_free(twin);
    }
    cr_assert_gt(changes, 20, "births changed a species' flags %d times", changes);
    nhl_level_free(lev);
    nhl_rng_free(&rng);
    nhl_rng_free(&pick);
}

Test(rndmonst, kept_candidates_answer_as_fresh_5_0_0)
{
    same_answers(NHV_5_0_0, "", false);
}

Test(rndmonst, kept_candidates_answer_as_fresh_3_7)
{
    same_answers(NHV_3_7, "", false);
}

Test(rndmonst, kept_candidates_in_gehennom_and_on_the_rogue_level)
{
    same_answers(NHV_5_0_0, "", true);
    same_answers(NHV_3_7, "rogue", false);
}
