/* released.c - the level scripts the releases ship (released.h), looked
 * up in the release records' lists of their dat/ files. */
#include "released.h"

#include <string.h>

#include "tables.h"
#include "version.h"

unsigned long long nh_fnv1a64(const unsigned char *buf, size_t n)
{
    unsigned long long h = 0xcbf29ce484222325ULL;

    for (size_t i = 0; i < n; i++) {
        h ^= buf[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

bool nh_released_script(const char *path, const char *text, size_t len)
{
    const char *name = strrchr(path, '/');
    bool hashed = false;
    unsigned long long h = 0;

    name = name ? name + 1 : path;
    for (int v = 0; v < NHV_COUNT; v++) {
        const struct nh_release *r = nh_release((enum nhl_version) v);
        for (int i = 0; i < *r->num_datfiles; i++) {
            const struct dat_file *f = &r->datfiles[i];
            if (f->size != (long) len || strcmp(f->name, name) != 0)
                continue;
            if (!hashed) {
                h = nh_fnv1a64((const unsigned char *) text, len);
                hashed = true;
            }
            if (f->fnv == h)
                return true;
        }
    }
    return false;
}
