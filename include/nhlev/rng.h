/* nhlev/rng.h - part of nhlev.h: the RNG and its log.
 * Include <nhlev.h>, not this file: each part relies on those before it. */
#ifndef NHLEV_PART_RNG_H
#define NHLEV_PART_RNG_H
#ifndef NHLEV_H
#error "include <nhlev.h>, not its parts"
#endif

/* ==================================================================== */
/* The RNG and its log (a build's res.rng; lev->rng)                     */
/* ==================================================================== */

void nhl_rng_init(struct nhl_rng *r, uint64_t seed);
void nhl_rng_free(struct nhl_rng *r);  /* frees the log */
/* r (just seeded) takes the log arrays of from, a finished rng whose log
   is dropped: a rebuild of the same size grows none */
void nhl_rng_take_log_buffers(struct nhl_rng *r, struct nhl_rng *from);
void nhl_rng_set_logging(struct nhl_rng *r, bool on);
void nhl_rng_log_clear(struct nhl_rng *r);
/* Line i of the log (NULL past nlog), written first if the log is lazy;
 * nhl_rng_log_write_all writes them all, so that log[] reads as a whole. */
const char *nhl_rng_log_line(struct nhl_rng *r, size_t i);
void nhl_rng_log_write_all(struct nhl_rng *r);
/* a log is kept (its lines may not all be written yet) */
bool nhl_rng_has_log(const struct nhl_rng *r);
/* how many lines the log holds (0: no log kept) */
size_t nhl_rng_log_count(const struct nhl_rng *r);
/* the log's lines, all written (a lazy log is written out first); NULL
 * when no log is kept */
char **nhl_rng_log(struct nhl_rng *r);

#endif
