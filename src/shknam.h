/* shknam.h - shops: the shop types with their stock odds and shopkeeper
 * names (shknam.c shtypes), and stocking a shop room (stock_room, shkinit,
 * nameshk, mkshobj_at, get_shop_item). */
#ifndef NHLEV_SHKNAM_H
#define NHLEV_SHKNAM_H

#include "level.h"
#include "mkroom.h"

/* a class number (obj_class_types), or a specific object as -otyp, or
 * VEGETARIAN_CLASS for the health food store's vegetarian food */
#define VEGETARIAN_CLASS (MAXOCLASSES + 1)

struct shop_item_prob {
    int iprob;  /* percent */
    int itype;  /* >= 0 a class, < 0 a specific object type */
};

struct shclass {
    const char *name;          /* "general store" */
    int symb;                  /* the class it mostly sells */
    int prob;                  /* chance among random shops, percent */
    struct shop_item_prob iprobs[9];
    const char *const *shknms; /* shopkeeper names, NULL-terminated */
};

/* indexed by rtype - SHOPBASE; the last (lighting) is only made by
 * special levels */
extern const struct shclass shtypes[];
extern const int NSHTYPES;
/* name lists nameshk treats specially */
extern const char *const shktools[];
extern const char *const shklight[];
extern const char *const shkgeneral[];

/* C: get_shop_item - a class or -otyp for one square of shop type idx
 * (one rnd(100)) */
int get_shop_item(struct nhl_level *lev, int shop_idx);

/* C: nameshk - the shopkeeper's name (with its sex prefix) and sex for a
 * shop of type shop_idx: fixed by the shopkeeper's id, the level's ledger
 * number and the game's birthday; tool shops draw theirs, and a name
 * another shopkeeper of the level has is redrawn. Minetown's lighting shop
 * is Izchak's. */
void nameshk(struct nhl_level *lev, struct monst *shk, int shop_idx);

/* C: shknam.c stock_room - a shopkeeper inside the first usable door
 * (shkinit: makemon, 1000 + 30 * rnd(100) gold, a touchstone at a
 * jeweler's, nameshk), that door made a proper one (a locked one gets
 * "Closed for inventory"), then on every floor square but the row by the
 * door an item of the shop's kinds, or now and then a mimic. Nothing
 * without a usable door. Monsters and objects come from lev->build->gen. */
void stock_room(struct nhl_level *lev, int shop_idx, int r);

#endif
