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

/* `__attribute__((aligned(N)))` (or `__aligned__`) at token i, N an
   integer literal: N, and *end the token after it; 0 for anything else. */
static unsigned long long aligned_attribute(const struct tu_view *V, uint32_t i, uint32_t *end)
{
    static const unsigned seq[] = { TK_ATTRIBUTE, TK_LPAREN, TK_LPAREN, TK_IDENT, TK_LPAREN, TK_INT_LIT,
                                    TK_RPAREN, TK_RPAREN, TK_RPAREN };
    for (uint32_t k = 0; k < sizeof seq / sizeof *seq; k++)
        if (tu_kind(V, i + k) != seq[k])
            return 0;
    const struct token *name = &V->toks[i + 3], *num = &V->toks[i + 5];
    const char *n = V->buf + name->offset;
    if (!((name->len == 7 && strncmp(n, "aligned", 7) == 0) || (name->len == 11 && strncmp(n, "__aligned__", 11) == 0)))
        return 0;
    unsigned long long v = 0;
    for (uint32_t q = 0; q < num->len; q++) {
        char c = V->buf[num->offset + q];
        if (c < '0' || c > '9' || v > 4096)
            return 0;   /* (suffixes, hexadecimal: not modelled) */
        v = v * 10 + (unsigned)(c - '0');
    }
    if (v == 0 || (v & (v - 1)))
        return 0;       /* not a power of two: an error of its own */
    *end = i + 9;
    return v;
}

static bool layout_attribute(unsigned k)
{
    return k == TK_ALIGNAS || k == TK_ATTRIBUTE || k == TK_DECLSPEC;
}

/* The class's head asks for no packing and no alignment but
   `__attribute__((aligned(N)))` (CUDA's __align__(N): *align_of_class N,
   else 1); its body holds no pragma. Its data members' own attributes
   are looked at one by one (plain_member). */
static bool plain_definition(const struct tu_view *V, const struct entity *c, unsigned long long *align_of_class)
{
    *align_of_class = 1;
    if (!c->decl_offset || packs_anywhere(V))
        return false;
    uint32_t name = tu_token_at_offset(V, c->decl_offset), i = name;
    while (i > 0 && name - i < 32 && tu_kind(V, i) != TK_STRUCT && tu_kind(V, i) != TK_CLASS &&
           tu_kind(V, i) != TK_UNION)
        i--;
    while (i < V->ntoks && tu_kind(V, i) != TK_LBRACE) {
        uint32_t after;
        unsigned long long n = tu_kind(V, i) == TK_ATTRIBUTE && *align_of_class == 1 ? aligned_attribute(V, i, &after) : 0;
        if (n) {
            *align_of_class = n;
            i = after;
            continue;
        }
        if (layout_attribute(tu_kind(V, i)) || tu_kind(V, i) == TK_SEMI)
            return false;
        i++;
    }
    uint32_t end = type_read_skip_group(V, i, (uint32_t)V->ntoks);
    if (end < V->ntoks && (layout_attribute(tu_kind(V, end)) || tu_kind(V, end) == TK_LBRACKET))
        return false;   /* `struct S {...} __attribute__((packed, aligned(4)));` */
    for (; i < end; i++)
        if (tu_kind(V, i) == TK_PRAGMA)
            return false;
    return true;
}

/* Does the typedef or alias e's declaration carry an attribute (`typedef
   double d16 __attribute__((aligned(16)));`, a GNU vector's
   `vector_size`)? Its type's layout is then not the named type's. */
static bool attributed_typedef(const struct tu_view *V, const struct entity *e)
{
    if (!e->type_toks)
        return true;
    uint32_t i = e->type_toks->spec_first;
    if (i > 0 && (tu_kind(V, i - 1) == TK_RBRACKET || tu_kind(V, i - 1) == TK_RPAREN))
        return true;    /* an attribute before the specifiers */
    for (; i < V->ntoks; i++) {
        unsigned k = tu_kind(V, i);
        if (k == TK_SEMI || k == TK_LBRACE)
            return false;
        if (layout_attribute(k) || (k == TK_LBRACKET && tu_kind(V, i + 1) == TK_LBRACKET))
            return true;
    }
    return false;
}

/* A data member's declaration asks for no alignment or packing of its own:
   no attribute among its specifiers or after its declarator. */
static bool plain_member(const struct tu_view *V, const struct entity *m)
{
    uint32_t first = m->type_toks->spec_first;
    if (first > 0 && tu_kind(V, first - 1) == TK_RBRACKET)
        return false;   /* `[[no_unique_address]] E e;`: an attribute before it */
    for (uint32_t i = first; i <= m->type_toks->spec_last && i < V->ntoks; i++)
        if (layout_attribute(tu_kind(V, i)) || tu_kind(V, i) == TK_LBRACKET)
            return false;
    for (uint32_t i = m->type_toks->name + 1; i < V->ntoks; i++) {
        unsigned k = tu_kind(V, i);
        if (k == TK_SEMI || k == TK_COMMA || k == TK_RBRACE)
            return true;
        if (layout_attribute(k))
            return false;
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            i = type_read_skip_group(V, i, (uint32_t)V->ntoks) - 1;
    }
    return false;
}

/* A class's non-static data members one after the other, each at its
   alignment (a union's all at 0), the whole rounded to the largest. */
static bool class_layout(const struct tu_view *V, const struct entity *c, unsigned long long *size,
                         unsigned long long *align, int depth)
{
    unsigned long long align_of_class;
    if (!(c->flags & EF_DEFINED) || c->bases || c->templ || (c->flags & (EF_SPECIALIZATION | EF_DEPENDENT_BASE)) ||
        !c->members || !plain_definition(V, c, &align_of_class))
        return false;
    const struct scope *s = c->members;
    struct entity *ms[64];
    int n = 0;
    for (const struct entity *x = c->specials; x; x = x->next)
        if (x->flags & EF_VIRTUAL)
            return false;   /* a virtual destructor: a virtual table */
    for (uint32_t k = 0; k < s->nslots; k++) {
        for (struct entity *m = s->slots[k]; m; m = m->next) {
            if ((m->kind == EK_USING && (!m->target || m->target->kind == EK_VARIABLE)) ||
                ((m->kind == EK_FUNCTION || m->kind == EK_FUNCTION_TEMPLATE) && (m->flags & EF_VIRTUAL)))
                return false;   /* anonymous unions' members, a virtual table */
            if (m->kind != EK_VARIABLE || (m->flags & EF_STATIC))
                continue;
            if (n == 64 || !m->type_toks || tu_kind(V, m->type_toks->name + 1) == TK_COLON || !plain_member(V, m))
                return false;   /* bit-fields, members aligned or packed */
            ms[n++] = m;
        }
    }
    for (int i = 1; i < n; i++)     /* by where they are declared */
        for (int j = i; j > 0 && ms[j - 1]->type_toks->name > ms[j]->type_toks->name; j--) {
            struct entity *x = ms[j];
            ms[j] = ms[j - 1];
            ms[j - 1] = x;
        }
    unsigned long long at = 0, largest = align_of_class, whole = 0;
    bool is_union = c->class_key == CK_UNION;
    for (int i = 0; i < n; i++) {
        const struct type *mt = type_read_entity(V, ms[i]);
        unsigned long long ms_size = 8, ms_align = 8;   /* a reference member: a pointer */
        if (!mt || (mt->canon->kind != TY_LREF && mt->canon->kind != TY_RREF &&
                    !layout(V, mt, &ms_size, &ms_align, depth + 1)))
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
    for (const struct type *x = t; x && x->kind == TY_TYPEDEF; x = x->inner)
        if (!x->ent || attributed_typedef(V, x->ent))
            return false;   /* (the typedefs it names through, each) */
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
