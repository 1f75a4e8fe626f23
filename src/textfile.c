/* textfile.c - makedefs' compiled text files, rebuilt in memory from a
 * dat/ directory's .txt files (C: util/makedefs.c do_rnd_access_file,
 * do_rumors, padline, grep0), with texts of our own when there is none.
 *
 * xcrypt, which makedefs applies to every line, keeps each byte in place,
 * so the plain text has C's offsets. */
#include "textfile.h"
#include "datfs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* the entry makedefs writes first in each random-access file, so that no
 * compiled file is ever empty; part of the layout C draws over */
#define DEFAULT_EPITAPH "No matter where I went, here I am."
#define DEFAULT_ENGRAVING "No matter where you go, there you are."
#define DEFAULT_BOGUSMON "grue"

/* ---- growing the compiled bytes --------------------------------------- */

struct sbuf {
    char *p;
    size_t len, cap;
};

static int sbuf_put(struct sbuf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;

        while (b->len + n + 1 > cap)
            cap *= 2;
        char *np = realloc(b->p, cap);

        if (!np)
            return -1;
        b->p = np;
        b->cap = cap;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = '\0';
    return 0;
}

/* One entry as makedefs writes it (C: padline): n bytes of text without
 * the newline; a line shorter than padlength, newline counted, gets '_'
 * up to padlength - 1 characters, then the newline. */
static int put_padded(struct sbuf *b, const char *s, size_t n,
                      unsigned padlength)
{
    if (sbuf_put(b, s, n) != 0)
        return -1;
    for (size_t len = n + 1; len < padlength; len++)
        if (sbuf_put(b, "_", 1) != 0)
            return -1;
    return sbuf_put(b, "\n", 1);
}

void textfile_clear(struct textfile *f)
{
    free(f->data);
    memset(f, 0, sizeof *f);
}

static void textfile_take(struct textfile *f, struct sbuf *b,
                          unsigned padlength, int nlines)
{
    textfile_clear(f);
    f->data = b->p;
    f->size = (long) b->len;
    f->padlength = padlength;
    f->nlines = nlines;
}

/* the next line of text[0..len) from *at, without its newline; a last
 * line without one still counts (C: fgetline adds it). false at the end */
static bool next_line(const char *text, size_t len, size_t *at,
                      const char **line, size_t *n)
{
    if (*at >= len)
        return false;
    const char *s = text + *at;
    const char *nl = memchr(s, '\n', len - *at);
    size_t l = nl ? (size_t) (nl - s) : len - *at;

    *line = s;
    *n = l;
    *at += l + (nl ? 1 : 0);
    return true;
}

/* ---- makedefs' conditional lines (C: grep0, do_grep_control) ----------- */

/* The build options the truth game's makedefs knew (a Linux tty build);
 * an identifier it does not know counts as defined, as makedefs lets it
 * through after complaining. */
static const struct {
    const char *id;
    bool defined;
} build_options[] = {
    { "MAIL", true },        { "UNIX", true },        { "TTY_GRAPHICS", true },
    { "SHELL", true },       { "SUSPEND", true },     { "POSIX_JOB_CONTROL", true },
    { "COMPRESS", true },    { "DLB", true },         { "INSURANCE", true },
    { "AMIGA", false },      { "MSDOS", false },      { "OS2", false },
    { "TOS", false },        { "MAC", false },        { "MFLOPPY", false },
    { "QT_GRAPHICS", false }, { "X11_GRAPHICS", false },
    { "MSWIN_GRAPHICS", false }, { "GEM_GRAPHICS", false },
};

static bool option_defined(const char *id, size_t n)
{
    while (n && (*id == ' ' || *id == '\t'))
        id++, n--;
    while (n && (id[n - 1] == ' ' || id[n - 1] == '\t' || id[n - 1] == '\r'))
        n--;
    for (size_t i = 0; i < sizeof build_options / sizeof build_options[0];
         i++)
        if (strlen(build_options[i].id) == n
            && !strncmp(build_options[i].id, id, n))
            return build_options[i].defined;
    return true;
}

#define COND_DEPTH 100
struct cond_state {
    bool writing;
    int sp;
    struct {
        bool outer;   /* writing before this conditional */
        bool other;   /* what ^: switches to */
    } stack[COND_DEPTH];
};

/* A line starting with '^' steers the copying; returns the text to keep
 * (the line itself for "^ ...", the rest for "^^"), or NULL. */
static const char *cond_line(struct cond_state *st, const char *s, size_t n,
                             size_t *keep)
{
    char c = n > 1 ? s[1] : '\0';

    if (c == ' ' || c == '\t') {
        *keep = n;
        return s;
    }
    switch (c) {
    case '^':
        *keep = n - 1;
        return s + 1;
    case '.':
        if (st->sp > 0)
            st->writing = st->stack[st->sp--].outer;
        break;
    case '!':
    case '?':
        if (st->sp >= COND_DEPTH - 2)
            break;
        st->sp++;
        if (st->writing) {
            bool yes = option_defined(s + 2, n - 2);

            if (c == '!')
                yes = !yes;
            st->stack[st->sp].outer = true;
            st->stack[st->sp].other = !yes;
            st->writing = yes;
        } else {
            st->stack[st->sp].outer = false;
            st->stack[st->sp].other = false;
        }
        break;
    case ':':
        if (st->sp > 0) {
            st->writing = st->stack[st->sp].other;
        }
        break;
    default: /* "^#" comments and what makedefs rejects */
        break;
    }
    return NULL;
}

int textfile_compile_rnd(struct textfile *f, const char *text, size_t len,
                         const char *default_entry, unsigned padlength)
{
    struct sbuf b = { 0 };
    struct cond_state st = { .writing = true, .sp = 0 };
    const char *line;
    size_t n, at = 0;
    int nlines = 1;

    if (put_padded(&b, default_entry, strlen(default_entry), padlength) != 0)
        goto oom;
    while (next_line(text, len, &at, &line, &n)) {
        if (n > 0 && line[0] == '^') {
            size_t keep = 0;
            const char *k = cond_line(&st, line, n, &keep);

            if (!k)
                continue;
            line = k;
            n = keep;
        }
        if (!st.writing || n == 0 || line[0] == '#')
            continue;
        if (put_padded(&b, line, n, padlength) != 0)
            goto oom;
        nlines++;
    }
    textfile_take(f, &b, padlength, nlines);
    return 0;
oom:
    free(b.p);
    return -1;
}

int textfile_compile_rumors(struct textfile *f, const char *text,
                            size_t len, unsigned padlength)
{
    struct sbuf b = { 0 };
    const char *line;
    size_t n, at = 0;
    int nlines = 0;

    while (next_line(text, len, &at, &line, &n)) {
        size_t start = b.len;

        if (put_padded(&b, line, n, padlength) != 0) {
            free(b.p);
            return -1;
        }
        /* makedefs shows control and non-ASCII bytes (tabs too) as '#' */
        for (size_t i = start; i < start + n; i++) {
            unsigned char c = (unsigned char) b.p[i];

            if (c < ' ' || c > 126)
                b.p[i] = '#';
        }
        nlines++;
    }
    textfile_take(f, &b, padlength, nlines);
    return 0;
}

/* ---- our own texts, for levels built without NetHack's dat/ ------------ */

static const char *const own_epitaphs[] = {
    "Here lies an adventurer.",
    "Rest in peace.",
    "Gone, but not forgotten.",
    "It seemed like a good idea at the time.",
    "Should have read the scroll first.",
    "Never trusted a cockatrice.",
    "Died as they lived: hungry.",
    "Beware of the floating eye.",
};
static const char *const own_engravings[] = {
    "Turn back while you still can.",
    "The stairs were here yesterday.",
    "Mind the gap.",
    "Somebody was here.",
    "Count your arrows.",
    "Not all that glitters is gold.",
};
static const char *const own_rumors_true[] = {
    "A unicorn of your own alignment is worth more than its horn.",
    "Praying too often is unwise.",
    "Eating a lizard can cure what ails you.",
    "A blessed scroll is usually better than a cursed one.",
};
static const char *const own_rumors_false[] = {
    "They say that the dungeon has no bottom.",
    "They say that grid bugs move diagonally when nobody looks.",
    "They say that the Oracle only takes cash.",
    "They say that soldier ants are friendly if you hum.",
};
static const char *const own_bogusmons[] = {
    "paper tiger", "lint golem", "tax collector", "echo",
};

/* join a list into the text a .txt file would hold; for a random-access
 * file our first line stands where makedefs puts its default entry */
static int own_file(struct textfile *f, const char *const *lines, size_t n,
                    bool rumors, unsigned padlength)
{
    struct sbuf b = { 0 };
    int rc;

    for (size_t i = rumors ? 0 : 1; i < n; i++)
        if (sbuf_put(&b, lines[i], strlen(lines[i])) != 0
            || sbuf_put(&b, "\n", 1) != 0) {
            free(b.p);
            return -1;
        }
    rc = rumors ? textfile_compile_rumors(f, b.p, b.len, padlength)
                : textfile_compile_rnd(f, b.p ? b.p : "", b.len, lines[0],
                                       padlength);
    free(b.p);
    return rc;
}

/* ---- loading ----------------------------------------------------------- */

/* the whole of dir/name, or NULL */
static char *slurp(const char *dir, const char *name, size_t *len)
{
    char path[1200], err[1300];

    if (!dir || !*dir)
        return NULL;
    snprintf(path, sizeof path, "%.1100s/%s", dir, name);
    return datfs_slurp(path, 0, len, err, sizeof err);
}

/* one file: from dat_dir when it has it, else ours */
static int load_one(struct textfile *f, const char *dat_dir,
                    const char *name, const char *const *own, size_t nown,
                    bool rumors, const char *default_entry,
                    unsigned padlength)
{
    size_t len = 0;
    char *text = slurp(dat_dir, name, &len);
    int rc;

    if (!text)
        return own_file(f, own, nown, rumors, padlength);
    rc = rumors ? textfile_compile_rumors(f, text, len, padlength)
                : textfile_compile_rnd(f, text, len, default_entry,
                                       padlength);
    free(text);
    if (rc == 0)
        f->from_dat = true;
    return rc;
}

#define OWN(a) (a), (sizeof(a) / sizeof((a)[0]))

struct nh_texts *nh_texts_load(const char *dat_dir)
{
    struct nh_texts *t = calloc(1, sizeof *t);

    if (!t)
        return NULL;
    if (load_one(&t->epitaph, dat_dir, "epitaph.txt", OWN(own_epitaphs),
                 false, DEFAULT_EPITAPH, MD_PAD_RUMORS) != 0
        || load_one(&t->engrave, dat_dir, "engrave.txt", OWN(own_engravings),
                    false, DEFAULT_ENGRAVING, MD_PAD_RUMORS) != 0
        || load_one(&t->rumors_true, dat_dir, "rumors.tru",
                    OWN(own_rumors_true), true, NULL, MD_PAD_RUMORS) != 0
        || load_one(&t->rumors_false, dat_dir, "rumors.fal",
                    OWN(own_rumors_false), true, NULL, MD_PAD_RUMORS) != 0
        || load_one(&t->bogusmon, dat_dir, "bogusmon.txt", OWN(own_bogusmons),
                    false, DEFAULT_BOGUSMON, MD_PAD_BOGONS) != 0) {
        nh_texts_free(t);
        return NULL;
    }
    t->refs = 1;
    return t;
}

struct nh_texts *nh_texts_ref(struct nh_texts *t)
{
    if (t)
        t->refs++;
    return t;
}

void nh_texts_free(struct nh_texts *t)
{
    if (!t || --t->refs > 0)
        return;
    textfile_clear(&t->epitaph);
    textfile_clear(&t->engrave);
    textfile_clear(&t->rumors_true);
    textfile_clear(&t->rumors_false);
    textfile_clear(&t->bogusmon);
    free(t);
}
