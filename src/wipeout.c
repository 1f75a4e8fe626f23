/* wipeout.c - partial rubouts of engraved text (C: engrave.c
 * wipeout_text, its rubouts table, the random branch only: level
 * building never asks for the seeded one). */
#include "wipeout.h"

#include <string.h>

/* Letters a rubbing can turn into something like them (C: engrave.c
 * rubouts); anything else becomes '?'. */
static const struct {
    char from;
    const char *to;
} rub_table[] = {
    { 'A', "^" },   { 'B', "Pb[" }, { 'C', "(" },   { 'D', "|)[" },
    { 'E', "|FL[_" }, { 'F', "|-" }, { 'G', "C(" }, { 'H', "|-" },
    { 'I', "|" },   { 'K', "|<" },  { 'L', "|_" },  { 'M', "|" },
    { 'N', "|\\" }, { 'O', "C(" },  { 'P', "F" },   { 'Q', "C(" },
    { 'R', "PF" },  { 'T', "|" },   { 'U', "J" },   { 'V', "/\\" },
    { 'W', "V/\\" }, { 'Z', "/" },  { 'b', "|" },   { 'd', "c|" },
    { 'e', "c" },   { 'g', "c" },   { 'h', "n" },   { 'j', "i" },
    { 'k', "|" },   { 'l', "|" },   { 'm', "nr" },  { 'n', "r" },
    { 'o', "c" },   { 'q', "c" },   { 'w', "v" },   { 'y', "v" },
    { ':', "." },   { ';', ",:" },  { ',', "." },   { '=', "-" },
    { '+', "-|" },  { '*', "+" },   { '@', "0" },   { '0', "C(" },
    { '1', "|" },   { '6', "o" },   { '7', "/" },   { '8', "3o" },
};

void wipeout_text(struct nhl_rng *rng, char *engr, int cnt)
{
    int len = (int) strlen(engr);

    if (len > 0) {
        while (cnt-- > 0) {
            int at = rn2(rng, len);
            int rubout = rn2(rng, 4);
            char *c = &engr[at];
            size_t i, n = sizeof rub_table / sizeof rub_table[0];

            if (*c == ' ')
                continue;
            /* unreadable bits and small punctuation go altogether */
            if (strchr("?.,'`-|_", *c)) {
                *c = ' ';
                continue;
            }
            if (!rubout) {
                i = n;
            } else {
                for (i = 0; i < n; i++)
                    if (*c == rub_table[i].from) {
                        int k = rn2(rng, (int) strlen(rub_table[i].to));

                        *c = rub_table[i].to[k];
                        break;
                    }
            }
            if (i == n)
                *c = '?';
        }
    }
    while (len > 0 && engr[len - 1] == ' ')
        engr[--len] = '\0';
}
