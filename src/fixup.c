/* fixup.c - the map side of mkmaze.c fixup_special: level regions
 * (place_lregion, put_lregion_here, bad_location), teleport regions, the
 * dungeon branch (mklev.c place_branch) and per-level touches. */
#include <stdlib.h>
#include <string.h>

#include "fixup.h"
#include "medusa_fixup.h"
#include "stolen_booty.h"
#include "game.h"
#include "location.h"
#include "maze.h"
#include "migrate.h"
#include "rloc.h"
#include "stairs.h"
#include "terrain.h"
#include "wallify.h"

static bool within(int x, int y, int lx, int ly, int hx, int hy)
{
    return x >= lx && x <= hx && y >= ly && y <= hy;
}

bool lregion_occupied(const struct nhl_level *lev, int x, int y)
{
    int t = lev->at[x][y].typ;

    for (int i = 0; i < lev->ntraps; i++)
        if (lev->traps[i].tx == x && lev->traps[i].ty == y)
            return true;
    return IS_FURNITURE(t) || IS_LAVA(t) || IS_POOL(t);
}

bool bad_location(const struct nhl_level *lev, int x, int y, int nlx, int nly,
                  int nhx, int nhy)
{
    int t = lev->at[x][y].typ;

    return lregion_occupied(lev, x, y)
           || within(x, y, nlx, nly, nhx, nhy)
           || !((t == CORR && lev->flags.is_maze_lev) || t == ROOM
                || t == AIR);
}

bool is_exclusion_zone(const struct nhl_level *lev, int rtype, int x, int y)
{
    for (int i = 0; i < lev->nexclusions; i++) {
        const struct exclusion_zone *e = &lev->exclusions[i];
        int z = e->zonetype;
        bool applies = (rtype == LR_DOWNTELE
                        && (z == LR_DOWNTELE || z == LR_TELE))
                       || (rtype == LR_UPTELE
                           && (z == LR_UPTELE || z == LR_TELE))
                       || rtype == z;

        if (applies && within(x, y, e->lx, e->ly, e->hx, e->hy))
            return true;
    }
    return false;
}

/* a magic portal trap leading to dest (C: mkportal) */
static void mkportal(struct nhl_level *lev, int x, int y, const d_level *dest)
{
    struct trap *t = nhl_level_trap_at(lev, x, y);

    if (!t)
        t = level_add_trap(lev);
    if (!t)
        return;
    t->tx = x;
    t->ty = y;
    t->ttyp = MAGIC_PORTAL;
    t->tseen = false;
    t->once = false;
    if (dest)
        t->dst = *dest;
    else
        t->dst.dnum = t->dst.dlevel = -1;
}

/* (C: mkroom.c somexyspace) */
static bool somexyspace(struct nhl_level *lev, const struct mkroom *r,
                        struct coord *c)
{
    int trycnt = 0;
    bool okay;

    do {
        okay = somexy(lev, r, c) && isok(c->x, c->y)
               && !lregion_occupied(lev, c->x, c->y)
               && (lev->at[c->x][c->y].typ == ROOM
                   || lev->at[c->x][c->y].typ == CORR
                   || lev->at[c->x][c->y].typ == ICE);
    } while (trycnt++ < 100 && !okay);
    return okay;
}

static bool stairs_in(const struct nhl_level *lev, const struct mkroom *r,
                      bool up)
{
    for (int i = 0; i < lev->nstairs; i++)
        if (lev->stairs[i].up == up
            && inside_room(lev, r, lev->stairs[i].sx, lev->stairs[i].sy))
            return true;
    return false;
}

/* (C: mklev.c generate_stairs_room_good / generate_stairs_find_room) */
static bool stairs_room_good(const struct nhl_level *lev, const struct mkroom *r,
                             int phase)
{
    return (r->needjoining || phase < 0)
           && ((!stairs_in(lev, r, false) && !stairs_in(lev, r, true))
               || phase < 1)
           && (r->rtype == OROOM || (phase < 2 && r->rtype == THEMEROOM));
}

static int stairs_find_room(struct nhl_level *lev)
{
    int pick[MAXNROFROOMS];

    if (!lev->nroom)
        return -1;
    for (int phase = 2; phase > -1; phase--) {
        int n = 0;

        for (int i = 0; i < lev->nroom; i++)
            if (stairs_room_good(lev, &lev->rooms[i], phase))
                pick[n++] = i;
        if (n > 0)
            return pick[rn2(lev->rng, n)];
    }
    return rn2(lev->rng, lev->nroom);
}

void place_branch(struct nhl_level *lev, int x, int y)
{
    const d_level *dest;
    bool make_stairs;
    bool on_end1;

    if (!lev->ctx.branch.present || lev->build->made_branch)
        return;
    if (!x) {
        struct coord m = { 0, 0 };

        if (lev->nroom == 0) {
            (void) mazexy(lev, &m);
        } else {
            int r = stairs_find_room(lev);

            (void) somexyspace(lev, &lev->rooms[r], &m);
        }
        x = m.x;
        y = m.y;
    }
    on_end1 = lev->ctx.branch.end1.dnum == lev->ctx.dnum
              && lev->ctx.branch.end1.dlevel == lev->ctx.dlevel;
    if (on_end1) {
        make_stairs = lev->ctx.branch.type != 1;
        dest = &lev->ctx.branch.end2;
    } else {
        make_stairs = lev->ctx.branch.type != 2;
        dest = &lev->ctx.branch.end1;
    }
    if (lev->ctx.branch.type == 3) {
        mkportal(lev, x, y, dest);
    } else if (make_stairs && isok(x, y)) {
        bool up = on_end1 ? lev->ctx.branch.end1_up : !lev->ctx.branch.end1_up;
        struct stairway *s = level_add_stair(lev);

        if (s) {
            s->sx = x;
            s->sy = y;
            s->up = up;
            s->isladder = false;
            s->tolev = *dest;
        }
        set_levltyp(lev, x, y, STAIRS);
        lev->at[x][y].flags = up ? LA_UP : LA_DOWN;
    }
    /* one try only: a failure now would fail again */
    lev->build->made_branch = true;
}

bool put_lregion_here(struct nhl_level *lev, int x, int y, int nlx, int nly,
                      int nhx, int nhy, int rtype, bool oneshot,
                      const d_level *dest)
{
    if (bad_location(lev, x, y, nlx, nly, nhx, nhy)
        || is_exclusion_zone(lev, rtype, x, y)) {
        if (!oneshot)
            return false;
        /* the only spot there is: a trap there gives way (portals,
         * vibrating squares and the like never do) */
        for (int i = 0; i < lev->ntraps; i++) {
            struct trap *t = &lev->traps[i];

            if (t->tx == x && t->ty == y && t->ttyp != MAGIC_PORTAL
                && t->ttyp != VIBRATING_SQUARE) {
                level_del_trap(lev, i);
                break;
            }
        }
        if (bad_location(lev, x, y, nlx, nly, nhx, nhy)
            || is_exclusion_zone(lev, rtype, x, y))
            return false;
    }
    switch (rtype) {
    case LR_TELE:
    case LR_UPTELE:
    case LR_DOWNTELE:
        /* the hero's arrival spot; a monster there means try again, or,
         * when this is the only spot, the monster moves away (into limbo
         * when it finds no room) */
        {
            struct monst *m = nhl_level_monster_at(lev, x, y);

            if (m && !oneshot)
                return false;
            if (m) {
                int midx = (int) (m - lev->monsters);

                if (!rloc(lev, midx))
                    migrate_mon_away(lev, midx);
            }
        }
        break;
    case LR_PORTAL:
        mkportal(lev, x, y, dest);
        break;
    case LR_DOWNSTAIR:
    case LR_UPSTAIR:
        (void) mkstairs_force(lev, x, y, rtype == LR_UPSTAIR, false);
        break;
    case LR_BRANCH:
        place_branch(lev, x, y);
        break;
    default:
        break;
    }
    return true;
}

bool place_lregion(struct nhl_level *lev, int lx, int ly, int hx, int hy,
                   int nlx, int nly, int nhx, int nhy, int rtype,
                   const d_level *dest)
{
    bool oneshot;

    if (!lx) {
        /* branches in rooms rather than corridors when there are rooms */
        if (rtype == LR_BRANCH && lev->nroom) {
            place_branch(lev, 0, 0);
            return true;
        }
        lx = 1;
        hx = COLNO - 1;
        ly = 0;
        hy = ROWNO - 1;
    }
    clamp_to_map(&lx, &ly, &hx, &hy);
    /* a region starting past the map's far edge (a script's, at x=98) has
       no spot on it: C's tries would read outside the level (#12) */
    if (lx > COLNO - 1 || ly > ROWNO - 1)
        return false;
    oneshot = (lx == hx && ly == hy);
    for (int trycnt = 0; trycnt < 200; trycnt++) {
        int x = rn1(lev->rng, (hx - lx) + 1, lx);
        int y = rn1(lev->rng, (hy - ly) + 1, ly);

        if (put_lregion_here(lev, x, y, nlx, nly, nhx, nhy, rtype, oneshot,
                             dest))
            return true;
    }
    for (int x = lx; x <= hx; x++)
        for (int y = ly; y <= hy; y++)
            if (put_lregion_here(lev, x, y, nlx, nly, nhx, nhy, rtype, true,
                                 dest))
                return true;
    return false;
}

static void save_dest(int *d, const struct lev_region *r)
{
    d[0] = r->inarea[0];
    d[1] = r->inarea[1];
    d[2] = r->inarea[2];
    d[3] = r->inarea[3];
    d[4] = r->delarea[0];
    d[5] = r->delarea[1];
    d[6] = r->delarea[2];
    d[7] = r->delarea[3];
}

/* Baalzebub's lair draws a beetle whose legs are walls in solid rock;
 * ordinary wallification (skipped there: the level is corrmaze) would bury
 * them.  Find the undiggable frame along the middle row and down its
 * first column, turn the two marker pools into walls, free the digging in
 * front of the iron-bar eyes, wallify with the inside protected, then
 * part the two rear legs the pass joins to the room; a monster standing
 * on a marker pool turned wall moves away (C: baalz_fixup). */
static void baalz_unpool(struct nhl_level *lev, int x, int y)
{
    struct monst *m = nhl_level_monster_at(lev, x, y);

    /* C: rloc(mtmp, RLOC_ERR | RLOC_NOMSG); it stays when there is no
     * room */
    if (m)
        (void) rloc(lev, (int) (m - lev->monsters));
}

void baalz_fixup(struct nhl_level *lev)
{
    struct wall_bughack in = { COLNO, ROWNO, 0, 0 };
    int del[4] = { COLNO, ROWNO, 0, 0 };
    int x, y, lastx, lasty;

    y = ROWNO / 2;
    for (lastx = x = 0; x < COLNO; ++x)
        if (lev->at[x][y].flags & W_NONDIGGABLE) {
            if (!lastx)
                in.x1 = x + 1;
            lastx = x;
        }
    in.x2 = ((lastx > in.x1) ? lastx : x) - 1;
    x = in.x1;
    for (lasty = y = 0; y < ROWNO; ++y)
        if (x < COLNO && (lev->at[x][y].flags & W_NONDIGGABLE)) {
            if (!lasty)
                in.y1 = y + 1;
            lasty = y;
        }
    in.y2 = ((lasty > in.y1) ? lasty : y) - 1;
    for (x = in.x1; x <= in.x2 && x < COLNO; ++x)
        for (y = in.y1; y <= in.y2 && y < ROWNO; ++y) {
            struct rm *c = &lev->at[x][y];

            if (c->typ == POOL) {
                c->typ = HWALL;
                if (del[0] == COLNO) {
                    del[0] = x;
                    del[1] = y;
                } else {
                    del[2] = x;
                    del[3] = y;
                }
            } else if (c->typ == IRONBARS) {
                if (isok(x - 1, y) && (lev->at[x - 1][y].flags & W_NONDIGGABLE)) {
                    lev->at[x - 1][y].flags &= (uint8_t) ~W_NONDIGGABLE;
                    if (isok(x - 2, y))
                        lev->at[x - 2][y].flags &= (uint8_t) ~W_NONDIGGABLE;
                } else if (isok(x + 1, y)
                           && (lev->at[x + 1][y].flags & W_NONDIGGABLE)) {
                    lev->at[x + 1][y].flags &= (uint8_t) ~W_NONDIGGABLE;
                    if (isok(x + 2, y))
                        lev->at[x + 2][y].flags &= (uint8_t) ~W_NONDIGGABLE;
                }
            }
        }
    {
        int x1 = in.x1 - 2 < 1 ? 1 : in.x1 - 2;
        int y1 = in.y1 - 2 < 0 ? 0 : in.y1 - 2;
        int x2 = in.x2 + 2 > COLNO - 1 ? COLNO - 1 : in.x2 + 2;
        int y2 = in.y2 + 2 > ROWNO - 1 ? ROWNO - 1 : in.y2 + 2;

        wall_cleanup(lev, x1, y1, x2, y2, &in);
        fix_wall_spines(lev, x1, y1, x2, y2, &in);
    }
    x = del[0];
    y = del[1];
    if (isok(x, y)
        && (lev->at[x][y].typ == TLWALL || lev->at[x][y].typ == TRWALL)
        && isok(x, y + 1) && lev->at[x][y + 1].typ == TUWALL) {
        lev->at[x][y].typ = lev->at[x][y].typ == TLWALL ? BRCORNER : BLCORNER;
        lev->at[x][y + 1].typ = HWALL;
        baalz_unpool(lev, x, y);
    }
    x = del[2];
    y = del[3];
    if (isok(x, y)
        && (lev->at[x][y].typ == TLWALL || lev->at[x][y].typ == TRWALL)
        && isok(x, y - 1) && lev->at[x][y - 1].typ == TDWALL) {
        lev->at[x][y].typ = lev->at[x][y].typ == TLWALL ? TRCORNER : TLCORNER;
        lev->at[x][y - 1].typ = HWALL;
        baalz_unpool(lev, x, y);
    }
}

/* the bubbles' playing field (C: bxmin..bymax of mkmaze.c) */
#define GBXMIN 4
#define GBYMIN 2
#define GBXMAX 77
#define GBYMAX 19

/* One air bubble (Plane of Water) or cloud (Plane of Air) with its corner
 * at (x,y), shape n: its direction draws, the Air plane's 1-in-6 move
 * check, then its cells become lit AIR or CLOUD.  (C: mk_bubble and the
 * first mv_bubble, which does not move it) */
static void mk_bubble(struct nhl_level *lev, int x, int y, int n, bool water)
{
    static const uint8_t bm2[] = { 2, 1, 0x3 }, bm3[] = { 3, 2, 0x7, 0x7 },
        bm4[] = { 4, 3, 0x6, 0xf, 0x6 }, bm5[] = { 5, 3, 0xe, 0x1f, 0xe },
        bm6[] = { 6, 4, 0x1e, 0x3f, 0x3f, 0x1e },
        bm7[] = { 7, 4, 0x3e, 0x7f, 0x7f, 0x3e },
        bm8[] = { 8, 4, 0x7e, 0xff, 0xff, 0x7e };
    static const uint8_t *const bmask[] = { bm2, bm3, bm4, bm5, bm6, bm7,
                                            bm8 };
    const uint8_t *bm;

    if (x >= GBXMAX || y >= GBYMAX)
        return;
    if (n > 6)
        n = 6;
    bm = bmask[n];
    if (x + bm[0] - 1 > GBXMAX)
        x = GBXMAX - bm[0] + 1;
    if (y + bm[1] - 1 > GBYMAX)
        y = GBYMAX - bm[1] + 1;
    (void) rn2(lev->rng, 3); /* dx */
    (void) rn2(lev->rng, 3); /* dy */
    if (!water)
        (void) rn2(lev->rng, 6); /* clouds move slowly */
    for (int i = 0; i < bm[0]; i++)
        for (int j = 0; j < bm[1]; j++)
            if (bm[j + 2] & (1 << i)) {
                lev->at[x + i][y + j].typ = water ? AIR : CLOUD;
                lev->at[x + i][y + j].lit = true;
            }
}

/* Water and Air: stone becomes the plane's element, then bubbles or
 * clouds on a grid with random spacing.  (C: setup_waterlevel) */
void setup_waterlevel(struct nhl_level *lev, bool water)
{
    int typ = water ? WATER : AIR;
    int xskip, yskip;

    for (int x = 1; x <= COLNO - 1; x++)
        for (int y = 0; y <= ROWNO - 1; y++)
            if (lev->at[x][y].typ == STONE)
                lev->at[x][y].typ = (uint8_t) typ;
    if (water) {
        xskip = 10 + rn2(lev->rng, 10);
        yskip = 4 + rn2(lev->rng, 4);
    } else {
        xskip = 6 + rn2(lev->rng, 4);
        yskip = 3 + rn2(lev->rng, 3);
    }
    for (int x = GBXMIN; x <= GBXMAX; x += xskip)
        for (int y = GBYMIN; y <= GBYMAX; y += yskip) {
            int n = rn2(lev->rng, 7);

            mk_bubble(lev, x, y, n, water);
        }
}

void fixup_special(struct nhl_level *lev)
{
    const char *spname = lev->ctx.special;

    if (lev->ctx.is_waterlevel || !strcmp(spname, "water"))
        setup_waterlevel(lev, true);
    else if (!strcmp(spname, "air"))
        setup_waterlevel(lev, false);

    bool added_branch = false;
    int nlr = lev->build->lregions_fixed ? 0 : lev->nlregions;

    lev->build->lregions_fixed = true;
    for (int i = 0; i < nlr; i++) {
        struct lev_region *r = &lev->lregions[i];
        d_level dest = { lev->ctx.dnum, lev->ctx.dlevel };
        bool place = false;

        switch (r->rtype) {
        case LR_BRANCH:
            added_branch = true;
            place = true;
            break;
        case LR_PORTAL:
            /* a number is a level of this dungeon ("chutes and ladders");
             * a name is looked up in the game's dungeon layout */
            if (r->rname && r->rname[0] >= '0' && r->rname[0] <= '9')
                dest.dlevel = atoi(r->rname);
            else if (game_level_named(lev->game, r->rname, &dest) != 0)
                dest.dnum = dest.dlevel = -1;
            place = true;
            break;
        case LR_UPSTAIR:
        case LR_DOWNSTAIR:
            place = true;
            break;
        case LR_TELE:
        case LR_UPTELE:
        case LR_DOWNTELE:
            /* kept for arrival; placed when the hero comes */
            if (r->rtype == LR_TELE || r->rtype == LR_UPTELE) {
                save_dest(lev->updest, r);
                lev->have_updest = true;
            }
            if (r->rtype == LR_TELE || r->rtype == LR_DOWNTELE) {
                save_dest(lev->dndest, r);
                lev->have_dndest = true;
            }
            break;
        default:
            break;
        }
        if (place)
            (void) place_lregion(lev, r->inarea[0], r->inarea[1],
                                 r->inarea[2], r->inarea[3], r->delarea[0],
                                 r->delarea[1], r->delarea[2], r->delarea[3],
                                 r->rtype, &dest);
    }
    if (!added_branch && lev->ctx.branch.present)
        (void) place_lregion(lev, 0, 0, 0, 0, 0, 0, 0, 0, LR_BRANCH, NULL);

    /* Medusa's statues; the Cleric quest and the castle: graveyard */
    const char *sp = lev->ctx.special;

    if (!strncmp(sp, "medusa", 6)) {
        medusa_fixup(lev);
    } else if (!strcmp(sp, "baalz")) {
        baalz_fixup(lev);
    } else if ((lev->ctx.in_quest && !strcmp(lev->game->hero.role, "Priest"))
               || (lev->ctx.in_quest && !strcmp(lev->game->hero.role, "Priestess"))
               || !strcmp(sp, "castle")) {
        lev->flags.graveyard = true;
    } else if (lev->ctx.in_mines && lev->build->ransacked) {
        stolen_booty(lev);
    }
    if (!strncmp(sp, "minetn", 6))
        lev->flags.has_town = true;
}
