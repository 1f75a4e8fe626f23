/* makemon.c - monster creation as NetHack 3.7's makemon.c (see makemon.h).
 * Every draw is its own statement in C's order. What C does to the game
 * beyond the level (births counts, light sources, messages) is left out;
 * what changes the level or the stream is here. */
#include "makemon.h"

#include <pthread.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data_enums.h"
#include "gen_ops.h"
#include "goodpos.h"
#include "ident.h"
#include "migrate.h"
#include "minit.h"
#include "mkobj.h"
#include "newcham.h"
#include "monflags.h"
#include "mvitals.h"
#include "objdata.h"
#include "role.h"
#include "shknam.h"
#include "spfeatures.h"

#define A_NONE (-128)
#define ALIGNWEIGHT 4
#define LOW_PM 0
#define SPECIAL_PM PM_LONG_WORM_TAIL

static int sgn(int v) { return (v > 0) - (v < 0); }

int level_difficulty_of(const struct nhl_level *lev)
{
    return lev->ctx.level_difficulty;
}

static bool special_is(const struct nhl_level *lev, const char *name)
{
    return !strcmp(lev->ctx.special, name);
}

/* ------------------------------------------------------------------
 * the hero's race and role, as peace_minded and the quest read them */

/* (role.h holds them; a name that is none is the Valkyrie, as C's
 * default hero) */
static const struct role_def *hero_role(const struct nhl_level *lev)
{
    return role_of_hero(lev->game->hero.role);
}

static const struct race_def *hero_race(const struct nhl_level *lev)
{
    return race_of_hero(lev->game->hero.race);
}

int quest_msound(const struct nhl_level *lev, int mndx)
{
    const struct role_def *r = hero_role(lev);

    if (mndx == r->nemesis)
        return MS_NEMESIS;
    if (mndx == r->leader)
        return MS_LEADER;
    return lev->nh->mons[mndx].msound;
}

/* ------------------------------------------------------------------
 * level and hit points */

int adj_lev(const struct nhl_level *lev, int mndx)
{
    const struct permonst *pm = &lev->nh->mons[mndx];
    int tmp = pm->mlevel, tmp2;

    if (mndx == PM_WIZARD_OF_YENDOR)
        return tmp > 49 ? 49 : tmp; /* no deaths yet */
    if (tmp > 49)
        return 50;
    tmp2 = level_difficulty_of(lev) - tmp;
    if (tmp2 < 0)
        tmp--;
    else
        tmp += tmp2 / 5;
    tmp2 = lev->game->hero.ulevel - pm->mlevel;
    if (tmp2 > 0)
        tmp += tmp2 / 4;
    tmp2 = (3 * (int) pm->mlevel) / 2;
    if (tmp2 > 49)
        tmp2 = 49;
    return tmp > tmp2 ? tmp2 : (tmp > 0 ? tmp : 0);
}

/* C: golemhp */
static int golemhp(int mndx)
{
    switch (mndx) {
    case PM_STRAW_GOLEM: return 20;
    case PM_PAPER_GOLEM: return 20;
    case PM_ROPE_GOLEM: return 30;
    case PM_LEATHER_GOLEM: return 40;
    case PM_GOLD_GOLEM: return 60;
    case PM_WOOD_GOLEM: return 50;
    case PM_FLESH_GOLEM: return 40;
    case PM_CLAY_GOLEM: return 70;
    case PM_STONE_GOLEM: return 100;
    case PM_GLASS_GOLEM: return 80;
    case PM_IRON_GOLEM: return 120;
    default: return 0;
    }
}

/* C: is_home_elemental: an elemental on its own plane */
static bool home_elemental(const struct nhl_level *lev, int mndx)
{
    if (lev->nh->mons[mndx].mlet != S_ELEMENTAL)
        return false;
    switch (mndx) {
    case PM_AIR_ELEMENTAL: return special_is(lev, "air");
    case PM_FIRE_ELEMENTAL: return special_is(lev, "fire");
    case PM_EARTH_ELEMENTAL: return special_is(lev, "earth");
    case PM_WATER_ELEMENTAL: return special_is(lev, "water");
    default: return false;
    }
}

void newmonhp(struct nhl_level *lev, struct monst *m, int mndx)
{
    const struct permonst *pm = &lev->nh->mons[mndx];
    int basehp = 0;

    m->m_lev = adj_lev(lev, mndx);
    if (is_golem(mndx)) {
        m->mhpmax = m->mhp = golemhp(mndx);
    } else if (is_rider(mndx)) {
        basehp = 10;
        m->mhpmax = m->mhp = d(lev->rng, basehp, 8);
    } else if (pm->mlevel > 49) {
        /* fixed hit points coded in mlevel */
        m->mhpmax = m->mhp = 2 * (pm->mlevel - 6);
        m->m_lev = m->mhp / 4;
    } else if (pm->mlet == S_DRAGON && mndx >= PM_GRAY_DRAGON) {
        basehp = m->m_lev;
        if (lev->ctx.in_endgame) {
            m->mhpmax = m->mhp = 8 * basehp;
        } else {
            int extra = d(lev->rng, basehp, 4);

            m->mhpmax = m->mhp = 4 * basehp + extra;
        }
    } else if (!m->m_lev) {
        basehp = 1;
        m->mhpmax = m->mhp = rnd(lev->rng, 4);
    } else {
        basehp = m->m_lev;
        m->mhpmax = m->mhp = d(lev->rng, basehp, 8);
        if (home_elemental(lev, mndx))
            m->mhpmax = (m->mhp *= 3);
    }
    /* all ones rolled: at least 2 */
    if (m->mhpmax == basehp) {
        m->mhpmax += 1;
        m->mhp = m->mhpmax;
    }
}

/* ------------------------------------------------------------------
 * attitude */

bool peace_minded(struct nhl_level *lev, int mndx)
{
    const struct permonst *pm = &lev->nh->mons[mndx];
    int mal = pm->maligntyp, ual = hero_alignment(lev);
    int record = hero_role(lev)->initrecord;
    const struct race_def *r = hero_race(lev);

    /* role_init made the hero's nemesis hostile and leader peaceful
     * (the Master of Thieves leads Rogues and is the Tourists' nemesis) */
    if (mndx == hero_role(lev)->nemesis)
        return false;
    if (mndx == hero_role(lev)->leader)
        return true;
    if (always_peaceful(mndx))
        return true;
    if (always_hostile(mndx))
        return false;
    if (pm->msound == MS_LEADER || pm->msound == MS_GUARDIAN)
        return true;
    if (pm->msound == MS_NEMESIS)
        return false;
    if (mndx == PM_ERINYS)
        return true; /* no alignment abuse yet */
    if (pm->mflags2 & r->love)
        return true;
    if (pm->mflags2 & r->hate)
        return false;
    if (sgn(mal) != sgn(ual))
        return false;
    /* (the hero has no Amulet while levels are built) */
    if (is_minion(mndx))
        return record >= 0;
    /* co-aligned: sometimes hostile anyway */
    if (!rn2(lev->rng, 16 + (record < -15 ? -15 : record)))
        return false;
    return rn2(lev->rng, 2 + abs(mal)) != 0;
}

void set_malign(struct nhl_level *lev, struct monst *m)
{
    int mndx = m->mndx;
    int mal = lev->nh->mons[mndx].maligntyp;
    bool coaligned;

    if (m->isminion) {
        mal = m->min_align;
        if (mal != A_NONE)
            mal *= 5;
    }
    coaligned = sgn(mal) == sgn(hero_alignment(lev));
    int absmal = abs(mal);

    if (lev->nh->mons[mndx].msound == MS_LEADER)
        m->malign = -20;
    else if (mal == A_NONE)
        m->malign = m->peaceful ? 0 : 20;
    else if (always_peaceful(mndx))
        m->malign = (m->peaceful ? -3 : 3) * (absmal > 5 ? absmal : 5);
    else if (always_hostile(mndx))
        m->malign = coaligned ? 0 : (absmal > 5 ? absmal : 5);
    else if (coaligned)
        m->malign = m->peaceful ? -3 * (absmal > 3 ? absmal : 3)
                                : (absmal > 3 ? absmal : 3);
    else
        m->malign = absmal;
}

/* ------------------------------------------------------------------
 * random species */

/* C: uncommon */
static bool uncommon(const struct nhl_level *lev, int mndx)
{
    if (lev->nh->mons[mndx].geno & (G_NOGEN | G_UNIQ))
        return true;
    if (mv_gone(lev, mndx))
        return true;
    if (lev->ctx.in_hell)
        return lev->nh->mons[mndx].maligntyp > 0;
    return (lev->nh->mons[mndx].geno & G_HELL) != 0;
}

/* C: align_shift: the special level's alignment (AM_* mask); ordinary
 * levels read a dungeon alignment C keeps as 0 (see induced_align) */
static int align_shift(const struct nhl_level *lev, int mndx)
{
    int mal = lev->nh->mons[mndx].maligntyp;

    switch (lev->ctx.level_align) {
    case AM_LAWFUL: return (mal + 20) / (2 * ALIGNWEIGHT);
    case AM_NEUTRAL: return (20 - abs(mal)) / ALIGNWEIGHT;
    case AM_CHAOTIC: return (-(mal - 20)) / (2 * ALIGNWEIGHT);
    default: return 0;
    }
}

static int temperature_shift(const struct nhl_level *lev, int mndx)
{
    int t = lev->flags.temperature;

    if (t && pm_resists(mndx, t > 0 ? MR_FIRE : MR_COLD))
        return 3;
    return 0;
}

/* C: wrong_elem_type, on the elemental planes */
static bool wrong_elem_type(const struct nhl_level *lev, int mndx)
{
    if (lev->nh->mons[mndx].mlet == S_ELEMENTAL)
        return !home_elemental(lev, mndx);
    if (special_is(lev, "earth"))
        return false;
    if (special_is(lev, "water"))
        return !is_swimmer(mndx);
    if (special_is(lev, "fire"))
        return !pm_resists(mndx, MR_FIRE);
    if (special_is(lev, "air"))
        return !(is_flyer(mndx) && lev->nh->mons[mndx].mlet != S_TRAPPER)
               && !is_floater(mndx) && !amorphous(mndx)
               && !pm_f1(mndx, M1_UNSOLID) /* noncorporeal checked below */
               && lev->nh->mons[mndx].mlet != S_GHOST
               && !(lev->nh->mons[mndx].mlet == S_VORTEX);
    return false;
}

/* C: qt_montype: the quest's enemies (a genocided one's class instead) */
static int qt_montype(struct nhl_level *lev)
{
    const struct role_def *r = hero_role(lev);

    if (rn2(lev->rng, 5)) {
        if (r->enemy1num != NON_PM && rn2(lev->rng, 5)
            && !mv_genocided(lev, r->enemy1num))
            return r->enemy1num;
        return mkclass(lev, r->enemy1sym, 0);
    }
    if (r->enemy2num != NON_PM && rn2(lev->rng, 5)
        && !mv_genocided(lev, r->enemy2num))
        return r->enemy2num;
    return mkclass(lev, r->enemy2sym, 0);
}

int rndmonst_adj(struct nhl_level *lev, int minadj, int maxadj)
{
    int zlevel, minmlev, maxmlev, total = 0, selected = NON_PM;
    bool upper, elemlevel;
    /* the release's table, read once: the loop below is the hot one */
    const struct permonst *mons = lev->nh->mons;

    if (lev->ctx.in_quest && rn2(lev->rng, 7)) {
        int q = qt_montype(lev);

        if (q >= 0)
            return q;
    }
    zlevel = level_difficulty_of(lev);
    minmlev = zlevel / 6 + minadj;
    maxmlev = (zlevel + lev->game->hero.ulevel) / 2 + maxadj;
    upper = special_is(lev, "rogue");
    elemlevel = lev->ctx.in_endgame && !special_is(lev, "astral");

    /* the species that pass the tests below, and their weights: a level
       asks the same question again and again, and only the draws differ
       (the tests make none) */
    int temperature = lev->flags.temperature;

    struct rndmon_cand *cand = &lev->build->rndmon_cand;

    if (!cand->made || cand->mons != mons
        || cand->lo != minmlev || cand->hi != maxmlev
        || cand->upper != upper || cand->elemlevel != elemlevel
        || cand->in_hell != lev->ctx.in_hell
        || cand->level_align != lev->ctx.level_align
        || cand->temperature != temperature
        || cand->mv_epoch != lev->build->mv_epoch) {
        int n = 0;

        for (int mndx = LOW_PM; mndx < SPECIAL_PM; mndx++) {
            int weight;

            if (mons[mndx].difficulty < minmlev || mons[mndx].difficulty > maxmlev)
                continue;
            if (upper && !isupper((unsigned char) mons[mndx].sym))
                continue;
            if (elemlevel && wrong_elem_type(lev, mndx))
                continue;
            if (uncommon(lev, mndx))
                continue;
            if (lev->ctx.in_hell && (mons[mndx].geno & G_NOHELL))
                continue;
            weight = (mons[mndx].geno & G_FREQ) + align_shift(lev, mndx);
            weight += temperature_shift(lev, mndx);
            if (weight < 0 || weight > 127)
                weight = 0;
            if (weight > 0) {
                cand->mndx[n] = (short) mndx;
                cand->weight[n] = (unsigned char) weight;
                n++;
            }
        }
        cand->made = true;
        cand->mons = mons;
        cand->lo = minmlev;
        cand->hi = maxmlev;
        cand->upper = upper;
        cand->elemlevel = elemlevel;
        cand->in_hell = lev->ctx.in_hell;
        cand->level_align = lev->ctx.level_align;
        cand->temperature = temperature;
        cand->mv_epoch = lev->build->mv_epoch;
        cand->n = n;
    }
    for (int k = 0; k < cand->n; k++) {
        int weight = cand->weight[k];

        total += weight;
        /* weighted reservoir sampling: keep this one weight/total. No
           branch: its outcome is a coin toss, and a mispredicted one
           makes each division wait for the one before */
        int r = rn2(lev->rng, total);
        int keep = -(r < weight);

        selected = (selected & ~keep) | (cand->mndx[k] & keep);
    }
    if (selected == NON_PM || uncommon(lev, selected))
        return NON_PM;
    return selected;
}

int rndmonst(struct nhl_level *lev)
{
    return rndmonst_adj(lev, 0, 0);
}

/* C: mk_gen_ok: not gone as mvmask says, not excluded by genomask */
static bool mk_gen_ok(const struct nhl_level *lev, int mndx, unsigned mvmask,
                      unsigned genomask)
{
    if (mvflags_of(lev, mndx) & mvmask)
        return false;
    if (lev->nh->mons[mndx].geno & genomask)
        return false;
    if (is_placeholder(mndx))
        return false;
    if (mndx == PM_MAIL_DAEMON)
        return false;
    return true;
}

/* 5.0.0 makemon.c init_mongen_order: mkclass walks the species sorted by
 * class, then difficulty (a stable sort: glibc's qsort is a merge sort
 * here, so equals keep mons[] order); a class whose species all have
 * frequency 0 counts each as 1. 3.7 walks mons[] as it stands. One order
 * per release, made on first use. */
struct mongen_order {
    bool ready;
    int order[SPECIAL_PM];
    int maxfreq[MAXMCLASSES];
    /* each class's first place in the order mkclass walks: [0] in mons[]
     * order (3.7), [1] in this one (the rule mkclass_difficulty_order);
     * SPECIAL_PM if none */
    int first[2][MAXMCLASSES];
};

static int mongen_key(const struct permonst *pm)
{
    return pm->difficulty | (pm->mlet << 8);
}

/* Each release's order, made once: builds on several threads share it,
 * so it is made under pthread_once (one control per release). */
static struct mongen_order orders[NH_MAX_RELEASES];

static void make_order(struct mongen_order *o, const struct permonst *mons);
/* the release whose order pthread_once is making on this thread */
static _Thread_local enum nhl_version making;
static void make_order_once(void)
{
    make_order(&orders[making], nh_release(making)->mons);
}

static const struct mongen_order *mongen_order_of(const struct nhl_level *lev)
{
    static pthread_once_t once[NH_MAX_RELEASES] = NH_RELEASES_ONCE_INIT;
    enum nhl_version v = lev->nh->v;

    making = v;
    pthread_once(&once[v], make_order_once);
    return &orders[v];
}

static void make_order(struct mongen_order *o, const struct permonst *mons)
{
    for (int i = LOW_PM; i < NUMMONS_ENUM; i++) {
        int f = mons[i].geno & G_FREQ;

        if (f > o->maxfreq[mons[i].mlet])
            o->maxfreq[mons[i].mlet] = f;
    }
    /* insertion sort: stable */
    for (int i = LOW_PM; i < SPECIAL_PM; i++) {
        int j = i, key = mongen_key(&mons[i]);

        while (j > LOW_PM && mongen_key(&mons[o->order[j - 1]]) > key) {
            o->order[j] = o->order[j - 1];
            j--;
        }
        o->order[j] = i;
    }
    for (int sorted = 0; sorted < 2; sorted++) {
        for (int c = 0; c < MAXMCLASSES; c++)
            o->first[sorted][c] = SPECIAL_PM;
        for (int f = SPECIAL_PM - 1; f >= LOW_PM; f--) {
            int c = mons[sorted ? o->order[f] : f].mlet;

            if (c < MAXMCLASSES)
                o->first[sorted][c] = f;
        }
    }
    o->ready = true;
}

/* mons[] order, for 3.7 (made once) */
static int identity_order[SPECIAL_PM];

static void make_identity_order(void)
{
    for (int i = LOW_PM; i < SPECIAL_PM; i++)
        identity_order[i] = i;
}

/* the release's order, SPECIAL_PM entries, not copied */
static const int *class_order_of(const struct nhl_level *lev)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;

    if (lev->nh->rules.mkclass_difficulty_order)
        return mongen_order_of(lev)->order;
    pthread_once(&once, make_identity_order);
    return identity_order;
}

void mkclass_order(const struct nhl_level *lev, int *order)
{
    memcpy(order, class_order_of(lev), SPECIAL_PM * sizeof *order);
}

int mkclass_aligned(struct nhl_level *lev, int mclass, int spc, int atyp)
{
    int first, last, num = 0;
    /* a weight per place in the order, set for the places walked */
    int nums[SPECIAL_PM];
    int maxmlev = level_difficulty_of(lev) >> 1;
    bool gehennom = lev->ctx.in_hell;
    const struct permonst *mons = lev->nh->mons;
    /* the species in the order mkclass considers them (see above) */
    const int *order = class_order_of(lev);
    bool zero_freq_class = false;

    if (mclass < 1 || mclass >= MAXMCLASSES)
        return NON_PM;
    if (lev->nh->rules.mkclass_zero_freq_counts_one)
        zero_freq_class = mongen_order_of(lev)->maxfreq[mclass] == 0;
    first = mongen_order_of(lev)->first[lev->nh->rules.mkclass_difficulty_order]
                                       [mclass];
    if (first == SPECIAL_PM)
        return NON_PM;
    /* G_IGNORE: genocided and extinct species too */
    unsigned mv_mask = (spc & G_IGNORE) ? 0U : (unsigned) G_GONE;

    spc &= ~G_IGNORE;
    /* the class runs contiguous and in ascending strength */
    for (last = first; last < SPECIAL_PM && mons[order[last]].mlet == mclass;
         last++) {
        int mndx = order[last];
        unsigned gn_mask;

        nums[last] = 0;
        if (atyp != A_NONE && sgn(mons[mndx].maligntyp) != sgn(atyp))
            continue;
        gn_mask = G_NOGEN | G_UNIQ;
        if (rn2(lev->rng, 9) || mclass == S_LICH)
            gn_mask |= gehennom ? G_NOHELL : G_HELL;
        gn_mask &= ~(unsigned) spc;
        if (mk_gen_ok(lev, mndx, mv_mask, gn_mask)) {
            /* past the level's strength: stop, half the time */
            if (num && mons[mndx].difficulty > maxmlev
                && mons[mndx].difficulty > mons[order[last - 1]].difficulty
                && rn2(lev->rng, 2))
                break;
            int k = mons[mndx].geno & G_FREQ;

            if (k == 0 && zero_freq_class)
                k = 1;
            if (k > 0) {
                nums[last] = k + 1
                             - (adj_lev(lev, mndx) > lev->game->hero.ulevel * 2);
                num += nums[last];
            }
        }
    }
    if (!num)
        return NON_PM;
    for (num = rnd(lev->rng, num); first < last; first++)
        if ((num -= nums[first]) <= 0)
            break;
    return first < last && nums[first] ? order[first] : NON_PM;
}

int mkclass(struct nhl_level *lev, int mclass, int spc)
{
    return mkclass_aligned(lev, mclass, spc, A_NONE);
}

/* ------------------------------------------------------------------
 * makemon */

/* C: makemon_rnd_goodpos while the level is made (nothing is in sight) */
static bool rnd_goodpos(struct nhl_level *lev, int mndx, unsigned gpflags,
                        struct coord *cc)
{
    int tryct = 0, nx, ny;
    bool good;

    gpflags |= GP_AVOID_MONPOS;
    do {
        nx = rn1(lev->rng, COLNO - 3, 2);
        ny = rn2(lev->rng, ROWNO);
        good = goodpos_pm(lev, nx, ny, mndx, gpflags);
    } while (++tryct < 50 && !good);
    if (!good) {
        /* every spot, from the last try onwards */
        int xofs = nx, yofs = ny;

        for (int dx = 0; dx < COLNO; dx++)
            for (int dy = 0; dy < ROWNO; dy++) {
                nx = ((dx + xofs) % (COLNO - 1)) + 1;
                ny = ((dy + yofs) % (ROWNO - 1)) + 1;
                if (goodpos_pm(lev, nx, ny, mndx, gpflags)) {
                    good = true;
                    goto done;
                }
            }
        return false;
    }
done:
    cc->x = nx;
    cc->y = ny;
    return true;
}

/* C: m_initgrp: up to n more of the same kind next to (x,y), hostile */
static void m_initgrp(struct nhl_level *lev, int midx, int x, int y, int n,
                      unsigned mmflags)
{
    int mndx = lev->monsters[midx].mndx;
    int cnt = rnd(lev->rng, n);
    struct coord mm = { x, y };
    int ul = lev->game->hero.ulevel;

    /* fewer at low hero levels */
    cnt /= ul < 3 ? 4 : ul < 5 ? 2 : 1;
    if (!cnt)
        cnt++;
    while (cnt--) {
        if (peace_minded(lev, mndx))
            continue;
        if (enexto_gpflags(lev, &mm, mm.x, mm.y, mndx, mmflags)) {
            int k = makemon(lev, mndx, mm.x, mm.y, mmflags | MM_NOGRP);

            if (k >= 0) {
                struct monst *g = &lev->monsters[k];

                g->peaceful = false;
                g->mavenge = false;
                set_malign(lev, g);
            }
        }
    }
}

/* C: worm.c place_worm_tail_randomly with trap.c rnd_nextto_goodpos:
 * each segment on a free neighbour of the one before, its eight
 * directions shuffled first (rn2(8) .. rn2(1)); a segment with no room
 * ends the tail. The segments stay with the worm and hold their squares. */
void place_worm_tail(struct nhl_level *lev, int midx, int nseg)
{
    int x = lev->monsters[midx].x, y = lev->monsters[midx].y;
    static const int xdir[8] = { -1, -1, 0, 1, 1, 1, 0, -1 };
    static const int ydir[8] = { 0, -1, -1, -1, 0, 1, 1, 1 };
    struct coord segs[5];
    int placed = 0, ox = x, oy = y;

    for (int s = 0; s < nseg; s++) {
        int dirs[8];
        bool found = false;

        for (int i = 0; i < 8; i++)
            dirs[i] = i;
        for (int i = 8; i > 0; i--) {
            int j = rn2(lev->rng, i), k = dirs[j];

            dirs[j] = dirs[i - 1];
            dirs[i - 1] = k;
        }
        for (int i = 0; i < 8 && !found; i++) {
            int nx = ox + xdir[dirs[i]], ny = oy + ydir[dirs[i]];
            bool taken = false;

            for (int q = 0; q < placed; q++)
                taken |= segs[q].x == nx && segs[q].y == ny;
            if (!taken && goodpos_pm(lev, nx, ny, PM_LONG_WORM, 0)) {
                segs[placed].x = ox = nx;
                segs[placed].y = oy = ny;
                placed++;
                found = true;
            }
        }
        if (!found)
            break;
    }
    struct monst *w = &lev->monsters[midx];

    w->nwseg = placed < 4 ? placed : 4;
    for (int s = 0; s < w->nwseg; s++)
        w->wseg[s] = segs[s];
    level_note_monster(lev, w);
}

/* C: rndghostname */
static const char *const ghostnames[] = {
    "Adri", "Andries", "Andreas", "Bert", "David", "Dirk", "Emile", "Frans",
    "Fred", "Greg", "Hether", "Jay", "John", "Jon", "Karnov", "Kay",
    "Kenny", "Kevin", "Maud", "Michiel", "Mike", "Peter", "Robert", "Ron",
    "Tom", "Wilmar", "Nick Danger", "Phoenix", "Jiro", "Mizue", "Stephan",
    "Lance Braccus", "Shadowhawk", "Murphy"
};

static char *ghost_name(struct nhl_level *lev)
{
    if (rn2(lev->rng, 7)) {
        int n = (int) (sizeof ghostnames / sizeof ghostnames[0]);

        /* 5.0.0 do_name.c rndghostname: "Murphy" joins the names */
        if (!lev->nh->rules.ghostname_murphy)
            n--;
        int i = rn2(lev->rng, n);

        return strdup(ghostnames[i]);
    }
    /* C: the player's name; C's level dumps play as "nhgen" */
    return strdup("nhgen");
}

int makemon(struct nhl_level *lev, int mndx, int x, int y, unsigned mmflags)
{
    bool anymon = mndx < 0;
    unsigned gpflags = (mmflags & MM_IGNOREWATER) | GP_CHECKSCARY
                       | GP_AVOID_MONPOS;
    struct coord cc = { 0, 0 };

    if (!lev->flags.rndmongen && anymon)
        return -1;
    if (mndx >= NUMMONS_ENUM)
        return -1;
    if ((x == 0 && y == 0) || (x == -1 && y == -1)) {
        if (!rnd_goodpos(lev, mndx, gpflags, &cc))
            return -1;
        x = cc.x;
        y = cc.y;
    }
    if (!isok(x, y))
        return -1;
    if (nhl_level_monster_at(lev, x, y)) {
        if (!(mmflags & MM_ADJACENTOK)
            || !enexto_core(lev, &cc, x, y, mndx, gpflags))
            return -1;
        x = cc.x;
        y = cc.y;
    }
    if (!anymon) {
        /* a species asked for by name is not made once genocided (an
         * extinct one still is) */
        if (mv_genocided(lev, mndx))
            return -1;
    } else {
        /* a random kind that can live here */
        int tryct = 0;

        do {
            mndx = rndmonst(lev);
            if (mndx < 0)
                return -1;
        } while (++tryct <= 50
                 && ((tryct == 1 && throws_rocks(mndx)
                      && lev->ctx.in_sokoban)
                     || !goodpos_pm(lev, x, y, mndx, gpflags)));
    }
    /* a birth in the game's record (a unique is then made no more) */
    (void) propagate(lev, mndx, !(mmflags & MM_NOCOUNTBIRTH));

    struct monst *m = level_add_monster(lev);

    if (!m)
        return -1;
    int midx = (int) (m - lev->monsters);
    const struct permonst *pm = &lev->nh->mons[mndx];

    m->mndx = mndx;
    m->mclass = pm->sym;
    level_set_id(m->id, sizeof m->id, pm->pmnames[0] ? pm->pmnames[0] : pm->pmnames[1]);
    m->cham = NON_PM;
    m->mcorpsenm = NON_PM;
    if (mmflags & MM_ASLEEP)
        m->asleep = true;
    m->m_id = (int) next_ident(lev);
    newmonhp(lev, m, mndx);

    bool femaleok = !is_male(mndx) && !is_neuter(mndx);
    bool maleok = !is_female(mndx) && !is_neuter(mndx);

    if (is_female(mndx) || ((mmflags & MM_FEMALE) && femaleok))
        m->female = true;
    else if (is_male(mndx) || ((mmflags & MM_MALE) && maleok))
        m->female = false;
    /* the hero's own quest leader and nemesis had their sex chosen when
     * the role was set up (C: role_init's ldrgend/nemgend; taken as male
     * here): no draw */
    else if ((pm->msound == MS_LEADER && mndx == hero_role(lev)->leader)
             || (pm->msound == MS_NEMESIS
                 && mndx == hero_role(lev)->nemesis))
        m->female = false;
    else
        m->female = femaleok ? rn2(lev->rng, 2) : 0;

    m->x = x;
    m->y = y;
    level_note_monster(lev, m);
    m->peaceful = (mmflags & MM_ANGRY) ? false : peace_minded(lev, mndx);
    if (mmflags & MM_MINVIS)
        m->invisible = m->perminvis = true; /* C: mon_set_minvis */

    switch (pm->mlet) {
    case S_MIMIC:
        (void) set_mimic_sym(lev, midx);
        m = &lev->monsters[midx];
        break;
    case S_SPIDER:
    case S_SNAKE:
        /* something to hide under */
        if (x && y)
            (void) mkobj_at(lev, RANDOM_CLASS, x, y, true);
        m = &lev->monsters[midx];
        break;
    case S_LIGHT:
    case S_ELEMENTAL:
        if (mndx == PM_STALKER || mndx == PM_BLACK_LIGHT)
            m->perminvis = m->invisible = true;
        break;
    case S_LEPRECHAUN:
        m->asleep = true;
        break;
    case S_JABBERWOCK:
    case S_NYMPH:
        if (rn2(lev->rng, 5))
            m->asleep = true;
        break;
    case S_ORC:
        if (!strcmp(lev->game->hero.race, "elf"))
            m->peaceful = false;
        break;
    case S_UNICORN:
        if (is_unicorn(mndx)
            && sgn(hero_alignment(lev)) == sgn(pm->maligntyp))
            m->peaceful = true;
        break;
    default:
        break;
    }

    bool allow_minvent = !(mmflags & NO_MINVENT);

    if (pm_f2(mndx, M2_SHAPESHIFTER)) {
        /* C: newcham picks a first shape; a changed shape takes no
         * inventory, Vlad keeps his own to carry the Candelabrum */
        m->cham = mndx;
        if (mndx != PM_VLAD_THE_IMPALER && newcham(lev, midx, NON_PM))
            allow_minvent = false;
        m = &lev->monsters[midx];
    } else if (mndx == PM_GHOST && !(mmflags & MM_NONAME)) {
        m->mname = ghost_name(lev);
    }
    if (allow_minvent) {
        makemon_mitem(lev, midx);
        m = &lev->monsters[midx];
    }

    /* made while the level is: some sleep */
    if ((is_ndemon(mndx) || mndx == PM_WUMPUS || mndx == PM_LONG_WORM
         || mndx == PM_GIANT_EEL)
        && rn2(lev->rng, 5))
        m->asleep = true;
    if (is_dprince(mndx) && pm->msound == MS_BRIBE) {
        m->peaceful = m->invisible = m->perminvis = true;
        m->mavenge = false;
    }
    if (mndx == PM_LONG_WORM) {
        /* C: initworm with rn2(5) tail segments, laid out behind it */
        int nseg = (mmflags & MM_NOTAIL) ? 0 : rn2(lev->rng, 5);

        if (nseg)
            place_worm_tail(lev, midx, nseg);
        m = &lev->monsters[midx];
    }
    if ((mndx == PM_ALIGNED_CLERIC || mndx == PM_HIGH_CLERIC)
            ? !(mmflags & (MM_EPRI | MM_EMIN))
            : (mndx == PM_ANGEL && !(mmflags & MM_EMIN)
               && !rn2(lev->rng, 3))) {
        bool renegade;

        m->isminion = true;
        m->min_align = rn2(lev->rng, 3) - 1;
        renegade = (mmflags & MM_ANGRY) ? true : !rn2(lev->rng, 3);
        m->peaceful = (m->min_align == hero_alignment(lev)) ? !renegade
                                                              : renegade;
    }
    set_malign(lev, m);
    if (anymon && !(mmflags & MM_NOGRP)) {
        if ((pm->geno & G_SGROUP) && rn2(lev->rng, 2)) {
            m_initgrp(lev, midx, x, y, 3, mmflags);
        } else if (pm->geno & G_LGROUP) {
            if (rn2(lev->rng, 3))
                m_initgrp(lev, midx, x, y, 10, mmflags);
            else
                m_initgrp(lev, midx, x, y, 3, mmflags);
        }
    }
    if (allow_minvent) {
        makemon_inventory(lev, midx);
        /* something waiting for its kind (the Orcish Town's booty) */
        (void) deliver_obj_to_mon(lev, midx);
    }
    return midx;
}
