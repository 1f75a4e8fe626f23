/* editdist.c - edit distance of short names (editdist.h). One row of the
 * table is kept: names are at most EDITDIST_MAX characters. */
#include "editdist.h"

#include <ctype.h>

int edit_distance(const char *a, size_t na, const char *b, size_t nb)
{
    int row[EDITDIST_MAX + 1];

    if (na > EDITDIST_MAX || nb > EDITDIST_MAX)
        return EDITDIST_FAR;
    for (size_t j = 0; j <= nb; j++)
        row[j] = (int) j;
    for (size_t i = 1; i <= na; i++) {
        int diag = row[0];

        row[0] = (int) i;
        for (size_t j = 1; j <= nb; j++) {
            int up = row[j];
            int cost = tolower((unsigned char) a[i - 1]) != tolower((unsigned char) b[j - 1]);
            int best = diag + cost;

            if (up + 1 < best)
                best = up + 1;
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            row[j] = best;
            diag = up;
        }
    }
    return row[nb];
}
