/* test_extralev.c - the Rogue level (extralev.h): C's three truth files
 * rebuilt from their context (by the level's name and by its floor,
 * dlvl:15 of the truth files' dungeon) must equal C's in every part, and
 * the room grid keeps its shape over many seeds: rooms inside their
 * sections, a walk that links all nine sections, every link dug, and a
 * map where every room reaches every other. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include <cjson/cJSON.h>

#include "extralev.h" /* corr, ROGUE_GRID: the module under test */
#include "level.h" /* level_new: a level made outside a build */
#include "testutil_internal.h"

#define NH_DAT "" TU_NETHACK_DAT ""

static void need_dat(void)
{
    struct stat st;

    if (stat(NH_DAT "/dungeon.lua", &st) != 0)
        cr_assert_fail("NetHack dat/ not installed at " NH_DAT);
}

Test(extralev, truth_by_name)
{
    need_dat();
    tu_expect_truth_equal("rogue.seed1", NULL, false);
    tu_expect_truth_equal("rogue.seed2", NULL, false);
    tu_expect_truth_equal("rogue.seed3", NULL, false);
}

/* the truth files' dungeon (game 42) puts the Rogue level on floor 15 */
Test(extralev, truth_by_floor)
{
    need_dat();
    tu_expect_truth_equal("rogue.seed1", "dlvl:15", true);
    tu_expect_truth_equal("rogue.seed3", "dlvl:15", true);
}

Test(extralev, name_without_dat_is_an_error)
{
    struct nhl_build_opts o;
    struct nhl_build_result res;

    nhl_build_opts_defaults(&o);
    o.level = "rogue"; /* the built-in level set has no Rogue level */
    cr_expect_neq(nhl_build(&o, &res), 0);
    cr_expect(strstr(res.errmsg, "rogue") != NULL, "%s", res.errmsg);
    nhl_build_result_free(&res);
}

/* ------------------------------------------------------------------ */
/* the grid's shape */

static bool passable(int typ)
{
    return typ == ROOM || typ == CORR || typ == SCORR || typ == DOOR
           || typ == SDOOR;
}

/* cells reachable from (sx,sy) orthogonally over floor, corridors and
 * doors (secret ones too: they are there to be found) */
static void flood(const struct nhl_level *lev, int sx, int sy,
                  bool seen[COLNO][ROWNO])
{
    static int stack[COLNO * ROWNO][2];
    int n = 0;

    memset(seen, 0, sizeof(bool) * COLNO * ROWNO);
    stack[n][0] = sx;
    stack[n][1] = sy;
    n++;
    seen[sx][sy] = true;
    while (n > 0) {
        n--;
        int x = stack[n][0], y = stack[n][1];
        static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };

        for (int i = 0; i < 4; i++) {
            int nx = x + dx[i], ny = y + dy[i];

            if (nx < 0 || nx >= COLNO || ny < 0 || ny >= ROWNO
                || seen[nx][ny] || !passable(lev->at[nx][ny].typ))
                continue;
            seen[nx][ny] = true;
            stack[n][0] = nx;
            stack[n][1] = ny;
            n++;
        }
    }
}

/* all nine sections linked through the walk's exits */
static int linked_sections(const struct rogue_grid *g)
{
    bool seen[ROGUE_GRID][ROGUE_GRID] = { { false } };
    int queue[9][2], head = 0, tail = 0, count = 0;

    queue[tail][0] = 0;
    queue[tail][1] = 0;
    tail++;
    seen[0][0] = true;
    while (head < tail) {
        int x = queue[head][0], y = queue[head][1];
        unsigned e = g->r[x][y].exits;

        head++;
        count++;
        int nb[4][3] = { { x - 1, y, XL_LEFT }, { x + 1, y, XL_RIGHT },
                         { x, y - 1, XL_UP }, { x, y + 1, XL_DOWN } };

        for (int i = 0; i < 4; i++) {
            int nx = nb[i][0], ny = nb[i][1];

            if (!(e & (unsigned) nb[i][2]) || seen[nx][ny])
                continue;
            seen[nx][ny] = true;
            queue[tail][0] = nx;
            queue[tail][1] = ny;
            tail++;
        }
    }
    return count;
}

static int popcount4(unsigned v)
{
    return (int) ((v & 1) + ((v >> 1) & 1) + ((v >> 2) & 1) + ((v >> 3) & 1));
}

Test(extralev, grid_shape_over_seeds)
{
    static bool seen[COLNO][ROWNO];
    int crossings = 0, loops = 0;

    for (uint64_t seed = 1; seed <= 300; seed++) {
        struct nhl_rng rng = { 0 };
        struct nhl_level_context ctx;

        nhl_level_context_defaults(&ctx);
        ctx.dlevel = ctx.depth = ctx.level_difficulty = 15;
        snprintf(ctx.special, sizeof ctx.special, "rogue");
        nhl_rng_init(&rng, seed);
        struct nhl_level *lev = level_new(&rng, &ctx);

        cr_assert_not_null(lev);
        struct rogue_grid g;
        int nroom = makeroguerooms(lev, &g);
        int reals = 0, links = 0;

        cr_assert_eq(nroom, lev->nroom, "seed %lu", (unsigned long) seed);
        cr_assert_geq(nroom, 1, "seed %lu: no room", (unsigned long) seed);
        cr_expect_eq(linked_sections(&g), 9, "seed %lu: the walk left a "
                     "section apart", (unsigned long) seed);
        for (int y = 0; y < ROGUE_GRID; y++)
            for (int x = 0; x < ROGUE_GRID; x++) {
                const struct rogue_section *s = &g.r[x][y];
                bool last = y == ROGUE_GRID - 1;

                /* every link dug, and links agree from both ends */
                cr_expect_eq(s->doortable, 0u, "seed %lu (%d,%d)",
                             (unsigned long) seed, x, y);
                if (x < 2)
                    cr_expect_eq(!!(s->exits & XL_RIGHT),
                                 !!(g.r[x + 1][y].exits & XL_LEFT));
                if (y < 2)
                    cr_expect_eq(!!(s->exits & XL_DOWN),
                                 !!(g.r[x][y + 1].exits & XL_UP));
                cr_expect(!(x == 0 && (s->exits & XL_LEFT)));
                cr_expect(!(y == 0 && (s->exits & XL_UP)));
                links += popcount4(s->exits);
                if (!s->real) {
                    crossings++;
                    /* a crossing lies where a room's floor could */
                    cr_expect(s->rlx >= 2 && s->rlx <= 23);
                    cr_expect(s->rly >= 2 && s->rly <= (last ? 5 : 4));
                    continue;
                }
                reals++;
                cr_assert(s->nroom >= 0 && s->nroom < nroom);
                const struct mkroom *r = &lev->rooms[s->nroom];
                int x0 = 1 + ROGUE_SECTION_W * x, y0 = ROGUE_SECTION_H * y;

                cr_expect(s->dx >= 2 && s->dx <= 23, "dx %d", s->dx);
                cr_expect(s->dy >= 2 && s->dy <= (last ? 5 : 4), "dy %d",
                          s->dy);
                /* floor and walls inside the section's 26 x 7 */
                cr_expect_eq(r->lx, x0 + s->rlx);
                cr_expect_eq(r->ly, y0 + s->rly);
                cr_expect_eq(r->hx - r->lx + 1, s->dx);
                cr_expect_eq(r->hy - r->ly + 1, s->dy);
                cr_expect(r->lx - 1 >= x0 && r->hx + 1 <= x0 + 24,
                          "seed %lu room %d: x %d..%d", (unsigned long) seed,
                          s->nroom, r->lx, r->hx);
                cr_expect(r->ly - 1 >= y0 && r->hy + 1 <= y0 + (last ? 6 : 5),
                          "seed %lu room %d: y %d..%d", (unsigned long) seed,
                          s->nroom, r->ly, r->hy);
                /* one doorway per link, none with a door in it */
                cr_expect_eq(r->doorct, popcount4(s->exits),
                             "seed %lu room %d", (unsigned long) seed,
                             s->nroom);
                for (int d = r->fdoor; d < r->fdoor + r->doorct; d++) {
                    const struct rm *c = &lev->at[lev->doors[d].x][lev->doors[d].y];

                    cr_expect(c->typ == DOOR || c->typ == SDOOR);
                    cr_expect_eq(c->flags, D_NODOOR);
                }
            }
        cr_expect_eq(reals, nroom);
        /* a tree of nine sections has eight links, each counted twice;
         * the one-in-ten extra links make loops */
        cr_expect_geq(links, 16, "seed %lu", (unsigned long) seed);
        if (links > 16)
            loops++;
        /* every room reaches every other over the map */
        flood(lev, lev->rooms[0].lx, lev->rooms[0].ly, seen);
        for (int i = 1; i < nroom; i++)
            cr_expect(seen[lev->rooms[i].lx][lev->rooms[i].ly],
                      "seed %lu: room %d cut off", (unsigned long) seed, i);
        nhl_level_free(lev);
        nhl_rng_free(&rng);
    }
    /* both kinds of section and both kinds of walk were seen */
    cr_expect_gt(crossings, 0);
    cr_expect_gt(loops, 0);
}

Test(extralev, corr_is_secret_one_time_in_fifty)
{
    struct nhl_rng rng = { 0 };
    struct nhl_level *lev = tu_level_open(&rng, 7);
    int secret = 0, plain = 0;

    for (int i = 0; i < 5000; i++) {
        corr(lev, 10, 10);
        if (lev->at[10][10].typ == SCORR)
            secret++;
        else if (lev->at[10][10].typ == CORR)
            plain++;
    }
    cr_expect_eq(secret + plain, 5000);
    /* 100 expected; far outside that would be another chance */
    cr_expect(secret > 50 && secret < 170, "%d secret of 5000", secret);
    /* off the map: nothing written, nothing drawn */
    long before = (long) rng.ndraws;

    corr(lev, -1, 3);
    corr(lev, COLNO, 3);
    cr_expect_eq((long) rng.ndraws, before);
    tu_level_close(lev, &rng);
}
