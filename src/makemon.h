/* makemon.h - making monsters as NetHack 3.7's makemon.c does, draw for
 * draw: makemon (spot, species, id, level and hit points, sex,
 * peacefulness, class quirks, groups), rndmonst, mkclass, adj_lev,
 * newmonhp, peace_minded. Results are indexes into lev->monsters. */
#ifndef NHLEV_MAKEMON_H
#define NHLEV_MAKEMON_H

#include <stdbool.h>

#include "level.h"

/* makemon flags, C's values (hack.h) */
#ifndef NO_MM_FLAGS
#define NO_MM_FLAGS 0x00000000U
#endif
#define NO_MINVENT 0x00000001U
#define MM_NOWAIT 0x00000002U
#ifndef MM_NOCOUNTBIRTH
#define MM_NOCOUNTBIRTH 0x00000004U
#endif
#define MM_IGNOREWATER 0x00000008U
#define MM_ADJACENTOK 0x00000010U
#define MM_ANGRY 0x00000020U
#define MM_NONAME 0x00000040U
#define MM_EGD 0x00000080U
#ifndef MM_EPRI
#define MM_EPRI 0x00000100U
#endif
#ifndef MM_ESHK
#define MM_ESHK 0x00000200U
#endif
#define MM_EMIN 0x00000400U
#define MM_EDOG 0x00000800U
#ifndef MM_ASLEEP
#define MM_ASLEEP 0x00001000U
#endif
#ifndef MM_NOGRP
#define MM_NOGRP 0x00002000U
#endif
#define MM_NOTAIL 0x00004000U
#define MM_MALE 0x00008000U
#define MM_FEMALE 0x00010000U
#ifndef MM_NOMSG
#define MM_NOMSG 0x00020000U
#endif
#define MM_NOEXCLAM 0x00040000U
#define MM_IGNORELAVA 0x00080000U
#define MM_MINVIS 0x00100000U

/* C: makemon(&mons[mndx] or NULL for random (mndx -1), x, y, flags).
 * x = y = 0 (or -1) picks a random good spot as C does. A monster already
 * at (x,y) fails unless MM_ADJACENTOK finds a neighbour. Returns the new
 * monster's index in lev->monsters, -1 if none was made. A group
 * (G_SGROUP/G_LGROUP species made at random) adds more monsters after it;
 * the index returned is the first one's. */
int makemon(struct nhl_level *lev, int mndx, int x, int y, unsigned mmflags);

/* C: rndmonst: a random species fit for the level's difficulty (weighted
 * reservoir draw over all species), -1 if none. In the quest, rn2(7)
 * first picks the quest's own enemies most of the time. */
int rndmonst(struct nhl_level *lev);
/* C: rndmonst_adj */
int rndmonst_adj(struct nhl_level *lev, int minadj, int maxadj);

/* C: mkclass(class, spc): a species of class mclass (C's S_* number,
 * monflags.h), spc a geno mask to ignore (G_NOGEN ...); -1 if none. */
int mkclass(struct nhl_level *lev, int mclass, int spc);
/* The order mkclass walks the species in, into order[0 .. PM_LONG_WORM_TAIL
 * - 1]: mons[] order in 3.7; in 5.0.0 (C: init_mongen_order) sorted by
 * class, then difficulty, equals keeping mons[] order. */
void mkclass_order(const struct nhl_level *lev, int *order);
/* C: mkclass_aligned; atyp -128 (A_NONE) for any alignment */
int mkclass_aligned(struct nhl_level *lev, int mclass, int spc, int atyp);

/* C: adj_lev: the level a new monster of species mndx gets here */
int adj_lev(const struct nhl_level *lev, int mndx);
/* C: newmonhp: m_lev and mhpmax (its draws) */
void newmonhp(struct nhl_level *lev, struct monst *m, int mndx);
/* C: peace_minded: may draw rn2(16+record) and rn2(2+|align|) */
bool peace_minded(struct nhl_level *lev, int mndx);
/* C: set_malign: the alignment record change for killing m */
void set_malign(struct nhl_level *lev, struct monst *m);

/* C: set_mimic_sym: the disguise of mimic midx where it stands (its
 * draws). False where C would take it from a shop's stock or a made
 * object and no object factory is there (lev->build->gen->mkobj). */
bool set_mimic_sym(struct nhl_level *lev, int midx);
/* A species' msound as role_init leaves it for this hero: the role's
 * quest nemesis MS_NEMESIS, its leader MS_LEADER (C changes mons[]) */
int quest_msound(const struct nhl_level *lev, int mndx);

/* C: worm.c place_worm_tail_randomly for the long worm midx with nseg
 * tail segments (its draws); they are kept in its wseg[] */
void place_worm_tail(struct nhl_level *lev, int midx, int nseg);

/* the level's difficulty as C's level_difficulty (ctx) */
int level_difficulty_of(const struct nhl_level *lev);

#endif
