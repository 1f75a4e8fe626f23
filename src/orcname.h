/* orcname.h - orcish names as do_name.c makes them: a random orc name
 * (rndorcname), an orc christened after it and its gang (christen_orc),
 * and a monster given a name (christen_monst). */
#ifndef NHLEV_ORCNAME_H
#define NHLEV_ORCNAME_H

#include <stddef.h>

#include "level.h"

/* C's longest given name, terminator included (PL_PSIZ) */
#define PL_PSIZ 63

/* C: rndorcname: 3 or 4 syllables, vowel-ish and consonant-ish in turn
 * from a random start, each after the first hyphenated one time in 30;
 * written into buf (len bytes). Returns buf. */
char *rndorcname(struct nhl_level *lev, char *buf, size_t len);

/* C: upstart: the first letter upper-cased, in place. Returns s. */
char *upstart(char *s);

/* C: christen_monst: monster midx's given name, cut to PL_PSIZ - 1
 * characters; NULL or "" removes it. */
void christen_monst(struct nhl_level *lev, int midx, const char *name);

/* C: christen_orc: a new orc name for monster midx, "Name of Gang" when
 * gang is given, else "Name" followed by other. */
void christen_orc(struct nhl_level *lev, int midx, const char *gang,
                  const char *other);

#endif
