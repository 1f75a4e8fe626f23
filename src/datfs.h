/* datfs.h - the files of a level source, wherever they live: plain files
 * in a directory, or members of an installed NetHack's `nhdat` archive
 * (the DLB format of NetHack's dlb.c), which a path names as if the
 * archive were a directory: "/usr/games/lib/nethackdir/nhdat/oracle.lua".
 *
 * Everything the engine reads from a dat/ (dungeon.lua, the level scripts,
 * nhlib.lua, the epitaph/engrave/rumor texts) goes through here, so an
 * installed game is read in place, never extracted to disk. */
#ifndef NHLEV_DATFS_H
#define NHLEV_DATFS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>

/* stat(2), and for an archive member: S_IFREG, its size, the archive's
 * times. -1 with errno when there is no such file. */
int datfs_stat(const char *path, struct stat *st);
bool datfs_is_file(const char *path);

/* A run of many builds (nhlev stats, the bench) reads a dat/ as it is when
 * the run starts: between datfs_fix_begin and datfs_fix_end on a thread,
 * datfs_stat answers each path as it first did on that thread, so the
 * caches' checks for edited files cost no system call per build (a stat
 * costs a microsecond or two, a good part of the smallest levels' builds).
 * The viewer and single builds never fix: an edit shows at the next
 * build. Calls nest; end frees what the thread remembered. */
void datfs_fix_begin(void);
void datfs_fix_end(void);
/* a directory, or an archive (which holds files as a directory does) */
bool datfs_is_dir(const char *path);

/* What is said of a path that is there but is no regular file: it is
 * never read (a named pipe would block, a device never ends). */
#define DATFS_NOT_REGULAR "not a regular file: a pipe, device or directory is not read"

/* No input file is read past this (README: inputs are capped at 64 MiB). */
#define DATFS_MAX_FILE ((size_t) 64 << 20)

/* The whole file (NUL-terminated, *len without the NUL), at most max
 * bytes (0, or more than DATFS_MAX_FILE: DATFS_MAX_FILE); a regular file
 * only (a pipe or a device is refused, not waited on); NULL with err
 * "path: why" (one line). */
char *datfs_slurp(const char *path, size_t max, size_t *len, char *err,
                  size_t errlen);

/* Call fn for each file name in dir (a directory or an archive), in no
 * particular order; stops early when fn returns non-zero. 0, or -1 when
 * dir cannot be read. */
int datfs_list(const char *dir, int (*fn)(const char *name, void *ud), void *ud);

/* What --dat names: a directory holding an archive `nhdat` and no
 * dungeon.lua (an installed game) means the archive. Writes the path to
 * use into out. */
void datfs_dat_dir(const char *dat, char *out, size_t outlen);

/* How many archive directories have been read in this process: one
 * read serves every access to the same file until it changes (tests). */
unsigned long datfs_directory_reads(void);

/* Is path an archive in the DLB format? If not and why is given, why
 * says what is wrong with it (a 3.6 archive of compiled .lev files...). */
bool datfs_is_archive(const char *path, char *why, size_t whylen);

#endif
