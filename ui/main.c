/* main.c - the nhlev command: one table of subcommands, each with its line
 * of help; `nhlev CMD --help` is the subcommand's own. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "nhlev.h"
#include "view.h"

struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *help;
};

static const struct command commands[] = {
    { "render", cli_render, "build a level and print its map or level document (JSON)" },
    { "trace", cli_trace, "build a level and list its steps: call, script line, cells, draws" },
    { "compare", cli_compare, "rebuild the levels of level documents and report what matches" },
    { "session", cli_session, "walk a C trace session's levels beside nhlev's rebuilds at C's stream position" },
    { "dungeon", cli_dungeon, "lay out the dungeons for a game seed: special levels, branches, depths" },
    { "stats", cli_stats, "build a level for many seeds: variant odds, what appears how often, heat maps" },
    { "convert", cli_convert, ".des levels, a dungeon.def or a whole 3.6-era dat/ as NetHack 5.0 Lua" },
    { "view", view_main, "explore a level interactively (map, steps, RNG, side by side)" },
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

static void usage(FILE *f)
{
    fprintf(f, "usage: nhlev [COMMAND] [ARGS...]\n"
               "Builds NetHack 5.0.0 and 3.7 (79c688cc6, 79c889502) levels cell for cell\n"
               "and draw for draw.\n"
               "With no command (or only options, e.g. nhlev --dat DIR) the viewer's\n"
               "level picker opens.\n\n"
               "commands:\n");
    for (size_t i = 0; i < NCOMMANDS; i++)
        fprintf(f, "  %-8s %s\n", commands[i].name, commands[i].help);
    fprintf(f, "\n`nhlev COMMAND --help` describes a command's options.\n"
               "Exit status: 0 success, 1 compared levels differ, 2 error.\n");
}

int main(int argc, char **argv)
{
    /* nothing but options: the picker, as `nhlev view OPTIONS` */
    if (argc < 2 || (argv[1][0] == '-' && strcmp(argv[1], "--help") != 0
                     && strcmp(argv[1], "-h") != 0 && strcmp(argv[1], "--version") != 0))
        return view_main(argc, argv);
    const char *cmd = argv[1];
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        usage(stdout);
        return 0;
    }
    if (strcmp(cmd, "--version") == 0) {
        /* every release, the newest first */
        bool shown[NHV_COUNT] = { false };

        printf("nhlev 0.2 (builds as NetHack");
        for (int k = 0; k < NHV_COUNT; k++) {
            int newest = -1;

            for (int v = 0; v < NHV_COUNT; v++)
                if (!shown[v] && (newest < 0
                                  || strcmp(nhl_release_date((enum nhl_version) v),
                                            nhl_release_date((enum nhl_version) newest)) > 0))
                    newest = v;
            shown[newest] = true;
            printf("%s %s %.9s", k ? " or" : "",
                   nhl_release_name((enum nhl_version) newest),
                   nhl_release_commit((enum nhl_version) newest));
        }
        printf(")\n");
        return 0;
    }
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (strcmp(cmd, commands[i].name) == 0)
            return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "nhlev: unknown command '%s' (see nhlev --help)\n", cmd);
    return 2;
}
