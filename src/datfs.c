/* datfs.c - files of a level source: plain files, or members of an nhdat
 * archive read in place.
 *
 * The archive (NetHack's dlb.c, revision 1) is text up front: a header
 * line "rev nentries strsize dir_size total_size", then one line per
 * member "<handling><name> <offset>", the first member being the
 * directory itself ("Directory", offset 0); a member runs from its offset
 * to the next one's (the last to total_size). An archive is opened for
 * every access; its directory is read once and kept while the file is the
 * same (its device, inode, size and modification time): a build asks of a
 * dozen members, and an archive of 65,535 read again each time cost
 * seconds (#25). An edited archive is read afresh. */
#include "datfs.h"

#include <dirent.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#define DLB_REV 1
#define DLB_MAX_MEMBERS 65536
#define DLB_MAX_NAME 255

struct member {
    char name[DLB_MAX_NAME + 1];
    long off, size;
};

/* an archive's directory as read, shared by the opens of one file */
struct directory {
    int refs;                   /* under dir_lock */
    char *path;
    dev_t dev;
    ino_t ino;
    off_t size;
    struct timespec mtime;
    int n;
    struct member m[];
};

struct archive {
    FILE *f;
    struct stat st;
    int n;
    const struct member *m;     /* dir's */
    struct directory *dir;
};

/* the directory read last (one reference of its own) */
static pthread_mutex_t dir_lock = PTHREAD_MUTEX_INITIALIZER;
static struct directory *dir_kept;
static unsigned long dir_reads;

static void directory_release(struct directory *d)
{
    if (!d)
        return;
    pthread_mutex_lock(&dir_lock);
    bool last = --d->refs == 0;

    pthread_mutex_unlock(&dir_lock);
    if (last) {
        free(d->path);
        free(d);
    }
}

static bool directory_is(const struct directory *d, const char *path,
                         const struct stat *st)
{
    return d && d->dev == st->st_dev && d->ino == st->st_ino && d->size == st->st_size
           && d->mtime.tv_sec == st->st_mtim.tv_sec
           && d->mtime.tv_nsec == st->st_mtim.tv_nsec && strcmp(d->path, path) == 0;
}

/* the kept directory of this file as it is now, with a reference; NULL */
static struct directory *directory_find(const char *path, const struct stat *st)
{
    struct directory *d = NULL;

    pthread_mutex_lock(&dir_lock);
    if (directory_is(dir_kept, path, st)) {
        d = dir_kept;
        d->refs++;
    }
    pthread_mutex_unlock(&dir_lock);
    return d;
}

/* keep d (just read) in place of the one kept before */
static void directory_keep(struct directory *d)
{
    struct directory *old;

    pthread_mutex_lock(&dir_lock);
    old = dir_kept;
    dir_kept = d;
    d->refs++;
    dir_reads++;
    pthread_mutex_unlock(&dir_lock);
    directory_release(old);
}

unsigned long datfs_directory_reads(void)
{
    pthread_mutex_lock(&dir_lock);
    unsigned long n = dir_reads;

    pthread_mutex_unlock(&dir_lock);
    return n;
}

static void archive_close(struct archive *a)
{
    if (a->f)
        fclose(a->f);
    directory_release(a->dir);
    memset(a, 0, sizeof *a);
}

/* one directory line: a handling byte, a name, a space, an offset */
static bool read_entry(FILE *f, struct member *m)
{
    int c = fgetc(f); /* handling: ' ' (plain) in revision 1 */
    size_t n = 0;

    if (c != ' ')
        return false;
    while ((c = fgetc(f)) != EOF && c != ' ' && c != '\n') {
        if (n >= DLB_MAX_NAME || c < ' ' || c == '/')
            return false;
        m->name[n++] = (char) c;
    }
    m->name[n] = '\0';
    if (c != ' ' || n == 0)
        return false;
    if (fscanf(f, "%ld", &m->off) != 1)
        return false;
    return fgetc(f) == '\n';
}

/* Open path for reading if it is a regular file: a named pipe would block
 * the open and every read after it, a device (/dev/zero) never ends
 * (#25). The open does not wait (O_NONBLOCK), the kind is checked on what
 * was opened. NULL with errno set (ENOTDIR kept: a path through an
 * archive), *not_regular when it was something else. */
static FILE *open_regular(const char *path, bool *not_regular)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;

    *not_regular = false;
    if (fd < 0)
        return NULL;
    if (fstat(fd, &st) != 0) {
        int e = errno;

        close(fd);
        errno = e;
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        *not_regular = true;
        close(fd);
        errno = EINVAL;
        return NULL;
    }
    int fl = fcntl(fd, F_GETFL);

    if (fl >= 0)
        fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
    FILE *f = fdopen(fd, "rb");

    if (!f)
        close(fd);
    return f;
}

static int archive_open(const char *path, struct archive *a, char *why, size_t whylen)
{
    long rev, n, strsize, dirsize, total;
    char line[128];

    bool odd;

    memset(a, 0, sizeof *a);
    a->f = open_regular(path, &odd);
    if (!a->f || fstat(fileno(a->f), &a->st) != 0) {
        snprintf(why, whylen, "%s", odd ? DATFS_NOT_REGULAR : strerror(errno));
        archive_close(a);
        return -1;
    }
    if ((a->dir = directory_find(path, &a->st)) != NULL) {
        a->n = a->dir->n;
        a->m = a->dir->m;
        return 0;
    }
    if (!fgets(line, sizeof line, a->f)
        || sscanf(line, "%ld %ld %ld %ld %ld", &rev, &n, &strsize, &dirsize, &total) != 5
        || !strchr(line, '\n')) {
        snprintf(why, whylen, "not an nhdat archive (no DLB header line)");
        archive_close(a);
        return -1;
    }
    if (rev != DLB_REV) {
        snprintf(why, whylen, "DLB archive revision %ld, not %d", rev, DLB_REV);
        archive_close(a);
        return -1;
    }
    if (n < 1 || n > DLB_MAX_MEMBERS || total != (long) a->st.st_size || dirsize < 0
        || dirsize > total) {
        snprintf(why, whylen, "corrupt DLB archive (header %ld members, size %ld; the file "
                 "has %lld bytes)", n, total, (long long) a->st.st_size);
        archive_close(a);
        return -1;
    }
    struct directory *d = calloc(1, sizeof *d + (size_t) n * sizeof d->m[0]);

    if (!d || !(d->path = strdup(path))) {
        free(d);
        snprintf(why, whylen, "out of memory");
        archive_close(a);
        return -1;
    }
    d->refs = 1;
    a->dir = d;
    a->m = d->m;
    for (d->n = 0; d->n < n; d->n++) {
        struct member *m = &d->m[d->n];

        if (!read_entry(a->f, m) || m->off < 0 || m->off > total
            || (d->n > 0 && m->off < d->m[d->n - 1].off)) {
            snprintf(why, whylen, "corrupt DLB archive (directory entry %d)", d->n + 1);
            archive_close(a);
            return -1;
        }
    }
    for (int i = 0; i < d->n; i++)
        d->m[i].size = (i + 1 < d->n ? d->m[i + 1].off : total) - d->m[i].off;
    a->n = d->n;
    d->dev = a->st.st_dev;
    d->ino = a->st.st_ino;
    d->size = a->st.st_size;
    d->mtime = a->st.st_mtim;
    directory_keep(d);
    return 0;
}

static const struct member *archive_find(const struct archive *a, const char *name)
{
    for (int i = 1; i < a->n; i++) /* member 0 is the directory itself */
        if (strcmp(a->m[i].name, name) == 0)
            return &a->m[i];
    return NULL;
}

bool datfs_is_archive(const char *path, char *why, size_t whylen)
{
    struct archive a;
    char dummy[160];

    if (!why) {
        why = dummy;
        whylen = sizeof dummy;
    }
    if (archive_open(path, &a, why, whylen) != 0)
        return false;
    bool lua = false, lev = false;

    for (int i = 1; i < a.n; i++) {
        size_t n = strlen(a.m[i].name);

        lua |= n > 4 && strcmp(a.m[i].name + n - 4, ".lua") == 0;
        lev |= n > 4 && strcmp(a.m[i].name + n - 4, ".lev") == 0;
    }
    archive_close(&a);
    if (!lua && lev) {
        snprintf(why, whylen, "a NetHack 3.6 archive: its levels are compiled .lev files, "
                 "which cannot be read; build from the .des files instead");
        return false;
    }
    return true;
}

/* "dir/archive/member" -> the archive's path and the member's name, when
 * the part before the last '/' is a regular file (not a directory) */
static bool split_member(const char *path, char *arch, size_t archlen, const char **member)
{
    const char *slash = strrchr(path, '/');
    struct stat st;

    if (!slash || slash == path || slash[1] == '\0')
        return false;
    size_t n = (size_t) (slash - path);

    if (n >= archlen)
        return false;
    memcpy(arch, path, n);
    arch[n] = '\0';
    if (stat(arch, &st) != 0 || !S_ISREG(st.st_mode))
        return false;
    *member = slash + 1;
    return true;
}

/* What datfs_stat answered on this thread while files are fixed: a run
 * asks of a handful of paths (dungeon.lua, nhlib.lua, themerms.lua, the
 * level scripts), so a short list does; past it, paths are stat'ed. */
#define FIXED_PATHS 64

struct fixed_answer {
    char *path;
    int rc, err;
    struct stat st;
};

static _Thread_local struct {
    int depth, n;
    struct fixed_answer a[FIXED_PATHS];
} fixed;

void datfs_fix_begin(void)
{
    fixed.depth++;
}

void datfs_fix_end(void)
{
    if (fixed.depth == 0 || --fixed.depth > 0)
        return;
    for (int i = 0; i < fixed.n; i++)
        free(fixed.a[i].path);
    fixed.n = 0;
}

static int stat_now(const char *path, struct stat *st);

int datfs_stat(const char *path, struct stat *st)
{
    if (!fixed.depth)
        return stat_now(path, st);
    for (int i = 0; i < fixed.n; i++)
        if (strcmp(fixed.a[i].path, path) == 0) {
            *st = fixed.a[i].st;
            errno = fixed.a[i].err;
            return fixed.a[i].rc;
        }
    int rc = stat_now(path, st);
    int err = errno;

    if (rc != 0)
        memset(st, 0, sizeof *st);
    if (fixed.n < FIXED_PATHS) {
        struct fixed_answer *f = &fixed.a[fixed.n];

        if ((f->path = strdup(path)) != NULL) {
            f->rc = rc;
            f->err = err;
            f->st = *st;
            fixed.n++;
        }
    }
    errno = err;
    return rc;
}

static int stat_now(const char *path, struct stat *st)
{
    char arch[1200], why[160];
    const char *name;
    struct archive a;

    if (stat(path, st) == 0)
        return 0;
    if (errno != ENOTDIR || !split_member(path, arch, sizeof arch, &name))
        return -1;
    if (archive_open(arch, &a, why, sizeof why) != 0) {
        errno = ENOTDIR;
        return -1;
    }
    const struct member *m = archive_find(&a, name);

    if (m) {
        *st = a.st; /* a regular file: its mode and times are the member's */
        st->st_size = m->size;
    }
    archive_close(&a);
    if (!m)
        errno = ENOENT;
    return m ? 0 : -1;
}

bool datfs_is_file(const char *path)
{
    struct stat st;

    return datfs_stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

bool datfs_is_dir(const char *path)
{
    struct stat st;

    if (stat(path, &st) != 0)
        return false;
    return S_ISDIR(st.st_mode) || (S_ISREG(st.st_mode) && datfs_is_archive(path, NULL, 0));
}

/* read len bytes from f into a new NUL-terminated buffer */
static char *read_all(FILE *f, size_t max, size_t *len, const char *path, char *err,
                      size_t errlen)
{
    char *buf = NULL;
    size_t n = 0, cap = 0;

    for (;;) {
        if (cap - n < 8192) {
            size_t ncap = cap ? cap * 2 : 16384;
            char *nb = realloc(buf, ncap);

            if (!nb) {
                free(buf);
                snprintf(err, errlen, "%s: out of memory", path);
                return NULL;
            }
            buf = nb;
            cap = ncap;
        }
        size_t want = cap - n - 1;

        if (max && want > max - n + 1)
            want = max - n + 1; /* one past the limit tells it is too large */
        size_t got = fread(buf + n, 1, want, f);

        n += got;
        if (max && n > max) {
            free(buf);
            snprintf(err, errlen, "%s: larger than %zu MiB", path, max >> 20);
            return NULL;
        }
        if (got < want) {
            if (ferror(f)) {
                free(buf);
                snprintf(err, errlen, "%s: cannot read (%s)", path, strerror(errno));
                return NULL;
            }
            break;
        }
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

char *datfs_slurp(const char *path, size_t max, size_t *len, char *err, size_t errlen)
{
    bool odd;
    FILE *f = open_regular(path, &odd);
    char arch[1200], why[160];
    const char *name;

    /* one cap on every file read, the one README gives */
    if (!max || max > DATFS_MAX_FILE)
        max = DATFS_MAX_FILE;
    if (odd) {
        snprintf(err, errlen, "%s: " DATFS_NOT_REGULAR, path);
        return NULL;
    }
    if (f) {
        char *buf = read_all(f, max, len, path, err, errlen);

        fclose(f);
        return buf;
    }
    int e = errno;

    if (e != ENOTDIR || !split_member(path, arch, sizeof arch, &name)) {
        snprintf(err, errlen, "%s: cannot open (%s)", path, strerror(e));
        return NULL;
    }
    struct archive a;

    if (archive_open(arch, &a, why, sizeof why) != 0) {
        snprintf(err, errlen, "%s: %s", arch, why);
        return NULL;
    }
    const struct member *m = archive_find(&a, name);

    if (!m) {
        snprintf(err, errlen, "%s: cannot open (%s)", path, strerror(ENOENT));
        archive_close(&a);
        return NULL;
    }
    if (max && (size_t) m->size > max) {
        snprintf(err, errlen, "%s: larger than %zu MiB", path, max >> 20);
        archive_close(&a);
        return NULL;
    }
    char *buf = malloc((size_t) m->size + 1);

    if (!buf || fseek(a.f, m->off, SEEK_SET) != 0
        || fread(buf, 1, (size_t) m->size, a.f) != (size_t) m->size) {
        snprintf(err, errlen, "%s: %s", path, buf ? "truncated archive member" : "out of memory");
        free(buf);
        archive_close(&a);
        return NULL;
    }
    buf[m->size] = '\0';
    *len = (size_t) m->size;
    archive_close(&a);
    return buf;
}

int datfs_list(const char *dir, int (*fn)(const char *name, void *ud), void *ud)
{
    DIR *d = opendir(dir);

    if (d) {
        struct dirent *de;

        while ((de = readdir(d)) != NULL)
            if (de->d_name[0] != '.' && fn(de->d_name, ud))
                break;
        closedir(d);
        return 0;
    }
    struct archive a;
    char why[160];

    if (archive_open(dir, &a, why, sizeof why) != 0)
        return -1;
    for (int i = 1; i < a.n; i++)
        if (fn(a.m[i].name, ud))
            break;
    archive_close(&a);
    return 0;
}

void datfs_dat_dir(const char *dat, char *out, size_t outlen)
{
    char probe[1200];
    struct stat st;

    snprintf(out, outlen, "%s", dat);
    if (stat(dat, &st) != 0 || !S_ISDIR(st.st_mode))
        return;
    snprintf(probe, sizeof probe, "%s/dungeon.lua", dat);
    if (stat(probe, &st) == 0)
        return;
    if (snprintf(probe, sizeof probe, "%s/nhdat", dat) < (int) sizeof probe
        && stat(probe, &st) == 0 && S_ISREG(st.st_mode))
        snprintf(out, outlen, "%s", probe);
}
