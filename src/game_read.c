/* game_read.c - the front door's reader of a game (game_read.h): what the
 * game loads on demand, from the plan's source and the game cache. */
#include "game_read.h"
#include "gamecache.h"
#include "textfile.h"

#include <stdlib.h>
#include <string.h>

struct game_read {
    struct game_reader r;          /* first: the game holds this */
    const struct level_source *src;
    struct nhl_game_cache *cache;
    char *dat_dir;
    struct dungeon_layout *layout;
    bool layout_tried;
};

/* The layout, if the plan had none: laid out from the plan's source (the
 * game cache's copy when there is one: reading dungeon.lua again cost a
 * named level region's level, fakewiz1 or the Planes, a third of its
 * build). */
static const struct dungeon_layout *read_layout(struct game_read *gr,
                                                const struct nhl_game *g)
{
    char err[256];

    if (gr->layout_tried || !gr->src)
        return gr->layout;
    gr->layout_tried = true;
    if (!(gr->layout = calloc(1, sizeof *gr->layout)))
        return NULL;
    /* the quest's levels are named for the hero's role (most builds never
       ask, so its code is looked up here, not per game); the game cache
       keeps layouts made outside wizard mode only */
    const char *role = dungeon_role_code(g->hero.role);
    int rc = gr->cache && !g->wizard
                 ? game_cache_layout(gr->cache, gr->src, g->seed, g->skip,
                                     role, gr->layout, err, sizeof err)
                 : dungeon_layout_for_seed_mode(gr->layout, gr->src, g->seed,
                                                g->skip, role, g->wizard,
                                                err, sizeof err);
    if (rc != 0) {
        free(gr->layout);
        gr->layout = NULL;
    }
    return gr->layout;
}

static int read_level_named(struct game_reader *r, const struct nhl_game *g,
                            const char *name, d_level *out)
{
    const struct dungeon_layout *dl = read_layout((struct game_read *) r, g);
    const struct dungeon_special *sp = dl ? dungeon_find_level(dl, name) : NULL;

    if (!sp)
        return -1;
    *out = sp->dlevel;
    return 0;
}

static struct nh_texts *read_texts(struct game_reader *r)
{
    struct game_read *gr = (struct game_read *) r;

    return game_cache_texts(gr->cache, gr->dat_dir);
}

static struct nhl_chunk_cache *read_themes_cache(struct game_reader *r)
{
    return game_cache_themes(((struct game_read *) r)->cache);
}

static void read_source_done(struct game_reader *r)
{
    ((struct game_read *) r)->src = NULL;
}

static void read_free(struct game_reader *r)
{
    struct game_read *gr = (struct game_read *) r;

    free(gr->dat_dir);
    free(gr->layout);
    free(gr);
}

struct game_reader *game_read_new(const struct level_source *src,
                                  struct nhl_game_cache *cache,
                                  const char *dat_dir,
                                  struct dungeon_layout *layout)
{
    struct game_read *gr = calloc(1, sizeof *gr);

    if (!gr || (dat_dir && !(gr->dat_dir = strdup(dat_dir)))) {
        free(gr);
        free(layout);
        return NULL;
    }
    gr->r.level_named = read_level_named;
    gr->r.texts = read_texts;
    gr->r.themes_cache = read_themes_cache;
    gr->r.source_done = read_source_done;
    gr->r.free = read_free;
    gr->src = src;
    gr->cache = cache;
    gr->layout = layout;
    gr->layout_tried = layout != NULL;
    return &gr->r;
}
