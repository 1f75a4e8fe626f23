/* nhlev/release.h - part of nhlev.h: releases: which NetHack a level is built as.
 * Include <nhlev.h>, not this file: each part relies on those before it. */
#ifndef NHLEV_PART_RELEASE_H
#define NHLEV_PART_RELEASE_H
#ifndef NHLEV_H
#error "include <nhlev.h>, not its parts"
#endif

/* ==================================================================== */
/* Releases: which NetHack a level is built as                           */
/* ==================================================================== */

enum nhl_version {
    NHV_AUTO = -1,   /* not chosen yet: the front door decides (build.c) */
    NHV_3_7 = 0,     /* the 3.7 development snapshot of 2024-10-24 */
    NHV_3_7_79C688C = 1, /* 3.7 at commit 79c688cc6 of 2026-02-06, which
                            davidbau/menace's C sessions are recorded with */
    NHV_5_0_0 = 2,   /* the release of 2026-05-02 */
    NHV_3_6_7 = 3,   /* 3.6.7, the release of 2023-02-15: .des levels */
    NHV_COUNT
};
#define NHV_DEFAULT NHV_5_0_0

/* the release's number ("5.0.0") and the C commit its tables and code
 * follow (NHV_DEFAULT's for a value that is no release) */
const char *nhl_release_name(enum nhl_version v);
const char *nhl_release_commit(enum nhl_version v);
/* the date of that commit, "2026-05-02" (ISO: later dates sort after) */
const char *nhl_release_date(enum nhl_version v);
/* "5.0.0", "5.0", "5", "3.7", "3.6.7" (and a commit prefix of 7+ hex digits); -1 if
 * none (--nethack) */
int nhl_version_by_name(const char *name);
/* The front door's choice: `requested` if it is a version, else the
 * release dat_dir is (or is closest to; note then says how it differs),
 * else, for a level file given by path, its directory's, else
 * NHV_DEFAULT. note gets "" when nothing needs saying. */
enum nhl_version nhl_resolve_version(int requested, const char *dat_dir,
                                     const char *level, char *note,
                                     size_t notelen);

#endif
