/* api_levels.c - nhlev.h's handle on a level source's level list
 * (catalog.h over source.h and gamecache.h): the dungeons and levels the
 * viewer's picker lists and the bench's level sets build (issue 22.4). */
#include <stdio.h>
#include <stdlib.h>

#include "nhlev.h"

#include "api_levels.h"
#include "gamecache.h"
#include "source.h"

/* Opened alone, the list owns its source; of a game, it holds the game
 * cache's, pinned until closed. first[d]: the number of dungeon d's
 * first level, first[ndungeons] the count. */
struct nhl_levels {
    struct level_source own;
    const struct level_source *src;
    struct nhl_game_cache *game;
    int *first;
    int *dungeon_of;
};

static struct nhl_levels *number_levels(struct nhl_levels *l, char *err,
                                        size_t errlen)
{
    int nd = l->src->ndungeons, total = 0;

    if ((l->first = calloc((size_t) nd + 1, sizeof *l->first))) {
        for (int d = 0; d < nd; d++) {
            l->first[d] = total;
            total += l->src->dungeons[d].nlevels;
        }
        l->first[nd] = total;
        l->dungeon_of = calloc((size_t) total + 1, sizeof *l->dungeon_of);
    }
    if (!l->first || !l->dungeon_of) {
        nhl_levels_close(l);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    for (int d = 0; d < nd; d++)
        for (int i = l->first[d]; i < l->first[d + 1]; i++)
            l->dungeon_of[i] = d;
    return l;
}

struct nhl_levels *nhl_levels_open(const char *dat, char *err, size_t errlen)
{
    struct nhl_levels *l = calloc(1, sizeof *l);

    if (!l) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (source_open(&l->own, dat, err, errlen) != 0) {
        free(l);
        return NULL;
    }
    l->src = &l->own;
    return number_levels(l, err, errlen);
}

struct nhl_levels *nhl_levels_of_game(struct nhl_game_cache *g, const char *dat,
                                      char *err, size_t errlen)
{
    struct nhl_levels *l = calloc(1, sizeof *l);

    if (!l) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (!(l->src = game_cache_source(g, dat, err, errlen))) {
        free(l);
        return NULL;
    }
    game_cache_pin(g, true);
    l->game = g;
    return number_levels(l, err, errlen);
}

void nhl_levels_close(struct nhl_levels *l)
{
    if (!l)
        return;
    if (l->game)
        game_cache_pin(l->game, false);
    else if (l->src)
        source_close(&l->own);
    free(l->first);
    free(l->dungeon_of);
    free(l);
}

const struct level_source *nhl_levels_source(const struct nhl_levels *l)
{
    return l->src;
}

struct nhl_game_cache *nhl_levels_game(const struct nhl_levels *l)
{
    return l->game;
}

const char *nhl_levels_dir(const struct nhl_levels *l)
{
    return l->src->dir;
}

bool nhl_levels_des(const struct nhl_levels *l)
{
    return l->src->des;
}

static const struct source_level *level(const struct nhl_levels *l, int i)
{
    int d = l->dungeon_of[i];

    return &l->src->dungeons[d].levels[i - l->first[d]];
}

int nhl_levels_count(const struct nhl_levels *l)
{
    return l->first[l->src->ndungeons];
}

const char *nhl_levels_name(const struct nhl_levels *l, int i)
{
    return level(l, i)->name;
}

const char *nhl_levels_alias(const struct nhl_levels *l, int i)
{
    return level(l, i)->alias;
}

int nhl_levels_base(const struct nhl_levels *l, int i)
{
    return level(l, i)->base;
}

int nhl_levels_range(const struct nhl_levels *l, int i)
{
    return level(l, i)->range;
}

int nhl_levels_chance(const struct nhl_levels *l, int i)
{
    return level(l, i)->chance;
}

int nhl_levels_variants(const struct nhl_levels *l, int i)
{
    return level(l, i)->nlevels;
}

int nhl_levels_dungeon_of(const struct nhl_levels *l, int i)
{
    return l->dungeon_of[i];
}

int nhl_levels_dungeons(const struct nhl_levels *l)
{
    return l->src->ndungeons;
}

const char *nhl_levels_dungeon_name(const struct nhl_levels *l, int d)
{
    return l->src->dungeons[d].name;
}

int nhl_levels_dungeon_base(const struct nhl_levels *l, int d)
{
    return l->src->dungeons[d].base;
}

int nhl_levels_dungeon_range(const struct nhl_levels *l, int d)
{
    return l->src->dungeons[d].range;
}

const char *nhl_levels_dungeon_filler(const struct nhl_levels *l, int d)
{
    return l->src->dungeons[d].lvlfill;
}

int nhl_levels_dungeon_first(const struct nhl_levels *l, int d)
{
    return l->first[d];
}

int nhl_levels_dungeon_nlevels(const struct nhl_levels *l, int d)
{
    return l->src->dungeons[d].nlevels;
}

int nhl_levels_des_count(const struct nhl_levels *l)
{
    return l->src->ndeslevels;
}

const char *nhl_levels_des_level(const struct nhl_levels *l, int i)
{
    return l->src->deslevels[i].level;
}

const char *nhl_levels_des_file(const struct nhl_levels *l, int i)
{
    return l->src->deslevels[i].file;
}
