/* Itanium mangling from tokens (see mangle.h). Types are read from the
   declaration's tokens into a small tree, then written with the ABI's
   substitutions (S_, S0_, ...), whose candidates are compared by their
   unsubstituted spelling. */
#include "backend/mangle.h"
#include "sema/builtin_type.h"
#include "sema/scope.h"
#include "util/strbuf.h"
#include "util/xalloc.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum mt_kind { MT_BUILTIN, MT_NAMED, MT_PTR, MT_LREF, MT_RREF, MT_FUNC, MT_ARRAY,
               MT_TEMPLATE,     /* ent<params...> */
               MT_LITERAL,      /* a non-type template argument: lit is "Li3E" */
               MT_PACK };       /* the arguments of a parameter pack: params */
enum { CV_CONST = 1, CV_VOLATILE = 2 };

struct mtype {
    uint8_t kind;
    uint8_t cv;
    const char *code;               /* builtin */
    const struct entity *ent;       /* named: class or enum */
    struct mtype *inner;            /* pointee, element, return type */
    struct mtype *params[32];       /* functions */
    int nparams;
    bool variadic;
    unsigned long long len;         /* arrays */
    char lit[32];                   /* literals */
};

#define POOL 512
#define MAX_SUBS 128

struct mangler {
    const struct parser *P;
    struct mtype pool[POOL];
    int used;
    bool failed;
    int depth;                      /* typedef and template-id resolution depth */
    int nesting;                    /* declarators inside declarators */
    char *subs[MAX_SUBS];
    int nsubs;
    /* template parameters bound while default arguments are read */
    const struct ident *env_name[32];
    struct mtype *env_type[32];
    int nenv;
};

static struct mtype *mt_new(struct mangler *M, enum mt_kind k)
{
    if (M->used == POOL) {
        M->failed = true;
        return NULL;
    }
    struct mtype *t = &M->pool[M->used++];
    memset(t, 0, sizeof *t);
    t->kind = (uint8_t)k;
    return t;
}

static unsigned kind_at(const struct mangler *M, uint32_t i)
{
    return i < M->P->ntoks ? M->P->toks[i].kind : TK_EOF;
}

/* The index after the bracket matching the one at i (or b when unbalanced). */
static uint32_t skip_balanced(const struct mangler *M, uint32_t i, uint32_t b)
{
    int depth = 0;
    for (; i < b; i++) {
        unsigned k = kind_at(M, i);
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE)
            if (--depth == 0)
                return i + 1;
    }
    return b;
}

/* Is the `<` at i the start of a template argument list (after a template's name)? */
static bool is_template_open(const struct mangler *M, uint32_t i)
{
    if (kind_at(M, i) != TK_LT || i == 0 || kind_at(M, i - 1) != TK_IDENT || !M->P->ent[i - 1])
        return false;
    enum entity_kind k = entity_resolve(M->P->ent[i - 1])->kind;
    return k == EK_CLASS_TEMPLATE || k == EK_ALIAS_TEMPLATE || k == EK_FUNCTION_TEMPLATE ||
           k == EK_VARIABLE_TEMPLATE || k == EK_TEMPLATE_PARAM;
}

/* ---- reading types ---- */

static struct mtype *read_declarator(struct mangler *M, uint32_t *pi, uint32_t b, struct mtype *base);
static struct mtype *read_declarator_inner(struct mangler *M, uint32_t *pi, uint32_t b, struct mtype *base);
static struct mtype *typedef_type(struct mangler *M, const struct entity *e);
static struct mtype *read_template_id(struct mangler *M, const struct entity *tmpl, uint32_t lt, uint32_t gt);

/* The `>` closing the `<` at lt (b when not found before b). */
static uint32_t matching_angle(const struct mangler *M, uint32_t lt, uint32_t b)
{
    int depth = 0, paren = 0;
    for (uint32_t i = lt; i < b; i++) {
        unsigned k = kind_at(M, i);
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            paren++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE)
            paren--;
        else if (paren == 0 && k == TK_LT)
            depth++;
        else if (paren == 0 && k == TK_GT && --depth == 0)
            return i;
        if (paren < 0)
            break;
    }
    return b;
}

/* The end (exclusive) of a template argument or parameter starting at i. */
static uint32_t list_element_end(const struct mangler *M, uint32_t i, uint32_t end)
{
    int depth = 0;
    for (; i < end; i++) {
        unsigned k = kind_at(M, i);
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE || k == TK_LT)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE || k == TK_GT)
            depth--;
        else if (depth == 0 && k == TK_COMMA)
            break;
    }
    return i;
}

/* decl-specifiers from *pi: the base type with its cv. */
static struct mtype *read_specifiers(struct mangler *M, uint32_t *pi, uint32_t b)
{
    struct builtin_words w = { 0 };
    const struct entity *named = NULL;
    struct mtype *bound = NULL;     /* a template-id, or a bound template parameter */
    uint8_t cv = 0;
    uint32_t i = *pi;
    while (i < b && !M->failed) {
        unsigned k = kind_at(M, i);
        if (k == TK_CONST) {
            cv |= CV_CONST;
        } else if (k == TK_VOLATILE) {
            cv |= CV_VOLATILE;
        } else if (builtin_word_add(&w, k)) {
            if (named)
                M->failed = true;
        } else if (k == TK_STRUCT || k == TK_CLASS || k == TK_UNION || k == TK_ENUM || k == TK_TYPENAME ||
                   k == TK_COLONCOLON || k == TK_RESTRICT) {
            /* elaborated or qualified: the name that follows decides */
        } else if (k == TK_TYPEDEF || k == TK_EXTERN || k == TK_STATIC || k == TK_INLINE || k == TK_CONSTEXPR ||
                   k == TK_MUTABLE || k == TK_FRIEND || k == TK_VIRTUAL || k == TK_EXPLICIT || k == TK_REGISTER ||
                   k == TK_EXTENSION || k == TK_THREAD_LOCAL || k == TK_THREAD) {
            /* not part of the type */
        } else if (k == TK_ATTRIBUTE) {
            i = skip_balanced(M, i + 1, b);
            continue;
        } else if (k == TK_IDENT) {
            if (named || bound || builtin_words_any(&w))
                break;      /* the declarator's name */
            const struct entity *e = M->P->ent[i] ? entity_resolve(M->P->ent[i]) : NULL;
            if (!e)
                break;
            if (e->kind == EK_NAMESPACE && kind_at(M, i + 1) == TK_COLONCOLON) {
                i += 2;
                continue;
            }
            if (e->kind == EK_TYPE_PARAM) {
                for (int k2 = 0; k2 < M->nenv && !bound; k2++)
                    if (M->env_name[k2] == M->P->toks[i].id)
                        bound = M->env_type[k2];
                if (!bound) {
                    M->failed = true;
                    break;
                }
                i++;
                continue;
            }
            if (e->kind == EK_CLASS_TEMPLATE && kind_at(M, i + 1) == TK_LT) {
                uint32_t gt = matching_angle(M, i + 1, b);
                bound = gt < b ? read_template_id(M, e, i + 1, gt) : NULL;
                if (!bound || kind_at(M, gt + 1) == TK_COLONCOLON) {
                    M->failed = true;   /* members of specialisations are not handled */
                    break;
                }
                i = gt + 1;
                continue;
            }
            if (e->kind != EK_CLASS && e->kind != EK_ENUM && e->kind != EK_TYPEDEF) {
                M->failed = true;
                break;
            }
            if (kind_at(M, i + 1) == TK_LT) {
                M->failed = true;   /* other template-ids are not handled */
                break;
            }
            if (kind_at(M, i + 1) == TK_COLONCOLON && kind_at(M, i + 2) == TK_IDENT) {
                i += 2;             /* a nested type: its own entity decides */
                continue;
            }
            named = e;
        } else {
            break;
        }
        i++;
    }
    *pi = i;
    if (M->failed)
        return NULL;
    struct mtype *t;
    if (bound) {
        if (!cv)
            return bound;
        t = mt_new(M, (enum mt_kind)bound->kind);
        if (!t)
            return NULL;
        *t = *bound;
        t->cv |= cv;
        return t;
    }
    if (named) {
        if (named->kind == EK_TYPEDEF) {
            t = typedef_type(M, named);
            if (!t)
                return NULL;
            if (cv) {
                struct mtype *q = mt_new(M, (enum mt_kind)t->kind);
                if (!q)
                    return NULL;
                *q = *t;
                q->cv |= cv;
                t = q;
            }
            return t;
        }
        t = mt_new(M, MT_NAMED);
        if (t)
            t->ent = named;
    } else if (builtin_words_any(&w)) {
        t = mt_new(M, MT_BUILTIN);
        if (t)
            t->code = builtin_words_code(&w);
    } else {
        M->failed = true;
        return NULL;
    }
    if (t)
        t->cv = cv;
    return t;
}

/* A function's parameter list, tokens (a, close) between its parentheses. */
static void read_params(struct mangler *M, struct mtype *fn, uint32_t a, uint32_t close);

/* A parameter's type as the function sees it: top-level cv dropped, arrays
   and functions decayed to pointers. */
static struct mtype *adjust_param(struct mangler *M, struct mtype *t)
{
    if (!t)
        return NULL;
    if (t->kind == MT_ARRAY || t->kind == MT_FUNC) {
        struct mtype *p = mt_new(M, MT_PTR);
        if (p)
            p->inner = t->kind == MT_ARRAY ? t->inner : t;
        return p;
    }
    if (t->cv) {
        struct mtype *q = mt_new(M, (enum mt_kind)t->kind);
        if (!q)
            return NULL;
        *q = *t;
        q->cv = 0;
        return q;
    }
    return t;
}

static void read_params(struct mangler *M, struct mtype *fn, uint32_t a, uint32_t close)
{
    uint32_t i = a;
    while (i < close && !M->failed) {
        /* one parameter: up to a comma at depth 0 */
        uint32_t end = i;
        int depth = 0;
        for (; end < close; end++) {
            unsigned k = kind_at(M, end);
            if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE || is_template_open(M, end))
                depth++;
            else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE ||
                     (k == TK_GT && (M->P->mark[end] & MK_TEMPLATE_CLOSE)))
                depth--;
            else if (depth == 0 && k == TK_COMMA)
                break;
        }
        uint32_t stop = end;
        for (uint32_t j = i; j < end; j++)
            if (kind_at(M, j) == TK_EQ) {
                stop = j;   /* default argument */
                break;
            }
        if (stop == i + 1 && kind_at(M, i) == TK_ELLIPSIS) {
            fn->variadic = true;
        } else {
            uint32_t j = i;
            struct mtype *base = read_specifiers(M, &j, stop);
            struct mtype *t = base ? read_declarator(M, &j, stop, base) : NULL;
            if (!t || j != stop || fn->nparams == 32) {
                M->failed = true;
                return;
            }
            fn->params[fn->nparams++] = adjust_param(M, t);
        }
        i = end + 1;
    }
    if (fn->nparams == 1 && fn->params[0] && fn->params[0]->kind == MT_BUILTIN && !fn->params[0]->cv &&
        strcmp(fn->params[0]->code, "v") == 0)
        fn->nparams = 0;    /* (void) */
}

static bool starts_nested_declarator(const struct mangler *M, uint32_t i)
{
    unsigned k = kind_at(M, i + 1);
    if (k == TK_STAR || k == TK_AMP || k == TK_AMPAMP || k == TK_CARET)
        return true;
    return k == TK_IDENT && !(M->P->ent[i + 1] && entity_name_class(M->P->ent[i + 1]) == NC_TYPE) &&
           kind_at(M, i + 2) == TK_RPAREN;
}

static struct mtype *read_declarator(struct mangler *M, uint32_t *pi, uint32_t b, struct mtype *t)
{
    if (++M->nesting > 64) {
        M->failed = true;   /* deeper than any real declaration */
        return NULL;
    }
    struct mtype *r = read_declarator_inner(M, pi, b, t);
    M->nesting--;
    return r;
}

static struct mtype *read_declarator_inner(struct mangler *M, uint32_t *pi, uint32_t b, struct mtype *t)
{
    uint32_t i = *pi;
    /* ptr-operators, left to right */
    while (i < b && t && !M->failed) {
        unsigned k = kind_at(M, i);
        if (k == TK_STAR || k == TK_AMP || k == TK_AMPAMP) {
            struct mtype *p = mt_new(M, k == TK_STAR ? MT_PTR : k == TK_AMP ? MT_LREF : MT_RREF);
            if (!p)
                return NULL;
            p->inner = t;
            t = p;
        } else if (k == TK_CONST || k == TK_VOLATILE) {
            if (t->kind != MT_PTR) {
                M->failed = true;
                return NULL;
            }
            t->cv |= k == TK_CONST ? CV_CONST : CV_VOLATILE;
        } else if (k == TK_RESTRICT) {
            /* restrict is not part of the parameter's type here */
        } else if (k == TK_ATTRIBUTE) {
            i = skip_balanced(M, i + 1, b);
            continue;
        } else {
            break;
        }
        i++;
    }
    /* the core: a name, a nested declarator, or nothing */
    uint32_t nest_a = 0, nest_b = 0;
    if (kind_at(M, i) == TK_LPAREN && i < b && starts_nested_declarator(M, i)) {
        nest_a = i + 1;
        i = skip_balanced(M, i, b);
        nest_b = i - 1;
    } else if (kind_at(M, i) == TK_IDENT && i < b) {
        i++;
    }
    /* suffixes: collected, then applied right to left */
    uint32_t suf[8];
    int nsuf = 0;
    while (i < b && !M->failed) {
        unsigned k = kind_at(M, i);
        if ((k == TK_LPAREN || k == TK_LBRACKET) && nsuf < 8) {
            suf[nsuf++] = i;
            i = skip_balanced(M, i, b);
        } else if (k == TK_CONST || k == TK_VOLATILE || k == TK_NOEXCEPT || k == TK_THROW || k == TK_AMP ||
                   k == TK_AMPAMP || k == TK_ATTRIBUTE) {
            M->failed = true;   /* qualified function types, noexcept: not handled */
            return NULL;
        } else {
            break;
        }
    }
    for (int s = nsuf - 1; s >= 0 && t && !M->failed; s--) {
        uint32_t open = suf[s], close = skip_balanced(M, open, b) - 1;
        if (kind_at(M, open) == TK_LPAREN) {
            struct mtype *f = mt_new(M, MT_FUNC);
            if (!f)
                return NULL;
            f->inner = t;
            read_params(M, f, open + 1, close);
            t = f;
        } else {
            struct mtype *a = mt_new(M, MT_ARRAY);
            if (!a)
                return NULL;
            const struct token *n = &M->P->toks[open + 1];
            if (close != open + 2 || n->kind != TK_INT_LIT || n->suffix != n->len || (n->flags & TF_ENC_MASK)) {
                M->failed = true;  /* a bound we do not evaluate */
                return NULL;
            }
            a->len = strtoull(M->P->lx->buf + n->offset, NULL, 10);
            a->inner = t;
            t = a;
        }
    }
    if (nest_b > nest_a && t && !M->failed) {
        uint32_t j = nest_a;
        t = read_declarator(M, &j, nest_b, t);
        if (j != nest_b)
            M->failed = true;
    }
    *pi = i;
    return M->failed ? NULL : t;
}

/* A typedef's or alias's type, from where it is written. */
static struct mtype *typedef_type(struct mangler *M, const struct entity *e)
{
    const struct type_tokens *tt = e->type_toks;
    if (!tt || M->depth > 16) {
        M->failed = true;
        return NULL;
    }
    M->depth++;
    uint32_t i = tt->spec_first, b = tt->spec_last + 1;
    struct mtype *t;
    const struct entity *target = e->target ? entity_resolve((struct entity *)e->target) : NULL;
    if (tt->name && target && (target->kind == EK_CLASS || target->kind == EK_ENUM)) {
        /* typedef struct {...} X; typedef enum E X; the class the specifiers name */
        t = mt_new(M, MT_NAMED);
        if (t)
            t->ent = target;
        i = b;
    } else {
        t = read_specifiers(M, &i, b);
    }
    if (t && tt->name == 0) {
        t = read_declarator(M, &i, b, t);       /* using X = T*; */
    } else if (t) {
        /* the declarator around the name: back to the specifiers or a comma,
           on to a comma or the `;` */
        uint32_t a = tt->name;
        while (a > tt->spec_last + 1 && kind_at(M, a - 1) != TK_COMMA)
            a--;
        uint32_t z = tt->name;
        int depth = 0;
        for (; z < M->P->ntoks; z++) {
            unsigned k = kind_at(M, z);
            if (k == TK_LPAREN || k == TK_LBRACKET)
                depth++;
            else if (k == TK_RPAREN || k == TK_RBRACKET)
                depth--;
            else if (depth == 0 && (k == TK_COMMA || k == TK_SEMI))
                break;
            if (depth < 0 || k == TK_EOF)
                break;
        }
        i = a;
        t = read_declarator(M, &i, z, t);
        if (i != z)
            M->failed = true;
    }
    M->depth--;
    return M->failed ? NULL : t;
}

/* ---- template-ids ---- */

struct tparam {
    uint8_t kind;                   /* 0 type, 1 value, 2 template */
    bool pack;
    const struct ident *names[4];   /* its name in each declaration's head */
    uint32_t type_first, type_end;  /* value parameters: the type's tokens */
    uint32_t def_first, def_end;    /* the default argument (def_end == 0: none) */
};

/* The parameters of a class template, from its declarations' heads (the
   first gives kinds and types, any may give a default). -1 when unknown. */
static int template_params(struct mangler *M, const struct entity *tmpl, struct tparam *out, int max)
{
    const struct template_heads *h = tmpl->heads;
    if (!h || h->n == 0)
        return -1;
    int n = -1;
    for (int k = 0; k < h->n; k++) {
        uint32_t lt = h->lt[k], gt = matching_angle(M, lt, (uint32_t)M->P->ntoks);
        int count = 0;
        for (uint32_t i = lt + 1; i < gt && count < max; count++) {
            uint32_t e = list_element_end(M, i, gt), d = e;
            int depth = 0;
            for (uint32_t j = i; j < e; j++) {
                unsigned kj = kind_at(M, j);
                depth += (kj == TK_LT || kj == TK_LPAREN) ? 1 : (kj == TK_GT || kj == TK_RPAREN) ? -1 : 0;
                if (depth == 0 && kj == TK_EQ) {
                    d = j;
                    break;
                }
            }
            struct tparam p;
            memset(&p, 0, sizeof p);
            unsigned k0 = kind_at(M, i);
            p.kind = k0 == TK_TEMPLATE ? 2 : ((k0 == TK_CLASS || k0 == TK_TYPENAME) &&
                                              kind_at(M, i + 2) != TK_COLONCOLON) ? 0 : 1;
            uint32_t name = HF_NONE;
            depth = 0;
            for (uint32_t j = i; j < d; j++) {
                unsigned kj = kind_at(M, j);
                depth += kj == TK_LT ? 1 : kj == TK_GT ? -1 : 0;
                if (depth == 0 && kj == TK_ELLIPSIS)
                    p.pack = true;
                if (depth == 0 && kj == TK_IDENT)
                    name = j;
            }
            if (name != HF_NONE && !(p.kind == 1 && name == i))
                p.names[k] = M->P->toks[name].id;
            p.type_first = i;
            p.type_end = name != HF_NONE && p.kind == 1 ? name : d;
            if (p.pack && p.type_end > i && kind_at(M, p.type_end - 1) == TK_ELLIPSIS)
                p.type_end--;
            if (d < e) {
                p.def_first = d + 1;
                p.def_end = e;
            }
            if (k == 0) {
                out[count] = p;
            } else if (n >= 0 && count < n) {
                out[count].names[k] = p.names[k];
                if (!out[count].def_end && p.def_end) {
                    out[count].def_first = p.def_first;
                    out[count].def_end = p.def_end;
                }
            }
            i = e + 1;
        }
        if (k == 0)
            n = count;
    }
    return n;
}

/* The token index of the byte offset off (the first token at or after it). */
static uint32_t token_at(const struct mangler *M, uint32_t off)
{
    size_t lo = 0, hi = M->P->ntoks;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (M->P->toks[mid].offset < off)
            lo = mid + 1;
        else
            hi = mid;
    }
    return (uint32_t)lo;
}

/* A constant expression in tokens [a, b): integer literals, true/false,
   unary minus and ~, parentheses, static_cast<T>(e) and T(e) (the cast is
   left to the parameter's type), and names of variables initialised with
   such an expression (std::dynamic_extent). */
static bool eval_constant(const struct mangler *M, uint32_t a, uint32_t b, long long *out, int depth)
{
    if (a >= b || depth > 8)
        return false;
    unsigned k = kind_at(M, a);
    if (k == TK_MINUS || k == TK_TILDE) {
        long long v;
        if (!eval_constant(M, a + 1, b, &v, depth + 1))
            return false;
        *out = k == TK_MINUS ? -v : ~v;
        return true;
    }
    if (k == TK_LPAREN && kind_at(M, b - 1) == TK_RPAREN && skip_balanced(M, a, b) == b)
        return eval_constant(M, a + 1, b - 1, out, depth + 1);
    if (k == TK_STATIC_CAST && kind_at(M, a + 1) == TK_LT) {
        uint32_t gt = matching_angle(M, a + 1, b);
        if (gt + 1 < b && kind_at(M, gt + 1) == TK_LPAREN && skip_balanced(M, gt + 1, b) == b)
            return eval_constant(M, gt + 2, b - 1, out, depth + 1);
        return false;
    }
    if (b != a + 1) {
        /* T(e) with T a builtin type word */
        uint32_t i = a;
        while (i < b && (kind_at(M, i) == TK_UNSIGNED || kind_at(M, i) == TK_LONG || kind_at(M, i) == TK_INT ||
                         kind_at(M, i) == TK_SHORT || kind_at(M, i) == TK_CHAR || kind_at(M, i) == TK_SIGNED))
            i++;
        if (i > a && i < b && kind_at(M, i) == TK_LPAREN && skip_balanced(M, i, b) == b)
            return eval_constant(M, i + 1, b - 1, out, depth + 1);
        return false;
    }
    if (k == TK_TRUE || k == TK_FALSE) {
        *out = k == TK_TRUE;
        return true;
    }
    if (k == TK_INT_LIT) {
        const struct token *n = &M->P->toks[a];
        char digits[40];
        size_t len = n->suffix < sizeof digits ? n->suffix : sizeof digits - 1;
        size_t o = 0;
        for (size_t q = 0; q < len; q++)
            if (M->P->lx->buf[n->offset + q] != '\'')
                digits[o++] = M->P->lx->buf[n->offset + q];
        digits[o] = '\0';
        *out = (long long)strtoull(digits, NULL, 0);
        return true;
    }
    if (k == TK_IDENT && M->P->ent[a]) {
        /* a constant variable: its initialiser, found from its declaration */
        const struct entity *e = entity_resolve(M->P->ent[a]);
        if (e->kind != EK_VARIABLE || !(e->flags & EF_DEFINED) || !e->decl_offset)
            return false;
        uint32_t name = token_at(M, e->decl_offset);
        if (name + 2 >= M->P->ntoks || kind_at(M, name + 1) != TK_EQ)
            return false;
        uint32_t end = name + 2;
        while (end < M->P->ntoks && kind_at(M, end) != TK_SEMI && kind_at(M, end) != TK_COMMA) {
            if (kind_at(M, end) == TK_LPAREN)
                end = skip_balanced(M, end, (uint32_t)M->P->ntoks);
            else
                end++;
        }
        return eval_constant(M, name + 2, end, out, depth + 1);
    }
    return false;
}

/* A non-type argument: a constant expression, written L<type><value>E. */
static struct mtype *literal_arg(struct mangler *M, const struct tparam *p, uint32_t a, uint32_t b)
{
    uint32_t j = p->type_first;
    struct mtype *ty = read_specifiers(M, &j, p->type_end);
    if (!ty || ty->kind != MT_BUILTIN || j != p->type_end) {
        M->failed = true;
        return NULL;
    }
    struct mtype *t = mt_new(M, MT_LITERAL);
    if (!t)
        return NULL;
    long long sv;
    if (!eval_constant(M, a, b, &sv, 0)) {
        M->failed = true;       /* an expression we do not evaluate */
        return NULL;
    }
    bool neg = sv < 0;
    unsigned long long v = neg ? (unsigned long long)(-(sv + 1)) + 1 : (unsigned long long)sv;
    const char *c = ty->code;
    bool is_unsigned = strchr("hjmyotb", c[0]) && c[1] == '\0';
    if (neg && v && is_unsigned) {
        unsigned bits = (c[0] == 'h') ? 8 : (c[0] == 't') ? 16 : (c[0] == 'j') ? 32 : 64;
        v = bits == 64 ? (unsigned long long)(-(long long)v) : ((1ull << bits) - v);
        neg = false;
    }
    snprintf(t->lit, sizeof t->lit, "L%s%s%lluE", c, neg && v ? "n" : "", v);
    return t;
}

static struct mtype *template_arg(struct mangler *M, const struct tparam *p, uint32_t a, uint32_t b)
{
    if (p->kind == 1)
        return literal_arg(M, p, a, b);
    if (p->kind != 0) {
        M->failed = true;
        return NULL;
    }
    uint32_t j = a;
    struct mtype *base = read_specifiers(M, &j, b);
    struct mtype *t = base ? read_declarator(M, &j, b, base) : NULL;
    if (!t || j != b) {
        M->failed = true;
        return NULL;
    }
    return t;
}

static struct mtype *read_template_id(struct mangler *M, const struct entity *tmpl, uint32_t lt, uint32_t gt)
{
    struct tparam ps[32];
    int np = template_params(M, tmpl, ps, 32);
    struct mtype *t = np >= 0 && M->depth < 16 ? mt_new(M, MT_TEMPLATE) : NULL;
    if (!t) {
        M->failed = true;
        return NULL;
    }
    M->depth++;
    t->ent = tmpl;
    uint32_t af[32], ae[32];
    int na = 0;
    for (uint32_t i = lt + 1; i < gt && na < 32;) {
        uint32_t e = list_element_end(M, i, gt);
        af[na] = i;
        ae[na++] = e;
        i = e + 1;
    }
    int saved = M->nenv, ai = 0;
    for (int k = 0; k < np && !M->failed; k++) {
        struct mtype *arg;
        if (ps[k].pack) {
            arg = mt_new(M, MT_PACK);
            while (arg && ai < na && arg->nparams < 32)
                arg->params[arg->nparams++] = template_arg(M, &ps[k], af[ai], ae[ai]), ai++;
        } else if (ai < na) {
            arg = template_arg(M, &ps[k], af[ai], ae[ai]);
            ai++;
        } else if (ps[k].def_end) {
            arg = template_arg(M, &ps[k], ps[k].def_first, ps[k].def_end);
        } else {
            arg = NULL;
        }
        if (!arg || t->nparams == 32) {
            M->failed = true;
            break;
        }
        t->params[t->nparams++] = arg;
        for (int h = 0; h < 4; h++)
            if (ps[k].names[h] && M->nenv < 32) {
                M->env_name[M->nenv] = ps[k].names[h];
                M->env_type[M->nenv++] = arg;
            }
    }
    if (ai < na)
        M->failed = true;
    M->nenv = saved;
    M->depth--;
    return M->failed ? NULL : t;
}

/* ---- writing ---- */

static void put_source_name(struct strbuf *sb, const struct ident *id)
{
    sb_printf(sb, "%u%.*s", (unsigned)id->len, (int)id->len, id->name);
}

/* Entities that prefix a name declared in scope sc, outermost first. */
static int scope_chain(const struct scope *sc, const struct entity **out, int max)
{
    int n = 0;
    for (const struct scope *s = sc; s && s->owner && s->owner->name && n < max; s = s->parent)
        out[n++] = s->owner;
    for (int i = 0; i < n / 2; i++) {
        const struct entity *x = out[i];
        out[i] = out[n - 1 - i];
        out[n - 1 - i] = x;
    }
    return n;
}

static bool is_std(const struct entity *e)
{
    return e->kind == EK_NAMESPACE && e->name && e->name->len == 3 && memcmp(e->name->name, "std", 3) == 0 &&
           e->parent && !e->parent->parent;     /* ::std */
}

static int find_sub(const struct mangler *M, const char *key)
{
    for (int i = 0; i < M->nsubs; i++)
        if (strcmp(M->subs[i], key) == 0)
            return i;
    return -1;
}

static void add_sub(struct mangler *M, const char *key)
{
    if (M->nsubs < MAX_SUBS)
        M->subs[M->nsubs++] = xstrdup(key);
    else
        M->failed = true;
}

static void put_sub(struct strbuf *sb, int i)
{
    if (i == 0) {
        sb_puts(sb, "S_");
        return;
    }
    char digits[16];
    int n = 0;
    unsigned v = (unsigned)(i - 1);
    do {
        unsigned d = v % 36;
        digits[n++] = (char)(d < 10 ? '0' + d : 'A' + d - 10);
        v /= 36;
    } while (v);
    sb_putc(sb, 'S');
    while (n)
        sb_putc(sb, digits[--n]);
    sb_putc(sb, '_');
}

/* The prefix components of a nested name (each a substitution candidate,
   the longest one already seen written as its substitution), then the last
   name. std is written St and is no candidate itself. */
static void put_nested(struct mangler *M, struct strbuf *sb, const struct entity *const *chain, int n,
                       const char *last, bool last_is_candidate)
{
    bool in_std = n > 0 && is_std(chain[0]);
    int start = in_std ? 1 : 0;
    struct strbuf key;
    sb_init(&key);
    if (in_std)
        sb_puts(&key, "St");
    int best = -1, best_at = start;
    size_t best_len = key.len;
    for (int i = start; i < n; i++) {
        put_source_name(&key, chain[i]->name);
        int s = find_sub(M, key.data);
        if (s >= 0) {
            best = s;
            best_at = i + 1;
            best_len = key.len;
        }
    }
    key.len = best >= 0 ? best_len : (in_std ? 2 : 0);
    if (key.data)
        key.data[key.len] = '\0';
    if (best >= 0)
        put_sub(sb, best);
    else if (in_std)
        sb_puts(sb, "St");
    for (int i = best_at; i < n; i++) {
        put_source_name(sb, chain[i]->name);
        put_source_name(&key, chain[i]->name);
        add_sub(M, key.data);
    }
    if (last) {
        sb_puts(sb, last);
        sb_puts(&key, last);
        if (last_is_candidate)
            add_sub(M, key.data);
    }
    sb_free(&key);
}

/* "4name": a source name as the ABI writes it. */
static char *encoded_name(const struct ident *id, char *buf, size_t size)
{
    snprintf(buf, size, "%u%.*s", (unsigned)id->len, (int)(id->len < 280 ? id->len : 280), id->name);
    return buf;
}

static void put_type(struct mangler *M, struct strbuf *sb, const struct mtype *t);
static void put_plain(struct strbuf *sb, const struct mtype *t);

/* The unsubstituted spelling of t: the key substitution candidates compare. */
static void put_plain(struct strbuf *sb, const struct mtype *t)
{
    if (t->cv & CV_VOLATILE)
        sb_putc(sb, 'V');
    if (t->cv & CV_CONST)
        sb_putc(sb, 'K');
    switch (t->kind) {
    case MT_BUILTIN: sb_puts(sb, t->code); break;
    case MT_NAMED: case MT_TEMPLATE: {
        const struct entity *chain[32];
        int n = scope_chain(t->ent->parent, chain, 32);
        for (int i = 0; i < n; i++) {
            if (i == 0 && is_std(chain[0]))
                sb_puts(sb, "St");
            else
                put_source_name(sb, chain[i]->name);
        }
        if (t->ent->name)
            put_source_name(sb, t->ent->name);
        if (t->kind == MT_TEMPLATE) {
            sb_putc(sb, 'I');
            for (int i = 0; i < t->nparams; i++)
                put_plain(sb, t->params[i]);
            sb_putc(sb, 'E');
        }
        break;
    }
    case MT_LITERAL: sb_puts(sb, t->lit); break;
    case MT_PACK:
        sb_putc(sb, 'J');
        for (int i = 0; i < t->nparams; i++)
            put_plain(sb, t->params[i]);
        sb_putc(sb, 'E');
        break;
    case MT_PTR: sb_putc(sb, 'P'); put_plain(sb, t->inner); break;
    case MT_LREF: sb_putc(sb, 'R'); put_plain(sb, t->inner); break;
    case MT_RREF: sb_putc(sb, 'O'); put_plain(sb, t->inner); break;
    case MT_ARRAY: sb_printf(sb, "A%llu_", t->len); put_plain(sb, t->inner); break;
    case MT_FUNC:
        sb_putc(sb, 'F');
        put_plain(sb, t->inner);
        for (int i = 0; i < t->nparams; i++)
            put_plain(sb, t->params[i]);
        if (t->variadic)
            sb_putc(sb, 'z');
        if (!t->nparams && !t->variadic)
            sb_putc(sb, 'v');
        sb_putc(sb, 'E');
        break;
    }
}

/* ::std::X, by name. */
static bool is_std_member(const struct entity *e, const char *name)
{
    const struct entity *chain[2];
    size_t len = strlen(name);
    return scope_chain(e->parent, chain, 2) == 1 && is_std(chain[0]) && e->name && e->name->len == len &&
           memcmp(e->name->name, name, len) == 0;
}

/* std::basic_ostream<char, std::char_traits<char> > and its kin: So, Si, Sd. */
static const char *whole_abbreviation(const struct mtype *t)
{
    static const struct { const char *name, *abbr; } whole[] = {
        { "basic_istream", "Si" }, { "basic_ostream", "So" }, { "basic_iostream", "Sd" },
    };
    if (t->nparams != 2 || t->params[0]->kind != MT_BUILTIN || t->params[0]->cv || strcmp(t->params[0]->code, "c"))
        return NULL;
    const struct mtype *tr = t->params[1];
    if (tr->kind != MT_TEMPLATE || tr->cv || !is_std_member(tr->ent, "char_traits") || tr->nparams != 1 ||
        tr->params[0]->kind != MT_BUILTIN || tr->params[0]->cv || strcmp(tr->params[0]->code, "c"))
        return NULL;
    for (size_t i = 0; i < sizeof whole / sizeof *whole; i++)
        if (is_std_member(t->ent, whole[i].name))
            return whole[i].abbr;
    return NULL;
}

static void put_args(struct mangler *M, struct strbuf *sb, const struct mtype *t)
{
    sb_putc(sb, 'I');
    for (int i = 0; i < t->nparams; i++)
        put_type(M, sb, t->params[i]);
    sb_putc(sb, 'E');
}

/* name<args>: its template name (a substitution candidate, or Sa/Sb), the
   arguments, and the whole as a candidate. */
static void put_template_id(struct mangler *M, struct strbuf *sb, const struct mtype *t)
{
    struct strbuf key;
    sb_init(&key);
    struct mtype bare = *t;
    bare.cv = 0;
    put_plain(&key, &bare);
    int s = find_sub(M, key.data);
    const char *whole = s < 0 ? whole_abbreviation(t) : NULL;
    if (s >= 0 || whole) {
        if (s >= 0)
            put_sub(sb, s);
        else
            sb_puts(sb, whole);
        sb_free(&key);
        return;
    }
    const struct entity *chain[32];
    int n = scope_chain(t->ent->parent, chain, 32);
    char enc[300];
    encoded_name(t->ent->name, enc, sizeof enc);
    struct strbuf name;     /* the template name's key */
    sb_init(&name);
    bare.kind = MT_NAMED;
    put_plain(&name, &bare);
    int ns = find_sub(M, name.data);
    bool in_std = n == 1 && is_std(chain[0]);
    if (in_std && is_std_member(t->ent, "allocator")) {
        sb_puts(sb, "Sa");
        put_args(M, sb, t);
    } else if (in_std && is_std_member(t->ent, "basic_string")) {
        sb_puts(sb, "Sb");
        put_args(M, sb, t);
    } else if (ns >= 0) {
        put_sub(sb, ns);
        put_args(M, sb, t);
    } else if (n == 0 || in_std) {
        sb_puts(sb, in_std ? "St" : "");
        sb_puts(sb, enc);
        add_sub(M, name.data);
        put_args(M, sb, t);
    } else {
        sb_putc(sb, 'N');
        put_nested(M, sb, chain, n, enc, true);
        put_args(M, sb, t);
        sb_putc(sb, 'E');
    }
    add_sub(M, key.data);
    sb_free(&name);
    sb_free(&key);
}

static void put_unqualified(struct mangler *M, struct strbuf *sb, const struct mtype *t)
{
    switch (t->kind) {
    case MT_BUILTIN:
        sb_puts(sb, t->code);
        return;
    case MT_NAMED: {
        if (!t->ent->name) {
            M->failed = true;
            return;
        }
        const struct entity *chain[32];
        int n = scope_chain(t->ent->parent, chain, 32);
        struct strbuf key;
        sb_init(&key);
        struct mtype bare = *t;
        bare.cv = 0;
        put_plain(&key, &bare);
        int s = find_sub(M, key.data);
        sb_free(&key);
        if (s >= 0) {
            put_sub(sb, s);
        } else if (n == 0) {
            put_source_name(sb, t->ent->name);
            struct strbuf k2;
            sb_init(&k2);
            put_source_name(&k2, t->ent->name);
            add_sub(M, k2.data);
            sb_free(&k2);
        } else if (n == 1 && is_std(chain[0])) {
            struct strbuf tmp;
            sb_init(&tmp);
            char enc[300];
            put_nested(M, &tmp, chain, n, encoded_name(t->ent->name, enc, sizeof enc), true);
            sb_add(sb, tmp.data, tmp.len);
            sb_free(&tmp);
        } else {
            struct strbuf tmp;
            sb_init(&tmp);
            char enc[300];
            put_nested(M, &tmp, chain, n, encoded_name(t->ent->name, enc, sizeof enc), true);
            sb_putc(sb, 'N');
            sb_add(sb, tmp.data, tmp.len);
            sb_putc(sb, 'E');
            sb_free(&tmp);
        }
        return;
    }
    case MT_TEMPLATE:
        put_template_id(M, sb, t);
        return;
    case MT_LITERAL:
        sb_puts(sb, t->lit);
        return;
    case MT_PACK:
        sb_putc(sb, 'J');
        for (int i = 0; i < t->nparams; i++)
            put_type(M, sb, t->params[i]);
        sb_putc(sb, 'E');
        return;
    case MT_PTR: case MT_LREF: case MT_RREF: case MT_ARRAY: case MT_FUNC:
        break;
    }
    struct strbuf key;
    sb_init(&key);
    struct mtype bare = *t;
    bare.cv = 0;
    put_plain(&key, &bare);
    int s = find_sub(M, key.data);
    if (s >= 0) {
        put_sub(sb, s);
        sb_free(&key);
        return;
    }
    switch (t->kind) {
    case MT_PTR: sb_putc(sb, 'P'); put_type(M, sb, t->inner); break;
    case MT_LREF: sb_putc(sb, 'R'); put_type(M, sb, t->inner); break;
    case MT_RREF: sb_putc(sb, 'O'); put_type(M, sb, t->inner); break;
    case MT_ARRAY: sb_printf(sb, "A%llu_", t->len); put_type(M, sb, t->inner); break;
    case MT_FUNC:
        sb_putc(sb, 'F');
        put_type(M, sb, t->inner);
        for (int i = 0; i < t->nparams; i++)
            put_type(M, sb, t->params[i]);
        if (t->variadic)
            sb_putc(sb, 'z');
        if (!t->nparams && !t->variadic)
            sb_putc(sb, 'v');
        sb_putc(sb, 'E');
        break;
    default:
        break;
    }
    add_sub(M, key.data);
    sb_free(&key);
}

static void put_type(struct mangler *M, struct strbuf *sb, const struct mtype *t)
{
    if (!t || M->failed) {
        M->failed = true;
        return;
    }
    if (!t->cv) {
        put_unqualified(M, sb, t);
        return;
    }
    struct strbuf key;
    sb_init(&key);
    put_plain(&key, t);
    int s = find_sub(M, key.data);
    if (s >= 0) {
        put_sub(sb, s);
    } else {
        if (t->cv & CV_VOLATILE)
            sb_putc(sb, 'V');
        if (t->cv & CV_CONST)
            sb_putc(sb, 'K');
        struct mtype bare = *t;
        bare.cv = 0;
        put_unqualified(M, sb, &bare);
        add_sub(M, key.data);
    }
    sb_free(&key);
}

/* Parameters between (lp, the matching `)`): how many (0 for `(void)`). */
static int count_params(const struct mangler *M, uint32_t lp)
{
    if (kind_at(M, lp + 1) == TK_RPAREN || (kind_at(M, lp + 1) == TK_VOID && kind_at(M, lp + 2) == TK_RPAREN))
        return 0;
    int n = 1, depth = 0, angle = 0;
    for (uint32_t i = lp; i < M->P->ntoks; i++) {
        unsigned k = kind_at(M, i);
        if (is_template_open(M, i))
            angle++;
        else if (k == TK_GT && (M->P->mark[i] & MK_TEMPLATE_CLOSE))
            angle--;
        else if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE) {
            if (--depth == 0)
                break;
        } else if (depth == 1 && angle == 0 && k == TK_COMMA)
            n++;
    }
    return n;
}

/* The ABI's code of `operator X` at token op (arity counts `this`); *lp is
   set to the `(` of the parameters. NULL when not handled. */
static const char *operator_code(const struct mangler *M, uint32_t op, uint32_t *lp, bool member)
{
    static const struct { unsigned kind; const char *unary, *binary; } ops[] = {
        { TK_PLUS, "ps", "pl" }, { TK_MINUS, "ng", "mi" }, { TK_STAR, "de", "ml" }, { TK_AMP, "ad", "an" },
        { TK_SLASH, NULL, "dv" }, { TK_PERCENT, NULL, "rm" }, { TK_PIPE, NULL, "or" }, { TK_CARET, NULL, "eo" },
        { TK_TILDE, "co", "co" }, { TK_EXCL, "nt", "nt" }, { TK_EQ, NULL, "aS" }, { TK_LT, NULL, "lt" },
        { TK_GT, NULL, "gt" }, { TK_PLUSEQ, NULL, "pL" }, { TK_MINUSEQ, NULL, "mI" }, { TK_STAREQ, NULL, "mL" },
        { TK_SLASHEQ, NULL, "dV" }, { TK_PERCENTEQ, NULL, "rM" }, { TK_AMPEQ, NULL, "aN" },
        { TK_PIPEEQ, NULL, "oR" }, { TK_CARETEQ, NULL, "eO" }, { TK_LTLT, NULL, "ls" }, { TK_LTLTEQ, NULL, "lS" },
        { TK_EQEQ, NULL, "eq" }, { TK_EXCLEQ, NULL, "ne" }, { TK_LTEQ, NULL, "le" }, { TK_GTEQ, NULL, "ge" },
        { TK_SPACESHIP, NULL, "ss" }, { TK_AMPAMP, NULL, "aa" }, { TK_PIPEPIPE, NULL, "oo" },
        { TK_PLUSPLUS, "pp", "pp" }, { TK_MINUSMINUS, "mm", "mm" }, { TK_COMMA, NULL, "cm" },
        { TK_ARROWSTAR, NULL, "pm" }, { TK_ARROW, "pt", "pt" },
    };
    unsigned k = kind_at(M, op + 1);
    uint32_t next = op + 2;
    const char *code = NULL;
    if (k == TK_NEW || k == TK_DELETE) {
        bool array = kind_at(M, op + 2) == TK_LBRACKET && kind_at(M, op + 3) == TK_RBRACKET;
        code = k == TK_NEW ? (array ? "na" : "nw") : (array ? "da" : "dl");
        next = array ? op + 4 : op + 2;
    } else if (k == TK_LPAREN && kind_at(M, op + 2) == TK_RPAREN) {
        code = "cl";
        next = op + 3;
    } else if (k == TK_LBRACKET && kind_at(M, op + 2) == TK_RBRACKET) {
        code = "ix";
        next = op + 3;
    } else if (k == TK_GT && (M->P->toks[op + 1].flags & TF_ADJ) &&
               (kind_at(M, op + 2) == TK_GT || kind_at(M, op + 2) == TK_GTEQ)) {
        code = kind_at(M, op + 2) == TK_GT ? "rs" : "rS";     /* `>>` and `>>=` are split */
        next = op + 3;
    }
    if (code) {
        *lp = next;
        return kind_at(M, next) == TK_LPAREN ? code : NULL;
    }
    if (kind_at(M, next) != TK_LPAREN)
        return NULL;
    int arity = count_params(M, next) + (member ? 1 : 0);
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
        if (ops[i].kind == k) {
            *lp = next;
            return arity == 1 ? ops[i].unary : ops[i].binary;
        }
    }
    return NULL;
}

/* Does the type written in tokens [first, last) name something in the
   inline namespace __cxx11 (abi_tag "cxx11"), through typedefs too? */
static bool names_cxx11(const struct mangler *M, uint32_t first, uint32_t last, int depth)
{
    for (uint32_t i = first; i < last && i < M->P->ntoks && depth < 8; i++) {
        const struct entity *e = M->P->ent[i] ? entity_resolve(M->P->ent[i]) : NULL;
        if (!e || M->P->toks[i].kind != TK_IDENT)
            continue;
        for (const struct scope *s = e->parent; s && s->owner; s = s->parent)
            if (s->owner->kind == EK_NAMESPACE && s->owner->name && s->owner->name->len == 7 &&
                memcmp(s->owner->name->name, "__cxx11", 7) == 0)
                return true;
        if (e->kind == EK_TYPEDEF && e->type_toks &&
            names_cxx11(M, e->type_toks->spec_first, e->type_toks->spec_last + 1, depth + 1))
            return true;
    }
    return false;
}

char *mangle_declaration(const struct parser *P, uint32_t name_tok, const struct scope *sc, bool function,
                         bool extern_c, int special, uint32_t spec_first)
{
    if (name_tok >= P->ntoks || !P->toks[name_tok].id)
        return NULL;
    const struct ident *id = P->toks[name_tok].id;
    const struct entity *chain[32];
    int n = scope_chain(sc, chain, 32);
    if (extern_c || (!function && n == 0)) {
        char *plain = xmalloc(id->len + 1);
        memcpy(plain, id->name, id->len);
        plain[id->len] = '\0';
        return plain;
    }
    struct mangler *M = xcalloc(1, sizeof *M);
    M->P = P;
    struct strbuf sb;
    sb_init(&sb);
    sb_puts(&sb, "_Z");
    bool member_cv = false;
    uint32_t close = 0, lp = name_tok + 1;
    char enc[300];
    const char *last = encoded_name(id, enc, sizeof enc);
    /* a return type from the cxx11 namespace tags the name, unless a
       parameter's type carries the tag already */
    bool tag = !special && function && spec_first != HF_NONE && spec_first < name_tok &&
               names_cxx11(M, spec_first, name_tok, 0);
    size_t tag_at = 0;
    if (special)
        last = special == 1 ? "C1" : "D1";
    if (function && P->toks[name_tok].kind == TK_OPERATOR) {
        bool member = n > 0 && chain[n - 1]->kind == EK_CLASS;
        last = operator_code(M, name_tok, &lp, member);
        if (!last)
            M->failed = true;
    }
    if (function && !M->failed) {
        if (kind_at(M, lp) != TK_LPAREN) {
            M->failed = true;
        } else {
            close = skip_balanced(M, lp, (uint32_t)P->ntoks) - 1;
            member_cv = kind_at(M, close + 1) == TK_CONST;
        }
    }
    if (M->failed) {
        /* nothing more to write */
    } else if (n == 0) {
        sb_puts(&sb, last);
        tag_at = sb.len;
    } else if (n == 1 && is_std(chain[0]) && !member_cv) {
        put_nested(M, &sb, chain, n, last, false);
        tag_at = sb.len;
    } else {
        sb_putc(&sb, 'N');
        if (member_cv)
            sb_putc(&sb, 'K');
        struct strbuf tmp;
        sb_init(&tmp);
        put_nested(M, &tmp, chain, n, last, false);
        sb_add(&sb, tmp.data ? tmp.data : "", tmp.len);
        sb_free(&tmp);
        tag_at = sb.len;
        sb_putc(&sb, 'E');
    }
    if (function && !M->failed) {
        struct mtype fn;
        memset(&fn, 0, sizeof fn);
        read_params(M, &fn, lp + 1, close);
        for (int i = 0; i < fn.nparams && !M->failed; i++)
            put_type(M, &sb, fn.params[i]);
        if (fn.variadic)
            sb_putc(&sb, 'z');
        if (!fn.nparams && !fn.variadic)
            sb_putc(&sb, 'v');
    }
    bool failed = M->failed;
    for (int i = 0; i < M->nsubs; i++)
        free(M->subs[i]);
    free(M);
    if (failed) {
        sb_free(&sb);
        return NULL;
    }
    if (tag && tag_at && !strstr(sb.data + tag_at, "7__cxx11")) {
        struct strbuf tagged;
        sb_init(&tagged);
        sb_add(&tagged, sb.data, tag_at);
        sb_puts(&tagged, "B5cxx11");
        sb_puts(&tagged, sb.data + tag_at);
        sb_free(&sb);
        return sb_take(&tagged);
    }
    return sb_take(&sb);
}
