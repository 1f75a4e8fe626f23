/* monsters.c - des.monster: sp_lev.c find_montype, pm_to_humidity and
 * create_monster up to makemon (see monsters.h). */
#include "monsters.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "spfeatures.h"
#include "mondata.h"

/* monflag.h bits this module reads */
#define M1_FLY 0x00000001UL
#define M1_SWIM 0x00000002UL
#define M1_WALLWALK 0x00000008UL
#define M1_AMPHIBIOUS 0x00000200UL
#define M2_DWARF 0x00000020UL
#define M2_GNOME 0x00000040UL
#define M2_MALE 0x00010000UL
#define M2_FEMALE 0x00020000UL

int find_montype(struct level *lev, const char *s, int *mgend)
{
    for (int i = 0; i < NUMMONS; i++)
        for (int g = 0; g < 3; g++) {
            const char *n = mons[i].pmnames[g];

            if (!n || strcasecmp(n, s))
                continue;
            /* pmnames: neutral, male, female */
            int named = g == 0 ? NEUTRAL : g == 1 ? MALE : FEMALE;

            if (mons[i].mflags2 & (M2_MALE | M2_FEMALE))
                *mgend = (mons[i].mflags2 & M2_FEMALE) ? FEMALE : MALE;
            else
                *mgend = named == FEMALE ? FEMALE
                         : named == MALE ? MALE : rn2(lev->rng, 2);
            return i;
        }
    *mgend = NEUTRAL;
    return -1;
}

bool valid_monclass(int sym)
{
    for (int i = 0; i < NUMMONS; i++)
        if (mons[i].sym == sym)
            return true;
    return false;
}

/* C: pm_to_humidity */
static int pm_to_humidity(int mndx)
{
    const struct permonst *pm = &mons[mndx];
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

int monster_create(struct level *lev, const struct mon_request *rq,
                   char *skipped, size_t skippedlen)
{
    int mndx = rq->mndx;
    int x = rq->x, y = rq->y;
    int croom = lev->coder.croom;
    bool random_species = rq->mclass < 0 && mndx < 0;

    skipped[0] = '\0';
    (void) sp_amask_to_amask(lev, rq->sp_amask);

    if (mndx < 0 && !random_species)
        note(skipped, skippedlen, "mkclass species");
    /* a dwarf or gnome hero in the Mines meets its own kind less */
    if (lev->ctx.in_mines && mndx >= 0
        && (!strcmp(lev->ctx.race, "dwarf") || !strcmp(lev->ctx.race, "gnome"))) {
        unsigned long self = !strcmp(lev->ctx.race, "dwarf") ? M2_DWARF
                                                             : M2_GNOME;

        if ((mons[mndx].mflags2 & self) && rn2(lev->rng, 3)) {
            mndx = -1;
            note(skipped, skippedlen, "own race: random species");
        }
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

    if (level_monster_at(lev, x, y))
        note(skipped, skippedlen, "enexto");
    if (croom >= 0 && !inside_room(lev, &lev->rooms[croom], x, y))
        return -1;

    struct monst *m = level_add_monster(lev);

    if (!m)
        return -1;
    note(skipped, skippedlen, "makemon");
    m->m_id = 0;
    m->mndx = mndx;
    m->mclass = (char) (mndx >= 0 ? mons[mndx].sym
                                  : (rq->mclass > 0 ? rq->mclass : 0));
    snprintf(m->id, sizeof m->id, "%s", mndx >= 0 || rq->mndx < 0 ? rq->id : "");
    m->x = x;
    m->y = y;
    m->female = rq->female;
    if (rq->peaceful >= 0)
        m->peaceful = rq->peaceful;
    if (rq->asleep >= 0)
        m->asleep = rq->asleep;
    m->invisible = rq->invisible;
    m->cancelled = rq->cancelled;
    if (rq->name)
        m->mname = strdup(rq->name);
    if (rq->appear_as) {
        m->appear_as_type = rq->appear == M_AP_OBJECT    ? 1
                            : rq->appear == M_AP_MONSTER ? 2
                                                         : 3;
        snprintf(m->appear_as, sizeof m->appear_as, "%s", rq->appear_as);
    }
    return (int) (m - lev->monsters);
}
