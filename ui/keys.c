/* keys.c - the viewer's one key table (see keys.h). */
#include "keys.h"
#include "screen.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const struct { const char *name, *help; } action_info[ACT_COUNT] = {
    [ACT_NONE] = { "NONE", "" },
#define AINFO(n, h) [ACT_##n] = { #n, h },
    ACTIONS(AINFO)
#undef AINFO
};

/* Order matters: the help screen lists bindings in this order. */
static const struct keybinding bindings[] = {
    { '?', ACT_HELP, KC_GLOBAL },
    { 'q', ACT_QUIT, KC_GLOBAL },
    { K_CTRL('l'), ACT_REDRAW, KC_GLOBAL },
    { K_ESC, ACT_BACK, KC_HELP },
    { 'q', ACT_BACK, KC_HELP },
    { '?', ACT_BACK, KC_HELP },
    { 'j', ACT_HELP_DOWN, KC_HELP }, { K_DOWN, ACT_HELP_DOWN, KC_HELP },
    { 'k', ACT_HELP_UP, KC_HELP }, { K_UP, ACT_HELP_UP, KC_HELP },
    { ' ', ACT_HELP_PGDN, KC_HELP }, { K_PGDN, ACT_HELP_PGDN, KC_HELP },
    { 'b', ACT_HELP_PGUP, KC_HELP }, { K_PGUP, ACT_HELP_PGUP, KC_HELP },
    { 'h', ACT_LEFT, KC_MAP }, { K_LEFT, ACT_LEFT, KC_MAP },
    { 'l', ACT_RIGHT, KC_MAP }, { K_RIGHT, ACT_RIGHT, KC_MAP },
    { 'k', ACT_UP, KC_MAP }, { K_UP, ACT_UP, KC_MAP },
    { 'j', ACT_DOWN, KC_MAP }, { K_DOWN, ACT_DOWN, KC_MAP },
    { 'y', ACT_UPLEFT, KC_MAP }, { 'u', ACT_UPRIGHT, KC_MAP },
    { 'b', ACT_DOWNLEFT, KC_MAP }, { 'n', ACT_DOWNRIGHT, KC_MAP },
    { 'H', ACT_LEFT8, KC_MAP }, { 'L', ACT_RIGHT8, KC_MAP },
    { 'K', ACT_UP8, KC_MAP }, { 'J', ACT_DOWN8, KC_MAP },
    { K_MOUSE, ACT_MOUSE, KC_MAP },
    { 'o', ACT_OV_OBJECTS, KC_MAP },
    { 'm', ACT_OV_MONSTERS, KC_MAP },
    { 't', ACT_OV_TRAPS, KC_MAP },
    { 'i', ACT_OV_LIT, KC_MAP },
    { 'D', ACT_OV_NODIG, KC_MAP },
    { 'W', ACT_OV_NOPASS, KC_MAP },
    { 'r', ACT_OV_ROOMS, KC_MAP },
    { 'g', ACT_OV_REGIONS, KC_MAP },
    { 'd', ACT_OV_DOORS, KC_MAP },
    { 'f', ACT_OV_FLIP, KC_MAP },
    { 'M', ACT_HEAT, KC_MAP },
    { '.', ACT_STEP_NEXT, KC_MAP }, { K_PGDN, ACT_STEP_NEXT, KC_MAP },
    { ',', ACT_STEP_PREV, KC_MAP }, { K_PGUP, ACT_STEP_PREV, KC_MAP },
    { '<', ACT_STEP_FIRST, KC_MAP }, { K_HOME, ACT_STEP_FIRST, KC_MAP },
    { '>', ACT_STEP_LAST, KC_MAP }, { K_END, ACT_STEP_LAST, KC_MAP },
    { ':', ACT_STEP_GOTO, KC_MAP },
    { 'x', ACT_STEP_RUN, KC_MAP },
    { 'X', ACT_STEP_RUNBACK, KC_MAP },
    { 's', ACT_SOURCE, KC_MAP },
    { 'v', ACT_DRAWS, KC_MAP },
    { '}', ACT_PANEL_DOWN, KC_MAP }, { K_WHEEL_DOWN, ACT_PANEL_DOWN, KC_MAP },
    { '{', ACT_PANEL_UP, KC_MAP }, { K_WHEEL_UP, ACT_PANEL_UP, KC_MAP },
    { 'c', ACT_CMP_TOGGLE, KC_MAP },
    { ']', ACT_CMP_NEXT, KC_MAP },
    { '[', ACT_CMP_PREV, KC_MAP },
    { '/', ACT_SEARCH, KC_MAP },
    { 'n', ACT_SEARCH_NEXT, KC_SEARCH },
    { 'N', ACT_SEARCH_PREV, KC_MAP },
    { K_ESC, ACT_SEARCH_END, KC_SEARCH },
    { K_TAB, ACT_SEARCH_NEXT, KC_MAP },
    { 'R', ACT_RELOAD, KC_MAP },
    { '+', ACT_SEED_NEXT, KC_MAP }, { '-', ACT_SEED_PREV, KC_MAP },
    { '*', ACT_SEED_RANDOM, KC_MAP }, { '#', ACT_SEED_TYPE, KC_MAP },
    { ';', ACT_CELL_PANEL, KC_MAP },
    { K_ESC, ACT_CELL_CLOSE, KC_CELL },
    { '}', ACT_CELL_DOWN, KC_CELL }, { K_WHEEL_DOWN, ACT_CELL_DOWN, KC_CELL },
    { '{', ACT_CELL_UP, KC_CELL }, { K_WHEEL_UP, ACT_CELL_UP, KC_CELL },
    { 'p', ACT_PICKER, KC_MAP },
    { 'e', ACT_EXPORT, KC_MAP },
    { 'k', ACT_PK_UP, KC_PICKER }, { K_UP, ACT_PK_UP, KC_PICKER },
    { 'j', ACT_PK_DOWN, KC_PICKER }, { K_DOWN, ACT_PK_DOWN, KC_PICKER },
    { K_ENTER, ACT_PK_SELECT, KC_PICKER }, { 'l', ACT_PK_SELECT, KC_PICKER },
    { K_RIGHT, ACT_PK_SELECT, KC_PICKER },
    { 'h', ACT_PK_OUT, KC_PICKER }, { K_LEFT, ACT_PK_OUT, KC_PICKER },
    { K_BACKSPACE, ACT_PK_OUT, KC_PICKER }, { K_ESC, ACT_PK_OUT, KC_PICKER },
    /* filtering starts with / as the map's search does: the picker's own
       letters (h j k l q ?) stay keys, and while the filter is typed
       every printable key is text, so "soko" and "quest" can be typed */
    { '/', ACT_PK_FILTER, KC_PICKER },
    { K_TEXT, ACT_PK_FILTER_TYPE, KC_FILTER },
    { K_BACKSPACE, ACT_PK_FILTER_BACK, KC_FILTER },
    { K_ESC, ACT_PK_FILTER_CLEAR, KC_FILTER },
    /* a level chosen, its seed is asked beside it: digits are the seed,
       Enter builds, and the picker's keys still move in the list */
    { K_ENTER, ACT_PK_SEED_BUILD, KC_SEED },
    { K_SEEDTEXT, ACT_PK_SEED_TYPE, KC_SEED },
    { K_BACKSPACE, ACT_PK_SEED_BACK, KC_SEED },
    { K_ESC, ACT_PK_SEED_CANCEL, KC_SEED }, { 'h', ACT_PK_SEED_CANCEL, KC_SEED },
    { K_LEFT, ACT_PK_SEED_CANCEL, KC_SEED },
};

const char *action_help(enum action a)
{
    return (a > ACT_NONE && a < ACT_COUNT) ? action_info[a].help : "";
}

const char *action_name(enum action a)
{
    return (a >= ACT_NONE && a < ACT_COUNT) ? action_info[a].name : "?";
}

/* 0-9, and x and a-f for a hex seed (what cli_parse_seed reads) */
static bool key_is_seed_char(int key)
{
    return (key >= '0' && key <= '9') || key == 'x' || key == 'X'
           || (key >= 'a' && key <= 'f') || (key >= 'A' && key <= 'F');
}

enum action key_action(int key, int context)
{
    size_t n = sizeof bindings / sizeof bindings[0];
    context |= KC_GLOBAL;
    /* The most specific context wins: a search's 'n' over the map's 'n',
     * help's 'q' over the global 'q'. */
    for (int bit = KC_MOST; bit >= KC_GLOBAL; bit >>= 1) {
        if (!(context & bit))
            continue;
        for (size_t i = 0; i < n; i++)
            if ((bindings[i].key == key
                 || (bindings[i].key == K_TEXT && key >= 0x20 && key < 0x7f)
                 || (bindings[i].key == K_SEEDTEXT && key_is_seed_char(key)))
                && (bindings[i].context & bit))
                return bindings[i].action;
    }
    return ACT_NONE;
}

const struct keybinding *key_table(size_t *n)
{
    *n = sizeof bindings / sizeof bindings[0];
    return bindings;
}

static const struct { int key; const char *name; } key_names[] = {
    { K_UP, "Up" }, { K_DOWN, "Down" }, { K_LEFT, "Left" }, { K_RIGHT, "Right" },
    { K_HOME, "Home" }, { K_END, "End" }, { K_PGUP, "PgUp" }, { K_PGDN, "PgDn" },
    { K_ENTER, "Enter" }, { K_ESC, "Esc" }, { K_BACKSPACE, "BS" },
    { K_TAB, "Tab" }, { K_MOUSE, "Mouse" }, { K_RESIZE, "Resize" },
    { K_WHEEL_UP, "WheelUp" }, { K_WHEEL_DOWN, "WheelDown" },
    { '<', "lt" }, { '>', "gt" }, { ' ', "Space" },
};

const char *key_label(int key, char *buf, size_t len)
{
    for (size_t i = 0; i < sizeof key_names / sizeof key_names[0]; i++)
        if (key_names[i].key == key && key != '<' && key != '>' && key != ' ') {
            snprintf(buf, len, "<%s>", key_names[i].name);
            return buf;
        }
    if (key == K_TEXT)
        snprintf(buf, len, "<text>");
    else if (key == K_SEEDTEXT)
        snprintf(buf, len, "<digits>");
    else if (key == ' ')
        snprintf(buf, len, "<Space>");
    else if (key > 0 && key < 0x20)
        snprintf(buf, len, "^%c", key + '@');
    else if (key < 0x7f)
        snprintf(buf, len, "%c", key);
    else
        snprintf(buf, len, "<%d>", key);
    return buf;
}

int key_parse(const char *s, int *key, int *w, int *h)
{
    if (!*s)
        return 0;
    if (*s == '\n' || *s == '\r') {
        *key = K_ENTER;
        return 1;
    }
    if (*s != '<' || !strchr(s, '>') || s[1] == '>' || s[1] == 0) {
        *key = (unsigned char)*s;
        return 1;
    }
    const char *end = strchr(s, '>');
    size_t n = (size_t)(end - s - 1);
    char name[32];
    if (n >= sizeof name)
        return -1;
    memcpy(name, s + 1, n);
    name[n] = 0;
    if (strncmp(name, "resize:", 7) == 0) {
        if (sscanf(name + 7, "%dx%d", w, h) != 2 || *w < 1 || *h < 1)
            return -1;
        *key = K_RESIZE;
        return (int)(n + 2);
    }
    if ((name[0] == 'C' || name[0] == 'c') && name[1] == '-' && name[2] && !name[3]) {
        *key = K_CTRL(tolower((unsigned char)name[2]));
        return (int)(n + 2);
    }
    if (strncmp(name, "click:", 6) == 0) {
        if (sscanf(name + 6, "%d,%d", w, h) != 2)
            return -1;
        /* off-screen clicks stay off-screen, without overflowing later
           arithmetic on them */
        *w = *w < -1 ? -1 : *w > SCREEN_MAX ? SCREEN_MAX : *w;
        *h = *h < -1 ? -1 : *h > SCREEN_MAX ? SCREEN_MAX : *h;
        *key = K_MOUSE;
        return (int)(n + 2);
    }
    for (size_t i = 0; i < sizeof key_names / sizeof key_names[0]; i++)
        if (strcasecmp(key_names[i].name, name) == 0) {
            *key = key_names[i].key;
            return (int)(n + 2);
        }
    return -1;
}

void key_spec_help(FILE *f)
{
    size_t col = 0;

    fputs("--keys KEYS: what a user types, one character a key, and keys by name in\n"
          "angle brackets:", f);
    col = 15;
    for (size_t i = 0; i < sizeof key_names / sizeof key_names[0]; i++) {
        /* the mouse and resize take arguments: said below */
        if (key_names[i].key == K_MOUSE || key_names[i].key == K_RESIZE)
            continue;
        size_t n = strlen(key_names[i].name) + 3;
        if (col + n > 78) {
            fputs("\n", f);
            col = 0;
        }
        fprintf(f, " <%s>", key_names[i].name);
        col += n;
    }
    fputs("\n(<lt> and <gt> are < and >; a newline is <Enter>), <C-x> for Ctrl-x,\n"
          "<resize:WxH> to resize the screen, <click:X,Y> to click a cell.\n"
          "E.g. --keys 'j<Enter>ss<Esc>q'.\n", f);
}
