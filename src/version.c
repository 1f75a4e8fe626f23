/* version.c - the NetHack releases nhlev builds as, and their tables. */
#include "version.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "tables.h"

static const struct nh_release releases[NHV_COUNT] = {
    { NHV_3_7, "3.7", "79c889502c677b7a7fc74048f1c43901690bec05", "5.4.6",
      objects_3_7, mons_3_7, otyp_c_3_7, datfiles_3_7, &num_datfiles_3_7 },
    { NHV_5_0_0, "5.0.0", "6b92be3656a11a46abd0f15108e8d96d3d9ebb95", "5.4.8",
      objects_5_0_0, mons_5_0_0, otyp_c_5_0_0, datfiles_5_0_0,
      &num_datfiles_5_0_0 },
};

const struct nh_release *nh_release(enum nh_version v)
{
    if ((int) v < 0 || v >= NHV_COUNT)
        v = NHV_DEFAULT;
    return &releases[v];
}

int nh_version_by_commit(const char *commit)
{
    size_t n = commit ? strlen(commit) : 0;

    if (n < 7)
        return -1;
    for (int v = 0; v < NHV_COUNT; v++)
        if (strncasecmp(releases[v].commit, commit, n) == 0)
            return v;
    return -1;
}

int nh_version_by_name(const char *name)
{
    static const struct { const char *name; enum nh_version v; } names[] = {
        { "5.0.0", NHV_5_0_0 }, { "5.0", NHV_5_0_0 }, { "5", NHV_5_0_0 },
        { "3.7", NHV_3_7 }, { "3.7.0", NHV_3_7 },
    };
    if (!name)
        return -1;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(names[i].name, name) == 0)
            return names[i].v;
    for (const char *p = name; *p; p++)
        if (!isxdigit((unsigned char) *p))
            return -1;
    return nh_version_by_commit(name);
}

int nh_otyp_from_c(const struct nh_release *r, int c_otyp)
{
    /* the map is increasing, so the engine's otyp is at or after C's */
    if (c_otyp < 0)
        return -1;
    for (int i = c_otyp; i < NUM_OTYPES; i++)
        if (r->otyp_c[i] == c_otyp)
            return i;
    return -1;
}

const char *nhl_release_name(enum nh_version v)
{
    return nh_release(v)->name;
}

const char *nhl_release_commit(enum nh_version v)
{
    return nh_release(v)->commit;
}
