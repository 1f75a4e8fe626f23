/* artifact.c - the artifact list and artifact creation during level
 * building (C: artifact.c mk_artifact, artifact_name, artifact_exists);
 * see artifact.h. */
#include "artifact.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "data_enums.h"
#include "objdata.h"
#include "rng.h"

/* NetHack's artilist order (its index is the artifact number); gen_spe is
 * 5.0.0's enchantment bonus for one made at random (3.7 has none) */
const struct artifact_def artilist[] = {
    { "", STRANGE_OBJECT, false, 0 },
    { "Excalibur", LONG_SWORD, true, 0 },
    { "Stormbringer", RUNESWORD, false, 0 },
    { "Mjollnir", WAR_HAMMER, false, 0 },
    { "Cleaver", BATTLE_AXE, false, 0 },
    { "Grimtooth", ORCISH_DAGGER, false, 0 },
    { "Orcrist", ELVEN_BROADSWORD, false, 3 },
    { "Sting", ELVEN_DAGGER, false, 3 },
    { "Magicbane", ATHAME, false, 0 },
    { "Frost Brand", LONG_SWORD, false, 0 },
    { "Fire Brand", LONG_SWORD, false, 0 },
    { "Dragonbane", BROADSWORD, false, 2 },
    { "Demonbane", MACE, false, 1 }, /* 5.0.0: a silver mace */
    { "Werebane", SILVER_SABER, false, 1 },
    { "Grayswandir", SILVER_SABER, false, 0 },
    { "Giantslayer", LONG_SWORD, false, 2 },
    { "Ogresmasher", WAR_HAMMER, false, 2 },
    { "Trollsbane", MORNING_STAR, false, 2 },
    { "Vorpal Blade", LONG_SWORD, false, 1 },
    { "Snickersnee", KATANA, false, 0 },
    { "Sunsword", LONG_SWORD, false, 0 },
    { "The Orb of Detection", CRYSTAL_BALL, true, 0 },
    { "The Heart of Ahriman", LUCKSTONE, true, 0 },
    { "The Sceptre of Might", MACE, true, 0 },
    { "The Staff of Aesculapius", QUARTERSTAFF, true, 0 },
    { "The Magic Mirror of Merlin", MIRROR, true, 0 },
    { "The Eyes of the Overworld", LENSES, true, 0 },
    { "The Mitre of Holiness", HELM_OF_BRILLIANCE, true, 0 },
    { "The Longbow of Diana", BOW, true, 0 },
    { "The Master Key of Thievery", SKELETON_KEY, true, 0 },
    { "The Tsurugi of Muramasa", TSURUGI, true, 0 },
    { "The Platinum Yendorian Express Card", CREDIT_CARD, true, 0 },
    { "The Orb of Fate", CRYSTAL_BALL, true, 0 },
    { "The Eye of the Aethiopica", AMULET_OF_ESP, true, 0 },
};
const int NROFARTIFACTS = (int) (sizeof artilist / sizeof artilist[0]) - 1;

_Static_assert(sizeof artilist / sizeof artilist[0] <= 48,
               "lev->build->artiexist is too small");

enum { ART_GRIMTOOTH = 5, ART_DEMONBANE = 12 };

int artifact_otyp(const struct nhl_level *lev, int m)
{
    /* 5.0.0 artilist.h: Demonbane became a silver mace */
    if (m == ART_DEMONBANE && lev && lev->nh->rules.demonbane_silver_mace)
        return SILVER_MACE;
    return artilist[m].otyp;
}

bool permapoisoned(const struct nhl_level *lev, const struct obj *o)
{
    /* 5.0.0 artifact.c permapoisoned: Grimtooth is always poisoned */
    return lev->nh->rules.grimtooth_permapoisoned
           && o->oartifact == ART_GRIMTOOTH;
}

int nartifact_exist(const struct nhl_level *lev)
{
    int n = 0;

    for (int i = 1; i <= NROFARTIFACTS; i++)
        if (lev->build->artiexist[i])
            n++;
    return n;
}

static void make_it(struct nhl_level *lev, int oi, int m)
{
    struct obj *o = &lev->objects[oi];

    /* an artifact is never generated eroded */
    o->oeroded = o->oeroded2 = 0;
    free(o->oname);
    o->oname = strdup(artilist[m].name);
    o->oartifact = m;
    lev->build->artiexist[m] = true;
}

int mk_artifact(struct nhl_level *lev, int oi, bool adjust_spe)
{
    int otyp = lev->objects[oi].otyp;
    int eligible[48];
    int n = 0;

    /* a unique object (the Amulet, invocation items) is no candidate */
    if (lev->nh->objects[otyp].oc_unique)
        return oi;
    for (int m = 1; m <= NROFARTIFACTS; m++) {
        if (lev->build->artiexist[m] || artilist[m].nogen)
            continue;
        if (artifact_otyp(lev, m) == otyp)
            eligible[n++] = m;
    }
    if (n) {
        int pick = rn2(lev->rng, n);

        make_it(lev, oi, eligible[pick]);
        /* 5.0.0 artifact.c mk_artifact(adjust_spe): add the artifact's
         * gen_spe when the sum stays within -10..9 */
        if (adjust_spe && lev->nh->rules.artifact_gen_spe) {
            struct obj *o = &lev->objects[oi];
            int spe = o->spe + artilist[eligible[pick]].gen_spe;

            if (spe >= -10 && spe < 10)
                o->spe = spe;
        }
    }
    /* 5.0.0: whatever mk_artifact returns is poisoned if permapoisoned */
    if (permapoisoned(lev, &lev->objects[oi]))
        lev->objects[oi].opoisoned = true;
    return oi;
}

int artifact_by_name(const struct nhl_level *lev, const char *name, int *otyp)
{
    if (!name)
        return 0;
    if (!strncasecmp(name, "the ", 4))
        name += 4;
    for (int m = 1; m <= NROFARTIFACTS; m++) {
        const char *a = artilist[m].name;

        if (!strncasecmp(a, "the ", 4))
            a += 4;
        if (!strcasecmp(a, name)) {
            if (otyp)
                *otyp = artifact_otyp(lev, m);
            return m;
        }
    }
    return 0;
}

void artifact_christen(struct nhl_level *lev, int oi, const char *name)
{
    int otyp = -1;
    int m = artifact_by_name(lev, name, &otyp);
    struct obj *o = &lev->objects[oi];

    /* C: oname - an artifact keeps its name, and a name of an artifact
     * that already exists is not given at all */
    if (o->oartifact || (m && otyp == o->otyp && lev->build->artiexist[m]))
        return;
    free(o->oname);
    o->oname = strdup(name);
    /* C: artifact_exists - the name and type make it that artifact */
    if (m && otyp == o->otyp) {
        o->oartifact = m;
        lev->build->artiexist[m] = true;
    }
}
