/* mapview.c - the map in its true 80x21 layout with overlays, the cursor,
 * and the search of its cells (the panel decoding a cell: cellpanel.c). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "app.h"
#include "heatmap.h"
#include "nhlev.h"
#include "viewdoc.h"

/* What the thing is, as NetHack names it: the species or object type the
 * level holds, not the script's id, which may be a class letter ("D" for
 * a red dragon) (#12). */
/* (buf: room for the full name, "scroll of create monster") */
const char *mapview_obj_name(const struct obj *o, char *buf, size_t len)
{
    if (nhl_otyp_name(o->otyp, buf, len))
        return buf;
    return o->id[0] ? o->id : "object";
}

const char *mapview_mon_name(const struct monst *m)
{
    if (nhl_mndx_name(m->mndx, 0))
        return nhl_mndx_name(m->mndx, 0);
    if (nhl_mndx_name(m->mndx, m->female ? 2 : 1))
        return nhl_mndx_name(m->mndx, m->female ? 2 : 1);
    return m->id[0] ? m->id : "monster";
}

const char *mapview_typ_name(int typ)
{
    return nhl_typ_name(typ);
}

/* a trap's name as the panels show it: the game's, "none" for NO_TRAP
 * (which the game leaves unnamed), "?" for a number no trap has */
const char *mapview_trap_name(int ttyp)
{
    const char *n = nhl_trap_name(ttyp);

    return *n ? n : ttyp == NO_TRAP ? "none" : "?";
}

char mapview_base36(int n)
{
    n %= 36;
    return (char)(n < 10 ? '0' + n : 'a' + n - 10);
}

/* The level as it stands at the step shown: the final level's fields with
 * the cells and lists of that step, and the things the overlays hide left
 * out, so nhl_render_cell draws exactly what the viewer means to show. Only a
 * shallow copy: nothing in it is owned. */
struct frame {
    struct nhl_level shadow;
    bool changed[COLNO][ROWNO];       /* by the current step */
    struct nhl_render_index ix;       /* what lies on each cell of shadow */
};

static void frame_build(const struct app *a, const struct nhl_step_lists *ls, struct frame *f)
{
    memcpy(&f->shadow, a->vl.lev, sizeof f->shadow);
    memcpy(f->shadow.at, a->vl.cur, sizeof f->shadow.at);
    unsigned ov = a->overlays;
    struct nhl_level *sh = &f->shadow;
    sh->objects = ls->objects; sh->nobjects = (ov & OV_OBJECTS) ? ls->nobjects : 0;
    sh->monsters = ls->monsters; sh->nmonsters = (ov & OV_MONSTERS) ? ls->nmonsters : 0;
    sh->traps = ls->traps; sh->ntraps = (ov & OV_TRAPS) ? ls->ntraps : 0;
    sh->engravings = ls->engravings; sh->nengravings = ls->nengravings;
    sh->stairs = ls->stairs; sh->nstairs = ls->nstairs;
    sh->lregions = ls->lregions; sh->nlregions = ls->nlregions;
    nhl_render_index_build(sh, &f->ix);
    memset(f->changed, 0, sizeof f->changed);
    const struct nhl_step *st = a->vl.steps ? stepper_current(&a->vl) : NULL;
    for (int k = 0; st && a->stepping && k < st->ncells; k++)
        if (st->cells[k].x < COLNO && st->cells[k].y < ROWNO)
            f->changed[st->cells[k].x][st->cells[k].y] = true;
}

/* A cell as render.h draws it: the default symbol as the ASCII form and, for
 * line drawing, the DEC letter the back ends turn into ACS or box drawing. */
struct glyph { char ascii[RENDER_GLYPH_MAX]; char dec; int color; };

static struct glyph cell_glyph(const struct nhl_level *lev, const struct nhl_render_index *ix,
                               int x, int y, const struct nhl_symset *ss)
{
    struct glyph g;
    char raw[RENDER_GLYPH_MAX];
    nhl_render_cell_ix(lev, ix, x, y, RENDER_ASCII, g.ascii, &g.color);
    int r = nhl_render_cell_ix(lev, ix, x, y, RENDER_DEC_RAW, raw, &g.color);
    g.dec = (r & RENDER_ALTCHARSET) ? raw[0] : 0;
    if (!ss)
        return g;
    /* a symset draws from NetHack's default symbols, as the game does:
       what it does not set stays ASCII */
    int sym = nhl_render_cell_sym_ix(lev, ix, x, y);
    int slot = sym == RENDER_SYM_BOULDER ? SYMSET_BOULDER : sym;
    if (sym >= 0)
        g.dec = 0;
    if (slot >= 0 && slot < SYMSET_NSLOTS && ss->sym[slot].set) {
        const struct nhl_symset_sym *s = &ss->sym[slot];
        g.dec = s->dec;
        if (s->dec)
            snprintf(g.ascii, sizeof g.ascii, "%c", dec_to_ascii(s->dec));
        else
            snprintf(g.ascii, sizeof g.ascii, "%s", s->utf8);
    }
    return g;
}

int mapview_shown(const struct app *a, int x, int y, int *index, char glyph[RENDER_GLYPH_MAX])
{
    struct nhl_step_lists ls;
    struct frame *f;
    int layer = RL_TERRAIN;

    *index = -1;
    snprintf(glyph, RENDER_GLYPH_MAX, " ");
    if (!a->vl.lev || x < 0 || y < 0 || x >= COLNO || y >= ROWNO || !(f = malloc(sizeof *f)))
        return layer;
    stepper_lists(&a->vl, &ls);
    frame_build(a, &ls, f);
    struct glyph g = cell_glyph(&f->shadow, &f->ix, x, y, a->have_symset ? &a->symset : NULL);
    int color;
    char tmp[RENDER_GLYPH_MAX];

    layer = nhl_render_cell_ix(&f->shadow, &f->ix, x, y, RENDER_ASCII, tmp, &color)
            & RENDER_LAYER_MASK;
    *index = layer == RL_MONSTER ? f->ix.mon[x][y] : layer == RL_OBJECT ? f->ix.obj[x][y]
             : layer == RL_TRAP ? f->ix.trap[x][y] : layer == RL_ENGRAVING ? f->ix.engr[x][y]
             : -1;
    snprintf(glyph, RENDER_GLYPH_MAX, "%s", g.ascii);
    free(f);
    return layer;
}

/* Draw one cell with the overlays above what nhl_render_cell shows. */
static void draw_cell(struct app *a, const struct rm *c, int x, int y, int sx,
                      int sy, const struct frame *f)
{
    struct glyph g = cell_glyph(&f->shadow, &f->ix, x, y,
                                a->have_symset ? &a->symset : NULL);
    int attr = 0, color = g.color;
    char ch = g.ascii[0], dec = g.dec;
    unsigned ov = a->overlays;
    bool text = !dec; /* keep a multi-byte glyph as it is */

    if ((ov & OV_ROOMS) && c->roomno >= ROOMOFFSET && IS_ROOM(c->typ)) {
        ch = mapview_base36(c->roomno - ROOMOFFSET); dec = 0;
        color = CLR_BRIGHT_BLUE + (c->roomno % 3);
    } else if ((ov & OV_ROOMS) && (c->roomno == SHARED || c->roomno == SHARED_PLUS)) {
        attr |= SA_UNDERLINE;
    }
    if ((ov & OV_DOORS) && c->typ == DOOR) {
        static const char st[] = "nbo";
        int m = c->flags;
        ch = (m & D_LOCKED) ? 'L' : (m & D_CLOSED) ? 'c' : (m & D_ISOPEN) ? 'o'
             : st[m & D_BROKEN];
        if (m & D_TRAPPED)
            ch = 'T';
        dec = 0;
        color = CLR_YELLOW;
    } else if ((ov & OV_DOORS) && c->typ == SDOOR) {
        ch = 'S'; dec = 0; color = CLR_YELLOW;
    }
    if ((ov & OV_LIT) && c->lit) {
        attr |= SA_REVERSE;
        color = CLR_YELLOW;
    }
    /* in colour the three are reversed in their colours; without it
       (--mono, NO_COLOR) each has an attribute of its own, so any two
       on at once still tell apart: lit reversed, non-diggable
       underlined, non-passwall bold (#24) */
    if ((ov & OV_NODIG) && (c->flags & W_NONDIGGABLE) && IS_STWALL(c->typ)) {
        attr |= a->mono ? SA_UNDERLINE : SA_REVERSE;
        color = CLR_RED;
    }
    if ((ov & OV_NOPASS) && (c->flags & W_NONPASSWALL) && IS_STWALL(c->typ)) {
        attr |= a->mono ? SA_BOLD : SA_REVERSE;
        color = CLR_MAGENTA;
    }
    char heat;
    int heat_color;
    if ((ov & OV_HEAT) && heatmap_cell(a, x, y, &heat, &heat_color)) {
        ch = heat; dec = 0; color = heat_color;
        attr |= SA_REVERSE;
    }
    if (f->changed[x][y])
        attr |= SA_BOLD | SA_UNDERLINE;
    if (dec)
        screen_put_dec(&a->scr, sx, sy, dec, ch, color, attr);
    else if (text && ch == g.ascii[0])
        screen_put(&a->scr, sx, sy, g.ascii, color, attr);
    else {
        char s[2] = { ch, 0 };
        screen_put(&a->scr, sx, sy, s, color, attr);
    }
}

/* Rectangle outlines for regions, lregions, exclusions and the flip extent:
 * only the corners and edges change attribute, so the map stays readable.
 * Only the part inside the viewport is drawn. */
static void mark_rect(struct app *a, const struct viewport *vp, int x1, int y1, int x2,
                      int y2, int color, char corner)
{
    for (int x = x1; x <= x2; x++)
        for (int y = y1; y <= y2; y++) {
            if (x != x1 && x != x2 && y != y1 && y != y2)
                continue;
            if (x < vp->x0 || y < vp->y0 || x >= vp->x0 + vp->w || y >= vp->y0 + vp->h
                || x < 0 || y < 0 || x >= COLNO || y >= ROWNO)
                continue;
            struct scell *c = screen_at(&a->scr, vp->sx + x - vp->x0, vp->sy + y - vp->y0);
            if (!c)
                continue;
            c->color = (uint8_t)color;
            /* without colour, underline and bold are the non-diggable
               and non-passwall overlays' */
            c->attr |= a->mono ? SA_DIM : SA_UNDERLINE;
            if ((x == x1 || x == x2) && (y == y1 || y == y2)) {
                c->ch[0] = corner; c->ch[1] = 0; c->dec = 0;
            }
        }
}

void mapview_follow(struct viewport *vp, int cx, int cy)
{
    /* the margin: up to 8 columns and 3 rows, less in a small window so
       the cursor can still move inside it */
    int mx = vp->w >= COLNO ? 0 : (vp->w - 1) / 4 < 8 ? (vp->w - 1) / 4 : 8;
    int my = vp->h >= ROWNO ? 0 : (vp->h - 1) / 2 < 3 ? (vp->h - 1) / 2 : 3;

    if (cx < vp->x0 + mx)
        vp->x0 = cx - mx;
    if (cx > vp->x0 + vp->w - 1 - mx)
        vp->x0 = cx - (vp->w - 1 - mx);
    if (cy < vp->y0 + my)
        vp->y0 = cy - my;
    if (cy > vp->y0 + vp->h - 1 - my)
        vp->y0 = cy - (vp->h - 1 - my);
    if (vp->x0 > COLNO - vp->w)
        vp->x0 = COLNO - vp->w;
    if (vp->y0 > ROWNO - vp->h)
        vp->y0 = ROWNO - vp->h;
    if (vp->x0 < 0)
        vp->x0 = 0;
    if (vp->y0 < 0)
        vp->y0 = 0;
}

/* A differing cell, on either map: reverse video in one bright colour
 * whatever the glyph's own, so the mark reads on every colour (a reversed
 * blue or black glyph would not). */
static void mark_diff(struct app *a, int sx, int sy)
{
    struct scell *c = screen_at(&a->scr, sx, sy);

    if (c) {
        c->attr |= SA_REVERSE | SA_BOLD;
        c->color = CLR_YELLOW;
    }
}

/* C's level as the other map draws it: a level document's own level
 * (its things hidden as the overlays hide nhlev's), or for a session the
 * terrain its grid gives (or its screen shows) on nhlev's level context,
 * with nothing on it, lit, doors as the screen draws them. */
static void other_frame(const struct app *a, struct frame *f)
{
    const struct vdoc *d = a->cmp;
    unsigned ov = a->overlays;
    struct nhl_level *sh = &f->shadow;

    memset(f->changed, 0, sizeof f->changed);
    if (d->lev) {
        memcpy(sh, d->lev, sizeof *sh);
        if (!(ov & OV_OBJECTS))
            sh->nobjects = 0;
        if (!(ov & OV_MONSTERS))
            sh->nmonsters = 0;
        if (!(ov & OV_TRAPS))
            sh->ntraps = 0;
        nhl_render_index_build(sh, &f->ix);
        return;
    }
    memcpy(sh, a->vl.lev, sizeof *sh);
    sh->nobjects = sh->nmonsters = sh->ntraps = sh->nengravings = sh->nstairs = 0;
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            struct rm *c = &sh->at[x][y];
            char raw = d->raw[x][y];

            memset(c, 0, sizeof *c);
            if (!d->has_typ && !d->typ_guessed)
                continue;
            c->typ = (uint8_t) (d->typ[x][y] >= 0 && d->typ[x][y] < MAX_TYPE ? d->typ[x][y]
                                                                              : STONE);
            c->lit = true;
            if (c->typ == DOOR)
                c->flags = raw == '+' ? D_CLOSED : raw == 'a' ? D_ISOPEN : D_NODOOR;
        }
    nhl_render_index_build(sh, &f->ix);
}

void mapview_draw(struct app *a, const struct viewport *vp, bool other)
{
    int x1 = vp->x0 + vp->w, y1 = vp->y0 + vp->h;

    if (other && a->cmp && a->vl.lev) {
        /* C's map as NetHack drew it, in the colours of what stands there
           (#12): the glyph is C's own; the colour the same drawing of C's
           level gives, where that drawing shows the same glyph */
        const struct vdoc *d = a->cmp;
        struct frame *f = malloc(sizeof *f);

        if (!f)
            return;
        other_frame(a, f);
        for (int y = vp->y0; y < y1; y++)
            for (int x = vp->x0; x < x1; x++) {
                int sx = vp->sx + x - vp->x0, sy = vp->sy + y - vp->y0;
                const char *g = d->has_map ? d->map[x][y] : " ";
                char mine[5];
                bool same;

                if (d->lev) {
                    /* nhlev's drawing of C's whole level against C's */
                    mapview_cell_text(d->lev, x, y, mine, NULL);
                    same = !d->has_map || strcmp(mine, g) == 0;
                } else {
                    char raw;

                    mapview_cell_text(&f->shadow, x, y, mine, &raw);
                    same = raw == d->raw[x][y];
                }
                if (d->lev && same)
                    draw_cell(a, &f->shadow.at[x][y], x, y, sx, sy, f);
                else {
                    int color = NO_COLOR;
                    char dec = utf8_to_dec(g, NULL);

                    if (same) {
                        char glyph[RENDER_GLYPH_MAX];

                        nhl_render_cell_ix(&f->shadow, &f->ix, x, y, RENDER_DEC, glyph, &color);
                    }
                    if (dec)
                        screen_put_dec(&a->scr, sx, sy, dec, dec_to_ascii(dec), color, 0);
                    else
                        screen_put(&a->scr, sx, sy, g, color, 0);
                }
                if (a->diff[x][y])
                    mark_diff(a, sx, sy);
            }
        free(f);
        return;
    }
    if (!a->vl.lev) {
        screen_text(&a->scr, vp->sx + 2, vp->sy + (vp->h > 2 ? 2 : 0), vp->w - 2, NO_COLOR, 0,
                    "(no level)");
        return;
    }
    struct nhl_step_lists ls;
    stepper_lists(&a->vl, &ls);
    struct frame *f = malloc(sizeof *f);
    if (!f)
        return;
    frame_build(a, &ls, f);
    for (int y = vp->y0; y < y1; y++)
        for (int x = vp->x0; x < x1; x++) {
            int sx = vp->sx + x - vp->x0, sy = vp->sy + y - vp->y0;

            draw_cell(a, &a->vl.cur[x][y], x, y, sx, sy, f);
            if (a->cmp && a->diff[x][y])
                mark_diff(a, sx, sy);
        }
    free(f);
    const struct nhl_level *lev = a->vl.lev;
    if (a->overlays & OV_REGIONS) {
        for (int i = 0; i < lev->nregions; i++)
            mark_rect(a, vp, lev->regions[i].lx, lev->regions[i].ly,
                      lev->regions[i].hx, lev->regions[i].hy, CLR_GREEN, 'R');
        int nl = ls.lregions ? ls.nlregions : lev->nlregions;
        const struct lev_region *lr = ls.lregions ? ls.lregions : lev->lregions;
        for (int i = 0; i < nl; i++)
            mark_rect(a, vp, lr[i].inarea[0], lr[i].inarea[1],
                      lr[i].inarea[2], lr[i].inarea[3], CLR_BRIGHT_CYAN, 'T');
        for (int i = 0; i < lev->nexclusions; i++) {
            const struct exclusion_zone *e = &lev->exclusions[i];
            mark_rect(a, vp, e->lx, e->ly, e->hx, e->hy, CLR_ORANGE, 'E');
        }
    }
    if ((a->overlays & OV_FLIP) && lev->flip_extent[2] > 0)
        mark_rect(a, vp, lev->flip_extent[0], lev->flip_extent[1],
                  lev->flip_extent[2], lev->flip_extent[3], CLR_BRIGHT_MAGENTA, 'F');
}

static void move_cursor(struct app *a, int dx, int dy)
{
    a->cx += dx;
    a->cy += dy;
    if (a->cx < 0) a->cx = 0;
    if (a->cx >= COLNO) a->cx = COLNO - 1;
    if (a->cy < 0) a->cy = 0;
    if (a->cy >= ROWNO) a->cy = ROWNO - 1;
}

/* How many cells of the shown step an overlay marks, and what its marks
 * mean: said when it is turned on, so a mark never stands unexplained and
 * an overlay with nothing to show says so (#12). */
static int overlay_cells(const struct app *a, unsigned bit)
{
    int n = 0;

    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            const struct rm *c = &a->vl.cur[x][y];

            n += bit == OV_LIT ? c->lit
                 : bit == OV_NODIG ? (c->flags & W_NONDIGGABLE) && IS_STWALL(c->typ)
                 : bit == OV_NOPASS ? (c->flags & W_NONPASSWALL) && IS_STWALL(c->typ)
                 : bit == OV_DOORS ? c->typ == DOOR || c->typ == SDOOR
                 : bit == OV_ROOMS ? c->roomno >= ROOMOFFSET && IS_ROOM(c->typ)
                 : 0;
        }
    return n;
}

/* what the marks look like in colour, and without it (draw_cell) */
static const struct { unsigned bit; const char *legend, *mono; } legends[] = {
    { OV_LIT, "reversed yellow: lit", "reversed: lit" },
    { OV_NODIG, "reversed red: walls and stone that cannot be dug",
      "underlined: walls and stone that cannot be dug" },
    { OV_NOPASS, "reversed magenta: walls that cannot be phased through",
      "bold: walls that cannot be phased through" },
    { OV_ROOMS, "0-9a-z: room number, underlined: shared walls", NULL },
    { OV_DOORS, "L locked, c closed, o open, b broken, n doorway, T trapped, S secret", NULL },
    { OV_REGIONS, "R region, T level teleport/stair region, E exclusion zone",
      "R region, T level teleport/stair region, E exclusion zone (edges dim)" },
    { OV_FLIP, "F: the box flip_level mirrored", "F: the box flip_level mirrored (edges dim)" },
};

const char *mapview_overlay_legend(unsigned bit, bool mono)
{
    for (size_t i = 0; i < sizeof legends / sizeof legends[0]; i++)
        if (legends[i].bit == bit)
            return mono && legends[i].mono ? legends[i].mono : legends[i].legend;
    return "";
}

static void toggle(struct app *a, unsigned bit, const char *what)
{
    const struct nhl_level *lev = a->vl.lev;
    const char *legend = mapview_overlay_legend(bit, a->mono);
    char count[96] = "";
    int n = -1;

    a->overlays ^= bit;
    if (!(a->overlays & bit)) {
        snprintf(a->msg, sizeof a->msg, "%s off", what);
        return;
    }
    if (!lev) {
        snprintf(a->msg, sizeof a->msg, "%s on", what);
        return;
    }
    switch (bit) {
    case OV_OBJECTS: n = lev->nobjects; break;
    case OV_MONSTERS: n = lev->nmonsters; break;
    case OV_TRAPS: n = lev->ntraps; break;
    case OV_REGIONS: n = lev->nregions + lev->nlregions + lev->nexclusions; break;
    case OV_FLIP: n = lev->flip_extent[2] > 0 ? 1 : 0; break;
    default: n = overlay_cells(a, bit); break;
    }
    if (n == 0)
        snprintf(count, sizeof count, "none on this level at this step");
    else if (bit == OV_REGIONS)
        snprintf(count, sizeof count, "R %d, T %d, E %d", lev->nregions, lev->nlregions,
                 lev->nexclusions);
    else if (bit != OV_FLIP)
        snprintf(count, sizeof count, "%d", n);
    snprintf(a->msg, sizeof a->msg, "%s on%s%s%s%s", what, legend[0] ? ": " : "", legend,
             count[0] ? "; " : "", count);
}

bool mapview_action(struct app *a, enum action act)
{
    switch (act) {
    case ACT_LEFT: move_cursor(a, -1, 0); break;
    case ACT_RIGHT: move_cursor(a, 1, 0); break;
    case ACT_UP: move_cursor(a, 0, -1); break;
    case ACT_DOWN: move_cursor(a, 0, 1); break;
    case ACT_UPLEFT: move_cursor(a, -1, -1); break;
    case ACT_UPRIGHT: move_cursor(a, 1, -1); break;
    case ACT_DOWNLEFT: move_cursor(a, -1, 1); break;
    case ACT_DOWNRIGHT: move_cursor(a, 1, 1); break;
    case ACT_LEFT8: move_cursor(a, -8, 0); break;
    case ACT_RIGHT8: move_cursor(a, 8, 0); break;
    case ACT_UP8: move_cursor(a, 0, -8); break;
    case ACT_DOWN8: move_cursor(a, 0, 8); break;
    case ACT_MOUSE: {
        /* through the viewport the map was drawn in (scrolled below 80x24) */
        const struct viewport *vp = &a->vp;
        int mx = a->mouse_x - vp->sx, my = a->mouse_y - vp->sy;
        if (mx >= COLNO && a->cmp && a->scr.w >= 2 * COLNO + 1)
            mx -= COLNO + 1; /* a click on the compared map */
        if (mx >= 0 && mx < vp->w && my >= 0 && my < vp->h) {
            mx += vp->x0;
            my += vp->y0;
            a->cx = mx;
            a->cy = my;
        }
        break;
    }
    case ACT_OV_OBJECTS: toggle(a, OV_OBJECTS, "objects"); break;
    case ACT_OV_MONSTERS: toggle(a, OV_MONSTERS, "monsters"); break;
    case ACT_OV_TRAPS: toggle(a, OV_TRAPS, "traps"); break;
    case ACT_OV_LIT: toggle(a, OV_LIT, "lit overlay"); break;
    case ACT_OV_NODIG: toggle(a, OV_NODIG, "non-diggable overlay"); break;
    case ACT_OV_NOPASS: toggle(a, OV_NOPASS, "non-passwall overlay"); break;
    case ACT_OV_ROOMS: toggle(a, OV_ROOMS, "rooms overlay"); break;
    case ACT_OV_REGIONS: toggle(a, OV_REGIONS, "regions overlay"); break;
    case ACT_OV_DOORS: toggle(a, OV_DOORS, "doors overlay"); break;
    case ACT_OV_FLIP: toggle(a, OV_FLIP, "flip extent"); break;
    default: return false;
    }
    return true;
}

/* The glyph NetHack would draw for a fully mapped final level, as UTF-8
 * DECgraphics (the truth files' mapDEC) and, in decraw, the byte a
 * DECgraphics screen capture holds. */
void mapview_cell_text(const struct nhl_level *lev, int x, int y, char out[5],
                       char *decraw)
{
    char g[RENDER_GLYPH_MAX];
    int color;
    nhl_render_cell(lev, x, y, RENDER_DEC, g, &color);
    g[4] = 0; /* one UTF-8 character fits in four bytes */
    memcpy(out, g, 5);
    if (decraw) {
        nhl_render_cell(lev, x, y, RENDER_DEC_RAW, g, &color);
        *decraw = g[0];
    }
}

/* Where an object is: a contained one is where its outermost container is,
 * a carried one where its carrier is (their own x,y are not kept up to
 * date, as in C, e.g. by a flip) */
static void obj_where(const struct nhl_level *l, int i, int *x, int *y)
{
    int guard = 0;

    while (l->objects[i].container >= 0 && l->objects[i].container < l->nobjects
           && l->objects[i].container != i && guard++ < 64)
        i = l->objects[i].container;
    const struct obj *o = &l->objects[i];
    if (o->owner >= 0 && o->owner < l->nmonsters) {
        *x = l->monsters[o->owner].x;
        *y = l->monsters[o->owner].y;
    } else {
        *x = o->x;
        *y = o->y;
    }
}

static bool ci_contains(const char *hay, const char *needle)
{
    size_t n = strlen(needle);
    for (; hay && *hay; hay++)
        if (strncasecmp(hay, needle, n) == 0)
            return true;
    return false;
}

/* Does the cell show the symbol q (one character), or hold an object,
 * monster or trap whose name contains q? Overlays decide what is shown. */
static bool cell_matches(const struct frame *f, int x, int y, const char *q)
{
    const struct nhl_level *sh = &f->shadow;
    if (q[0] && !q[1]) {
        struct glyph g = cell_glyph(sh, &f->ix, x, y, NULL);
        return g.ascii[0] == q[0] && !g.ascii[1];
    }
    /* terrain by name ("altar", "fountain") */
    if (ci_contains(mapview_typ_name(sh->at[x][y].typ), q))
        return true;
    /* every object there: on the floor, buried, in a container (contents
       lie at their container's square) or carried */
    for (int i = 0; i < sh->nobjects; i++) {
        const struct obj *o = &sh->objects[i];
        char nm[96];
        int ox, oy;

        obj_where(sh, i, &ox, &oy);
        if (ox == x && oy == y && (ci_contains(mapview_obj_name(o, nm, sizeof nm), q)
                                   || (o->standin && ci_contains(o->id, q))))
            return true;
    }
    for (int i = 0; i < sh->nmonsters; i++) {
        const struct monst *m = &sh->monsters[i];
        /* a stand-in by the name its level gave too */
        if (m->x == x && m->y == y
            && (ci_contains(mapview_mon_name(m), q) || (m->standin && ci_contains(m->id, q))))
            return true;
    }
    for (int i = 0; i < sh->ntraps; i++) {
        const struct trap *t = &sh->traps[i];
        if (t->tx == x && t->ty == y && t->ttyp >= 0 && t->ttyp < TRAPNUM
            && ci_contains(mapview_trap_name(t->ttyp), q))
            return true;
    }
    return false;
}

bool mapview_search(struct app *a, const char *q, int dir, bool include_current)
{
    if (!a->vl.lev || !q[0])
        return false;
    struct frame *f = malloc(sizeof *f);
    if (!f)
        return false;
    struct nhl_step_lists ls;
    stepper_lists(&a->vl, &ls);
    frame_build(a, &ls, f);
    /* reading order from the cursor, wrapping once around the map */
    int start = a->cy * COLNO + a->cx, n = COLNO * ROWNO;
    bool found = false;
    for (int k = include_current ? 0 : 1; k <= n && !found; k++) {
        int p = ((start + dir * k) % n + n) % n;
        if (cell_matches(f, p % COLNO, p / COLNO, q)) {
            a->cx = p % COLNO;
            a->cy = p / COLNO;
            found = true;
        }
    }
    /* "k of N": the matching cells in reading order */
    a->search_total = a->search_index = 0;
    for (int p = 0; found && p < n; p++)
        if (cell_matches(f, p % COLNO, p / COLNO, q)) {
            a->search_total++;
            if (p <= a->cy * COLNO + a->cx)
                a->search_index = a->search_total;
        }
    free(f);
    return found;
}
