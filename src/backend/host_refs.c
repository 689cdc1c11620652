/* Host reference arrays (see host_refs.h). */
#include "backend/host_refs.h"
#include "sema/scope.h"
#include "util/strbuf.h"
#include "util/xalloc.h"
#include <stdlib.h>
#include <string.h>

struct interval { uint32_t first, last; };

static int interval_cmp(const void *a, const void *b)
{
    const struct interval *x = a, *y = b;
    return x->first < y->first ? -1 : x->first > y->first;
}

/* Token ranges of device-only bodies (functions, __device__ lambdas): names
   in them are not host references. */
static struct interval *device_bodies(const struct parser *P, size_t *n)
{
    struct interval *v = xmalloc((P->facts.n + 1) * sizeof *v);
    size_t k = 0;
    for (size_t i = 0; i < P->facts.n; i++) {
        const struct host_fact *f = &P->facts.v[i];
        if (f->kind == HF_FUNCTION && f->body_first != HF_NONE && f->body_last != HF_NONE)
            v[k++] = (struct interval){ f->body_first, f->body_last };
        else if (f->kind == HF_EXT_LAMBDA && f->lambda && f->lambda->exec == XS_DEVICE)
            v[k++] = (struct interval){ f->lambda->body_first, f->lambda->body_last };   /* a __device__ lambda's */
    }
    qsort(v, k, sizeof *v, interval_cmp);
    *n = k;
    return v;
}

static bool in_bodies(const struct interval *v, size_t n, uint32_t tok)
{
    size_t lo = 0, hi = n;      /* last interval starting at or before tok */
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (v[mid].first <= tok)
            lo = mid + 1;
        else
            hi = mid;
    }
    /* intervals may nest (a class's member inside another body): look back a little */
    for (size_t i = lo, steps = 0; i-- > 0 && steps < 8; steps++)
        if (v[i].first <= tok && tok <= v[i].last)
            return true;
    return false;
}

struct names { char **v; size_t n, cap; };

static void add_name(struct names *l, char *s)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 16;
        l->v = xrealloc(l->v, l->cap * sizeof *l->v);
    }
    l->v[l->n++] = s;
}

static void put_source(struct strbuf *sb, const struct ident *id)
{
    sb_printf(sb, "%u%.*s", (unsigned)id->len, (int)id->len, id->name);
}

/* The namespaces enclosing e, outermost first (the global one excluded). */
static int namespaces_of(const struct entity *e, const struct entity **out, int max)
{
    int n = 0;
    for (const struct scope *s = e->parent; s && s->parent && s->owner && n < max; s = s->parent)
        out[n++] = s->owner;
    for (int i = 0; i < n / 2; i++) {
        const struct entity *x = out[i];
        out[i] = out[n - 1 - i];
        out[n - 1 - i] = x;
    }
    return n;
}

/* Components and name: "2ns", "<len>_GLOBAL__N_<id>", then "<len>name". */
static void put_components(struct strbuf *sb, const struct entity *const *chain, int n, const struct entity *e,
                           const char *module_id)
{
    for (int i = 0; i < n; i++) {
        if (chain[i]->name)
            put_source(sb, chain[i]->name);
        else
            sb_printf(sb, "%zu_GLOBAL__N_%s", strlen("_GLOBAL__N_") + strlen(module_id), module_id);
    }
    put_source(sb, e->name);
}

static char *external_name(const struct entity *e, const struct entity *const *chain, int n, bool kernel,
                           const char *module_id)
{
    struct strbuf sb;
    sb_init(&sb);
    if (!kernel && n == 0) {
        sb_printf(&sb, "%.*s", (int)e->name->len, e->name->name);
    } else {
        sb_puts(&sb, n ? "_ZN" : "_Z");
        put_components(&sb, chain, n, e, module_id);
        sb_putc(&sb, '*');
    }
    return sb_take(&sb);
}

static char *internal_name(const struct entity *e, const struct entity *const *chain, int n, bool kernel,
                           const char *module_id)
{
    struct strbuf sb;
    sb_init(&sb);
    sb_printf(&sb, "__nv_static_%zu_%s_*", strlen(module_id), module_id);
    if (!kernel && n == 0) {
        sb_printf(&sb, "%.*s", (int)e->name->len, e->name->name);
    } else {
        put_components(&sb, chain, n, e, module_id);
        sb_putc(&sb, '*');
    }
    return sb_take(&sb);
}

static int str_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

void host_refs_collect(const struct parser *P, const char *module_id, struct host_ref_list *refs)
{
    memset(refs, 0, sizeof *refs);
    struct names lists[HRA_COUNT] = { 0 };
    size_t nb;
    struct interval *bodies = device_bodies(P, &nb);
    for (uint32_t i = 0; i < P->ntoks; i++) {
        if (P->toks[i].kind != TK_IDENT || !P->ent[i] || (P->mark[i] & MK_DECLARED))
            continue;
        const struct entity *e = entity_resolve(P->ent[i]);
        bool kernel = (e->kind == EK_FUNCTION || e->kind == EK_FUNCTION_TEMPLATE) && e->exec_space == XS_GLOBAL;
        bool variable = e->kind == EK_VARIABLE && (e->mem_space & (MS_DEVICE | MS_CONSTANT | MS_MANAGED)) &&
                        e->parent && e->parent->kind == SK_NAMESPACE;
        if ((!kernel && !variable) || !e->name || in_bodies(bodies, nb, i))
            continue;
        const struct entity *chain[32];
        int n = namespaces_of(e, chain, 32);
        bool internal = (e->flags & EF_STATIC) != 0;
        for (int k = 0; k < n; k++)
            if (!chain[k]->name)
                internal = true;
        int kind = kernel ? 0 : (e->mem_space & MS_CONSTANT) ? 2 : 1;
        int base = kind == 0 ? HRA_KERNEL_INTERNAL : kind == 1 ? HRA_DEVICE_INTERNAL : HRA_CONSTANT_INTERNAL;
        if (internal || e->kind == EK_FUNCTION_TEMPLATE)
            add_name(&lists[base], internal_name(e, chain, n, kernel, module_id));
        if (!internal)
            add_name(&lists[base + 1], external_name(e, chain, n, kernel, module_id));
    }
    free(bodies);
    for (int k = 0; k < HRA_COUNT; k++) {
        struct names *l = &lists[k];
        if (l->n > 1)
            qsort(l->v, l->n, sizeof *l->v, str_cmp);
        size_t out = 0;
        for (size_t i = 0; i < l->n; i++) {
            if (out > 0 && strcmp(l->v[out - 1], l->v[i]) == 0) {
                free(l->v[i]);
                continue;
            }
            l->v[out++] = l->v[i];
        }
        refs->names[k] = (const char **)l->v;
        refs->count[k] = out;
    }
}

void host_refs_free(struct host_ref_list *refs)
{
    for (int k = 0; k < HRA_COUNT; k++) {
        for (size_t i = 0; i < refs->count[k]; i++)
            free((char *)refs->names[k][i]);
        free(refs->names[k]);
        refs->names[k] = NULL;
        refs->count[k] = 0;
    }
}
