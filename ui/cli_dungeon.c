/* cli_dungeon.c - `nhlev dungeon`: the dungeon layout of a game with a
 * given seed (C's init_dungeons), as text or JSON: each dungeon's depth
 * range, the special levels, the branches and the chance levels. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>
#include "cli.h"
#include "dungeon.h"
#include "floor.h"
#include "source.h"

static const char *const branch_names[] = { "stair", "no_end1", "no_end2", "portal" };

static void usage(FILE *f)
{
    fprintf(f, "usage: nhlev dungeon [--seed N] [--dat DIR] [--format text|json] [--role R]\n"
               "                    [--floors]\n"
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
               "  --format F        text (default) or json\n",
            DUNGEON_TRUTH_SEED, dungeon_truth_skip);
}

static const char *dname(const struct dungeon_layout *dl, int dnum)
{
    return dnum >= 0 && dnum < dl->n_dungeons ? dl->dungeons[dnum].name : "(floating)";
}

static void print_floors(const struct dungeon_layout *dl, int d, const char *role_code)
{
    for (int l = 1; l <= dl->dungeons[d].num_dunlevs; l++) {
        d_level at = { d, l };
        char name[64], what[64];

        floor_name(dl, at, name, sizeof name);
        floor_describe(dl, at, role_code, what, sizeof what);
        printf("   floor %-12s depth %3d  %s\n", name, dungeon_depth(dl, at), what);
    }
}

static void print_text(const struct dungeon_layout *dl, bool floors, const char *role_code)
{
    printf("seed %" PRIu64, dl->seed);
    if (dl->skip)
        printf(" (after %" PRIu64 " draws)", dl->skip);
    printf(": init_dungeons made %d draws, castle tune %s\n", dl->draws, dl->tune);
    for (int d = 0; d < dl->n_dungeons; d++) {
        const struct dungeon_info *di = &dl->dungeons[d];

        printf("\n%d %s: levels 1-%d, depth %d to %d, entry %d, ledger %d-%d\n", d,
               di->name, di->num_dunlevs, di->depth_start,
               di->depth_start + di->num_dunlevs - 1, di->entry_lev,
               di->ledger_start + 1, di->ledger_start + di->num_dunlevs);
        char key[48];

        floor_key(dl, d, key, sizeof key);
        printf("   floors %s:1-%d\n", key, di->num_dunlevs);
        for (int i = 0; i < dl->n_levels; i++) {
            const struct dungeon_special *s = &dl->levels[i];

            if (s->dlevel.dnum != d)
                continue;
            char fname[64];

            floor_name(dl, s->dlevel, fname, sizeof fname);
            printf("   %-10s dlevel %2d  depth %3d  %s", s->proto, s->dlevel.dlevel,
                   dungeon_depth(dl, s->dlevel), fname);
            if (s->rndlevs)
                printf("  (%d variants)", s->rndlevs);
            printf("\n");
        }
        if (floors)
            print_floors(dl, d, role_code);
        for (int i = 0; i < dl->n_branches; i++) {
            const struct dungeon_branch *b = &dl->branches[i];

            if (b->end1.dnum != d && !(b->end1.dnum >= dl->n_dungeons && d == 0))
                continue;
            printf("   branch %-7s dlevel %2d -> %s level %d (%s%s)\n",
                   branch_names[b->type], b->end1.dlevel, dname(dl, b->end2.dnum),
                   b->end2.dlevel, b->end1_up ? "up" : "down",
                   b->end1.dnum >= dl->n_dungeons ? ", floating" : "");
        }
    }
    for (int i = 0; i < dl->n_chance; i++)
        printf("%schance level %s (%d%%): %s\n", i ? "" : "\n", dl->chance[i].name,
               dl->chance[i].chance, dl->chance[i].present ? "present" : "absent");
}

static cJSON *dlevel_json(d_level l)
{
    cJSON *o = cJSON_CreateObject();

    cJSON_AddNumberToObject(o, "dnum", l.dnum);
    cJSON_AddNumberToObject(o, "dlevel", l.dlevel);
    return o;
}

static void print_json(const struct dungeon_layout *dl, const char *role_code)
{
    cJSON *root = cJSON_CreateObject();

    cJSON_AddNumberToObject(root, "seed", (double) dl->seed);
    cJSON_AddNumberToObject(root, "skip", (double) dl->skip);
    cJSON_AddNumberToObject(root, "draws", dl->draws);
    cJSON_AddStringToObject(root, "tune", dl->tune);
    cJSON *ds = cJSON_AddArrayToObject(root, "dungeons");

    for (int d = 0; d < dl->n_dungeons; d++) {
        const struct dungeon_info *di = &dl->dungeons[d];
        cJSON *o = cJSON_CreateObject();

        cJSON_AddNumberToObject(o, "dnum", d);
        cJSON_AddStringToObject(o, "name", di->name);
        cJSON_AddNumberToObject(o, "num_dunlevs", di->num_dunlevs);
        cJSON_AddNumberToObject(o, "depth_start", di->depth_start);
        cJSON_AddNumberToObject(o, "ledger_start", di->ledger_start);
        cJSON_AddNumberToObject(o, "entry_lev", di->entry_lev);
        char key[48];

        floor_key(dl, d, key, sizeof key);
        cJSON_AddStringToObject(o, "key", key);
        cJSON *fs = cJSON_AddArrayToObject(o, "floors");

        for (int l = 1; l <= di->num_dunlevs; l++) {
            d_level at = { d, l };
            char name[64], what[64];
            cJSON *fo = cJSON_CreateObject();

            floor_name(dl, at, name, sizeof name);
            floor_describe(dl, at, role_code, what, sizeof what);
            cJSON_AddStringToObject(fo, "floor", name);
            cJSON_AddNumberToObject(fo, "dlevel", l);
            cJSON_AddNumberToObject(fo, "depth", dungeon_depth(dl, at));
            cJSON_AddStringToObject(fo, "level", what);
            cJSON_AddItemToArray(fs, fo);
        }
        cJSON_AddItemToArray(ds, o);
    }
    cJSON *ls = cJSON_AddArrayToObject(root, "levels");

    for (int i = 0; i < dl->n_levels; i++) {
        const struct dungeon_special *s = &dl->levels[i];
        cJSON *o = cJSON_CreateObject();

        char fname[64];

        floor_name(dl, s->dlevel, fname, sizeof fname);
        cJSON_AddStringToObject(o, "name", s->proto);
        cJSON_AddStringToObject(o, "floor", fname);
        cJSON_AddNumberToObject(o, "dnum", s->dlevel.dnum);
        cJSON_AddNumberToObject(o, "dlevel", s->dlevel.dlevel);
        cJSON_AddNumberToObject(o, "depth", dungeon_depth(dl, s->dlevel));
        cJSON_AddNumberToObject(o, "ledger", dungeon_ledger(dl, s->dlevel));
        cJSON_AddNumberToObject(o, "nlevels", s->rndlevs);
        cJSON_AddNumberToObject(o, "align", s->align);
        cJSON_AddItemToArray(ls, o);
    }
    cJSON *bs = cJSON_AddArrayToObject(root, "branches");

    for (int i = 0; i < dl->n_branches; i++) {
        const struct dungeon_branch *b = &dl->branches[i];
        cJSON *o = cJSON_CreateObject();

        cJSON_AddStringToObject(o, "type", branch_names[b->type]);
        cJSON_AddItemToObject(o, "end1", dlevel_json(b->end1));
        cJSON_AddItemToObject(o, "end2", dlevel_json(b->end2));
        cJSON_AddNumberToObject(o, "end1_up", b->end1_up);
        cJSON_AddItemToArray(bs, o);
    }
    cJSON *cs = cJSON_AddArrayToObject(root, "chance_levels");

    for (int i = 0; i < dl->n_chance; i++) {
        cJSON *o = cJSON_CreateObject();

        cJSON_AddStringToObject(o, "name", dl->chance[i].name);
        cJSON_AddNumberToObject(o, "chance", dl->chance[i].chance);
        cJSON_AddBoolToObject(o, "present", dl->chance[i].present);
        cJSON_AddItemToArray(cs, o);
    }
    char *s = cJSON_Print(root);

    if (s)
        printf("%s\n", s);
    free(s);
    cJSON_Delete(root);
}

int cli_dungeon(int argc, char **argv)
{
    const char *cmd = "dungeon", *dat = NULL, *format = "text", *role = NULL;
    uint64_t seed = DUNGEON_TRUTH_SEED, skip = dungeon_truth_skip;
    bool floors = false;

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
        if (i + 1 >= argc)
            return cli_error(cmd, "%s: unknown option or missing value", a);
        const char *v = argv[++i];

        char why[160];

        if (strcmp(a, "--seed") == 0) {
            if (cli_parse_seed(v, &seed, why, sizeof why) != 0)
                return cli_error(cmd, "--seed: %s", why);
        } else if (strcmp(a, "--skip") == 0) {
            if (cli_parse_seed(v, &skip, why, sizeof why) != 0 || skip > 100000000u)
                return cli_error(cmd, "--skip: '%s' is not a number from 0 to 100000000", v);
        } else if (strcmp(a, "--dat") == 0) {
            dat = cli_dat_dir(v);
        } else if (strcmp(a, "--role") == 0) {
            role = v;
        } else if (strcmp(a, "--format") == 0) {
            if (strcmp(v, "text") != 0 && strcmp(v, "json") != 0)
                return cli_error(cmd, "--format: '%s' is not text or json", v);
            format = v;
        } else {
            return cli_error(cmd, "unknown option '%s'", a);
        }
    }
    struct level_source src;
    char err[512] = "";

    memset(&src, 0, sizeof src);
    if (source_open(&src, dat, err, sizeof err) != 0)
        return cli_error(cmd, "%s", err);
    struct dungeon_layout *dl = calloc(1, sizeof *dl);

    if (!dl) {
        source_close(&src);
        return cli_error(cmd, "out of memory");
    }
    int rc = dungeon_layout_for_seed(dl, &src, seed, skip, dungeon_role_code(role),
                                     err, sizeof err);

    source_close(&src);
    if (rc != 0) {
        free(dl);
        return cli_error(cmd, "%s", err);
    }
    if (strcmp(format, "json") == 0)
        print_json(dl, dungeon_role_code(role));
    else
        print_text(dl, floors, dungeon_role_code(role));
    free(dl);
    return 0;
}
