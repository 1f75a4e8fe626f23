/* map.c - des.map, after sp_lev.c's mapfrag_* helpers and lspo_map. */
#include "map.h"

#include <stdlib.h>
#include <string.h>

#include "location.h"

/* C: MAP_Y_LIM; a text of more lines than this plus one is refused */
#define MAP_LINES_LIMIT 21

bool map_text_parse(const char *str, struct map_text *mt)
{
    size_t n = strlen(str), j = 0;
    const char *s;
    int maxlen = 0, hei = 0;

    memset(mt, 0, sizeof *mt);
    mt->data = malloc(n + 1);
    if (!mt->data)
        return false;
    /* digits are stripped before anything is measured (C: stripdigits) */
    for (size_t i = 0; i < n; i++)
        if (str[i] < '0' || str[i] > '9')
            mt->data[j++] = str[i];
    mt->data[j] = '\0';
    mt->len = j;

    /* width: the longest line (C: str_lines_maxlen) */
    for (s = mt->data; s && *s;) {
        const char *nl = strchr(s, '\n');
        int len = nl ? (int) (nl - s) : (int) strlen(s);

        if (len > maxlen)
            maxlen = len;
        s = nl ? nl + 1 : NULL;
    }
    /* height: lines, a trailing newline ending the last one */
    for (s = mt->data; s && *s;) {
        const char *nl = strchr(s, '\n');

        if (hei > MAP_LINES_LIMIT) {
            map_text_free(mt);
            return false;
        }
        s = nl ? nl + 1 : NULL;
        hei++;
    }
    mt->wid = maxlen;
    mt->hei = hei;
    mt->typ = malloc((size_t) maxlen * (size_t) hei + 1);
    if (!mt->typ) {
        map_text_free(mt);
        return false;
    }
    for (int y = 0; y < hei; y++)
        for (int x = 0; x < maxlen; x++) {
            /* a short last line reads C's terminating NUL: not a map
               character */
            size_t idx = (size_t) y * (size_t) (maxlen + 1) + (size_t) x;

            mt->typ[(size_t) y * (size_t) maxlen + (size_t) x] =
                (unsigned char) (idx >= j ? INVALID_TYPE : nhl_char2typ(mt->data[idx]));
        }
    return true;
}

void map_text_free(struct map_text *mt)
{
    free(mt->data);
    free(mt->typ);
    memset(mt, 0, sizeof *mt);
}

int map_text_get(const struct map_text *mt, int x, int y)
{
    if (x < 0 || y < 0 || x >= mt->wid || y >= mt->hei)
        return INVALID_TYPE;
    return mt->typ[(size_t) y * (size_t) mt->wid + (size_t) x];
}

bool map_text_match(const struct nhl_level *lev, const struct map_text *mt,
                    int x, int y)
{
    int hw = mt->wid / 2, hh = mt->hei / 2;

    /* odd sizes (what map_text_match_error lets through): the fragment's
       cells read straight from the table, the level's unchecked inside */
    if ((mt->wid & 1) && (mt->hei & 1)) {
        bool inside = x - hw >= 1 && x + hw < COLNO && y - hh >= 0
                      && y + hh < ROWNO;

        for (int rx = -hw; rx <= hw; rx++) {
            const unsigned char *col = mt->typ + rx + hw;

            for (int ry = -hh; ry <= hh; ry++) {
                int maptyp = col[(ry + hh) * mt->wid];
                int levtyp = inside || isok(x + rx, y + ry)
                                 ? lev->at[x + rx][y + ry].typ
                                 : STONE;

                if (!terrain_match_maptyp(maptyp, levtyp))
                    return false;
            }
        }
        return true;
    }
    for (int rx = -hw; rx <= hw; rx++)
        for (int ry = -hh; ry <= hh; ry++) {
            int maptyp = map_text_get(mt, rx + hw, ry + hh);
            int levtyp = isok(x + rx, y + ry) ? lev->at[x + rx][y + ry].typ
                                              : STONE;

            if (!terrain_match_maptyp(maptyp, levtyp))
                return false;
        }
    return true;
}

const char *map_text_match_error(const struct map_text *mt)
{
    int centre;

    if (!mt || !mt->data)
        return "mapfragment error";
    if (!(mt->wid % 2) || !(mt->hei % 2))
        return "mapfragment needs to have odd height and width";
    centre = map_text_get(mt, mt->wid / 2, mt->hei / 2);
    if (centre == MAX_TYPE || centre == INVALID_TYPE)
        return "mapfragment center must be valid terrain";
    return NULL;
}

/* Would the themed map at the current origin overwrite anything? It may
 * only lie on STONE outside every room, a one-cell border included; inner
 * cells may also already hold the very typ the map puts there. */
static bool theme_spot_free(const struct nhl_level *lev, const struct map_text *mt)
{
    const struct sp_coder *co = &lev->build->coder;
    int yend = (co->ystart + co->ysize < ROWNO ? co->ystart + co->ysize
                                                : ROWNO) + 1;
    int xend = (co->xstart + co->xsize < COLNO ? co->xstart + co->xsize
                                                : COLNO) + 1;

    for (int y = co->ystart - 1; y < yend; y++)
        for (int x = co->xstart - 1; x < xend; x++) {
            const struct rm *c;

            if (!isok(x, y))
                return false;
            c = &lev->at[x][y];
            if (y < co->ystart || y >= co->ystart + co->ysize
                || x < co->xstart || x >= co->xstart + co->xsize) {
                if (c->typ != STONE || c->roomno != NO_ROOM)
                    return false;
            } else {
                int maptyp = map_text_get(mt, x - co->xstart, y - co->ystart);

                if (maptyp >= MAX_TYPE)
                    continue;
                if ((c->typ != STONE && c->typ != maptyp)
                    || c->roomno != NO_ROOM)
                    return false;
            }
        }
    return true;
}

static void align_origin(struct nhl_level *lev, int halign, int valign)
{
    struct sp_coder *co = &lev->build->coder;

    switch (halign) {
    case MAP_LEFT:
        co->xstart = co->splev_init_present ? 1 : 3;
        break;
    case MAP_HALF_LEFT:
        co->xstart = 2 + ((X_MAZE_MAX - 2 - co->xsize) / 4);
        break;
    case MAP_CENTER:
        co->xstart = 2 + ((X_MAZE_MAX - 2 - co->xsize) / 2);
        break;
    case MAP_HALF_RIGHT:
        co->xstart = 2 + ((X_MAZE_MAX - 2 - co->xsize) * 3 / 4);
        break;
    case MAP_RIGHT:
        co->xstart = X_MAZE_MAX - co->xsize - 1;
        break;
    default: /* "none": the other axis was aligned, this one stays */
        break;
    }
    switch (valign) {
    case MAP_TOP:
        co->ystart = 3;
        break;
    case MAP_VCENTER:
        co->ystart = 2 + ((Y_MAZE_MAX - 2 - co->ysize) / 2);
        break;
    case MAP_BOTTOM:
        co->ystart = Y_MAZE_MAX - co->ysize - 1;
        break;
    default:
        break;
    }
    /* aligned maps start on odd coordinates, as mazes need; an origin kept
     * from before is made odd too */
    if (!(co->xstart % 2))
        co->xstart++;
    if (!(co->ystart % 2))
        co->ystart++;
}

int map_place(struct nhl_level *lev, const struct map_text *mt,
              const struct map_request *req, cellmask written)
{
    struct level_build *b = lev->build;
    struct sp_coder *co = &b->coder;
    const struct mkroom *croom = co->croom >= 0 ? &lev->rooms[co->croom]
                                                : NULL;
    int ox = req->x, oy = req->y, x = req->x, y = req->y;
    int tryct = 0;
    bool no_align = req->halign == MAP_ALIGN_NONE
                    && req->valign == MAP_ALIGN_NONE;

    if (written)
        memset(written, 0, sizeof(cellmask));

redo:
    co->xsize = mt->wid;
    co->ysize = mt->hei;
    if (no_align) {
        if (req->in_themerooms && (ox == -1 || oy == -1)) {
            /* a themed room's map goes somewhere random (C draws x then y;
             * 3.7's y range uses the width, 5.0.0 lspo_map's the height) */
            if (ox == -1) {
                if (croom) {
                    x = somex(lev, croom) - mt->wid;
                    if (x < 1)
                        x = 1;
                } else {
                    x = 1 + rn2(lev->rng, COLNO - 1 - mt->wid);
                }
            }
            if (oy == -1) {
                if (croom) {
                    y = somey(lev, croom) - mt->hei;
                    if (y < 1)
                        y = 1;
                } else {
                    y = rn2(lev->rng,
                            ROWNO - (lev->nh->rules.map_random_y_by_height
                                         ? mt->hei
                                         : mt->wid));
                }
            }
        }
        if (!isok(x, y))
            return MAP_NEEDS_PLACE;
        if (croom) {
            /* inside a room the map is room-relative and clipped to it */
            co->xstart = x + croom->lx;
            co->ystart = y + croom->ly;
            co->xsize = mt->wid < croom->hx - croom->lx
                            ? mt->wid : croom->hx - croom->lx;
            co->ysize = mt->hei < croom->hy - croom->ly
                            ? mt->hei : croom->hy - croom->ly;
        } else {
            co->xstart = x;
            co->ystart = y;
        }
    } else {
        align_origin(lev, req->halign, req->valign);
    }

    if (co->ystart < 0 || co->ystart + co->ysize > ROWNO) {
        if (req->in_themerooms) {
            reset_xystart_size(lev);
            return MAP_THEME_FAILED;
        }
        /* nudge the map back onto the screen */
        co->ystart += (co->ystart > 0) ? -2 : 2;
        if (co->ysize == ROWNO)
            co->ystart = 0;
        if (co->ystart < 0 || co->ystart + co->ysize > ROWNO)
            co->ystart = 0;
    }
    if (co->xsize <= 1 && co->ysize <= 1) {
        /* a one-cell map places nothing and leaves no origin */
        reset_xystart_size(lev);
        return MAP_OK;
    }
    if (req->in_themerooms && !theme_spot_free(lev, mt)) {
        if (tryct++ < 100 && (req->halign == MAP_ALIGN_NONE
                              || req->valign == MAP_ALIGN_NONE))
            goto redo;
        reset_xystart_size(lev);
        return MAP_THEME_FAILED;
    }

    for (y = co->ystart; y < co->ystart + co->ysize && y < ROWNO; y++)
        for (x = co->xstart; x < co->xstart + co->xsize && x < COLNO; x++) {
            int typ = map_text_get(mt, x - co->xstart, y - co->ystart);
            struct rm *c;

            /* unknown characters and the transparent 'x' leave the cell */
            if (typ >= MAX_TYPE)
                continue;
            if (x < 0 || y < 0) /* only from absurd widths; C would crash */
                continue;
            c = &lev->at[x][y];
            c->flags = 0;
            c->horizontal = false;
            c->roomno = 0;
            c->edge = false;
            b->splev_map[x][y] = true;
            if (written)
                written[x][y] = true;
            terrain_set_cell(lev, x, y, typ, req->lit ? 1 : 0);
        }
    return MAP_OK;
}
