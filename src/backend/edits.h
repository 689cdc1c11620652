/* The host TU is the input copied through with an ordered list of edits
 * (design D1): each CUDA transformation replaces a byte range of the input
 * or inserts text at an offset; one pass streams buffer and edits. */
#ifndef CF_EDITS_H
#define CF_EDITS_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "util/arena.h"

struct edit {
    uint32_t begin, end;    /* input byte range replaced; begin == end inserts */
    uint32_t seq;           /* registration order: ties at one offset keep it */
    uint32_t len;
    const char *text;       /* arena copy */
};

struct edit_list {
    struct arena *arena;
    struct edit *v;
    size_t n, cap;
};

void edits_init(struct edit_list *l, struct arena *arena);
void edits_free(struct edit_list *l);
void edits_replace(struct edit_list *l, uint32_t begin, uint32_t end, const char *text, size_t len);
void edits_insert(struct edit_list *l, uint32_t at, const char *text, size_t len);

/* Write buf[0..size) with the edits applied. An edit that starts inside a
 * range an earlier one replaced is dropped (the text it would change is
 * gone: e.g. a managed variable's access inside a dropped initialiser); an
 * insertion at the start or end of a replaced range is kept. Returns 0, or
 * -1 for an edit outside the buffer (a bug in the caller). */
int edits_apply(struct edit_list *l, const char *buf, size_t size, FILE *out);

#endif
