/* Choosing the message of a syntax error (see syntax_error.h). */
#include "parser/syntax_error.h"
#include "parser/brackets.h"
#include <string.h>

/* Tokens after which an expression must follow. */
static bool wants_operand(unsigned k)
{
    switch (k) {
    case TK_PLUS: case TK_MINUS: case TK_STAR: case TK_SLASH: case TK_PERCENT: case TK_CARET:
    case TK_AMP: case TK_PIPE: case TK_EXCL: case TK_TILDE: case TK_LT: case TK_GT: case TK_LTEQ:
    case TK_GTEQ: case TK_EQEQ: case TK_EXCLEQ: case TK_LTLT: case TK_AMPAMP: case TK_PIPEPIPE:
    case TK_EQ: case TK_PLUSEQ: case TK_MINUSEQ: case TK_STAREQ: case TK_SLASHEQ: case TK_PERCENTEQ:
    case TK_LTLTEQ: case TK_CARETEQ: case TK_AMPEQ: case TK_PIPEEQ: case TK_QUESTION: case TK_COMMA:
    case TK_LPAREN: case TK_LBRACKET: case TK_SPACESHIP: case TK_RETURN:
        return true;
    default:
        return false;
    }
}

/* Tokens that cannot start an operand: the operand is missing. */
static bool ends_operand_list(unsigned k)
{
    return k == TK_SEMI || k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE || k == TK_COMMA;
}

/* Binary-only operators: they cannot start an operand either (`a < << b`). */
static bool binary_only(unsigned k)
{
    switch (k) {
    case TK_LTLT: case TK_LT: case TK_GT: case TK_LTEQ: case TK_GTEQ: case TK_EQ: case TK_EQEQ:
    case TK_EXCLEQ: case TK_SLASH: case TK_PERCENT: case TK_PIPE: case TK_CARET: case TK_QUESTION:
    case TK_PIPEPIPE: case TK_PLUSEQ: case TK_MINUSEQ: case TK_STAREQ: case TK_SLASHEQ: case TK_PERCENTEQ:
    case TK_LTLTEQ: case TK_CARETEQ: case TK_AMPEQ: case TK_PIPEEQ: case TK_SPACESHIP: case TK_LAUNCH_BEGIN:
        return true;
    default:
        return false;
    }
}

/* The `{` matching the `}` at close, or NO match. */
static bool matching_open(const struct parser *P, uint32_t close, uint32_t *open, unsigned lk, unsigned rk)
{
    int depth = 0;
    for (uint32_t i = close + 1; i-- > 0;) {
        unsigned k = P->toks[i].kind;
        if (k == rk)
            depth++;
        else if (k == lk && --depth == 0) {
            *open = i;
            return true;
        }
    }
    return false;
}

static bool opens_class_body(const struct parser *P, uint32_t open);

/* A `{` opening a braced initializer rather than a body. */
static bool opens_init_list(const struct parser *P, uint32_t open)
{
    if (open == 0)
        return false;
    unsigned k = P->toks[open - 1].kind;
    return k == TK_EQ || k == TK_COMMA || k == TK_LPAREN || k == TK_LBRACE || k == TK_RETURN;
}

int syntax_error_closers_at_end(const struct parser *P, uint32_t end, struct eof_closer *out, int max)
{
    /* the brackets still open, innermost first */
    uint32_t open[64];
    int nopen = 0, depth = 0;
    for (uint32_t i = end; i-- > 0 && nopen < 64;) {
        unsigned k = P->toks[i].kind;
        if (k == TK_RBRACE || k == TK_RPAREN || k == TK_RBRACKET)
            depth++;
        else if ((k == TK_LBRACE || k == TK_LPAREN || k == TK_LBRACKET) && depth-- == 0) {
            open[nopen++] = i;
            depth = 0;
        }
    }
    int n = 0;
    for (int j = 0; j < nopen && n + 2 <= max; j++) {
        uint32_t o = open[j];
        unsigned k = P->toks[o].kind;
        bool outer_is_list = j + 1 < nopen && P->toks[open[j + 1]].kind != TK_LBRACE;
        bool outer_is_init = j + 1 < nopen && P->toks[open[j + 1]].kind == TK_LBRACE &&
                             opens_init_list(P, open[j + 1]);
        if (k == TK_LPAREN || k == TK_LBRACKET) {
            if (o > 0 && (P->toks[o - 1].kind == TK_IF || P->toks[o - 1].kind == TK_WHILE ||
                          P->toks[o - 1].kind == TK_FOR || P->toks[o - 1].kind == TK_SWITCH))
                return 0;   /* a statement head: the reference goes on differently */
            out[n++] = (struct eof_closer){ k == TK_LPAREN ? DIAG_exp_rparen : DIAG_exp_rbracket, NO_NOTE };
            if (!outer_is_list && !outer_is_init)
                out[n++] = (struct eof_closer){ DIAG_exp_semicolon, NO_NOTE };
        } else if (opens_init_list(P, o)) {
            out[n++] = (struct eof_closer){ DIAG_exp_rbrace, NO_NOTE };
            if (!outer_is_list && !outer_is_init)
                out[n++] = (struct eof_closer){ DIAG_exp_semicolon, NO_NOTE };
        } else if (j + 1 < nopen && P->toks[open[j + 1]].kind == TK_LBRACE && opens_class_body(P, open[j + 1]) &&
                   !opens_class_body(P, o) && n + 3 <= max) {
            /* a member function's body: its class is closed first, the body
               (parsed when the class is complete) after */
            out[n++] = (struct eof_closer){ DIAG_exp_rbrace, open[j + 1] };
            out[n++] = (struct eof_closer){ DIAG_exp_rbrace, o };
            out[n++] = (struct eof_closer){ DIAG_exp_semicolon, NO_NOTE };
            j++;
        } else {
            out[n++] = (struct eof_closer){ DIAG_exp_rbrace, o };
            if (opens_class_body(P, o))
                out[n++] = (struct eof_closer){ DIAG_exp_semicolon, NO_NOTE };
        }
    }
    return n;
}

/* Does the `{` at open begin a class or enum body (`struct S : B {`)? */
static bool opens_class_body(const struct parser *P, uint32_t open)
{
    int angle_or_paren = 0;
    for (uint32_t i = open; i-- > 0;) {
        unsigned k = P->toks[i].kind;
        if (k == TK_RPAREN || k == TK_GT)
            angle_or_paren++;
        else if ((k == TK_LPAREN || k == TK_LT) && angle_or_paren > 0)
            angle_or_paren--;
        else if (angle_or_paren == 0 && (k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE || k == TK_EQ))
            return false;
        else if (angle_or_paren == 0 && (k == TK_STRUCT || k == TK_CLASS || k == TK_UNION || k == TK_ENUM))
            return true;
    }
    return false;
}

/* The statement heads after which a statement must follow. */
static bool wants_statement(const struct parser *P, uint32_t prev)
{
    unsigned k = P->toks[prev].kind;
    if (k == TK_ELSE || k == TK_DO)
        return true;
    uint32_t open;
    if (k != TK_RPAREN || !matching_open(P, prev, &open, TK_LPAREN, TK_RPAREN) || open == 0)
        return false;
    unsigned h = P->toks[open - 1].kind;
    return h == TK_IF || h == TK_WHILE || h == TK_FOR || h == TK_SWITCH;
}

static bool k_is_literal(unsigned k)
{
    return k == TK_INT_LIT || k == TK_FLOAT_LIT || k == TK_CHAR_LIT || k == TK_STRING_LIT;
}

/* Can the token at i end the decl-specifiers or pointer operators before a
   declarator's name (`int`, `const`, `*`, a type's name)? */
static bool ends_declarator_prefix(const struct parser *P, uint32_t i)
{
    switch (P->toks[i].kind) {
    case TK_CHAR: case TK_CHAR8_T: case TK_CHAR16_T: case TK_CHAR32_T: case TK_WCHAR_T: case TK_BOOL:
    case TK_SHORT: case TK_INT: case TK_LONG: case TK_SIGNED: case TK_UNSIGNED: case TK_FLOAT:
    case TK_DOUBLE: case TK_VOID: case TK_AUTO: case TK_CONST: case TK_VOLATILE:
    case TK_STAR: case TK_AMP: case TK_AMPAMP:
        return true;
    case TK_IDENT: {
        struct entity *e = P->ent[i] ? entity_resolve(P->ent[i]) : NULL;
        return e && (e->kind == EK_CLASS || e->kind == EK_ENUM || e->kind == EK_TYPEDEF);
    }
    default:
        return false;
    }
}

/* Is tok in a declarator's parameter list, where a parameter (not an
   operand) is missing: the `(` follows a declarator's name and either a
   parameter was declared before (`int f(int a, ;`) or the declaration is a
   class member's (`void m( ;`)? */
static bool in_parameter_list(const struct parser *P, uint32_t tok)
{
    uint32_t lp = bracket_enclosing(P, tok, true);
    if (lp == NO_MATCH || lp == 0 || P->toks[lp].kind != TK_LPAREN || P->toks[lp - 1].kind != TK_IDENT ||
        !(P->mark[lp - 1] & MK_DECLARED))
        return false;
    if (P->nclass > 0 && sema_current(P->sema)->kind != SK_BLOCK)
        return true;
    return lp + 1 < tok && ends_declarator_prefix(P, lp + 1);
}

enum diag_id syntax_error_diag(const struct parser *P, uint32_t tok, const char *msg)
{
    /* Bison lists what it expected ("expecting STRING_LITERAL or ')'"): the
       first punctuator of the list that has a message decides */
    static const struct { const char *tok; enum diag_id id; } expecting[] = {
        { "';'", DIAG_exp_semicolon }, { "')'", DIAG_exp_rparen },
        { "'}'", DIAG_exp_rbrace }, { "']'", DIAG_exp_rbracket },
        { "':'", DIAG_exp_colon }, { "'('", DIAG_exp_lparen },
        { "'{'", DIAG_exp_lbrace }, { "','", DIAG_exp_comma },
    };
    const char *list = msg ? strstr(msg, "expecting ") : NULL;
    for (const char *item = list ? list + strlen("expecting ") : NULL; item && *item;) {
        for (size_t i = 0; i < sizeof expecting / sizeof expecting[0]; i++)
            if (strncmp(item, expecting[i].tok, 3) == 0)
                return expecting[i].id;
        item = strstr(item, " or ");
        item = item ? item + 4 : NULL;
    }
    if (tok == 0 || tok >= P->ntoks)
        return DIAG_exp_declaration;
    if (k_is_literal(P->toks[tok].kind) && ends_declarator_prefix(P, tok - 1))
        return DIAG_exp_identifier;     /* `int 5;`: a declarator's name was due */
    if (P->toks[tok].kind == TK_TEMPLATE) {
        /* in a function body (a body left open above), not after the
           parameters of a declaration that lacks its `;` */
        enum scope_kind sk = sema_current(P->sema)->kind;
        if (sk == SK_BLOCK || (sk == SK_FUNCTION_PARAMS && (P->nfn > 0 || P != P->root) &&
                               P->toks[tok - 1].kind != TK_RPAREN))
            return DIAG_bad_template_declaration_scope;
    }
    if (msg && strstr(msg, "expecting BODY_LBRACE")) {
        /* after a declarator: outside classes, a function's wants its body */
        unsigned pk = P->toks[tok - 1].kind;
        bool fn = pk == TK_RPAREN || pk == TK_CONST || pk == TK_VOLATILE || pk == TK_NOEXCEPT;
        bool in_template = false;   /* a template's declaration wants its `;` */
        for (int i = 0; i < P->sema->depth; i++)
            in_template |= P->sema->stack[i]->kind == SK_TEMPLATE_PARAMS;
        return fn && P->nclass == 0 && !in_template ? DIAG_exp_lbrace : DIAG_exp_semicolon;
    }
    uint32_t prev = tok - 1;
    while (prev > 0 && P->toks[prev].kind == TK_PRAGMA)
        prev--;
    unsigned k = P->toks[tok].kind, pk = P->toks[prev].kind;
    if (ends_operand_list(k) && wants_operand(pk) && !(pk == TK_RETURN && k == TK_SEMI))
        return in_parameter_list(P, tok) ? DIAG_exp_type_specifier : DIAG_exp_primary_expr;
    if (binary_only(k) && wants_operand(pk) && pk != TK_LPAREN && pk != TK_LBRACKET && pk != TK_COMMA &&
        !in_parameter_list(P, tok))
        return DIAG_exp_primary_expr;   /* `k < << 1`: an operand was due */
    if (k == TK_RBRACE && wants_statement(P, prev))
        return DIAG_exp_statement;
    uint32_t open;
    if (pk == TK_RBRACE && k != TK_SEMI && matching_open(P, prev, &open, TK_LBRACE, TK_RBRACE) &&
        opens_class_body(P, open))
        return DIAG_exp_semicolon;      /* `struct S { ... }` without its `;` */
    return DIAG_exp_declaration;
}

/* The reference parses an operand that is missing as an error operand and
   goes on: the construct around it then wants its closer, and says so too
   when the token is not that closer. */
enum diag_id syntax_error_cascade(const struct parser *P, uint32_t tok)
{
    unsigned k = P->toks[tok].kind;
    if (k == TK_COMMA || k == TK_EOF || binary_only(k))
        return DIAG_COUNT;  /* (a binary operator goes on with the error operand) */
    enum diag_id want = DIAG_exp_semicolon;
    uint32_t o = bracket_enclosing(P, tok, true);
    unsigned ok = o == NO_MATCH ? TK_SEMI : P->toks[o].kind;
    if (ok == TK_LPAREN && o > 0) {
        unsigned h = P->toks[o - 1].kind;
        if (h == TK_IF || h == TK_WHILE || h == TK_FOR || h == TK_SWITCH)
            return DIAG_COUNT;   /* a statement head: the reference goes on differently */
    }
    if (ok == TK_LPAREN)
        want = DIAG_exp_rparen;
    else if (ok == TK_LBRACKET)
        want = DIAG_exp_rbracket;
    else if (ok == TK_LBRACE && opens_init_list(P, o))
        want = DIAG_exp_rbrace;     /* a body's `{` or a `;`: the statement wants its `;` */
    if ((want == DIAG_exp_semicolon && k == TK_SEMI) || (want == DIAG_exp_rparen && k == TK_RPAREN) ||
        (want == DIAG_exp_rbracket && k == TK_RBRACKET) || (want == DIAG_exp_rbrace && k == TK_RBRACE))
        return DIAG_COUNT;
    return want;
}

static bool is_type_keyword(unsigned k)
{
    switch (k) {
    case TK_STRUCT: case TK_CLASS: case TK_UNION: case TK_ENUM:
    case TK_CHAR: case TK_CHAR8_T: case TK_CHAR16_T: case TK_CHAR32_T: case TK_WCHAR_T: case TK_BOOL:
    case TK_SHORT: case TK_INT: case TK_LONG: case TK_SIGNED: case TK_UNSIGNED: case TK_FLOAT:
    case TK_DOUBLE: case TK_VOID:
        return true;
    default:
        return false;
    }
}

bool syntax_error_type_parameter(struct parser *P, uint32_t tok, size_t *resume)
{
    *resume = 0;
    /* `template <... class T struct V {};`: the `>` was never found, so the
       list is no template parameter list to the filter; the reference reads
       `class T struct V {}` as one parameter's type */
    if (tok < 3 || !is_type_keyword(P->toks[tok].kind) || P->toks[tok - 1].kind != TK_IDENT ||
        (P->toks[tok - 2].kind != TK_CLASS && P->toks[tok - 2].kind != TK_TYPENAME))
        return false;
    unsigned before = P->toks[tok - 3].kind;
    if (before != TK_LT && before != TK_COMMA)
        return false;
    uint32_t lt = tok - 3;
    while (lt > 0 && P->toks[lt].kind != TK_LT) {
        unsigned k = P->toks[lt].kind;
        if (k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE)
            return false;
        lt--;
    }
    if (lt == 0 || P->toks[lt - 1].kind != TK_TEMPLATE)
        return false;
    parser_report(P, DIAG_bad_combination_of_type_specifiers, tok, NULL, 0);
    /* the rest of that type, and the parameter's name */
    size_t j = tok;
    unsigned k = P->toks[j].kind;
    if (k == TK_STRUCT || k == TK_CLASS || k == TK_UNION || k == TK_ENUM) {
        j++;
        if (j < P->ntoks && P->toks[j].kind == TK_IDENT)
            j++;
        if (j < P->ntoks && P->toks[j].kind == TK_LBRACE && bracket_match(P, j) != NO_MATCH)
            j = bracket_match(P, j) + 1;
    } else {
        while (j < P->ntoks && is_type_keyword(P->toks[j].kind))
            j++;
    }
    if (j < P->ntoks && P->toks[j].kind == TK_IDENT)
        j++;
    if (j >= P->ntoks || P->toks[j].kind == TK_COMMA)
        return true;
    if (P->toks[j].kind == TK_GT) {
        *resume = j + 1;            /* the declaration after the list parses */
        return true;
    }
    parser_report(P, DIAG_exp_comma_or_gt, (uint32_t)j, NULL, 0);
    parser_report(P, DIAG_exp_declaration, (uint32_t)j, NULL, 0);
    P->errors += 2;
    if (P->root != P)
        P->root->errors += 2;
    if (P->toks[j].kind == TK_SEMI)
        *resume = j + 1;
    return true;
}
