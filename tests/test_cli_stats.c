/* test_cli_stats.c - `nhlev stats` as a user runs it: help, reports, JSON
 * that parses and does not depend on --jobs, split runs merged with
 * --merge equal to one run, heat maps with their scale, and one-line
 * errors with exit status 2. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#define DAT " --dat " TU_NETHACK50_DAT

struct run {
    int status;
    char *out;
    char err[8192];
};

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    size_t n = 0, cap = 0, got;
    char chunk[65536];

    if (!f)
        return strdup("");
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (n + got + 1 > cap) {
            cap = (n + got + 1) * 2;
            buf = realloc(buf, cap);
            cr_assert_not_null(buf);
        }
        memcpy(buf + n, chunk, got);
        n += got;
    }
    fclose(f);
    if (!buf)
        return strdup("");
    buf[n] = '\0';
    return buf;
}

/* `nhlev stats ARGS`; free(r->out) after */
static struct run run(const char *args)
{
    struct run r;
    char out[64], err[64], cmd[4096];
    struct stat st;

    if (stat(TU_NETHACK50_DAT "/dungeon.lua", &st) != 0)
        cr_assert_fail("NetHack dat/ not installed at " TU_NETHACK50_DAT);
    snprintf(out, sizeof out, "/tmp/nhlev_stats_out.%d", (int) getpid());
    snprintf(err, sizeof err, "/tmp/nhlev_stats_err.%d", (int) getpid());
    snprintf(cmd, sizeof cmd, "%s stats %s >%s 2>%s </dev/null", NHLEV_BIN, args, out, err);
    int s = system(cmd);
    r.status = WIFEXITED(s) ? WEXITSTATUS(s) : -1;
    r.out = slurp(out);
    char *e = slurp(err);
    snprintf(r.err, sizeof r.err, "%s", e);
    free(e);
    unlink(out);
    unlink(err);
    return r;
}

static void one_line_error(const char *args, const char *must_name)
{
    struct run r = run(args);
    int lines = 0;
    for (const char *p = r.err; *p; p++)
        lines += *p == '\n';
    cr_assert_eq(r.status, 2, "%s: status %d, stderr: %s", args, r.status, r.err);
    cr_assert_eq(lines, 1, "%s: stderr: %s", args, r.err);
    cr_assert(strstr(r.err, must_name), "%s: '%s' not in: %s", args, must_name, r.err);
    cr_assert_str_eq(r.out, "", "%s: stdout: %s", args, r.out);
    free(r.out);
}

Test(cli_stats, help)
{
    struct run r = run("--help");
    cr_assert_eq(r.status, 0);
    cr_assert(strstr(r.out, "usage: nhlev stats LEVEL"));
    cr_assert(strstr(r.out, "--merge"));
    cr_assert(strstr(r.out, "--from A --to B"));
    free(r.out);
    char cmd[512], *out;
    snprintf(cmd, sizeof cmd, "%s --help > /tmp/nhlev_stats_help.%d", NHLEV_BIN, (int) getpid());
    cr_assert_eq(system(cmd), 0);
    snprintf(cmd, sizeof cmd, "/tmp/nhlev_stats_help.%d", (int) getpid());
    out = slurp(cmd);
    unlink(cmd);
    cr_assert(strstr(out, "  stats "), "%s", out);
    free(out);
}

Test(cli_stats, errors_are_one_line_with_status_2)
{
    one_line_error("castl" DAT, "unknown level 'castl'");
    one_line_error("castle --seeds 0" DAT, "--seeds");
    one_line_error("castle --seeds -3" DAT, "--seeds");
    one_line_error("castle --from 5 --to 2" DAT, "after --to");
    one_line_error("castle --from 5" DAT, "--to");
    one_line_error("castle --seeds 3 --from 1 --to 2" DAT, "choose one");
    one_line_error("castle --jobs 0" DAT, "--jobs");
    one_line_error("castle --seed 3" DAT, "--seeds N");
    one_line_error("castle --what 'wand of wishin'" DAT, "closest: wand of wishing");
    one_line_error("castle --what monster:soldeir" DAT, "monster:soldier");
    one_line_error("castle --what 'trap:magic trp'" DAT, "trap:magic trap");
    one_line_error("castle --format svg" DAT, "--format");
    one_line_error("castle --bogus" DAT, "unknown option");
    one_line_error("castle --shard 4/3" DAT, "from 1 to 3");
    one_line_error("castle --shard 0/3" DAT, "parts count from 1");
    one_line_error("castle --shard 3" DAT, "is not I/N");
    one_line_error("castle --seeds 2 --shard 3/3" DAT, "at most 2 parts");
    one_line_error("castle --shard slurm" DAT, "not in a Slurm array job");
    one_line_error("--merge a.json --shard 1/2", "the files' own");
    one_line_error("--merge", "no files");
    one_line_error("--merge /nonexistent/a.json", "/nonexistent/a.json");
    one_line_error("--merge " NHLEV_TEST_DIR "/test_stats.c", "not valid JSON");
}

static cJSON *json_of(const char *args, char **text)
{
    struct run r = run(args);
    cr_assert_eq(r.status, 0, "%s: %s", args, r.err);
    cJSON *j = cJSON_Parse(r.out);
    cr_assert_not_null(j, "%s: not JSON", args);
    *text = r.out;
    return j;
}

Test(cli_stats, json_parses_and_does_not_depend_on_jobs)
{
    char *t1, *t2;
    cJSON *j1 = json_of("soko1 --seeds 20 --jobs 1 --format json --what boulder" DAT, &t1);
    cJSON *j2 = json_of("soko1 --seeds 20 --jobs 2 --format json --what boulder" DAT, &t2);
    cr_assert_str_eq(t1, t2);
    cr_assert_eq(cJSON_GetObjectItem(j1, "builds")->valueint, 20);
    cr_assert_str_eq(cJSON_GetObjectItem(j1, "level")->valuestring, "soko1");
    const cJSON *v;
    int sum = 0;
    cJSON_ArrayForEach(v, cJSON_GetObjectItem(j1, "variants"))
        sum += cJSON_GetObjectItem(v, "count")->valueint;
    cr_assert_eq(sum, 20);
    cJSON *heat = cJSON_GetObjectItem(j1, "heat");
    cr_assert_str_eq(cJSON_GetObjectItem(heat, "query")->valuestring, "boulder");
    cr_assert_eq(cJSON_GetArraySize(cJSON_GetObjectItem(heat, "levels_at")), 21);
    cJSON_Delete(j1);
    cJSON_Delete(j2);
    free(t1);
    free(t2);
}

Test(cli_stats, merge_of_split_runs_equals_one_run)
{
    char a[64], b[64], c[64], args[1024];
    snprintf(a, sizeof a, "/tmp/nhlev_stats_a.%d.json", (int) getpid());
    snprintf(b, sizeof b, "/tmp/nhlev_stats_b.%d.json", (int) getpid());
    snprintf(c, sizeof c, "/tmp/nhlev_stats_c.%d.json", (int) getpid());
    const char *q = " --what boulder --format json" DAT;
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "%s stats soko1 --from 1 --to 9%s > %s && "
                              "%s stats soko1 --from 10 --to 17%s > %s && "
                              "%s stats soko1 --from 18 --to 25%s > %s",
             NHLEV_BIN, q, a, NHLEV_BIN, q, b, NHLEV_BIN, q, c);
    cr_assert_eq(system(cmd), 0);
    char *whole, *merged;
    snprintf(args, sizeof args, "soko1 --seeds 25%s", q);
    cJSON *jw = json_of(args, &whole);
    /* in any order */
    snprintf(args, sizeof args, "--merge %s %s %s --format json", c, a, b);
    cJSON *jm = json_of(args, &merged);
    cr_assert_str_eq(merged, whole);
    cr_assert_eq(cJSON_GetObjectItem(jm, "builds")->valueint, 25);

    /* the same text report too */
    struct run r1 = run("soko1 --seeds 25 --what boulder" DAT);
    snprintf(args, sizeof args, "--merge %s %s %s --what boulder", a, b, c);
    struct run r2 = run(args);
    cr_assert_eq(r2.status, 0, "%s", r2.err);
    cr_assert_str_eq(r1.out, r2.out);
    free(r1.out);
    free(r2.out);

    /* the same seeds twice, or runs of other levels, are refused */
    snprintf(args, sizeof args, "--merge %s %s", a, a);
    one_line_error(args, "overlap");
    snprintf(cmd, sizeof cmd, "%s stats soko2 --from 30 --to 31%s > %s", NHLEV_BIN, q, b);
    cr_assert_eq(system(cmd), 0);
    snprintf(args, sizeof args, "--merge %s %s", a, b);
    one_line_error(args, "levels differ");
    unlink(a);
    unlink(b);
    unlink(c);
    cJSON_Delete(jw);
    cJSON_Delete(jm);
    free(whole);
    free(merged);
}

Test(cli_stats, heat_map_text)
{
    struct run r = run("castle --seeds 10 --what 'wand of wishing'" DAT);
    cr_assert_eq(r.status, 0, "%s", r.err);
    cr_assert(strstr(r.out, "heat map of wand of wishing: on 10 levels"), "%s", r.out);
    cr_assert(strstr(r.out, "scale ("), "%s", r.out);
    /* 21 map rows of 79 cells (column 0 is never on the map) after the scale */
    const char *p = strchr(strstr(r.out, "scale ("), '\n');
    p = strchr(p + 1, '\n') + 1;
    int digits = 0;
    for (int row = 0; row < 21; row++) {
        const char *nl = strchr(p, '\n');
        cr_assert_not_null(nl);
        cr_assert_eq(nl - p, 79, "row %d: %.*s", row, (int) (nl - p), p);
        for (const char *c = p; c < nl; c++)
            digits += *c >= '1' && *c <= '9';
        p = nl + 1;
    }
    /* the wand lies in one of the castle's corner towers' storerooms */
    cr_assert(digits >= 1 && digits <= 8, "%d shaded cells", digits);
    cr_assert(strstr(r.out, "cells most often holding it"));
    free(r.out);

    /* no colour when stdout is not a terminal; --color=always forces it */
    r = run("castle --seeds 3 --what 'wand of wishing' --color" DAT);
    cr_assert_null(strstr(r.out, "\033["));
    free(r.out);
    r = run("castle --seeds 3 --what 'wand of wishing' --color=always" DAT);
    cr_assert_not_null(strstr(r.out, "\033[48;5;"));
    free(r.out);
    /* no progress bar when stderr is not a terminal */
    r = run("castle --seeds 3" DAT);
    cr_assert_str_eq(r.err, "");
    free(r.out);
}

Test(cli_stats, reports)
{
    struct run r = run("soko1 --seeds 12 --what variants" DAT);
    cr_assert_eq(r.status, 0, "%s", r.err);
    cr_assert(strstr(r.out, "soko1, NetHack 5.0.0: 12 levels built, seeds 1..12"), "%s", r.out);
    cr_assert(strstr(r.out, "soko1-1 "), "%s", r.out);
    cr_assert(strstr(r.out, "95% interval"), "%s", r.out);
    free(r.out);
    r = run("castle --seeds 4 --what traps" DAT);
    cr_assert(strstr(r.out, "trap door"), "%s", r.out);
    free(r.out);
    r = run("castle --seeds 4 --what terrain" DAT);
    cr_assert(strstr(r.out, "moat"), "%s", r.out);
    cr_assert(strstr(r.out, "lit (share of levels"), "%s", r.out);
    free(r.out);
    r = run("dlvl:3 --seeds 4 --what terrain:door --jobs 2" DAT);
    cr_assert_eq(r.status, 0, "%s", r.err);
    cr_assert(strstr(r.out, "heat map of cells of terrain:door"), "%s", r.out);
    free(r.out);
}
