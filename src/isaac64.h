/* isaac64.h - Bob Jenkins' ISAAC-64, seeded as NetHack's init_isaac64 does. */
#ifndef NHLEV_ISAAC64_H
#define NHLEV_ISAAC64_H

#include <stddef.h>
#include <stdint.h>

#define ISAAC64_SZ 256

struct isaac64 {
    uint64_t r[ISAAC64_SZ]; /* results, consumed from the top down */
    uint64_t m[ISAAC64_SZ]; /* memory */
    uint64_t a, b, c;
    unsigned n;             /* results left in r */
};

/* seed bytes are xored into r[] as little-endian words, then mixed. */
void isaac64_init(struct isaac64 *ctx, const unsigned char *seed, size_t len);
/* NetHack's init_isaac64(seed): the seed as 8 little-endian bytes. */
void isaac64_seed_u64(struct isaac64 *ctx, uint64_t seed);
/* the next 256 results (isaac64_next's when they run out) */
void isaac64_refill(struct isaac64 *ctx);

/* n results passed over, as n calls of isaac64_next would (whole blocks
 * of 256 made without being read one by one) */
void isaac64_skip(struct isaac64 *ctx, uint64_t n);

/* the next result (inline: every draw of a build comes here) */
static inline uint64_t isaac64_next(struct isaac64 *ctx)
{
    if (ctx->n == 0)
        isaac64_refill(ctx);
    return ctx->r[--ctx->n];
}

#endif
