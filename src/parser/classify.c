/* Name classification for the token filter: what an identifier is where it
 * stands (type, template, namespace, concept, constructor name,
 * virt-specifier or ordinary name), by lookup in the semantic core with the
 * standard's rules for the place: after `::` in the scope named before it
 * (names before `::` find only types and namespaces), after `.`/`->` in the
 * object's class, parameters in view after their list, C++20's template
 * names found by argument-dependent lookup and implicit typename. */
#include "parser/filter_impl.h"
#include "parser/actions.h"
#include "sema/type_read.h"
#include "parser/checks.h"
#include <string.h>

/* The entity a qualifier names once typedefs are seen through, and alias
   templates naming a class or a class template (`W<int>::S` with
   `using W = Q;`, `Box<T>::with<U>::` with `using with = Box<U>;`). */
struct entity *qualifier_entity(struct entity *q)
{
    for (int guard = 0; q && guard < 16; guard++) {
        q = entity_resolve(q);
        if (!q || (q->kind != EK_TYPEDEF && q->kind != EK_ALIAS_TEMPLATE) || !q->target || q->target == q)
            return q;
        q = q->target;
    }
    return q;
}

/* The scope a qualifier entity names: namespaces, classes, enums, and a
   typedef of a class. NULL when unknown or dependent. */
const struct scope *qualifier_scope(struct entity *q)
{
    for (int guard = 0; q && guard < 16; guard++) {
        q = entity_resolve(q);
        if (!q)
            return NULL;
        if (q->members)
            return q->members;
        if ((q->kind == EK_TYPEDEF || q->kind == EK_ALIAS_TEMPLATE) && q->target && q->target != q)
            q = q->target;
        else
            return NULL;
    }
    return NULL;
}

static int class_to_token(enum name_class c)
{
    switch (c) {
    case NC_TYPE: return T_TYPE_NAME;
    case NC_TYPE_TEMPLATE: return T_TYPE_TEMPLATE_NAME;
    case NC_VALUE_TEMPLATE: return T_VALUE_TEMPLATE_NAME;
    case NC_NAMESPACE: return T_NAMESPACE_NAME;
    case NC_CONCEPT: return T_CONCEPT_NAME;
    default: return T_IDENTIFIER;
    }
}

/* Is `name (` inside the class scope a constructor declaration? The name
   must be the class's own, and `(` must not start `(*` or `(&`: those are
   declarators of members whose type is the class. */
static bool is_ctor_here(struct parser *P, size_t i, struct entity *cls)
{
    size_t n = next_tok(P, i);
    if (!cls || !cls->name || cls->name != P->toks[i].id)
        return false;
    if (kind_at(P, n) == TK_LT && cls->kind == EK_CLASS_TEMPLATE) {
        /* `Base<T, D>(float)`: a class template's constructor named with
           the injected name's template-id (accepted by the reference) */
        size_t c = mark_template_close(P, n);
        if (c == NO_TOKEN)
            return false;
        n = next_tok(P, c);
    }
    size_t p = prev_tok(P, i);
    if (kind_at(P, n) == TK_RPAREN && kind_at(P, p) == TK_LPAREN) {
        /* `(S)(int);`: a parenthesised constructor name */
        n = next_tok(P, n);
        p = prev_tok(P, p);
    }
    if (kind_at(P, n) != TK_LPAREN)
        return false;
    /* only where a member declaration starts or after its specifiers: in
       `noexcept(noexcept(vector(...)))` the name is a functional cast */
    unsigned pk = kind_at(P, p);
    bool at_decl = pk == TK_SEMI || pk == TK_LBRACE || pk == TK_RBRACE || pk == TK_COLON ||
                   pk == TK_EXPLICIT || pk == TK_INLINE || pk == TK_CONSTEXPR || pk == TK_CONSTEVAL ||
                   pk == TK_FRIEND || pk == TK_VIRTUAL || pk == TK_EXTENSION ||
                   (pk == TK_GT && (P->mark[p] & MK_PARAMS_CLOSE)) || pk == TK_RPAREN ||
                   pk == TK_RBRACKET || pk == TK_PRAGMA || p == (size_t)-1 ||
                   ((pk == TK_GT || pk == TK_IDENT || pk == TK_TRUE || pk == TK_FALSE) &&
                    brackets_head_requires(P, (uint32_t)p) != NO_MATCH);
    if (!at_decl)
        return false;
    unsigned k2 = kind_at(P, next_tok(P, n));
    return k2 != TK_STAR && k2 != TK_AMP && k2 != TK_AMPAMP;
}

/* The class whose member-specification directly holds the token: the
   innermost scope, template parameter scopes aside, is that class's. */
struct entity *enclosing_class(const struct parser *P)
{
    const struct scope *sc = sema_decl_scope(P->sema);
    return sc->kind == SK_CLASS ? sc->owner : NULL;
}

bool ident_is(const struct token *t, const char *s)
{
    return t->id && strcmp(t->id->name, s) == 0;
}

/* `final` / `override` after a declarator or a class name. */
static bool is_virt_specifier(const struct parser *P, size_t i)
{
    const struct token *t = &P->toks[i];
    if (!ident_is(t, "final") && !ident_is(t, "override"))
        return false;
    unsigned nk = kind_at(P, next_tok(P, i));
    if (nk != TK_LBRACE && nk != TK_SEMI && nk != TK_EQ && nk != TK_COLON && nk != TK_COMMA &&
        nk != TK_ATTRIBUTE && nk != TK_ARROW && nk != TK_IDENT && nk != TK_RBRACE)
        return false;
    size_t p = prev_tok(P, i);
    unsigned pk = kind_at(P, p);
    if (pk == TK_RPAREN || pk == TK_CONST || pk == TK_VOLATILE || pk == TK_AMP ||
        pk == TK_AMPAMP || pk == TK_NOEXCEPT || pk == TK_RBRACKET)
        return true;
    if (pk == TK_IDENT) {
        /* class-head name (`struct S final`), or another virt-specifier */
        const struct token *pt = &P->toks[p];
        if (ident_is(pt, "final") || ident_is(pt, "override"))
            return true;
        size_t pp = prev_tok(P, p);
        /* over the class head's attributes: `struct [[x]] alignas(8) S final` */
        for (int guard = 0; guard < 16 && pp != NO_TOKEN; guard++) {
            unsigned k = kind_at(P, pp);
            if (k == TK_RBRACKET && bracket_match(P, pp) != NO_MATCH &&
                kind_at(P, prev_tok(P, pp)) == TK_RBRACKET) {
                pp = prev_tok(P, bracket_match(P, pp));
            } else if (k == TK_RPAREN && bracket_match(P, pp) != NO_MATCH) {
                size_t a = prev_tok(P, bracket_match(P, pp));
                unsigned ak = kind_at(P, a);
                if (ak != TK_ALIGNAS && ak != TK_ATTRIBUTE && ak != TK_DECLSPEC)
                    break;
                pp = prev_tok(P, a);
            } else {
                break;
            }
        }
        unsigned ppk = kind_at(P, pp);
        return ppk == TK_CLASS || ppk == TK_STRUCT || ppk == TK_UNION || ppk == TK_COLONCOLON;
    }
    if (pk == TK_GT && (nk == TK_LBRACE || nk == TK_COLON))
        return true;    /* struct S<T> final { */
    if (nk != TK_LBRACE && nk != TK_SEMI && nk != TK_EQ)
        return false;
    /* after a trailing return type: `auto f() const -> T* override {` */
    for (size_t q = p, n = 0; q != NO_TOKEN && n < 256; q = prev_tok(P, q), n++) {
        unsigned k = P->toks[q].kind;
        if (k == TK_RPAREN || k == TK_RBRACKET || (k == TK_GT && bracket_match(P, q) != NO_MATCH)) {
            uint32_t o = bracket_match(P, q);
            if (o == NO_MATCH)
                return false;
            q = o;
        } else if (k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE || k == TK_LPAREN || k == TK_LBRACKET) {
            return false;
        } else if (k == TK_ARROW) {
            unsigned ak = kind_at(P, prev_tok(P, q));
            return ak == TK_RPAREN || ak == TK_CONST || ak == TK_VOLATILE || ak == TK_NOEXCEPT ||
                   ak == TK_AMP || ak == TK_AMPAMP;
        }
    }
    return false;
}

/* Index of the `)` matching the `(` at lp, or NO_TOKEN. */
static size_t matching_paren(const struct parser *P, size_t lp)
{
    int depth = 0;
    for (size_t i = lp; i < P->ntoks; i = next_tok(P, i)) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN)
            depth++;
        else if (k == TK_RPAREN && --depth == 0)
            return i;
        else if ((k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE) && depth <= 1)
            return (size_t)-1;
    }
    return (size_t)-1;
}

/* The first token of the qualified name whose last `::` is at colon:
   back over `A::`, `A<...>::`, `::template` and a leading `::`. */
static size_t qualified_name_first(const struct parser *P, size_t colon)
{
    size_t q = colon;
    for (int guard = 0; guard < 64; guard++) {
        size_t b = prev_tok(P, q);
        unsigned bk = kind_at(P, b);
        if (bk == TK_TEMPLATE)
            b = prev_tok(P, b), bk = kind_at(P, b);
        if (bk == TK_GT && bracket_match(P, b) != NO_MATCH)
            b = prev_tok(P, bracket_match(P, b)), bk = kind_at(P, b);
        if (bk != TK_IDENT)
            return q;   /* a leading `::` (or the `::` after `decltype(e)`) */
        q = b;
        if (kind_at(P, prev_tok(P, q)) != TK_COLONCOLON)
            return q;
        q = prev_tok(P, q);
    }
    return q;
}

/* Can the qualified name starting at first be a declarator-id at
   namespace scope? Not after `=`, an operator or `return`, and not inside
   parentheses, brackets or an initializer's braces: `int x = A::f(d::v);`
   calls A::f, whose arguments are looked up where the call stands. */
static bool at_declarator_id(const struct parser *P, size_t first)
{
    size_t before = prev_tok(P, first);
    unsigned bk = kind_at(P, before);
    for (int guard = 0; guard < 16 && (bk == TK_RPAREN || bk == TK_RBRACKET); guard++) {
        /* `__attribute__((host)) A::A(...)`, `[[nodiscard]] int A::f()` */
        uint32_t open = bracket_match(P, before);
        if (open == NO_MATCH)
            return false;
        size_t o = prev_tok(P, open);
        if (bk == TK_RPAREN && kind_at(P, o) != TK_ATTRIBUTE && kind_at(P, o) != TK_ALIGNAS)
            return false;
        if (bk == TK_RBRACKET && kind_at(P, open + 1) != TK_LBRACKET)
            return false;
        before = bk == TK_RPAREN ? prev_tok(P, o) : o;
        bk = kind_at(P, before);
    }
    /* (not a base: `class D : public A::B {`) */
    if (!(bk == TK_IDENT || bk == TK_SEMI || bk == TK_RBRACE || bk == TK_LBRACE || bk == TK_GT ||
          bk == TK_STAR || bk == TK_AMP || bk == TK_AMPAMP || bk == TK_CONST || bk == TK_VOLATILE ||
          bk == TK_EOF || prev_tok(P, first) == NO_TOKEN || (bk >= TK_FIRST_KEYWORD &&
                                                               bk != TK_RETURN && bk != TK_THROW &&
                                                               bk != TK_NEW && bk != TK_DELETE &&
                                                               bk != TK_SIZEOF && bk != TK_CASE &&
                                                               bk != TK_PUBLIC && bk != TK_PROTECTED &&
                                                               bk != TK_PRIVATE && bk != TK_VIRTUAL &&
                                                               bk != TK_CLASS && bk != TK_STRUCT &&
                                                               bk != TK_UNION && bk != TK_ENUM &&
                                                               bk != TK_TYPENAME && bk != TK_USING &&
                                                               bk != TK_NAMESPACE && bk != TK_OPERATOR &&
                                                               bk != TK_GOTO)))
        return false;
    uint32_t open = bracket_enclosing(P, (uint32_t)first, true);
    if (open == NO_MATCH || kind_at(P, open) == TK_SEMI)
        return true;
    if (kind_at(P, open) != TK_LBRACE)
        return false;
    /* a namespace's or linkage specification's body, not an initializer */
    size_t b = prev_tok(P, open);
    if (kind_at(P, b) == TK_STRING_LIT)
        return true;
    for (int guard = 0; b != NO_TOKEN && guard < 64; guard++, b = prev_tok(P, b)) {
        unsigned k = kind_at(P, b);
        if ((k == TK_RPAREN || k == TK_RBRACKET) && bracket_match(P, b) != NO_MATCH)
            b = bracket_match(P, b);    /* `namespace std __attribute__((...)) {` */
        else if (k == TK_NAMESPACE)
            return true;
        else if (k != TK_IDENT && k != TK_COLONCOLON && k != TK_INLINE && k != TK_ATTRIBUTE)
            return false;
    }
    return false;
}

bool qualified_declarator_id(const struct parser *P, size_t colon)
{
    return sema_decl_scope(P->sema)->kind == SK_NAMESPACE && at_declarator_id(P, qualified_name_first(P, colon));
}

/* Enter q as the declarator scope from the token after up to the last
   token before the end of what it covers, bracket groups skipped: an
   initializer (braces are groups; it ends at `;`, `,` or a closer) or a
   base clause (it ends at the body's `{`, `;` or `}`). */
static void enter_declarator_scope_over(struct parser *P, size_t after, struct entity *q, bool initializer)
{
    size_t end = after;
    for (size_t j = after; j < P->end; j = next_tok(P, j)) {
        unsigned jk = P->toks[j].kind;
        if (jk == TK_LPAREN || jk == TK_LBRACKET || (initializer && jk == TK_LBRACE)) {
            uint32_t m = bracket_match(P, j);
            if (m == NO_MATCH)
                break;
            j = m;
        } else if (jk == TK_SEMI || jk == TK_RBRACE || jk == TK_LBRACE ||
                   (initializer && (jk == TK_COMMA || jk == TK_RPAREN || jk == TK_RBRACKET))) {
            break;
        }
        end = j;
    }
    P->decl_scope = q;
    P->decl_scope_until = (uint32_t)end;
}

/* `T Q::v = init;`, `T Q::v[N] = {...}`, `T Q::v{...}`: the array bound
   and the initializer of an out-of-class static data member (or namespace
   variable) see Q's names, to the `;` that ends the declaration. */
static void enter_variable_declarator_scope(struct parser *P, size_t after, struct entity *q)
{
    unsigned k = kind_at(P, after);
    if (q && (k == TK_EQ || k == TK_LBRACKET || k == TK_LBRACE))
        enter_declarator_scope_over(P, after, q, true);
}

/* `class Q::N : public B {`: the bases of a nested class defined out of
   its class are looked up in Q first ([class.derived]/2 with
   [basic.lookup.unqual]), to the `{` of its body. */
static void enter_base_clause_scope(struct parser *P, size_t colon, size_t after, struct entity *q)
{
    unsigned k = kind_at(P, prev_tok(P, qualified_name_first(P, colon)));
    if (q && (k == TK_CLASS || k == TK_STRUCT || k == TK_UNION))
        enter_declarator_scope_over(P, after, q, false);
}

/* `T Q::f(params) -> R {`: the parameters and the trailing return type of
   an out-of-class member (or namespace member) definition see Q's names.
   Recognised by what follows the `)`: a body, qualifiers, a trailing return
   type, an initializer or `;`, not an operator. */
void enter_declarator_scope(struct parser *P, size_t lp, struct entity *q)
{
    /* out-of-class definitions stand at namespace scope; inside function
       bodies `X::f(...)` is a call */
    if (!q || kind_at(P, lp) != TK_LPAREN || sema_decl_scope(P->sema)->kind != SK_NAMESPACE)
        return;
    size_t rp = matching_paren(P, lp);
    if (rp == (size_t)-1)
        return;
    unsigned k = kind_at(P, next_tok(P, rp));
    if (k == TK_LBRACE || k == TK_CONST || k == TK_VOLATILE || k == TK_NOEXCEPT || k == TK_ARROW ||
        k == TK_COLON || k == TK_AMP || k == TK_AMPAMP || k == TK_THROW || k == TK_ATTRIBUTE ||
        k == TK_REQUIRES || k == TK_TRY || k == TK_EQ || k == TK_SEMI) {
        /* to the `{`, `;` or `=` that ends the declarator */
        size_t end = rp;
        int depth = 0, angle = 0;   /* angle: `->` pair<A, B>: the comma is the argument list's */
        for (size_t j = next_tok(P, rp); j < P->end && j - rp < 1024; j = next_tok(P, j)) {
            unsigned jk = P->toks[j].kind;
            if (jk == TK_LPAREN || jk == TK_LBRACKET)
                depth++;
            else if ((jk == TK_RPAREN || jk == TK_RBRACKET) && --depth < 0)
                break;
            else if (depth == 0 && jk == TK_LT)
                angle++;
            else if (depth == 0 && jk == TK_GT && angle > 0)
                angle--;
            else if (depth == 0 && (jk == TK_LBRACE || jk == TK_SEMI || jk == TK_EQ || jk == TK_COLON ||
                                    jk == TK_RBRACE || (jk == TK_COMMA && angle == 0)))
                break;
            end = j;
        }
        P->decl_scope = q;
        P->decl_scope_until = (uint32_t)end;
    }
}

/* Lookup in the declarator's qualifying class (its specialisations, then
   the classes and namespaces around it). */
static struct entity *decl_scope_lookup(struct parser *P, const struct ident *id)
{
    struct entity *q = P->decl_scope;
    struct entity *e = q->kind == EK_CLASS_TEMPLATE ? lookup_member(q, id) : NULL;
    for (const struct scope *s = q->members; !e && s; s = s->parent)
        e = lookup_in_scope(s, id);
    return e;
}

/* A class template's name without arguments inside the body of one of
   its explicit specialisations (`template <> struct V<char, 1> { V r; }`)
   is that specialisation's injected-class-name: the specialisation. */
static struct entity *injected_specialization_name(struct parser *P, struct entity *e)
{
    struct entity *t = e ? entity_resolve(e) : NULL;
    if (!t || t->kind != EK_CLASS_TEMPLATE || !t->specializations)
        return e;
    for (int k = P->sema->depth - 1; k > 0; k--) {
        const struct scope *s = P->sema->stack[k];
        if (s->kind != SK_CLASS || !s->owner)
            continue;
        if (s->owner->templ == t && (s->owner->flags & EF_SPECIALIZATION)) {
            const struct scope *head = P->sema->stack[k - 1];
            return head->kind == SK_TEMPLATE_PARAMS && head->tp_known && head->tp_count == 0 ? s->owner : e;
        }
    }
    return e;
}

/* Is id the name of a parameter whose list is still in view at token i?
   *from, *until: that list's range. */
static bool is_visible_parameter(struct parser *P, size_t i, const struct ident *id, uint32_t *from,
                                 uint32_t *until)
{
    while (P->nprotos > 0 && P->protos[P->nprotos - 1].until < i)
        P->nprotos--;
    for (int k = P->nprotos - 1; k >= 0; k--) {
        if (P->protos[k].until < i || P->protos[k].from > i)
            continue;   /* (a cached body is parsed after later declarations) */
        for (struct pnode *n = P->protos[k].params->first; n; n = n->next)
            if (n->name && n->name->kind == DN_NAME && P->toks[n->name->tok].id == id) {
                *from = P->protos[k].from;
                *until = P->protos[k].until;
                return true;
            }
    }
    return false;
}

/* The class a variable's (or parameter's) declared type names, through a
   reference and, for `->`, a pointer; NULL when the type is unknown or no
   class, or the name is overloaded. */
static struct entity *variable_class(struct parser *P, struct entity *e, bool through_pointer)
{
    struct entity *v = e ? entity_resolve(e) : NULL;
    if (!v || (v->kind != EK_VARIABLE && v->kind != EK_PARAMETER) || v->next)
        return NULL;
    const struct type *t = type_read_entity(&P->view, v);
    if (!t)
        return NULL;
    t = t->canon;
    if (t->kind == TY_LREF || t->kind == TY_RREF)
        t = t->inner->canon;
    if (through_pointer) {
        if (t->kind != TY_POINTER)
            return NULL;
        t = t->inner->canon;
    }
    return t->kind == TY_NAMED || t->kind == TY_TEMPLATE_ID ? (struct entity *)t->ent : NULL;
}

/* The class of the object before the `.` or `->` at op, where it is sure:
   `this->` in a member, a variable of (a pointer to) a class type. NULL
   when not known. */
static struct entity *object_class(struct parser *P, size_t op)
{
    size_t o = prev_tok(P, op);
    unsigned ok = kind_at(P, o);
    bool arrow = kind_at(P, op) == TK_ARROW;
    if (ok == TK_THIS && arrow) {
        for (int k = P->sema->depth - 1; k > 0; k--)
            if (P->sema->stack[k]->kind == SK_CLASS)
                return P->sema->stack[k]->owner;
        return NULL;
    }
    unsigned bk = kind_at(P, prev_tok(P, o));
    if (ok != TK_IDENT || !P->ent[o] || bk == TK_DOT || bk == TK_ARROW || bk == TK_COLONCOLON)
        return NULL;
    return variable_class(P, P->ent[o], arrow);
}

/* Does the `->` at arrow follow an object (`c->Kind`, `this->`,
   `a[i]->`), so that the name after it is a member, whatever types of
   that name are visible? A trailing return type's `->` follows `)`, a
   cv-qualifier, a ref-qualifier, noexcept or an attribute. */
static bool after_object(const struct parser *P, size_t arrow)
{
    size_t o = prev_tok(P, arrow);
    unsigned ok = kind_at(P, o);
    if (ok == TK_THIS)
        return true;
    if (ok == TK_RBRACKET)
        return kind_at(P, prev_tok(P, o)) != TK_RBRACKET;   /* not `[[attr]] ->` */
    if (ok != TK_IDENT)
        return false;
    enum name_class c = entity_name_class(P->ent[o]);
    return c != NC_TYPE && c != NC_TYPE_TEMPLATE && c != NC_CONCEPT;
}

/* C++20 [temp.names]/2: an unqualified name followed by `<` for which
   lookup finds only functions, or nothing, is a template name (the call
   finds its template by argument-dependent lookup: `get<0>(t)`). A name
   we do not find must also be called (`>` then `(`): our lookup may miss
   what the reference finds. */
static bool adl_template_name(struct parser *P, size_t i, struct entity *e)
{
    for (struct entity *f = e; f; f = f->next) {
        struct entity *r = entity_resolve(f);
        if (!r || (r->kind != EK_FUNCTION && r->kind != EK_FUNCTION_TEMPLATE))
            return false;
    }
    size_t close = mark_template_close(P, next_tok(P, i));
    if (close == NO_TOKEN)
        return false;
    if (e || kind_at(P, next_tok(P, close)) == TK_LPAREN)
        return true;
    P->mark[close] &= (uint16_t)~MK_TEMPLATE_CLOSE;
    return false;
}

/* Where only a type can stand, a qualified name is a type without
   `typename`: in C++20 ([temp.res]) an alias-declaration's type, a
   trailing return type, a type parameter's default, a named cast's type, a
   new-type-id; and in any mode a member of a non-dependent decltype
   (`using V = decltype(v)::value_type;`, `(decltype(v)::size_type)7`),
   which the compiler knows to be a type though we do not evaluate it.
   colon: the `::` before the name; the qualified name's first token is
   found by walking back over `A::`, `A<...>::`, `template` and `::`. */
static bool in_implicit_typename_context(struct parser *P, size_t colon, size_t name)
{
    bool cxx20 = P->lx->dialect.std >= 202002L, from_decltype = false;
    size_t q = colon;
    for (int guard = 0; guard < 64; guard++) {
        size_t b = prev_tok(P, q);
        unsigned bk = kind_at(P, b);
        if (bk == TK_TEMPLATE)
            b = prev_tok(P, b), bk = kind_at(P, b);
        if (bk == TK_GT && bracket_match(P, b) != NO_MATCH)
            b = prev_tok(P, bracket_match(P, b)), bk = kind_at(P, b);
        if (bk == TK_RPAREN && matching_lparen(P, b) != NO_TOKEN &&
            kind_at(P, prev_tok(P, matching_lparen(P, b))) == TK_DECLTYPE) {
            q = prev_tok(P, matching_lparen(P, b));     /* decltype(e):: starts the name */
            from_decltype = true;   /* not dependent (in valid C++17): its members are known to the compiler */
            break;
        }
        if (bk != TK_IDENT && bk != TK_TYPENAME)
            break;
        q = b;
        if (kind_at(P, prev_tok(P, q)) == TK_TEMPLATE)
            q = prev_tok(P, q);     /* `::template name<` */
        if (kind_at(P, prev_tok(P, q)) != TK_COLONCOLON)
            break;
        q = prev_tok(P, q);
    }
    /* outside templates no qualifier is dependent: the compiler knows its
       members (an alias template's target, a specialization we do not
       instantiate) as it knows a decltype's */
    bool known = from_decltype || !pa_in_template_context(P);
    if (!cxx20 && !known)
        return false;
    size_t b = prev_tok(P, q);
    unsigned bk = kind_at(P, b);
    unsigned nk = kind_at(P, next_tok(P, name));
    if (from_decltype && bk == TK_LPAREN && nk == TK_RPAREN) {
        /* `(decltype(v)::size_type)7`: a C-style cast when an operand follows */
        unsigned ak = kind_at(P, next_tok(P, next_tok(P, name)));
        if (ak == TK_INT_LIT || ak == TK_FLOAT_LIT || ak == TK_CHAR_LIT || ak == TK_IDENT || ak == TK_LPAREN)
            return true;
    }
    if (nk == TK_LPAREN && bk != TK_NEW)
        return false;   /* `T::f(x)`: a call */
    if (bk == TK_NEW || bk == TK_ARROW)
        return bk == TK_NEW || kind_at(P, prev_tok(P, b)) == TK_RPAREN ||
               kind_at(P, prev_tok(P, b)) == TK_CONST || kind_at(P, prev_tok(P, b)) == TK_NOEXCEPT;
    if (bk == TK_LT) {
        unsigned ck = kind_at(P, prev_tok(P, b));
        return ck == TK_STATIC_CAST || ck == TK_DYNAMIC_CAST || ck == TK_CONST_CAST || ck == TK_REINTERPRET_CAST;
    }
    if (bk == TK_EQ) {
        size_t n = prev_tok(P, b);
        unsigned k1 = kind_at(P, n), k2 = kind_at(P, prev_tok(P, n));
        if (k1 == TK_IDENT && k2 == TK_USING)
            return true;    /* using X = T::type; */
        if (k1 == TK_IDENT && (k2 == TK_CLASS || k2 == TK_TYPENAME) && (P->mark[prev_tok(P, n)] & MK_PARAM_KEY))
            return true;    /* template <class U = T::type> */
    }
    return false;
}

/* `texture<float, 1, cudaReadModeElementType> tex;` at namespace scope with
   texture undeclared (the legacy texture references CUDA 12 removed): the
   reference says the name is no template and reads on a declaration of
   tex, so later uses of tex find it. The `<` at lt must close, with a name
   after it, at the start of a namespace-scope declaration. */
static bool unknown_template_declaration(struct parser *P, size_t i, size_t lt)
{
    size_t p = prev_tok(P, i);
    unsigned pk = i == 0 ? TK_SEMI : kind_at(P, p);
    if ((pk != TK_SEMI && pk != TK_RBRACE && pk != TK_LBRACE) || sema_decl_scope(P->sema)->kind != SK_NAMESPACE ||
        P->nfn > 0 || P->nclass > 0)
        return false;
    if (bracket_match(P, lt) != NO_MATCH)
        return false;   /* (the `<` of something already matched) */
    size_t close = mark_template_close(P, lt);
    if (close == NO_TOKEN)
        return false;
    if (kind_at(P, next_tok(P, close)) != TK_IDENT) {
        P->mark[close] &= (uint16_t)~MK_TEMPLATE_CLOSE;
        return false;
    }
    struct diag_arg a = { DA_STR, P->toks[i].id ? P->toks[i].id->name : "", 0 };
    parser_report(P, DIAG_not_a_template_name, (uint32_t)i, &a, 1);
    P->mark[i] |= MK_NOT_TEMPLATE;
    return true;
}

static int classify_ident(struct parser *P, size_t i)
{
    const struct token *t = &P->toks[i];
    struct ident *id = t->id;
    size_t p = prev_tok(P, i);
    if (p != NO_TOKEN && p == P->skipped_template && P->skipped_template)
        p = prev_tok(P, p);     /* `A::template B<`: as if `A::B<` */
    unsigned pk = kind_at(P, p);
    size_t n = next_tok(P, i);
    unsigned nk = kind_at(P, n);

    if (id == P->id_builtin_va_arg)
        return T_BUILTIN_VA_ARG;
    if (id == P->id_label)
        return T_LABEL;
    if ((id == P->id_type_pack_element || id == P->id_make_integer_seq) && nk == TK_LT)
        return T_TYPE_PACK_ELEMENT;     /* builtin type templates: name<args> is a type */

    if (pk == TK_TEMPLATE && p != (size_t)-1) {
        unsigned ppk = kind_at(P, prev_tok(P, p));
        if (ppk == TK_COLONCOLON || ppk == TK_DOT || ppk == TK_ARROW)
            return T_DEP_TEMPLATE_NAME;
    }

    if (nk == TK_COLON && (pk == TK_SEMI || pk == TK_LBRACE || pk == TK_RBRACE || pk == TK_ELSE || pk == TK_DO) &&
        sema_decl_scope(P->sema)->kind != SK_CLASS && sema_decl_scope(P->sema)->kind != SK_NAMESPACE) {
        /* `done:` at the start of a statement is a label, whatever else
           the name may denote ([stmt.label]) */
        P->ent[i] = NULL;
        return T_IDENTIFIER;
    }
    struct entity *e = NULL;
    bool qualified = pk == TK_COLONCOLON;
    if (qualified) {
        if (P->qual_set && P->qual_global) {
            e = lookup_in_scope(P->sema->global->members, id);
        } else if (P->qual_set && P->qual_decltype && nk == TK_LT && mark_template_close(P, n) != NO_TOKEN) {
            /* `decltype(v)::rebind<double>`, the decltype not evaluated: a
               non-dependent qualifier whose members the compiler knows; a
               name with an argument list after it is its template */
            P->ent[i] = NULL;
            return T_TYPE_TEMPLATE_NAME;
        } else if (P->qual_set && nk == TK_LT && !qualifier_scope(P->qual)) {
            /* `Dep::name<`: a member of a dependent or unknown scope. When a
               template of that name is visible (often the member itself, as
               in `_ThisT::__f<T>(...)`) take it as a template-id. */
            struct entity *u = sema_lookup(P->sema, id);
            enum name_class c = entity_name_class(u);
            if (c == NC_VALUE_TEMPLATE || c == NC_TYPE_TEMPLATE) {
                P->ent[i] = u;
                return class_to_token(c);
            }
        } else if (P->qual_set && nk != TK_COLONCOLON && nk != TK_LT && !qualifier_scope(P->qual) &&
                   in_implicit_typename_context(P, p, i)) {
            P->ent[i] = NULL;
            return T_TYPE_NAME;
        } else if (P->qual_set && P->qual) {
            const struct scope *sc = qualifier_scope(P->qual);
            e = sc ? lookup_in_scope(sc, id) : NULL;
            struct entity *qe = qualifier_entity(P->qual);
            if (!e && qe && qe->kind == EK_CLASS_TEMPLATE)
                e = lookup_member(qe, id);
            if (nk == TK_COLONCOLON)
                e = entity_qualifier(e);   /* [basic.lookup.qual]: types and namespaces only */
            if (sc && (nk == TK_COLON || (nk == TK_IDENT && (ident_is(&P->toks[n], "final") ||
                                                             ident_is(&P->toks[n], "__final")) &&
                                          kind_at(P, next_tok(P, n)) == TK_COLON)))
                enter_base_clause_scope(P, p, n, qualifier_entity(P->qual));
            if (sc && qualified_declarator_id(P, p)) {
                enter_declarator_scope(P, next_tok(P, i), qualifier_entity(P->qual));
                enter_variable_declarator_scope(P, next_tok(P, i), qualifier_entity(P->qual));
            }
            /* `S::S(` names the constructor */
            struct entity *q = entity_resolve(P->qual);
            if (q && q->name == id && (q->kind == EK_CLASS || q->kind == EK_CLASS_TEMPLATE) &&
                (nk == TK_LPAREN || (nk == TK_RPAREN && kind_at(P, next_tok(P, n)) == TK_LPAREN)) &&
                kind_at(P, prev_tok(P, p)) != TK_TILDE)
                return T_CTOR_NAME;
        }
    } else if (pk == TK_DOT || pk == TK_ARROW) {
        /* A member: its class is unknown here; a template only if one of
           that name is visible and `<` follows. After `->` a visible type
           is taken as a trailing return type (`auto f() -> T`, deduction
           guides), where member names seldom coincide with types. */
        if (pk == TK_ARROW && P->decl_scope && i <= P->decl_scope_until)
            e = decl_scope_lookup(P, id);     /* a trailing return type */
        struct entity *oc = e ? NULL : object_class(P, p);
        struct entity *m = oc ? lookup_member(oc, id) : NULL;
        struct entity *mr = m ? entity_resolve(m) : NULL;
        if (mr && (entity_name_class(m) == NC_TYPE || entity_name_class(m) == NC_TYPE_TEMPLATE ||
                   (mr->parent && mr->parent->owner && mr->parent->owner->name == id)))
            m = NULL;   /* a class name (a base's, injected) or a constructor: as before */
        if (m) {
            /* [basic.lookup.classref]: first in the object's class, so a
               data member named like a template elsewhere is no template */
            enum name_class mc = entity_name_class(m);
            P->ent[i] = m;
            return nk == TK_LT && (mc == NC_VALUE_TEMPLATE || mc == NC_TYPE_TEMPLATE) ? T_VALUE_TEMPLATE_NAME
                                                                                    : T_IDENTIFIER;
        }
        if (!e)
            e = sema_lookup(P->sema, id);
        enum name_class c = entity_name_class(e);
        if ((pk == TK_ARROW && (c == NC_TYPE || c == NC_TYPE_TEMPLATE || c == NC_CONCEPT) &&
             (nk == TK_COLONCOLON || nk == TK_LT || !after_object(P, p))) ||
            (c == NC_TYPE_TEMPLATE && nk == TK_LT)) {
            /* also `this->Base<T>::f()`: a class template's name */
            P->ent[i] = e;
            return class_to_token(c);
        }
        if (nk != TK_LT && nk != TK_COLONCOLON)
            return T_IDENTIFIER;
        if (nk == TK_LT) {
            P->ent[i] = e;
            if (c == NC_VALUE_TEMPLATE || c == NC_TYPE_TEMPLATE)
                return T_VALUE_TEMPLATE_NAME;
            /* `obj.get<T>()` of a class we do not follow: a template-id
               when a closing `>` followed by `(` is there */
            size_t c2 = mark_template_close(P, n);
            if (c2 != NO_TOKEN && kind_at(P, next_tok(P, c2)) == TK_LPAREN)
                return T_VALUE_TEMPLATE_NAME;
            if (c2 != NO_TOKEN)
                P->mark[c2] &= (uint16_t)~MK_TEMPLATE_CLOSE;
            return T_IDENTIFIER;
        }
    } else {
        uint32_t pfrom, puntil;
        if (nk != TK_COLONCOLON && is_visible_parameter(P, i, id, &pfrom, &puntil)) {
            /* the parameter's entity, when it is declared already (a
               lambda's are, in its body): only one of that list */
            struct entity *pe = sema_lookup(P->sema, id);
            bool own = pe && pe->kind == EK_PARAMETER && pe->type_toks && pe->type_toks->name >= pfrom &&
                       pe->type_toks->name <= puntil;
            P->ent[i] = own ? pe : NULL;
            P->mark[i] |= MK_PARAMETER;
            return T_IDENTIFIER;
        }
        if (P->decl_scope && i <= P->decl_scope_until)
            e = decl_scope_lookup(P, id);
        if (nk == TK_COLONCOLON) {
            /* [basic.lookup.qual]: before `::` only namespaces, types and
               type templates are found; a variable does not hide them */
            e = entity_qualifier(e);
            if (!e)
                e = sema_lookup_qualifier(P->sema, id);
        } else if (!e) {
            e = sema_lookup(P->sema, id);
        }
        if (nk != TK_LT)
            e = injected_specialization_name(P, e);
        struct entity *cls = enclosing_class(P);
        if (cls && pk != TK_TILDE && is_ctor_here(P, i, cls))
            return T_CTOR_NAME;
        if (nk == TK_LT && P->lx->dialect.std >= 202002L && adl_template_name(P, i, e)) {
            P->ent[i] = e;  /* (the set the expression layer resolves the call in) */
            return T_VALUE_TEMPLATE_NAME;
        }
    }
    if ((pk == TK_STRUCT || pk == TK_CLASS || pk == TK_UNION) && kind_at(P, prev_tok(P, p)) != TK_ENUM &&
        (nk == TK_COLON || nk == TK_LBRACE ||
         (nk == TK_IDENT && (ident_is(&P->toks[n], "final") || ident_is(&P->toks[n], "__final"))))) {
        /* a class head: declared now, so its own name is known in its bases */
        pa_predeclare_class(P, pk == TK_STRUCT ? CK_STRUCT : pk == TK_CLASS ? CK_CLASS : CK_UNION,
                            (uint32_t)i);
        e = sema_lookup(P->sema, id);
    }
    if (pk == TK_TILDE && nk == TK_LT && entity_name_class(e) != NC_TYPE_TEMPLATE) {
        /* `v->~vec<int>()`, `Q::~vec<int>()`: a destructor named with a
           template-id, the template found in the object's class */
        unsigned tk = kind_at(P, prev_tok(P, p));
        if (tk == TK_DOT || tk == TK_ARROW || tk == TK_COLONCOLON) {
            size_t close = mark_template_close(P, n);
            if (close != NO_TOKEN) {
                P->ent[i] = NULL;
                return T_TYPE_TEMPLATE_NAME;
            }
        }
    }
    if (pk == TK_OPERATOR && nk != TK_COLONCOLON && nk != TK_LT) {
        /* a conversion-type-id names a type: `a.operator T&()` with T a
           member typedef of a's class, not visible here */
        enum name_class c = entity_name_class(e);
        if (c != NC_TYPE && c != NC_TYPE_TEMPLATE) {
            P->ent[i] = NULL;
            return T_TYPE_NAME;
        }
    }
    if (!e && nk == TK_LT && id == P->last_declared && sema_in_template_head(P->sema) && pk != TK_DOT &&
        pk != TK_ARROW) {
        /* a variable template named in its own initializer: declared at
           the end of its declarator ([basic.scope.pdecl]) */
        P->ent[i] = NULL;
        return T_VALUE_TEMPLATE_NAME;
    }
    if (is_virt_specifier(P, i)) {
        P->ent[i] = NULL;   /* where final/override can only be a virt-specifier */
        return T_VIRT_SPECIFIER;
    }
    P->ent[i] = e;
    if (!e && nk == TK_LT && !P->qual_set && unknown_template_declaration(P, i, n))
        return T_TYPE_TEMPLATE_NAME;
    if (!e && nk == TK_IDENT && !is_virt_specifier(P, n) && pk != TK_DOT && pk != TK_ARROW) {
        /* an unknown name right before another name can only be a type
           (`X<>::difference_type i`, members of bases we do not follow);
           unqualified and found nowhere, it is undefined (`Nope x;`) */
        unsigned ppk = kind_at(P, prev_tok(P, p));
        bool type_starts = p == NO_TOKEN || pk == TK_SEMI || pk == TK_LBRACE || pk == TK_RBRACE ||
                           pk == TK_LPAREN || pk == TK_COMMA || pk == TK_CONST || pk == TK_VOLATILE ||
                           pk == TK_STATIC || pk == TK_EXTERN || pk == TK_INLINE || pk == TK_CONSTEXPR ||
                           pk == TK_MUTABLE ||
                           (pk == TK_COLON && (ppk == TK_PUBLIC || ppk == TK_PRIVATE || ppk == TK_PROTECTED));
        if (!qualified && !P->qual_set && type_starts)
            pa_check_name(P, (uint32_t)i);
        return T_TYPE_NAME;
    }
    return class_to_token(entity_name_class(e));
}

/* An identifier: classify it, and when it opens a template argument list,
   find and mark the `>` that closes it. */
int hand_out_name(struct parser *P, size_t i, bool qual_pending)
{
    if (!qual_pending)
        P->qual = NULL, P->qual_global = false;
    else
        P->qual_set = true;     /* classify_ident reads it */
    int g = classify_ident(P, i);
    P->qual_set = false;
    P->last_name = (uint32_t)i;
    if (kind_at(P, next_tok(P, i)) == TK_LT &&
        (g == T_TYPE_TEMPLATE_NAME || g == T_VALUE_TEMPLATE_NAME || g == T_CONCEPT_NAME ||
         g == T_DEP_TEMPLATE_NAME || g == T_TYPE_PACK_ELEMENT)) {
        size_t c = mark_template_close(P, next_tok(P, i));
        if (c != NO_TOKEN)
            P->ent[c] = P->ent[i];      /* X<...>:: looks in X */
        else if (g != T_DEP_TEMPLATE_NAME)
            g = T_IDENTIFIER;           /* no closing `>`: not a template-id */
    }
    return g;
}

struct entity *filter_decltype_class(struct parser *P, size_t lp, size_t rp)
{
    size_t a = next_tok(P, lp), b = prev_tok(P, rp);
    while (kind_at(P, a) == TK_LPAREN && kind_at(P, b) == TK_RPAREN && a < b)
        a = next_tok(P, a), b = prev_tok(P, b);
    if (a != b || kind_at(P, a) != TK_IDENT || !P->ent[a])
        return NULL;
    return variable_class(P, P->ent[a], false);
}
