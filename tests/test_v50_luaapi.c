/* test_v50_luaapi.c - the level API as each release defines it: what
 * NetHack 5.0.0 added to nh, nhc, obj, selection and des (nhlua.c,
 * nhlsel.c, nhlobj.c, sp_lev.c of 5.0.0), present when a level is built as
 * 5.0.0 and absent (or as 3.7 had it) when built as 3.7. */
#include <criterion/criterion.h>
#include <lauxlib.h>
#include <stdio.h>
#include <string.h>

#include "data_enums.h"
#include "level.h"
#include "lua_host.h"
#include "mvitals.h"
#include "rng.h"
#include "version.h"

struct host {
    struct rng rng;
    struct level *lev;
    lua_State *L;
};

/* a level of release v with a Lua state on it (nhlib.lua of that
 * release's dat/ when with_lib) */
static void host_open(struct host *h, enum nh_version v, bool with_lib)
{
    struct level_context c;

    memset(h, 0, sizeof *h);
    rng_init(&h->rng, 42);
    rng_set_logging(&h->rng, true);
    level_context_defaults(&c);
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
    level_free(h->lev);
    rng_free(&h->rng);
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
    h.lev->mvitals[PM_VAMPIRE].mvflags |= G_GENOD;
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
