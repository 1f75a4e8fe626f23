/* api_layout.c - nhlev.h's handle on a game's dungeon layout and its
 * floors (catalog.h over dungeon.h, floor.h and gamecache.h), for the
 * viewer's picker, the bench's floor runs and a run's fixed dat/ (issue
 * 22.4). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhlev.h"

#include "api_levels.h"
#include "datfs.h"
#include "dungeon.h"
#include "floor.h"
#include "gamecache.h"
#include "source.h"

void nhl_dat_fix_begin(void)
{
    datfs_fix_begin();
}

void nhl_dat_fix_end(void)
{
    datfs_fix_end();
}

struct nhl_layout {
    struct dungeon_layout dl;
    char role_code[16];
};

/* The layout of src, through the game cache g when there is one. */
static struct nhl_layout *layout_of(const struct level_source *src,
                                    struct nhl_game_cache *g, uint64_t seed,
                                    uint64_t skip, const char *role, char *err,
                                    size_t errlen)
{
    struct nhl_layout *l = calloc(1, sizeof *l);

    if (!l) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    snprintf(l->role_code, sizeof l->role_code, "%s", dungeon_role_code(role));
    int rc = g ? game_cache_layout(g, src, seed, skip, l->role_code, &l->dl, err,
                                   errlen)
               : dungeon_layout_for_seed(&l->dl, src, seed, skip, l->role_code,
                                         err, errlen);

    if (rc != 0) {
        free(l);
        return NULL;
    }
    return l;
}

struct nhl_layout *nhl_layout_open(const char *dat, uint64_t seed, uint64_t skip,
                                   const char *role, char *err, size_t errlen)
{
    struct level_source src = { 0 };

    if (source_open(&src, dat, err, errlen) != 0)
        return NULL;
    struct nhl_layout *l = layout_of(&src, NULL, seed, skip, role, err, errlen);

    source_close(&src);
    return l;
}

struct nhl_layout *nhl_levels_layout(const struct nhl_levels *lv, uint64_t seed,
                                     uint64_t skip, const char *role,
                                     char *err, size_t errlen)
{
    return layout_of(nhl_levels_source(lv), nhl_levels_game(lv), seed, skip, role,
                     err, errlen);
}

void nhl_layout_close(struct nhl_layout *l)
{
    free(l);
}

int nhl_layout_dungeons(const struct nhl_layout *l)
{
    return l->dl.n_dungeons;
}

int nhl_layout_floors(const struct nhl_layout *l, int dnum)
{
    return l->dl.dungeons[dnum].num_dunlevs;
}

int nhl_layout_dungeon_named(const struct nhl_layout *l, const char *name)
{
    for (int d = 0; d < l->dl.n_dungeons; d++)
        if (strcmp(l->dl.dungeons[d].name, name) == 0)
            return d;
    return -1;
}

void nhl_layout_floor_key(const struct nhl_layout *l, int dnum, char *buf,
                          size_t len)
{
    floor_key(&l->dl, dnum, buf, len);
}

void nhl_layout_floor_name(const struct nhl_layout *l, int dnum, int dlevel,
                           char *buf, size_t len)
{
    d_level at = { dnum, dlevel };

    floor_name(&l->dl, at, buf, len);
}

void nhl_layout_floor_describe(const struct nhl_layout *l, int dnum,
                               int dlevel, char *buf, size_t len)
{
    d_level at = { dnum, dlevel };

    floor_describe(&l->dl, at, l->role_code, buf, len);
}

bool nhl_layout_fixed_special(const struct nhl_layout *l, int dnum, int dlevel,
                              char *file, size_t len)
{
    d_level at = { dnum, dlevel };
    const struct dungeon_special *sp = dungeon_special_at(&l->dl, at);

    return floor_plan(&l->dl, at, l->role_code, file, len) == FLOOR_SPECIAL && sp
           && sp->rndlevs == 0;
}

int nhl_layout_depth(const struct nhl_layout *l, int dnum, int dlevel)
{
    d_level at = { dnum, dlevel };

    return dungeon_depth(&l->dl, at);
}

int nhl_layout_depth_of(const struct nhl_layout *l, const char *name)
{
    return dungeon_depth_of(&l->dl, name);
}
