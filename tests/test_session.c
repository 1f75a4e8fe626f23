/* test_session.c - C trace sessions (session.h): sessions of each shape
 * made from C's truth levels (tools/truth2v34.py, truth2session.py) read
 * and matched by nhlev's rebuild; the stream position counted from a log;
 * malformed sessions a one-line error naming file and field or line. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "nhlev.h"
#include "rng.h"   /* the stream test draws C's prefix itself */

#define FIX NHLEV_TEST_DIR "/fixtures/sessions/"

/* Level i of the session rebuilt by nhlev and compared. */
static void rebuild(const struct nhl_session *s, int i, const char *dat,
                    struct nhl_session_cmp *c)
{
    struct nhl_build_opts o;
    struct nhl_build_result res;
    char name[96], why[300];

    nhl_build_opts_defaults(&o);
    o.dat_dir = dat;
    o.log_rng = true;
    cr_assert_eq(nhl_session_build_opts(s, i, &o, name, sizeof name, why, sizeof why), 0, "%s", why);
    cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
    nhl_session_compare(s, i, res.lev, res.rng, c);
    nhl_build_result_free(&res);
}

static void load(const char *path, struct nhl_session *s)
{
    char err[1200];

    cr_assert_eq(nhl_session_load(path, s, err, sizeof err), 0, "%s", err);
}

Test(session, v4_truth_level_equal)
{
    struct nhl_session s;
    struct nhl_session_cmp c;

    load(FIX "dlvl1.seed2.v4.session.json", &s);
    cr_assert_eq(s.version, 4);
    cr_assert_str_eq(s.role, "Valkyrie");
    cr_assert(s.wizard);
    cr_assert_eq(s.nlevels, 1);
    cr_assert_str_eq(s.levels[0].key, "d0l1_001");
    cr_assert(s.levels[0].has_typ && s.levels[0].end_marked);
    /* the screen put back in its columns: the map's first wall where the
       grid has it, drawn in DEC mode */
    int wx = -1, wy = -1;

    for (int y = 0; y < ROWNO && wx < 0; y++)
        for (int x = 0; x < COLNO; x++)
            if (s.levels[0].typ[x][y] == TLCORNER) {
                wx = x;
                wy = y;
                break;
            }
    cr_assert(wx >= 0);
    cr_assert_eq(s.levels[0].screen[wy + 1][wx], 'l');
    cr_assert(s.levels[0].dec[wy + 1][wx]);
    rebuild(&s, 0, TU_NETHACK_79C688C_DAT, &c);
    cr_assert_eq(c.cells_differ, 0);
    cr_assert(c.draws_checked);
    cr_assert_eq(c.diverge, -1, "C %s / nhlev %s", c.c_line, c.our_line);
    cr_assert_gt(c.c_draws, 1000);
    nhl_session_free(&s);
}

Test(session, v3_and_v4_special_levels_equal)
{
    static const char *const files[] = { FIX "oracle.seed1.v3.session.json",
                                         FIX "minetn.seed3.v4.session.json" };

    for (size_t k = 0; k < 2; k++) {
        struct nhl_session s;
        struct nhl_session_cmp c;

        load(files[k], &s);
        cr_assert_eq(s.nlevels, 1);
        rebuild(&s, 0, TU_NETHACK_79C688C_DAT, &c);
        cr_assert_eq(c.cells_differ, 0, "%s", files[k]);
        cr_assert_eq(c.diverge, -1, "%s: C %s / nhlev %s", files[k], c.c_line, c.our_line);
        nhl_session_free(&s);
    }
}

Test(session, seed004_sessions_dir_equal)
{
    struct nhl_session s;
    struct nhl_session_cmp c;

    load(NHLEV_TEST_DIR "/../sessions/oracle.seed1.session.json", &s);
    cr_assert_eq(s.version, 1);
    cr_assert_str_eq(s.truth_level, "oracle");
    rebuild(&s, 0, TU_NETHACK50_DAT, &c);
    cr_assert_eq(c.cells_differ, 0);
    cr_assert(!c.draws_checked);  /* the format counts the startup's draws, lists none */
    /* C's tty capture puts map column x at screen column x-1; read back,
       every wall letter stands on a wall of the grid */
    for (int y = 0; y < ROWNO; y++)
        for (int x = 0; x < COLNO; x++)
            if (strchr("lqkxmjtuvwn", s.levels[0].screen[y + 1][x]) && s.levels[0].screen[y + 1][x])
                cr_assert(IS_WALL(s.levels[0].typ[x][y]) || s.levels[0].typ[x][y] == SDOOR
                          || s.levels[0].typ[x][y] == ROOM || s.levels[0].typ[x][y] == CORR,
                          "(%d,%d) '%c' on typ %d", x, y, s.levels[0].screen[y + 1][x],
                          s.levels[0].typ[x][y]);
    nhl_session_free(&s);
}

/* A game's stream: C's draws before the level (the deal, a d(2,6) that
 * draws twice, getbones) counted as the raw draws they made. The prefix
 * and the level are drawn on nhlev's own ISAAC64, seeded as C seeds it. */
static void write_stream_session(const char *path, uint64_t k_claimed)
{
    struct nhl_rng r;
    char pre[5][96];
    struct nhl_build_opts o;
    struct nhl_build_result res;

    memset(&r, 0, sizeof r);
    nhl_rng_init(&r, 7);
    for (int i = 0; i < 3; i++)
        snprintf(pre[i], sizeof pre[i], "rn2(1000)=%d @ init_objects(o_init.c:1)", rn2(&r, 1000));
    snprintf(pre[3], sizeof pre[3], "d(2,6)=%d @ u_init(u_init.c:1)", d(&r, 2, 6));
    snprintf(pre[4], sizeof pre[4], "rn2(3)=%d @ getbones(bones.c:643)", rn2(&r, 3));
    nhl_rng_free(&r);
    nhl_build_opts_defaults(&o);
    o.dat_dir = TU_NETHACK_79C688C_DAT;
    o.level = "dlvl:1";
    o.seed = 7;
    o.stream_draws = k_claimed;
    o.log_rng = true;
    o.place_from_layout = true;
    o.layout_seed = 7;
    o.layout_skip = 3;
    cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
    cJSON *root = cJSON_CreateObject(), *steps = cJSON_AddArrayToObject(root, "steps");
    cJSON *step = cJSON_CreateObject(), *log = cJSON_AddArrayToObject(step, "rng");

    cJSON_AddNumberToObject(root, "version", 4);
    cJSON_AddNumberToObject(root, "seed", 7);
    cJSON_AddStringToObject(root, "nethackrc", "OPTIONS=role:Valkyrie,race:human\n");
    for (int i = 0; i < 5; i++)
        cJSON_AddItemToArray(log, cJSON_CreateString(pre[i]));
    for (size_t i = 0; i < nhl_rng_log_count(res.rng); i++)
        cJSON_AddItemToArray(log, cJSON_CreateString(nhl_rng_log_line(res.rng, i)));
    cJSON_AddItemToArray(log, cJSON_CreateString("^mapdump[d0l1_001]"));
    cJSON_AddItemToArray(steps, step);
    char t[4096] = "T", *p = t + 1;

    for (int y = 0; y < ROWNO; y++) {
        for (int x = 0; x < COLNO; x++)
            *p++ = "0123456789abcdefghijklmnopqrstuvwxyz"[res.lev->at[x][y].typ];
        *p++ = y < ROWNO - 1 ? '|' : '\n';
    }
    *p = '\0';
    cJSON_AddStringToObject(cJSON_AddObjectToObject(root, "checkpoints"), "d0l1_001", t);
    nhl_build_result_free(&res);
    char *text = cJSON_Print(root);
    FILE *f = fopen(path, "w");

    cr_assert_not_null(f);
    fputs(text, f);
    fclose(f);
    free(text);
    cJSON_Delete(root);
}

Test(session, stream_position_counted)
{
    char path[64];
    struct nhl_session s;
    struct nhl_session_cmp c;

    snprintf(path, sizeof path, "/tmp/nhlev_session_stream.%d.json", (int) getpid());
    write_stream_session(path, 6);
    load(path, &s);
    cr_assert_eq(s.nlevels, 1);
    cr_assert(s.levels[0].has_stream);
    /* three rn2, d(2,6)'s two draws, getbones's one */
    cr_assert_eq(s.levels[0].stream_draws, 6);
    cr_assert_eq(s.layout_draws, 3);
    rebuild(&s, 0, TU_NETHACK_79C688C_DAT, &c);
    cr_assert_eq(c.cells_differ, 0);
    cr_assert_eq(c.diverge, -1, "C %s / nhlev %s", c.c_line, c.our_line);
    nhl_session_free(&s);
    /* a level made one draw off is told apart at its first draw */
    write_stream_session(path, 5);
    load(path, &s);
    rebuild(&s, 0, TU_NETHACK_79C688C_DAT, &c);
    cr_assert_eq(c.diverge, 0);
    nhl_session_free(&s);
    unlink(path);
}

Test(session, malformed_one_line_errors)
{
    static const struct { const char *file, *says; int rc; } cases[] = {
        { "bad_json.session.json", "bad_json.session.json:3: not valid JSON", -1 },
        { "bad_rng.session.json", "bad_rng.session.json: steps[0].rng[1]: not a string", -1 },
        { "bad_mapdump.session.json", "checkpoints.d0l1_001: its T (terrain) section", -1 },
        { "bad_version.session.json", "version: 7 is none nhlev reads", -1 },
        { "bad_grid_v1.session.json", "startup.typGrid: not 21 rows of 80", -1 },
    };

    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        struct nhl_session s;
        char path[512], err[1200] = "";

        snprintf(path, sizeof path, FIX "%s", cases[k].file);
        cr_assert_eq(nhl_session_load(path, &s, err, sizeof err), cases[k].rc, "%s: %s", path, err);
        cr_assert(strstr(err, cases[k].says), "%s: got '%s'", cases[k].file, err);
        cr_assert_null(strchr(err, '\n'));
        /* the command: the same line, exit status 2, no crash */
        char cmd[1200];

        snprintf(cmd, sizeof cmd, "%s session %s >/dev/null 2>/tmp/nhlev_session_err.%d",
                 NHLEV_BIN, path, (int) getpid());
        int st = system(cmd);

        cr_assert(WIFEXITED(st) && WEXITSTATUS(st) == 2, "%s: status %d", cases[k].file, st);
    }
    /* a level document is no session */
    {
        struct nhl_session s;
        char err[1200];

        cr_assert_eq(nhl_session_load(NHLEV_SHARED_DIR "/truth-3.7-79c688c/oracle.seed1.json",
                                      &s, err, sizeof err), -2);
    }
    char rm[128];

    snprintf(rm, sizeof rm, "/tmp/nhlev_session_err.%d", (int) getpid());
    unlink(rm);
}

/* A nethackrc asking for an alignment the role forbids: C's role_init
 * settles on the one it allows (a Knight is lawful). */
Test(session, forbidden_alignment_settled)
{
    char path[64], err[1200];
    struct nhl_session s;

    snprintf(path, sizeof path, "/tmp/nhlev_session_align.%d.json", (int) getpid());
    FILE *f = fopen(path, "w");

    cr_assert_not_null(f);
    fputs("{\"version\": 4, \"seed\": 9, \"steps\": [], \"nethackrc\":"
          " \"OPTIONS=role:Knight,race:human,gender:female,align:neutral\\n\"}\n", f);
    fclose(f);
    cr_assert_eq(nhl_session_load(path, &s, err, sizeof err), 0, "%s", err);
    cr_assert_str_eq(s.align, "lawful");
    cr_assert_eq(s.nlevels, 0);
    nhl_session_free(&s);
    unlink(path);
}

/* A #wizloaddes capture in menace's V4 shape (regen mode "wizload", the
 * step's own checkpoints array, its last phase after_finalize holding the
 * grid): read as a level loaded onto dlvl 1 where the hero stood, rebuilt
 * as #wizloaddes builds it. The grid is nhlev's own build of the same
 * load; a capture that stops before after_finalize is not rebuilt. */
static void wizload_session(const char *path, const struct nhl_level *lev, const char *phase)
{
    FILE *f = fopen(path, "w");

    cr_assert_not_null(f);
    fprintf(f, "{\"version\":4,\"seed\":42,\"nethackrc\":\"OPTIONS=role:Valkyrie,race:human,"
               "gender:female,align:neutral\\nWIZARD=Wizard\\n\",\"regen\":{\"mode\":\"wizload\","
               "\"level\":\"tower1\"},\"steps\":[{\"key\":\"x\",\"rng\":[]},{\"key\":\"\\n\","
               "\"rng\":[],\"checkpoints\":[{\"phase\":\"after_level_init\",\"dnum\":\"0\","
               "\"dlevel\":\"1\",\"u_ux\":\"38\",\"u_uy\":\"7\"},{\"phase\":\"%s\",\"typGrid\":\"",
            phase);
    for (int y = 0; y < ROWNO; y++) {
        for (int x = 0; x < COLNO; x++)
            fprintf(f, "%s%d", x ? "," : "", lev->at[x][y].typ);
        fprintf(f, "%s", y < ROWNO - 1 ? "|" : "");
    }
    fprintf(f, "\"}]}]}\n");
    fclose(f);
}

Test(session, wizloaddes_capture_rebuilt)
{
    struct nhl_build_opts o;
    struct nhl_build_result res;
    char path[128], err[1200], name[96], why[300];

    nhl_build_opts_defaults(&o);
    o.dat_dir = NHLEV_SHARED_DIR "/nethack/3.7-79c688c/dat";
    o.level = "tower1";
    o.wizload_onto = "dlvl:1";
    o.seed = o.layout_seed = 42;
    o.layout_skip = 0;
    o.place_from_layout = true;
    o.wizard = true;
    o.hero_x = 38;
    o.hero_y = 7;
    cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
    snprintf(path, sizeof path, "/tmp/nhlev_session_wizload.%d.json", (int) getpid());
    for (int partial = 0; partial < 2; partial++) {
        struct nhl_session s;
        int k = -1;

        wizload_session(path, res.lev, partial ? "after_levregions_fixup" : "after_finalize");
        cr_assert_eq(nhl_session_load(path, &s, err, sizeof err), 0, "%s", err);
        for (int i = 0; i < s.nlevels; i++)
            if (s.levels[i].wizload[0])
                k = i;
        cr_assert_geq(k, 0, "no #wizloaddes level read");
        cr_expect_str_eq(s.levels[k].onto, "dlvl:1");
        cr_expect_eq(s.levels[k].hero_x, 38);
        cr_expect_eq(s.levels[k].hero_y, 7);
        struct nhl_build_opts ro;

        nhl_build_opts_defaults(&ro);
        ro.dat_dir = o.dat_dir;
        int rc = nhl_session_build_opts(&s, k, &ro, name, sizeof name, why, sizeof why);

        if (partial) {
            cr_expect_neq(rc, 0);
            cr_expect(strstr(why, "after_levregions_fixup") != NULL, "%s", why);
        } else {
            cr_assert_eq(rc, 0, "%s", why);
            cr_expect_str_eq(ro.wizload_onto, "dlvl:1");
            struct nhl_build_result rb;
            struct nhl_session_cmp c;

            ro.log_rng = true;
            cr_assert_eq(nhl_build(&ro, &rb), 0, "%s", rb.errmsg);
            nhl_session_compare(&s, k, rb.lev, rb.rng, &c);
            cr_expect_eq(c.cells_differ, 0, "%d cells differ", c.cells_differ);
            nhl_build_result_free(&rb);
        }
        nhl_session_free(&s);
    }
    remove(path);
    nhl_build_result_free(&res);
}
