/* mondata.h - the monster table (mons[mndx]), as each NetHack release's mons[],
 * generated per release from data/VERSION/monsters.tsv (tables.h, version.h). */
#ifndef NHLEV_MONDATA_H
#define NHLEV_MONDATA_H

#include <stddef.h>
#include <stdint.h>

#include "data_enums.h"

#define NATTK 6

struct attack {
    uint8_t aatyp, adtyp, damn, damd;
};

struct permonst {
    const char *pmnames[3];    /* neutral, male, female; NULL where none */
    uint8_t mlet;              /* class number (S_ANT = 1 ...) */
    char sym;                  /* class symbol */
    int8_t mlevel, mmove, ac, mr;
    int8_t maligntyp;
    uint16_t geno;
    struct attack mattk[NATTK];
    uint16_t cwt, cnutrit;
    uint8_t msound, msize, mresists, mconveys;
    uint32_t mflags1, mflags2;
    uint16_t mflags3;
    uint8_t difficulty;
    uint8_t mcolor;
};

/* The table itself is per NetHack release: lev->nh->mons (version.h). */

/* mndx by any of its names (case-insensitive), -1 if none */
/* (names are the same in every release) */
int mndx_by_name(const char *name);

#endif
