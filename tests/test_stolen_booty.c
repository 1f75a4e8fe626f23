/* test_stolen_booty.c - the Orcish Town's aftermath (C: stolen_booty):
 * with the truth files' context, minetn-1's whole RNG log, objects and
 * monsters equal C's, the orcs left behind carry the gang's names C gave
 * them, and nothing the gang took or made stays on the level. Also the
 * migration pieces on their own: orc names, a delivery naming its orc, a
 * monster leaving with its pack. */
#include <criterion/criterion.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "data_enums.h" /* SKELETON_KEY, LONG_SWORD: the engine's numbering */
#include "monflags.h" /* M2_ORC: species flags */
#include "migrate.h" /* obj_migrate_to_species, deliver_obj_to_mon: what migrates */
#include "orcname.h" /* rndorcname, christen_monst: engine internals the test drives */
#include "stolen_booty.h" /* stolen_booty: the module under test */
#include "testutil_internal.h"

#define NH_DAT "" TU_NETHACK_DAT ""

Test(stolen_booty, orcish_town_equals_c)
{
    struct stat st;

    if (stat(NH_DAT "/minetn-1.lua", &st) != 0)
        cr_assert_fail("NetHack dat/ not installed at " NH_DAT);
    for (int seed = 1; seed <= 3; seed++) {
        char name[32];
        struct tu_truth t;

        snprintf(name, sizeof name, "minetn-1.seed%d", seed);
        tu_truth_rebuild(&t, name, NULL, false);
        cJSON *theirs = t.theirs;
        struct nhl_build_result res = t.res;

        cr_expect_str_eq(res.variant, "minetn-1");
        cr_expect_not(res.lev->build->ransacked, "the booty is made once");
        cr_expect(t.cmp.part[CMP_RNG].match, "seed %d rng", seed);
        cr_expect(t.cmp.part[CMP_OBJECTS].match, "seed %d objects", seed);
        cr_expect(t.cmp.part[CMP_MONSTERS].match, "seed %d monsters", seed);

        /* the names: C's list is newest first, ours in creation order */
        const cJSON *mons = cJSON_GetObjectItemCaseSensitive(theirs,
                                                             "monsters");
        int n = cJSON_GetArraySize(mons), named = 0;

        cr_assert_eq(n, res.lev->nmonsters, "seed %d monster count", seed);
        for (int i = 0; i < n; i++) {
            const cJSON *tm = cJSON_GetArrayItem(mons, i);
            const cJSON *gn = cJSON_GetObjectItemCaseSensitive(tm,
                                                               "givenname");
            const struct monst *m = &res.lev->monsters[n - 1 - i];

            if (cJSON_IsString(gn)) {
                named++;
                cr_expect(m->mname && !strcmp(m->mname, gn->valuestring),
                          "seed %d monster %d: ours %s, C's %s", seed, i,
                          m->mname ? m->mname : "(none)", gn->valuestring);
            } else {
                cr_expect_null(m->mname, "seed %d monster %d named %s",
                               seed, i, m->mname);
            }
        }
        cr_expect_gt(named, 5, "seed %d: the gang's names", seed);

        /* nothing of the gang's stays: its loot and what it carried
         * left with it */
        int gone = 0;

        for (int i = 0; i < res.lev->nobjects; i++) {
            const struct obj *ob = &res.lev->objects[i];

            /* what no orc took waits for the leader, off the level too */
            if (ob->migr_species)
                cr_expect(ob->floating, "waiting booty on the level");
            if (ob->floating)
                gone++;
            else
                cr_expect(ob->owner < 0 || ob->owner < res.lev->nmonsters);
        }
        cr_expect_gt(gone, 10, "seed %d: the loot left", seed);
        tu_truth_free(&t);
    }
}

Test(stolen_booty, other_towns_are_not_ransacked)
{
    struct tu_truth t;

    tu_truth_rebuild(&t, "minetn-2.seed1", NULL, false);
    cr_expect_str_eq(t.res.variant, "minetn-2");
    for (size_t i = 0; i < t.res.rng->nlog; i++)
        cr_expect_null(strstr(t.res.rng->log[i], "rndorcname"),
                       "draw %zu: %s", i, t.res.rng->log[i]);
    tu_truth_free(&t);
}

/* rndorcname's syllables, the longer of two with a common start first */
static const char *const vowelish[] = { "ai", "a", "og", "u" };
static const char *const consonantish[] = { "gris", "gor", "un", "bane",
                                            "ruk", "oth", "ul", "z",
                                            "thos", "akh", "hai" };

/* can s be read as alternating syllables (3 or 4 in all) from here, the
 * next one vowel-ish or not, nsyl read so far? */
static bool parses(const char *s, bool vowel, int nsyl)
{
    if (!*s)
        return nsyl == 3 || nsyl == 4;
    if (nsyl >= 4)
        return false;
    if (nsyl > 0 && *s == '-')
        s++;
    const char *const *set = vowel ? vowelish : consonantish;
    int n = vowel ? 4 : 11;

    for (int i = 0; i < n; i++) {
        size_t l = strlen(set[i]);

        if (!strncmp(s, set[i], l) && parses(s + l, !vowel, nsyl + 1))
            return true;
    }
    return false;
}

Test(stolen_booty, orc_names)
{
    struct nhl_rng rng = { 0 };

    for (uint64_t seed = 1; seed <= 40; seed++) {
        struct nhl_level *lev = tu_level_open(&rng, seed);
        char buf[64];

        rndorcname(lev, buf, sizeof buf);
        /* 2 draws, then one per syllable and one hyphen chance for each
         * after the first */
        cr_expect(rng.nlog == 2 + 3 + 2 || rng.nlog == 2 + 4 + 3,
                  "seed %d: %zu draws", (int) seed, rng.nlog);
        cr_expect(parses(buf, true, 0) || parses(buf, false, 0),
                  "seed %d: %s", (int) seed, buf);
        tu_level_close(lev, &rng);
    }
}

static int add_mon(struct nhl_level *lev, int mndx)
{
    struct monst *m = level_add_monster(lev);

    cr_assert_not_null(m);
    m->mndx = mndx;
    m->x = 10;
    m->y = 5;
    return (int) (m - lev->monsters);
}

static int add_obj(struct nhl_level *lev, int otyp)
{
    struct obj *o = level_add_object(lev);

    cr_assert_not_null(o);
    o->otyp = otyp;
    o->quan = 1;
    o->corpsenm = -1;
    o->container = -1;
    o->owner = -1;
    return (int) (o - lev->objects);
}

Test(stolen_booty, delivery_names_the_orc)
{
    struct nhl_rng rng = { 0 };
    struct nhl_level *lev = tu_level_open(&rng, 7);

    lev->ctx.in_mines = true;
    int key = add_obj(lev, SKELETON_KEY);
    int sword = add_obj(lev, LONG_SWORD);

    lev->objects[key].oname = strdup("gorak");
    lev->objects[sword].oname = strdup("gorak");
    obj_migrate_to_species(lev, key, M2_ORC);
    obj_migrate_to_species(lev, sword, M2_ORC);
    cr_expect(lev->objects[key].floating);

    /* a gnome is not of the kind: nothing for it */
    int gnome = add_mon(lev, PM_GNOME);

    cr_expect_eq(deliver_obj_to_mon(lev, gnome), -1);
    cr_expect_eq(rng.nlog, 0);

    /* an orc gets the newest piece and the gang's name */
    int orc = add_mon(lev, PM_HILL_ORC);

    cr_expect_eq(deliver_obj_to_mon(lev, orc), sword);
    cr_expect_eq(lev->objects[sword].owner, orc);
    cr_expect_not(lev->objects[sword].floating);
    cr_expect_eq(lev->objects[sword].migr_species, 0UL);
    cr_expect_null(lev->objects[sword].oname);
    cr_assert_not_null(lev->monsters[orc].mname);
    const char *of = strstr(lev->monsters[orc].mname, " of Gorak");

    cr_expect(of && !of[9], "%s", lev->monsters[orc].mname);
    cr_expect(isupper((unsigned char) lev->monsters[orc].mname[0]));

    /* a named orc keeps its name, but takes the next piece */
    size_t before = rng.nlog;
    int orc2 = add_mon(lev, PM_URUK_HAI);

    christen_monst(lev, orc2, "Grishnakh");
    cr_expect_eq(deliver_obj_to_mon(lev, orc2), key);
    cr_expect_str_eq(lev->monsters[orc2].mname, "Grishnakh");
    cr_expect_eq(rng.nlog, before);
    /* and nothing is left for a third */
    cr_expect_eq(deliver_obj_to_mon(lev, add_mon(lev, PM_HILL_ORC)), -1);

    /* the first orc leaves with its sword: the later monsters move down
     * and their packs follow them */
    migrate_mon_away(lev, orc);
    cr_expect_eq(lev->nmonsters, 3);
    cr_expect(lev->objects[sword].floating);
    cr_expect_eq(lev->objects[sword].owner, -1);
    cr_expect_eq(lev->objects[key].owner, orc2 - 1);
    cr_expect_str_eq(lev->monsters[orc2 - 1].mname, "Grishnakh");
    cr_expect_eq(lev->monsters[gnome].mndx, PM_GNOME);
    tu_level_close(lev, &rng);
}

Test(stolen_booty, long_names_are_cut)
{
    struct nhl_level *lev = level_new(NULL, NULL);
    int m = add_mon(lev, PM_HILL_ORC);
    char longname[200];

    memset(longname, 'a', sizeof longname - 1);
    longname[sizeof longname - 1] = '\0';
    christen_monst(lev, m, longname);
    cr_expect_eq(strlen(lev->monsters[m].mname), PL_PSIZ - 1);
    christen_monst(lev, m, "");
    cr_expect_null(lev->monsters[m].mname);
    /* without the generation factories nothing is made or drawn */
    lev->ctx.in_mines = true;
    lev->build->gen = NULL;
    stolen_booty(lev);
    cr_expect_eq(lev->nmonsters, 1);
    nhl_level_free(lev);
}
