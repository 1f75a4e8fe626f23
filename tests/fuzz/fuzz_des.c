/* fuzz_des.c - a .des file (lev_comp's language, 3.4.3's and 3.6's
 * grammars): parsed with each grammar, and built as
 * `nhlev view FILE.des --dat DAT` builds it (compiled to Lua on the file's
 * own lines, run in the sandbox against NetHack 5.0.0's dat/).
 *
 * What must hold for any input: parsing and the build end (nesting and
 * size are bounded, the sandbox's limits stop a runaway level), nothing
 * crashes or leaks, and every refusal says why in one line. */
#include "fuzz_common.h"

#include "build.h"
#include "des_parse.h"
#include "gamecache.h"

/* larger than every .des file of the corpora in /work/shared/des */
#define DES_MAX (128 * 1024)

static struct nhl_game_cache *game;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void) argc;
    (void) argv;
    fz_init();
    game = nhl_game_cache_new();
    return 0;
}

static void must_say_why(const char *what, const char *err)
{
    if (!err[0] || strchr(err, '\n')) {
        fprintf(stderr, "fuzz_des: %s failed without a one-line reason\n", what);
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const enum des_grammar grammars[] = { DES_GRAMMAR_AUTO, DES_GRAMMAR_34,
                                                 DES_GRAMMAR_36 };

    if (size > DES_MAX)
        return -1;
    for (size_t g = 0; g < sizeof grammars / sizeof grammars[0]; g++) {
        struct des_error perr = { 0 };
        struct des_file *f = des_parse("fuzz.des", (const char *) data, size, grammars[g],
                                       &perr);

        if (f)
            des_file_free(f);
        else
            must_say_why("parsing", perr.msg);
    }
    const char *path = fz_write("fuzz.des", data, size);

    if (!path)
        return 0;
    struct nhl_build_opts o;
    struct nhl_build_result res;

    nhl_build_opts_defaults(&o);
    o.dat_dir = fz_dat();
    o.level = path;
    o.seed = 1;
    o.ctx.version = NHV_5_0_0;
    o.game = game;
    if (nhl_build(&o, &res) != 0)
        must_say_why("building", res.errmsg);
    nhl_build_result_free(&res);
    return 0;
}
