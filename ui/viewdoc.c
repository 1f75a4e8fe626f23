/* viewdoc.c - load truth level documents and session files for the viewer
 * (see viewdoc.h). A level document's level is read by doc.h; here only the
 * grids, map and rng log the comparison needs, and session screens. */
#include "viewdoc.h"

#include <cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "doc.h"
#include "screen.h"

static char *slurp(const char *path, char *err, size_t errlen)
{
    return doc_slurp(path, err, errlen);
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

/* Is a DEC letter on a cell of terrain typ a line-drawing shape rather
 * than a monster or object of that letter? Walls draw l q k x m j n t u v
 * w, corridors the checkerboard a, floors the dot ~; anything else on
 * those squares (a grid bug x, an ant a) is itself. With no terrain grid
 * every DEC letter is taken for a shape (#12). */
static bool dec_shape_here(const struct vdoc *d, int x, int y, char c)
{
    if (!d->has_typ)
        return true;
    int t = d->typ[x][y];
    bool wall = t >= 1 && t <= 12;          /* VWALL .. DBWALL */
    bool corr = t == 24 || t == 15;         /* CORR, SCORR */
    bool floor = t >= 23 && t <= 34;        /* DOOR .. ICE, the floors */

    if (strchr("lqkxmjntuvw", c))
        return wall;
    if (c == 'a')
        return corr;
    if (c == '~')
        return floor;
    return true;
}

/* Map rows of UTF-8 glyphs (shift: columns to add on the left). DEC letters
 * are turned into their Unicode shapes when `dec` is set. */
static bool maprows(const cJSON *rows, int first, int shift, bool dec,
                    struct vdoc *d)
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
            const char *u = dec && len == 1 && dec_shape_here(d, x, y, *p) ? dec_to_utf8(*p)
                                                                        : NULL;
            if (u)
                snprintf(g, 5, "%s", u);
            else
                memcpy(g, p, (size_t)len);
            for (int i = 0; i < len && *p; i++)
                p++;
        }
    }
    d->has_map = true;
    return true;
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
    const cJSON *startup = cJSON_GetObjectItemCaseSensitive(root, "startup");
    if (cJSON_IsObject(startup)) {
        /* Session: the map rows are screen rows 1-21, one column short. */
        d->is_session = true;
        snprintf(d->name, sizeof d->name, "session seed %d", geti(root, "seed", 0));
        d->has_typ = grid(startup, "typGrid", d->typ);
        const cJSON *scr = cJSON_GetObjectItemCaseSensitive(startup, "screen");
        bool dec = strcmp(gets_(root, "symset"), "DECgraphics") == 0;
        if (!maprows(scr, 1, 1, dec, d) && !d->has_typ) {
            snprintf(err, errlen, "%s: session has no 24-line startup screen", path);
            rc = -1;
        }
    } else if (cJSON_GetObjectItemCaseSensitive(root, "typGrid")) {
        snprintf(d->name, sizeof d->name, "%s seed %d", gets_(root, "variant"),
                 geti(root, "seed", 0));
        d->has_typ = grid(root, "typGrid", d->typ);
        maprows(cJSON_GetObjectItemCaseSensitive(root, "mapDEC"), 0, 0, false, d);
        const cJSON *rng = cJSON_GetObjectItemCaseSensitive(root, "rng");
        if (cJSON_IsArray(rng))
            strlist(rng, d);
        /* the level itself as doc.h reads it back */
        d->ld = calloc(1, sizeof *d->ld);
        if (!d->ld) {
            snprintf(err, errlen, "%s: out of memory", path);
            rc = -1;
        } else if (doc_parse(text, path, d->ld, err, errlen) != 0) {
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
        snprintf(err, errlen, "%s: neither a level document (typGrid) nor a session (startup)", path);
        rc = -1;
    }
    cJSON_Delete(root);
    free(text);
    if (rc)
        vdoc_free(d);
    return rc;
}

void vdoc_free(struct vdoc *d)
{
    for (size_t i = 0; i < d->nrng; i++)
        free(d->rng[i]);
    free(d->rng);
    d->rng = NULL;
    d->nrng = 0;
    if (d->ld) {
        doc_free(d->ld);
        free(d->ld);
        d->ld = NULL;
    }
    d->lev = NULL;
}
