/* engrave.c - des.engraving and des.grave: sp_lev.c lspo_engraving and
 * lspo_grave, engrave.c make_engr_at and make_grave.
 *
 * C draws a grave's epitaph from its epitaph file (rumors.c get_rnd_line:
 * rn2(file size) to a random byte, then the line after it). That file is
 * not ours, so a short list of our own epitaphs stands in, laid out as a
 * padded file so the draw has C's shape (one rn2 over the byte count);
 * the number drawn from and the texts differ from C's. */
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
#define EPITAPH_PAD 60 /* every line padded to this, plus its newline */

const char *random_epitaph(struct level *lev)
{
    long size = (long) NEPITAPHS * (EPITAPH_PAD + 1);
    long at = rn2(lev->rng, (int) size);
    /* the rest of the line landed in is skipped; the next one is used,
     * the first again after the last */
    size_t line = (size_t) (at / (EPITAPH_PAD + 1)) + 1;

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
