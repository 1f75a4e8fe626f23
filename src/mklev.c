/* mklev.c - the ordinary level generator (C: mklev.c makelevel,
 * makerooms, generate_stairs, fill_ordinary_room, mkfount, mksink,
 * mkaltar, mkgrave, the vault and the special-room choice), with
 * level_finalize_topology from finish.h.  See mklev.h. */
#include "mklev.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "corridor.h"
#include "engrave.h"
#include "data_enums.h"
#include "extralev.h"
#include "finish.h"
#include "game.h"
#include "fixup.h"
#include "gen_ops.h"
#include "location.h"
#include "mkmaze.h"
#include "mkroom.h"
#include "mkroom_create.h"
#include "mkroom_pick.h"
#include "mktrap.h"
#include "mvitals.h"
#include "niches.h"
#include "objdata.h"
#include "rect.h"
#include "rooms.h"
#include "sort_rooms.h"
#include "spfeatures.h"
#include "stairs.h"
#include "step.h"
#include "textfile.h"
#include "terrain.h"
#include "themerooms.h"
#include "traps.h"
#include "lua_host.h"
#include "wallify.h"

/* dungeon numbers of the standard dungeon.lua as C numbers them; the
 * context gives no others (C: mines_dnum) */
#define MINES_DNUM 2

/* the vault's corner chosen while rooms are made (C: gv.vault_x/y,
 * init_vault sets x to -1) */
struct vault_spot {
    int x, y;
};

/* ------------------------------------------------------------------ */
/* stairs */

bool room_has_stairs(const struct nhl_level *lev, int r, bool up)
{
    for (int i = 0; i < lev->nstairs; i++) {
        const struct stairway *s = &lev->stairs[i];

        if (s->up == up && inside_room(lev, &lev->rooms[r], s->sx, s->sy))
            return true;
    }
    return false;
}

/* phase 2 wants a joined ordinary room without stairs; 1 allows themed
 * rooms; 0 rooms with stairs; -1 unjoined rooms
 * (C: generate_stairs_room_good) */
static bool stairs_room_good(const struct nhl_level *lev, int r, int phase)
{
    const struct mkroom *c = &lev->rooms[r];

    return (c->needjoining || phase < 0)
           && ((!room_has_stairs(lev, r, false)
                && !room_has_stairs(lev, r, true))
               || phase < 1)
           && (c->rtype == OROOM || (phase < 2 && c->rtype == THEMEROOM));
}

int generate_stairs_find_room(struct nhl_level *lev)
{
    int pick[MAXNROFROOMS];

    if (lev->nroom <= 0)
        return -1;
    for (int phase = 2; phase > -1; phase--) {
        int n = 0;

        for (int i = 0; i < lev->nroom && n < MAXNROFROOMS; i++)
            if (stairs_room_good(lev, i, phase))
                pick[n++] = i;
        if (n > 0)
            return pick[rn2(lev->rng, n)];
    }
    return rn2(lev->rng, lev->nroom);
}

/* a free spot of room r, else any spot of it (C: generate_stairs) */
static void stair_spot(struct nhl_level *lev, int r, struct coord *pos)
{
    if (!somexyspace(lev, r, pos)) {
        pos->x = somex(lev, &lev->rooms[r]);
        pos->y = somey(lev, &lev->rooms[r]);
    }
}

void generate_stairs(struct nhl_level *lev)
{
    struct coord pos;
    int r;

    if (lev->ctx.dlevel != lev->ctx.dunlevs_in_dungeon) {
        if ((r = generate_stairs_find_room(lev)) < 0)
            return;
        stair_spot(lev, r, &pos);
        (void) mkstairs_force(lev, pos.x, pos.y, false, false);
    }
    if (lev->ctx.dlevel != 1) {
        if ((r = generate_stairs_find_room(lev)) < 0)
            return;
        stair_spot(lev, r, &pos);
        (void) mkstairs_force(lev, pos.x, pos.y, true, false);
    }
}

/* ------------------------------------------------------------------ */
/* rooms */

/* random rooms until the free space runs out, through the theme script
 * when there is one (C: makerooms) */
static int makerooms(struct nhl_level *lev, lua_State *themes,
                     struct vault_spot *vault)
{
    bool tried_vault = false;
    int themeroom_tries = 0;

    if (themes) {
        reset_xystart_size(lev);
        lev->build->coder.croom = -1;
        lev->build->coder.room_stack = 0;
        if (themerooms_call(themes, lev, "pre_themerooms_generate") != 0)
            return -1;
    }
    while (lev->nroom < MAXNROFROOMS - 1
           && rnd_rect(&lev->build->rects, lev->rng) >= 0) {
        if (lev->nroom >= MAXNROFROOMS / 6 && rn2(lev->rng, 2)
            && !tried_vault) {
            tried_vault = true;
            if (create_vault(lev)) {
                vault->x = lev->rooms[lev->nroom].lx;
                vault->y = lev->rooms[lev->nroom].ly;
                lev->rooms[lev->nroom].hx = -1;
            }
        } else if (themes) {
            if (themerooms_call(themes, lev, "themerooms_generate") != 0)
                return -1;
            if (lev->build->coder.themeroom_failed
                && (themeroom_tries++ > 10
                    || lev->nroom >= MAXNROFROOMS / 6))
                break;
        } else if (!create_room(lev, -1, -1, -1, -1, -1, -1, OROOM, -1)) {
            break;
        }
    }
    if (themes) {
        reset_xystart_size(lev);
        if (themerooms_call(themes, lev, "post_themerooms_generate") != 0)
            return -1;
    }
    return 0;
}

static int medusa_depth(const struct nhl_level *lev);

/* the Ludios portal, by the vault at x,y: a branch level never gets it;
 * otherwise 2 in 3 it waits for a later level (the truth contexts are a
 * fresh game, where it was never placed; in wizard mode it never waits,
 * though the draw is made), and it goes only on a Dungeons of Doom level
 * between depth 10 and Medusa. The level then is the Ludios branch's end
 * (C: mk_knox_portal, insert_branch, place_branch) */
static void mk_knox_portal(struct nhl_level *lev, int x, int y)
{
    if (lev->ctx.branch.present)
        return;
    if (rn2(lev->rng, 3) && !lev->game->wizard)
        return;
    if (lev->ctx.dnum != 0 || lev->ctx.depth <= 10
        || lev->ctx.depth >= medusa_depth(lev) || lev->ctx.knox.dnum <= 0)
        return;
    lev->ctx.branch.present = true;
    lev->ctx.branch.type = 3; /* C: BR_PORTAL */
    lev->ctx.branch.end1.dnum = lev->ctx.dnum;
    lev->ctx.branch.end1.dlevel = lev->ctx.dlevel;
    lev->ctx.branch.end2 = lev->ctx.knox;
    lev->ctx.branch.end1_up = false;
    place_branch(lev, x, y);
}

/* the closed treasure vault, if a spot was kept for it (C: makelevel's
 * do_vault part) */
static void make_vault(struct nhl_level *lev, struct vault_spot *v,
                       int *room_threshold)
{
    int w = 1, h = 1;
    bool ok;

    if (v->x == -1)
        return;
    ok = check_room(lev, &v->x, &w, &v->y, &h, true);
    if (!ok && rnd_rect(&lev->build->rects, lev->rng) >= 0 && create_vault(lev)) {
        v->x = lev->rooms[lev->nroom].lx;
        v->y = lev->rooms[lev->nroom].ly;
        ok = check_room(lev, &v->x, &w, &v->y, &h, true);
        if (!ok)
            lev->rooms[lev->nroom].hx = -1;
    }
    if (!ok)
        return;
    int r = add_room(lev, v->x, v->y, v->x + w, v->y + h, true, VAULT,
                     false);

    lev->flags.has_vault = true;
    ++*room_threshold;
    lev->rooms[r].needfill = FILL_NORMAL;
    fill_special_room(lev, r);
    mk_knox_portal(lev, v->x + w, v->y + h);
    if (!lev->flags.noteleport && !rn2(lev->rng, 3))
        makevtele(lev);
}

/* Medusa's depth is not in the context; the standard dungeon puts her
 * five levels or fewer above the bottom (C: depth(&medusa_level)) */
static int medusa_depth(const struct nhl_level *lev)
{
    int n = lev->ctx.dunlevs_in_dungeon;

    if (lev->ctx.medusa_depth > 0)
        return lev->ctx.medusa_depth;
    if (lev->ctx.medusa_depth < 0)
        return 0;
    return n > 4 ? n - 4 : 21;
}

int mklev_special_room_choice(struct nhl_level *lev, int room_threshold)
{
    int d = lev->ctx.depth;

    if (d > 1 && d < medusa_depth(lev) && lev->nroom >= room_threshold
        && rn2(lev->rng, d) < 3)
        return SHOPBASE;
    if (d > 4 && !rn2(lev->rng, 6))
        return COURT;
    /* a room whose dwellers are gone is not chosen; the next kind may be */
    if (d > 5 && !rn2(lev->rng, 8) && !mv_gone(lev, PM_LEPRECHAUN))
        return LEPREHALL;
    if (d > 6 && !rn2(lev->rng, 7))
        return ZOO;
    if (d > 8 && !rn2(lev->rng, 5))
        return TEMPLE;
    if (d > 9 && !rn2(lev->rng, 5) && !mv_gone(lev, PM_KILLER_BEE))
        return BEEHIVE;
    if (d > 11 && !rn2(lev->rng, 6))
        return MORGUE;
    if (d > 12 && !rn2(lev->rng, 8) && antholemon(lev) >= 0)
        return ANTHOLE;
    if (d > 14 && !rn2(lev->rng, 4) && !mv_gone(lev, PM_SOLDIER))
        return BARRACKS;
    if (d > 15 && !rn2(lev->rng, 6))
        return SWAMP;
    if (d > 16 && !rn2(lev->rng, 8) && !mv_gone(lev, PM_COCKATRICE))
        return COCKNEST;
    return OROOM;
}

/* ------------------------------------------------------------------ */
/* room furniture */

static bool bydoor(const struct nhl_level *lev, int x, int y)
{
    static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };

    for (int i = 0; i < 4; i++) {
        int nx = x + dx[i], ny = y + dy[i];

        if (isok(nx, ny)
            && (IS_DOOR(lev->at[nx][ny].typ) || lev->at[nx][ny].typ == SDOOR))
            return true;
    }
    return false;
}

/* a free spot of room r not next to a door (C: find_okay_roompos) */
static bool find_okay_roompos(struct nhl_level *lev, int r, struct coord *c)
{
    int tryct = 0;

    do {
        if (++tryct > 200)
            return false;
        if (!somexyspace(lev, r, c))
            return false;
    } while (lregion_occupied(lev, c->x, c->y) || bydoor(lev, c->x, c->y));
    return true;
}

static void mkfount(struct nhl_level *lev, int r)
{
    struct coord m;

    if (!find_okay_roompos(lev, r, &m))
        return;
    if (!set_levltyp(lev, m.x, m.y, FOUNTAIN))
        return;
    /* a blessed fountain (C: blessedftn shares the horizontal bit) */
    if (!rn2(lev->rng, 7))
        lev->at[m.x][m.y].horizontal = true;
    lev->flags.nfountains++;
}

static void mksink(struct nhl_level *lev, int r)
{
    struct coord m;

    if (!find_okay_roompos(lev, r, &m))
        return;
    if (!set_levltyp(lev, m.x, m.y, SINK))
        return;
    lev->flags.nsinks++;
}

static void mkaltar(struct nhl_level *lev, int r)
{
    static const int mask[3] = { AM_CHAOTIC, AM_NEUTRAL, AM_LAWFUL };
    struct coord m;

    if (lev->rooms[r].rtype != OROOM)
        return;
    if (!find_okay_roompos(lev, r, &m))
        return;
    if (!set_levltyp(lev, m.x, m.y, ALTAR))
        return;
    /* chaotic, neutral or lawful */
    int al = rn2(lev->rng, 3);

    lev->at[m.x][m.y].flags = (uint8_t) mask[al];
}

static void mkgrave(struct nhl_level *lev, int r)
{
    const struct gen_ops *g = lev->build->gen;
    struct coord m;
    bool dobell = !rn2(lev->rng, 10);

    if (lev->rooms[r].rtype != OROOM)
        return;
    if (!find_okay_roompos(lev, r, &m))
        return;
    /* C: make_grave: only on floor without a trap */
    if ((lev->at[m.x][m.y].typ == ROOM || lev->at[m.x][m.y].typ == GRAVE)
        && !nhl_level_trap_at(lev, m.x, m.y)) {
        char buf[TEXT_BUFSZ];

        lev->at[m.x][m.y].typ = GRAVE;
        make_engr_at(lev, m.x, m.y,
                     dobell ? "Saved by the bell!"
                            : random_epitaph(lev, buf, sizeof buf),
                     HEADSTONE);
    }
    if (!rn2(lev->rng, 3) && g && g->mksobj) {
        int o = g->mksobj(lev, g->ud, GOLD_PIECE, -1, -1, true, false);
        long q = rnd(lev->rng, 20);

        q += lev->ctx.level_difficulty * rnd(lev->rng, 5);
        if (o >= 0) {
            lev->objects[o].quan = q;
            lev->objects[o].x = m.x;
            lev->objects[o].y = m.y;
            lev->objects[o].buried = true;
            lev->objects[o].floating = false;
        }
    }
    for (int tryct = rn2(lev->rng, 5); tryct; tryct--) {
        if (!g || !g->mkobj)
            break;
        int o = g->mkobj(lev, g->ud, RANDOM_CLASS, -1, -1, true);

        if (o < 0)
            return;
        /* C: curse() */
        lev->objects[o].blessed = false;
        lev->objects[o].cursed = true;
        lev->objects[o].x = m.x;
        lev->objects[o].y = m.y;
        lev->objects[o].buried = true;
        lev->objects[o].floating = false;
    }
    if (dobell && g && g->mksobj)
        (void) g->mksobj(lev, g->ud, BELL, m.x, m.y, true, false);
}

static int oracle_dlevel(const struct nhl_level *lev)
{
    return lev->ctx.oracle_dlevel > 0 ? lev->ctx.oracle_dlevel : 5;
}

/* the supply chest of the levels above the Oracle (C: fill_ordinary_room's
 * bonus item) */
static void supply_chest(struct nhl_level *lev, struct coord pos)
{
    static const int supply_items[] = {
        POT_EXTRA_HEALING, POT_SPEED, POT_GAIN_ENERGY, SCR_ENCHANT_WEAPON,
        SCR_ENCHANT_ARMOR, SCR_CONFUSE_MONSTER, SCR_SCARE_MONSTER,
        WAN_DIGGING, SPE_HEALING,
    };
    static const int extra_classes[] = {
        FOOD_CLASS, WEAPON_CLASS, ARMOR_CLASS, GEM_CLASS, SCROLL_CLASS,
        POTION_CLASS, RING_CLASS, -SPBOOK_CLASS, -SPBOOK_CLASS, -SPBOOK_CLASS
    };
    const struct gen_ops *g = lev->build->gen;
    int kind = rn2(lev->rng, 3) ? CHEST : LARGE_BOX;
    int chest = g && g->mksobj
                    ? g->mksobj(lev, g->ud, kind, pos.x, pos.y, false, false)
                    : -1;
    bool locked = rn2(lev->rng, 6) != 0;
    bool cursed;
    int tryct = 0;

    if (chest >= 0)
        lev->objects[chest].locked = locked;
    do {
        int otyp = rn2(lev->rng, 2)
                       ? POT_HEALING
                       : supply_items[rn2(lev->rng, 9)];
        int o = g && g->mksobj
                    ? g->mksobj(lev, g->ud, otyp, -1, -1, true, false)
                    : -1;

        if (otyp == POT_HEALING && rn2(lev->rng, 2) && o >= 0)
            lev->objects[o].quan = 2;
        cursed = o >= 0 && lev->objects[o].cursed;
        if (o >= 0 && chest >= 0 && g->add_to_container)
            g->add_to_container(lev, g->ud, chest, o);
        if (++tryct == 50)
            break;
    } while (cursed || !rn2(lev->rng, 5));

    if (rn2(lev->rng, 3)) {
        int oclass = extra_classes[rn2(lev->rng, 10)];
        int o = g && g->mkobj ? g->mkobj(lev, g->ud, oclass, -1, -1, false)
                              : -1;

        if (oclass == -SPBOOK_CLASS) {
            /* the lower-level book of two or three more (C keeps the
             * first of equal levels) */
            int maxpass = lev->ctx.depth > 2 ? 2 : 3;

            for (int pass = 1; pass <= maxpass; ++pass) {
                int o2 = g && g->mkobj
                             ? g->mkobj(lev, g->ud, oclass, -1, -1, false)
                             : -1;

                if (o >= 0 && o2 >= 0
                    && lev->nh->objects[lev->objects[o].otyp].oc_oc2
                           > lev->nh->objects[lev->objects[o2].otyp].oc_oc2)
                    o = o2;
            }
        }
        if (o >= 0 && chest >= 0 && g->add_to_container)
            g->add_to_container(lev, g->ud, chest, o);
    }
}

void fill_ordinary_room(struct nhl_level *lev, int r, bool bonus_items)
{
    const struct gen_ops *g = lev->build->gen;
    struct mkroom *croom = &lev->rooms[r];
    struct coord pos;
    bool skip_chests = false;
    int trycnt = 0, x;

    if (croom->rtype != OROOM && croom->rtype != THEMEROOM)
        return;
    /* subrooms first, so an unfilled outer room keeps a filled inner one */
    for (int i = 0; i < croom->nsubrooms; i++)
        fill_ordinary_room(lev, croom->sbrooms[i], false);
    if (croom->needfill != FILL_NORMAL)
        return;

    /* a sleeping monster; a giant spider has its web */
    if (!rn2(lev->rng, 3) && somexyspace(lev, r, &pos)) {
        int m = g && g->makemon
                    ? g->makemon(lev, g->ud, -1, pos.x, pos.y, MM_NOGRP)
                    : -1;

        if (m >= 0 && lev->monsters[m].mndx == PM_GIANT_SPIDER
            && !lregion_occupied(lev, pos.x, pos.y))
            (void) maketrap(lev, pos.x, pos.y, WEB);
    }
    /* traps and mimics */
    x = 8 - lev->ctx.level_difficulty / 6;
    if (x <= 1)
        x = 2;
    while (!rn2(lev->rng, x) && ++trycnt < 1000)
        (void) mktrap(lev, 0, MKTRAP_NOFLAGS, r, NULL);
    if (!rn2(lev->rng, 3) && somexyspace(lev, r, &pos) && g && g->mkgold)
        (void) g->mkgold(lev, g->ud, 0L, pos.x, pos.y);
    if (!rn2(lev->rng, 10))
        mkfount(lev, r);
    if (!rn2(lev->rng, 60))
        mksink(lev, r);
    if (!rn2(lev->rng, 60))
        mkaltar(lev, r);
    x = 80 - lev->ctx.depth * 2;
    if (x < 2)
        x = 2;
    if (!rn2(lev->rng, x))
        mkgrave(lev, r);
    /* a statue */
    if (!rn2(lev->rng, 20) && somexyspace(lev, r, &pos) && g
        && g->mkcorpstat)
        (void) g->mkcorpstat(lev, g->ud, STATUE, -1, pos.x, pos.y, 0x08);

    /* the bonus item of this level, if any */
    if (bonus_items && somexyspace(lev, r, &pos)) {
        const struct nhl_level_context *c = &lev->ctx;

        if (c->branch.present && c->dnum != MINES_DNUM
            && (c->branch.end1.dnum == MINES_DNUM
                || c->branch.end2.dnum == MINES_DNUM)) {
            int otyp = rn2(lev->rng, 5) < 3 ? FOOD_RATION
                       : rn2(lev->rng, 2) ? CRAM_RATION
                                          : LEMBAS_WAFER;

            if (g && g->mksobj)
                (void) g->mksobj(lev, g->ud, otyp, pos.x, pos.y, true,
                                 false);
        } else if (c->dnum == 0 && c->dlevel < oracle_dlevel(lev)
                   && rn2(lev->rng, 3)) {
            supply_chest(lev, pos);
            skip_chests = true;
        }
    }

    /* a box or chest */
    if (!skip_chests && !rn2(lev->rng, lev->nroom * 5 / 2)
        && somexyspace(lev, r, &pos)) {
        int otyp = rn2(lev->rng, 3) ? LARGE_BOX : CHEST;

        if (g && g->mksobj)
            (void) g->mksobj(lev, g->ud, otyp, pos.x, pos.y, true, false);
    }

    /* graffiti, marked on a floor square (a few more tries when the spot
     * found is not plain floor) */
    if (!rn2(lev->rng, 27 + 3 * abs(lev->ctx.depth))) {
        char buf[TEXT_BUFSZ];
        const char *mesg = random_engraving(lev, buf, sizeof buf);
        bool onfloor;

        do {
            (void) somexyspace(lev, r, &pos);
            onfloor = isok(pos.x, pos.y)
                      && lev->at[pos.x][pos.y].typ == ROOM;
        } while (!onfloor && !rn2(lev->rng, 40));
        if (onfloor)
            make_engr_at(lev, pos.x, pos.y, mesg, MARK);
    }

    /* random objects */
    if (!rn2(lev->rng, 3) && somexyspace(lev, r, &pos)) {
        if (g && g->mkobj)
            (void) g->mkobj(lev, g->ud, RANDOM_CLASS, pos.x, pos.y, true);
        trycnt = 0;
        while (!rn2(lev->rng, 5)) {
            if (++trycnt > 100)
                break;
            if (somexyspace(lev, r, &pos) && g && g->mkobj)
                (void) g->mkobj(lev, g->ud, RANDOM_CLASS, pos.x, pos.y,
                                true);
        }
    }
}

/* ------------------------------------------------------------------ */

static bool fillable(const struct mkroom *c)
{
    return (c->rtype == OROOM || c->rtype == THEMEROOM)
           && c->needfill == FILL_NORMAL;
}

/* the dungeon's theme state as a game that reached this level has it
 * (themerooms.h), its post_level_generate and the wallification after it
 * (C: themerooms_post_level_generate) */
static int themes_post_level(struct nhl_level *lev, lua_State *themes)
{
    step_begin(lev, "post_level_generate", "", "themerms.lua", 0, 0);
    reset_xystart_size(lev);
    if (themerooms_call(themes, lev, "post_level_generate") != 0)
        return -1;
    wallification(lev, 1, 0, COLNO - 1, ROWNO - 1);
    return 0;
}

/* The dungeon's theme-room state (themerms.lua), as a step of its own;
 * preloaded: as an earlier level of the game left it, whatever this
 * level's context says. NULL with lev->errmsg set. */
static lua_State *mklev_themes(struct nhl_level *lev, bool preloaded)
{
    int state = lev->ctx.themes_state;

    step_begin(lev, "themerms.lua", "", "themerms.lua", 0, 0);
    if (preloaded)
        lev->ctx.themes_state = THEMES_PRELOADED;
    lua_State *themes = themerooms_load(lev, lev->game->themes_dir);

    lev->ctx.themes_state = state;
    return themes;
}

/* What makelevel ends with on either path, once its rooms or maze stand
 * (ok): the themes' last word (C: themerooms_post_level_generate), then
 * the whole map's topology; the theme state closed and the step ended
 * whether or not. 0, or -1 with lev->errmsg set. */
static int mklev_end(struct nhl_level *lev, lua_State *themes, bool ok)
{
    int rc = ok ? 0 : -1;

    if (rc == 0 && themes && themes_post_level(lev, themes) != 0)
        rc = -1;
    if (rc == 0)
        level_finalize_topology(lev);
    if (themes)
        lua_host_close(themes);
    step_end(lev);
    return rc;
}

/* makelevel's maze (C: makemaz("")), then what makelevel and mklev do
 * after any level: the special rooms (a maze has none), the themes'
 * last word when the dungeon's theme state is loaded (by an earlier
 * level of the game: it is never this one's first), the topology */
static int mklev_maze(struct nhl_level *lev, bool with_themes)
{
    lua_State *themes = NULL;

    makemaz_random(lev);
    step_begin(lev, "fill_special_room", "", "", 0, 0);
    fill_special_rooms(lev);
    if (with_themes && !(themes = mklev_themes(lev, true)))
        return mklev_end(lev, NULL, false);
    return mklev_end(lev, themes, true);
}

int mklev_ordinary(struct nhl_level *lev)
{
    struct vault_spot vault = { -1, -1 };
    lua_State *themes = NULL;
    bool rogue = !strcmp(lev->ctx.special, "rogue");

    /* makelevel's test for a maze: Gehennom's levels, and 4 in 5 of
     * those below Medusa (the draw made on every other level) */
    step_begin(lev, "makelevel", "", "", 0, 0);
    bool maze = lev->ctx.in_hell;

    if (!maze) {
        int below_medusa = rn2(lev->rng, 5);

        maze = below_medusa && lev->ctx.dnum == 0
               && lev->ctx.depth > medusa_depth(lev);
    }
    /* the game's theme-room script, if its dat/ has one (the plan
       looked) */
    bool with_themes = !lev->ctx.no_themerooms && lev->game->themes_dir;

    if (maze)
        return mklev_maze(lev, with_themes);
    if (!lev->build->rects.ready)
        init_rect(&lev->build->rects);

    /* the dungeon's theme rooms; the Rogue level makes no theme rooms, so
     * it only finds the state an earlier level loaded */
    if (with_themes && (!rogue || themerooms_preloaded(lev))
        && !(themes = mklev_themes(lev, false)))
        return mklev_end(lev, NULL, false);
    if (rogue) {
        step_begin(lev, "makeroguerooms", "", "", 0, 0);
        (void) makeroguerooms(lev, NULL);
        step_begin(lev, "makerogueghost", "", "", 0, 0);
        makerogueghost(lev);
    } else {
        step_begin(lev, "makerooms", "", "", 0, 0);
        if (makerooms(lev, themes, &vault) != 0)
            return mklev_end(lev, themes, false);
    }
    if (lev->nroom <= 0) {
        snprintf(lev->errmsg, sizeof lev->errmsg, "makelevel: no rooms");
        return mklev_end(lev, themes, false);
    }
    step_begin(lev, "sort_rooms", "", "", 0, 0);
    sort_rooms(lev);
    step_begin(lev, "generate_stairs", "", "", 0, 0);
    generate_stairs(lev);

    int room_threshold = lev->ctx.branch.present ? 4 : 3;

    /* the Rogue level's corridors are made; it has no niches, vault nor
     * special room (C: makelevel's goto skip0) */
    if (!rogue) {
        step_begin(lev, "makecorridors", "", "", 0, 0);
        makecorridors(lev);
        step_begin(lev, "make_niches", "", "", 0, 0);
        make_niches(lev);
        step_begin(lev, "vault", "", "", 0, 0);
        make_vault(lev, &vault, &room_threshold);

        step_begin(lev, "special room", "", "", 0, 0);
        int special = mklev_special_room_choice(lev, room_threshold);

        if (special != OROOM)
            do_mkroom(lev, special);
    }

    step_begin(lev, "place_branch", "", "", 0, 0);
    place_branch(lev, 0, 0);

    /* the room with the level's bonus item, then every room's contents */
    step_begin(lev, "fill_ordinary_room", "", "", 0, 0);
    int nfill = 0;

    for (int i = 0; i < lev->nroom; i++)
        if (lev->rooms[i].hx > 0 && fillable(&lev->rooms[i]))
            nfill++;
    int bonus = nfill ? rn2(lev->rng, nfill) : -1;

    for (int i = 0; i < lev->nroom && lev->rooms[i].hx > 0; i++) {
        bool f = fillable(&lev->rooms[i]);

        fill_ordinary_room(lev, i, f && bonus == 0);
        if (f)
            --bonus;
    }
    step_begin(lev, "fill_special_room", "", "", 0, 0);
    fill_special_rooms(lev);
    /* the themes' last word, then the whole map wallified again */
    return mklev_end(lev, themes, true);
}
