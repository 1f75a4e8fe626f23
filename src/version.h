/* version.h - which NetHack a level is built as.
 *
 * nhlev is one engine for several NetHack releases. A release is a record
 * (version.c): its commit, its Lua, its object and monster tables, and a
 * named rule for every behaviour C's code changed (rules.h), which engine
 * code asks (`lev->nh->rules.NAME`) instead of comparing versions. Only
 * the records, and the name parsing and dat/ identification that walk
 * them, know release numbers. The version is an input of the build
 * (nhl_level_context.version), resolved once by the front door from --nethack
 * or from the dat/ directory's contents. */
#ifndef NHLEV_VERSION_H
#define NHLEV_VERSION_H

#include <stdbool.h>
#include <stddef.h>

#include "nhlev.h"
#include "data_enums.h"
#include "mondata.h"
#include "objdata.h"
#include "rules.h"

struct dat_file;

/* enum nhl_version and NHV_DEFAULT are public: nhlev.h */
/* the most releases the per-release caches have room for (monsters.c,
 * objname.c, makemon.c) */
#define NH_MAX_RELEASES 8
_Static_assert(NHV_COUNT <= NH_MAX_RELEASES, "room for every release");
/* NH_MAX_RELEASES pthread_once controls (include <pthread.h>) */
#define NH_RELEASES_ONCE_INIT \
    { PTHREAD_ONCE_INIT, PTHREAD_ONCE_INIT, PTHREAD_ONCE_INIT, \
      PTHREAD_ONCE_INIT, PTHREAD_ONCE_INIT, PTHREAD_ONCE_INIT, \
      PTHREAD_ONCE_INIT, PTHREAD_ONCE_INIT }

struct nh_release {
    enum nhl_version v;        /* its place in the table: the caches' index */
    const char *name;          /* "5.0.0" */
    const char *commit;        /* the commit the tables and code follow */
    const char *date;          /* its commit's date, "2026-05-02": lists of
                                  releases go newest first by it */
    const char *lua;           /* the Lua it was released with; NULL: none
                                  (3.6.7's levels are .des files) */
    /* objects[otyp] and mons[mndx], in the engine's numbering (data_enums.h);
       an object the release lacks has probability 0 and otyp_c -1 */
    const struct objclass *objects;
    const struct permonst *mons;
    const short *otyp_c;       /* engine otyp -> this release's C otyp */
    /* engine mndx -> this release's C mndx; _female: the female form's,
       where the release keeps it as a species of its own (3.6.7) */
    const short *mndx_c, *mndx_c_female;
    /* engine typ (rm.h) -> this release's C typ number, and its typ names
       in its own order (3.6.7 has no LAVAWALL: IRONBARS on are one lower) */
    const signed char *typ_c;
    const char *const *typ_names;
    int num_typ_c;
    const struct dat_file *datfiles;  /* its dat/'s .lua files (tables.h) */
    const int *num_datfiles;
    struct nh_rules rules;     /* how its C differs (rules.h) */
};

const struct nh_release *nh_release(enum nhl_version v);
/* every release, newest first by date */
void nh_releases_newest_first(enum nhl_version out[NHV_COUNT]);
/* the release of a level document that names none: documents were written
 * so before nhlev knew more than one release */
enum nhl_version nh_undated_document_release(void);
/* nhl_version_by_name ("5.0.0", "3.7-79c688c" ...): public, nhlev.h */
/* The release whose commit the string starts with (a truth file's
 * nethack_commit); -1 if none. */
int nh_version_by_commit(const char *commit);

/* C's otyp in this release for the engine's, -1 if the release has none */
static inline int nh_otyp_to_c(const struct nh_release *r, int otyp)
{
    return otyp >= 0 && otyp < NUM_OTYPES ? r->otyp_c[otyp] : -1;
}
/* C's mndx in this release for the engine's species (female: its female
 * form where the release keeps one apart), -1 if the release has none */
static inline int nh_mndx_to_c(const struct nh_release *r, int mndx, bool female)
{
    if (mndx < 0 || mndx >= NUMMONS_ENUM)
        return -1;
    return female ? r->mndx_c_female[mndx] : r->mndx_c[mndx];
}
/* the engine's mndx for this release's C mndx (*female set when it is a
 * female form the release keeps apart; may be NULL), -1 if none */
int nh_mndx_from_c(const struct nh_release *r, int c_mndx, bool *female);
/* C's typ number in this release for the engine's typ, -1 if none */
static inline int nh_typ_to_c(const struct nh_release *r, int typ)
{
    return typ >= 0 && typ < r->num_typ_c ? r->typ_c[typ] : -1;
}
/* the engine's otyp for this release's C otyp, -1 if out of range */
int nh_otyp_from_c(const struct nh_release *r, int c_otyp);
/* the object exists in this release */
static inline bool nh_has_otyp(const struct nh_release *r, int otyp)
{
    return nh_otyp_to_c(r, otyp) >= 0;
}

/* What a dat/ directory is, from its .lua files' contents (datcheck.c). */
struct dat_identity {
    enum nhl_version closest;  /* the release it is, or is closest to */
    bool exact;                /* every file of that release is there, unchanged */
    int known, matching;       /* that release's files; those found unchanged */
    int differing, missing;    /* changed; absent */
    char first_diff[64];       /* a file that differs or is missing, "" none */
};
/* 0 and *id filled; -1 with why set when dir has no level scripts at all */
int nh_identify_dat(const char *dir, struct dat_identity *id, char *why,
                    size_t whylen);
/* nhl_resolve_version, the front door's choice of release (build.c):
 * public, nhlev.h */
/* one line for users: "NetHack 5.0.0" or "not NetHack 5.0.0 or 3.7-79c688c
 * or 3.7: closest 5.0.0, 3 of 141 files differ (castle.lua)" */
void nh_describe_dat(const struct dat_identity *id, char *buf, size_t len);

#endif
