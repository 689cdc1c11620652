/* Expression nodes built by the grammar's actions (see expr_build.h). */
#include "parser/expr_build.h"
#include <string.h>
#include "lexer/literal.h"
#include "sema/type_read.h"

static struct expr *node(struct parser *P, enum expr_kind kind, int n, uint32_t first, uint32_t last)
{
    return expr_new(P->arena, kind, n, first, last);
}

static void inherit_flags(struct expr *e)
{
    for (int i = 0; i < e->nkids; i++)
        if (e->kids[i] && (e->kids[i]->flags & XF_PACK))
            e->flags |= XF_PACK;
}

/* ---- literals: the type their spelling gives them ---- */

static unsigned long long int_value(const char *s, uint32_t n, unsigned radix, uint32_t start, bool *overflow)
{
    unsigned long long v = 0;
    for (uint32_t i = start; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        unsigned d;
        if (c == '\'')
            continue;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (c >= 'a' && c <= 'f')
            d = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F')
            d = c - 'A' + 10;
        else
            break;
        if (d >= radix)
            break;
        if (v > (~0ull - d) / radix)
            *overflow = true;
        v = v * radix + d;
    }
    return v;
}

/* [lex.icon]: the first type of the suffix's list that holds the value (LP64) */
static const char *integer_literal_type(const struct parser *P, uint32_t tok, bool *zero)
{
    const struct token *t = &P->toks[tok];
    const char *s = P->lx->buf + t->offset;
    struct num_info ni;
    lit_classify_number(s, t->len, true, &ni);
    if (ni.is_float || ni.err)
        return NULL;
    bool overflow = false;
    unsigned long long v = int_value(s, ni.suffix, ni.radix, ni.prefix_len, &overflow);
    if (overflow)
        return NULL;
    *zero = v == 0;
    bool decimal = ni.radix == 10;
    switch (ni.sfx) {
    case NS_NONE:
        if (v <= 0x7fffffffull)
            return "i";
        if (!decimal && v <= 0xffffffffull)
            return "j";
        if (v <= 0x7fffffffffffffffull)
            return "l";
        return decimal ? NULL : "m";
    case NS_U:
        return v <= 0xffffffffull ? "j" : "m";
    case NS_L:
        if (v <= 0x7fffffffffffffffull)
            return "l";
        return decimal ? NULL : "m";
    case NS_UL:
        return "m";
    case NS_LL:
        if (v <= 0x7fffffffffffffffull)
            return "x";
        return decimal ? NULL : "y";
    case NS_ULL:
        return "y";
    default:
        return NULL;
    }
}

static const char *floating_literal_type(const struct parser *P, uint32_t tok)
{
    const struct token *t = &P->toks[tok];
    struct num_info ni;
    lit_classify_number(P->lx->buf + t->offset, t->len, true, &ni);
    if (ni.err)
        return NULL;
    switch (ni.sfx) {
    case NS_NONE:
        return "d";
    case NS_F:
        return "f";
    case NS_LD:
        return "e";
    default:
        return NULL;
    }
}

static const char *char_literal_type(const struct parser *P, uint32_t tok)
{
    const struct token *t = &P->toks[tok];
    if (t->flags & (TF_UDL | TF_BAD))
        return NULL;
    switch (tok_enc(t)) {
    case ENC_L:
        return "w";
    case ENC_U16:
        return "Ds";
    case ENC_U32:
        return "Di";
    case ENC_U8:
        return NULL;    /* char8_t from C++20 on, char before */
    default:
        break;
    }
    /* 'a' is a char, 'ab' an int: one character or one escape between the quotes */
    const char *s = P->lx->buf + t->offset;
    uint32_t n = t->len;
    if (n == 3)
        return "c";
    if (n >= 4 && s[1] == '\\') {
        if (n == 4)
            return "c";
        char c = s[2];
        if (c == 'x' || (c >= '0' && c <= '7'))
            return "c";     /* '\x41', '\101' */
        return NULL;
    }
    return n > 3 ? "i" : NULL;
}

struct expr *px_leaf(struct parser *P, enum expr_kind kind, struct tok_span span)
{
    struct expr *e = node(P, kind, 0, span.first, span.last);
    switch (kind) {
    case EX_INT_LIT: {
        bool zero = P->toks[span.first].kind != TK_INT_LIT;     /* __null */
        e->lit = zero ? "l" : integer_literal_type(P, span.first, &zero);
        if (zero)
            e->flags |= XF_ZERO;
        break;
    }
    case EX_FLOAT_LIT:
        e->lit = floating_literal_type(P, span.first);
        break;
    case EX_CHAR_LIT:
        e->lit = char_literal_type(P, span.first);
        break;
    case EX_STRING_LIT: {
        /* the element type: char, or that of the one prefix among the pieces
           (L: wchar_t, u: char16_t, U: char32_t); u8 is char8_t from C++20 on
           and is not modelled */
        enum tok_enc enc = ENC_NONE;
        e->lit = "c";
        for (uint32_t i = span.first; i <= span.last; i++) {
            enum tok_enc k = tok_enc(&P->toks[i]);
            if ((P->toks[i].flags & (TF_UDL | TF_BAD)) || k == ENC_U8 || (k != ENC_NONE && enc != ENC_NONE && k != enc))
                e->lit = NULL;
            else if (k != ENC_NONE)
                enc = k;
        }
        if (e->lit && enc != ENC_NONE)
            e->lit = enc == ENC_L ? "w" : enc == ENC_U16 ? "Ds" : "Di";
        break;
    }
    case EX_BOOL_LIT:
        e->lit = "b";
        break;
    case EX_NULLPTR_LIT:
        e->lit = "Dn";
        break;
    default:
        break;
    }
    return e;
}

struct expr *px_opaque(struct parser *P, struct tok_span span)
{
    return node(P, EX_OPAQUE, 0, span.first, span.last);
}

struct expr *px_opaque2(struct parser *P, struct tok_span from, struct tok_span to)
{
    return node(P, EX_OPAQUE, 0, from.first, to.last);
}

struct expr *px_node(struct parser *P, enum expr_kind kind, struct tok_span span, struct expr *a, struct expr *b,
                     struct expr *c)
{
    int n = (a != NULL) + (b != NULL) + (c != NULL);
    struct expr *e = node(P, kind, n, span.first, span.last);
    int i = 0;
    if (a)
        e->kids[i++] = a;
    if (b)
        e->kids[i++] = b;
    if (c)
        e->kids[i++] = c;
    inherit_flags(e);
    return e;
}

/* ---- names ---- */

/* The name "operator==" of the operator-function-id [first, last]
   (`operator ==`, `operator()`, `operator>>=`); NULL for others. */
static const struct ident *operator_id_name(struct parser *P, struct tok_span span)
{
    if (P->toks[span.first].kind != TK_OPERATOR || span.last <= span.first || span.last > span.first + 2)
        return NULL;
    char name[16] = "operator";
    size_t n = 8;
    for (uint32_t i = span.first + 1; i <= span.last; i++) {
        const struct token *t = &P->toks[i];
        if (t->kind == TK_IDENT || (t->kind >= TK_FIRST_KEYWORD) || n + t->len >= sizeof name)
            return NULL;    /* new, delete, co_await, conversions */
        if (i > span.first + 1 && !(P->toks[i - 1].flags & TF_ADJ) &&
            !(P->toks[i - 1].kind == TK_LPAREN || P->toks[i - 1].kind == TK_LBRACKET))
            return NULL;
        memcpy(name + n, P->lx->buf + t->offset, t->len);
        n += t->len;
    }
    return intern(P->lx->idents, name, n);
}

/* `operator==` named alone (`!operator==(x)` in a member function): the
   entity "operator==" unqualified lookup finds now, none meaning that only
   argument-dependent lookup may find one. */
static bool operator_function_name(struct parser *P, struct expr *e, struct tok_span span)
{
    e->id = operator_id_name(P, span);
    if (!e->id)
        return false;
    e->at = span.first;
    e->ent = sema_lookup(P->sema, e->id);
    if (!e->ent)
        e->flags |= XF_UNFOUND;
    return true;
}

struct expr *px_name(struct parser *P, struct tok_span span)
{
    struct expr *e = node(P, EX_NAME, 0, span.first, span.last);
    /* the name: the last identifier outside template argument lists */
    uint32_t name = 0;
    int depth = 0;
    bool qualified = false, operator_id = false;
    for (uint32_t i = span.first; i <= span.last && i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LT && depth >= 0 && type_read_template_open(&P->view, i)) {
            if (depth == 0)
                e->type_first = i;
            depth++;
        } else if (k == TK_GT && (P->mark[i] & MK_TEMPLATE_CLOSE)) {
            depth--;
            if (depth == 0 && i == span.last) {
                e->flags |= XF_TEMPLATE_ARGS;
                e->type_last = i;       /* the argument list's `>`; type_first its `<` */
            }
        } else if (depth == 0 && k == TK_COLONCOLON) {
            qualified = true;
        } else if (depth == 0 && k == TK_OPERATOR) {
            operator_id = true;
        } else if (depth == 0 && k == TK_IDENT && !operator_id) {
            name = i;
        }
    }
    if (operator_id && !qualified && !(e->flags & XF_TEMPLATE_ARGS) && operator_function_name(P, e, span))
        return e;
    if (operator_id || !name) {
        e->kind = EX_OPAQUE;    /* conversion function names, qualified operator names: not yet */
        return e;
    }
    e->at = name;       /* diagnostics about a name point at it, not at its qualifier */
    e->id = P->toks[name].id;
    e->ent = P->ent[name];
    if (!e->ent && !(P->mark[name] & (MK_PARAMETER | MK_DECLARED)) && span.first == span.last)
        e->flags |= XF_UNFOUND;
    if (qualified) {
        e->flags |= XF_QUALIFIED;
        /* the `::` before the name says which class or namespace it is in */
        if (name > span.first && P->toks[name - 1].kind == TK_COLONCOLON && !P->ent[name - 1] &&
            !(name - 1 == span.first))
            e->flags |= XF_DEPENDENT_NAME;
    }
    return e;
}

/* ---- operators ---- */

/* "operator@" for the operator at op_tok: what an overloaded operator's
   entity is called (`>>` and `>>=` arrive as `>` with TF_ADJ) */
static const struct ident *operator_name(struct parser *P, uint32_t op_tok)
{
    const struct token *t = &P->toks[op_tok];
    char name[16] = "operator";
    size_t n = 8;
    if (t->len > 3)
        return NULL;
    memcpy(name + n, P->lx->buf + t->offset, t->len);
    n += t->len;
    if (t->kind == TK_GT && (t->flags & TF_ADJ) && op_tok + 1 < P->ntoks) {
        const struct token *u = &P->toks[op_tok + 1];
        if (u->len <= 2) {
            memcpy(name + n, P->lx->buf + u->offset, u->len);
            n += u->len;
        }
    }
    return intern(P->lx->idents, name, n);
}

struct expr *px_unary(struct parser *P, enum expr_kind kind, uint32_t op_tok, struct expr *operand)
{
    uint32_t first = kind == EX_POSTFIX ? operand->first : op_tok;
    uint32_t last = kind == EX_POSTFIX ? op_tok : operand->last;
    struct expr *e = node(P, kind, 1, first, last);
    e->op = P->toks[op_tok].kind;
    e->at = op_tok;
    e->kids[0] = operand;
    e->id = operator_name(P, op_tok);
    inherit_flags(e);
    return e;
}

struct expr *px_binary(struct parser *P, enum expr_kind kind, uint32_t op_tok, struct expr *l, struct expr *r)
{
    struct expr *e = node(P, kind, 2, l->first, kind == EX_SUBSCRIPT ? r->last + 1 : r->last);
    e->op = P->toks[op_tok].kind;
    if (e->op == TK_GT && (P->toks[op_tok].flags & TF_ADJ))
        e->op = TK_LTLT;    /* `>>` arrives as two `>`: a shift all the same (LTLT stands for both) */
    e->at = op_tok;
    e->kids[0] = l;
    e->kids[1] = r;
    if (kind == EX_SUBSCRIPT)
        e->id = intern(P->lx->idents, "operator[]", 10);
    else if (kind != EX_COMMA)
        e->id = operator_name(P, op_tok);
    inherit_flags(e);
    return e;
}

struct expr *px_conditional(struct parser *P, uint32_t q_tok, struct expr *c, struct expr *t, struct expr *f)
{
    struct expr *e = node(P, EX_CONDITIONAL, 3, c->first, f->last);
    e->at = q_tok;
    e->kids[0] = c;
    e->kids[1] = t;
    e->kids[2] = f;
    inherit_flags(e);
    return e;
}

/* ---- type operands ---- */

struct expr *px_cast(struct parser *P, struct tok_span span, struct tok_span type, struct expr *operand)
{
    struct expr *e = node(P, EX_CAST, 1, span.first, span.last);
    e->op = P->toks[span.first].kind;
    e->type_first = type.first;
    e->type_last = type.last;
    e->kids[0] = operand;
    inherit_flags(e);
    return e;
}

struct expr *px_typed(struct parser *P, enum expr_kind kind, struct tok_span span, struct tok_span type)
{
    struct expr *e = node(P, kind, 0, span.first, span.last);
    e->type_first = type.first;
    e->type_last = type.last;
    return e;
}

static struct expr *with_items(struct parser *P, enum expr_kind kind, struct tok_span span, struct expr *head,
                               struct expr *const *items, int n)
{
    struct expr *e = node(P, kind, n + (head != NULL), span.first, span.last);
    int k = 0;
    if (head)
        e->kids[k++] = head;
    for (int i = 0; i < n; i++)
        e->kids[k++] = items[i];
    inherit_flags(e);
    return e;
}

struct expr *px_functional(struct parser *P, struct tok_span span, struct tok_span type, struct expr *args)
{
    int n = 0;
    struct expr **items;
    if (args && args->kind == EX_BRACED) {
        items = args->kids;
        n = args->nkids;
    } else {
        items = expr_list_items(P->arena, args, &n);
    }
    struct expr *e = with_items(P, EX_FUNCTIONAL_CAST, span, NULL, items, n);
    e->op = args && args->kind == EX_BRACED ? TK_LBRACE : TK_LPAREN;
    e->type_first = type.first;
    e->type_last = type.last;
    return e;
}

struct expr *px_new(struct parser *P, struct tok_span type, struct expr *init)
{
    struct expr *e = with_items(P, EX_NEW, type, NULL, init ? init->kids : NULL, init ? init->nkids : 0);
    e->op = !init ? 0 : init->kind == EX_BRACED ? TK_LBRACE : TK_LPAREN;
    e->type_first = type.first;
    e->type_last = type.last;
    return e;
}

struct expr *px_designated(struct parser *P, struct tok_span from, struct tok_span to, struct expr *value)
{
    struct expr *e = node(P, EX_DESIGNATED, 1, from.first, to.last);
    e->kids[0] = value;
    inherit_flags(e);
    return e;
}

struct expr *px_typeid(struct parser *P, struct tok_span span, struct expr *operand)
{
    struct expr *e = node(P, EX_TYPEID, operand ? 1 : 0, span.first, span.last);
    if (operand)
        e->kids[0] = operand;
    inherit_flags(e);
    return e;
}

struct expr *px_bit_cast(struct parser *P, struct tok_span span, struct tok_span type, struct expr *value)
{
    struct expr *e = node(P, EX_BIT_CAST, 1, span.first, span.last);
    e->type_first = type.first;
    e->type_last = type.last;
    e->kids[0] = value;
    inherit_flags(e);
    return e;
}

struct expr *px_new_span(struct parser *P, struct tok_span span, struct expr *e)
{
    if (e) {    /* (the node px_new made for this expression alone, fresh) */
        e->first = span.first;
        e->last = span.last;
        e->at = P->toks[span.first].kind == TK_NEW ? span.first : span.first + 1;
    }
    return e;
}

struct expr *px_call(struct parser *P, struct tok_span span, struct expr *callee, struct expr *args)
{
    int n = 0;
    struct expr **items = expr_list_items(P->arena, args, &n);
    struct expr *e = with_items(P, EX_CALL, span, callee, items, n);
    e->at = callee->kind == EX_MEMBER ? callee->at : callee->first;    /* `s.m(1)`: at m */
    return e;
}

struct expr *px_launch(struct parser *P, struct tok_span span, struct expr *callee, struct expr *config,
                       uint32_t close, struct expr *args)
{
    int nc = 0, na = 0;
    struct expr **citems = expr_list_items(P->arena, config, &nc);
    struct expr **aitems = expr_list_items(P->arena, args, &na);
    struct expr *e = node(P, EX_LAUNCH, 1 + nc + na, span.first, span.last);
    e->kids[0] = callee;
    for (int i = 0; i < nc; i++)
        e->kids[1 + i] = citems[i];
    for (int i = 0; i < na; i++)
        e->kids[1 + nc + i] = aitems[i];
    e->nconfig = (uint16_t)nc;
    e->close = close;
    e->at = callee->first;
    inherit_flags(e);
    return e;
}

struct expr *px_member(struct parser *P, struct tok_span span, struct expr *object, uint32_t op_tok,
                       struct tok_span member)
{
    struct expr *e = node(P, EX_MEMBER, 1, span.first, span.last);
    e->op = P->toks[op_tok].kind;
    e->at = member.first;
    e->kids[0] = object;
    if (member.first < member.last && P->toks[member.first].kind == TK_TEMPLATE)
        member.first++;     /* `x.template f<int>()` */
    if (member.first == member.last && P->toks[member.first].kind == TK_IDENT) {
        e->id = P->toks[member.first].id;
        e->ent = P->ent[member.first];
        if (member.first > 0 && P->toks[member.first - 1].kind == TK_TEMPLATE)
            e->flags |= XF_TEMPLATE_KEYWORD;
    } else if (member.last > member.first + 1 && P->toks[member.last].kind == TK_IDENT &&
               P->toks[member.last - 1].kind == TK_COLONCOLON && P->toks[member.first].kind == TK_IDENT) {
        /* `d.A::f()`: the member A declares, named past any override */
        e->id = P->toks[member.last].id;
        e->ent = P->ent[member.last];
        e->at = member.last;
        e->flags |= XF_QUALIFIED;
    } else if (P->toks[member.first].kind == TK_OPERATOR) {
        e->id = operator_id_name(P, member);     /* `s.operator<(t)` */
    } else if (P->toks[member.first].kind == TK_IDENT && member.last > member.first + 1 &&
               P->toks[member.first + 1].kind == TK_LT && P->toks[member.last].kind == TK_GT &&
               (P->mark[member.last] & MK_TEMPLATE_CLOSE)) {
        /* `s.f<short>()`: a member template with its arguments */
        e->id = P->toks[member.first].id;
        e->ent = P->ent[member.first];
        e->flags |= XF_TEMPLATE_ARGS;
        e->type_first = member.first + 1;
        e->type_last = member.last;
    }
    inherit_flags(e);
    return e;
}

/* ---- lists ---- */

struct expr *px_list(struct parser *P, struct expr *list, struct expr *item)
{
    return expr_list_append(P->arena, list, item);
}

struct expr *px_pack(struct parser *P, struct expr *e)
{
    (void)P;
    if (e)
        e->flags |= XF_PACK;    /* nodes are fresh: the expansion marks the pattern */
    return e;
}

struct expr *px_paren_init(struct parser *P, struct tok_span span, struct expr *list)
{
    int n = 0;
    struct expr **items = expr_list_items(P->arena, list, &n);
    return with_items(P, EX_PAREN_INIT, span, NULL, items, n);
}

struct expr *px_braced(struct parser *P, struct tok_span span, struct expr *list)
{
    int n = 0;
    struct expr **items = expr_list_items(P->arena, list, &n);
    return with_items(P, EX_BRACED, span, NULL, items, n);
}
