/* rng.c - rn2 and friends over ISAAC64 (C: rnd.c), and the draw log. */
#include "rng.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "numtext.h"

void nhl_rng_init(struct nhl_rng *r, uint64_t seed)
{
    bool logging = r->logging, lazy = r->lazy;

    nhl_rng_free(r);
    memset(r, 0, sizeof *r);
    isaac64_seed_u64(&r->core, seed);
    r->logging = logging;
    r->lazy = lazy;
    r->ulevel = 1;
}

/* The log's lines are kept in blocks freed together: a level logs
 * thousands of lines, and a malloc and free each cost as much as
 * formatting them. A block always has room for one more line. */
#define LINE_MAX 256
#define TEXT_BLOCK ((size_t) 64 << 10)

struct rng_text {
    struct rng_text *next;
    size_t used;
    char buf[];
};

/* A logged call, all its line says: kept as it is by a lazy log, whose
 * lines are written only when asked for. */
struct rng_draw {
    const char *name, *fn; /* static strings (the callers' __func__) */
    const char *loc;       /* script position, in text; NULL for none */
    long a, b, v;
    int depth;
    bool two;
};

void nhl_rng_log_clear(struct nhl_rng *r)
{
    while (r->text) {
        struct rng_text *t = r->text;

        r->text = t->next;
        free(t);
    }
    r->nlog = 0;
    r->last_loc = NULL;
}

void nhl_rng_free(struct nhl_rng *r)
{
    nhl_rng_log_clear(r);
    free(r->log);
    r->log = NULL;
    r->caplog = 0;
    free(r->draws);
    r->draws = NULL;
    r->capdraws = 0;
}

/* The viewer rerolls builds of one size: the next takes the last one's
 * log arrays, so its thousands of draws land in memory already touched
 * instead of arrays grown (and copied) by doubling. */
void nhl_rng_take_log_buffers(struct nhl_rng *r, struct nhl_rng *from)
{
    nhl_rng_log_clear(from);
    if (!r->log && from->log) {
        r->log = from->log;
        r->caplog = from->caplog;
        from->log = NULL;
        from->caplog = 0;
    }
    if (!r->draws && from->draws) {
        r->draws = from->draws;
        r->capdraws = from->capdraws;
        from->draws = NULL;
        from->capdraws = 0;
    }
}

void nhl_rng_set_logging(struct nhl_rng *r, bool on)
{
    r->logging = on;
}

static uint64_t raw(struct nhl_rng *r)
{
    r->ndraws++;
    return isaac64_next(&r->core);
}

/* C's RND(x): no rejection, a plain modulus. */
static int rnd_mod(struct nhl_rng *r, int x)
{
    return (int) (raw(r) % (uint64_t) x);
}

/* Reserve a log slot now, so a parent (rne, rnz) precedes its nested draws. */
static long log_reserve(struct nhl_rng *r)
{
    if (!r->logging)
        return -1;
    if (r->nlog == r->caplog) {
        size_t cap = r->caplog ? r->caplog * 2 : 1024;
        char **nl = realloc(r->log, cap * sizeof *nl);

        if (!nl)
            return -1;
        r->log = nl;
        r->caplog = cap;
    }
    if (r->lazy && r->capdraws < r->caplog) {
        struct rng_draw *nd = realloc(r->draws, r->caplog * sizeof *nd);

        if (!nd)
            return -1;
        r->draws = nd;
        r->capdraws = r->caplog;
    }
    r->log[r->nlog] = NULL;
    return (long) r->nlog++;
}

/* Appends text to a line being built (bounded by end): strlen and memcpy,
 * as the log's thousands of lines are worth it. */
static inline char *put_str(char *p, char *end, const char *s)
{
    size_t n = strlen(s), room = (size_t) (end - p);

    if (n > room)
        n = room;
    memcpy(p, s, n);
    return p + n;
}

/* Room for a line of up to LINE_MAX bytes at the end of the last block
 * (NULL when out of memory); log_fill then counts what it wrote. */
static char *line_room(struct nhl_rng *r)
{
    struct rng_text *t = r->text;

    if (!t || TEXT_BLOCK - t->used < LINE_MAX) {
        t = malloc(sizeof *t + TEXT_BLOCK);
        if (!t)
            return NULL;
        t->next = r->text;
        t->used = 0;
        r->text = t;
    }
    return t->buf + t->used;
}

/* One log line: "  rn2(12)=5 @ fn [file.lua:64]" (the depth's indent, the
 * call with one or two arguments, its caller, the script line). Written
 * by hand: a level makes thousands of draws and the viewer logs them all,
 * where printf's format parsing cost more than the draws. */
static void write_line(struct nhl_rng *r, size_t slot, const struct rng_draw *d)
{
    char *buf = line_room(r), *p = buf, *end = buf + LINE_MAX - 1;

    if (!buf)
        return;
    for (int i = 0; i < d->depth * 2 && p < end; i++)
        *p++ = ' ';
    p = put_str(p, end, d->name);
    p = put_str(p, end, "(");
    p = put_decimal(p, end, d->a);
    if (d->two) {
        p = put_str(p, end, ",");
        p = put_decimal(p, end, d->b);
    }
    p = put_str(p, end, ")=");
    p = put_decimal(p, end, d->v);
    p = put_str(p, end, " @ ");
    p = put_str(p, end, d->fn ? d->fn : "?");
    if (d->loc && d->loc[0]) {
        p = put_str(p, end, " [");
        p = put_str(p, end, d->loc);
        p = put_str(p, end, "]");
    }
    *p = '\0';
    r->log[slot] = buf;
    r->text->used += (size_t)(p - buf) + 1;
}

/* A lazy log's copy of the script position: one per run of draws on the
 * same line (the hook's gen unchanged, or the text the same). */
static const char *keep_loc(struct nhl_rng *r, const char *loc, unsigned long gen)
{
    if (!loc[0])
        return NULL;
    if (r->last_loc && ((gen == r->last_gen && r->locate_ud == r->last_ud)
                        || strcmp(r->last_loc, loc) == 0)) {
        r->last_gen = gen;
        r->last_ud = r->locate_ud;
        return r->last_loc;
    }
    size_t n = strlen(loc) + 1;
    char *p = n <= LINE_MAX ? line_room(r) : NULL;

    if (!p)
        return NULL;
    memcpy(p, loc, n);
    r->text->used += n;
    r->last_loc = p;
    r->last_gen = gen;
    r->last_ud = r->locate_ud;
    return p;
}

static void log_fill(struct nhl_rng *r, long slot, int depth, const char *fn,
                     const char *name, long a, long b, bool two, long v)
{
    if (slot < 0)
        return;
    unsigned long gen = 0;
    const char *loc = depth == 0 && r->locate ? r->locate(r->locate_ud, &gen) : NULL;

    /* the fields written in place: a struct made on the stack and copied
       in reads back stores still in flight (a draw is this hot) */
    if (r->lazy && (size_t) slot < r->capdraws) {
        struct rng_draw *d = &r->draws[slot];

        d->name = name;
        d->fn = fn;
        d->loc = loc ? keep_loc(r, loc, gen) : NULL;
        d->a = a;
        d->b = b;
        d->v = v;
        d->depth = depth;
        d->two = two;
        return;
    }
    struct rng_draw d = { .name = name, .fn = fn, .loc = loc, .a = a, .b = b, .v = v,
                          .depth = depth, .two = two };

    write_line(r, (size_t) slot, &d);
}

const char *nhl_rng_log_line(struct nhl_rng *r, size_t i)
{
    if (i >= r->nlog)
        return NULL;
    if (!r->log[i] && r->lazy && i < r->capdraws)
        write_line(r, i, &r->draws[i]);
    return r->log[i];
}

void nhl_rng_log_write_all(struct nhl_rng *r)
{
    for (size_t i = 0; r->lazy && i < r->nlog; i++)
        nhl_rng_log_line(r, i);
}

int rng_rn2(struct nhl_rng *r, int x, const char *fn)
{
    if (x <= 0)
        return 0; /* C: impossible(), no draw */
    int depth = r->depth;
    long slot = log_reserve(r);
    int v = rnd_mod(r, x);

    log_fill(r, slot, depth, fn, "rn2", x, 0, false, v);
    return v;
}

int rng_rnd(struct nhl_rng *r, int x, const char *fn)
{
    if (x <= 0)
        return 1;
    int depth = r->depth;
    long slot = log_reserve(r);
    int v = rnd_mod(r, x) + 1;

    log_fill(r, slot, depth, fn, "rnd", x, 0, false, v);
    return v;
}

int rng_d(struct nhl_rng *r, int n, int x, const char *fn)
{
    if (x < 0 || n < 0 || (x == 0 && n != 0))
        return 1;
    int depth = r->depth;
    long slot = log_reserve(r);
    int tmp = n;

    for (int i = 0; i < n; i++)
        tmp += rnd_mod(r, x);
    log_fill(r, slot, depth, fn, "d", n, x, true, tmp);
    return tmp;
}

int rng_rnl(struct nhl_rng *r, int x, const char *fn)
{
    if (x <= 0)
        return 0;
    int depth = r->depth;
    long slot = log_reserve(r);
    int adj = r->luck;

    if (x <= 15) {
        int mag = (abs(adj) + 1) / 3;
        adj = adj < 0 ? -mag : (adj > 0 ? mag : 0);
    }
    r->depth++;
    int i = rnd_mod(r, x);
    if (adj && rng_rn2(r, 37 + abs(adj), "rnl")) {
        i -= adj;
        if (i < 0)
            i = 0;
        else if (i >= x)
            i = x - 1;
    }
    r->depth--;
    log_fill(r, slot, depth, fn, "rnl", x, 0, false, i);
    return i;
}

int rng_rne(struct nhl_rng *r, int x, const char *fn)
{
    int depth = r->depth;
    long slot = log_reserve(r);
    int utmp = r->ulevel < 15 ? 5 : r->ulevel / 3;
    int tmp = 1;

    r->depth++;
    while (tmp < utmp && !rng_rn2(r, x, "rne"))
        tmp++;
    r->depth--;
    log_fill(r, slot, depth, fn, "rne", x, 0, false, tmp);
    return tmp;
}

int rng_rnz(struct nhl_rng *r, int i, const char *fn)
{
    int depth = r->depth;
    long slot = log_reserve(r);
    long x = i, tmp;

    r->depth++;
    tmp = 1000 + rng_rn2(r, 1000, "rnz");
    tmp *= rng_rne(r, 4, "rnz");
    if (rng_rn2(r, 2, "rnz")) {
        x *= tmp;
        x /= 1000;
    } else {
        x *= 1000;
        x /= tmp;
    }
    r->depth--;
    log_fill(r, slot, depth, fn, "rnz", i, 0, false, x);
    return (int) x;
}

bool rng_parse_line(const char *line, struct rng_line *out)
{
    const char *p = line, *q;
    int n;

    memset(out, 0, sizeof *out);
    while (*p == ' ')
        p++;
    out->depth = (int) (p - line) / 2;
    q = strchr(p, '(');
    if (!q || q - p >= (long) sizeof out->func || q == p)
        return false;
    memcpy(out->func, p, (size_t) (q - p));
    out->func[q - p] = '\0';
    if (sscanf(q, "(%d,%d)=%ld%n", &out->arg1, &out->arg2, &out->result, &n) == 3)
        out->nargs = 2;
    else if (sscanf(q, "(%d)=%ld%n", &out->arg1, &out->result, &n) == 2)
        out->nargs = 1;
    else
        return false;
    p = q + n;
    if (strncmp(p, " @ ", 3) == 0) {
        p += 3;
        q = strchr(p, ' ');
        size_t len = q ? (size_t) (q - p) : strlen(p);
        if (len >= sizeof out->where)
            len = sizeof out->where - 1;
        memcpy(out->where, p, len);
        out->where[len] = '\0';
        p += len;
    }
    q = strchr(p, '[');
    if (q) {
        const char *e = strchr(q, ']');
        size_t len = e ? (size_t) (e - q - 1) : strlen(q + 1);
        if (len >= sizeof out->script)
            len = sizeof out->script - 1;
        memcpy(out->script, q + 1, len);
        out->script[len] = '\0';
    }
    return true;
}

bool nhl_rng_has_log(const struct nhl_rng *r)
{
    return r && r->log;
}

size_t nhl_rng_log_count(const struct nhl_rng *r)
{
    return r && r->log ? r->nlog : 0;
}

char **nhl_rng_log(struct nhl_rng *r)
{
    if (!r || !r->log)
        return NULL;
    nhl_rng_log_write_all(r);
    return r->log;
}
