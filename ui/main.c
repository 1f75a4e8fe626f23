/* main.c - the nhlev command: one table of subcommands, each with its line
 * of help; `nhlev CMD --help` is the subcommand's own. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
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
    { "dungeon", cli_dungeon, "lay out the dungeons for a game seed: special levels, branches, depths" },
    { "view", view_main, "explore a level interactively (map, steps, RNG, side by side)" },
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

static void usage(FILE *f)
{
    fprintf(f, "usage: nhlev COMMAND [ARGS...]\n"
               "Rebuilds NetHack 3.7 special levels cell for cell and draw for draw.\n\n"
               "commands:\n");
    for (size_t i = 0; i < NCOMMANDS; i++)
        fprintf(f, "  %-8s %s\n", commands[i].name, commands[i].help);
    fprintf(f, "\n`nhlev COMMAND --help` describes a command's options.\n"
               "Exit status: 0 success, 1 compared levels differ, 2 error.\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        usage(stdout);
        return 0;
    }
    if (strcmp(cmd, "--version") == 0) {
        puts("nhlev 0.1");
        return 0;
    }
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (strcmp(cmd, commands[i].name) == 0)
            return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "nhlev: unknown command '%s' (see nhlev --help)\n", cmd);
    return 2;
}
