/* mvitals.h - the game's record per species that building a level reads
 * and changes (C: svm.mvitals[]): which species are genocided or extinct,
 * given with the level's context, and the births makemon counts while the
 * level is built (C: makemon.c propagate), by which a unique made once is
 * not made again. */
#ifndef NHLEV_MVITALS_H
#define NHLEV_MVITALS_H

#include <stdbool.h>
#include <stddef.h>

#include "level.h"

struct cJSON;

/* mvflags bits, C's values (monflag.h) */
#define G_EXTINCT 0x01 /* no more of them are made at random */
#define G_GENOD 0x02   /* genocided: none are made at all */
#define G_GONE (G_GENOD | G_EXTINCT)

/* the species' flags on the level being built (0 for no species) */
unsigned mvflags_of(const struct nhl_level *lev, int mndx);
static inline bool mv_gone(const struct nhl_level *lev, int mndx)
{
    return (mvflags_of(lev, mndx) & G_GONE) != 0;
}
static inline bool mv_genocided(const struct nhl_level *lev, int mndx)
{
    return (mvflags_of(lev, mndx) & G_GENOD) != 0;
}

/* C: propagate(mndx, tally, FALSE): count a birth of mndx (when tally);
 * a unique is extinct from then on, others once past their birth limit
 * (C: mbirth_limit). True if the species could still be made. */
bool propagate(struct nhl_level *lev, int mndx, bool tally);

/* C: mon.c dead_species: mndx is genocided, or for an egg its younger
 * form is (extinction does not kill eggs); true for no species */
bool dead_species(const struct nhl_level *lev, int mndx, bool egg);

/* Set flag (G_GENOD or G_EXTINCT) in flags[] for each species named in
 * the comma-separated list (C's names, any gender's, any case). G_GENOD
 * takes only species C lets a hero genocide (G_GENO). 0, or -1 with a
 * one-line message in err. */
int mvitals_set_names(unsigned char *flags, const char *list, unsigned flag,
                      char *err, size_t errlen);

/* The game's "genocided" and "extinct" lists (arrays of species names)
 * from a level document into hero->mvflags; absent keys leave it as it
 * is. 0, or -1 with a one-line message in err (err may be NULL: then bad
 * names are skipped). */
int mvitals_context_from_json(const struct cJSON *root,
                              struct nhl_hero *hero, char *err,
                              size_t errlen);
/* ... and to one: each key only when its list is not empty */
void mvitals_context_to_json(const struct nhl_hero *hero,
                             struct cJSON *root);

#endif
