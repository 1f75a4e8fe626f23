/* viewdoc.h - level documents for the viewer: a truth-style level JSON
 * (see shared/truth/README.md) made into a struct nhl_level so it can be viewed
 * and compared, or a session file whose 24-line screens (DEC encoding, map
 * shifted one column left by the capture) give a map to compare against. */
#ifndef NHLEV_UI_VIEWDOC_H
#define NHLEV_UI_VIEWDOC_H

#include <stdbool.h>
#include <stddef.h>

#include "nhlev.h"


struct nhl_level_doc;

struct vdoc {
    char path[1024];
    char name[128];           /* level or "session seed N" */
    bool is_session;
    bool has_typ;
    /* a session without a terrain grid: typ holds the walls and floors its
       screen shows (for colours only, never compared) */
    bool typ_guessed;
    int typ[COLNO][ROWNO];
    bool has_map;
    char map[COLNO][ROWNO][5];/* UTF-8 glyph as NetHack drew it (mapDEC) */
    char raw[COLNO][ROWNO];   /* sessions: the screen byte as captured (DEC
                               * letters and monster letters look alike) */
    char **rng; size_t nrng;  /* rng log lines */
    struct nhl_level *lev;    /* full level (truth documents only; owned by ld) */
    /* a C trace session (session.h): the level compared is sess_level;
       scmp is the last comparison with nhlev's build of it */
    struct nhl_session *sess;
    int sess_level;
    struct nhl_session_cmp scmp;
    struct nhl_level_doc *ld; /* doc.h's reading of a level document */
};

/* 0 on success; -1 with err "path: what". */
int vdoc_load(const char *path, struct vdoc *d, char *err, size_t errlen);
void vdoc_free(struct vdoc *d);
/* A session's level i becomes the one compared; -1 if there is none. */
int vdoc_session_level(struct vdoc *d, int i);

#endif
