/* niches.c - niches off ordinary rooms (C: mklev.c makeniche and
 * friends; engrave.c wipe_engr_at / wipeout_text for the hint). */
#include "niches.h"

#include <stdlib.h>
#include <string.h>

#include "corridor.h"
#include "engrave.h"
#include "gen_ops.h"
#include "mkroom.h"
#include "monflags.h"
#include "objdata.h"
#include "data_enums.h"
#include "terrain.h"
#include "traps.h"
#include "wipeout.h"

/* C passes TRUE as that corpse's flag word: as corpstat flags that is
 * CORPSTAT_FEMALE (spe 1), not CORPSTAT_INIT, so the corpse is made
 * without init (one rndmonnum, no corpse-species retry loop) */
#define NICHE_CORPSE_FLAGS 0x01

void wipe_engr_at(struct nhl_level *lev, int x, int y, int cnt)
{
    struct engr *e = nhl_level_engr_at(lev, x, y);

    if (!e || e->engr_type == HEADSTONE || e->nowipeout || !e->text)
        return;
    if (e->engr_type == BURN)
        return;
    if (e->engr_type != DUST && e->engr_type != ENGR_BLOOD)
        cnt = rn2(lev->rng, 1 + 50 / (cnt + 1)) ? 0 : 1;
    wipeout_text(lev->rng, e->text, cnt);
    /* C skips leading blanks and deletes an engraving rubbed away */
    size_t lead = strspn(e->text, " ");

    if (lead)
        memmove(e->text, e->text + lead, strlen(e->text + lead) + 1);
    if (!e->text[0]) {
        for (int i = 0; i < lev->nengravings; i++)
            if (&lev->engravings[i] == e) {
                level_del_engraving(lev, i);
                break;
            }
    }
}

/* a square of room r that is not an edge (C: cardinal_nextto_room) */
static bool cardinal_nextto_room(const struct nhl_level *lev, int r, int x, int y)
{
    static const int dx[4] = { -1, 1, 0, 0 }, dy[4] = { 0, 0, -1, 1 };
    int rmno = r + ROOMOFFSET;

    for (int i = 0; i < 4; i++) {
        int nx = x + dx[i], ny = y + dy[i];

        if (isok(nx, ny) && !lev->at[nx][ny].edge
            && lev->at[nx][ny].roomno == rmno)
            return true;
    }
    return false;
}

/* a door spot on the top or bottom wall with stone beyond it
 * (C: place_niche) */
static bool place_niche(struct nhl_level *lev, int r, int *dy, int *xx, int *yy)
{
    struct coord dd;

    if (rn2(lev->rng, 2)) {
        *dy = 1;
        if (!finddpos(lev, &dd, r, RWALL_S))
            return false;
    } else {
        *dy = -1;
        if (!finddpos(lev, &dd, r, RWALL_N))
            return false;
    }
    *xx = dd.x;
    *yy = dd.y;
    return isok(*xx, *yy + *dy) && lev->at[*xx][*yy + *dy].typ == STONE
           && isok(*xx, *yy - *dy)
           && !IS_POOL(lev->at[*xx][*yy - *dy].typ)
           && !IS_FURNITURE(lev->at[*xx][*yy - *dy].typ)
           && cardinal_nextto_room(lev, r, *xx, *yy);
}

/* the hint written in the dust in front of a trapped niche
 * (C: trap_engravings) */
static const char *niche_hint(int trap_type)
{
    switch (trap_type) {
    case TRAPDOOR:
        return "Vlad was here";
    case TELEP_TRAP:
    case LEVEL_TELEP:
        return "ad aerarium";
    default:
        return NULL;
    }
}

void makeniche(struct nhl_level *lev, int trap_type)
{
    const struct gen_ops *g = lev->build->gen;
    int vct = 8;

    if (lev->nroom <= 0)
        return;
    while (vct--) {
        int r = rn2(lev->rng, lev->nroom);
        struct mkroom *a = &lev->rooms[r];
        int dy, xx, yy;

        if (a->rtype != OROOM)
            continue;
        if (a->doorct == 1 && rn2(lev->rng, 5))
            continue;
        if (!place_niche(lev, r, &dy, &xx, &yy))
            continue;

        struct rm *rm = &lev->at[xx][yy + dy];

        if (trap_type || !rn2(lev->rng, 4)) {
            rm->typ = SCORR;
            if (trap_type) {
                if ((trap_type == HOLE || trap_type == TRAPDOOR)
                    && !level_can_fall_thru(lev))
                    trap_type = ROCKTRAP;
                int t = maketrap(lev, xx, yy + dy, trap_type);

                if (t >= 0) {
                    const char *hint = niche_hint(trap_type);

                    if (trap_type != ROCKTRAP)
                        lev->traps[t].once = true;
                    if (hint) {
                        (void) make_engr_at(lev, xx, yy - dy, hint, DUST);
                        wipe_engr_at(lev, xx, yy - dy, 5);
                    }
                }
            }
            dosdoor(lev, xx, yy, r, SDOOR);
        } else {
            rm->typ = CORR;
            if (rn2(lev->rng, 7)) {
                int kind = rn2(lev->rng, 5) ? SDOOR : DOOR;

                dosdoor(lev, xx, yy, r, kind);
            } else {
                /* a sealed niche: sometimes iron bars and a corpse */
                if (!rn2(lev->rng, 5) && IS_WALL(lev->at[xx][yy].typ)) {
                    (void) set_levltyp(lev, xx, yy, IRONBARS);
                    if (rn2(lev->rng, 3) && g && g->mkclass
                        && g->mkcorpstat) {
                        int pm = g->mkclass(lev, g->ud, S_HUMAN);

                        (void) g->mkcorpstat(lev, g->ud, CORPSE, pm, xx,
                                             yy + dy, NICHE_CORPSE_FLAGS);
                    }
                }
                if (!lev->flags.noteleport && g && g->mksobj)
                    (void) g->mksobj(lev, g->ud, SCR_TELEPORTATION, xx,
                                     yy + dy, true, false);
                if (!rn2(lev->rng, 3) && g && g->mkobj)
                    (void) g->mkobj(lev, g->ud, RANDOM_CLASS, xx, yy + dy,
                                    true);
            }
        }
        return;
    }
}

void make_niches(struct nhl_level *lev)
{
    int ct = rnd(lev->rng, (lev->nroom >> 1) + 1);
    int dep = lev->ctx.depth;
    bool ltptr = !lev->flags.noteleport && dep > 15;
    bool vamp = dep > 5 && dep < 25;

    while (ct--) {
        if (ltptr && !rn2(lev->rng, 6)) {
            ltptr = false;
            makeniche(lev, LEVEL_TELEP);
        } else if (vamp && !rn2(lev->rng, 6)) {
            vamp = false;
            makeniche(lev, TRAPDOOR);
        } else {
            makeniche(lev, NO_TRAP);
        }
    }
}

void makevtele(struct nhl_level *lev)
{
    makeniche(lev, TELEP_TRAP);
}
