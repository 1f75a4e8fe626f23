/* test_rng.c - ISAAC64 and rn2 against the vectors in the RNG reference. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "rng.h" /* d, rn2: the module under test */

static void check_raw(uint64_t seed, const uint64_t want[8])
{
    struct isaac64 ctx;

    isaac64_seed_u64(&ctx, seed);
    for (int i = 0; i < 8; i++)
        cr_expect_eq(isaac64_next(&ctx), want[i], "seed %llu output %d",
                     (unsigned long long) seed, i);
}

Test(isaac64, raw_vectors)
{
    static const uint64_t s0[8] = {0x9d39247e33776d41, 0x2af7398005aaa5c7, 0x44db015024623547, 0x9c15f73e62a76ae2,
                                   0x75834465489c0c89, 0x3290ac3a203001bf, 0x0fbbad1f61042279, 0xe83a908ff2fb60ca};
    static const uint64_t s1[8] = {0xe19ed5d2ca98af2d, 0xa7a18d07cab39b52, 0xa0ab0232d180af14, 0x72b36dcf1af5e46f,
                                   0xeec16938b4f998bf, 0x9670cac455266b77, 0x98fbb5a446e47c37, 0xd55717c8e4901d40};
    static const uint64_t s42[8] = {0xbbd61fa5105a596a, 0x9b3cc89c4acb57ba, 0xf2469ccfa2bc2790, 0xc84d04a408160c5d,
                                    0x6ef7a3bd4b47bd78, 0x772b307de053be9a, 0x9f867e3b17f7d593, 0x5722e31b375f9c62};
    static const uint64_t s12345[8] = {0xe8721821768522e9, 0x899fb4a5e5539b95, 0xa6184afec644bf53, 0x8196a38b9ba64ae7,
                                       0xc9a9b1c8bd4c77c4, 0xc68c4a178040c4e5, 0xda86271034f65d94, 0xeef90ab3c07c1bf7};
    static const uint64_t sdead[8] = {0xfd13931392376ff9, 0x9702d354bbc8b2cc, 0xbba6c4a82ea8b217, 0xeb7d1e25ed1855e2,
                                      0xb5807ae0bfa2f160, 0xf4b634ea17a54524, 0x2c225fa688a67691, 0x28e253a9dd3d6cc6};
    check_raw(0, s0);
    check_raw(1, s1);
    check_raw(42, s42);
    check_raw(12345, s12345);
    check_raw(0xDEADBEEF, sdead);
}

Test(isaac64, second_update)
{
    struct isaac64 ctx;
    uint64_t v = 0;

    isaac64_seed_u64(&ctx, 42);
    for (int i = 0; i < 257; i++)
        v = isaac64_next(&ctx);
    cr_expect_eq(v, 0x074ee3cee3bf5fbeULL);
}

Test(rng, rn2_vectors)
{
    static const struct { uint64_t seed; int v[20]; } cases[] = {
        {0, {45, 3, 11, 58, 89, 91, 57, 58, 8, 89, 4, 69, 50, 17, 5, 76, 17, 49, 3, 60}},
        {1, {45, 54, 60, 99, 79, 79, 55, 8, 57, 54, 27, 30, 75, 33, 64, 67, 61, 86, 67, 98}},
        {42, {98, 66, 48, 45, 84, 6, 3, 14, 37, 88, 41, 20, 4, 89, 4, 7, 2, 32, 50, 42}},
        {12345, {41, 37, 23, 7, 72, 57, 96, 51, 31, 37, 10, 9, 76, 8, 35, 52, 51, 83, 80, 25}},
        {0xDEADBEEF, {49, 12, 27, 34, 40, 0, 49, 6, 32, 44, 0, 3, 16, 14, 42, 49, 26, 39, 31, 88}},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        struct nhl_rng r = {0};

        nhl_rng_init(&r, cases[c].seed);
        for (int i = 0; i < 20; i++)
            cr_expect_eq(rn2(&r, 100), cases[c].v[i], "seed %llu draw %d",
                         (unsigned long long) cases[c].seed, i);
        nhl_rng_free(&r);
    }
}

Test(rng, nhlib_shuffle_seed42)
{
    struct nhl_rng r = {0};

    nhl_rng_init(&r, 42);
    cr_expect_eq(rn2(&r, 3), 1);
    cr_expect_eq(rn2(&r, 2), 0);
    nhl_rng_free(&r);
}

Test(rng, zero_and_negative_do_not_draw)
{
    struct nhl_rng r = {0};

    nhl_rng_init(&r, 1);
    cr_expect_eq(rn2(&r, 0), 0);
    cr_expect_eq(rnd(&r, -3), 1);
    cr_expect_eq(r.ndraws, 0);
    nhl_rng_free(&r);
}

Test(rng, log_format_and_nesting)
{
    struct nhl_rng r = {0};

    nhl_rng_init(&r, 1);
    nhl_rng_set_logging(&r, true);
    r.ulevel = 1;
    int a = rn2(&r, 100);
    int z = rnz(&r, 25);
    int dd = d(&r, 3, 6);
    cr_assert_geq(r.nlog, 6);
    char want[64];
    snprintf(want, sizeof want, "rn2(100)=%d @ ", a);
    cr_expect(strncmp(r.log[0], want, strlen(want)) == 0, "%s", r.log[0]);
    snprintf(want, sizeof want, "rnz(25)=%d @ ", z);
    cr_expect(strncmp(r.log[1], want, strlen(want)) == 0, "%s", r.log[1]);
    cr_expect(strncmp(r.log[2], "  rn2(1000)=", 12) == 0, "%s", r.log[2]);
    cr_expect(strncmp(r.log[3], "  rne(4)=", 9) == 0, "%s", r.log[3]);
    cr_expect(strncmp(r.log[4], "    rn2(4)=", 11) == 0, "%s", r.log[4]);
    snprintf(want, sizeof want, "d(3,6)=%d @ ", dd);
    cr_expect(strncmp(r.log[r.nlog - 1], want, strlen(want)) == 0, "%s", r.log[r.nlog - 1]);
    struct rng_line pl;
    cr_assert(rng_parse_line("  rn2(12)=5 @ sp_lev.c:1242 [soko2-1.lua:64]", &pl));
    cr_expect_eq(pl.depth, 1);
    cr_expect_str_eq(pl.func, "rn2");
    cr_expect_eq(pl.arg1, 12);
    cr_expect_eq(pl.result, 5);
    cr_expect_str_eq(pl.where, "sp_lev.c:1242");
    cr_expect_str_eq(pl.script, "soko2-1.lua:64");
    cr_assert(rng_parse_line("d(9,8)=44 @ makemon.c:1041", &pl));
    cr_expect_eq(pl.nargs, 2);
    cr_expect_eq(pl.arg2, 8);
    nhl_rng_free(&r);
}
