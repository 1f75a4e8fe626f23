/* fuzz_keys.c - the viewer's key handling: the headless viewer
 * (`nhlev view ... --headless --keys KEYS`) driven by the input as its key
 * string, on one of a few screens chosen by the input's first byte:
 *   0  soko1 of NetHack 5.0.0 (steps, source and draws panels), DEC
 *   1  soko4 beside C's truth file for it (side by side), Unicode
 *   2  the level picker (no level given)
 *   3  soko1 beside a C session's screen
 *   4  the built-in demo level (no dat/)
 *   5  a truth file viewed as a level
 * The rest is the key string as --keys takes it: characters, <Name>s
 * (<Down>, <C-l>, <lt>), <resize:WxH>, <click:x,y>. A '*' (a seed from
 * the clock) is dropped, so that every input replays the same.
 * What must hold: the viewer ends with a status (0, or 2 for a bad key
 * name), nothing crashes, leaks or runs without bound. */
#include "fuzz_common.h"

#include <dirent.h>
#include <unistd.h>

#include "export.h"
#include "view.h"

/* each key may rebuild a level (R, +, -, the picker): keep a run short */
#define KEYS_MAX 300

static char truth_soko4[512], session_soko1[512];
/* where the e key's exports go: a directory of the harness's own, emptied
   after each input, so fuzzing never fills the working directory */
static char export_dir[64] = "/tmp/nhlev_fuzz_export.XXXXXX";

static void empty_export_dir(void)
{
    DIR *d = opendir(export_dir);
    struct dirent *e;
    char path[400];

    while (d && (e = readdir(d)))
        if (e->d_name[0] != '.') {
            snprintf(path, sizeof path, "%s/%s", export_dir, e->d_name);
            unlink(path);
        }
    if (d)
        closedir(d);
}

static void remove_export_dir(void)
{
    empty_export_dir();
    rmdir(export_dir);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void) argc;
    (void) argv;
    fz_init();
    if (!mkdtemp(export_dir)) {
        perror("fuzz_keys: mkdtemp");
        abort();
    }
    atexit(remove_export_dir);
    /* the fonts a PNG export draws with, loaded once before any input */
    export_png_warm();
    snprintf(truth_soko4, sizeof truth_soko4, "%s/truth-5.0/soko4-1.seed1.json",
             NHLEV_FUZZ_SHARED_DEFAULT);
    snprintf(session_soko1, sizeof session_soko1,
             "%s/tests/fixtures/view/session_soko1.json", NHLEV_SOURCE_DIR);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    if (size > KEYS_MAX + 1)
        return -1;
    char *keys = fz_cstring(data + 1, size - 1);

    if (!keys)
        return 0;
    /* '*' draws a seed from the clock: not reproducible */
    char *w = keys;

    for (const char *r = keys; *r; r++)
        if (*r != '*')
            *w++ = *r;
    *w = '\0';
    char *dat = (char *) fz_dat();
    char *argv[16];
    int n = 0;

    argv[n++] = "view";
    switch (data[0] % 6) {
    case 0:
        argv[n++] = "soko1";
        argv[n++] = "--seed";
        argv[n++] = "1";
        argv[n++] = "--dat";
        argv[n++] = dat;
        argv[n++] = "--dec";
        break;
    case 1:
        argv[n++] = "soko4";
        argv[n++] = "--seed";
        argv[n++] = "1";
        argv[n++] = "--dat";
        argv[n++] = dat;
        argv[n++] = "--compare";
        argv[n++] = truth_soko4;
        argv[n++] = "--unicode";
        break;
    case 2:
        argv[n++] = "--dat";
        argv[n++] = dat;
        break;
    case 3:
        argv[n++] = "soko1";
        argv[n++] = "--seed";
        argv[n++] = "1";
        argv[n++] = "--dat";
        argv[n++] = dat;
        argv[n++] = "--compare";
        argv[n++] = session_soko1;
        break;
    case 4:
        argv[n++] = "demo";
        break;
    default:
        argv[n++] = truth_soko4;
        break;
    }
    argv[n++] = "--export-dir";
    argv[n++] = export_dir;
    argv[n++] = "--headless";
    argv[n++] = "--keys";
    argv[n++] = keys;
    argv[n] = NULL;
    int rc = view_main(n, argv);

    empty_export_dir();

    if (rc != 0 && rc != 2) {
        fprintf(stderr, "fuzz_keys: the viewer exited %d\n", rc);
        abort();
    }
    free(keys);
    return 0;
}
