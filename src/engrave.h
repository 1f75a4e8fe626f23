/* engrave.h - the random texts engraved while a level is made: headstone
 * epitaphs and graffiti (C: engrave.c make_grave's epitaph,
 * random_engraving), drawn from the level's text files (textfile.h). */
#ifndef NHLEV_ENGRAVE_H
#define NHLEV_ENGRAVE_H

#include <stddef.h>

#include "level.h"

/* The level's text files: its game's (game.h), compiled on first use.
 * NULL out of memory. */
const struct nh_texts *level_texts(struct nhl_level *lev);

/* The epitaph make_grave writes for a grave given no text (C: get_rnd_text
 * of EPITAPHFILE: one rn2 over the file's size, more when it lands early
 * in a long line), into buf (TEXT_BUFSZ bytes hold any). */
const char *random_epitaph(struct nhl_level *lev, char *buf, size_t bufsz);

/* Graffiti (C: random_engraving): rn2(4), a rumor unless it came up 0
 * (true or false by rn2(2), never a fortune cookie's) or the rumor was
 * empty, else a line of the engrave file; then a quarter of its
 * characters rubbed at (wipeout_text). Into buf; returns buf. */
const char *random_engraving(struct nhl_level *lev, char *buf, size_t bufsz);

/* C: make_engr_at - text (NULL: "") engraved at a map spot as etype,
 * replacing what was there; NULL out of memory */
struct engr *make_engr_at(struct nhl_level *lev, int x, int y, const char *text,
                          int etype);

#endif
