/* doc_fields.c - the level document's shared vocabulary (doc_fields.h). */
#include "doc_fields.h"

#include <stddef.h>

const char *const doc_engr_names[DOC_NENGR] = {
    "", "dust", "engrave", "burn", "mark", "blood", "headstone"
};

const char *const doc_flag_names[DOC_NFLAGS] = {
    "nfountains", "nsinks", "has_shop", "has_vault", "has_zoo", "has_court",
    "has_morgue", "has_beehive", "has_barracks", "has_temple", "has_swamp",
    "noteleport", "hardfloor", "nommap", "hero_memory", "shortsighted",
    "graveyard", "sokoban_rules", "is_maze_lev", "is_cavernous_lev",
    "arboreal", "has_town", "wizard_bones", "corrmaze", "rndmongen",
    "deathdrops", "noautosearch", "fumaroles", "stormy", "temperature",
};

bool *doc_flag_field(struct level_flags *f, int i)
{
    bool *const fields[DOC_NFLAGS] = {
        NULL, NULL, &f->has_shop, &f->has_vault, &f->has_zoo, &f->has_court,
        &f->has_morgue, &f->has_beehive, &f->has_barracks, &f->has_temple,
        &f->has_swamp, &f->noteleport, &f->hardfloor, &f->nommap, NULL,
        &f->shortsighted, &f->graveyard, &f->sokoban_rules, &f->is_maze_lev,
        &f->is_cavernous_lev, &f->arboreal, &f->has_town, NULL,
        &f->corrmaze, &f->rndmongen, &f->deathdrops, &f->noautosearch,
        &f->fumaroles, &f->stormy, NULL,
    };
    return i >= 0 && i < DOC_NFLAGS ? fields[i] : NULL;
}

const char *const doc_branch_types[4] = { "stair", "no_end1", "no_end2",
                                          "portal" };

int doc_ap_to_c(int ours)
{
    static const int t[4] = { 0, 2, 3, 1 };
    return ours >= 0 && ours < 4 ? t[ours] : ours;
}

int doc_ap_from_c(int c)
{
    static const int t[4] = { 0, 3, 1, 2 };
    return c >= 0 && c < 4 ? t[c] : c;
}
