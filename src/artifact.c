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

/* NetHack 3.7's artilist order (its index is the artifact number) */
const struct artifact_def artilist[] = {
    { "", STRANGE_OBJECT, false },
    { "Excalibur", LONG_SWORD, true },
    { "Stormbringer", RUNESWORD, false },
    { "Mjollnir", WAR_HAMMER, false },
    { "Cleaver", BATTLE_AXE, false },
    { "Grimtooth", ORCISH_DAGGER, false },
    { "Orcrist", ELVEN_BROADSWORD, false },
    { "Sting", ELVEN_DAGGER, false },
    { "Magicbane", ATHAME, false },
    { "Frost Brand", LONG_SWORD, false },
    { "Fire Brand", LONG_SWORD, false },
    { "Dragonbane", BROADSWORD, false },
    { "Demonbane", MACE, false },
    { "Werebane", SILVER_SABER, false },
    { "Grayswandir", SILVER_SABER, false },
    { "Giantslayer", LONG_SWORD, false },
    { "Ogresmasher", WAR_HAMMER, false },
    { "Trollsbane", MORNING_STAR, false },
    { "Vorpal Blade", LONG_SWORD, false },
    { "Snickersnee", KATANA, false },
    { "Sunsword", LONG_SWORD, false },
    { "The Orb of Detection", CRYSTAL_BALL, true },
    { "The Heart of Ahriman", LUCKSTONE, true },
    { "The Sceptre of Might", MACE, true },
    { "The Palantir of Westernesse", CRYSTAL_BALL, true },
    { "The Staff of Aesculapius", QUARTERSTAFF, true },
    { "The Magic Mirror of Merlin", MIRROR, true },
    { "The Eyes of the Overworld", LENSES, true },
    { "The Mitre of Holiness", HELM_OF_BRILLIANCE, true },
    { "The Longbow of Diana", BOW, true },
    { "The Master Key of Thievery", SKELETON_KEY, true },
    { "The Tsurugi of Muramasa", TSURUGI, true },
    { "The Platinum Yendorian Express Card", CREDIT_CARD, true },
    { "The Orb of Fate", CRYSTAL_BALL, true },
    { "The Eye of the Aethiopica", AMULET_OF_ESP, true },
};
const int NROFARTIFACTS = (int) (sizeof artilist / sizeof artilist[0]) - 1;

_Static_assert(sizeof artilist / sizeof artilist[0] <= 48,
               "lev->artiexist is too small");

int nartifact_exist(const struct level *lev)
{
    int n = 0;

    for (int i = 1; i <= NROFARTIFACTS; i++)
        if (lev->artiexist[i])
            n++;
    return n;
}

static void make_it(struct level *lev, int oi, int m)
{
    struct obj *o = &lev->objects[oi];

    /* an artifact is never generated eroded */
    o->oeroded = o->oeroded2 = 0;
    free(o->oname);
    o->oname = strdup(artilist[m].name);
    o->oartifact = m;
    lev->artiexist[m] = true;
}

int mk_artifact(struct level *lev, int oi)
{
    int otyp = lev->objects[oi].otyp;
    int eligible[48];
    int n = 0;

    /* a unique object (the Amulet, invocation items) is no candidate */
    if (lev->nh->objects[otyp].oc_unique)
        return oi;
    for (int m = 1; m <= NROFARTIFACTS; m++) {
        if (lev->artiexist[m] || artilist[m].nogen)
            continue;
        if (artilist[m].otyp == otyp)
            eligible[n++] = m;
    }
    if (n) {
        int pick = rn2(lev->rng, n);

        make_it(lev, oi, eligible[pick]);
    }
    return oi;
}

int artifact_by_name(const char *name, int *otyp)
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
                *otyp = artilist[m].otyp;
            return m;
        }
    }
    return 0;
}

void artifact_christen(struct level *lev, int oi, const char *name)
{
    int otyp = -1;
    int m = artifact_by_name(name, &otyp);
    struct obj *o = &lev->objects[oi];

    /* C: oname - an artifact keeps its name, and a name of an artifact
     * that already exists is not given at all */
    if (o->oartifact || (m && otyp == o->otyp && lev->artiexist[m]))
        return;
    free(o->oname);
    o->oname = strdup(name);
    /* C: artifact_exists - the name and type make it that artifact */
    if (m && otyp == o->otyp) {
        o->oartifact = m;
        lev->artiexist[m] = true;
    }
}
