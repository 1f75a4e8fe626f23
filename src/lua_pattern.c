/* lua_pattern.c - Lua 5.4 patterns matched on the script's budget
 * (lua_pattern.h).
 *
 * Written for this project from the Lua 5.4 reference manual (6.4.1,
 * Patterns, and the entries of find, match, gmatch and gsub), and held to
 * liblua 5.4's behaviour by tests/test_lua_pattern.c, which runs thousands
 * of cases through both. Being the same includes where the matcher
 * recurses: "pattern too complex" must come at the same nesting as Lua's,
 * so a quantified item recurses exactly where Lua's does, and a plain item
 * (or %b, %f, a back-reference, a failed optional) goes on in a loop.
 *
 * Cost: every item tried, every repetition counted and every backtrack is
 * a step of one unit; scans inside a step (a set's members, a %b run, a
 * back-reference's bytes, a plain search) cost by their length. Steps are
 * kept in the matcher and charged every CHARGE_EVERY. */
#include "lua_pattern.h"

#include <ctype.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <lauxlib.h>
#include <lualib.h>

#include "lua_host.h"

/* as Lua 5.4 has them: captures in one pattern, nested matcher calls */
#define MAX_CAPTURES 32
#define MAX_DEPTH 200
/* steps kept before they are charged */
#define CHARGE_EVERY 10000

/* the length of a capture not yet closed, and of a position capture () */
#define CAP_OPEN (-1)
#define CAP_POSITION (-2)

struct capture {
    const char *start;
    ptrdiff_t len;       /* bytes, or CAP_OPEN, CAP_POSITION */
};

struct matcher {
    lua_State *L;
    const char *subj, *subj_end;
    const char *pat_end;
    int depth_left;      /* nested match_at calls still allowed */
    int ncap;
    long unpaid;         /* steps not yet charged */
    struct capture cap[MAX_CAPTURES];
};

/* ---------------------------------------------------------------------
 * The budget */

static void pay(struct matcher *m)
{
    long n = m->unpaid;

    m->unpaid = 0;
    nhl_charge(m->L, n);
}

static inline void spend(struct matcher *m, long n)
{
    m->unpaid += n;
    if (m->unpaid >= CHARGE_EVERY)
        pay(m);
}

static void matcher_init(struct matcher *m, lua_State *L, const char *s,
                         size_t ls, const char *p, size_t lp)
{
    m->L = L;
    m->subj = s;
    m->subj_end = s + ls;
    m->pat_end = p + lp;
    m->depth_left = MAX_DEPTH;
    m->ncap = 0;
    m->unpaid = 0;
}

/* ---------------------------------------------------------------------
 * Single-character items: ., %x, [set], or a byte standing for itself */

/* Is byte c in the class of letter cl (%a ... %x, and %z for the zero
 * byte, which the manual no longer lists but liblua 5.4 still knows; upper
 * case for the complement)? Any other character after '%' stands for itself. The C
 * library's classification is used, as Lua's is, so both follow the
 * locale alike. */
static bool class_has(int c, int cl)
{
    int in;

    switch (cl) {
    case 'a': case 'A': in = isalpha(c); break;
    case 'c': case 'C': in = iscntrl(c); break;
    case 'd': case 'D': in = isdigit(c); break;
    case 'g': case 'G': in = isgraph(c); break;
    case 'l': case 'L': in = islower(c); break;
    case 'p': case 'P': in = ispunct(c); break;
    case 's': case 'S': in = isspace(c); break;
    case 'u': case 'U': in = isupper(c); break;
    case 'w': case 'W': in = isalnum(c); break;
    case 'x': case 'X': in = isxdigit(c); break;
    case 'z': case 'Z': in = c == 0; break; /* deprecated, still in 5.4 */
    default:
        return cl == c;
    }
    return (cl >= 'A' && cl <= 'Z') ? !in : in != 0;
}

/* Is byte c in the set that opens at p ('[') and closes at close (its
 * ']')? Members are %classes, ranges x-y and single bytes; a leading '^'
 * turns the set around. */
static bool set_has(int c, const char *p, const char *close)
{
    bool in = true;

    p++;
    if (*p == '^') {
        in = false;
        p++;
    }
    while (p < close) {
        if (*p == '%') {
            if (class_has(c, (unsigned char) p[1]))
                return in;
            p += 2;
        } else if (p[1] == '-' && p + 2 < close) {
            if ((unsigned char) p[0] <= c && c <= (unsigned char) p[2])
                return in;
            p += 3;
        } else {
            if ((unsigned char) *p == c)
                return in;
            p++;
        }
    }
    return !in;
}

/* Where the single-character item at p ends: just past it, where a
 * quantifier may follow. A set's first member may be ']' itself, and '%'
 * escapes the byte after it. */
static const char *item_end(struct matcher *m, const char *p)
{
    const char *q = p + 1;

    if (*p == '%') {
        if (q >= m->pat_end)
            luaL_error(m->L, "malformed pattern (ends with '%%')");
        return q + 1;
    }
    if (*p != '[')
        return q;
    if (q < m->pat_end && *q == '^')
        q++;
    for (;;) {
        if (q >= m->pat_end)
            luaL_error(m->L, "malformed pattern (missing ']')");
        if (*q++ == '%' && q < m->pat_end)
            q++;
        if (q < m->pat_end && *q == ']')
            break;
    }
    spend(m, (long) (q - p) >> 3);
    return q + 1;
}

/* Does the item p..ep match the byte at s? Never past the subject. */
static inline bool item_matches(struct matcher *m, const char *s,
                                const char *p, const char *ep)
{
    if (s >= m->subj_end)
        return false;
    int c = (unsigned char) *s;

    switch (*p) {
    case '.':
        return true;
    case '%':
        return class_has(c, (unsigned char) p[1]);
    case '[':
        spend(m, (long) (ep - p) >> 3);
        return set_has(c, p, ep - 1);
    default:
        return (unsigned char) *p == c;
    }
}

/* ---------------------------------------------------------------------
 * The matcher */

static const char *match_at(struct matcher *m, const char *s, const char *p);

/* A capture opens at s; the rest of the pattern (p) decides if it holds. */
static const char *open_capture(struct matcher *m, const char *s,
                                const char *p, ptrdiff_t kind)
{
    const char *r;

    if (m->ncap >= MAX_CAPTURES)
        luaL_error(m->L, "too many captures");
    m->cap[m->ncap].start = s;
    m->cap[m->ncap].len = kind;
    m->ncap++;
    r = match_at(m, s, p);
    if (!r)
        m->ncap--;
    return r;
}

/* The innermost open capture ends at s. */
static const char *close_capture(struct matcher *m, const char *s,
                                 const char *p)
{
    int i = m->ncap - 1;
    const char *r;

    while (i >= 0 && m->cap[i].len != CAP_OPEN)
        i--;
    if (i < 0)
        luaL_error(m->L, "invalid pattern capture");
    m->cap[i].len = s - m->cap[i].start;
    r = match_at(m, s, p);
    if (!r)
        m->cap[i].len = CAP_OPEN;
    return r;
}

/* Are the n bytes at a and b the same? Compared a block at a time, so
 * that what is charged is what was looked at, not the whole length. */
#define COMPARE_BLOCK 64
static bool same_bytes(struct matcher *m, const char *a, const char *b, size_t n)
{
    for (size_t done = 0; done < n; done += COMPARE_BLOCK) {
        size_t k = n - done < COMPARE_BLOCK ? n - done : COMPARE_BLOCK;

        spend(m, COMPARE_BLOCK / 16);
        if (memcmp(a + done, b + done, k) != 0)
            return false;
    }
    return true;
}

/* %bxy at s (p points at x): a run from x to its matching y. */
static const char *balanced(struct matcher *m, const char *s, const char *p)
{
    if (m->pat_end - p < 2)
        luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
    if (s >= m->subj_end || *s != p[0])
        return NULL;

    const char open = p[0], close = p[1];
    long depth = 1;
    const char *q = s;

    while (++q < m->subj_end) {
        if (*q == close) {
            if (--depth == 0) {
                spend(m, (long) (q - s));
                return q + 1;
            }
        } else if (*q == open) {
            depth++;
        }
    }
    spend(m, (long) (q - s));
    return NULL;
}

/* %1 ... %9 at s: the same bytes as that capture again. A position
 * capture never matches (it has no bytes to repeat). */
static const char *backref(struct matcher *m, const char *s, int digit)
{
    int i = digit - '1';

    if (i < 0 || i >= m->ncap || m->cap[i].len == CAP_OPEN)
        luaL_error(m->L, "invalid capture index %%%d", i + 1);

    ptrdiff_t len = m->cap[i].len;

    if (len < 0)
        return NULL;
    if (m->subj_end - s >= len && same_bytes(m, m->cap[i].start, s, (size_t) len))
        return s + len;
    return NULL;
}

/* item* and item+: as many repetitions from s as match, then one fewer
 * each time until the rest of the pattern (after the quantifier at ep)
 * matches. */
static const char *longest_first(struct matcher *m, const char *s,
                                 const char *p, const char *ep)
{
    ptrdiff_t n = 0;

    while (item_matches(m, s + n, p, ep))
        n++;
    spend(m, (long) n);
    for (;; n--) {
        const char *r;

        spend(m, 1);
        r = match_at(m, s + n, ep + 1);
        if (r || n == 0)
            return r;
    }
}

/* item-: the rest of the pattern first, then one repetition more each
 * time it fails. */
static const char *shortest_first(struct matcher *m, const char *s,
                                  const char *p, const char *ep)
{
    for (;;) {
        const char *r;

        spend(m, 1);
        r = match_at(m, s, ep + 1);
        if (r)
            return r;
        if (!item_matches(m, s, p, ep))
            return NULL;
        s++;
    }
}

/* Match the pattern from p against the subject from s: the end of the
 * match, or NULL. */
static const char *match_at(struct matcher *m, const char *s, const char *p)
{
    if (m->depth_left-- == 0)
        luaL_error(m->L, "pattern too complex");
    while (p < m->pat_end) {
        const char *ep;
        bool one;

        spend(m, 1);
        switch (*p) {
        case '(':
            if (p + 1 < m->pat_end && p[1] == ')')
                s = open_capture(m, s, p + 2, CAP_POSITION);
            else
                s = open_capture(m, s, p + 1, CAP_OPEN);
            goto out;
        case ')':
            s = close_capture(m, s, p + 1);
            goto out;
        case '$':
            /* an anchor only as the pattern's last byte */
            if (p + 1 == m->pat_end) {
                if (s != m->subj_end)
                    s = NULL;
                goto out;
            }
            break;
        case '%':
            if (p + 1 == m->pat_end)
                break; /* item_end names the error */
            if (p[1] == 'b') {
                s = balanced(m, s, p + 2);
                if (!s)
                    goto out;
                p += 4;
                continue;
            }
            if (p[1] == 'f') {
                int before, here;

                p += 2;
                if (p == m->pat_end || *p != '[')
                    luaL_error(m->L, "missing '[' after '%%f' in pattern");
                ep = item_end(m, p);
                before = s > m->subj ? (unsigned char) s[-1] : 0;
                here = s < m->subj_end ? (unsigned char) *s : 0;
                spend(m, (long) (ep - p) >> 2);
                if (set_has(before, p, ep - 1) || !set_has(here, p, ep - 1)) {
                    s = NULL;
                    goto out;
                }
                p = ep;
                continue;
            }
            if (p[1] >= '0' && p[1] <= '9') {
                s = backref(m, s, p[1]);
                if (!s)
                    goto out;
                p += 2;
                continue;
            }
            break;
        default:
            break;
        }

        /* a single-character item and its quantifier, if any */
        ep = item_end(m, p);
        one = item_matches(m, s, p, ep);
        switch (ep < m->pat_end ? *ep : '\0') {
        case '?':
            if (one) {
                const char *r = match_at(m, s + 1, ep + 1);

                if (r) {
                    s = r;
                    goto out;
                }
            }
            p = ep + 1;
            continue;
        case '*':
            if (one) {
                s = longest_first(m, s, p, ep);
                goto out;
            }
            p = ep + 1;
            continue;
        case '-':
            if (one) {
                s = shortest_first(m, s, p, ep);
                goto out;
            }
            p = ep + 1;
            continue;
        case '+':
            s = one ? longest_first(m, s + 1, p, ep) : NULL;
            goto out;
        default:
            if (!one) {
                s = NULL;
                goto out;
            }
            s++;
            p = ep;
            continue;
        }
    }
out:
    m->depth_left++;
    return s;
}

/* One attempt at s: captures cleared, the full depth allowed. */
static const char *attempt(struct matcher *m, const char *s, const char *p)
{
    m->ncap = 0;
    m->depth_left = MAX_DEPTH;
    return match_at(m, s, p);
}

/* ---------------------------------------------------------------------
 * Captures as results */

/* Capture i of the match [s, e): its bytes and length, or NULL for a
 * position capture. With no captures in the pattern, the whole match is
 * capture 0. */
static const char *capture_text(struct matcher *m, int i, const char *s,
                                const char *e, size_t *len)
{
    if (i >= m->ncap) {
        if (i != 0)
            luaL_error(m->L, "invalid capture index %%%d", i + 1);
        *len = (size_t) (e - s);
        return s;
    }
    if (m->cap[i].len == CAP_OPEN)
        luaL_error(m->L, "unfinished capture");
    if (m->cap[i].len == CAP_POSITION)
        return NULL;
    *len = (size_t) m->cap[i].len;
    return m->cap[i].start;
}

static void push_capture(struct matcher *m, int i, const char *s, const char *e)
{
    size_t len;
    const char *t = capture_text(m, i, s, e, &len);

    if (t)
        lua_pushlstring(m->L, t, len);
    else
        lua_pushinteger(m->L, (lua_Integer) (m->cap[i].start - m->subj) + 1);
}

/* Every capture of the match [s, e), or the whole match when the pattern
 * has none (and s is given); how many were pushed. */
static int push_captures(struct matcher *m, const char *s, const char *e)
{
    int n = (m->ncap == 0 && s) ? 1 : m->ncap;

    luaL_checkstack(m->L, n, "too many captures");
    for (int i = 0; i < n; i++)
        push_capture(m, i, s, e);
    return n;
}

/* ---------------------------------------------------------------------
 * string.find, string.match */

/* A start position as Lua reads it (1-based, negative from the end, too
 * far back means 1) as a 0-based offset, which may lie past the end. */
static size_t start_offset(lua_Integer pos, size_t len)
{
    if (pos > 0)
        return (size_t) pos - 1;
    if (pos == 0 || pos < -(lua_Integer) len)
        return 0;
    return len - (size_t) -pos;
}

/* Does the pattern use any magic character? Without one, find searches
 * for it as plain text. */
static bool has_magic(const char *p, size_t lp)
{
    for (size_t i = 0; i < lp; i++)
        if (p[i] && strchr("^$*+?.([%-", p[i]))
            return true;
    return false;
}

/* The first place of needle n in h, charged by the bytes looked at. */
static const char *plain_search(struct matcher *m, const char *h, size_t hl,
                                const char *n, size_t nl)
{
    if (nl == 0)
        return h;
    if (nl > hl)
        return NULL;

    const char *at = h, *last = h + (hl - nl);

    while (at <= last) {
        const char *hit = memchr(at, n[0], (size_t) (last - at) + 1);

        spend(m, 1 + (long) ((hit ? hit : last) - at) / 64);
        if (!hit)
            return NULL;
        if (same_bytes(m, hit + 1, n + 1, nl - 1))
            return hit;
        at = hit + 1;
    }
    return NULL;
}

static int find_or_match(lua_State *L, bool find)
{
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = start_offset(luaL_optinteger(L, 3, 1), ls);
    struct matcher m;

    if (init > ls) {
        luaL_pushfail(L);
        return 1;
    }
    if (find && (lua_toboolean(L, 4) || !has_magic(p, lp))) {
        matcher_init(&m, L, s, ls, p, lp);

        const char *hit = plain_search(&m, s + init, ls - init, p, lp);

        pay(&m);
        if (!hit) {
            luaL_pushfail(L);
            return 1;
        }
        lua_pushinteger(L, (lua_Integer) (hit - s) + 1);
        lua_pushinteger(L, (lua_Integer) (hit - s) + (lua_Integer) lp);
        return 2;
    }

    bool anchored = lp > 0 && p[0] == '^';

    if (anchored) {
        p++;
        lp--;
    }
    matcher_init(&m, L, s, ls, p, lp);
    for (const char *at = s + init;; at++) {
        const char *e = attempt(&m, at, p);

        if (e) {
            pay(&m);
            if (!find)
                return push_captures(&m, at, e);
            lua_pushinteger(L, (lua_Integer) (at - s) + 1);
            lua_pushinteger(L, (lua_Integer) (e - s));
            return 2 + push_captures(&m, NULL, NULL);
        }
        if (anchored || at >= m.subj_end)
            break;
    }
    pay(&m);
    luaL_pushfail(L);
    return 1;
}

static int str_find(lua_State *L)
{
    return find_or_match(L, true);
}

static int str_match(lua_State *L)
{
    return find_or_match(L, false);
}

/* ---------------------------------------------------------------------
 * string.gmatch: an iterator over the matches. '^' is no anchor here
 * (it would stop the iteration), just a byte. */

struct gmatch_state {
    size_t next;       /* where the next search starts */
    size_t last_end;   /* where the last match ended; SIZE_MAX: none yet */
};

static int gmatch_step(lua_State *L)
{
    size_t ls, lp;
    const char *s = lua_tolstring(L, lua_upvalueindex(1), &ls);
    const char *p = lua_tolstring(L, lua_upvalueindex(2), &lp);
    struct gmatch_state *g = lua_touserdata(L, lua_upvalueindex(3));
    struct matcher m;

    matcher_init(&m, L, s, ls, p, lp);
    for (size_t at = g->next; at <= ls; at++) {
        const char *e = attempt(&m, s + at, p);

        /* an empty match right where the last one ended does not count */
        if (e && (size_t) (e - s) != g->last_end) {
            g->next = g->last_end = (size_t) (e - s);
            pay(&m);
            return push_captures(&m, s + at, e);
        }
    }
    pay(&m);
    return 0;
}

static int str_gmatch(lua_State *L)
{
    size_t ls, lp;
    struct gmatch_state *g;

    luaL_checklstring(L, 1, &ls);
    luaL_checklstring(L, 2, &lp);

    size_t init = start_offset(luaL_optinteger(L, 3, 1), ls);

    lua_settop(L, 2); /* subject and pattern live on as upvalues */
    g = lua_newuserdatauv(L, sizeof *g, 0);
    g->next = init > ls ? ls + 1 : init;
    g->last_end = SIZE_MAX;
    lua_pushcclosure(L, gmatch_step, 3);
    return 1;
}

/* ---------------------------------------------------------------------
 * string.gsub */

/* The replacement string for the match [s, e): %0 the match, %1-%9 its
 * captures, %% a '%'; '%' before anything else is an error. */
static void add_template(struct matcher *m, luaL_Buffer *b, const char *s,
                         const char *e, const char *r, size_t rl)
{
    const char *pct;

    spend(m, 1 + (long) (rl >> 4));
    while ((pct = memchr(r, '%', rl)) != NULL) {
        int c = pct + 1 < r + rl ? (unsigned char) pct[1] : '\0';

        spend(m, 4);
        luaL_addlstring(b, r, (size_t) (pct - r));
        if (c == '%') {
            luaL_addchar(b, '%');
        } else if (c == '0') {
            luaL_addlstring(b, s, (size_t) (e - s));
        } else if (isdigit(c)) {
            size_t len;
            const char *t = capture_text(m, c - '1', s, e, &len);

            if (t) {
                luaL_addlstring(b, t, len);
            } else {
                lua_pushinteger(m->L, (lua_Integer) (m->cap[c - '1'].start - m->subj) + 1);
                luaL_addvalue(b);
            }
        } else {
            luaL_error(m->L, "invalid use of '%c' in replacement string", '%');
        }
        rl -= (size_t) (pct + 2 - r);
        r = pct + 2;
    }
    luaL_addlstring(b, r, rl);
}

/* The replacement for the match [s, e), by the kind of argument 3; false
 * when the match is kept as it was (a table or function gave nil or
 * false). */
static bool add_replacement(struct matcher *m, luaL_Buffer *b, const char *s,
                            const char *e, int kind, const char *r, size_t rl)
{
    lua_State *L = m->L;

    if (kind == LUA_TFUNCTION) {
        int n;

        lua_pushvalue(L, 3);
        n = push_captures(m, s, e);
        lua_call(L, n, 1);
    } else if (kind == LUA_TTABLE) {
        push_capture(m, 0, s, e);
        lua_gettable(L, 3);
    } else {
        add_template(m, b, s, e, r, rl);
        return true;
    }
    if (!lua_toboolean(L, -1)) {
        lua_pop(L, 1);
        luaL_addlstring(b, s, (size_t) (e - s));
        return false;
    }
    if (!lua_isstring(L, -1))
        luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    luaL_addvalue(b);
    return true;
}

static int str_gsub(lua_State *L)
{
    size_t ls, lp, rl = 0;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    int kind = lua_type(L, 3);
    lua_Integer max = luaL_optinteger(L, 4, (lua_Integer) ls + 1);
    const char *r = NULL, *at = s, *last = NULL;
    lua_Integer n = 0;
    bool changed = false, anchored;
    struct matcher m;
    luaL_Buffer b;

    luaL_argexpected(L, kind == LUA_TNUMBER || kind == LUA_TSTRING
                     || kind == LUA_TFUNCTION || kind == LUA_TTABLE,
                     3, "string/function/table");
    if (kind == LUA_TNUMBER || kind == LUA_TSTRING)
        r = lua_tolstring(L, 3, &rl);
    luaL_buffinit(L, &b);
    anchored = lp > 0 && p[0] == '^';
    if (anchored) {
        p++;
        lp--;
    }
    matcher_init(&m, L, s, ls, p, lp);
    while (n < max) {
        const char *e = attempt(&m, at, p);

        /* an empty match right after the last match does not count */
        if (e && e != last) {
            n++;
            if (add_replacement(&m, &b, at, e, kind, r, rl))
                changed = true;
            at = last = e;
        } else if (at < m.subj_end) {
            luaL_addchar(&b, *at++);
        } else {
            break;
        }
        if (anchored)
            break;
    }
    pay(&m);
    if (changed) {
        luaL_addlstring(&b, at, (size_t) (m.subj_end - at));
        luaL_pushresult(&b);
    } else {
        lua_pushvalue(L, 1);
    }
    lua_pushinteger(L, n);
    return 2;
}

/* ---------------------------------------------------------------------
 * Registration */

void nhl_register_patterns(lua_State *L)
{
    static const luaL_Reg fns[] = {
        { "find", str_find },
        { "match", str_match },
        { "gmatch", str_gmatch },
        { "gsub", str_gsub },
        { NULL, NULL }
    };

    if (lua_getglobal(L, LUA_STRLIBNAME) != LUA_TTABLE)
        luaL_error(L, "no string library to give patterns to");
    luaL_setfuncs(L, fns, 0);
    lua_pop(L, 1);
}
