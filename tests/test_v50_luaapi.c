/* test_v50_luaapi.c - the level API as each release defines it: what
 * NetHack 5.0.0 added to nh, nhc, obj, selection and des (nhlua.c,
 * nhlsel.c, nhlobj.c, sp_lev.c of 5.0.0), present when a level is built as
 * 5.0.0 and absent (or as 3.7 had it) when built as 3.7. */
#include <criterion/criterion.h>
#include <lauxlib.h>
#include <stdio.h>
#include <string.h>

#include "data_enums.h" /* PM_VAMPIRE, WAN_STASIS: the engine's numbering */
#include "level.h" /* level_new: a level made outside a build */
#include "lua_host.h" /* lua_host_new, lua_host_close: scripts run on a bare level */
#include "mvitals.h" /* G_GENOD: engine internals the test drives */
#include "rng.h" /* d, rn2: the draws, private to the engine */
#include "version.h" /* nh_otyp_to_c, nh_release: the release records */

struct host {
    struct nhl_rng rng;
    struct nhl_level *lev;
    lua_State *L;
};

/* a level of release v with a Lua state on it (nhlib.lua of that
 * release's dat/ when with_lib) */
static void host_open(struct host *h, enum nhl_version v, bool with_lib)
{
    struct nhl_level_context c;

    memset(h, 0, sizeof *h);
    nhl_rng_init(&h->rng, 42);
    nhl_rng_set_logging(&h->rng, true);
    nhl_level_context_defaults(&c);
    c.version = v;
    h->lev = level_new(&h->rng, &c);
    cr_assert_not_null(h->lev);
    struct lua_host_opts o = {
        .dir = !with_lib ? NULL
               : v == NHV_3_7 ? TU_NETHACK_DAT : TU_NETHACK50_DAT,
    };
    h->L = lua_host_new(h->lev, &o);
    cr_assert_not_null(h->L, "lua_host_new: %s", h->lev->errmsg);
}

static void host_close(struct host *h)
{
    lua_host_close(h->L);
    nhl_level_free(h->lev);
    nhl_rng_free(&h->rng);
}

/* run code; 0 or -1 with the message in msg */
static int run(struct host *h, const char *code, char *msg, size_t len)
{
    if (luaL_dostring(h->L, code) != LUA_OK) {
        snprintf(msg, len, "%s", lua_tostring(h->L, -1));
        lua_pop(h->L, 1);
        return -1;
    }
    msg[0] = '\0';
    return 0;
}

static void run_ok(struct host *h, const char *code)
{
    char msg[512];

    cr_assert_eq(run(h, code, msg, sizeof msg), 0, "%s: %s", code, msg);
}

/* the global `name` as a string ("" for nil, type name for others) */
static const char *global_str(struct host *h, const char *name)
{
    static char buf[256];

    lua_getglobal(h->L, name);
    if (lua_isnil(h->L, -1))
        buf[0] = '\0';
    else if (lua_type(h->L, -1) == LUA_TSTRING
             || lua_type(h->L, -1) == LUA_TNUMBER)
        snprintf(buf, sizeof buf, "%s", lua_tostring(h->L, -1));
    else if (lua_type(h->L, -1) == LUA_TBOOLEAN)
        snprintf(buf, sizeof buf, "%s",
                 lua_toboolean(h->L, -1) ? "true" : "false");
    else
        snprintf(buf, sizeof buf, "%s", luaL_typename(h->L, -1));
    lua_pop(h->L, 1);
    return buf;
}

/* ------------------------------------------------------------------ nh */

Test(v50_luaapi, nh_functions_only_in_5_0_0)
{
    static const char *const added[] = { "is_genocided", "debug_themerm",
                                         "int_to_pmname", "int_to_objname",
                                         "flip_level", NULL };
    struct host h37, h50;
    char code[128];

    host_open(&h37, NHV_3_7, false);
    host_open(&h50, NHV_5_0_0, false);
    for (int i = 0; added[i]; i++) {
        snprintf(code, sizeof code, "t = type(nh.%s)", added[i]);
        run_ok(&h37, code);
        cr_expect_str_eq(global_str(&h37, "t"), "nil", "3.7 has nh.%s",
                         added[i]);
        run_ok(&h50, code);
        cr_expect_str_eq(global_str(&h50, "t"), "function",
                         "5.0.0 lacks nh.%s", added[i]);
    }
    host_close(&h37);
    host_close(&h50);
}

Test(v50_luaapi, debug_themerm_is_nil_outside_wizard_mode)
{
    struct host h;

    host_open(&h, NHV_5_0_0, false);
    run_ok(&h, "a = nh.debug_themerm(false); b = nh.debug_themerm(true)");
    cr_expect_str_eq(global_str(&h, "a"), "");
    cr_expect_str_eq(global_str(&h, "b"), "");
    host_close(&h);
}

Test(v50_luaapi, is_genocided_reads_the_games_species_record)
{
    struct host h;

    host_open(&h, NHV_5_0_0, false);
    run_ok(&h, "a = nh.is_genocided('vampire'); b = nh.is_genocided('nonesuch')");
    cr_expect_str_eq(global_str(&h, "a"), "false");
    cr_expect_str_eq(global_str(&h, "b"), "false");
    h.lev->build->mvitals[PM_VAMPIRE].mvflags |= G_GENOD;
    run_ok(&h, "a = nh.is_genocided('Vampire')");
    cr_expect_str_eq(global_str(&h, "a"), "true");
    host_close(&h);
}

Test(v50_luaapi, int_to_names_use_the_releases_numbers)
{
    struct host h;
    char code[160];
    int c_stasis = nh_otyp_to_c(nh_release(NHV_5_0_0), WAN_STASIS);

    host_open(&h, NHV_5_0_0, false);
    snprintf(code, sizeof code,
             "n, c = nh.int_to_objname(%d); m = nh.int_to_pmname(%d);"
             "e1, e2 = nh.int_to_objname(-1); pm = nh.int_to_pmname(99999)",
             c_stasis, PM_VAMPIRE);
    run_ok(&h, code);
    cr_expect_str_eq(global_str(&h, "n"), "stasis");
    cr_expect_str_eq(global_str(&h, "c"), "/");
    cr_expect_str_eq(global_str(&h, "m"), "vampire");
    cr_expect_str_eq(global_str(&h, "e1"), "");
    cr_expect_str_eq(global_str(&h, "e2"), "");
    cr_expect_str_eq(global_str(&h, "pm"), "");
    host_close(&h);
}

Test(v50_luaapi, nhc_number_ranges_only_in_5_0_0)
{
    struct host h37, h50;
    char want[16];

    host_open(&h37, NHV_3_7, false);
    host_open(&h50, NHV_5_0_0, false);
    run_ok(&h37, "a = nhc.NUMMONS; b = nhc.LAST_OBJECT; c = nhc.COLNO");
    cr_expect_str_eq(global_str(&h37, "a"), "");
    cr_expect_str_eq(global_str(&h37, "b"), "");
    cr_expect_str_eq(global_str(&h37, "c"), "80");
    run_ok(&h50, "a = nhc.NUMMONS; b = nhc.LAST_OBJECT; c = nhc.LOW_PM;"
                 "d = nhc.HIGH_PM; e = nhc.FIRST_OBJECT");
    snprintf(want, sizeof want, "%d", NUMMONS_ENUM);
    cr_expect_str_eq(global_str(&h50, "a"), want);
    /* 5.0.0's last object in C's numbering is the engine's last */
    snprintf(want, sizeof want, "%d",
             nh_otyp_to_c(nh_release(NHV_5_0_0), NUM_OTYPES - 1));
    cr_expect_str_eq(global_str(&h50, "b"), want);
    cr_expect_str_eq(global_str(&h50, "c"), "0");
    snprintf(want, sizeof want, "%d", NUMMONS_ENUM - 1);
    cr_expect_str_eq(global_str(&h50, "d"), want);
    cr_expect_str_eq(global_str(&h50, "e"), "1");
    host_close(&h37);
    host_close(&h50);
}

/* ----------------------------------------------------------- des.monster */

#define SMALL_MAP \
    "des.level_init({ style = 'solidfill', fg = ' ', lit = 0 });" \
    "des.map([[\n-------\n|.....|\n|.....|\n|.....|\n-------\n]]);"

/* index of the first object of type otyp, -1 none */
static int find_obj(const struct nhl_level *lev, int otyp)
{
    for (int i = 0; i < lev->nobjects; i++)
        if (lev->objects[i].otyp == otyp)
            return i;
    return -1;
}

/* Vlad always carries the Candelabrum; `extra` goes into his table */
static const struct obj *vlad_candelabrum(struct host *h, const char *extra)
{
    char code[512];

    snprintf(code, sizeof code,
             SMALL_MAP "des.monster({ id = 'Vlad the Impaler', x = 2, y = 1%s })",
             extra);
    run_ok(h, code);
    cr_assert_eq(h->lev->nmonsters, 1);
    int oi = find_obj(h->lev, CANDELABRUM_OF_INVOCATION);

    cr_assert_geq(oi, 0, "no candelabrum");
    return &h->lev->objects[oi];
}

Test(v50_luaapi, given_inventory_drops_special_objects_in_5_0_0)
{
    struct host h37, h50;
    const struct obj *o;

    /* 3.7: the given inventory replaces his own, Candelabrum and all */
    host_open(&h37, NHV_3_7, false);
    o = vlad_candelabrum(&h37, ", inventory = function() end");
    cr_expect(o->floating);
    cr_expect_eq(o->owner, -1);
    host_close(&h37);
    /* 5.0.0: mdrop_special_objs puts it at his feet first */
    host_open(&h50, NHV_5_0_0, false);
    o = vlad_candelabrum(&h50, ", inventory = function() end");
    cr_expect_not(o->floating);
    cr_expect_eq(o->owner, -1);
    cr_expect_eq(o->x, h50.lev->monsters[0].x);
    cr_expect_eq(o->y, h50.lev->monsters[0].y);
    host_close(&h50);
}

Test(v50_luaapi, keep_default_invent)
{
    struct host h;
    const struct obj *o;

    /* with an inventory, asked to keep his own */
    host_open(&h, NHV_5_0_0, false);
    o = vlad_candelabrum(&h, ", keep_default_invent = true, "
                             "inventory = function() end");
    cr_expect_eq(o->owner, 0);
    host_close(&h);
    /* without one, asked to have none */
    host_open(&h, NHV_5_0_0, false);
    o = vlad_candelabrum(&h, ", keep_default_invent = false");
    cr_expect_eq(o->owner, -1);
    cr_expect_not(o->floating);
    host_close(&h);
    /* without one, not asked: his own */
    host_open(&h, NHV_5_0_0, false);
    o = vlad_candelabrum(&h, "");
    cr_expect_eq(o->owner, 0);
    host_close(&h);
    /* 3.7 knows no such key: his own stays */
    host_open(&h, NHV_3_7, false);
    o = vlad_candelabrum(&h, ", keep_default_invent = false");
    cr_expect_eq(o->owner, 0);
    host_close(&h);
}

Test(v50_luaapi, discarding_an_inventory_draws_per_object_in_5_0_0)
{
    struct host h37, h50;
    const char *code = SMALL_MAP
        "des.monster({ id = 'Vlad the Impaler', x = 2, y = 1,"
        " inventory = function() end })";
    int n37 = 0, n50 = 0;

    host_open(&h37, NHV_3_7, false);
    host_open(&h50, NHV_5_0_0, false);
    run_ok(&h37, code);
    run_ok(&h50, code);
    /* one obj_resists rn2(100) per carried object but the Candelabrum */
    for (int i = 0; i < h37.lev->nobjects; i++)
        n37 += h37.lev->objects[i].otyp != CANDELABRUM_OF_INVOCATION;
    for (size_t i = 0; i < h37.rng.nlog; i++)
        cr_expect_null(strstr(h37.rng.log[i], "obj_resists"));
    for (size_t i = 0; i < h50.rng.nlog; i++)
        if (strstr(h50.rng.log[i], "rn2(100)")
            && strstr(h50.rng.log[i], "obj_resists"))
            n50++;
    cr_expect_gt(n37, 0);
    cr_expect_eq(n50, n37);
    host_close(&h37);
    host_close(&h50);
}

/* jackal's level with m_lev_adj = adj, on the same stream */
static int jackal_level(enum nhl_version v, const char *adj)
{
    struct host h;
    char code[256];

    host_open(&h, v, false);
    snprintf(code, sizeof code,
             SMALL_MAP "des.monster({ id = 'jackal', x = 2, y = 1, m_lev_adj = %s })",
             adj);
    run_ok(&h, code);
    cr_assert_eq(h.lev->nmonsters, 1);
    int ml = h.lev->monsters[0].m_lev;

    host_close(&h);
    return ml;
}

Test(v50_luaapi, m_lev_adj)
{
    int base = jackal_level(NHV_5_0_0, "0");

    cr_expect_eq(jackal_level(NHV_5_0_0, "3"), base + 3);
    cr_expect_eq(jackal_level(NHV_5_0_0, "-99"), 0);
    cr_expect_eq(jackal_level(NHV_5_0_0, "99"), 49);
    cr_expect_eq(jackal_level(NHV_3_7, "3"), jackal_level(NHV_3_7, "0"));
}

/* ------------------------------------------------- optional string fields */

Test(v50_luaapi, optional_string_given_as_function)
{
    struct host h37, h50;
    char msg[256];
    const char *code = SMALL_MAP
        "des.monster({ id = 'jackal', x = 2, y = 1,"
        " name = function() return 'Fido' end })";

    host_open(&h50, NHV_5_0_0, false);
    run_ok(&h50, code);
    cr_assert_eq(h50.lev->nmonsters, 1);
    cr_expect_str_eq(h50.lev->monsters[0].mname, "Fido");
    /* 5.0.0 takes no number for a string */
    cr_expect_eq(run(&h50, SMALL_MAP "des.monster({ id = 'jackal', name = 7 })",
                     msg, sizeof msg), -1);
    cr_expect(strstr(msg, "no string"), "%s", msg);
    host_close(&h50);
    /* 3.7 wants a string (or a number) */
    host_open(&h37, NHV_3_7, false);
    cr_expect_eq(run(&h37, code, msg, sizeof msg), -1);
    run_ok(&h37, SMALL_MAP "des.monster({ id = 'jackal', name = 7 })");
    host_close(&h37);
}

/* ------------------------------------------------------------ des.object */

Test(v50_luaapi, object_id_looked_up_in_the_class_given)
{
    struct host h37, h50;
    const char *code = SMALL_MAP
        "des.object({ id = 'teleportation', class = '?', x = 1, y = 1 })";

    /* 3.7 takes the first "teleportation", the ring, whatever the class */
    host_open(&h37, NHV_3_7, false);
    run_ok(&h37, code);
    cr_assert_geq(h37.lev->nobjects, 1);
    cr_expect_eq(h37.lev->objects[0].otyp, RIN_TELEPORTATION);
    host_close(&h37);
    host_open(&h50, NHV_5_0_0, false);
    run_ok(&h50, code);
    cr_assert_geq(h50.lev->nobjects, 1);
    cr_expect_eq(h50.lev->objects[0].otyp, SCR_TELEPORTATION);
    host_close(&h50);
}

Test(v50_luaapi, trap_known_is_a_5_0_0_boolean)
{
    struct host h37, h50;
    char msg[256];
    const char *bad = SMALL_MAP
        "des.object({ id = 'chest', x = 1, y = 1, trapped = 1,"
        " trap_known = 'maybe' })";

    host_open(&h50, NHV_5_0_0, false);
    run_ok(&h50, SMALL_MAP "des.object({ id = 'chest', x = 1, y = 1,"
                           " trapped = 1, trap_known = true })");
    cr_expect_eq(run(&h50, bad, msg, sizeof msg), -1);
    host_close(&h50);
    /* 3.7 reads no such key */
    host_open(&h37, NHV_3_7, false);
    run_ok(&h37, bad);
    host_close(&h37);
}

/* ------------------------------------------------------------- des.gold */

/* des.gold(amount, x, y) */
static const struct obj *gold_at_3_args(struct host *h)
{
    run_ok(h, SMALL_MAP "des.gold(50, 4, 2)");
    int oi = find_obj(h->lev, GOLD_PIECE);

    cr_assert_geq(oi, 0);
    return &h->lev->objects[oi];
}

Test(v50_luaapi, gold_three_arguments)
{
    struct host h37, h50;
    const struct obj *g;

    /* 3.7 reads y from the x argument: (4,4); 5.0.0 reads (4,2) */
    host_open(&h37, NHV_3_7, false);
    g = gold_at_3_args(&h37);
    cr_expect_eq(g->y - h37.lev->build->coder.ystart, 4);
    cr_expect_eq(g->x - h37.lev->build->coder.xstart, 4);
    host_close(&h37);
    host_open(&h50, NHV_5_0_0, false);
    g = gold_at_3_args(&h50);
    cr_expect_eq(g->y - h50.lev->build->coder.ystart, 2);
    cr_expect_eq(g->x - h50.lev->build->coder.xstart, 4);
    host_close(&h50);
}

/* ------------------------------------------------------------- obj.new */

Test(v50_luaapi, obj_new_with_a_table)
{
    struct host h37, h50;
    char msg[256];

    host_open(&h50, NHV_5_0_0, false);
    run_ok(&h50, "a = obj.new({ id = 'food ration' }):totable().otyp_name;"
                 "b = obj.new({ class = '?' }):totable().oclass;"
                 "c = obj.new({ id = 'teleportation', class = '?' }):totable().otyp_name");
    cr_expect_str_eq(global_str(&h50, "a"), "food ration");
    cr_expect_str_eq(global_str(&h50, "b"), "?");
    cr_expect_str_eq(global_str(&h50, "c"), "teleportation");
    cr_expect_eq(h50.lev->objects[h50.lev->nobjects - 1].otyp,
                 SCR_TELEPORTATION);
    host_close(&h50);
    /* 3.7 takes only a string */
    host_open(&h37, NHV_3_7, false);
    cr_expect_eq(run(&h37, "obj.new({ id = 'food ration' })", msg, sizeof msg), -1);
    host_close(&h37);
}

/* ----------------------------------------------------------- selection */

Test(v50_luaapi, selection_describe_size)
{
    struct host h37, h50;

    host_open(&h50, NHV_5_0_0, false);
    run_ok(&h50, "a = selection.area(2,2,4,4):describe_size();"
                 "b = selection.area(2,2,6,3):describe_size();"
                 "c = selection.line(2,2,5,5):describe_size()");
    cr_expect_str_eq(global_str(&h50, "a"), "square 3 by 3");
    cr_expect_str_eq(global_str(&h50, "b"), "rectangular 5 by 2");
    cr_expect_str_eq(global_str(&h50, "c"), "irregularly shaped 4 by 4");
    host_close(&h50);
    host_open(&h37, NHV_3_7, false);
    run_ok(&h37, "a = type(selection.describe_size)");
    cr_expect_str_eq(global_str(&h37, "a"), "nil");
    host_close(&h37);
}

/* ----------------------------------------------------------- nh.gettrap */

Test(v50_luaapi, gettrap_once_only_in_5_0_0)
{
    struct host h37, h50;
    const char *code = SMALL_MAP
        "des.trap('arrow', 2, 2); o = type(nh.gettrap(2, 2).once)";

    host_open(&h37, NHV_3_7, false);
    run_ok(&h37, code);
    cr_expect_str_eq(global_str(&h37, "o"), "nil");
    host_close(&h37);
    host_open(&h50, NHV_5_0_0, false);
    run_ok(&h50, code);
    cr_expect_str_eq(global_str(&h50, "o"), "boolean");
    host_close(&h50);
}

/* ---------------------------------------------------------- nh.flip_level */

Test(v50_luaapi, flip_level_flips_now)
{
    struct host h;

    host_open(&h, NHV_5_0_0, false);
    run_ok(&h, SMALL_MAP "des.terrain(1, 1, 'F'); des.terrain(1, 3, 'T')");
    int x = h.lev->build->coder.xstart + 1, y1 = h.lev->build->coder.ystart + 1,
        y3 = h.lev->build->coder.ystart + 3;

    cr_assert_eq(h.lev->at[x][y1].typ, IRONBARS);
    run_ok(&h, "nh.flip_level(1)");
    /* upside down inside the map's extent: the bars and the tree swap */
    cr_expect_eq(h.lev->at[x][y1].typ, TREE);
    cr_expect_eq(h.lev->at[x][y3].typ, IRONBARS);
    host_close(&h);
}

/* ----------------------------------------------------------- obj numbers */

Test(v50_luaapi, obj_numbers_are_the_releases)
{
    struct host h37, h50;
    const char *code = "o = obj.new('wand of striking'):totable().otyp;"
                       "n = obj.class(o).name";
    char want[16];

    /* the wand of striking comes after 5.0.0's wand of stasis: C's
     * numbers differ between the releases */
    host_open(&h37, NHV_3_7, false);
    host_open(&h50, NHV_5_0_0, false);
    run_ok(&h37, code);
    run_ok(&h50, code);
    snprintf(want, sizeof want, "%d",
             nh_otyp_to_c(nh_release(NHV_3_7), WAN_STRIKING));
    cr_expect_str_eq(global_str(&h37, "o"), want);
    snprintf(want, sizeof want, "%d",
             nh_otyp_to_c(nh_release(NHV_5_0_0), WAN_STRIKING));
    cr_expect_str_eq(global_str(&h50, "o"), want);
    cr_expect_neq(nh_otyp_to_c(nh_release(NHV_3_7), WAN_STRIKING),
                  nh_otyp_to_c(nh_release(NHV_5_0_0), WAN_STRIKING));
    cr_expect_str_eq(global_str(&h37, "n"), "striking");
    cr_expect_str_eq(global_str(&h50, "n"), "striking");
    host_close(&h37);
    host_close(&h50);
}

/* ------------------------------------------------------------- nh.eckey */

Test(v50_luaapi, eckey_follows_the_releases_bindings)
{
    struct host h37, h50;
    const char *code = "t = nh.eckey('tip'); h = nh.eckey('history');"
                       "c = nh.eckey('chronicle'); v = nh.eckey('versionshort');"
                       "q = nh.eckey('quit'); n = nh.eckey('nonesuch')";

    host_open(&h37, NHV_3_7, false);
    host_open(&h50, NHV_5_0_0, false);
    run_ok(&h37, code);
    run_ok(&h50, code);
    cr_expect_str_eq(global_str(&h37, "t"), "M-T");
    cr_expect_str_eq(global_str(&h50, "t"), "M-T");
    cr_expect_str_eq(global_str(&h37, "h"), "V");
    cr_expect_str_eq(global_str(&h50, "h"), "#history");
    cr_expect_str_eq(global_str(&h37, "c"), "#chronicle");
    cr_expect_str_eq(global_str(&h50, "c"), "v");
    cr_expect_str_eq(global_str(&h37, "v"), "v");
    cr_expect_str_eq(global_str(&h50, "v"), "V");
    cr_expect_str_eq(global_str(&h50, "q"), "#quit");
    cr_expect_str_eq(global_str(&h50, "n"), "");
    host_close(&h37);
    host_close(&h50);
}
