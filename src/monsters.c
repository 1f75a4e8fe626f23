/* monsters.c - des.monster: sp_lev.c find_montype, pm_to_humidity and
 * create_monster up to makemon (see monsters.h). */
#include "tables.h"
#include "monsters.h"

#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>
#include <string.h>
#include <strings.h>

#include "goodpos.h"
#include "makemon.h"
#include "newcham.h"
#include "mplayer.h"
#include "monflags.h"
#include "mvitals.h"
#include "spfeatures.h"
#include "objresist.h"
#include "mondata.h"
#include "namehash.h"


/* Each release's species names, lower-cased (ASCII), hashed to the first
 * species and gender slot that has the name: find_montype's answer
 * without a scan of every species (made under pthread_once: builds may
 * run on several threads). */
#define NAME_SLOTS 2048

struct name_index {
    short mndx[NAME_SLOTS];     /* -1: empty */
    signed char g[NAME_SLOTS];
};

static struct name_index name_ix[NH_MAX_RELEASES];

static void make_name_index(enum nhl_version v)
{
    struct name_index *ix = &name_ix[v];
    const struct permonst *mons = nh_release(v)->mons;

    memset(ix->mndx, 0xff, sizeof ix->mndx);
    for (int i = 0; i < NUMMONS_ENUM; i++)
        for (int g = 0; g < 3; g++) {
            const char *n = mons[i].pmnames[g];
            bool ascii;

            if (!n)
                continue;
            unsigned k = name_hash_ci(n, &ascii) % NAME_SLOTS;
            /* (the names are ASCII: a release with others would need
               the scan, and gets it for lookups that miss) */
            for (;; k = (k + 1) % NAME_SLOTS) {
                if (ix->mndx[k] < 0) {
                    ix->mndx[k] = (short) i;
                    ix->g[k] = (signed char) g;
                    break;
                }
                if (name_same_ci(mons[ix->mndx[k]].pmnames[ix->g[k]], n))
                    break;          /* an earlier slot has the name */
            }
        }
}

/* the release whose index pthread_once is making on this thread */
static _Thread_local enum nhl_version making;
static void make_name_index_once(void) { make_name_index(making); }

/* the first species and gender slot named s (strcasecmp), or -1 */
static int name_lookup(const struct nhl_level *lev, const char *s, int *g)
{
    enum nhl_version v = lev->nh->v;
    static pthread_once_t once[NH_MAX_RELEASES] = NH_RELEASES_ONCE_INIT;
    bool ascii;
    unsigned k = name_hash_ci(s, &ascii) % NAME_SLOTS;

    if (lev->nh->mons == nh_release(v)->mons && ascii) {
        making = v;
        pthread_once(&once[v], make_name_index_once);
        const struct name_index *ix = &name_ix[v];

        for (; ix->mndx[k] >= 0; k = (k + 1) % NAME_SLOTS) {
            const char *n = lev->nh->mons[ix->mndx[k]].pmnames[ix->g[k]];

            if (name_same_ci(n, s)) {
                if (strcasecmp(n, s))
                    break;          /* a locale that folds otherwise: scan */
                *g = ix->g[k];
                return ix->mndx[k];
            }
        }
        if (ix->mndx[k] < 0)
            return -1;
    }
    for (int i = 0; i < NUMMONS_ENUM; i++)
        for (int gg = 0; gg < 3; gg++) {
            const char *n = lev->nh->mons[i].pmnames[gg];

            if (n && !strcasecmp(n, s)) {
                *g = gg;
                return i;
            }
        }
    return -1;
}

int find_montype(struct nhl_level *lev, const char *s, int *mgend)
{
    int g = 0, i = name_lookup(lev, s, &g);

    if (i < 0) {
        *mgend = NEUTRAL;
        return -1;
    }
    /* pmnames: neutral, male, female */
    int named = g == 0 ? NEUTRAL : g == 1 ? MALE : FEMALE;

    if (lev->nh->mons[i].mflags2 & (M2_MALE | M2_FEMALE))
        *mgend = (lev->nh->mons[i].mflags2 & M2_FEMALE) ? FEMALE : MALE;
    else
        *mgend = named == FEMALE ? FEMALE
                 : named == MALE ? MALE : rn2(lev->rng, 2);
    return i;
}

/* which symbols some species has, found once (a char's values, from
 * -128, as the comparison with an int met them) */
static bool class_used[128 + 256];

static void make_class_used(void)
{
    for (int i = 0; i < NUMMONS_ENUM; i++)
        class_used[128 + (int) mons_invariant[i].sym] = true;
}

bool valid_monclass(int sym)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;

    if (sym < -128 || sym > 255)
        return false;
    pthread_once(&once, make_class_used);
    return class_used[128 + sym];
}

/* C: pm_to_humidity */
static int pm_to_humidity(int mndx)
{
    const struct permonst *pm = &mons_invariant[mndx];
    int loc = DRY;

    if (pm->sym == ';' || (pm->mflags1 & M1_AMPHIBIOUS)
        || (pm->mflags1 & M1_SWIM))
        loc = WET;
    /* flyers, and floaters (eyes and lights) */
    if ((pm->mflags1 & M1_FLY) || pm->sym == 'e' || pm->sym == 'y')
        loc |= (HOT | WET);
    /* passes walls, or noncorporeal (ghosts) */
    if ((pm->mflags1 & M1_WALLWALK) || pm->sym == ' ')
        loc |= SOLID;
    if (mndx == PM_FIRE_VORTEX || mndx == PM_FLAMING_SPHERE
        || mndx == PM_FIRE_ELEMENTAL || mndx == PM_SALAMANDER)
        loc |= HOT;
    return loc;
}

static void note(char *buf, size_t len, const char *what)
{
    size_t n = strlen(buf);

    if (n + 2 >= len)
        return;
    snprintf(buf + n, len - n, "%s%s", n ? ", " : "", what);
}

/* a symbol's class: that of the first species drawn with it (0 none),
 * for every symbol at once (des.monster asks it of each class= monster) */
static int class_of_sym[128];

static void make_class_of_sym(void)
{
    for (int i = NUMMONS_ENUM - 1; i >= 0; i--) {
        int sym = mons_invariant[i].sym;

        if (sym >= 0 && sym < 128)
            class_of_sym[sym] = mons_invariant[i].mlet;
    }
}

int monclass_of_sym(int sym)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;

    if (sym < 0 || sym >= 128) {
        for (int i = 0; i < NUMMONS_ENUM; i++)
            if (mons_invariant[i].sym == sym)
                return mons_invariant[i].mlet;
        return 0;
    }
    pthread_once(&once, make_class_of_sym);
    return class_of_sym[sym];
}

int monster_create(struct nhl_level *lev, const struct mon_request *rq,
                   char *skipped, size_t skippedlen)
{
    int mndx = rq->mndx;
    int x = rq->x, y = rq->y;
    int croom = lev->build->coder.croom;
    int mlet = rq->mclass > 0 ? monclass_of_sym(rq->mclass) : 0;
    int amask;
    int idx;

    skipped[0] = '\0';
    amask = sp_amask_to_amask(lev, rq->sp_amask);

    /* C: no class: random species; a class without id: mkclass; a named
     * unique already made is not made again, a named species that is
     * gone becomes a random one */
    if (!mlet) {
        mndx = -1;
    } else if (mndx >= 0) {
        if ((lev->nh->mons[mndx].geno & G_UNIQ) && (mvflags_of(lev, mndx) & G_EXTINCT)) {
            snprintf(skipped, skippedlen, "%s exists already",
                     lev->nh->mons[mndx].pmnames[0] ? lev->nh->mons[mndx].pmnames[0]
                                           : lev->nh->mons[mndx].pmnames[1]);
            return -1;
        }
        if (mv_gone(lev, mndx))
            mndx = -1;
    } else {
        mndx = mkclass(lev, mlet, G_NOGEN);
    }
    /* a dwarf or gnome hero in the Mines meets its own kind less */
    if (lev->ctx.in_mines && mndx >= 0
        && (!strcmp(lev->game->hero.race, "dwarf") || !strcmp(lev->game->hero.race, "gnome"))) {
        unsigned long self = !strcmp(lev->game->hero.race, "dwarf") ? M2_DWARF
                                                             : M2_GNOME;

        if ((lev->nh->mons[mndx].mflags2 & self) && rn2(lev->rng, 3))
            mndx = -1;
    }

    if (mndx >= 0) {
        int loc = pm_to_humidity(mndx);
        int tx = x, ty = y;

        /* a water lover is first tried without DRY */
        get_location_coord(lev, &tx, &ty, loc | NO_LOC_WARN, croom, NULL);
        if (tx == -1 && ty == -1) {
            loc |= DRY;
            tx = x;
            ty = y;
            get_location_coord(lev, &tx, &ty, loc, croom, NULL);
        }
        x = tx;
        y = ty;
    } else {
        get_location_coord(lev, &x, &y, DRY, croom, NULL);
    }

    /* someone there already: the nearest free spot */
    if (nhl_level_monster_at(lev, x, y)) {
        struct coord cc;

        if (enexto(lev, &cc, x, y, mndx)) {
            x = cc.x;
            y = cc.y;
        }
    }
    if (croom >= 0 && !inside_room(lev, &lev->rooms[croom], x, y))
        return -1;

    if (rq->sp_amask != AM_SPLEV_RANDOM) {
        /* C: mk_roamer - a minion of the asked alignment */
        int al = (amask == AM_LAWFUL) ? 1 : (amask == AM_NEUTRAL) ? 0
                 : (amask == AM_CHAOTIC) ? -1 : -128;

        idx = makemon(lev, mndx, x, y, MM_ADJACENTOK | MM_EMIN | MM_NOMSG);
        if (idx >= 0) {
            struct monst *r = &lev->monsters[idx];

            r->min_align = al;
            r->isminion = true;
            /* C passes the request's peaceful as is: unset (-1) is true */
            r->peaceful = rq->peaceful != 0;
            r->asleep = false;
            set_malign(lev, r);
        }
    } else {
        bool mplayer = rq->mndx >= PM_ARCHEOLOGIST && rq->mndx <= PM_WIZARD
                       && mndx == rq->mndx;

        /* C: mk_mplayer (not "special" outside the endgame) */
        idx = makemon(lev, mndx, x, y, mplayer ? NO_MM_FLAGS : rq->mm_flags);
        if (idx >= 0 && mplayer) {
            struct monst *p = &lev->monsters[idx];
            bool special = false; /* only the Astral's named ones */

            p->m_lev = special ? rn1(lev->rng, 16, 15) : rnd(lev->rng, 16);
            int hp = d(lev->rng, p->m_lev, 10);

            p->mhp = p->mhpmax = hp + 30;
            p->peaceful = false;
            set_malign(lev, p);
            mplayer_equip(lev, idx);
        }
    }
    if (idx < 0)
        return -1;

    struct monst *m = &lev->monsters[idx];

    if (rq->id[0])
        level_set_id(m->id, sizeof m->id, rq->id);
    if (rq->name) {
        free(m->mname);
        m->mname = strdup(rq->name);
    }
    if (rq->appear_as && lev->nh->mons[m->mndx].mlet == S_MIMIC) {
        m->appear_as_type = rq->appear == M_AP_OBJECT    ? 1
                            : rq->appear == M_AP_MONSTER ? 2
                                                         : 3;
        level_set_id(m->appear_as, sizeof m->appear_as, rq->appear_as);
    } else if (rq->appear_as && m->cham >= 0
               && rq->appear == M_AP_MONSTER) {
        /* a shapechanger takes the shape asked for */
        if (!newcham_appear(lev, idx, rq->appear_as))
            note(skipped, skippedlen, "unknown appear_as shape");
        m = &lev->monsters[idx];
    }
    m->female = rq->female;
    if (rq->peaceful >= 0) {
        m->peaceful = rq->peaceful;
        set_malign(lev, m);
    }
    if (rq->asleep >= 0)
        m->asleep = rq->asleep;
    if (rq->cancelled)
        m->cancelled = true;
    if (rq->avenge)
        m->mavenge = true;
    if (rq->invisible)
        m->invisible = m->perminvis = true;
    /* a waiting vampire shifted on its own goes back to its shape (C:
     * vampshifted) */
    if (rq->waiting && rq->appear != M_AP_MONSTER
        && (m->cham == PM_VAMPIRE || m->cham == PM_VAMPIRE_LEADER
            || m->cham == PM_VLAD_THE_IMPALER)
        && lev->nh->mons[m->mndx].mlet != S_VAMPIRE) {
        (void) newcham(lev, idx, m->cham);
        m = &lev->monsters[idx];
    }
    /* 5.0.0 sp_lev.c create_monster: m_lev_adj moves the level, within
     * 0..49 (3.7 requests have none) */
    if (rq->m_lev_adj) {
        int ml = m->m_lev + rq->m_lev_adj;

        m->m_lev = ml > 49 ? 49 : ml < 0 ? 0 : ml;
    }
    if (rq->has_invent) {
        /* 5.0.0 sp_lev.c create_monster: first the Amulet, invocation
         * items and quest artifact are dropped (mdrop_special_objs) */
        if (lev->nh->rules.drop_special_objs)
            mdrop_special_objs(lev, idx);
        /* C: discard_minvent - the script's inventory replaces makemon's
         * (gone objects stay in the list, floating, so indexes hold) */
        for (int i = 0; i < lev->nobjects; i++)
            if (lev->objects[i].owner == idx) {
                lev->objects[i].owner = -1;
                lev->objects[i].floating = true;
            }
    }
    return idx;
}
