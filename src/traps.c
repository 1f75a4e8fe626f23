/* traps.c - trap.c's maketrap with its per-kind set-up (hole_destination,
 * choose_trapnote, mkroll_launch, mk_trap_statue) and sp_lev.c's des.trap
 * placement (trap_types, create_trap); see traps.h. */
#include "traps.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "data_enums.h"
#include "fixup.h"
#include "gen_ops.h"
#include "location.h"
#include "mkobj.h"
#include "mktrap.h"
#include "mondata.h"
#include "objdata.h"
#include "spfeatures.h"
#include "terrain.h"

static const struct { const char *name; int type; } trap_types[] = {
    { "arrow", ARROW_TRAP },         { "dart", DART_TRAP },
    { "falling rock", ROCKTRAP },    { "board", SQKY_BOARD },
    { "bear", BEAR_TRAP },           { "land mine", LANDMINE },
    { "rolling boulder", ROLLING_BOULDER_TRAP },
    { "sleep gas", SLP_GAS_TRAP },   { "rust", RUST_TRAP },
    { "fire", FIRE_TRAP },           { "pit", PIT },
    { "spiked pit", SPIKED_PIT },    { "hole", HOLE },
    { "trap door", TRAPDOOR },       { "teleport", TELEP_TRAP },
    { "level teleport", LEVEL_TELEP }, { "magic portal", MAGIC_PORTAL },
    { "web", WEB },                  { "statue", STATUE_TRAP },
    { "magic", MAGIC_TRAP },         { "anti magic", ANTI_MAGIC },
    { "polymorph", POLY_TRAP },      { "vibrating square", VIBRATING_SQUARE },
    { "random", -1 },
};
#define NTRAPNAMES (sizeof trap_types / sizeof trap_types[0])

const char *trap_type_name(int i)
{
    return i >= 0 && i < (int) NTRAPNAMES ? trap_types[i].name : NULL;
}

int traptype_by_name(const char *name)
{
    for (size_t i = 0; i < NTRAPNAMES; i++)
        if (!strcasecmp(name, trap_types[i].name))
            return trap_types[i].type;
    return NO_TRAP;
}

const char *traptype_name(int ttyp)
{
    for (size_t i = 0; i < NTRAPNAMES; i++)
        if (trap_types[i].type == ttyp)
            return trap_types[i].name;
    return NULL;
}

/* ---- what a spot holds ------------------------------------------------ */

bool is_pool_at(const struct nhl_level *lev, int x, int y)
{
    if (!isok(x, y))
        return false;
    int t = lev->at[x][y].typ;

    /* a raised drawbridge over a moat counts as water (C: is_moat) */
    return t == POOL || t == MOAT || t == WATER
           || (t == DRAWBRIDGE_UP
               && (lev->at[x][y].flags & DB_UNDER) == DB_MOAT);
}

bool is_lava_at(const struct nhl_level *lev, int x, int y)
{
    if (!isok(x, y))
        return false;
    int t = lev->at[x][y].typ;

    return t == LAVAPOOL || t == LAVAWALL
           || (t == DRAWBRIDGE_UP
               && (lev->at[x][y].flags & DB_UNDER) == DB_LAVA);
}

bool boulder_on(const struct nhl_level *lev, int x, int y)
{
    for (int i = 0; i < lev->nobjects; i++) {
        const struct obj *o = &lev->objects[i];

        if (o->x != x || o->y != y || o->container >= 0 || o->owner >= 0
            || o->buried || o->floating)
            continue;
        /* a script's boulder may still be known by its name only */
        if (o->otyp == BOULDER || (o->otyp < 0 && !strcmp(o->id, "boulder")))
            return true;
    }
    return false;
}

bool spot_occupied(const struct nhl_level *lev, int x, int y)
{
    return nhl_level_trap_at((struct nhl_level *) lev, x, y)
           || IS_FURNITURE(lev->at[x][y].typ) || is_lava_at(lev, x, y)
           || is_pool_at(lev, x, y);
}

/* ---- the dungeon around the level ------------------------------------- */

bool level_can_dig_down(const struct nhl_level *lev)
{
    /* C: not on a hard floor, the dungeon's bottom or the invocation
     * level */
    return lev->ctx.can_dig_down && !lev->flags.hardfloor
           && lev->ctx.dlevel != lev->ctx.dunlevs_in_dungeon
           && !lev->ctx.invocation_level;
}

bool level_can_fall_thru(const struct nhl_level *lev)
{
    /* the castle's trap doors lead to Gehennom although it is a bottom */
    return level_can_dig_down(lev) || !strcmp(lev->ctx.special, "castle");
}

bool level_is_knox(const struct nhl_level *lev)
{
    return !strcmp(lev->ctx.special, "knox")
           || !strcmp(lev->ctx.dungeon, "Fort Ludios");
}

/* C: trap.c dng_bottom - the deepest level a hole may lead to. In the
 * Quest a hero who has not been past the locate level (dlevel 3 in every
 * layout: dungeon.lua has it at base 3, range 1) stops there; in Gehennom
 * the vibrating square level is the bottom until the invocation. */
static int dng_bottom(const struct nhl_level *lev)
{
    int bottom = lev->ctx.dunlevs_in_dungeon;

    if (lev->ctx.in_quest) {
        const int qlocate = 3;

        if (lev->ctx.dlevel < qlocate)
            bottom = qlocate;
    } else if (lev->ctx.in_hell) {
        bottom -= 1;
    }
    return bottom;
}

/* C: trap.c hole_destination - one level down, and each further level
 * with a 1 in 4 chance */
static void hole_destination(struct nhl_level *lev, d_level *dst)
{
    int bottom = dng_bottom(lev);

    dst->dnum = lev->ctx.dnum;
    dst->dlevel = lev->ctx.dlevel;
    while (dst->dlevel < bottom) {
        dst->dlevel++;
        if (rn2(lev->rng, 4))
            break;
    }
}

/* C: trap.c choose_trapnote - a note no other board on the level plays,
 * or any of the twelve when all are taken */
static int choose_trapnote(struct nhl_level *lev, const struct trap *self)
{
    bool taken[12] = { false };
    int pick[12], n = 0;

    for (int i = 0; i < lev->ntraps; i++) {
        const struct trap *t = &lev->traps[i];

        if (t != self && t->ttyp == SQKY_BOARD && t->tnote >= 0
            && t->tnote < 12)
            taken[t->tnote] = true;
    }
    for (int k = 0; k < 12; k++)
        if (!taken[k])
            pick[n++] = k;
    if (n > 0)
        return pick[rn2(lev->rng, n)];
    return rn2(lev->rng, 12);
}

/* ---- rolling boulder launch spots (trap.c) ----------------------------- */

static const int xdir[8] = { -1, -1, 0, 1, 1, 1, 0, -1 };
static const int ydir[8] = { 0, -1, -1, -1, 0, 1, 1, 1 };

static bool closed_door_at(const struct nhl_level *lev, int x, int y)
{
    return IS_DOOR(lev->at[x][y].typ)
           && (lev->at[x][y].flags & (D_LOCKED | D_CLOSED));
}

/* C: trap.c isclearpath - distance steps from *c in (dx,dy) over open
 * ground, no closed door, pit, hole or teleporter; *c ends at the far
 * spot when clear */
static bool isclearpath(const struct nhl_level *lev, struct coord *c,
                        int distance, int dx, int dy)
{
    int x = c->x, y = c->y;

    while (distance-- > 0) {
        x += dx;
        y += dy;
        if (!isok(x, y))
            return false;
        if (!ZAP_POS(lev->at[x][y].typ) || closed_door_at(lev, x, y))
            return false;
        const struct trap *t = nhl_level_trap_at((struct nhl_level *) lev, x, y);

        if (t && (is_pit(t->ttyp) || is_hole(t->ttyp) || is_xport(t->ttyp)))
            return false;
    }
    c->x = x;
    c->y = y;
    return true;
}

/* C: mthrowu.c linedup(tx, ty, bx, by, 1) without a hero on the map: in a
 * straight line less than BOLT_LIM away, with no rock or closed door on
 * the way (boulders ignored) */
static bool lined_up(const struct nhl_level *lev, int ax, int ay, int bx, int by)
{
    int tbx = ax - bx, tby = ay - by;

    if (!tbx && !tby)
        return false;
    if (!(!tbx || !tby || abs(tbx) == abs(tby)))
        return false;
    if ((abs(tbx) > abs(tby) ? abs(tbx) : abs(tby)) >= 8)
        return false;
    int dx = (ax > bx) - (ax < bx), dy = (ay > by) - (ay < by);

    do {
        bx += dx;
        by += dy;
        if (!isok(bx, by) || IS_ROCK(lev->at[bx][by].typ)
            || closed_door_at(lev, bx, by)
            || lev->at[bx][by].typ == LAVAWALL)
            return false;
    } while (bx != ax || by != ay);
    return true;
}

/* C: trap.c find_random_launch_coord - the spot a launchfrom names, else
 * 4..8 away in a random first direction, trying all eight and shortening
 * the distance every full turn (a rolling boulder's path must be clear
 * both ways and its start dry) */
static bool find_random_launch_coord(struct nhl_level *lev, const struct trap *t,
                                     struct coord *cc)
{
    int x = t->tx, y = t->ty;
    int mindist = t->ttyp == ROLLING_BOULDER_TRAP ? 2 : 4;
    int distance, dir, trycount = 0;
    bool success = false;
    struct coord b = { x + lev->build->coder.launchplace.x,
                       y + lev->build->coder.launchplace.y };

    /* 5.0.0 trap.c find_random_launch_coord: none under Sokoban's rules */
    if (lev->nh->rules.sokoban_no_launch && lev->flags.sokoban_rules)
        return false;
    if (isok(b.x, b.y) && lined_up(lev, x, y, b.x, b.y)) {
        *cc = b;
        return true;
    }
    distance = rn1(lev->rng, 5, 4);
    dir = rn2(lev->rng, 8);
    while (distance >= mindist) {
        int dx = xdir[dir], dy = ydir[dir];

        cc->x = x;
        cc->y = y;
        if (t->ttyp == ROLLING_BOULDER_TRAP
            && (is_pool_at(lev, x + distance * dx, y + distance * dy)
                || is_lava_at(lev, x + distance * dx, y + distance * dy)))
            success = false;
        else
            success = isclearpath(lev, cc, distance, dx, dy);
        if (t->ttyp == ROLLING_BOULDER_TRAP) {
            struct coord other = { x, y };

            if (!isclearpath(lev, &other, distance, -dx, -dy))
                success = false;
        }
        if (success)
            break;
        if (++dir > 7)
            dir = 0;
        if ((++trycount % 8) == 0)
            --distance;
    }
    return success;
}

/* a boulder where mksobj(BOULDER, TRUE, FALSE) puts it: its only draw is
 * the id (C: mkroll_launch's otmp) */
static void launch_boulder(struct nhl_level *lev, int x, int y)
{
    if (lev->build->gen && lev->build->gen->mksobj) {
        (void) lev->build->gen->mksobj(lev, lev->build->gen->ud, BOULDER, x, y, true, false);
        return;
    }
    (void) mksobj_at(lev, BOULDER, x, y, true, false);
}

/* C: trap.c mkroll_launch - the launch spot, with a boulder on it; none
 * found: the trap's own spot and no boulder */
static void mkroll_launch(struct nhl_level *lev, int tidx)
{
    struct coord cc;
    struct trap *t = &lev->traps[tidx];

    if (!find_random_launch_coord(lev, t, &cc)) {
        cc.x = t->tx;
        cc.y = t->ty;
    } else {
        launch_boulder(lev, cc.x, cc.y);
    }
    t = &lev->traps[tidx];
    t->launch = cc;
}

/* C: trap.c mk_trap_statue - a statue of a level-fit monster (not a
 * unicorn of the hero's own alignment, within ten tries) holding what
 * that monster would have carried: the monster is made somewhere, its
 * pack moved into the statue, and the monster taken away again */
static void mk_trap_statue(struct nhl_level *lev, int x, int y)
{
    const struct gen_ops *ops = lev->build->gen;
    int trycount = 10, pm;

    if (!ops || !ops->rndmonnum_adj || !ops->mkcorpstat || !ops->makemon)
        return;
    do {
        pm = ops->rndmonnum_adj(lev, ops->ud, 3, 6);
    } while (--trycount > 0
             && (pm == PM_WHITE_UNICORN || pm == PM_GRAY_UNICORN
                 || pm == PM_BLACK_UNICORN)
             && (hero_alignment(lev) > 0) - (hero_alignment(lev) < 0)
                    == (lev->nh->mons[pm].maligntyp > 0) - (lev->nh->mons[pm].maligntyp < 0));
    int st = ops->mkcorpstat(lev, ops->ud, STATUE, pm, x, y, 0);

    if (st < 0)
        return;
    int mi = ops->makemon(lev, ops->ud, lev->objects[st].corpsenm, 0, 0,
                          MM_NOCOUNTBIRTH | MM_NOMSG);

    if (mi < 0)
        return;
    /* C takes the pack newest first, each put in the statue ahead of
     * the last (add_to_container), so the statue holds it oldest first */
    for (int o = lev->nobjects - 1; o >= 0; o--)
        if (lev->objects[o].owner == mi && lev->objects[o].container < 0) {
            lev->objects[o].owner = -1;
            (void) add_to_container(lev, st, o);
        }
    /* C: mongone - the monster leaves the level */
    free(lev->monsters[mi].mname);
    memmove(&lev->monsters[mi], &lev->monsters[mi + 1],
            (size_t) (lev->nmonsters - mi - 1) * sizeof lev->monsters[0]);
    lev->nmonsters--;
    for (int o = 0; o < lev->nobjects; o++)
        if (lev->objects[o].owner > mi)
            lev->objects[o].owner--;
}

/* ---- maketrap ---------------------------------------------------------- */

/* C: dig.c unearth_objs as maketrap calls it for a pit or hole: what was
 * buried there comes up, and an engraving there is gone */
static void unearth_objs(struct nhl_level *lev, int x, int y)
{
    for (int i = 0; i < lev->nobjects; i++) {
        struct obj *o = &lev->objects[i];

        if (o->buried && o->x == x && o->y == y && o->container < 0
            && o->owner < 0)
            o->buried = false;
    }
    for (int i = lev->nengravings - 1; i >= 0; i--)
        if (lev->engravings[i].x == x && lev->engravings[i].y == y)
            level_del_engraving(lev, i);
}

int maketrap(struct nhl_level *lev, int x, int y, int typ)
{
    struct trap *t;
    int idx;
    struct rm *cell;

    if (typ == TRAPPED_DOOR || typ == TRAPPED_CHEST || !isok(x, y))
        return -1;
    cell = &lev->at[x][y];
    t = nhl_level_trap_at(lev, x, y);
    if (t) {
        /* remade where it is, keeping its place in the list */
        if (undestroyable_trap(t->ttyp))
            return -1;
    } else if (cell->typ == STAIRS || cell->typ == LADDER
               || (IS_FURNITURE(cell->typ) && typ != PIT && typ != HOLE)
               || is_pool_at(lev, x, y) || is_lava_at(lev, x, y)
               /* 5.0.0 trap.c maketrap: no portal on a raised bridge */
               || (lev->nh->rules.no_portal_on_raised_bridge
                   && cell->typ == DRAWBRIDGE_UP
                   && typ == MAGIC_PORTAL)
               || (IS_AIR(cell->typ) && typ != MAGIC_PORTAL)
               || (typ == LEVEL_TELEP && level_is_knox(lev))) {
        return -1;
    } else {
        t = level_add_trap(lev);
        if (!t)
            return -1;
        memset(t, 0, sizeof *t);
        t->tx = x;
        t->ty = y;
    }
    idx = (int) (t - lev->traps);
    t->launch.x = t->launch.y = -1;
    t->dst.dnum = t->dst.dlevel = -1;
    t->once = false;
    t->tseen = typ == HOLE; /* holes are never hidden */
    t->ttyp = typ;
    t->tnote = 0;

    switch (typ) {
    case SQKY_BOARD:
        t->tnote = choose_trapnote(lev, t);
        break;
    case STATUE_TRAP:
        mk_trap_statue(lev, x, y);
        break;
    case ROLLING_BOULDER_TRAP:
        mkroll_launch(lev, idx);
        break;
    case PIT:
    case SPIKED_PIT:
    case HOLE:
    case TRAPDOOR:
        if (is_hole(typ))
            hole_destination(lev, &lev->traps[idx].dst);
        if (lev->nh->rules.trap_keeps_raised_bridge
            && cell->typ == DRAWBRIDGE_UP) {
            /* 5.0.0 trap.c maketrap: the raised bridge's span stays,
             * with floor under it instead of water, lava or ice */
            cell->flags = (uint8_t) ((cell->flags & ~DB_UNDER) | DB_FLOOR);
            unearth_objs(lev, x, y);
            break;
        }
        cell->flags = 0; /* doormask, altarmask, icedpool ... */
        if (IS_ROOM(cell->typ))
            (void) set_levltyp(lev, x, y, ROOM);
        else if (cell->typ == STONE || cell->typ == SCORR)
            (void) set_levltyp(lev, x, y, CORR);
        else if (IS_WALL(cell->typ) || cell->typ == SDOOR)
            (void) set_levltyp(lev, x, y,
                               lev->flags.is_maze_lev ? ROOM
                               : lev->flags.is_cavernous_lev ? CORR
                                                             : DOOR);
        unearth_objs(lev, x, y);
        break;
    case TELEP_TRAP:
        if (isok(lev->build->coder.launchplace.x, lev->build->coder.launchplace.y)) {
            lev->traps[idx].launch.x =
                lev->build->coder.xstart + lev->build->coder.launchplace.x;
            lev->traps[idx].launch.y =
                lev->build->coder.ystart + lev->build->coder.launchplace.y;
        }
        break;
    default:
        break;
    }
    return idx;
}

/* ---- des.trap ------------------------------------------------------------ */

void pick_vibrasquare_location(struct nhl_level *lev, int *px, int *py)
{
    const int xmin = 2, ymin = 2, xmargin = 6 - 2, ymargin = 5 - 2;
    const int dist = 11;
    int x_range = X_MAZE_MAX - xmin - 2 * xmargin - 1;
    int y_range = Y_MAZE_MAX - ymin - 2 * ymargin - 1;
    const struct stairway *up = NULL;
    int x, y, tries = 0;

    /* C's stairway list is newest first */
    for (int i = lev->nstairs - 1; i >= 0 && !up; i--)
        if (lev->stairs[i].up)
            up = &lev->stairs[i];
    for (;;) {
        x = rn1(lev->rng, x_range, xmin + xmargin + 1);
        y = rn1(lev->rng, y_range, ymin + ymargin + 1);
        if (++tries > 1000 || !up)
            break;
        int dx = abs(x - up->sx), dy = abs(y - up->sy);
        int dmin = dx > dy ? dx : dy;

        if (!(x == up->sx || y == up->sy || dx == dy || dmin <= dist
              || !SPACE_POS(lev->at[x][y].typ)
              || lregion_occupied(lev, x, y)))
            break;
    }
    *px = x;
    *py = y;
}

int trap_create(struct nhl_level *lev, const struct trap_request *rq)
{
    int x = rq->x, y = rq->y, idx;
    int croom = lev->build->coder.croom;
    unsigned flags = MKTRAP_MAZEFLAG;

    if (rq->type == VIBRATING_SQUARE) {
        pick_vibrasquare_location(lev, &x, &y);
        return maketrap(lev, x, y, VIBRATING_SQUARE);
    } else if (croom >= 0) {
        if (!get_free_room_loc(lev, croom, &x, &y))
            return -1;
    } else {
        int tries = 0, t;

        do {
            x = rq->x;
            y = rq->y;
            get_location_coord(lev, &x, &y, DRY, -1, NULL);
            t = isok(x, y) ? lev->at[x][y].typ : STONE;
        } while ((t == STAIRS || t == LADDER) && ++tries <= 100);
        if (tries > 100)
            return -1;
    }
    if (!isok(x, y))
        return -1;
    if (!rq->spider_on_web)
        flags |= MKTRAP_NOSPIDERONWEB;
    if (rq->seen)
        flags |= MKTRAP_SEEN;
    if (!rq->victim)
        flags |= MKTRAP_NOVICTIM;

    /* C: lspo_trap sets gl.launchplace for this trap only */
    if (rq->has_launch)
        lev->build->coder.launchplace = rq->launch;
    struct coord tm = { x, y };

    idx = mktrap(lev, rq->type < 0 ? NO_TRAP : rq->type, flags, -1, &tm);
    lev->build->coder.launchplace.x = lev->build->coder.launchplace.y = 0;
    return idx;
}
