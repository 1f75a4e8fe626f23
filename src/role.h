/* role.h - the roles and races a hero may be (C: role.c roles[], races[],
 * genders[], aligns[]), as far as a new game reads them before its first
 * level: which combinations NetHack allows, the quest leader and nemesis
 * whose genders role_init settles, whether the role has gods of its own,
 * and the starting hit points, energy and alignment record. */
#ifndef NHLEV_ROLE_H
#define NHLEV_ROLE_H

#include <stdbool.h>
#include <stddef.h>

#include "rng.h"

/* C: role.h's allow bits (races, genders, alignments) */
enum {
    ROLE_MH_HUMAN = 0x0008, ROLE_MH_ELF = 0x0010, ROLE_MH_DWARF = 0x0020,
    ROLE_MH_GNOME = 0x0040, ROLE_MH_ORC = 0x0080,
    ROLE_MALE = 0x1000, ROLE_FEMALE = 0x2000,
    ROLE_LAWFUL = 0x0400, ROLE_NEUTRAL = 0x0200, ROLE_CHAOTIC = 0x0100
};

/* C: struct RoleAdvance's starting part (infix + rnd(inrnd)) */
struct role_start_adv {
    int infix, inrnd;
};

struct role_def {
    const char *name, *female_name; /* "Caveman", "Cavewoman"; NULL none */
    const char *code;               /* "Cav": the quest files' prefix */
    int leader, nemesis;            /* PM_* */
    bool own_gods;                  /* C: lgod set (the Priest has none) */
    unsigned allow;                 /* races, genders, alignments */
    struct role_start_adv hp, en;
    int initrecord;                 /* the alignment record it starts with */
    /* the quest's enemies (C: qt_montype): two species (NON_PM none)
       and the classes drawn from when the species is not chosen */
    int enemy1num, enemy2num;
    int enemy1sym, enemy2sym;
};

struct race_def {
    const char *name;               /* "human" */
    const char *code;               /* "Hum" */
    unsigned self;                  /* its own ROLE_MH_* bit */
    unsigned allow;
    struct role_start_adv hp, en;
    /* the races it is always friends and always enemies with (C: lovemask,
       hatemask; peace_minded reads them against a monster's M2 flags,
       which share the ROLE_MH_* bits) */
    unsigned love, hate;
};

/* C's roles[] in order (randrole draws an index into it) and races[] */
extern const struct role_def role_defs[];
extern const int role_count;
extern const struct race_def race_defs[];
extern const int race_count;

/* The role called name (its name, female name or code, any case), or
 * NULL. */
const struct role_def *role_by_name(const char *name);
const struct race_def *race_by_name(const char *name);
/* "male"/"female" (or "m"/"f", "mal"/"fem") as ROLE_MALE / ROLE_FEMALE;
 * "law"/"lawful", "neutral"/"balance", "chaos"/"chaotic" as ROLE_LAWFUL,
 * ROLE_NEUTRAL, ROLE_CHAOTIC; 0 for anything else. */
unsigned role_gender_bit(const char *gender);
/* The hero's role and race as a level being built reads them (its game's
 * hero names them in full): NetHack's default hero, a Valkyrie and a
 * human, when the name is not one. */
const struct role_def *role_of_hero(const char *name);
const struct race_def *race_of_hero(const char *name);
unsigned role_align_bit(const char *align);

/* Does NetHack allow this hero (C: validrace, validgend, validalign)? If
 * not, why says which part it refuses. */
bool role_combo_ok(const struct role_def *role, const struct race_def *race,
                   unsigned gender_bit, unsigned align_bit, char *why,
                   size_t whylen);

/* What role_init settles with the RNG for a new game: the quest leader's
 * and nemesis' genders when their species has none (rn2(100) each, the
 * leader first), then the pantheon (C: flags.pantheon), redrawn with
 * rn2(13) while the role drawn has no gods. */
struct role_init_result {
    int leader_gender, nemesis_gender;  /* 0 male, 1 female, 2 neuter */
    int pantheon;                       /* index into role_defs */
};
void role_init(const struct role_def *role, struct nhl_rng *rng,
               struct role_init_result *out);

#endif
