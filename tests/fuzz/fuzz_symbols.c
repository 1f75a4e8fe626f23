/* fuzz_symbols.c - a `symbols` file (NetHack's symset definitions): the
 * input is looked up as `nhlev view --symset NAME --dat DIR` looks a
 * symset up in DIR/symbols (symconf_resolve), for a few names, and its
 * list of names is taken as the "these exist" hint takes it; the input's
 * first line is also applied as a SYMBOLS= override.
 *
 * What must hold for any input: reading ends, nothing crashes or leaks, a
 * refusal says why in one line, and what is said holds no control byte
 * (the viewer prints it on the terminal). */
#include "fuzz_common.h"

#include "nhlev.h"
#include "symconf.h"

#define SYMBOLS_MAX (256 * 1024)

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void) argc;
    (void) argv;
    fz_init();
    /* no player's config: only --symset and the file matter */
    setenv("HOME", fz_dir, 1);
    unsetenv("NETHACKOPTIONS");
    return 0;
}

/* one line, no C0 or C1 control, no byte that is not UTF-8 */
static void must_be_clean(const char *what, const char *s)
{
    int bad = fz_unsafe_byte(s);

    if (bad) {
        fprintf(stderr, "fuzz_symbols: %s holds the raw byte 0x%02x: %s\n", what, bad, s);
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *const names[] = { "DECgraphics", "Enhanced1", "fuzz", "plain" };

    if (size > SYMBOLS_MAX)
        return -1;
    if (!fz_write("symbols", data, size))
        return 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        struct nhl_symset ss;
        bool have = false;
        char note[600] = "", err[600] = "";
        int rc = symconf_resolve(names[i], fz_dir, &ss, &have, note, sizeof note, err,
                                 sizeof err);

        if (rc != 0 && !err[0]) {
            fprintf(stderr, "fuzz_symbols: a refusal without a reason\n");
            abort();
        }
        must_be_clean("the note", note);
        must_be_clean("the error", err);
    }
    char list[1024];

    nhl_symset_names((const char *) data, size, list, sizeof list);
    /* the first line as a SYMBOLS= override of an empty symset */
    char *text = fz_cstring(data, size);

    if (text) {
        struct nhl_symset ss;
        char err[600] = "";

        memset(&ss, 0, sizeof ss);
        text[strcspn(text, "\n")] = '\0';
        (void) nhl_symset_override(&ss, text, err, sizeof err);
        free(text);
    }
    return 0;
}
