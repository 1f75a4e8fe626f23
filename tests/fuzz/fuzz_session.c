/* fuzz_session.c - a C trace session, both formats nhlev reads (seed-004's
 * version 1, and menace's V3/V4 with their mapdumps and screens): the
 * input is read as `nhlev view LEVEL --compare FILE` reads it
 * (nhl_session_load), and the rebuild's options are taken for every level
 * it holds.
 *
 * What must hold for any input: reading ends, nothing crashes or leaks,
 * a refusal says why in one line. */
#include "fuzz_common.h"

#include "nhlev.h"

/* the committed sessions are under 128 KiB */
#define SESSION_MAX (256 * 1024)

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void) argc;
    (void) argv;
    fz_init();
    return 0;
}

static void must_say_why(const char *what, const char *err)
{
    if (!err[0] || strchr(err, '\n')) {
        fprintf(stderr, "fuzz_session: %s failed without a one-line reason\n", what);
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > SESSION_MAX)
        return -1;
    const char *path = fz_write("fuzz.session.json", data, size);

    if (!path)
        return 0;
    struct nhl_session s;
    char err[600] = "";
    int rc = nhl_session_load(path, &s, err, sizeof err);

    if (rc != 0) {
        must_say_why("reading", err);
        return 0;
    }
    for (int i = 0; i < s.nlevels; i++) {
        struct nhl_build_opts o;
        char name[128], why[300] = "";

        nhl_build_opts_defaults(&o);
        o.dat_dir = fz_dat();
        if (nhl_session_build_opts(&s, i, &o, name, sizeof name, why, sizeof why) != 0)
            must_say_why("the rebuild's options", why);
    }
    nhl_session_free(&s);
    return 0;
}
