/* term_curses.c - the curses back end: ncursesw, line drawing as ACS, UTF-8
 * box drawing or ASCII (chosen from the terminal and locale unless forced),
 * NetHack's tty colours or a monochrome scheme (also when NO_COLOR is set),
 * resize, mouse, and the terminal restored on q, on errors and on
 * SIGINT/SIGTERM. */
#include <curses.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"

/* Set by SIGINT/SIGTERM; the loop ends and endwin() runs as on 'q'. */
static volatile sig_atomic_t got_signal;

static void on_signal(int sig)
{
    got_signal = sig;
}

/* The curses colour of each NetHack colour (tty's ti_colors idea): the bright
 * ones are the base colour in bold when the terminal has only eight. */
static const short base_color[CLR_MAX] = {
    COLOR_BLACK, COLOR_RED, COLOR_GREEN, COLOR_YELLOW, COLOR_BLUE, COLOR_MAGENTA,
    COLOR_CYAN, COLOR_WHITE, -1, COLOR_RED, COLOR_GREEN, COLOR_YELLOW,
    COLOR_BLUE, COLOR_MAGENTA, COLOR_CYAN, COLOR_WHITE,
};

struct cstate {
    bool color;
    bool bright16;    /* the terminal has 16 colours: use them for brights */
    enum charset cs;
};

static void init_colors(struct cstate *st, bool mono)
{
    const char *nc = getenv("NO_COLOR");

    /* no-color.org: set and not empty */
    st->color = !mono && !(nc && nc[0]) && has_colors();
    if (!st->color)
        return;
    start_color();
    use_default_colors();
    st->bright16 = COLORS >= 16;
    for (int c = 0; c < CLR_MAX; c++) {
        short fg = base_color[c];
        if (st->bright16 && c > NO_COLOR)
            fg = (short)(fg + 8);
        if (c == CLR_BLACK)
            fg = st->bright16 ? 8 : COLOR_BLUE; /* black on black is invisible */
        init_pair((short)(c + 1), fg, -1);
    }
}

static enum charset pick_charset(enum charset forced)
{
    if (forced != CS_AUTO)
        return forced;
    const char *cs = nl_langinfo(CODESET);
    if (cs && (strcmp(cs, "UTF-8") == 0 || strcmp(cs, "utf8") == 0))
        return CS_UNICODE;
    const char *term = getenv("TERM");
    if (term && strcmp(term, "dumb") != 0 && tigetstr("smacs") != NULL
        && tigetstr("smacs") != (char *)-1)
        return CS_DEC;
    return CS_ASCII;
}

static void paint(const struct app *a, const struct cstate *st)
{
    const struct screen *s = &a->scr;
    for (int y = 0; y < s->h; y++)
        for (int x = 0; x < s->w; x++) {
            const struct scell *c = &s->cells[y * s->w + x];
            attr_t at = A_NORMAL;
            if (c->attr & SA_BOLD) at |= A_BOLD;
            if (c->attr & SA_REVERSE) at |= A_REVERSE;
            if (c->attr & SA_UNDERLINE) at |= A_UNDERLINE;
            if (c->attr & SA_DIM) at |= A_DIM;
            short pair = 0;
            if (st->color && c->color < CLR_MAX && c->color != NO_COLOR) {
                pair = (short)(c->color + 1);
                if (!st->bright16 && c->color > NO_COLOR)
                    at |= A_BOLD;
            }
            attr_set(at, pair, NULL);
            if (c->dec && st->cs == CS_DEC)
                mvaddch(y, x, NCURSES_ACS(c->dec));
            else if (c->dec && st->cs == CS_UNICODE)
                mvaddstr(y, x, dec_to_utf8(c->dec));
            else if (st->cs == CS_ASCII && (unsigned char)c->ch[0] >= 0x80)
                mvaddch(y, x, '?');
            else
                mvaddstr(y, x, c->ch);
        }
    attr_set(A_NORMAL, 0, NULL);
    if (s->curx >= 0 && s->cury >= 0 && s->curx < s->w && s->cury < s->h) {
        curs_set(1);
        move(s->cury, s->curx);
    } else
        curs_set(0);
    refresh();
}

static int translate(int ch)
{
    switch (ch) {
    case KEY_UP: return K_UP;
    case KEY_DOWN: return K_DOWN;
    case KEY_LEFT: return K_LEFT;
    case KEY_RIGHT: return K_RIGHT;
    case KEY_HOME: return K_HOME;
    case KEY_END: return K_END;
    case KEY_PPAGE: return K_PGUP;
    case KEY_NPAGE: return K_PGDN;
    case KEY_ENTER: case '\n': case '\r': return K_ENTER;
    case 27: return K_ESC;
    case KEY_BACKSPACE: case 127: case 8: return K_BACKSPACE;
    case '\t': return K_TAB;
    case KEY_RESIZE: return K_RESIZE;
    case KEY_MOUSE: return K_MOUSE;
    default: return ch;
    }
}

/* app.h's busy: the screen as it stands, and the keys typed meanwhile
 * read at once (Esc: stop; a resize is followed; the rest wait for
 * nothing and are dropped). */
static bool curses_busy(struct app *a, void *ctx)
{
    const struct cstate *st = ctx;
    bool stop = got_signal != 0;
    int ch;

    timeout(0);
    while ((ch = getch()) != ERR) {
        if (ch == 27)
            stop = true;
        else if (ch == KEY_RESIZE)
            screen_resize(&a->scr, COLS, LINES);
    }
    timeout(300);
    app_draw(a);
    paint(a, st);
    return stop;
}

int term_curses_run(struct app *a, const struct term_opts *o)
{
    setlocale(LC_ALL, "");
    if (!getenv("ESCDELAY"))
        set_escdelay(25);
    /* newterm, not initscr: initscr exits the program itself (status 1)
       on a terminal it does not know */
    SCREEN *scr = newterm(NULL, stdout, stdin);

    if (!scr) {
        fprintf(stderr, "nhlev view: cannot start curses: unknown terminal type TERM=%s\n",
                getenv("TERM") ? getenv("TERM") : "");
        return 2;
    }
    set_term(scr);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    /* clicks place the cursor; the wheel (buttons 4 and 5) scrolls the
       panels */
    mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON4_PRESSED
#ifdef BUTTON5_PRESSED
              | BUTTON5_PRESSED
#endif
              , NULL);
    timeout(300); /* poll the script for live reload between keys */
    struct cstate st = { 0 };
    st.cs = pick_charset(o->cs);
    /* what the screen draws with is what an export writes (#24) */
    a->cs = st.cs;
    init_colors(&st, o->mono);
    /* no colour (--mono, NO_COLOR, a terminal without): the overlays
       and their legends take the monochrome looks */
    a->mono = !st.color;
    a->busy = curses_busy;
    a->busy_ctx = &st;
    int rc = 0;
    if (screen_resize(&a->scr, COLS, LINES) != 0)
        rc = 2;
    while (!rc && !a->quit && !got_signal) {
        app_draw(a);
        paint(a, &st);
        int ch = getch();
        if (ch == ERR) {
            app_poll_reload(a);
            continue;
        }
        int key = translate(ch);
        if (key == K_RESIZE) {
            if (screen_resize(&a->scr, COLS, LINES) != 0)
                rc = 1;
            continue;
        }
        if (key == K_MOUSE) {
            MEVENT ev;
            if (getmouse(&ev) != OK)
                continue;
            a->mouse_x = ev.x;
            a->mouse_y = ev.y;
            if (ev.bstate & BUTTON4_PRESSED)
                key = K_WHEEL_UP;
#ifdef BUTTON5_PRESSED
            else if (ev.bstate & BUTTON5_PRESSED)
                key = K_WHEEL_DOWN;
#endif
        }
        app_handle_key(a, key);
    }
    a->busy = NULL;
    a->busy_ctx = NULL;
    endwin();
    delscreen(scr);
    if (got_signal)
        rc = 128 + got_signal;
    return rc;
}
