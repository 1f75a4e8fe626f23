/* search.c - / searches the map first (a symbol, or an object, monster or
 * trap name: the cursor moves there); when no cell matches, the steps whose
 * call, arguments or file:line contain the text. n / N repeat. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "app.h"

static bool contains(const char *hay, const char *needle)
{
    if (!hay)
        return false;
    size_t n = strlen(needle);
    for (; *hay; hay++)
        if (strncasecmp(hay, needle, n) == 0)
            return true;
    return false;
}

static bool step_matches(const struct step *s, const char *q)
{
    char where[96];
    snprintf(where, sizeof where, "%s:%d", s->file, s->line);
    return contains(s->name, q) || contains(s->args, q) || contains(where, q);
}

/* Move to the next (dir 1) or previous (-1) step matching the search; the
 * current step counts when include_current (a fresh search). */
void search_run(struct app *a, int dir, bool include_current)
{
    struct vlevel *vl = &a->vl;
    if (!a->search[0])
        return;
    if (a->search_on_map) {
        if (!mapview_search(a, a->search, dir, false))
            snprintf(a->msg, sizeof a->msg, "/%s: not on the map", a->search);
        else
            snprintf(a->msg, sizeof a->msg, "/%s: (%d,%d)", a->search, a->cx, a->cy);
        return;
    }
    if (!vl->steps) {
        snprintf(a->msg, sizeof a->msg, "no steps to search");
        return;
    }
    int cur = vl->pos - 1; /* index of the current step */
    int i = include_current ? cur : cur + dir;
    if (i < 0 && dir > 0)
        i = 0;
    for (; i >= 0 && i < vl->nsteps; i += dir)
        if (step_matches(&vl->steps->v[i], a->search)) {
            stepper_goto(vl, i + 1);
            snprintf(a->msg, sizeof a->msg, "/%s: step %d", a->search, i + 1);
            return;
        }
    snprintf(a->msg, sizeof a->msg, "/%s: no %s match", a->search,
             dir > 0 ? "later" : "earlier");
}

bool search_action(struct app *a, enum action act)
{
    switch (act) {
    case ACT_SEARCH:
        a->prompt = PR_SEARCH;
        a->input[0] = 0;
        a->input_default = false;
        return true;
    case ACT_SEARCH_NEXT:
        search_run(a, 1, false);
        return true;
    case ACT_SEARCH_PREV:
        search_run(a, -1, false);
        return true;
    case ACT_SEARCH_END:
        a->searching = false;
        a->msg[0] = 0;
        return true;
    default:
        return false;
    }
}
