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

void isaac64_refill(struct isaac64 *ctx)
{
    uint64_t *m = ctx->m, *r = ctx->r;
    uint64_t a = ctx->a;
    uint64_t b = ctx->b + (++ctx->c);

    /* four steps at a time, so each step's mix is fixed (no switch on i),
     * and each half with its partner half at a fixed offset: every build
     * draws thousands of numbers */
#define STEP(mixed, i, partner)                                     \
    do {                                                            \
        uint64_t x = m[i], y;                                       \
        a = (mixed) + m[partner];                                   \
        m[i] = y = m[(x >> 3) & (ISAAC64_SZ - 1)] + a + b;          \
        r[i] = b = m[(y >> 11) & (ISAAC64_SZ - 1)] + x;             \
    } while (0)
    for (unsigned half = 0; half < 2; half++) {
        unsigned lo = half * (ISAAC64_SZ / 2);
        unsigned off = half ? 0 : ISAAC64_SZ / 2;

        for (unsigned i = lo; i < lo + ISAAC64_SZ / 2; i += 4) {
            unsigned p = i - lo + off;

            STEP(~(a ^ (a << 21)), i, p);
            STEP(a ^ (a >> 5), i + 1, p + 1);
            STEP(a ^ (a << 12), i + 2, p + 2);
            STEP(a ^ (a >> 33), i + 3, p + 3);
        }
    }
#undef STEP
    ctx->a = a;
    ctx->b = b;
    ctx->n = ISAAC64_SZ;
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

