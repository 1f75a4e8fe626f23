/* render.c - map cells to glyphs and colours as NetHack's display does for
 * a fully mapped level (back_to_glyph for terrain, then the layers above).
 * The symbol table follows defsym.h's order; the DEC column is the
 * DECgraphics symset of dat/symbols (a VT100 special-graphics byte), the
 * Unicode column the Enhanced1 symset. */
#include "render.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "appearance.h"
#include "objlook.h"
#include "mondata.h"
#include "objdata.h"

struct symdef {
    char ascii;
    char dec;            /* VT100 special-graphics byte, 0: use ascii */
    const char *uni;     /* Enhanced1 UTF-8, NULL: use ascii */
    int color;
    const char *name;
};

#define HI_METAL CLR_CYAN
#define HI_GOLD CLR_YELLOW
#define HI_ZAP CLR_BRIGHT_BLUE

/* indexed by S_* (defsym.h numbering) */
static const struct symdef syms[] = {
    /* 0 */ { ' ', 0, NULL, NO_COLOR, "stone" },
    { '|', 'x', "\u2502", CLR_GRAY, "vertical wall" },
    { '-', 'q', "\u2500", CLR_GRAY, "horizontal wall" },
    { '-', 'l', "\u250c", CLR_GRAY, "top left corner wall" },
    { '-', 'k', "\u2510", CLR_GRAY, "top right corner wall" },
    { '-', 'm', "\u2514", CLR_GRAY, "bottom left corner wall" },
    { '-', 'j', "\u2518", CLR_GRAY, "bottom right corner wall" },
    { '-', 'n', "\u253c", CLR_GRAY, "cross wall" },
    { '-', 'v', "\u2534", CLR_GRAY, "tuwall" },
    { '-', 'w', "\u252c", CLR_GRAY, "tdwall" },
    /* 10 */ { '|', 'u', "\u2524", CLR_GRAY, "tlwall" },
    { '|', 't', "\u251c", CLR_GRAY, "trwall" },
    { '.', '~', "\u00b7", CLR_GRAY, "doorway" },
    { '-', 'a', "\u2592", CLR_BROWN, "open door" },
    { '|', 'a', "\u2592", CLR_BROWN, "open door" },
    { '+', 0, NULL, CLR_BROWN, "closed door" },
    { '+', 0, NULL, CLR_BROWN, "closed door" },
    { '#', '|', "\u2261", HI_METAL, "iron bars" },
    { '#', 'g', "\u03a8", CLR_GREEN, "tree" },
    { '.', '~', "\u00b7", CLR_GRAY, "floor of a room" },
    /* 20 */ { '.', 0, "\u00b7", CLR_BLACK, "dark part of a room" },
    { '`', 0, "\u03be", CLR_BRIGHT_BLUE, "engraving" },
    { '#', 0, NULL, CLR_GRAY, "corridor" },
    { '#', 0, NULL, CLR_GRAY, "lit corridor" },
    { '#', 0, NULL, CLR_BRIGHT_BLUE, "engraving" },
    { '<', 0, NULL, CLR_GRAY, "staircase up" },
    { '>', 0, NULL, CLR_GRAY, "staircase down" },
    { '<', 'y', "\u2264", CLR_BROWN, "ladder up" },
    { '>', 'z', "\u2265", CLR_BROWN, "ladder down" },
    { '<', 0, NULL, CLR_YELLOW, "branch staircase up" },
    /* 30 */ { '>', 0, NULL, CLR_YELLOW, "branch staircase down" },
    { '<', 'y', "\u2264", CLR_YELLOW, "branch ladder up" },
    { '>', 'z', "\u2265", CLR_YELLOW, "branch ladder down" },
    { '_', '{', "\u03a9", CLR_GRAY, "altar" },
    { '|', 0, "\u2020", CLR_WHITE, "grave" },
    { '\\', 0, NULL, HI_GOLD, "opulent throne" },
    { '{', 0, NULL, CLR_WHITE, "sink" },
    { '{', 0, NULL, CLR_BRIGHT_BLUE, "fountain" },
    { '}', '`', "\u224b", CLR_BLUE, "water" },
    { '.', '~', "\u00b7", CLR_CYAN, "ice" },
    /* 40 */ { '}', '`', "\u224b", CLR_RED, "molten lava" },
    { '}', '`', "\u2248", CLR_ORANGE, "wall of lava" },
    { '.', '~', "\u00b7", CLR_BROWN, "lowered drawbridge" },
    { '.', '~', "\u00b7", CLR_BROWN, "lowered drawbridge" },
    { '#', 0, NULL, CLR_BROWN, "raised drawbridge" },
    { '#', 0, NULL, CLR_BROWN, "raised drawbridge" },
    { ' ', 0, NULL, CLR_CYAN, "air" },
    { '#', 0, NULL, CLR_GRAY, "cloud" },
    { '}', '`', "\u2248", CLR_BRIGHT_BLUE, "water" },
    /* 49: traps, S_arrow_trap + ttyp - 1 */
    { '^', 0, NULL, HI_METAL, "arrow trap" },
    /* 50 */ { '^', 0, NULL, HI_METAL, "dart trap" },
    { '^', 0, NULL, CLR_GRAY, "falling rock trap" },
    { '^', 0, NULL, CLR_BROWN, "squeaky board" },
    { '^', 0, NULL, HI_METAL, "bear trap" },
    { '^', 0, NULL, CLR_RED, "land mine" },
    { '^', 0, NULL, CLR_GRAY, "rolling boulder trap" },
    { '^', 0, NULL, HI_ZAP, "sleeping gas trap" },
    { '^', 0, NULL, CLR_BLUE, "rust trap" },
    { '^', 0, NULL, CLR_ORANGE, "fire trap" },
    { '^', 0, NULL, CLR_BLACK, "pit" },
    /* 60 */ { '^', 0, NULL, CLR_BLACK, "spiked pit" },
    { '^', 0, NULL, CLR_BROWN, "hole" },
    { '^', 0, NULL, CLR_BROWN, "trap door" },
    { '^', 0, NULL, CLR_MAGENTA, "teleportation trap" },
    { '^', 0, NULL, CLR_MAGENTA, "level teleporter" },
    { '^', 0, NULL, CLR_BRIGHT_MAGENTA, "magic portal" },
    { '"', 0, "\u00a4", CLR_GRAY, "web" },
    { '^', 0, NULL, CLR_GRAY, "statue trap" },
    { '^', 0, NULL, HI_ZAP, "magic trap" },
    { '^', 0, NULL, HI_ZAP, "anti-magic field" },
    /* 70 */ { '^', 0, NULL, CLR_BRIGHT_GREEN, "polymorph trap" },
    { '~', 0, NULL, CLR_MAGENTA, "vibrating square" },
};
#define NSYMS ((int)(sizeof syms / sizeof syms[0]))

enum {
    S_stone = 0, S_vwall = 1, S_hwall = 2, S_ndoor = 12, S_vodoor = 13,
    S_hodoor = 14, S_vcdoor = 15, S_hcdoor = 16, S_bars = 17, S_tree = 18,
    S_room = 19, S_engroom = 21, S_corr = 22, S_litcorr = 23,
    S_engrcorr = 24, S_upstair = 25, S_dnstair = 26, S_upladder = 27,
    S_dnladder = 28, S_brupstair = 29, S_altar = 33, S_grave = 34,
    S_throne = 35, S_sink = 36, S_fountain = 37, S_pool = 38, S_ice = 39,
    S_lava = 40, S_lavawall = 41, S_vodbridge = 42, S_hodbridge = 43,
    S_vcdbridge = 44, S_hcdbridge = 45, S_air = 46, S_cloud = 47,
    S_water = 48, S_arrow_trap = 49
};

/* VT100 special graphics 0x60..0x7e as Unicode, for mapDEC's spelling */
static const char *const dec_unicode[31] = {
    "\u25c6", "\u2592", "\u2409", "\u240c", "\u240d", "\u240a", "\u00b0",
    "\u00b1", "\u2424", "\u240b", "\u2518", "\u2510", "\u250c", "\u2514",
    "\u253c", "\u23ba", "\u23bb", "\u2500", "\u23bc", "\u23bd", "\u251c",
    "\u2524", "\u2534", "\u252c", "\u2502", "\u2264", "\u2265", "\u03c0",
    "\u2260", "\u00a3", "\u00b7",
};

const char *render_dec_unicode(char letter)
{
    return letter >= 0x60 && letter <= 0x7e ? dec_unicode[letter - 0x60] : NULL;
}

const char *render_sym_name(int sym)
{
    return sym >= 0 && sym < NSYMS ? syms[sym].name : "?";
}

const char *nhl_trap_name(int ttyp)
{
    /* C: defsyms[trap_to_defsym(ttyp)].explanation */
    return ttyp > NO_TRAP && ttyp < TRAPNUM ? syms[S_arrow_trap + ttyp - 1].name : "";
}

int render_sym_color(int sym)
{
    return sym >= 0 && sym < NSYMS ? syms[sym].color : NO_COLOR;
}

const char *nhl_render_sym_glyph(int sym, enum nhl_render_mode mode)
{
    /* one static string per symbol and mode: the tables never change */
    static const char ascii_str[128][2] = {
#define A(c) [c] = { c, 0 }
        A(' '), A('|'), A('-'), A('.'), A('+'), A('#'), A('`'), A('<'),
        A('>'), A('_'), A('\\'), A('{'), A('}'), A('^'), A('"'), A('~'),
#undef A
    };
    static const char dec_raw[32][2] = {
#define R(c) [c - 0x60] = { c, 0 }
        R('`'), R('a'), R('g'), R('j'), R('k'), R('l'), R('m'), R('n'),
        R('q'), R('t'), R('u'), R('v'), R('w'), R('x'), R('y'), R('z'),
        R('{'), R('|'), R('~'),
#undef R
    };
    if (sym < 0 || sym >= NSYMS)
        sym = S_stone;
    const struct symdef *s = &syms[sym];
    switch (mode) {
    case RENDER_DEC:
        if (s->dec)
            return dec_unicode[s->dec - 0x60];
        break;
    case RENDER_DEC_RAW:
        if (s->dec)
            return dec_raw[s->dec - 0x60];
        break;
    case RENDER_UNICODE:
        if (s->uni)
            return s->uni;
        break;
    default:
        break;
    }
    return ascii_str[(unsigned char)s->ascii & 0x7f];
}

/* The stairway at (x,y) leads out of this dungeon (a branch staircase). */
static bool branch_stair_at(const struct nhl_level *lev, int x, int y)
{
    for (int i = 0; i < lev->nstairs; i++) {
        const struct stairway *st = &lev->stairs[i];
        if (st->sx == x && st->sy == y)
            return st->tolev.dnum != lev->ctx.dnum;
    }
    return false;
}

/* C's back_to_glyph: the background of a fully seen location. */
int render_terrain_sym(const struct nhl_level *lev, int x, int y)
{
    /* column 0 is never part of the map; NetHack leaves it blank */
    if (x < 1 || x >= COLNO || y < 0 || y >= ROWNO)
        return S_stone;
    const struct rm *loc = &lev->at[x][y];
    int typ = loc->typ;

    switch (typ) {
    case STONE:
        return lev->flags.arboreal ? S_tree : S_stone;
    case SCORR:
        return S_stone;
    case ROOM:
        return S_room;
    case CORR:
        return loc->waslit ? S_litcorr : S_corr;
    case VWALL: case HWALL: case TLCORNER: case TRCORNER: case BLCORNER:
    case BRCORNER: case CROSSWALL: case TUWALL: case TDWALL: case TLWALL:
    case TRWALL:
        return S_vwall + (typ - VWALL);
    case SDOOR:
        /* a secret door looks like the wall it sits in */
        return loc->horizontal ? S_hwall : S_vwall;
    case DOOR: {
        int mask = loc->flags;
        if (!mask || (mask & D_BROKEN))
            return S_ndoor;
        if (mask & D_ISOPEN)
            return loc->horizontal ? S_hodoor : S_vodoor;
        return loc->horizontal ? S_hcdoor : S_vcdoor;
    }
    case STAIRS: {
        bool down = (loc->flags & LA_DOWN) != 0;
        int base = branch_stair_at(lev, x, y) ? S_brupstair : S_upstair;
        return base + (down ? 1 : 0);
    }
    case LADDER: {
        bool down = (loc->flags & LA_DOWN) != 0;
        int base = branch_stair_at(lev, x, y) ? S_brupstair + 2 : S_upladder;
        return base + (down ? 1 : 0);
    }
    case FOUNTAIN: return S_fountain;
    case THRONE: return S_throne;
    case SINK: return S_sink;
    case GRAVE: return S_grave;
    case ALTAR: return S_altar;
    case TREE: return S_tree;
    case IRONBARS: return S_bars;
    case POOL: case MOAT: return S_pool;
    case WATER: return S_water;
    case LAVAPOOL: return S_lava;
    case LAVAWALL: return S_lavawall;
    case ICE: return S_ice;
    case AIR: return S_air;
    case CLOUD: return S_cloud;
    case DRAWBRIDGE_DOWN:
        return loc->horizontal ? S_hodbridge : S_vodbridge;
    case DBWALL:
        return loc->horizontal ? S_hcdbridge : S_vcdbridge;
    case DRAWBRIDGE_UP:
        /* a raised drawbridge shows what lies under its span */
        switch (loc->flags & DB_UNDER) {
        case DB_LAVA: return S_lava;
        case DB_ICE: return S_ice;
        case DB_FLOOR: return S_room;
        default: return S_pool;
        }
    default:
        return S_stone;
    }
}

/* The topmost floor object at (x,y): the newest boulder, else the newest
 * one, as C's place_object stacks a pile (boulders on top, anything else
 * under them). Buried, contained, carried and floating ones don't show. */
static const struct obj *top_object(const struct nhl_level *lev, int x, int y)
{
    const struct obj *top = NULL;

    for (int i = lev->nobjects - 1; i >= 0; i--) {
        const struct obj *o = &lev->objects[i];
        if (o->x == x && o->y == y && !o->buried && o->container < 0
            && o->owner < 0 && !o->floating) {
            if (o->otyp == BOULDER)
                return o;
            if (!top)
                top = o;
        }
    }
    return top;
}

static const struct monst *monster_at(const struct nhl_level *lev, int x, int y)
{
    for (int i = lev->nmonsters - 1; i >= 0; i--) {
        const struct monst *m = &lev->monsters[i];
        if (m->x == x && m->y == y)
            return m;
        /* a long worm's tail segment shows as the worm (C: the segment
         * holds level.monsters[][]) */
        for (int k = 0; k < m->nwseg && k < 4; k++)
            if (m->wseg[k].x == x && m->wseg[k].y == y)
                return m;
    }
    return NULL;
}

static const struct trap *trap_at(const struct nhl_level *lev, int x, int y)
{
    for (int i = 0; i < lev->ntraps; i++)
        if (lev->traps[i].tx == x && lev->traps[i].ty == y)
            return &lev->traps[i];
    return NULL;
}

static const struct engr *engr_at(const struct nhl_level *lev, int x, int y)
{
    for (int i = 0; i < lev->nengravings; i++)
        if (lev->engravings[i].x == x && lev->engravings[i].y == y)
            return &lev->engravings[i];
    return NULL;
}

/* Walls take the level's colour in DECgraphics (its G_*_sokoban etc.). */
static int wall_color(const struct nhl_level *lev, int color)
{
    if (lev->ctx.in_sokoban)
        return CLR_BLUE;
    if (lev->ctx.in_hell)
        return CLR_RED;
    if (strstr(lev->ctx.dungeon, "Ludios"))
        return CLR_YELLOW;
    return color;
}

static void put_char(char glyph[RENDER_GLYPH_MAX], char c)
{
    glyph[0] = c ? c : ' ';
    glyph[1] = '\0';
}

static bool visible_obj(const struct obj *o)
{
    return !o->buried && o->container < 0 && o->owner < 0 && !o->floating;
}

/* The same choices as monster_at, top_object, trap_at and engr_at, made
 * for every cell in one pass over each list. */
void nhl_render_index_build(const struct nhl_level *lev, struct nhl_render_index *ix)
{
    memset(ix, 0xff, sizeof *ix);        /* -1 everywhere */
    /* the last monster in the list holding the cell wins, as monster_at
       walks from the end */
    for (int i = 0; i < lev->nmonsters && i < SHRT_MAX; i++) {
        const struct monst *m = &lev->monsters[i];
        if (m->x >= 0 && m->x < COLNO && m->y >= 0 && m->y < ROWNO)
            ix->mon[m->x][m->y] = (short)i;
        for (int k = 0; k < m->nwseg && k < 4; k++)
            if (m->wseg[k].x >= 0 && m->wseg[k].x < COLNO && m->wseg[k].y >= 0
                && m->wseg[k].y < ROWNO)
                ix->mon[m->wseg[k].x][m->wseg[k].y] = (short)i;
    }
    /* the last boulder, else the last object, tops a pile */
    for (int i = 0; i < lev->nobjects && i < SHRT_MAX; i++) {
        const struct obj *o = &lev->objects[i];
        if (o->x < 0 || o->x >= COLNO || o->y < 0 || o->y >= ROWNO || !visible_obj(o))
            continue;
        short *top = &ix->obj[o->x][o->y];
        if (*top < 0 || o->otyp == BOULDER || lev->objects[*top].otyp != BOULDER)
            *top = (short)i;
    }
    /* the first trap and engraving of a cell, as trap_at and engr_at */
    for (int i = 0; i < lev->ntraps && i < SHRT_MAX; i++) {
        const struct trap *t = &lev->traps[i];
        if (t->tx >= 0 && t->tx < COLNO && t->ty >= 0 && t->ty < ROWNO
            && ix->trap[t->tx][t->ty] < 0)
            ix->trap[t->tx][t->ty] = (short)i;
    }
    for (int i = 0; i < lev->nengravings && i < SHRT_MAX; i++) {
        const struct engr *e = &lev->engravings[i];
        if (e->x >= 0 && e->x < COLNO && e->y >= 0 && e->y < ROWNO
            && ix->engr[e->x][e->y] < 0)
            ix->engr[e->x][e->y] = (short)i;
    }
}

/* What shows at (x,y): the monster, else the top object, else the map
 * symbol (a trap, an engraving, the terrain) with its layer. */
static int cell_pick(const struct nhl_level *lev, const struct nhl_render_index *ix, int x, int y,
                     const struct monst **mp, const struct obj **op, int *symp)
{
    bool inmap = x >= 1 && x < COLNO && y >= 0 && y < ROWNO;
    const struct monst *m = NULL;
    const struct obj *o = NULL;
    if (inmap && ix) {
        m = ix->mon[x][y] >= 0 ? &lev->monsters[ix->mon[x][y]] : NULL;
        o = !m && ix->obj[x][y] >= 0 ? &lev->objects[ix->obj[x][y]] : NULL;
    } else if (inmap) {
        m = monster_at(lev, x, y);
        o = m ? NULL : top_object(lev, x, y);
    }
    int layer = RL_TERRAIN, sym = -1;

    *mp = m;
    *op = o;
    if (m)
        layer = RL_MONSTER;
    else if (o)
        layer = RL_OBJECT;
    else {
        const struct trap *t = NULL;
        const struct engr *e = NULL;
        if (inmap && ix) {
            t = ix->trap[x][y] >= 0 ? &lev->traps[ix->trap[x][y]] : NULL;
            e = !t && ix->engr[x][y] >= 0 ? &lev->engravings[ix->engr[x][y]] : NULL;
        } else if (inmap) {
            t = trap_at(lev, x, y);
            e = t ? NULL : engr_at(lev, x, y);
        }
        if (t && t->ttyp > NO_TRAP && t->ttyp < TRAPNUM) {
            layer = RL_TRAP;
            sym = S_arrow_trap + t->ttyp - 1;
        } else if (e) {
            layer = RL_ENGRAVING;
            sym = lev->at[x][y].typ == CORR ? S_engrcorr : S_engroom;
        } else {
            sym = render_terrain_sym(lev, x, y);
        }
    }
    *symp = sym;
    return layer;
}

int render_cell_sym(const struct nhl_level *lev, int x, int y)
{
    return nhl_render_cell_sym_ix(lev, NULL, x, y);
}

int nhl_render_cell_sym_ix(const struct nhl_level *lev, const struct nhl_render_index *ix, int x,
                           int y)
{
    const struct monst *m;
    const struct obj *o;
    int sym;

    cell_pick(lev, ix, x, y, &m, &o, &sym);
    if (o && o->otyp == BOULDER)
        return RENDER_SYM_BOULDER;
    return sym;
}

int nhl_render_cell(const struct nhl_level *lev, int x, int y, enum nhl_render_mode mode,
                    char glyph[RENDER_GLYPH_MAX], int *color)
{
    return nhl_render_cell_ix(lev, NULL, x, y, mode, glyph, color);
}

/* The stand-in a lenient build made at (x,y) for a name the release
 * lacks, as the cell shows it (the monster, object, trap, or the terrain
 * while it is still what was made for it); 0 none, else 1 + its index. */
int nhl_render_standin(const struct nhl_level *lev, const struct monst *m,
                       const struct obj *o, int x, int y)
{
    const struct trap *t;

    if (!lev->nstandins)
        return 0;
    if (m)
        return m->standin;
    if (o)
        return o->standin;
    if (x < 1 || x >= COLNO || y < 0 || y >= ROWNO)
        return 0;
    t = trap_at(lev, x, y);
    if (t)
        return t->standin;
    int si = lev->standin_at[x][y];

    if (si > 0 && si <= lev->nstandins
        && lev->standins[si - 1].typ == lev->at[x][y].typ)
        return si;
    return 0;
}

int nhl_render_cell_ix(const struct nhl_level *lev, const struct nhl_render_index *ix, int x, int y,
                       enum nhl_render_mode mode, char glyph[RENDER_GLYPH_MAX], int *color)
{
    int col = NO_COLOR;
    const struct monst *m;
    const struct obj *o;
    int sym;
    int layer = cell_pick(lev, ix, x, y, &m, &o, &sym);

    if (m) {
        if (m->mndx >= 0 && m->mndx < NUMMONS_ENUM) {
            put_char(glyph, lev->nh->mons[m->mndx].sym);
            col = lev->nh->mons[m->mndx].mcolor;
        } else {
            put_char(glyph, m->mclass);
        }
    } else if (o) {
        char c = o->oclass;
        if (o->otyp >= 0 && o->otyp < NUM_OTYPES) {
            c = oclass_symbol(lev->nh->objects[o->otyp].oc_class);
            col = obj_color(lev, o->otyp);   /* the game's deal */
            /* a statue shows as the monster it depicts */
            if (o->otyp == STATUE && o->corpsenm >= 0 && o->corpsenm < NUMMONS_ENUM)
                c = lev->nh->mons[o->corpsenm].sym;
        }
        put_char(glyph, c);
    } else {
        /* a copy, not a printf: this runs for every cell of every frame */
        const char *g = nhl_render_sym_glyph(sym, mode);
        size_t n = strnlen(g, RENDER_GLYPH_MAX - 1);
        memcpy(glyph, g, n);
        glyph[n] = '\0';
        col = render_sym_color(sym);
        if ((mode == RENDER_DEC || mode == RENDER_DEC_RAW)
            && sym >= S_vwall && sym <= S_vwall + 10)
            col = wall_color(lev, col);
    }
    /* a lenient build's stand-in: a glyph no NetHack symbol has */
    if (lev->nstandins && nhl_render_standin(lev, m, o, x, y)) {
        const char *g = mode == RENDER_UNICODE ? NHL_STANDIN_UNICODE : NHL_STANDIN_ASCII;

        memcpy(glyph, g, strlen(g) + 1);
        col = CLR_BRIGHT_MAGENTA;
        if (color)
            *color = col;
        return layer;
    }
    if (color)
        *color = col;
    if (mode == RENDER_DEC_RAW && sym >= 0 && syms[sym].dec)
        layer |= RENDER_ALTCHARSET;
    return layer;
}

int render_row(const struct nhl_level *lev, int y, enum nhl_render_mode mode,
               char *buf, size_t len)
{
    size_t n = 0;
    for (int x = 0; x < COLNO; x++) {
        char g[RENDER_GLYPH_MAX];
        nhl_render_cell(lev, x, y, mode, g, NULL);
        size_t gl = strlen(g);
        if (n + gl + 1 > len)
            return -1;
        memcpy(buf + n, g, gl);
        n += gl;
    }
    if (n + 1 > len)
        return -1;
    buf[n] = '\0';
    return (int)n;
}

int nhl_render_map(const struct nhl_level *lev, enum nhl_render_mode mode, char *buf,
                   size_t len)
{
    size_t n = 0;
    for (int y = 0; y < ROWNO; y++) {
        if (n >= len)
            return -1;
        int w = render_row(lev, y, mode, buf + n, len - n);
        if (w < 0 || n + (size_t)w + 2 > len)
            return -1;
        n += (size_t)w;
        buf[n++] = '\n';
        buf[n] = '\0';
    }
    return (int)n;
}

int nhl_render_mode_from_name(const char *name)
{
    static const char *const names[RENDER_NMODES] = {
        "ascii", "dec", "dec-raw", "unicode"
    };
    for (int i = 0; i < RENDER_NMODES; i++)
        if (name && strcmp(name, names[i]) == 0)
            return i;
    return -1;
}
