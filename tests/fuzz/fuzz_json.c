/* fuzz_json.c - every reader of JSON, fed the same input file, through
 * the command line's own entry points:
 *   nhlev compare FILE --dat DAT --quiet
 *         the level document reader (src/doc_read.c), the rebuild of the
 *         level it names from the inputs it records, nhl_compare_docs;
 *   nhlev render oracle --dat DAT --context FILE --format json
 *         --context: hero, place, game seed, genocides from any JSON;
 *   nhlev view FILE --compare FILE --headless --keys ...
 *         the viewer's reader of truth documents and C sessions
 *         (ui/viewdoc.c), side by side, the overlays that read the
 *         document's lists;
 *   nhlev view demo --compare FILE --headless --keys ...
 *         a session (which has no level of its own) beside a level.
 * What must hold: each ends with an exit status (0, 1 or 2), nothing
 * crashes, leaks or runs without bound. */
#include "fuzz_common.h"

#include "cli.h"
#include "view.h"

/* A truth file is 200-400 KiB; the corpus keeps to smaller documents */
#define JSON_MAX (512 * 1024)

/* overlays that read the document's flip extent, regions, rooms and
   doors; compare's next difference and other map; the last cell */
static const char view_keys[] = "fgrd]c]<End>J>L";

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void) argc;
    (void) argv;
    fz_init();
    return 0;
}

static int run(int (*cmd)(int, char **), char **argv)
{
    int argc = 0;

    while (argv[argc])
        argc++;
    int rc = cmd(argc, argv);

    if (rc < 0 || rc > 2) {
        fprintf(stderr, "fuzz_json: %s exited %d\n", argv[0], rc);
        abort();
    }
    return rc;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char path[320];
    const char *p;

    if (size > JSON_MAX)
        return -1;
    p = fz_write("fuzz.json", data, size);
    if (!p)
        return 0;
    snprintf(path, sizeof path, "%s", p);
    char *dat = (char *) fz_dat();

    {
        char *argv[] = { "compare", path, "--dat", dat, "--quiet", NULL };

        run(cli_compare, argv);
    }
    {
        char *argv[] = { "render", "oracle", "--seed", "1", "--dat", dat, "--context", path,
                         "--format", "json", NULL };

        run(cli_render, argv);
    }
    {
        char *argv[] = { "view", path, "--compare", path, "--headless", "--keys",
                         (char *) view_keys, NULL };

        run(view_main, argv);
    }
    {
        char *argv[] = { "view", "demo", "--compare", path, "--headless", "--keys",
                         (char *) view_keys, NULL };

        run(view_main, argv);
    }
    return 0;
}
