/* nhlev/symbols.h - part of nhlev.h: symbol sets: a map as the player sees it.
 * Include <nhlev.h>, not this file: each part relies on those before it. */
#ifndef NHLEV_PART_SYMBOLS_H
#define NHLEV_PART_SYMBOLS_H
#ifndef NHLEV_H
#error "include <nhlev.h>, not its parts"
#endif

/* ==================================================================== */
/* Symbol sets (NetHack's dat/symbols): a map as the player sees it      */
/* ==================================================================== */

#define SYMSET_NMAP 72          /* S_stone .. S_vibrating_square */
#define SYMSET_BOULDER SYMSET_NMAP  /* the slot of S_boulder */
#define SYMSET_NSLOTS (SYMSET_NMAP + 1)

/* how the file says its bytes are meant (its Handling: line) */
enum nhl_symset_handling {
    SYMH_NONE = 0,   /* plain bytes */
    SYMH_DEC,        /* a byte with the high bit is a VT100 special-graphics
                        letter (byte & 0x7f) */
    SYMH_IBM,        /* bytes of code page 437 */
    SYMH_UTF8,       /* U+XXXX code points */
    SYMH_OTHER       /* MAC and the like: bytes taken as they are */
};

struct nhl_symset_sym {
    bool set;
    char dec;        /* DEC letter ('q', 'x', ...) or 0 */
    char utf8[8];    /* the glyph as UTF-8 (a DEC letter's box-drawing
                        twin); NUL-terminated */
};

struct nhl_symset {
    char name[48];
    char desc[96];
    enum nhl_symset_handling handling;
    struct nhl_symset_sym sym[SYMSET_NSLOTS];
};

/* Finds symset `name` (case-blind, as NetHack matches it) in the text of a
 * symbols file and fills *out. 0 found; 1 not in this file; -1 a line of
 * it is malformed (err: "symbols:LINE: ..."). label names the file in
 * messages. */
int nhl_symset_parse(const char *text, size_t len, const char *label,
                     const char *name, struct nhl_symset *out, char *err, size_t errlen);

/* The names of the symsets a symbols file defines, comma-separated into
 * buf (for "no such symset; these exist: ..."). */
void nhl_symset_names(const char *text, size_t len, char *buf, size_t buflen);

/* One SYMBOLS=S_name:value override (a .nethackrc line's value may hold
 * several, comma-separated) applied to ss. 0 ok, -1 with err. */
int nhl_symset_override(struct nhl_symset *ss, const char *spec, char *err, size_t errlen);

#endif
