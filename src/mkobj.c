/* mkobj.c - object creation as NetHack 3.7's mkobj.c: mksobj, mkobj and
 * their placed forms, mkgold, mkcorpstat, the species choices objects make
 * (rndmonnum), bless/curse and the corpse and egg timers' draws. The
 * per-class initialisation is objinit.c. See mkobj.h. */
#include "tables.h"
#include "mkobj.h"

#include <stdio.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "artifact.h"
#include "data_enums.h"
#include "ident.h"
#include "makemon.h"
#include "mondata.h"
#include "monflags.h"
#include "mvitals.h"
#include "objdata.h"
#include "objinit.h"
#include "rng.h"
#include "stackobj.h"

/* C: mkobj.c's class odds for a random object (percent) */
struct icp {
    int iprob;
    int iclass;
};

static const struct icp mkobjprobs[] = {
    { 10, WEAPON_CLASS }, { 10, ARMOR_CLASS }, { 20, FOOD_CLASS },
    { 8, TOOL_CLASS },    { 8, GEM_CLASS },    { 16, POTION_CLASS },
    { 16, SCROLL_CLASS }, { 4, SPBOOK_CLASS }, { 4, WAND_CLASS },
    { 3, RING_CLASS },    { 1, AMULET_CLASS }
};
/* 5.0.0 mkobj.c mkobjprobs: one percent moved from gems to armor */
static const struct icp mkobjprobs_5_0[] = {
    { 10, WEAPON_CLASS }, { 11, ARMOR_CLASS }, { 20, FOOD_CLASS },
    { 8, TOOL_CLASS },    { 7, GEM_CLASS },    { 16, POTION_CLASS },
    { 16, SCROLL_CLASS }, { 4, SPBOOK_CLASS }, { 4, WAND_CLASS },
    { 3, RING_CLASS },    { 1, AMULET_CLASS }
};
/* the rule mkobj_probs (rules.h) chooses one */
const struct nh_rule_table mkobjprobs_3_7 = {
    "armor 10, gems 8 in 100", mkobjprobs
};
const struct nh_rule_table mkobjprobs_5_0_0 = {
    "armor 11, gems 7 in 100", mkobjprobs_5_0
};
static const struct icp rogueprobs[] = {
    { 12, WEAPON_CLASS }, { 12, ARMOR_CLASS }, { 22, FOOD_CLASS },
    { 22, POTION_CLASS }, { 22, SCROLL_CLASS }, { 5, WAND_CLASS },
    { 5, RING_CLASS }
};
static const struct icp hellprobs[] = {
    { 20, WEAPON_CLASS }, { 20, ARMOR_CLASS }, { 16, FOOD_CLASS },
    { 12, TOOL_CLASS },   { 10, GEM_CLASS },   { 1, POTION_CLASS },
    { 1, SCROLL_CLASS },  { 8, WAND_CLASS },   { 8, RING_CLASS },
    { 4, AMULET_CLASS }
};

/* the percent draw over a class-odds table (C: the rnd(100) loops of
 * mkobj and mkbox_cnts) */
int pick_icp_class(struct nhl_level *lev, int which)
{
    const struct icp *p;
    static const struct icp boxiprobs[] = {
        { 18, GEM_CLASS },    { 15, FOOD_CLASS }, { 18, POTION_CLASS },
        { 18, SCROLL_CLASS }, { 12, SPBOOK_CLASS }, { 7, COIN_CLASS },
        { 6, WAND_CLASS },    { 5, RING_CLASS },  { 1, AMULET_CLASS }
    };

    switch (which) {
    case ICP_BOX: p = boxiprobs; break;
    case ICP_ROGUE: p = rogueprobs; break;
    case ICP_HELL: p = hellprobs; break;
    default:
        /* 5.0.0 mkobj.c mkobjprobs: armor 11 in 100 (was 10), gems 7 (8) */
        p = lev->nh->rules.mkobj_probs->rows;
        break;
    }
    int tprob = rnd(lev->rng, 100);

    while ((tprob -= p->iprob) > 0)
        p++;
    return p->iclass;
}

/* C: svb.bases[oclass] - the first type of a class's run in lev->nh->objects[]
 * (o_init's init_objects; the generic placeholders near the top of the
 * table come before the real run, which is the one that counts) */
static int find_class_base(int oclass)
{
    int i = NUM_OTYPES - 1;

    while (i >= 0 && objects_invariant[i].oc_class != oclass)
        i--;
    if (i < 0)
        return NUM_OTYPES;
    while (i > 0 && objects_invariant[i - 1].oc_class == oclass)
        i--;
    return i;
}

/* every class's, found once (made under pthread_once: builds may run on
 * several threads) */
static int class_bases[MAXOCLASSES];

static void make_class_bases(void)
{
    for (int c = 0; c < MAXOCLASSES; c++)
        class_bases[c] = find_class_base(c);
}

int class_base(int oclass)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;

    if (oclass < 0 || oclass >= MAXOCLASSES)
        return find_class_base(oclass);
    pthread_once(&once, make_class_bases);
    return class_bases[oclass];
}

/* C: o_init.c setgemprobs for this level: the cheapest gems are left out
 * near the top, the real gems left share 171 */
int obj_prob(const struct nhl_level *lev, int otyp)
{
    if (otyp < DILITHIUM_CRYSTAL || otyp > JADE)
        return lev->nh->objects[otyp].oc_prob;
    int ledger = lev->ctx.ledger > 0 ? lev->ctx.ledger : 0;
    int first = DILITHIUM_CRYSTAL + (9 - ledger / 3 > 0 ? 9 - ledger / 3 : 0);

    if (otyp < first)
        return 0;
    return (171 + otyp - first) / (JADE + 1 - first);
}

/* (C: oclass_prob_totals, made once by init_objects; here once per level,
 * as the gems' share follows the level) */
static int class_prob_total(struct nhl_level *lev, int oclass)
{
    if (oclass > 0 && oclass < MAXOCLASSES && lev->build->class_prob_known[oclass])
        return lev->build->class_prob_total[oclass];
    int sum = 0;

    for (int i = class_base(oclass);
         i < NUM_OTYPES && lev->nh->objects[i].oc_class == oclass; i++)
        sum += obj_prob(lev, i);
    if (oclass > 0 && oclass < MAXOCLASSES) {
        lev->build->class_prob_known[oclass] = true;
        lev->build->class_prob_total[oclass] = sum;
    }
    return sum;
}

/* C: rnd_class(first, last): a type in [first, last] by oc_prob, or
 * uniformly when they all have none */
int rnd_class(struct nhl_level *lev, int first, int last)
{
    int sum = 0;

    if (last <= first)
        return first == last ? first : STRANGE_OBJECT;

    for (int i = first; i <= last; i++)
        sum += obj_prob(lev, i);
    if (!sum)
        return rn1(lev->rng, last - first + 1, first);
    int x = rnd(lev->rng, sum);

    for (int i = first; i <= last; i++)
        if ((x -= obj_prob(lev, i)) <= 0)
            return i;
    return first;
}

void obj_bless(struct obj *o)
{
    if (o->otyp >= 0 && objects_invariant[o->otyp].oc_class == COIN_CLASS)
        return;
    o->cursed = false;
    o->blessed = true;
}

void obj_curse(struct obj *o)
{
    if (o->otyp >= 0 && objects_invariant[o->otyp].oc_class == COIN_CLASS)
        return;
    o->blessed = false;
    o->cursed = true;
}

void blessorcurse(struct nhl_level *lev, struct obj *o, int chance)
{
    if (o->blessed || o->cursed)
        return;
    if (!rn2(lev->rng, chance)) {
        if (!rn2(lev->rng, 2))
            obj_curse(o);
        else
            obj_bless(o);
    }
}

int bcsign(const struct obj *o)
{
    return (int) o->blessed - (int) o->cursed;
}

int rndmonnum_adj(struct nhl_level *lev, int minadj, int maxadj)
{
    /* plan A: a common species fit for the level */
    int m = rndmonst_adj(lev, minadj, maxadj);

    if (m >= 0)
        return m;
    /* plan B: any species that may be generated here */
    unsigned exclude = G_UNIQ | G_NOGEN
                       | (lev->ctx.in_hell ? G_NOHELL : G_HELL);

    do {
        m = rn1(lev->rng, PM_LONG_WORM_TAIL, 0);
    } while (lev->nh->mons[m].geno & exclude);
    return m;
}

int rndmonnum(struct nhl_level *lev)
{
    return rndmonnum_adj(lev, 0, 0);
}

/* C: mkobj.c start_corpse_timeout, as during level creation (in_mklev:
 * a variation of 25 turns) and no zombies: the rot time's rnz, or a
 * Rider's revival turn, or a troll's */
static void start_corpse_timeout(struct nhl_level *lev, int mndx)
{
    const int rot_adjust = in_mklev(lev) ? 25 : 10;

    if (mndx == PM_LIZARD || mndx == PM_LICHEN)
        return;
    (void) rnz(lev->rng, rot_adjust);
    if (is_rider(mndx)) {
        /* C: rider_revival_time - 1 in 3 per turn from turn 12 (Death 6) */
        for (int when = mndx == PM_DEATH ? 6 : 12; when < 67; when++)
            if (!rn2(lev->rng, 3))
                break;
    } else if (lev->nh->mons[mndx].mlet == S_TROLL) {
        for (int age = 2; age <= 50; age++)
            if (!rn2(lev->rng, 37))
                break;
    }
}

/* C: timeout.c attach_egg_hatch_timeout(egg, 0): when it will hatch */
static void attach_egg_hatch_timeout(struct nhl_level *lev)
{
    for (int i = 151; i <= 200; i++)
        if (rnd(lev->rng, i) > 150)
            break;
}

void set_corpsenm(struct nhl_level *lev, int oi, int mndx)
{
    struct obj *o = &lev->objects[oi];
    /* a typed egg already has its hatch timer (C: obj->timed), whose
     * time is kept for the new species */
    bool egg_timed = o->otyp == EGG && o->timed;

    o->corpsenm = mndx;
    if (o->otyp == CORPSE && mndx >= 0) {
        start_corpse_timeout(lev, mndx);
    } else if (o->otyp == EGG && dead_species(lev, mndx, true)) {
        /* an egg of no species or a genocided one never hatches */
        o->timed = false;
    } else if (o->otyp == EGG && !egg_timed) {
        attach_egg_hatch_timeout(lev);
        lev->objects[oi].timed = true;
    }
}

/* a container's contents in C's chain order: the latest put in first
 * (objects of no cseq after, newest first); returns how many */
int container_chain(const struct nhl_level *lev, int container, int *out, int max)
{
    int n = 0;

    for (int i = lev->nobjects - 1; i >= 0; i--)
        if (lev->objects[i].container == container && i != container) {
            int k = n < max ? n++ : max - 1;

            /* insertion: a larger cseq goes before, ties keep index order */
            while (k > 0 && lev->objects[out[k - 1]].cseq < lev->objects[i].cseq) {
                out[k] = out[k - 1];
                k--;
            }
            out[k] = i;
        }
    return n;
}

int add_to_container(struct nhl_level *lev, int container, int oi)
{
    struct obj *o = &lev->objects[oi];
    int chain[256];
    /* nothing was ever put in it: no walk of the list for its contents */
    int n = lev->objects[container].had_contents
                ? container_chain(lev, container, chain, 256) : 0;

    /* C: a like object already inside takes it in (merged(&inside, &obj)) */
    for (int k = 0; k < n; k++)
        if (!lev->objects[chain[k]].floating
            && obj_mergable(&lev->objects[chain[k]], o)) {
            obj_fold(lev, chain[k], oi);
            o->x = lev->objects[container].x;
            o->y = lev->objects[container].y;
            return chain[k];
        }
    o->container = container;
    lev->objects[container].had_contents = true;
    o->owner = -1;
    o->cseq = ++lev->build->cseq;
    o->x = lev->objects[container].x;
    o->y = lev->objects[container].y;
    o->floating = false;
    return oi;
}

static void place_contents(struct nhl_level *lev, int c, int x, int y)
{
    if (!lev->objects[c].had_contents)
        return;
    for (int i = 0; i < lev->nobjects; i++)
        if (lev->objects[i].container == c && i != c) {
            lev->objects[i].x = x;
            lev->objects[i].y = y;
            place_contents(lev, i, x, y);
        }
}

struct obj *obj_record_at(struct nhl_level *lev, int otyp, char oclass,
                          const char *id, int x, int y)
{
    struct obj *o = level_add_object(lev);

    if (!o)
        return NULL;
    o->o_id = 0;
    o->otyp = otyp;
    o->oclass = otyp >= 0 ? oclass_symbol(lev->nh->objects[otyp].oc_class)
                          : oclass;
    level_set_id(o->id, sizeof o->id, id);
    o->x = x;
    o->y = y;
    o->quan = 1;
    return o;
}

void place_object(struct nhl_level *lev, int oi, int x, int y)
{
    struct obj *o = &lev->objects[oi];

    o->x = x;
    o->y = y;
    o->floating = false;
    o->container = -1;
    o->owner = -1;
    place_contents(lev, oi, x, y);
}

/* C: gu.urole.mnum - the hero's role as a species */
static int role_mndx(const struct nhl_level *lev)
{
    int m = mndx_by_name(lev->game->hero.role);

    return m >= 0 ? m : PM_HUMAN;
}

int mksobj(struct nhl_level *lev, int otyp, bool init, bool artif)
{
    if (otyp < 0 || otyp >= NUM_OTYPES)
        return -1;
    struct obj *o = level_add_object(lev);

    if (!o)
        return -1;
    int oi = (int) (o - lev->objects);

    o->age = lev->ctx.moves > 1 ? lev->ctx.moves : 1;
    o->o_id = (int) next_ident(lev);
    o->quan = 1;
    o->otyp = otyp;
    o->oclass = oclass_symbol(lev->nh->objects[otyp].oc_class);
    level_set_id(o->id, sizeof o->id, lev->nh->objects[otyp].oc_name);
    o->x = o->y = -1;
    o->corpsenm = -1;
    o->container = -1;
    o->owner = -1;
    o->floating = true;

    if (init)
        mksobj_init(lev, oi, artif);

    /* what is done even without init: species and sex of corpses,
     * statues and figurines, timers, oil, the novel's title */
    o = &lev->objects[oi];
    switch (o->otyp) {
    case CORPSE:
        if (o->corpsenm < 0) {
            int m = undead_to_corpse(rndmonnum(lev));

            o = &lev->objects[oi];
            o->corpsenm = m;
            /* a corpseless or gone species: the hero's role's */
            if ((lev->nh->mons[m].geno & G_NOCORPSE) || mv_gone(lev, m))
                o->corpsenm = role_mndx(lev);
        }
        /* FALLTHROUGH */
    case STATUE:
    case FIGURINE:
        if (o->corpsenm < 0) {
            int m = rndmonnum(lev);

            o = &lev->objects[oi];
            o->corpsenm = m;
        }
        if (o->corpsenm >= 0) {
            int m = o->corpsenm;

            if (is_neuter(m))
                o->spe = CORPSTAT_NEUTER;
            else if (is_female(m))
                o->spe = CORPSTAT_FEMALE;
            else if (is_male(m))
                o->spe = CORPSTAT_MALE;
            else
                o->spe = rn2(lev->rng, 2) ? CORPSTAT_FEMALE : CORPSTAT_MALE;
        }
        /* FALLTHROUGH */
    case EGG:
        set_corpsenm(lev, oi, lev->objects[oi].corpsenm);
        break;
    case POT_OIL:
        o->age = 400; /* C: MAX_OIL_IN_FLASK */
        break;
    case SPE_NOVEL: {
        /* C: noveltitle - the book is named for one of Sir Terry
         * Pratchett's Discworld novels, in publication order */
        static const char *const discworld[] = {
            "The Colour of Magic", "The Light Fantastic", "Equal Rites",
            "Mort", "Sourcery", "Wyrd Sisters", "Pyramids",
            "Guards! Guards!", "Eric", "Moving Pictures", "Reaper Man",
            "Witches Abroad", "Small Gods", "Lords and Ladies",
            "Men at Arms", "Soul Music", "Interesting Times", "Maskerade",
            "Feet of Clay", "Hogfather", "Jingo", "The Last Continent",
            "Carpe Jugulum", "The Fifth Elephant", "The Truth",
            "Thief of Time", "The Last Hero",
            "The Amazing Maurice and His Educated Rodents", "Night Watch",
            "The Wee Free Men", "Monstrous Regiment", "A Hat Full of Sky",
            "Going Postal", "Thud!", "Wintersmith", "Making Money",
            "Unseen Academicals", "I Shall Wear Midnight", "Snuff",
            "Raising Steam", "The Shepherd's Crown",
        };
        int title = rn2(lev->rng, (int) (sizeof discworld / sizeof discworld[0]));

        free(o->oname);
        o->oname = strdup(discworld[title]);
        break;
    }
    default:
        break;
    }
    if (lev->nh->objects[otyp].oc_unique && !lev->objects[oi].oartifact)
        (void) mk_artifact(lev, oi, false);
    return oi;
}

int mkobj(struct nhl_level *lev, int oclass, bool artif)
{
    int i;

    if (oclass == RANDOM_CLASS) {
        int which = !strcmp(lev->ctx.special, "rogue") ? ICP_ROGUE
                    : lev->ctx.in_hell               ? ICP_HELL
                                                     : ICP_NORMAL;

        oclass = pick_icp_class(lev, which);
    }
    if (oclass == SPBOOK_no_NOVEL) {
        i = rnd_class(lev, class_base(SPBOOK_CLASS), SPE_BLANK_PAPER);
        oclass = SPBOOK_CLASS;
    } else {
        if (oclass <= 0 || oclass >= MAXOCLASSES)
            return -1;
        int prob = rnd(lev->rng, class_prob_total(lev, oclass));

        i = class_base(oclass);
        while ((prob -= obj_prob(lev, i)) > 0)
            i++;
    }
    if (i >= NUM_OTYPES || lev->nh->objects[i].oc_class != oclass)
        i = class_base(oclass);
    return mksobj(lev, i, true, artif);
}

int mksobj_at(struct nhl_level *lev, int otyp, int x, int y, bool init,
              bool artif)
{
    int oi = mksobj(lev, otyp, init, artif);

    if (oi >= 0)
        place_object(lev, oi, x, y);
    return oi;
}

int mkobj_at(struct nhl_level *lev, int oclass, int x, int y, bool artif)
{
    int oi = mkobj(lev, oclass, artif);

    if (oi >= 0)
        place_object(lev, oi, x, y);
    return oi;
}

/* C: special_corpse - corpses with their own timing */
static bool special_corpse(int m)
{
    return m == PM_LIZARD || m == PM_LICHEN || mons_invariant[m].mlet == S_TROLL
           || is_rider(m);
}

int mkcorpstat(struct nhl_level *lev, int objtype, int mndx, int x, int y,
               unsigned corpstatflags)
{
    bool init = (corpstatflags & CORPSTAT_INIT) != 0;
    int oi;

    if (objtype != CORPSE && objtype != STATUE)
        return -1;
    if (x <= 0 && y <= 0)
        /* C: random placement (rloco) is the caller's here */
        oi = mksobj(lev, objtype, init, false);
    else
        oi = mksobj_at(lev, objtype, x, y, init, false);
    if (oi < 0)
        return -1;
    struct obj *o = &lev->objects[oi];

    o->spe = (int) (corpstatflags & CORPSTAT_SPE_VAL);
    if (mndx >= 0 && mndx < NUMMONS_ENUM) {
        int old = o->corpsenm;

        o->corpsenm = mndx;
        if (o->otyp == CORPSE
            && ((old >= 0 && special_corpse(old)) || special_corpse(mndx)))
            start_corpse_timeout(lev, mndx);
    }
    return oi;
}

int mkgold(struct nhl_level *lev, long amount, int x, int y)
{
    int gold = -1;

    for (int i = lev->nobjects - 1; i >= 0; i--) {
        const struct obj *o = &lev->objects[i];

        if (o->x == x && o->y == y && o->otyp == GOLD_PIECE
            && o->container < 0 && o->owner < 0 && !o->buried
            && !o->floating) {
            gold = i;
            break;
        }
    }
    if (amount <= 0) {
        int div = 12 - lev->ctx.depth;

        if (div < 2)
            div = 2;
        long mul = rnd(lev->rng, 30 / div);

        amount = 1 + (long) rnd(lev->rng, lev->ctx.level_difficulty + 2) * mul;
    }
    if (gold >= 0) {
        lev->objects[gold].quan += amount;
    } else {
        gold = mksobj_at(lev, GOLD_PIECE, x, y, true, false);
        if (gold >= 0)
            lev->objects[gold].quan = amount;
    }
    return gold;
}

int mk_tt_object(struct nhl_level *lev, int objtype, int x, int y)
{
    /* player statues never hold books: a statue is not initialised */
    int oi = mksobj_at(lev, objtype, x, y, objtype != STATUE, false);

    if (oi < 0)
        return -1;
    /* C: tt_oname -> get_rnd_toptenentry picks a rank in the (empty)
     * record, finds no entry, and names nothing */
    (void) rnd(lev->rng, 10);
    int pm = rn1(lev->rng, PM_WIZARD - PM_ARCHEOLOGIST + 1, PM_ARCHEOLOGIST);

    set_corpsenm(lev, oi, pm);
    return oi;
}
