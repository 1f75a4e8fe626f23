/* themerooms.c - loading the dungeon's theme-room script and calling its
 * hooks (C: mklev.c makerooms / themerooms_post_level_generate, nhlua.c
 * nhl_init + nhl_loadlua). */
#include "themerooms.h"

#include <stdio.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "chunkcache.h"
#include "game.h"
#include "location.h"
#include "lua_host.h"

const char *const themerooms_default_align[3] = { "chaos", "law", "neutral" };

bool themerooms_preloaded(const struct nhl_level *lev)
{
    if (lev->ctx.themes_state == THEMES_COLD)
        return false;
    if (lev->ctx.themes_state == THEMES_PRELOADED)
        return true;
    return lev->ctx.dlevel > 1;
}

/* align = { a, b, c } as the earlier level's shuffle left it */
static void set_align(lua_State *L, const struct nhl_level *lev)
{
    lua_createtable(L, 3, 0);
    for (int i = 0; i < 3; i++) {
        const char *a = lev->game->hero.themes_align[i][0]
                            ? lev->game->hero.themes_align[i]
                            : themerooms_default_align[i];

        lua_pushstring(L, a);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setglobal(L, "align");
}

/* Where the theme-room state is kept between builds: the build's chunk
 * cache, else the game's (C keeps the state for the whole game, so a build
 * without a chunk cache, which parses its level's script anew, still finds
 * the game's theme rooms loaded). */
static struct nhl_chunk_cache *themes_cache(const struct nhl_level *lev)
{
    return lev->build->chunks ? lev->build->chunks : game_themes_cache(lev->game);
}

/* What a loaded theme-room state holds: the directory and the parses of
 * nhlib.lua and themerms.lua the chunk cache served. false when the cache
 * holds no current parse of them (then nothing is reused). */
static bool themes_tag(struct nhl_level *lev, const char *dir, char *tag, size_t len)
{
    char path[1200];
    snprintf(path, sizeof path, "%.1100s/nhlib.lua", dir);
    unsigned long lib = chunk_cache_stamp(themes_cache(lev), path);
    snprintf(path, sizeof path, "%.1100s/themerms.lua", dir);
    unsigned long themes = chunk_cache_stamp(themes_cache(lev), path);
    if (!lib || !themes)
        return false;
    return snprintf(tag, len, "themes|%s|%lu|%lu", dir, lib, themes) < (int)len;
}

lua_State *themerooms_load(struct nhl_level *lev, const char *dir)
{
    struct lua_host_opts hopts = { .dir = dir, .mem_limit = 0,
                                   .instr_limit = 0, .cache = themes_cache(lev) };
    bool warm = themerooms_preloaded(lev);
    bool restore = warm && lev->rng;
    struct nhl_rng saved = { 0 };
    char path[1200], tag[1400];

    /* An earlier level of the game loaded the script (C keeps that state
     * for the whole game): its loading draws are not this level's. A state
     * kept loaded from an earlier build is that state, put back as it was
     * loaded; only the alignments differ. */
    if (warm && hopts.cache && themes_tag(lev, dir, tag, sizeof tag)) {
        lua_State *L = lua_host_take_tagged(lev, &hopts, tag);
        if (L) {
            set_align(L, lev);
            return L;
        }
    }

    /* a preloaded state made its loading draws in an earlier level's
     * stream: make them here and put the stream back afterwards */
    if (restore) {
        saved = *lev->rng;
        lev->rng->logging = false;
    }
    lua_State *L = lua_host_new(lev, &hopts);

    if (L) {
        snprintf(path, sizeof path, "%.1100s/themerms.lua", dir);
        if (lua_host_run_file(L, path) != 0) {
            lua_host_close(L);
            L = NULL;
        }
    }
    if (restore) {
        lev->rng->core = saved.core;
        lev->rng->ndraws = saved.ndraws;
        lev->rng->logging = saved.logging;
        lev->rng->depth = saved.depth;
    }
    if (L && warm) {
        /* kept loaded for the next level that comes warm */
        if (hopts.cache && themes_tag(lev, dir, tag, sizeof tag))
            lua_host_set_tag(L, tag);
        set_align(L, lev);
    }
    return L;
}

int themerooms_call(lua_State *L, struct nhl_level *lev, const char *name)
{
    int rc = 0;

    lev->build->coder.in_mk_themerooms = true;
    lev->build->coder.themeroom_failed = false;
    if (lua_getglobal(L, name) != LUA_TFUNCTION) {
        lua_pop(L, 1);
    } else if (lua_pcall(L, 0, 0, 0) != LUA_OK) {
        const char *msg = lua_tostring(L, -1);

        snprintf(lev->errmsg, sizeof lev->errmsg, "themerms.lua: %s: %s",
                 name, msg ? msg : "error");
        lua_pop(L, 1);
        rc = -1;
    }
    lev->build->coder.in_mk_themerooms = false;
    return rc;
}

void themerooms_context_from_json(const struct cJSON *root,
                                  struct nhl_level_context *ctx,
                                  struct nhl_hero *hero)
{
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(root, "themes");
    const cJSON *pre, *al;

    if (!cJSON_IsObject(t))
        return;
    pre = cJSON_GetObjectItemCaseSensitive(t, "preloaded");
    if (ctx && cJSON_IsBool(pre))
        ctx->themes_state = cJSON_IsTrue(pre) ? THEMES_PRELOADED
                                              : THEMES_COLD;
    al = cJSON_GetObjectItemCaseSensitive(t, "align");
    if (hero && cJSON_IsArray(al) && cJSON_GetArraySize(al) == 3) {
        for (int i = 0; i < 3; i++) {
            const cJSON *a = cJSON_GetArrayItem(al, i);

            if (cJSON_IsString(a))
                snprintf(hero->themes_align[i], sizeof hero->themes_align[i],
                         "%s", a->valuestring);
        }
    }
}

void themerooms_context_to_json(const struct nhl_level *lev, cJSON *root)
{
    cJSON *t = cJSON_AddObjectToObject(root, "themes");
    cJSON *al;

    if (!t)
        return;
    cJSON_AddStringToObject(t, "file", "themerms.lua");
    cJSON_AddBoolToObject(t, "preloaded", themerooms_preloaded(lev));
    al = cJSON_AddArrayToObject(t, "align");
    for (int i = 0; al && i < 3; i++) {
        const char *a = lev->game->hero.themes_align[i][0]
                            ? lev->game->hero.themes_align[i]
                            : themerooms_default_align[i];

        cJSON_AddItemToArray(al, cJSON_CreateString(a));
    }
}
