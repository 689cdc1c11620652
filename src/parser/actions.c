/* Grammar actions: declarations into the semantic core, scopes in and out. */
#include "parser/full_expr.h"
#include "parser/actions.h"
#include "cuda/lambda.h"
#include "parser/checks.h"
#include "parser/redecl.h"
#include "parser/template_redef.h"
#include "sema/type_read.h"
#include "parser/brackets.h"
#include "parser/filter.h"
#include "cuda/spaces.h"
#include "cuda/record.h"
#include "cuda/overrides.h"
#include "util/strbuf.h"
#include "util/xalloc.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void *pa_malloc(size_t n) { return xmalloc(n); }
void pa_free(void *p) { free(p); }

static size_t max_stacks_seen;

static void report_max_stacks(void)
{
    fprintf(stderr, "glr: most simultaneous stacks %zu\n", max_stacks_seen / sizeof(void *));
}

void *pa_realloc_stacks(void *p, size_t n)
{
    if (n > GLR_MAX_STACKS * sizeof(void *))
        return NULL;
    if (getenv("CF_GLR_STATS") && n > max_stacks_seen) {
        if (!max_stacks_seen)
            atexit(report_max_stacks);
        max_stacks_seen = n;
    }
    return xrealloc(p, n);
}

struct entity *pa_tok_entity(struct parser *P, uint32_t tok)
{
    return tok < P->ntoks ? P->ent[tok] : NULL;
}

static struct ident *tok_ident(struct parser *P, uint32_t tok)
{
    return tok && tok < P->ntoks ? P->toks[tok].id : NULL;
}

/* ---- decl-specifiers ---- */

struct dspec *pa_spec_new(struct parser *P, struct entity *type, uint32_t flags)
{
    struct dspec *d = ARENA_NEW(P->arena, struct dspec);
    d->type = type;
    d->flags = flags;
    d->first_tok = 1;   /* no tokens until pa_spec_push gives the range */
    return d;
}

struct dspec *pa_spec_add(struct parser *P, struct dspec *d, uint32_t flags)
{
    if (d)
        d->flags |= flags;
    return d;
}

/* A friend declared: every class around it grants friendship (a nested or
   local class's friends count for the classes around it too: access is
   only judged where sure). */
static void note_friendship(struct parser *P)
{
    for (struct scope *sc = sema_current(P->sema); sc; sc = sc->parent)
        if (sc->kind == SK_CLASS && sc->owner)
            sc->owner->flags |= EF_GRANTS_FRIENDSHIP;
}

struct dspec *pa_spec_push(struct parser *P, struct dspec *d, uint32_t more_flags, uint32_t first, uint32_t last)
{
    if (!d)
        d = pa_spec_new(P, NULL, 0);
    d->flags |= more_flags;
    if (d->flags & DS_FRIEND)
        note_friendship(P);
    d->first_tok = first;
    d->last_tok = last;
    if (P->nspecs < PARSER_SPEC_DEPTH)
        P->specs[P->nspecs] = d;
    P->nspecs++;
    return d;
}

void pa_spec_pop(struct parser *P)
{
    if (P->nspecs > 0)
        P->nspecs--;
}

static struct dspec *spec_top(struct parser *P)
{
    if (P->nspecs <= 0 || P->nspecs > PARSER_SPEC_DEPTH)
        return NULL;
    return P->specs[P->nspecs - 1];
}

/* ---- declarators ---- */

struct dname *pa_dname(struct parser *P, uint32_t tok, int kind)
{
    struct dname *n = ARENA_NEW(P->arena, struct dname);
    n->tok = tok;
    n->kind = (uint8_t)kind;
    n->spec_first = 1;  /* no specifiers until pa_param says */
    if (tok && tok < P->ntoks)
        P->mark[tok] |= MK_DECLARED;
    return n;
}

struct dname *pa_conversion_dname(struct parser *P, uint32_t operator_tok)
{
    struct dname *n = pa_dname(P, 0, DN_CONVERSION);
    n->operator_tok = operator_tok;
    return n;
}

struct dname *pa_literal_operator_dname(struct parser *P, uint32_t operator_tok)
{
    struct dname *n = pa_dname(P, 0, DN_OPERATOR);
    n->operator_tok = operator_tok;
    return n;
}

struct dname *pa_dname_qualify(struct parser *P, struct dname *n, struct entity *qual)
{
    if (n) {
        n->qualified = true;
        n->qual = qual;
        const struct scope *sc = sema_current(P->sema);
        while (sc && sc->kind == SK_TEMPLATE_PARAMS)
            sc = sc->parent;
        if (qual && sc && sc->kind == SK_NAMESPACE)
            P->decl_qualifier = entity_resolve(qual);
    }
    return n;
}

struct dtor *pa_dtor(struct parser *P, struct dname *n)
{
    struct dtor *d = ARENA_NEW(P->arena, struct dtor);
    d->name = n;
    return d;
}

/* The first derivation applied to the name decides what is declared:
   `int (*f)(int)` is a pointer, `int *f(int)` a function. */
struct dtor *pa_dtor_apply(struct parser *P, struct dtor *d, int form, struct plist *params)
{
    if (d && d->form == DF_NONE) {
        d->form = (uint8_t)form;
        d->params = params;
    } else if (d && d->form == DF_FUNCTION && form != DF_FUNCTION) {
        d->derived_after_function = true;
    }
    return d;
}

struct dtor *pa_dtor_trailing(struct parser *P, struct dtor *d)
{
    (void)P;
    if (d && d->form == DF_FUNCTION && !d->derived_after_function)
        d->trailing_return = true;
    return d;
}

struct plist *pa_plist_add(struct parser *P, struct plist *l, struct dname *param)
{
    if (!l)
        l = ARENA_NEW(P->arena, struct plist);
    struct pnode *n = ARENA_NEW(P->arena, struct pnode);
    n->name = param;
    if (l->last)
        l->last->next = n;
    else
        l->first = n;
    l->last = n;
    return l;
}

/* Where the names of the parameter list closed by the `)` at rp stay
   visible: to the end of the declarator (`;`, `{`, `=`... at its level), or
   through the body when the list belongs to a lambda or a requires-expression. */
static uint32_t proto_end(struct parser *P, size_t rp)
{
    int depth = 0;
    size_t lp = rp;
    for (size_t i = rp; i != (size_t)-1 && i + 4096 > rp; i--) {
        unsigned k = P->toks[i].kind;
        if (k == TK_RPAREN)
            depth++;
        else if (k == TK_LPAREN && --depth == 0) {
            lp = i;
            break;
        }
    }
    /* `[=] __attribute__((device)) (float x) {...}`: the lambda's
       attributes stand between its introducer and its parameters */
    size_t head = lp;
    while (head > 0 && P->toks[head - 1].kind == TK_RPAREN) {
        uint32_t open = bracket_match(P, head - 1);
        if (open == NO_MATCH || open == 0 || P->toks[open - 1].kind != TK_ATTRIBUTE)
            break;
        head = open - 1;
    }
    unsigned before = head > 0 ? P->toks[head - 1].kind : TK_EOF;
    bool body_too = before == TK_RBRACKET || before == TK_REQUIRES || before == TK_GT;
    depth = 0;
    /* after `->` or `requires`, commas inside template argument lists
       (`-> tuple<decltype(a), decltype(b)>`) do not end the declarator */
    bool angles = false;
    int angle = 0;
    for (size_t i = rp + 1; i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (depth == 0 && (k == TK_ARROW || k == TK_REQUIRES))
            angles = true;
        if (k == TK_LPAREN || k == TK_LBRACKET)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET) {
            if (--depth < 0)
                return (uint32_t)i;
        } else if (angles && depth == 0 && k == TK_LT) {
            angle++;
        } else if (angles && depth == 0 && k == TK_GT && angle > 0) {
            angle--;
        } else if (k == TK_COMMA && angle > 0) {
            continue;
        } else if (k == TK_LBRACE && depth == 0) {
            if (!body_too)
                return (uint32_t)i;
            int b = 0;
            for (size_t j = i; j < P->ntoks; j++) {
                if (P->toks[j].kind == TK_LBRACE)
                    b++;
                else if (P->toks[j].kind == TK_RBRACE && --b == 0)
                    return (uint32_t)j;
            }
            return (uint32_t)i;
        } else if (depth == 0 && (k == TK_SEMI || k == TK_RBRACE || k == TK_COMMA || k == TK_EQ)) {
            return (uint32_t)i;
        }
    }
    return (uint32_t)rp;
}

struct plist *pa_proto(struct parser *P, struct plist *l)
{
    size_t rp = P->pos ? P->pos - 1 : 0;   /* the lookahead: the list's `)` */
    if (!l || rp >= P->ntoks || P->toks[rp].kind != TK_RPAREN)
        return l;
    if (P->nprotos < PARSER_PROTO_DEPTH) {
        P->protos[P->nprotos].params = l;
        P->protos[P->nprotos].until = proto_end(P, rp);
        uint32_t lp = bracket_match(P, rp);
        P->protos[P->nprotos].from = lp == NO_MATCH ? (uint32_t)rp : lp;
        P->nprotos++;
    }
    return l;
}

struct dname *pa_param(struct parser *P, struct dtor *d)
{
    const struct dspec *sp = spec_top(P);
    if (d && d->name && sp) {
        d->name->spec_first = sp->first_tok;    /* where its type is written */
        d->name->spec_last = sp->last_tok;
    }
    pa_spec_pop(P);
    return d ? d->name : NULL;
}

/* ---- declarations ---- */

/* `void f(auto x)`, `int g(C auto&&...)`: a parameter declared with a
   placeholder makes the function an abbreviated function template
   ([dcl.fct]). Looks at the list right after the declarator's name. */
static bool has_placeholder_parameter(struct parser *P, const struct dtor *d)
{
    if (!d->name || d->name->kind != DN_NAME)
        return false;
    uint32_t lp = d->name->tok + 1;
    while (lp < P->ntoks && P->toks[lp].kind == TK_PRAGMA)
        lp++;
    return pa_parameters_have_placeholder(P, lp);
}

static enum entity_kind kind_for(struct parser *P, const struct dtor *d, const struct dspec *sp)
{
    bool templ = sema_in_template_head(P->sema);
    if (sp && (sp->flags & DS_TYPEDEF))
        return EK_TYPEDEF;
    if (d->form == DF_FUNCTION)
        return templ || has_placeholder_parameter(P, d) ? EK_FUNCTION_TEMPLATE : EK_FUNCTION;
    if (d->form == DF_NONE && sp && sp->type && entity_resolve(sp->type) &&
        entity_resolve(sp->type)->kind == EK_TYPEDEF) {
        /* `typedef int fn(int); fn f;` declares a function */
        const struct type *t = type_read_entity(&P->view, entity_resolve(sp->type));
        if (t && t->canon->kind == TY_FUNCTION)
            return templ ? EK_FUNCTION_TEMPLATE : EK_FUNCTION;
    }
    return templ ? EK_VARIABLE_TEMPLATE : EK_VARIABLE;
}

/* `operator&` taking one operand (none for a member): the built-in
   address-of is no longer sure for the class, or for any class when the
   operator is not a member (sema/expr_type.c) */
static void note_unary_address_of(struct parser *P, const struct dtor *d, const struct dspec *sp)
{
    uint32_t op = d->name->tok + 1;
    if (op >= P->ntoks || P->toks[op].kind != TK_AMP || d->form != DF_FUNCTION)
        return;
    int n = 0;
    for (const struct pnode *p = d->params ? d->params->first : NULL; p; p = p->next)
        n++;
    struct scope *sc = sema_decl_scope(P->sema);
    bool member = sc->kind == SK_CLASS && !(sp && (sp->flags & DS_FRIEND));
    if (member && n == 0 && sc->owner)
        sc->owner->flags |= EF_UNARY_ADDRESS_OF;
    else if (!member && n == 1)
        P->sema->unary_address_of = true;
}

/* The `<` of the one template head before the specifiers at first (0:
   none, or several: a member template of a class template). */
static uint32_t function_template_head(const struct parser *P, uint32_t first)
{
    /* `template <class T> [[nodiscard]] inline ...`: attributes between */
    while (first >= 3 && P->toks[first - 1].kind == TK_RBRACKET && P->toks[first - 2].kind == TK_RBRACKET) {
        uint32_t j = bracket_match(P, first - 1);
        if (j == NO_MATCH || j == 0 || P->toks[j + 1].kind != TK_LBRACKET)
            return 0;
        first = j;
    }
    if (first >= 3 && (P->toks[first - 1].kind != TK_GT || !(P->mark[first - 1] & MK_PARAMS_CLOSE))) {
        /* `template <class T> requires integral<T> || is_int128<T>`: back
           over the requires-clause to the head (a requires-expression,
           with its braces, is not walked) */
        uint32_t r = brackets_head_requires(P, first - 1);
        if (r == NO_MATCH)
            return 0;
        first = r;
    }
    if (first < 3 || P->toks[first - 1].kind != TK_GT || !(P->mark[first - 1] & MK_PARAMS_CLOSE))
        return 0;
    int depth = 0;
    for (uint32_t j = first - 1; j > 0; j--) {
        unsigned k = P->toks[j].kind;
        if (k == TK_GT && (P->mark[j] & MK_PARAMS_CLOSE))
            depth++;
        else if (k == TK_LT && (P->mark[j] & MK_TEMPLATE_PARAMS))
            depth--;
        if (depth == 0) {
            if (P->toks[j - 1].kind != TK_TEMPLATE)
                return 0;
            if (j >= 2 && P->toks[j - 2].kind == TK_GT && (P->mark[j - 2] & MK_PARAMS_CLOSE))
                return 0;
            return j;
        }
    }
    return 0;
}

/* `operator@`'s name as an identifier ("operator+", "operator()"): what
   the operator's entity is called in its scope (no token spells it, so
   the token filter never meets it). *lp: the `(` of its parameters.
   NULL for new, delete, co_await and what is not recognised. */
static struct ident *operator_ident(struct parser *P, uint32_t op_kw, uint32_t *lp)
{
    uint32_t i = op_kw + 1;
    if (i + 1 >= P->ntoks)
        return NULL;
    char name[16] = "operator";
    size_t n = 8;
    unsigned k = P->toks[i].kind;
    unsigned k1 = P->toks[i + 1].kind;
    if ((k == TK_LPAREN && k1 == TK_RPAREN) || (k == TK_LBRACKET && k1 == TK_RBRACKET)) {
        name[n++] = k == TK_LPAREN ? '(' : '[';
        name[n++] = k == TK_LPAREN ? ')' : ']';
        i += 2;
    } else {
        for (int c = 0; c < 2 && i < P->ntoks && P->toks[i].kind != TK_LPAREN; c++, i++) {
            const struct token *t = &P->toks[i];
            if (t->kind >= TK_FIRST_KEYWORD || t->kind == TK_IDENT || t->len > 3 || n + t->len >= sizeof name)
                return NULL;
            if (c == 1 && !(P->toks[i - 1].flags & TF_ADJ))
                return NULL;    /* `>` `>` or `>` `>=` written apart are no operator name */
            memcpy(name + n, P->lx->buf + t->offset, t->len);
            n += t->len;
        }
    }
    if (i >= P->ntoks || P->toks[i].kind != TK_LPAREN)
        return NULL;
    *lp = i;
    return intern(P->lx->idents, name, n);
}

/* An operator function declared in a class or namespace: an entity named
   "operator@" with its type read from the declaration (result from the
   specifiers and the ptr-operators before `operator`, parameters, the cv
   of a member), so expressions can resolve their operators to it. */
/* A function template's declaration: where its type and its one template
   head are written, from which calls deduce its arguments (sema/expr_type.c) */
static void note_function_template(struct parser *P, struct entity *e, const struct dspec *sp, uint32_t name_tok)
{
    uint32_t lt = function_template_head(P, sp->first_tok);
    if (!lt)
        return;
    e->type_toks = ARENA_NEW(P->arena, struct type_tokens);
    e->type_toks->spec_first = sp->first_tok;
    e->type_toks->spec_last = sp->last_tok;
    e->type_toks->name = name_tok;
    e->heads = ARENA_NEW(P->arena, struct template_heads);
    e->heads->lt[e->heads->n++] = lt;
}

/* `template <class T> bool operator==(const W<T>&, const W<T>&);`: a
   function template named "operator==", whose type and head calls read
   to deduce its arguments, as other function templates'. */
static struct entity *declare_operator_template(struct parser *P, const struct dtor *d, const struct dspec *sp,
                                                struct ident *id, struct scope *sc)
{
    struct entity *e = sema_new_entity(P->sema, EK_FUNCTION_TEMPLATE, id, sc);
    if (sc->kind == SK_CLASS)
        e->flags |= EF_MEMBER | (sp->flags & DS_STATIC ? EF_STATIC : 0);
    e->first_offset = P->toks[d->name->tok].offset;
    note_function_template(P, e, sp, d->name->tok);
    return e;
}

static struct entity *declare_operator(struct parser *P, const struct dtor *d, const struct dspec *sp,
                                       struct scope *friend_of)
{
    uint32_t op = d->name->tok, lp;
    struct ident *id = sp && sp->last_tok >= sp->first_tok ? operator_ident(P, op, &lp) : NULL;
    struct scope *sc = sema_decl_scope(P->sema);
    if (!id || d->form != DF_FUNCTION || (sc->kind != SK_CLASS && sc->kind != SK_NAMESPACE))
        return NULL;
    if (sema_in_template_head(P->sema))
        return declare_operator_template(P, d, sp, id, sc);
    struct entity *e;
    if (friend_of) {
        /* a friend: a member of the namespace around the class, in no scope */
        e = ARENA_NEW(P->arena, struct entity);
        e->kind = EK_FUNCTION;
        e->name = id;
        e->parent = friend_of;
    } else {
        e = sema_new_entity(P->sema, EK_FUNCTION, id, sc);
    }
    if (sc->kind == SK_CLASS && !friend_of)
        e->flags |= EF_MEMBER;
    /* where its type and parameter list are written (default arguments,
       parser/calls.c; its type in a class template's specialisation) */
    e->type_toks = ARENA_NEW(P->arena, struct type_tokens);
    e->type_toks->spec_first = sp->first_tok;
    e->type_toks->spec_last = sp->last_tok;
    e->type_toks->name = lp - 1;
    struct type_reader R;
    type_reader_init(&R, &P->view);
    type_reader_note_bases(&R, sc);     /* `difference_type` of a base `iterator<tag, bool>` */
    e->type = type_read_operator(&R, sp->first_tok, sp->last_tok, lp);
    if (!e->type || R.failed) {
        e->type = NULL;
        e->flags |= EF_TYPE_UNREAD;
    }
    return e;
}

/* `friend R f(params);` or its definition in the body of class cs: a
   function of the namespace around the class that only argument-dependent
   lookup finds (the class's `friends`), with its CUDA space. False: not
   recorded (a template, a name not read), so lookup through the class is
   not sure of its set. */
/* A function a class body declares friend: a member of namespace ns, in
   no scope (argument-dependent lookup finds it through the class) */
static struct entity *friend_entity(struct parser *P, enum entity_kind kind, struct ident *id, struct scope *ns,
                                    uint32_t name_tok)
{
    struct entity *e = ARENA_NEW(P->arena, struct entity);
    e->kind = kind;
    e->name = id;
    e->parent = ns;
    e->first_offset = P->toks[name_tok].offset;
    return e;
}

static bool record_friend(struct parser *P, const struct dtor *d, const struct dspec *sp, struct scope *cs)
{
    struct scope *ns = cs;
    while (ns && (ns->kind == SK_CLASS || ns->kind == SK_TEMPLATE_PARAMS))
        ns = ns->parent;    /* (a class template's scope is inside its parameters') */
    if (!ns || ns->kind != SK_NAMESPACE || !sp || sp->last_tok < sp->first_tok || d->name->kind == DN_TEMPLATE_ID)
        return false;
    struct entity *e;
    if (sema_in_template_head(P->sema)) {
        /* a friend template: deduced from the call's arguments as other
           function templates are */
        uint32_t lp;
        struct ident *id = d->name->kind == DN_OPERATOR ? operator_ident(P, d->name->tok, &lp)
                                                        : tok_ident(P, d->name->tok);
        if (!id)
            return false;
        e = friend_entity(P, EK_FUNCTION_TEMPLATE, id, ns, d->name->tok);
        note_function_template(P, e, sp, d->name->tok);
        if (!e->heads)
            return false;
    } else if (d->name->kind == DN_OPERATOR) {
        /* a class template's hidden friend (`friend bool operator==(const
           allocator&, const allocator&)`) is recorded by its name even
           though its type, which names the template, is not read: lookup
           for other names then knows it is not among them */
        e = declare_operator(P, d, sp, ns);
        if (!e || ((e->flags & EF_TYPE_UNREAD) && cs->owner->kind != EK_CLASS_TEMPLATE))
            return false;
    } else {
        struct ident *id = tok_ident(P, d->name->tok);
        if (!id)
            return false;
        e = friend_entity(P, EK_FUNCTION, id, ns, d->name->tok);
        e->type_toks = ARENA_NEW(P->arena, struct type_tokens);
        e->type_toks->spec_first = sp->first_tok;
        e->type_toks->spec_last = sp->last_tok;
        e->type_toks->name = d->name->tok;
        if (!type_read_entity_within(&P->view, e, cs) && cs->owner->kind != EK_CLASS_TEMPLATE)
            return false;
    }
    if (e->kind == EK_FUNCTION && cs->owner->kind == EK_CLASS_TEMPLATE)
        e->templ = cs->owner;   /* a class template's: its type is read in each specialisation */
    struct cuda_decl cd;
    cuda_collect(P, sp->first_tok, sp->last_tok, &cd);
    e->exec_space = cuda_space_of(&cd);
    if (cuda_defaulted_declarator(P, d->name->tok))
        e->exec_space = XS_HOST_DEVICE;     /* `__device__ friend bool operator==(...) = default;`:
                                               its annotation ignored, silently */
    cuda_mark_constexpr(e, &cd);
    e->next = cs->owner->friends;
    cs->owner->friends = e;
    return true;
}

/* A declaration whose name is at name_tok says `explicit`: 1, or
   `explicit(expr)`, which may be false: 2; else 0. */
static int explicit_specifier(const struct parser *P, uint32_t name_tok)
{
    for (uint32_t i = name_tok; i-- > 0;) {
        unsigned k = P->toks[i].kind;
        if (k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE || k == TK_COLON)
            return 0;
        if (k == TK_EXPLICIT)
            return i + 1 < P->ntoks && P->toks[i + 1].kind == TK_LPAREN ? 2 : 1;
    }
    return 0;
}

/* A conversion function's declaration (its name at `operator`) says
   `explicit` (not `explicit(expr)`, which may be false). */
static bool conversion_is_explicit(const struct parser *P, uint32_t name_tok)
{
    return explicit_specifier(P, name_tok) == 1;
}

/* Conversion function d declared in class cls's body (cd: its
   specifiers, NULL: none): an entity of the class's conversions, with its
   type (`bool () const`) and space, which implicit conversions of the
   class's objects call. Templates and names not read leave the class's
   conversions unsure. */
static void record_conversion(struct parser *P, struct entity *cls, const struct dtor *d, const struct cuda_decl *cd)
{
    uint32_t op = d->name->operator_tok;
    if (!op || d->name->qualified || sema_in_template_head(P->sema)) {
        cls->flags |= EF_CONVERSIONS_UNSURE;
        return;
    }
    for (const struct entity *c = cls->conversions; c; c = c->next)
        if (c->first_offset == P->toks[op].offset)
            return;     /* seen through the other declaration path */
    uint32_t lp = op + 1;
    while (lp < P->ntoks && P->toks[lp].kind != TK_LPAREN && P->toks[lp].kind != TK_SEMI &&
           P->toks[lp].kind != TK_LBRACE)
        lp++;
    uint32_t rp = lp < P->ntoks && P->toks[lp].kind == TK_LPAREN ? bracket_match(P, lp) : NO_MATCH;
    struct type_reader R;
    type_reader_init(&R, &P->view);
    /* a class template's: its parameters read as themselves (whether it
       yields a class is what its operators need to know) */
    R.params_by_name = cls->kind == EK_CLASS_TEMPLATE;
    uint32_t i = op + 1;
    const struct type *to = type_read_specifiers(&R, &i, lp);
    if (to)
        to = type_read_declarator(&R, &i, lp, to);
    if (!to || R.failed || i != lp || rp == NO_MATCH || rp != lp + 1 || type_read_is_auto(to)) {
        cls->flags |= EF_CONVERSIONS_UNSURE;    /* (`operator auto()`: what it yields is its body's) */
        return;
    }
    int cv, ref;
    type_read_function_qualifiers(&P->view, rp, &cv, &ref);
    struct strbuf name;
    sb_init(&name);
    sb_puts(&name, "operator ");
    type_print(&name, to);
    struct entity *e = ARENA_NEW(P->arena, struct entity);
    e->kind = EK_FUNCTION;
    e->name = intern(P->lx->idents, name.data, name.len);
    sb_free(&name);
    e->parent = cls->members;
    e->flags = EF_MEMBER | EF_CONVERSION | (conversion_is_explicit(P, op) ? EF_EXPLICIT_CONVERSIONS : 0);
    e->type = type_function(P->sema->types, to, NULL, 0, false, cv, ref, false);
    e->first_offset = P->toks[op].offset;
    if (cls->kind == EK_CLASS_TEMPLATE && type_mentions_param(to, true)) {
        /* `operator T()`: read again in each specialisation */
        e->type_toks = ARENA_NEW(P->arena, struct type_tokens);
        *e->type_toks = (struct type_tokens){ .spec_first = op + 1, .spec_last = lp - 1, .name = op };
    }
    if (cd) {
        e->exec_space = cuda_space_of(cd);
        cuda_mark_constexpr(e, cd);
    }
    e->next = cls->conversions;
    cls->conversions = e;
}

/* The class declaring conversion function d: built-in operators may apply
   to its objects (only contextual conversions, when all are explicit). */
static void note_conversion(struct parser *P, struct entity *cls, const struct dtor *d, const struct cuda_decl *cd)
{
    if (d->name->operator_tok && conversion_is_explicit(P, d->name->operator_tok))
        cls->flags |= EF_EXPLICIT_CONVERSIONS;
    else
        cls->flags |= EF_HAS_CONVERSIONS;
    if (cls->kind == EK_CLASS || cls->kind == EK_CLASS_TEMPLATE)
        record_conversion(P, cls, d, cd);
    else
        cls->flags |= EF_CONVERSIONS_UNSURE;
}

/* `template <class T> constexpr bool v<T, T> = true;`, `template <> int
   f<int>() {...}`: a specialisation of a variable or function template,
   chained to the template (as a class template's are) so that constant
   evaluation knows the primary template is not the only definition. */
static void note_template_specialization(struct parser *P, const struct dtor *d)
{
    struct entity *t = pa_tok_entity(P, d->name->tok);
    t = t ? entity_resolve(t) : NULL;
    if (!t || (t->kind != EK_VARIABLE_TEMPLATE && t->kind != EK_FUNCTION_TEMPLATE))
        return;
    struct entity *s = ARENA_NEW(P->arena, struct entity);
    s->kind = t->kind == EK_VARIABLE_TEMPLATE ? EK_VARIABLE : EK_FUNCTION;
    s->flags = EF_SPECIALIZATION;
    s->name = t->name;
    s->parent = t->parent;
    s->templ = t;
    s->decl_offset = P->toks[d->name->tok].offset;
    if (d->name->tok + 1 < P->ntoks && P->toks[d->name->tok + 1].kind == TK_LT)
        s->spec_args = d->name->tok + 1;
    s->next_specialization = t->specializations;
    t->specializations = s;
}

static struct entity *declare_dtor(struct parser *P, struct dtor *d, const struct dspec *sp, bool definition)
{
    if (d && d->name && d->name->kind == DN_TEMPLATE_ID && !(sp && (sp->flags & (DS_FRIEND | DS_TYPEDEF))))
        note_template_specialization(P, d);
    if (d && d->name && d->name->kind == DN_OPERATOR && d->name->tok)
        note_unary_address_of(P, d, sp);
    if (d && d->name && d->name->kind == DN_CONVERSION) {
        struct scope *cs = sema_decl_scope(P->sema);
        if (cs->kind == SK_CLASS && cs->owner && !(sp && (sp->flags & DS_FRIEND))) {
            struct cuda_decl cd;
            memset(&cd, 0, sizeof cd);
            if (sp && sp->last_tok >= sp->first_tok)
                cuda_collect(P, sp->first_tok, sp->last_tok, &cd);
            note_conversion(P, cs->owner, d, &cd);
        }
    }
    if (d && d->name && !d->name->qualified && sp && (sp->flags & DS_FRIEND) &&
        (d->name->kind == DN_NAME || d->name->kind == DN_OPERATOR)) {
        /* friends are not found by ordinary lookup, but argument-dependent
           lookup finds them: the class says it has some */
        struct scope *cs = sema_decl_scope(P->sema);
        if (cs->kind == SK_CLASS && cs->owner && d->form == DF_FUNCTION && !record_friend(P, d, sp, cs))
            cs->owner->flags |= EF_HAS_FRIENDS;
        return NULL;
    }
    if (d && d->name && d->name->kind == DN_OPERATOR && d->name->tok && !d->name->qualified &&
        !(sp && (sp->flags & DS_TYPEDEF)))
        return declare_operator(P, d, sp, NULL);
    if (!d || !d->name || d->name->kind != DN_NAME || d->name->qualified)
        return NULL;    /* redeclarations of members, operators, specialisations */
    struct ident *id = tok_ident(P, d->name->tok);
    if (!id)
        return NULL;
    enum entity_kind k = kind_for(P, d, sp);
    if (sp && sp->last_tok >= sp->first_tok && sema_decl_scope(P->sema)->kind == SK_CLASS)
        cuda_record_member_name_uses(P, d->name->tok, sp->first_tok, sp->last_tok);
    struct scope *sc = sema_decl_scope(P->sema);
    if (k == EK_FUNCTION && sc->kind == SK_NAMESPACE)
        redecl_check_function(P, sc, NULL, sp, d->name->tok, definition && !sema_in_template_head(P->sema));
    else if (k == EK_FUNCTION && sc->kind == SK_CLASS)
        redecl_check_member(P, sc, sp, d->name->tok);
    struct entity *e = sema_declare(P->sema, k, id, sc);
    if ((k == EK_FUNCTION || k == EK_FUNCTION_TEMPLATE) && e->kind == k && !e->first_offset)
        e->first_offset = P->toks[d->name->tok].offset;
    if (sc->kind == SK_CLASS && sp && (k == EK_VARIABLE || k == EK_FUNCTION))
        e->flags |= EF_MEMBER | (sp->flags & DS_STATIC ? EF_STATIC : 0) | (sp->flags & DS_MUTABLE ? EF_MUTABLE : 0);
    if (k == EK_TYPEDEF && e->kind == EK_TYPEDEF && e->type_toks && sc->kind != SK_CLASS)
        redecl_check_typedef(P, e, sp, d->name->tok);
    if (k == EK_FUNCTION || k == EK_VARIABLE)
        redecl_note(P, e, sp, d->name->tok);
    if ((k == EK_FUNCTION_TEMPLATE || k == EK_VARIABLE_TEMPLATE) && e->kind == k && sp && sp->last_tok >= sp->first_tok) {
        if (!e->type_toks)      /* (a variable template's type and head: read as a function template's) */
            note_function_template(P, e, sp, d->name->tok);
    }
    if (k == EK_TYPEDEF && e->kind == EK_TYPEDEF && sp && sp->type && !e->target) {
        e->target = sp->type;
        if (!sp->type->name && (sp->type->kind == EK_CLASS || sp->type->kind == EK_ENUM) && d->form == DF_NONE)
            sp->type->name = id;    /* typedef struct { } X; names the class for linkage */
    }
    if (k == EK_TYPEDEF && e->kind == EK_TYPEDEF && sp && !e->type_toks && sp->last_tok >= sp->first_tok) {
        e->type_toks = ARENA_NEW(P->arena, struct type_tokens);
        e->type_toks->spec_first = sp->first_tok;
        e->type_toks->spec_last = sp->last_tok;
        e->type_toks->name = d->name->tok;
    }
    return e;
}

static struct entity *qualified_member(struct entity *qual, const struct ident *id);

/* Is the template head whose `<` is at lt (0: none) `template <>`, an
   explicit specialisation's? */
static bool explicit_specialization_head(const struct parser *P, uint32_t lt)
{
    return lt && lt + 1 < P->ntoks && P->toks[lt + 1].kind == TK_GT;
}

/* An explicit specialisation d declared in space own (0: none written):
   the templates it may specialise (a class template's member, for `B<int>::f`)
   declared in another space are marked, as calls of them may reach it. */
static void mark_specialized_space(struct parser *P, const struct dtor *d, struct entity *e, uint8_t own)
{
    struct ident *id = d->name && (d->name->kind == DN_NAME || d->name->kind == DN_TEMPLATE_ID)
                     ? tok_ident(P, d->name->tok) : NULL;
    if (!own || !id)
        return;
    struct entity *t = e && e->kind == EK_FUNCTION_TEMPLATE ? e
                       : d->name->qualified ? qualified_member(d->name->qual, id) : sema_lookup(P->sema, id);
    for (struct entity *x = t && t->parent && t->name ? scope_find_local(t->parent, t->name) : NULL; x; x = x->next)
        if ((x->kind == EK_FUNCTION_TEMPLATE || (x->kind == EK_FUNCTION && d->name->qualified)) &&
            x->name == t->name && x->exec_space != own)
            x->cuda_marks |= CM_SPECIALIZED_SPACE;
}

/* `__host__ void S::f() {}` of a `__device__ f` (m, the declaration it
   defines, when found): its spaces join the first declaration's, host and
   device, as the reference merges them; a function template's of a plain
   class or namespace likewise, when it is the only one of that name (else
   the calls of those are not checked). A class template's member keeps
   its space in specialisations made after the definition (the reference
   merges it in those made before, which not every use shows): its calls
   are not checked from now on.
   lt: the `<` of the innermost template head (0: none). */
static void join_function_space(struct parser *P, struct entity *qual, struct entity *m, struct ident *id,
                                uint8_t now, uint32_t lt)
{
    if (!now || now == XS_GLOBAL || !qual || explicit_specialization_head(P, lt))
        return;     /* (explicit specialisations: mark_specialized_space) */
    if (m && m->kind == EK_FUNCTION && m->exec_space != XS_GLOBAL && m->exec_space != now) {
        if (qual->kind == EK_CLASS_TEMPLATE)
            m->cuda_marks |= CM_SPECIALIZED_SPACE;
        else if (!lt)
            m->exec_space |= now;
        return;
    }
    if (m || !lt || !id || qual->kind == EK_CLASS_TEMPLATE || !qual->members)
        return;     /* (a class template's member template keeps its space, as the reference's does) */
    int n = 0;
    for (struct entity *x = scope_find_local(qual->members, id); x; x = x->next)
        n += x->name == id;
    for (struct entity *x = scope_find_local(qual->members, id); x; x = x->next)
        if (x->name == id && x->kind == EK_FUNCTION_TEMPLATE && x->exec_space != XS_GLOBAL && x->exec_space != now) {
            if (n == 1)
                x->exec_space |= now;
            else
                x->cuda_marks |= CM_SPECIALIZED_SPACE;
        }
}

/* The CUDA attributes among the specifiers: checked, recorded on e, noted
   for the host TU. Returns what cuda_record_declaration returns. */
static size_t cuda_specifiers_apply(struct parser *P, struct entity *e, const struct dtor *d, const struct dspec *sp,
                                    uint32_t init_first, uint32_t init_last, bool definition)
{
    if (!sp || sp->last_tok < sp->first_tok || !d || !d->name ||
        (d->name->kind != DN_NAME && d->name->kind != DN_TEMPLATE_ID && d->name->kind != DN_OPERATOR &&
         d->name->kind != DN_CONVERSION))
        return 0;   /* constructors and the like have no specifiers of their own here */
    struct cuda_decl cd;
    cuda_collect(P, sp->first_tok, sp->last_tok, &cd);
    cd.has_init = init_first != HF_NONE;
    cd.is_definition = definition;
    cd.for_range = P->for_range_declaration;
    if (d->form == DF_FUNCTION && sema_in_template_head(P->sema))
        cd.template_lt = function_template_head(P, sp->first_tok);
    bool member = sema_decl_scope(P->sema)->kind == SK_CLASS && !(sp->flags & DS_FRIEND);
    if (d->form == DF_FUNCTION && (d->name->kind == DN_NAME || (d->name->kind == DN_OPERATOR && d->name->tok)) &&
        d->name->qualified && d->name->qual) {
        /* `__device__ int S::f(int) {...}`: merged with the member it defines (XS-01) */
        uint32_t lp;
        struct ident *op = d->name->kind == DN_OPERATOR ? operator_ident(P, d->name->tok, &lp) : NULL;
        struct entity *m = d->name->kind == DN_OPERATOR && !op ? NULL
                         : redecl_find_qualified_function(P, d->name->qual, sp, d->name->tok, op);
        if (m && m->parent && m->parent->kind == SK_CLASS)
            cd.inherited_exec = m->exec_space;  /* (`N::f`: its signature merges it in the host TU) */
        join_function_space(P, entity_resolve(d->name->qual), m, op ? op : tok_ident(P, d->name->tok),
                            cuda_space_of(&cd), cd.template_lt);
    }
    if (d->form == DF_FUNCTION && !definition && explicit_specialization_head(P, cd.template_lt))
        mark_specialized_space(P, d, e, cuda_space_of(&cd));    /* `template <> __host__ void f<int>(int);` */
    if (member && e && d->form == DF_FUNCTION && (cd.is_inline || cd.is_constexpr))
        e->flags |= EF_INLINE_MEMBER;
    if (member && d->name->kind == DN_OPERATOR && (cd.is_inline || cd.is_constexpr) && sema_decl_scope(P->sema)->owner)
        sema_decl_scope(P->sema)->owner->flags |= EF_INLINE_SPECIAL;
    cuda_declared(P, e, d, &cd, member);
    return cuda_record_declaration(P, e, d, sp->first_tok, &cd, member, init_first, init_last);
}

/* Is a variable declared at namespace scope without an initializer still a
   definition (`int x;`, not `extern int x;` or `extern "C" int x;`)? */
static bool defines_without_init(struct parser *P, const struct dtor *d, const struct dspec *sp)
{
    if (!d || d->form == DF_FUNCTION || !sp || (sp->flags & (DS_TYPEDEF | DS_FRIEND | DS_EXTERN)) ||
        sema_decl_scope(P->sema)->kind != SK_NAMESPACE)
        return false;
    uint32_t f = sp->first_tok;
    return !(f >= 2 && P->toks[f - 1].kind == TK_STRING_LIT && P->toks[f - 2].kind == TK_EXTERN);
}

/* `void A::m(int x = 3) {}`: the functions of that name the class or
   namespace declares may take default arguments from it, which are not
   read; calls to them are not counted short (qualified_redecl). */
static void mark_in_scope(struct scope *sc, struct ident *id, int depth)
{
    for (struct entity *e = scope_find_local(sc, id); e; e = e->next)
        if (e->name == id && (e->kind == EK_FUNCTION || e->kind == EK_FUNCTION_TEMPLATE))
            e->qualified_redecl = true;
    for (const struct entity *in = sc->inline_namespaces; in && depth < 8; in = in->inline_next)
        if (in->members)
            mark_in_scope(in->members, id, depth + 1);   /* `void N::g` for N's inline V::g */
}

static struct entity *qualifier_entity(struct entity *q);
static struct entity *written_specialization(const struct parser *P, const struct entity *q, uint32_t colon);

static void mark_qualified_redeclaration(struct parser *P, const struct dtor *d)
{
    if (!d || !d->name || d->name->kind != DN_NAME || !d->name->qualified || !d->name->qual ||
        d->form != DF_FUNCTION || d->name->tok >= P->ntoks)
        return;
    struct entity *q = qualifier_entity(d->name->qual);
    struct ident *id = P->toks[d->name->tok].id;
    uint32_t lp = d->name->tok + 1, rp = lp < P->ntoks && P->toks[lp].kind == TK_LPAREN ? bracket_match(P, lp) : NO_MATCH;
    if (!q || !q->members || !id)
        return;
    if (rp != NO_MATCH) {
        /* only a parameter list with a default argument (an `=` outside
           brackets) adds any */
        bool defaults = false;
        for (uint32_t i = lp + 1; i < rp && !defaults; i++) {
            unsigned k = P->toks[i].kind;
            if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE) {
                uint32_t m = bracket_match(P, i);
                if (m == NO_MATCH || m > rp)
                    break;
                i = m;
            } else {
                defaults = k == TK_EQ;
            }
        }
        if (!defaults)
            return;
    }
    mark_in_scope(q->members, id, 0);
}

/* `long S::m(int)`: against the functions the class or namespace declares. */
static void check_qualified_function(struct parser *P, const struct dtor *d, const struct dspec *sp, bool definition)
{
    mark_qualified_redeclaration(P, d);
    if (d && d->name && d->name->kind == DN_NAME && d->name->qualified && d->name->qual &&
        d->form == DF_FUNCTION && !d->derived_after_function && !sema_in_template_head(P->sema) &&
        !(sp && (sp->flags & (DS_TYPEDEF | DS_FRIEND))))
        redecl_check_function(P, NULL, d->name->qual, sp, d->name->tok, definition);
}

/* `extern long x;` after `extern int x;`, `long N::v;` after N's `int v;`:
   against the earlier declarations in the namespace (or the class). */
static bool check_variable_type(struct parser *P, const struct dtor *d, const struct dspec *sp)
{
    if (!d || !d->name || d->name->kind != DN_NAME || d->form == DF_FUNCTION || sema_in_template_head(P->sema) ||
        (sp && (sp->flags & (DS_TYPEDEF | DS_FRIEND))))
        return false;
    struct scope *sc = sema_decl_scope(P->sema);
    if (d->name->qualified) {
        struct entity *q = d->name->qual ? entity_resolve(d->name->qual) : NULL;
        if (!q || !(q->kind == EK_NAMESPACE || (q->kind == EK_CLASS && !q->templ)))
            return false;
        sc = q->members;
    } else if (sc->kind != SK_NAMESPACE) {
        return false;
    }
    return sc && redecl_check_variable(P, sc, sp, d->name->tok);
}

static void constexpr_not_valid(struct parser *P, const struct dspec *sp)
{
    for (uint32_t i = sp->first_tok; i <= sp->last_tok && i < P->ntoks; i++)
        if (P->toks[i].kind == TK_CONSTEXPR) {
            struct diag_arg a = { DA_STR, "constexpr", 0 };
            parser_report(P, DIAG_specifier_not_valid_here, i, &a, 1);
            return;
        }
}

void pa_constexpr_if_open(struct parser *P)
{
    P->constexpr_if++;
}

void pa_constexpr_if_close(struct parser *P)
{
    if (P->constexpr_if > 0)
        P->constexpr_if--;
}

void pa_asm_statement(struct parser *P, uint32_t lp, uint32_t rp)
{
    cuda_asm_statement(P, lp, rp);
}

/* The first storage class among the specifiers [first, last] (0: none) */
static uint32_t storage_class_tok(const struct parser *P, uint32_t first, uint32_t last)
{
    for (uint32_t i = first; i <= last && i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_STATIC || k == TK_EXTERN || k == TK_THREAD_LOCAL || k == TK_THREAD || k == TK_REGISTER ||
            k == TK_MUTABLE)
            return i;
    }
    return 0;
}

void pa_for_range_declared(struct parser *P, struct dtor *d)
{
    const struct dspec *sp = spec_top(P);
    uint32_t sc = sp && sp->last_tok >= sp->first_tok ? storage_class_tok(P, sp->first_tok, sp->last_tok) : 0;
    if (sc)
        parser_report(P, DIAG_storage_class_not_allowed, sc, NULL, 0);
    P->for_range_declaration = true;
    pa_declared(P, d, 1, HF_NONE, HF_NONE);
    P->for_range_declaration = false;
    pa_range_variable(P, d);
}

/* `bool operator==(const S&) const = default;`, or such a definition out
   of its class (`bool S::operator==(const S&) const = default;`, its
   class's one operator of that name): a defaulted comparison is constexpr
   ([dcl.fct.def.default]), which the calling messages say. */
static void defaulted_comparison(struct parser *P, const struct dtor *d, struct entity *e)
{
    uint32_t lp;
    const struct ident *id = operator_ident(P, d->name->tok, &lp);
    if (!id || (strcmp(id->name, "operator==") != 0 && strcmp(id->name, "operator<=>") != 0) ||
        !cuda_defaulted_declarator(P, d->name->tok))
        return;
    if (!e && d->name->qualified && d->name->qual) {
        struct entity *cls = entity_resolve(d->name->qual);
        struct entity *one = NULL;
        int n = 0;
        for (struct entity *m = cls && cls->kind == EK_CLASS && cls->members ? scope_find_local(cls->members, id) : NULL;
             m; m = m->next)
            if (m->name == id && m->kind == EK_FUNCTION)
                one = m, n++;
        e = n == 1 ? one : NULL;
    }
    if (e && e->kind == EK_FUNCTION)
        e->flags |= EF_CONSTEXPR;
}

void pa_declared(struct parser *P, struct dtor *d, int has_init, uint32_t init_first, uint32_t init_last)
{
    P->decl_qualifier = NULL;
    const struct dspec *sp = spec_top(P);
    bool reported = false;
    bool defines = has_init || defines_without_init(P, d, sp);
    if (d && d->name && d->name->kind == DN_NAME && !d->name->qualified && d->form != DF_FUNCTION &&
        !sema_in_template_head(P->sema) && !(sp && (sp->flags & (DS_TYPEDEF | DS_FRIEND | DS_EXTERN))) &&
        tok_ident(P, d->name->tok))
        reported = pa_check_variable_redeclaration(P, tok_ident(P, d->name->tok), d->name->tok, defines);
    if (!reported)
        reported = check_variable_type(P, d, sp);
    if (!reported && defines && d && d->name && d->name->kind == DN_NAME && d->name->qualified &&
        d->form != DF_FUNCTION && !(sp && (sp->flags & (DS_TYPEDEF | DS_FRIEND))))
        reported = redecl_check_qualified_variable(P, d->name->qual, d->name->tok, sp);
    check_qualified_function(P, d, sp, false);
    if (d && d->form == DF_FUNCTION && sema_in_template_head(P->sema))
        tredef_function(P, d, sp, false);
    struct entity *e = declare_dtor(P, d, sp, false);
    if (!has_init) {
        init_first = init_last = HF_NONE;
        if (d && d->name && d->form != DF_FUNCTION && sp && !(sp->flags & (DS_TYPEDEF | DS_EXTERN | DS_FRIEND)) &&
            !d->name->qualified)
            cuda_record_uninitialized_candidate(P, d, sp->first_tok, sp->last_tok, e);
    } else if (init_first != HF_NONE && d && d->form != DF_FUNCTION && sp && !(sp->flags & DS_TYPEDEF)) {
        cuda_record_id_candidate(P, d, sp->first_tok, sp->last_tok);
        cuda_record_lambda_variable(P, d, init_first, init_last);
    }
    cuda_specifiers_apply(P, e, d, sp, init_first, init_last, false);
    if (has_init && d && d->name && d->name->kind == DN_OPERATOR)
        defaulted_comparison(P, d, e);
    if (e && e->kind == EK_FUNCTION && sp) {
        cuda_check_override(P, e, d, sp->first_tok, sp->last_tok);
        struct entity *cls = e->parent && e->parent->kind == SK_CLASS ? e->parent->owner : NULL;
        if (has_init && cls && (cls->kind == EK_CLASS || cls->kind == EK_CLASS_TEMPLATE) &&
            !(cls->flags & EF_DEPENDENT_BASE) && sp->last_tok >= sp->first_tok) {
            /* `__device__ S &operator=(const S &) = default;` */
            struct cuda_decl cd;
            cuda_collect(P, sp->first_tok, sp->last_tok, &cd);
            if (cuda_defaulted_member(P, &cd, d->name->tok, e->name->name, (e->flags & EF_VIRTUAL) != 0))
                e->exec_space = XS_HOST_DEVICE;
        }
    }
    if (e && defines && e->kind == EK_VARIABLE && !reported && !(e->flags & EF_DEFINED))
        e->decl_offset = P->toks[d->name->tok].offset;
    if (e && has_init && e->kind == EK_VARIABLE_TEMPLATE && !reported) {
        /* `template <class T> int v = 1;` twice: one entity for both */
        if (!pa_check_redefinition(P, e, d->name->tok))
            e->decl_offset = P->toks[d->name->tok].offset;
        else if (sp && (sp->flags & DS_CONSTEXPR))
            constexpr_not_valid(P, sp);     /* the reference's second error on such a redefinition */
    }
    if (e && (has_init || (defines && e->kind == EK_VARIABLE)))
        e->flags |= EF_DEFINED;
    if (e && sp && sp->first_tok < P->ntoks && (P->mark[sp->first_tok] & MK_NOT_TEMPLATE))
        e->flags |= EF_ERROR_TYPE;  /* its uses are of the error type: no associated namespaces */
}

/* `union { int a; float b; };`: the members of an anonymous union (or
   struct) are members of the enclosing class, namespace or block. */
static void inject_anonymous_members(struct parser *P, struct entity *cls)
{
    struct scope *from = cls->members, *sc = sema_decl_scope(P->sema);
    if (!from || from == sc)
        return;
    for (uint32_t j = 0; j < from->nslots; j++)
        for (struct entity *x = from->slots[j]; x; x = x->next)
            if (x->name && (x->kind == EK_VARIABLE || x->kind == EK_USING)) {
                struct entity *u = sema_new_entity(P->sema, EK_USING, x->name, sc);
                u->target = x;
            }
}

void pa_simple_declaration(struct parser *P, uint32_t first, uint32_t last, int has_declarators)
{
    const struct dspec *sp = spec_top(P);
    if (sp && !has_declarators && sp->type && sp->type->kind == EK_CLASS && !sp->type->name &&
        sp->last_tok < P->ntoks && P->toks[sp->last_tok].kind == TK_RBRACE)
        inject_anonymous_members(P, sp->type);
    if (sp && sp->first_tok == first && sp->last_tok >= first)
        cuda_record_simple_declaration(P, first, sp->last_tok, last, has_declarators, sp->flags & DS_TYPEDEF);
    pa_spec_pop(P);
}

void pa_declared_variable(struct parser *P, struct dtor *d)
{
    if (!d || !d->name || d->name->kind != DN_NAME || d->name->qualified)
        return;
    struct ident *id = tok_ident(P, d->name->tok);
    if (id)
        sema_new_entity(P->sema, EK_VARIABLE, id, sema_current(P->sema));
}

/* A constructor's or destructor's parameters, after its name at name_tok,
   as a function type returning void (NULL: not read). */
static const struct type *special_parameters(struct parser *P, uint32_t name_tok)
{
    uint32_t lp = name_tok + 1;
    uint32_t rp = lp < P->ntoks && P->toks[lp].kind == TK_LPAREN ? bracket_match(P, lp) : NO_MATCH;
    const struct type *params[TYPE_MAX_ARGS];
    int n = 0;
    bool variadic = false;
    struct type_reader R;
    type_reader_init(&R, &P->view);
    if (rp == NO_MATCH || !type_read_params(&R, lp + 1, rp, params, TYPE_MAX_ARGS, &n, &variadic) || R.failed)
        return NULL;
    return type_function(P->sema->types, type_builtin(P->sema->types, "v"), params, n, variadic, 0, 0, false);
}

/* A constructor or destructor declared in its class: an entity of the
   class's specials, with its parameters' types and its spaces, which
   calls that construct or destroy objects of the class resolve to. */
static void record_special(struct parser *P, const struct dtor *d, const struct cuda_decl *cd)
{
    struct scope *sc = sema_decl_scope(P->sema);
    struct entity *cls = sc->owner;
    if (d && d->name && d->name->kind == DN_CONVERSION && sc->kind == SK_CLASS && cls)
        note_conversion(P, cls, d, cd);
    if (sc->kind != SK_CLASS || !cls || (cls->kind != EK_CLASS && cls->kind != EK_CLASS_TEMPLATE) || !d || !d->name ||
        d->name->qualified ||
        (d->name->kind != DN_CTOR && d->name->kind != DN_DTOR) || !d->name->tok)
        return;
    uint32_t lp = d->name->tok + 1;
    if (lp >= P->ntoks || P->toks[lp].kind != TK_LPAREN) {
        cls->flags |= EF_SPECIALS_UNSURE;   /* `S<T>(...)`, something not read */
        return;
    }
    struct entity *e = ARENA_NEW(P->arena, struct entity);
    e->kind = sema_in_template_head(P->sema) ? EK_FUNCTION_TEMPLATE : EK_FUNCTION;  /* deduction reads its list */
    e->name = tok_ident(P, d->name->tok);
    e->parent = cls->members;
    e->flags = EF_MEMBER | (d->name->kind == DN_CTOR ? EF_CONSTRUCTOR : EF_DESTRUCTOR);
    if (e->kind == EK_FUNCTION_TEMPLATE) {
        /* its one template head, from which calls deduce its arguments */
        uint32_t lt = function_template_head(P, cd && cd->first && cd->last >= cd->first ? cd->first : d->name->tok);
        if (lt) {
            e->heads = ARENA_NEW(P->arena, struct template_heads);
            e->heads->lt[e->heads->n++] = lt;
        }
    }
    if (d->name->kind == DN_CTOR) {
        int x = explicit_specifier(P, d->name->tok);    /* explicit: converts nothing implicitly */
        e->flags |= x == 1 ? EF_EXPLICIT_CONVERSIONS : x == 2 ? EF_CONVERSIONS_UNSURE : 0;
    }
    if (cd) {
        e->exec_space = cuda_space_of(cd);
        cuda_mark_constexpr(e, cd);
    }
    if (cls->kind == EK_CLASS || (d->name->kind == DN_CTOR || !(cls->flags & EF_DEPENDENT_BASE))) {
        /* (a class template's destructor with a dependent base: virtual or not is not known) */
        bool is_virtual = false;
        if (d->name->kind == DN_DTOR) {
            bool declared_virtual = false;
            for (uint32_t i = cd ? cd->first : 1; cd && i <= cd->last && i < P->ntoks; i++)
                declared_virtual |= P->toks[i].kind == TK_VIRTUAL;
            uint32_t at = P->toks[d->name->tok - 1].kind == TK_TILDE ? d->name->tok - 1 : d->name->tok;
            is_virtual = cuda_check_destructor_override(P, cls, e, declared_virtual, at);
        }
        char name[256];
        snprintf(name, sizeof name, "%s%s", d->name->kind == DN_DTOR ? "~" : "", e->name ? e->name->name : "");
        if (cd && cuda_defaulted_member(P, cd, d->name->tok, name, is_virtual))
            e->exec_space = XS_HOST_DEVICE;     /* its annotations ignored: as if declared implicitly */
    }
    e->type = special_parameters(P, d->name->tok);
    if (!e->type)
        e->flags |= EF_TYPE_UNREAD;
    /* where its parameter list is (for default arguments, parser/calls.c) */
    e->type_toks = ARENA_NEW(P->arena, struct type_tokens);
    e->type_toks->spec_first = 1;
    e->type_toks->name = d->name->tok;
    e->next = cls->specials;
    cls->specials = e;
}

void pa_special_specifiers(struct parser *P, uint32_t first, uint32_t last)
{
    struct scope *sc = sema_decl_scope(P->sema);
    if (sc->kind != SK_CLASS || !sc->owner || last < first)
        return;
    struct cuda_decl cd;
    cuda_collect(P, first, last, &cd);
    if (cd.is_inline || cd.is_constexpr)
        sc->owner->flags |= EF_INLINE_SPECIAL;
    cuda_special_declared(P, sc->owner, P->last_special, &cd);
    record_special(P, P->last_special, &cd);
    P->last_special = NULL;
}

void pa_special_member(struct parser *P)
{
    record_special(P, P->last_special, NULL);
    P->last_special = NULL;
}

void pa_special_declared(struct parser *P, struct dtor *d)
{
    P->last_special = d;    /* its specifiers come to pa_special_specifiers next */
}

/* ---- functions ---- */

/* What a declarator's qualifier names, through typedefs of a class
   (`void AccumT::add(float v) {...}` with `typedef Accum AccumT;`) */
static struct entity *qualifier_entity(struct entity *q)
{
    q = entity_resolve(q);
    for (int guard = 0; q && q->kind == EK_TYPEDEF && q->target && guard < 8; guard++)
        q = entity_resolve(q->target);
    return q;
}

/* Scopes pushed for one function definition, popped at its end. */
static void fn_push_count(struct parser *P, int n)
{
    if (P->nfn < PARSER_SPEC_DEPTH)
        P->fn_pushed[P->nfn] = n;
    P->nfn++;
}

/* Enter the scopes of a qualifying class or namespace (outermost first) that
   are not already active, so a member definition's body finds the members. */
/* Do the template argument lists at a and b (their `<`) have the same
   tokens? */
static bool same_argument_tokens(const struct parser *P, uint32_t a, uint32_t b)
{
    uint32_t ea = bracket_match(P, a), eb = bracket_match(P, b);
    if (ea == NO_MATCH || eb == NO_MATCH || ea - a != eb - b)
        return false;
    for (uint32_t i = 0; i <= ea - a; i++) {
        const struct token *x = &P->toks[a + i], *y = &P->toks[b + i];
        if (x->kind != y->kind || x->len != y->len ||
            memcmp(P->lx->buf + x->offset, P->lx->buf + y->offset, x->len) != 0)
            return false;
    }
    return true;
}

/* The specialisation of template q whose arguments are written as those
   of the qualifier whose `::` is at colon (`E<int>::f`), or NULL. */
static struct entity *written_specialization(const struct parser *P, const struct entity *q, uint32_t colon)
{
    if (colon == 0 || colon >= P->ntoks || P->toks[colon].kind != TK_COLONCOLON || colon < 1)
        return NULL;
    if (P->toks[colon - 1].kind == TK_IDENT && P->ent[colon - 1] && P->ent[colon - 1]->kind == EK_TYPEDEF) {
        /* `typedef E<int, int> cls; void cls::g() {...}`: the explicit
           specialisation the typedef's specialisation takes */
        struct type_reader R;
        type_reader_init(&R, &P->view);
        const struct type *t = type_read_typedef(&R, P->ent[colon - 1]);
        const struct scope *sc = t && t->canon->kind == TY_TEMPLATE_ID && t->canon->ent == q ?
                                 type_read_definition(&P->view, t->canon) : NULL;
        return sc && sc->owner && sc->owner->kind == EK_CLASS && (sc->owner->flags & EF_SPECIALIZATION) ?
               sc->owner : NULL;
    }
    if (P->toks[colon - 1].kind != TK_GT)
        return NULL;
    uint32_t lt = bracket_match(P, colon - 1);
    if (lt == NO_MATCH)
        return NULL;
    for (struct entity *sp = q->specializations; sp; sp = sp->next_specialization)
        if (sp->spec_args && sp->members && same_argument_tokens(P, lt, sp->spec_args))
            return sp;
    return NULL;
}

static int push_qualifier_scopes(struct parser *P, struct entity *q, uint32_t colon)
{
    struct scope *chain[64];
    int n = 0;
    /* `int X<int>::g() {...}` defines a member of the specialisation whose
       arguments are written so: its scopes, not the template's (an
       explicit specialisation's are no template's) */
    struct entity *written = q && q->kind == EK_CLASS_TEMPLATE ? written_specialization(P, q, colon) : NULL;
    /* under `template <>` (`template <> int X<int>::g() {...}`: an explicit
       specialisation of a member) the template's parameters are not entered:
       the body is no template */
    bool explicit_head = false;
    for (int i = P->sema->depth - 1; i >= 0 && !explicit_head; i--)
        if (P->sema->stack[i]->kind == SK_TEMPLATE_PARAMS) {
            explicit_head = P->sema->stack[i]->tp_known && P->sema->stack[i]->tp_count == 0;
            break;
        }
    for (struct scope *sc = written ? written->members : q ? q->members : NULL; sc && n < 64; sc = sc->parent) {
        if (explicit_head && !written && sc->kind == SK_TEMPLATE_PARAMS)
            continue;
        bool active = false;
        for (int i = 0; i < P->sema->depth; i++)
            if (P->sema->stack[i] == sc)
                active = true;
        if (active)
            break;
        chain[n++] = sc;
    }
    for (int i = n - 1; i >= 0; i--)
        sema_push(P->sema, chain[i]);
    /* `X<bool, A>::f() {...}` may define a member of a specialisation: its
       members are visible too (which one is meant is not worked out) */
    if (q && q->kind == EK_CLASS_TEMPLATE && !written) {
        int k = 0;
        for (struct entity *sp = q->specializations; sp && k < 8; sp = sp->next_specialization, k++) {
            sema_push(P->sema, sp->members);
            n++;
        }
    }
    return n;
}

static void function_open(struct parser *P, struct dtor *d, size_t fact, struct lambda_parent *lp);
static struct lambda_parent *lambda_parent_new(struct parser *P, struct dtor *d, const struct dspec *sp,
                                               const struct entity *e, bool special);

/* `Q::id`'s entity (Q a namespace or class), NULL when not found */
static struct entity *qualified_member(struct entity *q, const struct ident *id)
{
    q = q ? entity_class(q) : NULL;
    return q && q->members ? lookup_in_scope(q->members, id) : NULL;
}

/* The space every function template of e's name in e's scope has, -1
   when they differ or there is none: an explicit specialisation of that
   name takes its primary's. */
static int function_templates_space(struct entity *e)
{
    e = e ? entity_resolve(e) : NULL;
    if (!e || !e->parent || !e->name)
        return -1;
    int space = -1;
    for (struct entity *x = scope_find_local(e->parent, e->name); x; x = x->next) {
        struct entity *r = entity_resolve(x);
        if (!r || r->kind != EK_FUNCTION_TEMPLATE)
            continue;
        if (space >= 0 && space != r->exec_space)
            return -1;
        space = r->exec_space;
    }
    return space;
}

void pa_function_open(struct parser *P, struct dtor *d)
{
    struct dspec *sp = spec_top(P);
    if (!P->cached_pending && sp)
        cuda_record_id_candidate(P, d, sp->first_tok, sp->last_tok);
    check_qualified_function(P, d, sp, true);
    if (sema_in_template_head(P->sema))
        tredef_function(P, d, sp, true);
    struct entity *e = declare_dtor(P, d, sp, true);
    if (e && sema_decl_scope(P->sema)->kind == SK_CLASS)
        e->flags |= EF_INLINE_MEMBER;   /* defined in its class */
    if (e && !(e->flags & EF_DEFINED) && d->name)
        e->decl_offset = P->toks[d->name->tok].offset;     /* where a second definition points */
    if (e)
        e->flags |= EF_DEFINED;
    pa_check_template_body_closed(P, d);
    struct lambda_parent *lp = lambda_parent_new(P, d, sp, e, false);
    lp->ent = e;
    if (sp && sp->last_tok >= sp->first_tok) {
        struct cuda_decl cd;
        cuda_collect(P, sp->first_tok, sp->last_tok, &cd);
        lp->space = cuda_space_of(&cd);
    }
    uint8_t own_space = lp->space;
    bool found = false;
    if (d && d->name && d->name->qualified && d->name->qual && d->form == DF_FUNCTION && d->name->kind == DN_NAME) {
        /* (`int X<int>::g() {...}`: declared in the specialisation written so) */
        struct entity *q = qualifier_entity(d->name->qual);
        struct entity *written = q && q->kind == EK_CLASS_TEMPLATE ? written_specialization(P, q, d->name->tok - 1)
                                                                   : NULL;
        struct entity *m = redecl_find_member_function(P, written ? written : d->name->qual, sp, d->name->tok);
        if (m) {
            lp->space |= m->exec_space;
            lp->member = m;
            found = true;
        }
    }
    /* a qualified name's earlier declaration not found, or an explicit
       specialisation (its primary's space): the body's space is not sure */
    uint32_t lt = sp && sema_in_template_head(P->sema) ? function_template_head(P, sp->first_tok) : 0;
    bool explicit_spec = explicit_specialization_head(P, lt);
    bool primary_space = false;
    if (explicit_spec && d && d->name && (d->name->kind == DN_NAME || d->name->kind == DN_TEMPLATE_ID)) {
        /* `template <> int f<float>(float)`: the space of the templates
           named f, when they all have one (the primary's is taken) */
        struct ident *id = tok_ident(P, d->name->tok);
        struct entity *t = e && e->kind == EK_FUNCTION_TEMPLATE ? e
                           : !id ? NULL
                           : d->name->qualified ? qualified_member(d->name->qual, id)
                                                : sema_lookup(P->sema, id);
        int space = function_templates_space(t);
        if (space >= 0) {
            lp->space |= (uint8_t)space;
            primary_space = found = true;
        } else if (found && lp->member && lp->member->kind == EK_FUNCTION && d->name->qualified) {
            primary_space = true;   /* `template <> int X<int>::g()`: the member's declared space */
        }
        /* `template <> __host__ int dv<int>(int)` of a __device__ template:
           which space a call of the template reaches is not sure */
        for (struct entity *x = own_space && t && t->parent && t->name ? scope_find_local(t->parent, t->name) : NULL;
             x; x = x->next)
            if (x->kind == EK_FUNCTION_TEMPLATE && x->exec_space != own_space)
                x->cuda_marks |= CM_SPECIALIZED_SPACE;
        if (own_space && lp->member && lp->member->kind == EK_FUNCTION && lp->member->exec_space != own_space)
            lp->member->cuda_marks |= CM_SPECIALIZED_SPACE;    /* `template <> __host__ int C<int>::m()` */
    }
    if ((d && d->name && d->name->qualified && !found) || (explicit_spec && !primary_space))
        lp->space_unsure = true;
    size_t fact = cuda_specifiers_apply(P, e, d, sp, HF_NONE, HF_NONE, true);
    if (e && e->kind == EK_FUNCTION && sp)
        cuda_check_override(P, e, d, sp->first_tok, sp->last_tok);
    function_open(P, d, fact, lp);
}

/* May the special member x be the one a definition of n parameters (a
   destructor's when dtor) defines: a destructor, or a constructor of that
   kind (template or not) and count, or whose parameters were not read? */
static bool special_may_define(const struct entity *x, bool dtor, enum entity_kind kind, int n)
{
    if (dtor)
        return (x->flags & EF_DESTRUCTOR) != 0;
    return (x->flags & EF_CONSTRUCTOR) && x->kind == kind &&
           (!x->type || (x->flags & EF_TYPE_UNREAD) || x->type->canon->nargs == n);
}

/* `__host__ S::S() {}` of a constructor (or destructor) declared
   `__device__` in S: the declaration with those parameters (else the one
   of that many) takes the definition's space too, as the reference merges
   them; a plain class's constructor template likewise. A class template's
   keeps its space in specialisations made after (the reference merges it
   in those made before, which `sizeof`, a member, an explicit
   instantiation or another template's instantiation may make): calls
   from now on are not checked, as the template's are for an explicit
   specialisation (`template <> __host__
   S<int>::S() {}`): which one they reach is not sure. lt: the `<` of the
   definition's innermost template head (0: none). */
static void join_special_space(struct parser *P, struct entity *cls, const struct dtor *d, uint8_t now, uint32_t lt)
{
    if (!cls || (cls->kind != EK_CLASS && cls->kind != EK_CLASS_TEMPLATE) || !now || now == XS_GLOBAL)
        return;
    bool explicit_specialization = explicit_specialization_head(P, lt);
    bool unchecked = explicit_specialization || cls->kind == EK_CLASS_TEMPLATE;
    if (d->name->kind == DN_CONVERSION && cls->conversions && !cls->conversions->next && !explicit_specialization) {
        struct entity *f = cls->conversions;    /* the class's one conversion function */
        if (f->exec_space != XS_GLOBAL && unchecked)
            f->cuda_marks |= CM_SPECIALIZED_SPACE;
        else if (f->exec_space != XS_GLOBAL)
            f->exec_space |= now;
        return;
    }
    if (d->name->kind != DN_CTOR && d->name->kind != DN_DTOR)
        return;
    bool dtor = d->name->kind == DN_DTOR;
    enum entity_kind kind = lt && !unchecked ? EK_FUNCTION_TEMPLATE : EK_FUNCTION;
    const struct type *sig = dtor ? NULL : special_parameters(P, d->name->tok);
    int n = 0;
    for (const struct pnode *p = d->params ? d->params->first : NULL; p; p = p->next)
        n++;
    struct entity *found = NULL;
    int several = 0;    /* of that many parameters, when none has those */
    for (struct entity *x = cls->specials; x; x = x->next) {
        if (!special_may_define(x, dtor, kind, n))
            continue;
        if (!dtor && sig && x->type && !(x->flags & EF_TYPE_UNREAD) && type_same_signature(x->type, sig)) {
            found = x;
            several = 0;
            break;
        }
        several += found != NULL;
        found = found ? found : x;
    }
    for (struct entity *x = several ? cls->specials : found; x; x = several ? x->next : NULL) {
        if (!special_may_define(x, dtor, kind, n) || x->exec_space == XS_GLOBAL || x->exec_space == now)
            continue;
        if (unchecked || several)
            x->cuda_marks |= CM_SPECIALIZED_SPACE;
        else
            x->exec_space |= now;
    }
}

/* Constructors and destructors: their CUDA attributes are in the
   non-type specifiers [first, last] before them (HF_NONE: none). */
void pa_special_open(struct parser *P, struct dtor *d, uint32_t first, uint32_t last)
{
    size_t fact = 0;
    if (!P->cached_pending)
        cuda_record_id_candidate(P, d, first, last);
    /* `B::B(int) {...}` takes the space B's declaration of it has (XS-01) */
    uint8_t inherited = d && d->name && d->name->qualified && d->name->qual
                      ? cuda_special_space(P, entity_resolve(d->name->qual), d) : XS_NONE;
    if (d && d->name && ((first != HF_NONE && last >= first) || inherited)) {
        struct cuda_decl cd;
        memset(&cd, 0, sizeof cd);
        if (first != HF_NONE && last >= first)
            cuda_collect(P, first, last, &cd);
        bool specifiers = first != HF_NONE && last >= first;  /* (none: no space of its own to join) */
        uint32_t lt = specifiers && sema_in_template_head(P->sema) ? function_template_head(P, first) : 0;
        if (specifiers && d->name->qualified && d->name->qual)
            join_special_space(P, entity_resolve(d->name->qual), d, cuda_space_of(&cd), lt);
        cd.inherited_exec = inherited;
        bool member = sema_decl_scope(P->sema)->kind == SK_CLASS;
        fact = cuda_record_declaration(P, NULL, d, first, &cd, member, HF_NONE, HF_NONE);
    }
    {
        struct cuda_decl cd;
        memset(&cd, 0, sizeof cd);
        if (first != HF_NONE && last >= first)
            cuda_collect(P, first, last, &cd);
        record_special(P, d, &cd);      /* when defined in its class */
    }
    struct lambda_parent *lp = lambda_parent_new(P, d, NULL, NULL, true);
    if (first != HF_NONE && last >= first) {
        struct cuda_decl cd;
        cuda_collect(P, first, last, &cd);
        lp->space = cuda_space_of(&cd);
    }
    lp->space |= inherited;
    if (d && d->name && d->name->qualified && d->name->kind == DN_CONVERSION)
        lp->space_unsure = true;    /* `S::operator int() {}`: the member's space is not looked up */
    function_open(P, d, fact, lp);
}

void pa_declare_parameters(struct parser *P, const struct plist *params, struct scope *fs)
{
    for (struct pnode *n = params ? params->first : NULL; n; n = n->next) {
        struct ident *id = n->name && n->name->kind == DN_NAME ? tok_ident(P, n->name->tok) : NULL;
        if (id) {
            struct entity *pe = sema_new_entity(P->sema, EK_PARAMETER, id, fs);
            struct dspec ps = { .first_tok = n->name->spec_first, .last_tok = n->name->spec_last };
            redecl_note(P, pe, &ps, n->name->tok);     /* its type, read when needed */
        }
    }
}

/* Is the return type in the specifiers [first, last] deduced: `auto` or
   `decltype(auto)` (outside parentheses but those of decltype(auto))? */
static bool specifiers_deduce(const struct parser *P, uint32_t first, uint32_t last)
{
    int depth = 0;
    for (uint32_t i = first; i <= last && i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN)
            depth++;
        else if (k == TK_RPAREN)
            depth--;
        else if (k == TK_AUTO && (depth == 0 || (depth == 1 && i >= 2 && P->toks[i - 1].kind == TK_LPAREN &&
                                                 P->toks[i - 2].kind == TK_DECLTYPE)))
            return true;
    }
    return false;
}

/* What an extended lambda in the body of the function d names in its tag,
   and what its restrictions ask of the function. */
static struct lambda_parent *lambda_parent_new(struct parser *P, struct dtor *d, const struct dspec *sp,
                                               const struct entity *e, bool special)
{
    struct lambda_parent *lp = ARENA_NEW(P->arena, struct lambda_parent);
    lp->d = d;
    lp->spec_first = sp ? sp->first_tok : 1;
    lp->spec_last = sp ? sp->last_tok : 0;
    struct scope *sc = sema_decl_scope(P->sema);
    lp->ns = sc;
    lp->cls = sc->kind == SK_CLASS ? sc->owner : NULL;
    lp->special = special;
    if (special) {
        lp->member_of = lp->cls;
        lp->nonpublic = lp->cls && sc->nonpublic;
    } else if (e && !(sp && (sp->flags & DS_FRIEND)) && e->parent && e->parent->kind == SK_CLASS) {
        lp->member_of = e->parent->owner;
        lp->nonpublic = ((e->redecl ? e->redecl : e)->flags & EF_NONPUBLIC) != 0;
    } else if (!e && d && d->name && d->name->qualified && d->name->qual && !(sp && (sp->flags & DS_FRIEND))) {
        /* `void C::f() {...}`: a member defined outside its class, private
           when every member of that name is */
        struct entity *q = qualifier_entity(d->name->qual);
        if (q && (q->kind == EK_CLASS || q->kind == EK_CLASS_TEMPLATE) && q->members) {
            lp->member_of = q;
            struct ident *id = d->name->kind == DN_NAME ? tok_ident(P, d->name->tok) : NULL;
            struct entity *m = id ? scope_find_local(q->members, id) : NULL;
            lp->nonpublic = m != NULL;
            for (; m; m = m->next)
                if (m->name == id && !(m->flags & EF_NONPUBLIC))
                    lp->nonpublic = false;
        }
    }
    if (sp && d && !d->trailing_return)     /* (not yet: `operator auto()`) */
        lp->deduced = specifiers_deduce(P, sp->first_tok, sp->last_tok);
    lp->this_class = lp->member_of;
    bool friend_decl = sp && (sp->flags & DS_FRIEND);
    if (!lp->this_class && lp->cls && !friend_decl)
        lp->this_class = lp->cls;   /* operators and conversions defined in their class */
    if (!lp->this_class && !friend_decl && d && d->name && d->name->qualified && d->name->qual) {
        struct entity *q = qualifier_entity(d->name->qual);
        if (q && q->kind == EK_CLASS)
            lp->this_class = q;     /* `S::S() {...}`, `S &S::operator=(...) {...}` */
    }
    uint32_t name = d && d->name ? d->name->tok : 0;
    if (lp->this_class && lp->this_class->kind == EK_CLASS_TEMPLATE && d->name->qualified && name >= 3 &&
        P->toks[name - 1].kind == TK_COLONCOLON && P->toks[name - 2].kind == TK_GT &&
        bracket_match(P, name - 2) != NO_MATCH && bracket_match(P, name - 2) >= 1) {
        /* `X<int>::g() {...}`: `this` points to X<int> */
        struct type_reader R;
        type_reader_init(&R, &P->view);
        uint32_t i = bracket_match(P, name - 2) - 1;
        const struct type *t = type_read_specifiers(&R, &i, name - 1);
        if (t && !R.failed && i == name - 1 && t->canon->kind == TY_TEMPLATE_ID && t->canon->ent == lp->this_class &&
            !type_mentions_param(t, true))
            lp->this_type = t->canon;
    }
    return lp;
}

static void function_open(struct parser *P, struct dtor *d, size_t fact, struct lambda_parent *lp)
{
    if (fact && fact <= P->root->facts.n)
        lp->exec = P->root->facts.v[fact - 1].exec;
    if (P->nfn < PARSER_SPEC_DEPTH) {
        P->fn_fact[P->nfn] = fact;
        P->fn_parent[P->nfn] = lp;
    }
    if (P->cached_pending) {
        /* the body was skipped (a member inside its class): parsed later */
        if (d && d->form == DF_FUNCTION)
            P->cached[P->cached_pending - 1].params = d->params;
        P->cached[P->cached_pending - 1].parent = lp;
        P->cached_pending = 0;
        fn_push_count(P, 0);
        return;
    }
    lp->outer_constexpr_if = P->constexpr_if;
    P->constexpr_if = 0;
    P->decl_qualifier = NULL;   /* the body enters the qualifier's scopes itself */
    int pushed = 0;
    if (d && d->name && d->name->qualified && d->name->qual)
        pushed += push_qualifier_scopes(P, qualifier_entity(d->name->qual), d->name->tok - 1);
    struct scope *fs = scope_new(P->arena, SK_FUNCTION_PARAMS, NULL, sema_current(P->sema));
    sema_push(P->sema, fs);
    pushed++;
    if (d && d->form == DF_FUNCTION)
        pa_declare_parameters(P, d->params, fs);
    fn_push_count(P, pushed);
}

void pa_function_close(struct parser *P, uint32_t body_first, uint32_t body_last)
{
    if (P->nfn <= 0)
        return;
    P->nfn--;
    if (P->nfn < PARSER_SPEC_DEPTH) {
        cuda_record_body(P, P->fn_fact[P->nfn], body_first, body_last);
        if (P->fn_parent[P->nfn])
            P->constexpr_if = P->fn_parent[P->nfn]->outer_constexpr_if;
    }
    int n = P->nfn < PARSER_SPEC_DEPTH ? P->fn_pushed[P->nfn] : 1;
    while (n-- > 0)
        sema_pop(P->sema);
}

/* ---- namespaces ---- */

static void ns_count(struct parser *P, int n, bool add)
{
    if (add && P->nns > 0) {
        if (P->nns <= PARSER_SPEC_DEPTH)
            P->ns_pushed[P->nns - 1] += n;
        return;
    }
    if (P->nns < PARSER_SPEC_DEPTH)
        P->ns_pushed[P->nns] = n;
    P->nns++;
}

void pa_namespace_open(struct parser *P, uint32_t name_tok, int is_inline)
{
    sema_enter_namespace(P->sema, tok_ident(P, name_tok), is_inline);
    ns_count(P, 1, false);
}

void pa_nested_namespace(struct parser *P, uint32_t first_tok, uint32_t name_tok, int is_inline)
{
    if (first_tok) {
        sema_enter_namespace(P->sema, tok_ident(P, first_tok), false);
        ns_count(P, 1, false);
    }
    sema_enter_namespace(P->sema, tok_ident(P, name_tok), is_inline);
    ns_count(P, 1, true);
}

void pa_namespace_close(struct parser *P)
{
    if (P->nns <= 0)
        return;
    P->nns--;
    int n = P->nns < PARSER_SPEC_DEPTH ? P->ns_pushed[P->nns] : 1;
    while (n-- > 0)
        sema_pop(P->sema);
}

void pa_namespace_alias(struct parser *P, uint32_t name_tok, uint32_t target_tok)
{
    struct ident *id = tok_ident(P, name_tok);
    if (!id)
        return;
    struct entity *target = pa_tok_entity(P, target_tok);
    if (pa_check_namespace_alias(P, id, target, name_tok))
        return;
    struct entity *e = sema_new_entity(P->sema, EK_NAMESPACE_ALIAS, id, sema_decl_scope(P->sema));
    e->target = target;
}

void pa_using_directive(struct parser *P, uint32_t ns_tok)
{
    struct entity *ns = entity_resolve(pa_tok_entity(P, ns_tok));
    if (ns && ns->kind == EK_NAMESPACE)
        scope_add_using_directive(P->arena, sema_decl_scope(P->sema), ns);
}

/* `using B::B;`, `using std::vector<int>::vector;`: the name is that of a
   class in its own qualifier, so the declaration inherits constructors */
static bool inherits_constructors(struct parser *P, uint32_t name_tok, const struct ident *id)
{
    for (uint32_t i = name_tok; i > 0 && name_tok - i < 64;) {
        unsigned k = P->toks[--i].kind;
        if (k == TK_USING || k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE)
            return false;
        if (k == TK_IDENT && P->toks[i].id == id)
            return true;
    }
    return false;
}

void pa_using_decl(struct parser *P, uint32_t name_tok, int is_typename)
{
    struct ident *id = tok_ident(P, name_tok);
    struct entity *target = pa_tok_entity(P, name_tok);
    struct scope *sc = sema_decl_scope(P->sema);
    if (name_tok < P->ntoks && P->toks[name_tok].kind == TK_OPERATOR && sc->kind == SK_CLASS && sc->owner)
        sc->owner->flags |= EF_USING_OPERATOR;   /* `using B::operator();`: not recorded */
    if (name_tok < P->ntoks && P->toks[name_tok].kind == TK_OPERATOR)
        return;
    if (id && sc->kind == SK_CLASS && sc->owner && inherits_constructors(P, name_tok, id))
        sc->owner->flags |= EF_SPECIALS_UNSURE;     /* its constructors include the base's */
    if (!id || (target && entity_resolve(target)->parent == sc))
        return;     /* already visible here (inheriting constructors) */
    if (!target && is_typename) {
        /* `using typename Base::type;` from a dependent base: a type */
        sema_new_entity(P->sema, EK_TYPEDEF, id, sc);
        return;
    }
    if (!target) {
        /* `using Base<T>::x;`: x is known here, what it is comes with T
           (not `using Base::Base;`, which inherits constructors) */
        bool inheriting = name_tok >= 2 && P->toks[name_tok - 1].kind == TK_COLONCOLON &&
                          P->toks[name_tok - 2].id == id;
        if (!inheriting && !scope_find_local(sc, id))
            sema_new_entity(P->sema, EK_USING, id, sc);
        return;
    }
    struct entity *e = sema_new_entity(P->sema, EK_USING, id, sc);
    e->target = target;
    e->decl_offset = P->toks[name_tok].offset;  /* it brings what is declared before it */
}

/* `using enum E;`: E's enumerators become visible here, as if each had a
   using-declaration. */
void pa_using_enum(struct parser *P, uint32_t name_tok)
{
    struct entity *en = entity_resolve(pa_tok_entity(P, name_tok));
    if (!en || en->kind != EK_ENUM || !en->members)
        return;
    struct scope *from = en->members, *sc = sema_decl_scope(P->sema);
    for (uint32_t j = 0; j < from->nslots; j++)
        for (struct entity *x = from->slots[j]; x; x = x->next)
            if (x->kind == EK_ENUMERATOR && x->name) {
                struct entity *u = sema_new_entity(P->sema, EK_USING, x->name, sc);
                u->target = x;
            }
}

void pa_alias_decl(struct parser *P, uint32_t name_tok, struct entity *target, uint32_t first, uint32_t last)
{
    struct ident *id = tok_ident(P, name_tok);
    if (!id)
        return;
    struct entity *e = sema_declare(P->sema, sema_in_template_head(P->sema) ? EK_ALIAS_TEMPLATE : EK_TYPEDEF,
                                    id, sema_decl_scope(P->sema));
    if (e->kind != EK_CLASS && e->kind != EK_ENUM && !e->target && target != e)
        e->target = target;
    if (last >= first && first)
        cuda_record_member_name_uses(P, name_tok, first, last);
    if (e->kind == EK_ALIAS_TEMPLATE)
        tredef_alias(P, e, name_tok, first, last);
    if (e->kind == EK_TYPEDEF && !e->type_toks && last >= first && first) {
        e->type_toks = ARENA_NEW(P->arena, struct type_tokens);
        e->type_toks->spec_first = first;
        e->type_toks->spec_last = last;
        e->type_toks->name = 0;
    }
}

/* ---- classes ---- */

/* `private:`, `protected:`, `public:` in a class body */
void pa_access_specifier(struct parser *P, uint32_t tok)
{
    struct scope *sc = sema_decl_scope(P->sema);
    if (sc->kind == SK_CLASS)
        sc->nonpublic = P->toks[tok].kind != TK_PUBLIC;
}

void pa_class_key(struct parser *P, int key)
{
    P->pending_class_key = key;
}

static struct entity *find_class_in_chain(struct entity *e, bool want_enum)
{
    for (; e; e = e->next) {
        struct entity *r = entity_resolve(e);
        if (!r)
            continue;
        if (want_enum ? r->kind == EK_ENUM : (r->kind == EK_CLASS || r->kind == EK_CLASS_TEMPLATE))
            return r;
        if (r->kind == EK_TYPEDEF && r->target && !want_enum)
            return r->target;
    }
    return NULL;
}

static struct entity *new_class(struct parser *P, struct ident *id, struct scope *sc, bool templ)
{
    struct entity *c = sema_new_entity(P->sema, templ ? EK_CLASS_TEMPLATE : EK_CLASS, id, sc);
    c->class_key = (uint8_t)P->pending_class_key;
    c->members = scope_new(P->arena, SK_CLASS, c, sema_current(P->sema));
    c->nparams = -1;
    return c;
}

/* A class template's parameter list as this declaration shows it: the
   count, and the fewest required of all its declarations (defaults may be
   given on any one of them). */
/* The `<` of the template head of a class template declared with its
   name at name_tok: back over attributes and the class key to the `>`. */
static uint32_t class_template_head(struct parser *P, uint32_t name_tok)
{
    uint32_t i = name_tok;
    while (i > 2) {
        unsigned k = P->toks[i - 1].kind;
        if (k == TK_RPAREN || k == TK_RBRACKET) {
            int depth = 0;
            uint32_t j = i - 1;
            for (; j > 0; j--) {
                unsigned kj = P->toks[j].kind;
                depth += (kj == TK_RPAREN || kj == TK_RBRACKET) ? 1 : (kj == TK_LPAREN || kj == TK_LBRACKET) ? -1 : 0;
                if (depth == 0)
                    break;
            }
            i = j;
            if (i > 0 && (P->toks[i - 1].kind == TK_ATTRIBUTE || P->toks[i - 1].kind == TK_ALIGNAS))
                i--;
            continue;
        }
        if (k == TK_LBRACKET)
            i--;
        else if (k == TK_STRUCT || k == TK_CLASS || k == TK_UNION)
            i--;
        else
            break;
    }
    if (i == 0 || P->toks[i - 1].kind != TK_GT)
        return 0;
    int depth = 0;
    for (uint32_t j = i - 1; j > 0; j--) {
        unsigned k = P->toks[j].kind;
        depth += k == TK_GT ? 1 : k == TK_LT ? -1 : 0;
        if (depth == 0)
            return P->toks[j - 1].kind == TK_TEMPLATE ? j : 0;
    }
    return 0;
}

static void note_template_head(struct parser *P, struct entity *c, uint32_t name_tok)
{
    if (!c->heads)
        c->heads = ARENA_NEW(P->arena, struct template_heads);
    uint32_t lt = name_tok ? class_template_head(P, name_tok) : 0;
    if (lt && c->heads->n < 4)
        c->heads->lt[c->heads->n++] = lt;
}

static void note_template_params(struct entity *c, const struct scope *tp)
{
    if (c->nparams == -2)
        return;     /* declarations we could not follow: not checked */
    if (tp->kind != SK_TEMPLATE_PARAMS || !tp->tp_known || (c->nparams >= 0 && c->nparams != tp->tp_count)) {
        c->nparams = -2;
        return;
    }
    if (c->nparams < 0) {
        c->nparams = tp->tp_count;
        c->nrequired = tp->tp_required;
        c->variadic = tp->tp_variadic;
    } else if (tp->tp_required < c->nrequired) {
        c->nrequired = tp->tp_required;
    }
}

/* The class a head names. form: 0 name, 1 qualified name, 2 template-id,
   3 qualified template-id (a specialisation), name_tok 0: unnamed. */
static struct entity *head_class(struct parser *P, int key, uint32_t name_tok, struct entity *qual, int form)
{
    bool templ = sema_in_template_head(P->sema);
    struct ident *id = tok_ident(P, name_tok);
    struct entity *c = NULL;
    P->pending_class_key = key;
    if (!name_tok) {
        c = new_class(P, NULL, sema_decl_scope(P->sema), false);
    } else if (form >= 2) {
        /* a specialisation: a class of its own, named but not bound */
        struct entity *t = entity_resolve(pa_tok_entity(P, name_tok));
        c = new_class(P, NULL, sema_decl_scope(P->sema), false);
        c->name = id;
        c->flags |= EF_SPECIALIZATION;
        if (name_tok + 1 < P->ntoks && P->toks[name_tok + 1].kind == TK_LT)
            c->spec_args = name_tok + 1;
        if (t && t->kind == EK_CLASS_TEMPLATE) {
            c->templ = t;
            c->next_specialization = t->specializations;
            t->specializations = c;
        }
    } else if (form == 1) {
        struct entity *q = entity_resolve(qual);
        struct entity *found = q && q->members && id ? find_class_in_chain(scope_find_local(q->members, id), false) : NULL;
        c = found ? found : new_class(P, id, q && q->members ? q->members : sema_decl_scope(P->sema), templ);
    } else {
        struct scope *sc = sema_decl_scope(P->sema);
        struct entity *found = id ? find_class_in_chain(scope_find_local(sc, id), false) : NULL;
        c = found ? found : new_class(P, id, sc, templ);
    }
    if (!c->members)
        c->members = scope_new(P->arena, SK_CLASS, c, sema_current(P->sema));
    if (templ && c->kind == EK_CLASS_TEMPLATE) {
        note_template_params(c, sema_current(P->sema));
        note_template_head(P, c, name_tok);
    }
    if (c->name && !scope_find_local(c->members, c->name)) {
        /* the injected-class-name: inside the class its name names it */
        struct entity *inj = sema_new_entity(P->sema, EK_USING, c->name, c->members);
        inj->target = c->templ ? c->templ : c;
    }
    return c;
}

/* The filter declares a class as soon as its head's name is read (`struct S
   : Base<S>`), so the name is known in the base clause; the head finds it. */
void pa_predeclare_class(struct parser *P, int key, uint32_t name_tok)
{
    head_class(P, key, name_tok, NULL, 0);
}

/* Does the base written in tokens [first, last] name a template parameter
   (`base<T>`, `T`)? Its members are then not found by unqualified lookup
   in the template's definition. */
static bool names_template_parameter(struct parser *P, uint32_t first, uint32_t last)
{
    for (uint32_t i = first; i <= last && i < P->ntoks; i++) {
        struct entity *e = P->toks[i].kind == TK_IDENT ? P->ent[i] : NULL;
        if (e && (e->kind == EK_TYPE_PARAM || e->kind == EK_TEMPLATE_PARAM || e->kind == EK_VALUE_PARAM))
            return true;
    }
    return false;
}

struct entity *pa_decltype_class(struct parser *P, uint32_t first, uint32_t last)
{
    if (first + 2 > last || P->toks[first].kind != TK_DECLTYPE || P->toks[first + 1].kind != TK_LPAREN)
        return NULL;
    return filter_decltype_class(P, first + 1, last);
}

struct base_ref *pa_base(struct parser *P, struct base_ref *list, struct entity *base, uint32_t first, uint32_t last)
{
    struct base_ref *b = ARENA_NEW(P->arena, struct base_ref);
    b->entity = base;
    b->first = first;
    b->last = last;
    b->dependent = names_template_parameter(P, first, last);
    struct entity *alias = base ? entity_resolve(base) : NULL;
    if (b->dependent && alias && alias->kind == EK_ALIAS_TEMPLATE && alias->target &&
        entity_class(alias->target) && entity_class(alias->target)->kind == EK_CLASS &&
        !entity_class(alias->target)->templ && !(entity_class(alias->target)->flags & EF_SPECIALIZATION)) {
        /* `: Al<T>` with `template <class> using Al = B;`: B whatever T is */
        b->dependent = false;
        b->entity = entity_class(alias->target);
    }
    if (!b->dependent && base && entity_resolve(base)->kind == EK_CLASS_TEMPLATE) {
        /* `: iterator<tag, bool>`: its arguments, for argument-dependent lookup */
        uint32_t i = first;
        while (i < last && (P->toks[i].kind == TK_PUBLIC || P->toks[i].kind == TK_PRIVATE ||
                            P->toks[i].kind == TK_PROTECTED || P->toks[i].kind == TK_VIRTUAL))
            i++;
        struct type_reader R;
        type_reader_init(&R, &P->view);
        const struct type *t = type_read_specifiers(&R, &i, last + 1);
        if (t && !R.failed && i == last + 1 && t->canon->kind == TY_TEMPLATE_ID)
            b->type = t->canon;
    }
    if (!list)
        return b;
    struct base_ref *t = list;
    while (t->next)
        t = t->next;
    t->next = b;
    return list;
}

/* `typedef int T; struct T {};`: the class's name is a typedef of another
   type declared in the same scope */
static void check_typedef_named_class(struct parser *P, struct entity *c, uint32_t name_tok)
{
    struct ident *id = tok_ident(P, name_tok);
    if (!id || !c->parent)
        return;
    for (struct entity *e = scope_find_local(c->parent, id); e; e = e->next) {
        if (e->name != id || e->kind != EK_TYPEDEF || e->target || !e->type_toks || !e->type_toks->name)
            continue;
        char where[600];
        pa_position_text(P, P->toks[e->type_toks->name].offset, name_tok, where, sizeof where);
        struct diag_arg a[2] = { { DA_NAME_QUOTED, id->name, 0 }, { DA_POS, where, 0 } };
        parser_report(P, DIAG_bad_type_name_redeclaration, name_tok, a, 2);
        return;
    }
}

struct entity *pa_class_head(struct parser *P, int key, uint32_t name_tok, struct entity *qual, int form,
                             struct base_ref *bases)
{
    struct entity *c = head_class(P, key, name_tok, qual, form);
    c->members->nonpublic = key == CK_CLASS;    /* a class's members are private until said otherwise */
    if (bases && !c->bases)
        c->bases = bases;
    for (struct base_ref *b = bases; b; b = b->next)
        if (!b->entity)
            c->flags |= EF_DEPENDENT_BASE;
    /* `template<> struct C<double>::H {...}`: a member class of a
       specialisation, not a second definition of the primary's member */
    bool member_of_specialization = form == 1 && sema_in_template_head(P->sema);
    if (form == 0 && name_tok)
        check_typedef_named_class(P, c, name_tok);
    if (name_tok && form < 2 && !member_of_specialization && !pa_check_redefinition(P, c, name_tok))
        c->decl_offset = P->toks[name_tok].offset;
    c->flags |= EF_DEFINED;
    if (name_tok)
        cuda_class_head(P, c, name_tok);
    if (!name_tok)
        c->flags |= EF_GRANTS_FRIENDSHIP;   /* unnamed: access to its members is not judged */
    /* `class locale::facet {`: the members of locale are visible inside */
    int extra = (form == 1 || form == 3) && qual ? push_qualifier_scopes(P, qualifier_entity(qual), name_tok ? name_tok - 1 : 0) : 0;
    if (P->nclass < PARSER_SPEC_DEPTH)
        P->class_extra[P->nclass] = extra;
    sema_push(P->sema, c->members);
    if (P->nclass == 0) {
        P->cached_from = P->ncached;
        P->deferred_from = P->root->ndeferred;
    }
    if (P->nclass < PARSER_SPEC_DEPTH)
        P->class_stack[P->nclass] = c;
    P->nclass++;
    return c;
}

struct entity *pa_unnamed_class_head(struct parser *P, int key, uint32_t key_tok, struct base_ref *bases)
{
    struct entity *c = pa_class_head(P, key, 0, NULL, 0, bases);
    if (key_tok < P->ntoks)
        P->ent[key_tok] = c;
    return c;
}

struct entity *pa_class_close(struct parser *P)
{
    if (P->nclass <= 0)
        return NULL;
    P->nclass--;
    sema_pop(P->sema);
    for (int n = P->nclass < PARSER_SPEC_DEPTH ? P->class_extra[P->nclass] : 0; n > 0; n--)
        sema_pop(P->sema);
    struct entity *c = P->nclass < PARSER_SPEC_DEPTH ? P->class_stack[P->nclass] : NULL;
    if (c && c->members)
        c->members->nonpublic = false;
    if (P->nclass == 0 && P->root->ndeferred > P->deferred_from)
        pa_check_deferred_names(P);
    if (P->nclass == 0 && P->ncached > P->cached_from) {
        /* the outermost class is complete: its members' bodies now */
        size_t from = P->cached_from, to = P->ncached;
        parser_run_cached(P, from, to);
        P->ncached = from;
    }
    return c;
}

/* `struct S` naming a class: find it, or declare it where the standard puts
   a new one (`struct S;` in a template head declares a class template). */
struct entity *pa_elaborated(struct parser *P, int key, uint32_t name_tok, int qualified)
{
    bool want_enum = key < 0;
    struct entity *e = find_class_in_chain(pa_tok_entity(P, name_tok), want_enum);
    bool forward = name_tok + 1 < P->ntoks && P->toks[name_tok + 1].kind == TK_SEMI;
    bool befriended = false;
    for (uint32_t k = name_tok >= 3 ? name_tok - 3 : 0; k < name_tok; k++)
        befriended |= P->toks[k].kind == TK_FRIEND;
    if (e && forward && !qualified && !befriended && e->parent != sema_decl_scope(P->sema))
        e = NULL;   /* `struct X;` declares X here, hiding an outer X */
    if (e && forward && e->kind == EK_CLASS_TEMPLATE && sema_in_template_head(P->sema)) {
        note_template_params(e, sema_current(P->sema));
        note_template_head(P, e, name_tok);
    }
    if (e || qualified)
        return e;
    struct ident *id = tok_ident(P, name_tok);
    if (!id)
        return NULL;
    /* the name is declared here (`typedef struct S *P;` declares S): the
       token names it from now on, for the type reader (its classification
       came before this action) */
    if (want_enum) {
        e = sema_declare(P->sema, EK_ENUM, id, sema_decl_scope(P->sema));
        P->ent[name_tok] = e;
        return e;
    }
    P->pending_class_key = key;
    e = new_class(P, id, forward ? sema_decl_scope(P->sema) : sema_elaborated_scope(P->sema),
                  forward && sema_in_template_head(P->sema));
    if (e->kind == EK_CLASS_TEMPLATE) {
        note_template_params(e, sema_current(P->sema));
        note_template_head(P, e, name_tok);
    }
    P->ent[name_tok] = e;
    return e;
}

/* ---- enumerations ---- */

struct entity *pa_enum_head(struct parser *P, int scoped, uint32_t name_tok, struct entity *qual)
{
    struct ident *id = tok_ident(P, name_tok);
    struct entity *q = entity_resolve(qual);
    struct scope *sc = q && q->members ? q->members : sema_decl_scope(P->sema);
    struct entity *e = id ? find_class_in_chain(scope_find_local(sc, id), true) : NULL;
    if (!e)
        e = sema_new_entity(P->sema, EK_ENUM, id, sc);
    P->pending_enum_name = id ? name_tok : 0;
    if (scoped)
        e->flags |= EF_SCOPED_ENUM;
    if (!e->members)
        e->members = scope_new(P->arena, SK_ENUM, e, sc);
    return e;
}

/* `enum E : unsigned char {`: the underlying type written before the `{`
   at lbrace, or NULL */
static const struct type *enum_fixed_type(struct parser *P, uint32_t lbrace)
{
    uint32_t colon = 0;
    for (uint32_t i = lbrace; i > 0 && lbrace - i < 32;) {
        unsigned k = P->toks[--i].kind;
        if (k == TK_ENUM)
            break;
        if (k == TK_COLON)
            colon = i;
    }
    if (!colon || colon + 1 >= lbrace)
        return NULL;
    struct type_reader R;
    type_reader_init(&R, &P->view);
    uint32_t i = colon + 1;
    const struct type *t = type_read_specifiers(&R, &i, lbrace);
    return t && !R.failed && i == lbrace ? t : NULL;
}

void pa_enum_open(struct parser *P, struct entity *e, uint32_t lbrace)
{
    if (P->nenum < PARSER_SPEC_DEPTH) {
        P->enum_stack[P->nenum] = e;
        enum_values_begin(&P->enum_values[P->nenum], e, lbrace < P->ntoks ? enum_fixed_type(P, lbrace) : NULL);
    }
    P->nenum++;
    uint32_t name = P->pending_enum_name;
    P->pending_enum_name = 0;
    if (e && name && name < P->ntoks && !sema_in_template_head(P->sema) && !pa_check_redefinition(P, e, name))
        e->decl_offset = P->toks[name].offset;
    if (e)
        e->flags |= EF_DEFINED;     /* its enumerators are all known at its close */
    /* an enumerator's initializer sees the enumerators before it, and an
       enumeration of a class defined outside it (`enum C::E : int {...}`)
       the class's members */
    if (e && e->parent && e->parent->kind == SK_CLASS && e->parent->owner)
        P->decl_qualifier = e->parent->owner;
    sema_push(P->sema, e && e->members ? e->members : scope_new(P->arena, SK_ENUM, NULL, sema_current(P->sema)));
}

struct entity *pa_enum_close(struct parser *P)
{
    if (P->nenum <= 0)
        return NULL;
    P->nenum--;
    P->decl_qualifier = NULL;
    if (P->nenum < PARSER_SPEC_DEPTH)
        enum_values_end(&P->enum_values[P->nenum], P->sema->types);
    sema_pop(P->sema);
    return P->nenum < PARSER_SPEC_DEPTH ? P->enum_stack[P->nenum] : NULL;
}

/* Enumerators live in the enum's scope; unscoped ones also in the
   enclosing scope. */
void pa_enumerator(struct parser *P, uint32_t name_tok, uint32_t init_first, uint32_t init_end)
{
    if (name_tok < P->ntoks)
        P->mark[name_tok] |= MK_DECLARED;
    struct ident *id = tok_ident(P, name_tok);
    if (!id || P->nenum <= 0 || P->nenum > PARSER_SPEC_DEPTH)
        return;
    struct entity *en = P->enum_stack[P->nenum - 1];
    if (!en)
        return;
    /* target: the enumeration, which gives the enumerator its type */
    struct entity *inside = sema_new_entity(P->sema, EK_ENUMERATOR, id, en->members), *outside = NULL;
    inside->target = en;
    if (!(en->flags & EF_SCOPED_ENUM)) {
        outside = sema_new_entity(P->sema, EK_ENUMERATOR, id, en->parent ? en->parent : sema_decl_scope(P->sema));
        outside->target = en;
    }
    /* where it is declared: a class template's enumerator is evaluated
       again with the specialisation's arguments bound (type_read.c) */
    inside->decl_offset = P->toks[name_tok].offset;
    if (outside)
        outside->decl_offset = inside->decl_offset;
    if (init_end > P->ntoks)
        init_end = init_first;
    enum_values_add(&P->enum_values[P->nenum - 1], P->sema->types, &P->view, inside, outside, init_first, init_end);
}

/* ---- templates ---- */

void pa_template_open(struct parser *P)
{
    sema_push(P->sema, scope_new(P->arena, SK_TEMPLATE_PARAMS, NULL, sema_current(P->sema)));
}

void pa_template_close(struct parser *P)
{
    sema_pop(P->sema);
}

void pa_type_param(struct parser *P, uint32_t name_tok, int is_template)
{
    struct ident *id = tok_ident(P, name_tok);
    if (!id)
        return;
    struct entity *e = sema_new_entity(P->sema, is_template ? EK_TEMPLATE_PARAM : EK_TYPE_PARAM, id,
                                       sema_current(P->sema));
    if (e && name_tok > 0 && P->toks[name_tok - 1].kind == TK_ELLIPSIS)
        e->variadic = true;     /* `class... Ts`: a pack */
}

void pa_value_param(struct parser *P, struct dname *n)
{
    struct ident *id = n && n->kind == DN_NAME ? tok_ident(P, n->tok) : NULL;
    if (id)
        sema_new_entity(P->sema, EK_VALUE_PARAM, id, sema_current(P->sema));
}

/* A concept: its template head and where it is defined (`= E;` after the
   name), from which a concept-id's satisfaction is read (sema/constraints.c) */
void pa_concept(struct parser *P, uint32_t name_tok)
{
    struct ident *id = tok_ident(P, name_tok);
    if (!id)
        return;
    struct entity *e = sema_declare(P->sema, EK_CONCEPT, id, sema_decl_scope(P->sema));
    if (!e || e->heads || name_tok < 1 || P->toks[name_tok - 1].kind != TK_CONCEPT)
        return;
    uint32_t lt = function_template_head(P, name_tok - 1);
    if (!lt)
        return;
    e->heads = ARENA_NEW(P->arena, struct template_heads);
    e->heads->lt[e->heads->n++] = lt;
    e->decl_offset = P->toks[name_tok].offset;
    e->flags |= EF_DEFINED;
}

/* ---- blocks ---- */

void pa_block_open(struct parser *P)
{
    sema_push(P->sema, scope_new(P->arena, SK_BLOCK, NULL, sema_current(P->sema)));
}

void pa_block_close(struct parser *P)
{
    sema_pop(P->sema);
}

void pa_lambda_open(struct parser *P, uint32_t lb, uint32_t rb)
{
    cuda_lambda_checks_due(P);      /* the enclosing lambdas' errors come first */
    if (lb < P->ntoks)
        P->mark[lb] |= MK_LAMBDA;
    pa_block_open(P);
    if (P->nlambdas < PARSER_PROTO_DEPTH)
        P->lambdas[P->nlambdas] = (struct lambda_open){ .lb = lb, .rb = rb, .attr_first = HF_NONE,
                                                        .attr_last = HF_NONE, .scope = sema_current(P->sema) };
    P->nlambdas++;
    /* init-captures (`[n = 0]`, `[&r = x]`, `[...xs = args]`) name variables
       of the lambda */
    int depth = 0;
    for (uint32_t i = lb + 1; i < rb && i + 1 < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN || k == TK_LBRACE || k == TK_LBRACKET)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACE || k == TK_RBRACKET)
            depth--;
        else if (depth == 0 && k == TK_IDENT) {
            unsigned nk = P->toks[i + 1].kind;
            if ((nk == TK_EQ || nk == TK_LBRACE || nk == TK_LPAREN) && P->toks[i].id)
                sema_new_entity(P->sema, EK_VARIABLE, P->toks[i].id, sema_current(P->sema));
        }
    }
}

/* A lambda's parameters: entities of its scope, so its body's names find
   their declared types */
void pa_lambda_parameters(struct parser *P, const struct plist *params)
{
    if (P->nlambdas > 0 && P->nlambdas <= PARSER_PROTO_DEPTH && P->lambdas[P->nlambdas - 1].scope) {
        pa_declare_parameters(P, params, P->lambdas[P->nlambdas - 1].scope);
        P->lambdas[P->nlambdas - 1].params = params;
        P->lambdas[P->nlambdas - 1].has_params = true;
    }
}

void pa_bindings(struct parser *P, uint32_t lb, uint32_t rb)
{
    const struct dspec *sp = spec_top(P);
    if (sp && sp->last_tok >= sp->first_tok) {
        uint32_t sc = storage_class_tok(P, sp->first_tok, sp->last_tok);
        if (sc && P->lx->dialect.std < 202002L)
            parser_report(P, DIAG_struct_binding_storage_class, sc, NULL, 0);  /* C++20 allows static, thread_local */
        cuda_bindings_declared(P, sp->first_tok, sp->last_tok, lb);
    }
    /* a structured binding's names are variables of the enclosing scope */
    for (uint32_t i = lb + 1; i < rb && i < P->ntoks; i++)
        if (P->toks[i].kind == TK_IDENT && P->toks[i].id)
            sema_new_entity(P->sema, EK_VARIABLE, P->toks[i].id, sema_current(P->sema));
    pa_binding_names(P, lb, rb);
}

/* `[] mutable {}` and the like: no parameter list before specifiers is
   C++23, which the reference accepts with a warning at the first of them.
   A CUDA annotation among them is the lambda's (cuda/spaces.c). */
void pa_lambda_without_parameters(struct parser *P, uint32_t first, uint32_t last)
{
    for (uint32_t i = first; i <= last && i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_MUTABLE || k == TK_CONSTEXPR || k == TK_CONSTEVAL || k == TK_STATIC || k == TK_NOEXCEPT ||
            k == TK_ARROW) {
            parser_report(P, DIAG_lambda_without_parameters_nonstandard, i, NULL, 0);
            break;
        }
    }
    cuda_lambda_specifiers(P, first, last);
}

/* `[]<class T>`: a C++20 feature the reference accepts in C++17 with a warning */
void pa_lambda_template_open(struct parser *P, uint32_t lt)
{
    if (P->lx->dialect.std < 202002L)
        parser_report(P, DIAG_explicit_lambda_template_parameters_is_cpp20, lt, NULL, 0);
}

/* The function call operator of the closure type of the lambda lo, whose
   body ends at body_last ([expr.prim.lambda.closure]/4): its parameters',
   its result as `-> R` writes it (`auto`, deduced from the body, without
   one), const unless the lambda is mutable, in the lambda's space. Not
   declared for generic lambdas, C variadic or unnamed parameters, or in
   templates: calls of such closures are not resolved. */
static void closure_call_operator(struct parser *P, const struct lambda_open *lo, uint32_t body_last)
{
    uint32_t lbrace = bracket_match(P, body_last);
    /* numbered among the lambdas of the function body it stands in
       directly (not in another lambda) */
    struct lambda_parent *fn = P->nlambdas == 0 ? parser_current_function(P) : NULL;
    if (!lo->has_params || lbrace == NO_MATCH || lo->rb + 1 >= P->ntoks || pa_in_template_context(P))
        goto unsure;
    /* the parameter list: the first `(` after the introducer (over a CUDA annotation) */
    uint32_t lp = lo->rb + 1, rp = NO_MATCH;
    for (; lp < lbrace; lp++) {
        unsigned k = P->toks[lp].kind;
        if (k == TK_LT)
            goto unsure;    /* `[]<class T>`: a template */
        if (k == TK_ATTRIBUTE || k == TK_LBRACKET) {
            uint32_t open = k == TK_ATTRIBUTE ? lp + 1 : lp;
            uint32_t m = open < P->ntoks ? bracket_match(P, open) : NO_MATCH;
            if (m == NO_MATCH)
                goto unsure;
            lp = m;
            continue;
        }
        if (k == TK_LPAREN) {
            rp = bracket_match(P, lp);
            break;
        }
    }
    if (rp == NO_MATCH || rp >= lbrace || (rp > lp + 1 && P->toks[rp - 1].kind == TK_ELLIPSIS))
        goto unsure;
    const struct type *params[64];
    int n = 0;
    for (const struct pnode *pn = lo->params ? lo->params->first : NULL; pn; pn = pn->next) {
        struct ident *id = pn->name && pn->name->kind == DN_NAME ? tok_ident(P, pn->name->tok) : NULL;
        struct entity *pe = id ? scope_find_local(lo->scope, id) : NULL;
        const struct type *t = pe && pe->kind == EK_PARAMETER ? type_read_entity(&P->view, pe) : NULL;
        if (!t || n == 64 || type_read_is_auto(t) || type_mentions_param(t, true))
            goto unsure;    /* unnamed, not read, or generic (`auto x`) */
        params[n++] = type_adjust_parameter(P->sema->types, t);
    }
    /* after the `)`: `mutable`, and `-> R` up to the body or a requires-clause */
    bool is_mutable = false;
    const struct type *result = NULL;
    for (uint32_t i = rp + 1; i < lbrace; i++) {
        unsigned k = P->toks[i].kind;
        uint32_t m = bracket_match(P, i);
        if ((k == TK_LPAREN || k == TK_LBRACKET) && m != NO_MATCH && m < lbrace) {
            i = m;
        } else if (k == TK_MUTABLE) {
            is_mutable = true;
        } else if (k == TK_ARROW) {
            uint32_t end = i + 1;
            while (end < lbrace && P->toks[end].kind != TK_REQUIRES)
                end++;
            result = type_read_type_id(&P->view, i + 1, end - 1);
            if (!result)
                goto unsure;
            break;
        }
    }
    struct type_table *tt = P->sema->types;
    struct entity *closure = sema_closure(P->sema, lo->lb);
    if (!closure->members)
        closure->members = scope_new(P->arena, SK_CLASS, closure, closure->parent);
    struct ident *call = intern(P->sema->idents, "operator()", 10);
    if (scope_find_local(closure->members, call))
        return;     /* (parsed twice: the same operator) */
    struct entity *op = sema_new_entity(P->sema, EK_FUNCTION, call, closure->members);
    op->exec_space = lo->exec;
    op->flags |= EF_DEFINED;
    op->decl_offset = P->toks[lo->lb].offset;
    if (!result)
        op->cuda_marks |= CM_DEDUCED_RETURN;
    op->type = type_function(tt, result ? result : type_builtin(tt, "Da"), params, n, false,
                             is_mutable ? 0 : TQ_CONST, 0, false);
    struct entity *holder = fn ? (fn->ent ? fn->ent : fn->member) : NULL;
    if (!holder || fn->lambda_sigs_unsure)
        return;
    const struct type *sig = type_function(tt, type_builtin(tt, "v"), params, n, false, 0, 0, false)->canon;
    struct lambda_signature *ls = fn->lambda_sigs;
    while (ls && ls->params != sig)
        ls = ls->next;
    if (!ls) {
        ls = ARENA_NEW(P->arena, struct lambda_signature);
        ls->params = sig;
        ls->next = fn->lambda_sigs;
        fn->lambda_sigs = ls;
    }
    closure->target = holder;
    closure->nparams = (int16_t)++ls->count;
    return;
unsure:
    if (fn)
        fn->lambda_sigs_unsure = true;
}

void pa_lambda_close(struct parser *P, uint32_t body_last)
{
    struct lambda_open lo = { 0 };
    bool model = false;
    if (P->nlambdas > 0) {
        if (P->nlambdas <= PARSER_PROTO_DEPTH && P->lx->dialect.std >= 202002L)
            pa_check_this_capture(P, P->lambdas[P->nlambdas - 1].lb, P->lambdas[P->nlambdas - 1].rb, body_last);
        cuda_lambda_close(P, body_last);
        if (P->nlambdas <= PARSER_PROTO_DEPTH) {
            lo = P->lambdas[P->nlambdas - 1];
            model = true;
        }
        P->nlambdas--;
    }
    pa_block_close(P);
    if (model)
        closure_call_operator(P, &lo, body_last);   /* (the closure's scope: the one around the lambda) */
}

/* ---- attributes and launches ---- */

void pa_gnu_attribute(struct parser *P, uint32_t name_tok, int has_args)
{
    (void)P;
    (void)name_tok;
    (void)has_args;     /* CUDA attributes are recorded by the next layer */
}

void pa_launch(struct parser *P, uint32_t callee_tok, uint32_t open_tok, uint32_t close_tok)
{
    if (open_tok == callee_tok + 1 && close_tok + 2 < P->ntoks && P->toks[close_tok + 1].kind == TK_LPAREN) {
        /* `k<<<1, 1>>>(x)`: k may be found by its arguments (an undefined
           name is reported as a call's is) */
        bool args = P->toks[close_tok + 2].kind != TK_RPAREN;
        pa_check_called_name(P, callee_tok, args ? close_tok + 1 : 0);
    }
    cuda_record_launch(P, callee_tok, open_tok, close_tok);
}
