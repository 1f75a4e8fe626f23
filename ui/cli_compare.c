/* cli_compare.c - `nhlev compare FILE...`: rebuild each level document's
 * level from its own inputs (level, seed, hero, where, ident_start,
 * ubirthday, forced_variant) and report which parts match. When the grids
 * differ only because our flip came out otherwise, a rebuild at C's flip
 * tells a flip problem apart from a layout problem. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "nhlev.h"

static void compare_usage(FILE *f)
{
    fprintf(f, "usage: nhlev compare FILE... [--dat DIR] [--nethack V] [--flip-c] [--quiet]\n"
               "Rebuild the level of each level document (as the truth files) from its\n"
               "level, seed, hero, where, ident_start, ubirthday and forced_variant, and\n"
               "report per file which parts match: the grids, doors, objects, monsters,\n"
               "traps, engravings, stairs, flip and the RNG log (what was drawn, not where).\n"
               "  --dat DIR   NetHack's dat/ directory (default: the built-in levels/), or\n"
               "              a directory of your own scripts: a document names its level\n"
               "              (\"mine\" is DIR/mine.lua), never a file to run; a .des\n"
               "              level's document (\"x.des:NAME\") is DIR/x.des's level\n"
               "  --nethack V rebuild as NetHack V (5.0.0, 3.7-79c688c, 3.7 or 3.6.7); by default\n"
               "              each document as the NetHack it records\n"
               "              (nethack_version/nethack_commit), else as the one --dat holds\n"
               "  --flip-c    build every level at the document's flip\n"
               "  --quiet     only failing files and the summary\n"
               "Among several files, JSON files that are no level document (INDEX.json)\n"
               "are skipped. Exit status: 0 all match, 1 some differ, 2 a file could not\n"
               "be read or its level not built.\n");
}

struct tally {
    int passed, failed, errors;
    int part_ok[CMP_NPARTS], part_checked[CMP_NPARTS];
    int flip_rescued;
    int build_errors;
    int skipped;
    int rng_checked, rng_until_gen;
    int by_version[NHV_COUNT][2];  /* [release][0 equal, 1 differing] */
};

/* A document names its level; the level source the user chose (--dat)
 * finds it. A directory of loose scripts (no dungeon.lua: one's own
 * levels) finds "name" as its name.lua. The document never names a path
 * (doc_read.c) (#12). */
static const char *level_in_source(const char *name, const char *dat, char *buf,
                                   size_t len)
{
    struct stat st;
    char dpath[1024], dlevel[64];

    /* a .des level ("x.des", "x.des:NAME"): the file in --dat's directory */
    if (dat && nhl_des_split(name, dpath, sizeof dpath, dlevel, sizeof dlevel)) {
        if (snprintf(buf, len, "%s/%s", dat, name) >= (int) len)
            return name;
        return buf;
    }
    if (!dat || !name[0] || strchr(name, ':'))
        return name;
    snprintf(buf, len, "%s/dungeon.lua", dat);
    if (stat(buf, &st) == 0)
        return name;
    if (snprintf(buf, len, "%s/%s.lua", dat, name) >= (int) len
        || stat(buf, &st) != 0 || !S_ISREG(st.st_mode))
        return name;
    return buf;
}

/* Build the document's level (at `flip`, -1 = draw) and compare. */
static int build_and_compare(const struct nhl_level_doc *d, const char *dat, int flip,
                             struct nhl_game_cache *game, struct nhl_chunk_cache *chunks,
                             struct nhl_compare_result *r,
                             int *our_flip, char *err, size_t errlen)
{
    struct nhl_build_opts o;
    struct nhl_build_result res;
    nhl_build_opts_defaults(&o);
    o.dat_dir = dat;
    char path[1200];
    o.level = level_in_source(d->level[0] ? d->level : d->variant, dat, path, sizeof path);
    if (o.level == path)
        o.dat_dir = NULL;   /* a script by its path, as `render FILE.lua` */

    o.seed = d->seed;
    o.layout_seed = d->game_seed;
    /* a real game's first level: from its game seed's one stream */
    o.game_stream = d->game_stream;
    /* ... or a level made further on in that stream */
    o.stream_draws = d->stream_draws;
    o.wizard = d->wizard;
    o.ctx = d->ctx;
    o.hero = d->hero;
    o.force_variant = d->forced_variant;
    o.force_flip = flip;
    o.log_rng = true;
    o.game = game;
    o.cache = chunks;
    if (nhl_build(&o, &res) != 0) {
        snprintf(err, errlen, "%s", res.errmsg);
        nhl_build_result_free(&res);
        return -1;
    }
    struct nhl_doc_meta meta = { .level = o.level, .variant = res.variant,
                             .forced_variant = d->forced_variant,
                             .seed = d->seed, .rng = res.rng, .gen_time_us = -1 };
    cJSON *ours = nhl_doc_from_level(res.lev, &meta);
    *our_flip = res.lev->flip_value;
    nhl_build_result_free(&res);
    if (!ours) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    nhl_compare_docs(ours, d->root, r);
    cJSON_Delete(ours);
    return 0;
}

static void report(const char *path, const char *nethack,
                   const struct nhl_compare_result *r, bool rescued, bool quiet)
{
    if (r->all_match) {
        if (!quiet)
            printf("PASS %s (NetHack %s)\n", cli_safe(path), nethack);
        return;
    }
    printf("FAIL %s (NetHack %s): differ:", cli_safe(path), nethack);
    for (int p = 0; p < CMP_NPARTS; p++)
        if (r->part[p].checked && !r->part[p].match)
            printf(" %s", nhl_compare_part_label(p));
    printf("\n");
    if (rescued)
        printf("  grids: matches at C's flip\n");
    for (int p = 0; p < CMP_NPARTS; p++) {
        if (!r->part[p].checked || r->part[p].match)
            continue;
        char line[1024];
        nhl_compare_part_describe(r, p, line, sizeof line);
        printf("  %s\n", cli_safe(line));
        if (p == CMP_RNG && r->rng_gen_start >= 0)
            printf("  rng: C's first generation draw is line %ld; ours %s up to there\n",
                   r->rng_gen_start + 1, r->rng_ok_until_gen ? "agrees" : "differs");
    }
}

int cli_compare(int argc, char **argv)
{
    const char *dat = NULL;
    int asked = NHV_AUTO;
    bool flip_c = false, quiet = false;
    int nfiles = 0;

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            compare_usage(stdout);
            return 0;
        } else if (strcmp(a, "--dat") == 0) {
            if (i + 1 >= argc)
                return cli_error("compare", "--dat needs a value");
            dat = cli_dat_dir(argv[++i]);
        } else if (strcmp(a, "--nethack") == 0) {
            if (i + 1 >= argc)
                return cli_error("compare", "--nethack needs a value");
            asked = nhl_version_by_name(argv[++i]);
            if (asked < 0)
                return cli_error("compare", "--nethack: '%s' is no NetHack nhlev knows (5.0.0, 3.7-79c688c, 3.7 or 3.6.7)",
                                 argv[i]);
        } else if (strcmp(a, "--flip-c") == 0) {
            flip_c = true;
        } else if (strcmp(a, "--quiet") == 0 || strcmp(a, "-q") == 0) {
            quiet = true;
        } else if (a[0] == '-' && a[1]) {
            return cli_error("compare", "unknown option '%s' (see nhlev compare --help)", a);
        } else {
            nfiles++;
        }
    }
    if (nfiles == 0)
        return cli_error("compare", "no level documents given (see nhlev compare --help)");

    struct tally t;
    memset(&t, 0, sizeof t);
    /* --dat's release, once: for documents that name none, and to say when
       a document's NetHack is not the one --dat holds */
    char note[320];
    enum nhl_version dat_version = nhl_resolve_version(asked, dat, NULL, note, sizeof note);
    bool warned[NHV_COUNT] = { false };
    /* one game's dungeon.lua, layout and deal serve all its documents */
    struct nhl_game_cache *game = nhl_game_cache_new();
    /* compiled scripts and Lua states kept from one document's build to
       the next, as the viewer and the bench keep them (the fidelity gate
       thus checks that a kept state builds as a new one) */
    struct nhl_chunk_cache *chunks = nhl_chunk_cache_new();

    if (note[0])
        fprintf(stderr, "nhlev compare: note: %s\n", cli_safe(note));
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--dat") == 0 || strcmp(a, "--nethack") == 0) {
            i++;
            continue;
        }
        if (a[0] == '-' && a[1])
            continue;
        struct nhl_level_doc d;
        char err[1024];
        int lrc = nhl_doc_load(a, &d, err, sizeof err);
        if (lrc == -2) {
            /* a C trace session: its levels walked as `nhlev session` */
            char serr[1200];
            int src = cli_session_walk(a, dat, asked, quiet, serr, sizeof serr);

            if (src >= 0) {
                t.passed += src == 0;
                t.failed += src == 1;
                if (src == 2) {
                    cli_error("compare", "%s", serr);
                    t.errors++;
                }
                continue;
            }
        }
        if (lrc == -2 && nfiles > 1) {
            /* among many files (a glob over truth/), a JSON file that is
             * no level document, such as INDEX.json, is passed over */
            printf("SKIP %s: not a level document\n", cli_safe(a));
            t.skipped++;
            continue;
        }
        if (lrc != 0) {
            /* an unreadable document is an error, not a difference */
            cli_error("compare", "%s", err);
            t.errors++;
            continue;
        }
        /* a document is rebuilt as the NetHack it records (--nethack
           overrides); one that records none as --dat's */
        if (asked != NHV_AUTO || d.ctx.version == NHV_AUTO)
            d.ctx.version = dat_version;
        if (dat && d.ctx.version != dat_version && !warned[d.ctx.version]) {
            warned[d.ctx.version] = true;
            fprintf(stderr, "nhlev compare: note: %s was made by NetHack %s but --dat holds %s's "
                            "scripts; built as %s\n", cli_safe(a), nhl_release_name(d.ctx.version),
                    nhl_release_name(dat_version), nhl_release_name(d.ctx.version));
        }
        /* a lenient build's document: stand-ins where its file named what
           the release lacks, so no C build of that file looks like it */
        const cJSON *faithful = cJSON_GetObjectItemCaseSensitive(d.root, "faithful");
        if (cJSON_IsFalse(faithful)) {
            const cJSON *sa = cJSON_GetObjectItemCaseSensitive(d.root, "standins");
            const cJSON *s0 = cJSON_GetArrayItem(sa, 0);
            const cJSON *k = cJSON_GetObjectItemCaseSensitive(s0, "kind");
            const cJSON *nm = cJSON_GetObjectItemCaseSensitive(s0, "name");
            const cJSON *wh = cJSON_GetObjectItemCaseSensitive(s0, "where");

            fprintf(stderr, "nhlev compare: note: %s is not a faithful build: %d stand-in%s "
                            "for names NetHack lacks (the first: %s '%s' at %s)\n", a,
                    cJSON_GetArraySize(sa), cJSON_GetArraySize(sa) == 1 ? "" : "s",
                    cJSON_IsString(k) ? k->valuestring : "?",
                    cJSON_IsString(nm) ? nm->valuestring : "?",
                    cJSON_IsString(wh) ? wh->valuestring : "?");
        }
        struct nhl_compare_result r;
        int our_flip = -1;
        int flip = flip_c && d.flip_value >= 0 ? d.flip_value : -1;
        if (build_and_compare(&d, dat, flip, game, chunks, &r, &our_flip, err, sizeof err) != 0) {
            printf("FAIL %s (NetHack %s): build error: %s\n", cli_safe(a),
                   nhl_release_name(d.ctx.version), cli_safe(err));
            t.by_version[d.ctx.version][1]++;
            t.failed++;
            t.build_errors++;
            nhl_doc_free(&d);
            continue;
        }
        bool rescued = false;
        if (!flip_c && !nhl_compare_grids_match(&r) && d.flip_value >= 0
            && our_flip != d.flip_value) {
            struct nhl_compare_result r2;
            int f2;
            if (build_and_compare(&d, dat, d.flip_value, game, chunks, &r2, &f2, err, sizeof err) == 0
                && nhl_compare_grids_match(&r2)) {
                rescued = true;
                t.flip_rescued++;
            }
        }
        report(a, nhl_release_name(d.ctx.version), &r, rescued, quiet);
        t.by_version[d.ctx.version][r.all_match ? 0 : 1]++;
        for (int p = 0; p < CMP_NPARTS; p++) {
            t.part_checked[p] += r.part[p].checked;
            t.part_ok[p] += r.part[p].checked && r.part[p].match;
        }
        if (r.part[CMP_RNG].checked) {
            t.rng_checked++;
            t.rng_until_gen += r.rng_ok_until_gen;
        }
        if (r.all_match)
            t.passed++;
        else
            t.failed++;
        nhl_doc_free(&d);
    }
    printf("%d passed, %d failed", t.passed, t.failed);
    if (t.build_errors)
        printf(" (%d did not build)", t.build_errors);
    if (t.errors)
        printf(", %d unreadable", t.errors);
    if (t.skipped)
        printf(", %d skipped", t.skipped);
    if (t.flip_rescued)
        printf(", %d match at C's flip", t.flip_rescued);
    printf("\n");
    for (int p = 0; p < CMP_NPARTS; p++)
        printf("%s%s %d/%d", p ? ", " : "", nhl_compare_part_label(p), t.part_ok[p],
               t.part_checked[p]);
    printf("\n");
    for (int v = 0; v < NHV_COUNT; v++)
        if (t.by_version[v][0] + t.by_version[v][1])
            printf("NetHack %s: %d of %d equal\n", nhl_release_name((enum nhl_version) v),
                   t.by_version[v][0], t.by_version[v][0] + t.by_version[v][1]);
    if (t.rng_checked)
        printf("rng equal to C's up to the first generation draw (or entirely): %d/%d\n",
               t.rng_until_gen, t.rng_checked);
    nhl_game_cache_free(game);
    nhl_chunk_cache_free(chunks);
    /* a document that could not be read or rebuilt is an error, not a
       difference */
    if (t.errors || t.build_errors)
        return 2;
    return t.failed ? 1 : 0;
}
