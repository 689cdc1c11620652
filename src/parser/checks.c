/* Semantic checks triggered by the grammar actions (see checks.h). */
#include "parser/checks.h"
#include "parser/redecl.h"
#include "sema/type_read.h"
#include "parser/brackets.h"
#include "generated/cxx.gen.h"
#include "diag/diag.h"
#include "util/strbuf.h"
#include "util/xalloc.h"
#include "util/intern.h"
#include <stdio.h>
#include <string.h>

bool pa_in_template_context(const struct parser *P)
{
    return sema_in_template_context(P->sema);
}

bool pa_using_directives_in_view(const struct parser *P)
{
    for (int i = 0; i < P->sema->depth; i++)
        if (P->sema->stack[i]->usings)
            return true;
    return false;
}

void pa_check_template_body_closed(struct parser *P, const struct dtor *d)
{
    if (!d || !d->name || !d->name->tok || P->nclass > 0 || P != P->root || !pa_in_template_context(P))
        return;
    /* the body's `{`: the first one after the name outside brackets */
    for (uint32_t i = d->name->tok; i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        uint32_t m = bracket_match(P, i);
        if (k == TK_LBRACE) {
            if (m == NO_MATCH)
                parser_report(P, DIAG_template_missing_closing_brace, d->name->tok, NULL, 0);
            return;
        }
        if (k == TK_SEMI || k == TK_EOF || ((k == TK_LPAREN || k == TK_LBRACKET) && m == NO_MATCH))
            return;
        if (k == TK_LPAREN || k == TK_LBRACKET)
            i = m;
    }
}

/* Inside a class being defined, outside the member bodies replayed at its
   end, later members are not yet known. */
static bool in_incomplete_class(const struct parser *P)
{
    return P->nclass > 0;   /* the replay of member bodies starts a parser at 0 */
}

/* Are all of a class's members known: defined, its bases too, none of them
   a template's specialisation or dependent? */
static bool members_known(const struct entity *c, int depth)
{
    if (!c || c->kind != EK_CLASS || !(c->flags & EF_DEFINED) || depth > 16 ||
        (c->flags & (EF_DEPENDENT_BASE | EF_SPECIALIZATION)) || c->templ)
        return false;
    for (const struct base_ref *b = c->bases; b; b = b->next)
        if (b->dependent || !members_known(entity_class(b->entity), depth + 1))
            return false;
    return true;
}

/* "N::M", "S": the name with its enclosing named namespaces and classes
   (inline namespaces are left out, as the reference does). */
void pa_qualified_name(struct strbuf *sb, const struct entity *e)
{
    const struct entity *chain[32];
    int n = 0;
    for (const struct entity *x = e; x && x->name && n < 32;) {
        if (!(x->flags & EF_INLINE_NS))
            chain[n++] = x;
        const struct scope *ps = x->parent;
        x = ps ? ps->owner : NULL;
    }
    for (int i = n - 1; i >= 0; i--) {
        sb_puts(sb, chain[i]->name->name);
        if (i)
            sb_puts(sb, "::");
    }
}

static enum diag_entity_kind entity_kind_word(const struct entity *e)
{
    switch (e->kind) {
    case EK_NAMESPACE: return DEK_NAMESPACE;
    case EK_CLASS: return e->class_key == CK_UNION ? DEK_UNION : DEK_CLASS;    /* "class" for structs too */
    case EK_CLASS_TEMPLATE: return DEK_CLASS_TEMPLATE;
    case EK_ENUM: return DEK_ENUM;
    case EK_TYPEDEF: return DEK_TYPEDEF;
    case EK_VARIABLE: return DEK_VARIABLE;
    case EK_FUNCTION: return DEK_FUNCTION;
    case EK_FUNCTION_TEMPLATE: return DEK_FUNCTION_TEMPLATE;
    case EK_VARIABLE_TEMPLATE: return DEK_VARIABLE_TEMPLATE;
    default: return DEK_NONE;
    }
}

/* A diagnostic argument naming e; the string lives in sb until reported. */
static struct diag_arg entity_arg(struct strbuf *sb, const struct entity *e)
{
    sb_reset(sb);
    pa_qualified_name(sb, e);
    struct diag_arg a = { DA_ENTITY, sb->data ? sb->data : "", entity_kind_word(e) };
    return a;
}

void pa_declarator_done(struct parser *P, struct dtor *d)
{
    P->last_declared = d && d->name && d->name->kind == DN_NAME ? P->toks[d->name->tok].id : NULL;
}

static void defer_name(struct parser *P, uint32_t tok);

/* Is the name at i a variable or parameter of a fundamental type (or a
   pointer to or array of one, or a reference to such)? */
static bool fundamental_object(struct parser *P, uint32_t i)
{
    struct entity *e = P->ent[i];
    if (!e || (e->kind != EK_VARIABLE && e->kind != EK_PARAMETER))
        return false;
    if (e->flags & EF_ERROR_TYPE)
        return true;    /* the error type brings no namespace to look in either */
    const struct type *t = type_read_entity(&P->view, e);
    if (!t)
        return false;
    t = t->canon;
    if (t->kind == TY_LREF || t->kind == TY_RREF)
        t = t->inner;
    while (t->kind == TY_POINTER || t->kind == TY_ARRAY)
        t = t->inner;
    return t->kind == TY_BUILTIN && !type_read_is_auto(t);
}

bool pa_arguments_without_adl(struct parser *P, uint32_t lp)
{
    uint32_t rp = bracket_match(P, lp);
    if (rp == NO_MATCH)
        return false;
    for (uint32_t i = lp + 1; i < rp; i++) {
        unsigned k = P->toks[i].kind;
        bool literal = k == TK_INT_LIT || k == TK_FLOAT_LIT || k == TK_CHAR_LIT || k == TK_STRING_LIT ||
                       k == TK_TRUE || k == TK_FALSE || k == TK_NULLPTR;
        if (k == TK_IDENT && P->toks[i + 1].kind != TK_LPAREN &&
            (fundamental_object(P, i) || (!P->ent[i] && !(P->mark[i] & MK_PARAMETER))))
            continue;   /* of a fundamental type, or undefined (an error operand brings nothing) */
        unsigned pk = P->toks[i - 1].kind;
        if (k == TK_LBRACKET && (pk == TK_IDENT || pk == TK_RBRACKET || pk == TK_RPAREN))
            continue;   /* a subscript of what came before, not a lambda */
        if ((P->toks[i].flags & TF_UDL) || (!literal && (k == TK_IDENT || k >= TK_FIRST_KEYWORD || k == TK_LBRACE ||
                                                         k == TK_LBRACKET || k == TK_DOT || k == TK_ARROW ||
                                                         k == TK_COLONCOLON)))
            return false;   /* a name, a keyword, a lambda or a braced list: a class type may come in */
    }
    return true;
}

/* Is the name at tok a parameter declared earlier in a parameter list
   that tok stands in (`int v, int lo = 0, decltype(v) hi`)? Parameters
   are declared when their list is complete. A declarator's name is an
   identifier followed by `,`, `=`, `[` or `)` at the list's depth. */
static bool earlier_parameter(const struct parser *P, uint32_t tok)
{
    uint32_t at = tok;
    for (int guard = 0; guard < 8; guard++) {
        uint32_t open = bracket_enclosing(P, at, true);
        if (open == NO_MATCH || P->toks[open].kind != TK_LPAREN)
            return false;
        for (uint32_t i = open + 1; i < tok; i++) {
            uint32_t m = bracket_match(P, i);
            unsigned k = P->toks[i].kind;
            if ((k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE) && m != NO_MATCH && m < tok) {
                i = m;
                continue;
            }
            unsigned nk = i + 1 < P->ntoks ? P->toks[i + 1].kind : TK_EOF;
            if (k == TK_IDENT && P->toks[i].id == P->toks[tok].id &&
                (nk == TK_COMMA || nk == TK_EQ || nk == TK_LBRACKET || nk == TK_RPAREN))
                return true;
        }
        at = open;
    }
    return false;
}

/* tok in a declarator's trailing requires-clause (`f(T t) requires
   requires { t + t; }`): is it a parameter of that declarator? */
static bool trailing_requires_parameter(const struct parser *P, uint32_t tok)
{
    uint32_t at = tok;
    for (int guard = 0; guard < 8; guard++) {
        uint32_t open = bracket_enclosing(P, at, true);
        if (open == NO_MATCH || open == 0)
            return false;
        uint32_t b = open - 1;  /* `requires {`, `requires (T u) {` */
        if (P->toks[open].kind == TK_LBRACE && P->toks[b].kind == TK_RPAREN) {
            uint32_t lp = bracket_match(P, b);
            if (lp == NO_MATCH || lp == 0 || lp >= b)
                return false;   /* (an unmatched `)`, or one at the input's start) */
            b = lp - 1;
        }
        if (P->toks[b].kind == TK_REQUIRES) {
            at = b;     /* the requires-expression: the clause is before it */
            break;
        }
        at = open;
    }
    if (P->toks[at].kind != TK_REQUIRES || at < 2)
        return false;
    /* back over the constraint to the clause's `requires`, after the declarator */
    uint32_t r = at;
    for (uint32_t i = at; i > 0 && at - i < 128; i--) {
        unsigned k = P->toks[i].kind;
        if (k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE)
            break;
        if (k == TK_REQUIRES && P->toks[i - 1].kind != TK_REQUIRES && P->toks[i - 1].kind != TK_AMPAMP &&
            P->toks[i - 1].kind != TK_PIPEPIPE && P->toks[i - 1].kind != TK_LPAREN) {
            r = i;
            break;
        }
    }
    uint32_t rp = r - 1;
    while (rp > 0 && (P->toks[rp].kind == TK_CONST || P->toks[rp].kind == TK_VOLATILE ||
                      P->toks[rp].kind == TK_AMP || P->toks[rp].kind == TK_AMPAMP))
        rp--;
    if (P->toks[rp].kind != TK_RPAREN || bracket_match(P, rp) == NO_MATCH)
        return false;
    for (uint32_t i = bracket_match(P, rp) + 1; i < rp; i++) {
        unsigned nk = P->toks[i + 1].kind;
        if (P->toks[i].kind == TK_IDENT && P->toks[i].id == P->toks[tok].id &&
            (nk == TK_COMMA || nk == TK_EQ || nk == TK_LBRACKET || nk == TK_RPAREN))
            return true;
    }
    return false;
}

/* Are the classes c derives from all known to lookup: each base a class
   or class template, and the bases of a base template (in every
   definition it has) known too? A template's base naming its parameters
   (`template <class S> struct C : S`) is known only inside the template
   (depth 0: two-phase lookup leaves it to instantiation); reached
   through `C<U>`, it is U, which lookup does not follow. */
static bool bases_known(const struct entity *c, int depth)
{
    if (depth > 16)
        return false;
    for (const struct entity *d = c; d; d = d == c ? (c->kind == EK_CLASS_TEMPLATE ? c->specializations : NULL)
                                                   : d->next_specialization)
        for (const struct base_ref *b = d->bases; b; b = b->next) {
            if (b->dependent && depth == 0)
                continue;
            struct entity *be = b->entity ? entity_class(b->entity) : NULL;
            for (int guard = 0; be && be->kind == EK_ALIAS_TEMPLATE && be->target && guard < 8; guard++)
                be = entity_class(be->target);
            if (!be || (be->kind != EK_CLASS && be->kind != EK_CLASS_TEMPLATE) || !bases_known(be, depth + 1))
                return false;
        }
    return true;
}

/* Is the `{` at lb the body of a lambda being parsed? */
static bool open_lambda_body(const struct parser *P, uint32_t lb)
{
    for (int k = 0; k < P->nlambdas && k < PARSER_PROTO_DEPTH; k++)
        if (pa_lambda_body_open(P, P->lambdas[k].rb) == lb)
            return true;
    return false;
}

/* The declarator of the same name whose initializer holds the name at tok
   (`F fib = [&](int n) { return fib(n - 1); };`, `F f([&] { f(); })`), or
   NO_MATCH. The name is declared from its declarator on, but the
   declarator's action may come after a lambda in its initializer was
   checked (the lambda's own parameters are declared before it). Walked out
   through the brackets enclosing tok (and the statements of lambdas'
   bodies), back at each level to the statement's `;`, looking for a
   declarator's name. */
static uint32_t own_initializer_declarator(const struct parser *P, uint32_t tok)
{
    const struct ident *id = P->toks[tok].id;
    for (uint32_t i = tok; i-- > 0;) {
        unsigned k = P->toks[i].kind;
        if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE) {
            uint32_t o = bracket_match(P, i);
            if (o == NO_MATCH || o > i)
                return NO_MATCH;
            if (k == TK_RPAREN && o + 1 < i) {
                /* a parenthesized declarator (`auto (*fp)(int) -> int = fp;`) */
                unsigned f = P->toks[o + 1].kind;
                if (f == TK_STAR || f == TK_AMP || f == TK_AMPAMP || f == TK_IDENT || f == TK_COLONCOLON)
                    for (uint32_t j = o + 1; j < i; j++)
                        if (P->toks[j].kind == TK_IDENT && P->toks[j].id == id && (P->mark[j] & MK_DECLARED))
                            return j;
            }
            i = o;                  /* over the closed group */
        } else if (k == TK_SEMI) {
            /* a statement of a lambda's body: on outside the lambda */
            uint32_t lb = bracket_enclosing(P, i, false);
            if (lb == NO_MATCH || !open_lambda_body(P, lb))
                return NO_MATCH;
            i = lb;
        } else if (k == TK_IDENT && P->toks[i].id == id && (P->mark[i] & MK_DECLARED)) {
            return i;
        }
        /* an opening bracket encloses tok: go on at the level outside it */
    }
    return NO_MATCH;
}

/* Is the declarator name at i surely a variable's whose type is a
   placeholder (`auto x`, `const auto &x`, `decltype(auto) x`)? Back over
   the ptr-operators and the decl-specifiers to the statement's start; any
   other token (a type's name, an attribute, an earlier declarator) leaves
   it unsure. */
static bool declared_with_auto(const struct parser *P, uint32_t i)
{
    bool saw_auto = false;
    uint32_t j = i;
    while (j-- > 0) {
        unsigned k = P->toks[j].kind;
        if (k == TK_AUTO) {
            saw_auto = true;
        } else if (k == TK_RPAREN && j >= 3 && P->toks[j - 1].kind == TK_AUTO &&
                   P->toks[j - 2].kind == TK_LPAREN && P->toks[j - 3].kind == TK_DECLTYPE) {
            saw_auto = true;
            j -= 3;
        } else if (k != TK_STAR && k != TK_AMP && k != TK_AMPAMP && k != TK_CONST && k != TK_VOLATILE &&
                   k != TK_STATIC && k != TK_CONSTEXPR && k != TK_THREAD_LOCAL) {
            return saw_auto && (k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE || k == TK_LPAREN ||
                                k == TK_RPAREN || k == TK_COLON);
        }
    }
    return false;
}

/* A name in its own declarator's initializer (lookup has not found it):
   silent, unless that declarator surely declares an `auto` variable, whose
   type cannot be known there. */
static void check_own_initializer(struct parser *P, uint32_t tok, uint32_t decl)
{
    if (decl == NO_MATCH || !declared_with_auto(P, decl))
        return;
    parser_report(P, DIAG_auto_variable_in_own_initializer, tok, NULL, 0);
}

/* An unqualified name used in an expression; for a call with arguments,
   lp is its `(` (0 otherwise). */
static void check_name(struct parser *P, uint32_t tok, uint32_t lp)
{
    if (tok >= P->ntoks || P->ent[tok] || (P->mark[tok] & MK_PARAMETER) || !P->toks[tok].id)
        return;
    unsigned pk = tok > 0 ? P->toks[tok - 1].kind : TK_EOF;
    if (pk == TK_COLONCOLON || pk == TK_DOT || pk == TK_ARROW || pk == TK_TEMPLATE)
        return;     /* qualified or member names are checked elsewhere */
    if (P->toks[tok].id == P->last_declared) {
        /* in its own initializer: declared, but the action comes later */
        check_own_initializer(P, tok, own_initializer_declarator(P, tok));
        return;
    }
    if (earlier_parameter(P, tok) || trailing_requires_parameter(P, tok))
        return;
    struct entity *now = sema_lookup(P->sema, P->toks[tok].id);
    if (now) {
        /* declared by an action that GLR deferred until after the filter
           had classified this name (`T(x), y; x.m = 1;`) */
        P->ent[tok] = now;
        return;
    }
    if (P->decl_qualifier && P->decl_qualifier->members) {
        /* after a qualified declarator's name (`int C::sm = K;`, `int
           C::a[n]`): the class's members, its bases', and the scopes
           around it */
        struct entity *q = P->decl_qualifier;
        now = q->kind == EK_CLASS || q->kind == EK_CLASS_TEMPLATE ? lookup_member(q, P->toks[tok].id) : NULL;
        for (const struct scope *sc = q->members; sc && !now; sc = sc->parent)
            now = scope_find_local(sc, P->toks[tok].id);
        if (now || q->kind == EK_CLASS_TEMPLATE || (q->flags & EF_DEPENDENT_BASE))
            return;     /* found (its entity stays the filter's), or in a base not known */
    }
    const char *name = P->toks[tok].id->name;
    if (strncmp(name, "__", 2) == 0)
        return;     /* reserved names (the host compiler's builtins) */
    /* inside templates too: a name that is not a call's is looked up where
       the template is defined (two-phase lookup), as the reference does,
       even when a dependent base might declare it. A called name may be
       found by argument-dependent lookup: it is reported only when no
       argument can bring in a namespace (fundamental types only). */
    if (lp && !pa_arguments_without_adl(P, lp))
        return;
    for (int k = P->sema->depth - 1; k > 0; k--) {
        const struct scope *sc = P->sema->stack[k];
        if (sc->kind == SK_CLASS && sc->owner && !bases_known(sc->owner, 0))
            return;     /* a base we do not know (`: decltype(f())`, `C<U>` with C
                           deriving from its parameter) may declare it */
    }
    if (in_incomplete_class(P)) {
        defer_name(P, tok);     /* a later member may declare it */
        return;
    }
    uint32_t decl = own_initializer_declarator(P, tok);
    if (decl != NO_MATCH) {
        check_own_initializer(P, tok, decl);
        return;
    }
    struct diag_arg a = { DA_STR, name, 0 };
    parser_report(P, DIAG_undefined_identifier, tok, &a, 1);
}

void pa_check_name(struct parser *P, uint32_t tok)
{
    if (tok + 2 < P->ntoks && P->toks[tok + 1].kind == TK_LPAREN && P->toks[tok + 2].kind != TK_RPAREN)
        return;     /* `f(args)`: when the call is complete (pa_check_called_name), as the reference does */
    if (tok + 2 < P->ntoks && (P->toks[tok + 1].kind == TK_LAUNCH_BEGIN ||
                               (P->toks[tok + 1].kind == TK_LTLT && P->toks[tok + 2].kind == TK_LT)))
        return;     /* `k<<<1, 1>>>(args)`: when the launch is complete (pa_launch) */
    check_name(P, tok, 0);
}

void pa_check_called_name(struct parser *P, uint32_t tok, uint32_t lp)
{
    check_name(P, tok, lp);
}

/* Is the name at tok inside a default argument (`void m(int x = tok)`):
   within a `(`, after an `=` at that `(`'s level? */
static bool in_default_argument(const struct parser *P, uint32_t tok)
{
    uint32_t lp = bracket_enclosing(P, tok, true);
    if (lp == NO_MATCH || P->toks[lp].kind != TK_LPAREN)
        return false;
    for (uint32_t i = lp + 1; i < tok; i++) {
        uint32_t m = bracket_match(P, i);
        if (m != NO_MATCH && m > i && m < tok)
            i = m;
        else if (P->toks[i].kind == TK_EQ)
            return true;
    }
    return false;
}

/* Keep a name for the lookup at the outermost class's completion, with the
   scopes in view where it stands. */
static void defer_name(struct parser *P, uint32_t tok)
{
    struct parser *R = P->root;
    if (R->ndeferred == R->deferred_cap) {
        R->deferred_cap = R->deferred_cap ? 2 * R->deferred_cap : 16;
        R->deferred = xrealloc(R->deferred, R->deferred_cap * sizeof *R->deferred);
    }
    int depth = P->sema->depth;
    struct scope **stack = arena_alloc(P->arena, (size_t)depth * sizeof *stack);
    memcpy(stack, P->sema->stack, (size_t)depth * sizeof *stack);
    R->deferred[R->ndeferred++] = (struct deferred_name){ tok, in_default_argument(P, tok), stack, depth };
}

void pa_check_deferred_names(struct parser *P)
{
    struct parser *R = P->root;
    struct sema *s = P->sema;
    int saved_depth = s->depth;
    struct scope **saved = xmalloc((size_t)saved_depth * sizeof *saved);
    memcpy(saved, s->stack, (size_t)saved_depth * sizeof *saved);
    /* as the reference: the default arguments first, then the member
       initializers, each in the order they stand */
    for (int pass = 0; pass < 2; pass++)
    for (size_t i = P->deferred_from; i < R->ndeferred; i++) {
        const struct deferred_name *d = &R->deferred[i];
        if (d->default_arg != (pass == 0) || d->depth > SEMA_MAX_DEPTH)
            continue;
        memcpy(s->stack, d->stack, (size_t)d->depth * sizeof *s->stack);
        s->depth = d->depth;
        if (!sema_lookup(s, P->toks[d->tok].id)) {
            struct diag_arg a = { DA_STR, P->toks[d->tok].id->name, 0 };
            parser_report(P, DIAG_undefined_identifier, d->tok, &a, 1);
        }
    }
    R->ndeferred = P->deferred_from;
    memcpy(s->stack, saved, (size_t)saved_depth * sizeof *saved);
    s->depth = saved_depth;
    free(saved);
}

void pa_check_member(struct parser *P, struct entity *qual, uint32_t name_tok)
{
    if (name_tok >= P->ntoks || P->ent[name_tok] || !qual || P->toks[name_tok].kind != TK_IDENT)
        return;
    struct entity *q = entity_resolve(qual);
    if (!q)
        return;
    bool certain = q->kind == EK_NAMESPACE || (q->kind == EK_ENUM && (q->flags & EF_DEFINED) && P->nenum == 0) ||
                   (members_known(q, 0) && !pa_in_template_context(P) && !in_incomplete_class(P));
    if (!certain)
        return;
    if (!q->name && q == P->sema->global) {
        struct diag_arg g = { DA_STR, P->toks[name_tok].id->name, 0 };
        parser_report(P, DIAG_name_not_found_in_file_scope, name_tok, &g, 1);
        return;
    }
    if (!q->name)
        return;     /* unnamed namespaces and classes: named differently, not checked */
    struct strbuf sb;
    sb_init(&sb);
    struct diag_arg a[2] = { entity_arg(&sb, q), { DA_STR, P->toks[name_tok].id->name, 0 } };
    parser_report(P, DIAG_not_a_member, name_tok, a, 2);
    sb_free(&sb);
}

void pa_check_member_access(struct parser *P, uint32_t first, uint32_t last, uint32_t op, uint32_t name_tok)
{
    if (first != last || last >= P->ntoks || name_tok >= P->ntoks || P->toks[last].kind != TK_IDENT ||
        P->toks[name_tok].kind != TK_IDENT || pa_in_template_context(P) || in_incomplete_class(P))
        return;
    if (name_tok + 1 < P->ntoks && P->toks[name_tok + 1].kind == TK_COLONCOLON)
        return;     /* `x.B::m`: B is looked up in the context too ([basic.lookup.qual]) */
    struct entity *v = P->ent[last];
    if (!v || (v->kind != EK_VARIABLE && v->kind != EK_PARAMETER))
        return;
    const struct type *t = type_read_entity(&P->view, v);
    if (!t)
        return;
    t = t->canon;
    if (t->kind == TY_LREF || t->kind == TY_RREF)
        t = t->inner;
    if (P->toks[op].kind == TK_ARROW) {
        if (t->kind != TY_POINTER)
            return;     /* a class with operator->, or an error of another kind */
        t = t->inner;
    }
    if (t->kind != TY_NAMED)
        return;
    struct entity *c = (struct entity *)t->ent;
    if (!members_known(c, 0) || !c->name || lookup_member(c, P->toks[name_tok].id))
        return;
    struct strbuf sb;
    sb_init(&sb);
    struct diag_arg a[2] = { entity_arg(&sb, c), { DA_STR, P->toks[name_tok].id->name, 0 } };
    parser_report(P, DIAG_not_a_member, name_tok, a, 2);
    sb_free(&sb);
}

/* Walk a template argument or parameter list from the `<` at lt to the
   `>` at close, at its own level: count the items, those with `=` and
   whether one is a pack; first_of[k] receives the first token of item k.
   A `<` after a name is taken to open a nested list; when the nesting does
   not come out even (it was a comparison) the shape is not known. */
struct list_shape {
    int items, with_default;
    bool pack, unknown;
    uint32_t first_of[64];
};

static void list_shape(const struct parser *P, uint32_t lt, uint32_t close, struct list_shape *s)
{
    memset(s, 0, sizeof *s);
    int depth = 0, angles = 0;
    bool item_has_tokens = false, item_default = false;
    for (uint32_t i = lt + 1; i < close && i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_PRAGMA)
            continue;
        if (depth == 0 && !item_has_tokens && k != TK_COMMA) {
            if (s->items < 64)
                s->first_of[s->items] = i;
            s->items++;
            item_has_tokens = true;
        }
        unsigned pk = P->toks[i - 1].kind;
        uint32_t end = bracket_match(P, i);
        if (end != NO_MATCH && end > i && end < close &&
            (k != TK_LT || (P->mark[end] & MK_TEMPLATE_CLOSE))) {
            i = end;    /* a nested group: nothing in it counts here */
            continue;
        }
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE) {
            depth++;
        } else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE) {
            depth--;
        } else if (k == TK_LT && (pk == TK_IDENT || pk == TK_TEMPLATE || pk == TK_STATIC_CAST ||
                                  pk == TK_DYNAMIC_CAST || pk == TK_CONST_CAST || pk == TK_REINTERPRET_CAST)) {
            depth++;
            angles++;
        } else if (k == TK_GT && (P->mark[i] & MK_TEMPLATE_CLOSE)) {
            depth--;
            angles--;
        } else if (depth == 0 && k == TK_COMMA) {
            if (item_default)
                s->with_default++;
            item_has_tokens = item_default = false;
        } else if (depth == 0 && k == TK_EQ) {
            item_default = true;
        } else if (depth == 0 && k == TK_ELLIPSIS) {
            s->pack = true;
        }
        if (depth < 0 || angles < 0)
            s->unknown = true;
    }
    if (item_has_tokens && item_default)
        s->with_default++;
    if (depth != 0 || angles != 0 || s->items > 64)
        s->unknown = true;
}

void pa_template_params(struct parser *P, uint32_t lt, uint32_t close)
{
    struct scope *sc = sema_current(P->sema);
    if (sc->kind != SK_TEMPLATE_PARAMS || close >= P->ntoks)
        return;
    if (lt == 0 && close == 0) {
        sc->tp_known = true;    /* `template <>`: none */
        return;
    }
    struct list_shape s;
    list_shape(P, lt, close, &s);
    if (s.unknown)
        return;
    sc->tp_count = (int16_t)s.items;
    sc->tp_required = (int16_t)(s.items - s.with_default - (s.pack ? 1 : 0));
    sc->tp_variadic = s.pack;
    sc->tp_known = true;
}

void pa_check_template_args(struct parser *P, uint32_t name_tok, uint32_t close_tok)
{
    struct entity *t = name_tok < P->ntoks ? entity_resolve(P->ent[name_tok]) : NULL;
    if (!t || t->kind != EK_CLASS_TEMPLATE || t->nparams < 0 || close_tok >= P->ntoks)
        return;
    struct list_shape s;
    list_shape(P, name_tok + 1, close_tok, &s);
    if (s.pack || s.unknown)
        return;     /* a pack expansion stands for any number */
    struct strbuf sb;
    sb_init(&sb);
    struct diag_arg a = entity_arg(&sb, t);
    if (!t->variadic && s.items > t->nparams && t->nparams < 64)
        parser_report(P, DIAG_too_many_template_args, s.first_of[t->nparams], &a, 1);
    else if (s.items < t->nrequired)
        parser_report(P, DIAG_too_few_template_args, close_tok, &a, 1);
    sb_free(&sb);
}

void pa_position_text(struct parser *P, uint32_t offset, uint32_t here_tok, char *buf, size_t size)
{
    linemap_position_text(&P->lx->lm, offset, P->toks[here_tok].offset, buf, size);
}

uint32_t pa_lambda_body_open(const struct parser *P, uint32_t rb)
{
    int depth = 0;
    for (uint32_t i = rb + 1; i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN || k == TK_LBRACKET)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET)
            depth--;
        else if (k == TK_LBRACE && depth == 0)
            return i;
        else if (k == TK_SEMI || k == TK_RBRACE)
            break;
    }
    return NO_MATCH;
}

bool pa_parameters_have_placeholder(const struct parser *P, uint32_t lp)
{
    uint32_t rp = lp < P->ntoks && P->toks[lp].kind == TK_LPAREN ? bracket_match(P, lp) : NO_MATCH;
    if (rp == NO_MATCH)
        return false;
    int depth = 0;
    for (uint32_t i = lp + 1; i < rp; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE)
            depth--;
        else if (k == TK_AUTO && depth == 0)
            return true;
    }
    return false;
}

bool pa_skip_unevaluated(const struct parser *P, uint32_t *i, uint32_t last)
{
    unsigned k = P->toks[*i].kind;
    if (k != TK_SIZEOF && k != TK_ALIGNOF && k != TK_DECLTYPE && k != TK_NOEXCEPT)
        return false;
    uint32_t j = *i + 1;
    if (j <= last && P->toks[j].kind == TK_ELLIPSIS)
        j++;
    if (j <= last && P->toks[j].kind == TK_LPAREN && bracket_match(P, j) != NO_MATCH)
        *i = bracket_match(P, j);
    return true;
}

bool pa_named_alone(const struct parser *P, uint32_t i)
{
    unsigned pk = i > 0 ? P->toks[i - 1].kind : TK_EOF;
    unsigned nk = i + 1 < P->ntoks ? P->toks[i + 1].kind : TK_EOF;
    return pk != TK_DOT && pk != TK_ARROW && pk != TK_COLONCOLON && nk != TK_COLONCOLON;
}

bool pa_implicit_member(const struct entity *e)
{
    return e && e->parent && e->parent->kind == SK_CLASS && !(e->flags & EF_STATIC) &&
           (e->kind == EK_VARIABLE || e->kind == EK_FUNCTION || e->kind == EK_FUNCTION_TEMPLATE);
}

/* The first use of `this` in the lambda body [first, last] itself (not in a
   nested lambda or local class, not in sizeof/decltype/alignof/noexcept):
   `this` or a non-static member named alone. NO_MATCH when none. */
static uint32_t first_this_use(const struct parser *P, uint32_t first, uint32_t last)
{
    const struct token *t = P->toks;
    for (uint32_t i = first; i <= last && i < P->ntoks; i++) {
        unsigned k = t[i].kind;
        if (k == TK_LBRACKET && (P->mark[i] & MK_LAMBDA)) {
            uint32_t rb = bracket_match(P, i), lb = rb == NO_MATCH ? NO_MATCH : pa_lambda_body_open(P, rb);
            uint32_t end = lb == NO_MATCH ? NO_MATCH : bracket_match(P, lb);
            if (end == NO_MATCH)
                return NO_MATCH;
            i = end;
            continue;
        }
        if ((k == TK_STRUCT || k == TK_CLASS || k == TK_UNION) && i + 1 <= last) {
            uint32_t b = i + 1;
            while (b <= last && (t[b].kind == TK_IDENT || t[b].kind == TK_COLON || t[b].kind == TK_PUBLIC ||
                                 t[b].kind == TK_PRIVATE || t[b].kind == TK_PROTECTED || t[b].kind == TK_COMMA))
                b++;
            if (b <= last && t[b].kind == TK_LBRACE && bracket_match(P, b) != NO_MATCH) {
                i = bracket_match(P, b);    /* a local class's body */
                continue;
            }
        }
        if (pa_skip_unevaluated(P, &i, last))
            continue;
        if (k == TK_THIS)
            return i;
        if (k != TK_IDENT || !P->ent[i] || (P->mark[i] & MK_DECLARED) || !pa_named_alone(P, i))
            continue;
        if (pa_implicit_member(entity_resolve(P->ent[i])))
            return i;
    }
    return NO_MATCH;
}

void pa_check_this_capture(struct parser *P, uint32_t lb, uint32_t rb, uint32_t body_last)
{
    if (lb + 1 >= rb || P->toks[lb + 1].kind != TK_EQ ||
        (lb + 2 != rb && P->toks[lb + 2].kind != TK_COMMA))
        return;     /* no `=` capture-default */
    for (uint32_t i = lb + 2; i < rb; i++)
        if (P->toks[i].kind == TK_THIS)
            return;     /* [=, this], [=, *this] */
    uint32_t body = bracket_match(P, body_last);
    if (body == NO_MATCH || body <= rb)
        return;
    uint32_t use = first_this_use(P, body + 1, body_last - 1);
    if (use != NO_MATCH)
        parser_report(P, DIAG_implicit_copy_this_capture_deprecated, use, NULL, 0);
}

bool pa_check_namespace_alias(struct parser *P, struct ident *id, struct entity *target, uint32_t tok)
{
    struct entity *to = target ? entity_resolve(target) : NULL;
    if (!id || !to || to->kind != EK_NAMESPACE)
        return false;
    for (struct entity *e = scope_find_local(sema_decl_scope(P->sema), id); e; e = e->next) {
        if (e->name != id || e->kind != EK_NAMESPACE_ALIAS || !e->target)
            continue;
        struct entity *was = entity_resolve(e->target);
        if (!was || was->kind != EK_NAMESPACE || was == to)
            return false;   /* the same namespace again: allowed */
        struct diag_arg a = { DA_ENTITY, id->name, DEK_NAMESPACE };
        parser_report(P, DIAG_namespace_alias_redefined, tok, &a, 1);
        return true;
    }
    return false;
}

bool pa_check_redefinition(struct parser *P, struct entity *e, uint32_t tok)
{
    return pa_check_redefinition_as(P, e, tok, entity_kind_word(e), NULL);
}

bool pa_check_redefinition_as(struct parser *P, struct entity *e, uint32_t tok, enum diag_entity_kind kind,
                              const char *name)
{
    if (!(e->flags & EF_DEFINED) || tok >= P->ntoks)
        return false;
    char where[600];
    pa_position_text(P, e->decl_offset, tok, where, sizeof where);
    struct strbuf sb;
    sb_init(&sb);
    if (name) {
        sb_puts(&sb, name);
    } else {
        entity_arg(&sb, e);
        redecl_overload_suffix(P, e, &sb);
    }
    struct diag_arg a[2] = { { DA_ENTITY, sb.data ? sb.data : "", kind }, { DA_POS, where, 0 } };
    parser_report(P, DIAG_already_defined_with_pos, tok, a, 2);
    sb_free(&sb);
    return true;
}

void pa_check_id_expression(struct parser *P, uint32_t first, uint32_t last)
{
    if (last >= P->ntoks || P->toks[last].kind != TK_IDENT)
        return;     /* operators, template-ids: not checked */
    if (first == last)
        pa_check_name(P, last);
    else if (P->toks[last - 1].kind == TK_COLONCOLON)
        pa_check_member(P, P->ent[last - 1], last);
}

bool pa_check_variable_redeclaration(struct parser *P, struct ident *id, uint32_t tok, bool is_definition)
{
    struct scope *sc = sema_decl_scope(P->sema);
    bool block = sc->kind == SK_BLOCK || sc->kind == SK_FUNCTION_PARAMS;   /* a body's outermost block */
    if (!block && sc->kind != SK_NAMESPACE)
        return false;
    for (struct entity *e = scope_find_local(sc, id); e; e = e->next) {
        if (e->kind != EK_VARIABLE || e->name != id)
            continue;
        if (block) {
            struct diag_arg a = { DA_STR, id->name, 0 };
            parser_report(P, DIAG_id_already_declared, tok, &a, 1);
            return true;
        }
        if (is_definition && (e->flags & EF_DEFINED))
            return pa_check_redefinition(P, e, tok);
    }
    return false;
}

/* The suffix of a user-defined literal token, or the identifier token
   naming it, interned. */
static struct ident *literal_suffix(struct parser *P, uint32_t tok)
{
    const struct token *t = &P->toks[tok];
    if (t->kind == TK_IDENT)
        return t->id;
    if (!(t->flags & TF_UDL) || t->suffix >= t->len)
        return NULL;
    return intern(P->sema->idents, P->lx->buf + t->offset + t->suffix, t->len - t->suffix);
}

void pa_literal_operator(struct parser *P, uint32_t tok)
{
    struct ident *id = tok < P->ntoks ? literal_suffix(P, tok) : NULL;
    struct parser *R = P->root;
    if (!id)
        return;
    for (size_t i = 0; i < R->nlit_ops; i++)
        if (R->lit_ops[i] == id)
            return;
    if (R->nlit_ops == R->lit_ops_cap) {
        R->lit_ops_cap = R->lit_ops_cap ? 2 * R->lit_ops_cap : 16;
        R->lit_ops = xrealloc(R->lit_ops, R->lit_ops_cap * sizeof *R->lit_ops);
    }
    R->lit_ops[R->nlit_ops++] = id;
}

/* The suffix of the user-defined literal at tok when no literal operator
   for it was declared before, else NULL. */
static struct ident *undeclared_suffix(struct parser *P, uint32_t tok)
{
    struct ident *id = tok < P->ntoks ? literal_suffix(P, tok) : NULL;
    if (!id)
        return NULL;
    const struct parser *R = P->root;
    for (size_t i = 0; i < R->nlit_ops; i++)
        if (R->lit_ops[i] == id)
            return NULL;    /* declared somewhere before: scopes are not followed */
    return id;
}

void pa_check_user_literal(struct parser *P, uint32_t tok)
{
    struct ident *id = undeclared_suffix(P, tok);
    if (!id || pa_in_template_context(P))
        return;
    if (id->name[0] != '_')
        parser_report(P, DIAG_lit_suffix_no_underscore, tok, NULL, 0);
    parser_report(P, DIAG_literal_operator_not_found, tok, NULL, 0);
}

void pa_check_literal_at_error(struct parser *P, uint32_t tok)
{
    struct ident *id = P->toks[tok].kind == TK_IDENT ? NULL : undeclared_suffix(P, tok);
    if (id && id->name[0] != '_')
        parser_report(P, DIAG_lit_suffix_no_underscore, tok, NULL, 0);
}
