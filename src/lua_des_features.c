/* lua_des_features.c - des.door, stair, ladder, altar, feature, engraving,
 * grave, gold, levregion, teleport_region, exclusion, object, monster,
 * trap and mineralize: argument forms and table keys read as sp_lev.c's
 * lspo_* functions read them, then the engine (door.c, stairs.c, altar.c,
 * feature.c, engrave.c, gold.c, lregion.c, objects.c, monsters.c,
 * traps.c) does the work. Coordinates are handed over as the script wrote
 * them; the engine converts them (C: get_location_coord). */
#include "tables.h"
#include "location.h"
#include "lua_des.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "door.h"
#include "finish.h"
#include "lua_host.h"
#include "lua_obj.h"
#include "lua_opts.h"
#include "makemon.h"
#include "monflags.h"
#include "mondata.h"
#include "monsters.h"
#include "nearname.h"
#include "objdata.h"
#include "objects.h"
#include "spfeatures.h"
#include "stairs.h"
#include "step.h"
#include "game.h"
#include "textfile.h"
#include "traps.h"

/* ---------------------------------------------------------------------
 * Shared argument readers */

/* C: lcheck_param_table - no argument is an empty table, extra ones are
 * dropped, the first must be a table */
static void check_param_table(lua_State *L)
{
    if (lua_gettop(L) < 1)
        lua_createtable(L, 0, 0);
    lua_settop(L, 1);
    luaL_checktype(L, 1, LUA_TTABLE);
}

/* luaL_checkinteger on a position, as C's positional forms read */
static int check_int(lua_State *L, int idx)
{
    return (int) nhl_checkinteger(L, idx);
}

/* A position a script gives explicitly must land on the map: C says
 * "impossible" and puts the thing at the maze's far corner, which hides a
 * designer's mistake; here it is an error at the script line (#12, #25). */
static void check_on_map(lua_State *L, const struct nhl_level *lev, const char *what,
                         int x, int y)
{
    nhl_check_map_xy(L, lev, what, x, y);
}

/* Append a note to the running call's step (what was left to generation,
 * where a thing landed). */
static void step_note(struct nhl_level *lev, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void step_note(struct nhl_level *lev, const char *fmt, ...)
{
    struct nhl_step_log *log = lev->steps;
    char add[200];
    va_list ap;

    if (!log || log->open < 0 || log->open >= log->n)
        return;
    va_start(ap, fmt);
    vsnprintf(add, sizeof add, fmt, ap);
    va_end(ap);
    struct nhl_step *s = &log->v[log->open];
    size_t old = s->args ? strlen(s->args) : 0;
    char *n = realloc(s->args, old + strlen(add) + 4);

    if (!n)
        return;
    if (old)
        strcpy(n + old, " ; ");
    else
        n[0] = '\0';
    strcat(n, add);
    s->args = n;
}

/* ---------------------------------------------------------------------
 * des.door */

static int lspo_door(lua_State *L)
{
    static const char *const states[] = { "random", "open", "closed",
        "locked", "nodoor", "broken", "secret", NULL };
    static const int states2i[] = { -1, D_ISOPEN, D_CLOSED, D_LOCKED,
        D_NODOOR, D_BROKEN, D_SECRET };
    static const char *const walls[] = { "all", "random", "north", "west",
        "east", "south", NULL };
    static const int walls2i[] = { W_ANY, W_ANY, W_NORTH, W_WEST, W_EAST,
        W_SOUTH };
    struct nhl_level *lev = nhl_level(L);
    struct door_request rq = { -1, -1, -1, W_ANY, -1 };
    int ox, oy;

    if (lua_gettop(L) == 3) {
        rq.state = states2i[luaL_checkoption(L, 1, "random", states)];
        rq.x = check_int(L, 2);
        rq.y = check_int(L, 3);
    } else {
        check_param_table(L);
        nhl_table_xy(L, 1, &rq.x, &rq.y);
        rq.state = states2i[nhl_table_option(L, 1, "state", "random", states)];
        /* wall and pos are read only for the in-room form (C reads them
         * after the state draw, which cannot fail) */
        if (rq.x == -1 && rq.y == -1) {
            rq.pos = nhl_table_int(L, 1, "pos", -1);
            rq.wall = walls2i[nhl_table_option(L, 1, "wall", "all", walls)];
        }
    }
    check_on_map(L, lev, "door", rq.x, rq.y);
    switch (door_create(lev, &rq, &ox, &oy)) {
    case DOOR_BAD_COORD:
        return luaL_error(L, "door coord not ok");
    case DOOR_NO_ROOM:
        return luaL_error(L, "door without coordinates outside a room");
    case DOOR_NO_PLACE:
        step_note(lev, "create_door: no proper place");
        break;
    default:
        step_note(lev, "at (%d,%d)", ox, oy);
        break;
    }
    return 0;
}

/* ---------------------------------------------------------------------
 * des.stair / des.ladder (C: l_create_stairway) */

static int create_stairway(lua_State *L, bool ladder)
{
    static const char *const dirs[] = { "down", "up", NULL };
    struct nhl_level *lev = nhl_level(L);
    int argc = lua_gettop(L), x = -1, y = -1, ox, oy;
    bool up = false;

    if (argc == 1 && lua_type(L, 1) == LUA_TTABLE) {
        nhl_table_xy(L, 1, &x, &y);
        up = nhl_table_option(L, 1, "dir", "down", dirs) == 1;
    } else {
        if (argc > 0 && lua_type(L, 1) == LUA_TSTRING) {
            up = luaL_checkoption(L, 1, "down", dirs) == 1;
            lua_remove(L, 1);
        }
        /* C: nhl_get_xy_params - (x, y) or ({x, y}) */
        if (lua_gettop(L) == 2) {
            x = (int) nhl_tointeger(L, 1);
            y = (int) nhl_tointeger(L, 2);
        } else if (lua_gettop(L) == 1 && lua_type(L, 1) == LUA_TTABLE) {
            (void) nhl_get_coord(L, 1, &x, &y);
        }
    }
    check_on_map(L, lev, ladder ? "ladder" : "stair", x, y);
    if (!stairway_create(lev, x, y, up, ladder, &ox, &oy))
        step_note(lev, "no stairway at (%d,%d)", ox, oy);
    else
        step_note(lev, "at (%d,%d)", ox, oy);
    return 0;
}

static int lspo_stair(lua_State *L)
{
    return create_stairway(L, false);
}

static int lspo_ladder(lua_State *L)
{
    return create_stairway(L, true);
}

/* ---------------------------------------------------------------------
 * des.altar */

static const char *const aligns[] = { "noalign", "law", "neutral", "chaos",
    "coaligned", "noncoaligned", "random", NULL };
static const int aligns2i[] = { AM_NONE, AM_LAWFUL, AM_NEUTRAL, AM_CHAOTIC,
    AM_SPLEV_CO, AM_SPLEV_NONCO, AM_SPLEV_RANDOM };

static int lspo_altar(lua_State *L)
{
    static const char *const shrines[] = { "altar", "shrine", "sanctum",
                                           NULL };
    struct nhl_level *lev = nhl_level(L);
    int x, y, al, shrine;

    check_param_table(L);
    nhl_table_xy(L, 1, &x, &y);
    al = aligns2i[nhl_table_option(L, 1, "align", "random", aligns)];
    shrine = nhl_table_option(L, 1, "type", "altar", shrines);
    check_on_map(L, lev, "altar", x, y);
    if (!altar_create(lev, x, y, al, shrine))
        step_note(lev, "no altar made");
    else if (shrine)
        step_note(lev, "priest not made (generation)");
    return 0;
}

/* ---------------------------------------------------------------------
 * des.feature */

static bool feature_known(const char *s, const char *const kinds[])
{
    for (int i = 0; kinds[i]; i++)
        if (!strcmp(s, kinds[i]))
            return true;
    return false;
}

static int lspo_feature(lua_State *L)
{
    static const char *const kinds[] = { "fountain", "sink", "pool",
                                         "throne", "tree", NULL };
    static const int kinds2i[] = { FOUNTAIN, SINK, POOL, THRONE, TREE };
    static const char *const flagnames[][3] = {
        { "looted", "warned", NULL },                /* fountain */
        { "pudding", "dishwasher", "ring" },         /* sink */
        { NULL, NULL, NULL },                        /* pool */
        { "looted", NULL, NULL },                    /* throne */
        { "looted", "swarm", NULL },                 /* tree */
    };
    struct nhl_level *lev = nhl_level(L);
    int argc = lua_gettop(L), x = -1, y = -1, kind;
    int flagvals[3] = { -2, -2, -2 };
    bool table = false;

    /* a lenient build: furniture the release lacks (a variant's forge)
       is a stand-in on the floor, at its place */
    const char *fname = argc >= 1 && argc <= 3 && lua_type(L, 1) == LUA_TSTRING
                        ? lua_tostring(L, 1)
                        : argc == 1 && lua_type(L, 1) == LUA_TTABLE
                            ? nhl_table_str(L, 1, "type", NULL) : NULL;

    if (lev->lenient && fname && !feature_known(fname, kinds)) {
        const char *name = fname;
        int si;

        if (lua_type(L, 1) == LUA_TTABLE)
            nhl_table_xy(L, 1, &x, &y);
        else if (argc == 2 && lua_type(L, 2) == LUA_TTABLE)
            (void) nhl_get_coord(L, 2, &x, &y);
        else if (argc == 3) {
            x = check_int(L, 2);
            y = check_int(L, 3);
        }
        si = nhl_standin(L, "furniture", name, ROOM, "floor is made");
        feature_create(lev, ROOM, &x, &y, NULL);
        if (isok(x, y) && si > 0 && lev->at[x][y].typ == ROOM)
            lev->standin_at[x][y] = (unsigned short) si;
        step_note(lev, "stand-in at (%d,%d)", x, y);
        return 0;
    }
    if (argc == 1 && lua_type(L, 1) == LUA_TSTRING) {
        kind = luaL_checkoption(L, 1, NULL, kinds);
    } else if (argc == 2 && lua_type(L, 1) == LUA_TSTRING
               && lua_type(L, 2) == LUA_TTABLE) {
        kind = luaL_checkoption(L, 1, NULL, kinds);
        (void) nhl_get_coord(L, 2, &x, &y);
    } else if (argc == 3) {
        kind = luaL_checkoption(L, 1, NULL, kinds);
        x = check_int(L, 2);
        y = check_int(L, 3);
    } else {
        check_param_table(L);
        nhl_table_xy(L, 1, &x, &y);
        kind = nhl_table_option(L, 1, "type", NULL, kinds);
        table = true;
        for (int i = 0; i < 3; i++)
            if (flagnames[kind][i])
                flagvals[i] = nhl_table_boolean(L, 1, flagnames[kind][i], -2);
    }
    check_on_map(L, lev, kinds[kind], x, y);
    feature_create(lev, kinds2i[kind], &x, &y, table ? flagvals : NULL);
    step_note(lev, "at (%d,%d)", x, y);
    return 0;
}

/* ---------------------------------------------------------------------
 * des.engraving / des.grave */

static int lspo_engraving(lua_State *L)
{
    static const char *const types[] = { "dust", "engrave", "burn", "mark",
                                         "blood", NULL };
    static const int types2i[] = { DUST, ENGRAVE, BURN, MARK, ENGR_BLOOD };
    struct nhl_level *lev = nhl_level(L);
    int argc = lua_gettop(L), x = -1, y = -1, etyp;
    bool degrade = true, guard = false;
    const char *text;

    if (argc == 1) {
        check_param_table(L);
        nhl_table_xy(L, 1, &x, &y);
        etyp = types2i[nhl_table_option(L, 1, "type", "engrave", types)];
        text = nhl_table_str_req(L, 1, "text");
        degrade = nhl_table_boolean(L, 1, "degrade", 1);
        guard = nhl_table_boolean(L, 1, "guardobjects", 0);
    } else if (argc == 3) {
        (void) nhl_get_coord(L, 1, &x, &y);
        etyp = types2i[luaL_checkoption(L, 2, "engrave", types)];
        text = luaL_checkstring(L, 3);
    } else {
        return luaL_error(L, "Wrong parameters");
    }
    check_on_map(L, lev, "engraving", x, y);
    engraving_create(lev, x, y, etyp, text, degrade, guard);
    return 0;
}

static int lspo_grave(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    int x = -1, y = -1;
    const char *text = NULL;

    if (lua_gettop(L) == 3) {
        x = check_int(L, 1);
        y = check_int(L, 2);
        text = luaL_checkstring(L, 3);
    } else {
        check_param_table(L);
        nhl_table_xy(L, 1, &x, &y);
        text = nhl_table_str(L, 1, "text", NULL);
    }
    check_on_map(L, lev, "grave", x, y);
    grave_create(lev, x, y, text);
    const struct nh_texts *texts = game_texts_loaded(lev->game);

    if (!text && texts && !texts->epitaph.from_dat)
        step_note(lev, "epitaph from our own texts, not dat/epitaph.txt");
    return 0;
}

/* ---------------------------------------------------------------------
 * des.gold */

static int lspo_gold(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    int argc = lua_gettop(L), x = -1, y = -1;
    long amount;

    if (argc == 3) {
        amount = (long) nhl_checkinteger(L, 1);
        x = check_int(L, 2);
        /* 3.7 lspo_gold reads y from the second argument too (y = x);
         * 5.0.0 reads the third */
        y = check_int(L, lev->nh->rules.gold_y_third_argument ? 3 : 2);
    } else if (argc == 2 && lua_type(L, 2) == LUA_TTABLE) {
        amount = (long) nhl_checkinteger(L, 1);
        (void) nhl_get_coord(L, 2, &x, &y);
    } else if (argc == 0 || (argc == 1 && lua_type(L, 1) == LUA_TTABLE)) {
        check_param_table(L);
        amount = nhl_table_int(L, 1, "amount", -1);
        nhl_table_xy(L, 1, &x, &y);
    } else {
        return luaL_error(L, "Wrong parameters");
    }
    check_on_map(L, lev, "gold", x, y);
    (void) gold_create(lev, amount, x, y);
    return 0;
}

/* ---------------------------------------------------------------------
 * des.levregion / des.teleport_region / des.exclusion */

/* A level region's corners as the script gives them: C converts them
 * later, against the map or the level, and clips what lands past the edge
 * (minetn-1 excludes down to row 21, medusa's regions reach column 79 of
 * a map that starts at 1), so each corner must be on the level or its
 * one-cell rim: 1000000 is an error at the script line (#25). */
static void check_lregion(lua_State *L, const char *what, const int r[4])
{
    for (int c = 0; c < 2; c++)
        if (r[2 * c] < -1 || r[2 * c] > COLNO || r[2 * c + 1] < -1 || r[2 * c + 1] > ROWNO)
            luaL_error(L, "%s (%d,%d,%d,%d) reaches off the map (corner (%d,%d))", what, r[0],
                       r[1], r[2], r[3], r[2 * c], r[2 * c + 1]);
}

/* C: l_get_lregion */
static void read_lregion(lua_State *L, struct lev_region *r)
{
    int d[4] = { -1, -1, -1, -1 };

    (void) nhl_get_table_region(L, 1, "region", r->inarea, false);
    (void) nhl_get_table_region(L, 1, "exclude", d, true);
    memcpy(r->delarea, d, sizeof d);
    r->in_islev = nhl_table_boolean(L, 1, "region_islev", 0);
    r->del_islev = nhl_table_boolean(L, 1, "exclude_islev", 0);
    check_lregion(L, "region", r->inarea);
    check_lregion(L, "exclude", d);
    /* no exclude: an off-map one that needs no conversion */
    if (d[0] < 0)
        r->del_islev = true;
}

static int lspo_teleport_region(lua_State *L)
{
    static const char *const dirs[] = { "both", "down", "up", NULL };
    static const int dirs2i[] = { LR_TELE, LR_DOWNTELE, LR_UPTELE };
    struct nhl_level *lev = nhl_level(L);
    struct lev_region r;

    memset(&r, 0, sizeof r);
    check_param_table(L);
    read_lregion(L, &r);
    r.rtype = dirs2i[nhl_table_option(L, 1, "dir", "both", dirs)];
    r.padding = 0;
    r.rname = NULL;
    levregion_add(lev, &r);
    return 0;
}

static int lspo_levregion(lua_State *L)
{
    static const char *const types[] = { "stair-down", "stair-up", "portal",
        "branch", "teleport", "teleport-up", "teleport-down", NULL };
    static const int types2i[] = { LR_DOWNSTAIR, LR_UPSTAIR, LR_PORTAL,
        LR_BRANCH, LR_TELE, LR_UPTELE, LR_DOWNTELE };
    struct nhl_level *lev = nhl_level(L);
    struct lev_region r;

    memset(&r, 0, sizeof r);
    check_param_table(L);
    read_lregion(L, &r);
    r.rtype = types2i[nhl_table_option(L, 1, "type", "stair-down", types)];
    r.padding = nhl_table_int(L, 1, "padding", 0);
    r.rname = (char *) nhl_table_str(L, 1, "name", NULL);
    levregion_add(lev, &r);
    return 0;
}

static int lspo_exclusion(lua_State *L)
{
    static const char *const types[] = { "teleport", "teleport-up",
        "teleport-down", "monster-generation", NULL };
    static const int types2i[] = { LR_TELE, LR_UPTELE, LR_DOWNTELE,
                                   LR_MONGEN };
    struct nhl_level *lev = nhl_level(L);
    int area[4], zt;

    check_param_table(L);
    zt = types2i[nhl_table_option(L, 1, "type", "teleport", types)];
    (void) nhl_get_table_region(L, 1, "region", area, false);
    check_lregion(L, "region", area);
    exclusion_add(lev, zt, area);
    return 0;
}

/* ---------------------------------------------------------------------
 * des.object */

/* C: get_table_int_or_random - an integer, or "random"/absent = rndval */
static int table_int_or_random(struct nhl_opts *o, const char *key,
                               int rndval)
{
    lua_State *L = o->L;
    int ret = rndval;

    if (!nhl_opt_has(o, key))
        return rndval;
    lua_getfield(L, 1, key);
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        return rndval;
    }
    if (!lua_isnumber(L, -1)) {
        const char *s = lua_tostring(L, -1);

        if (s && !strcasecmp(s, "random")) {
            lua_pop(L, 1);
            return rndval;
        }
        return luaL_error(L, "Expected integer or \"random\" for \"%s\", got %s",
                          key, s ? s : "<Null>");
    }
    ret = (int) nhl_checkinteger(L, -1);
    lua_pop(L, 1);
    return ret;
}

/* C's error, with the name and the closest names the version knows */
static void unknown_name(lua_State *L, const struct nhl_level *lev,
                         const char *what, const char *name,
                         void (*near)(const struct nhl_level *, const char *,
                                      char *, size_t))
{
    char close[200];

    near(lev, name, close, sizeof close);
    if (close[0])
        luaL_error(L, "%s '%s' (closest: %s)", what, name, close);
    luaL_error(L, "%s '%s'", what, name);
}

/* A name the release lacks: C's error, or in a lenient build a stand-in
 * (its index + 1, for the thing made in its place) */
static int standin_or_error(lua_State *L, const struct nhl_level *lev,
                            const char *what, const char *kind,
                            const char *name,
                            void (*near)(const struct nhl_level *,
                                         const char *, char *, size_t),
                            const char *made)
{
    char close[200], text[300];

    if (!lev->lenient)
        unknown_name(L, lev, what, name, near);
    /* a misspelling too: the closest names, as the error gives them */
    near(lev, name, close, sizeof close);
    snprintf(text, sizeof text, "%s%s%s%s", made, close[0] ? " (closest: " : "",
             close, close[0] ? ")" : "");
    return nhl_standin(L, kind, name, -1, text);
}

/* The object a positional string names: one character is a class,
 * anything longer a type (C: lspo_object's string forms). */
static void object_by_string(lua_State *L, const char *s,
                             struct obj_request *rq, int *standin)
{
    const struct nhl_level *lev = nhl_level(L);

    level_set_id(rq->id, sizeof rq->id, s);
    if (strlen(s) == 1) {
        rq->oclass = (unsigned char) s[0];
        rq->otyp = STRANGE_OBJECT;
    } else {
        rq->oclass = -1;
        rq->otyp = *s ? find_objtype(lev, s) : STRANGE_OBJECT;
        if (rq->otyp < 0) {
            *standin = standin_or_error(L, lev, "Unknown object id", "object",
                                        s, nearname_object,
                                        "a random object is made");
            rq->otyp = STRANGE_OBJECT;
        }
    }
}

/* montype= of corpses, statues, figurines, eggs and tins (table form) */
static void object_montype(lua_State *L, struct nhl_level *lev,
                           struct obj_request *rq)
{
    bool table = lua_type(L, 1) == LUA_TTABLE;
    bool nonpmobj = false;
    const char *mt = table ? nhl_table_str(L, 1, "montype", NULL) : NULL;

    if (mt) {
        if ((rq->otyp == TIN && (!strcasecmp(mt, "spinach")
                                 || !strcasecmp(mt, "empty")))
            || (rq->otyp == EGG && !strcasecmp(mt, "empty"))) {
            rq->corpsenm = -1;
            rq->spe = !strcasecmp(mt, "spinach") ? 1 : 0;
            nonpmobj = true;
        } else if (strlen(mt) == 1 && valid_monclass((unsigned char) mt[0])) {
            /* any species of the class, generated or not */
            int pm = mkclass(lev, monclass_of_sym((unsigned char) mt[0]),
                             G_NOGEN | G_IGNORE);

            if (pm < 0)
                luaL_error(L, "Unknown montype");
            rq->corpsenm = pm;
        } else {
            int found = -1;

            for (int i = 0; i < NUMMONS_ENUM && found < 0; i++)
                for (int g = 0; g < 3; g++)
                    if (lev->nh->mons[i].pmnames[g]
                        && !strcasecmp(lev->nh->mons[i].pmnames[g], mt)) {
                        found = i;
                        break;
                    }
            if (found >= 0)
                rq->corpsenm = found;
            else
                (void) standin_or_error(L, lev, "Unknown montype", "species",
                                        mt, nearname_monster,
                                        "a random species is taken");
        }
    }
    if (rq->otyp == STATUE || rq->otyp == CORPSE) {
        int lflags = 0;

        if (table && nhl_table_boolean(L, 1, "historic", 0))
            lflags |= 0x04; /* CORPSTAT_HISTORIC */
        if (table && nhl_table_boolean(L, 1, "male", 0))
            lflags |= 2; /* CORPSTAT_MALE */
        if (table && nhl_table_boolean(L, 1, "female", 0))
            lflags |= 1; /* CORPSTAT_FEMALE */
        rq->spe = lflags;
    } else if (rq->otyp == EGG) {
        rq->spe = (table && nhl_table_boolean(L, 1, "laid_by_you", 0)) ? 1 : 0;
    } else if (!nonpmobj) {
        rq->spe = 0;
    }
}

static int lspo_object(lua_State *L)
{
    static const char *const bucs[] = { "random", "blessed", "uncursed",
        "cursed", "not-cursed", "not-uncursed", "not-blessed", NULL };
    struct nhl_level *lev = nhl_level(L);
    struct obj_request rq;
    int argc = lua_gettop(L), idx, standin = 0;
    bool maybe_contents = false;

    memset(&rq, 0, sizeof rq);
    rq.x = rq.y = -1;
    rq.spe = -127;
    rq.quan = -1;
    rq.locked = rq.trapped = rq.tknown = -1;
    rq.corpsenm = -1;
    rq.oclass = -1;

    if (argc == 1 && lua_type(L, 1) == LUA_TSTRING) {
        object_by_string(L, luaL_checkstring(L, 1), &rq, &standin);
    } else if (argc == 2 && lua_type(L, 1) == LUA_TSTRING
               && lua_type(L, 2) == LUA_TTABLE) {
        (void) nhl_get_coord(L, 2, &rq.x, &rq.y);
        object_by_string(L, luaL_checkstring(L, 1), &rq, &standin);
    } else if (argc == 3 && lua_type(L, 2) == LUA_TNUMBER
               && lua_type(L, 3) == LUA_TNUMBER) {
        const char *s = luaL_checkstring(L, 1);

        rq.x = check_int(L, 2);
        rq.y = check_int(L, 3);
        object_by_string(L, s, &rq, &standin);
    } else {
        const char *s;
        struct nhl_opts o;

        check_param_table(L);
        nhl_opts_open(L, 1, &o);
        rq.spe = table_int_or_random(&o, "spe", -127);
        rq.curse_state = nhl_opt_option(&o, "buc", "random", bucs);
        rq.name = nhl_opt_str(&o, "name", NULL);
        rq.quan = table_int_or_random(&o, "quantity", -1);
        rq.buried = nhl_opt_boolean(&o, "buried", 0);
        rq.lit = nhl_opt_boolean(&o, "lit", 0);
        rq.eroded = nhl_opt_int(&o, "eroded", 0);
        rq.locked = nhl_opt_boolean(&o, "locked", -1);
        rq.trapped = nhl_opt_boolean(&o, "trapped", -1);
        /* 5.0.0 lspo_object: whether a trapped box's trap is known */
        rq.tknown = lev->nh->rules.object_trap_known_option
                        ? nhl_opt_boolean(&o, "trap_known", -1)
                        : -1;
        rq.recharged = nhl_opt_int(&o, "recharged", 0);
        rq.greased = nhl_opt_boolean(&o, "greased", 0);
        rq.broken = nhl_opt_boolean(&o, "broken", 0);
        rq.achievement = nhl_opt_boolean(&o, "achievement", 0);
        nhl_opt_xy(&o, &rq.x, &rq.y);
        const char *cls = nhl_opt_str(&o, "class", NULL);

        s = nhl_opt_str(&o, "id", NULL);
        rq.otyp = STRANGE_OBJECT;
        if (s) {
            level_set_id(rq.id, sizeof rq.id, s);
            if (*s) {
                rq.otyp = find_objtype_class(
                    lev, s, cls && strlen(cls) == 1 ? cls[0] : 0);
                if (rq.otyp < 0) {
                    standin = standin_or_error(L, lev, "Unknown object id",
                                               "object", s, nearname_object,
                                               "a random object is made");
                    rq.otyp = STRANGE_OBJECT;
                }
            }
        }
        s = nhl_opt_str(&o, "class", NULL);
        if (s && strlen(s) == 1) {
            rq.oclass = (unsigned char) s[0];
            if (!rq.id[0])
                level_set_id(rq.id, sizeof rq.id, s);
        }
        maybe_contents = true;
    }

    if (rq.oclass == -1 && rq.otyp > STRANGE_OBJECT)
        rq.oclass = oclass_symbol(lev->nh->objects[rq.otyp].oc_class);
    else if (rq.oclass > -1 && rq.otyp == STRANGE_OBJECT)
        rq.otyp = -1;
    if (rq.otyp == STRANGE_OBJECT)
        rq.otyp = -1; /* neither: a random object */
    if (rq.otyp < 0 && rq.oclass > 0 && oclass_from_symbol((char) rq.oclass) < 0) {
        char cls[2] = { (char) rq.oclass, 0 };

        if (!lev->lenient)
            return luaL_error(L, "create_object: unexpected object class '%c'",
                              rq.oclass);
        if (!standin)
            standin = nhl_standin(L, "object class", cls, -1,
                                  "a random object is made");
        rq.oclass = -1;
    }

    if (rq.otyp == STATUE || rq.otyp == EGG || rq.otyp == CORPSE
        || rq.otyp == TIN || rq.otyp == FIGURINE)
        object_montype(L, lev, &rq);

    if (maybe_contents) {
        lua_getfield(L, 1, "contents");
        if (!lua_isnil(L, -1))
            rq.has_contents = true;
    } else {
        lua_pushnil(L);
    }

    check_on_map(L, lev, "object", rq.x, rq.y);
    idx = object_create_all(lev, &rq);
    if (idx >= 0)
        lev->objects[idx].standin = standin;
    if (idx >= 0) {
        /* named as NetHack names it: "scroll of create monster", not the
           script's "create monster" (#12) */
        char name[96];

        otyp_full_name(lev->objects[idx].otyp, name, sizeof name);
        step_note(lev, "%s at (%d,%d)", name[0] ? name : lev->objects[idx].id,
                  lev->objects[idx].x, lev->objects[idx].y);
    }

    if (lua_type(L, -1) == LUA_TFUNCTION) {
        nhl_push_obj(L, idx);
        lua_call(L, 1, 0);
    } else {
        lua_pop(L, 1);
    }
    if (rq.has_contents)
        object_pop_container(lev);
    nhl_push_obj(L, idx);
    return 1;
}

/* ---------------------------------------------------------------------
 * des.monster */

/* C makes a random monster of a name it does not know, without a word: the
   level is built as C builds it, and the author hears of the slip */
static void warn_random_monster(lua_State *L, struct nhl_level *lev, const char *s)
{
    char close[200];

    luaL_where(L, 1);
    nearname_monster(lev, s, close, sizeof close);
    level_warn(lev, "%sunknown monster '%s' is made a random one, as C does%s%s%s",
               lua_tostring(L, -1), s, close[0] ? " (closest: " : "", close,
               close[0] ? ")" : "");
    lua_pop(L, 1);
}

/* A positional species string: one character is a class; a name is looked
 * up with its gender draw, and an unknown name is a random monster
 * (C: lspo_monster's string forms). */
static void monster_by_string(lua_State *L, struct nhl_level *lev, const char *s,
                              struct mon_request *rq)
{
    int mgend = NEUTRAL;

    level_set_id(rq->id, sizeof rq->id, s);
    if (strlen(s) == 1) {
        rq->mclass = (unsigned char) s[0];
        rq->mndx = -1;
    } else {
        rq->mclass = -1;
        rq->mndx = find_montype(lev, s, &mgend);
        if (rq->mndx < 0)
            warn_random_monster(L, lev, s);
        rq->female = mgend == FEMALE ? 1
                     : mgend == MALE ? 0 : rn2(lev->rng, 2);
    }
}

static const char *species_name(int mndx)
{
    const struct permonst *pm = &mons_invariant[mndx];

    return pm->pmnames[0] ? pm->pmnames[0]
           : pm->pmnames[1] ? pm->pmnames[1] : "monster";
}

static int lspo_monster(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct mon_request rq;
    int argc = lua_gettop(L), idx;
    bool has_invent = false;
    int keep_default = -1; /* keep_default_invent: -1 not given */
    int standin = 0;
    char skipped[128];

    memset(&rq, 0, sizeof rq);
    rq.x = rq.y = -1;
    rq.peaceful = rq.asleep = -1;
    rq.sp_amask = AM_SPLEV_RANDOM;
    rq.mclass = -1;
    rq.mndx = -1;

    if (argc == 1 && lua_type(L, 1) == LUA_TSTRING) {
        monster_by_string(L, lev, luaL_checkstring(L, 1), &rq);
    } else if (argc == 2 && lua_type(L, 1) == LUA_TSTRING
               && lua_type(L, 2) == LUA_TTABLE) {
        const char *s = luaL_checkstring(L, 1);

        (void) nhl_get_coord(L, 2, &rq.x, &rq.y);
        monster_by_string(L, lev, s, &rq);
    } else if (argc == 3) {
        const char *s = luaL_checkstring(L, 1);

        rq.x = check_int(L, 2);
        rq.y = check_int(L, 3);
        monster_by_string(L, lev, s, &rq);
    } else {
        const char *s;
        int mgend = NEUTRAL;

        struct nhl_opts o;

        check_param_table(L);
        nhl_opts_open(L, 1, &o);
        rq.peaceful = nhl_opt_boolean(&o, "peaceful", -1);
        rq.asleep = nhl_opt_boolean(&o, "asleep", -1);
        rq.name = nhl_opt_str(&o, "name", NULL);
        rq.sp_amask = aligns2i[nhl_opt_option(&o, "align", "random", aligns)];
        rq.female = nhl_opt_boolean(&o, "female", -1);
        rq.invisible = nhl_opt_boolean(&o, "invisible", 0);
        rq.cancelled = nhl_opt_boolean(&o, "cancelled", 0);
        rq.revived = nhl_opt_boolean(&o, "revived", 0);
        rq.avenge = nhl_opt_boolean(&o, "avenge", 0);
        rq.fleeing = nhl_opt_int(&o, "fleeing", 0);
        rq.blinded = nhl_opt_int(&o, "blinded", 0);
        rq.paralyzed = nhl_opt_int(&o, "paralyzed", 0);
        rq.stunned = nhl_opt_boolean(&o, "stunned", 0);
        rq.confused = nhl_opt_boolean(&o, "confused", 0);
        rq.waiting = nhl_opt_boolean(&o, "waiting", 0);
        /* 5.0.0 sp_lev.c lspo_monster: a level adjustment and whether the
         * species' own inventory stays */
        if (lev->nh->rules.monster_lev_adj_option)
            rq.m_lev_adj = nhl_opt_int(&o, "m_lev_adj", 0);
        if (lev->nh->rules.monster_keep_invent_option)
            keep_default = nhl_opt_boolean(&o, "keep_default_invent", -1);
        if (!nhl_opt_boolean(&o, "tail", 1))
            rq.mm_flags |= MM_NOTAIL;
        if (!nhl_opt_boolean(&o, "group", 1))
            rq.mm_flags |= MM_NOGRP;
        if (nhl_opt_boolean(&o, "adjacentok", 0))
            rq.mm_flags |= MM_ADJACENTOK;
        if (nhl_opt_boolean(&o, "ignorewater", 0))
            rq.mm_flags |= MM_IGNOREWATER;
        if (!nhl_opt_boolean(&o, "countbirth", 1))
            rq.mm_flags |= MM_NOCOUNTBIRTH;
        s = nhl_opt_str(&o, "appear_as", NULL);
        if (s) {
            if (!strncmp(s, "obj:", 4))
                rq.appear = M_AP_OBJECT;
            else if (!strncmp(s, "mon:", 4))
                rq.appear = M_AP_MONSTER;
            else if (!strncmp(s, "ter:", 4))
                rq.appear = M_AP_FURNITURE;
            else
                return luaL_error(L, "Unknown appear_as type");
            rq.appear_as = s + 4;
        }
        nhl_opt_xy(&o, &rq.x, &rq.y);
        s = nhl_opt_str(&o, "id", NULL);
        if (s) {
            level_set_id(rq.id, sizeof rq.id, s);
            rq.mndx = find_montype(lev, s, &mgend);
            if (rq.mndx < 0) {
                standin = standin_or_error(L, lev, "Unknown monster id",
                                           "monster", s, nearname_monster,
                                           "a random monster is made");
                rq.mm_flags |= MM_NOGRP; /* one stand-in, not a group */
            }
        }
        /* a one-sex species keeps its sex; else the name's sex wins over
         * an unspecified one */
        if (mgend != NEUTRAL
            && (rq.female == -1
                || (lev->nh->mons[rq.mndx].mflags2 & 0x00030000UL) != 0))
            rq.female = mgend;
        if (rq.female == -1)
            rq.female = 0;
        s = nhl_opt_str(&o, "class", NULL);
        rq.mclass = (s && strlen(s) == 1) ? (unsigned char) s[0] : -1;
        if (!rq.id[0] && rq.mclass > 0)
            snprintf(rq.id, sizeof rq.id, "%c", rq.mclass);
        lua_getfield(L, 1, "inventory");
        has_invent = !lua_isnil(L, -1);
        /* whether the species' own inventory is thrown away: 3.7 when one
         * is given. 5.0.0 keeps it with a given one only when asked
         * (keep_default_invent = true), and without one unless asked not
         * to (= false) */
        rq.has_invent = has_invent ? keep_default != 1 : keep_default == 0;
    }
    if (!has_invent)
        lua_pushnil(L);

    if (rq.mndx >= 0 && rq.mclass == -1)
        rq.mclass = lev->nh->mons[rq.mndx].sym;
    if (rq.mclass > 0 && !valid_monclass(rq.mclass)) {
        char cls[2] = { (char) rq.mclass, 0 };

        if (!lev->lenient)
            return luaL_error(L, "create_monster: unknown monster class '%c'",
                              rq.mclass);
        standin = nhl_standin(L, "monster class", cls, -1,
                              "a random monster is made");
        rq.mclass = -1;
        rq.mm_flags |= MM_NOGRP;
    }

    check_on_map(L, lev, "monster", rq.x, rq.y);
    idx = monster_create(lev, &rq, skipped, sizeof skipped);
    if (idx >= 0)
        lev->monsters[idx].standin = standin;
    if (idx < 0)
        step_note(lev, "no monster (%s)",
                  skipped[0] ? skipped : "outside its room");
    else if (skipped[0])
        step_note(lev, "%s at (%d,%d); left out: %s",
                  species_name(lev->monsters[idx].mndx),
                  lev->monsters[idx].x, lev->monsters[idx].y, skipped);
    else
        step_note(lev, "%s at (%d,%d)",
                  species_name(lev->monsters[idx].mndx),
                  lev->monsters[idx].x, lev->monsters[idx].y);

    if (has_invent && lua_type(L, -1) == LUA_TFUNCTION) {
        int saved = lev->build->coder.invent_monster;

        lev->build->coder.invent_monster = idx >= 0 ? idx + 1 : 0;
        lua_call(L, 0, 0);
        /* C: spo_end_moninvent (m_dowear is generation) */
        lev->build->coder.invent_monster = saved;
    } else {
        lua_pop(L, 1);
    }
    return 0;
}

/* ---------------------------------------------------------------------
 * des.trap */

/* a lenient build's stand-in for a trap the release lacks */
static int trap_standin(lua_State *L, const char *name)
{
    char close[200], text[300];

    nearname_trap(name, close, sizeof close);
    snprintf(text, sizeof text, "a random trap is made%s%s%s",
             close[0] ? " (closest: " : "", close, close[0] ? ")" : "");
    return nhl_standin(L, "trap", name, -1, text);
}

static int lspo_trap(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct trap_request rq;
    int argc = lua_gettop(L), idx, standin = 0;
    const char *name = NULL;

    memset(&rq, 0, sizeof rq);
    rq.x = rq.y = -1;
    rq.spider_on_web = true;
    rq.victim = true;

    if (argc == 1 && lua_type(L, 1) == LUA_TSTRING) {
        rq.type = traptype_by_name(luaL_checkstring(L, 1));
    } else if (argc == 2 && lua_type(L, 1) == LUA_TSTRING
               && lua_type(L, 2) == LUA_TTABLE) {
        rq.type = traptype_by_name(luaL_checkstring(L, 1));
        (void) nhl_get_coord(L, 2, &rq.x, &rq.y);
    } else if (argc == 3) {
        rq.type = traptype_by_name(luaL_checkstring(L, 1));
        rq.x = check_int(L, 2);
        rq.y = check_int(L, 3);
    } else {
        const char *s;
        check_param_table(L);
        nhl_table_xy(L, 1, &rq.x, &rq.y);
        s = nhl_table_str(L, 1, "type", NULL);
        /* an unknown name in the table is a random trap, as in C (a
           lenient build's stand-in for it) */
        rq.type = -1;
        if (s && *s) {
            int t = traptype_by_name(s);

            if (t != NO_TRAP)
                rq.type = t;
            else if (lev->lenient)
                standin = trap_standin(L, s);
        }
        rq.spider_on_web = nhl_table_boolean(L, 1, "spider_on_web", 1);
        rq.seen = nhl_table_boolean(L, 1, "seen", 0);
        rq.victim = nhl_table_boolean(L, 1, "victim", 1);
        lua_getfield(L, 1, "launchfrom");
        if (lua_type(L, -1) == LUA_TTABLE) {
            rq.launch.x = rq.launch.y = -1;
            (void) nhl_get_coord(L, -1, &rq.launch.x, &rq.launch.y);
            rq.has_launch = true;
        }
        lua_pop(L, 1);
        lua_getfield(L, 1, "teledest");
        if (lua_type(L, -1) == LUA_TTABLE) {
            rq.launch.x = rq.launch.y = -1;
            (void) nhl_get_coord(L, -1, &rq.launch.x, &rq.launch.y);
            rq.has_launch = true;
        }
        lua_pop(L, 1);
    }
    if (argc <= 3 && lua_type(L, 1) == LUA_TSTRING)
        name = lua_tostring(L, 1);
    if (rq.type == NO_TRAP && lev->lenient && name) {
        standin = trap_standin(L, name);
        rq.type = -1;
    }
    if (rq.type == NO_TRAP)
        return luaL_error(L, "Unknown trap type");

    check_on_map(L, lev, "trap", rq.x, rq.y);
    idx = trap_create(lev, &rq);
    if (idx >= 0)
        lev->traps[idx].standin = standin;
    if (idx < 0)
        step_note(lev, "no trap placed");
    else
        step_note(lev, "%s at (%d,%d)", traptype_name(lev->traps[idx].ttyp),
                  lev->traps[idx].tx, lev->traps[idx].ty);
    return 0;
}

/* ---------------------------------------------------------------------
 * des.mineralize */

static int lspo_mineralize(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    int gem, gold, kmoat, kpool;

    check_param_table(L);
    gem = nhl_table_int(L, 1, "gem_prob", -1);
    gold = nhl_table_int(L, 1, "gold_prob", -1);
    kmoat = nhl_table_int(L, 1, "kelp_moat", -1);
    kpool = nhl_table_int(L, 1, "kelp_pool", -1);
    if (gem == -1 && gold == -1 && kmoat == -1 && kpool == -1) {
        /* the default probabilities; C skips the level checks here */
        mineralize(lev);
        step_note(lev, "default mineralize (level checks not skipped)");
    } else {
        step_note(lev, "custom probabilities not supported: nothing done");
    }
    return 0;
}

const luaL_Reg nhl_des_features[] = {
    { "door", lspo_door },
    { "stair", lspo_stair },
    { "ladder", lspo_ladder },
    { "altar", lspo_altar },
    { "feature", lspo_feature },
    { "engraving", lspo_engraving },
    { "grave", lspo_grave },
    { "gold", lspo_gold },
    { "levregion", lspo_levregion },
    { "teleport_region", lspo_teleport_region },
    { "exclusion", lspo_exclusion },
    { "object", lspo_object },
    { "monster", lspo_monster },
    { "trap", lspo_trap },
    { "mineralize", lspo_mineralize },
    { NULL, NULL }
};
