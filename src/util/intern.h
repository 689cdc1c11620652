/* Identifier interning: each distinct spelling is stored once, so identity
 * is pointer equality and later phases hang their bindings off the entry. */
#ifndef CF_INTERN_H
#define CF_INTERN_H
#include <stddef.h>
#include <stdint.h>
#include "util/arena.h"

struct ident {
    uint32_t hash;
    uint32_t len;
    int keyword;            /* token kind when the spelling is a keyword in some dialect, else 0 */
    void *binding;          /* owned by the semantic core: innermost declaration of this name */
    struct ident *chain;    /* next entry in the same hash bucket */
    char name[];            /* NUL-terminated spelling */
};

struct intern_table {
    struct arena *arena;
    struct ident **buckets;
    size_t nbuckets;        /* power of two */
    size_t count;
};

void intern_init(struct intern_table *t, struct arena *arena, size_t expected);
struct ident *intern(struct intern_table *t, const char *s, size_t n);
/* Lookup without inserting; NULL when absent. */
struct ident *intern_find(const struct intern_table *t, const char *s, size_t n);
void intern_free(struct intern_table *t);
uint32_t intern_hash(const char *s, size_t n);

#endif
