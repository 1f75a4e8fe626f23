/* test_lua_host.c - the sandboxed Lua host: what scripts can reach, the
 * limits that stop runaway scripts, error positions, nhlib's draws, the
 * read-only u table, nh.random / math.random and the argument helpers. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "tables.h" /* objects_invariant: the release's tables */
#include "data_enums.h" /* WAN_TELEPORTATION, FOOD_RATION: the engine's numbering */
#include "level.h" /* level_new, level_new_hero: a level made outside a build */
#include "nhlev.h"
#include "lua_host.h" /* lua_host_new, lua_host_close: the module under test */
#include "rng.h" /* d, rng_parse_line: the draws, private to the engine */
#include "step.h" /* step_log_new, step_end: engine internals the test drives */

#define FIX NHLEV_TEST_DIR "/fixtures/lua"
#define NETHACK_DAT "" TU_NETHACK_DAT ""

struct fixture {
    struct nhl_rng rng;
    struct nhl_level *lev;
    lua_State *L;
};

static void setup_in(struct fixture *f, const char *dir, size_t mem,
                     long instr)
{
    memset(f, 0, sizeof *f);
    f->rng.logging = true;
    nhl_rng_init(&f->rng, 42);
    f->lev = level_new(&f->rng, NULL);
    cr_assert_not_null(f->lev);
    struct lua_host_opts o = { .dir = dir, .mem_limit = mem,
                               .instr_limit = instr };
    f->L = lua_host_new(f->lev, &o);
    cr_assert_not_null(f->L, "lua_host_new: %s", f->lev->errmsg);
}

static void teardown(struct fixture *f)
{
    lua_host_close(f->L);
    nhl_level_free(f->lev);
    nhl_rng_free(&f->rng);
}

static int run(struct fixture *f, const char *name)
{
    char path[512];

    snprintf(path, sizeof path, "%s/%s", FIX, name);
    return lua_host_run_file(f->L, path);
}

static bool dir_exists(const char *d)
{
    struct stat st;

    return stat(d, &st) == 0 && S_ISDIR(st.st_mode);
}

Test(lua_host, sandbox_removes_unsafe_globals)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    cr_assert_eq(run(&f, "sandbox.lua"), 0, "%s", f.lev->errmsg);
    cr_assert_str_eq(f.lev->message, "clean");
    /* and from C: the unsafe names are really nil */
    const char *gone[] = { "io", "os", "load", "dofile", "require", NULL };

    for (int i = 0; gone[i]; i++) {
        lua_getglobal(f.L, gone[i]);
        cr_assert(lua_isnil(f.L, -1), "%s is reachable", gone[i]);
        lua_pop(f.L, 1);
    }
    teardown(&f);
}

Test(lua_host, endless_loop_stops_with_position)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 2000000);
    cr_assert_eq(run(&f, "loop.lua"), -1);
    cr_assert(strncmp(f.lev->errmsg, "loop.lua:3:", 11) == 0, "%s",
              f.lev->errmsg);
    cr_assert(strstr(f.lev->errmsg, "instruction limit exceeded"), "%s",
              f.lev->errmsg);
    teardown(&f);
}

/* the default budget ends an endless loop: the error says which limit
 * was spent (100 million), in work, whatever the machine's speed */
Test(lua_host, default_instruction_limit_ends_the_loop)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    cr_assert_eq(run(&f, "loop.lua"), -1);
    cr_assert(strstr(f.lev->errmsg, "instruction limit exceeded (100000000 "
                     "instructions and engine steps)"), "%s", f.lev->errmsg);
    teardown(&f);
}

Test(lua_host, pcall_cannot_swallow_the_limit)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 1000000);
    cr_assert_eq(run(&f, "pcall_loop.lua"), -1);
    cr_assert(strstr(f.lev->errmsg, "instruction limit exceeded"), "%s",
              f.lev->errmsg);
    cr_assert(strncmp(f.lev->errmsg, "pcall_loop.lua:", 15) == 0, "%s",
              f.lev->errmsg);
    teardown(&f);
}

Test(lua_host, runaway_memory_stops_with_position)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    cr_assert_eq(run(&f, "memory.lua"), -1);
    cr_assert(strstr(f.lev->errmsg, "not enough memory"), "%s",
              f.lev->errmsg);
    cr_assert(strncmp(f.lev->errmsg, "memory.lua:3:", 13) == 0, "%s",
              f.lev->errmsg);
    teardown(&f);

    /* the process is healthy: another state builds and runs normally */
    setup_in(&f, FIX, 0, 0);
    cr_assert_eq(run(&f, "plain.lua"), 0, "%s", f.lev->errmsg);
    cr_assert(strncmp(f.lev->message, "plain ", 6) == 0);
    teardown(&f);
}

Test(lua_host, script_errors_name_file_and_line)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    cr_assert_eq(run(&f, "boom.lua"), -1);
    cr_assert_str_eq(f.lev->errmsg, "boom.lua:3: boom 1");
    cr_assert_eq(run(&f, "nilcall.lua"), -1);
    cr_assert(strncmp(f.lev->errmsg, "nilcall.lua:3:", 14) == 0, "%s",
              f.lev->errmsg);
    cr_assert_eq(run(&f, "syntax.lua"), -1);
    cr_assert(strncmp(f.lev->errmsg, "syntax.lua:2:", 13) == 0, "%s",
              f.lev->errmsg);
    cr_assert_eq(run(&f, "no_such_file.lua"), -1);
    cr_assert(strstr(f.lev->errmsg, "no_such_file.lua"), "%s", f.lev->errmsg);
    teardown(&f);
}

Test(lua_host, nhlib_draws_first_with_script_position)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    cr_assert_geq(f.rng.nlog, 2);
    struct rng_line a, b;

    cr_assert(rng_parse_line(f.rng.log[0], &a), "%s", f.rng.log[0]);
    cr_assert(rng_parse_line(f.rng.log[1], &b), "%s", f.rng.log[1]);
    cr_assert_str_eq(a.func, "rn2");
    cr_assert_eq(a.arg1, 3);
    cr_assert_str_eq(b.func, "rn2");
    cr_assert_eq(b.arg1, 2);
    cr_assert(strncmp(a.script, "nhlib.lua:", 10) == 0, "%s", f.rng.log[0]);
    cr_assert_eq(f.rng.nlog, 2);
    teardown(&f);
}

Test(lua_host, nethack_nhlib_draws_rn2_3_then_rn2_2)
{
    if (!dir_exists(NETHACK_DAT))
        cr_skip("no NetHack dat/ at " NETHACK_DAT);
    struct fixture f;

    setup_in(&f, NETHACK_DAT, 0, 0);
    cr_assert_eq(f.rng.nlog, 2);
    cr_assert(strstr(f.rng.log[0], "rn2(3)="), "%s", f.rng.log[0]);
    cr_assert(strstr(f.rng.log[0], "[nhlib.lua:8]"), "%s", f.rng.log[0]);
    cr_assert(strstr(f.rng.log[1], "rn2(2)="), "%s", f.rng.log[1]);
    cr_assert(strstr(f.rng.log[1], "[nhlib.lua:8]"), "%s", f.rng.log[1]);
    /* the shuffled list is there for the script */
    lua_getglobal(f.L, "align");
    cr_assert(lua_istable(f.L, -1));
    cr_assert_eq(luaL_len(f.L, -1), 3);
    teardown(&f);
}

/* a release's nhlib.lua runs without the count hook (need_hook); a script
 * of one's own run after it in the same state is still stopped */
Test(lua_host, limit_holds_after_a_released_script)
{
    if (!dir_exists(NETHACK_DAT))
        cr_skip("no NetHack dat/ at " NETHACK_DAT);
    struct fixture f;

    setup_in(&f, NETHACK_DAT, 0, 0);
    cr_assert_null(lua_gethook(f.L), "a release's nhlib.lua set the hook");
    cr_assert_eq(run(&f, "loop.lua"), -1);
    cr_assert(strstr(f.lev->errmsg, "instruction limit exceeded"), "%s",
              f.lev->errmsg);
    teardown(&f);
}

Test(lua_host, draws_carry_the_innermost_script_line)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    cr_assert_eq(run(&f, "where.lua"), 0, "%s", f.lev->errmsg);
    cr_assert_eq(f.rng.nlog, 4);
    cr_assert(strstr(f.rng.log[2], "rn2(4)="), "%s", f.rng.log[2]);
    cr_assert(strstr(f.rng.log[2], "[where.lua:2]"), "%s", f.rng.log[2]);
    cr_assert(strstr(f.rng.log[3], "rn2(5)="), "%s", f.rng.log[3]);
    cr_assert(strstr(f.rng.log[3], "[where.lua:4]"), "%s", f.rng.log[3]);
    teardown(&f);

    /* after the state is closed, draws carry no script position */
    struct nhl_rng r = { .logging = true };

    nhl_rng_init(&r, 1);
    struct nhl_level *lev = level_new(&r, NULL);
    struct lua_host_opts o = { .dir = FIX };
    lua_State *L = lua_host_new(lev, &o);

    cr_assert_not_null(L);
    lua_host_close(L);
    (void) rn2(lev->rng, 7);
    cr_assert_null(strchr(r.log[r.nlog - 1], '['), "%s", r.log[r.nlog - 1]);
    nhl_level_free(lev);
    nhl_rng_free(&r);
}

Test(lua_host, u_is_read_only)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    cr_assert_eq(run(&f, "u_write.lua"), -1);
    cr_assert(strncmp(f.lev->errmsg, "u_write.lua:2:", 14) == 0, "%s",
              f.lev->errmsg);
    cr_assert(strstr(f.lev->errmsg, "Cannot set u table values"), "%s",
              f.lev->errmsg);
    teardown(&f);
}

Test(lua_host, u_reads_the_context)
{
    struct fixture f;
    struct nhl_level_context ctx;
    struct nhl_hero hero;

    nhl_level_context_defaults(&ctx);
    hero_defaults(&hero);
    ctx.depth = 7;
    ctx.dlevel = 6;
    hero.ulevel = 3;
    ctx.level_difficulty = 9;
    ctx.invocation_level = true;
    strcpy(hero.role, "Priest");
    memset(&f, 0, sizeof f);
    nhl_rng_init(&f.rng, 1);
    f.lev = level_new_hero(&f.rng, &ctx, &hero);
    struct lua_host_opts o = { .dir = FIX };

    f.L = lua_host_new(f.lev, &o);
    cr_assert_not_null(f.L);
    cr_assert_eq(run(&f, "u_read.lua"), 0, "%s", f.lev->errmsg);
    cr_assert_str_eq(f.lev->message, "Priest 7 6 3 true 1 0 9");
    teardown(&f);
}

Test(lua_host, random_semantics)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    size_t before = f.rng.nlog;

    cr_assert_eq(run(&f, "random.lua"), 0, "%s", f.lev->errmsg);
    cr_assert_eq(f.rng.nlog, before + 4);
    struct rng_line d[4];

    for (int i = 0; i < 4; i++)
        cr_assert(rng_parse_line(f.rng.log[before + i], &d[i]));
    cr_assert_eq(d[0].arg1, 5); /* math.random(5, 9): rn2(5) */
    cr_assert_eq(d[1].arg1, 6); /* math.random(6): rn2(6) */
    cr_assert_eq(d[2].arg1, 4); /* nh.random(10, 4): rn2(4) */
    cr_assert_eq(d[3].arg1, 7); /* nh.random(7): rn2(7) */
    char expect[128];

    snprintf(expect, sizeof expect, "%ld\n%ld\n%ld\n%ld", 5 + d[0].result,
             1 + d[1].result, 10 + d[2].result, d[3].result);
    cr_assert_str_eq(f.lev->message, expect);
    teardown(&f);
}

/* The argument helpers, called on tables built from C. */
static int call_helpers(lua_State *L)
{
    static const char *const opts[] = { "open", "closed", "locked", NULL };
    int x, y, r[4];

    luaL_checktype(L, 1, LUA_TTABLE);
    lua_pushinteger(L, nhl_table_int(L, 1, "n", -5));
    lua_pushstring(L, nhl_table_str(L, 1, "s", "dflt"));
    lua_pushinteger(L, nhl_table_boolean(L, 1, "b", 7));
    lua_pushinteger(L, nhl_table_option(L, 1, "state", "closed", opts));
    lua_pushinteger(L, nhl_table_mapchr(L, 1, "typ", -1));
    nhl_table_xy(L, 1, &x, &y);
    lua_pushinteger(L, x);
    lua_pushinteger(L, y);
    lua_pushboolean(L, nhl_table_region(L, 1, "region", r));
    lua_pushinteger(L, r[0] + r[1] * 100 + r[2] * 10000 + r[3] * 1000000);
    return 9;
}

static void eval(lua_State *L, const char *code)
{
    static const char *const prelude =
        "function show(...) local t = {...} for i = 1, #t do"
        " t[i] = tostring(t[i]) end return table.concat(t, ',') end";

    lua_pushcfunction(L, call_helpers);
    lua_setglobal(L, "helpers");
    cr_assert_eq(luaL_dostring(L, prelude), LUA_OK);
    cr_assert_eq(luaL_loadbuffer(L, code, strlen(code), "@t.lua"), LUA_OK);
    int rc = lua_pcall(L, 0, 1, 0);

    cr_assert_eq(rc, LUA_OK, "%s", lua_tostring(L, -1));
}

Test(lua_host, argument_helpers)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    eval(f.L, "return show(helpers({ n = 12, s = 'hi', b = true,"
              " state = 'locked', typ = '}', coord = {4, 5},"
              " region = {1, 2, 3, 4} }))");
    cr_assert_str_eq(lua_tostring(f.L, -1),
                     "12,hi,1,2," "17" ",4,5,true,4030201");
    lua_pop(f.L, 1);
    eval(f.L, "return show(helpers({ x = 3, y = 9, x1 = 1, y1 = 1,"
              " x2 = 2, y2 = 2, b = 'true' }))");
    /* C's quirk: the string "true" reads as 0 */
    cr_assert_str_eq(lua_tostring(f.L, -1),
                     "-5,dflt,0,1,-1,3,9,true,2020101");
    lua_pop(f.L, 1);
    eval(f.L, "return show(helpers({}))");
    cr_assert_str_eq(lua_tostring(f.L, -1), "-5,dflt,7,1,-1,-1,-1,false,-1010101");
    lua_pop(f.L, 1);
    teardown(&f);
}

static void eval_fails(lua_State *L, const char *code, const char *want)
{
    lua_pushcfunction(L, call_helpers);
    lua_setglobal(L, "helpers");
    cr_assert_eq(luaL_loadbuffer(L, code, strlen(code), "@t.lua"), LUA_OK);
    cr_assert_neq(lua_pcall(L, 0, 1, 0), LUA_OK);
    const char *msg = lua_tostring(L, -1);

    cr_assert(strncmp(msg, "t.lua:1:", 8) == 0, "%s", msg);
    cr_assert(strstr(msg, want), "'%s' lacks '%s'", msg, want);
    lua_pop(L, 1);
}

Test(lua_host, argument_helper_errors)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    eval_fails(f.L, "helpers({ n = 'x' })", "integer expected");
    eval_fails(f.L, "helpers({ n = 1.5 })", "no integer representation");
    eval_fails(f.L, "helpers({ b = 3 })", "expected a boolean");
    eval_fails(f.L, "helpers({ state = 'ajar' })", "invalid option 'ajar'");
    eval_fails(f.L, "helpers({ typ = 'Q' })", "Erroneous map char");
    eval_fails(f.L, "helpers({ coord = {1} })", "Not a coordinate");
    eval_fails(f.L, "helpers({ coord = 5 })", "non-table coord");
    eval_fails(f.L, "helpers({ region = {1,2,3} })", "Not a region");
    teardown(&f);
}

/* type() answers as the base library's does, from its interned names:
 * every kind of value, the same string object each time, and the base
 * library's error for no argument. */
Test(lua_host, type_answers_as_the_base_library)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    eval(f.L, "return show(type(nil), type(true), type(1), type(1.5),"
              " type('s'), type({}), type(type), type(show),"
              " type(coroutine.create(show)), type(selection.new()))");
    cr_assert_str_eq(lua_tostring(f.L, -1),
                     "nil,boolean,number,number,string,table,function,"
                     "function,thread,userdata");
    lua_pop(f.L, 1);
    eval(f.L, "local n = 0 for i = 1, 1000 do"
              " if type(i) == 'number' and type({}) ~= 'number' then"
              " n = n + 1 end end return n");
    cr_assert_eq(lua_tointeger(f.L, -1), 1000);
    lua_pop(f.L, 1);
    eval_fails(f.L, "return type()", "bad argument #1 to 'type' (value expected)");
    teardown(&f);
}

Test(lua_host, getmap_reads_cells_relative_to_origin)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    f.lev->at[5][3].typ = DOOR;
    f.lev->at[5][3].flags = D_LOCKED;
    f.lev->at[5][3].lit = true;
    /* origin (1,0): script (4,3) is map (5,3) */
    eval(f.L, "local m = nh.getmap(4, 3) return m.typ_name .. ',' .. m.mapchr"
              " .. ',' .. tostring(m.lit) .. ',' .. tostring(m.flags.locked)"
              " .. ',' .. tostring(m.flags.isopen) .. ',' .. m.typ");
    cr_assert_str_eq(lua_tostring(f.L, -1), "door,+,true,true,false,23");
    lua_pop(f.L, 1);
    eval(f.L, "local x, y = nh.abscoord(2, 2) return x * 100 + y");
    cr_assert_eq(lua_tointeger(f.L, -1), 302);
    lua_pop(f.L, 1);
    teardown(&f);
}

Test(lua_host, variables_and_obj_new)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    eval(f.L, "nh.variable('k', 12) return nh.variable('k')");
    cr_assert_eq(lua_tointeger(f.L, -1), 12);
    lua_pop(f.L, 1);
    eval(f.L, "local o = obj.new('scroll of teleportation')"
              " local t = o:totable() return t.otyp_name .. t.oclass ..  t.where");
    cr_assert_str_eq(lua_tostring(f.L, -1), "teleportation?0");
    lua_pop(f.L, 1);
    cr_assert_eq(f.lev->nobjects, 1);
    cr_assert(f.lev->objects[0].floating);
    eval(f.L, "return obj.new('no such thing'):isnull()");
    cr_assert(lua_toboolean(f.L, -1));
    lua_pop(f.L, 1);
    teardown(&f);
}

/* obj.new goes through C's wish parser: the name lookup draws over the
 * matching objects' probabilities + 1 (rnd_otyp_by_namedesc), then the
 * object is made with its random initialisation (next_ident first); C
 * does so for themerms.lua's escape items (seen on dlvl:4 seed 9) */
Test(lua_host, obj_new_draws_as_the_wish_parser)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    nhl_rng_set_logging(&f.rng, true);
    size_t n0 = f.rng.nlog;

    eval(f.L, "local o = obj.new('wand of teleportation')"
              " return o:totable().otyp_name");
    cr_assert_str_eq(lua_tostring(f.L, -1), "teleportation");
    lua_pop(f.L, 1);
    cr_assert_gt(f.rng.nlog, n0 + 2);
    char want[32];

    snprintf(want, sizeof want, "rn2(%d)=",
             objects_invariant[WAN_TELEPORTATION].oc_prob + 1);
    cr_expect(strncmp(f.rng.log[n0], want, strlen(want)) == 0, "%s",
              f.rng.log[n0]);
    cr_expect(strstr(f.rng.log[n0 + 1], "next_ident") != NULL, "%s",
              f.rng.log[n0 + 1]);
    /* a wand gets its charges */
    cr_expect_gt(f.lev->objects[f.lev->nobjects - 1].spe, 0);

    /* no class word: every class is searched; blessed stays blessed */
    n0 = f.rng.nlog;
    eval(f.L, "local o = obj.new('blessed food ration')"
              " return o:totable().blessed");
    lua_pop(f.L, 1);
    snprintf(want, sizeof want, "rn2(%d)=", objects_invariant[FOOD_RATION].oc_prob + 1);
    cr_expect(strncmp(f.rng.log[n0], want, strlen(want)) == 0, "%s",
              f.rng.log[n0]);
    cr_expect(f.lev->objects[f.lev->nobjects - 1].blessed);
    cr_expect_eq(f.lev->objects[f.lev->nobjects - 1].otyp, FOOD_RATION);
    teardown(&f);
}

static int args_of(lua_State *L)
{
    char buf[200];

    nhl_args_text(L, buf, sizeof buf);
    lua_pushstring(L, buf);
    return 1;
}

Test(lua_host, args_text_is_short_and_stable)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    lua_pushcfunction(f.L, args_of);
    lua_setglobal(f.L, "args");
    eval(f.L, "return args({ y = 2, x = 1, typ = '.', coord = {3, 4},"
              " contents = function() end }, 'abc', 5, true)");
    cr_assert_str_eq(lua_tostring(f.L, -1),
                     "{contents=function,coord={3,4},typ=\".\",x=1,y=2}, "
                     "\"abc\", 5, true");
    lua_pop(f.L, 1);
    eval(f.L, "return args('line one\\nline two')");
    cr_assert_str_eq(lua_tostring(f.L, -1), "\"line one...\"");
    lua_pop(f.L, 1);
    teardown(&f);
}

static const struct nhl_step *find_step(const struct nhl_step_log *log,
                                        const char *name, int depth)
{
    for (int i = 0; i < log->n; i++)
        if (strcmp(log->v[i].name, name) == 0 && log->v[i].depth == depth)
            return &log->v[i];
    return NULL;
}

Test(lua_host, des_calls_are_steps_and_nest)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    f.lev->steps = step_log_new();
    cr_assert_eq(run(&f, "steps.lua"), 0, "%s", f.lev->errmsg);
    step_end(f.lev);
    const struct nhl_step_log *log = f.lev->steps;

    cr_assert_eq(log->n, 6, "%d steps", log->n);
    cr_assert_str_eq(log->v[0].name, "des.level_init");
    cr_assert_str_eq(log->v[1].name, "des.terrain");
    cr_assert_str_eq(log->v[1].args, "5, 5, \".\"");
    cr_assert_str_eq(log->v[1].file, "steps.lua");
    cr_assert_eq(log->v[1].line, 3);
    cr_assert_eq(log->v[1].ncells, 1);
    cr_assert_eq(log->v[1].cells[0].x, 6); /* origin (1,0) */
    cr_assert_eq(log->v[1].cells[0].y, 5);
    cr_assert_eq(log->v[1].cells[0].before.typ, STONE);
    cr_assert_eq(log->v[1].cells[0].after.typ, ROOM);
    cr_assert_str_eq(log->v[2].name, "des.map");
    cr_assert_eq(log->v[2].ncells, 6);
    cr_assert_eq(log->v[2].line, 4);
    const struct nhl_step *inner = find_step(log, "des.terrain", 1);

    cr_assert_not_null(inner);
    cr_assert_eq(inner->line, 7);
    cr_assert_eq(inner->ncells, 1);
    cr_assert_eq(inner->cells[0].after.typ, TREE);
    cr_assert_str_eq(log->v[4].name, "des.map (end)");
    cr_assert_eq(log->v[4].depth, 0);
    cr_assert_str_eq(log->v[5].name, "des.terrain");
    cr_assert_eq(log->v[5].ncells, 1);
    cr_assert_eq(log->v[5].cells[0].after.typ, CORR);
    teardown(&f);
}

Test(lua_host, error_inside_contents_names_its_line)
{
    struct fixture f;

    setup_in(&f, FIX, 0, 0);
    cr_assert_eq(run(&f, "contents_err.lua"), -1);
    cr_assert(strncmp(f.lev->errmsg, "contents_err.lua:6:", 19) == 0, "%s",
              f.lev->errmsg);
    teardown(&f);
}

Test(lua_host, tiny_memory_limit_fails_cleanly)
{
    struct nhl_rng r = { 0 };

    nhl_rng_init(&r, 1);
    struct nhl_level *lev = level_new(&r, NULL);
    size_t limits[] = { 2000, 8000, 20000 };

    for (int i = 0; i < 3; i++) {
        struct lua_host_opts o = { .dir = FIX, .mem_limit = limits[i] };
        lua_State *L = lua_host_new(lev, &o);

        cr_assert_null(L, "limit %zu", limits[i]);
        cr_assert(strstr(lev->errmsg, "memory"), "%s", lev->errmsg);
    }
    nhl_level_free(lev);
    nhl_rng_free(&r);
}

/* every script error names its file and line, whatever was thrown (#12):
 * error({}), error(nil), a C function's bad-argument complaint */
Test(lua_host, errors_name_their_place)
{
    static const struct { const char *lua, *want; } cases[] = {
        { "des.level_init({style='solidfill'})\nerror({})\n", "place.lua:2: error(table)" },
        { "des.level_init({style='solidfill'})\nerror(nil)\n", "place.lua:2: error(nil)" },
        { "des.level_init({style='solidfill'})\nerror(42)\n", "place.lua:2: 42" },
        { "\nlocal s = 'x' - selection.new()\n",
          "place.lua:2: selection sub (-): the first operand is string, not a selection" },
        { "local s = selection.new() & 3\n",
          "place.lua:1: selection and (&): the second operand is number" },
        { "error('already placed')\n", "place.lua:1: already placed" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char dir[] = "/tmp/nhlev-placeXXXXXX", path[128];
        cr_assert_not_null(mkdtemp(dir));
        snprintf(path, sizeof path, "%s/place.lua", dir);
        FILE *f = fopen(path, "w");
        cr_assert_not_null(f);
        fputs(cases[i].lua, f);
        fclose(f);
        struct nhl_build_opts o;
        struct nhl_build_result r;
        nhl_build_opts_defaults(&o);
        o.level = path;
        cr_expect_neq(nhl_build(&o, &r), 0);
        cr_expect(strncmp(r.errmsg, cases[i].want, strlen(cases[i].want)) == 0,
                  "case %zu: '%s'", i, r.errmsg);
        nhl_build_result_free(&r);
        unlink(path);
        rmdir(dir);
    }
}

/* hostile numbers and positions are refused where they enter, with the
 * script line, never written outside the level (#12) */
Test(lua_host, hostile_coordinates_are_errors)
{
    static const struct { const char *lua, *want; } cases[] = {
        { "des.map(string.rep('-',150)) des.stair('down')\n", "map is 150 x 1" },
        { "des.room({ type='ordinary', x=3,y=3,w=9,h=9, contents=function() "
          "des.room({ x=-2147483648, y=2, w=2, h=2 }) end })\n", "out of range" },
        { "local x = nh.random(math.maxinteger, 1000)\n", "out of range" },
        { "local c = nh.abscoord({x=2147483647, y=2147483647})\n", "out of range" },
        { "des.level_init({style='solidfill'}) des.region({ region={0,0,2147483647,5}, lit=1 })\n",
          "out of range" },
        { "des.level_init({style='solidfill'}) des.object({id='boulder', x=100000, y=5})\n",
          "object at (100000,5) is off the map" },
        { "des.level_init({style='solidfill'}) des.monster({id='jackal', x=90, y=5})\n",
          "monster at (90,5) is off the map" },
        { "des.level_init({style='solidfill'}) des.stair({dir='down', x=200, y=5})\n",
          "stair at (200,5) is off the map" },
        /* released C divides by zero on these */
        { "local r = nh.rn2(0)\n", "nh.rn2: a draw needs a bound of 1 or more, not 0" },
        { "local r = nh.random(-3)\n", "nh.random: a draw needs a bound of 1 or more, not -3" },
        { "local r = nh.random(5, 0)\n", "nh.random: a draw needs a bound of 1 or more, not 0" },

        /* #25: every des.*, selection.* and nh.* position is checked where
           it enters (C says "impossible", clamps, wraps 8 bits, or says
           nothing) */
#define SOLID "des.level_init({style='solidfill'}) "
        { SOLID "des.altar({x=1000000,y=1000000})\n", "altar at (1000000,1000000) is off the map" },
        { SOLID "des.feature('fountain',1000000,-1000000)\n", "fountain at (1000000,-1000000) is off" },
        { SOLID "des.engraving({x=1000000,y=5,text='hi'})\n", "engraving at (1000000,5) is off" },
        { SOLID "des.grave(1000000,1,'rip')\n", "grave at (1000000,1) is off the map" },
        { SOLID "des.region({region={1000000,1,2,2}, lit=1})\n", "region (1000000,1,2,2) reaches off" },
        { SOLID "des.levregion({region={-1000000,1,2,2},type='branch'})\n", "region (-1000000,1,2,2)" },
        { SOLID "des.exclusion({type='teleport', region={1,1,1000000,2}})\n", "region (1,1,1000000,2)" },
        { SOLID "des.replace_terrain({region={1000000,1,2,2}, fromterrain='.', toterrain='T'})\n",
          "replace_terrain region (1000000,1,2,2)" },
        { SOLID "des.wallify({x1=-1000000,y1=0,x2=5,y2=5})\n", "wallify (-1000000,0,5,5)" },
        { SOLID "des.gas_cloud({x=1000000,y=5,ttl=5})\n", "gas_cloud at (1000000,5) is off" },
        { SOLID "des.room({x=1000000,y=3,w=3,h=3})\n", "room at (1000000,3) of size 3x3 is off" },
        { "des.room({ type='ordinary', x=3,y=3,w=9,h=9, contents=function() "
          "des.room({ x=1, y=65536, w=2, h=2 }) end })\n", "room at (1,65536)" },
        { SOLID "des.trap('arrow',1000000,5)\n", "trap at (1000000,5) is off the map" },
        { SOLID "local o = des.object({id='rock', coord={1,1}, buried=true}) o:placeobj(1000000, 1)\n",
          "placeobj at (1000000,1) is off the map" },
        { SOLID "des.stair('up', 0/0, 0/0)\n", "argument #1 is not a whole number" },
        { SOLID "des.ladder('down', 2^63, 1)\n", "argument #1 is not a whole number" },
        { SOLID "des.door('open',1000000,1)\n", "door at (1000000,1) is off the map" },
        { SOLID "des.terrain(1000000,1,'.')\n", "terrain at (1000000,1) is off the map" },
        { SOLID "des.terrain(-5,3,'.')\n", "terrain at (-5,3) is off the map (-1 is random)" },
        { SOLID "selection.set(selection.new(),1000000,1)\n", "selection coordinate 1000000" },
        { SOLID "local v = selection.get(selection.new(),300,1)\n", "selection coordinate 300" },
        { SOLID "local s = selection.gradient({x=40000,y=1})\n", "selection coordinate 40000" },
        { SOLID "nh.deltrap(1000000,1)\n", "nh.deltrap: coordinates out of range" },
        { SOLID "local m = nh.getmap(0/0, 1)\n", "argument #1 is not a whole number" },
#undef SOLID
        /* its flood fill would start outside the level (fuzz_script); every
           region's corners are checked first now (#25) */
        { "des.level_init({style='solidfill'}) des.region({ region={5,30,8,32}, lit=1, "
          "type='ordinary', irregular=true })\n",
          "region (5,30,8,32) reaches off the map" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char dir[] = "/tmp/nhlev-hostileXXXXXX", path[128];
        cr_assert_not_null(mkdtemp(dir));
        snprintf(path, sizeof path, "%s/hostile.lua", dir);
        FILE *f = fopen(path, "w");
        cr_assert_not_null(f);
        fputs(cases[i].lua, f);
        fclose(f);
        struct nhl_build_opts o;
        struct nhl_build_result r;
        nhl_build_opts_defaults(&o);
        o.level = path;
        cr_expect_neq(nhl_build(&o, &r), 0, "case %zu built", i);
        cr_expect(strncmp(r.errmsg, "hostile.lua:1:", 14) == 0
                  && strstr(r.errmsg, cases[i].want), "case %zu: '%s'", i, r.errmsg);
        nhl_build_result_free(&r);
        unlink(path);
        rmdir(dir);
    }
    /* a subroom far off its parent (but given on the map) stays on the
       map (C writes wherever it lands); the build goes on */
    char dir[] = "/tmp/nhlev-hostileXXXXXX", path[128];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/sub.lua", dir);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("des.room({ type='ordinary', x=3,y=3,w=9,h=9, contents=function() "
          "des.room({ x=1, y=19, w=2, h=2 }) end })\n", f);
    fclose(f);
    struct nhl_build_opts o;
    struct nhl_build_result r;
    nhl_build_opts_defaults(&o);
    o.level = path;
    (void) nhl_build(&o, &r);
    cr_assert_not_null(r.lev);
    cr_expect_eq(r.lev->nsubroom, 1);
    for (int i = 0; i < NROOMSLOTS; i++) {
        const struct mkroom *m = &r.lev->rooms[i];
        if (i < SUBROOM_BASE ? i >= r.lev->nroom : i >= SUBROOM_BASE + r.lev->nsubroom)
            continue;
        cr_expect(m->lx >= 1 && m->hx <= COLNO - 2 && m->ly >= 1 && m->hy <= ROWNO - 2,
                  "room %d at %d,%d-%d,%d", i, m->lx, m->ly, m->hx, m->hy);
    }
    nhl_build_result_free(&r);
    unlink(path);
    rmdir(dir);
}

/* Build a script given as text (file name shown in errors: name). */
static int build_text(const char *name, const char *lua, struct nhl_build_result *r)
{
    char dir[] = "/tmp/nhlev-budgetXXXXXX", path[128];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs(lua, f);
    fclose(f);
    struct nhl_build_opts o;
    nhl_build_opts_defaults(&o);
    o.level = path;
    int rc = nhl_build(&o, r);
    unlink(path);
    rmdir(dir);
    return rc;
}

/* The budget holds whatever the script does to dodge it, and counts what
 * the engine does and holds for the script (#12): each case ends in its
 * error, at its line: the limit that was spent, not a clock, bounds it. */
Test(lua_host, budgets_hold_across_pcall_coroutines_and_c_work)
{
    static const struct { const char *lua, *want; } cases[] = {
        /* a coroutine trips the limit, then pcall loops on the main thread */
        { "local co = coroutine.wrap(function() while true do end end)\n"
          "pcall(co)\nwhile true do pcall(function() while true do end end) end\n",
          "instruction limit exceeded" },
        { "while true do\n local co = coroutine.create(function() while true do end end)\n"
          " coroutine.resume(co)\nend\n", "instruction limit exceeded" },
        { "while true do xpcall(function() while true do end end, function(e) return e end) end\n",
          "instruction limit exceeded" },
        { "local co = coroutine.create(function() while true do end end)\n"
          "coroutine.resume(co)\nwhile true do coroutine.close(co) end\n",
          "instruction limit exceeded" },
        /* cheap-looking calls that are engine work */
        { "for i = 1, 1000000 do selection.floodfill(1, 1) end\n", "instruction limit exceeded" },
        { "while true do local s = selection.area(1, 1, 70, 19) end\n",
          "instruction limit exceeded" },
        { "des.level_init({style='solidfill'})\nfor i = 1, 1000000 do des.monster() end\n",
          "instruction limit exceeded" },
        /* statue and rolling-boulder traps leave objects: either limit */
        { "des.level_init({style='solidfill', fg='.'})\nwhile true do des.trap() end\n",
          NULL },
        /* memory the engine holds for the script counts */
        { "for i = 1, 200 do des.message(string.rep('x', 5000000)) end\n", "not enough memory" },
        { "while true do nh.pline(string.rep('x', 500000)) end\n", "not enough memory" },
        { "for i = 1, 2000 do pcall(des.message, string.rep('x', 500000)) end\n",
          "not enough memory" },
        { "local t = {}\nfor i = 1, 1e9 do pcall(function() t[i] = {} end) end\n",
          "not enough memory" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct nhl_build_result r;

        cr_expect_neq(build_text("budget.lua", cases[i].lua, &r), 0, "case %zu built", i);
        cr_expect(strncmp(r.errmsg, "budget.lua:", 11) == 0 && !strstr(r.errmsg, "lua:0:")
                  && (cases[i].want ? strstr(r.errmsg, cases[i].want) != NULL
                      : strstr(r.errmsg, "limit exceeded") || strstr(r.errmsg, "not enough memory")),
                  "case %zu: '%s'", i, r.errmsg);
        nhl_build_result_free(&r);
    }
}

/* des.message is a line per call, appended in linear time: 20,000 lines
 * of 100 bytes are kept whole */
Test(lua_host, many_messages_are_kept_whole)
{
    struct nhl_build_result r;

    cr_assert_eq(build_text("msgs.lua", "des.level_init({style='solidfill'})\n"
                            "des.message('')\n"
                            "for i = 1, 20000 do des.message(string.rep('m', 100)) end\n", &r),
                 0, "%s", r.errmsg);
    cr_assert_not_null(r.lev->message);
    cr_expect_eq(strlen(r.lev->message), 20000 * 101, "%zu", strlen(r.lev->message));
    cr_expect_eq(r.lev->message[0], '\n', "the empty first line is kept");
    nhl_build_result_free(&r);
}

/* a level region starting past the map's far edge has no spot on it: C's
 * tries read outside the level (found by fuzz_script, #12); such a region
 * is now an error at its script line, past the level or its one-cell rim
 * (#25) */
Test(lua_host, level_region_off_the_map_is_an_error)
{
    static const char *const regions[] = {
        "des.levregion({ region = { 98, 5, 98, 5 }, region_islev = 1, type = 'stair-up' })\n",
        "des.levregion({ region = { 3, 40, 9, 44 }, region_islev = 1, type = 'portal' })\n",
    };
    for (int i = 0; i < 2; i++) {
        char dir[] = "/tmp/nhlev-lregionXXXXXX", path[128];
        cr_assert_not_null(mkdtemp(dir));
        snprintf(path, sizeof path, "%s/lregion.lua", dir);
        FILE *f = fopen(path, "w");
        cr_assert_not_null(f);
        fputs("des.level_init({ style = 'solidfill', fg = '.' })\n"
              "des.level_flags('noflip')\n", f);
        fputs(regions[i], f);
        fclose(f);
        struct nhl_build_opts o;
        struct nhl_build_result r;
        nhl_build_opts_defaults(&o);
        o.level = path;
        cr_expect_neq(nhl_build(&o, &r), 0);
        cr_expect(strstr(r.errmsg, "lregion.lua:3: region (") && strstr(r.errmsg, "off the map"),
                  "%s", r.errmsg);
        nhl_build_result_free(&r);
        unlink(path);
        rmdir(dir);
    }
}

/* a room the flip would carry past the level's edge (an irregular room
 * over the stone, mirrored about a small extent; C then reads and writes
 * outside the map) is brought back onto it (found by fuzz_script, #12;
 * tests/fuzz/regress/script/room-flipped-off-map.lua under the sanitizers) */
Test(lua_host, room_flipped_off_the_map_builds)
{
    char dir[] = "/tmp/nhlev-flipoffXXXXXX", path[128];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/flipoff.lua", dir);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("des.level_init({ style = 'solidfill', fg = ' ' })\n"
          "des.terrain(10, 10, '.')\n"
          "des.region({ region = { 40, 5, 40, 5 }, lit = 0, type = 'ordinary', "
          "irregular = true })\n", f);
    fclose(f);
    struct nhl_build_opts o;
    struct nhl_build_result r;
    nhl_build_opts_defaults(&o);
    o.level = path;
    o.force_flip = 3;
    cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
    cr_assert_eq(r.lev->nroom, 1);
    const struct mkroom *m = &r.lev->rooms[0];
    cr_expect(m->lx >= 1 && m->lx <= m->hx && m->hx <= COLNO - 2 && m->ly >= 1
              && m->ly <= m->hy && m->hy <= ROWNO - 2, "room at %d,%d-%d,%d", m->lx,
              m->ly, m->hx, m->hy);
    nhl_build_result_free(&r);
    unlink(path);
    rmdir(dir);
}

/* a map wider than the maze aligned right begins off the map; random
 * spots in its area are never tried there (C reads outside the level), and
 * everything lands on the map (found by fuzz_script, #12;
 * tests/fuzz/regress/script/map-right-off-map.lua under the sanitizers) */
Test(lua_host, random_spots_of_a_map_hanging_off_the_level)
{
    char dir[] = "/tmp/nhlev-mapoffXXXXXX", path[128];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/mapoff.lua", dir);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("des.level_init({ style = 'solidfill', fg = ' ' })\n"
          "des.map({ halign = 'right', valign = 'center', map = [[\n", f);
    for (int i = 0; i < 3; i++) {
        for (int x = 0; x < 78; x++)
            fputc('.', f);
        fputc('\n', f);
    }
    fputs("]], contents = function()\n"
          "   for i = 1, 30 do des.object() des.monster() des.trap() end\n"
          "end })\n", f);
    fclose(f);
    struct nhl_build_opts o;
    struct nhl_build_result r;
    nhl_build_opts_defaults(&o);
    o.level = path;
    cr_assert_eq(nhl_build(&o, &r), 0, "%s", r.errmsg);
    cr_expect_geq(r.lev->nobjects, 30);
    for (int i = 0; i < r.lev->nobjects; i++)
        if (r.lev->objects[i].container < 0 && r.lev->objects[i].owner < 0)
            cr_expect(isok(r.lev->objects[i].x, r.lev->objects[i].y), "object at %d,%d",
                      r.lev->objects[i].x, r.lev->objects[i].y);
    for (int i = 0; i < r.lev->nmonsters; i++)
        cr_expect(isok(r.lev->monsters[i].x, r.lev->monsters[i].y), "monster at %d,%d",
                  r.lev->monsters[i].x, r.lev->monsters[i].y);
    for (int i = 0; i < r.lev->ntraps; i++)
        cr_expect(isok(r.lev->traps[i].tx, r.lev->traps[i].ty), "trap at %d,%d",
                  r.lev->traps[i].tx, r.lev->traps[i].ty);
    nhl_build_result_free(&r);
    unlink(path);
    rmdir(dir);
}
