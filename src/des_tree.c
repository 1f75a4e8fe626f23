/* des_tree.c - the spellings of the tree's words and kinds. */
#include "des_tree.h"

#include <string.h>

#include "des_arena.h"

static const char *const word_names[DES_W_COUNT_] = {
    [DES_W_OPEN] = "open", [DES_W_CLOSED] = "closed",
    [DES_W_LOCKED] = "locked", [DES_W_NODOOR] = "nodoor",
    [DES_W_BROKEN] = "broken", [DES_W_SECRET] = "secret",
    [DES_W_NORTH] = "north", [DES_W_EAST] = "east",
    [DES_W_SOUTH] = "south", [DES_W_WEST] = "west",
    [DES_W_LEFT] = "left", [DES_W_HALF_LEFT] = "half-left",
    [DES_W_CENTER] = "center", [DES_W_HALF_RIGHT] = "half-right",
    [DES_W_RIGHT] = "right", [DES_W_TOP] = "top", [DES_W_BOTTOM] = "bottom",
    [DES_W_LIT] = "lit", [DES_W_UNLIT] = "unlit",
    [DES_W_FILLED] = "filled", [DES_W_UNFILLED] = "unfilled",
    [DES_W_REGULAR] = "regular", [DES_W_IRREGULAR] = "irregular",
    [DES_W_JOINED] = "joined", [DES_W_UNJOINED] = "unjoined",
    [DES_W_LIMITED] = "limited", [DES_W_UNLIMITED] = "unlimited",
    [DES_W_NOALIGN] = "noalign", [DES_W_LAW] = "law",
    [DES_W_NEUTRAL] = "neutral", [DES_W_CHAOS] = "chaos",
    [DES_W_COALIGNED] = "coaligned", [DES_W_NONCOALIGNED] = "noncoaligned",
    [DES_W_PEACEFUL] = "peaceful", [DES_W_HOSTILE] = "hostile",
    [DES_W_ASLEEP] = "asleep", [DES_W_AWAKE] = "awake",
    [DES_W_M_FEATURE] = "m_feature", [DES_W_M_MONSTER] = "m_monster",
    [DES_W_M_OBJECT] = "m_object",
    [DES_W_SANCTUM] = "sanctum", [DES_W_SHRINE] = "shrine",
    [DES_W_ALTAR] = "altar", [DES_W_UP] = "up", [DES_W_DOWN] = "down",
    [DES_W_TRUE] = "true", [DES_W_FALSE] = "false",
    [DES_W_DUST] = "dust", [DES_W_ENGRAVE] = "engrave",
    [DES_W_BURN] = "burn", [DES_W_MARK] = "mark", [DES_W_BLOOD] = "blood",
    [DES_W_SCRAWL] = "scrawl",
    [DES_W_BLESSED] = "blessed", [DES_W_UNCURSED] = "uncursed",
    [DES_W_CURSED] = "cursed", [DES_W_CONTAINED] = "contained",
    [DES_W_TRAPPED] = "trapped", [DES_W_NOT_TRAPPED] = "not_trapped",
    [DES_W_O_LIT] = "o_lit", [DES_W_O_BURIED] = "o_buried",
    [DES_W_SKIPCHECK] = "skipcheck", [DES_W_NOSKIPCHECK] = "noskipcheck",
    [DES_W_DRY] = "dry", [DES_W_WET] = "wet", [DES_W_HOT] = "hot",
    [DES_W_SOLID] = "solid", [DES_W_ANY] = "any",
    [DES_W_RADIAL] = "radial", [DES_W_SQUARE] = "square", [DES_W_ALL] = "all",
    [DES_W_MINES] = "mines", [DES_W_SOLIDFILL] = "solidfill",
    [DES_W_MAZEGRID] = "mazegrid", [DES_W_ROGUE] = "rogue",
    [DES_W_NOTELEPORT] = "noteleport", [DES_W_HARDFLOOR] = "hardfloor",
    [DES_W_NOMMAP] = "nommap", [DES_W_ARBOREAL] = "arboreal",
    [DES_W_SHORTSIGHTED] = "shortsighted", [DES_W_MAZELEVEL] = "mazelevel",
    [DES_W_PREMAPPED] = "premapped", [DES_W_SHROUD] = "shroud",
    [DES_W_GRAVEYARD] = "graveyard", [DES_W_ICEDPOOLS] = "icedpools",
    [DES_W_SOLIDIFY] = "solidify", [DES_W_CORRMAZE] = "corrmaze",
    [DES_W_INACCESSIBLES] = "inaccessibles", [DES_W_SPOOKY] = "spooky",
    [DES_W_LETHE] = "lethe",
};

const char *des_word_name(enum des_word w)
{
    return w > 0 && w < DES_W_COUNT_ && word_names[w] ? word_names[w] : "?";
}

enum des_word des_word_lookup(const char *s, size_t n)
{
    for (int w = 1; w < DES_W_COUNT_; w++)
        if (word_names[w] && strlen(word_names[w]) == n
            && !memcmp(word_names[w], s, n))
            return (enum des_word) w;
    return DES_W_NONE_;
}

static const char *const stmt_names[DES_S_KIND_COUNT_] = {
    [DES_S_MESSAGE] = "MESSAGE", [DES_S_INIT_MAP] = "INIT_MAP",
    [DES_S_MAP] = "MAP", [DES_S_NOMAP] = "NOMAP",
    [DES_S_RANDOM_PLACES] = "RANDOM_PLACES",
    [DES_S_RANDOM_OBJECTS] = "RANDOM_OBJECTS",
    [DES_S_RANDOM_MONSTERS] = "RANDOM_MONSTERS",
    [DES_S_RANDOM_REGION] = "RANDOM_REGION",
    [DES_S_MONSTER] = "MONSTER", [DES_S_OBJECT] = "OBJECT",
    [DES_S_CONTAINER] = "CONTAINER", [DES_S_TRAP] = "TRAP",
    [DES_S_DOOR] = "DOOR", [DES_S_ROOMDOOR] = "ROOMDOOR",
    [DES_S_DRAWBRIDGE] = "DRAWBRIDGE", [DES_S_MAZEWALK] = "MAZEWALK",
    [DES_S_WALLIFY] = "WALLIFY", [DES_S_LADDER] = "LADDER",
    [DES_S_STAIR] = "STAIR", [DES_S_STAIR_REGION] = "STAIR_REGION",
    [DES_S_PORTAL] = "PORTAL", [DES_S_TELEPORT_REGION] = "TELEPORT_REGION",
    [DES_S_BRANCH] = "BRANCH", [DES_S_FOUNTAIN] = "FOUNTAIN",
    [DES_S_SINK] = "SINK", [DES_S_POOL] = "POOL",
    [DES_S_NON_DIGGABLE] = "NON_DIGGABLE",
    [DES_S_NON_PASSWALL] = "NON_PASSWALL", [DES_S_REGION] = "REGION",
    [DES_S_ALTAR] = "ALTAR", [DES_S_GOLD] = "GOLD",
    [DES_S_ENGRAVING] = "ENGRAVING", [DES_S_GRAVE] = "GRAVE",
    [DES_S_ROOM] = "ROOM", [DES_S_SUBROOM] = "SUBROOM",
    [DES_S_ROOM_NAME] = "NAME", [DES_S_ROOM_CHANCE] = "CHANCE",
    [DES_S_CORRIDOR] = "CORRIDOR",
    [DES_S_RANDOM_CORRIDORS] = "RANDOM_CORRIDORS",
    [DES_S_TERRAIN] = "TERRAIN", [DES_S_REPLACE_TERRAIN] = "REPLACE_TERRAIN",
    [DES_S_MINERALIZE] = "MINERALIZE", [DES_S_FORGE] = "FORGE",
    [DES_S_OBJFLAGS] = "OBJFLAGS", [DES_S_ASSIGN] = "ASSIGN",
    [DES_S_SHUFFLE] = "SHUFFLE", [DES_S_IF] = "IF",
    [DES_S_CHANCE] = "CHANCE_STMT", [DES_S_LOOP] = "LOOP",
    [DES_S_FOR] = "FOR", [DES_S_SWITCH] = "SWITCH",
    [DES_S_BREAK] = "BREAK", [DES_S_EXIT] = "EXIT",
    [DES_S_FUNCTION] = "FUNCTION", [DES_S_CALL] = "CALL",
};

const char *des_stmt_name(enum des_stmt_kind k)
{
    return k < DES_S_KIND_COUNT_ && stmt_names[k] ? stmt_names[k] : "?";
}

static const char *const extra_names[DES_X_COUNT_] = {
    [DES_X_NAME] = "name", [DES_X_ATTITUDE] = "attitude",
    [DES_X_ALERTNESS] = "alertness", [DES_X_ALIGN] = "align",
    [DES_X_APPEAR] = "appear", [DES_X_FEMALE] = "female",
    [DES_X_INVIS] = "invisible", [DES_X_CANCELLED] = "cancelled",
    [DES_X_REVIVED] = "revived", [DES_X_AVENGE] = "avenge",
    [DES_X_STUNNED] = "stunned", [DES_X_CONFUSED] = "confused",
    [DES_X_FLEEING] = "fleeing", [DES_X_BLINDED] = "blinded",
    [DES_X_PARALYZED] = "paralyzed", [DES_X_SEENTRAPS] = "seen_traps",
    [DES_X_CURSE] = "curse", [DES_X_MONTYPE] = "montype",
    [DES_X_SPE] = "spe", [DES_X_QUANTITY] = "quantity",
    [DES_X_ERODED] = "eroded", [DES_X_RECHARGED] = "recharged",
    [DES_X_BURIED] = "buried", [DES_X_ERODEPROOF] = "erodeproof",
    [DES_X_GREASED] = "greased", [DES_X_LIT] = "lit",
    [DES_X_LOCKED] = "locked", [DES_X_BROKEN] = "broken",
    [DES_X_TRAPPED] = "trapped", [DES_X_COORD] = "coord",
    [DES_X_FILLED] = "filled", [DES_X_IRREGULAR] = "irregular",
    [DES_X_JOINED] = "joined", [DES_X_SANITY] = "sanity",
    [DES_X_DOOR_TEXT] = "door_text", [DES_X_DOOR_KEY] = "door_key",
    [DES_X_GOD] = "god",
};

const char *des_extra_name(enum des_extra_key k)
{
    return k < DES_X_COUNT_ && extra_names[k] ? extra_names[k] : "?";
}

const char *des_grammar_name(enum des_grammar g)
{
    return g == DES_GRAMMAR_34 ? "3.4" : g == DES_GRAMMAR_36 ? "3.6" : "auto";
}

void des_file_free(struct des_file *f)
{
    if (f)
        des_arena_free(f->arena);   /* f itself lives in the arena */
}
