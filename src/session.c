/* session.c - C trace sessions (session.h): the common reading, the
 * seed-004 format (version 1), each level's stream position, the rebuild's
 * options and the comparison with it. menace's V3 and V4: session_v4.c. */
#include "session_int.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

int sess_fail(const struct nhl_session *s, char *err, size_t errlen,
              const char *fmt, ...)
{
    char msg[400];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(err, errlen, "%s: %s", s->path, msg);
    return -1;
}

enum sess_entry sess_classify(const char *e, int *raw)
{
    static const char *const prim[] = { "rn2", "rnd", "rnl", "rn1", NULL };
    const char *p = e, *paren;
    size_t n;

    *raw = 0;
    while (*p == ' ')
        p++;
    if (*p == '^' || *p == '>' || *p == '<')
        return SE_MARK;
    paren = strchr(p, '(');
    if (!paren || !strchr(paren, '='))
        return SE_OTHER;
    n = (size_t) (paren - p);
    if (n == 1 && *p == 'd') {
        long dice = strtol(paren + 1, NULL, 10);

        /* d(n,x) draws n times; a negative n draws nothing */
        *raw = dice > 0 && dice < 1000000 ? (int) dice : 0;
        return SE_DRAW;
    }
    for (int i = 0; prim[i]; i++)
        if (n == strlen(prim[i]) && strncmp(p, prim[i], n) == 0) {
            *raw = 1;
            return SE_DRAW;
        }
    if (n == 3 && (strncmp(p, "rne", 3) == 0 || strncmp(p, "rnz", 3) == 0))
        return SE_COMPOSITE;
    return SE_OTHER;
}

int sess_add_draw(struct sess_reader *rd, const char *line, int raw)
{
    struct nhl_session *s = rd->s;
    const char *p = line;

    if (s->ndraws == rd->capdraws) {
        size_t nc = rd->capdraws ? rd->capdraws * 2 : 4096;
        struct nhl_session_draw *nd = realloc(s->draws, nc * sizeof *nd);

        if (!nd)
            return -1;
        s->draws = nd;
        rd->capdraws = nc;
    }
    while (*p == ' ')
        p++;
    s->draws[s->ndraws].line = strdup(p);
    if (!s->draws[s->ndraws].line)
        return -1;
    s->draws[s->ndraws++].raw = raw;
    return 0;
}

uint64_t sess_raw_before(const struct nhl_session *s, size_t upto)
{
    uint64_t n = 0;

    for (size_t i = 0; i < upto && i < s->ndraws; i++)
        n += (uint64_t) s->draws[i].raw;
    return n;
}

struct nhl_session_level *sess_add_level(struct nhl_session *s, const char *key)
{
    struct nhl_session_level *nl = realloc(s->levels, (size_t) (s->nlevels + 1) * sizeof *nl);

    if (!nl)
        return NULL;
    s->levels = nl;
    struct nhl_session_level *l = &nl[s->nlevels++];

    memset(l, 0, sizeof *l);
    snprintf(l->key, sizeof l->key, "%s", key);
    l->step = -1;
    return l;
}

static bool is_getbones(const char *e)
{
    /* C's mklev asks getbones before makelevel; its rn2(3) is the last
       draw before the level's own */
    return strstr(e, "getbones") != NULL || strstr(e, "bones.c:") != NULL;
}

int sess_take_log(struct sess_reader *rd, const cJSON *rng, const char *where,
                  char *err, size_t errlen)
{
    struct nhl_session *s = rd->s;
    int i = 0;
    const cJSON *e;

    if (!rng)
        return 0;
    if (!cJSON_IsArray(rng))
        return sess_fail(s, err, errlen, "%s: not an array of strings", where);
    cJSON_ArrayForEach(e, rng) {
        int raw;

        if (!cJSON_IsString(e))
            return sess_fail(s, err, errlen, "%s[%d]: not a string", where, i);
        const char *t = e->valuestring;
        enum sess_entry k = sess_classify(t, &raw);

        if (k == SE_DRAW) {
            if (sess_add_draw(rd, t, raw) != 0)
                return sess_fail(s, err, errlen, "out of memory");
            if (is_getbones(t)) {
                if (rd->nbones == rd->capbones) {
                    size_t nc = rd->capbones ? rd->capbones * 2 : 16;
                    size_t *nb = realloc(rd->bones, nc * sizeof *nb);

                    if (!nb)
                        return sess_fail(s, err, errlen, "out of memory");
                    rd->bones = nb;
                    rd->capbones = nc;
                }
                rd->bones[rd->nbones++] = s->ndraws;
            }
        } else if (k == SE_MARK && strncmp(t, "^mapdump[", 9) == 0) {
            const char *close = strchr(t + 9, ']');

            if (!close || close == t + 9 || close - (t + 9) >= 48)
                return sess_fail(s, err, errlen, "%s[%d]: a mapdump marker without its key", where, i);
            if (rd->nmarks == rd->capmarks) {
                int nc = rd->capmarks ? rd->capmarks * 2 : 8;
                struct sess_mark *nm = realloc(rd->marks, (size_t) nc * sizeof *nm);

                if (!nm)
                    return sess_fail(s, err, errlen, "out of memory");
                rd->marks = nm;
                rd->capmarks = nc;
            }
            struct sess_mark *m = &rd->marks[rd->nmarks++];

            snprintf(m->key, sizeof m->key, "%.*s", (int) (close - (t + 9)), t + 9);
            m->at = s->ndraws;
            m->step = rd->step;
        }
        i++;
    }
    return 0;
}

size_t sess_level_start(const struct sess_reader *rd, size_t lo, size_t end)
{
    size_t start = lo;

    for (size_t i = 0; i < rd->nbones; i++)
        if (rd->bones[i] > lo && rd->bones[i] <= end)
            start = rd->bones[i];
    return start;
}

bool sess_grid_array(const cJSON *g, int out[COLNO][ROWNO])
{
    if (!cJSON_IsArray(g) || cJSON_GetArraySize(g) != ROWNO)
        return false;
    for (int y = 0; y < ROWNO; y++) {
        const cJSON *row = cJSON_GetArrayItem(g, y);

        if (!cJSON_IsArray(row) || cJSON_GetArraySize(row) != COLNO)
            return false;
        for (int x = 0; x < COLNO; x++) {
            const cJSON *v = cJSON_GetArrayItem(row, x);

            if (!cJSON_IsNumber(v) || v->valuedouble < 0 || v->valuedouble > 255)
                return false;
            out[x][y] = v->valueint;
        }
    }
    return true;
}

/* One screen row into the level: map rows (1-21) moved one column right,
 * as the tty drew map column x at screen column x-1. */
static void put_row(struct nhl_session_level *l, int y, const char *text,
                    const bool *dec)
{
    int shift = y >= 1 && y <= ROWNO ? 1 : 0;
    char *row = l->screen[y];

    memset(row, ' ', COLNO);
    row[COLNO] = '\0';
    for (int x = 0; text[x] && x + shift < COLNO; x++) {
        unsigned char c = (unsigned char) text[x];

        row[x + shift] = c >= 0x20 && c < 0x7f ? (char) c : '?';
        l->dec[y][x + shift] = dec && dec[x];
    }
}

bool sess_screen_lines(const cJSON *a, struct nhl_session_level *l)
{
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) < NHL_SESSION_ROWS)
        return false;
    for (int y = 0; y < NHL_SESSION_ROWS; y++) {
        const cJSON *r = cJSON_GetArrayItem(a, y);

        if (!cJSON_IsString(r))
            return false;
        put_row(l, y, r->valuestring, NULL);
    }
    l->has_screen = true;
    l->screen_modes = false;
    return true;
}

void sess_screen_ansi(const char *text, struct nhl_session_level *l)
{
    char line[COLNO + 1];
    bool dec[COLNO];
    bool so = false;
    int y = 0, x = 0;
    const char *p = text;

    memset(line, 0, sizeof line);
    memset(dec, 0, sizeof dec);
    for (;; p++) {
        if (!*p || *p == '\n') {
            if (y < NHL_SESSION_ROWS)
                put_row(l, y, line, dec);
            y++;
            x = 0;
            memset(line, 0, sizeof line);
            memset(dec, 0, sizeof dec);
            if (!*p)
                break;
            continue;
        }
        unsigned char c = (unsigned char) *p;

        if (c == 0x0e) {
            so = true;
        } else if (c == 0x0f) {
            so = false;
        } else if (c == 0x1b && p[1] == '[') {
            /* a control sequence: cursor forward moves, the rest (colours)
               draws nothing */
            const char *q = p + 2;
            long n = strtol(q, NULL, 10);

            while (*q && !(*q >= 0x40 && *q <= 0x7e))
                q++;
            if (*q == 'C') {
                if (n < 1)
                    n = 1;
                for (long k = 0; k < n && x < COLNO; k++)
                    line[x++] = ' ';
            }
            if (!*q)
                break;
            p = q;
        } else if (c == 0x1b) {
            if (p[1])
                p++;
        } else if (c >= 0x20 && x < COLNO) {
            /* a UTF-8 sequence is one cell, shown as '?' */
            if (c >= 0xc0)
                while ((p[1] & 0xc0) == 0x80)
                    p++;
            dec[x] = so;
            line[x++] = c < 0x80 ? (char) c : '?';
            for (int k = 0; k < x; k++)
                if (!line[k])
                    line[k] = ' ';
        }
    }
    for (; y < NHL_SESSION_ROWS; y++)
        put_row(l, y, "", NULL);
    l->has_screen = true;
    l->screen_modes = true;
}

int sess_screen_dlvl(const struct nhl_session_level *l)
{
    if (!l->has_screen)
        return 0;
    for (int y = NHL_SESSION_ROWS - 2; y < NHL_SESSION_ROWS; y++) {
        const char *d = strstr(l->screen[y], "Dlvl:");

        if (d)
            return atoi(d + 5);
    }
    return 0;
}

static const char *str_field(const cJSON *o, const char *k)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);

    return cJSON_IsString(v) ? v->valuestring : NULL;
}

static void copy(char *dst, size_t n, const char *src)
{
    snprintf(dst, n, "%s", src ? src : "");
}

/* The seed-004 format: "startup" with its grid, screen and draw count,
 * steps with their draws and, on a level change, the new level's grid. */
static int read_v1(const cJSON *root, struct sess_reader *rd, char *err, size_t errlen)
{
    struct nhl_session *s = rd->s;
    const cJSON *st = cJSON_GetObjectItemCaseSensitive(root, "startup");
    const cJSON *ch = cJSON_GetObjectItemCaseSensitive(root, "character");
    const cJSON *src = cJSON_GetObjectItemCaseSensitive(root, "source");
    const cJSON *v;

    if (!cJSON_IsObject(st))
        return sess_fail(s, err, errlen, "startup: not an object");
    if (cJSON_IsObject(ch)) {
        copy(s->role, sizeof s->role, str_field(ch, "role"));
        copy(s->race, sizeof s->race, str_field(ch, "race"));
        copy(s->gender, sizeof s->gender, str_field(ch, "gender"));
        copy(s->align, sizeof s->align, str_field(ch, "align"));
    }
    s->wizard = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(root, "wizard"));
    copy(s->symset, sizeof s->symset, str_field(root, "symset"));
    /* nhlev's own files from its truth levels name the level and game */
    if (cJSON_IsObject(src)) {
        copy(s->truth_level, sizeof s->truth_level, str_field(src, "level"));
        v = cJSON_GetObjectItemCaseSensitive(src, "init_seed");
        if (cJSON_IsNumber(v) && v->valuedouble >= 0) {
            s->has_init_seed = true;
            s->init_seed = (uint64_t) v->valuedouble;
        }
    }
    struct nhl_session_level *l = sess_add_level(s, "startup");

    if (!l)
        return sess_fail(s, err, errlen, "out of memory");
    l->dlevel = 1;
    v = cJSON_GetObjectItemCaseSensitive(st, "typGrid");
    if (v && !(l->has_typ = sess_grid_array(v, l->typ)))
        return sess_fail(s, err, errlen, "startup.typGrid: not 21 rows of 80 terrain numbers");
    v = cJSON_GetObjectItemCaseSensitive(st, "screen");
    if (v && !sess_screen_lines(v, l))
        return sess_fail(s, err, errlen, "startup.screen: not 24 strings");
    /* the startup's draws are counted, not listed: the stream is known
       from there on only by that count */
    v = cJSON_GetObjectItemCaseSensitive(st, "rngCalls");
    bool counted = cJSON_IsNumber(v) && v->valuedouble >= 0;
    uint64_t base = counted ? (uint64_t) v->valuedouble : 0;
    const cJSON *steps = cJSON_GetObjectItemCaseSensitive(root, "steps");

    if (steps && !cJSON_IsArray(steps))
        return sess_fail(s, err, errlen, "steps: not an array");
    int depth = 1, i = 0;
    const cJSON *step;

    cJSON_ArrayForEach(step, steps) {
        char where[48];
        size_t before = s->ndraws;

        if (!cJSON_IsObject(step))
            return sess_fail(s, err, errlen, "steps[%d]: not an object", i);
        rd->step = i;
        snprintf(where, sizeof where, "steps[%d].rng", i);
        if (sess_take_log(rd, cJSON_GetObjectItemCaseSensitive(step, "rng"), where,
                          err, errlen) != 0)
            return -1;
        v = cJSON_GetObjectItemCaseSensitive(step, "depth");
        int now = cJSON_IsNumber(v) ? v->valueint : depth;
        const cJSON *g = cJSON_GetObjectItemCaseSensitive(step, "typGrid");

        if (g && now != depth) {
            char key[32];

            snprintf(key, sizeof key, "step %d", i);
            if (!(l = sess_add_level(s, key)))
                return sess_fail(s, err, errlen, "out of memory");
            l->dlevel = now;
            l->step = i;
            if (!(l->has_typ = sess_grid_array(g, l->typ)))
                return sess_fail(s, err, errlen, "steps[%d].typGrid: not 21 rows of 80 terrain numbers", i);
            v = cJSON_GetObjectItemCaseSensitive(step, "screen");
            if (v && !sess_screen_lines(v, l))
                return sess_fail(s, err, errlen, "steps[%d].screen: not 24 strings", i);
            l->draw_first = sess_level_start(rd, before, s->ndraws);
            l->draw_end = s->ndraws;
            l->has_stream = counted;
            l->stream_draws = base + sess_raw_before(s, l->draw_first);
        }
        depth = now;
        i++;
    }
    return 0;
}

/* The alignments each role and race allow (C's roles[] and races[]: L 1,
 * N 2, C 4). A nethackrc may ask for one the role forbids (a neutral
 * Knight); C's role_init then settles on an allowed one, and where only
 * one is allowed, that is the game's. */
static const struct { const char *name; int aligns; } allowed[] = {
    { "Archeologist", 3 }, { "Barbarian", 6 }, { "Caveman", 3 }, { "Cavewoman", 3 },
    { "Healer", 2 }, { "Knight", 1 }, { "Monk", 7 }, { "Priest", 7 }, { "Priestess", 7 },
    { "Rogue", 4 }, { "Ranger", 6 }, { "Samurai", 1 }, { "Tourist", 2 }, { "Valkyrie", 3 },
    { "Wizard", 6 }, { "human", 7 }, { "elf", 4 }, { "dwarf", 1 }, { "gnome", 2 }, { "orc", 4 },
};

static int aligns_of(const char *name)
{
    for (size_t i = 0; i < sizeof allowed / sizeof *allowed; i++)
        if (strcasecmp(name, allowed[i].name) == 0)
            return allowed[i].aligns;
    return 7;
}

static void settle_align(struct nhl_session *s)
{
    int ok = aligns_of(s->role) & aligns_of(s->race);
    int asked = s->align[0] == 'l' ? 1 : s->align[0] == 'n' ? 2 : s->align[0] == 'c' ? 4 : 0;

    if ((asked & ok) || (ok != 1 && ok != 2 && ok != 4))
        return;
    snprintf(s->align, sizeof s->align, "%s", ok == 1 ? "lawful" : ok == 2 ? "neutral" : "chaotic");
}

int nhl_session_load(const char *path, struct nhl_session *s, char *err,
                     size_t errlen)
{
    struct sess_reader rd;
    int rc;

    memset(s, 0, sizeof *s);
    memset(&rd, 0, sizeof rd);
    rd.s = s;
    snprintf(s->path, sizeof s->path, "%s", path);
    s->layout_draws = -1;
    char *text = nhl_doc_slurp(path, err, errlen);

    if (!text)
        return -1;
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithOpts(text, &end, false);

    if (!root) {
        int line = 1;

        for (const char *p = text; end && p < end && *p; p++)
            line += *p == '\n';
        snprintf(err, errlen, "%s:%d: not valid JSON", path, line);
        free(text);
        return -1;
    }
    free(text);
    const cJSON *ver = cJSON_GetObjectItemCaseSensitive(root, "version");
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(root, "seed");
    const cJSON *env = cJSON_GetObjectItemCaseSensitive(root, "env");
    const char *envseed = cJSON_IsObject(env) ? str_field(env, "NETHACK_SEED") : NULL;

    if (!cJSON_IsObject(root) || (!cJSON_GetObjectItemCaseSensitive(root, "startup")
                                  && !cJSON_GetObjectItemCaseSensitive(root, "steps"))) {
        snprintf(err, errlen, "%s: not a session (no startup and no steps)", path);
        cJSON_Delete(root);
        return -2;
    }
    s->version = cJSON_IsNumber(ver) ? ver->valueint : 1;
    if (cJSON_IsNumber(seed) && seed->valuedouble >= 0)
        s->seed = (uint64_t) seed->valuedouble;
    else if (envseed && isdigit((unsigned char) *envseed))
        s->seed = strtoull(envseed, NULL, 10);
    else {
        cJSON_Delete(root);
        nhl_session_free(s);
        return sess_fail(s, err, errlen, "seed: missing or not a whole number");
    }
    if (s->version == 1 || s->version == 2)
        rc = read_v1(root, &rd, err, errlen);
    else if (s->version == 3 || s->version == 4)
        rc = sess_read_v34(root, &rd, err, errlen);
    else
        rc = sess_fail(s, err, errlen, "version: %d is none nhlev reads (1, 3 or 4)", s->version);
    cJSON_Delete(root);
    free(rd.marks);
    free(rd.bones);
    if (rc == 0)
        settle_align(s);
    if (rc != 0) {
        char keep[1200];

        snprintf(keep, sizeof keep, "%s", err);
        nhl_session_free(s);
        snprintf(err, errlen, "%s", keep);
    }
    return rc;
}

void nhl_session_free(struct nhl_session *s)
{
    for (size_t i = 0; i < s->ndraws; i++)
        free(s->draws[i].line);
    free(s->draws);
    free(s->levels);
    s->draws = NULL;
    s->levels = NULL;
    s->ndraws = 0;
    s->nlevels = 0;
}

/* The floors of each dungeon by number, as the layout names them (C's
 * dungeon order in dungeon.lua: Doom, Gehennom, the Mines, the Quest,
 * Sokoban, Ludios, Vlad's Tower, the Planes, the tutorial). */
static const char *const dungeon_keys[] = {
    "dlvl", "gehennom", "mines", "quest", "sokoban", "ludios", "tower", "planes", "tutorial",
};

const char *sess_dungeon_key(int dnum)
{
    if (dnum < 0 || dnum >= (int) (sizeof dungeon_keys / sizeof *dungeon_keys))
        return NULL;
    return dungeon_keys[dnum];
}

int nhl_session_build_opts(const struct nhl_session *s, int i,
                           struct nhl_build_opts *o, char *name, size_t namelen,
                           char *why, size_t whylen)
{
    const struct nhl_session_level *l;

    if (i < 0 || i >= s->nlevels) {
        snprintf(why, whylen, "no level %d", i);
        return -1;
    }
    l = &s->levels[i];
    o->place_from_layout = true;
    if (s->role[0])
        snprintf(o->hero.role, sizeof o->hero.role, "%s", s->role);
    if (s->race[0])
        snprintf(o->hero.race, sizeof o->hero.race, "%s", s->race);
    if (s->gender[0])
        snprintf(o->hero.gender, sizeof o->hero.gender, "%s", s->gender);
    if (s->align[0])
        snprintf(o->hero.align, sizeof o->hero.align, "%s", s->align);
    if (l->wizload[0]) {
        /* a level C loaded by #wizloaddes onto its floor, where the hero
           stood (session_v4.c) */
        if (strcmp(l->phase, "after_finalize") != 0) {
            snprintf(why, whylen, "C's capture of #wizloaddes %s ends at %s: the load did "
                     "not finish", l->wizload, l->phase[0] ? l->phase : "no phase");
            return -1;
        }
        if (l->dnum < 0 || l->dnum >= (int) (sizeof dungeon_keys / sizeof *dungeon_keys)
            || l->dlevel < 1) {
            snprintf(why, whylen, "dungeon %d level %d is no floor nhlev names", l->dnum, l->dlevel);
            return -1;
        }
        snprintf(name, namelen, "%s", l->wizload);
        o->wizload_onto = l->onto;
        o->hero_x = l->hero_x;
        o->hero_y = l->hero_y;
        o->seed = s->seed;
        o->stream_draws = l->stream_draws;
        o->layout_seed = s->seed;
        o->layout_skip = s->layout_draws >= 0 ? (uint64_t) s->layout_draws : 0;
        o->wizard = s->wizard;
    } else if (s->truth_level[0]) {
        /* a truth level: reseeded right before mklev in game init_seed */
        snprintf(name, namelen, "%s", s->truth_level);
        o->seed = s->seed;
        o->stream_draws = 0;
        o->layout_seed = s->has_init_seed ? s->init_seed : s->seed;
        o->layout_skip = 0;
    } else {
        if (!l->has_stream) {
            snprintf(why, whylen, "the log does not give the level's place in the game's stream");
            return -1;
        }
        if (l->dnum < 0 || l->dnum >= (int) (sizeof dungeon_keys / sizeof *dungeon_keys)
            || l->dlevel < 1) {
            snprintf(why, whylen, "dungeon %d level %d is no floor nhlev names", l->dnum, l->dlevel);
            return -1;
        }
        snprintf(name, namelen, "%s:%d", dungeon_keys[l->dnum], l->dlevel);
        o->seed = s->seed;
        o->stream_draws = l->stream_draws;
        o->layout_seed = s->seed;
        o->layout_skip = s->layout_draws >= 0 ? (uint64_t) s->layout_draws : 0;
        /* sessions are recorded in C's wizard mode, mostly: the game's
           layout is that mode's */
        o->wizard = s->wizard;
        /* a game whose hero the session names and whose log begins with
           newgame's deal (no draws of an interactive character selection
           first): its start replayed for the layout, the hero and the
           deal, the level made at its place in the stream */
        if (s->layout_draws > 0 && s->role[0] && s->race[0] && s->gender[0]
            && s->align[0] && l->stream_draws > 0)
            o->game_stream = true;
    }
    o->level = name;
    return 0;
}

/* The comparable form of a draw: "rn2(12)=5", rn1(x,y)=v as rn2(x)=v-y
 * (C's macro), without the call site or the nesting. */
static void draw_key(const char *line, char *out, size_t len)
{
    int a, b;
    long v;

    while (*line == ' ')
        line++;
    if (sscanf(line, "rn1(%d,%d)=%ld", &a, &b, &v) == 3) {
        snprintf(out, len, "rn2(%d)=%ld", a, v - b);
        return;
    }
    nhl_compare_rng_key(line, out, len);
}

void nhl_session_compare(const struct nhl_session *s, int i,
                         const struct nhl_level *lev, struct nhl_rng *r,
                         struct nhl_session_cmp *out)
{
    const struct nhl_session_level *l = &s->levels[i];
    size_t nours = nhl_rng_log_count(r);
    size_t ci = l->draw_first, oi = 0, k = 0;

    memset(out, 0, sizeof *out);
    out->first_x = out->first_y = -1;
    out->diverge = -1;
    out->cells_differ = l->has_typ ? 0 : -1;
    out->draws_checked = l->draw_end > l->draw_first || l->end_marked;
    for (int y = 0; l->has_typ && y < ROWNO; y++)
        for (int x = 0; x < COLNO; x++)
            if (lev->at[x][y].typ != l->typ[x][y]) {
                if (!out->cells_differ++) {
                    out->first_x = x;
                    out->first_y = y;
                }
            }
    /* the primitive draws of each side, in order: nhlev's rne and rnz
       lines stand before their inner draws, C's after; both are left out */
    for (; out->draws_checked;) {
        const char *ours = NULL;
        int raw;

        while (oi < nours) {
            const char *t = nhl_rng_log_line(r, oi);

            if (t && sess_classify(t, &raw) == SE_DRAW) {
                ours = t;
                break;
            }
            oi++;
        }
        const char *theirs = ci < l->draw_end ? s->draws[ci].line : NULL;

        if (!ours || !theirs) {
            /* one side ended: a difference unless C's log simply runs on
               past the level (no end marked) */
            if ((ours && !theirs) || (theirs && !ours && l->end_marked)) {
                out->diverge = (long) k;
                snprintf(out->our_line, sizeof out->our_line, "%s", ours ? ours : "(end of level)");
                snprintf(out->c_line, sizeof out->c_line, "%s", theirs ? theirs : "(end of level)");
            }
            break;
        }
        char a[128], b[128];

        draw_key(ours, a, sizeof a);
        draw_key(theirs, b, sizeof b);
        if (strcmp(a, b) != 0) {
            out->diverge = (long) k;
            while (*ours == ' ')
                ours++;
            snprintf(out->our_line, sizeof out->our_line, "%s", ours);
            snprintf(out->c_line, sizeof out->c_line, "%s", theirs);
            break;
        }
        k++;
        oi++;
        ci++;
    }
    out->c_draws = l->draw_end - l->draw_first;
    for (size_t j = 0; j < nours; j++) {
        const char *t = nhl_rng_log_line(r, j);
        int raw;

        out->our_draws += t && sess_classify(t, &raw) == SE_DRAW;
    }
}
