/* fuzz_script.c - the level-script boundary: the input is a Lua level
 * script, built by the engine as `nhlev view FILE.lua --dat DAT` builds it
 * (NetHack 5.0.0's dat/ and nhlib.lua, the game's layout, every step and
 * RNG draw recorded, the sandbox's own instruction and memory limits),
 * then written out as `render --format json` and as a map.
 *
 * What must hold for any input: the build ends (the sandbox's limits, not
 * libFuzzer's timeout, stop a runaway script), nothing crashes or leaks,
 * and a failed build says why (a non-empty one-line error). */
#include "fuzz_common.h"

#include "build.h"
#include "doc.h"
#include "gamecache.h"
#include "render.h"

/* Larger than every level script of NetHack (themerms.lua is 34 KiB) */
#define SCRIPT_MAX (128 * 1024)

static struct nhl_game_cache *game;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void) argc;
    (void) argv;
    fz_init();
    /* dungeon.lua, the layout and the object deal, read once: the same
       for every input */
    game = nhl_game_cache_new();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct nhl_build_opts o;
    struct nhl_build_result res;
    const char *path;

    if (size > SCRIPT_MAX)
        return -1;   /* not added to the corpus */
    path = fz_write("fuzz.lua", data, size);
    if (!path)
        return 0;
    nhl_build_opts_defaults(&o);
    o.dat_dir = fz_dat();
    o.level = path;
    o.seed = 1;
    o.ctx.version = NHV_5_0_0;
    o.place_from_layout = true;
    o.log_rng = true;
    o.record_steps = true;
    o.game = game;
    int rc = nhl_build(&o, &res);

    if (rc != 0 && !res.errmsg[0]) {
        fprintf(stderr, "fuzz_script: the build failed without saying why\n");
        abort();
    }
    if (res.lev) {
        struct nhl_doc_meta meta = { .level = o.level, .variant = res.variant,
                                 .seed = o.seed, .rng = res.rng, .gen_time_us = -1 };
        char *text = nhl_doc_print(res.lev, &meta);
        static char map[ROWNO * (COLNO * 4 + 2) + 1];

        free(text);
        nhl_render_map(res.lev, RENDER_UNICODE, map, sizeof map);
    }
    nhl_build_result_free(&res);
    return 0;
}
