/* test_view_heat.c - the viewer's heat-map overlay (key M, #15) driven
 * headless: every map cell shows the shade nhlev stats' tally gives it
 * (the tally made here through the library), the panel gives the cell's
 * count, misspelt names reopen the prompt with the closest, M again turns
 * it off. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "testutil.h"

static char *run(const char *args)
{
    char cmd[4096], *buf;
    struct stat st;

    if (stat(TU_NETHACK50_DAT "/dungeon.lua", &st) != 0)
        cr_assert_fail("NetHack dat/ not installed at " TU_NETHACK50_DAT);
    snprintf(cmd, sizeof cmd, "'%s' view %s 2>&1", NHLEV_BIN, args);
    int s = tu_run_all(cmd, &buf);

    cr_assert(s == 0, "%s", buf);
    return buf;
}

static void line_of(const char *scr, int y, char *buf, size_t len)
{
    const char *p = scr;
    for (int i = 0; i < y && p; i++)
        if ((p = strchr(p, '\n')) != NULL)
            p++;
    buf[0] = 0;
    if (!p)
        return;
    size_t n = strcspn(p, "\n");
    n = n < len - 1 ? n : len - 1;
    memcpy(buf, p, n);
    buf[n] = 0;
}

Test(view_heat, cells_show_the_tally_of_nhlev_stats)
{
    char *out = run("castle --dat " TU_NETHACK50_DAT " --ascii --headless --size 130x30 "
                    "--keys 'Mwand of wishing, 24<Enter>'");
    cr_assert(strstr(out, "heat map of wand of wishing, seeds 1..24: on 24 levels (100.0%)"),
              "%s", out);
    cr_assert(strstr(out, "overlays: obj,mon,trap,heat"), "%s", out);
    cr_assert(strstr(out, "heat: wand of wishing here on 0 of 24 levels"), "%s", out);

    /* the same tally through the library */
    struct nhl_build_opts o;
    struct nhl_stats_query q;
    char why[300];
    nhl_build_opts_defaults(&o);
    o.dat_dir = TU_NETHACK50_DAT;
    o.level = "castle";
    o.place_from_layout = true;
    cr_assert_eq(nhl_stats_query_parse("wand of wishing", &q, why, sizeof why), 0);
    struct nhl_level_stats *st = nhl_stats_new(&q);
    struct nhl_stats_run r = { .base = &o, .first = 1, .last = 24, .jobs = 2 };
    cr_assert_eq(nhl_stats_run(&r, st, why, sizeof why), 0);
    uint64_t top = 0;
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            top = st->q_levels[x][y] > top ? st->q_levels[x][y] : top;
    cr_assert(top > 0);
    int shaded = 0;
    for (int y = 0; y < ROWNO; y++) {
        char row[512];
        line_of(out, 1 + y, row, sizeof row);
        for (int x = 0; x < COLNO; x++) {
            char c = x < (int) strlen(row) ? row[x] : ' ';
            uint64_t v = st->q_levels[x][y];
            if (v) {
                char want = (char) ('0' + (v * 9 + top - 1) / top);
                cr_assert_eq(c, want, "cell %d,%d: '%c', want '%c'", x, y, c, want);
                shaded++;
            }
        }
    }
    cr_assert(shaded >= 4, "%d", shaded);
    free(st);
    free(out);

    /* the panel: the count at the cursor (13,5: a storeroom's centre) */
    out = run("castle --dat " TU_NETHACK50_DAT " --headless --size 130x30 "
              "--keys 'Mwand of wishing, 24<Enter>JlllllllllllllKjjjjj'");
    cr_assert(strstr(out, "(13,5)"), "%s", out);
    cr_assert(strstr(out, "heat: wand of wishing here on "), "%s", out);
    free(out);
}

Test(view_heat, bad_names_and_off)
{
    char *out = run("castle --dat " TU_NETHACK50_DAT " --headless --size 130x30 "
                    "--keys 'Mmonster:soldeir<Enter>'");
    cr_assert(strstr(out, "heat map of (what[, seeds]): monster:soldeir"), "%s", out);
    cr_assert(strstr(out, "closest: monster:soldier"), "%s", out);
    free(out);
    out = run("castle --dat " TU_NETHACK50_DAT " --headless --size 130x30 "
              "--keys 'Mtrap:trap door, 0<Enter>'");
    cr_assert(strstr(out, "seeds: a number from 1 to"), "%s", out);
    free(out);
    out = run("castle --dat " TU_NETHACK50_DAT " --headless --size 130x30 "
              "--keys 'Mterrain:moat, 5<Enter>M'");
    cr_assert(strstr(out, "heat map off"), "%s", out);
    cr_assert_null(strstr(out, "trap,heat"), "%s", out);
    free(out);
    /* the key is in the help, from the key table */
    out = run("demo --headless --size 130x60 --keys '?'");
    cr_assert(strstr(out, "heat map over many seeds"), "%s", out);
    free(out);
}
