/* helpscreen.c - the ? screen, made from the key table (keys.c): one entry
 * per action and context, its keys joined, under its context's title.
 *
 * An entry is never split: its wrapped lines stay together, and a
 * context's title stays with its first entry, so no continuation line
 * stands at a column's top looking like a heading. A screen of one column
 * scrolls by lines; a screen of several shows whole pages of columns, so
 * no entry shows on two pages. */
#include "helpscreen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct hline {
    char text[200];
    bool title;
    bool glued;     /* stays in the column of the line before it */
};

static const struct { int ctx; const char *title; } groups[] = {
    { KC_GLOBAL, "everywhere" }, { KC_MAP, "map" }, { KC_SEARCH, "after a search" },
    { KC_CELL, "the cell panel open (;)" },
    { KC_PICKER, "picker" }, { KC_FILTER, "picker, typing a filter" },
    { KC_SEED, "picker, a level chosen (its seed asked)" },
    { KC_HELP, "help" },
};

/* The keys of the entry of table row i ("h <Left>"); false when an
 * earlier row already made that entry. */
static bool entry_keys(const struct keybinding *t, size_t n, size_t i, char *keys,
                       size_t len)
{
    char kb[16];

    for (size_t j = 0; j < i; j++)
        if (t[j].action == t[i].action && t[j].context == t[i].context)
            return false;
    keys[0] = 0;
    for (size_t j = i; j < n; j++)
        if (t[j].action == t[i].action && t[j].context == t[i].context) {
            size_t l = strlen(keys);
            snprintf(keys + l, len - l, "%s%s", l ? " " : "",
                     key_label(t[j].key, kb, sizeof kb));
        }
    return true;
}

/* Appends text as lines of at most width: the first after the keys, the
 * rest indented under the description, cut at spaces. */
static void add_wrapped(struct hline *out, int *k, int max, const char *keys, int keyw,
                        const char *desc, int width)
{
    int indent = 2 + keyw + 1, room = width - indent;
    const char *t = desc;
    int len = (int) strlen(t);
    bool first = true;

    if (room < 12)
        room = 12;
    do {
        int take = len;

        if (len > room) {
            take = room;
            while (take > room / 2 && t[take] != ' ')
                take--;
            if (t[take] != ' ')
                take = room;
        }
        if (*k < max) {
            if (first)
                snprintf(out[*k].text, sizeof out[*k].text, "  %-*s %.*s", keyw, keys, take, t);
            else
                snprintf(out[*k].text, sizeof out[*k].text, "%*s%.*s", indent, "", take, t);
            out[*k].title = false;
            out[*k].glued = !first;
        }
        (*k)++;
        t += take;
        len -= take;
        while (*t == ' ') {
            t++;
            len--;
        }
        first = false;
    } while (len > 0);
}

/* The help's lines for columns width wide; the count (out NULL: count). */
static int help_lines(struct hline *out, int max, int width)
{
    size_t n;
    const struct keybinding *t = key_table(&n);
    int keyw = 0, k = 0;
    char keys[96];

    for (size_t i = 0; i < n; i++)
        if (entry_keys(t, n, i, keys, sizeof keys) && (int) strlen(keys) > keyw)
            keyw = (int) strlen(keys);
    for (size_t g = 0; g < sizeof groups / sizeof groups[0]; g++) {
        if (out && k < max) {
            snprintf(out[k].text, sizeof out[k].text, "%s", groups[g].title);
            out[k].title = true;
            out[k].glued = false;
        }
        k++;
        bool firstentry = true;

        for (size_t i = 0; i < n; i++) {
            if (t[i].context != groups[g].ctx || !entry_keys(t, n, i, keys, sizeof keys))
                continue;
            int at = k;

            add_wrapped(out, &k, out ? max : 0, keys, keyw, action_help(t[i].action), width);
            /* a title is never the last line of a column */
            if (firstentry && out && at < max)
                out[at].glued = true;
            firstentry = false;
        }
    }
    return k;
}

struct help_layout {
    struct hline *lines;
    int nlines;
    int *slot;      /* [ncols * rows]: the line shown there, -1 none */
    int ncols;      /* columns of text in all */
    int rows;       /* rows a column holds */
    int shown;      /* columns on screen at once */
    int colw;
};

static void layout_free(struct help_layout *l)
{
    free(l->lines);
    free(l->slot);
}

/* Lays the help out for a w x h screen: one column scrolled by lines, or
 * several side by side, an entry never cut between columns. */
static int layout(struct help_layout *l, int w, int h)
{
    memset(l, 0, sizeof *l);
    l->rows = h - 2 > 1 ? h - 2 : 1;
    l->shown = w >= 120 ? w / 60 : 1;
    l->colw = w / l->shown;
    l->nlines = help_lines(NULL, 0, l->colw - 1);
    l->lines = calloc((size_t) l->nlines, sizeof *l->lines);
    /* at most one column per line, each of rows slots */
    l->slot = malloc(sizeof *l->slot * (size_t) l->nlines * (size_t) l->rows);
    if (!l->lines || !l->slot) {
        layout_free(l);
        return -1;
    }
    help_lines(l->lines, l->nlines, l->colw - 1);
    for (int i = 0; i < l->nlines * l->rows; i++)
        l->slot[i] = -1;
    int col = 0, row = 0;

    for (int i = 0; i < l->nlines;) {
        int end = i + 1;    /* the block: a line and those glued to it */

        while (end < l->nlines && l->lines[end].glued)
            end++;
        /* a block too tall for what is left of a column starts the next
           (one taller than a whole column is cut: no screen that small
           shows columns side by side) */
        if (l->shown > 1 && row > 0 && row + (end - i) > l->rows) {
            col++;
            row = 0;
        }
        for (; i < end; i++) {
            if (l->shown == 1) {
                l->slot[i] = i;
                continue;
            }
            if (row == l->rows) {
                col++;
                row = 0;
            }
            l->slot[col * l->rows + row] = i;
            row++;
        }
    }
    if (l->shown == 1) {
        l->ncols = 1;
        return 0;
    }
    l->ncols = col + 1;
    return 0;
}

/* Pages (several columns) or lines (one) the help can move down by. */
static int help_max_top(const struct help_layout *l)
{
    if (l->shown > 1)
        return (l->ncols - 1) / l->shown;
    return l->nlines > l->rows ? l->nlines - l->rows : 0;
}

void help_scroll(struct app *a, enum action act)
{
    struct help_layout l;

    if (layout(&l, a->scr.w, a->scr.h) != 0)
        return;
    bool paged = l.shown > 1;
    int page = paged ? 1 : l.rows - 1;

    switch (act) {
    case ACT_HELP_DOWN: a->help_top += 1; break;
    case ACT_HELP_UP: a->help_top -= 1; break;
    case ACT_HELP_PGDN: a->help_top += page; break;
    case ACT_HELP_PGUP: a->help_top -= page; break;
    default: break;
    }
    int max = help_max_top(&l);

    if (a->help_top > max)
        a->help_top = max;
    if (a->help_top < 0)
        a->help_top = 0;
    layout_free(&l);
}

void help_draw(struct app *a)
{
    struct screen *s = &a->scr;
    struct help_layout l;

    if (layout(&l, s->w, s->h) != 0)
        return;
    int max = help_max_top(&l);

    if (a->help_top > max)
        a->help_top = max;
    if (a->help_top < 0)
        a->help_top = 0;
    char head[160];

    if (l.shown > 1 && max > 0)
        snprintf(head, sizeof head,
                 " nhlev view: keys, page %d of %d (j/Space next page, k/b back; q, ? or Esc close)",
                 a->help_top + 1, max + 1);
    else
        snprintf(head, sizeof head, " nhlev view: keys (j/k scroll; q, ? or Esc close)");
    screen_printf(s, 0, 0, s->w, CLR_WHITE, SA_REVERSE, "%-*s", s->w, head);
    if (l.shown == 1 && max > 0)
        screen_printf(s, s->w - 12 > 0 ? s->w - 12 : 0, 0, 12, CLR_WHITE, SA_REVERSE, "%3d%% ",
                      100 * a->help_top / max);
    for (int c = 0; c < l.shown; c++) {
        int col = l.shown > 1 ? a->help_top * l.shown + c : 0;

        if (col >= l.ncols)
            break;
        for (int r = 0; r < l.rows; r++) {
            int i = l.shown > 1 ? l.slot[col * l.rows + r] : a->help_top + r;

            if (i < 0 || i >= l.nlines)
                continue;
            screen_text(s, c * l.colw, 2 + r, l.colw - 1,
                        l.lines[i].title ? CLR_YELLOW : NO_COLOR,
                        l.lines[i].title ? SA_BOLD : 0, l.lines[i].text);
        }
    }
    layout_free(&l);
}
