/* nearname.c - the names closest to a misspelt one (nearname.h). */
#include "nearname.h"

#include "editdist.h"

#include "level.h"
#include "tables.h"
#include "traps.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>


void nearname_list(const char *s, nearname_at at, const void *ctx, int n,
                   char *out, size_t outlen)
{
    const char *best[3] = { NULL, NULL, NULL };
    int bestd[3] = { 1000, 1000, 1000 };
    /* further than this is no longer a misspelling of s */
    int limit = (int) strlen(s) / 3 + 2;

    for (int i = 0; i < n; i++) {
        const char *name = at(ctx, i);
        int d, k;


        if (!name || !*name)
            continue;
        d = edit_distance(s, strlen(s), name, strlen(name));
        /* a name holding s, or held by it, is near too ("priest") */
        if (d > limit && strlen(s) >= 4 && strstr(name, s))
            d = limit;
        if (d > limit)
            continue;
        bool dup = false;
        int worst = 0;

        for (k = 0; k < 3; k++) {
            if (best[k] && !strcmp(best[k], name))
                dup = true;
            if (bestd[k] > bestd[worst])
                worst = k;
        }
        if (dup || d >= bestd[worst])
            continue;
        best[worst] = name;
        bestd[worst] = d;
    }
    /* nearest first */
    for (int a = 0; a < 3; a++)
        for (int b = a + 1; b < 3; b++)
            if (bestd[b] < bestd[a]) {
                int td = bestd[a];
                const char *tn = best[a];

                bestd[a] = bestd[b], best[a] = best[b];
                bestd[b] = td, best[b] = tn;
            }
    size_t len = 0;

    out[0] = '\0';
    for (int k = 0; k < 3 && best[k] && len < outlen; k++)
        len += (size_t) snprintf(out + len, outlen - len, "%s%s",
                                 k ? ", " : "", best[k]);
}

/* ---- the engine's names, as the running version has them ------------ */

static const char *mon_at(const void *ctx, int i)
{
    const struct nhl_level *lev = ctx;

    return lev->nh->mons[i / 3].pmnames[i % 3];
}

static const char *obj_at(const void *ctx, int i)
{
    const struct nhl_level *lev = ctx;

    return nh_has_otyp(lev->nh, i) ? lev->nh->objects[i].oc_name : NULL;
}

static const char *trap_at(const void *ctx, int i)
{
    (void) ctx;
    return trap_type_name(i);
}

void nearname_monster(const struct nhl_level *lev, const char *s, char *out,
                      size_t outlen)
{
    nearname_list(s, mon_at, lev, NUMMONS_ENUM * 3, out, outlen);
}

void nearname_object(const struct nhl_level *lev, const char *s, char *out,
                     size_t outlen)
{
    nearname_list(s, obj_at, lev, NUM_OTYPES, out, outlen);
}

void nearname_trap(const char *s, char *out, size_t outlen)
{
    nearname_list(s, trap_at, NULL, 64, out, outlen);
}
