/* isaac64.c - ISAAC-64 written from Bob Jenkins' description and the
 * seeding NetHack uses (see ../shared/reference/nethack-rng.md). */
#include "isaac64.h"

#include <string.h>

static const unsigned mix_shift[8] = {9, 9, 23, 15, 14, 20, 17, 14};

static void mix(uint64_t x[8])
{
    for (unsigned i = 0; i < 8; i++) {
        x[i] -= x[(i + 4) & 7];
        if (i & 1)
            x[(i + 5) & 7] ^= x[(i + 7) & 7] << mix_shift[i];
        else
            x[(i + 5) & 7] ^= x[(i + 7) & 7] >> mix_shift[i];
        x[(i + 7) & 7] += x[i];
    }
}

/* One result: x the old m[i], a already mixed and added to the other
 * half's word, written through m[i] and r[i]. */
static inline void step(uint64_t *m, uint64_t *r, unsigned i, uint64_t a,
                        uint64_t *b)
{
    uint64_t x = m[i], y;

    m[i] = y = m[(x >> 3) & (ISAAC64_SZ - 1)] + a + *b;
    r[i] = *b = m[(y >> 11) & (ISAAC64_SZ - 1)] + x;
}

/* Four results with a's four mixes, from i, the other half's words at j:
 * every draw of a build comes from here, so neither the mix is chosen nor
 * the partner computed per result (a third fewer instructions). */
static inline void four(uint64_t *m, uint64_t *r, unsigned i, unsigned j,
                        uint64_t *a, uint64_t *b)
{
    *a = ~(*a ^ (*a << 21)) + m[j];
    step(m, r, i, *a, b);
    *a = (*a ^ (*a >> 5)) + m[j + 1];
    step(m, r, i + 1, *a, b);
    *a = (*a ^ (*a << 12)) + m[j + 2];
    step(m, r, i + 2, *a, b);
    *a = (*a ^ (*a >> 33)) + m[j + 3];
    step(m, r, i + 3, *a, b);
}

void isaac64_refill(struct isaac64 *ctx)
{
    uint64_t *m = ctx->m, *r = ctx->r;
    uint64_t a = ctx->a;
    uint64_t b = ctx->b + (++ctx->c);
    const unsigned half = ISAAC64_SZ / 2;

    for (unsigned i = 0; i < half; i += 4)
        four(m, r, i, i + half, &a, &b);
    for (unsigned i = half; i < ISAAC64_SZ; i += 4)
        four(m, r, i, i - half, &a, &b);
    ctx->a = a;
    ctx->b = b;
    ctx->n = ISAAC64_SZ;
}

void isaac64_skip(struct isaac64 *ctx, uint64_t n)
{
    /* what is left of this block, then whole blocks, then part of one */
    if (n <= ctx->n) {
        ctx->n -= (unsigned) n;
        return;
    }
    n -= ctx->n;
    ctx->n = 0;
    while (n >= ISAAC64_SZ) {
        isaac64_refill(ctx);
        n -= ISAAC64_SZ;
    }
    isaac64_refill(ctx);
    ctx->n -= (unsigned) n;
}

void isaac64_init(struct isaac64 *ctx, const unsigned char *seed, size_t len)
{
    uint64_t x[8];
    size_t i;

    memset(ctx, 0, sizeof *ctx);
    if (len > ISAAC64_SZ * 8)
        len = ISAAC64_SZ * 8;
    for (i = 0; i < len; i++)
        ctx->r[i / 8] ^= (uint64_t) seed[i] << (8 * (i % 8));
    for (i = 0; i < 8; i++)
        x[i] = 0x9E3779B97F4A7C13ULL;
    for (i = 0; i < 4; i++)
        mix(x);
    for (i = 0; i < ISAAC64_SZ; i += 8) {
        for (unsigned j = 0; j < 8; j++)
            x[j] += ctx->r[i + j];
        mix(x);
        memcpy(ctx->m + i, x, sizeof x);
    }
    for (i = 0; i < ISAAC64_SZ; i += 8) {
        for (unsigned j = 0; j < 8; j++)
            x[j] += ctx->m[i + j];
        mix(x);
        memcpy(ctx->m + i, x, sizeof x);
    }
    isaac64_refill(ctx);
}

void isaac64_seed_u64(struct isaac64 *ctx, uint64_t seed)
{
    unsigned char bytes[8];

    for (int i = 0; i < 8; i++)
        bytes[i] = (unsigned char) (seed >> (8 * i));
    isaac64_init(ctx, bytes, sizeof bytes);
}

