/* Constant evaluation through templates: a variable template's
 * specialisation (`is_same_v<T, bool>`) is its initialiser in the
 * definition the arguments select (the primary one or a partial or
 * explicit specialisation), and a call of a constexpr function template
 * without arguments (`__make_numeric_limits_type<T>()`, a default template
 * argument in libcu++'s numeric_limits) is the value of the return
 * statement its body reaches, `if constexpr` and `if` on constants
 * followed. Anything else in such a body (declarations, loops, a
 * statement that is not a constant `if` or a `return`) leaves the value
 * unknown. */
#include "sema/type_read_internal.h"
#include "sema/scope.h"

/* The first token at or after i that is not inside brackets and is k. */
static uint32_t find_at_depth0(const struct type_reader *R, uint32_t i, uint32_t b, unsigned k)
{
    while (i < b && tr_kind_at(R, i) != k) {
        unsigned ki = tr_kind_at(R, i);
        if (ki == TK_LPAREN || ki == TK_LBRACKET || ki == TK_LBRACE)
            i = type_read_skip_group(R->V, i, b);
        else if (type_read_template_open(R->V, i))
            i = tr_matching_angle(R, i, b) + 1;
        else
            i++;
    }
    return i;
}

/* The end of the statement that starts at i (one past its last token);
   b when it does not end before b. */
static uint32_t statement_end(const struct type_reader *R, uint32_t i, uint32_t b, int depth)
{
    if (i >= b || depth > 32)
        return b;
    unsigned k = tr_kind_at(R, i);
    if (k == TK_LBRACE)
        return type_read_skip_group(R->V, i, b);
    if (k == TK_IF) {
        uint32_t c = i + 1 + (tr_kind_at(R, i + 1) == TK_CONSTEXPR);
        if (tr_kind_at(R, c) != TK_LPAREN)
            return b;
        uint32_t e = statement_end(R, type_read_skip_group(R->V, c, b), b, depth + 1);
        if (e < b && tr_kind_at(R, e) == TK_ELSE)
            e = statement_end(R, e + 1, b, depth + 1);
        return e;
    }
    uint32_t semi = find_at_depth0(R, i, b, TK_SEMI);
    return semi < b ? semi + 1 : b;
}

enum { RUN_UNKNOWN, RUN_ON, RUN_RETURNED };

/* What a run of a body gives: the value its return computes, or (for the
   type of an `auto` function's result) where that return's expression is. */
struct run {
    bool value_wanted;
    long long value;
    uint32_t ret_first, ret_end;
};

/* `constexpr T name = e;` in a body: name bound in R to e's value, as a
   literal of T when T is a builtin or enumeration type. */
static bool bind_local_constant(struct type_reader *R, uint32_t i, uint32_t end, int depth)
{
    uint32_t eq = find_at_depth0(R, i, end, TK_EQ);
    if (eq >= end || eq < i + 3 || tr_kind_at(R, eq - 1) != TK_IDENT || tr_kind_at(R, end - 1) != TK_SEMI ||
        R->nenv == TYPE_READ_ENV)
        return false;
    long long v;
    if (!tr_eval_constant(R, eq + 1, end - 1, &v, depth + 1))
        return false;
    const struct type *t = tr_kind_at(R, i + 1) == TK_AUTO ? NULL : tr_read_type_id_aside(R, i + 1, eq - 1);
    const struct type *lit = t ? tr_literal_of(R->tt, t->canon, v) : NULL;
    R->env_name[R->nenv] = R->V->toks[eq - 1].id;
    R->env_type[R->nenv++] = lit ? lit : type_literal(R->tt, type_builtin(R->tt, "x"), v);
    return true;
}

/* Runs the statements [i, b) of a constexpr function body with R's
   bindings: RUN_RETURNED at a `return` (its value, or where its
   expression is, in *out), RUN_ON when they end without one. */
static int run_statements(struct type_reader *R, uint32_t i, uint32_t b, struct run *out, int depth)
{
    if (depth > 32)
        return RUN_UNKNOWN;
    while (i < b) {
        unsigned k = tr_kind_at(R, i);
        uint32_t end = statement_end(R, i, b, depth);
        if (end > b || (end == b && k != TK_LBRACE && tr_kind_at(R, b - 1) != TK_SEMI && k != TK_IF))
            return RUN_UNKNOWN;
        if (k == TK_SEMI) {
            i++;
            continue;
        }
        if (k == TK_STATIC_ASSERT) {
            i = end;    /* (a failed assertion is the reference's to report) */
            continue;
        }
        if (k == TK_RETURN) {
            if (end < i + 3 || tr_kind_at(R, end - 1) != TK_SEMI)
                return RUN_UNKNOWN;
            out->ret_first = i + 1;
            out->ret_end = end - 1;
            if (!out->value_wanted)
                return RUN_RETURNED;
            return tr_eval_constant(R, i + 1, end - 1, &out->value, depth + 1) ? RUN_RETURNED : RUN_UNKNOWN;
        }
        if (k == TK_CONSTEXPR) {
            if (!bind_local_constant(R, i, end, depth))
                return RUN_UNKNOWN;
            i = end;
            continue;
        }
        if (k == TK_LBRACE) {
            int outer = R->nenv;    /* the block's constants end with it */
            int r = run_statements(R, i + 1, end - 1, out, depth + 1);
            R->nenv = outer;
            if (r != RUN_ON)
                return r;
            i = end;
            continue;
        }
        if (k != TK_IF)
            return RUN_UNKNOWN;
        uint32_t c = i + 1 + (tr_kind_at(R, i + 1) == TK_CONSTEXPR);
        uint32_t close = type_read_skip_group(R->V, c, b);
        long long cond;
        if (tr_kind_at(R, c) != TK_LPAREN || close >= b || find_at_depth0(R, c + 1, close - 1, TK_SEMI) < close - 1 ||
            !tr_eval_constant(R, c + 1, close - 1, &cond, depth + 1))
            return RUN_UNKNOWN;     /* an init-statement, or a condition not known */
        uint32_t then_end = statement_end(R, close, b, depth + 1);
        bool has_else = then_end < end && tr_kind_at(R, then_end) == TK_ELSE;
        int r = RUN_ON;
        if (cond)
            r = run_statements(R, close, then_end, out, depth + 1);
        else if (has_else)
            r = run_statements(R, then_end + 1, end, out, depth + 1);
        if (r != RUN_ON)
            return r;
        i = end;
    }
    return RUN_ON;
}

/* Is t the only entity its name declares in its scope (no overloads)? */
static bool alone_in_scope(const struct entity *t)
{
    if (!t->parent || !t->name)
        return false;
    for (const struct entity *o = scope_find_local(t->parent, t->name); o; o = o->next)
        if (o->name == t->name && entity_resolve((struct entity *)o) != t)
            return false;
    return true;
}

/* Do t's declaration specifiers hold the keyword k? */
static bool declared_with(const struct type_reader *R, const struct entity *t, unsigned k)
{
    if (!t->type_toks)
        return false;
    for (uint32_t i = t->type_toks->spec_first; i <= t->type_toks->spec_last && i < R->V->ntoks; i++)
        if (tr_kind_at(R, i) == k)
            return true;
    return false;
}

/* The variable template's specialisation spec: its initialiser in the
   definition spec takes. */
static bool variable_value(struct type_reader *R, const struct type *spec, long long *out, int depth)
{
    struct type_reader B;
    const struct entity *t = spec->ent, *d = tr_template_definition(R, spec, &B);
    if (!d || !d->decl_offset)
        return false;
    uint32_t n = (uint32_t)R->V->ntoks, name = tr_token_at(R, d->decl_offset), eq = name + 1;
    if (d != t) {
        if (!d->spec_args || d->spec_args != name + 1)
            return false;
        eq = tr_matching_angle(R, d->spec_args, n) + 1;
    }
    if (eq + 1 >= n || tr_kind_at(R, eq) != TK_EQ)
        return false;
    if (!tr_eval_constant(&B, eq + 1, tr_initializer_end(&B, eq + 1), out, depth + 1))
        return false;
    if (declared_with(R, t, TK_BOOL))
        *out = *out != 0;
    return true;
}

/* Runs the body of the constexpr function template's specialisation spec
   called without arguments, B its bindings: RUN_RETURNED with the return
   it reaches in *out. */
static int run_call(struct type_reader *R, const struct type *spec, struct type_reader *B, struct run *out,
                    int depth)
{
    const struct entity *t = spec->ent;
    if (t->specializations || !(t->flags & EF_DEFINED) || !t->decl_offset ||
        !(declared_with(R, t, TK_CONSTEXPR) || declared_with(R, t, TK_CONSTEVAL)))
        return RUN_UNKNOWN;
    if (tr_template_definition(R, spec, B) != t)
        return RUN_UNKNOWN;
    uint32_t n = (uint32_t)R->V->ntoks, name = tr_token_at(R, t->decl_offset);
    if (tr_kind_at(R, name + 1) != TK_LPAREN || tr_kind_at(R, name + 2) != TK_RPAREN)
        return RUN_UNKNOWN;     /* parameters: not called without arguments here */
    uint32_t open = name + 3;
    while (open < n && tr_kind_at(R, open) != TK_LBRACE) {
        unsigned k = tr_kind_at(R, open);
        if (k == TK_SEMI || k == TK_EQ || k == TK_COLON || k == TK_TRY)
            return RUN_UNKNOWN;
        open = k == TK_LPAREN || k == TK_LBRACKET ? type_read_skip_group(R->V, open, n) : open + 1;
    }
    uint32_t close = type_read_skip_group(R->V, open, n);
    if (open >= n || close >= n)
        return RUN_UNKNOWN;
    return run_statements(B, open + 1, close - 1, out, depth + 1);
}

static bool call_value(struct type_reader *R, const struct type *spec, long long *out, int depth)
{
    struct type_reader B;
    struct run run = { .value_wanted = true };
    if (run_call(R, spec, &B, &run, depth) != RUN_RETURNED)
        return false;
    *out = declared_with(R, spec->ent, TK_BOOL) ? run.value != 0 : run.value;
    return true;
}

/* `[::][ns::]v<args>` or `...f<args>()` in [a, b): the template's
   specialisation, its arguments read aside (a failure there is no failure
   of R's reading); NULL when the form or the arguments are not known.
   *call: whether the `()` follows. */
static const struct type *template_use(struct type_reader *R, uint32_t a, uint32_t b, bool *call)
{
    uint32_t i = tr_skip_namespaces(R, a, b);
    if (i + 1 >= b || tr_kind_at(R, i) != TK_IDENT || tr_kind_at(R, i + 1) != TK_LT || !R->V->ent[i])
        return NULL;
    uint32_t gt = tr_matching_angle(R, i + 1, b);
    if (gt >= b)
        return NULL;
    *call = gt + 3 == b && tr_kind_at(R, gt + 1) == TK_LPAREN && tr_kind_at(R, gt + 2) == TK_RPAREN;
    if (!*call && gt + 1 != b)
        return NULL;
    const struct entity *t = entity_resolve(R->V->ent[i]);
    if ((*call ? t->kind != EK_FUNCTION_TEMPLATE : t->kind != EK_VARIABLE_TEMPLATE && t->kind != EK_CONCEPT) ||
        !alone_in_scope(t))
        return NULL;
    struct type_reader A = *R;
    A.failed = false;
    const struct type *spec = tr_read_template_id(&A, t, i + 1, gt);
    R->env_uses = A.env_uses;
    if (!spec || A.failed || type_mentions_param(spec, true))
        return NULL;
    for (int k = 0; k < spec->nargs; k++)
        if (type_is_opaque_literal(spec->args[k]))
            return NULL;
    return spec;
}

bool tr_eval_template_use(struct type_reader *R, uint32_t a, uint32_t b, long long *out, int depth)
{
    bool call = false;
    const struct type *spec = depth > 24 || R->depth > 12 ? NULL : template_use(R, a, b, &call);
    if (!spec)
        return false;
    if (spec->ent->kind == EK_CONCEPT)
        return tr_concept_value(R, spec, out, depth);   /* `integral<T>`: whether it is satisfied */
    return call ? call_value(R, spec, out, depth) : variable_value(R, spec, out, depth);
}

const struct type *tr_auto_call_result(struct type_reader *R, uint32_t a, uint32_t b)
{
    bool call = false;
    const struct type *spec = R->depth > 12 ? NULL : template_use(R, a, b, &call);
    if (!spec || !call || !declared_with(R, spec->ent, TK_AUTO) || declared_with(R, spec->ent, TK_DECLTYPE))
        return NULL;
    struct type_reader B;
    struct run run = { .value_wanted = false };
    if (run_call(R, spec, &B, &run, 0) != RUN_RETURNED)
        return NULL;
    /* `return T{};`, `return T();`: a prvalue of T */
    uint32_t e = run.ret_end;
    if (e < run.ret_first + 3 || !((tr_kind_at(R, e - 2) == TK_LBRACE && tr_kind_at(R, e - 1) == TK_RBRACE) ||
                                   (tr_kind_at(R, e - 2) == TK_LPAREN && tr_kind_at(R, e - 1) == TK_RPAREN)))
        return NULL;
    const struct type *t = tr_read_type_id_aside(&B, run.ret_first, e - 2);
    return t && !type_mentions_param(t, true) ? type_unqualified(R->tt, t) : NULL;
}
