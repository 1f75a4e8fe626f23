/* api_context.c - nhlev.h's calls on a build's options and a built
 * level that the CLI needs and whose workings are the engine's (the roles
 * of dungeon.h, the species flags of mvitals.h, the release of
 * version.h, the floor names of floor.h) (issue 22.4). */
#include "nhlev.h"

#include "dungeon.h"
#include "floor.h"
#include "game.h"
#include "mvitals.h"
#include "version.h"

bool nhl_role_known(const char *role, char *names, size_t len)
{
    return dungeon_role_known(role, names, len);
}

const char *nhl_role_code(const char *role)
{
    return dungeon_role_code(role);
}

int nhl_hero_set_gone(struct nhl_hero *hero, const char *list, bool extinct,
                      char *err, size_t errlen)
{
    return mvitals_set_names(hero->mvflags, list, extinct ? G_EXTINCT : G_GENOD,
                             err, errlen);
}

int nhl_hero_gone_from_json(const struct cJSON *root, struct nhl_hero *hero,
                            char *err, size_t errlen)
{
    return mvitals_context_from_json(root, hero, err, errlen);
}

enum nhl_version nhl_level_release(const struct nhl_level *lev)
{
    return lev->nh->v;
}

bool nhl_floor_name_shaped(const char *name)
{
    return floor_name_shaped(name);
}

bool nhl_level_game_stream(const struct nhl_level *lev, uint64_t *game_seed,
                           uint64_t *draws)
{
    if (!lev || !lev->game || !lev->game->stream)
        return false;
    *game_seed = lev->game->seed;
    *draws = lev->game->stream_draws;
    return true;
}
