/* Typing expressions (see expr_type.h): one function per node kind, each
 * typing its operands first (so every call in a tree is seen, whatever
 * becomes of its parent), then applying the language's rule for the kind
 * when every operand is understood. */
#include "sema/expr_type.h"
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sema/builtins.h"
#include "sema/candidate_sets.h"
#include "sema/conversions.h"
#include "sema/deduce.h"
#include "sema/type_read.h"
#include "sema/enum_values.h"
#include "util/strbuf.h"


/* Development tracing (CF_EXPR_DEBUG): the line of this file that last
   gave up, to tell why a full-expression was not typed. */
unsigned expr_trace_line;

#define failed(env) (expr_trace_line = __LINE__, failed_(env))
#define not_modelled() (expr_trace_line = __LINE__, not_modelled_())

static struct typed failed_(const struct expr_env *env)
{
    struct typed t;
    memset(&t, 0, sizeof t);
    t.status = env->in_template ? ES_DEPENDENT : ES_FAILED;
    return t;
}

static struct typed not_modelled_(void)
{
    struct typed t;
    memset(&t, 0, sizeof t);
    t.status = ES_FAILED;
    return t;
}

/* depends on template parameters: typed at instantiation */
static struct typed dependent(void)
{
    struct typed t;
    memset(&t, 0, sizeof t);
    t.status = ES_DEPENDENT;
    return t;
}

static struct typed of_type(const struct type *ty, enum value_cat cat)
{
    struct typed t;
    memset(&t, 0, sizeof t);
    if (!ty) {
        t.status = ES_FAILED;
        return t;
    }
    ty = ty->canon;
    if (ty->kind == TY_LREF) {
        ty = ty->inner->canon;
        cat = VC_LVALUE;
    } else if (ty->kind == TY_RREF) {
        ty = ty->inner->canon;
        cat = ty->kind == TY_FUNCTION ? VC_LVALUE : VC_XVALUE;
    }
    t.type = ty;
    t.cat = (uint8_t)cat;
    t.status = ES_TYPED;
    return t;
}

static const struct type *builtin(struct expr_env *env, const char *code)
{
    return type_builtin(env->sema->types, code);
}

/* e without the parentheses around it (`((f))` is `f`) */
static const struct expr *without_parens(const struct expr *e)
{
    while (e && e->kind == EX_PAREN && e->nkids == 1)
        e = e->kids[0];
    return e;
}

/* operands that may call an overloaded operator: class or enumeration types */
static bool may_overload(const struct typed *t)
{
    return t->type && (type_is_class(t->type) || type_is_enum(t->type));
}

static struct typed combine_status(const struct expr_env *env, const struct typed *ops, int n)
{
    struct typed t = not_modelled_();  /* the operand's reason stands */
    for (int i = 0; i < n; i++)
        if (ops[i].status == ES_DEPENDENT) {
            t.status = ES_DEPENDENT;
            return t;
        }
    (void)env;
    return t;
}

static bool all_typed(const struct typed *ops, int n)
{
    for (int i = 0; i < n; i++)
        if (ops[i].status != ES_TYPED || !ops[i].type)
            return false;
    return true;
}

/* ---- errors sema is sure of ---- */

static void report(struct expr_env *env, enum diag_id id, uint32_t at, const struct diag_arg *args, int nargs)
{
    if (env->report && !env->in_template)
        env->report(env->ctx, id, at, args, nargs);
}

/* report with types as its fill-ins (printed as the reference does) */
static void report_types(struct expr_env *env, enum diag_id id, uint32_t at, const struct type *a,
                         const struct type *b)
{
    if (!env->report || env->in_template || type_mentions_opaque(a) || type_mentions_opaque(b))
        return;     /* (a value not known cannot be printed) */
    struct strbuf x, y;
    sb_init(&x);
    sb_init(&y);
    struct diag_arg args[2] = { { DA_TYPE, "", 0 }, { DA_TYPE, "", 0 } };
    for (int i = 0; i < 2 && (i == 0 || b); i++) {
        struct strbuf *sb = i == 0 ? &x : &y;
        type_print(sb, i == 0 ? a : b);
        size_t shown = sb->len;
        sb_putc(sb, '\0');
        args[i].i = type_print_aka(sb, i == 0 ? a : b);     /* ` (aka "...")`, after the NUL */
        sb->len = shown;
        args[i].s = sb->data ? sb->data : "";
    }
    report(env, id, at, args, b ? 2 : 1);
    sb_free(&x);
    sb_free(&y);
}

/* The operand of an assignment, ++ or -- must be a modifiable lvalue: not
   a prvalue or xvalue, not const, not an array or function. Members reached
   through a const object or `this` are const unless mutable or static. */
/* An operand's type as the reference's conversion messages show it: as
   the expression has it (cv kept, arrays and functions not decayed), a
   reference's referred type. */
static const struct type *shown_type(const struct type *t)
{
    const struct type *c = t->canon;
    return c->kind == TY_LREF || c->kind == TY_RREF ? c->inner : t;
}

static bool check_modifiable(struct expr_env *env, const struct typed *t, const struct expr *operand)
{
    if (t->status != ES_TYPED || !t->type || t->fns || !operand)
        return false;
    const struct type *c = t->type->canon;
    /* a __constant__ variable of scalar type, named: not modifiable (its
       address is still a plain pointer) */
    const struct expr *named = without_parens(operand);
    bool constant_space = t->var && t->var->kind == EK_VARIABLE && (t->var->mem_space & MS_CONSTANT) &&
                          !type_is_class(c) && named->kind == EX_NAME && named->ent == t->var;
    if (t->cat != VC_LVALUE || (c->cv & TQ_CONST) || c->kind == TY_ARRAY || c->kind == TY_FUNCTION || constant_space) {
        report(env, DIAG_expr_not_a_modifiable_lvalue, operand->first, NULL, 0);
        return true;
    }
    return false;
}

static bool is_scalar_type(const struct type *t)
{
    t = t->canon;
    return type_is_arithmetic(t) || t->kind == TY_POINTER || type_is_enum(t);
}

/* the value of `from` surely cannot become a `to` (a scalar): *arg gets
   what the conversion is asked about */
static bool never_converts(struct expr_env *env, const struct typed *from, const struct type *to)
{
    if (from->status != ES_TYPED || !from->type || from->fns || !is_scalar_type(to))
        return false;
    struct call_arg a = { from->type, from->cat, from->null_constant, from->string_literal, from->never_null, from->braced };
    return overload_never_converts(env->sema->types, &a, type_unqualified(env->sema->types, to));
}

static bool convert_to_scalar(struct expr_env *env, const struct typed *value, const struct expr *at,
                              const struct type *to, bool explicit_ok);

void expr_check_initializer(struct expr_env *env, const struct type *vt, const struct expr *init,
                            const struct typed *value, bool direct)
{
    if (init && vt && value && init->kind != EX_BRACED && init->kind != EX_PAREN_INIT &&
        convert_to_scalar(env, value, init, vt, direct))
        return;     /* `float a = obj;`: obj's conversion function */
    if (!env->report || env->in_template || !init || !vt || direct)
        return;
    vt = vt->canon;
    if (init->kind == EX_BRACED) {
        /* `T a[N] = {...}` with more than N items, scalars one item each */
        if (vt->kind != TY_ARRAY || vt->len == TYPE_NO_BOUND || !is_scalar_type(vt->inner))
            return;
        for (int i = 0; i < init->nkids; i++) {
            const struct expr *k = init->kids[i];
            if (!k || (k->flags & XF_PACK) || !env->view || k->first >= env->view->ntoks)
                return;
            unsigned t = env->view->toks[k->first].kind;
            if (t == TK_LBRACKET || t == TK_DOT)
                return;     /* designators (`[1] = v`, `.m = v`): positions not counted */
        }
        if ((unsigned long long)init->nkids > vt->len)
            report(env, DIAG_too_many_initializer_values, init->kids[vt->len]->first, NULL, 0);
        return;
    }
    if (init->kind == EX_PAREN_INIT || !value || !value->type || !never_converts(env, value, vt))
        return;
    if (type_is_class(value->type))
        report_types(env, DIAG_no_conversion_function, init->first, value->type, vt);  /* explicit ones aside */
    else
        report_types(env, DIAG_bad_initializer_type, init->first, type_decay(env->sema->types, value->type), vt);
}

/* ---- accesses ---- */

/* t's value is used: when t designates a variable, that is a read (an
   array or function designated is converted to a pointer, not read) */
void expr_use_value(struct expr_env *env, const struct typed *t)
{
    if (!t->var || !t->type || t->cat != VC_LVALUE || !env->on_access)
        return;
    unsigned k = t->type->canon->kind;
    if (k == TY_ARRAY || k == TY_FUNCTION || type_is_class(t->type))
        return;
    env->on_access(env->ctx, t->var_name, t->var, VA_READ);
    if (t->var2)
        env->on_access(env->ctx, t->var2_name, t->var2, VA_READ);
}

static void written(struct expr_env *env, const struct typed *t)
{
    if (!t->var || t->cat != VC_LVALUE || !env->on_access || !t->type || type_is_class(t->type))
        return;
    env->on_access(env->ctx, t->var_name, t->var, VA_WRITE);
    if (t->var2)
        env->on_access(env->ctx, t->var2_name, t->var2, VA_WRITE);
}

/* ---- names ---- */

/* Can a member of class owner be called on `this` of class c: owner is c
   or may be one of its bases? False only when c's bases are all known and
   none is owner (`_Hash_impl::hash(v)` from another class's member). */
static bool may_be_own_member(const struct entity *c, const struct entity *owner, int depth)
{
    if (!c || !owner || c == owner || depth > 16 || owner->templ || owner->kind != EK_CLASS ||
        (owner->flags & EF_SPECIALIZATION))
        return true;    /* (a template's member: its specialisations are not compared) */
    for (const struct entity *d = c; d; d = d == c ? (c->kind == EK_CLASS_TEMPLATE ? c->specializations : NULL)
                                                   : d->next_specialization)
        for (const struct base_ref *b = d->bases; b; b = b->next) {
            /* a class template's bases in every definition it has */
            const struct entity *be = b->entity ? entity_class(b->entity) : NULL;
            if (b->dependent || !be || (be->kind != EK_CLASS && be->kind != EK_CLASS_TEMPLATE) ||
                may_be_own_member(be, owner, depth + 1))
                return true;
        }
    return false;
}

/* The class `this` points to (an explicit specialisation's template-id) */
static const struct type *this_class_type(const struct expr_env *env)
{
    if (env->this_type)
        return env->this_type;
    return env->view ? type_read_class(env->view, env->this_class) : type_named(env->sema->types, env->this_class);
}


/* A member of a class template, of one of its specialisations or of a
   class nested in one, named from outside that template's own definition
   (`Box<char>::s()`, `c.get()` through a base `Box<char>`, `Box<int>::In`):
   lookup found the declaration in one definition, while the
   specialisation meant may take another. Only the specialisation path
   (specialization_member) reads such members; elsewhere nothing is sure. */
static bool member_of_unknown_specialization(const struct expr_env *env, const struct scope *s)
{
    const struct entity *t = scope_template_owner(s);
    if (!t)
        return false;
    for (const struct entity *c = env->this_class; c;
         c = c->parent && c->parent->kind == SK_CLASS ? c->parent->owner : NULL)
        if (c == t)
            return false;   /* in its own definition: its own members */
    return true;
}

/* `X<float>::m`, `A<int>::f`: the member of the specialisation the
   qualifier names, looked up in the definition it takes (lookup found it
   in the primary template, or in a base's); a static data member typed as
   declared there, functions as the set declared with the member found. */
static struct typed qualified_specialization_member(struct expr_env *env, const struct expr *e)
{
    const struct tu_view *V = env->view;
    uint32_t colons = e->at - 1;
    if (!(e->flags & XF_QUALIFIED) || !V || !env->read_type || !e->id || e->at < 2 || colons <= e->first ||
        tu_kind(V, colons) != TK_COLONCOLON)
        return not_modelled();
    const struct type *q = env->read_type(env->ctx, e->first, colons - 1);
    const struct type *owner, *t;
    bool concrete;
    struct entity *m = q ? type_read_member_of(V, q, e->id, &owner, &t, &concrete) : NULL;
    if (!m)
        return not_modelled();
    if (m->kind == EK_FUNCTION || m->kind == EK_FUNCTION_TEMPLATE) {
        if (!concrete && owner->canon->kind != TY_TEMPLATE_ID)
            return not_modelled();  /* a template's member functions: read in the specialisation (type_call) */
        struct typed r;
        memset(&r, 0, sizeof r);
        r.status = ES_TYPED;
        r.cat = VC_LVALUE;
        r.fns = m;
        r.owner = owner->canon;
        return r;
    }
    if (m->kind != EK_VARIABLE || !t || !(m->flags & EF_STATIC))
        return not_modelled();
    struct typed r = of_type(t, VC_LVALUE);
    if (t->canon->kind != TY_LREF && t->canon->kind != TY_RREF) {
        r.var = m;
        r.var_name = e;
    }
    return r;
}

/* `k<64>` naming the one specialisation of a function template that is
   not overloaded (its declarations all one template), every parameter
   given: its function type; NULL where not sure. */
static const struct type *named_specialization(struct expr_env *env, const struct expr *e, struct entity *tmpl)
{
    if (!(e->flags & XF_TEMPLATE_ARGS) || !env->template_args || !e->type_first || !e->type_last ||
        !tmpl->parent || tmpl->parent->kind == SK_CLASS)
        return NULL;
    struct entity *set[SET_MAX];
    int n = 0;
    if (!set_from_scope(tmpl->parent, tmpl->name, set, &n) || n == 0)
        return NULL;
    for (int i = 0; i < n; i++)
        if (set[i]->kind != EK_FUNCTION_TEMPLATE || (set[i] != tmpl && !deduce_same_template(env, tmpl, set[i])))
            return NULL;
    const struct type *args[EXPR_MAX_TARGS];
    int na = env->template_args(env->ctx, e->type_first, e->type_last, args, EXPR_MAX_TARGS);
    const struct type *t = na > 0 ? deduce_named_specialization(env, tmpl, args, na) : NULL;
    return t && t->canon->kind == TY_FUNCTION ? t->canon : NULL;
}

/* `v<T>` naming a variable template's specialisation: an lvalue of its
   declared type read with the arguments bound (const when declared
   constexpr). Packs, template template parameters, defaults left to fill
   and `auto` are not modelled. */
static struct typed variable_template_specialization(struct expr_env *env, const struct expr *e,
                                                     struct entity *v)
{
    const struct tu_view *V = env->view;
    if (!(e->flags & XF_TEMPLATE_ARGS) || !env->template_args || !env->template_type || !V || !e->type_first ||
        !e->type_last || !v->type_toks)
        return not_modelled();
    const struct type *args[EXPR_MAX_TARGS];
    int n = env->template_args(env->ctx, e->type_first, e->type_last, args, EXPR_MAX_TARGS);
    const struct type *t = n > 0 ? deduce_named_specialization(env, v, args, n) : NULL;
    if (!t || type_mentions_param(t, true) || type_read_is_auto(t))
        return not_modelled();
    for (uint32_t i = v->type_toks->spec_first; i <= v->type_toks->spec_last && i < V->ntoks; i++)
        if (tu_kind(V, i) == TK_CONSTEXPR)
            t = type_qualified(env->sema->types, t, TQ_CONST);
    return of_type(t, VC_LVALUE);
}

/* A call through implicit `this` in a class template's definition whose
   set has a non-static member function */
static bool implicit_member_call(const struct entity *f)
{
    if (!f->parent || f->parent->kind != SK_CLASS || !scope_template_owner(f->parent))
        return false;
    for (const struct entity *x = scope_find_local(f->parent, f->name); x; x = x->next)
        if (x->name == f->name && (x->kind == EK_FUNCTION || x->kind == EK_FUNCTION_TEMPLATE) &&
            !(x->flags & EF_STATIC))
            return true;
    return false;
}

/* Names the reference takes as dependent in a class template's definition
   (members of the current instantiation it does not look into): an
   enumerator of an enumeration declared in the template, a member of a
   class nested in it (`N::v`), and a member function template. */
static bool member_of_current_instantiation(const struct entity *ent)
{
    if (ent->kind == EK_ENUMERATOR) {
        const struct entity *en = ent->target;
        return en && en->parent && en->parent->kind == SK_CLASS && scope_template_owner(en->parent);
    }
    if (ent->kind != EK_VARIABLE && ent->kind != EK_FUNCTION && ent->kind != EK_FUNCTION_TEMPLATE)
        return false;
    if (!ent->parent || ent->parent->kind != SK_CLASS)
        return false;
    const struct entity *t = scope_template_owner(ent->parent);
    return t && (ent->parent->owner != t || ent->kind == EK_FUNCTION_TEMPLATE);
}

/* A class's `using A::f;` naming A's member functions, with no function
   of that name declared beside it (which would join or hide some of
   them): the first of A's, whose set the call takes. NULL otherwise. */
static struct entity *member_using_function(struct entity *u)
{
    if (!u || u->kind != EK_USING || !u->target || !u->parent || u->parent->kind != SK_CLASS)
        return NULL;
    struct entity *t = entity_resolve(u);
    if (!t || (t->kind != EK_FUNCTION && t->kind != EK_FUNCTION_TEMPLATE) || !t->parent ||
        t->parent->kind != SK_CLASS)
        return NULL;
    for (const struct entity *x = scope_find_local(u->parent, u->name); x; x = x->next)
        if (x != u && x->name == u->name)
            return NULL;
    return t;
}

static struct typed member_functions(struct entity *m, const struct type *t);

/* `f()` in a member of a plain class D deriving from `B<int>`: the member
   of D's base specialisation, as `this->f()` names it (base_member). */
static struct typed implicit_specialization_member(struct expr_env *env, const struct expr *e)
{
    if (!env->this_class || env->in_template || !env->view || !e->id || env->this_class->kind != EK_CLASS ||
        scope_template_owner(env->this_class->members))
        return not_modelled();
    const struct type *owner, *t;
    bool concrete;
    struct entity *m = type_read_member_of(env->view, this_class_type(env), e->id, &owner, &t, &concrete);
    if (m && m->kind == EK_USING && member_using_function(m)) {
        /* `using B<int>::f;` alone in the class: f of the one base
           specialisation that declares it */
        struct entity *found = NULL;
        for (const struct base_ref *b = env->this_class->bases; b; b = b->next) {
            const struct type *o, *bt;
            bool c;
            struct entity *bm = b->type && b->type->canon->kind == TY_TEMPLATE_ID
                                ? type_read_member_of(env->view, b->type, e->id, &o, &bt, &c) : NULL;
            if (!bm)
                continue;
            if (found || (bm->kind != EK_FUNCTION && bm->kind != EK_FUNCTION_TEMPLATE) || !o)
                return not_modelled();
            found = bm, owner = o, concrete = c;
        }
        m = found;
    }
    if (!m || !owner || (m->kind != EK_FUNCTION && m->kind != EK_FUNCTION_TEMPLATE) ||
        (!concrete && owner->canon->kind != TY_TEMPLATE_ID))
        return not_modelled();
    return member_functions(m, type_qualified(env->sema->types, owner, env->this_cv)->canon);
}

/* `B<int>::f()` in a member of a plain class D deriving from `B<int>`:
   is owner (the specialisation declaring f) among D's bases, so that
   `*this` is the object? */
static bool has_base_specialization(const struct entity *c, const struct type *spec, int depth)
{
    for (const struct base_ref *b = c->bases; b && depth < 16; b = b->next) {
        if (b->type && b->type->canon == spec->canon)
            return true;
        const struct entity *be = b->entity && !b->dependent ? entity_resolve(b->entity) : NULL;
        if (be && be->kind == EK_CLASS && has_base_specialization(be, spec, depth + 1))
            return true;
    }
    return false;
}

static bool base_specialization_of_this(struct expr_env *env, const struct entity *f, const struct type *owner)
{
    (void)f;
    if (!env->this_class || env->in_template || !env->view || env->this_class->kind != EK_CLASS ||
        scope_template_owner(env->this_class->members))
        return false;
    return has_base_specialization(env->this_class, owner, 0);
}

static struct typed type_name(struct expr_env *env, const struct expr *e)
{
    struct entity *ent = e->ent;
    if (!ent && (e->flags & XF_UNFOUND)) {
        struct typed r = not_modelled();
        r.adl_only = true;      /* a call may still find it by its arguments (in a template:
                                   when none depends on its parameters) */
        return r;
    }
    if (!ent && (e->flags & XF_QUALIFIED) && !(e->flags & XF_DEPENDENT_NAME) && !env->in_template) {
        /* `A<int>::m` with A an alias template: what lookup did not follow */
        struct typed r = qualified_specialization_member(env, e);
        if (r.status == ES_TYPED)
            return r;
    }
    if (!ent || (e->flags & XF_DEPENDENT_NAME))
        return failed(env);
    if (ent->kind == EK_USING && ent->target && entity_resolve(ent) &&
        entity_resolve(ent)->kind == EK_ENUMERATOR)
        ent = entity_resolve(ent);      /* `using enum E;` and `using E::X;` bring an enumerator */
    if (ent->kind == EK_USING && ent->target) {
        /* a namespace's functions brought here: the call's set starts from
           the using-declaration's scope (set_from_scope expands it) */
        struct entity *t = entity_resolve(ent);
        if (t && (t->kind == EK_FUNCTION || t->kind == EK_FUNCTION_TEMPLATE) && t->parent &&
            t->parent->kind == SK_NAMESPACE && ent->parent && ent->parent->kind == SK_NAMESPACE) {
            struct typed r;
            memset(&r, 0, sizeof r);
            r.status = ES_TYPED;
            r.cat = VC_LVALUE;
            r.fns = ent;
            return r;
        }
    }
    struct entity *brought = member_using_function(ent);
    if (brought)
        ent = brought;      /* `using A::f;` in a class: A's functions */
    if (env->in_template && member_of_current_instantiation(ent))
        return dependent();
    if ((ent->kind == EK_VARIABLE || ent->kind == EK_FUNCTION || ent->kind == EK_FUNCTION_TEMPLATE) &&
        ent->parent && ent->parent->kind == SK_CLASS) {
        if (member_of_unknown_specialization(env, ent->parent))
            return (e->flags & XF_QUALIFIED) ? qualified_specialization_member(env, e)
                                             : implicit_specialization_member(env, e);
        const struct entity *t = scope_template_owner(ent->parent);
        if ((e->flags & XF_QUALIFIED) && !env->in_template && t && (t->flags & EF_SPECIALIZATION))
            return qualified_specialization_member(env, e);     /* `Hasher<unsigned>::hash` inside
                                                                   `Hasher<Key2>`: the qualifier's */
    }
    switch (ent->kind) {
    case EK_VARIABLE:
    case EK_PARAMETER: {
        if (!(e->flags & XF_QUALIFIED) && e->id) {
            /* the name was bound when the parser met it; a declaration the
               parser settled later (`A(a);` is one, once the statement
               ends) may hide that entity since */
            struct entity *now = sema_lookup(env->sema, e->id);
            if (!now || entity_resolve(now) != entity_resolve(ent))
                return failed(env);
        }
        const struct type *t = env->entity_type(env->ctx, ent);
        if (!t)
            return failed(env);
        if (ent->kind == EK_PARAMETER && (t->canon->kind == TY_ARRAY || t->canon->kind == TY_FUNCTION))
            t = type_decay(env->sema->types, t);    /* a parameter declared `T a[]` is a `T *` */
        struct typed r = of_type(t, VC_LVALUE);
        r.cat = VC_LVALUE;      /* a named rvalue reference too */
        if (t->canon->kind != TY_LREF && t->canon->kind != TY_RREF) {
            r.var = ent;
            r.var_name = e;
        }
        /* a non-static data member named in a member function: `this->m` */
        if ((ent->flags & EF_MEMBER) && !(ent->flags & (EF_STATIC | EF_MUTABLE)) && env->this_cv && !env->in_lambda &&
            r.type &&
            t->canon->kind != TY_LREF && t->canon->kind != TY_RREF)
            r.type = type_qualified(env->sema->types, r.type, env->this_cv)->canon;
        return r;
    }
    case EK_VARIABLE_TEMPLATE:
        return variable_template_specialization(env, e, ent);
    case EK_ENUMERATOR:
        if (ent->target && ent->target->kind == EK_ENUM)
            return of_type(type_named(env->sema->types, ent->target), VC_PRVALUE);
        return not_modelled();
    case EK_FUNCTION:
    case EK_FUNCTION_TEMPLATE: {
        struct typed r;
        memset(&r, 0, sizeof r);
        r.status = ES_TYPED;
        r.cat = VC_LVALUE;
        r.fns = ent;
        r.implicit_object = ent->parent && ent->parent->kind == SK_CLASS && env->this_class &&
                            may_be_own_member(env->this_class, ent->parent->owner, 0);
        if (ent->kind == EK_FUNCTION_TEMPLATE)
            r.type = named_specialization(env, e, ent);     /* `launch(k<64>, ...)` */
        return r;
    }
    case EK_VALUE_PARAM:
    case EK_TYPE_PARAM:
    case EK_TEMPLATE_PARAM:
        return dependent();
    default:
        return not_modelled();
    }
}

/* ---- calls ---- */
/* A function that is no template, taking every argument by value as its
   own type or by a reference of the argument's own type and category
   (identity conversions that no other binding can better), and binding
   its object (if any) exactly: any function template's specialisation is
   at best as good on each argument, and loses the tie ([over.match.best]). */
static bool beats_any_template(struct expr_env *env, const struct resolved_call *r, const struct type *object,
                               const struct call_arg *args, int nargs)
{
    const struct type *t = r->type ? r->type->canon : NULL;
    if (r->ntargs || !r->fn || r->fn->kind != EK_FUNCTION || !t || t->nargs != nargs || t->variadic)
        return false;
    /* the object binds its implicit parameter exactly: no ref-qualifier, the
       function's cv the object's */
    if (object && ((r->fn->flags & EF_STATIC) || t->fn_ref || t->fn_cv != object->canon->cv))
        return false;
    struct type_table *tt = env->sema->types;
    for (int i = 0; i < nargs; i++) {
        const struct type *p = t->args[i]->canon;
        if (!args[i].type)
            return false;
        if (p->kind == TY_LREF || p->kind == TY_RREF) {
            /* a reference bound directly, with no cv added, of the kind the
               argument's category asks for (`T&&` to an rvalue): no
               binding ranks better */
            const struct type *q = p->inner->canon;
            if (q != args[i].type->canon || (p->kind == TY_RREF) != (args[i].cat != VC_LVALUE))
                return false;
            continue;
        }
        if (type_unqualified(tt, p)->canon != type_unqualified(tt, args[i].type)->canon)
            return false;
    }
    return true;
}

/* Every unsure template's specialisation has its parameters read (its
   result alone was not) and r, no specialisation, is at least as good on
   every argument: r wins whether they are viable or not. */
static bool beats_loose_templates(struct expr_env *env, const struct resolved_call *r,
                                  const struct type *const *loose, int nloose, int unsure,
                                  const struct type *object, const struct call_arg *args, int nargs)
{
    if (nloose != unsure || r->ntargs || !r->fn || r->fn->kind != EK_FUNCTION || !r->type ||
        (r->fn->flags & EF_STATIC))
        return false;
    for (int i = 0; i < nloose; i++)
        if (!overload_not_worse(env, r->type, loose[i], object, args, nargs))
            return false;
    return true;
}

/* r is a function template's specialisation; every unsure template's has
   its parameters read, r is at least as good on every argument, and r's
   template is more specialised ([over.match.best]'s tie-break): r wins
   whether they are viable or not (`asinh(const complex<T>&)` over
   `template <class I, enable_if_t<is_integral_v<I>, int> = 0> asinh(I)`). */
static bool orders_before_loose_templates(struct expr_env *env, const struct resolved_call *r,
                                          const struct type *const *loose, struct entity *const *loose_of,
                                          int nloose, int unsure, const struct type *object,
                                          const struct call_arg *args, int nargs)
{
    if (nloose != unsure || !r->ntargs || !r->fn || r->fn->kind != EK_FUNCTION_TEMPLATE || !r->type || object)
        return false;
    for (int i = 0; i < nloose; i++)
        if (!overload_not_worse(env, r->type, loose[i], object, args, nargs) ||
            deduce_more_specialized(env, r->fn, loose_of[i], nargs) <= 0)
            return false;
    return true;
}

/* Resolve among the set: ordinary functions as they are, function
   templates as the specialisations deduction gives. */
static enum resolve_result resolve_set_with(struct expr_env *env, struct entity *const *set, int n,
                                            const struct candidate_decl *extra, int nextra,
                                            const struct type *object, const struct call_arg *args, int nargs,
                                            const struct type *const *explicit_args, int nexplicit,
                                            struct resolved_call *r);

static enum resolve_result resolve_set(struct expr_env *env, struct entity *const *set, int n,
                                       const struct type *object, const struct call_arg *args, int nargs,
                                       const struct type *const *explicit_args, int nexplicit,
                                       struct resolved_call *r)
{
    return resolve_set_with(env, set, n, NULL, 0, object, args, nargs, explicit_args, nexplicit, r);
}

/* The specialisations of the class template tmpl that the type t names
   (through pointers, references, template arguments and, where V reads
   them, the bases of specialisations), added to specs[0..*n) (each has its
   own hidden friends: `vector<vector<int>>`'s iterators reach
   `allocator<vector<int>>` and `allocator<int>`); false when there are
   more than max, or a base is not read. */
static bool friend_specializations(const struct tu_view *V, const struct entity *tmpl, const struct type *t,
                                   const struct type **specs, int *n, int max, int depth)
{
    if (!t || depth > 8)
        return depth <= 8;
    t = t->canon;
    while (t->kind == TY_POINTER || t->kind == TY_LREF || t->kind == TY_RREF || t->kind == TY_ARRAY)
        t = t->inner->canon;
    if (t->kind != TY_TEMPLATE_ID && t->kind != TY_PACK)
        return true;
    if (t->kind == TY_TEMPLATE_ID && t->ent == tmpl) {
        int k = 0;
        while (k < *n && specs[k] != t)
            k++;
        if (k == *n) {
            if (*n == max)
                return false;
            specs[(*n)++] = t;
        }
    } else if (t->kind == TY_TEMPLATE_ID && V && t->ent && t->ent->kind == EK_CLASS_TEMPLATE &&
               (t->ent->bases || t->ent->specializations)) {
        /* allocator<int>'s base new_allocator<int>, whose friends ADL finds */
        const struct type *bases[16];
        int nb = type_read_bases(V, t, bases, 16);
        if (nb < 0)
            return false;
        for (int i = 0; i < nb; i++)
            if (!friend_specializations(V, tmpl, bases[i], specs, n, max, depth + 1))
                return false;
    }
    for (int i = 0; i < t->nargs; i++)
        if (!friend_specializations(V, tmpl, t->args[i], specs, n, max, depth + 1))
            return false;
    return true;
}

/* A class template's hidden friend f: one candidate in each
   specialisation the arguments name, appended to ds[*nd]; false where
   not sure */
static bool friend_candidates(struct expr_env *env, struct entity *f, const struct call_arg *args, int nargs,
                              struct candidate_decl *ds, int *nd)
{
    const struct type *specs[8];
    int ns = 0;
    for (int k = 0; k < nargs; k++)
        if (!friend_specializations(env->view, f->templ, args[k].type, specs, &ns, 8, 0))
            return false;
    if (ns == 0 || !env->view || *nd + ns > SET_MAX)
        return false;
    for (int k = 0; k < ns; k++) {
        struct candidate_decl *d = &ds[(*nd)++];
        memset(d, 0, sizeof *d);
        d->e = f;
        d->type = type_read_specialization_member(env->view, f, specs[k]);
        if (!d->type || d->type->canon->kind != TY_FUNCTION)
            return false;
        d->type = d->type->canon;
    }
    return true;
}

/* RR_TEMPLATE_MISMATCH's argument: the first one the specialisation takes by no conversion */
static int template_bad_arg;

/* The only candidate is d, the deduced specialisation of one function
   template (set[0..n): its declarations): the first argument it takes by
   no conversion, when its parameter is sure before deduction (its type
   names no template parameter, or every template parameter was given:
   `kt<int>(S())`). -1: none, or not sure. */
static int template_argument_mismatch(struct expr_env *env, struct entity *const *set, int n,
                                      const struct candidate_decl *d, const struct call_arg *args, int nargs,
                                      int nexplicit)
{
    if (!env->template_type || !env->view || !d->type || d->type->canon->kind != TY_FUNCTION)
        return -1;
    for (int i = 0; i < n; i++)
        if (set[i]->kind != EK_FUNCTION_TEMPLATE || (i > 0 && !deduce_same_template(env, set[0], set[i])))
            return -1;
    const struct type *ft = d->type->canon;
    int bad = -1;
    for (int i = 0; i < nargs && i < ft->nargs && bad < 0; i++)
        if (overload_argument_fails(env, &args[i], ft->args[i]))
            bad = i;
    if (bad < 0)
        return -1;
    const struct type *pattern = env->template_type(env->ctx, set[0], NULL, NULL, NULL, 0, true, NULL);
    if (!pattern || pattern->canon->kind != TY_FUNCTION || bad >= pattern->canon->nargs)
        return -1;
    for (int i = 0; i < pattern->canon->nargs; i++)
        if (pattern->canon->args[i]->canon->kind == TY_EXPANSION)
            return -1;
    if (type_mentions_param(pattern->canon->args[bad], true)) {
        struct template_param_info ps[EXPR_MAX_TARGS];
        int np = type_read_function_template_params(env->view, set[0], ps, EXPR_MAX_TARGS);
        if (np <= 0 || nexplicit != np)
            return -1;
        for (int i = 0; i < np; i++)
            if (ps[i].pack || ps[i].kind != 0)
                return -1;
    }
    return bad;
}

/* The specialisation d deduced from template f: when ds[from..nd) holds
   one deduced from an earlier declaration of the same template, f's space
   joins it there and d is no further candidate (true). */
static bool joins_declared_template(struct expr_env *env, struct candidate_decl *ds, int from, int nd,
                                    const struct candidate_decl *d, struct entity *f)
{
    for (int j = from; j < nd; j++)
        if (ds[j].templ && ds[j].type == d->type && deduce_same_template(env, ds[j].e, f)) {
            ds[j].spaces |= f->exec_space;
            return true;
        }
    return false;
}

/* The same, with extra candidates whose types are given (a member operator
   as a function taking its object first) */
static enum resolve_result resolve_set_with(struct expr_env *env, struct entity *const *set, int n,
                                            const struct candidate_decl *extra, int nextra,
                                            const struct type *object, const struct call_arg *args, int nargs,
                                            const struct type *const *explicit_args, int nexplicit,
                                            struct resolved_call *r)
{
    static struct candidate_decl ds[SET_MAX];
    static const struct type *loose[SET_MAX];   /* unsure templates' specialisations, parameters read */
    static struct entity *loose_of[SET_MAX];    /* ... and their templates */
    int nd = 0, unsure_templates = 0, nloose = 0;
    bool one_template_count = n > 0;    /* one template's declarations, each for another count */
    int spaces = -1;    /* the templates' execution space, when they all have one */
    for (int i = 0; i < n; i++)
        if (set[i]->kind == EK_FUNCTION_TEMPLATE)
            spaces = spaces < 0 || spaces == set[i]->exec_space ? set[i]->exec_space : 256;
    for (int i = 0; i < n; i++) {
        if (set[i]->kind != EK_FUNCTION_TEMPLATE)
            one_template_count = false;
        if (explicit_args && set[i]->kind != EK_FUNCTION_TEMPLATE)
            continue;   /* `f<int>(x)` names specialisations only */
        if (set[i]->kind == EK_FUNCTION_TEMPLATE) {
            /* a member template of a class template's specialisation: read there */
            const struct type *owner = object && object->canon->kind == TY_TEMPLATE_ID && set[i]->parent &&
                                       set[i]->parent->kind == SK_CLASS ? object->canon : NULL;
            int k = deduce_template(env, set[i], owner, args, nargs, explicit_args, nexplicit, &ds[nd]);
            if (k == DEDUCE_CONSTRAINED && nextra == 0 && n == 1)
                k = DEDUCE_OK;  /* the only candidate: either it is called or the call is ill-formed */
            else if (k == DEDUCE_CONSTRAINED)
                k = DEDUCE_UNSURE;
            if (k != DEDUCE_FAILS || !ds[nd].wrong_count || (i > 0 && !deduce_same_template(env, set[0], set[i])))
                one_template_count = false;
            if (k == DEDUCE_EXPLICIT_SPECIALIZATION && spaces != 256)
                continue;   /* its primary template is the candidate; the space is the same */
            if (k == DEDUCE_UNSURE || k == DEDUCE_EXPLICIT_SPECIALIZATION) {
                unsure_templates++;     /* only an exact non-template may still win for sure */
                if (k == DEDUCE_UNSURE && ds[nd].loose) {
                    loose_of[nloose] = set[i];
                    loose[nloose++] = ds[nd].loose;
                }
                continue;
            }
            if (k == DEDUCE_OK && !joins_declared_template(env, ds, 0, nd, &ds[nd], set[i]))
                nd++;       /* (the same template declared again: its space joins) */
            continue;
        }
        memset(&ds[nd], 0, sizeof ds[nd]);
        ds[nd].e = set[i];
        if (set[i]->kind == EK_FUNCTION && set[i]->templ && set[i]->templ->kind == EK_CLASS_TEMPLATE) {
            if (!friend_candidates(env, set[i], args, nargs, ds, &nd))
                return expr_trace_line = __LINE__, RR_UNSURE;
            continue;
        } else if (object && object->canon->kind == TY_TEMPLATE_ID && set[i]->parent && set[i]->parent->kind == SK_CLASS) {
            /* a member of a class template's specialisation: its type there */
            ds[nd].type = env->view ? type_read_specialization_member(env->view, set[i], object) : NULL;
            if (!ds[nd].type || ds[nd].type->canon->kind != TY_FUNCTION)
                return expr_trace_line = __LINE__, RR_UNSURE;
            ds[nd].type = ds[nd].type->canon;
        }
        nd++;
    }
    if (nd + nextra > SET_MAX)
        return expr_trace_line = __LINE__, RR_UNSURE;
    for (int i = 0; i < nextra; i++)
        ds[nd++] = extra[i];
    if (one_template_count && nextra == 0)
        return expr_trace_line = __LINE__, RR_TEMPLATE_COUNT;
    if (nd == 0)    /* (a template's deduction keeps its own trace) */
        return unsure_templates ? RR_UNSURE : (expr_trace_line = __LINE__, RR_UNSURE);
    enum resolve_result rr = overload_resolve_decls(env, ds, nd, object, args, nargs, r);
    if (rr == RR_UNSURE && nd == 1 && ds[0].templ && !unsure_templates && nextra == 0 && !object &&
        (template_bad_arg = template_argument_mismatch(env, set, n, &ds[0], args, nargs, nexplicit)) >= 0)
        return expr_trace_line = __LINE__, RR_TEMPLATE_MISMATCH;
    if (rr == RR_RESOLVED && unsure_templates && !beats_any_template(env, r, object, args, nargs) &&
        !beats_loose_templates(env, r, loose, nloose, unsure_templates, object, args, nargs) &&
        !orders_before_loose_templates(env, r, loose, loose_of, nloose, unsure_templates, object, args, nargs))
        return expr_trace_line = __LINE__, RR_UNSURE;
    if ((rr == RR_NO_MATCH || rr == RR_AMBIGUOUS) && unsure_templates)
        return expr_trace_line = __LINE__, RR_UNSURE;   /* a template may take the arguments */
    return rr;
}

static void resolved_call(struct expr_env *env, const struct expr *e, const struct resolved_call *r)
{
    env->calls_resolved++;
    if (env->on_call)
        env->on_call(env->ctx, e, r);
    if (env->on_function_named && e->kind == EX_CALL && e->nkids > 0 && e->kids[0]->kind == EX_NAME && r->fn)
        env->on_function_named(env->ctx, e->kids[0], r->fn);
}

static bool call_args(const struct typed *ops, int first_arg, int nargs, struct call_arg *args)
{
    for (int i = 0; i < nargs; i++) {
        const struct typed *a = &ops[first_arg + i];
        if (a->status != ES_TYPED || !a->type)
            return false;
        args[i].braced = a->braced;
        args[i].type = a->type;
        args[i].cat = a->cat;
        args[i].null_constant = a->null_constant;
        args[i].string_literal = a->string_literal;
        args[i].never_null = a->never_null;
    }
    return true;
}

/* the arguments a resolved call copies are read: those passed by value
   and through an ellipsis */
static void read_arguments(struct expr_env *env, const struct resolved_call *r, const struct typed *ops,
                           int first_arg, int nargs)
{
    const struct type *t = r->type->canon;
    for (int i = 0; i < nargs; i++) {
        const struct type *p = i < t->nargs ? t->args[i]->canon : NULL;
        /* (a class parameter is made by a constructor, which may bind the
           argument to a reference: `S(int&)`) */
        if (!p || (p->kind != TY_LREF && p->kind != TY_RREF && !type_is_class(p)))
            expr_use_value(env, &ops[first_arg + i]);
    }
}

static struct typed call_result(struct expr_env *env, const struct expr *e, const struct resolved_call *r,
                                bool launch)
{
    resolved_call(env, e, r);
    if (launch)
        return of_type(builtin(env, "v"), VC_PRVALUE);
    if (type_read_is_auto(r->type->canon->inner))
        return not_modelled();      /* a deduced result: the body would tell */
    return of_type(r->type->inner, VC_PRVALUE);
}

static void convert_arguments(struct expr_env *env, const struct resolved_call *r, const struct typed *ops,
                              const struct expr *const *kids, int first_arg, int nargs);

/* Whether unqualified lookup's set holds the function the parser bound the
   name to (through a using-declaration, the function it names): where it
   does not, the two lookups disagree and nothing is sure. */
static bool set_holds(struct entity *const *set, int n, struct entity *f)
{
    struct entity *target = f->kind == EK_USING ? entity_resolve(f) : f;
    for (int i = 0; i < n; i++)
        if (set[i] == target)
            return true;
    return false;
}

/* `f(x)` where ordinary lookup finds no f: the functions of x's
   associated namespaces are the candidates ([basic.lookup.argdep]) */
static struct typed type_adl_call(struct expr_env *env, const struct expr *e, const struct typed *ops,
                                  int first_arg, int nargs, bool launch)
{
    struct call_arg args[64];
    if (nargs > 64 || !call_args(ops, first_arg, nargs, args))
        return not_modelled();
    struct entity *set[SET_MAX];
    int n = 0;
    const struct ident *id = e->kids[0]->id;
    for (int i = 0; i < nargs; i++)
        if (!set_by_adl(env->view, args[i].type, id, set, &n))
            return not_modelled();
    struct resolved_call r;
    if (n == 0 || resolve_set(env, set, n, NULL, args, nargs, NULL, 0, &r) != RR_RESOLVED)
        return not_modelled();
    read_arguments(env, &r, ops, first_arg, nargs);
    convert_arguments(env, &r, ops, (const struct expr *const *)e->kids, first_arg, nargs);
    return call_result(env, e, &r, launch);
}

/* Where the reference points at a candidate, the declarations in set of
   type t (NULL: all of them, a template's): its definition, else its first
   declaration (0: not known). first gets the first declaration. */
static uint32_t candidate_offset(struct expr_env *env, struct entity *const *set, int n, const struct type *t,
                                 uint32_t *first)
{
    uint32_t def = 0, low = 0;
    for (int i = 0; i < n; i++) {
        const struct type *st = t ? env->entity_type(env->ctx, set[i]) : NULL;
        if (t && (!st || st->canon != t))
            continue;
        if (!set[i]->first_offset)
            return 0;
        if ((set[i]->flags & EF_DEFINED) && set[i]->decl_offset)
            def = set[i]->decl_offset;
        if (!low || set[i]->first_offset < low)
            low = set[i]->first_offset;
    }
    *first = low;
    return def ? def : low;
}

/* names the reference writes as this layer does: no unnamed or inline
   namespace, no template, on the way out */
static bool plainly_named(const struct entity *fn)
{
    for (const struct scope *s = fn->parent; s && s->owner && s->owner->parent; s = s->parent) {
        const struct entity *o = s->owner;
        if (!o->name || (o->flags & (EF_ANONYMOUS | EF_INLINE_NS | EF_SPECIALIZATION)) || o->templ ||
            (o->kind != EK_NAMESPACE && o->kind != EK_CLASS))
            return false;
    }
    return true;
}

static void print_signature(struct strbuf *sb, const struct entity *fn, const struct type *f)
{
    type_print_entity_name(sb, fn);
    type_print_parameters(sb, f);
    if (f->fn_cv & TQ_CONST)
        sb_puts(sb, " const");
    if (f->fn_cv & TQ_VOLATILE)
        sb_puts(sb, " volatile");
}

/* order[0..n) (indices into first[]) sorted by the offsets first[]: the
   last declared first, or the first declared first */
static void order_by_declaration(int *order, const uint32_t *first, int n, bool last_first)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && (last_first ? first[order[j]] > first[order[j - 1]]
                                             : first[order[j]] < first[order[j - 1]]); j--) {
            int x = order[j];
            order[j] = order[j - 1];
            order[j - 1] = x;
        }
}

/* The lines after an overload message's first: the argument types (none
   without arguments), the object type of a member call. */
static void argument_lines(struct strbuf *lines, const struct typed *ops, int first_arg, int nargs,
                           const struct type *object)
{
    if (nargs > 0) {
        sb_puts(lines, "\n            argument types are: (");
        for (int i = 0; i < nargs; i++) {
            if (i)
                sb_puts(lines, ", ");
            type_print(lines, ops[first_arg + i].type);
        }
        sb_putc(lines, ')');
    }
    if (object) {
        sb_puts(lines, "\n            object type is: ");
        type_print(lines, object);
    }
}

/* A candidate's note: kind ("function", "function template") and name,
   and why it is not called: its parameter count (bad_arg < 0) or argument
   bad_arg */
static void candidate_note(struct expr_env *env, const char *kind, const char *name, int bad_arg, uint32_t at)
{
    struct diag_arg a[3] = { { DA_STR, kind, 0 }, { DA_STR, name, 0 }, { DA_INT, NULL, bad_arg + 1 } };
    env->note(env->ctx, bad_arg < 0 ? DIAG_candidate_wrong_param_count : DIAG_nonviable_because_arg_mismatch,
              at, a, bad_arg < 0 ? 2 : 3);
}

/* "no instance of <kind> <fn> matches the argument list", with the
   argument and object type lines */
static void report_no_instance(struct expr_env *env, const struct expr *call, const char *kind,
                               const struct entity *fn, const struct typed *ops, int first_arg, int nargs,
                               const struct type *object)
{
    struct strbuf name, lines;
    sb_init(&name);
    sb_init(&lines);
    type_print_entity_name(&name, fn);
    argument_lines(&lines, ops, first_arg, nargs, object);
    struct diag_arg a[3] = { { DA_STR, kind, 0 }, { DA_STR, name.data, 0 }, { DA_STR, lines.data ? lines.data : "", 0 } };
    report(env, DIAG_no_matching_function, call->at, a, 3);
    sb_free(&name);
    sb_free(&lines);
}

/* Several functions, none of which can be called: the reference lists
   them, the last declared first, each with its reason. */
static void no_instance(struct expr_env *env, const struct expr *call, struct entity *const *set, int n,
                        const struct typed *ops, int first_arg, int nargs, const struct type *object)
{
    const struct no_match *m = overload_no_match();
    if (!env->note || !plainly_named(m->fn[0]))
        return;
    uint32_t at[NO_MATCH_MAX], first[NO_MATCH_MAX];
    int order[NO_MATCH_MAX];
    for (int k = 0; k < m->n; k++) {
        const struct type *t = m->type[k];
        if (t->fn_ref || !(at[k] = candidate_offset(env, set, n, t, &first[k])))
            return;
        order[k] = k;
    }
    for (int i = 0; i < nargs; i++) {
        unsigned kind = ops[first_arg + i].type->canon->kind;
        if (kind == TY_FUNCTION || ops[first_arg + i].fns)
            return;     /* printed in forms not probed yet */
    }
    order_by_declaration(order, first, m->n, true);
    struct strbuf sb;
    sb_init(&sb);
    for (int i = 0; i < m->n; i++) {
        int k = order[i];
        sb_reset(&sb);
        print_signature(&sb, m->fn[k], m->type[k]);
        candidate_note(env, "function", sb.data, m->arg[k], at[k]);
    }
    sb_free(&sb);
    report_no_instance(env, call, "overloaded function", m->fn[0], ops, first_arg, nargs, object);
}

/* The declarations of one function template, none of which takes this
   many arguments (bad_arg < 0) or whose specialisation takes argument
   bad_arg by no conversion: "no instance of function template", with a
   note at the template (its definition, else its first declaration). */
static void no_template_instance(struct expr_env *env, const struct expr *call, struct entity *const *set, int n,
                                 const struct typed *ops, int first_arg, int nargs, const struct type *object,
                                 int bad_arg)
{
    if (!env->note || !env->report || env->in_template || !plainly_named(set[0]) || type_mentions_opaque(object))
        return;
    uint32_t first, at = candidate_offset(env, set, n, NULL, &first);
    if (!at)
        return;
    for (int i = 0; i < nargs; i++)
        if (ops[first_arg + i].type->canon->kind == TY_FUNCTION || ops[first_arg + i].fns ||
            type_mentions_opaque(ops[first_arg + i].type))
            return;     /* printed in forms not probed yet */
    struct strbuf name;
    sb_init(&name);
    type_print_entity_name(&name, set[0]);
    candidate_note(env, "function template", name.data, bad_arg, at);
    sb_free(&name);
    report_no_instance(env, call, "function template", set[0], ops, first_arg, nargs, object);
}

/* Is the argument surely no bit-field (whose promotions follow its width,
   which the ranking does not model)? A prvalue, or a variable named. */
static bool surely_no_bit_field(const struct expr *arg, const struct typed *t)
{
    if (t->cat != VC_LVALUE)
        return true;
    arg = without_parens(arg);
    return arg->kind == EX_NAME && arg->ent && (arg->ent->kind == EK_PARAMETER ||
                                                (arg->ent->kind == EK_VARIABLE && !(arg->ent->flags & EF_MEMBER)));
}

/* The type t as the declarations in set[0..n) that have it write it
   (typedef names kept: `dev(u32)`): the first's. */
static const struct type *declared_type(struct expr_env *env, struct entity *const *set, int n, const struct type *t)
{
    for (int i = 0; i < n; i++) {
        const struct type *st = env->entity_type(env->ctx, set[i]);
        if (st && st->canon == t->canon)
            return st;
    }
    return t;
}

/* A call with two or more best functions: the reference lists them, in
   the order they were declared, each with where it is declared (its
   definition once it has one), then the argument types. */
static void ambiguous_call(struct expr_env *env, const struct expr *call, struct entity *const *set, int n,
                           const struct typed *ops, int first_arg, int nargs, const struct type *object)
{
    const struct no_match *m = overload_ambiguity();
    if (!env->report || env->in_template || !env->position_text || m->n < 2 || !plainly_named(m->fn[0]))
        return;
    for (int i = 0; i < n; i++)
        if (set[i]->kind != EK_FUNCTION)
            return;     /* a template's deduction failing has a note of its own */
    for (int i = 0; i < nargs; i++)
        if (!surely_no_bit_field(call->kids[first_arg + i], &ops[first_arg + i]))
            return;
    uint32_t at[NO_MATCH_MAX], first[NO_MATCH_MAX];
    int order[NO_MATCH_MAX];
    for (int k = 0; k < m->n; k++) {
        if (!(at[k] = candidate_offset(env, set, n, m->type[k], &first[k])))
            return;
        order[k] = k;
    }
    order_by_declaration(order, first, m->n, false);
    struct strbuf name, lines;
    sb_init(&name);
    sb_init(&lines);
    for (int i = 0; i < m->n; i++) {
        int k = order[i];
        char where[600];
        env->position_text(env->ctx, at[k], call->at, where, sizeof where);
        sb_puts(&lines, "\n            function \"");
        print_signature(&lines, m->fn[k], declared_type(env, set, n, m->type[k]));
        sb_printf(&lines, "\" (declared %s)", where);
    }
    argument_lines(&lines, ops, first_arg, nargs, object);
    type_print_entity_name(&name, m->fn[0]);
    struct diag_arg a[2] = { { DA_STR, name.data, 0 }, { DA_STR, lines.data ? lines.data : "", 0 } };
    report(env, DIAG_ambiguous_overloaded_function, call->at, a, 2);
    sb_free(&name);
    sb_free(&lines);
}

/* The reference's message for an argument a that converts to the
   parameter param by no conversion, at tok */
static void bad_argument(struct expr_env *env, const struct typed *a, const struct type *param, uint32_t tok)
{
    const struct type *p = param->canon;
    /* the referred type as declared (typedef names kept) */
    const struct type *referred = param->kind == TY_LREF || param->kind == TY_RREF ? param->inner
                                  : p->kind == TY_LREF || p->kind == TY_RREF ? p->inner : NULL;
    bool const_ref = p->kind == TY_LREF && (p->inner->canon->cv & (TQ_CONST | TQ_VOLATILE)) == TQ_CONST;
    if (type_is_class(a->type) && (p->kind != TY_LREF || const_ref)) {
        /* from a class: by no constructor or conversion function (to the
           referred type, its cv kept) */
        const struct type *to = referred ? referred : param;
        report_types(env, type_is_class(to) ? DIAG_no_user_defined_conversion : DIAG_no_conversion_function, tok,
                     a->type, to);
        return;
    }
    const struct type *to = referred ? referred : param;
    const struct type *ad = type_decay(env->sema->types, a->type);
    bool scalar = type_is_arithmetic(ad) || ad->canon->kind == TY_POINTER || type_is_enum(ad);
    if (scalar && type_is_class(to) && (p->kind != TY_LREF || const_ref)) {
        /* to a class by no converting constructor */
        report_types(env, DIAG_no_constructor_for_conversion, tok, shown_type(a->type),
                     type_unqualified(env->sema->types, to));
        return;
    }
    if (p->kind == TY_LREF) {
        const struct type *r = p->inner->canon;
        if (const_ref)
            return;
        if (type_unqualified(env->sema->types, r) == type_unqualified(env->sema->types, a->type)) {
            if (a->cat != VC_LVALUE && !((a->type->cv & ~r->cv) & (TQ_CONST | TQ_VOLATILE)))
                report(env, DIAG_nonconst_ref_init_from_rvalue, tok, NULL, 0);
            return;
        }
        if (a->cat != VC_LVALUE) {
            report(env, DIAG_nonconst_ref_init_from_rvalue, tok, NULL, 0);   /* `g(1.5f)`, `g(S())` to int& */
            return;
        }
        report_types(env, DIAG_bad_nonconst_ref_init, tok, param, a->type);
        return;
    }
    if (p->kind == TY_RREF)
        return;
    report_types(env, DIAG_incompatible_param, tok, type_decay(env->sema->types, a->type), param);
}

/* A call to one function (ft its type) that cannot be made: the reference
   gives a message for each argument, in order, that converts to its
   parameter by no conversion (arguments not typed say nothing) */
static void bad_arguments(struct expr_env *env, const struct expr *call, const struct type *ft,
                          const struct typed *ops, int first_arg, int nargs)
{
    if (ft->kind != TY_FUNCTION)
        ft = ft->canon;     /* (the declared type keeps typedef names: "size_t" (aka ...)) */
    /* in a template's definition too: the function is one, bound there,
       and its arguments are typed, so none depends on a parameter */
    bool was = env->in_template;
    env->in_template = false;
    for (int i = 0; i < nargs && i < ft->nargs; i++) {
        struct call_arg arg;
        if (!call_args(ops, first_arg + i, 1, &arg) || !overload_argument_fails(env, &arg, ft->args[i]))
            continue;
        bad_argument(env, &ops[first_arg + i], ft->args[i], call->kids[first_arg + i]->first);
    }
    env->in_template = was;
}

/* A call that reaches no function: the reference's message for one
   function and the kind of its parameter, or for several. */
static void no_match(struct expr_env *env, const struct expr *call, struct entity *const *set, int n,
                     const struct typed *ops, int first_arg, int nargs, const struct type *object)
{
    if (!env->report || type_mentions_opaque(object) || (env->in_template && overload_no_match()->n > 1))
        return;     /* (in a template's definition: one function's arguments only, as bad_arguments says) */
    const struct no_match *m = overload_no_match();
    for (int i = 0; i < n; i++)
        if (set[i]->kind != EK_FUNCTION)
            return;     /* templates: deduction failures have messages of their own */
    for (int i = 0; i < m->n; i++)
        if (type_mentions_opaque(m->type[i]))
            return;     /* a parameter holds a value not known: maybe the same as the argument's */
    for (int i = 0; i < nargs; i++)
        if (type_mentions_opaque(ops[first_arg + i].type))
            return;
    if (m->n > 1) {
        no_instance(env, call, set, n, ops, first_arg, nargs, object);
        return;
    }
    if (m->arg[0] < 0)
        return;         /* the number of arguments: wrong_argument_count's */
    bad_arguments(env, call, declared_type(env, set, n, m->type[0]), ops, first_arg, nargs);
}

/* ---- argument counts ---- */

/* The type every candidate of set[0..n) shares: the declarations of one
   function (functions only, in one scope, of one signature). *required:
   the fewest arguments one of them needs (-1: not known). NULL: overloads,
   templates, using-declarations, a type not read. */
static const struct type *one_signature(struct expr_env *env, struct entity *const *set, int n, int *required)
{
    const struct type *t = NULL;
    *required = INT_MAX;
    for (int i = 0; i < n; i++) {
        if (set[i]->kind != EK_FUNCTION || set[i]->parent != set[0]->parent)
            return NULL;
        const struct type *x = env->entity_type(env->ctx, set[i]);
        if (!x || x->canon->kind != TY_FUNCTION || (t && x->canon != t))
            return NULL;
        t = x->canon;
        int r = env->required_params ? env->required_params(env->ctx, set[i], t->nargs) : -1;
        if (r < 0 || *required < 0)
            *required = -1;
        else if (r < *required)
            *required = r;
    }
    return t;
}

/* A call to one function with more arguments than it has parameters, or
   fewer than it needs: ill-formed whatever the arguments are. The
   reference names each argument that does not convert, then the count:
   too many at the first extra argument, too few at close (the `)`, or a
   launch configuration's `>>>`). Also in a template's definition, where
   the set is bound already. True when the call is such a call. */
static bool wrong_argument_count(struct expr_env *env, const struct expr *call, struct entity *const *set, int n,
                                 const struct type *object, const struct typed *ops, int first_arg, int nargs,
                                 uint32_t close)
{
    int required;
    const struct type *t = n > 0 ? one_signature(env, set, n, &required) : NULL;
    if (!t)
        return false;
    bool too_many = nargs > t->nargs && !t->variadic;
    if (!too_many && (required < 0 || nargs >= required))
        return false;
    bool bad_object = object && !(set[0]->flags & EF_STATIC) &&
                      ((object->cv & ~t->fn_cv) & (TQ_CONST | TQ_VOLATILE));
    if (!env->report || bad_object || type_mentions_opaque(object) || type_mentions_opaque(t))
        return true;    /* ill-formed; what the reference says is not known */
    bad_arguments(env, call, declared_type(env, set, n, t), ops, first_arg, nargs < t->nargs ? nargs : t->nargs);
    if (too_many)
        env->report(env->ctx, DIAG_too_many_arguments, call->kids[first_arg + t->nargs]->first, NULL, 0);
    else
        env->report(env->ctx, DIAG_too_few_arguments, close, NULL, 0);
    return true;
}

static const struct entity *operand_class(const struct typed *t);

/* `(*fp)(x)`, `fp(x)`: a call through a function or a pointer to one. No
   function is resolved (the pointer's target is not known), but the call
   is typed when every argument can convert to its parameter. */
static struct typed call_through_pointer(struct expr_env *env, const struct type *ft, const struct typed *ops,
                                         int nargs)
{
    if (nargs > 64 || (ft->variadic ? nargs < ft->nargs : nargs != ft->nargs))
        return not_modelled();
    struct call_arg args[64];
    if (!call_args(ops, 1, nargs, args))
        return not_modelled();
    for (int i = 0; i < ft->nargs; i++)
        if (overload_never_converts(env->sema->types, &args[i], ft->args[i]))
            return not_modelled();
    for (int i = 0; i < nargs; i++) {
        const struct type *p = i < ft->nargs ? ft->args[i]->canon : NULL;
        if (!p || (p->kind != TY_LREF && p->kind != TY_RREF))
            expr_use_value(env, &ops[1 + i]);
    }
    env->calls_resolved++;
    return of_type(ft->inner, VC_PRVALUE);
}

/* `obj(x)`: a class object's operator() (its members named so), or a
   function pointer's target. */
static bool bases_surely_lack(const struct entity *c, const struct ident *id, int depth);

static bool names_template_local_type(const struct type *t, int depth);

static struct typed type_call_object(struct expr_env *env, const struct expr *e, const struct typed *ops, int nargs)
{
    const struct type *t = ops[0].type->canon;
    if (env->in_template && names_template_local_type(t, 0)) {
        env->calls_dependent++;
        return dependent();     /* an object of a class nested in the template: dependent there */
    }
    if (t->kind == TY_POINTER && t->inner->canon->kind == TY_FUNCTION)
        return call_through_pointer(env, t->inner->canon, ops, nargs);
    if (t->kind == TY_FUNCTION)
        return call_through_pointer(env, t, ops, nargs);
    const struct ident *call_op = intern(env->sema->idents, "operator()", 10);   /* the TU's own (never cached) */
    const struct entity *cls = operand_class(&ops[0]);
    struct entity *m = NULL;
    if (!cls && t->kind == TY_TEMPLATE_ID && env->view) {
        /* `less<const E*>()(a, b)`: the definition the specialisation takes */
        const struct scope *sc = type_read_definition(env->view, t);
        cls = sc ? sc->owner : NULL;
        if (cls && !bases_surely_lack(cls, call_op, 0))
            return not_modelled();
        m = sc ? scope_find_local(sc, call_op) : NULL;
    } else if (cls) {
        m = lookup_member((struct entity *)cls, call_op);
    }
    /* conversions to function pointers are surrogate candidates; a
       closure's converts to a pointer to a function taking what its call
       operator takes, which never beats the operator ([over.call.object]) */
    bool closure = cls && cls->class_key == CK_CLOSURE;
    unsigned converting = EF_HAS_CONVERSIONS | EF_CONVERSIONS_UNSURE | EF_EXPLICIT_CONVERSIONS;
    if (cls && (cls->flags & converting) && class_converts_to_no_function(cls))
        converting = 0;     /* `operator int()` beside `operator()`: no surrogate */
    if (!cls || (!closure && (cls->flags & (converting | EF_SPECIALS_UNSURE | EF_USING_OPERATOR))) || nargs > 64)
        return not_modelled();
    struct entity *set[SET_MAX];
    int n = 0;
    if (!m || !m->parent || !set_from_scope(m->parent, call_op, set, &n))
        return not_modelled();
    struct call_arg args[64];
    if (!call_args(ops, 1, nargs, args))
        return not_modelled();
    struct resolved_call r;
    if (resolve_set(env, set, n, t, args, nargs, NULL, 0, &r) != RR_RESOLVED)
        return not_modelled();
    if (t->kind == TY_TEMPLATE_ID)
        r.owner = type_unqualified(env->sema->types, t)->canon;
    read_arguments(env, &r, ops, 1, nargs);
    convert_arguments(env, &r, ops, (const struct expr *const *)e->kids, 1, nargs);
    return call_result(env, e, &r, false);
}

/* `k<<<grid, block, shmem, stream>>>(...)`: the configuration is a call to
   __cudaPushCallConfiguration, which the runtime's headers declare with
   its defaults (a block of 1, no shared memory, the default stream). Its
   arguments are counted and converted as that call's, before the
   kernel's: too few are reported at the `>>>`. */
static void check_configuration(struct expr_env *env, const struct expr *e, const struct typed *ops)
{
    static const char push[] = "__cudaPushCallConfiguration";
    const struct ident *id = intern_find(env->sema->idents, push, sizeof push - 1);
    struct entity *set[SET_MAX];
    int n = 0;
    if (!id || !set_from_unqualified_lookup(env->sema, id, false, set, &n) || n == 0)
        return;
    if (wrong_argument_count(env, e, set, n, NULL, ops, 1, e->nconfig, e->close))
        return;
    int required;
    const struct type *t = one_signature(env, set, n, &required);
    if (t && !type_mentions_opaque(t))
        bad_arguments(env, e, declared_type(env, set, n, t), ops, 1, e->nconfig);
}

static bool function_designator(struct expr_env *env, const struct expr *name, struct typed *op);

/* A resolved call to the one function r names, bound whatever its
   arguments (none converted, none counted); its result waits for
   instantiation where it names a parameter. */
static struct typed bound_as_sole(struct expr_env *env, const struct expr *e, struct resolved_call *r)
{
    if (!r->type || r->type->canon->kind != TY_FUNCTION) {
        env->calls_dependent++;
        return dependent();
    }
    r->exec = r->fn->exec_space;
    r->is_constexpr = (r->fn->flags & EF_CONSTEXPR) != 0;
    const struct type *res = r->type->canon->inner;
    if (!res || type_mentions_param(res, true) || type_read_is_auto(res)) {
        resolved_call(env, e, r);
        return dependent();
    }
    return call_result(env, e, r, false);
}

/* `ns::f(t)`, `::f(t)`, `(ns::f)(t)`: a qualified name (no
   argument-dependent lookup) of a namespace's one function, neither
   overloaded nor a template? */
static bool sole_qualified_function(const struct expr *callee, const struct typed *t)
{
    callee = without_parens(callee);
    if (!callee || callee->kind != EX_NAME || !(callee->flags & XF_QUALIFIED) ||
        (callee->flags & (XF_TEMPLATE_ARGS | XF_DEPENDENT_NAME)) || !t->fns || t->object || t->owner)
        return false;
    const struct entity *f = t->fns;
    struct entity *set[SET_MAX];
    int n = 0;
    return f->kind == EK_FUNCTION && f->parent && f->parent->kind == SK_NAMESPACE &&
           set_from_namespace(f->parent, f->name, set, &n) && n == 1 && set[0] == f;
}

/* `ns::f(t)` in a template with an argument that depends on its
   parameters: the one function f is, bound there as the reference binds
   it, and its space checked. */
static struct typed sole_function_call(struct expr_env *env, const struct expr *e, struct entity *f)
{
    struct resolved_call r;
    memset(&r, 0, sizeof r);
    r.fn = f;
    r.type = env->entity_type(env->ctx, f);
    return bound_as_sole(env, e, &r);
}

/* `this->f(args)` of the one function f the class template being defined
   declares by that name: the reference binds the call there whatever its
   arguments, and checks its space. */
static struct typed sole_member_call(struct expr_env *env, const struct expr *e, const struct typed *callee)
{
    struct resolved_call r;
    memset(&r, 0, sizeof r);
    r.fn = callee->fns;
    r.owner = type_unqualified(env->sema->types, callee->object)->canon;
    r.type = env->view ? type_read_specialization_member(env->view, r.fn, r.owner) : NULL;
    return bound_as_sole(env, e, &r);
}

static struct typed type_call(struct expr_env *env, const struct expr *e, struct typed *ops)
{
    bool launch = e->kind == EX_LAUNCH;
    int first_arg = 1 + (launch ? e->nconfig : 0);
    int nargs = e->nkids - first_arg;
    env->calls++, env->last_call_at = e->at;
    struct typed callee = e->nkids > 0 ? ops[0] : not_modelled();
    if (!launch && callee.status == ES_TYPED && callee.sole_member)
        return sole_member_call(env, e, &callee);
    if (!launch && env->in_template && callee.status == ES_TYPED && sole_qualified_function(e->kids[0], &callee))
        for (int i = 1; i < e->nkids; i++)
            if (ops[i].status == ES_DEPENDENT || (e->kids[i] && (e->kids[i]->flags & XF_PACK)))
                return sole_function_call(env, e, callee.fns);
    for (int i = 0; i < e->nkids; i++)
        if (ops[i].status == ES_DEPENDENT || (e->kids[i] && (e->kids[i]->flags & XF_PACK))) {
            env->calls_dependent++;
            return dependent();
        }
    if (launch)
        check_configuration(env, e, ops);
    const struct expr *ce = e->kids[0];
    if (launch && ce->kind == EX_MEMBER && callee.status == ES_TYPED && callee.fns && callee.fns->kind == EK_FUNCTION &&
        !(callee.fns->flags & EF_STATIC) && callee.fns->parent && callee.fns->parent->kind == SK_CLASS) {
        report(env, DIAG_bound_function_must_be_called, ce->at, NULL, 0);   /* `s.m<<<1, 1>>>(x)` */
        return not_modelled();
    }
    const struct type *bres, *bfn;
    if (callee.adl_only && ce->kind == EX_NAME && !launch &&
        builtin_function(env->sema->types, ce->id, &bres, &bfn)) {
        if (!bres) {
            /* `__atomic_fetch_add(p, 1, order)`: what p points to */
            const struct type *p = nargs > 0 && ops[first_arg].status == ES_TYPED && ops[first_arg].type
                                   ? type_decay(env->sema->types, ops[first_arg].type) : NULL;
            if (!p || p->kind != TY_POINTER)
                return not_modelled();
            bres = type_unqualified(env->sema->types, p->inner)->canon;
        }
        env->calls_resolved++;      /* a builtin of the host compiler: no space of its own */
        return of_type(bres, VC_PRVALUE);
    }
    if (callee.adl_only && ce->kind == EX_NAME && nargs > 0)
        return type_adl_call(env, e, ops, first_arg, nargs, launch);
    if (callee.status == ES_TYPED && !callee.fns && callee.type && !launch)
        return type_call_object(env, e, ops, nargs);
    if (callee.status != ES_TYPED || !callee.fns)
        return not_modelled_();
    /* an argument folding a constant not known there (template_constants),
       or `offset()` in a class template's member: `this->offset()`, which
       the reference does not look into there */
    bool folded = false;
    for (int i = first_arg; i < e->nkids; i++)
        folded |= ops[i].konst == 3;
    if (folded || (env->in_template && callee.implicit_object && implicit_member_call(callee.fns))) {
        env->calls_dependent++;
        return dependent();
    }
    const struct type *explicit_args[EXPR_MAX_TARGS];
    int nexplicit = 0;
    if ((ce->kind == EX_NAME || ce->kind == EX_MEMBER) && (ce->flags & XF_TEMPLATE_ARGS)) {
        /* `f<int>(x)`: the arguments given, the rest deduced */
        if (!env->template_args || !ce->type_first || !ce->type_last)
            return not_modelled();
        nexplicit = env->template_args(env->ctx, ce->type_first, ce->type_last, explicit_args, EXPR_MAX_TARGS);
        if (nexplicit < 0)
            return not_modelled();
    }
    for (int i = first_arg; i < e->nkids; i++)
        if (ops[i].status == ES_TYPED && ops[i].fns && !ops[i].type && !ops[i].object && !ops[i].implicit_object)
            function_designator(env, e->kids[i], &ops[i]);  /* `f(g)`: g's type, when g is one function */
    struct call_arg args[64];
    if (nargs > 64)
        return not_modelled();
    bool typed_args = call_args(ops, first_arg, nargs, args);
    /* the candidates: the set lookup found, and for an unqualified call
       whose set is not members, argument-dependent lookup's */
    struct entity *set[SET_MAX];
    int n = 0;
    struct entity *f = callee.fns;
    bool qualified = ce->kind == EX_NAME && (ce->flags & XF_QUALIFIED);
    if (!f->parent || !(f->parent->kind != SK_NAMESPACE ? set_from_scope(f->parent, f->name, set, &n)
                        : qualified ? set_from_namespace(f->parent, f->name, set, &n)
                                    : set_from_unqualified_lookup(env->sema, f->name, false, set, &n) &&
                                      set_holds(set, n, f)))
        return not_modelled();
    bool member = f->parent->kind == SK_CLASS;
    bool unqualified = ce->kind == EX_NAME && !(ce->flags & XF_QUALIFIED);
    if (unqualified && !member && (f->parent->kind == SK_BLOCK || f->parent->kind == SK_FUNCTION_PARAMS)) {
        /* a block-scope function declaration: the set is the block's
           declarations, without argument-dependent lookup ([basic.lookup.argdep]/3) */
    } else if (unqualified && !member) {
        if (f->parent->kind != SK_NAMESPACE)
            return not_modelled();
        if (!typed_args)
            return not_modelled_();     /* an argument's reason stands */
        for (int i = 0; i < nargs; i++)
            if (!set_by_adl(env->view, args[i].type, f->name, set, &n))
                return not_modelled();
    }
    const struct type *object = NULL;
    if (member) {
        if (callee.object) {
            object = callee.object;
        } else if (callee.implicit_object && env->this_class) {
            object = type_qualified(env->sema->types, this_class_type(env), env->this_cv)->canon;
        } else if (ce->kind != EX_NAME || !(ce->flags & XF_QUALIFIED)) {
            return not_modelled();
        } else if (callee.owner) {
            /* `I<int>::v()`: static members of a template's definition, their
               types read in the specialisation as if called on an object */
            bool all_static = true;
            for (int i = 0; i < n; i++)
                all_static &= (set[i]->flags & EF_STATIC) != 0;
            if (!all_static && !base_specialization_of_this(env, f, callee.owner))
                return not_modelled();
            object = all_static ? callee.owner
                                : type_qualified(env->sema->types, callee.owner, env->this_cv)->canon;
        }
    }
    if (!(ce->flags & XF_TEMPLATE_ARGS) && wrong_argument_count(env, e, set, n, object, ops, first_arg, nargs, e->last))
        return not_modelled();
    if (!typed_args)
        return not_modelled_();     /* an argument's reason stands */
    struct resolved_call r;
    expr_trace_line = 0;
    enum resolve_result rr = resolve_set(env, set, n, object, args, nargs,
                                         (ce->flags & XF_TEMPLATE_ARGS) ? explicit_args : NULL, nexplicit, &r);
    if (rr == RR_NO_MATCH)
        no_match(env, e, set, n, ops, first_arg, nargs, object);
    if (rr == RR_TEMPLATE_COUNT || rr == RR_TEMPLATE_MISMATCH)
        no_template_instance(env, e, set, n, ops, first_arg, nargs, object,
                             rr == RR_TEMPLATE_COUNT ? -1 : template_bad_arg);
    if (rr == RR_AMBIGUOUS)
        ambiguous_call(env, e, set, n, ops, first_arg, nargs, object);
    if (rr != RR_RESOLVED)
        return expr_trace_line ? not_modelled_() : not_modelled();     /* resolve_set's reason stands */
    if (object && object->canon->kind == TY_TEMPLATE_ID)
        r.owner = type_unqualified(env->sema->types, object)->canon;
    else if (!object && callee.owner && callee.owner->kind == TY_TEMPLATE_ID)
        r.owner = callee.owner;     /* `X<double>::f()` */
    read_arguments(env, &r, ops, first_arg, nargs);
    convert_arguments(env, &r, ops, (const struct expr *const *)e->kids, first_arg, nargs);
    return call_result(env, e, &r, launch);
}

/* ---- conversion functions ---- */

/* The operand converted by the conversion function f: a call at it. */
static void conversion_call(struct expr_env *env, const struct expr *operand, struct entity *f)
{
    struct resolved_call r;
    memset(&r, 0, sizeof r);
    r.fn = f;
    r.type = f->type;
    r.exec = f->exec_space;
    r.is_constexpr = (f->flags & EF_CONSTEXPR) != 0;
    env->calls++, env->last_call_at = operand->at;
    resolved_call(env, operand, &r);
}

/* value (of class type) converted implicitly to the non-class type to
   (a reference: the type it refers to): the class's one conversion
   function, called at the expression at. False: no sure call. */
static bool specialization_to_scalar(struct expr_env *env, const struct typed *value, const struct expr *at,
                                     const struct type *to, bool explicit_ok);
static bool operand_converted(struct expr_env *env, const struct expr *operand, struct typed *t, bool contextual);

/* A node standing on the token tok alone, where a call it stands for is
   reported */
static struct expr *node_at(struct expr_env *env, uint32_t tok)
{
    struct expr *e = expr_new(env->sema->arena, EX_OPAQUE, 0, tok, tok);
    e->at = tok;
    return e;
}

/* The object a value copy-initializing `to` makes (canonical): to itself,
   or a const or rvalue reference's referred type; NULL for a non-const
   lvalue reference, which binds no converted value. */
static const struct type *initialized_target(const struct type *to)
{
    to = to->canon;
    if (to->kind != TY_LREF && to->kind != TY_RREF)
        return to;
    if (to->kind == TY_LREF && (to->inner->canon->cv & (TQ_CONST | TQ_VOLATILE)) != TQ_CONST)
        return NULL;
    return to->inner->canon;
}

/* The arithmetic or pointer type a conversion to `to` makes; NULL for any
   other */
static const struct type *scalar_target(const struct type *to)
{
    to = initialized_target(to);
    return to && (type_is_arithmetic(to) || to->kind == TY_POINTER) ? to : NULL;
}

static bool convert_to_scalar(struct expr_env *env, const struct typed *value, const struct expr *at,
                              const struct type *to, bool explicit_ok)
{
    const struct entity *cls = value->status == ES_TYPED && value->type ? operand_class(value) : NULL;
    if (!cls && to && !env->in_template && value->status == ES_TYPED && value->type &&
        value->type->canon->kind == TY_TEMPLATE_ID)
        return specialization_to_scalar(env, value, at, to, explicit_ok);
    if (!cls || !to || env->in_template || !(to = scalar_target(to)))
        return false;
    struct entity *f = conversion_to(env, cls, value->type->canon->cv, to, explicit_ok);
    if (!f)
        return false;
    const struct type *r = conversion_result(f);
    if ((f->flags & EF_EXPLICIT_CONVERSIONS) &&
        type_unqualified(env->sema->types, r)->canon != type_unqualified(env->sema->types, to)->canon)
        return false;   /* an explicit one must yield the type itself ([over.match.conv]) */
    if (!type_is_arithmetic(r) && r->kind != TY_POINTER)
        return false;   /* to a class: another conversion would follow */
    conversion_call(env, at, f);
    return true;
}

/* The one conversion function of the definition that the class template
   specialisation spec (a value's type, cv its qualifiers) takes, callable
   on the value and implicit unless explicit_ok; *type: its type read in
   the specialisation. NULL where not sure. */
static struct entity *specialization_conversion(struct expr_env *env, const struct type *value_type, bool explicit_ok,
                                                const struct type **type)
{
    const struct type *spec = type_unqualified(env->sema->types, value_type)->canon;
    const struct scope *sc = env->view ? type_read_definition(env->view, spec) : NULL;
    const struct entity *def = sc ? sc->owner : NULL;
    if (!def || !(def->flags & EF_DEFINED) || def->bases ||
        (def->flags & (EF_CONVERSIONS_UNSURE | EF_DEPENDENT_BASE | EF_USING_OPERATOR)))
        return NULL;
    struct entity *f = def->conversions;
    if (!f || f->next || ((f->flags & EF_EXPLICIT_CONVERSIONS) && !explicit_ok))
        return NULL;
    const struct type *ft = f->type_toks ? type_read_specialization_member(env->view, f, spec) : f->type;
    if (!ft || ft->canon->kind != TY_FUNCTION || !ft->canon->inner || ft->canon->fn_ref ||
        ((value_type->canon->cv & TQ_CONST) && !(ft->canon->fn_cv & TQ_CONST)))
        return NULL;
    *type = ft->canon;
    return f;
}

/* A call of the conversion function f of the specialisation spec (its
   type ft read there) at the operand at */
static void specialization_conversion_call(struct expr_env *env, const struct expr *at, struct entity *f,
                                           const struct type *ft, const struct type *spec)
{
    struct resolved_call c;
    memset(&c, 0, sizeof c);
    c.fn = f;
    c.type = ft;
    c.owner = type_unqualified(env->sema->types, spec)->canon;
    c.exec = f->exec_space;
    c.is_constexpr = (f->flags & EF_CONSTEXPR) != 0;
    env->calls++, env->last_call_at = at->at;
    resolved_call(env, at, &c);
}

/* What a conversion function of type ft yields, a reference's referred type */
static const struct type *converted_result(const struct type *ft)
{
    const struct type *r = ft->canon->inner->canon;
    return r->kind == TY_LREF || r->kind == TY_RREF ? r->inner->canon : r;
}

/* convert_to_scalar for a value of a class template's specialisation
   (`B<int>` with `operator T()`) */
static bool specialization_to_scalar(struct expr_env *env, const struct typed *value, const struct expr *at,
                                     const struct type *to, bool explicit_ok)
{
    if (!(to = scalar_target(to)))
        return false;
    const struct type *ft;
    struct entity *f = specialization_conversion(env, value->type, explicit_ok, &ft);
    if (!f)
        return false;
    const struct type *r = converted_result(ft);
    if (!type_is_arithmetic(r) && r->kind != TY_POINTER)
        return false;
    if (type_is_arithmetic(to) != type_is_arithmetic(r) && !(to->kind == TY_BUILTIN && strcmp(to->code, "b") == 0))
        return false;   /* a pointer to an arithmetic type: no conversion at all */
    specialization_conversion_call(env, at, f, ft, value->type);
    return true;
}

/* The conversion function of a user-defined conversion (type_user_conversion's
   route), called at `at`; nothing for a converting constructor. */
static void route_conversion_call(struct expr_env *env, const struct expr *at, const struct user_route *via)
{
    if (!(via->fn->flags & EF_CONVERSION))
        return;
    if (via->owner)
        specialization_conversion_call(env, at, via->fn, via->type, via->owner);
    else
        conversion_call(env, at, via->fn);
}

static int convert_to_class(struct expr_env *env, const struct typed *value, const struct expr *at,
                            const struct type *param);

static bool list_value_initializes(struct expr_env *env, const struct type *t);

/* `return {};`, `f({})`: an empty list copy-initializing an object of
   class type (or a const or rvalue reference's temporary) that it
   value-initializes (list_value_initializes), by a non-explicit default
   constructor, called at the brace. False: no such list. */
static bool construct_from_empty_list(struct expr_env *env, const struct typed *value, const struct expr *at,
                                      const struct type *to)
{
    if (!value->braced || at->kind != EX_BRACED || at->nkids || env->in_template)
        return false;
    const struct type *t = initialized_target(to);
    if (!t)
        return false;
    if ((t->cv & TQ_VOLATILE) || !list_value_initializes(env, t))
        return true;
    for (const struct entity *c = t->ent->specials; c; c = c->next)
        if ((c->flags & EF_CONSTRUCTOR) && (c->flags & (EF_EXPLICIT_CONVERSIONS | EF_CONVERSIONS_UNSURE)))
            return true;    /* (an explicit default constructor: copy-list-initialization is ill-formed) */
    expr_construct(env, type_unqualified(env->sema->types, t), NULL, 0, node_at(env, at->first), false, NULL, true);
    return true;
}

void expr_convert_implicitly(struct expr_env *env, const struct typed *value, const struct expr *at,
                             const struct type *to)
{
    if (!value || !at || !to || construct_from_empty_list(env, value, at, to) ||
        convert_to_scalar(env, value, at, to, false))
        return;
    /* to a class: the object's conversion function yielding it, or surely
       no user-defined conversion at all (a `return s;` of another class) */
    const struct entity *cls = value->status == ES_TYPED && value->type ? operand_class(value) : NULL;
    const struct type *t = type_unqualified(env->sema->types, to)->canon;
    if (!cls && value->status == ES_TYPED && value->type && !value->fns && !env->in_template &&
        at->kind != EX_BRACED && at->kind != EX_PAREN_INIT &&
        t->kind == TY_NAMED && class_never_converts_from_scalar(env, t->ent, type_decay(env->sema->types, value->type))) {
        report_types(env, DIAG_no_constructor_for_conversion, at->first, shown_type(value->type), t);
        return;     /* `return 5;` from a function returning a class */
    }
    if (type_is_class(t) && convert_to_class(env, value, at, t) == 0)
        report_types(env, DIAG_no_user_defined_conversion, at->first, value->type, to);
}

void expr_convert_contextually(struct expr_env *env, const struct typed *value, const struct expr *at)
{
    if (value && at)
        convert_to_scalar(env, value, at, builtin(env, "b"), true);
}

/* value (of class type) copy-initializes a parameter of another class
   type (by value, `const B&`, `B&&`): when its class's conversion function
   surely does it, a call at `at` (the reference checks no converting
   constructor there). Returns class_user_conversion's answer, -1 when not
   asked. */
static int convert_to_class(struct expr_env *env, const struct typed *value, const struct expr *at,
                            const struct type *param)
{
    const struct type *r = initialized_target(param);
    if (value->status != ES_TYPED || !value->type || value->fns || !type_is_class(value->type) || env->in_template ||
        !r || (r->cv & TQ_VOLATILE) || !type_is_class(r) ||
        type_unqualified(env->sema->types, r)->canon == type_unqualified(env->sema->types, value->type)->canon)
        return -1;
    struct user_route via;
    int k = type_user_conversion(env, value->type, value->type->canon->cv, value->cat == VC_LVALUE, r, &via);
    if (k == 1)
        route_conversion_call(env, at, &via);
    return k;
}

/* The arguments of a resolved call that convert from a class to a
   parameter of another type by a conversion function: it is called first. */
static void convert_arguments(struct expr_env *env, const struct resolved_call *r, const struct typed *ops,
                              const struct expr *const *kids, int first_arg, int nargs)
{
    const struct type *t = r->type ? r->type->canon : NULL;
    for (int i = 0; t && i < nargs && i < t->nargs; i++)
        if (kids[first_arg + i] && !construct_from_empty_list(env, &ops[first_arg + i], kids[first_arg + i], t->args[i]) &&
            !convert_to_scalar(env, &ops[first_arg + i], kids[first_arg + i], t->args[i], false))
            convert_to_class(env, &ops[first_arg + i], kids[first_arg + i], t->args[i]);
}

/* ---- overloaded operators ([over.match.oper]) ---- */

static const struct entity *operand_class(const struct typed *t)
{
    const struct type *c = t->type ? t->type->canon : NULL;
    if (c && c->kind == TY_NAMED && c->ent && c->ent->kind == EK_CLASS)
        return c->ent;
    return NULL;
}

/* OPERATOR_BY_CONVERSION: no operator function, and a class operand
   converts by a conversion function to what a built-in operator takes */
enum { OPERATOR_BUILTIN, OPERATOR_UNSURE, OPERATOR_CALLED, OPERATOR_BY_CONVERSION };

/* A parameter of type p (a reference stripped) is surely not the
   enumeration e: a builtin, a pointer, another class or enumeration. */
static bool surely_not_enum_param(struct expr_env *env, const struct type *p, const struct type *e)
{
    p = p->canon;
    if (p->kind == TY_LREF || p->kind == TY_RREF)
        p = p->inner->canon;
    return p->kind == TY_BUILTIN || p->kind == TY_POINTER ||
           (p->kind == TY_NAMED && p->ent && (p->ent->kind == EK_CLASS || p->ent->kind == EK_ENUM) &&
            type_unqualified(env->sema->types, p)->canon != type_unqualified(env->sema->types, e)->canon);
}

/* The parameter [a, b) (its name last, if any) reads as a type that is not
   the enumeration e nor a reference to it (`nullptr_t`, `const char*`). */
static bool other_parameter(struct expr_env *env, uint32_t a, uint32_t b, const struct type *e)
{
    const struct tu_view *V = env->view;
    uint32_t last = b - 1;
    if (last > a && tu_kind(V, last) == TK_IDENT)
        last--;     /* its name */
    const struct type *t = env->read_type(env->ctx, a, last);
    return t && surely_not_enum_param(env, t, e);
}

static bool takes_no_enum_by_form(struct expr_env *env, struct entity *f, const struct typed *ops, int nops)
{
    if (!env->template_type)
        return false;
    const struct type *t = env->template_type(env->ctx, f, NULL, NULL, NULL, 0, true, NULL);
    for (int i = 0; t && t->canon->kind == TY_FUNCTION && i < t->canon->nargs; i++)
        if (t->canon->args[i]->canon->kind == TY_EXPANSION)
            t = NULL;   /* a pack: its tokens are read below */
    if (!t && f->type_toks && env->view) {
        /* not read (a pack in it): the parameters' tokens */
        const struct tu_view *V = env->view;
        uint32_t lp = f->type_toks->name + 1;
        while (lp < f->type_toks->name + 4 && tu_kind(V, lp) != TK_LPAREN)
            lp++;   /* after `operator==` */
        if (tu_kind(V, lp) != TK_LPAREN)
            return false;
        uint32_t rp = type_read_skip_group(V, lp, (uint32_t)V->ntoks) - 1;
        bool any = false;
        uint32_t i = lp + 1;
        for (int n = 0; i < rp && n < nops; n++) {
            uint32_t end = type_read_element_end(V, i, rp);
            if (end <= i)
                return false;
            if (type_is_enum(ops[n].type)) {
                if (!deduce_class_template_parameter(V, i, end) && !other_parameter(env, i, end, ops[n].type))
                    return false;
                any = true;
            }
            i = end + 1;
        }
        return any;
    }
    if (!t || t->canon->kind != TY_FUNCTION || t->canon->nargs < nops)
        return false;
    t = t->canon;
    bool any = false;
    for (int i = 0; i < nops; i++) {
        if (!type_is_enum(ops[i].type))
            continue;
        const struct type *p = t->args[i]->canon;
        if (p->kind == TY_LREF || p->kind == TY_RREF)
            p = p->inner->canon;
        if (p->kind != TY_TEMPLATE_ID && !surely_not_enum_param(env, p, ops[i].type))
            return false;   /* a template parameter (`const T&`) may be the enumeration */
        any = true;
    }
    return any;
}

static int takes_enum_operand(struct expr_env *env, struct entity *f, const struct typed *ops, int nops)
{
    const struct type *t = NULL;
    if (f->kind == EK_FUNCTION_TEMPLATE) {
        /* a template: its specialisation for these operands, if deduction gives one */
        struct call_arg args[2];
        if (nops > 2 || !call_args(ops, 0, nops, args))
            return -1;
        static struct candidate_decl cd;
        int k = deduce_template(env, f, NULL, args, nops, NULL, 0, &cd);
        if (k == DEDUCE_FAILS)
            return 0;       /* `operator==(const pair<T1, T2>&, ...)`: no enumeration deduces it */
        if ((k != DEDUCE_OK && k != DEDUCE_CONSTRAINED) || !cd.type)
            return takes_no_enum_by_form(env, f, ops, nops) ? 0 : -1;
        t = cd.type;
    } else if (f->kind == EK_FUNCTION) {
        t = env->entity_type(env->ctx, f);
    } else {
        return -1;
    }
    if (!t || t->canon->kind != TY_FUNCTION)
        return -1;
    t = t->canon;
    for (int i = 0; i < nops && i < t->nargs; i++) {
        if (!type_is_enum(ops[i].type))
            continue;
        const struct type *p = t->args[i]->canon;
        if (p->kind == TY_LREF || p->kind == TY_RREF)
            p = p->inner->canon;
        if (type_unqualified(env->sema->types, p)->canon == type_unqualified(env->sema->types, ops[i].type)->canon)
            return 1;
    }
    return 0;
}

/* Member operators as candidates beside non-members: filled by
   members_as_functions */
static struct candidate_decl mixed_members[SET_MAX];

/* The member operator m as a function whose first parameter is its object
   (`cv C&`, C the class declaring it; `cv C&&` for an rvalue object,
   which binds as an implicit object does); false when it is not modelled
   (a template, an rvalue-qualified or static member, a type not read). */
static bool member_as_function(struct expr_env *env, struct entity *m, const struct type *object, bool rvalue,
                               struct candidate_decl *d)
{
    struct type_table *tt = env->sema->types;
    /* a class template's specialisation: its members' types there */
    const struct type *spec = object->canon->kind == TY_TEMPLATE_ID ? type_unqualified(tt, object)->canon : NULL;
    if (m->kind != EK_FUNCTION || (m->flags & EF_STATIC) || !m->parent || !m->parent->owner ||
        m->parent->owner->kind != (spec ? EK_CLASS_TEMPLATE : EK_CLASS) || (spec && !env->view))
        return false;
    const struct type *t = spec ? type_read_specialization_member(env->view, m, spec) : env->entity_type(env->ctx, m);
    if (!t || t->canon->kind != TY_FUNCTION || t->canon->fn_ref == TR_RVALUE || t->canon->nargs + 1 > TYPE_MAX_ARGS)
        return false;
    t = t->canon;
    const struct type *params[TYPE_MAX_ARGS];
    params[0] = type_derived(tt, rvalue ? TY_RREF : TY_LREF,
                             type_qualified(tt, spec ? spec : type_named(tt, m->parent->owner), t->fn_cv));
    for (int k = 0; k < t->nargs; k++)
        params[k + 1] = t->args[k];
    memset(d, 0, sizeof *d);
    d->e = m;
    d->object_param = 1;
    d->type = type_function(tt, t->inner, params, t->nargs + 1, t->variadic, 0, 0, t->fn_noexcept);
    return d->type != NULL;
}

/* Each member operator as a function taking its object first (by an
   rvalue reference for an rvalue: a member without a ref-qualifier binds
   it, [over.match.funcs]), in mixed_members */
static bool members_as_functions(struct expr_env *env, struct entity *const *members, int nm, const struct type *object,
                                 bool rvalue)
{
    for (int i = 0; i < nm; i++)
        if (!member_as_function(env, members[i], object, rvalue, &mixed_members[i]))
            return false;
    return true;
}

/* The resolved call takes each argument as it stands: by value or by
   reference to its type (cv aside), an identity conversion. */
static bool takes_exactly(struct expr_env *env, const struct resolved_call *r, const struct call_arg *args, int nargs)
{
    const struct type *t = r->type ? r->type->canon : NULL;
    if (!t || t->kind != TY_FUNCTION || t->nargs < nargs)
        return false;
    for (int i = 0; i < nargs; i++) {
        const struct type *p = t->args[i]->canon;
        if (p->kind == TY_RREF && args[i].cat == VC_LVALUE)
            return false;
        if (p->kind == TY_LREF || p->kind == TY_RREF) {
            if (p->kind == TY_LREF && !(p->inner->canon->cv & TQ_CONST) && args[i].cat != VC_LVALUE)
                return false;
            p = p->inner->canon;
        }
        if (type_unqualified(env->sema->types, p)->canon !=
            type_unqualified(env->sema->types, args[i].type)->canon)
            return false;
    }
    return true;
}

/* An operand of a class template's specialisation type whose operator
   candidates are the non-members alone: the template has no
   specialisation of its own that could differ, no base, no conversion
   function and no member of the operator's name, and is defined. */
/* Do the bases of class (template) c surely declare no member named id
   and no conversion function, in any specialisation they may take? */
static bool bases_surely_lack(const struct entity *c, const struct ident *id, int depth)
{
    for (const struct base_ref *b = c->bases; b; b = b->next) {
        const struct entity *be = b->entity ? entity_resolve(b->entity) : NULL;
        if (!be || depth > 8 || (be->kind != EK_CLASS && be->kind != EK_CLASS_TEMPLATE))
            return false;   /* a parameter, or what it names not known */
        for (const struct entity *d = be; d; d = d == be ? be->specializations : d->next_specialization) {
            if (!(d->flags & EF_DEFINED) || !d->members || scope_find_local(d->members, id) ||
                (d->flags & (EF_HAS_CONVERSIONS | EF_EXPLICIT_CONVERSIONS | EF_CONVERSIONS_UNSURE |
                             EF_USING_OPERATOR)) ||
                !bases_surely_lack(d, id, depth + 1))
                return false;
        }
    }
    return true;
}

/* Every conversion function of the class (template definition) c yields a
   class or a reference to one: no built-in operator takes what it gives,
   and one user-defined conversion cannot go on to a scalar. */
static bool converts_to_classes_only(const struct entity *c)
{
    if (c->flags & EF_CONVERSIONS_UNSURE)
        return false;
    for (const struct entity *f = c->conversions; f; f = f->next) {
        const struct type *r = f->type && f->type->canon->kind == TY_FUNCTION ? f->type->canon->inner : NULL;
        if (r && (r->canon->kind == TY_LREF || r->canon->kind == TY_RREF))
            r = r->canon->inner;
        if (!r || !((r->canon->kind == TY_NAMED && r->canon->ent && r->canon->ent->kind == EK_CLASS) ||
                    r->canon->kind == TY_TEMPLATE_ID))
            return false;
    }
    return true;
}

/* The class template definition c declares no constructor, inherits
   none and has no base: a scalar converts to no object of it, so its
   implicit copy and move assignments take no scalar. */
static bool constructs_from_no_scalar(const struct entity *c)
{
    if (!(c->flags & EF_DEFINED) || (c->flags & (EF_SPECIALS_UNSURE | EF_DEPENDENT_BASE)) || c->bases)
        return false;
    for (const struct entity *x = c->specials; x; x = x->next)
        if (x->flags & EF_CONSTRUCTOR)
            return false;
    return true;
}

/* Does the definition sc that the specialisation c takes declare a copy
   assignment (`operator=(const C&)`, its parameter read there)? Then it
   has no implicit copy or move assignment: its operator=s are all the
   candidates. */
static bool declares_copy_assignment_in(const struct tu_view *V, const struct scope *sc, const struct ident *id,
                                        const struct type *c)
{
    for (struct entity *x = scope_find_local(sc, id); x; x = x->next) {
        if (x->name != id || x->kind != EK_FUNCTION)
            continue;
        const struct type *t = type_read_specialization_member(V, x, c);
        if (!t || t->canon->kind != TY_FUNCTION || t->canon->nargs != 1)
            continue;
        const struct type *p = t->canon->args[0]->canon;
        if (p->kind == TY_LREF)
            p = p->inner->canon;
        if (type_unqualified(V->sema->types, p)->canon == c->canon)
            return true;
    }
    return false;
}

/* An operand of a class template's specialisation c whose definition
   (the one c takes) is known and plain enough for operator id: defined,
   no conversion functions, bases that surely declare no such member. */
static bool plain_template_operand(const struct expr_env *env, const struct type *c, const struct ident *id,
                                   const struct expr *e, bool left, const struct typed *right, bool *converts)
{
    *converts = false;
    const struct entity *tmpl = c->ent;
    if (!tmpl || tmpl->kind != EK_CLASS_TEMPLATE || !env->view)
        return false;
    const struct scope *sc = type_read_definition(env->view, c);
    const struct entity *def = sc ? sc->owner : NULL;
    if (e->kind == EX_ASSIGN && e->op == TK_EQ && left && (!sc || !declares_copy_assignment_in(env->view, sc, id, c)) &&
        !(def && right && constructs_from_no_scalar(def) && right->type && !type_is_class(right->type)))
        return false;   /* implicit copy and move assignments: not modelled for specialisations */
    /* explicit conversion functions (unique_ptr's `explicit operator
       bool()`) convert only where bool is asked for contextually */
    bool contextual = (e->kind == EX_UNARY && e->op == TK_EXCL) || e->op == TK_AMPAMP || e->op == TK_PIPEPIPE;
    unsigned converting = EF_HAS_CONVERSIONS | (contextual ? EF_EXPLICIT_CONVERSIONS : 0);
    if (!def || !(def->flags & EF_DEFINED) || !bases_surely_lack(def, id, 0) || (def->flags & EF_CONVERSIONS_UNSURE))
        return false;
    /* conversion functions to scalars: built-in candidates (the caller's) */
    *converts = (def->flags & converting) && !converts_to_classes_only(def);
    /* the left operand's member operators are read in the specialisation;
       the right operand's are no candidates ([over.match.oper]/3.1) */
    (void)left;
    return true;
}

/* A member operator resolved as a function taking its object: its own
   type again, as messages name it (read in the object's specialisation
   when that is a class template's). */
static void member_as_declared(struct expr_env *env, struct resolved_call *r, const struct type *object)
{
    object = object->canon;
    if (object->kind == TY_TEMPLATE_ID) {
        r->owner = type_unqualified(env->sema->types, object)->canon;
        r->type = type_read_specialization_member(env->view, r->fn, r->owner);
    } else {
        r->type = env->entity_type(env->ctx, r->fn);
    }
    r->pattern = NULL;
}

/* The member operators named id of the class of the operand op (of the
   definition a specialisation takes) into members[*nm]; binary: those
   taking an operand besides the object. False where not sure. */
static bool operand_members(struct expr_env *env, const struct typed *op, const struct ident *id, bool binary,
                            struct entity **members, int *nm, const struct type **object)
{
    int first = *nm;
    const struct entity *cls = operand_class(op);
    if (object)
        *object = op->type->canon;
    if (cls) {
        struct entity *m = lookup_member((struct entity *)cls, id);
        if (m && m->parent && member_of_unknown_specialization(env, m->parent) && object && !env->in_template &&
            env->view) {
            /* declared in a base that is a class template's specialisation
               (`struct D : B<int>`): the set of the definition it takes,
               its object that base (its types read there) */
            const struct type *owner, *t;
            bool concrete;
            struct entity *sm = type_read_member_of(env->view, op->type, id, &owner, &t, &concrete);
            if (!sm || !owner || (!concrete && owner->canon->kind != TY_TEMPLATE_ID) || !sm->parent ||
                (sm->kind != EK_FUNCTION && sm->kind != EK_FUNCTION_TEMPLATE) ||
                !set_from_scope(sm->parent, id, members, nm))
                return false;
            *object = type_qualified(env->sema->types, owner, op->type->canon->cv)->canon;
        } else if (m && (!m->parent || member_of_unknown_specialization(env, m->parent) ||
                         !set_from_scope(m->parent, id, members, nm))) {
            return false;
        }
    } else if (op->type->canon->kind == TY_TEMPLATE_ID) {
        /* the definition it takes (plain_template_operand) */
        const struct scope *sc = type_read_definition(env->view, op->type->canon);
        if (!sc || (scope_find_local(sc, id) && !set_from_scope(sc, id, members, nm)))
            return false;
    }
    if (binary) {
        /* a member operator taking no operand besides its object is the
           unary one (`year`'s `operator+()` for a binary `+`): no candidate */
        int kept = first;
        for (int k = first; k < *nm; k++) {
            const struct type *mt = members[k]->kind == EK_FUNCTION ? env->entity_type(env->ctx, members[k]) : NULL;
            if (!mt || mt->canon->kind != TY_FUNCTION || mt->canon->nargs != 0 || mt->canon->variadic)
                members[kept++] = members[k];
        }
        *nm = kept;
    }
    return true;
}

/* ---- C++20 comparisons: rewritten and reversed candidates ---- */

/* The function type t of two parameters with them in the other order
   (a reversed candidate's, and back) */
static const struct type *swapped_parameters(struct type_table *tt, const struct type *t)
{
    t = t->canon;
    const struct type *params[2] = { t->args[1], t->args[0] };
    return type_function(tt, t->inner, params, 2, false, 0, 0, t->fn_noexcept);
}

static bool is_comparison(unsigned op)
{
    return op == TK_EQEQ || op == TK_EXCLEQ || op == TK_LT || op == TK_GT || op == TK_LTEQ || op == TK_GTEQ ||
           op == TK_SPACESHIP;
}

/* The candidates of one kind (REWRITE_*) a comparison takes from the
   member operators of the object operand's class and from the non-members,
   appended to ds[*nd]: members as functions taking their object, templates
   as the specialisations deduction gives for the operands in the
   candidate's order, a reversed candidate's two parameters swapped so
   that every candidate takes the operands as written. False where not
   sure. */
static bool comparison_candidates(struct expr_env *env, uint8_t rewrite, struct entity *const *members, int nm,
                                  struct entity *const *others, int no, const struct typed *ops,
                                  struct candidate_decl *ds, int *nd)
{
    struct type_table *tt = env->sema->types;
    bool reversed = rewrite == REWRITE_REVERSED;
    const struct typed *object = &ops[reversed ? 1 : 0];
    struct call_arg args[2];
    struct typed ordered[2] = { ops[reversed ? 1 : 0], ops[reversed ? 0 : 1] };
    if (!call_args(ordered, 0, 2, args))
        return false;
    int from = *nd;
    for (int i = 0; i < nm; i++) {
        if (*nd == SET_MAX ||
            !member_as_function(env, members[i], object->type, object->cat != VC_LVALUE, &ds[*nd]))
            return false;
        (*nd)++;
    }
    for (int i = 0; i < no; i++) {
        struct entity *f = others[i];
        if (*nd == SET_MAX)
            return false;
        if (f->kind == EK_FUNCTION && f->templ && f->templ->kind == EK_CLASS_TEMPLATE) {
            if (!friend_candidates(env, f, args, 2, ds, nd))
                return false;
            continue;
        }
        if (f->kind == EK_FUNCTION_TEMPLATE) {
            struct candidate_decl *d = &ds[*nd];
            int k = deduce_template(env, f, NULL, args, 2, NULL, 0, d);
            if (k == DEDUCE_FAILS)
                continue;
            if (k != DEDUCE_OK)
                return false;   /* unsure, or an explicit specialisation standing for its primary */
            if (!joins_declared_template(env, ds, from, *nd, d, f))
                (*nd)++;
            continue;
        }
        if (f->kind != EK_FUNCTION)
            return false;   /* a using-declaration, a variable */
        struct candidate_decl *d = &ds[(*nd)++];
        memset(d, 0, sizeof *d);
        d->e = f;
        d->type = env->entity_type(env->ctx, f);
        if (!d->type || d->type->canon->kind != TY_FUNCTION)
            return false;
        d->type = d->type->canon;
    }
    /* each takes the operands in the written order */
    int kept = from;
    for (int i = from; i < *nd; i++) {
        const struct type *t = ds[i].type ? ds[i].type->canon : NULL;
        if (!t || t->kind != TY_FUNCTION)
            return false;
        if (t->nargs != 2 || t->variadic)
            continue;   /* takes no two operands: not viable */
        ds[i].rewrite = rewrite;
        if (reversed) {
            ds[i].type = swapped_parameters(tt, t);
            if (!ds[i].type)
                return false;
            if (ds[i].object_param)
                ds[i].object_param = 2;
        }
        ds[kept++] = ds[i];
    }
    *nd = kept;
    return true;
}

static int overloaded_operator(struct expr_env *env, const struct expr *e, const struct typed *ops, int nops,
                               struct typed *result);

/* What a rewritten `<=>` yields, compared with 0 as the written operator
   compares (`(x <=> y) < 0`, reversed `0 < (y <=> x)`): the call of an
   operator function for it (its result) or a built-in comparison (bool);
   not known where neither is sure. */
static struct typed compared_with_zero(struct expr_env *env, const struct expr *e, const struct type *r,
                                       bool reversed)
{
    static int depth;   /* `R <=> 0` yielding R again stops here */
    if (!r || type_read_is_auto(r))
        return not_modelled();
    struct typed zero = of_type(type_builtin(env->sema->types, "i"), VC_PRVALUE);
    zero.null_constant = true;
    if (type_is_arithmetic(r))
        return of_type(builtin(env, "b"), VC_PRVALUE);
    if (!type_is_class(r) || depth > 0)
        return not_modelled();
    struct typed ops[2] = { of_type(r, VC_PRVALUE), zero };
    if (reversed) {
        ops[1] = ops[0];
        ops[0] = zero;
    }
    struct typed out;
    depth++;
    int how = overloaded_operator(env, e, ops, 2, &out);
    depth--;
    return how == OPERATOR_CALLED ? out : not_modelled();
}

static bool unscoped_enum(const struct type *t)
{
    return type_is_enum(t) && !(t->canon->ent->flags & EF_SCOPED_ENUM);
}

/* `x @ y`, @ a comparison, in C++20 ([over.match.oper]/3.4): the written
   operator's candidates (members and others, as lookup found them) with
   operator== (for == and !=) or operator<=> (for the others) taking the
   operands as written (unless that is the written operator) and reversed.
   -1: there are no such candidates, the written operator's alone decide. */
static int rewritten_comparison(struct expr_env *env, const struct expr *e, const struct typed *ops,
                                struct entity *const *members, int nm, struct entity *const *others, int no,
                                bool converts, bool enums, struct typed *result)
{
    bool equality = e->op == TK_EQEQ || e->op == TK_EXCLEQ;
    const char *name = equality ? "operator==" : "operator<=>";
    const struct ident *target = intern(env->sema->idents, name, strlen(name));
    bool same = target == e->id;    /* `==`, `<=>`: no candidate rewritten in the written order */
    struct entity *xm[SET_MAX], *ym[SET_MAX], *tn[SET_MAX];
    int nxm = 0, nym = 0, ntn = 0;
    bool tmpl_converts;
    for (int i = 0; i < 2; i++)
        if (ops[i].type->canon->kind == TY_TEMPLATE_ID && !same &&
            (!plain_template_operand(env, ops[i].type->canon, target, e, true, NULL, &tmpl_converts) ||
             tmpl_converts))
            return expr_trace_line = __LINE__, OPERATOR_UNSURE;
    if ((!same && !operand_members(env, &ops[0], target, true, xm, &nxm, NULL)) ||
        !operand_members(env, &ops[1], target, true, ym, &nym, NULL))
        return expr_trace_line = __LINE__, OPERATOR_UNSURE;
    bool enums_alone = enums && !type_is_class(ops[0].type) && !type_is_class(ops[1].type);
    if (same && !enums_alone) {
        for (int i = 0; i < no; i++)
            tn[ntn++] = others[i];
    } else if (!set_from_unqualified_lookup(env->sema, target, true, tn, &ntn) ||
               !set_by_adl(env->view, ops[0].type, target, tn, &ntn) ||
               !set_by_adl(env->view, ops[1].type, target, tn, &ntn)) {
        return expr_trace_line = __LINE__, OPERATOR_UNSURE;
    }
    if (enums_alone) {
        /* no operand of class type: a non-member is a candidate only if
           it takes one of the enumerations as it stands, in either order */
        const struct typed swapped[2] = { ops[1], ops[0] };
        int kept = 0;
        for (int k = 0; k < ntn; k++) {
            int a = takes_enum_operand(env, tn[k], ops, 2), b = takes_enum_operand(env, tn[k], swapped, 2);
            if (a < 0 || b < 0)
                return expr_trace_line = __LINE__, OPERATOR_UNSURE;
            if (a || b)
                tn[kept++] = tn[k];
        }
        ntn = kept;
    }
    if (nxm + nym + ntn == 0)
        return -1;
    /* built-in candidates beside them are not ranked: but for unscoped
       enumerations alone, whose built-in candidates need them promoted, a
       function taking every operand as it stands beats each (checked
       below), and the reference takes no rewritten candidate in the
       written order (`c != 1` through operator==(Color, int) is the
       built-in `!=`; reversed ones it takes). Scoped ones have no built-in
       candidate but for two of one type, which an operator function beats. */
    bool beside_builtins = enums_alone && (unscoped_enum(ops[0].type) || unscoped_enum(ops[1].type));
    if (converts || (enums && !enums_alone))
        return expr_trace_line = __LINE__, OPERATOR_UNSURE;
    static struct candidate_decl ds[SET_MAX];
    int nd = 0;
    if (!comparison_candidates(env, REWRITE_NONE, members, nm, others, no, ops, ds, &nd) ||
        (!same && !beside_builtins && !comparison_candidates(env, REWRITE_SAME, xm, nxm, tn, ntn, ops, ds, &nd)) ||
        !comparison_candidates(env, REWRITE_REVERSED, ym, nym, tn, ntn, ops, ds, &nd))
        return expr_trace_line = __LINE__, OPERATOR_UNSURE;
    if (nd == 0)
        return -1;
    struct call_arg args[2];
    if (!call_args(ops, 0, 2, args))
        return expr_trace_line = __LINE__, OPERATOR_UNSURE;
    env->calls++, env->last_call_at = e->at;
    struct resolved_call r;
    expr_trace_line = 0;
    if (overload_resolve_decls(env, ds, nd, NULL, args, 2, &r) != RR_RESOLVED)
        return expr_trace_line = expr_trace_line ? expr_trace_line : __LINE__, OPERATOR_UNSURE;
    if (beside_builtins && !takes_exactly(env, &r, args, 2))
        return expr_trace_line = __LINE__, OPERATOR_UNSURE;
    bool reversed = r.rewrite == REWRITE_REVERSED;
    bool member = r.fn->parent && r.fn->parent->kind == SK_CLASS && !(r.fn->flags & EF_STATIC);
    if (member) {
        member_as_declared(env, &r, ops[reversed ? 1 : 0].type);
    } else if (reversed) {
        r.type = swapped_parameters(env->sema->types, r.type);
    }
    if (!r.type || r.type->canon->kind != TY_FUNCTION)
        return expr_trace_line = __LINE__, OPERATOR_UNSURE;
    const struct type *ret = r.type->canon->inner;
    if (equality && r.rewrite != REWRITE_NONE &&
        (!ret || ret->canon->kind != TY_BUILTIN || strcmp(ret->canon->code, "b") != 0))
        return expr_trace_line = __LINE__, OPERATOR_UNSURE;  /* a rewritten operator== yields bool, or is ill-formed */
    /* the operands in the order the function takes them */
    const struct typed ordered[2] = { ops[reversed ? 1 : 0], ops[reversed ? 0 : 1] };
    const struct expr *kids[2] = { e->kids[reversed ? 1 : 0], e->kids[reversed ? 0 : 1] };
    read_arguments(env, &r, ordered, member ? 1 : 0, member ? 1 : 2);
    convert_arguments(env, &r, ordered, kids, member ? 1 : 0, member ? 1 : 2);
    resolved_call(env, e, &r);
    if (r.rewrite == REWRITE_NONE || equality)
        *result = of_type(ret, VC_PRVALUE);     /* (a rewritten `==`: bool, negated or not) */
    else if (e->op == TK_SPACESHIP)
        *result = not_modelled();   /* `0 <=> (y <=> x)` */
    else
        *result = compared_with_zero(env, e, ret, reversed);
    return OPERATOR_CALLED;
}

/* `a @ b` (nops 2), `@a` (nops 1; postfix ++/-- pass their dummy int as a
   second operand) where an operand has class type: the operator functions
   lookup and argument-dependent lookup find for "operator@", members of
   the left operand's class or non-members (not both at once yet). The
   built-in candidates need conversion functions, which are not modelled:
   a class declaring one makes the call unsure. OPERATOR_BUILTIN: no
   operator function at all. */
static int overloaded_operator(struct expr_env *env, const struct expr *e, const struct typed *ops, int nops,
                               struct typed *result)
{
    const struct ident *id = e->id;
    if (!id)
        return expr_trace_line = __LINE__, OPERATOR_UNSURE;
    /* converts: every class operand may convert by a conversion function,
       so built-in candidates may apply ([over.built]); one that surely
       cannot leaves the operator functions alone */
    bool enums = false, converts = true, any_class = false;
    for (int i = 0; i < nops; i++) {
        if (!ops[i].type)
            return expr_trace_line = __LINE__, OPERATOR_UNSURE;
        const struct type *c = ops[i].type->canon;
        bool tmpl_converts = false;
        if (c->kind == TY_TEMPLATE_ID &&
            !plain_template_operand(env, c, id, e, i == 0, i == 0 && nops == 2 ? &ops[1] : NULL, &tmpl_converts))
            return expr_trace_line = __LINE__, OPERATOR_UNSURE;
        if (c->kind == TY_NAMED && c->ent && c->ent->kind == EK_ENUM)
            enums = true;       /* built-in candidates after promotion: sure only when alone */
        const struct entity *cls = operand_class(&ops[i]);
        if (cls && (cls->flags & EF_USING_OPERATOR))
            return expr_trace_line = __LINE__, OPERATOR_UNSURE;     /* operators brought in by a using-declaration */
        /* a class's conversion functions let built-in candidates apply; not
           to the left of an assignment, which converts by no user-defined
           conversion ([over.match.oper]) */
        bool left_of_assignment = i == 0 && e->kind == EX_ASSIGN;
        /* nor does the right operand's, when the left is a class object: a
           built-in assignment needs a left operand of scalar type */
        bool right_of_class_assignment = i == 1 && e->kind == EX_ASSIGN && type_is_class(ops[0].type);
        /* `!`, `&&` and `||` convert their operands to bool contextually:
           explicit conversion functions too */
        bool contextual = (e->op == TK_EXCL && nops == 1) || e->op == TK_AMPAMP || e->op == TK_PIPEPIPE;
        if (cls && left_of_assignment && (cls->flags & EF_SPECIALS_UNSURE))
            return expr_trace_line = __LINE__, OPERATOR_UNSURE;     /* its implicit assignments' candidates */
        if (cls) {
            any_class = true;
            if (left_of_assignment || right_of_class_assignment ||
                !class_may_convert(cls, contextual ? EF_HAS_CONVERSIONS | EF_EXPLICIT_CONVERSIONS : EF_HAS_CONVERSIONS, 0) ||
                class_converts_to_classes_only(cls, contextual))
                converts = false;
        } else if (c->kind == TY_TEMPLATE_ID) {
            any_class = true;
            if (left_of_assignment || right_of_class_assignment || !tmpl_converts)
                converts = false;
        }
    }
    converts &= any_class;
    if (e->op == TK_COMMA && any_class)
        return expr_trace_line = __LINE__, OPERATOR_UNSURE;    /* the built-in comma takes anything */
    struct entity *members[SET_MAX], *others[SET_MAX];
    int nm = 0, no = 0;
    const struct type *member_object;
    if (!operand_members(env, &ops[0], id, nops == 2, members, &nm, &member_object))
        return expr_trace_line = __LINE__, OPERATOR_UNSURE;
    /* the non-members unqualified lookup finds, member functions ignored ([over.match.oper]/3.2) */
    if (!set_from_unqualified_lookup(env->sema, id, true, others, &no))
        return expr_trace_line = __LINE__, OPERATOR_UNSURE;
    for (int i = 0; i < nops; i++)
        if (!set_by_adl(env->view, ops[i].type, id, others, &no))
            return expr_trace_line = __LINE__, OPERATOR_UNSURE;
    if (enums && nm == 0 && !type_is_class(ops[0].type) && !(nops == 2 && type_is_class(ops[1].type))) {
        /* no operand of class type: a non-member is a candidate only if
           it takes one of the enumerations as it stands ([over.match.oper]) */
        int kept = 0;
        for (int k = 0; k < no; k++) {
            int takes = takes_enum_operand(env, others[k], ops, nops);
            if (takes < 0)
                return expr_trace_line = __LINE__, OPERATOR_UNSURE;
            if (takes)
                others[kept++] = others[k];
        }
        no = kept;
    }
    if (nops == 2 && env->cxx20 && is_comparison(e->op)) {
        int how = rewritten_comparison(env, e, ops, members, nm, others, no, converts, enums, result);
        if (how >= 0)
            return how;
    }
    if (nm == 0 && no == 0)
        return converts ? OPERATOR_BY_CONVERSION : OPERATOR_BUILTIN;
    bool beside_builtins = enums && nm == 0 && !type_is_class(ops[0].type) &&
                           !(nops == 2 && type_is_class(ops[1].type));
    struct call_arg args[2];
    /* a member operator beside built-in candidates by conversion: it must
       take every operand as it stands (checked once resolved below) */
    bool exact_member = converts && !enums && nm > 0;
    if (((enums && !beside_builtins) || converts) && !exact_member) {
        /* built-in candidates by conversion among them: not ranked yet,
           unless the operator functions surely take none of the operands */
        struct resolved_call none;
        enum resolve_result rr = converts && !enums && nm == 0 && call_args(ops, 0, nops, args)
                               ? resolve_set(env, others, no, NULL, args, nops, NULL, 0, &none) : RR_UNSURE;
        if (rr == RR_NO_MATCH)
            return OPERATOR_BY_CONVERSION;
        /* an operator function taking every operand as it stands is better
           than each built-in candidate, which needs a class operand
           converted by a conversion function (thrust's error_condition
           with its `operator bool()`): resolved below as it was here */
        if (rr != RR_RESOLVED || !takes_exactly(env, &none, args, nops))
            return expr_trace_line = __LINE__, OPERATOR_UNSURE;
    }
    if (!call_args(ops, 0, nops, args))
        return expr_trace_line = __LINE__, OPERATOR_UNSURE;
    struct resolved_call r;
    env->calls++, env->last_call_at = e->at;
    if (nm && no) {
        /* members and non-members together: each member as a function
           taking its object first ([over.match.funcs]), bound as a
           reference (its rvalue-to-rvalue preference set aside) */
        if (member_object != ops[0].type->canon ||
            !members_as_functions(env, members, nm, ops[0].type, ops[0].cat != VC_LVALUE)) {
            return expr_trace_line = __LINE__, OPERATOR_UNSURE;
        }
        expr_trace_line = 0;
        if (resolve_set_with(env, others, no, mixed_members, nm, NULL, args, nops, NULL, 0, &r) != RR_RESOLVED)
            return expr_trace_line = expr_trace_line ? expr_trace_line : __LINE__, OPERATOR_UNSURE;
        bool member = false;
        for (int i = 0; i < nm && !member; i++)
            member = r.fn == members[i];
        if (member)
            member_as_declared(env, &r, ops[0].type);
        if (!r.type || (exact_member && !takes_exactly(env, &r, args + member, nops - member)))
            return expr_trace_line = __LINE__, OPERATOR_UNSURE;
        read_arguments(env, &r, ops, member ? 1 : 0, member ? nops - 1 : nops);
    } else if (beside_builtins) {
        /* the built-in candidates need an enumeration promoted: a function
           taking every operand as it stands is better than each of them */
        if (resolve_set(env, others, no, NULL, args, nops, NULL, 0, &r) != RR_RESOLVED ||
            !takes_exactly(env, &r, args, nops))
            return expr_trace_line = __LINE__, OPERATOR_UNSURE;
        read_arguments(env, &r, ops, 0, nops);
    } else if (nm) {
        const struct type *object = member_object;
        expr_trace_line = 0;
        if (resolve_set(env, members, nm, object, args + 1, nops - 1, NULL, 0, &r) != RR_RESOLVED)
            return expr_trace_line = expr_trace_line ? expr_trace_line : __LINE__, OPERATOR_UNSURE;
        if (exact_member && !takes_exactly(env, &r, args + 1, nops - 1))
            return expr_trace_line = __LINE__, OPERATOR_UNSURE;
        if (object->kind == TY_TEMPLATE_ID)
            r.owner = type_unqualified(env->sema->types, object)->canon;
        read_arguments(env, &r, ops, 1, nops - 1);
    } else {
        expr_trace_line = 0;
        if (resolve_set(env, others, no, NULL, args, nops, NULL, 0, &r) != RR_RESOLVED)
            return expr_trace_line = expr_trace_line ? expr_trace_line : __LINE__, OPERATOR_UNSURE;
        read_arguments(env, &r, ops, 0, nops);
    }
    /* operands converted by conversion functions for the parameters */
    const struct expr *kids[2] = { e->nkids > 0 ? e->kids[0] : NULL, e->nkids > 1 ? e->kids[1] : NULL };
    bool member_call = r.fn && r.fn->parent && r.fn->parent->kind == SK_CLASS && !(r.fn->flags & EF_STATIC);
    convert_arguments(env, &r, ops, kids, member_call ? 1 : 0, member_call ? nops - 1 : nops);
    resolved_call(env, e, &r);
    *result = of_type(r.type->inner, VC_PRVALUE);
    return OPERATOR_CALLED;
}

/* ---- member access ---- */

/* `obj.m` of a private or protected member m of obj's class, from a
   function that is no member of any class, of a class that has no
   friends: surely inaccessible. (Members of bases, overloaded functions
   and everything involving friends are left to a later layer.) */
static void check_access(struct expr_env *env, const struct expr *e, const struct entity *cls,
                         const struct entity *m)
{
    if (!env->outsider || !env->report || env->in_template || !(m->flags & EF_NONPUBLIC) ||
        m->parent != cls->members || (cls->flags & EF_GRANTS_FRIENDSHIP) || !env->declared_at)
        return;
    enum diag_entity_kind kind;
    if (m->kind == EK_VARIABLE) {
        kind = DEK_MEMBER;
    } else if (m->kind == EK_FUNCTION) {
        for (const struct entity *o = scope_find_local(m->parent, m->name); o; o = o->next)
            if (o != m && o->name == m->name)
                return;     /* overloaded: the one called decides */
        kind = DEK_FUNCTION;
    } else {
        return;
    }
    char where[600];
    if (!env->declared_at(env->ctx, m, e->at, where, sizeof where))
        return;
    struct strbuf name;
    sb_init(&name);
    type_print_entity_name(&name, m);
    struct diag_arg a[2] = { { DA_ENTITY, name.data ? name.data : "", kind }, { DA_POS, where, 0 } };
    report(env, DIAG_no_access_to_name, e->at, a, 2);
    sb_free(&name);
}

/* `obj.f` of member functions m of the object's class t: the set, with
   its object (the call resolves among them) */
static struct typed member_functions(struct entity *m, const struct type *t)
{
    struct typed r;
    memset(&r, 0, sizeof r);
    r.status = ES_TYPED;
    r.cat = VC_LVALUE;
    r.fns = m;
    r.object = t;
    return r;
}

/* What the data member m of declared type mt promotes to when it is a
   bit-field of an integer type wider than int: int when int holds its
   values, unsigned int when that does (*out 1, 2; 0 as its type); false
   when its width is not read. */
static bool bitfield_promotion(struct expr_env *env, const struct entity *m, const struct type *mt, uint8_t *out)
{
    *out = 0;
    const struct tu_view *V = env->view;
    if (!V || !m->type_toks || !m->type_toks->name || tu_kind(V, m->type_toks->name + 1) != TK_COLON)
        return true;
    const struct type *t = mt->canon;
    const char *c = t->kind == TY_BUILTIN && t->code ? t->code : "";
    bool is_unsigned = !strcmp(c, "j") || !strcmp(c, "m") || !strcmp(c, "y");
    if (!is_unsigned && strcmp(c, "l") && strcmp(c, "x"))
        return true;    /* int and narrower promote as their type does; enumerations are not changed here */
    uint32_t w = m->type_toks->name + 2;
    long long width;
    if (tu_kind(V, w) != TK_INT_LIT || (tu_kind(V, w + 1) != TK_SEMI && tu_kind(V, w + 1) != TK_COMMA &&
                                        tu_kind(V, w + 1) != TK_EQ && tu_kind(V, w + 1) != TK_LBRACE) ||
        !type_read_constant(V, w, w + 1, &width))
        return false;
    if (width < 32 || (!is_unsigned && width == 32))
        *out = 1;
    else if (width == 32)
        *out = 2;
    return true;
}

/* `obj.m` of the data member m, declared of type mt, of an object of
   class type t (lvalue: the object is one) */
static struct typed data_member(struct expr_env *env, const struct expr *e, const struct typed *obj,
                                const struct entity *m, const struct type *mt, const struct type *t, bool lvalue)
{
    struct typed r = of_type(mt, lvalue || (m->flags & EF_STATIC) ? VC_LVALUE : VC_XVALUE);
    if (mt->canon->kind == TY_RREF)
        r.cat = VC_LVALUE;  /* a member of rvalue reference type names an lvalue */
    if (r.type && mt->canon->kind != TY_LREF && mt->canon->kind != TY_RREF &&
        !(m->flags & (EF_STATIC | EF_MUTABLE)) && t->cv)
        r.type = type_qualified(env->sema->types, r.type, t->cv)->canon;
    if (e->op == TK_DOT && !(m->flags & EF_STATIC) && mt->canon->kind != TY_LREF) {
        r.var = obj->var;       /* `ds.x` reads ds */
        r.var_name = obj->var_name;
    }
    if (!bitfield_promotion(env, m, mt, &r.bitfield))
        return not_modelled();
    return r;
}

/* `obj.m` of a class (a plain one or a template's specialisation) whose
   member m comes from a base that names a specialisation (`base<T>` read
   with the class's arguments, CRTP's `base<impl1>`): functions as members
   of that base's specialisation (their types read there, named by it in
   messages), a data member typed there. Access is not checked here. */
static struct typed base_member(struct expr_env *env, const struct expr *e, const struct typed *obj,
                                const struct type *t, bool lvalue)
{
    const struct type *owner, *mt;
    bool concrete;
    struct entity *m = env->view ? type_read_member_of(env->view, t, e->id, &owner, &mt, &concrete) : NULL;
    if (!m || !owner)
        return not_modelled();
    if (m->kind == EK_FUNCTION || m->kind == EK_FUNCTION_TEMPLATE) {
        if (owner->canon->kind != TY_TEMPLATE_ID && !concrete)
            return not_modelled();
        return member_functions(m, type_qualified(env->sema->types, owner, t->cv)->canon);
    }
    if (m->kind != EK_VARIABLE || m->next || !mt)
        return not_modelled();
    return data_member(env, e, obj, m, mt, t, lvalue);
}

/* The member a class template specialisation's object names: one the
   primary template declares itself, when no partial or explicit
   specialisation may be the definition; its type read with the template's
   parameters bound to the specialisation's arguments. Members of bases and
   member templates are not followed. */
static struct typed specialization_member(struct expr_env *env, const struct expr *e, const struct typed *obj,
                                          const struct type *t, bool lvalue)
{
    const struct entity *tmpl = t->ent;
    const struct scope *sc = tmpl && tmpl->kind == EK_CLASS_TEMPLATE && env->view ? type_read_definition(env->view, t)
                                                                                 : NULL;
    if (!sc || !sc->owner)
        return not_modelled();
    struct entity *m = scope_find_local(sc, e->id);
    if (!m)
        return base_member(env, e, obj, t, lvalue);
    check_access(env, e, sc->owner, m);
    if (m->kind == EK_FUNCTION || m->kind == EK_FUNCTION_TEMPLATE)
        return member_functions(m, t);
    if (m->kind != EK_VARIABLE || m->next)
        return not_modelled();
    const struct type *mt = type_read_specialization_member(env->view, m, t);
    if (!mt)
        return not_modelled();
    return data_member(env, e, obj, m, mt, t, lvalue);
}

/* `obj->m` of a class object: its operator-> called (at the `->`, as the
   reference points), again on what it yields while that is a class, until a
   pointer ([over.ref]); false where a step is not sure. */
static bool arrow_operator(struct expr_env *env, const struct expr *e, const struct typed *obj, struct typed *out)
{
    const struct ident *id = intern(env->sema->idents, "operator->", 10);
    const struct type *t = obj->type->canon;
    uint32_t arrow = e->kids[0]->last + 1;
    for (int step = 0; step < 4; step++) {
        struct entity *set[SET_MAX];
        int n = 0;
        if (t->kind == TY_NAMED && t->ent && t->ent->kind == EK_CLASS && t->ent->members) {
            struct entity *m = lookup_member((struct entity *)t->ent, id);
            if (!m && step == 0 && !env->in_template && (t->ent->flags & EF_DEFINED) &&
                t->ent->class_key != CK_CLOSURE && !t->ent->templ && !(t->ent->flags & EF_USING_OPERATOR) &&
                bases_surely_lack(t->ent, id, 0)) {
                /* `s->a` of a class with no operator-> */
                report_types(env, DIAG_member_access_requires_pointer, e->kids[0]->first, obj->type, NULL);
                return expr_trace_line = __LINE__, false;
            }
            if (!m || !m->parent || member_of_unknown_specialization(env, m->parent) ||
                !set_from_scope(m->parent, id, set, &n))
                return expr_trace_line = __LINE__, false;
        } else if (t->kind == TY_TEMPLATE_ID && t->ent && t->ent->kind == EK_CLASS_TEMPLATE && env->view) {
            const struct scope *sc = type_read_definition(env->view, t);
            if (!sc || !scope_find_local(sc, id) || !set_from_scope(sc, id, set, &n))
                return expr_trace_line = __LINE__, false;
        } else {
            return expr_trace_line = __LINE__, false;
        }
        struct resolved_call r;
        env->calls++, env->last_call_at = arrow;
        if (resolve_set(env, set, n, t, NULL, 0, NULL, 0, &r) != RR_RESOLVED)
            return false;
        if (t->kind == TY_TEMPLATE_ID)
            r.owner = type_unqualified(env->sema->types, t)->canon;
        struct expr *at = expr_new(env->sema->arena, EX_MEMBER, 0, arrow, arrow);
        at->at = arrow;
        at->op = TK_ARROW;
        resolved_call(env, at, &r);
        const struct type *res = r.type && r.type->canon->kind == TY_FUNCTION ? r.type->canon->inner : NULL;
        if (!res || type_read_is_auto(res))
            return expr_trace_line = __LINE__, false;
        res = res->canon;
        if (res->kind == TY_LREF || res->kind == TY_RREF)
            res = res->inner->canon;
        if (res->kind == TY_POINTER) {
            *out = of_type(res, VC_PRVALUE);
            return true;
        }
        t = res;    /* a class again: its operator-> in turn */
    }
    return expr_trace_line = __LINE__, false;
}

static bool within_template(const struct scope *s);

/* Is the object of the member access e `this` (`this->m`) or `*this`
   (`(*this).m`)? What else has the current instantiation's type (`this +
   0`, `this[0]`, `c ? this : p`) is dependent to the reference. */
static bool names_this(const struct expr *e)
{
    const struct expr *o = without_parens(e->nkids == 1 ? e->kids[0] : NULL);
    if (o && o->kind == EX_NAME && !(o->flags & XF_QUALIFIED) && o->ent &&
        (o->ent->kind == EK_PARAMETER || o->ent->kind == EK_VARIABLE))
        return true;    /* `o.f()`, `p->f()` of a `K &o`, `K *p` in K's body: the current instantiation too */
    if (o && e->op == TK_DOT && o->kind == EX_UNARY && o->op == TK_STAR && o->nkids == 1) {
        o = without_parens(o->kids[0]);
        return o && o->kind == EX_THIS;
    }
    return o && e->op == TK_ARROW && o->kind == EX_THIS;
}

/* A parameter as the reference's messages name the current
   instantiation's: a type by its position (`T1`), a value by its type
   (`int`); printed by its name alone, mangled `1?`. */
static const struct type *positional_parameter(struct expr_env *env, const char *name)
{
    struct entity *p = ARENA_NEW(env->sema->arena, struct entity);
    p->kind = EK_TYPE_PARAM;
    p->name = intern(env->sema->idents, name, strlen(name));
    return type_named(env->sema->types, p);
}

/* The class template tmpl as its own specialisation, its parameters named
   by position (`K<T1, int>`), for the messages about a call to its member;
   NULL where the reference's name is not known (a pack, a template
   template parameter, a value parameter of a type other than a builtin,
   a template nested in another). */
static const struct type *current_instantiation_named(struct expr_env *env, const struct entity *tmpl)
{
    struct template_param_info ps[EXPR_MAX_TARGS];
    int n = env->view && !within_template(tmpl->parent) ? type_read_template_params(env->view, tmpl, ps, EXPR_MAX_TARGS)
                                                         : -1;
    if (n <= 0)
        return NULL;
    const struct type *args[EXPR_MAX_TARGS];
    for (int i = 0; i < n; i++) {
        if (ps[i].pack || ps[i].kind == 2)
            return NULL;
        char buf[64];
        if (ps[i].kind == 0) {
            snprintf(buf, sizeof buf, "T%d", i + 1);
        } else {
            const struct type *vt = ps[i].type_end > ps[i].type_first
                                    ? env->read_type(env->ctx, ps[i].type_first, ps[i].type_end - 1) : NULL;
            if (!vt || vt->canon->kind != TY_BUILTIN || vt->canon->cv)
                return NULL;
            struct strbuf sb;
            sb_init(&sb);
            type_print(&sb, vt->canon);
            snprintf(buf, sizeof buf, "%s", sb.data ? sb.data : "");
            sb_free(&sb);
        }
        args[i] = positional_parameter(env, buf);
    }
    return type_template_id(env->sema->types, tmpl, args, n);
}


/* `this->d(1)` in a class template, d declared in none of its members but
   in a base that is a plain class (no template, none of a template's):
   the reference binds it there when that finds one declaration of one
   base, whatever bases depend on the template's parameters. */
static struct typed plain_base_member(struct expr_env *env, const struct expr *e, const struct typed *obj,
                                      const struct type *t, bool lvalue)
{
    struct entity *m = NULL, *in = NULL;
    for (const struct base_ref *b = t->ent->bases; b; b = b->next) {
        struct entity *base = b->dependent ? NULL : entity_class(b->entity);
        if (!base)
            continue;
        if (base->kind != EK_CLASS || scope_template_owner(base->members) || !base->members)
            return dependent();     /* a specialisation's members: not known here */
        struct entity *f = lookup_member(base, e->id);
        if (!f)
            continue;
        if (m && entity_resolve(f) != entity_resolve(m))
            return dependent();
        m = f;
        in = base;
    }
    if (!m || m->kind == EK_USING || !m->parent || m->parent->kind != SK_CLASS || !m->parent->owner ||
        scope_template_owner(m->parent))
        return dependent();
    const struct type *bt = type_qualified(env->sema->types, type_named(env->sema->types, m->parent->owner), t->cv);
    if (m->kind == EK_FUNCTION && !entity_overloaded(m)) {
        check_access(env, e, in, m);
        return member_functions(m, bt);
    }
    if (m->kind != EK_VARIABLE)
        return dependent();
    const struct type *mt = env->entity_type(env->ctx, m);
    if (!mt)
        return dependent();
    check_access(env, e, in, m);
    return data_member(env, e, obj, m, mt, bt->canon, lvalue);
}

/* `this->m`, `o.f()` of the class template whose definition is being
   typed (the current instantiation, named without arguments): a data
   member or a function declared once in the template itself is bound, as
   the reference binds it there (a function as a member of the template
   with its parameters named by position); an overloaded name, a member
   template, what a dependent base may declare wait for instantiation;
   a plain base's member is bound (plain_base_member). */
static struct typed current_instantiation_member(struct expr_env *env, const struct expr *e, const struct typed *obj,
                                                 const struct type *t, bool lvalue)
{
    if (!env->in_template)
        return dependent();
    struct entity *m = scope_find_local(t->ent->members, e->id);
    if (!m)
        return plain_base_member(env, e, obj, t, lvalue);
    struct entity *brought = member_using_function(m);
    if (brought) {
        /* `using A::f;` of a plain class A: A's set */
        if (scope_template_owner(brought->parent) || entity_overloaded(brought))
            return dependent();
        check_access(env, e, t->ent, m);
        return member_functions(brought, type_qualified(env->sema->types,
                                                        type_named(env->sema->types, brought->parent->owner), t->cv));
    }
    if (entity_overloaded(m))
        return dependent();
    if (m->kind == EK_FUNCTION) {
        const struct type *named = current_instantiation_named(env, t->ent);
        if (!named)
            return dependent();
        check_access(env, e, t->ent, m);
        struct typed r = member_functions(m, type_qualified(env->sema->types, named, t->cv));
        r.sole_member = true;
        return r;
    }
    if (m->kind != EK_VARIABLE)
        return dependent();
    check_access(env, e, t->ent, m);
    const struct type *mt = env->entity_type(env->ctx, m);
    if (!mt)
        return dependent();
    return data_member(env, e, obj, m, mt, t, lvalue);
}

/* Is base the class c or one of its bases (every base known)? */
static bool class_or_base(const struct entity *c, const struct entity *base, int depth)
{
    if (!c || depth > 16)
        return false;
    if (c == base)
        return true;
    for (const struct base_ref *b = c->bases; b; b = b->next)
        if (!b->dependent && class_or_base(entity_class(b->entity), base, depth + 1))
            return true;
    return false;
}

/* `d.A::f()`, `p->A::m`: the member the qualifier's class A declares (or
   inherits), named past any override in the object's class, which is A or
   derives from it. Plain classes only (no template's); else not known. */
/* The class template specialisation `B<int>` qualifying the member name
   of `obj.B<int>::f` (NULL: another qualifier, or not read) */
static const struct type *qualifier_specialization(struct expr_env *env, const struct expr *e)
{
    const struct tu_view *V = env->view;
    if (!V || !env->read_type || e->nkids < 1 || !e->kids[0] || e->at < 3 || tu_kind(V, e->at - 1) != TK_COLONCOLON)
        return NULL;
    uint32_t first = e->kids[0]->last + 2;     /* after the `.` or `->` */
    if (first >= e->at - 1)
        return NULL;
    const struct type *q = env->read_type(env->ctx, first, e->at - 2);
    return q && q->canon->kind == TY_TEMPLATE_ID ? type_unqualified(env->sema->types, q)->canon : NULL;
}

static struct typed qualified_member(struct expr_env *env, const struct expr *e, const struct typed *obj,
                                     const struct type *t, bool lvalue)
{
    struct entity *m = e->ent;
    if (member_using_function(m))
        m = member_using_function(m);
    bool current = env->in_template && t->kind == TY_NAMED && t->ent && t->ent->kind == EK_CLASS_TEMPLATE &&
                   names_this(e);   /* `this->A::f()` of a plain base A, in the template */
    if (m && m->parent && m->parent->kind == SK_CLASS && scope_template_owner(m->parent) && !env->in_template &&
        (m->kind == EK_FUNCTION || m->kind == EK_FUNCTION_TEMPLATE)) {
        /* `d.B<int>::f()`: the member of the base specialisation the
           qualifier names, when the object's own lookup reaches it there */
        const struct type *q = qualifier_specialization(env, e);
        const struct type *ut = type_unqualified(env->sema->types, t)->canon;
        if (!q || !(ut == q || (ut->kind == TY_NAMED && ut->ent && ut->ent->kind == EK_CLASS &&
                                has_base_specialization(ut->ent, q, 0))))
            return not_modelled();
        const struct scope *def = type_read_definition(env->view, q);
        if (!def || m->parent != def)
            return not_modelled();  /* declared in another definition than the one q takes */
        return member_functions(m, type_qualified(env->sema->types, q, t->cv)->canon);
    }
    if (!m || !m->parent || m->parent->kind != SK_CLASS || !m->parent->owner || scope_template_owner(m->parent) ||
        t->kind != TY_NAMED || !t->ent || (t->ent->kind != EK_CLASS && !current) ||
        (scope_template_owner(t->ent->members) && !current) || !class_or_base(t->ent, m->parent->owner, 0))
        return env->in_template ? dependent() : not_modelled();
    if (current && (m->kind != EK_FUNCTION || entity_overloaded(m)))
        return dependent();
    if (current)
        t = type_qualified(env->sema->types, type_named(env->sema->types, m->parent->owner), t->cv)->canon;
    check_access(env, e, m->parent->owner, e->ent);
    if (m->kind == EK_FUNCTION || m->kind == EK_FUNCTION_TEMPLATE)
        return member_functions(m, t);
    if (m->kind != EK_VARIABLE)
        return not_modelled();
    const struct type *mt = env->entity_type(env->ctx, m);
    if (!mt)
        return not_modelled();
    return data_member(env, e, obj, m, mt, t, lvalue);
}

/* `b.template d(1)`: no declaration of the member is a template (a set
   with one: the reference takes its templates alone, not modelled) */
static bool names_no_template(const struct entity *m)
{
    for (; m; m = m->next)
        if (m->kind != EK_FUNCTION && m->kind != EK_VARIABLE)
            return false;
    return true;
}

static struct typed type_member(struct expr_env *env, const struct expr *e, const struct typed *obj)
{
    if (obj->status == ES_DEPENDENT)
        return *obj;
    if (obj->status != ES_TYPED || !obj->type || !e->id)
        return not_modelled();
    const struct type *t = obj->type->canon;
    bool lvalue = obj->cat == VC_LVALUE;
    bool scalar = type_is_arithmetic(t) || type_is_enum(t) || type_is_nullptr(t);
    if (e->id->name[0] != '~' && (scalar || (e->op == TK_DOT && t->kind == TY_POINTER))) {
        /* no class to look the member up in (`p.~T()` of a scalar is valid) */
        report_types(env, e->op == TK_DOT ? DIAG_expr_not_class : DIAG_member_access_requires_pointer,
                     e->kids[0]->first, obj->type, NULL);
        return not_modelled();
    }
    struct typed through;
    if (e->op == TK_ARROW && t->kind != TY_POINTER) {
        /* `it->m`: the class's operator->, applied until it yields a pointer */
        if (!arrow_operator(env, e, obj, &through))
            return not_modelled_();
        obj = &through;
        t = through.type->canon;
    }
    if (e->op == TK_ARROW) {
        expr_use_value(env, obj);   /* the pointer is read */
        t = t->inner->canon;
        lvalue = true;
    }
    if (env->in_template && names_template_local_type(t, 0))
        return dependent();     /* `d.g(x)` of a class nested in the template: dependent there */
    if (e->flags & XF_QUALIFIED)
        return qualified_member(env, e, obj, t, lvalue);
    if (t->kind == TY_TEMPLATE_ID)
        return specialization_member(env, e, obj, t, lvalue);
    if (t->kind == TY_NAMED && t->ent && t->ent->kind == EK_CLASS_TEMPLATE && t->ent->members)
        return names_this(e) ? current_instantiation_member(env, e, obj, t, lvalue) : dependent();
    if (t->kind != TY_NAMED || !t->ent || t->ent->kind != EK_CLASS || !t->ent->members)
        return not_modelled();
    struct entity *m = lookup_member((struct entity *)t->ent, e->id);
    struct entity *named = m;   /* (a using-declaration: its own access) */
    if (member_using_function(m))
        m = member_using_function(m);
    if (m && m->parent && member_of_unknown_specialization(env, m->parent))
        return base_member(env, e, obj, t, lvalue);     /* a member of a base naming a specialisation */
    if (!m)
        return not_modelled();
    check_access(env, e, t->ent, named);
    if ((e->flags & XF_TEMPLATE_KEYWORD) && names_no_template(m) && env->report)
        env->report(env->ctx, DIAG_invalid_name_after_template, e->at, NULL, 0);  /* templates' too: the object is not dependent */
    if (m->kind == EK_FUNCTION || m->kind == EK_FUNCTION_TEMPLATE)
        return member_functions(m, t);
    for (int guard = 0; guard < 8 && m->kind == EK_USING && m->target &&
                        (m->target->kind == EK_VARIABLE || m->target->kind == EK_USING) && m->target->parent &&
                        m->target->parent->kind == SK_CLASS && m->target->parent->owner &&
                        !m->target->parent->owner->name; guard++)
        m = m->target;      /* a member of an anonymous union or struct (nested too), a member of the class */
    if (m->kind == EK_VARIABLE) {
        const struct type *mt = env->entity_type(env->ctx, m);
        if (!mt)
            return not_modelled();
        return data_member(env, e, obj, m, mt, t, lvalue);
    }
    if (m->kind == EK_ENUMERATOR && m->target)
        return of_type(type_named(env->sema->types, m->target), VC_PRVALUE);
    return not_modelled();
}

/* ---- operators ---- */

static bool is_scalar_operand(const struct typed *t)
{
    const struct type *c = t->type->canon;
    return type_is_arithmetic(c) || c->kind == TY_POINTER || type_is_nullptr(c);
}

/* `&x` of a class object is the built-in address-of when no operator&
   taking one operand has been declared for it (as a member of it or its
   bases) or for anything (as a non-member) */
static bool builtin_address_of(const struct expr_env *env, const struct type *t)
{
    t = t->canon;
    if (env->sema->unary_address_of || (t->kind != TY_NAMED && t->kind != TY_TEMPLATE_ID) || !t->ent)
        return false;
    if (t->ent->kind == EK_ENUM)
        return true;
    const struct entity *c = t->ent;
    if (t->kind == TY_TEMPLATE_ID) {
        /* a class template's specialisation: the definition it takes */
        const struct scope *sc = c->kind == EK_CLASS_TEMPLATE && env->view ? type_read_definition(env->view, t) : NULL;
        if (!sc || !sc->owner || (sc->owner->flags & (EF_UNARY_ADDRESS_OF | EF_DEPENDENT_BASE)))
            return false;
        c = sc->owner;
        if (!c->bases)
            return true;
        if (c->bases->next || c->bases->dependent || !c->bases->entity)
            return false;
        c = entity_resolve(c->bases->entity);
    }
    for (int depth = 0; c && depth < 16; depth++) {
        if (c->kind != EK_CLASS || (c->flags & EF_UNARY_ADDRESS_OF) || c->templ)
            return false;
        const struct base_ref *b = c->bases;
        if (!b)
            return true;
        if (b->next || b->dependent || !b->entity)
            return false;   /* several bases: not followed */
        c = entity_resolve(b->entity);
    }
    return false;
}

/* An operand's type as arithmetic sees it: decayed, a bit-field as what
   it promotes to */
static const struct type *promoted_bitfield(struct expr_env *env, const struct typed *a)
{
    if (a->bitfield)
        return type_builtin(env->sema->types, a->bitfield == 1 ? "i" : "j");
    return type_decay(env->sema->types, a->type);
}

static struct typed type_unary(struct expr_env *env, const struct expr *e, const struct typed *a)
{
    if (a->status == ES_DEPENDENT)
        return *a;
    if (a->status != ES_TYPED)
        return not_modelled_();
    struct type_table *tt = env->sema->types;
    if (e->op == TK_AMP) {
        if (a->fns) {
            /* &f of a function named alone: its type when it is not
               overloaded (a non-static member's would be a member pointer) */
            struct entity *set[SET_MAX];
            int n = 0;
            const struct entity *f = a->fns;
            if (!f->parent || (f->parent->kind == SK_NAMESPACE ? !set_from_namespace(f->parent, f->name, set, &n)
                                                               : !set_from_scope(f->parent, f->name, set, &n)))
                return not_modelled();
            if (n == 1 && set[0]->kind == EK_FUNCTION && env->on_function_named && e->kids[0]->kind == EX_NAME)
                env->on_function_named(env->ctx, e->kids[0], set[0]);
            if (n != 1 || set[0]->kind != EK_FUNCTION ||
                (set[0]->parent && set[0]->parent->kind == SK_CLASS && !(set[0]->flags & EF_STATIC)))
                return not_modelled();
            const struct type *ft = env->entity_type(env->ctx, set[0]);
            if (!ft || ft->canon->kind != TY_FUNCTION)
                return not_modelled();
            if (type_read_is_auto(ft->canon->inner))
                return not_modelled();
            return of_type(type_derived(tt, TY_POINTER, ft), VC_PRVALUE);
        }
        const struct expr *k = e->kids[0];
        if (k->kind == EX_NAME && k->ent && k->first != k->last) {
            /* `&S::m` of a non-static data member: a pointer to member of
               the class that declares it (`int S::*`) */
            const struct entity *m = entity_resolve(k->ent);
            if (m->kind == EK_VARIABLE && (m->flags & EF_MEMBER) && !(m->flags & EF_STATIC)) {
                const struct type *mt = env->entity_type(env->ctx, (struct entity *)m);
                if (!mt || !m->parent || !m->parent->owner || m->parent->owner->kind != EK_CLASS)
                    return not_modelled();
                return of_type(type_member_pointer(tt, type_named(tt, m->parent->owner), mt), VC_PRVALUE);
            }
        }
        if (!a->type || a->cat != VC_LVALUE || (may_overload(a) && !builtin_address_of(env, a->type)))
            return not_modelled();
        if (a->type->canon->kind == TY_ARRAY && a->type->canon->len == TYPE_NO_BOUND)
            return not_modelled();  /* `&a` of `int a[] = {1, 2}`: its bound is not kept */
        if (a->var && a->var_name == e->kids[0] && env->on_access)
            env->on_access(env->ctx, a->var_name, a->var, VA_ADDRESS);     /* `&v` of the variable itself */
        return of_type(type_derived(tt, TY_POINTER, a->type), VC_PRVALUE);
    }
    struct typed promoted;
    if (a->type && type_is_enum(a->type) && !operand_class(a) && e->op != TK_AMP) {
        struct typed r, two[2] = { *a, of_type(type_builtin(env->sema->types, "i"), VC_PRVALUE) };
        int how = overloaded_operator(env, e, two, e->kind == EX_POSTFIX ? 2 : 1, &r);
        if (how == OPERATOR_CALLED)
            return r;
        if (how != OPERATOR_BUILTIN)
            return not_modelled();
        if (e->op == TK_PLUSPLUS || e->op == TK_MINUSMINUS) {
            /* no built-in ++ or -- of an enumeration */
            report(env, DIAG_enum_type_not_allowed, e->at, NULL, 0);
            return not_modelled();
        }
        if (!enum_promoted_type(a->type->canon->ent))
            return not_modelled();  /* a scoped enumeration takes no built-in operator (nor values unknown) */
        expr_use_value(env, a);
        if (e->op == TK_EXCL)
            return of_type(builtin(env, "b"), VC_PRVALUE);
        promoted = of_type(enum_promoted_type(a->type->canon->ent), VC_PRVALUE);
        a = &promoted;
    }
    if (!a->type || may_overload(a)) {
        struct typed r;
        if (a->type && (operand_class(a) || a->type->canon->kind == TY_TEMPLATE_ID)) {
            struct typed two[2] = { *a, of_type(type_builtin(env->sema->types, "i"), VC_PRVALUE) };
            int n = e->kind == EX_POSTFIX ? 2 : 1;     /* postfix: the dummy int */
            int how = overloaded_operator(env, e, two, n, &r);
            if (how == OPERATOR_CALLED)
                return r;
            if (how == OPERATOR_BY_CONVERSION && e->op == TK_EXCL && e->kind == EX_UNARY) {
                /* `!obj`: obj converted to bool contextually, by its one conversion function */
                struct entity *f = sole_conversion(operand_class(a), a->type->canon->cv, true);
                struct typed converted = *a;
                if (f) {
                    conversion_call(env, e->kids[0], f);
                    return of_type(builtin(env, "b"), VC_PRVALUE);
                }
                if (a->type->canon->kind == TY_TEMPLATE_ID && operand_converted(env, e->kids[0], &converted, true))
                    return of_type(builtin(env, "b"), VC_PRVALUE);     /* a specialisation's */
            }
            if (how == OPERATOR_BY_CONVERSION && e->kind == EX_UNARY &&
                (e->op == TK_MINUS || e->op == TK_PLUS || e->op == TK_TILDE)) {
                /* `-obj`: the built-in operator on its one conversion's value */
                promoted = *a;
                if (operand_converted(env, e->kids[0], &promoted, false) && !may_overload(&promoted))
                    a = &promoted;
            }
        }
        if (a != &promoted)
            return not_modelled();
    }
    const struct type *t = a->type->canon;
    if (e->op != TK_PLUSPLUS && e->op != TK_MINUSMINUS)
        expr_use_value(env, a);
    switch (e->op) {
    case TK_STAR:
        t = type_decay(env->sema->types, t);
        if (t->kind != TY_POINTER)
            return not_modelled();
        return of_type(t->inner, VC_LVALUE);
    case TK_PLUS:
    case TK_MINUS:
        if (!type_is_arithmetic(t)) {
            const struct type *d = type_decay(tt, t);    /* `+p`: the pointer */
            return e->op == TK_PLUS && d->kind == TY_POINTER ? of_type(d, VC_PRVALUE) : not_modelled();
        }
        return of_type(type_promoted(tt, promoted_bitfield(env, a)), VC_PRVALUE);
    case TK_TILDE:
        if (!type_is_integral(t))
            return not_modelled();
        return of_type(type_promoted(tt, promoted_bitfield(env, a)), VC_PRVALUE);
    case TK_EXCL:
        if (!is_scalar_operand(a) && type_decay(env->sema->types, t)->kind != TY_POINTER)
            return not_modelled();
        return of_type(builtin(env, "b"), VC_PRVALUE);
    case TK_PLUSPLUS:
    case TK_MINUSMINUS:
        if (t->kind == TY_ARRAY)
            check_modifiable(env, a, e->kids[0]);
        if (!(type_is_arithmetic(t) || t->kind == TY_POINTER))
            return not_modelled();
        bool unmodifiable = false;
        if (t->kind == TY_POINTER || strcmp(type_unqualified(tt, t)->canon->code, "b") != 0)
            unmodifiable = check_modifiable(env, a, e->kids[0]);  /* bool's ++ has its own error */
        if (a->cat != VC_LVALUE)
            return not_modelled();
        if (!unmodifiable) {    /* (an error instead of the accesses' warnings) */
            expr_use_value(env, a);
            written(env, a);
        }
        if (e->kind == EX_UNARY)
            return of_type(t, VC_LVALUE);
        return of_type(type_unqualified(tt, t), VC_PRVALUE);
    default:
        return not_modelled();
    }
}

/* A class operand of a built-in operator, converted by its class's one
   conversion function (contextual: to bool, explicit ones too): the
   operand as the conversion's result, the call made at it. */
static bool operand_converted(struct expr_env *env, const struct expr *operand, struct typed *t, bool contextual)
{
    const struct entity *cls = operand_class(t);
    if (!cls && t->type && t->type->canon->kind == TY_TEMPLATE_ID && !env->in_template) {
        const struct type *ft;
        struct entity *f = specialization_conversion(env, t->type, contextual, &ft);
        const struct type *r = f ? converted_result(ft) : NULL;
        if (!r || (!type_is_arithmetic(r) && !(contextual && r->kind == TY_POINTER)))
            return false;
        specialization_conversion_call(env, operand, f, ft, t->type);
        *t = of_type(type_unqualified(env->sema->types, r), VC_PRVALUE);
        return true;
    }
    if (!cls)
        return true;
    if (env->in_template)
        return false;
    struct entity *f = sole_conversion(cls, t->type->canon->cv, contextual);
    if (!f)
        return false;
    const struct type *r = conversion_result(f);
    if (!type_is_arithmetic(r) && !(contextual && r->kind == TY_POINTER))
        return false;
    conversion_call(env, operand, f);
    *t = of_type(type_unqualified(env->sema->types, r), VC_PRVALUE);
    return true;
}

/* A function named alone as an operand (`fp == f`): a pointer to it, by
   the function-to-pointer conversion, when the name is not overloaded and
   no non-static member's. */
/* A name that designates one function (no overloads, no template, no
   non-static member) as an lvalue of its type; false when it is not one. */
static bool function_designator(struct expr_env *env, const struct expr *name, struct typed *op)
{
    struct entity *set[SET_MAX];
    int n = 0;
    const struct entity *f = op->fns;
    if (!f->parent || f->kind != EK_FUNCTION ||
        (f->parent->kind == SK_NAMESPACE ? !set_from_namespace(f->parent, f->name, set, &n)
                                         : !set_from_scope(f->parent, f->name, set, &n)) ||
        n < 1 || (f->parent->kind == SK_CLASS && !(f->flags & EF_STATIC)))
        return false;
    const struct type *ft = env->entity_type(env->ctx, set[0]);
    for (int i = 1; i < n; i++) {
        /* declared again (`static void g(); ... static void g() {}`): one function */
        const struct type *gt = set[i]->kind == EK_FUNCTION ? env->entity_type(env->ctx, set[i]) : NULL;
        if (!ft || !gt || gt->canon != ft->canon || type_read_is_auto(ft->canon->inner))
            return false;
    }
    if (env->on_function_named && name->kind == EX_NAME)
        env->on_function_named(env->ctx, name, set[0]);     /* (a device `auto` function: 3623) */
    if (!ft || ft->canon->kind != TY_FUNCTION || type_read_is_auto(ft->canon->inner))
        return false;
    *op = of_type(ft, VC_LVALUE);
    return true;
}

static bool function_to_pointer(struct expr_env *env, const struct expr *name, struct typed *op)
{
    if (!function_designator(env, name, op))
        return false;
    *op = of_type(type_derived(env->sema->types, TY_POINTER, op->type), VC_PRVALUE);
    return true;
}

static struct typed type_binary(struct expr_env *env, const struct expr *e, const struct typed *ops_in)
{
    struct typed conv[2];
    if ((e->op == TK_EQEQ || e->op == TK_EXCLEQ || e->op == TK_AMPAMP || e->op == TK_PIPEPIPE) &&
        ((ops_in[0].status == ES_TYPED && ops_in[0].fns && !ops_in[0].type) ||
         (ops_in[1].status == ES_TYPED && ops_in[1].fns && !ops_in[1].type))) {
        /* `fp == f`, `f && x` */
        conv[0] = ops_in[0];
        conv[1] = ops_in[1];
        for (int i = 0; i < 2; i++)
            if (conv[i].status == ES_TYPED && conv[i].fns && !conv[i].type &&
                !function_to_pointer(env, e->kids[i], &conv[i]))
                return not_modelled();
        ops_in = conv;
    }
    struct typed st = combine_status(env, ops_in, 2);
    if (!all_typed(ops_in, 2))
        return st;
    struct typed ops[2] = { ops_in[0], ops_in[1] };
    if (may_overload(&ops[0]) || may_overload(&ops[1])) {
        struct typed r;
        int how = overloaded_operator(env, e, ops, 2, &r);
        if (how == OPERATOR_CALLED)
            return r;
        if (how == OPERATOR_BY_CONVERSION && e->op != TK_DOTSTAR && e->op != TK_ARROWSTAR) {
            /* the built-in operator on the operands' conversions (`.*` converts nothing) */
            bool contextual = e->op == TK_AMPAMP || e->op == TK_PIPEPIPE;
            if (!operand_converted(env, e->kids[0], &ops[0], contextual) ||
                !operand_converted(env, e->kids[1], &ops[1], contextual))
                return not_modelled();
            if (may_overload(&ops[0]) || may_overload(&ops[1]))
                return not_modelled();  /* an enumeration with the class */
            return type_binary(env, e, ops);
        }
        bool relational = e->op == TK_EQEQ || e->op == TK_EXCLEQ || e->op == TK_LT || e->op == TK_GT ||
                          e->op == TK_LTEQ || e->op == TK_GTEQ || e->op == TK_AMPAMP || e->op == TK_PIPEPIPE;
        if (how == OPERATOR_BUILTIN && relational && !operand_class(&ops[0]) && !operand_class(&ops[1])) {
            /* enumerations compared by the built-in operator: their values are read */
            expr_use_value(env, &ops[0]);
            expr_use_value(env, &ops[1]);
            return of_type(builtin(env, "b"), VC_PRVALUE);
        }
        if (how == OPERATOR_BUILTIN && !type_is_class(ops[0].type) && !type_is_class(ops[1].type) &&
            e->op != TK_DOTSTAR && e->op != TK_ARROWSTAR) {
            /* the built-in operator on the enumerations' promoted values ([conv.prom]) */
            for (int i = 0; i < 2; i++)
                if (type_is_enum(ops[i].type) && !enum_promoted_type(ops[i].type->canon->ent))
                    return not_modelled();  /* scoped, or its values not known */
            expr_use_value(env, &ops[0]);
            expr_use_value(env, &ops[1]);
            for (int i = 0; i < 2; i++)     /* read: prvalues from here on */
                ops[i] = type_is_enum(ops[i].type) ? of_type(enum_promoted_type(ops[i].type->canon->ent), VC_PRVALUE)
                                                   : of_type(type_decay(env->sema->types, ops[i].type), VC_PRVALUE);
            if (may_overload(&ops[0]) || may_overload(&ops[1]))
                return not_modelled();  /* (no enumeration promotes to one: never again here) */
            return type_binary(env, e, ops);
        }
        return not_modelled_();     /* overloaded_operator's reason stands */
    }
    expr_use_value(env, &ops[0]);
    expr_use_value(env, &ops[1]);
    struct type_table *tt = env->sema->types;
    const struct type *l = promoted_bitfield(env, &ops[0]), *r = promoted_bitfield(env, &ops[1]);
    bool la = type_is_arithmetic(l), ra = type_is_arithmetic(r);
    switch (e->op) {
    case TK_PLUS:
    case TK_MINUS:
        if (la && ra)
            return of_type(type_usual_arithmetic(tt, l, r), VC_PRVALUE);
        if (l->kind == TY_POINTER && type_is_integral(r))
            return of_type(l, VC_PRVALUE);
        if (e->op == TK_PLUS && r->kind == TY_POINTER && type_is_integral(l))
            return of_type(r, VC_PRVALUE);
        if (e->op == TK_MINUS && l->kind == TY_POINTER && r->kind == TY_POINTER)
            return of_type(builtin(env, "l"), VC_PRVALUE);
        return not_modelled();
    case TK_STAR:
    case TK_SLASH:
        if (la && ra)
            return of_type(type_usual_arithmetic(tt, l, r), VC_PRVALUE);
        return not_modelled();
    case TK_PERCENT:
    case TK_AMP:
    case TK_PIPE:
    case TK_CARET:
        if (type_is_integral(l) && type_is_integral(r))
            return of_type(type_usual_arithmetic(tt, l, r), VC_PRVALUE);
        return not_modelled();
    case TK_LTLT:   /* << and >> */
        if (type_is_integral(l) && type_is_integral(r))
            return of_type(type_promoted(tt, l), VC_PRVALUE);
        return not_modelled();
    case TK_LT:
    case TK_GT:
    case TK_LTEQ:
    case TK_GTEQ:
    case TK_EQEQ:
    case TK_EXCLEQ:
        if ((la && ra) || (l->kind == TY_POINTER && (r->kind == TY_POINTER || ops[1].null_constant ||
                                                       type_is_nullptr(r))) ||
            (r->kind == TY_POINTER && (ops[0].null_constant || type_is_nullptr(l))))
            return of_type(builtin(env, "b"), VC_PRVALUE);
        return not_modelled();
    case TK_AMPAMP:
    case TK_PIPEPIPE:
        if ((la || l->kind == TY_POINTER) && (ra || r->kind == TY_POINTER))
            return of_type(builtin(env, "b"), VC_PRVALUE);
        return not_modelled();
    default:
        return not_modelled();      /* <=>, .*, ->* */
    }
}

/* Does the class declare a copy assignment (`operator=(C)`, `(cv C&)`)?
   Then it has no implicit copy or move assignment: the declared ones are
   all the candidates. */
static bool declares_copy_assignment(struct expr_env *env, const struct entity *m, const struct entity *cls)
{
    for (const struct entity *x = m->parent ? scope_find_local(m->parent, m->name) : NULL; x; x = x->next) {
        if (x->name != m->name || x->kind != EK_FUNCTION)
            continue;
        const struct type *t = env->entity_type(env->ctx, (struct entity *)x);
        if (!t || t->canon->kind != TY_FUNCTION || t->canon->nargs != 1)
            continue;
        const struct type *p = t->canon->args[0]->canon;
        if (p->kind == TY_LREF)
            p = p->inner->canon;
        if (p->kind == TY_NAMED && p->ent == cls)
            return true;
    }
    return false;
}

/* `c = x` where c's class declares operator=s but no copy assignment:
   the declared ones and the implicit copy and move assignments are the
   candidates (none built in: the left operand is a class). The implicit
   ones call nothing the CUDA rules look at. */
static struct typed assign_with_implicit(struct expr_env *env, const struct expr *e, const struct typed *ops,
                                         const struct entity *cls, struct entity *m)
{
    struct entity *set[SET_MAX];
    int n = 0;
    if (!set_from_scope(m->parent, m->name, set, &n) || n + 2 > SET_MAX)
        return not_modelled();
    for (int i = 0; i < n; i++) {
        if (set[i]->kind != EK_FUNCTION)
            return not_modelled();  /* templates, using-declarations */
        const struct type *t = env->entity_type(env->ctx, set[i]);
        if (!t || t->canon->kind != TY_FUNCTION)
            return not_modelled();
        if (t->canon->nargs == 1 && t->canon->args[0]->canon->kind == TY_RREF &&
            type_unqualified(env->sema->types, t->canon->args[0]->canon->inner)->canon ==
                type_named(env->sema->types, cls)->canon)
            return not_modelled();  /* a declared move assignment: no implicit one, the copy deleted */
    }
    const struct entity *r = operand_class(&ops[1]);
    if (r && (r->flags & EF_HAS_CONVERSIONS) && r != cls)
        return not_modelled();      /* its conversions to the parameters: not modelled */
    struct type_table *tt = env->sema->types;
    const struct type *c = type_named(tt, cls);
    const struct type *cref = type_derived(tt, TY_LREF, c);
    const struct type *params[2][1] = { { type_derived(tt, TY_LREF, type_qualified(tt, c, TQ_CONST)) },
                                        { type_derived(tt, TY_RREF, c) } };
    static struct entity implicit_ops[2];
    static struct candidate_decl ds[SET_MAX];
    for (int i = 0; i < n; i++) {
        memset(&ds[i], 0, sizeof ds[i]);
        ds[i].e = set[i];
    }
    for (int k = 0; k < 2; k++) {
        memset(&implicit_ops[k], 0, sizeof implicit_ops[k]);
        implicit_ops[k].kind = EK_FUNCTION;
        implicit_ops[k].name = m->name;
        implicit_ops[k].parent = m->parent;
        implicit_ops[k].flags = EF_MEMBER;
        implicit_ops[k].exec_space = XS_HOST_DEVICE;
        memset(&ds[n], 0, sizeof ds[n]);
        ds[n].e = &implicit_ops[k];
        ds[n].type = type_function(tt, cref, params[k], 1, false, 0, 0, false);
        ds[n].implicit = true;
        n++;
    }
    struct call_arg args[1];
    if (!call_args(ops, 1, 1, args))
        return not_modelled();
    env->calls++, env->last_call_at = e->at;
    struct resolved_call rc;
    if (overload_resolve_decls(env, ds, n, ops[0].type->canon, args, 1, &rc) != RR_RESOLVED)
        return not_modelled();
    if (rc.fn == &implicit_ops[0] || rc.fn == &implicit_ops[1]) {
        env->calls_resolved++;
        return of_type(ops[0].type, VC_LVALUE);
    }
    read_arguments(env, &rc, ops, 1, 1);
    resolved_call(env, e, &rc);
    return of_type(rc.type->inner, VC_PRVALUE);
}

static struct typed type_assign(struct expr_env *env, const struct expr *e, const struct typed *ops)
{
    struct typed st = combine_status(env, ops, 2);
    if (!all_typed(ops, 2))
        return st;
    const struct entity *lcls = operand_class(&ops[0]);
    if (lcls && ops[0].cat == VC_LVALUE && !(lcls->flags & EF_SPECIALS_UNSURE)) {
        /* no operator= declared: the implicit copy or move assignment */
        struct entity *m = e->id ? lookup_member((struct entity *)lcls, e->id) : NULL;
        bool same = type_decay(env->sema->types, ops[1].type) == type_decay(env->sema->types, ops[0].type);
        /* `cfg = {}`: a value-initialised object of a class declaring no
           constructor, copied by the implicit assignment */
        bool empty_list = e->nkids == 2 && e->kids[1] && e->kids[1]->kind == EX_BRACED && e->kids[1]->nkids == 0 &&
                          !lcls->specials && !(lcls->flags & EF_SPECIALS_UNSURE);
        if (!m && (same || empty_list) && !lcls->bases)
            return of_type(ops[0].type, VC_LVALUE);
        if (lcls->flags & EF_USING_OPERATOR)
            return not_modelled();  /* `using B::operator=;`: candidates not recorded */
        struct typed r;
        if (m && declares_copy_assignment(env, m, lcls) && overloaded_operator(env, e, ops, 2, &r) == OPERATOR_CALLED)
            return r;
        if (m && m->parent == lcls->members && !declares_copy_assignment(env, m, lcls))
            return assign_with_implicit(env, e, ops, lcls, m);
        return not_modelled();
    }
    if (ops[0].type->canon->kind == TY_TEMPLATE_ID && ops[0].cat == VC_LVALUE) {
        /* a specialisation's operator=s, when they are all declared
           (plain_template_operand) */
        struct typed r;
        if (overloaded_operator(env, e, ops, 2, &r) == OPERATOR_CALLED)
            return r;
        return not_modelled_(); /* (overloaded_operator's trace kept) */
    }
    if (!type_is_class(ops[0].type)) {
        /* the built-in assignment: no operator= of an enum */
        if (!check_modifiable(env, &ops[0], e->kids[0]) && !operand_class(&ops[1]) &&
            never_converts(env, &ops[1], ops[0].type))
            report_types(env, DIAG_incompatible_assignment_operands, e->at,
                         type_decay(env->sema->types, ops[1].type), type_unqualified(env->sema->types, ops[0].type));
    }
    /* an operator= is a member: with no class operand (enumerations
       included) the assignment is the built-in one */
    if (!operand_class(&ops[0]) && operand_class(&ops[1]) && ops[0].cat == VC_LVALUE &&
        convert_to_scalar(env, &ops[1], e->kids[1], ops[0].type, false)) {
        written(env, &ops[0]);      /* `x = obj;`: obj's conversion function, then the store */
        return of_type(ops[0].type, VC_LVALUE);     /* (its value read is no read of x: below) */
    }
    if (operand_class(&ops[0]) || type_is_class(ops[1].type) || ops[0].cat != VC_LVALUE)
        return not_modelled();
    expr_use_value(env, &ops[1]);       /* the reference reads the right side first */
    written(env, &ops[0]);
    return of_type(ops[0].type, VC_LVALUE);     /* `return dv = 3;` reads no dv, to the reference */
}

/* `v @= e` */
static struct typed type_compound_assign(struct expr_env *env, const struct expr *e, const struct typed *ops)
{
    struct typed st = combine_status(env, ops, 2);
    struct typed r;
    if (all_typed(ops, 2) && (operand_class(&ops[0]) || operand_class(&ops[1]) ||
                              ops[0].type->canon->kind == TY_TEMPLATE_ID ||
                              ops[1].type->canon->kind == TY_TEMPLATE_ID)) {
        int how = overloaded_operator(env, e, ops, 2, &r);
        if (how == OPERATOR_CALLED)
            return r;
        if (how == OPERATOR_UNSURE)
            return not_modelled_();     /* overloaded_operator's reason stands */
    }
    struct typed promoted[2];
    if (all_typed(ops, 2) && !type_is_class(ops[0].type) && !type_is_class(ops[1].type) &&
        (type_is_enum(ops[0].type) || type_is_enum(ops[1].type))) {
        int how = overloaded_operator(env, e, ops, 2, &r);
        if (how == OPERATOR_CALLED)
            return r;
        if (how != OPERATOR_BUILTIN)
            return not_modelled();
        if (type_is_enum(ops[0].type)) {
            /* `e |= x`: no built-in operator assigns to an enumeration */
            report(env, DIAG_enum_type_not_allowed, e->at, NULL, 0);
            return not_modelled();
        }
        if (!enum_promoted_type(ops[1].type->canon->ent))
            return not_modelled();
        promoted[0] = ops[0];   /* `i |= X`: X's promoted value */
        promoted[1] = of_type(enum_promoted_type(ops[1].type->canon->ent), VC_PRVALUE);
        promoted[1].var = ops[1].var;
        promoted[1].var_name = ops[1].var_name;
        ops = promoted;
    }
    if (!all_typed(ops, 2))
        return st.status == ES_DEPENDENT ? st : not_modelled_();
    if (may_overload(&ops[0]) || may_overload(&ops[1]))
        return not_modelled();
    bool unmodifiable = check_modifiable(env, &ops[0], e->kids[0]);
    if (ops[0].cat != VC_LVALUE)
        return not_modelled();
    if (!unmodifiable) {
        expr_use_value(env, &ops[0]);   /* v is read and written */
        written(env, &ops[0]);
    }
    expr_use_value(env, &ops[1]);
    return of_type(ops[0].type, VC_LVALUE);
}

static struct typed conditional_result(struct expr_env *env, const struct typed *a, const struct typed *b);

static struct typed type_conditional(struct expr_env *env, const struct expr *e, const struct typed *ops)
{
    expr_use_value(env, &ops[0]);
    if (e->nkids == 3 && e->kids[0] && ops[0].status == ES_TYPED)
        expr_convert_contextually(env, &ops[0], e->kids[0]);   /* `obj ? a : b`: its conversion to bool */
    struct typed st = combine_status(env, ops, 3);
    if (!all_typed(ops, 3))
        return st;
    struct typed r = conditional_result(env, &ops[1], &ops[2]);
    if (r.status == ES_TYPED && r.cat == VC_PRVALUE && !type_is_class(r.type)) {
        expr_use_value(env, &ops[1]);   /* a prvalue of either operand: each is read */
        expr_use_value(env, &ops[2]);
    }
    return r;
}

/* The type and category of `c ? a : b` with both operands typed */
static struct typed conditional_result(struct expr_env *env, const struct typed *a, const struct typed *b)
{
    if (a->type == b->type && a->cat == b->cat) {
        struct typed r = of_type(a->type, (enum value_cat)a->cat);  /* no conversion either way, classes too */
        if (r.cat == VC_LVALUE && !a->var2 && !b->var2) {
            /* either operand's variable: reading or writing the result
               accesses each */
            const struct typed *x = a->var ? a : b, *y = a->var ? b : NULL;
            r.var = x->var, r.var_name = x->var_name;
            if (y && y->var)
                r.var2 = y->var, r.var2_name = y->var_name;
        }
        return r;
    }
    struct type_table *tt = env->sema->types;
    if (a->cat == b->cat && a->cat != VC_PRVALUE && !type_is_class(a->type) &&
        type_unqualified(tt, a->type)->canon == type_unqualified(tt, b->type)->canon) {
        /* `c ? i : ci`, two glvalues of one type but their cv: the more
           qualified one's, a glvalue still ([expr.cond]/4) */
        int ca = a->type->canon->cv, cb = b->type->canon->cv;
        if ((ca & cb) == ca)
            return of_type(b->type, (enum value_cat)a->cat);
        if ((ca & cb) == cb)
            return of_type(a->type, (enum value_cat)a->cat);
        return not_modelled();
    }
    if (type_is_enum(a->type) && !type_is_class(b->type) &&
        type_unqualified(tt, a->type)->canon == type_unqualified(tt, b->type)->canon)
        return of_type(type_unqualified(tt, a->type), VC_PRVALUE);  /* one enumeration, lvalue and prvalue */
    if (may_overload(a) || may_overload(b))
        return not_modelled();
    const struct type *l = promoted_bitfield(env, a), *r = promoted_bitfield(env, b);
    if (type_is_arithmetic(l) && type_is_arithmetic(r))
        return of_type(type_usual_arithmetic(env->sema->types, l, r), VC_PRVALUE);
    if (l == r)
        return of_type(l, VC_PRVALUE);
    if (l->kind == TY_POINTER && r->kind == TY_POINTER) {
        /* `T *` and `const T *`: the composite pointer type adds the cv of both */
        const struct type *li = l->inner->canon, *ri = r->inner->canon;
        if (type_unqualified(tt, li)->canon == type_unqualified(tt, ri)->canon)
            return of_type(type_derived(tt, TY_POINTER, type_qualified(tt, li, ri->cv)), VC_PRVALUE);
    }
    if (l->kind == TY_POINTER && (b->null_constant || type_is_nullptr(r)))
        return of_type(l, VC_PRVALUE);
    if (r->kind == TY_POINTER && (a->null_constant || type_is_nullptr(l)))
        return of_type(r, VC_PRVALUE);
    return not_modelled();
}

/* `static_cast<int>(obj)`, `(int)obj`, `int(obj)`: obj's one conversion
   function, called at `at` */
static struct typed scalar_from_class(struct expr_env *env, const struct type *t, const struct typed *a,
                                      const struct entity *cls, const struct expr *at)
{
    struct entity *f = conversion_to(env, cls, a->type->canon->cv, t, true);
    if (f)
        conversion_call(env, at, f);
    return f ? of_type(t, VC_PRVALUE) : not_modelled();
}

static bool construct_by_conversion(struct expr_env *env, const struct type *cls, const struct typed *arg,
                                    const struct expr *at, bool direct);

/* A variable whose type is not read: no const or constexpr among the
   tokens before its name */
static bool declared_without_const(struct expr_env *env, const struct entity *v)
{
    if (!v->type_toks || !env->view || !v->type_toks->name)
        return false;
    for (uint32_t i = v->type_toks->spec_first; i < v->type_toks->name; i++) {
        unsigned k = tu_kind(env->view, i);
        if (k == TK_CONST || k == TK_CONSTEXPR || k == TK_CONSTINIT || k == TK_VOLATILE)
            return false;
    }
    return true;
}

/* Is e surely no constant expression, as the reference's folding sees
   it in a template: it reads a function parameter, a variable not
   declared const, a non-static data member, or assigns. Unary and
   postfix operators over what is dependent say nothing (the reference
   leaves `(int)-t` and `(int)*t` to instantiation). */
static bool surely_runtime(struct expr_env *env, const struct expr *e, int depth)
{
    if (!e || depth > 32)
        return false;
    switch ((enum expr_kind)e->kind) {
    case EX_NAME: {
        struct entity *v = e->ent ? entity_resolve(e->ent) : NULL;
        if (!v || (e->flags & XF_DEPENDENT_NAME))
            return false;
        if (v->kind == EK_PARAMETER)
            return true;
        if (v->kind != EK_VARIABLE || (v->flags & EF_CONSTEXPR))
            return false;
        if ((v->flags & EF_MEMBER) && !(v->flags & EF_STATIC))
            return true;    /* `this->m` */
        const struct type *t = env->entity_type(env->ctx, v);
        if (t)
            return !(t->canon->cv & TQ_CONST);
        return declared_without_const(env, v);     /* `T u = t;` */
    }
    case EX_UNARY:
        /* `*p` of a pointer: the reference binds it */
        if (e->op == TK_STAR && e->nkids == 1 && e->kids[0] && e->kids[0]->kind == EX_NAME && e->kids[0]->ent) {
            struct entity *v = entity_resolve(e->kids[0]->ent);
            const struct type *t = v && (v->kind == EK_PARAMETER || v->kind == EK_VARIABLE)
                                   ? env->entity_type(env->ctx, v) : NULL;
            return t && t->canon->kind == TY_POINTER && surely_runtime(env, e->kids[0], depth + 1);
        }
        return false;
    case EX_PAREN:
    case EX_CAST:
    case EX_MEMBER:
    case EX_CALL:       /* `t()`, `t.f()`: by what it calls */
        return e->nkids > 0 && surely_runtime(env, e->kids[0], depth + 1);
    case EX_FUNCTIONAL_CAST:
        return e->nkids == 1 && surely_runtime(env, e->kids[0], depth + 1);
    case EX_SUBSCRIPT:
    case EX_BINARY:
    case EX_COMMA:
    case EX_CONDITIONAL:
        for (int i = 0; i < e->nkids; i++)
            if (surely_runtime(env, e->kids[i], depth + 1))
                return true;
        return false;
    case EX_ASSIGN:
        return e->op == TK_EQ;
    default:
        return false;
    }
}

static uint8_t variable_constant(struct expr_env *env, const struct entity *v);

/* Does e name a constant whose value may depend on template parameters
   (a value parameter, a const variable initialised by such, a name
   qualified by a dependent class, sizeof or alignof)? The reference
   leaves a cast over one to instantiation, `(long)(p + kBlock)` too. */
static bool mentions_dependent_constant(struct expr_env *env, const struct expr *e, int depth)
{
    if (!e || depth > 32)
        return depth > 32;
    switch ((enum expr_kind)e->kind) {
    case EX_NAME: {
        struct entity *v = e->ent ? entity_resolve(e->ent) : NULL;
        if (!v || (e->flags & XF_DEPENDENT_NAME))
            return true;
        return v->kind == EK_VALUE_PARAM || (v->kind == EK_VARIABLE && variable_constant(env, v) >= 2);
    }
    case EX_SIZEOF_EXPR:
    case EX_SIZEOF_TYPE:
    case EX_ALIGNOF_TYPE:
    case EX_OPAQUE:
        return true;
    default:
        for (int i = 0; i < e->nkids; i++)
            if (mentions_dependent_constant(env, e->kids[i], depth + 1))
                return true;
        return false;
    }
}

/* In a template, a cast of a dependent operand to a scalar type that
   depends on nothing (`(int)t`, `int(t.x)`, `static_cast<long>(t + 1)`):
   that type, where the operand is surely no constant (surely_runtime); a
   call taking it is bound in the definition, as the reference binds it.
   NULL: still dependent. */
static const struct type *cast_of_dependent(struct expr_env *env, const struct expr *e, const struct expr *operand)
{
    if (!env->in_template || !operand || !surely_runtime(env, operand, 0) ||
        mentions_dependent_constant(env, operand, 0))
        return NULL;
    const struct type *t = env->read_type(env->ctx, e->type_first, e->type_last);
    if (!t || type_mentions_param(t, true))
        return NULL;
    const struct type *c = t->canon;
    if (!(type_is_arithmetic(c) || type_is_enum(c) || c->kind == TY_POINTER))
        return NULL;
    return t;
}

/* The node e stands for once parentheses are stripped (and the one item
   of a parenthesized or braced initializer list). */
static const struct expr *strip_parens(const struct expr *e)
{
    while (e && ((e->kind == EX_PAREN && e->nkids == 1) ||
                 ((e->kind == EX_PAREN_INIT || e->kind == EX_BRACED) && e->nkids == 1)))
        e = e->kids[0];
    return e;
}

/* An object of class cls made from the prvalue of e, an explicit
   conversion whose constructor was resolved (env->elided_node): that
   constructor again, reported at `at` when report is set, and `at` the
   conversion a further one finds. False when e is no such conversion. */
static bool elided_into(struct expr_env *env, const struct type *cls, const struct expr *e, const struct expr *at,
                        bool report)
{
    e = strip_parens(e);
    if (!e || e != env->elided_node || !env->elided_call.fn || !env->elided_call.fn->parent)
        return false;
    const struct type *u = type_unqualified(env->sema->types, cls)->canon;
    if (u->kind == TY_TEMPLATE_ID ? env->elided_call.owner != u
                                  : u->kind != TY_NAMED || env->elided_call.fn->parent->owner != u->ent)
        return false;
    if (env->elided_call.is_constexpr)
        return true;    /* evaluated where it is written, once (`D(D(1))`) */
    if (report) {
        env->calls++, env->last_call_at = at->at;
        resolved_call(env, at, &env->elided_call);
    }
    env->elided_node = at;
    return true;
}

void expr_construct_elided(struct expr_env *env, const struct type *cls, const struct expr *init,
                           const struct expr *at)
{
    if (!env->in_template)
        elided_into(env, cls, init, at, true);
}

static bool declares_copy_constructor(struct expr_env *env, const struct entity *c, struct entity *const *set, int n);
static struct entity *special_members_class(struct expr_env *env, const struct type *cls, const struct type **spec);

/* `T{args}`, `static_cast<T>(x)`, `(T)x`: the reference reports no
   constructor call there, only where the object initializes a variable
   (the copy elided, elided_into); the constructor resolved and kept for
   that, nothing reported. A constexpr one is evaluated instead, its call
   reported at evaluated_at (the list's `{`, the cast's operand). Not
   where a list may mean an initializer_list constructor, a conversion
   function may convert, or the copy is an implicit one. */
static void record_construction(struct expr_env *env, const struct type *cls, const struct typed *args, int nargs,
                                 const struct expr *at, bool list, uint32_t evaluated_at)
{
    const struct type *spec;
    struct entity *c = special_members_class(env, cls->canon, &spec);
    if (!c || spec || !c->specials || (c->flags & EF_SPECIALS_UNSURE) || env->in_template || nargs > 64)
        return;
    struct entity *set[SET_MAX];
    int n = 0;
    for (struct entity *x = c->specials; x; x = x->next) {
        if (x->flags & EF_DESTRUCTOR)
            continue;
        if ((x->flags & EF_CONVERSIONS_UNSURE) || n == SET_MAX)
            return;
        if (list) {
            const struct type *t = x->kind == EK_FUNCTION ? env->entity_type(env->ctx, x) : NULL;
            if (!t || t->canon->kind != TY_FUNCTION)
                return;     /* (a template: maybe one taking a list) */
            const struct type *p = t->canon->nargs ? t->canon->args[0]->canon : NULL;
            if (p && (p->kind == TY_LREF || p->kind == TY_RREF))
                p = p->inner;
            if (p && type_is_initializer_list(p))
                return;
        }
        set[n++] = x;
    }
    struct type_table *tt = env->sema->types;
    const struct type *ucls = type_unqualified(tt, cls)->canon;
    struct call_arg cargs[64];
    if (n == 0 || !call_args(args, 0, nargs, cargs))
        return;
    if (nargs == 1) {
        const struct type *a = type_unqualified(tt, cargs[0].type)->canon;
        if (a == ucls && (args[0].cat == VC_PRVALUE || !declares_copy_constructor(env, c, set, n)))
            return;     /* a prvalue of T (elided_into), or the implicit copy */
        if (a != ucls && type_is_class(a))
            return;     /* another class: by a conversion function, maybe */
    }
    struct resolved_call r;
    if (resolve_set(env, set, n, NULL, cargs, nargs, NULL, 0, &r) != RR_RESOLVED)
        return;
    env->elided_node = at;
    env->elided_call = r;
    if (r.is_constexpr && evaluated_at != TU_NO_TOKEN) {
        env->calls++, env->last_call_at = evaluated_at;
        resolved_call(env, node_at(env, evaluated_at), &r);
    }
}

static struct typed type_cast(struct expr_env *env, const struct expr *e, const struct typed *a)
{
    if (a->status == ES_DEPENDENT || (a->status != ES_TYPED && env->in_template)) {
        /* in a template an operand not understood may be a constant the
           reference folds (`(int)traits<T>::size`): dependent too */
        const struct type *to = cast_of_dependent(env, e, e->kids[0]);
        return to ? of_type(to, VC_PRVALUE) : dependent();
    }
    const struct type *t = env->read_type(env->ctx, e->type_first, e->type_last);
    if (!t)
        return failed(env);
    unsigned k = t->canon->kind;
    const struct entity *cls = a->status == ES_TYPED && a->type ? operand_class(a) : NULL;
    if (cls && (e->op == TK_STATIC_CAST || e->op == TK_LPAREN) && (type_is_arithmetic(t) || k == TY_POINTER))
        return scalar_from_class(env, t, a, cls, e->kids[0]);
    if ((e->op == TK_STATIC_CAST || e->op == TK_LPAREN) && type_is_class(t) && e->nkids == 1 &&
        !construct_by_conversion(env, t, a, e->kids[0], true) && !elided_into(env, t, e->kids[0], e, false))
        record_construction(env, t, a, 1, e, false, e->kids[0]->first);
    bool to_void = k == TY_BUILTIN && strcmp(t->canon->code, "v") == 0;
    if (k != TY_LREF && k != TY_RREF && !type_is_class(t) && !to_void)
        expr_use_value(env, a);     /* a conversion of the value; `(void)v` discards it unread */
    return of_type(t, VC_PRVALUE);
}

static struct typed type_functional(struct expr_env *env, const struct expr *e, const struct typed *ops)
{
    struct typed st = combine_status(env, ops, e->nkids);
    if (st.status == ES_DEPENDENT || (env->in_template && !all_typed(ops, e->nkids))) {
        const struct type *to = e->nkids == 1 && e->op == TK_LPAREN ? cast_of_dependent(env, e, e->kids[0]) : NULL;
        return to ? of_type(to, VC_PRVALUE) : dependent();
    }
    const struct type *t = env->read_type(env->ctx, e->type_first, e->type_last);
    if (!t)
        return failed(env);
    if (type_is_class(t)) {
        if (e->nkids == 1 && !(e->flags & XF_PACK) && elided_into(env, t, e->kids[0], e, e->op == TK_LPAREN))
            return of_type(t, VC_PRVALUE);  /* `T(T(1))`: the inner one's constructor, reported again at `T(` */
        if ((e->op == TK_LPAREN || (e->nkids == 0 && !env->constant_initializer && list_value_initializes(env, t))) &&
            !(e->flags & XF_PACK))
            expr_construct(env, t, ops, e->nkids, e, e->op == TK_LPAREN, e->nkids == 1 ? e->kids[0] : NULL, true);
            /* (`T(1)`: the temporary's destructor too, reported first as the reference does) */
        else if (e->op == TK_LBRACE && !(e->flags & XF_PACK) && !env->constant_initializer)
            record_construction(env, t, ops, e->nkids, e, true,
                                env->view && tu_kind(env->view, e->type_last + 1) == TK_LBRACE ? e->type_last + 1
                                                                                   : TU_NO_TOKEN);
        return of_type(t, VC_PRVALUE);
    }
    if (e->nkids > 1)
        return not_modelled();
    const struct entity *cls = e->nkids == 1 && ops[0].status == ES_TYPED && ops[0].type ? operand_class(&ops[0]) : NULL;
    if (cls && e->op == TK_LPAREN && (type_is_arithmetic(t) || t->canon->kind == TY_POINTER))
        return scalar_from_class(env, t, &ops[0], cls, e->kids[0]);
    if (e->nkids == 1)
        expr_use_value(env, &ops[0]);
    return of_type(t, VC_PRVALUE);
}

/* `new T(args)`, `new T{args}`, `new T`, `new T[n]`: a pointer to T (to
   the element for an array); a class object constructed as `T x(args)`
   would be (default-initialised without an initializer), the constructor
   checked at the `new`. The allocation function is not looked up. */
static struct typed type_new(struct expr_env *env, const struct expr *e, const struct typed *ops)
{
    struct typed st = combine_status(env, ops, e->nkids);
    if (st.status == ES_DEPENDENT || !all_typed(ops, e->nkids))
        return st;
    const struct tu_view *V = env->view;
    if (!V)
        return not_modelled();
    /* an array's bound: `[` ... `]` ending the new-type-id */
    uint32_t last = e->type_last;
    bool array = false;
    if (tu_kind(V, last) == TK_RBRACKET) {
        uint32_t lb = last;
        int depth = 0;
        for (; lb > e->type_first; lb--) {
            unsigned k = tu_kind(V, lb);
            depth += k == TK_RBRACKET ? 1 : k == TK_LBRACKET ? -1 : 0;
            if (depth == 0)
                break;
        }
        if (lb <= e->type_first || tu_kind(V, lb - 1) == TK_RBRACKET)
            return not_modelled();  /* `new T[n][4]`: not modelled */
        last = lb - 1;
        array = true;
    }
    const struct type *t = env->read_type(env->ctx, e->type_first, last);
    if (!t)
        return failed(env);
    if (type_is_class(t)) {
        if ((e->op != TK_LBRACE || (e->nkids == 0 && !array && list_value_initializes(env, t))) &&
            !(e->flags & XF_PACK) && !(array && e->nkids))
            expr_construct(env, t, ops, e->nkids, e, false, e->nkids == 1 ? e->kids[0] : NULL, true);
    } else {
        for (int i = 0; i < e->nkids; i++)
            expr_use_value(env, &ops[i]);
    }
    return of_type(type_derived(env->sema->types, TY_POINTER, t), VC_PRVALUE);
}

static struct typed type_subscript(struct expr_env *env, const struct expr *e, const struct typed *ops)
{
    struct typed st = combine_status(env, ops, 2);
    if (!all_typed(ops, 2))
        return st;
    struct typed index = ops[1];
    if (may_overload(&ops[0]) || may_overload(&ops[1])) {
        struct typed r;
        bool spec = ops[0].type->canon->kind == TY_TEMPLATE_ID;    /* `a[i]` of a std::array<int, 4> */
        if (operand_class(&ops[0]) || spec) {
            int how = overloaded_operator(env, e, ops, 2, &r);
            if (how == OPERATOR_CALLED)
                return r;
            if (how == OPERATOR_UNSURE)
                return not_modelled_();     /* overloaded_operator's reason stands */
            return not_modelled();
        }
        /* `p[obj]`: operator[] is a member, so the built-in one, its index
           obj's one conversion to an integer */
        const struct type *l = type_decay(env->sema->types, ops[0].type);
        if (may_overload(&ops[0]) || l->kind != TY_POINTER || !e->kids[1] ||
            !operand_converted(env, e->kids[1], &index, false) || !type_is_integral(index.type))
            return not_modelled();
    }
    const struct type *l = type_decay(env->sema->types, ops[0].type), *r = type_decay(env->sema->types, index.type);
    /* `a[i]` of an array designates an element of it; of a pointer, reads the pointer */
    expr_use_value(env, &ops[0]);
    expr_use_value(env, &index);
    if (l->kind == TY_POINTER && type_is_integral(r)) {
        struct typed t = of_type(l->inner, VC_LVALUE);
        if (ops[0].type->canon->kind == TY_ARRAY) {
            t.var = ops[0].var;
            t.var_name = ops[0].var_name;
        }
        return t;
    }
    if (r->kind == TY_POINTER && type_is_integral(l))
        return of_type(r->inner, VC_LVALUE);
    return not_modelled();
}

/* ---- construction and destruction ---- */

/* Surely none of the constructors takes no argument: each is a function
   (no template), read, not variadic, its defaults known and one parameter
   at least without one. */
static bool none_default(struct expr_env *env, struct entity *const *set, int n)
{
    for (int i = 0; i < n; i++) {
        if (set[i]->kind != EK_FUNCTION || !env->required_params)
            return false;
        const struct type *t = env->entity_type(env->ctx, set[i]);
        if (!t || t->canon->kind != TY_FUNCTION || t->canon->nargs == 0)
            return false;       /* `S()`, `S(...)` */
        if (env->required_params(env->ctx, set[i], t->canon->nargs) < 1)
            return false;
    }
    return n > 0;
}

/* An object of class type cls initialized from arg, an object of a class
   unrelated to it, through its conversion function yielding cls (called
   at `at`) and the implicit copy or move constructor. False: not sure. */
static bool construct_by_conversion(struct expr_env *env, const struct type *cls, const struct typed *arg,
                                    const struct expr *at, bool direct)
{
    cls = cls->canon;
    const struct entity *from = arg->status == ES_TYPED && arg->type ? operand_class(arg) : NULL;
    if (!from || cls->kind != TY_NAMED || !cls->ent || cls->ent->kind != EK_CLASS || from == cls->ent)
        return false;
    struct entity *via = conversion_to_class(env, cls->ent, from, arg->type->canon->cv, direct);
    if (!via)
        return false;
    env->calls++, env->last_call_at = at->at;
    env->calls_resolved++;      /* the implicit copy or move constructor */
    conversion_call(env, at, via);
    return true;
}

/* An object of a class template's specialisation constructed from args:
   the constructors its definition declares (set), their types read in the
   specialisation; nothing said where one is a template, the one argument
   is of the class itself (the implicit copy and move), or a type is not
   read. */
static const struct expr *constexpr_call_at(struct expr_env *env, const struct expr *at, const struct resolved_call *r);

/* The class's copy or move constructor, chosen for one argument of
   another class that does not derive from it: the object is the prvalue
   the argument's conversion function yields (the copy elided, as the
   reference reports it): that conversion function called at `at` where it
   is sure and at is given. False: r is no such call. */
static bool copy_elided_by_conversion(struct expr_env *env, const struct type *ucls, const struct resolved_call *r,
                                      const struct call_arg *arg, const struct expr *at)
{
    struct type_table *tt = env->sema->types;
    const struct type *ft = r->type ? r->type->canon : NULL;
    if (!ft || ft->kind != TY_FUNCTION || ft->nargs < 1 || !r->fn || !(r->fn->flags & EF_CONSTRUCTOR) || !arg->type ||
        !type_is_class(arg->type))
        return false;
    const struct type *p = ft->args[0]->canon;
    if ((p->kind != TY_LREF && p->kind != TY_RREF) || type_unqualified(tt, p->inner)->canon != ucls)
        return false;
    const struct type *a = type_unqualified(tt, arg->type)->canon;
    if (a == ucls || type_derives_from(env->view, a, ucls) != 0)
        return false;
    env->calls_resolved++;      /* the copy, resolved and elided */
    struct user_route via;
    if (at && type_user_conversion(env, arg->type, arg->type->canon->cv, arg->cat == VC_LVALUE, ucls, &via) == 1)
        route_conversion_call(env, at, &via);
    return true;
}

/* `B<int> v(s)`, `B<int> v = s`, `B<int>(s)` with s of another class:
   s's conversion function yielding the specialisation, for its implicit
   copy or move constructor, where that is sure: the specialisation
   declares no copy or move constructor and none of its constructors (set)
   may take s. */
static bool construct_specialization_by_conversion(struct expr_env *env, const struct type *spec,
                                                   struct entity *const *set, int n, const struct call_arg *arg,
                                                   const struct expr *at)
{
    if (!arg->type || !type_is_class(arg->type) || !env->required_params)
        return false;
    for (int i = 0; i < n; i++) {
        if (set[i]->kind == EK_FUNCTION_TEMPLATE) {
            struct candidate_decl cd;
            if (deduce_template(env, set[i], spec, arg, 1, NULL, 0, &cd) != DEDUCE_FAILS)
                return false;
            continue;
        }
        const struct type *t = set[i]->kind == EK_FUNCTION ? type_read_specialization_member(env->view, set[i], spec)
                                                           : NULL;
        if (!t || t->canon->kind != TY_FUNCTION || t->canon->variadic)
            return false;
        t = t->canon;
        if (t->nargs == 0 || env->required_params(env->ctx, set[i], t->nargs) > 1)
            continue;   /* takes no one argument */
        const struct type *q = t->args[0]->canon;
        if (q->kind == TY_LREF || q->kind == TY_RREF)
            q = q->inner->canon;
        if (type_unqualified(env->sema->types, q)->canon == spec || !overload_argument_fails(env, arg, t->args[0]))
            return false;   /* a declared copy or move constructor, or one that may take s */
    }
    struct user_route via;
    if (type_user_conversion(env, arg->type, arg->type->canon->cv, arg->cat == VC_LVALUE, spec, &via) != 1 ||
        !(via.fn->flags & EF_CONVERSION))
        return false;
    env->calls++, env->last_call_at = at->at;
    env->calls_resolved++;      /* the implicit copy or move constructor */
    route_conversion_call(env, at, &via);
    return true;
}

static void construct_specialization(struct expr_env *env, const struct type *spec, struct entity *const *set,
                                     int n, const struct typed *args, int nargs, const struct expr *at,
                                     const struct expr *sole_arg)
{
    static struct candidate_decl decls[SET_MAX];
    struct call_arg cargs[64];
    if (n == 0 || nargs > 64 || !call_args(args, 0, nargs, cargs))
        return;
    if (nargs == 1 && type_unqualified(env->sema->types, cargs[0].type)->canon == spec)
        return;     /* copy or move: the implicit ones may be the candidates */
    if (nargs == 1 && sole_arg && construct_specialization_by_conversion(env, spec, set, n, &cargs[0], sole_arg))
        return;
    int nd = 0;
    for (int i = 0; i < n; i++) {
        if (set[i]->kind == EK_FUNCTION_TEMPLATE) {
            /* a constructor template: deduced with the class's arguments bound */
            int k = deduce_template(env, set[i], spec, cargs, nargs, NULL, 0, &decls[nd]);
            if (k == DEDUCE_FAILS)
                continue;
            if (k != DEDUCE_OK)
                return;
            nd++;
            continue;
        }
        if (set[i]->kind != EK_FUNCTION)
            return;
        memset(&decls[nd], 0, sizeof decls[nd]);
        decls[nd].e = set[i];
        decls[nd].type = type_read_specialization_member(env->view, set[i], spec);
        if (!decls[nd].type || decls[nd].type->canon->kind != TY_FUNCTION)
            return;
        decls[nd].type = decls[nd].type->canon;
        nd++;
    }
    if (nd == 0)
        return;
    env->calls++, env->last_call_at = at->at;
    struct resolved_call r;
    if (resolve_set_with(env, NULL, 0, decls, nd, NULL, cargs, nargs, NULL, 0, &r) != RR_RESOLVED)
        return;
    if (nargs == 1 && copy_elided_by_conversion(env, spec, &r, &cargs[0], sole_arg))
        return;
    r.owner = spec;
    read_arguments(env, &r, args, 0, nargs);
    if (at && at->kind == EX_FUNCTIONAL_CAST) {
        env->elided_node = at;      /* as expr_construct's */
        env->elided_call = r;
    }
    resolved_call(env, constexpr_call_at(env, at, &r), &r);
}

/* The destructor of the class c (of its specialisation spec when not
   NULL) called at `at`, when declared (an implicit one calls nothing the
   CUDA rules look at). */
static void call_destructor(struct expr_env *env, struct entity *c, const struct type *spec, const struct expr *at)
{
    struct entity *dtor = NULL;
    for (struct entity *s = c->specials; s; s = s->next)
        if (s->flags & EF_DESTRUCTOR) {
            if (dtor && dtor->type_toks && s->type_toks && dtor->type_toks->name != s->type_toks->name)
                return;     /* C++20's prospective destructors, picked by their constraints: not known */
            dtor = s;
        }
    const struct type *dtor_type = dtor && spec ? type_read_specialization_member(env->view, dtor, spec)
                                   : dtor ? dtor->type : NULL;
    if (!dtor_type)
        return;
    struct resolved_call r = { .fn = dtor, .type = dtor_type, .exec = dtor->exec_space,
                               .is_constexpr = (dtor->flags & EF_CONSTEXPR) != 0, .owner = spec };
    env->calls++, env->last_call_at = at->at;
    resolved_call(env, at, &r);
}

/* `delete p`, `delete[] p`: the destructor of the class p points to,
   checked at the operand's first token as the reference points (the
   deallocation function is not looked up). */
static void delete_object(struct expr_env *env, const struct expr *e, const struct typed *op)
{
    if (op->status != ES_TYPED || !op->type || op->fns)
        return;
    const struct expr *operand = e->kids[0];
    struct expr *at = node_at(env, operand->first);
    const struct type *p = type_decay(env->sema->types, op->type)->canon;
    if (p->kind != TY_POINTER)
        return;
    const struct type *cls = p->inner->canon;
    if (cls->kind == TY_NAMED && cls->ent && cls->ent->kind == EK_CLASS && (cls->ent->flags & EF_DEFINED) &&
        !(cls->ent->flags & EF_SPECIALS_UNSURE)) {
        call_destructor(env, (struct entity *)cls->ent, NULL, at);
    } else if (cls->kind == TY_TEMPLATE_ID && cls->ent && cls->ent->kind == EK_CLASS_TEMPLATE && env->view) {
        const struct scope *sc = type_read_definition(env->view, cls);
        if (sc && sc->owner && sc->owner->kind == EK_CLASS_TEMPLATE && !(sc->owner->flags & EF_SPECIALS_UNSURE))
            call_destructor(env, (struct entity *)sc->owner, type_unqualified(env->sema->types, cls)->canon, at);
    }
}

/* Does the class c (no template) declare a copy constructor among its
   constructors set[0..n)? Then no copy or move constructor is declared
   implicitly ([class.copy.ctor]/6, /8): the set is every candidate. */
static bool declares_copy_constructor(struct expr_env *env, const struct entity *c, struct entity *const *set, int n)
{
    for (int i = 0; i < n; i++) {
        const struct type *t = set[i]->kind == EK_FUNCTION && !(set[i]->flags & EF_TYPE_UNREAD) && set[i]->type
                               ? set[i]->type->canon : NULL;
        if (!t || t->kind != TY_FUNCTION || t->nargs < 1 || t->args[0]->canon->kind != TY_LREF)
            continue;
        const struct type *q = t->args[0]->canon->inner->canon;
        if (q->kind != TY_NAMED || q->ent != c || (q->cv & TQ_VOLATILE))
            continue;
        int req = env->required_params ? env->required_params(env->ctx, set[i], t->nargs) : -1;
        if (req >= 0 && req <= 1)
            return true;
    }
    return false;
}

/* The class whose special members construct and destroy an object of
   type cls: its own, or the definition a class template's specialisation
   takes (*spec set to the specialisation); NULL when not known. */
static struct entity *special_members_class(struct expr_env *env, const struct type *cls, const struct type **spec)
{
    *spec = NULL;
    if (cls->kind == TY_TEMPLATE_ID && cls->ent && cls->ent->kind == EK_CLASS_TEMPLATE && env->view) {
        /* the constructors of the definition it takes, read there */
        const struct scope *sc = type_read_definition(env->view, cls);
        if (!sc || !sc->owner || sc->owner->kind != EK_CLASS_TEMPLATE || !sc->owner->specials)
            return NULL;    /* (none declared: only implicit ones) */
        *spec = type_unqualified(env->sema->types, cls)->canon;
        return sc->owner;
    }
    if (cls->kind != TY_NAMED || !cls->ent || cls->ent->kind != EK_CLASS)
        return NULL;
    return (struct entity *)cls->ent;
}

void expr_destroy(struct expr_env *env, const struct type *cls, const struct expr *at)
{
    const struct type *spec;
    struct entity *c = special_members_class(env, cls->canon, &spec);
    if (c && c->specials && !(c->flags & EF_SPECIALS_UNSURE))
        call_destructor(env, c, spec, at);
}

/* ---- implicit default constructors ([class.default.ctor]) ----

   The reference checks the calls an implicit default constructor makes
   only where it is constexpr, and then only those of constexpr __device__
   constructors (every other is left to the inferred space of the implicit
   member): each is reported at the name of the class whose implicit
   constructor makes it, the host function that constructs the object
   named as the caller. Aggregate initialization from `{}` calls the
   members' default constructors itself, at the brace. */

#define IMPLICIT_MAX 16
/* Subobjects one implicit construction may visit: a class with many
   members of class types, nested, would otherwise cost the product of
   their counts (a fuzz finding); past it the answer is "not known". */
#define IMPLICIT_WORK 1024
struct implicit_calls {
    uint32_t at[IMPLICIT_MAX];                  /* where: the name of the class or constructor calling */
    struct entity *ctor[IMPLICIT_MAX];          /* the constexpr device constructor */
    int n;
    int *work;                                  /* subobjects left to visit (shared with nested lists) */
};

static void implicit_calls_init(struct implicit_calls *calls, int *work)
{
    calls->n = 0;
    calls->work = work;
}

static uint32_t class_name_token(struct expr_env *env, const struct entity *c);
static void constructor_subobjects(struct expr_env *env, const struct entity *c, const struct entity *ctor,
                                   struct implicit_calls *out, int depth);

/* The class c's non-static data members in declaration order into
   out[max]; -1 when more, or a member not plain (an anonymous union's) */
static int members_in_order(const struct entity *c, struct entity **out, int max)
{
    const struct scope *s = c->members;
    int n = 0;
    for (uint32_t k = 0; k < s->nslots; k++)
        for (struct entity *m = s->slots[k]; m; m = m->next) {
            if (m->parent != s)
                continue;
            if (m->kind == EK_USING && m->target && m->target->kind == EK_VARIABLE)
                return -1;  /* an anonymous union's member */
            if (m->kind != EK_VARIABLE || (m->flags & EF_STATIC))
                continue;
            if (n == max || !m->type_toks || !m->type_toks->name)
                return -1;
            int i = n++;
            while (i > 0 && out[i - 1]->type_toks->name > m->type_toks->name) {
                out[i] = out[i - 1];
                i--;
            }
            out[i] = m;
        }
    return n;
}

/* Member m is declared with a default member initializer (or as a
   bit-field): `= x`, `{x}` after its name */
static bool member_initialized(const struct tu_view *V, const struct entity *m)
{
    unsigned k = tu_kind(V, m->type_toks->name + 1);
    return k == TK_EQ || k == TK_LBRACE || k == TK_COLON;
}

/* `= default` or `= delete` after the declarator of the special member s
   (TK_DEFAULT, TK_DELETE), else 0: defined or declared otherwise. */
static unsigned defined_as(struct expr_env *env, const struct entity *s)
{
    for (uint32_t i = s->type_toks->name; i < env->view->ntoks && i < s->type_toks->name + 64; i++) {
        unsigned k = tu_kind(env->view, i);
        if (k == TK_DEFAULT || k == TK_DELETE)
            return k;
        if (k == TK_SEMI || k == TK_LBRACE)
            break;
    }
    return 0;
}

/* The user-declared default constructor of class c (its only constructor
   taking no argument, no template, not defaulted): *found false when c
   declares no constructor; NULL when not sure. */
static struct entity *declared_default_constructor(struct expr_env *env, const struct entity *c, bool *found)
{
    struct entity *d = NULL;
    *found = false;
    for (struct entity *s = c->specials; s; s = s->next) {
        if (!(s->flags & EF_CONSTRUCTOR))
            continue;
        *found = true;
        if (s->kind != EK_FUNCTION || (s->flags & EF_TYPE_UNREAD) || !s->type || !s->type_toks ||
            !env->required_params)
            return NULL;
        if (defined_as(env, s) == TK_DEFAULT)
            return NULL;    /* `= default`: its own constexpr-ness is implicit */
        if (env->required_params(env->ctx, s, s->type->canon->nargs) == 0) {
            if (d)
                return NULL;
            d = s;
        }
    }
    return d;
}

static int implicit_default_constructor(struct expr_env *env, const struct entity *c, struct implicit_calls *out,
                                        int depth);

/* `T{}` of a plain class whose constructors are none defaulted, its
   default constructor user-provided (not deleted: no aggregate in any
   standard): value-initialization, as `T()` is
   ([dcl.init.list]/3), not a list's constructor call. The reference
   checks the call only where that constructor is constexpr. */
static bool list_value_initializes(struct expr_env *env, const struct type *t)
{
    t = t->canon;
    const struct entity *c = t->kind == TY_NAMED ? t->ent : NULL;
    if (!c || c->kind != EK_CLASS || c->templ || (c->flags & EF_SPECIALS_UNSURE) || !env->view)
        return false;
    bool found;
    const struct entity *d = declared_default_constructor(env, c, &found);
    if (!d || !(d->flags & EF_CONSTEXPR))
        return false;   /* (the reference checks no other's call made so) */
    return defined_as(env, d) != TK_DELETE;    /* (`A() = delete;`: user-declared, not user-provided;
                                                  else user-provided: no aggregate) */
}

static bool declares_destructor(const struct entity *c)
{
    for (const struct entity *x = c->specials; x; x = x->next)
        if (x->flags & EF_DESTRUCTOR)
            return true;
    return false;
}

/* A subobject of class type t default-initialized by the implicit
   constructor of class owner: 1 by a constexpr constructor (its constexpr
   device one noted), 0 by one that is not constexpr, -1 not known */
static int default_initialized(struct expr_env *env, const struct entity *owner, const struct type *t,
                               struct implicit_calls *out, int depth)
{
    t = t->canon;
    if (t->kind != TY_NAMED || !t->ent || t->ent->kind != EK_CLASS || --*out->work < 0)
        return -1;
    const struct entity *k = t->ent;
    if (!(k->flags & EF_DEFINED) || (k->flags & EF_SPECIALS_UNSURE) || k->templ)
        return -1;
    bool declared;
    struct entity *ctor = declared_default_constructor(env, k, &declared);
    if (!declared)
        return implicit_default_constructor(env, k, out, depth + 1);
    if (!ctor || declares_destructor(k))
        return -1;
    if (!(ctor->flags & EF_CONSTEXPR))
        return 0;
    if (ctor->exec_space == XS_DEVICE) {
        uint32_t at = class_name_token(env, owner);
        if (out->n == IMPLICIT_MAX || at == TU_NO_TOKEN)
            return -1;
        out->at[out->n] = at;
        out->ctor[out->n++] = ctor;
    } else {
        constructor_subobjects(env, k, ctor, out, depth + 1);
    }
    return 1;
}

/* The implicit default constructor of class c (declaring none): 1 when it
   is constexpr (the calls to note appended to out), 0 when not, -1 when
   not known. */
static int implicit_default_constructor(struct expr_env *env, const struct entity *c, struct implicit_calls *out,
                                        int depth)
{
    if (depth > 8 || c->kind != EK_CLASS || c->class_key == CK_UNION || !c->members || !c->name ||
        (c->flags & (EF_DEPENDENT_BASE | EF_SPECIALS_UNSURE)) || !(c->flags & EF_DEFINED) || c->templ ||
        declares_destructor(c))
        return -1;  /* (a destructor declared: no literal type, its constexpr-ness not modelled) */
    for (const struct base_ref *b = c->bases; b; b = b->next) {
        const struct entity *be = b->entity ? entity_resolve(b->entity) : NULL;
        if (!be || b->dependent || be->kind != EK_CLASS)
            return -1;
        for (uint32_t i = b->first; i <= b->last && i < env->view->ntoks; i++)
            if (tu_kind(env->view, i) == TK_VIRTUAL)
                return 0;   /* a virtual base: never constexpr */
        int k = default_initialized(env, c, type_named(env->sema->types, be), out, depth);
        if (k <= 0)
            return k;
    }
    struct entity *ms[64];
    int n = members_in_order(c, ms, 64);
    if (n < 0)
        return -1;
    for (int i = 0; i < n; i++) {
        const struct type *t = env->entity_type(env->ctx, ms[i]);
        if (!t || (t->canon->cv & TQ_VOLATILE) || tu_kind(env->view, ms[i]->type_toks->name + 1) == TK_COLON)
            return -1;  /* volatile members, bit-fields: not modelled */
        if (member_initialized(env->view, ms[i]))
            continue;   /* (its initializer's calls are not checked here) */
        t = t->canon;
        if (type_is_arithmetic(t) || type_is_enum(t) || t->kind == TY_POINTER || t->kind == TY_MEMBER_POINTER) {
            if (!env->cxx20)
                return 0;   /* left uninitialized: constexpr from C++20 on only */
            continue;
        }
        int k = default_initialized(env, c, t, out, depth);
        if (k <= 0)
            return k;
    }
    return 1;
}

/* The tokens of the mem-initializer list of constructor ctor defined in
   its class (`: a(1), B{}` up to its body's `{`): [*first, *last], empty
   when none; false when its body is not there or not read. */
static bool mem_initializers(const struct tu_view *V, const struct entity *ctor, uint32_t *first, uint32_t *last)
{
    uint32_t lp = ctor->type_toks->name + 1;
    if (tu_kind(V, lp) != TK_LPAREN)
        return false;
    int depth = 0;
    uint32_t i = lp;
    for (; i < V->ntoks; i++) {
        unsigned k = tu_kind(V, i);
        depth += k == TK_LPAREN ? 1 : k == TK_RPAREN ? -1 : 0;
        if (depth == 0)
            break;
    }
    for (i++; i < V->ntoks && tu_kind(V, i) != TK_COLON && tu_kind(V, i) != TK_LBRACE; i++) {
        unsigned k = tu_kind(V, i);
        if (k == TK_SEMI || k == TK_EQ || k == TK_TRY || k == TK_RBRACE)
            return false;   /* declared only, `= default`, a function-try-block */
    }
    *first = i + 1, *last = i;
    if (tu_kind(V, i) == TK_LBRACE)
        return true;
    /* up to the `{` at depth 0 that no name or `)` precedes... the body's:
       initializers in braces follow a name */
    depth = 0;
    for (i++; i < V->ntoks; i++) {
        unsigned k = tu_kind(V, i);
        if (depth == 0 && k == TK_LBRACE && tu_kind(V, i - 1) != TK_IDENT && tu_kind(V, i - 1) != TK_GT) {
            *last = i - 1;
            return true;
        }
        if (k == TK_LPAREN || k == TK_LBRACE || k == TK_LBRACKET)
            depth++;
        else if ((k == TK_RPAREN || k == TK_RBRACE || k == TK_RBRACKET) && --depth < 0)
            return false;
        else if (k == TK_SEMI)
            return false;
    }
    return false;
}

/* Does the identifier id appear in [first, last] at depth 0? */
static bool names_initialized(const struct tu_view *V, uint32_t first, uint32_t last, const struct ident *id)
{
    int depth = 0;
    for (uint32_t i = first; i <= last && i < V->ntoks; i++) {
        unsigned k = tu_kind(V, i);
        if (k == TK_LPAREN || k == TK_LBRACE || k == TK_LBRACKET || k == TK_LT)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACE || k == TK_RBRACKET || k == TK_GT)
            depth--;
        else if (depth == 0 && k == TK_IDENT && V->toks[i].len == id->len &&
                 memcmp(V->buf + V->toks[i].offset, id->name, id->len) == 0)
            return true;
    }
    return false;
}

/* The constexpr constructor ctor of class c (not device-only), defined in
   its class: the bases and members its mem-initializers leave to their
   default constructors, a constexpr device one noted at ctor's name */
static void constructor_subobjects(struct expr_env *env, const struct entity *c, const struct entity *ctor,
                                   struct implicit_calls *out, int depth)
{
    const struct tu_view *V = env->view;
    uint32_t first, last;
    if (depth > 8 || *out->work < 0 || !ctor->type_toks || !mem_initializers(V, ctor, &first, &last) ||
        names_initialized(V, first, last, c->name))
        return;     /* (delegating to another constructor) */
    struct implicit_calls inner;
    implicit_calls_init(&inner, out->work);
    for (const struct base_ref *b = c->bases; b; b = b->next) {
        const struct entity *be = b->entity ? entity_resolve(b->entity) : NULL;
        if (!be || b->dependent || be->kind != EK_CLASS || !be->name)
            return;
        if (!names_initialized(V, first, last, be->name))
            default_initialized(env, c, type_named(env->sema->types, be), &inner, depth);
    }
    struct entity *ms[64];
    int n = members_in_order(c, ms, 64);
    for (int i = 0; i < n; i++) {
        if (member_initialized(V, ms[i]) || names_initialized(V, first, last, ms[i]->name))
            continue;
        const struct type *t = env->entity_type(env->ctx, ms[i]);
        if (t && type_is_class(t))
            default_initialized(env, c, t, &inner, depth);
    }
    /* what c's own subobjects call directly is at the constructor's name */
    uint32_t own = class_name_token(env, c);
    for (int i = 0; i < inner.n && out->n < IMPLICIT_MAX; i++) {
        out->at[out->n] = inner.at[i] == own ? ctor->type_toks->name : inner.at[i];
        out->ctor[out->n++] = inner.ctor[i];
    }
}

/* The name token of class c's definition */
static uint32_t class_name_token(struct expr_env *env, const struct entity *c)
{
    const struct tu_view *V = env->view;
    uint32_t i = tu_token_at_offset(V, c->decl_offset);
    for (uint32_t k = i; k < i + 8 && k < V->ntoks; k++)
        if (tu_kind(V, k) == TK_IDENT && V->toks[k].len == c->name->len &&
            memcmp(V->buf + V->toks[k].offset, c->name->name, c->name->len) == 0)
            return k;
    return TU_NO_TOKEN;
}

/* The calls noted, each at the name of the class making it, or all at
   the token at when given */
static void report_implicit_calls(struct expr_env *env, const struct implicit_calls *calls, uint32_t at)
{
    for (int i = 0; i < calls->n; i++) {
        uint32_t tok = at != TU_NO_TOKEN ? at : calls->at[i];
        struct entity *f = calls->ctor[i];
        struct resolved_call r = { .fn = f, .type = f->type, .exec = f->exec_space,
                                   .is_constexpr = (f->flags & EF_CONSTEXPR) != 0 };
        env->calls++, env->last_call_at = tok;
        resolved_call(env, node_at(env, tok), &r);
    }
}

static void implicit_default_construction(struct expr_env *env, const struct entity *c);

/* Is class c (declaring no constructor) an aggregate: no virtual
   function, no private or protected member or base, no virtual base?
   -1 when not known. */
static int aggregate_class(struct expr_env *env, const struct entity *c)
{
    if (c->kind != EK_CLASS || c->class_key == CK_UNION || !c->members || !(c->flags & EF_DEFINED) || c->templ ||
        (c->flags & (EF_DEPENDENT_BASE | EF_SPECIALS_UNSURE)))
        return -1;
    for (const struct base_ref *b = c->bases; b; b = b->next) {
        bool access = false;
        for (uint32_t i = b->first; i <= b->last && i < env->view->ntoks; i++) {
            unsigned k = tu_kind(env->view, i);
            if (k == TK_VIRTUAL || k == TK_PRIVATE || k == TK_PROTECTED)
                return 0;
            access |= k == TK_PUBLIC;
        }
        if (!access && c->class_key == CK_CLASS)
            return 0;   /* `class D : B`: a private base */
    }
    const struct scope *s = c->members;
    for (uint32_t k = 0; k < s->nslots; k++)
        for (const struct entity *m = s->slots[k]; m; m = m->next)
            if (m->parent == s && (((m->kind == EK_FUNCTION || m->kind == EK_FUNCTION_TEMPLATE) &&
                                    (m->flags & EF_VIRTUAL)) ||
                                   (m->kind == EK_VARIABLE && !(m->flags & EF_STATIC) && (m->flags & EF_NONPUBLIC))))
                return 0;
    for (const struct entity *x = c->specials; x; x = x->next)
        if (x->flags & EF_VIRTUAL)
            return 0;   /* a virtual destructor */
    return 1;
}

/* The aggregate c initialized from `{}` at token at: each base and member
   without a default member initializer from `{}`, a constexpr device
   default constructor noted at the brace, nested aggregates alike. False
   where not sure. */
static bool aggregate_from_empty_list(struct expr_env *env, const struct entity *c, uint32_t at,
                                      struct implicit_calls *out, int depth)
{
    if (depth > 8 || --*out->work < 0)
        return false;
    const struct type *subs[80];
    int n = 0;
    for (const struct base_ref *b = c->bases; b; b = b->next) {
        const struct entity *be = b->entity ? entity_resolve(b->entity) : NULL;
        if (!be || b->dependent || be->kind != EK_CLASS || n == 16)
            return false;
        subs[n++] = type_named(env->sema->types, be);
    }
    struct entity *ms[64];
    int nm = members_in_order(c, ms, 64);
    if (nm < 0)
        return false;
    for (int i = 0; i < nm; i++) {
        if (member_initialized(env->view, ms[i]))
            continue;
        const struct type *t = env->entity_type(env->ctx, ms[i]);
        if (!t || t->canon->kind == TY_ARRAY || t->canon->kind == TY_TEMPLATE_ID)
            return false;
        if (type_is_class(t))
            subs[n++] = t;
    }
    for (int i = 0; i < n; i++) {
        const struct type *t = subs[i]->canon;
        if (t->kind != TY_NAMED || !t->ent || t->ent->kind != EK_CLASS)
            return false;
        const struct entity *k = t->ent;
        if (!(k->flags & EF_DEFINED) || (k->flags & EF_SPECIALS_UNSURE) || k->templ)
            return false;
        bool declared;
        struct entity *ctor = declared_default_constructor(env, k, &declared);
        if (!declared) {
            if (aggregate_class(env, k) != 1 || !aggregate_from_empty_list(env, k, at, out, depth + 1))
                return false;
            continue;
        }
        if (!ctor)
            return false;
        if ((ctor->flags & EF_CONSTEXPR) && ctor->exec_space == XS_DEVICE) {
            if (out->n == IMPLICIT_MAX)
                return false;
            out->at[out->n] = at;
            out->ctor[out->n++] = ctor;
        }
    }
    return true;
}

void expr_construct_from_empty_list(struct expr_env *env, const struct type *cls, const struct expr *list)
{
    const struct type *t = cls->canon;
    if (env->in_template || !env->view || !list || t->kind != TY_NAMED || !t->ent || t->ent->kind != EK_CLASS)
        return;
    const struct entity *c = t->ent;
    for (const struct entity *x = c->specials; x; x = x->next)
        if (x->flags & EF_CONSTRUCTOR)
            return;     /* a constructor is called: expr_construct */
    int agg = aggregate_class(env, c);
    struct implicit_calls calls;
    int work = IMPLICIT_WORK;
    implicit_calls_init(&calls, &work);
    if (agg == 1) {
        if (aggregate_from_empty_list(env, c, list->last, &calls, 0))   /* at the `}` */
            report_implicit_calls(env, &calls, TU_NO_TOKEN);
    } else if (agg == 0) {
        implicit_default_construction(env, c);  /* value-initialized: its implicit constructor */
    }
}

/* `T t;`, `T()`, `new T()` of a class c declaring no constructor */
static void implicit_default_construction(struct expr_env *env, const struct entity *c)
{
    struct implicit_calls calls;
    int work = IMPLICIT_WORK;
    implicit_calls_init(&calls, &work);
    if (implicit_default_constructor(env, c, &calls, 0) == 1)
        report_implicit_calls(env, &calls, TU_NO_TOKEN);
}

/* Where the reference reports the call r of a constructor made at `at`:
   a constexpr one of `new T()`, `new T{}` and `T{}` at the bracket
   opening the initializer, of a variable's initializer of constants
   where at->close says, every other at `at` itself. */
static const struct expr *constexpr_call_at(struct expr_env *env, const struct expr *at, const struct resolved_call *r)
{
    if (at && at->kind == EX_CALL && at->close && r->fn && (r->fn->flags & EF_CONSTEXPR))
        return node_at(env, at->close);     /* a variable's initializer of constants (parser/full_expr.c) */
    if (!at || !r->fn || !(r->fn->flags & EF_CONSTEXPR) || !env->view ||
        (at->kind != EX_NEW && !(at->kind == EX_FUNCTIONAL_CAST && at->op == TK_LBRACE)) ||
        (at->op != TK_LPAREN && at->op != TK_LBRACE) || tu_kind(env->view, at->type_last + 1) != at->op ||
        (at->kind == EX_NEW && at->op == TK_LPAREN && at->nkids))
        return at;  /* (`new T(1)`: at the `new`) */
    return node_at(env, at->type_last + 1);
}

void expr_construct(struct expr_env *env, const struct type *cls, const struct typed *args, int nargs,
                    const struct expr *at, bool destroy, const struct expr *sole_arg, bool direct)
{
    cls = cls->canon;
    const struct type *spec;    /* a class template's specialisation */
    struct entity *c = special_members_class(env, cls, &spec);
    bool declares_constructor = false;
    for (const struct entity *x = c ? c->specials : NULL; x; x = x->next)
        declares_constructor |= (x->flags & EF_CONSTRUCTOR) != 0;
    /* (`new T()` but not of an array, nor `new T`: the reference's choice) */
    bool array_new = at && at->kind == EX_NEW && env->view && tu_kind(env->view, at->type_last) == TK_RBRACKET;
    if (c && !spec && nargs == 0 && !sole_arg && !declares_constructor && !env->in_template && env->view && at &&
        !env->named_constructor_only &&
        ((at->flags & XF_DEFAULT_INIT) || (at->kind == EX_FUNCTIONAL_CAST && at->op == TK_LPAREN) ||
         (at->kind == EX_NEW && at->op == TK_LPAREN && !array_new)))
        implicit_default_construction(env, c);
    if (!c || (!c->specials && !sole_arg) || (c->flags & EF_SPECIALS_UNSURE))
        return;     /* only implicit ones (host-device), or not all known */
    struct entity *set[SET_MAX];
    int n = 0;
    /* `T t = x;`: copy-initialization, whose candidates are the converting
       constructors ([over.match.copy]); explicit ones are out */
    bool copy_init = !direct && sole_arg && sole_arg->kind != EX_BRACED && sole_arg->kind != EX_PAREN_INIT;
    bool explicit_unsure = false;   /* `explicit(expr)` */
    for (struct entity *s = c->specials; s; s = s->next) {
        if ((s->flags & EF_DESTRUCTOR) || n >= SET_MAX)
            continue;
        explicit_unsure |= copy_init && (s->flags & EF_CONVERSIONS_UNSURE);
        if (copy_init && (s->flags & EF_EXPLICIT_CONVERSIONS))
            continue;
        set[n++] = s;
    }
    if (destroy)
        call_destructor(env, c, spec, at);
    if (explicit_unsure)
        return;
    if (spec) {
        construct_specialization(env, spec, set, n, args, nargs, at, sole_arg);
        return;
    }
    if (nargs == 1 && sole_arg && construct_by_conversion(env, cls, &args[0], sole_arg, direct))
        return;
    if (nargs == 1 && sole_arg && !direct && args[0].status == ES_TYPED && args[0].type && !args[0].fns &&
        !type_is_class(args[0].type) && !c->templ &&
        class_never_converts_from_scalar(env, c, type_decay(env->sema->types, args[0].type))) {
        /* `T t = 3;`: no converting constructor takes it */
        report_types(env, DIAG_no_constructor_for_conversion, sole_arg->first,
                     shown_type(args[0].type), type_unqualified(env->sema->types, cls));
        return;
    }
    if (n == 0)
        return;     /* the implicit constructors */
    struct call_arg cargs[64];
    if (nargs > 64 || !call_args(args, 0, nargs, cargs))
        return;
    const struct type *ucls = type_unqualified(env->sema->types, cls)->canon;     /* `const S s = t;` */
    if (nargs == 1 && type_unqualified(env->sema->types, cargs[0].type)->canon == ucls &&
        !declares_copy_constructor(env, c, set, n))
        return;     /* copy or move: the implicit ones may be the candidates (one argument only) */
    if (nargs == 1 && args[0].cat == VC_PRVALUE && !args[0].braced &&
        type_unqualified(env->sema->types, cargs[0].type)->canon == ucls)
        return;     /* `A x = A();`: the prvalue initializes x itself, no copy (the reference, in C++14 too) */
    env->calls++, env->last_call_at = (at ? at->at : 0);
    struct resolved_call r;
    if (nargs == 0 && !c->templ && at && (at->flags & XF_DEFAULT_INIT) && none_default(env, set, n)) {
        /* `S s;` of a class whose declared constructors all want arguments
           (declaring one suppresses the implicit default constructor) */
        report_types(env, DIAG_no_default_constructor, at->at, type_unqualified(env->sema->types, cls), NULL);
        return;
    }
    if (resolve_set(env, set, n, NULL, cargs, nargs, NULL, 0, &r) != RR_RESOLVED)
        return;
    if (nargs == 1 && copy_elided_by_conversion(env, ucls, &r, &cargs[0], sole_arg))
        return;
    read_arguments(env, &r, args, 0, nargs);
    if (at && at->kind == EX_FUNCTIONAL_CAST) {
        env->elided_node = at;      /* `T(1)`: a variable it initializes is made by it again */
        env->elided_call = r;
    }
    if (!env->in_template && env->view && r.fn && (r.fn->flags & EF_CONSTEXPR) &&
        c->kind == EK_CLASS && !c->templ && !env->named_constructor_only &&
        !(at && at->kind == EX_NEW && ((at->op != TK_LPAREN && at->op != TK_LBRACE) || array_new))) {
        /* what its mem-initializers leave to default constructors (`new
           T()` and `new T{}` too, not `new T`: the reference's choice),
           reported before the constructor's own call, as the reference
           evaluates the constructor first */
        struct implicit_calls calls;
        int work = IMPLICIT_WORK;
        implicit_calls_init(&calls, &work);
        constructor_subobjects(env, c, r.fn, &calls, 0);
        report_implicit_calls(env, &calls, TU_NO_TOKEN);
    }
    resolved_call(env, constexpr_call_at(env, at, &r), &r);
}

/* ---- the walk ---- */

#define MAX_KIDS 256

static struct typed type_node(struct expr_env *env, const struct expr *e);

/* `range.name()`: a call node standing on the range's tokens */
static struct expr *member_call_node(struct expr_env *env, struct expr *range, const char *name)
{
    struct expr *member = expr_new(env->sema->arena, EX_MEMBER, 1, range->first, range->last);
    member->kids[0] = range;
    member->op = TK_DOT;
    member->id = intern(env->sema->idents, name, strlen(name));
    struct expr *call = expr_new(env->sema->arena, EX_CALL, 1, range->first, range->last);
    call->kids[0] = member;
    return call;
}

/* An operator node on the range's tokens (its operands stand there too) */
static struct expr *operator_node(struct expr_env *env, struct expr *range, enum expr_kind kind, unsigned op,
                                  const char *name, int n)
{
    struct expr *e = expr_new(env->sema->arena, kind, n, range->first, range->last);
    e->op = (uint16_t)op;
    e->id = intern(env->sema->idents, name, strlen(name));
    for (int i = 0; i < n; i++)
        e->kids[i] = range;
    return e;
}

bool expr_range_for(struct expr_env *env, const struct expr *range_in, const struct typed *t, struct typed *elem)
{
    struct expr *range = (struct expr *)range_in;
    if (t->status != ES_TYPED || !t->type || t->fns)
        return false;
    const struct type *rt = t->type->canon;
    if (rt->kind == TY_LREF || rt->kind == TY_RREF)
        rt = rt->inner->canon;
    if (rt->kind == TY_ARRAY) {
        *elem = of_type(rt->inner, VC_LVALUE);
        return true;
    }
    if (!type_is_class(rt))
        return false;
    /* begin() and end(), typed without their calls being checked */
    struct expr_env quiet = *env;
    quiet.on_call = NULL;
    quiet.on_function_named = NULL;
    quiet.on_access = NULL;
    quiet.report = NULL;
    quiet.note = NULL;
    quiet.items_read = quiet.items_of = NULL;
    struct typed b = expr_type(&quiet, member_call_node(env, range, "begin"));
    struct typed e = expr_type(&quiet, member_call_node(env, range, "end"));
    if (b.status != ES_TYPED || !b.type || b.fns || e.status != ES_TYPED || !e.type || e.fns)
        return false;
    const struct type *bt = type_unqualified(env->sema->types, b.type)->canon;
    const struct type *et = type_unqualified(env->sema->types, e.type)->canon;
    if (bt->kind == TY_POINTER) {
        *elem = of_type(bt->inner, VC_LVALUE);  /* built-in operators on pointers */
        return bt == et;
    }
    if (!type_is_class(bt))
        return false;
    /* `__begin != __end`, `++__begin`, `*__begin` on the iterator variables */
    struct typed ops[2] = { of_type(bt, VC_LVALUE), of_type(et, VC_LVALUE) };
    struct typed r;
    overloaded_operator(env, operator_node(env, range, EX_BINARY, TK_EXCLEQ, "operator!=", 2), ops, 2, &r);
    overloaded_operator(env, operator_node(env, range, EX_UNARY, TK_PLUSPLUS, "operator++", 1), ops, 1, &r);
    if (overloaded_operator(env, operator_node(env, range, EX_UNARY, TK_STAR, "operator*", 1), ops, 1, &r) !=
        OPERATOR_CALLED || r.status != ES_TYPED || !r.type || r.fns)
        return false;
    *elem = r;
    return true;
}

/* The array bound of the string literal in tokens [first, last]
   (adjacent literals concatenated): its code units, escapes decoded, and
   the terminating null. TYPE_NO_BOUND for raw literals and mixed
   encodings. */
static unsigned long long string_literal_length(const struct tu_view *V, uint32_t first, uint32_t last)
{
    int enc = ENC_NONE;
    for (uint32_t i = first; V && i <= last && i < V->ntoks; i++) {
        int k = tok_enc(&V->toks[i]);
        if (k != ENC_NONE && enc != ENC_NONE && k != enc)
            return TYPE_NO_BOUND;
        if (k != ENC_NONE)
            enc = k;
    }
    bool narrow = enc == ENC_NONE || enc == ENC_U8;
    unsigned long long n = 1;
    for (uint32_t i = first; V && i <= last && i < V->ntoks; i++) {
        const struct token *t = &V->toks[i];
        if (t->kind != TK_STRING_LIT)
            return TYPE_NO_BOUND;
        const char *p = V->buf + t->offset, *end = p + t->suffix;
        const char *q = memchr(p, '"', (size_t)(end - p));
        if (!q || (q > p && q[-1] == 'R') || end - q < 2 || end[-1] != '"')
            return TYPE_NO_BOUND;   /* a raw literal */
        for (q++, end--; q < end; q++) {
            unsigned char c = (unsigned char)*q;
            unsigned long cp = c;
            if (c == '\\' && q + 1 < end) {
                c = (unsigned char)*++q;
                cp = c;
                if (c >= '0' && c <= '7') {
                    for (int k = 1; k < 3 && q + 1 < end && q[1] >= '0' && q[1] <= '7'; k++)
                        q++;
                    cp = 0;
                } else if (c == 'x') {
                    while (q + 1 < end && isxdigit((unsigned char)q[1]))
                        q++;
                    cp = 0;
                } else if (c == 'u' || c == 'U') {
                    int digits = c == 'u' ? 4 : 8;
                    cp = 0;
                    for (int k = 0; k < digits; k++) {
                        if (q + 1 >= end || !isxdigit((unsigned char)q[1]))
                            return TYPE_NO_BOUND;
                        char h = *++q;
                        cp = cp * 16 + (unsigned long)(h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
                    }
                    if (narrow)
                        n += cp < 0x80 ? 0 : cp < 0x800 ? 1 : cp < 0x10000 ? 2 : 3;   /* its UTF-8 bytes */
                }
                n += 1 + (enc == ENC_U16 && cp >= 0x10000);
                continue;
            }
            if (narrow || (c & 0xC0) != 0x80)
                n += 1 + (enc == ENC_U16 && c >= 0xF0);     /* wide: one unit per character */
        }
    }
    return n;
}

/* Deeper trees are not typed: 8000 `+` in a row would exhaust the stack */
#define EXPR_MAX_DEPTH 1000

struct typed expr_type(struct expr_env *env, const struct expr *e)
{
    if (env->depth >= EXPR_MAX_DEPTH)
        return failed(env);
    env->depth++;
    struct typed r = type_node(env, e);
    env->depth--;
    if (r.status == ES_TYPED && e &&
        (e->kind == EX_UNARY || e->kind == EX_POSTFIX || e->kind == EX_BINARY || e->kind == EX_ASSIGN ||
         e->kind == EX_CALL || e->kind == EX_BOOL_LIT || e->kind == EX_SUBSCRIPT))
        r.never_null = true;    /* `-0`, `1 - 1`, `f()`, `false`: no null pointer constant to the reference */
    if (r.status == ES_FAILED && e && !env->fail_origin) {
        env->fail_origin = e;   /* post-order: the first failure met is the innermost */
        env->fail_trace = expr_trace_line;
    }
    return r;
}

/* The closure type of the lambda expression e ([expr.prim.lambda.closure]):
   a class of its own, one per lambda (the same each time e is typed),
   whose members, constructors and conversion functions are not modelled:
   what it is called, converted to or compared with is never sure, and it
   is never printed (type_mentions_opaque). Its associated namespace is
   the one around the scope it appears in. */
static const struct type *closure_type(struct expr_env *env, const struct expr *e)
{
    return type_named(env->sema->types, sema_closure(env->sema, e->first));
}

static struct typed node_result(struct expr_env *env, const struct expr *e, struct typed *ops, int n);

static bool within_template(const struct scope *s);

/* Does t name a class or enumeration declared inside a template (a
   class template's nested class, a function template's local enum)?
   The reference takes such a type as dependent there. */
static bool names_template_local_type(const struct type *t, int depth)
{
    if (!t || depth > 16)
        return depth > 16;
    t = t->canon;
    if ((t->kind == TY_NAMED || t->kind == TY_TEMPLATE_ID) && t->ent &&
        (t->ent->kind == EK_CLASS || t->ent->kind == EK_ENUM || t->ent->kind == EK_CLASS_TEMPLATE) &&
        within_template(t->ent->parent))
        return true;
    if (t->inner && names_template_local_type(t->inner, depth + 1))
        return true;
    for (int i = 0; i < t->nargs; i++)
        if (names_template_local_type(t->args[i], depth + 1))
            return true;
    return false;
}

/* Does the qualifier of the name e (`Tr<Nested>::v`) name a template
   parameter or a type declared inside a template? */
static bool qualifier_mentions_template_local(const struct expr_env *env, const struct expr *e)
{
    const struct tu_view *V = env->view;
    if (!V)
        return true;
    for (uint32_t i = e->first; i < e->at && i < V->ntoks; i++) {
        const struct entity *x = V->ent[i] ? entity_resolve(V->ent[i]) : NULL;
        if (!x)
            continue;
        if (x->kind == EK_TYPE_PARAM || x->kind == EK_VALUE_PARAM || x->kind == EK_TEMPLATE_PARAM ||
            ((x->kind == EK_CLASS || x->kind == EK_ENUM || x->kind == EK_CLASS_TEMPLATE ||
              x->kind == EK_TYPEDEF || x->kind == EK_ENUMERATOR) && within_template(x->parent)))
            return true;
    }
    return false;
}

/* Is sizeof's operand (a type or an expression, not typed) one whose size
   may depend on template parameters? In a template's definition, or of a
   parameter whose type is not read (a generic lambda's `auto y`). */
static bool size_may_depend(struct expr_env *env, const struct expr *e)
{
    if (!env->in_template && !env->in_lambda)
        return false;   /* no template parameter in scope: no type read for it */
    if (e->kind == EX_SIZEOF_TYPE || e->kind == EX_ALIGNOF_TYPE) {
        const struct type *t = env->read_type(env->ctx, e->type_first, e->type_last);
        return t ? type_mentions_param(t, true) || (env->in_template && names_template_local_type(t, 0))
                 : env->in_template;
    }
    const struct expr *k = without_parens(e->nkids == 1 ? e->kids[0] : NULL);
    if (!k || k->kind != EX_NAME || !k->ent)
        return env->in_template;
    if (k->ent->kind != EK_PARAMETER && k->ent->kind != EK_VARIABLE)
        return env->in_template;
    const struct type *t = env->entity_type(env->ctx, k->ent);
    if (!env->in_template)      /* outside templates only a generic lambda's `auto` parameter */
        return k->ent->kind == EK_PARAMETER && (!t || type_read_is_auto(t));
    if ((k->ent->flags & EF_MEMBER) && within_template(k->ent->parent))
        return true;    /* a member of a class template: of the current instantiation */
    if (k->ent->kind == EK_VARIABLE && variable_constant(env, k->ent) >= 2)
        return true;    /* `constexpr int lc = N;`: the reference takes sizeof(lc) as dependent */
    return !t || type_read_is_auto(t) || type_mentions_param(t, true) || names_template_local_type(t, 0);
}

/* Is scope s, or one around it, a template's (its parameters, a class
   template's body)? */
static bool within_template(const struct scope *s)
{
    for (int depth = 0; s && depth < 64; s = s->parent, depth++)
        if (s->kind == SK_TEMPLATE_PARAMS || (s->owner && s->owner->kind == EK_CLASS_TEMPLATE))
            return true;
    return false;
}

/* What a variable's name is to the reference's constant folding: a
   const (or constexpr) variable of integral or enumeration type is a
   constant when its initializer is one (1), one whose value may depend on
   template parameters (4) when the initializer's does or is not known and
   the variable is declared in a template; any other variable is none (0). */
static uint8_t variable_constant(struct expr_env *env, const struct entity *v)
{
    v = entity_resolve((struct entity *)v);
    if (!v || v->kind != EK_VARIABLE)
        return 0;
    const struct type *t = env->entity_type(env->ctx, (struct entity *)v);
    if (!t)
        return (v->flags & EF_CONSTEXPR) ? 2 : 0;
    t = t->canon;
    bool constant = ((t->cv & TQ_CONST) && !(t->cv & TQ_VOLATILE)) || (v->flags & EF_CONSTEXPR);
    if (!constant || !(type_is_integral(t) || type_is_enum(t)))
        return 0;
    if (v->init_konst)
        return v->init_konst - 1 >= 2 ? 4 : v->init_konst - 1;
    return within_template(v->parent) ? 4 : 1;
}

/* Is e `this` (in parentheses or not) where its class depends on
   template parameters: a class template's, or a class's declared inside
   a template? */
static bool negates_dependent_this(const struct expr_env *env, const struct expr *e)
{
    e = without_parens(e);
    if (!e || e->kind != EX_THIS || !env->in_template || !env->this_class)
        return false;
    return env->this_class->kind == EK_CLASS_TEMPLATE || within_template(env->this_class->parent);
}

/* Is cls the class whose member function is being typed, or one
   enclosing it, and does it depend on template parameters? */
static bool encloses_this_dependently(const struct expr_env *env, const struct entity *cls)
{
    const struct entity *c = env->this_class;
    if (!cls || !c)
        return false;
    for (const struct scope *s = c->members; s && s->kind == SK_CLASS; s = s->parent)
        if (s->owner == cls)
            return cls->kind == EK_CLASS_TEMPLATE || within_template(cls->parent);
    return false;
}

/* Does the qualifier of the name e have template arguments (`K<int>::`)? */
static bool qualifier_names_specialization(const struct expr_env *env, const struct expr *e)
{
    const struct tu_view *V = env->view;
    if (!V)
        return true;
    for (uint32_t i = e->first; i < e->at && i < V->ntoks; i++)
        if (tu_kind(V, i) == TK_LT)
            return true;
    return false;
}

/* `&sx`, `&K::m`, `&f` of a member of a class that depends on template
   parameters, in its template: the reference holds the address as a
   constant that may depend on them (5), bound where it stays an address
   (`dp(&sx)`, `dp(&sx + 1)`) and folded where it becomes an integer
   (`(bool)&sx`, `&sx != 0`, `&sx - &sx`). A member function's address is
   dependent at once (3). `&m` of a non-static data member is
   `&this->m`: no constant (0). */
static uint8_t address_of_dependent_member(const struct expr_env *env, const struct expr *e)
{
    e = without_parens(e);
    if (!env->in_template || !e || e->kind != EX_NAME || !e->ent || (e->flags & XF_DEPENDENT_NAME))
        return 0;
    const struct entity *x = entity_resolve(e->ent);
    if (!x || !(x->flags & EF_MEMBER) || !x->parent || !encloses_this_dependently(env, x->parent->owner))
        return 0;
    if ((e->flags & XF_QUALIFIED) && qualifier_names_specialization(env, e) && !qualifier_mentions_template_local(env, e))
        return 0;   /* `&K<int>::sx` */
    if (x->kind == EK_FUNCTION || x->kind == EK_FUNCTION_TEMPLATE)
        return 3;
    if (x->kind != EK_VARIABLE || (!(x->flags & EF_STATIC) && !(e->flags & XF_QUALIFIED)))
        return 0;
    return 5;
}

/* Does e read the object of the member function being typed, whose
   class depends on template parameters: `m`, `this->m`, `arr[i]`, `p.x`,
   `*ptr` of its members? */
static bool reads_dependent_this(const struct expr_env *env, const struct expr *e, int depth)
{
    e = without_parens(e);
    if (!e || depth > 16)
        return false;
    switch ((enum expr_kind)e->kind) {
    case EX_NAME: {
        const struct entity *x = e->ent ? entity_resolve(e->ent) : NULL;
        return x && x->kind == EK_VARIABLE && (x->flags & EF_MEMBER) && x->parent &&
               encloses_this_dependently(env, x->parent->owner);
    }
    case EX_MEMBER: {
        const struct expr *o = without_parens(e->nkids == 1 ? e->kids[0] : NULL);
        if (o && o->kind == EX_THIS)
            return negates_dependent_this(env, o);
        return reads_dependent_this(env, o, depth + 1);
    }
    case EX_SUBSCRIPT:
        return e->nkids >= 1 && reads_dependent_this(env, e->kids[0], depth + 1);
    case EX_UNARY:
        return e->op == TK_STAR && e->nkids == 1 && reads_dependent_this(env, e->kids[0], depth + 1);
    default:
        return false;
    }
}

/* `m + five`, `arr[0] * Cfg::c`, `m < K::five`: in a member function of a
   class that depends on template parameters, a binary operator whose left
   operand reads the object and whose right operand names a constant
   static data member (of any class). Measured: the reference leaves a
   call taking it to instantiation, though `five + m`, `m + (int)five`,
   `m + gc` of a const global and `m + Cfg::e` of an enumerator are bound,
   and so are `&&` and `||`. */
static bool member_then_static_constant(struct expr_env *env, const struct expr *e)
{
    if (e->op == TK_AMPAMP || e->op == TK_PIPEPIPE || !reads_dependent_this(env, e->kids[0], 0))
        return false;
    const struct expr *r = without_parens(e->kids[1]);
    const struct entity *v = r && r->kind == EX_NAME && r->ent ? entity_resolve(r->ent) : NULL;
    return v && v->kind == EK_VARIABLE && (v->flags & EF_MEMBER) && (v->flags & EF_STATIC) &&
           variable_constant(env, v) != 0;
}

/* A block-scope variable of the function whose body holds the local
   class whose member function is being typed (`constexpr int k = N;
   struct L { long g() { return dfn(k); } };`)? */
static bool local_of_enclosing_function(const struct expr_env *env, const struct entity *v)
{
    if (!v || !v->parent || (v->parent->kind != SK_BLOCK && v->parent->kind != SK_FUNCTION_PARAMS) ||
        !env->this_class || !env->this_class->members)
        return false;
    for (const struct scope *s = env->this_class->members; s; s = s->parent)
        if (s == v->parent)
            return true;
    return false;
}

/* `Config{}.stages`, `C{4}.s`: a non-static data member of a class
   object list-initialised from literals, which the reference folds as a
   constant (`Config().stages` it does not). Taken as one whether or not
   the class is a literal type: a constant here can only leave a call
   dependent. */
static bool member_of_constant_temporary(const struct expr *e, const struct typed *obj)
{
    const struct expr *o = without_parens(e->kids[0]);
    if (e->op != TK_DOT || !o || o->kind != EX_FUNCTIONAL_CAST || o->op != TK_LBRACE || !e->id ||
        obj->status != ES_TYPED || !obj->type)
        return false;
    for (int i = 0; i < o->nkids; i++) {
        unsigned k = o->kids[i] ? o->kids[i]->kind : EX_COUNT;
        if (k != EX_INT_LIT && k != EX_CHAR_LIT && k != EX_BOOL_LIT && k != EX_FLOAT_LIT)
            return false;
    }
    const struct type *t = obj->type->canon;
    struct entity *m = t->kind == TY_NAMED && t->ent && t->ent->kind == EK_CLASS && t->ent->members
                       ? lookup_member((struct entity *)t->ent, e->id) : NULL;
    return m && m->kind == EK_VARIABLE && !(m->flags & EF_STATIC);
}

/* `kVec<int>` of `template <class T> constexpr int kVec = ...;`: a
   constant (1) when of const integral type; a class template's member
   variable template is dependent in its definition (3), as its member
   function templates are. */
static uint8_t variable_template_constant(const struct expr_env *env, const struct entity *vt, const struct typed *r)
{
    if (env->in_template && within_template(vt->parent) && vt->parent && vt->parent->kind == SK_CLASS)
        return 3;
    const struct type *t = r->type ? r->type->canon : NULL;
    return t && (t->cv & TQ_CONST) && !(t->cv & TQ_VOLATILE) && (type_is_integral(t) || type_is_enum(t)) ? 1 : 0;
}

/* The reference folds constants in a template's definition (and a generic
   lambda's body): an operator or a functional cast (`int(1)`) over
   constants one of which may depend on template parameters (`sizeof(T) *
   8`) is a folded constant not known there (konst 3), and so is alignof of
   what may depend; a call taking one as an argument is dependent
   (type_call). `sizeof(T)` alone and a C-style cast of it are
   not; `sizeof(T) == 4 ? "a" : "b"` is no constant and is typed. */
static struct typed template_constants(struct expr_env *env, const struct expr *e, const struct typed *ops, int n,
                                       struct typed r)
{
    if (r.status != ES_TYPED)
        return r;
    uint8_t k = 0;
    switch ((enum expr_kind)e->kind) {
    case EX_INT_LIT:
    case EX_FLOAT_LIT:
    case EX_CHAR_LIT:
    case EX_BOOL_LIT:
    case EX_NULLPTR_LIT:
        k = 1;
        break;
    case EX_SIZEOF_TYPE:
    case EX_SIZEOF_EXPR:
        k = size_may_depend(env, e) ? 2 : 1;
        break;
    case EX_ALIGNOF_TYPE:
        k = size_may_depend(env, e) ? 3 : 1;
        break;
    case EX_NAME:
        k = e->ent && entity_resolve(e->ent) && entity_resolve(e->ent)->kind == EK_ENUMERATOR
            ? (env->in_template && within_template(entity_resolve(e->ent)->parent) ? 4 : 1)
            : e->ent ? variable_constant(env, e->ent) : 0;
        if (k && env->in_template && (e->flags & XF_QUALIFIED) && qualifier_mentions_template_local(env, e))
            k = 3;      /* `Tr<Nested>::v`: dependent there */
        if (k == 4 && (env->in_lambda || local_of_enclosing_function(env, entity_resolve(e->ent))))
            k = 3;      /* a lambda's or a local class's use of `constexpr int k = N;` around it */
        if (!k && e->ent && entity_resolve(e->ent)->kind == EK_VARIABLE_TEMPLATE)
            k = variable_template_constant(env, entity_resolve(e->ent), &r);
        break;
    case EX_PAREN:
        k = n >= 1 ? ops[n - 1].konst : 0;
        break;
    case EX_MEMBER:
        k = n == 1 && member_of_constant_temporary(e, &ops[0]) ? 1 : 0;
        break;
    case EX_CALL:
        /* `ce(sizeof(T))` of a consteval function: evaluated there, a
           constant that may depend on template parameters */
        if (env->in_template && n > 1 && e->kids[0] && e->kids[0]->kind == EX_NAME && e->kids[0]->ent &&
            (entity_resolve(e->kids[0]->ent)->cuda_marks & CM_IMMEDIATE))
            for (int i = 1; i < n; i++)
                if (ops[i].konst >= 2)
                    k = 3;
        break;
    case EX_CAST:
        k = n >= 1 ? ops[n - 1].konst : 0;
        if (k == 5 && r.type && r.type->canon->kind == TY_POINTER)
            break;      /* `(int *)&sx` */
        if (k == 4 || k == 5)
            k = 3;      /* `(long)k` of `const int k = N;`, `(bool)&sx` are folded */
        break;
    case EX_UNARY:
        if (e->op == TK_EXCL && n == 1 && negates_dependent_this(env, e->kids[0])) {
            k = 3;      /* `!this` is false, folded where `this` is dependent */
            break;
        }
        if (e->op == TK_AMP && n == 1) {
            k = address_of_dependent_member(env, e->kids[0]);
            if (k)
                break;
        }
        /* fall through */
    case EX_BINARY:
    case EX_CONDITIONAL:
    case EX_FUNCTIONAL_CAST:
        if (e->kind == EX_FUNCTIONAL_CAST && (e->op != TK_LPAREN || type_is_class(r.type)))
            break;
        if (e->kind == EX_BINARY && n == 2 && member_then_static_constant(env, e)) {
            k = 3;
            break;
        }
        k = n > 0 ? 1 : 0;
        for (int i = 0; i < n && k; i++)
            k = ops[i].konst == 0 ? 0 : ops[i].konst > k ? ops[i].konst : k;
        if (k == 5 && r.type && r.type->canon->kind == TY_POINTER)
            break;      /* `&sx + 1`, `c ? &sx : 0`: still an address */
        if (k >= 2 || (k == 1 && e->kind == EX_FUNCTIONAL_CAST && env->in_template))
            k = 3;
        break;
    default:
        break;
    }
    r.konst = k;
    return r;
}

static bool class_surely_polymorphic(const struct entity *c, int depth);

/* Is t surely a polymorphic class (a virtual function of its own or of a
   base)? */
static bool surely_polymorphic(const struct type *t, int depth)
{
    t = t ? t->canon : NULL;
    if (!t || t->kind != TY_NAMED || !t->ent || t->ent->kind != EK_CLASS || depth > 16)
        return false;
    return class_surely_polymorphic(t->ent, depth);
}

static bool class_surely_polymorphic(const struct entity *c, int depth)
{
    if (!c || c->kind != EK_CLASS || !c->members || depth > 16)
        return false;
    const struct scope *s = c->members;
    for (uint32_t k = 0; k < s->nslots; k++)
        for (const struct entity *m = s->slots[k]; m; m = m->next)
            if ((m->kind == EK_FUNCTION || m->kind == EK_FUNCTION_TEMPLATE) && (m->flags & EF_VIRTUAL))
                return true;
    for (const struct entity *sp = c->specials; sp; sp = sp->next)
        if (sp->flags & EF_VIRTUAL)
            return true;    /* a virtual destructor */
    for (const struct base_ref *b = c->bases; b; b = b->next)
        if (!b->dependent && class_surely_polymorphic(entity_class(b->entity), depth + 1))
            return true;
    return false;
}

/* typeid's operand is evaluated only when it is a polymorphic class's
   glvalue: typed quietly first, its calls made (and checked) only then. */
static void typeid_operand(struct expr_env *env, const struct expr *e)
{
    if (e->nkids != 1 || !e->kids[0])
        return;
    void (*on_call)(void *, const struct expr *, const struct resolved_call *) = env->on_call;
    void (*on_function_named)(void *, const struct expr *, struct entity *) = env->on_function_named;
    void (*on_access)(void *, const struct expr *, struct entity *, enum var_access) = env->on_access;
    void (*rep)(void *, enum diag_id, uint32_t, const struct diag_arg *, int) = env->report;
    void (*note)(void *, enum diag_id, uint32_t, const struct diag_arg *, int) = env->note;
    env->on_call = NULL;
    env->on_function_named = NULL;
    env->on_access = NULL;
    env->report = NULL;
    env->note = NULL;
    struct typed t = expr_type(env, e->kids[0]);
    env->on_call = on_call;
    env->on_function_named = on_function_named;
    env->on_access = on_access;
    env->report = rep;
    env->note = note;
    if (t.status == ES_TYPED && t.cat != VC_PRVALUE && surely_polymorphic(t.type, 0))
        expr_type(env, e->kids[0]);
}

static struct typed type_node(struct expr_env *env, const struct expr *e)
{
    if (!e)
        return not_modelled();
    /* operands first: every call in the tree is reached */
    struct typed small[8];
    struct typed *ops = small;
    int n = e->nkids;
    if (e->kind == EX_OPAQUE || e->kind == EX_LAMBDA || e->kind == EX_SIZEOF_EXPR)
        n = 0;      /* sizeof's operand is not evaluated: its calls are not made */
    if (e->kind == EX_TYPEID) {
        typeid_operand(env, e);
        n = 0;
    }
    if (e->kind == EX_CALL && n > 1 && e->kids[0] && e->kids[0]->kind == EX_NAME && e->kids[0]->id &&
        strcmp(e->kids[0]->id->name, "__builtin_constant_p") == 0)
    {
        /* nor is __builtin_constant_p's; of a value that may depend on
           template parameters it folds to a constant not known there */
        struct typed r = of_type(builtin(env, "i"), VC_PRVALUE);
        if (env->in_template && mentions_dependent_constant(env, e->kids[1], 0))
            r.konst = 3;
        return r;
    }
    if (n > 8) {
        ops = arena_alloc(env->sema->arena, (size_t)n * sizeof *ops);
    }
    for (int i = 0; i < n; i++)
        ops[i] = expr_type(env, e->kids[i]);
    return template_constants(env, e, ops, n, node_result(env, e, ops, n));
}

static struct typed node_result(struct expr_env *env, const struct expr *e, struct typed *ops, int n)
{
    switch ((enum expr_kind)e->kind) {
    case EX_INT_LIT:
    case EX_FLOAT_LIT:
    case EX_CHAR_LIT:
    case EX_BOOL_LIT:
    case EX_NULLPTR_LIT: {
        if (!e->lit)
            return not_modelled();
        struct typed r = of_type(builtin(env, e->lit), VC_PRVALUE);
        r.null_constant = e->kind == EX_NULLPTR_LIT || (e->flags & XF_ZERO);
        r.never_null = e->kind == EX_INT_LIT && !(e->flags & XF_ZERO);
        return r;
    }
    case EX_STRING_LIT: {
        if (!e->lit)
            return not_modelled();
        struct typed r = of_type(type_array(env->sema->types, type_qualified(env->sema->types, builtin(env, e->lit),
                                                                              TQ_CONST),
                                            string_literal_length(env->view, e->first, e->last)), VC_LVALUE);
        r.string_literal = true;
        return r;
    }
    case EX_THIS:
        if (!env->this_class)
            return not_modelled();
        return of_type(type_derived(env->sema->types, TY_POINTER,
                                    type_qualified(env->sema->types, this_class_type(env), env->this_cv)),
                       VC_PRVALUE);
    case EX_NAME:
        return type_name(env, e);
    case EX_PAREN:
        return ops[0];      /* `(f)(x)`: a callee that is no plain name has no argument-dependent lookup */
    case EX_UNARY:
    case EX_POSTFIX:
        return type_unary(env, e, &ops[0]);
    case EX_BINARY:
        return type_binary(env, e, ops);
    case EX_ASSIGN:
        return e->op == TK_EQ ? type_assign(env, e, ops) : type_compound_assign(env, e, ops);
    case EX_COMMA: {
        struct typed st = combine_status(env, ops, 2);
        if (!all_typed(ops, 2) || may_overload(&ops[0]) || may_overload(&ops[1]))
            return st.status == ES_DEPENDENT ? st : not_modelled();
        return ops[1];
    }
    case EX_CONDITIONAL:
        return type_conditional(env, e, ops);
    case EX_CAST:
        return type_cast(env, e, &ops[0]);
    case EX_FUNCTIONAL_CAST:
        return type_functional(env, e, ops);
    case EX_NEW:
        return type_new(env, e, ops);
    case EX_DESIGNATED:
        /* the value is typed (its calls checked); which member it
           initialises is not modelled */
        return ops[0].status == ES_DEPENDENT ? ops[0] : not_modelled();
    case EX_TYPEID: {
        /* a const std::type_info lvalue (its operand not typed, above) */
        const struct entity *std = env->sema->std_ns;
        struct entity *ti = std && std->members ?
            scope_find_local(std->members, intern(env->sema->idents, "type_info", 9)) : NULL;
        if (!ti || ti->kind != EK_CLASS)
            return not_modelled();
        return of_type(type_qualified(env->sema->types, type_named(env->sema->types, ti), TQ_CONST), VC_LVALUE);
    }
    case EX_BIT_CAST: {
        if (ops[0].status != ES_TYPED)
            return ops[0];
        const struct type *t = env->read_type(env->ctx, e->type_first, e->type_last);
        if (!t)
            return failed(env);
        expr_use_value(env, &ops[0]);
        return of_type(t, VC_PRVALUE);
    }
    case EX_SIZEOF_EXPR:
    case EX_SIZEOF_TYPE:
    case EX_ALIGNOF_TYPE:
        return of_type(builtin(env, "m"), VC_PRVALUE);
    case EX_CALL:
    case EX_LAUNCH:
        return type_call(env, e, ops);
    case EX_SUBSCRIPT:
        return type_subscript(env, e, ops);
    case EX_MEMBER:
        return type_member(env, e, &ops[0]);
    case EX_THROW:
    case EX_DELETE: {
        struct typed st = combine_status(env, ops, n);
        if (st.status == ES_DEPENDENT)
            return st;
        if (e->kind == EX_DELETE && n == 1)
            delete_object(env, e, &ops[0]);
        return of_type(builtin(env, "v"), VC_PRVALUE);
    }
    case EX_BRACED:
    case EX_PAREN_INIT:
    case EX_LIST: {
        /* no type of its own: what it initialises gives it one */
        if (e == env->items_read)
            for (int i = 0; i < n; i++)
                expr_use_value(env, &ops[i]);
        if (e == env->items_of && env->items_out)
            for (int i = 0; i < n && i < env->items_max; i++)
                env->items_out[i] = ops[i];
        struct typed st = combine_status(env, ops, n);
        if (st.status == ES_DEPENDENT || !all_typed(ops, n))
            return st;
        st = of_type(builtin(env, "v"), VC_PRVALUE);
        st.braced = e->kind == EX_BRACED;
        return st;
    }
    case EX_LAMBDA:
        return of_type(closure_type(env, e), VC_PRVALUE);
    default:
        return not_modelled();
    }
}
