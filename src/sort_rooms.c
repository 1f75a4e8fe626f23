/* sort_rooms.c - rooms ordered left to right, after mklev.c sort_rooms
 * and mkroom_cmp. */
#include "sort_rooms.h"

void sort_rooms(struct nhl_level *lev)
{
    int n = lev->nroom;
    int ri[MAXNROFROOMS + 1];
    int newidx[MAXNROFROOMS + 1];

    if (n > MAXNROFROOMS)
        n = MAXNROFROOMS;
    /* C sorts with qsort on lx alone; an insertion sort keeps rooms with
     * the same lx in their order, as glibc's merge sort does */
    for (int i = 0; i < n; i++)
        newidx[i] = i;
    for (int i = 1; i < n; i++) {
        struct mkroom r = lev->rooms[i];
        int from = newidx[i], j = i - 1;

        while (j >= 0 && lev->rooms[j].lx > r.lx) {
            lev->rooms[j + 1] = lev->rooms[j];
            newidx[j + 1] = newidx[j];
            j--;
        }
        lev->rooms[j + 1] = r;
        newidx[j + 1] = from;
    }
    /* ri: a room's number before the sort (its roomnoidx) -> its index
     * now */
    for (int i = 0; i <= MAXNROFROOMS; i++)
        ri[i] = 0;
    for (int i = 0; i < n; i++) {
        int old = lev->rooms[i].roomnoidx;

        if (old >= 0 && old <= MAXNROFROOMS)
            ri[old] = i;
    }
    /* one table lookup per cell, no branch: a room map's roomno is as
       unpredictable as its walls */
    uint8_t remap[256];

    for (int v = 0; v < 256; v++)
        remap[v] = (uint8_t) v;
    for (int rno = ROOMOFFSET; rno < MAXNROFROOMS + 1; rno++)
        remap[rno] = (uint8_t) (ri[rno - ROOMOFFSET] + ROOMOFFSET);
    struct rm *cell = (struct rm *) lev->at + ROWNO; /* from column 1 */

    for (int k = 0; k < (COLNO - 1) * ROWNO; k++)
        cell[k].roomno = remap[cell[k].roomno];
    /* our subrooms name their parent by index (C keeps no such link) */
    for (int s = SUBROOM_BASE; s < SUBROOM_BASE + lev->nsubroom; s++) {
        int p = lev->rooms[s].parent;

        for (int i = 0; i < n; i++)
            if (p >= 0 && newidx[i] == p) {
                lev->rooms[s].parent = i;
                break;
            }
    }
}
