/* testutil.h - fixtures shared by the test binaries, on the public API
 * (nhlev.h) alone; those that need the engine's internals are in
 * testutil_internal.h. Header-only (static inline) because CMake builds
 * each tests/test_*.c as its own binary, linked with nhlevcore alone. */
#ifndef NHLEV_TESTUTIL_H
#define NHLEV_TESTUTIL_H

#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <stdbool.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "nhlev.h"

/* NetHack's own level scripts: ../shared/nethack/ (CMake passes
 * TU_NETHACK_DAT, 3.7's dat/, TU_NETHACK50_DAT, 5.0.0's, and
 * TU_NETHACK_79C688C_DAT, 3.7 at 79c688cc6's, TU_NETHACK367_DAT, 3.6.7's
 * .des files and dungeon.def) */

/* A whole file as a NUL-terminated string (free() it); NULL if it cannot
 * be read (nhlev.h's reader, its message dropped). */
static inline char *tu_slurp(const char *path)
{
    char err[600];

    return nhl_doc_slurp(path, err, sizeof err);
}

/* Raw generator outputs behind one truth log line: rn2/rnd one, d(n,x)
 * n, rne/rnz/rnl none of their own (their draws are the nested lines).
 * Replays advance a generator by these to reach a point in C's stream. */
static inline long tu_raw_outputs(const char *line)
{
    while (*line == ' ')
        line++;
    if (!strncmp(line, "rn2(", 4) || !strncmp(line, "rnd(", 4))
        return 1;
    if (!strncmp(line, "d(", 2))
        return strtol(line + 2, NULL, 10);
    return 0;
}

/* The "rn2(1000)=563" part of a log line, without where it was drawn */
static inline void tu_call_part(const char *line, char *out, size_t len)
{
    while (*line == ' ')
        line++;
    size_t n = strcspn(line, " ");

    snprintf(out, len, "%.*s", (int) (n < len - 1 ? n : len - 1), line);
}

/* A truth file (../shared/truth/NAME.json) rebuilt by nhlev and compared
 * with C's level part by part. */
struct tu_truth {
    cJSON *theirs;             /* the truth document (owned) */
    struct nhl_build_result res; /* our build */
    struct nhl_compare_result cmp; /* ours against theirs */
    char level[64];            /* what was built */
};

/* Rebuild truth file `name` ("castle.seed1") at its seed and in its
 * context (hero, place, themes, ids): as `level`, or with level NULL as
 * the document's own level and forced variant; with from_layout the place
 * comes from the game's dungeon layout instead of the document. Skips
 * the test when NetHack's dat/ or the truth file is missing. */
static inline void tu_truth_rebuild(struct tu_truth *t, const char *name,
                                    const char *level, bool from_layout)
{
    struct stat st;
    char path[512];

    memset(t, 0, sizeof *t);
    if (stat(TU_NETHACK_DAT "/dungeon.lua", &st) != 0)
        cr_assert_fail("NetHack dat/ not installed at " TU_NETHACK_DAT);
    snprintf(path, sizeof path, "%s/truth/%s.json", NHLEV_SHARED_DIR, name);
    char *text = tu_slurp(path);
    if (!text)
        cr_assert_fail("no truth file %s", path);
    t->theirs = cJSON_Parse(text);
    free(text);
    cr_assert_not_null(t->theirs, "%s", path);

    const cJSON *lv = cJSON_GetObjectItemCaseSensitive(t->theirs, "level");
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(t->theirs, "seed");
    const cJSON *fv = cJSON_GetObjectItemCaseSensitive(t->theirs, "forced_variant");
    cr_assert(cJSON_IsString(lv) && cJSON_IsNumber(seed), "%s", name);
    snprintf(t->level, sizeof t->level, "%s", level ? level : lv->valuestring);

    struct nhl_build_opts o;
    nhl_build_opts_defaults(&o);
    o.dat_dir = TU_NETHACK_DAT;
    o.level = t->level;
    o.seed = (uint64_t) seed->valuedouble;
    o.log_rng = true;
    if (!level && cJSON_IsNumber(fv))
        o.force_variant = (int) fv->valuedouble;
    nhl_doc_context_from_json(t->theirs, &o.ctx);
    nhl_doc_hero_from_json(t->theirs, &o.hero);
    if (from_layout) {
        o.place_from_layout = true;
        o.ctx.dnum = 0;
        o.ctx.dlevel = 1;
        o.ctx.depth = 1;
    }
    cr_assert_eq(nhl_build(&o, &t->res), 0, "%s as %s: %s", name, t->level,
                 t->res.errmsg);
    struct nhl_doc_meta meta = { .level = t->level, .variant = t->res.variant,
                             .seed = o.seed, .rng = t->res.rng, .gen_time_us = -1 };
    cJSON *ours = nhl_doc_from_level(t->res.lev, &meta);
    cr_assert_not_null(ours);
    nhl_compare_docs(ours, t->theirs, &t->cmp);
    cJSON_Delete(ours);
}

static inline void tu_truth_free(struct tu_truth *t)
{
    cJSON_Delete(t->theirs);
    nhl_build_result_free(&t->res);
    memset(t, 0, sizeof *t);
}

/* A truth file rebuilt (tu_truth_rebuild) equals C's in every part. */
static inline void tu_expect_truth_equal(const char *name, const char *level,
                                         bool from_layout)
{
    struct tu_truth t;

    tu_truth_rebuild(&t, name, level, from_layout);
    for (int p = 0; p < CMP_NPARTS; p++)
        cr_expect(t.cmp.part[p].match, "%s as %s: %s differs (ours %s, C's %s)",
                  name, t.level, nhl_compare_part_name(p), t.cmp.part[p].ours,
                  t.cmp.part[p].theirs);
    tu_truth_free(&t);
}

/* Run a shell command; its output (stdout, and stderr if the command
 * redirects it) in out, cut at outlen - 1 bytes (the rest is read and
 * dropped, so the command is not cut short). Its exit status, -1 if it
 * did not exit. */
static inline int tu_run(const char *cmd, char *out, size_t outlen)
{
    FILE *p = popen(cmd, "r");
    size_t n;
    int st;

    cr_assert_not_null(p, "popen %s", cmd);
    n = fread(out, 1, outlen - 1, p);
    out[n] = '\0';
    for (char sink[4096]; fread(sink, 1, sizeof sink, p) > 0;)
        ;
    st = pclose(p);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* The same, the whole output in *out (free() it). */
static inline int tu_run_all(const char *cmd, char **out)
{
    FILE *p = popen(cmd, "r");
    size_t cap = 1 << 16, n = 0, got;
    char *buf = malloc(cap);
    int st;

    cr_assert(p && buf, "popen %s", cmd);
    while ((got = fread(buf + n, 1, cap - n - 1, p)) > 0) {
        n += got;
        if (n + 1 >= cap) {
            buf = realloc(buf, cap *= 2);
            cr_assert_not_null(buf);
        }
    }
    buf[n] = '\0';
    st = pclose(p);
    *out = buf;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

#endif
