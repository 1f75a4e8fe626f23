/* cli_dungeon.c - `nhlev dungeon`: the dungeon layout of a game with a
 * given seed (C's init_dungeons), as text or JSON: each dungeon's depth
 * range, the special levels, the branches and the chance levels. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>
#include "cli.h"

static void usage(FILE *f)
{
    uint64_t truth_seed, truth_skip;

    nhl_truth_game(&truth_seed, &truth_skip);
    fprintf(f, "usage: nhlev dungeon [--seed N | --game-seed N] [--dat DIR] [--format text|json]\n"
               "                    [--role R] [--floors] [--wizard]\n"
               "Lay out the dungeons from dungeon.lua (or a dungeon.def) as C's init_dungeons\n"
               "does for a game whose RNG was seeded with N: depth ranges, special\n"
               "levels, branches, which chance levels (the big room) exist, and the\n"
               "floor names that nhlev render/view/trace build: KEY:N, level N of a\n"
               "dungeon, KEY \"dlvl\" for the Dungeons of Doom, else a word of the\n"
               "dungeon's name (mines:3, gehennom:5, quest:2, sokoban:1, ludios:1,\n"
               "tower:1, planes:2, tutorial:1).\n"
               "  --floors          list every floor and what C's makelevel builds there\n"
               "                    (the special level, the filler, rooms or a maze)\n"
               "  --seed N          the game's seed (default %u, the truth files' game)\n"
               "  --skip K          raw RNG draws the game made before init_dungeons\n"
               "                    (default %" PRIu64 ": the seed set right before it)\n"
               "  --dat DIR         NetHack's dat/ directory (default: the built-in levels/)\n"
               "  --role R          quest level names (default Valkyrie)\n"
               "  --wizard          the game is in wizard mode (-D): no chance is drawn,\n"
               "                    every chance dungeon and level is made\n"
               "  --game-seed N     the real game seeded N: its start replayed as C's\n"
               "                    newgame makes it for the hero (--role --race\n"
               "                    --gender --align, default Valkyrie human female\n"
               "                    neutral) up to init_dungeons, in one RNG stream\n"
               "  --format F        text (default) or json\n",
            (unsigned) truth_seed, truth_skip);
}

/* the report's numbers are small whole numbers (nhl_dungeon_report) */
static int ji(const cJSON *o, const char *key)
{
    return cJSON_GetObjectItemCaseSensitive(o, key)->valueint;
}

static const char *js(const cJSON *o, const char *key)
{
    return cJSON_GetObjectItemCaseSensitive(o, key)->valuestring;
}

static const cJSON *ja(const cJSON *o, const char *key)
{
    return cJSON_GetObjectItemCaseSensitive(o, key);
}

static const char *dname(const cJSON *ds, int dnum)
{
    return dnum >= 0 && dnum < cJSON_GetArraySize(ds)
               ? js(cJSON_GetArrayItem(ds, dnum), "name")
               : "(floating)";
}

static void print_floors(const cJSON *di)
{
    const cJSON *f;

    cJSON_ArrayForEach(f, ja(di, "floors"))
        printf("   floor %-12s depth %3d  %s\n", js(f, "floor"), ji(f, "depth"),
               js(f, "level"));
}

/* the text form, read from the report; seed and skip are the caller's
 * (the report holds them as JSON numbers, short of 64 bits) */
static void print_text(const cJSON *r, uint64_t seed, uint64_t skip, bool floors)
{
    const cJSON *ds = ja(r, "dungeons"), *di;
    int n_dungeons = cJSON_GetArraySize(ds);

    printf("seed %" PRIu64, seed);
    if (skip)
        printf(" (after %" PRIu64 " draws)", skip);
    if (cJSON_IsTrue(ja(r, "wizard")))
        printf(", wizard mode");
    printf(": init_dungeons made %d draws, castle tune %s\n", ji(r, "draws"),
           js(r, "tune"));
    cJSON_ArrayForEach(di, ds) {
        int d = ji(di, "dnum"), num = ji(di, "num_dunlevs");
        int depth = ji(di, "depth_start"), ledger = ji(di, "ledger_start");
        const cJSON *s, *b;

        printf("\n%d %s: levels 1-%d, depth %d to %d, entry %d, ledger %d-%d\n", d,
               js(di, "name"), num, depth, depth + num - 1, ji(di, "entry_lev"),
               ledger + 1, ledger + num);
        printf("   floors %s:1-%d\n", js(di, "key"), num);
        cJSON_ArrayForEach(s, ja(r, "levels")) {
            if (ji(s, "dnum") != d)
                continue;
            printf("   %-10s dlevel %2d  depth %3d  %s", js(s, "name"), ji(s, "dlevel"),
                   ji(s, "depth"), js(s, "floor"));
            if (ji(s, "nlevels"))
                printf("  (%d variants)", ji(s, "nlevels"));
            printf("\n");
        }
        if (floors)
            print_floors(di);
        cJSON_ArrayForEach(b, ja(r, "branches")) {
            const cJSON *e1 = ja(b, "end1"), *e2 = ja(b, "end2");
            int e1dnum = ji(e1, "dnum");

            if (e1dnum != d && !(e1dnum >= n_dungeons && d == 0))
                continue;
            printf("   branch %-7s dlevel %2d -> %s level %d (%s%s)\n",
                   js(b, "branchtype"), ji(e1, "dlevel"), dname(ds, ji(e2, "dnum")),
                   ji(e2, "dlevel"), ji(b, "end1_up") ? "up" : "down",
                   e1dnum >= n_dungeons ? ", floating" : "");
        }
    }
    const cJSON *c;
    bool first = true;

    cJSON_ArrayForEach(c, ja(r, "chance_levels")) {
        printf("%schance level %s (%d%%): %s\n", first ? "\n" : "", js(c, "name"),
               ji(c, "chance"), cJSON_IsTrue(ja(c, "present")) ? "present" : "absent");
        first = false;
    }
}

static void print_json(const cJSON *root)
{
    char *s = nhl_json_safe(cJSON_Print(root));

    if (s)
        printf("%s\n", s);
    free(s);
}

int cli_dungeon(int argc, char **argv)
{
    const char *cmd = "dungeon", *dat = NULL, *format = "text", *role = NULL;
    uint64_t seed, skip;

    nhl_truth_game(&seed, &skip);
    bool floors = false, wizard = false, game = false;
    struct nhl_hero hero;

    memset(&hero, 0, sizeof hero);
    snprintf(hero.role, sizeof hero.role, "Valkyrie");
    snprintf(hero.race, sizeof hero.race, "human");
    snprintf(hero.gender, sizeof hero.gender, "female");
    snprintf(hero.align, sizeof hero.align, "neutral");

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];

        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 0;
        }
        if (strcmp(a, "--floors") == 0) {
            floors = true;
            continue;
        }
        if (strcmp(a, "--wizard") == 0) {
            wizard = true;
            continue;
        }
        if (i + 1 >= argc)
            return cli_error(cmd, "%s: unknown option or missing value", a);
        const char *v = argv[++i];

        char why[160];

        if (strcmp(a, "--seed") == 0 || strcmp(a, "--game-seed") == 0) {
            if (cli_parse_seed(v, &seed, why, sizeof why) != 0)
                return cli_error(cmd, "%s: %s", a, why);
            game = a[2] == 'g';
        } else if (strcmp(a, "--race") == 0) {
            snprintf(hero.race, sizeof hero.race, "%s", v);
        } else if (strcmp(a, "--gender") == 0) {
            snprintf(hero.gender, sizeof hero.gender, "%s", v);
        } else if (strcmp(a, "--align") == 0) {
            snprintf(hero.align, sizeof hero.align, "%s", v);
        } else if (strcmp(a, "--skip") == 0) {
            if (cli_parse_seed(v, &skip, why, sizeof why) != 0 || skip > 100000000u)
                return cli_error(cmd, "--skip: '%s' is not a number from 0 to 100000000", v);
        } else if (strcmp(a, "--dat") == 0) {
            dat = cli_dat_dir(v);
        } else if (strcmp(a, "--role") == 0) {
            role = v;
            snprintf(hero.role, sizeof hero.role, "%s", v);
        } else if (strcmp(a, "--format") == 0) {
            if (strcmp(v, "text") != 0 && strcmp(v, "json") != 0)
                return cli_error(cmd, "--format: '%s' is not text or json", v);
            format = v;
        } else {
            return cli_error(cmd, "unknown option '%s'", a);
        }
    }
    char err[512] = "";
    cJSON *report = nhl_dungeon_report_as(dat, seed, skip, role, wizard,
                                          game ? &hero : NULL, err, sizeof err);

    if (!report)
        return cli_error(cmd, "%s", err);
    if (game)
        skip = (uint64_t) cJSON_GetObjectItemCaseSensitive(report, "skip")->valuedouble;
    if (strcmp(format, "json") == 0)
        print_json(report);
    else
        print_text(report, seed, skip, floors);
    cJSON_Delete(report);
    return 0;
}
