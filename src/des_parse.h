/* des_parse.h - read a .des file (lev_comp's language) into a tree.
 *
 * Both of lev_comp's grammars: NetHack 3.4.3's (with the extensions of
 * SLASH'EM and dNetHack) and NetHack 3.6's. The grammar is told from the
 * file (des_file.why says how) unless the caller names one. A file that
 * does not parse gets one error, "file.des:LINE:COL: expected ... near
 * '...'", naming the first place that is wrong; bytes from the file are
 * shown escaped. Time and memory are bounded by the file's size. */
#ifndef NHLEV_DES_PARSE_H
#define NHLEV_DES_PARSE_H

#include <stddef.h>

#include "des_tree.h"

/* the largest file des_parse_file reads */
#define DES_MAX_FILE_SIZE (32u << 20)

struct des_error {
    int line, col;          /* 0 when the error has no place (a file that
                               cannot be read) */
    char msg[768];          /* "file.des:12:5: expected ... near '...'" */
};

/* Parse text[0..len) (it need not end in NUL); path names it in errors.
 * NULL with *err filled when it does not parse or memory runs out. */
struct des_file *des_parse(const char *path, const char *text, size_t len,
                           enum des_grammar grammar, struct des_error *err);

/* des_parse on a file's contents */
struct des_file *des_parse_file(const char *path, enum des_grammar grammar,
                                struct des_error *err);

/* the grammar named by "3.4", "3.4.3", "3.6", "auto"; -1 if none */
int des_grammar_from_name(const char *s);

#endif
