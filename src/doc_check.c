/* doc_check.c - the numbers and strings a level document (or a --context
 * file) hands the builder, checked where they enter: each a whole number
 * in the range a game of NetHack can have (an ident_start of 2^31-1 would
 * overflow the id counter, a depth of 1e308 is no depth), and no string
 * holding a NUL (cJSON ends a string there: "soko1\u0000-1" would read as
 * soko1). */
#include "doc.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* the id counter of a level in C starts near 1 and grows by 1-2 a thing */
#define IDENT_MAX 1000000000
/* places and difficulty: every dungeon a dungeon.lua can describe */
#define PLACE_MAX 1000

struct num_rule {
    const char *parent;     /* NULL: the document's top level */
    const char *key;
    double lo, hi;
};

static const struct num_rule rules[] = {
    { NULL, "ident_start", 0, IDENT_MAX },
    { NULL, "ident_end", 0, IDENT_MAX },
    { NULL, "moves", 0, IDENT_MAX },
    { NULL, "ubirthday", 0, 2147483647.0 },
    { NULL, "forced_variant", 0, PLACE_MAX },
    { NULL, "draws_before_makelevel", 0, 4503599627370496.0 },
    { "where", "dnum", 0, PLACE_MAX },
    { "where", "dlevel", -PLACE_MAX, PLACE_MAX },
    { "where", "depth", -PLACE_MAX, PLACE_MAX },
    { "where", "level_difficulty", -PLACE_MAX, PLACE_MAX },
    { "where", "dunlevs_in_dungeon", 0, PLACE_MAX },
    { "where", "ledger", -PLACE_MAX, PLACE_MAX },
    { "hero", "ulevel", 0, 30 },
    { "hero", "luck", -13, 13 },
    { "branch", "end1_up", 0, 1 },
    { "flip", "value", -2, 3 },
};

static int check_number(const cJSON *v, const char *name, double lo, double hi, char *why,
                        size_t whylen)
{
    if (!cJSON_IsNumber(v))
        return 0;
    double d = v->valuedouble;

    if (isfinite(d) && d == floor(d) && d >= lo && d <= hi)
        return 0;
    snprintf(why, whylen, "\"%s\" is %.15g: not a whole number from %.0f to %.0f", name, d, lo,
             hi);
    return -1;
}

/* A \u0000 escape in the JSON text (outside JSON strings no backslash may
 * stand, so every backslash starts an escape). */
static bool has_nul_escape(const char *text)
{
    for (const char *p = text; p && *p; p++) {
        if (*p != '\\')
            continue;
        if (!p[1])
            break;
        if (p[1] == 'u' && p[2] == '0' && p[3] == '0' && p[4] == '0' && p[5] == '0')
            return true;
        p++; /* the escaped character (a backslash among them) */
    }
    return false;
}

int nhl_doc_check_input(const char *text, const cJSON *root, char *why, size_t whylen)
{
    if (has_nul_escape(text)) {
        snprintf(why, whylen, "a string holds a NUL character (\\u0000)");
        return -1;
    }
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
        const struct num_rule *r = &rules[i];
        const cJSON *o = r->parent ? cJSON_GetObjectItemCaseSensitive(root, r->parent) : root;
        char name[64];

        if (!cJSON_IsObject(o))
            continue;
        snprintf(name, sizeof name, "%s%s%s", r->parent ? r->parent : "",
                 r->parent ? "." : "", r->key);
        if (check_number(cJSON_GetObjectItemCaseSensitive(o, r->key), name, r->lo, r->hi, why,
                         whylen) != 0)
            return -1;
    }
    /* the ends of the branch the level holds */
    const cJSON *b = cJSON_GetObjectItemCaseSensitive(root, "branch");
    static const char *const ends[] = { "end1", "end2" };

    for (int e = 0; e < 2 && cJSON_IsObject(b); e++) {
        const cJSON *end = cJSON_GetObjectItemCaseSensitive(b, ends[e]);
        char name[64];

        if (!cJSON_IsObject(end))
            continue;
        snprintf(name, sizeof name, "branch.%s.dnum", ends[e]);
        if (check_number(cJSON_GetObjectItemCaseSensitive(end, "dnum"), name, 0, PLACE_MAX,
                         why, whylen) != 0)
            return -1;
        snprintf(name, sizeof name, "branch.%s.dlevel", ends[e]);
        if (check_number(cJSON_GetObjectItemCaseSensitive(end, "dlevel"), name, -PLACE_MAX,
                         PLACE_MAX, why, whylen) != 0)
            return -1;
    }
    return 0;
}
