/* source.c - a level source: a directory of level scripts and the dungeon
 * description its dungeon.lua gives (NetHack's dat/, or our levels/).
 *
 * dungeon.lua is read the way dungeon.c's init_dungeons reads it (same
 * keys, same defaults, same option words) but in a small Lua state of its
 * own: no nhlib.lua and no random-number library, so opening a source never
 * draws from any RNG. C NetHack runs nhlib.lua there too and so spends two
 * draws; those belong to game start-up, not to building a level. */
#include "source.h"
#include "datahome.h"
#include "datfs.h"
#include "editdist.h"
#include "nearname.h"
#include "source_des.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

/* Limits for the dungeon.lua state: a description is a small table. */
#define SRC_MEM_LIMIT (4u * 1024u * 1024u)
#define SRC_INSTR_LIMIT 5000000L
#define SRC_HOOK_EVERY 1000
#define SRC_MAX_DUNGEONS 64
#define SRC_MAX_ENTRIES 256

/* Per-state bookkeeping, reached through the allocator's ud pointer so the
 * count hook needs no global. */
struct src_state {
    size_t used;
    long instr;
    struct level_source *src;
    const char *path;
};

static void *src_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    struct src_state *st = ud;
    size_t old = ptr ? osize : 0;

    if (nsize == 0) {
        free(ptr);
        st->used -= old;
        return NULL;
    }
    if (nsize > old && st->used - old + nsize > SRC_MEM_LIMIT)
        return NULL;
    void *p = realloc(ptr, nsize);
    if (p)
        st->used = st->used - old + nsize;
    return p;
}

static void src_hook(lua_State *L, lua_Debug *ar)
{
    (void) ar;
    void *ud;
    lua_getallocf(L, &ud);
    struct src_state *st = ud;
    st->instr += SRC_HOOK_EVERY;
    if (st->instr > SRC_INSTR_LIMIT)
        luaL_error(L, "dungeon description runs too long (instruction limit)");
}

/* an installed game's nhdat archive is a directory of files here */
static bool is_file(const char *path)
{
    return datfs_is_file(path);
}

static bool is_dir(const char *path)
{
    return datfs_is_dir(path);
}

/* Why path is no file to read: something there that is not a regular
 * file (a named pipe, a device: never read, #25), else errno's reason. */
static const char *not_file_why(const char *path)
{
    struct stat st;
    int e = errno ? errno : ENOENT;

    if (datfs_stat(path, &st) == 0 && !S_ISREG(st.st_mode))
        return DATFS_NOT_REGULAR;
    return strerror(e);
}

static void seterr(char *err, size_t errlen, const char *fmt, ...)
{
    if (!err || !errlen)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}

/* dir + "/" + base + ".lua" into buf; false if it does not fit. */
static bool script_path(char *buf, size_t len, const char *dir,
                        const char *base)
{
    int n = snprintf(buf, len, "%s/%s.lua", dir, base);
    return n > 0 && (size_t) n < len;
}

static bool script_exists(const char *dir, const char *base)
{
    char path[1200];
    return script_path(path, sizeof path, dir, base) && is_file(path);
}

/* A level by name in this source: its .lua file, or in a dat/ of .des
 * files, a level header of one of them. */
static bool level_exists(const struct level_source *src, const char *base)
{
    if (src->des)
        return source_des_level(src, base) != NULL;
    return script_exists(src->dir, base);
}

/* "no DIR/NAME.lua", or what a dat/ of .des files lacks */
static const char *no_level(const struct level_source *src, const char *base,
                            char *buf, size_t len)
{
    if (src->des)
        snprintf(buf, len, "no .des file in %s has a level \"%s\"", src->dir,
                 base);
    else {
        char path[1200];
        struct stat st;

        snprintf(path, sizeof path, "%.1000s/%.190s.lua", src->dir, base);
        if (datfs_stat(path, &st) == 0 && !S_ISREG(st.st_mode))
            snprintf(buf, len, "%.900s is " DATFS_NOT_REGULAR, path);
        else
            snprintf(buf, len, "no %.900s", path);
    }
    return buf;
}

/* the level names of a dat/ of .des files, for the closest ones */
static const char *des_level_at(const void *ctx, int i)
{
    return ((const struct level_source *) ctx)->deslevels[i].level;
}

const char *source_builtin_dir(void)
{
    return datahome_dir("levels");
}

/* ---- reading the dungeon table (all inside a protected call) ---------- */

/* The table being read sits at the top of the stack; `what` names it for
 * messages ("dungeon[2].levels[1]"). Errors raise Lua errors that the
 * protected call turns into one message. */

static void copy_str(lua_State *L, const char *what, const char *key,
                     const char *s, char *dst, size_t len)
{
    if (strlen(s) >= len)
        luaL_error(L, "%s.%s: \"%s\" is too long (at most %d characters)",
                   what, key, s, (int) len - 1);
    memcpy(dst, s, strlen(s) + 1);
}

/* get_table_str / get_table_str_opt */
static void field_str(lua_State *L, const char *what, const char *key,
                      bool required, const char *dflt, char *dst, size_t len)
{
    lua_getfield(L, -1, key);
    int t = lua_type(L, -1);
    if (t == LUA_TNIL) {
        if (required)
            luaL_error(L, "%s: '%s' is missing", what, key);
        copy_str(L, what, key, dflt, dst, len);
    } else if (t == LUA_TSTRING) {
        copy_str(L, what, key, lua_tostring(L, -1), dst, len);
    } else {
        luaL_error(L, "%s.%s: string expected, got %s", what, key,
                   lua_typename(L, t));
    }
    lua_pop(L, 1);
}

/* get_table_int / get_table_int_opt: integral numbers only */
static int field_int(lua_State *L, const char *what, const char *key,
                     bool required, int dflt)
{
    int v = dflt;
    lua_getfield(L, -1, key);
    int t = lua_type(L, -1);
    if (t == LUA_TNIL) {
        if (required)
            luaL_error(L, "%s: '%s' is missing", what, key);
    } else {
        int isint = 0;
        lua_Integer i = lua_tointegerx(L, -1, &isint);
        if (t != LUA_TNUMBER || !isint)
            luaL_error(L, "%s.%s: integer expected", what, key);
        if (i < -1000 || i > 1000)
            luaL_error(L, "%s.%s: %d is out of range", what, key, (int) i);
        v = (int) i;
    }
    lua_pop(L, 1);
    return v;
}

/* get_table_option: index of the word in opts, dflt if absent */
static int field_option(lua_State *L, const char *what, const char *key,
                        int dflt, const char *const opts[])
{
    int v = dflt;
    lua_getfield(L, -1, key);
    int t = lua_type(L, -1);
    if (t == LUA_TSTRING) {
        const char *s = lua_tostring(L, -1);
        for (v = 0; opts[v]; v++)
            if (!strcmp(opts[v], s))
                break;
        if (!opts[v])
            luaL_error(L, "%s.%s: unknown value \"%s\"", what, key, s);
    } else if (t != LUA_TNIL) {
        luaL_error(L, "%s.%s: string expected, got %s", what, key,
                   lua_typename(L, t));
    }
    lua_pop(L, 1);
    return v;
}

/* get_dgn_align: the words and what they mean (AM_* masks) */
static int field_align(lua_State *L, const char *what)
{
    static const char *const words[] = {
        "unaligned", "noalign", "lawful", "neutral", "chaotic", NULL
    };
    static const int masks[] = { 0, 0, 4, 2, 1 };
    return masks[field_option(L, what, "alignment", 0, words)];
}

static int flag_word(lua_State *L, const char *what, const char *s)
{
    static const char *const words[] = {
        "town", "hellish", "mazelike", "roguelike", "unconnected", NULL
    };
    static const int bits[] = { SRC_TOWN, SRC_HELLISH, SRC_MAZELIKE,
                                SRC_ROGUELIKE, SRC_UNCONNECTED };
    for (int i = 0; words[i]; i++)
        if (!strcmp(words[i], s))
            return bits[i];
    return luaL_error(L, "%s.flags: unknown flag \"%s\"", what, s);
}

/* get_dgn_flags: one word or a list of words */
static int field_flags(lua_State *L, const char *what)
{
    int flags = 0;
    lua_getfield(L, -1, "flags");
    int t = lua_type(L, -1);
    if (t == LUA_TSTRING) {
        flags = flag_word(L, what, lua_tostring(L, -1));
    } else if (t == LUA_TTABLE) {
        lua_Integer n = luaL_len(L, -1);
        for (lua_Integer i = 1; i <= n && i <= 16; i++) {
            lua_geti(L, -1, i);
            if (lua_type(L, -1) != LUA_TSTRING)
                luaL_error(L, "%s.flags[%d]: string expected", what, (int) i);
            flags |= flag_word(L, what, lua_tostring(L, -1));
            lua_pop(L, 1);
        }
    } else if (t != LUA_TNIL) {
        luaL_error(L, "%s.flags: string or list of strings expected", what);
    }
    lua_pop(L, 1);
    return flags;
}

/* The array at key (may be absent): its length, checked. */
static int open_array(lua_State *L, const char *what, const char *key)
{
    lua_getfield(L, -1, key);
    int t = lua_type(L, -1);
    if (t == LUA_TNIL)
        return 0;
    if (t != LUA_TTABLE)
        luaL_error(L, "%s.%s is not a list of tables", what, key);
    lua_Integer n = luaL_len(L, -1);
    if (n < 0 || n > SRC_MAX_ENTRIES)
        luaL_error(L, "%s.%s: too many entries", what, key);
    return (int) n;
}

static void read_level(lua_State *L, const char *what, struct source_level *l)
{
    field_str(L, what, "name", true, "", l->name, sizeof l->name);
    memcpy(l->alias, l->name, sizeof l->alias);
    field_str(L, what, "bonetag", false, "", l->bonetag, sizeof l->bonetag);
    field_str(L, what, "chainlevel", false, "", l->chainlevel,
              sizeof l->chainlevel);
    l->base = field_int(L, what, "base", true, 0);
    l->range = field_int(L, what, "range", false, 0);
    l->nlevels = field_int(L, what, "nlevels", false, 0);
    l->chance = field_int(L, what, "chance", false, 100);
    l->align = field_align(L, what);
    l->flags = field_flags(L, what);
    if (l->nlevels < 0 || l->nlevels > 99)
        luaL_error(L, "%s.nlevels: %d is out of range (0..99)", what,
                   l->nlevels);
}

static void read_branch(lua_State *L, const char *what,
                        struct source_dungeon *d, int i)
{
    static const char *const dirs[] = { "up", "down", NULL };
    static const char *const types[] = { "stair", "portal", "no_down",
                                         "no_up", NULL };
    field_str(L, what, "name", true, "", d->branches[i].name,
              sizeof d->branches[i].name);
    field_str(L, what, "chainlevel", false, "", d->branches[i].chain,
              sizeof d->branches[i].chain);
    d->branches[i].base = field_int(L, what, "base", true, 0);
    d->branches[i].range = field_int(L, what, "range", false, 0);
    int dir = field_option(L, what, "direction", 1, dirs);
    strcpy(d->branches[i].dir, dirs[dir]);
    int type = field_option(L, what, "branchtype", 0, types);
    strcpy(d->branches[i].type, types[type]);
}

/* A chainlevel must name a level listed earlier (init_dungeon_levels
 * panics otherwise). */
static void check_chain(lua_State *L, const char *what,
                        const struct source_level *lv, int upto,
                        const char *chain)
{
    if (!*chain)
        return;
    for (int i = 0; i < upto; i++)
        if (!strcmp(lv[i].name, chain))
            return;
    luaL_error(L, "%s: chainlevel \"%s\" is not a level listed before it",
               what, chain);
}

static void read_dungeon(lua_State *L, int di, struct source_dungeon *d)
{
    char what[64], sub[96];
    snprintf(what, sizeof what, "dungeon[%d]", di + 1);
    if (lua_type(L, -1) != LUA_TTABLE)
        luaL_error(L, "%s is not a table", what);
    field_str(L, what, "name", true, "", d->name, sizeof d->name);
    field_str(L, what, "bonetag", false, "", d->bonetag, sizeof d->bonetag);
    field_str(L, what, "protofile", false, "", d->protofile,
              sizeof d->protofile);
    d->base = field_int(L, what, "base", true, 0);
    d->range = field_int(L, what, "range", false, 0);
    d->align = field_align(L, what);
    d->entry = field_int(L, what, "entry", false, 0);
    d->chance = field_int(L, what, "chance", false, 100);
    d->flags = field_flags(L, what);
    field_str(L, what, "lvlfill", false, "", d->lvlfill, sizeof d->lvlfill);
    field_str(L, what, "themerooms", false, "", d->themerooms,
              sizeof d->themerooms);
    if (d->base < 1)
        luaL_error(L, "%s.base: a dungeon needs at least one level", what);

    int n = open_array(L, what, "levels");
    if (n > 0) {
        d->levels = calloc((size_t) n, sizeof *d->levels);
        if (!d->levels)
            luaL_error(L, "out of memory");
    }
    d->nlevels = 0;
    for (int i = 0; i < n; i++) {
        snprintf(sub, sizeof sub, "%s.levels[%d]", what, i + 1);
        lua_geti(L, -1, i + 1);
        if (lua_type(L, -1) != LUA_TTABLE)
            luaL_error(L, "%s is not a table", sub);
        read_level(L, sub, &d->levels[i]);
        d->nlevels = i + 1;
        check_chain(L, sub, d->levels, i, d->levels[i].chainlevel);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);

    n = open_array(L, what, "branches");
    if (n > 0) {
        d->branches = calloc((size_t) n, sizeof *d->branches);
        if (!d->branches)
            luaL_error(L, "out of memory");
    }
    d->nbranches = 0;
    for (int i = 0; i < n; i++) {
        snprintf(sub, sizeof sub, "%s.branches[%d]", what, i + 1);
        lua_geti(L, -1, i + 1);
        if (lua_type(L, -1) != LUA_TTABLE)
            luaL_error(L, "%s is not a table", sub);
        read_branch(L, sub, d, i);
        d->nbranches = i + 1;
        check_chain(L, sub, d->levels, d->nlevels, d->branches[i].chain);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

/* Protected: run dungeon.lua, then read its global `dungeon`. */
static int read_description(lua_State *L)
{
    void *ud;
    lua_getallocf(L, &ud);
    struct src_state *st = ud;
    struct level_source *src = st->src;

    char err[1300];
    size_t len;
    char *text = datfs_slurp(st->path, 0, &len, err, sizeof err);

    if (!text)
        return luaL_error(L, "%s", err);
    lua_pushfstring(L, "@%s", st->path);
    int lst = luaL_loadbufferx(L, text, len, lua_tostring(L, -1), "t");

    free(text);
    if (lst != LUA_OK)
        return lua_error(L);
    lua_remove(L, -2);   /* the chunk name */
    lua_call(L, 0, 0);

    if (lua_getglobal(L, "dungeon") != LUA_TTABLE)
        return luaL_error(L, "%s: no global table 'dungeon'", st->path);
    lua_Integer n = luaL_len(L, -1);
    if (n < 1)
        return luaL_error(L, "%s: 'dungeon' lists no dungeons", st->path);
    if (n > SRC_MAX_DUNGEONS)
        return luaL_error(L, "%s: too many dungeons", st->path);
    src->dungeons = calloc((size_t) n, sizeof *src->dungeons);
    if (!src->dungeons)
        return luaL_error(L, "out of memory");
    for (int i = 0; i < (int) n; i++) {
        lua_geti(L, -1, i + 1);
        src->ndungeons = i + 1;
        read_dungeon(L, i, &src->dungeons[i]);
        lua_pop(L, 1);
    }
    return 0;
}

/* Only what a table description could want: base functions that cannot
 * reach files or change metatables, string, table and a math without its
 * random numbers. */
static void open_sandbox(lua_State *L)
{
    static const char *const drop_base[] = {
        "dofile", "loadfile", "load", "require", "collectgarbage",
        "setmetatable", "getmetatable", "rawset", "rawget", "rawequal",
        "rawlen", "print", "warn", NULL
    };
    luaL_requiref(L, LUA_GNAME, luaopen_base, 1);
    lua_pop(L, 1);
    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 1);
    lua_pop(L, 1);
    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 1);
    lua_pop(L, 1);
    luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 1);
    lua_pushnil(L);
    lua_setfield(L, -2, "random");
    lua_pushnil(L);
    lua_setfield(L, -2, "randomseed");
    lua_pop(L, 1);
    for (int i = 0; drop_base[i]; i++) {
        lua_pushnil(L);
        lua_setglobal(L, drop_base[i]);
    }
    /* nhc, as every NetHack Lua state has it */
    lua_createtable(L, 0, 3);
    lua_pushinteger(L, 80);
    lua_setfield(L, -2, "COLNO");
    lua_pushinteger(L, 21);
    lua_setfield(L, -2, "ROWNO");
    lua_pushinteger(L, 0);
    lua_setfield(L, -2, "DLB");
    lua_setglobal(L, "nhc");
}

int source_open(struct level_source *src, const char *dat_dir, char *err,
                size_t errlen)
{
    memset(src, 0, sizeof *src);
    const char *dir = dat_dir ? dat_dir : source_builtin_dir();
    src->builtin = dat_dir == NULL;
    size_t dl = strlen(dir);
    while (dl > 1 && dir[dl - 1] == '/')
        dl--; /* "dat/" and "dat" are the same directory */
    if (dl >= sizeof src->dir) {
        seterr(err, errlen, "level directory name is too long");
        return -1;
    }
    memcpy(src->dir, dir, dl);
    src->dir[dl] = '\0';
    errno = 0;
    if (!is_dir(src->dir)) {
        char why[200];
        struct stat sb;

        /* a file: an archive that cannot serve says why */
        if (stat(src->dir, &sb) == 0 && S_ISREG(sb.st_mode)
            && !datfs_is_archive(src->dir, why, sizeof why)) {
            seterr(err, errlen, "%s: %s", src->dir, why);
            return -1;
        }
        seterr(err, errlen, "%s: not a level directory (%s)", src->dir,
               errno ? strerror(errno) : "not a directory");
        return -1;
    }

    char path[1200];
    snprintf(src->describer, sizeof src->describer, "dungeon.lua");
    if (!script_path(path, sizeof path, src->dir, "dungeon")
        || !is_file(path)) {
        /* a game of lev_comp files: dungeon.def and .des */
        if (!src->builtin && source_des_dir(src->dir)) {
            if (source_des_open(src, err, errlen) == 0)
                return 0;
            source_close(src);
            return -1;
        }
        seterr(err, errlen, "%s/dungeon.lua: cannot open (%s; nor is there "
               "a dungeon.def or .des file)", src->dir, strerror(ENOENT));
        return -1;
    }

    struct src_state st = { 0, 0, src, path };
    lua_State *L = lua_newstate(src_alloc, &st);
    if (!L) {
        seterr(err, errlen, "%s: out of memory", path);
        return -1;
    }
    lua_sethook(L, src_hook, LUA_MASKCOUNT, SRC_HOOK_EVERY);
    int rc = LUA_OK;
    lua_pushcfunction(L, read_description);
    open_sandbox(L); /* cannot fail short of memory at this size */
    rc = lua_pcall(L, 0, 0, 0);
    if (rc != LUA_OK) {
        const char *msg = lua_tostring(L, -1);
        if (!msg)
            msg = "error object is not a string";
        /* errors from the table reader lack a position: name the file */
        if (strncmp(msg, path, strlen(path)) == 0)
            seterr(err, errlen, "%s", msg);
        else
            seterr(err, errlen, "%s: %s", path, msg);
        lua_close(L);
        source_close(src);
        return -1;
    }
    lua_close(L);
    return 0;
}

void source_close(struct level_source *src)
{
    if (!src)
        return;
    for (int i = 0; i < src->ndungeons; i++) {
        free(src->dungeons[i].levels);
        free(src->dungeons[i].branches);
    }
    free(src->dungeons);
    src->dungeons = NULL;
    src->ndungeons = 0;
    free(src->deslevels);
    src->deslevels = NULL;
    src->ndeslevels = 0;
}

/* ---- names ------------------------------------------------------------ */

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && !strcmp(s + n - m, suffix);
}

/* A name usable as a file base: no directory parts, printable. */
static bool plain_name(const char *s)
{
    if (!*s || strlen(s) >= 64 || *s == '.')
        return false;
    for (const char *p = s; *p; p++)
        if (*p == '/' || *p == '\\' || (unsigned char) *p < ' ')
            return false;
    return true;
}

static bool put(char *dst, size_t len, const char *s)
{
    if (!dst || !len)
        return true;
    size_t n = strlen(s);
    if (n >= len)
        return false;
    memcpy(dst, s, n + 1);
    return true;
}

/* Quest levels are listed as "x-strt"; the file is "<Role>-strt"
 * (dungeon.c rewrites the x with the role's filecode). */
static bool role_placeholder(const char *name)
{
    return name[0] == 'x' && name[1] == '-';
}

static int resolve_path(const struct level_source *src, const char *name,
                        char *base, size_t baselen, int *nvariants,
                        char *dir, size_t dirlen, char *err, size_t errlen)
{
    char path[1200];
    const char *slash = strrchr(name, '/');
    if (!slash && !is_file(name)) {
        /* "oracle.lua" alone: the source's own file, if there is one */
        if (snprintf(path, sizeof path, "%s/%s", src->dir, name)
            < (int) sizeof path && is_file(path))
            name = path, slash = strrchr(path, '/');
    }
    if (!is_file(name)) {
        seterr(err, errlen, "cannot open level file '%s' (%s)", name, not_file_why(name));
        return -1;
    }
    char d[1024], b[256];
    if (slash) {
        size_t n = (size_t) (slash - name);
        if (n == 0)
            n = 1; /* "/x.lua" lives in "/" */
        if (n >= sizeof d) {
            seterr(err, errlen, "level file path '%s' is too long", name);
            return -1;
        }
        memcpy(d, name, n);
        d[n] = '\0';
    } else {
        strcpy(d, ".");
    }
    const char *file = slash ? slash + 1 : name;
    size_t bl = strlen(file) - 4;
    if (bl == 0 || bl >= sizeof b) {
        seterr(err, errlen, "bad level file name '%s'", name);
        return -1;
    }
    memcpy(b, file, bl);
    b[bl] = '\0';
    if (!put(base, baselen, b) || !put(dir, dirlen, d)) {
        seterr(err, errlen, "level file path '%s' is too long", name);
        return -1;
    }
    if (nvariants)
        *nvariants = 0;
    return 0;
}

/* the names a user may give: dungeon.lua's levels (file and alias) and the
   directory's .lua files ("minefill", "bigrm-3"), for the closest ones */
struct level_names {
    char (*name)[40];
    int n, cap;
};

static int note_name(struct level_names *ln, const char *name)
{
    if (ln->n == ln->cap) {
        int cap = ln->cap ? ln->cap * 2 : 128;
        void *p = realloc(ln->name, (size_t) cap * sizeof *ln->name);
        if (!p)
            return -1;
        ln->name = p;
        ln->cap = cap;
    }
    snprintf(ln->name[ln->n++], sizeof ln->name[0], "%s", name);
    return 0;
}

static int note_lua_file(const char *file, void *ud)
{
    size_t n = strlen(file);
    char base[40];

    if (n < 5 || n - 4 >= sizeof base || strcmp(file + n - 4, ".lua") != 0)
        return 0;
    memcpy(base, file, n - 4);
    base[n - 4] = '\0';
    /* the dungeon description and the library are not levels */
    if (!strcmp(base, "dungeon") || !strcmp(base, "nhlib") || !strcmp(base, "nhcore"))
        return 0;
    return note_name(ud, base);
}

static const char *listed_name_at(const void *ctx, int i)
{
    return ((const struct level_names *) ctx)->name[i];
}

static void closest_level(const struct level_source *src, const char *name,
                          char *out, size_t outlen)
{
    struct level_names ln = { 0 };

    out[0] = '\0';
    for (int d = 0; d < src->ndungeons; d++)
        for (int l = 0; l < src->dungeons[d].nlevels; l++) {
            const struct source_level *lv = &src->dungeons[d].levels[l];
            if (note_name(&ln, lv->name) != 0)
                goto done;
            if (strcmp(lv->alias, lv->name) && note_name(&ln, lv->alias) != 0)
                goto done;
        }
    (void) datfs_list(src->dir, note_lua_file, &ln);
    nearname_list(name, listed_name_at, &ln, ln.n, out, outlen);
done:
    free(ln.name);
}

/* The built-in levels are this project's own: NetHack's (castle, oracle)
   are in a NetHack dat/, which the user must point at. Said when the name
   is no near misspelling of a built-in one ("garde" is; "castle" is not:
   its nearest, "crates", would only mislead). */
static const char *builtin_hint(const struct level_source *src, const char *name,
                                const char *near)
{
    size_t n = strcspn(near, ",");

    if (!src->builtin)
        return "";
    if (n && edit_distance(name, strlen(name), near, n) <= (int) strlen(name) / 4 + 1)
        return "";
    return "; NetHack's own levels are read from its dat/: give --dat DIR";
}

static const struct source_level *find_listed(const struct level_source *src,
                                              const char *name)
{
    for (int d = 0; d < src->ndungeons; d++)
        for (int l = 0; l < src->dungeons[d].nlevels; l++) {
            const struct source_level *lv = &src->dungeons[d].levels[l];
            if (!strcmp(lv->name, name) || !strcmp(lv->alias, name))
                return lv;
        }
    return NULL;
}

bool source_des_split(const char *name, char *path, size_t pathlen,
                      char *level, size_t levellen)
{
    const char *p = name ? strstr(name, ".des") : NULL;

    /* the last ".des" followed by the end or by ":NAME" */
    for (const char *q = p; q; q = strstr(q + 1, ".des"))
        p = q;
    if (!p || (p[4] != '\0' && p[4] != ':'))
        return false;
    size_t n = (size_t) (p + 4 - name);

    if (n >= pathlen || (p[4] && strlen(p + 5) >= levellen))
        return false;
    memcpy(path, name, n);
    path[n] = '\0';
    snprintf(level, levellen, "%s", p[4] ? p + 5 : "");
    return true;
}

/* A .des file by path: its directory, and as base the level named after
 * the colon, else the file's base name (compiled by build.c). */
static int resolve_des(const char *name, char *base, size_t baselen,
                       int *nvariants, char *dir, size_t dirlen, char *err,
                       size_t errlen)
{
    char path[1024], level[64];

    if (!source_des_split(name, path, sizeof path, level, sizeof level)) {
        seterr(err, errlen, "bad .des level name '%s'", name);
        return -1;
    }
    if (!is_file(path)) {
        seterr(err, errlen, "cannot open level file '%s' (%s)", path, not_file_why(path));
        return -1;
    }
    const char *slash = strrchr(path, '/');
    const char *file = slash ? slash + 1 : path;
    char b[64];

    if (level[0])
        snprintf(b, sizeof b, "%s", level);
    else if (strlen(file) - 4 < sizeof b && strlen(file) > 4)
        snprintf(b, sizeof b, "%.*s", (int) (strlen(file) - 4), file);
    else {
        seterr(err, errlen, "bad level file name '%s'", path);
        return -1;
    }
    if (slash)
        snprintf(dir, dirlen, "%.*s", slash == path ? 1 : (int) (slash - path),
                 path);
    else
        snprintf(dir, dirlen, ".");
    if (!put(base, baselen, b)) {
        seterr(err, errlen, "level name '%s' is too long", name);
        return -1;
    }
    if (nvariants)
        *nvariants = 0;
    return 0;
}

int source_resolve(const struct level_source *src, const char *name,
                   char *base, size_t baselen, int *nvariants, char *dir,
                   size_t dirlen, char *err, size_t errlen)
{
    if (!name || !*name) {
        seterr(err, errlen, "no level name given");
        return -1;
    }
    if (strstr(name, ".des:") || ends_with(name, ".des"))
        return resolve_des(name, base, baselen, nvariants, dir, dirlen,
                               err, errlen);
    if (ends_with(name, ".lua"))
        return resolve_path(src, name, base, baselen, nvariants, dir, dirlen,
                            err, errlen);
    if (!plain_name(name)) {
        seterr(err, errlen, "bad level name '%s'", name);
        return -1;
    }

    const char *file = NULL;
    int nvar = 0;
    const struct source_level *lv = find_listed(src, name);
    const char *desc = src->describer[0] ? src->describer : "dungeon.lua";
    char none[1200];
    if (lv) {
        char first[80];
        if (lv->nlevels > 0) {
            snprintf(first, sizeof first, "%s-1", lv->name);
            if (!level_exists(src, first)) {
                seterr(err, errlen,
                       "level '%s' has %d variants in %s/%s but there is %s",
                       name, lv->nlevels, src->dir, desc,
                       no_level(src, first, none, sizeof none));
                return -1;
            }
            file = lv->name;
            nvar = lv->nlevels;
        } else if (level_exists(src, lv->name)) {
            file = lv->name;
        } else if (role_placeholder(lv->name)) {
            seterr(err, errlen,
                   "level '%s' depends on the hero's role: name its file, "
                   "e.g. Val%s", name, lv->name + 1);
            return -1;
        } else {
            seterr(err, errlen,
                   "level '%s' is in %s/%s but has no script (%s)", name,
                   src->dir, desc, no_level(src, lv->name, none, sizeof none));
            return -1;
        }
    } else if (src->des && source_des_count(src, name) > 1) {
        const struct source_deslevel *d = source_des_level(src, name);
        char b[64];

        snprintf(b, sizeof b, "%.*s", (int) strlen(d->file) - 4, d->file);
        seterr(err, errlen, "level '%s' is defined in %d .des files of %s: "
               "name the file, e.g. %s or %s:%s", name,
               source_des_count(src, name), src->dir, b, d->file, name);
        return -1;
    } else if (level_exists(src, name)) {
        file = name;
    } else if (src->des && src->ndungeons == 0) {
        char near[200];

        nearname_list(name, des_level_at, src, src->ndeslevels, near,
                      sizeof near);
        seterr(err, errlen, "unknown level '%s' (no %s/%s.des and %s%s%s)",
               name, src->dir, name, no_level(src, name, none, sizeof none),
               near[0] ? "; closest: " : "", near);
        return -1;
    } else {
        char near[200];

        closest_level(src, name, near, sizeof near);
        if (strcmp(near, name) == 0)
            near[0] = '\0'; /* its file is there, but no file to read */
        const char *hint = builtin_hint(src, name, near);
        if (hint[0])
            near[0] = '\0';
        seterr(err, errlen, "unknown level '%s' (not in %s/%s and %s)%s%s%s", name,
               src->dir, desc, no_level(src, name, none, sizeof none),
               near[0] ? "; closest: " : "", near, hint);
        return -1;
    }
    if (!put(base, baselen, file) || !put(dir, dirlen, src->dir)) {
        seterr(err, errlen, "level name '%s' or its directory is too long",
               name);
        return -1;
    }
    if (nvariants)
        *nvariants = nvar;
    return 0;
}

/* "soko1-2" -> level "soko1" with nlevels >= 2 */
static bool is_variant_of(const struct source_level *lv, const char *name)
{
    size_t n = strlen(lv->name);
    if (lv->nlevels <= 0 || strncmp(name, lv->name, n) || name[n] != '-')
        return false;
    const char *num = name + n + 1;
    if (!*num || strspn(num, "0123456789") != strlen(num))
        return false;
    int v = atoi(num);
    return v >= 1 && v <= lv->nlevels;
}

/* "Val-strt" -> "x-strt": three letters, a dash, the listed suffix */
static bool is_role_file_of(const struct source_level *lv, const char *name)
{
    return role_placeholder(lv->name) && strlen(name) == strlen(lv->name) + 2
           && name[3] == '-' && !strcmp(name + 3, lv->name + 1);
}

int source_find_level(const struct level_source *src, const char *name,
                      int *dungeon_index, int *level_index)
{
    if (!src || !name)
        return -1;
    /* a path: look its file base up */
    const char *slash = strrchr(name, '/');
    char b[64];
    if (slash || ends_with(name, ".lua")) {
        const char *f = slash ? slash + 1 : name;
        size_t n = strlen(f);
        if (ends_with(f, ".lua"))
            n -= 4;
        if (n == 0 || n >= sizeof b)
            return -1;
        memcpy(b, f, n);
        b[n] = '\0';
        name = b;
    }
    for (int d = 0; d < src->ndungeons; d++) {
        const struct source_dungeon *dg = &src->dungeons[d];
        for (int l = 0; l < dg->nlevels; l++) {
            const struct source_level *lv = &dg->levels[l];
            if (!strcmp(lv->name, name) || !strcmp(lv->alias, name)
                || is_variant_of(lv, name) || is_role_file_of(lv, name)) {
                if (dungeon_index)
                    *dungeon_index = d;
                if (level_index)
                    *level_index = l;
                return 0;
            }
        }
    }
    /* fillers: the dungeon's lvlfill, or a quest "<Role>-fila/-filb" in the
     * dungeon holding the x- levels */
    for (int d = 0; d < src->ndungeons; d++) {
        const struct source_dungeon *dg = &src->dungeons[d];
        bool filler = *dg->lvlfill && !strcmp(dg->lvlfill, name);
        if (!filler && strlen(name) == 8 && name[3] == '-'
            && (!strcmp(name + 4, "fila") || !strcmp(name + 4, "filb")))
            for (int l = 0; l < dg->nlevels; l++)
                if (role_placeholder(dg->levels[l].name))
                    filler = true;
        if (filler) {
            if (dungeon_index)
                *dungeon_index = d;
            if (level_index)
                *level_index = -1;
            return 0;
        }
    }
    return -1;
}
