/* objdata.h - the object table (objects[otyp]), as each NetHack release's objects[],
 * generated per release from data/VERSION/objects.tsv (tables.h, version.h). */
#ifndef NHLEV_OBJDATA_H
#define NHLEV_OBJDATA_H

#include <stddef.h>
#include <stdint.h>

#include "data_enums.h"

/* object classes, numbered as C's obj_class_types */
enum obj_class_types {
    RANDOM_CLASS = 0, ILLOBJ_CLASS, WEAPON_CLASS, ARMOR_CLASS, RING_CLASS,
    AMULET_CLASS, TOOL_CLASS, FOOD_CLASS, POTION_CLASS, SCROLL_CLASS,
    SPBOOK_CLASS, WAND_CLASS, COIN_CLASS, GEM_CLASS, ROCK_CLASS, BALL_CLASS,
    CHAIN_CLASS, VENOM_CLASS, MAXOCLASSES
};

/* materials, numbered as C's objclass.h obj_material_types */
enum obj_material_types {
    MAT_LIQUID = 1, MAT_WAX, MAT_VEGGY, MAT_FLESH, MAT_PAPER, MAT_CLOTH,
    MAT_LEATHER, MAT_WOOD, MAT_BONE, MAT_DRAGON_HIDE, MAT_IRON, MAT_METAL,
    MAT_COPPER, MAT_SILVER, MAT_GOLD, MAT_PLATINUM, MAT_MITHRIL, MAT_PLASTIC,
    MAT_GLASS, MAT_GEMSTONE, MAT_MINERAL
};

struct objclass {
    const char *oc_name;
    const char *oc_descr;
    int8_t oc_class;
    int16_t oc_prob;
    uint16_t oc_weight;
    int16_t oc_cost;
    int8_t oc_wsdam, oc_wldam;
    int8_t oc_oc1, oc_oc2;     /* hit bonus or AC; enchant limit or spell level */
    uint16_t oc_nutrition;
    int8_t oc_delay;
    uint8_t oc_color;
    uint8_t oc_material;
    int8_t oc_subtyp;          /* skill, armour category */
    uint8_t oc_dir;
    uint8_t oc_oprop;
    uint8_t oc_merge, oc_uses_known, oc_magic, oc_charged, oc_unique, oc_nowish;
    uint8_t oc_big, oc_tough, oc_name_known;
};

/* The table itself is per NetHack release: lev->nh->objects (version.h). */

/* class symbol ('(' ...) and name ("tools") by class number */
char oclass_symbol(int oclass);
const char *oclass_name(int oclass);
int oclass_from_symbol(char sym);   /* -1 if none */
/* otyp by actual name (case-insensitive), -1 if none */
struct nh_release;
int otyp_by_name(const struct nh_release *r, const char *name);
/* the type's full name as NetHack's dump gives it: "scroll of create
 * monster", "ruby stone", "potion of healing" */
void otyp_full_name(int otyp, char *buf, size_t len);

#endif
