/* prompt.c - the viewer's one-line prompts (go to step, search, seed,
 * export, heat map): what a key does to the text typed, what Enter
 * does with it, and the line that shows it or the last message. */
#include "prompt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "export.h"
#include "heatmap.h"

static void prompt_commit(struct app *a)
{
    enum prompt_kind k = a->prompt;
    a->prompt = PR_NONE;
    switch (k) {
    case PR_GOTO: {
        char *end;
        long n = strtol(a->input, &end, 10);
        if (end == a->input || *end)
            snprintf(a->msg, sizeof a->msg, "not a step number: %s", a->input);
        else
            stepper_goto(&a->vl, (int)n);
        break;
    }
    case PR_SEARCH:
        if (a->input[0]) {
            snprintf(a->search, sizeof a->search, "%s", a->input);
            a->searching = true;
        }
        a->search_on_map = mapview_search(a, a->search, 1, false);
        if (a->search_on_map)
            snprintf(a->msg, sizeof a->msg, "/%s: (%d,%d), %d of %d", a->search, a->cx, a->cy,
                     a->search_index, a->search_total);
        else
            search_run(a, 1, false);
        break;
    case PR_SEED: {
        uint64_t s;
        char why[160];

        if (cli_parse_seed(a->input, &s, why, sizeof why) != 0) {
            snprintf(a->msg, sizeof a->msg, "%s", why);
            a->prompt = PR_SEED;
            return;
        }
        char name[256];
        snprintf(name, sizeof name, "%s",
                 a->mode == VM_PICKER ? picker_chosen(a) : a->level_name);
        a->msg[0] = 0;
        a->base.reseed = true;  /* a seed typed: reseed before the level */
        a->base.stream_draws = 0; /* and drops a place in a game stream */
        app_load_level(a, name, s);
        a->mode = VM_MAP;
        break;
    }
    case PR_HEAT:
        heatmap_commit(a);
        break;
    case PR_EXPORT: {
        int f = export_format_from_name(a->input);

        if (f < 0) {
            snprintf(a->msg, sizeof a->msg, "'%s' is not svg, png, html or wiki", a->input);
            a->prompt = PR_EXPORT;
            return;
        }
        export_from_viewer(a, (enum export_format) f);
        break;
    }
    default:
        break;
    }
}

void prompt_key(struct app *a, int key)
{
    bool fresh = a->input_default;
    a->input_default = false;
    if (fresh && key >= 0x20 && key < 0x7f)
        a->input[0] = 0; /* typing replaces the default */
    size_t n = strlen(a->input);
    if (key != K_ENTER)
        a->msg[0] = '\0';   /* editing: the last complaint no longer applies */
    if (key == K_ENTER)
        prompt_commit(a);
    else if (key == K_ESC)
        a->prompt = PR_NONE;
    else if (key == K_BACKSPACE || key == 0x7f || key == 8) {
        if (n)
            a->input[n - 1] = 0;
    } else if (key >= 0x20 && key < 0x7f && n + 1 < sizeof a->input) {
        a->input[n] = (char)key;
        a->input[n + 1] = 0;
    }
}

void prompt_draw(struct app *a, int y)
{
    static const char *const label[] = { "", "go to step: ", "/", "seed: ",
                                         "export as svg, png, html or wiki: ",
                                         "heat map of (what[, seeds]): " };
    if (a->prompt != PR_NONE) {
        char text[sizeof a->input + 16];
        int len = snprintf(text, sizeof text, "%s%s", label[a->prompt], a->input);
        /* a narrow terminal shows the end of what is typed, where the
           cursor is */
        int skip = len >= a->scr.w ? len - a->scr.w + 1 : 0;
        int n = screen_text(&a->scr, 0, y, a->scr.w, CLR_WHITE, SA_BOLD, text + skip);
        /* a prompt reopened on bad input says what was wrong beside it */
        if (a->msg[0] && n + 3 < a->scr.w)
            screen_printf(&a->scr, n + 2, y, a->scr.w - n - 2, CLR_YELLOW, 0, "(%s)", a->msg);
        a->scr.curx = n;
        a->scr.cury = y;
    } else if (a->msg[0])
        screen_text(&a->scr, 0, y, a->scr.w, CLR_YELLOW, 0, a->msg);
}

