/* textfile.h - NetHack's random-access text files (epitaphs, engravings,
 * rumors, hallucinatory monster names) as the game reads them.
 *
 * C does not read dat/epitaph.txt and friends directly: makedefs compiles
 * them into files of one entry per line, the short lines padded with '_'
 * to a fixed length (util/makedefs.c padline), and the game seeks to a
 * random byte of such a file (rumors.c get_rnd_line). Which line a draw
 * picks therefore depends on that compiled layout, byte for byte. We build
 * the same layout in memory from the .txt files of a dat/ directory, or,
 * without one, from a few texts of our own. */
#ifndef NHLEV_TEXTFILE_H
#define NHLEV_TEXTFILE_H

#include <stdbool.h>
#include <stddef.h>

/* makedefs' pad lengths (C: global.h MD_PAD_RUMORS, MD_PAD_BOGONS): a
 * line shorter than this, newline included, is padded up to it */
#define MD_PAD_RUMORS 60u
#define MD_PAD_BOGONS 20u
/* C's line buffer (BUFSZ): fgets reads at most TEXT_BUFSZ - 1 bytes */
#define TEXT_BUFSZ 256

/* One section of a compiled file: its lines, padded and newline-ended,
 * back to back. size is the byte count C draws its offset over. */
struct textfile {
    char *data;
    long size;
    unsigned padlength;
    int nlines;
    bool from_dat;           /* compiled from the dat/ .txt file */
};

struct nh_texts {
    struct textfile epitaph;       /* epitaph.txt (C: EPITAPHFILE) */
    struct textfile engrave;       /* engrave.txt (C: ENGRAVEFILE) */
    struct textfile rumors_true;   /* rumors.tru, the true half of RUMORFILE */
    struct textfile rumors_false;  /* rumors.fal, the false half */
    struct textfile bogusmon;      /* bogusmon.txt (C: BOGUSMONFILE) */
    int refs;                      /* holders: levels and the chunk cache */
};

/* The texts of dat_dir (each file missing there, or dat_dir NULL, falls
 * back to our own texts for that file). NULL only when out of memory. */
struct nh_texts *nh_texts_load(const char *dat_dir);
/* One more holder; nh_texts_free lets go of one, the last frees them. */
struct nh_texts *nh_texts_ref(struct nh_texts *t);
void nh_texts_free(struct nh_texts *t);

/* Compile one file's contents as makedefs does, into f (replacing it):
 * a random-access file (header comment skipped, its default entry first,
 * '^' conditionals resolved, '#' comments and empty lines dropped), or
 * a rumors half (every line, non-ASCII bytes shown as '#'). 0 on success,
 * -1 out of memory. */
int textfile_compile_rnd(struct textfile *f, const char *text, size_t len,
                         const char *default_entry, unsigned padlength);
int textfile_compile_rumors(struct textfile *f, const char *text,
                            size_t len, unsigned padlength);
void textfile_clear(struct textfile *f);

#endif
