/* dungeon_report.c - nhlev.h's dungeon-layout report (nhl_dungeon_report):
 * the dungeons C's init_dungeons lays out for a game's seed, as one JSON
 * document, so the CLI's `nhlev dungeon` needs neither dungeon.h's layout
 * nor floor.h (issue 22.4). The document is what `--format json` prints;
 * the text form is read from it. */
#include <stdio.h>
#include <stdlib.h>

#include "nhlev.h"

#include "dungeon.h"
#include "floor.h"
#include "source.h"
#include "startup.h"

static const char *const branch_names[] = { "stair", "no_end1", "no_end2", "portal" };

/* dungeon.lua's word for a branch (what its author wrote): C keeps
   no_up/no_down as "no stairs at end 1 or 2", chosen by the branch's
   direction (dungeon.c add_branch), so the word comes back from both */
static const char *branch_word(int type, bool end1_up)
{
    if (type == 1)
        return end1_up ? "no_up" : "no_down";
    if (type == 2)
        return end1_up ? "no_down" : "no_up";
    return branch_names[type];
}

void nhl_truth_game(uint64_t *seed, uint64_t *skip)
{
    *seed = DUNGEON_TRUTH_SEED;
    *skip = dungeon_truth_skip;
}

static cJSON *dlevel_json(d_level l)
{
    cJSON *o = cJSON_CreateObject();

    cJSON_AddNumberToObject(o, "dnum", l.dnum);
    cJSON_AddNumberToObject(o, "dlevel", l.dlevel);
    return o;
}

static cJSON *report_json(const struct dungeon_layout *dl, const char *role_code)
{
    cJSON *root = cJSON_CreateObject();

    cJSON_AddNumberToObject(root, "seed", (double) dl->seed);
    cJSON_AddNumberToObject(root, "skip", (double) dl->skip);
    cJSON_AddNumberToObject(root, "draws", dl->draws);
    cJSON_AddBoolToObject(root, "wizard", dl->wizard);
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
        cJSON_AddStringToObject(o, "branchtype", branch_word(b->type, b->end1_up));
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
    return root;
}

cJSON *nhl_dungeon_report(const char *dat, uint64_t seed, uint64_t skip,
                          const char *role, char *err, size_t errlen)
{
    return nhl_dungeon_report_as(dat, seed, skip, role, false, NULL, err,
                                 errlen);
}

/* a real game's layout: its start replayed up to and past init_dungeons */
static int game_layout(struct dungeon_layout *dl, const char *dat,
                       const struct level_source *src, uint64_t seed,
                       const struct nhl_hero *hero, bool wizard, char *err,
                       size_t errlen)
{
    char note[320];
    enum nhl_version v = nhl_resolve_version(NHV_AUTO, dat, NULL, note, sizeof note);
    struct startup *su = calloc(1, sizeof *su);
    struct startup_request rq = { .nh = nh_release(v), .src = src,
                                  .game_seed = seed, .hero = hero,
                                  .wizard = wizard };

    if (!su) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int rc = startup_run(su, &rq, err, errlen);

    if (rc == 0) {
        *dl = su->layout;
        startup_free(su);
    }
    free(su);
    return rc;
}

cJSON *nhl_dungeon_report_as(const char *dat, uint64_t seed, uint64_t skip,
                             const char *role, bool wizard,
                             const struct nhl_hero *game_hero, char *err,
                             size_t errlen)
{
    struct level_source src = { 0 };

    if (source_open(&src, dat, err, errlen) != 0)
        return NULL;
    struct dungeon_layout *dl = calloc(1, sizeof *dl);

    if (!dl) {
        source_close(&src);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (game_hero)
        role = game_hero->role;
    int rc = game_hero ? game_layout(dl, dat, &src, seed, game_hero, wizard, err,
                                     errlen)
                       : dungeon_layout_for_seed_mode(dl, &src, seed, skip,
                                                      dungeon_role_code(role),
                                                      wizard, err, errlen);

    source_close(&src);
    cJSON *root = rc == 0 ? report_json(dl, dungeon_role_code(role)) : NULL;

    if (rc == 0 && !root)
        snprintf(err, errlen, "out of memory");
    free(dl);
    return root;
}
