/* test_des_convert_corpora.c - `nhlev convert` on every level of the
 * MiniHack, NLE, NetHack 3.6.7 and 3.4.3 corpora (seeds 1..10) and of
 * SLASH'EM's and dNetHack's (seeds 1..3): the converted Lua builds the
 * same level as the .des (level document, RNG log and steps equal), and a
 * level NetHack 5.0 cannot build fails the same way converted (every
 * MiniHack level builds). A long sweep: ctest runs it in shards (shard.h,
 * NHLEV_SHARD); every shard counts the levels of the whole corpus that
 * convert. */
#include "des_convert_util.h" /* build, convert_corpus: engine internals the test drives */

Test(des_convert, minihack_levels_build_and_convert_equal)
{
    int n;

    convert_corpus("minihack", 10, &n);
    cr_expect_geq(n, 35, "MiniHack's levels: %d", n);
}

Test(des_convert, nle_levels_build_and_convert_equal)
{
    int n;

    convert_corpus("nle", 10, &n);
    cr_expect_geq(n, 100, "NLE's levels: %d", n);
}

Test(des_convert, nethack367_levels_build_and_convert_equal)
{
    int n;

    convert_corpus("nethack-3.6.7", 10, &n);
    cr_expect_geq(n, 100, "NetHack 3.6.7's levels: %d", n);
}

Test(des_convert, nethack343_levels_build_and_convert_equal)
{
    int n;

    convert_corpus("nethack-3.4.3", 10, &n);
    cr_expect_geq(n, 100, "NetHack 3.4.3's levels: %d", n);
}

Test(des_convert, variant_levels_convert_equal)
{
    int n;

    convert_corpus("slashem", 3, &n);
    cr_expect_geq(n, 150, "SLASH'EM's levels: %d", n);
    convert_corpus("dnethack", 3, &n);
    cr_expect_geq(n, 300, "dNetHack's levels: %d", n);
}
