/* The token filter between the lexer's token array and the grammar: the
 * grammar's lexer function. It hands the grammar one token at a time and
 * decides what each one is, with name classification (classify.c) and the
 * look-ahead scans (lookahead.c): identifiers classified by lookup,
 * TEMPLATE_CLOSE, LAUNCH_CLOSE, ATTR_OPEN/ATTR_CLOSE, FOLD_LPAREN,
 * BODY_LBRACE, OPERATOR_TEMPLATE_OPEN, SHR/SHR_ASSIGN for adjacent `>`;
 * member bodies (CACHED_BODY) and default member initializers (CACHED_INIT)
 * skipped until their class is complete; attributes of types skipped.
 * Pragmas were applied before parsing and are skipped here. */
#include "parser/filter_impl.h"
#include "parser/actions.h"
#include "util/xalloc.h"
#include <string.h>

/* ---- keyword and punctuator mapping ---- */

short tok_map[TK_COUNT];
static bool tok_map_ready;

static struct cached_body *cache_push(struct parser *P, size_t first, size_t last, int start);

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

static void cache_body(struct parser *P, size_t first, size_t last)
{
    cache_push(P, first, last, T_START_FUNCTION_BODY);
    P->cached_pending = P->ncached;
    P->pos = last + 1;
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
    cb->parent = NULL;      /* set when its function's declarator is read (never, for initializers) */
    cb->start = start;
    return cb;
}

/* A default member initializer [first, last] (from its `=` or `{`):
   skipped, parsed when its class is complete; one CACHED_INIT token. */
static int cache_initializer(struct parser *P, size_t first, size_t last, CXXLTYPE *lloc)
{
    cache_push(P, first, last, T_START_MEMBER_INIT);
    P->pos = last + 1;
    lloc->last = (uint32_t)last;
    return T_CACHED_INIT;
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
            } else if (pk == TK_TEMPLATE || (pk == TK_RBRACKET && closes_lambda_introducer(P, p)) ||
                       (pk == TK_RPAREN && kind_at(P, before_gnu_attributes(P, p)) == TK_RBRACKET &&
                        closes_lambda_introducer(P, before_gnu_attributes(P, p)))) {
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
        case TK_LTLT: {
            /* `k << < cfg >>> (args)`: `<<` then `<` on the same line opens a
               launch as `<<<` does (the reference's rule; never C++ otherwise) */
            size_t n = next_tok(P, i);
            if (kind_at(P, n) == TK_LT && !(P->toks[n].flags & TF_BOL) &&
                kind_at(P, prev_tok(P, i)) != TK_OPERATOR) {
                P->pos = n + 1;
                lloc->last = (uint32_t)n;
                mark_launch_close(P, n);
                return T_LAUNCH_OPEN;
            }
            return T_SHL;
        }
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
                return end != NO_TOKEN ? cache_initializer(P, i, end, lloc) : '{';
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
                if (end != NO_TOKEN)
                    return cache_initializer(P, i, end, lloc);
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
                if (qualifier_scope(P->qual) && qualified_declarator_id(P, prev_tok(P, i)))
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
