/* User-defined conversions (see conversions.h): which conversion function
 * or converting constructor turns an object of one class into a value of
 * another type, when that is sure. */
#include "sema/conversions.h"
#include "sema/deduce.h"
#include "sema/type_read.h"
#include <string.h>

bool class_may_convert(const struct entity *c, uint32_t mask, int depth)
{
    if (c && c->kind == EK_CLASS_TEMPLATE && depth <= 16 && !(c->flags & (mask | EF_DEPENDENT_BASE))) {
        /* a specialisation of it (a base `iterator<tag, bool>`): whichever
           definition it takes, none declares a conversion */
        for (const struct entity *sp = c->specializations; sp; sp = sp->next_specialization)
            if (class_may_convert(sp, mask, depth + 1))
                return true;
        for (const struct base_ref *b = c->bases; b; b = b->next)
            if (b->dependent || class_may_convert(b->entity, mask, depth + 1))
                return true;
        return false;
    }
    if (!c || depth > 16 || (c->flags & (mask | EF_DEPENDENT_BASE)) || c->kind != EK_CLASS)
        return true;
    for (const struct base_ref *b = c->bases; b; b = b->next)
        if (b->dependent || class_may_convert(b->entity, mask, depth + 1))
            return true;
    return false;
}


/* Class c's conversion functions are all in its `conversions` (none a
   template or brought in by a using-declaration) and no base declares any. */
static bool conversions_all_known(const struct entity *c)
{
    if (c->flags & (EF_CONVERSIONS_UNSURE | EF_DEPENDENT_BASE | EF_USING_OPERATOR))
        return false;
    for (const struct base_ref *b = c->bases; b; b = b->next)
        if (b->dependent || class_may_convert(b->entity, EF_HAS_CONVERSIONS | EF_EXPLICIT_CONVERSIONS, 1))
            return false;
    return true;
}

bool class_converts_to_classes_only(const struct entity *c, bool explicit_ok)
{
    if (!c || c->kind != EK_CLASS || !conversions_all_known(c) || !c->conversions)
        return false;
    for (const struct entity *f = c->conversions; f; f = f->next) {
        if ((f->flags & EF_EXPLICIT_CONVERSIONS) && !explicit_ok)
            continue;
        if (!f->type || f->type->canon->kind != TY_FUNCTION || !f->type->canon->inner)
            return false;
        const struct type *r = f->type->canon->inner->canon;
        if (r->kind == TY_LREF || r->kind == TY_RREF)
            r = r->inner->canon;
        if (!type_is_class(r))
            return false;
    }
    return true;
}

bool class_converts_to_no_function(const struct entity *c)
{
    if (!c || c->kind != EK_CLASS || !conversions_all_known(c))
        return false;
    for (const struct entity *f = c->conversions; f; f = f->next) {
        if (!f->type || f->type->canon->kind != TY_FUNCTION || !f->type->canon->inner)
            return false;
        const struct type *r = conversion_result(f);
        if (r->kind == TY_POINTER)
            r = r->inner->canon;
        /* what surely is no function: a class, an enumeration, a builtin */
        if (!type_is_class(r) && !type_is_enum(r) && r->kind != TY_BUILTIN)
            return false;
    }
    return true;
}

/* Conversion function f may be called on an object with qualifiers cv. */
static bool callable_on(const struct entity *f, int cv)
{
    return !((cv & ~f->type->canon->fn_cv) & (TQ_CONST | TQ_VOLATILE));
}

struct entity *sole_conversion(const struct entity *c, int cv, bool explicit_ok)
{
    /* a class declaring none, with one base: that base's (inherited) */
    for (int depth = 0; c && c->kind == EK_CLASS && !c->conversions && c->bases && !c->bases->next &&
                        !c->bases->dependent && c->bases->entity &&
                        !(c->flags & (EF_CONVERSIONS_UNSURE | EF_DEPENDENT_BASE | EF_USING_OPERATOR));
         depth++) {
        if (depth == 32)
            return NULL;
        c = entity_resolve(c->bases->entity);
    }
    if (!c || c->kind != EK_CLASS || !conversions_all_known(c) || !c->conversions || c->conversions->next)
        return NULL;
    struct entity *f = c->conversions;
    if (((f->flags & EF_EXPLICIT_CONVERSIONS) && !explicit_ok) || !f->type || f->type->canon->fn_ref)
        return NULL;
    if ((cv & TQ_CONST) && !(f->type->canon->fn_cv & TQ_CONST))
        return NULL;    /* not callable on the object: an error of its own */
    return f;
}


const struct type *conversion_result(const struct entity *f)
{
    const struct type *r = f->type->canon->inner->canon;
    return r->kind == TY_LREF || r->kind == TY_RREF ? r->inner->canon : r;
}


struct entity *conversion_to(struct expr_env *env, const struct entity *c, int cv, const struct type *to,
                             bool explicit_ok)
{
    struct entity *f = sole_conversion(c, cv, explicit_ok);
    if (f || !c || c->kind != EK_CLASS || (c->flags & (EF_CONVERSIONS_UNSURE | EF_DEPENDENT_BASE | EF_USING_OPERATOR)) ||
        c->bases)
        return f;
    struct entity *exact = NULL;
    for (struct entity *x = c->conversions; x; x = x->next) {
        if (!x->type || x->type->canon->fn_ref)
            return NULL;
        if ((x->flags & EF_EXPLICIT_CONVERSIONS) && !explicit_ok)
            continue;
        if ((cv & TQ_CONST) && !(x->type->canon->fn_cv & TQ_CONST))
            continue;   /* not callable on a const object */
        if ((cv & TQ_VOLATILE) != (x->type->canon->fn_cv & TQ_VOLATILE))
            continue;   /* `operator T() const volatile` beside `operator T() const`: not ranked here */
        const struct type *r = conversion_result(x);
        if (type_unqualified(env->sema->types, r)->canon != type_unqualified(env->sema->types, to)->canon)
            continue;
        if (exact)
            return NULL;
        exact = x;
    }
    return exact;
}


/* t (a parameter's type) without its reference and cv */
static const struct type *referred(struct expr_env *env, const struct type *t)
{
    t = t->canon;
    if (t->kind == TY_LREF || t->kind == TY_RREF)
        t = t->inner->canon;
    return type_unqualified(env->sema->types, t)->canon;
}

/* The parameter by which constructor c takes one argument (its first,
   every other having a default), or NULL when it takes no one argument.
   A constructor template takes the specialisation an argument of type
   from deduces (NULL when deduction or the constraints fail).
   *known: false when c is not read (a template without from, deduction
   not known, a type not read, `...`). */
static const struct type *sole_parameter(struct expr_env *env, struct entity *c, const struct type *from,
                                         bool *known)
{
    const struct type *t = NULL;
    if (c->kind == EK_FUNCTION_TEMPLATE && from) {
        struct call_arg arg = { .type = from->canon, .cat = VC_PRVALUE };
        struct candidate_decl cd;
        int k = deduce_template(env, c, NULL, &arg, 1, NULL, 0, &cd);
        if (k == DEDUCE_FAILS) {
            *known = true;
            return NULL;    /* no specialisation takes it */
        }
        t = k == DEDUCE_OK ? cd.type : NULL;
        *known = t && t->canon->kind == TY_FUNCTION && t->canon->nargs >= 1;
        return *known ? t->canon->args[0]->canon : NULL;
    }
    t = c->kind == EK_FUNCTION && env->required_params ? env->entity_type(env->ctx, c) : NULL;
    *known = t && t->canon->kind == TY_FUNCTION && !t->canon->variadic;
    if (!*known)
        return NULL;
    t = t->canon;
    if (t->nargs == 0 || env->required_params(env->ctx, c, t->nargs) > 1)
        return NULL;
    return t->args[0]->canon;
}

/* Can no implicit conversion sequence turn an object of class s (its
   bases converting by nothing) into a value of type p? No conversion
   function of s but explicit ones (which copy-initialization does not use)
   yields p, a class derived from p or, when p is no class, any scalar (a
   class it yields would need a second user-defined conversion); and p is
   no class, or one s does not derive from, none of whose constructors
   takes s by standard conversions alone (a converting constructor's first
   parameter admits no user-defined conversion, [over.best.ics]). */
static bool never_converts_from(struct expr_env *env, const struct entity *s, const struct type *p)
{
    p = referred(env, p);
    bool scalar = p->kind == TY_BUILTIN || p->kind == TY_POINTER || p->kind == TY_MEMBER_POINTER || type_is_enum(p);
    for (const struct entity *f = s->conversions; f; f = f->next) {
        if (f->flags & EF_EXPLICIT_CONVERSIONS)
            continue;
        if (!f->type || f->type->canon->kind != TY_FUNCTION)
            return false;
        const struct type *r = type_unqualified(env->sema->types, conversion_result(f))->canon;
        if (!type_is_class(r) ? scalar || !type_is_class(p)
                              : r->kind != TY_NAMED || (!scalar && (p->kind != TY_NAMED || r->ent == p->ent ||
                                                                     class_derives_from(r->ent, p->ent) != 0)))
            return false;
    }
    if (scalar)
        return true;
    if (p->kind != TY_NAMED || !p->ent || p->ent->kind != EK_CLASS)
        return false;
    const struct entity *u = p->ent;
    if (u == s || class_derives_from(s, u) != 0 || !(u->flags & EF_DEFINED) || u->templ ||
        (u->flags & EF_SPECIALS_UNSURE))
        return false;
    for (struct entity *c = u->specials; c; c = c->next) {
        if (c->flags & EF_DESTRUCTOR)
            continue;
        bool known;
        const struct type *q = sole_parameter(env, c, NULL, &known);
        if (!known)
            return false;
        q = q ? referred(env, q) : NULL;
        if (q && type_is_class(q) && (q->kind != TY_NAMED || q->ent == s || class_derives_from(s, q->ent) != 0))
            return false;
    }
    return true;
}


struct entity *conversion_to_class(struct expr_env *env, const struct entity *t, const struct entity *s, int cv,
                                   bool direct)
{
    if (!(s->flags & EF_DEFINED) || s->templ || !s->conversions || !conversions_all_known(s) ||
        class_derives_from(s, t) != 0 || t->templ || (t->flags & EF_SPECIALS_UNSURE) || !env->required_params)
        return NULL;
    struct entity *found = NULL;
    for (struct entity *f = s->conversions; f; f = f->next) {
        if (!f->type || f->type->canon->kind != TY_FUNCTION)
            return NULL;
        bool is_explicit = (f->flags & EF_EXPLICIT_CONVERSIONS) != 0;
        const struct type *r = type_unqualified(env->sema->types, conversion_result(f))->canon;
        if (type_is_class(r) && (r->kind != TY_NAMED || (r->ent != t && class_derives_from(r->ent, t) != 0)))
            return NULL;    /* a class derived from t, or not known */
        if (r->kind != TY_NAMED || r->ent != t || (is_explicit && !direct))
            continue;
        if (found || !callable_on(f, cv))
            return NULL;    /* several, or not callable on the object: not ranked here */
        found = f;
    }
    if (!found)
        return NULL;
    for (struct entity *c = t->specials; c; c = c->next) {
        if (c->flags & EF_DESTRUCTOR)
            continue;
        bool known;
        const struct type *p = sole_parameter(env, c, NULL, &known);
        if (!known)
            return NULL;
        if (!p)
            continue;   /* takes no one argument */
        const struct type *q = referred(env, p);
        if ((q->kind == TY_NAMED && q->ent == t) || !never_converts_from(env, s, p))
            return NULL;    /* a declared copy or move constructor, or one s may convert for */
    }
    return found;
}


int class_user_conversion(struct expr_env *env, const struct entity *a, int cv, bool lvalue, const struct entity *b,
                          struct entity **via)
{
    if (!a || !b || a->kind != EK_CLASS || b->kind != EK_CLASS || a == b || !(a->flags & EF_DEFINED) ||
        !(b->flags & EF_DEFINED) || a->templ || b->templ || !conversions_all_known(a) ||
        (b->flags & EF_SPECIALS_UNSURE) || class_derives_from(a, b) != 0)
        return -1;
    int routes = 0;
    *via = NULL;
    /* a's conversion functions yielding b ([over.match.copy]: non-explicit ones) */
    for (struct entity *f = a->conversions; f; f = f->next) {
        if (!f->type || f->type->canon->kind != TY_FUNCTION || f->type->canon->fn_ref)
            return -1;
        if (f->flags & EF_EXPLICIT_CONVERSIONS)
            continue;
        const struct type *r = type_unqualified(env->sema->types, conversion_result(f))->canon;
        if (!type_is_class(r))
            continue;   /* a scalar: b's constructor would be a second user-defined conversion */
        if (r->kind != TY_NAMED || f->type->canon->inner->canon->kind != TY_NAMED)
            return -1;  /* a reference, or a class not known */
        int d = r->ent == b ? 1 : class_derives_from(r->ent, b);
        if (d < 0)
            return -1;
        if (d == 0)
            continue;
        if (!callable_on(f, cv))
            continue;
        routes++;
        *via = f;
    }
    /* b's converting constructors taking a by standard conversions alone
       (a converting constructor's first parameter admits no user-defined
       conversion, [over.best.ics]) */
    for (struct entity *c = b->specials; c; c = c->next) {
        if (c->flags & EF_DESTRUCTOR)
            continue;
        bool known;
        const struct type *p = sole_parameter(env, c, NULL, &known);
        if (!known)
            return -1;
        if (!p)
            continue;
        const struct type *q = referred(env, p);
        if (!type_is_class(q))
            continue;
        if (q->kind != TY_NAMED)
            return -1;
        int d = q->ent == a ? 1 : class_derives_from(a, q->ent);
        if (d < 0)
            return -1;
        if (d == 0)
            continue;
        if (c->flags & EF_CONVERSIONS_UNSURE)
            return -1;  /* `explicit(expr)`, which may be false */
        if (c->flags & EF_EXPLICIT_CONVERSIONS)
            continue;   /* no converting constructor ([class.conv.ctor]) */
        /* how the parameter binds a: a non-const lvalue reference needs an
           lvalue, an rvalue reference an rvalue, and neither drops cv */
        const struct type *pc = p->canon;
        int qcv = pc->kind == TY_LREF || pc->kind == TY_RREF ? pc->inner->canon->cv : TQ_CONST | TQ_VOLATILE;
        if ((cv & ~qcv) & (TQ_CONST | TQ_VOLATILE))
            continue;
        if ((pc->kind == TY_LREF && !(qcv & TQ_CONST) && !lvalue) || (pc->kind == TY_RREF && lvalue))
            continue;
        if (pc->kind != TY_LREF && pc->kind != TY_RREF && q->ent != a)
            return -1;  /* a base by value: a's copy into it, not ranked here */
        routes++;
        *via = c;
    }
    if (routes > 1)
        return -1;
    return routes;
}

bool class_never_converts_from_scalar(struct expr_env *env, const struct entity *b, const struct type *a)
{
    a = a->canon;
    bool pointer = a->kind == TY_POINTER || a->kind == TY_ARRAY;     /* (an array decays) */
    if (!b || b->kind != EK_CLASS || !(b->flags & EF_DEFINED) || b->templ || (b->flags & EF_SPECIALS_UNSURE) ||
        !(type_is_arithmetic(a) || pointer || type_is_enum(a)))
        return false;   /* (void, nullptr_t, member pointers: not modelled) */
    for (struct entity *c = b->specials; c; c = c->next) {
        if (c->flags & EF_DESTRUCTOR)
            continue;
        bool known;
        const struct type *p = sole_parameter(env, c, a, &known);
        if (!known || (p && (c->flags & EF_CONVERSIONS_UNSURE)))
            return false;   /* not read, or `explicit(expr)` */
        if (p && !(c->flags & EF_EXPLICIT_CONVERSIONS) && !type_is_class(referred(env, p))) {
            const struct type *r = referred(env, p)->canon;
            if (pointer && type_is_arithmetic(r) && !(r->kind == TY_BUILTIN && r->code && !strcmp(r->code, "b")))
                continue;   /* a pointer converts to no number but bool */
            return false;   /* a converting constructor that may take it */
        }
    }
    return true;
}

bool class_surely_converts_from_scalar(struct expr_env *env, const struct entity *b, const struct type *a,
                                       bool null_constant)
{
    a = a->canon;
    bool unscoped_enum = type_is_enum(a) && !(a->ent->flags & EF_SCOPED_ENUM);
    if (!b || b->kind != EK_CLASS || !(b->flags & EF_DEFINED) || b->templ || !(type_is_arithmetic(a) || unscoped_enum))
        return false;
    for (struct entity *c = b->specials; c; c = c->next) {
        if (c->flags & (EF_DESTRUCTOR | EF_EXPLICIT_CONVERSIONS | EF_CONVERSIONS_UNSURE))
            continue;
        bool known;
        const struct type *p = sole_parameter(env, c, a, &known);
        if (!known || !p)
            continue;
        p = p->canon;
        if ((p->kind == TY_LREF && (p->inner->canon->cv & (TQ_CONST | TQ_VOLATILE)) != TQ_CONST) ||
            (p->kind == TY_RREF && (p->inner->canon->cv & TQ_VOLATILE)))
            continue;   /* a reference a converted temporary cannot bind */
        if (type_is_arithmetic(referred(env, p)))
            return true;
        if (null_constant && referred(env, p)->canon->kind == TY_POINTER)
            return true;    /* `0` for `__unspec(__unspec*)`: a null pointer */
    }
    return false;
}


/* ---- the same, for class template specialisations ---- */

/* A class type's definition as conversions read it: the class itself, or
   the definition a class template's specialisation takes (spec: the
   specialisation, whose members' types are read in it). */
struct class_def {
    struct entity *def;
    const struct type *spec;
};

static bool class_def_of(struct expr_env *env, const struct type *t, struct class_def *c)
{
    t = type_unqualified(env->sema->types, t)->canon;
    c->def = NULL;
    c->spec = NULL;
    if (t->kind == TY_NAMED && t->ent && t->ent->kind == EK_CLASS) {
        c->def = (struct entity *)t->ent;
        return (t->ent->flags & EF_DEFINED) && !t->ent->templ;
    }
    if (t->kind != TY_TEMPLATE_ID || !env->view || env->in_template)
        return false;
    const struct scope *sc = type_read_definition(env->view, t);
    if (!sc || !sc->owner || !(sc->owner->flags & EF_DEFINED))
        return false;
    c->def = (struct entity *)sc->owner;
    c->spec = t;
    return true;
}

/* Member m's type as c's objects see it; NULL where not read */
static const struct type *member_type_in(struct expr_env *env, const struct class_def *c, struct entity *m)
{
    const struct type *t = c->spec ? type_read_specialization_member(env->view, m, c->spec)
                                   : env->entity_type ? env->entity_type(env->ctx, m) : m->type;
    return t && t->canon->kind == TY_FUNCTION ? t->canon : NULL;
}

/* The one parameter by which constructor k of c takes an argument of
   type from: NULL when it takes no one argument (or, a template, deduces
   nothing from it). *known false where that is not read. */
static const struct type *constructor_sole_parameter(struct expr_env *env, const struct class_def *c,
                                                     struct entity *k, const struct type *from, bool *known)
{
    *known = false;
    const struct type *t;
    if (k->kind == EK_FUNCTION_TEMPLATE) {
        struct call_arg arg = { .type = from, .cat = VC_LVALUE };
        struct candidate_decl cd;
        int r = deduce_template(env, k, c->spec, &arg, 1, NULL, 0, &cd);
        if (r == DEDUCE_FAILS) {
            *known = true;
            return NULL;
        }
        if (r != DEDUCE_OK || !cd.type || cd.type->canon->kind != TY_FUNCTION)
            return NULL;
        t = cd.type->canon;
    } else {
        if (k->kind != EK_FUNCTION || !env->required_params || !(t = member_type_in(env, c, k)))
            return NULL;
        if (t->variadic)
            return NULL;    /* `B(...)`: an ellipsis conversion, not ranked here */
        if (t->nargs == 0 || env->required_params(env->ctx, k, t->nargs) > 1) {
            *known = true;
            return NULL;
        }
    }
    *known = t->nargs >= 1;
    return *known ? t->args[0]->canon : NULL;
}

int type_user_conversion(struct expr_env *env, const struct type *a, int cv, bool lvalue, const struct type *b,
                         struct user_route *via)
{
    struct class_def ca, cb;
    memset(via, 0, sizeof *via);
    a = type_unqualified(env->sema->types, a)->canon;
    b = type_unqualified(env->sema->types, b)->canon;
    if (a == b || !class_def_of(env, a, &ca) || !class_def_of(env, b, &cb) || !conversions_all_known(ca.def) ||
        (cb.def->flags & EF_SPECIALS_UNSURE) || type_derives_from(env->view, a, b) != 0)
        return -1;
    if (!ca.spec && !cb.spec) {
        int k = class_user_conversion(env, a->ent, cv, lvalue, b->ent, &via->fn);
        if (k == 1)
            via->type = via->fn->type_toks ? NULL : via->fn->type;
        return k;
    }
    int routes = 0;
    /* a's conversion functions yielding b ([over.match.copy]: non-explicit ones) */
    for (struct entity *f = ca.def->conversions; f; f = f->next) {
        if (f->flags & EF_EXPLICIT_CONVERSIONS)
            continue;
        const struct type *ft = member_type_in(env, &ca, f);
        if (!ft || !ft->inner || ft->fn_ref)
            return -1;
        const struct type *r = ft->inner->canon;
        if (r->kind == TY_LREF || r->kind == TY_RREF)
            r = r->inner->canon;
        r = type_unqualified(env->sema->types, r)->canon;
        if (!type_is_class(r))
            continue;   /* a scalar: b's constructor would be a second user-defined conversion */
        int d = r == b ? 1 : type_derives_from(env->view, r, b);
        if (d < 0)
            return -1;
        if (d == 0 || ((cv & ~ft->fn_cv) & (TQ_CONST | TQ_VOLATILE)))
            continue;
        routes++;
        *via = (struct user_route){ .fn = f, .type = ft, .owner = ca.spec };
    }
    /* b's converting constructors taking a by standard conversions alone */
    for (struct entity *k = cb.def->specials; k; k = k->next) {
        if (k->flags & EF_DESTRUCTOR)
            continue;
        bool known;
        const struct type *p = constructor_sole_parameter(env, &cb, k, a, &known);
        if (!known)
            return -1;
        if (!p)
            continue;
        const struct type *q = referred(env, p);
        if (!type_is_class(q))
            continue;
        int d = q == a ? 1 : type_derives_from(env->view, a, q);
        if (d < 0)
            return -1;
        if (d == 0)
            continue;
        if (k->flags & EF_CONVERSIONS_UNSURE)
            return -1;
        if (k->flags & EF_EXPLICIT_CONVERSIONS)
            continue;
        const struct type *pc = p->canon;
        int qcv = pc->kind == TY_LREF || pc->kind == TY_RREF ? pc->inner->canon->cv : TQ_CONST | TQ_VOLATILE;
        if ((cv & ~qcv) & (TQ_CONST | TQ_VOLATILE))
            continue;
        if ((pc->kind == TY_LREF && !(qcv & TQ_CONST) && !lvalue) || (pc->kind == TY_RREF && lvalue))
            continue;
        if (pc->kind != TY_LREF && pc->kind != TY_RREF && q != a)
            return -1;
        routes++;
        *via = (struct user_route){ .fn = k, .owner = cb.spec };
    }
    if (routes > 1)
        return -1;
    return routes;
}

bool type_converts_to_classes_only(struct expr_env *env, const struct type *t)
{
    struct class_def c;
    if (!class_def_of(env, t, &c) || !conversions_all_known(c.def))
        return false;
    for (struct entity *f = c.def->conversions; f; f = f->next) {
        if (f->flags & EF_EXPLICIT_CONVERSIONS)
            continue;
        const struct type *ft = member_type_in(env, &c, f);
        if (!ft || !ft->inner)
            return false;
        const struct type *r = ft->inner->canon;
        if (r->kind == TY_LREF || r->kind == TY_RREF)
            r = r->inner->canon;
        if (!type_is_class(r))
            return false;
    }
    return true;
}
