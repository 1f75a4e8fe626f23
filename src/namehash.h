/* namehash.h - names looked up case aside (species, objects): FNV-1a over
 * the name lower-cased as ASCII, and the matching comparison. The indexes
 * built on them answer as C's strcasecmp walks do; a name that is not
 * ASCII is left to the walk. */
#ifndef NHLEV_NAMEHASH_H
#define NHLEV_NAMEHASH_H

#include <stdbool.h>

/* the hash of s lower-cased; *ascii false if s has a byte above 0x7f */
static inline unsigned name_hash_ci(const char *s, bool *ascii)
{
    unsigned h = 2166136261u;

    *ascii = true;
    for (; *s; s++) {
        unsigned char c = (unsigned char) *s;

        if (c >= 0x80)
            *ascii = false;
        if (c >= 'A' && c <= 'Z')
            c = (unsigned char) (c - 'A' + 'a');
        h = (h ^ c) * 16777619u;
    }
    return h;
}

/* a and b equal with ASCII letters' case aside */
static inline bool name_same_ci(const char *a, const char *b)
{
    for (;; a++, b++) {
        unsigned char x = (unsigned char) *a, y = (unsigned char) *b;

        if (x >= 'A' && x <= 'Z')
            x = (unsigned char) (x - 'A' + 'a');
        if (y >= 'A' && y <= 'Z')
            y = (unsigned char) (y - 'A' + 'a');
        if (x != y)
            return false;
        if (!x)
            return true;
    }
}

#endif
