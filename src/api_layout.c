/* api_layout.c - nhlev.h's handles on a level source's level list
 * (source.h) and on a game's dungeon layout and its floors (dungeon.h,
 * floor.h), for the bench's level sets and floor runs (issue 22.4). */
#include <stdio.h>
#include <stdlib.h>

#include "nhlev.h"

#include "datfs.h"
#include "dungeon.h"
#include "floor.h"
#include "source.h"

void nhl_dat_fix_begin(void)
{
    datfs_fix_begin();
}

void nhl_dat_fix_end(void)
{
    datfs_fix_end();
}

struct nhl_levels {
    struct level_source src;
    int n;
    const char **names;
};

struct nhl_levels *nhl_levels_open(const char *dat, char *err, size_t errlen)
{
    struct nhl_levels *l = calloc(1, sizeof *l);

    if (!l) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (source_open(&l->src, dat, err, errlen) != 0) {
        free(l);
        return NULL;
    }
    int total = 0;

    for (int d = 0; d < l->src.ndungeons; d++)
        total += l->src.dungeons[d].nlevels;
    if (!(l->names = calloc((size_t) total + 1, sizeof *l->names))) {
        nhl_levels_close(l);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    for (int d = 0; d < l->src.ndungeons; d++)
        for (int i = 0; i < l->src.dungeons[d].nlevels; i++)
            l->names[l->n++] = l->src.dungeons[d].levels[i].name;
    return l;
}

void nhl_levels_close(struct nhl_levels *l)
{
    if (!l)
        return;
    source_close(&l->src);
    free(l->names);
    free(l);
}

int nhl_levels_count(const struct nhl_levels *l)
{
    return l->n;
}

const char *nhl_levels_name(const struct nhl_levels *l, int i)
{
    return l->names[i];
}

struct nhl_layout {
    struct dungeon_layout dl;
    char role_code[16];
};

struct nhl_layout *nhl_layout_open(const char *dat, uint64_t seed, uint64_t skip,
                                   const char *role, char *err, size_t errlen)
{
    struct level_source src = { 0 };
    struct nhl_layout *l = calloc(1, sizeof *l);

    if (!l) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (source_open(&src, dat, err, errlen) != 0) {
        free(l);
        return NULL;
    }
    snprintf(l->role_code, sizeof l->role_code, "%s", dungeon_role_code(role));
    int rc = dungeon_layout_for_seed(&l->dl, &src, seed, skip, l->role_code, err,
                                     errlen);

    source_close(&src);
    if (rc != 0) {
        free(l);
        return NULL;
    }
    return l;
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

void nhl_layout_floor_name(const struct nhl_layout *l, int dnum, int dlevel,
                           char *buf, size_t len)
{
    d_level at = { dnum, dlevel };

    floor_name(&l->dl, at, buf, len);
}

bool nhl_layout_fixed_special(const struct nhl_layout *l, int dnum, int dlevel,
                              char *file, size_t len)
{
    d_level at = { dnum, dlevel };
    const struct dungeon_special *sp = dungeon_special_at(&l->dl, at);

    return floor_plan(&l->dl, at, l->role_code, file, len) == FLOOR_SPECIAL && sp
           && sp->rndlevs == 0;
}
