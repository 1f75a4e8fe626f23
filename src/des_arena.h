/* des_arena.h - the memory of one parsed .des file: every node and
 * string of its tree comes from one arena and goes with it. A cap on the
 * total keeps a hostile file from taking more than its share. */
#ifndef NHLEV_DES_ARENA_H
#define NHLEV_DES_ARENA_H

#include <stddef.h>

struct des_arena;

/* an arena that refuses to grow past cap bytes (0: no cap) */
struct des_arena *des_arena_new(size_t cap);
void des_arena_free(struct des_arena *a);

/* n zeroed bytes, aligned for any object; NULL when out of memory or
 * past the cap */
void *des_arena_alloc(struct des_arena *a, size_t n);
/* a NUL-terminated copy of s[0..n) */
char *des_arena_strndup(struct des_arena *a, const char *s, size_t n);
/* bytes handed out so far */
size_t des_arena_used(const struct des_arena *a);

#endif
