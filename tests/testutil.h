/* testutil.h - fixtures shared by the test binaries.  Header-only (static
 * inline) because CMake builds each tests/test_*.c as its own binary,
 * linked with nhlevcore alone. */
#ifndef NHLEV_TESTUTIL_H
#define NHLEV_TESTUTIL_H

#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "level.h"
#include "rng.h"

/* A fresh empty level on rng, seeded with seed and logging every draw
 * (the usual suite .init). */
static inline struct level *tu_level_open(struct rng *rng, uint64_t seed)
{
    struct level *lev;

    rng_init(rng, seed);
    rng_set_logging(rng, true);
    lev = level_new(rng, NULL);
    cr_assert_not_null(lev);
    return lev;
}

/* The usual suite .fini: the level, then the rng's log. */
static inline void tu_level_close(struct level *lev, struct rng *rng)
{
    level_free(lev);
    rng_free(rng);
}

/* A whole file as a NUL-terminated string (free() it); NULL if it cannot
 * be read. */
static inline char *tu_slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    long n;

    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    buf = n >= 0 ? malloc((size_t) n + 1) : NULL;
    if (buf && fread(buf, 1, (size_t) n, f) != (size_t) n) {
        free(buf);
        buf = NULL;
    }
    if (buf)
        buf[n] = '\0';
    fclose(f);
    return buf;
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

#endif
