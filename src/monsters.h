/* monsters.h - des.monster (sp_lev.c lspo_monster, find_montype,
 * create_monster): the draws sp_lev.c makes itself (find_montype's gender,
 * induced_align for the alignment mask, mkclass for a class, the Mines'
 * own-race rn2(3), the location, enexto) and makemon's (makemon.h).
 * Monster inventories (m_initweap/m_initinv) are not made yet. */
#ifndef NHLEV_MONSTERS_H
#define NHLEV_MONSTERS_H

#include <stdbool.h>

#include "level.h"

#define MALE 0
#define FEMALE 1
#define NEUTRAL 2

/* appear_as kinds (C: M_AP_*) */
enum { M_AP_NOTHING = 0, M_AP_FURNITURE, M_AP_MONSTER, M_AP_OBJECT };

/* C: sp_lev.h monster, as lspo_monster fills it */
struct mon_request {
    int x, y;             /* script coordinates, -1,-1 random */
    int mclass;           /* class symbol, -1 none */
    int mndx;             /* -1 none (NON_PM) */
    char id[64];          /* the name the script used */
    int female;           /* 0/1 */
    int peaceful, asleep; /* -1 random */
    const char *name;
    int sp_amask;         /* AM_* or AM_SPLEV_* (features.h) */
    bool invisible, cancelled, revived, avenge, stunned, confused, waiting;
    int fleeing, blinded, paralyzed;
    int appear;           /* M_AP_* */
    const char *appear_as;
    bool has_invent;      /* what makemon handed out is thrown away (C:
                             discard_minvent): 3.7 when the script gives an
                             inventory; 5.0.0 unless has_invent has
                             DEFAULT_INVENT (lspo_monster) */
    int m_lev_adj;        /* added to the level, kept in 0..49 (5.0.0) */
    unsigned mm_flags;    /* makemon flags (MM_*, makemon.h) from the
                             tail/group/adjacentok/ignorewater/countbirth
                             keys; 0 for none */
};

/* A species by name (C: find_montype over name_to_monplus, exact names
 * only here): the gender its name implies, else rn2(2) for species of
 * either sex. -1 (and NEUTRAL) if unknown, without a draw. */
int find_montype(struct nhl_level *lev, const char *s, int *mgend);
/* a class symbol NetHack knows (C: def_char_to_monclass != MAXMCLASSES) */
bool valid_monclass(int sym);
/* C: def_char_to_monclass: the class number (S_*) of a symbol, 0 none */
int monclass_of_sym(int sym);

/* create_monster: alignment mask draw, species for a class, Mines race
 * draw, location by the species' humidity, enexto, then makemon (or
 * mk_roamer's makemon for an aligned request) and the request's own
 * attributes. Returns the monster index, -1 when none is placed (outside
 * the room it was asked in, or makemon failed). *skipped gets a short
 * note of the generation steps left out ("" none). */
int monster_create(struct nhl_level *lev, const struct mon_request *rq,
                   char *skipped, size_t skippedlen);

#endif
