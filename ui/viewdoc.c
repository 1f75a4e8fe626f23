/* viewdoc.c - load truth level documents and session files for the viewer
 * (see viewdoc.h). The level built from a document owns arrays allocated
 * here and is freed here, never by level_free. */
#include "viewdoc.h"

#include <cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mondata.h"
#include "screen.h"

static char *slurp(const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (n + 1 < cap)
            break;
        cap *= 2;
        char *nb = realloc(buf, cap);
        if (!nb) {
            free(buf);
            buf = NULL;
        } else
            buf = nb;
    }
    fclose(f);
    if (!buf) {
        snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
    }
    buf[n] = 0;
    return buf;
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
            const char *u = dec && len == 1 ? dec_to_utf8(*p) : NULL;
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

/* Room for n things (at least one, so an empty list is not NULL). */
static void *grow(void *p, int n, size_t sz)
{
    (void)p;
    return calloc((size_t)(n > 0 ? n : 1), sz);
}

/* The struct level of a truth document: cells, rooms, doors and placed things. */
static struct level *doc_level(const cJSON *root, struct vdoc *d)
{
    struct level *lev = calloc(1, sizeof *lev);
    if (!lev)
        return NULL;
    int (*tmp)[ROWNO] = calloc(COLNO, sizeof *tmp);
    if (!tmp) {
        free(lev);
        return NULL;
    }
#define CELLS(key, field, expr) \
    if (grid(root, key, tmp)) \
        for (int x = 0; x < COLNO; x++) \
            for (int y = 0; y < ROWNO; y++) \
                lev->at[x][y].field = expr;
    CELLS("typGrid", typ, (uint8_t)tmp[x][y]);
    CELLS("flagsGrid", flags, (uint8_t)tmp[x][y]);
    CELLS("litGrid", lit, tmp[x][y] != 0);
    CELLS("horizontalGrid", horizontal, tmp[x][y] != 0);
    CELLS("roomnoGrid", roomno, (uint8_t)tmp[x][y]);
    CELLS("edgeGrid", edge, tmp[x][y] != 0);
#undef CELLS
    free(tmp);
    const cJSON *it;
    int i = 0;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(root, "rooms")) {
        if (i >= MAXNROFROOMS) break;
        struct mkroom *r = &lev->rooms[i++];
        r->lx = geti(it, "lx", 0); r->ly = geti(it, "ly", 0);
        r->hx = geti(it, "hx", 0); r->hy = geti(it, "hy", 0);
        r->rtype = geti(it, "rtype", 0); r->orig_rtype = geti(it, "orig_rtype", 0);
        r->rlit = geti(it, "rlit", 0); r->irregular = geti(it, "irregular", 0);
        r->doorct = geti(it, "doorct", 0); r->parent = -1;
    }
    lev->nroom = i;
    i = 0;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(root, "subrooms")) {
        if (i >= MAX_SUBROOMS) break;
        struct mkroom *r = &lev->rooms[SUBROOM_BASE + i++];
        r->lx = geti(it, "lx", 0); r->ly = geti(it, "ly", 0);
        r->hx = geti(it, "hx", 0); r->hy = geti(it, "hy", 0);
        r->rtype = geti(it, "rtype", 0); r->rlit = geti(it, "rlit", 0);
        r->parent = -1;
    }
    lev->nsubroom = i;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(root, "doors")) {
        if (lev->doorindex >= DOORMAX) break;
        lev->doors[lev->doorindex].x = geti(it, "x", 0);
        lev->doors[lev->doorindex++].y = geti(it, "y", 0);
    }
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(root, "objects");
    lev->objects = grow(NULL, cJSON_GetArraySize(arr), sizeof *lev->objects);
    cJSON_ArrayForEach(it, arr) {
        struct obj *o = &lev->objects[lev->nobjects++];
        memset(o, 0, sizeof *o);
        o->x = geti(it, "x", 0); o->y = geti(it, "y", 0);
        o->o_id = geti(it, "o_id", 0); o->otyp = geti(it, "otyp", -1);
        o->quan = geti(it, "quan", 1); o->spe = geti(it, "spe", 0);
        o->oclass = gets_(it, "class")[0];
        /* statues and corpses name their species; render.h draws a statue
         * as the monster it depicts */
        const char *cn = gets_(it, "corpsenm");
        o->corpsenm = cn[0] ? mndx_by_name(cn) : -1;
        snprintf(o->id, sizeof o->id, "%s", gets_(it, "name"));
        o->container = o->owner = -1;
    }
    /* the document lists C's chain, newest first; struct level keeps
     * creation order */
    for (int a = 0, b = lev->nobjects - 1; a < b; a++, b--) {
        struct obj t = lev->objects[a];
        lev->objects[a] = lev->objects[b];
        lev->objects[b] = t;
    }
    arr = cJSON_GetObjectItemCaseSensitive(root, "monsters");
    lev->monsters = grow(NULL, cJSON_GetArraySize(arr), sizeof *lev->monsters);
    cJSON_ArrayForEach(it, arr) {
        struct monst *m = &lev->monsters[lev->nmonsters++];
        memset(m, 0, sizeof *m);
        m->x = geti(it, "x", 0); m->y = geti(it, "y", 0);
        m->m_id = geti(it, "m_id", 0); m->mndx = geti(it, "mndx", -1);
        m->peaceful = geti(it, "peaceful", 0); m->asleep = geti(it, "asleep", 0);
        m->m_lev = geti(it, "m_lev", 0);
        snprintf(m->id, sizeof m->id, "%s", gets_(it, "name"));
        /* the document names the species, not its class: take the letter
         * NetHack drew there (a monster is drawn over everything) */
        if (d->has_map && isok(m->x, m->y)) {
            unsigned char ch = (unsigned char)d->map[m->x][m->y][0];
            m->mclass = (char)(ch > ' ' && ch < 0x7f ? ch : 'm');
        }
    }
    arr = cJSON_GetObjectItemCaseSensitive(root, "traps");
    lev->traps = grow(NULL, cJSON_GetArraySize(arr), sizeof *lev->traps);
    cJSON_ArrayForEach(it, arr) {
        struct trap *t = &lev->traps[lev->ntraps++];
        memset(t, 0, sizeof *t);
        t->tx = geti(it, "x", 0); t->ty = geti(it, "y", 0);
        t->ttyp = geti(it, "ttyp", 0); t->tseen = geti(it, "tseen", 0);
    }
    arr = cJSON_GetObjectItemCaseSensitive(root, "engravings");
    lev->engravings = grow(NULL, cJSON_GetArraySize(arr), sizeof *lev->engravings);
    cJSON_ArrayForEach(it, arr) {
        struct engr *e = &lev->engravings[lev->nengravings++];
        memset(e, 0, sizeof *e);
        e->x = geti(it, "x", 0); e->y = geti(it, "y", 0);
        e->text = strdup(gets_(it, "text"));
    }
    arr = cJSON_GetObjectItemCaseSensitive(root, "stairs");
    lev->stairs = grow(NULL, cJSON_GetArraySize(arr), sizeof *lev->stairs);
    cJSON_ArrayForEach(it, arr) {
        struct stairway *s = &lev->stairs[lev->nstairs++];
        memset(s, 0, sizeof *s);
        s->sx = geti(it, "x", 0); s->sy = geti(it, "y", 0);
        s->up = geti(it, "up", 0); s->isladder = geti(it, "ladder", 0);
    }
    const cJSON *lf = cJSON_GetObjectItemCaseSensitive(root, "levelFlags");
    lev->flags.arboreal = geti(lf, "arboreal", 0);
    lev->flags.corrmaze = geti(lf, "corrmaze", 0);
    lev->flags.is_maze_lev = geti(lf, "is_maze_lev", 0);
    lev->flags.is_cavernous_lev = geti(lf, "is_cavernous_lev", 0);
    lev->flags.graveyard = geti(lf, "graveyard", 0);
    lev->flags.hardfloor = geti(lf, "hardfloor", 0);
    lev->flags.noteleport = geti(lf, "noteleport", 0);
    /* where the level sits: render.h colours walls by dungeon */
    const cJSON *where = cJSON_GetObjectItemCaseSensitive(root, "where");
    snprintf(lev->ctx.dungeon, sizeof lev->ctx.dungeon, "%s", gets_(where, "dungeon"));
    lev->ctx.dnum = geti(where, "dnum", 0);
    lev->ctx.dlevel = geti(where, "dlevel", 0);
    lev->ctx.depth = geti(where, "depth", 0);
    lev->ctx.in_sokoban = strcmp(lev->ctx.dungeon, "Sokoban") == 0;
    lev->ctx.in_hell = strcmp(lev->ctx.dungeon, "Gehennom") == 0;
    lev->ctx.in_mines = strcmp(lev->ctx.dungeon, "The Gnomish Mines") == 0;
    const cJSON *flip = cJSON_GetObjectItemCaseSensitive(root, "flip");
    lev->flip_value = geti(flip, "value", -1);
    const cJSON *ext = cJSON_GetObjectItemCaseSensitive(flip, "extent");
    for (int k = 0; k < 4 && cJSON_IsArray(ext); k++)
        lev->flip_extent[k] = cJSON_GetArrayItem(ext, k) ? cJSON_GetArrayItem(ext, k)->valueint : 0;
    return lev;
}

static void free_level(struct level *lev)
{
    if (!lev)
        return;
    for (int i = 0; i < lev->nengravings; i++)
        free(lev->engravings[i].text);
    free(lev->engravings);
    free(lev->objects);
    free(lev->monsters);
    free(lev->traps);
    free(lev->stairs);
    free(lev);
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
    free(text);
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
        d->lev = doc_level(root, d);
        if (!d->lev) {
            snprintf(err, errlen, "%s: out of memory", path);
            rc = -1;
        }
    } else {
        snprintf(err, errlen, "%s: neither a level document (typGrid) nor a session (startup)", path);
        rc = -1;
    }
    cJSON_Delete(root);
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
    free_level(d->lev);
    d->lev = NULL;
}
