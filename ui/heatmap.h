/* heatmap.h - the viewer's heat-map overlay (key M): where one thing lies
 * over many seeds of the level on show. */
#ifndef NHLEV_UI_HEATMAP_H
#define NHLEV_UI_HEATMAP_H

#include <stdbool.h>
#include <stddef.h>

#include "app.h"

/* ACT_HEAT: the prompt "what[, seeds]", or the overlay off; false for
 * any other action */
bool heatmap_action(struct app *a, enum action act);
/* The prompt's Enter: build the level for the seeds and show the map, or
 * reopen the prompt with why beside it. */
void heatmap_commit(struct app *a);
/* The shade digit and colour of cell (x,y) when the overlay shows it */
bool heatmap_cell(const struct app *a, int x, int y, char *ch, int *color);
/* The panel's line for cell (x,y), when the overlay is on */
bool heatmap_panel_text(const struct app *a, int x, int y, char *buf, size_t len);

#endif
