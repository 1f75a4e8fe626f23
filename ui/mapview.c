/* mapview.c - the map in its true 80x21 layout with overlays, the cursor,
 * and the inspection panel decoding the cell under it. */
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
static const char *obj_name(const struct obj *o, char *buf, size_t len)
{
    if (nhl_otyp_name(o->otyp, buf, len))
        return buf;
    return o->id[0] ? o->id : "object";
}

static const char *mon_name(const struct monst *m)
{
    if (nhl_mndx_name(m->mndx, 0))
        return nhl_mndx_name(m->mndx, 0);
    if (nhl_mndx_name(m->mndx, m->female ? 2 : 1))
        return nhl_mndx_name(m->mndx, m->female ? 2 : 1);
    return m->id[0] ? m->id : "monster";
}

/* a lenient build's stand-in si (1 + its index): "stand-in for KIND 'NAME'
   (file:LINE)", or NULL */
static const char *standin_text(const struct nhl_level *lev, int si, char *buf,
                                size_t len)
{
    const struct nhl_standin *s;

    if (si <= 0 || si > lev->nstandins)
        return NULL;
    s = &lev->standins[si - 1];
    snprintf(buf, len, "stand-in for %s '%s' (%s)", s->kind, s->name, s->where);
    return buf;
}

const char *mapview_typ_name(int typ)
{
    return nhl_typ_name(typ);
}

static const char *const rtypenames[] = {
    "ordinary", "themed", "throne room", "swamp", "vault", "beehive", "morgue",
    "barracks", "zoo", "oracle", "temple", "leprechaun hall", "cockatrice nest",
    "anthole", "general store", "armor shop", "scroll shop", "potion shop",
    "weapon shop", "food shop", "ring shop", "wand shop", "tool shop",
    "bookstore", "health food shop", "candle shop",
};

static const char *rtype_name(int t)
{
    if (t >= 0 && t < (int)(sizeof rtypenames / sizeof rtypenames[0]))
        return rtypenames[t];
    return "?";
}

/* a trap's name as the panels show it: the game's, "none" for NO_TRAP
 * (which the game leaves unnamed), "?" for a number no trap has */
static const char *trap_name(int ttyp)
{
    const char *n = nhl_trap_name(ttyp);

    return *n ? n : ttyp == NO_TRAP ? "none" : "?";
}

static char base36(int n)
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

static void frame_build(struct app *a, const struct nhl_step_lists *ls, struct frame *f)
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
        ch = base36(c->roomno - ROOMOFFSET); dec = 0;
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
    if ((ov & OV_NODIG) && (c->flags & W_NONDIGGABLE) && IS_STWALL(c->typ)) {
        attr |= SA_REVERSE;
        color = CLR_RED;
    }
    if ((ov & OV_NOPASS) && (c->flags & W_NONPASSWALL) && IS_STWALL(c->typ)) {
        attr |= SA_REVERSE;
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
            c->attr |= SA_UNDERLINE;
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

/* ---- inspection panel ---- */

static void decode_flags(const struct rm *c, char *buf, size_t len)
{
    buf[0] = 0;
    int f = c->flags;
    size_t n = 0;
#define ADD(s) (n += (size_t)snprintf(buf + n, n < len ? len - n : 0, "%s%s", n ? " " : "", s))
    if (c->typ == DOOR) {
        if (f == D_NODOOR) ADD("no door");
        if (f & D_BROKEN) ADD("broken");
        if (f & D_ISOPEN) ADD("open");
        if (f & D_CLOSED) ADD("closed");
        if (f & D_LOCKED) ADD("locked");
        if (f & D_TRAPPED) ADD("trapped");
    } else if (IS_STWALL(c->typ) || c->typ == SDOOR) {
        char m[16];
        snprintf(m, sizeof m, "mode %d", f & WM_MASK);
        if (IS_WALL(c->typ)) ADD(m);
        if (f & W_NONDIGGABLE) ADD("nondiggable");
        if (f & W_NONPASSWALL) ADD("nonpasswall");
    } else if (c->typ == ALTAR) {
        int al = f & AM_MASK;
        ADD(al == AM_LAWFUL ? "lawful" : al == AM_NEUTRAL ? "neutral"
            : al == AM_CHAOTIC ? "chaotic" : "unaligned");
        if (f & AM_SHRINE) ADD("shrine");
        if (f & AM_SANCTUM) ADD("sanctum");
    } else if (c->typ == STAIRS || c->typ == LADDER) {
        ADD((f & LA_UP) ? "up" : (f & LA_DOWN) ? "down" : "?");
    } else if (c->typ == DRAWBRIDGE_UP || c->typ == DRAWBRIDGE_DOWN) {
        static const char *const dir[] = { "north", "south", "east", "west" };
        ADD(dir[f & DB_DIR]);
    } else if (f) {
        char m[16];
        snprintf(m, sizeof m, "0x%02x", f);
        ADD(m);
    }
    if (!n)
        ADD("-");
#undef ADD
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

/* An object as the panel names it: quantity, BUC, enchantment, its full
 * name, a corpse's or statue's species, a box's state and how much it
 * holds. */
static void obj_describe(const struct nhl_step_lists *ls, int i, char *buf, size_t len)
{
    const struct obj *o = &ls->objects[i];
    char name[96], spe[16] = "", what[96] = "", state[64] = "";
    int inside = 0;

    const char *nmp = obj_name(o, name, sizeof name);

    if (o->spe && (o->oclass == ')' || o->oclass == '[' || o->oclass == '/'
                   || o->oclass == '=' || o->oclass == '('))
        snprintf(spe, sizeof spe, o->oclass == '/' ? " (%d)" : " %+d", o->spe);
    if (o->corpsenm >= 0 && o->corpsenm < NHL_NUMMONS && nhl_otyp_has_species(o->otyp)) {
        const char *n0 = nhl_mndx_name(o->corpsenm, 0), *n1 = nhl_mndx_name(o->corpsenm, 1);
        snprintf(what, sizeof what, " of %s", n0 ? n0 : n1 ? n1 : "?");
    }
    for (int k = 0; k < ls->nobjects; k++)
        inside += ls->objects[k].container == i;
    snprintf(state, sizeof state, "%s%s%s%s", o->locked ? " locked" : "",
             o->trapped ? " trapped" : "", o->broken ? " broken" : "",
             o->buried ? " buried" : "");
    char qty[24] = "";
    if (o->quan > 1)
        snprintf(qty, sizeof qty, "%ld ", o->quan);
    snprintf(buf, len, "%s%s %s%s%s%s", qty,
             o->blessed ? "blessed" : o->cursed ? "cursed" : "uncursed", nmp, what, spe,
             state);
    if (o->oname) {
        size_t n = strlen(buf);
        snprintf(buf + n, len - n, " named %s", o->oname);
    }
    if (inside) {
        size_t n = strlen(buf);
        snprintf(buf + n, len - n, ", %d inside", inside);
    }
}

/* One line of a cell's description, to whoever shows it (the panel, an
 * export's tooltip). */
static void cell_line(cell_line_fn out, void *ctx, int color, int attr, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static void cell_line(cell_line_fn out, void *ctx, int color, int attr, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    out(ctx, color, attr, buf);
}

/* The contents of object i, as a tree under it (depth: indentation). */
static void contents_lines(const struct nhl_step_lists *ls, int i, cell_line_fn out, void *ctx,
                           int depth)
{
    char nm[256];

    for (int k = 0; k < ls->nobjects && depth < 6; k++)
        if (ls->objects[k].container == i && k != i) {
            obj_describe(ls, k, nm, sizeof nm);
            cell_line(out, ctx, NO_COLOR, 0, "%*s- %s", depth * 2, "", nm);
            contents_lines(ls, k, out, ctx, depth + 1);
        }
}

void mapview_cell_lines(const struct app *a, int cx, int cy, cell_line_fn out, void *ctx)
{
    if (!a->vl.lev || cx < 0 || cy < 0 || cx >= COLNO || cy >= ROWNO)
        return;
    const struct rm *c = &a->vl.cur[cx][cy];
    char buf[256];
#define LINE(color, attr, ...) cell_line(out, ctx, color, attr, __VA_ARGS__)
    LINE(CLR_WHITE, SA_BOLD, "(%d,%d) %s", cx, cy, mapview_typ_name(c->typ));
    char sbuf[300];
    int tsi = a->vl.lev->standin_at[cx][cy];

    if (tsi > 0 && tsi <= a->vl.lev->nstandins
        && a->vl.lev->standins[tsi - 1].typ == c->typ
        && standin_text(a->vl.lev, tsi, sbuf, sizeof sbuf))
        LINE(CLR_BRIGHT_MAGENTA, 0, "  %s", sbuf);
    decode_flags(c, buf, sizeof buf);
    LINE(NO_COLOR, 0, "flags: %s", buf);
    LINE(NO_COLOR, 0, "lit: %s%s%s", c->lit ? "yes" : "no",
         c->horizontal ? " horizontal" : "", c->edge ? " edge" : "");
    const struct nhl_level *lev = a->vl.lev;
    if (c->roomno >= ROOMOFFSET) {
        int ri = c->roomno - ROOMOFFSET;
        const struct mkroom *r = ri < NROOMSLOTS ? &lev->rooms[ri] : NULL;
        LINE(NO_COLOR, 0, "room: %d %s%s", ri, r ? rtype_name(r->rtype) : "?",
             ri >= SUBROOM_BASE ? " (subroom)" : "");
        if (r)
            LINE(NO_COLOR, 0, "  %d,%d-%d,%d%s%s", r->lx, r->ly, r->hx, r->hy,
                 r->rlit ? " lit" : "", r->irregular ? " irregular" : "");
        if (r && standin_text(lev, r->standin, sbuf, sizeof sbuf))
            LINE(CLR_BRIGHT_MAGENTA, 0, "  %s", sbuf);
    } else if (c->roomno == SHARED || c->roomno == SHARED_PLUS) {
        LINE(NO_COLOR, 0, "room: shared%s", c->roomno == SHARED_PLUS ? "+" : "");
    } else
        LINE(NO_COLOR, 0, "room: none");
    if (heatmap_panel_text(a, a->cx, a->cy, buf, sizeof buf))
        LINE(CLR_YELLOW, 0, "%s", buf);
    struct nhl_step_lists ls;
    char nm[256];

    stepper_lists(&a->vl, &ls);
    for (int i = 0; i < ls.nobjects; i++) {
        const struct obj *o = &ls.objects[i];
        if (o->x == cx && o->y == cy && nhl_obj_on_square(o)) {
            obj_describe(&ls, i, nm, sizeof nm);
            LINE(CLR_CYAN, 0, "obj: %c %s", o->oclass ? o->oclass : '?', nm);
            if (standin_text(lev, o->standin, sbuf, sizeof sbuf))
                LINE(CLR_BRIGHT_MAGENTA, 0, "  %s", sbuf);
            contents_lines(&ls, i, out, ctx, 1);
        }
    }
    for (int i = 0; i < ls.nmonsters; i++) {
        const struct monst *m = &ls.monsters[i];
        if (m->x == cx && m->y == cy) {
            LINE(CLR_RED, 0, "mon: %s%s%s%s%s lvl %d hpmax %d", mon_name(m),
                 m->female ? " female" : "", m->peaceful ? " peaceful" : "",
                 m->tame ? " tame" : "", m->asleep ? " asleep" : "", m->m_lev, m->mhpmax);
            if (standin_text(lev, m->standin, sbuf, sizeof sbuf))
                LINE(CLR_BRIGHT_MAGENTA, 0, "  %s", sbuf);
            /* what it carries */
            for (int k = 0; k < ls.nobjects; k++)
                if (ls.objects[k].owner == i && ls.objects[k].container < 0) {
                    obj_describe(&ls, k, nm, sizeof nm);
                    LINE(NO_COLOR, 0, "  carries %s", nm);
                    contents_lines(&ls, k, out, ctx, 2);
                }
        }
    }
    for (int i = 0; i < ls.ntraps; i++) {
        const struct trap *t = &ls.traps[i];
        if (t->tx == cx && t->ty == cy) {
            LINE(CLR_MAGENTA, 0, "trap: %s", trap_name(t->ttyp));
            if (standin_text(lev, t->standin, sbuf, sizeof sbuf))
                LINE(CLR_BRIGHT_MAGENTA, 0, "  %s", sbuf);
            /* holes, trap doors and portals lead somewhere */
            if (t->dst.dlevel > 0)
                LINE(NO_COLOR, 0, "  to dungeon %d level %d", t->dst.dnum,
                     t->dst.dlevel);
        }
    }
    for (int i = 0; i < ls.nengravings; i++) {
        const struct engr *e = &ls.engravings[i];
        if (e->x == cx && e->y == cy)
            LINE(NO_COLOR, 0, "engr: \"%s\"", e->text ? e->text : "");
    }
    for (int i = 0; i < ls.nstairs; i++) {
        const struct stairway *s = &ls.stairs[i];
        if (s->sx == cx && s->sy == cy)
            LINE(NO_COLOR, 0, "stairs: %s %s", s->isladder ? "ladder" : "stair",
                 s->up ? "up" : "down");
    }
    {
        static const char *const lrnames[] = { "tele", "up-tele", "down-tele",
                                               "portal", "branch", "upstair", "downstair" };
        int nl = ls.lregions ? ls.nlregions : lev->nlregions;
        const struct lev_region *lr = ls.lregions ? ls.lregions : lev->lregions;
        for (int i = 0; i < nl; i++) {
            const int *r = lr[i].inarea;
            if (cx >= r[0] && cx <= r[2] && cy >= r[1] && cy <= r[3])
                LINE(CLR_BRIGHT_CYAN, 0, "lregion: %s %d,%d-%d,%d",
                     lr[i].rtype >= 0 && lr[i].rtype <= LR_DOWNSTAIR ? lrnames[lr[i].rtype] : "?",
                     r[0], r[1], r[2], r[3]);
        }
        for (int i = 0; i < lev->nexclusions; i++) {
            const struct exclusion_zone *e = &lev->exclusions[i];
            if (cx >= e->lx && cx <= e->hx && cy >= e->ly && cy <= e->hy)
                LINE(CLR_ORANGE, 0, "exclusion: type %d %d,%d-%d,%d", e->zonetype,
                     e->lx, e->ly, e->hx, e->hy);
        }
        for (int i = 0; i < lev->nregions; i++) {
            const struct nhregion *r = &lev->regions[i];
            if (cx >= r->lx && cx <= r->hx && cy >= r->ly && cy <= r->hy)
                LINE(CLR_GREEN, 0, "region: %s %d,%d-%d,%d", r->kind == 0 ? "gas cloud" : "other",
                     r->lx, r->ly, r->hx, r->hy);
        }
    }
#undef LINE
}

/* The panel: the cell's lines, then what only the viewer knows (the step
 * that changed it, the compared level, the rooms' legend). */
struct panel_out { struct app *a; int x, row, maxr, w; };

static void panel_line(void *ctx, int color, int attr, const char *text)
{
    struct panel_out *p = ctx;

    if (p->row < p->maxr)
        screen_text(&p->a->scr, p->x, p->row++, p->w, color, attr, text);
}

void mapview_panel(struct app *a, int x, int y, int w, int h)
{
    if (w < 10 || h < 1 || !a->vl.lev)
        return;
    struct panel_out po = { a, x, y, y + h, w };
    const struct nhl_level *lev = a->vl.lev;

    mapview_cell_lines(a, a->cx, a->cy, panel_line, &po);
    int row = po.row, maxr = po.maxr;
#define LINE(color, attr, ...) do { if (row < maxr) screen_printf(&a->scr, x, row++, w, color, attr, __VA_ARGS__); } while (0)
    if (a->vl.steps) {
        int si = stepper_last_change(&a->vl, a->cx, a->cy);
        if (si >= 0) {
            const struct nhl_step *st = &a->vl.steps->v[si];
            LINE(CLR_GREEN, 0, "changed: step %d %s", si + 1, st->name ? st->name : "?");
            if (st->file[0])
                LINE(CLR_GREEN, 0, "  at %s:%d", st->file, st->line);
        } else
            LINE(CLR_GREEN, 0, "changed: never (up to here)");
    }
    if (a->cmp) {
        char what[96] = "";
        const struct nhl_level *ol = a->cmp->lev;
        const struct rm *fc = &a->vl.lev->at[a->cx][a->cy]; /* final level */
        if (ol && a->diff[a->cx][a->cy]) {
            const struct rm *oc = &ol->at[a->cx][a->cy];
            size_t n = 0;
            if (oc->flags != fc->flags)
                n += (size_t)snprintf(what + n, sizeof what - n, " flags %d/%d", fc->flags, oc->flags);
            if (oc->lit != fc->lit && n < sizeof what)
                n += (size_t)snprintf(what + n, sizeof what - n, " lit %d/%d", fc->lit, oc->lit);
            if (oc->roomno != fc->roomno && n < sizeof what)
                snprintf(what + n, sizeof what - n, " roomno %d/%d", fc->roomno, oc->roomno);
        }
        if (a->cmp->has_typ)
            LINE(a->diff[a->cx][a->cy] ? CLR_ORANGE : NO_COLOR, 0, "other: %s%s%s",
                 mapview_typ_name(a->cmp->typ[a->cx][a->cy]),
                 a->diff[a->cx][a->cy] ? " DIFFERS" : "", what);
        else if (a->cmp->has_map)
            LINE(a->diff[a->cx][a->cy] ? CLR_ORANGE : NO_COLOR, 0, "other: '%s'%s",
                 a->cmp->map[a->cx][a->cy], a->diff[a->cx][a->cy] ? " DIFFERS" : "");
    }
    if (a->overlays & OV_ROOMS) {
        /* the legend of the room numbers drawn on the map */
        LINE(CLR_WHITE, SA_UNDERLINE, "rooms");
        for (int i = 0; i < lev->nroom && i < MAXNROFROOMS; i++)
            LINE(CLR_BRIGHT_BLUE + ((i + ROOMOFFSET) % 3), 0, " %c %s%s", base36(i),
                 rtype_name(lev->rooms[i].rtype), lev->rooms[i].rlit ? " lit" : "");
        for (int i = 0; i < lev->nsubroom && i < MAX_SUBROOMS; i++)
            LINE(NO_COLOR, 0, " %c %s (subroom)", base36(SUBROOM_BASE + i),
                 rtype_name(lev->rooms[SUBROOM_BASE + i].rtype));
    }
#undef LINE
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

static const struct { unsigned bit; const char *legend; } legends[] = {
    { OV_LIT, "reversed yellow: lit" },
    { OV_NODIG, "reversed red: walls and stone that cannot be dug" },
    { OV_NOPASS, "reversed magenta: walls that cannot be phased through" },
    { OV_ROOMS, "0-9a-z: room number, underlined: shared walls" },
    { OV_DOORS, "L locked, c closed, o open, b broken, n doorway, T trapped, S secret" },
    { OV_REGIONS, "R region, T level teleport/stair region, E exclusion zone" },
    { OV_FLIP, "F: the box flip_level mirrored" },
};

const char *mapview_overlay_legend(unsigned bit)
{
    for (size_t i = 0; i < sizeof legends / sizeof legends[0]; i++)
        if (legends[i].bit == bit)
            return legends[i].legend;
    return "";
}

static void toggle(struct app *a, unsigned bit, const char *what)
{
    const struct nhl_level *lev = a->vl.lev;
    const char *legend = mapview_overlay_legend(bit);
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
        if (ox == x && oy == y && (ci_contains(obj_name(o, nm, sizeof nm), q)
                                   || (o->standin && ci_contains(o->id, q))))
            return true;
    }
    for (int i = 0; i < sh->nmonsters; i++) {
        const struct monst *m = &sh->monsters[i];
        /* a stand-in by the name its level gave too */
        if (m->x == x && m->y == y
            && (ci_contains(mon_name(m), q) || (m->standin && ci_contains(m->id, q))))
            return true;
    }
    for (int i = 0; i < sh->ntraps; i++) {
        const struct trap *t = &sh->traps[i];
        if (t->tx == x && t->ty == y && t->ttyp >= 0 && t->ttyp < TRAPNUM
            && ci_contains(trap_name(t->ttyp), q))
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

/* The panel in one line, for a terminal with no room for it (80x24): the
 * cell, then the first thing of each kind standing there. */
void mapview_panel_line(struct app *a, int x, int y, int w)
{
    const struct rm *c;
    char line[512], buf[256];
    size_t n;
    struct nhl_step_lists ls;

    if (!a->vl.lev || w < 10)
        return;
    c = &a->vl.cur[a->cx][a->cy];
    decode_flags(c, buf, sizeof buf);
    n = (size_t) snprintf(line, sizeof line, "(%d,%d) %s%s%s%s", a->cx, a->cy,
                          mapview_typ_name(c->typ), buf[0] && strcmp(buf, "none") && strcmp(buf, "-") ? " " : "",
                          buf[0] && strcmp(buf, "none") && strcmp(buf, "-") ? buf : "", c->lit ? " lit" : "");
    if (c->roomno >= ROOMOFFSET && n < sizeof line)
        n += (size_t) snprintf(line + n, sizeof line - n, " room %d", c->roomno - ROOMOFFSET);
    stepper_lists(&a->vl, &ls);
    for (int i = 0; i < ls.nmonsters && n < sizeof line; i++)
        if (ls.monsters[i].x == a->cx && ls.monsters[i].y == a->cy) {
            const struct monst *m = &ls.monsters[i];

            n += (size_t) snprintf(line + n, sizeof line - n, " | mon %s%s%s%s",
                                   mon_name(m), m->standin ? " (stand-in '" : "",
                                   m->standin ? m->id : "", m->standin ? "')" : "");
            break;
        }
    for (int i = 0; i < ls.nobjects && n < sizeof line; i++) {
        const struct obj *o = &ls.objects[i];

        if (o->x == a->cx && o->y == a->cy && nhl_obj_on_square(o)) {
            char nm[96];

            n += (size_t) snprintf(line + n, sizeof line - n, " | obj %s%s%s%s",
                                   obj_name(o, nm, sizeof nm),
                                   o->standin ? " (stand-in '" : "",
                                   o->standin ? o->id : "", o->standin ? "')" : "");
            break;
        }
    }
    for (int i = 0; i < ls.ntraps && n < sizeof line; i++)
        if (ls.traps[i].tx == a->cx && ls.traps[i].ty == a->cy) {
            int t = ls.traps[i].ttyp;

            n += (size_t) snprintf(line + n, sizeof line - n, " | trap %s",
                                   trap_name(t));
            break;
        }
    screen_text(&a->scr, x, y, w, CLR_CYAN, 0, line);
}
