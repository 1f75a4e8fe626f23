/* startup.c - a real game's start replayed in C's order (startup.h). */
#include "startup.h"

#include <stdio.h>
#include <string.h>

#include "role.h"
#include "u_init.h"

void startup_free(struct startup *su)
{
    if (su)
        nhl_rng_free(&su->rng);
}

/* nhlib.lua as a Lua state loads it: its three alignments shuffled from
 * the end down (math.random(3), then math.random(2)); order, when given,
 * gets the shuffled names */
static void nhlib_shuffle(struct nhl_rng *rng, char order[3][8])
{
    const char *align[3] = { "law", "neutral", "chaos" };

    for (int i = 3; i >= 2; i--) {
        int j = rn2(rng, i);
        const char *t = align[i - 1];

        align[i - 1] = align[j];
        align[j] = t;
    }
    for (int i = 0; order && i < 3; i++)
        snprintf(order[i], sizeof order[i], "%s", align[i]);
}

/* The hero's names as C writes them, or -1 with err for one NetHack does
 * not allow (C's role selection refuses it before the game starts). */
static int settle_hero(struct startup *su, const struct nhl_hero *asked,
                       const struct role_def **role,
                       const struct race_def **race, char *err, size_t errlen)
{
    char why[160];
    unsigned gender = role_gender_bit(asked->gender);
    unsigned align = role_align_bit(asked->align);

    *role = role_by_name(asked->role);
    *race = race_by_name(asked->race);
    if (!*role || !*race || !gender || !align) {
        snprintf(err, errlen, "a game's hero needs a role, race, gender and "
                 "alignment NetHack knows (not \"%s\" \"%s\" \"%s\" \"%s\")",
                 asked->role, asked->race, asked->gender, asked->align);
        return -1;
    }
    if (!role_combo_ok(*role, *race, gender, align, why, sizeof why)) {
        snprintf(err, errlen, "no game has a %s %s %s %s: %s", asked->align,
                 asked->gender, asked->race, asked->role, why);
        return -1;
    }
    su->hero = *asked;
    snprintf(su->hero.role, sizeof su->hero.role, "%s", (*role)->name);
    snprintf(su->hero.race, sizeof su->hero.race, "%s", (*race)->name);
    snprintf(su->hero.gender, sizeof su->hero.gender, "%s",
             gender == ROLE_MALE ? "male" : "female");
    snprintf(su->hero.align, sizeof su->hero.align, "%s",
             align == ROLE_LAWFUL ? "lawful"
             : align == ROLE_NEUTRAL ? "neutral" : "chaotic");
    return 0;
}

/* The theme rooms' `align` for the levels after the first: dlvl 1 loads
 * themerms.lua (C keeps that state all game) right after makelevel's
 * first draw, so its shuffle is the stream's next draws but one. Read on
 * a copy: the stream itself is makelevel's. */
static void themes_align_ahead(const struct nhl_rng *stream, struct nhl_hero *h)
{
    struct nhl_rng peek;

    memset(&peek, 0, sizeof peek);
    peek.core = stream->core;
    (void) rn2(&peek, 5);    /* makelevel: below Medusa? */
    nhlib_shuffle(&peek, h->themes_align);
}

int startup_run(struct startup *su, const struct startup_request *req,
                char *err, size_t errlen)
{
    const struct role_def *role;
    const struct race_def *race;
    struct role_init_result ri;
    struct u_init_result ui;

    memset(su, 0, sizeof *su);
    if (!req->nh->rules.hero_made_after_first_level) {
        snprintf(err, errlen, "NetHack %s makes the hero's inventory before "
                 "the first level (u_init): a game's start is replayed for "
                 "5.0.0 and 3.7-79c688c only", req->nh->name);
        return -1;
    }
    if (settle_hero(su, req->hero, &role, &race, err, errlen) != 0)
        return -1;
    su->rng.logging = req->log_rng;
    su->rng.lazy = req->lazy_rng_log;
    nhl_rng_init(&su->rng, req->game_seed);

    /* newgame: init_objects, role_init, init_dungeons */
    appearance_deal_from(&su->look, req->nh->v, req->game_seed, &su->rng);
    role_init(role, &su->rng, &ri);
    su->pantheon = ri.pantheon;
    su->draws_before_dungeons = su->rng.ndraws;
    if (dungeon_layout_run_mode(&su->layout, req->src, &su->rng, role->code,
                                req->wizard, err, errlen) != 0) {
        nhl_rng_free(&su->rng);
        return -1;
    }
    su->layout.seed = req->game_seed;
    su->layout.skip = su->draws_before_dungeons;
    /* init_artifacts draws nothing; u_init_misc */
    u_init_misc(role, race, &su->rng, &ui);
    su->hero.uhpmax = ui.uhpmax;
    su->hero.uenmax = ui.uenmax;
    su->alignrecord = ui.alignrecord;
    /* l_nhcore_init: the game's own Lua state, nhlib.lua loaded */
    nhlib_shuffle(&su->rng, NULL);
    su->draws_before_mklev = su->rng.ndraws;
    /* mklev: getbones' one draw, and no bones file */
    (void) rn2(&su->rng, 3);
    su->draws_before_makelevel = su->rng.ndraws;
    themes_align_ahead(&su->rng, &su->hero);
    return 0;
}
