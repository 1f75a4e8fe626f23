/* mplayer.c - player monsters' equipment outside the endgame (C:
 * mplayer.c mk_mplayer after makemon; see mplayer.h). */
#include "mplayer.h"

#include "data_enums.h"
#include "minit.h"
#include "mkobj.h"
#include "monflags.h"
#include "muse_items.h"
#include "objinit.h"
#include "objdata.h"

/* C: weapon.c rwep - the weapons a monster might throw */
static bool might_throw(int otyp)
{
    static const int rwep[] = {
        DWARVISH_SPEAR, SILVER_SPEAR, ELVEN_SPEAR, SPEAR, ORCISH_SPEAR,
        JAVELIN, SHURIKEN, YA, SILVER_ARROW, ELVEN_ARROW, ARROW,
        ORCISH_ARROW, CROSSBOW_BOLT, SILVER_DAGGER, ELVEN_DAGGER, DAGGER,
        ORCISH_DAGGER, KNIFE, FLINT, ROCK, LOADSTONE, LUCKSTONE, DART,
        CREAM_PIE
    };

    for (size_t i = 0; i < sizeof rwep / sizeof rwep[0]; i++)
        if (rwep[i] == otyp)
            return true;
    return false;
}

void mplayer_equip(struct nhl_level *lev, int midx)
{
    int mm = lev->monsters[midx].mndx;
    int weapon, armor, cloak, helm, shield;

    weapon = !rn2(lev->rng, 2) ? LONG_SWORD
                               : rnd_class(lev, SPEAR, BULLWHIP);
    armor = rnd_class(lev, GRAY_DRAGON_SCALE_MAIL, YELLOW_DRAGON_SCALE_MAIL);
    cloak = !rn2(lev->rng, 8) ? STRANGE_OBJECT
            : rnd_class(lev, OILSKIN_CLOAK, CLOAK_OF_DISPLACEMENT);
    helm = !rn2(lev->rng, 8) ? STRANGE_OBJECT
           : rnd_class(lev, ELVEN_LEATHER_HELM, HELM_OF_TELEPATHY);
    shield = !rn2(lev->rng, 8) ? STRANGE_OBJECT
             : rnd_class(lev, ELVEN_SHIELD, SHIELD_OF_REFLECTION);
    switch (mm) {
    case PM_ARCHEOLOGIST:
        if (rn2(lev->rng, 2))
            weapon = BULLWHIP;
        break;
    case PM_BARBARIAN:
        if (rn2(lev->rng, 2)) {
            weapon = rn2(lev->rng, 2) ? TWO_HANDED_SWORD : BATTLE_AXE;
            shield = STRANGE_OBJECT;
        }
        if (rn2(lev->rng, 2))
            armor = rnd_class(lev, PLATE_MAIL, CHAIN_MAIL);
        if (helm == HELM_OF_BRILLIANCE)
            helm = STRANGE_OBJECT;
        break;
    case PM_CAVE_DWELLER:
        if (rn2(lev->rng, 4))
            weapon = MACE;
        else if (rn2(lev->rng, 2))
            weapon = CLUB;
        if (helm == HELM_OF_BRILLIANCE)
            helm = STRANGE_OBJECT;
        break;
    case PM_HEALER:
        if (rn2(lev->rng, 4))
            weapon = QUARTERSTAFF;
        else if (rn2(lev->rng, 2))
            weapon = rn2(lev->rng, 2) ? UNICORN_HORN : SCALPEL;
        if (rn2(lev->rng, 4))
            helm = rn2(lev->rng, 2) ? HELM_OF_BRILLIANCE : HELM_OF_TELEPATHY;
        if (rn2(lev->rng, 2))
            shield = STRANGE_OBJECT;
        break;
    case PM_KNIGHT:
        if (rn2(lev->rng, 4))
            weapon = LONG_SWORD;
        if (rn2(lev->rng, 2))
            armor = rnd_class(lev, PLATE_MAIL, CHAIN_MAIL);
        break;
    case PM_MONK:
        weapon = !rn2(lev->rng, 3) ? SHURIKEN : STRANGE_OBJECT;
        armor = STRANGE_OBJECT;
        cloak = ROBE;
        if (rn2(lev->rng, 2))
            shield = STRANGE_OBJECT;
        break;
    case PM_CLERIC:
        if (rn2(lev->rng, 2))
            weapon = MACE;
        if (rn2(lev->rng, 2))
            armor = rnd_class(lev, PLATE_MAIL, CHAIN_MAIL);
        if (rn2(lev->rng, 4))
            cloak = ROBE;
        if (rn2(lev->rng, 4))
            helm = rn2(lev->rng, 2) ? HELM_OF_BRILLIANCE : HELM_OF_TELEPATHY;
        if (rn2(lev->rng, 2))
            shield = STRANGE_OBJECT;
        break;
    case PM_RANGER:
        if (rn2(lev->rng, 2))
            weapon = ELVEN_DAGGER;
        break;
    case PM_ROGUE:
        if (rn2(lev->rng, 2))
            weapon = rn2(lev->rng, 2) ? SHORT_SWORD : ORCISH_DAGGER;
        break;
    case PM_SAMURAI:
        if (rn2(lev->rng, 2))
            weapon = KATANA;
        break;
    case PM_TOURIST:
        break;
    case PM_VALKYRIE:
        if (rn2(lev->rng, 2))
            weapon = WAR_HAMMER;
        if (rn2(lev->rng, 2))
            armor = rnd_class(lev, PLATE_MAIL, CHAIN_MAIL);
        break;
    case PM_WIZARD:
        if (rn2(lev->rng, 4))
            weapon = rn2(lev->rng, 2) ? QUARTERSTAFF : ATHAME;
        if (rn2(lev->rng, 2)) {
            armor = rn2(lev->rng, 2) ? BLACK_DRAGON_SCALE_MAIL
                                     : SILVER_DRAGON_SCALE_MAIL;
            cloak = CLOAK_OF_MAGIC_RESISTANCE;
        }
        if (rn2(lev->rng, 4))
            helm = HELM_OF_BRILLIANCE;
        shield = STRANGE_OBJECT;
        break;
    default:
        weapon = STRANGE_OBJECT;
        break;
    }
    (void) armor;
    (void) cloak;
    (void) helm;
    (void) shield;
    /* (armour pieces are only handed out to the Astral's champions) */
    if (weapon != STRANGE_OBJECT) {
        int oi = mksobj(lev, weapon, true, false);

        if (oi >= 0) {
            struct obj *o = &lev->objects[oi];

            o->oeroded = o->oeroded2 = 0;
            o->spe = rn2(lev->rng, 4);
            if (!rn2(lev->rng, 3))
                o->erodeproof = true;
            else if (!rn2(lev->rng, 2))
                o->greased = true;
            /* a stack of what it might throw */
            if (lev->nh->objects[o->otyp].oc_merge && might_throw(o->otyp)) {
                bool spear = lev->nh->objects[o->otyp].oc_subtyp == 17;

                o->quan += rn2(lev->rng, spear ? 4 : 8);
            }
            minit_give(lev, midx, oi);
        }
    }
    for (int q = rnd(lev->rng, 3); q; q--)
        (void) mongets(lev, midx, rnd_offensive_item(lev, midx));
    for (int q = rnd(lev->rng, 3); q; q--)
        (void) mongets(lev, midx, rnd_defensive_item(lev, midx));
    for (int q = rnd(lev->rng, 3); q; q--)
        (void) mongets(lev, midx, rnd_misc_item(lev, midx));
}
