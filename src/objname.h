/* objname.h - an object type by its name, as sp_lev.c find_objtype's first
 * walk finds it, without walking every object. */
#ifndef NHLEV_OBJNAME_H
#define NHLEV_OBJNAME_H

#include "version.h"

/* The first otyp (in the engine's order) whose name is s, case aside, that
 * release r has and, unless oclass is 0, of class oclass; -1 if none. */
int objname_lookup(const struct nh_release *r, const char *s, int oclass);

#endif
