/* numtext.h - a whole number written in decimal by hand: the RNG log, a
 * draw's script line and a step's arguments write thousands of them per
 * viewed build, where printf's format parsing cost more than the rest. */
#ifndef NHLEV_NUMTEXT_H
#define NHLEV_NUMTEXT_H

/* v at p, no further than end (exclusive) and without a NUL; the end of
 * what was written */
static inline char *put_decimal(char *p, char *end, long long v)
{
    char tmp[24];
    int n = (int) sizeof tmp;
    unsigned long long u = v < 0 ? 0ULL - (unsigned long long) v : (unsigned long long) v;

    do {
        tmp[--n] = (char) ('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        tmp[--n] = '-';
    while (n < (int) sizeof tmp && p < end)
        *p++ = tmp[n++];
    return p;
}

#endif
