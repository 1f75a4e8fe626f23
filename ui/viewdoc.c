/* viewdoc.c - load truth level documents and session files for the viewer
 * (see viewdoc.h). A level document's level is read by doc.h; here only the
 * grids, map and rng log the comparison needs, and session screens. */
#include "viewdoc.h"

#include <cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhlev.h"
#include "screen.h"

static char *slurp(const char *path, char *err, size_t errlen)
{
    return nhl_doc_slurp(path, err, errlen);
}

static int geti(const cJSON *o, const char *k, int dflt)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
    return cJSON_IsNumber(v) ? v->valueint : cJSON_IsBool(v) ? cJSON_IsTrue(v) : dflt;
}

static const char *gets_(const cJSON *o, const char *k)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
    return cJSON_IsString(v) ? v->valuestring : "";
}

/* A [21][80] integer grid into out[x][y]; false if absent or malformed. */
static bool grid(const cJSON *root, const char *key, int out[COLNO][ROWNO])
{
    const cJSON *g = cJSON_GetObjectItemCaseSensitive(root, key);
    if (!cJSON_IsArray(g) || cJSON_GetArraySize(g) != ROWNO)
        return false;
    for (int y = 0; y < ROWNO; y++) {
        const cJSON *row = cJSON_GetArrayItem(g, y);
        if (!cJSON_IsArray(row) || cJSON_GetArraySize(row) != COLNO)
            return false;
        for (int x = 0; x < COLNO; x++) {
            const cJSON *v = cJSON_GetArrayItem(row, x);
            out[x][y] = cJSON_IsNumber(v) ? v->valueint : 0;
        }
    }
    return true;
}

/* The arms of a DEC line-drawing letter: the sides its lines leave by. */
enum { ARM_N = 1, ARM_S = 2, ARM_W = 4, ARM_E = 8 };

static int arms(char c)
{
    switch (c) {
    case 'x': return ARM_N | ARM_S;
    case 'q': return ARM_W | ARM_E;
    case 'l': return ARM_S | ARM_E;
    case 'k': return ARM_S | ARM_W;
    case 'm': return ARM_N | ARM_E;
    case 'j': return ARM_N | ARM_W;
    case 'n': return ARM_N | ARM_S | ARM_W | ARM_E;
    case 't': return ARM_N | ARM_S | ARM_E;
    case 'u': return ARM_N | ARM_S | ARM_W;
    case 'v': return ARM_N | ARM_W | ARM_E;
    case 'w': return ARM_S | ARM_W | ARM_E;
    default: return 0;
    }
}

/* The wall a line letter draws (for a guessed terrain grid). */
static int wall_typ(char c)
{
    static const char letters[] = "xqlkmjnvwut";
    static const int typs[] = { VWALL, HWALL, TLCORNER, TRCORNER, BLCORNER, BRCORNER,
                                CROSSWALL, TUWALL, TDWALL, TLWALL, TRWALL };
    const char *p = strchr(letters, c);

    return p && c ? typs[p - letters] : STONE;
}

static const struct { int dx, dy, arm, back; } sides[4] = {
    { 0, -1, ARM_N, ARM_S }, { 0, 1, ARM_S, ARM_N }, { -1, 0, ARM_W, ARM_E }, { 1, 0, ARM_E, ARM_W },
};

/* Do the line letters at x,y and its neighbour on side k join there? */
static bool joined(const char raw[COLNO][ROWNO], int x, int y, int k)
{
    int nx = x + sides[k].dx, ny = y + sides[k].dy;

    if (nx < 0 || ny < 0 || nx >= COLNO || ny >= ROWNO)
        return false;
    return (arms(raw[x][y]) & sides[k].arm) && (arms(raw[nx][ny]) & sides[k].back);
}

/* Is a DEC letter on a cell of terrain typ the terrain's own symbol
 * rather than a monster or object of that letter? DECgraphics draws walls
 * (and secret doors) with l q k x m j n t u v w, floors, doorways, ice and
 * lowered drawbridges with ~, open doors with a, water and lava with `,
 * trees g, altars {, iron bars |, ladders y and z; anything else on those
 * squares (a grid bug x, an ant a, a boulder `) is itself (#12). */
static bool dec_terrain(int t, char c)
{
    if (arms(c))
        return IS_WALL(t) || t == SDOOR;
    switch (c) {
    case '~': return t == ROOM || t == DOOR || t == ICE || t == DRAWBRIDGE_DOWN;
    case 'a': return t == DOOR;
    case '`': return (IS_POOL(t) && t != DRAWBRIDGE_UP) || IS_LAVA(t);
    case 'g': return t == TREE;
    case '{': return t == ALTAR;
    case '|': return t == IRONBARS;
    case 'y': case 'z': return t == LADDER;
    default: return false;
    }
}

/* Which DEC letters of a session screen are shapes. With the terrain grid
 * the terrain says. Without it, only what the screen itself shows: a line
 * letter is a wall when it belongs to a run of at least three joined line
 * letters (a monster's letter joins nothing, two side by side at most
 * each other), an 'a' an open door between two walls that reach it, a '~'
 * a floor; a ` (a boulder or water), g, {, |, y and z stay letters, as
 * the screen cannot tell. The guessed walls and floors fill d->typ for
 * colours (typ_guessed). */
static void decode_dec(struct vdoc *d)
{
    short comp[COLNO][ROWNO];
    int size[COLNO * ROWNO];
    int ncomp = 0;

    if (!d->has_typ) {
        /* the runs of joined line letters */
        memset(comp, -1, sizeof comp);
        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++) {
                if (!arms(d->raw[x][y]) || comp[x][y] >= 0)
                    continue;
                int stack[COLNO * ROWNO], sp = 0, n = 0;

                stack[sp++] = y * COLNO + x;
                comp[x][y] = (short) ncomp;
                while (sp) {
                    int p = stack[--sp], px = p % COLNO, py = p / COLNO;

                    n++;
                    for (int k = 0; k < 4; k++) {
                        int nx = px + sides[k].dx, ny = py + sides[k].dy;

                        if (joined(d->raw, px, py, k) && comp[nx][ny] < 0) {
                            comp[nx][ny] = (short) ncomp;
                            stack[sp++] = ny * COLNO + nx;
                        }
                    }
                }
                size[ncomp++] = n;
            }
        d->typ_guessed = true;
        memset(d->typ, 0, sizeof d->typ);
    }
    for (int y = 0; y < ROWNO; y++)
        for (int x = 0; x < COLNO; x++) {
            char c = d->raw[x][y];
            bool shape;

            if (!dec_to_utf8(c) || c == '0' || c == 'f')
                continue;   /* not in the DECgraphics symset */
            if (d->has_typ)
                shape = dec_terrain(d->typ[x][y], c);
            else if (arms(c))
                shape = size[comp[x][y]] >= 3;
            else if (c == 'a') {
                /* between walls that reach it, across or along */
                bool ns = false, we = false;

                if (y > 0 && y < ROWNO - 1)
                    ns = (arms(d->raw[x][y - 1]) & ARM_S) && (arms(d->raw[x][y + 1]) & ARM_N);
                if (x > 0 && x < COLNO - 1)
                    we = (arms(d->raw[x - 1][y]) & ARM_E) && (arms(d->raw[x + 1][y]) & ARM_W);
                shape = ns || we;
            } else
                shape = c == '~';
            if (!shape)
                continue;
            snprintf(d->map[x][y], sizeof d->map[x][y], "%s", dec_to_utf8(c));
            if (d->typ_guessed)
                d->typ[x][y] = arms(c) ? wall_typ(c) : c == 'a' ? DOOR : ROOM;
        }
}

/* Map rows of UTF-8 glyphs (shift: columns to add on the left), kept as
 * they are: the raw bytes in d->raw, the glyphs in d->map. */
static bool maprows(const cJSON *rows, int first, int shift, struct vdoc *d)
{
    if (!cJSON_IsArray(rows) || cJSON_GetArraySize(rows) < first + ROWNO)
        return false;
    for (int y = 0; y < ROWNO; y++) {
        const cJSON *r = cJSON_GetArrayItem(rows, first + y);
        const char *p = cJSON_IsString(r) ? r->valuestring : "";
        for (int x = 0; x < COLNO; x++) {
            char *g = d->map[x][y];
            memset(g, 0, 5);
            if (x < shift || !*p) {
                g[0] = ' ';
                d->raw[x][y] = ' ';
                continue;
            }
            int len = 1;
            unsigned char c = (unsigned char)*p;
            if (c >= 0xf0) len = 4;
            else if (c >= 0xe0) len = 3;
            else if (c >= 0xc0) len = 2;
            d->raw[x][y] = *p;
            for (int i = 0; i < len && *p; i++)
                g[i] = *p++;
        }
    }
    d->has_map = true;
    return true;
}

/* A C trace session's level i: C's grid, its screen as captured (the
 * reader has put the map back in its columns) and its draws. */
static void session_level(struct vdoc *d, int i)
{
    const struct nhl_session *s = d->sess;
    const struct nhl_session_level *l = &s->levels[i];
    bool dec = strcmp(s->symset, "DECgraphics") == 0 || l->screen_modes;

    d->sess_level = i;
    /* one level: "session seed N"; several: each by its key */
    if (s->nlevels == 1)
        snprintf(d->name, sizeof d->name, "session seed %llu", (unsigned long long) s->seed);
    else
        snprintf(d->name, sizeof d->name, "session seed %llu %s", (unsigned long long) s->seed,
                 l->key);
    d->has_typ = l->has_typ;
    if (l->has_typ)
        memcpy(d->typ, l->typ, sizeof d->typ);
    d->has_map = l->has_screen;
    for (int y = 0; y < ROWNO; y++)
        for (int x = 0; x < COLNO; x++) {
            char c = l->has_screen ? l->screen[y + 1][x] : ' ';

            d->raw[x][y] = c;
            memset(d->map[x][y], 0, sizeof d->map[x][y]);
            d->map[x][y][0] = c;
        }
    if (!l->has_screen)
        return;
    if (l->screen_modes) {
        /* SO/SI said which cells were drawn as DEC line drawing */
        for (int y = 0; y < ROWNO; y++)
            for (int x = 0; x < COLNO; x++)
                if (l->dec[y + 1][x] && dec_to_utf8(d->raw[x][y]))
                    snprintf(d->map[x][y], sizeof d->map[x][y], "%s", dec_to_utf8(d->raw[x][y]));
    } else if (dec)
        decode_dec(d);
}

static int session_load(const char *path, struct vdoc *d, char *err, size_t errlen)
{
    d->sess = calloc(1, sizeof *d->sess);
    if (!d->sess) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    int rc = nhl_session_load(path, d->sess, err, errlen);

    if (rc != 0) {
        free(d->sess);
        d->sess = NULL;
        return rc;
    }
    if (d->sess->nlevels == 0) {
        snprintf(err, errlen, "%s: the session holds no level (no terrain grid, no checkpoint)", path);
        nhl_session_free(d->sess);
        free(d->sess);
        d->sess = NULL;
        return -1;
    }
    d->is_session = true;
    session_level(d, 0);
    return 0;
}

static void strlist(const cJSON *arr, struct vdoc *d)
{
    int n = cJSON_GetArraySize(arr);
    d->rng = calloc((size_t)(n > 0 ? n : 1), sizeof *d->rng);
    if (!d->rng)
        return;
    for (int i = 0; i < n; i++) {
        const cJSON *v = cJSON_GetArrayItem(arr, i);
        d->rng[d->nrng++] = strdup(cJSON_IsString(v) ? v->valuestring : "");
    }
}

int vdoc_load(const char *path, struct vdoc *d, char *err, size_t errlen)
{
    memset(d, 0, sizeof *d);
    snprintf(d->path, sizeof d->path, "%s", path);
    /* a C trace session of any shape (session.h) */
    int src = session_load(path, d, err, errlen);

    if (src != -2)
        return src;
    char *text = slurp(path, err, errlen);
    if (!text)
        return -1;
    cJSON *root = cJSON_Parse(text);
    if (!root) {
        const char *at = cJSON_GetErrorPtr();
        int line = 1;
        for (const char *p = text; at && p < at && *p; p++)
            line += *p == '\n';
        snprintf(err, errlen, "%s:%d: not valid JSON", path, line);
        free(text);
        return -1;
    }
    int rc = 0;
    if (cJSON_GetObjectItemCaseSensitive(root, "typGrid")) {
        snprintf(d->name, sizeof d->name, "%s seed %d", gets_(root, "variant"),
                 geti(root, "seed", 0));
        d->has_typ = grid(root, "typGrid", d->typ);
        maprows(cJSON_GetObjectItemCaseSensitive(root, "mapDEC"), 0, 0, d);
        const cJSON *rng = cJSON_GetObjectItemCaseSensitive(root, "rng");
        if (cJSON_IsArray(rng))
            strlist(rng, d);
        /* the level itself as doc.h reads it back */
        d->ld = calloc(1, sizeof *d->ld);
        if (!d->ld) {
            snprintf(err, errlen, "%s: out of memory", path);
            rc = -1;
        } else if (nhl_doc_parse(text, path, d->ld, err, errlen) != 0) {
            free(d->ld);
            d->ld = NULL;
            rc = -1;
        } else {
            d->lev = d->ld->lev;
            /* the flip extent, for the flip overlay, if doc.h left it out */
            const cJSON *ext = cJSON_GetObjectItemCaseSensitive(
                cJSON_GetObjectItemCaseSensitive(root, "flip"), "extent");
            if (cJSON_IsArray(ext) && cJSON_GetArraySize(ext) == 4
                && d->lev->flip_extent[2] == 0)
                for (int k = 0; k < 4; k++)
                    d->lev->flip_extent[k] = cJSON_GetArrayItem(ext, k)->valueint;
        }
    } else {
        snprintf(err, errlen, "%s: neither a level document (typGrid) nor a session (startup or steps)", path);
        rc = -1;
    }
    cJSON_Delete(root);
    free(text);
    if (rc)
        vdoc_free(d);
    return rc;
}

int vdoc_session_level(struct vdoc *d, int i)
{
    if (!d->sess || i < 0 || i >= d->sess->nlevels)
        return -1;
    session_level(d, i);
    return 0;
}

void vdoc_free(struct vdoc *d)
{
    if (d->sess) {
        nhl_session_free(d->sess);
        free(d->sess);
        d->sess = NULL;
    }
    for (size_t i = 0; i < d->nrng; i++)
        free(d->rng[i]);
    free(d->rng);
    d->rng = NULL;
    d->nrng = 0;
    if (d->ld) {
        nhl_doc_free(d->ld);
        free(d->ld);
        d->ld = NULL;
    }
    d->lev = NULL;
}
