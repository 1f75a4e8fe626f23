/* rumors.h - a random line of a compiled text file, drawn as C draws it
 * (C: rumors.c get_rnd_line, get_rnd_text, getrumor).
 *
 * One rn2 over the section's byte count lands somewhere in a line; the
 * rest of that line is skipped and the next one is the pick (the first
 * again after the last). In a padded file a landing with more than
 * padlength + 1 bytes of its line still ahead (a long line) is drawn
 * again, up to ten draws, so that every line is about equally likely. */
#ifndef NHLEV_RUMORS_H
#define NHLEV_RUMORS_H

#include <stdbool.h>
#include <stddef.h>

#include "rng.h"
#include "textfile.h"

/* The line picked from f, unpadded and without its newline, into buf
 * (bufsz bytes; TEXT_BUFSZ holds any line C could return). "" for an
 * empty section, with no draw. */
char *get_rnd_line(const struct textfile *f, struct nhl_rng *rng, char *buf,
                   size_t bufsz);

/* The pick a draw of offset makes in f (no draw), into buf; false when C
 * would draw again (the landing is early in a long line). */
bool get_rnd_line_at(const struct textfile *f, long offset, char *buf,
                     size_t bufsz);

/* A rumor (C: getrumor): truth 1 true, -1 false, 0 either (rn2(2)
 * decides); exclude_cookie redraws those that speak of a fortune cookie
 * (up to 50 times); otherwise their "[cookie] " mark is taken off. */
char *getrumor(const struct nh_texts *t, struct nhl_rng *rng, int truth,
               bool exclude_cookie, char *buf, size_t bufsz);

#endif
