/* nhlev/doc.h - part of nhlev.h: the level document.
 * Include <nhlev.h>, not this file: each part relies on those before it. */
#ifndef NHLEV_PART_DOC_H
#define NHLEV_PART_DOC_H
#ifndef NHLEV_H
#error "include <nhlev.h>, not its parts"
#endif

/* ==================================================================== */
/* The level document (JSON with the truth files' keys)                 */
/* ==================================================================== */

/* What a document says beyond the level itself. */
struct nhl_doc_meta {
    const char *level;       /* name asked for: "soko1", "dlvl:3" */
    const char *variant;     /* file loaded: "soko1-2" */
    int forced_variant;
    uint64_t seed;
    const struct nhl_rng *rng; /* its log becomes "rng"; NULL: no rng keys */
    double gen_time_us;      /* < 0: key left out */
    const char *source_language; /* "lua", "des-3.4", "des-3.6" (the
                                    nhl_build_result's); NULL: key left out */
};

/* The level as a document (caller frees with cJSON_Delete); NULL if out of
 * memory. Keys in the truth files' order. */
cJSON *nhl_doc_from_level(const struct nhl_level *lev, const struct nhl_doc_meta *meta);
/* The same, printed (formatted JSON, malloc'd). */
char *nhl_doc_print(const struct nhl_level *lev, const struct nhl_doc_meta *meta);

/* The inputs a document (or a --context file) gives a build, checked:
 * every number the rebuild reads (ident_start, moves, where, hero, branch,
 * flip) whole and in a game's range, no string holding a NUL. text is the
 * JSON root was parsed from. 0, or -1 with why (one line). nhl_doc_load
 * and --context refuse a document that fails it. */
int nhl_doc_check_input(const char *text, const cJSON *root, char *why, size_t whylen);

/* JSON as cJSON_Print wrote it (malloc'd, taken over), with every C1
 * control, DEL and byte that is no UTF-8 written as \u00XX (cJSON escapes
 * only C0): valid UTF-8 with no control byte. NULL if text is NULL or
 * memory runs out. Every JSON nhlev writes goes through it. */
char *nhl_json_safe(char *text);

/* Text from input (a name, a message) for a terminal or a log, in out
 * (len bytes, cut to fit): newline, CR and tab as spaces, C0 and C1
 * controls (raw or in UTF-8), DEL and bytes that are no UTF-8 as \xNN;
 * other UTF-8 kept. Every message nhlev shows goes through it. */
void nhl_text_escape(const char *in, char *out, size_t len);

/* A document read back. */
struct nhl_level_doc {
    char path[1024];
    char level[64];          /* "level" */
    char variant[64];        /* "variant" */
    int forced_variant;
    uint64_t seed;
    uint64_t game_seed;      /* "game_seed": the layout's game (42 if absent,
                                as the truth files' game) */
    struct nhl_level_context ctx;/* from "where", "branch", "moves", ... */
    struct nhl_hero hero;    /* from "hero", "ubirthday", "genocided", ...:
                                its game's (lev->game has it too) */
    int flip_value;          /* "flip".value, -2 if absent */
    /* a real game's first level (C's startup dump, or nhlev's: a
       "draws_before_makelevel" key), rebuilt from the one stream of its
       game seed in its mode ("wizard") */
    bool game_stream, wizard;
    struct nhl_level *lev;   /* cells and lists as the document has them */
    cJSON *root;             /* the whole document, for compare */
};

/* A whole JSON file as a string (free() it), at most DOC_MAX_BYTES; NULL
 * with err "path: ..." (unreadable, too large, out of memory). */
#define DOC_MAX_BYTES (64 << 20)
char *nhl_doc_slurp(const char *path, char *err, size_t errlen);

/* Read a level document; 0, or -1 with err "path: what" (one line); -2
 * (err set too) when the file is valid JSON but no level document (no
 * [21][80] typGrid), e.g. the truth directory's INDEX.json. */
int nhl_doc_load(const char *path, struct nhl_level_doc *d, char *err, size_t errlen);
/* Same from text in memory; `path` names it in errors. */
int nhl_doc_parse(const char *text, const char *path, struct nhl_level_doc *d,
                  char *err, size_t errlen);
void nhl_doc_free(struct nhl_level_doc *d);

/* A seed from a JSON number: false unless it is one from 0 to 2^64-1. */
bool nhl_doc_seed_value(const cJSON *v, uint64_t *out);

/* The place a document's "where" (and "branch", "moves", "themes"
 * state ...) describes (flags such as in_sokoban derived from the
 * dungeon's name); absent keys keep the truth files' defaults. */
void nhl_doc_context_from_json(const cJSON *root, struct nhl_level_context *ctx);
/* The hero its "hero" (and "ubirthday", the theme rooms' "align", the
 * "genocided" and "extinct" lists, bad names left out) describes; absent
 * keys keep the truth files' hero. Apart from the place because the hero
 * is the game's, not the level's. */
void nhl_doc_hero_from_json(const cJSON *root, struct nhl_hero *hero);

/* "closed", "locked", "open", "broken", "nodoor" for a doormask */
const char *nhl_doc_door_state(int doormask);

#endif
