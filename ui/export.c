/* export.c - what an export holds (see export.h): the map as mapview_draw
 * draws it, one layer per overlay, the panel's text per cell; the format
 * names; the viewer's e key and its file names. */
#include "export.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *const format_names[EXPORT_NFORMATS] = { "svg", "png", "html", "wiki" };

int export_format_from_name(const char *name)
{
    for (int f = 0; f < EXPORT_NFORMATS; f++)
        if (name && strcmp(name, format_names[f]) == 0)
            return f;
    return -1;
}

const char *export_format_name(enum export_format f)
{
    return f >= 0 && f < EXPORT_NFORMATS ? format_names[f] : "?";
}

/* The colours a terminal shows NetHack's 16 in (the VGA text palette,
 * which NetHack's tty and curses ports assume); black is drawn dark grey
 * as NetHack's use_darkgray does, or it would vanish on the background. */
const char *export_rgb(int color)
{
    static const char *const rgb[CLR_MAX] = {
        "#555555", "#aa0000", "#00aa00", "#aa5500", "#0000ee", "#aa00aa", "#00aaaa",
        "#aaaaaa", "#aaaaaa", "#ff5555", "#55ff55", "#ffff55", "#5555ff", "#ff55ff",
        "#55ffff", "#ffffff",
    };
    return color >= 0 && color < CLR_MAX ? rgb[color] : rgb[NO_COLOR];
}

const char *export_glyph(const struct export_map *m, const struct scell *c)
{
    const char *u = c->dec && m->cs != CS_ASCII ? dec_to_utf8(c->dec) : NULL;

    return u ? u : c->ch;
}

const struct scell *export_top(const struct export_map *m, int x, int y)
{
    return &m->shown[x][y];
}

/* Length of the UTF-8 character at p, 0 if the bytes are none (a stray
 * byte, a truncated sequence, an overlong form or a C1 control). */
static int utf8_ok(const unsigned char *p)
{
    int n = *p < 0x80 ? 1 : (*p & 0xe0) == 0xc0 ? 2 : (*p & 0xf0) == 0xe0 ? 3
            : (*p & 0xf8) == 0xf0 ? 4 : 0;

    if (n == 0 || (n == 2 && *p < 0xc2) || (*p == 0xc2 && p[1] < 0xa0))
        return 0;
    for (int i = 1; i < n; i++)
        if ((p[i] & 0xc0) != 0x80)
            return 0;
    /* overlong forms, surrogates, beyond U+10FFFF */
    if ((*p == 0xe0 && p[1] < 0xa0) || (*p == 0xed && p[1] >= 0xa0)
        || (*p == 0xf0 && p[1] < 0x90) || (*p == 0xf4 && p[1] >= 0x90) || *p > 0xf4)
        return 0;
    return n;
}

void export_xml_escape(FILE *out, const char *s)
{
    for (const unsigned char *p = (const unsigned char *) (s ? s : ""); *p;) {
        int n = utf8_ok(p);

        if (*p == '&')
            fputs("&amp;", out);
        else if (*p == '<')
            fputs("&lt;", out);
        else if (*p == '>')
            fputs("&gt;", out);
        else if (*p == '"')
            fputs("&quot;", out);
        else if (*p == '\'')
            fputs("&#39;", out);
        else if (*p == '\n')
            fputs("&#10;", out);
        else if (n == 0 || *p < 0x20 || *p == 0x7f)
            fputc('?', out);     /* XML 1.0 has no way to write these */
        else
            fwrite(p, 1, (size_t) n, out);
        p += n ? n : 1;
    }
}

void export_utf8_clean(const char *in, char *out, size_t len)
{
    size_t o = 0;

    if (!len)
        return;
    for (const unsigned char *p = (const unsigned char *) (in ? in : ""); *p;) {
        int n = utf8_ok(p);

        if (n == 0 || *p < 0x20 || *p == 0x7f) {
            if (o + 1 >= len)
                break;
            out[o++] = '?';
            p++;
            continue;
        }
        if (o + (size_t) n >= len)
            break;
        memcpy(out + o, p, (size_t) n);
        o += (size_t) n;
        p += n;
    }
    out[o] = '\0';
}

/* mapview_draw into scr (80x21) with the given overlays: the viewer's own
 * drawing, so the export cannot disagree with the screen */
static void draw_with(struct app *a, unsigned overlays, struct screen *scr)
{
    struct screen saved = a->scr;
    unsigned ov = a->overlays;
    struct viewport vp = { .sx = 0, .sy = 0, .x0 = 0, .y0 = 0, .w = COLNO, .h = ROWNO };

    a->scr = *scr;
    a->overlays = overlays;
    screen_clear(&a->scr);
    mapview_draw(a, &vp, false);
    *scr = a->scr;
    a->scr = saved;
    a->overlays = ov;
}

/* the overlays that mark the map, in the order the viewer's toggles list
 * them; objects, monsters and traps are part of the map layer itself. A
 * new overlay needs a row here to be an SVG layer of its own (the PNG,
 * HTML and wiki forms take the screen as shown, every overlay in it). */
static const struct { unsigned bit; const char *id; } overlay_ids[] = {
    { OV_LIT, "lit" }, { OV_NODIG, "nondiggable" }, { OV_NOPASS, "nonpasswall" },
    { OV_ROOMS, "rooms" }, { OV_DOORS, "doors" }, { OV_REGIONS, "regions" },
    { OV_FLIP, "flip" },
};
#define THINGS (OV_OBJECTS | OV_MONSTERS | OV_TRAPS)

int export_overlays_from_names(const char *list, unsigned *out, char *why, size_t whylen)
{
    static const struct { unsigned bit; const char *id; } things[] = {
        { OV_OBJECTS, "objects" }, { OV_MONSTERS, "monsters" }, { OV_TRAPS, "traps" },
    };
    char names[300] = "objects, monsters, traps";
    const char *p = list;

    for (size_t i = 0; i < sizeof overlay_ids / sizeof overlay_ids[0]; i++)
        snprintf(names + strlen(names), sizeof names - strlen(names), ", %s",
                 overlay_ids[i].id);
    *out = 0;
    if (strcmp(list, "none") == 0)
        return 0;
    while (*p) {
        size_t n = strcspn(p, ",");
        unsigned bit = 0;

        for (size_t i = 0; i < 3 && !bit; i++)
            if (strlen(things[i].id) == n && strncmp(p, things[i].id, n) == 0)
                bit = things[i].bit;
        for (size_t i = 0; i < sizeof overlay_ids / sizeof overlay_ids[0] && !bit; i++)
            if (strlen(overlay_ids[i].id) == n && strncmp(p, overlay_ids[i].id, n) == 0)
                bit = overlay_ids[i].bit;
        if (!bit) {
            snprintf(why, whylen, "'%.*s' is no overlay (%s, or none)", (int) (n < 40 ? n : 40),
                     p, names);
            return -1;
        }
        *out |= bit;
        p += n;
        if (*p == ',')
            p++;
    }
    return 0;
}

static bool same_cell(const struct scell *a, const struct scell *b)
{
    return strcmp(a->ch, b->ch) == 0 && a->dec == b->dec && a->color == b->color
           && a->attr == b->attr;
}

/* tooltip text grows line by line */
struct tipbuf { char *s; size_t n, cap; bool oom; };

static void tip_line(void *ctx, int color, int attr, const char *text)
{
    struct tipbuf *t = ctx;
    size_t k = strlen(text);

    (void) color;
    (void) attr;
    if (t->oom)
        return;
    if (t->n + k + 2 > t->cap) {
        size_t cap = (t->cap + k + 2) * 2;
        char *s = realloc(t->s, cap);

        if (!s) {
            t->oom = true;
            return;
        }
        t->s = s;
        t->cap = cap;
    }
    if (t->n)
        t->s[t->n++] = '\n';
    memcpy(t->s + t->n, text, k);
    t->n += k;
    t->s[t->n] = '\0';
}

struct export_map *export_from_app(struct app *a)
{
    struct export_map *m;
    struct screen base, with;

    if (!a->vl.lev || !(m = calloc(1, sizeof *m)))
        return NULL;
    screen_init(&base);
    screen_init(&with);
    if (screen_resize(&base, COLNO, ROWNO) != 0 || screen_resize(&with, COLNO, ROWNO) != 0) {
        screen_free(&base);
        screen_free(&with);
        free(m);
        return NULL;
    }
    /* the step shown, when it is not the finished level */
    if (a->vl.steps && a->vl.pos < a->vl.nsteps)
        snprintf(m->title, sizeof m->title, "%s, step %d of %d", a->vl.title, a->vl.pos,
                 a->vl.nsteps);
    else
        snprintf(m->title, sizeof m->title, "%s", a->vl.title);
    m->cs = a->cs == CS_AUTO ? CS_ASCII : a->cs;
    draw_with(a, a->overlays & THINGS, &base);
    struct export_layer *L = &m->layer[0];
    snprintf(L->id, sizeof L->id, "map");
    snprintf(L->title, sizeof L->title, "the map%s%s%s", a->overlays & OV_OBJECTS ? ", objects" : "",
             a->overlays & OV_MONSTERS ? ", monsters" : "", a->overlays & OV_TRAPS ? ", traps" : "");
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            L->on[x][y] = true;
            L->cell[x][y] = *screen_at(&base, x, y);
        }
    m->nlayers = 1;
    for (size_t i = 0; i < sizeof overlay_ids / sizeof overlay_ids[0]; i++) {
        if (!(a->overlays & overlay_ids[i].bit) || m->nlayers >= EXPORT_MAX_LAYERS)
            continue;
        /* the overlay's layer: the cells it draws differently */
        draw_with(a, (a->overlays & THINGS) | overlay_ids[i].bit, &with);
        L = &m->layer[m->nlayers++];
        snprintf(L->id, sizeof L->id, "%s", overlay_ids[i].id);
        snprintf(L->title, sizeof L->title, "%s", mapview_overlay_legend(overlay_ids[i].bit, false));
        for (int x = 0; x < COLNO; x++)
            for (int y = 0; y < ROWNO; y++) {
                const struct scell *c = screen_at(&with, x, y);

                if (!same_cell(c, screen_at(&base, x, y))) {
                    L->on[x][y] = true;
                    L->cell[x][y] = *c;
                }
            }
    }
    draw_with(a, a->overlays, &with);
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            m->shown[x][y] = *screen_at(&with, x, y);
    screen_free(&base);
    screen_free(&with);
    /* the panel's words for every cell that is more than solid rock */
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            struct tipbuf t = { 0 };

            if (a->vl.cur[x][y].typ == STONE && strcmp(export_top(m, x, y)->ch, " ") == 0)
                continue;
            mapview_cell_lines(a, x, y, tip_line, &t);
            if (t.oom) {
                free(t.s);
                export_free(m);
                return NULL;
            }
            m->tip[x][y] = t.s;
        }
    return m;
}

struct export_map *export_from_level(struct nhl_level *lev, const char *title, enum charset cs,
                                     unsigned overlays)
{
    struct app *a = calloc(1, sizeof *a);
    struct export_map *m;

    if (!a)
        return NULL;
    /* a viewer that has just opened the level: no steps, the usual
       overlays, the cursor nowhere that matters */
    screen_init(&a->scr);
    a->vl.lev = lev;
    memcpy(a->vl.cur, lev->at, sizeof a->vl.cur);
    snprintf(a->vl.title, sizeof a->vl.title, "%s", title);
    a->overlays = overlays;
    a->cs = cs;
    a->rng_diverge = -1;
    m = export_from_app(a);
    screen_free(&a->scr);
    free(a);
    return m;
}

void export_free(struct export_map *m)
{
    if (!m)
        return;
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            free(m->tip[x][y]);
    free(m);
}

int export_write(const struct export_map *m, enum export_format f, FILE *out, char *err,
                 size_t errlen)
{
    int rc;

    errno = 0;
    switch (f) {
    case EXPORT_SVG: rc = export_svg(m, out); break;
    case EXPORT_PNG: return export_png(m, out, err, errlen);
    case EXPORT_HTML: rc = export_html(m, out); break;
    case EXPORT_WIKI: rc = export_wiki(m, out); break;
    default:
        snprintf(err, errlen, "no such format");
        return -1;
    }
    if (rc != 0 || fflush(out) != 0 || ferror(out)) {
        snprintf(err, errlen, "%s", strerror(errno ? errno : EIO));
        return -1;
    }
    return 0;
}

/* "castle-s1": the level's name (a file's base name without .lua or
 * .json) made safe for a file name, and the seed */
static void default_stem(const struct app *a, char *out, size_t len)
{
    const char *name = a->level_name[0] ? a->level_name : "level";
    const char *slash = strrchr(name, '/');
    char base[128];
    size_t n = 0;

    if (slash && slash[1])
        name = slash + 1;
    for (const char *p = name; *p && n + 1 < sizeof base; p++)
        base[n++] = isalnum((unsigned char) *p) || *p == '_' || *p == '-' || *p == '.'
                    ? *p : '-';
    base[n] = '\0';
    for (const char *suf = ".lua\0.json\0.des\0"; *suf; suf += strlen(suf) + 1) {
        size_t k = strlen(suf);

        if (n > k && strcmp(base + n - k, suf) == 0)
            base[n - k] = '\0';
    }
    if (base[0] == '.' || !base[0])
        base[0] = '_';
    snprintf(out, len, "%s-s%llu", base, (unsigned long long) a->seed);
}

void export_from_viewer(struct app *a, enum export_format f)
{
    char stem[160], path[1300], err[300] = "";
    const char *dir = a->export_dir[0] ? a->export_dir : NULL;
    int fd = -1;

    if (!a->vl.lev) {
        snprintf(a->msg, sizeof a->msg, "export: no level on screen");
        return;
    }
    default_stem(a, stem, sizeof stem);
    /* never over an existing file: O_EXCL finds the first free name */
    for (int k = 0; k < 1000 && fd < 0; k++) {
        int n = dir ? snprintf(path, sizeof path, "%s/", dir) : 0;

        if (k == 0)
            snprintf(path + n, sizeof path - (size_t) n, "%s.%s", stem, export_format_name(f));
        else
            snprintf(path + n, sizeof path - (size_t) n, "%s-%d.%s", stem, k,
                     export_format_name(f));
        fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0644);
        if (fd < 0 && errno != EEXIST) {
            snprintf(a->msg, sizeof a->msg, "export: cannot write %.800s: %s", path,
                     strerror(errno));
            return;
        }
    }
    if (fd < 0) {
        snprintf(a->msg, sizeof a->msg, "export: %s.%s to %s-999.%s all exist", stem,
                 export_format_name(f), stem, export_format_name(f));
        return;
    }
    FILE *out = fdopen(fd, "wb");
    struct export_map *m = out ? export_from_app(a) : NULL;
    int rc = m ? export_write(m, f, out, err, sizeof err) : -1;

    if (!m)
        snprintf(err, sizeof err, "out of memory");
    if (out ? fclose(out) != 0 && rc == 0 : close(fd) != 0 && rc == 0) {
        snprintf(err, sizeof err, "%s", strerror(errno));
        rc = -1;
    }
    if (rc != 0) {
        unlink(path);
        snprintf(a->msg, sizeof a->msg, "export: cannot write %.800s: %s", path, err);
    } else
        /* how the walls were written before the path, which may be long */
        snprintf(a->msg, sizeof a->msg, "exported %s (%s; %d layer%s): %.800s",
                 export_format_name(f),
                 f == EXPORT_WIKI ? "ASCII, as wiki maps are"
                 : m->cs == CS_DEC ? "DEC lines as box drawing"
                 : m->cs == CS_UNICODE ? "box drawing, as shown"
                 : "ASCII, as shown",
                 m->nlayers, m->nlayers == 1 ? "" : "s", path);
    export_free(m);
}
