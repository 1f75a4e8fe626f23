/* fuzz_nhdat.c - an installed game's nhdat archive (the DLB format of
 * NetHack's dlb.c): the input is DIR/nhdat, read as `nhlev ... --dat DIR`
 * reads it (datfs: the directory, each member, the 3.6 check), and its
 * level `tiny` built from it.
 *
 * What must hold for any input: reading ends with bounded memory, nothing
 * crashes or leaks, and every refusal says why in one line. */
#include "fuzz_common.h"

#include "build.h"
#include "datfs.h"

#define NHDAT_MAX (256 * 1024)

static char archive[320];

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
        fprintf(stderr, "fuzz_nhdat: %s failed without a one-line reason\n", what);
        abort();
    }
}

static int read_member(const char *name, void *ud)
{
    char path[700], err[600] = "";
    size_t len = 0;

    (void) ud;
    snprintf(path, sizeof path, "%s/%s", archive, name);
    struct stat st;

    (void) datfs_stat(path, &st);
    char *text = datfs_slurp(path, 1 << 20, &len, err, sizeof err);

    if (text)
        free(text);
    else
        must_say_why("reading a member", err);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > NHDAT_MAX)
        return -1;
    const char *p = fz_write("nhdat", data, size);

    if (!p)
        return 0;
    snprintf(archive, sizeof archive, "%s", p);
    char why[600] = "";

    if (!datfs_is_archive(archive, why, sizeof why)) {
        must_say_why("opening", why);
        return 0;
    }
    (void) datfs_list(archive, read_member, NULL);

    char dat[320];
    struct nhl_build_opts o;
    struct nhl_build_result res;

    datfs_dat_dir(fz_dir, dat, sizeof dat);
    nhl_build_opts_defaults(&o);
    o.dat_dir = dat;
    o.level = "tiny";
    o.seed = 1;
    if (nhl_build(&o, &res) != 0)
        must_say_why("building tiny", res.errmsg);
    nhl_build_result_free(&res);
    return 0;
}
