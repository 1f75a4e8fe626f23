/* gen_ops.h - the monster and object factories of monster and object
 * generation (makemon.c, mkobj.c) as the level-filling code calls them:
 * special rooms (mkroom.h, shknam.h) and traps' victims, webs' spiders
 * and statue traps (mktrap.h). A level carries its table in lev->build->gen;
 * whoever provides generation sets it. Each entry mirrors the C routine
 * named and makes that routine's draws. */
#ifndef NHLEV_GEN_OPS_H
#define NHLEV_GEN_OPS_H

#include <stdbool.h>

struct nhl_level;

/* makemon flags the fillers pass (C: hack.h MM_*, same values) */
#ifndef NO_MM_FLAGS
#define NO_MM_FLAGS 0x00000000L
#endif
#ifndef MM_NOCOUNTBIRTH
#define MM_NOCOUNTBIRTH 0x00000004L
#endif
#ifndef MM_EPRI
#define MM_EPRI 0x00000100L
#endif
#ifndef MM_ESHK
#define MM_ESHK 0x00000200L
#endif
#ifndef MM_ASLEEP
#define MM_ASLEEP 0x00001000L
#endif
#ifndef MM_NOGRP
#define MM_NOGRP 0x00002000L
#endif
#ifndef MM_NOMSG
#define MM_NOMSG 0x00020000L
#endif

/* The factories. Monster and object results are indexes into
 * lev->monsters / lev->objects, -1 for none. A NULL table or entry makes
 * nothing (and draws nothing). */
struct gen_ops {
    void *ud;
    /* C: makemon(&mons[mndx] or random if mndx < 0, x, y, flags) */
    int (*makemon)(struct nhl_level *lev, void *ud, int mndx, int x, int y,
                   unsigned mmflags);
    /* C: mkclass(mlet, 0): a species of class mlet (C's S_* numbers,
     * S_KOBOLD 11 ...), -1 none */
    int (*mkclass)(struct nhl_level *lev, void *ud, int mlet);
    /* C: ndemon(A_NONE): a demon of no alignment, -1 none */
    int (*ndemon)(struct nhl_level *lev, void *ud);
    /* C: mksobj_at / mksobj (x < 0: not placed) */
    int (*mksobj)(struct nhl_level *lev, void *ud, int otyp, int x, int y,
                  bool init, bool artif);
    /* C: mkobj_at / mkobj (x < 0: not placed); oclass RANDOM_CLASS or a
     * class, or -SPBOOK_CLASS for any spellbook but the novel */
    int (*mkobj)(struct nhl_level *lev, void *ud, int oclass, int x, int y,
                 bool artif);
    /* C: mkgold(amount, x, y) */
    int (*mkgold)(struct nhl_level *lev, void *ud, long amount, int x, int y);
    /* C: mk_tt_object(CORPSE or STATUE, x, y) */
    int (*mk_tt_object)(struct nhl_level *lev, void *ud, int otyp, int x, int y);
    /* C: add_to_container(container, obj) */
    void (*add_to_container)(struct nhl_level *lev, void *ud, int container,
                             int obj);
    /* C: mongets(mon, otyp): an object made into the monster's pack */
    int (*mongets)(struct nhl_level *lev, void *ud, int mon, int otyp);
    /* C: mpickobj(mon, obj) */
    void (*mpickobj)(struct nhl_level *lev, void *ud, int mon, int obj);
    /* C: mkmonmoney(mon, amount) */
    void (*mkmonmoney)(struct nhl_level *lev, void *ud, int mon, long amount);
    /* C: mkcorpstat(otyp, NULL, &mons[mndx], x, y, flags) with
     * CORPSTAT_INIT 0x08 (x < 0: not placed) */
    int (*mkcorpstat)(struct nhl_level *lev, void *ud, int otyp, int mndx, int x,
                      int y, unsigned flags);
    /* C: mkobj.c rndmonnum_adj(minadj, maxadj): a level-fit species */
    int (*rndmonnum_adj)(struct nhl_level *lev, void *ud, int minadj,
                         int maxadj);
    /* C: set_mimic_sym(mon): the mimic's disguise where it stands */
    void (*set_mimic_sym)(struct nhl_level *lev, void *ud, int mon);
};

#endif
