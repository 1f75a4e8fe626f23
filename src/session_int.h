/* session_int.h - what the session reader's files share (session.h is the
 * public side): the draw list being gathered, the level list, the field
 * errors, the screen decoding. session.c reads version 1 and finishes
 * every version's levels; session_v4.c reads menace's V3 and V4. */
#ifndef NHLEV_SESSION_INT_H
#define NHLEV_SESSION_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "nhlev.h"

/* A log entry's kind: a primitive draw, a composite (rne/rnz: their inner
 * rn2 are logged themselves), a marker or event, or not an RNG line. */
enum sess_entry { SE_OTHER, SE_DRAW, SE_COMPOSITE, SE_MARK };

/* What a log entry is; for a draw its raw count (d(n,x): n). */
enum sess_entry sess_classify(const char *e, int *raw);

/* Raw draws of draws[0, upto). */
uint64_t sess_raw_before(const struct nhl_session *s, size_t upto);
/* A new level at the end of s->levels (zeroed, dnum 0, step -1); NULL oom. */
struct nhl_session_level *sess_add_level(struct nhl_session *s, const char *key);

/* "path: what" into err; returns -1. */
int sess_fail(const struct nhl_session *s, char *err, size_t errlen,
              const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/* A 21x80 terrain grid given as an array of arrays; false if malformed. */
bool sess_grid_array(const cJSON *g, int out[COLNO][ROWNO]);
/* A screen given as 24 (or more) plain strings (version 1): the map rows
 * put back one column right; DEC modes unknown. */
bool sess_screen_lines(const cJSON *a, struct nhl_session_level *l);
/* An ANSI screen string (V3/V4): cursor-forward runs expanded, SO/SI
 * telling DEC cells, colours dropped, map rows put back one column. */
void sess_screen_ansi(const char *text, struct nhl_session_level *l);
/* Does the screen's status show "Dlvl:N"? N, else 0. */
int sess_screen_dlvl(const struct nhl_session_level *l);

/* A ^mapdump[key] marker: the draws before it end the level key. */
struct sess_mark {
    char key[48];
    size_t at;
    int step;
};

/* The reader's scratch while it walks the steps. */
struct sess_reader {
    struct nhl_session *s;
    struct sess_mark *marks;
    int nmarks, capmarks;
    size_t *bones;           /* draw counts right after a getbones draw */
    size_t nbones, capbones;
    int step;                /* the step being read */
    size_t capdraws;         /* room in s->draws */
};

/* Append a primitive draw (copied); -1 out of memory. */
int sess_add_draw(struct sess_reader *rd, const char *line, int raw);

/* A step's rng entries, in order: draws kept, markers and getbones's
 * draws noted. where names the field for errors ("steps[3].rng"). */
int sess_take_log(struct sess_reader *rd, const cJSON *rng, const char *where,
                  char *err, size_t errlen);
/* Where C began making the level whose log ends at end: right after the
 * last getbones draw after lo (C's mklev draws it before makelevel), else
 * lo. */
size_t sess_level_start(const struct sess_reader *rd, size_t lo, size_t end);

/* The floor key of C's dungeon number dnum ("dlvl", "mines" ...: floor.h
 * names), NULL for a number nhlev does not know. */
const char *sess_dungeon_key(int dnum);

/* The V3/V4 reader: root parsed, s->version set. 0, or -1 with err. */
int sess_read_v34(const cJSON *root, struct sess_reader *rd, char *err, size_t errlen);

#endif
