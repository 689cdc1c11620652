/* Host facts from declarations (see record.h). */
#include "cuda/record.h"
#include "cuda/spaces.h"
#include "sema/builtin_type.h"
#include "sema/scope.h"
#include "sema/type_read.h"
#include "util/strbuf.h"
#include "util/xalloc.h"
#include <stdlib.h>
#include <string.h>

static bool abbreviated_template(struct parser *P, uint32_t name);

#define HAS(cd, r) (((cd)->roles >> (r)) & 1u)

static struct host_facts *facts_of(struct parser *P)
{
    return &P->root->facts;
}

/* ---- constexpr across redeclarations ----
 * `constexpr float abs(float x) {...}` in libstdc++, then the CUDA headers'
 * `extern __host__ __device__ float abs(float);`: the reference's redeclaration
 * inherits constexpr and prints it, and gcc rejects the host TU without it.
 * Declarations are matched by scope, name and a key of their parameter types
 * written as tokens (builtin types canonical, names by entity). */

enum { SIG_CONSTEXPR = 1, SIG_INLINE = 2, SIG_HOST = 4, SIG_DEVICE = 8, SIG_GLOBAL = 16 };

struct sig {
    const void *scope;
    const struct ident *name;
    char *key;
    uint8_t flags;              /* SIG_* seen on some declaration */
    struct sig *next;
};

struct sig_table {
    struct sig *bucket[4096];
};

static unsigned sig_hash(const void *scope, const struct ident *name, const char *key)
{
    unsigned h = (unsigned)((uintptr_t)scope >> 4) * 31u + (unsigned)((uintptr_t)name >> 4);
    for (const char *k = key; *k; k++)
        h = h * 131u + (unsigned char)*k;
    return h & 4095u;
}

/* The code of the builtin words of one parameter, if any; then start afresh. */
static void flush_builtin(struct strbuf *sb, struct builtin_words *w)
{
    if (builtin_words_any(w))
        sb_puts(sb, builtin_words_code(w));
    memset(w, 0, sizeof *w);
}

static bool is_param_name(const struct dtor *d, uint32_t tok)
{
    if (!d->params)
        return false;
    for (const struct pnode *n = d->params->first; n; n = n->next)
        if (n->name && n->name->tok == tok)
            return true;
    return false;
}

/* The `(` of a function declarator's parameters: after the name, or after
   the operator's tokens (`operator()` has its own pair first). */
static uint32_t params_open(const struct parser *P, const struct dtor *d)
{
    uint32_t i = d->name->tok + 1;
    if (d->name->kind == DN_OPERATOR) {
        if (i + 1 < P->ntoks && P->toks[i].kind == TK_LPAREN && P->toks[i + 1].kind == TK_RPAREN)
            i += 2;
        while (i < P->ntoks && i < d->name->tok + 5 && P->toks[i].kind != TK_LPAREN)
            i++;
    }
    return i < P->ntoks && P->toks[i].kind == TK_LPAREN ? i : HF_NONE;
}

/* The parameter key of `name(params)`, or NULL when the declarator is not
   that simple. Only ever compared with other keys made the same way. */
static char *param_key(struct parser *P, const struct dtor *d, bool templ)
{
    uint32_t i = params_open(P, d);
    if (i == HF_NONE)
        return NULL;
    struct strbuf sb;
    sb_init(&sb);
    if (templ)
        sb_puts(&sb, "template:");
    for (uint32_t k = d->name->tok + 1; d->name->kind == DN_OPERATOR && k < i; k++)
        sb_printf(&sb, "op%u:", P->toks[k].kind);     /* which operator */
    struct builtin_words w = { 0 };
    int depth = 0;
    bool in_default = false;
    for (i++; i < P->ntoks; i++) {
        const struct token *t = &P->toks[i];
        unsigned k = t->kind;
        if (depth == 0 && (k == TK_RPAREN || k == TK_COMMA)) {
            flush_builtin(&sb, &w);
            in_default = false;
            if (k == TK_RPAREN)
                break;
            sb_putc(&sb, ',');
            continue;
        }
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE)
            depth--;
        if (k == TK_EOF || depth < 0) {
            sb_free(&sb);
            return NULL;
        }
        if (depth == 0 && k == TK_EQ)
            in_default = true;
        if (in_default || builtin_word_add(&w, k) || is_param_name(d, i))
            continue;
        if (k != TK_IDENT)
            sb_printf(&sb, " %u", k);
        else if (P->ent[i] && P->ent[i]->kind == EK_TYPE_PARAM && t->id)
            sb_printf(&sb, " T%.*s", (int)t->id->len, t->id->name);    /* templates: by spelling */
        else if (P->ent[i])
            sb_printf(&sb, "@%p", (void *)entity_resolve(P->ent[i]));
        else if (t->id)
            sb_printf(&sb, " %.*s", (int)t->id->len, t->id->name);
    }
    char *s = sb_take(&sb);
    char *list = templ ? s + strlen("template:") : s;
    if (strcmp(list, "v") == 0)
        list[0] = '\0';     /* f(void) is f() */
    return s;
}

/* Where a declaration's signature is kept: its scope, or for `A::f` the
   class or namespace A (`A::operator+=(int)` and `B::operator+=(int)`,
   both defined at namespace scope, are not one function). */
static const void *sig_scope(struct parser *P, const struct dtor *d)
{
    if (d->name->qualified && d->name->qual)
        return entity_resolve(d->name->qual);
    return sema_decl_scope(P->sema);
}

static struct sig *sig_find(struct host_facts *hf, const void *sc, const struct ident *name,
                            const char *key, unsigned *hash)
{
    *hash = sig_hash(sc, name, key);
    if (!hf->sigs)
        return NULL;
    for (struct sig *s = hf->sigs->bucket[*hash]; s; s = s->next)
        if (s->scope == sc && s->name == name && strcmp(s->key, key) == 0)
            return s;
    return NULL;
}

/* A namespace-scope function declaration: remembers constexpr and inline
   per signature; a redeclaration that drops a constexpr gets it back. */
static uint8_t note_signature(struct parser *P, const struct dtor *d, struct entity *e, uint32_t first,
                              const struct cuda_decl *cd)
{
    struct scope *sc = sema_decl_scope(P->sema);
    bool op = d->name->kind == DN_OPERATOR && d->name->tok;
    if ((!e && !op) || sc->kind != SK_NAMESPACE || first == HF_NONE)
        return 0;
    const struct ident *name = e ? e->name : NULL;
    struct host_facts *hf = facts_of(P);
    uint8_t flags = (cd->is_constexpr ? SIG_CONSTEXPR : 0) | (cd->is_inline ? SIG_INLINE : 0) |
                    (HAS(cd, CA_EXEC_HOST) ? SIG_HOST : 0) | (HAS(cd, CA_DEVICE) ? SIG_DEVICE : 0) |
                    (HAS(cd, CA_EXEC_GLOBAL) ? SIG_GLOBAL : 0);
    if (!flags && !hf->sigs)
        return 0;
    char *key = param_key(P, d, sema_in_template_head(P->sema));
    if (!key)
        return flags;
    unsigned h;
    struct sig *s = sig_find(hf, sig_scope(P, d), name, key, &h);
    if (s) {
        if (!cd->is_constexpr && (s->flags & SIG_CONSTEXPR)) {
            struct host_fact *f = host_facts_add(hf, HF_CONSTEXPR);
            f->first = first;
            f->entity = e;
        }
        s->flags |= flags;
    } else if (flags) {
        if (!hf->sigs)
            hf->sigs = xcalloc(1, sizeof *hf->sigs);
        s = ARENA_NEW(P->arena, struct sig);
        s->scope = sig_scope(P, d);
        s->name = name;
        s->key = arena_strndup(P->arena, key, strlen(key));
        s->flags = flags;
        s->next = hf->sigs->bucket[h];
        hf->sigs->bucket[h] = s;
    }
    free(key);
    return s ? s->flags : flags;
}

/* Was the function d names declared inline before (in the current scope)? */
static bool declared_inline(struct parser *P, const struct dtor *d)
{
    struct host_facts *hf = facts_of(P);
    const struct ident *id = d->name->kind == DN_NAME && d->name->tok < P->ntoks ? P->toks[d->name->tok].id : NULL;
    if (!hf->sigs || (!id && d->name->kind != DN_OPERATOR))
        return false;
    char *key = param_key(P, d, false);
    if (!key)
        return false;
    unsigned h;
    struct sig *s = sig_find(hf, sig_scope(P, d), id, key, &h);
    free(key);
    return s && (s->flags & SIG_INLINE);
}

/* ---- declarations ---- */

/* Is the object a declarator declares const itself: `char *const p`,
   `int (*const f)()` (a `const` after its last `*`, `&` or `&&`, in tokens
   [from, name))? */
static bool const_pointer_declarator(const struct parser *P, uint32_t from, uint32_t name)
{
    bool konst = false;
    for (uint32_t i = from; i < name && i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_STAR || k == TK_AMP || k == TK_AMPAMP)
            konst = false;
        else if (k == TK_CONST)
            konst = true;
    }
    return konst;
}

size_t cuda_record_declaration(struct parser *P, struct entity *e, const struct dtor *d, uint32_t first,
                               const struct cuda_decl *cd, bool member, uint32_t init_first, uint32_t init_last)
{
    if (!d || !d->name)
        return 0;
    if (e && cd->is_static)
        e->flags |= EF_STATIC;
    bool function = d->form == DF_FUNCTION;
    /* execution spaces merge across redeclarations (XS-01): `__device__ void
       f(); void f() {}` defines a device function */
    uint8_t merged = 0;
    if (function && (d->name->kind == DN_NAME || d->name->kind == DN_OPERATOR) && !member)
        merged = note_signature(P, d, e, first, cd);
    if (cd->inherited_exec == XS_GLOBAL)
        merged |= SIG_GLOBAL;
    else
        merged |= (cd->inherited_exec & XS_HOST ? SIG_HOST : 0) | (cd->inherited_exec & XS_DEVICE ? SIG_DEVICE : 0);
    struct host_fact *f;
    if (function) {
        bool global = HAS(cd, CA_EXEC_GLOBAL) || (merged & SIG_GLOBAL);
        bool device_only = (HAS(cd, CA_DEVICE) || (merged & SIG_DEVICE)) && !HAS(cd, CA_EXEC_HOST) &&
                           !(merged & SIG_HOST);
        if (!global && !device_only)
            return 0;
        f = host_facts_add(facts_of(P), HF_FUNCTION);
        f->exec = global ? XS_GLOBAL : XS_DEVICE;
        f->params = d->params;
        f->special = d->name->kind == DN_CTOR || d->name->kind == DN_DTOR;
        f->abbreviated = d->name->kind == DN_NAME && abbreviated_template(P, d->name->tok);
    } else {
        uint32_t mem_roles = 1u << CA_DEVICE | 1u << CA_MEM_SHARED | 1u << CA_MEM_CONSTANT | 1u << CA_MEM_MANAGED;
        bool builtin = HAS(cd, CA_DEVICE_BUILTIN) || HAS(cd, CA_BUILTIN_TEXTURE);
        if (!(cd->roles & mem_roles) && !builtin)
            return 0;
        if (member || sema_decl_scope(P->sema)->kind != SK_NAMESPACE)
            return 0;       /* locals live in device bodies; members cannot have spaces */
        f = host_facts_add(facts_of(P), HF_VARIABLE);
        f->mem = (uint8_t)((HAS(cd, CA_DEVICE) ? MS_DEVICE : 0) | (HAS(cd, CA_MEM_SHARED) ? MS_SHARED : 0) |
                           (HAS(cd, CA_MEM_CONSTANT) ? MS_CONSTANT : 0) |
                           (HAS(cd, CA_MEM_MANAGED) ? MS_MANAGED | MS_DEVICE : 0));
        f->is_builtin = builtin;
        f->array = d->form == DF_ARRAY ||
                   (d->name->tok + 1 < P->ntoks && P->toks[d->name->tok + 1].kind == TK_LBRACKET);
        f->body_first = init_first;
        f->body_last = init_last;
        if (e && builtin)
            e->flags |= EF_CUDA_BUILTIN;
    }
    f->member = member || d->name->qualified;
    f->templ = sema_in_template_head(P->sema);
    f->is_static = cd->is_static;
    f->is_extern = cd->is_extern;
    f->is_const = (cd->is_const && d->form != DF_POINTER) || cd->is_constexpr ||
                  const_pointer_declarator(P, cd->last + 1, d->name->tok);     /* `int *const p` */
    f->is_constexpr = cd->is_constexpr;
    f->first = first;
    f->name = d->name->tok;
    f->entity = e;
    return facts_of(P)->n;
}

void cuda_record_body(struct parser *P, size_t fact, uint32_t first, uint32_t last)
{
    struct host_facts *hf = facts_of(P);
    if (fact == 0 || fact > hf->n)
        return;
    hf->v[fact - 1].body_first = first;
    hf->v[fact - 1].body_last = last;
}

void cuda_record_simple_declaration(struct parser *P, uint32_t first, uint32_t spec_last, uint32_t last,
                                    bool has_declarators, bool is_typedef)
{
    if (has_declarators && !is_typedef)
        return;     /* variables: see cuda_record_declaration */
    struct cuda_decl cd;
    cuda_collect(P, first, spec_last, &cd);
    if (!HAS(&cd, CA_DEVICE_BUILTIN) && !HAS(&cd, CA_BUILTIN_TEXTURE))
        return;
    struct host_fact *f = host_facts_add(facts_of(P), HF_HIDDEN);
    f->first = first;
    f->last = last;
}


/* Does the function declared from token first, named at token name, name
   a class, enumeration or typedef of an unnamed namespace in its result or
   parameter types (`void take(W<Hid> *)`)? Read from its tokens: the names
   before the declarator's name, and those of its parameter list and any
   trailing result, up to the body or the end of the declaration. */
static bool mentions_internal_type(struct parser *P, uint32_t first, uint32_t name)
{
    int depth = 0;
    bool params = false, default_arg = false;
    for (uint32_t i = first; i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (i > name && depth == 0 && params &&
            (k == TK_LBRACE || k == TK_SEMI || k == TK_COLON || k == TK_EQ || k == TK_COMMA))
            break;
        if (params && depth == 1 && (k == TK_EQ || k == TK_COMMA))
            default_arg = k == TK_EQ;   /* a default argument is no part of the type */
        if (k == TK_LPAREN || k == TK_LBRACKET) {
            depth++;
            params |= i > name;
        } else if (k == TK_RPAREN || k == TK_RBRACKET) {
            depth--;
            default_arg &= depth > 0;
        } else if (k == TK_IDENT && P->view.ent[i] && !default_arg) {
            struct entity *e = entity_resolve(P->view.ent[i]);
            if ((e->kind == EK_CLASS || e->kind == EK_ENUM || e->kind == EK_TYPEDEF) &&
                scope_in_unnamed_namespace(e->parent))
                return true;
            if (e->kind == EK_TYPEDEF && type_mentions_unnamed_namespace(type_read_entity(&P->view, e)))
                return true;
        }
    }
    return false;
}

/* Does the parameter list after the declarator's name (at name) declare
   a parameter with `auto` (`int g(auto x)`, `int k(C auto* p)`): an
   abbreviated function template? */
static bool abbreviated_template(struct parser *P, uint32_t name)
{
    uint32_t lp = name + 1;
    if (lp >= P->ntoks || P->toks[lp].kind != TK_LPAREN)
        return false;
    int depth = 0;
    bool default_arg = false;
    for (uint32_t i = lp + 1; i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE) {
            if (--depth < 0)
                return false;
        } else if (depth == 0 && (k == TK_EQ || k == TK_COMMA)) {
            default_arg = k == TK_EQ;
        } else if (depth == 0 && k == TK_AUTO && !default_arg) {
            return true;
        }
    }
    return false;
}

/* Is the trailing return type of the function declarator named at name a
   placeholder alone (`-> auto`, `-> decltype(auto)`)? */
static bool trailing_placeholder(const struct parser *P, uint32_t name)
{
    uint32_t i = name + 1;
    if (i >= P->ntoks || P->toks[i].kind != TK_LPAREN)
        return false;
    i = type_read_skip_group(&P->view, i, (uint32_t)P->ntoks) - 1;    /* the parameters' `)` */
    while (++i < P->ntoks && P->toks[i].kind != TK_ARROW) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LBRACE || k == TK_SEMI || k == TK_EQ)
            return false;
    }
    if (i + 1 >= P->ntoks)
        return false;
    unsigned k = P->toks[i + 1].kind;
    if (k == TK_AUTO)
        i += 2;
    else if (k == TK_DECLTYPE && i + 4 < P->ntoks && P->toks[i + 3].kind == TK_AUTO)
        i += 5;
    else
        return false;
    k = i < P->ntoks ? P->toks[i].kind : TK_EOF;
    return k == TK_LBRACE || k == TK_SEMI || k == TK_EQ || k == TK_COLON;
}


/* Does a default member initializer follow the data member named at
   token name (`int x = 0;`, `int a[2]{};`)? */
static bool member_initializer_follows(const struct parser *P, uint32_t name)
{
    uint32_t i = name + 1;
    while (i < P->ntoks && P->toks[i].kind == TK_LBRACKET)
        i = type_read_skip_group(&P->view, i, (uint32_t)P->ntoks);     /* its bounds */
    return i < P->ntoks && (P->toks[i].kind == TK_EQ || P->toks[i].kind == TK_LBRACE);
}

/* Does an object of type t, declared without an initializer, need code to
   initialise or destroy it: a class (or an array of them) with a
   user-provided default constructor or destructor, a default member initializer,
   a virtual function or base, or a base or member that needs it? The
   reference takes such a variable as defined by its declaration (a module
   id entity); false where not sure. */
static bool needs_initialization(struct parser *P, const struct type *t, int depth, int *budget)
{
    if (!t || depth > 8 || --*budget < 0)
        return false;   /* (the classes looked into are bounded: members of members of
                           templates fan out, on malformed input exponentially) */
    t = t->canon;
    while (t->kind == TY_ARRAY)
        t = t->inner->canon;
    const struct scope *sc = NULL;
    const struct type *spec = NULL;
    if (t->kind == TY_NAMED && t->ent && t->ent->kind == EK_CLASS) {
        sc = t->ent->members;
    } else if (t->kind == TY_TEMPLATE_ID) {
        sc = type_read_definition(&P->view, t);
        spec = t;
    }
    const struct entity *cls = sc ? sc->owner : NULL;
    if (!cls || (cls->kind != EK_CLASS && cls->kind != EK_CLASS_TEMPLATE) || (cls->flags & EF_SPECIALS_UNSURE))
        return false;
    for (const struct entity *f = cls->specials; f; f = f->next) {
        uint32_t name = f->type_toks ? f->type_toks->name : (uint32_t)P->ntoks;
        bool by_default = (f->flags & EF_DESTRUCTOR) ||
                          ((f->flags & EF_CONSTRUCTOR) && f->type && f->type->canon->nargs == 0);
        if (by_default && (name >= P->ntoks || !cuda_defaulted_declarator(P, name)))
            return true;    /* a default constructor or destructor the user provides */
    }
    for (const struct base_ref *b = cls->bases; b; b = b->next) {
        if (b->dependent || !b->entity)
            return false;
        for (uint32_t i = b->first; i <= b->last && i < P->ntoks; i++)
            if (P->toks[i].kind == TK_VIRTUAL)
                return true;
        const struct entity *be = entity_resolve(b->entity);
        if (be && needs_initialization(P, b->type ? b->type : type_named(P->sema->types, be), depth + 1, budget))
            return true;
    }
    for (uint32_t i = 0; i < sc->nslots; i++)
        for (struct entity *m = sc->slots[i]; m; m = m->next) {
            if (m->parent != sc)
                continue;
            if ((m->kind == EK_FUNCTION || m->kind == EK_FUNCTION_TEMPLATE) && (m->flags & EF_VIRTUAL))
                return true;
            if (m->kind != EK_VARIABLE || (m->flags & EF_STATIC))
                continue;
            uint32_t name = m->decl_offset ? tu_token_at_offset(&P->view, m->decl_offset) : HF_NONE;
            if (name < P->ntoks && member_initializer_follows(P, name))
                return true;
            const struct type *mt = spec ? type_read_specialization_member(&P->view, m, spec)
                                         : type_read_entity(&P->view, m);
            if (needs_initialization(P, mt, depth + 1, budget))
                return true;
        }
    return false;
}

void cuda_record_uninitialized_candidate(struct parser *P, const struct dtor *d, uint32_t first, uint32_t last,
                                         struct entity *v)
{
    if (facts_of(P)->id_candidate.found || !v || v->kind != EK_VARIABLE || !d || !d->name || d->form == DF_FUNCTION ||
        d->name->tok >= P->ntoks || (P->toks[d->name->tok].flags & TF_SYSHDR) ||
        sema_decl_scope(P->sema)->kind != SK_NAMESPACE || sema_in_template_head(P->sema))
        return;     /* (what cuda_record_id_candidate would refuse, before the class is looked into) */
    int budget = 512;
    if (needs_initialization(P, type_read_entity(&P->view, v), 0, &budget))
        cuda_record_id_candidate(P, d, first, last);
}

/* Is `volatile` among the specifiers [first, last]? */
static bool written_volatile(const struct parser *P, uint32_t first, uint32_t last)
{
    for (uint32_t i = first; i <= last && i < P->ntoks; i++)
        if (P->toks[i].kind == TK_VOLATILE)
            return true;
    return false;
}

void cuda_record_id_candidate(struct parser *P, const struct dtor *d, uint32_t first, uint32_t last)
{
    struct id_candidate *c = &facts_of(P)->id_candidate;
    if (c->found || !d || !d->name || sema_in_template_head(P->sema))
        return;
    uint8_t special = d->name->kind == DN_CTOR ? 1 : d->name->kind == DN_DTOR ? 2 : 0;
    uint32_t name_tok = d->name->kind == DN_CONVERSION || (d->name->kind == DN_OPERATOR && !d->name->tok)
                        ? d->name->operator_tok : d->name->tok;     /* `operator int`, `operator""_k` */
    if (!(d->name->kind == DN_NAME ||
          ((d->name->kind == DN_OPERATOR || d->name->kind == DN_CONVERSION) && name_tok && d->form == DF_FUNCTION) ||
          (special && d->name->qualified && d->form == DF_FUNCTION)))
        return;
    bool function = d->form == DF_FUNCTION;
    struct scope *sc = sema_decl_scope(P->sema);
    if (sc->kind != SK_NAMESPACE)
        return;     /* members defined in their class, locals */
    if (name_tok < P->ntoks && (P->toks[name_tok].flags & TF_SYSHDR))
        return;     /* declared in a system header (line marker flag 3) */
    if (d->name->qualified) {
        struct entity *q = d->name->qual ? entity_resolve(d->name->qual) : NULL;
        if (!q || !q->members || (q->kind != EK_NAMESPACE && q->kind != EK_CLASS))
            return;
        if (q->kind == EK_CLASS && (q->templ || (q->flags & EF_SPECIALIZATION)))
            return;
        sc = q->members;
    }
    if (scope_in_unnamed_namespace(sc))
        return;
    if (function && mentions_internal_type(P, first != HF_NONE ? first : name_tok, name_tok))
        return;     /* a function whose type names an unnamed namespace's class has internal linkage */
    if (function && abbreviated_template(P, name_tok))
        return;     /* a template (`int g(auto x)`) */
    if (first != HF_NONE && last >= first) {
        struct cuda_decl cd;
        cuda_collect(P, first, last, &cd);
        if (cd.is_static || cd.is_inline || cd.is_constexpr || cd.is_weak)
            return;     /* (thread_local variables are eligible; so are extern ones defined here) */
        bool internal_const = ((cd.is_const && d->form != DF_POINTER) ||
                               const_pointer_declarator(P, last + 1, name_tok)) &&
                              !cd.is_extern && !d->name->qualified && !written_volatile(P, first, last) &&
                              !(first >= 2 && P->toks[first - 1].kind == TK_STRING_LIT &&
                                P->toks[first - 2].kind == TK_EXTERN);     /* `extern "C" const int c = 1;` */
        if (!function && (cd.return_auto || internal_const))
            return;     /* deduced variables; constants of internal linkage (not `extern const`,
                           `const volatile`, a static member's definition) */
        if (function && cd.return_auto && !d->derived_after_function &&
            (!d->trailing_return || trailing_placeholder(P, name_tok)))
            return;     /* deduced return type (`auto &f()` is eligible: the reference mangles it),
                           `auto f(int) -> auto` too */
    }
    if (function && !d->name->qualified && declared_inline(P, d))
        return;
    if ((special || d->name->kind == DN_OPERATOR) && sc->owner && (sc->owner->flags & EF_INLINE_SPECIAL))
        return;     /* some constructor, destructor or operator was declared inline in the class */
    if (function && d->name->qualified && sc->owner && sc->owner->kind == EK_CLASS) {
        struct entity *m = P->toks[name_tok].id ? scope_find_local(sc, P->toks[name_tok].id) : NULL;
        if (m && (m->flags & EF_INLINE_MEMBER))
            return;     /* declared inline in its class */
    }
    c->found = true;
    c->function = function;
    c->special = special;
    c->name = name_tok;
    c->first = first;
    c->scope = sc;
}

void cuda_record_member_name_uses(struct parser *P, uint32_t name, uint32_t first, uint32_t last)
{
    struct scope *sc = sema_decl_scope(P->sema);
    if (sc->kind != SK_CLASS || name >= P->ntoks || !P->toks[name].id || last >= P->ntoks)
        return;
    const struct ident *id = P->toks[name].id;
    for (uint32_t i = first; i <= last; i++) {
        if (P->toks[i].id != id || P->toks[i].kind != TK_IDENT || i == name || !P->ent[i])
            continue;
        unsigned prev = i > 0 ? P->toks[i - 1].kind : TK_EOF;
        if (prev == TK_COLONCOLON || prev == TK_DOT || prev == TK_ARROW)
            continue;   /* already qualified, or a member access */
        struct entity *e = entity_resolve(P->ent[i]);
        if (!e->parent || e->parent == sc || e->parent->kind != SK_NAMESPACE)
            continue;
        struct host_fact *f = host_facts_add(facts_of(P), HF_QUALIFY);
        f->name = i;
        f->entity = e;
    }
}

void cuda_record_lambda_variable(struct parser *P, const struct dtor *d, uint32_t init_first, uint32_t init_last)
{
    if (!d || !d->name || d->name->kind != DN_NAME || d->form != DF_NONE || init_first == HF_NONE ||
        init_last + 1 >= P->ntoks || init_first + 1 >= init_last)
        return;
    const struct token *t = P->toks;
    if (t[init_first].kind != TK_EQ || t[init_first + 1].kind != TK_LBRACKET ||
        (P->mark[init_first + 1] & MK_ATTR_OPEN) || t[init_last].kind != TK_RBRACE ||
        t[init_last + 1].kind != TK_SEMI)
        return;
    /* the lambda must be the whole initialiser: its body's `}` ends it, and
       the `{` matching that `}` follows the introducer at depth 0 */
    int depth = 0;
    for (uint32_t i = init_first + 1; i < init_last; i++) {
        unsigned k = t[i].kind;
        if (depth == 0 && k == TK_LBRACE) {
            int d2 = 0;
            uint32_t j = i;
            for (; j <= init_last; j++) {
                d2 += (t[j].kind == TK_LBRACE) - (t[j].kind == TK_RBRACE);
                if (d2 == 0)
                    break;
            }
            if (j != init_last)
                return;
            struct host_fact *f = host_facts_add(facts_of(P), HF_LAMBDA_VARIABLE);
            f->name = d->name->tok;
            f->last = init_last + 1;
            return;
        }
        depth += (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE) - (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE);
        if (depth < 0)
            return;
    }
}

void cuda_record_launch(struct parser *P, uint32_t callee, uint32_t open, uint32_t close)
{
    struct host_fact *f = host_facts_add(facts_of(P), HF_LAUNCH);
    f->first = callee;
    f->name = open;
    f->body_last = close;
}
