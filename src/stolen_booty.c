/* stolen_booty.c - the Orcish Town's gang and its loot (stolen_booty.h). */
#include "stolen_booty.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "appearance.h"
#include "objlook.h"
#include "data_enums.h"
#include "gen_ops.h"
#include "makemon.h"
#include "migrate.h"
#include "monflags.h"
#include "objdata.h"
#include "orcname.h"
#include "rng.h"

/* the fruit a gang's slime molds are called (C: orcfruit) */
static const char *const orcfruit[] = { "paddle cactus", "dwarven root" };

/* One piece of loot, named for the gang and bound for orcs further down
 * (C: migr_booty_item). */
static void migr_booty_item(struct nhl_level *lev, int otyp, const char *gang)
{
    const struct gen_ops *g = lev->build->gen;
    int oi = g->mksobj(lev, g->ud, otyp, -1, -1, true, false);

    if (oi < 0)
        return;
    obj_migrate_to_species(lev, oi, M2_ORC);
    struct obj *o = &lev->objects[oi];

    free(o->oname);
    o->oname = strdup(gang);
    if (lev->nh->objects[otyp].oc_class == FOOD_CLASS) {
        /* the fruit's name only matters to the fruit list, not here */
        if (otyp == SLIME_MOLD)
            (void) orcfruit[rn2(lev->rng, 2)];
        o->quan += rn2(lev->rng, 3);
    }
}

/* Gold, a gem and a ring for an orc of the gang, the captain's more
 * likely (C: shiny_orc_stuff). */
static void shiny_orc_stuff(struct nhl_level *lev, int midx)
{
    const struct gen_ops *g = lev->build->gen;
    bool is_captain = lev->monsters[midx].mndx == PM_ORC_CAPTAIN;
    int goldprob = is_captain ? 600 : 300;
    int gemprob = goldprob / 4;
    int oi;

    if (rn2(lev->rng, 1000) < goldprob) {
        oi = g->mksobj(lev, g->ud, GOLD_PIECE, -1, -1, true, false);
        if (oi >= 0) {
            lev->objects[oi].quan = 1L + rnd(lev->rng, goldprob);
            g->mpickobj(lev, g->ud, midx, oi);
        }
    }
    if (rn2(lev->rng, 1000) < gemprob) {
        oi = g->mkobj(lev, g->ud, GEM_CLASS, -1, -1, false);
        if (oi >= 0) {
            if (lev->objects[oi].otyp == ROCK)
                lev->objects[oi].floating = true; /* thrown away */
            else
                g->mpickobj(lev, g->ud, midx, oi);
        }
    }
    if (is_captain || !rn2(lev->rng, 8)) {
        /* C: shiny_obj(RING_CLASS) - the ring the game's deal made
         * "shiny" (appearance.h) */
        int ring = rnd_otyp_by_descr(lev, "shiny", RING_CLASS);

        oi = g->mksobj(lev, g->ud, ring, -1, -1, true, false);
        if (oi >= 0)
            g->mpickobj(lev, g->ud, midx, oi);
    }
}

/* Send an orc of the gang down the Mines: its leader to the bottom (one
 * time in 40 the level above), the others anywhere below (C:
 * migrate_orc). */
static void migrate_orc(struct nhl_level *lev, int midx, bool leader)
{
    int cur_depth = lev->ctx.depth;
    /* C: dunlevs_in_dungeon + depth_start - 1 */
    int max_depth = lev->ctx.dunlevs_in_dungeon + lev->ctx.depth
                    - lev->ctx.dlevel;

    if (leader) {
        (void) rn2(lev->rng, 40);
    } else {
        (void) rn2(lev->rng, max_depth - cur_depth + 1);
    }
    migrate_mon_away(lev, midx);
}

void stolen_booty(struct nhl_level *lev)
{
    const struct gen_ops *g = lev->build->gen;
    char gang[64];
    int cnt, otyp, midx;

    if (!g || !g->makemon || !g->mksobj || !g->mkobj || !g->mpickobj)
        return;
    rndorcname(lev, gang, sizeof gang);
    /* what the gang took */
    cnt = rnd(lev->rng, 4);
    for (int i = 0; i < cnt; i++) {
        otyp = rn2(lev->rng, 4) ? TALLOW_CANDLE : WAX_CANDLE;
        migr_booty_item(lev, otyp, gang);
    }
    cnt = rnd(lev->rng, 3);
    for (int i = 0; i < cnt; i++)
        migr_booty_item(lev, SKELETON_KEY, gang);
    otyp = LEATHER_GLOVES
           + rn2(lev->rng, GAUNTLETS_OF_DEXTERITY - LEATHER_GLOVES + 1);
    migr_booty_item(lev, otyp, gang);
    cnt = rnd(lev->rng, 10);
    for (int i = 0; i < cnt; i++) {
        /* food, but no lembas, nothing never made at random (save the
         * rations) and nothing whose species field the delivery uses */
        otyp = TRIPE_RATION + rn2(lev->rng, TIN - TRIPE_RATION + 1);
        if (otyp != LEMBAS_WAFER
            && (lev->nh->objects[otyp].oc_prob != 0 || otyp == C_RATION
                || otyp == K_RATION)
            && otyp != CORPSE && otyp != EGG && otyp != TIN)
            migr_booty_item(lev, otyp, gang);
    }
    otyp = rn2(lev->rng, 2) ? LONG_SWORD : SILVER_SABER;
    migr_booty_item(lev, otyp, gang);

    /* the gang's leader, who is made with the first piece of loot
     * (makemon's delivery) and leaves with it */
    midx = g->makemon(lev, g->ud, PM_ORC_CAPTAIN, 0, 0, MM_NONAME);
    if (midx >= 0) {
        char name[64];

        snprintf(name, sizeof name, "%s", gang);
        christen_monst(lev, midx, upstart(name));
        lev->monsters[midx].peaceful = false;
        set_malign(lev, &lev->monsters[midx]);
        shiny_orc_stuff(lev, midx);
        migrate_orc(lev, midx, true);
    }
    /* most orcs left here join the gang, newest first as C's monster
     * list runs; an orc-captain here leads a rival band and keeps his
     * own standing */
    for (int i = lev->nmonsters - 1; i >= 0; i--) {
        const struct monst *m = &lev->monsters[i];

        if (is_orc(m->mndx) && !m->mname && rn2(lev->rng, 10)
            && m->mndx != PM_ORC_CAPTAIN) {
            char name[64];

            snprintf(name, sizeof name, "%s", gang);
            christen_orc(lev, i, upstart(name), "");
        }
    }
    /* more of the gang along the way down, each with its share */
    cnt = rn2(lev->rng, 10) + 5;
    for (int i = 0; i < cnt; i++) {
        int mtyp = rn2(lev->rng, PM_ORC_SHAMAN - PM_ORC + 1) + PM_ORC;

        midx = g->makemon(lev, g->ud, mtyp, 0, 0, MM_NONAME);
        if (midx >= 0) {
            shiny_orc_stuff(lev, midx);
            migrate_orc(lev, midx, false);
        }
    }
    lev->build->ransacked = false;
}
