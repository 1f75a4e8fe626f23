/* sidebyside.c - compare the level on show with a level document (truth
 * JSON) or a session's startup screen: differing cells marked and counted,
 * next/previous difference, and the first diverging RNG line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "viewdoc.h"

int sbs_open(struct app *a, const char *path, char *err, size_t errlen)
{
    struct vdoc *d = calloc(1, sizeof *d);
    if (!d) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    if (vdoc_load(path, d, err, errlen) != 0) {
        free(d);
        return -1;
    }
    sbs_close(a);
    a->cmp = d;
    sbs_recompute(a);
    return 0;
}

void sbs_close(struct app *a)
{
    if (a->cmp) {
        vdoc_free(a->cmp);
        free(a->cmp);
        a->cmp = NULL;
    }
    a->ndiff = 0;
    memset(a->diff, 0, sizeof a->diff);
}

/* The draw part of an rng log line: "rn2(12)=5", without where and nesting,
 * since our "where" names functions while C's names file:line. */
static size_t draw_part(const char *line, const char **start)
{
    while (*line == ' ')
        line++;
    *start = line;
    const char *at = strstr(line, " @");
    return at ? (size_t)(at - line) : strlen(line);
}

/* Our side's rng log: the build's, or the viewed document's. */
static char **our_rng(const struct app *a, size_t *n)
{
    const struct rng *r = a->vl.res.rng;
    if (r && r->log) {
        *n = r->nlog;
        return r->log;
    }
    if (a->vl.doc && a->vl.doc->nrng) {
        *n = a->vl.doc->nrng;
        return a->vl.doc->rng;
    }
    *n = 0;
    return NULL;
}

/* Compare against the final level (the document is a finished level). */
void sbs_recompute(struct app *a)
{
    a->ndiff = 0;
    a->rng_diverge = -1;
    memset(a->diff, 0, sizeof a->diff);
    const struct vdoc *d = a->cmp;
    const struct level *lev = a->vl.lev;
    if (!d || !lev)
        return;
    for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++) {
            bool differs;
            if (d->has_typ)
                differs = d->typ[x][y] != lev->at[x][y].typ;
            else {
                /* a session screen without a typ grid: compare glyphs */
                char g[5], raw;
                mapview_cell_text(lev, x, y, g, &raw);
                differs = d->is_session ? raw != d->raw[x][y]
                                        : strcmp(g, d->map[x][y]) != 0;
            }
            if (d->lev && !differs) {
                const struct rm *o = &d->lev->at[x][y], *m = &lev->at[x][y];
                differs = o->flags != m->flags || o->lit != m->lit
                          || o->roomno != m->roomno;
            }
            a->diff[x][y] = differs;
            a->ndiff += differs;
        }
    /* first diverging RNG line, when both sides have a log */
    size_t nours;
    char **ours = our_rng(a, &nours);
    if (ours && d->nrng) {
        size_t n = nours < d->nrng ? nours : d->nrng;
        for (size_t i = 0; i < n; i++) {
            const char *p1, *p2;
            size_t l1 = draw_part(ours[i], &p1), l2 = draw_part(d->rng[i], &p2);
            if (l1 != l2 || memcmp(p1, p2, l1) != 0) {
                a->rng_diverge = (long)i;
                break;
            }
        }
        if (a->rng_diverge < 0 && nours != d->nrng)
            a->rng_diverge = (long)n;
    }
}

static bool goto_diff(struct app *a, int dir)
{
    int start = a->cy * COLNO + a->cx;
    for (int k = 1; k <= COLNO * ROWNO; k++) {
        int i = ((start + dir * k) % (COLNO * ROWNO) + COLNO * ROWNO) % (COLNO * ROWNO);
        int x = i % COLNO, y = i / COLNO;
        if (a->diff[x][y]) {
            a->cx = x;
            a->cy = y;
            return true;
        }
    }
    return false;
}

bool sbs_action(struct app *a, enum action act)
{
    if (act != ACT_CMP_NEXT && act != ACT_CMP_PREV && act != ACT_CMP_TOGGLE)
        return false;
    if (!a->cmp) {
        snprintf(a->msg, sizeof a->msg, "nothing to compare with (use --compare FILE)");
        return true;
    }
    if (act == ACT_CMP_TOGGLE) {
        a->cmp_other = !a->cmp_other;
        snprintf(a->msg, sizeof a->msg, "showing %s", a->cmp_other ? a->cmp->name : "nhlev");
    } else if (!goto_diff(a, act == ACT_CMP_NEXT ? 1 : -1))
        snprintf(a->msg, sizeof a->msg, "no differences");
    return true;
}

void sbs_status(struct app *a, int x, int y, int w)
{
    if (!a->cmp)
        return;
    char rng[160] = "";
    size_t nours;
    char **log = our_rng(a, &nours);
    if (a->rng_diverge >= 0) {
        const char *ours = log && (size_t)a->rng_diverge < nours ? log[a->rng_diverge] : "(end)";
        const char *theirs = (size_t)a->rng_diverge < a->cmp->nrng ? a->cmp->rng[a->rng_diverge] : "(end)";
        snprintf(rng, sizeof rng, "; rng differs at line %ld: %.40s vs %.40s",
                 a->rng_diverge + 1, ours, theirs);
    } else if (log && a->cmp->nrng)
        snprintf(rng, sizeof rng, "; rng logs agree (%zu lines)", a->cmp->nrng);
    screen_printf(&a->scr, x, y, w, a->ndiff ? CLR_ORANGE : CLR_GREEN, 0,
                  "vs %s: %d differing cell%s%s", a->cmp->name, a->ndiff,
                  a->ndiff == 1 ? "" : "s", rng);
}
