/* nhlev/hero.h - part of nhlev.h: the hero and game options.
 * Include <nhlev.h>, not this file: each part relies on those before it. */
#ifndef NHLEV_PART_HERO_H
#define NHLEV_PART_HERO_H
#ifndef NHLEV_H
#error "include <nhlev.h>, not its parts"
#endif

/* ==================================================================== */
/* The hero and game options (issue 22.4)                                */
/* ==================================================================== */

/* Is role a role's name (or its code)? If not, names gets them all. */
bool nhl_role_known(const char *role, char *names, size_t len);
/* The role's quest file code ("Valkyrie" -> "Val", as C's urole.filecode):
 * the quest's "x-strt" is built as the role's "Val-strt". "Val" when
 * role is NULL or unknown. */
const char *nhl_role_code(const char *role);
/* Mark the species of the comma-separated list (C's names, any case)
 * genocided, or extinct, in hero->mvflags (--genocide, --extinct). Only
 * species C lets a hero genocide may be. 0, or -1 with err. */
int nhl_hero_set_gone(struct nhl_hero *hero, const char *list, bool extinct,
                      char *err, size_t errlen);
/* A level document's "genocided" and "extinct" lists into hero (absent
 * keys leave it as it is): 0, or -1 with err. */
int nhl_hero_gone_from_json(const struct cJSON *root, struct nhl_hero *hero,
                            char *err, size_t errlen);
/* The release a built level was built as (its tables and rules). */
enum nhl_version nhl_level_release(const struct nhl_level *lev);
/* Was the level made in its game's one stream (a real game's first
 * level: --game-seed without --seed)? Then its game seed and the raw
 * draws the game's start made before makelevel, for what the CLI says. */
bool nhl_level_game_stream(const struct nhl_level *lev, uint64_t *game_seed,
                           uint64_t *draws);
/* Does name have a floor name's shape (KEY:N)? Says nothing of whether
 * a dungeon has that floor. */
bool nhl_floor_name_shaped(const char *name);

#endif
