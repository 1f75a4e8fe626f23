/* cli_convert.c - nhlev convert: a .des file's levels as NetHack 5.0 Lua
 * scripts (des_lua.h's convert style), one NAME.lua per level. */
#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "des_lua.h"
#include "des_parse.h"

static void convert_usage(FILE *f)
{
    fprintf(f, "usage: nhlev convert FILE.des [-o DIR] [--des-grammar 3.4|3.6]\n"
               "Write each level of FILE.des (lev_comp's language, NetHack 3.4.3 or 3.6\n"
               "grammar) as a NetHack 5.0 Lua level script, DIR/NAME.lua for a level\n"
               "\"NAME\": one des.* call per statement, the map as a des.map block, and a\n"
               "comment giving each statement's .des line. nhlev builds the script to the\n"
               "same level as the .des file (same steps, same random draws). With one\n"
               "level and no -o the script goes to standard output.\n"
               "  -o DIR            write DIR/NAME.lua for every level\n"
               "  --des-grammar G   read FILE as lev_comp 3.4 or 3.6 (default: told from it)\n");
}

/* a level name as a file name: no path separators or dots leading */
static bool safe_name(const char *s)
{
    if (!*s || *s == '.')
        return false;
    for (; *s; s++)
        if (*s == '/' || *s == '\\' || (unsigned char) *s < 32)
            return false;
    return true;
}

int cli_convert(int argc, char **argv)
{
    const char *path = NULL, *outdir = NULL;
    enum des_grammar g = DES_GRAMMAR_AUTO;

    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            convert_usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "-o") && i + 1 < argc) {
            outdir = argv[++i];
        } else if (!strcmp(argv[i], "--des-grammar") && i + 1 < argc) {
            int v = des_grammar_from_name(argv[++i]);

            if (v < 0)
                return cli_error("convert", "--des-grammar: '%s' is no grammar "
                                 "(3.4, 3.6 or auto)", argv[i]);
            g = (enum des_grammar) v;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            return cli_error("convert", "unknown option '%s' (see nhlev convert --help)",
                             argv[i]);
        } else if (!path) {
            path = argv[i];
        } else {
            return cli_error("convert", "one .des file at a time ('%s')", argv[i]);
        }
    }
    if (!path) {
        convert_usage(stderr);
        return 2;
    }
    struct des_error perr;
    struct des_file *f = des_parse_file(path, g, &perr);

    if (!f)
        return cli_error("convert", "%s", perr.msg);
    if (!outdir && f->nlevels != 1) {
        int n = f->nlevels;

        des_file_free(f);
        return cli_error("convert", "%s holds %d levels: give -o DIR", path, n);
    }
    int rc = 0;

    for (int i = 0; i < f->nlevels && rc == 0; i++) {
        struct des_lua_buf out = { 0 };
        char err[600];

        if (des_lua_compile(f, i, DES_LUA_CONVERT, &out, err, sizeof err) != 0) {
            rc = cli_error("convert", "%s", err);
        } else if (!outdir) {
            fputs(out.s, stdout);
        } else if (!safe_name(f->levels[i]->name)) {
            rc = cli_error("convert", "%s: level name '%s' is no file name",
                           path, f->levels[i]->name);
        } else {
            char file[1200];
            FILE *fp;

            snprintf(file, sizeof file, "%s/%s.lua", outdir, f->levels[i]->name);
            fp = fopen(file, "w");
            if (!fp || fputs(out.s, fp) < 0 || fclose(fp) != 0)
                rc = cli_error("convert", "cannot write %s (%s)", file,
                               strerror(errno));
        }
        des_lua_buf_free(&out);
    }
    des_file_free(f);
    return rc;
}
