/* Full-expressions handed to sema (see full_expr.h), and the coverage
   counts the development switch CF_EXPR_STATS prints at exit: for the
   full-expressions in function bodies outside templates, how many were
   typed, left dependent or not understood, and how many calls were
   resolved to one function. */
#include "parser/full_expr.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cuda/calls.h"
#include "parser/brackets.h"
#include "parser/calls.h"
#include "parser/checks.h"
#include "sema/type_read.h"
#include "sema/bindings.h"
#include "sema/expr_type.h"

static struct {
    int on;                 /* 0: not asked yet, 1: counting, -1: off */
    unsigned long full, typed, dependent, failed;
    unsigned long typed_unresolved;     /* typed, a call among them not resolved */
    unsigned long calls, resolved, calls_dependent;
} stats;

static void report_stats(void)
{
    fprintf(stderr,
            "expr-stats: full-expressions %lu typed %lu dependent %lu failed %lu; "
            "calls %lu resolved %lu dependent %lu; typed with a call unresolved %lu\n",
            stats.full, stats.typed, stats.dependent, stats.failed, stats.calls, stats.resolved,
            stats.calls_dependent, stats.typed_unresolved);
}

static const struct type *entity_type(void *ctx, struct entity *e)
{
    struct parser *P = ctx;
    const struct type *t = type_read_entity(&P->view, e);
    if (!t && e->kind == EK_FUNCTION && (e->cuda_marks & CM_DEDUCED_RETURN))
        t = type_read_deduced_function(&P->view, e);    /* `auto f()`: callable, its result not known */
    return t;
}

static const struct type *read_type(void *ctx, uint32_t first, uint32_t last)
{
    struct parser *P = ctx;
    return type_read_type_id(&P->view, first, last);
}

/* The fewest arguments fn needs: over every declaration of it in its
   scope (a redeclaration may add default arguments, after a
   using-declaration named the first: `using N::g; namespace N { void
   g(int = 5); }`); for a template, over every template of that name.
   -1: not known (a qualified redeclaration's defaults are not read). */
static int required_params(void *ctx, struct entity *fn, int nparams)
{
    struct parser *P = ctx;
    if (fn->qualified_redecl)
        return -1;
    int required = pa_required_params(P, fn, nparams);
    if (required < 0 || !fn->parent || !fn->name)
        return required;
    const struct type *t = fn->kind == EK_FUNCTION ? type_read_entity(&P->view, fn) : NULL;
    for (struct entity *x = scope_find_local(fn->parent, fn->name); x; x = x->next) {
        if (x == fn || x->name != fn->name || x->kind != fn->kind)
            continue;
        if (x->qualified_redecl)
            return -1;
        if (fn->kind == EK_FUNCTION) {
            const struct type *xt = t ? type_read_entity(&P->view, x) : NULL;
            if (!xt || xt->canon != t->canon)
                continue;   /* an overload (or a type not read: its own tokens differ) */
        }
        int r = pa_required_params(P, x, nparams);
        if (r < 0 && fn->kind == EK_FUNCTION)
            return -1;
        if (r >= 0 && r < required)
            required = r;   /* (templates: over every one of the name, the fewest) */
    }
    return required;
}

static const struct type *template_type(void *ctx, struct entity *tmpl, const struct type *owner,
                                        const struct ident *const *names, const struct type *const *types, int n,
                                        bool by_name, bool *invalid)
{
    struct parser *P = ctx;
    if (invalid)
        *invalid = false;
    if (!tmpl->type_toks || n > TYPE_READ_ENV)
        return NULL;
    struct type_reader R;
    if (owner) {
        /* a member template of a class template: the class's parameters
           bound as the specialisation binds them */
        if (type_reader_in_specialization(&P->view, owner, &R) != tmpl->parent || R.nenv + n > TYPE_READ_ENV)
            return NULL;
    } else {
        type_reader_init(&R, &P->view);
    }
    R.params_by_name = by_name;
    R.read_expansions = by_name;    /* `Ts... xs` in a pattern: one TY_EXPANSION */
    R.result_placeholder = by_name; /* the result is read once the parameters are bound */
    for (int i = 0; i < n; i++) {
        R.env_name[R.nenv] = names[i];
        R.env_type[R.nenv++] = types[i];
    }
    const struct type_tokens *tt = tmpl->type_toks;
    struct type_reader O = R;
    if (tmpl->flags & EF_CONSTRUCTOR) {     /* a constructor template: its parameters */
        const struct type *t = type_read_special(&R, tmpl);
        if (!t && invalid)
            *invalid = R.surely_invalid;
        return t;
    }
    const struct type *t = type_read_declared(&R, tt->spec_first, tt->spec_last, tt->name);
    if (!t && !R.surely_invalid && tmpl->name && strncmp(tmpl->name->name, "operator", 8) == 0 &&
        !(tmpl->flags & EF_CONVERSION) && tt->name + 2 < P->ntoks) {
        /* `X& operator=(...)`: the operator's own reading, from its `(`
           (the name's own `()` of `operator()` skipped) */
        uint32_t lp = tt->name + (P->toks[tt->name].kind == TK_OPERATOR ? 2 : 1);
        while (lp + 1 < P->ntoks && lp < tt->name + 5 && P->toks[lp].kind != TK_LPAREN)
            lp++;
        R = O;
        t = type_read_operator(&R, tt->spec_first, tt->spec_last, lp);
        if (R.failed)
            t = NULL;
    }
    if (!t && !R.surely_invalid && (tmpl->cuda_marks & CM_DEDUCED_RETURN)) {
        R = O;      /* `template <class T> auto f(T)`: callable, its result not known */
        t = type_read_declared_deduced(&R, tt->spec_first, tt->spec_last, tt->name);
        if (R.failed)
            t = NULL;
    }
    if (!t && invalid)
        *invalid = R.surely_invalid;
    return t;
}

static int template_args(void *ctx, uint32_t lt, uint32_t gt, const struct type **out, int max)
{
    struct parser *P = ctx;
    if (gt <= lt || gt >= P->ntoks)
        return -1;
    if (gt == lt + 1)
        return 0;
    int n = 0;
    uint32_t i = lt + 1;
    while (i < gt) {
        uint32_t end = type_read_element_end(&P->view, i, gt);
        if (end <= i || n == max)
            return -1;
        const struct type *t = read_type(ctx, i, end - 1);
        long long v;
        if (!t && type_read_constant(&P->view, i, end, &v))
            t = type_literal(P->sema->types, type_builtin(P->sema->types, "x"), v);    /* a value: typed by its parameter */
        if (!t)
            return -1;      /* a type not read, a value not evaluated */
        out[n++] = t;
        i = end < gt ? end + 1 : gt;
    }
    return n;
}

/* In a template's definition the reference checks a call written as one
   (`d(1)`, `N::d()`, `s.m()`, `p->m()`, `s(1)`, `s.~S()`) and not the calls
   the language makes (constructors, destructors, operators, conversions,
   `new`), nor a member of the template (or of a class nested in it) called
   through the implied `this`; one of a plain class (a base `B`) it checks. */
static bool written_call(const struct parser *P, const struct expr *call, const struct resolved_call *r)
{
    if ((call->kind != EX_CALL && call->kind != EX_LAUNCH) || call->nkids < 1 || !call->kids[0])
        return false;
    const struct expr *callee = call->kids[0];
    while (callee->kind == EX_PAREN && callee->nkids == 1)
        callee = callee->kids[0];
    if (callee->kind == EX_MEMBER)
        return true;
    if (callee->kind != EX_NAME)
        return false;
    const struct entity *f = r->fn;
    if (f && f->parent && f->parent->kind == SK_CLASS && f->parent->owner &&
        f->parent->owner->kind == EK_CLASS_TEMPLATE && !r->owner)
        return false;   /* a class template's own member (`S::d()` in S's body), no specialisation's */
    bool member = f && f->parent && f->parent->kind == SK_CLASS && !(f->flags & EF_STATIC);
    bool object = f && f->name && strcmp(f->name->name, "operator()") == 0;
    if (object || !member || (callee->flags & XF_QUALIFIED))
        return true;
    if (scope_template_owner(f->parent))
        return false;
    /* a plain class's member through a `this` of a class template: taken
       where the name finds one function */
    const struct scope *caller = sema_current(P->sema);
    while (caller && caller->kind != SK_CLASS)
        caller = caller->parent;
    if (!scope_template_owner(caller))
        return true;
    const struct entity *first = f->parent ? scope_find_local(f->parent, f->name) : NULL;
    return !first || !entity_overloaded(f->redecl ? f->redecl : first);
}

static bool in_generic_lambda(const struct parser *P);

static void on_call(void *ctx, const struct expr *call, const struct resolved_call *r)
{
    struct parser *P = ctx;
    bool templ = pa_in_template_context(P);
    if ((templ || (P->nlambdas > 0 && in_generic_lambda(P))) && !written_call(P, call, r))
        return;     /* (a generic lambda's operator() is a template: its implicit calls wait for it too) */
    cuda_check_call(P, call, r, templ);
}

static void on_function_named(void *ctx, const struct expr *name, struct entity *fn)
{
    struct parser *P = ctx;
    if (P->nnamed_fns < (int)(sizeof P->named_fns / sizeof P->named_fns[0])) {
        P->named_fns[P->nnamed_fns].name = name;
        P->named_fns[P->nnamed_fns++].fn = fn;
    }
}

/* The functions named since entry `from`, checked after the full-expression's calls */
static void check_functions_named(struct parser *P, int from)
{
    for (int i = from; i < P->nnamed_fns; i++)
        cuda_check_function_named(P, P->named_fns[i].name, P->named_fns[i].fn);
    P->nnamed_fns = from;
}

static void on_access(void *ctx, const struct expr *name, struct entity *var, enum var_access how)
{
    cuda_check_access(ctx, name, var, how);
}

static void on_error(void *ctx, enum diag_id id, uint32_t at, const struct diag_arg *args, int nargs)
{
    if (id == DIAG_expr_not_a_modifiable_lvalue)
        cuda_callee_form_used(ctx);
    parser_report(ctx, id, at, args, nargs);
}

static void on_note(void *ctx, enum diag_id id, uint32_t offset, const struct diag_arg *args, int nargs)
{
    struct parser *P = ctx;
    struct diag_loc loc;
    linemap_diag_loc(&P->lx->lm, offset, &loc);
    diag_attach_note_args(P->diag, id, &loc, args, nargs);
}

/* members: their declaration (a function's first); "at line N" */
static bool declared_at(void *ctx, const struct entity *e, uint32_t at, char *buf, size_t size)
{
    struct parser *P = ctx;
    uint32_t offset = 0;
    if (e->kind == EK_VARIABLE && e->type_toks && e->type_toks->name && e->type_toks->name < P->ntoks)
        offset = P->toks[e->type_toks->name].offset;
    else if (e->kind == EK_FUNCTION)
        offset = e->first_offset;
    if (!offset)
        return false;
    pa_position_text(P, offset, at, buf, size);
    return true;
}

static void position_text(void *ctx, uint32_t offset, uint32_t at, char *buf, size_t size)
{
    pa_position_text(ctx, offset, at, buf, size);
}

/* Is the innermost function no member of any class, nor inside one? */
static bool outside_classes(const struct parser *P, const struct lambda_parent *lp)
{
    if (!lp || lp->member_of || lp->this_class || lp->cls || !lp->ns || lp->ns->kind != SK_NAMESPACE)
        return false;
    return P->nclass == 0;
}

static bool is_scalar(const struct type *t)
{
    t = t->canon;
    return t->kind == TY_BUILTIN || t->kind == TY_POINTER || t->kind == TY_MEMBER_POINTER ||
           (t->kind == TY_NAMED && t->ent && t->ent->kind == EK_ENUM);
}

/* Does the function (or lambda) whose body this is return by value? */
/* The declared result type of the function (not a lambda) whose body
   this is; NULL: not known. */
static const struct type *declared_return_type(struct parser *P, const struct lambda_parent *lp)
{
    if (!lp || !lp->d || !lp->d->name || lp->d->name->kind != DN_NAME)
        return NULL;
    const struct type *t = lp->ent ? type_read_entity(&P->view, lp->ent)
                                   : type_of_declarator(&P->view, lp->spec_first, lp->spec_last, lp->d->name->tok);
    if (!t || t->canon->kind != TY_FUNCTION || !t->canon->inner)
        return NULL;
    return t->canon->inner;
}

static bool returns_value(struct parser *P, const struct lambda_parent *lp)
{
    if (P->nlambdas > 0 && P->nlambdas <= PARSER_PROTO_DEPTH) {
        /* a lambda's return type is deduced by value unless `->` names one */
        const struct lambda_open *lo = &P->lambdas[P->nlambdas - 1];
        int depth = 0;
        for (uint32_t i = lo->rb + 1; i < P->ntoks; i++) {
            unsigned k = P->toks[i].kind;
            if (k == TK_LPAREN)
                depth++;
            else if (k == TK_RPAREN)
                depth--;
            else if (depth == 0 && k == TK_ARROW)
                return false;
            else if (depth == 0 && k == TK_LBRACE)
                return true;
        }
        return false;
    }
    const struct type *t = declared_return_type(P, lp);
    if (!t)
        return false;
    unsigned k = t->canon->kind;
    /* (a class is made by a constructor, which may bind the value to a
       reference: `S(int&)`) */
    return k != TY_LREF && k != TY_RREF && !type_is_class(t);
}

/* The variable the declarator d just declared (in the innermost scope). */
static struct entity *declared_variable(struct parser *P, const struct dtor *d)
{
    if (!d || !d->name || d->name->kind != DN_NAME || d->name->qualified)
        return NULL;
    struct ident *id = P->toks[d->name->tok].id;
    for (struct entity *e = id ? scope_find_local(sema_current(P->sema), id) : NULL; e; e = e->next)
        if (e->name == id && e->kind == EK_VARIABLE && e->type_toks && e->type_toks->name == d->name->tok)
            return e;
    return NULL;
}

/* The type its decl-specifiers say (NULL: not read). */
static const struct type *specifier_type(struct parser *P, const struct entity *e)
{
    struct type_reader R;
    type_reader_init(&R, &P->view);
    uint32_t i = e->type_toks->spec_first, end = e->type_toks->spec_last + 1;
    const struct type *t = type_read_specifiers(&R, &i, end);
    return t && !R.failed && i == end ? t : NULL;
}

/* Its declared type. */
static const struct type *declared_type(struct parser *P, const struct dtor *d)
{
    struct entity *e = declared_variable(P, d);
    if (!e)
        return NULL;
    if (d->form == DF_NONE) {
        /* the specifiers alone: `S s(1)` would read as a function */
        const struct type *t = specifier_type(P, e);
        return t && !type_read_is_auto(t) ? t : NULL;
    }
    return type_read_entity(&P->view, e);
}

/* The type of a variable declared `cv auto` with the declarator operator
   between its specifiers and its name (none, `*`, `&` or `&&`), from
   what initialises it (u: its type and category): NULL where the form is
   another, or the initializer does not fit it for sure. */
static const struct type *auto_variable_type(struct parser *P, const struct entity *v, const struct type *st,
                                             const struct typed *u)
{
    struct type_table *tt = P->sema->types;
    int op = 0;     /* the declarator: `*`, `&` or `&&` */
    for (uint32_t k = v->type_toks->spec_last + 1; k < v->type_toks->name; k++) {
        unsigned kind = P->toks[k].kind;
        if (op || (kind != TK_AMP && kind != TK_AMPAMP && kind != TK_STAR))
            return NULL;
        op = kind;
    }
    int cv = st->cv;
    for (uint32_t k = v->type_toks->spec_first; k <= v->type_toks->spec_last; k++)
        if (P->toks[k].kind == TK_CONSTEXPR)
            cv |= TQ_CONST;
    bool lvalue = u->cat == VC_LVALUE;
    if (op == 0)
        return type_qualified(tt, type_decay(tt, u->type), cv);
    if (op == TK_STAR) {
        /* `auto *p = q;`: auto is q's pointee, with the specifiers' cv added */
        const struct type *d = type_decay(tt, u->type)->canon;
        if (d->kind != TY_POINTER)
            return NULL;
        return type_derived(tt, TY_POINTER, type_qualified(tt, d->inner, d->inner->canon->cv | st->cv));
    }
    if (op == TK_AMPAMP && !st->cv && !lvalue)
        return type_derived(tt, TY_RREF, type_unqualified(tt, u->type));
    if (op == TK_AMPAMP && st->cv)
        return NULL;    /* `const auto &&`: an rvalue reference only */
    if (op == TK_AMP && !lvalue && !(st->cv & TQ_CONST))
        return NULL;    /* a non-const lvalue reference to a temporary: not this layer's to say */
    return type_derived(tt, TY_LREF, type_qualified(tt, u->type, st->cv));
}

/* `auto v = e;`, `auto *p = e;`, `const auto &r = e;` (cv and constexpr
   allowed): v's type from e's (auto_variable_type). Read once the
   initializer is typed; later uses of v see it. */
static void deduce_auto(struct parser *P, const struct dtor *d, const struct expr *init, const struct typed *t)
{
    if (!d || !d->name || d->name->kind != DN_NAME || d->name->qualified || d->form == DF_FUNCTION ||
        d->form == DF_ARRAY || !init || init->kind == EX_BRACED || init->kind == EX_PAREN_INIT ||
        t->status != ES_TYPED || !t->type || t->fns)
        return;
    struct entity *e = declared_variable(P, d);
    if (!e || e->type || !e->type_toks)
        return;
    const struct type *st = specifier_type(P, e);
    if (!st || !type_read_is_auto(st))
        return;
    const struct type *x = auto_variable_type(P, e, st, t);
    if (!x)
        return;
    e->type = x;
    e->flags &= ~EF_TYPE_UNREAD;
}

void pa_range_variable(struct parser *P, const struct dtor *d)
{
    P->range_variable = declared_variable(P, d);
}

/* The specifiers of the declaration being parsed (NULL: none known) */
static const struct dspec *current_specifiers(const struct parser *P)
{
    return P->nspecs > 0 && P->nspecs <= PARSER_SPEC_DEPTH ? P->specs[P->nspecs - 1] : NULL;
}

void pa_binding_names(struct parser *P, uint32_t lb, uint32_t rb)
{
    P->nbinding_names = -1;
    const struct dspec *sp = current_specifiers(P);
    if (!sp || sp->last_tok < sp->first_tok || sp->last_tok >= lb)
        return;
    bool is_auto = false;
    uint8_t cv = 0, ref = 0;
    for (uint32_t k = sp->first_tok; k <= sp->last_tok; k++) {
        unsigned kind = P->toks[k].kind;
        if (kind == TK_AUTO)
            is_auto = true;
        else if (kind == TK_CONST)
            cv |= TQ_CONST;
        else if (kind == TK_VOLATILE)
            cv |= TQ_VOLATILE;
        else if (kind != TK_STATIC && kind != TK_THREAD_LOCAL)
            return;     /* attributes, CUDA annotations: not read */
    }
    for (uint32_t k = sp->last_tok + 1; k < lb; k++) {
        unsigned kind = P->toks[k].kind;
        if (ref || (kind != TK_AMP && kind != TK_AMPAMP))
            return;
        ref = kind == TK_AMP ? 1 : 2;
    }
    int n = 0;
    for (uint32_t i = lb + 1; i < rb; i++) {
        if (P->toks[i].kind != TK_IDENT)
            continue;
        struct entity *e = P->toks[i].id ? scope_find_local(sema_current(P->sema), P->toks[i].id) : NULL;
        while (e && e->next)
            e = e->next;    /* the one just declared */
        if (!is_auto || !e || e->kind != EK_VARIABLE || e->type || e->type_toks || n == 16)
            return;
        P->binding_names[n++] = e;
    }
    P->nbinding_names = n;
    P->binding_cv = cv;
    P->binding_ref = ref;
}

/* The structured binding's names typed from what initialises its hidden
   variable (t, of the initializer or of `*__begin`): E is that type with
   the specifiers' cv (decayed and unqualified first without a
   ref-qualifier, an array excepted); each name is an lvalue of its part. */
static void bind_names(struct parser *P, const struct typed *t)
{
    int n = P->nbinding_names;
    P->nbinding_names = 0;
    if (n <= 0 || t->status != ES_TYPED || !t->type || t->fns)
        return;
    struct type_table *tt = P->sema->types;
    const struct type *E = t->type->canon;
    if (P->binding_ref == 0 && E->kind != TY_ARRAY)
        E = type_unqualified(tt, type_decay(tt, E));
    else if (P->binding_ref == 1 && t->cat != VC_LVALUE && !(P->binding_cv & TQ_CONST))
        return;     /* a non-const lvalue reference to a temporary: the reference's error */
    E = type_qualified(tt, E, P->binding_cv);
    const struct type *parts[16];
    if (bindings_types(&P->view, E, parts, 16) != n)
        return;     /* not known, or a count the reference rejects */
    for (int i = 0; i < n; i++) {
        P->binding_names[i]->type = parts[i];
        P->binding_names[i]->flags &= ~EF_TYPE_UNREAD;
    }
}

/* `for (auto &x : r)`: the range's implicit calls checked, and x's type
   from what `*__begin` yields (sema's expr_range_for). Declarators `auto`,
   `auto *`, `auto &`, `auto &&` with cv on `auto` (auto_variable_type);
   others are read as declared. */
static void range_for(struct parser *P, struct expr_env *env, const struct expr *range, const struct typed *t)
{
    struct entity *v = P->range_variable;
    P->range_variable = NULL;
    bool binding = !v && P->nbinding_names > 0;
    if ((!v && !binding) || (v && !v->type_toks) || !range || (v && v->type_toks->name >= range->first) ||
        range->first == 0 || P->toks[range->first - 1].kind != TK_COLON) {
        P->nbinding_names = 0;
        return;
    }
    struct typed u;
    if (!expr_range_for(env, range, t, &u) || (v && v->type)) {
        P->nbinding_names = 0;
        return;
    }
    if (binding) {
        bind_names(P, &u);     /* `for (auto &[k, v] : map)` */
        return;
    }
    const struct type *st = specifier_type(P, v);
    if (!st || !type_read_is_auto(st))
        return;
    const struct type *x = auto_variable_type(P, v, st, &u);
    if (!x)
        return;
    v->type = x;
    v->flags &= ~EF_TYPE_UNREAD;
}

/* What an initializer reads: a plain expression initialising a scalar
   (or a variable of a type not known, unless the declarator makes a
   pointer or reference) is read; a list's items are when they initialise
   a scalar (one item) or the elements of an array of scalars. Returns
   whether the plain expression is read; *items: the list whose items are. */
static bool initializer_reads(struct parser *P, const struct expr *e, const struct dtor *d,
                              const struct expr **items)
{
    const struct type *vt = declared_type(P, d);
    bool list = e->kind == EX_BRACED || e->kind == EX_PAREN_INIT;
    *items = NULL;
    if (!vt) {
        /* `auto x = v;`, `int y(v);` (whose tokens read as a function) */
        if (!d || d->form != DF_NONE)
            return false;
        /* only `auto` itself copies: `T y = v;` in a template is converted
           to T once instantiated, `decltype((v)) y = v;` and
           `decltype(auto) y = (v);` may bind a reference */
        struct entity *v = declared_variable(P, d);
        const struct type *st = v && v->type_toks ? specifier_type(P, v) : NULL;
        if (!st || !type_read_is_auto(st))
            return false;
        for (uint32_t i = v->type_toks->spec_first; i <= v->type_toks->spec_last; i++)
            if (P->toks[i].kind == TK_DECLTYPE)
                return false;
        if (list && e->nkids == 1)
            *items = e;
        return !list;
    }
    vt = vt->canon;
    bool scalar = is_scalar(vt);
    bool elements = vt->kind == TY_ARRAY && is_scalar(vt->inner);
    if (!list)
        return scalar;
    if ((scalar && e->nkids == 1) || elements)
        *items = e;
    return false;
}

/* `void S::f() const {`: the cv of `this` written after the parameters */
static uint8_t this_cv(const struct parser *P, const struct lambda_parent *lp)
{
    if (!lp->d || !lp->d->name || !lp->d->name->tok)
        return 0;
    uint32_t i = lp->d->name->tok + 1;
    if (i >= P->ntoks || P->toks[i].kind != TK_LPAREN)
        return 0;
    uint32_t rp = bracket_match(P, i);
    if (rp == NO_MATCH)
        return 0;
    int cv, ref;
    type_read_function_qualifiers(&P->view, rp, &cv, &ref);
    return (uint8_t)cv;
}

/* Is the declaration being initialized declared constexpr? */
static bool declared_constexpr(const struct parser *P)
{
    const struct dspec *sp = current_specifiers(P);
    return sp && (sp->flags & DS_CONSTEXPR);
}

/* Where the reference reports a constexpr constructor's call that
   initializes a variable from constants: the initializer's `{`, the
   first argument of `(args)`, the expression after `=` (0: at the
   variable's name, as every other call, and where an argument is no
   constant). */
static uint32_t constant_initializer_at(const struct expr *init, const struct typed *items, int nitems,
                                        const struct typed *value)
{
    if (!init)
        return 0;
    if (init->kind == EX_BRACED || init->kind == EX_PAREN_INIT) {
        for (int i = 0; i < nitems; i++)
            if (items[i].status != ES_TYPED || items[i].konst != 1)
                return 0;
        if (init->kind == EX_BRACED)
            return init->first;
        const struct expr *first = init->nkids ? init->kids[0] : NULL;
        while (first && first->kind == EX_LIST && first->nkids)
            first = first->kids[0];
        return nitems && first ? first->first : 0;
    }
    return value && value->status == ES_TYPED && value->konst == 1 ? init->first : 0;
}

/* `S s(args);`, `S s = x;`, `S s{args};`, `S s;`: S's destructor and the
   constructor the initializer picks are called where s is declared */
static void construct_variable(struct parser *P, struct expr_env *env, const struct expr *init,
                               const struct typed *items, int nitems, const struct typed *value,
                               const struct dtor *d)
{
    enum scope_kind sk = sema_current(P->sema)->kind;
    bool at_namespace = sk == SK_NAMESPACE && !init && d && d->name && !d->name->qualified;
    bool local = sk == SK_BLOCK || sk == SK_FUNCTION_PARAMS;
    if (!d || (d->form != DF_NONE && !(d->form == DF_ARRAY && local)) || !d->name || (!local && !at_namespace))
        return;
    const struct dspec *sp = current_specifiers(P);
    if (sp && (sp->flags & (DS_EXTERN | DS_TYPEDEF | DS_FRIEND)))
        return;     /* `extern S s;` declares an object defined elsewhere */
    if (sp && (sp->flags & DS_CONSTEXPR) &&
        (!init || (init->kind != EX_PAREN_INIT && init->kind != EX_BRACED) || nitems == 0))
        return;     /* `constexpr T t;`, `t{}`, `t = {}`, `t = 1`: evaluated, unchecked by the reference
                       (`t(1)`, `t{1}`, `t = {1}` are checked) */
    const struct type *vt = declared_type(P, d);
    if (!vt && d->form == DF_NONE && init && init->kind != EX_PAREN_INIT && init->kind != EX_BRACED) {
        /* `auto v = T(1);`: its deduced class destroyed there and made by
           T's constructor again (elided_into); nothing else is checked here */
        const struct entity *v = declared_variable(P, d);
        if (v && v->type && type_is_class(v->type) && v->type->canon->kind != TY_LREF &&
            v->type->canon->kind != TY_RREF) {
            struct expr *at = expr_new(P->arena, EX_CALL, 0, d->name->tok, d->name->tok);
            at->at = d->name->tok;
            expr_destroy(env, type_unqualified(P->sema->types, v->type), at);
            expr_construct_elided(env, v->type, init, at);
        }
        return;
    }
    if (d->form == DF_ARRAY) {
        /* a local array: its elements' destruction is checked, not their
           construction (the reference's rule) */
        while (vt && vt->canon->kind == TY_ARRAY)
            vt = vt->canon->inner;
        if (vt && (vt->canon->kind == TY_NAMED || vt->canon->kind == TY_TEMPLATE_ID)) {
            struct expr *at = expr_new(P->arena, EX_CALL, 0, d->name->tok, d->name->tok);
            at->at = d->name->tok;
            expr_destroy(env, vt, at);
        }
        return;
    }
    if (!vt || (vt->canon->kind != TY_NAMED && vt->canon->kind != TY_TEMPLATE_ID))
        return;
    if (init && init->kind == EX_BRACED && type_is_initializer_list(vt))
        return;     /* its array is made from the list ([dcl.init.list]): no constructor */
    struct expr *at = expr_new(P->arena, EX_CALL, 0, d->name->tok, d->name->tok);
    at->at = d->name->tok;
    at->close = constant_initializer_at(init, items, nitems, value);
    if (!init) {
        at->flags |= XF_DEFAULT_INIT;
        expr_construct(env, vt, NULL, 0, at, true, NULL, false);
        return;
    }
    if (init->kind == EX_BRACED && nitems == 0)
        expr_construct_from_empty_list(env, vt, init);  /* `T t{};`, `T t = {};` */
    if (init->kind == EX_PAREN_INIT || init->kind == EX_BRACED)
        expr_construct(env, vt, items, nitems, at, true, init->kind == EX_PAREN_INIT && nitems == 1 ? init->kids[0] : NULL,
                       init->kind == EX_PAREN_INIT);
    else
        expr_construct(env, vt, value, 1, at, true, init, false);
    if (nitems == 1 || (init->kind != EX_PAREN_INIT && init->kind != EX_BRACED))
        expr_construct_elided(env, vt, init, at);   /* `T t = T(1);`: the constructor again at t, after its
                                                       destructor */
}

/* The environment every typing here starts from: how sema reads types
   and entities through the parser; no hook reports anything yet. */
static struct expr_env base_env(struct parser *P)
{
    return (struct expr_env){
        .sema = P->sema,
        .ctx = P,
        .entity_type = entity_type,
        .read_type = read_type,
        .required_params = required_params,
        .template_type = template_type,
        .template_args = template_args,
        .note = on_note,
        .declared_at = declared_at,
        .position_text = position_text,
        .view = &P->view,
        .cxx20 = P->lx->dialect.std >= 202002L,
    };
}

/* `S s;` at namespace scope: only whether S can be default-constructed (no
   calling or access rule applies there) */
static void namespace_default_init(struct parser *P, const struct dtor *d)
{
    struct expr_env env = base_env(P);
    env.report = on_error;
    construct_variable(P, &env, NULL, NULL, 0, NULL, d);
}

/* `__device__ auto v = 3;` at namespace scope: its type deduced from the
   initializer (typed without a hook: nothing is checked there), for the
   host shadow variable, which the reference writes with that type. */
static void namespace_auto_variable(struct parser *P, const struct expr *e, const struct dtor *d)
{
    struct entity *v = declared_variable(P, d);
    if (!v || v->type || !v->type_toks || !v->mem_space)
        return;
    struct expr_env env = base_env(P);
    struct typed t = expr_type(&env, e);
    deduce_auto(P, d, e, &t);
}

/* Is the parser in the body of a generic lambda (an `auto` parameter, a
   template parameter list)? */
static bool in_generic_lambda(const struct parser *P)
{
    int k = P->nlambdas < PARSER_PROTO_DEPTH ? P->nlambdas : PARSER_PROTO_DEPTH;
    for (int i = 0; i < k; i++) {
        uint32_t j = P->lambdas[i].rb + 1;
        if (j < P->ntoks && P->toks[j].kind == TK_LT)
            return true;
        if (j >= P->ntoks || P->toks[j].kind != TK_LPAREN)
            continue;
        uint32_t close = bracket_match(P, j);
        for (uint32_t t = j + 1; close != NO_MATCH && t < close; t++)
            if (P->toks[t].kind == TK_AUTO)
                return true;
    }
    return false;
}

/* Is t (through pointers and references) the type `this` points to in a
   class template, the current instantiation? */
static bool names_current_instantiation(const struct type *t)
{
    for (int guard = 0; t && guard < 16; guard++) {
        t = t->canon;
        if (t->kind == TY_POINTER || t->kind == TY_LREF || t->kind == TY_RREF || t->kind == TY_ARRAY)
            t = t->inner;
        else
            return t->kind == TY_NAMED && t->ent && t->ent->kind == EK_CLASS_TEMPLATE;
    }
    return true;
}

void pa_full_expression(struct parser *P, const struct expr *e, enum full_expr_use use, const struct dtor *d)
{
    if (!e && use != FE_INIT) {
        P->range_variable = NULL;
        P->nbinding_names = 0;
        return;
    }
    struct lambda_parent *lp = parser_current_function(P);
    if (!lp && P->nlambdas == 0) {
        P->range_variable = NULL;
        P->nbinding_names = 0;
        /* namespace-scope initializers: the calling rules do not check them
           either; a variable without one still needs a default constructor */
        if (use == FE_INIT && !e && !pa_in_template_context(P))
            namespace_default_init(P, d);
        if (use == FE_INIT && e && !pa_in_template_context(P))
            namespace_auto_variable(P, e, d);
        return;
    }
    if (!stats.on) {
        stats.on = getenv("CF_EXPR_STATS") ? 1 : -1;
        if (stats.on > 0)
            atexit(report_stats);
    }
    bool templ = pa_in_template_context(P);
    struct expr_env env = base_env(P);
    env.on_call = P->constexpr_if ? NULL : on_call;     /* a discarded branch is not checked */
    env.on_function_named = P->constexpr_if ? NULL : on_function_named;
    /* a return value in a template (or a generic lambda, one too) is
       converted once instantiated: the reference says nothing of the
       device variables it reads or writes (`return dv;`, `return dv = 3;`) */
    bool template_return = use == FE_RETURN && (templ || in_generic_lambda(P));
    env.on_access = P->constexpr_if || template_return ? NULL : on_access;   /* none in discarded branches */
    /* in templates only what is sure before instantiation is said (the
       reporters look at in_template): a call's count of arguments */
    env.report = templ && P->constexpr_if ? NULL : on_error;
    env.outsider = outside_classes(P, lp);
    env.in_template = templ;
    env.in_lambda = P->nlambdas > 0;
    env.this_class = lp ? lp->this_class : NULL;
    env.this_type = lp && !templ ? lp->this_type : NULL;
    env.this_cv = lp && lp->this_class ? this_cv(P, lp) : 0;
    bool read = use == FE_VALUE || use == FE_USED || (use == FE_RETURN && !template_return && returns_value(P, lp));
    if (use == FE_INIT && e)
        read = initializer_reads(P, e, d, &env.items_read);
    struct typed items[16];
    env.constant_initializer = use == FE_INIT && declared_constexpr(P);
    if (e && (e->kind == EX_PAREN_INIT || e->kind == EX_BRACED) && e->nkids <= 16) {
        env.items_of = e;
        env.items_out = items;
        env.items_max = 16;
    }
    int named_from = P->nnamed_fns;
    struct typed t = e ? expr_type(&env, e) : (struct typed){ .status = ES_TYPED };
    check_functions_named(P, named_from);
    if (read)
        expr_use_value(&env, &t);
    if (read && e && e->kind == EX_NAME && t.fns && t.fns->kind == EK_FUNCTION && !P->constexpr_if &&
        t.fns->parent && scope_find_local(t.fns->parent, t.fns->name) == t.fns && !t.fns->next)
        cuda_check_function_named(P, e, t.fns);     /* `auto p = f;`: f alone, not overloaded */
    if (use == FE_VALUE && e && !templ)
        expr_convert_contextually(&env, &t, e);     /* a condition */
    if (use == FE_RETURN && e && P->nlambdas == 0 && !templ)
        expr_convert_implicitly(&env, &t, e, declared_return_type(P, lp));   /* `return obj;` to a scalar */
    if (use == FE_INIT && e && t.status == ES_TYPED && e->kind != EX_PAREN_INIT && e->kind != EX_BRACED) {
        struct entity *v = declared_variable(P, d);
        if (v)
            v->init_konst = (uint8_t)(1 + t.konst);     /* what its name folds to (template_constants) */
    }
    if (use == FE_INIT && e && t.status == ES_TYPED && !(templ && names_current_instantiation(t.type)))
        deduce_auto(P, d, e, &t);   /* in a template too: what is typed there depends on nothing
                                       (but `auto &s = *this;`, dependent to the reference) */
    if (use == FE_INIT && e && !templ) {
        const struct type *vt = declared_type(P, d);
        if ((e->kind == EX_PAREN_INIT || e->kind == EX_BRACED) && e->nkids == 1 && env.items_out &&
            (e->kind == EX_PAREN_INIT || (vt && !type_is_class(vt))))
            expr_check_initializer(&env, vt, e->kids[0], &items[0], true);  /* `int x{obj};` too */
        else
            expr_check_initializer(&env, vt, e, &t, false);
    }
    if (use == FE_INIT && (!e || e->nkids <= 16))
        construct_variable(P, &env, e, items, e ? e->nkids : 0, &t, d);
    if (use == FE_RANGE && !templ)
        range_for(P, &env, e, &t);
    if (use == FE_BINDING && !templ)
        bind_names(P, &t);
    if (use == FE_RANGE || use == FE_BINDING) {
        P->range_variable = NULL;
        P->nbinding_names = 0;
    }
    if (!e)
        return;
    /* CF_EXPR_DEBUG: why a full-expression outside templates was not typed;
       CF_EXPR_DEBUG=templates: inside them too */
    const char *debug = stats.on > 0 ? getenv("CF_EXPR_DEBUG") : NULL;
    bool show = debug && (!env.in_template || strcmp(debug, "templates") == 0);
    if (show && t.status != ES_TYPED) {
        const struct expr *o = env.fail_origin ? env.fail_origin : e;
        fprintf(stderr, "expr-debug: line %u: %s at %s `%.*s` (trace %u)\n",
                linemap_physical_line(&P->lx->lm, P->toks[e->first].offset) + 1,
                t.status == ES_DEPENDENT ? "dependent" : "failed", expr_kind_name(o->kind),
                (int)(P->toks[o->at].len < 40 ? P->toks[o->at].len : 40), P->lx->buf + P->toks[o->at].offset, env.fail_origin ? env.fail_trace : expr_trace_line);
    }
    if (show && t.status == ES_TYPED &&
        env.calls > env.calls_resolved + env.calls_dependent)
        fprintf(stderr, "expr-debug: line %u: typed, %d call(s) unresolved (trace %u, last call at `%.*s`)\n",
                linemap_physical_line(&P->lx->lm, P->toks[e->first].offset) + 1,
                env.calls - env.calls_resolved - env.calls_dependent, expr_trace_line,
                (int)(P->toks[env.last_call_at].len < 40 ? P->toks[env.last_call_at].len : 40),
                P->lx->buf + P->toks[env.last_call_at].offset);
    if (stats.on > 0 && !env.in_template) {
        stats.full++;
        if (t.status == ES_TYPED)
            stats.typed++, stats.typed_unresolved += env.calls > env.calls_resolved + env.calls_dependent;
        else if (t.status == ES_DEPENDENT)
            stats.dependent++;
        else
            stats.failed++;
        stats.calls += env.calls;
        stats.resolved += env.calls_resolved;
        stats.calls_dependent += env.calls_dependent;
    }
}

void pa_array_bound(struct parser *P, const struct expr *e)
{
    const struct scope *s = sema_decl_scope(P->sema);
    if (e && s && (s->kind == SK_BLOCK || s->kind == SK_FUNCTION_PARAMS) && parser_current_function(P))
        pa_full_expression(P, e, FE_USED, NULL);
}

/* on_call for a mem-initializer's construction: the reference checks
   only constexpr __device__ constructors there */
static void on_constexpr_device_call(void *ctx, const struct expr *call, const struct resolved_call *r)
{
    if (r->is_constexpr && r->exec == XS_DEVICE)
        on_call(ctx, call, r);
}

void pa_mem_initializer(struct parser *P, uint32_t id_first, uint32_t id_last, const struct expr *args, bool braced)
{
    int n = 0;
    struct expr *const *items = NULL;
    if (braced && args)
        items = args->kids, n = args->nkids;
    else if (args)
        items = expr_list_items(P->arena, args, &n);
    /* what is initialized: a member or a base named alone (its type), or
       something not known */
    struct entity *m = id_first == id_last && P->ent[id_last] ? entity_resolve(P->ent[id_last]) : NULL;
    const struct type *t = NULL;
    if (m && m->kind == EK_VARIABLE && (m->flags & EF_MEMBER) && !(m->flags & EF_STATIC))
        t = entity_type(P, m);
    else if (m && m->kind == EK_CLASS && (m->flags & EF_DEFINED) && !m->templ)
        t = type_named(P->sema->types, m);
    /* each argument a full-expression; its value read where it initializes
       a scalar member itself (a reference member binds it, a constructor's
       parameters decide for a class) */
    bool scalar = t && t->canon->kind != TY_LREF && t->canon->kind != TY_RREF && !type_is_class(t) &&
                  t->canon->kind != TY_ARRAY;
    for (int i = 0; i < n; i++)
        pa_full_expression(P, items[i], scalar && n == 1 ? FE_USED : FE_DISCARDED, NULL);
    struct lambda_parent *lp = parser_current_function(P);
    if (!lp || P->nlambdas > 0 || pa_in_template_context(P) || P->constexpr_if || !t ||
        t->canon->kind != TY_NAMED || n > 16 || m->kind != EK_VARIABLE)
        return;     /* (a base's or a delegating constructor: the reference checks neither) */
    /* the arguments typed again, quietly (their own calls were checked
       above), then the constructor they pick (constants: nothing read) */
    struct expr_env quiet = base_env(P);
    quiet.this_class = lp->this_class;
    quiet.this_type = lp->this_type;
    quiet.this_cv = lp->this_class ? this_cv(P, lp) : 0;
    struct typed typed[16];
    for (int i = 0; i < n; i++) {
        typed[i] = expr_type(&quiet, items[i]);
        if (typed[i].status != ES_TYPED || typed[i].konst != 1)
            return;     /* the reference checks a constant's construction only */
    }
    struct expr_env env = quiet;
    env.on_call = on_constexpr_device_call;
    env.named_constructor_only = true;
    struct expr *at = expr_new(P->arena, EX_CALL, 0, id_first, id_last + 1);
    at->at = id_last + 1;   /* the reference points at the `(` or `{` */
    expr_construct(&env, t, typed, n, at, false, n == 1 && !braced ? items[0] : NULL, !braced);
}

