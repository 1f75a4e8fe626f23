/* game.c - the game a level belongs to (game.h): made by the plan, read
 * by the engine; what it loads on demand it asks its reader for
 * (game_reader.h), or, made outside a plan, loads from its texts dir. */
#include "game.h"
#include "game_reader.h"
#include "textfile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct game_keep {
    int refs;
    struct game_reader *reader;   /* NULL: made outside a plan */
    char *texts_dir;              /* without a reader; NULL nhlev's own */
    char *themes_dir;
    struct nh_texts *texts;       /* NULL until asked for */
};

struct nhl_game *game_new(enum nhl_version v, uint64_t seed, uint64_t skip,
                          bool known, const struct nhl_obj_appearance *deal,
                          const char *texts_dir)
{
    struct nhl_game *g = calloc(1, sizeof *g);

    if (!g || !(g->keep = calloc(1, sizeof *g->keep))
        || (texts_dir && !(g->keep->texts_dir = strdup(texts_dir)))) {
        if (g)
            free(g->keep);
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
    hero_defaults(&g->hero);
    if (deal && deal->version == v && deal->game_seed == seed)
        g->look = *deal;
    else
        appearance_deal(&g->look, v, seed);
    return g;
}

void hero_defaults(struct nhl_hero *h)
{
    /* the truth files' hero (truth/README.md): a new neutral human
       Valkyrie; nothing genocided, the theme rooms' default align */
    memset(h, 0, sizeof *h);
    strcpy(h->role, "Valkyrie");
    strcpy(h->race, "human");
    strcpy(h->gender, "female");
    strcpy(h->align, "neutral");
    h->ulevel = 1;
    h->luck = 0;
    h->ubirthday = 0;
}

void game_set_hero(struct nhl_game *g, const struct nhl_hero *hero)
{
    g->hero = *hero;
}

struct nhl_game *game_new_truth(enum nhl_version v)
{
    return game_new(v, GAME_TRUTH_SEED, GAME_TRUTH_SKIP, false, NULL, NULL);
}

void game_set_reader(struct nhl_game *g, struct game_reader *r)
{
    if (g->keep->reader)
        g->keep->reader->free(g->keep->reader);
    g->keep->reader = r;
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
    if (g && g->keep->reader)
        g->keep->reader->source_done(g->keep->reader);
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
    if (g->keep->reader)
        g->keep->reader->free(g->keep->reader);
    free(g->keep->texts_dir);
    free(g->keep->themes_dir);
    nh_texts_free(g->keep->texts);
    free(g->keep);
    free((struct nhl_game *) g);
}

int game_level_named(const struct nhl_game *g, const char *name,
                     d_level *out)
{
    struct game_reader *r = g ? g->keep->reader : NULL;

    return r && name ? r->level_named(r, g, name, out) : -1;
}

const struct nh_texts *game_texts(const struct nhl_game *g)
{
    struct game_keep *k = g ? g->keep : NULL;

    if (k && !k->texts)
        k->texts = k->reader ? k->reader->texts(k->reader)
                             : nh_texts_load(k->texts_dir);
    return k ? k->texts : NULL;
}

const struct nh_texts *game_texts_loaded(const struct nhl_game *g)
{
    return g ? g->keep->texts : NULL;
}

struct nhl_chunk_cache *game_themes_cache(const struct nhl_game *g)
{
    struct game_reader *r = g ? g->keep->reader : NULL;

    return r ? r->themes_cache(r) : NULL;
}
