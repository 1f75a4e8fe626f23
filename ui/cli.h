/* cli.h - the non-interactive subcommands of nhlev: render, trace,
 * compare. Each takes argv with argv[0] the subcommand's name and returns
 * the exit status (0 ok, 1 compared levels differ, 2 error). */
#ifndef NHLEV_UI_CLI_H
#define NHLEV_UI_CLI_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "nhlev.h"


int cli_render(int argc, char **argv);
int cli_trace(int argc, char **argv);
int cli_compare(int argc, char **argv);
int cli_dungeon(int argc, char **argv);   /* cli_dungeon.c */
int cli_stats(int argc, char **argv);     /* cli_stats.c */
int cli_convert(int argc, char **argv);   /* cli_convert.c */
int cli_session(int argc, char **argv);   /* cli_session.c */
/* One file that may be a C trace session, walked as `nhlev session`
 * walks it (compare hands sessions here): 0 all equal, 1 some differ,
 * 2 unreadable, -2 no session at all (err says why). */
int cli_session_walk(const char *path, const char *dat, int nethack, bool quiet,
                     char *err, size_t errlen);

/* Options every building command shares (--seed, --dat, --context, hero and
 * place). Returns 1 if argv[*i] was one of them (advancing *i past its
 * value), 0 if not, -1 after printing a one-line error. */
int cli_build_option(const char *cmd, int argc, char **argv, int *i,
                     struct nhl_build_opts *o);
/* What LEVEL may be, for the building commands' --help (render, trace,
 * view): level names, variants, .lua files and floor names. */
extern const char cli_level_names_help[];

/* A seed as the command line and the viewer take it: 0 to 2^64-1, no
 * sign; 0, or -1 with why ("... is too large ..."). */
int cli_parse_seed(const char *s, uint64_t *out, char *why, size_t whylen);

/* in with control characters shown as \xNN and line breaks as spaces, so
 * text from a script cannot steer the terminal or break a line */
void cli_escape(const char *in, char *out, size_t len);
/* in escaped as cli_escape does, in one of a few static buffers (up to
 * 2 KiB of output each; eight in turn, so one printf may use several):
 * for a name or message from input in a line nhlev prints */
const char *cli_safe(const char *in);

/* Print a one-line error "nhlev CMD: message" to stderr; returns 2. */
/* the build's warnings on stderr, one line each, "nhlev CMD: warning: " */
void cli_warnings(const char *cmd, const struct nhl_level *lev);
int cli_error(const char *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* What --dat names, as the engine reads it: a directory holding an
 * installed game's nhdat archive (and no dungeon.lua) is that archive
 * (datfs.h). The text lives until the next call. */
const char *cli_dat_dir(const char *value);

#endif
