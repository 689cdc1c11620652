/* Interned types (see type.h): a hash table of nodes keyed by every field,
   children compared by pointer since they are interned first. */
#include "sema/type.h"
#include "sema/entity.h"
#include "sema/scope.h"
#include <string.h>

struct type_table {
    struct arena *arena;
    struct type **buckets;
    size_t nbuckets;            /* a power of two */
    size_t count;
};

struct type_table *type_table_new(struct arena *arena)
{
    struct type_table *tt = ARENA_NEW(arena, struct type_table);
    tt->arena = arena;
    tt->nbuckets = 1024;
    tt->buckets = arena_alloc(arena, tt->nbuckets * sizeof *tt->buckets);
    memset(tt->buckets, 0, tt->nbuckets * sizeof *tt->buckets);
    return tt;
}

size_t type_table_count(const struct type_table *tt)
{
    return tt->count;
}

static uint32_t mix(uint32_t h, uint64_t v)
{
    h ^= (uint32_t)v ^ (uint32_t)(v >> 32);
    return h * 16777619u;
}

static uint32_t hash_of(const struct type *t)
{
    uint32_t h = 2166136261u;
    h = mix(h, t->kind | (uint32_t)t->cv << 8 | (uint32_t)t->fn_cv << 16 | (uint32_t)t->fn_ref << 20 |
               (uint32_t)t->variadic << 24 | (uint32_t)t->fn_noexcept << 25);
    h = mix(h, t->nargs);
    for (const char *c = t->code; c && *c; c++)
        h = mix(h, (unsigned char)*c);
    h = mix(h, (uintptr_t)t->ent);
    h = mix(h, (uintptr_t)t->inner);
    h = mix(h, (uintptr_t)t->cls);
    for (int i = 0; i < t->nargs; i++)
        h = mix(h, (uintptr_t)t->args[i]);
    h = mix(h, t->len);
    h = mix(h, (uint64_t)t->value);
    return h;
}

static bool same_fields(const struct type *a, const struct type *b)
{
    if (a->kind != b->kind || a->cv != b->cv || a->fn_cv != b->fn_cv || a->fn_ref != b->fn_ref ||
        a->variadic != b->variadic || a->fn_noexcept != b->fn_noexcept || a->nargs != b->nargs ||
        a->ent != b->ent || a->inner != b->inner || a->cls != b->cls || a->len != b->len || a->value != b->value)
        return false;
    if ((a->code == NULL) != (b->code == NULL) || (a->code && strcmp(a->code, b->code) != 0))
        return false;
    for (int i = 0; i < a->nargs; i++)
        if (a->args[i] != b->args[i])
            return false;
    return true;
}

static void grow(struct type_table *tt)
{
    size_t n = tt->nbuckets * 2;
    struct type **b = arena_alloc(tt->arena, n * sizeof *b);
    memset(b, 0, n * sizeof *b);
    for (size_t i = 0; i < tt->nbuckets; i++) {
        for (struct type *t = tt->buckets[i], *next; t; t = next) {
            next = t->chain;
            t->chain = b[t->hash & (n - 1)];
            b[t->hash & (n - 1)] = t;
        }
    }
    tt->buckets = b;
    tt->nbuckets = n;
}

static const struct type *canon_of(const struct type *t)
{
    return t ? t->canon : NULL;
}

static const struct type *intern_type(struct type_table *tt, const struct type *proto);

/* The canonical form of a new node n: typedefs resolved, children canonical. */
static const struct type *canonical(struct type_table *tt, const struct type *n)
{
    if (n->kind == TY_TYPEDEF)
        return type_qualified(tt, n->inner->canon, n->cv)->canon;
    struct type c = *n;
    const struct type *cargs[TYPE_MAX_ARGS];
    bool changed = false;
    c.inner = canon_of(n->inner);
    c.cls = canon_of(n->cls);
    changed = c.inner != n->inner || c.cls != n->cls;
    for (int i = 0; i < n->nargs; i++) {
        cargs[i] = canon_of(n->args[i]);
        changed |= cargs[i] != n->args[i];
    }
    if (!changed)
        return n;
    c.args = cargs;
    return intern_type(tt, &c);
}

static const struct type *intern_type(struct type_table *tt, const struct type *proto)
{
    uint32_t h = hash_of(proto);
    for (struct type *t = tt->buckets[h & (tt->nbuckets - 1)]; t; t = t->chain)
        if (t->hash == h && same_fields(t, proto))
            return t;
    struct type *n = ARENA_NEW(tt->arena, struct type);
    *n = *proto;
    n->hash = h;
    if (proto->code) {
        /* the node outlives its caller's spelling of the code (a stack buffer) */
        size_t len = strlen(proto->code) + 1;
        char *code = arena_alloc(tt->arena, len);
        memcpy(code, proto->code, len);
        n->code = code;
    }
    if (proto->nargs) {
        const struct type **a = arena_alloc(tt->arena, proto->nargs * sizeof *a);
        memcpy(a, proto->args, proto->nargs * sizeof *a);
        n->args = a;
    } else {
        n->args = NULL;
    }
    n->canon = n;
    n->canon = canonical(tt, n);
    if (++tt->count > tt->nbuckets)
        grow(tt);
    size_t b = n->hash & (tt->nbuckets - 1);
    n->chain = tt->buckets[b];
    tt->buckets[b] = n;
    return n;
}

static bool any_missing(const struct type *const *args, int n)
{
    for (int i = 0; i < n; i++)
        if (!args[i])
            return true;
    return false;
}

static struct type proto_of(enum type_kind k)
{
    struct type t;
    memset(&t, 0, sizeof t);
    t.kind = (uint8_t)k;
    return t;
}

const struct type *type_builtin(struct type_table *tt, const char *code)
{
    struct type t = proto_of(TY_BUILTIN);
    t.code = code;
    return intern_type(tt, &t);
}

const struct type *type_named(struct type_table *tt, const struct entity *e)
{
    struct type t = proto_of(TY_NAMED);
    t.ent = e;
    return intern_type(tt, &t);
}

const struct type *type_typedef(struct type_table *tt, const struct entity *td, const struct type *target)
{
    if (!target)
        return NULL;
    struct type t = proto_of(TY_TYPEDEF);
    t.ent = td;
    t.inner = target;
    return intern_type(tt, &t);
}

const struct type *type_derived(struct type_table *tt, enum type_kind kind, const struct type *inner)
{
    if (!inner)
        return NULL;
    /* references to references collapse (typedef int &R; R &&x is int &) */
    const struct type *ci = inner->canon;
    if ((kind == TY_LREF || kind == TY_RREF) && (ci->kind == TY_LREF || ci->kind == TY_RREF))
        return kind == TY_LREF && ci->kind == TY_RREF ? type_derived(tt, TY_LREF, ci->inner) : inner;
    struct type t = proto_of(kind);
    t.inner = inner;
    return intern_type(tt, &t);
}

const struct type *type_array(struct type_table *tt, const struct type *elem, unsigned long long len)
{
    if (!elem)
        return NULL;
    struct type t = proto_of(TY_ARRAY);
    t.inner = elem;
    t.len = len;
    return intern_type(tt, &t);
}

const struct type *type_function(struct type_table *tt, const struct type *ret, const struct type *const *params,
                                 int nparams, bool variadic, int fn_cv, int fn_ref, bool is_noexcept)
{
    if (!ret || nparams > TYPE_MAX_ARGS || any_missing(params, nparams))
        return NULL;
    struct type t = proto_of(TY_FUNCTION);
    t.inner = ret;
    t.args = params;
    t.nargs = (uint16_t)nparams;
    t.variadic = variadic;
    t.fn_cv = (uint8_t)fn_cv;
    t.fn_ref = (uint8_t)fn_ref;
    t.fn_noexcept = is_noexcept;
    return intern_type(tt, &t);
}

const struct type *type_member_pointer(struct type_table *tt, const struct type *cls, const struct type *member)
{
    if (!cls || !member)
        return NULL;
    struct type t = proto_of(TY_MEMBER_POINTER);
    t.cls = cls;
    t.inner = member;
    return intern_type(tt, &t);
}

const struct type *type_template_id(struct type_table *tt, const struct entity *tmpl,
                                   const struct type *const *args, int nargs)
{
    if (nargs > TYPE_MAX_ARGS || any_missing(args, nargs))
        return NULL;
    struct type t = proto_of(TY_TEMPLATE_ID);
    t.ent = tmpl;
    t.args = args;
    t.nargs = (uint16_t)nargs;
    return intern_type(tt, &t);
}

const struct type *type_literal(struct type_table *tt, const struct type *of, long long value)
{
    if (!of)
        return NULL;
    struct type t = proto_of(TY_LITERAL);
    t.inner = of;
    t.value = value;
    return intern_type(tt, &t);
}

const struct type *type_opaque_literal(struct type_table *tt, const struct type *of, const struct type *cls,
                                       const char *member)
{
    if (!of || !cls || !member)
        return NULL;
    struct type t = proto_of(TY_LITERAL);
    t.inner = of;
    t.cls = cls;
    t.code = member;
    return intern_type(tt, &t);
}

const struct type *type_pack(struct type_table *tt, const struct type *const *args, int nargs)
{
    if (nargs > TYPE_MAX_ARGS || any_missing(args, nargs))
        return NULL;
    struct type t = proto_of(TY_PACK);
    t.args = args;
    t.nargs = (uint16_t)nargs;
    return intern_type(tt, &t);
}

const struct type *type_expansion(struct type_table *tt, const struct type *pattern)
{
    if (!pattern)
        return NULL;
    struct type t = proto_of(TY_EXPANSION);
    t.inner = pattern;
    return intern_type(tt, &t);
}

const struct type *type_qualified(struct type_table *tt, const struct type *t, int cv)
{
    if (!t || !cv || (t->cv & cv) == cv)
        return t;
    if (t->kind == TY_ARRAY)
        return type_array(tt, type_qualified(tt, t->inner, cv), t->len);
    if (t->kind == TY_FUNCTION || t->kind == TY_LREF || t->kind == TY_RREF)
        return t;   /* cv on these is ignored (it comes from a typedef) */
    struct type q = *t;
    q.cv |= (uint8_t)cv;
    return intern_type(tt, &q);
}

const struct type *type_unqualified(struct type_table *tt, const struct type *t)
{
    if (!t || !t->cv)
        return t;
    struct type q = *t;
    q.cv = 0;
    return intern_type(tt, &q);
}

const struct type *type_adjust_parameter(struct type_table *tt, const struct type *t)
{
    if (!t)
        return NULL;
    const struct type *c = t->canon;
    if (c->kind == TY_ARRAY)
        return type_derived(tt, TY_POINTER, c->inner);
    if (c->kind == TY_FUNCTION)
        return type_derived(tt, TY_POINTER, t);
    if (c->cv) {
        /* the typedef's name is kept when the qualifier is on the node itself */
        if (t->cv)
            return type_unqualified(tt, t);
        return type_unqualified(tt, c);
    }
    return t;
}

bool type_is_class(const struct type *t)
{
    t = t->canon;
    return (t->kind == TY_NAMED && t->ent && t->ent->kind == EK_CLASS) || t->kind == TY_TEMPLATE_ID;
}

bool type_is_initializer_list(const struct type *t)
{
    t = t->canon;
    const struct entity *e = t->kind == TY_TEMPLATE_ID ? t->ent : NULL;
    const struct scope *ns = e ? e->parent : NULL;
    return e && e->kind == EK_CLASS_TEMPLATE && e->name && strcmp(e->name->name, "initializer_list") == 0 &&
           ns && ns->kind == SK_NAMESPACE && ns->owner && ns->owner->name &&
           strcmp(ns->owner->name->name, "std") == 0 && ns->owner->parent && !ns->owner->parent->parent;
}

bool type_is_enum(const struct type *t)
{
    t = t->canon;
    return t->kind == TY_NAMED && t->ent && t->ent->kind == EK_ENUM;
}

bool type_is_nullptr(const struct type *t)
{
    t = t->canon;
    return t->kind == TY_BUILTIN && strcmp(t->code, "Dn") == 0;
}

const struct type *type_decay(struct type_table *tt, const struct type *t)
{
    t = t->canon;
    if (t->kind == TY_ARRAY)
        return type_derived(tt, TY_POINTER, t->inner)->canon;
    if (t->kind == TY_FUNCTION)
        return type_derived(tt, TY_POINTER, t)->canon;
    return type_unqualified(tt, t)->canon;
}

static bool mentions_param(const struct type *t, int depth, bool too_deep)
{
    if (!t)
        return false;
    if (depth > 16)
        return too_deep;
    t = t->canon;
    if (t->kind == TY_NAMED)
        return t->ent && (t->ent->kind == EK_TYPE_PARAM || t->ent->kind == EK_TEMPLATE_PARAM ||
                          t->ent->kind == EK_VALUE_PARAM);
    if (t->kind == TY_ARRAY && t->len == TYPE_DEPENDENT_BOUND)
        return true;
    for (int i = 0; i < t->nargs; i++)
        if (mentions_param(t->args[i], depth + 1, too_deep))
            return true;
    return mentions_param(t->inner, depth + 1, too_deep) || mentions_param(t->cls, depth + 1, too_deep);
}

bool type_mentions_param(const struct type *t, bool too_deep)
{
    return mentions_param(t, 0, too_deep);
}

static bool mentions_opaque(const struct type *t, int depth, bool closures)
{
    if (!t)
        return false;
    if (depth > 16)
        return true;
    t = t->canon;
    if (t->kind == TY_LITERAL)
        return t->cls != NULL;
    if (closures && t->kind == TY_NAMED && t->ent && t->ent->kind == EK_CLASS && t->ent->class_key == CK_CLOSURE)
        return true;    /* a closure type: the reference's name for it is not modelled */
    for (int i = 0; i < t->nargs; i++)
        if (mentions_opaque(t->args[i], depth + 1, closures))
            return true;
    return mentions_opaque(t->inner, depth + 1, closures) || mentions_opaque(t->cls, depth + 1, closures);
}

bool type_mentions_opaque(const struct type *t)
{
    return mentions_opaque(t, 0, true);
}

bool type_mentions_opaque_value(const struct type *t)
{
    return mentions_opaque(t, 0, false);
}

bool type_surely_different(const struct type *a, const struct type *b)
{
    return a->canon != b->canon && !type_mentions_opaque(a) && !type_mentions_opaque(b);
}

bool type_same_signature(const struct type *a, const struct type *b)
{
    a = a->canon;
    b = b->canon;
    if (a->kind != TY_FUNCTION || b->kind != TY_FUNCTION || a->nargs != b->nargs || a->variadic != b->variadic ||
        a->fn_cv != b->fn_cv || a->fn_ref != b->fn_ref)
        return false;
    for (int i = 0; i < a->nargs; i++)
        if (a->args[i] != b->args[i])   /* a canonical function's parameters are canonical */
            return false;
    return true;
}

static bool mentions_unnamed(const struct type *t, int depth)
{
    if (!t || depth > 16)
        return false;
    t = t->canon;
    if ((t->kind == TY_NAMED || t->kind == TY_TEMPLATE_ID) && t->ent && scope_in_unnamed_namespace(t->ent->parent))
        return true;
    if (mentions_unnamed(t->inner, depth + 1) || mentions_unnamed(t->cls, depth + 1))
        return true;
    for (int i = 0; i < t->nargs; i++)
        if (mentions_unnamed(t->args[i], depth + 1))
            return true;
    return false;
}

bool type_mentions_unnamed_namespace(const struct type *t)
{
    return mentions_unnamed(t, 0);
}
