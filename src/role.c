/* role.c - the roles and races (role.h): what a new game reads of them
 * before its first level, and role_init's draws. */
#include "role.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "data_enums.h"
#include "monflags.h"

#define RACES_ALL (ROLE_MH_HUMAN | ROLE_MH_ELF | ROLE_MH_DWARF | ROLE_MH_GNOME \
                   | ROLE_MH_ORC)
#define GENDERS_ALL (ROLE_MALE | ROLE_FEMALE)
#define ALIGNS_ALL (ROLE_LAWFUL | ROLE_NEUTRAL | ROLE_CHAOTIC)

/* In C's order: randrole's rn2(13) is an index into this list. Hit
 * points and energy are the starting (level 0) part of the role's
 * advance; the alignment record is what newhp gives a new hero. */
const struct role_def role_defs[] = {
    { "Archeologist", NULL, "Arc", PM_LORD_CARNARVON, PM_MINION_OF_HUHETOTL,
      true,
      ROLE_MH_HUMAN | ROLE_MH_DWARF | ROLE_MH_GNOME | GENDERS_ALL
          | ROLE_LAWFUL | ROLE_NEUTRAL,
      { 11, 0 }, { 1, 0 }, 10,
      NON_PM, PM_HUMAN_MUMMY, S_SNAKE, S_MUMMY },
    { "Barbarian", NULL, "Bar", PM_PELIAS, PM_THOTH_AMON, true,
      ROLE_MH_HUMAN | ROLE_MH_ORC | GENDERS_ALL | ROLE_NEUTRAL | ROLE_CHAOTIC,
      { 14, 0 }, { 1, 0 }, 10,
      PM_OGRE, PM_TROLL, S_OGRE, S_TROLL },
    { "Caveman", "Cavewoman", "Cav", PM_SHAMAN_KARNOV, PM_CHROMATIC_DRAGON,
      true,
      ROLE_MH_HUMAN | ROLE_MH_DWARF | ROLE_MH_GNOME | GENDERS_ALL
          | ROLE_LAWFUL | ROLE_NEUTRAL,
      { 14, 0 }, { 1, 0 }, 0,
      PM_BUGBEAR, PM_HILL_GIANT, S_HUMANOID, S_GIANT },
    { "Healer", NULL, "Hea", PM_HIPPOCRATES, PM_CYCLOPS, true,
      ROLE_MH_HUMAN | ROLE_MH_GNOME | GENDERS_ALL | ROLE_NEUTRAL,
      { 11, 0 }, { 1, 4 }, 10,
      PM_GIANT_RAT, PM_SNAKE, S_RODENT, S_YETI },
    { "Knight", NULL, "Kni", PM_KING_ARTHUR, PM_IXOTH, true,
      ROLE_MH_HUMAN | GENDERS_ALL | ROLE_LAWFUL,
      { 14, 0 }, { 1, 4 }, 10,
      PM_QUASIT, PM_OCHRE_JELLY, S_IMP, S_JELLY },
    { "Monk", NULL, "Mon", PM_GRAND_MASTER, PM_MASTER_KAEN, true,
      ROLE_MH_HUMAN | GENDERS_ALL | ALIGNS_ALL,
      { 12, 0 }, { 2, 2 }, 10,
      PM_EARTH_ELEMENTAL, PM_XORN, S_ELEMENTAL, S_XORN },
    { "Priest", "Priestess", "Pri", PM_ARCH_PRIEST, PM_NALZOK, false,
      ROLE_MH_HUMAN | ROLE_MH_ELF | GENDERS_ALL | ALIGNS_ALL,
      { 12, 0 }, { 4, 3 }, 0,
      PM_HUMAN_ZOMBIE, PM_WRAITH, S_ZOMBIE, S_WRAITH },
    { "Rogue", NULL, "Rog", PM_MASTER_OF_THIEVES, PM_MASTER_ASSASSIN, true,
      ROLE_MH_HUMAN | ROLE_MH_ORC | GENDERS_ALL | ROLE_CHAOTIC,
      { 10, 0 }, { 1, 0 }, 10,
      PM_LEPRECHAUN, PM_GUARDIAN_NAGA, S_NYMPH, S_NAGA },
    { "Ranger", NULL, "Ran", PM_ORION, PM_SCORPIUS, true,
      ROLE_MH_HUMAN | ROLE_MH_ELF | ROLE_MH_GNOME | ROLE_MH_ORC | GENDERS_ALL
          | ROLE_NEUTRAL | ROLE_CHAOTIC,
      { 13, 0 }, { 1, 0 }, 10,
      PM_FOREST_CENTAUR, PM_SCORPION, S_CENTAUR, S_SPIDER },
    { "Samurai", NULL, "Sam", PM_LORD_SATO, PM_ASHIKAGA_TAKAUJI, true,
      ROLE_MH_HUMAN | GENDERS_ALL | ROLE_LAWFUL,
      { 13, 0 }, { 1, 0 }, 10,
      PM_WOLF, PM_STALKER, S_DOG, S_ELEMENTAL },
    { "Tourist", NULL, "Tou", PM_TWOFLOWER, PM_MASTER_OF_THIEVES, true,
      ROLE_MH_HUMAN | GENDERS_ALL | ROLE_NEUTRAL,
      { 8, 0 }, { 1, 0 }, 0,
      PM_GIANT_SPIDER, PM_FOREST_CENTAUR, S_SPIDER, S_CENTAUR },
    { "Valkyrie", NULL, "Val", PM_NORN, PM_LORD_SURTUR, true,
      ROLE_MH_HUMAN | ROLE_MH_DWARF | ROLE_FEMALE | ROLE_LAWFUL | ROLE_NEUTRAL,
      { 14, 0 }, { 1, 0 }, 0,
      PM_FIRE_ANT, PM_FIRE_GIANT, S_ANT, S_GIANT },
    { "Wizard", NULL, "Wiz", PM_NEFERET_THE_GREEN, PM_DARK_ONE, true,
      ROLE_MH_HUMAN | ROLE_MH_ELF | ROLE_MH_GNOME | ROLE_MH_ORC | GENDERS_ALL
          | ROLE_NEUTRAL | ROLE_CHAOTIC,
      { 10, 0 }, { 4, 3 }, 0,
      PM_VAMPIRE_BAT, PM_XORN, S_BAT, S_WRAITH },
};
const int role_count = (int) (sizeof role_defs / sizeof role_defs[0]);

/* a race's love and hate are matched against monsters' M2 flags */
_Static_assert(ROLE_MH_HUMAN == M2_HUMAN && ROLE_MH_ELF == M2_ELF
                   && ROLE_MH_DWARF == M2_DWARF && ROLE_MH_GNOME == M2_GNOME
                   && ROLE_MH_ORC == M2_ORC,
               "race bits are M2 bits");

const struct race_def race_defs[] = {
    { "human", "Hum", ROLE_MH_HUMAN,
      ROLE_MH_HUMAN | GENDERS_ALL | ALIGNS_ALL, { 2, 0 }, { 1, 0 },
      0, ROLE_MH_GNOME | ROLE_MH_ORC },
    { "elf", "Elf", ROLE_MH_ELF,
      ROLE_MH_ELF | GENDERS_ALL | ROLE_CHAOTIC, { 1, 0 }, { 2, 0 },
      ROLE_MH_ELF, ROLE_MH_ORC },
    { "dwarf", "Dwa", ROLE_MH_DWARF,
      ROLE_MH_DWARF | GENDERS_ALL | ROLE_LAWFUL, { 4, 0 }, { 0, 0 },
      ROLE_MH_DWARF | ROLE_MH_GNOME, ROLE_MH_ORC },
    { "gnome", "Gno", ROLE_MH_GNOME,
      ROLE_MH_GNOME | GENDERS_ALL | ROLE_NEUTRAL, { 1, 0 }, { 2, 0 },
      ROLE_MH_DWARF | ROLE_MH_GNOME, ROLE_MH_HUMAN },
    { "orc", "Orc", ROLE_MH_ORC,
      ROLE_MH_ORC | GENDERS_ALL | ROLE_CHAOTIC, { 1, 0 }, { 1, 0 },
      0, ROLE_MH_HUMAN | ROLE_MH_ELF | ROLE_MH_DWARF },
};
const int race_count = (int) (sizeof race_defs / sizeof race_defs[0]);

const struct role_def *role_by_name(const char *name)
{
    if (!name)
        return NULL;
    for (int i = 0; i < role_count; i++) {
        const struct role_def *r = &role_defs[i];

        /* a role's names and code share its first letter (peace_minded
           asks for every monster made) */
        if (tolower((unsigned char) name[0]) != tolower((unsigned char) r->code[0]))
            continue;
        if (!strcasecmp(name, r->name) || !strcasecmp(name, r->code)
            || (r->female_name && !strcasecmp(name, r->female_name)))
            return r;
    }
    return NULL;
}

const struct role_def *role_of_hero(const char *name)
{
    const struct role_def *r = role_by_name(name);

    return r ? r : &role_defs[11]; /* the Valkyrie */
}

const struct race_def *race_of_hero(const char *name)
{
    const struct race_def *r = race_by_name(name);

    return r ? r : &race_defs[0]; /* human */
}

const struct race_def *race_by_name(const char *name)
{
    if (!name)
        return NULL;
    for (int i = 0; i < race_count; i++)
        if (!strcasecmp(name, race_defs[i].name)
            || !strcasecmp(name, race_defs[i].code))
            return &race_defs[i];
    /* the adjectives the options also take */
    static const struct { const char *adj; int i; } adjs[] = {
        { "elven", 1 }, { "dwarven", 2 }, { "gnomish", 3 }, { "orcish", 4 },
    };
    for (size_t k = 0; k < sizeof adjs / sizeof adjs[0]; k++)
        if (!strcasecmp(name, adjs[k].adj))
            return &race_defs[adjs[k].i];
    return NULL;
}

unsigned role_gender_bit(const char *g)
{
    if (!g)
        return 0;
    if (!strcasecmp(g, "male") || !strcasecmp(g, "m") || !strcasecmp(g, "mal"))
        return ROLE_MALE;
    if (!strcasecmp(g, "female") || !strcasecmp(g, "f") || !strcasecmp(g, "fem"))
        return ROLE_FEMALE;
    return 0;
}

unsigned role_align_bit(const char *a)
{
    if (!a)
        return 0;
    if (!strcasecmp(a, "law") || !strcasecmp(a, "lawful") || !strcasecmp(a, "l"))
        return ROLE_LAWFUL;
    if (!strcasecmp(a, "neutral") || !strcasecmp(a, "balance") || !strcasecmp(a, "n")
        || !strcasecmp(a, "neu"))
        return ROLE_NEUTRAL;
    if (!strcasecmp(a, "chaos") || !strcasecmp(a, "chaotic") || !strcasecmp(a, "c")
        || !strcasecmp(a, "cha"))
        return ROLE_CHAOTIC;
    return 0;
}

bool role_combo_ok(const struct role_def *role, const struct race_def *race,
                   unsigned gender_bit, unsigned align_bit, char *why,
                   size_t whylen)
{
    unsigned both = role->allow & race->allow;
    const char *refused = !(both & RACES_ALL) ? "race"
                          : !(both & gender_bit & GENDERS_ALL) ? "gender"
                          : !(both & align_bit & ALIGNS_ALL) ? "alignment"
                          : NULL;

    if (refused && why)
        snprintf(why, whylen, "NetHack has no %s %s of that %s", race->name,
                 role->name, refused);
    return refused == NULL;
}

/* C: role_init's "is_neuter ? 2 : is_female ? 1 : is_male ? 0 : rn2(100) < 50" */
static int settle_gender(int mndx, struct nhl_rng *rng)
{
    if (is_neuter(mndx))
        return 2;
    if (is_female(mndx))
        return 1;
    if (is_male(mndx))
        return 0;
    return rn2(rng, 100) < 50;
}

void role_init(const struct role_def *role, struct nhl_rng *rng,
               struct role_init_result *out)
{
    out->leader_gender = settle_gender(role->leader, rng);
    out->nemesis_gender = settle_gender(role->nemesis, rng);
    /* a role without gods borrows a random role's (C: randrole, tried up
       to a hundred times, then the first role that has them) */
    int self = (int) (role - role_defs);
    int pantheon = self, tries = 0;

    while (!role_defs[pantheon].own_gods && ++tries < 100)
        pantheon = rn2(rng, role_count);
    if (!role_defs[pantheon].own_gods)
        for (int i = 0; i < role_count; i++)
            if (role_defs[i].own_gods) {
                pantheon = i;
                break;
            }
    out->pantheon = pantheon;
}
