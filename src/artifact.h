/* artifact.h - the artifacts as facts (C: artilist.h: name, base type,
 * whether random generation may make it) and the two ways level building
 * makes one: mk_artifact for a random or unique object (artifact.c), and a
 * script naming an object after an artifact (C: oname -> artifact_exists).
 * Which artifacts exist is per level (lev->build->artiexist). */
#ifndef NHLEV_ARTIFACT_H
#define NHLEV_ARTIFACT_H

#include <stdbool.h>

#include "level.h"

struct artifact_def {
    const char *name;
    int otyp;
    bool nogen;   /* C: SPFX_NOGEN - never made at random */
    int gen_spe;  /* C 5.0.0: enchantment added when made at random */
};

/* indexes 1..NROFARTIFACTS; [0] is the empty entry */
extern const struct artifact_def artilist[];
extern const int NROFARTIFACTS;

/* the artifact's base type in this level's release (C: artilist[].otyp) */
int artifact_otyp(const struct nhl_level *lev, int m);

/* C 5.0.0 permapoisoned: an artifact that is always poisoned (Grimtooth);
 * never in 3.7 */
bool permapoisoned(const struct nhl_level *lev, const struct obj *o);

/* C: nartifact_exist - how many artifacts this level has made */
int nartifact_exist(const struct nhl_level *lev);

/* C: mk_artifact(otmp, A_NONE, 99, adjust_spe): turn object oi into a
 * random artifact of its own type that does not exist yet (one rn2(n) draw
 * over the candidates; none and no draw for a unique type or no
 * candidate). In 5.0.0, adjust_spe adds the artifact's gen_spe and a
 * permapoisoned result is poisoned. Returns oi. */
int mk_artifact(struct nhl_level *lev, int oi, bool adjust_spe);

/* C: artifact_name: the artifact called `name` (a leading "the " and
 * case ignored), 0 if none; *otyp gets its type */
int artifact_by_name(const struct nhl_level *lev, const char *name, int *otyp);

/* C: oname's artifact part: naming object oi `name` makes it that artifact
 * when the name and type match one that does not exist yet */
void artifact_christen(struct nhl_level *lev, int oi, const char *name);

#endif
