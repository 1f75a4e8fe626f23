/* gamecache.c - the game's once-computed state, kept (gamecache.h). */
#include "gamecache.h"
#include "chunkcache.h"
#include "datfs.h"
#include "textfile.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct nhl_game_cache {
    /* the level source, and what it was read from */
    struct level_source src;
    bool src_open;
    char src_key[1100];       /* dat dir, "" the built-in levels */
    off_t dungeon_size;
    struct timespec dungeon_mtime;
    /* the last layout */
    struct dungeon_layout *layout;
    const struct level_source *layout_src;
    uint64_t layout_seed, layout_skip;
    char layout_role[8];
    /* the last deal */
    struct nhl_obj_appearance deal;
    bool deal_made;
    /* the texts of one dat/ (epitaphs, engravings, rumors), compiled once
       for the game as C's makedefs compiled them once */
    char *texts_dir;          /* "" for nhlev's own */
    struct nh_texts *texts;
    /* the theme-room script's state, for builds without a chunk cache */
    struct nhl_chunk_cache *themes;
    int pinned;               /* callers holding the source */
};

struct nhl_game_cache *nhl_game_cache_new(void)
{
    return calloc(1, sizeof(struct nhl_game_cache));
}

void nhl_game_cache_free(struct nhl_game_cache *g)
{
    if (!g)
        return;
    if (g->src_open)
        source_close(&g->src);
    free(g->layout);
    nh_texts_free(g->texts);
    free(g->texts_dir);
    nhl_chunk_cache_free(g->themes);
    free(g);
}

struct nh_texts *game_cache_texts(struct nhl_game_cache *g, const char *dat_dir)
{
    const char *key = dat_dir ? dat_dir : "";
    if (!g)
        return nh_texts_load(dat_dir);
    if (!g->texts || !g->texts_dir || strcmp(g->texts_dir, key) != 0) {
        struct nh_texts *t = nh_texts_load(dat_dir);
        char *k = strdup(key);
        if (!t || !k) {
            nh_texts_free(t);
            free(k);
            return NULL;
        }
        nh_texts_free(g->texts);
        free(g->texts_dir);
        g->texts = t;
        g->texts_dir = k;
    }
    return nh_texts_ref(g->texts);
}

static bool dungeon_stat(const struct level_source *src, struct stat *st)
{
    char path[1200];

    snprintf(path, sizeof path, "%s/dungeon.lua", src->dir);
    return datfs_stat(path, st) == 0;
}

const struct level_source *game_cache_source(struct nhl_game_cache *g,
                                             const char *dat_dir, char *err,
                                             size_t errlen)
{
    const char *key = dat_dir ? dat_dir : "";
    struct stat st;

    if (g->pinned && g->src_open && strcmp(g->src_key, key) == 0)
        return &g->src;
    if (g->pinned) {
        snprintf(err, errlen, "the game's level source is in use");
        return NULL;
    }
    if (g->src_open && strcmp(g->src_key, key) == 0 && dungeon_stat(&g->src, &st)
        && st.st_size == g->dungeon_size
        && st.st_mtim.tv_sec == g->dungeon_mtime.tv_sec
        && st.st_mtim.tv_nsec == g->dungeon_mtime.tv_nsec)
        return &g->src;
    if (g->src_open)
        source_close(&g->src);
    g->src_open = false;
    /* a layout read from the old source is no longer the game's */
    g->layout_src = NULL;
    if (strlen(key) >= sizeof g->src_key) {
        snprintf(err, errlen, "level directory name is too long");
        return NULL;
    }
    if (source_open(&g->src, dat_dir, err, errlen) != 0)
        return NULL;
    g->src_open = true;
    snprintf(g->src_key, sizeof g->src_key, "%s", key);
    if (dungeon_stat(&g->src, &st)) {
        g->dungeon_size = st.st_size;
        g->dungeon_mtime = st.st_mtim;
    }
    return &g->src;
}

void game_cache_pin(struct nhl_game_cache *g, bool pinned)
{
    if (g && pinned)
        g->pinned++;
    else if (g && g->pinned > 0)
        g->pinned--;
}

const struct level_source *game_cache_source_held(const struct nhl_game_cache *g,
                                                 const char *dat_dir)
{
    const char *key = dat_dir ? dat_dir : "";

    return g->src_open && strcmp(g->src_key, key) == 0 ? &g->src : NULL;
}

int game_cache_layout(struct nhl_game_cache *g, const struct level_source *src,
                      uint64_t seed, uint64_t skip, const char *role_code,
                      struct dungeon_layout *out, char *err, size_t errlen)
{
    const char *role = role_code ? role_code : "";

    if (!(g->layout && g->layout_src == src && g->layout_seed == seed
          && g->layout_skip == skip && strcmp(g->layout_role, role) == 0)) {
        if (!g->layout && !(g->layout = malloc(sizeof *g->layout))) {
            snprintf(err, errlen, "out of memory");
            return -1;
        }
        g->layout_src = NULL;
        if (dungeon_layout_for_seed(g->layout, src, seed, skip, role_code, err,
                                    errlen) != 0)
            return -1;
        g->layout_src = src;
        g->layout_seed = seed;
        g->layout_skip = skip;
        snprintf(g->layout_role, sizeof g->layout_role, "%s", role);
    }
    memcpy(out, g->layout, sizeof *out);
    return 0;
}

const struct nhl_obj_appearance *game_cache_deal(struct nhl_game_cache *g,
                                                 enum nhl_version v,
                                                 uint64_t seed)
{
    if (!g->deal_made || g->deal.version != v || g->deal.game_seed != seed) {
        appearance_deal(&g->deal, v, seed);
        g->deal_made = true;
    }
    return &g->deal;
}

struct nhl_chunk_cache *game_cache_themes(struct nhl_game_cache *g)
{
    if (!g)
        return NULL;
    if (!g->themes)
        g->themes = nhl_chunk_cache_new();
    return g->themes;
}
