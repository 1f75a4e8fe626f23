/* game.c - the game a level belongs to (game.h): made by the plan, read
 * by the engine; the layout and the texts it loads on the first ask. */
#include "game.h"
#include "gamecache.h"
#include "source.h"
#include "textfile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct game_keep {
    int refs;
    /* what the game reads from: the plan's source while it builds, the
       game cache that keeps things between builds, the dat/ directory of
       the texts (NULL: nhlev's own), the hero's role code */
    const struct level_source *src;
    struct game_cache *cache;
    char *dat_dir;
    char role[8];
    char *themes_dir;
    /* loaded on demand: the layout (or known to be missing), the texts */
    struct dungeon_layout *layout;
    bool layout_tried;
    struct nh_texts *texts;
};

struct nhl_game *game_new(enum nh_version v, uint64_t seed, uint64_t skip,
                          bool known, const struct obj_appearance *deal)
{
    struct nhl_game *g = calloc(1, sizeof *g);

    if (!g || !(g->keep = calloc(1, sizeof *g->keep))) {
        free(g);
        return NULL;
    }
    g->keep->refs = 1;
    if (v < 0 || v >= NHV_COUNT)
        v = NHV_DEFAULT;
    g->version = v;
    g->nh = nh_release(v);
    g->seed = seed;
    g->skip = skip;
    g->known = known;
    if (deal && deal->version == v && deal->game_seed == seed)
        g->look = *deal;
    else
        appearance_deal(&g->look, v, seed);
    return g;
}

int game_set_source(struct nhl_game *g, const struct level_source *src,
                    struct game_cache *cache, const char *dat_dir,
                    const char *role_code)
{
    char *dir = NULL;

    if (dat_dir && !(dir = strdup(dat_dir)))
        return -1;
    free(g->keep->dat_dir);
    g->keep->dat_dir = dir;
    g->keep->src = src;
    g->keep->cache = cache;
    snprintf(g->keep->role, sizeof g->keep->role, "%s", role_code ? role_code : "");
    return 0;
}

void game_set_layout(struct nhl_game *g, struct dungeon_layout *layout)
{
    free(g->keep->layout);
    g->keep->layout = layout;
    g->keep->layout_tried = layout != NULL;
}

int game_set_themes_dir(struct nhl_game *g, const char *dir)
{
    char *d = NULL;

    if (dir && !(d = strdup(dir)))
        return -1;
    free(g->keep->themes_dir);
    g->keep->themes_dir = d;
    g->themes_dir = d;
    return 0;
}

void game_source_done(const struct nhl_game *g)
{
    if (g)
        g->keep->src = NULL;
}

struct nhl_game *game_ref(const struct nhl_game *g)
{
    if (g)
        g->keep->refs++;
    return (struct nhl_game *) g;
}

void game_release(const struct nhl_game *g)
{
    if (!g || --g->keep->refs > 0)
        return;
    free(g->keep->dat_dir);
    free(g->keep->themes_dir);
    free(g->keep->layout);
    nh_texts_free(g->keep->texts);
    free(g->keep);
    free((struct nhl_game *) g);
}

/* The layout, if the plan had none: computed from the plan's source (the
 * game cache's copy when there is one: reading dungeon.lua again cost a
 * named level region's level, fakewiz1 or the Planes, a third of its
 * build). */
static const struct dungeon_layout *game_layout(const struct nhl_game *g)
{
    struct game_keep *k = g->keep;
    char err[256];

    if (k->layout_tried)
        return k->layout;
    if (!k->src)
        return NULL;
    k->layout_tried = true;
    if (!(k->layout = calloc(1, sizeof *k->layout)))
        return NULL;
    int rc = k->cache ? game_cache_layout(k->cache, k->src, g->seed, g->skip,
                                          k->role, k->layout, err, sizeof err)
                      : dungeon_layout_for_seed(k->layout, k->src, g->seed,
                                                g->skip, k->role, err, sizeof err);
    if (rc != 0) {
        free(k->layout);
        k->layout = NULL;
    }
    return k->layout;
}

int game_level_named(const struct nhl_game *g, const char *name,
                     d_level *out)
{
    const struct dungeon_layout *dl = g && name ? game_layout(g) : NULL;
    const struct dungeon_special *sp = dl ? dungeon_find_level(dl, name) : NULL;

    if (!sp)
        return -1;
    *out = sp->dlevel;
    return 0;
}

const struct nh_texts *game_texts(const struct nhl_game *g)
{
    if (!g)
        return NULL;
    if (!g->keep->texts)
        g->keep->texts = game_cache_texts(g->keep->cache, g->keep->dat_dir);
    return g->keep->texts;
}

const struct nh_texts *game_texts_loaded(const struct nhl_game *g)
{
    return g ? g->keep->texts : NULL;
}

struct chunk_cache *game_themes_cache(const struct nhl_game *g)
{
    return g ? game_cache_themes(g->keep->cache) : NULL;
}
