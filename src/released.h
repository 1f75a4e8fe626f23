/* released.h - the level scripts the releases ship, known by name, size
 * and hash (each release record's datfiles, tools/dat_sums.py): what C
 * runs as it is. Asked by the Lua host of every script it loads, and by
 * datcheck.c of a whole dat/. */
#ifndef NHLEV_RELEASED_H
#define NHLEV_RELEASED_H

#include <stdbool.h>
#include <stddef.h>

/* FNV-1a 64 of n bytes, the hash the lists hold */
unsigned long long nh_fnv1a64(const unsigned char *buf, size_t n);
/* text (len bytes) is, byte for byte, the file of path's base name in a
 * release's dat/ (a script C runs as it is, known to finish) */
bool nh_released_script(const char *path, const char *text, size_t len);

#endif
