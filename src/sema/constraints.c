/* Constraints of templates (C++20): whether a function template's
 * specialisation satisfies its type-constraints (`template <integral T>`),
 * its requires-clause after the head and the one after its declarator,
 * and the value of a concept-id (`integral<T>`). A constraint is split at
 * its `||` and `&&` into disjunctions and conjunctions of atomic
 * constraints; a concept-id is its definition's constraint with the
 * concept's parameters bound; an atomic constraint is evaluated as a
 * constant expression. What the evaluator does not know (a
 * requires-expression, a substitution it cannot read) leaves the answer
 * unknown, never false: a conjunction is false only where an operand
 * surely is, a disjunction true where one surely is. */
#include "sema/type_read_internal.h"
#include "sema/scope.h"
#include <string.h>

/* The end of the constraint-logical-or-expression that starts at i (a
   requires-clause's: primaries joined by `&&` and `||`): one past its
   last token; i when no primary starts there. */
static uint32_t clause_end(const struct type_reader *R, uint32_t i, uint32_t b)
{
    for (;;) {
        uint32_t s = i;
        unsigned k = tr_kind_at(R, i);
        if (k == TK_LPAREN) {
            i = type_read_skip_group(R->V, i, b);
        } else if (k == TK_REQUIRES) {
            i++;
            if (tr_kind_at(R, i) == TK_LPAREN)
                i = type_read_skip_group(R->V, i, b);
            if (tr_kind_at(R, i) != TK_LBRACE)
                return s;
            i = type_read_skip_group(R->V, i, b);
        } else if (k == TK_TRUE || k == TK_FALSE || k == TK_INT_LIT) {
            i++;
        } else {
            /* an id-expression: `[::] a [<...>] :: b [<...>]` */
            if (k == TK_COLONCOLON)
                i++;
            while (i < b && tr_kind_at(R, i) == TK_IDENT) {
                i++;
                if (type_read_template_open(R->V, i))
                    i = tr_matching_angle(R, i, b) + 1;
                if (tr_kind_at(R, i) != TK_COLONCOLON || tr_kind_at(R, i + 1) != TK_IDENT)
                    break;
                i++;
            }
            if (i == s || tr_kind_at(R, i - 1) == TK_COLONCOLON)
                return s;
        }
        if (i >= b)
            return b;
        unsigned n = tr_kind_at(R, i);
        if (n != TK_AMPAMP && n != TK_PIPEPIPE)
            return i;
        i++;
    }
}

/* The first `&&` or `||` (kind k) in [a, b) outside brackets; b when none. */
static uint32_t top_level(const struct type_reader *R, uint32_t a, uint32_t b, unsigned k)
{
    for (uint32_t i = a; i < b; i++) {
        unsigned ki = tr_kind_at(R, i);
        if (ki == TK_LPAREN || ki == TK_LBRACKET || ki == TK_LBRACE)
            i = type_read_skip_group(R->V, i, b) - 1;
        else if (type_read_template_open(R->V, i))
            i = tr_matching_angle(R, i, b);
        else if (ki == k)
            return i;
    }
    return b;
}

static int concept_satisfied(struct type_reader *R, const struct type *spec, int depth);

/* `[::][ns::]C<args>` in [a, b), C a concept: its specialisation, the
   arguments read with R's bindings; NULL when not that form or not read. */
static const struct type *concept_id(struct type_reader *R, uint32_t a, uint32_t b)
{
    uint32_t i = tr_skip_namespaces(R, a, b);
    if (i + 1 >= b || tr_kind_at(R, i) != TK_IDENT || !R->V->ent[i] ||
        entity_resolve(R->V->ent[i])->kind != EK_CONCEPT || !type_read_template_open(R->V, i + 1) ||
        tr_matching_angle(R, i + 1, b) + 1 != b)
        return NULL;
    struct type_reader A = *R;
    A.failed = false;
    const struct type *spec = tr_read_template_id(&A, entity_resolve(R->V->ent[i]), i + 1, b - 1);
    R->env_uses = A.env_uses;
    return spec && !A.failed && !type_mentions_param(spec, true) ? spec : NULL;
}

/* The constraint in [a, b) with R's bindings: CONSTRAINT_NO, _YES or
   _UNKNOWN. */
static int constraint_value(struct type_reader *R, uint32_t a, uint32_t b, int depth)
{
    if (a >= b || depth > 40)
        return CONSTRAINT_UNKNOWN;
    for (unsigned k = TK_PIPEPIPE;; k = TK_AMPAMP) {
        uint32_t op = top_level(R, a, b, k);
        if (op < b) {
            /* the first operand and the rest: a disjunction is true where
               one operand is, a conjunction false where one is */
            int decided = k == TK_PIPEPIPE ? CONSTRAINT_YES : CONSTRAINT_NO;
            int l = constraint_value(R, a, op, depth + 1);
            if (l == decided)
                return l;
            int r = constraint_value(R, op + 1, b, depth + 1);
            if (r == decided)
                return r;
            return l == CONSTRAINT_UNKNOWN || r == CONSTRAINT_UNKNOWN ? CONSTRAINT_UNKNOWN : l;
        }
        if (k == TK_AMPAMP)
            break;
    }
    unsigned k = tr_kind_at(R, a);
    if (k == TK_LPAREN && type_read_skip_group(R->V, a, b) == b)
        return constraint_value(R, a + 1, b - 1, depth + 1);
    if (k == TK_REQUIRES)
        return CONSTRAINT_UNKNOWN;      /* a requires-expression: not evaluated */
    const struct type *spec = concept_id(R, a, b);
    if (spec)
        return concept_satisfied(R, spec, depth + 1);
    /* an atomic constraint: a constant expression of type bool */
    long long v;
    if (!tr_eval_constant(R, a, b, &v, depth + 1))
        return CONSTRAINT_UNKNOWN;
    return v ? CONSTRAINT_YES : CONSTRAINT_NO;
}

/* The concept-id spec: its definition's constraint, the concept's
   parameters bound to spec's arguments. */
static int concept_satisfied(struct type_reader *R, const struct type *spec, int depth)
{
    struct type_reader B;
    const struct entity *c = spec->canon->ent;
    if (depth > 40 || !c || c->kind != EK_CONCEPT || !(c->flags & EF_DEFINED) || !c->decl_offset)
        return CONSTRAINT_UNKNOWN;
    if (tr_template_definition(R, spec, &B) != c)
        return CONSTRAINT_UNKNOWN;
    uint32_t n = (uint32_t)R->V->ntoks, name = tr_token_at(R, c->decl_offset);
    if (name + 2 >= n || tr_kind_at(R, name + 1) != TK_EQ)
        return CONSTRAINT_UNKNOWN;
    uint32_t end = tr_initializer_end(R, name + 2);
    if (end >= n || tr_kind_at(R, end) != TK_SEMI)
        return CONSTRAINT_UNKNOWN;
    return constraint_value(&B, name + 2, end, depth + 1);
}

bool tr_concept_value(struct type_reader *R, const struct type *spec, long long *out, int depth)
{
    int v = concept_satisfied(R, spec, depth);
    if (v == CONSTRAINT_UNKNOWN)
        return false;
    *out = v == CONSTRAINT_YES;
    return true;
}

/* The type-constraint of the parameter [first, end) (`integral`,
   `ns::convertible_to<U>` before its name) for the argument arg:
   satisfied or not; CONSTRAINT_YES when it has none. */
static int type_constraint(struct type_reader *R, uint32_t first, uint32_t end, const struct type *arg, int depth)
{
    uint32_t i = tr_skip_namespaces(R, first, end);
    if (i >= end || tr_kind_at(R, i) != TK_IDENT || !R->V->ent[i] ||
        entity_resolve(R->V->ent[i])->kind != EK_CONCEPT)
        return CONSTRAINT_YES;      /* `class T`, `int N`: no type-constraint */
    const struct entity *c = entity_resolve(R->V->ent[i]);
    struct tparam ps[16];
    int np = tr_template_params(R, c, ps, 16);
    const struct type *args[16];
    int na = 0;
    if (np < 1 || !arg || arg->canon->kind == TY_PACK)
        return CONSTRAINT_UNKNOWN;
    args[na++] = arg->canon;
    if (i + 1 < end) {
        /* `C<U, V> T`: T first, then the arguments written */
        if (!type_read_template_open(R->V, i + 1))
            return CONSTRAINT_UNKNOWN;
        uint32_t gt = tr_matching_angle(R, i + 1, end);
        if (gt + 1 != end)
            return CONSTRAINT_UNKNOWN;
        for (uint32_t a = i + 2; a < gt;) {
            uint32_t e = type_read_element_end(R->V, a, gt);
            if (na >= np || ps[na].pack)
                return CONSTRAINT_UNKNOWN;
            struct type_reader A = *R;
            A.failed = false;
            const struct type *t = tr_template_arg(&A, &ps[na], a, e);
            if (!t || A.failed || type_mentions_param(t, true))
                return CONSTRAINT_UNKNOWN;
            args[na++] = t->canon;
            a = e + 1;
        }
    }
    if (na != np || ps[0].pack)
        return CONSTRAINT_UNKNOWN;
    return concept_satisfied(R, type_template_id(R->tt, c, args, na), depth + 1);
}

int type_read_constraints(const struct tu_view *V, const struct entity *tmpl, const struct type *owner,
                          const struct ident *const *names, const struct type *const *types, int n)
{
    if (!tmpl->heads || tmpl->heads->n != 1 || !tmpl->type_toks || !tmpl->type_toks->name)
        return CONSTRAINT_UNKNOWN;
    struct type_reader R;
    if (owner) {
        /* a member template of a class template's specialisation: the
           class's parameters bound as the specialisation binds them */
        if (type_reader_in_specialization(V, owner, &R) != tmpl->parent)
            return CONSTRAINT_UNKNOWN;
    } else {
        type_reader_init(&R, V);
    }
    if (R.nenv + n > TYPE_READ_ENV)
        return CONSTRAINT_UNKNOWN;
    for (int i = 0; i < n; i++) {
        if (!types[i])
            return CONSTRAINT_UNKNOWN;
        R.env_name[R.nenv] = names[i];
        R.env_type[R.nenv++] = types[i];
    }
    int result = CONSTRAINT_YES;
    /* the head's type-constraints, the parameters in order */
    struct tparam ps[TYPE_READ_ENV];
    int np = tr_template_params(&R, tmpl, ps, TYPE_READ_ENV);
    if (np != n)
        return CONSTRAINT_UNKNOWN;
    for (int i = 0; i < np && result != CONSTRAINT_NO; i++) {
        if (ps[i].kind != 1)
            continue;   /* (a constrained parameter reads as a value parameter whose type is the constraint) */
        int v = type_constraint(&R, ps[i].type_first, ps[i].type_end, types[i], 0);
        if (v != CONSTRAINT_YES)
            result = v;
    }
    /* the requires-clauses after the head and after the declarator */
    uint32_t gt = tr_matching_angle(&R, tmpl->heads->lt[0], (uint32_t)V->ntoks);
    uint32_t at[2] = { gt + 1, tr_declarator_end(&R, tmpl->type_toks->name) };
    for (int c = 0; c < 2 && result != CONSTRAINT_NO; c++) {
        if (at[c] >= V->ntoks || tr_kind_at(&R, at[c]) != TK_REQUIRES)
            continue;
        uint32_t end = clause_end(&R, at[c] + 1, (uint32_t)V->ntoks);
        int v = end > at[c] + 1 ? constraint_value(&R, at[c] + 1, end, 0) : CONSTRAINT_UNKNOWN;
        if (v != CONSTRAINT_YES)
            result = v;
    }
    return result;
}

bool type_read_constrained(const struct tu_view *V, const struct entity *tmpl)
{
    if (!tmpl->heads || tmpl->heads->n != 1 || !tmpl->type_toks)
        return true;
    struct type_reader R;
    type_reader_init(&R, V);
    int depth = 0;
    uint32_t i = tmpl->heads->lt[0];
    for (; i < V->ntoks; i++) {
        unsigned k = tr_kind_at(&R, i);
        if (k == TK_LT && (V->mark[i] & MK_TEMPLATE_PARAMS))
            depth++;
        else if (k == TK_GT && (V->mark[i] & MK_PARAMS_CLOSE) && --depth == 0)
            break;
        else if (V->ent[i] && entity_resolve(V->ent[i])->kind == EK_CONCEPT)
            return true;    /* `template <integral T>` */
    }
    if (tr_kind_at(&R, i + 1) == TK_REQUIRES)
        return true;        /* `template <class T> requires C<T>` */
    /* `f(T x) requires C<T>`, after the declarator */
    return tr_kind_at(&R, tr_declarator_end(&R, tmpl->type_toks->name)) == TK_REQUIRES;
}

bool type_read_trailing_requires(const struct tu_view *V, const struct entity *fn)
{
    if (!fn->type_toks || !fn->type_toks->name)
        return false;
    struct type_reader R;
    type_reader_init(&R, V);
    return tr_kind_at(&R, tr_declarator_end(&R, fn->type_toks->name)) == TK_REQUIRES;
}

/* The requires-clauses of tmpl: [first, end) of the one after its head
   (at[0]) and of the one after its declarator (at[1]); empty where none. */
static void clauses(const struct type_reader *R, const struct entity *tmpl, uint32_t first[2], uint32_t end[2])
{
    uint32_t n = (uint32_t)R->V->ntoks;
    uint32_t gt = tr_matching_angle(R, tmpl->heads->lt[0], n);
    uint32_t at[2] = { gt + 1, tr_declarator_end(R, tmpl->type_toks->name) };
    for (int c = 0; c < 2; c++) {
        first[c] = end[c] = 0;
        if (at[c] < n && tr_kind_at(R, at[c]) == TK_REQUIRES) {
            first[c] = at[c] + 1;
            end[c] = clause_end(R, first[c], n);
        }
    }
}

bool type_read_same_constraints(const struct tu_view *V, const struct entity *a, const struct entity *b,
                                const struct ident *const *names_a, const struct ident *const *names_b, int n)
{
    bool ca = type_read_constrained(V, a), cb = type_read_constrained(V, b);
    if (!ca && !cb)
        return true;
    if (ca != cb || !a->heads || !b->heads || !a->type_toks || !b->type_toks || !a->type_toks->name ||
        !b->type_toks->name)
        return false;
    struct type_reader R;
    type_reader_init(&R, V);
    uint32_t fa[2], ea[2], fb[2], eb[2];
    clauses(&R, a, fa, ea);
    clauses(&R, b, fb, eb);
    for (int c = 0; c < 2; c++) {
        if (ea[c] - fa[c] != eb[c] - fb[c])
            return false;
        for (uint32_t i = 0; i < ea[c] - fa[c]; i++) {
            const struct token *x = &V->toks[fa[c] + i], *y = &V->toks[fb[c] + i];
            if (x->kind != y->kind)
                return false;
            if (x->kind != TK_IDENT) {
                if (x->len != y->len || memcmp(V->buf + x->offset, V->buf + y->offset, x->len) != 0)
                    return false;   /* (a literal's spelling) */
                continue;
            }
            /* a template parameter by its position, any other name itself */
            int pa = -1, pb = -1;
            for (int k = 0; k < n; k++) {
                if (names_a[k] == x->id)
                    pa = k;
                if (names_b[k] == y->id)
                    pb = k;
            }
            if (pa != pb || (pa < 0 && x->id != y->id))
                return false;
        }
    }
    return true;
}
