/* datcheck.c - which NetHack a dat/ directory belongs to, from what its
 * level scripts hold: every .lua file is hashed (FNV-1a 64) and looked up
 * in each release's list (tools/dat_sums.py made them from the real dat/);
 * 3.6's dat/ is told by its .des files and dungeon.def the same way.
 * A directory whose files all match one release is that release; anything
 * else (a designer's edited copy, a variant) is named as such, with the
 * release it is closest to, never silently taken for one. */
#include "version.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datfs.h"
#include "released.h"
#include "tables.h"

static unsigned long long fnv1a64_file(const char *path, long *size)
{
    char err[1300];
    size_t n;
    unsigned char *buf = (unsigned char *) datfs_slurp(path, 0, &n, err, sizeof err);
    unsigned long long h;

    *size = -1;
    if (!buf)
        return 0;
    h = nh_fnv1a64(buf, n);
    *size = (long) n;
    free(buf);
    return h;
}

struct found { char name[64]; long size; unsigned long long fnv; };

static int by_name(const void *a, const void *b)
{
    return strcmp(((const struct found *) a)->name, ((const struct found *) b)->name);
}

/* gathering the .lua files of a dat/ (a directory or an nhdat archive) */
struct gather {
    const char *dir;
    struct found *files;
    int n, cap;
    bool failed;
};

static int gather_one(const char *name, void *ud)
{
    struct gather *g = ud;
    size_t n = strlen(name);

    /* level sources: .lua files; 3.6's .des files and dungeon.def */
    bool source = n >= 5 && (strcmp(name + n - 4, ".lua") == 0
                             || strcmp(name + n - 4, ".des") == 0);

    if (n >= sizeof g->files[0].name
        || !(source || strcmp(name, "dungeon.def") == 0))
        return 0;
    if (g->n == g->cap) {
        /* a dat/ holds ~140 scripts; a directory of thousands is no dat/ */
        if (g->cap >= 4096)
            return 1;
        int ncap = g->cap ? g->cap * 2 : 256;
        struct found *nf = realloc(g->files, (size_t) ncap * sizeof *nf);
        if (!nf) {
            g->failed = true;
            return 1;
        }
        g->files = nf;
        g->cap = ncap;
    }
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", g->dir, name);
    memcpy(g->files[g->n].name, name, n + 1);   /* n < sizeof name */
    g->files[g->n].fnv = fnv1a64_file(path, &g->files[g->n].size);
    g->n++;
    return 0;
}

int nh_identify_dat(const char *dir, struct dat_identity *id, char *why,
                    size_t whylen)
{
    struct gather g = { .dir = dir };

    memset(id, 0, sizeof *id);
    id->closest = NHV_DEFAULT;
    if (datfs_list(dir, gather_one, &g) != 0) {
        snprintf(why, whylen, "%s: cannot read the directory", dir);
        return -1;
    }
    if (g.failed) {
        free(g.files);
        snprintf(why, whylen, "%s: out of memory", dir);
        return -1;
    }
    struct found *files = g.files;
    int nfiles = g.n;

    if (nfiles == 0) {
        free(files);
        snprintf(why, whylen, "%s: no level scripts (.lua files) here", dir);
        return -1;
    }
    qsort(files, (size_t) nfiles, sizeof *files, by_name);

    int best_score = -1;
    enum nhl_version order[NHV_COUNT];

    /* oldest first, so the newer release wins a tie */
    nh_releases_newest_first(order);
    for (int k = NHV_COUNT - 1; k >= 0; k--) {
        enum nhl_version v = order[k];
        const struct nh_release *r = nh_release((enum nhl_version) v);
        struct dat_identity c = { .closest = (enum nhl_version) v };
        c.known = *r->num_datfiles;
        for (int i = 0; i < c.known; i++) {
            const struct dat_file *want = &r->datfiles[i];
            struct found key, *f;
            snprintf(key.name, sizeof key.name, "%s", want->name);
            f = bsearch(&key, files, (size_t) nfiles, sizeof *files, by_name);
            if (f && f->size == want->size && f->fnv == want->fnv) {
                c.matching++;
                continue;
            }
            if (f)
                c.differing++;
            else
                c.missing++;
            if (!c.first_diff[0])
                snprintf(c.first_diff, sizeof c.first_diff, "%s", want->name);
        }
        c.exact = c.matching == c.known;
        /* closest: the most unchanged files, the newer release on a tie */
        if (c.matching >= best_score) {
            best_score = c.matching;
            *id = c;
        }
    }
    free(files);
    return 0;
}

void nh_describe_dat(const struct dat_identity *id, char *buf, size_t len)
{
    const char *name = nh_release(id->closest)->name;

    if (id->exact) {
        snprintf(buf, len, "NetHack %s", name);
        return;
    }
    char others[96] = "";
    enum nhl_version order[NHV_COUNT];

    nh_releases_newest_first(order);
    for (int v = 0; v < NHV_COUNT; v++) {
        size_t n = strlen(others);
        snprintf(others + n, sizeof others - n, "%s%s", n ? " or " : "",
                 nh_release(order[v])->name);
    }
    snprintf(buf, len, "not NetHack %s: closest %s, %d of %d files differ%s%s%s",
             others, name, id->differing + id->missing, id->known,
             id->first_diff[0] ? " (" : "", id->first_diff,
             id->first_diff[0] ? (id->differing + id->missing > 1 ? ", ...)" : ")") : "");
}

enum nhl_version nhl_resolve_version(int requested, const char *dat_dir,
                                     const char *level, char *note,
                                     size_t notelen)
{
    struct dat_identity id;
    char why[256], dir[1024];

    if (note && notelen)
        note[0] = '\0';
    if (requested >= 0 && requested < NHV_COUNT)
        return (enum nhl_version) requested;
    if (dat_dir && *dat_dir) {
        snprintf(dir, sizeof dir, "%s", dat_dir);
    } else {
        /* a script by path: the directory it sits in, if it is a dat/ */
        const char *slash = level ? strrchr(level, '/') : NULL;

        if (!slash || slash - level >= (long) sizeof dir)
            return NHV_DEFAULT;
        snprintf(dir, sizeof dir, "%.*s", (int) (slash - level), level);
    }
    if (nh_identify_dat(dir, &id, why, sizeof why) != 0)
        return NHV_DEFAULT;
    /* a lone script's directory only counts when it looks like a dat/ */
    if (!(dat_dir && *dat_dir) && id.matching < id.known / 2)
        return NHV_DEFAULT;
    if (!id.exact && note && notelen) {
        char what[200];

        nh_describe_dat(&id, what, sizeof what);
        snprintf(note, notelen, "%s: %s; built as %s (--nethack to choose)",
                 dir, what, nh_release(id.closest)->name);
    }
    return id.closest;
}
