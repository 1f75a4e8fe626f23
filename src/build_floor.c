/* build_floor.c - a floor of any dungeon by its place ("mines:3",
 * "gehennom:5"): the game's layout places it, and the level C's
 * makelevel chooses there is built with that place's context
 * (C: makelevel's Is_special / proto / fill_lvl / quest filler / maze /
 * rooms chain). See floor.h and build.h. */
#include "build.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dungeon.h"
#include "floor.h"
#include "source.h"

static int fail(struct build_result *res, const char *msg)
{
    snprintf(res->errmsg, sizeof res->errmsg, "%s", msg);
    return -1;
}

int nhl_build_floor(const struct build_opts *o, struct build_result *res)
{
    struct level_source src;
    struct dungeon_layout *dl;
    struct level_context ctx = o->ctx;
    const char *role_code = dungeon_role_code(o->ctx.role);
    char err[512] = "", file[64], label[64];
    enum floor_kind kind;
    d_level at;

    memset(res, 0, sizeof *res);
    memset(&src, 0, sizeof src);
    if (source_open(&src, o->dat_dir, err, sizeof err) != 0)
        return fail(res, err);
    dl = calloc(1, sizeof *dl);
    if (!dl) {
        source_close(&src);
        return fail(res, "out of memory");
    }
    int rc = dungeon_layout_for_seed(dl, &src, o->layout_seed, o->layout_skip,
                                     role_code, err, sizeof err);

    source_close(&src);
    if (rc == 0)
        rc = floor_parse(dl, o->level, &at, err, sizeof err);
    if (rc != 0) {
        free(dl);
        return fail(res, err);
    }
    /* the place from the layout, the hero from the options; nothing of
     * another level's (a context file's special name) stays */
    ctx.special[0] = '\0';
    (void) dungeon_context_at(dl, at, &ctx);
    dungeon_landmarks(dl, at, &ctx);
    kind = floor_plan(dl, at, role_code, file, sizeof file);
    floor_name(dl, at, label, sizeof label);
    free(dl);

    switch (kind) {
    case FLOOR_ROGUE:
        /* no level file: makelevel makes the Rogue level itself */
        snprintf(ctx.special, sizeof ctx.special, "rogue");
        return nhl_build_makelevel(o, &ctx, label, res);
    case FLOOR_HELL_MAZE:
    case FLOOR_ORDINARY:
        return nhl_build_makelevel(o, &ctx, label, res);
    default:
        break;
    }
    /* a level file: the special level, the dungeon's file or filler, or
     * the quest filler, at this place */
    struct build_opts o2 = *o;

    o2.level = file;
    o2.ctx = ctx;
    o2.place_from_layout = false;
    rc = nhl_build(&o2, res);
    if (rc != 0) {
        char msg[sizeof res->errmsg];

        snprintf(msg, sizeof msg, "%s", res->errmsg);
        snprintf(res->errmsg, sizeof res->errmsg, "%.60s (%.60s): %.380s",
                 label, file, msg);
    }
    return rc;
}
