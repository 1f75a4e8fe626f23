/* datcheck.c - which NetHack a dat/ directory belongs to, from what its
 * level scripts hold: every .lua file is hashed (FNV-1a 64) and looked up
 * in each release's list (tools/dat_sums.py made them from the real dat/).
 * A directory whose files all match one release is that release; anything
 * else (a designer's edited copy, a variant) is named as such, with the
 * release it is closest to, never silently taken for one. */
#include "version.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tables.h"

static unsigned long long fnv1a64_file(const char *path, long *size)
{
    unsigned long long h = 0xcbf29ce484222325ULL;
    unsigned char buf[8192];
    size_t n;
    FILE *f = fopen(path, "rb");

    *size = -1;
    if (!f)
        return 0;
    *size = 0;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
        for (size_t i = 0; i < n; i++) {
            h ^= buf[i];
            h *= 0x100000001b3ULL;
        }
        *size += (long) n;
    }
    fclose(f);
    return h;
}

struct found { char name[64]; long size; unsigned long long fnv; };

static int by_name(const void *a, const void *b)
{
    return strcmp(((const struct found *) a)->name, ((const struct found *) b)->name);
}

int nh_identify_dat(const char *dir, struct dat_identity *id, char *why,
                    size_t whylen)
{
    struct found *files = NULL;
    int nfiles = 0, cap = 0;
    DIR *d = opendir(dir);
    struct dirent *de;

    memset(id, 0, sizeof *id);
    id->closest = NHV_DEFAULT;
    if (!d) {
        snprintf(why, whylen, "%s: cannot read the directory", dir);
        return -1;
    }
    while ((de = readdir(d)) != NULL) {
        size_t n = strlen(de->d_name);
        if (n < 5 || n >= sizeof files[0].name || strcmp(de->d_name + n - 4, ".lua") != 0)
            continue;
        if (nfiles == cap) {
            /* a dat/ holds ~140 scripts; a directory of thousands is no dat/ */
            if (cap >= 4096)
                break;
            struct found *nf = realloc(files, (size_t) (cap = cap ? cap * 2 : 256) * sizeof *nf);
            if (!nf) {
                free(files);
                closedir(d);
                snprintf(why, whylen, "%s: out of memory", dir);
                return -1;
            }
            files = nf;
        }
        char path[4200];
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        memcpy(files[nfiles].name, de->d_name, n + 1);   /* n < sizeof name */
        files[nfiles].fnv = fnv1a64_file(path, &files[nfiles].size);
        nfiles++;
    }
    closedir(d);
    if (nfiles == 0) {
        free(files);
        snprintf(why, whylen, "%s: no level scripts (.lua files) here", dir);
        return -1;
    }
    qsort(files, (size_t) nfiles, sizeof *files, by_name);

    int best_score = -1;
    for (int v = 0; v < NHV_COUNT; v++) {
        const struct nh_release *r = nh_release((enum nh_version) v);
        struct dat_identity c = { .closest = (enum nh_version) v };
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
    char others[64] = "";
    for (int v = 0; v < NHV_COUNT; v++) {
        size_t n = strlen(others);
        snprintf(others + n, sizeof others - n, "%s%s", n ? " or " : "",
                 nh_release((enum nh_version) (NHV_COUNT - 1 - v))->name);
    }
    snprintf(buf, len, "not NetHack %s: closest %s, %d of %d files differ%s%s%s",
             others, name, id->differing + id->missing, id->known,
             id->first_diff[0] ? " (" : "", id->first_diff,
             id->first_diff[0] ? (id->differing + id->missing > 1 ? ", ...)" : ")") : "");
}

enum nh_version nh_resolve_version(int requested, const char *dat_dir,
                                   const char *level, char *note,
                                   size_t notelen)
{
    struct dat_identity id;
    char why[256], dir[1024];

    if (note && notelen)
        note[0] = '\0';
    if (requested >= 0 && requested < NHV_COUNT)
        return (enum nh_version) requested;
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
