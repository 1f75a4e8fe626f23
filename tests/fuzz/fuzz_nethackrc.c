/* fuzz_nethackrc.c - the player's NetHack configuration as the viewer
 * reads it for a symset: the input is ~/.nethackrc (OPTIONS=symset:NAME,
 * DECgraphics, SYMBOLS= overrides), then the same text as NETHACKOPTIONS;
 * the symset named is looked up in NetHack 5.0.0's dat/ and nhlev's
 * assets (symconf_resolve, as `nhlev view` does with no --symset).
 *
 * What must hold for any input: reading ends, nothing crashes or leaks,
 * and the note and error the viewer shows are one line with no control
 * byte (the player's file may hold any bytes). */
#include "fuzz_common.h"

#include "nhlev.h"
#include "symconf.h"

#define RC_MAX (64 * 1024)

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void) argc;
    (void) argv;
    fz_init();
    setenv("HOME", fz_dir, 1);
    return 0;
}

static void must_be_clean(const char *what, const char *s)
{
    int bad = fz_unsafe_byte(s);

    if (bad) {
        fprintf(stderr, "fuzz_nethackrc: %s holds the raw byte 0x%02x: %s\n", what, bad, s);
        abort();
    }
}

static void resolve(void)
{
    struct nhl_symset ss;
    bool have = false;
    char note[600] = "", err[600] = "";
    int rc = symconf_resolve(NULL, fz_dat(), &ss, &have, note, sizeof note, err, sizeof err);

    if (rc != 0 && !err[0]) {
        fprintf(stderr, "fuzz_nethackrc: a refusal without a reason\n");
        abort();
    }
    must_be_clean("the note", note);
    must_be_clean("the error", err);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > RC_MAX)
        return -1;
    if (!fz_write(".nethackrc", data, size))
        return 0;
    unsetenv("NETHACKOPTIONS");
    resolve();
    /* the same text as the environment's options (cut at a NUL, as an
       environment variable is) */
    char *env = fz_cstring(data, size);

    if (env && *env) {
        setenv("NETHACKOPTIONS", env, 1);
        resolve();
        unsetenv("NETHACKOPTIONS");
    }
    free(env);
    return 0;
}
