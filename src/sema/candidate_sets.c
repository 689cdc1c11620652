/* Candidate sets (see candidate_sets.h): the functions a name stands for
 * in a scope, a namespace with its inline namespaces, unqualified lookup
 * through the active scopes with their using-directives, and
 * argument-dependent lookup. Every collector answers false where the set
 * it would give is not sure; the caller then types nothing. */
#include "sema/candidate_sets.h"
#include "sema/type_read.h"

bool set_add(struct entity **set, int *n, struct entity *e)
{
    for (int i = 0; i < *n; i++)
        if (set[i] == e)
            return true;
    if (*n >= SET_MAX)
        return false;
    set[(*n)++] = e;
    return true;
}

bool set_from_scope(const struct scope *s, const struct ident *id, struct entity **set, int *n);

/* A using-declaration of a namespace's functions (`using ::strchr;`): those
   of the name declared there before it. Members brought into a class are
   not followed (the class's own may hide them). */
static bool set_from_using(const struct entity *u, const struct ident *id, struct entity **set, int *n)
{
    const struct entity *t = u->target ? entity_resolve((struct entity *)u->target) : NULL;
    if (!t || (t->kind != EK_FUNCTION && t->kind != EK_FUNCTION_TEMPLATE) || !t->parent ||
        t->parent->kind != SK_NAMESPACE || !u->decl_offset)
        return false;
    struct entity *found[SET_MAX];
    int nf = 0;
    if (!set_from_scope(t->parent, id, found, &nf))
        return false;
    for (int i = 0; i < nf; i++) {
        if (!found[i]->first_offset)
            return false;
        if (found[i]->first_offset < u->decl_offset && !set_add(set, n, found[i]))
            return false;
    }
    return true;
}

/* The functions named id declared in scope s (false: something there
   makes the set unsure). */
bool set_from_scope(const struct scope *s, const struct ident *id, struct entity **set, int *n)
{
    for (struct entity *e = scope_find_local(s, id); e; e = e->next) {
        if (e->name != id)
            continue;
        switch (e->kind) {
        case EK_FUNCTION:
        case EK_FUNCTION_TEMPLATE:
            if (!set_add(set, n, e))
                return false;
            break;
        case EK_CLASS:
        case EK_ENUM:
        case EK_TYPEDEF:
        case EK_CLASS_TEMPLATE:
            break;      /* a type of that name, hidden by the functions */
        case EK_USING:
            if (!set_from_using(e, id, set, n))
                return false;
            break;
        default:
            return false;   /* a variable: not modelled */
        }
    }
    return true;
}

static bool scope_is_inline_namespace(const struct scope *s)
{
    return s->kind == SK_NAMESPACE && s->owner && (s->owner->flags & EF_INLINE_NS);
}

/* s's functions named id and those of the inline namespaces inside it */
static bool set_from_inline_rec(const struct scope *s, const struct ident *id, struct entity **set, int *n, int depth)
{
    if (depth > 8 || !set_from_scope(s, id, set, n))
        return false;
    for (const struct entity *in = s->inline_namespaces; in; in = in->inline_next)
        if (!in->members || !set_from_inline_rec(in->members, id, set, n, depth + 1))
            return false;
    return true;
}

/* The functions named id of namespace s as lookup in it sees them: the
   namespace an inline namespace is part of, with every inline namespace
   inside it (`namespace N { inline namespace v1 { f(int*); } f(double); }`). */
bool set_from_namespace(const struct scope *s, const struct ident *id, struct entity **set, int *n)
{
    while (s && scope_is_inline_namespace(s) && s->parent)
        s = s->parent;
    if (!s || s->kind != SK_NAMESPACE)
        return false;
    return set_from_inline_rec(s, id, set, n, 0);
}

static const struct scope *enclosing_namespace(const struct scope *s)
{
    while (s && s->kind != SK_NAMESPACE)
        s = s->parent;
    return s;
}

/* One argument-dependent lookup: the name, the set it adds to, and the
   classes and specialisations already searched (a class may reach itself:
   `struct D : B<D>`). */
struct adl {
    const struct tu_view *V;    /* (NULL: which definition a specialisation takes is not asked) */
    const struct ident *id;
    struct entity **set;
    int *n;
    const void *seen[32];
    int nseen;
    int depth;
};

/* false: seen already (nothing more to add); else noted */
static bool adl_first_visit(struct adl *A, const void *x)
{
    for (int i = 0; i < A->nseen; i++)
        if (A->seen[i] == x)
            return false;
    if (A->nseen < 32)
        A->seen[A->nseen++] = x;
    return true;
}

static bool adl_type(struct adl *A, const struct type *t);
static bool adl_template_id(struct adl *A, const struct type *t);

/* Argument-dependent lookup ([basic.lookup.argdep]) for the class c:
   its namespace, the classes it is a member of, its bases. as_base: c is
   a base of an associated class (the friends of the classes around it
   are not searched). */
static bool adl_class(struct adl *A, const struct entity *c, bool as_base)
{
    if (A->depth > 8 || !c || c->kind != EK_CLASS)
        return false;
    if (!adl_first_visit(A, c))
        return true;
    if (c->flags & EF_HAS_FRIENDS)
        return false;   /* hidden friends are not recorded yet */
    if (c->templ || (c->flags & EF_SPECIALIZATION))
        return false;   /* template arguments add their own namespaces */
    for (const struct scope *s = c->parent; s && s->kind == SK_CLASS; s = s->parent)
        if (s->owner && (s->owner->flags & EF_HAS_FRIENDS))
            return false;
    const struct scope *ns = enclosing_namespace(c->parent);
    if (!ns || !set_from_namespace(ns, A->id, A->set, A->n))
        return false;
    /* its own friends; for the argument's own class (not a base), those
       of the classes around it too */
    for (const struct scope *s = c->members; s && s->owner && s->kind == SK_CLASS; s = as_base ? NULL : s->parent)
        for (struct entity *f = s->owner->friends; f; f = f->next)
            if (f->name == A->id && !set_add(A->set, A->n, f))
                return false;
    A->depth++;
    bool ok = true;
    for (const struct base_ref *b = c->bases; b && ok; b = b->next)
        ok = !b->dependent && b->entity &&
             (b->type ? adl_template_id(A, b->type) : adl_class(A, entity_resolve(b->entity), true));
    A->depth--;
    return ok;
}

/* Does the class template c (or a specialisation of it) declare friend
   functions named id, or friends not recorded? Its hidden friends would
   be candidates whose types only the specialisation tells. */
static bool template_friends_named(const struct entity *c, const struct ident *id)
{
    for (const struct entity *d = c; d; d = d == c ? c->specializations : d->next_specialization) {
        if (d->flags & EF_HAS_FRIENDS)
            return true;
        for (const struct entity *f = d->friends; f; f = f->next)
            if (f->name == id)
                return true;
    }
    return false;
}

/* The bases of a class template c, in whatever specialisation they take:
   their namespaces, when each is a class or class template of a namespace
   that declares no friends in any specialisation ([basic.lookup.argdep]/2:
   bases are associated classes; their template arguments are not). */
static bool adl_template_bases(struct adl *A, const struct entity *c, int depth)
{
    for (const struct base_ref *b = c->bases; b; b = b->next) {
        const struct entity *be = b->entity ? entity_resolve(b->entity) : NULL;
        if (be && be->kind == EK_ALIAS_TEMPLATE && be->target)
            be = entity_resolve(be->target);    /* `: __allocator_base<T>`, an alias of a class template */
        if (!be || depth > 8 || (be->kind != EK_CLASS && be->kind != EK_CLASS_TEMPLATE) || !be->parent ||
            be->parent->kind != SK_NAMESPACE)
            return false;
        if (template_friends_named(be, A->id))
            return false;
        for (const struct entity *d = be; d; d = d == be ? be->specializations : d->next_specialization)
            if (!adl_template_bases(A, d, depth + 1))
                return false;
        if (!set_from_namespace(be->parent, A->id, A->set, A->n))
            return false;
    }
    return true;
}

/* The hidden friends named id of the class template tmpl, which every
   specialisation declares again with its own arguments: those the primary
   declares, when no partial or explicit specialisation may be the
   definition of t instead and every friend is recorded. */
static bool adl_template_friends(struct adl *A, const struct entity *tmpl, const struct type *t)
{
    if (!template_friends_named(tmpl, A->id))
        return true;
    if ((tmpl->specializations && !(A->V && type_read_uses_primary(A->V, t))) || (tmpl->flags & EF_HAS_FRIENDS))
        return false;
    for (struct entity *f = tmpl->friends; f; f = f->next)
        if (f->name == A->id && !set_add(A->set, A->n, f))
            return false;
    return true;
}

static bool adl_specialization_bases(struct adl *A, const struct type *t);

/* A base of a class template's specialisation, read in the definition the
   specialisation takes: its namespace, its hidden friends and its own
   bases (not its template arguments: [basic.lookup.argdep]/2). */
static bool adl_base(struct adl *A, const struct type *bt)
{
    bt = bt->canon;
    if (bt->kind == TY_NAMED && bt->ent && bt->ent->kind == EK_CLASS)
        return adl_class(A, bt->ent, true);
    const struct entity *tmpl = bt->kind == TY_TEMPLATE_ID ? bt->ent : NULL;
    if (!tmpl || tmpl->kind != EK_CLASS_TEMPLATE || !tmpl->parent || tmpl->parent->kind != SK_NAMESPACE ||
        A->depth > 8)
        return false;
    if (!adl_first_visit(A, bt))
        return true;
    if (!set_from_namespace(tmpl->parent, A->id, A->set, A->n) || !adl_template_friends(A, tmpl, bt))
        return false;
    A->depth++;
    bool ok = adl_specialization_bases(A, bt);
    A->depth--;
    return ok;
}

/* The bases of the specialisation t: read in the definition it takes
   when the view allows, else by the template's bases in every
   specialisation (their namespaces only). */
static bool adl_specialization_bases(struct adl *A, const struct type *t)
{
    const struct type *bases[16];
    int nb = A->V ? type_read_bases(A->V, t, bases, 16) : -1;
    if (nb < 0)
        return adl_template_bases(A, t->ent, 0);
    for (int i = 0; i < nb; i++)
        if (!adl_base(A, bases[i]))
            return false;
    return true;
}

/* A class template's specialisation: the template's namespace, its
   hidden friends, its bases (with their hidden friends, read in the
   definition the specialisation takes), and the template arguments'
   associated namespaces and classes. Members of classes are not followed. */
static bool adl_template_id(struct adl *A, const struct type *t)
{
    const struct entity *tmpl = t->ent;
    if (!tmpl || tmpl->kind != EK_CLASS_TEMPLATE || !tmpl->parent || tmpl->parent->kind != SK_NAMESPACE ||
        !adl_template_friends(A, tmpl, t))
        return false;
    if (!adl_specialization_bases(A, t))
        return false;
    if (A->depth > 8)
        return false;
    if (!adl_first_visit(A, t->canon))
        return true;
    if (!set_from_namespace(tmpl->parent, A->id, A->set, A->n))
        return false;
    A->depth++;
    bool ok = true;
    for (int i = 0; i < t->nargs && ok; i++) {
        const struct type *a = t->args[i]->canon;
        if (a->kind == TY_LITERAL)
            continue;       /* a value brings nothing */
        if (a->kind == TY_PACK) {
            for (int k = 0; k < a->nargs && ok; k++)
                ok = adl_type(A, a->args[k]);
            continue;
        }
        ok = adl_type(A, a);
    }
    A->depth--;
    return ok;
}

static bool adl_type(struct adl *A, const struct type *t)
{
    for (int guard = 0; t && guard < 16; guard++) {
        t = t->canon;
        switch (t->kind) {
        case TY_BUILTIN:
            return true;
        case TY_POINTER:
        case TY_LREF:
        case TY_RREF:
        case TY_ARRAY:
            t = t->inner;
            continue;
        case TY_NAMED:
            if (t->ent && t->ent->kind == EK_CLASS)
                return adl_class(A, t->ent, false);
            if (t->ent && t->ent->kind == EK_ENUM) {
                if (!t->ent->parent || t->ent->parent->kind != SK_NAMESPACE)
                    return false;
                return set_from_namespace(t->ent->parent, A->id, A->set, A->n);
            }
            return false;
        case TY_TEMPLATE_ID:
            return adl_template_id(A, t);
        case TY_FUNCTION:
            /* those of its parameters' and its result's types */
            for (int i = 0; i < t->nargs; i++)
                if (!adl_type(A, t->args[i]))
                    return false;
            t = t->inner;
            continue;
        case TY_MEMBER_POINTER:
            if (!adl_type(A, t->cls))
                return false;
            t = t->inner;
            continue;
        default:
            return false;
        }
    }
    return false;
}

bool set_by_adl(const struct tu_view *V, const struct type *t, const struct ident *id, struct entity **set, int *n)
{
    struct adl A;
    A.V = V;
    A.id = id;
    A.set = set;
    A.n = n;
    A.nseen = 0;
    A.depth = 0;
    return adl_type(&A, t);
}

/* s's functions named id and those of the inline namespaces inside it */
static bool set_from_inline(const struct scope *s, const struct ident *id, struct entity **set, int *n)
{
    return set_from_inline_rec(s, id, set, n, 0);
}

/* ---- unqualified lookup ---- */

/* A namespace nominated by a using-directive and the namespace whose
   members it joins for unqualified lookup: the innermost one enclosing
   both the directive and the nominated namespace ([namespace.udir]/2). */
struct nominated {
    const struct scope *joins;
    const struct scope *ns;
};

#define NOMINATED_MAX 32

static bool encloses(const struct scope *outer, const struct scope *s)
{
    for (; s; s = s->parent)
        if (s == outer)
            return true;
    return false;
}

static const struct scope *common_namespace(const struct scope *at, const struct scope *ns)
{
    for (const struct scope *s = at; s; s = s->parent)
        if (s->kind == SK_NAMESPACE && encloses(s, ns))
            return s;
    return NULL;
}

/* The namespaces the directives of `from` nominate, and those their own
   directives nominate (transitively, [namespace.udir]/4), all as written
   at `at`. */
static bool nominate(const struct scope *at, const struct scope *from, struct nominated *out, int *n, int depth)
{
    if (depth > 8)
        return false;
    for (const struct using_directive *u = from->usings; u; u = u->next) {
        const struct entity *ns = entity_resolve(u->ns);
        if (!ns || ns->kind != EK_NAMESPACE || !ns->members)
            return false;
        bool seen = false;
        for (int i = 0; i < *n; i++)
            seen |= out[i].ns == ns->members;
        if (seen)
            continue;
        const struct scope *joins = common_namespace(at, ns->members);
        if (!joins || *n >= NOMINATED_MAX)
            return false;
        out[(*n)++] = (struct nominated){ joins, ns->members };
        if (!nominate(at, ns->members, out, n, depth + 1))
            return false;
        /* an inline namespace's own directives count for the namespace it is in */
        for (const struct entity *in = ns->members->inline_namespaces; in; in = in->inline_next)
            if (in->members && in->members->usings)
                return false;
    }
    return true;
}

bool set_from_unqualified_lookup(const struct sema *s, const struct ident *id, bool skip_members,
                                 struct entity **set, int *n)
{
    struct nominated noms[NOMINATED_MAX];
    int nn = 0;
    for (int i = 0; i < s->depth; i++)
        if (s->stack[i]->usings && !nominate(s->stack[i], s->stack[i], noms, &nn, 0))
            return false;
    for (int i = s->depth - 1; i >= 0; i--) {
        const struct scope *sc = s->stack[i];
        int before = *n;
        bool named = false;
        switch (sc->kind) {
        case SK_CLASS:
            if (lookup_unqualified_in_scope(sc, id)) {
                if (!skip_members)
                    return false;   /* a member: the caller's set, not this one */
            }
            continue;   /* operator lookup ignores members ([over.match.oper]/3.2) */
        case SK_ENUM:
            if (scope_find_local(sc, id))
                return false;
            continue;
        case SK_NAMESPACE:
            if (!set_from_inline(sc, id, set, n))
                return false;
            named = scope_find_local(sc, id) != NULL;
            for (const struct entity *in = sc->inline_namespaces; in && !named; in = in->inline_next)
                named = in->members && lookup_in_scope(in->members, id) != NULL;
            break;
        default:
            if (!set_from_scope(sc, id, set, n))
                return false;
            named = scope_find_local(sc, id) != NULL;
            break;
        }
        for (int k = 0; k < nn; k++) {
            if (noms[k].joins != sc)
                continue;
            if (!set_from_inline(noms[k].ns, id, set, n))
                return false;
            named |= lookup_in_scope(noms[k].ns, id) != NULL;
        }
        if (*n > before)
            return true;
        if (named)
            return false;   /* a type or a variable of that name: no function set */
    }
    return true;    /* nothing: argument-dependent lookup alone */
}
