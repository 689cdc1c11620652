/* The token filter between the lexer's token array and the grammar.
 *
 * It hands the grammar one token at a time and decides what each one is:
 *  - identifiers are classified by lookup in the semantic core (type,
 *    template, namespace, concept or ordinary name), in the scope a preceding
 *    "::" names, or as members after `.`/`->`, or as dependent templates
 *    after `template`;
 *  - a constructor's name where a constructor is declared becomes CTOR_NAME,
 *    contextual final/override VIRT_SPECIFIER, class/typename that introduce
 *    a template parameter TYPE_PARAM_KEY;
 *  - look-ahead scans over the token array mark the `>` closing a template
 *    argument list (TEMPLATE_CLOSE), the `>>>` closing a launch
 *    configuration (LAUNCH_CLOSE), `[[`/`]]` (ATTR_OPEN/ATTR_CLOSE) and the
 *    `(` of a fold expression (FOLD_LPAREN); adjacent `> >` elsewhere is SHR
 *    and `> >=` SHR_ASSIGN.
 * Pragmas were applied before parsing and are skipped here. */
#include "parser/filter.h"
#include "parser/brackets.h"
#include "parser/actions.h"
#include "parser/redecl.h"
#include "generated/cxx.gen.h"
#include "util/xalloc.h"
#include <string.h>

/* ---- keyword and punctuator mapping ---- */

static short tok_map[TK_COUNT];
static bool tok_map_ready;

static bool has_prefix(const char *s, const char *p)
{
    return strncmp(s, p, strlen(p)) == 0;
}

static void tok_map_init(void)
{
    static const struct { short lex, gram; } direct[] = {
        { TK_SEMI, ';' }, { TK_LPAREN, '(' }, { TK_RPAREN, ')' }, { TK_COMMA, ',' },
        { TK_EQ, '=' }, { TK_LBRACE, '{' }, { TK_RBRACE, '}' }, { TK_PLUS, '+' },
        { TK_MINUS, '-' }, { TK_STAR, '*' }, { TK_SLASH, '/' }, { TK_LT, '<' },
        { TK_GT, '>' }, { TK_AMP, '&' }, { TK_QUESTION, '?' },
        { TK_TILDE, '~' }, { TK_PERCENT, '%' }, { TK_CARET, '^' }, { TK_LBRACKET, '[' },
        { TK_DOT, '.' }, { TK_RBRACKET, ']' }, { TK_EXCL, '!' }, { TK_PIPE, '|' },
        { TK_ARROW, T_ARROW }, { TK_PLUSPLUS, T_INC }, { TK_MINUSMINUS, T_DEC },
        { TK_EQEQ, T_EQ }, { TK_EXCLEQ, T_NE }, { TK_LTEQ, T_LE }, { TK_GTEQ, T_GE },
        { TK_LTLT, T_SHL }, { TK_PLUSEQ, T_ADD_ASSIGN }, { TK_MINUSEQ, T_SUB_ASSIGN },
        { TK_STAREQ, T_MUL_ASSIGN }, { TK_SLASHEQ, T_DIV_ASSIGN }, { TK_PERCENTEQ, T_MOD_ASSIGN },
        { TK_LTLTEQ, T_SHL_ASSIGN }, { TK_AMPAMP, T_ANDAND }, { TK_PIPEPIPE, T_OROR },
        { TK_CARETEQ, T_XOR_ASSIGN }, { TK_AMPEQ, T_AND_ASSIGN }, { TK_PIPEEQ, T_OR_ASSIGN },
        { TK_COLONCOLON, T_SCOPE }, { TK_ARROWSTAR, T_ARROW_STAR }, { TK_DOTSTAR, T_DOT_STAR },
        { TK_ELLIPSIS, T_ELLIPSIS }, { TK_SPACESHIP, T_SPACESHIP }, { TK_LAUNCH_BEGIN, T_LAUNCH_OPEN },
        { TK_INT_LIT, T_INTEGER_LITERAL }, { TK_FLOAT_LIT, T_FLOATING_LITERAL },
        { TK_CHAR_LIT, T_CHAR_LITERAL }, { TK_STRING_LIT, T_STRING_LITERAL },
        { TK_EOF, T_YYEOF }, { TK_NV_ATTRIBUTE_MACRO, T_NV_ATTRIBUTE_MACRO },
        /* keywords */
        { TK_AUTO, T_AUTO }, { TK_BREAK, T_BREAK }, { TK_CASE, T_CASE }, { TK_CHAR, T_CHAR },
        { TK_CONST, T_CONST }, { TK_CONTINUE, T_CONTINUE }, { TK_DEFAULT, T_DEFAULT },
        { TK_DO, T_DO }, { TK_DOUBLE, T_DOUBLE }, { TK_ELSE, T_ELSE }, { TK_ENUM, T_ENUM },
        { TK_EXTERN, T_EXTERN }, { TK_FLOAT, T_FLOAT }, { TK_FOR, T_FOR }, { TK_GOTO, T_GOTO },
        { TK_IF, T_IF }, { TK_INLINE, T_INLINE }, { TK_INT, T_INT }, { TK_LONG, T_LONG },
        { TK_REGISTER, T_REGISTER }, { TK_RETURN, T_RETURN }, { TK_SHORT, T_SHORT },
        { TK_SIGNED, T_SIGNED }, { TK_SIZEOF, T_SIZEOF }, { TK_STATIC, T_STATIC },
        { TK_STRUCT, T_STRUCT }, { TK_SWITCH, T_SWITCH }, { TK_TYPEDEF, T_TYPEDEF },
        { TK_UNION, T_UNION }, { TK_UNSIGNED, T_UNSIGNED }, { TK_VOID, T_VOID },
        { TK_VOLATILE, T_VOLATILE }, { TK_WHILE, T_WHILE }, { TK_ASM, T_ASM },
        { TK_COMPLEX, T_COMPLEX }, { TK_RESTRICT, T_RESTRICT }, { TK_BOOL, T_BOOL },
        { TK_ALIGNAS, T_ALIGNAS }, { TK_AUTO_TYPE, T_AUTO_TYPE }, { TK_ALIGNOF, T_ALIGNOF },
        { TK_STATIC_ASSERT, T_STATIC_ASSERT }, { TK_THREAD_LOCAL, T_THREAD_LOCAL },
        { TK_TRUE, T_TRUE }, { TK_FALSE, T_FALSE }, { TK_WCHAR_T, T_WCHAR_T },
        { TK_CATCH, T_CATCH }, { TK_CLASS, T_CLASS }, { TK_CONST_CAST, T_CONST_CAST },
        { TK_DELETE, T_DELETE }, { TK_DYNAMIC_CAST, T_DYNAMIC_CAST }, { TK_EXPLICIT, T_EXPLICIT },
        { TK_EXPORT, T_EXPORT }, { TK_FRIEND, T_FRIEND }, { TK_MUTABLE, T_MUTABLE },
        { TK_NAMESPACE, T_NAMESPACE }, { TK_NEW, T_NEW }, { TK_OPERATOR, T_OPERATOR },
        { TK_PRIVATE, T_PRIVATE }, { TK_PROTECTED, T_PROTECTED }, { TK_PUBLIC, T_PUBLIC },
        { TK_REINTERPRET_CAST, T_REINTERPRET_CAST }, { TK_STATIC_CAST, T_STATIC_CAST },
        { TK_TEMPLATE, T_TEMPLATE }, { TK_THIS, T_THIS }, { TK_THROW, T_THROW }, { TK_TRY, T_TRY },
        { TK_TYPEID, T_TYPEID }, { TK_TYPENAME, T_TYPENAME }, { TK_USING, T_USING },
        { TK_VIRTUAL, T_VIRTUAL }, { TK_CHAR16_T, T_CHAR16_T }, { TK_CHAR32_T, T_CHAR32_T },
        { TK_CONSTEXPR, T_CONSTEXPR }, { TK_DECLTYPE, T_DECLTYPE }, { TK_NOEXCEPT, T_NOEXCEPT },
        { TK_NULLPTR, T_NULLPTR }, { TK_CHAR8_T, T_CHAR8_T }, { TK_CO_AWAIT, T_CO_AWAIT },
        { TK_CO_RETURN, T_CO_RETURN }, { TK_CO_YIELD, T_CO_YIELD }, { TK_CONCEPT, T_CONCEPT },
        { TK_CONSTEVAL, T_CONSTEVAL }, { TK_CONSTINIT, T_CONSTINIT }, { TK_REQUIRES, T_REQUIRES },
        { TK_ATTRIBUTE, T_ATTRIBUTE }, { TK_EXTENSION, T_EXTENSION }, { TK_IMAG, T_IMAG },
        { TK_REAL, T_REAL }, { TK_THREAD, T_THREAD }, { TK_TYPEOF, T_TYPEOF },
        { TK_TYPEOF_UNQUAL, T_TYPEOF }, { TK_FUNC, T_STRING_LITERAL },
        { TK_FUNCTION, T_STRING_LITERAL }, { TK_PRETTY_FUNCTION, T_STRING_LITERAL },
        { TK_BUILTIN_OFFSETOF, T_BUILTIN_OFFSETOF }, { TK_GNU_NULL, T_NULL_KW },
        { TK_INT128, T_INT128 }, { TK_BUILTIN_CONVERTVECTOR, T_BUILTIN_CONVERTVECTOR },
        { TK_BUILTIN_BIT_CAST, T_BUILTIN_BIT_CAST }, { TK_INTEGER_PACK, T_INTEGER_PACK },
        { TK_FLOAT32, T_FLOATN }, { TK_FLOAT32X, T_FLOATN }, { TK_FLOAT64, T_FLOATN },
        { TK_FLOAT64X, T_FLOATN }, { TK_FLOAT128, T_FLOATN }, { TK_NULLABLE, T_RESTRICT },
        { TK_NONNULL, T_RESTRICT }, { TK_NULL_UNSPECIFIED, T_RESTRICT },
        { TK_BUILTIN_TYPES_COMPATIBLE_P, T_TYPE_TRAIT }, { TK_BUILTIN_HAS_ATTRIBUTE, T_TYPE_TRAIT },
        { TK_BASES, T_TYPE_TRANSFORM }, { TK_DIRECT_BASES, T_TYPE_TRANSFORM },
        { TK_UNDERLYING_TYPE, T_TYPE_TRANSFORM },
    };
    for (size_t i = 0; i < sizeof direct / sizeof direct[0]; i++)
        tok_map[direct[i].lex] = direct[i].gram;
    /* The type-trait keywords follow GCC's spelling: predicates __is_*,
       __has_*, __reference_* and the NVIDIA lambda traits take types and
       yield a value; __remove_*, __add_*, __decay, __make_* yield a type. */
    for (int k = TK_FIRST_KEYWORD; k < TK_COUNT; k++) {
        const char *n = tok_kind_names[k];
        if (tok_map[k])
            continue;
        if (has_prefix(n, "__is_") || has_prefix(n, "__has_") || has_prefix(n, "__reference_") ||
            has_prefix(n, "__nv_is_") || has_prefix(n, "__array_"))
            tok_map[k] = T_TYPE_TRAIT;
        else if (has_prefix(n, "__remove_") || has_prefix(n, "__add_") || has_prefix(n, "__decay") ||
                 has_prefix(n, "__make_"))
            tok_map[k] = T_TYPE_TRANSFORM;
        else if (has_prefix(n, "__int"))
            tok_map[k] = T_INT128;
    }
    tok_map_ready = true;
}

/* ---- helpers over the token array ---- */

static inline unsigned kind_at(const struct parser *P, size_t i)
{
    return i < P->ntoks ? P->toks[i].kind : TK_EOF;
}

/* Previous significant token (pragmas do not count); (size_t)-1 when there
   is none, and for (size_t)-1 itself. */
static size_t prev_tok(const struct parser *P, size_t i)
{
    if (i > P->ntoks)
        return (size_t)-1;
    while (i > 0) {
        i--;
        if (P->toks[i].kind != TK_PRAGMA)
            return i;
    }
    return (size_t)-1;
}

static size_t next_tok(const struct parser *P, size_t i)
{
    if (i >= P->ntoks)
        return P->ntoks;
    i++;
    while (i < P->ntoks && P->toks[i].kind == TK_PRAGMA)
        i++;
    return i;
}

static inline bool is_ident(const struct parser *P, size_t i)
{
    return kind_at(P, i) == TK_IDENT;
}

#define NO_TOKEN ((size_t)-1)

static size_t mark_template_close(struct parser *P, size_t lt);
static size_t matching_lparen(const struct parser *P, size_t rp);
static bool is_name_token(const struct parser *P, size_t i);

/* ---- classification ---- */

/* The entity a qualifier names once typedefs are seen through. */
static struct entity *qualifier_entity(struct entity *q)
{
    for (int guard = 0; q && guard < 16; guard++) {
        q = entity_resolve(q);
        if (!q || q->kind != EK_TYPEDEF || !q->target || q->target == q)
            return q;
        q = q->target;
    }
    return q;
}

/* The scope a qualifier entity names: namespaces, classes, enums, and a
   typedef of a class. NULL when unknown or dependent. */
static const struct scope *qualifier_scope(struct entity *q)
{
    for (int guard = 0; q && guard < 16; guard++) {
        q = entity_resolve(q);
        if (!q)
            return NULL;
        if (q->members)
            return q->members;
        if (q->kind == EK_TYPEDEF && q->target && q->target != q)
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
                   pk == TK_RBRACKET || pk == TK_PRAGMA || p == (size_t)-1;
    if (!at_decl)
        return false;
    unsigned k2 = kind_at(P, next_tok(P, n));
    return k2 != TK_STAR && k2 != TK_AMP && k2 != TK_AMPAMP;
}

/* The class whose member-specification directly holds the token: the
   innermost scope, template parameter scopes aside, is that class's. */
static struct entity *enclosing_class(const struct parser *P)
{
    const struct scope *sc = sema_decl_scope(P->sema);
    return sc->kind == SK_CLASS ? sc->owner : NULL;
}

static bool ident_is(const struct token *t, const char *s)
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

/* `T Q::f(params) -> R {`: the parameters and the trailing return type of
   an out-of-class member (or namespace member) definition see Q's names.
   Recognised by what follows the `)`: a body, qualifiers, a trailing return
   type, an initializer or `;`, not an operator. */
static void enter_declarator_scope(struct parser *P, size_t lp, struct entity *q)
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

/* Is id the name of a parameter whose list is still in view at token i? */
static bool is_visible_parameter(struct parser *P, size_t i, const struct ident *id)
{
    while (P->nprotos > 0 && P->protos[P->nprotos - 1].until < i)
        P->nprotos--;
    for (int k = P->nprotos - 1; k >= 0; k--) {
        if (P->protos[k].until < i || P->protos[k].from > i)
            continue;   /* (a cached body is parsed after later declarations) */
        for (struct pnode *n = P->protos[k].params->first; n; n = n->next)
            if (n->name && n->name->kind == DN_NAME && P->toks[n->name->tok].id == id)
                return true;
    }
    return false;
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
    struct entity *v = entity_resolve(P->ent[o]);
    if (!v || (v->kind != EK_VARIABLE && v->kind != EK_PARAMETER) || v->next)
        return NULL;
    const struct type *t = redecl_entity_type(P, v);
    if (!t)
        return NULL;
    t = t->canon;
    if (t->kind == TY_LREF || t->kind == TY_RREF)
        t = t->inner->canon;
    if (arrow) {
        if (t->kind != TY_POINTER)
            return NULL;
        t = t->inner->canon;
    }
    return t->kind == TY_NAMED || t->kind == TY_TEMPLATE_ID ? (struct entity *)t->ent : NULL;
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
    if (!cxx20 && !from_decltype)
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
            if (sc)
                enter_declarator_scope(P, next_tok(P, i), qualifier_entity(P->qual));
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
        if ((pk == TK_ARROW && (c == NC_TYPE || c == NC_TYPE_TEMPLATE || c == NC_CONCEPT)) ||
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
        if (nk != TK_COLONCOLON && is_visible_parameter(P, i, id)) {
            P->ent[i] = NULL;
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
        struct entity *cls = enclosing_class(P);
        if (cls && pk != TK_TILDE && is_ctor_here(P, i, cls))
            return T_CTOR_NAME;
        if (nk == TK_LT && P->lx->dialect.std >= 202002L && adl_template_name(P, i, e))
            return T_VALUE_TEMPLATE_NAME;
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
    if (!e && nk == TK_IDENT && !is_virt_specifier(P, n) && pk != TK_DOT && pk != TK_ARROW) {
        /* an unknown name right before another name can only be a type
           (`X<>::difference_type i`, members of bases we do not follow) */
        return T_TYPE_NAME;
    }
    return class_to_token(entity_name_class(e));
}

/* ---- look-ahead scans ---- */

/* The `<` opening the template argument list that the `>` at gt closes:
   known when the list was marked, else found by counting back over
   brackets (NO_TOKEN at a `;`, `{` or `}`). */
static size_t matching_langle(const struct parser *P, size_t gt)
{
    uint32_t m = bracket_match(P, gt);
    if (m != NO_MATCH)
        return m;
    int depth = 0;
    for (size_t i = gt; i != (size_t)-1; i = prev_tok(P, i)) {
        unsigned k = P->toks[i].kind;
        if (k == TK_RPAREN || k == TK_RBRACKET) {
            uint32_t o = bracket_match(P, i);
            if (o == NO_MATCH)
                return NO_TOKEN;
            i = o;
        } else if (k == TK_GT) {
            depth++;
        } else if (k == TK_LT && --depth == 0) {
            return i;
        } else if (k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE || k == TK_LPAREN || k == TK_LBRACKET) {
            return NO_TOKEN;
        }
    }
    return NO_TOKEN;
}

/* Look up the identifier at i as the grammar will see it, following a
   qualification chain `A::B::name` backwards (used while scanning ahead,
   before those names are handed out). NULL when unknown or dependent. */
static struct entity *scan_lookup(struct parser *P, size_t i, int depth)
{
    size_t p = prev_tok(P, i);
    unsigned pk = kind_at(P, p);
    bool before_scope = kind_at(P, next_tok(P, i)) == TK_COLONCOLON;
    if (pk != TK_COLONCOLON) {
        if (pk == TK_DOT || pk == TK_ARROW)
            return NULL;
        return before_scope ? sema_lookup_qualifier(P->sema, P->toks[i].id) : sema_lookup(P->sema, P->toks[i].id);
    }
    size_t q = prev_tok(P, p);
    const struct scope *sc;
    if (kind_at(P, q) == TK_IDENT && depth < 16) {
        sc = qualifier_scope(scan_lookup(P, q, depth + 1));
    } else if (kind_at(P, q) == TK_GT && depth < 16) {
        /* X<...>::name: X's members (a class template's, specialisations
           included); NULL when X is not known */
        size_t lt = matching_langle(P, q);
        if (lt == NO_TOKEN || !is_name_token(P, prev_tok(P, lt)))
            return NULL;
        struct entity *x = qualifier_entity(scan_lookup(P, prev_tok(P, lt), depth + 1));
        if (!x)
            return NULL;
        struct entity *e = x->kind == EK_CLASS_TEMPLATE ? lookup_member(x, P->toks[i].id)
                         : x->members ? lookup_in_scope(x->members, P->toks[i].id) : NULL;
        return before_scope ? entity_qualifier(e) : e;
    } else if (kind_at(P, q) == TK_GT || kind_at(P, q) == TK_RPAREN) {
        return NULL;    /* decltype(...)::, not followed here */
    } else {
        sc = P->sema->global->members;
    }
    struct entity *e = sc ? lookup_in_scope(sc, P->toks[i].id) : NULL;
    return before_scope ? entity_qualifier(e) : e;
}

/* An identifier, or a trait keyword used as a name (`__remove_cv<T>`). */
static bool is_name_token(const struct parser *P, size_t i)
{
    unsigned k = kind_at(P, i);
    if (k == TK_IDENT)
        return true;
    return k >= TK_FIRST_KEYWORD && (tok_map[k] == T_TYPE_TRAIT || tok_map[k] == T_TYPE_TRANSFORM) &&
           P->toks[i].id && kind_at(P, next_tok(P, i)) != TK_LPAREN;
}

/* Does the identifier at i open a template argument list with the `<` that
   follows? */
static bool scan_is_template_name(struct parser *P, size_t i)
{
    size_t p = prev_tok(P, i);
    if (kind_at(P, p) == TK_TEMPLATE)
        return true;
    if (kind_at(P, p) == TK_COLONCOLON && kind_at(P, prev_tok(P, p)) == TK_RPAREN) {
        /* `decltype(v)::rebind<`: as classify_ident takes it, a template */
        size_t rp = prev_tok(P, p), lp = matching_lparen(P, rp);
        if (lp != NO_TOKEN && kind_at(P, prev_tok(P, lp)) == TK_DECLTYPE && !filter_decltype_class(P, lp, rp))
            return true;
    }
    enum name_class c = entity_name_class(scan_lookup(P, i, 0));
    return c == NC_TYPE_TEMPLATE || c == NC_VALUE_TEMPLATE || c == NC_CONCEPT;
}

static bool closes_lambda_introducer(const struct parser *P, size_t rb);

/* Is the `{` at lb a lambda's body: right after its introducer, its
   parameter list, or the specifiers after that list? */
static bool is_lambda_body(const struct parser *P, size_t lb)
{
    size_t b = prev_tok(P, lb);
    for (int guard = 0; guard < 8; guard++) {
        unsigned bk = kind_at(P, b);
        if (bk == TK_MUTABLE || bk == TK_CONSTEXPR || bk == TK_CONSTEVAL || bk == TK_NOEXCEPT) {
            b = prev_tok(P, b);
        } else if (bk == TK_RPAREN) {
            size_t lp = matching_lparen(P, b);
            if (lp == NO_TOKEN)
                return false;
            unsigned ak = kind_at(P, prev_tok(P, lp));
            if (ak == TK_NOEXCEPT || ak == TK_ATTRIBUTE) {
                b = prev_tok(P, prev_tok(P, lp));
                continue;
            }
            b = prev_tok(P, lp);
            if (kind_at(P, b) == TK_GT && bracket_match(P, b) != NO_MATCH)
                b = prev_tok(P, bracket_match(P, b));   /* `[]<class T>(T x)` */
            return kind_at(P, b) == TK_RBRACKET && closes_lambda_introducer(P, b);
        } else if (bk == TK_RBRACKET) {
            return closes_lambda_introducer(P, b);
        } else {
            return false;
        }
    }
    return false;
}

/* From the `<` at lt, find the `>` that closes it and mark it. Returns its
   index, or NO_TOKEN when the list is not closed before a `;`, `{` or `}`
   at its level (then `<` is less-than). */
static size_t mark_template_close(struct parser *P, size_t lt)
{
    /* found before, as a list nested in another: 100 000 nested lists
       would otherwise be scanned 100 000 times */
    uint32_t known = bracket_match(P, lt);
    if (known != NO_MATCH) {
        P->mark[known] |= MK_TEMPLATE_CLOSE;
        return known;
    }
    enum { NEST_MAX = 256 };
    uint32_t open[NEST_MAX], pair[NEST_MAX][2];
    int nopen = 0, npair = 0;
    int paren = 0;      /* () and [] nesting inside the argument list */
    int angle = 0;      /* nested template argument lists */
    /* names of template template parameters declared earlier in this list
       (`template<template<class...> class T, class = T<int>>`): templates,
       though not yet declared when the list is scanned */
    const struct ident *tt[16];
    int ntt = 0;
    for (size_t i = next_tok(P, lt); i < P->ntoks; i = next_tok(P, i)) {
        unsigned k = P->toks[i].kind;
        switch (k) {
        case TK_LPAREN: case TK_LBRACKET: case TK_LAUNCH_BEGIN:
            paren++;
            break;
        case TK_RPAREN: case TK_RBRACKET:
            if (--paren < 0)
                return NO_TOKEN;
            break;
        case TK_LBRACE: {
            /* braced initializers: inside parentheses, or after a type
               (`__and_<...>{}` as a template argument) */
            size_t b = prev_tok(P, i);
            unsigned bk = kind_at(P, b);
            if (is_lambda_body(P, i)) {
                /* `decltype([] { return 1; })`, `C<[](int v) { ... }>`:
                   a lambda's body, statements and all (C++20) */
                uint32_t rb = bracket_match(P, i);
                if (rb == NO_MATCH)
                    return NO_TOKEN;
                i = rb;
                break;
            }
            if (bk == TK_RPAREN) {
                /* `decltype(x){1}`: a braced temporary of a decltype type */
                size_t lp = matching_lparen(P, b);
                if (lp != NO_TOKEN && kind_at(P, prev_tok(P, lp)) == TK_DECLTYPE)
                    bk = TK_GT;
            }
            if (paren == 0 && angle == 0 && bk != TK_GT && bk != TK_IDENT && bk < TK_FIRST_KEYWORD)
                return NO_TOKEN;
            paren++;
            break;
        }
        case TK_RBRACE:
            if (--paren < 0)
                return NO_TOKEN;
            break;
        case TK_SEMI:
            return NO_TOKEN;
        case TK_CLASS: case TK_TYPENAME:
            /* `> class NAME` after a nested `template<...>`: NAME is a template */
            if (kind_at(P, prev_tok(P, i)) == TK_GT && is_ident(P, next_tok(P, i)) && ntt < 16)
                tt[ntt++] = P->toks[next_tok(P, i)].id;
            break;
        case TK_LT: {
            if (paren)
                break;
            size_t p = prev_tok(P, i);
            unsigned pk = kind_at(P, p);
            bool tt_name = false;
            for (int j = 0; j < ntt && pk == TK_IDENT; j++)
                if (tt[j] == P->toks[p].id)
                    tt_name = true;
            if (tt_name || (is_name_token(P, p) && scan_is_template_name(P, p)) || pk == TK_TEMPLATE ||
                pk == TK_STATIC_CAST || pk == TK_DYNAMIC_CAST || pk == TK_CONST_CAST ||
                pk == TK_REINTERPRET_CAST) {
                if (angle == nopen && nopen < NEST_MAX)
                    open[nopen++] = (uint32_t)i;
                angle++;
            }
            break;
        }
        case TK_GT:
            if (paren)
                break;
            if (angle == 0) {
                P->mark[i] |= MK_TEMPLATE_CLOSE;
                /* the nested lists' ends, for when the filter reaches them */
                for (int j = 0; j < npair; j++) {
                    P->match[pair[j][0]] = pair[j][1];
                    P->match[pair[j][1]] = pair[j][0];
                }
                P->match[lt] = (uint32_t)i;
                P->match[i] = (uint32_t)lt;
                return i;
            }
            if (angle == nopen && npair < NEST_MAX) {
                pair[npair][0] = open[--nopen];
                pair[npair++][1] = (uint32_t)i;
            } else if (angle == nopen) {
                nopen--;
            }
            angle--;
            break;
        default:
            break;
        }
    }
    return NO_TOKEN;
}

/* `class`/`typename` at i starts a type parameter (`typename T = X`,
   `class...`) rather than a parameter of type `typename X::y`. */
static bool introduces_type_param(const struct parser *P, size_t i)
{
    size_t n = next_tok(P, i);
    unsigned k = kind_at(P, n);
    if (k == TK_IDENT) {
        k = kind_at(P, next_tok(P, n));
        return k == TK_COMMA || k == TK_GT || k == TK_EQ;
    }
    return k == TK_COMMA || k == TK_GT || k == TK_EQ || k == TK_ELLIPSIS;
}

/* In the template parameter list opened at lt (closed at close), mark the
   `class`/`typename` that introduce a type parameter: right after `<` or
   `,` at the list's own level, or after the `>` of a template template
   parameter's own `template<...>`. */
static void mark_param_keys(struct parser *P, size_t lt, size_t close)
{
    if (close == NO_TOKEN)
        return;
    int depth = 0, angle = 0;
    for (size_t i = next_tok(P, lt); i < close; i = next_tok(P, i)) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE) {
            depth++;
        } else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE) {
            depth--;
        } else if (depth == 0 && k == TK_LT) {
            size_t p = prev_tok(P, i);
            unsigned pk = kind_at(P, p);
            if (pk == TK_TEMPLATE) {
                /* a template template parameter: its own list, then its key */
                size_t c2 = mark_template_close(P, i);
                mark_param_keys(P, i, c2);
                if (c2 == NO_TOKEN)
                    return;
                size_t key = next_tok(P, c2);
                if (kind_at(P, key) == TK_CLASS || kind_at(P, key) == TK_TYPENAME)
                    P->mark[key] |= MK_PARAM_KEY;
                i = c2;
            } else if (pk == TK_IDENT && scan_is_template_name(P, p)) {
                angle++;
            }
        } else if (depth == 0 && k == TK_GT && angle > 0) {
            angle--;
        } else if (depth == 0 && angle == 0 && (k == TK_CLASS || k == TK_TYPENAME)) {
            unsigned pk = kind_at(P, prev_tok(P, i));
            if ((pk == TK_LT || pk == TK_COMMA) && introduces_type_param(P, i))
                P->mark[i] |= MK_PARAM_KEY;
        }
    }
}

/* `[[`: find the matching `]]` and mark it; false when there is none. */
static bool mark_attr_close(struct parser *P, size_t lb)
{
    int depth = 0;
    for (size_t i = lb + 2; i + 1 < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LBRACKET || k == TK_LPAREN || k == TK_LBRACE)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACE)
            depth--;
        else if (k == TK_RBRACKET) {
            if (depth == 0) {
                if (P->toks[i + 1].kind != TK_RBRACKET)
                    return false;
                P->mark[i] |= MK_ATTR_CLOSE;
                return true;
            }
            depth--;
        } else if (k == TK_SEMI && depth == 0) {
            return false;
        }
        if (depth < 0)
            return false;
    }
    return false;
}

/* From `<<<` at open, mark the `>` that starts the closing `>>>`. */
static void mark_launch_close(struct parser *P, size_t open)
{
    int depth = 0;
    for (size_t i = next_tok(P, open); i + 2 < P->ntoks; i = next_tok(P, i)) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE) {
            if (--depth < 0)
                return;
        } else if (k == TK_SEMI && depth == 0) {
            return;
        } else if (k == TK_GT && depth == 0 && !(P->mark[i] & MK_TEMPLATE_CLOSE) &&
                   (P->toks[i].flags & TF_ADJ) && P->toks[i + 1].kind == TK_GT &&
                   (P->toks[i + 1].flags & TF_ADJ) && P->toks[i + 2].kind == TK_GT) {
            P->mark[i] |= MK_LAUNCH_CLOSE;
            return;
        }
    }
}

/* Binary operators a fold expression may use; `,` is handled apart, and
   `<`/`>` are left out since beside `...` they close template argument
   lists (`f<Args...>(x)`) far more often than they fold. */
static bool is_fold_operator(unsigned k)
{
    switch (k) {
    case TK_PLUS: case TK_MINUS: case TK_STAR: case TK_SLASH: case TK_PERCENT: case TK_CARET:
    case TK_AMP: case TK_PIPE: case TK_LTLT: case TK_PLUSEQ:
    case TK_MINUSEQ: case TK_STAREQ: case TK_SLASHEQ: case TK_PERCENTEQ: case TK_CARETEQ:
    case TK_AMPEQ: case TK_PIPEEQ: case TK_LTLTEQ: case TK_GTEQ: case TK_EQ: case TK_EQEQ:
    case TK_EXCLEQ: case TK_LTEQ: case TK_AMPAMP: case TK_PIPEPIPE: case TK_DOTSTAR:
    case TK_ARROWSTAR:
        return true;
    default:
        return false;
    }
}

/* A `(` starts a fold expression when `...` follows it directly, or when
   `op ...` or `... op` stands at its top level. */
/* `*`, `&` or `&&` at op, before a `...`, that belongs to a type: a type
   name, a builtin type keyword, cv or `>` stands before it. */
static bool is_declarator_pack(struct parser *P, size_t op)
{
    unsigned k = kind_at(P, op);
    if (k != TK_AMP && k != TK_AMPAMP && k != TK_STAR)
        return false;
    size_t t = prev_tok(P, op);
    unsigned tk = kind_at(P, t);
    if (tk == TK_GT) {
        /* `C<X> && ...` folds a concept or variable template; `T<X>&...`
           is a pack of references to a class template's type */
        int depth = 0;
        size_t q = t;
        for (; q != (size_t)-1; q = prev_tok(P, q)) {
            unsigned qk = P->toks[q].kind;
            if (qk == TK_GT)
                depth++;
            else if (qk == TK_LT && --depth == 0)
                break;
            else if (qk == TK_SEMI || qk == TK_LBRACE || qk == TK_RBRACE)
                return true;
        }
        size_t nm = q == (size_t)-1 ? q : prev_tok(P, q);
        if (nm == (size_t)-1 || !is_name_token(P, nm))
            return true;
        enum name_class c = entity_name_class(scan_lookup(P, nm, 0));
        return c != NC_CONCEPT && c != NC_VALUE_TEMPLATE;
    }
    if (tk == TK_CONST || tk == TK_VOLATILE || (tk >= TK_FIRST_KEYWORD &&
        (tok_map[tk] == T_INT || tok_map[tk] == T_CHAR || tok_map[tk] == T_LONG || tok_map[tk] == T_SHORT ||
         tok_map[tk] == T_DOUBLE || tok_map[tk] == T_FLOAT || tok_map[tk] == T_BOOL || tok_map[tk] == T_VOID ||
         tok_map[tk] == T_UNSIGNED || tok_map[tk] == T_SIGNED || tok_map[tk] == T_AUTO)))
        return true;
    if (tk == TK_IDENT) {
        enum name_class c = entity_name_class(scan_lookup(P, t, 0));
        return c == NC_TYPE || c == NC_TYPE_TEMPLATE;
    }
    return false;
}

static size_t matching_lparen(const struct parser *P, size_t rp);

/* Does the `)` at rp close a C-style cast's type, `(void)` or
   `(const T *)`? Only type words, cv, ptr-operators and `::` between the
   parentheses, with at least one type word, and no name or `)` before the
   `(` (that would be a call or a declarator). */
static bool closes_cast_type(struct parser *P, size_t rp)
{
    size_t lp = matching_lparen(P, rp);
    if (lp == NO_TOKEN || lp + 1 >= rp)
        return false;
    unsigned before = kind_at(P, prev_tok(P, lp));
    if (before == TK_IDENT || before == TK_RPAREN || before == TK_RBRACKET || before == TK_GT ||
        (before >= TK_FIRST_KEYWORD && tok_map[before] != T_RETURN))
        return false;
    bool type_word = false;
    for (size_t i = next_tok(P, lp); i < rp; i = next_tok(P, i)) {
        unsigned k = kind_at(P, i);
        int g = k < TK_COUNT ? tok_map[k] : 0;
        if (g == T_INT || g == T_CHAR || g == T_LONG || g == T_SHORT || g == T_DOUBLE || g == T_FLOAT ||
            g == T_BOOL || g == T_VOID || g == T_UNSIGNED || g == T_SIGNED || g == T_WCHAR_T ||
            g == T_CHAR8_T || g == T_CHAR16_T || g == T_CHAR32_T || g == T_INT128 || g == T_FLOATN) {
            type_word = true;
        } else if (k == TK_IDENT) {
            enum name_class c = entity_name_class(scan_lookup(P, i, 0));
            if (c == NC_TYPE)
                type_word = true;
            else if (c != NC_NAMESPACE)
                return false;
        } else if (k != TK_CONST && k != TK_VOLATILE && k != TK_STAR && k != TK_AMP && k != TK_AMPAMP &&
                   k != TK_COLONCOLON) {
            return false;
        }
    }
    return type_word;
}

static bool is_fold_open(struct parser *P, size_t lp)
{
    /* a `(` after a name, `)`, `]`, `>` or most keywords is a call, a
       parameter list or part of sizeof(...)/decltype(...), not a fold;
       so is the one after `operator=` and the like */
    size_t bi = prev_tok(P, lp);
    if (kind_at(P, prev_tok(P, bi)) == TK_OPERATOR)
        return false;
    unsigned bk = kind_at(P, bi);
    if (bk == TK_RPAREN) {
        /* `if (c) (f(x), ...);`: a statement starts after the condition */
        size_t cl = matching_lparen(P, bi);
        unsigned ck = cl == NO_TOKEN ? 0 : kind_at(P, prev_tok(P, cl));
        if (ck == TK_IF || ck == TK_WHILE || ck == TK_FOR || ck == TK_SWITCH || ck == TK_CONSTEXPR)
            bk = TK_SEMI;
        else if (closes_cast_type(P, bi))
            bk = TK_LPAREN;     /* `(void)(x || ...)`: the operand of a cast */
    } else if (bk == TK_RBRACE) {
        /* `T{}(a, xs...)`, `X<T>{}(...)`: a call on a braced temporary; a
           block's `}` ends a statement */
        uint32_t ob = bracket_match(P, bi);
        size_t obp = ob == NO_MATCH ? NO_TOKEN : prev_tok(P, ob);
        unsigned ok = obp == NO_TOKEN ? 0 : kind_at(P, obp);
        if (ok == TK_RPAREN) {
            /* `[](auto... y) {...}(xs..., 1)`: a lambda called at once; a
               statement's `)` (if, while, for, switch, catch) is no call */
            size_t cl = matching_lparen(P, obp);
            unsigned ck = cl == NO_TOKEN ? 0 : kind_at(P, prev_tok(P, cl));
            if (ck != TK_IF && ck != TK_WHILE && ck != TK_FOR && ck != TK_SWITCH && ck != TK_CATCH)
                return false;
        }
        if (ok == TK_RBRACKET || ok == TK_MUTABLE || ok == TK_NOEXCEPT)
            return false;   /* `[&] {...}(...)`, `[]() mutable {...}(...)` */
        if (ok == TK_IDENT || ok == TK_GT || (ok >= TK_FIRST_KEYWORD && ok < TK_COUNT &&
            (tok_map[ok] == T_INT || tok_map[ok] == T_BOOL || tok_map[ok] == T_CHAR || tok_map[ok] == T_LONG ||
             tok_map[ok] == T_DOUBLE || tok_map[ok] == T_FLOAT || tok_map[ok] == T_UNSIGNED)))
            return false;
    }
    if (bk == TK_IDENT || bk == TK_RPAREN || bk == TK_RBRACKET || bk == TK_GT || bk == TK_ELLIPSIS)
        return false;
    if (bk >= TK_FIRST_KEYWORD && bk != TK_RETURN && bk != TK_CO_RETURN && bk != TK_CO_YIELD &&
        bk != TK_THROW && bk != TK_CASE && bk != TK_REQUIRES && bk != TK_ELSE && bk != TK_DO)
        return false;
    size_t n = next_tok(P, lp);
    if (kind_at(P, n) == TK_ELLIPSIS) {
        /* `(... op pack)`, `(..., e)`; `(...)` is a C variadic parameter list */
        return kind_at(P, next_tok(P, n)) != TK_RPAREN;
    }
    /* only a `...` inside makes a fold */
    uint32_t rp = bracket_match(P, lp);
    if (rp == NO_MATCH || !ellipsis_between(P, lp, rp))
        return false;
    int depth = 0;
    for (size_t i = n; i < P->ntoks; i = next_tok(P, i)) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LBRACE && bracket_match(P, i) != NO_MATCH && bracket_match(P, i) < rp)
            i = bracket_match(P, i);    /* a lambda's or requires-expression's body */
        else if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE) {
            if (depth-- == 0)
                return false;
        } else if (k == TK_SEMI) {
            return false;
        } else if (k == TK_ELLIPSIS && depth == 0) {
            /* `x op ...` or `... op x` with a binary operator beside the
               `...`; a comma fold `(e, ...)` only where the `(` cannot be a
               call's or a parameter list's (`f(int, ...)`) */
            size_t pi = prev_tok(P, i);
            unsigned pk = kind_at(P, pi);
            unsigned nk = kind_at(P, next_tok(P, i));
            if (is_declarator_pack(P, pi))
                return false;   /* `T&...`, `Ts&&... args`: a pack of references */
            if (is_fold_operator(pk) || is_fold_operator(nk))
                return true;
            /* `(t < ...)`, `(t >> ... >> 0)`: `<` never stands before a
               pack's `...`; a `>` does when it closes a template-id
               (`(X<Ts>...)`), which a template name before its `<` tells */
            if (pk == TK_LT)
                return true;
            if (pk == TK_GT) {
                size_t lt = matching_langle(P, pi);
                if (lt == NO_TOKEN || !is_name_token(P, prev_tok(P, lt)) ||
                    !scan_is_template_name(P, prev_tok(P, lt)))
                    return true;
            }
            if (pk == TK_COMMA || nk == TK_COMMA)
                return bk == TK_LPAREN || bk == TK_COMMA || bk == TK_EQ || bk == TK_RETURN ||
                       bk == TK_LBRACE || bk == TK_SEMI || bk == TK_QUESTION || bk == TK_COLON ||
                       bk == TK_ELSE || bk == TK_DO || bk == TK_RBRACE;
        }
    }
    return false;
}

/* A `{` that can only open a function body (or another statement body):
   after `)`, cv/ref qualifiers, `noexcept`, override/final or `]]`, or with
   `->` or `requires` at the declarator's own level before it. A `{` after a
   name, `]` or `>` may be a braced initializer and stays `{`. */
/* Index of the `(` matching the `)` at rp, or NO_TOKEN. */
static size_t matching_lparen(const struct parser *P, size_t rp)
{
    uint32_t lp = kind_at(P, rp) == TK_RPAREN ? bracket_match(P, rp) : NO_MATCH;
    return lp == NO_MATCH ? NO_TOKEN : lp;
}

static bool opens_function_body(struct parser *P, size_t lb)
{
    size_t p = prev_tok(P, lb);
    unsigned pk = kind_at(P, p);
    if (pk == TK_TRY) {
        /* `f() try {`: a function-try-block when the `try` stands where
           the body's `{` would; a try statement otherwise */
        return opens_function_body(P, p);
    }
    /* `__attribute__((...)) {`, `alignas(...) {`, `decltype(...){}`: look at
       what stands before the attribute (a class or namespace head, or a
       function declarator) */
    while (pk == TK_RPAREN) {
        size_t lp = matching_lparen(P, p);
        unsigned ak = lp == NO_TOKEN ? 0 : kind_at(P, prev_tok(P, lp));
        if (ak == TK_REQUIRES) {
            /* `requires (params) { requirements }` is an expression where an
               operand may stand; `f() requires (cond) {` is a function body */
            unsigned rk = kind_at(P, prev_tok(P, prev_tok(P, lp)));
            if (rk == TK_EQ || rk == TK_LPAREN || rk == TK_AMPAMP || rk == TK_PIPEPIPE ||
                rk == TK_EXCL || rk == TK_COMMA || rk == TK_RETURN || rk == TK_REQUIRES ||
                rk == TK_LBRACE || rk == TK_SEMI || rk == TK_COLON || rk == TK_QUESTION)
                return false;
            return true;
        }
        if (ak != TK_ATTRIBUTE && ak != TK_ALIGNAS && ak != TK_DECLSPEC && ak != TK_DECLTYPE)
            break;
        if (ak == TK_DECLTYPE) {
            pk = TK_DECLTYPE;   /* `-> decltype(...) {` is found by the scan below */
            break;
        }
        p = prev_tok(P, prev_tok(P, lp));
        pk = kind_at(P, p);
    }
    if (pk == TK_RPAREN) {
        /* `int c : (w) {3};`: a parenthesised bit-field width (or another
           operand) before a braced initializer, not a parameter list */
        size_t lp = matching_lparen(P, p);
        unsigned bk = lp == NO_TOKEN ? 0 : kind_at(P, prev_tok(P, lp));
        if (bk == TK_COLON || bk == TK_EQ || bk == TK_COMMA || bk == TK_QUESTION || bk == TK_PIPE ||
            bk == TK_PIPEPIPE || bk == TK_AMPAMP || bk == TK_PLUS || bk == TK_MINUS || bk == TK_SLASH ||
            bk == TK_PERCENT || bk == TK_CARET || bk == TK_LTLT || bk == TK_EQEQ || bk == TK_EXCLEQ) {
            unsigned ok = kind_at(P, prev_tok(P, prev_tok(P, lp)));
            if (ok != TK_OPERATOR)
                return false;
        }
        return true;
    }
    if (pk == TK_CONST || pk == TK_VOLATILE || pk == TK_AMP || pk == TK_RESTRICT ||
        pk == TK_AMPAMP || pk == TK_NOEXCEPT || pk == TK_MUTABLE)
        return true;
    if (pk == TK_IDENT && (ident_is(&P->toks[p], "override") || ident_is(&P->toks[p], "final"))) {
        /* `class S final {` is a class body */
        unsigned ck = kind_at(P, prev_tok(P, prev_tok(P, p)));
        return ck != TK_CLASS && ck != TK_STRUCT && ck != TK_UNION;
    }
    if (pk == TK_RBRACKET && kind_at(P, prev_tok(P, p)) == TK_RBRACKET)
        return true;
    if (pk == TK_RBRACKET) {
        /* `int (*row(int i))[3] {`: a function returning a pointer to an
           array; its nested declarator `(*name(params))` before the bounds */
        size_t q = p;
        while (kind_at(P, q) == TK_RBRACKET && bracket_match(P, q) != NO_MATCH)
            q = prev_tok(P, bracket_match(P, q));
        size_t lp = kind_at(P, q) == TK_RPAREN ? matching_lparen(P, q) : NO_TOKEN;
        unsigned ik = lp == NO_TOKEN ? 0 : kind_at(P, next_tok(P, lp));
        if ((ik == TK_STAR || ik == TK_AMP || ik == TK_AMPAMP) && kind_at(P, prev_tok(P, q)) == TK_RPAREN) {
            size_t inner = matching_lparen(P, prev_tok(P, q));
            if (inner != NO_TOKEN && inner > lp && kind_at(P, prev_tok(P, inner)) == TK_IDENT)
                return true;
        }
    }
    if (pk == TK_RBRACE) {
        /* `requires requires { ... } {`: the body after a requires-expression */
        int d = 0;
        size_t q = p;
        for (; q != (size_t)-1; q = prev_tok(P, q)) {
            unsigned k = P->toks[q].kind;
            if (k == TK_RBRACE)
                d++;
            else if (k == TK_LBRACE && --d == 0)
                break;
        }
        if (q == (size_t)-1)
            return false;
        size_t b = prev_tok(P, q);
        unsigned bk = kind_at(P, b);
        if (bk == TK_RPAREN) {
            size_t lp = matching_lparen(P, b);
            bk = lp == NO_TOKEN ? 0 : kind_at(P, prev_tok(P, lp));
        }
        return bk == TK_REQUIRES;
    }
    int depth = 0;
    for (size_t i = p; i != (size_t)-1 && lb - i < 4096; i = prev_tok(P, i)) {
        unsigned k = P->toks[i].kind;
        if (k == TK_RPAREN || k == TK_RBRACKET)
            depth++;
        else if (k == TK_LPAREN || k == TK_LBRACKET) {
            if (--depth < 0)
                return false;
        } else if (depth == 0 && (k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE || k == TK_COLON)) {
            /* (braces inside parentheses are initializers; after a
               ctor-initializer's `:` a `name{` is a member's initializer) */
            return false;
        } else if (depth == 0 && (k == TK_STRUCT || k == TK_CLASS || k == TK_UNION || k == TK_ENUM)) {
            return false;   /* `requires C<T> struct S<T> {`: a class body */
        } else if (depth == 0 && k == TK_REQUIRES) {
            return true;
        } else if (depth == 0 && k == TK_ARROW) {
            /* a trailing return type follows the parameters (or their
               qualifiers); any other `->` is a member access */
            unsigned ak = kind_at(P, prev_tok(P, i));
            if (ak == TK_RPAREN || ak == TK_CONST || ak == TK_VOLATILE || ak == TK_AMP ||
                ak == TK_AMPAMP || ak == TK_NOEXCEPT || ak == TK_MUTABLE || ak == TK_RBRACKET)
                return true;
        }
    }
    return false;
}

/* ---- the lexer function the grammar calls ---- */

/* An identifier: classify it, and when it opens a template argument list,
   find and mark the `>` that closes it. */
static int hand_out_name(struct parser *P, size_t i, bool qual_pending)
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
    struct entity *v = entity_resolve(P->ent[a]);
    if (!v || v->kind != EK_VARIABLE || v->next)
        return NULL;
    const struct type *t = redecl_entity_type(P, v);
    if (!t)
        return NULL;
    t = t->canon;
    if (t->kind == TY_LREF || t->kind == TY_RREF)
        t = t->inner->canon;
    return t->kind == TY_NAMED || t->kind == TY_TEMPLATE_ID ? (struct entity *)t->ent : NULL;
}

/* The `<` at lt right after an operator-function-id (`operator()<`,
   `operator[]<`, `operator== <`): the template argument list of an
   operator function template ([temp.names]) when the `template` keyword
   stands before `operator`, or when the list closes and a `(`, `)` or `;`
   follows it (a call, a friend or specialisation's declarator). */
static bool opens_operator_template_args(struct parser *P, size_t lt)
{
    size_t p = prev_tok(P, lt);
    unsigned pk = kind_at(P, p);
    size_t op;
    if ((pk == TK_RPAREN && kind_at(P, prev_tok(P, p)) == TK_LPAREN) ||
        (pk == TK_RBRACKET && kind_at(P, prev_tok(P, p)) == TK_LBRACKET))
        op = prev_tok(P, prev_tok(P, p));
    else if (pk != TK_IDENT && pk != TK_INT_LIT && pk != TK_FLOAT_LIT && pk != TK_CHAR_LIT &&
             pk != TK_STRING_LIT && (pk < TK_FIRST_KEYWORD || pk == TK_NEW || pk == TK_DELETE))
        op = prev_tok(P, p);
    else if (pk == TK_STRING_LIT && (P->toks[p].flags & TF_UDL))
        op = prev_tok(P, p);                    /* operator""_x< */
    else if (pk == TK_IDENT && kind_at(P, prev_tok(P, p)) == TK_STRING_LIT)
        op = prev_tok(P, prev_tok(P, p));       /* operator"" _x< */
    else
        return false;
    if (kind_at(P, op) != TK_OPERATOR)
        return false;
    size_t close = mark_template_close(P, lt);
    if (close == NO_TOKEN)
        return false;
    if (kind_at(P, prev_tok(P, op)) == TK_TEMPLATE)
        return true;
    unsigned nk = kind_at(P, next_tok(P, close));
    if (nk == TK_LPAREN || nk == TK_RPAREN || nk == TK_SEMI)
        return true;
    P->mark[close] &= (uint16_t)~MK_TEMPLATE_CLOSE;
    return false;
}

/* Does the `]` at rb close a lambda-introducer (`[=]`, `[&x, this]`)?
   Its `[` stands where an operand may begin, not after an operand
   (`a[0] < b`, `f()[1]`) or a declarator (`int a[3]`). */
static bool closes_lambda_introducer(const struct parser *P, size_t rb)
{
    uint32_t lb = bracket_match(P, rb);
    if (lb == NO_MATCH)
        return false;
    unsigned bk = kind_at(P, prev_tok(P, lb));
    if (bk == TK_IDENT || bk == TK_RPAREN || bk == TK_RBRACKET || bk == TK_GT || bk == TK_STRING_LIT ||
        bk == TK_THIS || bk == TK_OPERATOR)
        return false;
    /* `x.y[i] <`, `"s"[0] <`; keywords that end an operand */
    return bk < TK_FIRST_KEYWORD || bk == TK_RETURN || bk == TK_CO_RETURN || bk == TK_CO_YIELD || bk == TK_THROW ||
           bk == TK_CASE || bk == TK_DO || bk == TK_ELSE || bk == TK_DECLTYPE || bk == TK_SIZEOF ||
           bk == TK_NOEXCEPT || bk == TK_ALIGNOF;
}

/* Index of the `}` matching the `{` at lb, or NO_TOKEN. */
static size_t matching_brace(const struct parser *P, size_t lb)
{
    int depth = 0;
    for (size_t i = lb; i < P->end; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LBRACE)
            depth++;
        else if (k == TK_RBRACE && --depth == 0)
            return i;
    }
    return NO_TOKEN;
}

/* A ctor-initializer `: a(x), B<T>{y}` at the colon: the `{` of the body
   that follows it, or NO_TOKEN when this `:` is something else. */
static size_t ctor_init_body(const struct parser *P, size_t colon)
{
    unsigned pk = kind_at(P, prev_tok(P, colon));
    if (pk != TK_RPAREN && pk != TK_NOEXCEPT && pk != TK_IDENT && pk != TK_TRY)
        return NO_TOKEN;
    /* a mem-initializer-id comes first (`int c : (3) {3};` is a bit-field) */
    unsigned fk = kind_at(P, next_tok(P, colon));
    if (fk != TK_IDENT && fk != TK_COLONCOLON && fk != TK_DECLTYPE && fk < TK_FIRST_KEYWORD)
        return NO_TOKEN;
    int depth = 0;
    for (size_t i = next_tok(P, colon); i < P->end; i = next_tok(P, i)) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN || k == TK_LBRACKET)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET)
            depth--;
        else if (k == TK_SEMI || k == TK_QUESTION)
            return NO_TOKEN;
        else if (k == TK_LBRACE && depth == 0) {
            size_t b = prev_tok(P, i);
            unsigned bk = kind_at(P, b);
            if (bk == TK_RPAREN) {
                size_t lp = matching_lparen(P, b);
                if (lp != NO_TOKEN && kind_at(P, prev_tok(P, lp)) == TK_DECLTYPE)
                    bk = TK_IDENT;      /* `decltype(m){7}`: a braced mem-initializer */
            }
            if (bk == TK_RPAREN || bk == TK_RBRACE || bk == TK_ELLIPSIS)
                return i;               /* the body */
            size_t close = matching_brace(P, i);   /* a braced mem-initializer */
            if (close == NO_TOKEN)
                return NO_TOKEN;
            i = close;
        }
        if (depth < 0)
            return NO_TOKEN;
    }
    return NO_TOKEN;
}

/* A function-try-block from the `try` at t: its last handler's `}`, or
   NO_TOKEN. */
static size_t try_block_end(const struct parser *P, size_t t)
{
    size_t b = next_tok(P, t);
    if (kind_at(P, b) == TK_COLON)
        b = ctor_init_body(P, b);
    if (b == NO_TOKEN || kind_at(P, b) != TK_LBRACE)
        return NO_TOKEN;
    size_t end = matching_brace(P, b);
    while (end != NO_TOKEN && kind_at(P, next_tok(P, end)) == TK_CATCH) {
        size_t lp = next_tok(P, next_tok(P, end));
        uint32_t rp = kind_at(P, lp) == TK_LPAREN ? bracket_match(P, lp) : NO_MATCH;
        size_t hb = rp == NO_MATCH ? NO_TOKEN : next_tok(P, rp);
        if (hb == NO_TOKEN || kind_at(P, hb) != TK_LBRACE)
            return NO_TOKEN;
        end = matching_brace(P, hb);
    }
    return end;
}

/* Skip a member function body (from `first`, its `{` or ctor-initializer
   `:`, to the `}` at last) and remember it for when its class completes. */
static struct cached_body *cache_push(struct parser *P, size_t first, size_t last, int start);

static void cache_body(struct parser *P, size_t first, size_t last)
{
    cache_push(P, first, last, T_START_FUNCTION_BODY);
    P->cached_pending = P->ncached;
    P->pos = last + 1;
}

/* A default member initializer is a complete-class context ([class.mem]):
   `int a = f<3>();` may name a member template declared after it. The
   `=` or `{` at i starts one when it follows a non-static data member's
   declarator at the member's own level (no static, typedef, using,
   template, friend, enum or class head in the declaration, one
   declarator); the initializer ends at the `;`. NO_TOKEN otherwise. */
static size_t member_initializer_end(struct parser *P, size_t i)
{
    unsigned pk = kind_at(P, prev_tok(P, i));
    if (pk != TK_IDENT && pk != TK_RBRACKET)
        return NO_TOKEN;
    uint32_t start = bracket_enclosing(P, (uint32_t)i, true);
    if (start == NO_MATCH)
        return NO_TOKEN;
    unsigned sk = P->toks[start].kind;
    if (sk != TK_SEMI && sk != TK_LBRACE)
        return NO_TOKEN;
    for (size_t q = (size_t)start + 1; q < i; q = next_tok(P, q)) {
        unsigned k = P->toks[q].kind;
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE) {
            uint32_t c = bracket_match(P, q);
            if (c == NO_MATCH || c > i)
                return NO_TOKEN;
            q = c;
        } else if (k == TK_COLON) {
            unsigned ak = kind_at(P, prev_tok(P, q));
            if (ak != TK_PUBLIC && ak != TK_PRIVATE && ak != TK_PROTECTED)
                return NO_TOKEN;    /* a bit-field */
        } else if (k == TK_STATIC || k == TK_TYPEDEF || k == TK_USING || k == TK_TEMPLATE || k == TK_FRIEND ||
                   k == TK_ENUM || k == TK_CLASS || k == TK_STRUCT || k == TK_UNION || k == TK_OPERATOR ||
                   k == TK_RBRACE || k == TK_COMMA || k == TK_EXTERN || k == TK_CONCEPT || k == TK_SEMI) {
            return NO_TOKEN;
        }
    }
    size_t end = i;
    if (P->toks[i].kind == TK_LBRACE) {
        uint32_t c = bracket_match(P, i);
        if (c == NO_MATCH || kind_at(P, next_tok(P, c)) != TK_SEMI)
            return NO_TOKEN;
        return c;
    }
    unsigned nk = kind_at(P, next_tok(P, i));
    if (nk == TK_DEFAULT || nk == TK_DELETE)
        return NO_TOKEN;
    for (size_t q = next_tok(P, i); q < P->end; q = next_tok(P, q)) {
        unsigned k = P->toks[q].kind;
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE) {
            uint32_t c = bracket_match(P, q);
            if (c == NO_MATCH)
                return NO_TOKEN;
            unsigned after = kind_at(P, next_tok(P, c));
            if (k == TK_LBRACE && (after == TK_IDENT || after >= TK_FIRST_KEYWORD))
                return NO_TOKEN;    /* a block after a broken initializer: parsed in place */
            q = c;
        } else if (k == TK_SEMI) {
            return end;
        } else if (k == TK_COMMA || k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE) {
            return NO_TOKEN;
        }
        end = q;
    }
    return NO_TOKEN;
}

static struct cached_body *cache_push(struct parser *P, size_t first, size_t last, int start)
{
    if (P->ncached == P->cached_cap) {
        P->cached_cap = P->cached_cap ? P->cached_cap * 2 : 64;
        P->cached = xrealloc(P->cached, P->cached_cap * sizeof *P->cached);
    }
    struct cached_body *cb = &P->cached[P->ncached++];
    cb->first = (uint32_t)first;
    cb->last = (uint32_t)last;
    cb->depth = P->sema->depth;
    cb->stack = arena_alloc(P->arena, (size_t)cb->depth * sizeof *cb->stack);
    memcpy(cb->stack, P->sema->stack, (size_t)cb->depth * sizeof *cb->stack);
    cb->params = NULL;
    cb->start = start;
    return cb;
}

static int next_grammar_token(struct parser *P, CXXSTYPE *lval, CXXLTYPE *lloc)
{
    if (P->recover_pending) {
        P->recover_pending = false;
        lval->tok = P->last_error_tok;
        lloc->first = lloc->last = P->last_error_tok;
        return T_RECOVER;
    }
    if (P->synth_at < P->nsynth) {
        int k = P->synth_at++;
        lval->tok = lloc->first = lloc->last = P->synth_tok[k];
        return P->synth[k];
    }
    if (P->start_token) {
        int t = P->start_token;
        P->start_token = 0;
        lval->tok = (uint32_t)P->pos;
        lloc->first = lloc->last = (uint32_t)P->pos;
        return t;
    }
    for (;;) {
        if (P->pos >= P->end)
            return T_YYEOF;
        size_t i = P->pos;
        const struct token *t = &P->toks[i];
        P->pos++;
        lval->tok = (uint32_t)i;
        lloc->first = lloc->last = (uint32_t)i;
        unsigned k = t->kind;
        bool qual_pending = P->qual_set;
        P->qual_set = false;
        switch (k) {
        case TK_PRAGMA:
            P->qual_set = qual_pending;
            continue;
        case TK_IDENT:
            return hand_out_name(P, i, qual_pending);
        case TK_COLONCOLON: {
            /* the qualifier the next name is looked up in */
            P->qual_decltype = false;
            size_t p = prev_tok(P, i);
            unsigned pk = kind_at(P, p);
            if (pk == TK_IDENT && p == P->last_name) {
                P->qual = P->ent[p];
                P->qual_global = false;
            } else if (pk == TK_GT && (P->mark[p] & MK_TEMPLATE_CLOSE) &&
                       !(P->mark[p] & MK_PARAMS_CLOSE)) {
                P->qual = P->template_of_close;   /* X<...>:: looks in X */
                P->qual_global = false;
            } else if (pk == TK_IDENT ||
                       (pk == TK_RPAREN && matching_lparen(P, p) != NO_TOKEN &&
                        kind_at(P, prev_tok(P, matching_lparen(P, p))) == TK_DECLTYPE)) {
                /* decltype(x)::, the class of a variable's declared type;
                   other decltypes are not evaluated (unknown) */
                P->qual = pk == TK_RPAREN ? filter_decltype_class(P, matching_lparen(P, p), p) : NULL;
                P->qual_global = false;
                P->qual_decltype = pk == TK_RPAREN && !P->qual;
            } else {
                P->qual = NULL;                    /* leading ::, the global namespace */
                P->qual_global = true;
            }
            P->ent[i] = P->qual_global ? P->sema->global : P->qual;
            P->qual_set = true;
            return T_SCOPE;
        }
        case TK_LT: {
            size_t p = prev_tok(P, i);
            unsigned pk = kind_at(P, p);
            if (opens_operator_template_args(P, i))
                return T_OPERATOR_TEMPLATE_OPEN;
            if (P->mark[i] & MK_TEMPLATE_PARAMS) {
                /* already scanned as part of an outer template parameter list */
            } else if (pk == TK_TEMPLATE || (pk == TK_RBRACKET && closes_lambda_introducer(P, p))) {
                /* a template parameter list (`[]<class T>` for lambdas) */
                P->mark[i] |= MK_TEMPLATE_PARAMS;
                size_t c = mark_template_close(P, i);
                if (c != NO_TOKEN)
                    P->mark[c] |= MK_PARAMS_CLOSE;
                mark_param_keys(P, i, c);
            } else if (pk == TK_STATIC_CAST || pk == TK_DYNAMIC_CAST || pk == TK_CONST_CAST ||
                       pk == TK_REINTERPRET_CAST) {
                mark_template_close(P, i);
            }
            return '<';
        }
        case TK_GT:
            if (P->mark[i] & MK_TEMPLATE_CLOSE) {
                P->template_of_close = P->ent[i];
                return T_TEMPLATE_CLOSE;
            }
            if (P->mark[i] & MK_LAUNCH_CLOSE) {
                P->pos = i + 3;
                lloc->last = (uint32_t)(i + 2);
                return T_LAUNCH_CLOSE;
            }
            if ((t->flags & TF_ADJ) && i + 1 < P->ntoks && !(P->mark[i + 1] & MK_TEMPLATE_CLOSE)) {
                if (P->toks[i + 1].kind == TK_GT) {
                    P->pos = i + 2;
                    lloc->last = (uint32_t)(i + 1);
                    return T_SHR;
                }
                if (P->toks[i + 1].kind == TK_GTEQ) {
                    P->pos = i + 2;
                    lloc->last = (uint32_t)(i + 1);
                    return T_SHR_ASSIGN;
                }
            }
            return '>';
        case TK_LAUNCH_BEGIN:
            if (kind_at(P, prev_tok(P, i)) == TK_OPERATOR) {
                /* operator<<<T>: the lexer's `<<<` is `<<` `<` here */
                return T_SHL;
            }
            mark_launch_close(P, i);
            return T_LAUNCH_OPEN;
        case TK_LBRACKET:
            if (kind_at(P, i + 1) == TK_LBRACKET && P->toks[i + 1].offset == t->offset + 1 &&
                mark_attr_close(P, i)) {
                size_t b = prev_tok(P, i);
                unsigned bk = kind_at(P, b);
                bool type_before = bk >= TK_FIRST_KEYWORD && bk < TK_COUNT &&
                                   (tok_map[bk] == T_INT || tok_map[bk] == T_CHAR || tok_map[bk] == T_LONG ||
                                    tok_map[bk] == T_SHORT || tok_map[bk] == T_DOUBLE || tok_map[bk] == T_FLOAT ||
                                    tok_map[bk] == T_BOOL || tok_map[bk] == T_VOID || tok_map[bk] == T_UNSIGNED ||
                                    tok_map[bk] == T_SIGNED || tok_map[bk] == T_AUTO || tok_map[bk] == T_CONST ||
                                    tok_map[bk] == T_VOLATILE);
                if (bk == TK_IDENT && entity_name_class(P->ent[b]) == NC_TYPE)
                    type_before = true;
                if (bk == TK_AMP || bk == TK_AMPAMP || type_before ||
                    (bk == TK_GT && (P->mark[b] & MK_TEMPLATE_CLOSE)) ||
                    (bk == TK_RBRACKET && !(P->mark[b] & MK_ATTR_CLOSE))) {
                    /* `int & [[a]] r`, `using T = int [[a]];`, `int [4] [[a]]`:
                       attributes of a type ([dcl.ref], [dcl.array],
                       [dcl.type]); they mean nothing here, skip them */
                    size_t c = i + 2;
                    while (c < P->ntoks && !(P->mark[c] & MK_ATTR_CLOSE))
                        c++;
                    P->pos = c + 2;
                    continue;
                }
                P->pos = i + 2;
                lloc->last = (uint32_t)(i + 1);
                return T_ATTR_OPEN;
            }
            return '[';
        case TK_RBRACKET:
            if (P->mark[i] & MK_ATTR_CLOSE) {
                P->pos = i + 2;
                lloc->last = (uint32_t)(i + 1);
                return T_ATTR_CLOSE;
            }
            return ']';
        case TK_LBRACE:
            if (kind_at(P, prev_tok(P, i)) == TK_REQUIRES)
                return '{';
            if (!opens_function_body(P, i)) {
                size_t end = enclosing_class(P) ? member_initializer_end(P, i) : NO_TOKEN;
                if (end != NO_TOKEN) {
                    cache_push(P, i, end, T_START_MEMBER_INIT);
                    P->pos = end + 1;
                    lloc->last = (uint32_t)end;
                    return T_CACHED_INIT;
                }
                return '{';
            }
            if (enclosing_class(P)) {
                size_t close = matching_brace(P, i);
                if (close != NO_TOKEN) {
                    cache_body(P, i, close);
                    lloc->last = (uint32_t)close;
                    return T_CACHED_BODY;
                }
            }
            return T_BODY_LBRACE;
        case TK_COLON:
            if (enclosing_class(P)) {
                size_t body = ctor_init_body(P, i);
                size_t close = body != NO_TOKEN ? matching_brace(P, body) : NO_TOKEN;
                if (close != NO_TOKEN) {
                    cache_body(P, i, close);
                    lloc->last = (uint32_t)close;
                    return T_CACHED_BODY;
                }
            }
            return ':';
        case TK_EQ:
            if (enclosing_class(P)) {
                size_t end = member_initializer_end(P, i);
                if (end != NO_TOKEN) {
                    cache_push(P, i, end, T_START_MEMBER_INIT);
                    P->pos = end + 1;
                    lloc->last = (uint32_t)end;
                    return T_CACHED_INIT;
                }
            }
            return '=';
        case TK_TRY:
            if (enclosing_class(P) && opens_function_body(P, i)) {
                /* a member's function-try-block, handlers included */
                size_t close = try_block_end(P, i);
                if (close != NO_TOKEN) {
                    cache_body(P, i, close);
                    lloc->last = (uint32_t)close;
                    return T_CACHED_BODY;
                }
            }
            return T_TRY;
        case TK_LPAREN:
            if (is_fold_open(P, i))
                return T_FOLD_LPAREN;
            return '(';
        case TK_TEMPLATE:
            if (qual_pending && P->qual && qualifier_scope(P->qual) && is_ident(P, next_tok(P, i))) {
                /* `A<4>::template mapping<E>` with A's members known: the
                   keyword only says what lookup tells us; a class
                   template found there is handed out as a type template */
                struct entity *qe = qualifier_entity(P->qual);
                const struct ident *nid = P->toks[next_tok(P, i)].id;
                struct entity *m = qe && qe->kind == EK_CLASS_TEMPLATE ? lookup_member(qe, nid)
                                                                        : lookup_in_scope(qualifier_scope(P->qual), nid);
                if (entity_name_class(m) == NC_TYPE_TEMPLATE) {
                    P->qual_set = true;
                    P->skipped_template = (uint32_t)i;
                    continue;
                }
            }
            return T_TEMPLATE;
        case TK_ALIGNAS: {
            /* `int x alignas(16) = 1;`: alignas after a declarator-id (an
               attribute of the entity, [dcl.attr.grammar]); it changes
               nothing we model, so it is skipped like [[...]] there */
            size_t b = prev_tok(P, i);
            unsigned bk = kind_at(P, b);
            uint32_t rp = kind_at(P, next_tok(P, i)) == TK_LPAREN ? bracket_match(P, next_tok(P, i)) : NO_MATCH;
            if (rp != NO_MATCH && ((bk == TK_IDENT && entity_name_class(P->ent[b]) != NC_TYPE) ||
                                   (bk == TK_RBRACKET && (P->mark[prev_tok(P, b)] & MK_ATTR_CLOSE)))) {
                P->pos = rp + 1;
                continue;
            }
            return T_ALIGNAS;
        }
        case TK_EOF:
            return T_YYEOF;
        case TK_OPERATOR:
            if (qual_pending && P->qual) {
                /* `X::operator()(params)`: the parameters see X's names */
                size_t lp = next_tok(P, i);
                if (kind_at(P, lp) == TK_LPAREN && kind_at(P, next_tok(P, lp)) == TK_RPAREN)
                    lp = next_tok(P, next_tok(P, lp));
                else
                    while (lp < P->end && kind_at(P, lp) != TK_LPAREN && kind_at(P, lp) != TK_SEMI)
                        lp = next_tok(P, lp);
                if (qualifier_scope(P->qual))
                    enter_declarator_scope(P, lp, qualifier_entity(P->qual));
            }
            return T_OPERATOR;
        case TK_INT_LIT: case TK_FLOAT_LIT: case TK_CHAR_LIT: case TK_STRING_LIT:
            /* `""sv`, `12_km`: user-defined literals (operator""sv too) */
            return (t->flags & TF_UDL) ? T_USER_LITERAL : tok_map[k];
        case TK_NOEXCEPT:
            /* noexcept(...) is never `noexcept` followed by an initializer */
            return kind_at(P, next_tok(P, i)) == TK_LPAREN ? T_NOEXCEPT_LP : T_NOEXCEPT;
        case TK_CLASS:
        case TK_TYPENAME:
            if (P->mark[i] & MK_PARAM_KEY)
                return T_TYPE_PARAM_KEY;
            return tok_map[k];
        default:
            if ((tok_map[k] == T_TYPE_TRAIT || tok_map[k] == T_TYPE_TRANSFORM) && t->id &&
                kind_at(P, next_tok(P, i)) != TK_LPAREN) {
                /* trait keywords are names where no `(` follows (libstdc++
                   declares struct __make_unsigned) */
                return hand_out_name(P, i, qual_pending);
            }
            if (tok_map[k])
                return tok_map[k];
            /* keywords with no grammar role (C-only, other hosts) read as names */
            P->ent[i] = NULL;
            return T_IDENTIFIER;
        }
    }
}

int cxxlex(CXXSTYPE *lval, CXXLTYPE *lloc, struct parser *P)
{
    if (!tok_map_ready)
        tok_map_init();
    int t = next_grammar_token(P, lval, lloc);
    if (P->trace_tokens) {
        const struct token *tk = &P->toks[lval->tok < P->ntoks ? lval->tok : 0];
        struct entity *e = P->ent[lval->tok] ? entity_resolve(P->ent[lval->tok]) : NULL;
        fprintf(stderr, "tok %u %.*s -> %s kind=%d in=", lval->tok, (int)tk->len,
                P->lx->buf + tk->offset, cxx_token_name(t), e ? (int)e->kind : -1);
        for (const struct scope *ps = e ? e->parent : NULL; ps; ps = ps->parent)
            fprintf(stderr, "%s<", ps->owner && ps->owner->name ? ps->owner->name->name : "?");
        if (P->decl_scope && lval->tok <= P->decl_scope_until)
            fprintf(stderr, " declscope=%s", P->decl_scope->name ? P->decl_scope->name->name : "?");
        fprintf(stderr, " stack=");
        for (int k = 0; k < P->sema->depth; k++) {
            const struct scope *ss = P->sema->stack[k];
            fprintf(stderr, "%s/", ss->owner && ss->owner->name ? ss->owner->name->name : "?");
        }
        fputc('\n', stderr);
    }
    return t;
}
