/* objlook.c - a level's objects as its game dealt them (objlook.h): the
 * reads C makes of objects[] after init_objects (OBJ_DESCR, oc_dir,
 * oc_color, oc_material) and objnam.c rnd_otyp_by_namedesc. */
#include "objlook.h"

#include <strings.h>

#include "appearance.h"
#include "game.h"
#include "level.h"
#include "objdata.h"
#include "rng.h"

const char *obj_descr(const struct nhl_level *lev, int otyp)
{
    return appearance_descr(&lev->game->look, lev->nh, otyp);
}

int obj_dir(const struct nhl_level *lev, int otyp)
{
    return appearance_dir(&lev->game->look, lev->nh, otyp);
}

int obj_color(const struct nhl_level *lev, int otyp)
{
    return otyp >= 0 && otyp < NUM_OTYPES ? lev->game->look.color[otyp] : 0;
}

int obj_material(const struct nhl_level *lev, int otyp)
{
    return otyp >= 0 && otyp < NUM_OTYPES ? lev->game->look.material[otyp] : 0;
}

int rnd_otyp_by_descr(struct nhl_level *lev, const char *descr, int oclass)
{
    const struct nh_release *r = lev->nh;
    int found[NUM_OTYPES], n = 0, total = 0;

    for (int i = MAXOCLASSES; i < NUM_OTYPES; i++) {
        const char *d = obj_descr(lev, i);

        if (!nh_has_otyp(r, i) || (oclass && r->objects[i].oc_class != oclass)
            || !r->objects[i].oc_name || !d || strcasecmp(d, descr) != 0)
            continue;
        found[n++] = i;
        total += r->objects[i].oc_prob;
    }
    if (n == 0 || total <= 0)
        return STRANGE_OBJECT;
    int pick = rn2(lev->rng, total), k;

    for (k = 0; k < n - 1; k++) {
        pick -= r->objects[found[k]].oc_prob;
        if (pick < 0)
            break;
    }
    return found[k];
}
