/* nhlev/compare.h - part of nhlev.h: compare two level documents part by part.
 * Include <nhlev.h>, not this file: each part relies on those before it. */
#ifndef NHLEV_PART_COMPARE_H
#define NHLEV_PART_COMPARE_H
#ifndef NHLEV_H
#error "include <nhlev.h>, not its parts"
#endif

/* ==================================================================== */
/* Compare two level documents part by part                             */
/* ==================================================================== */

enum nhl_compare_part {
    CMP_TYP = 0, CMP_FLAGS, CMP_LIT, CMP_NONDIG, CMP_NONPASS, CMP_HORIZ,
    CMP_ROOMNO, CMP_EDGE, CMP_DOORS, CMP_OBJECTS, CMP_MONSTERS, CMP_TRAPS,
    CMP_ENGRAVINGS, CMP_STAIRS, CMP_FLIP, CMP_RNG, CMP_NPARTS
};

struct nhl_compare_part_result {
    bool checked;        /* both documents have this part */
    bool match;
    int ndiff;           /* cells, list entries or lines that differ */
    int x, y;            /* first differing cell (grids), -1 otherwise */
    long index;          /* first differing entry or rng line (0-based), -1 */
    char ours[256];      /* the first difference, our side ... */
    char theirs[256];    /* ... and the document's */
};

struct nhl_compare_result {
    struct nhl_compare_part_result part[CMP_NPARTS];
    bool all_match;      /* every checked part matches */
    /* the first line of the document's RNG log drawn inside object, monster
     * or trap generation (by its C file), -1 if none; and whether our log
     * agrees with C's at least up to there */
    long rng_gen_start;
    bool rng_ok_until_gen;
    int nchecked;
};

/* "typGrid", "flagsGrid", ..., "doors", ..., "flip", "rng" */
const char *nhl_compare_part_name(int part);
/* The part's short label for summaries: "typ", "flags", ..., "rng". */
const char *nhl_compare_part_label(int part);

/* Compare two level documents (ours as nhl_doc_from_level writes it, theirs a
 * truth file). Parts missing from either side are not checked. */
void nhl_compare_docs(const cJSON *ours, const cJSON *theirs, struct nhl_compare_result *r);

/* Is this C log line drawn inside object, monster or trap generation
 * (mkobj.c, makemon.c, trap.c, mkroom.c ... by the C file it names)? */
bool nhl_compare_rng_is_generation(const char *line);

/* True if every grid part that was checked matches. */
bool nhl_compare_grids_match(const struct nhl_compare_result *r);

/* The comparable part of an rng log line: function, arguments and result,
 * with the nesting indent; the C file:line and script location dropped.
 * "  rn2(12)=5 @ sp_lev.c:1 [x.lua:3]" -> "  rn2(12)=5". */
void nhl_compare_rng_key(const char *line, char *out, size_t len);

/* One line per part: "typGrid: ok" / "typGrid: 12 cells differ, first at
 * (3,4): ours 2, theirs 1". Writes into buf. */
void nhl_compare_part_describe(const struct nhl_compare_result *r, int part, char *buf, size_t len);

#endif
