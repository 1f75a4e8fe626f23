/* lua_obj.c - the `obj` userdata (after nhlobj.c): a handle holding the
 * index of an object in lev->objects, with the methods level scripts call.
 * The level owns the objects; a handle never frees one (C's reference
 * counting is there because a Lua-made object may be freed by the garbage
 * collector; ours stay in the level's list). */
#include "tables.h"
#include "lua_obj.h"

#include <lauxlib.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "appearance.h"
#include "objlook.h"
#include "game.h"
#include "level.h"
#include "location.h"
#include "lua_game_stubs.h"
#include "lua_fields.h"
#include "lua_host.h"
#include "mkobj.h"
#include "nearname.h"
#include "objdata.h"
#include "objects.h"
#include "version.h"
#include "data_enums.h"

#define OBJ_META "obj"

/* obj->where values as C's obj.h numbers them (totable's "where") */
enum { OBJ_FREE = 0, OBJ_FLOOR = 1, OBJ_CONTAINED = 2, OBJ_MINVENT = 4,
       OBJ_BURIED = 6 };

struct lua_obj {
    int idx; /* into lev->objects, -1 = no object */
};

void nhl_push_obj(lua_State *L, int objindex)
{
    struct lua_obj *lo = lua_newuserdatauv(L, sizeof *lo, 0);

    lo->idx = objindex < 0 ? -1 : objindex;
    luaL_setmetatable(L, OBJ_META);
}

int nhl_check_obj(lua_State *L, int idx)
{
    struct lua_obj *lo = luaL_checkudata(L, idx, OBJ_META);

    return lo->idx;
}

/* the object behind the handle at idx, NULL for a null handle */
static struct obj *handle_obj(lua_State *L, int idx)
{
    struct nhl_level *lev = nhl_level(L);
    int i = nhl_check_obj(L, idx);

    if (i < 0 || i >= lev->nobjects)
        return NULL;
    return &lev->objects[i];
}

static void set_char(lua_State *L, const char *k, char c)
{
    char buf[2] = { c, '\0' };

    set_field_str(L, k, buf);
}

static bool valid_otyp(int otyp)
{
    return otyp >= 0 && otyp < NUM_OTYPES;
}

static bool is_container(const struct obj *o)
{
    /* C: Is_container, large box .. bag of tricks */
    return o->otyp >= LARGE_BOX && o->otyp <= BAG_OF_TRICKS;
}

static int where_of(const struct obj *o)
{
    if (o->floating)
        return OBJ_FREE;
    if (o->container >= 0)
        return OBJ_CONTAINED;
    if (o->owner >= 0)
        return OBJ_MINVENT;
    if (o->buried)
        return OBJ_BURIED;
    return OBJ_FLOOR;
}

/* o:totable() - the fields a script may read (nhlobj.c l_obj_to_table;
 * flags we do not model read 0) */
static int obj_totable(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct obj *o = handle_obj(L, 1);

    lua_newtable(L);
    if (!o) {
        set_field_int(L, "NO_OBJ", 1);
        return 1;
    }
    int self = (int) (o - lev->objects);
    bool has_contents = false;

    for (int i = 0; i < lev->nobjects; i++)
        if (lev->objects[i].container == self)
            has_contents = true;
    set_field_int(L, "has_contents", has_contents);
    set_field_int(L, "is_container", is_container(o));
    set_field_int(L, "o_id", o->o_id);
    set_field_int(L, "ox", o->x);
    set_field_int(L, "oy", o->y);
    /* C's number in the level's release */
    set_field_int(L, "otyp", valid_otyp(o->otyp) ? nh_otyp_to_c(lev->nh, o->otyp)
                                                 : o->otyp);
    if (valid_otyp(o->otyp)) {
        if (lev->nh->objects[o->otyp].oc_name)
            set_field_str(L, "otyp_name", lev->nh->objects[o->otyp].oc_name);
        if (obj_descr(lev, o->otyp))   /* the game's deal */
            set_field_str(L, "otyp_descr", obj_descr(lev, o->otyp));
        set_field_int(L, "owt", (lua_Integer) lev->nh->objects[o->otyp].oc_weight * o->quan);
    } else {
        if (o->id[0])
            set_field_str(L, "otyp_name", o->id);
        set_field_int(L, "owt", 0);
    }
    set_field_int(L, "quan", o->quan);
    set_field_int(L, "spe", o->spe);
    if (o->otyp == STATUE)
        set_field_int(L, "historic", 0);
    if (o->otyp == CORPSE || o->otyp == STATUE) {
        set_field_int(L, "male", 0);
        set_field_int(L, "female", 0);
    }
    set_char(L, "oclass", o->oclass);
    set_field_str(L, "invlet", "");
    set_field_int(L, "where", where_of(o));
    set_field_int(L, "cursed", o->cursed);
    set_field_int(L, "blessed", o->blessed);
    set_field_int(L, "unpaid", 0);
    set_field_int(L, "no_charge", 0);
    set_field_int(L, "known", 0);
    set_field_int(L, "dknown", 0);
    set_field_int(L, "bknown", 0);
    set_field_int(L, "rknown", 0);
    if (lev->nh->rules.obj_table_tknown) /* 5.0.0 l_obj_to_table */
        set_field_int(L, "tknown", 0);
    set_field_int(L, "oeroded", o->oeroded);
    set_field_int(L, "oeroded2", o->oeroded2);
    set_field_int(L, "oerodeproof", o->erodeproof);
    set_field_int(L, "olocked", o->locked);
    set_field_int(L, "obroken", o->broken);
    set_field_int(L, "otrapped", o->trapped);
    set_field_int(L, "recharged", o->recharged);
    set_field_int(L, "lamplit", o->lit);
    set_field_int(L, "globby", 0);
    set_field_int(L, "greased", o->greased);
    set_field_int(L, "nomerge", 0);
    set_field_int(L, "how_lost", 0);
    set_field_int(L, "in_use", 0);
    set_field_int(L, "bypass", 0);
    set_field_int(L, "cknown", 0);
    set_field_int(L, "lknown", 0);
    set_field_int(L, "corpsenm", o->corpsenm);
    set_field_int(L, "usecount", 0);
    return 1;
}

/* C: decl.c materialnm, by objclass.h's material numbers */
static const char *material_name(int m)
{
    static const char *const names[] = {
        "mysterious", "liquid", "wax", "organic", "flesh", "paper", "cloth",
        "leather", "wooden", "bone", "dragonhide", "iron", "metal", "copper",
        "silver", "gold", "platinum", "mithril", "plastic", "glass",
        "gemstone", "stone",
    };

    return m >= 0 && m < (int) (sizeof names / sizeof names[0]) ? names[m]
                                                               : names[0];
}

/* o:class() or obj.class(otyp) - the object table entry
 * (nhlobj.c l_obj_objects_to_table) */
static int obj_class(lua_State *L)
{
    int otyp = -1;

    if (lua_gettop(L) != 1)
        return luaL_error(L, "obj.class: wrong args");
    if (lua_type(L, 1) == LUA_TNUMBER) {
        /* C's number in the level's release */
        otyp = nh_otyp_from_c(nhl_level(L)->nh, (int) nhl_checkinteger(L, 1));
    } else {
        struct obj *o = handle_obj(L, 1);

        if (o)
            otyp = o->otyp;
    }
    if (!valid_otyp(otyp))
        return luaL_error(L, "obj.class: wrong args");
    /* the release's entry as the game's deal left it: description,
       colour, material, toughness and direction are the game's */
    struct nhl_level *lev = nhl_level(L);
    const struct objclass *oc = &lev->nh->objects[otyp];

    lua_newtable(L);
    if (oc->oc_name)
        set_field_str(L, "name", oc->oc_name);
    if (obj_descr(lev, otyp))
        set_field_str(L, "descr", obj_descr(lev, otyp));
    set_field_int(L, "name_known", oc->oc_name_known);
    set_field_int(L, "merge", oc->oc_merge);
    set_field_int(L, "uses_known", oc->oc_uses_known);
    /* 5.0.0 nhlobj.c l_obj_objects_to_table: 3.7's pre_discovered became
       encountered (neither is set while a level is made) */
    set_field_int(L,
                  lev->nh->rules.objects_encountered_field ? "encountered"
                                                           : "pre_discovered",
                  0);
    set_field_int(L, "magic", oc->oc_magic);
    set_field_int(L, "charged", oc->oc_charged);
    set_field_int(L, "unique", oc->oc_unique);
    set_field_int(L, "nowish", oc->oc_nowish);
    set_field_int(L, "big", oc->oc_big);
    set_field_int(L, "tough", lev->game->look.tough[otyp]);
    set_field_int(L, "dir", obj_dir(lev, otyp));
    /* 5.0.0 nhlobj.c l_obj_objects_to_table: the material by its name
       (decl.c materialnm: themerms.lua tests for "glass"), 3.7 its number */
    if (lev->nh->rules.objects_material_name)
        set_field_str(L, "material", material_name(obj_material(lev, otyp)));
    else
        set_field_int(L, "material", obj_material(lev, otyp));
    set_field_int(L, "oprop", oc->oc_oprop);
    set_char(L, "class", oclass_symbol(oc->oc_class));
    set_field_int(L, "delay", oc->oc_delay);
    set_field_int(L, "color", obj_color(lev, otyp));
    set_field_int(L, "prob", oc->oc_prob);
    set_field_int(L, "weight", oc->oc_weight);
    set_field_int(L, "cost", oc->oc_cost);
    set_field_int(L, "damage_small", oc->oc_wsdam);
    set_field_int(L, "damage_large", oc->oc_wldam);
    set_field_int(L, "nutrition", oc->oc_nutrition);
    return 1;
}

static int obj_isnull(lua_State *L)
{
    lua_pushboolean(L, handle_obj(L, 1) == NULL);
    return 1;
}

/* An object type by the words a wish would use: an optional blessed /
 * uncursed / cursed, an optional "<class> of " prefix, then the name. */
struct wished {
    int otyp;
    int buc; /* 1 blessed, -1 cursed, 0 neither */
    int oclass; /* the class its words named ("wand of"), -1 none */
    char name[64]; /* the name without the blessed/class words */
    bool uncursed; /* "uncursed" was said */
};

static struct wished parse_wish(const struct nhl_level *lev, const char *text)
{
    static const struct { const char *prefix; int oclass; } classes[] = {
        { "ring of ", RING_CLASS }, { "potion of ", POTION_CLASS },
        { "scroll of ", SCROLL_CLASS }, { "spellbook of ", SPBOOK_CLASS },
        { "wand of ", WAND_CLASS }, { "amulet of ", AMULET_CLASS },
    };
    struct wished w = { -1, 0, -1, "", false };

    if (strncasecmp(text, "blessed ", 8) == 0) {
        w.buc = 1;
        text += 8;
    } else if (strncasecmp(text, "uncursed ", 9) == 0) {
        w.uncursed = true;
        text += 9;
    } else if (strncasecmp(text, "cursed ", 7) == 0) {
        w.buc = -1;
        text += 7;
    }
    for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++) {
        size_t n = strlen(classes[i].prefix);

        if (strncasecmp(text, classes[i].prefix, n) == 0) {
            w.oclass = classes[i].oclass;
            /* an amulet's name keeps its "amulet of" */
            if (w.oclass != AMULET_CLASS)
                text += n;
            break;
        }
    }
    snprintf(w.name, sizeof w.name, "%s", text);
    /* a full name first ("amulet of life saving" is the name itself) */
    w.otyp = otyp_by_name(lev->nh, text);
    if (w.otyp >= 0 && (w.oclass < 0 || lev->nh->objects[w.otyp].oc_class == w.oclass))
        return w;
    w.otyp = -1;
    for (int i = 0; i < NUM_OTYPES; i++)
        if (lev->nh->objects[i].oc_name && strcasecmp(lev->nh->objects[i].oc_name, text) == 0
            && (w.oclass < 0 || lev->nh->objects[i].oc_class == w.oclass)) {
            w.otyp = i;
            break;
        }
    return w;
}

/* C: rnd_otyp_by_namedesc(name, oclass, 1) as readobjnam calls it: every
 * object of the class (all when none was named) whose name is the wished
 * one, or ends in " of <name>", or looks like it under the game's deal,
 * weighs its probability + 1, and one draw picks among them. -1 when
 * nothing matches. */
static int otyp_by_namedesc(struct nhl_level *lev, const struct wished *w)
{
    int cand[NUM_OTYPES], n = 0, maxprob = 0;
    bool check_of = strstr(w->name, " of ") == NULL;

    for (int i = 1; i < NUM_OTYPES; i++) {
        const char *zn = lev->nh->objects[i].oc_name, *of;

        if (!zn || (w->oclass >= 0 && lev->nh->objects[i].oc_class != w->oclass))
            continue;
        const char *dn = obj_descr(lev, i);

        if (!nh_has_otyp(lev->nh, i))
            continue;
        if (strcasecmp(zn, w->name) == 0
            || (dn && strcasecmp(dn, w->name) == 0) /* the game's deal */
            || (check_of && i != BELL_OF_OPENING
                && (i < GLOB_OF_GRAY_OOZE || i > GLOB_OF_BLACK_PUDDING)
                && (of = strstr(zn, " of ")) != NULL
                && strcasecmp(of + 4, w->name) == 0)) {
            cand[n++] = i;
            maxprob += lev->nh->objects[i].oc_prob + 1;
        }
    }
    if (n == 0 || maxprob == 0)
        return -1;
    int prob = rn2(lev->rng, maxprob), i;

    for (i = 0; i < n - 1; i++)
        if ((prob -= lev->nh->objects[cand[i]].oc_prob + 1) < 0)
            break;
    return cand[i];
}

/* obj.new({ id = "food ration", class = "%" }): 5.0.0's second form
 * (nhlobj.c l_obj_new_readobjnam): a named type made as mksobj makes it
 * (with init), else a random object of the class (any class for none or
 * an unknown one) */
static int obj_new_table(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    const char *id = nhl_table_str(L, 1, "id", NULL);
    const char *cls = nhl_table_str(L, 1, "class", NULL);
    int sym = cls && strlen(cls) == 1 ? (unsigned char) cls[0] : 0;
    int otyp = 0, oi, standin = 0;

    if (id && *id) {
        otyp = find_objtype_class(lev, id, (char) sym);
        if (otyp < 0 && lev->lenient) {
            standin = nhl_standin(L, "object", id, -1, "a random object is made");
            otyp = 0;
        } else if (otyp < 0) {
            /* C's error, with the name and the closest names, as des.object
               gives them */
            char close[200];

            nearname_object(lev, id, close, sizeof close);
            return luaL_error(L, "Unknown object id '%s'%s%s%s", id,
                              close[0] ? " (closest: " : "", close,
                              close[0] ? ")" : "");
        }
    }
    /* C reads class= a second time */
    cls = nhl_table_str(L, 1, "class", NULL);
    sym = cls && strlen(cls) == 1 ? (unsigned char) cls[0] : 0;
    if (otyp > STRANGE_OBJECT) {
        oi = mksobj(lev, otyp, true, false);
    } else {
        int oclass = sym ? oclass_from_symbol((char) sym) : -1;

        oi = mkobj(lev, oclass < 0 ? RANDOM_CLASS : oclass, false);
    }
    if (oi >= 0)
        lev->objects[oi].standin = standin;
    nhl_push_obj(L, oi);
    return 1;
}

/* obj.new("scroll of teleportation"): an object on no square, made as
 * C's wish parser makes it for a plain name (C: readobjnam): the name
 * lookup's draw, then the object with its random initialisation
 * (mksobj with init); blessed/cursed words set the curse state without
 * drawing. Counts, charges and the like are not parsed. */
static int obj_new(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);

    if (lua_gettop(L) == 1 && lua_type(L, 1) == LUA_TTABLE
        && lev->nh->rules.obj_new_from_table)
        return obj_new_table(L);
    if (lua_gettop(L) != 1)
        return luaL_error(L, "obj.new: wrong args");
    const char *text = luaL_checkstring(L, 1);
    struct wished w = parse_wish(lev, text);

    if (w.otyp < 0) {
        nhl_push_obj(L, -1);
        return 1;
    }
    int otyp = otyp_by_namedesc(lev, &w);

    if (otyp < 0)
        otyp = w.otyp;
    int oi = mksobj(lev, otyp, true, false);

    if (oi < 0) {
        nhl_push_obj(L, -1);
        return 1;
    }
    struct obj *o = &lev->objects[oi];

    /* C: the hero's Luck is 0 here: blessed stays blessed, nothing is
     * cursed but what was asked */
    if (w.buc < 0) {
        o->blessed = false;
        o->cursed = true;
    } else if (w.uncursed) {
        o->blessed = o->cursed = false;
    } else if (w.buc > 0) {
        o->blessed = true;
        o->cursed = false;
    }
    nhl_push_obj(L, oi);
    return 1;
}

/* box:addcontent(o) - o goes into box (C: add_to_container, which may
 * merge it into a like object inside: o's handle then holds that one) */
static int obj_addcontent(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct obj *box = handle_obj(L, 1);
    struct obj *o = handle_obj(L, 2);

    if (!box || !o || box == o)
        return 0;
    int oi = (int) (o - lev->objects);

    /* C: obj_extract_self first */
    o->container = -1;
    o->owner = -1;
    o->buried = false;
    int into = add_to_container(lev, (int) (box - lev->objects), oi);

    if (into != oi) {
        struct lua_obj *lo = luaL_checkudata(L, 2, OBJ_META);

        lo->idx = into;
    }
    return 0;
}

/* obj.at(x, y) - the newest object on the floor there */
static int obj_at(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);

    if (lua_gettop(L) != 2)
        return luaL_error(L, "obj.at: wrong args");
    int x = (int) nhl_checkinteger(L, 1);
    int y = (int) nhl_checkinteger(L, 2);
    int found = -1;

    cvt_to_abscoord(lev, &x, &y);
    for (int i = lev->nobjects - 1; i >= 0 && found < 0; i--) {
        const struct obj *o = &lev->objects[i];

        if (o->x == x && o->y == y && where_of(o) == OBJ_FLOOR)
            found = i;
    }
    nhl_push_obj(L, found);
    return 1;
}

/* o:placeobj(x, y) */
static int obj_placeobj(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct obj *o = handle_obj(L, 1);
    int x = (int) nhl_checkinteger(L, 2);
    int y = (int) nhl_checkinteger(L, 3);

    int ax = x, ay = y;

    cvt_to_abscoord(lev, &ax, &ay);
    /* C places nothing off the map, without a word: an error here (#25) */
    if (!isok(ax, ay))
        return luaL_error(L, "placeobj at (%d,%d) is off the map (at (%d,%d) of the level)", x,
                          y, ax, ay);
    x = ax;
    y = ay;
    if (o) {
        o->x = x;
        o->y = y;
        o->container = -1;
        o->owner = -1;
        o->buried = false;
        o->floating = false;
    }
    return 0;
}

/* o:container() - what holds o */
static int obj_container(lua_State *L)
{
    struct obj *o = handle_obj(L, 1);

    nhl_push_obj(L, o ? o->container : -1);
    return 1;
}

/* o:contents() - the first object inside o */
static int obj_contents(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct obj *o = handle_obj(L, 1);
    int found = -1;

    if (o) {
        int self = (int) (o - lev->objects);

        for (int i = 0; i < lev->nobjects && found < 0; i++)
            if (lev->objects[i].container == self)
                found = i;
    }
    nhl_push_obj(L, found);
    return 1;
}

/* o:next() - the next floor object (C walks the floor chain) */
static int obj_next(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    struct obj *o = handle_obj(L, 1);
    int found = -1;

    if (o)
        for (int i = (int) (o - lev->objects) - 1; i >= 0 && found < 0; i--)
            if (where_of(&lev->objects[i]) == OBJ_FLOOR)
                found = i;
    nhl_push_obj(L, found);
    return 1;
}

static int obj_bury(lua_State *L)
{
    struct obj *o = handle_obj(L, 1);

    if (o && where_of(o) == OBJ_FLOOR)
        o->buried = true;
    lua_pushboolean(L, o != NULL);
    return 1;
}

static const luaL_Reg obj_methods[] = {
    { "new", obj_new },
    { "isnull", obj_isnull },
    { "at", obj_at },
    { "next", obj_next },
    { "totable", obj_totable },
    { "class", obj_class },
    { "placeobj", obj_placeobj },
    { "container", obj_container },
    { "contents", obj_contents },
    { "addcontent", obj_addcontent },
    { "has_timer", nhl_no_timer },
    { "peek_timer", nhl_timer_when },
    { "stop_timer", nhl_no_op },
    { "start_timer", nhl_no_op },
    { "bury", obj_bury },
    { NULL, NULL }
};

void nhl_register_obj(lua_State *L)
{
    luaL_newlibtable(L, obj_methods);
    nhl_set_bindings(L, obj_methods);
    luaL_newmetatable(L, OBJ_META);
    lua_pushvalue(L, -2);
    lua_setfield(L, -2, "__index");
    /* scripts see a stand-in, not the real metatable */
    lua_newtable(L);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
    lua_setglobal(L, "obj");
}
