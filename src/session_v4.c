/* session_v4.c - davidbau/menace's session formats V3 and V4 (its
 * docs/SESSION_FORMAT_V3.md and _V4.md): the hero from "options" or the
 * nethackrc, every step's log, RLE terrain grids, and the compact mapdump
 * checkpoints each ^mapdump[key] marker of the log closes. */
#include "session_int.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A grid cell letter: 0-9, a-z 10-35, A-Z 36-61; -1 none. */
static int cell_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 36;
    return -1;
}

/* V3's RLE grid: rows split by '|', cells by ',', "count:cell" a run;
 * rows short of 80 end in stone. false when malformed. */
static bool rle_grid(const char *t, int out[COLNO][ROWNO])
{
    memset(out, 0, sizeof(int) * COLNO * ROWNO);
    for (int y = 0; *t; y++) {
        int x = 0;

        if (y >= ROWNO)
            return false;
        while (*t && *t != '|') {
            long count = 1;
            const char *colon = NULL;

            for (const char *q = t; *q && *q != ',' && *q != '|'; q++)
                if (*q == ':')
                    colon = q;
            if (colon) {
                char *e;

                count = strtol(t, &e, 10);
                if (e != colon || count < 1 || count > COLNO)
                    return false;
                t = colon + 1;
            }
            long v;
            char *e;

            if (isdigit((unsigned char) t[0]) && isdigit((unsigned char) t[1]))
                v = strtol(t, &e, 10);
            else {
                v = cell_value(*t);
                e = (char *) t + 1;
            }
            if (v < 0 || (*e && *e != ',' && *e != '|') || x + count > COLNO)
                return false;
            for (long k = 0; k < count; k++)
                out[x++][y] = (int) v;
            t = e;
            if (*t == ',')
                t++;
        }
        if (*t == '|')
            t++;
    }
    return true;
}

/* A mapdump grid row set: cells as letters, "~count,cell" a run. */
static bool mapdump_grid(const char *t, size_t len, int out[COLNO][ROWNO])
{
    const char *end = t + len;
    int x = 0, y = 0;

    memset(out, 0, sizeof(int) * COLNO * ROWNO);
    while (t < end) {
        if (*t == '|') {
            if (++y >= ROWNO)
                return false;
            x = 0;
            t++;
            continue;
        }
        long count = 1;

        if (*t == '~') {
            char *e;

            count = strtol(t + 1, &e, 10);
            if (e >= end || *e != ',' || count < 1 || count > COLNO)
                return false;
            t = e + 1;
            if (t >= end)
                return false;
        }
        int v = cell_value(*t);

        if (v < 0 || x + count > COLNO)
            return false;
        for (long k = 0; k < count; k++)
            out[x++][y] = v;
        t++;
    }
    return true;
}

/* The "T" (terrain) section of a mapdump checkpoint. */
static bool mapdump_terrain(const char *text, int out[COLNO][ROWNO])
{
    for (const char *p = text; p && *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t) (nl - p) : strlen(p);

        if (*p == 'T')
            return mapdump_grid(p + 1, len - 1, out);
        p = nl ? nl + 1 : NULL;
    }
    return false;
}

/* "role:Valkyrie" among an OPTIONS line's comma-separated options. */
static void rc_option(const char *line, const char *name, char *out, size_t n)
{
    size_t k = strlen(name);

    for (const char *p = line; *p;) {
        while (*p == ',' || *p == ' ')
            p++;
        if (strncmp(p, name, k) == 0 && p[k] == ':') {
            size_t len = strcspn(p + k + 1, ",\n");

            snprintf(out, n, "%.*s", (int) len, p + k + 1);
            return;
        }
        p += strcspn(p, ",\n");
        if (*p == '\n')
            return;
    }
}

/* The hero and wizard mode from a nethackrc text (V4). */
static void read_nethackrc(const char *rc, struct nhl_session *s)
{
    for (const char *p = rc; p && *p;) {
        if (strncmp(p, "OPTIONS=", 8) == 0) {
            rc_option(p + 8, "role", s->role, sizeof s->role);
            rc_option(p + 8, "race", s->race, sizeof s->race);
            rc_option(p + 8, "gender", s->gender, sizeof s->gender);
            rc_option(p + 8, "align", s->align, sizeof s->align);
            rc_option(p + 8, "symset", s->symset, sizeof s->symset);
        } else if (strncmp(p, "WIZARD=", 7) == 0) {
            s->wizard = true;
        }
        p = strchr(p, '\n');
        if (p)
            p++;
    }
}

static void copy_str(const cJSON *o, const char *k, char *out, size_t n)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);

    if (cJSON_IsString(v))
        snprintf(out, n, "%s", v->valuestring);
}

/* Does a decoded screen wait on --More-- (a text window over the map)? */
static bool screen_more(const struct nhl_session_level *l)
{
    for (int y = 0; y < NHL_SESSION_ROWS; y++)
        if (strstr(l->screen[y], "--More--"))
            return true;
    return false;
}

/* The screen a level was first seen on: the first step from `from` whose
 * status line shows a Dlvl and no --More-- window covers the map (else
 * the first with a Dlvl, else the first screen). */
static void arrival_screen(const cJSON *steps, int from, struct nhl_session_level *l)
{
    int n = cJSON_GetArraySize(steps);
    struct nhl_session_level tmp;
    bool have_dlvl = false;

    for (int j = from; j >= 0 && j < n && j < from + 64; j++) {
        const cJSON *sc = cJSON_GetObjectItemCaseSensitive(cJSON_GetArrayItem(steps, j), "screen");

        if (!cJSON_IsString(sc))
            continue;
        memset(&tmp, 0, sizeof tmp);
        sess_screen_ansi(sc->valuestring, &tmp);
        bool dlvl = sess_screen_dlvl(&tmp) > 0, clear = dlvl && !screen_more(&tmp);

        if (clear || (dlvl && !have_dlvl) || !l->has_screen) {
            memcpy(l->screen, tmp.screen, sizeof l->screen);
            memcpy(l->dec, tmp.dec, sizeof l->dec);
            l->has_screen = true;
            l->screen_modes = true;
            have_dlvl = have_dlvl || dlvl;
        }
        if (clear)
            return;
    }
}

/* A V3 step that carries a level's grid (its startup, or a level change). */
static int v3_level(const cJSON *step, int i, size_t before, struct sess_reader *rd,
                    char *err, size_t errlen)
{
    struct nhl_session *s = rd->s;
    const cJSON *g = cJSON_GetObjectItemCaseSensitive(step, "typGrid");
    const cJSON *cps = cJSON_GetObjectItemCaseSensitive(step, "checkpoints");
    char key[32];

    if (!g && cJSON_IsArray(cps) && cJSON_GetArraySize(cps) > 0)
        g = cJSON_GetObjectItemCaseSensitive(
            cJSON_GetArrayItem(cps, cJSON_GetArraySize(cps) - 1), "typGrid");
    if (!g)
        return 0;
    snprintf(key, sizeof key, i == 0 ? "startup" : "step %d", i);
    struct nhl_session_level *l = sess_add_level(s, key);

    if (!l)
        return sess_fail(s, err, errlen, "out of memory");
    bool ok = cJSON_IsString(g) ? rle_grid(g->valuestring, l->typ)
                                : sess_grid_array(g, l->typ);
    if (!ok)
        return sess_fail(s, err, errlen, "steps[%d].typGrid: not a 21x80 terrain grid", i);
    l->has_typ = true;
    l->step = i;
    const cJSON *sc = cJSON_GetObjectItemCaseSensitive(step, "screen");

    if (cJSON_IsString(sc))
        sess_screen_ansi(sc->valuestring, l);
    else if (sc && !sess_screen_lines(sc, l))
        return sess_fail(s, err, errlen, "steps[%d].screen: neither a string nor 24 strings", i);
    l->dlevel = sess_screen_dlvl(l);
    if (l->dlevel <= 0)
        l->dlevel = s->nlevels == 1 ? 1 : s->levels[s->nlevels - 2].dlevel + 1;
    l->draw_first = sess_level_start(rd, before, s->ndraws);
    l->draw_end = s->ndraws;
    l->has_stream = true;
    l->stream_draws = sess_raw_before(s, l->draw_first);
    return 0;
}

/* A number a checkpoint gives as a number or a string ("38"); -1 none. */
static int cp_int(const cJSON *o, const char *k)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);

    if (cJSON_IsNumber(v))
        return v->valueint;
    if (cJSON_IsString(v) && isdigit((unsigned char) v->valuestring[0]))
        return atoi(v->valuestring);
    return -1;
}

/* A #wizloaddes step of a V4 session: the phases C captured while it
 * loaded the level (its "checkpoints" array), the last one's grid the
 * level as loaded when that phase is after_finalize. The level begins with
 * nhlib.lua's shuffle and runs on past the level in C's log (the hero's
 * new spot, the pets). */
static int v4_wizload(const cJSON *step, int i, size_t before, struct sess_reader *rd,
                      char *err, size_t errlen)
{
    struct nhl_session *s = rd->s;
    const cJSON *cps = cJSON_GetObjectItemCaseSensitive(step, "checkpoints");
    int n = cJSON_IsArray(cps) ? cJSON_GetArraySize(cps) : 0;

    if (n == 0)
        return 0;
    const cJSON *first = cJSON_GetArrayItem(cps, 0), *last = cJSON_GetArrayItem(cps, n - 1);
    char key[48];

    if (!cJSON_IsObject(first) || !cJSON_IsObject(last))
        return sess_fail(s, err, errlen, "steps[%d].checkpoints: not an array of objects", i);
    snprintf(key, sizeof key, "#wizloaddes %.30s", s->wizload);
    struct nhl_session_level *l = sess_add_level(s, key);

    if (!l)
        return sess_fail(s, err, errlen, "out of memory");
    snprintf(l->wizload, sizeof l->wizload, "%s", s->wizload);
    copy_str(last, "phase", l->phase, sizeof l->phase);
    l->dnum = cp_int(first, "dnum");
    l->dlevel = cp_int(first, "dlevel");
    l->hero_x = cp_int(first, "u_ux");
    l->hero_y = cp_int(first, "u_uy");
    if (sess_dungeon_key(l->dnum) && l->dlevel > 0)
        snprintf(l->onto, sizeof l->onto, "%s:%d", sess_dungeon_key(l->dnum), l->dlevel);
    if (l->hero_x < 0 || l->hero_y < 0)
        l->hero_x = l->hero_y = 0;
    l->step = i;
    if (!strcmp(l->phase, "after_finalize")) {
        const cJSON *g = cJSON_GetObjectItemCaseSensitive(last, "typGrid");

        if (!cJSON_IsString(g) || !rle_grid(g->valuestring, l->typ))
            return sess_fail(s, err, errlen, "steps[%d].checkpoints[%d].typGrid: not a "
                             "21x80 terrain grid", i, n - 1);
        l->has_typ = true;
    }
    /* the level begins at load_lua's nhlib.lua shuffle: what C draws
       before it in the step is the old level going (its monsters'
       inventories: makemap_prepost) */
    size_t start = before;

    while (start < s->ndraws && !strstr(s->draws[start].line, "nhlib.lua"))
        start++;
    if (start == s->ndraws)
        start = before;
    l->draw_first = start;
    l->draw_end = s->ndraws;
    l->has_stream = true;
    l->stream_draws = sess_raw_before(s, start);
    const cJSON *sc = cJSON_GetObjectItemCaseSensitive(step, "screen");

    if (cJSON_IsString(sc))
        sess_screen_ansi(sc->valuestring, l);
    return 0;
}

int sess_read_v34(const cJSON *root, struct sess_reader *rd, char *err, size_t errlen)
{
    struct nhl_session *s = rd->s;
    const cJSON *opts = cJSON_GetObjectItemCaseSensitive(root, "options");
    const cJSON *rc = cJSON_GetObjectItemCaseSensitive(root, "nethackrc");
    const cJSON *regen = cJSON_GetObjectItemCaseSensitive(root, "regen");
    const cJSON *steps = cJSON_GetObjectItemCaseSensitive(root, "steps");
    const cJSON *cps = cJSON_GetObjectItemCaseSensitive(root, "checkpoints");

    if (cJSON_IsObject(opts)) {
        copy_str(opts, "role", s->role, sizeof s->role);
        copy_str(opts, "race", s->race, sizeof s->race);
        copy_str(opts, "gender", s->gender, sizeof s->gender);
        copy_str(opts, "align", s->align, sizeof s->align);
        copy_str(opts, "symset", s->symset, sizeof s->symset);
        s->wizard = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(opts, "wizard"));
    }
    if (rc && !cJSON_IsString(rc))
        return sess_fail(s, err, errlen, "nethackrc: not a string");
    if (rc)
        read_nethackrc(rc->valuestring, s);
    if (cJSON_IsObject(regen)) {
        const cJSON *mode = cJSON_GetObjectItemCaseSensitive(regen, "mode");

        if (cJSON_IsString(mode) && strcmp(mode->valuestring, "wizload") == 0)
            copy_str(regen, "level", s->wizload, sizeof s->wizload);
        /* nhlev's own files from its truth levels (tools/truth2v34.py) */
        if (cJSON_IsString(mode) && strcmp(mode->valuestring, "nhlev-truth") == 0) {
            const cJSON *g = cJSON_GetObjectItemCaseSensitive(regen, "init_seed");

            copy_str(regen, "level", s->truth_level, sizeof s->truth_level);
            if (!s->truth_level[0])
                return sess_fail(s, err, errlen, "regen.level: missing (an nhlev-truth session names its level)");
            if (cJSON_IsNumber(g) && g->valuedouble >= 0) {
                s->has_init_seed = true;
                s->init_seed = (uint64_t) g->valuedouble;
            }
        }
    }
    if (!cJSON_IsArray(steps))
        return sess_fail(s, err, errlen, "steps: not an array");
    if (cps && !cJSON_IsObject(cps) && !cJSON_IsNull(cps))
        return sess_fail(s, err, errlen, "checkpoints: not an object of mapdump texts");
    int i = 0;
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
        const cJSON *sc = cJSON_GetObjectItemCaseSensitive(step, "screen");

        if (sc && !cJSON_IsString(sc) && !cJSON_IsArray(sc))
            return sess_fail(s, err, errlen, "steps[%d].screen: not a string", i);
        if (s->version == 3 && v3_level(step, i, before, rd, err, errlen) != 0)
            return -1;
        if (s->version == 4 && s->wizload[0] && v4_wizload(step, i, before, rd, err, errlen) != 0)
            return -1;
        i++;
    }
    /* o_init's deal, drawn first: the layout begins after it */
    uint64_t deal = 0;

    for (size_t k = 0; k < s->ndraws && strstr(s->draws[k].line, "o_init.c"); k++)
        deal += (uint64_t) s->draws[k].raw;
    if (deal)
        s->layout_draws = (long) deal;
    /* each checkpoint the log marks: the level C made from the last
       getbones draw before the marker to the marker */
    size_t prev = 0;

    for (int m = 0; m < rd->nmarks; m++) {
        const struct sess_mark *mk = &rd->marks[m];
        const cJSON *cp = cJSON_GetObjectItemCaseSensitive(cps, mk->key);
        struct nhl_session_level *l = sess_add_level(s, mk->key);
        int seq;

        if (!l)
            return sess_fail(s, err, errlen, "out of memory");
        if (sscanf(mk->key, "d%dl%d_%d", &l->dnum, &l->dlevel, &seq) != 3)
            l->dnum = -1;
        if (cp && !cJSON_IsString(cp))
            return sess_fail(s, err, errlen, "checkpoints.%s: not a mapdump text", mk->key);
        if (cp && !(l->has_typ = mapdump_terrain(cp->valuestring, l->typ)))
            return sess_fail(s, err, errlen, "checkpoints.%s: its T (terrain) section is not "
                             "21 rows of 80 cells", mk->key);
        l->step = mk->step;
        l->draw_first = sess_level_start(rd, prev, mk->at);
        l->draw_end = mk->at;
        l->end_marked = true;
        l->has_stream = true;
        l->stream_draws = sess_raw_before(s, l->draw_first);
        arrival_screen(steps, mk->step, l);
        prev = mk->at;
    }
    /* checkpoints the log does not mark: their grids, with no place in
       the stream */
    const cJSON *cp;
    const cJSON *all = cJSON_IsObject(cps) ? cps : NULL;

    cJSON_ArrayForEach(cp, all) {
        bool marked = false;

        for (int m = 0; m < rd->nmarks && !marked; m++)
            marked = cp->string && strcmp(cp->string, rd->marks[m].key) == 0;
        if (marked || !cp->string)
            continue;
        if (!cJSON_IsString(cp))
            return sess_fail(s, err, errlen, "checkpoints.%s: not a mapdump text", cp->string);
        struct nhl_session_level *l = sess_add_level(s, cp->string);
        int seq;

        if (!l)
            return sess_fail(s, err, errlen, "out of memory");
        if (sscanf(cp->string, "d%dl%d_%d", &l->dnum, &l->dlevel, &seq) != 3)
            l->dnum = -1;
        if (!(l->has_typ = mapdump_terrain(cp->valuestring, l->typ)))
            return sess_fail(s, err, errlen, "checkpoints.%s: its T (terrain) section is not "
                             "21 rows of 80 cells", cp->string);
    }
    return 0;
}
