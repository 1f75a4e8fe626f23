/* source.h - where level scripts come from: a NetHack dat/ directory or the
 * built-in levels/, the level list of its dungeon.lua, and level names to
 * files (variants "name-N" chosen by rnd(nlevels) as makemaz does). */
#ifndef NHLEV_SOURCE_H
#define NHLEV_SOURCE_H

#include <stdbool.h>
#include <stddef.h>

struct source_level {
    char name[32];       /* "soko1" (dungeon.lua's file base name) */
    char alias[32];      /* dungeon.lua "name", e.g. "oracle"; may equal name */
    int base, range;     /* placement as dungeon.lua gives it */
    int chance;
    int nlevels;         /* variants; 0 = none */
    /* added by source.c: the rest of a dungeon.lua level entry */
    char bonetag[4];
    char chainlevel[32]; /* "" if none */
    int align;           /* AM_* mask from "alignment", 0 none */
    int flags;           /* SRC_TOWN | SRC_HELLISH | ... */
};
/* dungeon.lua "flags" words, as dgn_file.h's TOWN, HELLISH, ... */
enum { SRC_TOWN = 0x01, SRC_HELLISH = 0x02, SRC_MAZELIKE = 0x04,
       SRC_ROGUELIKE = 0x08, SRC_UNCONNECTED = 0x10 };

/* The alignment C's init_level gives a special level (AM_* mask, 0 none):
 * its own, else its dungeon's flags read as an alignment, which only the
 * UNCONNECTED bit survives (0x10 >> 4: chaotic) */
static inline int source_level_align(int level_align, int dungeon_flags)
{
    if (level_align)
        return level_align;
    return (dungeon_flags & 0x70) >> 4;
}

struct source_dungeon {
    char name[48];       /* "The Dungeons of Doom" */
    char bonetag[4];
    int base, range;     /* number of levels */
    char lvlfill[32];    /* filler level, "" if none */
    char protofile[32];
    char themerooms[32];
    int entry;
    int align;           /* 0 none, else AM_* mask from "alignment" */
    struct source_level *levels; int nlevels;
    struct source_branch {
        char name[32]; int base, range; char chain[32]; char dir[8];
        char type[8];  /* "stair", "portal", "no_down", "no_up" */
    } *branches;
    int nbranches;
    int flags;           /* SRC_* from "flags" (added) */
    int chance;          /* 100 unless given (added) */
};
struct level_source {
    char dir[1024];      /* directory holding the .lua files and nhlib.lua */
    bool builtin;
    struct source_dungeon *dungeons; int ndungeons;
    /* what describes the dungeons, for messages: "dungeon.lua", or
       "dungeon.def" in a dat/ of lev_comp files (source_des.h), whose
       levels are found through its index of level headers */
    char describer[16];
    bool des;
    struct source_deslevel {
        char level[32];  /* "minetn-3" */
        char file[64];   /* "mines.des", in dir */
    } *deslevels;
    int ndeslevels;
};

/* Load a source: dat_dir or, if NULL, the built-in levels/ directory.
 * 0 on success, -1 with err ("dungeon.lua:12: ...") on failure. */
int source_open(struct level_source *src, const char *dat_dir, char *err, size_t errlen);
void source_close(struct level_source *src);
/* The built-in levels/ directory (installed or in the source tree). */
const char *source_builtin_dir(void);

/* Resolve a level name. `name` may be a dungeon.lua level ("soko1"; then
 * *nvariants is its nlevels), an exact file base ("soko1-2"), or a path to a
 * .lua file, or a .des file (source_des_split: the base is the level after
 * the colon, else the file's base name). Writes the file base ("soko1", variant suffix not yet chosen)
 * and the directory. 0 on success, -1 with err if unknown. */
int source_resolve(const struct level_source *src, const char *name,
                   char *base, size_t baselen, int *nvariants,
                   char *dir, size_t dirlen, char *err, size_t errlen);

/* A .des level name: "path/file.des" or "path/file.des:NAME" (one level
 * of a file holding several). True with the path and NAME ("" none). */
bool source_des_split(const char *name, char *path, size_t pathlen,
                      char *level, size_t levellen);

/* The dungeon and level entry a level name belongs to, or -1. A variant
 * file base ("soko1-2") finds its level; a role quest file ("Val-strt")
 * finds "x-strt"; a filler ("minefill", "Val-fila") finds its dungeon with
 * *level_index = -1. */
int source_find_level(const struct level_source *src, const char *name,
                      int *dungeon_index, int *level_index);

#endif
