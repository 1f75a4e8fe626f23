/* rm.c - names and map characters of the cell types (rm.h's enum).
 * The map-character table follows the same pairing NetHack's level loader
 * uses (nhlua.c splev_chr2typ / splev_typ2chr), so the reverse lookup gives
 * the same answer as nh.getmap().mapchr: the first character listed for a
 * typ, 'x' for typs no map character stands for. */
#include "rm.h"

#include <stddef.h>
#include <pthread.h>
#include <string.h>

/* Upper-case enum spellings, as the truth files' typNames. */
static const char *const typ_names[MAX_TYPE] = {
    "STONE", "VWALL", "HWALL", "TLCORNER", "TRCORNER", "BLCORNER",
    "BRCORNER", "CROSSWALL", "TUWALL", "TDWALL", "TLWALL", "TRWALL",
    "DBWALL", "TREE", "SDOOR", "SCORR", "POOL", "MOAT", "WATER",
    "DRAWBRIDGE_UP", "LAVAPOOL", "LAVAWALL", "IRONBARS", "DOOR", "CORR",
    "ROOM", "STAIRS", "LADDER", "FOUNTAIN", "THRONE", "SINK", "GRAVE",
    "ALTAR", "ICE", "DRAWBRIDGE_DOWN", "AIR", "CLOUD",
};

/* The words the game itself uses for each typ (what nh.getmap's nhl_typ_name
 * reports). */
static const char *const typ_longnames[MAX_TYPE] = {
    "stone", "vertical wall", "horizontal wall", "top-left corner wall",
    "top-right corner wall", "bottom-left corner wall",
    "bottom-right corner wall", "cross wall", "tee-up wall", "tee-down wall",
    "tee-left wall", "tee-right wall", "drawbridge wall", "tree",
    "secret door", "secret corridor", "pool", "moat", "water",
    "drawbridge up", "lava pool", "lava wall", "iron bars", "door",
    "corridor", "room", "stairs", "ladder", "fountain", "throne", "sink",
    "grave", "altar", "ice", "drawbridge down", "air", "cloud",
};

/* Map characters in lookup order. The reverse lookup stops at the first
 * entry whose typ is MAX_TYPE ('x'), so 'B' (the boundary marker, also
 * CROSSWALL) and 'w' are never produced by nhl_typ2char. Every wall kind reads
 * back as '-'. */
static const struct {
    char ch;
    uint8_t typ;
} mapchars[] = {
    { ' ', STONE }, { '#', CORR }, { '.', ROOM },
    { '-', HWALL }, { '-', TLCORNER }, { '-', TRCORNER }, { '-', BLCORNER },
    { '-', BRCORNER }, { '-', CROSSWALL }, { '-', TUWALL }, { '-', TDWALL },
    { '-', TLWALL }, { '-', TRWALL }, { '-', DBWALL },
    { '|', VWALL }, { '+', DOOR }, { 'A', AIR }, { 'C', CLOUD },
    { 'S', SDOOR }, { 'H', SCORR }, { '{', FOUNTAIN }, { '\\', THRONE },
    { 'K', SINK }, { '}', MOAT }, { 'P', POOL }, { 'L', LAVAPOOL },
    { 'Z', LAVAWALL }, { 'I', ICE }, { 'W', WATER }, { 'T', TREE },
    { 'F', IRONBARS },
    { 'x', MAX_TYPE },    /* transparent: leave the cell alone */
    { 'B', CROSSWALL },   /* boundary marker, turned to ROOM after loading */
    { 'w', MATCH_WALL },  /* matches any wall, for matching only */
};
#define NMAPCHARS (sizeof mapchars / sizeof mapchars[0])

const char *nhl_typ_name(int typ)
{
    if (typ >= 0 && typ < MAX_TYPE)
        return typ_names[typ];
    if (typ == MAX_TYPE)
        return "MAX_TYPE";
    if (typ == MATCH_WALL)
        return "MATCH_WALL";
    return "INVALID_TYPE";
}

const char *nhl_typ_longname(int typ)
{
    if (typ >= 0 && typ < MAX_TYPE)
        return typ_longnames[typ];
    return "unknown";
}

int nhl_typ_from_name(const char *name)
{
    if (!name)
        return -1;
    for (int t = 0; t < MAX_TYPE; t++)
        if (strcmp(name, typ_names[t]) == 0)
            return t;
    if (strcmp(name, "MAX_TYPE") == 0)
        return MAX_TYPE;
    if (strcmp(name, "MATCH_WALL") == 0)
        return MATCH_WALL;
    return -1;
}

static int find_char2typ(char c)
{
    if (c == '\0')
        return INVALID_TYPE;
    for (size_t i = 0; i < NMAPCHARS; i++)
        if (mapchars[i].ch == c)
            return mapchars[i].typ;
    return INVALID_TYPE;
}

/* every char's, found once (a map is read a cell at a time) */
static int char_typ[256];

static void make_char_typ(void)
{
    for (int c = 0; c < 256; c++)
        char_typ[c] = find_char2typ((char) c);
}

int nhl_char2typ(char c)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;

    pthread_once(&once, make_char_typ);
    return char_typ[(unsigned char) c];
}

char nhl_typ2char(int typ)
{
    for (size_t i = 0; i < NMAPCHARS && mapchars[i].typ < MAX_TYPE; i++)
        if (mapchars[i].typ == typ)
            return mapchars[i].ch;
    return 'x';
}
