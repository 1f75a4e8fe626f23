/* shard.h - a long sweep split into several ctest entries, so that each
 * ends well inside its timeout on a busy machine and ctest -j spreads them.
 *
 * CMakeLists.txt runs a sharded test once per shard with NHLEV_SHARD=I/N
 * (I from 1 to N): that run takes the items (levels of a corpus) whose
 * index is I-1 modulo N, a stride that gives every shard a share of every
 * corpus and of its big and small files. Without NHLEV_SHARD one run takes
 * them all. Each item is announced on stderr before its work begins, so a
 * shard that fails or is stopped by its timeout shows which one it was on
 * (ctest --output-on-failure prints it). */
#ifndef NHLEV_TEST_SHARD_H
#define NHLEV_TEST_SHARD_H

#include <criterion/criterion.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

struct shard {
    int i, n;                   /* this is shard i (0-based) of n */
};

/* NHLEV_SHARD, or the whole sweep (0 of 1) when it is not set */
static inline struct shard shard_get(void)
{
    const char *e = getenv("NHLEV_SHARD");
    struct shard s = { 0, 1 };
    int i, n;
    char end;

    if (!e || !*e)
        return s;
    cr_assert(sscanf(e, "%d/%d%c", &i, &n, &end) == 2 && n >= 1 && i >= 1
              && i <= n, "NHLEV_SHARD=%s: expected I/N with 1 <= I <= N", e);
    s.i = i - 1;
    s.n = n;
    return s;
}

/* item index (counted over the whole sweep) is this shard's */
static inline bool shard_mine(struct shard s, int index)
{
    return index % s.n == s.i;
}

/* how many of total items (0..total-1) are this shard's */
static inline int shard_count(struct shard s, int total)
{
    return total / s.n + (total % s.n > s.i);
}

/* the least of want (a bound over the whole sweep, proportional to its
 * items) that this shard's share of total items must reach */
static inline int shard_share(struct shard s, int want, int total)
{
    return total > 0 ? (int) ((long) want * shard_count(s, total) / total) : want;
}

#endif
