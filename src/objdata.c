/* objdata.c - lookups over the object table. */
#include "objdata.h"

#include "version.h"

#include <strings.h>

/* C's def_oc_syms order */
static const char class_syms[MAXOCLASSES] = {
    '\0', ']', ')', '[', '=', '"', '(', '%', '!', '?', '+', '/', '$', '*', '`', '0', '_', '.'
};
static const char *const class_names[MAXOCLASSES] = {
    "random", "illegal objects", "weapons", "armor", "rings", "amulets",
    "tools", "comestibles", "potions", "scrolls", "spellbooks", "wands",
    "coins", "rocks", "large stones", "iron balls", "chains", "venoms"
};

char oclass_symbol(int oclass)
{
    return oclass > 0 && oclass < MAXOCLASSES ? class_syms[oclass] : '?';
}

const char *oclass_name(int oclass)
{
    return oclass >= 0 && oclass < MAXOCLASSES ? class_names[oclass] : "unknown";
}

int oclass_from_symbol(char sym)
{
    for (int i = 1; i < MAXOCLASSES; i++)
        if (class_syms[i] == sym)
            return i;
    return -1;
}

int otyp_by_name(const struct nh_release *r, const char *name)
{
    for (int i = 0; i < NUM_OTYPES; i++)
        if (r->objects[i].oc_name && nh_has_otyp(r, i)
            && strcasecmp(r->objects[i].oc_name, name) == 0)
            return i;
    return -1;
}
