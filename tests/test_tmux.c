/* test_tmux.c - run tests/tmux_e2e.sh: the real curses viewer inside tmux
 * (start, keys, capture-pane, quit, SIGINT/SIGTERM restore, tiny terminal).
 * Skips cleanly when tmux is not installed. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

Test(tmux, curses_viewer_end_to_end)
{
    const char *b = getenv("NHLEV_TEST_BIN");
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "sh '%s/tmux_e2e.sh' '%s' '%s' '%s' 2>&1", NHLEV_TEST_DIR,
             b && *b ? b : NHLEV_BIN, TU_NETHACK50_DAT, NHLEV_SHARED_DIR);
    FILE *p = popen(cmd, "r");
    cr_assert(p);
    char out[16384];
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    int st = pclose(p);
    int rc = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    if (rc == 77)
        cr_skip_test("%s", out);
    cr_assert_eq(rc, 0, "%s", out);
}

/* tests/tmux_viewer.sh: the picker's seed beside the level, the help's
 * pages, the cell line and its ; panel, an export from the DEC screen,
 * NO_COLOR legends, M's progress and Esc, R's message (#24) */
Test(tmux, viewer_as_a_user_meets_it)
{
    const char *b = getenv("NHLEV_TEST_BIN");
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "sh '%s/tmux_viewer.sh' '%s' '%s' 2>&1", NHLEV_TEST_DIR,
             b && *b ? b : NHLEV_BIN, TU_NETHACK50_DAT);
    FILE *p = popen(cmd, "r");
    cr_assert(p);
    char out[16384];
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    int st = pclose(p);
    int rc = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    if (rc == 77)
        cr_skip_test("%s", out);
    cr_assert_eq(rc, 0, "%s", out);
}
