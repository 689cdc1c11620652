#include "util/intern.h"
#include "util/xalloc.h"
#include <string.h>

/* FNV-1a: short identifiers dominate, and it is cheap per byte. */
uint32_t intern_hash(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 16777619u;
    }
    return h;
}

void intern_init(struct intern_table *t, struct arena *arena, size_t expected)
{
    size_t n = 1024;
    while (n < expected * 2)
        n *= 2;
    t->arena = arena;
    t->nbuckets = n;
    t->count = 0;
    t->buckets = xcalloc_large(n, sizeof *t->buckets);
}

static void intern_rehash(struct intern_table *t)
{
    size_t n = t->nbuckets * 2;
    struct ident **nb = xcalloc_large(n, sizeof *nb);
    for (size_t i = 0; i < t->nbuckets; i++) {
        struct ident *e = t->buckets[i];
        while (e) {
            struct ident *next = e->chain;
            size_t b = e->hash & (n - 1);
            e->chain = nb[b];
            nb[b] = e;
            e = next;
        }
    }
    free(t->buckets);
    t->buckets = nb;
    t->nbuckets = n;
}

struct ident *intern_find(const struct intern_table *t, const char *s, size_t n)
{
    uint32_t h = intern_hash(s, n);
    for (struct ident *e = t->buckets[h & (t->nbuckets - 1)]; e; e = e->chain)
        if (e->hash == h && e->len == n && memcmp(e->name, s, n) == 0)
            return e;
    return NULL;
}

struct ident *intern(struct intern_table *t, const char *s, size_t n)
{
    uint32_t h = intern_hash(s, n);
    size_t b = h & (t->nbuckets - 1);
    for (struct ident *e = t->buckets[b]; e; e = e->chain)
        if (e->hash == h && e->len == n && memcmp(e->name, s, n) == 0)
            return e;
    struct ident *e = arena_alloc(t->arena, sizeof *e + n + 1);
    e->hash = h;
    e->len = (uint32_t)n;
    e->keyword = 0;
    e->binding = NULL;
    memcpy(e->name, s, n);
    e->name[n] = '\0';
    e->chain = t->buckets[b];
    t->buckets[b] = e;
    if (++t->count > t->nbuckets)
        intern_rehash(t);
    return e;
}

void intern_free(struct intern_table *t)
{
    free(t->buckets);
    t->buckets = NULL;
    t->nbuckets = t->count = 0;
}
