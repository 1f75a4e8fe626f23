/* helpscreen.h - the viewer's ? screen, made from the key table. */
#ifndef NHLEV_UI_HELPSCREEN_H
#define NHLEV_UI_HELPSCREEN_H

#include "app.h"

/* The help on a's screen, from a->help_top: a line on a screen of one
 * column, a page of columns on a wider one. */
void help_draw(struct app *a);
/* ACT_HELP_DOWN/UP/PGDN/PGUP: a line or a page, as the screen shows it */
void help_scroll(struct app *a, enum action act);

#endif
