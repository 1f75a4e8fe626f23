/* cellpanel.c - what the viewer says of the cell under the cursor: the
 * panel beside or below the map, its one-line form on a terminal with no
 * room for it, and the same panel over the map (key ;) at any size. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "heatmap.h"
#include "nhlev.h"
#include "viewdoc.h"

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

/* An object as the panel names it: quantity, BUC, enchantment, its full
 * name, a corpse's or statue's species, a box's state and how much it
 * holds. */
static void obj_describe(const struct nhl_step_lists *ls, int i, char *buf, size_t len)
{
    const struct obj *o = &ls->objects[i];
    char name[96], spe[16] = "", what[96] = "", state[64] = "";
    int inside = 0;

    const char *nmp = mapview_obj_name(o, name, sizeof name);

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
            LINE(CLR_RED, 0, "mon: %s%s%s%s%s lvl %d hpmax %d", mapview_mon_name(m),
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
            LINE(CLR_MAGENTA, 0, "trap: %s", mapview_trap_name(t->ttyp));
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
/* The panel: the cell's lines, then what only the viewer knows (the step
 * that changed it, the compared level, the rooms' legend). skip lines are
 * left out from the top (the popup scrolls); count: only counted. */
struct panel_out { struct app *a; int x, row, maxr, w, skip, n; bool count; };

static void panel_line(void *ctx, int color, int attr, const char *text)
{
    struct panel_out *p = ctx;

    p->n++;
    if (p->count || p->n <= p->skip)
        return;
    if (p->row < p->maxr)
        screen_text(&p->a->scr, p->x, p->row++, p->w, color, attr, text);
}

/* every line of the panel, to po; the number of lines */
static int panel_lines(struct app *a, struct panel_out *po)
{
    const struct nhl_level *lev = a->vl.lev;

    mapview_cell_lines(a, a->cx, a->cy, panel_line, po);
#define LINE(color, attr, ...) cell_line(panel_line, po, color, attr, __VA_ARGS__)
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
            LINE(CLR_BRIGHT_BLUE + ((i + ROOMOFFSET) % 3), 0, " %c %s%s", mapview_base36(i),
                 rtype_name(lev->rooms[i].rtype), lev->rooms[i].rlit ? " lit" : "");
        for (int i = 0; i < lev->nsubroom && i < MAX_SUBROOMS; i++)
            LINE(NO_COLOR, 0, " %c %s (subroom)", mapview_base36(SUBROOM_BASE + i),
                 rtype_name(lev->rooms[SUBROOM_BASE + i].rtype));
    }
#undef LINE
    return po->n;
}

void mapview_panel(struct app *a, int x, int y, int w, int h)
{
    if (w < 10 || h < 1 || !a->vl.lev)
        return;
    struct panel_out po = { a, x, y, y + h, w, 0, 0, false };

    panel_lines(a, &po);
}

/* ---- the panel in one line ---- */

/* appends to line (at *n of len) */
static void add(char *line, size_t len, size_t *n, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void add(char *line, size_t len, size_t *n, const char *fmt, ...)
{
    va_list ap;

    if (*n >= len)
        return;
    va_start(ap, fmt);
    int k = vsnprintf(line + *n, len - *n, fmt, ap);
    va_end(ap);
    if (k > 0)
        *n = *n + (size_t) k < len ? *n + (size_t) k : len - 1;
}

/* The panel in one line, for a terminal with no room for it (80x24): the
 * thing the cell's glyph shows (the monster, the object on top of the
 * pile, the trap, the engraving or the terrain), then "+N more" naming
 * what else is there (a container with how much it holds); ";" opens
 * the whole panel. */
void mapview_panel_line(struct app *a, int x, int y, int w)
{
    static const char hint[] = "  ; all";
    char line[1024], buf[256], glyph[RENDER_GLYPH_MAX], more[640];
    size_t n = 0, m = 0;
    int nmore = 0, index;
    struct nhl_step_lists ls;

    if (!a->vl.lev || w < 10)
        return;
    const struct rm *c = &a->vl.cur[a->cx][a->cy];
    int layer = mapview_shown(a, a->cx, a->cy, &index, glyph);

    stepper_lists(&a->vl, &ls);
    /* the glyph as the map draws it (stone's blank left out) */
    add(line, sizeof line, &n, "(%d,%d) %s%s", a->cx, a->cy, strcmp(glyph, " ") ? glyph : "",
        strcmp(glyph, " ") ? " " : "");
    switch (layer) {
    case RL_MONSTER: {
        const struct monst *mo = &ls.monsters[index];

        add(line, sizeof line, &n, "%s", mapview_mon_name(mo));
        if (mo->standin)
            add(line, sizeof line, &n, " (stand-in '%s')", mo->id);
        break;
    }
    case RL_OBJECT: {
        /* the name alone (the panel has the rest), and what a box holds */
        int inside = 0;

        for (int k = 0; k < ls.nobjects; k++)
            inside += ls.objects[k].container == index && k != index;
        add(line, sizeof line, &n, "%s", mapview_obj_name(&ls.objects[index], buf, sizeof buf));
        if (ls.objects[index].standin)
            add(line, sizeof line, &n, " (stand-in '%s')", ls.objects[index].id);
        if (inside)
            add(line, sizeof line, &n, " (%d inside)", inside);
        break;
    }
    case RL_TRAP:
        add(line, sizeof line, &n, "%s", mapview_trap_name(ls.traps[index].ttyp));
        break;
    case RL_ENGRAVING:
        add(line, sizeof line, &n, "engraving \"%s\"",
            ls.engravings[index].text ? ls.engravings[index].text : "");
        break;
    default:
        decode_flags(c, buf, sizeof buf);
        add(line, sizeof line, &n, "%s%s%s", mapview_typ_name(c->typ),
            strcmp(buf, "-") ? " " : "", strcmp(buf, "-") ? buf : "");
        break;
    }
    /* what else is there, in the panel's order */
    more[0] = 0;
    for (int i = 0; i < ls.nobjects; i++) {
        const struct obj *o = &ls.objects[i];
        int inside = 0;

        if (o->x != a->cx || o->y != a->cy || !nhl_obj_on_square(o)
            || (layer == RL_OBJECT && i == index))
            continue;
        for (int k = 0; k < ls.nobjects; k++)
            inside += ls.objects[k].container == i && k != i;
        char nm[96];

        mapview_obj_name(o, nm, sizeof nm);
        nmore++;
        if (inside)
            add(more, sizeof more, &m, "%s%s (%d inside)", m ? ", " : "", nm, inside);
        else
            add(more, sizeof more, &m, "%s%s", m ? ", " : "", nm);
    }
    for (int i = 0; i < ls.nmonsters; i++)
        if (ls.monsters[i].x == a->cx && ls.monsters[i].y == a->cy
            && !(layer == RL_MONSTER && i == index)) {
            nmore++;
            add(more, sizeof more, &m, "%s%s", m ? ", " : "", mapview_mon_name(&ls.monsters[i]));
        }
    for (int i = 0; i < ls.ntraps; i++)
        if (ls.traps[i].tx == a->cx && ls.traps[i].ty == a->cy
            && !(layer == RL_TRAP && i == index)) {
            nmore++;
            add(more, sizeof more, &m, "%s%s", m ? ", " : "", mapview_trap_name(ls.traps[i].ttyp));
        }
    for (int i = 0; i < ls.nengravings; i++)
        if (ls.engravings[i].x == a->cx && ls.engravings[i].y == a->cy
            && !(layer == RL_ENGRAVING && i == index)) {
            nmore++;
            add(more, sizeof more, &m, "%sengr \"%s\"", m ? ", " : "",
                ls.engravings[i].text ? ls.engravings[i].text : "");
        }
    if (nmore)
        add(line, sizeof line, &n, "  +%d more: %s", nmore, more);
    /* the floor under a thing, last: what is cut first */
    if (layer != RL_TERRAIN)
        add(line, sizeof line, &n, "  on %s", mapview_typ_name(c->typ));
    if (c->lit)
        add(line, sizeof line, &n, " lit");
    /* the key to the whole panel, kept on screen: the line is cut before it */
    int room = w - (int) strlen(hint);

    if (room > 20 && (int) n > room) {
        n = (size_t) room;
        line[n - 1] = '>';      /* says it goes on */
        line[n] = 0;
    }
    if (room > 20)
        add(line, sizeof line, &n, "%*s%s", room - (int) n > 0 ? room - (int) n : 0, "", hint);
    screen_text(&a->scr, x, y, w, CLR_CYAN, 0, line);
}

/* ---- the panel over the map (;) ---- */

bool cellpanel_action(struct app *a, enum action act)
{
    switch (act) {
    case ACT_CELL_PANEL:
        a->show_cell = !a->show_cell;
        a->cell_scroll = 0;
        return true;
    case ACT_CELL_CLOSE:
        a->show_cell = false;
        return true;
    case ACT_CELL_DOWN:
        a->cell_scroll += 3;
        return true;
    case ACT_CELL_UP:
        a->cell_scroll = a->cell_scroll > 3 ? a->cell_scroll - 3 : 0;
        return true;
    default:
        return false;
    }
}

/* The whole panel of the cursor cell in a box over the map, on the side
 * away from the cursor, between the title line and the step line; } {
 * scroll it when it is longer than the box. */
void cellpanel_popup(struct app *a)
{
    struct screen *s = &a->scr;

    if (!a->show_cell || !a->vl.lev)
        return;
    struct panel_out count = { a, 0, 0, 0, 0, 0, 0, true };
    int total = panel_lines(a, &count);
    int w = s->w < 52 ? s->w : 52;
    int top = MAP_Y, h = a->vp.h;       /* the map's rows */

    if (h < 2)
        h = s->h - top > 2 ? 2 : s->h - top;
    int body = h - 1;
    int maxscroll = total > body ? total - body : 0;

    if (a->cell_scroll > maxscroll)
        a->cell_scroll = maxscroll;
    /* the cursor's screen column decides the side */
    int curx = a->vp.sx + a->cx - a->vp.x0;
    int x = curx < s->w / 2 ? s->w - w : 0;
    int rows = total - a->cell_scroll < body ? total - a->cell_scroll : body;
    char head[128];

    snprintf(head, sizeof head, " (%d,%d) ;/Esc close%s%s", a->cx, a->cy,
             maxscroll ? "  } { scroll" : "",
             maxscroll ? (a->cell_scroll < maxscroll ? ", more below" : ", end") : "");
    screen_printf(s, x, top, w, CLR_WHITE, SA_REVERSE, "%-*s", w, head);
    screen_fill(s, x, top + 1, w, rows, " ", NO_COLOR, 0);
    struct panel_out po = { a, x + 1, top + 1, top + 1 + rows, w - 1, a->cell_scroll, 0, false };

    panel_lines(a, &po);
}
