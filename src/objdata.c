/* objdata.c - lookups over the object table. */
#include "objdata.h"

#include "tables.h"
#include "version.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
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

/* The object's full name as the dump gives it ("potion of healing",
 * "topaz stone"): the actual name with its class's wording. */
void otyp_full_name(int otyp, char *buf, size_t len)
{
    if (otyp < 0 || otyp >= NUM_OTYPES) {
        snprintf(buf, len, "%s", "");
        return;
    }
    const struct objclass *oc = &objects_invariant[otyp];
    const char *n = oc->oc_name ? oc->oc_name : "";
    static const char *const bare_gems[] = {
        "dilithium crystal", "ruby", "emerald", "opal", "black opal",
        "sapphire", "diamond", "rock", NULL
    };
    switch (oc->oc_class) {
    case POTION_CLASS: snprintf(buf, len, "potion of %s", n); return;
    case SCROLL_CLASS: snprintf(buf, len, "scroll of %s", n); return;
    case SPBOOK_CLASS:
        /* the novel and the Book of the Dead keep their own names */
        if (otyp == SPE_NOVEL || otyp == SPE_BOOK_OF_THE_DEAD)
            break;
        snprintf(buf, len, "spellbook of %s", n);
        return;
    case WAND_CLASS: snprintf(buf, len, "wand of %s", n); return;
    case RING_CLASS: snprintf(buf, len, "ring of %s", n); return;
    case GEM_CLASS: {
        size_t l = strlen(n);
        bool bare = strstr(n, "glass") || (l >= 5 && strcmp(n + l - 5, "stone") == 0);
        for (int i = 0; bare_gems[i] && !bare; i++)
            bare = strcmp(n, bare_gems[i]) == 0;
        snprintf(buf, len, bare ? "%s" : "%s stone", n);
        return;
    }
    default:
        break;
    }
    snprintf(buf, len, "%s", n);
}
