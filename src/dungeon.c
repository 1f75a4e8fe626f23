/* dungeon.c - lay out a game's dungeons as C's init_dungeons (dungeon.c)
 * does: for each dungeon.lua dungeon in order, its chance draw, its number
 * of levels, its entry level and the branch leading into it (parent_dlevel
 * draws the branch level, avoiding levels that already hold a branch),
 * then each special level's chance draw and the recursive placement of
 * place_level; finally the castle tune and fixup_level_locations (quest
 * names, the floating Ludios portal, the endgame's dummy level). Before all
 * that, the Lua state it reads dungeon.lua in runs nhlib.lua, which draws
 * twice (its align shuffle). */
#include "dungeon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* dungeon.lua's "branchtype" words as dgn_file.h's TBR_* */
enum { TBR_STAIR, TBR_NO_UP, TBR_NO_DOWN, TBR_PORTAL };

struct proto_level {             /* C: struct tmplevel */
    const struct source_level *src;
    int chain;                   /* proto index of the chain level, -1 */
    int final;                   /* index into work.levs, -1 none */
};
struct proto_branch {            /* C: struct tmpbranch */
    const char *name;
    int base, rand, chain, type;
    bool up;
};
struct proto_dungeon {
    const char *name[DGN_MAXDUNGEON];
    int nbranches[DGN_MAXDUNGEON];
    struct proto_level lev[DGN_LEV_LIMIT];
    int n_levs, start;
    struct proto_branch br[DGN_BRANCH_LIMIT];
    int n_brs;
    struct dungeon_special levs[DGN_LEV_LIMIT];  /* allocation pool */
    int n_pool;
};

struct ctx {
    struct dungeon_layout *dl;
    struct proto_dungeon *pd;
    struct nhl_rng *rng;
    char *err;
    size_t errlen;
    long tries;                  /* place_level attempts, bounded */
    bool wizard;                 /* C's wizard mode: no chance draws */
};

/* C's place_level tries every combination; an impossible dungeon.lua
 * would take factorial time, so give up after this many attempts */
enum { PLACE_TRY_LIMIT = 1000000 };

static int fail(struct ctx *c, const char *fmt, const char *a, const char *b)
{
    snprintf(c->err, c->errlen, fmt, a ? a : "", b ? b : "");
    return -1;
}

/* find_branch: the proto branch leading into the named dungeon */
static int find_branch(const struct proto_dungeon *pd, const char *name)
{
    for (int i = 0; i < pd->n_brs; i++)
        if (strcmp(pd->br[i].name, name) == 0)
            return i;
    return -1;
}

/* parent_dnum: which dungeon lists that branch (branches are numbered
 * across the dungeons in order) */
static int parent_dnum(const struct proto_dungeon *pd, const char *name)
{
    int i = find_branch(pd, name);

    if (i < 0)
        return -1;
    for (int d = 0; d < DGN_MAXDUNGEON && pd->name[d]
                    && strcmp(pd->name[d], name) != 0; d++)
        if ((i -= pd->nbranches[d]) < 0)
            return d;
    return -1;
}

/* level_range: first level and number of levels a placement may use */
static int level_range(struct ctx *c, int dgn, int base, int randc, int chain,
                       int *adjusted_base)
{
    int lmax = c->dl->dungeons[dgn].num_dunlevs;

    if (chain >= 0) {
        int f = c->pd->lev[chain].final;

        if (f < 0)
            return -1; /* C panics: the chain level was not made */
        base += c->pd->levs[f].dlevel.dlevel;
    } else if (base < 0) {
        base = lmax + base + 1;
    }
    if (base < 1 || base > lmax)
        return -1;
    *adjusted_base = base;
    if (randc == -1)
        return lmax - base + 1;
    if (randc)
        return (base + randc - 1 > lmax) ? lmax - base + 1 : randc;
    return 1;
}

static bool on_level(d_level a, d_level b)
{
    return a.dnum == b.dnum && a.dlevel == b.dlevel;
}

/* parent_dlevel: one rn2 picks a start, then the first level from there
 * (wrapping) holding no branch end yet */
static int parent_dlevel(struct ctx *c, const char *name, int dnum)
{
    int b = find_branch(c->pd, name), base = 0;
    const struct proto_branch *pb = &c->pd->br[b];
    int num = level_range(c, dnum, pb->base, pb->rand, pb->chain, &base);

    if (num < 1)
        return -1;
    int i = rn2(c->rng, num);
    int j = i;
    bool taken;

    do {
        if (++i >= num)
            i = 0;
        d_level here = { dnum, base + i };

        taken = false;
        for (int k = 0; k < c->dl->n_branches && !taken; k++)
            taken = on_level(c->dl->branches[k].end1, here)
                    || on_level(c->dl->branches[k].end2, here);
    } while (taken && i != j);
    return base + i;
}

static int correct_branch_type(const struct proto_branch *pb)
{
    switch (pb->type) {
    case TBR_NO_UP:
        return pb->up ? DGN_BR_NO_END1 : DGN_BR_NO_END2;
    case TBR_NO_DOWN:
        return pb->up ? DGN_BR_NO_END2 : DGN_BR_NO_END1;
    case TBR_PORTAL:
        return DGN_BR_PORTAL;
    default:
        return DGN_BR_STAIR;
    }
}

static long branch_val(const struct dungeon_branch *b)
{
    return ((long) b->end1.dnum * (DGN_MAXLEVEL + 1) + b->end1.dlevel)
               * (DGN_MAXDUNGEON + 1) * (DGN_MAXLEVEL + 1)
           + ((long) b->end2.dnum * (DGN_MAXLEVEL + 1) + b->end2.dlevel);
}

/* insert_branch: the list is kept ordered by end1 then end2; the new one
 * goes before the first entry whose value is at least its own, where the
 * entry before is below it */
static void insert_branch(struct dungeon_layout *dl, struct dungeon_branch nb)
{
    long new_val = branch_val(&nb), prev_val = -1;
    int at;

    for (at = 0; at < dl->n_branches; at++) {
        long cur = branch_val(&dl->branches[at]);

        if (prev_val < new_val && new_val <= cur)
            break;
        prev_val = cur;
    }
    memmove(&dl->branches[at + 1], &dl->branches[at],
            (size_t) (dl->n_branches - at) * sizeof nb);
    dl->branches[at] = nb;
    dl->n_branches++;
}

static int depth_of(const struct dungeon_layout *dl, d_level l)
{
    if (l.dnum < 0 || l.dnum >= dl->n_dungeons)
        return 0;
    return dl->dungeons[l.dnum].depth_start + l.dlevel - 1;
}

/* add_branch and init_dungeon_set_depth: the branch into dungeon dgn and,
 * through it, the depth of the dungeon's top */
static int set_depth(struct ctx *c, int dgn)
{
    struct dungeon_info *d = &c->dl->dungeons[dgn];
    int b = find_branch(c->pd, d->name);

    if (b < 0 || c->dl->n_branches >= DGN_BRANCH_LIMIT)
        return fail(c, "dungeon.lua: no branch leads to \"%s\"%s", d->name, NULL);
    struct dungeon_branch nb;

    memset(&nb, 0, sizeof nb);
    nb.id = c->dl->n_branches;
    nb.type = correct_branch_type(&c->pd->br[b]);
    nb.end1.dnum = parent_dnum(c->pd, d->name);
    if (nb.end1.dnum < 0)
        return fail(c, "dungeon.lua: can't find the parent of \"%s\"%s", d->name, NULL);
    nb.end1.dlevel = parent_dlevel(c, d->name, nb.end1.dnum);
    if (nb.end1.dlevel < 1)
        return fail(c, "dungeon.lua: branch to \"%s\" is out of its dungeon's range%s",
                    d->name, NULL);
    nb.end2.dnum = dgn;
    nb.end2.dlevel = d->entry_lev;
    nb.end1_up = c->pd->br[b].up;
    insert_branch(c->dl, nb);

    int from_depth;
    bool from_up;

    if (nb.end1.dnum == dgn) {
        from_depth = depth_of(c->dl, nb.end2);
        from_up = !nb.end1_up;
    } else {
        from_depth = depth_of(c->dl, nb.end1);
        from_up = nb.end1_up;
    }
    d->depth_start = from_depth
                     + (nb.type == DGN_BR_PORTAL ? 0 : (from_up ? -1 : 1))
                     - (d->entry_lev - 1);
    return 0;
}

/* init_level: the chance draw, then a special level record (dlevel 0
 * until placed) */
static void init_level(struct ctx *c, int dgn, int idx)
{
    struct proto_level *pl = &c->pd->lev[idx];
    const struct source_level *sl = pl->src;

    pl->final = -1;
    /* in wizard mode every level is made, and nothing is drawn for it */
    if (!c->wizard) {
        int roll = rn2(c->rng, 100);

        if (sl->chance <= roll)
            return;
    }
    struct dungeon_special *s = &c->pd->levs[c->pd->n_pool];

    pl->final = c->pd->n_pool++;
    memset(s, 0, sizeof *s);
    snprintf(s->proto, sizeof s->proto, "%s", sl->name);
    snprintf(s->lua_name, sizeof s->lua_name, "%s", sl->name);
    s->boneid = sl->bonetag[0];
    s->dlevel.dnum = dgn;
    s->dlevel.dlevel = 0;
    s->town = (sl->flags & SRC_TOWN) != 0;
    s->hellish = (sl->flags & SRC_HELLISH) != 0;
    s->maze_like = (sl->flags & SRC_MAZELIKE) != 0;
    s->rogue_like = (sl->flags & SRC_ROGUELIKE) != 0;
    /* C falls back to the proto dungeon's flags read through the
     * alignment mask (0x70), where only UNCONNECTED (0x10) can show:
     * levels of the Tutorial without their own alignment are chaotic */
    s->align = source_level_align(sl->align, c->dl->dungeons[dgn].unconnected
                                                 ? SRC_UNCONNECTED : 0);
    s->rndlevs = sl->nlevels;
}

/* possible_places: the range, less levels this dungeon already placed */
static int possible_places(struct ctx *c, int idx, bool *map)
{
    const struct proto_level *pl = &c->pd->lev[idx];
    const struct dungeon_special *s = &c->pd->levs[pl->final];
    int start = 0;

    for (int i = 0; i <= DGN_MAXLEVEL; i++)
        map[i] = false;
    int count = level_range(c, s->dlevel.dnum, pl->src->base, pl->src->range,
                            pl->chain, &start);

    if (count < 0)
        return -1;
    for (int i = start; i < start + count && i <= DGN_MAXLEVEL; i++)
        map[i] = true;
    for (int i = c->pd->start; i < idx; i++) {
        int f = c->pd->lev[i].final;

        if (f >= 0 && map[c->pd->levs[f].dlevel.dlevel]) {
            map[c->pd->levs[f].dlevel.dlevel] = false;
            --count;
        }
    }
    return count;
}

static int pick_level(const bool *map, int nth)
{
    for (int i = 1; i <= DGN_MAXLEVEL; i++)
        if (map[i] && !nth--)
            return i;
    return -1;
}

/* place_level: try each possible spot (one rn2 per try) and recurse into
 * the next level; -1 error, 0 could not place, 1 placed */
static int place_level(struct ctx *c, int idx)
{
    bool map[DGN_MAXLEVEL + 1];

    if (idx == c->pd->n_levs)
        return 1;
    int f = c->pd->lev[idx].final;

    if (f < 0)
        return place_level(c, idx + 1);
    int npossible = possible_places(c, idx, map);

    if (npossible < 0)
        return fail(c, "dungeon.lua: level \"%s\" has a base out of its dungeon's range%s",
                    c->pd->lev[idx].src->name, NULL);
    struct dungeon_special *s = &c->pd->levs[f];

    for (; npossible > 0; --npossible) {
        if (++c->tries > PLACE_TRY_LIMIT)
            return fail(c, "dungeon.lua: too many ways tried to place \"%s\"%s",
                        s->proto, NULL);
        int r = rn2(c->rng, npossible);

        s->dlevel.dlevel = pick_level(map, r);
        if (s->dlevel.dlevel < 0)
            return fail(c, "dungeon.lua: ran out of places for \"%s\"%s", s->proto, NULL);
        int rc = place_level(c, idx + 1);

        if (rc != 0)
            return rc;
        map[s->dlevel.dlevel] = false;
    }
    return 0;
}

/* add_level: sp_levchn is ordered by dlevel within each dungeon */
static void add_level(struct dungeon_layout *dl, const struct dungeon_special *s)
{
    int at = dl->n_levels;

    for (int i = 0; i < dl->n_levels; i++)
        if (dl->levels[i].dlevel.dnum == s->dlevel.dnum
            && dl->levels[i].dlevel.dlevel > s->dlevel.dlevel) {
            at = i;
            break;
        }
    memmove(&dl->levels[at + 1], &dl->levels[at],
            (size_t) (dl->n_levels - at) * sizeof *s);
    dl->levels[at] = *s;
    dl->n_levels++;
}

static int branch_type_code(const char *t)
{
    if (strcmp(t, "portal") == 0)
        return TBR_PORTAL;
    if (strcmp(t, "no_down") == 0)
        return TBR_NO_DOWN;
    if (strcmp(t, "no_up") == 0)
        return TBR_NO_UP;
    return TBR_STAIR;
}

/* the proto records of one dungeon's levels and branches (C:
 * init_dungeon_levels, init_dungeon_branches: chains look back by name) */
static int read_protos(struct ctx *c, const struct source_dungeon *sd, int dgn)
{
    struct proto_dungeon *pd = c->pd;

    if (pd->n_levs + sd->nlevels > DGN_LEV_LIMIT)
        return fail(c, "dungeon.lua: too many special levels%s%s", NULL, NULL);
    for (int f = 0; f < sd->nlevels; f++) {
        struct proto_level *pl = &pd->lev[pd->n_levs + f];

        pl->src = &sd->levels[f];
        pl->chain = -1;
        pl->final = -1;
        if (pl->src->chainlevel[0]) {
            for (int bi = 0; bi < pd->n_levs + f; bi++)
                if (strcmp(pd->lev[bi].src->name, pl->src->chainlevel) == 0) {
                    pl->chain = bi;
                    break;
                }
            if (pl->chain < 0)
                return fail(c, "dungeon.lua: could not chain level %s to %s",
                            pl->src->name, pl->src->chainlevel);
        }
    }
    pd->n_levs += sd->nlevels;
    pd->nbranches[dgn] = sd->nbranches;
    if (pd->n_brs + sd->nbranches > DGN_BRANCH_LIMIT)
        return fail(c, "dungeon.lua: too many branches%s%s", NULL, NULL);
    for (int f = 0; f < sd->nbranches; f++) {
        struct proto_branch *pb = &pd->br[pd->n_brs + f];

        pb->name = sd->branches[f].name;
        pb->base = sd->branches[f].base;
        pb->rand = sd->branches[f].range;
        pb->type = branch_type_code(sd->branches[f].type);
        pb->up = strcmp(sd->branches[f].dir, "up") == 0;
        pb->chain = -1;
        if (sd->branches[f].chain[0]) {
            /* C's search stops one short of this dungeon's last level */
            for (int bi = 0; bi < pd->n_levs + f - 1; bi++)
                if (strcmp(pd->lev[bi].src->name, sd->branches[f].chain) == 0) {
                    pb->chain = bi;
                    break;
                }
            if (pb->chain < 0)
                return fail(c, "dungeon.lua: could not chain branch %s to level %s",
                            pb->name, sd->branches[f].chain);
        }
    }
    pd->n_brs += sd->nbranches;
    return 0;
}

/* init_dungeon_dungeons: 1 made, 0 skipped by its chance, -1 error */
static int init_dungeon(struct ctx *c, const struct source_dungeon *sd, int dgn)
{
    if (sd->chance && !c->wizard) {
        int roll = rn2(c->rng, 100);

        if (sd->chance <= roll)
            return 0;
    }
    if (dgn >= DGN_MAXDUNGEON - 1)
        return fail(c, "dungeon.lua: too many dungeons%s%s", NULL, NULL);
    if (read_protos(c, sd, dgn) != 0)
        return -1;
    c->pd->name[dgn] = sd->name;

    struct dungeon_info *d = &c->dl->dungeons[dgn];

    memset(d, 0, sizeof *d);
    snprintf(d->name, sizeof d->name, "%s", sd->name);
    snprintf(d->proto, sizeof d->proto, "%s", sd->protofile);
    snprintf(d->fill, sizeof d->fill, "%s", sd->lvlfill);
    snprintf(d->themerms, sizeof d->themerms, "%s", sd->themerooms);
    d->boneid = sd->bonetag[0];
    if (sd->range)
        d->num_dunlevs = rn1(c->rng, sd->range, sd->base);
    else
        d->num_dunlevs = sd->base;
    if (dgn == 0) {
        d->ledger_start = 0;
        d->depth_start = 1;
    } else {
        d->ledger_start = c->dl->dungeons[dgn - 1].ledger_start
                          + c->dl->dungeons[dgn - 1].num_dunlevs;
    }
    d->hellish = (sd->flags & SRC_HELLISH) != 0;
    d->maze_like = (sd->flags & SRC_MAZELIKE) != 0;
    d->rogue_like = (sd->flags & SRC_ROGUELIKE) != 0;
    d->unconnected = (sd->flags & SRC_UNCONNECTED) != 0;
    d->align = sd->align;
    c->dl->n_dungeons = dgn + 1;

    /* init_dungeon_set_entry: negative counts from the bottom */
    if (sd->entry < 0) {
        d->entry_lev = d->num_dunlevs + sd->entry + 1;
        if (d->entry_lev <= 0)
            d->entry_lev = 1;
    } else if (sd->entry > 0) {
        d->entry_lev = sd->entry;
        if (d->entry_lev > d->num_dunlevs)
            d->entry_lev = d->num_dunlevs;
    } else {
        d->entry_lev = 1;
    }
    if (d->unconnected)
        d->depth_start = 1;
    else if (dgn && set_depth(c, dgn) != 0)
        return -1;
    if (d->num_dunlevs > DGN_MAXLEVEL)
        d->num_dunlevs = DGN_MAXLEVEL;
    return 1;
}

static const struct { const char *role, *code; } role_codes[] = {
    { "Archeologist", "Arc" }, { "Barbarian", "Bar" }, { "Caveman", "Cav" },
    { "Cavewoman", "Cav" }, { "Healer", "Hea" }, { "Knight", "Kni" },
    { "Monk", "Mon" }, { "Priest", "Pri" }, { "Priestess", "Pri" },
    { "Rogue", "Rog" }, { "Ranger", "Ran" }, { "Samurai", "Sam" },
    { "Tourist", "Tou" }, { "Valkyrie", "Val" }, { "Wizard", "Wiz" },
};

bool dungeon_role_known(const char *role, char *names, size_t len)
{
    size_t n = 0;

    if (names && len)
        names[0] = '\0';
    for (size_t i = 0; i < sizeof role_codes / sizeof role_codes[0]; i++) {
        if (role && (strcasecmp(role, role_codes[i].role) == 0
                     || strcasecmp(role, role_codes[i].code) == 0))
            return true;
        if (names && n < len)
            n += (size_t) snprintf(names + n, len - n, "%s%s", i ? ", " : "",
                                   role_codes[i].role);
    }
    return false;
}

const char *dungeon_role_code(const char *role)
{
    if (role)
        for (size_t i = 0; i < sizeof role_codes / sizeof role_codes[0]; i++)
            if (strcasecmp(role, role_codes[i].role) == 0
                || strcasecmp(role, role_codes[i].code) == 0)
                return role_codes[i].code;
    return "Val";
}

/* fixup_level_locations: quest names, the Ludios portal's floating end,
 * and the endgame shifted up so that earth sits at depth -1 */
static void fixup_level_locations(struct dungeon_layout *dl, const char *role_code)
{
    for (int i = 0; i < dl->n_levels; i++) {
        struct dungeon_special *s = &dl->levels[i];

        if (strncmp(s->lua_name, "x-", 2) == 0)
        {
            char code[4], rest[32];

            snprintf(code, sizeof code, "%.3s", role_code);
            snprintf(rest, sizeof rest, "%s", s->lua_name + 2);
            snprintf(s->proto, sizeof s->proto, "%s-%.26s", code, rest);
        }
    }
    const struct dungeon_special *knox = dungeon_find_level(dl, "knox");

    if (knox) {
        for (int i = 0; i < dl->n_branches; i++)
            if (on_level(dl->branches[i].end2, knox->dlevel)) {
                struct dungeon_branch b = dl->branches[i];

                memmove(&dl->branches[i], &dl->branches[i + 1],
                        (size_t) (dl->n_branches - i - 1) * sizeof b);
                dl->n_branches--;
                b.end1.dnum = dl->n_dungeons;
                insert_branch(dl, b);
                break;
            }
    }
    const struct dungeon_special *dummy = dungeon_find_level(dl, "dummy");

    if (dummy) {
        struct dungeon_info *d = &dl->dungeons[dummy->dlevel.dnum];

        if (d->num_dunlevs > 1 - d->depth_start)
            d->depth_start -= 1;
    }
}

int dungeon_layout_run(struct dungeon_layout *dl, const struct level_source *src,
                       struct nhl_rng *rng, const char *role_code,
                       char *err, size_t errlen)
{
    return dungeon_layout_run_mode(dl, src, rng, role_code, false, err, errlen);
}

int dungeon_layout_run_mode(struct dungeon_layout *dl,
                            const struct level_source *src, struct nhl_rng *rng,
                            const char *role_code, bool wizard, char *err,
                            size_t errlen)
{
    struct proto_dungeon *pd = calloc(1, sizeof *pd);
    struct ctx c = { dl, pd, rng, err, errlen, 0, wizard };
    uint64_t first = rng->ndraws;
    int rc = 0;

    memset(dl, 0, sizeof *dl);
    dl->wizard = wizard;
    if (!pd) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    if (!role_code)
        role_code = "Val";
    snprintf(dl->role_code, sizeof dl->role_code, "%.3s", role_code);
    /* nhl_init: the private Lua state init_dungeons reads dungeon.lua in
     * first runs nhlib.lua, whose shuffle of its three-entry align table
     * draws math.random(3) then math.random(2) */
    (void) rn2(rng, 3);
    (void) rn2(rng, 2);
    int dgn = 0;

    for (int k = 0; k < src->ndungeons && rc == 0; k++) {
        int made = init_dungeon(&c, &src->dungeons[k], dgn);

        if (made < 0) {
            rc = -1;
            break;
        }
        if (made == 0)
            continue;
        for (int cl = pd->start; cl < pd->n_levs; cl++)
            init_level(&c, dgn, cl);
        int placed = place_level(&c, pd->start);

        if (placed <= 0) {
            if (placed == 0)
                fail(&c, "dungeon.lua: couldn't place the levels of \"%s\"%s",
                     src->dungeons[k].name, NULL);
            rc = -1;
            break;
        }
        for (; pd->start < pd->n_levs; pd->start++)
            if (pd->lev[pd->start].final >= 0)
                add_level(dl, &pd->levs[pd->lev[pd->start].final]);
        dgn++;
    }
    if (rc == 0) {
        /* the chance levels and whether they were made this game */
        for (int i = 0; i < pd->n_levs; i++)
            if (pd->lev[i].src->chance < 100 && dl->n_chance < DGN_LEV_LIMIT) {
                snprintf(dl->chance[dl->n_chance].name,
                         sizeof dl->chance[0].name, "%s", pd->lev[i].src->name);
                dl->chance[dl->n_chance].chance = pd->lev[i].src->chance;
                dl->chance[dl->n_chance].present = pd->lev[i].final >= 0;
                dl->n_chance++;
            }
        /* init_castle_tune */
        for (int i = 0; i < 5; i++)
            dl->tune[i] = (char) ('A' + rn2(rng, 7));
        dl->tune[5] = '\0';
        fixup_level_locations(dl, role_code);
    }
    dl->draws = (int) (rng->ndraws - first);
    free(pd);
    return rc;
}

/* find_level: a level name, with variants ("bigrm-3") and role quest
 * names ("Arc-strt" for "x-strt") */
/* "bigrm-3" names level "bigrm" when that level has at least 3 variants */
static bool variant_of(const struct dungeon_special *s, const char *name)
{
    size_t n = strlen(s->proto);

    if (s->rndlevs <= 0 || strncasecmp(name, s->proto, n) != 0 || name[n] != '-')
        return false;
    char *end;
    long v = strtol(name + n + 1, &end, 10);

    return *end == '\0' && v >= 1 && v <= s->rndlevs;
}

/* "Arc-strt" asked of a layout made for another role: its "x-strt" */
static bool quest_name_of(const struct dungeon_special *s, const char *name)
{
    return strncmp(s->lua_name, "x-", 2) == 0 && strlen(name) == strlen(s->lua_name) + 2
           && name[3] == '-' && strcasecmp(name + 4, s->lua_name + 2) == 0;
}

const struct dungeon_special *dungeon_find_level(const struct dungeon_layout *dl,
                                                 const char *name)
{
    if (!name)
        return NULL;
    for (int i = 0; i < dl->n_levels; i++)
        if (strcasecmp(dl->levels[i].proto, name) == 0
            || strcasecmp(dl->levels[i].lua_name, name) == 0)
            return &dl->levels[i];
    for (int i = 0; i < dl->n_levels; i++)
        if (variant_of(&dl->levels[i], name) || quest_name_of(&dl->levels[i], name))
            return &dl->levels[i];
    return NULL;
}

/* The truth files' game seeded its RNG with 42 right before init_dungeons:
 * nothing to skip. (With nhlib.lua's two draws counted in init_dungeons,
 * every special level's place and every "where" and "branch" of the truth
 * files come out as C's.) */
const uint64_t dungeon_truth_skip = GAME_TRUTH_SKIP;

int dungeon_layout_for_seed(struct dungeon_layout *dl,
                            const struct level_source *src, uint64_t seed,
                            uint64_t skip, const char *role_code,
                            char *err, size_t errlen)
{
    return dungeon_layout_for_seed_mode(dl, src, seed, skip, role_code, false,
                                        err, errlen);
}

int dungeon_layout_for_seed_mode(struct dungeon_layout *dl,
                                 const struct level_source *src, uint64_t seed,
                                 uint64_t skip, const char *role_code,
                                 bool wizard, char *err, size_t errlen)
{
    struct nhl_rng rng;

    memset(&rng, 0, sizeof rng);
    nhl_rng_init(&rng, seed);
    for (uint64_t i = 0; i < skip; i++) {
        (void) isaac64_next(&rng.core);
        rng.ndraws++;
    }
    int rc = dungeon_layout_run_mode(dl, src, &rng, role_code, wizard, err,
                                     errlen);

    dl->seed = seed;
    dl->skip = skip;
    nhl_rng_free(&rng);
    return rc;
}

int dungeon_depth(const struct dungeon_layout *dl, d_level lev)
{
    return depth_of(dl, lev);
}

int dungeon_ledger(const struct dungeon_layout *dl, d_level lev)
{
    if (lev.dnum < 0 || lev.dnum >= dl->n_dungeons)
        return 0;
    return dl->dungeons[lev.dnum].ledger_start + lev.dlevel;
}
