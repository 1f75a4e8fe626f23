/* u_init.h - the hero a new game makes before its first level (C:
 * u_init.c u_init_misc, with exper.c newpw and attrib.c newhp at level 0):
 * starting hit points and energy, the alignment record, handedness. In
 * NetHack 5.0 the inventory and attributes come after dlvl 1 is made
 * (u_init_inventory_attrs), so they take no part in it. */
#ifndef NHLEV_U_INIT_H
#define NHLEV_U_INIT_H

#include "role.h"
#include "rng.h"

struct u_init_result {
    int uhpmax, uenmax;
    int alignrecord;
    bool left_handed;
};

/* C's draws in C's order: newhp's rnd for the role's then the race's
 * random starting hit points (when they have any), newpw's the same for
 * energy, then rn2(10) for handedness. */
void u_init_misc(const struct role_def *role, const struct race_def *race,
                 struct nhl_rng *rng, struct u_init_result *out);

#endif
