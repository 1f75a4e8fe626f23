/* floor.c - floor names ("mines:3") and what makelevel builds on a floor
 * (C: mklev.c makelevel's choice of level file, mkmaze.c makemaz's
 * protofile). See floor.h. */
#include "floor.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

bool floor_name_shaped(const char *name)
{
    const char *colon = name ? strchr(name, ':') : NULL;

    if (!colon || colon == name || !colon[1])
        return false;
    for (const char *p = name; p < colon; p++)
        if (!isalnum((unsigned char) *p) && *p != '_' && *p != '-')
            return false;
    for (const char *p = colon + 1; *p; p++)
        if (!isdigit((unsigned char) *p))
            return false;
    return true;
}

/* word w (0 first) of a dungeon name, lower case, letters and digits
 * only, "'s" dropped ("Vlad's" -> "vlad"); false past the last word */
static bool name_word(const char *name, int w, char *buf, size_t len)
{
    const char *p = name;

    for (;;) {
        while (*p == ' ')
            p++;
        if (!*p)
            return false;
        size_t n = strcspn(p, " ");

        if (w-- == 0) {
            size_t k = 0;

            for (size_t i = 0; i < n && k + 1 < len; i++) {
                if (p[i] == '\'' && i + 2 == n && tolower((unsigned char) p[i + 1]) == 's')
                    break;
                if (isalnum((unsigned char) p[i]))
                    buf[k++] = (char) tolower((unsigned char) p[i]);
            }
            buf[k] = '\0';
            return true;
        }
        p += n;
    }
}

static void last_word(const char *name, char *buf, size_t len)
{
    char w[48];

    buf[0] = '\0';
    for (int i = 0; name_word(name, i, w, sizeof w); i++)
        if (w[0])
            snprintf(buf, len, "%s", w);
}

void floor_key(const struct dungeon_layout *dl, int dnum, char *buf,
               size_t len)
{
    if (dnum == 0 || dnum < 0 || dnum >= dl->n_dungeons) {
        snprintf(buf, len, "dlvl");
        return;
    }
    last_word(dl->dungeons[dnum].name, buf, len);
    if (!buf[0])
        snprintf(buf, len, "d%d", dnum);
}

void floor_name(const struct dungeon_layout *dl, d_level at, char *buf,
                size_t len)
{
    char key[48];

    floor_key(dl, at.dnum, key, sizeof key);
    snprintf(buf, len, "%s:%d", key, at.dlevel);
}

/* the dungeon a key names: its floor_key or the last word first, then
 * any other word that names one dungeon only; -1 none, -2 several */
static int dungeon_of_key(const struct dungeon_layout *dl, const char *key)
{
    char w[48];
    int found = -1;

    if (strcasecmp(key, "dlvl") == 0)
        return dl->n_dungeons > 0 ? 0 : -1;
    for (int d = 0; d < dl->n_dungeons; d++) {
        floor_key(dl, d, w, sizeof w);
        if (strcasecmp(w, key) == 0)
            return d;
        last_word(dl->dungeons[d].name, w, sizeof w);
        if (strcasecmp(w, key) == 0)
            return d;
    }
    for (int d = 0; d < dl->n_dungeons; d++)
        for (int i = 0; name_word(dl->dungeons[d].name, i, w, sizeof w); i++)
            if (strlen(w) > 2 && strcmp(w, "the") != 0
                && strcasecmp(w, key) == 0) {
                if (found >= 0 && found != d)
                    return -2;
                found = d;
            }
    return found;
}

int floor_parse(const struct dungeon_layout *dl, const char *name,
                d_level *out, char *err, size_t errlen)
{
    char key[48];

    if (!floor_name_shaped(name)) {
        snprintf(err, errlen, "'%s' is no floor name (KEY:N, e.g. mines:3)",
                 name ? name : "");
        return -1;
    }
    size_t n = (size_t) (strchr(name, ':') - name);

    snprintf(key, sizeof key, "%.*s", (int) (n < sizeof key ? n : sizeof key - 1),
             name);
    int d = dungeon_of_key(dl, key);

    if (d < 0) {
        char keys[512] = "";
        size_t k = 0;

        for (int i = 0; i < dl->n_dungeons && k + 50 < sizeof keys; i++) {
            char w[48];

            floor_key(dl, i, w, sizeof w);
            k += (size_t) snprintf(keys + k, sizeof keys - k, "%s%s",
                                   i ? ", " : "", w);
        }
        snprintf(err, errlen, "%s: %s dungeon '%s' (this game has %s)", name,
                 d == -2 ? "more than one" : "no", key, keys);
        return -1;
    }
    long lvl = strtol(name + n + 1, NULL, 10);
    int max = dl->dungeons[d].num_dunlevs;

    if (lvl < 1 || lvl > max) {
        snprintf(err, errlen, "%s: %s has levels 1 to %d in this game", name,
                 dl->dungeons[d].name, max);
        return -1;
    }
    out->dnum = d;
    out->dlevel = (int) lvl;
    return 0;
}

enum floor_kind floor_plan(const struct dungeon_layout *dl, d_level at,
                           const char *role_code, char *file, size_t len)
{
    const struct dungeon_special *sp = dungeon_special_at(dl, at);
    const struct dungeon_info *d = &dl->dungeons[at.dnum];

    file[0] = '\0';
    if (sp && strcmp(sp->lua_name, "rogue") != 0) {
        snprintf(file, len, "%s", sp->proto);
        return FLOOR_SPECIAL;
    }
    if (d->proto[0]) {
        /* one level file per level when the dungeon has several */
        if (d->num_dunlevs > 1)
            snprintf(file, len, "%s%d", d->proto, at.dlevel);
        else
            snprintf(file, len, "%s", d->proto);
        return FLOOR_PROTO;
    }
    if (d->fill[0]) {
        snprintf(file, len, "%s", d->fill);
        return FLOOR_FILL;
    }
    if (strcmp(d->name, "The Quest") == 0) {
        const struct dungeon_special *loc = dungeon_find_level(dl, "x-loca");

        snprintf(file, len, "%s-fil%c", role_code ? role_code : "Val",
                 loc && at.dlevel < loc->dlevel.dlevel ? 'a' : 'b');
        return FLOOR_QUEST_FILL;
    }
    if (d->hellish)
        return FLOOR_HELL_MAZE;
    if (sp)
        return FLOOR_ROGUE;
    return FLOOR_ORDINARY;
}

/* below Medusa, in her dungeon (C: makelevel's maze test; without a
 * Medusa her level is 0,0, the first dungeon's top less one) */
static bool below_medusa(const struct dungeon_layout *dl, d_level at)
{
    const struct dungeon_special *m = dungeon_find_level(dl, "medusa");
    d_level ml = { 0, 0 };

    if (m)
        ml = m->dlevel;
    return at.dnum == ml.dnum && dungeon_depth(dl, at) > dungeon_depth(dl, ml);
}

void floor_describe(const struct dungeon_layout *dl, d_level at,
                    const char *role_code, char *buf, size_t len)
{
    char file[48];

    switch (floor_plan(dl, at, role_code, file, sizeof file)) {
    case FLOOR_SPECIAL:
    case FLOOR_PROTO:
    case FLOOR_FILL:
    case FLOOR_QUEST_FILL:
        snprintf(buf, len, "%s", file);
        break;
    case FLOOR_HELL_MAZE:
        snprintf(buf, len, "maze");
        break;
    case FLOOR_ROGUE:
        snprintf(buf, len, "rogue");
        break;
    case FLOOR_ORDINARY:
        snprintf(buf, len, "%s",
                 below_medusa(dl, at) ? "maze or rooms" : "ordinary");
        break;
    }
}
