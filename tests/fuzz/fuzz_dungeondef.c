/* fuzz_dungeondef.c - dungeon.def, the dungeon description of a game of
 * .des files: the input is read as `nhlev view --dat DIR` reads a
 * DIR/dungeon.def (source_open), laid out for a game, written back as a
 * dungeon.lua (nhlev convert), and its first floor built.
 *
 * What must hold for any input: reading and laying out end, nothing
 * crashes or leaks, and every refusal says why in one line. */
#include "fuzz_common.h"

#include <unistd.h>

#include "build.h"
#include "dungeon.h"
#include "dungeon_def.h"
#include "gamecache.h"
#include "source.h"

#define DEF_MAX (64 * 1024)

/* where the written dungeon.lua is read back (removed at exit) */
static char luadir[64];

static void remove_luadir(void)
{
    char path[128];

    snprintf(path, sizeof path, "%s/dungeon.lua", luadir);
    unlink(path);
    rmdir(luadir);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void) argc;
    (void) argv;
    fz_init();
    snprintf(luadir, sizeof luadir, "/tmp/nhlev-fuzz-dgn-XXXXXX");
    if (!mkdtemp(luadir))
        abort();
    atexit(remove_luadir);
    return 0;
}

/* dungeon.lua as written, read by 5.0's reader: the same dungeons */
static void read_back(const struct source_dungeon *d, int n)
{
    char path[128], err[600];
    struct level_source lua;

    snprintf(path, sizeof path, "%s/dungeon.lua", luadir);
    FILE *f = fopen(path, "w");

    if (!f)
        return;
    dungeon_def_write_lua(f, d, n, "fuzz.def");
    if (fclose(f) != 0)
        return;
    if (source_open(&lua, luadir, err, sizeof err) != 0) {
        fprintf(stderr, "fuzz_dungeondef: the dungeon.lua written does not read: %s\n", err);
        abort();
    }
    bool same = lua.ndungeons == n;

    for (int i = 0; same && i < n; i++) {
        const struct source_dungeon *a = &d[i], *b = &lua.dungeons[i];

        same = !strcmp(a->name, b->name) && !strcmp(a->bonetag, b->bonetag)
               && a->base == b->base && a->range == b->range && a->entry == b->entry
               && a->align == b->align && a->flags == b->flags && a->chance == b->chance
               && !strcmp(a->protofile, b->protofile) && !strcmp(a->lvlfill, b->lvlfill)
               && a->nlevels == b->nlevels && a->nbranches == b->nbranches;
        for (int l = 0; same && l < a->nlevels; l++)
            same = !memcmp(&a->levels[l], &b->levels[l], sizeof a->levels[l]);
        for (int k = 0; same && k < a->nbranches; k++)
            same = !memcmp(&a->branches[k], &b->branches[k], sizeof a->branches[k]);
    }
    source_close(&lua);
    if (!same) {
        fprintf(stderr, "fuzz_dungeondef: the dungeon.lua written reads otherwise\n");
        abort();
    }
}

static void must_say_why(const char *what, const char *err)
{
    if (!err[0] || strchr(err, '\n')) {
        fprintf(stderr, "fuzz_dungeondef: %s failed without a one-line reason\n", what);
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[600] = "";
    struct source_dungeon *d;
    int n;

    if (size > DEF_MAX)
        return -1;
    /* the reader alone, and the writer on what it read */
    if (dungeon_def_parse("fuzz.def", (const char *) data, size, &d, &n, err,
                          sizeof err) == 0) {
        char *buf = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&buf, &len);

        if (f) {
            dungeon_def_write_lua(f, d, n, "fuzz.def");
            fclose(f);
        }
        free(buf);
        read_back(d, n);
        dungeon_def_free(d, n);
    } else {
        must_say_why("reading", err);
    }
    /* the whole source, its layout and a floor */
    if (!fz_write("dungeon.def", data, size))
        return 0;
    struct level_source src;

    err[0] = '\0';
    if (source_open(&src, fz_dir, err, sizeof err) != 0) {
        must_say_why("opening", err);
        return 0;
    }
    struct dungeon_layout *dl = calloc(1, sizeof *dl);

    err[0] = '\0';
    if (dl && dungeon_layout_for_seed(dl, &src, 42, 0, "Val", err, sizeof err) != 0)
        must_say_why("the layout", err);
    else if (dl && src.ndungeons > 0) {
        struct nhl_build_opts o;
        struct nhl_build_result res;

        nhl_build_opts_defaults(&o);
        o.dat_dir = fz_dir;
        o.level = "dlvl:1";
        o.seed = 1;
        o.place_from_layout = true;
        if (nhl_build(&o, &res) != 0)
            must_say_why("building dlvl:1", res.errmsg);
        nhl_build_result_free(&res);
    }
    free(dl);
    source_close(&src);
    return 0;
}
