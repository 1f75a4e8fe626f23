/* build_level.c - the smallest program on libnhlev: build one level of a
 * NetHack dat/ directory at a seed and print its map, through the one
 * public header alone.
 *
 *   cc build_level.c $(pkg-config --cflags --libs nhlev) -o build_level
 *   ./build_level castle 3 /path/to/nethack/dat                          */
#include <stdio.h>
#include <stdlib.h>

#include <nhlev.h>

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s LEVEL [SEED [DAT_DIR]]\n", argv[0]);
        return 2;
    }
    struct nhl_build_opts o;
    struct nhl_build_result res;
    static char map[ROWNO * (COLNO * 4 + 1) + 1];

    nhl_build_opts_defaults(&o);
    o.level = argv[1];
    o.seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    o.dat_dir = argc > 3 ? argv[3] : NULL;   /* NULL: nhlev's own levels */
    if (nhl_build(&o, &res) != 0) {
        fprintf(stderr, "%s\n", res.errmsg);
        nhl_build_result_free(&res);
        return 2;
    }
    if (nhl_render_map(res.lev, RENDER_DEC, map, sizeof map) >= 0)
        fputs(map, stdout);
    printf("%s, seed %llu, NetHack %s\n", res.variant,
           (unsigned long long) o.seed,
           nhl_release_name(res.lev->ctx.version));
    nhl_build_result_free(&res);
    return 0;
}
