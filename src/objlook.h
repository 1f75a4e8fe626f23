/* objlook.h - a level's objects as its game dealt them (game.h: the deal
 * of appearances init_objects made for the game seed; appearance.h). */
#ifndef NHLEV_OBJLOOK_H
#define NHLEV_OBJLOOK_H

/* The same for a level, under its game's deal (game.h: its look). */
struct nhl_level;
const char *obj_descr(const struct nhl_level *lev, int otyp);
int obj_dir(const struct nhl_level *lev, int otyp);
int obj_color(const struct nhl_level *lev, int otyp);
int obj_material(const struct nhl_level *lev, int otyp);

/* An object of class oclass (0 any) that looks like descr under the
 * level's deal, picked by probability (C: objnam.c rnd_otyp_by_namedesc
 * with no extra odds, for a description no object is named by, as
 * shiny_obj's "shiny"): one rn2 when some have odds. STRANGE_OBJECT if
 * none. */
int rnd_otyp_by_descr(struct nhl_level *lev, const char *descr, int oclass);

#endif
