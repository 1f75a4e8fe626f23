/* des_arena.c - bump allocation in chunks, freed all at once. */
#include "des_arena.h"

#include <stdalign.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define CHUNK 65536u

struct chunk {
    struct chunk *next;
    size_t size, used;
    alignas(max_align_t) unsigned char data[];
};

struct des_arena {
    struct chunk *head;
    size_t cap, total;
};

struct des_arena *des_arena_new(size_t cap)
{
    struct des_arena *a = calloc(1, sizeof *a);

    if (a)
        a->cap = cap;
    return a;
}

void des_arena_free(struct des_arena *a)
{
    if (!a)
        return;
    for (struct chunk *c = a->head, *n; c; c = n) {
        n = c->next;
        free(c);
    }
    free(a);
}

void *des_arena_alloc(struct des_arena *a, size_t n)
{
    const size_t al = alignof(max_align_t);
    struct chunk *c = a->head;

    if (n > SIZE_MAX / 2)
        return NULL;
    n = (n + al - 1) / al * al;
    if (a->cap && n > a->cap - (a->total < a->cap ? a->total : a->cap))
        return NULL;
    if (!c || c->size - c->used < n) {
        /* a large request gets a chunk of its own, behind the current
           one, so the current one keeps its free space */
        size_t size = n > CHUNK / 4 ? n : CHUNK;
        struct chunk *nc = malloc(sizeof *nc + size);

        if (!nc)
            return NULL;
        nc->size = size;
        nc->used = 0;
        if (c && size != CHUNK) {
            nc->next = c->next;
            c->next = nc;
        } else {
            nc->next = c;
            a->head = nc;
        }
        c = nc;
    }
    void *p = c->data + c->used;

    c->used += n;
    a->total += n;
    memset(p, 0, n);
    return p;
}

char *des_arena_strndup(struct des_arena *a, const char *s, size_t n)
{
    char *p = n < SIZE_MAX ? des_arena_alloc(a, n + 1) : NULL;

    if (p) {
        memcpy(p, s, n);
        p[n] = '\0';
    }
    return p;
}

size_t des_arena_used(const struct des_arena *a)
{
    return a->total;
}
