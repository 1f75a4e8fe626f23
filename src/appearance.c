/* appearance.c - a game's deal of object descriptions (appearance.h),
 * replayed draw for draw after C's o_init.c init_objects: the gem colours
 * (randomize_gem_colors), the shuffles of whole classes and of four armour
 * ranges (shuffle_all), then the wand of nothing's direction.
 *
 * C's objects[] is contiguous; the engine's numbering is the union of the
 * releases, so a release may lack some slots (3.7 has no wand of stasis).
 * Every range below is therefore walked as the list of the objects the
 * release has, which is C's own numbering of that range. */
#include "appearance.h"

#include <string.h>
#include <strings.h>

#include "objdata.h"
#include "rng.h"

/* each class's first and last object in release r (C: svb.bases[oclass]
 * and svb.bases[oclass + 1] - 1), in the engine's numbering; first is
 * NUM_OTYPES and last -1 for a class r has none of */
struct class_bounds {
    int first[MAXOCLASSES], last[MAXOCLASSES];
};

static void class_bounds(const struct nh_release *r, struct class_bounds *b)
{
    for (int c = 0; c < MAXOCLASSES; c++) {
        b->first[c] = NUM_OTYPES;
        b->last[c] = -1;
    }
    for (int i = MAXOCLASSES; i < NUM_OTYPES; i++) {
        int c = r->objects[i].oc_class;

        if (!nh_has_otyp(r, i) || c <= 0 || c >= MAXOCLASSES)
            continue;
        if (b->first[c] == NUM_OTYPES)
            b->first[c] = i;
        b->last[c] = i;
    }
}

/* C: o_init.c obj_shuffle_range, with the bounds b of r's classes */
static void shuffle_range(const struct nh_release *r,
                          const struct class_bounds *b, int otyp, int *lo,
                          int *hi)
{
    static const struct { int lo, hi; } armor[] = {
        { HELMET, HELM_OF_TELEPATHY },
        { LEATHER_GLOVES, GAUNTLETS_OF_DEXTERITY },
        { CLOAK_OF_PROTECTION, CLOAK_OF_DISPLACEMENT },
        { SPEED_BOOTS, LEVITATION_BOOTS },
    };
    int oclass = r->objects[otyp].oc_class;

    *lo = *hi = otyp;
    switch (oclass) {
    case ARMOR_CLASS:
        for (size_t k = 0; k < sizeof armor / sizeof armor[0]; k++)
            if (otyp >= armor[k].lo && otyp <= armor[k].hi) {
                *lo = armor[k].lo;
                *hi = armor[k].hi;
            }
        break;
    case POTION_CLASS:
        /* all but water, whose "clear" stays put */
        *lo = b->first[POTION_CLASS];
        *hi = POT_WATER - 1;
        break;
    case AMULET_CLASS:
    case SCROLL_CLASS:
    case SPBOOK_CLASS: {
        /* from the first up to the first mundane or unique one */
        int i;

        *lo = b->first[oclass];
        for (i = *lo; i < NUM_OTYPES; i++) {
            if (!nh_has_otyp(r, i))
                continue;
            if (r->objects[i].oc_class != oclass || r->objects[i].oc_unique
                || !r->objects[i].oc_magic)
                break;
        }
        *hi = i - 1;
        break;
    }
    case RING_CLASS:
    case WAND_CLASS:
    case VENOM_CLASS:
        *lo = b->first[oclass];
        *hi = b->last[oclass];
        break;
    default:
        break;
    }
    if (otyp < *lo || otyp > *hi)
        *lo = *hi = otyp;
}

void appearance_shuffle_range(const struct nh_release *r, int otyp, int *lo,
                              int *hi)
{
    struct class_bounds b;

    class_bounds(r, &b);
    shuffle_range(r, &b, otyp, lo, hi);
}

/* C: oc_name_known once init_objects has checked it: exactly the objects
 * without a description */
static bool name_known(const struct nh_release *r, int otyp)
{
    return r->objects[otyp].oc_descr == NULL;
}

#define SWAP8(arr, a, b) do { uint8_t t_ = (arr)[a]; (arr)[a] = (arr)[b]; \
                              (arr)[b] = t_; } while (0)

/* C: o_init.c shuffle - deal the descriptions of lo..hi anew among those
 * not known by name; with_material moves the material along */
static void shuffle(struct nhl_obj_appearance *a, const struct nh_release *r,
                    struct nhl_rng *rng, int lo, int hi, bool with_material)
{
    int list[NUM_OTYPES], n = 0, unknown = 0;

    for (int i = lo; i <= hi; i++)
        if (nh_has_otyp(r, i)) {
            list[n++] = i;
            unknown += !name_known(r, i);
        }
    if (unknown < 2)
        return;
    for (int j = 0; j < n; j++) {
        int k;

        if (name_known(r, list[j]))
            continue;
        do {
            k = j + rn2(rng, n - j);
            a->ndraws++;
        } while (name_known(r, list[k]));
        int p = list[j], q = list[k];
        short d = a->descr[p];

        a->descr[p] = a->descr[q];
        a->descr[q] = d;
        SWAP8(a->tough, p, q);
        SWAP8(a->color, p, q);
        if (with_material)
            SWAP8(a->material, p, q);
    }
}

/* C: o_init.c randomize_gem_colors - turquoise and aquamarine may look
 * blue (as sapphire), fluorite blue, white or green */
static void gem_colors(struct nhl_obj_appearance *a, struct nhl_rng *rng)
{
    static const int fluorite_as[4] = { -1, SAPPHIRE, DIAMOND, EMERALD };

    a->ndraws++;
    if (rn2(rng, 2)) {
        a->descr[TURQUOISE] = SAPPHIRE;
        a->color[TURQUOISE] = a->color[SAPPHIRE];
    }
    a->ndraws++;
    if (rn2(rng, 2)) {
        a->descr[AQUAMARINE] = SAPPHIRE;
        a->color[AQUAMARINE] = a->color[SAPPHIRE];
    }
    a->ndraws++;
    int f = fluorite_as[rn2(rng, 4)];

    if (f >= 0) {
        a->descr[FLUORITE] = (short) f;
        a->color[FLUORITE] = a->color[f];
    }
}

void appearance_deal(struct nhl_obj_appearance *a, enum nhl_version v,
                     uint64_t game_seed)
{
    struct nhl_rng rng;

    memset(&rng, 0, sizeof rng);
    nhl_rng_init(&rng, game_seed);
    appearance_deal_from(a, v, game_seed, &rng);
    nhl_rng_free(&rng);
}

void appearance_deal_from(struct nhl_obj_appearance *a, enum nhl_version v,
                          uint64_t game_seed, struct nhl_rng *rng)
{
    /* C: shuffle_all's order: whole classes, then armour ranges */
    static const int classes[] = {
        AMULET_CLASS, POTION_CLASS, RING_CLASS, SCROLL_CLASS,
        SPBOOK_CLASS, WAND_CLASS, VENOM_CLASS,
    };
    static const int armor_ranges[] = {
        HELMET, LEATHER_GLOVES, CLOAK_OF_PROTECTION, SPEED_BOOTS,
    };
    const struct nh_release *r = nh_release(v);
    struct class_bounds b;
    int lo, hi;

    memset(a, 0, sizeof *a);
    a->version = v;
    a->game_seed = game_seed;
    for (int i = 0; i < NUM_OTYPES; i++) {
        a->descr[i] = (short) i;
        a->color[i] = r->objects[i].oc_color;
        a->material[i] = r->objects[i].oc_material;
        a->tough[i] = r->objects[i].oc_tough;
    }
    class_bounds(r, &b);
    /* init_objects meets the gem class while it numbers the classes,
       before the shuffles */
    gem_colors(a, rng);
    for (size_t k = 0; k < sizeof classes / sizeof classes[0]; k++) {
        int first = b.first[classes[k]];

        if (first >= NUM_OTYPES)
            continue;
        shuffle_range(r, &b, first, &lo, &hi);
        shuffle(a, r, rng, lo, hi, true);
    }
    for (size_t k = 0; k < sizeof armor_ranges / sizeof armor_ranges[0]; k++) {
        shuffle_range(r, &b, armor_ranges[k], &lo, &hi);
        shuffle(a, r, rng, lo, hi, false);
    }
    a->ndraws++;
    a->wan_nothing_dir = rn2(rng, 2) ? OBJ_DIR_NODIR : OBJ_DIR_IMMEDIATE;
}

const char *appearance_descr(const struct nhl_obj_appearance *a,
                             const struct nh_release *r, int otyp)
{
    if (otyp < 0 || otyp >= NUM_OTYPES)
        return NULL;
    return r->objects[a->descr[otyp]].oc_descr;
}

int appearance_dir(const struct nhl_obj_appearance *a, const struct nh_release *r,
                   int otyp)
{
    if (otyp == WAN_NOTHING)
        return a->wan_nothing_dir;
    return r->objects[otyp].oc_dir;
}

