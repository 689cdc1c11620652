/* Sizes and alignments of types (see layout.h). */
#include "sema/layout.h"
#include <string.h>
#include "sema/type_read.h"

/* The builtin types by their Itanium code. */
static const struct { const char *code; unsigned size; } builtin_sizes[] = {
    { "b", 1 }, { "c", 1 }, { "a", 1 }, { "h", 1 }, { "Du", 1 },
    { "s", 2 }, { "t", 2 }, { "Ds", 2 }, { "DF16_", 2 },
    { "i", 4 }, { "j", 4 }, { "w", 4 }, { "f", 4 }, { "Di", 4 },
    { "l", 8 }, { "m", 8 }, { "x", 8 }, { "y", 8 }, { "d", 8 }, { "Dn", 8 },
    { "e", 16 }, { "n", 16 }, { "o", 16 }, { "g", 16 },
};

static bool layout(const struct tu_view *V, const struct type *t, unsigned long long *size, unsigned long long *align,
                   int depth);

/* The token at byte offset off (the first at or after it). */
static uint32_t token_at(const struct tu_view *V, uint32_t off)
{
    uint32_t lo = 0, hi = (uint32_t)V->ntoks;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (V->toks[mid].offset < off)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* `#pragma pack` anywhere in the translation unit (packing changes every
   layout after it; not modelled): looked for once per view. */
static bool packs_anywhere(const struct tu_view *V)
{
    static const struct token *seen_toks;
    static bool seen;
    if (seen_toks != V->toks) {
        seen_toks = V->toks;
        seen = false;
        for (size_t i = 0; i < V->ntoks && !seen; i++)
            if (V->toks[i].kind == TK_PRAGMA && V->toks[i].len >= 4 &&
                strncmp(V->buf + V->toks[i].offset, "pack", 4) == 0)
                seen = true;
    }
    return seen;
}

/* The class's definition (its head and body) asks for no alignment or
   packing of its own: no alignas, no __attribute__, no pragma. */
static bool plain_definition(const struct tu_view *V, const struct entity *c)
{
    if (!c->decl_offset || packs_anywhere(V))
        return false;
    uint32_t name = token_at(V, c->decl_offset), i = name;
    while (i > 0 && name - i < 32 && tu_kind(V, i) != TK_STRUCT && tu_kind(V, i) != TK_CLASS &&
           tu_kind(V, i) != TK_UNION)
        i--;
    for (; i < V->ntoks && tu_kind(V, i) != TK_LBRACE; i++)
        if (tu_kind(V, i) == TK_ALIGNAS || tu_kind(V, i) == TK_ATTRIBUTE || tu_kind(V, i) == TK_DECLSPEC ||
            tu_kind(V, i) == TK_SEMI)
            return false;
    uint32_t end = type_read_skip_group(V, i, (uint32_t)V->ntoks);
    for (; i < end; i++)
        if (tu_kind(V, i) == TK_ALIGNAS || tu_kind(V, i) == TK_ATTRIBUTE || tu_kind(V, i) == TK_DECLSPEC ||
            tu_kind(V, i) == TK_PRAGMA)
            return false;
    return true;
}

/* A class's non-static data members one after the other, each at its
   alignment (a union's all at 0), the whole rounded to the largest. */
static bool class_layout(const struct tu_view *V, const struct entity *c, unsigned long long *size,
                         unsigned long long *align, int depth)
{
    if (!(c->flags & EF_DEFINED) || c->bases || c->templ || (c->flags & (EF_SPECIALIZATION | EF_DEPENDENT_BASE)) ||
        !c->members || !plain_definition(V, c))
        return false;
    const struct scope *s = c->members;
    struct entity *ms[64];
    int n = 0;
    for (uint32_t k = 0; k < s->nslots; k++) {
        for (struct entity *m = s->slots[k]; m; m = m->next) {
            if ((m->kind == EK_USING && (!m->target || m->target->kind == EK_VARIABLE)) ||
                ((m->kind == EK_FUNCTION || m->kind == EK_FUNCTION_TEMPLATE) && (m->flags & EF_VIRTUAL)))
                return false;   /* anonymous unions' members, a virtual table */
            if (m->kind != EK_VARIABLE || (m->flags & EF_STATIC))
                continue;
            if (n == 64 || !m->type_toks || tu_kind(V, m->type_toks->name + 1) == TK_COLON)
                return false;   /* bit-fields */
            ms[n++] = m;
        }
    }
    for (int i = 1; i < n; i++)     /* by where they are declared */
        for (int j = i; j > 0 && ms[j - 1]->type_toks->name > ms[j]->type_toks->name; j--) {
            struct entity *x = ms[j];
            ms[j] = ms[j - 1];
            ms[j - 1] = x;
        }
    unsigned long long at = 0, largest = 1, whole = 0;
    bool is_union = c->class_key == CK_UNION;
    for (int i = 0; i < n; i++) {
        const struct type *mt = type_read_entity(V, ms[i]);
        unsigned long long ms_size, ms_align;
        if (!mt || !layout(V, mt, &ms_size, &ms_align, depth + 1))
            return false;
        if (ms_align > largest)
            largest = ms_align;
        if (is_union) {
            if (ms_size > whole)
                whole = ms_size;
            continue;
        }
        at = (at + ms_align - 1) / ms_align * ms_align + ms_size;
        whole = at;
    }
    if (whole == 0)
        whole = 1;      /* an empty class */
    *size = (whole + largest - 1) / largest * largest;
    *align = largest;
    return true;
}

static bool layout(const struct tu_view *V, const struct type *t, unsigned long long *size, unsigned long long *align,
                   int depth)
{
    if (!t || depth > 16)
        return false;
    t = t->canon;
    switch (t->kind) {
    case TY_BUILTIN:
        for (size_t i = 0; i < sizeof builtin_sizes / sizeof *builtin_sizes; i++)
            if (strcmp(t->code, builtin_sizes[i].code) == 0) {
                *size = *align = builtin_sizes[i].size;
                return true;
            }
        return false;
    case TY_POINTER:
        *size = *align = 8;
        return true;
    case TY_MEMBER_POINTER:
        /* a pointer to member function: the function and the adjustment */
        *size = t->inner && t->inner->canon->kind == TY_FUNCTION ? 16 : 8;
        *align = 8;
        return true;
    case TY_LREF:
    case TY_RREF:
        return layout(V, t->inner, size, align, depth + 1);    /* sizeof gives the referred type's */
    case TY_ARRAY:
        if (t->len == TYPE_NO_BOUND || !layout(V, t->inner, size, align, depth + 1))
            return false;
        *size *= t->len;
        return true;
    case TY_NAMED:
        return t->ent && t->ent->kind == EK_CLASS && class_layout(V, t->ent, size, align, depth);
    default:
        return false;
    }
}

bool layout_of(const struct tu_view *V, const struct type *t, unsigned long long *size, unsigned long long *align)
{
    return layout(V, t, size, align, 0);
}
