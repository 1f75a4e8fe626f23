/* compare.c - part-by-part comparison of two level documents. Lists are
 * compared entry by entry on the keys that carry meaning for a level
 * (position, kind, state), so bookkeeping keys such as printed names don't
 * count; the RNG log is compared on what was drawn, not where in C. */
#include "compare.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const part_names[CMP_NPARTS] = {
    "typGrid", "flagsGrid", "litGrid", "nondiggableGrid", "nonpasswallGrid",
    "horizontalGrid", "roomnoGrid", "edgeGrid", "doors", "objects",
    "monsters", "traps", "engravings", "stairs", "flip", "rng",
};
static const char *const part_labels[CMP_NPARTS] = {
    "typ", "flags", "lit", "nondig", "nonpass", "horiz", "roomno", "edge",
    "doors", "objects", "monsters", "traps", "engravings", "stairs", "flip",
    "rng",
};

const char *nhl_compare_part_name(int part)
{
    return part >= 0 && part < CMP_NPARTS ? part_names[part] : "?";
}

const char *nhl_compare_part_label(int part)
{
    return part >= 0 && part < CMP_NPARTS ? part_labels[part] : "?";
}

/* keys compared per list part, NULL-terminated */
static const char *const door_keys[] = { "x", "y", "typ", "doormask", "horizontal", NULL };
static const char *const obj_keys[] = { "x", "y", "o_id", "otyp", "class", "quan", "spe",
                                        "buc", "corpsenm", "oname", "trapped", "locked",
                                        "broken", "lit", "eroded", "eroded2",
                                        "erodeproof", "contents", NULL };
static const char *const mon_keys[] = { "x", "y", "m_id", "mndx", "female", "peaceful",
                                        "tame", "asleep", "canmove", "m_lev", "mhpmax",
                                        "minvent", NULL };
static const char *const trap_keys[] = { "x", "y", "ttyp", "dst", NULL };
static const char *const engr_keys[] = { "x", "y", "type", "text", NULL };
static const char *const stair_keys[] = { "x", "y", "up", "ladder", "tolev", NULL };

static void append(char *buf, size_t len, const char *s)
{
    size_t n = strlen(buf);
    if (n + 1 < len)
        snprintf(buf + n, len - n, "%s", s);
}

/* keys a document may leave out when false */
static bool is_flag_key(const char *k)
{
    static const char *const flags[] = { "trapped", "locked", "broken", "lit",
                                         "erodeproof", "tame", NULL };

    for (int i = 0; flags[i]; i++)
        if (strcmp(k, flags[i]) == 0)
            return true;
    return false;
}

static bool is_false(const cJSON *v)
{
    return cJSON_IsFalse(v) || (cJSON_IsNumber(v) && v->valuedouble == 0);
}

/* "x=3 y=4 otyp=12 ..." from the chosen keys of one list entry; booleans
 * and 0/1 numbers print alike so both spellings compare equal. */
static void entry_key(const cJSON *e, const char *const *keys, char *buf, size_t len)
{
    buf[0] = '\0';
    for (int i = 0; keys[i]; i++) {
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(e, keys[i]);
        char val[160];
        if (!v || cJSON_IsNull(v) || (is_flag_key(keys[i]) && is_false(v))) {
            /* an absent flag is false (and a false one is as absent) */
            if (strcmp(keys[i], "horizontal") != 0)
                continue;
            snprintf(val, sizeof val, "0");
        } else if (cJSON_IsArray(v)) {
            /* a container's contents or a monster's pack: each held
             * object on the object keys, in the chain's order */
            if (buf[0])
                append(buf, len, " ");
            append(buf, len, keys[i]);
            append(buf, len, "=[");
            const cJSON *it;
            bool first = true;
            cJSON_ArrayForEach(it, v) {
                char sub[1024];

                entry_key(it, obj_keys, sub, sizeof sub);
                if (!first)
                    append(buf, len, ", ");
                first = false;
                append(buf, len, sub);
            }
            append(buf, len, "]");
            continue;
        } else if (cJSON_IsBool(v)) {
            snprintf(val, sizeof val, "%d", cJSON_IsTrue(v) ? 1 : 0);
        } else if (cJSON_IsNumber(v)) {
            snprintf(val, sizeof val, "%.0f", v->valuedouble);
        } else if (cJSON_IsString(v)) {
            snprintf(val, sizeof val, "\"%s\"", v->valuestring);
        } else {
            char *s = cJSON_PrintUnformatted(v);
            snprintf(val, sizeof val, "%s", s ? s : "?");
            free(s);
        }
        if (buf[0])
            append(buf, len, " ");
        append(buf, len, keys[i]);
        append(buf, len, "=");
        append(buf, len, val);
    }
}

static void part_init(struct nhl_compare_part_result *p)
{
    memset(p, 0, sizeof *p);
    p->x = p->y = -1;
    p->index = -1;
}

static void compare_grid(const cJSON *a, const cJSON *b, struct nhl_compare_part_result *p)
{
    int ra = cJSON_GetArraySize(a), rb = cJSON_GetArraySize(b);
    int rows = ra > rb ? ra : rb;
    for (int y = 0; y < rows; y++) {
        const cJSON *rowa = cJSON_GetArrayItem(a, y), *rowb = cJSON_GetArrayItem(b, y);
        int ca = cJSON_GetArraySize(rowa), cb = cJSON_GetArraySize(rowb);
        int cols = ca > cb ? ca : cb;
        for (int x = 0; x < cols; x++) {
            const cJSON *va = cJSON_GetArrayItem(rowa, x), *vb = cJSON_GetArrayItem(rowb, x);
            double da = cJSON_IsNumber(va) ? va->valuedouble : -1;
            double db = cJSON_IsNumber(vb) ? vb->valuedouble : -1;
            if (da == db)
                continue;
            if (p->ndiff++ == 0) {
                p->x = x;
                p->y = y;
                snprintf(p->ours, sizeof p->ours, "%.0f", da);
                snprintf(p->theirs, sizeof p->theirs, "%.0f", db);
            }
        }
    }
}

static void compare_list(const cJSON *a, const cJSON *b, const char *const *keys,
                         struct nhl_compare_part_result *p)
{
    /* both lists walked side by side, linearly (cJSON_GetArrayItem would
       walk from the start for each index) */
    const cJSON *ia = a ? a->child : NULL, *ib = b ? b->child : NULL;

    for (int i = 0; ia || ib; i++) {
        char ka[4096] = "(none)", kb[4096] = "(none)";
        if (ia)
            entry_key(ia, keys, ka, sizeof ka);
        if (ib)
            entry_key(ib, keys, kb, sizeof kb);
        ia = ia ? ia->next : NULL;
        ib = ib ? ib->next : NULL;
        if (strcmp(ka, kb) == 0)
            continue;
        if (p->ndiff++ == 0) {
            p->index = i;
            /* the first differing entries, as much as the report holds */
            snprintf(p->ours, sizeof p->ours, "%.*s", (int) sizeof p->ours - 1, ka);
            snprintf(p->theirs, sizeof p->theirs, "%.*s", (int) sizeof p->theirs - 1, kb);
        }
    }
}

void nhl_compare_rng_key(const char *line, char *out, size_t len)
{
    const char *at = strstr(line, " @ ");
    size_t n = at ? (size_t)(at - line) : strlen(line);
    if (!at) {
        /* no C location: still drop a trailing " [script:line]" */
        const char *br = strstr(line, " [");
        if (br)
            n = (size_t)(br - line);
    }
    if (len == 0)
        return;
    if (n >= len)
        n = len - 1;
    memcpy(out, line, n);
    out[n] = '\0';
}

static void compare_rng(const cJSON *a, const cJSON *b, struct nhl_compare_part_result *p)
{
    int na = cJSON_GetArraySize(a), nb = cJSON_GetArraySize(b);
    int n = na > nb ? na : nb;
    const cJSON *ea = a ? a->child : NULL, *eb = b ? b->child : NULL;
    for (int i = 0; i < n; i++) {
        const char *la = ea && cJSON_IsString(ea) ? ea->valuestring : NULL;
        const char *lb = eb && cJSON_IsString(eb) ? eb->valuestring : NULL;
        char ka[128] = "", kb[128] = "";
        if (la)
            nhl_compare_rng_key(la, ka, sizeof ka);
        if (lb)
            nhl_compare_rng_key(lb, kb, sizeof kb);
        if (!la || !lb || strcmp(ka, kb) != 0) {
            if (p->ndiff == 0) {
                p->index = i;
                snprintf(p->ours, sizeof p->ours, "%s", la ? la : "(end of log)");
                snprintf(p->theirs, sizeof p->theirs, "%s", lb ? lb : "(end of log)");
            }
            /* after the first divergence every line shifts: count the
             * lines from there on as differing */
            p->ndiff = n - i;
            return;
        }
        ea = ea ? ea->next : NULL;
        eb = eb ? eb->next : NULL;
    }
}

bool nhl_compare_rng_is_generation(const char *line)
{
    /* the C files whose draws are generation's: objects, monsters, traps,
     * their inventories, special-room stock and the placement they use */
    static const char *const files[] = {
        "mkobj.c:", "makemon.c:", "trap.c:", "mkroom.c:", "shknam.c:",
        "priest.c:", "minion.c:", "mplayer.c:", "artifact.c:", "o_init.c:",
        "objnam.c:", "teleport.c:", "mondata.c:", "mon.c:", "shk.c:", NULL
    };
    const char *at = line ? strstr(line, " @ ") : NULL;
    if (!at)
        return false;
    at += 3;
    for (int i = 0; files[i]; i++)
        if (strncmp(at, files[i], strlen(files[i])) == 0)
            return true;
    /* mklev.c's mktrap_victim, traptype_rnd and mktrap (lines 1655-1987 at
     * the truth files' commit) are trap generation; our own log names the
     * function instead */
    if (strncmp(at, "mklev.c:", 8) == 0) {
        long n = strtol(at + 8, NULL, 10);
        return n >= 1655 && n <= 1987;
    }
    return strstr(at, "mktrap") != NULL;
}

static long first_generation_line(const cJSON *log)
{
    long i = 0;
    const cJSON *e;
    cJSON_ArrayForEach(e, log) {
        if (cJSON_IsString(e) && nhl_compare_rng_is_generation(e->valuestring))
            return i;
        i++;
    }
    return -1;
}

void nhl_compare_docs(const cJSON *ours, const cJSON *theirs, struct nhl_compare_result *r)
{
    memset(r, 0, sizeof *r);
    r->all_match = true;
    r->rng_gen_start = -1;
    for (int part = 0; part < CMP_NPARTS; part++) {
        struct nhl_compare_part_result *p = &r->part[part];
        part_init(p);
        const cJSON *a = cJSON_GetObjectItemCaseSensitive(ours, part_names[part]);
        const cJSON *b = cJSON_GetObjectItemCaseSensitive(theirs, part_names[part]);
        if (!a || !b || cJSON_IsNull(a) != cJSON_IsNull(b))
            continue;
        p->checked = true;
        switch (part) {
        case CMP_DOORS: compare_list(a, b, door_keys, p); break;
        case CMP_OBJECTS: compare_list(a, b, obj_keys, p); break;
        case CMP_MONSTERS: compare_list(a, b, mon_keys, p); break;
        case CMP_TRAPS: compare_list(a, b, trap_keys, p); break;
        case CMP_ENGRAVINGS: compare_list(a, b, engr_keys, p); break;
        case CMP_STAIRS: compare_list(a, b, stair_keys, p); break;
        case CMP_FLIP: {
            int va = (int)cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(a, "value"));
            int vb = (int)cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(b, "value"));
            if (va != vb) {
                p->ndiff = 1;
                snprintf(p->ours, sizeof p->ours, "%d", va);
                snprintf(p->theirs, sizeof p->theirs, "%d", vb);
            }
            break;
        }
        case CMP_RNG:
            compare_rng(a, b, p);
            r->rng_gen_start = first_generation_line(b);
            break;
        default: compare_grid(a, b, p); break;
        }
        p->match = p->ndiff == 0;
        if (part == CMP_RNG)
            r->rng_ok_until_gen = p->match
                || (r->rng_gen_start >= 0 && p->index >= r->rng_gen_start);
        r->nchecked++;
        if (!p->match)
            r->all_match = false;
    }
}

bool nhl_compare_grids_match(const struct nhl_compare_result *r)
{
    for (int part = CMP_TYP; part <= CMP_EDGE; part++)
        if (r->part[part].checked && !r->part[part].match)
            return false;
    return true;
}

void nhl_compare_part_describe(const struct nhl_compare_result *r, int part, char *buf, size_t len)
{
    const struct nhl_compare_part_result *p = &r->part[part];
    const char *name = nhl_compare_part_name(part);
    if (!p->checked)
        snprintf(buf, len, "%s: not compared", name);
    else if (p->match)
        snprintf(buf, len, "%s: ok", name);
    else if (part <= CMP_EDGE)
        snprintf(buf, len, "%s: %d cells differ, first at (%d,%d): ours %s, theirs %s",
                 name, p->ndiff, p->x, p->y, p->ours, p->theirs);
    else if (part == CMP_FLIP)
        snprintf(buf, len, "%s: ours %s, theirs %s", name, p->ours, p->theirs);
    else if (part == CMP_RNG)
        snprintf(buf, len, "%s: differs from line %ld: ours \"%s\", theirs \"%s\"",
                 name, p->index + 1, p->ours, p->theirs);
    else
        snprintf(buf, len, "%s: %d entries differ, first #%ld: ours {%s}, theirs {%s}",
                 name, p->ndiff, p->index, p->ours, p->theirs);
}
