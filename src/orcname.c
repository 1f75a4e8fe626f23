/* orcname.c - orcish names (orcname.h). */
#include "orcname.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"

char *rndorcname(struct nhl_level *lev, char *buf, size_t len)
{
    static const char *const vowelish[] = { "a", "ai", "og", "u" };
    static const char *const consonantish[] = {
        "gor", "gris", "un", "bane", "ruk", "oth", "ul", "z", "thos", "akh",
        "hai"
    };
    int nsyl = 3 + rn2(lev->rng, 2);
    int vowel = rn2(lev->rng, 2);
    size_t at = 0;

    if (!buf || !len)
        return buf;
    buf[0] = '\0';
    for (int i = 0; i < nsyl; i++) {
        const char *dash = "", *syl;

        /* the syllables alternate; C draws the hyphen chance before the
         * syllable (left to right), and none before the first */
        vowel = !vowel;
        if (i > 0 && !rn2(lev->rng, 30))
            dash = "-";
        if (vowel)
            syl = vowelish[rn2(lev->rng, 4)];
        else
            syl = consonantish[rn2(lev->rng, 11)];
        int n = snprintf(buf + at, len - at, "%s%s", dash, syl);

        if (n < 0 || (size_t) n >= len - at)
            break;
        at += (size_t) n;
    }
    return buf;
}

char *upstart(char *s)
{
    if (s && *s)
        *s = (char) toupper((unsigned char) *s);
    return s;
}

void christen_monst(struct nhl_level *lev, int midx, const char *name)
{
    struct monst *m;

    if (midx < 0 || midx >= lev->nmonsters)
        return;
    m = &lev->monsters[midx];
    free(m->mname);
    m->mname = NULL;
    if (!name || !*name)
        return;
    size_t n = strlen(name);

    if (n > PL_PSIZ - 1)
        n = PL_PSIZ - 1;
    m->mname = malloc(n + 1);
    if (m->mname) {
        memcpy(m->mname, name, n);
        m->mname[n] = '\0';
    }
}

void christen_orc(struct nhl_level *lev, int midx, const char *gang,
                  const char *other)
{
    char orcname[256], gbuf[256], buf[600];

    rndorcname(lev, orcname, sizeof orcname);
    /* C gives up on a name past its buffer (BUFSZ); ours never are */
    if (gang) {
        snprintf(gbuf, sizeof gbuf, "%s", gang);
        snprintf(buf, sizeof buf, "%s of %s", upstart(orcname),
                 upstart(gbuf));
    } else if (other) {
        snprintf(buf, sizeof buf, "%s%s", upstart(orcname), other);
    } else {
        return;
    }
    christen_monst(lev, midx, buf);
}
