/* test_datfs.c - an installed game's nhdat archive as a level source (#15):
 * NetHack 5.0.0's dat/ packed in the DLB format (as NetHack's dlb tool
 * lays it out) builds every level exactly as the directory does, and broken
 * archives end in a one-line error. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "nhlev.h"
#include "datfs.h" /* datfs_slurp, datfs_dat_dir: the module under test */
#include "version.h" /* nh_identify_dat: the release records */

#define DAT50 TU_NETHACK50_DAT

struct member { char name[256]; char *data; size_t len; };

static int by_name(const void *a, const void *b)
{
    return strcmp(((const struct member *) a)->name, ((const struct member *) b)->name);
}

/* Pack every regular file of dir into archive (DLB revision 1: header,
 * directory lines, then the members back to back). */
static void pack(const char *dir, const char *archive)
{
    struct member *m = NULL;
    int n = 0, cap = 0;
    DIR *d = opendir(dir);
    cr_assert_not_null(d, "%s", dir);
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        char path[1200], err[256];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            m = realloc(m, (size_t) cap * sizeof *m);
            cr_assert_not_null(m);
        }
        snprintf(m[n].name, sizeof m[n].name, "%s", de->d_name);
        m[n].data = datfs_slurp(path, 0, &m[n].len, err, sizeof err);
        cr_assert_not_null(m[n].data, "%s", err);
        n++;
    }
    closedir(d);
    qsort(m, (size_t) n, sizeof *m, by_name);

    /* the directory's size depends on the offsets' widths, which are fixed */
    size_t names = strlen("Directory") + 1;
    for (int i = 0; i < n; i++)
        names += strlen(m[i].name) + 1;
    size_t dirsize = 40 + (size_t) (n + 1) * 11 + names - (size_t) (n + 1);
    size_t total = dirsize;
    for (int i = 0; i < n; i++)
        total += m[i].len;
    FILE *f = fopen(archive, "wb");
    cr_assert_not_null(f);
    fprintf(f, "%3d %8d %8zu %8zu %8zu\n", 1, n + 1, names, dirsize, total);
    fprintf(f, "%c%s %8d\n", ' ', "Directory", 0);
    size_t off = dirsize;
    for (int i = 0; i < n; i++) {
        fprintf(f, "%c%s %8zu\n", ' ', m[i].name, off);
        off += m[i].len;
    }
    cr_assert_eq((size_t) ftell(f), dirsize, "directory is %ld bytes, not %zu", ftell(f), dirsize);
    for (int i = 0; i < n; i++) {
        fwrite(m[i].data, 1, m[i].len, f);
        free(m[i].data);
    }
    fclose(f);
    free(m);
}

static char tmpdir[64];
static char archive[128];

static void make_archive(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/nhlev-dlbXXXXXX");
    cr_assert_not_null(mkdtemp(tmpdir));
    snprintf(archive, sizeof archive, "%s/nhdat", tmpdir);
    pack(DAT50, archive);
}

static void remove_archive(void)
{
    unlink(archive);
    rmdir(tmpdir);
}

/* the document of a level built from dat, or NULL with the error in err */
static char *document(const char *dat, const char *level, char *err, size_t errlen)
{
    struct nhl_build_opts o;
    struct nhl_build_result r;
    nhl_build_opts_defaults(&o);
    o.dat_dir = dat;
    o.level = level;
    o.seed = 1;
    if (nhl_build(&o, &r) != 0) {
        snprintf(err, errlen, "%s", r.errmsg);
        nhl_build_result_free(&r);
        return NULL;
    }
    struct nhl_doc_meta meta = { .level = level, .variant = r.variant, .seed = 1,
                             .gen_time_us = -1 };
    char *s = nhl_doc_print(r.lev, &meta);
    nhl_build_result_free(&r);
    return s;
}

Test(datfs, archive_builds_every_level_as_the_directory, .init = make_archive,
     .fini = remove_archive)
{
    DIR *d = opendir(DAT50);
    cr_assert_not_null(d);
    struct dirent *de;
    int built = 0, refused = 0;
    while ((de = readdir(d)) != NULL) {
        size_t n = strlen(de->d_name);
        if (n < 5 || strcmp(de->d_name + n - 4, ".lua") != 0)
            continue;
        char level[256], e1[600], e2[600];
        snprintf(level, sizeof level, "%.*s", (int) (n - 4), de->d_name);
        char *a = document(DAT50, level, e1, sizeof e1);
        char *b = document(archive, level, e2, sizeof e2);
        cr_expect_eq(!a, !b, "%s: directory %s, archive %s", level, a ? "builds" : e1,
                     b ? "builds" : e2);
        if (a && b) {
            cr_expect(strcmp(a, b) == 0, "%s: the documents differ", level);
            built++;
        } else if (!a && !b) {
            refused++;
        }
        free(a);
        free(b);
    }
    closedir(d);
    /* every level file builds; nhlib/dungeon/themerms and the like do not */
    cr_expect_gt(built, 120, "%d built, %d refused", built, refused);

    /* the archive is the same release as the directory */
    struct dat_identity id;
    char why[256];
    cr_assert_eq(nh_identify_dat(archive, &id, why, sizeof why), 0, "%s", why);
    cr_expect(id.exact && id.closest == NHV_5_0_0);

    /* a directory holding nhdat and no dungeon.lua (an installed game)
       means its archive */
    char dir[1200];
    datfs_dat_dir(tmpdir, dir, sizeof dir);
    cr_expect_str_eq(dir, archive);
    datfs_dat_dir(DAT50, dir, sizeof dir);
    cr_expect_str_eq(dir, DAT50);
}

/* write text as path */
static void put(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");
    cr_assert_not_null(f);
    fwrite(text, 1, len, f);
    fclose(f);
}

/* An archive's directory is read once while the file is unchanged: read
 * again for every member asked, an archive of 65,535 members took seconds
 * a build (#25). A changed archive is read afresh. */
Test(datfs, archive_directory_read_once_while_unchanged, .init = make_archive,
     .fini = remove_archive)
{
    char err[600];
    unsigned long r0 = datfs_directory_reads();
    char *a = document(archive, "soko1", err, sizeof err);

    cr_assert_not_null(a, "%s", err);
    unsigned long r1 = datfs_directory_reads();

    cr_expect_eq(r1 - r0, 1, "%lu directory reads for one build", r1 - r0);
    char *b = document(archive, "castle", err, sizeof err);

    cr_assert_not_null(b, "%s", err);
    cr_expect_eq(datfs_directory_reads(), r1, "the same archive read again");
    /* touched (an edit): read afresh, the same level built */
    struct timespec t[2] = { { 0, UTIME_OMIT }, { 1000000000, 0 } };

    cr_assert_eq(utimensat(AT_FDCWD, archive, t, 0), 0);
    char *c = document(archive, "soko1", err, sizeof err);

    cr_assert_not_null(c, "%s", err);
    cr_expect_eq(datfs_directory_reads() - r1, 1, "a changed archive not read afresh");
    cr_expect_str_eq(a, c);
    free(a);
    free(b);
    free(c);
}

Test(datfs, broken_archives_are_one_line_errors)
{
    char dir[] = "/tmp/nhlev-dlbbadXXXXXX", path[128], err[600];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/nhdat", dir);
    static const struct { const char *text, *want; } cases[] = {
        { "", "not an nhdat archive" },
        { "garbage\n", "not an nhdat archive" },
        { "  2        2       20       40      100\n", "revision 2" },
        /* the total size does not match the file */
        { "  1        2       20       40     9999\n Directory        0\n", "corrupt" },
        /* a directory line cut short */
        { "  1        2       20       40       40\n Directory        0\n", "corrupt" },
        /* NetHack 3.6's archive: compiled levels */
        { "  1        2       22       81       82\n Directory        0\n castle.lev       81\nx",
          "3.6" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        put(path, cases[i].text, strlen(cases[i].text));
        struct nhl_build_opts o;
        struct nhl_build_result r;
        nhl_build_opts_defaults(&o);
        o.dat_dir = path;
        o.level = "castle";
        cr_expect_neq(nhl_build(&o, &r), 0, "case %zu built", i);
        cr_expect(strstr(r.errmsg, cases[i].want) && !strchr(r.errmsg, '\n'),
                  "case %zu: '%s'", i, r.errmsg);
        nhl_build_result_free(&r);
        size_t len;
        char member[160];
        snprintf(member, sizeof member, "%s/castle.lua", path);
        char *s = datfs_slurp(member, 0, &len, err, sizeof err);
        cr_expect_null(s, "case %zu read a member", i);
        free(s);
    }
    unlink(path);
    rmdir(dir);
}

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");

    cr_assert_not_null(f);
    fputs(text, f);
    fclose(f);
}

/* Fixed files: a path is answered as it first was until the last end
 * (an edit, a new file, a removed one), then as it is; unfixed, at
 * once. */
Test(datfs, fixed_files_answer_as_first_asked)
{
    char dir[] = "/tmp/nhlev-fixXXXXXX", a[128], b[128];
    struct stat st;

    cr_assert_not_null(mkdtemp(dir));
    snprintf(a, sizeof a, "%s/a.lua", dir);
    snprintf(b, sizeof b, "%s/b.lua", dir);
    write_text(a, "x");
    cr_assert_eq(datfs_stat(a, &st), 0);
    cr_assert_eq(st.st_size, 1);

    datfs_fix_begin();
    datfs_fix_begin();
    cr_assert_eq(datfs_stat(a, &st), 0);
    cr_assert(!datfs_is_file(b));
    write_text(a, "xyz");
    write_text(b, "new");
    cr_assert_eq(datfs_stat(a, &st), 0);
    cr_assert_eq(st.st_size, 1);
    cr_assert(!datfs_is_file(b));
    datfs_fix_end();            /* still fixed: the calls nest */
    cr_assert_eq(datfs_stat(a, &st), 0);
    cr_assert_eq(st.st_size, 1);
    datfs_fix_end();

    cr_assert_eq(datfs_stat(a, &st), 0);
    cr_assert_eq(st.st_size, 3);
    cr_assert(datfs_is_file(b));
    unlink(b);
    cr_assert(!datfs_is_file(b));
    datfs_fix_end();            /* one end too many: harmless */
    cr_assert(!datfs_is_file(b));
    unlink(a);
    rmdir(dir);
}

/* Only regular files are read: a member linked to a device is refused by
 * what it is, not read up to a cap (2.9 GB from /dev/zero before, #25);
 * and no read goes past DATFS_MAX_FILE, whatever cap a caller asks. */
Test(datfs, only_regular_files_are_read)
{
    char dir[] = "/tmp/nhlev-datfsXXXXXX", path[128];
    size_t len = 0;
    char err[256] = "";

    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/zero.lua", dir);
    cr_assert_eq(symlink("/dev/zero", path), 0);
    cr_expect_null(datfs_slurp(path, 1u << 20, &len, err, sizeof err));
    cr_expect(strstr(err, "zero.lua: not a regular file"), "%s", err);
    unlink(path);
    /* a directory where a file is expected */
    cr_expect_null(datfs_slurp(dir, 0, &len, err, sizeof err));
    cr_expect(strstr(err, "not a regular file"), "%s", err);
    rmdir(dir);
}
