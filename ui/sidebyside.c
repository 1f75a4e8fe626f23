/* sidebyside.c - compare the level on show with a level document (truth
 * JSON) or a session's startup screen: differing cells marked and counted,
 * next/previous difference, and the first diverging RNG line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "nhlev.h"
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
    struct nhl_rng *r = a->vl.res.rng;
    char **log = nhl_rng_log(r); /* a lazy log's lines, compared as a whole */
    if (log) {
        *n = nhl_rng_log_count(r);
        return log;
    }
    if (a->vl.doc && a->vl.doc->nrng) {
        *n = a->vl.doc->nrng;
        return a->vl.doc->rng;
    }
    *n = 0;
    return NULL;
}

enum { SBS_TERRAIN = 1, SBS_OBJ = 2, SBS_MON = 4, SBS_TRAP = 8, SBS_ENGR = 16 };

/* What of a kind stands at x,y, as one number (0: nothing): objects by
 * type and quantity, monsters by species, traps by kind, engravings by
 * text. Contents and inventories are left to `nhlev compare`. */
static unsigned long sig_at(const struct nhl_level *l, int kind, int x, int y)
{
    unsigned long h = 0;

    if (kind == SBS_OBJ)
        for (int i = 0; i < l->nobjects; i++) {
            const struct obj *o = &l->objects[i];
            if (o->x == x && o->y == y && nhl_obj_on_square(o))
                h += ((unsigned long) o->otyp + 1) * 2654435761u + (unsigned long) o->quan;
        }
    if (kind == SBS_MON)
        for (int i = 0; i < l->nmonsters; i++)
            if (l->monsters[i].x == x && l->monsters[i].y == y)
                h += ((unsigned long) l->monsters[i].mndx + 2) * 40503u;
    if (kind == SBS_TRAP)
        for (int i = 0; i < l->ntraps; i++)
            if (l->traps[i].tx == x && l->traps[i].ty == y)
                h += (unsigned long) l->traps[i].ttyp + 1;
    if (kind == SBS_ENGR)
        for (int i = 0; i < l->nengravings; i++)
            if (l->engravings[i].x == x && l->engravings[i].y == y) {
                h += 1;
                for (const char *p = l->engravings[i].text; p && *p; p++)
                    h = h * 31 + (unsigned char) *p;
            }
    return h;
}

/* Compare against the final level (the document is a finished level). */
void sbs_recompute(struct app *a)
{
    a->ndiff = 0;
    a->ndiff_terrain = a->ndiff_obj = a->ndiff_mon = a->ndiff_trap = a->ndiff_engr = 0;
    a->rng_diverge = -1;
    memset(a->diff, 0, sizeof a->diff);
    memset(a->diff_what, 0, sizeof a->diff_what);
    const struct vdoc *d = a->cmp;
    const struct nhl_level *lev = a->vl.lev;
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
            unsigned what = differs ? SBS_TERRAIN : 0;
            /* what stands there, where the document says (a session
               screen has only its glyphs) */
            for (int k = SBS_OBJ; d->lev && k <= SBS_ENGR; k <<= 1)
                if (sig_at(d->lev, k, x, y) != sig_at(lev, k, x, y))
                    what |= (unsigned) k;
            a->diff_what[x][y] = (unsigned char) what;
            a->diff[x][y] = what != 0;
            a->ndiff += what != 0;
            a->ndiff_terrain += (what & SBS_TERRAIN) != 0;
            a->ndiff_obj += (what & SBS_OBJ) != 0;
            a->ndiff_mon += (what & SBS_MON) != 0;
            a->ndiff_trap += (what & SBS_TRAP) != 0;
            a->ndiff_engr += (what & SBS_ENGR) != 0;
        }
    /* a session: C's draws of the level beside ours, composites left out
       (session.h), the call sites kept for the status line */
    if (d->sess) {
        if (a->vl.res.rng) {
            nhl_session_compare(d->sess, d->sess_level, lev, a->vl.res.rng, &a->cmp->scmp);
            a->rng_diverge = a->cmp->scmp.diverge;
        }
        return;
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
    } else if (!goto_diff(a, act == ACT_CMP_NEXT ? 1 : -1)) {
        snprintf(a->msg, sizeof a->msg, "no differences");
    } else {
        /* "diff k of N", and what differs there */
        int k = 0;
        unsigned w = a->diff_what[a->cx][a->cy];

        for (int p = 0; p <= a->cy * COLNO + a->cx; p++)
            k += a->diff[p % COLNO][p / COLNO];
        snprintf(a->msg, sizeof a->msg, "diff %d of %d at (%d,%d):%s%s%s%s%s", k, a->ndiff,
                 a->cx, a->cy, (w & SBS_TERRAIN) ? " terrain" : "", (w & SBS_OBJ) ? " objects" : "",
                 (w & SBS_MON) ? " monsters" : "", (w & SBS_TRAP) ? " traps" : "",
                 (w & SBS_ENGR) ? " engravings" : "");
    }
    return true;
}

void sbs_status(struct app *a, int x, int y, int w)
{
    if (!a->cmp)
        return;
    char rng[160] = "";
    size_t nours;
    char **log = our_rng(a, &nours);
    if (a->cmp->sess) {
        const struct nhl_session_cmp *c = &a->cmp->scmp;

        if (c->diverge >= 0)
            snprintf(rng, sizeof rng, "; draws part at %ld: %.50s vs C %.60s", c->diverge + 1,
                     c->our_line, c->c_line);
        else if (a->vl.res.rng && c->draws_checked)
            snprintf(rng, sizeof rng, "; draws agree (%zu)", c->our_draws);
    } else if (a->rng_diverge >= 0) {
        const char *ours = log && (size_t)a->rng_diverge < nours ? log[a->rng_diverge] : "(end)";
        const char *theirs = (size_t)a->rng_diverge < a->cmp->nrng ? a->cmp->rng[a->rng_diverge] : "(end)";
        snprintf(rng, sizeof rng, "; rng differs at line %ld: %.50s vs C %.50s",
                 a->rng_diverge + 1, ours, theirs);
    } else if (log && a->cmp->nrng)
        snprintf(rng, sizeof rng, "; rng logs agree (%zu lines)", a->cmp->nrng);
    char parts[160] = "";
    if (a->ndiff)
        snprintf(parts, sizeof parts, ": terrain %d obj %d mon %d trap %d engr %d",
                 a->ndiff_terrain, a->ndiff_obj, a->ndiff_mon, a->ndiff_trap, a->ndiff_engr);
    /* another level altogether says so first (#12): the document names
       its variant; a session does not, but most cells differing tells */
    char other[200] = "";
    const char *ours = a->vl.res.variant;
    if (a->cmp->ld && ours[0] && a->cmp->ld->variant[0]
        && strcmp(ours, a->cmp->ld->variant) != 0)
        snprintf(other, sizeof other, "another level: nhlev built %.40s, the document is %.40s; ",
                 ours, a->cmp->ld->variant);
    else if (a->cmp->is_session && a->vl.lev) {
        int used = 0;

        for (int cx = 0; cx < COLNO; cx++)
            for (int cy = 0; cy < ROWNO; cy++)
                used += a->vl.lev->at[cx][cy].typ != STONE;
        if (a->ndiff * 3 > used)
            snprintf(other, sizeof other, "a third of the level differs: another variant or "
                                          "level?; ");
    }
    /* which side is which: the map on the left (or shown) is nhlev's */
    screen_printf(&a->scr, x, y, w, a->ndiff ? CLR_ORANGE : CLR_GREEN, 0,
                  "%snhlev vs %s: %d differing cell%s%s%s", other, a->cmp->name, a->ndiff,
                  a->ndiff == 1 ? "" : "s", parts, rng);
}
