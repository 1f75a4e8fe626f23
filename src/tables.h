/* tables.h - the generated per-version tables (src/data/tables_V.c, made by
 * tools/gen_data.py from data/V/). Only version.c reads them by name; the
 * engine reaches them through its level's release (version.h). */
#ifndef NHLEV_TABLES_H
#define NHLEV_TABLES_H

#include "data_enums.h"
#include "mondata.h"
#include "objdata.h"

extern const struct objclass objects_3_6_7[NUM_OTYPES], objects_3_7[NUM_OTYPES],
    objects_3_7_79c688c[NUM_OTYPES], objects_5_0_0[NUM_OTYPES];
extern const short otyp_c_3_6_7[NUM_OTYPES], otyp_c_3_7[NUM_OTYPES], otyp_c_3_7_79c688c[NUM_OTYPES],
    otyp_c_5_0_0[NUM_OTYPES];
extern const int num_objects_c_3_6_7, num_objects_c_3_7, num_objects_c_3_7_79c688c,
    num_objects_c_5_0_0;
extern const struct permonst mons_3_6_7[NUMMONS_ENUM], mons_3_7[NUMMONS_ENUM],
    mons_3_7_79c688c[NUMMONS_ENUM], mons_5_0_0[NUMMONS_ENUM];
/* the engine's mndx -> each release's C mndx; _female: its female form's,
 * where the release keeps that as a species of its own (3.6.7's cavewoman,
 * priestess, succubus); -1 where the release has none */
extern const short mndx_c_3_6_7[NUMMONS_ENUM], mndx_c_3_7[NUMMONS_ENUM],
    mndx_c_3_7_79c688c[NUMMONS_ENUM], mndx_c_5_0_0[NUMMONS_ENUM];
extern const short mndx_c_female_3_6_7[NUMMONS_ENUM],
    mndx_c_female_3_7[NUMMONS_ENUM], mndx_c_female_3_7_79c688c[NUMMONS_ENUM],
    mndx_c_female_5_0_0[NUMMONS_ENUM];
extern const int num_mons_c_3_6_7, num_mons_c_3_7, num_mons_c_3_7_79c688c,
    num_mons_c_5_0_0;
/* For code with no level at hand: the fields that are equal in every
 * release (all but those tools/gen_data.py's VARYING_* name: probability,
 * conveyed property, description, weight, nutrition; alignment,
 * difficulty, speed, attacks) read the same in any release's table. */
#define mons_invariant mons_5_0_0
#define objects_invariant objects_5_0_0

/* one level source of a release's dat/ (.lua; 3.6's .des and dungeon.def): name, size and FNV-1a 64 of its bytes */
struct dat_file {
    const char *name;
    long size;
    unsigned long long fnv;
};
extern const struct dat_file datfiles_3_6_7[], datfiles_3_7[], datfiles_3_7_79c688c[],
    datfiles_5_0_0[];
extern const int num_datfiles_3_6_7, num_datfiles_3_7, num_datfiles_3_7_79c688c,
    num_datfiles_5_0_0;

#endif
