/* tools/list_rules.c - doc/versions.md's list of what differs between the
 * releases, made from the release records themselves (rules.h, version.c):
 * every rule, what it does, the C routine and commit, and its value in each
 * release, between the file's rules markers. A rule cannot be missing.
 *   list_rules             print the list
 *   list_rules --write F   put it into F (doc/versions.md)
 *   list_rules --check F   exit 1 if F's list is not the current one (ctest) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datfs.h"
#include "rules.h"
#include "version.h"

#define BEGIN "<!-- rules: begin -->"
#define END "<!-- rules: end -->"

static void put_table(FILE *f)
{
    fprintf(f, "\n%d rules.\n\n| rule | what it does when set | C routine | commit |",
            nh_rule_count);
    for (int v = 0; v < NHV_COUNT; v++)
        fprintf(f, " %s |", nh_release((enum nhl_version) v)->name);
    fprintf(f, "\n|---|---|---|---|");
    for (int v = 0; v < NHV_COUNT; v++)
        fprintf(f, "---|");
    fprintf(f, "\n");
    for (int i = 0; i < nh_rule_count; i++) {
        const struct nh_rule_info *r = &nh_rule_info[i];

        fprintf(f, "| `%s` | %s | %s | %s |", r->name, r->what, r->routine,
                r->commit);
        for (int v = 0; v < NHV_COUNT; v++) {
            char buf[128];

            nh_rule_format(&nh_release((enum nhl_version) v)->rules, i, buf,
                           sizeof buf);
            fprintf(f, " %s |", buf);
        }
        fprintf(f, "\n");
    }
}

int main(int argc, char **argv)
{
    if (argc == 1) {
        put_table(stdout);
        return 0;
    }
    if (argc != 3 || (strcmp(argv[1], "--write") && strcmp(argv[1], "--check"))) {
        fprintf(stderr, "usage: list_rules [--write|--check doc/versions.md]\n");
        return 2;
    }
    size_t len = 0;
    char why[300];
    /* an unreadable file is told as one without the markers */
    char *doc = datfs_slurp(argv[2], 0, &len, why, sizeof why);
    char *b = doc ? strstr(doc, BEGIN) : NULL;
    char *e = b ? strstr(b, END) : NULL;

    if (!e) {
        fprintf(stderr, "list_rules: %s has no %s ... %s\n", argv[2], BEGIN, END);
        free(doc);
        return 2;
    }
    b += strlen(BEGIN);
    char *table = NULL;
    size_t tlen = 0;
    FILE *mem = open_memstream(&table, &tlen);

    if (!mem)
        return 2;
    put_table(mem);
    fclose(mem);
    int rc = 0;

    if (!strcmp(argv[1], "--check")) {
        if ((size_t) (e - b) != tlen || memcmp(b, table, tlen)) {
            fprintf(stderr, "%s is not current: run list_rules --write %s\n",
                    argv[2], argv[2]);
            rc = 1;
        }
    } else {
        FILE *f = fopen(argv[2], "wb");

        if (!f) {
            rc = 2;
        } else {
            fwrite(doc, 1, (size_t) (b - doc), f);
            fwrite(table, 1, tlen, f);
            fputs(e, f);
            rc = fclose(f) ? 2 : 0;
        }
    }
    free(table);
    free(doc);
    return rc;
}
