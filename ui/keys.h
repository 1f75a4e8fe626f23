/* keys.h - every user action of the viewer in one table: key, action, help
 * text and the context it works in (tig's request.h idea). The same table
 * drives key dispatch and the ? help screen, so they cannot drift apart. */
#ifndef NHLEV_UI_KEYS_H
#define NHLEV_UI_KEYS_H

#include <stddef.h>
#include <stdio.h>

/* Keys beyond ASCII, independent of curses (the back ends translate). */
enum {
    K_UP = 0x1001, K_DOWN, K_LEFT, K_RIGHT, K_HOME, K_END, K_PGUP, K_PGDN,
    K_ENTER, K_ESC, K_BACKSPACE, K_TAB, K_MOUSE, K_RESIZE, K_TIMEOUT,
    K_WHEEL_UP, K_WHEEL_DOWN,
    /* in the table only: any printable character (what a filter is typed
       with), never a key of its own */
    K_TEXT,
    /* in the table only: a character a seed is written with (0-9, and
       x a-f for hex), so the picker's own letters stay keys */
    K_SEEDTEXT
};
#define K_CTRL(c) ((c) & 0x1f)

/* Where a binding applies. */
enum key_context {
    KC_GLOBAL = 1, KC_MAP = 2, KC_PICKER = 4, KC_HELP = 8,
    KC_SEARCH = 16,     /* map view while a search is active */
    KC_FILTER = 32,     /* picker while a filter is typed: text is text */
    KC_SEED = 64,       /* picker, a level chosen: its seed is asked */
    KC_CELL = 128       /* map, the cell's whole panel open over it (;) */
};
#define KC_MOST KC_CELL /* the most specific context */

#define ACTIONS(_) \
    _(QUIT, "quit") \
    _(HELP, "show this help") \
    _(REDRAW, "redraw the screen") \
    _(BACK, "close help / go back") \
    _(HELP_DOWN, "scroll down a line (columns: next page)") \
    _(HELP_UP, "scroll up a line (columns: page before)") \
    _(HELP_PGDN, "scroll a page down") \
    _(HELP_PGUP, "scroll a page up") \
    _(LEFT, "move cursor left") \
    _(RIGHT, "move cursor right") \
    _(UP, "move cursor up") \
    _(DOWN, "move cursor down") \
    _(UPLEFT, "move cursor up-left") \
    _(UPRIGHT, "move cursor up-right") \
    _(DOWNLEFT, "move cursor down-left") \
    _(DOWNRIGHT, "move cursor down-right") \
    _(LEFT8, "move cursor 8 left") \
    _(RIGHT8, "move cursor 8 right") \
    _(UP8, "move cursor 8 up") \
    _(DOWN8, "move cursor 8 down") \
    _(MOUSE, "click: put the cursor there") \
    _(OV_OBJECTS, "toggle objects") \
    _(OV_MONSTERS, "toggle monsters") \
    _(OV_TRAPS, "toggle traps") \
    _(OV_LIT, "toggle lit overlay") \
    _(OV_NODIG, "toggle non-diggable overlay") \
    _(OV_NOPASS, "toggle non-passwall overlay") \
    _(OV_ROOMS, "toggle rooms by roomno") \
    _(OV_REGIONS, "toggle regions, lregions, exclusions") \
    _(OV_DOORS, "toggle doors by state") \
    _(OV_FLIP, "toggle flip extent") \
    _(HEAT, "heat map over many seeds: what to map[, seeds] (again: off)") \
    _(STEP_NEXT, "step forward") \
    _(STEP_PREV, "step back") \
    _(STEP_FIRST, "go to the first step (empty map)") \
    _(STEP_LAST, "go to the last step (final level)") \
    _(STEP_GOTO, "go to step N") \
    _(STEP_RUN, "run to the next step changing the cursor cell") \
    _(STEP_RUNBACK, "run back to the step that last changed the cursor cell") \
    _(SOURCE, "toggle the source panel") \
    _(DRAWS, "toggle the panel of the step's RNG draws") \
    _(PANEL_DOWN, "scroll the draws and source panels down a page") \
    _(PANEL_UP, "scroll the draws and source panels up a page") \
    _(CMP_TOGGLE, "compare: show the other map (narrow terminals)") \
    _(CMP_NEXT, "compare: next differing cell") \
    _(CMP_PREV, "compare: previous differing cell") \
    _(SEARCH, "search steps (name, args, file:line)") \
    _(SEARCH_NEXT, "next search match")\
    _(SEARCH_END, "end the search (n moves the cursor again)") \
    _(SEARCH_PREV, "previous search match") \
    _(RELOAD, "rebuild the level now") \
    _(SEED_NEXT, "next seed (reroll)") \
    _(SEED_PREV, "previous seed") \
    _(SEED_RANDOM, "a random seed") \
    _(SEED_TYPE, "type a seed") \
    _(PICKER, "open the level picker") \
    _(CELL_PANEL, "the cursor cell's whole panel over the map, at any size (again: close)") \
    _(CELL_CLOSE, "close the cell panel") \
    _(CELL_DOWN, "scroll the cell panel down") \
    _(CELL_UP, "scroll the cell panel up") \
    _(EXPORT, "export the map as shown (svg, png, html, wiki) to a file") \
    _(PK_UP, "previous entry") \
    _(PK_DOWN, "next entry") \
    _(PK_SELECT, "choose / go deeper") \
    _(PK_OUT, "clear the list's filter, else go back a column") \
    _(PK_FILTER, "filter the list: type part of a name") \
    _(PK_FILTER_TYPE, "narrow the list to names containing the text") \
    _(PK_FILTER_BACK, "delete the filter's last character") \
    _(PK_FILTER_CLEAR, "clear the filter (Esc again: back)") \
    _(PK_SEED_TYPE, "type another seed") \
    _(PK_SEED_BACK, "delete the seed's last character") \
    _(PK_SEED_BUILD, "build the chosen level with this seed") \
    _(PK_SEED_CANCEL, "back to the list, no level built (j/k: move in it)")

enum action {
    ACT_NONE = 0,
#define AENUM(n, h) ACT_##n,
    ACTIONS(AENUM)
#undef AENUM
    ACT_COUNT
};

struct keybinding {
    int key;
    enum action action;
    int context;        /* KC_* mask */
};

const char *action_help(enum action a);
const char *action_name(enum action a);
/* The action bound to key in a context (KC_GLOBAL bindings apply
 * everywhere; the most specific context wins). */
enum action key_action(int key, int context);
/* The whole table, for the help screen. */
const struct keybinding *key_table(size_t *n);
/* A key's printable name: "h", "<Down>", "^L". */
const char *key_label(int key, char *buf, size_t len);
/* Parse one key from a --keys string ("j", "<Down>", "<C-l>", "<lt>");
 * returns bytes consumed, 0 at the end, -1 on a bad <...> name. For
 * "<resize:WxH>" *key is K_RESIZE and *w, *h are set. */
int key_parse(const char *s, int *key, int *w, int *h);
/* the --keys syntax, for view --help: made from the same names key_parse
   reads, so the two cannot drift */
void key_spec_help(FILE *f);

#endif
