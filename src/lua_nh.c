/* lua_nh.c - the `nh`, `nhc` and `u` globals of a level script (after
 * nhlua.c nhl_functions, init_nhc_data, init_u_data).
 *
 * The level files themselves call only nh.rn2, nh.random (through
 * nhlib.lua's math.random), nh.level_difficulty and nh.start_timer_at;
 * the rest is there so that nhlib.lua and other scripts run. Functions
 * that need a running game (menus, typed input, turns, timers) answer as a
 * game would with nothing to show: there is no player and no clock while a
 * level is only being built. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "location.h"
#include "lua_des.h"
#include "lua_game_stubs.h"
#include "lua_fields.h"
#include "lua_host.h"
#include "lua_obj.h"
#include "mondata.h"
#include "flip.h"
#include "monsters.h"
#include "mvitals.h"
#include "traps.h"
#include "version.h"

/* "Wrong args" errors name the function */
static int wrong_args(lua_State *L, const char *fn)
{
    return luaL_error(L, "nh.%s: wrong args", fn);
}

/* The bound of a draw a script asks for: released C NetHack computes
 * x % 0 for rn2(0) and dies of it (only development builds say
 * "rn2(0) attempted"), so a script's bound below 1 is its error (#12). */
static int draw_bound(lua_State *L, int idx, const char *fn)
{
    lua_Integer n = nhl_checkinteger(L, idx);

    if (n < 1)
        luaL_error(L, "%s: a draw needs a bound of 1 or more, not %I", fn, n);
    return (int) n;
}

/* nh.rn2(n) */
static int nh_rn2(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);

    if (lua_gettop(L) != 1)
        return wrong_args(L, "rn2");
    int n = draw_bound(L, 1, "nh.rn2");

    lua_pushinteger(L, rn2(lev->rng, n));
    return 1;
}

/* nh.random(n) = rn2(n); nh.random(a, n) = a + rn2(n) (n is a count) */
static int nh_random(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    int argc = lua_gettop(L);

    if (argc == 1) {
        int n = draw_bound(L, 1, "nh.random");

        lua_pushinteger(L, rn2(lev->rng, n));
    } else if (argc == 2) {
        lua_Integer a = nhl_checkinteger(L, 1);
        int n = draw_bound(L, 2, "nh.random");

        lua_pushinteger(L, a + rn2(lev->rng, n));
    } else {
        return wrong_args(L, "random");
    }
    return 1;
}

static int nh_level_difficulty(lua_State *L)
{
    if (lua_gettop(L) != 0)
        return luaL_error(L, "level_difficulty should not have any args");
    lua_pushinteger(L, nhl_level(L)->ctx.level_difficulty);
    return 1;
}

/* (x, y) or ({x=,y=}) or ({x,y}) -> script coordinates (nhl_get_xy_params) */
static bool xy_params(lua_State *L, int *x, int *y)
{
    int argc = lua_gettop(L);

    if (argc == 2) {
        *x = (int) nhl_tointeger(L, 1);
        *y = (int) nhl_tointeger(L, 2);
        return true;
    }
    if (argc == 1 && lua_type(L, 1) == LUA_TTABLE)
        return nhl_get_coord(L, 1, x, y);
    return false;
}

/* nh.abscoord(x, y) -> x, y; nh.abscoord({x=,y=}) -> {x=,y=} */
static int nh_abscoord(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    int argc = lua_gettop(L);
    int x, y;

    if (argc == 2) {
        x = (int) nhl_tointeger(L, 1);
        y = (int) nhl_tointeger(L, 2);
        cvt_to_abscoord(lev, &x, &y);
        lua_pushinteger(L, x);
        lua_pushinteger(L, y);
        return 2;
    }
    if (argc == 1 && lua_type(L, 1) == LUA_TTABLE) {
        x = nhl_table_int_req(L, 1, "x");
        y = nhl_table_int_req(L, 1, "y");
        cvt_to_abscoord(lev, &x, &y);
        lua_newtable(L);
        lua_pushinteger(L, x);
        lua_setfield(L, -2, "x");
        lua_pushinteger(L, y);
        lua_setfield(L, -2, "y");
        return 1;
    }
    return wrong_args(L, "abscoord");
}

/* flag bits of rm.flags for furniture (rm.h of NetHack: T_LOOTED,
 * TREE_LOOTED/TREE_SWARM, F_LOOTED/F_WARNED, S_LPUDDING/S_LDWASHER/S_LRING) */
#define T_LOOTED 1
#define TREE_LOOTED 1
#define TREE_SWARM 2
#define F_LOOTED 1
#define F_WARNED 2
#define S_LPUDDING 1
#define S_LDWASHER 2
#define S_LRING 4

/* nh.getmap(x, y) - one cell as a table (nhlua.c nhl_getmap) */
static int nh_getmap(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    int x, y;
    char mapchr[2];

    if (!xy_params(L, &x, &y))
        return luaL_error(L, "nh.getmap: incorrect arguments");
    cvt_to_abscoord(lev, &x, &y);
    if (!isok(x, y))
        return luaL_error(L, "nh.getmap: coordinates out of range");
    const struct rm *c = &lev->at[x][y];

    lua_newtable(L);
    set_field_int(L, "glyph", 0);
    set_field_int(L, "typ", c->typ);
    set_field_str(L, "typ_name", nhl_typ_longname(c->typ));
    mapchr[0] = nhl_typ2char(c->typ);
    mapchr[1] = '\0';
    set_field_str(L, "mapchr", mapchr);
    set_field_int(L, "seenv", 0);
    set_field_bool(L, "horizontal", c->horizontal);
    set_field_bool(L, "lit", c->lit);
    set_field_bool(L, "waslit", c->waslit);
    set_field_int(L, "roomno", c->roomno);
    set_field_bool(L, "edge", c->edge);
    set_field_bool(L, "candig", c->candig);
    set_field_bool(L, "has_trap", nhl_level_trap_at(lev, x, y) != NULL);

    lua_newtable(L);
    if (IS_DOOR(c->typ)) {
        set_field_bool(L, "nodoor", c->flags == D_NODOOR);
        set_field_bool(L, "broken", c->flags & D_BROKEN);
        set_field_bool(L, "isopen", c->flags & D_ISOPEN);
        set_field_bool(L, "closed", c->flags & D_CLOSED);
        set_field_bool(L, "locked", c->flags & D_LOCKED);
        set_field_bool(L, "trapped", c->flags & D_TRAPPED);
    } else if (c->typ == ALTAR) {
        set_field_bool(L, "shrine", c->flags & AM_SHRINE);
    } else if (c->typ == THRONE) {
        set_field_bool(L, "looted", c->flags & T_LOOTED);
    } else if (c->typ == TREE) {
        set_field_bool(L, "looted", c->flags & TREE_LOOTED);
        set_field_bool(L, "swarm", c->flags & TREE_SWARM);
    } else if (c->typ == FOUNTAIN) {
        set_field_bool(L, "looted", c->flags & F_LOOTED);
        set_field_bool(L, "warned", c->flags & F_WARNED);
    } else if (c->typ == SINK) {
        set_field_bool(L, "pudding", c->flags & S_LPUDDING);
        set_field_bool(L, "dishwasher", c->flags & S_LDWASHER);
        set_field_bool(L, "ring", c->flags & S_LRING);
    }
    lua_setfield(L, -2, "flags");
    return 1;
}

/* nh.gettrap(x, y) */
static int nh_gettrap(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    int x, y;

    if (!xy_params(L, &x, &y))
        return luaL_error(L, "nh.gettrap: incorrect arguments");
    cvt_to_abscoord(lev, &x, &y);
    if (!isok(x, y))
        return luaL_error(L, "nh.gettrap: coordinates out of range");
    struct trap *t = nhl_level_trap_at(lev, x, y);

    if (!t)
        return luaL_error(L, "nh.gettrap: no trap at location");
    lua_newtable(L);
    set_field_int(L, "tx", t->tx);
    set_field_int(L, "ty", t->ty);
    set_field_int(L, "ttyp", t->ttyp);
    set_field_str(L, "ttyp_name", nhl_trap_name(t->ttyp));
    set_field_bool(L, "tseen", t->tseen);
    set_field_bool(L, "madeby_u", false);
    /* 5.0.0 nhlua.c nhl_gettrap: the table tells whether the trap goes
     * off only once */
    if (lev->nh->rules.gettrap_once_field)
        set_field_bool(L, "once", t->once);
    switch (t->ttyp) {
    case SQKY_BOARD:
        set_field_int(L, "tnote", 0);
        break;
    case ROLLING_BOULDER_TRAP:
        set_field_int(L, "launchx", t->launch.x);
        set_field_int(L, "launchy", t->launch.y);
        set_field_int(L, "launch2x", 0);
        set_field_int(L, "launch2y", 0);
        break;
    case PIT:
    case SPIKED_PIT:
        set_field_int(L, "conjoined", 0);
        break;
    default:
        break;
    }
    return 1;
}

/* nh.deltrap(x, y) */
static int nh_deltrap(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);
    int x, y;

    if (!xy_params(L, &x, &y))
        return luaL_error(L, "nh.deltrap: incorrect arguments");
    cvt_to_abscoord(lev, &x, &y);
    /* C deletes nothing off the map, silently: an error here (#25) */
    if (!isok(x, y))
        return luaL_error(L, "nh.deltrap: coordinates out of range");
    {
        struct trap *t = nhl_level_trap_at(lev, x, y);

        if (t)
            level_del_trap(lev, (int) (t - lev->traps));
    }
    return 0;
}

/* A line joins the level's messages; what the engine holds counts
 * against the script's memory limit */
static void add_message(lua_State *L, const char *s)
{
    if (!level_add_message(nhl_level(L), s, strlen(s)))
        luaL_error(L, "not enough memory");
    nhl_charge(L, 0);
}

/* nh.pline(text[, more]) / nh.verbalize(text): nobody reads a message
 * window while a level is built; the text joins the level's messages */
static int nh_pline(lua_State *L)
{
    int argc = lua_gettop(L);

    if (argc < 1 || argc > 2)
        return wrong_args(L, "pline");
    add_message(L, luaL_checkstring(L, 1));
    return 0;
}

static int nh_verbalize(lua_State *L)
{
    if (lua_gettop(L) != 1)
        return wrong_args(L, "verbalize");
    add_message(L, luaL_checkstring(L, 1));
    return 0;
}

/* nh.impossible(text): in C a warning that lets the game go on; a level
 * that reaches it is wrong, so here it stops the build with the text */
static int nh_impossible(lua_State *L)
{
    if (lua_gettop(L) != 1)
        return wrong_args(L, "impossible");
    return luaL_error(L, "impossible: %s", luaL_checkstring(L, 1));
}

/* nh.variable(key[, value]) - a key/value store for this state (C keeps
 * it in the game's core state, saved with the game) */
static int nh_variable(lua_State *L)
{
    int argc = lua_gettop(L);

    if (argc < 1 || argc > 2)
        return wrong_args(L, "variable");
    luaL_checkstring(L, 1);
    if (lua_getfield(L, LUA_REGISTRYINDEX, "nhl_variables") != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setfield(L, LUA_REGISTRYINDEX, "nhl_variables");
    }
    if (argc == 1) {
        lua_pushvalue(L, 1);
        lua_rawget(L, -2);
        return 1;
    }
    int t = lua_type(L, 2);

    if (t != LUA_TNIL && t != LUA_TSTRING && t != LUA_TNUMBER
        && t != LUA_TBOOLEAN && t != LUA_TTABLE)
        return luaL_error(L, "nh.variable: cannot store a %s",
                          luaL_typename(L, 2));
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    lua_rawset(L, -3);
    return 0;
}

/* nh.stairways() - { {up=,ladder=,x=,y=,dnum=,dlevel=}, ... } */
static int nh_stairways(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);

    lua_newtable(L);
    for (int i = 0; i < lev->nstairs; i++) {
        const struct stairway *s = &lev->stairs[i];

        lua_newtable(L);
        set_field_bool(L, "up", s->up);
        set_field_bool(L, "ladder", s->isladder);
        set_field_int(L, "x", s->sx);
        set_field_int(L, "y", s->sy);
        set_field_int(L, "dnum", s->tolev.dnum);
        set_field_int(L, "dlevel", s->tolev.dlevel);
        lua_rawseti(L, -2, i + 1);
    }
    return 1;
}

/* nh.dnum_name(dnum) - we know only the dungeon the level is in */
static int nh_dnum_name(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);

    if (lua_gettop(L) != 1)
        return luaL_error(L, "nh.dnum_name: expected an integer parameter");
    lua_Integer dnum = nhl_checkinteger(L, 1);

    lua_pushstring(L, dnum == lev->ctx.dnum ? lev->ctx.dungeon : "");
    return 1;
}

static bool is_vowel(char c)
{
    return c && strchr("aeiouAEIOU", c) != NULL;
}

/* English helpers: the simple rules, enough for messages nobody reads
 * during a build (C's objnam.c handles many more irregular words) */
static int nh_an(lua_State *L)
{
    if (lua_gettop(L) != 1)
        return wrong_args(L, "an");
    const char *s = luaL_checkstring(L, 1);

    lua_pushfstring(L, "%s %s", is_vowel(s[0]) ? "an" : "a", s);
    return 1;
}

static bool ends_with(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);

    return n >= m && strcmp(s + n - m, suf) == 0;
}

static int nh_makeplural(lua_State *L)
{
    if (lua_gettop(L) != 1)
        return wrong_args(L, "makeplural");
    const char *s = luaL_checkstring(L, 1);
    size_t n = strlen(s);

    if (n > 1 && s[n - 1] == 'y' && !is_vowel(s[n - 2]))
        lua_pushfstring(L, "%sies", lua_pushlstring(L, s, n - 1));
    else if (ends_with(s, "s") || ends_with(s, "x") || ends_with(s, "z")
             || ends_with(s, "ch") || ends_with(s, "sh"))
        lua_pushfstring(L, "%ses", s);
    else
        lua_pushfstring(L, "%ss", s);
    return 1;
}

static int nh_makesingular(lua_State *L)
{
    if (lua_gettop(L) != 1)
        return wrong_args(L, "makesingular");
    const char *s = luaL_checkstring(L, 1);
    size_t n = strlen(s);

    if (ends_with(s, "ies") && n > 3)
        lua_pushfstring(L, "%sy", lua_pushlstring(L, s, n - 3));
    else if ((ends_with(s, "ches") || ends_with(s, "shes")
              || ends_with(s, "sses") || ends_with(s, "xes")
              || ends_with(s, "zes")))
        lua_pushlstring(L, s, n - 2);
    else if (ends_with(s, "s") && !ends_with(s, "ss"))
        lua_pushlstring(L, s, n - 1);
    else
        lua_pushstring(L, s);
    return 1;
}

static int nh_s_suffix(lua_State *L)
{
    if (lua_gettop(L) != 1)
        return wrong_args(L, "s_suffix");
    const char *s = luaL_checkstring(L, 1);

    if (strcmp(s, "it") == 0 || strcmp(s, "It") == 0)
        lua_pushfstring(L, "%ss", s);
    else if (strcmp(s, "you") == 0 || strcmp(s, "You") == 0)
        lua_pushfstring(L, "%sr", s);
    else if (ends_with(s, "s"))
        lua_pushfstring(L, "%s'", s);
    else
        lua_pushfstring(L, "%s's", s);
    return 1;
}

static int nh_ing_suffix(lua_State *L)
{
    if (lua_gettop(L) != 1)
        return wrong_args(L, "ing_suffix");
    const char *s = luaL_checkstring(L, 1);
    size_t n = strlen(s);

    if (n > 1 && s[n - 1] == 'e' && s[n - 2] != 'e')
        lua_pushfstring(L, "%sing", lua_pushlstring(L, s, n - 1));
    else
        lua_pushfstring(L, "%sing", s);
    return 1;
}

/* nh.test({x=, y=[, name=]}) - the C test hook: reports its argument */
static int nh_test(lua_State *L)
{
    char buf[160];

    lua_settop(L, 1);
    luaL_checktype(L, 1, LUA_TTABLE);
    int x = nhl_table_int_req(L, 1, "x");
    int y = nhl_table_int_req(L, 1, "y");
    const char *name = nhl_table_str(L, 1, "name", "Player");

    snprintf(buf, sizeof buf, "TEST:{ x=%d, y=%d, name=\"%s\" }", x, y, name);
    add_message(L, buf);
    return 1;
}

/* nh.debug_flags({...}): the flags steer a running game (monster
 * generation, hunger) or wizard-mode stair overwriting; checked, then
 * ignored */
static int nh_debug_flags(lua_State *L)
{
    if (lua_gettop(L) < 1)
        lua_newtable(L);
    lua_settop(L, 1);
    luaL_checktype(L, 1, LUA_TTABLE);
    (void) nhl_table_boolean(L, 1, "mongen", -1);
    (void) nhl_table_boolean(L, 1, "hunger", -1);
    (void) nhl_table_boolean(L, 1, "overwrite_stairs", -1);
    /* 5.0.0 nhl_debug_flags: keep messages from the interface */
    if (nhl_level(L)->nh->rules.debug_flags_prevent_pline)
        (void) nhl_table_boolean(L, 1, "prevent_pline", -1);
    return 0;
}

/* No player, no interface: a menu has no pick, a prompt no answer, a
 * command no key. */
static int nh_nil(lua_State *L)
{
    lua_pushnil(L);
    return 1;
}

static int nh_empty_string(lua_State *L)
{
    lua_pushliteral(L, "");
    return 1;
}

/* nh.eckey(name): the key NetHack's default bindings (no number_pad)
 * give an extended command, as visctrl shows it ("^D", "M-l"); "#name" for
 * a command without a key. The tutorial's engravings quote these. */
static const struct { const char *cmd, *key; } default_keys[] = {
    { "apply", "a" }, { "attributes", "^X" }, { "call", "C" }, { "cast", "Z" },
    { "close", "c" }, { "down", ">" }, { "drop", "d" }, { "droptype", "D" },
    { "eat", "e" }, { "engrave", "E" }, { "fire", "f" }, { "glance", ";" },
    { "help", "?" }, { "inventory", "i" }, { "kick", "^D" },
    { "look", ":" }, { "loot", "M-l" }, { "movewest", "h" }, { "movesouth", "j" },
    { "movenorth", "k" }, { "moveeast", "l" }, { "movenorthwest", "y" },
    { "movenortheast", "u" }, { "movesouthwest", "b" }, { "movesoutheast", "n" },
    { "open", "o" }, { "pay", "p" }, { "pickup", "," }, { "pray", "M-p" },
    { "puton", "P" }, { "quaff", "q" }, { "quiver", "Q" }, { "read", "r" },
    { "redraw", "^R" }, { "remove", "R" }, { "rush", "g" }, { "run", "G" },
    { "save", "S" }, { "search", "s" }, { "swap", "x" }, { "takeoff", "T" },
    { "takeoffall", "A" }, { "teleport", "^T" }, { "throw", "t" },
    { "travel", "_" }, { "twoweapon", "X" }, { "up", "<" }, { "wait", "." },
    { "wear", "W" }, { "whatis", "/" }, { "wield", "w" }, { "zap", "z" },
    { "offer", "M-o" }, { "pray", "M-p" }, { "sit", "M-s" }, { "force", "M-f" },
    { "enhance", "M-e" }, { "chat", "M-c" }, { "dip", "M-d" }, { "jump", "M-j" },
    { "untrap", "M-u" }, { "wipe", "M-w" }, { "ride", "M-R" }, { "turn", "M-t" },
    { "invoke", "M-i" }, { "monster", "M-m" }, { "rub", "M-r" },
    { "adjust", "M-a" }, { "annotate", "M-A" }, { "autopickup", "@" },
    { "conduct", "M-C" }, { "exploremode", "M-X" }, { "fight", "F" },
    { "genocided", "M-g" }, { "inventtype", "I" }, { "known", "\\" },
    { "knownclass", "`" }, { "name", "M-n" }, { "options", "O" },
    { "overview", "^O" }, { "perminv", "|" }, { "prevmsg", "^P" },
    { "repeat", "^A" }, { "reqmenu", "m" }, { "retravel", "^_" },
    { "seeall", "*" }, { "shell", "!" }, { "showtrap", "^" },
    { "suspend", "^Z" }, { "tip", "M-T" }, { "vanquished", "M-V" },
    { "version", "M-v" }, { "whatdoes", "&" }, { "terrain", "^?" },
    { "#", "#" },
};

/* commands whose keys 5.0.0 moved (cmd.c extcmdlist): 3.7's 'V' history
 * and 'v' versionshort became 'v' chronicle and 'V' versionshort */
static const struct { const char *cmd, *key37, *key50; } moved_keys[] = {
    { "history", "V", NULL },
    { "chronicle", NULL, "v" },
    { "versionshort", "v", "V" },
};

/* commands with no key of their own ("#name"); any other name is no
 * command at all ("") */
static const char *const keyless[] = {
    "bugreport", "debugfuzzer", "herecmdmenu", "levelchange",
    "lightsources", "lookaround", "migratemons", "optionsfull", "panic",
    "polyself", "quit", "saveoptions", "stats", "therecmdmenu", "timeout",
    "vision", "wmode",
    "rushwest", "rushnorthwest", "rushnorth", "rushnortheast", "rusheast",
    "rushsoutheast", "rushsouth", "rushsouthwest", "runwest",
    "runnorthwest", "runnorth", "runnortheast", "runeast", "runsoutheast",
    "runsouth", "runsouthwest", "clicklook", "mouseaction", "altadjust",
    "altdip", "altunwield", NULL
};

static int nh_eckey(lua_State *L)
{
    bool moved = nhl_level(L)->nh->rules.eckey_chronicle_keys;
    const char *cmd = luaL_checkstring(L, 1);

    for (size_t i = 0; i < sizeof moved_keys / sizeof moved_keys[0]; i++)
        if (strcmp(moved_keys[i].cmd, cmd) == 0) {
            /* 5.0.0 cmd.c extcmdlist */
            const char *k = moved ? moved_keys[i].key50 : moved_keys[i].key37;

            if (k)
                lua_pushstring(L, k);
            else
                lua_pushfstring(L, "#%s", cmd);
            return 1;
        }
    for (size_t i = 0; i < sizeof default_keys / sizeof default_keys[0]; i++)
        if (strcmp(default_keys[i].cmd, cmd) == 0) {
            lua_pushstring(L, default_keys[i].key);
            return 1;
        }
    for (int i = 0; keyless[i]; i++)
        if (strcmp(keyless[i], cmd) == 0
            || (nhl_level(L)->nh->rules.eckey_toggle
                && !strcmp(cmd, "toggle"))
            || (nhl_level(L)->nh->rules.eckey_alttakeoff
                && !strcmp(cmd, "alttakeoff"))) {
            lua_pushfstring(L, "#%s", cmd);
            return 1;
        }
    /* C: cmd_from_ecname - no such command */
    lua_pushliteral(L, "");
    return 1;
}

/* ---------------------------------------------------------------------
 * Functions 5.0.0 added (nhlua.c of 5.0.0); a 3.7 script does not see
 * them. */

/* C's object count of the level's release (NUM_OBJECTS): one past its
 * highest C otyp */
static int release_num_objects(const struct nhl_level *lev)
{
    int n = 0;

    for (int otyp = 0; otyp < NUM_OTYPES; otyp++) {
        int c = nh_otyp_to_c(lev->nh, otyp);

        if (c + 1 > n)
            n = c + 1;
    }
    return n;
}

/* nh.is_genocided(name): whether the species is genocided in the game the
 * level is built for (nhl_is_genocided; names as find_montype reads them,
 * without name_to_mon's plural and article forms) */
static int nh_is_genocided(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);

    if (lua_gettop(L) != 1)
        return wrong_args(L, "is_genocided");
    const char *name = luaL_checkstring(L, 1);
    int mndx = -1;

    for (int i = 0; i < NUMMONS_ENUM && mndx < 0; i++)
        for (int g = 0; g < 3; g++) {
            const char *n = lev->nh->mons[i].pmnames[g];

            if (n && strcasecmp(n, name) == 0) {
                mndx = i;
                break;
            }
        }
    lua_pushboolean(L, mndx >= 0 && mv_genocided(lev, mndx));
    return 1;
}

/* nh.debug_themerm(isfill): the THEMERM / THEMERMFILL choice of a wizard-
 * mode game; nil, as for every game that is not one
 * (nhl_get_debug_themerm_name) */
static int nh_debug_themerm(lua_State *L)
{
    if (lua_gettop(L) != 1)
        return luaL_error(L, "debug_themerm should have 1 boolean arg");
    lua_pushnil(L);
    return 1;
}

/* nh.int_to_pmname(mndx): the species' neutral name, "" out of range
 * (nhl_int_to_pm_name) */
static int nh_int_to_pmname(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);

    if (lua_gettop(L) != 1)
        return luaL_error(L, "Expected an integer parameter");
    lua_Integer i = nhl_checkinteger(L, 1);
    const char *n = i >= 0 && i < NUMMONS_ENUM
                        ? lev->nh->mons[i].pmnames[0] : NULL;

    lua_pushstring(L, n ? n : "");
    return 1;
}

/* nh.int_to_objname(otyp) -> name, class symbol; otyp is C's number in
 * the level's release; "", "" when it names no object
 * (nhl_int_to_obj_name) */
static int nh_int_to_objname(lua_State *L)
{
    struct nhl_level *lev = nhl_level(L);

    if (lua_gettop(L) != 1)
        return luaL_error(L, "Expected an integer parameter");
    lua_Integer i = nhl_checkinteger(L, 1);
    int otyp = i >= 0 && i < release_num_objects(lev)
                   ? nh_otyp_from_c(lev->nh, (int) i) : -1;
    const struct objclass *oc = otyp >= 0 ? &lev->nh->objects[otyp] : NULL;

    if (oc && oc->oc_name) {
        char sym[2] = { oclass_symbol(oc->oc_class), '\0' };

        lua_pushstring(L, oc->oc_name);
        lua_pushstring(L, sym);
    } else {
        lua_pushliteral(L, "");
        lua_pushliteral(L, "");
    }
    return 2;
}

/* nh.flip_level(n): flip the level as it stands now (bit 1 upside down,
 * bit 2 mirror-wise); while a level is made C leaves the extras (the
 * hero, the display) alone, as flip.c does (nhl_flip_level) */
static int nh_flip_level(lua_State *L)
{
    int flp = 0;

    if (lua_gettop(L) == 1)
        flp = (int) nhl_tointeger(L, 1);
    flip_level(nhl_level(L), flp);
    return 0;
}

static const luaL_Reg nh_functions_5_0_0[] = {
    { "is_genocided", nh_is_genocided },
    { "debug_themerm", nh_debug_themerm },
    { "int_to_pmname", nh_int_to_pmname },
    { "int_to_objname", nh_int_to_objname },
    { "flip_level", nh_flip_level },
    { NULL, NULL }
};

static const luaL_Reg nh_functions[] = {
    { "test", nh_test },
    { "getmap", nh_getmap },
    { "gettrap", nh_gettrap },
    { "deltrap", nh_deltrap },
    { "has_timer_at", nhl_no_timer },
    { "peek_timer_at", nhl_timer_when },
    { "stop_timer_at", nhl_no_op },
    { "start_timer_at", nhl_no_op },
    { "abscoord", nh_abscoord },
    { "impossible", nh_impossible },
    { "pline", nh_pline },
    { "verbalize", nh_verbalize },
    { "menu", nh_nil },
    { "text", nhl_no_op },
    { "getlin", nh_empty_string },
    { "eckey", nh_eckey },
    { "callback", nhl_no_op },
    { "gamestate", nhl_no_op },
    { "makeplural", nh_makeplural },
    { "makesingular", nh_makesingular },
    { "s_suffix", nh_s_suffix },
    { "ing_suffix", nh_ing_suffix },
    { "an", nh_an },
    { "rn2", nh_rn2 },
    { "random", nh_random },
    { "level_difficulty", nh_level_difficulty },
    { "parse_config", nhl_no_op },
    { "get_config", nh_nil },
    { "get_config_errors", nh_empty_string },
    { "dnum_name", nh_dnum_name },
    { "variable", nh_variable },
    { "stairways", nh_stairways },
    { "pushkey", nhl_no_op },
    { "doturn", nhl_no_op },
    { "debug_flags", nh_debug_flags },
    { NULL, NULL }
};

/* ---------------------------------------------------------------------
 * u: read-only view of the hero (nhlua.c nhl_meta_u_index). The hero is
 * not on the level while it is built: position and motion read 0. */

static int u_index(lua_State *L)
{
    const struct nhl_level_context *c = &nhl_level(L)->ctx;
    const struct nhl_hero *h = &nhl_level(L)->game->hero;
    const char *k = luaL_checkstring(L, 2);
    static const char *const zero_fields[] = {
        "ux", "uy", "dx", "dy", "dz", "tx", "ty", "mh", "mhmax",
        "mtimedone", "uhave_amulet", NULL
    };

    for (int i = 0; zero_fields[i]; i++)
        if (strcmp(k, zero_fields[i]) == 0) {
            lua_pushinteger(L, 0);
            return 1;
        }
    if (strcmp(k, "ulevel") == 0 || strcmp(k, "ulevelmax") == 0)
        lua_pushinteger(L, h->ulevel);
    else if (strcmp(k, "uhunger") == 0)
        lua_pushinteger(L, 900); /* a new hero's nutrition */
    else if (strcmp(k, "nv_range") == 0)
        lua_pushinteger(L, 1);
    else if (strcmp(k, "xray_range") == 0)
        lua_pushinteger(L, -1);
    else if (strcmp(k, "umonster") == 0 || strcmp(k, "umonnum") == 0)
        lua_pushinteger(L, mndx_by_name(h->role));
    else if (strcmp(k, "dlevel") == 0)
        lua_pushinteger(L, c->dlevel);
    else if (strcmp(k, "dnum") == 0)
        lua_pushinteger(L, c->dnum);
    else if (strcmp(k, "uluck") == 0)
        lua_pushinteger(L, h->luck);
    else if (strcmp(k, "uhp") == 0 || strcmp(k, "uhpmax") == 0)
        /* a game's start sets them; the truth files' hero has 16 */
        lua_pushinteger(L, h->uhpmax > 0 ? h->uhpmax : 16);
    else if (strcmp(k, "uen") == 0 || strcmp(k, "uenmax") == 0)
        /* a new hero's energy is full; the truth files' hero has none */
        lua_pushinteger(L, h->uenmax);
    else if (strcmp(k, "inventory") == 0)
        nhl_push_obj(L, -1);
    else if (strcmp(k, "role") == 0)
        lua_pushstring(L, h->role);
    else if (strcmp(k, "moves") == 0)
        lua_pushinteger(L, c->moves);
    else if (strcmp(k, "depth") == 0)
        lua_pushinteger(L, c->depth);
    else if (strcmp(k, "invocation_level") == 0)
        lua_pushboolean(L, c->invocation_level);
    else
        return luaL_error(L, "Unknown u table index '%s'", k);
    return 1;
}

static int u_newindex(lua_State *L)
{
    return luaL_error(L, "Cannot set u table values");
}

static const luaL_Reg u_functions[] = {
    { "clear_inventory", nhl_no_op },
    { "giveobj", nhl_no_op },
    { NULL, NULL }
};

void nhl_register_nh(lua_State *L)
{
    const struct nhl_level *lev = nhl_level(L);

    luaL_newlibtable(L, nh_functions);
    nhl_set_bindings(L, nh_functions);
    /* 5.0.0 nhlua.c nhl_functions: the functions it added */
    if (lev->nh->rules.nh_added_functions)
        nhl_set_bindings(L, nh_functions_5_0_0);
    lua_setglobal(L, "nh");

    lua_newtable(L);
    set_field_int(L, "COLNO", COLNO);
    set_field_int(L, "ROWNO", ROWNO);
    /* 5.0.0 nhlua.c nhl_consts: the monster and object number ranges, in
     * the release's own numbering */
    if (lev->nh->rules.nh_monster_ranges) {
        set_field_int(L, "NUMMONS", NUMMONS_ENUM);
        set_field_int(L, "LOW_PM", 0);
        set_field_int(L, "HIGH_PM", NUMMONS_ENUM - 1);
        set_field_int(L, "FIRST_OBJECT", 1);
        set_field_int(L, "LAST_OBJECT", release_num_objects(lev) - 1);
    }
    set_field_int(L, "DLB", 1); /* the truth build read its files from a dlb */
    lua_setglobal(L, "nhc");

    luaL_newlibtable(L, u_functions);
    nhl_set_bindings(L, u_functions);
    lua_newtable(L);
    lua_pushcfunction(L, u_index);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, u_newindex);
    lua_setfield(L, -2, "__newindex");
    lua_setmetatable(L, -2);
    lua_setglobal(L, "u");
}
