/* stats_query.c - names to heat-map queries and back (stats_query.h). */
#include "stats_query.h"

#include "editdist.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "mondata.h"
#include "objdata.h"
#include "render.h"
#include "rm.h"
#include "tables.h"

void nhl_stats_object_name(int otyp, char *buf, size_t len)
{
    otyp_full_name(otyp, buf, len);
}

const char *nhl_stats_monster_name(int mndx)
{
    if (mndx < 0 || mndx >= NUMMONS_ENUM)
        return "";
    const struct permonst *pm = &mons_invariant[mndx];
    for (int g = 0; g < 3; g++)
        if (pm->pmnames[g])
            return pm->pmnames[g];
    return "";
}

/* ---- closest names, for a name not found ---- */


static bool contains_ci(const char *hay, const char *needle)
{
    size_t n = strlen(needle);

    for (; *hay; hay++)
        if (strncasecmp(hay, needle, n) == 0)
            return true;
    return false;
}

struct closest {
    char name[3][72];
    int score[3];
};

static void consider(struct closest *c, const char *want, const char *prefix,
                     const char *name)
{
    if (!name || !*name)
        return;
    /* a name holding what was asked comes first, then the nearest */
    int score = contains_ci(name, want) ? (int) strlen(name) - (int) strlen(want)
                                        : 100 + edit_distance(want, strnlen(want, EDITDIST_MAX), name,
                                                           strnlen(name, EDITDIST_MAX));
    char full[72];
    snprintf(full, sizeof full, "%s%s", prefix, name);
    for (int i = 0; i < 3; i++)
        if (strcasecmp(c->name[i], full) == 0)
            return;
    for (int i = 0; i < 3; i++)
        if (!c->name[i][0] || score < c->score[i]) {
            for (int k = 2; k > i; k--) {
                c->score[k] = c->score[k - 1];
                memcpy(c->name[k], c->name[k - 1], sizeof c->name[k]);
            }
            c->score[i] = score;
            snprintf(c->name[i], sizeof c->name[i], "%s", full);
            return;
        }
}

/* ---- lookups by kind ---- */

static int find_object(const char *name)
{
    char full[96];

    for (int i = 0; i < NUM_OTYPES; i++) {
        otyp_full_name(i, full, sizeof full);
        if (full[0] && strcasecmp(full, name) == 0)
            return i;
    }
    for (int i = 0; i < NUM_OTYPES; i++)
        if (objects_invariant[i].oc_name && strcasecmp(objects_invariant[i].oc_name, name) == 0)
            return i;
    return -1;
}

static int find_trap(const char *name)
{
    for (int t = 1; t < TRAPNUM; t++)
        if (strcasecmp(nhl_trap_name(t), name) == 0)
            return t;
    return -1;
}

/* map types named name, or holding it as a whole word */
static uint64_t find_terrain(const char *name)
{
    uint64_t set = 0;
    size_t n = strlen(name);

    for (int t = 0; t < MAX_TYPE; t++)
        if (strcasecmp(nhl_typ_longname(t), name) == 0 || strcasecmp(nhl_typ_name(t), name) == 0)
            return (uint64_t) 1 << t;
    for (int t = 0; t < MAX_TYPE && n; t++) {
        const char *ln = nhl_typ_longname(t);
        for (const char *p = ln; *p; p++)
            if ((p == ln || p[-1] == ' ') && strncasecmp(p, name, n) == 0
                && (p[n] == '\0' || p[n] == ' '))
                set |= (uint64_t) 1 << t;
    }
    return set;
}

enum { K_OBJ = 1, K_MON = 2, K_TRAP = 4, K_TER = 8 };

static void suggest(const char *want, int kinds, bool prefixed, char *buf, size_t len)
{
    struct closest c;
    char full[96];

    memset(&c, 0, sizeof c);
    if (kinds & K_OBJ)
        for (int i = 0; i < NUM_OTYPES; i++) {
            otyp_full_name(i, full, sizeof full);
            consider(&c, want, prefixed ? "object:" : "", full);
        }
    if (kinds & K_MON)
        for (int i = 0; i < NUMMONS_ENUM; i++)
            for (int g = 0; g < 3; g++)
                consider(&c, want, "monster:", mons_invariant[i].pmnames[g]);
    if (kinds & K_TRAP)
        for (int t = 1; t < TRAPNUM; t++)
            consider(&c, want, "trap:", nhl_trap_name(t));
    if (kinds & K_TER)
        for (int t = 0; t < MAX_TYPE; t++)
            consider(&c, want, "terrain:", nhl_typ_longname(t));
    snprintf(buf, len, "%s%s%s%s%s", c.name[0], c.name[1][0] ? ", " : "", c.name[1],
             c.name[2][0] ? ", " : "", c.name[2]);
}

int nhl_stats_query_parse(const char *text, struct nhl_stats_query *q, char *why,
                          size_t whylen)
{
    static const struct { const char *prefix; int kind; const char *what; } kinds[] = {
        { "object:", K_OBJ, "object" }, { "monster:", K_MON, "monster" },
        { "trap:", K_TRAP, "trap" }, { "terrain:", K_TER, "terrain type" },
    };
    const char *name = text ? text : "";
    int want = K_OBJ | K_MON | K_TRAP | K_TER;
    const char *what = "object, monster, trap or terrain type";
    bool prefixed = false;

    memset(q, 0, sizeof *q);
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        if (strncasecmp(name, kinds[k].prefix, strlen(kinds[k].prefix)) == 0) {
            name += strlen(kinds[k].prefix);
            want = kinds[k].kind;
            what = kinds[k].what;
            prefixed = true;
        }
    while (*name == ' ')
        name++;
    if (!*name || strlen(name) >= sizeof q->name) {
        snprintf(why, whylen, "'%s' names no %s", text ? text : "", what);
        return -1;
    }
    int id;
    uint64_t set;
    /* an unprefixed name is an object first: most questions are */
    if ((want & K_OBJ) && (id = find_object(name)) >= 0) {
        q->kind = SQ_OBJECT;
        q->id = id;
        otyp_full_name(id, q->name, sizeof q->name);
    } else if ((want & K_MON) && (id = mndx_by_name(name)) >= 0) {
        q->kind = SQ_MONSTER;
        q->id = id;
        snprintf(q->name, sizeof q->name, "monster:%s", nhl_stats_monster_name(id));
    } else if ((want & K_TRAP) && (id = find_trap(name)) >= 0) {
        q->kind = SQ_TRAP;
        q->id = id;
        snprintf(q->name, sizeof q->name, "trap:%s", nhl_trap_name(id));
    } else if ((want & K_TER) && (set = find_terrain(name)) != 0) {
        q->kind = SQ_TERRAIN;
        q->typs = set;
        snprintf(q->name, sizeof q->name, "terrain:%s", name);
        for (char *p = q->name; *p; p++)
            *p = (char) tolower((unsigned char) *p);
    } else {
        char near[240];
        suggest(name, want, prefixed, near, sizeof near);
        snprintf(why, whylen, "no %s is called '%s' (closest: %s)", what, name, near);
        return -1;
    }
    return 0;
}
