/* test_location.c - a random script coordinate (C: get_location): a
 * hundred random tries, then the whole area column by column. */
#include <criterion/criterion.h>
#include <string.h>

#include "level.h" /* level_add_object: a level made outside a build */
#include "location.h" /* get_location, reset_xystart_size: the module under test */
#include "testutil_internal.h"

static struct nhl_rng g_rng;
static struct nhl_level *lev;

static void setup(void)
{
    lev = tu_level_open(&g_rng, 5);
    reset_xystart_size(lev);
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            lev->at[x][y].typ = STONE;
}

static void teardown(void) { tu_level_close(lev, &g_rng); }

TestSuite(location, .init = setup, .fini = teardown);

static void boulder(int x, int y)
{
    struct obj *o = level_add_object(lev);

    cr_assert_not_null(o);
    snprintf(o->id, sizeof o->id, "boulder");
    o->x = x;
    o->y = y;
    o->container = o->owner = -1;
    o->buried = false;
}

/* The first cell is_ok_location accepts, column by column, as C's last
 * try reads the area; -1 if none. */
static void first_ok(int humidity, int *fx, int *fy)
{
    *fx = *fy = -1;
    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            if (is_ok_location(lev, x, y, humidity)) {
                *fx = x;
                *fy = y;
                return;
            }
}

/* Nothing wet on a dry map: a hundred tries (two draws each), then no
 * spot at all when the caller asked not to be warned. */
Test(location, no_spot_after_every_try)
{
    int x = -1, y = -1;
    uint64_t before = g_rng.ndraws;

    for (int cx = 1; cx < COLNO; cx++)
        lev->at[cx][10].typ = ROOM;
    get_location(lev, &x, &y, WET | NO_LOC_WARN, -1);
    cr_assert_eq(x, -1);
    cr_assert_eq(y, -1);
    cr_assert_eq(g_rng.ndraws - before, 200);
    /* warned: the last cell of the area stays */
    x = y = -1;
    get_location(lev, &x, &y, WET, -1);
    cr_assert_eq(x, COLNO - 1);
    cr_assert_eq(y, ROWNO - 1);
}

/* A dry spot among boulders: the tries miss the three floor cells, and
 * the area search skips the two with a boulder and takes the third;
 * SOLID ignores boulders and stone is a spot for it. */
Test(location, area_search_skips_boulders)
{
    int x = -1, y = -1, fx, fy;

    lev->at[60][3].typ = ROOM;
    lev->at[60][9].typ = ROOM;
    lev->at[61][2].typ = ROOM;
    boulder(60, 3);
    boulder(60, 9);
    get_location(lev, &x, &y, DRY | NO_LOC_WARN, -1);
    first_ok(DRY, &fx, &fy);
    cr_assert_eq(fx, 61);
    cr_assert_eq(fy, 2);
    cr_assert_eq(x, fx);
    cr_assert_eq(y, fy);
    cr_assert(!is_ok_location(lev, 60, 3, DRY));
    cr_assert(is_ok_location(lev, 60, 3, DRY | SOLID));
    cr_assert(is_ok_location(lev, 5, 5, SOLID));
    cr_assert(is_ok_location(lev, 5, 5, DRY | ANY_LOC));
}

/* Water and lava answer for WET and HOT only. */
Test(location, wet_and_hot)
{
    int x = -1, y = -1;

    lev->at[70][20].typ = LAVAPOOL;
    lev->at[2][1].typ = POOL;
    get_location(lev, &x, &y, HOT | NO_LOC_WARN, -1);
    cr_assert_eq(x, 70);
    cr_assert_eq(y, 20);
    x = y = -1;
    get_location(lev, &x, &y, WET | NO_LOC_WARN, -1);
    cr_assert_eq(x, 2);
    cr_assert_eq(y, 1);
    cr_assert(!is_ok_location(lev, 2, 1, DRY | HOT));
}
