/* main.c - the nhlev command: subcommands dispatch here. */
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        puts("nhlev 0.1");
        return 0;
    }
    fprintf(stderr, "nhlev: no command yet\n");
    return 2;
}
