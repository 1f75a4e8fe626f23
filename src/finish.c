/* finish.c - the finishing pipeline: what sp_lev.c load_special does once
 * the script has run, then mklev.c level_finalize_topology.  Each stage is
 * a recorded step named for the C routine. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "doors_link.h"
#include "finish.h"
#include "ident.h"
#include "fixup.h"
#include "flip.h"
#include "mkobj.h"
#include "mkroom.h"
#include "objdata.h"
#include "rooms.h"
#include "step.h"
#include "typ_table.h"
#include "wallify.h"
#include "wallmode.h"
#include "way_out.h"

static bool is_boulder(const struct obj *o)
{
    return o->otyp == BOULDER
           || (o->otyp < 0 && !strcmp(o->id, "boulder"));
}

/* per typ: water or lava */
#define WET(t) (IS_LAVA(t) || IS_POOL(t))
static const bool wet_typ[256] = { TYP_TABLE(WET) };

static bool wet_at(const uint32_t wet[COLNO], int x, int y)
{
    return x >= 0 && x < COLNO && y >= 0 && y < ROWNO
           && ((wet[x] >> y) & 1);
}

/* Nothing that would sink or burn stays on water or lava: boulders,
 * breakable traps and engravings go.  (C: map_cleanup)  C walks the wet
 * cells and drops the first trap and the first engraving listed on each;
 * the lists close up behind each drop, so walking the lists instead and
 * dropping the first one seen on each wet cell leaves them the same. */
void map_cleanup(struct nhl_level *lev)
{
    uint32_t wet[COLNO], seen[COLNO];
    uint32_t any = 0;

    for (int x = 0; x < COLNO; x++) {
        uint32_t w = 0;

#pragma GCC unroll 21
        for (int y = 0; y < ROWNO; y++)
            w |= (uint32_t) wet_typ[lev->at[x][y].typ] << y;
        wet[x] = w;
        any |= w;
    }
    if (!any)
        return;
    /* the boulders in water or lava go: one walk of the objects (the same
       ones go, whatever the order: a castle's moat is 200 cells) */
    for (int i = lev->nobjects - 1; i >= 0; i--) {
        const struct obj *o = &lev->objects[i];

        if (wet_at(wet, o->x, o->y) && o->container < 0 && o->owner < 0
            && !o->buried && !o->floating && is_boulder(o))
            level_del_object(lev, i);
    }
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < lev->ntraps; i++) {
        int x = lev->traps[i].tx, y = lev->traps[i].ty;

        if (!wet_at(wet, x, y) || ((seen[x] >> y) & 1))
            continue;
        seen[x] |= 1u << y;
        if (lev->traps[i].ttyp != MAGIC_PORTAL
            && lev->traps[i].ttyp != VIBRATING_SQUARE)
            level_del_trap(lev, i--);
    }
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < lev->nengravings; i++) {
        int x = lev->engravings[i].x, y = lev->engravings[i].y;

        if (!wet_at(wet, x, y) || ((seen[x] >> y) & 1))
            continue;
        seen[x] |= 1u << y;
        level_del_engraving(lev, i--);
    }
}

/* (C: mklev.c count_level_features) */
void count_level_features(struct nhl_level *lev)
{
    lev->flags.nfountains = lev->flags.nsinks = 0;
    for (int y = 0; y < ROWNO; y++)
        for (int x = 1; x < COLNO; x++) {
            if (lev->at[x][y].typ == FOUNTAIN)
                lev->flags.nfountains++;
            else if (lev->at[x][y].typ == SINK)
                lev->flags.nsinks++;
        }
}

/* Walls the script did not write become undiggable and unphasable.  The
 * script's footprint is not flipped with the map, as in C.
 * (C: solidify_map) */
void solidify_map(struct nhl_level *lev)
{
    const struct level_build *b = lev->build;

    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
            if (IS_STWALL(lev->at[x][y].typ) && !b->splev_map[x][y])
                lev->at[x][y].flags |= W_NONDIGGABLE | W_NONPASSWALL;
}

/* Everything beyond the level's extent is undiggable, except on the
 * Plane of Earth.  (C: mkmaze.c bound_digging) */
void bound_digging(struct nhl_level *lev)
{
    int xmin, ymin, xmax, ymax;

    if (!strcmp(lev->ctx.special, "earth"))
        return;
    get_level_extends(lev, &xmin, &ymin, &xmax, &ymax);
    /* mkmaze.c bound_digging: only stone and walls are marked; one step
     * past the edge they are unphaseable too */
    bool walls_only = lev->nh->rules.bound_digging_walls_only;
    uint8_t past = lev->nh->rules.bound_digging_unphaseable ? W_NONPASSWALL : 0;
    /* a cell's marks are its row's and its column's: undiggable on the
       edge or past it, unphaseable past it. A column inside the extent
       has only the marked rows to look at. */
    uint8_t row_marks[ROWNO];
    int rows[ROWNO], nrows = 0;

    for (int y = 0; y < ROWNO; y++) {
        bool edge = y <= ymin || y >= ymax;

        row_marks[y] = edge ? W_NONDIGGABLE : 0;
        if (y < ymin || y > ymax)
            row_marks[y] |= past;
        if (row_marks[y])
            rows[nrows++] = y;
    }
    for (int x = 0; x < COLNO; x++) {
        bool edge = x <= xmin || x >= xmax;
        uint8_t col_marks = edge ? W_NONDIGGABLE : 0;
        struct rm *col = lev->at[x];

        if (x < xmin || x > xmax)
            col_marks |= past;
        int n = edge ? ROWNO : nrows;

        for (int k = 0; k < n; k++) {
            int y = edge ? k : rows[k];

            if (walls_only && !IS_STWALL(col[y].typ))
                continue;
            col[y].flags |= col_marks | row_marks[y];
        }
    }
}

/* Sokoban and the like start mapped: every cell remembered as lit, secret
 * doors' flags cleared (their wall mode is set again later), every trap
 * seen.  (C: detect.c premap_detect, less the display) */
void premap_detect(struct nhl_level *lev)
{
    for (int x = 1; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            lev->at[x][y].waslit = true;
            if (lev->at[x][y].typ == SDOOR)
                lev->at[x][y].flags = 0;
        }
    for (int i = 0; i < lev->ntraps; i++)
        lev->traps[i].tseen = true;
}

/* A new object as mksobj makes it, as far as the draws go: the ident
 * counter advances by rnd(2) (C: next_ident). */
static struct obj *new_object(struct nhl_level *lev, int otyp, const char *id,
                              int x, int y)
{
    struct obj *o = obj_record_at(lev, otyp, 0, id, x, y);

    if (!o)
        return NULL;
    o->o_id = lev->ident;
    ident_advance(lev, rnd(lev->rng, 2));
    return o;
}

/* The gem class's odds on this level: the cheapest real gems are left
 * out near the top and the rest share 171 (C: o_init.c setgemprobs, run
 * by makelevel's oinit).  prob[] is indexed from DILITHIUM_CRYSTAL to
 * ROCK; returns the class total. */
#define GEM_FIRST DILITHIUM_CRYSTAL
#define GEM_LAST ROCK
static int gem_probs(const struct nhl_level *lev, int prob[GEM_LAST - GEM_FIRST + 1])
{
    int first = GEM_FIRST, j, sum = 0;
    int lev_no = lev->ctx.ledger;

    for (int i = GEM_FIRST; i <= GEM_LAST; i++)
        prob[i - GEM_FIRST] = lev->nh->objects[i].oc_prob;
    for (j = 0; j < 9 - lev_no / 3; j++)
        prob[first + j - GEM_FIRST] = 0;
    first += j;
    for (j = first; j <= JADE; j++)
        prob[j - GEM_FIRST] = (171 + j - first) / (JADE + 1 - first);
    for (int i = GEM_FIRST; i <= GEM_LAST; i++)
        sum += prob[i - GEM_FIRST];
    return sum;
}

/* One mkobj(GEM_CLASS, FALSE) as mineralize makes it: the type by the
 * level's odds, the ident, the quantity; rocks are thrown away after
 * their draws, the rest buried one time in three.  (C: mkobj, mksobj,
 * mksobj_init's GEM_CLASS case) */
static void mineral_gem(struct nhl_level *lev, int x, int y, const int *prob,
                        int total)
{
    int p = rnd(lev->rng, total);
    int otyp = GEM_FIRST;
    long quan = 1;
    int id = lev->ident;

    while ((p -= prob[otyp - GEM_FIRST]) > 0)
        otyp++;
    ident_advance(lev, rnd(lev->rng, 2));
    if (otyp == ROCK)
        quan = rn1(lev->rng, 6, 6);
    else if (otyp != LOADSTONE && otyp != LUCKSTONE && !rn2(lev->rng, 6))
        quan = 2;
    if (otyp == ROCK)
        return;
    struct obj *o = level_add_object(lev);

    if (!o)
        return;
    o->o_id = id;
    o->otyp = otyp;
    o->oclass = oclass_symbol(GEM_CLASS);
    snprintf(o->id, sizeof o->id, "%s", lev->nh->objects[otyp].oc_name);
    o->x = x;
    o->y = y;
    o->quan = quan;
    o->cursed = otyp == LOADSTONE;
    o->corpsenm = -1;
    o->container = -1;
    o->owner = -1;
    o->buried = !rn2(lev->rng, 3);
}

/* per typ: stone in the low word, any water in the high one */
#define MINERAL_KIND(t)                                                   \
    ((uint64_t) ((t) == STONE)                                            \
     | (uint64_t) ((t) == POOL || (t) == WATER || (t) == MOAT) << 32)
static const uint64_t mineral_kind[256] = { TYP_TABLE(MINERAL_KIND) };

/* (C: mklev.c mineralize(-1, -1, -1, -1, FALSE)) */
void mineralize(struct nhl_level *lev)
{
    const int kelp_pool = 10, kelp_moat = 30;
    const char *sp = lev->ctx.special;
    int goldprob, gemprob;

    if (lev->ctx.in_endgame)
        return;
    /* by column, a bit per row (row y at bit y): stone, and water of any
     * kind; nothing below changes the map */
    uint32_t stone[COLNO], wet[COLNO];

    for (int x = 1; x < COLNO - 1; x++) {
        uint64_t both = 0;

#pragma GCC unroll 21
        for (int y = 0; y < ROWNO; y++)
            both |= mineral_kind[lev->at[x][y].typ] << y;
        stone[x] = (uint32_t) both;
        wet[x] = (uint32_t) (both >> 32);
    }
    /* kelp in water, column by column; rn2 only on watery cells */
    for (int x = 2; x < COLNO - 2; x++)
        for (int y = 1; y < ROWNO - 1 && (wet[x] >> y); y++) {
            int t = lev->at[x][y].typ;
            bool kelp = false;

            if (!((wet[x] >> y) & 1))
                continue;
            /* 5.0.0 mklev.c water_has_kelp: WATER grows kelp as a pool
             * does (but on the Plane of Water, where none is made) */
            if (t == POOL
                || (t == WATER && lev->nh->rules.kelp_in_water
                    && strcmp(sp, "water")))
                kelp = !rn2(lev->rng, kelp_pool);
            else if (t == MOAT)
                kelp = !rn2(lev->rng, kelp_moat);
            if (kelp) {
                struct obj *o = new_object(lev, KELP_FROND, "kelp frond",
                                           x, y);

                /* mksobj_init: a kelp frond's quantity */
                if (o)
                    o->quan = rnd(lev->rng, 2);
            }
        }
    /* gold and gems: not in Gehennom, the Wizard's tower, the Rogue
     * level, arboreal levels, nor special levels other than the Oracle
     * and the Mines' non-town levels */
    if (lev->ctx.in_hell || lev->ctx.in_tower || !strcmp(sp, "rogue")
        || lev->flags.arboreal
        || (sp[0] && strcmp(sp, "oracle")
            && (!lev->ctx.in_mines || !strncmp(sp, "minetn", 6))))
        return;
    int gprob[GEM_LAST - GEM_FIRST + 1];
    int gtotal = gem_probs(lev, gprob);

    goldprob = 20 + lev->ctx.depth / 3;
    gemprob = goldprob / 4;
    if (lev->ctx.in_mines) {
        goldprob *= 2;
        gemprob *= 3;
    } else if (lev->ctx.in_quest) {
        goldprob /= 4;
        gemprob /= 6;
    }
    /* a spot is solid stone with all eight neighbours stone too (C skips
     * ahead past non-stone, which leaves out exactly these) */
    for (int x = 2; x < COLNO - 2; x++) {
        uint32_t three = stone[x - 1] & stone[x] & stone[x + 1];
        uint32_t spots = three & (three << 1) & (three >> 1)
                         & (((1u << (ROWNO - 1)) - 1) & ~1u);

        while (spots) {
            int y = lowest_bit(spots);

            spots &= spots - 1;
            if (lev->at[x][y].flags & W_NONDIGGABLE)
                continue;
            if (rn2(lev->rng, 1000) < goldprob) {
                struct obj *o = new_object(lev, GOLD_PIECE, "gold piece",
                                           x, y);

                if (o) {
                    o->quan = 1 + rnd(lev->rng, goldprob * 3);
                    o->buried = !rn2(lev->rng, 3);
                }
            }
            if (rn2(lev->rng, 1000) < gemprob) {
                int cnt = rnd(lev->rng, 2 + lev->ctx.dlevel / 3);

                for (; cnt > 0; cnt--)
                    mineral_gem(lev, x, y, gprob, gtotal);
            }
        }
    }
}

void level_finish(struct nhl_level *lev)
{
    finish_special_level(lev);
    /* C: makelevel fills the special rooms between the two */
    step_begin(lev, "fill_special_room", "", "", 0, 0);
    fill_special_rooms(lev);
    level_finalize_topology(lev);
}

void finish_special_level(struct nhl_level *lev)
{
    struct sp_coder *co = &lev->build->coder;

    step_begin(lev, "link_doors_rooms", "", "", 0, 0);
    link_doors_rooms(lev);
    step_begin(lev, "remove_boundary_syms", "", "", 0, 0);
    remove_boundary_syms(lev);
    if (co->check_inaccessibles) {
        step_begin(lev, "ensure_way_out", "", "", 0, 0);
        ensure_way_out(lev);
    }
    step_begin(lev, "map_cleanup", "", "", 0, 0);
    map_cleanup(lev);
    if (!lev->flags.corrmaze) {
        step_begin(lev, "wallification", "", "", 0, 0);
        wallification(lev, 1, 0, COLNO - 1, ROWNO - 1);
    }
    step_begin(lev, "flip", "", "", 0, 0);
    flip_level_rnd(lev, co->allow_flips);
    step_begin(lev, "count_level_features", "", "", 0, 0);
    count_level_features(lev);
    if (co->solidify) {
        step_begin(lev, "solidify_map", "", "", 0, 0);
        solidify_map(lev);
    }
    step_begin(lev, "fixup_special", "", "", 0, 0);
    fixup_special(lev);
    if (co->premapped) {
        step_begin(lev, "premap_detect", "", "", 0, 0);
        premap_detect(lev);
    }
}

void level_finalize_topology(struct nhl_level *lev)
{
    struct sp_coder *co = &lev->build->coder;

    step_begin(lev, "bound_digging", "", "", 0, 0);
    bound_digging(lev);
    step_begin(lev, "mineralize", "", "", 0, 0);
    mineralize(lev);
    step_begin(lev, "topologize", "", "", 0, 0);
    co->xstart = co->ystart = 0;
    if (lev->flags.has_morgue)
        lev->flags.graveyard = true;
    if (!lev->flags.is_maze_lev)
        for (int i = 0; i < lev->nroom; i++)
            topologize(lev, i);
    step_begin(lev, "set_wall_state", "", "", 0, 0);
    set_wall_state(lev);
    for (int i = 0; i < NROOMSLOTS; i++)
        lev->rooms[i].orig_rtype = lev->rooms[i].rtype;
}
