/* nhlev/session.h - part of nhlev.h: C trace sessions, read as they are.
 * Include <nhlev.h>, not this file: each part relies on those before it.
 *
 * A session is what port builders record from real C NetHack: one JSON
 * document per game with its seed, its hero, every step's RNG calls with
 * their C call sites, screens, and the terrain of the levels it made. Three
 * shapes are read: the C session format of shared/seeds/004 (version 1:
 * "startup" with typGrid and a 24-line screen array), and davidbau/menace's
 * V3 (steps[0] the startup, RLE typGrid strings, checkpoint arrays) and V4
 * ("env", "nethackrc", steps with ANSI screens, "checkpoints" of compact
 * mapdump text keyed d<dnum>l<dlevel>_<seq>, each marked in the log by
 * ^mapdump[key]). Users walk every level a session holds beside nhlev's
 * rebuild at the same place and stream position. */
#ifndef NHLEV_PART_SESSION_H
#define NHLEV_PART_SESSION_H
#ifndef NHLEV_H
#error "include <nhlev.h>, not its parts"
#endif

/* ==================================================================== */
/* C trace sessions                                                      */
/* ==================================================================== */

#define NHL_SESSION_ROWS 24

/* One level of a session: C's terrain where the session recorded it, and
 * where in the game's RNG stream C began making it. */
struct nhl_session_level {
    char key[48];            /* "d0l1_001", "startup", "step 12" */
    int dnum, dlevel;        /* C's place (dnum 0 when only a depth is known) */
    int step;                /* the step whose log ends the level (-1 none) */
    bool has_typ;
    int typ[COLNO][ROWNO];   /* C's levl[x][y].typ */
    /* the stream position: raw draws since the game seed before this
       level's makelevel (rn2/rnd/rnl 1, d(n,x) n, rne/rnz nothing beyond
       their inner rn2), counted from the log; false when the log does not
       reach back to the game seed */
    bool has_stream;
    uint64_t stream_draws;
    /* C's draws of the level's making: draws[first, end) of the session;
       end_marked false when the log marks no end (the rest of the step) */
    size_t draw_first, draw_end;
    bool end_marked;
    /* C's screen as captured on arrival: 24 rows of 80 bytes, map cells
       at their own columns (the tty draws map column x at screen column
       x-1; the reader puts it back), DEC letters as the capture holds
       them; dec[y][x] says a cell was drawn in DEC line-drawing mode
       (known from SO/SI in V3/V4 screens; guessed false in version 1) */
    /* a level C loaded by #wizloaddes onto its current floor (dnum,
       dlevel): the file's name ("" none), where the hero stood while it
       was made, and the last phase C captured ("after_finalize" when the
       load finished; typ holds that capture) */
    char wizload[64];
    char onto[24];           /* the floor it was loaded onto, "dlvl:1" */
    int hero_x, hero_y;
    char phase[40];
    bool has_screen, screen_modes;
    char screen[NHL_SESSION_ROWS][COLNO + 1];
    bool dec[NHL_SESSION_ROWS][COLNO];
};

/* One of C's primitive draws, as the session logged it. */
struct nhl_session_draw {
    char *line;              /* "rn2(12)=2 @ mon.c:1145" as logged */
    int raw;                 /* raw ISAAC64 draws it made (d(n,x): n) */
};

struct nhl_session {
    char path[1024];
    int version;             /* 1 (seed-004), 3 or 4 */
    uint64_t seed;           /* the game seed (C: NETHACK_SEED) */
    bool wizard;
    char role[32], race[16], gender[8], align[8]; /* as struct nhl_hero */
    char symset[32];
    char wizload[64];        /* a #wizloaddes session's level, "" none */
    /* files nhlev wrote from its truth levels (tools/truth2session.py):
       the level and the game seed that placed it; the level reseeded with
       seed right before mklev, as the truth files were made */
    char truth_level[64];
    bool has_init_seed;
    uint64_t init_seed;
    /* raw draws before init_dungeons (o_init's deal), -1 unknown */
    long layout_draws;
    struct nhl_session_draw *draws;
    size_t ndraws;
    struct nhl_session_level *levels;
    int nlevels;
};

/* Read a session. 0 on success; -1 with err "path:line: what" (bad JSON)
 * or "path: field: what"; -2 when the file is JSON but no session (err
 * says so). Never crashes on bad input. */
int nhl_session_load(const char *path, struct nhl_session *s, char *err,
                     size_t errlen);
void nhl_session_free(struct nhl_session *s);

/* Build options for nhlev's rebuild of level i at C's place and stream
 * position (o from nhl_build_opts_defaults, dat_dir set by the caller). The
 * level name is written to name (o->level points at it). -1 with why
 * when the session does not say enough to rebuild it. */
int nhl_session_build_opts(const struct nhl_session *s, int i,
                           struct nhl_build_opts *o, char *name, size_t namelen,
                           char *why, size_t whylen);

/* Level i beside nhlev's rebuild (lev and its RNG log r). */
struct nhl_session_cmp {
    int cells_differ;        /* typ cells (-1: C's grid not recorded) */
    int first_x, first_y;    /* the first differing cell, -1 none */
    bool draws_checked;      /* the session logged the level's draws */
    size_t c_draws, our_draws;   /* primitive draws compared on each side */
    long diverge;            /* index of the first differing draw, -1 none */
    char c_line[160];        /* C's draw there, with its call site */
    char our_line[160];      /* nhlev's, with its function */
};
void nhl_session_compare(const struct nhl_session *s, int i,
                         const struct nhl_level *lev, struct nhl_rng *r,
                         struct nhl_session_cmp *out);

#endif
