/* The token filter's look-ahead scans over the token array: the `>` that
 * closes a template argument list, the `>>>` of a launch, `[[`..`]]`, the
 * `(` of a fold expression, the `{` that can only open a function body,
 * lambda bodies, ctor-initializers, function-try-blocks and default member
 * initializers; and the look-up of names not yet handed out (scan_lookup).
 * Brackets are matched once for the whole array (brackets.c), so the scans
 * stay linear. */
#include "parser/filter_impl.h"
#include <string.h>

static bool is_name_token(const struct parser *P, size_t i);

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
   before those names are handed out). NULL when unknown or dependent. A
   name after `.` or `->` is a member's, not looked up, but where that
   token is type_start, the `->` of a trailing return type (NO_TOKEN:
   none). */
static struct entity *scan_lookup_from(struct parser *P, size_t i, int depth, size_t type_start)
{
    size_t p = prev_tok(P, i);
    unsigned pk = kind_at(P, p);
    bool before_scope = kind_at(P, next_tok(P, i)) == TK_COLONCOLON;
    if (pk != TK_COLONCOLON) {
        if ((pk == TK_DOT || pk == TK_ARROW) && p != type_start)
            return NULL;
        return before_scope ? sema_lookup_qualifier(P->sema, P->toks[i].id) : sema_lookup(P->sema, P->toks[i].id);
    }
    size_t q = prev_tok(P, p);
    const struct scope *sc;
    if (kind_at(P, q) == TK_IDENT && depth < 16) {
        sc = qualifier_scope(scan_lookup_from(P, q, depth + 1, type_start));
    } else if (kind_at(P, q) == TK_GT && depth < 16) {
        /* X<...>::name: X's members (a class template's, specialisations
           included); NULL when X is not known */
        size_t lt = matching_langle(P, q);
        if (lt == NO_TOKEN || !is_name_token(P, prev_tok(P, lt)))
            return NULL;
        struct entity *x = qualifier_entity(scan_lookup_from(P, prev_tok(P, lt), depth + 1, type_start));
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

static struct entity *scan_lookup(struct parser *P, size_t i, int depth)
{
    return scan_lookup_from(P, i, depth, NO_TOKEN);
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

/* The token before the `__attribute__((...))` groups that end at i (i
   itself when it ends none): `[] __attribute__((device)) <class T>`. */
size_t before_gnu_attributes(const struct parser *P, size_t i)
{
    while (kind_at(P, i) == TK_RPAREN) {
        size_t lp = matching_lparen(P, i);
        if (lp == NO_TOKEN || kind_at(P, prev_tok(P, lp)) != TK_ATTRIBUTE)
            break;
        i = prev_tok(P, prev_tok(P, lp));
    }
    return i;
}

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
            b = before_gnu_attributes(P, b);            /* `[] __device__ <class T>(T x)` */
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
size_t mark_template_close(struct parser *P, size_t lt)
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
            size_t rq = bk == TK_RPAREN && matching_lparen(P, b) != NO_TOKEN ? prev_tok(P, matching_lparen(P, b)) : b;
            if (kind_at(P, rq) == TK_REQUIRES) {
                /* `S<requires { x; }>`: a requires-expression's body (C++20) */
                uint32_t rb = bracket_match(P, i);
                if (rb == NO_MATCH)
                    return NO_TOKEN;
                i = rb;
                break;
            }
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
void mark_param_keys(struct parser *P, size_t lt, size_t close)
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
bool mark_attr_close(struct parser *P, size_t lb)
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

/* From `<<<` at open, mark the `>` that starts the closing `>>>` (or
   `>> >`: `>>` then `>`, anything but tokens between). */
void mark_launch_close(struct parser *P, size_t open)
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
                   (P->toks[i].flags & TF_ADJ) && P->toks[i + 1].kind == TK_GT && P->toks[i + 2].kind == TK_GT) {
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
            if (kind_at(P, next_tok(P, i)) == TK_COLONCOLON)
                continue;       /* a qualifier: `(S::*)` declares a member pointer */
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

/* A `(` starts a fold expression when `...` follows it directly, or when
   `op ...` or `... op` stands at its top level. */
bool is_fold_open(struct parser *P, size_t lp)
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

/* Index of the `(` matching the `)` at rp, or NO_TOKEN. */
size_t matching_lparen(const struct parser *P, size_t rp)
{
    uint32_t lp = kind_at(P, rp) == TK_RPAREN ? bracket_match(P, rp) : NO_MATCH;
    return lp == NO_MATCH ? NO_TOKEN : lp;
}

/* A token after which `(` starts an operand (a cast, a parenthesised
   expression, a compound literal), never a declarator's parameters */
static bool operand_before(unsigned k)
{
    return k == TK_COLON || k == TK_EQ || k == TK_COMMA || k == TK_QUESTION || k == TK_PIPE ||
           k == TK_PIPEPIPE || k == TK_AMPAMP || k == TK_PLUS || k == TK_MINUS || k == TK_SLASH ||
           k == TK_PERCENT || k == TK_CARET || k == TK_LTLT || k == TK_EQEQ || k == TK_EXCLEQ ||
           k == TK_LPAREN || k == TK_RETURN || k == TK_LBRACKET || k == TK_EXCL || k == TK_TILDE ||
           k == TK_EXTENSION;
}

/* A `{` that can only open a function body (or another statement body):
   after `)`, cv/ref qualifiers, `noexcept`, override/final or `]]`, or with
   `->` or `requires` at the declarator's own level before it. A `{` after a
   name, `]` or `>` may be a braced initializer and stays `{`. */
/* Does the `(` at lp stand in a declarator's trailing requires-clause
   (`f(T) requires A<T> && (sizeof(T) > 1) {`)? Walked back over the
   constraint to `requires` after the end of a declarator. */
static bool in_trailing_requires(struct parser *P, size_t lp)
{
    int paren = 0;
    size_t p = prev_tok(P, lp);
    for (int steps = 0; p != NO_TOKEN && steps < 128; steps++, p = prev_tok(P, p)) {
        unsigned k = kind_at(P, p);
        if (k == TK_RPAREN || k == TK_RBRACKET)
            paren++;
        else if (k == TK_LPAREN || k == TK_LBRACKET)
            paren--;
        else if (paren == 0 && k == TK_REQUIRES) {
            unsigned b = kind_at(P, prev_tok(P, p));
            return b == TK_RPAREN || b == TK_CONST || b == TK_VOLATILE || b == TK_AMP || b == TK_AMPAMP;
        }
        if (paren < 0 || k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE || k == TK_EQ || k == TK_RETURN)
            return false;
    }
    return false;
}

/* Is the parser inside a function body, where a `{` after `->` opens only
   a lambda's body? */
static bool in_function_body(struct parser *P)
{
    enum scope_kind k = sema_current(P->sema)->kind;
    return k == SK_BLOCK || k == SK_FUNCTION_PARAMS;
}

/* Does the `)` at rp close a lambda's parameters (or the parenthesised
   specifier after them: `noexcept(true)`, `throw()`)? Before their `(`: the
   introducer's `]`, a template parameter list's `>` (or a requires-clause's
   end), an attribute. */
static bool lambda_parameters_close(struct parser *P, size_t rp)
{
    size_t lp = matching_lparen(P, rp);
    if (lp == NO_TOKEN)
        return true;    /* (not known: as before) */
    unsigned bk = kind_at(P, before_gnu_attributes(P, prev_tok(P, lp)));
    return bk == TK_RBRACKET || bk == TK_GT || bk == TK_NOEXCEPT || bk == TK_THROW || bk == TK_RPAREN ||
           bk == TK_MUTABLE || bk == TK_CONSTEXPR;
}

/* Is the name at i, in what follows the `->` at arrow, a template's (or
   not known: a member's maybe)? Names are looked up as a type's would be,
   not as a member's (`-> ns::A<3>`). */
static bool names_template_after(struct parser *P, size_t i, size_t arrow)
{
    if (!is_name_token(P, i))
        return false;
    if (kind_at(P, prev_tok(P, i)) == TK_TEMPLATE)
        return true;
    struct entity *e = scan_lookup_from(P, i, 0, arrow);
    enum name_class c = entity_name_class(e);
    return !e || c == NC_TYPE_TEMPLATE || c == NC_VALUE_TEMPLATE || c == NC_CONCEPT;  /* (not known: as before) */
}

/* Can the tokens after the `->` at arrow, up to the `{` at lb, be a
   trailing return type (and a requires-clause after it)? No where an
   operator no type-id holds stands outside brackets and template
   arguments: the `->` was a member access. */
static bool type_id_until(struct parser *P, size_t arrow, size_t lb)
{
    int depth = 0, angle = 0;
    for (size_t i = next_tok(P, arrow); i != NO_TOKEN && i < lb; i = next_tok(P, i)) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN || k == TK_LBRACKET)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET)
            depth--;
        else if (depth > 0)
            continue;
        else if (k == TK_LT && angle == 0 && !names_template_after(P, prev_tok(P, i), arrow))
            return false;   /* `f()->x < int{3}`: a comparison */
        else if (k == TK_LT)
            angle++;
        else if (k == TK_GT && angle > 0)
            angle--;
        else if (k == TK_REQUIRES)
            return true;    /* (a requires-clause holds any expression) */
        else if (angle == 0)
            switch (k) {
            case TK_EQ: case TK_PLUSEQ: case TK_MINUSEQ: case TK_STAREQ: case TK_SLASHEQ: case TK_PERCENTEQ:
            case TK_AMPEQ: case TK_PIPEEQ: case TK_CARETEQ: case TK_LTLTEQ: case TK_DOT: case TK_ARROW:
            case TK_ARROWSTAR: case TK_DOTSTAR: case TK_PLUS: case TK_MINUS: case TK_SLASH: case TK_PERCENT:
            case TK_PIPE: case TK_CARET: case TK_QUESTION: case TK_EXCL: case TK_EXCLEQ: case TK_EQEQ:
            case TK_TILDE: case TK_PLUSPLUS: case TK_MINUSMINUS: case TK_PIPEPIPE: case TK_INT_LIT:
            case TK_FLOAT_LIT: case TK_CHAR_LIT: case TK_STRING_LIT: case TK_COMMA: case TK_LTLT:
            case TK_LTEQ: case TK_GTEQ: case TK_SPACESHIP: case TK_RETURN:
                return false;
            default:
                break;
            }
    }
    return true;
}

bool opens_function_body(struct parser *P, size_t lb)
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
        if (operand_before(bk) && !in_trailing_requires(P, lp)) {
            /* `g((V){1, 2})`, `!(int){0}`: a compound literal */
            unsigned ok = kind_at(P, prev_tok(P, prev_tok(P, lp)));
            if (ok != TK_OPERATOR)
                return false;
        }
        if (bk == TK_RPAREN && lp != NO_TOKEN) {
            /* `(__m128)(__v4sf){...}` (GCC's xmmintrin.h): a cast of a
               compound literal, where the cast's own `(` follows an
               operator; `void (*f(int))(double) {` follows a type */
            size_t lp2 = matching_lparen(P, prev_tok(P, lp));
            unsigned ck = lp2 == NO_TOKEN ? 0 : kind_at(P, prev_tok(P, lp2));
            if (operand_before(ck) && kind_at(P, prev_tok(P, prev_tok(P, lp2))) != TK_OPERATOR)
                return false;
        }
        return true;
    }
    if (pk == TK_CONST || pk == TK_VOLATILE || pk == TK_AMP || pk == TK_RESTRICT ||
        pk == TK_AMPAMP || pk == TK_NOEXCEPT || pk == TK_MUTABLE)
        return true;
    if (pk == TK_IDENT && (ident_is(&P->toks[p], "override") || ident_is(&P->toks[p], "final"))) {
        /* `class S final {`, `struct Impl<U, 16> final {`, `struct N::S
           final {` are class bodies */
        size_t c = prev_tok(P, p);
        for (int guard = 0; guard < 32; guard++) {
            unsigned k = kind_at(P, c);
            if (k == TK_GT && bracket_match(P, c) != NO_MATCH)
                c = prev_tok(P, bracket_match(P, c));   /* over `<...>` to the template's name */
            else if (k == TK_IDENT && kind_at(P, prev_tok(P, c)) == TK_COLONCOLON)
                c = prev_tok(P, prev_tok(P, c));        /* over `N::` */
            else
                break;
        }
        unsigned ck = kind_at(P, c) == TK_IDENT ? kind_at(P, prev_tok(P, c)) : 0;
        return ck != TK_CLASS && ck != TK_STRUCT && ck != TK_UNION;
    }
    if (pk == TK_RBRACKET && kind_at(P, prev_tok(P, p)) == TK_RBRACKET)
        return true;
    if (pk == TK_RBRACKET) {
        /* `int (*row(int i))[3] {`, `float (&operator[](int))[2] {`,
           `int (*f() const)[2] {`, `int (*(*g())())[2] {`, `int (S::*pm())[3] {`:
           a function returning a pointer or reference to an array; its
           nested declarator before the bounds starts with a ptr-operator
           and holds a parameter list, after a name or a nested declarator
           (`int (*p)[3] {}` holds none: a braced initializer) */
        size_t q = p;
        while (kind_at(P, q) == TK_RBRACKET && bracket_match(P, q) != NO_MATCH)
            q = prev_tok(P, bracket_match(P, q));
        size_t lp = kind_at(P, q) == TK_RPAREN ? matching_lparen(P, q) : NO_TOKEN;
        size_t first = lp == NO_TOKEN ? NO_TOKEN : next_tok(P, lp);
        while (first != NO_TOKEN && first < q &&
               (kind_at(P, first) == TK_LPAREN || kind_at(P, first) == TK_COLONCOLON ||
                (kind_at(P, first) == TK_IDENT && kind_at(P, next_tok(P, first)) == TK_COLONCOLON)))
            first = next_tok(P, first);     /* `((`, `S::` of a pointer to member */
        unsigned ik = first == NO_TOKEN ? 0 : kind_at(P, first);
        if (ik == TK_STAR || ik == TK_AMP || ik == TK_AMPAMP) {
            for (size_t i = next_tok(P, first); i != NO_TOKEN && i < q; i = next_tok(P, i)) {
                unsigned k = kind_at(P, i);
                if (k == TK_LBRACKET || k == TK_LBRACE) {
                    uint32_t m = bracket_match(P, i);
                    if (m == NO_MATCH)
                        break;
                    i = m;
                    continue;
                }
                if (k != TK_LPAREN)
                    continue;
                size_t b = prev_tok(P, i);
                unsigned bk = kind_at(P, b);
                if (bk == TK_IDENT || bk == TK_RPAREN || bk == TK_RBRACKET ||
                    kind_at(P, prev_tok(P, b)) == TK_OPERATOR || bk == TK_OPERATOR)
                    return true;    /* a parameter list */
                uint32_t m = bracket_match(P, i);
                if (m == NO_MATCH)
                    break;
                i = m;
            }
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
        if (depth == 0 && k == TK_RBRACE && bracket_match(P, i) != NO_MATCH) {
            /* `requires requires { t + u; } && true {`: over a requires-expression */
            size_t o = bracket_match(P, i), b = prev_tok(P, o);
            if (kind_at(P, b) == TK_RPAREN && matching_lparen(P, b) != NO_TOKEN)
                b = prev_tok(P, matching_lparen(P, b));
            if (kind_at(P, b) == TK_REQUIRES) {
                i = b;
                continue;
            }
        }
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
               qualifiers); any other `->` is a member access (`f()->x =
               int{}`, `(p)->x + S{1}.x`) */
            unsigned ak = kind_at(P, prev_tok(P, i));
            if (ak == TK_RPAREN && in_function_body(P) && !lambda_parameters_close(P, prev_tok(P, i)))
                return false;   /* `get()->x < int{3}`: a call's member, in a body only lambdas have `->` */
            if (ak == TK_RPAREN || ak == TK_CONST || ak == TK_VOLATILE || ak == TK_AMP ||
                ak == TK_AMPAMP || ak == TK_NOEXCEPT || ak == TK_MUTABLE || ak == TK_RBRACKET)
                return type_id_until(P, i, lb);
        }
    }
    return false;
}

/* The `<` at lt right after an operator-function-id (`operator()<`,
   `operator[]<`, `operator== <`): the template argument list of an
   operator function template ([temp.names]) when the `template` keyword
   stands before `operator`, or when the list closes and a `(`, `)` or `;`
   follows it (a call, a friend or specialisation's declarator). */
bool opens_operator_template_args(struct parser *P, size_t lt)
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
bool closes_lambda_introducer(const struct parser *P, size_t rb)
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
size_t matching_brace(const struct parser *P, size_t lb)
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
size_t ctor_init_body(const struct parser *P, size_t colon)
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
size_t try_block_end(const struct parser *P, size_t t)
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

/* A default member initializer is a complete-class context ([class.mem]):
   `int a = f<3>();` may name a member template declared after it. The
   `=` or `{` at i starts one when it follows a non-static data member's
   declarator at the member's own level (no static, typedef, using,
   template, friend, enum or class head in the declaration, one
   declarator); the initializer ends at the `;`. NO_TOKEN otherwise. */
size_t member_initializer_end(struct parser *P, size_t i)
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
