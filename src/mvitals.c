/* mvitals.c - genocided and extinct species and the births counted while
 * a level is built (see mvitals.h). */
#include "tables.h"
#include "mvitals.h"

#include <stdio.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "data_enums.h"
#include "mondata.h"
#include "nearname.h"
#include "monflags.h"
#include "objinit.h"

_Static_assert(NUMMONS_ENUM <= MVITALS_SLOTS,
               "MVITALS_SLOTS must hold every species");

/* C: MAXMONNO, the births after which a species goes extinct */
#define MAXMONNO 120

unsigned mvflags_of(const struct nhl_level *lev, int mndx)
{
    if (mndx < 0 || mndx >= NUMMONS_ENUM)
        return 0;
    return lev->build->mvitals[mndx].mvflags;
}

/* C: mbirth_limit */
static int mbirth_limit(int mndx)
{
    return mndx == PM_NAZGUL ? 9 : mndx == PM_ERINYS ? 3 : MAXMONNO;
}

bool propagate(struct nhl_level *lev, int mndx, bool tally)
{
    if (mndx < 0 || mndx >= NUMMONS_ENUM)
        return false;
    struct mvitals *mv = &lev->build->mvitals[mndx];
    int lim = mbirth_limit(mndx);
    bool ok = mv->born < lim && !(mv->mvflags & G_GONE);
    unsigned before = mv->mvflags;

    /* a unique is made once (the high priests are many) */
    if ((lev->nh->mons[mndx].geno & G_UNIQ) && mndx != PM_HIGH_CLERIC)
        mv->mvflags |= G_EXTINCT;
    if (mv->born < 255 && tally)
        mv->born++;
    if (mv->born >= lim && !(lev->nh->mons[mndx].geno & G_NOGEN))
        mv->mvflags |= G_EXTINCT;
    if (mv->mvflags != before)
        lev->build->mv_epoch++; /* what rndmonst_adj kept is stale */
    return ok;
}

bool dead_species(const struct nhl_level *lev, int mndx, bool egg)
{
    if (mndx < 0)
        return true;
    /* genociding either the young or the grown form kills the eggs */
    int alt = egg ? big_to_little(mndx) : mndx;

    return mv_genocided(lev, mndx) || mv_genocided(lev, alt);
}

/* every form's name (male, female, neutral) of every species, for the
   names closest to a misspelt one */
static const char *species_at(const void *ctx, int i)
{
    (void) ctx;
    return mons_invariant[i / 3].pmnames[i % 3];
}

/* one species by name into flags[]; 0 or -1 (err set) */
static int set_one(unsigned char *flags, const char *name, unsigned flag,
                   char *err, size_t errlen)
{
    int mndx = mndx_by_name(name);

    if (mndx < 0 || mndx >= NUMMONS_ENUM) {
        if (err) {
            char near[200];
            nearname_list(name, species_at, NULL, NUMMONS_ENUM * 3, near, sizeof near);
            snprintf(err, errlen, "'%s' is not a monster species%s%s%s", name,
                     near[0] ? " (closest: " : "", near, near[0] ? ")" : "");
        }
        return -1;
    }
    if ((flag & G_GENOD) && !(mons_invariant[mndx].geno & G_GENO)) {
        if (err)
            snprintf(err, errlen, "'%s' cannot be genocided", name);
        return -1;
    }
    flags[mndx] |= (unsigned char) flag;
    return 0;
}

int mvitals_set_names(unsigned char *flags, const char *list, unsigned flag,
                      char *err, size_t errlen)
{
    char name[64];
    const char *p = list;

    if (!list || !*list) {
        if (err)
            snprintf(err, errlen, "no monster species given");
        return -1;
    }
    for (;;) {
        const char *end = strchr(p, ',');
        size_t n = end ? (size_t) (end - p) : strlen(p);

        /* names have inner spaces ("killer bee"); trim the outer ones */
        while (n && *p == ' ')
            p++, n--;
        while (n && p[n - 1] == ' ')
            n--;
        if (n == 0 || n >= sizeof name) {
            if (err)
                snprintf(err, errlen, "'%.*s' is not a monster species",
                         (int) (n < 60 ? n : 60), p);
            return -1;
        }
        memcpy(name, p, n);
        name[n] = '\0';
        if (set_one(flags, name, flag, err, errlen) != 0)
            return -1;
        if (!end)
            return 0;
        p = end + 1;
    }
}

static const struct {
    const char *key;
    unsigned flag;
} mv_keys[] = { { "genocided", G_GENOD }, { "extinct", G_EXTINCT } };

int mvitals_context_from_json(const struct cJSON *root,
                              struct nhl_hero *hero, char *err,
                              size_t errlen)
{
    for (size_t k = 0; k < sizeof mv_keys / sizeof mv_keys[0]; k++) {
        const cJSON *list = cJSON_GetObjectItemCaseSensitive(root,
                                                             mv_keys[k].key);
        const cJSON *it;

        if (!list)
            continue;
        if (!cJSON_IsArray(list)) {
            if (!err)
                continue;
            snprintf(err, errlen, "\"%s\" is not a list of species names",
                         mv_keys[k].key);
            return -1;
        }
        cJSON_ArrayForEach(it, list) {
            char msg[128];

            if (!cJSON_IsString(it)) {
                if (!err)
                    continue;
                snprintf(err, errlen, "\"%s\" holds something not a "
                             "species name", mv_keys[k].key);
                return -1;
            }
            /* without err a bad name is left out */
            if (set_one(hero->mvflags, it->valuestring, mv_keys[k].flag, msg,
                        sizeof msg) != 0 && err) {
                snprintf(err, errlen, "\"%s\": %s", mv_keys[k].key, msg);
                return -1;
            }
        }
    }
    return 0;
}

void mvitals_context_to_json(const struct nhl_hero *hero,
                             struct cJSON *root)
{
    for (size_t k = 0; k < sizeof mv_keys / sizeof mv_keys[0]; k++) {
        cJSON *list = NULL;

        for (int i = 0; i < NUMMONS_ENUM; i++) {
            if (!(hero->mvflags[i] & mv_keys[k].flag))
                continue;
            if (!list && !(list = cJSON_AddArrayToObject(root,
                                                         mv_keys[k].key)))
                return;
            /* the neutral name (C: pmnames[NEUTRAL]), else the male */
            const char *nm = mons_invariant[i].pmnames[0] ? mons_invariant[i].pmnames[0]
                             : mons_invariant[i].pmnames[1] ? mons_invariant[i].pmnames[1]
                                                  : mons_invariant[i].pmnames[2];
            cJSON_AddItemToArray(list, cJSON_CreateString(nm));
        }
    }
}
