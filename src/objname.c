/* objname.c - object types by name.
 *
 * des.object("boulder") names its object; C walks the whole object table
 * comparing names, for every object a script places by name (a Gehennom
 * level's boulders and statues, a shop's wares). Each release's names are
 * hashed here once (lower-cased ASCII) to the first object of that name,
 * and the objects sharing a name ("blank paper" is a scroll and a
 * spellbook) are chained in the table's order, so a lookup visits only
 * them, in the order the walk would. Made under pthread_once: builds may
 * run on several threads. */
#include "objname.h"

#include <pthread.h>
#include <stdbool.h>
#include <string.h>
#include <strings.h>

#include "objdata.h"
#include "namehash.h"

#define NAME_SLOTS 2048

struct objname_index {
    short first[NAME_SLOTS];    /* -1: empty */
    short next[NUM_OTYPES];     /* the next object of the same name, -1 */
};

static struct objname_index index_of[NH_MAX_RELEASES];

static void make_index(enum nhl_version v)
{
    struct objname_index *ix = &index_of[v];
    const struct objclass *objs = nh_release(v)->objects;

    memset(ix->first, 0xff, sizeof ix->first);
    memset(ix->next, 0xff, sizeof ix->next);
    for (int i = 0; i < NUM_OTYPES; i++) {
        const char *n = objs[i].oc_name;
        bool ascii;

        if (!n)
            continue;
        unsigned k = name_hash_ci(n, &ascii) % NAME_SLOTS;

        for (;; k = (k + 1) % NAME_SLOTS) {
            if (ix->first[k] < 0) {
                ix->first[k] = (short) i;
                break;
            }
            if (name_same_ci(objs[ix->first[k]].oc_name, n)) {
                int j = ix->first[k];

                while (ix->next[j] >= 0)
                    j = ix->next[j];
                ix->next[j] = (short) i;
                break;
            }
        }
    }
}

/* the release whose index pthread_once is making on this thread */
static _Thread_local enum nhl_version making;
static void make_index_once(void) { make_index(making); }

static bool wanted(const struct nh_release *r, int i, const char *s, int oclass)
{
    const struct objclass *o = &r->objects[i];

    return o->oc_name && (!oclass || oclass == o->oc_class) && nh_has_otyp(r, i)
           && !strcasecmp(s, o->oc_name);
}

int objname_lookup(const struct nh_release *r, const char *s, int oclass)
{
    static pthread_once_t once[NH_MAX_RELEASES] = NH_RELEASES_ONCE_INIT;
    bool ascii;
    unsigned k = name_hash_ci(s, &ascii) % NAME_SLOTS;

    /* the release's own table, and a name the hash can fold */
    if (ascii && r->objects == nh_release(r->v)->objects) {
        making = r->v;
        pthread_once(&once[r->v], make_index_once);
        const struct objname_index *ix = &index_of[r->v];

        for (; ix->first[k] >= 0; k = (k + 1) % NAME_SLOTS) {
            int i = ix->first[k];

            if (!name_same_ci(r->objects[i].oc_name, s))
                continue;
            for (; i >= 0; i = ix->next[i])
                if (wanted(r, i, s, oclass))
                    return i;
            return -1;
        }
        return -1;
    }
    for (int i = 0; i < NUM_OTYPES; i++)
        if (wanted(r, i, s, oclass))
            return i;
    return -1;
}
