/* engrave.c - des.engraving and des.grave: sp_lev.c lspo_engraving and
 * lspo_grave, engrave.c make_engr_at and make_grave.
 *
 * C draws a grave's epitaph from its epitaph file (rumors.c get_rnd_line:
 * rn2(file size) to a random byte, then the line after it). That file is
 * not ours, so a short list of our own epitaphs stands in; the draw is
 * C's (one rn2 over that file's byte count), the texts differ. */
#include <stdlib.h>
#include <string.h>

#include "spfeatures.h"
#include "terrain.h"

static const char *const epitaphs[] = {
    "Here lies an adventurer.",
    "Rest in peace.",
    "Gone, but not forgotten.",
    "It seemed like a good idea at the time.",
    "Should have read the scroll first.",
    "Never trusted a cockatrice.",
    "Died as they lived: hungry.",
    "Beware of the floating eye.",
};
#define NEPITAPHS (sizeof epitaphs / sizeof epitaphs[0])
/* the size of C's compiled epitaph file, which its draw is made over */
#define EPITAPH_FILE_BYTES 24015L

const char *random_epitaph(struct level *lev)
{
    /* C draws once over the byte count of its compiled epitaph file (24015
     * bytes in the truth build; a draw landing on an over-long line would
     * be redrawn, which ours never are) */
    const long size = EPITAPH_FILE_BYTES;
    long at = rn2(lev->rng, (int) size);
    /* the rest of the line landed in is skipped; the next one is used,
     * the first again after the last */
    size_t line = (size_t) (at * (long) NEPITAPHS / size) + 1;

    return epitaphs[line % NEPITAPHS];
}

static void put_engraving(struct level *lev, int x, int y, const char *text,
                          int etype)
{
    struct engr *e;
    char *copy;

    /* C: make_engr_at replaces what was there */
    for (int i = lev->nengravings - 1; i >= 0; i--)
        if (lev->engravings[i].x == x && lev->engravings[i].y == y)
            level_del_engraving(lev, i);
    copy = strdup(text ? text : "");
    if (!copy)
        return;
    e = level_add_engraving(lev);
    if (!e) {
        free(copy);
        return;
    }
    e->x = x;
    e->y = y;
    e->text = copy;
    /* "Elbereth" made with the level guards objects (C: in_mklev) */
    e->guardobjects = !strcmp(copy, "Elbereth");
    /* etype is always given here; C draws rnd(N_ENGRAVE-1) for 0 */
    e->engr_type = etype > 0 ? etype : rnd(lev->rng, HEADSTONE);
}

void engraving_create(struct level *lev, int x, int y, int etype,
                      const char *text, bool degrade, bool guardobjects)
{
    get_location_coord(lev, &x, &y, DRY, lev->coder.croom, NULL);
    if (!isok(x, y))
        return;
    put_engraving(lev, x, y, text, etype);
    struct engr *e = level_engr_at(lev, x, y);

    if (e) {
        e->guardobjects = guardobjects;
        e->nowipeout = !degrade;
    }
}

void grave_create(struct level *lev, int x, int y, const char *text)
{
    get_location_coord(lev, &x, &y, DRY, lev->coder.croom, NULL);
    if (!isok(x, y) || level_trap_at(lev, x, y))
        return;
    /* lspo_grave sets GRAVE itself, then make_grave checks and engraves */
    lev->at[x][y].typ = GRAVE;
    if (!set_levltyp(lev, x, y, GRAVE))
        return;
    for (int i = lev->nengravings - 1; i >= 0; i--)
        if (lev->engravings[i].x == x && lev->engravings[i].y == y)
            level_del_engraving(lev, i);
    if (!text)
        text = random_epitaph(lev);
    put_engraving(lev, x, y, text, HEADSTONE);
}
