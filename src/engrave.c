/* engrave.c - des.engraving and des.grave: sp_lev.c lspo_engraving and
 * lspo_grave, engrave.c make_engr_at and make_grave; and the random texts
 * of headstones and graffiti (engrave.c random_engraving, rumors.c
 * get_rnd_text) from the level's compiled text files. */
#include "engrave.h"
#include "game.h"

#include <stdlib.h>
#include <string.h>

#include "rumors.h"
#include "spfeatures.h"
#include "terrain.h"
#include "textfile.h"
#include "wipeout.h"

const struct nh_texts *level_texts(struct nhl_level *lev)
{
    return game_texts(lev->game);
}

const char *random_epitaph(struct nhl_level *lev, char *buf, size_t bufsz)
{
    const struct nh_texts *t = level_texts(lev);

    if (bufsz)
        buf[0] = '\0';
    if (t)
        get_rnd_line(&t->epitaph, lev->rng, buf, bufsz);
    return buf;
}

const char *random_engraving(struct nhl_level *lev, char *buf, size_t bufsz)
{
    const struct nh_texts *t = level_texts(lev);

    if (!bufsz)
        return buf;
    buf[0] = '\0';
    if (!t)
        return buf;
    /* a quarter of the time the engrave file; else a rumor, or the
     * engrave file still if the rumor came out empty */
    if (!rn2(lev->rng, 4)
        || !*getrumor(t, lev->rng, 0, true, buf, bufsz))
        get_rnd_line(&t->engrave, lev->rng, buf, bufsz);
    wipeout_text(lev->rng, buf, (int) (strlen(buf) / 4));
    return buf;
}

struct engr *make_engr_at(struct nhl_level *lev, int x, int y, const char *text,
                          int etype)
{
    for (int i = lev->nengravings - 1; i >= 0; i--)
        if (lev->engravings[i].x == x && lev->engravings[i].y == y)
            level_del_engraving(lev, i);
    char *copy = strdup(text ? text : "");
    struct engr *e = copy ? level_add_engraving(lev) : NULL;

    if (!e) {
        free(copy);
        return NULL;
    }
    e->x = x;
    e->y = y;
    e->text = copy;
    e->engr_type = etype;
    return e;
}

static void put_engraving(struct nhl_level *lev, int x, int y, const char *text,
                          int etype)
{
    struct engr *e = make_engr_at(lev, x, y, text, etype);

    if (!e)
        return;
    /* "Elbereth" made with the level guards objects (C: in_mklev) */
    e->guardobjects = !strcmp(e->text, "Elbereth");
    /* etype is always given here; C draws rnd(N_ENGRAVE-1) for 0 */
    if (etype <= 0)
        e->engr_type = rnd(lev->rng, HEADSTONE);
}

void engraving_create(struct nhl_level *lev, int x, int y, int etype,
                      const char *text, bool degrade, bool guardobjects)
{
    get_location_coord(lev, &x, &y, DRY, lev->build->coder.croom, NULL);
    if (!isok(x, y))
        return;
    put_engraving(lev, x, y, text, etype);
    struct engr *e = nhl_level_engr_at(lev, x, y);

    if (e) {
        e->guardobjects = guardobjects;
        e->nowipeout = !degrade;
    }
}

void grave_create(struct nhl_level *lev, int x, int y, const char *text)
{
    get_location_coord(lev, &x, &y, DRY, lev->build->coder.croom, NULL);
    if (!isok(x, y) || nhl_level_trap_at(lev, x, y))
        return;
    /* lspo_grave sets GRAVE itself, then make_grave checks and engraves */
    lev->at[x][y].typ = GRAVE;
    if (!set_levltyp(lev, x, y, GRAVE))
        return;
    for (int i = lev->nengravings - 1; i >= 0; i--)
        if (lev->engravings[i].x == x && lev->engravings[i].y == y)
            level_del_engraving(lev, i);
    char buf[TEXT_BUFSZ];

    if (!text)
        text = random_epitaph(lev, buf, sizeof buf);
    put_engraving(lev, x, y, text, HEADSTONE);
}
