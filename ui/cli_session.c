/* cli_session.c - `nhlev session FILE...`: walk every level a C trace
 * session holds (session.h), each beside nhlev's rebuild at the same place
 * and stream position: the differing cells counted, the first divergent
 * draw with C's call site beside nhlev's, and C's screen as captured.
 * `nhlev compare` hands session files here. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "nhlev.h"

static void session_usage(FILE *f)
{
    fprintf(f, "usage: nhlev session FILE... [--dat DIR] [--nethack V] [--screen] [--quiet]\n"
               "Read C trace sessions (the C session format of shared/seeds/004, and\n"
               "davidbau/menace's V3 and V4: RLE grids, checkpoints, mapdump lines) and\n"
               "walk every level each holds: nhlev rebuilds it at C's place and at C's\n"
               "position in the game's RNG stream (the raw draws C made since the game\n"
               "seed before the level's makelevel, counted from the session's log) and\n"
               "reports per level: the differing terrain cells, and the first draw where\n"
               "the two logs part, C's call site beside nhlev's.\n"
               "  --dat DIR    NetHack's dat/ (menace's sessions: NetHack 3.7 at 79c688cc6,\n"
               "               e.g. shared/nethack/3.7-79c688c/dat)\n"
               "  --nethack V  rebuild as NetHack V (default: the release --dat holds)\n"
               "  --screen     print C's screen as captured beside each level\n"
               "  --quiet      only the levels that differ, and the summary\n"
               "Exit status: 0 every level equal, 1 some differ, 2 a file could not be\n"
               "read (a one-line error naming the file and the line or field).\n");
}

struct session_tally {
    int levels, equal_typ, equal_draws, equal_both, unbuilt, files, bad;
};

static void print_screen(const struct nhl_session_level *l)
{
    if (!l->has_screen)
        return;
    printf("  C's screen (%s):\n", l->screen_modes ? "DEC cells as captured" : "as captured");
    for (int y = 0; y < NHL_SESSION_ROWS; y++) {
        char row[COLNO + 1];
        int n = COLNO;

        memcpy(row, l->screen[y], sizeof row);
        while (n > 0 && row[n - 1] == ' ')
            n--;
        row[n] = '\0';
        printf("  |%s\n", cli_safe(row));
    }
}

/* One level: rebuilt, compared, reported. 0 equal, 1 differs, 2 not built. */
static int walk_level(const struct nhl_session *s, int i, const char *dat, int nethack,
                      bool screen, bool quiet, struct session_tally *t)
{
    const struct nhl_session_level *l = &s->levels[i];
    struct nhl_build_opts o;
    struct nhl_build_result res;
    char name[96], why[300];

    nhl_build_opts_defaults(&o);
    o.dat_dir = dat;
    o.ctx.version = nethack;
    o.log_rng = true;
    t->levels++;
    if (nhl_session_build_opts(s, i, &o, name, sizeof name, why, sizeof why) != 0) {
        printf("SKIP %s %s: %s\n", cli_safe(s->path), cli_safe(l->key), cli_safe(why));
        t->unbuilt++;
        return 2;
    }
    if (nhl_build(&o, &res) != 0) {
        printf("FAIL %s %s: nhlev could not build %s: %s\n", cli_safe(s->path), cli_safe(l->key),
               cli_safe(name), cli_safe(res.errmsg));
        nhl_build_result_free(&res);
        t->unbuilt++;
        return 2;
    }
    struct nhl_session_cmp c;

    nhl_session_compare(s, i, res.lev, res.rng, &c);
    bool typ_ok = c.cells_differ == 0, draws_ok = c.diverge < 0;

    t->equal_typ += typ_ok;
    t->equal_draws += draws_ok;
    t->equal_both += typ_ok && draws_ok;
    if (!quiet || !typ_ok || !draws_ok) {
        char cells[96];

        if (c.cells_differ < 0)
            snprintf(cells, sizeof cells, "no grid recorded");
        else if (c.cells_differ == 0)
            snprintf(cells, sizeof cells, "typ equal");
        else
            snprintf(cells, sizeof cells, "%d typ cell%s differ (first at %d,%d)", c.cells_differ,
                     c.cells_differ == 1 ? "" : "s", c.first_x, c.first_y);
        printf("%s %s %s: %s (%s) at draw %" PRIu64 ": %s; ",
               typ_ok && draws_ok ? "PASS" : "FAIL", cli_safe(s->path), cli_safe(l->key),
               cli_safe(name), cli_safe(res.variant),
               o.stream_draws, cells);
        if (!c.draws_checked)
            printf("draws not logged (nhlev drew %zu)\n", c.our_draws);
        else if (draws_ok)
            printf("draws equal (%zu)\n", c.our_draws);
        else
            printf("draws part at the level's draw %ld\n    C:     %s\n    nhlev: %s\n",
                   c.diverge + 1, cli_safe(c.c_line), cli_safe(c.our_line));
    }
    if (screen)
        print_screen(l);
    nhl_build_result_free(&res);
    return typ_ok && draws_ok ? 0 : 1;
}

static void print_header(const char *path, const struct nhl_session *s)
{
    printf("# %s: session version %d, game seed %" PRIu64 ", %s %s %s %s%s%s%s, %d level%s\n",
           cli_safe(path), s->version, s->seed, s->role[0] ? cli_safe(s->role) : "?",
           cli_safe(s->race), cli_safe(s->gender), cli_safe(s->align),
           s->wizard ? ", wizard mode" : "", s->wizload[0] ? ", #wizloaddes " : "",
           cli_safe(s->wizload), s->nlevels, s->nlevels == 1 ? "" : "s");
}

int cli_session_walk(const char *path, const char *dat, int nethack, bool quiet,
                     char *err, size_t errlen)
{
    struct nhl_session s;
    struct session_tally t;
    int rc = nhl_session_load(path, &s, err, errlen);

    if (rc != 0)
        return rc == -2 ? -2 : 2;
    memset(&t, 0, sizeof t);
    if (!quiet)
        print_header(path, &s);
    for (int k = 0; k < s.nlevels; k++)
        walk_level(&s, k, dat, nethack, false, quiet, &t);
    nhl_session_free(&s);
    return t.equal_both == t.levels ? 0 : 1;
}

int cli_session(int argc, char **argv)
{
    const char *dat = NULL;
    int nethack = NHV_AUTO;
    bool screen = false, quiet = false;
    int nfiles = 0;
    struct session_tally t;

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];

        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            session_usage(stdout);
            return 0;
        } else if (strcmp(a, "--dat") == 0) {
            if (i + 1 >= argc)
                return cli_error("session", "--dat needs a value");
            dat = cli_dat_dir(argv[++i]);
        } else if (strcmp(a, "--nethack") == 0) {
            if (i + 1 >= argc)
                return cli_error("session", "--nethack needs a value");
            nethack = nhl_version_by_name(argv[++i]);
            if (nethack < 0)
                return cli_error("session", "--nethack: '%s' is no NetHack nhlev knows "
                                 "(5.0.0, 3.7-79c688c, 3.7 or 3.6.7)", argv[i]);
        } else if (strcmp(a, "--screen") == 0) {
            screen = true;
        } else if (strcmp(a, "--quiet") == 0 || strcmp(a, "-q") == 0) {
            quiet = true;
        } else if (a[0] == '-' && a[1]) {
            return cli_error("session", "unknown option '%s' (see nhlev session --help)", a);
        } else {
            nfiles++;
        }
    }
    if (!nfiles)
        return cli_error("session", "no session files given (see nhlev session --help)");
    memset(&t, 0, sizeof t);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        struct nhl_session s;
        char err[1200];

        if (strcmp(a, "--dat") == 0 || strcmp(a, "--nethack") == 0) {
            i++;
            continue;
        }
        if (a[0] == '-' && a[1])
            continue;
        if (nhl_session_load(a, &s, err, sizeof err) != 0) {
            cli_error("session", "%s", err);
            t.bad++;
            continue;
        }
        t.files++;
        if (!quiet)
            print_header(a, &s);
        for (int k = 0; k < s.nlevels; k++)
            walk_level(&s, k, dat, nethack, screen, quiet, &t);
        nhl_session_free(&s);
    }
    printf("%d session%s, %d level%s: typ equal %d, draws equal %d, both %d",
           t.files, t.files == 1 ? "" : "s", t.levels, t.levels == 1 ? "" : "s",
           t.equal_typ, t.equal_draws, t.equal_both);
    if (t.unbuilt)
        printf(", %d not rebuilt", t.unbuilt);
    if (t.bad)
        printf(", %d unreadable", t.bad);
    printf("\n");
    if (t.bad)
        return 2;
    return t.equal_both + t.unbuilt == t.levels && !t.unbuilt ? 0 : 1;
}
