/* dungeon_context.c - reading a dungeon layout: where a level name sits
 * (with fillers; dungeon_find_level is dungeon.c's), the branch
 * on a level (Is_branchlev), and the level context C's u.uz, depth(),
 * level_difficulty() and the In_* predicates give a level being built. */
#include "dungeon.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

const struct dungeon_branch *dungeon_branch_on(const struct dungeon_layout *dl,
                                               d_level lev)
{
    for (int i = 0; i < dl->n_branches; i++) {
        const struct dungeon_branch *b = &dl->branches[i];

        if ((b->end1.dnum == lev.dnum && b->end1.dlevel == lev.dlevel)
            || (b->end2.dnum == lev.dnum && b->end2.dlevel == lev.dlevel))
            return b;
    }
    return NULL;
}

const struct dungeon_special *dungeon_special_at(const struct dungeon_layout *dl,
                                                 d_level at)
{
    for (int i = 0; i < dl->n_levels; i++)
        if (dl->levels[i].dlevel.dnum == at.dnum
            && dl->levels[i].dlevel.dlevel == at.dlevel)
            return &dl->levels[i];
    return NULL;
}

static bool special_at(const struct dungeon_layout *dl, int dnum, int dlevel)
{
    d_level at = { dnum, dlevel };

    return dungeon_special_at(dl, at) != NULL;
}

/* the first level of dnum from `from` on that no special level takes */
static int first_free(const struct dungeon_layout *dl, int dnum, int from)
{
    for (int l = from; l <= dl->dungeons[dnum].num_dunlevs; l++)
        if (!special_at(dl, dnum, l))
            return l;
    return -1;
}

int dungeon_place_of(const struct dungeon_layout *dl, const char *levelname,
                     d_level *out)
{
    const struct dungeon_special *s = dungeon_find_level(dl, levelname);

    if (!levelname)
        return -1;
    if (s) {
        *out = s->dlevel;
        return 0;
    }
    /* an ordinary Dungeons of Doom level: "dlvl:N" or "dlvlN" */
    if (strncasecmp(levelname, "dlvl", 4) == 0 && dl->n_dungeons > 0) {
        const char *p = levelname + 4 + (levelname[4] == ':');
        char *end;
        long n = strtol(p, &end, 10);

        if (!isdigit((unsigned char) *p) || *end || n < 1
            || n > dl->dungeons[0].num_dunlevs)
            return -1;
        out->dnum = 0;
        out->dlevel = (int) n;
        return 0;
    }
    /* a dungeon's filler ("minefill", "hellfill") */
    for (int d = 0; d < dl->n_dungeons; d++)
        if (dl->dungeons[d].fill[0]
            && strcasecmp(dl->dungeons[d].fill, levelname) == 0) {
            out->dnum = d;
            out->dlevel = first_free(dl, d, 1);
            return out->dlevel > 0 ? 0 : -1;
        }
    /* a quest filler: "Xxx-fila" after the start, "Xxx-filb" after the
     * locate level */
    size_t n = strlen(levelname);

    if (n == 8 && levelname[3] == '-'
        && (strcasecmp(levelname + 4, "fila") == 0
            || strcasecmp(levelname + 4, "filb") == 0)) {
        bool b = tolower((unsigned char) levelname[7]) == 'b';
        const struct dungeon_special *after =
            dungeon_find_level(dl, b ? "x-loca" : "x-strt");

        if (!after)
            return -1;
        out->dnum = after->dlevel.dnum;
        out->dlevel = first_free(dl, after->dlevel.dnum, after->dlevel.dlevel + 1);
        return out->dlevel > 0 ? 0 : -1;
    }
    return -1;
}

int dungeon_context_for(const struct dungeon_layout *dl, const char *levelname,
                        int ulevel, struct nhl_level_context *ctx)
{
    d_level here;

    if (dungeon_place_of(dl, levelname, &here) != 0)
        return -1;
    return dungeon_context_at(dl, here, ulevel, ctx);
}

int dungeon_context_at(const struct dungeon_layout *dl, d_level here,
                       int ulevel, struct nhl_level_context *ctx)
{
    if (here.dnum < 0 || here.dnum >= dl->n_dungeons || here.dlevel < 1
        || here.dlevel > dl->dungeons[here.dnum].num_dunlevs)
        return -1;
    const struct dungeon_info *d = &dl->dungeons[here.dnum];
    const struct dungeon_special *s = dungeon_special_at(dl, here);

    ctx->dnum = here.dnum;
    snprintf(ctx->dungeon, sizeof ctx->dungeon, "%s", d->name);
    ctx->dlevel = here.dlevel;
    ctx->depth = dungeon_depth(dl, here);
    ctx->ledger = dungeon_ledger(dl, here);
    ctx->dunlevs_in_dungeon = d->num_dunlevs;
    ctx->dungeon_align = d->align;
    ctx->level_align = (s && s->dlevel.dnum == here.dnum
                        && s->dlevel.dlevel == here.dlevel) ? s->align : 0;

    const char *dn = d->name;

    ctx->in_mines = strcmp(dn, "The Gnomish Mines") == 0;
    ctx->in_sokoban = strcmp(dn, "Sokoban") == 0;
    ctx->in_quest = strcmp(dn, "The Quest") == 0;
    ctx->in_hell = d->hellish;
    ctx->in_tower = strcmp(dn, "Vlad's Tower") == 0;
    const struct dungeon_special *astral = dungeon_find_level(dl, "astral");
    const struct dungeon_special *sanctum = dungeon_find_level(dl, "sanctum");
    const struct dungeon_special *water = dungeon_find_level(dl, "water");

    ctx->in_endgame = astral && astral->dlevel.dnum == here.dnum;
    ctx->is_waterlevel = water && water->dlevel.dnum == here.dnum
                         && water->dlevel.dlevel == here.dlevel;
    /* Invocation_lev: the level just above the sanctum, in Gehennom */
    ctx->invocation_level = ctx->in_hell && sanctum
                            && sanctum->dlevel.dnum == here.dnum
                            && here.dlevel == sanctum->dlevel.dlevel - 1;
    /* Can_dig_down, less the level's own hardfloor flag */
    ctx->can_dig_down = here.dlevel != d->num_dunlevs && !ctx->invocation_level;

    /* level_difficulty() for a hero without the Amulet */
    if (ctx->in_endgame && sanctum) {
        ctx->level_difficulty = dungeon_depth(dl, sanctum->dlevel) + ulevel / 2;
    } else {
        int res = ctx->depth;
        bool up;

        if (d->num_dunlevs > 1) {
            up = d->entry_lev == d->num_dunlevs;
        } else {
            d_level top = { here.dnum, d->entry_lev };
            const struct dungeon_branch *b = NULL;

            for (int i = 0; i < dl->n_branches && !b; i++)
                if (dl->branches[i].end2.dnum == top.dnum
                    && dl->branches[i].end2.dlevel == top.dlevel)
                    b = &dl->branches[i];
            up = b && b->end1_up;
        }
        if (up)
            res += 2 * (d->entry_lev - here.dlevel + 1);
        ctx->level_difficulty = res;
    }

    const struct dungeon_branch *b = dungeon_branch_on(dl, here);

    memset(&ctx->branch, 0, sizeof ctx->branch);
    if (b) {
        ctx->branch.present = true;
        ctx->branch.type = b->type;
        ctx->branch.end1 = b->end1;
        ctx->branch.end2 = b->end2;
        ctx->branch.end1_up = b->end1_up;
    }
    return 0;
}

int dungeon_depth_of(const struct dungeon_layout *dl, const char *levelname)
{
    d_level here;

    if (dungeon_place_of(dl, levelname, &here) != 0)
        return 0;
    return dungeon_depth(dl, here);
}

/* what makelevel reads of the game beyond the level's own place: the
 * Oracle's level (supply chests), Medusa's depth (shops, mazes below
 * her), Fort Ludios (the vault's portal), whether the dungeon has theme
 * rooms */
void dungeon_landmarks(const struct dungeon_layout *dl, d_level at,
                       struct nhl_level_context *ctx)
{
    const struct dungeon_special *s = dungeon_find_level(dl, "oracle");

    if (s && s->dlevel.dnum == 0)
        ctx->oracle_dlevel = s->dlevel.dlevel;
    s = dungeon_find_level(dl, "medusa");
    ctx->medusa_depth = s ? dungeon_depth(dl, s->dlevel) : -1;
    s = dungeon_find_level(dl, "knox");
    if (s)
        ctx->knox = s->dlevel;
    ctx->no_themerooms = !dl->dungeons[at.dnum].themerms[0];
}
