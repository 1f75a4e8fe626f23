/* mkobj.h - making objects as NetHack 3.7's mkobj.c does, draw for draw:
 * mksobj (ident, per-class initialisation, corpse/egg timers, unique
 * artifacts), mkobj (class and type by probability), the placed variants,
 * mkcorpstat and mkgold. Results are indexes into lev->objects, which may
 * be reallocated by any later creation: keep indexes, not pointers. */
#ifndef NHLEV_MKOBJ_H
#define NHLEV_MKOBJ_H

#include <stdbool.h>

#include "level.h"

/* mkobj's pseudo-class: any spellbook but the novel (C: SPBOOK_no_NOVEL) */
#define SPBOOK_no_NOVEL (-10)

/* mkcorpstat flags (C: hack.h CORPSTAT_*) */
#define CORPSTAT_NONE 0x00
#define CORPSTAT_GENDER 0x03
#define CORPSTAT_HISTORIC 0x04
#define CORPSTAT_SPE_VAL 0x07
#define CORPSTAT_INIT 0x08
#define CORPSTAT_BURIED 0x10
#define CORPSTAT_RANDOM 0
#define CORPSTAT_FEMALE 1
#define CORPSTAT_MALE 2
#define CORPSTAT_NEUTER 3

/* C: mksobj. Index into lev->objects of a new floating object (not
 * placed: x = y = -1). init runs the class's initialisation (quantity,
 * enchantment, curse, contents ...); artif allows a random artifact. */
int mksobj(struct nhl_level *lev, int otyp, bool init, bool artif);
/* C: mkobj: a random class by probability when oclass == RANDOM_CLASS
 * (the Rogue level's and Gehennom's own odds), then a random type of the
 * class by oc_prob; SPBOOK_no_NOVEL for any spellbook but the novel */
int mkobj(struct nhl_level *lev, int oclass, bool artif);
/* C: mksobj_at / mkobj_at: made and placed at x,y */
int mksobj_at(struct nhl_level *lev, int otyp, int x, int y, bool init,
              bool artif);
int mkobj_at(struct nhl_level *lev, int oclass, int x, int y, bool artif);
/* C: mkcorpstat: a CORPSE or STATUE at x,y (0,0: made floating, x = y =
 * -1), of species mndx (-1: as mksobj chose); flags CORPSTAT_* */
int mkcorpstat(struct nhl_level *lev, int objtype, int mndx, int x, int y,
               unsigned corpstatflags);
/* C: mkgold: amount (<= 0: from the depth) added to the gold at x,y or a
 * new pile made there */
int mkgold(struct nhl_level *lev, long amount, int x, int y);

/* C: mk_tt_object: a CORPSE or STATUE of a player-monster at x,y (an
 * empty scoreboard: rnd(10) for the entry, then a random role) */
int mk_tt_object(struct nhl_level *lev, int objtype, int x, int y);

/* C: rndmonnum / rndmonnum_adj: a common species fit for the level */
int rndmonnum(struct nhl_level *lev);
int rndmonnum_adj(struct nhl_level *lev, int minadj, int maxadj);

/* C: bless, curse, blessorcurse, bcsign */
void obj_bless(struct obj *o);
void obj_curse(struct obj *o);
void blessorcurse(struct nhl_level *lev, struct obj *o, int chance);
int bcsign(const struct obj *o);

/* C: set_corpsenm: the species of a corpse/statue/figurine/egg/tin, with
 * a corpse's rot or revive timer and an egg's hatch timer (their draws) */
void set_corpsenm(struct nhl_level *lev, int oi, int mndx);

/* C: add_to_container: oi goes into container, or folds into a like
 * object already there (C: merged); returns the object it is now part of */
int add_to_container(struct nhl_level *lev, int container, int oi);
/* container's contents in C's chain order (the last put in first) into
 * out (at most max); returns how many */
int container_chain(const struct nhl_level *lev, int container, int *out, int max);
/* C: place_object */
void place_object(struct nhl_level *lev, int oi, int x, int y);
/* One plain object record at (x,y) named id: otyp, or of class symbol
 * oclass when otyp is -1; no draws (o_id 0: the caller's to number).
 * What the finishing and the maze stocking put down without mksobj. */
struct obj *obj_record_at(struct nhl_level *lev, int otyp, char oclass,
                          const char *id, int x, int y);

/* mkobjprobs, the class odds of a random object, as each release has them
 * (the rule mkobj_probs) */
extern const struct nh_rule_table mkobjprobs_3_7, mkobjprobs_5_0_0;

#endif
