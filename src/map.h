/* map.h - des.map: a map text parsed as C's mapfragment, then placed on the
 * level at an aligned or given origin (sp_lev.c lspo_map), which becomes the
 * origin of later script coordinates. */
#ifndef NHLEV_MAP_H
#define NHLEV_MAP_H

#include <stdbool.h>
#include <stddef.h>

#include "level.h"
#include "terrain.h"

/* A map text: digits stripped, `wid` the longest line, `hei` the lines.
 * Cell (x,y) is data[y * (wid + 1) + x], as C reads it (so ragged lines
 * read on into the next line, exactly as C does). */
struct map_text {
    char *data;
    size_t len;
    int wid, hei;
    /* each cell's typ as map_text_get reads it, row by row (wid * hei):
       selection.match tries a fragment at every cell of the map */
    unsigned char *typ;
};

/* Parse str; false (and mt zeroed) if it has more than 22 lines or memory
 * runs out. (C: mapfrag_fromstr) */
bool map_text_parse(const char *str, struct map_text *mt);
void map_text_free(struct map_text *mt);
/* typ of the character at (x,y): INVALID_TYPE for a non-map character or
 * outside the text, MAX_TYPE for the transparent 'x'. (C: mapfrag_get) */
int map_text_get(const struct map_text *mt, int x, int y);
/* Does the (odd-sized) text, centred on (x,y), match the level there? Cells
 * off the map count as STONE. (C: mapfrag_match) */
bool map_text_match(const struct nhl_level *lev, const struct map_text *mt,
                    int x, int y);
/* NULL if the text can be matched; else C's message (odd sizes, centre must
 * be real terrain). (C: mapfrag_error) */
const char *map_text_match_error(const struct map_text *mt);

/* placement (C: SPLEV_LEFT ... / TOP ...); MAP_ALIGN_NONE = not given */
enum map_halign {
    MAP_ALIGN_NONE = -1, MAP_LEFT = 1, MAP_HALF_LEFT, MAP_CENTER,
    MAP_HALF_RIGHT, MAP_RIGHT
};
enum map_valign { MAP_TOP = 1, MAP_VCENTER = 3, MAP_BOTTOM = 5 };

struct map_request {
    int halign;       /* enum map_halign or MAP_ALIGN_NONE */
    int valign;       /* enum map_valign or MAP_ALIGN_NONE */
    int x, y;         /* script coordinates, used when both aligns are none;
                         -1 = not given */
    bool lit;
    bool in_themerooms; /* placing a themed room (random spot, no overlap) */
};

enum map_result {
    MAP_OK = 0,
    MAP_NEEDS_PLACE = -1,   /* no alignment and no usable x,y */
    MAP_THEME_FAILED = -2,  /* themed room could not be placed */
};

/* Place mt: sets lev->build->coder xstart/ystart/xsize/ysize (the new origin), then
 * writes every cell that is not 'x' or an unknown character: flags,
 * horizontal, roomno and edge cleared, SpLev_Map set, then as des.terrain.
 * written (may be NULL) gets the cells written. A themed room that does not
 * fit resets the origin and returns MAP_THEME_FAILED. */
int map_place(struct nhl_level *lev, const struct map_text *mt,
              const struct map_request *req, cellmask written);

#endif
