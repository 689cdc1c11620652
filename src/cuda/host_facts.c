/* The list of host facts (see host_facts.h). */
#include "cuda/host_facts.h"
#include "util/xalloc.h"
#include <stdlib.h>
#include <string.h>

struct host_fact *host_facts_add(struct host_facts *f, enum host_fact_kind kind)
{
    if (f->n == f->cap) {
        f->cap = f->cap ? f->cap * 2 : 256;
        f->v = xrealloc(f->v, f->cap * sizeof *f->v);
    }
    struct host_fact *h = &f->v[f->n++];
    memset(h, 0, sizeof *h);
    h->kind = (uint8_t)kind;
    h->first = h->name = h->body_first = h->body_last = h->last = HF_NONE;
    return h;
}

void host_facts_free(struct host_facts *f)
{
    free(f->v);
    free(f->sigs);
    f->v = NULL;
    f->sigs = NULL;
    f->n = f->cap = 0;
}
