/* objinit.c - a new object's class initialisation, as NetHack 3.7's
 * mkobj.c mksobj_init (with mkbox_cnts for containers' contents and
 * mkobj_erosions), in C's draw order; see objinit.h. */
#include "tables.h"
#include "objinit.h"

#include <pthread.h>

#include "appearance.h"
#include "objlook.h"
#include "artifact.h"
#include "data_enums.h"
#include "mkobj.h"
#include "mondata.h"
#include "monflags.h"
#include "mvitals.h"
#include "objdata.h"
#include "rng.h"

#include <stdio.h>
#include <string.h>

/* C: skills.h */
enum { SK_NONE = 0, SK_BOW = 20, SK_SHURIKEN = 24 };
/* C: prop.h FIRE_RES */
enum { PROP_FIRE_RES = 1 };
/* C: hack.h tin kinds */
enum { ROTTEN_TIN = 0, HOMEMADE_TIN = 1, N_TIN_KINDS = 15 };

int undead_to_corpse(int m)
{
    switch (m) {
    case PM_KOBOLD_ZOMBIE: case PM_KOBOLD_MUMMY: return PM_KOBOLD;
    case PM_DWARF_ZOMBIE: case PM_DWARF_MUMMY: return PM_DWARF;
    case PM_GNOME_ZOMBIE: case PM_GNOME_MUMMY: return PM_GNOME;
    case PM_ORC_ZOMBIE: case PM_ORC_MUMMY: return PM_ORC;
    case PM_ELF_ZOMBIE: case PM_ELF_MUMMY: return PM_ELF;
    case PM_VAMPIRE: case PM_VAMPIRE_LEADER:
    case PM_HUMAN_ZOMBIE: case PM_HUMAN_MUMMY: return PM_HUMAN;
    case PM_GIANT_ZOMBIE: case PM_GIANT_MUMMY: return PM_GIANT;
    case PM_ETTIN_ZOMBIE: case PM_ETTIN_MUMMY: return PM_ETTIN;
    default: return m;
    }
}

/* C: mondata.c grownups[] - young form and what it grows into */
static const short grownups[][2] = {
    { PM_CHICKATRICE, PM_COCKATRICE }, { PM_LITTLE_DOG, PM_DOG },
    { PM_DOG, PM_LARGE_DOG }, { PM_HELL_HOUND_PUP, PM_HELL_HOUND },
    { PM_WINTER_WOLF_CUB, PM_WINTER_WOLF }, { PM_KITTEN, PM_HOUSECAT },
    { PM_HOUSECAT, PM_LARGE_CAT }, { PM_PONY, PM_HORSE },
    { PM_HORSE, PM_WARHORSE }, { PM_KOBOLD, PM_LARGE_KOBOLD },
    { PM_LARGE_KOBOLD, PM_KOBOLD_LEADER }, { PM_GNOME, PM_GNOME_LEADER },
    { PM_GNOME_LEADER, PM_GNOME_RULER }, { PM_DWARF, PM_DWARF_LEADER },
    { PM_DWARF_LEADER, PM_DWARF_RULER },
    { PM_MIND_FLAYER, PM_MASTER_MIND_FLAYER }, { PM_ORC, PM_ORC_CAPTAIN },
    { PM_HILL_ORC, PM_ORC_CAPTAIN }, { PM_MORDOR_ORC, PM_ORC_CAPTAIN },
    { PM_URUK_HAI, PM_ORC_CAPTAIN }, { PM_SEWER_RAT, PM_GIANT_RAT },
    { PM_CAVE_SPIDER, PM_GIANT_SPIDER }, { PM_OGRE, PM_OGRE_LEADER },
    { PM_OGRE_LEADER, PM_OGRE_TYRANT }, { PM_ELF, PM_ELF_NOBLE },
    { PM_WOODLAND_ELF, PM_ELF_NOBLE }, { PM_GREEN_ELF, PM_ELF_NOBLE },
    { PM_GREY_ELF, PM_ELF_NOBLE }, { PM_ELF_NOBLE, PM_ELVEN_MONARCH },
    { PM_LICH, PM_DEMILICH }, { PM_DEMILICH, PM_MASTER_LICH },
    { PM_MASTER_LICH, PM_ARCH_LICH }, { PM_VAMPIRE, PM_VAMPIRE_LEADER },
    { PM_BAT, PM_GIANT_BAT }, { PM_BABY_GRAY_DRAGON, PM_GRAY_DRAGON },
    { PM_BABY_GOLD_DRAGON, PM_GOLD_DRAGON },
    { PM_BABY_SILVER_DRAGON, PM_SILVER_DRAGON },
    { PM_BABY_RED_DRAGON, PM_RED_DRAGON },
    { PM_BABY_WHITE_DRAGON, PM_WHITE_DRAGON },
    { PM_BABY_ORANGE_DRAGON, PM_ORANGE_DRAGON },
    { PM_BABY_BLACK_DRAGON, PM_BLACK_DRAGON },
    { PM_BABY_BLUE_DRAGON, PM_BLUE_DRAGON },
    { PM_BABY_GREEN_DRAGON, PM_GREEN_DRAGON },
    { PM_BABY_YELLOW_DRAGON, PM_YELLOW_DRAGON },
    { PM_RED_NAGA_HATCHLING, PM_RED_NAGA },
    { PM_BLACK_NAGA_HATCHLING, PM_BLACK_NAGA },
    { PM_GOLDEN_NAGA_HATCHLING, PM_GOLDEN_NAGA },
    { PM_GUARDIAN_NAGA_HATCHLING, PM_GUARDIAN_NAGA },
    { PM_SMALL_MIMIC, PM_LARGE_MIMIC }, { PM_LARGE_MIMIC, PM_GIANT_MIMIC },
    { PM_BABY_LONG_WORM, PM_LONG_WORM },
    { PM_BABY_PURPLE_WORM, PM_PURPLE_WORM },
    { PM_BABY_CROCODILE, PM_CROCODILE }, { PM_SOLDIER, PM_SERGEANT },
    { PM_SERGEANT, PM_LIEUTENANT }, { PM_LIEUTENANT, PM_CAPTAIN },
    { PM_WATCHMAN, PM_WATCH_CAPTAIN },
    { PM_ALIGNED_CLERIC, PM_HIGH_CLERIC },
    { PM_STUDENT, PM_ARCHEOLOGIST }, { PM_ATTENDANT, PM_HEALER },
    { PM_PAGE, PM_KNIGHT }, { PM_ACOLYTE, PM_CLERIC },
    { PM_APPRENTICE, PM_WIZARD }, { PM_MANES, PM_LEMURE },
    { PM_KEYSTONE_KOP, PM_KOP_SERGEANT },
    { PM_KOP_SERGEANT, PM_KOP_LIEUTENANT },
    { PM_KOP_LIEUTENANT, PM_KOP_KAPTAIN },
};

/* each species' grown form (itself if none), made once: eggs ask it of
 * up to 200 random species each */
static int grown[NUMMONS_ENUM];

static void make_grown(void)
{
    for (int m = 0; m < NUMMONS_ENUM; m++)
        grown[m] = m;
    /* from the end, so the first pair for a species wins */
    for (size_t i = sizeof grownups / sizeof grownups[0]; i-- > 0;)
        if (grownups[i][0] >= 0 && grownups[i][0] < NUMMONS_ENUM)
            grown[grownups[i][0]] = grownups[i][1];
}

/* C: mondata.c little_to_big */
static int little_to_big(int m)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;

    if (m < 0 || m >= NUMMONS_ENUM) {
        for (size_t i = 0; i < sizeof grownups / sizeof grownups[0]; i++)
            if (grownups[i][0] == m)
                return grownups[i][1];
        return m;
    }
    pthread_once(&once, make_grown);
    return grown[m];
}

int big_to_little(int m)
{
    for (size_t i = 0; i < sizeof grownups / sizeof grownups[0]; i++)
        if (grownups[i][1] == m)
            return grownups[i][0];
    return m;
}

/* C: mon.c can_be_hatched; its breeder test (1 in 77) draws before the
 * queen-bee/winged-gargoyle exception is looked at */
int can_be_hatched(struct nhl_level *lev, int m)
{
    if (m == PM_SCORPIUS)
        m = PM_SCORPION;
    m = little_to_big(m);
    if (m == PM_KILLER_BEE || m == PM_GARGOYLE)
        return m;
    if (pm_f1(m, M1_OVIPAROUS)) {
        if (!rn2(lev->rng, 77))
            return m;
        if (m != PM_QUEEN_BEE && m != PM_WINGED_GARGOYLE)
            return m;
    }
    return -1;
}

static int mat(const struct obj *o)
{
    return objects_invariant[o->otyp].oc_material;
}

static bool is_candle(const struct obj *o)
{
    return o->otyp == TALLOW_CANDLE || o->otyp == WAX_CANDLE;
}

/* C: mkobj.c is_flammable, is_rottable; objclass.h erosion kinds */
static bool is_flammable(const struct nhl_level *lev, const struct obj *o)
{
    if (is_candle(o))
        return false;
    if (lev->nh->objects[o->otyp].oc_oprop == PROP_FIRE_RES
        || o->otyp == WAN_FIRE)
        return false;
    return (mat(o) <= MAT_WOOD && mat(o) != MAT_LIQUID) || mat(o) == MAT_PLASTIC;
}
static bool is_rottable(const struct nhl_level *lev, const struct obj *o)
{
    /* 5.0.0 mkobj.c is_rottable: dragon hide rots too */
    if (lev->nh->rules.dragon_hide_rots && mat(o) == MAT_DRAGON_HIDE)
        return true;
    return mat(o) <= MAT_WOOD && mat(o) != MAT_LIQUID;
}
static bool is_rustprone(const struct obj *o) { return mat(o) == MAT_IRON; }
static bool is_crackable(const struct obj *o)
{
    return mat(o) == MAT_GLASS && objects_invariant[o->otyp].oc_class == ARMOR_CLASS;
}
static bool is_corrodeable(const struct obj *o)
{
    return mat(o) == MAT_COPPER || mat(o) == MAT_IRON;
}
static bool is_damageable(const struct nhl_level *lev, const struct obj *o)
{
    return is_rustprone(o) || is_flammable(lev, o) || is_rottable(lev, o)
           || is_corrodeable(o) || is_crackable(o);
}

/* C: objnam.c erosion_matters */
static bool erosion_matters(const struct obj *o)
{
    switch (objects_invariant[o->otyp].oc_class) {
    case TOOL_CLASS:
        return objects_invariant[o->otyp].oc_subtyp != SK_NONE; /* a weapon-tool */
    case WEAPON_CLASS: case ARMOR_CLASS: case BALL_CLASS: case CHAIN_CLASS:
        return true;
    default:
        return false;
    }
}

/* C: mkobj.c may_generate_eroded (during level creation) */
static bool may_generate_eroded(const struct nhl_level *lev, const struct obj *o)
{
    /* the hero's first inventory (or anything made on the first turn
       once the level is made) */
    if (lev->ctx.moves <= 1 && !in_mklev(lev))
        return false;
    if (o->erodeproof || !erosion_matters(o) || !is_damageable(lev, o))
        return false;
    if (o->otyp == WORM_TOOTH || o->otyp == UNICORN_HORN)
        return false;
    return !o->oartifact;
}

/* C: mkobj.c mkobj_erosions */
static void mkobj_erosions(struct nhl_level *lev, int oi)
{
    struct obj *o = &lev->objects[oi];

    if (!may_generate_eroded(lev, o))
        return;
    if (!rn2(lev->rng, 100)) {
        o->erodeproof = true;
    } else {
        if (!rn2(lev->rng, 80)
            && (is_flammable(lev, o) || is_rustprone(o) || is_crackable(o))) {
            do
                o->oeroded++;
            while (o->oeroded < 3 && !rn2(lev->rng, 9));
        }
        if (!rn2(lev->rng, 80) && (is_rottable(lev, o) || is_corrodeable(o))) {
            do
                o->oeroded2++;
            while (o->oeroded2 < 3 && !rn2(lev->rng, 9));
        }
    }
    if (!rn2(lev->rng, 1000))
        o->greased = true;
}

static bool is_mbag(int otyp)
{
    return otyp == BAG_OF_HOLDING || otyp == BAG_OF_TRICKS;
}

/* C: mkobj.c mkbox_cnts - a container's random contents */
static void mkbox_cnts(struct nhl_level *lev, int box)
{
    int otyp = lev->objects[box].otyp;
    int n;

    switch (otyp) {
    case ICE_BOX: n = 20; break;
    case CHEST: n = lev->objects[box].locked ? 7 : 5; break;
    case LARGE_BOX: n = lev->objects[box].locked ? 5 : 3; break;
    case SACK:
    case OILSKIN_SACK:
        /* empty on the first turn, unless the level is being made */
        n = lev->ctx.moves <= 1 && !in_mklev(lev) ? 0 : 1;
        break;
    case BAG_OF_HOLDING: n = 1; break;
    default: n = 0; break;
    }
    for (n = rn2(lev->rng, n + 1); n > 0; n--) {
        int oi;

        if (otyp == ICE_BOX) {
            oi = mksobj(lev, CORPSE, true, false);
            if (oi < 0)
                continue;
            lev->objects[oi].age = 0;
        } else {
            int oclass = pick_icp_class(lev, ICP_BOX);

            oi = mkobj(lev, oclass, false);
            if (oi < 0)
                continue;
            struct obj *o = &lev->objects[oi];

            if (lev->nh->objects[o->otyp].oc_class == COIN_CLASS) {
                /* 2.5 times the level's usual amount */
                long a = rnd(lev->rng, lev->ctx.level_difficulty + 2);
                long b = rnd(lev->rng, 75);

                o->quan = a * b;
            } else {
                while (o->otyp == ROCK) {
                    o->otyp = rnd_class(lev, DILITHIUM_CRYSTAL, LOADSTONE);
                    o = &lev->objects[oi];
                    if (o->quan > 2)
                        o->quan = 1;
                }
            }
            if (otyp == BAG_OF_HOLDING) {
                if (is_mbag(o->otyp)) {
                    o->otyp = SACK;
                    o->spe = 0;
                } else {
                    while (o->otyp == WAN_CANCELLATION) {
                        o->otyp = rnd_class(lev, WAN_LIGHT, WAN_LIGHTNING);
                        o = &lev->objects[oi];
                    }
                }
            }
            level_set_id(o->id, sizeof o->id, lev->nh->objects[o->otyp].oc_name);
        }
        add_to_container(lev, box, oi);
    }
}

static void init_weapon(struct nhl_level *lev, int oi, bool artif)
{
    struct obj *o = &lev->objects[oi];
    int skill = lev->nh->objects[o->otyp].oc_subtyp;
    bool multigen = skill >= -SK_SHURIKEN && skill <= -SK_BOW;

    o->quan = multigen ? rn1(lev->rng, 6, 6) : 1;
    if (!rn2(lev->rng, 11)) {
        o->spe = rne(lev->rng, 3);
        o->blessed = rn2(lev->rng, 2);
    } else if (!rn2(lev->rng, 10)) {
        obj_curse(o);
        o->spe = -rne(lev->rng, 3);
    } else {
        blessorcurse(lev, o, 10);
    }
    if (multigen && !rn2(lev->rng, 100))
        o->opoisoned = true;
    if (artif && !rn2(lev->rng, 20 + 10 * nartifact_exist(lev)))
        (void) mk_artifact(lev, oi, true);
}

static void init_food(struct nhl_level *lev, int oi)
{
    struct obj *o = &lev->objects[oi];
    int tryct, m;

    switch (o->otyp) {
    case CORPSE:
        /* a species that leaves corpses (C: mvitals' G_NOCORPSE, which at
         * level creation is the species' own flag); after 50 tries a
         * human's */
        tryct = 50;
        do
            m = undead_to_corpse(rndmonnum(lev));
        while ((lev->nh->mons[m].geno & G_NOCORPSE) && --tryct > 0);
        if (tryct == 0)
            m = PM_HUMAN;
        lev->objects[oi].corpsenm = m;
        break;
    case EGG:
        o->corpsenm = -1;
        if (!rn2(lev->rng, 3))
            for (tryct = 200; tryct > 0; --tryct) {
                m = can_be_hatched(lev, rndmonnum(lev));
                if (m >= 0 && !dead_species(lev, m, true)) {
                    lev->objects[oi].corpsenm = m;
                    break;
                }
            }
        break;
    case TIN:
        o->corpsenm = -1;
        if (!rn2(lev->rng, 6)) {
            o->spe = 1; /* spinach */
        } else {
            for (tryct = 200; tryct > 0; --tryct) {
                m = undead_to_corpse(rndmonnum(lev));
                if (lev->nh->mons[m].cnutrit && !(lev->nh->mons[m].geno & G_NOCORPSE)) {
                    o = &lev->objects[oi];
                    o->corpsenm = m;
                    /* C: set_tin_variety(RANDOM_TIN) */
                    int r = rn2(lev->rng, N_TIN_KINDS);

                    if (r == ROTTEN_TIN && nonrotting_corpse(m))
                        r = HOMEMADE_TIN;
                    o->spe = -(r + 1);
                    break;
                }
            }
        }
        blessorcurse(lev, &lev->objects[oi], 10);
        break;
    case SLIME_MOLD:
        o->spe = 1; /* C: context.current_fruit, the first fruit */
        break;
    case KELP_FROND:
        o->quan = rnd(lev->rng, 2);
        break;
    case CANDY_BAR:
        /* C: assign_candy_wrapper - one of 12 wrappers */
        o->spe = 1 + rn2(lev->rng, 12);
        break;
    default:
        break;
    }
    o = &lev->objects[oi];
    if (o->otyp >= GLOB_OF_GRAY_OOZE && o->otyp <= GLOB_OF_BLACK_PUDDING) {
        o->globby = true;
        o->quan = 1;
        o->corpsenm = PM_GRAY_OOZE + (o->otyp - GLOB_OF_GRAY_OOZE);
        /* C: start_glob_timeout(0) - 23..27 turns */
        (void) rn2(lev->rng, 5);
    } else if (o->otyp != CORPSE && o->otyp != MEAT_RING
               && o->otyp != KELP_FROND && !rn2(lev->rng, 6)) {
        o->quan = 2;
    }
}

static void init_tool(struct nhl_level *lev, int oi)
{
    struct obj *o = &lev->objects[oi];
    int tryct;

    switch (o->otyp) {
    case TALLOW_CANDLE:
    case WAX_CANDLE:
        o->spe = 1;
        o->age = 20L * lev->nh->objects[o->otyp].oc_cost;
        o->quan = 1 + (rn2(lev->rng, 2) ? rn2(lev->rng, 7) : 0);
        blessorcurse(lev, o, 5);
        break;
    case BRASS_LANTERN:
    case OIL_LAMP:
        o->spe = 1;
        o->age = rn1(lev->rng, 500, 1000);
        blessorcurse(lev, o, 5);
        break;
    case MAGIC_LAMP:
        o->spe = 1;
        blessorcurse(lev, o, 2);
        break;
    case CHEST:
    case LARGE_BOX:
        o->locked = !!rn2(lev->rng, 5);
        o->trapped = !rn2(lev->rng, 10);
        /* 5.0.0 mkobj.c mksobj_init: a trapped box's trap is obvious
         * (tknown) 1 time in 100 */
        if (lev->nh->rules.box_trap_obvious && o->trapped)
            o->tknown = !rn2(lev->rng, 100);
        /* FALLTHROUGH */
    case ICE_BOX:
    case SACK:
    case OILSKIN_SACK:
    case BAG_OF_HOLDING:
        mkbox_cnts(lev, oi);
        break;
    case EXPENSIVE_CAMERA:
    case TINNING_KIT:
    case MAGIC_MARKER:
        o->spe = rn1(lev->rng, 70, 30);
        break;
    case CAN_OF_GREASE:
        o->spe = rn1(lev->rng, 21, 5);
        blessorcurse(lev, o, 10);
        break;
    case CRYSTAL_BALL:
        o->spe = rn1(lev->rng, 5, 3);
        blessorcurse(lev, o, 2);
        break;
    case HORN_OF_PLENTY:
    case BAG_OF_TRICKS:
        o->spe = rn1(lev->rng, 18, 3);
        break;
    case FIGURINE: {
        /* figurines are of slightly harder species */
        int m;

        tryct = 0;
        do
            m = rndmonnum_adj(lev, 5, 10);
        while (is_human(m) && tryct++ < 30);
        o = &lev->objects[oi];
        o->corpsenm = m;
        blessorcurse(lev, o, 4);
        break;
    }
    case BELL_OF_OPENING:
        o->spe = 3;
        break;
    case MAGIC_FLUTE:
    case MAGIC_HARP:
    case FROST_HORN:
    case FIRE_HORN:
    case DRUM_OF_EARTHQUAKE:
        o->spe = rn1(lev->rng, 5, 4);
        break;
    default:
        break;
    }
}

static void init_armor(struct nhl_level *lev, int oi, bool artif)
{
    struct obj *o = &lev->objects[oi];

    if (rn2(lev->rng, 10)
        && (o->otyp == FUMBLE_BOOTS || o->otyp == LEVITATION_BOOTS
            || o->otyp == HELM_OF_OPPOSITE_ALIGNMENT
            || o->otyp == GAUNTLETS_OF_FUMBLING || !rn2(lev->rng, 11))) {
        obj_curse(o);
        o->spe = -rne(lev->rng, 3);
    } else if (!rn2(lev->rng, 10)) {
        o->blessed = rn2(lev->rng, 2);
        o->spe = rne(lev->rng, 3);
    } else {
        blessorcurse(lev, o, 10);
    }
    if (artif && !rn2(lev->rng, 40 + 10 * nartifact_exist(lev)))
        (void) mk_artifact(lev, oi, true);
    o = &lev->objects[oi];
    /* a samurai's splint mail is lacquered */
    if (!strcmp(lev->game->hero.role, "Samurai") && o->otyp == SPLINT_MAIL
        && (lev->ctx.moves <= 1 || lev->ctx.in_quest))
        o->erodeproof = true;
}

static void init_ring(struct nhl_level *lev, struct obj *o)
{
    if (lev->nh->objects[o->otyp].oc_charged) {
        blessorcurse(lev, o, 3);
        if (rn2(lev->rng, 10)) {
            if (rn2(lev->rng, 10) && bcsign(o)) {
                o->spe = bcsign(o) * rne(lev->rng, 3);
            } else if (rn2(lev->rng, 2)) {
                o->spe = rne(lev->rng, 3);
            } else {
                o->spe = -rne(lev->rng, 3);
            }
        }
        /* useless +0 rings are made rarer */
        if (o->spe == 0) {
            int a = rn2(lev->rng, 4);
            int b = rn2(lev->rng, 3);

            o->spe = a - b;
        }
        /* negative rings are usually cursed */
        if (o->spe < 0 && rn2(lev->rng, 5))
            obj_curse(o);
    } else if (rn2(lev->rng, 10)
               && (o->otyp == RIN_TELEPORTATION || o->otyp == RIN_POLYMORPH
                   || o->otyp == RIN_AGGRAVATE_MONSTER
                   || o->otyp == RIN_HUNGER || !rn2(lev->rng, 9))) {
        obj_curse(o);
    }
}

void mksobj_init(struct nhl_level *lev, int oi, bool artif)
{
    struct obj *o = &lev->objects[oi];

    switch (lev->nh->objects[o->otyp].oc_class) {
    case WEAPON_CLASS:
        init_weapon(lev, oi, artif);
        break;
    case FOOD_CLASS:
        init_food(lev, oi);
        break;
    case GEM_CLASS:
        o->corpsenm = 0;
        if (o->otyp == LOADSTONE)
            obj_curse(o);
        else if (o->otyp == ROCK)
            o->quan = rn1(lev->rng, 6, 6);
        else if (o->otyp != LUCKSTONE && !rn2(lev->rng, 6))
            o->quan = 2;
        else
            o->quan = 1;
        break;
    case TOOL_CLASS:
        init_tool(lev, oi);
        break;
    case AMULET_CLASS:
        if (rn2(lev->rng, 10)
            && (o->otyp == AMULET_OF_STRANGULATION
                || o->otyp == AMULET_OF_CHANGE
                || o->otyp == AMULET_OF_RESTFUL_SLEEP))
            obj_curse(o);
        else
            blessorcurse(lev, o, 10);
        break;
    case POTION_CLASS:
    case SCROLL_CLASS:
        if (o->otyp != SCR_MAIL)
            blessorcurse(lev, o, 4);
        break;
    case SPBOOK_CLASS:
        blessorcurse(lev, o, 17);
        break;
    case ARMOR_CLASS:
        init_armor(lev, oi, artif);
        break;
    case WAND_CLASS:
        if (o->otyp == WAN_WISHING && lev->nh->rules.wishing_one_charge) {
            /* 5.0.0 mkobj.c mksobj_init: one wish, no draw */
            o->spe = 1;
        } else if (o->otyp == WAN_WISHING) {
            o->spe = rnd(lev->rng, 3);
        } else if (o->otyp == WAN_STASIS) {
            /* 5.0.0's new wand (3.7 never makes one): 3..6 charges */
            o->spe = rn1(lev->rng, 4, 3);
        } else {
            /* the wand of nothing's direction is the game's (o_init) */
            bool nodir = obj_dir(lev, o->otyp) == OBJ_DIR_NODIR;

            o->spe = rn1(lev->rng, 5, nodir ? 11 : 4);
        }
        blessorcurse(lev, o, 17);
        o->recharged = 0;
        break;
    case RING_CLASS:
        init_ring(lev, o);
        break;
    case ROCK_CLASS:
        if (o->otyp == STATUE) {
            int m = rndmonnum(lev);

            lev->objects[oi].corpsenm = m;
            if (lev->nh->mons[m].msize >= MZ_SMALL
                && rn2(lev->rng, lev->ctx.level_difficulty / 2 + 10) > 10) {
                int book = mkobj(lev, SPBOOK_no_NOVEL, false);

                if (book >= 0)
                    add_to_container(lev, oi, book);
            }
        }
        break;
    default:
        break;
    }
    mkobj_erosions(lev, oi);
    /* 5.0.0: a permapoisoned object (Grimtooth) is always poisoned */
    if (permapoisoned(lev, &lev->objects[oi]))
        lev->objects[oi].opoisoned = true;
}
