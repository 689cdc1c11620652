/* Templates defined twice, compared by their tokens (see template_redef.h).
   Every function template declared at namespace scope (and every member of
   a class template declared out of its class) is recorded with a hash of
   its canonical tokens; a definition finds the earlier declarations of the
   same name in the same scope through that hash and compares the tokens
   again before it reports. */
#include "parser/template_redef.h"
#include "parser/brackets.h"
#include "parser/checks.h"
#include "sema/type_read.h"
#include "sema/sema.h"
#include "util/strbuf.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_BOUND 64
#define MAX_HEADS 8

struct tdecl {
    struct tdecl *next;             /* in the same bucket */
    const struct scope *sc;         /* where it is declared (for S<T>::f, S's members) */
    const struct ident *name;
    uint64_t hash;                  /* of the canonical tokens */
    uint32_t first, end;            /* [first, end): the first `template` to the body or `;` */
    uint32_t name_tok;
    uint32_t params_open;           /* the `(` of the function's parameters */
    uint32_t qual_first;            /* `N::` before the name, left out (name_tok: none) */
    const struct ident **bound;     /* names compared by position */
    int nbound;
    bool defined;
};

struct template_defs {
    struct tdecl **buckets;
    size_t nbuckets;
};

static size_t bucket_of(const struct template_defs *T, const struct scope *sc, const struct ident *name)
{
    uint64_t h = ((uint64_t)(uintptr_t)sc * 0x9e3779b97f4a7c15ull) ^ (uint64_t)(uintptr_t)name;
    h ^= h >> 29;
    return (size_t)(h % T->nbuckets);
}

#define NONE UINT32_MAX

/* The first `template` of the heads that end just before tok (NONE: none). */
static uint32_t head_start(const struct parser *P, uint32_t tok)
{
    uint32_t start = NONE;
    while (tok >= 3 && P->toks[tok - 1].kind == TK_GT && (P->mark[tok - 1] & MK_PARAMS_CLOSE)) {
        int depth = 0;
        uint32_t j = tok - 1;
        for (;; j--) {
            if (P->toks[j].kind == TK_GT && (P->mark[j] & MK_PARAMS_CLOSE))
                depth++;
            else if (P->toks[j].kind == TK_LT && (P->mark[j] & MK_TEMPLATE_PARAMS))
                depth--;
            if (depth == 0 || j == 0)
                break;
        }
        if (depth != 0 || j == 0 || P->toks[j - 1].kind != TK_TEMPLATE)
            return NONE;
        start = tok = j - 1;
    }
    return start;
}

/* The `{` opening the body, the `;` ending a declaration or the `=` of
   `= delete`, after the declarator's name (0: none). */
static uint32_t declaration_end(const struct parser *P, uint32_t name_tok)
{
    for (uint32_t i = name_tok + 1; i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LBRACE || k == TK_SEMI || k == TK_EQ || k == TK_TRY)
            return i;
        if (k == TK_EOF || k == TK_RBRACE || k == TK_RPAREN || k == TK_RBRACKET)
            return 0;
        if (k == TK_LPAREN || k == TK_LBRACKET) {
            uint32_t m = bracket_match(P, i);
            if (m == NO_MATCH)
                return 0;
            i = m;
        }
    }
    return 0;
}

/* Does the template parameter list's name stand at i (the identifier of
   `class T`, `class... Ts`, `int N`, `T V = 1`)? */
static bool declares_template_parameter(const struct parser *P, uint32_t i)
{
    if (P->toks[i].kind != TK_IDENT || i < 1)
        return false;
    unsigned prev = P->toks[i - 1].kind;
    if (P->mark[i - 1] & MK_PARAM_KEY)
        return true;
    if (prev == TK_ELLIPSIS && i >= 2 && (P->mark[i - 2] & MK_PARAM_KEY))
        return true;
    unsigned next = P->toks[i + 1].kind;
    bool ends = next == TK_COMMA || next == TK_EQ || (next == TK_GT && (P->mark[i + 1] & MK_PARAMS_CLOSE));
    bool after_type = prev == TK_IDENT || prev == TK_STAR || prev == TK_AMP || prev == TK_AMPAMP ||
                      prev == TK_ELLIPSIS || prev >= TK_FIRST_KEYWORD;
    return ends && after_type;
}

static void bind(const struct ident **bound, int *n, const struct ident *id)
{
    for (int k = 0; k < *n; k++)
        if (bound[k] == id)
            return;
    if (*n < MAX_BOUND)
        bound[(*n)++] = id;
}

/* The names compared by position: template parameters in [first, spec),
   the function's parameters (d: NULL when there are none). */
static int collect_bound(const struct parser *P, uint32_t first, uint32_t spec, const struct dtor *d,
                         const struct ident **bound)
{
    int n = 0;
    for (uint32_t i = first; i < spec; i++)
        if (declares_template_parameter(P, i))
            bind(bound, &n, P->toks[i].id);
    for (const struct pnode *p = d && d->params ? d->params->first : NULL; p; p = p->next)
        if (p->name && p->name->kind == DN_NAME && p->name->tok && P->toks[p->name->tok].id)
            bind(bound, &n, P->toks[p->name->tok].id);
    return n;
}

/* The token after a default argument starting at eq: the `,` or the closer
   of its list. */
static uint32_t default_end(const struct parser *P, uint32_t eq, uint32_t end)
{
    int angle = 0;
    for (uint32_t i = eq + 1; i < end; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE) {
            uint32_t m = bracket_match(P, i);
            if (m == NO_MATCH || m >= end)
                return end;
            i = m;
        } else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE) {
            return i;
        } else if (k == TK_LT && type_read_template_open(&P->view, i)) {
            angle++;
        } else if (k == TK_GT && (P->mark[i] & MK_PARAMS_CLOSE)) {
            return i;
        } else if (k == TK_GT && angle > 0) {
            angle--;
        } else if (k == TK_COMMA && angle == 0) {
            return i;
        }
    }
    return end;
}

/* Walks a declaration's canonical tokens: bound names by position, default
   arguments of template and function parameters left out. */
struct walker {
    const struct parser *P;
    uint32_t i, end, params_open, qual_first, name_tok;
    const struct ident **bound;
    int nbound;
    int heads;                      /* template parameter lists open */
    int nest[MAX_HEADS];            /* ... brackets open inside each */
    uint32_t defaults[MAX_BOUND];   /* the `=` of each template parameter's default */
    int ndefaults;
};

/* `__attribute__((device))` (host, global) at i: CUDA's execution spaces,
   which do not make two definitions of one template different ones */
static bool execution_space_attribute(const struct parser *P, uint32_t i, uint32_t end)
{
    if (i + 5 >= end || P->toks[i].kind != TK_ATTRIBUTE || P->toks[i + 1].kind != TK_LPAREN ||
        P->toks[i + 2].kind != TK_LPAREN || P->toks[i + 3].kind != TK_IDENT || P->toks[i + 4].kind != TK_RPAREN ||
        P->toks[i + 5].kind != TK_RPAREN || !P->toks[i + 3].id)
        return false;
    static const char *const spaces[] = { "host", "device", "global", "__host__", "__device__", "__global__" };
    for (size_t k = 0; k < sizeof spaces / sizeof spaces[0]; k++)
        if (strcmp(P->toks[i + 3].id->name, spaces[k]) == 0)
            return true;
    return false;
}

static bool next_code(struct walker *w, uint64_t *code)
{
    const struct parser *P = w->P;
    while (w->i < w->end) {
        if (w->i == w->qual_first)
            w->i = w->name_tok;     /* N::f and f in N are one name */
        uint32_t i = w->i++;
        const struct token *t = &P->toks[i];
        if (execution_space_attribute(P, i, w->end)) {
            w->i = i + 6;   /* the same template whatever its space */
            continue;
        }
        int h = w->heads < MAX_HEADS ? w->heads : MAX_HEADS - 1;
        if (t->kind == TK_LT && (P->mark[i] & MK_TEMPLATE_PARAMS)) {
            w->heads++;
            if (w->heads < MAX_HEADS)
                w->nest[w->heads] = 0;
        } else if (t->kind == TK_GT && (P->mark[i] & MK_PARAMS_CLOSE)) {
            if (w->heads > 0)
                w->heads--;
        } else if (w->heads > 0 && (t->kind == TK_LPAREN || t->kind == TK_LBRACKET || t->kind == TK_LBRACE ||
                                    (t->kind == TK_LT && type_read_template_open(&P->view, i)))) {
            w->nest[h]++;
        } else if (w->heads > 0 && (t->kind == TK_RPAREN || t->kind == TK_RBRACKET || t->kind == TK_RBRACE ||
                                    (t->kind == TK_GT && (P->mark[i] & MK_TEMPLATE_CLOSE)))) {
            w->nest[h]--;
        } else if (t->kind == TK_EQ && w->heads > 0 && w->nest[h] == 0) {
            if (w->ndefaults < MAX_BOUND)
                w->defaults[w->ndefaults++] = i;
            w->i = default_end(P, i, w->end);
            continue;
        } else if (t->kind == TK_EQ && w->heads == 0 && w->params_open &&
                   bracket_enclosing(P, i, false) == w->params_open) {
            w->i = default_end(P, i, w->end);
            continue;
        }
        uint64_t c = (uint64_t)t->kind << 48;
        if (t->kind == TK_IDENT) {
            int k = 0;
            while (k < w->nbound && w->bound[k] != t->id)
                k++;
            c = k < w->nbound ? (1ull << 63) | (uint64_t)k : c ^ (uint64_t)(uintptr_t)t->id;
        } else if (t->id) {
            c ^= (uint64_t)(uintptr_t)t->id;
        } else if (t->kind == TK_INT_LIT || t->kind == TK_FLOAT_LIT || t->kind == TK_CHAR_LIT ||
                   t->kind == TK_STRING_LIT) {
            uint64_t f = 0xcbf29ce484222325ull;
            for (uint32_t b = 0; b < t->len; b++)
                f = (f ^ (unsigned char)P->lx->buf[t->offset + b]) * 0x100000001b3ull;
            c ^= f & 0xffffffffffffull;
        }
        *code = c;
        return true;
    }
    return false;
}

static void walker_init(struct walker *w, const struct parser *P, const struct tdecl *d)
{
    memset(w, 0, sizeof *w);
    w->P = P;
    w->i = d->first;
    w->end = d->end;
    w->params_open = d->params_open;
    w->qual_first = d->qual_first;
    w->name_tok = d->name_tok;
    w->bound = d->bound;
    w->nbound = d->nbound;
}

static uint64_t canonical_hash(const struct parser *P, const struct tdecl *d)
{
    struct walker w;
    walker_init(&w, P, d);
    uint64_t h = 0xcbf29ce484222325ull, c;
    while (next_code(&w, &c))
        h = (h ^ c) * 0x100000001b3ull + (h >> 17);
    return h;
}

static bool same_tokens(const struct parser *P, const struct tdecl *a, const struct tdecl *b)
{
    struct walker wa, wb;
    walker_init(&wa, P, a);
    walker_init(&wb, P, b);
    uint64_t ca, cb;
    for (;;) {
        bool ha = next_code(&wa, &ca), hb = next_code(&wb, &cb);
        if (ha != hb)
            return false;
        if (!ha)
            return true;
        if (ca != cb)
            return false;
    }
}

/* S<T>: the class template's name with its own parameters' names, as the
   reference names members of the primary template (false when unnamed). */
bool tredef_put_class_template(const struct parser *P, struct strbuf *sb, const struct entity *c)
{
    if (!c->heads || c->heads->n < 1)
        return false;
    uint32_t lt = c->heads->lt[0];
    pa_qualified_name(sb, c);
    sb_putc(sb, '<');
    int n = 0;
    for (uint32_t i = lt + 1; i < P->ntoks && !(P->toks[i].kind == TK_GT && (P->mark[i] & MK_PARAMS_CLOSE)); i++) {
        if (P->toks[i].kind == TK_LT && (P->mark[i] & MK_TEMPLATE_PARAMS))
            return false;   /* template template parameters: not named here */
        if (declares_template_parameter(P, i)) {
            if (n++)
                sb_puts(sb, ", ");
            sb_puts(sb, P->toks[i].id->name);
            if (P->toks[i - 1].kind == TK_ELLIPSIS)
                sb_puts(sb, "...");
        }
    }
    sb_putc(sb, '>');
    return n == c->nparams || c->nparams < 0;
}

/* `S<A, B>::`: the qualifier names the primary template with its own
   parameters, in order (a member of the primary, not of a specialisation). */
static bool names_primary(const struct parser *P, uint32_t qual_first, uint32_t colons, const struct tdecl *d)
{
    if (P->toks[qual_first + 1].kind != TK_LT || P->toks[colons - 1].kind != TK_GT)
        return false;
    int n = 0;
    for (uint32_t i = qual_first + 2; i < colons - 1; i++) {
        if (P->toks[i].kind == TK_COMMA || P->toks[i].kind == TK_ELLIPSIS)
            continue;
        if (P->toks[i].kind != TK_IDENT || n >= d->nbound || P->toks[i].id != d->bound[n])
            return false;
        n++;
    }
    return n > 0;
}

/* The `S` of `S<...>::` ending at colons (the `::`). */
static uint32_t qualifier_start(const struct parser *P, uint32_t colons, uint32_t floor)
{
    uint32_t qf = colons - 1;
    if (P->toks[qf].kind == TK_GT) {
        int depth = 0;
        for (; qf > floor; qf--) {
            depth += P->toks[qf].kind == TK_GT ? 1 : P->toks[qf].kind == TK_LT ? -1 : 0;
            if (depth == 0)
                break;
        }
        qf--;
    }
    return qf;
}

bool tredef_primary_qualifier(struct parser *P, const struct dspec *sp, uint32_t name_tok, struct strbuf *sb)
{
    struct entity *q = name_tok >= 2 && P->toks[name_tok - 1].kind == TK_COLONCOLON && P->ent[name_tok - 1]
                     ? entity_resolve(P->ent[name_tok - 1]) : NULL;
    if (!sp || !q || q->kind != EK_CLASS_TEMPLATE || !q->parent || q->parent->kind != SK_NAMESPACE)
        return false;
    struct tdecl d = { .first = head_start(P, sp->first_tok) };
    if (d.first == NONE)
        return false;
    const struct ident *bound[MAX_BOUND];
    d.nbound = collect_bound(P, d.first, sp->first_tok, NULL, bound);
    d.bound = bound;
    uint32_t qf = qualifier_start(P, name_tok - 1, d.first);
    if (!names_primary(P, qf, name_tok - 1, &d) || !tredef_put_class_template(P, sb, q))
        return false;
    sb_puts(sb, "::");
    return true;
}

static void report(struct parser *P, const struct tdecl *old, const struct tdecl *now, struct walker *w,
                   const char *name, enum diag_entity_kind kind)
{
    /* the defaults this declaration gives again */
    struct walker wo;
    walker_init(&wo, P, old);
    uint64_t c;
    while (next_code(&wo, &c))
        ;
    while (next_code(w, &c))
        ;
    for (int k = 0; k < w->ndefaults && k < wo.ndefaults; k++) {
        uint32_t eq = w->defaults[k];
        uint32_t at = P->toks[eq - 1].kind == TK_IDENT ? eq - 1 : eq;
        parser_report(P, DIAG_default_arg_already_defined, at, NULL, 0);
    }
    char where[600];
    pa_position_text(P, P->toks[old->name_tok].offset, now->name_tok, where, sizeof where);
    struct diag_arg a[2] = { { DA_ENTITY, name, kind }, { DA_POS, where, 0 } };
    parser_report(P, DIAG_already_defined_with_pos, now->name_tok, a, 2);
}

/* ov(const T &, int *): the parameter types, when another function or
   function template of the name is declared in the scope. */
static void overload_suffix(struct parser *P, struct template_defs *T, const struct tdecl *old,
                            struct strbuf *sb)
{
    bool overloaded = false;
    for (struct tdecl *x = T->buckets[bucket_of(T, old->sc, old->name)]; x && !overloaded; x = x->next)
        if (x->sc == old->sc && x->name == old->name && x->hash != old->hash)
            overloaded = true;
    for (struct entity *e = scope_find_local((struct scope *)old->sc, (struct ident *)old->name); e && !overloaded;
         e = e->next)
        if (e->name == old->name && e->kind == EK_FUNCTION)
            overloaded = true;
    if (!overloaded)
        return;
    /* the parameter types, read with the template's parameters as names */
    struct type_reader R;
    type_reader_init(&R, &P->view);
    R.params_by_name = true;
    const struct type *params[TYPE_MAX_ARGS];
    int n = 0;
    bool variadic = false;
    uint32_t close = bracket_match(P, old->params_open);
    if (close == NO_MATCH || !type_read_params(&R, old->params_open + 1, close, params, TYPE_MAX_ARGS, &n, &variadic))
        return;     /* not sure how the reference writes them: no suffix */
    sb_putc(sb, '(');
    for (int k = 0; k < n; k++) {
        if (k)
            sb_puts(sb, ", ");
        type_print(sb, params[k]);
    }
    if (variadic)
        sb_puts(sb, n ? ", ..." : "...");
    sb_putc(sb, ')');
}

bool tredef_function(struct parser *P, const struct dtor *d, const struct dspec *sp, bool definition)
{
    if (!d || !d->name || d->name->kind != DN_NAME || d->form != DF_FUNCTION || !sp || P != P->root ||
        P->nclass > 0 || sema_decl_scope(P->sema)->kind != SK_NAMESPACE || (sp->flags & (DS_FRIEND | DS_TYPEDEF)))
        return false;
    uint32_t name_tok = d->name->tok;
    bool reported = false;
    struct tdecl now = { .name = P->toks[name_tok].id, .name_tok = name_tok, .qual_first = name_tok };
    now.first = head_start(P, sp->first_tok);
    now.end = declaration_end(P, name_tok);
    if (now.first == NONE || !now.end || !now.name || P->toks[name_tok + 1].kind != TK_LPAREN)
        return false;
    now.params_open = name_tok + 1;
    now.defined = definition && P->toks[now.end].kind != TK_SEMI;
    /* where it is declared, and what the reference calls it */
    struct strbuf name;
    sb_init(&name);
    const struct ident *bound[MAX_BOUND];
    now.nbound = collect_bound(P, now.first, sp->first_tok, d, bound);
    now.bound = bound;
    enum diag_entity_kind kind = DEK_FUNCTION_TEMPLATE;
    int heads = 0;
    for (uint32_t i = now.first; i < sp->first_tok; i++)
        heads += P->toks[i].kind == TK_LT && (P->mark[i] & MK_TEMPLATE_PARAMS) && P->toks[i - 1].kind == TK_TEMPLATE;
    if (d->name->qualified) {
        struct entity *q = d->name->qual ? entity_resolve(d->name->qual) : NULL;
        uint32_t colons = name_tok - 1;
        if (!q || !q->members || P->toks[colons].kind != TK_COLONCOLON)
            goto out;
        now.sc = q->members;
        if (q->kind == EK_NAMESPACE) {
            uint32_t i = name_tok;
            while (i >= 2 && P->toks[i - 1].kind == TK_COLONCOLON && P->toks[i - 2].kind == TK_IDENT)
                i -= 2;
            if (i >= 1 && P->toks[i - 1].kind == TK_COLONCOLON)
                i--;
            now.qual_first = i;
            pa_qualified_name(&name, q);
            sb_puts(&name, "::");
        } else if (q->kind == EK_CLASS_TEMPLATE && q->parent && q->parent->kind == SK_NAMESPACE) {
            uint32_t qf = qualifier_start(P, colons, now.first);
            if (!names_primary(P, qf, colons, &now) || !tredef_put_class_template(P, &name, q))
                goto out;
            sb_puts(&name, "::");
            if (heads == 1)
                kind = DEK_FUNCTION;
        } else {
            goto out;
        }
    } else {
        now.sc = sema_decl_scope(P->sema);
        if (now.sc->owner && now.sc->owner->name) {
            pa_qualified_name(&name, now.sc->owner);
            sb_puts(&name, "::");
        }
    }
    now.hash = canonical_hash(P, &now);
    if (!P->tdefs) {
        P->tdefs = ARENA_NEW(P->arena, struct template_defs);
        P->tdefs->nbuckets = 4096;
        P->tdefs->buckets = ARENA_NEW_ARRAY(P->arena, struct tdecl *, P->tdefs->nbuckets);
    }
    struct template_defs *T = P->tdefs;
    size_t b = bucket_of(T, now.sc, now.name);
    struct tdecl *same = NULL;
    for (struct tdecl *x = T->buckets[b]; x; x = x->next)
        if (x->sc == now.sc && x->name == now.name && x->hash == now.hash && same_tokens(P, x, &now)) {
            same = x;
            if (x->defined)
                break;
        }
    if (same && same->defined && now.defined) {
        sb_puts(&name, now.name->name);
        if (!d->name->qualified)
            overload_suffix(P, T, same, &name);
        struct walker w;
        walker_init(&w, P, &now);
        report(P, same, &now, &w, name.data ? name.data : "", kind);
        reported = true;
    } else if (same) {
        if (now.defined) {
            same->defined = true;   /* a declaration, now defined: a later one points here */
            same->name_tok = now.name_tok;
        }
    } else {
        struct tdecl *x = ARENA_NEW(P->arena, struct tdecl);
        *x = now;
        x->bound = ARENA_NEW_ARRAY(P->arena, const struct ident *, now.nbound ? now.nbound : 1);
        memcpy(x->bound, bound, sizeof bound[0] * (size_t)now.nbound);
        x->next = T->buckets[b];
        T->buckets[b] = x;
    }
out:
    sb_free(&name);
    return reported;
}

/* An alias template's type-id [first, last] read with its parameters as
   names, printed into sb; false when it cannot be read. */
static bool print_type_id(const struct parser *P, uint32_t first, uint32_t last, struct strbuf *sb)
{
    struct type_reader R;
    type_reader_init(&R, &P->view);
    R.params_by_name = true;
    uint32_t i = first;
    const struct type *base = type_read_specifiers(&R, &i, last + 1);
    const struct type *t = base ? type_read_declarator(&R, &i, last + 1, base) : NULL;
    if (!t || i != last + 1)
        return false;
    type_print(sb, t);
    return true;
}

/* A printed type with the template parameters' names replaced by their
   positions (`const T *` and `const U *` are one type). */
static void by_position(const char *text, const struct ident **bound, int n, struct strbuf *out)
{
    sb_reset(out);
    for (const char *c = text ? text : ""; *c;) {
        if (!(*c == '_' || (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z'))) {
            sb_putc(out, *c++);
            continue;
        }
        const char *w = c;
        while (*c == '_' || (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9'))
            c++;
        int k = 0;
        while (k < n && !(bound[k]->len == (size_t)(c - w) && memcmp(bound[k]->name, w, bound[k]->len) == 0))
            k++;
        if (k < n) {
            char pos[16];
            snprintf(pos, sizeof pos, "#%d", k);
            sb_puts(out, pos);
        } else {
            sb_add(out, w, (size_t)(c - w));
        }
    }
}

/* The canonical form of one alias template declaration: its heads and its
   type-id, the parameters by position. */
static void alias_decl(const struct parser *P, uint32_t name_tok, uint32_t last, struct tdecl *d,
                       const struct ident **bound)
{
    memset(d, 0, sizeof *d);
    d->name_tok = d->qual_first = name_tok;
    d->first = name_tok >= 1 ? head_start(P, name_tok - 1) : NONE;
    d->end = last + 1;
    d->bound = bound;
    if (d->first != NONE)
        d->nbound = collect_bound(P, d->first, name_tok, NULL, bound);
}

bool tredef_alias(struct parser *P, struct entity *e, uint32_t name_tok, uint32_t first, uint32_t last)
{
    if (!e || e->kind != EK_ALIAS_TEMPLATE || !first || last < first || P != P->root)
        return false;
    if (!e->type_toks) {
        e->type_toks = ARENA_NEW(P->arena, struct type_tokens);
        e->type_toks->spec_first = first;
        e->type_toks->spec_last = last;
        e->type_toks->name = name_tok;
        return false;
    }
    const struct type_tokens *tt = e->type_toks;
    const struct ident *bo[MAX_BOUND], *bn[MAX_BOUND];
    struct tdecl old, now;
    alias_decl(P, tt->name, tt->spec_last, &old, bo);
    alias_decl(P, name_tok, last, &now, bn);
    if (old.first == NONE || now.first == NONE || old.nbound != now.nbound)
        return false;   /* another parameter list: not this message */
    /* the `using N =` part is the same in both: compare from the type-id on,
       with the parameters of each head bound */
    old.qual_first = old.first;
    old.name_tok = tt->spec_first;
    now.qual_first = now.first;
    now.name_tok = first;
    if (same_tokens(P, &old, &now))
        return false;
    struct strbuf was, is, name, cwas, cis;
    sb_init(&was);
    sb_init(&is);
    sb_init(&name);
    sb_init(&cwas);
    sb_init(&cis);
    bool reported = false;
    if (print_type_id(P, first, last, &is) && print_type_id(P, tt->spec_first, tt->spec_last, &was) &&
        (by_position(is.data, bn, now.nbound, &cis), by_position(was.data, bo, old.nbound, &cwas),
         strcmp(cis.data ? cis.data : "", cwas.data ? cwas.data : "") != 0)) {
        pa_qualified_name(&name, e);
        char where[600];
        pa_position_text(P, P->toks[tt->name].offset, name_tok, where, sizeof where);
        struct diag_arg a[4] = { { DA_STR, is.data, 0 }, { DA_STR, was.data, 0 }, { DA_STR, name.data, 0 },
                                 { DA_POS, where, 0 } };
        parser_report(P, DIAG_alias_template_type_incompatible, name_tok, a, 4);
        reported = true;
    }
    sb_free(&was);
    sb_free(&is);
    sb_free(&name);
    sb_free(&cwas);
    sb_free(&cis);
    return reported;
}
