/* objects.h - des.object (sp_lev.c lspo_object, create_object,
 * find_objtype): the object a script names is made by object generation
 * (mkobj.h: mkobj_at / mksobj_at / mkgold with all their draws), then the
 * script's own settings (spe, buc, montype, name, erosion, locks,
 * quantity) are applied in create_object's order, and it is put into its
 * container or monster, emptied when the script gives contents, turned
 * into a petrified monster on Medusa's level, or buried (bury_an_obj's
 * draws). */
#ifndef NHLEV_OBJECTS_H
#define NHLEV_OBJECTS_H

#include <stdbool.h>

#include "level.h"

#define MAX_CONTAINMENT 10

/* C: sp_lev.h object, as lspo_object fills it */
struct obj_request {
    int x, y;            /* script coordinates, -1,-1 random */
    int oclass;          /* class symbol ('%'), -1 none */
    int otyp;            /* -1 none (random of the class / random) */
    char id[64];         /* the name the script used */
    int spe;             /* -127 random (generation's) */
    int curse_state;     /* 0 random, 1 blessed, 2 uncursed, 3 cursed,
                            4 not-cursed, 5 not-uncursed, 6 not-blessed */
    int corpsenm;        /* -1 none */
    const char *name;    /* oname, NULL none */
    long quan;           /* -1 random */
    bool buried, lit;
    int eroded;
    int locked, trapped; /* -1 as generated */
    int tknown;          /* 5.0.0 trap_known: -1 as generated */
    int recharged;
    bool greased, broken, achievement;
    bool has_contents;   /* a contents function follows: push as container */
};

/* The object type a level names (C: find_objtype): "ring of ", "potion
 * of ", "scroll of ", "spellbook of ", "wand of " restrict the class; then
 * by actual name, then by description, case-insensitively. -1 unknown. */
int find_objtype(const struct nhl_level *lev, const char *s);
/* The same with the class a des.object table gives (its symbol, 0 none):
 * in 5.0.0 a name is looked up in that class only (a prefix's class
 * still wins); 3.7 ignores it */
int find_objtype_class(const struct nhl_level *lev, const char *s, char csym);

/* create_object once: location (DRY), placement on the floor, in the
 * container on top of the stack, or in the inventory of the monster being
 * equipped; a container request is pushed. Returns the object index, -1
 * when C would delete it (its container is gone). */
int object_create(struct nhl_level *lev, const struct obj_request *rq);
/* lspo_object's loop: a non-mergeable type with a quantity makes that many
 * objects. Returns the last one's index. */
int object_create_all(struct nhl_level *lev, const struct obj_request *rq);
/* after a contents function (C: spo_pop_container) */
void object_pop_container(struct nhl_level *lev);

#endif
