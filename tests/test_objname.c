/* test_objname.c - an object type by name, from the per-release index, is
 * what walking the whole table finds (sp_lev.c find_objtype). */
#include <criterion/criterion.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "objname.h" /* objname_lookup: the module under test */
#include "version.h" /* nh_release, nh_has_otyp: the release records */

static int walk(const struct nh_release *r, const char *s, int oclass)
{
    for (int i = 0; i < NUM_OTYPES; i++)
        if (r->objects[i].oc_name && (!oclass || oclass == r->objects[i].oc_class)
            && nh_has_otyp(r, i) && !strcasecmp(s, r->objects[i].oc_name))
            return i;
    return -1;
}

/* every name of both releases, as written and upper-cased, with no class,
 * its own class and every other class; and names no object has */
Test(objname, every_name_as_the_walk_finds_it)
{
    static const char *const absent[] = { "", "boulderx", "bouldeR ",
                                          "wand of wishing", "\xc3\xa9pee", NULL };
    int shared = 0;

    for (int v = 0; v < NHV_COUNT; v++) {
        const struct nh_release *r = nh_release((enum nhl_version) v);

        for (int i = 0; i < NUM_OTYPES; i++) {
            const char *n = r->objects[i].oc_name;
            char up[128];

            if (!n)
                continue;
            snprintf(up, sizeof up, "%s", n);
            for (char *p = up; *p; p++)
                *p = (char) toupper((unsigned char) *p);
            for (int c = 0; c < MAXOCLASSES; c++) {
                cr_assert_eq(objname_lookup(r, n, c), walk(r, n, c), "%s %d", n, c);
                cr_assert_eq(objname_lookup(r, up, c), walk(r, up, c), "%s %d", up, c);
            }
            if (walk(r, n, 0) != i)
                shared++;
        }
        for (int a = 0; absent[a]; a++)
            cr_assert_eq(objname_lookup(r, absent[a], 0), walk(r, absent[a], 0));
    }
    /* the chains are used: some names belong to several objects */
    cr_assert_gt(shared, 0);
}
