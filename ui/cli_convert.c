/* cli_convert.c - nhlev convert: a .des file's levels as NetHack 5.0 Lua
 * scripts (des_lua.h's convert style), one NAME.lua per level. */
#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>


static void convert_usage(FILE *f)
{
    fprintf(f, "usage: nhlev convert FILE.des|dungeon.def|DIR [-o DIR] [--des-grammar 3.4|3.6]\n"
               "Write each level of FILE.des (lev_comp's language, NetHack 3.4.3 or 3.6\n"
               "grammar) as a NetHack 5.0 Lua level script, DIR/NAME.lua for a level\n"
               "\"NAME\": one des.* call per statement, the map as a des.map block, and a\n"
               "comment giving each statement's .des line. nhlev builds the script to the\n"
               "same level as the .des file (same steps, same random draws). With one\n"
               "level and no -o the script goes to standard output.\n"
               "A dungeon.def (dgn_comp's language) becomes a 5.0 dungeon.lua; a\n"
               "directory (a 3.4.3/3.6-era dat/) has its dungeon.def and every .des file\n"
               "converted into -o DIR.\n"
               "  -o DIR            write DIR/NAME.lua for every level (DIR/dungeon.lua)\n"
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

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);

    return n >= m && !strcmp(s + n - m, suffix);
}

/* dungeon.def -> dungeon.lua (to DIR/dungeon.lua, or standard output) */
static int convert_def(const char *path, const char *outdir)
{
    char err[600];
    struct nhl_dungeon_def *d = nhl_dungeon_def_read(path, err, sizeof err);
    int rc = 0;

    if (!d)
        return cli_error("convert", "%s", err);
    if (!outdir) {
        nhl_dungeon_def_write_lua(stdout, d, path);
    } else {
        char file[1200];
        FILE *fp;

        snprintf(file, sizeof file, "%s/dungeon.lua", outdir);
        fp = fopen(file, "w");
        if (fp)
            nhl_dungeon_def_write_lua(fp, d, path);
        if (!fp || ferror(fp) || fclose(fp) != 0)
            rc = cli_error("convert", "cannot write %s (%s)", file,
                           strerror(errno));
    }
    nhl_dungeon_def_free(d);
    return rc;
}

static int convert_des(const char *path, const char *outdir,
                       int g);

struct dir_job { const char *dir, *outdir; int g; int rc, files; };

static int convert_one(const char *name, void *ud)
{
    struct dir_job *j = ud;
    char path[1200];

    if (!ends_with(name, ".des") && strcmp(name, "dungeon.def") != 0)
        return 0;
    snprintf(path, sizeof path, "%s/%s", j->dir, name);
    int rc = ends_with(name, ".def") ? convert_def(path, j->outdir)
                                     : convert_des(path, j->outdir, j->g);

    j->files++;
    if (rc != 0)
        j->rc = rc; /* go on: every file that converts is written */
    return 0;
}

/* every .des file and the dungeon.def of a directory */
static int convert_dir(const char *dir, const char *outdir, int g)
{
    struct dir_job j = { dir, outdir, g, 0, 0 };

    if (nhl_dat_list(dir, convert_one, &j) != 0)
        return cli_error("convert", "%s: cannot list it (%s)", dir,
                         strerror(errno));
    if (j.files == 0)
        return cli_error("convert", "%s holds no .des file and no dungeon.def",
                         dir);
    return j.rc;
}

/* -o DIR and its parents, as mkdir -p: the files are written into it */
static int make_dirs(const char *dir, char *why, size_t len)
{
    char path[1024];
    struct stat st;
    size_t n = strlen(dir);

    if (n == 0 || n >= sizeof path) {
        snprintf(why, len, "not a usable directory name");
        return -1;
    }
    memcpy(path, dir, n + 1);
    for (char *p = path + 1; ; p++) {
        if (*p != '/' && *p != '\0')
            continue;
        char c = *p;
        *p = '\0';
        if (mkdir(path, 0777) != 0 && errno != EEXIST) {
            snprintf(why, len, "cannot create %s (%s)", path, strerror(errno));
            return -1;
        }
        *p = c;
        if (!c)
            break;
    }
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
        snprintf(why, len, "not a directory");
        return -1;
    }
    return 0;
}

int cli_convert(int argc, char **argv)
{
    const char *path = NULL, *outdir = NULL;
    int g = 0; /* told from the file */

    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            convert_usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "-o") && i + 1 < argc) {
            outdir = argv[++i];
        } else if (!strcmp(argv[i], "--des-grammar") && i + 1 < argc) {
            int v = nhl_des_grammar_from_name(argv[++i]);

            if (v < 0)
                return cli_error("convert", "--des-grammar: '%s' is no grammar "
                                 "(3.4, 3.6 or auto)", argv[i]);
            g = v;
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
    char why[300];
    if (outdir && make_dirs(outdir, why, sizeof why) != 0)
        return cli_error("convert", "-o %s: %s", outdir, why);
    if (nhl_dat_is_dir(path) && !nhl_dat_is_file(path)) {
        if (!outdir)
            return cli_error("convert", "%s is a directory: give -o DIR", path);
        return convert_dir(path, outdir, g);
    }
    if (ends_with(path, ".def"))
        return convert_def(path, outdir);
    return convert_des(path, outdir, g);
}

static int convert_des(const char *path, const char *outdir, int g)
{
    char perr[800];
    struct nhl_des *f = nhl_des_open(path, g, perr, sizeof perr);

    if (!f)
        return cli_error("convert", "%s", perr);
    if (!outdir && nhl_des_count(f) != 1) {
        int n = nhl_des_count(f);

        nhl_des_close(f);
        return cli_error("convert", "%s holds %d levels: give -o DIR", path, n);
    }
    int rc = 0;

    for (int i = 0; i < nhl_des_count(f) && rc == 0; i++) {
        char err[600];
        char *out = nhl_des_convert(f, i, err, sizeof err);
        const char *name = nhl_des_level_name(f, i);

        if (!out) {
            rc = cli_error("convert", "%s", err);
        } else if (!outdir) {
            fputs(out, stdout);
        } else if (!safe_name(name)) {
            rc = cli_error("convert", "%s: level name '%s' is no file name",
                           path, name);
        } else {
            char file[1200];
            FILE *fp;

            snprintf(file, sizeof file, "%s/%s.lua", outdir, name);
            fp = fopen(file, "w");
            if (!fp || fputs(out, fp) < 0 || fclose(fp) != 0)
                rc = cli_error("convert", "cannot write %s (%s)", file,
                               strerror(errno));
        }
        free(out);
    }
    nhl_des_close(f);
    return rc;
}
