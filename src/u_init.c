/* u_init.c - the hero's start before the first level (u_init.h). */
#include "u_init.h"

/* a level-0 advance: the fixed parts, then a draw for each random part
 * the role and the race have (C: newhp, newpw with u.ulevel 0) */
static int start_amount(const struct role_start_adv *role,
                        const struct role_start_adv *race, struct nhl_rng *rng)
{
    int n = role->infix + race->infix;

    if (role->inrnd > 0)
        n += rnd(rng, role->inrnd);
    if (race->inrnd > 0)
        n += rnd(rng, race->inrnd);
    return n;
}

void u_init_misc(const struct role_def *role, const struct race_def *race,
                 struct nhl_rng *rng, struct u_init_result *out)
{
    int hp = start_amount(&role->hp, &race->hp, rng);

    /* newhp and newpw give at least one point */
    out->uhpmax = hp > 0 ? hp : 1;
    /* newhp settles the alignment record of a hero made at move 0 */
    out->alignrecord = role->initrecord;
    int en = start_amount(&role->en, &race->en, rng);

    out->uenmax = en > 0 ? en : 1;
    /* roughly the share of left-handed people (C's comment) */
    out->left_handed = rn2(rng, 10) == 0;
}
