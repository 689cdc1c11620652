/* Extended lambdas: annotation, parent and captures (see lambda.h). */
#include "cuda/lambda.h"
#include "cuda/attributes.h"
#include "cuda/spaces.h"
#include "parser/brackets.h"
#include "parser/checks.h"
#include "sema/type_read.h"
#include "sema/type.h"
#include "util/strbuf.h"
#include "sema/scope.h"
#include "util/xalloc.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HAS(cd, r) (((cd)->roles >> (r)) & 1u)

static struct lambda_open *innermost(struct parser *P)
{
    return P->nlambdas > 0 && P->nlambdas <= PARSER_PROTO_DEPTH ? &P->lambdas[P->nlambdas - 1] : NULL;
}

void cuda_lambda_annotation(struct parser *P, uint32_t first, uint32_t last)
{
    struct lambda_open *lo = innermost(P);
    if (!lo || last < first)
        return;
    struct cuda_decl cd;
    cuda_collect(P, first, last, &cd);
    if (HAS(&cd, CA_DEVICE) && P->extended_lambda)  /* (without the option: an error, and the
                                                        lambda has its enclosing function's space) */
        lo->exec = HAS(&cd, CA_EXEC_HOST) ? XS_HOST_DEVICE : XS_DEVICE;
    lo->attr_first = first;
    lo->attr_last = last;
    lo->declarator = last + 1;
}

/* ---- captures ---- */

struct capture_set {
    struct lambda_capture v[1024];
    const struct entity *ent[1024];     /* LC_VARIABLE: the entity, to capture it once */
    unsigned n;
    bool this_captured;
};

static void add_capture(struct capture_set *cs, uint8_t kind, uint32_t name, const struct entity *e)
{
    if (cs->n >= 1024)
        return;
    cs->v[cs->n] = (struct lambda_capture){ .kind = kind, .name = name, .init_first = HF_NONE,
                                            .init_last = HF_NONE };
    cs->ent[cs->n] = e;
    cs->n++;
}

static bool captured(const struct capture_set *cs, const struct entity *e)
{
    for (unsigned i = 0; i < cs->n; i++)
        if (cs->ent[i] == e)
            return true;
    return false;
}

/* A parameter of an enclosing lambda (no entity: the filter sees it through
   its parameter list) already captured? */
static bool captured_name(const struct parser *P, const struct capture_set *cs, const struct ident *id)
{
    for (unsigned i = 0; i < cs->n; i++)
        if (cs->v[i].kind == LC_VARIABLE && !cs->ent[i] && P->toks[cs->v[i].name].id == id)
            return true;
    return false;
}

/* Is id declared (as a parameter or a local) in [first, last]? */
static bool declared_within(const struct parser *P, const struct ident *id, uint32_t first, uint32_t last)
{
    for (uint32_t j = first; j <= last; j++)
        if ((P->mark[j] & MK_DECLARED) && P->toks[j].id == id)
            return true;
    return false;
}

/* A variable of automatic storage declared outside the lambda (whose own
   scope is inner): what a capture-default copies when the body names it. */
static bool outer_automatic(const struct entity *e, const struct scope *inner)
{
    if (!e || (e->kind != EK_VARIABLE && e->kind != EK_PARAMETER) || !e->parent)
        return false;
    if (e->flags & (EF_STATIC | EF_EXTERN | EF_THREAD_LOCAL))
        return false;
    if (e->parent->kind != SK_BLOCK && e->parent->kind != SK_FUNCTION_PARAMS)
        return false;
    for (const struct scope *s = e->parent; s; s = s->parent)
        if (s == inner)
            return false;
    return true;
}

/* The end of the capture-list item starting at i: the `,` after it at its
   own level, or rb. */
static uint32_t capture_item_end(const struct token *t, uint32_t i, uint32_t rb)
{
    int depth = 0;
    for (; i < rb; i++) {
        unsigned k = t[i].kind;
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE)
            depth--;
        else if (k == TK_COMMA && depth == 0)
            break;
    }
    return i;
}

/* The explicit captures of [lb, rb]; sets *has_default for `=` and `&`. */
static void explicit_captures(struct parser *P, uint32_t lb, uint32_t rb, struct capture_set *cs, bool *has_default)
{
    const struct token *t = P->toks;
    uint32_t i = lb + 1;
    while (i < rb) {
        uint32_t end = capture_item_end(t, i, rb);     /* one item: [i, end) */
        unsigned k0 = t[i].kind;
        if ((k0 == TK_EQ || k0 == TK_AMP) && end == i + 1) {
            *has_default = true;
        } else if (k0 == TK_THIS) {
            add_capture(cs, LC_THIS, i, NULL);
            cs->this_captured = true;
        } else if (k0 == TK_STAR && i + 1 < end && t[i + 1].kind == TK_THIS) {
            add_capture(cs, LC_STAR_THIS, i, NULL);
            cs->this_captured = true;
        } else if (k0 == TK_IDENT && i + 1 < end &&
                   (t[i + 1].kind == TK_EQ || t[i + 1].kind == TK_LBRACE || t[i + 1].kind == TK_LPAREN)) {
            add_capture(cs, LC_INIT, i, NULL);
            cs->v[cs->n - 1].init_first = t[i + 1].kind == TK_EQ ? i + 2 : i + 1;
            cs->v[cs->n - 1].init_last = end - 1;
        } else if (k0 == TK_IDENT) {
            add_capture(cs, LC_VARIABLE, i, P->ent[i] ? entity_resolve(P->ent[i]) : NULL);
        }
        i = end + 1;
    }
}

/* The names the body [first, last] uses that a capture-default captures,
   in the order they first appear. Unevaluated operands (sizeof, decltype,
   alignof, noexcept) capture nothing. */
static void implicit_captures(struct parser *P, uint32_t rb, uint32_t first, uint32_t last, const struct scope *inner,
                              struct capture_set *cs)
{
    const struct token *t = P->toks;
    for (uint32_t i = first; i <= last; i++) {
        unsigned k = t[i].kind;
        if (pa_skip_unevaluated(P, &i, last))
            continue;
        if (k == TK_THIS) {
            if (!cs->this_captured) {
                add_capture(cs, LC_THIS, i, NULL);
                cs->this_captured = true;
            }
            continue;
        }
        if (k != TK_IDENT || (P->mark[i] & MK_DECLARED))
            continue;   /* (a name being declared is no use of the one it hides) */
        if ((P->mark[i] & MK_PARAMETER) && !P->ent[i]) {
            /* a parameter: the lambda's own, a nested lambda's, or an
               enclosing lambda's, which is captured */
            const struct ident *id = t[i].id;
            if (id && !declared_within(P, id, rb, last) && !captured_name(P, cs, id))
                add_capture(cs, LC_VARIABLE, i, NULL);
            continue;
        }
        if (!P->ent[i] || !pa_named_alone(P, i))
            continue;
        const struct entity *e = entity_resolve(P->ent[i]);
        if (outer_automatic(e, inner)) {
            if (!captured(cs, e))
                add_capture(cs, LC_VARIABLE, i, e);
        } else if (pa_implicit_member(e) && !cs->this_captured) {
            add_capture(cs, LC_THIS, i, NULL);
            cs->this_captured = true;
        }
    }
}

/* ---- restrictions (the reference's extended-lambda errors) ----
   Reported in the reference's order: what the enclosing function and the
   capture list break when the lambda's body starts (or a lambda nested in
   it opens), what the body's implicit captures break at its end. */

static void report(struct parser *P, enum diag_id id, uint32_t at, const char *s1, const char *s2)
{
    struct diag_arg a[2] = { { DA_STR, s1, 0 }, { DA_STR, s2, 0 } };
    parser_report(P, id, at, a, s2 ? 2 : 1);
}

static const char *annotation_words(uint8_t exec)
{
    return exec == XS_HOST_DEVICE ? "__host__ __device__" : "__device__";
}

/* Is the lambda generic: a template parameter list, or `auto` among its
   parameters? */
static bool lambda_generic(const struct parser *P, const struct lambda_open *lo)
{
    const struct token *t = P->toks;
    uint32_t i = lo->rb + 1;
    while (i + 1 < P->ntoks && t[i].kind == TK_ATTRIBUTE && t[i + 1].kind == TK_LPAREN &&
           bracket_match(P, i + 1) != NO_MATCH)
        i = bracket_match(P, i + 1) + 1;
    if (i >= P->ntoks)
        return false;
    return t[i].kind == TK_LT || pa_parameters_have_placeholder(P, i);
}

/* Where the open lambda at index k stands among the lambdas around it. */
enum nesting { NEST_NONE, NEST_IN_DEVICE, NEST_IN_HOST_DEVICE, NEST_IN_GENERIC };

static enum nesting nesting_of(const struct parser *P, int k)
{
    enum nesting n = NEST_NONE;
    for (int j = 0; j < k && j < PARSER_PROTO_DEPTH; j++) {
        const struct lambda_open *o = &P->lambdas[j];
        if (o->exec == XS_HOST_DEVICE)
            return NEST_IN_HOST_DEVICE;
        if (o->exec == XS_DEVICE)
            n = NEST_IN_DEVICE;
        else if (n == NEST_NONE && lambda_generic(P, o))
            n = NEST_IN_GENERIC;
    }
    return n;
}

/* Is the lambda's body, or its parent's, device code, where a lambda is
   no extended lambda? */
static bool in_device_code(struct parser *P, int k)
{
    struct lambda_parent *parent = parser_current_function(P);
    return nesting_of(P, k) == NEST_IN_DEVICE ||
           (parent && (parent->exec == XS_DEVICE || parent->exec == XS_GLOBAL));
}

/* The enclosing function's name as the reference's messages write it;
   NULL for the forms not measured (literal operators, operator new). */
static const char *parent_name(const struct parser *P, const struct lambda_parent *lp, char *buf, size_t size)
{
    const struct dname *n = lp->d ? lp->d->name : NULL;
    if (!n || !n->tok || n->tok >= P->ntoks)
        return NULL;
    const struct token *t = &P->toks[n->tok];
    switch (n->kind) {
    case DN_NAME:
    case DN_CTOR:
    case DN_TEMPLATE_ID:
        if (!t->id)
            return NULL;
        snprintf(buf, size, "%.*s", (int)t->id->len, t->id->name);
        return buf;
    case DN_DTOR:
        if (!t->id)
            return NULL;
        snprintf(buf, size, "~%.*s", (int)t->id->len, t->id->name);
        return buf;
    case DN_OPERATOR: {
        if (n->tok + 1 >= P->ntoks)
            return NULL;
        unsigned k = t[1].kind;
        const char *op = k == TK_LPAREN ? "()" : k == TK_LBRACKET ? "[]" :
                         k == TK_NEW || k == TK_DELETE ? NULL : tok_kind_name(k);
        if (!op)
            return NULL;
        snprintf(buf, size, "operator%s", op);
        return buf;
    }
    default:
        return NULL;
    }
}

/* A class member declared private or protected among the classes around
   the member function's class (itself included), innermost first. */
static const struct entity *nonpublic_class(const struct entity *c)
{
    for (; c; c = c->parent && c->parent->kind == SK_CLASS ? c->parent->owner : NULL)
        if (c->flags & EF_NONPUBLIC)
            return c;
    return NULL;
}

static bool function_scope(const struct scope *s)
{
    return s && (s->kind == SK_BLOCK || s->kind == SK_FUNCTION_PARAMS);
}

/* Is c, or a class around it, local to a function? */
static bool local_class(const struct entity *c)
{
    for (; c; c = c->parent && c->parent->kind == SK_CLASS ? c->parent->owner : NULL)
        if (function_scope(c->parent))
            return true;
    return false;
}

static void check_parent(struct parser *P, const struct lambda_open *lo, const char *words)
{
    struct lambda_parent *lp = parser_current_function(P);
    char buf[256];
    const char *name = lp ? parent_name(P, lp, buf, sizeof buf) : NULL;
    if (!name)
        return;
    uint32_t at = lo->declarator;
    uint8_t kind = lp->d->name->kind;
    if (lp->member_of && local_class(lp->member_of))
        report(P, DIAG_extended_lambda_enclosing_function_local, at, words, name);
    if (lp->deduced)
        report(P, DIAG_extended_lambda_enclosing_function_deducible, at, words, name);
    else if (lp->special && (kind == DN_CTOR || kind == DN_DTOR))
        report(P, DIAG_extended_lambda_cant_take_function_address, at, words, name);
    if (lp->member_of && !lp->member_of->name)
        report(P, DIAG_extended_lambda_parent_class_unnamed, at, words, name);
    if (lp->nonpublic)
        report(P, DIAG_extended_lambda_inaccessible_parent, at, words, name);
    const struct entity *c = lp->member_of ? nonpublic_class(lp->member_of) : NULL;
    if (c) {
        char cbuf[256];
        if (c->name)
            snprintf(cbuf, sizeof cbuf, "%.*s", (int)c->name->len, c->name->name);
        else
            snprintf(cbuf, sizeof cbuf, "<unknown>");
        report(P, DIAG_extended_lambda_inaccessible_ancestor, at, words, cbuf);
    }
}

/* Does the variable e have array type (`T a[N]`: its declarator's name
   followed by `[`)? */
static bool array_variable(const struct parser *P, const struct entity *e)
{
    return e && e->kind == EK_VARIABLE && e->type_toks && e->type_toks->name + 1 < P->ntoks &&
           P->toks[e->type_toks->name + 1].kind == TK_LBRACKET;
}

/* Is e a function parameter pack (`T... t`)? */
static bool pack_parameter(const struct parser *P, const struct entity *e)
{
    return e && e->kind == EK_PARAMETER && e->type_toks && e->type_toks->name > 0 &&
           P->toks[e->type_toks->name - 1].kind == TK_ELLIPSIS;
}

/* A type local to a function in the declaration of the captured variable
   e, when its type is that type alone with cv-qualifiers, pointers and
   references (`L v`, `const L *p`): the type's name, for the message. */
static const char *local_class_type(const struct parser *P, const struct entity *e, char *buf, size_t size)
{
    if (!e || !e->type_toks || e->type_toks->name >= P->ntoks)
        return NULL;
    const struct type_tokens *tt = e->type_toks;
    const struct entity *found = NULL;
    for (uint32_t i = tt->spec_first; i < tt->name; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_IDENT) {
            const struct entity *c = P->ent[i] ? entity_resolve(P->ent[i]) : NULL;
            if (found || !c || (c->kind != EK_CLASS && c->kind != EK_ENUM) || !c->name || !function_scope(c->parent))
                return NULL;
            found = c;
        } else if (k != TK_CONST && k != TK_VOLATILE && k != TK_STAR && k != TK_AMP && k != TK_AMPAMP &&
                   k != TK_STRUCT && k != TK_CLASS && k != TK_ENUM) {
            return NULL;
        }
    }
    if (!found)
        return NULL;
    snprintf(buf, size, "%.*s", (int)found->name->len, found->name->name);
    return buf;
}

/* A captured array variable of more than 7 dimensions: its type, written
   as the message shows it (malloc'd), or NULL. */
static char *deep_array_type(struct parser *P, struct entity *e)
{
    if (!e || e->kind != EK_VARIABLE || !array_variable(P, e))
        return NULL;
    const struct type *t = type_read_entity(&P->view, e);
    int rank = 0;
    for (const struct type *a = t; a && a->kind == TY_ARRAY; a = a->inner)
        rank++;
    if (rank <= 7)
        return NULL;
    struct strbuf sb;
    sb_init(&sb);
    type_print(&sb, t);
    return sb_take(&sb);
}

static void check_array_rank(struct parser *P, struct entity *e, uint32_t at, const char *words)
{
    char *type = deep_array_type(P, e);
    if (type) {
        struct diag_arg a[2] = { { DA_STR, words, 0 }, { DA_TYPE, type, 0 } };
        parser_report(P, DIAG_extended_lambda_array_capture_rank, at, a, 2);
        free(type);
    }
}

/* Do tokens [i, end) start with `std::initializer_list` (or `::std::...`)? */
static bool names_initializer_list(const struct parser *P, uint32_t i, uint32_t end)
{
    const struct token *t = P->toks;
    if (i < end && t[i].kind == TK_COLONCOLON)
        i++;
    return i + 2 < end && t[i].kind == TK_IDENT && t[i].id && t[i].id->len == 3 &&
           memcmp(t[i].id->name, "std", 3) == 0 && t[i + 1].kind == TK_COLONCOLON && t[i + 2].kind == TK_IDENT &&
           t[i + 2].id && t[i + 2].id->len == 16 && memcmp(t[i + 2].id->name, "initializer_list", 16) == 0;
}

/* Is the init-capture's initializer [i, end) (after `=`) of type
   std::initializer_list: a braced list, that type's construction, or a
   variable declared with it? */
static bool initializer_list_init(const struct parser *P, uint32_t i, uint32_t end)
{
    if (i >= end)
        return false;
    if (P->toks[i].kind == TK_LBRACE)
        return bracket_match(P, i) == end - 1;
    if (names_initializer_list(P, i, end))
        return true;
    if (i + 1 == end && P->toks[i].kind == TK_IDENT && P->ent[i]) {
        const struct entity *e = entity_resolve(P->ent[i]);
        return e && (e->kind == EK_VARIABLE || e->kind == EK_PARAMETER) && e->type_toks &&
               names_initializer_list(P, e->type_toks->spec_first, e->type_toks->spec_last + 1);
    }
    return false;
}

/* The capture list's items, each checked where it stands. */
static void check_capture_list(struct parser *P, const struct lambda_open *lo, const char *words)
{
    const struct token *t = P->toks;
    bool hd = lo->exec == XS_HOST_DEVICE;
    uint32_t i = lo->lb + 1;
    while (i < lo->rb) {
        uint32_t end = capture_item_end(t, i, lo->rb);
        bool by_ref = t[i].kind == TK_AMP;
        uint32_t name = by_ref ? i + 1 : i;
        if (by_ref && end == i + 1) {
            report(P, DIAG_extended_lambda_reference_capture, lo->declarator, words, NULL);    /* [&] */
        } else if (name < end && t[name].kind == TK_IDENT) {
            bool init = name + 1 < end && (t[name + 1].kind == TK_EQ || t[name + 1].kind == TK_LBRACE ||
                                           t[name + 1].kind == TK_LPAREN);
            if (by_ref)
                report(P, DIAG_extended_lambda_reference_capture, name, words, NULL);
            if (!init && name + 1 < end && t[name + 1].kind == TK_ELLIPSIS)
                report(P, DIAG_extended_lambda_pack_capture, name, words, NULL);
            if (init && hd)
                report(P, DIAG_extended_lambda_hd_init_capture, name, NULL, NULL);
            else if (init && !by_ref && t[name + 1].kind == TK_EQ && name + 3 == end && t[name + 2].kind == TK_IDENT &&
                     P->ent[name + 2] && array_variable(P, entity_resolve(P->ent[name + 2])))
                report(P, DIAG_extended_lambda_init_capture_array, name, words, NULL);
            else if (init && t[name + 1].kind == TK_EQ && initializer_list_init(P, name + 2, end))
                report(P, DIAG_extended_lambda_init_capture_initlist, name, words, NULL);
            char buf[256];
            const char *local = !init && !by_ref && P->ent[name]
                              ? local_class_type(P, entity_resolve(P->ent[name]), buf, sizeof buf) : NULL;
            if (local) {
                struct diag_arg a = { DA_TYPE, local, 0 };
                parser_report(P, DIAG_extended_lambda_capture_local_type, name, &a, 1);
            }
            if (!init && !by_ref && P->ent[name])
                check_array_rank(P, entity_resolve(P->ent[name]), name, words);
        }
        i = end + 1;
    }
}

/* `constexpr` or `consteval` between the parameters and the body `{`. */
static void check_specifiers(struct parser *P, const struct lambda_open *lo, const char *words)
{
    uint32_t body = pa_lambda_body_open(P, lo->rb);
    if (body == NO_MATCH)
        return;
    for (uint32_t j = lo->declarator; j < body; j++)
        if (P->toks[j].kind == TK_CONSTEXPR || P->toks[j].kind == TK_CONSTEVAL)
            report(P, DIAG_extended_lambda_constexpr, body,
                   P->toks[j].kind == TK_CONSTEXPR ? "constexpr" : "consteval", words);
}

/* What the reference reports before the body of the open lambda k. */
static void check_declarator(struct parser *P, int k)
{
    struct lambda_open *lo = &P->lambdas[k];
    lo->checked = true;
    if (lo->exec == XS_NONE || !P->extended_lambda || lo->declarator == 0 || in_device_code(P, k))
        return;
    const char *words = annotation_words(lo->exec);
    enum nesting n = nesting_of(P, k);
    if (n != NEST_NONE) {
        report(P, n == NEST_IN_HOST_DEVICE ? DIAG_extended_lambda_enclosing_function_hd_lambda
                                           : DIAG_extended_lambda_enclosing_function_generic_lambda,
               lo->declarator, words, "operator()");
        return;
    }
    check_parent(P, lo, words);
    check_capture_list(P, lo, words);
    check_specifiers(P, lo, words);
}

/* Report what is due for every open lambda whose body has started: when a
   lambda opens inside another's body, the outer one's errors come first. */
void cuda_lambda_checks_due(struct parser *P)
{
    for (int k = 0; k < P->nlambdas && k < PARSER_PROTO_DEPTH; k++)
        if (!P->lambdas[k].checked && P->lambdas[k].exec != XS_NONE)
            check_declarator(P, k);
}

/* The implicit captures [from, n) of a lambda with a capture-default. */
static void check_implicit_captures(struct parser *P, const struct lambda_open *lo, const struct capture_set *cs,
                                    unsigned from, bool by_ref)
{
    const char *words = annotation_words(lo->exec);
    for (unsigned i = from; i < cs->n; i++) {
        if (cs->v[i].kind == LC_THIS) {
            /* a remark, which nvcc's -Wext-lambda-captures-this makes a warning */
            parser_report(P, DIAG_this_addr_capture_ext_lambda, cs->v[i].name, NULL, 0);
            continue;
        }
        if (cs->v[i].kind != LC_VARIABLE)
            continue;
        uint32_t at = cs->v[i].name;
        char buf[256];
        const char *local;
        if (by_ref)
            report(P, DIAG_extended_lambda_reference_capture, at, words, NULL);
        else if (pack_parameter(P, cs->ent[i]))
            report(P, DIAG_extended_lambda_pack_capture, at, words, NULL);
        else if ((local = local_class_type(P, cs->ent[i], buf, sizeof buf))) {
            struct diag_arg a = { DA_TYPE, local, 0 };
            parser_report(P, DIAG_extended_lambda_capture_local_type, at, &a, 1);
        } else
            check_array_rank(P, (struct entity *)cs->ent[i], at, words);
    }
}

/* ---- the record ---- */

/* Is the capture-default `&`? */
static bool default_by_reference(const struct parser *P, const struct lambda_open *lo)
{
    return lo->lb + 2 < P->ntoks && P->toks[lo->lb + 1].kind == TK_AMP &&
           (P->toks[lo->lb + 2].kind == TK_COMMA || lo->lb + 2 == lo->rb);
}

/* `mutable` and the trailing return type between the parameters' `)` and
   the body's `{`. */
static void declarator_tail(struct parser *P, uint32_t rb, uint32_t body_first, struct ext_lambda *l)
{
    const struct token *t = P->toks;
    /* past the annotation and the parameter list */
    bool seen_params = false;
    for (uint32_t i = rb + 1; i < body_first; i++) {
        unsigned k = t[i].kind;
        if (k == TK_ATTRIBUTE) {
            if (i + 1 < body_first && t[i + 1].kind == TK_LPAREN && bracket_match(P, i + 1) < body_first)
                i = bracket_match(P, i + 1);
            continue;
        }
        if (k == TK_LPAREN && !seen_params) {
            if (bracket_match(P, i) < body_first)
                i = bracket_match(P, i);
            seen_params = true;
            continue;
        }
        if (k == TK_MUTABLE)
            l->is_mutable = true;
        else if (k == TK_ARROW && l->ret_first == HF_NONE && i + 1 < body_first) {
            l->ret_first = i + 1;
            l->ret_last = body_first - 1;
            break;
        }
    }
}

void cuda_lambda_close(struct parser *P, uint32_t body_last)
{
    struct lambda_open *lo = innermost(P);
    if (!lo || lo->exec == XS_NONE || !P->extended_lambda || body_last >= P->ntoks ||
        P->toks[body_last].kind != TK_RBRACE)
        return;
    cuda_lambda_checks_due(P);
    int k = P->nlambdas - 1;
    /* in device code (a device function's body, a __device__ lambda's):
       no extended lambda, and the host TU has no body there */
    if (in_device_code(P, k))
        return;
    uint32_t body_first = bracket_match(P, body_last);
    if (body_first == NO_MATCH || body_first <= lo->rb)
        return;
    bool nested = nesting_of(P, k) != NEST_NONE;   /* in a host-device or generic lambda: an error */
    struct lambda_parent *parent = parser_current_function(P);
    struct ext_lambda *l = ARENA_NEW(P->arena, struct ext_lambda);
    l->exec = lo->exec;
    l->lb = lo->lb;
    l->rb = lo->rb;
    l->body_first = body_first;
    l->body_last = body_last;
    l->ret_first = l->ret_last = HF_NONE;
    l->parent = parent;
    l->wrap = parent != NULL;
    declarator_tail(P, lo->rb, body_first, l);
    struct capture_set *cs = xmalloc(sizeof *cs);
    cs->n = 0;
    cs->this_captured = false;
    explicit_captures(P, lo->lb, lo->rb, cs, &l->has_default);
    if (l->has_default) {
        unsigned nexplicit = cs->n;
        implicit_captures(P, lo->rb, body_first + 1, body_last - 1, lo->scope, cs);
        check_implicit_captures(P, lo, cs, nexplicit, default_by_reference(P, lo));
    }
    if (!nested && lo->exec == XS_HOST_DEVICE && lambda_generic(P, lo))
        parser_report(P, DIAG_extended_host_device_generic_lambda, lo->lb, NULL, 0);
    if (nested) {
        free(cs);
        return;
    }
    l->ncaps = cs->n;
    l->caps = ARENA_NEW_ARRAY(P->arena, struct lambda_capture, cs->n ? cs->n : 1);
    memcpy(l->caps, cs->v, cs->n * sizeof *cs->v);
    free(cs);
    if (l->wrap) {
        l->number = ++parent->nlambdas;
        uint64_t *bits = l->exec == XS_DEVICE ? P->root->facts.device_captures : P->root->facts.host_device_captures;
        bits[l->ncaps / 64] |= 1ull << (l->ncaps % 64);
    }
    struct host_fact *f = host_facts_add(&P->root->facts, HF_EXT_LAMBDA);
    f->first = l->lb;
    f->last = l->body_last;
    f->lambda = l;
}
