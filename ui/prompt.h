/* prompt.h - the viewer's one-line prompts (a->prompt, a->input). */
#ifndef NHLEV_UI_PROMPT_H
#define NHLEV_UI_PROMPT_H

#include "app.h"

/* A key while a prompt is open: typed, deleted, Enter acts on the text
 * (a bad one reopens the prompt with why beside it), Esc closes it. */
void prompt_key(struct app *a, int key);
/* Row y: the open prompt with the cursor at its end, else the message. */
void prompt_draw(struct app *a, int y);

#endif
