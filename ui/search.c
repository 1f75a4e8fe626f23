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

static bool step_matches(const struct nhl_step *s, const char *q)
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
            snprintf(a->msg, sizeof a->msg, "/%s: (%d,%d), %d of %d", a->search, a->cx,
                     a->cy, a->search_index, a->search_total);
        return;
    }
    if (!vl->steps) {
        snprintf(a->msg, sizeof a->msg, "no steps to search");
        return;
    }
    int n = vl->nsteps, total = 0, found = -1;
    /* a fresh search starts at the first step (the map shows the last);
       n and N go on from the current one, wrapping around */
    int from = include_current ? 0 : vl->pos - 1 + dir;

    for (int k = 0; k < n; k++)
        total += step_matches(&vl->steps->v[k], a->search);
    for (int k = 0; k < n && total && found < 0; k++) {
        int i = (((from + dir * k) % n) + n) % n;

        if (step_matches(&vl->steps->v[i], a->search))
            found = i;
    }
    if (found < 0) {
        snprintf(a->msg, sizeof a->msg, "/%s: no step matches", a->search);
        return;
    }
    int index = 0;
    for (int k = 0; k <= found; k++)
        index += step_matches(&vl->steps->v[k], a->search);
    stepper_goto(vl, found + 1);
    snprintf(a->msg, sizeof a->msg, "/%s: step %d, %d of %d", a->search, found + 1, index,
             total);
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
